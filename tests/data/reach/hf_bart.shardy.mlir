module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<130x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg42: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg48: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg50: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg52: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<130x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg61: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg67: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg69: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg71: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg72: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg73: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg74: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg76: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg77: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg81: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg83: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg85: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg86: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg89: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg90: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg91: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg92: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg93: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.iota dim = 0 : tensor<32xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<8x32xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %5 = stablehlo.iota dim = 0 : tensor<32xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<8x32xi32>
    %8 = call @_take(%arg91, %arg93) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %10 = stablehlo.multiply %8, %9 : tensor<8x32x64xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %12 = stablehlo.add %3, %11 : tensor<8x32xi32>
    %13 = call @_take_0(%arg56, %12) : (tensor<130x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x32x64xf32>
    %15 = chlo.square %14 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %18 = stablehlo.divide %16, %17 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%15 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x32xf32>
    %22 = chlo.square %18 : tensor<8x32xf32> -> tensor<8x32xf32>
    %23 = stablehlo.subtract %21, %22 : tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %25 = stablehlo.maximum %24, %23 : tensor<8x32xf32>
    %26 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %29 = stablehlo.subtract %14, %28 : tensor<8x32x64xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<8x32x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x32x1xf32>
    %33 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.multiply %34, %35 : tensor<8x32x64xf32>
    %37 = stablehlo.multiply %29, %36 : tensor<8x32x64xf32>
    %38 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x32x64xf32>
    %41 = stablehlo.dot_general %40, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %42 = stablehlo.reshape %arg69 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x32x64xf32>
    %45 = stablehlo.dot_general %40, %arg66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.reshape %arg65 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x32x64xf32>
    %49 = stablehlo.dot_general %40, %arg72, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %50 = stablehlo.reshape %arg71 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x32x64xf32>
    %53 = stablehlo.reshape %44 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %54 = stablehlo.reshape %48 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %55 = stablehlo.reshape %52 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %58 = stablehlo.compare GT, %56, %57, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %60 = stablehlo.convert %59 : tensor<8x1x1x32xf32>
    %cst_10 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %62 = stablehlo.select %58, %60, %61 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %63 = stablehlo.sqrt %cst_11 : tensor<f32>
    %64 = stablehlo.convert %63 : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %66 = stablehlo.divide %53, %65 : tensor<8x32x4x16xf32>
    %67 = stablehlo.dot_general %66, %54, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %68 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.reduce(%69 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %72 = stablehlo.maximum %71, %70 : tensor<8x4x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %75 = stablehlo.subtract %69, %74 : tensor<8x4x32x32xf32>
    %76 = stablehlo.exponential %75 : tensor<8x4x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %80 = stablehlo.divide %76, %79 : tensor<8x4x32x32xf32>
    %81 = stablehlo.dot_general %55, %80, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %82 = stablehlo.transpose %81, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %84 = stablehlo.dot_general %83, %arg68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %85 = stablehlo.reshape %arg67 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %87 = stablehlo.add %84, %86 : tensor<8x32x64xf32>
    %88 = stablehlo.add %40, %87 : tensor<8x32x64xf32>
    %89 = chlo.square %88 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%88 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%89 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %95 = stablehlo.divide %93, %94 : tensor<8x32xf32>
    %96 = chlo.square %92 : tensor<8x32xf32> -> tensor<8x32xf32>
    %97 = stablehlo.subtract %95, %96 : tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<8x32xf32>
    %100 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %102 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %103 = stablehlo.subtract %88, %102 : tensor<8x32x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %105 = stablehlo.add %101, %104 : tensor<8x32x1xf32>
    %106 = stablehlo.rsqrt %105 : tensor<8x32x1xf32>
    %107 = stablehlo.reshape %arg74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<8x32x64xf32>
    %111 = stablehlo.multiply %103, %110 : tensor<8x32x64xf32>
    %112 = stablehlo.reshape %arg73 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x32x64xf32>
    %115 = stablehlo.dot_general %114, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %116 = stablehlo.reshape %arg59 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %118 = stablehlo.add %115, %117 : tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<8x32x128xf32>
    %121 = stablehlo.negate %118 : tensor<8x32x128xf32>
    %cst_22 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %123 = stablehlo.multiply %121, %122 : tensor<8x32x128xf32>
    %124 = chlo.erfc %123 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<8x32x128xf32>
    %126 = stablehlo.dot_general %125, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %127 = stablehlo.reshape %arg61 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x32x64xf32>
    %130 = stablehlo.add %114, %129 : tensor<8x32x64xf32>
    %131 = chlo.square %130 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%130 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %134 = stablehlo.divide %132, %133 : tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%131 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x32xf32>
    %138 = chlo.square %134 : tensor<8x32xf32> -> tensor<8x32xf32>
    %139 = stablehlo.subtract %137, %138 : tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<8x32xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %145 = stablehlo.subtract %130, %144 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %147 = stablehlo.add %143, %146 : tensor<8x32x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<8x32x1xf32>
    %149 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<8x32x64xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<8x32x64xf32>
    %154 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x32x64xf32>
    %157 = stablehlo.dot_general %156, %arg86, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %158 = stablehlo.reshape %arg85 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %160 = stablehlo.add %157, %159 : tensor<8x32x64xf32>
    %161 = stablehlo.dot_general %156, %arg82, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.reshape %arg81 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x32x64xf32>
    %165 = stablehlo.dot_general %156, %arg88, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.reshape %arg87 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %168 = stablehlo.add %165, %167 : tensor<8x32x64xf32>
    %169 = stablehlo.reshape %160 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %170 = stablehlo.reshape %164 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %171 = stablehlo.reshape %168 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %172 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %173 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %174 = stablehlo.compare GT, %172, %173, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %176 = stablehlo.convert %175 : tensor<8x1x1x32xf32>
    %cst_31 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %178 = stablehlo.select %174, %176, %177 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_32 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %179 = stablehlo.sqrt %cst_32 : tensor<f32>
    %180 = stablehlo.convert %179 : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %182 = stablehlo.divide %169, %181 : tensor<8x32x4x16xf32>
    %183 = stablehlo.dot_general %182, %170, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %184 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x4x32x32xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_33) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %188 = stablehlo.maximum %187, %186 : tensor<8x4x32xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %191 = stablehlo.subtract %185, %190 : tensor<8x4x32x32xf32>
    %192 = stablehlo.exponential %191 : tensor<8x4x32x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.reduce(%192 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %196 = stablehlo.divide %192, %195 : tensor<8x4x32x32xf32>
    %197 = stablehlo.dot_general %171, %196, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %198 = stablehlo.transpose %197, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %200 = stablehlo.dot_general %199, %arg84, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %201 = stablehlo.reshape %arg83 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %203 = stablehlo.add %200, %202 : tensor<8x32x64xf32>
    %204 = stablehlo.add %156, %203 : tensor<8x32x64xf32>
    %205 = chlo.square %204 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%204 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %208 = stablehlo.divide %206, %207 : tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%205 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %211 = stablehlo.divide %209, %210 : tensor<8x32xf32>
    %212 = chlo.square %208 : tensor<8x32xf32> -> tensor<8x32xf32>
    %213 = stablehlo.subtract %211, %212 : tensor<8x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %215 = stablehlo.maximum %214, %213 : tensor<8x32xf32>
    %216 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %219 = stablehlo.subtract %204, %218 : tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %221 = stablehlo.add %217, %220 : tensor<8x32x1xf32>
    %222 = stablehlo.rsqrt %221 : tensor<8x32x1xf32>
    %223 = stablehlo.reshape %arg90 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %225 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %226 = stablehlo.multiply %224, %225 : tensor<8x32x64xf32>
    %227 = stablehlo.multiply %219, %226 : tensor<8x32x64xf32>
    %228 = stablehlo.reshape %arg89 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<8x32x64xf32>
    %231 = stablehlo.dot_general %230, %arg76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %232 = stablehlo.reshape %arg75 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x32x128xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %236 = stablehlo.multiply %235, %234 : tensor<8x32x128xf32>
    %237 = stablehlo.negate %234 : tensor<8x32x128xf32>
    %cst_43 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<8x32x128xf32>
    %240 = chlo.erfc %239 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %241 = stablehlo.multiply %236, %240 : tensor<8x32x128xf32>
    %242 = stablehlo.dot_general %241, %arg78, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %243 = stablehlo.reshape %arg77 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.add %242, %244 : tensor<8x32x64xf32>
    %246 = stablehlo.add %230, %245 : tensor<8x32x64xf32>
    %247 = chlo.square %246 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%246 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %250 = stablehlo.divide %248, %249 : tensor<8x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%247 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %253 = stablehlo.divide %251, %252 : tensor<8x32xf32>
    %254 = chlo.square %250 : tensor<8x32xf32> -> tensor<8x32xf32>
    %255 = stablehlo.subtract %253, %254 : tensor<8x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %257 = stablehlo.maximum %256, %255 : tensor<8x32xf32>
    %258 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %260 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %261 = stablehlo.subtract %246, %260 : tensor<8x32x64xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %263 = stablehlo.add %259, %262 : tensor<8x32x1xf32>
    %264 = stablehlo.rsqrt %263 : tensor<8x32x1xf32>
    %265 = stablehlo.reshape %arg80 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %267 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<8x32x64xf32>
    %269 = stablehlo.multiply %261, %268 : tensor<8x32x64xf32>
    %270 = stablehlo.reshape %arg79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %272 = stablehlo.add %269, %271 : tensor<8x32x64xf32>
    %273 = call @_take(%arg91, %arg92) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %275 = stablehlo.multiply %273, %274 : tensor<8x32x64xf32>
    %c_51 = stablehlo.constant dense<2> : tensor<i32>
    %276 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %277 = stablehlo.add %7, %276 : tensor<8x32xi32>
    %278 = call @_take_0(%arg1, %277) : (tensor<130x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %279 = stablehlo.add %275, %278 : tensor<8x32x64xf32>
    %280 = chlo.square %279 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%279 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%280 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %286 = stablehlo.divide %284, %285 : tensor<8x32xf32>
    %287 = chlo.square %283 : tensor<8x32xf32> -> tensor<8x32xf32>
    %288 = stablehlo.subtract %286, %287 : tensor<8x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %290 = stablehlo.maximum %289, %288 : tensor<8x32xf32>
    %291 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %294 = stablehlo.subtract %279, %293 : tensor<8x32x64xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %296 = stablehlo.add %292, %295 : tensor<8x32x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<8x32x1xf32>
    %298 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %300 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<8x32x64xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<8x32x64xf32>
    %303 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %305 = stablehlo.add %302, %304 : tensor<8x32x64xf32>
    %306 = stablehlo.iota dim = 0 : tensor<128xi32>
    %307 = stablehlo.broadcast_in_dim %306, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
    %310 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x128x1xi32>) -> tensor<1x128x128xi32>
    %311 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x128x128xi32>
    %312 = stablehlo.compare GE, %310, %311, SIGNED : (tensor<1x128x128xi32>, tensor<1x128x128xi32>) -> tensor<1x128x128xi1>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 2, 3] : (tensor<1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %314 = stablehlo.dot_general %305, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %315 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %317 = stablehlo.add %314, %316 : tensor<8x32x64xf32>
    %318 = stablehlo.dot_general %305, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %319 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %321 = stablehlo.add %318, %320 : tensor<8x32x64xf32>
    %322 = stablehlo.dot_general %305, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %323 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %325 = stablehlo.add %322, %324 : tensor<8x32x64xf32>
    %326 = stablehlo.reshape %317 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %327 = stablehlo.reshape %321 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %328 = stablehlo.reshape %325 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %329 = stablehlo.slice %313 [0:1, 0:1, 0:32, 0:32] : (tensor<1x1x128x128xi1>) -> tensor<1x1x32x32xi1>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x1x32x32xi1>
    %331 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %333 = stablehlo.convert %330 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %334 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %335 = stablehlo.compare NE, %332, %334, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %336 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %337 = stablehlo.compare NE, %333, %336, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %338 = stablehlo.and %335, %337 : tensor<8x1x32x32xi1>
    %339 = stablehlo.convert %338 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %341 = stablehlo.compare GT, %339, %340, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %343 = stablehlo.convert %342 : tensor<8x1x32x32xf32>
    %cst_62 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %345 = stablehlo.select %341, %343, %344 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %cst_63 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %346 = stablehlo.sqrt %cst_63 : tensor<f32>
    %347 = stablehlo.convert %346 : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %349 = stablehlo.divide %326, %348 : tensor<8x32x4x16xf32>
    %350 = stablehlo.dot_general %349, %327, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %351 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %352 = stablehlo.add %350, %351 : tensor<8x4x32x32xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_64) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %355 = stablehlo.maximum %354, %353 : tensor<8x4x32xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %358 = stablehlo.subtract %352, %357 : tensor<8x4x32x32xf32>
    %359 = stablehlo.exponential %358 : tensor<8x4x32x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_66) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %363 = stablehlo.divide %359, %362 : tensor<8x4x32x32xf32>
    %364 = stablehlo.dot_general %328, %363, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %365 = stablehlo.transpose %364, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %367 = stablehlo.dot_general %366, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %368 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %370 = stablehlo.add %367, %369 : tensor<8x32x64xf32>
    %371 = stablehlo.add %305, %370 : tensor<8x32x64xf32>
    %372 = chlo.square %371 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%371 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %375 = stablehlo.divide %373, %374 : tensor<8x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%372 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_70 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %378 = stablehlo.divide %376, %377 : tensor<8x32xf32>
    %379 = chlo.square %375 : tensor<8x32xf32> -> tensor<8x32xf32>
    %380 = stablehlo.subtract %378, %379 : tensor<8x32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %382 = stablehlo.maximum %381, %380 : tensor<8x32xf32>
    %383 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %384 = stablehlo.broadcast_in_dim %382, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %385 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %386 = stablehlo.subtract %371, %385 : tensor<8x32x64xf32>
    %cst_72 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %388 = stablehlo.add %384, %387 : tensor<8x32x1xf32>
    %389 = stablehlo.rsqrt %388 : tensor<8x32x1xf32>
    %390 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %391 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %392 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %393 = stablehlo.multiply %391, %392 : tensor<8x32x64xf32>
    %394 = stablehlo.multiply %386, %393 : tensor<8x32x64xf32>
    %395 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %397 = stablehlo.add %394, %396 : tensor<8x32x64xf32>
    %398 = stablehlo.dot_general %397, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %399 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %401 = stablehlo.add %398, %400 : tensor<8x32x64xf32>
    %402 = stablehlo.dot_general %272, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %403 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %405 = stablehlo.add %402, %404 : tensor<8x32x64xf32>
    %406 = stablehlo.dot_general %272, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %407 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %409 = stablehlo.add %406, %408 : tensor<8x32x64xf32>
    %410 = stablehlo.reshape %401 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %411 = stablehlo.reshape %405 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %412 = stablehlo.reshape %409 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %413 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %414 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %415 = stablehlo.compare GT, %413, %414, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %417 = stablehlo.convert %416 : tensor<8x1x1x32xf32>
    %cst_75 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %419 = stablehlo.select %415, %417, %418 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_76 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %420 = stablehlo.sqrt %cst_76 : tensor<f32>
    %421 = stablehlo.convert %420 : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %423 = stablehlo.divide %410, %422 : tensor<8x32x4x16xf32>
    %424 = stablehlo.dot_general %423, %411, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %425 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %426 = stablehlo.add %424, %425 : tensor<8x4x32x32xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %429 = stablehlo.maximum %428, %427 : tensor<8x4x32xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %432 = stablehlo.subtract %426, %431 : tensor<8x4x32x32xf32>
    %433 = stablehlo.exponential %432 : tensor<8x4x32x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %437 = stablehlo.divide %433, %436 : tensor<8x4x32x32xf32>
    %438 = stablehlo.dot_general %412, %437, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %439 = stablehlo.transpose %438, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %440 = stablehlo.reshape %439 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %441 = stablehlo.dot_general %440, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %442 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %444 = stablehlo.add %441, %443 : tensor<8x32x64xf32>
    %445 = stablehlo.add %397, %444 : tensor<8x32x64xf32>
    %446 = chlo.square %445 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%445 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %449 = stablehlo.divide %447, %448 : tensor<8x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%446 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %452 = stablehlo.divide %450, %451 : tensor<8x32xf32>
    %453 = chlo.square %449 : tensor<8x32xf32> -> tensor<8x32xf32>
    %454 = stablehlo.subtract %452, %453 : tensor<8x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %456 = stablehlo.maximum %455, %454 : tensor<8x32xf32>
    %457 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %458 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %459 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %460 = stablehlo.subtract %445, %459 : tensor<8x32x64xf32>
    %cst_85 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %462 = stablehlo.add %458, %461 : tensor<8x32x1xf32>
    %463 = stablehlo.rsqrt %462 : tensor<8x32x1xf32>
    %464 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %465 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %466 = stablehlo.broadcast_in_dim %464, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %467 = stablehlo.multiply %465, %466 : tensor<8x32x64xf32>
    %468 = stablehlo.multiply %460, %467 : tensor<8x32x64xf32>
    %469 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %471 = stablehlo.add %468, %470 : tensor<8x32x64xf32>
    %472 = stablehlo.dot_general %471, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %473 = stablehlo.reshape %arg14 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %475 = stablehlo.add %472, %474 : tensor<8x32x128xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %477 = stablehlo.multiply %476, %475 : tensor<8x32x128xf32>
    %478 = stablehlo.negate %475 : tensor<8x32x128xf32>
    %cst_87 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %480 = stablehlo.multiply %478, %479 : tensor<8x32x128xf32>
    %481 = chlo.erfc %480 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %482 = stablehlo.multiply %477, %481 : tensor<8x32x128xf32>
    %483 = stablehlo.dot_general %482, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %484 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %486 = stablehlo.add %483, %485 : tensor<8x32x64xf32>
    %487 = stablehlo.add %471, %486 : tensor<8x32x64xf32>
    %488 = chlo.square %487 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%487 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_89 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %491 = stablehlo.divide %489, %490 : tensor<8x32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%488 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %494 = stablehlo.divide %492, %493 : tensor<8x32xf32>
    %495 = chlo.square %491 : tensor<8x32xf32> -> tensor<8x32xf32>
    %496 = stablehlo.subtract %494, %495 : tensor<8x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %498 = stablehlo.maximum %497, %496 : tensor<8x32xf32>
    %499 = stablehlo.broadcast_in_dim %491, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %500 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %501 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %502 = stablehlo.subtract %487, %501 : tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %504 = stablehlo.add %500, %503 : tensor<8x32x1xf32>
    %505 = stablehlo.rsqrt %504 : tensor<8x32x1xf32>
    %506 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %507 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %508 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %509 = stablehlo.multiply %507, %508 : tensor<8x32x64xf32>
    %510 = stablehlo.multiply %502, %509 : tensor<8x32x64xf32>
    %511 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %513 = stablehlo.add %510, %512 : tensor<8x32x64xf32>
    %514 = stablehlo.iota dim = 0 : tensor<128xi32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %516 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
    %518 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<1x128x1xi32>) -> tensor<1x128x128xi32>
    %519 = stablehlo.broadcast_in_dim %517, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x128x128xi32>
    %520 = stablehlo.compare GE, %518, %519, SIGNED : (tensor<1x128x128xi32>, tensor<1x128x128xi32>) -> tensor<1x128x128xi1>
    %521 = stablehlo.broadcast_in_dim %520, dims = [0, 2, 3] : (tensor<1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %522 = stablehlo.dot_general %513, %arg51, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %523 = stablehlo.reshape %arg50 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %525 = stablehlo.add %522, %524 : tensor<8x32x64xf32>
    %526 = stablehlo.dot_general %513, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %527 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %529 = stablehlo.add %526, %528 : tensor<8x32x64xf32>
    %530 = stablehlo.dot_general %513, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %531 = stablehlo.reshape %arg52 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %533 = stablehlo.add %530, %532 : tensor<8x32x64xf32>
    %534 = stablehlo.reshape %525 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %535 = stablehlo.reshape %529 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %536 = stablehlo.reshape %533 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %537 = stablehlo.slice %521 [0:1, 0:1, 0:32, 0:32] : (tensor<1x1x128x128xi1>) -> tensor<1x1x32x32xi1>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x1x32x32xi1>
    %539 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %540 = stablehlo.broadcast_in_dim %539, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %541 = stablehlo.convert %538 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %542 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %543 = stablehlo.compare NE, %540, %542, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_95 = stablehlo.constant dense<0> : tensor<i32>
    %544 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %545 = stablehlo.compare NE, %541, %544, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %546 = stablehlo.and %543, %545 : tensor<8x1x32x32xi1>
    %547 = stablehlo.convert %546 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %549 = stablehlo.compare GT, %547, %548, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %551 = stablehlo.convert %550 : tensor<8x1x32x32xf32>
    %cst_98 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %552 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %553 = stablehlo.select %549, %551, %552 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %cst_99 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %554 = stablehlo.sqrt %cst_99 : tensor<f32>
    %555 = stablehlo.convert %554 : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %557 = stablehlo.divide %534, %556 : tensor<8x32x4x16xf32>
    %558 = stablehlo.dot_general %557, %535, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %559 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %560 = stablehlo.add %558, %559 : tensor<8x4x32x32xf32>
    %cst_100 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %561 = stablehlo.reduce(%560 init: %cst_100) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_101 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %563 = stablehlo.maximum %562, %561 : tensor<8x4x32xf32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %566 = stablehlo.subtract %560, %565 : tensor<8x4x32x32xf32>
    %567 = stablehlo.exponential %566 : tensor<8x4x32x32xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.reduce(%567 init: %cst_102) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %571 = stablehlo.divide %567, %570 : tensor<8x4x32x32xf32>
    %572 = stablehlo.dot_general %536, %571, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %573 = stablehlo.transpose %572, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %575 = stablehlo.dot_general %574, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %576 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %578 = stablehlo.add %575, %577 : tensor<8x32x64xf32>
    %579 = stablehlo.add %513, %578 : tensor<8x32x64xf32>
    %580 = chlo.square %579 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%579 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_104 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %583 = stablehlo.divide %581, %582 : tensor<8x32xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%580 init: %cst_105) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_106 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %586 = stablehlo.divide %584, %585 : tensor<8x32xf32>
    %587 = chlo.square %583 : tensor<8x32xf32> -> tensor<8x32xf32>
    %588 = stablehlo.subtract %586, %587 : tensor<8x32xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %590 = stablehlo.maximum %589, %588 : tensor<8x32xf32>
    %591 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %592 = stablehlo.broadcast_in_dim %590, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %593 = stablehlo.broadcast_in_dim %591, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %594 = stablehlo.subtract %579, %593 : tensor<8x32x64xf32>
    %cst_108 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %596 = stablehlo.add %592, %595 : tensor<8x32x1xf32>
    %597 = stablehlo.rsqrt %596 : tensor<8x32x1xf32>
    %598 = stablehlo.reshape %arg55 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %599 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %600 = stablehlo.broadcast_in_dim %598, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %601 = stablehlo.multiply %599, %600 : tensor<8x32x64xf32>
    %602 = stablehlo.multiply %594, %601 : tensor<8x32x64xf32>
    %603 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %605 = stablehlo.add %602, %604 : tensor<8x32x64xf32>
    %606 = stablehlo.dot_general %605, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %607 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %609 = stablehlo.add %606, %608 : tensor<8x32x64xf32>
    %610 = stablehlo.dot_general %272, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %611 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %612 = stablehlo.broadcast_in_dim %611, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %613 = stablehlo.add %610, %612 : tensor<8x32x64xf32>
    %614 = stablehlo.dot_general %272, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %615 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %616 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %617 = stablehlo.add %614, %616 : tensor<8x32x64xf32>
    %618 = stablehlo.reshape %609 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %619 = stablehlo.reshape %613 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %620 = stablehlo.reshape %617 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %621 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_109 = stablehlo.constant dense<0> : tensor<i32>
    %622 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %623 = stablehlo.compare GT, %621, %622, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %625 = stablehlo.convert %624 : tensor<8x1x1x32xf32>
    %cst_111 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %627 = stablehlo.select %623, %625, %626 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_112 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %628 = stablehlo.sqrt %cst_112 : tensor<f32>
    %629 = stablehlo.convert %628 : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %631 = stablehlo.divide %618, %630 : tensor<8x32x4x16xf32>
    %632 = stablehlo.dot_general %631, %619, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %633 = stablehlo.broadcast_in_dim %627, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %634 = stablehlo.add %632, %633 : tensor<8x4x32x32xf32>
    %cst_113 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_113) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %637 = stablehlo.maximum %636, %635 : tensor<8x4x32xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %639 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %640 = stablehlo.subtract %634, %639 : tensor<8x4x32x32xf32>
    %641 = stablehlo.exponential %640 : tensor<8x4x32x32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.reduce(%641 init: %cst_115) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %645 = stablehlo.divide %641, %644 : tensor<8x4x32x32xf32>
    %646 = stablehlo.dot_general %620, %645, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %647 = stablehlo.transpose %646, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %648 = stablehlo.reshape %647 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %649 = stablehlo.dot_general %648, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %650 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %651 = stablehlo.broadcast_in_dim %650, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %652 = stablehlo.add %649, %651 : tensor<8x32x64xf32>
    %653 = stablehlo.add %605, %652 : tensor<8x32x64xf32>
    %654 = chlo.square %653 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%653 init: %cst_116) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_117 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %657 = stablehlo.divide %655, %656 : tensor<8x32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%654 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_119 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %660 = stablehlo.divide %658, %659 : tensor<8x32xf32>
    %661 = chlo.square %657 : tensor<8x32xf32> -> tensor<8x32xf32>
    %662 = stablehlo.subtract %660, %661 : tensor<8x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %664 = stablehlo.maximum %663, %662 : tensor<8x32xf32>
    %665 = stablehlo.broadcast_in_dim %657, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %666 = stablehlo.broadcast_in_dim %664, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %667 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %668 = stablehlo.subtract %653, %667 : tensor<8x32x64xf32>
    %cst_121 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %670 = stablehlo.add %666, %669 : tensor<8x32x1xf32>
    %671 = stablehlo.rsqrt %670 : tensor<8x32x1xf32>
    %672 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %673 = stablehlo.broadcast_in_dim %671, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %674 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %675 = stablehlo.multiply %673, %674 : tensor<8x32x64xf32>
    %676 = stablehlo.multiply %668, %675 : tensor<8x32x64xf32>
    %677 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %679 = stablehlo.add %676, %678 : tensor<8x32x64xf32>
    %680 = stablehlo.dot_general %679, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %681 = stablehlo.reshape %arg40 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %683 = stablehlo.add %680, %682 : tensor<8x32x128xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %685 = stablehlo.multiply %684, %683 : tensor<8x32x128xf32>
    %686 = stablehlo.negate %683 : tensor<8x32x128xf32>
    %cst_123 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %688 = stablehlo.multiply %686, %687 : tensor<8x32x128xf32>
    %689 = chlo.erfc %688 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %690 = stablehlo.multiply %685, %689 : tensor<8x32x128xf32>
    %691 = stablehlo.dot_general %690, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %692 = stablehlo.reshape %arg42 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %694 = stablehlo.add %691, %693 : tensor<8x32x64xf32>
    %695 = stablehlo.add %679, %694 : tensor<8x32x64xf32>
    %696 = chlo.square %695 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%695 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %699 = stablehlo.divide %697, %698 : tensor<8x32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.reduce(%696 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_127 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %702 = stablehlo.divide %700, %701 : tensor<8x32xf32>
    %703 = chlo.square %699 : tensor<8x32xf32> -> tensor<8x32xf32>
    %704 = stablehlo.subtract %702, %703 : tensor<8x32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %706 = stablehlo.maximum %705, %704 : tensor<8x32xf32>
    %707 = stablehlo.broadcast_in_dim %699, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %708 = stablehlo.broadcast_in_dim %706, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %709 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %710 = stablehlo.subtract %695, %709 : tensor<8x32x64xf32>
    %cst_129 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %712 = stablehlo.add %708, %711 : tensor<8x32x1xf32>
    %713 = stablehlo.rsqrt %712 : tensor<8x32x1xf32>
    %714 = stablehlo.reshape %arg45 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %715 = stablehlo.broadcast_in_dim %713, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %716 = stablehlo.broadcast_in_dim %714, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %717 = stablehlo.multiply %715, %716 : tensor<8x32x64xf32>
    %718 = stablehlo.multiply %710, %717 : tensor<8x32x64xf32>
    %719 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %721 = stablehlo.add %718, %720 : tensor<8x32x64xf32>
    %722 = stablehlo.transpose %arg91, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %723 = stablehlo.dot_general %721, %722, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    %724 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %726 = stablehlo.add %723, %725 : tensor<8x32x512xf32>
    return %726 : tensor<8x32x512xf32>
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
  func.func private @_take_0(%arg0: tensor<130x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<130> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<129> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<130x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
}
