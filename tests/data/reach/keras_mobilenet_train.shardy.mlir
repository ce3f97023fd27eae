module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<1x1x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<1x1x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<1x1x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg11: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<1x1x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg17: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg20: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<1x1x16x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg23: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<3x3x1x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg26: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<1x1x24x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg29: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<1x1x8x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg31: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<1x1x24x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg33: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<1x1x24x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<3x3x3x16xf32> {jax.result_info = "result[0][0]"}, tensor<16xf32> {jax.result_info = "result[0][1]"}, tensor<16xf32> {jax.result_info = "result[0][2]"}, tensor<3x3x1x16xf32> {jax.result_info = "result[0][3]"}, tensor<16xf32> {jax.result_info = "result[0][4]"}, tensor<16xf32> {jax.result_info = "result[0][5]"}, tensor<1x1x16x8xf32> {jax.result_info = "result[0][6]"}, tensor<8xf32> {jax.result_info = "result[0][7]"}, tensor<1x1x8x16xf32> {jax.result_info = "result[0][8]"}, tensor<16xf32> {jax.result_info = "result[0][9]"}, tensor<1x1x16x8xf32> {jax.result_info = "result[0][10]"}, tensor<8xf32> {jax.result_info = "result[0][11]"}, tensor<8xf32> {jax.result_info = "result[0][12]"}, tensor<1x1x8x16xf32> {jax.result_info = "result[0][13]"}, tensor<16xf32> {jax.result_info = "result[0][14]"}, tensor<16xf32> {jax.result_info = "result[0][15]"}, tensor<3x3x1x16xf32> {jax.result_info = "result[0][16]"}, tensor<16xf32> {jax.result_info = "result[0][17]"}, tensor<16xf32> {jax.result_info = "result[0][18]"}, tensor<1x1x16x16xf32> {jax.result_info = "result[0][19]"}, tensor<16xf32> {jax.result_info = "result[0][20]"}, tensor<16xf32> {jax.result_info = "result[0][21]"}, tensor<1x1x16x24xf32> {jax.result_info = "result[0][22]"}, tensor<24xf32> {jax.result_info = "result[0][23]"}, tensor<24xf32> {jax.result_info = "result[0][24]"}, tensor<3x3x1x24xf32> {jax.result_info = "result[0][25]"}, tensor<24xf32> {jax.result_info = "result[0][26]"}, tensor<24xf32> {jax.result_info = "result[0][27]"}, tensor<1x1x24x8xf32> {jax.result_info = "result[0][28]"}, tensor<8xf32> {jax.result_info = "result[0][29]"}, tensor<1x1x8x24xf32> {jax.result_info = "result[0][30]"}, tensor<24xf32> {jax.result_info = "result[0][31]"}, tensor<1x1x24x24xf32> {jax.result_info = "result[0][32]"}, tensor<24xf32> {jax.result_info = "result[0][33]"}, tensor<24xf32> {jax.result_info = "result[0][34]"}, tensor<1x1x24x64xf32> {jax.result_info = "result[0][35]"}, tensor<64xf32> {jax.result_info = "result[0][36]"}, tensor<64xf32> {jax.result_info = "result[0][37]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg58, %c) : (tensor<8x32x32x3xf32>, tensor<i32>) -> tensor<8x34x34x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x34x34x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x16x16x16xf32>
    %2 = stablehlo.reshape %arg38 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.reshape %arg39 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x1x1x16xf32>
    %6 = stablehlo.rsqrt %5 : tensor<1x1x1x16xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x1x1x16xf32>
    %9 = stablehlo.negate %2 : tensor<1x1x1x16xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x1x16xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x1x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<8x16x16x16xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x16x16x16xf32>
    %17:3 = call @hard_silu(%16) : (tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17#0, %c_0) : (tensor<8x16x16x16xf32>, tensor<i32>) -> tensor<8x18x18x16xf32>
    %19 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x18x18x16xf32>, tensor<3x3x1x16xf32>) -> tensor<8x8x8x16xf32>
    %20 = stablehlo.reshape %arg40 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %21 = stablehlo.reshape %arg41 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x16xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x1x1x16xf32>
    %25 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x1x1x16xf32>
    %27 = stablehlo.negate %20 : tensor<1x1x1x16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x16xf32>
    %29 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x1x1x16xf32>
    %31 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %32 = stablehlo.multiply %19, %31 : tensor<8x8x8x16xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x8x8x16xf32>
    %35 = call @relu(%34) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %37 = stablehlo.compare GT, %34, %36, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%35 init: %cst_3) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 3] : (tensor<8x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8x1x1x16xf32>
    %42 = stablehlo.convolution(%41, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<1x1x16x8xf32>) -> tensor<8x1x1x8xf32>
    %43 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %45 = stablehlo.add %42, %44 : tensor<8x1x1x8xf32>
    %46 = call @relu_1(%45) : (tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %48 = stablehlo.compare GT, %45, %47, FLOAT : (tensor<8x1x1x8xf32>, tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xi1>
    %49 = stablehlo.convolution(%46, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x1x1x16xf32>
    %50 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x1x1x16xf32>
    %53:2 = call @hard_sigmoid_2(%52) : (tensor<8x1x1x16xf32>) -> (tensor<8x1x1x16xf32>, tensor<8x1x1x16xi1>)
    %54 = stablehlo.broadcast_in_dim %53#0, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %55 = stablehlo.multiply %35, %54 : tensor<8x8x8x16xf32>
    %56 = stablehlo.convolution(%55, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x8xf32>) -> tensor<8x8x8x8xf32>
    %57 = stablehlo.reshape %arg42 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %58 = stablehlo.reshape %arg43 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %60 = stablehlo.add %58, %59 : tensor<1x1x1x8xf32>
    %61 = stablehlo.rsqrt %60 : tensor<1x1x1x8xf32>
    %62 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %63 = stablehlo.multiply %61, %62 : tensor<1x1x1x8xf32>
    %64 = stablehlo.negate %57 : tensor<1x1x1x8xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<1x1x1x8xf32>
    %66 = stablehlo.reshape %arg12 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %67 = stablehlo.add %65, %66 : tensor<1x1x1x8xf32>
    %68 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<8x8x8x8xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %71 = stablehlo.add %69, %70 : tensor<8x8x8x8xf32>
    %72 = stablehlo.convolution(%71, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x8x16xf32>
    %73 = stablehlo.reshape %arg44 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %74 = stablehlo.reshape %arg45 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %76 = stablehlo.add %74, %75 : tensor<1x1x1x16xf32>
    %77 = stablehlo.rsqrt %76 : tensor<1x1x1x16xf32>
    %78 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x1x1x16xf32>
    %80 = stablehlo.negate %73 : tensor<1x1x1x16xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<1x1x1x16xf32>
    %82 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %83 = stablehlo.add %81, %82 : tensor<1x1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %85 = stablehlo.multiply %72, %84 : tensor<8x8x8x16xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x8x8x16xf32>
    %88 = call @relu(%87) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %90 = stablehlo.compare GT, %87, %89, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %91 = call @_pad_4(%88, %c_9) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x10x10x16xf32>
    %92 = stablehlo.convolution(%91, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x10x16xf32>, tensor<3x3x1x16xf32>) -> tensor<8x4x4x16xf32>
    %93 = stablehlo.reshape %arg46 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %94 = stablehlo.reshape %arg47 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %96 = stablehlo.add %94, %95 : tensor<1x1x1x16xf32>
    %97 = stablehlo.rsqrt %96 : tensor<1x1x1x16xf32>
    %98 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<1x1x1x16xf32>
    %100 = stablehlo.negate %93 : tensor<1x1x1x16xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<1x1x1x16xf32>
    %102 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %103 = stablehlo.add %101, %102 : tensor<1x1x1x16xf32>
    %104 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %105 = stablehlo.multiply %92, %104 : tensor<8x4x4x16xf32>
    %106 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %107 = stablehlo.add %105, %106 : tensor<8x4x4x16xf32>
    %108 = call @relu_5(%107) : (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %110 = stablehlo.compare GT, %107, %109, FLOAT : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xi1>
    %111 = stablehlo.convolution(%108, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x4x4x16xf32>
    %112 = stablehlo.reshape %arg48 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %113 = stablehlo.reshape %arg49 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %115 = stablehlo.add %113, %114 : tensor<1x1x1x16xf32>
    %116 = stablehlo.rsqrt %115 : tensor<1x1x1x16xf32>
    %117 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<1x1x1x16xf32>
    %119 = stablehlo.negate %112 : tensor<1x1x1x16xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<1x1x1x16xf32>
    %121 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %122 = stablehlo.add %120, %121 : tensor<1x1x1x16xf32>
    %123 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %124 = stablehlo.multiply %111, %123 : tensor<8x4x4x16xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %126 = stablehlo.add %124, %125 : tensor<8x4x4x16xf32>
    %127 = stablehlo.convolution(%126, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<1x1x16x24xf32>) -> tensor<8x4x4x24xf32>
    %128 = stablehlo.reshape %arg50 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %129 = stablehlo.reshape %arg51 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %131 = stablehlo.add %129, %130 : tensor<1x1x1x24xf32>
    %132 = stablehlo.rsqrt %131 : tensor<1x1x1x24xf32>
    %133 = stablehlo.reshape %arg23 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<1x1x1x24xf32>
    %135 = stablehlo.negate %128 : tensor<1x1x1x24xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<1x1x1x24xf32>
    %137 = stablehlo.reshape %arg24 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x1x1x24xf32>
    %139 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %140 = stablehlo.multiply %127, %139 : tensor<8x4x4x24xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %142 = stablehlo.add %140, %141 : tensor<8x4x4x24xf32>
    %143:3 = call @hard_silu_6(%142) : (tensor<8x4x4x24xf32>) -> (tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>)
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %144 = call @_pad_9(%143#0, %c_14) : (tensor<8x4x4x24xf32>, tensor<i32>) -> tensor<8x6x6x24xf32>
    %145 = stablehlo.convolution(%144, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 24 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x24xf32>, tensor<3x3x1x24xf32>) -> tensor<8x4x4x24xf32>
    %146 = stablehlo.reshape %arg52 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %147 = stablehlo.reshape %arg53 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %149 = stablehlo.add %147, %148 : tensor<1x1x1x24xf32>
    %150 = stablehlo.rsqrt %149 : tensor<1x1x1x24xf32>
    %151 = stablehlo.reshape %arg26 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<1x1x1x24xf32>
    %153 = stablehlo.negate %146 : tensor<1x1x1x24xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<1x1x1x24xf32>
    %155 = stablehlo.reshape %arg27 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %156 = stablehlo.add %154, %155 : tensor<1x1x1x24xf32>
    %157 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %158 = stablehlo.multiply %145, %157 : tensor<8x4x4x24xf32>
    %159 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %160 = stablehlo.add %158, %159 : tensor<8x4x4x24xf32>
    %161:3 = call @hard_silu_6(%160) : (tensor<8x4x4x24xf32>) -> (tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>)
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161#0 init: %cst_16) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<8x24xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 3] : (tensor<8x24xf32>) -> tensor<8x1x1x24xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %165 = stablehlo.divide %163, %164 : tensor<8x1x1x24xf32>
    %166 = stablehlo.convolution(%165, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x24xf32>, tensor<1x1x24x8xf32>) -> tensor<8x1x1x8xf32>
    %167 = stablehlo.reshape %arg29 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x1x1x8xf32>
    %170 = call @relu_1(%169) : (tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %172 = stablehlo.compare GT, %169, %171, FLOAT : (tensor<8x1x1x8xf32>, tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xi1>
    %173 = stablehlo.convolution(%170, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x8x24xf32>) -> tensor<8x1x1x24xf32>
    %174 = stablehlo.reshape %arg31 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x1x1x24xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x1x1x24xf32>
    %177:2 = call @hard_sigmoid_10(%176) : (tensor<8x1x1x24xf32>) -> (tensor<8x1x1x24xf32>, tensor<8x1x1x24xi1>)
    %178 = stablehlo.broadcast_in_dim %177#0, dims = [0, 1, 2, 3] : (tensor<8x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %179 = stablehlo.multiply %161#0, %178 : tensor<8x4x4x24xf32>
    %180 = stablehlo.convolution(%179, %arg32) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<1x1x24x24xf32>) -> tensor<8x4x4x24xf32>
    %181 = stablehlo.reshape %arg54 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %182 = stablehlo.reshape %arg55 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %184 = stablehlo.add %182, %183 : tensor<1x1x1x24xf32>
    %185 = stablehlo.rsqrt %184 : tensor<1x1x1x24xf32>
    %186 = stablehlo.reshape %arg33 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %187 = stablehlo.multiply %185, %186 : tensor<1x1x1x24xf32>
    %188 = stablehlo.negate %181 : tensor<1x1x1x24xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<1x1x1x24xf32>
    %190 = stablehlo.reshape %arg34 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %191 = stablehlo.add %189, %190 : tensor<1x1x1x24xf32>
    %192 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %193 = stablehlo.multiply %180, %192 : tensor<8x4x4x24xf32>
    %194 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %195 = stablehlo.add %193, %194 : tensor<8x4x4x24xf32>
    %196 = stablehlo.convolution(%195, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<1x1x24x64xf32>) -> tensor<8x4x4x64xf32>
    %197 = stablehlo.reshape %arg56 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %198 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %200 = stablehlo.add %198, %199 : tensor<1x1x1x64xf32>
    %201 = stablehlo.rsqrt %200 : tensor<1x1x1x64xf32>
    %202 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<1x1x1x64xf32>
    %204 = stablehlo.negate %197 : tensor<1x1x1x64xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<1x1x1x64xf32>
    %206 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %207 = stablehlo.add %205, %206 : tensor<1x1x1x64xf32>
    %208 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %209 = stablehlo.multiply %196, %208 : tensor<8x4x4x64xf32>
    %210 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %211 = stablehlo.add %209, %210 : tensor<8x4x4x64xf32>
    %212:3 = call @hard_silu_12(%211) : (tensor<8x4x4x64xf32>) -> (tensor<8x4x4x64xf32>, tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>)
    %213 = chlo.square %212#0 : tensor<8x4x4x64xf32> -> tensor<8x4x4x64xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %215 = stablehlo.multiply %214, %212#0 : tensor<8x4x4x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%213 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_23 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %217 = stablehlo.divide %216, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.add %cst_24, %217 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_26 = stablehlo.constant dense<8.192000e+03> : tensor<f32>
    %219 = stablehlo.divide %cst_25, %cst_26 : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %221 = stablehlo.multiply %220, %215 : tensor<8x4x4x64xf32>
    %222 = call @hard_silu_15(%212#1, %212#2, %211, %221) : (tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.reshape %223 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %225 = stablehlo.multiply %196, %222 : tensor<8x4x4x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<64xf32>
    %227 = stablehlo.reshape %226 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %229 = stablehlo.multiply %222, %228 : tensor<8x4x4x64xf32>
    %230 = stablehlo.reshape %224 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %231 = stablehlo.multiply %204, %224 : tensor<1x1x1x64xf32>
    %232 = stablehlo.add %227, %231 : tensor<1x1x1x64xf32>
    %233 = stablehlo.multiply %201, %232 : tensor<1x1x1x64xf32>
    %234 = stablehlo.reshape %233 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %235 = stablehlo.convolution(%195, %229) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<8x4x4x64xf32>) -> tensor<1x1x24x64xf32>
    %236 = stablehlo.reverse %arg35, dims = [0, 1] : tensor<1x1x24x64xf32>
    %237 = stablehlo.convolution(%229, %236) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x64xf32>, tensor<1x1x24x64xf32>) -> tensor<8x4x4x24xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<24xf32>
    %239 = stablehlo.reshape %238 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %240 = stablehlo.multiply %180, %237 : tensor<8x4x4x24xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<24xf32>
    %242 = stablehlo.reshape %241 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %243 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %244 = stablehlo.multiply %237, %243 : tensor<8x4x4x24xf32>
    %245 = stablehlo.reshape %239 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %246 = stablehlo.multiply %188, %239 : tensor<1x1x1x24xf32>
    %247 = stablehlo.add %242, %246 : tensor<1x1x1x24xf32>
    %248 = stablehlo.multiply %185, %247 : tensor<1x1x1x24xf32>
    %249 = stablehlo.reshape %248 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %250 = stablehlo.convolution(%179, %244) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>) -> tensor<1x1x24x24xf32>
    %251 = stablehlo.reverse %arg32, dims = [0, 1] : tensor<1x1x24x24xf32>
    %252 = stablehlo.convolution(%244, %251) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<1x1x24x24xf32>) -> tensor<8x4x4x24xf32>
    %253 = stablehlo.multiply %161#0, %252 : tensor<8x4x4x24xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_31) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<8x24xf32>
    %255 = stablehlo.reshape %254 : (tensor<8x24xf32>) -> tensor<8x1x1x24xf32>
    %256 = stablehlo.broadcast_in_dim %177#0, dims = [0, 1, 2, 3] : (tensor<8x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %257 = stablehlo.multiply %252, %256 : tensor<8x4x4x24xf32>
    %258 = call @hard_sigmoid_17(%177#1, %255) : (tensor<8x1x1x24xi1>, tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_32) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x24xf32>, tensor<f32>) -> tensor<1x1x24xf32>
    %260 = stablehlo.reshape %259 : (tensor<1x1x24xf32>) -> tensor<1x1x1x24xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %262 = stablehlo.convolution(%170, %258) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<8x1x1x24xf32>) -> tensor<1x1x8x24xf32>
    %263 = stablehlo.reverse %arg30, dims = [0, 1] : tensor<1x1x8x24xf32>
    %264 = stablehlo.convolution(%258, %263) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x24xf32>, tensor<1x1x8x24xf32>) -> tensor<8x1x1x8xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %266 = stablehlo.select %172, %264, %265 : tensor<8x1x1x8xi1>, tensor<8x1x1x8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x8xf32>, tensor<f32>) -> tensor<1x1x8xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %269 = stablehlo.reshape %268 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %270 = stablehlo.convolution(%165, %266) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x24xf32>, tensor<8x1x1x8xf32>) -> tensor<1x1x24x8xf32>
    %271 = stablehlo.reverse %arg28, dims = [0, 1] : tensor<1x1x24x8xf32>
    %272 = stablehlo.convolution(%266, %271) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x24x8xf32>) -> tensor<8x1x1x24xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %274 = stablehlo.divide %272, %273 : tensor<8x1x1x24xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_36) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x24xf32>, tensor<f32>) -> tensor<8x24xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 3] : (tensor<8x24xf32>) -> tensor<8x4x4x24xf32>
    %277 = stablehlo.add %257, %276 : tensor<8x4x4x24xf32>
    %278 = call @hard_silu_18(%161#1, %161#2, %160, %277) : (tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<24xf32>
    %280 = stablehlo.reshape %279 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %281 = stablehlo.multiply %145, %278 : tensor<8x4x4x24xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_38) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<24xf32>
    %283 = stablehlo.reshape %282 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %284 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %285 = stablehlo.multiply %278, %284 : tensor<8x4x4x24xf32>
    %286 = stablehlo.reshape %280 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %287 = stablehlo.multiply %153, %280 : tensor<1x1x1x24xf32>
    %288 = stablehlo.add %283, %287 : tensor<1x1x1x24xf32>
    %289 = stablehlo.multiply %150, %288 : tensor<1x1x1x24xf32>
    %290 = stablehlo.reshape %289 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %291 = stablehlo.convolution(%144, %285) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 24 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x24xf32>, tensor<8x4x4x24xf32>) -> tensor<3x3x1x24xf32>
    %292 = stablehlo.reshape %arg25 : (tensor<3x3x1x24xf32>) -> tensor<3x3x1x24x1xf32>
    %293 = stablehlo.transpose %292, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x24x1xf32>) -> tensor<3x3x24x1x1xf32>
    %294 = stablehlo.reshape %293 : (tensor<3x3x24x1x1xf32>) -> tensor<3x3x24x1xf32>
    %295 = stablehlo.reverse %294, dims = [0, 1] : tensor<3x3x24x1xf32>
    %296 = stablehlo.convolution(%285, %295) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 24 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<3x3x24x1xf32>) -> tensor<8x6x6x24xf32>
    %297 = call @_pad_20(%296) : (tensor<8x6x6x24xf32>) -> tensor<8x4x4x24xf32>
    %298 = call @hard_silu_18(%143#1, %143#2, %142, %297) : (tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_39) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<24xf32>
    %300 = stablehlo.reshape %299 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %301 = stablehlo.multiply %127, %298 : tensor<8x4x4x24xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_40) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<24xf32>
    %303 = stablehlo.reshape %302 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %304 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %305 = stablehlo.multiply %298, %304 : tensor<8x4x4x24xf32>
    %306 = stablehlo.reshape %300 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %307 = stablehlo.multiply %135, %300 : tensor<1x1x1x24xf32>
    %308 = stablehlo.add %303, %307 : tensor<1x1x1x24xf32>
    %309 = stablehlo.multiply %132, %308 : tensor<1x1x1x24xf32>
    %310 = stablehlo.reshape %309 : (tensor<1x1x1x24xf32>) -> tensor<24xf32>
    %311 = stablehlo.convolution(%126, %305) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<8x4x4x24xf32>) -> tensor<1x1x16x24xf32>
    %312 = stablehlo.reverse %arg22, dims = [0, 1] : tensor<1x1x16x24xf32>
    %313 = stablehlo.convolution(%305, %312) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<1x1x16x24xf32>) -> tensor<8x4x4x16xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_41) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %315 = stablehlo.reshape %314 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %316 = stablehlo.multiply %111, %313 : tensor<8x4x4x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %318 = stablehlo.reshape %317 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %319 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %320 = stablehlo.multiply %313, %319 : tensor<8x4x4x16xf32>
    %321 = stablehlo.reshape %315 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %322 = stablehlo.multiply %119, %315 : tensor<1x1x1x16xf32>
    %323 = stablehlo.add %318, %322 : tensor<1x1x1x16xf32>
    %324 = stablehlo.multiply %116, %323 : tensor<1x1x1x16xf32>
    %325 = stablehlo.reshape %324 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %326 = stablehlo.convolution(%108, %320) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<8x4x4x16xf32>) -> tensor<1x1x16x16xf32>
    %327 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<1x1x16x16xf32>
    %328 = stablehlo.convolution(%320, %327) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x4x4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %330 = stablehlo.select %110, %328, %329 : tensor<8x4x4x16xi1>, tensor<8x4x4x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %332 = stablehlo.reshape %331 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %333 = stablehlo.multiply %92, %330 : tensor<8x4x4x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %335 = stablehlo.reshape %334 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %336 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %337 = stablehlo.multiply %330, %336 : tensor<8x4x4x16xf32>
    %338 = stablehlo.reshape %332 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %339 = stablehlo.multiply %100, %332 : tensor<1x1x1x16xf32>
    %340 = stablehlo.add %335, %339 : tensor<1x1x1x16xf32>
    %341 = stablehlo.multiply %97, %340 : tensor<1x1x1x16xf32>
    %342 = stablehlo.reshape %341 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %343 = stablehlo.convolution(%91, %337) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 16 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x10x16xf32>, tensor<8x4x4x16xf32>) -> tensor<3x3x1x16xf32>
    %344 = stablehlo.reshape %arg16 : (tensor<3x3x1x16xf32>) -> tensor<3x3x1x16x1xf32>
    %345 = stablehlo.transpose %344, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x16x1xf32>) -> tensor<3x3x16x1x1xf32>
    %346 = stablehlo.reshape %345 : (tensor<3x3x16x1x1xf32>) -> tensor<3x3x16x1xf32>
    %347 = stablehlo.reverse %346, dims = [0, 1] : tensor<3x3x16x1xf32>
    %348 = stablehlo.convolution(%337, %347) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 3], [2, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<3x3x16x1xf32>) -> tensor<8x10x10x16xf32>
    %349 = call @_pad_21(%348) : (tensor<8x10x10x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %351 = stablehlo.select %90, %349, %350 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %353 = stablehlo.reshape %352 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %354 = stablehlo.multiply %72, %351 : tensor<8x8x8x16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %356 = stablehlo.reshape %355 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %357 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %358 = stablehlo.multiply %351, %357 : tensor<8x8x8x16xf32>
    %359 = stablehlo.reshape %353 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %360 = stablehlo.multiply %80, %353 : tensor<1x1x1x16xf32>
    %361 = stablehlo.add %356, %360 : tensor<1x1x1x16xf32>
    %362 = stablehlo.multiply %77, %361 : tensor<1x1x1x16xf32>
    %363 = stablehlo.reshape %362 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %364 = stablehlo.convolution(%71, %358) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<8x8x8x16xf32>) -> tensor<1x1x8x16xf32>
    %365 = stablehlo.reverse %arg13, dims = [0, 1] : tensor<1x1x8x16xf32>
    %366 = stablehlo.convolution(%358, %365) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x8x8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %368 = stablehlo.reshape %367 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %369 = stablehlo.multiply %56, %366 : tensor<8x8x8x8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x8xf32>, tensor<f32>) -> tensor<8xf32>
    %371 = stablehlo.reshape %370 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %372 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %373 = stablehlo.multiply %366, %372 : tensor<8x8x8x8xf32>
    %374 = stablehlo.reshape %368 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %375 = stablehlo.multiply %64, %368 : tensor<1x1x1x8xf32>
    %376 = stablehlo.add %371, %375 : tensor<1x1x1x8xf32>
    %377 = stablehlo.multiply %61, %376 : tensor<1x1x1x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %379 = stablehlo.convolution(%55, %373) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x8xf32>) -> tensor<1x1x16x8xf32>
    %380 = stablehlo.reverse %arg10, dims = [0, 1] : tensor<1x1x16x8xf32>
    %381 = stablehlo.convolution(%373, %380) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<1x1x16x8xf32>) -> tensor<8x8x8x16xf32>
    %382 = stablehlo.multiply %35, %381 : tensor<8x8x8x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%382 init: %cst_51) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %384 = stablehlo.reshape %383 : (tensor<8x16xf32>) -> tensor<8x1x1x16xf32>
    %385 = stablehlo.broadcast_in_dim %53#0, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %386 = stablehlo.multiply %381, %385 : tensor<8x8x8x16xf32>
    %387 = call @hard_sigmoid_22(%53#1, %384) : (tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_52) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x16xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %389 = stablehlo.reshape %388 : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %390 = stablehlo.reshape %389 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %391 = stablehlo.convolution(%46, %387) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<8x1x1x16xf32>) -> tensor<1x1x8x16xf32>
    %392 = stablehlo.reverse %arg8, dims = [0, 1] : tensor<1x1x8x16xf32>
    %393 = stablehlo.convolution(%387, %392) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<1x1x8x16xf32>) -> tensor<8x1x1x8xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %395 = stablehlo.select %48, %393, %394 : tensor<8x1x1x8xi1>, tensor<8x1x1x8xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_54) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x8xf32>, tensor<f32>) -> tensor<1x1x8xf32>
    %397 = stablehlo.reshape %396 : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x1x1x8xf32>) -> tensor<8xf32>
    %399 = stablehlo.convolution(%41, %395) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<8x1x1x8xf32>) -> tensor<1x1x16x8xf32>
    %400 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<1x1x16x8xf32>
    %401 = stablehlo.convolution(%395, %400) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x16x8xf32>) -> tensor<8x1x1x16xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %403 = stablehlo.divide %401, %402 : tensor<8x1x1x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_56) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 3] : (tensor<8x16xf32>) -> tensor<8x8x8x16xf32>
    %406 = stablehlo.add %386, %405 : tensor<8x8x8x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %408 = stablehlo.select %37, %406, %407 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_58) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %410 = stablehlo.reshape %409 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %411 = stablehlo.multiply %19, %408 : tensor<8x8x8x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_59) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %413 = stablehlo.reshape %412 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %414 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %415 = stablehlo.multiply %408, %414 : tensor<8x8x8x16xf32>
    %416 = stablehlo.reshape %410 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %417 = stablehlo.multiply %27, %410 : tensor<1x1x1x16xf32>
    %418 = stablehlo.add %413, %417 : tensor<1x1x1x16xf32>
    %419 = stablehlo.multiply %24, %418 : tensor<1x1x1x16xf32>
    %420 = stablehlo.reshape %419 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %421 = stablehlo.convolution(%18, %415) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 16 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x18x18x16xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x1x16xf32>
    %422 = stablehlo.reshape %arg3 : (tensor<3x3x1x16xf32>) -> tensor<3x3x1x16x1xf32>
    %423 = stablehlo.transpose %422, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x16x1xf32>) -> tensor<3x3x16x1x1xf32>
    %424 = stablehlo.reshape %423 : (tensor<3x3x16x1x1xf32>) -> tensor<3x3x16x1xf32>
    %425 = stablehlo.reverse %424, dims = [0, 1] : tensor<3x3x16x1xf32>
    %426 = stablehlo.convolution(%415, %425) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 3], [2, 3]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x1xf32>) -> tensor<8x18x18x16xf32>
    %427 = call @_pad_23(%426) : (tensor<8x18x18x16xf32>) -> tensor<8x16x16x16xf32>
    %428 = call @hard_silu_24(%17#1, %17#2, %16, %427) : (tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %430 = stablehlo.reshape %429 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %431 = stablehlo.multiply %1, %428 : tensor<8x16x16x16xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %433 = stablehlo.reshape %432 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %434 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %435 = stablehlo.multiply %428, %434 : tensor<8x16x16x16xf32>
    %436 = stablehlo.reshape %430 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %437 = stablehlo.multiply %9, %430 : tensor<1x1x1x16xf32>
    %438 = stablehlo.add %433, %437 : tensor<1x1x1x16xf32>
    %439 = stablehlo.multiply %6, %438 : tensor<1x1x1x16xf32>
    %440 = stablehlo.reshape %439 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %441 = stablehlo.convolution(%0, %435) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x34x34x3xf32>, tensor<8x16x16x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %443 = stablehlo.multiply %442, %441 : tensor<3x3x3x16xf32>
    %444 = stablehlo.subtract %arg0, %443 : tensor<3x3x3x16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %446 = stablehlo.multiply %445, %440 : tensor<16xf32>
    %447 = stablehlo.subtract %arg1, %446 : tensor<16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %449 = stablehlo.multiply %448, %436 : tensor<16xf32>
    %450 = stablehlo.subtract %arg2, %449 : tensor<16xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %452 = stablehlo.multiply %451, %421 : tensor<3x3x1x16xf32>
    %453 = stablehlo.subtract %arg3, %452 : tensor<3x3x1x16xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %455 = stablehlo.multiply %454, %420 : tensor<16xf32>
    %456 = stablehlo.subtract %arg4, %455 : tensor<16xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %458 = stablehlo.multiply %457, %416 : tensor<16xf32>
    %459 = stablehlo.subtract %arg5, %458 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x16x8xf32>
    %461 = stablehlo.multiply %460, %399 : tensor<1x1x16x8xf32>
    %462 = stablehlo.subtract %arg6, %461 : tensor<1x1x16x8xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %464 = stablehlo.multiply %463, %398 : tensor<8xf32>
    %465 = stablehlo.subtract %arg7, %464 : tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %467 = stablehlo.multiply %466, %391 : tensor<1x1x8x16xf32>
    %468 = stablehlo.subtract %arg8, %467 : tensor<1x1x8x16xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %470 = stablehlo.multiply %469, %390 : tensor<16xf32>
    %471 = stablehlo.subtract %arg9, %470 : tensor<16xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x1x16x8xf32>
    %473 = stablehlo.multiply %472, %379 : tensor<1x1x16x8xf32>
    %474 = stablehlo.subtract %arg10, %473 : tensor<1x1x16x8xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %476 = stablehlo.multiply %475, %378 : tensor<8xf32>
    %477 = stablehlo.subtract %arg11, %476 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %479 = stablehlo.multiply %478, %374 : tensor<8xf32>
    %480 = stablehlo.subtract %arg12, %479 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1x1x8x16xf32>
    %482 = stablehlo.multiply %481, %364 : tensor<1x1x8x16xf32>
    %483 = stablehlo.subtract %arg13, %482 : tensor<1x1x8x16xf32>
    %cst_76 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %485 = stablehlo.multiply %484, %363 : tensor<16xf32>
    %486 = stablehlo.subtract %arg14, %485 : tensor<16xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %488 = stablehlo.multiply %487, %359 : tensor<16xf32>
    %489 = stablehlo.subtract %arg15, %488 : tensor<16xf32>
    %cst_78 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<3x3x1x16xf32>
    %491 = stablehlo.multiply %490, %343 : tensor<3x3x1x16xf32>
    %492 = stablehlo.subtract %arg16, %491 : tensor<3x3x1x16xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %494 = stablehlo.multiply %493, %342 : tensor<16xf32>
    %495 = stablehlo.subtract %arg17, %494 : tensor<16xf32>
    %cst_80 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %497 = stablehlo.multiply %496, %338 : tensor<16xf32>
    %498 = stablehlo.subtract %arg18, %497 : tensor<16xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %500 = stablehlo.multiply %499, %326 : tensor<1x1x16x16xf32>
    %501 = stablehlo.subtract %arg19, %500 : tensor<1x1x16x16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %503 = stablehlo.multiply %502, %325 : tensor<16xf32>
    %504 = stablehlo.subtract %arg20, %503 : tensor<16xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %506 = stablehlo.multiply %505, %321 : tensor<16xf32>
    %507 = stablehlo.subtract %arg21, %506 : tensor<16xf32>
    %cst_84 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x16x24xf32>
    %509 = stablehlo.multiply %508, %311 : tensor<1x1x16x24xf32>
    %510 = stablehlo.subtract %arg22, %509 : tensor<1x1x16x24xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %512 = stablehlo.multiply %511, %310 : tensor<24xf32>
    %513 = stablehlo.subtract %arg23, %512 : tensor<24xf32>
    %cst_86 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %515 = stablehlo.multiply %514, %306 : tensor<24xf32>
    %516 = stablehlo.subtract %arg24, %515 : tensor<24xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3x3x1x24xf32>
    %518 = stablehlo.multiply %517, %291 : tensor<3x3x1x24xf32>
    %519 = stablehlo.subtract %arg25, %518 : tensor<3x3x1x24xf32>
    %cst_88 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %521 = stablehlo.multiply %520, %290 : tensor<24xf32>
    %522 = stablehlo.subtract %arg26, %521 : tensor<24xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %524 = stablehlo.multiply %523, %286 : tensor<24xf32>
    %525 = stablehlo.subtract %arg27, %524 : tensor<24xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x1x24x8xf32>
    %527 = stablehlo.multiply %526, %270 : tensor<1x1x24x8xf32>
    %528 = stablehlo.subtract %arg28, %527 : tensor<1x1x24x8xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %530 = stablehlo.multiply %529, %269 : tensor<8xf32>
    %531 = stablehlo.subtract %arg29, %530 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x8x24xf32>
    %533 = stablehlo.multiply %532, %262 : tensor<1x1x8x24xf32>
    %534 = stablehlo.subtract %arg30, %533 : tensor<1x1x8x24xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %536 = stablehlo.multiply %535, %261 : tensor<24xf32>
    %537 = stablehlo.subtract %arg31, %536 : tensor<24xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1x1x24x24xf32>
    %539 = stablehlo.multiply %538, %250 : tensor<1x1x24x24xf32>
    %540 = stablehlo.subtract %arg32, %539 : tensor<1x1x24x24xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %542 = stablehlo.multiply %541, %249 : tensor<24xf32>
    %543 = stablehlo.subtract %arg33, %542 : tensor<24xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<24xf32>
    %545 = stablehlo.multiply %544, %245 : tensor<24xf32>
    %546 = stablehlo.subtract %arg34, %545 : tensor<24xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<1x1x24x64xf32>
    %548 = stablehlo.multiply %547, %235 : tensor<1x1x24x64xf32>
    %549 = stablehlo.subtract %arg35, %548 : tensor<1x1x24x64xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %551 = stablehlo.multiply %550, %234 : tensor<64xf32>
    %552 = stablehlo.subtract %arg36, %551 : tensor<64xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %554 = stablehlo.multiply %553, %230 : tensor<64xf32>
    %555 = stablehlo.subtract %arg37, %554 : tensor<64xf32>
    return %444, %447, %450, %453, %456, %459, %462, %465, %468, %471, %474, %477, %480, %483, %486, %489, %492, %495, %498, %501, %504, %507, %510, %513, %516, %519, %522, %525, %528, %531, %534, %537, %540, %543, %546, %549, %552, %555, %218 : tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x8xf32>, tensor<8xf32>, tensor<1x1x8x16xf32>, tensor<16xf32>, tensor<1x1x16x8xf32>, tensor<8xf32>, tensor<8xf32>, tensor<1x1x8x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x1x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<3x3x1x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x8xf32>, tensor<8xf32>, tensor<1x1x8x24xf32>, tensor<24xf32>, tensor<1x1x24x24xf32>, tensor<24xf32>, tensor<24xf32>, tensor<1x1x24x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @_pad(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<8x34x34x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<8x34x34x3xf32>
    return %1 : tensor<8x34x34x3xf32>
  }
  func.func private @hard_silu(%arg0: tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) {
    %0:2 = call @hard_sigmoid(%arg0) : (tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xi1>)
    %1 = stablehlo.multiply %arg0, %0#0 : tensor<8x16x16x16xf32>
    return %1, %0#1, %0#0 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x16x16x16xf32>
    %2 = call @relu6(%1) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %7 = stablehlo.and %4, %6 : tensor<8x16x16x16xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %9 = stablehlo.divide %2, %8 : tensor<8x16x16x16xf32>
    return %9, %7 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xi1>
  }
  func.func private @relu6(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x16x16x16xf32>
    return %3 : tensor<8x16x16x16xf32>
  }
  func.func private @_pad_0(%arg0: tensor<8x16x16x16xf32>, %arg1: tensor<i32>) -> tensor<8x18x18x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x18x18x16xf32>
    return %1 : tensor<8x18x18x16xf32>
  }
  func.func private @relu(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x8xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x8xf32>
    return %1 : tensor<8x1x1x8xf32>
  }
  func.func private @hard_sigmoid_2(%arg0: tensor<8x1x1x16xf32>) -> (tensor<8x1x1x16xf32>, tensor<8x1x1x16xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x1x1x16xf32>
    %2 = call @relu6_3(%1) : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<8x1x1x16xf32>, tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<8x1x1x16xf32>, tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xi1>
    %7 = stablehlo.and %4, %6 : tensor<8x1x1x16xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %9 = stablehlo.divide %2, %8 : tensor<8x1x1x16xf32>
    return %9, %7 : tensor<8x1x1x16xf32>, tensor<8x1x1x16xi1>
  }
  func.func private @relu6_3(%arg0: tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x1x1x16xf32>
    return %3 : tensor<8x1x1x16xf32>
  }
  func.func private @_pad_4(%arg0: tensor<8x8x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x10x10x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x10x10x16xf32>
    return %1 : tensor<8x10x10x16xf32>
  }
  func.func private @relu_5(%arg0: tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x16xf32>
    return %1 : tensor<8x4x4x16xf32>
  }
  func.func private @hard_silu_6(%arg0: tensor<8x4x4x24xf32>) -> (tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>) {
    %0:2 = call @hard_sigmoid_7(%arg0) : (tensor<8x4x4x24xf32>) -> (tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>)
    %1 = stablehlo.multiply %arg0, %0#0 : tensor<8x4x4x24xf32>
    return %1, %0#1, %0#0 : tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>
  }
  func.func private @hard_sigmoid_7(%arg0: tensor<8x4x4x24xf32>) -> (tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x4x4x24xf32>
    %2 = call @relu6_8(%1) : (tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<8x4x4x24xf32>, tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xi1>
    %7 = stablehlo.and %4, %6 : tensor<8x4x4x24xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %9 = stablehlo.divide %2, %8 : tensor<8x4x4x24xf32>
    return %9, %7 : tensor<8x4x4x24xf32>, tensor<8x4x4x24xi1>
  }
  func.func private @relu6_8(%arg0: tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x24xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x4x4x24xf32>
    return %3 : tensor<8x4x4x24xf32>
  }
  func.func private @_pad_9(%arg0: tensor<8x4x4x24xf32>, %arg1: tensor<i32>) -> tensor<8x6x6x24xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<8x6x6x24xf32>
    return %1 : tensor<8x6x6x24xf32>
  }
  func.func private @hard_sigmoid_10(%arg0: tensor<8x1x1x24xf32>) -> (tensor<8x1x1x24xf32>, tensor<8x1x1x24xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x1x1x24xf32>
    %2 = call @relu6_11(%1) : (tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<8x1x1x24xf32>, tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<8x1x1x24xf32>, tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xi1>
    %7 = stablehlo.and %4, %6 : tensor<8x1x1x24xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %9 = stablehlo.divide %2, %8 : tensor<8x1x1x24xf32>
    return %9, %7 : tensor<8x1x1x24xf32>, tensor<8x1x1x24xi1>
  }
  func.func private @relu6_11(%arg0: tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x24xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x1x1x24xf32>
    return %3 : tensor<8x1x1x24xf32>
  }
  func.func private @hard_silu_12(%arg0: tensor<8x4x4x64xf32>) -> (tensor<8x4x4x64xf32>, tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>) {
    %0:2 = call @hard_sigmoid_13(%arg0) : (tensor<8x4x4x64xf32>) -> (tensor<8x4x4x64xf32>, tensor<8x4x4x64xi1>)
    %1 = stablehlo.multiply %arg0, %0#0 : tensor<8x4x4x64xf32>
    return %1, %0#1, %0#0 : tensor<8x4x4x64xf32>, tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>
  }
  func.func private @hard_sigmoid_13(%arg0: tensor<8x4x4x64xf32>) -> (tensor<8x4x4x64xf32>, tensor<8x4x4x64xi1>) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x4x4x64xf32>
    %2 = call @relu6_14(%1) : (tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %4 = stablehlo.compare GT, %1, %3, FLOAT : (tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xi1>
    %cst_1 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %6 = stablehlo.compare LT, %1, %5, FLOAT : (tensor<8x4x4x64xf32>, tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xi1>
    %7 = stablehlo.and %4, %6 : tensor<8x4x4x64xi1>
    %cst_2 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %9 = stablehlo.divide %2, %8 : tensor<8x4x4x64xf32>
    return %9, %7 : tensor<8x4x4x64xf32>, tensor<8x4x4x64xi1>
  }
  func.func private @relu6_14(%arg0: tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.minimum %1, %2 : tensor<8x4x4x64xf32>
    return %3 : tensor<8x4x4x64xf32>
  }
  func.func private @hard_silu_15(%arg0: tensor<8x4x4x64xi1>, %arg1: tensor<8x4x4x64xf32>, %arg2: tensor<8x4x4x64xf32>, %arg3: tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x4x4x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x4x4x64xf32>
    %2 = call @hard_sigmoid_16(%arg0, %0) : (tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x4x4x64xf32>
    return %3 : tensor<8x4x4x64xf32>
  }
  func.func private @hard_sigmoid_16(%arg0: tensor<8x4x4x64xi1>, %arg1: tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<8x4x4x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<8x4x4x64xi1>, tensor<8x4x4x64xf32>
    return %3 : tensor<8x4x4x64xf32>
  }
  func.func private @hard_sigmoid_17(%arg0: tensor<8x1x1x24xi1>, %arg1: tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<8x1x1x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<8x1x1x24xi1>, tensor<8x1x1x24xf32>
    return %3 : tensor<8x1x1x24xf32>
  }
  func.func private @hard_silu_18(%arg0: tensor<8x4x4x24xi1>, %arg1: tensor<8x4x4x24xf32>, %arg2: tensor<8x4x4x24xf32>, %arg3: tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x4x4x24xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x4x4x24xf32>
    %2 = call @hard_sigmoid_19(%arg0, %0) : (tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x4x4x24xf32>
    return %3 : tensor<8x4x4x24xf32>
  }
  func.func private @hard_sigmoid_19(%arg0: tensor<8x4x4x24xi1>, %arg1: tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<8x4x4x24xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<8x4x4x24xi1>, tensor<8x4x4x24xf32>
    return %3 : tensor<8x4x4x24xf32>
  }
  func.func private @_pad_20(%arg0: tensor<8x6x6x24xf32>) -> tensor<8x4x4x24xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, -1, -1, 0], high = [0, -1, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x6x6x24xf32>, tensor<f32>) -> tensor<8x4x4x24xf32>
    %1 = stablehlo.slice %0 [0:8, 0:4, 0:4, 0:24] : (tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    return %1 : tensor<8x4x4x24xf32>
  }
  func.func private @_pad_21(%arg0: tensor<8x10x10x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, -1, -1, 0], high = [0, -1, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x10x10x16xf32>, tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.slice %0 [0:8, 0:8, 0:8, 0:16] : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @hard_sigmoid_22(%arg0: tensor<8x1x1x16xi1>, %arg1: tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<8x1x1x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    return %3 : tensor<8x1x1x16xf32>
  }
  func.func private @_pad_23(%arg0: tensor<8x18x18x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, -1, -1, 0], high = [0, -1, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x18x18x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.slice %0 [0:8, 0:16, 0:16, 0:16] : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @hard_silu_24(%arg0: tensor<8x16x16x16xi1>, %arg1: tensor<8x16x16x16xf32>, %arg2: tensor<8x16x16x16xf32>, %arg3: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x16x16x16xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x16x16x16xf32>
    %2 = call @hard_sigmoid_25(%arg0, %0) : (tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x16x16x16xf32>
    return %3 : tensor<8x16x16x16xf32>
  }
  func.func private @hard_sigmoid_25(%arg0: tensor<8x16x16x16xi1>, %arg1: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.divide %arg1, %0 : tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %3 = stablehlo.select %arg0, %1, %2 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    return %3 : tensor<8x16x16x16xf32>
  }
}
