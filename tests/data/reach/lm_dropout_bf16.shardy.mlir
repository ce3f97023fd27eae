module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg18: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg37: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg39: tensor<256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<128x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg41: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<256x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg43: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg45: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg46: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<2xui32>, %arg53: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<256xf32> {jax.result_info = "result[0]['params']['Dense_0']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[0]['params']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['Dense_1']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[0]['params']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[0]['params']['Dense_2']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[0]['params']['Dense_2']['kernel']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['Dense_3']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[0]['params']['Dense_3']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['params']['Dense_4']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[0]['params']['Dense_4']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[0]['params']['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['bias']"}, tensor<128xf32> {jax.result_info = "result[0]['params']['LayerNorm_2']['scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[1][0].mu['params']['Dense_2']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_3']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[1][0].mu['params']['Dense_3']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['params']['Dense_4']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['params']['Dense_4']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['params']['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['params']['LayerNorm_2']['scale']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[1][0].nu['params']['Dense_0']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['params']['Dense_1']['kernel']"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['Dense_2']['bias']"}, tensor<128x256xf32> {jax.result_info = "result[1][0].nu['params']['Dense_2']['kernel']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['Dense_3']['bias']"}, tensor<256x128xf32> {jax.result_info = "result[1][0].nu['params']['Dense_3']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][0].nu['params']['Dense_4']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['params']['Dense_4']['kernel']"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['params']['Embed_0']['embedding']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_0']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_1']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_1']['scale']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_2']['bias']"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['params']['LayerNorm_2']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.convert %arg10 : (tensor<512x128xf32>) -> tensor<512x128xbf16>
    %1:2 = call @_take(%0, %arg53) : (tensor<512x128xbf16>, tensor<8x32xi32>) -> (tensor<8x32x128xbf16>, tensor<8x32x1xi32>)
    %2 = stablehlo.convert %1#0 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %3 = chlo.square %2 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %5 = stablehlo.multiply %4, %2 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x32xf32>
    %12 = chlo.square %8 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %14 = stablehlo.multiply %13, %8 : tensor<8x32xf32>
    %15 = stablehlo.subtract %11, %12 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<8x32xf32>
    %18 = stablehlo.compare EQ, %15, %17, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.select %18, %19, %20 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %23 = stablehlo.compare EQ, %22, %17, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %26 = stablehlo.select %23, %24, %25 : tensor<8x32xi1>, tensor<8x32xf32>
    %27 = stablehlo.divide %21, %26 : tensor<8x32xf32>
    %28 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %29 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %30 = stablehlo.convert %1#0 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %32 = stablehlo.subtract %30, %31 : tensor<8x32x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %34 = stablehlo.add %29, %33 : tensor<8x32x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x32x1xf32>
    %36 = stablehlo.divide %35, %34 : tensor<8x32x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8x32x1xf32>
    %39 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %40 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<8x32x128xf32>
    %43 = stablehlo.multiply %32, %42 : tensor<8x32x128xf32>
    %44 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x32x128xf32>
    %47 = stablehlo.convert %46 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %48 = stablehlo.convert %arg1 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %49 = stablehlo.convert %arg0 : (tensor<256xf32>) -> tensor<256xbf16>
    %50 = stablehlo.dot_general %47, %48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<128x256xbf16>) -> tensor<8x32x256xbf16>
    %51 = stablehlo.reshape %49 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x32x256xbf16>
    %53 = stablehlo.add %50, %52 : tensor<8x32x256xbf16>
    %54 = stablehlo.multiply %53, %53 : tensor<8x32x256xbf16>
    %55 = stablehlo.multiply %54, %53 : tensor<8x32x256xbf16>
    %56 = stablehlo.multiply %53, %53 : tensor<8x32x256xbf16>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %58 = stablehlo.multiply %57, %56 : tensor<8x32x256xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %59 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %60 = stablehlo.multiply %59, %55 : tensor<8x32x256xbf16>
    %61 = stablehlo.add %53, %60 : tensor<8x32x256xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %63 = stablehlo.multiply %62, %61 : tensor<8x32x256xbf16>
    %64 = stablehlo.tanh %63 : tensor<8x32x256xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %66 = stablehlo.subtract %65, %64 : tensor<8x32x256xbf16>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %67 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %68 = stablehlo.add %67, %64 : tensor<8x32x256xbf16>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %69 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %70 = stablehlo.multiply %69, %68 : tensor<8x32x256xbf16>
    %71 = stablehlo.multiply %53, %70 : tensor<8x32x256xbf16>
    %c = stablehlo.constant dense<2711844646> : tensor<ui32>
    %72 = call @_threefry_fold_in(%arg52, %c) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %73 = call @_bernoulli(%72, %cst_19) : (tensor<2xui32>, tensor<f32>) -> tensor<8x32x256xi1>
    %cst_20 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %75 = stablehlo.divide %71, %74 : tensor<8x32x256xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %77 = stablehlo.select %73, %75, %76 : tensor<8x32x256xi1>, tensor<8x32x256xbf16>
    %78 = stablehlo.convert %arg3 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %79 = stablehlo.convert %arg2 : (tensor<128xf32>) -> tensor<128xbf16>
    %80 = stablehlo.dot_general %77, %78, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<256x128xbf16>) -> tensor<8x32x128xbf16>
    %81 = stablehlo.reshape %79 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x32x128xbf16>
    %83 = stablehlo.add %80, %82 : tensor<8x32x128xbf16>
    %84 = stablehlo.add %1#0, %83 : tensor<8x32x128xbf16>
    %85 = stablehlo.convert %84 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %86 = chlo.square %85 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %88 = stablehlo.multiply %87, %85 : tensor<8x32x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%85 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%86 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %94 = stablehlo.divide %92, %93 : tensor<8x32xf32>
    %95 = chlo.square %91 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %97 = stablehlo.multiply %96, %91 : tensor<8x32xf32>
    %98 = stablehlo.subtract %94, %95 : tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %100 = stablehlo.maximum %99, %98 : tensor<8x32xf32>
    %101 = stablehlo.compare EQ, %98, %100, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %104 = stablehlo.select %101, %102, %103 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %106 = stablehlo.compare EQ, %105, %100, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %109 = stablehlo.select %106, %107, %108 : tensor<8x32xi1>, tensor<8x32xf32>
    %110 = stablehlo.divide %104, %109 : tensor<8x32xf32>
    %111 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %112 = stablehlo.broadcast_in_dim %100, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %113 = stablehlo.convert %84 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %114 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %115 = stablehlo.subtract %113, %114 : tensor<8x32x128xf32>
    %cst_34 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %117 = stablehlo.add %112, %116 : tensor<8x32x1xf32>
    %118 = stablehlo.rsqrt %117 : tensor<8x32x1xf32>
    %119 = stablehlo.divide %118, %117 : tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x32x1xf32>
    %122 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %123 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<8x32x128xf32>
    %126 = stablehlo.multiply %115, %125 : tensor<8x32x128xf32>
    %127 = stablehlo.reshape %arg13 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x32x128xf32>
    %130 = stablehlo.convert %129 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %131 = stablehlo.convert %arg5 : (tensor<128x256xf32>) -> tensor<128x256xbf16>
    %132 = stablehlo.convert %arg4 : (tensor<256xf32>) -> tensor<256xbf16>
    %133 = stablehlo.dot_general %130, %131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<128x256xbf16>) -> tensor<8x32x256xbf16>
    %134 = stablehlo.reshape %132 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x32x256xbf16>
    %136 = stablehlo.add %133, %135 : tensor<8x32x256xbf16>
    %137 = stablehlo.multiply %136, %136 : tensor<8x32x256xbf16>
    %138 = stablehlo.multiply %137, %136 : tensor<8x32x256xbf16>
    %139 = stablehlo.multiply %136, %136 : tensor<8x32x256xbf16>
    %cst_36 = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %141 = stablehlo.multiply %140, %139 : tensor<8x32x256xbf16>
    %cst_37 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %142 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %143 = stablehlo.multiply %142, %138 : tensor<8x32x256xbf16>
    %144 = stablehlo.add %136, %143 : tensor<8x32x256xbf16>
    %cst_38 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %145 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %146 = stablehlo.multiply %145, %144 : tensor<8x32x256xbf16>
    %147 = stablehlo.tanh %146 : tensor<8x32x256xbf16>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %148 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %149 = stablehlo.subtract %148, %147 : tensor<8x32x256xbf16>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %150 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %151 = stablehlo.add %150, %147 : tensor<8x32x256xbf16>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %152 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %153 = stablehlo.multiply %152, %151 : tensor<8x32x256xbf16>
    %154 = stablehlo.multiply %136, %153 : tensor<8x32x256xbf16>
    %c_42 = stablehlo.constant dense<3866099105> : tensor<ui32>
    %155 = call @_threefry_fold_in(%arg52, %c_42) : (tensor<2xui32>, tensor<ui32>) -> tensor<2xui32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = call @_bernoulli(%155, %cst_43) : (tensor<2xui32>, tensor<f32>) -> tensor<8x32x256xi1>
    %cst_44 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %157 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %158 = stablehlo.divide %154, %157 : tensor<8x32x256xbf16>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %159 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %160 = stablehlo.select %156, %158, %159 : tensor<8x32x256xi1>, tensor<8x32x256xbf16>
    %161 = stablehlo.convert %arg7 : (tensor<256x128xf32>) -> tensor<256x128xbf16>
    %162 = stablehlo.convert %arg6 : (tensor<128xf32>) -> tensor<128xbf16>
    %163 = stablehlo.dot_general %160, %161, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<256x128xbf16>) -> tensor<8x32x128xbf16>
    %164 = stablehlo.reshape %162 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x128xbf16>) -> tensor<8x32x128xbf16>
    %166 = stablehlo.add %163, %165 : tensor<8x32x128xbf16>
    %167 = stablehlo.add %84, %166 : tensor<8x32x128xbf16>
    %168 = stablehlo.convert %167 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %169 = chlo.square %168 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %171 = stablehlo.multiply %170, %168 : tensor<8x32x128xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%168 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_48 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%169 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_50 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x32xf32>
    %178 = chlo.square %174 : tensor<8x32xf32> -> tensor<8x32xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %180 = stablehlo.multiply %179, %174 : tensor<8x32xf32>
    %181 = stablehlo.subtract %177, %178 : tensor<8x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %183 = stablehlo.maximum %182, %181 : tensor<8x32xf32>
    %184 = stablehlo.compare EQ, %181, %183, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %187 = stablehlo.select %184, %185, %186 : tensor<8x32xi1>, tensor<8x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %189 = stablehlo.compare EQ, %188, %183, FLOAT : (tensor<8x32xf32>, tensor<8x32xf32>) -> tensor<8x32xi1>
    %cst_56 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %192 = stablehlo.select %189, %190, %191 : tensor<8x32xi1>, tensor<8x32xf32>
    %193 = stablehlo.divide %187, %192 : tensor<8x32xf32>
    %194 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %195 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %196 = stablehlo.convert %167 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %197 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %198 = stablehlo.subtract %196, %197 : tensor<8x32x128xf32>
    %cst_58 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %200 = stablehlo.add %195, %199 : tensor<8x32x1xf32>
    %201 = stablehlo.rsqrt %200 : tensor<8x32x1xf32>
    %202 = stablehlo.divide %201, %200 : tensor<8x32x1xf32>
    %cst_59 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<8x32x1xf32>
    %205 = stablehlo.reshape %arg16 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %206 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %208 = stablehlo.multiply %206, %207 : tensor<8x32x128xf32>
    %209 = stablehlo.multiply %198, %208 : tensor<8x32x128xf32>
    %210 = stablehlo.reshape %arg15 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %212 = stablehlo.add %209, %211 : tensor<8x32x128xf32>
    %213 = stablehlo.convert %212 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %214 = stablehlo.convert %arg9 : (tensor<128x512xf32>) -> tensor<128x512xbf16>
    %215 = stablehlo.convert %arg8 : (tensor<512xf32>) -> tensor<512xbf16>
    %216 = stablehlo.dot_general %213, %214, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<128x512xbf16>) -> tensor<8x32x512xbf16>
    %217 = stablehlo.reshape %215 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x512xbf16>) -> tensor<8x32x512xbf16>
    %219 = stablehlo.add %216, %218 : tensor<8x32x512xbf16>
    %220 = stablehlo.slice %219 [0:8, 0:31, 0:512] : (tensor<8x32x512xbf16>) -> tensor<8x31x512xbf16>
    %221 = stablehlo.convert %220 : (tensor<8x31x512xbf16>) -> tensor<8x31x512xf32>
    %222 = stablehlo.slice %arg53 [0:8, 1:32] : (tensor<8x32xi32>) -> tensor<8x31xi32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<8x31xi32>) -> tensor<8x31x1xi32>
    %224:2 = call @take_along_axis(%221, %223) : (tensor<8x31x512xf32>, tensor<8x31x1xi32>) -> (tensor<8x31x1xf32>, tensor<8x31x1x1xi32>)
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %225:2 = call @_take_2(%224#0, %c_60) : (tensor<8x31x1xf32>, tensor<i32>) -> (tensor<8x31xf32>, tensor<1xi32>)
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %226 = stablehlo.reduce(%221 init: %cst_61) applies stablehlo.maximum across dimensions = [2] : (tensor<8x31x512xf32>, tensor<f32>) -> tensor<8x31xf32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<8x31xf32>
    %229 = stablehlo.is_finite %228 : (tensor<8x31xf32>) -> tensor<8x31xi1>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %231 = stablehlo.select %229, %228, %230 : tensor<8x31xi1>, tensor<8x31xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<8x31xf32>) -> tensor<8x31x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x31x1xf32>) -> tensor<8x31x512xf32>
    %234 = stablehlo.subtract %221, %233 : tensor<8x31x512xf32>
    %235 = stablehlo.exponential %234 : tensor<8x31x512xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x31x512xf32>, tensor<f32>) -> tensor<8x31xf32>
    %237 = stablehlo.abs %236 : tensor<8x31xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %239 = stablehlo.compare GE, %236, %238, FLOAT : (tensor<8x31xf32>, tensor<8x31xf32>) -> tensor<8x31xi1>
    %240 = stablehlo.log %237 : tensor<8x31xf32>
    %241 = stablehlo.add %240, %231 : tensor<8x31xf32>
    %242 = stablehlo.subtract %241, %225#0 : tensor<8x31xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x31xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<2.480000e+02> : tensor<f32>
    %244 = stablehlo.divide %243, %cst_67 : tensor<f32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_69 = stablehlo.constant dense<2.480000e+02> : tensor<f32>
    %245 = stablehlo.divide %cst_68, %cst_69 : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %247 = stablehlo.negate %246 : tensor<8x31xf32>
    %248 = stablehlo.divide %246, %237 : tensor<8x31xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x31xf32>
    %250 = stablehlo.select %239, %249, %248 : tensor<8x31xi1>, tensor<8x31xf32>
    %251 = stablehlo.select %239, %248, %249 : tensor<8x31xi1>, tensor<8x31xf32>
    %252 = stablehlo.negate %250 : tensor<8x31xf32>
    %253 = stablehlo.add %251, %252 : tensor<8x31xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<8x31xf32>) -> tensor<8x31x512xf32>
    %255 = stablehlo.multiply %254, %235 : tensor<8x31x512xf32>
    %256 = call @_take_4(%225#1, %247) : (tensor<1xi32>, tensor<8x31xf32>) -> tensor<8x31x1xf32>
    %257 = call @take_along_axis_5(%224#1, %256) : (tensor<8x31x1x1xi32>, tensor<8x31x1xf32>) -> tensor<8x31x512xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x31x512xf32>
    %259 = stablehlo.convert %258 : (tensor<8x31x512xf32>) -> tensor<8x31x512xbf16>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %260 = stablehlo.pad %259, %cst_71, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x31x512xbf16>, tensor<bf16>) -> tensor<8x32x512xbf16>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %261 = stablehlo.reduce(%260 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x512xbf16>, tensor<bf16>) -> tensor<512xbf16>
    %262 = stablehlo.reshape %261 : (tensor<512xbf16>) -> tensor<1x1x512xbf16>
    %263 = stablehlo.reshape %262 : (tensor<1x1x512xbf16>) -> tensor<512xbf16>
    %264 = stablehlo.dot_general %260, %213, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xbf16>, tensor<8x32x128xbf16>) -> tensor<512x128xbf16>
    %265 = stablehlo.transpose %264, dims = [1, 0] : (tensor<512x128xbf16>) -> tensor<128x512xbf16>
    %266 = stablehlo.dot_general %260, %214, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x512xbf16>, tensor<128x512xbf16>) -> tensor<8x32x128xbf16>
    %267 = stablehlo.convert %263 : (tensor<512xbf16>) -> tensor<512xf32>
    %268 = stablehlo.convert %265 : (tensor<128x512xbf16>) -> tensor<128x512xf32>
    %269 = stablehlo.convert %266 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %271 = stablehlo.reshape %270 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %272 = stablehlo.reshape %271 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %273 = stablehlo.multiply %198, %269 : tensor<8x32x128xf32>
    %274 = stablehlo.multiply %269, %208 : tensor<8x32x128xf32>
    %275 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %276 = stablehlo.multiply %275, %273 : tensor<8x32x128xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_74) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %278 = stablehlo.reshape %277 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %279 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %280 = stablehlo.multiply %273, %279 : tensor<8x32x128xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %282 = stablehlo.reshape %281 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %283 = stablehlo.reshape %278 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %284 = stablehlo.multiply %282, %204 : tensor<8x32x1xf32>
    %285 = stablehlo.negate %274 : tensor<8x32x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %288 = stablehlo.convert %274 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%284 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%287 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %291 = stablehlo.multiply %289, %193 : tensor<8x32xf32>
    %292 = stablehlo.negate %291 : tensor<8x32xf32>
    %293 = stablehlo.multiply %292, %180 : tensor<8x32xf32>
    %294 = stablehlo.add %290, %293 : tensor<8x32xf32>
    %cst_79 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %296 = stablehlo.divide %291, %295 : tensor<8x32xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_80 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %299 = stablehlo.divide %294, %298 : tensor<8x32xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %301 = stablehlo.multiply %297, %171 : tensor<8x32x128xf32>
    %302 = stablehlo.add %300, %301 : tensor<8x32x128xf32>
    %303 = stablehlo.convert %302 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %304 = stablehlo.add %288, %303 : tensor<8x32x128xbf16>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %305 = stablehlo.reduce(%304 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %306 = stablehlo.reshape %305 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %307 = stablehlo.reshape %306 : (tensor<1x1x128xbf16>) -> tensor<128xbf16>
    %308 = stablehlo.dot_general %304, %160, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<8x32x256xbf16>) -> tensor<128x256xbf16>
    %309 = stablehlo.transpose %308, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %310 = stablehlo.dot_general %304, %161, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<256x128xbf16>) -> tensor<8x32x256xbf16>
    %311 = stablehlo.convert %307 : (tensor<128xbf16>) -> tensor<128xf32>
    %312 = stablehlo.convert %309 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %313 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %314 = stablehlo.select %156, %310, %313 : tensor<8x32x256xi1>, tensor<8x32x256xbf16>
    %cst_83 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %315 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %316 = stablehlo.divide %314, %315 : tensor<8x32x256xbf16>
    %317 = stablehlo.multiply %136, %316 : tensor<8x32x256xbf16>
    %318 = stablehlo.multiply %316, %153 : tensor<8x32x256xbf16>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %319 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %320 = stablehlo.multiply %319, %317 : tensor<8x32x256xbf16>
    %321 = stablehlo.multiply %320, %149 : tensor<8x32x256xbf16>
    %322 = stablehlo.multiply %321, %147 : tensor<8x32x256xbf16>
    %323 = stablehlo.add %321, %322 : tensor<8x32x256xbf16>
    %cst_85 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %324 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %325 = stablehlo.multiply %324, %323 : tensor<8x32x256xbf16>
    %326 = stablehlo.add %318, %325 : tensor<8x32x256xbf16>
    %cst_86 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %327 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %328 = stablehlo.multiply %327, %325 : tensor<8x32x256xbf16>
    %329 = stablehlo.multiply %328, %141 : tensor<8x32x256xbf16>
    %330 = stablehlo.add %326, %329 : tensor<8x32x256xbf16>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %331 = stablehlo.reduce(%330 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %332 = stablehlo.reshape %331 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %333 = stablehlo.reshape %332 : (tensor<1x1x256xbf16>) -> tensor<256xbf16>
    %334 = stablehlo.dot_general %330, %130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<8x32x128xbf16>) -> tensor<256x128xbf16>
    %335 = stablehlo.transpose %334, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %336 = stablehlo.dot_general %330, %131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<128x256xbf16>) -> tensor<8x32x128xbf16>
    %337 = stablehlo.convert %333 : (tensor<256xbf16>) -> tensor<256xf32>
    %338 = stablehlo.convert %335 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %339 = stablehlo.convert %336 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %341 = stablehlo.reshape %340 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %342 = stablehlo.reshape %341 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %343 = stablehlo.multiply %115, %339 : tensor<8x32x128xf32>
    %344 = stablehlo.multiply %339, %125 : tensor<8x32x128xf32>
    %345 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %346 = stablehlo.multiply %345, %343 : tensor<8x32x128xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %348 = stablehlo.reshape %347 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %349 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %350 = stablehlo.multiply %343, %349 : tensor<8x32x128xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %352 = stablehlo.reshape %351 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %353 = stablehlo.reshape %348 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %354 = stablehlo.multiply %352, %121 : tensor<8x32x1xf32>
    %355 = stablehlo.negate %344 : tensor<8x32x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%355 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %357 = stablehlo.reshape %356 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %358 = stablehlo.convert %344 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %359 = stablehlo.add %304, %358 : tensor<8x32x128xbf16>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%354 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%357 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %362 = stablehlo.multiply %360, %110 : tensor<8x32xf32>
    %363 = stablehlo.negate %362 : tensor<8x32xf32>
    %364 = stablehlo.multiply %363, %97 : tensor<8x32xf32>
    %365 = stablehlo.add %361, %364 : tensor<8x32xf32>
    %cst_94 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %367 = stablehlo.divide %362, %366 : tensor<8x32xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_95 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %370 = stablehlo.divide %365, %369 : tensor<8x32xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %372 = stablehlo.multiply %368, %88 : tensor<8x32x128xf32>
    %373 = stablehlo.add %371, %372 : tensor<8x32x128xf32>
    %374 = stablehlo.convert %373 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %375 = stablehlo.add %359, %374 : tensor<8x32x128xbf16>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %376 = stablehlo.reduce(%375 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xbf16>, tensor<bf16>) -> tensor<128xbf16>
    %377 = stablehlo.reshape %376 : (tensor<128xbf16>) -> tensor<1x1x128xbf16>
    %378 = stablehlo.reshape %377 : (tensor<1x1x128xbf16>) -> tensor<128xbf16>
    %379 = stablehlo.dot_general %375, %77, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<8x32x256xbf16>) -> tensor<128x256xbf16>
    %380 = stablehlo.transpose %379, dims = [1, 0] : (tensor<128x256xbf16>) -> tensor<256x128xbf16>
    %381 = stablehlo.dot_general %375, %78, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xbf16>, tensor<256x128xbf16>) -> tensor<8x32x256xbf16>
    %382 = stablehlo.convert %378 : (tensor<128xbf16>) -> tensor<128xf32>
    %383 = stablehlo.convert %380 : (tensor<256x128xbf16>) -> tensor<256x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %384 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %385 = stablehlo.select %73, %381, %384 : tensor<8x32x256xi1>, tensor<8x32x256xbf16>
    %cst_98 = stablehlo.constant dense<8.984370e-01> : tensor<bf16>
    %386 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %387 = stablehlo.divide %385, %386 : tensor<8x32x256xbf16>
    %388 = stablehlo.multiply %53, %387 : tensor<8x32x256xbf16>
    %389 = stablehlo.multiply %387, %70 : tensor<8x32x256xbf16>
    %cst_99 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %390 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %391 = stablehlo.multiply %390, %388 : tensor<8x32x256xbf16>
    %392 = stablehlo.multiply %391, %66 : tensor<8x32x256xbf16>
    %393 = stablehlo.multiply %392, %64 : tensor<8x32x256xbf16>
    %394 = stablehlo.add %392, %393 : tensor<8x32x256xbf16>
    %cst_100 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %395 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %396 = stablehlo.multiply %395, %394 : tensor<8x32x256xbf16>
    %397 = stablehlo.add %389, %396 : tensor<8x32x256xbf16>
    %cst_101 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %398 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<bf16>) -> tensor<8x32x256xbf16>
    %399 = stablehlo.multiply %398, %396 : tensor<8x32x256xbf16>
    %400 = stablehlo.multiply %399, %58 : tensor<8x32x256xbf16>
    %401 = stablehlo.add %397, %400 : tensor<8x32x256xbf16>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %402 = stablehlo.reduce(%401 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %403 = stablehlo.reshape %402 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %404 = stablehlo.reshape %403 : (tensor<1x1x256xbf16>) -> tensor<256xbf16>
    %405 = stablehlo.dot_general %401, %47, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<8x32x128xbf16>) -> tensor<256x128xbf16>
    %406 = stablehlo.transpose %405, dims = [1, 0] : (tensor<256x128xbf16>) -> tensor<128x256xbf16>
    %407 = stablehlo.dot_general %401, %48, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xbf16>, tensor<128x256xbf16>) -> tensor<8x32x128xbf16>
    %408 = stablehlo.convert %404 : (tensor<256xbf16>) -> tensor<256xf32>
    %409 = stablehlo.convert %406 : (tensor<128x256xbf16>) -> tensor<128x256xf32>
    %410 = stablehlo.convert %407 : (tensor<8x32x128xbf16>) -> tensor<8x32x128xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %412 = stablehlo.reshape %411 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %414 = stablehlo.multiply %32, %410 : tensor<8x32x128xf32>
    %415 = stablehlo.multiply %410, %42 : tensor<8x32x128xf32>
    %416 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x128xf32>
    %417 = stablehlo.multiply %416, %414 : tensor<8x32x128xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_104) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %419 = stablehlo.reshape %418 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %420 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %421 = stablehlo.multiply %414, %420 : tensor<8x32x128xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %424 = stablehlo.reshape %419 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %425 = stablehlo.multiply %423, %38 : tensor<8x32x1xf32>
    %426 = stablehlo.negate %415 : tensor<8x32x128xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x32xf32>
    %428 = stablehlo.reshape %427 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %429 = stablehlo.convert %415 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %430 = stablehlo.add %375, %429 : tensor<8x32x128xbf16>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%425 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%428 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %433 = stablehlo.multiply %431, %27 : tensor<8x32xf32>
    %434 = stablehlo.negate %433 : tensor<8x32xf32>
    %435 = stablehlo.multiply %434, %14 : tensor<8x32xf32>
    %436 = stablehlo.add %432, %435 : tensor<8x32xf32>
    %cst_109 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %438 = stablehlo.divide %433, %437 : tensor<8x32xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %cst_110 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %441 = stablehlo.divide %436, %440 : tensor<8x32xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x128xf32>
    %443 = stablehlo.multiply %439, %5 : tensor<8x32x128xf32>
    %444 = stablehlo.add %442, %443 : tensor<8x32x128xf32>
    %445 = stablehlo.convert %444 : (tensor<8x32x128xf32>) -> tensor<8x32x128xbf16>
    %446 = stablehlo.add %430, %445 : tensor<8x32x128xbf16>
    %447 = call @_take_6(%1#1, %446) : (tensor<8x32x1xi32>, tensor<8x32x128xbf16>) -> tensor<512x128xbf16>
    %448 = stablehlo.convert %447 : (tensor<512x128xbf16>) -> tensor<512x128xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %450 = stablehlo.multiply %449, %408 : tensor<256xf32>
    %cst_112 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %452 = stablehlo.multiply %451, %arg18 : tensor<256xf32>
    %453 = stablehlo.add %450, %452 : tensor<256xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %455 = stablehlo.multiply %454, %409 : tensor<128x256xf32>
    %cst_114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %457 = stablehlo.multiply %456, %arg19 : tensor<128x256xf32>
    %458 = stablehlo.add %455, %457 : tensor<128x256xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %460 = stablehlo.multiply %459, %382 : tensor<128xf32>
    %cst_116 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %462 = stablehlo.multiply %461, %arg20 : tensor<128xf32>
    %463 = stablehlo.add %460, %462 : tensor<128xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %465 = stablehlo.multiply %464, %383 : tensor<256x128xf32>
    %cst_118 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %467 = stablehlo.multiply %466, %arg21 : tensor<256x128xf32>
    %468 = stablehlo.add %465, %467 : tensor<256x128xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %470 = stablehlo.multiply %469, %337 : tensor<256xf32>
    %cst_120 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %472 = stablehlo.multiply %471, %arg22 : tensor<256xf32>
    %473 = stablehlo.add %470, %472 : tensor<256xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %475 = stablehlo.multiply %474, %338 : tensor<128x256xf32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %477 = stablehlo.multiply %476, %arg23 : tensor<128x256xf32>
    %478 = stablehlo.add %475, %477 : tensor<128x256xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %480 = stablehlo.multiply %479, %311 : tensor<128xf32>
    %cst_124 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %482 = stablehlo.multiply %481, %arg24 : tensor<128xf32>
    %483 = stablehlo.add %480, %482 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %485 = stablehlo.multiply %484, %312 : tensor<256x128xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %487 = stablehlo.multiply %486, %arg25 : tensor<256x128xf32>
    %488 = stablehlo.add %485, %487 : tensor<256x128xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %490 = stablehlo.multiply %489, %267 : tensor<512xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %492 = stablehlo.multiply %491, %arg26 : tensor<512xf32>
    %493 = stablehlo.add %490, %492 : tensor<512xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %495 = stablehlo.multiply %494, %268 : tensor<128x512xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %497 = stablehlo.multiply %496, %arg27 : tensor<128x512xf32>
    %498 = stablehlo.add %495, %497 : tensor<128x512xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %500 = stablehlo.multiply %499, %448 : tensor<512x128xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %502 = stablehlo.multiply %501, %arg28 : tensor<512x128xf32>
    %503 = stablehlo.add %500, %502 : tensor<512x128xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %505 = stablehlo.multiply %504, %413 : tensor<128xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %507 = stablehlo.multiply %506, %arg29 : tensor<128xf32>
    %508 = stablehlo.add %505, %507 : tensor<128xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %510 = stablehlo.multiply %509, %424 : tensor<128xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %512 = stablehlo.multiply %511, %arg30 : tensor<128xf32>
    %513 = stablehlo.add %510, %512 : tensor<128xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %515 = stablehlo.multiply %514, %342 : tensor<128xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %517 = stablehlo.multiply %516, %arg31 : tensor<128xf32>
    %518 = stablehlo.add %515, %517 : tensor<128xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %520 = stablehlo.multiply %519, %353 : tensor<128xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %522 = stablehlo.multiply %521, %arg32 : tensor<128xf32>
    %523 = stablehlo.add %520, %522 : tensor<128xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %525 = stablehlo.multiply %524, %272 : tensor<128xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %527 = stablehlo.multiply %526, %arg33 : tensor<128xf32>
    %528 = stablehlo.add %525, %527 : tensor<128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %530 = stablehlo.multiply %529, %283 : tensor<128xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %532 = stablehlo.multiply %531, %arg34 : tensor<128xf32>
    %533 = stablehlo.add %530, %532 : tensor<128xf32>
    %534 = stablehlo.multiply %408, %408 : tensor<256xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %536 = stablehlo.multiply %535, %534 : tensor<256xf32>
    %cst_146 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %537 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %538 = stablehlo.multiply %537, %arg35 : tensor<256xf32>
    %539 = stablehlo.add %536, %538 : tensor<256xf32>
    %540 = stablehlo.multiply %409, %409 : tensor<128x256xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %542 = stablehlo.multiply %541, %540 : tensor<128x256xf32>
    %cst_148 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %544 = stablehlo.multiply %543, %arg36 : tensor<128x256xf32>
    %545 = stablehlo.add %542, %544 : tensor<128x256xf32>
    %546 = stablehlo.multiply %382, %382 : tensor<128xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %548 = stablehlo.multiply %547, %546 : tensor<128xf32>
    %cst_150 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %550 = stablehlo.multiply %549, %arg37 : tensor<128xf32>
    %551 = stablehlo.add %548, %550 : tensor<128xf32>
    %552 = stablehlo.multiply %383, %383 : tensor<256x128xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %554 = stablehlo.multiply %553, %552 : tensor<256x128xf32>
    %cst_152 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %556 = stablehlo.multiply %555, %arg38 : tensor<256x128xf32>
    %557 = stablehlo.add %554, %556 : tensor<256x128xf32>
    %558 = stablehlo.multiply %337, %337 : tensor<256xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %560 = stablehlo.multiply %559, %558 : tensor<256xf32>
    %cst_154 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %562 = stablehlo.multiply %561, %arg39 : tensor<256xf32>
    %563 = stablehlo.add %560, %562 : tensor<256xf32>
    %564 = stablehlo.multiply %338, %338 : tensor<128x256xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %566 = stablehlo.multiply %565, %564 : tensor<128x256xf32>
    %cst_156 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %568 = stablehlo.multiply %567, %arg40 : tensor<128x256xf32>
    %569 = stablehlo.add %566, %568 : tensor<128x256xf32>
    %570 = stablehlo.multiply %311, %311 : tensor<128xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %572 = stablehlo.multiply %571, %570 : tensor<128xf32>
    %cst_158 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %574 = stablehlo.multiply %573, %arg41 : tensor<128xf32>
    %575 = stablehlo.add %572, %574 : tensor<128xf32>
    %576 = stablehlo.multiply %312, %312 : tensor<256x128xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %578 = stablehlo.multiply %577, %576 : tensor<256x128xf32>
    %cst_160 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %580 = stablehlo.multiply %579, %arg42 : tensor<256x128xf32>
    %581 = stablehlo.add %578, %580 : tensor<256x128xf32>
    %582 = stablehlo.multiply %267, %267 : tensor<512xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %584 = stablehlo.multiply %583, %582 : tensor<512xf32>
    %cst_162 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %586 = stablehlo.multiply %585, %arg43 : tensor<512xf32>
    %587 = stablehlo.add %584, %586 : tensor<512xf32>
    %588 = stablehlo.multiply %268, %268 : tensor<128x512xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %590 = stablehlo.multiply %589, %588 : tensor<128x512xf32>
    %cst_164 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %592 = stablehlo.multiply %591, %arg44 : tensor<128x512xf32>
    %593 = stablehlo.add %590, %592 : tensor<128x512xf32>
    %594 = stablehlo.multiply %448, %448 : tensor<512x128xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %596 = stablehlo.multiply %595, %594 : tensor<512x128xf32>
    %cst_166 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %598 = stablehlo.multiply %597, %arg45 : tensor<512x128xf32>
    %599 = stablehlo.add %596, %598 : tensor<512x128xf32>
    %600 = stablehlo.multiply %413, %413 : tensor<128xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %602 = stablehlo.multiply %601, %600 : tensor<128xf32>
    %cst_168 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %604 = stablehlo.multiply %603, %arg46 : tensor<128xf32>
    %605 = stablehlo.add %602, %604 : tensor<128xf32>
    %606 = stablehlo.multiply %424, %424 : tensor<128xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %608 = stablehlo.multiply %607, %606 : tensor<128xf32>
    %cst_170 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %610 = stablehlo.multiply %609, %arg47 : tensor<128xf32>
    %611 = stablehlo.add %608, %610 : tensor<128xf32>
    %612 = stablehlo.multiply %342, %342 : tensor<128xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %614 = stablehlo.multiply %613, %612 : tensor<128xf32>
    %cst_172 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %616 = stablehlo.multiply %615, %arg48 : tensor<128xf32>
    %617 = stablehlo.add %614, %616 : tensor<128xf32>
    %618 = stablehlo.multiply %353, %353 : tensor<128xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %620 = stablehlo.multiply %619, %618 : tensor<128xf32>
    %cst_174 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %622 = stablehlo.multiply %621, %arg49 : tensor<128xf32>
    %623 = stablehlo.add %620, %622 : tensor<128xf32>
    %624 = stablehlo.multiply %272, %272 : tensor<128xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %626 = stablehlo.multiply %625, %624 : tensor<128xf32>
    %cst_176 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %628 = stablehlo.multiply %627, %arg50 : tensor<128xf32>
    %629 = stablehlo.add %626, %628 : tensor<128xf32>
    %630 = stablehlo.multiply %283, %283 : tensor<128xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %632 = stablehlo.multiply %631, %630 : tensor<128xf32>
    %cst_178 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %634 = stablehlo.multiply %633, %arg51 : tensor<128xf32>
    %635 = stablehlo.add %632, %634 : tensor<128xf32>
    %c_179 = stablehlo.constant dense<2147483647> : tensor<i32>
    %636 = stablehlo.compare LT, %arg17, %c_179, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_180 = stablehlo.constant dense<1> : tensor<i32>
    %637 = stablehlo.add %arg17, %c_180 : tensor<i32>
    %c_181 = stablehlo.constant dense<2147483647> : tensor<i32>
    %638 = call @_where_7(%636, %637, %c_181) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %639 = stablehlo.convert %638 : (tensor<i32>) -> tensor<f32>
    %640 = stablehlo.power %cst_182, %639 : tensor<f32>
    %cst_183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.subtract %cst_183, %640 : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %643 = stablehlo.divide %453, %642 : tensor<256xf32>
    %644 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %645 = stablehlo.divide %458, %644 : tensor<128x256xf32>
    %646 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %647 = stablehlo.divide %463, %646 : tensor<128xf32>
    %648 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %649 = stablehlo.divide %468, %648 : tensor<256x128xf32>
    %650 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %651 = stablehlo.divide %473, %650 : tensor<256xf32>
    %652 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %653 = stablehlo.divide %478, %652 : tensor<128x256xf32>
    %654 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %655 = stablehlo.divide %483, %654 : tensor<128xf32>
    %656 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %657 = stablehlo.divide %488, %656 : tensor<256x128xf32>
    %658 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %659 = stablehlo.divide %493, %658 : tensor<512xf32>
    %660 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %661 = stablehlo.divide %498, %660 : tensor<128x512xf32>
    %662 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %663 = stablehlo.divide %503, %662 : tensor<512x128xf32>
    %664 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %665 = stablehlo.divide %508, %664 : tensor<128xf32>
    %666 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %667 = stablehlo.divide %513, %666 : tensor<128xf32>
    %668 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %669 = stablehlo.divide %518, %668 : tensor<128xf32>
    %670 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %671 = stablehlo.divide %523, %670 : tensor<128xf32>
    %672 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %673 = stablehlo.divide %528, %672 : tensor<128xf32>
    %674 = stablehlo.broadcast_in_dim %641, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %675 = stablehlo.divide %533, %674 : tensor<128xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %676 = stablehlo.convert %638 : (tensor<i32>) -> tensor<f32>
    %677 = stablehlo.power %cst_184, %676 : tensor<f32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %678 = stablehlo.subtract %cst_185, %677 : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %680 = stablehlo.divide %539, %679 : tensor<256xf32>
    %681 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %682 = stablehlo.divide %545, %681 : tensor<128x256xf32>
    %683 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %684 = stablehlo.divide %551, %683 : tensor<128xf32>
    %685 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %686 = stablehlo.divide %557, %685 : tensor<256x128xf32>
    %687 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %688 = stablehlo.divide %563, %687 : tensor<256xf32>
    %689 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %690 = stablehlo.divide %569, %689 : tensor<128x256xf32>
    %691 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %692 = stablehlo.divide %575, %691 : tensor<128xf32>
    %693 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %694 = stablehlo.divide %581, %693 : tensor<256x128xf32>
    %695 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %696 = stablehlo.divide %587, %695 : tensor<512xf32>
    %697 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %698 = stablehlo.divide %593, %697 : tensor<128x512xf32>
    %699 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %700 = stablehlo.divide %599, %699 : tensor<512x128xf32>
    %701 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %702 = stablehlo.divide %605, %701 : tensor<128xf32>
    %703 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %704 = stablehlo.divide %611, %703 : tensor<128xf32>
    %705 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %706 = stablehlo.divide %617, %705 : tensor<128xf32>
    %707 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %708 = stablehlo.divide %623, %707 : tensor<128xf32>
    %709 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %710 = stablehlo.divide %629, %709 : tensor<128xf32>
    %711 = stablehlo.broadcast_in_dim %678, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %712 = stablehlo.divide %635, %711 : tensor<128xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %714 = stablehlo.add %680, %713 : tensor<256xf32>
    %715 = stablehlo.sqrt %714 : tensor<256xf32>
    %cst_187 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %717 = stablehlo.add %715, %716 : tensor<256xf32>
    %718 = stablehlo.divide %643, %717 : tensor<256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %720 = stablehlo.add %682, %719 : tensor<128x256xf32>
    %721 = stablehlo.sqrt %720 : tensor<128x256xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %722 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %723 = stablehlo.add %721, %722 : tensor<128x256xf32>
    %724 = stablehlo.divide %645, %723 : tensor<128x256xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %726 = stablehlo.add %684, %725 : tensor<128xf32>
    %727 = stablehlo.sqrt %726 : tensor<128xf32>
    %cst_191 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %729 = stablehlo.add %727, %728 : tensor<128xf32>
    %730 = stablehlo.divide %647, %729 : tensor<128xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %732 = stablehlo.add %686, %731 : tensor<256x128xf32>
    %733 = stablehlo.sqrt %732 : tensor<256x128xf32>
    %cst_193 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %735 = stablehlo.add %733, %734 : tensor<256x128xf32>
    %736 = stablehlo.divide %649, %735 : tensor<256x128xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %738 = stablehlo.add %688, %737 : tensor<256xf32>
    %739 = stablehlo.sqrt %738 : tensor<256xf32>
    %cst_195 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %741 = stablehlo.add %739, %740 : tensor<256xf32>
    %742 = stablehlo.divide %651, %741 : tensor<256xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %744 = stablehlo.add %690, %743 : tensor<128x256xf32>
    %745 = stablehlo.sqrt %744 : tensor<128x256xf32>
    %cst_197 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %747 = stablehlo.add %745, %746 : tensor<128x256xf32>
    %748 = stablehlo.divide %653, %747 : tensor<128x256xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %750 = stablehlo.add %692, %749 : tensor<128xf32>
    %751 = stablehlo.sqrt %750 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %752 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %753 = stablehlo.add %751, %752 : tensor<128xf32>
    %754 = stablehlo.divide %655, %753 : tensor<128xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %756 = stablehlo.add %694, %755 : tensor<256x128xf32>
    %757 = stablehlo.sqrt %756 : tensor<256x128xf32>
    %cst_201 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %759 = stablehlo.add %757, %758 : tensor<256x128xf32>
    %760 = stablehlo.divide %657, %759 : tensor<256x128xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %762 = stablehlo.add %696, %761 : tensor<512xf32>
    %763 = stablehlo.sqrt %762 : tensor<512xf32>
    %cst_203 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %765 = stablehlo.add %763, %764 : tensor<512xf32>
    %766 = stablehlo.divide %659, %765 : tensor<512xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %768 = stablehlo.add %698, %767 : tensor<128x512xf32>
    %769 = stablehlo.sqrt %768 : tensor<128x512xf32>
    %cst_205 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %771 = stablehlo.add %769, %770 : tensor<128x512xf32>
    %772 = stablehlo.divide %661, %771 : tensor<128x512xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %774 = stablehlo.add %700, %773 : tensor<512x128xf32>
    %775 = stablehlo.sqrt %774 : tensor<512x128xf32>
    %cst_207 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %777 = stablehlo.add %775, %776 : tensor<512x128xf32>
    %778 = stablehlo.divide %663, %777 : tensor<512x128xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %780 = stablehlo.add %702, %779 : tensor<128xf32>
    %781 = stablehlo.sqrt %780 : tensor<128xf32>
    %cst_209 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %783 = stablehlo.add %781, %782 : tensor<128xf32>
    %784 = stablehlo.divide %665, %783 : tensor<128xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %786 = stablehlo.add %704, %785 : tensor<128xf32>
    %787 = stablehlo.sqrt %786 : tensor<128xf32>
    %cst_211 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %789 = stablehlo.add %787, %788 : tensor<128xf32>
    %790 = stablehlo.divide %667, %789 : tensor<128xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %792 = stablehlo.add %706, %791 : tensor<128xf32>
    %793 = stablehlo.sqrt %792 : tensor<128xf32>
    %cst_213 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %795 = stablehlo.add %793, %794 : tensor<128xf32>
    %796 = stablehlo.divide %669, %795 : tensor<128xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %798 = stablehlo.add %708, %797 : tensor<128xf32>
    %799 = stablehlo.sqrt %798 : tensor<128xf32>
    %cst_215 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %801 = stablehlo.add %799, %800 : tensor<128xf32>
    %802 = stablehlo.divide %671, %801 : tensor<128xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %804 = stablehlo.add %710, %803 : tensor<128xf32>
    %805 = stablehlo.sqrt %804 : tensor<128xf32>
    %cst_217 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %806 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %807 = stablehlo.add %805, %806 : tensor<128xf32>
    %808 = stablehlo.divide %673, %807 : tensor<128xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %810 = stablehlo.add %712, %809 : tensor<128xf32>
    %811 = stablehlo.sqrt %810 : tensor<128xf32>
    %cst_219 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %813 = stablehlo.add %811, %812 : tensor<128xf32>
    %814 = stablehlo.divide %675, %813 : tensor<128xf32>
    %cst_220 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %816 = stablehlo.multiply %815, %arg0 : tensor<256xf32>
    %817 = stablehlo.add %718, %816 : tensor<256xf32>
    %cst_221 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %819 = stablehlo.multiply %818, %arg1 : tensor<128x256xf32>
    %820 = stablehlo.add %724, %819 : tensor<128x256xf32>
    %cst_222 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %822 = stablehlo.multiply %821, %arg2 : tensor<128xf32>
    %823 = stablehlo.add %730, %822 : tensor<128xf32>
    %cst_223 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %825 = stablehlo.multiply %824, %arg3 : tensor<256x128xf32>
    %826 = stablehlo.add %736, %825 : tensor<256x128xf32>
    %cst_224 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %828 = stablehlo.multiply %827, %arg4 : tensor<256xf32>
    %829 = stablehlo.add %742, %828 : tensor<256xf32>
    %cst_225 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %831 = stablehlo.multiply %830, %arg5 : tensor<128x256xf32>
    %832 = stablehlo.add %748, %831 : tensor<128x256xf32>
    %cst_226 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %834 = stablehlo.multiply %833, %arg6 : tensor<128xf32>
    %835 = stablehlo.add %754, %834 : tensor<128xf32>
    %cst_227 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %837 = stablehlo.multiply %836, %arg7 : tensor<256x128xf32>
    %838 = stablehlo.add %760, %837 : tensor<256x128xf32>
    %cst_228 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %840 = stablehlo.multiply %839, %arg8 : tensor<512xf32>
    %841 = stablehlo.add %766, %840 : tensor<512xf32>
    %cst_229 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %843 = stablehlo.multiply %842, %arg9 : tensor<128x512xf32>
    %844 = stablehlo.add %772, %843 : tensor<128x512xf32>
    %cst_230 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %846 = stablehlo.multiply %845, %arg10 : tensor<512x128xf32>
    %847 = stablehlo.add %778, %846 : tensor<512x128xf32>
    %cst_231 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %849 = stablehlo.multiply %848, %arg11 : tensor<128xf32>
    %850 = stablehlo.add %784, %849 : tensor<128xf32>
    %cst_232 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %852 = stablehlo.multiply %851, %arg12 : tensor<128xf32>
    %853 = stablehlo.add %790, %852 : tensor<128xf32>
    %cst_233 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %855 = stablehlo.multiply %854, %arg13 : tensor<128xf32>
    %856 = stablehlo.add %796, %855 : tensor<128xf32>
    %cst_234 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %858 = stablehlo.multiply %857, %arg14 : tensor<128xf32>
    %859 = stablehlo.add %802, %858 : tensor<128xf32>
    %cst_235 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %861 = stablehlo.multiply %860, %arg15 : tensor<128xf32>
    %862 = stablehlo.add %808, %861 : tensor<128xf32>
    %cst_236 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %864 = stablehlo.multiply %863, %arg16 : tensor<128xf32>
    %865 = stablehlo.add %814, %864 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %867 = stablehlo.multiply %866, %817 : tensor<256xf32>
    %cst_238 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %869 = stablehlo.multiply %868, %820 : tensor<128x256xf32>
    %cst_239 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %871 = stablehlo.multiply %870, %823 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %873 = stablehlo.multiply %872, %826 : tensor<256x128xf32>
    %cst_241 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %875 = stablehlo.multiply %874, %829 : tensor<256xf32>
    %cst_242 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128x256xf32>
    %877 = stablehlo.multiply %876, %832 : tensor<128x256xf32>
    %cst_243 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %879 = stablehlo.multiply %878, %835 : tensor<128xf32>
    %cst_244 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %881 = stablehlo.multiply %880, %838 : tensor<256x128xf32>
    %cst_245 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %883 = stablehlo.multiply %882, %841 : tensor<512xf32>
    %cst_246 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %885 = stablehlo.multiply %884, %844 : tensor<128x512xf32>
    %cst_247 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %887 = stablehlo.multiply %886, %847 : tensor<512x128xf32>
    %cst_248 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %889 = stablehlo.multiply %888, %850 : tensor<128xf32>
    %cst_249 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %891 = stablehlo.multiply %890, %853 : tensor<128xf32>
    %cst_250 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %893 = stablehlo.multiply %892, %856 : tensor<128xf32>
    %cst_251 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %895 = stablehlo.multiply %894, %859 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %897 = stablehlo.multiply %896, %862 : tensor<128xf32>
    %cst_253 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %899 = stablehlo.multiply %898, %865 : tensor<128xf32>
    %900 = stablehlo.add %arg0, %867 : tensor<256xf32>
    %901 = stablehlo.add %arg1, %869 : tensor<128x256xf32>
    %902 = stablehlo.add %arg2, %871 : tensor<128xf32>
    %903 = stablehlo.add %arg3, %873 : tensor<256x128xf32>
    %904 = stablehlo.add %arg4, %875 : tensor<256xf32>
    %905 = stablehlo.add %arg5, %877 : tensor<128x256xf32>
    %906 = stablehlo.add %arg6, %879 : tensor<128xf32>
    %907 = stablehlo.add %arg7, %881 : tensor<256x128xf32>
    %908 = stablehlo.add %arg8, %883 : tensor<512xf32>
    %909 = stablehlo.add %arg9, %885 : tensor<128x512xf32>
    %910 = stablehlo.add %arg10, %887 : tensor<512x128xf32>
    %911 = stablehlo.add %arg11, %889 : tensor<128xf32>
    %912 = stablehlo.add %arg12, %891 : tensor<128xf32>
    %913 = stablehlo.add %arg13, %893 : tensor<128xf32>
    %914 = stablehlo.add %arg14, %895 : tensor<128xf32>
    %915 = stablehlo.add %arg15, %897 : tensor<128xf32>
    %916 = stablehlo.add %arg16, %899 : tensor<128xf32>
    return %900, %901, %902, %903, %904, %905, %906, %907, %908, %909, %910, %911, %912, %913, %914, %915, %916, %638, %453, %458, %463, %468, %473, %478, %483, %488, %493, %498, %503, %508, %513, %518, %523, %528, %533, %539, %545, %551, %557, %563, %569, %575, %581, %587, %593, %599, %605, %611, %617, %623, %629, %635, %244 : tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<i32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<256xf32>, tensor<128x256xf32>, tensor<128xf32>, tensor<256x128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xbf16>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x128xbf16>, tensor<8x32x1xi32>) {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xbf16>, tensor<8x32x1xi32>) -> tensor<8x32x128xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x128xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x32x128xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x128xi1>, tensor<8x32x128xbf16>
    return %16, %5 : tensor<8x32x128xbf16>, tensor<8x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_threefry_fold_in(%arg0: tensor<2xui32>, %arg1: tensor<ui32>) -> tensor<2xui32> {
    %c = stablehlo.constant dense<32> : tensor<ui32>
    %0 = stablehlo.shift_right_logical %arg1, %c : tensor<ui32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_0 = stablehlo.constant dense<4294967295> : tensor<ui32>
    %2 = stablehlo.and %arg1, %c_0 : tensor<ui32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %4 = stablehlo.concatenate %1, %3, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %5 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %8 = stablehlo.reshape %7 : (tensor<1xui32>) -> tensor<ui32>
    %9 = stablehlo.slice %4 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %10 = stablehlo.slice %4 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%6, %8, %9, %10) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.concatenate %11#0, %11#1, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    return %12 : tensor<2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<2xui32>, %arg1: tensor<f32>) -> tensor<8x32x256xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x32x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xi1>
    return %2 : tensor<8x32x256xi1>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x32x256xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1x1xf32>
    %4 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %7 = stablehlo.reshape %6 : (tensor<1xui32>) -> tensor<ui32>
    %8 = stablehlo.iota dim = 0 : tensor<8x32x256xui64>
    %9 = stablehlo.iota dim = 1 : tensor<8x32x256xui64>
    %10 = stablehlo.iota dim = 2 : tensor<8x32x256xui64>
    %c = stablehlo.constant dense<8192> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x32x256xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<8x32x256xui64>
    %c_0 = stablehlo.constant dense<256> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x32x256xui64>
    %14 = stablehlo.multiply %13, %9 : tensor<8x32x256xui64>
    %c_1 = stablehlo.constant dense<1> : tensor<ui64>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x32x256xui64>
    %16 = stablehlo.multiply %15, %10 : tensor<8x32x256xui64>
    %17 = stablehlo.add %12, %14 : tensor<8x32x256xui64>
    %18 = stablehlo.add %17, %16 : tensor<8x32x256xui64>
    %c_2 = stablehlo.constant dense<32> : tensor<ui64>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui64>) -> tensor<8x32x256xui64>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<8x32x256xui64>
    %21 = stablehlo.convert %18 : (tensor<8x32x256xui64>) -> tensor<8x32x256xui32>
    %22 = stablehlo.convert %20 : (tensor<8x32x256xui64>) -> tensor<8x32x256xui32>
    %23:2 = call @threefry2x32_0(%5, %7, %22, %21) : (tensor<ui32>, tensor<ui32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>) -> (tensor<8x32x256xui32>, tensor<8x32x256xui32>)
    %24 = stablehlo.xor %23#0, %23#1 : tensor<8x32x256xui32>
    %c_3 = stablehlo.constant dense<9> : tensor<ui32>
    %25 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %26 = stablehlo.shift_right_logical %24, %25 : tensor<8x32x256xui32>
    %c_4 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %28 = stablehlo.or %26, %27 : tensor<8x32x256xui32>
    %29 = stablehlo.bitcast_convert %28 : (tensor<8x32x256xui32>) -> tensor<8x32x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %31 = stablehlo.subtract %29, %30 : tensor<8x32x256xf32>
    %32 = stablehlo.subtract %3, %2 : tensor<1x1x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x32x256xf32>
    %34 = stablehlo.multiply %31, %33 : tensor<8x32x256xf32>
    %35 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x32x256xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x32x256xf32>
    %37 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1xf32>) -> tensor<8x32x256xf32>
    %38 = stablehlo.maximum %37, %36 : tensor<8x32x256xf32>
    return %38 : tensor<8x32x256xf32>
  }
  func.func private @threefry2x32_0(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x32x256xui32>, %arg3: tensor<8x32x256xui32>) -> (tensor<8x32x256xui32>, tensor<8x32x256xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x32x256xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x32x256xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x32x256xui32>, tensor<8x32x256xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<8x32x256xui32>, %arg2: tensor<8x32x256xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x32x256xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x32x256xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x32x256xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x32x256xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x32x256xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x32x256xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x32x256xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x32x256xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x32x256xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x32x256xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x32x256xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x32x256xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x32x256xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x32x256xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x32x256xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x32x256xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x32x256xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x32x256xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x32x256xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x32x256xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x32x256xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x32x256xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x32x256xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x32x256xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x32x256xui32>, tensor<8x32x256xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
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
  func.func private @_take_2(%arg0: tensor<8x31x1xf32>, %arg1: tensor<i32>) -> (tensor<8x31xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_3(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_4(%arg0: tensor<1xi32>, %arg1: tensor<8x31xf32>) -> tensor<8x31x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x31x1xf32>, tensor<1xi32>, tensor<8x31xf32>) -> tensor<8x31x1xf32>
    return %1 : tensor<8x31x1xf32>
  }
  func.func private @take_along_axis_5(%arg0: tensor<8x31x1x1xi32>, %arg1: tensor<8x31x1xf32>) -> tensor<8x31x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x31x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x31x512xf32>, tensor<8x31x1x1xi32>, tensor<8x31x1xf32>) -> tensor<8x31x512xf32>
    return %1 : tensor<8x31x512xf32>
  }
  func.func private @_take_6(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x128xbf16>) -> tensor<512x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<512x128xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<512x128xbf16>, tensor<8x32x1xi32>, tensor<8x32x128xbf16>) -> tensor<512x128xbf16>
    return %1 : tensor<512x128xbf16>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
