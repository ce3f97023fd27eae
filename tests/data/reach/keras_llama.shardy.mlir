module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg2: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg8: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg11: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg12: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg13: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg17: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg20) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %2 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.add %2, %3 : tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %13 = stablehlo.convert %12 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %15 = stablehlo.minimum %14, %13 : tensor<8x32x32xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.power %0, %17 : tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x32x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %27 = stablehlo.multiply %0, %26 : tensor<8x32x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %32 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.add %35, %34 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.divide %36, %37 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.power %39, %38 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.divide %41, %40 : tensor<4xf32>
    %43 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %45 = stablehlo.add %43, %44 : tensor<32xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %47 = stablehlo.dot_general %46, %42, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %50 = stablehlo.concatenate %48, %49, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %51 = stablehlo.reshape %50 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %53 = stablehlo.cosine %52 : tensor<1x32x1x8xf32>
    %54 = stablehlo.sine %52 : tensor<1x32x1x8xf32>
    %55 = stablehlo.slice %31 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %56 = stablehlo.slice %31 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %57 = stablehlo.negate %56 : tensor<8x32x8x4xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %59 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %60 = stablehlo.concatenate %58, %59, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %62 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %63 = stablehlo.multiply %31, %62 : tensor<8x32x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %65 = stablehlo.multiply %61, %64 : tensor<8x32x8x8xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x32x8x8xf32>
    %67 = stablehlo.dot_general %30, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %68 = stablehlo.dot_general %30, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %69 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %73 = stablehlo.add %72, %71 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %75 = stablehlo.divide %73, %74 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %77 = stablehlo.power %76, %75 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.divide %78, %77 : tensor<4xf32>
    %80 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.add %80, %81 : tensor<32xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %84 = stablehlo.dot_general %83, %79, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %86 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %87 = stablehlo.concatenate %85, %86, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %90 = stablehlo.cosine %89 : tensor<1x32x1x8xf32>
    %91 = stablehlo.sine %89 : tensor<1x32x1x8xf32>
    %92 = stablehlo.slice %67 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %93 = stablehlo.slice %67 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %94 = stablehlo.negate %93 : tensor<8x32x4x4xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %97 = stablehlo.concatenate %95, %96, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %99 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %100 = stablehlo.multiply %67, %99 : tensor<8x32x4x8xf32>
    %101 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %102 = stablehlo.multiply %98, %101 : tensor<8x32x4x8xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x32x4x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %106 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %108 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %110 = stablehlo.compare NE, %108, %109, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %111 = stablehlo.convert %110 : tensor<8x1x32x32xi1>
    %112 = stablehlo.reshape %66 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %114 = stablehlo.dot_general %112, %105, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x1x32xf32>
    %cst_16 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x32x1x32xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<8x8x32x1x32xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %117 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<8x8x32x32xi1>
    %118 = stablehlo.broadcast_in_dim %117, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %119 = stablehlo.transpose %113, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %121 = stablehlo.and %118, %120 : tensor<1x8x8x32x32xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %122 = call @_where_0(%121, %116, %cst_18) : (tensor<1x8x8x32x32xi1>, tensor<8x8x32x1x32xf32>, tensor<f32>) -> tensor<1x8x8x32x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x8x32xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<1x8x8x32xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<1x8x8x32x32xf32>
    %129 = stablehlo.exponential %128 : tensor<1x8x8x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %133 = stablehlo.divide %129, %132 : tensor<1x8x8x32x32xf32>
    %134 = stablehlo.dot_general %107, %133, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x32x32xf32>) -> tensor<8x8x8x1x32xf32>
    %135 = stablehlo.transpose %134, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x32xf32>) -> tensor<1x8x32x8x8xf32>
    %136 = stablehlo.transpose %135, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %138 = stablehlo.dot_general %137, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %139 = stablehlo.add %138, %0 : tensor<8x32x64xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %140 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %142 = stablehlo.power %139, %141 : tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %146 = stablehlo.divide %144, %145 : tensor<8x32x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %148 = stablehlo.add %146, %147 : tensor<8x32x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x32x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %151 = stablehlo.multiply %139, %150 : tensor<8x32x64xf32>
    %152 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %154 = stablehlo.multiply %151, %153 : tensor<8x32x64xf32>
    %155 = stablehlo.dot_general %154, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %156 = call @silu(%155) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %157 = stablehlo.dot_general %154, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<8x32x128xf32>
    %159 = stablehlo.dot_general %158, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %160 = stablehlo.add %159, %139 : tensor<8x32x64xf32>
    %161 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %162 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %164 = stablehlo.add %162, %163 : tensor<32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %166 = stablehlo.iota dim = 0 : tensor<32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %168 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %170 = stablehlo.compare GE, %168, %169, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %171 = stablehlo.broadcast_in_dim %170, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %173 = stablehlo.convert %172 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %174 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %175 = stablehlo.minimum %174, %173 : tensor<8x32x32xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %176 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %178 = stablehlo.power %160, %177 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %184 = stablehlo.add %182, %183 : tensor<8x32x1xf32>
    %185 = stablehlo.rsqrt %184 : tensor<8x32x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %187 = stablehlo.multiply %160, %186 : tensor<8x32x64xf32>
    %188 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %190 = stablehlo.multiply %187, %189 : tensor<8x32x64xf32>
    %191 = stablehlo.dot_general %190, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %192 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %196 = stablehlo.add %195, %194 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %198 = stablehlo.divide %196, %197 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %200 = stablehlo.power %199, %198 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %202 = stablehlo.divide %201, %200 : tensor<4xf32>
    %203 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %205 = stablehlo.add %203, %204 : tensor<32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %207 = stablehlo.dot_general %206, %202, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %210 = stablehlo.concatenate %208, %209, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %213 = stablehlo.cosine %212 : tensor<1x32x1x8xf32>
    %214 = stablehlo.sine %212 : tensor<1x32x1x8xf32>
    %215 = stablehlo.slice %191 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %216 = stablehlo.slice %191 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %217 = stablehlo.negate %216 : tensor<8x32x8x4xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %219 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %220 = stablehlo.concatenate %218, %219, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %221 = stablehlo.reshape %220 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %222 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %223 = stablehlo.multiply %191, %222 : tensor<8x32x8x8xf32>
    %224 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %225 = stablehlo.multiply %221, %224 : tensor<8x32x8x8xf32>
    %226 = stablehlo.add %223, %225 : tensor<8x32x8x8xf32>
    %227 = stablehlo.dot_general %190, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %228 = stablehlo.dot_general %190, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %229 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %233 = stablehlo.add %232, %231 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %235 = stablehlo.divide %233, %234 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %237 = stablehlo.power %236, %235 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %239 = stablehlo.divide %238, %237 : tensor<4xf32>
    %240 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %242 = stablehlo.add %240, %241 : tensor<32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %244 = stablehlo.dot_general %243, %239, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %247 = stablehlo.concatenate %245, %246, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %250 = stablehlo.cosine %249 : tensor<1x32x1x8xf32>
    %251 = stablehlo.sine %249 : tensor<1x32x1x8xf32>
    %252 = stablehlo.slice %227 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %253 = stablehlo.slice %227 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %254 = stablehlo.negate %253 : tensor<8x32x4x4xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %256 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %257 = stablehlo.concatenate %255, %256, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %259 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %260 = stablehlo.multiply %227, %259 : tensor<8x32x4x8xf32>
    %261 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %262 = stablehlo.multiply %258, %261 : tensor<8x32x4x8xf32>
    %263 = stablehlo.add %260, %262 : tensor<8x32x4x8xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %265 = stablehlo.reshape %264 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %266 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %268 = stablehlo.broadcast_in_dim %175, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %269 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %270 = stablehlo.compare NE, %268, %269, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %271 = stablehlo.convert %270 : tensor<8x1x32x32xi1>
    %272 = stablehlo.reshape %226 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %274 = stablehlo.dot_general %272, %265, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x1x32xf32>
    %cst_44 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x8x32x1x32xf32>
    %276 = stablehlo.multiply %274, %275 : tensor<8x8x32x1x32xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %277 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<8x8x32x32xi1>
    %278 = stablehlo.broadcast_in_dim %277, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %279 = stablehlo.transpose %273, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %281 = stablehlo.and %278, %280 : tensor<1x8x8x32x32xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %282 = call @_where_0(%281, %276, %cst_46) : (tensor<1x8x8x32x32xi1>, tensor<8x8x32x1x32xf32>, tensor<f32>) -> tensor<1x8x8x32x32xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x8x32xf32>
    %285 = stablehlo.maximum %284, %283 : tensor<1x8x8x32xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %288 = stablehlo.subtract %282, %287 : tensor<1x8x8x32x32xf32>
    %289 = stablehlo.exponential %288 : tensor<1x8x8x32x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %293 = stablehlo.divide %289, %292 : tensor<1x8x8x32x32xf32>
    %294 = stablehlo.dot_general %267, %293, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x32x32xf32>) -> tensor<8x8x8x1x32xf32>
    %295 = stablehlo.transpose %294, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x32xf32>) -> tensor<1x8x32x8x8xf32>
    %296 = stablehlo.transpose %295, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %297 = stablehlo.reshape %296 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %298 = stablehlo.dot_general %297, %arg13, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %299 = stablehlo.add %298, %160 : tensor<8x32x64xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %300 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %302 = stablehlo.power %299, %301 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %306 = stablehlo.divide %304, %305 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %308 = stablehlo.add %306, %307 : tensor<8x32x1xf32>
    %309 = stablehlo.rsqrt %308 : tensor<8x32x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %311 = stablehlo.multiply %299, %310 : tensor<8x32x64xf32>
    %312 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %314 = stablehlo.multiply %311, %313 : tensor<8x32x64xf32>
    %315 = stablehlo.dot_general %314, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %316 = call @silu(%315) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %317 = stablehlo.dot_general %314, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<8x32x128xf32>
    %319 = stablehlo.dot_general %318, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %320 = stablehlo.add %319, %299 : tensor<8x32x64xf32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %321 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %323 = stablehlo.power %320, %322 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %327 = stablehlo.divide %325, %326 : tensor<8x32x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %329 = stablehlo.add %327, %328 : tensor<8x32x1xf32>
    %330 = stablehlo.rsqrt %329 : tensor<8x32x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %332 = stablehlo.multiply %320, %331 : tensor<8x32x64xf32>
    %333 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %335 = stablehlo.multiply %332, %334 : tensor<8x32x64xf32>
    return %335 : tensor<8x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x8x32x32xi1>, %arg1: tensor<8x8x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xf32>) -> tensor<1x8x8x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x32x1x32xf32>) -> tensor<1x8x8x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x32x32xi1>, tensor<1x8x8x32x32xf32>
    return %3 : tensor<1x8x8x32x32xf32>
  }
  func.func private @silu(%arg0: tensor<8x32x128xf32>) -> tensor<8x32x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x32x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x32x128xf32>
    return %6 : tensor<8x32x128xf32>
  }
}
