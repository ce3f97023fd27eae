module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x80x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg38: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg39: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg41: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg42: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg43: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg48: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg50: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg51: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg52: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg53: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg57: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg59: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg63: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg64: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg65: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg66: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg67: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg72: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg73: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg74: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg75: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg76: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg77: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg81: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg86: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg89: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg90: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg91: tensor<8x64x80xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<3x80x64xf32> {jax.result_info = "result[0][0]"}, tensor<64xf32> {jax.result_info = "result[0][1]"}, tensor<3x64x64xf32> {jax.result_info = "result[0][2]"}, tensor<64xf32> {jax.result_info = "result[0][3]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][4]"}, tensor<4x16xf32> {jax.result_info = "result[0][5]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][6]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][7]"}, tensor<4x16xf32> {jax.result_info = "result[0][8]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][9]"}, tensor<64xf32> {jax.result_info = "result[0][10]"}, tensor<64xf32> {jax.result_info = "result[0][11]"}, tensor<64xf32> {jax.result_info = "result[0][12]"}, tensor<64xf32> {jax.result_info = "result[0][13]"}, tensor<64xf32> {jax.result_info = "result[0][14]"}, tensor<64x128xf32> {jax.result_info = "result[0][15]"}, tensor<128xf32> {jax.result_info = "result[0][16]"}, tensor<128x64xf32> {jax.result_info = "result[0][17]"}, tensor<64xf32> {jax.result_info = "result[0][18]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][19]"}, tensor<4x16xf32> {jax.result_info = "result[0][20]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][21]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][22]"}, tensor<4x16xf32> {jax.result_info = "result[0][23]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][24]"}, tensor<64xf32> {jax.result_info = "result[0][25]"}, tensor<64xf32> {jax.result_info = "result[0][26]"}, tensor<64xf32> {jax.result_info = "result[0][27]"}, tensor<64xf32> {jax.result_info = "result[0][28]"}, tensor<64xf32> {jax.result_info = "result[0][29]"}, tensor<64x128xf32> {jax.result_info = "result[0][30]"}, tensor<128xf32> {jax.result_info = "result[0][31]"}, tensor<128x64xf32> {jax.result_info = "result[0][32]"}, tensor<64xf32> {jax.result_info = "result[0][33]"}, tensor<64xf32> {jax.result_info = "result[0][34]"}, tensor<64xf32> {jax.result_info = "result[0][35]"}, tensor<512x64xf32> {jax.result_info = "result[0][36]"}, tensor<32x64xf32> {jax.result_info = "result[0][37]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][38]"}, tensor<4x16xf32> {jax.result_info = "result[0][39]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][40]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][41]"}, tensor<4x16xf32> {jax.result_info = "result[0][42]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][43]"}, tensor<64xf32> {jax.result_info = "result[0][44]"}, tensor<64xf32> {jax.result_info = "result[0][45]"}, tensor<64xf32> {jax.result_info = "result[0][46]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][47]"}, tensor<4x16xf32> {jax.result_info = "result[0][48]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][49]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][50]"}, tensor<4x16xf32> {jax.result_info = "result[0][51]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][52]"}, tensor<64xf32> {jax.result_info = "result[0][53]"}, tensor<64xf32> {jax.result_info = "result[0][54]"}, tensor<64xf32> {jax.result_info = "result[0][55]"}, tensor<64x128xf32> {jax.result_info = "result[0][56]"}, tensor<128xf32> {jax.result_info = "result[0][57]"}, tensor<128x64xf32> {jax.result_info = "result[0][58]"}, tensor<64xf32> {jax.result_info = "result[0][59]"}, tensor<64xf32> {jax.result_info = "result[0][60]"}, tensor<64xf32> {jax.result_info = "result[0][61]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][62]"}, tensor<4x16xf32> {jax.result_info = "result[0][63]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][64]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][65]"}, tensor<4x16xf32> {jax.result_info = "result[0][66]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][67]"}, tensor<64xf32> {jax.result_info = "result[0][68]"}, tensor<64xf32> {jax.result_info = "result[0][69]"}, tensor<64xf32> {jax.result_info = "result[0][70]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][71]"}, tensor<4x16xf32> {jax.result_info = "result[0][72]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][73]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][74]"}, tensor<4x16xf32> {jax.result_info = "result[0][75]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][76]"}, tensor<64xf32> {jax.result_info = "result[0][77]"}, tensor<64xf32> {jax.result_info = "result[0][78]"}, tensor<64xf32> {jax.result_info = "result[0][79]"}, tensor<64x128xf32> {jax.result_info = "result[0][80]"}, tensor<128xf32> {jax.result_info = "result[0][81]"}, tensor<128x64xf32> {jax.result_info = "result[0][82]"}, tensor<64xf32> {jax.result_info = "result[0][83]"}, tensor<64xf32> {jax.result_info = "result[0][84]"}, tensor<64xf32> {jax.result_info = "result[0][85]"}, tensor<64xf32> {jax.result_info = "result[0][86]"}, tensor<64xf32> {jax.result_info = "result[0][87]"}, tensor<f32> {jax.result_info = "result[1]"}) {
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
    %10 = chlo.square %8 : tensor<8x64x64xf32> -> tensor<8x64x64xf32>
    %11 = stablehlo.negate %10 : tensor<8x64x64xf32>
    %12 = stablehlo.exponential %11 : tensor<8x64x64xf32>
    %13 = stablehlo.multiply %5, %9 : tensor<8x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_pad(%13, %c) : (tensor<8x64x64xf32>, tensor<i32>) -> tensor<8x66x64xf32>
    %15 = stablehlo.convolution(%14, %arg2) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x66x64xf32>, tensor<3x64x64xf32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.add %15, %17 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x32x64xf32>
    %21 = stablehlo.negate %18 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<8x32x64xf32>
    %24 = chlo.erfc %23 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %25 = chlo.square %23 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %26 = stablehlo.negate %25 : tensor<8x32x64xf32>
    %27 = stablehlo.exponential %26 : tensor<8x32x64xf32>
    %28 = stablehlo.multiply %20, %24 : tensor<8x32x64xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.dynamic_slice %arg88, %c_3, %c_4, sizes = [32, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8x32x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %36:4 = call @_var(%31, %c_7) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %37 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %38 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %40 = stablehlo.add %36#0, %39 : tensor<8x32x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<8x32x1xf32>
    %42 = stablehlo.divide %41, %40 : tensor<8x32x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<8x32x1xf32>
    %45 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %47 = stablehlo.multiply %45, %46 : tensor<8x32x64xf32>
    %48 = stablehlo.negate %35 : tensor<8x32x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<8x32x64xf32>
    %51 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x32x64xf32>
    %53 = stablehlo.multiply %31, %47 : tensor<8x32x64xf32>
    %54 = stablehlo.add %53, %52 : tensor<8x32x64xf32>
    %55 = stablehlo.dot_general %54, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %58 = stablehlo.add %55, %57 : tensor<8x32x4x16xf32>
    %59 = stablehlo.dot_general %54, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %60 = stablehlo.dot_general %54, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x32x4x16xf32>
    %64 = stablehlo.reshape %58 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %65 = stablehlo.dot_general %64, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8x4x32x1x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_11) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %70 = stablehlo.maximum %69, %68 : tensor<8x4x32x1xf32>
    %71 = stablehlo.transpose %70, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %73 = stablehlo.transpose %67, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %75 = stablehlo.subtract %73, %74 : tensor<1x8x4x32x32xf32>
    %76 = stablehlo.exponential %75 : tensor<1x8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %80 = stablehlo.divide %76, %79 : tensor<1x8x4x32x32xf32>
    %81 = stablehlo.multiply %78, %78 : tensor<1x8x4x32x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %83 = stablehlo.divide %82, %81 : tensor<1x8x4x32x1xf32>
    %84 = stablehlo.dot_general %63, %80, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %85 = stablehlo.transpose %84, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %86 = stablehlo.transpose %85, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %88 = stablehlo.dot_general %87, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %89 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %91 = stablehlo.add %88, %90 : tensor<8x32x64xf32>
    %92 = stablehlo.add %91, %31 : tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %96 = stablehlo.divide %94, %95 : tensor<8x32x1xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %97:4 = call @_var(%92, %c_17) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %98 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %99 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_18 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %101 = stablehlo.add %97#0, %100 : tensor<8x32x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<8x32x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<8x32x1xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %107 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<8x32x64xf32>
    %109 = stablehlo.negate %96 : tensor<8x32x1xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %111 = stablehlo.multiply %110, %108 : tensor<8x32x64xf32>
    %112 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %113 = stablehlo.add %111, %112 : tensor<8x32x64xf32>
    %114 = stablehlo.multiply %92, %108 : tensor<8x32x64xf32>
    %115 = stablehlo.add %114, %113 : tensor<8x32x64xf32>
    %116 = stablehlo.dot_general %115, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %117 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %119 = stablehlo.add %116, %118 : tensor<8x32x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x32x128xf32>
    %122 = stablehlo.negate %119 : tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.multiply %122, %123 : tensor<8x32x128xf32>
    %125 = chlo.erfc %124 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %126 = chlo.square %124 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %127 = stablehlo.negate %126 : tensor<8x32x128xf32>
    %128 = stablehlo.exponential %127 : tensor<8x32x128xf32>
    %129 = stablehlo.multiply %121, %125 : tensor<8x32x128xf32>
    %130 = stablehlo.dot_general %129, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %131 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x32x64xf32>
    %134 = stablehlo.add %133, %92 : tensor<8x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x32x1xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %139:4 = call @_var(%134, %c_24) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %140 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %143 = stablehlo.add %139#0, %142 : tensor<8x32x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<8x32x1xf32>
    %145 = stablehlo.divide %144, %143 : tensor<8x32x1xf32>
    %cst_26 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8x32x1xf32>
    %148 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %149 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<8x32x64xf32>
    %151 = stablehlo.negate %138 : tensor<8x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %153 = stablehlo.multiply %152, %150 : tensor<8x32x64xf32>
    %154 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %155 = stablehlo.add %153, %154 : tensor<8x32x64xf32>
    %156 = stablehlo.multiply %134, %150 : tensor<8x32x64xf32>
    %157 = stablehlo.add %156, %155 : tensor<8x32x64xf32>
    %158 = stablehlo.dot_general %157, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %159 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x32x4x16xf32>
    %162 = stablehlo.dot_general %157, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %163 = stablehlo.dot_general %157, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %164 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x32x4x16xf32>
    %167 = stablehlo.reshape %161 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %168 = stablehlo.dot_general %167, %162, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<8x4x32x1x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_28) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %173 = stablehlo.maximum %172, %171 : tensor<8x4x32x1xf32>
    %174 = stablehlo.transpose %173, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %176 = stablehlo.transpose %170, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %177 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %178 = stablehlo.subtract %176, %177 : tensor<1x8x4x32x32xf32>
    %179 = stablehlo.exponential %178 : tensor<1x8x4x32x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%179 init: %cst_30) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %183 = stablehlo.divide %179, %182 : tensor<1x8x4x32x32xf32>
    %184 = stablehlo.multiply %181, %181 : tensor<1x8x4x32x1xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %186 = stablehlo.divide %185, %184 : tensor<1x8x4x32x1xf32>
    %187 = stablehlo.dot_general %166, %183, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %188 = stablehlo.transpose %187, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %189 = stablehlo.transpose %188, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %191 = stablehlo.dot_general %190, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %192 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %194 = stablehlo.add %191, %193 : tensor<8x32x64xf32>
    %195 = stablehlo.add %194, %134 : tensor<8x32x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %199 = stablehlo.divide %197, %198 : tensor<8x32x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %200:4 = call @_var(%195, %c_34) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %201 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %204 = stablehlo.add %200#0, %203 : tensor<8x32x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<8x32x1xf32>
    %206 = stablehlo.divide %205, %204 : tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<8x32x1xf32>
    %209 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %210 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<8x32x64xf32>
    %212 = stablehlo.negate %199 : tensor<8x32x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %214 = stablehlo.multiply %213, %211 : tensor<8x32x64xf32>
    %215 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %216 = stablehlo.add %214, %215 : tensor<8x32x64xf32>
    %217 = stablehlo.multiply %195, %211 : tensor<8x32x64xf32>
    %218 = stablehlo.add %217, %216 : tensor<8x32x64xf32>
    %219 = stablehlo.dot_general %218, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %220 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %222 = stablehlo.add %219, %221 : tensor<8x32x128xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<8x32x128xf32>
    %225 = stablehlo.negate %222 : tensor<8x32x128xf32>
    %cst_38 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<8x32x128xf32>
    %228 = chlo.erfc %227 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %229 = chlo.square %227 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %230 = stablehlo.negate %229 : tensor<8x32x128xf32>
    %231 = stablehlo.exponential %230 : tensor<8x32x128xf32>
    %232 = stablehlo.multiply %224, %228 : tensor<8x32x128xf32>
    %233 = stablehlo.dot_general %232, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %234 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x32x64xf32>
    %237 = stablehlo.add %236, %195 : tensor<8x32x64xf32>
    %238:2 = call @_take(%arg36, %arg90) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %239 = stablehlo.dynamic_slice %arg37, %c_39, %c_40, sizes = [32, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %241 = stablehlo.add %238#0, %240 : tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%237 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %245 = stablehlo.divide %243, %244 : tensor<8x32x1xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %246:4 = call @_var(%237, %c_43) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %247 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %248 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_44 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %250 = stablehlo.add %246#0, %249 : tensor<8x32x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<8x32x1xf32>
    %252 = stablehlo.divide %251, %250 : tensor<8x32x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %254 = stablehlo.multiply %253, %252 : tensor<8x32x1xf32>
    %255 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %256 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %257 = stablehlo.multiply %255, %256 : tensor<8x32x64xf32>
    %258 = stablehlo.negate %245 : tensor<8x32x1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %260 = stablehlo.multiply %259, %257 : tensor<8x32x64xf32>
    %261 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %262 = stablehlo.add %260, %261 : tensor<8x32x64xf32>
    %263 = stablehlo.multiply %237, %257 : tensor<8x32x64xf32>
    %264 = stablehlo.add %263, %262 : tensor<8x32x64xf32>
    %265 = stablehlo.broadcast_in_dim %arg89, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %266 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %268 = stablehlo.add %266, %267 : tensor<32xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %270 = stablehlo.iota dim = 0 : tensor<32xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %272 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %274 = stablehlo.compare GE, %272, %273, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %275 = stablehlo.broadcast_in_dim %274, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %277 = stablehlo.convert %276 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %278 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %279 = stablehlo.minimum %278, %277 : tensor<8x32x32xi32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%241 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x32x1xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %284:4 = call @_var(%241, %c_49) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %285 = stablehlo.reshape %arg45 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %286 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_50 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %288 = stablehlo.add %284#0, %287 : tensor<8x32x1xf32>
    %289 = stablehlo.rsqrt %288 : tensor<8x32x1xf32>
    %290 = stablehlo.divide %289, %288 : tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<8x32x1xf32>
    %293 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %294 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %295 = stablehlo.multiply %293, %294 : tensor<8x32x64xf32>
    %296 = stablehlo.negate %283 : tensor<8x32x1xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %298 = stablehlo.multiply %297, %295 : tensor<8x32x64xf32>
    %299 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %300 = stablehlo.add %298, %299 : tensor<8x32x64xf32>
    %301 = stablehlo.multiply %241, %295 : tensor<8x32x64xf32>
    %302 = stablehlo.add %301, %300 : tensor<8x32x64xf32>
    %303 = stablehlo.dot_general %302, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %304 = stablehlo.broadcast_in_dim %arg39, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %306 = stablehlo.add %303, %305 : tensor<8x32x4x16xf32>
    %307 = stablehlo.dot_general %302, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %308 = stablehlo.dot_general %302, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %309 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %311 = stablehlo.add %308, %310 : tensor<8x32x4x16xf32>
    %312 = stablehlo.broadcast_in_dim %279, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %313 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %314 = stablehlo.compare NE, %312, %313, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %315 = stablehlo.convert %314 : tensor<8x1x32x32xi1>
    %316 = stablehlo.reshape %306 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %318 = stablehlo.dot_general %316, %307, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_53 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<8x4x32x1x32xf32>
    %c_54 = stablehlo.constant dense<true> : tensor<i1>
    %321 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %322 = stablehlo.broadcast_in_dim %321, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %323 = stablehlo.transpose %317, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %325 = stablehlo.and %322, %324 : tensor<1x8x4x32x32xi1>
    %cst_55 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %326 = call @_where_1(%325, %320, %cst_55) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_56) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %329 = stablehlo.maximum %328, %327 : tensor<1x8x4x32xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %332 = stablehlo.subtract %326, %331 : tensor<1x8x4x32x32xf32>
    %333 = stablehlo.exponential %332 : tensor<1x8x4x32x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_58) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %337 = stablehlo.divide %333, %336 : tensor<1x8x4x32x32xf32>
    %338 = stablehlo.multiply %335, %335 : tensor<1x8x4x32x1xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %340 = stablehlo.divide %339, %338 : tensor<1x8x4x32x1xf32>
    %341 = stablehlo.dot_general %311, %337, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %342 = stablehlo.transpose %341, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %343 = stablehlo.transpose %342, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %344 = stablehlo.reshape %343 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %345 = stablehlo.dot_general %344, %arg43, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %346 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %348 = stablehlo.add %345, %347 : tensor<8x32x64xf32>
    %349 = stablehlo.add %348, %241 : tensor<8x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %353 = stablehlo.divide %351, %352 : tensor<8x32x1xf32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %354:4 = call @_var(%349, %c_62) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %355 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %356 = stablehlo.reshape %arg55 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_63 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %358 = stablehlo.add %354#0, %357 : tensor<8x32x1xf32>
    %359 = stablehlo.rsqrt %358 : tensor<8x32x1xf32>
    %360 = stablehlo.divide %359, %358 : tensor<8x32x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %362 = stablehlo.multiply %361, %360 : tensor<8x32x1xf32>
    %363 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %364 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<8x32x64xf32>
    %366 = stablehlo.negate %353 : tensor<8x32x1xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %368 = stablehlo.multiply %367, %365 : tensor<8x32x64xf32>
    %369 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %370 = stablehlo.add %368, %369 : tensor<8x32x64xf32>
    %371 = stablehlo.multiply %349, %365 : tensor<8x32x64xf32>
    %372 = stablehlo.add %371, %370 : tensor<8x32x64xf32>
    %373 = stablehlo.dot_general %372, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %374 = stablehlo.broadcast_in_dim %arg48, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %376 = stablehlo.add %373, %375 : tensor<8x32x4x16xf32>
    %377 = stablehlo.dot_general %264, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %378 = stablehlo.dot_general %264, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %379 = stablehlo.broadcast_in_dim %arg51, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %381 = stablehlo.add %378, %380 : tensor<8x32x4x16xf32>
    %382 = stablehlo.reshape %376 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %383 = stablehlo.dot_general %382, %377, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_65 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %385 = stablehlo.multiply %383, %384 : tensor<8x4x32x1x32xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_66) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %388 = stablehlo.maximum %387, %386 : tensor<8x4x32x1xf32>
    %389 = stablehlo.transpose %388, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %391 = stablehlo.transpose %385, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %392 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %393 = stablehlo.subtract %391, %392 : tensor<1x8x4x32x32xf32>
    %394 = stablehlo.exponential %393 : tensor<1x8x4x32x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_68) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %398 = stablehlo.divide %394, %397 : tensor<1x8x4x32x32xf32>
    %399 = stablehlo.multiply %396, %396 : tensor<1x8x4x32x1xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %401 = stablehlo.divide %400, %399 : tensor<1x8x4x32x1xf32>
    %402 = stablehlo.dot_general %381, %398, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %403 = stablehlo.transpose %402, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %404 = stablehlo.transpose %403, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %406 = stablehlo.dot_general %405, %arg52, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %407 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %409 = stablehlo.add %406, %408 : tensor<8x32x64xf32>
    %410 = stablehlo.add %409, %349 : tensor<8x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %414 = stablehlo.divide %412, %413 : tensor<8x32x1xf32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %415:4 = call @_var(%410, %c_72) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %416 = stablehlo.reshape %arg60 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %417 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %419 = stablehlo.add %415#0, %418 : tensor<8x32x1xf32>
    %420 = stablehlo.rsqrt %419 : tensor<8x32x1xf32>
    %421 = stablehlo.divide %420, %419 : tensor<8x32x1xf32>
    %cst_74 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<8x32x1xf32>
    %424 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %425 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %426 = stablehlo.multiply %424, %425 : tensor<8x32x64xf32>
    %427 = stablehlo.negate %414 : tensor<8x32x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %429 = stablehlo.multiply %428, %426 : tensor<8x32x64xf32>
    %430 = stablehlo.broadcast_in_dim %417, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %431 = stablehlo.add %429, %430 : tensor<8x32x64xf32>
    %432 = stablehlo.multiply %410, %426 : tensor<8x32x64xf32>
    %433 = stablehlo.add %432, %431 : tensor<8x32x64xf32>
    %434 = stablehlo.dot_general %433, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %435 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %437 = stablehlo.add %434, %436 : tensor<8x32x128xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %439 = stablehlo.multiply %438, %437 : tensor<8x32x128xf32>
    %440 = stablehlo.negate %437 : tensor<8x32x128xf32>
    %cst_76 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<8x32x128xf32>
    %443 = chlo.erfc %442 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %444 = chlo.square %442 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %445 = stablehlo.negate %444 : tensor<8x32x128xf32>
    %446 = stablehlo.exponential %445 : tensor<8x32x128xf32>
    %447 = stablehlo.multiply %439, %443 : tensor<8x32x128xf32>
    %448 = stablehlo.dot_general %447, %arg58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %449 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %451 = stablehlo.add %448, %450 : tensor<8x32x64xf32>
    %452 = stablehlo.add %451, %410 : tensor<8x32x64xf32>
    %453 = stablehlo.broadcast_in_dim %arg89, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %454 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %456 = stablehlo.add %454, %455 : tensor<32xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %458 = stablehlo.iota dim = 0 : tensor<32xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %460 = stablehlo.broadcast_in_dim %457, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %461 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %462 = stablehlo.compare GE, %460, %461, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %463 = stablehlo.broadcast_in_dim %462, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %465 = stablehlo.convert %464 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %466 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %467 = stablehlo.minimum %466, %465 : tensor<8x32x32xi32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%452 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %471 = stablehlo.divide %469, %470 : tensor<8x32x1xf32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %472:4 = call @_var(%452, %c_80) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %473 = stablehlo.reshape %arg69 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %474 = stablehlo.reshape %arg70 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_81 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %476 = stablehlo.add %472#0, %475 : tensor<8x32x1xf32>
    %477 = stablehlo.rsqrt %476 : tensor<8x32x1xf32>
    %478 = stablehlo.divide %477, %476 : tensor<8x32x1xf32>
    %cst_82 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<8x32x1xf32>
    %481 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %482 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<8x32x64xf32>
    %484 = stablehlo.negate %471 : tensor<8x32x1xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %486 = stablehlo.multiply %485, %483 : tensor<8x32x64xf32>
    %487 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %488 = stablehlo.add %486, %487 : tensor<8x32x64xf32>
    %489 = stablehlo.multiply %452, %483 : tensor<8x32x64xf32>
    %490 = stablehlo.add %489, %488 : tensor<8x32x64xf32>
    %491 = stablehlo.dot_general %490, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %492 = stablehlo.broadcast_in_dim %arg63, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %494 = stablehlo.add %491, %493 : tensor<8x32x4x16xf32>
    %495 = stablehlo.dot_general %490, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %496 = stablehlo.dot_general %490, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %497 = stablehlo.broadcast_in_dim %arg66, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %499 = stablehlo.add %496, %498 : tensor<8x32x4x16xf32>
    %500 = stablehlo.broadcast_in_dim %467, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %501 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %502 = stablehlo.compare NE, %500, %501, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %503 = stablehlo.convert %502 : tensor<8x1x32x32xi1>
    %504 = stablehlo.reshape %494 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %505 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %506 = stablehlo.dot_general %504, %495, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_84 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %508 = stablehlo.multiply %506, %507 : tensor<8x4x32x1x32xf32>
    %c_85 = stablehlo.constant dense<true> : tensor<i1>
    %509 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %510 = stablehlo.broadcast_in_dim %509, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %511 = stablehlo.transpose %505, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %513 = stablehlo.and %510, %512 : tensor<1x8x4x32x32xi1>
    %cst_86 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %514 = call @_where_1(%513, %508, %cst_86) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %515 = stablehlo.reduce(%514 init: %cst_87) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %517 = stablehlo.maximum %516, %515 : tensor<1x8x4x32xf32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %520 = stablehlo.subtract %514, %519 : tensor<1x8x4x32x32xf32>
    %521 = stablehlo.exponential %520 : tensor<1x8x4x32x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_89) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %525 = stablehlo.divide %521, %524 : tensor<1x8x4x32x32xf32>
    %526 = stablehlo.multiply %523, %523 : tensor<1x8x4x32x1xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %528 = stablehlo.divide %527, %526 : tensor<1x8x4x32x1xf32>
    %529 = stablehlo.dot_general %499, %525, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %530 = stablehlo.transpose %529, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %531 = stablehlo.transpose %530, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %532 = stablehlo.reshape %531 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %533 = stablehlo.dot_general %532, %arg67, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %534 = stablehlo.broadcast_in_dim %arg68, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %536 = stablehlo.add %533, %535 : tensor<8x32x64xf32>
    %537 = stablehlo.add %536, %452 : tensor<8x32x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_92 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %541 = stablehlo.divide %539, %540 : tensor<8x32x1xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %542:4 = call @_var(%537, %c_93) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %543 = stablehlo.reshape %arg78 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %544 = stablehlo.reshape %arg79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_94 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %546 = stablehlo.add %542#0, %545 : tensor<8x32x1xf32>
    %547 = stablehlo.rsqrt %546 : tensor<8x32x1xf32>
    %548 = stablehlo.divide %547, %546 : tensor<8x32x1xf32>
    %cst_95 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %550 = stablehlo.multiply %549, %548 : tensor<8x32x1xf32>
    %551 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %552 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %553 = stablehlo.multiply %551, %552 : tensor<8x32x64xf32>
    %554 = stablehlo.negate %541 : tensor<8x32x1xf32>
    %555 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %556 = stablehlo.multiply %555, %553 : tensor<8x32x64xf32>
    %557 = stablehlo.broadcast_in_dim %544, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %558 = stablehlo.add %556, %557 : tensor<8x32x64xf32>
    %559 = stablehlo.multiply %537, %553 : tensor<8x32x64xf32>
    %560 = stablehlo.add %559, %558 : tensor<8x32x64xf32>
    %561 = stablehlo.dot_general %560, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %562 = stablehlo.broadcast_in_dim %arg72, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %564 = stablehlo.add %561, %563 : tensor<8x32x4x16xf32>
    %565 = stablehlo.dot_general %264, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %566 = stablehlo.dot_general %264, %arg74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %567 = stablehlo.broadcast_in_dim %arg75, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %569 = stablehlo.add %566, %568 : tensor<8x32x4x16xf32>
    %570 = stablehlo.reshape %564 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %571 = stablehlo.dot_general %570, %565, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_96 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %572 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %573 = stablehlo.multiply %571, %572 : tensor<8x4x32x1x32xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_97) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<8x4x32x1xf32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %576 = stablehlo.maximum %575, %574 : tensor<8x4x32x1xf32>
    %577 = stablehlo.transpose %576, dims = [3, 0, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<1x8x4x32xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %579 = stablehlo.transpose %573, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %580 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %581 = stablehlo.subtract %579, %580 : tensor<1x8x4x32x32xf32>
    %582 = stablehlo.exponential %581 : tensor<1x8x4x32x32xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_99) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %586 = stablehlo.divide %582, %585 : tensor<1x8x4x32x32xf32>
    %587 = stablehlo.multiply %584, %584 : tensor<1x8x4x32x1xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %589 = stablehlo.divide %588, %587 : tensor<1x8x4x32x1xf32>
    %590 = stablehlo.dot_general %569, %586, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %591 = stablehlo.transpose %590, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %592 = stablehlo.transpose %591, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %593 = stablehlo.reshape %592 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %594 = stablehlo.dot_general %593, %arg76, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %595 = stablehlo.broadcast_in_dim %arg77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %597 = stablehlo.add %594, %596 : tensor<8x32x64xf32>
    %598 = stablehlo.add %597, %537 : tensor<8x32x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %599 = stablehlo.reduce(%598 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %600 = stablehlo.broadcast_in_dim %599, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_102 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %602 = stablehlo.divide %600, %601 : tensor<8x32x1xf32>
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %603:4 = call @_var(%598, %c_103) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %604 = stablehlo.reshape %arg84 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %605 = stablehlo.reshape %arg85 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_104 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %607 = stablehlo.add %603#0, %606 : tensor<8x32x1xf32>
    %608 = stablehlo.rsqrt %607 : tensor<8x32x1xf32>
    %609 = stablehlo.divide %608, %607 : tensor<8x32x1xf32>
    %cst_105 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %611 = stablehlo.multiply %610, %609 : tensor<8x32x1xf32>
    %612 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %613 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %614 = stablehlo.multiply %612, %613 : tensor<8x32x64xf32>
    %615 = stablehlo.negate %602 : tensor<8x32x1xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %617 = stablehlo.multiply %616, %614 : tensor<8x32x64xf32>
    %618 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %619 = stablehlo.add %617, %618 : tensor<8x32x64xf32>
    %620 = stablehlo.multiply %598, %614 : tensor<8x32x64xf32>
    %621 = stablehlo.add %620, %619 : tensor<8x32x64xf32>
    %622 = stablehlo.dot_general %621, %arg80, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %623 = stablehlo.broadcast_in_dim %arg81, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %625 = stablehlo.add %622, %624 : tensor<8x32x128xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %627 = stablehlo.multiply %626, %625 : tensor<8x32x128xf32>
    %628 = stablehlo.negate %625 : tensor<8x32x128xf32>
    %cst_107 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %630 = stablehlo.multiply %628, %629 : tensor<8x32x128xf32>
    %631 = chlo.erfc %630 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %632 = chlo.square %630 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %633 = stablehlo.negate %632 : tensor<8x32x128xf32>
    %634 = stablehlo.exponential %633 : tensor<8x32x128xf32>
    %635 = stablehlo.multiply %627, %631 : tensor<8x32x128xf32>
    %636 = stablehlo.dot_general %635, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %637 = stablehlo.broadcast_in_dim %arg83, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %639 = stablehlo.add %636, %638 : tensor<8x32x64xf32>
    %640 = stablehlo.add %639, %598 : tensor<8x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%640 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_109 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %644 = stablehlo.divide %642, %643 : tensor<8x32x1xf32>
    %c_110 = stablehlo.constant dense<0> : tensor<i32>
    %645:4 = call @_var(%640, %c_110) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %646 = stablehlo.reshape %arg86 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %647 = stablehlo.reshape %arg87 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_111 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %649 = stablehlo.add %645#0, %648 : tensor<8x32x1xf32>
    %650 = stablehlo.rsqrt %649 : tensor<8x32x1xf32>
    %651 = stablehlo.divide %650, %649 : tensor<8x32x1xf32>
    %cst_112 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %653 = stablehlo.multiply %652, %651 : tensor<8x32x1xf32>
    %654 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %655 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %656 = stablehlo.multiply %654, %655 : tensor<8x32x64xf32>
    %657 = stablehlo.negate %644 : tensor<8x32x1xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %659 = stablehlo.multiply %658, %656 : tensor<8x32x64xf32>
    %660 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %661 = stablehlo.add %659, %660 : tensor<8x32x64xf32>
    %662 = stablehlo.multiply %640, %656 : tensor<8x32x64xf32>
    %663 = stablehlo.add %662, %661 : tensor<8x32x64xf32>
    %664 = chlo.square %663 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %666 = stablehlo.multiply %665, %663 : tensor<8x32x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%664 init: %cst_114) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_115 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %668 = stablehlo.divide %667, %cst_115 : tensor<f32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.add %cst_116, %668 : tensor<f32>
    %670 = chlo.square %264 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_117 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %672 = stablehlo.multiply %671, %264 : tensor<8x32x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%670 init: %cst_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_119 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %674 = stablehlo.divide %673, %cst_119 : tensor<f32>
    %675 = stablehlo.add %669, %674 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_121 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %676 = stablehlo.divide %cst_120, %cst_121 : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %676, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %678 = stablehlo.multiply %677, %672 : tensor<8x32x64xf32>
    %cst_122 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %679 = stablehlo.divide %cst_120, %cst_122 : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %679, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %681 = stablehlo.multiply %680, %666 : tensor<8x32x64xf32>
    %682 = stablehlo.multiply %640, %681 : tensor<8x32x64xf32>
    %683 = stablehlo.multiply %681, %656 : tensor<8x32x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%681 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %685 = stablehlo.reshape %684 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %686 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %687 = stablehlo.multiply %686, %681 : tensor<8x32x64xf32>
    %688 = stablehlo.add %682, %687 : tensor<8x32x64xf32>
    %689 = stablehlo.multiply %681, %656 : tensor<8x32x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.reduce(%689 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %691 = stablehlo.reshape %690 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %692 = stablehlo.negate %691 : tensor<8x32x1xf32>
    %693 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %694 = stablehlo.multiply %693, %688 : tensor<8x32x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %695 = stablehlo.reduce(%694 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %696 = stablehlo.reshape %695 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %697 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %698 = stablehlo.multiply %688, %697 : tensor<8x32x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%698 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %700 = stablehlo.reshape %699 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %701 = stablehlo.multiply %700, %653 : tensor<8x32x1xf32>
    %702 = stablehlo.reshape %685 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %703 = stablehlo.reshape %696 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %704 = call @_var_2(%645#1, %645#2, %645#3, %701) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %705 = stablehlo.add %683, %704 : tensor<8x32x64xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %707 = stablehlo.divide %692, %706 : tensor<8x32x1xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%707 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %710 = stablehlo.add %705, %709 : tensor<8x32x64xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %712 = stablehlo.reshape %711 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%712 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %714 = stablehlo.dot_general %710, %635, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %715 = stablehlo.transpose %714, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %716 = stablehlo.dot_general %710, %arg82, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %717 = stablehlo.multiply %627, %716 : tensor<8x32x128xf32>
    %718 = stablehlo.multiply %716, %631 : tensor<8x32x128xf32>
    %cst_131 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %720 = stablehlo.multiply %719, %717 : tensor<8x32x128xf32>
    %721 = stablehlo.multiply %720, %634 : tensor<8x32x128xf32>
    %cst_132 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %723 = stablehlo.multiply %721, %722 : tensor<8x32x128xf32>
    %724 = stablehlo.negate %723 : tensor<8x32x128xf32>
    %cst_133 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %726 = stablehlo.multiply %725, %718 : tensor<8x32x128xf32>
    %727 = stablehlo.add %724, %726 : tensor<8x32x128xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %728 = stablehlo.reduce(%727 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %729 = stablehlo.reshape %728 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %730 = stablehlo.reduce(%729 init: %cst_135) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %731 = stablehlo.dot_general %727, %621, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %732 = stablehlo.transpose %731, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %733 = stablehlo.dot_general %727, %arg80, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %734 = stablehlo.multiply %598, %733 : tensor<8x32x64xf32>
    %735 = stablehlo.multiply %733, %614 : tensor<8x32x64xf32>
    %736 = stablehlo.add %710, %735 : tensor<8x32x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.reduce(%733 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %738 = stablehlo.reshape %737 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %739 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %740 = stablehlo.multiply %739, %733 : tensor<8x32x64xf32>
    %741 = stablehlo.add %734, %740 : tensor<8x32x64xf32>
    %742 = stablehlo.multiply %733, %614 : tensor<8x32x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.reduce(%742 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %744 = stablehlo.reshape %743 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %745 = stablehlo.negate %744 : tensor<8x32x1xf32>
    %746 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %747 = stablehlo.multiply %746, %741 : tensor<8x32x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%747 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %749 = stablehlo.reshape %748 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %750 = stablehlo.broadcast_in_dim %604, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %751 = stablehlo.multiply %741, %750 : tensor<8x32x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%751 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %753 = stablehlo.reshape %752 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %754 = stablehlo.multiply %753, %611 : tensor<8x32x1xf32>
    %755 = stablehlo.reshape %738 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %756 = stablehlo.reshape %749 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %757 = call @_var_2(%603#1, %603#2, %603#3, %754) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %758 = stablehlo.add %736, %757 : tensor<8x32x64xf32>
    %cst_140 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %760 = stablehlo.divide %745, %759 : tensor<8x32x1xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%760 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %762 = stablehlo.broadcast_in_dim %761, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %763 = stablehlo.add %758, %762 : tensor<8x32x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.reduce(%763 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %765 = stablehlo.reshape %764 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.reduce(%765 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %767 = stablehlo.dot_general %763, %593, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %768 = stablehlo.transpose %767, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %769 = stablehlo.dot_general %763, %arg76, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %770 = stablehlo.reshape %769 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %771 = stablehlo.transpose %770, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %772 = stablehlo.transpose %771, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %773 = stablehlo.dot_general %772, %569, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %774 = stablehlo.transpose %773, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %775 = stablehlo.dot_general %772, %586, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %776 = stablehlo.transpose %775, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %777 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %778 = stablehlo.multiply %774, %777 : tensor<1x8x4x32x32xf32>
    %779 = stablehlo.multiply %778, %582 : tensor<1x8x4x32x32xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%779 init: %cst_144) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %781 = stablehlo.reshape %780 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %782 = stablehlo.negate %781 : tensor<1x8x4x32x1xf32>
    %783 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %784 = stablehlo.divide %774, %783 : tensor<1x8x4x32x32xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%782 init: %cst_145) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %787 = stablehlo.broadcast_in_dim %786, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %788 = stablehlo.add %784, %787 : tensor<1x8x4x32x32xf32>
    %789 = stablehlo.multiply %788, %582 : tensor<1x8x4x32x32xf32>
    %790 = stablehlo.transpose %789, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_146 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %792 = stablehlo.multiply %790, %791 : tensor<8x4x32x1x32xf32>
    %793 = stablehlo.dot_general %792, %570, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %794 = stablehlo.transpose %793, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %795 = stablehlo.dot_general %792, %565, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %796 = stablehlo.transpose %795, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %797 = stablehlo.reshape %796 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.reduce(%776 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %799 = stablehlo.reshape %798 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%799 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %801 = stablehlo.dot_general %776, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %802 = stablehlo.transpose %801, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %803 = stablehlo.dot_general %776, %arg74, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %804 = stablehlo.add %678, %803 : tensor<8x32x64xf32>
    %805 = stablehlo.dot_general %794, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %806 = stablehlo.transpose %805, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %807 = stablehlo.dot_general %794, %arg73, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %808 = stablehlo.add %804, %807 : tensor<8x32x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.reduce(%797 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %810 = stablehlo.reshape %809 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %812 = stablehlo.dot_general %797, %560, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %813 = stablehlo.transpose %812, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %814 = stablehlo.dot_general %797, %arg71, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %815 = stablehlo.multiply %537, %814 : tensor<8x32x64xf32>
    %816 = stablehlo.multiply %814, %553 : tensor<8x32x64xf32>
    %817 = stablehlo.add %763, %816 : tensor<8x32x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.reduce(%814 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %819 = stablehlo.reshape %818 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %820 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %821 = stablehlo.multiply %820, %814 : tensor<8x32x64xf32>
    %822 = stablehlo.add %815, %821 : tensor<8x32x64xf32>
    %823 = stablehlo.multiply %814, %553 : tensor<8x32x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%823 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %825 = stablehlo.reshape %824 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %826 = stablehlo.negate %825 : tensor<8x32x1xf32>
    %827 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %828 = stablehlo.multiply %827, %822 : tensor<8x32x64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %829 = stablehlo.reduce(%828 init: %cst_153) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %830 = stablehlo.reshape %829 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %831 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %832 = stablehlo.multiply %822, %831 : tensor<8x32x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%832 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %834 = stablehlo.reshape %833 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %835 = stablehlo.multiply %834, %550 : tensor<8x32x1xf32>
    %836 = stablehlo.reshape %819 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %837 = stablehlo.reshape %830 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %838 = call @_var_2(%542#1, %542#2, %542#3, %835) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %839 = stablehlo.add %817, %838 : tensor<8x32x64xf32>
    %cst_155 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %841 = stablehlo.divide %826, %840 : tensor<8x32x1xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %842 = stablehlo.reduce(%841 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %844 = stablehlo.add %839, %843 : tensor<8x32x64xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_157) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %846 = stablehlo.reshape %845 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.reduce(%846 init: %cst_158) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %848 = stablehlo.dot_general %844, %532, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %849 = stablehlo.transpose %848, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %850 = stablehlo.dot_general %844, %arg67, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %851 = stablehlo.reshape %850 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %852 = stablehlo.transpose %851, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %853 = stablehlo.transpose %852, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %854 = stablehlo.dot_general %853, %499, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %855 = stablehlo.transpose %854, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %856 = stablehlo.dot_general %853, %525, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %857 = stablehlo.transpose %856, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %858 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %859 = stablehlo.multiply %855, %858 : tensor<1x8x4x32x32xf32>
    %860 = stablehlo.multiply %859, %521 : tensor<1x8x4x32x32xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.reduce(%860 init: %cst_159) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %862 = stablehlo.reshape %861 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %863 = stablehlo.negate %862 : tensor<1x8x4x32x1xf32>
    %864 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %865 = stablehlo.divide %855, %864 : tensor<1x8x4x32x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %866 = stablehlo.reduce(%863 init: %cst_160) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %868 = stablehlo.broadcast_in_dim %867, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %869 = stablehlo.add %865, %868 : tensor<1x8x4x32x32xf32>
    %870 = stablehlo.multiply %869, %521 : tensor<1x8x4x32x32xf32>
    %871 = call @_where_4(%513, %870) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_161 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %873 = stablehlo.multiply %871, %872 : tensor<8x4x32x1x32xf32>
    %874 = stablehlo.dot_general %873, %504, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %875 = stablehlo.transpose %874, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %876 = stablehlo.dot_general %873, %495, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %877 = stablehlo.transpose %876, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %878 = stablehlo.reshape %877 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %879 = stablehlo.reduce(%857 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %880 = stablehlo.reshape %879 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %881 = stablehlo.reduce(%880 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %882 = stablehlo.dot_general %857, %490, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %883 = stablehlo.transpose %882, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %884 = stablehlo.dot_general %857, %arg65, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %885 = stablehlo.dot_general %875, %490, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %886 = stablehlo.transpose %885, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %887 = stablehlo.dot_general %875, %arg64, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %888 = stablehlo.add %884, %887 : tensor<8x32x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %889 = stablehlo.reduce(%878 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %890 = stablehlo.reshape %889 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %891 = stablehlo.reduce(%890 init: %cst_165) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %892 = stablehlo.dot_general %878, %490, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %893 = stablehlo.transpose %892, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %894 = stablehlo.dot_general %878, %arg62, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %895 = stablehlo.add %888, %894 : tensor<8x32x64xf32>
    %896 = stablehlo.multiply %452, %895 : tensor<8x32x64xf32>
    %897 = stablehlo.multiply %895, %483 : tensor<8x32x64xf32>
    %898 = stablehlo.add %844, %897 : tensor<8x32x64xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %899 = stablehlo.reduce(%895 init: %cst_166) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %900 = stablehlo.reshape %899 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %901 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %902 = stablehlo.multiply %901, %895 : tensor<8x32x64xf32>
    %903 = stablehlo.add %896, %902 : tensor<8x32x64xf32>
    %904 = stablehlo.multiply %895, %483 : tensor<8x32x64xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %905 = stablehlo.reduce(%904 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %906 = stablehlo.reshape %905 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %907 = stablehlo.negate %906 : tensor<8x32x1xf32>
    %908 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %909 = stablehlo.multiply %908, %903 : tensor<8x32x64xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %910 = stablehlo.reduce(%909 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %911 = stablehlo.reshape %910 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %912 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %913 = stablehlo.multiply %903, %912 : tensor<8x32x64xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %914 = stablehlo.reduce(%913 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %915 = stablehlo.reshape %914 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %916 = stablehlo.multiply %915, %480 : tensor<8x32x1xf32>
    %917 = stablehlo.reshape %900 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %918 = stablehlo.reshape %911 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %919 = call @_var_2(%472#1, %472#2, %472#3, %916) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %920 = stablehlo.add %898, %919 : tensor<8x32x64xf32>
    %cst_170 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %922 = stablehlo.divide %907, %921 : tensor<8x32x1xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %923 = stablehlo.reduce(%922 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %924 = stablehlo.broadcast_in_dim %923, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %925 = stablehlo.add %920, %924 : tensor<8x32x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %926 = stablehlo.reduce(%925 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %927 = stablehlo.reshape %926 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %928 = stablehlo.reduce(%927 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %929 = stablehlo.dot_general %925, %447, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %930 = stablehlo.transpose %929, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %931 = stablehlo.dot_general %925, %arg58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %932 = stablehlo.multiply %439, %931 : tensor<8x32x128xf32>
    %933 = stablehlo.multiply %931, %443 : tensor<8x32x128xf32>
    %cst_174 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %935 = stablehlo.multiply %934, %932 : tensor<8x32x128xf32>
    %936 = stablehlo.multiply %935, %446 : tensor<8x32x128xf32>
    %cst_175 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %938 = stablehlo.multiply %936, %937 : tensor<8x32x128xf32>
    %939 = stablehlo.negate %938 : tensor<8x32x128xf32>
    %cst_176 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %941 = stablehlo.multiply %940, %933 : tensor<8x32x128xf32>
    %942 = stablehlo.add %939, %941 : tensor<8x32x128xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %943 = stablehlo.reduce(%942 init: %cst_177) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %944 = stablehlo.reshape %943 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %945 = stablehlo.reduce(%944 init: %cst_178) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %946 = stablehlo.dot_general %942, %433, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %947 = stablehlo.transpose %946, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %948 = stablehlo.dot_general %942, %arg56, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %949 = stablehlo.multiply %410, %948 : tensor<8x32x64xf32>
    %950 = stablehlo.multiply %948, %426 : tensor<8x32x64xf32>
    %951 = stablehlo.add %925, %950 : tensor<8x32x64xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %952 = stablehlo.reduce(%948 init: %cst_179) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %953 = stablehlo.reshape %952 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %954 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %955 = stablehlo.multiply %954, %948 : tensor<8x32x64xf32>
    %956 = stablehlo.add %949, %955 : tensor<8x32x64xf32>
    %957 = stablehlo.multiply %948, %426 : tensor<8x32x64xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.reduce(%957 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %959 = stablehlo.reshape %958 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %960 = stablehlo.negate %959 : tensor<8x32x1xf32>
    %961 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %962 = stablehlo.multiply %961, %956 : tensor<8x32x64xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %963 = stablehlo.reduce(%962 init: %cst_181) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %964 = stablehlo.reshape %963 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %965 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %966 = stablehlo.multiply %956, %965 : tensor<8x32x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %967 = stablehlo.reduce(%966 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %968 = stablehlo.reshape %967 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %969 = stablehlo.multiply %968, %423 : tensor<8x32x1xf32>
    %970 = stablehlo.reshape %953 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %971 = stablehlo.reshape %964 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %972 = call @_var_2(%415#1, %415#2, %415#3, %969) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %973 = stablehlo.add %951, %972 : tensor<8x32x64xf32>
    %cst_183 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %974 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %975 = stablehlo.divide %960, %974 : tensor<8x32x1xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %976 = stablehlo.reduce(%975 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %977 = stablehlo.broadcast_in_dim %976, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %978 = stablehlo.add %973, %977 : tensor<8x32x64xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%978 init: %cst_185) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %980 = stablehlo.reshape %979 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %981 = stablehlo.reduce(%980 init: %cst_186) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %982 = stablehlo.dot_general %978, %405, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %983 = stablehlo.transpose %982, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %984 = stablehlo.dot_general %978, %arg52, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %985 = stablehlo.reshape %984 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %986 = stablehlo.transpose %985, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %987 = stablehlo.transpose %986, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %988 = stablehlo.dot_general %987, %381, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %989 = stablehlo.transpose %988, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %990 = stablehlo.dot_general %987, %398, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %991 = stablehlo.transpose %990, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %992 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %993 = stablehlo.multiply %989, %992 : tensor<1x8x4x32x32xf32>
    %994 = stablehlo.multiply %993, %394 : tensor<1x8x4x32x32xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %995 = stablehlo.reduce(%994 init: %cst_187) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %996 = stablehlo.reshape %995 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %997 = stablehlo.negate %996 : tensor<1x8x4x32x1xf32>
    %998 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %999 = stablehlo.divide %989, %998 : tensor<1x8x4x32x32xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1000 = stablehlo.reduce(%997 init: %cst_188) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %1001 = stablehlo.broadcast_in_dim %1000, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %1002 = stablehlo.broadcast_in_dim %1001, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1003 = stablehlo.add %999, %1002 : tensor<1x8x4x32x32xf32>
    %1004 = stablehlo.multiply %1003, %394 : tensor<1x8x4x32x32xf32>
    %1005 = stablehlo.transpose %1004, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_189 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %1007 = stablehlo.multiply %1005, %1006 : tensor<8x4x32x1x32xf32>
    %1008 = stablehlo.dot_general %1007, %382, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %1009 = stablehlo.transpose %1008, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %1010 = stablehlo.dot_general %1007, %377, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %1011 = stablehlo.transpose %1010, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1012 = stablehlo.reshape %1011 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1013 = stablehlo.reduce(%991 init: %cst_190) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1014 = stablehlo.reshape %1013 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1015 = stablehlo.reduce(%1014 init: %cst_191) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1016 = stablehlo.dot_general %991, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1017 = stablehlo.transpose %1016, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1018 = stablehlo.dot_general %991, %arg50, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1019 = stablehlo.add %808, %1018 : tensor<8x32x64xf32>
    %1020 = stablehlo.dot_general %1009, %264, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1021 = stablehlo.transpose %1020, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1022 = stablehlo.dot_general %1009, %arg49, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1023 = stablehlo.add %1019, %1022 : tensor<8x32x64xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1024 = stablehlo.reduce(%1012 init: %cst_192) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1025 = stablehlo.reshape %1024 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1026 = stablehlo.reduce(%1025 init: %cst_193) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1027 = stablehlo.dot_general %1012, %372, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1028 = stablehlo.transpose %1027, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1029 = stablehlo.dot_general %1012, %arg47, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1030 = stablehlo.multiply %349, %1029 : tensor<8x32x64xf32>
    %1031 = stablehlo.multiply %1029, %365 : tensor<8x32x64xf32>
    %1032 = stablehlo.add %978, %1031 : tensor<8x32x64xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1033 = stablehlo.reduce(%1029 init: %cst_194) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1034 = stablehlo.reshape %1033 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1035 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1036 = stablehlo.multiply %1035, %1029 : tensor<8x32x64xf32>
    %1037 = stablehlo.add %1030, %1036 : tensor<8x32x64xf32>
    %1038 = stablehlo.multiply %1029, %365 : tensor<8x32x64xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1039 = stablehlo.reduce(%1038 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1040 = stablehlo.reshape %1039 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1041 = stablehlo.negate %1040 : tensor<8x32x1xf32>
    %1042 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1043 = stablehlo.multiply %1042, %1037 : tensor<8x32x64xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1044 = stablehlo.reduce(%1043 init: %cst_196) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1045 = stablehlo.reshape %1044 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1046 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1047 = stablehlo.multiply %1037, %1046 : tensor<8x32x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1048 = stablehlo.reduce(%1047 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1049 = stablehlo.reshape %1048 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1050 = stablehlo.multiply %1049, %362 : tensor<8x32x1xf32>
    %1051 = stablehlo.reshape %1034 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1052 = stablehlo.reshape %1045 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1053 = call @_var_2(%354#1, %354#2, %354#3, %1050) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1054 = stablehlo.add %1032, %1053 : tensor<8x32x64xf32>
    %cst_198 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1055 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1056 = stablehlo.divide %1041, %1055 : tensor<8x32x1xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1057 = stablehlo.reduce(%1056 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1058 = stablehlo.broadcast_in_dim %1057, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1059 = stablehlo.add %1054, %1058 : tensor<8x32x64xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1060 = stablehlo.reduce(%1059 init: %cst_200) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1061 = stablehlo.reshape %1060 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1062 = stablehlo.reduce(%1061 init: %cst_201) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1063 = stablehlo.dot_general %1059, %344, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %1064 = stablehlo.transpose %1063, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %1065 = stablehlo.dot_general %1059, %arg43, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %1066 = stablehlo.reshape %1065 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1067 = stablehlo.transpose %1066, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %1068 = stablehlo.transpose %1067, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %1069 = stablehlo.dot_general %1068, %311, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %1070 = stablehlo.transpose %1069, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1071 = stablehlo.dot_general %1068, %337, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %1072 = stablehlo.transpose %1071, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %1073 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1074 = stablehlo.multiply %1070, %1073 : tensor<1x8x4x32x32xf32>
    %1075 = stablehlo.multiply %1074, %333 : tensor<1x8x4x32x32xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1076 = stablehlo.reduce(%1075 init: %cst_202) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %1077 = stablehlo.reshape %1076 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %1078 = stablehlo.negate %1077 : tensor<1x8x4x32x1xf32>
    %1079 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1080 = stablehlo.divide %1070, %1079 : tensor<1x8x4x32x32xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1081 = stablehlo.reduce(%1078 init: %cst_203) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %1082 = stablehlo.broadcast_in_dim %1081, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %1083 = stablehlo.broadcast_in_dim %1082, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1084 = stablehlo.add %1080, %1083 : tensor<1x8x4x32x32xf32>
    %1085 = stablehlo.multiply %1084, %333 : tensor<1x8x4x32x32xf32>
    %1086 = call @_where_4(%325, %1085) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_204 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %1088 = stablehlo.multiply %1086, %1087 : tensor<8x4x32x1x32xf32>
    %1089 = stablehlo.dot_general %1088, %316, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %1090 = stablehlo.transpose %1089, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %1091 = stablehlo.dot_general %1088, %307, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %1092 = stablehlo.transpose %1091, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1093 = stablehlo.reshape %1092 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1094 = stablehlo.reduce(%1072 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1095 = stablehlo.reshape %1094 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1096 = stablehlo.reduce(%1095 init: %cst_206) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1097 = stablehlo.dot_general %1072, %302, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1098 = stablehlo.transpose %1097, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1099 = stablehlo.dot_general %1072, %arg41, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1100 = stablehlo.dot_general %1090, %302, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1101 = stablehlo.transpose %1100, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1102 = stablehlo.dot_general %1090, %arg40, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1103 = stablehlo.add %1099, %1102 : tensor<8x32x64xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1104 = stablehlo.reduce(%1093 init: %cst_207) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1105 = stablehlo.reshape %1104 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1106 = stablehlo.reduce(%1105 init: %cst_208) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1107 = stablehlo.dot_general %1093, %302, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1108 = stablehlo.transpose %1107, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1109 = stablehlo.dot_general %1093, %arg38, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1110 = stablehlo.add %1103, %1109 : tensor<8x32x64xf32>
    %1111 = stablehlo.multiply %241, %1110 : tensor<8x32x64xf32>
    %1112 = stablehlo.multiply %1110, %295 : tensor<8x32x64xf32>
    %1113 = stablehlo.add %1059, %1112 : tensor<8x32x64xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1114 = stablehlo.reduce(%1110 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1115 = stablehlo.reshape %1114 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1116 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1117 = stablehlo.multiply %1116, %1110 : tensor<8x32x64xf32>
    %1118 = stablehlo.add %1111, %1117 : tensor<8x32x64xf32>
    %1119 = stablehlo.multiply %1110, %295 : tensor<8x32x64xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1120 = stablehlo.reduce(%1119 init: %cst_210) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1121 = stablehlo.reshape %1120 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1122 = stablehlo.negate %1121 : tensor<8x32x1xf32>
    %1123 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1124 = stablehlo.multiply %1123, %1118 : tensor<8x32x64xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1125 = stablehlo.reduce(%1124 init: %cst_211) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1126 = stablehlo.reshape %1125 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1127 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1128 = stablehlo.multiply %1118, %1127 : tensor<8x32x64xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1129 = stablehlo.reduce(%1128 init: %cst_212) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1131 = stablehlo.multiply %1130, %292 : tensor<8x32x1xf32>
    %1132 = stablehlo.reshape %1115 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1133 = stablehlo.reshape %1126 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1134 = call @_var_2(%284#1, %284#2, %284#3, %1131) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1135 = stablehlo.add %1113, %1134 : tensor<8x32x64xf32>
    %cst_213 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1137 = stablehlo.divide %1122, %1136 : tensor<8x32x1xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1138 = stablehlo.reduce(%1137 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1139 = stablehlo.broadcast_in_dim %1138, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1140 = stablehlo.add %1135, %1139 : tensor<8x32x64xf32>
    %1141 = stablehlo.multiply %237, %1023 : tensor<8x32x64xf32>
    %1142 = stablehlo.multiply %1023, %257 : tensor<8x32x64xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.reduce(%1023 init: %cst_215) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1144 = stablehlo.reshape %1143 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1145 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1146 = stablehlo.multiply %1145, %1023 : tensor<8x32x64xf32>
    %1147 = stablehlo.add %1141, %1146 : tensor<8x32x64xf32>
    %1148 = stablehlo.multiply %1023, %257 : tensor<8x32x64xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1149 = stablehlo.reduce(%1148 init: %cst_216) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1150 = stablehlo.reshape %1149 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1151 = stablehlo.negate %1150 : tensor<8x32x1xf32>
    %1152 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1153 = stablehlo.multiply %1152, %1147 : tensor<8x32x64xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1154 = stablehlo.reduce(%1153 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1155 = stablehlo.reshape %1154 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1156 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1157 = stablehlo.multiply %1147, %1156 : tensor<8x32x64xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1158 = stablehlo.reduce(%1157 init: %cst_218) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1159 = stablehlo.reshape %1158 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1160 = stablehlo.multiply %1159, %254 : tensor<8x32x1xf32>
    %1161 = stablehlo.reshape %1144 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1162 = stablehlo.reshape %1155 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1163 = call @_var_2(%246#1, %246#2, %246#3, %1160) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1164 = stablehlo.add %1142, %1163 : tensor<8x32x64xf32>
    %cst_219 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1166 = stablehlo.divide %1151, %1165 : tensor<8x32x1xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.reduce(%1166 init: %cst_220) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1169 = stablehlo.add %1164, %1168 : tensor<8x32x64xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1170 = stablehlo.reduce(%1140 init: %cst_221) applies stablehlo.add across dimensions = [0] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %c_223 = stablehlo.constant dense<0> : tensor<i32>
    %c_224 = stablehlo.constant dense<0> : tensor<i32>
    %1172 = stablehlo.dynamic_update_slice %1171, %1170, %c_223, %c_224 : (tensor<32x64xf32>, tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %1173 = call @_take_5(%238#1, %1140) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1174 = stablehlo.reduce(%1169 init: %cst_225) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1175 = stablehlo.reshape %1174 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1176 = stablehlo.reduce(%1175 init: %cst_226) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1177 = stablehlo.dot_general %1169, %232, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %1178 = stablehlo.transpose %1177, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %1179 = stablehlo.dot_general %1169, %arg32, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %1180 = stablehlo.multiply %224, %1179 : tensor<8x32x128xf32>
    %1181 = stablehlo.multiply %1179, %228 : tensor<8x32x128xf32>
    %cst_227 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1183 = stablehlo.multiply %1182, %1180 : tensor<8x32x128xf32>
    %1184 = stablehlo.multiply %1183, %231 : tensor<8x32x128xf32>
    %cst_228 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1186 = stablehlo.multiply %1184, %1185 : tensor<8x32x128xf32>
    %1187 = stablehlo.negate %1186 : tensor<8x32x128xf32>
    %cst_229 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1189 = stablehlo.multiply %1188, %1181 : tensor<8x32x128xf32>
    %1190 = stablehlo.add %1187, %1189 : tensor<8x32x128xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1191 = stablehlo.reduce(%1190 init: %cst_230) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1192 = stablehlo.reshape %1191 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1193 = stablehlo.reduce(%1192 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1194 = stablehlo.dot_general %1190, %218, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %1195 = stablehlo.transpose %1194, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %1196 = stablehlo.dot_general %1190, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %1197 = stablehlo.multiply %195, %1196 : tensor<8x32x64xf32>
    %1198 = stablehlo.multiply %1196, %211 : tensor<8x32x64xf32>
    %1199 = stablehlo.add %1169, %1198 : tensor<8x32x64xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1200 = stablehlo.reduce(%1196 init: %cst_232) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1201 = stablehlo.reshape %1200 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1202 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1203 = stablehlo.multiply %1202, %1196 : tensor<8x32x64xf32>
    %1204 = stablehlo.add %1197, %1203 : tensor<8x32x64xf32>
    %1205 = stablehlo.multiply %1196, %211 : tensor<8x32x64xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1206 = stablehlo.reduce(%1205 init: %cst_233) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1207 = stablehlo.reshape %1206 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1208 = stablehlo.negate %1207 : tensor<8x32x1xf32>
    %1209 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1210 = stablehlo.multiply %1209, %1204 : tensor<8x32x64xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1211 = stablehlo.reduce(%1210 init: %cst_234) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1212 = stablehlo.reshape %1211 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1213 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1214 = stablehlo.multiply %1204, %1213 : tensor<8x32x64xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1215 = stablehlo.reduce(%1214 init: %cst_235) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1216 = stablehlo.reshape %1215 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1217 = stablehlo.multiply %1216, %208 : tensor<8x32x1xf32>
    %1218 = stablehlo.reshape %1201 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1219 = stablehlo.reshape %1212 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1220 = call @_var_2(%200#1, %200#2, %200#3, %1217) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1221 = stablehlo.add %1199, %1220 : tensor<8x32x64xf32>
    %cst_236 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1223 = stablehlo.divide %1208, %1222 : tensor<8x32x1xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1224 = stablehlo.reduce(%1223 init: %cst_237) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1225 = stablehlo.broadcast_in_dim %1224, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1226 = stablehlo.add %1221, %1225 : tensor<8x32x64xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1227 = stablehlo.reduce(%1226 init: %cst_238) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1228 = stablehlo.reshape %1227 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1229 = stablehlo.reduce(%1228 init: %cst_239) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1230 = stablehlo.dot_general %1226, %190, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %1231 = stablehlo.transpose %1230, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %1232 = stablehlo.dot_general %1226, %arg24, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %1233 = stablehlo.reshape %1232 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1234 = stablehlo.transpose %1233, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %1235 = stablehlo.transpose %1234, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %1236 = stablehlo.dot_general %1235, %166, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %1237 = stablehlo.transpose %1236, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1238 = stablehlo.dot_general %1235, %183, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %1239 = stablehlo.transpose %1238, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %1240 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1241 = stablehlo.multiply %1237, %1240 : tensor<1x8x4x32x32xf32>
    %1242 = stablehlo.multiply %1241, %179 : tensor<1x8x4x32x32xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1243 = stablehlo.reduce(%1242 init: %cst_240) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %1244 = stablehlo.reshape %1243 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %1245 = stablehlo.negate %1244 : tensor<1x8x4x32x1xf32>
    %1246 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1247 = stablehlo.divide %1237, %1246 : tensor<1x8x4x32x32xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1248 = stablehlo.reduce(%1245 init: %cst_241) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1251 = stablehlo.add %1247, %1250 : tensor<1x8x4x32x32xf32>
    %1252 = stablehlo.multiply %1251, %179 : tensor<1x8x4x32x32xf32>
    %1253 = stablehlo.transpose %1252, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_242 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %1255 = stablehlo.multiply %1253, %1254 : tensor<8x4x32x1x32xf32>
    %1256 = stablehlo.dot_general %1255, %167, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %1257 = stablehlo.transpose %1256, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %1258 = stablehlo.dot_general %1255, %162, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %1259 = stablehlo.transpose %1258, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1260 = stablehlo.reshape %1259 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1261 = stablehlo.reduce(%1239 init: %cst_243) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1262 = stablehlo.reshape %1261 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1263 = stablehlo.reduce(%1262 init: %cst_244) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1264 = stablehlo.dot_general %1239, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1265 = stablehlo.transpose %1264, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1266 = stablehlo.dot_general %1239, %arg22, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1267 = stablehlo.dot_general %1257, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1268 = stablehlo.transpose %1267, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1269 = stablehlo.dot_general %1257, %arg21, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1270 = stablehlo.add %1266, %1269 : tensor<8x32x64xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1271 = stablehlo.reduce(%1260 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1273 = stablehlo.reduce(%1272 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1274 = stablehlo.dot_general %1260, %157, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1275 = stablehlo.transpose %1274, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1276 = stablehlo.dot_general %1260, %arg19, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1277 = stablehlo.add %1270, %1276 : tensor<8x32x64xf32>
    %1278 = stablehlo.multiply %134, %1277 : tensor<8x32x64xf32>
    %1279 = stablehlo.multiply %1277, %150 : tensor<8x32x64xf32>
    %1280 = stablehlo.add %1226, %1279 : tensor<8x32x64xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1281 = stablehlo.reduce(%1277 init: %cst_247) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1282 = stablehlo.reshape %1281 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1283 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1284 = stablehlo.multiply %1283, %1277 : tensor<8x32x64xf32>
    %1285 = stablehlo.add %1278, %1284 : tensor<8x32x64xf32>
    %1286 = stablehlo.multiply %1277, %150 : tensor<8x32x64xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1287 = stablehlo.reduce(%1286 init: %cst_248) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1288 = stablehlo.reshape %1287 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1289 = stablehlo.negate %1288 : tensor<8x32x1xf32>
    %1290 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1291 = stablehlo.multiply %1290, %1285 : tensor<8x32x64xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1292 = stablehlo.reduce(%1291 init: %cst_249) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1293 = stablehlo.reshape %1292 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1294 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1295 = stablehlo.multiply %1285, %1294 : tensor<8x32x64xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1296 = stablehlo.reduce(%1295 init: %cst_250) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1297 = stablehlo.reshape %1296 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1298 = stablehlo.multiply %1297, %147 : tensor<8x32x1xf32>
    %1299 = stablehlo.reshape %1282 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1300 = stablehlo.reshape %1293 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1301 = call @_var_2(%139#1, %139#2, %139#3, %1298) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1302 = stablehlo.add %1280, %1301 : tensor<8x32x64xf32>
    %cst_251 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1304 = stablehlo.divide %1289, %1303 : tensor<8x32x1xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1305 = stablehlo.reduce(%1304 init: %cst_252) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1306 = stablehlo.broadcast_in_dim %1305, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1307 = stablehlo.add %1302, %1306 : tensor<8x32x64xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1308 = stablehlo.reduce(%1307 init: %cst_253) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1309 = stablehlo.reshape %1308 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1310 = stablehlo.reduce(%1309 init: %cst_254) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1311 = stablehlo.dot_general %1307, %129, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %1312 = stablehlo.transpose %1311, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %1313 = stablehlo.dot_general %1307, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %1314 = stablehlo.multiply %121, %1313 : tensor<8x32x128xf32>
    %1315 = stablehlo.multiply %1313, %125 : tensor<8x32x128xf32>
    %cst_255 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1317 = stablehlo.multiply %1316, %1314 : tensor<8x32x128xf32>
    %1318 = stablehlo.multiply %1317, %128 : tensor<8x32x128xf32>
    %cst_256 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1320 = stablehlo.multiply %1318, %1319 : tensor<8x32x128xf32>
    %1321 = stablehlo.negate %1320 : tensor<8x32x128xf32>
    %cst_257 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1323 = stablehlo.multiply %1322, %1315 : tensor<8x32x128xf32>
    %1324 = stablehlo.add %1321, %1323 : tensor<8x32x128xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1325 = stablehlo.reduce(%1324 init: %cst_258) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1326 = stablehlo.reshape %1325 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1327 = stablehlo.reduce(%1326 init: %cst_259) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %1328 = stablehlo.dot_general %1324, %115, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %1329 = stablehlo.transpose %1328, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %1330 = stablehlo.dot_general %1324, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %1331 = stablehlo.multiply %92, %1330 : tensor<8x32x64xf32>
    %1332 = stablehlo.multiply %1330, %108 : tensor<8x32x64xf32>
    %1333 = stablehlo.add %1307, %1332 : tensor<8x32x64xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1334 = stablehlo.reduce(%1330 init: %cst_260) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1335 = stablehlo.reshape %1334 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1336 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1337 = stablehlo.multiply %1336, %1330 : tensor<8x32x64xf32>
    %1338 = stablehlo.add %1331, %1337 : tensor<8x32x64xf32>
    %1339 = stablehlo.multiply %1330, %108 : tensor<8x32x64xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1340 = stablehlo.reduce(%1339 init: %cst_261) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1341 = stablehlo.reshape %1340 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1342 = stablehlo.negate %1341 : tensor<8x32x1xf32>
    %1343 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1344 = stablehlo.multiply %1343, %1338 : tensor<8x32x64xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1345 = stablehlo.reduce(%1344 init: %cst_262) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1346 = stablehlo.reshape %1345 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1347 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1348 = stablehlo.multiply %1338, %1347 : tensor<8x32x64xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1349 = stablehlo.reduce(%1348 init: %cst_263) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1351 = stablehlo.multiply %1350, %105 : tensor<8x32x1xf32>
    %1352 = stablehlo.reshape %1335 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1353 = stablehlo.reshape %1346 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1354 = call @_var_2(%97#1, %97#2, %97#3, %1351) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1355 = stablehlo.add %1333, %1354 : tensor<8x32x64xf32>
    %cst_264 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1357 = stablehlo.divide %1342, %1356 : tensor<8x32x1xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1358 = stablehlo.reduce(%1357 init: %cst_265) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1359 = stablehlo.broadcast_in_dim %1358, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1360 = stablehlo.add %1355, %1359 : tensor<8x32x64xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1361 = stablehlo.reduce(%1360 init: %cst_266) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1362 = stablehlo.reshape %1361 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1363 = stablehlo.reduce(%1362 init: %cst_267) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1364 = stablehlo.dot_general %1360, %87, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %1365 = stablehlo.transpose %1364, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %1366 = stablehlo.dot_general %1360, %arg9, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %1367 = stablehlo.reshape %1366 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1368 = stablehlo.transpose %1367, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %1369 = stablehlo.transpose %1368, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %1370 = stablehlo.dot_general %1369, %63, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %1371 = stablehlo.transpose %1370, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1372 = stablehlo.dot_general %1369, %80, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %1373 = stablehlo.transpose %1372, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %1374 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1375 = stablehlo.multiply %1371, %1374 : tensor<1x8x4x32x32xf32>
    %1376 = stablehlo.multiply %1375, %76 : tensor<1x8x4x32x32xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1377 = stablehlo.reduce(%1376 init: %cst_268) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %1378 = stablehlo.reshape %1377 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %1379 = stablehlo.negate %1378 : tensor<1x8x4x32x1xf32>
    %1380 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1381 = stablehlo.divide %1371, %1380 : tensor<1x8x4x32x32xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1382 = stablehlo.reduce(%1379 init: %cst_269) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %1383 = stablehlo.broadcast_in_dim %1382, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %1384 = stablehlo.broadcast_in_dim %1383, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %1385 = stablehlo.add %1381, %1384 : tensor<1x8x4x32x32xf32>
    %1386 = stablehlo.multiply %1385, %76 : tensor<1x8x4x32x32xf32>
    %1387 = stablehlo.transpose %1386, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_270 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %1389 = stablehlo.multiply %1387, %1388 : tensor<8x4x32x1x32xf32>
    %1390 = stablehlo.dot_general %1389, %64, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %1391 = stablehlo.transpose %1390, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %1392 = stablehlo.dot_general %1389, %59, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %1393 = stablehlo.transpose %1392, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1394 = stablehlo.reshape %1393 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1395 = stablehlo.reduce(%1373 init: %cst_271) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1396 = stablehlo.reshape %1395 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1397 = stablehlo.reduce(%1396 init: %cst_272) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1398 = stablehlo.dot_general %1373, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1399 = stablehlo.transpose %1398, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1400 = stablehlo.dot_general %1373, %arg7, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1401 = stablehlo.dot_general %1391, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1402 = stablehlo.transpose %1401, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1403 = stablehlo.dot_general %1391, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1404 = stablehlo.add %1400, %1403 : tensor<8x32x64xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1405 = stablehlo.reduce(%1394 init: %cst_273) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1406 = stablehlo.reshape %1405 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1407 = stablehlo.reduce(%1406 init: %cst_274) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %1408 = stablehlo.dot_general %1394, %54, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %1409 = stablehlo.transpose %1408, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %1410 = stablehlo.dot_general %1394, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %1411 = stablehlo.add %1404, %1410 : tensor<8x32x64xf32>
    %1412 = stablehlo.multiply %31, %1411 : tensor<8x32x64xf32>
    %1413 = stablehlo.multiply %1411, %47 : tensor<8x32x64xf32>
    %1414 = stablehlo.add %1360, %1413 : tensor<8x32x64xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1415 = stablehlo.reduce(%1411 init: %cst_275) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1416 = stablehlo.reshape %1415 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1417 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1418 = stablehlo.multiply %1417, %1411 : tensor<8x32x64xf32>
    %1419 = stablehlo.add %1412, %1418 : tensor<8x32x64xf32>
    %1420 = stablehlo.multiply %1411, %47 : tensor<8x32x64xf32>
    %cst_276 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1421 = stablehlo.reduce(%1420 init: %cst_276) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1422 = stablehlo.reshape %1421 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1423 = stablehlo.negate %1422 : tensor<8x32x1xf32>
    %1424 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1425 = stablehlo.multiply %1424, %1419 : tensor<8x32x64xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1426 = stablehlo.reduce(%1425 init: %cst_277) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1427 = stablehlo.reshape %1426 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1428 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1429 = stablehlo.multiply %1419, %1428 : tensor<8x32x64xf32>
    %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1430 = stablehlo.reduce(%1429 init: %cst_278) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1431 = stablehlo.reshape %1430 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1432 = stablehlo.multiply %1431, %44 : tensor<8x32x1xf32>
    %1433 = stablehlo.reshape %1416 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1434 = stablehlo.reshape %1427 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1435 = call @_var_2(%36#1, %36#2, %36#3, %1432) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1436 = stablehlo.add %1414, %1435 : tensor<8x32x64xf32>
    %cst_279 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1438 = stablehlo.divide %1423, %1437 : tensor<8x32x1xf32>
    %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1439 = stablehlo.reduce(%1438 init: %cst_280) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1440 = stablehlo.broadcast_in_dim %1439, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1441 = stablehlo.add %1436, %1440 : tensor<8x32x64xf32>
    %1442 = stablehlo.multiply %20, %1441 : tensor<8x32x64xf32>
    %1443 = stablehlo.multiply %1441, %24 : tensor<8x32x64xf32>
    %cst_281 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %1444 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1445 = stablehlo.multiply %1444, %1442 : tensor<8x32x64xf32>
    %1446 = stablehlo.multiply %1445, %27 : tensor<8x32x64xf32>
    %cst_282 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1447 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1448 = stablehlo.multiply %1446, %1447 : tensor<8x32x64xf32>
    %1449 = stablehlo.negate %1448 : tensor<8x32x64xf32>
    %cst_283 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1450 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1451 = stablehlo.multiply %1450, %1443 : tensor<8x32x64xf32>
    %1452 = stablehlo.add %1449, %1451 : tensor<8x32x64xf32>
    %cst_284 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1453 = stablehlo.reduce(%1452 init: %cst_284) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1454 = stablehlo.reshape %1453 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1455 = stablehlo.reshape %1454 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1456 = stablehlo.convolution(%14, %1452) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[0, -1]], lhs_dilate = [1], rhs_dilate = [2], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x66x64xf32>, tensor<8x32x64xf32>) -> tensor<3x64x64xf32>
    %1457 = stablehlo.reverse %arg2, dims = [0] : tensor<3x64x64xf32>
    %1458 = stablehlo.convolution(%1452, %1457) dim_numbers = [b, 0, f]x[0, o, i]->[b, 0, f], window = {stride = [1], pad = [[2, 3]], lhs_dilate = [2], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x64xf32>, tensor<3x64x64xf32>) -> tensor<8x66x64xf32>
    %1459 = call @_pad_6(%1458) : (tensor<8x66x64xf32>) -> tensor<8x64x64xf32>
    %1460 = stablehlo.multiply %5, %1459 : tensor<8x64x64xf32>
    %1461 = stablehlo.multiply %1459, %9 : tensor<8x64x64xf32>
    %cst_285 = stablehlo.constant dense<-1.12837923> : tensor<f32>
    %1462 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %1463 = stablehlo.multiply %1462, %1460 : tensor<8x64x64xf32>
    %1464 = stablehlo.multiply %1463, %12 : tensor<8x64x64xf32>
    %cst_286 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %1465 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %1466 = stablehlo.multiply %1464, %1465 : tensor<8x64x64xf32>
    %1467 = stablehlo.negate %1466 : tensor<8x64x64xf32>
    %cst_287 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1468 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<8x64x64xf32>
    %1469 = stablehlo.multiply %1468, %1461 : tensor<8x64x64xf32>
    %1470 = stablehlo.add %1467, %1469 : tensor<8x64x64xf32>
    %cst_288 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1471 = stablehlo.reduce(%1470 init: %cst_288) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1472 = stablehlo.reshape %1471 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1473 = stablehlo.reshape %1472 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %1474 = stablehlo.convolution(%arg91, %1470) dim_numbers = [f, 0, b]x[i, 0, o]->[0, b, f], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x80xf32>, tensor<8x64x64xf32>) -> tensor<3x80x64xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<3x80x64xf32>
    %1476 = stablehlo.multiply %1475, %1474 : tensor<3x80x64xf32>
    %1477 = stablehlo.subtract %arg0, %1476 : tensor<3x80x64xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1479 = stablehlo.multiply %1478, %1473 : tensor<64xf32>
    %1480 = stablehlo.subtract %arg1, %1479 : tensor<64xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %1482 = stablehlo.multiply %1481, %1456 : tensor<3x64x64xf32>
    %1483 = stablehlo.subtract %arg2, %1482 : tensor<3x64x64xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1485 = stablehlo.multiply %1484, %1455 : tensor<64xf32>
    %1486 = stablehlo.subtract %arg3, %1485 : tensor<64xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1488 = stablehlo.multiply %1487, %1409 : tensor<64x4x16xf32>
    %1489 = stablehlo.subtract %arg4, %1488 : tensor<64x4x16xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1491 = stablehlo.multiply %1490, %1407 : tensor<4x16xf32>
    %1492 = stablehlo.subtract %arg5, %1491 : tensor<4x16xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1494 = stablehlo.multiply %1493, %1402 : tensor<64x4x16xf32>
    %1495 = stablehlo.subtract %arg6, %1494 : tensor<64x4x16xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1497 = stablehlo.multiply %1496, %1399 : tensor<64x4x16xf32>
    %1498 = stablehlo.subtract %arg7, %1497 : tensor<64x4x16xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1500 = stablehlo.multiply %1499, %1397 : tensor<4x16xf32>
    %1501 = stablehlo.subtract %arg8, %1500 : tensor<4x16xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1503 = stablehlo.multiply %1502, %1365 : tensor<4x16x64xf32>
    %1504 = stablehlo.subtract %arg9, %1503 : tensor<4x16x64xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1506 = stablehlo.multiply %1505, %1363 : tensor<64xf32>
    %1507 = stablehlo.subtract %arg10, %1506 : tensor<64xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1509 = stablehlo.multiply %1508, %1434 : tensor<64xf32>
    %1510 = stablehlo.subtract %arg11, %1509 : tensor<64xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1512 = stablehlo.multiply %1511, %1433 : tensor<64xf32>
    %1513 = stablehlo.subtract %arg12, %1512 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1515 = stablehlo.multiply %1514, %1353 : tensor<64xf32>
    %1516 = stablehlo.subtract %arg13, %1515 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1518 = stablehlo.multiply %1517, %1352 : tensor<64xf32>
    %1519 = stablehlo.subtract %arg14, %1518 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1521 = stablehlo.multiply %1520, %1329 : tensor<64x128xf32>
    %1522 = stablehlo.subtract %arg15, %1521 : tensor<64x128xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1524 = stablehlo.multiply %1523, %1327 : tensor<128xf32>
    %1525 = stablehlo.subtract %arg16, %1524 : tensor<128xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1527 = stablehlo.multiply %1526, %1312 : tensor<128x64xf32>
    %1528 = stablehlo.subtract %arg17, %1527 : tensor<128x64xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1530 = stablehlo.multiply %1529, %1310 : tensor<64xf32>
    %1531 = stablehlo.subtract %arg18, %1530 : tensor<64xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1533 = stablehlo.multiply %1532, %1275 : tensor<64x4x16xf32>
    %1534 = stablehlo.subtract %arg19, %1533 : tensor<64x4x16xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1536 = stablehlo.multiply %1535, %1273 : tensor<4x16xf32>
    %1537 = stablehlo.subtract %arg20, %1536 : tensor<4x16xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1539 = stablehlo.multiply %1538, %1268 : tensor<64x4x16xf32>
    %1540 = stablehlo.subtract %arg21, %1539 : tensor<64x4x16xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1542 = stablehlo.multiply %1541, %1265 : tensor<64x4x16xf32>
    %1543 = stablehlo.subtract %arg22, %1542 : tensor<64x4x16xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1545 = stablehlo.multiply %1544, %1263 : tensor<4x16xf32>
    %1546 = stablehlo.subtract %arg23, %1545 : tensor<4x16xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1548 = stablehlo.multiply %1547, %1231 : tensor<4x16x64xf32>
    %1549 = stablehlo.subtract %arg24, %1548 : tensor<4x16x64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1551 = stablehlo.multiply %1550, %1229 : tensor<64xf32>
    %1552 = stablehlo.subtract %arg25, %1551 : tensor<64xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1554 = stablehlo.multiply %1553, %1300 : tensor<64xf32>
    %1555 = stablehlo.subtract %arg26, %1554 : tensor<64xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1557 = stablehlo.multiply %1556, %1299 : tensor<64xf32>
    %1558 = stablehlo.subtract %arg27, %1557 : tensor<64xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1560 = stablehlo.multiply %1559, %1219 : tensor<64xf32>
    %1561 = stablehlo.subtract %arg28, %1560 : tensor<64xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1563 = stablehlo.multiply %1562, %1218 : tensor<64xf32>
    %1564 = stablehlo.subtract %arg29, %1563 : tensor<64xf32>
    %cst_319 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1566 = stablehlo.multiply %1565, %1195 : tensor<64x128xf32>
    %1567 = stablehlo.subtract %arg30, %1566 : tensor<64x128xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1569 = stablehlo.multiply %1568, %1193 : tensor<128xf32>
    %1570 = stablehlo.subtract %arg31, %1569 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1572 = stablehlo.multiply %1571, %1178 : tensor<128x64xf32>
    %1573 = stablehlo.subtract %arg32, %1572 : tensor<128x64xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1575 = stablehlo.multiply %1574, %1176 : tensor<64xf32>
    %1576 = stablehlo.subtract %arg33, %1575 : tensor<64xf32>
    %cst_323 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1578 = stablehlo.multiply %1577, %1162 : tensor<64xf32>
    %1579 = stablehlo.subtract %arg34, %1578 : tensor<64xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1581 = stablehlo.multiply %1580, %1161 : tensor<64xf32>
    %1582 = stablehlo.subtract %arg35, %1581 : tensor<64xf32>
    %cst_325 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %1584 = stablehlo.multiply %1583, %1173 : tensor<512x64xf32>
    %1585 = stablehlo.subtract %arg36, %1584 : tensor<512x64xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %1587 = stablehlo.multiply %1586, %1172 : tensor<32x64xf32>
    %1588 = stablehlo.subtract %arg37, %1587 : tensor<32x64xf32>
    %cst_327 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1590 = stablehlo.multiply %1589, %1108 : tensor<64x4x16xf32>
    %1591 = stablehlo.subtract %arg38, %1590 : tensor<64x4x16xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1593 = stablehlo.multiply %1592, %1106 : tensor<4x16xf32>
    %1594 = stablehlo.subtract %arg39, %1593 : tensor<4x16xf32>
    %cst_329 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1596 = stablehlo.multiply %1595, %1101 : tensor<64x4x16xf32>
    %1597 = stablehlo.subtract %arg40, %1596 : tensor<64x4x16xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1599 = stablehlo.multiply %1598, %1098 : tensor<64x4x16xf32>
    %1600 = stablehlo.subtract %arg41, %1599 : tensor<64x4x16xf32>
    %cst_331 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1602 = stablehlo.multiply %1601, %1096 : tensor<4x16xf32>
    %1603 = stablehlo.subtract %arg42, %1602 : tensor<4x16xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1605 = stablehlo.multiply %1604, %1064 : tensor<4x16x64xf32>
    %1606 = stablehlo.subtract %arg43, %1605 : tensor<4x16x64xf32>
    %cst_333 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1608 = stablehlo.multiply %1607, %1062 : tensor<64xf32>
    %1609 = stablehlo.subtract %arg44, %1608 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1611 = stablehlo.multiply %1610, %1133 : tensor<64xf32>
    %1612 = stablehlo.subtract %arg45, %1611 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1614 = stablehlo.multiply %1613, %1132 : tensor<64xf32>
    %1615 = stablehlo.subtract %arg46, %1614 : tensor<64xf32>
    %cst_336 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1617 = stablehlo.multiply %1616, %1028 : tensor<64x4x16xf32>
    %1618 = stablehlo.subtract %arg47, %1617 : tensor<64x4x16xf32>
    %cst_337 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1620 = stablehlo.multiply %1619, %1026 : tensor<4x16xf32>
    %1621 = stablehlo.subtract %arg48, %1620 : tensor<4x16xf32>
    %cst_338 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1623 = stablehlo.multiply %1622, %1021 : tensor<64x4x16xf32>
    %1624 = stablehlo.subtract %arg49, %1623 : tensor<64x4x16xf32>
    %cst_339 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1626 = stablehlo.multiply %1625, %1017 : tensor<64x4x16xf32>
    %1627 = stablehlo.subtract %arg50, %1626 : tensor<64x4x16xf32>
    %cst_340 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1629 = stablehlo.multiply %1628, %1015 : tensor<4x16xf32>
    %1630 = stablehlo.subtract %arg51, %1629 : tensor<4x16xf32>
    %cst_341 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1632 = stablehlo.multiply %1631, %983 : tensor<4x16x64xf32>
    %1633 = stablehlo.subtract %arg52, %1632 : tensor<4x16x64xf32>
    %cst_342 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1635 = stablehlo.multiply %1634, %981 : tensor<64xf32>
    %1636 = stablehlo.subtract %arg53, %1635 : tensor<64xf32>
    %cst_343 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1638 = stablehlo.multiply %1637, %1052 : tensor<64xf32>
    %1639 = stablehlo.subtract %arg54, %1638 : tensor<64xf32>
    %cst_344 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1641 = stablehlo.multiply %1640, %1051 : tensor<64xf32>
    %1642 = stablehlo.subtract %arg55, %1641 : tensor<64xf32>
    %cst_345 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1644 = stablehlo.multiply %1643, %947 : tensor<64x128xf32>
    %1645 = stablehlo.subtract %arg56, %1644 : tensor<64x128xf32>
    %cst_346 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1646 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1647 = stablehlo.multiply %1646, %945 : tensor<128xf32>
    %1648 = stablehlo.subtract %arg57, %1647 : tensor<128xf32>
    %cst_347 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1650 = stablehlo.multiply %1649, %930 : tensor<128x64xf32>
    %1651 = stablehlo.subtract %arg58, %1650 : tensor<128x64xf32>
    %cst_348 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1653 = stablehlo.multiply %1652, %928 : tensor<64xf32>
    %1654 = stablehlo.subtract %arg59, %1653 : tensor<64xf32>
    %cst_349 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1655 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1656 = stablehlo.multiply %1655, %971 : tensor<64xf32>
    %1657 = stablehlo.subtract %arg60, %1656 : tensor<64xf32>
    %cst_350 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1658 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1659 = stablehlo.multiply %1658, %970 : tensor<64xf32>
    %1660 = stablehlo.subtract %arg61, %1659 : tensor<64xf32>
    %cst_351 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1662 = stablehlo.multiply %1661, %893 : tensor<64x4x16xf32>
    %1663 = stablehlo.subtract %arg62, %1662 : tensor<64x4x16xf32>
    %cst_352 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1665 = stablehlo.multiply %1664, %891 : tensor<4x16xf32>
    %1666 = stablehlo.subtract %arg63, %1665 : tensor<4x16xf32>
    %cst_353 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1668 = stablehlo.multiply %1667, %886 : tensor<64x4x16xf32>
    %1669 = stablehlo.subtract %arg64, %1668 : tensor<64x4x16xf32>
    %cst_354 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1670 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1671 = stablehlo.multiply %1670, %883 : tensor<64x4x16xf32>
    %1672 = stablehlo.subtract %arg65, %1671 : tensor<64x4x16xf32>
    %cst_355 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1673 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1674 = stablehlo.multiply %1673, %881 : tensor<4x16xf32>
    %1675 = stablehlo.subtract %arg66, %1674 : tensor<4x16xf32>
    %cst_356 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1677 = stablehlo.multiply %1676, %849 : tensor<4x16x64xf32>
    %1678 = stablehlo.subtract %arg67, %1677 : tensor<4x16x64xf32>
    %cst_357 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1680 = stablehlo.multiply %1679, %847 : tensor<64xf32>
    %1681 = stablehlo.subtract %arg68, %1680 : tensor<64xf32>
    %cst_358 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1682 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1683 = stablehlo.multiply %1682, %918 : tensor<64xf32>
    %1684 = stablehlo.subtract %arg69, %1683 : tensor<64xf32>
    %cst_359 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1685 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1686 = stablehlo.multiply %1685, %917 : tensor<64xf32>
    %1687 = stablehlo.subtract %arg70, %1686 : tensor<64xf32>
    %cst_360 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1689 = stablehlo.multiply %1688, %813 : tensor<64x4x16xf32>
    %1690 = stablehlo.subtract %arg71, %1689 : tensor<64x4x16xf32>
    %cst_361 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1691 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1692 = stablehlo.multiply %1691, %811 : tensor<4x16xf32>
    %1693 = stablehlo.subtract %arg72, %1692 : tensor<4x16xf32>
    %cst_362 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1695 = stablehlo.multiply %1694, %806 : tensor<64x4x16xf32>
    %1696 = stablehlo.subtract %arg73, %1695 : tensor<64x4x16xf32>
    %cst_363 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1697 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1698 = stablehlo.multiply %1697, %802 : tensor<64x4x16xf32>
    %1699 = stablehlo.subtract %arg74, %1698 : tensor<64x4x16xf32>
    %cst_364 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1700 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %1701 = stablehlo.multiply %1700, %800 : tensor<4x16xf32>
    %1702 = stablehlo.subtract %arg75, %1701 : tensor<4x16xf32>
    %cst_365 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1703 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1704 = stablehlo.multiply %1703, %768 : tensor<4x16x64xf32>
    %1705 = stablehlo.subtract %arg76, %1704 : tensor<4x16x64xf32>
    %cst_366 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1707 = stablehlo.multiply %1706, %766 : tensor<64xf32>
    %1708 = stablehlo.subtract %arg77, %1707 : tensor<64xf32>
    %cst_367 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1709 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1710 = stablehlo.multiply %1709, %837 : tensor<64xf32>
    %1711 = stablehlo.subtract %arg78, %1710 : tensor<64xf32>
    %cst_368 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1712 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1713 = stablehlo.multiply %1712, %836 : tensor<64xf32>
    %1714 = stablehlo.subtract %arg79, %1713 : tensor<64xf32>
    %cst_369 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1715 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %1716 = stablehlo.multiply %1715, %732 : tensor<64x128xf32>
    %1717 = stablehlo.subtract %arg80, %1716 : tensor<64x128xf32>
    %cst_370 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1719 = stablehlo.multiply %1718, %730 : tensor<128xf32>
    %1720 = stablehlo.subtract %arg81, %1719 : tensor<128xf32>
    %cst_371 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1721 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %1722 = stablehlo.multiply %1721, %715 : tensor<128x64xf32>
    %1723 = stablehlo.subtract %arg82, %1722 : tensor<128x64xf32>
    %cst_372 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1725 = stablehlo.multiply %1724, %713 : tensor<64xf32>
    %1726 = stablehlo.subtract %arg83, %1725 : tensor<64xf32>
    %cst_373 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1728 = stablehlo.multiply %1727, %756 : tensor<64xf32>
    %1729 = stablehlo.subtract %arg84, %1728 : tensor<64xf32>
    %cst_374 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1731 = stablehlo.multiply %1730, %755 : tensor<64xf32>
    %1732 = stablehlo.subtract %arg85, %1731 : tensor<64xf32>
    %cst_375 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1734 = stablehlo.multiply %1733, %703 : tensor<64xf32>
    %1735 = stablehlo.subtract %arg86, %1734 : tensor<64xf32>
    %cst_376 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1737 = stablehlo.multiply %1736, %702 : tensor<64xf32>
    %1738 = stablehlo.subtract %arg87, %1737 : tensor<64xf32>
    return %1477, %1480, %1483, %1486, %1489, %1492, %1495, %1498, %1501, %1504, %1507, %1510, %1513, %1516, %1519, %1522, %1525, %1528, %1531, %1534, %1537, %1540, %1543, %1546, %1549, %1552, %1555, %1558, %1561, %1564, %1567, %1570, %1573, %1576, %1579, %1582, %1585, %1588, %1591, %1594, %1597, %1600, %1603, %1606, %1609, %1612, %1615, %1618, %1621, %1624, %1627, %1630, %1633, %1636, %1639, %1642, %1645, %1648, %1651, %1654, %1657, %1660, %1663, %1666, %1669, %1672, %1675, %1678, %1681, %1684, %1687, %1690, %1693, %1696, %1699, %1702, %1705, %1708, %1711, %1714, %1717, %1720, %1723, %1726, %1729, %1732, %1735, %1738, %675 : tensor<3x80x64xf32>, tensor<64xf32>, tensor<3x64x64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<512x64xf32>, tensor<32x64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @_pad(%arg0: tensor<8x64x64xf32>, %arg1: tensor<i32>) -> tensor<8x66x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x66x64xf32>
    return %1 : tensor<8x66x64xf32>
  }
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x32x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %16, %8, %10, %15 : tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>) {
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
    return %16, %5 : tensor<8x32x64xf32>, tensor<8x32x1xi32>
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
  func.func private @_var_2(%arg0: tensor<8x32x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x32x1xf32>) -> tensor<8x32x64xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x32x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x32x64xf32>
    %6 = stablehlo.negate %5 : tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x32x64xf32>
    return %13 : tensor<8x32x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8x32x1xf32>
    return %1 : tensor<8x32x1xf32>
  }
  func.func private @_where_4(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    return %2 : tensor<8x4x32x1x32xf32>
  }
  func.func private @_take_5(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x64xf32>) -> tensor<512x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x64xf32>, tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    return %1 : tensor<512x64xf32>
  }
  func.func private @_pad_6(%arg0: tensor<8x66x64xf32>) -> tensor<8x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, -1, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x66x64xf32>, tensor<f32>) -> tensor<8x64x64xf32>
    %1 = stablehlo.slice %0 [0:8, 0:64, 0:64] : (tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    return %1 : tensor<8x64x64xf32>
  }
}
