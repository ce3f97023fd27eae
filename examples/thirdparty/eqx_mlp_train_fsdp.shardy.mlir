module @jit_eqx_mlp_train_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 8 : i32}, %arg9: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<512x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<8x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg26: tensor<8x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) -> (tensor<512x256xf32> {jax.result_info = "result[0].layers[0].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[0].layers[0].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x512xf32> {jax.result_info = "result[0].layers[1].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[0].layers[1].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x512xf32> {jax.result_info = "result[0].layers[2].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[0].layers[2].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<256x512xf32> {jax.result_info = "result[0].layers[3].weight", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0].layers[3].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu.layers[0].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[1][0].mu.layers[0].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x512xf32> {jax.result_info = "result[1][0].mu.layers[1].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[1][0].mu.layers[1].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x512xf32> {jax.result_info = "result[1][0].mu.layers[2].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[1][0].mu.layers[2].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu.layers[3].weight", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu.layers[3].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu.layers[0].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[1][0].nu.layers[0].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x512xf32> {jax.result_info = "result[1][0].nu.layers[1].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[1][0].nu.layers[1].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<512x512xf32> {jax.result_info = "result[1][0].nu.layers[2].weight", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512xf32> {jax.result_info = "result[1][0].nu.layers[2].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu.layers[3].weight", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu.layers[3].bias", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg0, %arg25, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<8x64x256xf32>) -> tensor<512x8x64xf32>
    %1 = stablehlo.transpose %0, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.add %1, %4 : tensor<8x64x512xf32>
    %6 = stablehlo.multiply %5, %5 : tensor<8x64x512xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<8x64x512xf32>
    %8 = stablehlo.multiply %5, %5 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %12 = stablehlo.multiply %11, %7 : tensor<8x64x512xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x64x512xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<8x64x512xf32>
    %16 = stablehlo.tanh %15 : tensor<8x64x512xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %18 = stablehlo.subtract %17, %16 : tensor<8x64x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %20 = stablehlo.add %19, %16 : tensor<8x64x512xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<8x64x512xf32>
    %23 = stablehlo.multiply %5, %22 : tensor<8x64x512xf32>
    %24 = stablehlo.dot_general %arg2, %23, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %25 = stablehlo.transpose %24, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %26 = stablehlo.broadcast_in_dim %arg3, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %29 = stablehlo.add %25, %28 : tensor<8x64x512xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<8x64x512xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x64x512xf32>
    %32 = stablehlo.multiply %29, %29 : tensor<8x64x512xf32>
    %cst_5 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<8x64x512xf32>
    %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %36 = stablehlo.multiply %35, %31 : tensor<8x64x512xf32>
    %37 = stablehlo.add %29, %36 : tensor<8x64x512xf32>
    %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %39 = stablehlo.multiply %38, %37 : tensor<8x64x512xf32>
    %40 = stablehlo.tanh %39 : tensor<8x64x512xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %42 = stablehlo.subtract %41, %40 : tensor<8x64x512xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %44 = stablehlo.add %43, %40 : tensor<8x64x512xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<8x64x512xf32>
    %47 = stablehlo.multiply %29, %46 : tensor<8x64x512xf32>
    %48 = stablehlo.dot_general %arg4, %47, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x512xf32>, tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %49 = stablehlo.transpose %48, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %50 = stablehlo.broadcast_in_dim %arg5, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %53 = stablehlo.add %49, %52 : tensor<8x64x512xf32>
    %54 = stablehlo.multiply %53, %53 : tensor<8x64x512xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<8x64x512xf32>
    %56 = stablehlo.multiply %53, %53 : tensor<8x64x512xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<8x64x512xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %60 = stablehlo.multiply %59, %55 : tensor<8x64x512xf32>
    %61 = stablehlo.add %53, %60 : tensor<8x64x512xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x64x512xf32>
    %64 = stablehlo.tanh %63 : tensor<8x64x512xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %66 = stablehlo.subtract %65, %64 : tensor<8x64x512xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %68 = stablehlo.add %67, %64 : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %70 = stablehlo.multiply %69, %68 : tensor<8x64x512xf32>
    %71 = stablehlo.multiply %53, %70 : tensor<8x64x512xf32>
    %72 = stablehlo.dot_general %arg6, %71, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<8x64x512xf32>) -> tensor<256x8x64xf32>
    %73 = stablehlo.transpose %72, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %74 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %77 = stablehlo.add %73, %76 : tensor<8x64x256xf32>
    %78 = stablehlo.subtract %77, %arg26 : tensor<8x64x256xf32>
    %79 = chlo.square %78 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<8x64x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_18) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_19 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %83 = stablehlo.divide %82, %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %84 = stablehlo.divide %cst_20, %cst_21 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %86 = stablehlo.multiply %85, %81 : tensor<8x64x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %88 = stablehlo.reshape %87 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_24) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %92 = stablehlo.transpose %86, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %93 = stablehlo.dot_general %92, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %94 = stablehlo.dot_general %92, %71, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %95 = stablehlo.multiply %53, %93 : tensor<8x64x512xf32>
    %96 = stablehlo.multiply %93, %70 : tensor<8x64x512xf32>
    %cst_25 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %98 = stablehlo.multiply %97, %95 : tensor<8x64x512xf32>
    %99 = stablehlo.multiply %98, %66 : tensor<8x64x512xf32>
    %100 = stablehlo.multiply %99, %64 : tensor<8x64x512xf32>
    %101 = stablehlo.add %99, %100 : tensor<8x64x512xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<8x64x512xf32>
    %104 = stablehlo.add %96, %103 : tensor<8x64x512xf32>
    %cst_27 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<8x64x512xf32>
    %107 = stablehlo.multiply %106, %58 : tensor<8x64x512xf32>
    %108 = stablehlo.add %104, %107 : tensor<8x64x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_28) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %110 = stablehlo.reshape %109 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_29) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.reduce(%112 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %114 = stablehlo.transpose %108, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %115 = stablehlo.dot_general %114, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<512x512xf32>) -> tensor<8x64x512xf32>
    %116 = stablehlo.dot_general %114, %47, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<8x64x512xf32>) -> tensor<512x512xf32>
    %117 = stablehlo.multiply %29, %115 : tensor<8x64x512xf32>
    %118 = stablehlo.multiply %115, %46 : tensor<8x64x512xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<8x64x512xf32>
    %121 = stablehlo.multiply %120, %42 : tensor<8x64x512xf32>
    %122 = stablehlo.multiply %121, %40 : tensor<8x64x512xf32>
    %123 = stablehlo.add %121, %122 : tensor<8x64x512xf32>
    %cst_32 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %125 = stablehlo.multiply %124, %123 : tensor<8x64x512xf32>
    %126 = stablehlo.add %118, %125 : tensor<8x64x512xf32>
    %cst_33 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %128 = stablehlo.multiply %127, %125 : tensor<8x64x512xf32>
    %129 = stablehlo.multiply %128, %34 : tensor<8x64x512xf32>
    %130 = stablehlo.add %126, %129 : tensor<8x64x512xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %132 = stablehlo.reshape %131 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %136 = stablehlo.transpose %130, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %137 = stablehlo.dot_general %136, %arg2, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<512x512xf32>) -> tensor<8x64x512xf32>
    %138 = stablehlo.dot_general %136, %23, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<8x64x512xf32>) -> tensor<512x512xf32>
    %139 = stablehlo.multiply %5, %137 : tensor<8x64x512xf32>
    %140 = stablehlo.multiply %137, %22 : tensor<8x64x512xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<8x64x512xf32>
    %143 = stablehlo.multiply %142, %18 : tensor<8x64x512xf32>
    %144 = stablehlo.multiply %143, %16 : tensor<8x64x512xf32>
    %145 = stablehlo.add %143, %144 : tensor<8x64x512xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8x64x512xf32>
    %148 = stablehlo.add %140, %147 : tensor<8x64x512xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %150 = stablehlo.multiply %149, %147 : tensor<8x64x512xf32>
    %151 = stablehlo.multiply %150, %10 : tensor<8x64x512xf32>
    %152 = stablehlo.add %148, %151 : tensor<8x64x512xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %154 = stablehlo.reshape %153 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_42) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %158 = stablehlo.transpose %152, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %159 = stablehlo.dot_general %158, %arg25, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<512x256xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %163 = stablehlo.multiply %162, %arg9 : tensor<512x256xf32>
    %164 = stablehlo.add %161, %163 : tensor<512x256xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %166 = stablehlo.multiply %165, %157 : tensor<512xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %168 = stablehlo.multiply %167, %arg10 : tensor<512xf32>
    %169 = stablehlo.add %166, %168 : tensor<512xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %171 = stablehlo.multiply %170, %138 : tensor<512x512xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %173 = stablehlo.multiply %172, %arg11 : tensor<512x512xf32>
    %174 = stablehlo.add %171, %173 : tensor<512x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %176 = stablehlo.multiply %175, %135 : tensor<512xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %178 = stablehlo.multiply %177, %arg12 : tensor<512xf32>
    %179 = stablehlo.add %176, %178 : tensor<512xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %181 = stablehlo.multiply %180, %116 : tensor<512x512xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %183 = stablehlo.multiply %182, %arg13 : tensor<512x512xf32>
    %184 = stablehlo.add %181, %183 : tensor<512x512xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %186 = stablehlo.multiply %185, %113 : tensor<512xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %188 = stablehlo.multiply %187, %arg14 : tensor<512xf32>
    %189 = stablehlo.add %186, %188 : tensor<512xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %191 = stablehlo.multiply %190, %94 : tensor<256x512xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %193 = stablehlo.multiply %192, %arg15 : tensor<256x512xf32>
    %194 = stablehlo.add %191, %193 : tensor<256x512xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %196 = stablehlo.multiply %195, %91 : tensor<256xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %198 = stablehlo.multiply %197, %arg16 : tensor<256xf32>
    %199 = stablehlo.add %196, %198 : tensor<256xf32>
    %200 = stablehlo.multiply %159, %159 : tensor<512x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<512x256xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %204 = stablehlo.multiply %203, %arg17 : tensor<512x256xf32>
    %205 = stablehlo.add %202, %204 : tensor<512x256xf32>
    %206 = stablehlo.multiply %157, %157 : tensor<512xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<512xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %210 = stablehlo.multiply %209, %arg18 : tensor<512xf32>
    %211 = stablehlo.add %208, %210 : tensor<512xf32>
    %212 = stablehlo.multiply %138, %138 : tensor<512x512xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<512x512xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %216 = stablehlo.multiply %215, %arg19 : tensor<512x512xf32>
    %217 = stablehlo.add %214, %216 : tensor<512x512xf32>
    %218 = stablehlo.multiply %135, %135 : tensor<512xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<512xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %222 = stablehlo.multiply %221, %arg20 : tensor<512xf32>
    %223 = stablehlo.add %220, %222 : tensor<512xf32>
    %224 = stablehlo.multiply %116, %116 : tensor<512x512xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<512x512xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %228 = stablehlo.multiply %227, %arg21 : tensor<512x512xf32>
    %229 = stablehlo.add %226, %228 : tensor<512x512xf32>
    %230 = stablehlo.multiply %113, %113 : tensor<512xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<512xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %234 = stablehlo.multiply %233, %arg22 : tensor<512xf32>
    %235 = stablehlo.add %232, %234 : tensor<512xf32>
    %236 = stablehlo.multiply %94, %94 : tensor<256x512xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<256x512xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %240 = stablehlo.multiply %239, %arg23 : tensor<256x512xf32>
    %241 = stablehlo.add %238, %240 : tensor<256x512xf32>
    %242 = stablehlo.multiply %91, %91 : tensor<256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<256xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %246 = stablehlo.multiply %245, %arg24 : tensor<256xf32>
    %247 = stablehlo.add %244, %246 : tensor<256xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %248 = stablehlo.compare LT, %arg8, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %249 = stablehlo.add %arg8, %c_75 : tensor<i32>
    %c_76 = stablehlo.constant dense<2147483647> : tensor<i32>
    %250 = call @_where(%248, %249, %c_76) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %251 = stablehlo.convert %250 : (tensor<i32>) -> tensor<f32>
    %252 = stablehlo.power %cst_77, %251 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.subtract %cst_78, %252 : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %255 = stablehlo.divide %164, %254 : tensor<512x256xf32>
    %256 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %257 = stablehlo.divide %169, %256 : tensor<512xf32>
    %258 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %259 = stablehlo.divide %174, %258 : tensor<512x512xf32>
    %260 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %261 = stablehlo.divide %179, %260 : tensor<512xf32>
    %262 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %263 = stablehlo.divide %184, %262 : tensor<512x512xf32>
    %264 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %265 = stablehlo.divide %189, %264 : tensor<512xf32>
    %266 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %267 = stablehlo.divide %194, %266 : tensor<256x512xf32>
    %268 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %269 = stablehlo.divide %199, %268 : tensor<256xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %270 = stablehlo.convert %250 : (tensor<i32>) -> tensor<f32>
    %271 = stablehlo.power %cst_79, %270 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.subtract %cst_80, %271 : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %274 = stablehlo.divide %205, %273 : tensor<512x256xf32>
    %275 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %276 = stablehlo.divide %211, %275 : tensor<512xf32>
    %277 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %278 = stablehlo.divide %217, %277 : tensor<512x512xf32>
    %279 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %280 = stablehlo.divide %223, %279 : tensor<512xf32>
    %281 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %282 = stablehlo.divide %229, %281 : tensor<512x512xf32>
    %283 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %284 = stablehlo.divide %235, %283 : tensor<512xf32>
    %285 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %286 = stablehlo.divide %241, %285 : tensor<256x512xf32>
    %287 = stablehlo.broadcast_in_dim %272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %288 = stablehlo.divide %247, %287 : tensor<256xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %290 = stablehlo.add %274, %289 : tensor<512x256xf32>
    %291 = stablehlo.sqrt %290 : tensor<512x256xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %293 = stablehlo.add %291, %292 : tensor<512x256xf32>
    %294 = stablehlo.divide %255, %293 : tensor<512x256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %296 = stablehlo.add %276, %295 : tensor<512xf32>
    %297 = stablehlo.sqrt %296 : tensor<512xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %299 = stablehlo.add %297, %298 : tensor<512xf32>
    %300 = stablehlo.divide %257, %299 : tensor<512xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %302 = stablehlo.add %278, %301 : tensor<512x512xf32>
    %303 = stablehlo.sqrt %302 : tensor<512x512xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %305 = stablehlo.add %303, %304 : tensor<512x512xf32>
    %306 = stablehlo.divide %259, %305 : tensor<512x512xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %308 = stablehlo.add %280, %307 : tensor<512xf32>
    %309 = stablehlo.sqrt %308 : tensor<512xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %311 = stablehlo.add %309, %310 : tensor<512xf32>
    %312 = stablehlo.divide %261, %311 : tensor<512xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %314 = stablehlo.add %282, %313 : tensor<512x512xf32>
    %315 = stablehlo.sqrt %314 : tensor<512x512xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %317 = stablehlo.add %315, %316 : tensor<512x512xf32>
    %318 = stablehlo.divide %263, %317 : tensor<512x512xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %320 = stablehlo.add %284, %319 : tensor<512xf32>
    %321 = stablehlo.sqrt %320 : tensor<512xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %323 = stablehlo.add %321, %322 : tensor<512xf32>
    %324 = stablehlo.divide %265, %323 : tensor<512xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %326 = stablehlo.add %286, %325 : tensor<256x512xf32>
    %327 = stablehlo.sqrt %326 : tensor<256x512xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %329 = stablehlo.add %327, %328 : tensor<256x512xf32>
    %330 = stablehlo.divide %267, %329 : tensor<256x512xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %332 = stablehlo.add %288, %331 : tensor<256xf32>
    %333 = stablehlo.sqrt %332 : tensor<256xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %335 = stablehlo.add %333, %334 : tensor<256xf32>
    %336 = stablehlo.divide %269, %335 : tensor<256xf32>
    %cst_97 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %338 = stablehlo.multiply %337, %294 : tensor<512x256xf32>
    %cst_98 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %340 = stablehlo.multiply %339, %300 : tensor<512xf32>
    %cst_99 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %342 = stablehlo.multiply %341, %306 : tensor<512x512xf32>
    %cst_100 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %344 = stablehlo.multiply %343, %312 : tensor<512xf32>
    %cst_101 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<512x512xf32>
    %346 = stablehlo.multiply %345, %318 : tensor<512x512xf32>
    %cst_102 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %348 = stablehlo.multiply %347, %324 : tensor<512xf32>
    %cst_103 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %350 = stablehlo.multiply %349, %330 : tensor<256x512xf32>
    %cst_104 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %352 = stablehlo.multiply %351, %336 : tensor<256xf32>
    %353 = stablehlo.add %arg0, %338 : tensor<512x256xf32>
    %354 = stablehlo.add %arg1, %340 : tensor<512xf32>
    %355 = stablehlo.add %arg2, %342 : tensor<512x512xf32>
    %356 = stablehlo.add %arg3, %344 : tensor<512xf32>
    %357 = stablehlo.add %arg4, %346 : tensor<512x512xf32>
    %358 = stablehlo.add %arg5, %348 : tensor<512xf32>
    %359 = stablehlo.add %arg6, %350 : tensor<256x512xf32>
    %360 = stablehlo.add %arg7, %352 : tensor<256xf32>
    return %353, %354, %355, %356, %357, %358, %359, %360, %250, %164, %169, %174, %179, %184, %189, %194, %199, %205, %211, %217, %223, %229, %235, %241, %247, %83 : tensor<512x256xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<i32>, tensor<512x256xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<512x512xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
