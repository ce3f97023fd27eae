module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x80x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg38: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg39: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg41: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg42: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg43: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg48: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg50: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg51: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg52: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg53: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg57: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg59: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg63: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg64: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg65: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg66: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg67: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg72: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg73: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg74: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg75: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg76: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg77: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg81: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg86: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg89: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg90: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg91: tensor<8x64x80xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<8x32x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = stablehlo.convolution(%arg91, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x80xf32>, tensor<3x80x64xf32>) -> tensor<8x64x64xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x64x64xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x64x64xf32>
    %6 = stablehlo.negate %3 : tensor<8x64x64xf32>
    %cst_0 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<8x64x64xf32>
    %9 = chlo.erfc %8 : tensor<8x64x64xf32> -> tensor<8x64x64xf32>
    %10 = stablehlo.multiply %5, %9 : tensor<8x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @_pad(%10, %c) : (tensor<8x64x64xf32>, tensor<i32>) -> tensor<8x66x64xf32>
    %12 = stablehlo.convolution(%11, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x66x64xf32>, tensor<3x64x64xf32>) -> tensor<8x32x64xf32>
    %13 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %15 = stablehlo.add %12, %14 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x32x64xf32>
    %18 = stablehlo.negate %15 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x32x64xf32>
    %21 = chlo.erfc %20 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<8x32x64xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.dynamic_slice %arg88, %c_3, %c_4, sizes = [32, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x32x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %30 = call @_var(%25, %c_7) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %31 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %34 = stablehlo.add %30, %33 : tensor<8x32x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x32x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<8x32x64xf32>
    %39 = stablehlo.negate %29 : tensor<8x32x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %41 = stablehlo.multiply %40, %38 : tensor<8x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x32x64xf32>
    %44 = stablehlo.multiply %25, %38 : tensor<8x32x64xf32>
    %45 = stablehlo.add %44, %43 : tensor<8x32x64xf32>
    %46 = stablehlo.dot_general %45, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x32x4x16xf32>
    %50 = stablehlo.dot_general %45, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %51 = stablehlo.dot_general %45, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x32x4x16xf32>
    %55 = stablehlo.reshape %49 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %56 = stablehlo.dot_general %55, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_9 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<8x4x32x1x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_10) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %61 = stablehlo.maximum %60, %59 : tensor<8x4x32x1xf32>
    %62 = stablehlo.transpose %61, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %64 = stablehlo.transpose %58, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %66 = stablehlo.subtract %64, %65 : tensor<1x8x4x32x32xf32>
    %67 = stablehlo.exponential %66 : tensor<1x8x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_12) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %71 = stablehlo.divide %67, %70 : tensor<1x8x4x32x32xf32>
    %72 = stablehlo.dot_general %54, %71, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %73 = stablehlo.transpose %72, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %74 = stablehlo.transpose %73, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %76 = stablehlo.dot_general %75, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %77 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %79 = stablehlo.add %76, %78 : tensor<8x32x64xf32>
    %80 = stablehlo.add %79, %25 : tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %84 = stablehlo.divide %82, %83 : tensor<8x32x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_var(%80, %c_15) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %86 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %87 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %89 = stablehlo.add %85, %88 : tensor<8x32x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<8x32x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<8x32x64xf32>
    %94 = stablehlo.negate %84 : tensor<8x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %96 = stablehlo.multiply %95, %93 : tensor<8x32x64xf32>
    %97 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %98 = stablehlo.add %96, %97 : tensor<8x32x64xf32>
    %99 = stablehlo.multiply %80, %93 : tensor<8x32x64xf32>
    %100 = stablehlo.add %99, %98 : tensor<8x32x64xf32>
    %101 = stablehlo.dot_general %100, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %102 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %104 = stablehlo.add %101, %103 : tensor<8x32x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x32x128xf32>
    %107 = stablehlo.negate %104 : tensor<8x32x128xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<8x32x128xf32>
    %110 = chlo.erfc %109 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %111 = stablehlo.multiply %106, %110 : tensor<8x32x128xf32>
    %112 = stablehlo.dot_general %111, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %115 = stablehlo.add %112, %114 : tensor<8x32x64xf32>
    %116 = stablehlo.add %115, %80 : tensor<8x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x32x1xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %121 = call @_var(%116, %c_21) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %122 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %123 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %125 = stablehlo.add %121, %124 : tensor<8x32x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<8x32x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %128 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<8x32x64xf32>
    %130 = stablehlo.negate %120 : tensor<8x32x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %132 = stablehlo.multiply %131, %129 : tensor<8x32x64xf32>
    %133 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x32x64xf32>
    %135 = stablehlo.multiply %116, %129 : tensor<8x32x64xf32>
    %136 = stablehlo.add %135, %134 : tensor<8x32x64xf32>
    %137 = stablehlo.dot_general %136, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %140 = stablehlo.add %137, %139 : tensor<8x32x4x16xf32>
    %141 = stablehlo.dot_general %136, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %142 = stablehlo.dot_general %136, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %143 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %145 = stablehlo.add %142, %144 : tensor<8x32x4x16xf32>
    %146 = stablehlo.reshape %140 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %147 = stablehlo.dot_general %146, %141, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_23 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %149 = stablehlo.multiply %147, %148 : tensor<8x4x32x1x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_24) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %152 = stablehlo.maximum %151, %150 : tensor<8x4x32x1xf32>
    %153 = stablehlo.transpose %152, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %155 = stablehlo.transpose %149, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %157 = stablehlo.subtract %155, %156 : tensor<1x8x4x32x32xf32>
    %158 = stablehlo.exponential %157 : tensor<1x8x4x32x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_26) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %162 = stablehlo.divide %158, %161 : tensor<1x8x4x32x32xf32>
    %163 = stablehlo.dot_general %145, %162, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %164 = stablehlo.transpose %163, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %165 = stablehlo.transpose %164, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %167 = stablehlo.dot_general %166, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %168 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.add %167, %169 : tensor<8x32x64xf32>
    %171 = stablehlo.add %170, %116 : tensor<8x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %175 = stablehlo.divide %173, %174 : tensor<8x32x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %176 = call @_var(%171, %c_29) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %177 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %178 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %180 = stablehlo.add %176, %179 : tensor<8x32x1xf32>
    %181 = stablehlo.rsqrt %180 : tensor<8x32x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %183 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %184 = stablehlo.multiply %182, %183 : tensor<8x32x64xf32>
    %185 = stablehlo.negate %175 : tensor<8x32x1xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %187 = stablehlo.multiply %186, %184 : tensor<8x32x64xf32>
    %188 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %189 = stablehlo.add %187, %188 : tensor<8x32x64xf32>
    %190 = stablehlo.multiply %171, %184 : tensor<8x32x64xf32>
    %191 = stablehlo.add %190, %189 : tensor<8x32x64xf32>
    %192 = stablehlo.dot_general %191, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %193 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %195 = stablehlo.add %192, %194 : tensor<8x32x128xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %197 = stablehlo.multiply %196, %195 : tensor<8x32x128xf32>
    %198 = stablehlo.negate %195 : tensor<8x32x128xf32>
    %cst_32 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %200 = stablehlo.multiply %198, %199 : tensor<8x32x128xf32>
    %201 = chlo.erfc %200 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %202 = stablehlo.multiply %197, %201 : tensor<8x32x128xf32>
    %203 = stablehlo.dot_general %202, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %204 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<8x32x64xf32>
    %207 = stablehlo.add %206, %171 : tensor<8x32x64xf32>
    %208 = call @_take(%arg36, %arg90) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %209 = stablehlo.dynamic_slice %arg37, %c_33, %c_34, sizes = [32, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %211 = stablehlo.add %208, %210 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%207 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8x32x1xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %216 = call @_var(%207, %c_37) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %217 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %218 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_38 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %220 = stablehlo.add %216, %219 : tensor<8x32x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<8x32x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %223 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<8x32x64xf32>
    %225 = stablehlo.negate %215 : tensor<8x32x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %227 = stablehlo.multiply %226, %224 : tensor<8x32x64xf32>
    %228 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %229 = stablehlo.add %227, %228 : tensor<8x32x64xf32>
    %230 = stablehlo.multiply %207, %224 : tensor<8x32x64xf32>
    %231 = stablehlo.add %230, %229 : tensor<8x32x64xf32>
    %232 = stablehlo.broadcast_in_dim %arg89, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %233 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %235 = stablehlo.add %233, %234 : tensor<32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %237 = stablehlo.iota dim = 0 : tensor<32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %240 = stablehlo.broadcast_in_dim %238, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %241 = stablehlo.compare GE, %239, %240, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %242 = stablehlo.broadcast_in_dim %241, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %244 = stablehlo.convert %243 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %245 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %246 = stablehlo.minimum %245, %244 : tensor<8x32x32xi32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%211 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<8x32x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %251 = call @_var(%211, %c_42) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %252 = stablehlo.reshape %arg45 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %255 = stablehlo.add %251, %254 : tensor<8x32x1xf32>
    %256 = stablehlo.rsqrt %255 : tensor<8x32x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %258 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %259 = stablehlo.multiply %257, %258 : tensor<8x32x64xf32>
    %260 = stablehlo.negate %250 : tensor<8x32x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %262 = stablehlo.multiply %261, %259 : tensor<8x32x64xf32>
    %263 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %264 = stablehlo.add %262, %263 : tensor<8x32x64xf32>
    %265 = stablehlo.multiply %211, %259 : tensor<8x32x64xf32>
    %266 = stablehlo.add %265, %264 : tensor<8x32x64xf32>
    %267 = stablehlo.dot_general %266, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %268 = stablehlo.broadcast_in_dim %arg39, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %270 = stablehlo.add %267, %269 : tensor<8x32x4x16xf32>
    %271 = stablehlo.dot_general %266, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %272 = stablehlo.dot_general %266, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %273 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %275 = stablehlo.add %272, %274 : tensor<8x32x4x16xf32>
    %276 = stablehlo.broadcast_in_dim %246, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %277 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %278 = stablehlo.compare NE, %276, %277, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %279 = stablehlo.convert %278 : tensor<8x1x32x32xi1>
    %280 = stablehlo.reshape %270 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %281 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %282 = stablehlo.dot_general %280, %271, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_45 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %284 = stablehlo.multiply %282, %283 : tensor<8x4x32x1x32xf32>
    %c_46 = stablehlo.constant dense<true> : tensor<i1>
    %285 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %286 = stablehlo.broadcast_in_dim %285, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %287 = stablehlo.transpose %281, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %289 = stablehlo.and %286, %288 : tensor<1x8x4x32x32xi1>
    %cst_47 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %290 = call @_where_1(%289, %284, %cst_47) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_48) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %293 = stablehlo.maximum %292, %291 : tensor<1x8x4x32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %296 = stablehlo.subtract %290, %295 : tensor<1x8x4x32x32xf32>
    %297 = stablehlo.exponential %296 : tensor<1x8x4x32x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_50) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %301 = stablehlo.divide %297, %300 : tensor<1x8x4x32x32xf32>
    %302 = stablehlo.dot_general %275, %301, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %303 = stablehlo.transpose %302, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %304 = stablehlo.transpose %303, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %305 = stablehlo.reshape %304 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %306 = stablehlo.dot_general %305, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %307 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %309 = stablehlo.add %306, %308 : tensor<8x32x64xf32>
    %310 = stablehlo.add %309, %211 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%310 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %314 = stablehlo.divide %312, %313 : tensor<8x32x1xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %315 = call @_var(%310, %c_53) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %316 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %317 = stablehlo.reshape %arg55 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %319 = stablehlo.add %315, %318 : tensor<8x32x1xf32>
    %320 = stablehlo.rsqrt %319 : tensor<8x32x1xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %322 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<8x32x64xf32>
    %324 = stablehlo.negate %314 : tensor<8x32x1xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %326 = stablehlo.multiply %325, %323 : tensor<8x32x64xf32>
    %327 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %328 = stablehlo.add %326, %327 : tensor<8x32x64xf32>
    %329 = stablehlo.multiply %310, %323 : tensor<8x32x64xf32>
    %330 = stablehlo.add %329, %328 : tensor<8x32x64xf32>
    %331 = stablehlo.dot_general %330, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %332 = stablehlo.broadcast_in_dim %arg48, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %334 = stablehlo.add %331, %333 : tensor<8x32x4x16xf32>
    %335 = stablehlo.dot_general %231, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %336 = stablehlo.dot_general %231, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %337 = stablehlo.broadcast_in_dim %arg51, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %339 = stablehlo.add %336, %338 : tensor<8x32x4x16xf32>
    %340 = stablehlo.reshape %334 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %341 = stablehlo.dot_general %340, %335, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_55 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %343 = stablehlo.multiply %341, %342 : tensor<8x4x32x1x32xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_56) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %346 = stablehlo.maximum %345, %344 : tensor<8x4x32x1xf32>
    %347 = stablehlo.transpose %346, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %349 = stablehlo.transpose %343, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %351 = stablehlo.subtract %349, %350 : tensor<1x8x4x32x32xf32>
    %352 = stablehlo.exponential %351 : tensor<1x8x4x32x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_58) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %356 = stablehlo.divide %352, %355 : tensor<1x8x4x32x32xf32>
    %357 = stablehlo.dot_general %339, %356, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %358 = stablehlo.transpose %357, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %359 = stablehlo.transpose %358, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %361 = stablehlo.dot_general %360, %arg52, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %362 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %364 = stablehlo.add %361, %363 : tensor<8x32x64xf32>
    %365 = stablehlo.add %364, %310 : tensor<8x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %369 = stablehlo.divide %367, %368 : tensor<8x32x1xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %370 = call @_var(%365, %c_61) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %371 = stablehlo.reshape %arg60 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %372 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %374 = stablehlo.add %370, %373 : tensor<8x32x1xf32>
    %375 = stablehlo.rsqrt %374 : tensor<8x32x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %377 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %378 = stablehlo.multiply %376, %377 : tensor<8x32x64xf32>
    %379 = stablehlo.negate %369 : tensor<8x32x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %381 = stablehlo.multiply %380, %378 : tensor<8x32x64xf32>
    %382 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %383 = stablehlo.add %381, %382 : tensor<8x32x64xf32>
    %384 = stablehlo.multiply %365, %378 : tensor<8x32x64xf32>
    %385 = stablehlo.add %384, %383 : tensor<8x32x64xf32>
    %386 = stablehlo.dot_general %385, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %387 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %389 = stablehlo.add %386, %388 : tensor<8x32x128xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %391 = stablehlo.multiply %390, %389 : tensor<8x32x128xf32>
    %392 = stablehlo.negate %389 : tensor<8x32x128xf32>
    %cst_64 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %394 = stablehlo.multiply %392, %393 : tensor<8x32x128xf32>
    %395 = chlo.erfc %394 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %396 = stablehlo.multiply %391, %395 : tensor<8x32x128xf32>
    %397 = stablehlo.dot_general %396, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %398 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %400 = stablehlo.add %397, %399 : tensor<8x32x64xf32>
    %401 = stablehlo.add %400, %365 : tensor<8x32x64xf32>
    %402 = stablehlo.broadcast_in_dim %arg89, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %403 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %405 = stablehlo.add %403, %404 : tensor<32xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %407 = stablehlo.iota dim = 0 : tensor<32xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %409 = stablehlo.broadcast_in_dim %406, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %410 = stablehlo.broadcast_in_dim %408, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %411 = stablehlo.compare GE, %409, %410, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %412 = stablehlo.broadcast_in_dim %411, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %414 = stablehlo.convert %413 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %415 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %416 = stablehlo.minimum %415, %414 : tensor<8x32x32xi32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%401 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_67 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %420 = stablehlo.divide %418, %419 : tensor<8x32x1xf32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %421 = call @_var(%401, %c_68) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %422 = stablehlo.reshape %arg69 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %423 = stablehlo.reshape %arg70 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_69 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %425 = stablehlo.add %421, %424 : tensor<8x32x1xf32>
    %426 = stablehlo.rsqrt %425 : tensor<8x32x1xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %428 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %429 = stablehlo.multiply %427, %428 : tensor<8x32x64xf32>
    %430 = stablehlo.negate %420 : tensor<8x32x1xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %432 = stablehlo.multiply %431, %429 : tensor<8x32x64xf32>
    %433 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %434 = stablehlo.add %432, %433 : tensor<8x32x64xf32>
    %435 = stablehlo.multiply %401, %429 : tensor<8x32x64xf32>
    %436 = stablehlo.add %435, %434 : tensor<8x32x64xf32>
    %437 = stablehlo.dot_general %436, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %438 = stablehlo.broadcast_in_dim %arg63, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %440 = stablehlo.add %437, %439 : tensor<8x32x4x16xf32>
    %441 = stablehlo.dot_general %436, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %442 = stablehlo.dot_general %436, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %443 = stablehlo.broadcast_in_dim %arg66, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %445 = stablehlo.add %442, %444 : tensor<8x32x4x16xf32>
    %446 = stablehlo.broadcast_in_dim %416, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %447 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %448 = stablehlo.compare NE, %446, %447, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %449 = stablehlo.convert %448 : tensor<8x1x32x32xi1>
    %450 = stablehlo.reshape %440 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %451 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %452 = stablehlo.dot_general %450, %441, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_71 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %454 = stablehlo.multiply %452, %453 : tensor<8x4x32x1x32xf32>
    %c_72 = stablehlo.constant dense<true> : tensor<i1>
    %455 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %456 = stablehlo.broadcast_in_dim %455, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %457 = stablehlo.transpose %451, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %459 = stablehlo.and %456, %458 : tensor<1x8x4x32x32xi1>
    %cst_73 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %460 = call @_where_1(%459, %454, %cst_73) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %461 = stablehlo.reduce(%460 init: %cst_74) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %463 = stablehlo.maximum %462, %461 : tensor<1x8x4x32xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %465 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %466 = stablehlo.subtract %460, %465 : tensor<1x8x4x32x32xf32>
    %467 = stablehlo.exponential %466 : tensor<1x8x4x32x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_76) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %471 = stablehlo.divide %467, %470 : tensor<1x8x4x32x32xf32>
    %472 = stablehlo.dot_general %445, %471, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %473 = stablehlo.transpose %472, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %474 = stablehlo.transpose %473, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %475 = stablehlo.reshape %474 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %476 = stablehlo.dot_general %475, %arg67, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %477 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %479 = stablehlo.add %476, %478 : tensor<8x32x64xf32>
    %480 = stablehlo.add %479, %401 : tensor<8x32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %481 = stablehlo.reduce(%480 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_78 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %484 = stablehlo.divide %482, %483 : tensor<8x32x1xf32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %485 = call @_var(%480, %c_79) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %486 = stablehlo.reshape %arg78 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %487 = stablehlo.reshape %arg79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_80 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %489 = stablehlo.add %485, %488 : tensor<8x32x1xf32>
    %490 = stablehlo.rsqrt %489 : tensor<8x32x1xf32>
    %491 = stablehlo.broadcast_in_dim %490, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %492 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %493 = stablehlo.multiply %491, %492 : tensor<8x32x64xf32>
    %494 = stablehlo.negate %484 : tensor<8x32x1xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %496 = stablehlo.multiply %495, %493 : tensor<8x32x64xf32>
    %497 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %498 = stablehlo.add %496, %497 : tensor<8x32x64xf32>
    %499 = stablehlo.multiply %480, %493 : tensor<8x32x64xf32>
    %500 = stablehlo.add %499, %498 : tensor<8x32x64xf32>
    %501 = stablehlo.dot_general %500, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %502 = stablehlo.broadcast_in_dim %arg72, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %504 = stablehlo.add %501, %503 : tensor<8x32x4x16xf32>
    %505 = stablehlo.dot_general %231, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %506 = stablehlo.dot_general %231, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %507 = stablehlo.broadcast_in_dim %arg75, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %509 = stablehlo.add %506, %508 : tensor<8x32x4x16xf32>
    %510 = stablehlo.reshape %504 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %511 = stablehlo.dot_general %510, %505, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_81 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %513 = stablehlo.multiply %511, %512 : tensor<8x4x32x1x32xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_82) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %516 = stablehlo.maximum %515, %514 : tensor<8x4x32x1xf32>
    %517 = stablehlo.transpose %516, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %519 = stablehlo.transpose %513, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %520 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %521 = stablehlo.subtract %519, %520 : tensor<1x8x4x32x32xf32>
    %522 = stablehlo.exponential %521 : tensor<1x8x4x32x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%522 init: %cst_84) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %525 = stablehlo.broadcast_in_dim %524, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %526 = stablehlo.divide %522, %525 : tensor<1x8x4x32x32xf32>
    %527 = stablehlo.dot_general %509, %526, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %528 = stablehlo.transpose %527, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %529 = stablehlo.transpose %528, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %530 = stablehlo.reshape %529 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %531 = stablehlo.dot_general %530, %arg76, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %532 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %534 = stablehlo.add %531, %533 : tensor<8x32x64xf32>
    %535 = stablehlo.add %534, %480 : tensor<8x32x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_85) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_86 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %539 = stablehlo.divide %537, %538 : tensor<8x32x1xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %540 = call @_var(%535, %c_87) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %541 = stablehlo.reshape %arg84 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %542 = stablehlo.reshape %arg85 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_88 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %544 = stablehlo.add %540, %543 : tensor<8x32x1xf32>
    %545 = stablehlo.rsqrt %544 : tensor<8x32x1xf32>
    %546 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %547 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<8x32x64xf32>
    %549 = stablehlo.negate %539 : tensor<8x32x1xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %551 = stablehlo.multiply %550, %548 : tensor<8x32x64xf32>
    %552 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %553 = stablehlo.add %551, %552 : tensor<8x32x64xf32>
    %554 = stablehlo.multiply %535, %548 : tensor<8x32x64xf32>
    %555 = stablehlo.add %554, %553 : tensor<8x32x64xf32>
    %556 = stablehlo.dot_general %555, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %557 = stablehlo.broadcast_in_dim %arg81, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %559 = stablehlo.add %556, %558 : tensor<8x32x128xf32>
    %cst_89 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %560 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %561 = stablehlo.multiply %560, %559 : tensor<8x32x128xf32>
    %562 = stablehlo.negate %559 : tensor<8x32x128xf32>
    %cst_90 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %564 = stablehlo.multiply %562, %563 : tensor<8x32x128xf32>
    %565 = chlo.erfc %564 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %566 = stablehlo.multiply %561, %565 : tensor<8x32x128xf32>
    %567 = stablehlo.dot_general %566, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %568 = stablehlo.broadcast_in_dim %arg83, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %570 = stablehlo.add %567, %569 : tensor<8x32x64xf32>
    %571 = stablehlo.add %570, %535 : tensor<8x32x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%571 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_92 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %575 = stablehlo.divide %573, %574 : tensor<8x32x1xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %576 = call @_var(%571, %c_93) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %577 = stablehlo.reshape %arg86 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %578 = stablehlo.reshape %arg87 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_94 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %580 = stablehlo.add %576, %579 : tensor<8x32x1xf32>
    %581 = stablehlo.rsqrt %580 : tensor<8x32x1xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %583 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %584 = stablehlo.multiply %582, %583 : tensor<8x32x64xf32>
    %585 = stablehlo.negate %575 : tensor<8x32x1xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %587 = stablehlo.multiply %586, %584 : tensor<8x32x64xf32>
    %588 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %589 = stablehlo.add %587, %588 : tensor<8x32x64xf32>
    %590 = stablehlo.multiply %571, %584 : tensor<8x32x64xf32>
    %591 = stablehlo.add %590, %589 : tensor<8x32x64xf32>
    return %591, %231 : tensor<8x32x64xf32>, tensor<8x32x64xf32>
  }
  func.func private @_pad(%arg0: tensor<8x64x64xf32>, %arg1: tensor<i32>) -> tensor<8x66x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x66x64xf32>
    return %1 : tensor<8x66x64xf32>
  }
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
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
  func.func private @_where_0(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_1(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
}
