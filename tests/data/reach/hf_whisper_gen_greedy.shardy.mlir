module @jit_gen attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg48: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg50: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<3x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg56: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg66: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg70: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg72: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg73: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg74: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg76: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg77: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg78: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg81: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg85: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg86: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg89: tensor<8x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x7xi32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<> : tensor<0xf32>
    %cst_0 = stablehlo.constant dense<> : tensor<0xf32>
    %0 = stablehlo.transpose %arg89, dims = [0, 2, 1] : (tensor<8x16x32xf32>) -> tensor<8x32x16xf32>
    %1 = stablehlo.convolution(%0, %arg53) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x16xf32>, tensor<3x16x64xf32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.reshape %arg52 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<8x32x64xf32>
    %7 = stablehlo.negate %4 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<8x32x64xf32>
    %10 = chlo.erfc %9 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<8x32x64xf32>
    %12 = stablehlo.convolution(%11, %arg55) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x64xf32>, tensor<3x64x64xf32>) -> tensor<8x16x64xf32>
    %13 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %15 = stablehlo.add %12, %14 : tensor<8x16x64xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x16x64xf32>
    %18 = stablehlo.negate %15 : tensor<8x16x64xf32>
    %cst_4 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x16x64xf32>
    %21 = chlo.erfc %20 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %22 = stablehlo.multiply %17, %21 : tensor<8x16x64xf32>
    %23 = stablehlo.iota dim = 0 : tensor<16xi32>
    %24 = call @_take(%arg56, %23) : (tensor<16x64xf32>, tensor<16xi32>) -> tensor<16x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<16x64xf32>) -> tensor<1x16x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %27 = stablehlo.add %22, %26 : tensor<8x16x64xf32>
    %28 = chlo.square %27 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%27 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %31 = stablehlo.divide %29, %30 : tensor<8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%28 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8x16xf32>
    %35 = chlo.square %31 : tensor<8x16xf32> -> tensor<8x16xf32>
    %36 = stablehlo.subtract %34, %35 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<8x16xf32>
    %39 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %42 = stablehlo.subtract %27, %41 : tensor<8x16x64xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %44 = stablehlo.add %40, %43 : tensor<8x16x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<8x16x1xf32>
    %46 = stablehlo.reshape %arg73 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x16x64xf32>
    %50 = stablehlo.multiply %42, %49 : tensor<8x16x64xf32>
    %51 = stablehlo.reshape %arg72 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x16x64xf32>
    %54 = stablehlo.dot_general %53, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %55 = stablehlo.reshape %arg68 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x16x64xf32>
    %58 = stablehlo.dot_general %53, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %59 = stablehlo.dot_general %53, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %60 = stablehlo.reshape %arg70 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x16x64xf32>
    %63 = stablehlo.reshape %57 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %64 = stablehlo.reshape %58 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %65 = stablehlo.reshape %62 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.sqrt %cst_11 : tensor<f32>
    %67 = stablehlo.convert %66 : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %69 = stablehlo.divide %63, %68 : tensor<8x16x4x16xf32>
    %70 = stablehlo.dot_general %69, %64, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<8x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %76 = stablehlo.subtract %70, %75 : tensor<8x4x16x16xf32>
    %77 = stablehlo.exponential %76 : tensor<8x4x16x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %81 = stablehlo.divide %77, %80 : tensor<8x4x16x16xf32>
    %82 = stablehlo.dot_general %65, %81, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %83 = stablehlo.transpose %82, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %85 = stablehlo.dot_general %84, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %86 = stablehlo.reshape %arg66 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %88 = stablehlo.add %85, %87 : tensor<8x16x64xf32>
    %89 = stablehlo.add %27, %88 : tensor<8x16x64xf32>
    %90 = chlo.square %89 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%89 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %93 = stablehlo.divide %91, %92 : tensor<8x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%90 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %96 = stablehlo.divide %94, %95 : tensor<8x16xf32>
    %97 = chlo.square %93 : tensor<8x16xf32> -> tensor<8x16xf32>
    %98 = stablehlo.subtract %96, %97 : tensor<8x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %100 = stablehlo.maximum %99, %98 : tensor<8x16xf32>
    %101 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %104 = stablehlo.subtract %89, %103 : tensor<8x16x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %106 = stablehlo.add %102, %105 : tensor<8x16x1xf32>
    %107 = stablehlo.rsqrt %106 : tensor<8x16x1xf32>
    %108 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<8x16x64xf32>
    %112 = stablehlo.multiply %104, %111 : tensor<8x16x64xf32>
    %113 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %115 = stablehlo.add %112, %114 : tensor<8x16x64xf32>
    %116 = stablehlo.dot_general %115, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %117 = stablehlo.reshape %arg59 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %119 = stablehlo.add %116, %118 : tensor<8x16x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x16x128xf32>
    %122 = stablehlo.negate %119 : tensor<8x16x128xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<8x16x128xf32>
    %125 = chlo.erfc %124 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %126 = stablehlo.multiply %121, %125 : tensor<8x16x128xf32>
    %127 = stablehlo.dot_general %126, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %130 = stablehlo.add %127, %129 : tensor<8x16x64xf32>
    %131 = stablehlo.add %89, %130 : tensor<8x16x64xf32>
    %132 = chlo.square %131 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%131 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%132 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x16xf32>
    %139 = chlo.square %135 : tensor<8x16xf32> -> tensor<8x16xf32>
    %140 = stablehlo.subtract %138, %139 : tensor<8x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<8x16xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %146 = stablehlo.subtract %131, %145 : tensor<8x16x64xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<8x16x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x16x1xf32>
    %150 = stablehlo.reshape %arg88 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x16x64xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<8x16x64xf32>
    %155 = stablehlo.reshape %arg87 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x16x64xf32>
    %158 = stablehlo.dot_general %157, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %159 = stablehlo.reshape %arg83 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x16x64xf32>
    %162 = stablehlo.dot_general %157, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %163 = stablehlo.dot_general %157, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %164 = stablehlo.reshape %arg85 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x16x64xf32>
    %167 = stablehlo.reshape %161 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %168 = stablehlo.reshape %162 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %169 = stablehlo.reshape %166 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_29 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %170 = stablehlo.sqrt %cst_29 : tensor<f32>
    %171 = stablehlo.convert %170 : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %173 = stablehlo.divide %167, %172 : tensor<8x16x4x16xf32>
    %174 = stablehlo.dot_general %173, %168, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %177 = stablehlo.maximum %176, %175 : tensor<8x4x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %180 = stablehlo.subtract %174, %179 : tensor<8x4x16x16xf32>
    %181 = stablehlo.exponential %180 : tensor<8x4x16x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %185 = stablehlo.divide %181, %184 : tensor<8x4x16x16xf32>
    %186 = stablehlo.dot_general %169, %185, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %187 = stablehlo.transpose %186, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %188 = stablehlo.reshape %187 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %189 = stablehlo.dot_general %188, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %190 = stablehlo.reshape %arg81 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %192 = stablehlo.add %189, %191 : tensor<8x16x64xf32>
    %193 = stablehlo.add %131, %192 : tensor<8x16x64xf32>
    %194 = chlo.square %193 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%193 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %197 = stablehlo.divide %195, %196 : tensor<8x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.reduce(%194 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %200 = stablehlo.divide %198, %199 : tensor<8x16xf32>
    %201 = chlo.square %197 : tensor<8x16xf32> -> tensor<8x16xf32>
    %202 = stablehlo.subtract %200, %201 : tensor<8x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %204 = stablehlo.maximum %203, %202 : tensor<8x16xf32>
    %205 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %208 = stablehlo.subtract %193, %207 : tensor<8x16x64xf32>
    %cst_38 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %210 = stablehlo.add %206, %209 : tensor<8x16x1xf32>
    %211 = stablehlo.rsqrt %210 : tensor<8x16x1xf32>
    %212 = stablehlo.reshape %arg79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %215 = stablehlo.multiply %213, %214 : tensor<8x16x64xf32>
    %216 = stablehlo.multiply %208, %215 : tensor<8x16x64xf32>
    %217 = stablehlo.reshape %arg78 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %219 = stablehlo.add %216, %218 : tensor<8x16x64xf32>
    %220 = stablehlo.dot_general %219, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %221 = stablehlo.reshape %arg74 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x16x128xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<8x16x128xf32>
    %226 = stablehlo.negate %223 : tensor<8x16x128xf32>
    %cst_40 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %228 = stablehlo.multiply %226, %227 : tensor<8x16x128xf32>
    %229 = chlo.erfc %228 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %230 = stablehlo.multiply %225, %229 : tensor<8x16x128xf32>
    %231 = stablehlo.dot_general %230, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %232 = stablehlo.reshape %arg76 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x16x64xf32>
    %235 = stablehlo.add %193, %234 : tensor<8x16x64xf32>
    %236 = chlo.square %235 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%235 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%236 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %242 = stablehlo.divide %240, %241 : tensor<8x16xf32>
    %243 = chlo.square %239 : tensor<8x16xf32> -> tensor<8x16xf32>
    %244 = stablehlo.subtract %242, %243 : tensor<8x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %246 = stablehlo.maximum %245, %244 : tensor<8x16xf32>
    %247 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %250 = stablehlo.subtract %235, %249 : tensor<8x16x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %252 = stablehlo.add %248, %251 : tensor<8x16x1xf32>
    %253 = stablehlo.rsqrt %252 : tensor<8x16x1xf32>
    %254 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %255 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<8x16x64xf32>
    %258 = stablehlo.multiply %250, %257 : tensor<8x16x64xf32>
    %259 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %261 = stablehlo.add %258, %260 : tensor<8x16x64xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %262 = stablehlo.reshape %c : (tensor<i32>) -> tensor<1x1xi32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 2] : (tensor<1x1xi32>) -> tensor<1x8x1xi32>
    %264 = stablehlo.reshape %263 : (tensor<1x8x1xi32>) -> tensor<8x1xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %265 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<8x7xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %266 = stablehlo.dynamic_update_slice %265, %264, %c_48, %c_49 : (tensor<8x7xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x7xi32>
    %c_50 = stablehlo.constant dense<false> : tensor<i1>
    %267 = stablehlo.broadcast_in_dim %c_50, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %272 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<8x7xi32>
    %273 = stablehlo.iota dim = 0 : tensor<1xi32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %c_57 = stablehlo.constant dense<2> : tensor<i32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %276:69 = stablehlo.while(%iterArg = %272, %iterArg_61 = %261, %iterArg_62 = %arg1, %iterArg_63 = %arg0, %iterArg_64 = %arg27, %iterArg_65 = %arg26, %iterArg_66 = %arg23, %iterArg_67 = %arg22, %iterArg_68 = %arg19, %iterArg_69 = %arg25, %iterArg_70 = %arg24, %iterArg_71 = %arg21, %iterArg_72 = %arg20, %iterArg_73 = %arg12, %iterArg_74 = %arg11, %iterArg_75 = %arg8, %iterArg_76 = %arg7, %iterArg_77 = %arg4, %iterArg_78 = %arg10, %iterArg_79 = %arg9, %iterArg_80 = %arg6, %iterArg_81 = %arg5, %iterArg_82 = %arg18, %iterArg_83 = %arg17, %iterArg_84 = %arg14, %iterArg_85 = %arg13, %iterArg_86 = %arg16, %iterArg_87 = %arg15, %iterArg_88 = %arg51, %iterArg_89 = %arg50, %iterArg_90 = %arg47, %iterArg_91 = %arg46, %iterArg_92 = %arg43, %iterArg_93 = %arg49, %iterArg_94 = %arg48, %iterArg_95 = %arg45, %iterArg_96 = %arg44, %iterArg_97 = %arg36, %iterArg_98 = %arg35, %iterArg_99 = %arg32, %iterArg_100 = %arg31, %iterArg_101 = %arg28, %iterArg_102 = %arg34, %iterArg_103 = %arg33, %iterArg_104 = %arg30, %iterArg_105 = %arg29, %iterArg_106 = %arg42, %iterArg_107 = %arg41, %iterArg_108 = %arg38, %iterArg_109 = %arg37, %iterArg_110 = %arg40, %iterArg_111 = %arg39, %iterArg_112 = %arg3, %iterArg_113 = %arg2, %iterArg_114 = %cst, %iterArg_115 = %cst_0, %iterArg_116 = %c_56, %iterArg_117 = %c_57, %iterArg_118 = %c_58, %iterArg_119 = %266, %iterArg_120 = %264, %iterArg_121 = %267, %iterArg_122 = %275, %iterArg_123 = %c_59, %iterArg_124 = %268, %iterArg_125 = %269, %iterArg_126 = %c_60, %iterArg_127 = %270, %iterArg_128 = %271) : tensor<8x7xi32>, tensor<8x16x64xf32>, tensor<512x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<0xf32>, tensor<0xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x7xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<8x1xi32>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>
    cond {
      %c_129 = stablehlo.constant dense<7> : tensor<i32>
      %277 = stablehlo.compare EQ, %iterArg_118, %c_129, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_130 = stablehlo.constant dense<true> : tensor<i1>
      %278 = stablehlo.reduce(%iterArg_121 init: %c_130) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %c_131 = stablehlo.constant dense<false> : tensor<i1>
      %279 = stablehlo.broadcast_in_dim %c_131, dims = [] : (tensor<i1>) -> tensor<i1>
      %280 = stablehlo.compare NE, %277, %279, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %281 = stablehlo.convert %280 : tensor<i1>
      %282 = stablehlo.or %281, %278 : tensor<i1>
      %283 = stablehlo.not %282 : tensor<i1>
      stablehlo.return %283 : tensor<i1>
    } do {
      %277 = func.call @_take_0(%iterArg_62, %iterArg_120) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
      %278 = func.call @_take_2(%iterArg_63, %iterArg_122) : (tensor<32x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
      %279 = stablehlo.add %277, %278 : tensor<8x1x64xf32>
      %280 = chlo.square %279 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %281 = stablehlo.reduce(%279 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_130 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %283 = stablehlo.divide %281, %282 : tensor<8x1xf32>
      %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %284 = stablehlo.reduce(%280 init: %cst_131) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_132 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %285 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %286 = stablehlo.divide %284, %285 : tensor<8x1xf32>
      %287 = chlo.square %283 : tensor<8x1xf32> -> tensor<8x1xf32>
      %288 = stablehlo.subtract %286, %287 : tensor<8x1xf32>
      %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %290 = stablehlo.maximum %289, %288 : tensor<8x1xf32>
      %291 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %294 = stablehlo.subtract %279, %293 : tensor<8x1x64xf32>
      %cst_134 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %295 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %296 = stablehlo.add %292, %295 : tensor<8x1x1xf32>
      %297 = stablehlo.rsqrt %296 : tensor<8x1x1xf32>
      %298 = stablehlo.reshape %iterArg_64 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %300 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %301 = stablehlo.multiply %299, %300 : tensor<8x1x64xf32>
      %302 = stablehlo.multiply %294, %301 : tensor<8x1x64xf32>
      %303 = stablehlo.reshape %iterArg_65 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %305 = stablehlo.add %302, %304 : tensor<8x1x64xf32>
      %c_135 = stablehlo.constant dense<true> : tensor<i1>
      %306 = stablehlo.broadcast_in_dim %c_135, dims = [] : (tensor<i1>) -> tensor<1x32xi1>
      %307 = stablehlo.iota dim = 0 : tensor<32xi32>
      %308 = stablehlo.broadcast_in_dim %307, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %310 = stablehlo.broadcast_in_dim %308, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %311 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %312 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %313 = stablehlo.compare GE, %311, %312, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %314 = stablehlo.broadcast_in_dim %313, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %315 = stablehlo.dot_general %305, %iterArg_66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %316 = stablehlo.reshape %iterArg_67 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %318 = stablehlo.add %315, %317 : tensor<8x1x64xf32>
      %319 = stablehlo.dot_general %305, %iterArg_68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %320 = stablehlo.dot_general %305, %iterArg_69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %321 = stablehlo.reshape %iterArg_70 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %323 = stablehlo.add %320, %322 : tensor<8x1x64xf32>
      %324 = stablehlo.reshape %318 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %325 = stablehlo.reshape %319 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %326 = stablehlo.reshape %323 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %c_136 = stablehlo.constant dense<0> : tensor<i32>
      %327 = stablehlo.compare LT, %iterArg_123, %c_136, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_137 = stablehlo.constant dense<32> : tensor<i32>
      %328 = stablehlo.add %iterArg_123, %c_137 : tensor<i32>
      %329 = stablehlo.select %327, %328, %iterArg_123 : tensor<i1>, tensor<i32>
      %c_138 = stablehlo.constant dense<0> : tensor<i32>
      %c_139 = stablehlo.constant dense<0> : tensor<i32>
      %c_140 = stablehlo.constant dense<0> : tensor<i32>
      %330 = stablehlo.dynamic_slice %314, %c_138, %c_139, %329, %c_140, sizes = [1, 1, 1, 7] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x7xi1>
      %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x1x1x7xi1>) -> tensor<8x1x1x7xi1>
      %332 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x7xi32>) -> tensor<8x1x1x7xi32>
      %333 = stablehlo.convert %331 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xi32>
      %c_141 = stablehlo.constant dense<0> : tensor<i32>
      %334 = stablehlo.broadcast_in_dim %c_141, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %335 = stablehlo.compare NE, %332, %334, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %c_142 = stablehlo.constant dense<0> : tensor<i32>
      %336 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %337 = stablehlo.compare NE, %333, %336, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %338 = stablehlo.and %335, %337 : tensor<8x1x1x7xi1>
      %339 = stablehlo.convert %338 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %c_143 = stablehlo.constant dense<0> : tensor<i32>
      %340 = stablehlo.compare LT, %iterArg_123, %c_143, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_144 = stablehlo.constant dense<7> : tensor<i32>
      %341 = stablehlo.add %iterArg_123, %c_144 : tensor<i32>
      %342 = stablehlo.select %340, %341, %iterArg_123 : tensor<i1>, tensor<i32>
      %c_145 = stablehlo.constant dense<0> : tensor<i32>
      %c_146 = stablehlo.constant dense<0> : tensor<i32>
      %c_147 = stablehlo.constant dense<0> : tensor<i32>
      %343 = stablehlo.dynamic_update_slice %iterArg_124, %325, %c_145, %342, %c_146, %c_147 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_148 = stablehlo.constant dense<0> : tensor<i32>
      %344 = stablehlo.compare LT, %iterArg_123, %c_148, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_149 = stablehlo.constant dense<7> : tensor<i32>
      %345 = stablehlo.add %iterArg_123, %c_149 : tensor<i32>
      %346 = stablehlo.select %344, %345, %iterArg_123 : tensor<i1>, tensor<i32>
      %c_150 = stablehlo.constant dense<0> : tensor<i32>
      %c_151 = stablehlo.constant dense<0> : tensor<i32>
      %c_152 = stablehlo.constant dense<0> : tensor<i32>
      %347 = stablehlo.dynamic_update_slice %iterArg_125, %326, %c_150, %346, %c_151, %c_152 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_153 = stablehlo.constant dense<1> : tensor<i32>
      %348 = stablehlo.add %iterArg_123, %c_153 : tensor<i32>
      %349 = stablehlo.iota dim = 0 : tensor<7xi32>
      %c_154 = stablehlo.constant dense<1> : tensor<i32>
      %350 = stablehlo.add %iterArg_123, %c_154 : tensor<i32>
      %351 = stablehlo.broadcast_in_dim %350, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %352 = stablehlo.compare LT, %349, %351, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
      %353 = stablehlo.broadcast_in_dim %352, dims = [3] : (tensor<7xi1>) -> tensor<8x1x1x7xi1>
      %354 = stablehlo.convert %353 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %355 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %356 = stablehlo.compare NE, %354, %355, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %357 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %358 = stablehlo.compare NE, %339, %357, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %359 = stablehlo.and %356, %358 : tensor<8x1x1x7xi1>
      %360 = stablehlo.convert %359 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %361 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %362 = stablehlo.compare GT, %360, %361, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %363 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %364 = stablehlo.convert %363 : tensor<8x1x1x7xf32>
      %cst_159 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %365 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %366 = stablehlo.select %362, %364, %365 : tensor<8x1x1x7xi1>, tensor<8x1x1x7xf32>
      %cst_160 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %367 = stablehlo.sqrt %cst_160 : tensor<f32>
      %368 = stablehlo.convert %367 : tensor<f32>
      %369 = stablehlo.broadcast_in_dim %368, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %370 = stablehlo.divide %324, %369 : tensor<8x1x4x16xf32>
      %371 = stablehlo.dot_general %370, %343, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x7x4x16xf32>) -> tensor<8x4x1x7xf32>
      %372 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<8x1x1x7xf32>) -> tensor<8x4x1x7xf32>
      %373 = stablehlo.add %371, %372 : tensor<8x4x1x7xf32>
      %cst_161 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %374 = stablehlo.reduce(%373 init: %cst_161) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %375 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %376 = stablehlo.maximum %375, %374 : tensor<8x4x1xf32>
      %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %379 = stablehlo.subtract %373, %378 : tensor<8x4x1x7xf32>
      %380 = stablehlo.exponential %379 : tensor<8x4x1x7xf32>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %381 = stablehlo.reduce(%380 init: %cst_163) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %384 = stablehlo.divide %380, %383 : tensor<8x4x1x7xf32>
      %385 = stablehlo.dot_general %347, %384, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x7x4x16xf32>, tensor<8x4x1x7xf32>) -> tensor<8x4x16x1xf32>
      %386 = stablehlo.transpose %385, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %387 = stablehlo.reshape %386 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %388 = stablehlo.dot_general %387, %iterArg_71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %389 = stablehlo.reshape %iterArg_72 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %391 = stablehlo.add %388, %390 : tensor<8x1x64xf32>
      %392 = stablehlo.add %279, %391 : tensor<8x1x64xf32>
      %393 = chlo.square %392 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %394 = stablehlo.reduce(%392 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %395 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %396 = stablehlo.divide %394, %395 : tensor<8x1xf32>
      %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %397 = stablehlo.reduce(%393 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_167 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %398 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %399 = stablehlo.divide %397, %398 : tensor<8x1xf32>
      %400 = chlo.square %396 : tensor<8x1xf32> -> tensor<8x1xf32>
      %401 = stablehlo.subtract %399, %400 : tensor<8x1xf32>
      %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %403 = stablehlo.maximum %402, %401 : tensor<8x1xf32>
      %404 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %405 = stablehlo.broadcast_in_dim %403, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %406 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %407 = stablehlo.subtract %392, %406 : tensor<8x1x64xf32>
      %cst_169 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %408 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %409 = stablehlo.add %405, %408 : tensor<8x1x1xf32>
      %410 = stablehlo.rsqrt %409 : tensor<8x1x1xf32>
      %411 = stablehlo.reshape %iterArg_73 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %412 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %413 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %414 = stablehlo.multiply %412, %413 : tensor<8x1x64xf32>
      %415 = stablehlo.multiply %407, %414 : tensor<8x1x64xf32>
      %416 = stablehlo.reshape %iterArg_74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %418 = stablehlo.add %415, %417 : tensor<8x1x64xf32>
      %419 = stablehlo.dot_general %418, %iterArg_75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %420 = stablehlo.reshape %iterArg_76 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %422 = stablehlo.add %419, %421 : tensor<8x1x64xf32>
      %423 = stablehlo.dot_general %iterArg_61, %iterArg_77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %424 = stablehlo.dot_general %iterArg_61, %iterArg_78, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %425 = stablehlo.reshape %iterArg_79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
      %427 = stablehlo.add %424, %426 : tensor<8x16x64xf32>
      %428 = stablehlo.reshape %422 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %429 = stablehlo.reshape %423 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %430 = stablehlo.reshape %427 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %cst_170 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %431 = stablehlo.sqrt %cst_170 : tensor<f32>
      %432 = stablehlo.convert %431 : tensor<f32>
      %433 = stablehlo.broadcast_in_dim %432, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %434 = stablehlo.divide %428, %433 : tensor<8x1x4x16xf32>
      %435 = stablehlo.dot_general %434, %429, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x1x16xf32>
      %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %436 = stablehlo.reduce(%435 init: %cst_171) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %437 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %438 = stablehlo.maximum %437, %436 : tensor<8x4x1xf32>
      %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %441 = stablehlo.subtract %435, %440 : tensor<8x4x1x16xf32>
      %442 = stablehlo.exponential %441 : tensor<8x4x1x16xf32>
      %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %443 = stablehlo.reduce(%442 init: %cst_173) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %446 = stablehlo.divide %442, %445 : tensor<8x4x1x16xf32>
      %447 = stablehlo.dot_general %430, %446, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x1xf32>
      %448 = stablehlo.transpose %447, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %449 = stablehlo.reshape %448 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %450 = stablehlo.dot_general %449, %iterArg_80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %451 = stablehlo.reshape %iterArg_81 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %453 = stablehlo.add %450, %452 : tensor<8x1x64xf32>
      %454 = stablehlo.add %392, %453 : tensor<8x1x64xf32>
      %455 = chlo.square %454 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %456 = stablehlo.reduce(%454 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_175 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %457 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %458 = stablehlo.divide %456, %457 : tensor<8x1xf32>
      %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %459 = stablehlo.reduce(%455 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_177 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %460 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %461 = stablehlo.divide %459, %460 : tensor<8x1xf32>
      %462 = chlo.square %458 : tensor<8x1xf32> -> tensor<8x1xf32>
      %463 = stablehlo.subtract %461, %462 : tensor<8x1xf32>
      %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %464 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %465 = stablehlo.maximum %464, %463 : tensor<8x1xf32>
      %466 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %467 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %468 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %469 = stablehlo.subtract %454, %468 : tensor<8x1x64xf32>
      %cst_179 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %470 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %471 = stablehlo.add %467, %470 : tensor<8x1x1xf32>
      %472 = stablehlo.rsqrt %471 : tensor<8x1x1xf32>
      %473 = stablehlo.reshape %iterArg_82 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %474 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %475 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %476 = stablehlo.multiply %474, %475 : tensor<8x1x64xf32>
      %477 = stablehlo.multiply %469, %476 : tensor<8x1x64xf32>
      %478 = stablehlo.reshape %iterArg_83 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %480 = stablehlo.add %477, %479 : tensor<8x1x64xf32>
      %481 = stablehlo.dot_general %480, %iterArg_84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %482 = stablehlo.reshape %iterArg_85 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %484 = stablehlo.add %481, %483 : tensor<8x1x128xf32>
      %cst_180 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %485 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
      %486 = stablehlo.multiply %485, %484 : tensor<8x1x128xf32>
      %487 = stablehlo.negate %484 : tensor<8x1x128xf32>
      %cst_181 = stablehlo.constant dense<0.707106769> : tensor<f32>
      %488 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
      %489 = stablehlo.multiply %487, %488 : tensor<8x1x128xf32>
      %490 = chlo.erfc %489 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
      %491 = stablehlo.multiply %486, %490 : tensor<8x1x128xf32>
      %492 = stablehlo.dot_general %491, %iterArg_86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
      %493 = stablehlo.reshape %iterArg_87 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %495 = stablehlo.add %492, %494 : tensor<8x1x64xf32>
      %496 = stablehlo.add %454, %495 : tensor<8x1x64xf32>
      %497 = chlo.square %496 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %498 = stablehlo.reduce(%496 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_183 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %499 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %500 = stablehlo.divide %498, %499 : tensor<8x1xf32>
      %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %501 = stablehlo.reduce(%497 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_185 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %502 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %503 = stablehlo.divide %501, %502 : tensor<8x1xf32>
      %504 = chlo.square %500 : tensor<8x1xf32> -> tensor<8x1xf32>
      %505 = stablehlo.subtract %503, %504 : tensor<8x1xf32>
      %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %506 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %507 = stablehlo.maximum %506, %505 : tensor<8x1xf32>
      %508 = stablehlo.broadcast_in_dim %500, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %509 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %510 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %511 = stablehlo.subtract %496, %510 : tensor<8x1x64xf32>
      %cst_187 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %512 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %513 = stablehlo.add %509, %512 : tensor<8x1x1xf32>
      %514 = stablehlo.rsqrt %513 : tensor<8x1x1xf32>
      %515 = stablehlo.reshape %iterArg_88 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %516 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %517 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %518 = stablehlo.multiply %516, %517 : tensor<8x1x64xf32>
      %519 = stablehlo.multiply %511, %518 : tensor<8x1x64xf32>
      %520 = stablehlo.reshape %iterArg_89 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %522 = stablehlo.add %519, %521 : tensor<8x1x64xf32>
      %c_188 = stablehlo.constant dense<true> : tensor<i1>
      %523 = stablehlo.broadcast_in_dim %c_188, dims = [] : (tensor<i1>) -> tensor<1x32xi1>
      %524 = stablehlo.iota dim = 0 : tensor<32xi32>
      %525 = stablehlo.broadcast_in_dim %524, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
      %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
      %527 = stablehlo.broadcast_in_dim %525, dims = [0, 2] : (tensor<1x32xi32>) -> tensor<1x1x32xi32>
      %528 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x32x1xi32>) -> tensor<1x32x32xi32>
      %529 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<1x1x32xi32>) -> tensor<1x32x32xi32>
      %530 = stablehlo.compare GE, %528, %529, SIGNED : (tensor<1x32x32xi32>, tensor<1x32x32xi32>) -> tensor<1x32x32xi1>
      %531 = stablehlo.broadcast_in_dim %530, dims = [0, 2, 3] : (tensor<1x32x32xi1>) -> tensor<1x1x32x32xi1>
      %532 = stablehlo.dot_general %522, %iterArg_90, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %533 = stablehlo.reshape %iterArg_91 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %535 = stablehlo.add %532, %534 : tensor<8x1x64xf32>
      %536 = stablehlo.dot_general %522, %iterArg_92, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %537 = stablehlo.dot_general %522, %iterArg_93, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %538 = stablehlo.reshape %iterArg_94 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %540 = stablehlo.add %537, %539 : tensor<8x1x64xf32>
      %541 = stablehlo.reshape %535 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %542 = stablehlo.reshape %536 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %543 = stablehlo.reshape %540 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %c_189 = stablehlo.constant dense<0> : tensor<i32>
      %544 = stablehlo.compare LT, %iterArg_126, %c_189, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_190 = stablehlo.constant dense<32> : tensor<i32>
      %545 = stablehlo.add %iterArg_126, %c_190 : tensor<i32>
      %546 = stablehlo.select %544, %545, %iterArg_126 : tensor<i1>, tensor<i32>
      %c_191 = stablehlo.constant dense<0> : tensor<i32>
      %c_192 = stablehlo.constant dense<0> : tensor<i32>
      %c_193 = stablehlo.constant dense<0> : tensor<i32>
      %547 = stablehlo.dynamic_slice %531, %c_191, %c_192, %546, %c_193, sizes = [1, 1, 1, 7] : (tensor<1x1x32x32xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x7xi1>
      %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<1x1x1x7xi1>) -> tensor<8x1x1x7xi1>
      %549 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x7xi32>) -> tensor<8x1x1x7xi32>
      %550 = stablehlo.convert %548 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xi32>
      %c_194 = stablehlo.constant dense<0> : tensor<i32>
      %551 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %552 = stablehlo.compare NE, %549, %551, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %c_195 = stablehlo.constant dense<0> : tensor<i32>
      %553 = stablehlo.broadcast_in_dim %c_195, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %554 = stablehlo.compare NE, %550, %553, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %555 = stablehlo.and %552, %554 : tensor<8x1x1x7xi1>
      %556 = stablehlo.convert %555 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %c_196 = stablehlo.constant dense<0> : tensor<i32>
      %557 = stablehlo.compare LT, %iterArg_126, %c_196, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_197 = stablehlo.constant dense<7> : tensor<i32>
      %558 = stablehlo.add %iterArg_126, %c_197 : tensor<i32>
      %559 = stablehlo.select %557, %558, %iterArg_126 : tensor<i1>, tensor<i32>
      %c_198 = stablehlo.constant dense<0> : tensor<i32>
      %c_199 = stablehlo.constant dense<0> : tensor<i32>
      %c_200 = stablehlo.constant dense<0> : tensor<i32>
      %560 = stablehlo.dynamic_update_slice %iterArg_127, %542, %c_198, %559, %c_199, %c_200 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_201 = stablehlo.constant dense<0> : tensor<i32>
      %561 = stablehlo.compare LT, %iterArg_126, %c_201, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_202 = stablehlo.constant dense<7> : tensor<i32>
      %562 = stablehlo.add %iterArg_126, %c_202 : tensor<i32>
      %563 = stablehlo.select %561, %562, %iterArg_126 : tensor<i1>, tensor<i32>
      %c_203 = stablehlo.constant dense<0> : tensor<i32>
      %c_204 = stablehlo.constant dense<0> : tensor<i32>
      %c_205 = stablehlo.constant dense<0> : tensor<i32>
      %564 = stablehlo.dynamic_update_slice %iterArg_128, %543, %c_203, %563, %c_204, %c_205 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_206 = stablehlo.constant dense<1> : tensor<i32>
      %565 = stablehlo.add %iterArg_126, %c_206 : tensor<i32>
      %566 = stablehlo.iota dim = 0 : tensor<7xi32>
      %c_207 = stablehlo.constant dense<1> : tensor<i32>
      %567 = stablehlo.add %iterArg_126, %c_207 : tensor<i32>
      %568 = stablehlo.broadcast_in_dim %567, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %569 = stablehlo.compare LT, %566, %568, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
      %570 = stablehlo.broadcast_in_dim %569, dims = [3] : (tensor<7xi1>) -> tensor<8x1x1x7xi1>
      %571 = stablehlo.convert %570 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %572 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %573 = stablehlo.compare NE, %571, %572, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %574 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %575 = stablehlo.compare NE, %556, %574, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %576 = stablehlo.and %573, %575 : tensor<8x1x1x7xi1>
      %577 = stablehlo.convert %576 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %578 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %579 = stablehlo.compare GT, %577, %578, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %580 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %581 = stablehlo.convert %580 : tensor<8x1x1x7xf32>
      %cst_212 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %582 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %583 = stablehlo.select %579, %581, %582 : tensor<8x1x1x7xi1>, tensor<8x1x1x7xf32>
      %cst_213 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %584 = stablehlo.sqrt %cst_213 : tensor<f32>
      %585 = stablehlo.convert %584 : tensor<f32>
      %586 = stablehlo.broadcast_in_dim %585, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %587 = stablehlo.divide %541, %586 : tensor<8x1x4x16xf32>
      %588 = stablehlo.dot_general %587, %560, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x7x4x16xf32>) -> tensor<8x4x1x7xf32>
      %589 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<8x1x1x7xf32>) -> tensor<8x4x1x7xf32>
      %590 = stablehlo.add %588, %589 : tensor<8x4x1x7xf32>
      %cst_214 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %591 = stablehlo.reduce(%590 init: %cst_214) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_215 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %592 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %593 = stablehlo.maximum %592, %591 : tensor<8x4x1xf32>
      %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %596 = stablehlo.subtract %590, %595 : tensor<8x4x1x7xf32>
      %597 = stablehlo.exponential %596 : tensor<8x4x1x7xf32>
      %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %598 = stablehlo.reduce(%597 init: %cst_216) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %601 = stablehlo.divide %597, %600 : tensor<8x4x1x7xf32>
      %602 = stablehlo.dot_general %564, %601, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x7x4x16xf32>, tensor<8x4x1x7xf32>) -> tensor<8x4x16x1xf32>
      %603 = stablehlo.transpose %602, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %604 = stablehlo.reshape %603 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %605 = stablehlo.dot_general %604, %iterArg_95, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %606 = stablehlo.reshape %iterArg_96 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %608 = stablehlo.add %605, %607 : tensor<8x1x64xf32>
      %609 = stablehlo.add %496, %608 : tensor<8x1x64xf32>
      %610 = chlo.square %609 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %611 = stablehlo.reduce(%609 init: %cst_217) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_218 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %612 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %613 = stablehlo.divide %611, %612 : tensor<8x1xf32>
      %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %614 = stablehlo.reduce(%610 init: %cst_219) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_220 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %615 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %616 = stablehlo.divide %614, %615 : tensor<8x1xf32>
      %617 = chlo.square %613 : tensor<8x1xf32> -> tensor<8x1xf32>
      %618 = stablehlo.subtract %616, %617 : tensor<8x1xf32>
      %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %620 = stablehlo.maximum %619, %618 : tensor<8x1xf32>
      %621 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %622 = stablehlo.broadcast_in_dim %620, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %623 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %624 = stablehlo.subtract %609, %623 : tensor<8x1x64xf32>
      %cst_222 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %625 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %626 = stablehlo.add %622, %625 : tensor<8x1x1xf32>
      %627 = stablehlo.rsqrt %626 : tensor<8x1x1xf32>
      %628 = stablehlo.reshape %iterArg_97 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %629 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %630 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %631 = stablehlo.multiply %629, %630 : tensor<8x1x64xf32>
      %632 = stablehlo.multiply %624, %631 : tensor<8x1x64xf32>
      %633 = stablehlo.reshape %iterArg_98 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %635 = stablehlo.add %632, %634 : tensor<8x1x64xf32>
      %636 = stablehlo.dot_general %635, %iterArg_99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %637 = stablehlo.reshape %iterArg_100 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %639 = stablehlo.add %636, %638 : tensor<8x1x64xf32>
      %640 = stablehlo.dot_general %iterArg_61, %iterArg_101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %641 = stablehlo.dot_general %iterArg_61, %iterArg_102, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %642 = stablehlo.reshape %iterArg_103 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
      %644 = stablehlo.add %641, %643 : tensor<8x16x64xf32>
      %645 = stablehlo.reshape %639 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %646 = stablehlo.reshape %640 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %647 = stablehlo.reshape %644 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %cst_223 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %648 = stablehlo.sqrt %cst_223 : tensor<f32>
      %649 = stablehlo.convert %648 : tensor<f32>
      %650 = stablehlo.broadcast_in_dim %649, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %651 = stablehlo.divide %645, %650 : tensor<8x1x4x16xf32>
      %652 = stablehlo.dot_general %651, %646, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x1x16xf32>
      %cst_224 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %653 = stablehlo.reduce(%652 init: %cst_224) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_225 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %654 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %655 = stablehlo.maximum %654, %653 : tensor<8x4x1xf32>
      %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %658 = stablehlo.subtract %652, %657 : tensor<8x4x1x16xf32>
      %659 = stablehlo.exponential %658 : tensor<8x4x1x16xf32>
      %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %660 = stablehlo.reduce(%659 init: %cst_226) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %661 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %663 = stablehlo.divide %659, %662 : tensor<8x4x1x16xf32>
      %664 = stablehlo.dot_general %647, %663, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x1xf32>
      %665 = stablehlo.transpose %664, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %666 = stablehlo.reshape %665 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %667 = stablehlo.dot_general %666, %iterArg_104, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %668 = stablehlo.reshape %iterArg_105 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %670 = stablehlo.add %667, %669 : tensor<8x1x64xf32>
      %671 = stablehlo.add %609, %670 : tensor<8x1x64xf32>
      %672 = chlo.square %671 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %673 = stablehlo.reduce(%671 init: %cst_227) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_228 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %674 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %675 = stablehlo.divide %673, %674 : tensor<8x1xf32>
      %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %676 = stablehlo.reduce(%672 init: %cst_229) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_230 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %677 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %678 = stablehlo.divide %676, %677 : tensor<8x1xf32>
      %679 = chlo.square %675 : tensor<8x1xf32> -> tensor<8x1xf32>
      %680 = stablehlo.subtract %678, %679 : tensor<8x1xf32>
      %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %681 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %682 = stablehlo.maximum %681, %680 : tensor<8x1xf32>
      %683 = stablehlo.broadcast_in_dim %675, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %684 = stablehlo.broadcast_in_dim %682, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %685 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %686 = stablehlo.subtract %671, %685 : tensor<8x1x64xf32>
      %cst_232 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %687 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %688 = stablehlo.add %684, %687 : tensor<8x1x1xf32>
      %689 = stablehlo.rsqrt %688 : tensor<8x1x1xf32>
      %690 = stablehlo.reshape %iterArg_106 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %691 = stablehlo.broadcast_in_dim %689, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %692 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %693 = stablehlo.multiply %691, %692 : tensor<8x1x64xf32>
      %694 = stablehlo.multiply %686, %693 : tensor<8x1x64xf32>
      %695 = stablehlo.reshape %iterArg_107 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %696 = stablehlo.broadcast_in_dim %695, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %697 = stablehlo.add %694, %696 : tensor<8x1x64xf32>
      %698 = stablehlo.dot_general %697, %iterArg_108, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %699 = stablehlo.reshape %iterArg_109 : (tensor<128xf32>) -> tensor<1x1x128xf32>
      %700 = stablehlo.broadcast_in_dim %699, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
      %701 = stablehlo.add %698, %700 : tensor<8x1x128xf32>
      %cst_233 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %702 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
      %703 = stablehlo.multiply %702, %701 : tensor<8x1x128xf32>
      %704 = stablehlo.negate %701 : tensor<8x1x128xf32>
      %cst_234 = stablehlo.constant dense<0.707106769> : tensor<f32>
      %705 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
      %706 = stablehlo.multiply %704, %705 : tensor<8x1x128xf32>
      %707 = chlo.erfc %706 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
      %708 = stablehlo.multiply %703, %707 : tensor<8x1x128xf32>
      %709 = stablehlo.dot_general %708, %iterArg_110, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
      %710 = stablehlo.reshape %iterArg_111 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %712 = stablehlo.add %709, %711 : tensor<8x1x64xf32>
      %713 = stablehlo.add %671, %712 : tensor<8x1x64xf32>
      %714 = chlo.square %713 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %715 = stablehlo.reduce(%713 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_236 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %716 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %717 = stablehlo.divide %715, %716 : tensor<8x1xf32>
      %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %718 = stablehlo.reduce(%714 init: %cst_237) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_238 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %719 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %720 = stablehlo.divide %718, %719 : tensor<8x1xf32>
      %721 = chlo.square %717 : tensor<8x1xf32> -> tensor<8x1xf32>
      %722 = stablehlo.subtract %720, %721 : tensor<8x1xf32>
      %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %723 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %724 = stablehlo.maximum %723, %722 : tensor<8x1xf32>
      %725 = stablehlo.broadcast_in_dim %717, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %726 = stablehlo.broadcast_in_dim %724, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %727 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %728 = stablehlo.subtract %713, %727 : tensor<8x1x64xf32>
      %cst_240 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %729 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %730 = stablehlo.add %726, %729 : tensor<8x1x1xf32>
      %731 = stablehlo.rsqrt %730 : tensor<8x1x1xf32>
      %732 = stablehlo.reshape %iterArg_112 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %733 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %734 = stablehlo.broadcast_in_dim %732, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %735 = stablehlo.multiply %733, %734 : tensor<8x1x64xf32>
      %736 = stablehlo.multiply %728, %735 : tensor<8x1x64xf32>
      %737 = stablehlo.reshape %iterArg_113 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %739 = stablehlo.add %736, %738 : tensor<8x1x64xf32>
      %740 = stablehlo.transpose %iterArg_62, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %741 = stablehlo.dot_general %739, %740, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
      %742 = stablehlo.reshape %741 : (tensor<8x1x512xf32>) -> tensor<8x512xf32>
      %c_241 = stablehlo.constant dense<0> : tensor<i32>
      %743 = stablehlo.subtract %iterArg_118, %c_241 : tensor<i32>
      %c_242 = stablehlo.constant dense<1> : tensor<i32>
      %c_243 = stablehlo.constant dense<0> : tensor<i32>
      %744 = func.call @clip(%743, %c_242, %c_243) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_244 = stablehlo.constant dense<1> : tensor<i32>
      %745 = stablehlo.subtract %c_244, %744 : tensor<i32>
      %c_245 = stablehlo.constant dense<2> : tensor<i32>
      %746 = stablehlo.broadcast_in_dim %c_245, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_246 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %747 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %748 = "stablehlo.scatter"(%742, %746, %747) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg90: tensor<f32>, %arg91: tensor<f32>):
        stablehlo.return %arg91 : tensor<f32>
      }) : (tensor<8x512xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x512xf32>
      %749 = func.call @_where_3(%745, %748, %742) : (tensor<i32>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
      %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %750 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %751 = stablehlo.compare LT, %iterArg_114, %750, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
      %cst_248 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %752 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %753 = stablehlo.add %iterArg_114, %752 : tensor<0xf32>
      %754 = stablehlo.select %751, %753, %iterArg_114 : tensor<0xi1>, tensor<0xf32>
      %755 = stablehlo.convert %754 : (tensor<0xf32>) -> tensor<0xi32>
      %756 = stablehlo.broadcast_in_dim %755, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
      %c_249 = stablehlo.constant dense<1> : tensor<i32>
      %757 = stablehlo.subtract %iterArg_118, %c_249 : tensor<i32>
      %c_250 = stablehlo.constant dense<0> : tensor<i32>
      %758 = stablehlo.broadcast_in_dim %c_250, dims = [] : (tensor<i32>) -> tensor<i32>
      %759 = stablehlo.compare NE, %757, %758, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %760 = stablehlo.convert %759 : tensor<i1>
      %761 = stablehlo.convert %760 : (tensor<i1>) -> tensor<i32>
      %c_251 = stablehlo.constant dense<1> : tensor<i32>
      %762 = stablehlo.subtract %c_251, %761 : tensor<i32>
      %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %763 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %764 = stablehlo.compare LT, %iterArg_115, %763, FLOAT : (tensor<0xf32>, tensor<0xf32>) -> tensor<0xi1>
      %cst_253 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
      %765 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<0xf32>
      %766 = stablehlo.add %iterArg_115, %765 : tensor<0xf32>
      %767 = stablehlo.select %764, %766, %iterArg_115 : tensor<0xi1>, tensor<0xf32>
      %768 = stablehlo.convert %767 : (tensor<0xf32>) -> tensor<0xi32>
      %769 = stablehlo.broadcast_in_dim %768, dims = [0] : (tensor<0xi32>) -> tensor<0x1xi32>
      %770 = func.call @_where_3(%762, %749, %749) : (tensor<i32>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
      %771 = func.call @argmax(%770) : (tensor<8x512xf32>) -> tensor<8xi32>
      %772 = stablehlo.not %iterArg_121 : tensor<8xi1>
      %773 = stablehlo.convert %772 : (tensor<8xi1>) -> tensor<8xi32>
      %774 = stablehlo.multiply %771, %773 : tensor<8xi32>
      %775 = stablehlo.convert %iterArg_121 : (tensor<8xi1>) -> tensor<8xi32>
      %776 = stablehlo.broadcast_in_dim %iterArg_116, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %777 = stablehlo.multiply %776, %775 : tensor<8xi32>
      %778 = stablehlo.add %774, %777 : tensor<8xi32>
      %779 = stablehlo.broadcast_in_dim %iterArg_117, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %780 = stablehlo.compare EQ, %778, %779, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %781 = stablehlo.or %iterArg_121, %780 : tensor<8xi1>
      %782 = stablehlo.broadcast_in_dim %778, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %c_254 = stablehlo.constant dense<0> : tensor<i32>
      %783 = stablehlo.compare LT, %iterArg_118, %c_254, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %784 = stablehlo.convert %iterArg_118 : tensor<i32>
      %c_255 = stablehlo.constant dense<7> : tensor<i32>
      %785 = stablehlo.add %784, %c_255 : tensor<i32>
      %786 = stablehlo.select %783, %785, %iterArg_118 : tensor<i1>, tensor<i32>
      %c_256 = stablehlo.constant dense<0> : tensor<i32>
      %787 = stablehlo.dynamic_update_slice %iterArg_119, %782, %c_256, %786 : (tensor<8x7xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x7xi32>
      %c_257 = stablehlo.constant dense<1> : tensor<i32>
      %788 = stablehlo.broadcast_in_dim %c_257, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %789 = stablehlo.add %iterArg_122, %788 : tensor<8x1xi32>
      %c_258 = stablehlo.constant dense<1> : tensor<i32>
      %790 = stablehlo.add %iterArg_118, %c_258 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %iterArg_88, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %iterArg_94, %iterArg_95, %iterArg_96, %iterArg_97, %iterArg_98, %iterArg_99, %iterArg_100, %iterArg_101, %iterArg_102, %iterArg_103, %iterArg_104, %iterArg_105, %iterArg_106, %iterArg_107, %iterArg_108, %iterArg_109, %iterArg_110, %iterArg_111, %iterArg_112, %iterArg_113, %iterArg_114, %iterArg_115, %iterArg_116, %iterArg_117, %790, %787, %782, %781, %789, %348, %343, %347, %565, %560, %564 : tensor<8x7xi32>, tensor<8x16x64xf32>, tensor<512x64xf32>, tensor<32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<0xf32>, tensor<0xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x7xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<8x1xi32>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>
    }
    return %276#59 : tensor<8x7xi32>
  }
  func.func private @_take(%arg0: tensor<16x64xf32>, %arg1: tensor<16xi32>) -> tensor<16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<16xi1>, tensor<16xi32>, tensor<16xi32>) -> tensor<16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x1xi32>, tensor<16x1xi32>) -> tensor<16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<16x1xi1>, tensor<i1>) -> tensor<16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<16x64xf32>, tensor<16x1xi32>) -> tensor<16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<16xi1>) -> tensor<16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x64xi1>, tensor<16x64xf32>
    return %16 : tensor<16x64xf32>
  }
  func.func private @_where(%arg0: tensor<16xi1>, %arg1: tensor<16xi32>, %arg2: tensor<16xi32>) -> tensor<16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16xi1>, tensor<16xi32>
    return %0 : tensor<16xi32>
  }
  func.func private @_take_0(%arg0: tensor<512x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
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
  func.func private @_where_1(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_take_2(%arg0: tensor<32x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<32x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x64xi1>, tensor<8x1x64xf32>
    return %16 : tensor<8x1x64xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg1, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_3(%arg0: tensor<i32>, %arg1: tensor<8x512xf32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<8x512xf32>
    return %1 : tensor<8x512xf32>
  }
  func.func private @argmax(%arg0: tensor<8x512xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x512xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x512xf32>, tensor<8x512xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
