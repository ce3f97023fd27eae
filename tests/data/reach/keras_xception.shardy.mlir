module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<3x3x32x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<3x3x32x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg11: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x7x7x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg22, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x15x15x16xf32>
    %1 = stablehlo.reshape %arg14 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %2 = stablehlo.reshape %arg15 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x1x1x16xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x1x1x16xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1x1x1x16xf32>
    %8 = stablehlo.negate %1 : tensor<1x1x1x16xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x1x16xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %11 = stablehlo.add %9, %10 : tensor<1x1x1x16xf32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x15x15x16xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<8x15x15x16xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x15x15x16xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x15x15x16xf32>
    %16 = call @relu(%15) : (tensor<8x15x15x16xf32>) -> tensor<8x15x15x16xf32>
    %17 = stablehlo.convolution(%16, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x15x15x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x13x13x32xf32>
    %18 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %19 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.add %19, %20 : tensor<1x1x1x32xf32>
    %22 = stablehlo.rsqrt %21 : tensor<1x1x1x32xf32>
    %23 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<1x1x1x32xf32>
    %25 = stablehlo.negate %18 : tensor<1x1x1x32xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<1x1x1x32xf32>
    %27 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %28 = stablehlo.add %26, %27 : tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x13x13x32xf32>
    %30 = stablehlo.multiply %17, %29 : tensor<8x13x13x32xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x13x13x32xf32>
    %32 = stablehlo.add %30, %31 : tensor<8x13x13x32xf32>
    %33 = call @relu_0(%32) : (tensor<8x13x13x32xf32>) -> tensor<8x13x13x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<f32>
    %35 = "stablehlo.reduce_window"(%33, %34) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %74 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %74 : tensor<f32>
    }) : (tensor<8x13x13x32xf32>, tensor<f32>) -> tensor<8x7x7x32xf32>
    %36 = stablehlo.reshape %arg6 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %37 = stablehlo.convolution(%35, %36) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<3x3x1x32xf32>) -> tensor<8x7x7x32xf32>
    %38 = stablehlo.convolution(%37, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x7x7x32xf32>
    %39 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %40 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_2 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %42 = stablehlo.add %40, %41 : tensor<1x1x1x32xf32>
    %43 = stablehlo.rsqrt %42 : tensor<1x1x1x32xf32>
    %44 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %45 = stablehlo.multiply %43, %44 : tensor<1x1x1x32xf32>
    %46 = stablehlo.negate %39 : tensor<1x1x1x32xf32>
    %47 = stablehlo.multiply %46, %45 : tensor<1x1x1x32xf32>
    %48 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %49 = stablehlo.add %47, %48 : tensor<1x1x1x32xf32>
    %50 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x7x7x32xf32>
    %51 = stablehlo.multiply %38, %50 : tensor<8x7x7x32xf32>
    %52 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x7x7x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x7x7x32xf32>
    %54 = call @relu_1(%53) : (tensor<8x7x7x32xf32>) -> tensor<8x7x7x32xf32>
    %55 = stablehlo.reshape %arg10 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %56 = stablehlo.convolution(%54, %55) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<3x3x1x32xf32>) -> tensor<8x7x7x32xf32>
    %57 = stablehlo.convolution(%56, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<1x1x32x64xf32>) -> tensor<8x7x7x64xf32>
    %58 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %59 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %61 = stablehlo.add %59, %60 : tensor<1x1x1x64xf32>
    %62 = stablehlo.rsqrt %61 : tensor<1x1x1x64xf32>
    %63 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %64 = stablehlo.multiply %62, %63 : tensor<1x1x1x64xf32>
    %65 = stablehlo.negate %58 : tensor<1x1x1x64xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<1x1x1x64xf32>
    %67 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %68 = stablehlo.add %66, %67 : tensor<1x1x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x7x7x64xf32>
    %70 = stablehlo.multiply %57, %69 : tensor<8x7x7x64xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x7x7x64xf32>
    %72 = stablehlo.add %70, %71 : tensor<8x7x7x64xf32>
    %73 = call @relu_2(%72) : (tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xf32>
    return %73 : tensor<8x7x7x64xf32>
  }
  func.func private @relu(%arg0: tensor<8x15x15x16xf32>) -> tensor<8x15x15x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x15x15x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x15x15x16xf32>
    return %1 : tensor<8x15x15x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x13x13x32xf32>) -> tensor<8x13x13x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x13x13x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x13x13x32xf32>
    return %1 : tensor<8x13x13x32xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x7x7x32xf32>) -> tensor<8x7x7x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x7x7x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x7x7x32xf32>
    return %1 : tensor<8x7x7x32xf32>
  }
  func.func private @relu_2(%arg0: tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x7x7x64xf32>
    return %1 : tensor<8x7x7x64xf32>
  }
}
