module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<512x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg23: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.iota dim = 0 : tensor<32xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %4 = call @_take(%arg4, %arg23) : (tensor<512x16xf32>, tensor<8x32xi32>) -> tensor<8x32x16xf32>
    %5 = call @_take_0(%arg2, %2) : (tensor<128x16xf32>, tensor<8x32xi32>) -> tensor<8x32x16xf32>
    %6 = call @_take_1(%arg3, %0) : (tensor<2x16xf32>, tensor<8x32xi32>) -> tensor<8x32x16xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x32x16xf32>
    %8 = stablehlo.add %7, %5 : tensor<8x32x16xf32>
    %9 = chlo.square %8 : tensor<8x32x16xf32> -> tensor<8x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x16xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%9 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x16xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x32xf32>
    %16 = chlo.square %12 : tensor<8x32xf32> -> tensor<8x32xf32>
    %17 = stablehlo.subtract %15, %16 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x16xf32>
    %23 = stablehlo.subtract %8, %22 : tensor<8x32x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %25 = stablehlo.add %21, %24 : tensor<8x32x1xf32>
    %26 = stablehlo.rsqrt %25 : tensor<8x32x1xf32>
    %27 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x16xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x32x16xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8x32x16xf32>
    %31 = stablehlo.multiply %23, %30 : tensor<8x32x16xf32>
    %32 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x32x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x32x16xf32>
    %35 = stablehlo.dot_general %34, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x16xf32>, tensor<16x64xf32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %38 = stablehlo.add %35, %37 : tensor<8x32x64xf32>
    %39 = stablehlo.dot_general %38, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %40 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x32x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %44 = stablehlo.dot_general %38, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %45 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x32x64xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %49 = stablehlo.dot_general %38, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %50 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x32x64xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %55 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %56 = stablehlo.compare GT, %54, %55, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %58 = stablehlo.convert %57 : tensor<8x1x1x32xf32>
    %cst_8 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %60 = stablehlo.select %56, %58, %59 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %61 = stablehlo.sqrt %cst_9 : tensor<f32>
    %62 = stablehlo.convert %61 : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %64 = stablehlo.divide %43, %63 : tensor<8x32x4x16xf32>
    %65 = stablehlo.dot_general %64, %53, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %66 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %67 = stablehlo.add %65, %66 : tensor<8x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_10) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %70 = stablehlo.maximum %69, %68 : tensor<8x4x32xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %73 = stablehlo.subtract %67, %72 : tensor<8x4x32x32xf32>
    %74 = stablehlo.exponential %73 : tensor<8x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %78 = stablehlo.divide %74, %77 : tensor<8x4x32x32xf32>
    %79 = stablehlo.dot_general %48, %78, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %80 = stablehlo.transpose %79, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %82 = stablehlo.dot_general %81, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %83 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %85 = stablehlo.add %82, %84 : tensor<8x32x64xf32>
    %86 = stablehlo.add %85, %38 : tensor<8x32x64xf32>
    %87 = chlo.square %86 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%86 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%87 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x32xf32>
    %94 = chlo.square %90 : tensor<8x32xf32> -> tensor<8x32xf32>
    %95 = stablehlo.subtract %93, %94 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %97 = stablehlo.maximum %96, %95 : tensor<8x32xf32>
    %98 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %99 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.subtract %86, %100 : tensor<8x32x64xf32>
    %cst_18 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %103 = stablehlo.add %99, %102 : tensor<8x32x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<8x32x1xf32>
    %105 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<8x32x64xf32>
    %109 = stablehlo.multiply %101, %108 : tensor<8x32x64xf32>
    %110 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %112 = stablehlo.add %109, %111 : tensor<8x32x64xf32>
    %113 = stablehlo.dot_general %112, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %114 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %116 = stablehlo.add %113, %115 : tensor<8x32x128xf32>
    %117 = stablehlo.multiply %116, %116 : tensor<8x32x128xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x32x128xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<8x32x128xf32>
    %121 = stablehlo.add %116, %120 : tensor<8x32x128xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x32x128xf32>
    %124 = stablehlo.tanh %123 : tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %126 = stablehlo.add %125, %124 : tensor<8x32x128xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<8x32x128xf32>
    %129 = stablehlo.multiply %116, %128 : tensor<8x32x128xf32>
    %130 = stablehlo.dot_general %129, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %131 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x32x64xf32>
    %134 = stablehlo.add %133, %112 : tensor<8x32x64xf32>
    %135 = chlo.square %134 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%134 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%135 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x32xf32>
    %142 = chlo.square %138 : tensor<8x32xf32> -> tensor<8x32xf32>
    %143 = stablehlo.subtract %141, %142 : tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %145 = stablehlo.maximum %144, %143 : tensor<8x32xf32>
    %146 = stablehlo.broadcast_in_dim %138, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %147 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %148 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %149 = stablehlo.subtract %134, %148 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %151 = stablehlo.add %147, %150 : tensor<8x32x1xf32>
    %152 = stablehlo.rsqrt %151 : tensor<8x32x1xf32>
    %153 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<8x32x64xf32>
    %157 = stablehlo.multiply %149, %156 : tensor<8x32x64xf32>
    %158 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %160 = stablehlo.add %157, %159 : tensor<8x32x64xf32>
    %161 = stablehlo.dot_general %160, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x32x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %166 = stablehlo.dot_general %160, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %167 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x32x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %171 = stablehlo.dot_general %160, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %172 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %174 = stablehlo.add %171, %173 : tensor<8x32x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %178 = stablehlo.compare GT, %176, %177, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %180 = stablehlo.convert %179 : tensor<8x1x1x32xf32>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %182 = stablehlo.select %178, %180, %181 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %183 = stablehlo.sqrt %cst_32 : tensor<f32>
    %184 = stablehlo.convert %183 : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %186 = stablehlo.divide %165, %185 : tensor<8x32x4x16xf32>
    %187 = stablehlo.dot_general %186, %175, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %188 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %189 = stablehlo.add %187, %188 : tensor<8x4x32x32xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_33) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<8x4x32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %195 = stablehlo.subtract %189, %194 : tensor<8x4x32x32xf32>
    %196 = stablehlo.exponential %195 : tensor<8x4x32x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %200 = stablehlo.divide %196, %199 : tensor<8x4x32x32xf32>
    %201 = stablehlo.dot_general %170, %200, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %202 = stablehlo.transpose %201, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %203 = stablehlo.reshape %202 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %204 = stablehlo.dot_general %203, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %205 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %207 = stablehlo.add %204, %206 : tensor<8x32x64xf32>
    %208 = stablehlo.add %207, %160 : tensor<8x32x64xf32>
    %209 = chlo.square %208 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%208 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %212 = stablehlo.divide %210, %211 : tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%209 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8x32xf32>
    %216 = chlo.square %212 : tensor<8x32xf32> -> tensor<8x32xf32>
    %217 = stablehlo.subtract %215, %216 : tensor<8x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %219 = stablehlo.maximum %218, %217 : tensor<8x32xf32>
    %220 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %221 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %223 = stablehlo.subtract %208, %222 : tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %225 = stablehlo.add %221, %224 : tensor<8x32x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<8x32x1xf32>
    %227 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %230 = stablehlo.multiply %228, %229 : tensor<8x32x64xf32>
    %231 = stablehlo.multiply %223, %230 : tensor<8x32x64xf32>
    %232 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x32x64xf32>
    %235 = stablehlo.dot_general %234, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %236 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %238 = stablehlo.add %235, %237 : tensor<8x32x128xf32>
    %239 = stablehlo.multiply %238, %238 : tensor<8x32x128xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<8x32x128xf32>
    %cst_42 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8x32x128xf32>
    %243 = stablehlo.add %238, %242 : tensor<8x32x128xf32>
    %cst_43 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<8x32x128xf32>
    %246 = stablehlo.tanh %245 : tensor<8x32x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %248 = stablehlo.add %247, %246 : tensor<8x32x128xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<8x32x128xf32>
    %251 = stablehlo.multiply %238, %250 : tensor<8x32x128xf32>
    %252 = stablehlo.dot_general %251, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %253 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %255 = stablehlo.add %252, %254 : tensor<8x32x64xf32>
    %256 = stablehlo.add %255, %234 : tensor<8x32x64xf32>
    %257 = chlo.square %256 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%256 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %260 = stablehlo.divide %258, %259 : tensor<8x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%257 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %263 = stablehlo.divide %261, %262 : tensor<8x32xf32>
    %264 = chlo.square %260 : tensor<8x32xf32> -> tensor<8x32xf32>
    %265 = stablehlo.subtract %263, %264 : tensor<8x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %267 = stablehlo.maximum %266, %265 : tensor<8x32xf32>
    %268 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %269 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %271 = stablehlo.subtract %256, %270 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %273 = stablehlo.add %269, %272 : tensor<8x32x1xf32>
    %274 = stablehlo.rsqrt %273 : tensor<8x32x1xf32>
    %275 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %276 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %278 = stablehlo.multiply %276, %277 : tensor<8x32x64xf32>
    %279 = stablehlo.multiply %271, %278 : tensor<8x32x64xf32>
    %280 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %282 = stablehlo.add %279, %281 : tensor<8x32x64xf32>
    return %282 : tensor<8x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x16xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x16xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<512x16xf32>, tensor<8x32x1xi32>) -> tensor<8x32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x16xi1>, tensor<8x32x16xf32>
    return %16 : tensor<8x32x16xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_take_0(%arg0: tensor<128x16xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<128x16xf32>, tensor<8x32x1xi32>) -> tensor<8x32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x16xi1>, tensor<8x32x16xf32>
    return %16 : tensor<8x32x16xf32>
  }
  func.func private @_take_1(%arg0: tensor<2x16xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<8x32x1xi32>) -> tensor<8x32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x16xi1>, tensor<8x32x16xf32>
    return %16 : tensor<8x32x16xf32>
  }
}
