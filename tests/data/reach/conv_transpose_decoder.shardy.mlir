module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<4x4x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg2: tensor<3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<8x8x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<32xf32> {jax.result_info = "result[1]['params']['ConvTranspose_0']['bias']"}, tensor<4x4x16x32xf32> {jax.result_info = "result[1]['params']['ConvTranspose_0']['kernel']"}, tensor<3xf32> {jax.result_info = "result[1]['params']['Conv_0']['bias']"}, tensor<3x3x32x3xf32> {jax.result_info = "result[1]['params']['Conv_0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1]['params']['GroupNorm_0']['bias']"}, tensor<32xf32> {jax.result_info = "result[1]['params']['GroupNorm_0']['scale']"}) {
    %0 = stablehlo.convolution(%arg6, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<4x4x16x32xf32>) -> tensor<8x16x16x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x16x16x32xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x8x4xf32>
    %5 = chlo.square %4 : tensor<8x16x16x8x4xf32> -> tensor<8x16x16x8x4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x8x4xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x16x16x8x4xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_1 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x8xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%5 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %cst_3 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x8xf32>
    %14 = chlo.square %10 : tensor<8x8xf32> -> tensor<8x8xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %16 = stablehlo.multiply %15, %10 : tensor<8x8xf32>
    %17 = stablehlo.subtract %13, %14 : tensor<8x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %19 = stablehlo.maximum %18, %17 : tensor<8x8xf32>
    %20 = stablehlo.compare EQ, %17, %19, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %23 = stablehlo.select %20, %21, %22 : tensor<8x8xi1>, tensor<8x8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %25 = stablehlo.compare EQ, %24, %19, FLOAT : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %28 = stablehlo.select %25, %26, %27 : tensor<8x8xi1>, tensor<8x8xf32>
    %29 = stablehlo.divide %23, %28 : tensor<8x8xf32>
    %30 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %32 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x4xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x8x4xf32>) -> tensor<8x32xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %37 = stablehlo.subtract %3, %36 : tensor<8x16x16x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %39 = stablehlo.add %35, %38 : tensor<8x1x1x32xf32>
    %40 = stablehlo.rsqrt %39 : tensor<8x1x1x32xf32>
    %41 = stablehlo.divide %40, %39 : tensor<8x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<8x1x1x32xf32>
    %44 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %46 = stablehlo.multiply %40, %45 : tensor<8x1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %48 = stablehlo.multiply %37, %47 : tensor<8x16x16x32xf32>
    %49 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x16x16x32xf32>
    %52:3 = call @silu(%51) : (tensor<8x16x16x32xf32>) -> (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>)
    %53:3 = call @_resize(%52#0) : (tensor<8x16x16x32xf32>) -> (tensor<8x32x32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>)
    %54 = stablehlo.convolution(%53#0, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<3x3x32x3xf32>) -> tensor<8x32x32x3xf32>
    %55 = stablehlo.reshape %arg2 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x32x32x3xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x32x32x3xf32>
    %58 = chlo.square %57 : tensor<8x32x32x3xf32> -> tensor<8x32x32x3xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x32x3xf32>
    %60 = stablehlo.multiply %59, %57 : tensor<8x32x32x3xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%58 init: %cst_14) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<f32>
    %cst_15 = stablehlo.constant dense<2.457600e+04> : tensor<f32>
    %62 = stablehlo.divide %61, %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<2.457600e+04> : tensor<f32>
    %63 = stablehlo.divide %cst_16, %cst_17 : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [] : (tensor<f32>) -> tensor<8x32x32x3xf32>
    %65 = stablehlo.multiply %64, %60 : tensor<8x32x32x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<3xf32>
    %67 = stablehlo.reshape %66 : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x1x1x3xf32>) -> tensor<3xf32>
    %69 = stablehlo.convolution(%53#0, %65) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x32xf32>, tensor<8x32x32x3xf32>) -> tensor<3x3x32x3xf32>
    %70 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x32x3xf32>
    %71 = stablehlo.convolution(%65, %70) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x32x3xf32>) -> tensor<8x32x32x32xf32>
    %72 = call @_resize_1(%53#1, %53#2, %71) : (tensor<16x32xf32>, tensor<16x32xf32>, tensor<8x32x32x32xf32>) -> tensor<8x16x16x32xf32>
    %73 = call @silu_2(%52#1, %52#2, %51, %72) : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%73 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %75 = stablehlo.reshape %74 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %77 = stablehlo.multiply %37, %73 : tensor<8x16x16x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_20) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %80 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %81 = stablehlo.multiply %73, %80 : tensor<8x16x16x32xf32>
    %82 = stablehlo.multiply %40, %79 : tensor<8x1x1x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x32xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %84 = stablehlo.reshape %83 : (tensor<1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %85 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %86 = stablehlo.multiply %79, %85 : tensor<8x1x1x32xf32>
    %87 = stablehlo.reshape %84 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %88 = stablehlo.multiply %86, %43 : tensor<8x1x1x32xf32>
    %89 = stablehlo.negate %81 : tensor<8x16x16x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%89 init: %cst_22) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %91 = stablehlo.reshape %90 : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%88 init: %cst_23) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%91 init: %cst_24) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x1x1x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %94 = stablehlo.reshape %92 : (tensor<8x32xf32>) -> tensor<8x8x4xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %96 = stablehlo.reshape %93 : (tensor<8x32xf32>) -> tensor<8x8x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x8x4xf32>, tensor<f32>) -> tensor<8x8xf32>
    %98 = stablehlo.multiply %95, %29 : tensor<8x8xf32>
    %99 = stablehlo.negate %98 : tensor<8x8xf32>
    %100 = stablehlo.multiply %99, %16 : tensor<8x8xf32>
    %101 = stablehlo.add %97, %100 : tensor<8x8xf32>
    %cst_27 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %103 = stablehlo.divide %98, %102 : tensor<8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x16x16x8x4xf32>
    %cst_28 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %106 = stablehlo.divide %101, %105 : tensor<8x8xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 3] : (tensor<8x8xf32>) -> tensor<8x16x16x8x4xf32>
    %108 = stablehlo.multiply %104, %7 : tensor<8x16x16x8x4xf32>
    %109 = stablehlo.add %107, %108 : tensor<8x16x16x8x4xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x16x16x8x4xf32>) -> tensor<8x16x16x32xf32>
    %111 = stablehlo.add %81, %110 : tensor<8x16x16x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.reshape %112 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %115 = stablehlo.convolution(%arg6, %111) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x16x16x32xf32>) -> tensor<4x4x16x32xf32>
    return %62, %114, %115, %68, %69, %76, %87 : tensor<f32>, tensor<32xf32>, tensor<4x4x16x32xf32>, tensor<3xf32>, tensor<3x3x32x3xf32>, tensor<32xf32>, tensor<32xf32>
  }
  func.func private @silu(%arg0: tensor<8x16x16x32xf32>) -> (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x32xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x16x16x32xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x16x16x32xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x32xf32>
    return %9, %8, %5 : tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>
  }
  func.func private @_resize(%arg0: tensor<8x16x16x32xf32>) -> (tensor<8x32x32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.maximum %cst, %cst_0 : tensor<f32>
    %1 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %3 = stablehlo.add %1, %2 : tensor<32xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %5 = stablehlo.multiply %3, %4 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.subtract %5, %6 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %9 = stablehlo.subtract %7, %8 : tensor<32xf32>
    %10 = stablehlo.iota dim = 0 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<16x32xf32>
    %16 = stablehlo.abs %15 : tensor<16x32xf32>
    %17 = stablehlo.convert %0 : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %19 = stablehlo.divide %16, %18 : tensor<16x32xf32>
    %20 = stablehlo.abs %19 : tensor<16x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %22 = stablehlo.subtract %21, %20 : tensor<16x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<16x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%24 init: %cst_7) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %27 = stablehlo.abs %26 : tensor<1x32xf32>
    %cst_8 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %29 = stablehlo.compare GT, %27, %28, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %31 = stablehlo.compare NE, %26, %30, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %32 = call @_where(%31, %26, %c) : (tensor<1x32xi1>, tensor<1x32xf32>, tensor<i32>) -> tensor<1x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %34 = stablehlo.divide %24, %33 : tensor<16x32xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %35 = call @_where_0(%29, %34, %c_10) : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %37 = stablehlo.compare GE, %9, %36, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_12 = stablehlo.constant dense<1.550000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %39 = stablehlo.compare LE, %9, %38, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %40 = stablehlo.and %37, %39 : tensor<32xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [1] : (tensor<32xi1>) -> tensor<1x32xi1>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %42 = call @_where_0(%41, %35, %c_13) : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.maximum %cst_14, %cst_15 : tensor<f32>
    %44 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.add %44, %45 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.multiply %46, %47 : tensor<32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %50 = stablehlo.subtract %48, %49 : tensor<32xf32>
    %cst_19 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %52 = stablehlo.subtract %50, %51 : tensor<32xf32>
    %53 = stablehlo.iota dim = 0 : tensor<16xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x32xf32>
    %58 = stablehlo.subtract %56, %57 : tensor<16x32xf32>
    %59 = stablehlo.abs %58 : tensor<16x32xf32>
    %60 = stablehlo.convert %43 : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %62 = stablehlo.divide %59, %61 : tensor<16x32xf32>
    %63 = stablehlo.abs %62 : tensor<16x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %65 = stablehlo.subtract %64, %63 : tensor<16x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %67 = stablehlo.maximum %66, %65 : tensor<16x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_22) applies stablehlo.add across dimensions = [0] : (tensor<16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %70 = stablehlo.abs %69 : tensor<1x32xf32>
    %cst_23 = stablehlo.constant dense<1.1920929E-4> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %74 = stablehlo.compare NE, %69, %73, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %c_25 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @_where(%74, %69, %c_25) : (tensor<1x32xi1>, tensor<1x32xf32>, tensor<i32>) -> tensor<1x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<16x32xf32>
    %77 = stablehlo.divide %67, %76 : tensor<16x32xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %78 = call @_where_0(%72, %77, %c_26) : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %80 = stablehlo.compare GE, %52, %79, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %cst_28 = stablehlo.constant dense<1.550000e+01> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %82 = stablehlo.compare LE, %52, %81, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %83 = stablehlo.and %80, %82 : tensor<32xi1>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1] : (tensor<32xi1>) -> tensor<1x32xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %85 = call @_where_0(%84, %78, %c_29) : (tensor<1x32xi1>, tensor<16x32xf32>, tensor<i32>) -> tensor<16x32xf32>
    %86 = stablehlo.dot_general %42, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<32x8x16x32xf32>
    %87 = stablehlo.dot_general %86, %85, contracting_dims = [2] x [0], precision = [HIGHEST, HIGHEST] : (tensor<32x8x16x32xf32>, tensor<16x32xf32>) -> tensor<32x8x32x32xf32>
    %88 = stablehlo.transpose %87, dims = [1, 0, 3, 2] : (tensor<32x8x32x32xf32>) -> tensor<8x32x32x32xf32>
    return %88, %42, %85 : tensor<8x32x32x32xf32>, tensor<16x32xf32>, tensor<16x32xf32>
  }
  func.func private @_where(%arg0: tensor<1x32xi1>, %arg1: tensor<1x32xf32>, %arg2: tensor<i32>) -> tensor<1x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x32xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<1x32xi1>, tensor<1x32xf32>
    return %2 : tensor<1x32xf32>
  }
  func.func private @_where_0(%arg0: tensor<1x32xi1>, %arg1: tensor<16x32xf32>, %arg2: tensor<i32>) -> tensor<16x32xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<1x32xi1>) -> tensor<16x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<16x32xi1>, tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @_resize_1(%arg0: tensor<16x32xf32>, %arg1: tensor<16x32xf32>, %arg2: tensor<8x32x32x32xf32>) -> tensor<8x16x16x32xf32> {
    %0 = stablehlo.transpose %arg2, dims = [1, 0, 3, 2] : (tensor<8x32x32x32xf32>) -> tensor<32x8x32x32xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [3] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x8x32x32xf32>, tensor<16x32xf32>) -> tensor<32x8x32x16xf32>
    %2 = stablehlo.transpose %1, dims = [0, 1, 3, 2] : (tensor<32x8x32x16xf32>) -> tensor<32x8x16x32xf32>
    %3 = stablehlo.dot_general %2, %arg0, contracting_dims = [0] x [1], precision = [HIGHEST, HIGHEST] : (tensor<32x8x16x32xf32>, tensor<16x32xf32>) -> tensor<8x16x32x16xf32>
    %4 = stablehlo.transpose %3, dims = [0, 3, 1, 2] : (tensor<8x16x32x16xf32>) -> tensor<8x16x16x32xf32>
    return %4 : tensor<8x16x16x32xf32>
  }
  func.func private @silu_2(%arg0: tensor<8x16x16x32xf32>, %arg1: tensor<8x16x16x32xf32>, %arg2: tensor<8x16x16x32xf32>, %arg3: tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x16x16x32xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x16x16x32xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x16x16x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x16x16x32xf32>
    return %3 : tensor<8x16x16x32xf32>
  }
}
