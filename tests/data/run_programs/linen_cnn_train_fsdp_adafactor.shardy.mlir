module @jit_linen_cnn_train_fsdp_adafactor attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg1: tensor<3x3x1x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"fsdp"}]>}, %arg2: tensor<64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg3: tensor<3x3x32x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"fsdp"}]>}, %arg4: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg5: tensor<3136x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg6: tensor<16xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, %arg7: tensor<256x16xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg8: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg9: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<3136xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<3x3x1x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg13: tensor<64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<3x3x32x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg15: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<16xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<256x16xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<32x28x28x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}, {}]>}, %arg19: tensor<32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}) -> (tensor<32xf32> {jax.result_info = "result[0]['params']['Conv_0']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[0]['params']['Conv_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[0]['params']['Conv_1']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[0]['params']['Conv_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<3136x256xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<256x16xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Conv_0']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Conv_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Conv_1']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Conv_1']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Dense_0']['bias']"}, tensor<256xf32> {jax.result_info = "result[1][0].v_row['params']['Dense_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Dense_1']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_row['params']['Dense_1']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Conv_0']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Conv_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Conv_1']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Conv_1']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Dense_0']['bias']"}, tensor<3136xf32> {jax.result_info = "result[1][0].v_col['params']['Dense_0']['kernel']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Dense_1']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v_col['params']['Dense_1']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].v['params']['Conv_0']['bias']"}, tensor<3x3x1x32xf32> {jax.result_info = "result[1][0].v['params']['Conv_0']['kernel']"}, tensor<64xf32> {jax.result_info = "result[1][0].v['params']['Conv_1']['bias']"}, tensor<3x3x32x64xf32> {jax.result_info = "result[1][0].v['params']['Conv_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].v['params']['Dense_0']['bias']"}, tensor<1xf32> {jax.result_info = "result[1][0].v['params']['Dense_0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].v['params']['Dense_1']['bias']"}, tensor<256x16xf32> {jax.result_info = "result[1][0].v['params']['Dense_1']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convolution(%arg18, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x28x28x1xf32>, tensor<3x3x1x32xf32>) -> tensor<32x28x28x32xf32>
    %1 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x28x28x32xf32>
    %3 = stablehlo.add %0, %2 : tensor<32x28x28x32xf32>
    %4 = call @relu(%3) : (tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %6 = stablehlo.compare GT, %3, %5, FLOAT : (tensor<32x28x28x32xf32>, tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %8 = "stablehlo.reduce_window"(%4, %7) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %508 = stablehlo.add %arg20, %arg21 : tensor<f32>
      stablehlo.return %508 : tensor<f32>
    }) : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32x14x14x32xf32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<32x14x14x32xf32>
    %10 = stablehlo.divide %8, %9 : tensor<32x14x14x32xf32>
    %11 = stablehlo.convolution(%10, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x14x14x32xf32>, tensor<3x3x32x64xf32>) -> tensor<32x14x14x64xf32>
    %12 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<32x14x14x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<32x14x14x64xf32>
    %15 = call @relu_0(%14) : (tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %17 = stablehlo.compare GT, %14, %16, FLOAT : (tensor<32x14x14x64xf32>, tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xi1>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<f32>
    %19 = "stablehlo.reduce_window"(%15, %18) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %508 = stablehlo.maximum %arg20, %arg21 : tensor<f32>
      stablehlo.return %508 : tensor<f32>
    }) : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<32x7x7x64xf32>
    %20 = stablehlo.reshape %19 : (tensor<32x7x7x64xf32>) -> tensor<32x3136xf32>
    %21 = stablehlo.dot_general %20, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x3136xf32>, tensor<3136x256xf32>) -> tensor<32x256xf32>
    %22 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<32x256xf32>
    %24 = stablehlo.add %21, %23 : tensor<32x256xf32>
    %25 = call @relu_1(%24) : (tensor<32x256xf32>) -> tensor<32x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %27 = stablehlo.compare GT, %24, %26, FLOAT : (tensor<32x256xf32>, tensor<32x256xf32>) -> tensor<32x256xi1>
    %28 = stablehlo.dot_general %25, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<256x16xf32>) -> tensor<32x16xf32>
    %29 = stablehlo.reshape %arg6 : (tensor<16xf32>) -> tensor<1x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<32x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<32x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg19, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %33:2 = call @take_along_axis(%31, %32) : (tensor<32x16xf32>, tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %34:2 = call @_take(%33#0, %c) : (tensor<32x1xf32>, tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %35 = stablehlo.reduce(%31 init: %cst_5) applies stablehlo.maximum across dimensions = [1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %37 = stablehlo.maximum %36, %35 : tensor<32xf32>
    %38 = stablehlo.is_finite %37 : (tensor<32xf32>) -> tensor<32xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %40 = stablehlo.select %38, %37, %39 : tensor<32xi1>, tensor<32xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x16xf32>
    %43 = stablehlo.subtract %31, %42 : tensor<32x16xf32>
    %44 = stablehlo.exponential %43 : tensor<32x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_8) applies stablehlo.add across dimensions = [1] : (tensor<32x16xf32>, tensor<f32>) -> tensor<32xf32>
    %46 = stablehlo.abs %45 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %48 = stablehlo.compare GE, %45, %47, FLOAT : (tensor<32xf32>, tensor<32xf32>) -> tensor<32xi1>
    %49 = stablehlo.log %46 : tensor<32xf32>
    %50 = stablehlo.add %49, %40 : tensor<32xf32>
    %51 = stablehlo.subtract %50, %34#0 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_10) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_11 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %53 = stablehlo.divide %52, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %54 = stablehlo.divide %cst_12, %cst_13 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.negate %55 : tensor<32xf32>
    %57 = stablehlo.divide %55, %46 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %59 = stablehlo.select %48, %58, %57 : tensor<32xi1>, tensor<32xf32>
    %60 = stablehlo.select %48, %57, %58 : tensor<32xi1>, tensor<32xf32>
    %61 = stablehlo.negate %59 : tensor<32xf32>
    %62 = stablehlo.add %60, %61 : tensor<32xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0] : (tensor<32xf32>) -> tensor<32x16xf32>
    %64 = stablehlo.multiply %63, %44 : tensor<32x16xf32>
    %65 = call @_take_2(%34#1, %56) : (tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    %66 = call @take_along_axis_3(%33#1, %65) : (tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x16xf32>
    %67 = stablehlo.add %64, %66 : tensor<32x16xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.reshape %68 : (tensor<16xf32>) -> tensor<1x16xf32>
    %70 = stablehlo.reshape %69 : (tensor<1x16xf32>) -> tensor<16xf32>
    %71 = stablehlo.dot_general %67, %25, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<32x256xf32>) -> tensor<16x256xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<16x256xf32>) -> tensor<256x16xf32>
    %73 = stablehlo.dot_general %67, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x16xf32>, tensor<256x16xf32>) -> tensor<32x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %75 = stablehlo.select %27, %73, %74 : tensor<32x256xi1>, tensor<32x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %77 = stablehlo.reshape %76 : (tensor<256xf32>) -> tensor<1x256xf32>
    %78 = stablehlo.reshape %77 : (tensor<1x256xf32>) -> tensor<256xf32>
    %79 = stablehlo.dot_general %75, %20, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<32x3136xf32>) -> tensor<256x3136xf32>
    %80 = stablehlo.transpose %79, dims = [1, 0] : (tensor<256x3136xf32>) -> tensor<3136x256xf32>
    %81 = stablehlo.dot_general %75, %arg5, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x256xf32>, tensor<3136x256xf32>) -> tensor<32x3136xf32>
    %82 = stablehlo.reshape %81 : (tensor<32x3136xf32>) -> tensor<32x7x7x64xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %83 = stablehlo.pad %15, %cst_18, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<32x14x14x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = "stablehlo.select_and_scatter"(%83, %82, %cst_19) <{padding = dense<0> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %508 = stablehlo.compare GE, %arg20, %arg21, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %508 : tensor<i1>
    }, {
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %508 = stablehlo.add %arg20, %arg21 : tensor<f32>
      stablehlo.return %508 : tensor<f32>
    }) : (tensor<32x14x14x64xf32>, tensor<32x7x7x64xf32>, tensor<f32>) -> tensor<32x14x14x64xf32>
    %85 = stablehlo.slice %84 [0:32, 0:14, 0:14, 0:64] : (tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %87 = stablehlo.select %17, %85, %86 : tensor<32x14x14x64xi1>, tensor<32x14x14x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x14x14x64xf32>, tensor<f32>) -> tensor<64xf32>
    %89 = stablehlo.reshape %88 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %91 = stablehlo.convolution(%10, %87) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x14x14x32xf32>, tensor<32x14x14x64xf32>) -> tensor<3x3x32x64xf32>
    %92 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x32x64xf32>
    %93 = stablehlo.convolution(%87, %92) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x14x14x64xf32>, tensor<3x3x32x64xf32>) -> tensor<32x14x14x32xf32>
    %cst_22 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x14x14x32xf32>
    %95 = stablehlo.divide %93, %94 : tensor<32x14x14x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.pad %95, %cst_23, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 1, 1, 0] : (tensor<32x14x14x32xf32>, tensor<f32>) -> tensor<32x29x29x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<f32>
    %98 = "stablehlo.reduce_window"(%96, %97) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg20: tensor<f32>, %arg21: tensor<f32>):
      %508 = stablehlo.add %arg20, %arg21 : tensor<f32>
      stablehlo.return %508 : tensor<f32>
    }) : (tensor<32x29x29x32xf32>, tensor<f32>) -> tensor<32x28x28x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %100 = stablehlo.select %6, %98, %99 : tensor<32x28x28x32xi1>, tensor<32x28x28x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_26) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<32x28x28x32xf32>, tensor<f32>) -> tensor<32xf32>
    %102 = stablehlo.reshape %101 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %104 = stablehlo.convolution(%arg18, %100) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<32x28x28x1xf32>, tensor<32x28x28x32xf32>) -> tensor<3x3x1x32xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.subtract %arg8, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %106 = stablehlo.add %105, %c_28 : tensor<i32>
    %107 = stablehlo.convert %106 : (tensor<i32>) -> tensor<f32>
    %cst_29 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %108 = stablehlo.power %107, %cst_29 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.subtract %cst_30, %108 : tensor<f32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %112 = stablehlo.multiply %103, %103 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %114 = stablehlo.add %112, %113 : tensor<32xf32>
    %115 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %116 = stablehlo.multiply %115, %arg11 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %117 = stablehlo.subtract %cst_34, %109 : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %119 = stablehlo.multiply %118, %114 : tensor<32xf32>
    %120 = stablehlo.add %116, %119 : tensor<32xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %122 = stablehlo.power %120, %121 : tensor<32xf32>
    %123 = stablehlo.multiply %103, %122 : tensor<32xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %124 = stablehlo.subtract %arg8, %c_36 : tensor<i32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %125 = stablehlo.add %124, %c_37 : tensor<i32>
    %126 = stablehlo.convert %125 : (tensor<i32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %127 = stablehlo.power %126, %cst_38 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %128 = stablehlo.subtract %cst_39, %127 : tensor<f32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %131 = stablehlo.multiply %104, %104 : tensor<3x3x1x32xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %133 = stablehlo.add %131, %132 : tensor<3x3x1x32xf32>
    %134 = stablehlo.broadcast_in_dim %128, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %135 = stablehlo.multiply %134, %arg12 : tensor<3x3x1x32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.subtract %cst_43, %128 : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %138 = stablehlo.multiply %137, %133 : tensor<3x3x1x32xf32>
    %139 = stablehlo.add %135, %138 : tensor<3x3x1x32xf32>
    %cst_44 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %141 = stablehlo.power %139, %140 : tensor<3x3x1x32xf32>
    %142 = stablehlo.multiply %104, %141 : tensor<3x3x1x32xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %143 = stablehlo.subtract %arg8, %c_45 : tensor<i32>
    %c_46 = stablehlo.constant dense<1> : tensor<i32>
    %144 = stablehlo.add %143, %c_46 : tensor<i32>
    %145 = stablehlo.convert %144 : (tensor<i32>) -> tensor<f32>
    %cst_47 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %146 = stablehlo.power %145, %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %147 = stablehlo.subtract %cst_48, %146 : tensor<f32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %150 = stablehlo.multiply %90, %90 : tensor<64xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %152 = stablehlo.add %150, %151 : tensor<64xf32>
    %153 = stablehlo.broadcast_in_dim %147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %154 = stablehlo.multiply %153, %arg13 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.subtract %cst_52, %147 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %157 = stablehlo.multiply %156, %152 : tensor<64xf32>
    %158 = stablehlo.add %154, %157 : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %160 = stablehlo.power %158, %159 : tensor<64xf32>
    %161 = stablehlo.multiply %90, %160 : tensor<64xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.subtract %arg8, %c_54 : tensor<i32>
    %c_55 = stablehlo.constant dense<1> : tensor<i32>
    %163 = stablehlo.add %162, %c_55 : tensor<i32>
    %164 = stablehlo.convert %163 : (tensor<i32>) -> tensor<f32>
    %cst_56 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %165 = stablehlo.power %164, %cst_56 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.subtract %cst_57, %165 : tensor<f32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %169 = stablehlo.multiply %91, %91 : tensor<3x3x32x64xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %171 = stablehlo.add %169, %170 : tensor<3x3x32x64xf32>
    %172 = stablehlo.broadcast_in_dim %166, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %173 = stablehlo.multiply %172, %arg14 : tensor<3x3x32x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.subtract %cst_61, %166 : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %176 = stablehlo.multiply %175, %171 : tensor<3x3x32x64xf32>
    %177 = stablehlo.add %173, %176 : tensor<3x3x32x64xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %179 = stablehlo.power %177, %178 : tensor<3x3x32x64xf32>
    %180 = stablehlo.multiply %91, %179 : tensor<3x3x32x64xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %181 = stablehlo.subtract %arg8, %c_63 : tensor<i32>
    %c_64 = stablehlo.constant dense<1> : tensor<i32>
    %182 = stablehlo.add %181, %c_64 : tensor<i32>
    %183 = stablehlo.convert %182 : (tensor<i32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %184 = stablehlo.power %183, %cst_65 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.subtract %cst_66, %184 : tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %188 = stablehlo.multiply %78, %78 : tensor<256xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %190 = stablehlo.add %188, %189 : tensor<256xf32>
    %191 = stablehlo.broadcast_in_dim %185, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %192 = stablehlo.multiply %191, %arg15 : tensor<256xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.subtract %cst_70, %185 : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %195 = stablehlo.multiply %194, %190 : tensor<256xf32>
    %196 = stablehlo.add %192, %195 : tensor<256xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %198 = stablehlo.power %196, %197 : tensor<256xf32>
    %199 = stablehlo.multiply %78, %198 : tensor<256xf32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %200 = stablehlo.subtract %arg8, %c_72 : tensor<i32>
    %c_73 = stablehlo.constant dense<1> : tensor<i32>
    %201 = stablehlo.add %200, %c_73 : tensor<i32>
    %202 = stablehlo.convert %201 : (tensor<i32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %203 = stablehlo.power %202, %cst_74 : tensor<f32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %204 = stablehlo.subtract %cst_75, %203 : tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %206 = stablehlo.multiply %80, %80 : tensor<3136x256xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %208 = stablehlo.add %206, %207 : tensor<3136x256xf32>
    %209 = stablehlo.broadcast_in_dim %204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %210 = stablehlo.multiply %209, %arg9 : tensor<256xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.subtract %cst_78, %204 : tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%208 init: %cst_79) applies stablehlo.add across dimensions = [0] : (tensor<3136x256xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_80 = stablehlo.constant dense<3.136000e+03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %214 = stablehlo.divide %212, %213 : tensor<256xf32>
    %215 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %216 = stablehlo.multiply %215, %214 : tensor<256xf32>
    %217 = stablehlo.add %210, %216 : tensor<256xf32>
    %218 = stablehlo.broadcast_in_dim %204, dims = [] : (tensor<f32>) -> tensor<3136xf32>
    %219 = stablehlo.multiply %218, %arg10 : tensor<3136xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.subtract %cst_81, %204 : tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%208 init: %cst_82) applies stablehlo.add across dimensions = [1] : (tensor<3136x256xf32>, tensor<f32>) -> tensor<3136xf32>
    %cst_83 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<3136xf32>
    %223 = stablehlo.divide %221, %222 : tensor<3136xf32>
    %224 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<3136xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<3136xf32>
    %226 = stablehlo.add %219, %225 : tensor<3136xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%217 init: %cst_84) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_85 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0] : (tensor<1xf32>) -> tensor<256xf32>
    %232 = stablehlo.divide %217, %231 : tensor<256xf32>
    %cst_86 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %234 = stablehlo.power %232, %233 : tensor<256xf32>
    %cst_87 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<3136xf32>
    %236 = stablehlo.power %226, %235 : tensor<3136xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<1x256xf32>) -> tensor<3136x256xf32>
    %239 = stablehlo.multiply %80, %238 : tensor<3136x256xf32>
    %240 = stablehlo.broadcast_in_dim %236, dims = [0] : (tensor<3136xf32>) -> tensor<3136x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<3136x1xf32>) -> tensor<3136x256xf32>
    %242 = stablehlo.multiply %239, %241 : tensor<3136x256xf32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %243 = stablehlo.subtract %arg8, %c_88 : tensor<i32>
    %c_89 = stablehlo.constant dense<1> : tensor<i32>
    %244 = stablehlo.add %243, %c_89 : tensor<i32>
    %245 = stablehlo.convert %244 : (tensor<i32>) -> tensor<f32>
    %cst_90 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %246 = stablehlo.power %245, %cst_90 : tensor<f32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %247 = stablehlo.subtract %cst_91, %246 : tensor<f32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %250 = stablehlo.multiply %70, %70 : tensor<16xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.add %250, %251 : tensor<16xf32>
    %253 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %254 = stablehlo.multiply %253, %arg16 : tensor<16xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.subtract %cst_95, %247 : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %257 = stablehlo.multiply %256, %252 : tensor<16xf32>
    %258 = stablehlo.add %254, %257 : tensor<16xf32>
    %cst_96 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %260 = stablehlo.power %258, %259 : tensor<16xf32>
    %261 = stablehlo.multiply %70, %260 : tensor<16xf32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %262 = stablehlo.subtract %arg8, %c_97 : tensor<i32>
    %c_98 = stablehlo.constant dense<1> : tensor<i32>
    %263 = stablehlo.add %262, %c_98 : tensor<i32>
    %264 = stablehlo.convert %263 : (tensor<i32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<-8.000000e-01> : tensor<f32>
    %265 = stablehlo.power %264, %cst_99 : tensor<f32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %266 = stablehlo.subtract %cst_100, %265 : tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %269 = stablehlo.multiply %72, %72 : tensor<256x16xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-30> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %271 = stablehlo.add %269, %270 : tensor<256x16xf32>
    %272 = stablehlo.broadcast_in_dim %266, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %273 = stablehlo.multiply %272, %arg17 : tensor<256x16xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.subtract %cst_104, %266 : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %276 = stablehlo.multiply %275, %271 : tensor<256x16xf32>
    %277 = stablehlo.add %273, %276 : tensor<256x16xf32>
    %cst_105 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %279 = stablehlo.power %277, %278 : tensor<256x16xf32>
    %280 = stablehlo.multiply %72, %279 : tensor<256x16xf32>
    %c_106 = stablehlo.constant dense<2147483647> : tensor<i32>
    %281 = stablehlo.compare LT, %arg8, %c_106, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_107 = stablehlo.constant dense<1> : tensor<i32>
    %282 = stablehlo.add %arg8, %c_107 : tensor<i32>
    %c_108 = stablehlo.constant dense<2147483647> : tensor<i32>
    %283 = call @_where_4(%281, %282, %c_108) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %284 = stablehlo.multiply %123, %123 : tensor<32xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%284 init: %cst_109) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_110 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %286 = stablehlo.divide %285, %cst_110 : tensor<f32>
    %287 = stablehlo.sqrt %286 : tensor<f32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %288 = stablehlo.divide %287, %cst_111 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %289 = stablehlo.maximum %cst_112, %288 : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %291 = stablehlo.divide %123, %290 : tensor<32xf32>
    %292 = stablehlo.multiply %142, %142 : tensor<3x3x1x32xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_113) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_114 = stablehlo.constant dense<2.880000e+02> : tensor<f32>
    %294 = stablehlo.divide %293, %cst_114 : tensor<f32>
    %295 = stablehlo.sqrt %294 : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %296 = stablehlo.divide %295, %cst_115 : tensor<f32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.maximum %cst_116, %296 : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %299 = stablehlo.divide %142, %298 : tensor<3x3x1x32xf32>
    %300 = stablehlo.multiply %161, %161 : tensor<64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_117) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_118 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %302 = stablehlo.divide %301, %cst_118 : tensor<f32>
    %303 = stablehlo.sqrt %302 : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.divide %303, %cst_119 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.maximum %cst_120, %304 : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %307 = stablehlo.divide %161, %306 : tensor<64xf32>
    %308 = stablehlo.multiply %180, %180 : tensor<3x3x32x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%308 init: %cst_121) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_122 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %310 = stablehlo.divide %309, %cst_122 : tensor<f32>
    %311 = stablehlo.sqrt %310 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.divide %311, %cst_123 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.maximum %cst_124, %312 : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %315 = stablehlo.divide %180, %314 : tensor<3x3x32x64xf32>
    %316 = stablehlo.multiply %199, %199 : tensor<256xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_125) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_126 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %318 = stablehlo.divide %317, %cst_126 : tensor<f32>
    %319 = stablehlo.sqrt %318 : tensor<f32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.divide %319, %cst_127 : tensor<f32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.maximum %cst_128, %320 : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %323 = stablehlo.divide %199, %322 : tensor<256xf32>
    %324 = stablehlo.multiply %242, %242 : tensor<3136x256xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<3136x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_130 = stablehlo.constant dense<8.028160e+05> : tensor<f32>
    %326 = stablehlo.divide %325, %cst_130 : tensor<f32>
    %327 = stablehlo.sqrt %326 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %328 = stablehlo.divide %327, %cst_131 : tensor<f32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.maximum %cst_132, %328 : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %331 = stablehlo.divide %242, %330 : tensor<3136x256xf32>
    %332 = stablehlo.multiply %261, %261 : tensor<16xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%332 init: %cst_133) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_134 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %334 = stablehlo.divide %333, %cst_134 : tensor<f32>
    %335 = stablehlo.sqrt %334 : tensor<f32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %336 = stablehlo.divide %335, %cst_135 : tensor<f32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.maximum %cst_136, %336 : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %339 = stablehlo.divide %261, %338 : tensor<16xf32>
    %340 = stablehlo.multiply %280, %280 : tensor<256x16xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_138 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %342 = stablehlo.divide %341, %cst_138 : tensor<f32>
    %343 = stablehlo.sqrt %342 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %344 = stablehlo.divide %343, %cst_139 : tensor<f32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.maximum %cst_140, %344 : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %347 = stablehlo.divide %280, %346 : tensor<256x16xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %349 = stablehlo.multiply %348, %291 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %351 = stablehlo.multiply %350, %299 : tensor<3x3x1x32xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %353 = stablehlo.multiply %352, %307 : tensor<64xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %355 = stablehlo.multiply %354, %315 : tensor<3x3x32x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %357 = stablehlo.multiply %356, %323 : tensor<256xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %359 = stablehlo.multiply %358, %331 : tensor<3136x256xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %361 = stablehlo.multiply %360, %339 : tensor<16xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %363 = stablehlo.multiply %362, %347 : tensor<256x16xf32>
    %364 = stablehlo.multiply %arg0, %arg0 : tensor<32xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.reduce(%364 init: %cst_149) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_150 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %366 = stablehlo.divide %365, %cst_150 : tensor<f32>
    %367 = stablehlo.sqrt %366 : tensor<f32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %368 = stablehlo.compare LE, %367, %cst_151, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %370 = call @_where_5(%368, %369, %arg0) : (tensor<i1>, tensor<32xf32>, tensor<32xf32>) -> tensor<32xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %371 = stablehlo.compare LE, %367, %cst_153, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %372 = stablehlo.multiply %370, %370 : tensor<32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_154) applies stablehlo.add across dimensions = [0] : (tensor<32xf32>, tensor<f32>) -> tensor<f32>
    %cst_155 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %374 = stablehlo.divide %373, %cst_155 : tensor<f32>
    %375 = stablehlo.sqrt %374 : tensor<f32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %376 = call @_where_6(%371, %cst_156, %375) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.multiply %349, %377 : tensor<32xf32>
    %379 = stablehlo.multiply %arg1, %arg1 : tensor<3x3x1x32xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_157) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_158 = stablehlo.constant dense<2.880000e+02> : tensor<f32>
    %381 = stablehlo.divide %380, %cst_158 : tensor<f32>
    %382 = stablehlo.sqrt %381 : tensor<f32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %383 = stablehlo.compare LE, %382, %cst_159, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %385 = call @_where_7(%383, %384, %arg1) : (tensor<i1>, tensor<3x3x1x32xf32>, tensor<3x3x1x32xf32>) -> tensor<3x3x1x32xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %386 = stablehlo.compare LE, %382, %cst_161, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %387 = stablehlo.multiply %385, %385 : tensor<3x3x1x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_162) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x1x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_163 = stablehlo.constant dense<2.880000e+02> : tensor<f32>
    %389 = stablehlo.divide %388, %cst_163 : tensor<f32>
    %390 = stablehlo.sqrt %389 : tensor<f32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %391 = call @_where_6(%386, %cst_164, %390) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %393 = stablehlo.multiply %351, %392 : tensor<3x3x1x32xf32>
    %394 = stablehlo.multiply %arg2, %arg2 : tensor<64xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_165) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_166 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %396 = stablehlo.divide %395, %cst_166 : tensor<f32>
    %397 = stablehlo.sqrt %396 : tensor<f32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %398 = stablehlo.compare LE, %397, %cst_167, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_168 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %400 = call @_where_8(%398, %399, %arg2) : (tensor<i1>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %401 = stablehlo.compare LE, %397, %cst_169, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %402 = stablehlo.multiply %400, %400 : tensor<64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_170) applies stablehlo.add across dimensions = [0] : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    %cst_171 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %404 = stablehlo.divide %403, %cst_171 : tensor<f32>
    %405 = stablehlo.sqrt %404 : tensor<f32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %406 = call @_where_6(%401, %cst_172, %405) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %408 = stablehlo.multiply %353, %407 : tensor<64xf32>
    %409 = stablehlo.multiply %arg3, %arg3 : tensor<3x3x32x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_173) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_174 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %411 = stablehlo.divide %410, %cst_174 : tensor<f32>
    %412 = stablehlo.sqrt %411 : tensor<f32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %413 = stablehlo.compare LE, %412, %cst_175, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_176 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %415 = call @_where_9(%413, %414, %arg3) : (tensor<i1>, tensor<3x3x32x64xf32>, tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %416 = stablehlo.compare LE, %412, %cst_177, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %417 = stablehlo.multiply %415, %415 : tensor<3x3x32x64xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_178) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<3x3x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_179 = stablehlo.constant dense<1.843200e+04> : tensor<f32>
    %419 = stablehlo.divide %418, %cst_179 : tensor<f32>
    %420 = stablehlo.sqrt %419 : tensor<f32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %421 = call @_where_6(%416, %cst_180, %420) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %423 = stablehlo.multiply %355, %422 : tensor<3x3x32x64xf32>
    %424 = stablehlo.multiply %arg4, %arg4 : tensor<256xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_181) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_182 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %426 = stablehlo.divide %425, %cst_182 : tensor<f32>
    %427 = stablehlo.sqrt %426 : tensor<f32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %428 = stablehlo.compare LE, %427, %cst_183, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %430 = call @_where_10(%428, %429, %arg4) : (tensor<i1>, tensor<256xf32>, tensor<256xf32>) -> tensor<256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %431 = stablehlo.compare LE, %427, %cst_185, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %432 = stablehlo.multiply %430, %430 : tensor<256xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_186) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_187 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %434 = stablehlo.divide %433, %cst_187 : tensor<f32>
    %435 = stablehlo.sqrt %434 : tensor<f32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %436 = call @_where_6(%431, %cst_188, %435) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %438 = stablehlo.multiply %357, %437 : tensor<256xf32>
    %439 = stablehlo.multiply %arg5, %arg5 : tensor<3136x256xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_189) applies stablehlo.add across dimensions = [0, 1] : (tensor<3136x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_190 = stablehlo.constant dense<8.028160e+05> : tensor<f32>
    %441 = stablehlo.divide %440, %cst_190 : tensor<f32>
    %442 = stablehlo.sqrt %441 : tensor<f32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %443 = stablehlo.compare LE, %442, %cst_191, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_192 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %445 = call @_where_11(%443, %444, %arg5) : (tensor<i1>, tensor<3136x256xf32>, tensor<3136x256xf32>) -> tensor<3136x256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %446 = stablehlo.compare LE, %442, %cst_193, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %447 = stablehlo.multiply %445, %445 : tensor<3136x256xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_194) applies stablehlo.add across dimensions = [0, 1] : (tensor<3136x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_195 = stablehlo.constant dense<8.028160e+05> : tensor<f32>
    %449 = stablehlo.divide %448, %cst_195 : tensor<f32>
    %450 = stablehlo.sqrt %449 : tensor<f32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %451 = call @_where_6(%446, %cst_196, %450) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %453 = stablehlo.multiply %359, %452 : tensor<3136x256xf32>
    %454 = stablehlo.multiply %arg6, %arg6 : tensor<16xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_197) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %456 = stablehlo.divide %455, %cst_198 : tensor<f32>
    %457 = stablehlo.sqrt %456 : tensor<f32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %458 = stablehlo.compare LE, %457, %cst_199, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_200 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %460 = call @_where_12(%458, %459, %arg6) : (tensor<i1>, tensor<16xf32>, tensor<16xf32>) -> tensor<16xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %461 = stablehlo.compare LE, %457, %cst_201, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %462 = stablehlo.multiply %460, %460 : tensor<16xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_202) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
    %cst_203 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %464 = stablehlo.divide %463, %cst_203 : tensor<f32>
    %465 = stablehlo.sqrt %464 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %466 = call @_where_6(%461, %cst_204, %465) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %468 = stablehlo.multiply %361, %467 : tensor<16xf32>
    %469 = stablehlo.multiply %arg7, %arg7 : tensor<256x16xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_205) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_206 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %471 = stablehlo.divide %470, %cst_206 : tensor<f32>
    %472 = stablehlo.sqrt %471 : tensor<f32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %473 = stablehlo.compare LE, %472, %cst_207, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_208 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %475 = call @_where_13(%473, %474, %arg7) : (tensor<i1>, tensor<256x16xf32>, tensor<256x16xf32>) -> tensor<256x16xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %476 = stablehlo.compare LE, %472, %cst_209, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %477 = stablehlo.multiply %475, %475 : tensor<256x16xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_210) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %479 = stablehlo.divide %478, %cst_211 : tensor<f32>
    %480 = stablehlo.sqrt %479 : tensor<f32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %481 = call @_where_6(%476, %cst_212, %480) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %483 = stablehlo.multiply %363, %482 : tensor<256x16xf32>
    %cst_213 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %485 = stablehlo.multiply %484, %378 : tensor<32xf32>
    %cst_214 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<3x3x1x32xf32>
    %487 = stablehlo.multiply %486, %393 : tensor<3x3x1x32xf32>
    %cst_215 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %489 = stablehlo.multiply %488, %408 : tensor<64xf32>
    %cst_216 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<3x3x32x64xf32>
    %491 = stablehlo.multiply %490, %423 : tensor<3x3x32x64xf32>
    %cst_217 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %493 = stablehlo.multiply %492, %438 : tensor<256xf32>
    %cst_218 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<3136x256xf32>
    %495 = stablehlo.multiply %494, %453 : tensor<3136x256xf32>
    %cst_219 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %497 = stablehlo.multiply %496, %468 : tensor<16xf32>
    %cst_220 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<256x16xf32>
    %499 = stablehlo.multiply %498, %483 : tensor<256x16xf32>
    %500 = stablehlo.add %arg0, %485 : tensor<32xf32>
    %501 = stablehlo.add %arg1, %487 : tensor<3x3x1x32xf32>
    %502 = stablehlo.add %arg2, %489 : tensor<64xf32>
    %503 = stablehlo.add %arg3, %491 : tensor<3x3x32x64xf32>
    %504 = stablehlo.add %arg4, %493 : tensor<256xf32>
    %505 = stablehlo.add %arg5, %495 : tensor<3136x256xf32>
    %506 = stablehlo.add %arg6, %497 : tensor<16xf32>
    %507 = stablehlo.add %arg7, %499 : tensor<256x16xf32>
    return %500, %501, %502, %503, %504, %505, %506, %507, %283, %110, %129, %148, %167, %186, %217, %248, %267, %111, %130, %149, %168, %187, %226, %249, %268, %120, %139, %158, %177, %196, %205, %258, %277, %53 : tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<256xf32>, tensor<3136x256xf32>, tensor<16xf32>, tensor<256x16xf32>, tensor<i32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<256xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<3136xf32>, tensor<1xf32>, tensor<1xf32>, tensor<32xf32>, tensor<3x3x1x32xf32>, tensor<64xf32>, tensor<3x3x32x64xf32>, tensor<256xf32>, tensor<1xf32>, tensor<16xf32>, tensor<256x16xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<32x28x28x32xf32>) -> tensor<32x28x28x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x28x28x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x28x28x32xf32>
    return %1 : tensor<32x28x28x32xf32>
  }
  func.func private @relu_0(%arg0: tensor<32x14x14x64xf32>) -> tensor<32x14x14x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x14x14x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x14x14x64xf32>
    return %1 : tensor<32x14x14x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<32x256xf32>) -> tensor<32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<32x256xf32>
    return %1 : tensor<32x256xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<32x16xf32>, %arg1: tensor<32x1xi32>) -> (tensor<32x1xf32>, tensor<32x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<32x1xi1>, tensor<32x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<32x16xf32>, tensor<32x1x1xi32>) -> tensor<32x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<32x1xi1>, tensor<32x1xf32>
    return %15, %5 : tensor<32x1xf32>, tensor<32x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<32x1xf32>, %arg1: tensor<i32>) -> (tensor<32xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], collapsed_slice_dims = [1], start_index_map = [1]>, indices_are_sorted = false, slice_sizes = array<i64: 32, 1>}> : (tensor<32x1xf32>, tensor<1xi32>) -> tensor<32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<32xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<32xi1>, tensor<32xf32>
    return %13, %3 : tensor<32xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<32xf32>) -> tensor<32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x1xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x1xf32>
    return %1 : tensor<32x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<32x1x1xi32>, %arg1: tensor<32x1xf32>) -> tensor<32x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<32x1x1xi32>, tensor<32x1xf32>) -> tensor<32x16xf32>
    return %1 : tensor<32x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<32xf32>, %arg2: tensor<32xf32>) -> tensor<32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<32xf32>
    return %0 : tensor<32xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<i1>, tensor<f32>
    return %1 : tensor<f32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<3x3x1x32xf32>, %arg2: tensor<3x3x1x32xf32>) -> tensor<3x3x1x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3x3x1x32xf32>
    return %0 : tensor<3x3x1x32xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>) -> tensor<64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<64xf32>
    return %0 : tensor<64xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<3x3x32x64xf32>, %arg2: tensor<3x3x32x64xf32>) -> tensor<3x3x32x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3x3x32x64xf32>
    return %0 : tensor<3x3x32x64xf32>
  }
  func.func private @_where_10(%arg0: tensor<i1>, %arg1: tensor<256xf32>, %arg2: tensor<256xf32>) -> tensor<256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<256xf32>
    return %0 : tensor<256xf32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<3136x256xf32>, %arg2: tensor<3136x256xf32>) -> tensor<3136x256xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<3136x256xf32>
    return %0 : tensor<3136x256xf32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<16xf32>, %arg2: tensor<16xf32>) -> tensor<16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<16xf32>
    return %0 : tensor<16xf32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<256x16xf32>, %arg2: tensor<256x16xf32>) -> tensor<256x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<256x16xf32>
    return %0 : tensor<256x16xf32>
  }
}
