module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg18: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<256xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['Dense_3']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[0]['params']['Dense_3']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Dense_4']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[0]['params']['Dense_4']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_3']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_3']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['params']['Dense_4']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['params']['Dense_4']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_2']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg10, %arg35) : (tensor<512x128xf32>, tensor<8x32xi32>) -> (tensor<8x32x128xf32>, tensor<8x32x1xi32>)
    %1 = chlo.square %0#0 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %3 = stablehlo.multiply %2, %0#0 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x32xf32>
    %10 = chlo.square %6 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8x32xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8x32xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8x32xi1>, tensor<8x32xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8x32xf32>
    %26 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %27 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %29 = stablehlo.subtract %0#0, %28 : tensor<8x32x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<8x32x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x32x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<8x32x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<8x32x1xf32>
    %36 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<8x32x128xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<8x32x128xf32>
    %41 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x32x128xf32>
    %44 = stablehlo.dot_general %43, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x256xf32>) -> tensor<8x32x256xf32>
    %45 = stablehlo.reshape %arg0 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x32x256xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<8x32x256xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8x32x256xf32>
    %50 = stablehlo.multiply %47, %47 : tensor<8x32x256xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<8x32x256xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %54 = stablehlo.multiply %53, %49 : tensor<8x32x256xf32>
    %55 = stablehlo.add %47, %54 : tensor<8x32x256xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<8x32x256xf32>
    %58 = stablehlo.tanh %57 : tensor<8x32x256xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %60 = stablehlo.subtract %59, %58 : tensor<8x32x256xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %62 = stablehlo.add %61, %58 : tensor<8x32x256xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<8x32x256xf32>
    %65 = stablehlo.multiply %47, %64 : tensor<8x32x256xf32>
    %66 = stablehlo.dot_general %65, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x128xf32>) -> tensor<8x32x128xf32>
    %67 = stablehlo.reshape %arg2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x32x128xf32>
    %70 = stablehlo.add %0#0, %69 : tensor<8x32x128xf32>
    %71 = chlo.square %70 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %73 = stablehlo.multiply %72, %70 : tensor<8x32x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %74 = stablehlo.reduce(%70 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_21 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%71 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %79 = stablehlo.divide %77, %78 : tensor<8x32xf32>
    %80 = chlo.square %76 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %82 = stablehlo.multiply %81, %76 : tensor<8x32xf32>
    %83 = stablehlo.subtract %79, %80 : tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %85 = stablehlo.maximum %84, %83 : tensor<8x32xf32>
    %86 = stablehlo.compare EQ, %83, %85, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %89 = stablehlo.select %86, %87, %88 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %91 = stablehlo.compare EQ, %90, %85, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_29 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %94 = stablehlo.select %91, %92, %93 : tensor<8x32xi1>, tensor<8x32xf32>
    %95 = stablehlo.divide %89, %94 : tensor<8x32xf32>
    %96 = stablehlo.broadcast_in_dim %76, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %97 = stablehlo.broadcast_in_dim %85, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %98 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %99 = stablehlo.subtract %70, %98 : tensor<8x32x128xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %101 = stablehlo.add %97, %100 : tensor<8x32x1xf32>
    %102 = stablehlo.rsqrt %101 : tensor<8x32x1xf32>
    %103 = stablehlo.divide %102, %101 : tensor<8x32x1xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<8x32x1xf32>
    %106 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %107 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %109 = stablehlo.multiply %107, %108 : tensor<8x32x128xf32>
    %110 = stablehlo.multiply %99, %109 : tensor<8x32x128xf32>
    %111 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x32x128xf32>
    %114 = stablehlo.dot_general %113, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x256xf32>) -> tensor<8x32x256xf32>
    %115 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x32x256xf32>
    %118 = stablehlo.multiply %117, %117 : tensor<8x32x256xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<8x32x256xf32>
    %120 = stablehlo.multiply %117, %117 : tensor<8x32x256xf32>
    %cst_33 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<8x32x256xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %124 = stablehlo.multiply %123, %119 : tensor<8x32x256xf32>
    %125 = stablehlo.add %117, %124 : tensor<8x32x256xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<8x32x256xf32>
    %128 = stablehlo.tanh %127 : tensor<8x32x256xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %130 = stablehlo.subtract %129, %128 : tensor<8x32x256xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %132 = stablehlo.add %131, %128 : tensor<8x32x256xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<8x32x256xf32>
    %135 = stablehlo.multiply %117, %134 : tensor<8x32x256xf32>
    %136 = stablehlo.dot_general %135, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x128xf32>) -> tensor<8x32x128xf32>
    %137 = stablehlo.reshape %arg6 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %139 = stablehlo.add %136, %138 : tensor<8x32x128xf32>
    %140 = stablehlo.add %70, %139 : tensor<8x32x128xf32>
    %141 = chlo.square %140 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %143 = stablehlo.multiply %142, %140 : tensor<8x32x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%140 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_41 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %146 = stablehlo.divide %144, %145 : tensor<8x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%141 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_43 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x32xf32>
    %150 = chlo.square %146 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %152 = stablehlo.multiply %151, %146 : tensor<8x32xf32>
    %153 = stablehlo.subtract %149, %150 : tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %155 = stablehlo.maximum %154, %153 : tensor<8x32xf32>
    %156 = stablehlo.compare EQ, %153, %155, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %159 = stablehlo.select %156, %157, %158 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %161 = stablehlo.compare EQ, %160, %155, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %164 = stablehlo.select %161, %162, %163 : tensor<8x32xi1>, tensor<8x32xf32>
    %165 = stablehlo.divide %159, %164 : tensor<8x32xf32>
    %166 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %167 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %169 = stablehlo.subtract %140, %168 : tensor<8x32x128xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %171 = stablehlo.add %167, %170 : tensor<8x32x1xf32>
    %172 = stablehlo.rsqrt %171 : tensor<8x32x1xf32>
    %173 = stablehlo.divide %172, %171 : tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<8x32x1xf32>
    %176 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %177 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %178 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<8x32x128xf32>
    %180 = stablehlo.multiply %169, %179 : tensor<8x32x128xf32>
    %181 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %183 = stablehlo.add %180, %182 : tensor<8x32x128xf32>
    %184 = stablehlo.dot_general %183, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x512xf32>) -> tensor<8x32x512xf32>
    %185 = stablehlo.reshape %arg8 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %187 = stablehlo.add %184, %186 : tensor<8x32x512xf32>
    %188 = stablehlo.slice %187 [0:8, 0:31, 0:512] : (tensor<8x32x512xf32>) -> tensor<8x31x512xf32>
    %189 = stablehlo.slice %arg35 [0:8, 1:32] : (tensor<8x32xi32>) -> tensor<8x31xi32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<8x31xi32>) -> tensor<8x31x1xi32>
    %191:2 = call @take_along_axis(%188, %190) : (tensor<8x31x512xf32>, tensor<8x31x1xi32>) -> (tensor<8x31x1xf32>, tensor<8x31x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %192:2 = call @_take_0(%191#0, %c) : (tensor<8x31x1xf32>, tensor<i32>) -> (tensor<8x31xf32>, tensor<1xi32>)
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %193 = stablehlo.reduce(%188 init: %cst_53) applies stablehlo.maximum across dimensions = [2] : (tensor<8x31x512xf32>, tensor<f32>) -> tensor<8x31xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %195 = stablehlo.maximum %194, %193 : tensor<8x31xf32>
    %196 = stablehlo.is_finite %195 : (tensor<8x31xf32>) -> tensor<8x31xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %198 = stablehlo.select %196, %195, %197 : tensor<8x31xi1>, tensor<8x31xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<8x31xf32>) -> tensor<8x31x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x31x1xf32>) -> tensor<8x31x512xf32>
    %201 = stablehlo.subtract %188, %200 : tensor<8x31x512xf32>
    %202 = stablehlo.exponential %201 : tensor<8x31x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x31x512xf32>, tensor<f32>) -> tensor<8x31xf32>
    %204 = stablehlo.abs %203 : tensor<8x31xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %206 = stablehlo.compare GE, %203, %205, FLOAT : (tensor<8x31xf32>, tensor<8x31xf32>) -> tensor<8x31xi1>
    %207 = stablehlo.log %204 : tensor<8x31xf32>
    %208 = stablehlo.add %207, %198 : tensor<8x31xf32>
    %209 = stablehlo.subtract %208, %192#0 : tensor<8x31xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x31xf32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<2.480000e+02> : tensor<f32>
    %211 = stablehlo.divide %210, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_61 = stablehlo.constant dense<2.480000e+02> : tensor<f32>
    %212 = stablehlo.divide %cst_60, %cst_61 : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %214 = stablehlo.negate %213 : tensor<8x31xf32>
    %215 = stablehlo.divide %213, %204 : tensor<8x31xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %217 = stablehlo.select %206, %216, %215 : tensor<8x31xi1>, tensor<8x31xf32>
    %218 = stablehlo.select %206, %215, %216 : tensor<8x31xi1>, tensor<8x31xf32>
    %219 = stablehlo.negate %217 : tensor<8x31xf32>
    %220 = stablehlo.add %218, %219 : tensor<8x31xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x31xf32>) -> tensor<8x31x512xf32>
    %222 = stablehlo.multiply %221, %202 : tensor<8x31x512xf32>
    %223 = call @_take_2(%192#1, %214) : (tensor<1xi32>, tensor<8x31xf32>) -> tensor<8x31x1xf32>
    %224 = call @take_along_axis_3(%191#1, %223) : (tensor<8x31x1x1xi32>, tensor<8x31x1xf32>) -> tensor<8x31x512xf32>
    %225 = stablehlo.add %222, %224 : tensor<8x31x512xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.pad %225, %cst_63, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x31x512xf32>, tensor<f32>) -> tensor<8x32x512xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x512xf32>, tensor<f32>) -> tensor<512xf32>
    %228 = stablehlo.reshape %227 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %230 = stablehlo.dot_general %226, %183, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<8x32x128xf32>) -> tensor<512x128xf32>
    %231 = stablehlo.transpose %230, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %232 = stablehlo.dot_general %226, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xf32>, tensor<128x512xf32>) -> tensor<8x32x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %234 = stablehlo.reshape %233 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %235 = stablehlo.reshape %234 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %236 = stablehlo.multiply %169, %232 : tensor<8x32x128xf32>
    %237 = stablehlo.multiply %232, %179 : tensor<8x32x128xf32>
    %238 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %239 = stablehlo.multiply %238, %236 : tensor<8x32x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.reduce(%239 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %241 = stablehlo.reshape %240 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %242 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %243 = stablehlo.multiply %236, %242 : tensor<8x32x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.reduce(%243 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %246 = stablehlo.reshape %241 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %247 = stablehlo.multiply %245, %175 : tensor<8x32x1xf32>
    %248 = stablehlo.negate %237 : tensor<8x32x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_68) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %250 = stablehlo.reshape %249 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%247 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.reduce(%250 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %253 = stablehlo.multiply %251, %165 : tensor<8x32xf32>
    %254 = stablehlo.negate %253 : tensor<8x32xf32>
    %255 = stablehlo.multiply %254, %152 : tensor<8x32xf32>
    %256 = stablehlo.add %252, %255 : tensor<8x32xf32>
    %cst_71 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %258 = stablehlo.divide %253, %257 : tensor<8x32xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_72 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %261 = stablehlo.divide %256, %260 : tensor<8x32xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %263 = stablehlo.add %237, %262 : tensor<8x32x128xf32>
    %264 = stablehlo.multiply %259, %143 : tensor<8x32x128xf32>
    %265 = stablehlo.add %263, %264 : tensor<8x32x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%265 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %267 = stablehlo.reshape %266 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %269 = stablehlo.dot_general %265, %135, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x256xf32>) -> tensor<128x256xf32>
    %270 = stablehlo.transpose %269, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %271 = stablehlo.dot_general %265, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<256x128xf32>) -> tensor<8x32x256xf32>
    %272 = stablehlo.multiply %117, %271 : tensor<8x32x256xf32>
    %273 = stablehlo.multiply %271, %134 : tensor<8x32x256xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %275 = stablehlo.multiply %274, %272 : tensor<8x32x256xf32>
    %276 = stablehlo.multiply %275, %130 : tensor<8x32x256xf32>
    %277 = stablehlo.multiply %276, %128 : tensor<8x32x256xf32>
    %278 = stablehlo.add %276, %277 : tensor<8x32x256xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<8x32x256xf32>
    %281 = stablehlo.add %273, %280 : tensor<8x32x256xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %283 = stablehlo.multiply %282, %280 : tensor<8x32x256xf32>
    %284 = stablehlo.multiply %283, %122 : tensor<8x32x256xf32>
    %285 = stablehlo.add %281, %284 : tensor<8x32x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %287 = stablehlo.reshape %286 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %288 = stablehlo.reshape %287 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %289 = stablehlo.dot_general %285, %113, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x128xf32>) -> tensor<256x128xf32>
    %290 = stablehlo.transpose %289, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %291 = stablehlo.dot_general %285, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<128x256xf32>) -> tensor<8x32x128xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %293 = stablehlo.reshape %292 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %295 = stablehlo.multiply %99, %291 : tensor<8x32x128xf32>
    %296 = stablehlo.multiply %291, %109 : tensor<8x32x128xf32>
    %297 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %298 = stablehlo.multiply %297, %295 : tensor<8x32x128xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %300 = stablehlo.reshape %299 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %301 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %302 = stablehlo.multiply %295, %301 : tensor<8x32x128xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%302 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %305 = stablehlo.reshape %300 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %306 = stablehlo.multiply %304, %105 : tensor<8x32x1xf32>
    %307 = stablehlo.negate %296 : tensor<8x32x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %310 = stablehlo.add %265, %296 : tensor<8x32x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%306 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%309 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %313 = stablehlo.multiply %311, %95 : tensor<8x32xf32>
    %314 = stablehlo.negate %313 : tensor<8x32xf32>
    %315 = stablehlo.multiply %314, %82 : tensor<8x32xf32>
    %316 = stablehlo.add %312, %315 : tensor<8x32xf32>
    %cst_84 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %318 = stablehlo.divide %313, %317 : tensor<8x32xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_85 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %321 = stablehlo.divide %316, %320 : tensor<8x32xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %323 = stablehlo.add %310, %322 : tensor<8x32x128xf32>
    %324 = stablehlo.multiply %319, %73 : tensor<8x32x128xf32>
    %325 = stablehlo.add %323, %324 : tensor<8x32x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %327 = stablehlo.reshape %326 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %328 = stablehlo.reshape %327 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %329 = stablehlo.dot_general %325, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x256xf32>) -> tensor<128x256xf32>
    %330 = stablehlo.transpose %329, dims = [1, 0] : (tensor<128x256xf32>) -> tensor<256x128xf32>
    %331 = stablehlo.dot_general %325, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<256x128xf32>) -> tensor<8x32x256xf32>
    %332 = stablehlo.multiply %47, %331 : tensor<8x32x256xf32>
    %333 = stablehlo.multiply %331, %64 : tensor<8x32x256xf32>
    %cst_87 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %335 = stablehlo.multiply %334, %332 : tensor<8x32x256xf32>
    %336 = stablehlo.multiply %335, %60 : tensor<8x32x256xf32>
    %337 = stablehlo.multiply %336, %58 : tensor<8x32x256xf32>
    %338 = stablehlo.add %336, %337 : tensor<8x32x256xf32>
    %cst_88 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<8x32x256xf32>
    %341 = stablehlo.add %333, %340 : tensor<8x32x256xf32>
    %cst_89 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %343 = stablehlo.multiply %342, %340 : tensor<8x32x256xf32>
    %344 = stablehlo.multiply %343, %52 : tensor<8x32x256xf32>
    %345 = stablehlo.add %341, %344 : tensor<8x32x256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<256xf32>
    %347 = stablehlo.reshape %346 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x1x256xf32>) -> tensor<256xf32>
    %349 = stablehlo.dot_general %345, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x128xf32>) -> tensor<256x128xf32>
    %350 = stablehlo.transpose %349, dims = [1, 0] : (tensor<256x128xf32>) -> tensor<128x256xf32>
    %351 = stablehlo.dot_general %345, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<128x256xf32>) -> tensor<8x32x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_91) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %353 = stablehlo.reshape %352 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %354 = stablehlo.reshape %353 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %355 = stablehlo.multiply %29, %351 : tensor<8x32x128xf32>
    %356 = stablehlo.multiply %351, %39 : tensor<8x32x128xf32>
    %357 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %358 = stablehlo.multiply %357, %355 : tensor<8x32x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %359 = stablehlo.reduce(%358 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %360 = stablehlo.reshape %359 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %361 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %362 = stablehlo.multiply %355, %361 : tensor<8x32x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %365 = stablehlo.reshape %360 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %366 = stablehlo.multiply %364, %35 : tensor<8x32x1xf32>
    %367 = stablehlo.negate %356 : tensor<8x32x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368 = stablehlo.reduce(%367 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %369 = stablehlo.reshape %368 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %370 = stablehlo.add %325, %356 : tensor<8x32x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.reduce(%366 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%369 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %373 = stablehlo.multiply %371, %25 : tensor<8x32xf32>
    %374 = stablehlo.negate %373 : tensor<8x32xf32>
    %375 = stablehlo.multiply %374, %12 : tensor<8x32xf32>
    %376 = stablehlo.add %372, %375 : tensor<8x32xf32>
    %cst_97 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %378 = stablehlo.divide %373, %377 : tensor<8x32xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_98 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %381 = stablehlo.divide %376, %380 : tensor<8x32xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %383 = stablehlo.add %370, %382 : tensor<8x32x128xf32>
    %384 = stablehlo.multiply %379, %3 : tensor<8x32x128xf32>
    %385 = stablehlo.add %383, %384 : tensor<8x32x128xf32>
    %386 = call @_take_4(%0#1, %385) : (tensor<8x32x1xi32>, tensor<8x32x128xf32>) -> tensor<512x128xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %388 = stablehlo.multiply %387, %348 : tensor<256xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %390 = stablehlo.multiply %389, %arg18 : tensor<256xf32>
    %391 = stablehlo.add %388, %390 : tensor<256xf32>
    %392 = stablehlo.sign %391 : tensor<256xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %394 = stablehlo.multiply %393, %350 : tensor<128x256xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %396 = stablehlo.multiply %395, %arg19 : tensor<128x256xf32>
    %397 = stablehlo.add %394, %396 : tensor<128x256xf32>
    %398 = stablehlo.sign %397 : tensor<128x256xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %400 = stablehlo.multiply %399, %328 : tensor<128xf32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %402 = stablehlo.multiply %401, %arg20 : tensor<128xf32>
    %403 = stablehlo.add %400, %402 : tensor<128xf32>
    %404 = stablehlo.sign %403 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %406 = stablehlo.multiply %405, %330 : tensor<256x128xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %408 = stablehlo.multiply %407, %arg21 : tensor<256x128xf32>
    %409 = stablehlo.add %406, %408 : tensor<256x128xf32>
    %410 = stablehlo.sign %409 : tensor<256x128xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %412 = stablehlo.multiply %411, %288 : tensor<256xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %414 = stablehlo.multiply %413, %arg22 : tensor<256xf32>
    %415 = stablehlo.add %412, %414 : tensor<256xf32>
    %416 = stablehlo.sign %415 : tensor<256xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %418 = stablehlo.multiply %417, %290 : tensor<128x256xf32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %420 = stablehlo.multiply %419, %arg23 : tensor<128x256xf32>
    %421 = stablehlo.add %418, %420 : tensor<128x256xf32>
    %422 = stablehlo.sign %421 : tensor<128x256xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %424 = stablehlo.multiply %423, %268 : tensor<128xf32>
    %cst_112 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %426 = stablehlo.multiply %425, %arg24 : tensor<128xf32>
    %427 = stablehlo.add %424, %426 : tensor<128xf32>
    %428 = stablehlo.sign %427 : tensor<128xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %430 = stablehlo.multiply %429, %270 : tensor<256x128xf32>
    %cst_114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %432 = stablehlo.multiply %431, %arg25 : tensor<256x128xf32>
    %433 = stablehlo.add %430, %432 : tensor<256x128xf32>
    %434 = stablehlo.sign %433 : tensor<256x128xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %436 = stablehlo.multiply %435, %229 : tensor<512xf32>
    %cst_116 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %438 = stablehlo.multiply %437, %arg26 : tensor<512xf32>
    %439 = stablehlo.add %436, %438 : tensor<512xf32>
    %440 = stablehlo.sign %439 : tensor<512xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %442 = stablehlo.multiply %441, %231 : tensor<128x512xf32>
    %cst_118 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %444 = stablehlo.multiply %443, %arg27 : tensor<128x512xf32>
    %445 = stablehlo.add %442, %444 : tensor<128x512xf32>
    %446 = stablehlo.sign %445 : tensor<128x512xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %448 = stablehlo.multiply %447, %386 : tensor<512x128xf32>
    %cst_120 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %450 = stablehlo.multiply %449, %arg28 : tensor<512x128xf32>
    %451 = stablehlo.add %448, %450 : tensor<512x128xf32>
    %452 = stablehlo.sign %451 : tensor<512x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %454 = stablehlo.multiply %453, %354 : tensor<128xf32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %456 = stablehlo.multiply %455, %arg29 : tensor<128xf32>
    %457 = stablehlo.add %454, %456 : tensor<128xf32>
    %458 = stablehlo.sign %457 : tensor<128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %460 = stablehlo.multiply %459, %365 : tensor<128xf32>
    %cst_124 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %462 = stablehlo.multiply %461, %arg30 : tensor<128xf32>
    %463 = stablehlo.add %460, %462 : tensor<128xf32>
    %464 = stablehlo.sign %463 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %466 = stablehlo.multiply %465, %294 : tensor<128xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %468 = stablehlo.multiply %467, %arg31 : tensor<128xf32>
    %469 = stablehlo.add %466, %468 : tensor<128xf32>
    %470 = stablehlo.sign %469 : tensor<128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %472 = stablehlo.multiply %471, %305 : tensor<128xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %474 = stablehlo.multiply %473, %arg32 : tensor<128xf32>
    %475 = stablehlo.add %472, %474 : tensor<128xf32>
    %476 = stablehlo.sign %475 : tensor<128xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %478 = stablehlo.multiply %477, %235 : tensor<128xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %480 = stablehlo.multiply %479, %arg33 : tensor<128xf32>
    %481 = stablehlo.add %478, %480 : tensor<128xf32>
    %482 = stablehlo.sign %481 : tensor<128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %484 = stablehlo.multiply %483, %246 : tensor<128xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %486 = stablehlo.multiply %485, %arg34 : tensor<128xf32>
    %487 = stablehlo.add %484, %486 : tensor<128xf32>
    %488 = stablehlo.sign %487 : tensor<128xf32>
    %cst_133 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %490 = stablehlo.multiply %489, %348 : tensor<256xf32>
    %cst_134 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %492 = stablehlo.multiply %491, %arg18 : tensor<256xf32>
    %493 = stablehlo.add %490, %492 : tensor<256xf32>
    %cst_135 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %495 = stablehlo.multiply %494, %350 : tensor<128x256xf32>
    %cst_136 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %497 = stablehlo.multiply %496, %arg19 : tensor<128x256xf32>
    %498 = stablehlo.add %495, %497 : tensor<128x256xf32>
    %cst_137 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %500 = stablehlo.multiply %499, %328 : tensor<128xf32>
    %cst_138 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %502 = stablehlo.multiply %501, %arg20 : tensor<128xf32>
    %503 = stablehlo.add %500, %502 : tensor<128xf32>
    %cst_139 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %505 = stablehlo.multiply %504, %330 : tensor<256x128xf32>
    %cst_140 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %507 = stablehlo.multiply %506, %arg21 : tensor<256x128xf32>
    %508 = stablehlo.add %505, %507 : tensor<256x128xf32>
    %cst_141 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %510 = stablehlo.multiply %509, %288 : tensor<256xf32>
    %cst_142 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %512 = stablehlo.multiply %511, %arg22 : tensor<256xf32>
    %513 = stablehlo.add %510, %512 : tensor<256xf32>
    %cst_143 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %515 = stablehlo.multiply %514, %290 : tensor<128x256xf32>
    %cst_144 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %517 = stablehlo.multiply %516, %arg23 : tensor<128x256xf32>
    %518 = stablehlo.add %515, %517 : tensor<128x256xf32>
    %cst_145 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %520 = stablehlo.multiply %519, %268 : tensor<128xf32>
    %cst_146 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %522 = stablehlo.multiply %521, %arg24 : tensor<128xf32>
    %523 = stablehlo.add %520, %522 : tensor<128xf32>
    %cst_147 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %525 = stablehlo.multiply %524, %270 : tensor<256x128xf32>
    %cst_148 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %527 = stablehlo.multiply %526, %arg25 : tensor<256x128xf32>
    %528 = stablehlo.add %525, %527 : tensor<256x128xf32>
    %cst_149 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %530 = stablehlo.multiply %529, %229 : tensor<512xf32>
    %cst_150 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %532 = stablehlo.multiply %531, %arg26 : tensor<512xf32>
    %533 = stablehlo.add %530, %532 : tensor<512xf32>
    %cst_151 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %535 = stablehlo.multiply %534, %231 : tensor<128x512xf32>
    %cst_152 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %537 = stablehlo.multiply %536, %arg27 : tensor<128x512xf32>
    %538 = stablehlo.add %535, %537 : tensor<128x512xf32>
    %cst_153 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %540 = stablehlo.multiply %539, %386 : tensor<512x128xf32>
    %cst_154 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %542 = stablehlo.multiply %541, %arg28 : tensor<512x128xf32>
    %543 = stablehlo.add %540, %542 : tensor<512x128xf32>
    %cst_155 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %545 = stablehlo.multiply %544, %354 : tensor<128xf32>
    %cst_156 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %547 = stablehlo.multiply %546, %arg29 : tensor<128xf32>
    %548 = stablehlo.add %545, %547 : tensor<128xf32>
    %cst_157 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %550 = stablehlo.multiply %549, %365 : tensor<128xf32>
    %cst_158 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %552 = stablehlo.multiply %551, %arg30 : tensor<128xf32>
    %553 = stablehlo.add %550, %552 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %555 = stablehlo.multiply %554, %294 : tensor<128xf32>
    %cst_160 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %557 = stablehlo.multiply %556, %arg31 : tensor<128xf32>
    %558 = stablehlo.add %555, %557 : tensor<128xf32>
    %cst_161 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %560 = stablehlo.multiply %559, %305 : tensor<128xf32>
    %cst_162 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %562 = stablehlo.multiply %561, %arg32 : tensor<128xf32>
    %563 = stablehlo.add %560, %562 : tensor<128xf32>
    %cst_163 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %565 = stablehlo.multiply %564, %235 : tensor<128xf32>
    %cst_164 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %567 = stablehlo.multiply %566, %arg33 : tensor<128xf32>
    %568 = stablehlo.add %565, %567 : tensor<128xf32>
    %cst_165 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %570 = stablehlo.multiply %569, %246 : tensor<128xf32>
    %cst_166 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %572 = stablehlo.multiply %571, %arg34 : tensor<128xf32>
    %573 = stablehlo.add %570, %572 : tensor<128xf32>
    %c_167 = stablehlo.constant dense<2147483647> : tensor<i32>
    %574 = stablehlo.compare LT, %arg17, %c_167, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_168 = stablehlo.constant dense<1> : tensor<i32>
    %575 = stablehlo.add %arg17, %c_168 : tensor<i32>
    %c_169 = stablehlo.constant dense<2147483647> : tensor<i32>
    %576 = call @_where_5(%574, %575, %c_169) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %578 = stablehlo.multiply %577, %arg0 : tensor<256xf32>
    %579 = stablehlo.add %392, %578 : tensor<256xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %581 = stablehlo.multiply %580, %arg1 : tensor<128x256xf32>
    %582 = stablehlo.add %398, %581 : tensor<128x256xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %584 = stablehlo.multiply %583, %arg2 : tensor<128xf32>
    %585 = stablehlo.add %404, %584 : tensor<128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %587 = stablehlo.multiply %586, %arg3 : tensor<256x128xf32>
    %588 = stablehlo.add %410, %587 : tensor<256x128xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %590 = stablehlo.multiply %589, %arg4 : tensor<256xf32>
    %591 = stablehlo.add %416, %590 : tensor<256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %593 = stablehlo.multiply %592, %arg5 : tensor<128x256xf32>
    %594 = stablehlo.add %422, %593 : tensor<128x256xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %596 = stablehlo.multiply %595, %arg6 : tensor<128xf32>
    %597 = stablehlo.add %428, %596 : tensor<128xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %599 = stablehlo.multiply %598, %arg7 : tensor<256x128xf32>
    %600 = stablehlo.add %434, %599 : tensor<256x128xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %602 = stablehlo.multiply %601, %arg8 : tensor<512xf32>
    %603 = stablehlo.add %440, %602 : tensor<512xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %605 = stablehlo.multiply %604, %arg9 : tensor<128x512xf32>
    %606 = stablehlo.add %446, %605 : tensor<128x512xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %608 = stablehlo.multiply %607, %arg10 : tensor<512x128xf32>
    %609 = stablehlo.add %452, %608 : tensor<512x128xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %611 = stablehlo.multiply %610, %arg11 : tensor<128xf32>
    %612 = stablehlo.add %458, %611 : tensor<128xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %614 = stablehlo.multiply %613, %arg12 : tensor<128xf32>
    %615 = stablehlo.add %464, %614 : tensor<128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %617 = stablehlo.multiply %616, %arg13 : tensor<128xf32>
    %618 = stablehlo.add %470, %617 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %620 = stablehlo.multiply %619, %arg14 : tensor<128xf32>
    %621 = stablehlo.add %476, %620 : tensor<128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %623 = stablehlo.multiply %622, %arg15 : tensor<128xf32>
    %624 = stablehlo.add %482, %623 : tensor<128xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %626 = stablehlo.multiply %625, %arg16 : tensor<128xf32>
    %627 = stablehlo.add %488, %626 : tensor<128xf32>
    %cst_187 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %629 = stablehlo.multiply %628, %579 : tensor<256xf32>
    %cst_188 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %631 = stablehlo.multiply %630, %582 : tensor<128x256xf32>
    %cst_189 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %633 = stablehlo.multiply %632, %585 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %635 = stablehlo.multiply %634, %588 : tensor<256x128xf32>
    %cst_191 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %637 = stablehlo.multiply %636, %591 : tensor<256xf32>
    %cst_192 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %639 = stablehlo.multiply %638, %594 : tensor<128x256xf32>
    %cst_193 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %641 = stablehlo.multiply %640, %597 : tensor<128xf32>
    %cst_194 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %643 = stablehlo.multiply %642, %600 : tensor<256x128xf32>
    %cst_195 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %645 = stablehlo.multiply %644, %603 : tensor<512xf32>
    %cst_196 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %647 = stablehlo.multiply %646, %606 : tensor<128x512xf32>
    %cst_197 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %649 = stablehlo.multiply %648, %609 : tensor<512x128xf32>
    %cst_198 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %651 = stablehlo.multiply %650, %612 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %653 = stablehlo.multiply %652, %615 : tensor<128xf32>
    %cst_200 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %655 = stablehlo.multiply %654, %618 : tensor<128xf32>
    %cst_201 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %657 = stablehlo.multiply %656, %621 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %659 = stablehlo.multiply %658, %624 : tensor<128xf32>
    %cst_203 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %661 = stablehlo.multiply %660, %627 : tensor<128xf32>
    %662 = stablehlo.add %arg0, %629 : tensor<256xf32>
    %663 = stablehlo.add %arg1, %631 : tensor<128x256xf32>
    %664 = stablehlo.add %arg2, %633 : tensor<128xf32>
    %665 = stablehlo.add %arg3, %635 : tensor<256x128xf32>
    %666 = stablehlo.add %arg4, %637 : tensor<256xf32>
    %667 = stablehlo.add %arg5, %639 : tensor<128x256xf32>
    %668 = stablehlo.add %arg6, %641 : tensor<128xf32>
    %669 = stablehlo.add %arg7, %643 : tensor<256x128xf32>
    %670 = stablehlo.add %arg8, %645 : tensor<512xf32>
    %671 = stablehlo.add %arg9, %647 : tensor<128x512xf32>
    %672 = stablehlo.add %arg10, %649 : tensor<512x128xf32>
    %673 = stablehlo.add %arg11, %651 : tensor<128xf32>
    %674 = stablehlo.add %arg12, %653 : tensor<128xf32>
    %675 = stablehlo.add %arg13, %655 : tensor<128xf32>
    %676 = stablehlo.add %arg14, %657 : tensor<128xf32>
    %677 = stablehlo.add %arg15, %659 : tensor<128xf32>
    %678 = stablehlo.add %arg16, %661 : tensor<128xf32>
    return %662, %663, %664, %665, %666, %667, %668, %669, %670, %671, %672, %673, %674, %675, %676, %677, %678, %576, %493, %498, %503, %508, %513, %518, %523, %528, %533, %538, %543, %548, %553, %558, %563, %568, %573, %211 : tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xf32>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x128xf32>, tensor<8x32x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<8x32x1xi32>) -> tensor<8x32x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x128xi1>, tensor<8x32x128xf32>
    return %16, %5 : tensor<8x32x128xf32>, tensor<8x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x31x512xf32>, %arg1: tensor<8x31x1xi32>) -> (tensor<8x31x1xf32>, tensor<8x31x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x31x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x31x1xi32>, tensor<8x31x1xi32>) -> tensor<8x31x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x31x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x31x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x31x1xi1>, tensor<8x31x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x31x1xi32>) -> tensor<8x31x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x31x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x31x1x1xi32>, tensor<8x31x1x1xi32>) -> tensor<8x31x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x31x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x31x1x1xi32>, tensor<8x31x1x1xi32>) -> tensor<8x31x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x31x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x31x1x1xi1>, tensor<i1>) -> tensor<8x31x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x31x512xf32>, tensor<8x31x1x1xi32>) -> tensor<8x31x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x31x1xi1>, tensor<8x31x1xf32>
    return %15, %5 : tensor<8x31x1xf32>, tensor<8x31x1x1xi32>
  }
  func.func private @_take_0(%arg0: tensor<8x31x1xf32>, %arg1: tensor<i32>) -> (tensor<8x31xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_1(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 31, 1>}> : (tensor<8x31x1xf32>, tensor<1xi32>) -> tensor<8x31xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x31xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x31xi1>, tensor<8x31xf32>
    return %13, %3 : tensor<8x31xf32>, tensor<1xi32>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<8x31xf32>) -> tensor<8x31x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x31x1xf32>, tensor<1xi32>, tensor<8x31xf32>) -> tensor<8x31x1xf32>
    return %1 : tensor<8x31x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<8x31x1x1xi32>, %arg1: tensor<8x31x1xf32>) -> tensor<8x31x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x31x512xf32>, tensor<8x31x1x1xi32>, tensor<8x31x1xf32>) -> tensor<8x31x512xf32>
    return %1 : tensor<8x31x512xf32>
  }
  func.func private @_take_4(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x128xf32>) -> tensor<512x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x128xf32>, tensor<8x32x1xi32>, tensor<8x32x128xf32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
