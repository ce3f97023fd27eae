module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
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
    %28 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.dot_general %30, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %32 = stablehlo.dot_general %30, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %33 = stablehlo.dot_general %30, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %34 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.add %37, %36 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.divide %38, %39 : tensor<4xf32>
    %41 = stablehlo.negate %40 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %43 = stablehlo.power %42, %41 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %45 = stablehlo.divide %43, %44 : tensor<4xf32>
    %46 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.add %46, %47 : tensor<32xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %50 = stablehlo.dot_general %49, %45, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %56 = stablehlo.cosine %55 : tensor<1x32x1x8xf32>
    %57 = stablehlo.sine %55 : tensor<1x32x1x8xf32>
    %58 = stablehlo.slice %31 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %59 = stablehlo.slice %31 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %60 = stablehlo.negate %59 : tensor<8x32x8x4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %63 = stablehlo.concatenate %61, %62, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %66 = stablehlo.multiply %31, %65 : tensor<8x32x8x8xf32>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<8x32x8x8xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x32x8x8xf32>
    %70 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.add %73, %72 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.divide %74, %75 : tensor<4xf32>
    %77 = stablehlo.negate %76 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %79 = stablehlo.power %78, %77 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.divide %79, %80 : tensor<4xf32>
    %82 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %84 = stablehlo.add %82, %83 : tensor<32xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %86 = stablehlo.dot_general %85, %81, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %89 = stablehlo.concatenate %87, %88, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %92 = stablehlo.cosine %91 : tensor<1x32x1x8xf32>
    %93 = stablehlo.sine %91 : tensor<1x32x1x8xf32>
    %94 = stablehlo.slice %32 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %95 = stablehlo.slice %32 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %96 = stablehlo.negate %95 : tensor<8x32x4x4xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %98 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %99 = stablehlo.concatenate %97, %98, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %100 = stablehlo.reshape %99 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %101 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %102 = stablehlo.multiply %32, %101 : tensor<8x32x4x8xf32>
    %103 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %104 = stablehlo.multiply %100, %103 : tensor<8x32x4x8xf32>
    %105 = stablehlo.add %102, %104 : tensor<8x32x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %108 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %110 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %111 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %112 = stablehlo.compare NE, %110, %111, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %113 = stablehlo.convert %112 : tensor<8x1x32x32xi1>
    %114 = stablehlo.reshape %69 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %116 = stablehlo.dot_general %114, %107, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x1x32xf32>
    %cst_16 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x8x32x1x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<8x8x32x1x32xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %119 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<8x8x32x32xi1>
    %120 = stablehlo.broadcast_in_dim %119, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %121 = stablehlo.transpose %115, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %123 = stablehlo.and %120, %122 : tensor<1x8x8x32x32xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %124 = call @_where_0(%123, %118, %cst_18) : (tensor<1x8x8x32x32xi1>, tensor<8x8x32x1x32xf32>, tensor<f32>) -> tensor<1x8x8x32x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x8x32xf32>
    %127 = stablehlo.maximum %126, %125 : tensor<1x8x8x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %130 = stablehlo.subtract %124, %129 : tensor<1x8x8x32x32xf32>
    %131 = stablehlo.exponential %130 : tensor<1x8x8x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %135 = stablehlo.divide %131, %134 : tensor<1x8x8x32x32xf32>
    %136 = stablehlo.dot_general %109, %135, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x32x32xf32>) -> tensor<8x8x8x1x32xf32>
    %137 = stablehlo.transpose %136, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x32xf32>) -> tensor<1x8x32x8x8xf32>
    %138 = stablehlo.transpose %137, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %140 = stablehlo.dot_general %139, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %141 = stablehlo.add %140, %0 : tensor<8x32x64xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %142 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %144 = stablehlo.power %141, %143 : tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %148 = stablehlo.divide %146, %147 : tensor<8x32x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %150 = stablehlo.add %148, %149 : tensor<8x32x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<8x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %153 = stablehlo.multiply %141, %152 : tensor<8x32x64xf32>
    %154 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.multiply %153, %155 : tensor<8x32x64xf32>
    %157 = stablehlo.dot_general %156, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %158 = call @silu(%157) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %159 = stablehlo.dot_general %156, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<8x32x128xf32>
    %161 = stablehlo.dot_general %160, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.add %161, %141 : tensor<8x32x64xf32>
    %163 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %164 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %166 = stablehlo.add %164, %165 : tensor<32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %168 = stablehlo.iota dim = 0 : tensor<32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %170 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %172 = stablehlo.compare GE, %170, %171, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %175 = stablehlo.convert %174 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %176 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %177 = stablehlo.minimum %176, %175 : tensor<8x32x32xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %178 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %180 = stablehlo.power %162, %179 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %186 = stablehlo.add %184, %185 : tensor<8x32x1xf32>
    %187 = stablehlo.rsqrt %186 : tensor<8x32x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %189 = stablehlo.multiply %162, %188 : tensor<8x32x64xf32>
    %190 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %192 = stablehlo.multiply %189, %191 : tensor<8x32x64xf32>
    %193 = stablehlo.dot_general %192, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %194 = stablehlo.dot_general %192, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %195 = stablehlo.dot_general %192, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %196 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %198 = stablehlo.multiply %197, %196 : tensor<4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %200 = stablehlo.add %199, %198 : tensor<4xf32>
    %cst_33 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %202 = stablehlo.divide %200, %201 : tensor<4xf32>
    %203 = stablehlo.negate %202 : tensor<4xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %205 = stablehlo.power %204, %203 : tensor<4xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %207 = stablehlo.divide %205, %206 : tensor<4xf32>
    %208 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %210 = stablehlo.add %208, %209 : tensor<32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %212 = stablehlo.dot_general %211, %207, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %215 = stablehlo.concatenate %213, %214, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %218 = stablehlo.cosine %217 : tensor<1x32x1x8xf32>
    %219 = stablehlo.sine %217 : tensor<1x32x1x8xf32>
    %220 = stablehlo.slice %193 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %221 = stablehlo.slice %193 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %222 = stablehlo.negate %221 : tensor<8x32x8x4xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %224 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %225 = stablehlo.concatenate %223, %224, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %226 = stablehlo.reshape %225 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %227 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %228 = stablehlo.multiply %193, %227 : tensor<8x32x8x8xf32>
    %229 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %230 = stablehlo.multiply %226, %229 : tensor<8x32x8x8xf32>
    %231 = stablehlo.add %228, %230 : tensor<8x32x8x8xf32>
    %232 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %236 = stablehlo.add %235, %234 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %238 = stablehlo.divide %236, %237 : tensor<4xf32>
    %239 = stablehlo.negate %238 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %241 = stablehlo.power %240, %239 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %243 = stablehlo.divide %241, %242 : tensor<4xf32>
    %244 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.add %244, %245 : tensor<32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %248 = stablehlo.dot_general %247, %243, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %250 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %251 = stablehlo.concatenate %249, %250, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %252 = stablehlo.reshape %251 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %254 = stablehlo.cosine %253 : tensor<1x32x1x8xf32>
    %255 = stablehlo.sine %253 : tensor<1x32x1x8xf32>
    %256 = stablehlo.slice %194 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %257 = stablehlo.slice %194 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %258 = stablehlo.negate %257 : tensor<8x32x4x4xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %260 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %261 = stablehlo.concatenate %259, %260, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %263 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %264 = stablehlo.multiply %194, %263 : tensor<8x32x4x8xf32>
    %265 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %266 = stablehlo.multiply %262, %265 : tensor<8x32x4x8xf32>
    %267 = stablehlo.add %264, %266 : tensor<8x32x4x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %270 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %272 = stablehlo.broadcast_in_dim %177, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %273 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %274 = stablehlo.compare NE, %272, %273, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %275 = stablehlo.convert %274 : tensor<8x1x32x32xi1>
    %276 = stablehlo.reshape %231 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %278 = stablehlo.dot_general %276, %269, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x1x32xf32>
    %cst_44 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x8x32x1x32xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<8x8x32x1x32xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %281 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<8x8x32x32xi1>
    %282 = stablehlo.broadcast_in_dim %281, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %283 = stablehlo.transpose %277, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %285 = stablehlo.and %282, %284 : tensor<1x8x8x32x32xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %286 = call @_where_0(%285, %280, %cst_46) : (tensor<1x8x8x32x32xi1>, tensor<8x8x32x1x32xf32>, tensor<f32>) -> tensor<1x8x8x32x32xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x8x32xf32>
    %289 = stablehlo.maximum %288, %287 : tensor<1x8x8x32xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %292 = stablehlo.subtract %286, %291 : tensor<1x8x8x32x32xf32>
    %293 = stablehlo.exponential %292 : tensor<1x8x8x32x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %297 = stablehlo.divide %293, %296 : tensor<1x8x8x32x32xf32>
    %298 = stablehlo.dot_general %271, %297, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x32x32xf32>) -> tensor<8x8x8x1x32xf32>
    %299 = stablehlo.transpose %298, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x32xf32>) -> tensor<1x8x32x8x8xf32>
    %300 = stablehlo.transpose %299, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %301 = stablehlo.reshape %300 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %302 = stablehlo.dot_general %301, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %303 = stablehlo.add %302, %162 : tensor<8x32x64xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %304 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %306 = stablehlo.power %303, %305 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %310 = stablehlo.divide %308, %309 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %312 = stablehlo.add %310, %311 : tensor<8x32x1xf32>
    %313 = stablehlo.rsqrt %312 : tensor<8x32x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %315 = stablehlo.multiply %303, %314 : tensor<8x32x64xf32>
    %316 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %318 = stablehlo.multiply %315, %317 : tensor<8x32x64xf32>
    %319 = stablehlo.dot_general %318, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %320 = call @silu(%319) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %321 = stablehlo.dot_general %318, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %322 = stablehlo.multiply %321, %320 : tensor<8x32x128xf32>
    %323 = stablehlo.dot_general %322, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %324 = stablehlo.add %323, %303 : tensor<8x32x64xf32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %325 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %327 = stablehlo.power %324, %326 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8x32x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %333 = stablehlo.add %331, %332 : tensor<8x32x1xf32>
    %334 = stablehlo.rsqrt %333 : tensor<8x32x1xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %336 = stablehlo.multiply %324, %335 : tensor<8x32x64xf32>
    %337 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %339 = stablehlo.multiply %336, %338 : tensor<8x32x64xf32>
    return %339 : tensor<8x32x64xf32>
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
