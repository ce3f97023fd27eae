module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg2: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg6: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg11: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg16: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg18: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg22: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg23: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg27: tensor<8x2x2x32x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg28: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x2x16xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg26) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %1 = stablehlo.slice %arg27 [0:8, 0:1, 0:2, 0:32, 0:2, 0:16] : (tensor<8x2x2x32x2x16xf32>) -> tensor<8x1x2x32x2x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1x2x32x2x16xf32>) -> tensor<8x2x32x2x16xf32>
    %3 = stablehlo.iota dim = 0 : tensor<1xf32>
    %4 = stablehlo.convert %arg28 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %6 = stablehlo.add %3, %5 : tensor<1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.compare GE, %10, %9, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %14 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.power %0, %15 : tensor<8x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x1x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %25 = stablehlo.multiply %0, %24 : tensor<8x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x1x64xf32>
    %29 = stablehlo.dot_general %28, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %30 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x1x4x16xf32>
    %33 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.add %36, %35 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.divide %37, %38 : tensor<8xf32>
    %40 = stablehlo.negate %39 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.power %41, %40 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.divide %42, %43 : tensor<8xf32>
    %45 = stablehlo.iota dim = 0 : tensor<1xf32>
    %46 = stablehlo.convert %arg28 : (tensor<i32>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %48 = stablehlo.add %45, %47 : tensor<1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %50 = stablehlo.dot_general %49, %44, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %56 = stablehlo.cosine %55 : tensor<1x1x1x16xf32>
    %57 = stablehlo.sine %55 : tensor<1x1x1x16xf32>
    %58 = stablehlo.slice %32 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %59 = stablehlo.slice %32 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %60 = stablehlo.negate %59 : tensor<8x1x4x8xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %63 = stablehlo.concatenate %61, %62, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %66 = stablehlo.multiply %32, %65 : tensor<8x1x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<8x1x4x16xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x1x4x16xf32>
    %70 = stablehlo.slice %2 [0:8, 0:1, 0:32, 0:2, 0:16] : (tensor<8x2x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x1x32x2x16xf32>) -> tensor<8x32x2x16xf32>
    %72 = stablehlo.slice %2 [0:8, 1:2, 0:32, 0:2, 0:16] : (tensor<8x2x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x1x32x2x16xf32>) -> tensor<8x32x2x16xf32>
    %74 = stablehlo.dot_general %28, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x2x16xf32>) -> tensor<8x1x2x16xf32>
    %75 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x1x2x16xf32>
    %77 = stablehlo.add %74, %76 : tensor<8x1x2x16xf32>
    %78 = stablehlo.dot_general %28, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x2x16xf32>) -> tensor<8x1x2x16xf32>
    %79 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x1x2x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x1x2x16xf32>
    %82 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.add %85, %84 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.divide %86, %87 : tensor<8xf32>
    %89 = stablehlo.negate %88 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.power %90, %89 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8xf32>
    %94 = stablehlo.iota dim = 0 : tensor<1xf32>
    %95 = stablehlo.convert %arg28 : (tensor<i32>) -> tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %97 = stablehlo.add %94, %96 : tensor<1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %99 = stablehlo.dot_general %98, %93, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %102 = stablehlo.concatenate %100, %101, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %105 = stablehlo.cosine %104 : tensor<1x1x1x16xf32>
    %106 = stablehlo.sine %104 : tensor<1x1x1x16xf32>
    %107 = stablehlo.slice %77 [0:8, 0:1, 0:2, 0:8] : (tensor<8x1x2x16xf32>) -> tensor<8x1x2x8xf32>
    %108 = stablehlo.slice %77 [0:8, 0:1, 0:2, 8:16] : (tensor<8x1x2x16xf32>) -> tensor<8x1x2x8xf32>
    %109 = stablehlo.negate %108 : tensor<8x1x2x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<8x1x2x8xf32>) -> tensor<8x1x2x1x8xf32>
    %111 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 4] : (tensor<8x1x2x8xf32>) -> tensor<8x1x2x1x8xf32>
    %112 = stablehlo.concatenate %110, %111, dim = 3 : (tensor<8x1x2x1x8xf32>, tensor<8x1x2x1x8xf32>) -> tensor<8x1x2x2x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x1x2x2x8xf32>) -> tensor<8x1x2x16xf32>
    %114 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x2x16xf32>
    %115 = stablehlo.multiply %77, %114 : tensor<8x1x2x16xf32>
    %116 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x2x16xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<8x1x2x16xf32>
    %118 = stablehlo.add %115, %117 : tensor<8x1x2x16xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %119 = stablehlo.compare LT, %arg28, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<32> : tensor<i32>
    %120 = stablehlo.add %arg28, %c_13 : tensor<i32>
    %121 = stablehlo.select %119, %120, %arg28 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.dynamic_update_slice %71, %118, %c_14, %121, %c_15, %c_16 : (tensor<8x32x2x16xf32>, tensor<8x1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x2x16xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.compare LT, %arg28, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<32> : tensor<i32>
    %124 = stablehlo.add %arg28, %c_18 : tensor<i32>
    %125 = stablehlo.select %123, %124, %arg28 : tensor<i1>, tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %126 = stablehlo.dynamic_update_slice %73, %81, %c_19, %125, %c_20, %c_21 : (tensor<8x32x2x16xf32>, tensor<8x1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x2x16xf32>
    %127 = stablehlo.broadcast_in_dim %122, dims = [0, 2, 3, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 2, 3, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %129 = stablehlo.concatenate %127, %128, dim = 1 : (tensor<8x1x32x2x16xf32>, tensor<8x1x32x2x16xf32>) -> tensor<8x2x32x2x16xf32>
    %130 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %135 = stablehlo.reshape %69 : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x1x16xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %137 = stablehlo.dot_general %135, %131, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x1x32xf32>
    %cst_22 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x1x1x32xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<8x4x1x1x32xf32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %140 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i1>) -> tensor<8x4x1x32xi1>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1, 2, 3, 4] : (tensor<8x4x1x32xi1>) -> tensor<1x8x4x1x32xi1>
    %142 = stablehlo.transpose %136, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x4x1x32xi1>
    %144 = stablehlo.and %141, %143 : tensor<1x8x4x1x32xi1>
    %cst_24 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %145 = call @_where_0(%144, %139, %cst_24) : (tensor<1x8x4x1x32xi1>, tensor<8x4x1x1x32xf32>, tensor<f32>) -> tensor<1x8x4x1x32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_25) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x1x32xf32>, tensor<f32>) -> tensor<1x8x4x1xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8x4x1xf32>
    %148 = stablehlo.maximum %147, %146 : tensor<1x8x4x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x1x1xf32>) -> tensor<1x8x4x1x32xf32>
    %151 = stablehlo.subtract %145, %150 : tensor<1x8x4x1x32xf32>
    %152 = stablehlo.exponential %151 : tensor<1x8x4x1x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x1x32xf32>, tensor<f32>) -> tensor<1x8x4x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x1x1xf32>) -> tensor<1x8x4x1x32xf32>
    %156 = stablehlo.divide %152, %155 : tensor<1x8x4x1x32xf32>
    %157 = stablehlo.dot_general %133, %156, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x1x32xf32>) -> tensor<8x4x16x1x1xf32>
    %158 = stablehlo.transpose %157, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x1xf32>) -> tensor<1x8x1x4x16xf32>
    %159 = stablehlo.transpose %158, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x4x16xf32>) -> tensor<8x1x4x1x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<8x1x4x1x16xf32>) -> tensor<8x1x4x16xf32>
    %161 = stablehlo.dot_general %160, %arg7, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x1x64xf32>
    %162 = stablehlo.add %161, %0 : tensor<8x1x64xf32>
    %c_28 = stablehlo.constant dense<2> : tensor<i32>
    %163 = stablehlo.convert %c_28 : (tensor<i32>) -> tensor<f32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %165 = stablehlo.power %162, %164 : tensor<8x1x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %169 = stablehlo.divide %167, %168 : tensor<8x1x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %171 = stablehlo.add %169, %170 : tensor<8x1x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<8x1x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %174 = stablehlo.multiply %162, %173 : tensor<8x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %177 = stablehlo.multiply %174, %176 : tensor<8x1x64xf32>
    %178 = stablehlo.dot_general %177, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %179 = call @silu(%178) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %180 = stablehlo.dot_general %177, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<8x1x128xf32>
    %182 = stablehlo.dot_general %181, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %183 = stablehlo.add %182, %162 : tensor<8x1x64xf32>
    %184 = stablehlo.slice %arg27 [0:8, 1:2, 0:2, 0:32, 0:2, 0:16] : (tensor<8x2x2x32x2x16xf32>) -> tensor<8x1x2x32x2x16xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x1x2x32x2x16xf32>) -> tensor<8x2x32x2x16xf32>
    %186 = stablehlo.iota dim = 0 : tensor<1xf32>
    %187 = stablehlo.convert %arg28 : (tensor<i32>) -> tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %189 = stablehlo.add %186, %188 : tensor<1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %191 = stablehlo.iota dim = 0 : tensor<32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %194 = stablehlo.compare GE, %193, %192, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %195 = stablehlo.broadcast_in_dim %194, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %197 = stablehlo.convert %c_32 : (tensor<i32>) -> tensor<f32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %199 = stablehlo.power %183, %198 : tensor<8x1x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %203 = stablehlo.divide %201, %202 : tensor<8x1x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %205 = stablehlo.add %203, %204 : tensor<8x1x1xf32>
    %206 = stablehlo.rsqrt %205 : tensor<8x1x1xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %208 = stablehlo.multiply %183, %207 : tensor<8x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %211 = stablehlo.multiply %208, %210 : tensor<8x1x64xf32>
    %212 = stablehlo.dot_general %211, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %213 = stablehlo.broadcast_in_dim %arg14, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x1x4x16xf32>
    %216 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %220 = stablehlo.add %219, %218 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %222 = stablehlo.divide %220, %221 : tensor<8xf32>
    %223 = stablehlo.negate %222 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %225 = stablehlo.power %224, %223 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %227 = stablehlo.divide %225, %226 : tensor<8xf32>
    %228 = stablehlo.iota dim = 0 : tensor<1xf32>
    %229 = stablehlo.convert %arg28 : (tensor<i32>) -> tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %231 = stablehlo.add %228, %230 : tensor<1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %233 = stablehlo.dot_general %232, %227, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %236 = stablehlo.concatenate %234, %235, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %237 = stablehlo.reshape %236 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %239 = stablehlo.cosine %238 : tensor<1x1x1x16xf32>
    %240 = stablehlo.sine %238 : tensor<1x1x1x16xf32>
    %241 = stablehlo.slice %215 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %242 = stablehlo.slice %215 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %243 = stablehlo.negate %242 : tensor<8x1x4x8xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %245 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %246 = stablehlo.concatenate %244, %245, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %248 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %249 = stablehlo.multiply %215, %248 : tensor<8x1x4x16xf32>
    %250 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %251 = stablehlo.multiply %247, %250 : tensor<8x1x4x16xf32>
    %252 = stablehlo.add %249, %251 : tensor<8x1x4x16xf32>
    %253 = stablehlo.slice %185 [0:8, 0:1, 0:32, 0:2, 0:16] : (tensor<8x2x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x1x32x2x16xf32>) -> tensor<8x32x2x16xf32>
    %255 = stablehlo.slice %185 [0:8, 1:2, 0:32, 0:2, 0:16] : (tensor<8x2x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x1x32x2x16xf32>) -> tensor<8x32x2x16xf32>
    %257 = stablehlo.dot_general %211, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x2x16xf32>) -> tensor<8x1x2x16xf32>
    %258 = stablehlo.broadcast_in_dim %arg16, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x1x2x16xf32>
    %260 = stablehlo.add %257, %259 : tensor<8x1x2x16xf32>
    %261 = stablehlo.dot_general %211, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x2x16xf32>) -> tensor<8x1x2x16xf32>
    %262 = stablehlo.broadcast_in_dim %arg18, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x1x2x16xf32>
    %264 = stablehlo.add %261, %263 : tensor<8x1x2x16xf32>
    %265 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %269 = stablehlo.add %268, %267 : tensor<8xf32>
    %cst_43 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.divide %269, %270 : tensor<8xf32>
    %272 = stablehlo.negate %271 : tensor<8xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.power %273, %272 : tensor<8xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %276 = stablehlo.divide %274, %275 : tensor<8xf32>
    %277 = stablehlo.iota dim = 0 : tensor<1xf32>
    %278 = stablehlo.convert %arg28 : (tensor<i32>) -> tensor<f32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %280 = stablehlo.add %277, %279 : tensor<1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %282 = stablehlo.dot_general %281, %276, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %285 = stablehlo.concatenate %283, %284, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %286 = stablehlo.reshape %285 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %288 = stablehlo.cosine %287 : tensor<1x1x1x16xf32>
    %289 = stablehlo.sine %287 : tensor<1x1x1x16xf32>
    %290 = stablehlo.slice %260 [0:8, 0:1, 0:2, 0:8] : (tensor<8x1x2x16xf32>) -> tensor<8x1x2x8xf32>
    %291 = stablehlo.slice %260 [0:8, 0:1, 0:2, 8:16] : (tensor<8x1x2x16xf32>) -> tensor<8x1x2x8xf32>
    %292 = stablehlo.negate %291 : tensor<8x1x2x8xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 4] : (tensor<8x1x2x8xf32>) -> tensor<8x1x2x1x8xf32>
    %294 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 4] : (tensor<8x1x2x8xf32>) -> tensor<8x1x2x1x8xf32>
    %295 = stablehlo.concatenate %293, %294, dim = 3 : (tensor<8x1x2x1x8xf32>, tensor<8x1x2x1x8xf32>) -> tensor<8x1x2x2x8xf32>
    %296 = stablehlo.reshape %295 : (tensor<8x1x2x2x8xf32>) -> tensor<8x1x2x16xf32>
    %297 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x2x16xf32>
    %298 = stablehlo.multiply %260, %297 : tensor<8x1x2x16xf32>
    %299 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x2x16xf32>
    %300 = stablehlo.multiply %296, %299 : tensor<8x1x2x16xf32>
    %301 = stablehlo.add %298, %300 : tensor<8x1x2x16xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %302 = stablehlo.compare LT, %arg28, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_47 = stablehlo.constant dense<32> : tensor<i32>
    %303 = stablehlo.add %arg28, %c_47 : tensor<i32>
    %304 = stablehlo.select %302, %303, %arg28 : tensor<i1>, tensor<i32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %305 = stablehlo.dynamic_update_slice %254, %301, %c_48, %304, %c_49, %c_50 : (tensor<8x32x2x16xf32>, tensor<8x1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x2x16xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %306 = stablehlo.compare LT, %arg28, %c_51, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_52 = stablehlo.constant dense<32> : tensor<i32>
    %307 = stablehlo.add %arg28, %c_52 : tensor<i32>
    %308 = stablehlo.select %306, %307, %arg28 : tensor<i1>, tensor<i32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %309 = stablehlo.dynamic_update_slice %256, %264, %c_53, %308, %c_54, %c_55 : (tensor<8x32x2x16xf32>, tensor<8x1x2x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x2x16xf32>
    %310 = stablehlo.broadcast_in_dim %305, dims = [0, 2, 3, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %311 = stablehlo.broadcast_in_dim %309, dims = [0, 2, 3, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x1x32x2x16xf32>
    %312 = stablehlo.concatenate %310, %311, dim = 1 : (tensor<8x1x32x2x16xf32>, tensor<8x1x32x2x16xf32>) -> tensor<8x2x32x2x16xf32>
    %313 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %314 = stablehlo.reshape %313 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %315 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %316 = stablehlo.reshape %315 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %317 = stablehlo.broadcast_in_dim %196, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %318 = stablehlo.reshape %252 : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x1x16xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %320 = stablehlo.dot_general %318, %314, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x1x32xf32>
    %cst_56 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x4x1x1x32xf32>
    %322 = stablehlo.multiply %320, %321 : tensor<8x4x1x1x32xf32>
    %c_57 = stablehlo.constant dense<true> : tensor<i1>
    %323 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i1>) -> tensor<8x4x1x32xi1>
    %324 = stablehlo.broadcast_in_dim %323, dims = [1, 2, 3, 4] : (tensor<8x4x1x32xi1>) -> tensor<1x8x4x1x32xi1>
    %325 = stablehlo.transpose %319, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x4x1x32xi1>
    %327 = stablehlo.and %324, %326 : tensor<1x8x4x1x32xi1>
    %cst_58 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %328 = call @_where_0(%327, %322, %cst_58) : (tensor<1x8x4x1x32xi1>, tensor<8x4x1x1x32xf32>, tensor<f32>) -> tensor<1x8x4x1x32xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_59) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x1x32xf32>, tensor<f32>) -> tensor<1x8x4x1xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x8x4x1xf32>
    %331 = stablehlo.maximum %330, %329 : tensor<1x8x4x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x1x1xf32>) -> tensor<1x8x4x1x32xf32>
    %334 = stablehlo.subtract %328, %333 : tensor<1x8x4x1x32xf32>
    %335 = stablehlo.exponential %334 : tensor<1x8x4x1x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_61) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x1x32xf32>, tensor<f32>) -> tensor<1x8x4x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x1x1xf32>) -> tensor<1x8x4x1x32xf32>
    %339 = stablehlo.divide %335, %338 : tensor<1x8x4x1x32xf32>
    %340 = stablehlo.dot_general %316, %339, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x1x32xf32>) -> tensor<8x4x16x1x1xf32>
    %341 = stablehlo.transpose %340, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x1xf32>) -> tensor<1x8x1x4x16xf32>
    %342 = stablehlo.transpose %341, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x4x16xf32>) -> tensor<8x1x4x1x16xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x1x4x1x16xf32>) -> tensor<8x1x4x16xf32>
    %344 = stablehlo.dot_general %343, %arg19, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x1x64xf32>
    %345 = stablehlo.add %344, %183 : tensor<8x1x64xf32>
    %c_62 = stablehlo.constant dense<2> : tensor<i32>
    %346 = stablehlo.convert %c_62 : (tensor<i32>) -> tensor<f32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %348 = stablehlo.power %345, %347 : tensor<8x1x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %352 = stablehlo.divide %350, %351 : tensor<8x1x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %354 = stablehlo.add %352, %353 : tensor<8x1x1xf32>
    %355 = stablehlo.rsqrt %354 : tensor<8x1x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %357 = stablehlo.multiply %345, %356 : tensor<8x1x64xf32>
    %358 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %360 = stablehlo.multiply %357, %359 : tensor<8x1x64xf32>
    %361 = stablehlo.dot_general %360, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %362 = call @silu(%361) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %363 = stablehlo.dot_general %360, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %364 = stablehlo.multiply %363, %362 : tensor<8x1x128xf32>
    %365 = stablehlo.dot_general %364, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %366 = stablehlo.add %365, %345 : tensor<8x1x64xf32>
    %367 = stablehlo.broadcast_in_dim %129, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x2x16xf32>) -> tensor<8x1x2x32x2x16xf32>
    %368 = stablehlo.broadcast_in_dim %312, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x2x16xf32>) -> tensor<8x1x2x32x2x16xf32>
    %369 = stablehlo.concatenate %367, %368, dim = 1 : (tensor<8x1x2x32x2x16xf32>, tensor<8x1x2x32x2x16xf32>) -> tensor<8x2x2x32x2x16xf32>
    %c_66 = stablehlo.constant dense<2> : tensor<i32>
    %370 = stablehlo.convert %c_66 : (tensor<i32>) -> tensor<f32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %372 = stablehlo.power %366, %371 : tensor<8x1x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %376 = stablehlo.divide %374, %375 : tensor<8x1x1xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %378 = stablehlo.add %376, %377 : tensor<8x1x1xf32>
    %379 = stablehlo.rsqrt %378 : tensor<8x1x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %381 = stablehlo.multiply %366, %380 : tensor<8x1x64xf32>
    %382 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %384 = stablehlo.multiply %381, %383 : tensor<8x1x64xf32>
    %385 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %386 = stablehlo.dot_general %384, %385, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %386, %369 : tensor<8x1x512xf32>, tensor<8x2x2x32x2x16xf32>
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
  func.func private @_where_0(%arg0: tensor<1x8x4x1x32xi1>, %arg1: tensor<8x4x1x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x1x32xf32>) -> tensor<1x8x4x1x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x1x1x32xf32>) -> tensor<1x8x4x1x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x1x32xi1>, tensor<1x8x4x1x32xf32>
    return %3 : tensor<1x8x4x1x32xf32>
  }
  func.func private @silu(%arg0: tensor<8x1x128xf32>) -> tensor<8x1x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x128xf32>
    return %6 : tensor<8x1x128xf32>
  }
}
