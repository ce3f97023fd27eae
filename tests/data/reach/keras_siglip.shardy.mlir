module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg24: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg38: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg39: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg41: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg42: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg43: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg44: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg51: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg53: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg54: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg55: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg56: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg57: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg58: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg59: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg60: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg65: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg67: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg71: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg72: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg73: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg74: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg75: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg76: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg77: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg81: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg86: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg89: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg90: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg91: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg92: tensor<1x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg93: tensor<1x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg94: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg95: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x8xf32> {jax.result_info = "result['text_logits']"}, tensor<8x8xf32> {jax.result_info = "result['vision_logits']"}) {
    %0 = stablehlo.convolution(%arg94, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x4x4x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %5 = call @_take(%arg2, %arg92) : (tensor<16x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x16x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %12 = call @_var(%7, %c) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %13 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x16x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8x16x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %19 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<8x16x64xf32>
    %21 = stablehlo.negate %11 : tensor<8x16x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<8x16x64xf32>
    %24 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %25 = stablehlo.add %23, %24 : tensor<8x16x64xf32>
    %26 = stablehlo.multiply %7, %20 : tensor<8x16x64xf32>
    %27 = stablehlo.add %26, %25 : tensor<8x16x64xf32>
    %28 = stablehlo.dot_general %27, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x16x4x16xf32>
    %32 = stablehlo.dot_general %27, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x16x4x16xf32>
    %36 = stablehlo.dot_general %27, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x16x4x16xf32>
    %40 = stablehlo.reshape %31 : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %41 = stablehlo.dot_general %40, %35, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x1x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x1x16xf32>
    %cst_2 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x16x1x16xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<8x4x16x1x16xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_3) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x16x1x16xf32>, tensor<f32>) -> tensor<8x4x16x1xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<8x4x16x1xf32>
    %47 = stablehlo.transpose %46, dims = [3, 0, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<1x8x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %49 = stablehlo.transpose %43, dims = [3, 0, 1, 2, 4] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x4x16x16xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %51 = stablehlo.subtract %49, %50 : tensor<1x8x4x16x16xf32>
    %52 = stablehlo.exponential %51 : tensor<1x8x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_5) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x16x16xf32>, tensor<f32>) -> tensor<1x8x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %56 = stablehlo.divide %52, %55 : tensor<1x8x4x16x16xf32>
    %57 = stablehlo.dot_general %39, %56, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x1x16xf32>
    %58 = stablehlo.transpose %57, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x16x4x16xf32>
    %59 = stablehlo.transpose %58, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x16x4x1x16xf32>) -> tensor<8x16x4x16xf32>
    %61 = stablehlo.dot_general %60, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x16x64xf32>
    %65 = stablehlo.add %7, %64 : tensor<8x16x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x16x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %70 = call @_var(%65, %c_8) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %71 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %74 = stablehlo.add %70, %73 : tensor<8x16x1xf32>
    %75 = stablehlo.rsqrt %74 : tensor<8x16x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %77 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<8x16x64xf32>
    %79 = stablehlo.negate %69 : tensor<8x16x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<8x16x64xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %83 = stablehlo.add %81, %82 : tensor<8x16x64xf32>
    %84 = stablehlo.multiply %65, %78 : tensor<8x16x64xf32>
    %85 = stablehlo.add %84, %83 : tensor<8x16x64xf32>
    %86 = stablehlo.dot_general %85, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %87 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %89 = stablehlo.add %86, %88 : tensor<8x16x128xf32>
    %90 = stablehlo.multiply %89, %89 : tensor<8x16x128xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x16x128xf32>
    %cst_10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x16x128xf32>
    %94 = stablehlo.add %89, %93 : tensor<8x16x128xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %96 = stablehlo.multiply %95, %94 : tensor<8x16x128xf32>
    %97 = stablehlo.tanh %96 : tensor<8x16x128xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %99 = stablehlo.add %98, %97 : tensor<8x16x128xf32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<8x16x128xf32>
    %102 = stablehlo.multiply %89, %101 : tensor<8x16x128xf32>
    %103 = stablehlo.dot_general %102, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x16x64xf32>
    %107 = stablehlo.add %65, %106 : tensor<8x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %111 = stablehlo.divide %109, %110 : tensor<8x16x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %112 = call @_var(%107, %c_16) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %113 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %116 = stablehlo.add %112, %115 : tensor<8x16x1xf32>
    %117 = stablehlo.rsqrt %116 : tensor<8x16x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %119 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %120 = stablehlo.multiply %118, %119 : tensor<8x16x64xf32>
    %121 = stablehlo.negate %111 : tensor<8x16x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<8x16x64xf32>
    %124 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x16x64xf32>
    %126 = stablehlo.multiply %107, %120 : tensor<8x16x64xf32>
    %127 = stablehlo.add %126, %125 : tensor<8x16x64xf32>
    %128 = stablehlo.dot_general %127, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %129 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %131 = stablehlo.add %128, %130 : tensor<8x16x4x16xf32>
    %132 = stablehlo.dot_general %127, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %133 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %135 = stablehlo.add %132, %134 : tensor<8x16x4x16xf32>
    %136 = stablehlo.dot_general %127, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x16x4x16xf32>
    %140 = stablehlo.reshape %131 : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %141 = stablehlo.dot_general %140, %135, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x1x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x1x16xf32>
    %cst_18 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x16x1x16xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<8x4x16x1x16xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x16x1x16xf32>, tensor<f32>) -> tensor<8x4x16x1xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %146 = stablehlo.maximum %145, %144 : tensor<8x4x16x1xf32>
    %147 = stablehlo.transpose %146, dims = [3, 0, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<1x8x4x16xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %149 = stablehlo.transpose %143, dims = [3, 0, 1, 2, 4] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x4x16x16xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %151 = stablehlo.subtract %149, %150 : tensor<1x8x4x16x16xf32>
    %152 = stablehlo.exponential %151 : tensor<1x8x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x16x16xf32>, tensor<f32>) -> tensor<1x8x4x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %156 = stablehlo.divide %152, %155 : tensor<1x8x4x16x16xf32>
    %157 = stablehlo.dot_general %139, %156, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x1x16xf32>
    %158 = stablehlo.transpose %157, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x16x4x16xf32>
    %159 = stablehlo.transpose %158, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<8x16x4x1x16xf32>) -> tensor<8x16x4x16xf32>
    %161 = stablehlo.dot_general %160, %arg25, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x16x64xf32>
    %165 = stablehlo.add %107, %164 : tensor<8x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %169 = stablehlo.divide %167, %168 : tensor<8x16x1xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %170 = call @_var(%165, %c_24) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %171 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %174 = stablehlo.add %170, %173 : tensor<8x16x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<8x16x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %177 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %178 = stablehlo.multiply %176, %177 : tensor<8x16x64xf32>
    %179 = stablehlo.negate %169 : tensor<8x16x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %181 = stablehlo.multiply %180, %178 : tensor<8x16x64xf32>
    %182 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %183 = stablehlo.add %181, %182 : tensor<8x16x64xf32>
    %184 = stablehlo.multiply %165, %178 : tensor<8x16x64xf32>
    %185 = stablehlo.add %184, %183 : tensor<8x16x64xf32>
    %186 = stablehlo.dot_general %185, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %187 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %189 = stablehlo.add %186, %188 : tensor<8x16x128xf32>
    %190 = stablehlo.multiply %189, %189 : tensor<8x16x128xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<8x16x128xf32>
    %cst_26 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<8x16x128xf32>
    %194 = stablehlo.add %189, %193 : tensor<8x16x128xf32>
    %cst_27 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<8x16x128xf32>
    %197 = stablehlo.tanh %196 : tensor<8x16x128xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %199 = stablehlo.add %198, %197 : tensor<8x16x128xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<8x16x128xf32>
    %202 = stablehlo.multiply %189, %201 : tensor<8x16x128xf32>
    %203 = stablehlo.dot_general %202, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %204 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %206 = stablehlo.add %203, %205 : tensor<8x16x64xf32>
    %207 = stablehlo.add %165, %206 : tensor<8x16x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.reduce(%207 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %211 = stablehlo.divide %209, %210 : tensor<8x16x1xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %212 = call @_var(%207, %c_32) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %213 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %216 = stablehlo.add %212, %215 : tensor<8x16x1xf32>
    %217 = stablehlo.rsqrt %216 : tensor<8x16x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %219 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<8x16x64xf32>
    %221 = stablehlo.negate %211 : tensor<8x16x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %223 = stablehlo.multiply %222, %220 : tensor<8x16x64xf32>
    %224 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %225 = stablehlo.add %223, %224 : tensor<8x16x64xf32>
    %226 = stablehlo.multiply %207, %220 : tensor<8x16x64xf32>
    %227 = stablehlo.add %226, %225 : tensor<8x16x64xf32>
    %228 = stablehlo.broadcast_in_dim %arg37, dims = [0, 2, 3] : (tensor<1x1x64xf32>) -> tensor<1x8x1x64xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x8x1x64xf32>) -> tensor<8x1x64xf32>
    %230 = stablehlo.dot_general %229, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %231 = stablehlo.broadcast_in_dim %arg39, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %233 = stablehlo.add %230, %232 : tensor<8x1x4x16xf32>
    %234 = stablehlo.dot_general %227, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %235 = stablehlo.broadcast_in_dim %arg41, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x16x4x16xf32>
    %238 = stablehlo.dot_general %227, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %239 = stablehlo.broadcast_in_dim %arg43, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %241 = stablehlo.add %238, %240 : tensor<8x16x4x16xf32>
    %242 = stablehlo.reshape %233 : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x1x16xf32>
    %243 = stablehlo.dot_general %242, %237, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x1x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x1x1x16xf32>
    %cst_34 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x4x1x1x16xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<8x4x1x1x16xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_35) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x1x16xf32>, tensor<f32>) -> tensor<8x4x1x1xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x4x1x1xf32>
    %248 = stablehlo.maximum %247, %246 : tensor<8x4x1x1xf32>
    %249 = stablehlo.transpose %248, dims = [3, 0, 1, 2] : (tensor<8x4x1x1xf32>) -> tensor<1x8x4x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1x1xf32>
    %251 = stablehlo.transpose %245, dims = [3, 0, 1, 2, 4] : (tensor<8x4x1x1x16xf32>) -> tensor<1x8x4x1x16xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x1x1xf32>) -> tensor<1x8x4x1x16xf32>
    %253 = stablehlo.subtract %251, %252 : tensor<1x8x4x1x16xf32>
    %254 = stablehlo.exponential %253 : tensor<1x8x4x1x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%254 init: %cst_37) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x1x16xf32>, tensor<f32>) -> tensor<1x8x4x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x8x4x1xf32>) -> tensor<1x8x4x1x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x1x1xf32>) -> tensor<1x8x4x1x16xf32>
    %258 = stablehlo.divide %254, %257 : tensor<1x8x4x1x16xf32>
    %259 = stablehlo.dot_general %241, %258, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<1x8x4x1x16xf32>) -> tensor<8x4x16x1x1xf32>
    %260 = stablehlo.transpose %259, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x1xf32>) -> tensor<1x8x1x4x16xf32>
    %261 = stablehlo.transpose %260, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x4x16xf32>) -> tensor<8x1x4x1x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x1x4x1x16xf32>) -> tensor<8x1x4x16xf32>
    %263 = stablehlo.dot_general %262, %arg44, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x1x64xf32>
    %264 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %266 = stablehlo.add %263, %265 : tensor<8x1x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %270 = stablehlo.divide %268, %269 : tensor<8x1x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %271 = call @_var_1(%266, %c_40) : (tensor<8x1x64xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %272 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %273 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %275 = stablehlo.add %271, %274 : tensor<8x1x1xf32>
    %276 = stablehlo.rsqrt %275 : tensor<8x1x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %278 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %279 = stablehlo.multiply %277, %278 : tensor<8x1x64xf32>
    %280 = stablehlo.negate %270 : tensor<8x1x1xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %282 = stablehlo.multiply %281, %279 : tensor<8x1x64xf32>
    %283 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %284 = stablehlo.add %282, %283 : tensor<8x1x64xf32>
    %285 = stablehlo.multiply %266, %279 : tensor<8x1x64xf32>
    %286 = stablehlo.add %285, %284 : tensor<8x1x64xf32>
    %287 = stablehlo.dot_general %286, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %290 = stablehlo.add %287, %289 : tensor<8x1x128xf32>
    %291 = stablehlo.multiply %290, %290 : tensor<8x1x128xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<8x1x128xf32>
    %cst_42 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %294 = stablehlo.multiply %293, %292 : tensor<8x1x128xf32>
    %295 = stablehlo.add %290, %294 : tensor<8x1x128xf32>
    %cst_43 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<8x1x128xf32>
    %298 = stablehlo.tanh %297 : tensor<8x1x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %300 = stablehlo.add %299, %298 : tensor<8x1x128xf32>
    %cst_45 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %302 = stablehlo.multiply %301, %300 : tensor<8x1x128xf32>
    %303 = stablehlo.multiply %290, %302 : tensor<8x1x128xf32>
    %304 = stablehlo.dot_general %303, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %305 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %307 = stablehlo.add %304, %306 : tensor<8x1x64xf32>
    %308 = stablehlo.add %266, %307 : tensor<8x1x64xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %310 = call @_take_3(%arg52, %arg95) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %311 = call @_take_5(%arg53, %arg93) : (tensor<32x64xf32>, tensor<1x32xi32>) -> tensor<1x32x64xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<8x32x64xf32>
    %313 = stablehlo.add %310, %312 : tensor<8x32x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %317 = stablehlo.divide %315, %316 : tensor<8x32x1xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %318 = call @_var_7(%313, %c_48) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %319 = stablehlo.reshape %arg62 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %320 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %322 = stablehlo.add %318, %321 : tensor<8x32x1xf32>
    %323 = stablehlo.rsqrt %322 : tensor<8x32x1xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %325 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<8x32x64xf32>
    %327 = stablehlo.negate %317 : tensor<8x32x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %329 = stablehlo.multiply %328, %326 : tensor<8x32x64xf32>
    %330 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %331 = stablehlo.add %329, %330 : tensor<8x32x64xf32>
    %332 = stablehlo.multiply %313, %326 : tensor<8x32x64xf32>
    %333 = stablehlo.add %332, %331 : tensor<8x32x64xf32>
    %334 = stablehlo.dot_general %333, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %335 = stablehlo.broadcast_in_dim %arg55, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x32x4x16xf32>
    %338 = stablehlo.dot_general %333, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %339 = stablehlo.broadcast_in_dim %arg57, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %341 = stablehlo.add %338, %340 : tensor<8x32x4x16xf32>
    %342 = stablehlo.dot_general %333, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %343 = stablehlo.broadcast_in_dim %arg59, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %345 = stablehlo.add %342, %344 : tensor<8x32x4x16xf32>
    %346 = stablehlo.reshape %337 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %347 = stablehlo.dot_general %346, %341, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_50 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %349 = stablehlo.multiply %347, %348 : tensor<8x4x32x1x32xf32>
    %cst_51 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_51) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_52 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %352 = stablehlo.maximum %351, %350 : tensor<8x4x32x1xf32>
    %353 = stablehlo.transpose %352, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %355 = stablehlo.transpose %349, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %356 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %357 = stablehlo.subtract %355, %356 : tensor<1x8x4x32x32xf32>
    %358 = stablehlo.exponential %357 : tensor<1x8x4x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_53) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %362 = stablehlo.divide %358, %361 : tensor<1x8x4x32x32xf32>
    %363 = stablehlo.dot_general %345, %362, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %364 = stablehlo.transpose %363, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %365 = stablehlo.transpose %364, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %367 = stablehlo.dot_general %366, %arg60, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %368 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %370 = stablehlo.add %367, %369 : tensor<8x32x64xf32>
    %371 = stablehlo.add %313, %370 : tensor<8x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %375 = stablehlo.divide %373, %374 : tensor<8x32x1xf32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %376 = call @_var_7(%371, %c_56) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %377 = stablehlo.reshape %arg68 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %378 = stablehlo.reshape %arg69 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %380 = stablehlo.add %376, %379 : tensor<8x32x1xf32>
    %381 = stablehlo.rsqrt %380 : tensor<8x32x1xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %383 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %384 = stablehlo.multiply %382, %383 : tensor<8x32x64xf32>
    %385 = stablehlo.negate %375 : tensor<8x32x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %387 = stablehlo.multiply %386, %384 : tensor<8x32x64xf32>
    %388 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %389 = stablehlo.add %387, %388 : tensor<8x32x64xf32>
    %390 = stablehlo.multiply %371, %384 : tensor<8x32x64xf32>
    %391 = stablehlo.add %390, %389 : tensor<8x32x64xf32>
    %392 = stablehlo.dot_general %391, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %393 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %395 = stablehlo.add %392, %394 : tensor<8x32x128xf32>
    %396 = stablehlo.multiply %395, %395 : tensor<8x32x128xf32>
    %397 = stablehlo.multiply %396, %395 : tensor<8x32x128xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<8x32x128xf32>
    %400 = stablehlo.add %395, %399 : tensor<8x32x128xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %402 = stablehlo.multiply %401, %400 : tensor<8x32x128xf32>
    %403 = stablehlo.tanh %402 : tensor<8x32x128xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %405 = stablehlo.add %404, %403 : tensor<8x32x128xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %407 = stablehlo.multiply %406, %405 : tensor<8x32x128xf32>
    %408 = stablehlo.multiply %395, %407 : tensor<8x32x128xf32>
    %409 = stablehlo.dot_general %408, %arg66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %410 = stablehlo.broadcast_in_dim %arg67, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %412 = stablehlo.add %409, %411 : tensor<8x32x64xf32>
    %413 = stablehlo.add %371, %412 : tensor<8x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %417 = stablehlo.divide %415, %416 : tensor<8x32x1xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %418 = call @_var_7(%413, %c_64) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %419 = stablehlo.reshape %arg78 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %420 = stablehlo.reshape %arg79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %422 = stablehlo.add %418, %421 : tensor<8x32x1xf32>
    %423 = stablehlo.rsqrt %422 : tensor<8x32x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %425 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<8x32x64xf32>
    %427 = stablehlo.negate %417 : tensor<8x32x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %429 = stablehlo.multiply %428, %426 : tensor<8x32x64xf32>
    %430 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %431 = stablehlo.add %429, %430 : tensor<8x32x64xf32>
    %432 = stablehlo.multiply %413, %426 : tensor<8x32x64xf32>
    %433 = stablehlo.add %432, %431 : tensor<8x32x64xf32>
    %434 = stablehlo.dot_general %433, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %435 = stablehlo.broadcast_in_dim %arg71, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %437 = stablehlo.add %434, %436 : tensor<8x32x4x16xf32>
    %438 = stablehlo.dot_general %433, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %439 = stablehlo.broadcast_in_dim %arg73, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %441 = stablehlo.add %438, %440 : tensor<8x32x4x16xf32>
    %442 = stablehlo.dot_general %433, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %443 = stablehlo.broadcast_in_dim %arg75, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %445 = stablehlo.add %442, %444 : tensor<8x32x4x16xf32>
    %446 = stablehlo.reshape %437 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %447 = stablehlo.dot_general %446, %441, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_66 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %449 = stablehlo.multiply %447, %448 : tensor<8x4x32x1x32xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_67) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %452 = stablehlo.maximum %451, %450 : tensor<8x4x32x1xf32>
    %453 = stablehlo.transpose %452, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %455 = stablehlo.transpose %449, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %456 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %457 = stablehlo.subtract %455, %456 : tensor<1x8x4x32x32xf32>
    %458 = stablehlo.exponential %457 : tensor<1x8x4x32x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_69) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %462 = stablehlo.divide %458, %461 : tensor<1x8x4x32x32xf32>
    %463 = stablehlo.dot_general %445, %462, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %464 = stablehlo.transpose %463, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %465 = stablehlo.transpose %464, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %467 = stablehlo.dot_general %466, %arg76, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %468 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %470 = stablehlo.add %467, %469 : tensor<8x32x64xf32>
    %471 = stablehlo.add %413, %470 : tensor<8x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%471 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %475 = stablehlo.divide %473, %474 : tensor<8x32x1xf32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %476 = call @_var_7(%471, %c_72) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %477 = stablehlo.reshape %arg84 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %478 = stablehlo.reshape %arg85 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_73 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %480 = stablehlo.add %476, %479 : tensor<8x32x1xf32>
    %481 = stablehlo.rsqrt %480 : tensor<8x32x1xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %483 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %484 = stablehlo.multiply %482, %483 : tensor<8x32x64xf32>
    %485 = stablehlo.negate %475 : tensor<8x32x1xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %487 = stablehlo.multiply %486, %484 : tensor<8x32x64xf32>
    %488 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %489 = stablehlo.add %487, %488 : tensor<8x32x64xf32>
    %490 = stablehlo.multiply %471, %484 : tensor<8x32x64xf32>
    %491 = stablehlo.add %490, %489 : tensor<8x32x64xf32>
    %492 = stablehlo.dot_general %491, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %493 = stablehlo.broadcast_in_dim %arg81, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %495 = stablehlo.add %492, %494 : tensor<8x32x128xf32>
    %496 = stablehlo.multiply %495, %495 : tensor<8x32x128xf32>
    %497 = stablehlo.multiply %496, %495 : tensor<8x32x128xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<8x32x128xf32>
    %500 = stablehlo.add %495, %499 : tensor<8x32x128xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %502 = stablehlo.multiply %501, %500 : tensor<8x32x128xf32>
    %503 = stablehlo.tanh %502 : tensor<8x32x128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %505 = stablehlo.add %504, %503 : tensor<8x32x128xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<8x32x128xf32>
    %508 = stablehlo.multiply %495, %507 : tensor<8x32x128xf32>
    %509 = stablehlo.dot_general %508, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %510 = stablehlo.broadcast_in_dim %arg83, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %512 = stablehlo.add %509, %511 : tensor<8x32x64xf32>
    %513 = stablehlo.add %471, %512 : tensor<8x32x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %517 = stablehlo.divide %515, %516 : tensor<8x32x1xf32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %518 = call @_var_7(%513, %c_80) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %519 = stablehlo.reshape %arg86 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %520 = stablehlo.reshape %arg87 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %522 = stablehlo.add %518, %521 : tensor<8x32x1xf32>
    %523 = stablehlo.rsqrt %522 : tensor<8x32x1xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %525 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<8x32x64xf32>
    %527 = stablehlo.negate %517 : tensor<8x32x1xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %529 = stablehlo.multiply %528, %526 : tensor<8x32x64xf32>
    %530 = stablehlo.broadcast_in_dim %520, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %531 = stablehlo.add %529, %530 : tensor<8x32x64xf32>
    %532 = stablehlo.multiply %513, %526 : tensor<8x32x64xf32>
    %533 = stablehlo.add %532, %531 : tensor<8x32x64xf32>
    %534 = stablehlo.slice %533 [0:8, 31:32, 0:64] : (tensor<8x32x64xf32>) -> tensor<8x1x64xf32>
    %535 = stablehlo.reshape %534 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %536 = stablehlo.dot_general %535, %arg88, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %537 = stablehlo.broadcast_in_dim %arg89, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %539 = stablehlo.add %536, %538 : tensor<8x64xf32>
    %c_82 = stablehlo.constant dense<2> : tensor<i32>
    %540 = stablehlo.convert %c_82 : (tensor<i32>) -> tensor<f32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %542 = stablehlo.power %309, %541 : tensor<8x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %543 = stablehlo.reduce(%542 init: %cst_83) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %545 = stablehlo.sqrt %544 : tensor<8x1xf32>
    %c_84 = stablehlo.constant dense<2> : tensor<i32>
    %546 = stablehlo.convert %c_84 : (tensor<i32>) -> tensor<f32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %548 = stablehlo.power %539, %547 : tensor<8x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.reduce(%548 init: %cst_85) applies stablehlo.add across dimensions = [1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<8xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %551 = stablehlo.sqrt %550 : tensor<8x1xf32>
    %552 = stablehlo.broadcast_in_dim %545, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %553 = stablehlo.divide %309, %552 : tensor<8x64xf32>
    %554 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %555 = stablehlo.divide %539, %554 : tensor<8x64xf32>
    %556 = stablehlo.transpose %553, dims = [1, 0] : (tensor<8x64xf32>) -> tensor<64x8xf32>
    %557 = stablehlo.dot_general %555, %556, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x8xf32>) -> tensor<8x8xf32>
    %558 = stablehlo.exponential %arg90 : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %560 = stablehlo.multiply %557, %559 : tensor<8x8xf32>
    %561 = stablehlo.broadcast_in_dim %arg91, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %562 = stablehlo.add %560, %561 : tensor<8x8xf32>
    %563 = stablehlo.transpose %562, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %562, %563 : tensor<8x8xf32>, tensor<8x8xf32>
  }
  func.func private @_take(%arg0: tensor<16x64xf32>, %arg1: tensor<1x16xi32>) -> tensor<1x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x16xi1>, tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x16x1xi1>, tensor<i1>) -> tensor<1x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<16x64xf32>, tensor<1x16x1xi32>) -> tensor<1x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<1x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x16x64xi1>, tensor<1x16x64xf32>
    return %16 : tensor<1x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xi32>, %arg2: tensor<1x16xi32>) -> tensor<1x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x16xi1>, tensor<1x16xi32>
    return %0 : tensor<1x16xi32>
  }
  func.func private @_var(%arg0: tensor<8x16x64xf32>, %arg1: tensor<i32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x64xf32>
    %6 = chlo.square %5 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    return %14 : tensor<8x16x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<f32>) -> tensor<8x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x16x1xf32>
    return %2 : tensor<8x16x1xf32>
  }
  func.func private @_var_1(%arg0: tensor<8x1x64xf32>, %arg1: tensor<i32>) -> tensor<8x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1x64xf32>
    %6 = chlo.square %5 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_2(%13, %12, %cst_4) : (tensor<i1>, tensor<8x1x1xf32>, tensor<f32>) -> tensor<8x1x1xf32>
    return %14 : tensor<8x1x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<8x1x1xf32>, %arg2: tensor<f32>) -> tensor<8x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1x1xf32>
    return %2 : tensor<8x1x1xf32>
  }
  func.func private @_take_3(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
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
  func.func private @_where_4(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_take_5(%arg0: tensor<32x64xf32>, %arg1: tensor<1x32xi32>) -> tensor<1x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x32xi32>
    %4 = call @_where_6(%1, %3, %arg1) : (tensor<1x32xi1>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<1x32x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x32x1xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x32x1xi1>, tensor<i1>) -> tensor<1x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<32x64xf32>, tensor<1x32x1xi32>) -> tensor<1x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    return %16 : tensor<1x32x64xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xi32>, %arg2: tensor<1x32xi32>) -> tensor<1x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x32xi1>, tensor<1x32xi32>
    return %0 : tensor<1x32xi32>
  }
  func.func private @_var_7(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
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
    %14 = call @_where_8(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
}
