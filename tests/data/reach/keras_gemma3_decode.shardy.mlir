module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg16: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg25: tensor<8x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg26: tensor<8x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg27: tensor<8x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg28: tensor<8x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg29: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x32x4x16xf32> {jax.result_info = "result[1][0][0]"}, tensor<8x32x4x16xf32> {jax.result_info = "result[1][0][1]"}, tensor<8x32x4x16xf32> {jax.result_info = "result[1][1][0]"}, tensor<8x32x4x16xf32> {jax.result_info = "result[1][1][1]"}) {
    %0 = call @_take(%arg0, %arg24) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %2 = stablehlo.convert %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<8x1x64xf32>
    %5 = chlo.square %4 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<8x1x1xf32>
    %12 = stablehlo.sqrt %11 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %14 = stablehlo.divide %13, %12 : tensor<8x1x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.multiply %4, %15 : tensor<8x1x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %18 = stablehlo.add %17, %arg1 : tensor<64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %21 = stablehlo.multiply %16, %20 : tensor<8x1x64xf32>
    %22 = stablehlo.iota dim = 0 : tensor<1xf32>
    %23 = stablehlo.convert %arg29 : (tensor<i32>) -> tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %25 = stablehlo.add %22, %24 : tensor<1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %27 = stablehlo.iota dim = 0 : tensor<32xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %30 = stablehlo.compare GE, %29, %28, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %31 = stablehlo.broadcast_in_dim %30, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %33 = stablehlo.dot_general %21, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<8x64x16xf32>) -> tensor<8x1x8x16xf32>
    %34 = chlo.square %33 : tensor<8x1x8x16xf32> -> tensor<8x1x8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x1x8x16xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %38 = stablehlo.divide %36, %37 : tensor<8x1x8x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x1x8x1xf32>
    %41 = stablehlo.sqrt %40 : tensor<8x1x8x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %43 = stablehlo.divide %42, %41 : tensor<8x1x8x1xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x16xf32>
    %45 = stablehlo.multiply %33, %44 : tensor<8x1x8x16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.add %46, %arg5 : tensor<16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %50 = stablehlo.multiply %45, %49 : tensor<8x1x8x16xf32>
    %51 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.add %54, %53 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8xf32>
    %58 = stablehlo.negate %57 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.power %59, %58 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8xf32>
    %63 = stablehlo.iota dim = 0 : tensor<1xf32>
    %64 = stablehlo.convert %arg29 : (tensor<i32>) -> tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %66 = stablehlo.add %63, %65 : tensor<1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %68 = stablehlo.dot_general %67, %62, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %70 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %71 = stablehlo.concatenate %69, %70, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %74 = stablehlo.cosine %73 : tensor<1x1x1x16xf32>
    %75 = stablehlo.sine %73 : tensor<1x1x1x16xf32>
    %76 = stablehlo.slice %50 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %77 = stablehlo.slice %50 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %78 = stablehlo.negate %77 : tensor<8x1x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %80 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %81 = stablehlo.concatenate %79, %80, dim = 3 : (tensor<8x1x8x1x8xf32>, tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x2x8xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x1x8x2x8xf32>) -> tensor<8x1x8x16xf32>
    %83 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %84 = stablehlo.multiply %50, %83 : tensor<8x1x8x16xf32>
    %85 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<8x1x8x16xf32>
    %87 = stablehlo.add %84, %86 : tensor<8x1x8x16xf32>
    %88 = stablehlo.dot_general %21, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %89 = chlo.square %88 : tensor<8x1x4x16xf32> -> tensor<8x1x4x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<8x1x4x16xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x1x4x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %95 = stablehlo.add %93, %94 : tensor<8x1x4x1xf32>
    %96 = stablehlo.sqrt %95 : tensor<8x1x4x1xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %98 = stablehlo.divide %97, %96 : tensor<8x1x4x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x16xf32>
    %100 = stablehlo.multiply %88, %99 : tensor<8x1x4x16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %102 = stablehlo.add %101, %arg6 : tensor<16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %105 = stablehlo.multiply %100, %104 : tensor<8x1x4x16xf32>
    %106 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.add %109, %108 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %112 = stablehlo.divide %110, %111 : tensor<8xf32>
    %113 = stablehlo.negate %112 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.power %114, %113 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8xf32>
    %118 = stablehlo.iota dim = 0 : tensor<1xf32>
    %119 = stablehlo.convert %arg29 : (tensor<i32>) -> tensor<f32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %121 = stablehlo.add %118, %120 : tensor<1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %123 = stablehlo.dot_general %122, %117, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %125 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %126 = stablehlo.concatenate %124, %125, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %127 = stablehlo.reshape %126 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %129 = stablehlo.cosine %128 : tensor<1x1x1x16xf32>
    %130 = stablehlo.sine %128 : tensor<1x1x1x16xf32>
    %131 = stablehlo.slice %105 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %132 = stablehlo.slice %105 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %133 = stablehlo.negate %132 : tensor<8x1x4x8xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %135 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %136 = stablehlo.concatenate %134, %135, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %139 = stablehlo.multiply %105, %138 : tensor<8x1x4x16xf32>
    %140 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %141 = stablehlo.multiply %137, %140 : tensor<8x1x4x16xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x1x4x16xf32>
    %143 = stablehlo.dot_general %21, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %144 = stablehlo.compare LT, %arg29, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<32> : tensor<i32>
    %145 = stablehlo.add %arg29, %c_25 : tensor<i32>
    %146 = stablehlo.select %144, %145, %arg29 : tensor<i1>, tensor<i32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %147 = stablehlo.dynamic_update_slice %arg25, %142, %c_26, %146, %c_27, %c_28 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %148 = stablehlo.compare LT, %arg29, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_30 = stablehlo.constant dense<32> : tensor<i32>
    %149 = stablehlo.add %arg29, %c_30 : tensor<i32>
    %150 = stablehlo.select %148, %149, %arg29 : tensor<i1>, tensor<i32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %151 = stablehlo.dynamic_update_slice %arg26, %143, %c_31, %150, %c_32, %c_33 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %cst_34 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %153 = stablehlo.multiply %87, %152 : tensor<8x1x8x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<8x1x8x16xf32>) -> tensor<8x1x4x2x16xf32>
    %155 = stablehlo.dot_general %147, %154, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x1x4x2x16xf32>) -> tensor<8x4x32x1x2xf32>
    %156 = stablehlo.transpose %155, dims = [0, 1, 4, 3, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x4x2x1x32xf32>
    %157 = stablehlo.broadcast_in_dim %32, dims = [0, 3, 4] : (tensor<8x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %cst_35 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %158 = call @_where_0(%157, %156, %cst_35) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_36) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x1xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<8x4x2x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<8x4x2x1x32xf32>
    %165 = stablehlo.exponential %164 : tensor<8x4x2x1x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_38) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %169 = stablehlo.divide %165, %168 : tensor<8x4x2x1x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = call @_where_0(%157, %169, %cst_39) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %171 = stablehlo.dot_general %151, %170, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x2x1x32xf32>) -> tensor<8x4x16x2x1xf32>
    %172 = stablehlo.transpose %171, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x1xf32>) -> tensor<8x1x4x2x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x1x4x2x16xf32>) -> tensor<8x1x8x16xf32>
    %174 = stablehlo.convert %32 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %176 = stablehlo.compare EQ, %174, %175, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %c_41 = stablehlo.constant dense<false> : tensor<i1>
    %177 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i1>) -> tensor<8x1x32xi1>
    %178 = stablehlo.compare NE, %176, %177, UNSIGNED : (tensor<8x1x32xi1>, tensor<8x1x32xi1>) -> tensor<8x1x32xi1>
    %179 = stablehlo.convert %178 : tensor<8x1x32xi1>
    %c_42 = stablehlo.constant dense<true> : tensor<i1>
    %180 = stablehlo.reduce(%179 init: %c_42) applies stablehlo.and across dimensions = [2] : (tensor<8x1x32xi1>, tensor<i1>) -> tensor<8x1xi1>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x1xi1>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x1x1x1xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %184 = call @_where_1(%182, %183, %173) : (tensor<8x1x1x1xi1>, tensor<8x1x8x16xf32>, tensor<8x1x8x16xf32>) -> tensor<8x1x8x16xf32>
    %185 = stablehlo.dot_general %184, %arg7, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x1x64xf32>
    %186 = stablehlo.add %4, %185 : tensor<8x1x64xf32>
    %187 = chlo.square %186 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %191 = stablehlo.divide %189, %190 : tensor<8x1x1xf32>
    %cst_46 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %193 = stablehlo.add %191, %192 : tensor<8x1x1xf32>
    %194 = stablehlo.sqrt %193 : tensor<8x1x1xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %196 = stablehlo.divide %195, %194 : tensor<8x1x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %198 = stablehlo.multiply %186, %197 : tensor<8x1x64xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %200 = stablehlo.add %199, %arg8 : tensor<64xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %203 = stablehlo.multiply %198, %202 : tensor<8x1x64xf32>
    %204 = stablehlo.dot_general %203, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %205 = stablehlo.dot_general %203, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %206 = stablehlo.multiply %204, %204 : tensor<8x1x128xf32>
    %207 = stablehlo.multiply %206, %204 : tensor<8x1x128xf32>
    %cst_49 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<8x1x128xf32>
    %210 = stablehlo.add %204, %209 : tensor<8x1x128xf32>
    %cst_50 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<8x1x128xf32>
    %213 = stablehlo.tanh %212 : tensor<8x1x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %215 = stablehlo.add %214, %213 : tensor<8x1x128xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<8x1x128xf32>
    %218 = stablehlo.multiply %204, %217 : tensor<8x1x128xf32>
    %219 = stablehlo.multiply %218, %205 : tensor<8x1x128xf32>
    %220 = stablehlo.dot_general %219, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %221 = stablehlo.add %220, %186 : tensor<8x1x64xf32>
    %222 = chlo.square %221 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<8x1x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %228 = stablehlo.add %226, %227 : tensor<8x1x1xf32>
    %229 = stablehlo.sqrt %228 : tensor<8x1x1xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %231 = stablehlo.divide %230, %229 : tensor<8x1x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %233 = stablehlo.multiply %221, %232 : tensor<8x1x64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %235 = stablehlo.add %234, %arg12 : tensor<64xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %238 = stablehlo.multiply %233, %237 : tensor<8x1x64xf32>
    %239 = stablehlo.iota dim = 0 : tensor<1xf32>
    %240 = stablehlo.convert %arg29 : (tensor<i32>) -> tensor<f32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %242 = stablehlo.add %239, %241 : tensor<1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %244 = stablehlo.iota dim = 0 : tensor<32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %246 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %247 = stablehlo.compare GE, %246, %245, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %248 = stablehlo.broadcast_in_dim %247, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %250 = stablehlo.dot_general %238, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<8x64x16xf32>) -> tensor<8x1x8x16xf32>
    %251 = chlo.square %250 : tensor<8x1x8x16xf32> -> tensor<8x1x8x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<8x1x8x16xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %255 = stablehlo.divide %253, %254 : tensor<8x1x8x1xf32>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %257 = stablehlo.add %255, %256 : tensor<8x1x8x1xf32>
    %258 = stablehlo.sqrt %257 : tensor<8x1x8x1xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %260 = stablehlo.divide %259, %258 : tensor<8x1x8x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x16xf32>
    %262 = stablehlo.multiply %250, %261 : tensor<8x1x8x16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %264 = stablehlo.add %263, %arg16 : tensor<16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %267 = stablehlo.multiply %262, %266 : tensor<8x1x8x16xf32>
    %268 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %272 = stablehlo.add %271, %270 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.divide %272, %273 : tensor<8xf32>
    %275 = stablehlo.negate %274 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %277 = stablehlo.power %276, %275 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %279 = stablehlo.divide %277, %278 : tensor<8xf32>
    %280 = stablehlo.iota dim = 0 : tensor<1xf32>
    %281 = stablehlo.convert %arg29 : (tensor<i32>) -> tensor<f32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %283 = stablehlo.add %280, %282 : tensor<1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %285 = stablehlo.dot_general %284, %279, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %287 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %288 = stablehlo.concatenate %286, %287, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %291 = stablehlo.cosine %290 : tensor<1x1x1x16xf32>
    %292 = stablehlo.sine %290 : tensor<1x1x1x16xf32>
    %293 = stablehlo.slice %267 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %294 = stablehlo.slice %267 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %295 = stablehlo.negate %294 : tensor<8x1x8x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %298 = stablehlo.concatenate %296, %297, dim = 3 : (tensor<8x1x8x1x8xf32>, tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x2x8xf32>
    %299 = stablehlo.reshape %298 : (tensor<8x1x8x2x8xf32>) -> tensor<8x1x8x16xf32>
    %300 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %301 = stablehlo.multiply %267, %300 : tensor<8x1x8x16xf32>
    %302 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %303 = stablehlo.multiply %299, %302 : tensor<8x1x8x16xf32>
    %304 = stablehlo.add %301, %303 : tensor<8x1x8x16xf32>
    %305 = stablehlo.dot_general %238, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %306 = chlo.square %305 : tensor<8x1x4x16xf32> -> tensor<8x1x4x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<8x1x4x16xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %310 = stablehlo.divide %308, %309 : tensor<8x1x4x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %312 = stablehlo.add %310, %311 : tensor<8x1x4x1xf32>
    %313 = stablehlo.sqrt %312 : tensor<8x1x4x1xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %315 = stablehlo.divide %314, %313 : tensor<8x1x4x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x16xf32>
    %317 = stablehlo.multiply %305, %316 : tensor<8x1x4x16xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %319 = stablehlo.add %318, %arg17 : tensor<16xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %322 = stablehlo.multiply %317, %321 : tensor<8x1x4x16xf32>
    %323 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %327 = stablehlo.add %326, %325 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %329 = stablehlo.divide %327, %328 : tensor<8xf32>
    %330 = stablehlo.negate %329 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %332 = stablehlo.power %331, %330 : tensor<8xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %334 = stablehlo.divide %332, %333 : tensor<8xf32>
    %335 = stablehlo.iota dim = 0 : tensor<1xf32>
    %336 = stablehlo.convert %arg29 : (tensor<i32>) -> tensor<f32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %338 = stablehlo.add %335, %337 : tensor<1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %340 = stablehlo.dot_general %339, %334, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %342 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %343 = stablehlo.concatenate %341, %342, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %344 = stablehlo.reshape %343 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %346 = stablehlo.cosine %345 : tensor<1x1x1x16xf32>
    %347 = stablehlo.sine %345 : tensor<1x1x1x16xf32>
    %348 = stablehlo.slice %322 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %349 = stablehlo.slice %322 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %350 = stablehlo.negate %349 : tensor<8x1x4x8xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %352 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %353 = stablehlo.concatenate %351, %352, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %354 = stablehlo.reshape %353 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %355 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %356 = stablehlo.multiply %322, %355 : tensor<8x1x4x16xf32>
    %357 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %358 = stablehlo.multiply %354, %357 : tensor<8x1x4x16xf32>
    %359 = stablehlo.add %356, %358 : tensor<8x1x4x16xf32>
    %360 = stablehlo.dot_general %238, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %361 = stablehlo.compare LT, %arg29, %c_78, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_79 = stablehlo.constant dense<32> : tensor<i32>
    %362 = stablehlo.add %arg29, %c_79 : tensor<i32>
    %363 = stablehlo.select %361, %362, %arg29 : tensor<i1>, tensor<i32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %364 = stablehlo.dynamic_update_slice %arg27, %359, %c_80, %363, %c_81, %c_82 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %365 = stablehlo.compare LT, %arg29, %c_83, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_84 = stablehlo.constant dense<32> : tensor<i32>
    %366 = stablehlo.add %arg29, %c_84 : tensor<i32>
    %367 = stablehlo.select %365, %366, %arg29 : tensor<i1>, tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %368 = stablehlo.dynamic_update_slice %arg28, %360, %c_85, %367, %c_86, %c_87 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %cst_88 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %370 = stablehlo.multiply %304, %369 : tensor<8x1x8x16xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x1x8x16xf32>) -> tensor<8x1x4x2x16xf32>
    %372 = stablehlo.dot_general %364, %371, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x1x4x2x16xf32>) -> tensor<8x4x32x1x2xf32>
    %373 = stablehlo.transpose %372, dims = [0, 1, 4, 3, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x4x2x1x32xf32>
    %374 = stablehlo.broadcast_in_dim %249, dims = [0, 3, 4] : (tensor<8x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %cst_89 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %375 = call @_where_0(%374, %373, %cst_89) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_90) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x4x2x1xf32>
    %378 = stablehlo.maximum %377, %376 : tensor<8x4x2x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %381 = stablehlo.subtract %375, %380 : tensor<8x4x2x1x32xf32>
    %382 = stablehlo.exponential %381 : tensor<8x4x2x1x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%382 init: %cst_92) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %386 = stablehlo.divide %382, %385 : tensor<8x4x2x1x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = call @_where_0(%374, %386, %cst_93) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %388 = stablehlo.dot_general %368, %387, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x2x1x32xf32>) -> tensor<8x4x16x2x1xf32>
    %389 = stablehlo.transpose %388, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x1xf32>) -> tensor<8x1x4x2x16xf32>
    %390 = stablehlo.reshape %389 : (tensor<8x1x4x2x16xf32>) -> tensor<8x1x8x16xf32>
    %391 = stablehlo.convert %249 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %392 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %393 = stablehlo.compare EQ, %391, %392, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %c_95 = stablehlo.constant dense<false> : tensor<i1>
    %394 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i1>) -> tensor<8x1x32xi1>
    %395 = stablehlo.compare NE, %393, %394, UNSIGNED : (tensor<8x1x32xi1>, tensor<8x1x32xi1>) -> tensor<8x1x32xi1>
    %396 = stablehlo.convert %395 : tensor<8x1x32xi1>
    %c_96 = stablehlo.constant dense<true> : tensor<i1>
    %397 = stablehlo.reduce(%396 init: %c_96) applies stablehlo.and across dimensions = [2] : (tensor<8x1x32xi1>, tensor<i1>) -> tensor<8x1xi1>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x1xi1>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x1x1x1xi1>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %401 = call @_where_1(%399, %400, %390) : (tensor<8x1x1x1xi1>, tensor<8x1x8x16xf32>, tensor<8x1x8x16xf32>) -> tensor<8x1x8x16xf32>
    %402 = stablehlo.dot_general %401, %arg18, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x1x64xf32>
    %403 = stablehlo.add %221, %402 : tensor<8x1x64xf32>
    %404 = chlo.square %403 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %408 = stablehlo.divide %406, %407 : tensor<8x1x1xf32>
    %cst_100 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %410 = stablehlo.add %408, %409 : tensor<8x1x1xf32>
    %411 = stablehlo.sqrt %410 : tensor<8x1x1xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %413 = stablehlo.divide %412, %411 : tensor<8x1x1xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %415 = stablehlo.multiply %403, %414 : tensor<8x1x64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %417 = stablehlo.add %416, %arg19 : tensor<64xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %420 = stablehlo.multiply %415, %419 : tensor<8x1x64xf32>
    %421 = stablehlo.dot_general %420, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %422 = stablehlo.dot_general %420, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %423 = stablehlo.multiply %421, %421 : tensor<8x1x128xf32>
    %424 = stablehlo.multiply %423, %421 : tensor<8x1x128xf32>
    %cst_103 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %426 = stablehlo.multiply %425, %424 : tensor<8x1x128xf32>
    %427 = stablehlo.add %421, %426 : tensor<8x1x128xf32>
    %cst_104 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %429 = stablehlo.multiply %428, %427 : tensor<8x1x128xf32>
    %430 = stablehlo.tanh %429 : tensor<8x1x128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %432 = stablehlo.add %431, %430 : tensor<8x1x128xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<8x1x128xf32>
    %435 = stablehlo.multiply %421, %434 : tensor<8x1x128xf32>
    %436 = stablehlo.multiply %435, %422 : tensor<8x1x128xf32>
    %437 = stablehlo.dot_general %436, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %438 = stablehlo.add %437, %403 : tensor<8x1x64xf32>
    %439 = chlo.square %438 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %443 = stablehlo.divide %441, %442 : tensor<8x1x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %445 = stablehlo.add %443, %444 : tensor<8x1x1xf32>
    %446 = stablehlo.sqrt %445 : tensor<8x1x1xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %448 = stablehlo.divide %447, %446 : tensor<8x1x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %450 = stablehlo.multiply %438, %449 : tensor<8x1x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %452 = stablehlo.add %451, %arg23 : tensor<64xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %455 = stablehlo.multiply %450, %454 : tensor<8x1x64xf32>
    %456 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %457 = stablehlo.dot_general %455, %456, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %457, %147, %151, %364, %368 : tensor<8x1x512xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x64xi1>, tensor<8x1x64xf32>
    return %16 : tensor<8x1x64xf32>
  }
  func.func private @_where(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x1x1x32xi1>, %arg1: tensor<8x4x2x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x1x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<8x4x2x1x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x1x32xi1>, tensor<8x4x2x1x32xf32>
    return %3 : tensor<8x4x2x1x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x1x1xi1>, %arg1: tensor<8x1x8x16xf32>, %arg2: tensor<8x1x8x16xf32>) -> tensor<8x1x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi1>) -> tensor<8x1x8x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x1x8x16xi1>, tensor<8x1x8x16xf32>
    return %1 : tensor<8x1x8x16xf32>
  }
}
