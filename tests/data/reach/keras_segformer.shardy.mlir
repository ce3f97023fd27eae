module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<7x7x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<2x2x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<3x3x64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg29: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<3x3x128x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg47: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg53: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg55: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<1x1x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg57: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x8x8x32xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg61, %c) : (tensor<8x32x32x3xf32>, tensor<i32>) -> tensor<8x38x38x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [4, 4], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x38x38x3xf32>, tensor<7x7x3x16xf32>) -> tensor<8x8x8x16xf32>
    %2 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x8x8x16xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x8x8x16xf32>) -> tensor<8x64x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<8x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x64x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %10 = call @_var(%5, %c_1) : (tensor<8x64x16xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %12 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x64x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %17 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %18 = stablehlo.multiply %16, %17 : tensor<8x64x16xf32>
    %19 = stablehlo.negate %9 : tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %21 = stablehlo.multiply %20, %18 : tensor<8x64x16xf32>
    %22 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x64x16xf32>
    %24 = stablehlo.multiply %5, %18 : tensor<8x64x16xf32>
    %25 = stablehlo.add %24, %23 : tensor<8x64x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x64x1xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_var(%25, %c_5) : (tensor<8x64x16xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %31 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %32 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<8x64x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x64x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<8x64x16xf32>
    %39 = stablehlo.negate %29 : tensor<8x64x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<8x64x16xf32>
    %42 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x64x16xf32>
    %44 = stablehlo.multiply %25, %38 : tensor<8x64x16xf32>
    %45 = stablehlo.add %44, %43 : tensor<8x64x16xf32>
    %46 = stablehlo.dot_general %45, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<16x16xf32>) -> tensor<8x64x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x64x16xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %51 = stablehlo.transpose %50, dims = [0, 2, 1, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x1x64x16xf32>
    %52 = stablehlo.reshape %45 : (tensor<8x64x16xf32>) -> tensor<8x8x8x16xf32>
    %53 = stablehlo.convolution(%52, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<2x2x16x16xf32>) -> tensor<8x4x4x16xf32>
    %54 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x4x4x16xf32>
    %57 = stablehlo.reshape %56 : (tensor<8x4x4x16xf32>) -> tensor<8x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %61 = stablehlo.divide %59, %60 : tensor<8x16x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %62 = call @_var_0(%57, %c_9) : (tensor<8x16x16xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %63 = stablehlo.reshape %arg16 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %64 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %66 = stablehlo.add %62, %65 : tensor<8x16x1xf32>
    %67 = stablehlo.rsqrt %66 : tensor<8x16x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<8x16x16xf32>
    %71 = stablehlo.negate %61 : tensor<8x16x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<8x16x16xf32>
    %74 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x16x16xf32>
    %76 = stablehlo.multiply %57, %70 : tensor<8x16x16xf32>
    %77 = stablehlo.add %76, %75 : tensor<8x16x16xf32>
    %78 = stablehlo.dot_general %77, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<16x16xf32>) -> tensor<8x16x16xf32>
    %79 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x16x16xf32>
    %82 = stablehlo.dot_general %77, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x16xf32>, tensor<16x16xf32>) -> tensor<8x16x16xf32>
    %83 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x16x16xf32>
    %85 = stablehlo.add %82, %84 : tensor<8x16x16xf32>
    %86 = stablehlo.reshape %81 : (tensor<8x16x16xf32>) -> tensor<8x16x1x16xf32>
    %87 = stablehlo.transpose %86, dims = [0, 2, 1, 3] : (tensor<8x16x1x16xf32>) -> tensor<8x1x16x16xf32>
    %88 = stablehlo.reshape %85 : (tensor<8x16x16xf32>) -> tensor<8x16x1x16xf32>
    %89 = stablehlo.transpose %88, dims = [0, 2, 1, 3] : (tensor<8x16x1x16xf32>) -> tensor<8x1x16x16xf32>
    %90 = stablehlo.transpose %87, dims = [0, 1, 3, 2] : (tensor<8x1x16x16xf32>) -> tensor<8x1x16x16xf32>
    %91 = stablehlo.reshape %51 : (tensor<8x1x64x16xf32>) -> tensor<8x64x16xf32>
    %92 = stablehlo.reshape %90 : (tensor<8x1x16x16xf32>) -> tensor<8x16x16xf32>
    %93 = stablehlo.dot_general %91, %92, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<8x16x16xf32>) -> tensor<8x64x16xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 2, 3] : (tensor<8x64x16xf32>) -> tensor<8x1x64x16xf32>
    %cst_11 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x64x16xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<8x1x64x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x1x64x16xf32>, tensor<f32>) -> tensor<8x1x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<8x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x1x64xf32>) -> tensor<8x1x64x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<8x1x64x1xf32>) -> tensor<8x1x64x16xf32>
    %102 = stablehlo.subtract %96, %101 : tensor<8x1x64x16xf32>
    %103 = stablehlo.exponential %102 : tensor<8x1x64x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x1x64x16xf32>, tensor<f32>) -> tensor<8x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x1x64xf32>) -> tensor<8x1x64x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<8x1x64x1xf32>) -> tensor<8x1x64x16xf32>
    %107 = stablehlo.divide %103, %106 : tensor<8x1x64x16xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x1x64x16xf32>) -> tensor<8x64x16xf32>
    %109 = stablehlo.reshape %89 : (tensor<8x1x16x16xf32>) -> tensor<8x16x16xf32>
    %110 = stablehlo.dot_general %108, %109, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<8x16x16xf32>) -> tensor<8x64x16xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 2, 3] : (tensor<8x64x16xf32>) -> tensor<8x1x64x16xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 1, 3] : (tensor<8x1x64x16xf32>) -> tensor<8x64x1x16xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x64x1x16xf32>) -> tensor<8x64x16xf32>
    %114 = stablehlo.dot_general %113, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<16x16xf32>) -> tensor<8x64x16xf32>
    %115 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x64x16xf32>
    %118 = stablehlo.add %25, %117 : tensor<8x64x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<8x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_16 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %122 = stablehlo.divide %120, %121 : tensor<8x64x1xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %123 = call @_var(%118, %c_17) : (tensor<8x64x16xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %125 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %127 = stablehlo.add %123, %126 : tensor<8x64x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<8x64x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %130 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<8x64x16xf32>
    %132 = stablehlo.negate %122 : tensor<8x64x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %134 = stablehlo.multiply %133, %131 : tensor<8x64x16xf32>
    %135 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %136 = stablehlo.add %134, %135 : tensor<8x64x16xf32>
    %137 = stablehlo.multiply %118, %131 : tensor<8x64x16xf32>
    %138 = stablehlo.add %137, %136 : tensor<8x64x16xf32>
    %139 = stablehlo.dot_general %138, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x16xf32>, tensor<16x64xf32>) -> tensor<8x64x64xf32>
    %140 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x64x64xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x64x64xf32>) -> tensor<8x8x8x64xf32>
    %144 = stablehlo.reshape %arg22 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %145 = stablehlo.convolution(%143, %144) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x1x64xf32>) -> tensor<8x8x8x64xf32>
    %146 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %148 = stablehlo.add %145, %147 : tensor<8x8x8x64xf32>
    %149 = stablehlo.reshape %148 : (tensor<8x8x8x64xf32>) -> tensor<8x64x64xf32>
    %150 = stablehlo.multiply %149, %149 : tensor<8x64x64xf32>
    %151 = stablehlo.multiply %150, %149 : tensor<8x64x64xf32>
    %cst_19 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<8x64x64xf32>
    %154 = stablehlo.add %149, %153 : tensor<8x64x64xf32>
    %cst_20 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<8x64x64xf32>
    %157 = stablehlo.tanh %156 : tensor<8x64x64xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %159 = stablehlo.add %158, %157 : tensor<8x64x64xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<8x64x64xf32>
    %162 = stablehlo.multiply %149, %161 : tensor<8x64x64xf32>
    %163 = stablehlo.dot_general %162, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x16xf32>) -> tensor<8x64x16xf32>
    %164 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x64x16xf32>
    %167 = stablehlo.add %118, %166 : tensor<8x64x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<8x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<8x64x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_var(%167, %c_25) : (tensor<8x64x16xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %173 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %174 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<8x64x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<8x64x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x64x16xf32>
    %181 = stablehlo.negate %171 : tensor<8x64x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<8x64x16xf32>
    %184 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x64x16xf32>
    %186 = stablehlo.multiply %167, %180 : tensor<8x64x16xf32>
    %187 = stablehlo.add %186, %185 : tensor<8x64x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x64x16xf32>) -> tensor<8x8x8x16xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %189 = call @_pad_2(%188, %c_27) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x10x10x16xf32>
    %190 = stablehlo.convolution(%189, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x10x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x4x4x32xf32>
    %191 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %193 = stablehlo.add %190, %192 : tensor<8x4x4x32xf32>
    %194 = stablehlo.reshape %193 : (tensor<8x4x4x32xf32>) -> tensor<8x16x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_29 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %198 = stablehlo.divide %196, %197 : tensor<8x16x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %199 = call @_var_3(%194, %c_30) : (tensor<8x16x32xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %200 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %201 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %203 = stablehlo.add %199, %202 : tensor<8x16x1xf32>
    %204 = stablehlo.rsqrt %203 : tensor<8x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %206 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<8x16x32xf32>
    %208 = stablehlo.negate %198 : tensor<8x16x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %210 = stablehlo.multiply %209, %207 : tensor<8x16x32xf32>
    %211 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %212 = stablehlo.add %210, %211 : tensor<8x16x32xf32>
    %213 = stablehlo.multiply %194, %207 : tensor<8x16x32xf32>
    %214 = stablehlo.add %213, %212 : tensor<8x16x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%214 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %218 = stablehlo.divide %216, %217 : tensor<8x16x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %219 = call @_var_3(%214, %c_34) : (tensor<8x16x32xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %220 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %221 = stablehlo.reshape %arg33 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %223 = stablehlo.add %219, %222 : tensor<8x16x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<8x16x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %226 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<8x16x32xf32>
    %228 = stablehlo.negate %218 : tensor<8x16x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<8x16x32xf32>
    %231 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %232 = stablehlo.add %230, %231 : tensor<8x16x32xf32>
    %233 = stablehlo.multiply %214, %227 : tensor<8x16x32xf32>
    %234 = stablehlo.add %233, %232 : tensor<8x16x32xf32>
    %235 = stablehlo.dot_general %234, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %236 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %238 = stablehlo.add %235, %237 : tensor<8x16x32xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %241 = stablehlo.dot_general %234, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %242 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %244 = stablehlo.add %241, %243 : tensor<8x16x32xf32>
    %245 = stablehlo.dot_general %234, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %246 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %248 = stablehlo.add %245, %247 : tensor<8x16x32xf32>
    %249 = stablehlo.reshape %244 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %250 = stablehlo.transpose %249, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %251 = stablehlo.reshape %248 : (tensor<8x16x32xf32>) -> tensor<8x16x2x16xf32>
    %252 = stablehlo.transpose %251, dims = [0, 2, 1, 3] : (tensor<8x16x2x16xf32>) -> tensor<8x2x16x16xf32>
    %253 = stablehlo.transpose %250, dims = [0, 1, 3, 2] : (tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %254 = stablehlo.dot_general %240, %253, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %cst_36 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x2x16x16xf32>
    %256 = stablehlo.multiply %254, %255 : tensor<8x2x16x16xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_37) applies stablehlo.maximum across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x2x16xf32>
    %259 = stablehlo.maximum %258, %257 : tensor<8x2x16xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %262 = stablehlo.subtract %256, %261 : tensor<8x2x16x16xf32>
    %263 = stablehlo.exponential %262 : tensor<8x2x16x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%263 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<8x2x16x16xf32>, tensor<f32>) -> tensor<8x2x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x2x16xf32>) -> tensor<8x2x16x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<8x2x16x1xf32>) -> tensor<8x2x16x16xf32>
    %267 = stablehlo.divide %263, %266 : tensor<8x2x16x16xf32>
    %268 = stablehlo.dot_general %267, %252, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x16x16xf32>, tensor<8x2x16x16xf32>) -> tensor<8x2x16x16xf32>
    %269 = stablehlo.transpose %268, dims = [0, 2, 1, 3] : (tensor<8x2x16x16xf32>) -> tensor<8x16x2x16xf32>
    %270 = stablehlo.reshape %269 : (tensor<8x16x2x16xf32>) -> tensor<8x16x32xf32>
    %271 = stablehlo.dot_general %270, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x32xf32>) -> tensor<8x16x32xf32>
    %272 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %274 = stablehlo.add %271, %273 : tensor<8x16x32xf32>
    %275 = stablehlo.add %214, %274 : tensor<8x16x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %279 = stablehlo.divide %277, %278 : tensor<8x16x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %280 = call @_var_3(%275, %c_42) : (tensor<8x16x32xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %281 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %282 = stablehlo.reshape %arg43 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %284 = stablehlo.add %280, %283 : tensor<8x16x1xf32>
    %285 = stablehlo.rsqrt %284 : tensor<8x16x1xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %287 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<8x16x32xf32>
    %289 = stablehlo.negate %279 : tensor<8x16x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %291 = stablehlo.multiply %290, %288 : tensor<8x16x32xf32>
    %292 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %293 = stablehlo.add %291, %292 : tensor<8x16x32xf32>
    %294 = stablehlo.multiply %275, %288 : tensor<8x16x32xf32>
    %295 = stablehlo.add %294, %293 : tensor<8x16x32xf32>
    %296 = stablehlo.dot_general %295, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x32xf32>, tensor<32x128xf32>) -> tensor<8x16x128xf32>
    %297 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %299 = stablehlo.add %296, %298 : tensor<8x16x128xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x16x128xf32>) -> tensor<8x4x4x128xf32>
    %301 = stablehlo.reshape %arg46 : (tensor<3x3x128x1xf32>) -> tensor<3x3x1x128xf32>
    %302 = stablehlo.convolution(%300, %301) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x128xf32>, tensor<3x3x1x128xf32>) -> tensor<8x4x4x128xf32>
    %303 = stablehlo.reshape %arg47 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x4x4x128xf32>
    %305 = stablehlo.add %302, %304 : tensor<8x4x4x128xf32>
    %306 = stablehlo.reshape %305 : (tensor<8x4x4x128xf32>) -> tensor<8x16x128xf32>
    %307 = stablehlo.multiply %306, %306 : tensor<8x16x128xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<8x16x128xf32>
    %cst_44 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %310 = stablehlo.multiply %309, %308 : tensor<8x16x128xf32>
    %311 = stablehlo.add %306, %310 : tensor<8x16x128xf32>
    %cst_45 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<8x16x128xf32>
    %314 = stablehlo.tanh %313 : tensor<8x16x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %316 = stablehlo.add %315, %314 : tensor<8x16x128xf32>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<8x16x128xf32>
    %319 = stablehlo.multiply %306, %318 : tensor<8x16x128xf32>
    %320 = stablehlo.dot_general %319, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x32xf32>) -> tensor<8x16x32xf32>
    %321 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %323 = stablehlo.add %320, %322 : tensor<8x16x32xf32>
    %324 = stablehlo.add %275, %323 : tensor<8x16x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_49 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %328 = stablehlo.divide %326, %327 : tensor<8x16x1xf32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %329 = call @_var_3(%324, %c_50) : (tensor<8x16x32xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %330 = stablehlo.reshape %arg50 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %331 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %cst_51 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %333 = stablehlo.add %329, %332 : tensor<8x16x1xf32>
    %334 = stablehlo.rsqrt %333 : tensor<8x16x1xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %336 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<8x16x32xf32>
    %338 = stablehlo.negate %328 : tensor<8x16x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %340 = stablehlo.multiply %339, %337 : tensor<8x16x32xf32>
    %341 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x16x32xf32>
    %342 = stablehlo.add %340, %341 : tensor<8x16x32xf32>
    %343 = stablehlo.multiply %324, %337 : tensor<8x16x32xf32>
    %344 = stablehlo.add %343, %342 : tensor<8x16x32xf32>
    %345 = stablehlo.reshape %344 : (tensor<8x16x32xf32>) -> tensor<8x4x4x32xf32>
    %346 = stablehlo.dot_general %188, %arg52, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x16xf32>, tensor<16x32xf32>) -> tensor<8x8x8x32xf32>
    %347 = stablehlo.broadcast_in_dim %arg53, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %349 = stablehlo.add %346, %348 : tensor<8x8x8x32xf32>
    %350 = stablehlo.dot_general %345, %arg54, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x4x32xf32>, tensor<32x32xf32>) -> tensor<8x4x4x32xf32>
    %351 = stablehlo.broadcast_in_dim %arg55, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %353 = stablehlo.add %350, %352 : tensor<8x4x4x32xf32>
    %354 = call @_resize(%353) : (tensor<8x4x4x32xf32>) -> tensor<8x8x8x32xf32>
    %355 = call @_resize_6(%349) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %356 = stablehlo.concatenate %354, %355, dim = 3 : (tensor<8x8x8x32xf32>, tensor<8x8x8x32xf32>) -> tensor<8x8x8x64xf32>
    %357 = stablehlo.convolution(%356, %arg56) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<8x8x8x32xf32>
    %358 = stablehlo.reshape %arg59 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %359 = stablehlo.reshape %arg60 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %361 = stablehlo.add %359, %360 : tensor<1x1x1x32xf32>
    %362 = stablehlo.rsqrt %361 : tensor<1x1x1x32xf32>
    %363 = stablehlo.reshape %arg57 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<1x1x1x32xf32>
    %365 = stablehlo.negate %358 : tensor<1x1x1x32xf32>
    %366 = stablehlo.multiply %365, %364 : tensor<1x1x1x32xf32>
    %367 = stablehlo.reshape %arg58 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %368 = stablehlo.add %366, %367 : tensor<1x1x1x32xf32>
    %369 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %370 = stablehlo.multiply %357, %369 : tensor<8x8x8x32xf32>
    %371 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %372 = stablehlo.add %370, %371 : tensor<8x8x8x32xf32>
    %373 = call @relu(%372) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    return %373 : tensor<8x8x8x32xf32>
  }
  func.func private @_pad(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<8x38x38x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<8x38x38x3xf32>
    return %1 : tensor<8x38x38x3xf32>
  }
  func.func private @_var(%arg0: tensor<8x64x16xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x16xf32>
    %6 = chlo.square %5 : tensor<8x64x16xf32> -> tensor<8x64x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x16xf32>, tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64x1xf32>
    return %14 : tensor<8x64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<f32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x64x1xf32>
    return %2 : tensor<8x64x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<8x16x16xf32>, %arg1: tensor<i32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x16xf32>
    %6 = chlo.square %5 : tensor<8x16x16xf32> -> tensor<8x16x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    return %14 : tensor<8x16x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<f32>) -> tensor<8x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x16x1xf32>
    return %2 : tensor<8x16x1xf32>
  }
  func.func private @_pad_2(%arg0: tensor<8x8x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x10x10x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x10x10x16xf32>
    return %1 : tensor<8x10x10x16xf32>
  }
  func.func private @_var_3(%arg0: tensor<8x16x32xf32>, %arg1: tensor<i32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x32xf32>
    %6 = chlo.square %5 : tensor<8x16x32xf32> -> tensor<8x16x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x32xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    return %14 : tensor<8x16x1xf32>
  }
  func.func private @_resize(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x8x8x32xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.add %0, %1 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.subtract %4, %5 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<8xf32>
    %9 = stablehlo.iota dim = 0 : tensor<4xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<4x8xf32>
    %15 = stablehlo.abs %14 : tensor<4x8xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %17 = stablehlo.divide %15, %16 : tensor<4x8xf32>
    %18 = stablehlo.abs %17 : tensor<4x8xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<4x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %22 = stablehlo.maximum %21, %20 : tensor<4x8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_6) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %25 = stablehlo.abs %24 : tensor<1x8xf32>
    %cst_7 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %27 = stablehlo.compare GT, %25, %26, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %29 = stablehlo.compare NE, %24, %28, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %30 = call @_where_4(%29, %24, %c) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %32 = stablehlo.divide %22, %31 : tensor<4x8xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %33 = call @_where_5(%27, %32, %c_9) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.compare GE, %8, %34, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_11 = stablehlo.constant dense<3.500000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.compare LE, %8, %36, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %38 = stablehlo.and %35, %37 : tensor<8xi1>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1] : (tensor<8xi1>) -> tensor<1x8xi1>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %40 = call @_where_5(%39, %33, %c_12) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %41 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.add %41, %42 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.subtract %45, %46 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.subtract %47, %48 : tensor<8xf32>
    %50 = stablehlo.iota dim = 0 : tensor<4xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x8xf32>
    %55 = stablehlo.subtract %53, %54 : tensor<4x8xf32>
    %56 = stablehlo.abs %55 : tensor<4x8xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<4x8xf32>
    %59 = stablehlo.abs %58 : tensor<4x8xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %61 = stablehlo.subtract %60, %59 : tensor<4x8xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<4x8xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<4x8xf32>, tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %66 = stablehlo.abs %65 : tensor<1x8xf32>
    %cst_21 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %68 = stablehlo.compare GT, %66, %67, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %70 = stablehlo.compare NE, %65, %69, FLOAT : (tensor<1x8xf32>, tensor<1x8xf32>) -> tensor<1x8xi1>
    %c_23 = stablehlo.constant dense<1> : tensor<i32>
    %71 = call @_where_4(%70, %65, %c_23) : (tensor<1x8xi1>, tensor<1x8xf32>, tensor<i32>) -> tensor<1x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<4x8xf32>
    %73 = stablehlo.divide %63, %72 : tensor<4x8xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %74 = call @_where_5(%68, %73, %c_24) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %76 = stablehlo.compare GE, %49, %75, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %cst_26 = stablehlo.constant dense<3.500000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %78 = stablehlo.compare LE, %49, %77, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %79 = stablehlo.and %76, %78 : tensor<8xi1>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<8xi1>) -> tensor<1x8xi1>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %81 = call @_where_5(%80, %74, %c_27) : (tensor<1x8xi1>, tensor<4x8xf32>, tensor<i32>) -> tensor<4x8xf32>
    %82 = stablehlo.dot_general %40, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<4x8xf32>, tensor<8x4x4x32xf32>) -> tensor<8x8x4x32xf32>
    %83 = stablehlo.dot_general %82, %81, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<8x8x4x32xf32>, tensor<4x8xf32>) -> tensor<8x8x32x8xf32>
    %84 = stablehlo.transpose %83, dims = [1, 0, 3, 2] : (tensor<8x8x32x8xf32>) -> tensor<8x8x8x32xf32>
    return %84 : tensor<8x8x8x32xf32>
  }
  func.func private @_where_4(%arg0: tensor<1x8xi1>, %arg1: tensor<1x8xf32>, %arg2: tensor<i32>) -> tensor<1x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x8xi1>, tensor<1x8xf32>
    return %2 : tensor<1x8xf32>
  }
  func.func private @_where_5(%arg0: tensor<1x8xi1>, %arg1: tensor<4x8xf32>, %arg2: tensor<i32>) -> tensor<4x8xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x8xi1>) -> tensor<4x8xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<4x8xi1>, tensor<4x8xf32>
    return %3 : tensor<4x8xf32>
  }
  func.func private @_resize_6(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    return %arg0 : tensor<8x8x8x32xf32>
  }
  func.func private @relu(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x32xf32>
    return %1 : tensor<8x8x8x32xf32>
  }
}
