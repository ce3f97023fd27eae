module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<3x3x3x16xf32> {jax.result_info = "result[0][0]"}, tensor<16xf32> {jax.result_info = "result[0][1]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0][2]"}, tensor<32xf32> {jax.result_info = "result[0][3]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.convolution(%arg4, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x32x32x16xf32>
    %1 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x32x16xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32x32x16xf32>
    %4 = call @relu(%3) : (tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<8x32x32x16xf32>, tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xi1>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %59 = stablehlo.maximum %arg5, %arg6 : tensor<f32>
      stablehlo.return %59 : tensor<f32>
    }) : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %9 = stablehlo.convolution(%8, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x16x16x32xf32>
    %10 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %12 = stablehlo.add %9, %11 : tensor<8x16x16x32xf32>
    %13 = call @relu_0(%12) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %15 = stablehlo.compare GT, %12, %14, FLOAT : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xi1>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32>
    %17 = "stablehlo.reduce_window"(%13, %16) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %59 = stablehlo.maximum %arg5, %arg6 : tensor<f32>
      stablehlo.return %59 : tensor<f32>
    }) : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x8x8x32xf32>
    %18 = chlo.square %17 : tensor<8x8x8x32xf32> -> tensor<8x8x8x32xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<8x8x8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.add %cst_6, %22 : tensor<f32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %24 = stablehlo.divide %cst_7, %cst_8 : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %26 = stablehlo.multiply %25, %20 : tensor<8x8x8x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.pad %13, %cst_9, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = "stablehlo.select_and_scatter"(%27, %26, %cst_10) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %59 = stablehlo.compare GE, %arg5, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %59 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %59 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %59 : tensor<f32>
    }) : (tensor<8x16x16x32xf32>, tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x16x16x32xf32>
    %29 = stablehlo.slice %28 [0:8, 0:16, 0:16, 0:32] : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %31 = stablehlo.select %15, %29, %30 : tensor<8x16x16x32xi1>, tensor<8x16x16x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%31 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x32xf32>, tensor<f32>) -> tensor<32xf32>
    %33 = stablehlo.reshape %32 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %35 = stablehlo.convolution(%8, %31) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x16x16x32xf32>) -> tensor<3x3x16x32xf32>
    %36 = stablehlo.reverse %arg2, dims = [0, 1] : tensor<3x3x16x32xf32>
    %37 = stablehlo.convolution(%31, %36) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x16x16x16xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.pad %4, %cst_13, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<8x32x32x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = "stablehlo.select_and_scatter"(%38, %37, %cst_14) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %59 = stablehlo.compare GE, %arg5, %arg6, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %59 : tensor<i1>
    }, {
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %59 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %59 : tensor<f32>
    }) : (tensor<8x32x32x16xf32>, tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x32x32x16xf32>
    %40 = stablehlo.slice %39 [0:8, 0:32, 0:32, 0:16] : (tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %42 = stablehlo.select %6, %40, %41 : tensor<8x32x32x16xi1>, tensor<8x32x32x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.reshape %43 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %46 = stablehlo.convolution(%arg4, %42) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x32x32x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<3x3x3x16xf32>
    %49 = stablehlo.subtract %arg0, %48 : tensor<3x3x3x16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %51 = stablehlo.multiply %50, %45 : tensor<16xf32>
    %52 = stablehlo.subtract %arg1, %51 : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %54 = stablehlo.multiply %53, %35 : tensor<3x3x16x32xf32>
    %55 = stablehlo.subtract %arg2, %54 : tensor<3x3x16x32xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %57 = stablehlo.multiply %56, %34 : tensor<32xf32>
    %58 = stablehlo.subtract %arg3, %57 : tensor<32xf32>
    return %49, %52, %55, %58, %23 : tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x32x32x16xf32>) -> tensor<8x32x32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x32x16xf32>
    return %1 : tensor<8x32x32x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x32xf32>
    return %1 : tensor<8x16x16x32xf32>
  }
}
