module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg24: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg26: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<1x9x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg38: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg46: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg47: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg48: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg50: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg52: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg53: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg54: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg55: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg56: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg57: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg63: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg64: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg66: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64x62xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg70: tensor<62xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg72: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg73: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x62xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi32>
    %0 = stablehlo.convolution(%arg71, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x4x4x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %5 = call @_take(%arg2, %c) : (tensor<16x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x16x1xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %12 = call @_var(%7, %c_1) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %13 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %14 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
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
    %28 = stablehlo.dot_general %27, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x16x4x16xf32>
    %32 = stablehlo.dot_general %27, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x16x4x16xf32>
    %36 = stablehlo.dot_general %27, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x16x4x16xf32>
    %40 = stablehlo.reshape %31 : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %41 = stablehlo.dot_general %40, %35, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x1x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x1x16xf32>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4x16x1x16xf32>
    %43 = stablehlo.multiply %41, %42 : tensor<8x4x16x1x16xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_4) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x16x1x16xf32>, tensor<f32>) -> tensor<8x4x16x1xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %46 = stablehlo.maximum %45, %44 : tensor<8x4x16x1xf32>
    %47 = stablehlo.transpose %46, dims = [3, 0, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<1x8x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %49 = stablehlo.transpose %43, dims = [3, 0, 1, 2, 4] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x4x16x16xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %51 = stablehlo.subtract %49, %50 : tensor<1x8x4x16x16xf32>
    %52 = stablehlo.exponential %51 : tensor<1x8x4x16x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_6) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x16x16xf32>, tensor<f32>) -> tensor<1x8x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %56 = stablehlo.divide %52, %55 : tensor<1x8x4x16x16xf32>
    %57 = stablehlo.dot_general %39, %56, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x1x16xf32>
    %58 = stablehlo.transpose %57, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x16x4x16xf32>
    %59 = stablehlo.transpose %58, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x16x4x1x16xf32>) -> tensor<8x16x4x16xf32>
    %61 = stablehlo.dot_general %60, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x16x64xf32>
    %65 = stablehlo.add %64, %7 : tensor<8x16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x16x1xf32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %70 = call @_var(%65, %c_9) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %71 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %72 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
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
    %86 = stablehlo.dot_general %85, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %87 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %89 = stablehlo.add %86, %88 : tensor<8x16x128xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x16x128xf32>
    %92 = stablehlo.negate %89 : tensor<8x16x128xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<8x16x128xf32>
    %95 = chlo.erfc %94 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %96 = stablehlo.multiply %91, %95 : tensor<8x16x128xf32>
    %97 = stablehlo.dot_general %96, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x16x64xf32>
    %101 = stablehlo.add %65, %100 : tensor<8x16x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%101 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8x16x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %106 = call @_var(%101, %c_15) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %107 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %110 = stablehlo.add %106, %109 : tensor<8x16x1xf32>
    %111 = stablehlo.rsqrt %110 : tensor<8x16x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %113 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<8x16x64xf32>
    %115 = stablehlo.negate %105 : tensor<8x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %117 = stablehlo.multiply %116, %114 : tensor<8x16x64xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x16x64xf32>
    %120 = stablehlo.multiply %101, %114 : tensor<8x16x64xf32>
    %121 = stablehlo.add %120, %119 : tensor<8x16x64xf32>
    %122 = stablehlo.dot_general %121, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %125 = stablehlo.add %122, %124 : tensor<8x16x4x16xf32>
    %126 = stablehlo.dot_general %121, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %127 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x16x4x16xf32>
    %130 = stablehlo.dot_general %121, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %131 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x16x4x16xf32>
    %134 = stablehlo.reshape %125 : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %135 = stablehlo.dot_general %134, %129, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x1x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x1x16xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x16x1x16xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<8x4x16x1x16xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x16x1x16xf32>, tensor<f32>) -> tensor<8x4x16x1xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x4x16x1xf32>
    %140 = stablehlo.maximum %139, %138 : tensor<8x4x16x1xf32>
    %141 = stablehlo.transpose %140, dims = [3, 0, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<1x8x4x16xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %143 = stablehlo.transpose %137, dims = [3, 0, 1, 2, 4] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x4x16x16xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %145 = stablehlo.subtract %143, %144 : tensor<1x8x4x16x16xf32>
    %146 = stablehlo.exponential %145 : tensor<1x8x4x16x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_20) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x16x16xf32>, tensor<f32>) -> tensor<1x8x4x16xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<1x8x4x16xf32>) -> tensor<1x8x4x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x16x1xf32>) -> tensor<1x8x4x16x16xf32>
    %150 = stablehlo.divide %146, %149 : tensor<1x8x4x16x16xf32>
    %151 = stablehlo.dot_general %133, %150, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<1x8x4x16x16xf32>) -> tensor<8x4x16x1x16xf32>
    %152 = stablehlo.transpose %151, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x16xf32>) -> tensor<1x8x16x4x16xf32>
    %153 = stablehlo.transpose %152, dims = [1, 2, 3, 0, 4] : (tensor<1x8x16x4x16xf32>) -> tensor<8x16x4x1x16xf32>
    %154 = stablehlo.reshape %153 : (tensor<8x16x4x1x16xf32>) -> tensor<8x16x4x16xf32>
    %155 = stablehlo.dot_general %154, %arg27, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x16x64xf32>
    %156 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %158 = stablehlo.add %155, %157 : tensor<8x16x64xf32>
    %159 = stablehlo.add %158, %101 : tensor<8x16x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<8x16x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %164 = call @_var(%159, %c_23) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %165 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %166 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %168 = stablehlo.add %164, %167 : tensor<8x16x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<8x16x1xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %171 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<8x16x64xf32>
    %173 = stablehlo.negate %163 : tensor<8x16x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %175 = stablehlo.multiply %174, %172 : tensor<8x16x64xf32>
    %176 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %177 = stablehlo.add %175, %176 : tensor<8x16x64xf32>
    %178 = stablehlo.multiply %159, %172 : tensor<8x16x64xf32>
    %179 = stablehlo.add %178, %177 : tensor<8x16x64xf32>
    %180 = stablehlo.dot_general %179, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %181 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %183 = stablehlo.add %180, %182 : tensor<8x16x128xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<8x16x128xf32>
    %186 = stablehlo.negate %183 : tensor<8x16x128xf32>
    %cst_26 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %188 = stablehlo.multiply %186, %187 : tensor<8x16x128xf32>
    %189 = chlo.erfc %188 : tensor<8x16x128xf32> -> tensor<8x16x128xf32>
    %190 = stablehlo.multiply %185, %189 : tensor<8x16x128xf32>
    %191 = stablehlo.dot_general %190, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %192 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %194 = stablehlo.add %191, %193 : tensor<8x16x64xf32>
    %195 = stablehlo.add %159, %194 : tensor<8x16x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<8x16x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %200 = call @_var(%195, %c_29) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %201 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %204 = stablehlo.add %200, %203 : tensor<8x16x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<8x16x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %207 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<8x16x64xf32>
    %209 = stablehlo.negate %199 : tensor<8x16x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %211 = stablehlo.multiply %210, %208 : tensor<8x16x64xf32>
    %212 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %213 = stablehlo.add %211, %212 : tensor<8x16x64xf32>
    %214 = stablehlo.multiply %195, %208 : tensor<8x16x64xf32>
    %215 = stablehlo.add %214, %213 : tensor<8x16x64xf32>
    %216 = stablehlo.slice %arg73 [0:8, 0:1] : (tensor<8x32xi32>) -> tensor<8x1xi32>
    %217 = call @_take_1(%arg38, %216) : (tensor<64x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %cst_31 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<8x1x64xf32>
    %220 = stablehlo.slice %arg73 [0:8, 1:32] : (tensor<8x32xi32>) -> tensor<8x31xi32>
    %221 = call @_take_3(%arg38, %220) : (tensor<64x64xf32>, tensor<8x31xi32>) -> tensor<8x31x64xf32>
    %cst_32 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x31x64xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<8x31x64xf32>
    %224 = stablehlo.iota dim = 0 : tensor<31xi32>
    %225 = call @_take_5(%arg37, %224) : (tensor<1x9x64xf32>, tensor<31xi32>) -> tensor<1x31x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x31x64xf32>) -> tensor<8x31x64xf32>
    %227 = stablehlo.add %226, %223 : tensor<8x31x64xf32>
    %228 = stablehlo.concatenate %219, %227, dim = 1 : (tensor<8x1x64xf32>, tensor<8x31x64xf32>) -> tensor<8x32x64xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %230 = stablehlo.iota dim = 0 : tensor<32xi32>
    %231 = call @_take_7(%arg37, %230) : (tensor<1x9x64xf32>, tensor<32xi32>) -> tensor<1x32x64xf32>
    %232 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x32x64xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x32x64xf32>) -> tensor<8x32x64xf32>
    %234 = stablehlo.multiply %232, %233 : tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %238 = stablehlo.divide %236, %237 : tensor<8x32x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %239 = call @_var_9(%234, %c_36) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %240 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %241 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %243 = stablehlo.add %239, %242 : tensor<8x32x1xf32>
    %244 = stablehlo.rsqrt %243 : tensor<8x32x1xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %246 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<8x32x64xf32>
    %248 = stablehlo.negate %238 : tensor<8x32x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %250 = stablehlo.multiply %249, %247 : tensor<8x32x64xf32>
    %251 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %252 = stablehlo.add %250, %251 : tensor<8x32x64xf32>
    %253 = stablehlo.multiply %234, %247 : tensor<8x32x64xf32>
    %254 = stablehlo.add %253, %252 : tensor<8x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%228 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %258 = stablehlo.divide %256, %257 : tensor<8x32x1xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %259 = call @_var_9(%228, %c_40) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %260 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %261 = stablehlo.reshape %arg42 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %263 = stablehlo.add %259, %262 : tensor<8x32x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<8x32x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %266 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %267 = stablehlo.multiply %265, %266 : tensor<8x32x64xf32>
    %268 = stablehlo.negate %258 : tensor<8x32x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %270 = stablehlo.multiply %269, %267 : tensor<8x32x64xf32>
    %271 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %272 = stablehlo.add %270, %271 : tensor<8x32x64xf32>
    %273 = stablehlo.multiply %228, %267 : tensor<8x32x64xf32>
    %274 = stablehlo.add %273, %272 : tensor<8x32x64xf32>
    %275 = stablehlo.broadcast_in_dim %arg72, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %276 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %278 = stablehlo.add %276, %277 : tensor<32xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %280 = stablehlo.iota dim = 0 : tensor<32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %282 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %284 = stablehlo.compare GE, %282, %283, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %285 = stablehlo.broadcast_in_dim %284, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %287 = stablehlo.convert %286 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %288 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %289 = stablehlo.minimum %288, %287 : tensor<8x32x32xi32>
    %290 = stablehlo.dot_general %254, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %291 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %293 = stablehlo.add %290, %292 : tensor<8x32x4x16xf32>
    %294 = stablehlo.dot_general %274, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %295 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %297 = stablehlo.add %294, %296 : tensor<8x32x4x16xf32>
    %298 = stablehlo.dot_general %274, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %299 = stablehlo.broadcast_in_dim %arg48, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %301 = stablehlo.add %298, %300 : tensor<8x32x4x16xf32>
    %cst_43 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %303 = stablehlo.multiply %293, %302 : tensor<8x32x4x16xf32>
    %304 = stablehlo.dot_general %303, %297, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %305 = stablehlo.broadcast_in_dim %289, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %306 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %307 = stablehlo.compare GT, %305, %306, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_45 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %308 = call @_where_11(%307, %304, %cst_45) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %311 = stablehlo.maximum %310, %309 : tensor<8x4x32xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %314 = stablehlo.subtract %308, %313 : tensor<8x4x32x32xf32>
    %315 = stablehlo.exponential %314 : tensor<8x4x32x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %319 = stablehlo.divide %315, %318 : tensor<8x4x32x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = call @_where_11(%307, %319, %cst_49) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %321 = stablehlo.dot_general %301, %320, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %322 = stablehlo.transpose %321, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %323 = stablehlo.dot_general %322, %arg49, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %324 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %326 = stablehlo.add %323, %325 : tensor<8x32x64xf32>
    %327 = stablehlo.add %234, %326 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %328 = stablehlo.reduce(%327 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %331 = stablehlo.divide %329, %330 : tensor<8x32x1xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %332 = call @_var_9(%327, %c_52) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %333 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %334 = stablehlo.reshape %arg60 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %336 = stablehlo.add %332, %335 : tensor<8x32x1xf32>
    %337 = stablehlo.rsqrt %336 : tensor<8x32x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %339 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<8x32x64xf32>
    %341 = stablehlo.negate %331 : tensor<8x32x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %343 = stablehlo.multiply %342, %340 : tensor<8x32x64xf32>
    %344 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %345 = stablehlo.add %343, %344 : tensor<8x32x64xf32>
    %346 = stablehlo.multiply %327, %340 : tensor<8x32x64xf32>
    %347 = stablehlo.add %346, %345 : tensor<8x32x64xf32>
    %348 = stablehlo.dot_general %347, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %349 = stablehlo.broadcast_in_dim %arg52, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %351 = stablehlo.add %348, %350 : tensor<8x32x4x16xf32>
    %352 = stablehlo.dot_general %215, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %353 = stablehlo.broadcast_in_dim %arg54, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %355 = stablehlo.add %352, %354 : tensor<8x16x4x16xf32>
    %356 = stablehlo.dot_general %215, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x4x16xf32>) -> tensor<8x16x4x16xf32>
    %357 = stablehlo.broadcast_in_dim %arg56, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x16x4x16xf32>
    %359 = stablehlo.add %356, %358 : tensor<8x16x4x16xf32>
    %cst_54 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %361 = stablehlo.multiply %351, %360 : tensor<8x32x4x16xf32>
    %362 = stablehlo.dot_general %361, %355, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x32x16xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_55) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x16xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %365 = stablehlo.maximum %364, %363 : tensor<8x4x32xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x16xf32>
    %368 = stablehlo.subtract %362, %367 : tensor<8x4x32x16xf32>
    %369 = stablehlo.exponential %368 : tensor<8x4x32x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x16xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x16xf32>
    %373 = stablehlo.divide %369, %372 : tensor<8x4x32x16xf32>
    %374 = stablehlo.dot_general %359, %373, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x32x16xf32>) -> tensor<8x4x16x32xf32>
    %375 = stablehlo.transpose %374, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %376 = stablehlo.dot_general %375, %arg57, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %377 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %379 = stablehlo.add %376, %378 : tensor<8x32x64xf32>
    %380 = stablehlo.add %327, %379 : tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %384 = stablehlo.divide %382, %383 : tensor<8x32x1xf32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %385 = call @_var_9(%380, %c_60) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %386 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %387 = stablehlo.reshape %arg62 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %389 = stablehlo.add %385, %388 : tensor<8x32x1xf32>
    %390 = stablehlo.rsqrt %389 : tensor<8x32x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %392 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<8x32x64xf32>
    %394 = stablehlo.negate %384 : tensor<8x32x1xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %396 = stablehlo.multiply %395, %393 : tensor<8x32x64xf32>
    %397 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %398 = stablehlo.add %396, %397 : tensor<8x32x64xf32>
    %399 = stablehlo.multiply %380, %393 : tensor<8x32x64xf32>
    %400 = stablehlo.add %399, %398 : tensor<8x32x64xf32>
    %401 = stablehlo.dot_general %400, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %402 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %404 = stablehlo.add %401, %403 : tensor<8x32x128xf32>
    %cst_62 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %406 = stablehlo.multiply %405, %404 : tensor<8x32x128xf32>
    %407 = stablehlo.negate %404 : tensor<8x32x128xf32>
    %cst_63 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %409 = stablehlo.multiply %407, %408 : tensor<8x32x128xf32>
    %410 = chlo.erfc %409 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %411 = stablehlo.multiply %406, %410 : tensor<8x32x128xf32>
    %412 = stablehlo.dot_general %411, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %413 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %415 = stablehlo.add %412, %414 : tensor<8x32x64xf32>
    %416 = stablehlo.add %380, %415 : tensor<8x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %420 = stablehlo.divide %418, %419 : tensor<8x32x1xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %421 = call @_var_9(%416, %c_66) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %422 = stablehlo.reshape %arg67 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %423 = stablehlo.reshape %arg68 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
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
    %435 = stablehlo.multiply %416, %429 : tensor<8x32x64xf32>
    %436 = stablehlo.add %435, %434 : tensor<8x32x64xf32>
    %437 = stablehlo.dot_general %436, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x62xf32>) -> tensor<8x32x62xf32>
    %438 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<62xf32>) -> tensor<1x1x62xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<1x1x62xf32>) -> tensor<8x32x62xf32>
    %440 = stablehlo.add %437, %439 : tensor<8x32x62xf32>
    return %440 : tensor<8x32x62xf32>
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
  func.func private @_take_1(%arg0: tensor<64x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x64xi1>, tensor<8x1x64xf32>
    return %16 : tensor<8x1x64xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_take_3(%arg0: tensor<64x64xf32>, %arg1: tensor<8x31xi32>) -> tensor<8x31x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x31xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x31xi32>, tensor<8x31xi32>) -> tensor<8x31xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x31xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x31xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<8x31xi1>, tensor<8x31xi32>, tensor<8x31xi32>) -> tensor<8x31xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x31xi32>) -> tensor<8x31x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x31x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x31x1xi32>, tensor<8x31x1xi32>) -> tensor<8x31x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x31x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x31x1xi32>, tensor<8x31x1xi32>) -> tensor<8x31x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x31x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x31x1xi1>, tensor<i1>) -> tensor<8x31xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<8x31x1xi32>) -> tensor<8x31x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x31xi1>) -> tensor<8x31x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x31x64xi1>, tensor<8x31x64xf32>
    return %16 : tensor<8x31x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<8x31xi1>, %arg1: tensor<8x31xi32>, %arg2: tensor<8x31xi32>) -> tensor<8x31xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x31xi1>, tensor<8x31xi32>
    return %0 : tensor<8x31xi32>
  }
  func.func private @_take_5(%arg0: tensor<1x9x64xf32>, %arg1: tensor<31xi32>) -> tensor<1x31x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<31xi32>, tensor<31xi32>) -> tensor<31xi1>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<31xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<31xi32>
    %4 = call @_where_6(%1, %3, %arg1) : (tensor<31xi1>, tensor<31xi32>, tensor<31xi32>) -> tensor<31xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<31xi32>) -> tensor<31x1xi32>
    %c_1 = stablehlo.constant dense<8> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<31x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<31x1xi32>, tensor<31x1xi32>) -> tensor<31x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<31x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<31x1xi32>, tensor<31x1xi32>) -> tensor<31x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<31x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<31x1xi1>, tensor<i1>) -> tensor<31xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 64>}> : (tensor<1x9x64xf32>, tensor<31x1xi32>) -> tensor<1x31x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<31xi1>) -> tensor<1x31x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x31x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x31x64xi1>, tensor<1x31x64xf32>
    return %16 : tensor<1x31x64xf32>
  }
  func.func private @_where_6(%arg0: tensor<31xi1>, %arg1: tensor<31xi32>, %arg2: tensor<31xi32>) -> tensor<31xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<31xi1>, tensor<31xi32>
    return %0 : tensor<31xi32>
  }
  func.func private @_take_7(%arg0: tensor<1x9x64xf32>, %arg1: tensor<32xi32>) -> tensor<1x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %c_0 = stablehlo.constant dense<9> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32xi32>
    %4 = call @_where_8(%1, %3, %arg1) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_1 = stablehlo.constant dense<8> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<32x1xi1>, tensor<i1>) -> tensor<32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 64>}> : (tensor<1x9x64xf32>, tensor<32x1xi32>) -> tensor<1x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [1] : (tensor<32xi1>) -> tensor<1x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x32x64xi1>, tensor<1x32x64xf32>
    return %16 : tensor<1x32x64xf32>
  }
  func.func private @_where_8(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @_var_9(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
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
    %14 = call @_where_10(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @_where_11(%arg0: tensor<8x1x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %3 : tensor<8x4x32x32xf32>
  }
}
