module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<3072x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64x3072xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<3072x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = call @_take(%arg3, %arg36) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.iota dim = 0 : tensor<32xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %4 = call @_take_0(%arg2, %3) : (tensor<128x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.add %1, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32xf32>
    %13 = chlo.square %9 : tensor<8x32xf32> -> tensor<8x32xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<8x32xf32>
    %17 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %18 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.subtract %5, %19 : tensor<8x32x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.add %18, %21 : tensor<8x32x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x32x1xf32>
    %24 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<8x32x64xf32>
    %28 = stablehlo.multiply %20, %27 : tensor<8x32x64xf32>
    %29 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x32x64xf32>
    %32 = stablehlo.dot_general %31, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %33 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x32x64xf32>
    %36 = stablehlo.reshape %35 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %37 = stablehlo.transpose %36, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %38 = stablehlo.dot_general %31, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %39 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x32x64xf32>
    %42 = stablehlo.reshape %41 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %44 = stablehlo.dot_general %31, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %45 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x32x64xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %49 = stablehlo.transpose %48, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %cst_5 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x32x16xf32>
    %51 = stablehlo.divide %37, %50 : tensor<8x4x32x16xf32>
    %52 = stablehlo.transpose %43, dims = [0, 1, 3, 2] : (tensor<8x4x32x16xf32>) -> tensor<8x4x16x32xf32>
    %53 = stablehlo.dot_general %51, %52, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x16xf32>, tensor<8x4x16x32xf32>) -> tensor<8x4x32x32xf32>
    %54 = stablehlo.reshape %0 : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %55 = stablehlo.convert %54 : (tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %57 = stablehlo.subtract %56, %55 : tensor<8x1x1x32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+30> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %59 = stablehlo.multiply %58, %57 : tensor<8x1x1x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %61 = stablehlo.subtract %53, %60 : tensor<8x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.reduce(%61 init: %cst_8) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %64 = stablehlo.maximum %63, %62 : tensor<8x4x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %67 = stablehlo.subtract %61, %66 : tensor<8x4x32x32xf32>
    %68 = stablehlo.exponential %67 : tensor<8x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %72 = stablehlo.divide %68, %71 : tensor<8x4x32x32xf32>
    %73 = stablehlo.dot_general %72, %49, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x4x32x16xf32>) -> tensor<8x4x32x16xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %76 = stablehlo.dot_general %75, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %77 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %79 = stablehlo.add %76, %78 : tensor<8x32x64xf32>
    %80 = stablehlo.add %79, %31 : tensor<8x32x64xf32>
    %81 = chlo.square %80 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%80 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %84 = stablehlo.divide %82, %83 : tensor<8x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%81 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x32xf32>
    %88 = chlo.square %84 : tensor<8x32xf32> -> tensor<8x32xf32>
    %89 = stablehlo.subtract %87, %88 : tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %91 = stablehlo.maximum %90, %89 : tensor<8x32xf32>
    %92 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %95 = stablehlo.subtract %80, %94 : tensor<8x32x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %97 = stablehlo.add %93, %96 : tensor<8x32x1xf32>
    %98 = stablehlo.rsqrt %97 : tensor<8x32x1xf32>
    %99 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<8x32x64xf32>
    %103 = stablehlo.multiply %95, %102 : tensor<8x32x64xf32>
    %104 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x32x64xf32>
    %107 = stablehlo.dot_general %106, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x3072xf32>) -> tensor<8x32x3072xf32>
    %108 = stablehlo.reshape %arg12 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x32x3072xf32>
    %110 = stablehlo.add %107, %109 : tensor<8x32x3072xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x3072xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<8x32x3072xf32>
    %113 = stablehlo.negate %110 : tensor<8x32x3072xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x3072xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<8x32x3072xf32>
    %116 = chlo.erfc %115 : tensor<8x32x3072xf32> -> tensor<8x32x3072xf32>
    %117 = stablehlo.multiply %112, %116 : tensor<8x32x3072xf32>
    %118 = stablehlo.dot_general %117, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x3072xf32>, tensor<3072x64xf32>) -> tensor<8x32x64xf32>
    %119 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x32x64xf32>
    %122 = stablehlo.add %121, %106 : tensor<8x32x64xf32>
    %123 = chlo.square %122 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%122 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %126 = stablehlo.divide %124, %125 : tensor<8x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%123 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %129 = stablehlo.divide %127, %128 : tensor<8x32xf32>
    %130 = chlo.square %126 : tensor<8x32xf32> -> tensor<8x32xf32>
    %131 = stablehlo.subtract %129, %130 : tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %133 = stablehlo.maximum %132, %131 : tensor<8x32xf32>
    %134 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %135 = stablehlo.broadcast_in_dim %133, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %137 = stablehlo.subtract %122, %136 : tensor<8x32x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %139 = stablehlo.add %135, %138 : tensor<8x32x1xf32>
    %140 = stablehlo.rsqrt %139 : tensor<8x32x1xf32>
    %141 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %142 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<8x32x64xf32>
    %145 = stablehlo.multiply %137, %144 : tensor<8x32x64xf32>
    %146 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %148 = stablehlo.add %145, %147 : tensor<8x32x64xf32>
    %149 = stablehlo.dot_general %148, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %150 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %152 = stablehlo.add %149, %151 : tensor<8x32x64xf32>
    %153 = stablehlo.reshape %152 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %154 = stablehlo.transpose %153, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %155 = stablehlo.dot_general %148, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %158 = stablehlo.add %155, %157 : tensor<8x32x64xf32>
    %159 = stablehlo.reshape %158 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %160 = stablehlo.transpose %159, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %161 = stablehlo.dot_general %148, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x32x64xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %166 = stablehlo.transpose %165, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %cst_25 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x32x16xf32>
    %168 = stablehlo.divide %154, %167 : tensor<8x4x32x16xf32>
    %169 = stablehlo.transpose %160, dims = [0, 1, 3, 2] : (tensor<8x4x32x16xf32>) -> tensor<8x4x16x32xf32>
    %170 = stablehlo.dot_general %168, %169, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x16xf32>, tensor<8x4x16x32xf32>) -> tensor<8x4x32x32xf32>
    %171 = stablehlo.reshape %0 : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %172 = stablehlo.convert %171 : (tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %174 = stablehlo.subtract %173, %172 : tensor<8x1x1x32xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+30> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<8x1x1x32xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %178 = stablehlo.subtract %170, %177 : tensor<8x4x32x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %181 = stablehlo.maximum %180, %179 : tensor<8x4x32xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %184 = stablehlo.subtract %178, %183 : tensor<8x4x32x32xf32>
    %185 = stablehlo.exponential %184 : tensor<8x4x32x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %189 = stablehlo.divide %185, %188 : tensor<8x4x32x32xf32>
    %190 = stablehlo.dot_general %189, %166, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x4x32x16xf32>) -> tensor<8x4x32x16xf32>
    %191 = stablehlo.transpose %190, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %192 = stablehlo.reshape %191 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %193 = stablehlo.dot_general %192, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %194 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %196 = stablehlo.add %193, %195 : tensor<8x32x64xf32>
    %197 = stablehlo.add %196, %148 : tensor<8x32x64xf32>
    %198 = chlo.square %197 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%197 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %201 = stablehlo.divide %199, %200 : tensor<8x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%198 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %204 = stablehlo.divide %202, %203 : tensor<8x32xf32>
    %205 = chlo.square %201 : tensor<8x32xf32> -> tensor<8x32xf32>
    %206 = stablehlo.subtract %204, %205 : tensor<8x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %208 = stablehlo.maximum %207, %206 : tensor<8x32xf32>
    %209 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %210 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %212 = stablehlo.subtract %197, %211 : tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %214 = stablehlo.add %210, %213 : tensor<8x32x1xf32>
    %215 = stablehlo.rsqrt %214 : tensor<8x32x1xf32>
    %216 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<8x32x64xf32>
    %220 = stablehlo.multiply %212, %219 : tensor<8x32x64xf32>
    %221 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x32x64xf32>
    %224 = stablehlo.dot_general %223, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x3072xf32>) -> tensor<8x32x3072xf32>
    %225 = stablehlo.reshape %arg28 : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x32x3072xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x32x3072xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x3072xf32>
    %229 = stablehlo.multiply %228, %227 : tensor<8x32x3072xf32>
    %230 = stablehlo.negate %227 : tensor<8x32x3072xf32>
    %cst_38 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x3072xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<8x32x3072xf32>
    %233 = chlo.erfc %232 : tensor<8x32x3072xf32> -> tensor<8x32x3072xf32>
    %234 = stablehlo.multiply %229, %233 : tensor<8x32x3072xf32>
    %235 = stablehlo.dot_general %234, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x3072xf32>, tensor<3072x64xf32>) -> tensor<8x32x64xf32>
    %236 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.add %235, %237 : tensor<8x32x64xf32>
    %239 = stablehlo.add %238, %223 : tensor<8x32x64xf32>
    %240 = chlo.square %239 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%239 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %243 = stablehlo.divide %241, %242 : tensor<8x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%240 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %246 = stablehlo.divide %244, %245 : tensor<8x32xf32>
    %247 = chlo.square %243 : tensor<8x32xf32> -> tensor<8x32xf32>
    %248 = stablehlo.subtract %246, %247 : tensor<8x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %250 = stablehlo.maximum %249, %248 : tensor<8x32xf32>
    %251 = stablehlo.broadcast_in_dim %243, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %254 = stablehlo.subtract %239, %253 : tensor<8x32x64xf32>
    %cst_44 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %256 = stablehlo.add %252, %255 : tensor<8x32x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<8x32x1xf32>
    %258 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<8x32x64xf32>
    %262 = stablehlo.multiply %254, %261 : tensor<8x32x64xf32>
    %263 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %265 = stablehlo.add %262, %264 : tensor<8x32x64xf32>
    return %265 : tensor<8x32x64xf32>
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
  func.func private @_take_0(%arg0: tensor<128x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
}
