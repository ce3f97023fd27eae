module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<1x1x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<1x1x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<1x1x16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg11: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<1x1x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<3x3x1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg17: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg20: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<1x1x16x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg23: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<3x3x1x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg26: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<1x1x24x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg29: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<1x1x8x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg31: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<1x1x24x24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg33: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<1x1x24x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<24xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x4x4x64xf32> {jax.result_info = "result"}) {
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
    %17 = call @hard_silu(%16) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17, %c_0) : (tensor<8x16x16x16xf32>, tensor<i32>) -> tensor<8x18x18x16xf32>
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
    %36 = stablehlo.reduce(%35 init: %cst_2) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 3] : (tensor<8x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %39 = stablehlo.divide %37, %38 : tensor<8x1x1x16xf32>
    %40 = stablehlo.convolution(%39, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<1x1x16x8xf32>) -> tensor<8x1x1x8xf32>
    %41 = stablehlo.reshape %arg7 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x1x1x8xf32>
    %44 = call @relu_1(%43) : (tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %45 = stablehlo.convolution(%44, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x1x1x16xf32>
    %46 = stablehlo.reshape %arg9 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x1x1x16xf32>
    %49 = call @hard_sigmoid_2(%48) : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %51 = stablehlo.multiply %35, %50 : tensor<8x8x8x16xf32>
    %52 = stablehlo.convolution(%51, %arg10) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x8xf32>) -> tensor<8x8x8x8xf32>
    %53 = stablehlo.reshape %arg42 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %54 = stablehlo.reshape %arg43 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x8xf32>
    %56 = stablehlo.add %54, %55 : tensor<1x1x1x8xf32>
    %57 = stablehlo.rsqrt %56 : tensor<1x1x1x8xf32>
    %58 = stablehlo.reshape %arg11 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %59 = stablehlo.multiply %57, %58 : tensor<1x1x1x8xf32>
    %60 = stablehlo.negate %53 : tensor<1x1x1x8xf32>
    %61 = stablehlo.multiply %60, %59 : tensor<1x1x1x8xf32>
    %62 = stablehlo.reshape %arg12 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %63 = stablehlo.add %61, %62 : tensor<1x1x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %65 = stablehlo.multiply %52, %64 : tensor<8x8x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x8x8x8xf32>
    %67 = stablehlo.add %65, %66 : tensor<8x8x8x8xf32>
    %68 = stablehlo.convolution(%67, %arg13) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x8xf32>, tensor<1x1x8x16xf32>) -> tensor<8x8x8x16xf32>
    %69 = stablehlo.reshape %arg44 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %70 = stablehlo.reshape %arg45 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.add %70, %71 : tensor<1x1x1x16xf32>
    %73 = stablehlo.rsqrt %72 : tensor<1x1x1x16xf32>
    %74 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %75 = stablehlo.multiply %73, %74 : tensor<1x1x1x16xf32>
    %76 = stablehlo.negate %69 : tensor<1x1x1x16xf32>
    %77 = stablehlo.multiply %76, %75 : tensor<1x1x1x16xf32>
    %78 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %79 = stablehlo.add %77, %78 : tensor<1x1x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %81 = stablehlo.multiply %68, %80 : tensor<8x8x8x16xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %83 = stablehlo.add %81, %82 : tensor<8x8x8x16xf32>
    %84 = call @relu(%83) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_pad_4(%84, %c_6) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x10x10x16xf32>
    %86 = stablehlo.convolution(%85, %arg16) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 16 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x10x10x16xf32>, tensor<3x3x1x16xf32>) -> tensor<8x4x4x16xf32>
    %87 = stablehlo.reshape %arg46 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %88 = stablehlo.reshape %arg47 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %90 = stablehlo.add %88, %89 : tensor<1x1x1x16xf32>
    %91 = stablehlo.rsqrt %90 : tensor<1x1x1x16xf32>
    %92 = stablehlo.reshape %arg17 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<1x1x1x16xf32>
    %94 = stablehlo.negate %87 : tensor<1x1x1x16xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<1x1x1x16xf32>
    %96 = stablehlo.reshape %arg18 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %97 = stablehlo.add %95, %96 : tensor<1x1x1x16xf32>
    %98 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %99 = stablehlo.multiply %86, %98 : tensor<8x4x4x16xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %101 = stablehlo.add %99, %100 : tensor<8x4x4x16xf32>
    %102 = call @relu_5(%101) : (tensor<8x4x4x16xf32>) -> tensor<8x4x4x16xf32>
    %103 = stablehlo.convolution(%102, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x4x4x16xf32>
    %104 = stablehlo.reshape %arg48 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %105 = stablehlo.reshape %arg49 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %107 = stablehlo.add %105, %106 : tensor<1x1x1x16xf32>
    %108 = stablehlo.rsqrt %107 : tensor<1x1x1x16xf32>
    %109 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<1x1x1x16xf32>
    %111 = stablehlo.negate %104 : tensor<1x1x1x16xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<1x1x1x16xf32>
    %113 = stablehlo.reshape %arg21 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %114 = stablehlo.add %112, %113 : tensor<1x1x1x16xf32>
    %115 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %116 = stablehlo.multiply %103, %115 : tensor<8x4x4x16xf32>
    %117 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x4x4x16xf32>
    %118 = stablehlo.add %116, %117 : tensor<8x4x4x16xf32>
    %119 = stablehlo.convolution(%118, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x16xf32>, tensor<1x1x16x24xf32>) -> tensor<8x4x4x24xf32>
    %120 = stablehlo.reshape %arg50 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %121 = stablehlo.reshape %arg51 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %123 = stablehlo.add %121, %122 : tensor<1x1x1x24xf32>
    %124 = stablehlo.rsqrt %123 : tensor<1x1x1x24xf32>
    %125 = stablehlo.reshape %arg23 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<1x1x1x24xf32>
    %127 = stablehlo.negate %120 : tensor<1x1x1x24xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<1x1x1x24xf32>
    %129 = stablehlo.reshape %arg24 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %130 = stablehlo.add %128, %129 : tensor<1x1x1x24xf32>
    %131 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %132 = stablehlo.multiply %119, %131 : tensor<8x4x4x24xf32>
    %133 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x4x4x24xf32>
    %135 = call @hard_silu_6(%134) : (tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %136 = call @_pad_9(%135, %c_10) : (tensor<8x4x4x24xf32>, tensor<i32>) -> tensor<8x6x6x24xf32>
    %137 = stablehlo.convolution(%136, %arg25) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 24 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x24xf32>, tensor<3x3x1x24xf32>) -> tensor<8x4x4x24xf32>
    %138 = stablehlo.reshape %arg52 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %139 = stablehlo.reshape %arg53 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %141 = stablehlo.add %139, %140 : tensor<1x1x1x24xf32>
    %142 = stablehlo.rsqrt %141 : tensor<1x1x1x24xf32>
    %143 = stablehlo.reshape %arg26 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %144 = stablehlo.multiply %142, %143 : tensor<1x1x1x24xf32>
    %145 = stablehlo.negate %138 : tensor<1x1x1x24xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<1x1x1x24xf32>
    %147 = stablehlo.reshape %arg27 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %148 = stablehlo.add %146, %147 : tensor<1x1x1x24xf32>
    %149 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %150 = stablehlo.multiply %137, %149 : tensor<8x4x4x24xf32>
    %151 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %152 = stablehlo.add %150, %151 : tensor<8x4x4x24xf32>
    %153 = call @hard_silu_6(%152) : (tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_12) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x24xf32>, tensor<f32>) -> tensor<8x24xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 3] : (tensor<8x24xf32>) -> tensor<8x1x1x24xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x1x1x24xf32>
    %158 = stablehlo.convolution(%157, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x24xf32>, tensor<1x1x24x8xf32>) -> tensor<8x1x1x8xf32>
    %159 = stablehlo.reshape %arg29 : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %161 = stablehlo.add %158, %160 : tensor<8x1x1x8xf32>
    %162 = call @relu_1(%161) : (tensor<8x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %163 = stablehlo.convolution(%162, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x8xf32>, tensor<1x1x8x24xf32>) -> tensor<8x1x1x24xf32>
    %164 = stablehlo.reshape %arg31 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x1x1x24xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x1x1x24xf32>
    %167 = call @hard_sigmoid_10(%166) : (tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %169 = stablehlo.multiply %153, %168 : tensor<8x4x4x24xf32>
    %170 = stablehlo.convolution(%169, %arg32) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<1x1x24x24xf32>) -> tensor<8x4x4x24xf32>
    %171 = stablehlo.reshape %arg54 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %172 = stablehlo.reshape %arg55 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x24xf32>
    %174 = stablehlo.add %172, %173 : tensor<1x1x1x24xf32>
    %175 = stablehlo.rsqrt %174 : tensor<1x1x1x24xf32>
    %176 = stablehlo.reshape %arg33 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %177 = stablehlo.multiply %175, %176 : tensor<1x1x1x24xf32>
    %178 = stablehlo.negate %171 : tensor<1x1x1x24xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<1x1x1x24xf32>
    %180 = stablehlo.reshape %arg34 : (tensor<24xf32>) -> tensor<1x1x1x24xf32>
    %181 = stablehlo.add %179, %180 : tensor<1x1x1x24xf32>
    %182 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %183 = stablehlo.multiply %170, %182 : tensor<8x4x4x24xf32>
    %184 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2, 3] : (tensor<1x1x1x24xf32>) -> tensor<8x4x4x24xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x4x4x24xf32>
    %186 = stablehlo.convolution(%185, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x24xf32>, tensor<1x1x24x64xf32>) -> tensor<8x4x4x64xf32>
    %187 = stablehlo.reshape %arg56 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %188 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %190 = stablehlo.add %188, %189 : tensor<1x1x1x64xf32>
    %191 = stablehlo.rsqrt %190 : tensor<1x1x1x64xf32>
    %192 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<1x1x1x64xf32>
    %194 = stablehlo.negate %187 : tensor<1x1x1x64xf32>
    %195 = stablehlo.multiply %194, %193 : tensor<1x1x1x64xf32>
    %196 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %197 = stablehlo.add %195, %196 : tensor<1x1x1x64xf32>
    %198 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %199 = stablehlo.multiply %186, %198 : tensor<8x4x4x64xf32>
    %200 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %201 = stablehlo.add %199, %200 : tensor<8x4x4x64xf32>
    %202 = call @hard_silu_12(%201) : (tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    return %202 : tensor<8x4x4x64xf32>
  }
  func.func private @_pad(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<8x34x34x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<8x34x34x3xf32>
    return %1 : tensor<8x34x34x3xf32>
  }
  func.func private @hard_silu(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %0 = call @hard_sigmoid(%arg0) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @hard_sigmoid(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x16x16x16xf32>
    %2 = call @relu6(%1) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x16x16x16xf32>
    return %4 : tensor<8x16x16x16xf32>
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
  func.func private @hard_sigmoid_2(%arg0: tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x1x1x16xf32>
    %2 = call @relu6_3(%1) : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x1x1x16xf32>
    return %4 : tensor<8x1x1x16xf32>
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
  func.func private @hard_silu_6(%arg0: tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32> {
    %0 = call @hard_sigmoid_7(%arg0) : (tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x4x4x24xf32>
    return %1 : tensor<8x4x4x24xf32>
  }
  func.func private @hard_sigmoid_7(%arg0: tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x4x4x24xf32>
    %2 = call @relu6_8(%1) : (tensor<8x4x4x24xf32>) -> tensor<8x4x4x24xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x24xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x4x4x24xf32>
    return %4 : tensor<8x4x4x24xf32>
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
  func.func private @hard_sigmoid_10(%arg0: tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x1x1x24xf32>
    %2 = call @relu6_11(%1) : (tensor<8x1x1x24xf32>) -> tensor<8x1x1x24xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x24xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x1x1x24xf32>
    return %4 : tensor<8x1x1x24xf32>
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
  func.func private @hard_silu_12(%arg0: tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32> {
    %0 = call @hard_sigmoid_13(%arg0) : (tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x4x4x64xf32>
    return %1 : tensor<8x4x4x64xf32>
  }
  func.func private @hard_sigmoid_13(%arg0: tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32> {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x4x4x64xf32>
    %2 = call @relu6_14(%1) : (tensor<8x4x4x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_0 = stablehlo.constant dense<6.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4x4x64xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x4x4x64xf32>
    return %4 : tensor<8x4x4x64xf32>
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
}
