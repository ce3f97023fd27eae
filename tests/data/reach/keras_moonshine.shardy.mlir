module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<127x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<7x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<3x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg31: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg32: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg33: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg36: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg37: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg38: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg43: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg46: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg47: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg48: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg49: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg51: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg52: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg53: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg56: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg63: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg64: tensor<8x1600x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg65: tensor<8x1600xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<8x2xi1> {jax.result_info = "result['encoder_attention_mask']"}, tensor<8x2x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = stablehlo.convert %arg65 : (tensor<8x1600xi1>) -> tensor<8x1600xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.reduce(%0 init: %c) applies stablehlo.add across dimensions = [1] : (tensor<8x1600xi32>, tensor<i32>) -> tensor<8xi32>
    %2 = stablehlo.convert %1 : (tensor<8xi32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %4 = stablehlo.subtract %2, %3 : tensor<8xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8xf32>
    %7 = stablehlo.floor %6 : tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %9 = stablehlo.add %7, %8 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8xf32>
    %14 = stablehlo.floor %13 : tensor<8xf32>
    %15 = stablehlo.convolution(%arg64, %arg0) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [64], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1600x1xf32>, tensor<127x1x64xf32>) -> tensor<8x24x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %17 = stablehlo.add %14, %16 : tensor<8xf32>
    %18 = stablehlo.tanh %15 : tensor<8x24x64xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %20 = stablehlo.subtract %17, %19 : tensor<8xf32>
    %21 = stablehlo.reshape %18 : (tensor<8x24x64xf32>) -> tensor<8x24x1x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_6) applies stablehlo.add across dimensions = [1, 3] : (tensor<8x24x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 2] : (tensor<8x1xf32>) -> tensor<8x1x1x1xf32>
    %cst_7 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %25 = stablehlo.divide %23, %24 : tensor<8x1x1x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26 = call @_var(%21, %c_8) : (tensor<8x24x1x64xf32>, tensor<i32>) -> tensor<8x1x1x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %28 = stablehlo.add %26, %27 : tensor<8x1x1x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<8x1x1x1xf32>
    %30 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<8x1x1x64xf32>
    %34 = stablehlo.negate %25 : tensor<8x1x1x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x64xf32>
    %36 = stablehlo.multiply %35, %33 : tensor<8x1x1x64xf32>
    %37 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x24x1x64xf32>
    %41 = stablehlo.multiply %21, %40 : tensor<8x24x1x64xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x24x1x64xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x24x1x64xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x24x1x64xf32>) -> tensor<8x24x64xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.divide %20, %45 : tensor<8xf32>
    %47 = stablehlo.convolution(%44, %arg3) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [3], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x24x64xf32>, tensor<7x64x128xf32>) -> tensor<8x6x128xf32>
    %48 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x6x128xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x6x128xf32>
    %51 = stablehlo.floor %46 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x6x128xf32>
    %53 = stablehlo.multiply %52, %50 : tensor<8x6x128xf32>
    %54 = stablehlo.negate %50 : tensor<8x6x128xf32>
    %cst_12 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x6x128xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<8x6x128xf32>
    %57 = chlo.erfc %56 : tensor<8x6x128xf32> -> tensor<8x6x128xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<8x6x128xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.add %51, %59 : tensor<8xf32>
    %61 = stablehlo.convolution(%58, %arg5) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [2], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x128xf32>, tensor<3x128x64xf32>) -> tensor<8x2x64xf32>
    %62 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x2x64xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x2x64xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x2x64xf32>
    %67 = stablehlo.negate %64 : tensor<8x2x64xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x2x64xf32>
    %69 = stablehlo.multiply %67, %68 : tensor<8x2x64xf32>
    %70 = chlo.erfc %69 : tensor<8x2x64xf32> -> tensor<8x2x64xf32>
    %71 = stablehlo.multiply %66, %70 : tensor<8x2x64xf32>
    %72 = stablehlo.convert %60 : (tensor<8xf32>) -> tensor<8xi32>
    %73 = stablehlo.iota dim = 0 : tensor<2xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %75 = stablehlo.maximum %72, %74 : tensor<8xi32>
    %76 = stablehlo.iota dim = 0 : tensor<2xi32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1] : (tensor<2xi32>) -> tensor<1x2xi32>
    %78 = stablehlo.broadcast_in_dim %75, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<8x2xi32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x2xi32>
    %81 = stablehlo.compare LT, %79, %80, SIGNED : (tensor<8x2xi32>, tensor<8x2xi32>) -> tensor<8x2xi1>
    %82 = stablehlo.convert %73 : (tensor<2xi32>) -> tensor<2xf32>
    %83 = stablehlo.dot_general %82, %arg60, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<2xf32>, tensor<4xf32>) -> tensor<2x4xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<2x4xf32>) -> tensor<2x4x1xf32>
    %86 = stablehlo.concatenate %84, %85, dim = 2 : (tensor<2x4x1xf32>, tensor<2x4x1xf32>) -> tensor<2x4x2xf32>
    %87 = stablehlo.reshape %86 : (tensor<2x4x2xf32>) -> tensor<2x8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%71 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x2x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %92 = call @_var_0(%71, %c_19) : (tensor<8x2x64xf32>, tensor<i32>) -> tensor<8x2x1xf32>
    %93 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x2x1xf32>
    %96 = stablehlo.rsqrt %95 : tensor<8x2x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %98 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %99 = stablehlo.multiply %97, %98 : tensor<8x2x64xf32>
    %100 = stablehlo.negate %91 : tensor<8x2x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %102 = stablehlo.multiply %101, %99 : tensor<8x2x64xf32>
    %103 = stablehlo.multiply %71, %99 : tensor<8x2x64xf32>
    %104 = stablehlo.add %103, %102 : tensor<8x2x64xf32>
    %105 = stablehlo.dot_general %104, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %106 = stablehlo.reshape %87 : (tensor<2x8xf32>) -> tensor<1x2x1x8xf32>
    %107 = stablehlo.slice %105 [0:8, 0:2, 0:4, 0:8] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %108 = stablehlo.slice %105 [0:8, 0:2, 0:4, 8:16] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %109 = stablehlo.cosine %106 : tensor<1x2x1x8xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %111 = stablehlo.multiply %107, %110 : tensor<8x2x4x8xf32>
    %112 = stablehlo.reshape %107 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x4x2xf32>
    %113 = stablehlo.slice %112 [0:8, 0:2, 0:4, 0:4, 0:1] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %115 = stablehlo.slice %112 [0:8, 0:2, 0:4, 0:4, 1:2] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %117 = stablehlo.negate %116 : tensor<8x2x4x4xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %119 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %120 = stablehlo.concatenate %118, %119, dim = 4 : (tensor<8x2x4x4x1xf32>, tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4x2xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x8xf32>
    %122 = stablehlo.sine %106 : tensor<1x2x1x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %124 = stablehlo.multiply %121, %123 : tensor<8x2x4x8xf32>
    %125 = stablehlo.add %111, %124 : tensor<8x2x4x8xf32>
    %126 = stablehlo.concatenate %125, %108, dim = 3 : (tensor<8x2x4x8xf32>, tensor<8x2x4x8xf32>) -> tensor<8x2x4x16xf32>
    %127 = stablehlo.dot_general %104, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %128 = stablehlo.dot_general %104, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %129 = stablehlo.reshape %87 : (tensor<2x8xf32>) -> tensor<1x2x1x8xf32>
    %130 = stablehlo.slice %127 [0:8, 0:2, 0:4, 0:8] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %131 = stablehlo.slice %127 [0:8, 0:2, 0:4, 8:16] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %132 = stablehlo.cosine %129 : tensor<1x2x1x8xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %134 = stablehlo.multiply %130, %133 : tensor<8x2x4x8xf32>
    %135 = stablehlo.reshape %130 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x4x2xf32>
    %136 = stablehlo.slice %135 [0:8, 0:2, 0:4, 0:4, 0:1] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %138 = stablehlo.slice %135 [0:8, 0:2, 0:4, 0:4, 1:2] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %140 = stablehlo.negate %139 : tensor<8x2x4x4xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %142 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %143 = stablehlo.concatenate %141, %142, dim = 4 : (tensor<8x2x4x4x1xf32>, tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4x2xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x8xf32>
    %145 = stablehlo.sine %129 : tensor<1x2x1x8xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %147 = stablehlo.multiply %144, %146 : tensor<8x2x4x8xf32>
    %148 = stablehlo.add %134, %147 : tensor<8x2x4x8xf32>
    %149 = stablehlo.concatenate %148, %131, dim = 3 : (tensor<8x2x4x8xf32>, tensor<8x2x4x8xf32>) -> tensor<8x2x4x16xf32>
    %150 = stablehlo.broadcast_in_dim %81, dims = [0, 3] : (tensor<8x2xi1>) -> tensor<8x1x1x2xi1>
    %151 = stablehlo.reshape %126 : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x1x16xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 3, 4] : (tensor<8x1x1x2xi1>) -> tensor<8x1x1x1x2xi1>
    %153 = stablehlo.dot_general %151, %149, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x1x16xf32>, tensor<8x2x4x16xf32>) -> tensor<8x4x2x1x2xf32>
    %cst_21 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x2x1x2xf32>
    %155 = stablehlo.multiply %153, %154 : tensor<8x4x2x1x2xf32>
    %c_22 = stablehlo.constant dense<true> : tensor<i1>
    %156 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i1>) -> tensor<8x4x2x2xi1>
    %157 = stablehlo.broadcast_in_dim %156, dims = [1, 2, 3, 4] : (tensor<8x4x2x2xi1>) -> tensor<1x8x4x2x2xi1>
    %158 = stablehlo.transpose %152, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x2xi1>) -> tensor<1x8x1x1x2xi1>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x2xi1>) -> tensor<1x8x4x2x2xi1>
    %160 = stablehlo.and %157, %159 : tensor<1x8x4x2x2xi1>
    %cst_23 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %161 = call @_where_2(%160, %155, %cst_23) : (tensor<1x8x4x2x2xi1>, tensor<8x4x2x1x2xf32>, tensor<f32>) -> tensor<1x8x4x2x2xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_24) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x2x2xf32>, tensor<f32>) -> tensor<1x8x4x2xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<1x8x4x2xf32>
    %164 = stablehlo.maximum %163, %162 : tensor<1x8x4x2xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x8x4x2xf32>) -> tensor<1x8x4x2x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x2x1xf32>) -> tensor<1x8x4x2x2xf32>
    %167 = stablehlo.subtract %161, %166 : tensor<1x8x4x2x2xf32>
    %168 = stablehlo.exponential %167 : tensor<1x8x4x2x2xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %169 = stablehlo.reduce(%168 init: %cst_26) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x2x2xf32>, tensor<f32>) -> tensor<1x8x4x2xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x8x4x2xf32>) -> tensor<1x8x4x2x1xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x2x1xf32>) -> tensor<1x8x4x2x2xf32>
    %172 = stablehlo.divide %168, %171 : tensor<1x8x4x2x2xf32>
    %173 = stablehlo.dot_general %128, %172, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x16xf32>, tensor<1x8x4x2x2xf32>) -> tensor<8x4x16x1x2xf32>
    %174 = stablehlo.transpose %173, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x2xf32>) -> tensor<1x8x2x4x16xf32>
    %175 = stablehlo.transpose %174, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x4x16xf32>) -> tensor<8x2x4x1x16xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x2x4x1x16xf32>) -> tensor<8x2x4x16xf32>
    %177 = stablehlo.dot_general %176, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x2x64xf32>
    %178 = stablehlo.add %177, %71 : tensor<8x2x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x2x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %183 = call @_var_0(%178, %c_29) : (tensor<8x2x64xf32>, tensor<i32>) -> tensor<8x2x1xf32>
    %184 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %186 = stablehlo.add %183, %185 : tensor<8x2x1xf32>
    %187 = stablehlo.rsqrt %186 : tensor<8x2x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %189 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %190 = stablehlo.multiply %188, %189 : tensor<8x2x64xf32>
    %191 = stablehlo.negate %182 : tensor<8x2x1xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %193 = stablehlo.multiply %192, %190 : tensor<8x2x64xf32>
    %194 = stablehlo.multiply %178, %190 : tensor<8x2x64xf32>
    %195 = stablehlo.add %194, %193 : tensor<8x2x64xf32>
    %196 = stablehlo.dot_general %195, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x256xf32>) -> tensor<8x2x256xf32>
    %197 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x2x256xf32>
    %199 = stablehlo.add %196, %198 : tensor<8x2x256xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x2x256xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<8x2x256xf32>
    %202 = stablehlo.negate %199 : tensor<8x2x256xf32>
    %cst_32 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x2x256xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<8x2x256xf32>
    %205 = chlo.erfc %204 : tensor<8x2x256xf32> -> tensor<8x2x256xf32>
    %206 = stablehlo.multiply %201, %205 : tensor<8x2x256xf32>
    %207 = stablehlo.dot_general %206, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x256xf32>, tensor<256x64xf32>) -> tensor<8x2x64xf32>
    %208 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %210 = stablehlo.add %207, %209 : tensor<8x2x64xf32>
    %211 = stablehlo.add %210, %178 : tensor<8x2x64xf32>
    %212 = stablehlo.iota dim = 0 : tensor<32xi32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%211 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x2x1xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %217 = call @_var_0(%211, %c_35) : (tensor<8x2x64xf32>, tensor<i32>) -> tensor<8x2x1xf32>
    %218 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_36 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x2x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<8x2x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %223 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %224 = stablehlo.multiply %222, %223 : tensor<8x2x64xf32>
    %225 = stablehlo.negate %216 : tensor<8x2x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %227 = stablehlo.multiply %226, %224 : tensor<8x2x64xf32>
    %228 = stablehlo.multiply %211, %224 : tensor<8x2x64xf32>
    %229 = stablehlo.add %228, %227 : tensor<8x2x64xf32>
    %230 = stablehlo.dot_general %229, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %231 = stablehlo.reshape %87 : (tensor<2x8xf32>) -> tensor<1x2x1x8xf32>
    %232 = stablehlo.slice %230 [0:8, 0:2, 0:4, 0:8] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %233 = stablehlo.slice %230 [0:8, 0:2, 0:4, 8:16] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %234 = stablehlo.cosine %231 : tensor<1x2x1x8xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %236 = stablehlo.multiply %232, %235 : tensor<8x2x4x8xf32>
    %237 = stablehlo.reshape %232 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x4x2xf32>
    %238 = stablehlo.slice %237 [0:8, 0:2, 0:4, 0:4, 0:1] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %240 = stablehlo.slice %237 [0:8, 0:2, 0:4, 0:4, 1:2] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %242 = stablehlo.negate %241 : tensor<8x2x4x4xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %244 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %245 = stablehlo.concatenate %243, %244, dim = 4 : (tensor<8x2x4x4x1xf32>, tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4x2xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x8xf32>
    %247 = stablehlo.sine %231 : tensor<1x2x1x8xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %249 = stablehlo.multiply %246, %248 : tensor<8x2x4x8xf32>
    %250 = stablehlo.add %236, %249 : tensor<8x2x4x8xf32>
    %251 = stablehlo.concatenate %250, %233, dim = 3 : (tensor<8x2x4x8xf32>, tensor<8x2x4x8xf32>) -> tensor<8x2x4x16xf32>
    %252 = stablehlo.dot_general %229, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %253 = stablehlo.dot_general %229, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %254 = stablehlo.reshape %87 : (tensor<2x8xf32>) -> tensor<1x2x1x8xf32>
    %255 = stablehlo.slice %252 [0:8, 0:2, 0:4, 0:8] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %256 = stablehlo.slice %252 [0:8, 0:2, 0:4, 8:16] : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x8xf32>
    %257 = stablehlo.cosine %254 : tensor<1x2x1x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %259 = stablehlo.multiply %255, %258 : tensor<8x2x4x8xf32>
    %260 = stablehlo.reshape %255 : (tensor<8x2x4x8xf32>) -> tensor<8x2x4x4x2xf32>
    %261 = stablehlo.slice %260 [0:8, 0:2, 0:4, 0:4, 0:1] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %263 = stablehlo.slice %260 [0:8, 0:2, 0:4, 0:4, 1:2] : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x4x1xf32>
    %264 = stablehlo.reshape %263 : (tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4xf32>
    %265 = stablehlo.negate %264 : tensor<8x2x4x4xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %267 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<8x2x4x4xf32>) -> tensor<8x2x4x4x1xf32>
    %268 = stablehlo.concatenate %266, %267, dim = 4 : (tensor<8x2x4x4x1xf32>, tensor<8x2x4x4x1xf32>) -> tensor<8x2x4x4x2xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x2x4x4x2xf32>) -> tensor<8x2x4x8xf32>
    %270 = stablehlo.sine %254 : tensor<1x2x1x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 3] : (tensor<1x2x1x8xf32>) -> tensor<8x2x4x8xf32>
    %272 = stablehlo.multiply %269, %271 : tensor<8x2x4x8xf32>
    %273 = stablehlo.add %259, %272 : tensor<8x2x4x8xf32>
    %274 = stablehlo.concatenate %273, %256, dim = 3 : (tensor<8x2x4x8xf32>, tensor<8x2x4x8xf32>) -> tensor<8x2x4x16xf32>
    %275 = stablehlo.broadcast_in_dim %81, dims = [0, 3] : (tensor<8x2xi1>) -> tensor<8x1x1x2xi1>
    %276 = stablehlo.reshape %251 : (tensor<8x2x4x16xf32>) -> tensor<8x2x4x1x16xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3, 4] : (tensor<8x1x1x2xi1>) -> tensor<8x1x1x1x2xi1>
    %278 = stablehlo.dot_general %276, %274, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x1x16xf32>, tensor<8x2x4x16xf32>) -> tensor<8x4x2x1x2xf32>
    %cst_37 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x2x1x2xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<8x4x2x1x2xf32>
    %c_38 = stablehlo.constant dense<true> : tensor<i1>
    %281 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i1>) -> tensor<8x4x2x2xi1>
    %282 = stablehlo.broadcast_in_dim %281, dims = [1, 2, 3, 4] : (tensor<8x4x2x2xi1>) -> tensor<1x8x4x2x2xi1>
    %283 = stablehlo.transpose %277, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x2xi1>) -> tensor<1x8x1x1x2xi1>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x2xi1>) -> tensor<1x8x4x2x2xi1>
    %285 = stablehlo.and %282, %284 : tensor<1x8x4x2x2xi1>
    %cst_39 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %286 = call @_where_2(%285, %280, %cst_39) : (tensor<1x8x4x2x2xi1>, tensor<8x4x2x1x2xf32>, tensor<f32>) -> tensor<1x8x4x2x2xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_40) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x2x2xf32>, tensor<f32>) -> tensor<1x8x4x2xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1x8x4x2xf32>
    %289 = stablehlo.maximum %288, %287 : tensor<1x8x4x2xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x8x4x2xf32>) -> tensor<1x8x4x2x1xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x2x1xf32>) -> tensor<1x8x4x2x2xf32>
    %292 = stablehlo.subtract %286, %291 : tensor<1x8x4x2x2xf32>
    %293 = stablehlo.exponential %292 : tensor<1x8x4x2x2xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_42) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x2x2xf32>, tensor<f32>) -> tensor<1x8x4x2xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<1x8x4x2xf32>) -> tensor<1x8x4x2x1xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x2x1xf32>) -> tensor<1x8x4x2x2xf32>
    %297 = stablehlo.divide %293, %296 : tensor<1x8x4x2x2xf32>
    %298 = stablehlo.dot_general %253, %297, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x16xf32>, tensor<1x8x4x2x2xf32>) -> tensor<8x4x16x1x2xf32>
    %299 = stablehlo.transpose %298, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x2xf32>) -> tensor<1x8x2x4x16xf32>
    %300 = stablehlo.transpose %299, dims = [1, 2, 3, 0, 4] : (tensor<1x8x2x4x16xf32>) -> tensor<8x2x4x1x16xf32>
    %301 = stablehlo.reshape %300 : (tensor<8x2x4x1x16xf32>) -> tensor<8x2x4x16xf32>
    %302 = stablehlo.dot_general %301, %arg21, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x2x64xf32>
    %303 = stablehlo.add %302, %211 : tensor<8x2x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%303 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %307 = stablehlo.divide %305, %306 : tensor<8x2x1xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %308 = call @_var_0(%303, %c_45) : (tensor<8x2x64xf32>, tensor<i32>) -> tensor<8x2x1xf32>
    %309 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %311 = stablehlo.add %308, %310 : tensor<8x2x1xf32>
    %312 = stablehlo.rsqrt %311 : tensor<8x2x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %314 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<8x2x64xf32>
    %316 = stablehlo.negate %307 : tensor<8x2x1xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %318 = stablehlo.multiply %317, %315 : tensor<8x2x64xf32>
    %319 = stablehlo.multiply %303, %315 : tensor<8x2x64xf32>
    %320 = stablehlo.add %319, %318 : tensor<8x2x64xf32>
    %321 = stablehlo.dot_general %320, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x256xf32>) -> tensor<8x2x256xf32>
    %322 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x2x256xf32>
    %324 = stablehlo.add %321, %323 : tensor<8x2x256xf32>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x2x256xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<8x2x256xf32>
    %327 = stablehlo.negate %324 : tensor<8x2x256xf32>
    %cst_48 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x2x256xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8x2x256xf32>
    %330 = chlo.erfc %329 : tensor<8x2x256xf32> -> tensor<8x2x256xf32>
    %331 = stablehlo.multiply %326, %330 : tensor<8x2x256xf32>
    %332 = stablehlo.dot_general %331, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x256xf32>, tensor<256x64xf32>) -> tensor<8x2x64xf32>
    %333 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %335 = stablehlo.add %332, %334 : tensor<8x2x64xf32>
    %336 = stablehlo.add %335, %303 : tensor<8x2x64xf32>
    %337 = call @_take(%arg7, %arg63) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%336 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %341 = stablehlo.divide %339, %340 : tensor<8x2x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %342 = call @_var_0(%336, %c_51) : (tensor<8x2x64xf32>, tensor<i32>) -> tensor<8x2x1xf32>
    %343 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %345 = stablehlo.add %342, %344 : tensor<8x2x1xf32>
    %346 = stablehlo.rsqrt %345 : tensor<8x2x1xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %348 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x2x64xf32>
    %349 = stablehlo.multiply %347, %348 : tensor<8x2x64xf32>
    %350 = stablehlo.negate %341 : tensor<8x2x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %352 = stablehlo.multiply %351, %349 : tensor<8x2x64xf32>
    %353 = stablehlo.multiply %336, %349 : tensor<8x2x64xf32>
    %354 = stablehlo.add %353, %352 : tensor<8x2x64xf32>
    %355 = stablehlo.convert %212 : (tensor<32xi32>) -> tensor<32xf32>
    %356 = stablehlo.dot_general %355, %arg61, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<32xf32>, tensor<4xf32>) -> tensor<32x4xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<32x4xf32>) -> tensor<32x4x1xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [0, 1] : (tensor<32x4xf32>) -> tensor<32x4x1xf32>
    %359 = stablehlo.concatenate %357, %358, dim = 2 : (tensor<32x4x1xf32>, tensor<32x4x1xf32>) -> tensor<32x4x2xf32>
    %360 = stablehlo.reshape %359 : (tensor<32x4x2xf32>) -> tensor<32x8xf32>
    %361 = stablehlo.broadcast_in_dim %arg62, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %362 = stablehlo.convert %361 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %363 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %365 = stablehlo.add %363, %364 : tensor<32xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %367 = stablehlo.iota dim = 0 : tensor<32xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %369 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %370 = stablehlo.broadcast_in_dim %368, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %371 = stablehlo.compare GE, %369, %370, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %372 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %374 = stablehlo.convert %373 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %375 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %376 = stablehlo.minimum %375, %374 : tensor<8x32x32xi32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%337 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %380 = stablehlo.divide %378, %379 : tensor<8x32x1xf32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %381 = call @_var_4(%337, %c_56) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %382 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %384 = stablehlo.add %381, %383 : tensor<8x32x1xf32>
    %385 = stablehlo.rsqrt %384 : tensor<8x32x1xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %387 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %388 = stablehlo.multiply %386, %387 : tensor<8x32x64xf32>
    %389 = stablehlo.negate %380 : tensor<8x32x1xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %391 = stablehlo.multiply %390, %388 : tensor<8x32x64xf32>
    %392 = stablehlo.multiply %337, %388 : tensor<8x32x64xf32>
    %393 = stablehlo.add %392, %391 : tensor<8x32x64xf32>
    %394 = stablehlo.dot_general %393, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %395 = stablehlo.reshape %360 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %396 = stablehlo.slice %394 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %397 = stablehlo.slice %394 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %398 = stablehlo.cosine %395 : tensor<1x32x1x8xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %400 = stablehlo.multiply %396, %399 : tensor<8x32x4x8xf32>
    %401 = stablehlo.reshape %396 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4x2xf32>
    %402 = stablehlo.slice %401 [0:8, 0:32, 0:4, 0:4, 0:1] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %403 = stablehlo.reshape %402 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %404 = stablehlo.slice %401 [0:8, 0:32, 0:4, 0:4, 1:2] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %406 = stablehlo.negate %405 : tensor<8x32x4x4xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %408 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %409 = stablehlo.concatenate %407, %408, dim = 4 : (tensor<8x32x4x4x1xf32>, tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4x2xf32>
    %410 = stablehlo.reshape %409 : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x8xf32>
    %411 = stablehlo.sine %395 : tensor<1x32x1x8xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %413 = stablehlo.multiply %410, %412 : tensor<8x32x4x8xf32>
    %414 = stablehlo.add %400, %413 : tensor<8x32x4x8xf32>
    %415 = stablehlo.concatenate %414, %397, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %416 = stablehlo.dot_general %393, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %417 = stablehlo.dot_general %393, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %418 = stablehlo.reshape %360 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %419 = stablehlo.slice %416 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %420 = stablehlo.slice %416 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %421 = stablehlo.cosine %418 : tensor<1x32x1x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %423 = stablehlo.multiply %419, %422 : tensor<8x32x4x8xf32>
    %424 = stablehlo.reshape %419 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4x2xf32>
    %425 = stablehlo.slice %424 [0:8, 0:32, 0:4, 0:4, 0:1] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %426 = stablehlo.reshape %425 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %427 = stablehlo.slice %424 [0:8, 0:32, 0:4, 0:4, 1:2] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %429 = stablehlo.negate %428 : tensor<8x32x4x4xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %431 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %432 = stablehlo.concatenate %430, %431, dim = 4 : (tensor<8x32x4x4x1xf32>, tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4x2xf32>
    %433 = stablehlo.reshape %432 : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x8xf32>
    %434 = stablehlo.sine %418 : tensor<1x32x1x8xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %436 = stablehlo.multiply %433, %435 : tensor<8x32x4x8xf32>
    %437 = stablehlo.add %423, %436 : tensor<8x32x4x8xf32>
    %438 = stablehlo.concatenate %437, %420, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %439 = stablehlo.broadcast_in_dim %376, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %440 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %441 = stablehlo.compare NE, %439, %440, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %442 = stablehlo.convert %441 : tensor<8x1x32x32xi1>
    %443 = stablehlo.reshape %415 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %444 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %445 = stablehlo.dot_general %443, %438, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_59 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %447 = stablehlo.multiply %445, %446 : tensor<8x4x32x1x32xf32>
    %c_60 = stablehlo.constant dense<true> : tensor<i1>
    %448 = stablehlo.broadcast_in_dim %c_60, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %449 = stablehlo.broadcast_in_dim %448, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %450 = stablehlo.transpose %444, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %452 = stablehlo.and %449, %451 : tensor<1x8x4x32x32xi1>
    %cst_61 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %453 = call @_where_6(%452, %447, %cst_61) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_62) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %456 = stablehlo.maximum %455, %454 : tensor<1x8x4x32xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %459 = stablehlo.subtract %453, %458 : tensor<1x8x4x32x32xf32>
    %460 = stablehlo.exponential %459 : tensor<1x8x4x32x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.reduce(%460 init: %cst_64) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %464 = stablehlo.divide %460, %463 : tensor<1x8x4x32x32xf32>
    %465 = stablehlo.dot_general %417, %464, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %466 = stablehlo.transpose %465, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %467 = stablehlo.transpose %466, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %468 = stablehlo.reshape %467 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %469 = stablehlo.dot_general %468, %arg33, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %470 = stablehlo.add %469, %337 : tensor<8x32x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%470 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_66 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %474 = stablehlo.divide %472, %473 : tensor<8x32x1xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %475 = call @_var_4(%470, %c_67) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %476 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_68 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %478 = stablehlo.add %475, %477 : tensor<8x32x1xf32>
    %479 = stablehlo.rsqrt %478 : tensor<8x32x1xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %481 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %482 = stablehlo.multiply %480, %481 : tensor<8x32x64xf32>
    %483 = stablehlo.negate %474 : tensor<8x32x1xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %485 = stablehlo.multiply %484, %482 : tensor<8x32x64xf32>
    %486 = stablehlo.multiply %470, %482 : tensor<8x32x64xf32>
    %487 = stablehlo.add %486, %485 : tensor<8x32x64xf32>
    %488 = stablehlo.broadcast_in_dim %81, dims = [0, 2] : (tensor<8x2xi1>) -> tensor<8x1x2xi1>
    %489 = stablehlo.convert %488 : (tensor<8x1x2xi1>) -> tensor<8x1x2xi32>
    %490 = stablehlo.dot_general %487, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %491 = stablehlo.dot_general %354, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %492 = stablehlo.dot_general %354, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %493 = stablehlo.broadcast_in_dim %489, dims = [0, 2, 3] : (tensor<8x1x2xi32>) -> tensor<8x1x1x2xi32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %494 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<8x1x1x2xi32>
    %495 = stablehlo.compare NE, %493, %494, SIGNED : (tensor<8x1x1x2xi32>, tensor<8x1x1x2xi32>) -> tensor<8x1x1x2xi1>
    %496 = stablehlo.convert %495 : tensor<8x1x1x2xi1>
    %497 = stablehlo.reshape %490 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %498 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 3, 4] : (tensor<8x1x1x2xi1>) -> tensor<8x1x1x1x2xi1>
    %499 = stablehlo.dot_general %497, %491, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x2x4x16xf32>) -> tensor<8x4x32x1x2xf32>
    %cst_70 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x2xf32>
    %501 = stablehlo.multiply %499, %500 : tensor<8x4x32x1x2xf32>
    %c_71 = stablehlo.constant dense<true> : tensor<i1>
    %502 = stablehlo.broadcast_in_dim %c_71, dims = [] : (tensor<i1>) -> tensor<8x4x32x2xi1>
    %503 = stablehlo.broadcast_in_dim %502, dims = [1, 2, 3, 4] : (tensor<8x4x32x2xi1>) -> tensor<1x8x4x32x2xi1>
    %504 = stablehlo.transpose %498, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x2xi1>) -> tensor<1x8x1x1x2xi1>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x2xi1>) -> tensor<1x8x4x32x2xi1>
    %506 = stablehlo.and %503, %505 : tensor<1x8x4x32x2xi1>
    %cst_72 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %507 = call @_where_7(%506, %501, %cst_72) : (tensor<1x8x4x32x2xi1>, tensor<8x4x32x1x2xf32>, tensor<f32>) -> tensor<1x8x4x32x2xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_73) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x2xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %510 = stablehlo.maximum %509, %508 : tensor<1x8x4x32xf32>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
    %513 = stablehlo.subtract %507, %512 : tensor<1x8x4x32x2xf32>
    %514 = stablehlo.exponential %513 : tensor<1x8x4x32x2xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%514 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x2xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
    %518 = stablehlo.divide %514, %517 : tensor<1x8x4x32x2xf32>
    %519 = stablehlo.dot_general %492, %518, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x16xf32>, tensor<1x8x4x32x2xf32>) -> tensor<8x4x16x1x32xf32>
    %520 = stablehlo.transpose %519, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %521 = stablehlo.transpose %520, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %522 = stablehlo.reshape %521 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %523 = stablehlo.dot_general %522, %arg38, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %524 = stablehlo.add %523, %470 : tensor<8x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %528 = stablehlo.divide %526, %527 : tensor<8x32x1xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %529 = call @_var_4(%524, %c_78) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %530 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %532 = stablehlo.add %529, %531 : tensor<8x32x1xf32>
    %533 = stablehlo.rsqrt %532 : tensor<8x32x1xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %535 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %536 = stablehlo.multiply %534, %535 : tensor<8x32x64xf32>
    %537 = stablehlo.negate %528 : tensor<8x32x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %539 = stablehlo.multiply %538, %536 : tensor<8x32x64xf32>
    %540 = stablehlo.multiply %524, %536 : tensor<8x32x64xf32>
    %541 = stablehlo.add %540, %539 : tensor<8x32x64xf32>
    %542 = stablehlo.dot_general %541, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    %543 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %544 = stablehlo.broadcast_in_dim %543, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %545 = stablehlo.add %542, %544 : tensor<8x32x512xf32>
    %546 = stablehlo.slice %545 [0:8, 0:32, 0:256] : (tensor<8x32x512xf32>) -> tensor<8x32x256xf32>
    %547 = stablehlo.slice %545 [0:8, 0:32, 256:512] : (tensor<8x32x512xf32>) -> tensor<8x32x256xf32>
    %548 = call @silu(%547) : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %549 = stablehlo.multiply %546, %548 : tensor<8x32x256xf32>
    %550 = stablehlo.dot_general %549, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %551 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %553 = stablehlo.add %550, %552 : tensor<8x32x64xf32>
    %554 = stablehlo.add %553, %524 : tensor<8x32x64xf32>
    %555 = stablehlo.broadcast_in_dim %arg62, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %556 = stablehlo.convert %555 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %557 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %559 = stablehlo.add %557, %558 : tensor<32xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %561 = stablehlo.iota dim = 0 : tensor<32xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %563 = stablehlo.broadcast_in_dim %560, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %564 = stablehlo.broadcast_in_dim %562, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %565 = stablehlo.compare GE, %563, %564, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %566 = stablehlo.broadcast_in_dim %565, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %568 = stablehlo.convert %567 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %569 = stablehlo.broadcast_in_dim %556, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %570 = stablehlo.minimum %569, %568 : tensor<8x32x32xi32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%554 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %572 = stablehlo.broadcast_in_dim %571, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %574 = stablehlo.divide %572, %573 : tensor<8x32x1xf32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %575 = call @_var_4(%554, %c_83) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %576 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %578 = stablehlo.add %575, %577 : tensor<8x32x1xf32>
    %579 = stablehlo.rsqrt %578 : tensor<8x32x1xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %581 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %582 = stablehlo.multiply %580, %581 : tensor<8x32x64xf32>
    %583 = stablehlo.negate %574 : tensor<8x32x1xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %585 = stablehlo.multiply %584, %582 : tensor<8x32x64xf32>
    %586 = stablehlo.multiply %554, %582 : tensor<8x32x64xf32>
    %587 = stablehlo.add %586, %585 : tensor<8x32x64xf32>
    %588 = stablehlo.dot_general %587, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %589 = stablehlo.reshape %360 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %590 = stablehlo.slice %588 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %591 = stablehlo.slice %588 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %592 = stablehlo.cosine %589 : tensor<1x32x1x8xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %594 = stablehlo.multiply %590, %593 : tensor<8x32x4x8xf32>
    %595 = stablehlo.reshape %590 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4x2xf32>
    %596 = stablehlo.slice %595 [0:8, 0:32, 0:4, 0:4, 0:1] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %597 = stablehlo.reshape %596 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %598 = stablehlo.slice %595 [0:8, 0:32, 0:4, 0:4, 1:2] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %600 = stablehlo.negate %599 : tensor<8x32x4x4xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %602 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %603 = stablehlo.concatenate %601, %602, dim = 4 : (tensor<8x32x4x4x1xf32>, tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4x2xf32>
    %604 = stablehlo.reshape %603 : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x8xf32>
    %605 = stablehlo.sine %589 : tensor<1x32x1x8xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %607 = stablehlo.multiply %604, %606 : tensor<8x32x4x8xf32>
    %608 = stablehlo.add %594, %607 : tensor<8x32x4x8xf32>
    %609 = stablehlo.concatenate %608, %591, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %610 = stablehlo.dot_general %587, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %611 = stablehlo.dot_general %587, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %612 = stablehlo.reshape %360 : (tensor<32x8xf32>) -> tensor<1x32x1x8xf32>
    %613 = stablehlo.slice %610 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %614 = stablehlo.slice %610 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %615 = stablehlo.cosine %612 : tensor<1x32x1x8xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %617 = stablehlo.multiply %613, %616 : tensor<8x32x4x8xf32>
    %618 = stablehlo.reshape %613 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4x2xf32>
    %619 = stablehlo.slice %618 [0:8, 0:32, 0:4, 0:4, 0:1] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %620 = stablehlo.reshape %619 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %621 = stablehlo.slice %618 [0:8, 0:32, 0:4, 0:4, 1:2] : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x4x1xf32>
    %622 = stablehlo.reshape %621 : (tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4xf32>
    %623 = stablehlo.negate %622 : tensor<8x32x4x4xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %625 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x4x1xf32>
    %626 = stablehlo.concatenate %624, %625, dim = 4 : (tensor<8x32x4x4x1xf32>, tensor<8x32x4x4x1xf32>) -> tensor<8x32x4x4x2xf32>
    %627 = stablehlo.reshape %626 : (tensor<8x32x4x4x2xf32>) -> tensor<8x32x4x8xf32>
    %628 = stablehlo.sine %612 : tensor<1x32x1x8xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %630 = stablehlo.multiply %627, %629 : tensor<8x32x4x8xf32>
    %631 = stablehlo.add %617, %630 : tensor<8x32x4x8xf32>
    %632 = stablehlo.concatenate %631, %614, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %633 = stablehlo.broadcast_in_dim %570, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %634 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %635 = stablehlo.compare NE, %633, %634, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %636 = stablehlo.convert %635 : tensor<8x1x32x32xi1>
    %637 = stablehlo.reshape %609 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %638 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %639 = stablehlo.dot_general %637, %632, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_86 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %641 = stablehlo.multiply %639, %640 : tensor<8x4x32x1x32xf32>
    %c_87 = stablehlo.constant dense<true> : tensor<i1>
    %642 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %643 = stablehlo.broadcast_in_dim %642, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %644 = stablehlo.transpose %638, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %646 = stablehlo.and %643, %645 : tensor<1x8x4x32x32xi1>
    %cst_88 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %647 = call @_where_6(%646, %641, %cst_88) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %648 = stablehlo.reduce(%647 init: %cst_89) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_90 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %650 = stablehlo.maximum %649, %648 : tensor<1x8x4x32xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %653 = stablehlo.subtract %647, %652 : tensor<1x8x4x32x32xf32>
    %654 = stablehlo.exponential %653 : tensor<1x8x4x32x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_91) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %658 = stablehlo.divide %654, %657 : tensor<1x8x4x32x32xf32>
    %659 = stablehlo.dot_general %611, %658, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %660 = stablehlo.transpose %659, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %661 = stablehlo.transpose %660, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %662 = stablehlo.reshape %661 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %663 = stablehlo.dot_general %662, %arg48, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %664 = stablehlo.add %663, %554 : tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %668 = stablehlo.divide %666, %667 : tensor<8x32x1xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %669 = call @_var_4(%664, %c_94) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %670 = stablehlo.reshape %arg49 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %672 = stablehlo.add %669, %671 : tensor<8x32x1xf32>
    %673 = stablehlo.rsqrt %672 : tensor<8x32x1xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %675 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %676 = stablehlo.multiply %674, %675 : tensor<8x32x64xf32>
    %677 = stablehlo.negate %668 : tensor<8x32x1xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %679 = stablehlo.multiply %678, %676 : tensor<8x32x64xf32>
    %680 = stablehlo.multiply %664, %676 : tensor<8x32x64xf32>
    %681 = stablehlo.add %680, %679 : tensor<8x32x64xf32>
    %682 = stablehlo.broadcast_in_dim %81, dims = [0, 2] : (tensor<8x2xi1>) -> tensor<8x1x2xi1>
    %683 = stablehlo.convert %682 : (tensor<8x1x2xi1>) -> tensor<8x1x2xi32>
    %684 = stablehlo.dot_general %681, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %685 = stablehlo.dot_general %354, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %686 = stablehlo.dot_general %354, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x2x64xf32>, tensor<64x4x16xf32>) -> tensor<8x2x4x16xf32>
    %687 = stablehlo.broadcast_in_dim %683, dims = [0, 2, 3] : (tensor<8x1x2xi32>) -> tensor<8x1x1x2xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %688 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i32>) -> tensor<8x1x1x2xi32>
    %689 = stablehlo.compare NE, %687, %688, SIGNED : (tensor<8x1x1x2xi32>, tensor<8x1x1x2xi32>) -> tensor<8x1x1x2xi1>
    %690 = stablehlo.convert %689 : tensor<8x1x1x2xi1>
    %691 = stablehlo.reshape %684 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %692 = stablehlo.broadcast_in_dim %690, dims = [0, 1, 3, 4] : (tensor<8x1x1x2xi1>) -> tensor<8x1x1x1x2xi1>
    %693 = stablehlo.dot_general %691, %685, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x2x4x16xf32>) -> tensor<8x4x32x1x2xf32>
    %cst_97 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x2xf32>
    %695 = stablehlo.multiply %693, %694 : tensor<8x4x32x1x2xf32>
    %c_98 = stablehlo.constant dense<true> : tensor<i1>
    %696 = stablehlo.broadcast_in_dim %c_98, dims = [] : (tensor<i1>) -> tensor<8x4x32x2xi1>
    %697 = stablehlo.broadcast_in_dim %696, dims = [1, 2, 3, 4] : (tensor<8x4x32x2xi1>) -> tensor<1x8x4x32x2xi1>
    %698 = stablehlo.transpose %692, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x2xi1>) -> tensor<1x8x1x1x2xi1>
    %699 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x2xi1>) -> tensor<1x8x4x32x2xi1>
    %700 = stablehlo.and %697, %699 : tensor<1x8x4x32x2xi1>
    %cst_99 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %701 = call @_where_7(%700, %695, %cst_99) : (tensor<1x8x4x32x2xi1>, tensor<8x4x32x1x2xf32>, tensor<f32>) -> tensor<1x8x4x32x2xf32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_100) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x2xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %704 = stablehlo.maximum %703, %702 : tensor<1x8x4x32xf32>
    %705 = stablehlo.broadcast_in_dim %704, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
    %707 = stablehlo.subtract %701, %706 : tensor<1x8x4x32x2xf32>
    %708 = stablehlo.exponential %707 : tensor<1x8x4x32x2xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = stablehlo.reduce(%708 init: %cst_102) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x2xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %711 = stablehlo.broadcast_in_dim %710, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x2xf32>
    %712 = stablehlo.divide %708, %711 : tensor<1x8x4x32x2xf32>
    %713 = stablehlo.dot_general %686, %712, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x2x4x16xf32>, tensor<1x8x4x32x2xf32>) -> tensor<8x4x16x1x32xf32>
    %714 = stablehlo.transpose %713, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %715 = stablehlo.transpose %714, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %716 = stablehlo.reshape %715 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %717 = stablehlo.dot_general %716, %arg53, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %718 = stablehlo.add %717, %664 : tensor<8x32x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.reduce(%718 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_104 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %722 = stablehlo.divide %720, %721 : tensor<8x32x1xf32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %723 = call @_var_4(%718, %c_105) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %724 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_106 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %726 = stablehlo.add %723, %725 : tensor<8x32x1xf32>
    %727 = stablehlo.rsqrt %726 : tensor<8x32x1xf32>
    %728 = stablehlo.broadcast_in_dim %727, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %729 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<8x32x64xf32>
    %731 = stablehlo.negate %722 : tensor<8x32x1xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %733 = stablehlo.multiply %732, %730 : tensor<8x32x64xf32>
    %734 = stablehlo.multiply %718, %730 : tensor<8x32x64xf32>
    %735 = stablehlo.add %734, %733 : tensor<8x32x64xf32>
    %736 = stablehlo.dot_general %735, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    %737 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %739 = stablehlo.add %736, %738 : tensor<8x32x512xf32>
    %740 = stablehlo.slice %739 [0:8, 0:32, 0:256] : (tensor<8x32x512xf32>) -> tensor<8x32x256xf32>
    %741 = stablehlo.slice %739 [0:8, 0:32, 256:512] : (tensor<8x32x512xf32>) -> tensor<8x32x256xf32>
    %742 = call @silu(%741) : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %743 = stablehlo.multiply %740, %742 : tensor<8x32x256xf32>
    %744 = stablehlo.dot_general %743, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %745 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %747 = stablehlo.add %744, %746 : tensor<8x32x64xf32>
    %748 = stablehlo.add %747, %718 : tensor<8x32x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.reduce(%748 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %750 = stablehlo.broadcast_in_dim %749, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %752 = stablehlo.divide %750, %751 : tensor<8x32x1xf32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %753 = call @_var_4(%748, %c_109) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %754 = stablehlo.reshape %arg59 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_110 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %756 = stablehlo.add %753, %755 : tensor<8x32x1xf32>
    %757 = stablehlo.rsqrt %756 : tensor<8x32x1xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %759 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %760 = stablehlo.multiply %758, %759 : tensor<8x32x64xf32>
    %761 = stablehlo.negate %752 : tensor<8x32x1xf32>
    %762 = stablehlo.broadcast_in_dim %761, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %763 = stablehlo.multiply %762, %760 : tensor<8x32x64xf32>
    %764 = stablehlo.multiply %748, %760 : tensor<8x32x64xf32>
    %765 = stablehlo.add %764, %763 : tensor<8x32x64xf32>
    return %765, %81, %354 : tensor<8x32x64xf32>, tensor<8x2xi1>, tensor<8x2x64xf32>
  }
  func.func private @_var(%arg0: tensor<8x24x1x64xf32>, %arg1: tensor<i32>) -> tensor<8x1x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [1, 3] : (tensor<8x24x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<8x1xf32>) -> tensor<8x1x1x1xf32>
    %cst_0 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x24x1x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x24x1x64xf32>
    %6 = chlo.square %5 : tensor<8x24x1x64xf32> -> tensor<8x24x1x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.536000e+03> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [1, 3] : (tensor<8x24x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 2] : (tensor<8x1xf32>) -> tensor<8x1x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x1x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x1x1x1xf32>, tensor<f32>) -> tensor<8x1x1x1xf32>
    return %14 : tensor<8x1x1x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x1x1x1xf32>, %arg2: tensor<f32>) -> tensor<8x1x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1x1x1xf32>
    return %2 : tensor<8x1x1x1xf32>
  }
  func.func private @_var_0(%arg0: tensor<8x2x64xf32>, %arg1: tensor<i32>) -> tensor<8x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x2x64xf32>
    %6 = chlo.square %5 : tensor<8x2x64xf32> -> tensor<8x2x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x2x64xf32>, tensor<f32>) -> tensor<8x2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x2x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_1(%13, %12, %cst_4) : (tensor<i1>, tensor<8x2x1xf32>, tensor<f32>) -> tensor<8x2x1xf32>
    return %14 : tensor<8x2x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x2x1xf32>, %arg2: tensor<f32>) -> tensor<8x2x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x2x1xf32>
    return %2 : tensor<8x2x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x8x4x2x2xi1>, %arg1: tensor<8x4x2x1x2xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x2x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x2x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x2x2xf32>) -> tensor<1x8x4x2x2xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x2x1x2xf32>) -> tensor<1x8x4x2x2xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x2x2xi1>, tensor<1x8x4x2x2xf32>
    return %3 : tensor<1x8x4x2x2xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where_3(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
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
  func.func private @_where_3(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_var_4(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
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
    %14 = call @_where_5(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<1x8x4x32x2xi1>, %arg1: tensor<8x4x32x1x2xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x2xf32>) -> tensor<1x8x4x32x2xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x2xf32>) -> tensor<1x8x4x32x2xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x2xi1>, tensor<1x8x4x32x2xf32>
    return %3 : tensor<1x8x4x32x2xf32>
  }
  func.func private @silu(%arg0: tensor<8x32x256xf32>) -> tensor<8x32x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x32x256xf32>
    %1 = stablehlo.exponential %0 : tensor<8x32x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x32x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x32x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x32x256xf32>
    return %6 : tensor<8x32x256xf32>
  }
}
