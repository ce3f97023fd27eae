module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg19: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg22: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg25: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<1x1x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg29: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<1x1x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg31: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg32: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg35: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg38: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<1x1x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg45: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<1x1x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg47: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg48: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg51: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<8x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x32x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg53, dims = [0, 2, 3, 1] : (tensor<8x3x32x32xf32>) -> tensor<8x32x32x3xf32>
    %1 = stablehlo.convolution(%0, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x16x16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<8x16x16x16xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %7 = stablehlo.add %3, %6 : tensor<1x1x1x16xf32>
    %8 = stablehlo.rsqrt %7 : tensor<1x1x1x16xf32>
    %9 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<1x1x1x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %12 = stablehlo.multiply %5, %11 : tensor<8x16x16x16xf32>
    %13 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %15 = stablehlo.add %12, %14 : tensor<8x16x16x16xf32>
    %16 = call @relu(%15) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %17 = stablehlo.convolution(%16, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x16x16x16xf32>
    %18 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %21 = stablehlo.subtract %17, %20 : tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.add %19, %22 : tensor<1x1x1x16xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x1x1x16xf32>
    %25 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x1x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %28 = stablehlo.multiply %21, %27 : tensor<8x16x16x16xf32>
    %29 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x16x16x16xf32>
    %32 = call @relu(%31) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %33 = stablehlo.convolution(%32, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %34 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %37 = stablehlo.subtract %33, %36 : tensor<8x8x8x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.add %35, %38 : tensor<1x1x1x16xf32>
    %40 = stablehlo.rsqrt %39 : tensor<1x1x1x16xf32>
    %41 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x1x1x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %44 = stablehlo.multiply %37, %43 : tensor<8x8x8x16xf32>
    %45 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x8x8x16xf32>
    %48 = call @relu_0(%47) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %50 = "stablehlo.reduce_window"(%48, %49) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 8, 8, 1>, window_strides = array<i64: 1, 8, 8, 1>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %188 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x1x1x16xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %52 = stablehlo.divide %50, %51 : tensor<8x1x1x16xf32>
    %53 = stablehlo.convolution(%52, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<1x1x16x4xf32>) -> tensor<8x1x1x4xf32>
    %54 = stablehlo.reshape %arg27 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x1x1x4xf32>
    %57 = call @relu_1(%56) : (tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %58 = stablehlo.convolution(%57, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x16xf32>) -> tensor<8x1x1x16xf32>
    %59 = stablehlo.reshape %arg29 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x1x1x16xf32>
    %62 = stablehlo.negate %61 : tensor<8x1x1x16xf32>
    %63 = stablehlo.exponential %62 : tensor<8x1x1x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %65 = stablehlo.add %64, %63 : tensor<8x1x1x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %67 = stablehlo.divide %66, %65 : tensor<8x1x1x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %69 = stablehlo.multiply %48, %68 : tensor<8x8x8x16xf32>
    %70 = stablehlo.convolution(%69, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x8x8x16xf32>
    %71 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %74 = stablehlo.subtract %70, %73 : tensor<8x8x8x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %76 = stablehlo.add %72, %75 : tensor<1x1x1x16xf32>
    %77 = stablehlo.rsqrt %76 : tensor<1x1x1x16xf32>
    %78 = stablehlo.reshape %arg33 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x1x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %81 = stablehlo.multiply %74, %80 : tensor<8x8x8x16xf32>
    %82 = stablehlo.reshape %arg32 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x8x8x16xf32>
    %85 = stablehlo.convolution(%16, %arg34) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x8x8x16xf32>
    %86 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %89 = stablehlo.subtract %85, %88 : tensor<8x8x8x16xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %91 = stablehlo.add %87, %90 : tensor<1x1x1x16xf32>
    %92 = stablehlo.rsqrt %91 : tensor<1x1x1x16xf32>
    %93 = stablehlo.reshape %arg36 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %94 = stablehlo.multiply %92, %93 : tensor<1x1x1x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %96 = stablehlo.multiply %89, %95 : tensor<8x8x8x16xf32>
    %97 = stablehlo.reshape %arg35 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %99 = stablehlo.add %96, %98 : tensor<8x8x8x16xf32>
    %100 = stablehlo.add %84, %99 : tensor<8x8x8x16xf32>
    %101 = call @relu_0(%100) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %102 = stablehlo.convolution(%101, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x8x8x32xf32>
    %103 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %104 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %106 = stablehlo.subtract %102, %105 : tensor<8x8x8x32xf32>
    %cst_8 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %108 = stablehlo.add %104, %107 : tensor<1x1x1x32xf32>
    %109 = stablehlo.rsqrt %108 : tensor<1x1x1x32xf32>
    %110 = stablehlo.reshape %arg39 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %111 = stablehlo.multiply %109, %110 : tensor<1x1x1x32xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %113 = stablehlo.multiply %106, %112 : tensor<8x8x8x32xf32>
    %114 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %116 = stablehlo.add %113, %115 : tensor<8x8x8x32xf32>
    %117 = call @relu_2(%116) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %118 = stablehlo.convolution(%117, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x4x4x32xf32>
    %119 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %120 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %121 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %122 = stablehlo.subtract %118, %121 : tensor<8x4x4x32xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %124 = stablehlo.add %120, %123 : tensor<1x1x1x32xf32>
    %125 = stablehlo.rsqrt %124 : tensor<1x1x1x32xf32>
    %126 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<1x1x1x32xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %129 = stablehlo.multiply %122, %128 : tensor<8x4x4x32xf32>
    %130 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x4x4x32xf32>
    %133 = call @relu_3(%132) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<f32>
    %135 = "stablehlo.reduce_window"(%133, %134) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 4, 4, 1>, window_strides = array<i64: 1, 4, 4, 1>}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %188 = stablehlo.add %arg54, %arg55 : tensor<f32>
      stablehlo.return %188 : tensor<f32>
    }) : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x1x1x32xf32>
    %138 = stablehlo.convolution(%137, %arg44) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x32xf32>, tensor<1x1x32x4xf32>) -> tensor<8x1x1x4xf32>
    %139 = stablehlo.reshape %arg43 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %141 = stablehlo.add %138, %140 : tensor<8x1x1x4xf32>
    %142 = call @relu_1(%141) : (tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %143 = stablehlo.convolution(%142, %arg46) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x32xf32>) -> tensor<8x1x1x32xf32>
    %144 = stablehlo.reshape %arg45 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %146 = stablehlo.add %143, %145 : tensor<8x1x1x32xf32>
    %147 = stablehlo.negate %146 : tensor<8x1x1x32xf32>
    %148 = stablehlo.exponential %147 : tensor<8x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %150 = stablehlo.add %149, %148 : tensor<8x1x1x32xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %152 = stablehlo.divide %151, %150 : tensor<8x1x1x32xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %154 = stablehlo.multiply %133, %153 : tensor<8x4x4x32xf32>
    %155 = stablehlo.convolution(%154, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x4x4x32xf32>
    %156 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %157 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %158 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %159 = stablehlo.subtract %155, %158 : tensor<8x4x4x32xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %161 = stablehlo.add %157, %160 : tensor<1x1x1x32xf32>
    %162 = stablehlo.rsqrt %161 : tensor<1x1x1x32xf32>
    %163 = stablehlo.reshape %arg49 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<1x1x1x32xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %166 = stablehlo.multiply %159, %165 : tensor<8x4x4x32xf32>
    %167 = stablehlo.reshape %arg48 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x4x4x32xf32>
    %170 = stablehlo.convolution(%101, %arg50) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x4x4x32xf32>
    %171 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %172 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %174 = stablehlo.subtract %170, %173 : tensor<8x4x4x32xf32>
    %cst_15 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %176 = stablehlo.add %172, %175 : tensor<1x1x1x32xf32>
    %177 = stablehlo.rsqrt %176 : tensor<1x1x1x32xf32>
    %178 = stablehlo.reshape %arg52 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<1x1x1x32xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %181 = stablehlo.multiply %174, %180 : tensor<8x4x4x32xf32>
    %182 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %184 = stablehlo.add %181, %183 : tensor<8x4x4x32xf32>
    %185 = stablehlo.add %169, %184 : tensor<8x4x4x32xf32>
    %186 = call @relu_3(%185) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %187 = stablehlo.transpose %186, dims = [0, 3, 1, 2] : (tensor<8x4x4x32xf32>) -> tensor<8x32x4x4xf32>
    return %187 : tensor<8x32x4x4xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x4xf32>
    return %1 : tensor<8x1x1x4xf32>
  }
  func.func private @relu_2(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x32xf32>
    return %1 : tensor<8x8x8x32xf32>
  }
  func.func private @relu_3(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x32xf32>
    return %1 : tensor<8x4x4x32xf32>
  }
}
