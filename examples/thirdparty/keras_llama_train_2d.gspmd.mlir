module @jit_keras_llama_train_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg1: tensor<256x1024xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg3: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg4: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg5: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, %arg6: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg8: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg9: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg10: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg12: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg13: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg14: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, %arg15: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg16: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg17: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg18: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg19: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg20: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg22: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg23: tensor<256x1024xf32> {mhlo.sharding = "{replicated}"}, %arg24: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg25: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg26: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg27: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, %arg28: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg29: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg30: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg31: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg32: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg33: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg34: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg35: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg36: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, %arg37: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg38: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg39: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg40: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg41: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg42: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg43: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg44: tensor<256x1024xf32> {mhlo.sharding = "{replicated}"}, %arg45: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg46: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg47: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg48: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, %arg49: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg50: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg51: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg52: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg53: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg54: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg55: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg56: tensor<256x4x32xf32> {mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, %arg57: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, %arg58: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg59: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg60: tensor<256x512xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}, %arg61: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, %arg62: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg63: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg64: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg65: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg66: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024x256xf32> {jax.result_info = "result[0][0]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256x1024xf32> {jax.result_info = "result[0][1]", mhlo.sharding = "{replicated}"}, tensor<256x8x32xf32> {jax.result_info = "result[0][2]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[0][3]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[0][4]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<8x32x256xf32> {jax.result_info = "result[0][5]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[0][6]", mhlo.sharding = "{replicated}"}, tensor<256x512xf32> {jax.result_info = "result[0][7]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[0][8]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[0][9]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[0][10]", mhlo.sharding = "{replicated}"}, tensor<256x8x32xf32> {jax.result_info = "result[0][11]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[0][12]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[0][13]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<8x32x256xf32> {jax.result_info = "result[0][14]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[0][15]", mhlo.sharding = "{replicated}"}, tensor<256x512xf32> {jax.result_info = "result[0][16]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[0][17]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[0][18]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[0][19]", mhlo.sharding = "{replicated}"}, tensor<256xf32> {jax.result_info = "result[0][20]", mhlo.sharding = "{replicated}"}, tensor<i32> {jax.result_info = "result[1][0].count", mhlo.sharding = "{replicated}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu[0]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256x1024xf32> {jax.result_info = "result[1][0].mu[1]", mhlo.sharding = "{replicated}"}, tensor<256x8x32xf32> {jax.result_info = "result[1][0].mu[2]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].mu[3]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].mu[4]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].mu[5]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu[6]", mhlo.sharding = "{replicated}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu[7]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu[8]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu[9]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu[10]", mhlo.sharding = "{replicated}"}, tensor<256x8x32xf32> {jax.result_info = "result[1][0].mu[11]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].mu[12]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].mu[13]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].mu[14]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu[15]", mhlo.sharding = "{replicated}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu[16]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu[17]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu[18]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu[19]", mhlo.sharding = "{replicated}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu[20]", mhlo.sharding = "{replicated}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu[0]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256x1024xf32> {jax.result_info = "result[1][0].nu[1]", mhlo.sharding = "{replicated}"}, tensor<256x8x32xf32> {jax.result_info = "result[1][0].nu[2]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].nu[3]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].nu[4]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].nu[5]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu[6]", mhlo.sharding = "{replicated}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu[7]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu[8]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu[9]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu[10]", mhlo.sharding = "{replicated}"}, tensor<256x8x32xf32> {jax.result_info = "result[1][0].nu[11]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].nu[12]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<256x4x32xf32> {jax.result_info = "result[1][0].nu[13]", mhlo.sharding = "{devices=[4,2,1]<=[2,4]T(1,0)}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].nu[14]", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu[15]", mhlo.sharding = "{replicated}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu[16]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu[17]", mhlo.sharding = "{devices=[2,4]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu[18]", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0)}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu[19]", mhlo.sharding = "{replicated}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu[20]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0:2 = call @_take(%arg0, %arg64) : (tensor<1024x256xf32>, tensor<8x64xi32>) -> (tensor<8x64x256xf32>, tensor<8x64x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg65, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %2 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %4 = stablehlo.add %2, %3 : tensor<64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %13 = stablehlo.convert %12 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %15 = stablehlo.minimum %14, %13 : tensor<8x64x64xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %18 = stablehlo.power %0#0, %17 : tensor<8x64x256xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %21 = stablehlo.compare EQ, %19, %20, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %24 = stablehlo.compare EQ, %19, %23, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %26 = stablehlo.select %24, %25, %19 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %28 = stablehlo.subtract %19, %27 : tensor<8x64x256xf32>
    %29 = stablehlo.power %0#0, %28 : tensor<8x64x256xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<8x64x256xf32>
    %31 = stablehlo.select %21, %22, %30 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%18 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x64x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<8x64x1xf32>
    %39 = stablehlo.divide %38, %37 : tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x64x1xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %43 = stablehlo.multiply %0#0, %42 : tensor<8x64x256xf32>
    %44 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<8x64x256xf32>
    %47 = stablehlo.dot_general %46, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %48 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %52 = stablehlo.add %51, %50 : tensor<16xf32>
    %cst_12 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %54 = stablehlo.divide %52, %53 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %56 = stablehlo.power %55, %54 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %58 = stablehlo.divide %57, %56 : tensor<16xf32>
    %59 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %61 = stablehlo.add %59, %60 : tensor<64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %69 = stablehlo.cosine %68 : tensor<1x64x1x32xf32>
    %70 = stablehlo.sine %68 : tensor<1x64x1x32xf32>
    %71 = stablehlo.slice %47 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %72 = stablehlo.slice %47 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %73 = stablehlo.negate %72 : tensor<8x64x8x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<8x64x8x1x16xf32>, tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x2x16xf32>
    %77 = stablehlo.reshape %76 : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x32xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %79 = stablehlo.multiply %47, %78 : tensor<8x64x8x32xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<8x64x8x32xf32>
    %82 = stablehlo.add %79, %81 : tensor<8x64x8x32xf32>
    %83 = stablehlo.dot_general %46, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %84 = stablehlo.dot_general %46, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %85 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %89 = stablehlo.add %88, %87 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %91 = stablehlo.divide %89, %90 : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %93 = stablehlo.power %92, %91 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %95 = stablehlo.divide %94, %93 : tensor<16xf32>
    %96 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.add %96, %97 : tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %100 = stablehlo.dot_general %99, %95, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %103 = stablehlo.concatenate %101, %102, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %104 = stablehlo.reshape %103 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %106 = stablehlo.cosine %105 : tensor<1x64x1x32xf32>
    %107 = stablehlo.sine %105 : tensor<1x64x1x32xf32>
    %108 = stablehlo.slice %83 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %109 = stablehlo.slice %83 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %110 = stablehlo.negate %109 : tensor<8x64x4x16xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 4] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x1x16xf32>
    %112 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 4] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x1x16xf32>
    %113 = stablehlo.concatenate %111, %112, dim = 3 : (tensor<8x64x4x1x16xf32>, tensor<8x64x4x1x16xf32>) -> tensor<8x64x4x2x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x32xf32>
    %115 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %116 = stablehlo.multiply %83, %115 : tensor<8x64x4x32xf32>
    %117 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<8x64x4x32xf32>
    %119 = stablehlo.add %116, %118 : tensor<8x64x4x32xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 4] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x2x32xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %122 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 4] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x2x32xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %124 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %125 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %126 = stablehlo.compare NE, %124, %125, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %127 = stablehlo.convert %126 : tensor<8x1x64x64xi1>
    %128 = stablehlo.reshape %82 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %129 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %130 = stablehlo.dot_general %128, %121, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_23 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<8x8x64x1x64xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %133 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %135 = stablehlo.transpose %129, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %137 = stablehlo.and %134, %136 : tensor<1x8x8x64x64xi1>
    %cst_25 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %138 = call @_where_0(%137, %132, %cst_25) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<1x8x8x64xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %144 = stablehlo.subtract %138, %143 : tensor<1x8x8x64x64xf32>
    %145 = stablehlo.exponential %144 : tensor<1x8x8x64x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %149 = stablehlo.divide %145, %148 : tensor<1x8x8x64x64xf32>
    %150 = stablehlo.multiply %147, %147 : tensor<1x8x8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x8x8x64x1xf32>
    %152 = stablehlo.divide %151, %150 : tensor<1x8x8x64x1xf32>
    %153 = stablehlo.dot_general %123, %149, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %154 = stablehlo.transpose %153, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %155 = stablehlo.transpose %154, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %156 = stablehlo.reshape %155 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %157 = stablehlo.dot_general %156, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %158 = stablehlo.add %157, %0#0 : tensor<8x64x256xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %159 = stablehlo.convert %c_30 : (tensor<i32>) -> tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %161 = stablehlo.power %158, %160 : tensor<8x64x256xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %164 = stablehlo.compare EQ, %162, %163, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %167 = stablehlo.compare EQ, %162, %166, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %169 = stablehlo.select %167, %168, %162 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %171 = stablehlo.subtract %162, %170 : tensor<8x64x256xf32>
    %172 = stablehlo.power %158, %171 : tensor<8x64x256xf32>
    %173 = stablehlo.multiply %169, %172 : tensor<8x64x256xf32>
    %174 = stablehlo.select %164, %165, %173 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%161 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %180 = stablehlo.add %178, %179 : tensor<8x64x1xf32>
    %181 = stablehlo.rsqrt %180 : tensor<8x64x1xf32>
    %182 = stablehlo.divide %181, %180 : tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<8x64x1xf32>
    %185 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %186 = stablehlo.multiply %158, %185 : tensor<8x64x256xf32>
    %187 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %189 = stablehlo.multiply %186, %188 : tensor<8x64x256xf32>
    %190 = stablehlo.dot_general %189, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %191:3 = call @silu(%190) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %192 = stablehlo.dot_general %189, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %193 = stablehlo.multiply %192, %191#0 : tensor<8x64x512xf32>
    %194 = stablehlo.dot_general %193, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %195 = stablehlo.add %194, %158 : tensor<8x64x256xf32>
    %196 = stablehlo.broadcast_in_dim %arg65, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %197 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %199 = stablehlo.add %197, %198 : tensor<64xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %201 = stablehlo.iota dim = 0 : tensor<64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %203 = stablehlo.broadcast_in_dim %200, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x64xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<64x64xf32>
    %205 = stablehlo.compare GE, %203, %204, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %206 = stablehlo.broadcast_in_dim %205, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %208 = stablehlo.convert %207 : (tensor<8x64x64xi1>) -> tensor<8x64x64xi32>
    %209 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %210 = stablehlo.minimum %209, %208 : tensor<8x64x64xi32>
    %c_42 = stablehlo.constant dense<2> : tensor<i32>
    %211 = stablehlo.convert %c_42 : (tensor<i32>) -> tensor<f32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %213 = stablehlo.power %195, %212 : tensor<8x64x256xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %216 = stablehlo.compare EQ, %214, %215, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %219 = stablehlo.compare EQ, %214, %218, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %221 = stablehlo.select %219, %220, %214 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %223 = stablehlo.subtract %214, %222 : tensor<8x64x256xf32>
    %224 = stablehlo.power %195, %223 : tensor<8x64x256xf32>
    %225 = stablehlo.multiply %221, %224 : tensor<8x64x256xf32>
    %226 = stablehlo.select %216, %217, %225 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%213 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8x64x1xf32>
    %cst_51 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %232 = stablehlo.add %230, %231 : tensor<8x64x1xf32>
    %233 = stablehlo.rsqrt %232 : tensor<8x64x1xf32>
    %234 = stablehlo.divide %233, %232 : tensor<8x64x1xf32>
    %cst_52 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<8x64x1xf32>
    %237 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %238 = stablehlo.multiply %195, %237 : tensor<8x64x256xf32>
    %239 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %241 = stablehlo.multiply %238, %240 : tensor<8x64x256xf32>
    %242 = stablehlo.dot_general %241, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %243 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %245 = stablehlo.multiply %244, %243 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %247 = stablehlo.add %246, %245 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.divide %247, %248 : tensor<16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %251 = stablehlo.power %250, %249 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %253 = stablehlo.divide %252, %251 : tensor<16xf32>
    %254 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %256 = stablehlo.add %254, %255 : tensor<64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %258 = stablehlo.dot_general %257, %253, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %261 = stablehlo.concatenate %259, %260, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %262 = stablehlo.reshape %261 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %264 = stablehlo.cosine %263 : tensor<1x64x1x32xf32>
    %265 = stablehlo.sine %263 : tensor<1x64x1x32xf32>
    %266 = stablehlo.slice %242 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %267 = stablehlo.slice %242 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %268 = stablehlo.negate %267 : tensor<8x64x8x16xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %270 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 4] : (tensor<8x64x8x16xf32>) -> tensor<8x64x8x1x16xf32>
    %271 = stablehlo.concatenate %269, %270, dim = 3 : (tensor<8x64x8x1x16xf32>, tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x2x16xf32>
    %272 = stablehlo.reshape %271 : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x32xf32>
    %273 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %274 = stablehlo.multiply %242, %273 : tensor<8x64x8x32xf32>
    %275 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %276 = stablehlo.multiply %272, %275 : tensor<8x64x8x32xf32>
    %277 = stablehlo.add %274, %276 : tensor<8x64x8x32xf32>
    %278 = stablehlo.dot_general %241, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %279 = stablehlo.dot_general %241, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %280 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %282 = stablehlo.multiply %281, %280 : tensor<16xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.add %283, %282 : tensor<16xf32>
    %cst_61 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %286 = stablehlo.divide %284, %285 : tensor<16xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %288 = stablehlo.power %287, %286 : tensor<16xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %290 = stablehlo.divide %289, %288 : tensor<16xf32>
    %291 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %293 = stablehlo.add %291, %292 : tensor<64xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %295 = stablehlo.dot_general %294, %290, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x64xf32>, tensor<16xf32>) -> tensor<1x64x16xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 3] : (tensor<1x64x16xf32>) -> tensor<1x64x1x16xf32>
    %298 = stablehlo.concatenate %296, %297, dim = 2 : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x2x16xf32>
    %299 = stablehlo.reshape %298 : (tensor<1x64x2x16xf32>) -> tensor<1x64x32xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 3] : (tensor<1x64x32xf32>) -> tensor<1x64x1x32xf32>
    %301 = stablehlo.cosine %300 : tensor<1x64x1x32xf32>
    %302 = stablehlo.sine %300 : tensor<1x64x1x32xf32>
    %303 = stablehlo.slice %278 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %304 = stablehlo.slice %278 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %305 = stablehlo.negate %304 : tensor<8x64x4x16xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 4] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x1x16xf32>
    %307 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 4] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x1x16xf32>
    %308 = stablehlo.concatenate %306, %307, dim = 3 : (tensor<8x64x4x1x16xf32>, tensor<8x64x4x1x16xf32>) -> tensor<8x64x4x2x16xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x32xf32>
    %310 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %311 = stablehlo.multiply %278, %310 : tensor<8x64x4x32xf32>
    %312 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %313 = stablehlo.multiply %309, %312 : tensor<8x64x4x32xf32>
    %314 = stablehlo.add %311, %313 : tensor<8x64x4x32xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 4] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x2x32xf32>
    %316 = stablehlo.reshape %315 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %317 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 4] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x2x32xf32>
    %318 = stablehlo.reshape %317 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %319 = stablehlo.broadcast_in_dim %210, dims = [0, 2, 3] : (tensor<8x64x64xi32>) -> tensor<8x1x64x64xi32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %320 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<8x1x64x64xi32>
    %321 = stablehlo.compare NE, %319, %320, SIGNED : (tensor<8x1x64x64xi32>, tensor<8x1x64x64xi32>) -> tensor<8x1x64x64xi1>
    %322 = stablehlo.convert %321 : tensor<8x1x64x64xi1>
    %323 = stablehlo.reshape %277 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 3, 4] : (tensor<8x1x64x64xi1>) -> tensor<8x1x1x64x64xi1>
    %325 = stablehlo.dot_general %323, %316, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_66 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<8x8x64x1x64xf32>
    %c_67 = stablehlo.constant dense<true> : tensor<i1>
    %328 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %329 = stablehlo.broadcast_in_dim %328, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %330 = stablehlo.transpose %324, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x64x64xi1>) -> tensor<1x8x1x64x64xi1>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %332 = stablehlo.and %329, %331 : tensor<1x8x8x64x64xi1>
    %cst_68 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %333 = call @_where_0(%332, %327, %cst_68) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %334 = stablehlo.reduce(%333 init: %cst_69) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %336 = stablehlo.maximum %335, %334 : tensor<1x8x8x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %339 = stablehlo.subtract %333, %338 : tensor<1x8x8x64x64xf32>
    %340 = stablehlo.exponential %339 : tensor<1x8x8x64x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.reduce(%340 init: %cst_71) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %344 = stablehlo.divide %340, %343 : tensor<1x8x8x64x64xf32>
    %345 = stablehlo.multiply %342, %342 : tensor<1x8x8x64x1xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1x8x8x64x1xf32>
    %347 = stablehlo.divide %346, %345 : tensor<1x8x8x64x1xf32>
    %348 = stablehlo.dot_general %318, %344, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %349 = stablehlo.transpose %348, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %350 = stablehlo.transpose %349, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %351 = stablehlo.reshape %350 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %352 = stablehlo.dot_general %351, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %353 = stablehlo.add %352, %195 : tensor<8x64x256xf32>
    %c_73 = stablehlo.constant dense<2> : tensor<i32>
    %354 = stablehlo.convert %c_73 : (tensor<i32>) -> tensor<f32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %356 = stablehlo.power %353, %355 : tensor<8x64x256xf32>
    %cst_74 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %359 = stablehlo.compare EQ, %357, %358, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %362 = stablehlo.compare EQ, %357, %361, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %364 = stablehlo.select %362, %363, %357 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %366 = stablehlo.subtract %357, %365 : tensor<8x64x256xf32>
    %367 = stablehlo.power %353, %366 : tensor<8x64x256xf32>
    %368 = stablehlo.multiply %364, %367 : tensor<8x64x256xf32>
    %369 = stablehlo.select %359, %360, %368 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%356 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %373 = stablehlo.divide %371, %372 : tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %375 = stablehlo.add %373, %374 : tensor<8x64x1xf32>
    %376 = stablehlo.rsqrt %375 : tensor<8x64x1xf32>
    %377 = stablehlo.divide %376, %375 : tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %379 = stablehlo.multiply %378, %377 : tensor<8x64x1xf32>
    %380 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %381 = stablehlo.multiply %353, %380 : tensor<8x64x256xf32>
    %382 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %384 = stablehlo.multiply %381, %383 : tensor<8x64x256xf32>
    %385 = stablehlo.dot_general %384, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %386:3 = call @silu(%385) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %387 = stablehlo.dot_general %384, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %388 = stablehlo.multiply %387, %386#0 : tensor<8x64x512xf32>
    %389 = stablehlo.dot_general %388, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %390 = stablehlo.add %389, %353 : tensor<8x64x256xf32>
    %c_84 = stablehlo.constant dense<2> : tensor<i32>
    %391 = stablehlo.convert %c_84 : (tensor<i32>) -> tensor<f32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %393 = stablehlo.power %390, %392 : tensor<8x64x256xf32>
    %cst_85 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %396 = stablehlo.compare EQ, %394, %395, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %399 = stablehlo.compare EQ, %394, %398, FLOAT : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<8x64x256xi1>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %401 = stablehlo.select %399, %400, %394 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %403 = stablehlo.subtract %394, %402 : tensor<8x64x256xf32>
    %404 = stablehlo.power %390, %403 : tensor<8x64x256xf32>
    %405 = stablehlo.multiply %401, %404 : tensor<8x64x256xf32>
    %406 = stablehlo.select %396, %397, %405 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%393 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_92 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %410 = stablehlo.divide %408, %409 : tensor<8x64x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %412 = stablehlo.add %410, %411 : tensor<8x64x1xf32>
    %413 = stablehlo.rsqrt %412 : tensor<8x64x1xf32>
    %414 = stablehlo.divide %413, %412 : tensor<8x64x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %416 = stablehlo.multiply %415, %414 : tensor<8x64x1xf32>
    %417 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %418 = stablehlo.multiply %390, %417 : tensor<8x64x256xf32>
    %419 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %421 = stablehlo.multiply %418, %420 : tensor<8x64x256xf32>
    %422 = stablehlo.dot_general %421, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %423 = stablehlo.broadcast_in_dim %arg66, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %424:2 = call @take_along_axis(%422, %423) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c_95 = stablehlo.constant dense<0> : tensor<i32>
    %425:2 = call @_take_1(%424#0, %c_95) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %426 = stablehlo.reduce(%422 init: %cst_96) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %428 = stablehlo.maximum %427, %426 : tensor<8x64xf32>
    %429 = stablehlo.is_finite %428 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %431 = stablehlo.select %429, %428, %430 : tensor<8x64xi1>, tensor<8x64xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %434 = stablehlo.subtract %422, %433 : tensor<8x64x1024xf32>
    %435 = stablehlo.exponential %434 : tensor<8x64x1024xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %437 = stablehlo.abs %436 : tensor<8x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %439 = stablehlo.compare GE, %436, %438, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %440 = stablehlo.log %437 : tensor<8x64xf32>
    %441 = stablehlo.add %440, %431 : tensor<8x64xf32>
    %442 = stablehlo.subtract %441, %425#0 : tensor<8x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.reduce(%442 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_102 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %444 = stablehlo.divide %443, %cst_102 : tensor<f32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_104 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %445 = stablehlo.divide %cst_103, %cst_104 : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %447 = stablehlo.negate %446 : tensor<8x64xf32>
    %448 = stablehlo.divide %446, %437 : tensor<8x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %450 = stablehlo.select %439, %449, %448 : tensor<8x64xi1>, tensor<8x64xf32>
    %451 = stablehlo.select %439, %448, %449 : tensor<8x64xi1>, tensor<8x64xf32>
    %452 = stablehlo.negate %450 : tensor<8x64xf32>
    %453 = stablehlo.add %451, %452 : tensor<8x64xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1024xf32>
    %455 = stablehlo.multiply %454, %435 : tensor<8x64x1024xf32>
    %456 = call @_take_3(%425#1, %447) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %457 = call @take_along_axis_4(%424#1, %456) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %458 = stablehlo.add %455, %457 : tensor<8x64x1024xf32>
    %459 = stablehlo.dot_general %458, %421, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %460 = stablehlo.transpose %459, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %461 = stablehlo.dot_general %458, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<256x1024xf32>) -> tensor<8x64x256xf32>
    %462 = stablehlo.multiply %418, %461 : tensor<8x64x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %463 = stablehlo.reduce(%462 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %464 = stablehlo.reshape %463 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %465 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %466 = stablehlo.multiply %461, %465 : tensor<8x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.reduce(%464 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %468 = stablehlo.multiply %390, %466 : tensor<8x64x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %470 = stablehlo.reshape %469 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %471 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %472 = stablehlo.multiply %466, %471 : tensor<8x64x256xf32>
    %473 = stablehlo.multiply %470, %416 : tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %475 = stablehlo.divide %473, %474 : tensor<8x64x1xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_110) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %478 = stablehlo.multiply %477, %406 : tensor<8x64x256xf32>
    %479 = stablehlo.add %472, %478 : tensor<8x64x256xf32>
    %480 = stablehlo.dot_general %479, %388, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %481 = stablehlo.transpose %480, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %482 = stablehlo.dot_general %479, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %483 = stablehlo.multiply %387, %482 : tensor<8x64x512xf32>
    %484 = stablehlo.multiply %482, %386#0 : tensor<8x64x512xf32>
    %485 = stablehlo.dot_general %484, %384, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %486 = stablehlo.transpose %485, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %487 = stablehlo.dot_general %484, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %488 = call @silu_5(%386#1, %386#2, %385, %483) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %489 = stablehlo.dot_general %488, %384, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %490 = stablehlo.transpose %489, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %491 = stablehlo.dot_general %488, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %492 = stablehlo.add %487, %491 : tensor<8x64x256xf32>
    %493 = stablehlo.multiply %381, %492 : tensor<8x64x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_111) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %495 = stablehlo.reshape %494 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %496 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %497 = stablehlo.multiply %492, %496 : tensor<8x64x256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%495 init: %cst_112) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %499 = stablehlo.multiply %353, %497 : tensor<8x64x256xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %500 = stablehlo.reduce(%499 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %502 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %503 = stablehlo.multiply %497, %502 : tensor<8x64x256xf32>
    %504 = stablehlo.add %479, %503 : tensor<8x64x256xf32>
    %505 = stablehlo.multiply %501, %379 : tensor<8x64x1xf32>
    %cst_114 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %507 = stablehlo.divide %505, %506 : tensor<8x64x1xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %510 = stablehlo.multiply %509, %369 : tensor<8x64x256xf32>
    %511 = stablehlo.add %504, %510 : tensor<8x64x256xf32>
    %512 = stablehlo.dot_general %511, %351, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x8x32xf32>) -> tensor<256x8x32xf32>
    %513 = stablehlo.transpose %512, dims = [1, 2, 0] : (tensor<256x8x32xf32>) -> tensor<8x32x256xf32>
    %514 = stablehlo.dot_general %511, %arg14, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x32x256xf32>) -> tensor<8x64x8x32xf32>
    %515 = stablehlo.reshape %514 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %516 = stablehlo.transpose %515, dims = [3, 0, 1, 2, 4] : (tensor<8x64x8x1x32xf32>) -> tensor<1x8x64x8x32xf32>
    %517 = stablehlo.transpose %516, dims = [1, 3, 4, 0, 2] : (tensor<1x8x64x8x32xf32>) -> tensor<8x8x32x1x64xf32>
    %518 = stablehlo.dot_general %517, %318, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x64xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x1x64x64xf32>
    %519 = stablehlo.transpose %518, dims = [2, 0, 1, 3, 4] : (tensor<8x8x1x64x64xf32>) -> tensor<1x8x8x64x64xf32>
    %520 = stablehlo.dot_general %517, %344, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x64xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x64xf32>
    %521 = stablehlo.transpose %520, dims = [0, 3, 1, 2] : (tensor<8x8x32x64xf32>) -> tensor<8x64x8x32xf32>
    %522 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %523 = stablehlo.multiply %519, %522 : tensor<1x8x8x64x64xf32>
    %524 = stablehlo.multiply %523, %340 : tensor<1x8x8x64x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_116) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %526 = stablehlo.reshape %525 : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %527 = stablehlo.negate %526 : tensor<1x8x8x64x1xf32>
    %528 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %529 = stablehlo.divide %519, %528 : tensor<1x8x8x64x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %530 = stablehlo.reduce(%527 init: %cst_117) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x8x64x1xf32>, tensor<f32>) -> tensor<8x8x64xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [1, 2, 3] : (tensor<8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x64xf32>
    %533 = stablehlo.add %529, %532 : tensor<1x8x8x64x64xf32>
    %534 = stablehlo.multiply %533, %340 : tensor<1x8x8x64x64xf32>
    %535 = call @_where_6(%332, %534) : (tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_118 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %537 = stablehlo.multiply %535, %536 : tensor<8x8x64x1x64xf32>
    %538 = stablehlo.dot_general %537, %323, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x1x64xf32>, tensor<8x64x8x1x32xf32>) -> tensor<8x8x64x32xf32>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1, 3] : (tensor<8x8x64x32xf32>) -> tensor<8x64x8x32xf32>
    %540 = stablehlo.dot_general %537, %316, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x1x64xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x32xf32>
    %541 = stablehlo.transpose %540, dims = [0, 2, 1, 3, 4] : (tensor<8x8x64x1x32xf32>) -> tensor<8x64x8x1x32xf32>
    %542 = stablehlo.reshape %541 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %543 = stablehlo.reshape %521 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_119) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x2x32xf32>, tensor<f32>) -> tensor<8x64x4x32xf32>
    %545 = stablehlo.reshape %539 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%545 init: %cst_120) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x2x32xf32>, tensor<f32>) -> tensor<8x64x4x32xf32>
    %547 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<8x64x4x32xf32>
    %549 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %550 = stablehlo.multiply %546, %549 : tensor<8x64x4x32xf32>
    %551 = stablehlo.reshape %548 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x2x16xf32>
    %552 = stablehlo.slice %551 [0:8, 0:64, 0:4, 0:1, 0:16] : (tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x1x16xf32>
    %553 = stablehlo.reshape %552 : (tensor<8x64x4x1x16xf32>) -> tensor<8x64x4x16xf32>
    %554 = stablehlo.slice %551 [0:8, 0:64, 0:4, 1:2, 0:16] : (tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x1x16xf32>
    %555 = stablehlo.reshape %554 : (tensor<8x64x4x1x16xf32>) -> tensor<8x64x4x16xf32>
    %556 = stablehlo.negate %553 : tensor<8x64x4x16xf32>
    %557 = stablehlo.concatenate %555, %556, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %558 = stablehlo.add %550, %557 : tensor<8x64x4x32xf32>
    %559 = stablehlo.dot_general %544, %241, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x256xf32>) -> tensor<4x32x256xf32>
    %560 = stablehlo.transpose %559, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %561 = stablehlo.dot_general %544, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x64x256xf32>
    %562 = stablehlo.dot_general %558, %241, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x256xf32>) -> tensor<4x32x256xf32>
    %563 = stablehlo.transpose %562, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %564 = stablehlo.dot_general %558, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x64x256xf32>
    %565 = stablehlo.add %561, %564 : tensor<8x64x256xf32>
    %566 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %567 = stablehlo.multiply %542, %566 : tensor<8x64x8x32xf32>
    %568 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %569 = stablehlo.multiply %542, %568 : tensor<8x64x8x32xf32>
    %570 = stablehlo.reshape %567 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x2x16xf32>
    %571 = stablehlo.slice %570 [0:8, 0:64, 0:8, 0:1, 0:16] : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x1x16xf32>
    %572 = stablehlo.reshape %571 : (tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x16xf32>
    %573 = stablehlo.slice %570 [0:8, 0:64, 0:8, 1:2, 0:16] : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x1x16xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x16xf32>
    %575 = stablehlo.negate %572 : tensor<8x64x8x16xf32>
    %576 = stablehlo.concatenate %574, %575, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %577 = stablehlo.add %569, %576 : tensor<8x64x8x32xf32>
    %578 = stablehlo.dot_general %577, %241, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %579 = stablehlo.transpose %578, dims = [2, 0, 1] : (tensor<8x32x256xf32>) -> tensor<256x8x32xf32>
    %580 = stablehlo.dot_general %577, %arg11, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<256x8x32xf32>) -> tensor<8x64x256xf32>
    %581 = stablehlo.add %565, %580 : tensor<8x64x256xf32>
    %582 = stablehlo.multiply %238, %581 : tensor<8x64x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %584 = stablehlo.reshape %583 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %585 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %586 = stablehlo.multiply %581, %585 : tensor<8x64x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%584 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %588 = stablehlo.multiply %195, %586 : tensor<8x64x256xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %590 = stablehlo.reshape %589 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %591 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %592 = stablehlo.multiply %586, %591 : tensor<8x64x256xf32>
    %593 = stablehlo.add %511, %592 : tensor<8x64x256xf32>
    %594 = stablehlo.multiply %590, %236 : tensor<8x64x1xf32>
    %cst_124 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %596 = stablehlo.divide %594, %595 : tensor<8x64x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %599 = stablehlo.multiply %598, %226 : tensor<8x64x256xf32>
    %600 = stablehlo.add %593, %599 : tensor<8x64x256xf32>
    %601 = stablehlo.dot_general %600, %193, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %602 = stablehlo.transpose %601, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %603 = stablehlo.dot_general %600, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %604 = stablehlo.multiply %192, %603 : tensor<8x64x512xf32>
    %605 = stablehlo.multiply %603, %191#0 : tensor<8x64x512xf32>
    %606 = stablehlo.dot_general %605, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %607 = stablehlo.transpose %606, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %608 = stablehlo.dot_general %605, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %609 = call @silu_5(%191#1, %191#2, %190, %604) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %610 = stablehlo.dot_general %609, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %611 = stablehlo.transpose %610, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %612 = stablehlo.dot_general %609, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %613 = stablehlo.add %608, %612 : tensor<8x64x256xf32>
    %614 = stablehlo.multiply %186, %613 : tensor<8x64x256xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.reduce(%614 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %616 = stablehlo.reshape %615 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %617 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %618 = stablehlo.multiply %613, %617 : tensor<8x64x256xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %619 = stablehlo.reduce(%616 init: %cst_127) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %620 = stablehlo.multiply %158, %618 : tensor<8x64x256xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%620 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %622 = stablehlo.reshape %621 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %623 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %624 = stablehlo.multiply %618, %623 : tensor<8x64x256xf32>
    %625 = stablehlo.add %600, %624 : tensor<8x64x256xf32>
    %626 = stablehlo.multiply %622, %184 : tensor<8x64x1xf32>
    %cst_129 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %628 = stablehlo.divide %626, %627 : tensor<8x64x1xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%628 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %631 = stablehlo.multiply %630, %174 : tensor<8x64x256xf32>
    %632 = stablehlo.add %625, %631 : tensor<8x64x256xf32>
    %633 = stablehlo.dot_general %632, %156, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x8x32xf32>) -> tensor<256x8x32xf32>
    %634 = stablehlo.transpose %633, dims = [1, 2, 0] : (tensor<256x8x32xf32>) -> tensor<8x32x256xf32>
    %635 = stablehlo.dot_general %632, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x32x256xf32>) -> tensor<8x64x8x32xf32>
    %636 = stablehlo.reshape %635 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %637 = stablehlo.transpose %636, dims = [3, 0, 1, 2, 4] : (tensor<8x64x8x1x32xf32>) -> tensor<1x8x64x8x32xf32>
    %638 = stablehlo.transpose %637, dims = [1, 3, 4, 0, 2] : (tensor<1x8x64x8x32xf32>) -> tensor<8x8x32x1x64xf32>
    %639 = stablehlo.dot_general %638, %123, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x64xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x1x64x64xf32>
    %640 = stablehlo.transpose %639, dims = [2, 0, 1, 3, 4] : (tensor<8x8x1x64x64xf32>) -> tensor<1x8x8x64x64xf32>
    %641 = stablehlo.dot_general %638, %149, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x64xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x64xf32>
    %642 = stablehlo.transpose %641, dims = [0, 3, 1, 2] : (tensor<8x8x32x64xf32>) -> tensor<8x64x8x32xf32>
    %643 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %644 = stablehlo.multiply %640, %643 : tensor<1x8x8x64x64xf32>
    %645 = stablehlo.multiply %644, %145 : tensor<1x8x8x64x64xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_131) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %647 = stablehlo.reshape %646 : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %648 = stablehlo.negate %647 : tensor<1x8x8x64x1xf32>
    %649 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %650 = stablehlo.divide %640, %649 : tensor<1x8x8x64x64xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%648 init: %cst_132) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x8x64x1xf32>, tensor<f32>) -> tensor<8x8x64xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [1, 2, 3] : (tensor<8x8x64xf32>) -> tensor<1x8x8x64xf32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x64xf32>
    %654 = stablehlo.add %650, %653 : tensor<1x8x8x64x64xf32>
    %655 = stablehlo.multiply %654, %145 : tensor<1x8x8x64x64xf32>
    %656 = call @_where_6(%137, %655) : (tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_133 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %658 = stablehlo.multiply %656, %657 : tensor<8x8x64x1x64xf32>
    %659 = stablehlo.dot_general %658, %128, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x1x64xf32>, tensor<8x64x8x1x32xf32>) -> tensor<8x8x64x32xf32>
    %660 = stablehlo.transpose %659, dims = [0, 2, 1, 3] : (tensor<8x8x64x32xf32>) -> tensor<8x64x8x32xf32>
    %661 = stablehlo.dot_general %658, %121, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x64x1x64xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x32xf32>
    %662 = stablehlo.transpose %661, dims = [0, 2, 1, 3, 4] : (tensor<8x8x64x1x32xf32>) -> tensor<8x64x8x1x32xf32>
    %663 = stablehlo.reshape %662 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %664 = stablehlo.reshape %642 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_134) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x2x32xf32>, tensor<f32>) -> tensor<8x64x4x32xf32>
    %666 = stablehlo.reshape %660 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_135) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x2x32xf32>, tensor<f32>) -> tensor<8x64x4x32xf32>
    %668 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %669 = stablehlo.multiply %667, %668 : tensor<8x64x4x32xf32>
    %670 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x4x32xf32>
    %671 = stablehlo.multiply %667, %670 : tensor<8x64x4x32xf32>
    %672 = stablehlo.reshape %669 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x2x16xf32>
    %673 = stablehlo.slice %672 [0:8, 0:64, 0:4, 0:1, 0:16] : (tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x1x16xf32>
    %674 = stablehlo.reshape %673 : (tensor<8x64x4x1x16xf32>) -> tensor<8x64x4x16xf32>
    %675 = stablehlo.slice %672 [0:8, 0:64, 0:4, 1:2, 0:16] : (tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x1x16xf32>
    %676 = stablehlo.reshape %675 : (tensor<8x64x4x1x16xf32>) -> tensor<8x64x4x16xf32>
    %677 = stablehlo.negate %674 : tensor<8x64x4x16xf32>
    %678 = stablehlo.concatenate %676, %677, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %679 = stablehlo.add %671, %678 : tensor<8x64x4x32xf32>
    %680 = stablehlo.dot_general %665, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x256xf32>) -> tensor<4x32x256xf32>
    %681 = stablehlo.transpose %680, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %682 = stablehlo.dot_general %665, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x64x256xf32>
    %683 = stablehlo.dot_general %679, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x256xf32>) -> tensor<4x32x256xf32>
    %684 = stablehlo.transpose %683, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %685 = stablehlo.dot_general %679, %arg3, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<256x4x32xf32>) -> tensor<8x64x256xf32>
    %686 = stablehlo.add %682, %685 : tensor<8x64x256xf32>
    %687 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %688 = stablehlo.multiply %663, %687 : tensor<8x64x8x32xf32>
    %689 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x64x1x32xf32>) -> tensor<8x64x8x32xf32>
    %690 = stablehlo.multiply %663, %689 : tensor<8x64x8x32xf32>
    %691 = stablehlo.reshape %688 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x2x16xf32>
    %692 = stablehlo.slice %691 [0:8, 0:64, 0:8, 0:1, 0:16] : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x1x16xf32>
    %693 = stablehlo.reshape %692 : (tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x16xf32>
    %694 = stablehlo.slice %691 [0:8, 0:64, 0:8, 1:2, 0:16] : (tensor<8x64x8x2x16xf32>) -> tensor<8x64x8x1x16xf32>
    %695 = stablehlo.reshape %694 : (tensor<8x64x8x1x16xf32>) -> tensor<8x64x8x16xf32>
    %696 = stablehlo.negate %693 : tensor<8x64x8x16xf32>
    %697 = stablehlo.concatenate %695, %696, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %698 = stablehlo.add %690, %697 : tensor<8x64x8x32xf32>
    %699 = stablehlo.dot_general %698, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %700 = stablehlo.transpose %699, dims = [2, 0, 1] : (tensor<8x32x256xf32>) -> tensor<256x8x32xf32>
    %701 = stablehlo.dot_general %698, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<256x8x32xf32>) -> tensor<8x64x256xf32>
    %702 = stablehlo.add %686, %701 : tensor<8x64x256xf32>
    %703 = stablehlo.multiply %43, %702 : tensor<8x64x256xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.reduce(%703 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %705 = stablehlo.reshape %704 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %706 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %707 = stablehlo.multiply %702, %706 : tensor<8x64x256xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%705 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %709 = stablehlo.multiply %0#0, %707 : tensor<8x64x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %710 = stablehlo.reduce(%709 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %711 = stablehlo.reshape %710 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %712 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %713 = stablehlo.multiply %707, %712 : tensor<8x64x256xf32>
    %714 = stablehlo.add %632, %713 : tensor<8x64x256xf32>
    %715 = stablehlo.multiply %711, %41 : tensor<8x64x1xf32>
    %cst_139 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %717 = stablehlo.divide %715, %716 : tensor<8x64x1xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%717 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %720 = stablehlo.multiply %719, %31 : tensor<8x64x256xf32>
    %721 = stablehlo.add %714, %720 : tensor<8x64x256xf32>
    %722 = call @_take_7(%0#1, %721) : (tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %724 = stablehlo.multiply %723, %722 : tensor<1024x256xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %726 = stablehlo.multiply %725, %arg22 : tensor<1024x256xf32>
    %727 = stablehlo.add %724, %726 : tensor<1024x256xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %729 = stablehlo.multiply %728, %460 : tensor<256x1024xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %731 = stablehlo.multiply %730, %arg23 : tensor<256x1024xf32>
    %732 = stablehlo.add %729, %731 : tensor<256x1024xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %734 = stablehlo.multiply %733, %700 : tensor<256x8x32xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %736 = stablehlo.multiply %735, %arg24 : tensor<256x8x32xf32>
    %737 = stablehlo.add %734, %736 : tensor<256x8x32xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %739 = stablehlo.multiply %738, %684 : tensor<256x4x32xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %741 = stablehlo.multiply %740, %arg25 : tensor<256x4x32xf32>
    %742 = stablehlo.add %739, %741 : tensor<256x4x32xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %744 = stablehlo.multiply %743, %681 : tensor<256x4x32xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %746 = stablehlo.multiply %745, %arg26 : tensor<256x4x32xf32>
    %747 = stablehlo.add %744, %746 : tensor<256x4x32xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %749 = stablehlo.multiply %748, %634 : tensor<8x32x256xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %751 = stablehlo.multiply %750, %arg27 : tensor<8x32x256xf32>
    %752 = stablehlo.add %749, %751 : tensor<8x32x256xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %754 = stablehlo.multiply %753, %708 : tensor<256xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %756 = stablehlo.multiply %755, %arg28 : tensor<256xf32>
    %757 = stablehlo.add %754, %756 : tensor<256xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %759 = stablehlo.multiply %758, %607 : tensor<256x512xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %761 = stablehlo.multiply %760, %arg29 : tensor<256x512xf32>
    %762 = stablehlo.add %759, %761 : tensor<256x512xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %764 = stablehlo.multiply %763, %611 : tensor<256x512xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %766 = stablehlo.multiply %765, %arg30 : tensor<256x512xf32>
    %767 = stablehlo.add %764, %766 : tensor<256x512xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %769 = stablehlo.multiply %768, %602 : tensor<512x256xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %771 = stablehlo.multiply %770, %arg31 : tensor<512x256xf32>
    %772 = stablehlo.add %769, %771 : tensor<512x256xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %774 = stablehlo.multiply %773, %619 : tensor<256xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %776 = stablehlo.multiply %775, %arg32 : tensor<256xf32>
    %777 = stablehlo.add %774, %776 : tensor<256xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %779 = stablehlo.multiply %778, %579 : tensor<256x8x32xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %781 = stablehlo.multiply %780, %arg33 : tensor<256x8x32xf32>
    %782 = stablehlo.add %779, %781 : tensor<256x8x32xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %784 = stablehlo.multiply %783, %563 : tensor<256x4x32xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %786 = stablehlo.multiply %785, %arg34 : tensor<256x4x32xf32>
    %787 = stablehlo.add %784, %786 : tensor<256x4x32xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %789 = stablehlo.multiply %788, %560 : tensor<256x4x32xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %791 = stablehlo.multiply %790, %arg35 : tensor<256x4x32xf32>
    %792 = stablehlo.add %789, %791 : tensor<256x4x32xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %794 = stablehlo.multiply %793, %513 : tensor<8x32x256xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %796 = stablehlo.multiply %795, %arg36 : tensor<8x32x256xf32>
    %797 = stablehlo.add %794, %796 : tensor<8x32x256xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %799 = stablehlo.multiply %798, %587 : tensor<256xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %801 = stablehlo.multiply %800, %arg37 : tensor<256xf32>
    %802 = stablehlo.add %799, %801 : tensor<256xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %804 = stablehlo.multiply %803, %486 : tensor<256x512xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %806 = stablehlo.multiply %805, %arg38 : tensor<256x512xf32>
    %807 = stablehlo.add %804, %806 : tensor<256x512xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %809 = stablehlo.multiply %808, %490 : tensor<256x512xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %811 = stablehlo.multiply %810, %arg39 : tensor<256x512xf32>
    %812 = stablehlo.add %809, %811 : tensor<256x512xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %814 = stablehlo.multiply %813, %481 : tensor<512x256xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %816 = stablehlo.multiply %815, %arg40 : tensor<512x256xf32>
    %817 = stablehlo.add %814, %816 : tensor<512x256xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %819 = stablehlo.multiply %818, %498 : tensor<256xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %821 = stablehlo.multiply %820, %arg41 : tensor<256xf32>
    %822 = stablehlo.add %819, %821 : tensor<256xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %824 = stablehlo.multiply %823, %467 : tensor<256xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %826 = stablehlo.multiply %825, %arg42 : tensor<256xf32>
    %827 = stablehlo.add %824, %826 : tensor<256xf32>
    %828 = stablehlo.multiply %722, %722 : tensor<1024x256xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %829 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %830 = stablehlo.multiply %829, %828 : tensor<1024x256xf32>
    %cst_184 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %832 = stablehlo.multiply %831, %arg43 : tensor<1024x256xf32>
    %833 = stablehlo.add %830, %832 : tensor<1024x256xf32>
    %834 = stablehlo.multiply %460, %460 : tensor<256x1024xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %836 = stablehlo.multiply %835, %834 : tensor<256x1024xf32>
    %cst_186 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %838 = stablehlo.multiply %837, %arg44 : tensor<256x1024xf32>
    %839 = stablehlo.add %836, %838 : tensor<256x1024xf32>
    %840 = stablehlo.multiply %700, %700 : tensor<256x8x32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %842 = stablehlo.multiply %841, %840 : tensor<256x8x32xf32>
    %cst_188 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %844 = stablehlo.multiply %843, %arg45 : tensor<256x8x32xf32>
    %845 = stablehlo.add %842, %844 : tensor<256x8x32xf32>
    %846 = stablehlo.multiply %684, %684 : tensor<256x4x32xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %848 = stablehlo.multiply %847, %846 : tensor<256x4x32xf32>
    %cst_190 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %850 = stablehlo.multiply %849, %arg46 : tensor<256x4x32xf32>
    %851 = stablehlo.add %848, %850 : tensor<256x4x32xf32>
    %852 = stablehlo.multiply %681, %681 : tensor<256x4x32xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %854 = stablehlo.multiply %853, %852 : tensor<256x4x32xf32>
    %cst_192 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %856 = stablehlo.multiply %855, %arg47 : tensor<256x4x32xf32>
    %857 = stablehlo.add %854, %856 : tensor<256x4x32xf32>
    %858 = stablehlo.multiply %634, %634 : tensor<8x32x256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %860 = stablehlo.multiply %859, %858 : tensor<8x32x256xf32>
    %cst_194 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %862 = stablehlo.multiply %861, %arg48 : tensor<8x32x256xf32>
    %863 = stablehlo.add %860, %862 : tensor<8x32x256xf32>
    %864 = stablehlo.multiply %708, %708 : tensor<256xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %866 = stablehlo.multiply %865, %864 : tensor<256xf32>
    %cst_196 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %868 = stablehlo.multiply %867, %arg49 : tensor<256xf32>
    %869 = stablehlo.add %866, %868 : tensor<256xf32>
    %870 = stablehlo.multiply %607, %607 : tensor<256x512xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %872 = stablehlo.multiply %871, %870 : tensor<256x512xf32>
    %cst_198 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %874 = stablehlo.multiply %873, %arg50 : tensor<256x512xf32>
    %875 = stablehlo.add %872, %874 : tensor<256x512xf32>
    %876 = stablehlo.multiply %611, %611 : tensor<256x512xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %878 = stablehlo.multiply %877, %876 : tensor<256x512xf32>
    %cst_200 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %880 = stablehlo.multiply %879, %arg51 : tensor<256x512xf32>
    %881 = stablehlo.add %878, %880 : tensor<256x512xf32>
    %882 = stablehlo.multiply %602, %602 : tensor<512x256xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %884 = stablehlo.multiply %883, %882 : tensor<512x256xf32>
    %cst_202 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %886 = stablehlo.multiply %885, %arg52 : tensor<512x256xf32>
    %887 = stablehlo.add %884, %886 : tensor<512x256xf32>
    %888 = stablehlo.multiply %619, %619 : tensor<256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %890 = stablehlo.multiply %889, %888 : tensor<256xf32>
    %cst_204 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %892 = stablehlo.multiply %891, %arg53 : tensor<256xf32>
    %893 = stablehlo.add %890, %892 : tensor<256xf32>
    %894 = stablehlo.multiply %579, %579 : tensor<256x8x32xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %896 = stablehlo.multiply %895, %894 : tensor<256x8x32xf32>
    %cst_206 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %898 = stablehlo.multiply %897, %arg54 : tensor<256x8x32xf32>
    %899 = stablehlo.add %896, %898 : tensor<256x8x32xf32>
    %900 = stablehlo.multiply %563, %563 : tensor<256x4x32xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %902 = stablehlo.multiply %901, %900 : tensor<256x4x32xf32>
    %cst_208 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %904 = stablehlo.multiply %903, %arg55 : tensor<256x4x32xf32>
    %905 = stablehlo.add %902, %904 : tensor<256x4x32xf32>
    %906 = stablehlo.multiply %560, %560 : tensor<256x4x32xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %908 = stablehlo.multiply %907, %906 : tensor<256x4x32xf32>
    %cst_210 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %910 = stablehlo.multiply %909, %arg56 : tensor<256x4x32xf32>
    %911 = stablehlo.add %908, %910 : tensor<256x4x32xf32>
    %912 = stablehlo.multiply %513, %513 : tensor<8x32x256xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %914 = stablehlo.multiply %913, %912 : tensor<8x32x256xf32>
    %cst_212 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %916 = stablehlo.multiply %915, %arg57 : tensor<8x32x256xf32>
    %917 = stablehlo.add %914, %916 : tensor<8x32x256xf32>
    %918 = stablehlo.multiply %587, %587 : tensor<256xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %920 = stablehlo.multiply %919, %918 : tensor<256xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %922 = stablehlo.multiply %921, %arg58 : tensor<256xf32>
    %923 = stablehlo.add %920, %922 : tensor<256xf32>
    %924 = stablehlo.multiply %486, %486 : tensor<256x512xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %926 = stablehlo.multiply %925, %924 : tensor<256x512xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %928 = stablehlo.multiply %927, %arg59 : tensor<256x512xf32>
    %929 = stablehlo.add %926, %928 : tensor<256x512xf32>
    %930 = stablehlo.multiply %490, %490 : tensor<256x512xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %932 = stablehlo.multiply %931, %930 : tensor<256x512xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %934 = stablehlo.multiply %933, %arg60 : tensor<256x512xf32>
    %935 = stablehlo.add %932, %934 : tensor<256x512xf32>
    %936 = stablehlo.multiply %481, %481 : tensor<512x256xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %938 = stablehlo.multiply %937, %936 : tensor<512x256xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %940 = stablehlo.multiply %939, %arg61 : tensor<512x256xf32>
    %941 = stablehlo.add %938, %940 : tensor<512x256xf32>
    %942 = stablehlo.multiply %498, %498 : tensor<256xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %944 = stablehlo.multiply %943, %942 : tensor<256xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %946 = stablehlo.multiply %945, %arg62 : tensor<256xf32>
    %947 = stablehlo.add %944, %946 : tensor<256xf32>
    %948 = stablehlo.multiply %467, %467 : tensor<256xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %950 = stablehlo.multiply %949, %948 : tensor<256xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %952 = stablehlo.multiply %951, %arg63 : tensor<256xf32>
    %953 = stablehlo.add %950, %952 : tensor<256xf32>
    %c_225 = stablehlo.constant dense<2147483647> : tensor<i32>
    %954 = stablehlo.compare LT, %arg21, %c_225, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_226 = stablehlo.constant dense<1> : tensor<i32>
    %955 = stablehlo.add %arg21, %c_226 : tensor<i32>
    %c_227 = stablehlo.constant dense<2147483647> : tensor<i32>
    %956 = call @_where_8(%954, %955, %c_227) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %957 = stablehlo.convert %956 : (tensor<i32>) -> tensor<f32>
    %958 = stablehlo.power %cst_228, %957 : tensor<f32>
    %cst_229 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %959 = stablehlo.subtract %cst_229, %958 : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %961 = stablehlo.divide %727, %960 : tensor<1024x256xf32>
    %962 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %963 = stablehlo.divide %732, %962 : tensor<256x1024xf32>
    %964 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %965 = stablehlo.divide %737, %964 : tensor<256x8x32xf32>
    %966 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %967 = stablehlo.divide %742, %966 : tensor<256x4x32xf32>
    %968 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %969 = stablehlo.divide %747, %968 : tensor<256x4x32xf32>
    %970 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %971 = stablehlo.divide %752, %970 : tensor<8x32x256xf32>
    %972 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %973 = stablehlo.divide %757, %972 : tensor<256xf32>
    %974 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %975 = stablehlo.divide %762, %974 : tensor<256x512xf32>
    %976 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %977 = stablehlo.divide %767, %976 : tensor<256x512xf32>
    %978 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %979 = stablehlo.divide %772, %978 : tensor<512x256xf32>
    %980 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %981 = stablehlo.divide %777, %980 : tensor<256xf32>
    %982 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %983 = stablehlo.divide %782, %982 : tensor<256x8x32xf32>
    %984 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %985 = stablehlo.divide %787, %984 : tensor<256x4x32xf32>
    %986 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %987 = stablehlo.divide %792, %986 : tensor<256x4x32xf32>
    %988 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %989 = stablehlo.divide %797, %988 : tensor<8x32x256xf32>
    %990 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %991 = stablehlo.divide %802, %990 : tensor<256xf32>
    %992 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %993 = stablehlo.divide %807, %992 : tensor<256x512xf32>
    %994 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %995 = stablehlo.divide %812, %994 : tensor<256x512xf32>
    %996 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %997 = stablehlo.divide %817, %996 : tensor<512x256xf32>
    %998 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %999 = stablehlo.divide %822, %998 : tensor<256xf32>
    %1000 = stablehlo.broadcast_in_dim %959, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1001 = stablehlo.divide %827, %1000 : tensor<256xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1002 = stablehlo.convert %956 : (tensor<i32>) -> tensor<f32>
    %1003 = stablehlo.power %cst_230, %1002 : tensor<f32>
    %cst_231 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1004 = stablehlo.subtract %cst_231, %1003 : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1006 = stablehlo.divide %833, %1005 : tensor<1024x256xf32>
    %1007 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1008 = stablehlo.divide %839, %1007 : tensor<256x1024xf32>
    %1009 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1010 = stablehlo.divide %845, %1009 : tensor<256x8x32xf32>
    %1011 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1012 = stablehlo.divide %851, %1011 : tensor<256x4x32xf32>
    %1013 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1014 = stablehlo.divide %857, %1013 : tensor<256x4x32xf32>
    %1015 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1016 = stablehlo.divide %863, %1015 : tensor<8x32x256xf32>
    %1017 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1018 = stablehlo.divide %869, %1017 : tensor<256xf32>
    %1019 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1020 = stablehlo.divide %875, %1019 : tensor<256x512xf32>
    %1021 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1022 = stablehlo.divide %881, %1021 : tensor<256x512xf32>
    %1023 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1024 = stablehlo.divide %887, %1023 : tensor<512x256xf32>
    %1025 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1026 = stablehlo.divide %893, %1025 : tensor<256xf32>
    %1027 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1028 = stablehlo.divide %899, %1027 : tensor<256x8x32xf32>
    %1029 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1030 = stablehlo.divide %905, %1029 : tensor<256x4x32xf32>
    %1031 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1032 = stablehlo.divide %911, %1031 : tensor<256x4x32xf32>
    %1033 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1034 = stablehlo.divide %917, %1033 : tensor<8x32x256xf32>
    %1035 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1036 = stablehlo.divide %923, %1035 : tensor<256xf32>
    %1037 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1038 = stablehlo.divide %929, %1037 : tensor<256x512xf32>
    %1039 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1040 = stablehlo.divide %935, %1039 : tensor<256x512xf32>
    %1041 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1042 = stablehlo.divide %941, %1041 : tensor<512x256xf32>
    %1043 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1044 = stablehlo.divide %947, %1043 : tensor<256xf32>
    %1045 = stablehlo.broadcast_in_dim %1004, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1046 = stablehlo.divide %953, %1045 : tensor<256xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1047 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1048 = stablehlo.add %1006, %1047 : tensor<1024x256xf32>
    %1049 = stablehlo.sqrt %1048 : tensor<1024x256xf32>
    %cst_233 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1051 = stablehlo.add %1049, %1050 : tensor<1024x256xf32>
    %1052 = stablehlo.divide %961, %1051 : tensor<1024x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1054 = stablehlo.add %1008, %1053 : tensor<256x1024xf32>
    %1055 = stablehlo.sqrt %1054 : tensor<256x1024xf32>
    %cst_235 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1057 = stablehlo.add %1055, %1056 : tensor<256x1024xf32>
    %1058 = stablehlo.divide %963, %1057 : tensor<256x1024xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1059 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1060 = stablehlo.add %1010, %1059 : tensor<256x8x32xf32>
    %1061 = stablehlo.sqrt %1060 : tensor<256x8x32xf32>
    %cst_237 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1063 = stablehlo.add %1061, %1062 : tensor<256x8x32xf32>
    %1064 = stablehlo.divide %965, %1063 : tensor<256x8x32xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1065 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1066 = stablehlo.add %1012, %1065 : tensor<256x4x32xf32>
    %1067 = stablehlo.sqrt %1066 : tensor<256x4x32xf32>
    %cst_239 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1069 = stablehlo.add %1067, %1068 : tensor<256x4x32xf32>
    %1070 = stablehlo.divide %967, %1069 : tensor<256x4x32xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1072 = stablehlo.add %1014, %1071 : tensor<256x4x32xf32>
    %1073 = stablehlo.sqrt %1072 : tensor<256x4x32xf32>
    %cst_241 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1075 = stablehlo.add %1073, %1074 : tensor<256x4x32xf32>
    %1076 = stablehlo.divide %969, %1075 : tensor<256x4x32xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1077 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1078 = stablehlo.add %1016, %1077 : tensor<8x32x256xf32>
    %1079 = stablehlo.sqrt %1078 : tensor<8x32x256xf32>
    %cst_243 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1080 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1081 = stablehlo.add %1079, %1080 : tensor<8x32x256xf32>
    %1082 = stablehlo.divide %971, %1081 : tensor<8x32x256xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1084 = stablehlo.add %1018, %1083 : tensor<256xf32>
    %1085 = stablehlo.sqrt %1084 : tensor<256xf32>
    %cst_245 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1087 = stablehlo.add %1085, %1086 : tensor<256xf32>
    %1088 = stablehlo.divide %973, %1087 : tensor<256xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1089 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1090 = stablehlo.add %1020, %1089 : tensor<256x512xf32>
    %1091 = stablehlo.sqrt %1090 : tensor<256x512xf32>
    %cst_247 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1092 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1093 = stablehlo.add %1091, %1092 : tensor<256x512xf32>
    %1094 = stablehlo.divide %975, %1093 : tensor<256x512xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1096 = stablehlo.add %1022, %1095 : tensor<256x512xf32>
    %1097 = stablehlo.sqrt %1096 : tensor<256x512xf32>
    %cst_249 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<256x512xf32>
    %1100 = stablehlo.divide %977, %1099 : tensor<256x512xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1102 = stablehlo.add %1024, %1101 : tensor<512x256xf32>
    %1103 = stablehlo.sqrt %1102 : tensor<512x256xf32>
    %cst_251 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1105 = stablehlo.add %1103, %1104 : tensor<512x256xf32>
    %1106 = stablehlo.divide %979, %1105 : tensor<512x256xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1108 = stablehlo.add %1026, %1107 : tensor<256xf32>
    %1109 = stablehlo.sqrt %1108 : tensor<256xf32>
    %cst_253 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1111 = stablehlo.add %1109, %1110 : tensor<256xf32>
    %1112 = stablehlo.divide %981, %1111 : tensor<256xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1114 = stablehlo.add %1028, %1113 : tensor<256x8x32xf32>
    %1115 = stablehlo.sqrt %1114 : tensor<256x8x32xf32>
    %cst_255 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<256x8x32xf32>
    %1118 = stablehlo.divide %983, %1117 : tensor<256x8x32xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1120 = stablehlo.add %1030, %1119 : tensor<256x4x32xf32>
    %1121 = stablehlo.sqrt %1120 : tensor<256x4x32xf32>
    %cst_257 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<256x4x32xf32>
    %1124 = stablehlo.divide %985, %1123 : tensor<256x4x32xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1126 = stablehlo.add %1032, %1125 : tensor<256x4x32xf32>
    %1127 = stablehlo.sqrt %1126 : tensor<256x4x32xf32>
    %cst_259 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1129 = stablehlo.add %1127, %1128 : tensor<256x4x32xf32>
    %1130 = stablehlo.divide %987, %1129 : tensor<256x4x32xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1132 = stablehlo.add %1034, %1131 : tensor<8x32x256xf32>
    %1133 = stablehlo.sqrt %1132 : tensor<8x32x256xf32>
    %cst_261 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1135 = stablehlo.add %1133, %1134 : tensor<8x32x256xf32>
    %1136 = stablehlo.divide %989, %1135 : tensor<8x32x256xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1138 = stablehlo.add %1036, %1137 : tensor<256xf32>
    %1139 = stablehlo.sqrt %1138 : tensor<256xf32>
    %cst_263 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1141 = stablehlo.add %1139, %1140 : tensor<256xf32>
    %1142 = stablehlo.divide %991, %1141 : tensor<256xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1144 = stablehlo.add %1038, %1143 : tensor<256x512xf32>
    %1145 = stablehlo.sqrt %1144 : tensor<256x512xf32>
    %cst_265 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1147 = stablehlo.add %1145, %1146 : tensor<256x512xf32>
    %1148 = stablehlo.divide %993, %1147 : tensor<256x512xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1150 = stablehlo.add %1040, %1149 : tensor<256x512xf32>
    %1151 = stablehlo.sqrt %1150 : tensor<256x512xf32>
    %cst_267 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1153 = stablehlo.add %1151, %1152 : tensor<256x512xf32>
    %1154 = stablehlo.divide %995, %1153 : tensor<256x512xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1156 = stablehlo.add %1042, %1155 : tensor<512x256xf32>
    %1157 = stablehlo.sqrt %1156 : tensor<512x256xf32>
    %cst_269 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1159 = stablehlo.add %1157, %1158 : tensor<512x256xf32>
    %1160 = stablehlo.divide %997, %1159 : tensor<512x256xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1162 = stablehlo.add %1044, %1161 : tensor<256xf32>
    %1163 = stablehlo.sqrt %1162 : tensor<256xf32>
    %cst_271 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1165 = stablehlo.add %1163, %1164 : tensor<256xf32>
    %1166 = stablehlo.divide %999, %1165 : tensor<256xf32>
    %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1168 = stablehlo.add %1046, %1167 : tensor<256xf32>
    %1169 = stablehlo.sqrt %1168 : tensor<256xf32>
    %cst_273 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1171 = stablehlo.add %1169, %1170 : tensor<256xf32>
    %1172 = stablehlo.divide %1001, %1171 : tensor<256xf32>
    %cst_274 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1174 = stablehlo.multiply %1173, %1052 : tensor<1024x256xf32>
    %cst_275 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1176 = stablehlo.multiply %1175, %1058 : tensor<256x1024xf32>
    %cst_276 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1178 = stablehlo.multiply %1177, %1064 : tensor<256x8x32xf32>
    %cst_277 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1180 = stablehlo.multiply %1179, %1070 : tensor<256x4x32xf32>
    %cst_278 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1182 = stablehlo.multiply %1181, %1076 : tensor<256x4x32xf32>
    %cst_279 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1184 = stablehlo.multiply %1183, %1082 : tensor<8x32x256xf32>
    %cst_280 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1186 = stablehlo.multiply %1185, %1088 : tensor<256xf32>
    %cst_281 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1188 = stablehlo.multiply %1187, %1094 : tensor<256x512xf32>
    %cst_282 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1190 = stablehlo.multiply %1189, %1100 : tensor<256x512xf32>
    %cst_283 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1192 = stablehlo.multiply %1191, %1106 : tensor<512x256xf32>
    %cst_284 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1194 = stablehlo.multiply %1193, %1112 : tensor<256xf32>
    %cst_285 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1196 = stablehlo.multiply %1195, %1118 : tensor<256x8x32xf32>
    %cst_286 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1198 = stablehlo.multiply %1197, %1124 : tensor<256x4x32xf32>
    %cst_287 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %1200 = stablehlo.multiply %1199, %1130 : tensor<256x4x32xf32>
    %cst_288 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1202 = stablehlo.multiply %1201, %1136 : tensor<8x32x256xf32>
    %cst_289 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1204 = stablehlo.multiply %1203, %1142 : tensor<256xf32>
    %cst_290 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1206 = stablehlo.multiply %1205, %1148 : tensor<256x512xf32>
    %cst_291 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1208 = stablehlo.multiply %1207, %1154 : tensor<256x512xf32>
    %cst_292 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1210 = stablehlo.multiply %1209, %1160 : tensor<512x256xf32>
    %cst_293 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1212 = stablehlo.multiply %1211, %1166 : tensor<256xf32>
    %cst_294 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1214 = stablehlo.multiply %1213, %1172 : tensor<256xf32>
    %1215 = stablehlo.add %arg0, %1174 : tensor<1024x256xf32>
    %1216 = stablehlo.add %arg1, %1176 : tensor<256x1024xf32>
    %1217 = stablehlo.add %arg2, %1178 : tensor<256x8x32xf32>
    %1218 = stablehlo.add %arg3, %1180 : tensor<256x4x32xf32>
    %1219 = stablehlo.add %arg4, %1182 : tensor<256x4x32xf32>
    %1220 = stablehlo.add %arg5, %1184 : tensor<8x32x256xf32>
    %1221 = stablehlo.add %arg6, %1186 : tensor<256xf32>
    %1222 = stablehlo.add %arg7, %1188 : tensor<256x512xf32>
    %1223 = stablehlo.add %arg8, %1190 : tensor<256x512xf32>
    %1224 = stablehlo.add %arg9, %1192 : tensor<512x256xf32>
    %1225 = stablehlo.add %arg10, %1194 : tensor<256xf32>
    %1226 = stablehlo.add %arg11, %1196 : tensor<256x8x32xf32>
    %1227 = stablehlo.add %arg12, %1198 : tensor<256x4x32xf32>
    %1228 = stablehlo.add %arg13, %1200 : tensor<256x4x32xf32>
    %1229 = stablehlo.add %arg14, %1202 : tensor<8x32x256xf32>
    %1230 = stablehlo.add %arg15, %1204 : tensor<256xf32>
    %1231 = stablehlo.add %arg16, %1206 : tensor<256x512xf32>
    %1232 = stablehlo.add %arg17, %1208 : tensor<256x512xf32>
    %1233 = stablehlo.add %arg18, %1210 : tensor<512x256xf32>
    %1234 = stablehlo.add %arg19, %1212 : tensor<256xf32>
    %1235 = stablehlo.add %arg20, %1214 : tensor<256xf32>
    return %1215, %1216, %1217, %1218, %1219, %1220, %1221, %1222, %1223, %1224, %1225, %1226, %1227, %1228, %1229, %1230, %1231, %1232, %1233, %1234, %1235, %956, %727, %732, %737, %742, %747, %752, %757, %762, %767, %772, %777, %782, %787, %792, %797, %802, %807, %812, %817, %822, %827, %833, %839, %845, %851, %857, %863, %869, %875, %881, %887, %893, %899, %905, %911, %917, %923, %929, %935, %941, %947, %953, %444 : tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x64xi32>) -> (tensor<8x64x256xf32>, tensor<8x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    return %16, %5 : tensor<8x64x256xf32>, tensor<8x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x8x64x64xi1>, %arg1: tensor<8x8x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xf32>) -> tensor<1x8x8x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x64x1x64xf32>) -> tensor<1x8x8x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>
    return %3 : tensor<1x8x8x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x64x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x64x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x64x512xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x64x512xf32>
    return %9, %8, %5 : tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @_take_1(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_2(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @silu_5(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x512xf32>, %arg2: tensor<8x64x512xf32>, %arg3: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x64x512xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x64x512xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x64x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x64x512xf32>
    return %3 : tensor<8x64x512xf32>
  }
  func.func private @_where_6(%arg0: tensor<1x8x8x64x64xi1>, %arg1: tensor<1x8x8x64x64xf32>) -> tensor<8x8x64x1x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x8x64x64xf32>) -> tensor<8x8x64x1x64xf32>
    return %2 : tensor<8x8x64x1x64xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
