module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg26: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg27: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg28: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg35: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg36: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg37: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg40: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg41: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg42: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg43: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg46: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg47: tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg48: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg49: tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg50: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result['decoder_sequence_output']"}, tensor<8x32x64xf32> {jax.result_info = "result['encoder_sequence_output']"}) {
    %0 = call @_take(%arg0, %arg48) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = call @_take(%arg0, %arg50) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %2 = chlo.square %1 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x32x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<8x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %11 = stablehlo.divide %1, %10 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.add %12, %arg1 : tensor<64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.multiply %11, %15 : tensor<8x32x64xf32>
    %17 = stablehlo.broadcast_in_dim %arg49, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %18 = stablehlo.convert %17 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %20 = stablehlo.compare NE, %18, %19, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %21 = stablehlo.convert %20 : tensor<8x1x32xi1>
    %22 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %23 = stablehlo.dot_general %16, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %24 = stablehlo.dot_general %16, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %25 = stablehlo.broadcast_in_dim %21, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %26 = stablehlo.reshape %22 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %28 = stablehlo.dot_general %26, %23, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_3 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %30 = stablehlo.multiply %28, %29 : tensor<8x4x32x1x32xf32>
    %c_4 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %32 = stablehlo.broadcast_in_dim %31, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %33 = stablehlo.transpose %27, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x4x32x32xi1>
    %35 = stablehlo.and %32, %34 : tensor<1x8x4x32x32xi1>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %36 = call @_where_0(%35, %30, %cst_5) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_6) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %39 = stablehlo.maximum %38, %37 : tensor<1x8x4x32xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<1x8x4x32x32xf32>
    %43 = stablehlo.exponential %42 : tensor<1x8x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_8) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %47 = stablehlo.divide %43, %46 : tensor<1x8x4x32x32xf32>
    %48 = stablehlo.dot_general %24, %47, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %49 = stablehlo.transpose %48, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %50 = stablehlo.transpose %49, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %51 = stablehlo.reshape %50 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %52 = stablehlo.dot_general %51, %arg5, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %53 = stablehlo.add %1, %52 : tensor<8x32x64xf32>
    %54 = chlo.square %53 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8x32x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %60 = stablehlo.add %58, %59 : tensor<8x32x1xf32>
    %61 = stablehlo.sqrt %60 : tensor<8x32x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %63 = stablehlo.divide %53, %62 : tensor<8x32x64xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %65 = stablehlo.add %64, %arg6 : tensor<64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %68 = stablehlo.multiply %63, %67 : tensor<8x32x64xf32>
    %69 = stablehlo.dot_general %68, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %70 = stablehlo.multiply %69, %69 : tensor<8x32x128xf32>
    %71 = stablehlo.multiply %70, %69 : tensor<8x32x128xf32>
    %cst_13 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<8x32x128xf32>
    %74 = stablehlo.add %69, %73 : tensor<8x32x128xf32>
    %cst_14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %76 = stablehlo.multiply %75, %74 : tensor<8x32x128xf32>
    %77 = stablehlo.tanh %76 : tensor<8x32x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %79 = stablehlo.add %78, %77 : tensor<8x32x128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8x32x128xf32>
    %82 = stablehlo.multiply %69, %81 : tensor<8x32x128xf32>
    %83 = stablehlo.dot_general %68, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<8x32x128xf32>
    %85 = stablehlo.dot_general %84, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %86 = stablehlo.add %53, %85 : tensor<8x32x64xf32>
    %87 = chlo.square %86 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %93 = stablehlo.add %91, %92 : tensor<8x32x1xf32>
    %94 = stablehlo.sqrt %93 : tensor<8x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %96 = stablehlo.divide %86, %95 : tensor<8x32x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %98 = stablehlo.add %97, %arg10 : tensor<64xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.multiply %96, %100 : tensor<8x32x64xf32>
    %102 = stablehlo.broadcast_in_dim %arg49, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %103 = stablehlo.convert %102 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %104 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %105 = stablehlo.compare NE, %103, %104, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %106 = stablehlo.convert %105 : tensor<8x1x32xi1>
    %107 = stablehlo.dot_general %101, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %108 = stablehlo.dot_general %101, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %109 = stablehlo.dot_general %101, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %110 = stablehlo.broadcast_in_dim %106, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %111 = stablehlo.reshape %107 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %113 = stablehlo.dot_general %111, %108, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_22 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %115 = stablehlo.multiply %113, %114 : tensor<8x4x32x1x32xf32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %116 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %117 = stablehlo.broadcast_in_dim %116, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %118 = stablehlo.transpose %112, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x4x32x32xi1>
    %120 = stablehlo.and %117, %119 : tensor<1x8x4x32x32xi1>
    %cst_24 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %121 = call @_where_0(%120, %115, %cst_24) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_25) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<1x8x4x32xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %127 = stablehlo.subtract %121, %126 : tensor<1x8x4x32x32xf32>
    %128 = stablehlo.exponential %127 : tensor<1x8x4x32x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %132 = stablehlo.divide %128, %131 : tensor<1x8x4x32x32xf32>
    %133 = stablehlo.dot_general %109, %132, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %134 = stablehlo.transpose %133, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %135 = stablehlo.transpose %134, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %137 = stablehlo.dot_general %136, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %138 = stablehlo.add %86, %137 : tensor<8x32x64xf32>
    %139 = chlo.square %138 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %143 = stablehlo.divide %141, %142 : tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %145 = stablehlo.add %143, %144 : tensor<8x32x1xf32>
    %146 = stablehlo.sqrt %145 : tensor<8x32x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %148 = stablehlo.divide %138, %147 : tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %150 = stablehlo.add %149, %arg15 : tensor<64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %153 = stablehlo.multiply %148, %152 : tensor<8x32x64xf32>
    %154 = stablehlo.dot_general %153, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %155 = stablehlo.multiply %154, %154 : tensor<8x32x128xf32>
    %156 = stablehlo.multiply %155, %154 : tensor<8x32x128xf32>
    %cst_32 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<8x32x128xf32>
    %159 = stablehlo.add %154, %158 : tensor<8x32x128xf32>
    %cst_33 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<8x32x128xf32>
    %162 = stablehlo.tanh %161 : tensor<8x32x128xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %164 = stablehlo.add %163, %162 : tensor<8x32x128xf32>
    %cst_35 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<8x32x128xf32>
    %167 = stablehlo.multiply %154, %166 : tensor<8x32x128xf32>
    %168 = stablehlo.dot_general %153, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %169 = stablehlo.multiply %167, %168 : tensor<8x32x128xf32>
    %170 = stablehlo.dot_general %169, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %171 = stablehlo.add %138, %170 : tensor<8x32x64xf32>
    %172 = chlo.square %0 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<8x32x1xf32>
    %179 = stablehlo.sqrt %178 : tensor<8x32x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %181 = stablehlo.divide %0, %180 : tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %183 = stablehlo.add %182, %arg19 : tensor<64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %186 = stablehlo.multiply %181, %185 : tensor<8x32x64xf32>
    %187 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %189 = stablehlo.add %187, %188 : tensor<32xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %191 = stablehlo.iota dim = 0 : tensor<32xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %195 = stablehlo.compare GE, %193, %194, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %196 = stablehlo.broadcast_in_dim %195, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %198 = stablehlo.broadcast_in_dim %arg47, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %199 = stablehlo.convert %198 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %200 = stablehlo.convert %197 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %202 = stablehlo.minimum %201, %200 : tensor<8x32x32xi32>
    %203 = stablehlo.dot_general %186, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %204 = stablehlo.dot_general %186, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %205 = stablehlo.dot_general %186, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %206 = stablehlo.broadcast_in_dim %202, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %207 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %208 = stablehlo.compare NE, %206, %207, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %209 = stablehlo.convert %208 : tensor<8x1x32x32xi1>
    %210 = stablehlo.reshape %203 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %212 = stablehlo.dot_general %210, %204, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_42 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<8x4x32x1x32xf32>
    %c_43 = stablehlo.constant dense<true> : tensor<i1>
    %215 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %216 = stablehlo.broadcast_in_dim %215, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %217 = stablehlo.transpose %211, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %219 = stablehlo.and %216, %218 : tensor<1x8x4x32x32xi1>
    %cst_44 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %220 = call @_where_0(%219, %214, %cst_44) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_45) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %223 = stablehlo.maximum %222, %221 : tensor<1x8x4x32xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %226 = stablehlo.subtract %220, %225 : tensor<1x8x4x32x32xf32>
    %227 = stablehlo.exponential %226 : tensor<1x8x4x32x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_47) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %231 = stablehlo.divide %227, %230 : tensor<1x8x4x32x32xf32>
    %232 = stablehlo.dot_general %205, %231, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %233 = stablehlo.transpose %232, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %234 = stablehlo.transpose %233, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %235 = stablehlo.reshape %234 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %236 = stablehlo.dot_general %235, %arg23, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %237 = stablehlo.add %0, %236 : tensor<8x32x64xf32>
    %238 = chlo.square %237 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %242 = stablehlo.divide %240, %241 : tensor<8x32x1xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %244 = stablehlo.add %242, %243 : tensor<8x32x1xf32>
    %245 = stablehlo.sqrt %244 : tensor<8x32x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %247 = stablehlo.divide %237, %246 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %249 = stablehlo.add %248, %arg24 : tensor<64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %252 = stablehlo.multiply %247, %251 : tensor<8x32x64xf32>
    %253 = stablehlo.broadcast_in_dim %arg49, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %254 = stablehlo.convert %253 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %255 = stablehlo.dot_general %252, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %256 = stablehlo.dot_general %171, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %257 = stablehlo.dot_general %171, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %258 = stablehlo.broadcast_in_dim %254, dims = [0, 2, 3] : (tensor<8x1x32xi32>) -> tensor<8x1x1x32xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %259 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %260 = stablehlo.compare NE, %258, %259, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %261 = stablehlo.convert %260 : tensor<8x1x1x32xi1>
    %262 = stablehlo.reshape %255 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %264 = stablehlo.dot_general %262, %256, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_53 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %266 = stablehlo.multiply %264, %265 : tensor<8x4x32x1x32xf32>
    %c_54 = stablehlo.constant dense<true> : tensor<i1>
    %267 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %269 = stablehlo.transpose %263, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x4x32x32xi1>
    %271 = stablehlo.and %268, %270 : tensor<1x8x4x32x32xi1>
    %cst_55 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %272 = call @_where_0(%271, %266, %cst_55) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %273 = stablehlo.reduce(%272 init: %cst_56) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %275 = stablehlo.maximum %274, %273 : tensor<1x8x4x32xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %278 = stablehlo.subtract %272, %277 : tensor<1x8x4x32x32xf32>
    %279 = stablehlo.exponential %278 : tensor<1x8x4x32x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%279 init: %cst_58) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %283 = stablehlo.divide %279, %282 : tensor<1x8x4x32x32xf32>
    %284 = stablehlo.dot_general %257, %283, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %285 = stablehlo.transpose %284, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %286 = stablehlo.transpose %285, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %288 = stablehlo.dot_general %287, %arg28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %289 = stablehlo.add %237, %288 : tensor<8x32x64xf32>
    %290 = chlo.square %289 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8x32x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %296 = stablehlo.add %294, %295 : tensor<8x32x1xf32>
    %297 = stablehlo.sqrt %296 : tensor<8x32x1xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %299 = stablehlo.divide %289, %298 : tensor<8x32x64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %301 = stablehlo.add %300, %arg29 : tensor<64xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %304 = stablehlo.multiply %299, %303 : tensor<8x32x64xf32>
    %305 = stablehlo.dot_general %304, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %306 = stablehlo.multiply %305, %305 : tensor<8x32x128xf32>
    %307 = stablehlo.multiply %306, %305 : tensor<8x32x128xf32>
    %cst_63 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<8x32x128xf32>
    %310 = stablehlo.add %305, %309 : tensor<8x32x128xf32>
    %cst_64 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<8x32x128xf32>
    %313 = stablehlo.tanh %312 : tensor<8x32x128xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %315 = stablehlo.add %314, %313 : tensor<8x32x128xf32>
    %cst_66 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<8x32x128xf32>
    %318 = stablehlo.multiply %305, %317 : tensor<8x32x128xf32>
    %319 = stablehlo.dot_general %304, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<8x32x128xf32>
    %321 = stablehlo.dot_general %320, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %322 = stablehlo.add %289, %321 : tensor<8x32x64xf32>
    %323 = chlo.square %322 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %327 = stablehlo.divide %325, %326 : tensor<8x32x1xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %329 = stablehlo.add %327, %328 : tensor<8x32x1xf32>
    %330 = stablehlo.sqrt %329 : tensor<8x32x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %332 = stablehlo.divide %322, %331 : tensor<8x32x64xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %334 = stablehlo.add %333, %arg33 : tensor<64xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %337 = stablehlo.multiply %332, %336 : tensor<8x32x64xf32>
    %338 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %340 = stablehlo.add %338, %339 : tensor<32xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %342 = stablehlo.iota dim = 0 : tensor<32xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %344 = stablehlo.broadcast_in_dim %341, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %345 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %346 = stablehlo.compare GE, %344, %345, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %347 = stablehlo.broadcast_in_dim %346, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %349 = stablehlo.broadcast_in_dim %arg47, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %350 = stablehlo.convert %349 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %351 = stablehlo.convert %348 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %352 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %353 = stablehlo.minimum %352, %351 : tensor<8x32x32xi32>
    %354 = stablehlo.dot_general %337, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %355 = stablehlo.dot_general %337, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %356 = stablehlo.dot_general %337, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %357 = stablehlo.broadcast_in_dim %353, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %358 = stablehlo.broadcast_in_dim %c_72, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %359 = stablehlo.compare NE, %357, %358, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %360 = stablehlo.convert %359 : tensor<8x1x32x32xi1>
    %361 = stablehlo.reshape %354 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %362 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %363 = stablehlo.dot_general %361, %355, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_73 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<8x4x32x1x32xf32>
    %c_74 = stablehlo.constant dense<true> : tensor<i1>
    %366 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %367 = stablehlo.broadcast_in_dim %366, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %368 = stablehlo.transpose %362, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %370 = stablehlo.and %367, %369 : tensor<1x8x4x32x32xi1>
    %cst_75 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %371 = call @_where_0(%370, %365, %cst_75) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_76) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %374 = stablehlo.maximum %373, %372 : tensor<1x8x4x32xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %377 = stablehlo.subtract %371, %376 : tensor<1x8x4x32x32xf32>
    %378 = stablehlo.exponential %377 : tensor<1x8x4x32x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_78) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %382 = stablehlo.divide %378, %381 : tensor<1x8x4x32x32xf32>
    %383 = stablehlo.dot_general %356, %382, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %384 = stablehlo.transpose %383, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %385 = stablehlo.transpose %384, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %387 = stablehlo.dot_general %386, %arg37, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %388 = stablehlo.add %322, %387 : tensor<8x32x64xf32>
    %389 = chlo.square %388 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %390 = stablehlo.reduce(%389 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_80 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %393 = stablehlo.divide %391, %392 : tensor<8x32x1xf32>
    %cst_81 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %395 = stablehlo.add %393, %394 : tensor<8x32x1xf32>
    %396 = stablehlo.sqrt %395 : tensor<8x32x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %398 = stablehlo.divide %388, %397 : tensor<8x32x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %400 = stablehlo.add %399, %arg38 : tensor<64xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %403 = stablehlo.multiply %398, %402 : tensor<8x32x64xf32>
    %404 = stablehlo.broadcast_in_dim %arg49, dims = [0, 2] : (tensor<8x32xi1>) -> tensor<8x1x32xi1>
    %405 = stablehlo.convert %404 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %406 = stablehlo.dot_general %403, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %407 = stablehlo.dot_general %171, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %408 = stablehlo.dot_general %171, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %409 = stablehlo.broadcast_in_dim %405, dims = [0, 2, 3] : (tensor<8x1x32xi32>) -> tensor<8x1x1x32xi32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %410 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %411 = stablehlo.compare NE, %409, %410, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %412 = stablehlo.convert %411 : tensor<8x1x1x32xi1>
    %413 = stablehlo.reshape %406 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %414 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %415 = stablehlo.dot_general %413, %407, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_84 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %417 = stablehlo.multiply %415, %416 : tensor<8x4x32x1x32xf32>
    %c_85 = stablehlo.constant dense<true> : tensor<i1>
    %418 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %419 = stablehlo.broadcast_in_dim %418, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %420 = stablehlo.transpose %414, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x4x32x32xi1>
    %422 = stablehlo.and %419, %421 : tensor<1x8x4x32x32xi1>
    %cst_86 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %423 = call @_where_0(%422, %417, %cst_86) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_87) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %426 = stablehlo.maximum %425, %424 : tensor<1x8x4x32xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %429 = stablehlo.subtract %423, %428 : tensor<1x8x4x32x32xf32>
    %430 = stablehlo.exponential %429 : tensor<1x8x4x32x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_89) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %434 = stablehlo.divide %430, %433 : tensor<1x8x4x32x32xf32>
    %435 = stablehlo.dot_general %408, %434, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %436 = stablehlo.transpose %435, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %437 = stablehlo.transpose %436, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %439 = stablehlo.dot_general %438, %arg42, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %440 = stablehlo.add %388, %439 : tensor<8x32x64xf32>
    %441 = chlo.square %440 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %445 = stablehlo.divide %443, %444 : tensor<8x32x1xf32>
    %cst_92 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %447 = stablehlo.add %445, %446 : tensor<8x32x1xf32>
    %448 = stablehlo.sqrt %447 : tensor<8x32x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %450 = stablehlo.divide %440, %449 : tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %452 = stablehlo.add %451, %arg43 : tensor<64xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %455 = stablehlo.multiply %450, %454 : tensor<8x32x64xf32>
    %456 = stablehlo.dot_general %455, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %457 = stablehlo.multiply %456, %456 : tensor<8x32x128xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<8x32x128xf32>
    %cst_94 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %460 = stablehlo.multiply %459, %458 : tensor<8x32x128xf32>
    %461 = stablehlo.add %456, %460 : tensor<8x32x128xf32>
    %cst_95 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<8x32x128xf32>
    %464 = stablehlo.tanh %463 : tensor<8x32x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %465 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %466 = stablehlo.add %465, %464 : tensor<8x32x128xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<8x32x128xf32>
    %469 = stablehlo.multiply %456, %468 : tensor<8x32x128xf32>
    %470 = stablehlo.dot_general %455, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %471 = stablehlo.multiply %469, %470 : tensor<8x32x128xf32>
    %472 = stablehlo.dot_general %471, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %473 = stablehlo.add %440, %472 : tensor<8x32x64xf32>
    return %473, %171 : tensor<8x32x64xf32>, tensor<8x32x64xf32>
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
  func.func private @_where_0(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
}
