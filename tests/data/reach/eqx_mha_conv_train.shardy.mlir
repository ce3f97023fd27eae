module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg1: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg2: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg3: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg4: tensor<128x128x3xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}]>}, %arg5: tensor<128x1xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg6: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg7: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg9: tensor<128x128xf32> {jax.buffer_donor = true}, %arg10: tensor<128x128xf32> {jax.buffer_donor = true}, %arg11: tensor<128x128xf32> {jax.buffer_donor = true}, %arg12: tensor<128x128xf32> {jax.buffer_donor = true}, %arg13: tensor<128x128x3xf32> {jax.buffer_donor = true}, %arg14: tensor<128x1xf32> {jax.buffer_donor = true}, %arg15: tensor<512x128xf32> {jax.buffer_donor = true}, %arg16: tensor<512xf32> {jax.buffer_donor = true}, %arg17: tensor<128x128xf32> {jax.buffer_donor = true}, %arg18: tensor<128x128xf32> {jax.buffer_donor = true}, %arg19: tensor<128x128xf32> {jax.buffer_donor = true}, %arg20: tensor<128x128xf32> {jax.buffer_donor = true}, %arg21: tensor<128x128x3xf32> {jax.buffer_donor = true}, %arg22: tensor<128x1xf32> {jax.buffer_donor = true}, %arg23: tensor<512x128xf32> {jax.buffer_donor = true}, %arg24: tensor<512xf32> {jax.buffer_donor = true}, %arg25: tensor<8x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg26: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<128x128xf32> {jax.result_info = "result[0][0].query_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[0][0].key_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[0][0].value_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[0][0].output_proj.weight"}, tensor<128x128x3xf32> {jax.result_info = "result[0][1].weight"}, tensor<128x1xf32> {jax.result_info = "result[0][1].bias"}, tensor<512x128xf32> {jax.result_info = "result[0][2].weight"}, tensor<512xf32> {jax.result_info = "result[0][2].bias"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu[0].query_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu[0].key_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu[0].value_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu[0].output_proj.weight"}, tensor<128x128x3xf32> {jax.result_info = "result[1][0].mu[1].weight"}, tensor<128x1xf32> {jax.result_info = "result[1][0].mu[1].bias"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu[2].weight"}, tensor<512xf32> {jax.result_info = "result[1][0].mu[2].bias"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu[0].query_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu[0].key_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu[0].value_proj.weight"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu[0].output_proj.weight"}, tensor<128x128x3xf32> {jax.result_info = "result[1][0].nu[1].weight"}, tensor<128x1xf32> {jax.result_info = "result[1][0].nu[1].bias"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu[2].weight"}, tensor<512xf32> {jax.result_info = "result[1][0].nu[2].bias"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg25, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %3 = stablehlo.dot_general %arg1, %arg25, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %4 = stablehlo.transpose %3, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %6 = stablehlo.dot_general %arg2, %arg25, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %7 = stablehlo.transpose %6, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %cst = stablehlo.constant dense<5.65685415> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %10 = stablehlo.divide %2, %9 : tensor<8x64x4x32xf32>
    %11 = stablehlo.dot_general %10, %5, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_0) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %14 = stablehlo.maximum %13, %12 : tensor<8x4x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %17 = stablehlo.subtract %11, %16 : tensor<8x4x64x64xf32>
    %18 = stablehlo.exponential %17 : tensor<8x4x64x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %22 = stablehlo.divide %18, %21 : tensor<8x4x64x64xf32>
    %23 = stablehlo.multiply %20, %20 : tensor<8x4x64x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %25 = stablehlo.divide %24, %23 : tensor<8x4x64x1xf32>
    %26 = stablehlo.dot_general %22, %8, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %27 = stablehlo.transpose %26, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %29 = stablehlo.dot_general %arg3, %28, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<128x128xf32>, tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %30 = stablehlo.transpose %29, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %31 = stablehlo.transpose %30, dims = [0, 2, 1] : (tensor<8x64x128xf32>) -> tensor<8x128x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<8x128x64xf32>) -> tensor<8x1x128x64xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x1x128x64xf32>) -> tensor<8x128x64xf32>
    %34 = stablehlo.convolution(%33, %arg4) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x128x64xf32>, tensor<128x128x3xf32>) -> tensor<8x128x64xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x128x64xf32>) -> tensor<8x1x128x64xf32>
    %36 = stablehlo.reshape %35 : (tensor<8x1x128x64xf32>) -> tensor<8x128x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] : (tensor<128x1xf32>) -> tensor<1x128x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x128x1xf32>) -> tensor<8x128x64xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x128x64xf32>
    %40 = stablehlo.transpose %39, dims = [0, 2, 1] : (tensor<8x128x64xf32>) -> tensor<8x64x128xf32>
    %41 = stablehlo.add %30, %40 : tensor<8x64x128xf32>
    %42 = stablehlo.dot_general %arg6, %41, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<8x64x128xf32>) -> tensor<512x8x64xf32>
    %43 = stablehlo.transpose %42, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %44 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %47 = stablehlo.add %43, %46 : tensor<8x64x512xf32>
    %48 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %49:2 = call @take_along_axis(%47, %48) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %50:2 = call @_take(%49#0, %c) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.reduce(%47 init: %cst_4) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %53 = stablehlo.maximum %52, %51 : tensor<8x64xf32>
    %54 = stablehlo.is_finite %53 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %56 = stablehlo.select %54, %53, %55 : tensor<8x64xi1>, tensor<8x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %59 = stablehlo.subtract %47, %58 : tensor<8x64x512xf32>
    %60 = stablehlo.exponential %59 : tensor<8x64x512xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %62 = stablehlo.abs %61 : tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %64 = stablehlo.compare GE, %61, %63, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %65 = stablehlo.log %62 : tensor<8x64xf32>
    %66 = stablehlo.add %65, %56 : tensor<8x64xf32>
    %67 = stablehlo.subtract %66, %50#0 : tensor<8x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_9) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_10 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %69 = stablehlo.divide %68, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_12 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %70 = stablehlo.divide %cst_11, %cst_12 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %72 = stablehlo.negate %71 : tensor<8x64xf32>
    %73 = stablehlo.divide %71, %62 : tensor<8x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %75 = stablehlo.select %64, %74, %73 : tensor<8x64xi1>, tensor<8x64xf32>
    %76 = stablehlo.select %64, %73, %74 : tensor<8x64xi1>, tensor<8x64xf32>
    %77 = stablehlo.negate %75 : tensor<8x64xf32>
    %78 = stablehlo.add %76, %77 : tensor<8x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %80 = stablehlo.multiply %79, %60 : tensor<8x64x512xf32>
    %81 = call @_take_0(%50#1, %72) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %82 = call @take_along_axis_1(%49#1, %81) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %83 = stablehlo.add %80, %82 : tensor<8x64x512xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %85 = stablehlo.reshape %84 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_16) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %89 = stablehlo.transpose %83, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %90 = stablehlo.dot_general %89, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %91 = stablehlo.dot_general %89, %41, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %92 = stablehlo.transpose %90, dims = [0, 2, 1] : (tensor<8x64x128xf32>) -> tensor<8x128x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_17) applies stablehlo.add across dimensions = [0, 2] : (tensor<8x128x64xf32>, tensor<f32>) -> tensor<128xf32>
    %94 = stablehlo.reshape %93 : (tensor<128xf32>) -> tensor<1x128x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_18) applies stablehlo.add across dimensions = [0, 2] : (tensor<1x128x1xf32>, tensor<f32>) -> tensor<128xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0] : (tensor<128xf32>) -> tensor<128x1xf32>
    %97 = stablehlo.broadcast_in_dim %92, dims = [0, 2, 3] : (tensor<8x128x64xf32>) -> tensor<8x1x128x64xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x1x128x64xf32>) -> tensor<8x128x64xf32>
    %99 = stablehlo.convolution(%33, %98) dim_numbers = [f, b, 0]x[i, o, 0]->[f, b, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x128x64xf32>, tensor<8x128x64xf32>) -> tensor<128x128x3xf32>
    %100 = stablehlo.reverse %arg4, dims = [2] : tensor<128x128x3xf32>
    %101 = stablehlo.convolution(%98, %100) dim_numbers = [b, f, 0]x[i, o, 0]->[b, f, 0], window = {stride = [1], pad = [[1, 1]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x128x64xf32>, tensor<128x128x3xf32>) -> tensor<8x128x64xf32>
    %102 = stablehlo.reshape %101 : (tensor<8x128x64xf32>) -> tensor<8x1x128x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<8x1x128x64xf32>, tensor<f32>) -> tensor<8x128x64xf32>
    %104 = stablehlo.transpose %103, dims = [0, 2, 1] : (tensor<8x128x64xf32>) -> tensor<8x64x128xf32>
    %105 = stablehlo.add %90, %104 : tensor<8x64x128xf32>
    %106 = stablehlo.transpose %105, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %107 = stablehlo.dot_general %106, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x8x64xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %108 = stablehlo.dot_general %106, %28, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<128x8x64xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %109 = stablehlo.reshape %107 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %110 = stablehlo.transpose %109, dims = [0, 2, 1, 3] : (tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %111 = stablehlo.dot_general %110, %22, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %113 = stablehlo.dot_general %110, %8, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %114 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<8x4x64x64xf32>
    %116 = stablehlo.multiply %115, %18 : tensor<8x4x64x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %119 = stablehlo.negate %118 : tensor<8x4x64x1xf32>
    %120 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %121 = stablehlo.divide %113, %120 : tensor<8x4x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%119 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x4x64x64xf32>
    %125 = stablehlo.multiply %124, %18 : tensor<8x4x64x64xf32>
    %126 = stablehlo.dot_general %125, %10, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %128 = stablehlo.dot_general %125, %5, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x32xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %cst_22 = stablehlo.constant dense<5.65685415> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8x64x4x32xf32>
    %132 = stablehlo.reshape %112 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.transpose %132, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %134 = stablehlo.dot_general %133, %arg25, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<128x8x64xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %135 = stablehlo.reshape %127 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %136 = stablehlo.transpose %135, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %137 = stablehlo.dot_general %136, %arg25, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<128x8x64xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %138 = stablehlo.reshape %131 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %139 = stablehlo.transpose %138, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %140 = stablehlo.dot_general %139, %arg25, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<128x8x64xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %142 = stablehlo.multiply %141, %140 : tensor<128x128xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %144 = stablehlo.multiply %143, %arg9 : tensor<128x128xf32>
    %145 = stablehlo.add %142, %144 : tensor<128x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %147 = stablehlo.multiply %146, %137 : tensor<128x128xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %149 = stablehlo.multiply %148, %arg10 : tensor<128x128xf32>
    %150 = stablehlo.add %147, %149 : tensor<128x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %152 = stablehlo.multiply %151, %134 : tensor<128x128xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %154 = stablehlo.multiply %153, %arg11 : tensor<128x128xf32>
    %155 = stablehlo.add %152, %154 : tensor<128x128xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %157 = stablehlo.multiply %156, %108 : tensor<128x128xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %159 = stablehlo.multiply %158, %arg12 : tensor<128x128xf32>
    %160 = stablehlo.add %157, %159 : tensor<128x128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %162 = stablehlo.multiply %161, %99 : tensor<128x128x3xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %164 = stablehlo.multiply %163, %arg13 : tensor<128x128x3xf32>
    %165 = stablehlo.add %162, %164 : tensor<128x128x3xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %167 = stablehlo.multiply %166, %96 : tensor<128x1xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %169 = stablehlo.multiply %168, %arg14 : tensor<128x1xf32>
    %170 = stablehlo.add %167, %169 : tensor<128x1xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %172 = stablehlo.multiply %171, %91 : tensor<512x128xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %174 = stablehlo.multiply %173, %arg15 : tensor<512x128xf32>
    %175 = stablehlo.add %172, %174 : tensor<512x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %177 = stablehlo.multiply %176, %88 : tensor<512xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %179 = stablehlo.multiply %178, %arg16 : tensor<512xf32>
    %180 = stablehlo.add %177, %179 : tensor<512xf32>
    %181 = stablehlo.multiply %140, %140 : tensor<128x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %183 = stablehlo.multiply %182, %181 : tensor<128x128xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %185 = stablehlo.multiply %184, %arg17 : tensor<128x128xf32>
    %186 = stablehlo.add %183, %185 : tensor<128x128xf32>
    %187 = stablehlo.multiply %137, %137 : tensor<128x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<128x128xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %191 = stablehlo.multiply %190, %arg18 : tensor<128x128xf32>
    %192 = stablehlo.add %189, %191 : tensor<128x128xf32>
    %193 = stablehlo.multiply %134, %134 : tensor<128x128xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %195 = stablehlo.multiply %194, %193 : tensor<128x128xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %197 = stablehlo.multiply %196, %arg19 : tensor<128x128xf32>
    %198 = stablehlo.add %195, %197 : tensor<128x128xf32>
    %199 = stablehlo.multiply %108, %108 : tensor<128x128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<128x128xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %203 = stablehlo.multiply %202, %arg20 : tensor<128x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<128x128xf32>
    %205 = stablehlo.multiply %99, %99 : tensor<128x128x3xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %207 = stablehlo.multiply %206, %205 : tensor<128x128x3xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %209 = stablehlo.multiply %208, %arg21 : tensor<128x128x3xf32>
    %210 = stablehlo.add %207, %209 : tensor<128x128x3xf32>
    %211 = stablehlo.multiply %96, %96 : tensor<128x1xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<128x1xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %215 = stablehlo.multiply %214, %arg22 : tensor<128x1xf32>
    %216 = stablehlo.add %213, %215 : tensor<128x1xf32>
    %217 = stablehlo.multiply %91, %91 : tensor<512x128xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<512x128xf32>
    %cst_52 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %221 = stablehlo.multiply %220, %arg23 : tensor<512x128xf32>
    %222 = stablehlo.add %219, %221 : tensor<512x128xf32>
    %223 = stablehlo.multiply %88, %88 : tensor<512xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %225 = stablehlo.multiply %224, %223 : tensor<512xf32>
    %cst_54 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %227 = stablehlo.multiply %226, %arg24 : tensor<512xf32>
    %228 = stablehlo.add %225, %227 : tensor<512xf32>
    %c_55 = stablehlo.constant dense<2147483647> : tensor<i32>
    %229 = stablehlo.compare LT, %arg8, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_56 = stablehlo.constant dense<1> : tensor<i32>
    %230 = stablehlo.add %arg8, %c_56 : tensor<i32>
    %c_57 = stablehlo.constant dense<2147483647> : tensor<i32>
    %231 = call @_where_2(%229, %230, %c_57) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %232 = stablehlo.convert %231 : (tensor<i32>) -> tensor<f32>
    %233 = stablehlo.power %cst_58, %232 : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.subtract %cst_59, %233 : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %236 = stablehlo.divide %145, %235 : tensor<128x128xf32>
    %237 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %238 = stablehlo.divide %150, %237 : tensor<128x128xf32>
    %239 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %240 = stablehlo.divide %155, %239 : tensor<128x128xf32>
    %241 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %242 = stablehlo.divide %160, %241 : tensor<128x128xf32>
    %243 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %244 = stablehlo.divide %165, %243 : tensor<128x128x3xf32>
    %245 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %246 = stablehlo.divide %170, %245 : tensor<128x1xf32>
    %247 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %248 = stablehlo.divide %175, %247 : tensor<512x128xf32>
    %249 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %250 = stablehlo.divide %180, %249 : tensor<512xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %251 = stablehlo.convert %231 : (tensor<i32>) -> tensor<f32>
    %252 = stablehlo.power %cst_60, %251 : tensor<f32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.subtract %cst_61, %252 : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %255 = stablehlo.divide %186, %254 : tensor<128x128xf32>
    %256 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %257 = stablehlo.divide %192, %256 : tensor<128x128xf32>
    %258 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %259 = stablehlo.divide %198, %258 : tensor<128x128xf32>
    %260 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %261 = stablehlo.divide %204, %260 : tensor<128x128xf32>
    %262 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %263 = stablehlo.divide %210, %262 : tensor<128x128x3xf32>
    %264 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %265 = stablehlo.divide %216, %264 : tensor<128x1xf32>
    %266 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %267 = stablehlo.divide %222, %266 : tensor<512x128xf32>
    %268 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %269 = stablehlo.divide %228, %268 : tensor<512xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %271 = stablehlo.add %255, %270 : tensor<128x128xf32>
    %272 = stablehlo.sqrt %271 : tensor<128x128xf32>
    %cst_63 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %274 = stablehlo.add %272, %273 : tensor<128x128xf32>
    %275 = stablehlo.divide %236, %274 : tensor<128x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %277 = stablehlo.add %257, %276 : tensor<128x128xf32>
    %278 = stablehlo.sqrt %277 : tensor<128x128xf32>
    %cst_65 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %280 = stablehlo.add %278, %279 : tensor<128x128xf32>
    %281 = stablehlo.divide %238, %280 : tensor<128x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %283 = stablehlo.add %259, %282 : tensor<128x128xf32>
    %284 = stablehlo.sqrt %283 : tensor<128x128xf32>
    %cst_67 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %286 = stablehlo.add %284, %285 : tensor<128x128xf32>
    %287 = stablehlo.divide %240, %286 : tensor<128x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %289 = stablehlo.add %261, %288 : tensor<128x128xf32>
    %290 = stablehlo.sqrt %289 : tensor<128x128xf32>
    %cst_69 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %292 = stablehlo.add %290, %291 : tensor<128x128xf32>
    %293 = stablehlo.divide %242, %292 : tensor<128x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %295 = stablehlo.add %263, %294 : tensor<128x128x3xf32>
    %296 = stablehlo.sqrt %295 : tensor<128x128x3xf32>
    %cst_71 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %298 = stablehlo.add %296, %297 : tensor<128x128x3xf32>
    %299 = stablehlo.divide %244, %298 : tensor<128x128x3xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %301 = stablehlo.add %265, %300 : tensor<128x1xf32>
    %302 = stablehlo.sqrt %301 : tensor<128x1xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %304 = stablehlo.add %302, %303 : tensor<128x1xf32>
    %305 = stablehlo.divide %246, %304 : tensor<128x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %307 = stablehlo.add %267, %306 : tensor<512x128xf32>
    %308 = stablehlo.sqrt %307 : tensor<512x128xf32>
    %cst_75 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %310 = stablehlo.add %308, %309 : tensor<512x128xf32>
    %311 = stablehlo.divide %248, %310 : tensor<512x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %313 = stablehlo.add %269, %312 : tensor<512xf32>
    %314 = stablehlo.sqrt %313 : tensor<512xf32>
    %cst_77 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %316 = stablehlo.add %314, %315 : tensor<512xf32>
    %317 = stablehlo.divide %250, %316 : tensor<512xf32>
    %cst_78 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %319 = stablehlo.multiply %318, %275 : tensor<128x128xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %321 = stablehlo.multiply %320, %281 : tensor<128x128xf32>
    %cst_80 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %323 = stablehlo.multiply %322, %287 : tensor<128x128xf32>
    %cst_81 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %325 = stablehlo.multiply %324, %293 : tensor<128x128xf32>
    %cst_82 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<128x128x3xf32>
    %327 = stablehlo.multiply %326, %299 : tensor<128x128x3xf32>
    %cst_83 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<128x1xf32>
    %329 = stablehlo.multiply %328, %305 : tensor<128x1xf32>
    %cst_84 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %331 = stablehlo.multiply %330, %311 : tensor<512x128xf32>
    %cst_85 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %333 = stablehlo.multiply %332, %317 : tensor<512xf32>
    %334 = stablehlo.add %arg0, %319 : tensor<128x128xf32>
    %335 = stablehlo.add %arg1, %321 : tensor<128x128xf32>
    %336 = stablehlo.add %arg2, %323 : tensor<128x128xf32>
    %337 = stablehlo.add %arg3, %325 : tensor<128x128xf32>
    %338 = stablehlo.add %arg4, %327 : tensor<128x128x3xf32>
    %339 = stablehlo.add %arg5, %329 : tensor<128x1xf32>
    %340 = stablehlo.add %arg6, %331 : tensor<512x128xf32>
    %341 = stablehlo.add %arg7, %333 : tensor<512xf32>
    return %334, %335, %336, %337, %338, %339, %340, %341, %231, %145, %150, %155, %160, %165, %170, %175, %180, %186, %192, %198, %204, %210, %216, %222, %228, %69 : tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128x3xf32>, tensor<128x1xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<i32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128x3xf32>, tensor<128x1xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128x128x3xf32>, tensor<128x1xf32>, tensor<512x128xf32>, tensor<512xf32>, tensor<f32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 64, 1>}> : (tensor<8x64x1xf32>, tensor<1xi32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x64xi1>, tensor<8x64xf32>
    return %13, %3 : tensor<8x64xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_0(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
