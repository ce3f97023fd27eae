module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg40: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg42: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg43: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg50: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg51: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg52: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg53: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg54: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg55: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg56: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg60: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg62: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg66: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg67: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg68: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg69: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg70: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg71: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg72: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg73: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg74: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg76: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg77: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg78: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg79: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg80: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg81: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg82: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg86: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg87: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg88: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg89: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg90: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg91: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg92: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg93: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg94: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<8x32x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = call @_take(%arg0, %arg94) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = call @_take(%arg0, %arg92) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [32, 64] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %4 = stablehlo.add %0, %3 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x32x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %9 = call @_var(%4, %c_2) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %11 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %13 = stablehlo.add %9, %12 : tensor<8x32x1xf32>
    %14 = stablehlo.rsqrt %13 : tensor<8x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<8x32x64xf32>
    %18 = stablehlo.negate %8 : tensor<8x32x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<8x32x64xf32>
    %21 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x32x64xf32>
    %23 = stablehlo.multiply %4, %17 : tensor<8x32x64xf32>
    %24 = stablehlo.add %23, %22 : tensor<8x32x64xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.dynamic_slice %arg36, %c_4, %c_5, sizes = [32, 64] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %27 = stablehlo.add %1, %26 : tensor<8x32x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %30 = stablehlo.compare NE, %28, %29, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %31 = stablehlo.convert %30 : tensor<8x1x32xi1>
    %32 = stablehlo.dot_general %24, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x32x4x16xf32>
    %36 = stablehlo.dot_general %24, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x32x4x16xf32>
    %40 = stablehlo.dot_general %24, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg9, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x32x4x16xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %45 = stablehlo.multiply %35, %44 : tensor<8x32x4x16xf32>
    %46 = stablehlo.dot_general %45, %39, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %47 = stablehlo.broadcast_in_dim %31, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_8 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %48 = call @_where_1(%47, %46, %cst_8) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %51 = stablehlo.maximum %50, %49 : tensor<8x4x32xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %54 = stablehlo.subtract %48, %53 : tensor<8x4x32x32xf32>
    %55 = stablehlo.exponential %54 : tensor<8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %59 = stablehlo.divide %55, %58 : tensor<8x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = call @_where_1(%47, %59, %cst_12) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %61 = stablehlo.dot_general %43, %60, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %62 = stablehlo.transpose %61, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %63 = stablehlo.dot_general %62, %arg10, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %64 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x32x64xf32>
    %67 = stablehlo.add %66, %24 : tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<8x32x1xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %72 = call @_var(%67, %c_15) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %73 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %74 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %76 = stablehlo.add %72, %75 : tensor<8x32x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<8x32x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %79 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %80 = stablehlo.multiply %78, %79 : tensor<8x32x64xf32>
    %81 = stablehlo.negate %71 : tensor<8x32x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<8x32x64xf32>
    %84 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x32x64xf32>
    %86 = stablehlo.multiply %67, %80 : tensor<8x32x64xf32>
    %87 = stablehlo.add %86, %85 : tensor<8x32x64xf32>
    %88 = stablehlo.dot_general %87, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %89 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %91 = stablehlo.add %88, %90 : tensor<8x32x128xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x32x128xf32>
    %94 = stablehlo.negate %91 : tensor<8x32x128xf32>
    %cst_18 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<8x32x128xf32>
    %97 = chlo.erfc %96 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %98 = stablehlo.multiply %93, %97 : tensor<8x32x128xf32>
    %99 = stablehlo.dot_general %98, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %100 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %102 = stablehlo.add %99, %101 : tensor<8x32x64xf32>
    %103 = stablehlo.add %102, %87 : tensor<8x32x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x32x1xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %108 = call @_var(%103, %c_21) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %109 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %110 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %112 = stablehlo.add %108, %111 : tensor<8x32x1xf32>
    %113 = stablehlo.rsqrt %112 : tensor<8x32x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %115 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<8x32x64xf32>
    %117 = stablehlo.negate %107 : tensor<8x32x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<8x32x64xf32>
    %120 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %121 = stablehlo.add %119, %120 : tensor<8x32x64xf32>
    %122 = stablehlo.multiply %103, %116 : tensor<8x32x64xf32>
    %123 = stablehlo.add %122, %121 : tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.reduce(%27 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x32x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %128 = call @_var(%27, %c_25) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %129 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %130 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %132 = stablehlo.add %128, %131 : tensor<8x32x1xf32>
    %133 = stablehlo.rsqrt %132 : tensor<8x32x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %135 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<8x32x64xf32>
    %137 = stablehlo.negate %127 : tensor<8x32x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %139 = stablehlo.multiply %138, %136 : tensor<8x32x64xf32>
    %140 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x32x64xf32>
    %142 = stablehlo.multiply %27, %136 : tensor<8x32x64xf32>
    %143 = stablehlo.add %142, %141 : tensor<8x32x64xf32>
    %144 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %146 = stablehlo.compare NE, %144, %145, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %147 = stablehlo.convert %146 : tensor<8x1x32xi1>
    %148 = stablehlo.dot_general %123, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %149 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %151 = stablehlo.add %148, %150 : tensor<8x32x4x16xf32>
    %152 = stablehlo.dot_general %123, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %153 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %155 = stablehlo.add %152, %154 : tensor<8x32x4x16xf32>
    %156 = stablehlo.dot_general %123, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %159 = stablehlo.add %156, %158 : tensor<8x32x4x16xf32>
    %cst_28 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %161 = stablehlo.multiply %151, %160 : tensor<8x32x4x16xf32>
    %162 = stablehlo.dot_general %161, %155, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %163 = stablehlo.broadcast_in_dim %147, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_29 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %164 = call @_where_1(%163, %162, %cst_29) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_30) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<8x4x32xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %170 = stablehlo.subtract %164, %169 : tensor<8x4x32x32xf32>
    %171 = stablehlo.exponential %170 : tensor<8x4x32x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %175 = stablehlo.divide %171, %174 : tensor<8x4x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = call @_where_1(%163, %175, %cst_33) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %177 = stablehlo.dot_general %159, %176, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %178 = stablehlo.transpose %177, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %179 = stablehlo.dot_general %178, %arg26, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %180 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x32x64xf32>
    %183 = stablehlo.add %182, %123 : tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %187 = stablehlo.divide %185, %186 : tensor<8x32x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %188 = call @_var(%183, %c_36) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %189 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %190 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %192 = stablehlo.add %188, %191 : tensor<8x32x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<8x32x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %195 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<8x32x64xf32>
    %197 = stablehlo.negate %187 : tensor<8x32x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %199 = stablehlo.multiply %198, %196 : tensor<8x32x64xf32>
    %200 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %201 = stablehlo.add %199, %200 : tensor<8x32x64xf32>
    %202 = stablehlo.multiply %183, %196 : tensor<8x32x64xf32>
    %203 = stablehlo.add %202, %201 : tensor<8x32x64xf32>
    %204 = stablehlo.dot_general %203, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %205 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %207 = stablehlo.add %204, %206 : tensor<8x32x128xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<8x32x128xf32>
    %210 = stablehlo.negate %207 : tensor<8x32x128xf32>
    %cst_39 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<8x32x128xf32>
    %213 = chlo.erfc %212 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %214 = stablehlo.multiply %209, %213 : tensor<8x32x128xf32>
    %215 = stablehlo.dot_general %214, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %216 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.add %215, %217 : tensor<8x32x64xf32>
    %219 = stablehlo.add %218, %203 : tensor<8x32x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x32x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %224 = call @_var(%219, %c_42) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %225 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %228 = stablehlo.add %224, %227 : tensor<8x32x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<8x32x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %231 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<8x32x64xf32>
    %233 = stablehlo.negate %223 : tensor<8x32x1xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<8x32x64xf32>
    %236 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %237 = stablehlo.add %235, %236 : tensor<8x32x64xf32>
    %238 = stablehlo.multiply %219, %232 : tensor<8x32x64xf32>
    %239 = stablehlo.add %238, %237 : tensor<8x32x64xf32>
    %240 = stablehlo.broadcast_in_dim %arg91, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %241 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %243 = stablehlo.add %241, %242 : tensor<32xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %245 = stablehlo.iota dim = 0 : tensor<32xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %247 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %248 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %249 = stablehlo.compare GE, %247, %248, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %250 = stablehlo.broadcast_in_dim %249, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %252 = stablehlo.convert %251 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %253 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %254 = stablehlo.minimum %253, %252 : tensor<8x32x32xi32>
    %255 = stablehlo.dot_general %143, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %256 = stablehlo.broadcast_in_dim %arg40, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x32x4x16xf32>
    %259 = stablehlo.dot_general %143, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %260 = stablehlo.broadcast_in_dim %arg42, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %262 = stablehlo.add %259, %261 : tensor<8x32x4x16xf32>
    %263 = stablehlo.dot_general %143, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %264 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %266 = stablehlo.add %263, %265 : tensor<8x32x4x16xf32>
    %cst_45 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %268 = stablehlo.multiply %258, %267 : tensor<8x32x4x16xf32>
    %269 = stablehlo.dot_general %268, %262, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %270 = stablehlo.broadcast_in_dim %254, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %271 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %272 = stablehlo.compare GT, %270, %271, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_47 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %273 = call @_where_2(%272, %269, %cst_47) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_48) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %276 = stablehlo.maximum %275, %274 : tensor<8x4x32xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %279 = stablehlo.subtract %273, %278 : tensor<8x4x32x32xf32>
    %280 = stablehlo.exponential %279 : tensor<8x4x32x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %284 = stablehlo.divide %280, %283 : tensor<8x4x32x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = call @_where_2(%272, %284, %cst_51) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %286 = stablehlo.dot_general %266, %285, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %287 = stablehlo.transpose %286, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %288 = stablehlo.dot_general %287, %arg45, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %289 = stablehlo.broadcast_in_dim %arg46, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %291 = stablehlo.add %288, %290 : tensor<8x32x64xf32>
    %292 = stablehlo.add %291, %143 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %296 = stablehlo.divide %294, %295 : tensor<8x32x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %297 = call @_var(%292, %c_54) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %298 = stablehlo.reshape %arg47 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %299 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %301 = stablehlo.add %297, %300 : tensor<8x32x1xf32>
    %302 = stablehlo.rsqrt %301 : tensor<8x32x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %304 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %305 = stablehlo.multiply %303, %304 : tensor<8x32x64xf32>
    %306 = stablehlo.negate %296 : tensor<8x32x1xf32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %308 = stablehlo.multiply %307, %305 : tensor<8x32x64xf32>
    %309 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %310 = stablehlo.add %308, %309 : tensor<8x32x64xf32>
    %311 = stablehlo.multiply %292, %305 : tensor<8x32x64xf32>
    %312 = stablehlo.add %311, %310 : tensor<8x32x64xf32>
    %313 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %314 = stablehlo.dot_general %312, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %315 = stablehlo.broadcast_in_dim %arg50, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %317 = stablehlo.add %314, %316 : tensor<8x32x4x16xf32>
    %318 = stablehlo.dot_general %239, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %319 = stablehlo.broadcast_in_dim %arg52, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %321 = stablehlo.add %318, %320 : tensor<8x32x4x16xf32>
    %322 = stablehlo.dot_general %239, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %323 = stablehlo.broadcast_in_dim %arg54, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %325 = stablehlo.add %322, %324 : tensor<8x32x4x16xf32>
    %cst_56 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %327 = stablehlo.multiply %317, %326 : tensor<8x32x4x16xf32>
    %328 = stablehlo.dot_general %327, %321, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %329 = stablehlo.broadcast_in_dim %313, dims = [0, 2, 3] : (tensor<8x1x32xi32>) -> tensor<8x1x1x32xi32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %330 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %331 = stablehlo.compare GT, %329, %330, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_58 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %332 = call @_where_1(%331, %328, %cst_58) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %333 = stablehlo.reduce(%332 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %335 = stablehlo.maximum %334, %333 : tensor<8x4x32xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %338 = stablehlo.subtract %332, %337 : tensor<8x4x32x32xf32>
    %339 = stablehlo.exponential %338 : tensor<8x4x32x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %343 = stablehlo.divide %339, %342 : tensor<8x4x32x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = call @_where_1(%331, %343, %cst_62) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %345 = stablehlo.dot_general %325, %344, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %346 = stablehlo.transpose %345, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %347 = stablehlo.dot_general %346, %arg55, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %348 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %350 = stablehlo.add %347, %349 : tensor<8x32x64xf32>
    %351 = stablehlo.add %350, %312 : tensor<8x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %355 = stablehlo.divide %353, %354 : tensor<8x32x1xf32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %356 = call @_var(%351, %c_65) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %357 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %358 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %360 = stablehlo.add %356, %359 : tensor<8x32x1xf32>
    %361 = stablehlo.rsqrt %360 : tensor<8x32x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %363 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<8x32x64xf32>
    %365 = stablehlo.negate %355 : tensor<8x32x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %367 = stablehlo.multiply %366, %364 : tensor<8x32x64xf32>
    %368 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %369 = stablehlo.add %367, %368 : tensor<8x32x64xf32>
    %370 = stablehlo.multiply %351, %364 : tensor<8x32x64xf32>
    %371 = stablehlo.add %370, %369 : tensor<8x32x64xf32>
    %372 = stablehlo.dot_general %371, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %373 = stablehlo.broadcast_in_dim %arg60, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %375 = stablehlo.add %372, %374 : tensor<8x32x128xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %377 = stablehlo.multiply %376, %375 : tensor<8x32x128xf32>
    %378 = stablehlo.negate %375 : tensor<8x32x128xf32>
    %cst_68 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<8x32x128xf32>
    %381 = chlo.erfc %380 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %382 = stablehlo.multiply %377, %381 : tensor<8x32x128xf32>
    %383 = stablehlo.dot_general %382, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %384 = stablehlo.broadcast_in_dim %arg62, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %386 = stablehlo.add %383, %385 : tensor<8x32x64xf32>
    %387 = stablehlo.add %386, %371 : tensor<8x32x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_70 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %391 = stablehlo.divide %389, %390 : tensor<8x32x1xf32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %392 = call @_var(%387, %c_71) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %393 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %394 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %396 = stablehlo.add %392, %395 : tensor<8x32x1xf32>
    %397 = stablehlo.rsqrt %396 : tensor<8x32x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %399 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %400 = stablehlo.multiply %398, %399 : tensor<8x32x64xf32>
    %401 = stablehlo.negate %391 : tensor<8x32x1xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<8x32x64xf32>
    %404 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %405 = stablehlo.add %403, %404 : tensor<8x32x64xf32>
    %406 = stablehlo.multiply %387, %400 : tensor<8x32x64xf32>
    %407 = stablehlo.add %406, %405 : tensor<8x32x64xf32>
    %408 = stablehlo.broadcast_in_dim %arg91, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %409 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %411 = stablehlo.add %409, %410 : tensor<32xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %413 = stablehlo.iota dim = 0 : tensor<32xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %415 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %416 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %417 = stablehlo.compare GE, %415, %416, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %418 = stablehlo.broadcast_in_dim %417, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %420 = stablehlo.convert %419 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %421 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %422 = stablehlo.minimum %421, %420 : tensor<8x32x32xi32>
    %423 = stablehlo.dot_general %407, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %424 = stablehlo.broadcast_in_dim %arg66, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %426 = stablehlo.add %423, %425 : tensor<8x32x4x16xf32>
    %427 = stablehlo.dot_general %407, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %428 = stablehlo.broadcast_in_dim %arg68, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %430 = stablehlo.add %427, %429 : tensor<8x32x4x16xf32>
    %431 = stablehlo.dot_general %407, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %432 = stablehlo.broadcast_in_dim %arg70, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %434 = stablehlo.add %431, %433 : tensor<8x32x4x16xf32>
    %cst_74 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %436 = stablehlo.multiply %426, %435 : tensor<8x32x4x16xf32>
    %437 = stablehlo.dot_general %436, %430, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %438 = stablehlo.broadcast_in_dim %422, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %439 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %440 = stablehlo.compare GT, %438, %439, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_76 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %441 = call @_where_2(%440, %437, %cst_76) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %444 = stablehlo.maximum %443, %442 : tensor<8x4x32xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %447 = stablehlo.subtract %441, %446 : tensor<8x4x32x32xf32>
    %448 = stablehlo.exponential %447 : tensor<8x4x32x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %452 = stablehlo.divide %448, %451 : tensor<8x4x32x32xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = call @_where_2(%440, %452, %cst_80) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %454 = stablehlo.dot_general %434, %453, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %455 = stablehlo.transpose %454, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %456 = stablehlo.dot_general %455, %arg71, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %457 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %459 = stablehlo.add %456, %458 : tensor<8x32x64xf32>
    %460 = stablehlo.add %459, %407 : tensor<8x32x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.reduce(%460 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %464 = stablehlo.divide %462, %463 : tensor<8x32x1xf32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %465 = call @_var(%460, %c_83) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %466 = stablehlo.reshape %arg73 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %467 = stablehlo.reshape %arg74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %469 = stablehlo.add %465, %468 : tensor<8x32x1xf32>
    %470 = stablehlo.rsqrt %469 : tensor<8x32x1xf32>
    %471 = stablehlo.broadcast_in_dim %470, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %472 = stablehlo.broadcast_in_dim %466, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %473 = stablehlo.multiply %471, %472 : tensor<8x32x64xf32>
    %474 = stablehlo.negate %464 : tensor<8x32x1xf32>
    %475 = stablehlo.broadcast_in_dim %474, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %476 = stablehlo.multiply %475, %473 : tensor<8x32x64xf32>
    %477 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %478 = stablehlo.add %476, %477 : tensor<8x32x64xf32>
    %479 = stablehlo.multiply %460, %473 : tensor<8x32x64xf32>
    %480 = stablehlo.add %479, %478 : tensor<8x32x64xf32>
    %481 = stablehlo.broadcast_in_dim %arg93, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %482 = stablehlo.dot_general %480, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %483 = stablehlo.broadcast_in_dim %arg76, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %485 = stablehlo.add %482, %484 : tensor<8x32x4x16xf32>
    %486 = stablehlo.dot_general %239, %arg77, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %487 = stablehlo.broadcast_in_dim %arg78, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %489 = stablehlo.add %486, %488 : tensor<8x32x4x16xf32>
    %490 = stablehlo.dot_general %239, %arg79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %491 = stablehlo.broadcast_in_dim %arg80, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %493 = stablehlo.add %490, %492 : tensor<8x32x4x16xf32>
    %cst_85 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %495 = stablehlo.multiply %485, %494 : tensor<8x32x4x16xf32>
    %496 = stablehlo.dot_general %495, %489, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %497 = stablehlo.broadcast_in_dim %481, dims = [0, 2, 3] : (tensor<8x1x32xi32>) -> tensor<8x1x1x32xi32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %498 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %499 = stablehlo.compare GT, %497, %498, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_87 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %500 = call @_where_1(%499, %496, %cst_87) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_88) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_89 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %503 = stablehlo.maximum %502, %501 : tensor<8x4x32xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %506 = stablehlo.subtract %500, %505 : tensor<8x4x32x32xf32>
    %507 = stablehlo.exponential %506 : tensor<8x4x32x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_90) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %509 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %511 = stablehlo.divide %507, %510 : tensor<8x4x32x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %512 = call @_where_1(%499, %511, %cst_91) : (tensor<8x1x1x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %513 = stablehlo.dot_general %493, %512, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %514 = stablehlo.transpose %513, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %515 = stablehlo.dot_general %514, %arg81, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %516 = stablehlo.broadcast_in_dim %arg82, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %518 = stablehlo.add %515, %517 : tensor<8x32x64xf32>
    %519 = stablehlo.add %518, %480 : tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %520 = stablehlo.reduce(%519 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %523 = stablehlo.divide %521, %522 : tensor<8x32x1xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %524 = call @_var(%519, %c_94) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %525 = stablehlo.reshape %arg83 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %526 = stablehlo.reshape %arg84 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %528 = stablehlo.add %524, %527 : tensor<8x32x1xf32>
    %529 = stablehlo.rsqrt %528 : tensor<8x32x1xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %531 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %532 = stablehlo.multiply %530, %531 : tensor<8x32x64xf32>
    %533 = stablehlo.negate %523 : tensor<8x32x1xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %535 = stablehlo.multiply %534, %532 : tensor<8x32x64xf32>
    %536 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %537 = stablehlo.add %535, %536 : tensor<8x32x64xf32>
    %538 = stablehlo.multiply %519, %532 : tensor<8x32x64xf32>
    %539 = stablehlo.add %538, %537 : tensor<8x32x64xf32>
    %540 = stablehlo.dot_general %539, %arg85, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %541 = stablehlo.broadcast_in_dim %arg86, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %543 = stablehlo.add %540, %542 : tensor<8x32x128xf32>
    %cst_96 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %545 = stablehlo.multiply %544, %543 : tensor<8x32x128xf32>
    %546 = stablehlo.negate %543 : tensor<8x32x128xf32>
    %cst_97 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %548 = stablehlo.multiply %546, %547 : tensor<8x32x128xf32>
    %549 = chlo.erfc %548 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %550 = stablehlo.multiply %545, %549 : tensor<8x32x128xf32>
    %551 = stablehlo.dot_general %550, %arg87, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %552 = stablehlo.broadcast_in_dim %arg88, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %554 = stablehlo.add %551, %553 : tensor<8x32x64xf32>
    %555 = stablehlo.add %554, %539 : tensor<8x32x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%555 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %557 = stablehlo.broadcast_in_dim %556, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %559 = stablehlo.divide %557, %558 : tensor<8x32x1xf32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %560 = call @_var(%555, %c_100) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %561 = stablehlo.reshape %arg89 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %562 = stablehlo.reshape %arg90 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_101 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %564 = stablehlo.add %560, %563 : tensor<8x32x1xf32>
    %565 = stablehlo.rsqrt %564 : tensor<8x32x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %567 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %568 = stablehlo.multiply %566, %567 : tensor<8x32x64xf32>
    %569 = stablehlo.negate %559 : tensor<8x32x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %571 = stablehlo.multiply %570, %568 : tensor<8x32x64xf32>
    %572 = stablehlo.broadcast_in_dim %562, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %573 = stablehlo.add %571, %572 : tensor<8x32x64xf32>
    %574 = stablehlo.multiply %555, %568 : tensor<8x32x64xf32>
    %575 = stablehlo.add %574, %573 : tensor<8x32x64xf32>
    return %575, %239 : tensor<8x32x64xf32>, tensor<8x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x1x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi1>) -> tensor<8x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %3 : tensor<8x4x32x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x1x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %3 : tensor<8x4x32x32xf32>
  }
}
