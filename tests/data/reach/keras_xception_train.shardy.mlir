module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<3x3x32x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<3x3x32x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg11: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<3x3x3x16xf32> {jax.result_info = "result[0][0]"}, tensor<16xf32> {jax.result_info = "result[0][1]"}, tensor<16xf32> {jax.result_info = "result[0][2]"}, tensor<3x3x16x32xf32> {jax.result_info = "result[0][3]"}, tensor<32xf32> {jax.result_info = "result[0][4]"}, tensor<32xf32> {jax.result_info = "result[0][5]"}, tensor<3x3x32x1xf32> {jax.result_info = "result[0][6]"}, tensor<1x1x32x32xf32> {jax.result_info = "result[0][7]"}, tensor<32xf32> {jax.result_info = "result[0][8]"}, tensor<32xf32> {jax.result_info = "result[0][9]"}, tensor<3x3x32x1xf32> {jax.result_info = "result[0][10]"}, tensor<1x1x32x64xf32> {jax.result_info = "result[0][11]"}, tensor<64xf32> {jax.result_info = "result[0][12]"}, tensor<64xf32> {jax.result_info = "result[0][13]"}, tensor<f32> {jax.result_info = "result[1]"}) {
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
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x15x15x16xf32>
    %18 = stablehlo.compare GT, %15, %17, FLOAT : (tensor<8x15x15x16xf32>, tensor<8x15x15x16xf32>) -> tensor<8x15x15x16xi1>
    %19 = stablehlo.convolution(%16, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x15x15x16xf32>, tensor<3x3x16x32xf32>) -> tensor<8x13x13x32xf32>
    %20 = stablehlo.reshape %arg16 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %21 = stablehlo.reshape %arg17 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x32xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x1x1x32xf32>
    %25 = stablehlo.reshape %arg4 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x1x1x32xf32>
    %27 = stablehlo.negate %20 : tensor<1x1x1x32xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x32xf32>
    %29 = stablehlo.reshape %arg5 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x1x1x32xf32>
    %31 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x13x13x32xf32>
    %32 = stablehlo.multiply %19, %31 : tensor<8x13x13x32xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x13x13x32xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x13x13x32xf32>
    %35 = call @relu_0(%34) : (tensor<8x13x13x32xf32>) -> tensor<8x13x13x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x13x13x32xf32>
    %37 = stablehlo.compare GT, %34, %36, FLOAT : (tensor<8x13x13x32xf32>, tensor<8x13x13x32xf32>) -> tensor<8x13x13x32xi1>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %39 = "stablehlo.reduce_window"(%35, %38) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %216 = stablehlo.maximum %arg23, %arg24 : tensor<f32>
      stablehlo.return %216 : tensor<f32>
    }) : (tensor<8x13x13x32xf32>, tensor<f32>) -> tensor<8x7x7x32xf32>
    %40 = stablehlo.reshape %arg6 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %41 = stablehlo.convolution(%39, %40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<3x3x1x32xf32>) -> tensor<8x7x7x32xf32>
    %42 = stablehlo.convolution(%41, %arg7) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x7x7x32xf32>
    %43 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %44 = stablehlo.reshape %arg19 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<1x1x1x32xf32>
    %47 = stablehlo.rsqrt %46 : tensor<1x1x1x32xf32>
    %48 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<1x1x1x32xf32>
    %50 = stablehlo.negate %43 : tensor<1x1x1x32xf32>
    %51 = stablehlo.multiply %50, %49 : tensor<1x1x1x32xf32>
    %52 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %53 = stablehlo.add %51, %52 : tensor<1x1x1x32xf32>
    %54 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x7x7x32xf32>
    %55 = stablehlo.multiply %42, %54 : tensor<8x7x7x32xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x7x7x32xf32>
    %57 = stablehlo.add %55, %56 : tensor<8x7x7x32xf32>
    %58 = call @relu_1(%57) : (tensor<8x7x7x32xf32>) -> tensor<8x7x7x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x7x7x32xf32>
    %60 = stablehlo.compare GT, %57, %59, FLOAT : (tensor<8x7x7x32xf32>, tensor<8x7x7x32xf32>) -> tensor<8x7x7x32xi1>
    %61 = stablehlo.reshape %arg10 : (tensor<3x3x32x1xf32>) -> tensor<3x3x1x32xf32>
    %62 = stablehlo.convolution(%58, %61) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<3x3x1x32xf32>) -> tensor<8x7x7x32xf32>
    %63 = stablehlo.convolution(%62, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<1x1x32x64xf32>) -> tensor<8x7x7x64xf32>
    %64 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %65 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %67 = stablehlo.add %65, %66 : tensor<1x1x1x64xf32>
    %68 = stablehlo.rsqrt %67 : tensor<1x1x1x64xf32>
    %69 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<1x1x1x64xf32>
    %71 = stablehlo.negate %64 : tensor<1x1x1x64xf32>
    %72 = stablehlo.multiply %71, %70 : tensor<1x1x1x64xf32>
    %73 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %74 = stablehlo.add %72, %73 : tensor<1x1x1x64xf32>
    %75 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x7x7x64xf32>
    %76 = stablehlo.multiply %63, %75 : tensor<8x7x7x64xf32>
    %77 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x7x7x64xf32>
    %78 = stablehlo.add %76, %77 : tensor<8x7x7x64xf32>
    %79 = call @relu_2(%78) : (tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %81 = stablehlo.compare GT, %78, %80, FLOAT : (tensor<8x7x7x64xf32>, tensor<8x7x7x64xf32>) -> tensor<8x7x7x64xi1>
    %82 = chlo.square %79 : tensor<8x7x7x64xf32> -> tensor<8x7x7x64xf32>
    %cst_8 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %84 = stablehlo.multiply %83, %79 : tensor<8x7x7x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%82 init: %cst_9) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x7x7x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<2.508800e+04> : tensor<f32>
    %86 = stablehlo.divide %85, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.add %cst_11, %86 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<2.508800e+04> : tensor<f32>
    %88 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %90 = stablehlo.multiply %89, %84 : tensor<8x7x7x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x7x7x64xf32>
    %92 = stablehlo.select %81, %90, %91 : tensor<8x7x7x64xi1>, tensor<8x7x7x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x7x7x64xf32>, tensor<f32>) -> tensor<64xf32>
    %94 = stablehlo.reshape %93 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %95 = stablehlo.multiply %63, %92 : tensor<8x7x7x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%95 init: %cst_16) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x7x7x64xf32>, tensor<f32>) -> tensor<64xf32>
    %97 = stablehlo.reshape %96 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %98 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x7x7x64xf32>
    %99 = stablehlo.multiply %92, %98 : tensor<8x7x7x64xf32>
    %100 = stablehlo.reshape %94 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %101 = stablehlo.multiply %71, %94 : tensor<1x1x1x64xf32>
    %102 = stablehlo.add %97, %101 : tensor<1x1x1x64xf32>
    %103 = stablehlo.multiply %68, %102 : tensor<1x1x1x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %105 = stablehlo.convolution(%62, %99) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<8x7x7x64xf32>) -> tensor<1x1x32x64xf32>
    %106 = stablehlo.reverse %arg11, dims = [0, 1] : tensor<1x1x32x64xf32>
    %107 = stablehlo.convolution(%99, %106) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x64xf32>, tensor<1x1x32x64xf32>) -> tensor<8x7x7x32xf32>
    %108 = stablehlo.convolution(%58, %107) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<8x7x7x32xf32>) -> tensor<3x3x1x32xf32>
    %109 = stablehlo.reshape %61 : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32x1xf32>
    %110 = stablehlo.transpose %109, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x32x1xf32>) -> tensor<3x3x32x1x1xf32>
    %111 = stablehlo.reshape %110 : (tensor<3x3x32x1x1xf32>) -> tensor<3x3x32x1xf32>
    %112 = stablehlo.reverse %111, dims = [0, 1] : tensor<3x3x32x1xf32>
    %113 = stablehlo.convolution(%107, %112) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<3x3x32x1xf32>) -> tensor<8x7x7x32xf32>
    %114 = stablehlo.reshape %108 : (tensor<3x3x1x32xf32>) -> tensor<3x3x32x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x7x7x32xf32>
    %116 = stablehlo.select %60, %113, %115 : tensor<8x7x7x32xi1>, tensor<8x7x7x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x7x7x32xf32>, tensor<f32>) -> tensor<32xf32>
    %118 = stablehlo.reshape %117 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %119 = stablehlo.multiply %42, %116 : tensor<8x7x7x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x7x7x32xf32>, tensor<f32>) -> tensor<32xf32>
    %121 = stablehlo.reshape %120 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %122 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x7x7x32xf32>
    %123 = stablehlo.multiply %116, %122 : tensor<8x7x7x32xf32>
    %124 = stablehlo.reshape %118 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %125 = stablehlo.multiply %50, %118 : tensor<1x1x1x32xf32>
    %126 = stablehlo.add %121, %125 : tensor<1x1x1x32xf32>
    %127 = stablehlo.multiply %47, %126 : tensor<1x1x1x32xf32>
    %128 = stablehlo.reshape %127 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %129 = stablehlo.convolution(%41, %123) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<8x7x7x32xf32>) -> tensor<1x1x32x32xf32>
    %130 = stablehlo.reverse %arg7, dims = [0, 1] : tensor<1x1x32x32xf32>
    %131 = stablehlo.convolution(%123, %130) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x7x7x32xf32>
    %132 = stablehlo.convolution(%39, %131) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 32 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<8x7x7x32xf32>) -> tensor<3x3x1x32xf32>
    %133 = stablehlo.reshape %40 : (tensor<3x3x1x32xf32>) -> tensor<3x3x1x32x1xf32>
    %134 = stablehlo.transpose %133, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x32x1xf32>) -> tensor<3x3x32x1x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<3x3x32x1x1xf32>) -> tensor<3x3x32x1xf32>
    %136 = stablehlo.reverse %135, dims = [0, 1] : tensor<3x3x32x1xf32>
    %137 = stablehlo.convolution(%131, %136) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 32 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x7x7x32xf32>, tensor<3x3x32x1xf32>) -> tensor<8x7x7x32xf32>
    %138 = stablehlo.reshape %132 : (tensor<3x3x1x32xf32>) -> tensor<3x3x32x1xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = stablehlo.pad %35, %cst_20, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x13x13x32xf32>, tensor<f32>) -> tensor<8x15x15x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = "stablehlo.select_and_scatter"(%139, %137, %cst_21) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %216 = stablehlo.compare GE, %arg23, %arg24, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %216 : tensor<i1>
    }, {
    ^bb0(%arg23: tensor<f32>, %arg24: tensor<f32>):
      %216 = stablehlo.add %arg23, %arg24 : tensor<f32>
      stablehlo.return %216 : tensor<f32>
    }) : (tensor<8x15x15x32xf32>, tensor<8x7x7x32xf32>, tensor<f32>) -> tensor<8x15x15x32xf32>
    %141 = stablehlo.slice %140 [0:8, 1:14, 1:14, 0:32] : (tensor<8x15x15x32xf32>) -> tensor<8x13x13x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x13x13x32xf32>
    %143 = stablehlo.select %37, %141, %142 : tensor<8x13x13x32xi1>, tensor<8x13x13x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x13x13x32xf32>, tensor<f32>) -> tensor<32xf32>
    %145 = stablehlo.reshape %144 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %146 = stablehlo.multiply %19, %143 : tensor<8x13x13x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_24) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x13x13x32xf32>, tensor<f32>) -> tensor<32xf32>
    %148 = stablehlo.reshape %147 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %149 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x13x13x32xf32>
    %150 = stablehlo.multiply %143, %149 : tensor<8x13x13x32xf32>
    %151 = stablehlo.reshape %145 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %152 = stablehlo.multiply %27, %145 : tensor<1x1x1x32xf32>
    %153 = stablehlo.add %148, %152 : tensor<1x1x1x32xf32>
    %154 = stablehlo.multiply %24, %153 : tensor<1x1x1x32xf32>
    %155 = stablehlo.reshape %154 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %156 = stablehlo.convolution(%16, %150) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x15x15x16xf32>, tensor<8x13x13x32xf32>) -> tensor<3x3x16x32xf32>
    %157 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x32xf32>
    %158 = stablehlo.convolution(%150, %157) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x13x13x32xf32>, tensor<3x3x16x32xf32>) -> tensor<8x15x15x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x15x15x16xf32>
    %160 = stablehlo.select %18, %158, %159 : tensor<8x15x15x16xi1>, tensor<8x15x15x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x15x15x16xf32>, tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.reshape %161 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %163 = stablehlo.multiply %0, %160 : tensor<8x15x15x16xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x15x15x16xf32>, tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.reshape %164 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %166 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x15x15x16xf32>
    %167 = stablehlo.multiply %160, %166 : tensor<8x15x15x16xf32>
    %168 = stablehlo.reshape %162 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %169 = stablehlo.multiply %8, %162 : tensor<1x1x1x16xf32>
    %170 = stablehlo.add %165, %169 : tensor<1x1x1x16xf32>
    %171 = stablehlo.multiply %5, %170 : tensor<1x1x1x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %173 = stablehlo.convolution(%arg22, %167) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x15x15x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<3x3x3x16xf32>
    %176 = stablehlo.subtract %arg0, %175 : tensor<3x3x3x16xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %178 = stablehlo.multiply %177, %172 : tensor<16xf32>
    %179 = stablehlo.subtract %arg1, %178 : tensor<16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %181 = stablehlo.multiply %180, %168 : tensor<16xf32>
    %182 = stablehlo.subtract %arg2, %181 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<3x3x16x32xf32>
    %184 = stablehlo.multiply %183, %156 : tensor<3x3x16x32xf32>
    %185 = stablehlo.subtract %arg3, %184 : tensor<3x3x16x32xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %187 = stablehlo.multiply %186, %155 : tensor<32xf32>
    %188 = stablehlo.subtract %arg4, %187 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %190 = stablehlo.multiply %189, %151 : tensor<32xf32>
    %191 = stablehlo.subtract %arg5, %190 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<3x3x32x1xf32>
    %193 = stablehlo.multiply %192, %138 : tensor<3x3x32x1xf32>
    %194 = stablehlo.subtract %arg6, %193 : tensor<3x3x32x1xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %196 = stablehlo.multiply %195, %129 : tensor<1x1x32x32xf32>
    %197 = stablehlo.subtract %arg7, %196 : tensor<1x1x32x32xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %199 = stablehlo.multiply %198, %128 : tensor<32xf32>
    %200 = stablehlo.subtract %arg8, %199 : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.multiply %201, %124 : tensor<32xf32>
    %203 = stablehlo.subtract %arg9, %202 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x3x32x1xf32>
    %205 = stablehlo.multiply %204, %114 : tensor<3x3x32x1xf32>
    %206 = stablehlo.subtract %arg10, %205 : tensor<3x3x32x1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %208 = stablehlo.multiply %207, %105 : tensor<1x1x32x64xf32>
    %209 = stablehlo.subtract %arg11, %208 : tensor<1x1x32x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %211 = stablehlo.multiply %210, %104 : tensor<64xf32>
    %212 = stablehlo.subtract %arg12, %211 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.multiply %213, %100 : tensor<64xf32>
    %215 = stablehlo.subtract %arg13, %214 : tensor<64xf32>
    return %176, %179, %182, %185, %188, %191, %194, %197, %200, %203, %206, %209, %212, %215, %87 : tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x1xf32>, tensor<1x1x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x1xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
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
