module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg7: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg15: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg16: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<3x3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg24: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg25: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg26: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg27: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg54: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg55: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg62: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg63: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg64: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<3x3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg71: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg72: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg73: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg74: tensor<10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<64x10xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg76: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg77: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) -> (tensor<16xf32> {jax.result_info = "result[0]['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['Block_0']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['Block_0']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[0]['Block_0']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['Block_0']['BatchNorm_1']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['Block_0']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['Block_0']['Conv_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['BatchNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['BatchNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['BatchNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['BatchNorm_1']['scale']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['BatchNorm_2']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['Block_1']['BatchNorm_2']['scale']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0]['Block_1']['Conv_0']['kernel']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['Block_1']['Conv_1']['kernel']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[0]['Block_1']['Conv_2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['Block_2']['BatchNorm_0']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['Block_2']['BatchNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['Block_2']['BatchNorm_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['Block_2']['BatchNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[0]['Block_2']['BatchNorm_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[0]['Block_2']['BatchNorm_2']['scale']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['Block_2']['Conv_0']['kernel']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[0]['Block_2']['Conv_1']['kernel']"}, tensor<1x1x32x64xf32> {jax.result_info = "result[0]['Block_2']['Conv_2']['kernel']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[0]['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[0]['Dense_0']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[0]['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1]['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[1]['Block_0']['BatchNorm_0']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['Block_0']['BatchNorm_0']['var']"}, tensor<16xf32> {jax.result_info = "result[1]['Block_0']['BatchNorm_1']['mean']"}, tensor<16xf32> {jax.result_info = "result[1]['Block_0']['BatchNorm_1']['var']"}, tensor<32xf32> {jax.result_info = "result[1]['Block_1']['BatchNorm_0']['mean']"}, tensor<32xf32> {jax.result_info = "result[1]['Block_1']['BatchNorm_0']['var']"}, tensor<32xf32> {jax.result_info = "result[1]['Block_1']['BatchNorm_1']['mean']"}, tensor<32xf32> {jax.result_info = "result[1]['Block_1']['BatchNorm_1']['var']"}, tensor<32xf32> {jax.result_info = "result[1]['Block_1']['BatchNorm_2']['mean']"}, tensor<32xf32> {jax.result_info = "result[1]['Block_1']['BatchNorm_2']['var']"}, tensor<64xf32> {jax.result_info = "result[1]['Block_2']['BatchNorm_0']['mean']"}, tensor<64xf32> {jax.result_info = "result[1]['Block_2']['BatchNorm_0']['var']"}, tensor<64xf32> {jax.result_info = "result[1]['Block_2']['BatchNorm_1']['mean']"}, tensor<64xf32> {jax.result_info = "result[1]['Block_2']['BatchNorm_1']['var']"}, tensor<64xf32> {jax.result_info = "result[1]['Block_2']['BatchNorm_2']['mean']"}, tensor<64xf32> {jax.result_info = "result[1]['Block_2']['BatchNorm_2']['var']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['Block_0']['BatchNorm_0']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['Block_0']['BatchNorm_0']['scale']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['Block_0']['BatchNorm_1']['bias']"}, tensor<16xf32> {jax.result_info = "result[2][0].trace['Block_0']['BatchNorm_1']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[2][0].trace['Block_0']['Conv_0']['kernel']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[2][0].trace['Block_0']['Conv_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['Block_1']['BatchNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['Block_1']['BatchNorm_0']['scale']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['Block_1']['BatchNorm_1']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['Block_1']['BatchNorm_1']['scale']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['Block_1']['BatchNorm_2']['bias']"}, tensor<32xf32> {jax.result_info = "result[2][0].trace['Block_1']['BatchNorm_2']['scale']"}, tensor<3x3x16x32xf32> {jax.result_info = "result[2][0].trace['Block_1']['Conv_0']['kernel']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[2][0].trace['Block_1']['Conv_1']['kernel']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[2][0].trace['Block_1']['Conv_2']['kernel']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['Block_2']['BatchNorm_0']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['Block_2']['BatchNorm_0']['scale']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['Block_2']['BatchNorm_1']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['Block_2']['BatchNorm_1']['scale']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['Block_2']['BatchNorm_2']['bias']"}, tensor<64xf32> {jax.result_info = "result[2][0].trace['Block_2']['BatchNorm_2']['scale']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[2][0].trace['Block_2']['Conv_0']['kernel']"}, tensor<3x3x64x64xf32> {jax.result_info = "result[2][0].trace['Block_2']['Conv_1']['kernel']"}, tensor<1x1x32x64xf32> {jax.result_info = "result[2][0].trace['Block_2']['Conv_2']['kernel']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[2][0].trace['Conv_0']['kernel']"}, tensor<10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['bias']"}, tensor<64x10xf32> {jax.result_info = "result[2][0].trace['Dense_0']['kernel']"}, tensor<f32> {jax.result_info = "result[3]"}) {
    %0 = stablehlo.convolution(%arg76, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x32x32x16xf32>
    %1 = chlo.square %0 : tensor<8x32x32x16xf32> -> tensor<8x32x32x16xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<8x32x32x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_3 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %9 = stablehlo.divide %7, %8 : tensor<16xf32>
    %10 = chlo.square %6 : tensor<16xf32> -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<16xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<16xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<16xi1>, tensor<16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<16xi1>, tensor<16xf32>
    %25 = stablehlo.divide %19, %24 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.multiply %26, %arg29 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %28, %6 : tensor<16xf32>
    %30 = stablehlo.add %27, %29 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.multiply %31, %arg30 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.multiply %33, %15 : tensor<16xf32>
    %35 = stablehlo.add %32, %34 : tensor<16xf32>
    %36 = stablehlo.broadcast_in_dim %6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %37 = stablehlo.broadcast_in_dim %15, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %39 = stablehlo.subtract %0, %38 : tensor<8x32x32x16xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %41 = stablehlo.add %37, %40 : tensor<1x1x1x16xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x16xf32>
    %43 = stablehlo.divide %42, %41 : tensor<1x1x1x16xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<1x1x1x16xf32>
    %46 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %47 = stablehlo.multiply %42, %46 : tensor<1x1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %49 = stablehlo.multiply %39, %48 : tensor<8x32x32x16xf32>
    %50 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x32x32x16xf32>
    %53 = call @relu(%52) : (tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %55 = stablehlo.compare GT, %52, %54, FLOAT : (tensor<8x32x32x16xf32>, tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xi1>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.reduce_window"(%53, %56) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %1131 = stablehlo.maximum %arg78, %arg79 : tensor<f32>
      stablehlo.return %1131 : tensor<f32>
    }) : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %58 = stablehlo.convolution(%57, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x16x16xf32>
    %59 = chlo.square %58 : tensor<8x16x16x16xf32> -> tensor<8x16x16x16xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %61 = stablehlo.multiply %60, %58 : tensor<8x16x16x16xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.reduce(%58 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_21 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %64 = stablehlo.divide %62, %63 : tensor<16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%59 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_23 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.divide %65, %66 : tensor<16xf32>
    %68 = chlo.square %64 : tensor<16xf32> -> tensor<16xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.multiply %69, %64 : tensor<16xf32>
    %71 = stablehlo.subtract %67, %68 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %73 = stablehlo.maximum %72, %71 : tensor<16xf32>
    %74 = stablehlo.compare EQ, %71, %73, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.select %74, %75, %76 : tensor<16xi1>, tensor<16xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.compare EQ, %78, %73, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %82 = stablehlo.select %79, %80, %81 : tensor<16xi1>, tensor<16xf32>
    %83 = stablehlo.divide %77, %82 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.multiply %84, %arg31 : tensor<16xf32>
    %cst_32 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %87 = stablehlo.multiply %86, %64 : tensor<16xf32>
    %88 = stablehlo.add %85, %87 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %90 = stablehlo.multiply %89, %arg32 : tensor<16xf32>
    %cst_34 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %92 = stablehlo.multiply %91, %73 : tensor<16xf32>
    %93 = stablehlo.add %90, %92 : tensor<16xf32>
    %94 = stablehlo.broadcast_in_dim %64, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %95 = stablehlo.broadcast_in_dim %73, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %96 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %97 = stablehlo.subtract %58, %96 : tensor<8x16x16x16xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %99 = stablehlo.add %95, %98 : tensor<1x1x1x16xf32>
    %100 = stablehlo.rsqrt %99 : tensor<1x1x1x16xf32>
    %101 = stablehlo.divide %100, %99 : tensor<1x1x1x16xf32>
    %cst_36 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<1x1x1x16xf32>
    %104 = stablehlo.reshape %arg3 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %105 = stablehlo.multiply %100, %104 : tensor<1x1x1x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %107 = stablehlo.multiply %97, %106 : tensor<8x16x16x16xf32>
    %108 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %110 = stablehlo.add %107, %109 : tensor<8x16x16x16xf32>
    %111 = call @relu_0(%110) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %113 = stablehlo.compare GT, %110, %112, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %114 = stablehlo.convolution(%111, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x16x16xf32>
    %115 = chlo.square %114 : tensor<8x16x16x16xf32> -> tensor<8x16x16x16xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %117 = stablehlo.multiply %116, %114 : tensor<8x16x16x16xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_40 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%115 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_42 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %123 = stablehlo.divide %121, %122 : tensor<16xf32>
    %124 = chlo.square %120 : tensor<16xf32> -> tensor<16xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %126 = stablehlo.multiply %125, %120 : tensor<16xf32>
    %127 = stablehlo.subtract %123, %124 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %129 = stablehlo.maximum %128, %127 : tensor<16xf32>
    %130 = stablehlo.compare EQ, %127, %129, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %133 = stablehlo.select %130, %131, %132 : tensor<16xi1>, tensor<16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %135 = stablehlo.compare EQ, %134, %129, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %138 = stablehlo.select %135, %136, %137 : tensor<16xi1>, tensor<16xf32>
    %139 = stablehlo.divide %133, %138 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %141 = stablehlo.multiply %140, %arg33 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %143 = stablehlo.multiply %142, %120 : tensor<16xf32>
    %144 = stablehlo.add %141, %143 : tensor<16xf32>
    %cst_52 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %146 = stablehlo.multiply %145, %arg34 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %148 = stablehlo.multiply %147, %129 : tensor<16xf32>
    %149 = stablehlo.add %146, %148 : tensor<16xf32>
    %150 = stablehlo.broadcast_in_dim %120, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %151 = stablehlo.broadcast_in_dim %129, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %153 = stablehlo.subtract %114, %152 : tensor<8x16x16x16xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %155 = stablehlo.add %151, %154 : tensor<1x1x1x16xf32>
    %156 = stablehlo.rsqrt %155 : tensor<1x1x1x16xf32>
    %157 = stablehlo.divide %156, %155 : tensor<1x1x1x16xf32>
    %cst_55 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<1x1x1x16xf32>
    %160 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %161 = stablehlo.multiply %156, %160 : tensor<1x1x1x16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %163 = stablehlo.multiply %153, %162 : tensor<8x16x16x16xf32>
    %164 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x16x16x16xf32>
    %167 = stablehlo.add %57, %166 : tensor<8x16x16x16xf32>
    %168 = call @relu_0(%167) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %170 = stablehlo.compare GT, %167, %169, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %171 = stablehlo.convolution(%168, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x8x8x32xf32>
    %172 = chlo.square %171 : tensor<8x8x8x32xf32> -> tensor<8x8x8x32xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %174 = stablehlo.multiply %173, %171 : tensor<8x8x8x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%171 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_59 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %177 = stablehlo.divide %175, %176 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%172 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_61 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %180 = stablehlo.divide %178, %179 : tensor<32xf32>
    %181 = chlo.square %177 : tensor<32xf32> -> tensor<32xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %183 = stablehlo.multiply %182, %177 : tensor<32xf32>
    %184 = stablehlo.subtract %180, %181 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %186 = stablehlo.maximum %185, %184 : tensor<32xf32>
    %187 = stablehlo.compare EQ, %184, %186, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %190 = stablehlo.select %187, %188, %189 : tensor<32xi1>, tensor<32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %192 = stablehlo.compare EQ, %191, %186, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_67 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %195 = stablehlo.select %192, %193, %194 : tensor<32xi1>, tensor<32xf32>
    %196 = stablehlo.divide %190, %195 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %198 = stablehlo.multiply %197, %arg35 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %200 = stablehlo.multiply %199, %177 : tensor<32xf32>
    %201 = stablehlo.add %198, %200 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %203 = stablehlo.multiply %202, %arg36 : tensor<32xf32>
    %cst_72 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %205 = stablehlo.multiply %204, %186 : tensor<32xf32>
    %206 = stablehlo.add %203, %205 : tensor<32xf32>
    %207 = stablehlo.broadcast_in_dim %177, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %208 = stablehlo.broadcast_in_dim %186, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %209 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %210 = stablehlo.subtract %171, %209 : tensor<8x8x8x32xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %212 = stablehlo.add %208, %211 : tensor<1x1x1x32xf32>
    %213 = stablehlo.rsqrt %212 : tensor<1x1x1x32xf32>
    %214 = stablehlo.divide %213, %212 : tensor<1x1x1x32xf32>
    %cst_74 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<1x1x1x32xf32>
    %217 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %218 = stablehlo.multiply %213, %217 : tensor<1x1x1x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %220 = stablehlo.multiply %210, %219 : tensor<8x8x8x32xf32>
    %221 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x8x8x32xf32>
    %224 = call @relu_1(%223) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %226 = stablehlo.compare GT, %223, %225, FLOAT : (tensor<8x8x8x32xf32>, tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xi1>
    %227 = stablehlo.convolution(%224, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x8x8x32xf32>
    %228 = chlo.square %227 : tensor<8x8x8x32xf32> -> tensor<8x8x8x32xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<8x8x8x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.reduce(%227 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_78 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %233 = stablehlo.divide %231, %232 : tensor<32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.reduce(%228 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_80 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %236 = stablehlo.divide %234, %235 : tensor<32xf32>
    %237 = chlo.square %233 : tensor<32xf32> -> tensor<32xf32>
    %cst_81 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %239 = stablehlo.multiply %238, %233 : tensor<32xf32>
    %240 = stablehlo.subtract %236, %237 : tensor<32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %242 = stablehlo.maximum %241, %240 : tensor<32xf32>
    %243 = stablehlo.compare EQ, %240, %242, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.select %243, %244, %245 : tensor<32xi1>, tensor<32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %248 = stablehlo.compare EQ, %247, %242, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %251 = stablehlo.select %248, %249, %250 : tensor<32xi1>, tensor<32xf32>
    %252 = stablehlo.divide %246, %251 : tensor<32xf32>
    %cst_88 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %254 = stablehlo.multiply %253, %arg37 : tensor<32xf32>
    %cst_89 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %256 = stablehlo.multiply %255, %233 : tensor<32xf32>
    %257 = stablehlo.add %254, %256 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %259 = stablehlo.multiply %258, %arg38 : tensor<32xf32>
    %cst_91 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %260, %242 : tensor<32xf32>
    %262 = stablehlo.add %259, %261 : tensor<32xf32>
    %263 = stablehlo.broadcast_in_dim %233, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %264 = stablehlo.broadcast_in_dim %242, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %265 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %266 = stablehlo.subtract %227, %265 : tensor<8x8x8x32xf32>
    %cst_92 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %268 = stablehlo.add %264, %267 : tensor<1x1x1x32xf32>
    %269 = stablehlo.rsqrt %268 : tensor<1x1x1x32xf32>
    %270 = stablehlo.divide %269, %268 : tensor<1x1x1x32xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %272 = stablehlo.multiply %271, %270 : tensor<1x1x1x32xf32>
    %273 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %274 = stablehlo.multiply %269, %273 : tensor<1x1x1x32xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %276 = stablehlo.multiply %266, %275 : tensor<8x8x8x32xf32>
    %277 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %279 = stablehlo.add %276, %278 : tensor<8x8x8x32xf32>
    %280 = stablehlo.convolution(%168, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x8x8x32xf32>
    %281 = chlo.square %280 : tensor<8x8x8x32xf32> -> tensor<8x8x8x32xf32>
    %cst_94 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %283 = stablehlo.multiply %282, %280 : tensor<8x8x8x32xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%280 init: %cst_95) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_96 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %286 = stablehlo.divide %284, %285 : tensor<32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%281 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_98 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %289 = stablehlo.divide %287, %288 : tensor<32xf32>
    %290 = chlo.square %286 : tensor<32xf32> -> tensor<32xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %292 = stablehlo.multiply %291, %286 : tensor<32xf32>
    %293 = stablehlo.subtract %289, %290 : tensor<32xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %295 = stablehlo.maximum %294, %293 : tensor<32xf32>
    %296 = stablehlo.compare EQ, %293, %295, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %299 = stablehlo.select %296, %297, %298 : tensor<32xi1>, tensor<32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %301 = stablehlo.compare EQ, %300, %295, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %304 = stablehlo.select %301, %302, %303 : tensor<32xi1>, tensor<32xf32>
    %305 = stablehlo.divide %299, %304 : tensor<32xf32>
    %cst_106 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %307 = stablehlo.multiply %306, %arg39 : tensor<32xf32>
    %cst_107 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %309 = stablehlo.multiply %308, %286 : tensor<32xf32>
    %310 = stablehlo.add %307, %309 : tensor<32xf32>
    %cst_108 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %312 = stablehlo.multiply %311, %arg40 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %314 = stablehlo.multiply %313, %295 : tensor<32xf32>
    %315 = stablehlo.add %312, %314 : tensor<32xf32>
    %316 = stablehlo.broadcast_in_dim %286, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %317 = stablehlo.broadcast_in_dim %295, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %318 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %319 = stablehlo.subtract %280, %318 : tensor<8x8x8x32xf32>
    %cst_110 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %321 = stablehlo.add %317, %320 : tensor<1x1x1x32xf32>
    %322 = stablehlo.rsqrt %321 : tensor<1x1x1x32xf32>
    %323 = stablehlo.divide %322, %321 : tensor<1x1x1x32xf32>
    %cst_111 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<1x1x1x32xf32>
    %326 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %327 = stablehlo.multiply %322, %326 : tensor<1x1x1x32xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %329 = stablehlo.multiply %319, %328 : tensor<8x8x8x32xf32>
    %330 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %332 = stablehlo.add %329, %331 : tensor<8x8x8x32xf32>
    %333 = stablehlo.add %332, %279 : tensor<8x8x8x32xf32>
    %334 = call @relu_1(%333) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %336 = stablehlo.compare GT, %333, %335, FLOAT : (tensor<8x8x8x32xf32>, tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xi1>
    %337 = stablehlo.convolution(%334, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x4x4x64xf32>
    %338 = chlo.square %337 : tensor<8x4x4x64xf32> -> tensor<8x4x4x64xf32>
    %cst_113 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %340 = stablehlo.multiply %339, %337 : tensor<8x4x4x64xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%337 init: %cst_114) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_115 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %343 = stablehlo.divide %341, %342 : tensor<64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%338 init: %cst_116) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_117 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %346 = stablehlo.divide %344, %345 : tensor<64xf32>
    %347 = chlo.square %343 : tensor<64xf32> -> tensor<64xf32>
    %cst_118 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %349 = stablehlo.multiply %348, %343 : tensor<64xf32>
    %350 = stablehlo.subtract %346, %347 : tensor<64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %352 = stablehlo.maximum %351, %350 : tensor<64xf32>
    %353 = stablehlo.compare EQ, %350, %352, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %356 = stablehlo.select %353, %354, %355 : tensor<64xi1>, tensor<64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %358 = stablehlo.compare EQ, %357, %352, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_123 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %361 = stablehlo.select %358, %359, %360 : tensor<64xi1>, tensor<64xf32>
    %362 = stablehlo.divide %356, %361 : tensor<64xf32>
    %cst_125 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %364 = stablehlo.multiply %363, %arg41 : tensor<64xf32>
    %cst_126 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %366 = stablehlo.multiply %365, %343 : tensor<64xf32>
    %367 = stablehlo.add %364, %366 : tensor<64xf32>
    %cst_127 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.multiply %368, %arg42 : tensor<64xf32>
    %cst_128 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.multiply %370, %352 : tensor<64xf32>
    %372 = stablehlo.add %369, %371 : tensor<64xf32>
    %373 = stablehlo.broadcast_in_dim %343, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %374 = stablehlo.broadcast_in_dim %352, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %376 = stablehlo.subtract %337, %375 : tensor<8x4x4x64xf32>
    %cst_129 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %378 = stablehlo.add %374, %377 : tensor<1x1x1x64xf32>
    %379 = stablehlo.rsqrt %378 : tensor<1x1x1x64xf32>
    %380 = stablehlo.divide %379, %378 : tensor<1x1x1x64xf32>
    %cst_130 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<1x1x1x64xf32>
    %383 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %384 = stablehlo.multiply %379, %383 : tensor<1x1x1x64xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %386 = stablehlo.multiply %376, %385 : tensor<8x4x4x64xf32>
    %387 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %389 = stablehlo.add %386, %388 : tensor<8x4x4x64xf32>
    %390 = call @relu_2(%389) : (tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %392 = stablehlo.compare GT, %389, %391, FLOAT : (tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xi1>
    %393 = stablehlo.convolution(%390, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x4x4x64xf32>
    %394 = chlo.square %393 : tensor<8x4x4x64xf32> -> tensor<8x4x4x64xf32>
    %cst_132 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %396 = stablehlo.multiply %395, %393 : tensor<8x4x4x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%393 init: %cst_133) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_134 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %399 = stablehlo.divide %397, %398 : tensor<64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%394 init: %cst_135) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_136 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %402 = stablehlo.divide %400, %401 : tensor<64xf32>
    %403 = chlo.square %399 : tensor<64xf32> -> tensor<64xf32>
    %cst_137 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %405 = stablehlo.multiply %404, %399 : tensor<64xf32>
    %406 = stablehlo.subtract %402, %403 : tensor<64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %408 = stablehlo.maximum %407, %406 : tensor<64xf32>
    %409 = stablehlo.compare EQ, %406, %408, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %412 = stablehlo.select %409, %410, %411 : tensor<64xi1>, tensor<64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %414 = stablehlo.compare EQ, %413, %408, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_142 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %417 = stablehlo.select %414, %415, %416 : tensor<64xi1>, tensor<64xf32>
    %418 = stablehlo.divide %412, %417 : tensor<64xf32>
    %cst_144 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %420 = stablehlo.multiply %419, %arg43 : tensor<64xf32>
    %cst_145 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %422 = stablehlo.multiply %421, %399 : tensor<64xf32>
    %423 = stablehlo.add %420, %422 : tensor<64xf32>
    %cst_146 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %425 = stablehlo.multiply %424, %arg44 : tensor<64xf32>
    %cst_147 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %427 = stablehlo.multiply %426, %408 : tensor<64xf32>
    %428 = stablehlo.add %425, %427 : tensor<64xf32>
    %429 = stablehlo.broadcast_in_dim %399, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %430 = stablehlo.broadcast_in_dim %408, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %431 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %432 = stablehlo.subtract %393, %431 : tensor<8x4x4x64xf32>
    %cst_148 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %434 = stablehlo.add %430, %433 : tensor<1x1x1x64xf32>
    %435 = stablehlo.rsqrt %434 : tensor<1x1x1x64xf32>
    %436 = stablehlo.divide %435, %434 : tensor<1x1x1x64xf32>
    %cst_149 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %438 = stablehlo.multiply %437, %436 : tensor<1x1x1x64xf32>
    %439 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %440 = stablehlo.multiply %435, %439 : tensor<1x1x1x64xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %442 = stablehlo.multiply %432, %441 : tensor<8x4x4x64xf32>
    %443 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %445 = stablehlo.add %442, %444 : tensor<8x4x4x64xf32>
    %446 = stablehlo.convolution(%334, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x32x64xf32>) -> tensor<8x4x4x64xf32>
    %447 = chlo.square %446 : tensor<8x4x4x64xf32> -> tensor<8x4x4x64xf32>
    %cst_150 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %449 = stablehlo.multiply %448, %446 : tensor<8x4x4x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%446 init: %cst_151) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_152 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %452 = stablehlo.divide %450, %451 : tensor<64xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%447 init: %cst_153) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_154 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %455 = stablehlo.divide %453, %454 : tensor<64xf32>
    %456 = chlo.square %452 : tensor<64xf32> -> tensor<64xf32>
    %cst_155 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %458 = stablehlo.multiply %457, %452 : tensor<64xf32>
    %459 = stablehlo.subtract %455, %456 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %461 = stablehlo.maximum %460, %459 : tensor<64xf32>
    %462 = stablehlo.compare EQ, %459, %461, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %465 = stablehlo.select %462, %463, %464 : tensor<64xi1>, tensor<64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %467 = stablehlo.compare EQ, %466, %461, FLOAT : (tensor<64xf32>, tensor<64xf32>) -> tensor<64xi1>
    %cst_160 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %470 = stablehlo.select %467, %468, %469 : tensor<64xi1>, tensor<64xf32>
    %471 = stablehlo.divide %465, %470 : tensor<64xf32>
    %cst_162 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %473 = stablehlo.multiply %472, %arg45 : tensor<64xf32>
    %cst_163 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %475 = stablehlo.multiply %474, %452 : tensor<64xf32>
    %476 = stablehlo.add %473, %475 : tensor<64xf32>
    %cst_164 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %478 = stablehlo.multiply %477, %arg46 : tensor<64xf32>
    %cst_165 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %480 = stablehlo.multiply %479, %461 : tensor<64xf32>
    %481 = stablehlo.add %478, %480 : tensor<64xf32>
    %482 = stablehlo.broadcast_in_dim %452, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %483 = stablehlo.broadcast_in_dim %461, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %484 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %485 = stablehlo.subtract %446, %484 : tensor<8x4x4x64xf32>
    %cst_166 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %487 = stablehlo.add %483, %486 : tensor<1x1x1x64xf32>
    %488 = stablehlo.rsqrt %487 : tensor<1x1x1x64xf32>
    %489 = stablehlo.divide %488, %487 : tensor<1x1x1x64xf32>
    %cst_167 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %491 = stablehlo.multiply %490, %489 : tensor<1x1x1x64xf32>
    %492 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %493 = stablehlo.multiply %488, %492 : tensor<1x1x1x64xf32>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %495 = stablehlo.multiply %485, %494 : tensor<8x4x4x64xf32>
    %496 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %498 = stablehlo.add %495, %497 : tensor<8x4x4x64xf32>
    %499 = stablehlo.add %498, %445 : tensor<8x4x4x64xf32>
    %500 = call @relu_2(%499) : (tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %502 = stablehlo.compare GT, %499, %501, FLOAT : (tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xi1>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.reduce(%500 init: %cst_169) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_170 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %505 = stablehlo.divide %503, %504 : tensor<8x64xf32>
    %506 = stablehlo.dot_general %505, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x10xf32>) -> tensor<8x10xf32>
    %507 = stablehlo.reshape %arg27 : (tensor<10xf32>) -> tensor<1x10xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<1x10xf32>) -> tensor<8x10xf32>
    %509 = stablehlo.add %506, %508 : tensor<8x10xf32>
    %510 = stablehlo.broadcast_in_dim %arg77, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %511:2 = call @take_along_axis(%509, %510) : (tensor<8x10xf32>, tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %512:2 = call @_take(%511#0, %c) : (tensor<8x1xf32>, tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>)
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %513 = stablehlo.reduce(%509 init: %cst_171) applies stablehlo.maximum across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %515 = stablehlo.maximum %514, %513 : tensor<8xf32>
    %516 = stablehlo.is_finite %515 : (tensor<8xf32>) -> tensor<8xi1>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %518 = stablehlo.select %516, %515, %517 : tensor<8xi1>, tensor<8xf32>
    %519 = stablehlo.broadcast_in_dim %518, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x10xf32>
    %521 = stablehlo.subtract %509, %520 : tensor<8x10xf32>
    %522 = stablehlo.exponential %521 : tensor<8x10xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %523 = stablehlo.reduce(%522 init: %cst_174) applies stablehlo.add across dimensions = [1] : (tensor<8x10xf32>, tensor<f32>) -> tensor<8xf32>
    %524 = stablehlo.abs %523 : tensor<8xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %526 = stablehlo.compare GE, %523, %525, FLOAT : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xi1>
    %527 = stablehlo.log %524 : tensor<8xf32>
    %528 = stablehlo.add %527, %518 : tensor<8xf32>
    %529 = stablehlo.subtract %528, %512#0 : tensor<8xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%529 init: %cst_176) applies stablehlo.add across dimensions = [0] : (tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %cst_177 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %531 = stablehlo.divide %530, %cst_177 : tensor<f32>
    %cst_178 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_179 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %532 = stablehlo.divide %cst_178, %cst_179 : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %534 = stablehlo.negate %533 : tensor<8xf32>
    %535 = stablehlo.divide %533, %524 : tensor<8xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %537 = stablehlo.select %526, %536, %535 : tensor<8xi1>, tensor<8xf32>
    %538 = stablehlo.select %526, %535, %536 : tensor<8xi1>, tensor<8xf32>
    %539 = stablehlo.negate %537 : tensor<8xf32>
    %540 = stablehlo.add %538, %539 : tensor<8xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0] : (tensor<8xf32>) -> tensor<8x10xf32>
    %542 = stablehlo.multiply %541, %522 : tensor<8x10xf32>
    %543 = call @_take_3(%512#1, %534) : (tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    %544 = call @take_along_axis_4(%511#1, %543) : (tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    %545 = stablehlo.add %542, %544 : tensor<8x10xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%545 init: %cst_181) applies stablehlo.add across dimensions = [0] : (tensor<8x10xf32>, tensor<f32>) -> tensor<10xf32>
    %547 = stablehlo.reshape %546 : (tensor<10xf32>) -> tensor<1x10xf32>
    %548 = stablehlo.reshape %547 : (tensor<1x10xf32>) -> tensor<10xf32>
    %549 = stablehlo.dot_general %545, %505, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<8x64xf32>) -> tensor<10x64xf32>
    %550 = stablehlo.transpose %549, dims = [1, 0] : (tensor<10x64xf32>) -> tensor<64x10xf32>
    %551 = stablehlo.dot_general %545, %arg28, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x10xf32>, tensor<64x10xf32>) -> tensor<8x64xf32>
    %cst_182 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %553 = stablehlo.divide %551, %552 : tensor<8x64xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %556 = stablehlo.select %502, %554, %555 : tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_184) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %558 = stablehlo.reshape %557 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %559 = stablehlo.reshape %558 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %560 = stablehlo.multiply %485, %556 : tensor<8x4x4x64xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.reduce(%560 init: %cst_185) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %562 = stablehlo.reshape %561 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %563 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %564 = stablehlo.multiply %556, %563 : tensor<8x4x4x64xf32>
    %565 = stablehlo.multiply %488, %562 : tensor<1x1x1x64xf32>
    %566 = stablehlo.multiply %562, %492 : tensor<1x1x1x64xf32>
    %567 = stablehlo.reshape %565 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %568 = stablehlo.multiply %566, %491 : tensor<1x1x1x64xf32>
    %569 = stablehlo.negate %564 : tensor<8x4x4x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_186) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %571 = stablehlo.reshape %570 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%568 init: %cst_187) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%571 init: %cst_188) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %574 = stablehlo.multiply %572, %471 : tensor<64xf32>
    %575 = stablehlo.negate %574 : tensor<64xf32>
    %576 = stablehlo.multiply %575, %458 : tensor<64xf32>
    %577 = stablehlo.add %573, %576 : tensor<64xf32>
    %cst_189 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %579 = stablehlo.divide %574, %578 : tensor<64xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [3] : (tensor<64xf32>) -> tensor<8x4x4x64xf32>
    %cst_190 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %582 = stablehlo.divide %577, %581 : tensor<64xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [3] : (tensor<64xf32>) -> tensor<8x4x4x64xf32>
    %584 = stablehlo.add %564, %583 : tensor<8x4x4x64xf32>
    %585 = stablehlo.multiply %580, %449 : tensor<8x4x4x64xf32>
    %586 = stablehlo.add %584, %585 : tensor<8x4x4x64xf32>
    %587 = stablehlo.convolution(%334, %586) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<8x4x4x64xf32>) -> tensor<1x1x32x64xf32>
    %588 = stablehlo.reverse %arg25, dims = [0, 1] : tensor<1x1x32x64xf32>
    %589 = stablehlo.convolution(%586, %588) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x64xf32>, tensor<1x1x32x64xf32>) -> tensor<8x8x8x32xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %590 = stablehlo.reduce(%556 init: %cst_191) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %591 = stablehlo.reshape %590 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %592 = stablehlo.reshape %591 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %593 = stablehlo.multiply %432, %556 : tensor<8x4x4x64xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_192) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %595 = stablehlo.reshape %594 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %596 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %597 = stablehlo.multiply %556, %596 : tensor<8x4x4x64xf32>
    %598 = stablehlo.multiply %435, %595 : tensor<1x1x1x64xf32>
    %599 = stablehlo.multiply %595, %439 : tensor<1x1x1x64xf32>
    %600 = stablehlo.reshape %598 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %601 = stablehlo.multiply %599, %438 : tensor<1x1x1x64xf32>
    %602 = stablehlo.negate %597 : tensor<8x4x4x64xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %603 = stablehlo.reduce(%602 init: %cst_193) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %604 = stablehlo.reshape %603 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%601 init: %cst_194) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%604 init: %cst_195) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %607 = stablehlo.multiply %605, %418 : tensor<64xf32>
    %608 = stablehlo.negate %607 : tensor<64xf32>
    %609 = stablehlo.multiply %608, %405 : tensor<64xf32>
    %610 = stablehlo.add %606, %609 : tensor<64xf32>
    %cst_196 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %612 = stablehlo.divide %607, %611 : tensor<64xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [3] : (tensor<64xf32>) -> tensor<8x4x4x64xf32>
    %cst_197 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %615 = stablehlo.divide %610, %614 : tensor<64xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [3] : (tensor<64xf32>) -> tensor<8x4x4x64xf32>
    %617 = stablehlo.add %597, %616 : tensor<8x4x4x64xf32>
    %618 = stablehlo.multiply %613, %396 : tensor<8x4x4x64xf32>
    %619 = stablehlo.add %617, %618 : tensor<8x4x4x64xf32>
    %620 = stablehlo.convolution(%390, %619) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>) -> tensor<3x3x64x64xf32>
    %621 = stablehlo.reverse %arg24, dims = [0, 1] : tensor<3x3x64x64xf32>
    %622 = stablehlo.convolution(%619, %621) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %624 = stablehlo.select %392, %622, %623 : tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %625 = stablehlo.reduce(%624 init: %cst_199) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %626 = stablehlo.reshape %625 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %627 = stablehlo.reshape %626 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %628 = stablehlo.multiply %376, %624 : tensor<8x4x4x64xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%628 init: %cst_200) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %630 = stablehlo.reshape %629 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %631 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %632 = stablehlo.multiply %624, %631 : tensor<8x4x4x64xf32>
    %633 = stablehlo.multiply %379, %630 : tensor<1x1x1x64xf32>
    %634 = stablehlo.multiply %630, %383 : tensor<1x1x1x64xf32>
    %635 = stablehlo.reshape %633 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %636 = stablehlo.multiply %634, %382 : tensor<1x1x1x64xf32>
    %637 = stablehlo.negate %632 : tensor<8x4x4x64xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_201) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %639 = stablehlo.reshape %638 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%636 init: %cst_202) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%639 init: %cst_203) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %642 = stablehlo.multiply %640, %362 : tensor<64xf32>
    %643 = stablehlo.negate %642 : tensor<64xf32>
    %644 = stablehlo.multiply %643, %349 : tensor<64xf32>
    %645 = stablehlo.add %641, %644 : tensor<64xf32>
    %cst_204 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %647 = stablehlo.divide %642, %646 : tensor<64xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [3] : (tensor<64xf32>) -> tensor<8x4x4x64xf32>
    %cst_205 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %650 = stablehlo.divide %645, %649 : tensor<64xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [3] : (tensor<64xf32>) -> tensor<8x4x4x64xf32>
    %652 = stablehlo.add %632, %651 : tensor<8x4x4x64xf32>
    %653 = stablehlo.multiply %648, %340 : tensor<8x4x4x64xf32>
    %654 = stablehlo.add %652, %653 : tensor<8x4x4x64xf32>
    %655 = stablehlo.convolution(%334, %654) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<8x4x4x64xf32>) -> tensor<3x3x32x64xf32>
    %656 = stablehlo.reverse %arg23, dims = [0, 1] : tensor<3x3x32x64xf32>
    %657 = stablehlo.convolution(%654, %656) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x64xf32>, tensor<3x3x32x64xf32>) -> tensor<8x8x8x32xf32>
    %658 = stablehlo.add %589, %657 : tensor<8x8x8x32xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %660 = stablehlo.select %336, %658, %659 : tensor<8x8x8x32xi1>, tensor<8x8x8x32xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_207) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %662 = stablehlo.reshape %661 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %663 = stablehlo.reshape %662 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %664 = stablehlo.multiply %319, %660 : tensor<8x8x8x32xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_208) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %666 = stablehlo.reshape %665 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %667 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %668 = stablehlo.multiply %660, %667 : tensor<8x8x8x32xf32>
    %669 = stablehlo.multiply %322, %666 : tensor<1x1x1x32xf32>
    %670 = stablehlo.multiply %666, %326 : tensor<1x1x1x32xf32>
    %671 = stablehlo.reshape %669 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %672 = stablehlo.multiply %670, %325 : tensor<1x1x1x32xf32>
    %673 = stablehlo.negate %668 : tensor<8x8x8x32xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.reduce(%673 init: %cst_209) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %675 = stablehlo.reshape %674 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.reduce(%672 init: %cst_210) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%675 init: %cst_211) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %678 = stablehlo.multiply %676, %305 : tensor<32xf32>
    %679 = stablehlo.negate %678 : tensor<32xf32>
    %680 = stablehlo.multiply %679, %292 : tensor<32xf32>
    %681 = stablehlo.add %677, %680 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %683 = stablehlo.divide %678, %682 : tensor<32xf32>
    %684 = stablehlo.broadcast_in_dim %683, dims = [3] : (tensor<32xf32>) -> tensor<8x8x8x32xf32>
    %cst_213 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %686 = stablehlo.divide %681, %685 : tensor<32xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [3] : (tensor<32xf32>) -> tensor<8x8x8x32xf32>
    %688 = stablehlo.add %668, %687 : tensor<8x8x8x32xf32>
    %689 = stablehlo.multiply %684, %283 : tensor<8x8x8x32xf32>
    %690 = stablehlo.add %688, %689 : tensor<8x8x8x32xf32>
    %691 = stablehlo.convolution(%168, %690) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x8x8x32xf32>) -> tensor<1x1x16x32xf32>
    %692 = stablehlo.reverse %arg16, dims = [0, 1] : tensor<1x1x16x32xf32>
    %693 = stablehlo.convolution(%690, %692) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x16x32xf32>) -> tensor<8x16x16x16xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %694 = stablehlo.reduce(%660 init: %cst_214) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %695 = stablehlo.reshape %694 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %696 = stablehlo.reshape %695 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %697 = stablehlo.multiply %266, %660 : tensor<8x8x8x32xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_215) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %699 = stablehlo.reshape %698 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %700 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %701 = stablehlo.multiply %660, %700 : tensor<8x8x8x32xf32>
    %702 = stablehlo.multiply %269, %699 : tensor<1x1x1x32xf32>
    %703 = stablehlo.multiply %699, %273 : tensor<1x1x1x32xf32>
    %704 = stablehlo.reshape %702 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %705 = stablehlo.multiply %703, %272 : tensor<1x1x1x32xf32>
    %706 = stablehlo.negate %701 : tensor<8x8x8x32xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %707 = stablehlo.reduce(%706 init: %cst_216) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %708 = stablehlo.reshape %707 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = stablehlo.reduce(%705 init: %cst_217) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%708 init: %cst_218) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %711 = stablehlo.multiply %709, %252 : tensor<32xf32>
    %712 = stablehlo.negate %711 : tensor<32xf32>
    %713 = stablehlo.multiply %712, %239 : tensor<32xf32>
    %714 = stablehlo.add %710, %713 : tensor<32xf32>
    %cst_219 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %716 = stablehlo.divide %711, %715 : tensor<32xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [3] : (tensor<32xf32>) -> tensor<8x8x8x32xf32>
    %cst_220 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %719 = stablehlo.divide %714, %718 : tensor<32xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [3] : (tensor<32xf32>) -> tensor<8x8x8x32xf32>
    %721 = stablehlo.add %701, %720 : tensor<8x8x8x32xf32>
    %722 = stablehlo.multiply %717, %230 : tensor<8x8x8x32xf32>
    %723 = stablehlo.add %721, %722 : tensor<8x8x8x32xf32>
    %724 = stablehlo.convolution(%224, %723) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<8x8x8x32xf32>) -> tensor<3x3x32x32xf32>
    %725 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<3x3x32x32xf32>
    %726 = stablehlo.convolution(%723, %725) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x8x8x32xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %728 = stablehlo.select %226, %726, %727 : tensor<8x8x8x32xi1>, tensor<8x8x8x32xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_222) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %730 = stablehlo.reshape %729 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %731 = stablehlo.reshape %730 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %732 = stablehlo.multiply %210, %728 : tensor<8x8x8x32xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%732 init: %cst_223) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %734 = stablehlo.reshape %733 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %735 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %736 = stablehlo.multiply %728, %735 : tensor<8x8x8x32xf32>
    %737 = stablehlo.multiply %213, %734 : tensor<1x1x1x32xf32>
    %738 = stablehlo.multiply %734, %217 : tensor<1x1x1x32xf32>
    %739 = stablehlo.reshape %737 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %740 = stablehlo.multiply %738, %216 : tensor<1x1x1x32xf32>
    %741 = stablehlo.negate %736 : tensor<8x8x8x32xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_224) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %743 = stablehlo.reshape %742 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.reduce(%740 init: %cst_225) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%743 init: %cst_226) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %746 = stablehlo.multiply %744, %196 : tensor<32xf32>
    %747 = stablehlo.negate %746 : tensor<32xf32>
    %748 = stablehlo.multiply %747, %183 : tensor<32xf32>
    %749 = stablehlo.add %745, %748 : tensor<32xf32>
    %cst_227 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %751 = stablehlo.divide %746, %750 : tensor<32xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [3] : (tensor<32xf32>) -> tensor<8x8x8x32xf32>
    %cst_228 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %754 = stablehlo.divide %749, %753 : tensor<32xf32>
    %755 = stablehlo.broadcast_in_dim %754, dims = [3] : (tensor<32xf32>) -> tensor<8x8x8x32xf32>
    %756 = stablehlo.add %736, %755 : tensor<8x8x8x32xf32>
    %757 = stablehlo.multiply %752, %174 : tensor<8x8x8x32xf32>
    %758 = stablehlo.add %756, %757 : tensor<8x8x8x32xf32>
    %759 = stablehlo.convolution(%168, %758) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x8x8x32xf32>) -> tensor<3x3x16x32xf32>
    %760 = stablehlo.reverse %arg14, dims = [0, 1] : tensor<3x3x16x32xf32>
    %761 = stablehlo.convolution(%758, %760) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x16x16x16xf32>
    %762 = stablehlo.add %693, %761 : tensor<8x16x16x16xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %764 = stablehlo.select %170, %762, %763 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_230) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %766 = stablehlo.reshape %765 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %767 = stablehlo.reshape %766 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %768 = stablehlo.multiply %153, %764 : tensor<8x16x16x16xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.reduce(%768 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %770 = stablehlo.reshape %769 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %771 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %772 = stablehlo.multiply %764, %771 : tensor<8x16x16x16xf32>
    %773 = stablehlo.multiply %156, %770 : tensor<1x1x1x16xf32>
    %774 = stablehlo.multiply %770, %160 : tensor<1x1x1x16xf32>
    %775 = stablehlo.reshape %773 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %776 = stablehlo.multiply %774, %159 : tensor<1x1x1x16xf32>
    %777 = stablehlo.negate %772 : tensor<8x16x16x16xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.reduce(%777 init: %cst_232) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %779 = stablehlo.reshape %778 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%776 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.reduce(%779 init: %cst_234) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %782 = stablehlo.multiply %780, %139 : tensor<16xf32>
    %783 = stablehlo.negate %782 : tensor<16xf32>
    %784 = stablehlo.multiply %783, %126 : tensor<16xf32>
    %785 = stablehlo.add %781, %784 : tensor<16xf32>
    %cst_235 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %787 = stablehlo.divide %782, %786 : tensor<16xf32>
    %788 = stablehlo.broadcast_in_dim %787, dims = [3] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %cst_236 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %790 = stablehlo.divide %785, %789 : tensor<16xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [3] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %792 = stablehlo.add %772, %791 : tensor<8x16x16x16xf32>
    %793 = stablehlo.multiply %788, %117 : tensor<8x16x16x16xf32>
    %794 = stablehlo.add %792, %793 : tensor<8x16x16x16xf32>
    %795 = stablehlo.convolution(%111, %794) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<3x3x16x16xf32>
    %796 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<3x3x16x16xf32>
    %797 = stablehlo.convolution(%794, %796) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %799 = stablehlo.select %113, %797, %798 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%799 init: %cst_238) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %801 = stablehlo.reshape %800 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %802 = stablehlo.reshape %801 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %803 = stablehlo.multiply %97, %799 : tensor<8x16x16x16xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = stablehlo.reduce(%803 init: %cst_239) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %805 = stablehlo.reshape %804 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %806 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %807 = stablehlo.multiply %799, %806 : tensor<8x16x16x16xf32>
    %808 = stablehlo.multiply %100, %805 : tensor<1x1x1x16xf32>
    %809 = stablehlo.multiply %805, %104 : tensor<1x1x1x16xf32>
    %810 = stablehlo.reshape %808 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %811 = stablehlo.multiply %809, %103 : tensor<1x1x1x16xf32>
    %812 = stablehlo.negate %807 : tensor<8x16x16x16xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.reduce(%812 init: %cst_240) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %814 = stablehlo.reshape %813 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %815 = stablehlo.reduce(%811 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.reduce(%814 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %817 = stablehlo.multiply %815, %83 : tensor<16xf32>
    %818 = stablehlo.negate %817 : tensor<16xf32>
    %819 = stablehlo.multiply %818, %70 : tensor<16xf32>
    %820 = stablehlo.add %816, %819 : tensor<16xf32>
    %cst_243 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %822 = stablehlo.divide %817, %821 : tensor<16xf32>
    %823 = stablehlo.broadcast_in_dim %822, dims = [3] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %cst_244 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %825 = stablehlo.divide %820, %824 : tensor<16xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [3] : (tensor<16xf32>) -> tensor<8x16x16x16xf32>
    %827 = stablehlo.add %807, %826 : tensor<8x16x16x16xf32>
    %828 = stablehlo.multiply %823, %61 : tensor<8x16x16x16xf32>
    %829 = stablehlo.add %827, %828 : tensor<8x16x16x16xf32>
    %830 = stablehlo.convolution(%57, %829) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<3x3x16x16xf32>
    %831 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<3x3x16x16xf32>
    %832 = stablehlo.convolution(%829, %831) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x16x16xf32>
    %833 = stablehlo.add %764, %832 : tensor<8x16x16x16xf32>
    %cst_245 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %834 = stablehlo.pad %53, %cst_245, low = [0, 0, 0, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x33x33x16xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %835 = "stablehlo.select_and_scatter"(%834, %833, %cst_246) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %1131 = stablehlo.compare GE, %arg78, %arg79, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1131 : tensor<i1>
    }, {
    ^bb0(%arg78: tensor<f32>, %arg79: tensor<f32>):
      %1131 = stablehlo.add %arg78, %arg79 : tensor<f32>
      stablehlo.return %1131 : tensor<f32>
    }) : (tensor<8x33x33x16xf32>, tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x33x33x16xf32>
    %836 = stablehlo.slice %835 [0:8, 0:32, 0:32, 0:16] : (tensor<8x33x33x16xf32>) -> tensor<8x32x32x16xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %838 = stablehlo.select %55, %836, %837 : tensor<8x32x32x16xi1>, tensor<8x32x32x16xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.reduce(%838 init: %cst_248) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %840 = stablehlo.reshape %839 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %841 = stablehlo.reshape %840 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %842 = stablehlo.multiply %39, %838 : tensor<8x32x32x16xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %843 = stablehlo.reduce(%842 init: %cst_249) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %844 = stablehlo.reshape %843 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %845 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %846 = stablehlo.multiply %838, %845 : tensor<8x32x32x16xf32>
    %847 = stablehlo.multiply %42, %844 : tensor<1x1x1x16xf32>
    %848 = stablehlo.multiply %844, %46 : tensor<1x1x1x16xf32>
    %849 = stablehlo.reshape %847 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %850 = stablehlo.multiply %848, %45 : tensor<1x1x1x16xf32>
    %851 = stablehlo.negate %846 : tensor<8x32x32x16xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%851 init: %cst_250) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %853 = stablehlo.reshape %852 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%850 init: %cst_251) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.reduce(%853 init: %cst_252) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %856 = stablehlo.multiply %854, %25 : tensor<16xf32>
    %857 = stablehlo.negate %856 : tensor<16xf32>
    %858 = stablehlo.multiply %857, %12 : tensor<16xf32>
    %859 = stablehlo.add %855, %858 : tensor<16xf32>
    %cst_253 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %861 = stablehlo.divide %856, %860 : tensor<16xf32>
    %862 = stablehlo.broadcast_in_dim %861, dims = [3] : (tensor<16xf32>) -> tensor<8x32x32x16xf32>
    %cst_254 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %864 = stablehlo.divide %859, %863 : tensor<16xf32>
    %865 = stablehlo.broadcast_in_dim %864, dims = [3] : (tensor<16xf32>) -> tensor<8x32x32x16xf32>
    %866 = stablehlo.add %846, %865 : tensor<8x32x32x16xf32>
    %867 = stablehlo.multiply %862, %3 : tensor<8x32x32x16xf32>
    %868 = stablehlo.add %866, %867 : tensor<8x32x32x16xf32>
    %869 = stablehlo.convolution(%arg76, %868) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %871 = stablehlo.multiply %870, %arg47 : tensor<16xf32>
    %872 = stablehlo.add %841, %871 : tensor<16xf32>
    %cst_256 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %874 = stablehlo.multiply %873, %arg48 : tensor<16xf32>
    %875 = stablehlo.add %849, %874 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %877 = stablehlo.multiply %876, %arg49 : tensor<16xf32>
    %878 = stablehlo.add %802, %877 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %880 = stablehlo.multiply %879, %arg50 : tensor<16xf32>
    %881 = stablehlo.add %810, %880 : tensor<16xf32>
    %cst_259 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %883 = stablehlo.multiply %882, %arg51 : tensor<16xf32>
    %884 = stablehlo.add %767, %883 : tensor<16xf32>
    %cst_260 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %886 = stablehlo.multiply %885, %arg52 : tensor<16xf32>
    %887 = stablehlo.add %775, %886 : tensor<16xf32>
    %cst_261 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %889 = stablehlo.multiply %888, %arg53 : tensor<3x3x16x16xf32>
    %890 = stablehlo.add %830, %889 : tensor<3x3x16x16xf32>
    %cst_262 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %892 = stablehlo.multiply %891, %arg54 : tensor<3x3x16x16xf32>
    %893 = stablehlo.add %795, %892 : tensor<3x3x16x16xf32>
    %cst_263 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %895 = stablehlo.multiply %894, %arg55 : tensor<32xf32>
    %896 = stablehlo.add %731, %895 : tensor<32xf32>
    %cst_264 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %898 = stablehlo.multiply %897, %arg56 : tensor<32xf32>
    %899 = stablehlo.add %739, %898 : tensor<32xf32>
    %cst_265 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %901 = stablehlo.multiply %900, %arg57 : tensor<32xf32>
    %902 = stablehlo.add %696, %901 : tensor<32xf32>
    %cst_266 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %904 = stablehlo.multiply %903, %arg58 : tensor<32xf32>
    %905 = stablehlo.add %704, %904 : tensor<32xf32>
    %cst_267 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %907 = stablehlo.multiply %906, %arg59 : tensor<32xf32>
    %908 = stablehlo.add %663, %907 : tensor<32xf32>
    %cst_268 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %910 = stablehlo.multiply %909, %arg60 : tensor<32xf32>
    %911 = stablehlo.add %671, %910 : tensor<32xf32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %913 = stablehlo.multiply %912, %arg61 : tensor<3x3x16x32xf32>
    %914 = stablehlo.add %759, %913 : tensor<3x3x16x32xf32>
    %cst_270 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %916 = stablehlo.multiply %915, %arg62 : tensor<3x3x32x32xf32>
    %917 = stablehlo.add %724, %916 : tensor<3x3x32x32xf32>
    %cst_271 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %919 = stablehlo.multiply %918, %arg63 : tensor<1x1x16x32xf32>
    %920 = stablehlo.add %691, %919 : tensor<1x1x16x32xf32>
    %cst_272 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %922 = stablehlo.multiply %921, %arg64 : tensor<64xf32>
    %923 = stablehlo.add %627, %922 : tensor<64xf32>
    %cst_273 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %925 = stablehlo.multiply %924, %arg65 : tensor<64xf32>
    %926 = stablehlo.add %635, %925 : tensor<64xf32>
    %cst_274 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %928 = stablehlo.multiply %927, %arg66 : tensor<64xf32>
    %929 = stablehlo.add %592, %928 : tensor<64xf32>
    %cst_275 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %931 = stablehlo.multiply %930, %arg67 : tensor<64xf32>
    %932 = stablehlo.add %600, %931 : tensor<64xf32>
    %cst_276 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %934 = stablehlo.multiply %933, %arg68 : tensor<64xf32>
    %935 = stablehlo.add %559, %934 : tensor<64xf32>
    %cst_277 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %937 = stablehlo.multiply %936, %arg69 : tensor<64xf32>
    %938 = stablehlo.add %567, %937 : tensor<64xf32>
    %cst_278 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %940 = stablehlo.multiply %939, %arg70 : tensor<3x3x32x64xf32>
    %941 = stablehlo.add %655, %940 : tensor<3x3x32x64xf32>
    %cst_279 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %943 = stablehlo.multiply %942, %arg71 : tensor<3x3x64x64xf32>
    %944 = stablehlo.add %620, %943 : tensor<3x3x64x64xf32>
    %cst_280 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %946 = stablehlo.multiply %945, %arg72 : tensor<1x1x32x64xf32>
    %947 = stablehlo.add %587, %946 : tensor<1x1x32x64xf32>
    %cst_281 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %949 = stablehlo.multiply %948, %arg73 : tensor<3x3x3x16xf32>
    %950 = stablehlo.add %869, %949 : tensor<3x3x3x16xf32>
    %cst_282 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %952 = stablehlo.multiply %951, %arg74 : tensor<10xf32>
    %953 = stablehlo.add %548, %952 : tensor<10xf32>
    %cst_283 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %955 = stablehlo.multiply %954, %arg75 : tensor<64x10xf32>
    %956 = stablehlo.add %550, %955 : tensor<64x10xf32>
    %cst_284 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %958 = stablehlo.multiply %957, %872 : tensor<16xf32>
    %959 = stablehlo.add %841, %958 : tensor<16xf32>
    %cst_285 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %961 = stablehlo.multiply %960, %875 : tensor<16xf32>
    %962 = stablehlo.add %849, %961 : tensor<16xf32>
    %cst_286 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %964 = stablehlo.multiply %963, %878 : tensor<16xf32>
    %965 = stablehlo.add %802, %964 : tensor<16xf32>
    %cst_287 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %967 = stablehlo.multiply %966, %881 : tensor<16xf32>
    %968 = stablehlo.add %810, %967 : tensor<16xf32>
    %cst_288 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %970 = stablehlo.multiply %969, %884 : tensor<16xf32>
    %971 = stablehlo.add %767, %970 : tensor<16xf32>
    %cst_289 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %973 = stablehlo.multiply %972, %887 : tensor<16xf32>
    %974 = stablehlo.add %775, %973 : tensor<16xf32>
    %cst_290 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %976 = stablehlo.multiply %975, %890 : tensor<3x3x16x16xf32>
    %977 = stablehlo.add %830, %976 : tensor<3x3x16x16xf32>
    %cst_291 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %979 = stablehlo.multiply %978, %893 : tensor<3x3x16x16xf32>
    %980 = stablehlo.add %795, %979 : tensor<3x3x16x16xf32>
    %cst_292 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %982 = stablehlo.multiply %981, %896 : tensor<32xf32>
    %983 = stablehlo.add %731, %982 : tensor<32xf32>
    %cst_293 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %985 = stablehlo.multiply %984, %899 : tensor<32xf32>
    %986 = stablehlo.add %739, %985 : tensor<32xf32>
    %cst_294 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %988 = stablehlo.multiply %987, %902 : tensor<32xf32>
    %989 = stablehlo.add %696, %988 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %991 = stablehlo.multiply %990, %905 : tensor<32xf32>
    %992 = stablehlo.add %704, %991 : tensor<32xf32>
    %cst_296 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %994 = stablehlo.multiply %993, %908 : tensor<32xf32>
    %995 = stablehlo.add %663, %994 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %997 = stablehlo.multiply %996, %911 : tensor<32xf32>
    %998 = stablehlo.add %671, %997 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1000 = stablehlo.multiply %999, %914 : tensor<3x3x16x32xf32>
    %1001 = stablehlo.add %759, %1000 : tensor<3x3x16x32xf32>
    %cst_299 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1003 = stablehlo.multiply %1002, %917 : tensor<3x3x32x32xf32>
    %1004 = stablehlo.add %724, %1003 : tensor<3x3x32x32xf32>
    %cst_300 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1006 = stablehlo.multiply %1005, %920 : tensor<1x1x16x32xf32>
    %1007 = stablehlo.add %691, %1006 : tensor<1x1x16x32xf32>
    %cst_301 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1009 = stablehlo.multiply %1008, %923 : tensor<64xf32>
    %1010 = stablehlo.add %627, %1009 : tensor<64xf32>
    %cst_302 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1012 = stablehlo.multiply %1011, %926 : tensor<64xf32>
    %1013 = stablehlo.add %635, %1012 : tensor<64xf32>
    %cst_303 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1015 = stablehlo.multiply %1014, %929 : tensor<64xf32>
    %1016 = stablehlo.add %592, %1015 : tensor<64xf32>
    %cst_304 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1017 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1018 = stablehlo.multiply %1017, %932 : tensor<64xf32>
    %1019 = stablehlo.add %600, %1018 : tensor<64xf32>
    %cst_305 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1021 = stablehlo.multiply %1020, %935 : tensor<64xf32>
    %1022 = stablehlo.add %559, %1021 : tensor<64xf32>
    %cst_306 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1024 = stablehlo.multiply %1023, %938 : tensor<64xf32>
    %1025 = stablehlo.add %567, %1024 : tensor<64xf32>
    %cst_307 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1027 = stablehlo.multiply %1026, %941 : tensor<3x3x32x64xf32>
    %1028 = stablehlo.add %655, %1027 : tensor<3x3x32x64xf32>
    %cst_308 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1029 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1030 = stablehlo.multiply %1029, %944 : tensor<3x3x64x64xf32>
    %1031 = stablehlo.add %620, %1030 : tensor<3x3x64x64xf32>
    %cst_309 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1033 = stablehlo.multiply %1032, %947 : tensor<1x1x32x64xf32>
    %1034 = stablehlo.add %587, %1033 : tensor<1x1x32x64xf32>
    %cst_310 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1035 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1036 = stablehlo.multiply %1035, %950 : tensor<3x3x3x16xf32>
    %1037 = stablehlo.add %869, %1036 : tensor<3x3x3x16xf32>
    %cst_311 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1039 = stablehlo.multiply %1038, %953 : tensor<10xf32>
    %1040 = stablehlo.add %548, %1039 : tensor<10xf32>
    %cst_312 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %1042 = stablehlo.multiply %1041, %956 : tensor<64x10xf32>
    %1043 = stablehlo.add %550, %1042 : tensor<64x10xf32>
    %cst_313 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1045 = stablehlo.multiply %1044, %959 : tensor<16xf32>
    %cst_314 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1047 = stablehlo.multiply %1046, %962 : tensor<16xf32>
    %cst_315 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1049 = stablehlo.multiply %1048, %965 : tensor<16xf32>
    %cst_316 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1051 = stablehlo.multiply %1050, %968 : tensor<16xf32>
    %cst_317 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1052 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1053 = stablehlo.multiply %1052, %971 : tensor<16xf32>
    %cst_318 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1055 = stablehlo.multiply %1054, %974 : tensor<16xf32>
    %cst_319 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1057 = stablehlo.multiply %1056, %977 : tensor<3x3x16x16xf32>
    %cst_320 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1059 = stablehlo.multiply %1058, %980 : tensor<3x3x16x16xf32>
    %cst_321 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1061 = stablehlo.multiply %1060, %983 : tensor<32xf32>
    %cst_322 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1063 = stablehlo.multiply %1062, %986 : tensor<32xf32>
    %cst_323 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1064 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1065 = stablehlo.multiply %1064, %989 : tensor<32xf32>
    %cst_324 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1067 = stablehlo.multiply %1066, %992 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1069 = stablehlo.multiply %1068, %995 : tensor<32xf32>
    %cst_326 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1070 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1071 = stablehlo.multiply %1070, %998 : tensor<32xf32>
    %cst_327 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %1073 = stablehlo.multiply %1072, %1001 : tensor<3x3x16x32xf32>
    %cst_328 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1075 = stablehlo.multiply %1074, %1004 : tensor<3x3x32x32xf32>
    %cst_329 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1077 = stablehlo.multiply %1076, %1007 : tensor<1x1x16x32xf32>
    %cst_330 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1079 = stablehlo.multiply %1078, %1010 : tensor<64xf32>
    %cst_331 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1081 = stablehlo.multiply %1080, %1013 : tensor<64xf32>
    %cst_332 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1082 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1083 = stablehlo.multiply %1082, %1016 : tensor<64xf32>
    %cst_333 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1085 = stablehlo.multiply %1084, %1019 : tensor<64xf32>
    %cst_334 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1087 = stablehlo.multiply %1086, %1022 : tensor<64xf32>
    %cst_335 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1089 = stablehlo.multiply %1088, %1025 : tensor<64xf32>
    %cst_336 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %1091 = stablehlo.multiply %1090, %1028 : tensor<3x3x32x64xf32>
    %cst_337 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<3x3x64x64xf32>
    %1093 = stablehlo.multiply %1092, %1031 : tensor<3x3x64x64xf32>
    %cst_338 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %1095 = stablehlo.multiply %1094, %1034 : tensor<1x1x32x64xf32>
    %cst_339 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1097 = stablehlo.multiply %1096, %1037 : tensor<3x3x3x16xf32>
    %cst_340 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<10xf32>
    %1099 = stablehlo.multiply %1098, %1040 : tensor<10xf32>
    %cst_341 = stablehlo.constant dense<-1.000000e-01> : tensor<f32>
    %1100 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<64x10xf32>
    %1101 = stablehlo.multiply %1100, %1043 : tensor<64x10xf32>
    %1102 = stablehlo.add %arg0, %1045 : tensor<16xf32>
    %1103 = stablehlo.add %arg1, %1047 : tensor<16xf32>
    %1104 = stablehlo.add %arg2, %1049 : tensor<16xf32>
    %1105 = stablehlo.add %arg3, %1051 : tensor<16xf32>
    %1106 = stablehlo.add %arg4, %1053 : tensor<16xf32>
    %1107 = stablehlo.add %arg5, %1055 : tensor<16xf32>
    %1108 = stablehlo.add %arg6, %1057 : tensor<3x3x16x16xf32>
    %1109 = stablehlo.add %arg7, %1059 : tensor<3x3x16x16xf32>
    %1110 = stablehlo.add %arg8, %1061 : tensor<32xf32>
    %1111 = stablehlo.add %arg9, %1063 : tensor<32xf32>
    %1112 = stablehlo.add %arg10, %1065 : tensor<32xf32>
    %1113 = stablehlo.add %arg11, %1067 : tensor<32xf32>
    %1114 = stablehlo.add %arg12, %1069 : tensor<32xf32>
    %1115 = stablehlo.add %arg13, %1071 : tensor<32xf32>
    %1116 = stablehlo.add %arg14, %1073 : tensor<3x3x16x32xf32>
    %1117 = stablehlo.add %arg15, %1075 : tensor<3x3x32x32xf32>
    %1118 = stablehlo.add %arg16, %1077 : tensor<1x1x16x32xf32>
    %1119 = stablehlo.add %arg17, %1079 : tensor<64xf32>
    %1120 = stablehlo.add %arg18, %1081 : tensor<64xf32>
    %1121 = stablehlo.add %arg19, %1083 : tensor<64xf32>
    %1122 = stablehlo.add %arg20, %1085 : tensor<64xf32>
    %1123 = stablehlo.add %arg21, %1087 : tensor<64xf32>
    %1124 = stablehlo.add %arg22, %1089 : tensor<64xf32>
    %1125 = stablehlo.add %arg23, %1091 : tensor<3x3x32x64xf32>
    %1126 = stablehlo.add %arg24, %1093 : tensor<3x3x64x64xf32>
    %1127 = stablehlo.add %arg25, %1095 : tensor<1x1x32x64xf32>
    %1128 = stablehlo.add %arg26, %1097 : tensor<3x3x3x16xf32>
    %1129 = stablehlo.add %arg27, %1099 : tensor<10xf32>
    %1130 = stablehlo.add %arg28, %1101 : tensor<64x10xf32>
    return %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %1114, %1115, %1116, %1117, %1118, %1119, %1120, %1121, %1122, %1123, %1124, %1125, %1126, %1127, %1128, %1129, %1130, %30, %35, %88, %93, %144, %149, %201, %206, %257, %262, %310, %315, %367, %372, %423, %428, %476, %481, %872, %875, %878, %881, %884, %887, %890, %893, %896, %899, %902, %905, %908, %911, %914, %917, %920, %923, %926, %929, %932, %935, %938, %941, %944, %947, %950, %953, %956, %531 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<3x3x3x16xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<3x3x16x16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x16x32xf32>, tensor<3x3x32x32xf32>, tensor<1x1x16x32xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<3x3x64x64xf32>, tensor<1x1x32x64xf32>, tensor<3x3x3x16xf32>, tensor<10xf32>, tensor<64x10xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x16xf32>
    return %1 : tensor<8x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x32xf32>
    return %1 : tensor<8x8x8x32xf32>
  }
  func.func private @relu_2(%arg0: tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x64xf32>
    return %1 : tensor<8x4x4x64xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x10xf32>, %arg1: tensor<8x1xi32>) -> (tensor<8x1xf32>, tensor<8x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<10> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<9> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x10xf32>, tensor<8x1x1xi32>) -> tensor<8x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x1xi1>, tensor<8x1xf32>
    return %15, %5 : tensor<8x1xf32>, tensor<8x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x1xf32>, %arg1: tensor<i32>) -> (tensor<8xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1>}> : (tensor<8x1xf32>, tensor<1xi32>) -> tensor<8xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8xi1>, tensor<8xf32>
    return %13, %3 : tensor<8xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8xf32>) -> tensor<8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x1xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x1xf32>
    return %1 : tensor<8x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x1x1xi32>, %arg1: tensor<8x1xf32>) -> tensor<8x10xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x10xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x10xf32>, tensor<8x1x1xi32>, tensor<8x1xf32>) -> tensor<8x10xf32>
    return %1 : tensor<8x10xf32>
  }
}
