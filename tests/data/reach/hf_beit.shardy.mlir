module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg37: tensor<8x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x17x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg37, dims = [0, 2, 3, 1] : (tensor<8x3x32x32xf32>) -> tensor<8x32x32x3xf32>
    %1 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x4x4x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %7 = stablehlo.concatenate %6, %5, dim = 1 : (tensor<8x1x64xf32>, tensor<8x16x64xf32>) -> tensor<8x17x64xf32>
    %8 = chlo.square %7 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x17xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x17xf32>
    %15 = chlo.square %11 : tensor<8x17xf32> -> tensor<8x17xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x17xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x17xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<8x17x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x17x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x17x1xf32>
    %26 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x17x64xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<8x17x64xf32>
    %31 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x17x64xf32>
    %34 = stablehlo.dot_general %33, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %35 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x17x64xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %39 = stablehlo.dot_general %33, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %40 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %42 = stablehlo.add %39, %41 : tensor<8x17x64xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %44 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %46 = stablehlo.sqrt %cst_5 : tensor<f32>
    %47 = stablehlo.convert %46 : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %49 = stablehlo.divide %38, %48 : tensor<8x17x4x16xf32>
    %50 = stablehlo.dot_general %49, %45, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x17x17xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x4x17x17xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_7) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x17xf32>
    %55 = stablehlo.maximum %54, %53 : tensor<8x4x17xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<8x4x17x17xf32>
    %59 = stablehlo.exponential %58 : tensor<8x4x17x17xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %63 = stablehlo.divide %59, %62 : tensor<8x4x17x17xf32>
    %64 = stablehlo.dot_general %43, %63, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %65 = stablehlo.transpose %64, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %67 = stablehlo.dot_general %66, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %68 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %70 = stablehlo.add %67, %69 : tensor<8x17x64xf32>
    %71 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<8x17x64xf32>
    %74 = stablehlo.add %73, %7 : tensor<8x17x64xf32>
    %75 = chlo.square %74 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%74 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %78 = stablehlo.divide %76, %77 : tensor<8x17xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %81 = stablehlo.divide %79, %80 : tensor<8x17xf32>
    %82 = chlo.square %78 : tensor<8x17xf32> -> tensor<8x17xf32>
    %83 = stablehlo.subtract %81, %82 : tensor<8x17xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<8x17xf32>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %89 = stablehlo.subtract %74, %88 : tensor<8x17x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %91 = stablehlo.add %87, %90 : tensor<8x17x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x17x1xf32>
    %93 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<8x17x64xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<8x17x64xf32>
    %98 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x17x64xf32>
    %101 = stablehlo.dot_general %100, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x128xf32>) -> tensor<8x17x128xf32>
    %102 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x17x128xf32>
    %104 = stablehlo.add %101, %103 : tensor<8x17x128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x17x128xf32>
    %107 = stablehlo.negate %104 : tensor<8x17x128xf32>
    %cst_17 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<8x17x128xf32>
    %110 = chlo.erfc %109 : tensor<8x17x128xf32> -> tensor<8x17x128xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<8x17x128xf32>
    %112 = stablehlo.dot_general %111, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<128x64xf32>) -> tensor<8x17x64xf32>
    %113 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %115 = stablehlo.add %112, %114 : tensor<8x17x64xf32>
    %116 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %118 = stablehlo.multiply %117, %115 : tensor<8x17x64xf32>
    %119 = stablehlo.add %118, %74 : tensor<8x17x64xf32>
    %120 = chlo.square %119 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%119 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x17xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%120 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %126 = stablehlo.divide %124, %125 : tensor<8x17xf32>
    %127 = chlo.square %123 : tensor<8x17xf32> -> tensor<8x17xf32>
    %128 = stablehlo.subtract %126, %127 : tensor<8x17xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<8x17xf32>
    %131 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %132 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %134 = stablehlo.subtract %119, %133 : tensor<8x17x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %136 = stablehlo.add %132, %135 : tensor<8x17x1xf32>
    %137 = stablehlo.rsqrt %136 : tensor<8x17x1xf32>
    %138 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<8x17x64xf32>
    %142 = stablehlo.multiply %134, %141 : tensor<8x17x64xf32>
    %143 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<8x17x64xf32>
    %146 = stablehlo.dot_general %145, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %147 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %149 = stablehlo.add %146, %148 : tensor<8x17x64xf32>
    %150 = stablehlo.reshape %149 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %151 = stablehlo.dot_general %145, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %152 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %154 = stablehlo.add %151, %153 : tensor<8x17x64xf32>
    %155 = stablehlo.reshape %154 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %156 = stablehlo.dot_general %145, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %158 = stablehlo.sqrt %cst_24 : tensor<f32>
    %159 = stablehlo.convert %158 : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %161 = stablehlo.divide %150, %160 : tensor<8x17x4x16xf32>
    %162 = stablehlo.dot_general %161, %157, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x17x17xf32>
    %164 = stablehlo.add %162, %163 : tensor<8x4x17x17xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x17xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<8x4x17xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %170 = stablehlo.subtract %164, %169 : tensor<8x4x17x17xf32>
    %171 = stablehlo.exponential %170 : tensor<8x4x17x17xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %175 = stablehlo.divide %171, %174 : tensor<8x4x17x17xf32>
    %176 = stablehlo.dot_general %155, %175, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %177 = stablehlo.transpose %176, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %178 = stablehlo.reshape %177 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %179 = stablehlo.dot_general %178, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %180 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x17x64xf32>
    %183 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %185 = stablehlo.multiply %184, %182 : tensor<8x17x64xf32>
    %186 = stablehlo.add %185, %119 : tensor<8x17x64xf32>
    %187 = chlo.square %186 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%186 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %190 = stablehlo.divide %188, %189 : tensor<8x17xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.reduce(%187 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %193 = stablehlo.divide %191, %192 : tensor<8x17xf32>
    %194 = chlo.square %190 : tensor<8x17xf32> -> tensor<8x17xf32>
    %195 = stablehlo.subtract %193, %194 : tensor<8x17xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<8x17xf32>
    %198 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %201 = stablehlo.subtract %186, %200 : tensor<8x17x64xf32>
    %cst_34 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<8x17x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<8x17x1xf32>
    %205 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<8x17x64xf32>
    %209 = stablehlo.multiply %201, %208 : tensor<8x17x64xf32>
    %210 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<8x17x64xf32>
    %213 = stablehlo.dot_general %212, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x128xf32>) -> tensor<8x17x128xf32>
    %214 = stablehlo.reshape %arg27 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x17x128xf32>
    %216 = stablehlo.add %213, %215 : tensor<8x17x128xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %218 = stablehlo.multiply %217, %216 : tensor<8x17x128xf32>
    %219 = stablehlo.negate %216 : tensor<8x17x128xf32>
    %cst_36 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<8x17x128xf32>
    %222 = chlo.erfc %221 : tensor<8x17x128xf32> -> tensor<8x17x128xf32>
    %223 = stablehlo.multiply %218, %222 : tensor<8x17x128xf32>
    %224 = stablehlo.dot_general %223, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<128x64xf32>) -> tensor<8x17x64xf32>
    %225 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %227 = stablehlo.add %224, %226 : tensor<8x17x64xf32>
    %228 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<8x17x64xf32>
    %231 = stablehlo.add %230, %186 : tensor<8x17x64xf32>
    return %231 : tensor<8x17x64xf32>
  }
}
