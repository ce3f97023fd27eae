module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<128xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg1: tensor<100x128xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg2: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<128x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<128xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg7: tensor<100x128xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg8: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<128x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg10: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<128xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg13: tensor<100x128xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg14: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<128x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg16: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg17: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg18: tensor<128xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg19: tensor<100x128xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg20: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<128x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg22: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg23: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg24: tensor<100xf32> {mhlo.sharding = "{replicated}"}, %arg25: tensor<100x100xf32> {mhlo.sharding = "{replicated}"}, %arg26: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg27: tensor<128xf32>, %arg28: tensor<100x128xf32>, %arg29: tensor<100xf32>, %arg30: tensor<128x100xf32>, %arg31: tensor<100xf32>, %arg32: tensor<100xf32>, %arg33: tensor<128xf32>, %arg34: tensor<100x128xf32>, %arg35: tensor<100xf32>, %arg36: tensor<128x100xf32>, %arg37: tensor<100xf32>, %arg38: tensor<100xf32>, %arg39: tensor<128xf32>, %arg40: tensor<100x128xf32>, %arg41: tensor<100xf32>, %arg42: tensor<128x100xf32>, %arg43: tensor<100xf32>, %arg44: tensor<100xf32>, %arg45: tensor<128xf32>, %arg46: tensor<100x128xf32>, %arg47: tensor<100xf32>, %arg48: tensor<128x100xf32>, %arg49: tensor<100xf32>, %arg50: tensor<100xf32>, %arg51: tensor<100xf32>, %arg52: tensor<100x100xf32>, %arg53: tensor<128xf32>, %arg54: tensor<100x128xf32>, %arg55: tensor<100xf32>, %arg56: tensor<128x100xf32>, %arg57: tensor<100xf32>, %arg58: tensor<100xf32>, %arg59: tensor<128xf32>, %arg60: tensor<100x128xf32>, %arg61: tensor<100xf32>, %arg62: tensor<128x100xf32>, %arg63: tensor<100xf32>, %arg64: tensor<100xf32>, %arg65: tensor<128xf32>, %arg66: tensor<100x128xf32>, %arg67: tensor<100xf32>, %arg68: tensor<128x100xf32>, %arg69: tensor<100xf32>, %arg70: tensor<100xf32>, %arg71: tensor<128xf32>, %arg72: tensor<100x128xf32>, %arg73: tensor<100xf32>, %arg74: tensor<128x100xf32>, %arg75: tensor<100xf32>, %arg76: tensor<100xf32>, %arg77: tensor<100xf32>, %arg78: tensor<100x100xf32>, %arg79: tensor<16x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg80: tensor<16x100xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_0']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_0']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_0']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_0']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_0']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_0']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_1']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_1']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_1']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_1']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_1']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_1']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_2']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_2']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_2']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_2']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_2']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_2']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_3']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_3']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_3']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_3']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_3']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['CheckpointBlock_3']['LayerNorm_0']['scale']"}, tensor<100xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<100x100xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_0']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_0']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_0']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_0']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_0']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_0']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_1']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_1']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_1']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_1']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_1']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_1']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_2']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_2']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_2']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_2']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_2']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_2']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_3']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_3']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_3']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_3']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_3']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['CheckpointBlock_3']['LayerNorm_0']['scale']"}, tensor<100xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<100x100xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_0']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_0']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_0']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_0']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_0']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_0']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_1']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_1']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_1']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_1']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_1']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_1']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_2']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_2']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_2']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_2']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_2']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_2']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_3']['Dense_0']['bias']"}, tensor<100x128xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_3']['Dense_0']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_3']['Dense_1']['bias']"}, tensor<128x100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_3']['Dense_1']['kernel']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_3']['LayerNorm_0']['bias']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['CheckpointBlock_3']['LayerNorm_0']['scale']"}, tensor<100xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<100x100xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = chlo.square %arg79 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg79 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %7 = chlo.square %3 : tensor<16xf32> -> tensor<16xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<16xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %14 = stablehlo.subtract %arg79, %13 : tensor<16x100xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<16x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<16x1xf32>
    %18 = stablehlo.reshape %arg5 : (tensor<100xf32>) -> tensor<1x100xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<16x100xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<16x100xf32>
    %23 = stablehlo.reshape %arg4 : (tensor<100xf32>) -> tensor<1x100xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %25 = stablehlo.add %22, %24 : tensor<16x100xf32>
    %26 = stablehlo.dot_general %25, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x128xf32>) -> tensor<16x128xf32>
    %27 = stablehlo.reduce_precision %26, format = e8m23 : tensor<16x128xf32>
    %28 = stablehlo.reshape %arg0 : (tensor<128xf32>) -> tensor<1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %30 = stablehlo.add %27, %29 : tensor<16x128xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<16x128xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<16x128xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<16x128xf32>
    %35 = stablehlo.add %30, %34 : tensor<16x128xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<16x128xf32>
    %38 = stablehlo.tanh %37 : tensor<16x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %40 = stablehlo.add %39, %38 : tensor<16x128xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<16x128xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<16x128xf32>
    %44 = stablehlo.dot_general %43, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x100xf32>) -> tensor<16x100xf32>
    %45 = stablehlo.reshape %arg2 : (tensor<100xf32>) -> tensor<1x100xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %47 = stablehlo.add %44, %46 : tensor<16x100xf32>
    %48 = stablehlo.add %arg79, %47 : tensor<16x100xf32>
    %49 = chlo.square %48 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.divide %50, %51 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%49 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %55 = stablehlo.divide %53, %54 : tensor<16xf32>
    %56 = chlo.square %52 : tensor<16xf32> -> tensor<16xf32>
    %57 = stablehlo.subtract %55, %56 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.maximum %58, %57 : tensor<16xf32>
    %60 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %63 = stablehlo.subtract %48, %62 : tensor<16x100xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %65 = stablehlo.add %61, %64 : tensor<16x1xf32>
    %66 = stablehlo.rsqrt %65 : tensor<16x1xf32>
    %67 = stablehlo.reshape %arg11 : (tensor<100xf32>) -> tensor<1x100xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<16x100xf32>
    %71 = stablehlo.multiply %63, %70 : tensor<16x100xf32>
    %72 = stablehlo.reshape %arg10 : (tensor<100xf32>) -> tensor<1x100xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %74 = stablehlo.add %71, %73 : tensor<16x100xf32>
    %75 = stablehlo.dot_general %74, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x128xf32>) -> tensor<16x128xf32>
    %76 = stablehlo.reduce_precision %75, format = e8m23 : tensor<16x128xf32>
    %77 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x128xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %79 = stablehlo.add %76, %78 : tensor<16x128xf32>
    %80 = stablehlo.multiply %79, %79 : tensor<16x128xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<16x128xf32>
    %cst_15 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<16x128xf32>
    %84 = stablehlo.add %79, %83 : tensor<16x128xf32>
    %cst_16 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<16x128xf32>
    %87 = stablehlo.tanh %86 : tensor<16x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %89 = stablehlo.add %88, %87 : tensor<16x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<16x128xf32>
    %92 = stablehlo.multiply %79, %91 : tensor<16x128xf32>
    %93 = stablehlo.dot_general %92, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x100xf32>) -> tensor<16x100xf32>
    %94 = stablehlo.reshape %arg8 : (tensor<100xf32>) -> tensor<1x100xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %96 = stablehlo.add %93, %95 : tensor<16x100xf32>
    %97 = stablehlo.add %48, %96 : tensor<16x100xf32>
    %98 = chlo.square %97 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%97 init: %cst_19) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.divide %99, %100 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.reduce(%98 init: %cst_21) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %104 = stablehlo.divide %102, %103 : tensor<16xf32>
    %105 = chlo.square %101 : tensor<16xf32> -> tensor<16xf32>
    %106 = stablehlo.subtract %104, %105 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %108 = stablehlo.maximum %107, %106 : tensor<16xf32>
    %109 = stablehlo.broadcast_in_dim %101, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %112 = stablehlo.subtract %97, %111 : tensor<16x100xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %114 = stablehlo.add %110, %113 : tensor<16x1xf32>
    %115 = stablehlo.rsqrt %114 : tensor<16x1xf32>
    %116 = stablehlo.reshape %arg17 : (tensor<100xf32>) -> tensor<1x100xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<16x100xf32>
    %120 = stablehlo.multiply %112, %119 : tensor<16x100xf32>
    %121 = stablehlo.reshape %arg16 : (tensor<100xf32>) -> tensor<1x100xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %123 = stablehlo.add %120, %122 : tensor<16x100xf32>
    %124 = stablehlo.dot_general %123, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x128xf32>) -> tensor<16x128xf32>
    %125 = stablehlo.reduce_precision %124, format = e8m23 : tensor<16x128xf32>
    %126 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x128xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %128 = stablehlo.add %125, %127 : tensor<16x128xf32>
    %129 = stablehlo.multiply %128, %128 : tensor<16x128xf32>
    %130 = stablehlo.multiply %129, %128 : tensor<16x128xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %132 = stablehlo.multiply %131, %130 : tensor<16x128xf32>
    %133 = stablehlo.add %128, %132 : tensor<16x128xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<16x128xf32>
    %136 = stablehlo.tanh %135 : tensor<16x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %138 = stablehlo.add %137, %136 : tensor<16x128xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<16x128xf32>
    %141 = stablehlo.multiply %128, %140 : tensor<16x128xf32>
    %142 = stablehlo.dot_general %141, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x100xf32>) -> tensor<16x100xf32>
    %143 = stablehlo.reshape %arg14 : (tensor<100xf32>) -> tensor<1x100xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %145 = stablehlo.add %142, %144 : tensor<16x100xf32>
    %146 = stablehlo.add %97, %145 : tensor<16x100xf32>
    %147 = chlo.square %146 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%146 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %150 = stablehlo.divide %148, %149 : tensor<16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%147 init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %153 = stablehlo.divide %151, %152 : tensor<16xf32>
    %154 = chlo.square %150 : tensor<16xf32> -> tensor<16xf32>
    %155 = stablehlo.subtract %153, %154 : tensor<16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %157 = stablehlo.maximum %156, %155 : tensor<16xf32>
    %158 = stablehlo.broadcast_in_dim %150, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %159 = stablehlo.broadcast_in_dim %157, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %161 = stablehlo.subtract %146, %160 : tensor<16x100xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %163 = stablehlo.add %159, %162 : tensor<16x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<16x1xf32>
    %165 = stablehlo.reshape %arg23 : (tensor<100xf32>) -> tensor<1x100xf32>
    %166 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %167 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<16x100xf32>
    %169 = stablehlo.multiply %161, %168 : tensor<16x100xf32>
    %170 = stablehlo.reshape %arg22 : (tensor<100xf32>) -> tensor<1x100xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %172 = stablehlo.add %169, %171 : tensor<16x100xf32>
    %173 = stablehlo.dot_general %172, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x128xf32>) -> tensor<16x128xf32>
    %174 = stablehlo.reduce_precision %173, format = e8m23 : tensor<16x128xf32>
    %175 = stablehlo.reshape %arg18 : (tensor<128xf32>) -> tensor<1x128xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %177 = stablehlo.add %174, %176 : tensor<16x128xf32>
    %178 = stablehlo.multiply %177, %177 : tensor<16x128xf32>
    %179 = stablehlo.multiply %178, %177 : tensor<16x128xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<16x128xf32>
    %182 = stablehlo.add %177, %181 : tensor<16x128xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<16x128xf32>
    %185 = stablehlo.tanh %184 : tensor<16x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %187 = stablehlo.add %186, %185 : tensor<16x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<16x128xf32>
    %190 = stablehlo.multiply %177, %189 : tensor<16x128xf32>
    %191 = stablehlo.dot_general %190, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<128x100xf32>) -> tensor<16x100xf32>
    %192 = stablehlo.reshape %arg20 : (tensor<100xf32>) -> tensor<1x100xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %194 = stablehlo.add %191, %193 : tensor<16x100xf32>
    %195 = stablehlo.add %146, %194 : tensor<16x100xf32>
    %196 = stablehlo.dot_general %195, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x100xf32>) -> tensor<16x100xf32>
    %197 = stablehlo.reshape %arg24 : (tensor<100xf32>) -> tensor<1x100xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %199 = stablehlo.add %196, %198 : tensor<16x100xf32>
    %200 = stablehlo.subtract %199, %arg80 : tensor<16x100xf32>
    %201 = stablehlo.multiply %200, %200 : tensor<16x100xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %203 = stablehlo.multiply %202, %200 : tensor<16x100xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%201 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<f32>
    %cst_41 = stablehlo.constant dense<1.600000e+03> : tensor<f32>
    %205 = stablehlo.divide %204, %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_43 = stablehlo.constant dense<1.600000e+03> : tensor<f32>
    %206 = stablehlo.divide %cst_42, %cst_43 : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %208 = stablehlo.multiply %207, %203 : tensor<16x100xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_44) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %210 = stablehlo.reshape %209 : (tensor<100xf32>) -> tensor<1x100xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x100xf32>) -> tensor<100xf32>
    %212 = stablehlo.dot_general %208, %195, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<16x100xf32>) -> tensor<100x100xf32>
    %213 = stablehlo.transpose %212, dims = [1, 0] : (tensor<100x100xf32>) -> tensor<100x100xf32>
    %214 = stablehlo.dot_general %208, %arg25, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<100x100xf32>) -> tensor<16x100xf32>
    %215:8 = stablehlo.optimization_barrier %174, %arg18, %arg19, %arg21, %arg22, %arg23, %146, %214 : tensor<16x128xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<16x100xf32>, tensor<16x100xf32>
    %216 = chlo.square %215#6 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_45 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %218 = stablehlo.multiply %217, %215#6 : tensor<16x100xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%215#6 init: %cst_46) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %221 = stablehlo.divide %219, %220 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%216 init: %cst_48) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %224 = stablehlo.divide %222, %223 : tensor<16xf32>
    %225 = chlo.square %221 : tensor<16xf32> -> tensor<16xf32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %227 = stablehlo.multiply %226, %221 : tensor<16xf32>
    %228 = stablehlo.subtract %224, %225 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %230 = stablehlo.maximum %229, %228 : tensor<16xf32>
    %231 = stablehlo.compare EQ, %228, %230, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %234 = stablehlo.select %231, %232, %233 : tensor<16xi1>, tensor<16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %236 = stablehlo.compare EQ, %235, %230, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %239 = stablehlo.select %236, %237, %238 : tensor<16xi1>, tensor<16xf32>
    %240 = stablehlo.divide %234, %239 : tensor<16xf32>
    %241 = stablehlo.broadcast_in_dim %221, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %242 = stablehlo.broadcast_in_dim %230, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %243 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %244 = stablehlo.subtract %215#6, %243 : tensor<16x100xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %246 = stablehlo.add %242, %245 : tensor<16x1xf32>
    %247 = stablehlo.rsqrt %246 : tensor<16x1xf32>
    %248 = stablehlo.divide %247, %246 : tensor<16x1xf32>
    %cst_58 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<16x1xf32>
    %251 = stablehlo.reshape %215#5 : (tensor<100xf32>) -> tensor<1x100xf32>
    %252 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %254 = stablehlo.multiply %252, %253 : tensor<16x100xf32>
    %255 = stablehlo.multiply %244, %254 : tensor<16x100xf32>
    %256 = stablehlo.reshape %215#4 : (tensor<100xf32>) -> tensor<1x100xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %258 = stablehlo.add %255, %257 : tensor<16x100xf32>
    %259 = stablehlo.reshape %215#1 : (tensor<128xf32>) -> tensor<1x128xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %261 = stablehlo.add %215#0, %260 : tensor<16x128xf32>
    %262 = stablehlo.multiply %261, %261 : tensor<16x128xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<16x128xf32>
    %264 = stablehlo.multiply %261, %261 : tensor<16x128xf32>
    %cst_59 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %266 = stablehlo.multiply %265, %264 : tensor<16x128xf32>
    %cst_60 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %268 = stablehlo.multiply %267, %263 : tensor<16x128xf32>
    %269 = stablehlo.add %261, %268 : tensor<16x128xf32>
    %cst_61 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<16x128xf32>
    %272 = stablehlo.tanh %271 : tensor<16x128xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %274 = stablehlo.subtract %273, %272 : tensor<16x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %276 = stablehlo.add %275, %272 : tensor<16x128xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %278 = stablehlo.multiply %277, %276 : tensor<16x128xf32>
    %279 = stablehlo.multiply %261, %278 : tensor<16x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%215#7 init: %cst_65) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %281 = stablehlo.reshape %280 : (tensor<100xf32>) -> tensor<1x100xf32>
    %282 = stablehlo.reshape %281 : (tensor<1x100xf32>) -> tensor<100xf32>
    %283 = stablehlo.dot_general %215#7, %279, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<16x128xf32>) -> tensor<100x128xf32>
    %284 = stablehlo.transpose %283, dims = [1, 0] : (tensor<100x128xf32>) -> tensor<128x100xf32>
    %285 = stablehlo.dot_general %215#7, %215#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<128x100xf32>) -> tensor<16x128xf32>
    %286 = stablehlo.multiply %261, %285 : tensor<16x128xf32>
    %287 = stablehlo.multiply %285, %278 : tensor<16x128xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<16x128xf32>
    %290 = stablehlo.multiply %289, %274 : tensor<16x128xf32>
    %291 = stablehlo.multiply %290, %272 : tensor<16x128xf32>
    %292 = stablehlo.add %290, %291 : tensor<16x128xf32>
    %cst_67 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %294 = stablehlo.multiply %293, %292 : tensor<16x128xf32>
    %295 = stablehlo.add %287, %294 : tensor<16x128xf32>
    %cst_68 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %297 = stablehlo.multiply %296, %294 : tensor<16x128xf32>
    %298 = stablehlo.multiply %297, %266 : tensor<16x128xf32>
    %299 = stablehlo.add %295, %298 : tensor<16x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_69) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %301 = stablehlo.reshape %300 : (tensor<128xf32>) -> tensor<1x128xf32>
    %302 = stablehlo.reshape %301 : (tensor<1x128xf32>) -> tensor<128xf32>
    %303 = stablehlo.dot_general %299, %258, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x100xf32>) -> tensor<128x100xf32>
    %304 = stablehlo.transpose %303, dims = [1, 0] : (tensor<128x100xf32>) -> tensor<100x128xf32>
    %305 = stablehlo.dot_general %299, %215#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<100x128xf32>) -> tensor<16x100xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%305 init: %cst_70) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %307 = stablehlo.reshape %306 : (tensor<100xf32>) -> tensor<1x100xf32>
    %308 = stablehlo.reshape %307 : (tensor<1x100xf32>) -> tensor<100xf32>
    %309 = stablehlo.multiply %244, %305 : tensor<16x100xf32>
    %310 = stablehlo.multiply %305, %254 : tensor<16x100xf32>
    %311 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %312 = stablehlo.multiply %311, %309 : tensor<16x100xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %314 = stablehlo.reshape %313 : (tensor<100xf32>) -> tensor<1x100xf32>
    %315 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %316 = stablehlo.multiply %309, %315 : tensor<16x100xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_72) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %318 = stablehlo.reshape %317 : (tensor<16xf32>) -> tensor<16x1xf32>
    %319 = stablehlo.reshape %314 : (tensor<1x100xf32>) -> tensor<100xf32>
    %320 = stablehlo.multiply %318, %250 : tensor<16x1xf32>
    %321 = stablehlo.negate %310 : tensor<16x100xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_73) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.reshape %322 : (tensor<16xf32>) -> tensor<16x1xf32>
    %324 = stablehlo.add %215#7, %310 : tensor<16x100xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%320 init: %cst_74) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%323 init: %cst_75) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %327 = stablehlo.multiply %325, %240 : tensor<16xf32>
    %328 = stablehlo.negate %327 : tensor<16xf32>
    %329 = stablehlo.multiply %328, %227 : tensor<16xf32>
    %330 = stablehlo.add %326, %329 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %332 = stablehlo.divide %327, %331 : tensor<16xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %335 = stablehlo.divide %330, %334 : tensor<16xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %337 = stablehlo.add %324, %336 : tensor<16x100xf32>
    %338 = stablehlo.multiply %333, %218 : tensor<16x100xf32>
    %339 = stablehlo.add %337, %338 : tensor<16x100xf32>
    %340:8 = stablehlo.optimization_barrier %125, %arg12, %arg13, %arg15, %arg16, %arg17, %97, %339 : tensor<16x128xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<16x100xf32>, tensor<16x100xf32>
    %341 = chlo.square %340#6 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_78 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %343 = stablehlo.multiply %342, %340#6 : tensor<16x100xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%340#6 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %346 = stablehlo.divide %344, %345 : tensor<16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%341 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %349 = stablehlo.divide %347, %348 : tensor<16xf32>
    %350 = chlo.square %346 : tensor<16xf32> -> tensor<16xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.multiply %351, %346 : tensor<16xf32>
    %353 = stablehlo.subtract %349, %350 : tensor<16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %355 = stablehlo.maximum %354, %353 : tensor<16xf32>
    %356 = stablehlo.compare EQ, %353, %355, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %359 = stablehlo.select %356, %357, %358 : tensor<16xi1>, tensor<16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %361 = stablehlo.compare EQ, %360, %355, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_88 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %364 = stablehlo.select %361, %362, %363 : tensor<16xi1>, tensor<16xf32>
    %365 = stablehlo.divide %359, %364 : tensor<16xf32>
    %366 = stablehlo.broadcast_in_dim %346, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %367 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %368 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %369 = stablehlo.subtract %340#6, %368 : tensor<16x100xf32>
    %cst_90 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %371 = stablehlo.add %367, %370 : tensor<16x1xf32>
    %372 = stablehlo.rsqrt %371 : tensor<16x1xf32>
    %373 = stablehlo.divide %372, %371 : tensor<16x1xf32>
    %cst_91 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<16x1xf32>
    %376 = stablehlo.reshape %340#5 : (tensor<100xf32>) -> tensor<1x100xf32>
    %377 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %378 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %379 = stablehlo.multiply %377, %378 : tensor<16x100xf32>
    %380 = stablehlo.multiply %369, %379 : tensor<16x100xf32>
    %381 = stablehlo.reshape %340#4 : (tensor<100xf32>) -> tensor<1x100xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %383 = stablehlo.add %380, %382 : tensor<16x100xf32>
    %384 = stablehlo.reshape %340#1 : (tensor<128xf32>) -> tensor<1x128xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %386 = stablehlo.add %340#0, %385 : tensor<16x128xf32>
    %387 = stablehlo.multiply %386, %386 : tensor<16x128xf32>
    %388 = stablehlo.multiply %387, %386 : tensor<16x128xf32>
    %389 = stablehlo.multiply %386, %386 : tensor<16x128xf32>
    %cst_92 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %391 = stablehlo.multiply %390, %389 : tensor<16x128xf32>
    %cst_93 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %393 = stablehlo.multiply %392, %388 : tensor<16x128xf32>
    %394 = stablehlo.add %386, %393 : tensor<16x128xf32>
    %cst_94 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %396 = stablehlo.multiply %395, %394 : tensor<16x128xf32>
    %397 = stablehlo.tanh %396 : tensor<16x128xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %399 = stablehlo.subtract %398, %397 : tensor<16x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %401 = stablehlo.add %400, %397 : tensor<16x128xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %403 = stablehlo.multiply %402, %401 : tensor<16x128xf32>
    %404 = stablehlo.multiply %386, %403 : tensor<16x128xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%340#7 init: %cst_98) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %406 = stablehlo.reshape %405 : (tensor<100xf32>) -> tensor<1x100xf32>
    %407 = stablehlo.reshape %406 : (tensor<1x100xf32>) -> tensor<100xf32>
    %408 = stablehlo.dot_general %340#7, %404, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<16x128xf32>) -> tensor<100x128xf32>
    %409 = stablehlo.transpose %408, dims = [1, 0] : (tensor<100x128xf32>) -> tensor<128x100xf32>
    %410 = stablehlo.dot_general %340#7, %340#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<128x100xf32>) -> tensor<16x128xf32>
    %411 = stablehlo.multiply %386, %410 : tensor<16x128xf32>
    %412 = stablehlo.multiply %410, %403 : tensor<16x128xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %414 = stablehlo.multiply %413, %411 : tensor<16x128xf32>
    %415 = stablehlo.multiply %414, %399 : tensor<16x128xf32>
    %416 = stablehlo.multiply %415, %397 : tensor<16x128xf32>
    %417 = stablehlo.add %415, %416 : tensor<16x128xf32>
    %cst_100 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<16x128xf32>
    %420 = stablehlo.add %412, %419 : tensor<16x128xf32>
    %cst_101 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %422 = stablehlo.multiply %421, %419 : tensor<16x128xf32>
    %423 = stablehlo.multiply %422, %391 : tensor<16x128xf32>
    %424 = stablehlo.add %420, %423 : tensor<16x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.reduce(%424 init: %cst_102) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %426 = stablehlo.reshape %425 : (tensor<128xf32>) -> tensor<1x128xf32>
    %427 = stablehlo.reshape %426 : (tensor<1x128xf32>) -> tensor<128xf32>
    %428 = stablehlo.dot_general %424, %383, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x100xf32>) -> tensor<128x100xf32>
    %429 = stablehlo.transpose %428, dims = [1, 0] : (tensor<128x100xf32>) -> tensor<100x128xf32>
    %430 = stablehlo.dot_general %424, %340#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<100x128xf32>) -> tensor<16x100xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_103) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %432 = stablehlo.reshape %431 : (tensor<100xf32>) -> tensor<1x100xf32>
    %433 = stablehlo.reshape %432 : (tensor<1x100xf32>) -> tensor<100xf32>
    %434 = stablehlo.multiply %369, %430 : tensor<16x100xf32>
    %435 = stablehlo.multiply %430, %379 : tensor<16x100xf32>
    %436 = stablehlo.broadcast_in_dim %372, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %437 = stablehlo.multiply %436, %434 : tensor<16x100xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%437 init: %cst_104) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %439 = stablehlo.reshape %438 : (tensor<100xf32>) -> tensor<1x100xf32>
    %440 = stablehlo.broadcast_in_dim %376, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %441 = stablehlo.multiply %434, %440 : tensor<16x100xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_105) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %443 = stablehlo.reshape %442 : (tensor<16xf32>) -> tensor<16x1xf32>
    %444 = stablehlo.reshape %439 : (tensor<1x100xf32>) -> tensor<100xf32>
    %445 = stablehlo.multiply %443, %375 : tensor<16x1xf32>
    %446 = stablehlo.negate %435 : tensor<16x100xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_106) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %448 = stablehlo.reshape %447 : (tensor<16xf32>) -> tensor<16x1xf32>
    %449 = stablehlo.add %340#7, %435 : tensor<16x100xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%445 init: %cst_107) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%448 init: %cst_108) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %452 = stablehlo.multiply %450, %365 : tensor<16xf32>
    %453 = stablehlo.negate %452 : tensor<16xf32>
    %454 = stablehlo.multiply %453, %352 : tensor<16xf32>
    %455 = stablehlo.add %451, %454 : tensor<16xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %457 = stablehlo.divide %452, %456 : tensor<16xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %460 = stablehlo.divide %455, %459 : tensor<16xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %462 = stablehlo.add %449, %461 : tensor<16x100xf32>
    %463 = stablehlo.multiply %458, %343 : tensor<16x100xf32>
    %464 = stablehlo.add %462, %463 : tensor<16x100xf32>
    %465:8 = stablehlo.optimization_barrier %76, %arg6, %arg7, %arg9, %arg10, %arg11, %48, %464 : tensor<16x128xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<16x100xf32>, tensor<16x100xf32>
    %466 = chlo.square %465#6 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16x100xf32>
    %468 = stablehlo.multiply %467, %465#6 : tensor<16x100xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%465#6 init: %cst_112) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %471 = stablehlo.divide %469, %470 : tensor<16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.reduce(%466 init: %cst_114) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %474 = stablehlo.divide %472, %473 : tensor<16xf32>
    %475 = chlo.square %471 : tensor<16xf32> -> tensor<16xf32>
    %cst_116 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %477 = stablehlo.multiply %476, %471 : tensor<16xf32>
    %478 = stablehlo.subtract %474, %475 : tensor<16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %480 = stablehlo.maximum %479, %478 : tensor<16xf32>
    %481 = stablehlo.compare EQ, %478, %480, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %484 = stablehlo.select %481, %482, %483 : tensor<16xi1>, tensor<16xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %486 = stablehlo.compare EQ, %485, %480, FLOAT : (tensor<16xf32>, tensor<16xf32>) -> tensor<16xi1>
    %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %489 = stablehlo.select %486, %487, %488 : tensor<16xi1>, tensor<16xf32>
    %490 = stablehlo.divide %484, %489 : tensor<16xf32>
    %491 = stablehlo.broadcast_in_dim %471, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %492 = stablehlo.broadcast_in_dim %480, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %493 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %494 = stablehlo.subtract %465#6, %493 : tensor<16x100xf32>
    %cst_123 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %496 = stablehlo.add %492, %495 : tensor<16x1xf32>
    %497 = stablehlo.rsqrt %496 : tensor<16x1xf32>
    %498 = stablehlo.divide %497, %496 : tensor<16x1xf32>
    %cst_124 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %500 = stablehlo.multiply %499, %498 : tensor<16x1xf32>
    %501 = stablehlo.reshape %465#5 : (tensor<100xf32>) -> tensor<1x100xf32>
    %502 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %503 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %504 = stablehlo.multiply %502, %503 : tensor<16x100xf32>
    %505 = stablehlo.multiply %494, %504 : tensor<16x100xf32>
    %506 = stablehlo.reshape %465#4 : (tensor<100xf32>) -> tensor<1x100xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %508 = stablehlo.add %505, %507 : tensor<16x100xf32>
    %509 = stablehlo.reshape %465#1 : (tensor<128xf32>) -> tensor<1x128xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %511 = stablehlo.add %465#0, %510 : tensor<16x128xf32>
    %512 = stablehlo.multiply %511, %511 : tensor<16x128xf32>
    %513 = stablehlo.multiply %512, %511 : tensor<16x128xf32>
    %514 = stablehlo.multiply %511, %511 : tensor<16x128xf32>
    %cst_125 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %516 = stablehlo.multiply %515, %514 : tensor<16x128xf32>
    %cst_126 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %518 = stablehlo.multiply %517, %513 : tensor<16x128xf32>
    %519 = stablehlo.add %511, %518 : tensor<16x128xf32>
    %cst_127 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %521 = stablehlo.multiply %520, %519 : tensor<16x128xf32>
    %522 = stablehlo.tanh %521 : tensor<16x128xf32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %524 = stablehlo.subtract %523, %522 : tensor<16x128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %525 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %526 = stablehlo.add %525, %522 : tensor<16x128xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %528 = stablehlo.multiply %527, %526 : tensor<16x128xf32>
    %529 = stablehlo.multiply %511, %528 : tensor<16x128xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%465#7 init: %cst_131) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %531 = stablehlo.reshape %530 : (tensor<100xf32>) -> tensor<1x100xf32>
    %532 = stablehlo.reshape %531 : (tensor<1x100xf32>) -> tensor<100xf32>
    %533 = stablehlo.dot_general %465#7, %529, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<16x128xf32>) -> tensor<100x128xf32>
    %534 = stablehlo.transpose %533, dims = [1, 0] : (tensor<100x128xf32>) -> tensor<128x100xf32>
    %535 = stablehlo.dot_general %465#7, %465#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<128x100xf32>) -> tensor<16x128xf32>
    %536 = stablehlo.multiply %511, %535 : tensor<16x128xf32>
    %537 = stablehlo.multiply %535, %528 : tensor<16x128xf32>
    %cst_132 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %539 = stablehlo.multiply %538, %536 : tensor<16x128xf32>
    %540 = stablehlo.multiply %539, %524 : tensor<16x128xf32>
    %541 = stablehlo.multiply %540, %522 : tensor<16x128xf32>
    %542 = stablehlo.add %540, %541 : tensor<16x128xf32>
    %cst_133 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %544 = stablehlo.multiply %543, %542 : tensor<16x128xf32>
    %545 = stablehlo.add %537, %544 : tensor<16x128xf32>
    %cst_134 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %547 = stablehlo.multiply %546, %544 : tensor<16x128xf32>
    %548 = stablehlo.multiply %547, %516 : tensor<16x128xf32>
    %549 = stablehlo.add %545, %548 : tensor<16x128xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_135) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %551 = stablehlo.reshape %550 : (tensor<128xf32>) -> tensor<1x128xf32>
    %552 = stablehlo.reshape %551 : (tensor<1x128xf32>) -> tensor<128xf32>
    %553 = stablehlo.dot_general %549, %508, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x100xf32>) -> tensor<128x100xf32>
    %554 = stablehlo.transpose %553, dims = [1, 0] : (tensor<128x100xf32>) -> tensor<100x128xf32>
    %555 = stablehlo.dot_general %549, %465#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<100x128xf32>) -> tensor<16x100xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_136) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %557 = stablehlo.reshape %556 : (tensor<100xf32>) -> tensor<1x100xf32>
    %558 = stablehlo.reshape %557 : (tensor<1x100xf32>) -> tensor<100xf32>
    %559 = stablehlo.multiply %494, %555 : tensor<16x100xf32>
    %560 = stablehlo.multiply %555, %504 : tensor<16x100xf32>
    %561 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %562 = stablehlo.multiply %561, %559 : tensor<16x100xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_137) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %564 = stablehlo.reshape %563 : (tensor<100xf32>) -> tensor<1x100xf32>
    %565 = stablehlo.broadcast_in_dim %501, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %566 = stablehlo.multiply %559, %565 : tensor<16x100xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_138) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %568 = stablehlo.reshape %567 : (tensor<16xf32>) -> tensor<16x1xf32>
    %569 = stablehlo.reshape %564 : (tensor<1x100xf32>) -> tensor<100xf32>
    %570 = stablehlo.multiply %568, %500 : tensor<16x1xf32>
    %571 = stablehlo.negate %560 : tensor<16x100xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%571 init: %cst_139) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %573 = stablehlo.reshape %572 : (tensor<16xf32>) -> tensor<16x1xf32>
    %574 = stablehlo.add %465#7, %560 : tensor<16x100xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%570 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%573 init: %cst_141) applies stablehlo.add across dimensions = [1] : (tensor<16x1xf32>, tensor<f32>) -> tensor<16xf32>
    %577 = stablehlo.multiply %575, %490 : tensor<16xf32>
    %578 = stablehlo.negate %577 : tensor<16xf32>
    %579 = stablehlo.multiply %578, %477 : tensor<16xf32>
    %580 = stablehlo.add %576, %579 : tensor<16xf32>
    %cst_142 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %582 = stablehlo.divide %577, %581 : tensor<16xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %585 = stablehlo.divide %580, %584 : tensor<16xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0] : (tensor<16xf32>) -> tensor<16x100xf32>
    %587 = stablehlo.add %574, %586 : tensor<16x100xf32>
    %588 = stablehlo.multiply %583, %468 : tensor<16x100xf32>
    %589 = stablehlo.add %587, %588 : tensor<16x100xf32>
    %590:8 = stablehlo.optimization_barrier %27, %arg0, %arg1, %arg3, %arg4, %arg5, %arg79, %589 : tensor<16x128xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<16x100xf32>, tensor<16x100xf32>
    %591 = chlo.square %590#6 : tensor<16x100xf32> -> tensor<16x100xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.reduce(%590#6 init: %cst_144) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %594 = stablehlo.divide %592, %593 : tensor<16xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%591 init: %cst_146) applies stablehlo.add across dimensions = [1] : (tensor<16x100xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_147 = stablehlo.constant dense<1.000000e+02> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %597 = stablehlo.divide %595, %596 : tensor<16xf32>
    %598 = chlo.square %594 : tensor<16xf32> -> tensor<16xf32>
    %599 = stablehlo.subtract %597, %598 : tensor<16xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %601 = stablehlo.maximum %600, %599 : tensor<16xf32>
    %602 = stablehlo.broadcast_in_dim %594, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %603 = stablehlo.broadcast_in_dim %601, dims = [0] : (tensor<16xf32>) -> tensor<16x1xf32>
    %604 = stablehlo.broadcast_in_dim %602, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %605 = stablehlo.subtract %590#6, %604 : tensor<16x100xf32>
    %cst_149 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<16x1xf32>
    %607 = stablehlo.add %603, %606 : tensor<16x1xf32>
    %608 = stablehlo.rsqrt %607 : tensor<16x1xf32>
    %609 = stablehlo.reshape %590#5 : (tensor<100xf32>) -> tensor<1x100xf32>
    %610 = stablehlo.broadcast_in_dim %608, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %611 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %612 = stablehlo.multiply %610, %611 : tensor<16x100xf32>
    %613 = stablehlo.multiply %605, %612 : tensor<16x100xf32>
    %614 = stablehlo.reshape %590#4 : (tensor<100xf32>) -> tensor<1x100xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<1x100xf32>) -> tensor<16x100xf32>
    %616 = stablehlo.add %613, %615 : tensor<16x100xf32>
    %617 = stablehlo.reshape %590#1 : (tensor<128xf32>) -> tensor<1x128xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<16x128xf32>
    %619 = stablehlo.add %590#0, %618 : tensor<16x128xf32>
    %620 = stablehlo.multiply %619, %619 : tensor<16x128xf32>
    %621 = stablehlo.multiply %620, %619 : tensor<16x128xf32>
    %622 = stablehlo.multiply %619, %619 : tensor<16x128xf32>
    %cst_150 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %624 = stablehlo.multiply %623, %622 : tensor<16x128xf32>
    %cst_151 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %626 = stablehlo.multiply %625, %621 : tensor<16x128xf32>
    %627 = stablehlo.add %619, %626 : tensor<16x128xf32>
    %cst_152 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %629 = stablehlo.multiply %628, %627 : tensor<16x128xf32>
    %630 = stablehlo.tanh %629 : tensor<16x128xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %632 = stablehlo.subtract %631, %630 : tensor<16x128xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %634 = stablehlo.add %633, %630 : tensor<16x128xf32>
    %cst_155 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %636 = stablehlo.multiply %635, %634 : tensor<16x128xf32>
    %637 = stablehlo.multiply %619, %636 : tensor<16x128xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.reduce(%590#7 init: %cst_156) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %639 = stablehlo.reshape %638 : (tensor<100xf32>) -> tensor<1x100xf32>
    %640 = stablehlo.reshape %639 : (tensor<1x100xf32>) -> tensor<100xf32>
    %641 = stablehlo.dot_general %590#7, %637, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<16x128xf32>) -> tensor<100x128xf32>
    %642 = stablehlo.transpose %641, dims = [1, 0] : (tensor<100x128xf32>) -> tensor<128x100xf32>
    %643 = stablehlo.dot_general %590#7, %590#3, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x100xf32>, tensor<128x100xf32>) -> tensor<16x128xf32>
    %644 = stablehlo.multiply %619, %643 : tensor<16x128xf32>
    %645 = stablehlo.multiply %643, %636 : tensor<16x128xf32>
    %cst_157 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %647 = stablehlo.multiply %646, %644 : tensor<16x128xf32>
    %648 = stablehlo.multiply %647, %632 : tensor<16x128xf32>
    %649 = stablehlo.multiply %648, %630 : tensor<16x128xf32>
    %650 = stablehlo.add %648, %649 : tensor<16x128xf32>
    %cst_158 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %652 = stablehlo.multiply %651, %650 : tensor<16x128xf32>
    %653 = stablehlo.add %645, %652 : tensor<16x128xf32>
    %cst_159 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16x128xf32>
    %655 = stablehlo.multiply %654, %652 : tensor<16x128xf32>
    %656 = stablehlo.multiply %655, %624 : tensor<16x128xf32>
    %657 = stablehlo.add %653, %656 : tensor<16x128xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%657 init: %cst_160) applies stablehlo.add across dimensions = [0] : (tensor<16x128xf32>, tensor<f32>) -> tensor<128xf32>
    %659 = stablehlo.reshape %658 : (tensor<128xf32>) -> tensor<1x128xf32>
    %660 = stablehlo.reshape %659 : (tensor<1x128xf32>) -> tensor<128xf32>
    %661 = stablehlo.dot_general %657, %616, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<16x100xf32>) -> tensor<128x100xf32>
    %662 = stablehlo.transpose %661, dims = [1, 0] : (tensor<128x100xf32>) -> tensor<100x128xf32>
    %663 = stablehlo.dot_general %657, %590#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<16x128xf32>, tensor<100x128xf32>) -> tensor<16x100xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.reduce(%663 init: %cst_161) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %665 = stablehlo.reshape %664 : (tensor<100xf32>) -> tensor<1x100xf32>
    %666 = stablehlo.reshape %665 : (tensor<1x100xf32>) -> tensor<100xf32>
    %667 = stablehlo.multiply %605, %663 : tensor<16x100xf32>
    %668 = stablehlo.broadcast_in_dim %608, dims = [0, 1] : (tensor<16x1xf32>) -> tensor<16x100xf32>
    %669 = stablehlo.multiply %668, %667 : tensor<16x100xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.reduce(%669 init: %cst_162) applies stablehlo.add across dimensions = [0] : (tensor<16x100xf32>, tensor<f32>) -> tensor<100xf32>
    %671 = stablehlo.reshape %670 : (tensor<100xf32>) -> tensor<1x100xf32>
    %672 = stablehlo.reshape %671 : (tensor<1x100xf32>) -> tensor<100xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %674 = stablehlo.multiply %673, %660 : tensor<128xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %676 = stablehlo.multiply %675, %arg27 : tensor<128xf32>
    %677 = stablehlo.add %674, %676 : tensor<128xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %679 = stablehlo.multiply %678, %662 : tensor<100x128xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %681 = stablehlo.multiply %680, %arg28 : tensor<100x128xf32>
    %682 = stablehlo.add %679, %681 : tensor<100x128xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %684 = stablehlo.multiply %683, %640 : tensor<100xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %686 = stablehlo.multiply %685, %arg29 : tensor<100xf32>
    %687 = stablehlo.add %684, %686 : tensor<100xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %689 = stablehlo.multiply %688, %642 : tensor<128x100xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %691 = stablehlo.multiply %690, %arg30 : tensor<128x100xf32>
    %692 = stablehlo.add %689, %691 : tensor<128x100xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %694 = stablehlo.multiply %693, %666 : tensor<100xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %696 = stablehlo.multiply %695, %arg31 : tensor<100xf32>
    %697 = stablehlo.add %694, %696 : tensor<100xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %699 = stablehlo.multiply %698, %672 : tensor<100xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %701 = stablehlo.multiply %700, %arg32 : tensor<100xf32>
    %702 = stablehlo.add %699, %701 : tensor<100xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %704 = stablehlo.multiply %703, %552 : tensor<128xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %706 = stablehlo.multiply %705, %arg33 : tensor<128xf32>
    %707 = stablehlo.add %704, %706 : tensor<128xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %709 = stablehlo.multiply %708, %554 : tensor<100x128xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %711 = stablehlo.multiply %710, %arg34 : tensor<100x128xf32>
    %712 = stablehlo.add %709, %711 : tensor<100x128xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %714 = stablehlo.multiply %713, %532 : tensor<100xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %716 = stablehlo.multiply %715, %arg35 : tensor<100xf32>
    %717 = stablehlo.add %714, %716 : tensor<100xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %719 = stablehlo.multiply %718, %534 : tensor<128x100xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %721 = stablehlo.multiply %720, %arg36 : tensor<128x100xf32>
    %722 = stablehlo.add %719, %721 : tensor<128x100xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %724 = stablehlo.multiply %723, %558 : tensor<100xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %726 = stablehlo.multiply %725, %arg37 : tensor<100xf32>
    %727 = stablehlo.add %724, %726 : tensor<100xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %729 = stablehlo.multiply %728, %569 : tensor<100xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %731 = stablehlo.multiply %730, %arg38 : tensor<100xf32>
    %732 = stablehlo.add %729, %731 : tensor<100xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %734 = stablehlo.multiply %733, %427 : tensor<128xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %736 = stablehlo.multiply %735, %arg39 : tensor<128xf32>
    %737 = stablehlo.add %734, %736 : tensor<128xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %739 = stablehlo.multiply %738, %429 : tensor<100x128xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %741 = stablehlo.multiply %740, %arg40 : tensor<100x128xf32>
    %742 = stablehlo.add %739, %741 : tensor<100x128xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %744 = stablehlo.multiply %743, %407 : tensor<100xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %746 = stablehlo.multiply %745, %arg41 : tensor<100xf32>
    %747 = stablehlo.add %744, %746 : tensor<100xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %749 = stablehlo.multiply %748, %409 : tensor<128x100xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %751 = stablehlo.multiply %750, %arg42 : tensor<128x100xf32>
    %752 = stablehlo.add %749, %751 : tensor<128x100xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %754 = stablehlo.multiply %753, %433 : tensor<100xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %756 = stablehlo.multiply %755, %arg43 : tensor<100xf32>
    %757 = stablehlo.add %754, %756 : tensor<100xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %759 = stablehlo.multiply %758, %444 : tensor<100xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %761 = stablehlo.multiply %760, %arg44 : tensor<100xf32>
    %762 = stablehlo.add %759, %761 : tensor<100xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %764 = stablehlo.multiply %763, %302 : tensor<128xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %766 = stablehlo.multiply %765, %arg45 : tensor<128xf32>
    %767 = stablehlo.add %764, %766 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %769 = stablehlo.multiply %768, %304 : tensor<100x128xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %771 = stablehlo.multiply %770, %arg46 : tensor<100x128xf32>
    %772 = stablehlo.add %769, %771 : tensor<100x128xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %774 = stablehlo.multiply %773, %282 : tensor<100xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %776 = stablehlo.multiply %775, %arg47 : tensor<100xf32>
    %777 = stablehlo.add %774, %776 : tensor<100xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %779 = stablehlo.multiply %778, %284 : tensor<128x100xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %781 = stablehlo.multiply %780, %arg48 : tensor<128x100xf32>
    %782 = stablehlo.add %779, %781 : tensor<128x100xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %784 = stablehlo.multiply %783, %308 : tensor<100xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %786 = stablehlo.multiply %785, %arg49 : tensor<100xf32>
    %787 = stablehlo.add %784, %786 : tensor<100xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %789 = stablehlo.multiply %788, %319 : tensor<100xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %791 = stablehlo.multiply %790, %arg50 : tensor<100xf32>
    %792 = stablehlo.add %789, %791 : tensor<100xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %794 = stablehlo.multiply %793, %211 : tensor<100xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %796 = stablehlo.multiply %795, %arg51 : tensor<100xf32>
    %797 = stablehlo.add %794, %796 : tensor<100xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %799 = stablehlo.multiply %798, %213 : tensor<100x100xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %801 = stablehlo.multiply %800, %arg52 : tensor<100x100xf32>
    %802 = stablehlo.add %799, %801 : tensor<100x100xf32>
    %803 = stablehlo.multiply %660, %660 : tensor<128xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %805 = stablehlo.multiply %804, %803 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %807 = stablehlo.multiply %806, %arg53 : tensor<128xf32>
    %808 = stablehlo.add %805, %807 : tensor<128xf32>
    %809 = stablehlo.multiply %662, %662 : tensor<100x128xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %811 = stablehlo.multiply %810, %809 : tensor<100x128xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %813 = stablehlo.multiply %812, %arg54 : tensor<100x128xf32>
    %814 = stablehlo.add %811, %813 : tensor<100x128xf32>
    %815 = stablehlo.multiply %640, %640 : tensor<100xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %817 = stablehlo.multiply %816, %815 : tensor<100xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %819 = stablehlo.multiply %818, %arg55 : tensor<100xf32>
    %820 = stablehlo.add %817, %819 : tensor<100xf32>
    %821 = stablehlo.multiply %642, %642 : tensor<128x100xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %823 = stablehlo.multiply %822, %821 : tensor<128x100xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %825 = stablehlo.multiply %824, %arg56 : tensor<128x100xf32>
    %826 = stablehlo.add %823, %825 : tensor<128x100xf32>
    %827 = stablehlo.multiply %666, %666 : tensor<100xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %829 = stablehlo.multiply %828, %827 : tensor<100xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %831 = stablehlo.multiply %830, %arg57 : tensor<100xf32>
    %832 = stablehlo.add %829, %831 : tensor<100xf32>
    %833 = stablehlo.multiply %672, %672 : tensor<100xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %835 = stablehlo.multiply %834, %833 : tensor<100xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %837 = stablehlo.multiply %836, %arg58 : tensor<100xf32>
    %838 = stablehlo.add %835, %837 : tensor<100xf32>
    %839 = stablehlo.multiply %552, %552 : tensor<128xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %841 = stablehlo.multiply %840, %839 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %843 = stablehlo.multiply %842, %arg59 : tensor<128xf32>
    %844 = stablehlo.add %841, %843 : tensor<128xf32>
    %845 = stablehlo.multiply %554, %554 : tensor<100x128xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %847 = stablehlo.multiply %846, %845 : tensor<100x128xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %849 = stablehlo.multiply %848, %arg60 : tensor<100x128xf32>
    %850 = stablehlo.add %847, %849 : tensor<100x128xf32>
    %851 = stablehlo.multiply %532, %532 : tensor<100xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %853 = stablehlo.multiply %852, %851 : tensor<100xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %855 = stablehlo.multiply %854, %arg61 : tensor<100xf32>
    %856 = stablehlo.add %853, %855 : tensor<100xf32>
    %857 = stablehlo.multiply %534, %534 : tensor<128x100xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %859 = stablehlo.multiply %858, %857 : tensor<128x100xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %861 = stablehlo.multiply %860, %arg62 : tensor<128x100xf32>
    %862 = stablehlo.add %859, %861 : tensor<128x100xf32>
    %863 = stablehlo.multiply %558, %558 : tensor<100xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %865 = stablehlo.multiply %864, %863 : tensor<100xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %867 = stablehlo.multiply %866, %arg63 : tensor<100xf32>
    %868 = stablehlo.add %865, %867 : tensor<100xf32>
    %869 = stablehlo.multiply %569, %569 : tensor<100xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %871 = stablehlo.multiply %870, %869 : tensor<100xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %873 = stablehlo.multiply %872, %arg64 : tensor<100xf32>
    %874 = stablehlo.add %871, %873 : tensor<100xf32>
    %875 = stablehlo.multiply %427, %427 : tensor<128xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %877 = stablehlo.multiply %876, %875 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %879 = stablehlo.multiply %878, %arg65 : tensor<128xf32>
    %880 = stablehlo.add %877, %879 : tensor<128xf32>
    %881 = stablehlo.multiply %429, %429 : tensor<100x128xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %883 = stablehlo.multiply %882, %881 : tensor<100x128xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %885 = stablehlo.multiply %884, %arg66 : tensor<100x128xf32>
    %886 = stablehlo.add %883, %885 : tensor<100x128xf32>
    %887 = stablehlo.multiply %407, %407 : tensor<100xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %889 = stablehlo.multiply %888, %887 : tensor<100xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %891 = stablehlo.multiply %890, %arg67 : tensor<100xf32>
    %892 = stablehlo.add %889, %891 : tensor<100xf32>
    %893 = stablehlo.multiply %409, %409 : tensor<128x100xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %895 = stablehlo.multiply %894, %893 : tensor<128x100xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %897 = stablehlo.multiply %896, %arg68 : tensor<128x100xf32>
    %898 = stablehlo.add %895, %897 : tensor<128x100xf32>
    %899 = stablehlo.multiply %433, %433 : tensor<100xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %901 = stablehlo.multiply %900, %899 : tensor<100xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %903 = stablehlo.multiply %902, %arg69 : tensor<100xf32>
    %904 = stablehlo.add %901, %903 : tensor<100xf32>
    %905 = stablehlo.multiply %444, %444 : tensor<100xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %907 = stablehlo.multiply %906, %905 : tensor<100xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %909 = stablehlo.multiply %908, %arg70 : tensor<100xf32>
    %910 = stablehlo.add %907, %909 : tensor<100xf32>
    %911 = stablehlo.multiply %302, %302 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %913 = stablehlo.multiply %912, %911 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %915 = stablehlo.multiply %914, %arg71 : tensor<128xf32>
    %916 = stablehlo.add %913, %915 : tensor<128xf32>
    %917 = stablehlo.multiply %304, %304 : tensor<100x128xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %919 = stablehlo.multiply %918, %917 : tensor<100x128xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %921 = stablehlo.multiply %920, %arg72 : tensor<100x128xf32>
    %922 = stablehlo.add %919, %921 : tensor<100x128xf32>
    %923 = stablehlo.multiply %282, %282 : tensor<100xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %925 = stablehlo.multiply %924, %923 : tensor<100xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %927 = stablehlo.multiply %926, %arg73 : tensor<100xf32>
    %928 = stablehlo.add %925, %927 : tensor<100xf32>
    %929 = stablehlo.multiply %284, %284 : tensor<128x100xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %931 = stablehlo.multiply %930, %929 : tensor<128x100xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %933 = stablehlo.multiply %932, %arg74 : tensor<128x100xf32>
    %934 = stablehlo.add %931, %933 : tensor<128x100xf32>
    %935 = stablehlo.multiply %308, %308 : tensor<100xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %937 = stablehlo.multiply %936, %935 : tensor<100xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %938 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %939 = stablehlo.multiply %938, %arg75 : tensor<100xf32>
    %940 = stablehlo.add %937, %939 : tensor<100xf32>
    %941 = stablehlo.multiply %319, %319 : tensor<100xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %943 = stablehlo.multiply %942, %941 : tensor<100xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %944 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %945 = stablehlo.multiply %944, %arg76 : tensor<100xf32>
    %946 = stablehlo.add %943, %945 : tensor<100xf32>
    %947 = stablehlo.multiply %211, %211 : tensor<100xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %949 = stablehlo.multiply %948, %947 : tensor<100xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %951 = stablehlo.multiply %950, %arg77 : tensor<100xf32>
    %952 = stablehlo.add %949, %951 : tensor<100xf32>
    %953 = stablehlo.multiply %213, %213 : tensor<100x100xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %955 = stablehlo.multiply %954, %953 : tensor<100x100xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %956 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %957 = stablehlo.multiply %956, %arg78 : tensor<100x100xf32>
    %958 = stablehlo.add %955, %957 : tensor<100x100xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %959 = stablehlo.compare LT, %arg26, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_267 = stablehlo.constant dense<1> : tensor<i32>
    %960 = stablehlo.add %arg26, %c_267 : tensor<i32>
    %c_268 = stablehlo.constant dense<2147483647> : tensor<i32>
    %961 = call @_where(%959, %960, %c_268) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_269 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %962 = stablehlo.convert %961 : (tensor<i32>) -> tensor<f32>
    %963 = stablehlo.power %cst_269, %962 : tensor<f32>
    %cst_270 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %964 = stablehlo.subtract %cst_270, %963 : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %966 = stablehlo.divide %677, %965 : tensor<128xf32>
    %967 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %968 = stablehlo.divide %682, %967 : tensor<100x128xf32>
    %969 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %970 = stablehlo.divide %687, %969 : tensor<100xf32>
    %971 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %972 = stablehlo.divide %692, %971 : tensor<128x100xf32>
    %973 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %974 = stablehlo.divide %697, %973 : tensor<100xf32>
    %975 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %976 = stablehlo.divide %702, %975 : tensor<100xf32>
    %977 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %978 = stablehlo.divide %707, %977 : tensor<128xf32>
    %979 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %980 = stablehlo.divide %712, %979 : tensor<100x128xf32>
    %981 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %982 = stablehlo.divide %717, %981 : tensor<100xf32>
    %983 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %984 = stablehlo.divide %722, %983 : tensor<128x100xf32>
    %985 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %986 = stablehlo.divide %727, %985 : tensor<100xf32>
    %987 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %988 = stablehlo.divide %732, %987 : tensor<100xf32>
    %989 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %990 = stablehlo.divide %737, %989 : tensor<128xf32>
    %991 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %992 = stablehlo.divide %742, %991 : tensor<100x128xf32>
    %993 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %994 = stablehlo.divide %747, %993 : tensor<100xf32>
    %995 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %996 = stablehlo.divide %752, %995 : tensor<128x100xf32>
    %997 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %998 = stablehlo.divide %757, %997 : tensor<100xf32>
    %999 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1000 = stablehlo.divide %762, %999 : tensor<100xf32>
    %1001 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1002 = stablehlo.divide %767, %1001 : tensor<128xf32>
    %1003 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1004 = stablehlo.divide %772, %1003 : tensor<100x128xf32>
    %1005 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1006 = stablehlo.divide %777, %1005 : tensor<100xf32>
    %1007 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1008 = stablehlo.divide %782, %1007 : tensor<128x100xf32>
    %1009 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1010 = stablehlo.divide %787, %1009 : tensor<100xf32>
    %1011 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1012 = stablehlo.divide %792, %1011 : tensor<100xf32>
    %1013 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1014 = stablehlo.divide %797, %1013 : tensor<100xf32>
    %1015 = stablehlo.broadcast_in_dim %964, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %1016 = stablehlo.divide %802, %1015 : tensor<100x100xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1017 = stablehlo.convert %961 : (tensor<i32>) -> tensor<f32>
    %1018 = stablehlo.power %cst_271, %1017 : tensor<f32>
    %cst_272 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1019 = stablehlo.subtract %cst_272, %1018 : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1021 = stablehlo.divide %808, %1020 : tensor<128xf32>
    %1022 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1023 = stablehlo.divide %814, %1022 : tensor<100x128xf32>
    %1024 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1025 = stablehlo.divide %820, %1024 : tensor<100xf32>
    %1026 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1027 = stablehlo.divide %826, %1026 : tensor<128x100xf32>
    %1028 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1029 = stablehlo.divide %832, %1028 : tensor<100xf32>
    %1030 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1031 = stablehlo.divide %838, %1030 : tensor<100xf32>
    %1032 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1033 = stablehlo.divide %844, %1032 : tensor<128xf32>
    %1034 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1035 = stablehlo.divide %850, %1034 : tensor<100x128xf32>
    %1036 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1037 = stablehlo.divide %856, %1036 : tensor<100xf32>
    %1038 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1039 = stablehlo.divide %862, %1038 : tensor<128x100xf32>
    %1040 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1041 = stablehlo.divide %868, %1040 : tensor<100xf32>
    %1042 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1043 = stablehlo.divide %874, %1042 : tensor<100xf32>
    %1044 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1045 = stablehlo.divide %880, %1044 : tensor<128xf32>
    %1046 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1047 = stablehlo.divide %886, %1046 : tensor<100x128xf32>
    %1048 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1049 = stablehlo.divide %892, %1048 : tensor<100xf32>
    %1050 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1051 = stablehlo.divide %898, %1050 : tensor<128x100xf32>
    %1052 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1053 = stablehlo.divide %904, %1052 : tensor<100xf32>
    %1054 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1055 = stablehlo.divide %910, %1054 : tensor<100xf32>
    %1056 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1057 = stablehlo.divide %916, %1056 : tensor<128xf32>
    %1058 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1059 = stablehlo.divide %922, %1058 : tensor<100x128xf32>
    %1060 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1061 = stablehlo.divide %928, %1060 : tensor<100xf32>
    %1062 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1063 = stablehlo.divide %934, %1062 : tensor<128x100xf32>
    %1064 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1065 = stablehlo.divide %940, %1064 : tensor<100xf32>
    %1066 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1067 = stablehlo.divide %946, %1066 : tensor<100xf32>
    %1068 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1069 = stablehlo.divide %952, %1068 : tensor<100xf32>
    %1070 = stablehlo.broadcast_in_dim %1019, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %1071 = stablehlo.divide %958, %1070 : tensor<100x100xf32>
    %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1073 = stablehlo.add %1021, %1072 : tensor<128xf32>
    %1074 = stablehlo.sqrt %1073 : tensor<128xf32>
    %cst_274 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1076 = stablehlo.add %1074, %1075 : tensor<128xf32>
    %1077 = stablehlo.divide %966, %1076 : tensor<128xf32>
    %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1079 = stablehlo.add %1023, %1078 : tensor<100x128xf32>
    %1080 = stablehlo.sqrt %1079 : tensor<100x128xf32>
    %cst_276 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1082 = stablehlo.add %1080, %1081 : tensor<100x128xf32>
    %1083 = stablehlo.divide %968, %1082 : tensor<100x128xf32>
    %cst_277 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1085 = stablehlo.add %1025, %1084 : tensor<100xf32>
    %1086 = stablehlo.sqrt %1085 : tensor<100xf32>
    %cst_278 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1088 = stablehlo.add %1086, %1087 : tensor<100xf32>
    %1089 = stablehlo.divide %970, %1088 : tensor<100xf32>
    %cst_279 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1090 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1091 = stablehlo.add %1027, %1090 : tensor<128x100xf32>
    %1092 = stablehlo.sqrt %1091 : tensor<128x100xf32>
    %cst_280 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1094 = stablehlo.add %1092, %1093 : tensor<128x100xf32>
    %1095 = stablehlo.divide %972, %1094 : tensor<128x100xf32>
    %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1097 = stablehlo.add %1029, %1096 : tensor<100xf32>
    %1098 = stablehlo.sqrt %1097 : tensor<100xf32>
    %cst_282 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1099 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1100 = stablehlo.add %1098, %1099 : tensor<100xf32>
    %1101 = stablehlo.divide %974, %1100 : tensor<100xf32>
    %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1102 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1103 = stablehlo.add %1031, %1102 : tensor<100xf32>
    %1104 = stablehlo.sqrt %1103 : tensor<100xf32>
    %cst_284 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1105 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1106 = stablehlo.add %1104, %1105 : tensor<100xf32>
    %1107 = stablehlo.divide %976, %1106 : tensor<100xf32>
    %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1109 = stablehlo.add %1033, %1108 : tensor<128xf32>
    %1110 = stablehlo.sqrt %1109 : tensor<128xf32>
    %cst_286 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1112 = stablehlo.add %1110, %1111 : tensor<128xf32>
    %1113 = stablehlo.divide %978, %1112 : tensor<128xf32>
    %cst_287 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1115 = stablehlo.add %1035, %1114 : tensor<100x128xf32>
    %1116 = stablehlo.sqrt %1115 : tensor<100x128xf32>
    %cst_288 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1118 = stablehlo.add %1116, %1117 : tensor<100x128xf32>
    %1119 = stablehlo.divide %980, %1118 : tensor<100x128xf32>
    %cst_289 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1121 = stablehlo.add %1037, %1120 : tensor<100xf32>
    %1122 = stablehlo.sqrt %1121 : tensor<100xf32>
    %cst_290 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1124 = stablehlo.add %1122, %1123 : tensor<100xf32>
    %1125 = stablehlo.divide %982, %1124 : tensor<100xf32>
    %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1127 = stablehlo.add %1039, %1126 : tensor<128x100xf32>
    %1128 = stablehlo.sqrt %1127 : tensor<128x100xf32>
    %cst_292 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1130 = stablehlo.add %1128, %1129 : tensor<128x100xf32>
    %1131 = stablehlo.divide %984, %1130 : tensor<128x100xf32>
    %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1133 = stablehlo.add %1041, %1132 : tensor<100xf32>
    %1134 = stablehlo.sqrt %1133 : tensor<100xf32>
    %cst_294 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1136 = stablehlo.add %1134, %1135 : tensor<100xf32>
    %1137 = stablehlo.divide %986, %1136 : tensor<100xf32>
    %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1139 = stablehlo.add %1043, %1138 : tensor<100xf32>
    %1140 = stablehlo.sqrt %1139 : tensor<100xf32>
    %cst_296 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1142 = stablehlo.add %1140, %1141 : tensor<100xf32>
    %1143 = stablehlo.divide %988, %1142 : tensor<100xf32>
    %cst_297 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1145 = stablehlo.add %1045, %1144 : tensor<128xf32>
    %1146 = stablehlo.sqrt %1145 : tensor<128xf32>
    %cst_298 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1148 = stablehlo.add %1146, %1147 : tensor<128xf32>
    %1149 = stablehlo.divide %990, %1148 : tensor<128xf32>
    %cst_299 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1151 = stablehlo.add %1047, %1150 : tensor<100x128xf32>
    %1152 = stablehlo.sqrt %1151 : tensor<100x128xf32>
    %cst_300 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1154 = stablehlo.add %1152, %1153 : tensor<100x128xf32>
    %1155 = stablehlo.divide %992, %1154 : tensor<100x128xf32>
    %cst_301 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1157 = stablehlo.add %1049, %1156 : tensor<100xf32>
    %1158 = stablehlo.sqrt %1157 : tensor<100xf32>
    %cst_302 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1160 = stablehlo.add %1158, %1159 : tensor<100xf32>
    %1161 = stablehlo.divide %994, %1160 : tensor<100xf32>
    %cst_303 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1163 = stablehlo.add %1051, %1162 : tensor<128x100xf32>
    %1164 = stablehlo.sqrt %1163 : tensor<128x100xf32>
    %cst_304 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1166 = stablehlo.add %1164, %1165 : tensor<128x100xf32>
    %1167 = stablehlo.divide %996, %1166 : tensor<128x100xf32>
    %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1169 = stablehlo.add %1053, %1168 : tensor<100xf32>
    %1170 = stablehlo.sqrt %1169 : tensor<100xf32>
    %cst_306 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1172 = stablehlo.add %1170, %1171 : tensor<100xf32>
    %1173 = stablehlo.divide %998, %1172 : tensor<100xf32>
    %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1175 = stablehlo.add %1055, %1174 : tensor<100xf32>
    %1176 = stablehlo.sqrt %1175 : tensor<100xf32>
    %cst_308 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1178 = stablehlo.add %1176, %1177 : tensor<100xf32>
    %1179 = stablehlo.divide %1000, %1178 : tensor<100xf32>
    %cst_309 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1181 = stablehlo.add %1057, %1180 : tensor<128xf32>
    %1182 = stablehlo.sqrt %1181 : tensor<128xf32>
    %cst_310 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1184 = stablehlo.add %1182, %1183 : tensor<128xf32>
    %1185 = stablehlo.divide %1002, %1184 : tensor<128xf32>
    %cst_311 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1187 = stablehlo.add %1059, %1186 : tensor<100x128xf32>
    %1188 = stablehlo.sqrt %1187 : tensor<100x128xf32>
    %cst_312 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1190 = stablehlo.add %1188, %1189 : tensor<100x128xf32>
    %1191 = stablehlo.divide %1004, %1190 : tensor<100x128xf32>
    %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1193 = stablehlo.add %1061, %1192 : tensor<100xf32>
    %1194 = stablehlo.sqrt %1193 : tensor<100xf32>
    %cst_314 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1196 = stablehlo.add %1194, %1195 : tensor<100xf32>
    %1197 = stablehlo.divide %1006, %1196 : tensor<100xf32>
    %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1199 = stablehlo.add %1063, %1198 : tensor<128x100xf32>
    %1200 = stablehlo.sqrt %1199 : tensor<128x100xf32>
    %cst_316 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1202 = stablehlo.add %1200, %1201 : tensor<128x100xf32>
    %1203 = stablehlo.divide %1008, %1202 : tensor<128x100xf32>
    %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1205 = stablehlo.add %1065, %1204 : tensor<100xf32>
    %1206 = stablehlo.sqrt %1205 : tensor<100xf32>
    %cst_318 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1208 = stablehlo.add %1206, %1207 : tensor<100xf32>
    %1209 = stablehlo.divide %1010, %1208 : tensor<100xf32>
    %cst_319 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1211 = stablehlo.add %1067, %1210 : tensor<100xf32>
    %1212 = stablehlo.sqrt %1211 : tensor<100xf32>
    %cst_320 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1214 = stablehlo.add %1212, %1213 : tensor<100xf32>
    %1215 = stablehlo.divide %1012, %1214 : tensor<100xf32>
    %cst_321 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1216 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1217 = stablehlo.add %1069, %1216 : tensor<100xf32>
    %1218 = stablehlo.sqrt %1217 : tensor<100xf32>
    %cst_322 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1220 = stablehlo.add %1218, %1219 : tensor<100xf32>
    %1221 = stablehlo.divide %1014, %1220 : tensor<100xf32>
    %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %1223 = stablehlo.add %1071, %1222 : tensor<100x100xf32>
    %1224 = stablehlo.sqrt %1223 : tensor<100x100xf32>
    %cst_324 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %1226 = stablehlo.add %1224, %1225 : tensor<100x100xf32>
    %1227 = stablehlo.divide %1016, %1226 : tensor<100x100xf32>
    %cst_325 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1229 = stablehlo.multiply %1228, %arg0 : tensor<128xf32>
    %1230 = stablehlo.add %1077, %1229 : tensor<128xf32>
    %cst_326 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1232 = stablehlo.multiply %1231, %arg1 : tensor<100x128xf32>
    %1233 = stablehlo.add %1083, %1232 : tensor<100x128xf32>
    %cst_327 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1235 = stablehlo.multiply %1234, %arg2 : tensor<100xf32>
    %1236 = stablehlo.add %1089, %1235 : tensor<100xf32>
    %cst_328 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1238 = stablehlo.multiply %1237, %arg3 : tensor<128x100xf32>
    %1239 = stablehlo.add %1095, %1238 : tensor<128x100xf32>
    %cst_329 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1241 = stablehlo.multiply %1240, %arg4 : tensor<100xf32>
    %1242 = stablehlo.add %1101, %1241 : tensor<100xf32>
    %cst_330 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1244 = stablehlo.multiply %1243, %arg5 : tensor<100xf32>
    %1245 = stablehlo.add %1107, %1244 : tensor<100xf32>
    %cst_331 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1247 = stablehlo.multiply %1246, %arg6 : tensor<128xf32>
    %1248 = stablehlo.add %1113, %1247 : tensor<128xf32>
    %cst_332 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1250 = stablehlo.multiply %1249, %arg7 : tensor<100x128xf32>
    %1251 = stablehlo.add %1119, %1250 : tensor<100x128xf32>
    %cst_333 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1253 = stablehlo.multiply %1252, %arg8 : tensor<100xf32>
    %1254 = stablehlo.add %1125, %1253 : tensor<100xf32>
    %cst_334 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1256 = stablehlo.multiply %1255, %arg9 : tensor<128x100xf32>
    %1257 = stablehlo.add %1131, %1256 : tensor<128x100xf32>
    %cst_335 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1259 = stablehlo.multiply %1258, %arg10 : tensor<100xf32>
    %1260 = stablehlo.add %1137, %1259 : tensor<100xf32>
    %cst_336 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1262 = stablehlo.multiply %1261, %arg11 : tensor<100xf32>
    %1263 = stablehlo.add %1143, %1262 : tensor<100xf32>
    %cst_337 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1264 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1265 = stablehlo.multiply %1264, %arg12 : tensor<128xf32>
    %1266 = stablehlo.add %1149, %1265 : tensor<128xf32>
    %cst_338 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1268 = stablehlo.multiply %1267, %arg13 : tensor<100x128xf32>
    %1269 = stablehlo.add %1155, %1268 : tensor<100x128xf32>
    %cst_339 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1271 = stablehlo.multiply %1270, %arg14 : tensor<100xf32>
    %1272 = stablehlo.add %1161, %1271 : tensor<100xf32>
    %cst_340 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1274 = stablehlo.multiply %1273, %arg15 : tensor<128x100xf32>
    %1275 = stablehlo.add %1167, %1274 : tensor<128x100xf32>
    %cst_341 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1277 = stablehlo.multiply %1276, %arg16 : tensor<100xf32>
    %1278 = stablehlo.add %1173, %1277 : tensor<100xf32>
    %cst_342 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1280 = stablehlo.multiply %1279, %arg17 : tensor<100xf32>
    %1281 = stablehlo.add %1179, %1280 : tensor<100xf32>
    %cst_343 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1283 = stablehlo.multiply %1282, %arg18 : tensor<128xf32>
    %1284 = stablehlo.add %1185, %1283 : tensor<128xf32>
    %cst_344 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1286 = stablehlo.multiply %1285, %arg19 : tensor<100x128xf32>
    %1287 = stablehlo.add %1191, %1286 : tensor<100x128xf32>
    %cst_345 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1289 = stablehlo.multiply %1288, %arg20 : tensor<100xf32>
    %1290 = stablehlo.add %1197, %1289 : tensor<100xf32>
    %cst_346 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1292 = stablehlo.multiply %1291, %arg21 : tensor<128x100xf32>
    %1293 = stablehlo.add %1203, %1292 : tensor<128x100xf32>
    %cst_347 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1294 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1295 = stablehlo.multiply %1294, %arg22 : tensor<100xf32>
    %1296 = stablehlo.add %1209, %1295 : tensor<100xf32>
    %cst_348 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1298 = stablehlo.multiply %1297, %arg23 : tensor<100xf32>
    %1299 = stablehlo.add %1215, %1298 : tensor<100xf32>
    %cst_349 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1301 = stablehlo.multiply %1300, %arg24 : tensor<100xf32>
    %1302 = stablehlo.add %1221, %1301 : tensor<100xf32>
    %cst_350 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %1304 = stablehlo.multiply %1303, %arg25 : tensor<100x100xf32>
    %1305 = stablehlo.add %1227, %1304 : tensor<100x100xf32>
    %cst_351 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1307 = stablehlo.multiply %1306, %1230 : tensor<128xf32>
    %cst_352 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1308 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1309 = stablehlo.multiply %1308, %1233 : tensor<100x128xf32>
    %cst_353 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1311 = stablehlo.multiply %1310, %1236 : tensor<100xf32>
    %cst_354 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1313 = stablehlo.multiply %1312, %1239 : tensor<128x100xf32>
    %cst_355 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1314 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1315 = stablehlo.multiply %1314, %1242 : tensor<100xf32>
    %cst_356 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1317 = stablehlo.multiply %1316, %1245 : tensor<100xf32>
    %cst_357 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1319 = stablehlo.multiply %1318, %1248 : tensor<128xf32>
    %cst_358 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1320 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1321 = stablehlo.multiply %1320, %1251 : tensor<100x128xf32>
    %cst_359 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1323 = stablehlo.multiply %1322, %1254 : tensor<100xf32>
    %cst_360 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1325 = stablehlo.multiply %1324, %1257 : tensor<128x100xf32>
    %cst_361 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1326 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1327 = stablehlo.multiply %1326, %1260 : tensor<100xf32>
    %cst_362 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1329 = stablehlo.multiply %1328, %1263 : tensor<100xf32>
    %cst_363 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1331 = stablehlo.multiply %1330, %1266 : tensor<128xf32>
    %cst_364 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1332 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1333 = stablehlo.multiply %1332, %1269 : tensor<100x128xf32>
    %cst_365 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1335 = stablehlo.multiply %1334, %1272 : tensor<100xf32>
    %cst_366 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1337 = stablehlo.multiply %1336, %1275 : tensor<128x100xf32>
    %cst_367 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1338 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1339 = stablehlo.multiply %1338, %1278 : tensor<100xf32>
    %cst_368 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1341 = stablehlo.multiply %1340, %1281 : tensor<100xf32>
    %cst_369 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1343 = stablehlo.multiply %1342, %1284 : tensor<128xf32>
    %cst_370 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<100x128xf32>
    %1345 = stablehlo.multiply %1344, %1287 : tensor<100x128xf32>
    %cst_371 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1347 = stablehlo.multiply %1346, %1290 : tensor<100xf32>
    %cst_372 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<128x100xf32>
    %1349 = stablehlo.multiply %1348, %1293 : tensor<128x100xf32>
    %cst_373 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1350 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1351 = stablehlo.multiply %1350, %1296 : tensor<100xf32>
    %cst_374 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1353 = stablehlo.multiply %1352, %1299 : tensor<100xf32>
    %cst_375 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<100xf32>
    %1355 = stablehlo.multiply %1354, %1302 : tensor<100xf32>
    %cst_376 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<100x100xf32>
    %1357 = stablehlo.multiply %1356, %1305 : tensor<100x100xf32>
    %1358 = stablehlo.add %arg0, %1307 : tensor<128xf32>
    %1359 = stablehlo.add %arg1, %1309 : tensor<100x128xf32>
    %1360 = stablehlo.add %arg2, %1311 : tensor<100xf32>
    %1361 = stablehlo.add %arg3, %1313 : tensor<128x100xf32>
    %1362 = stablehlo.add %arg4, %1315 : tensor<100xf32>
    %1363 = stablehlo.add %arg5, %1317 : tensor<100xf32>
    %1364 = stablehlo.add %arg6, %1319 : tensor<128xf32>
    %1365 = stablehlo.add %arg7, %1321 : tensor<100x128xf32>
    %1366 = stablehlo.add %arg8, %1323 : tensor<100xf32>
    %1367 = stablehlo.add %arg9, %1325 : tensor<128x100xf32>
    %1368 = stablehlo.add %arg10, %1327 : tensor<100xf32>
    %1369 = stablehlo.add %arg11, %1329 : tensor<100xf32>
    %1370 = stablehlo.add %arg12, %1331 : tensor<128xf32>
    %1371 = stablehlo.add %arg13, %1333 : tensor<100x128xf32>
    %1372 = stablehlo.add %arg14, %1335 : tensor<100xf32>
    %1373 = stablehlo.add %arg15, %1337 : tensor<128x100xf32>
    %1374 = stablehlo.add %arg16, %1339 : tensor<100xf32>
    %1375 = stablehlo.add %arg17, %1341 : tensor<100xf32>
    %1376 = stablehlo.add %arg18, %1343 : tensor<128xf32>
    %1377 = stablehlo.add %arg19, %1345 : tensor<100x128xf32>
    %1378 = stablehlo.add %arg20, %1347 : tensor<100xf32>
    %1379 = stablehlo.add %arg21, %1349 : tensor<128x100xf32>
    %1380 = stablehlo.add %arg22, %1351 : tensor<100xf32>
    %1381 = stablehlo.add %arg23, %1353 : tensor<100xf32>
    %1382 = stablehlo.add %arg24, %1355 : tensor<100xf32>
    %1383 = stablehlo.add %arg25, %1357 : tensor<100x100xf32>
    return %1358, %1359, %1360, %1361, %1362, %1363, %1364, %1365, %1366, %1367, %1368, %1369, %1370, %1371, %1372, %1373, %1374, %1375, %1376, %1377, %1378, %1379, %1380, %1381, %1382, %1383, %961, %677, %682, %687, %692, %697, %702, %707, %712, %717, %722, %727, %732, %737, %742, %747, %752, %757, %762, %767, %772, %777, %782, %787, %792, %797, %802, %808, %814, %820, %826, %832, %838, %844, %850, %856, %862, %868, %874, %880, %886, %892, %898, %904, %910, %916, %922, %928, %934, %940, %946, %952, %958, %205 : tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<100x100xf32>, tensor<i32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<100x100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<128xf32>, tensor<100x128xf32>, tensor<100xf32>, tensor<128x100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<100xf32>, tensor<100x100xf32>, tensor<f32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
