module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg3: tensor<1x17x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<8x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x17x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg42, dims = [0, 2, 3, 1] : (tensor<8x3x32x32xf32>) -> tensor<8x32x32x3xf32>
    %1 = stablehlo.convolution(%0, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x4x4x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %6 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %7 = stablehlo.concatenate %6, %5, dim = 1 : (tensor<8x1x64xf32>, tensor<8x16x64xf32>) -> tensor<8x17x64xf32>
    %8 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x17x64xf32>) -> tensor<8x17x64xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x17x64xf32>
    %10 = chlo.square %9 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x17xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x17xf32>
    %17 = chlo.square %13 : tensor<8x17xf32> -> tensor<8x17xf32>
    %18 = stablehlo.subtract %16, %17 : tensor<8x17xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<8x17xf32>
    %21 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %24 = stablehlo.subtract %9, %23 : tensor<8x17x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %26 = stablehlo.add %22, %25 : tensor<8x17x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x17x1xf32>
    %28 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %31 = stablehlo.multiply %29, %30 : tensor<8x17x64xf32>
    %32 = stablehlo.multiply %24, %31 : tensor<8x17x64xf32>
    %33 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x17x64xf32>
    %36 = stablehlo.dot_general %35, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %37 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x17x64xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %41 = stablehlo.dot_general %35, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %42 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x17x64xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %46 = stablehlo.dot_general %35, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %47 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x17x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.sqrt %cst_5 : tensor<f32>
    %52 = stablehlo.convert %51 : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %54 = stablehlo.divide %40, %53 : tensor<8x17x4x16xf32>
    %55 = stablehlo.dot_general %54, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x17xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<8x4x17xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %61 = stablehlo.subtract %55, %60 : tensor<8x4x17x17xf32>
    %62 = stablehlo.exponential %61 : tensor<8x4x17x17xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %66 = stablehlo.divide %62, %65 : tensor<8x4x17x17xf32>
    %67 = stablehlo.dot_general %45, %66, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %68 = stablehlo.transpose %67, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %70 = stablehlo.dot_general %69, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %71 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %73 = stablehlo.add %70, %72 : tensor<8x17x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %75 = stablehlo.multiply %74, %arg12 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %80 = stablehlo.multiply %79, %73 : tensor<8x17x64xf32>
    %81 = stablehlo.add %80, %9 : tensor<8x17x64xf32>
    %82 = chlo.square %81 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%81 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x17xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%82 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %88 = stablehlo.divide %86, %87 : tensor<8x17xf32>
    %89 = chlo.square %85 : tensor<8x17xf32> -> tensor<8x17xf32>
    %90 = stablehlo.subtract %88, %89 : tensor<8x17xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %92 = stablehlo.maximum %91, %90 : tensor<8x17xf32>
    %93 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %96 = stablehlo.subtract %81, %95 : tensor<8x17x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %98 = stablehlo.add %94, %97 : tensor<8x17x1xf32>
    %99 = stablehlo.rsqrt %98 : tensor<8x17x1xf32>
    %100 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x17x64xf32>
    %104 = stablehlo.multiply %96, %103 : tensor<8x17x64xf32>
    %105 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x17x64xf32>
    %108 = stablehlo.dot_general %107, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x256xf32>) -> tensor<8x17x256xf32>
    %109 = stablehlo.reshape %arg14 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x17x256xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x17x256xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x17x256xf32>
    %113 = stablehlo.multiply %112, %111 : tensor<8x17x256xf32>
    %114 = stablehlo.negate %111 : tensor<8x17x256xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x17x256xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<8x17x256xf32>
    %117 = chlo.erfc %116 : tensor<8x17x256xf32> -> tensor<8x17x256xf32>
    %118 = stablehlo.multiply %113, %117 : tensor<8x17x256xf32>
    %119 = stablehlo.dot_general %118, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x256xf32>, tensor<256x64xf32>) -> tensor<8x17x64xf32>
    %120 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %122 = stablehlo.add %119, %121 : tensor<8x17x64xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %124 = stablehlo.multiply %123, %arg13 : tensor<64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %129 = stablehlo.multiply %128, %122 : tensor<8x17x64xf32>
    %130 = stablehlo.add %129, %81 : tensor<8x17x64xf32>
    %131 = chlo.square %130 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%130 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %134 = stablehlo.divide %132, %133 : tensor<8x17xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%131 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x17xf32>
    %138 = chlo.square %134 : tensor<8x17xf32> -> tensor<8x17xf32>
    %139 = stablehlo.subtract %137, %138 : tensor<8x17xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<8x17xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %145 = stablehlo.subtract %130, %144 : tensor<8x17x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %147 = stablehlo.add %143, %146 : tensor<8x17x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<8x17x1xf32>
    %149 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<8x17x64xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<8x17x64xf32>
    %154 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x17x64xf32>
    %157 = stablehlo.dot_general %156, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %158 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %160 = stablehlo.add %157, %159 : tensor<8x17x64xf32>
    %161 = stablehlo.reshape %160 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %162 = stablehlo.dot_general %156, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %163 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %165 = stablehlo.add %162, %164 : tensor<8x17x64xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %167 = stablehlo.dot_general %156, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %168 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %170 = stablehlo.add %167, %169 : tensor<8x17x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x17x64xf32>) -> tensor<8x17x4x16xf32>
    %cst_27 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %172 = stablehlo.sqrt %cst_27 : tensor<f32>
    %173 = stablehlo.convert %172 : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [] : (tensor<f32>) -> tensor<8x17x4x16xf32>
    %175 = stablehlo.divide %161, %174 : tensor<8x17x4x16xf32>
    %176 = stablehlo.dot_general %175, %171, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x17xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x4x17xf32>
    %179 = stablehlo.maximum %178, %177 : tensor<8x4x17xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %182 = stablehlo.subtract %176, %181 : tensor<8x4x17x17xf32>
    %183 = stablehlo.exponential %182 : tensor<8x4x17x17xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x4x17x17xf32>, tensor<f32>) -> tensor<8x4x17xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x4x17xf32>) -> tensor<8x4x17x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2, 3] : (tensor<8x4x17x1xf32>) -> tensor<8x4x17x17xf32>
    %187 = stablehlo.divide %183, %186 : tensor<8x4x17x17xf32>
    %188 = stablehlo.dot_general %166, %187, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x16x17xf32>
    %189 = stablehlo.transpose %188, dims = [0, 3, 1, 2] : (tensor<8x4x16x17xf32>) -> tensor<8x17x4x16xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x17x4x16xf32>) -> tensor<8x17x64xf32>
    %191 = stablehlo.dot_general %190, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x64xf32>) -> tensor<8x17x64xf32>
    %192 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %194 = stablehlo.add %191, %193 : tensor<8x17x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %196 = stablehlo.multiply %195, %arg30 : tensor<64xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<64xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %201 = stablehlo.multiply %200, %194 : tensor<8x17x64xf32>
    %202 = stablehlo.add %201, %130 : tensor<8x17x64xf32>
    %203 = chlo.square %202 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%202 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %206 = stablehlo.divide %204, %205 : tensor<8x17xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%203 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %209 = stablehlo.divide %207, %208 : tensor<8x17xf32>
    %210 = chlo.square %206 : tensor<8x17xf32> -> tensor<8x17xf32>
    %211 = stablehlo.subtract %209, %210 : tensor<8x17xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %213 = stablehlo.maximum %212, %211 : tensor<8x17xf32>
    %214 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %215 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %216 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %217 = stablehlo.subtract %202, %216 : tensor<8x17x64xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %219 = stablehlo.add %215, %218 : tensor<8x17x1xf32>
    %220 = stablehlo.rsqrt %219 : tensor<8x17x1xf32>
    %221 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<8x17x64xf32>
    %225 = stablehlo.multiply %217, %224 : tensor<8x17x64xf32>
    %226 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %228 = stablehlo.add %225, %227 : tensor<8x17x64xf32>
    %229 = stablehlo.dot_general %228, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x256xf32>) -> tensor<8x17x256xf32>
    %230 = stablehlo.reshape %arg32 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x17x256xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x17x256xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x17x256xf32>
    %234 = stablehlo.multiply %233, %232 : tensor<8x17x256xf32>
    %235 = stablehlo.negate %232 : tensor<8x17x256xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x17x256xf32>
    %237 = stablehlo.multiply %235, %236 : tensor<8x17x256xf32>
    %238 = chlo.erfc %237 : tensor<8x17x256xf32> -> tensor<8x17x256xf32>
    %239 = stablehlo.multiply %234, %238 : tensor<8x17x256xf32>
    %240 = stablehlo.dot_general %239, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x256xf32>, tensor<256x64xf32>) -> tensor<8x17x64xf32>
    %241 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %243 = stablehlo.add %240, %242 : tensor<8x17x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %245 = stablehlo.multiply %244, %arg31 : tensor<64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<64xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %250 = stablehlo.multiply %249, %243 : tensor<8x17x64xf32>
    %251 = stablehlo.add %250, %202 : tensor<8x17x64xf32>
    %252 = chlo.square %251 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%251 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %255 = stablehlo.divide %253, %254 : tensor<8x17xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%252 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %258 = stablehlo.divide %256, %257 : tensor<8x17xf32>
    %259 = chlo.square %255 : tensor<8x17xf32> -> tensor<8x17xf32>
    %260 = stablehlo.subtract %258, %259 : tensor<8x17xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x17xf32>
    %262 = stablehlo.maximum %261, %260 : tensor<8x17xf32>
    %263 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %266 = stablehlo.subtract %251, %265 : tensor<8x17x64xf32>
    %cst_48 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %268 = stablehlo.add %264, %267 : tensor<8x17x1xf32>
    %269 = stablehlo.rsqrt %268 : tensor<8x17x1xf32>
    %270 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %273 = stablehlo.multiply %271, %272 : tensor<8x17x64xf32>
    %274 = stablehlo.multiply %266, %273 : tensor<8x17x64xf32>
    %275 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %277 = stablehlo.add %274, %276 : tensor<8x17x64xf32>
    return %277 : tensor<8x17x64xf32>
  }
}
