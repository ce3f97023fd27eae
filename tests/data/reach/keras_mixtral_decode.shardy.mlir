module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg24: tensor<8x2x2x32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg25: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg23) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %1 = stablehlo.slice %arg24 [0:8, 0:1, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<1xf32>
    %4 = stablehlo.convert %arg25 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %6 = stablehlo.add %3, %5 : tensor<1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.compare GE, %10, %9, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %14 = stablehlo.iota dim = 0 : tensor<1xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %16 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %17 = stablehlo.add %15, %16 : tensor<1x1xi32>
    %18 = stablehlo.iota dim = 0 : tensor<32xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c = stablehlo.constant dense<512> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %21 = stablehlo.add %19, %20 : tensor<1x32xi32>
    %22 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x32xi32>
    %23 = stablehlo.compare LT, %22, %21, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %24 = stablehlo.convert %23 : (tensor<1x32xi1>) -> tensor<1x32xi32>
    %25 = stablehlo.convert %13 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<8x1x32xi32>
    %28 = stablehlo.minimum %25, %27 : tensor<8x1x32xi32>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %29 = stablehlo.convert %c_0 : (tensor<i32>) -> tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %31 = stablehlo.power %0, %30 : tensor<8x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x1x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<8x1x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %40 = stablehlo.multiply %0, %39 : tensor<8x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %43 = stablehlo.multiply %40, %42 : tensor<8x1x64xf32>
    %44 = stablehlo.dot_general %43, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
    %45 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.add %48, %47 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.divide %49, %50 : tensor<4xf32>
    %52 = stablehlo.negate %51 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %54 = stablehlo.power %53, %52 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.divide %54, %55 : tensor<4xf32>
    %57 = stablehlo.iota dim = 0 : tensor<1xf32>
    %58 = stablehlo.convert %arg25 : (tensor<i32>) -> tensor<f32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %60 = stablehlo.add %57, %59 : tensor<1xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %62 = stablehlo.dot_general %61, %56, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %65 = stablehlo.concatenate %63, %64, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %68 = stablehlo.cosine %67 : tensor<1x1x1x8xf32>
    %69 = stablehlo.sine %67 : tensor<1x1x1x8xf32>
    %70 = stablehlo.slice %44 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %71 = stablehlo.slice %44 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %72 = stablehlo.negate %71 : tensor<8x1x8x4xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %75 = stablehlo.concatenate %73, %74, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
    %77 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %78 = stablehlo.multiply %44, %77 : tensor<8x1x8x8xf32>
    %79 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<8x1x8x8xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x1x8x8xf32>
    %82 = stablehlo.slice %2 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %84 = stablehlo.slice %2 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %85 = stablehlo.reshape %84 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %86 = stablehlo.dot_general %43, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %87 = stablehlo.dot_general %43, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %88 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %92 = stablehlo.add %91, %90 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %94 = stablehlo.divide %92, %93 : tensor<4xf32>
    %95 = stablehlo.negate %94 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.power %96, %95 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %99 = stablehlo.divide %97, %98 : tensor<4xf32>
    %100 = stablehlo.iota dim = 0 : tensor<1xf32>
    %101 = stablehlo.convert %arg25 : (tensor<i32>) -> tensor<f32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %103 = stablehlo.add %100, %102 : tensor<1xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %105 = stablehlo.dot_general %104, %99, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %108 = stablehlo.concatenate %106, %107, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %111 = stablehlo.cosine %110 : tensor<1x1x1x8xf32>
    %112 = stablehlo.sine %110 : tensor<1x1x1x8xf32>
    %113 = stablehlo.slice %86 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %114 = stablehlo.slice %86 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %115 = stablehlo.negate %114 : tensor<8x1x4x4xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %117 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %118 = stablehlo.concatenate %116, %117, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
    %120 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %121 = stablehlo.multiply %86, %120 : tensor<8x1x4x8xf32>
    %122 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<8x1x4x8xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x1x4x8xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %125 = stablehlo.compare LT, %arg25, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<32> : tensor<i32>
    %126 = stablehlo.add %arg25, %c_14 : tensor<i32>
    %127 = stablehlo.select %125, %126, %arg25 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.dynamic_update_slice %83, %124, %c_15, %127, %c_16, %c_17 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.compare LT, %arg25, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<32> : tensor<i32>
    %130 = stablehlo.add %arg25, %c_19 : tensor<i32>
    %131 = stablehlo.select %129, %130, %arg25 : tensor<i1>, tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.dynamic_update_slice %85, %87, %c_20, %131, %c_21, %c_22 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %133 = stablehlo.broadcast_in_dim %128, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %134 = stablehlo.broadcast_in_dim %132, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %135 = stablehlo.concatenate %133, %134, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %136 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %138 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %140 = stablehlo.dot_general %81, %137, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x32xf32>
    %cst_23 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %142 = stablehlo.multiply %140, %141 : tensor<8x8x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %28, dims = [0, 2, 3] : (tensor<8x1x32xi32>) -> tensor<8x1x1x32xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %144 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %145 = stablehlo.compare GT, %143, %144, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %146 = call @_where_0(%145, %142, %cst_25) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %149 = stablehlo.maximum %148, %147 : tensor<8x8x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %152 = stablehlo.subtract %146, %151 : tensor<8x8x1x32xf32>
    %153 = stablehlo.exponential %152 : tensor<8x8x1x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %157 = stablehlo.divide %153, %156 : tensor<8x8x1x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = call @_where_0(%145, %157, %cst_29) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %159 = stablehlo.dot_general %139, %158, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x1x32xf32>) -> tensor<8x8x8x1xf32>
    %160 = stablehlo.transpose %159, dims = [0, 3, 1, 2] : (tensor<8x8x8x1xf32>) -> tensor<8x1x8x8xf32>
    %161 = stablehlo.dot_general %160, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
    %162 = stablehlo.add %161, %0 : tensor<8x1x64xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %163 = stablehlo.convert %c_30 : (tensor<i32>) -> tensor<f32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %165 = stablehlo.power %162, %164 : tensor<8x1x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %169 = stablehlo.divide %167, %168 : tensor<8x1x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %171 = stablehlo.add %169, %170 : tensor<8x1x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<8x1x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %174 = stablehlo.multiply %162, %173 : tensor<8x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %177 = stablehlo.multiply %174, %176 : tensor<8x1x64xf32>
    %178 = stablehlo.reshape %177 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %179 = stablehlo.dot_general %178, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x4xf32>) -> tensor<8x4xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_34) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %182 = stablehlo.maximum %181, %180 : tensor<8xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %185 = stablehlo.subtract %179, %184 : tensor<8x4xf32>
    %186 = stablehlo.exponential %185 : tensor<8x4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %190 = stablehlo.divide %186, %189 : tensor<8x4xf32>
    %values, %indices = chlo.top_k(%190, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%values init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %194 = stablehlo.divide %values, %193 : tensor<8x2xf32>
    %195 = call @_one_hot(%indices) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<8x2x4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_38) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %200 = stablehlo.transpose %199, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %201 = stablehlo.dot_general %arg8, %178, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<8x64xf32>) -> tensor<4x128x8xf32>
    %202 = stablehlo.transpose %201, dims = [0, 2, 1] : (tensor<4x128x8xf32>) -> tensor<4x8x128xf32>
    %203 = call @silu(%202) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %204 = stablehlo.dot_general %arg9, %178, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<8x64xf32>) -> tensor<4x128x8xf32>
    %205 = stablehlo.transpose %204, dims = [0, 2, 1] : (tensor<4x128x8xf32>) -> tensor<4x8x128xf32>
    %206 = stablehlo.multiply %205, %203 : tensor<4x8x128xf32>
    %207 = stablehlo.dot_general %206, %arg10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x128xf32>, tensor<4x128x64xf32>) -> tensor<4x8x64xf32>
    %208 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<4x8x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%210 init: %cst_39) applies stablehlo.add across dimensions = [0] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %212 = stablehlo.reshape %211 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %213 = stablehlo.add %212, %162 : tensor<8x1x64xf32>
    %214 = stablehlo.slice %arg24 [0:8, 1:2, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %216 = stablehlo.iota dim = 0 : tensor<1xf32>
    %217 = stablehlo.convert %arg25 : (tensor<i32>) -> tensor<f32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %219 = stablehlo.add %216, %218 : tensor<1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %221 = stablehlo.iota dim = 0 : tensor<32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %223 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %224 = stablehlo.compare GE, %223, %222, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %225 = stablehlo.broadcast_in_dim %224, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %227 = stablehlo.iota dim = 0 : tensor<1xi32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %229 = stablehlo.broadcast_in_dim %arg25, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %230 = stablehlo.add %228, %229 : tensor<1x1xi32>
    %231 = stablehlo.iota dim = 0 : tensor<32xi32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_40 = stablehlo.constant dense<512> : tensor<i32>
    %233 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %234 = stablehlo.add %232, %233 : tensor<1x32xi32>
    %235 = stablehlo.broadcast_in_dim %230, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x32xi32>
    %236 = stablehlo.compare LT, %235, %234, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %237 = stablehlo.convert %236 : (tensor<1x32xi1>) -> tensor<1x32xi32>
    %238 = stablehlo.convert %226 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %239 = stablehlo.broadcast_in_dim %237, dims = [1, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<8x1x32xi32>
    %241 = stablehlo.minimum %238, %240 : tensor<8x1x32xi32>
    %c_41 = stablehlo.constant dense<2> : tensor<i32>
    %242 = stablehlo.convert %c_41 : (tensor<i32>) -> tensor<f32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %244 = stablehlo.power %213, %243 : tensor<8x1x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %248 = stablehlo.divide %246, %247 : tensor<8x1x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %250 = stablehlo.add %248, %249 : tensor<8x1x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<8x1x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %253 = stablehlo.multiply %213, %252 : tensor<8x1x64xf32>
    %254 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %256 = stablehlo.multiply %253, %255 : tensor<8x1x64xf32>
    %257 = stablehlo.dot_general %256, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
    %258 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<4xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %262 = stablehlo.add %261, %260 : tensor<4xf32>
    %cst_47 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %264 = stablehlo.divide %262, %263 : tensor<4xf32>
    %265 = stablehlo.negate %264 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %267 = stablehlo.power %266, %265 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %269 = stablehlo.divide %267, %268 : tensor<4xf32>
    %270 = stablehlo.iota dim = 0 : tensor<1xf32>
    %271 = stablehlo.convert %arg25 : (tensor<i32>) -> tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %273 = stablehlo.add %270, %272 : tensor<1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %275 = stablehlo.dot_general %274, %269, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %278 = stablehlo.concatenate %276, %277, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %281 = stablehlo.cosine %280 : tensor<1x1x1x8xf32>
    %282 = stablehlo.sine %280 : tensor<1x1x1x8xf32>
    %283 = stablehlo.slice %257 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %284 = stablehlo.slice %257 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %285 = stablehlo.negate %284 : tensor<8x1x8x4xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %287 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %288 = stablehlo.concatenate %286, %287, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
    %290 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %291 = stablehlo.multiply %257, %290 : tensor<8x1x8x8xf32>
    %292 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %293 = stablehlo.multiply %289, %292 : tensor<8x1x8x8xf32>
    %294 = stablehlo.add %291, %293 : tensor<8x1x8x8xf32>
    %295 = stablehlo.slice %215 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %297 = stablehlo.slice %215 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %298 = stablehlo.reshape %297 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %299 = stablehlo.dot_general %256, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %300 = stablehlo.dot_general %256, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %301 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %305 = stablehlo.add %304, %303 : tensor<4xf32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %307 = stablehlo.divide %305, %306 : tensor<4xf32>
    %308 = stablehlo.negate %307 : tensor<4xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %310 = stablehlo.power %309, %308 : tensor<4xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %312 = stablehlo.divide %310, %311 : tensor<4xf32>
    %313 = stablehlo.iota dim = 0 : tensor<1xf32>
    %314 = stablehlo.convert %arg25 : (tensor<i32>) -> tensor<f32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %316 = stablehlo.add %313, %315 : tensor<1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %318 = stablehlo.dot_general %317, %312, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %321 = stablehlo.concatenate %319, %320, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %322 = stablehlo.reshape %321 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %324 = stablehlo.cosine %323 : tensor<1x1x1x8xf32>
    %325 = stablehlo.sine %323 : tensor<1x1x1x8xf32>
    %326 = stablehlo.slice %299 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %327 = stablehlo.slice %299 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %328 = stablehlo.negate %327 : tensor<8x1x4x4xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %330 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %331 = stablehlo.concatenate %329, %330, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
    %333 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %334 = stablehlo.multiply %299, %333 : tensor<8x1x4x8xf32>
    %335 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<8x1x4x8xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x1x4x8xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %338 = stablehlo.compare LT, %arg25, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_56 = stablehlo.constant dense<32> : tensor<i32>
    %339 = stablehlo.add %arg25, %c_56 : tensor<i32>
    %340 = stablehlo.select %338, %339, %arg25 : tensor<i1>, tensor<i32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %341 = stablehlo.dynamic_update_slice %296, %337, %c_57, %340, %c_58, %c_59 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %342 = stablehlo.compare LT, %arg25, %c_60, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_61 = stablehlo.constant dense<32> : tensor<i32>
    %343 = stablehlo.add %arg25, %c_61 : tensor<i32>
    %344 = stablehlo.select %342, %343, %arg25 : tensor<i1>, tensor<i32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %345 = stablehlo.dynamic_update_slice %298, %300, %c_62, %344, %c_63, %c_64 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %346 = stablehlo.broadcast_in_dim %341, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %347 = stablehlo.broadcast_in_dim %345, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %348 = stablehlo.concatenate %346, %347, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %349 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %350 = stablehlo.reshape %349 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %351 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %352 = stablehlo.reshape %351 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %353 = stablehlo.dot_general %294, %350, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x32xf32>
    %cst_65 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<8x8x1x32xf32>
    %356 = stablehlo.broadcast_in_dim %241, dims = [0, 2, 3] : (tensor<8x1x32xi32>) -> tensor<8x1x1x32xi32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %357 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %358 = stablehlo.compare GT, %356, %357, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_67 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %359 = call @_where_0(%358, %355, %cst_67) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %362 = stablehlo.maximum %361, %360 : tensor<8x8x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %365 = stablehlo.subtract %359, %364 : tensor<8x8x1x32xf32>
    %366 = stablehlo.exponential %365 : tensor<8x8x1x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %370 = stablehlo.divide %366, %369 : tensor<8x8x1x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = call @_where_0(%358, %370, %cst_71) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %372 = stablehlo.dot_general %352, %371, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x1x32xf32>) -> tensor<8x8x8x1xf32>
    %373 = stablehlo.transpose %372, dims = [0, 3, 1, 2] : (tensor<8x8x8x1xf32>) -> tensor<8x1x8x8xf32>
    %374 = stablehlo.dot_general %373, %arg15, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
    %375 = stablehlo.add %374, %213 : tensor<8x1x64xf32>
    %c_72 = stablehlo.constant dense<2> : tensor<i32>
    %376 = stablehlo.convert %c_72 : (tensor<i32>) -> tensor<f32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %378 = stablehlo.power %375, %377 : tensor<8x1x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %382 = stablehlo.divide %380, %381 : tensor<8x1x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %384 = stablehlo.add %382, %383 : tensor<8x1x1xf32>
    %385 = stablehlo.rsqrt %384 : tensor<8x1x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %387 = stablehlo.multiply %375, %386 : tensor<8x1x64xf32>
    %388 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %390 = stablehlo.multiply %387, %389 : tensor<8x1x64xf32>
    %391 = stablehlo.reshape %390 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %392 = stablehlo.dot_general %391, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x4xf32>) -> tensor<8x4xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_76) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %395 = stablehlo.maximum %394, %393 : tensor<8xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %398 = stablehlo.subtract %392, %397 : tensor<8x4xf32>
    %399 = stablehlo.exponential %398 : tensor<8x4xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %403 = stablehlo.divide %399, %402 : tensor<8x4xf32>
    %values_79, %indices_80 = chlo.top_k(%403, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%values_79 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %407 = stablehlo.divide %values_79, %406 : tensor<8x2xf32>
    %408 = call @_one_hot(%indices_80) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %409 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<8x2x4xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_82) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %413 = stablehlo.transpose %412, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %414 = stablehlo.dot_general %arg18, %391, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<8x64xf32>) -> tensor<4x128x8xf32>
    %415 = stablehlo.transpose %414, dims = [0, 2, 1] : (tensor<4x128x8xf32>) -> tensor<4x8x128xf32>
    %416 = call @silu(%415) : (tensor<4x8x128xf32>) -> tensor<4x8x128xf32>
    %417 = stablehlo.dot_general %arg19, %391, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<8x64xf32>) -> tensor<4x128x8xf32>
    %418 = stablehlo.transpose %417, dims = [0, 2, 1] : (tensor<4x128x8xf32>) -> tensor<4x8x128xf32>
    %419 = stablehlo.multiply %418, %416 : tensor<4x8x128xf32>
    %420 = stablehlo.dot_general %419, %arg20, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x128xf32>, tensor<4x128x64xf32>) -> tensor<4x8x64xf32>
    %421 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %423 = stablehlo.multiply %420, %422 : tensor<4x8x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_83) applies stablehlo.add across dimensions = [0] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %426 = stablehlo.add %425, %375 : tensor<8x1x64xf32>
    %427 = stablehlo.broadcast_in_dim %135, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %428 = stablehlo.broadcast_in_dim %348, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %429 = stablehlo.concatenate %427, %428, dim = 1 : (tensor<8x1x2x32x4x8xf32>, tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x2x32x4x8xf32>
    %c_84 = stablehlo.constant dense<2> : tensor<i32>
    %430 = stablehlo.convert %c_84 : (tensor<i32>) -> tensor<f32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %432 = stablehlo.power %426, %431 : tensor<8x1x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_86 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %436 = stablehlo.divide %434, %435 : tensor<8x1x1xf32>
    %cst_87 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %438 = stablehlo.add %436, %437 : tensor<8x1x1xf32>
    %439 = stablehlo.rsqrt %438 : tensor<8x1x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %441 = stablehlo.multiply %426, %440 : tensor<8x1x64xf32>
    %442 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %444 = stablehlo.multiply %441, %443 : tensor<8x1x64xf32>
    %445 = stablehlo.dot_general %444, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %445, %429 : tensor<8x1x512xf32>, tensor<8x2x2x32x4x8xf32>
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
  func.func private @_where_0(%arg0: tensor<8x1x1x32xi1>, %arg1: tensor<8x8x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x8x1x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi1>) -> tensor<8x8x1x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x1x32xi1>, tensor<8x8x1x32xf32>
    return %3 : tensor<8x8x1x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x2xi32>) -> tensor<8x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x2xi32>) -> tensor<8x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x2x1xi32>) -> tensor<8x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<8x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x2x4xi32>, tensor<8x2x4xi32>) -> tensor<8x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x2x4xi1>) -> tensor<8x2x4xf32>
    return %5 : tensor<8x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<4x8x128xf32>) -> tensor<4x8x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x8x128xf32>
    %1 = stablehlo.exponential %0 : tensor<4x8x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x8x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x8x128xf32>
    return %6 : tensor<4x8x128xf32>
  }
}
