module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg47: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg48: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg50: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg51: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<64x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg53: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg54: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg55: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg56: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg59: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg60: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg61: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg62: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg67: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg68: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg69: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg70: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg69 : (tensor<8x32xi32>) -> tensor<8x32xf32>
    %1 = call @_take(%arg0, %arg70) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x32x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_var(%1, %c) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %8 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %9 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %11 = stablehlo.add %7, %10 : tensor<8x32x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %15 = stablehlo.multiply %13, %14 : tensor<8x32x64xf32>
    %16 = stablehlo.negate %6 : tensor<8x32x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.multiply %17, %15 : tensor<8x32x64xf32>
    %19 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.add %18, %19 : tensor<8x32x64xf32>
    %21 = stablehlo.multiply %1, %15 : tensor<8x32x64xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %26 = stablehlo.divide %24, %25 : tensor<8x32x1xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %27 = call @_var(%22, %c_4) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %28 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<8x32x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x32x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %34 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %35 = stablehlo.multiply %33, %34 : tensor<8x32x64xf32>
    %36 = stablehlo.negate %26 : tensor<8x32x1xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<8x32x64xf32>
    %39 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x32x64xf32>
    %41 = stablehlo.multiply %22, %35 : tensor<8x32x64xf32>
    %42 = stablehlo.add %41, %40 : tensor<8x32x64xf32>
    %43 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<8x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = call @_pad(%44, %cst_6) : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x33x64xf32>
    %46 = stablehlo.slice %45 [0:8, 0:32, 0:64] : (tensor<8x33x64xf32>) -> tensor<8x32x64xf32>
    %47 = stablehlo.subtract %46, %44 : tensor<8x32x64xf32>
    %48 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x32x64xf32>
    %50 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.multiply %49, %51 : tensor<8x32x64xf32>
    %53 = stablehlo.add %44, %52 : tensor<8x32x64xf32>
    %54 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<8x32x64xf32>
    %57 = stablehlo.add %44, %56 : tensor<8x32x64xf32>
    %58 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %60 = stablehlo.multiply %49, %59 : tensor<8x32x64xf32>
    %61 = stablehlo.add %44, %60 : tensor<8x32x64xf32>
    %62 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %64 = stablehlo.multiply %49, %63 : tensor<8x32x64xf32>
    %65 = stablehlo.add %44, %64 : tensor<8x32x64xf32>
    %66 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %68 = stablehlo.multiply %49, %67 : tensor<8x32x64xf32>
    %69 = stablehlo.add %44, %68 : tensor<8x32x64xf32>
    %70 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %72 = stablehlo.multiply %49, %71 : tensor<8x32x64xf32>
    %73 = stablehlo.add %44, %72 : tensor<8x32x64xf32>
    %74 = stablehlo.dot_general %53, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %75 = stablehlo.dot_general %57, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8xf32>) -> tensor<8x32x8xf32>
    %76 = stablehlo.tanh %75 : tensor<8x32x8xf32>
    %77 = stablehlo.dot_general %76, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8xf32>, tensor<8x64xf32>) -> tensor<8x32x64xf32>
    %78 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %80 = stablehlo.add %79, %77 : tensor<8x32x64xf32>
    %81 = stablehlo.negate %80 : tensor<8x32x64xf32>
    %82 = call @softplus(%81) : (tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %83 = stablehlo.negate %82 : tensor<8x32x64xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<8x32x64xf32>
    %86 = stablehlo.dot_general %61, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %87 = stablehlo.dot_general %65, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %88 = stablehlo.dot_general %69, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8xf32>) -> tensor<8x32x8xf32>
    %89 = stablehlo.dot_general %88, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8xf32>, tensor<8x64xf32>) -> tensor<8x32x64xf32>
    %90 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %92 = stablehlo.add %91, %89 : tensor<8x32x64xf32>
    %93 = stablehlo.negate %92 : tensor<8x32x64xf32>
    %94 = stablehlo.exponential %93 : tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %96 = stablehlo.add %95, %94 : tensor<8x32x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %98 = stablehlo.divide %97, %96 : tensor<8x32x64xf32>
    %99 = stablehlo.dot_general %73, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x16xf32>) -> tensor<8x32x16xf32>
    %100 = stablehlo.negate %99 : tensor<8x32x16xf32>
    %101 = stablehlo.exponential %100 : tensor<8x32x16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %103 = stablehlo.add %102, %101 : tensor<8x32x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %105 = stablehlo.divide %104, %103 : tensor<8x32x16xf32>
    %106 = stablehlo.dot_general %105, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x16xf32>, tensor<16x64xf32>) -> tensor<8x32x64xf32>
    %107 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %109 = stablehlo.multiply %86, %108 : tensor<8x32x64xf32>
    %110 = stablehlo.reshape %109 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %111 = chlo.square %110 : tensor<8x32x4x16xf32> -> tensor<8x32x4x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %115 = stablehlo.add %113, %114 : tensor<8x32x4x1xf32>
    %116 = stablehlo.rsqrt %115 : tensor<8x32x4x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %118 = stablehlo.maximum %116, %117 : tensor<8x32x4x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %120 = stablehlo.multiply %110, %119 : tensor<8x32x4x16xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %123 = stablehlo.subtract %98, %122 : tensor<8x32x64xf32>
    %124 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %126 = stablehlo.multiply %123, %125 : tensor<8x32x64xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %128 = stablehlo.add %127, %126 : tensor<8x32x64xf32>
    %129 = stablehlo.multiply %86, %128 : tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %130 = call @_where_1(%2, %85, %cst_17) : (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32x64xf32>
    %131 = stablehlo.reshape %74 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %132 = stablehlo.reshape %130 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %133 = stablehlo.reshape %129 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %134 = stablehlo.reshape %87 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %135 = stablehlo.negate %121 : tensor<8x32x64xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %137 = stablehlo.multiply %121, %98 : tensor<8x32x64xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %139 = stablehlo.exponential %132 : tensor<8x32x4x16xf32>
    %140 = stablehlo.negate %139 : tensor<8x32x4x16xf32>
    %141 = stablehlo.exponential %140 : tensor<8x32x4x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %144:10 = stablehlo.while(%iterArg = %133, %iterArg_68 = %131, %iterArg_69 = %134, %iterArg_70 = %136, %iterArg_71 = %138, %iterArg_72 = %141, %iterArg_73 = %c_21, %iterArg_74 = %c_20, %iterArg_75 = %142, %iterArg_76 = %143) : tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>
    cond {
      %c_77 = stablehlo.constant dense<32> : tensor<i32>
      %453 = stablehlo.compare LT, %iterArg_73, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %453 : tensor<i1>
    } do {
      %453:3 = func.call @closed_call(%iterArg, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_74, %iterArg_75, %iterArg_76) : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>) -> (tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>)
      %c_77 = stablehlo.constant dense<1> : tensor<i32>
      %454 = stablehlo.add %iterArg_73, %c_77 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %454, %453#0, %453#1, %453#2 : tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>
    }
    %145 = stablehlo.reshape %144#9 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<256x64xf32>) -> tensor<256x4x16xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<256x4x16xf32>, tensor<f32>) -> tensor<256x4xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<256x4x1xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %152 = call @_var_2(%147, %c_24) : (tensor<256x4x16xf32>, tensor<i32>) -> tensor<256x4x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e-04> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %154 = stablehlo.add %152, %153 : tensor<256x4x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<256x4x1xf32>
    %156 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x16xf32>
    %158 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<256x4x16xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<256x4x16xf32>
    %160 = stablehlo.negate %151 : tensor<256x4x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x16xf32>
    %162 = stablehlo.multiply %161, %159 : tensor<256x4x16xf32>
    %163 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<256x4x16xf32>
    %165 = stablehlo.add %162, %164 : tensor<256x4x16xf32>
    %166 = stablehlo.multiply %147, %159 : tensor<256x4x16xf32>
    %167 = stablehlo.add %166, %165 : tensor<256x4x16xf32>
    %168 = stablehlo.reshape %167 : (tensor<256x4x16xf32>) -> tensor<256x64xf32>
    %169 = stablehlo.reshape %168 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.reshape %74 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %171 = stablehlo.reshape %129 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %172 = stablehlo.multiply %170, %171 : tensor<8x32x4x16xf32>
    %173 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %175 = stablehlo.multiply %172, %174 : tensor<8x32x4x16xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %178 = stablehlo.reshape %87 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %179 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<8x32x4x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %182 = stablehlo.add %169, %181 : tensor<8x32x64xf32>
    %183 = stablehlo.multiply %182, %106 : tensor<8x32x64xf32>
    %184 = stablehlo.dot_general %183, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %185 = stablehlo.add %22, %184 : tensor<8x32x64xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x32x1xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %190 = call @_var(%185, %c_29) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %191 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %192 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %194 = stablehlo.add %190, %193 : tensor<8x32x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<8x32x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %197 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %198 = stablehlo.multiply %196, %197 : tensor<8x32x64xf32>
    %199 = stablehlo.negate %189 : tensor<8x32x1xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %201 = stablehlo.multiply %200, %198 : tensor<8x32x64xf32>
    %202 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %203 = stablehlo.add %201, %202 : tensor<8x32x64xf32>
    %204 = stablehlo.multiply %185, %198 : tensor<8x32x64xf32>
    %205 = stablehlo.add %204, %203 : tensor<8x32x64xf32>
    %206 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = call @_pad(%207, %cst_31) : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x33x64xf32>
    %209 = stablehlo.slice %208 [0:8, 0:32, 0:64] : (tensor<8x33x64xf32>) -> tensor<8x32x64xf32>
    %210 = stablehlo.subtract %209, %207 : tensor<8x32x64xf32>
    %211 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<8x32x64xf32>
    %214 = stablehlo.add %207, %213 : tensor<8x32x64xf32>
    %215 = stablehlo.dot_general %214, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %216 = call @relu(%215) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %217 = stablehlo.multiply %216, %216 : tensor<8x32x128xf32>
    %218 = stablehlo.dot_general %217, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %219 = stablehlo.add %185, %218 : tensor<8x32x64xf32>
    %220 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%219 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %224 = stablehlo.divide %222, %223 : tensor<8x32x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %225 = call @_var(%219, %c_34) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %226 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %227 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %229 = stablehlo.add %225, %228 : tensor<8x32x1xf32>
    %230 = stablehlo.rsqrt %229 : tensor<8x32x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %232 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %233 = stablehlo.multiply %231, %232 : tensor<8x32x64xf32>
    %234 = stablehlo.negate %224 : tensor<8x32x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %236 = stablehlo.multiply %235, %233 : tensor<8x32x64xf32>
    %237 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.add %236, %237 : tensor<8x32x64xf32>
    %239 = stablehlo.multiply %219, %233 : tensor<8x32x64xf32>
    %240 = stablehlo.add %239, %238 : tensor<8x32x64xf32>
    %241 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %242 = stablehlo.multiply %240, %241 : tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = call @_pad(%242, %cst_36) : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x33x64xf32>
    %244 = stablehlo.slice %243 [0:8, 0:32, 0:64] : (tensor<8x33x64xf32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.subtract %244, %242 : tensor<8x32x64xf32>
    %246 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<8x32x64xf32>
    %248 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %250 = stablehlo.multiply %247, %249 : tensor<8x32x64xf32>
    %251 = stablehlo.add %242, %250 : tensor<8x32x64xf32>
    %252 = stablehlo.broadcast_in_dim %arg40, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %254 = stablehlo.multiply %247, %253 : tensor<8x32x64xf32>
    %255 = stablehlo.add %242, %254 : tensor<8x32x64xf32>
    %256 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %258 = stablehlo.multiply %247, %257 : tensor<8x32x64xf32>
    %259 = stablehlo.add %242, %258 : tensor<8x32x64xf32>
    %260 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %262 = stablehlo.multiply %247, %261 : tensor<8x32x64xf32>
    %263 = stablehlo.add %242, %262 : tensor<8x32x64xf32>
    %264 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %266 = stablehlo.multiply %247, %265 : tensor<8x32x64xf32>
    %267 = stablehlo.add %242, %266 : tensor<8x32x64xf32>
    %268 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %270 = stablehlo.multiply %247, %269 : tensor<8x32x64xf32>
    %271 = stablehlo.add %242, %270 : tensor<8x32x64xf32>
    %272 = stablehlo.dot_general %251, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %273 = stablehlo.dot_general %255, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8xf32>) -> tensor<8x32x8xf32>
    %274 = stablehlo.tanh %273 : tensor<8x32x8xf32>
    %275 = stablehlo.dot_general %274, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8xf32>, tensor<8x64xf32>) -> tensor<8x32x64xf32>
    %276 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %278 = stablehlo.add %277, %275 : tensor<8x32x64xf32>
    %279 = stablehlo.negate %278 : tensor<8x32x64xf32>
    %280 = call @softplus(%279) : (tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %281 = stablehlo.negate %280 : tensor<8x32x64xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %283 = stablehlo.subtract %281, %282 : tensor<8x32x64xf32>
    %284 = stablehlo.dot_general %259, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %285 = stablehlo.dot_general %263, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %286 = stablehlo.subtract %87, %285 : tensor<8x32x64xf32>
    %287 = stablehlo.dot_general %263, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8xf32>) -> tensor<8x32x8xf32>
    %288 = stablehlo.dot_general %287, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8xf32>, tensor<8x64xf32>) -> tensor<8x32x64xf32>
    %289 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %291 = stablehlo.add %290, %288 : tensor<8x32x64xf32>
    %292 = stablehlo.negate %291 : tensor<8x32x64xf32>
    %293 = stablehlo.exponential %292 : tensor<8x32x64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %295 = stablehlo.add %294, %293 : tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %297 = stablehlo.divide %296, %295 : tensor<8x32x64xf32>
    %298 = stablehlo.multiply %286, %297 : tensor<8x32x64xf32>
    %299 = stablehlo.add %285, %298 : tensor<8x32x64xf32>
    %300 = stablehlo.dot_general %267, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8xf32>) -> tensor<8x32x8xf32>
    %301 = stablehlo.dot_general %300, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8xf32>, tensor<8x64xf32>) -> tensor<8x32x64xf32>
    %302 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %304 = stablehlo.add %303, %301 : tensor<8x32x64xf32>
    %305 = stablehlo.negate %304 : tensor<8x32x64xf32>
    %306 = stablehlo.exponential %305 : tensor<8x32x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %308 = stablehlo.add %307, %306 : tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %310 = stablehlo.divide %309, %308 : tensor<8x32x64xf32>
    %311 = stablehlo.dot_general %271, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x16xf32>) -> tensor<8x32x16xf32>
    %312 = stablehlo.negate %311 : tensor<8x32x16xf32>
    %313 = stablehlo.exponential %312 : tensor<8x32x16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %315 = stablehlo.add %314, %313 : tensor<8x32x16xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %317 = stablehlo.divide %316, %315 : tensor<8x32x16xf32>
    %318 = stablehlo.dot_general %317, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x16xf32>, tensor<16x64xf32>) -> tensor<8x32x64xf32>
    %319 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %321 = stablehlo.multiply %284, %320 : tensor<8x32x64xf32>
    %322 = stablehlo.reshape %321 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %323 = chlo.square %322 : tensor<8x32x4x16xf32> -> tensor<8x32x4x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %327 = stablehlo.add %325, %326 : tensor<8x32x4x1xf32>
    %328 = stablehlo.rsqrt %327 : tensor<8x32x4x1xf32>
    %cst_46 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %330 = stablehlo.maximum %328, %329 : tensor<8x32x4x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %332 = stablehlo.multiply %322, %331 : tensor<8x32x4x16xf32>
    %333 = stablehlo.reshape %332 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %335 = stablehlo.subtract %310, %334 : tensor<8x32x64xf32>
    %336 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %340 = stablehlo.add %339, %338 : tensor<8x32x64xf32>
    %341 = stablehlo.multiply %284, %340 : tensor<8x32x64xf32>
    %cst_49 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %342 = call @_where_1(%220, %283, %cst_49) : (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32x64xf32>
    %343 = stablehlo.reshape %272 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %344 = stablehlo.reshape %342 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %345 = stablehlo.reshape %341 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %346 = stablehlo.reshape %299 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %347 = stablehlo.negate %333 : tensor<8x32x64xf32>
    %348 = stablehlo.reshape %347 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %349 = stablehlo.multiply %333, %310 : tensor<8x32x64xf32>
    %350 = stablehlo.reshape %349 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %351 = stablehlo.exponential %344 : tensor<8x32x4x16xf32>
    %352 = stablehlo.negate %351 : tensor<8x32x4x16xf32>
    %353 = stablehlo.exponential %352 : tensor<8x32x4x16xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %356:10 = stablehlo.while(%iterArg = %345, %iterArg_68 = %343, %iterArg_69 = %346, %iterArg_70 = %348, %iterArg_71 = %350, %iterArg_72 = %353, %iterArg_73 = %c_53, %iterArg_74 = %c_52, %iterArg_75 = %354, %iterArg_76 = %355) : tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>
    cond {
      %c_77 = stablehlo.constant dense<32> : tensor<i32>
      %453 = stablehlo.compare LT, %iterArg_73, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %453 : tensor<i1>
    } do {
      %453:3 = func.call @closed_call_4(%iterArg, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_74, %iterArg_75, %iterArg_76) : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>) -> (tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>)
      %c_77 = stablehlo.constant dense<1> : tensor<i32>
      %454 = stablehlo.add %iterArg_73, %c_77 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %454, %453#0, %453#1, %453#2 : tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>
    }
    %357 = stablehlo.reshape %356#9 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %359 = stablehlo.reshape %358 : (tensor<256x64xf32>) -> tensor<256x4x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%359 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<256x4x16xf32>, tensor<f32>) -> tensor<256x4xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %363 = stablehlo.divide %361, %362 : tensor<256x4x1xf32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %364 = call @_var_2(%359, %c_56) : (tensor<256x4x16xf32>, tensor<i32>) -> tensor<256x4x1xf32>
    %cst_57 = stablehlo.constant dense<6.400000e-04> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %366 = stablehlo.add %364, %365 : tensor<256x4x1xf32>
    %367 = stablehlo.rsqrt %366 : tensor<256x4x1xf32>
    %368 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %369 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x16xf32>
    %370 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<256x4x16xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<256x4x16xf32>
    %372 = stablehlo.negate %363 : tensor<256x4x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x16xf32>
    %374 = stablehlo.multiply %373, %371 : tensor<256x4x16xf32>
    %375 = stablehlo.reshape %arg64 : (tensor<64xf32>) -> tensor<1x4x16xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x4x16xf32>) -> tensor<256x4x16xf32>
    %377 = stablehlo.add %374, %376 : tensor<256x4x16xf32>
    %378 = stablehlo.multiply %359, %371 : tensor<256x4x16xf32>
    %379 = stablehlo.add %378, %377 : tensor<256x4x16xf32>
    %380 = stablehlo.reshape %379 : (tensor<256x4x16xf32>) -> tensor<256x64xf32>
    %381 = stablehlo.reshape %380 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %382 = stablehlo.reshape %272 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %383 = stablehlo.reshape %341 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %384 = stablehlo.multiply %382, %383 : tensor<8x32x4x16xf32>
    %385 = stablehlo.broadcast_in_dim %arg58, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %387 = stablehlo.multiply %384, %386 : tensor<8x32x4x16xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %390 = stablehlo.reshape %299 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %391 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %392 = stablehlo.multiply %391, %390 : tensor<8x32x4x16xf32>
    %393 = stablehlo.reshape %392 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %394 = stablehlo.add %381, %393 : tensor<8x32x64xf32>
    %395 = stablehlo.multiply %394, %318 : tensor<8x32x64xf32>
    %396 = stablehlo.dot_general %395, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %397 = stablehlo.add %219, %396 : tensor<8x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %401 = stablehlo.divide %399, %400 : tensor<8x32x1xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %402 = call @_var(%397, %c_61) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %403 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %404 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %406 = stablehlo.add %402, %405 : tensor<8x32x1xf32>
    %407 = stablehlo.rsqrt %406 : tensor<8x32x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %409 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %410 = stablehlo.multiply %408, %409 : tensor<8x32x64xf32>
    %411 = stablehlo.negate %401 : tensor<8x32x1xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %413 = stablehlo.multiply %412, %410 : tensor<8x32x64xf32>
    %414 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %415 = stablehlo.add %413, %414 : tensor<8x32x64xf32>
    %416 = stablehlo.multiply %397, %410 : tensor<8x32x64xf32>
    %417 = stablehlo.add %416, %415 : tensor<8x32x64xf32>
    %418 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %419 = stablehlo.multiply %417, %418 : tensor<8x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = call @_pad(%419, %cst_63) : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x33x64xf32>
    %421 = stablehlo.slice %420 [0:8, 0:32, 0:64] : (tensor<8x33x64xf32>) -> tensor<8x32x64xf32>
    %422 = stablehlo.subtract %421, %419 : tensor<8x32x64xf32>
    %423 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %425 = stablehlo.multiply %422, %424 : tensor<8x32x64xf32>
    %426 = stablehlo.add %419, %425 : tensor<8x32x64xf32>
    %427 = stablehlo.dot_general %426, %arg66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %428 = call @relu(%427) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %429 = stablehlo.multiply %428, %428 : tensor<8x32x128xf32>
    %430 = stablehlo.dot_general %429, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %431 = stablehlo.add %397, %430 : tensor<8x32x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %435 = stablehlo.divide %433, %434 : tensor<8x32x1xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %436 = call @_var(%431, %c_66) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %437 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %438 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %440 = stablehlo.add %436, %439 : tensor<8x32x1xf32>
    %441 = stablehlo.rsqrt %440 : tensor<8x32x1xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %443 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<8x32x64xf32>
    %445 = stablehlo.negate %435 : tensor<8x32x1xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %447 = stablehlo.multiply %446, %444 : tensor<8x32x64xf32>
    %448 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %449 = stablehlo.add %447, %448 : tensor<8x32x64xf32>
    %450 = stablehlo.multiply %431, %444 : tensor<8x32x64xf32>
    %451 = stablehlo.add %450, %449 : tensor<8x32x64xf32>
    %452 = stablehlo.dot_general %451, %arg68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    return %452 : tensor<8x32x512xf32>
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
  func.func private @_pad(%arg0: tensor<8x32x64xf32>, %arg1: tensor<f32>) -> tensor<8x33x64xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x33x64xf32>
    return %1 : tensor<8x33x64xf32>
  }
  func.func private @softplus(%arg0: tensor<8x32x64xf32>) -> tensor<8x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x64xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x32x64xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8x32x64xf32>
    %7 = stablehlo.abs %3 : tensor<8x32x64xf32>
    %8 = stablehlo.negate %7 : tensor<8x32x64xf32>
    %9 = stablehlo.exponential %8 : tensor<8x32x64xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8x32x64xf32>
    %11 = stablehlo.add %1, %10 : tensor<8x32x64xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %12 : tensor<8x32x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x32x1xf32>, %arg1: tensor<8x32x64xf32>, %arg2: tensor<f32>) -> tensor<8x32x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.compare NE, %arg0, %0, FLOAT : (tensor<8x32x1xf32>, tensor<8x32x1xf32>) -> tensor<8x32x1xi1>
    %2 = stablehlo.convert %arg2 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x64xi1>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %5 : tensor<8x32x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x32x4x16xf32>, %arg1: tensor<8x32x4x16xf32>, %arg2: tensor<8x32x4x16xf32>, %arg3: tensor<8x32x4x16xf32>, %arg4: tensor<8x32x4x16xf32>, %arg5: tensor<8x32x4x16xf32>, %arg6: tensor<i32>, %arg7: tensor<8x4x16x16xf32>, %arg8: tensor<8x32x4x16xf32>) -> (tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg6, %c : tensor<i32>
    %1 = stablehlo.convert %arg6 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %3 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.select %2, %3, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<32> : tensor<i32>
    %6 = stablehlo.add %1, %c_6 : tensor<i32>
    %7 = stablehlo.select %5, %6, %1 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.add %c_9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_11 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<16> : tensor<i32>
    %12 = stablehlo.add %c_14, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_16 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg0, %4, %7, %10, %13, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x4x16xf32>) -> tensor<8x4x1x16xf32>
    %17 = stablehlo.convert %arg6 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %19 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.select %18, %19, %c_21 : tensor<i1>, tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %17, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<32> : tensor<i32>
    %22 = stablehlo.add %17, %c_23 : tensor<i32>
    %23 = stablehlo.select %21, %22, %17 : tensor<i1>, tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %c_26, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.select %24, %25, %c_28 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<16> : tensor<i32>
    %28 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.select %27, %28, %c_33 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %arg1, %20, %23, %26, %29, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %33 = stablehlo.convert %arg6 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.compare LT, %c_34, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<8> : tensor<i32>
    %35 = stablehlo.add %c_36, %c_37 : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.select %34, %35, %c_38 : tensor<i1>, tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.compare LT, %33, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<32> : tensor<i32>
    %38 = stablehlo.add %33, %c_40 : tensor<i32>
    %39 = stablehlo.select %37, %38, %33 : tensor<i1>, tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %c_41, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<4> : tensor<i32>
    %41 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.select %40, %41, %c_45 : tensor<i1>, tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.compare LT, %c_46, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<16> : tensor<i32>
    %44 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.select %43, %44, %c_50 : tensor<i1>, tensor<i32>
    %46 = stablehlo.dynamic_slice %arg2, %36, %39, %42, %45, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %49 = stablehlo.convert %arg6 : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.compare LT, %c_51, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %c_54 = stablehlo.constant dense<8> : tensor<i32>
    %51 = stablehlo.add %c_53, %c_54 : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.select %50, %51, %c_55 : tensor<i1>, tensor<i32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.compare LT, %49, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_57 = stablehlo.constant dense<32> : tensor<i32>
    %54 = stablehlo.add %49, %c_57 : tensor<i32>
    %55 = stablehlo.select %53, %54, %49 : tensor<i1>, tensor<i32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %c_58, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %c_61 = stablehlo.constant dense<4> : tensor<i32>
    %57 = stablehlo.add %c_60, %c_61 : tensor<i32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.select %56, %57, %c_62 : tensor<i1>, tensor<i32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.compare LT, %c_63, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<16> : tensor<i32>
    %60 = stablehlo.add %c_65, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.select %59, %60, %c_67 : tensor<i1>, tensor<i32>
    %62 = stablehlo.dynamic_slice %arg3, %52, %55, %58, %61, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %65 = stablehlo.convert %arg6 : tensor<i32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.compare LT, %c_68, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %c_71 = stablehlo.constant dense<8> : tensor<i32>
    %67 = stablehlo.add %c_70, %c_71 : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.select %66, %67, %c_72 : tensor<i1>, tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.compare LT, %65, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_74 = stablehlo.constant dense<32> : tensor<i32>
    %70 = stablehlo.add %65, %c_74 : tensor<i32>
    %71 = stablehlo.select %69, %70, %65 : tensor<i1>, tensor<i32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.compare LT, %c_75, %c_76, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %c_78 = stablehlo.constant dense<4> : tensor<i32>
    %73 = stablehlo.add %c_77, %c_78 : tensor<i32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.select %72, %73, %c_79 : tensor<i1>, tensor<i32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.compare LT, %c_80, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %c_83 = stablehlo.constant dense<16> : tensor<i32>
    %76 = stablehlo.add %c_82, %c_83 : tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.select %75, %76, %c_84 : tensor<i1>, tensor<i32>
    %78 = stablehlo.dynamic_slice %arg4, %68, %71, %74, %77, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x4x16xf32>) -> tensor<8x4x1x16xf32>
    %81 = stablehlo.convert %arg6 : tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.compare LT, %c_85, %c_86, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %c_88 = stablehlo.constant dense<8> : tensor<i32>
    %83 = stablehlo.add %c_87, %c_88 : tensor<i32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.select %82, %83, %c_89 : tensor<i1>, tensor<i32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.compare LT, %81, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_91 = stablehlo.constant dense<32> : tensor<i32>
    %86 = stablehlo.add %81, %c_91 : tensor<i32>
    %87 = stablehlo.select %85, %86, %81 : tensor<i1>, tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.compare LT, %c_92, %c_93, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %c_95 = stablehlo.constant dense<4> : tensor<i32>
    %89 = stablehlo.add %c_94, %c_95 : tensor<i32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.select %88, %89, %c_96 : tensor<i1>, tensor<i32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.compare LT, %c_97, %c_98, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %c_100 = stablehlo.constant dense<16> : tensor<i32>
    %92 = stablehlo.add %c_99, %c_100 : tensor<i32>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_101 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %arg5, %84, %87, %90, %93, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<8x4x16xf32>) -> tensor<8x4x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x4x1x16xf32>) -> tensor<8x4x16x16xf32>
    %98 = stablehlo.multiply %arg7, %97 : tensor<8x4x16x16xf32>
    %99 = stablehlo.dot_general %arg7, %64, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %100 = stablehlo.dot_general %99, %80, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x16xf32>
    %101 = stablehlo.add %98, %100 : tensor<8x4x16x16xf32>
    %102 = stablehlo.dot_general %48, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x16xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x4x16x16xf32>
    %104 = stablehlo.dot_general %103, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
    %c_102 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.compare LT, %arg6, %c_102, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.convert %arg6 : tensor<i32>
    %c_103 = stablehlo.constant dense<32> : tensor<i32>
    %108 = stablehlo.add %107, %c_103 : tensor<i32>
    %109 = stablehlo.select %106, %108, %arg6 : tensor<i1>, tensor<i32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.dynamic_update_slice %arg8, %105, %c_104, %109, %c_105, %c_106 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    return %0, %103, %110 : tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>
  }
  func.func private @_var_2(%arg0: tensor<256x4x16xf32>, %arg1: tensor<i32>) -> tensor<256x4x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<256x4x16xf32>, tensor<f32>) -> tensor<256x4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<256x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<256x4x1xf32>) -> tensor<256x4x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<256x4x16xf32>
    %6 = chlo.square %5 : tensor<256x4x16xf32> -> tensor<256x4x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<256x4x16xf32>, tensor<f32>) -> tensor<256x4xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<256x4xf32>) -> tensor<256x4x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<256x4x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_3(%13, %12, %cst_4) : (tensor<i1>, tensor<256x4x1xf32>, tensor<f32>) -> tensor<256x4x1xf32>
    return %14 : tensor<256x4x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<256x4x1xf32>, %arg2: tensor<f32>) -> tensor<256x4x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x4x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<256x4x1xf32>
    return %2 : tensor<256x4x1xf32>
  }
  func.func private @relu(%arg0: tensor<8x32x128xf32>) -> tensor<8x32x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x128xf32>
    return %1 : tensor<8x32x128xf32>
  }
  func.func private @closed_call_4(%arg0: tensor<8x32x4x16xf32>, %arg1: tensor<8x32x4x16xf32>, %arg2: tensor<8x32x4x16xf32>, %arg3: tensor<8x32x4x16xf32>, %arg4: tensor<8x32x4x16xf32>, %arg5: tensor<8x32x4x16xf32>, %arg6: tensor<i32>, %arg7: tensor<8x4x16x16xf32>, %arg8: tensor<8x32x4x16xf32>) -> (tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg6, %c : tensor<i32>
    %1 = stablehlo.convert %arg6 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %c_0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<8> : tensor<i32>
    %3 = stablehlo.add %c_2, %c_3 : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.select %2, %3, %c_4 : tensor<i1>, tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %1, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<32> : tensor<i32>
    %6 = stablehlo.add %1, %c_6 : tensor<i32>
    %7 = stablehlo.select %5, %6, %1 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %c_7, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %9 = stablehlo.add %c_9, %c_10 : tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.select %8, %9, %c_11 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.compare LT, %c_12, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<16> : tensor<i32>
    %12 = stablehlo.add %c_14, %c_15 : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.select %11, %12, %c_16 : tensor<i1>, tensor<i32>
    %14 = stablehlo.dynamic_slice %arg0, %4, %7, %10, %13, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %15 = stablehlo.reshape %14 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %16 = stablehlo.reshape %15 : (tensor<8x4x16xf32>) -> tensor<8x4x1x16xf32>
    %17 = stablehlo.convert %arg6 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.compare LT, %c_17, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<8> : tensor<i32>
    %19 = stablehlo.add %c_19, %c_20 : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.select %18, %19, %c_21 : tensor<i1>, tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %17, %c_22, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_23 = stablehlo.constant dense<32> : tensor<i32>
    %22 = stablehlo.add %17, %c_23 : tensor<i32>
    %23 = stablehlo.select %21, %22, %17 : tensor<i1>, tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.compare LT, %c_24, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<4> : tensor<i32>
    %25 = stablehlo.add %c_26, %c_27 : tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.select %24, %25, %c_28 : tensor<i1>, tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %27 = stablehlo.compare LT, %c_29, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<16> : tensor<i32>
    %28 = stablehlo.add %c_31, %c_32 : tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %29 = stablehlo.select %27, %28, %c_33 : tensor<i1>, tensor<i32>
    %30 = stablehlo.dynamic_slice %arg1, %20, %23, %26, %29, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %33 = stablehlo.convert %arg6 : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.compare LT, %c_34, %c_35, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<8> : tensor<i32>
    %35 = stablehlo.add %c_36, %c_37 : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %36 = stablehlo.select %34, %35, %c_38 : tensor<i1>, tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.compare LT, %33, %c_39, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_40 = stablehlo.constant dense<32> : tensor<i32>
    %38 = stablehlo.add %33, %c_40 : tensor<i32>
    %39 = stablehlo.select %37, %38, %33 : tensor<i1>, tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %40 = stablehlo.compare LT, %c_41, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<4> : tensor<i32>
    %41 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %42 = stablehlo.select %40, %41, %c_45 : tensor<i1>, tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %43 = stablehlo.compare LT, %c_46, %c_47, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<16> : tensor<i32>
    %44 = stablehlo.add %c_48, %c_49 : tensor<i32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.select %43, %44, %c_50 : tensor<i1>, tensor<i32>
    %46 = stablehlo.dynamic_slice %arg2, %36, %39, %42, %45, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %48 = stablehlo.reshape %47 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %49 = stablehlo.convert %arg6 : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %50 = stablehlo.compare LT, %c_51, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %c_54 = stablehlo.constant dense<8> : tensor<i32>
    %51 = stablehlo.add %c_53, %c_54 : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %52 = stablehlo.select %50, %51, %c_55 : tensor<i1>, tensor<i32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.compare LT, %49, %c_56, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_57 = stablehlo.constant dense<32> : tensor<i32>
    %54 = stablehlo.add %49, %c_57 : tensor<i32>
    %55 = stablehlo.select %53, %54, %49 : tensor<i1>, tensor<i32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %c_58, %c_59, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %c_61 = stablehlo.constant dense<4> : tensor<i32>
    %57 = stablehlo.add %c_60, %c_61 : tensor<i32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.select %56, %57, %c_62 : tensor<i1>, tensor<i32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.compare LT, %c_63, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<16> : tensor<i32>
    %60 = stablehlo.add %c_65, %c_66 : tensor<i32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %61 = stablehlo.select %59, %60, %c_67 : tensor<i1>, tensor<i32>
    %62 = stablehlo.dynamic_slice %arg3, %52, %55, %58, %61, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %63 = stablehlo.reshape %62 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %65 = stablehlo.convert %arg6 : tensor<i32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.compare LT, %c_68, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %c_71 = stablehlo.constant dense<8> : tensor<i32>
    %67 = stablehlo.add %c_70, %c_71 : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %68 = stablehlo.select %66, %67, %c_72 : tensor<i1>, tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.compare LT, %65, %c_73, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_74 = stablehlo.constant dense<32> : tensor<i32>
    %70 = stablehlo.add %65, %c_74 : tensor<i32>
    %71 = stablehlo.select %69, %70, %65 : tensor<i1>, tensor<i32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.compare LT, %c_75, %c_76, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %c_78 = stablehlo.constant dense<4> : tensor<i32>
    %73 = stablehlo.add %c_77, %c_78 : tensor<i32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.select %72, %73, %c_79 : tensor<i1>, tensor<i32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.compare LT, %c_80, %c_81, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %c_83 = stablehlo.constant dense<16> : tensor<i32>
    %76 = stablehlo.add %c_82, %c_83 : tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.select %75, %76, %c_84 : tensor<i1>, tensor<i32>
    %78 = stablehlo.dynamic_slice %arg4, %68, %71, %74, %77, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x4x16xf32>) -> tensor<8x4x1x16xf32>
    %81 = stablehlo.convert %arg6 : tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.compare LT, %c_85, %c_86, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %c_88 = stablehlo.constant dense<8> : tensor<i32>
    %83 = stablehlo.add %c_87, %c_88 : tensor<i32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.select %82, %83, %c_89 : tensor<i1>, tensor<i32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.compare LT, %81, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_91 = stablehlo.constant dense<32> : tensor<i32>
    %86 = stablehlo.add %81, %c_91 : tensor<i32>
    %87 = stablehlo.select %85, %86, %81 : tensor<i1>, tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %88 = stablehlo.compare LT, %c_92, %c_93, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %c_95 = stablehlo.constant dense<4> : tensor<i32>
    %89 = stablehlo.add %c_94, %c_95 : tensor<i32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.select %88, %89, %c_96 : tensor<i1>, tensor<i32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.compare LT, %c_97, %c_98, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_99 = stablehlo.constant dense<0> : tensor<i32>
    %c_100 = stablehlo.constant dense<16> : tensor<i32>
    %92 = stablehlo.add %c_99, %c_100 : tensor<i32>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.select %91, %92, %c_101 : tensor<i1>, tensor<i32>
    %94 = stablehlo.dynamic_slice %arg5, %84, %87, %90, %93, sizes = [8, 1, 4, 16] : (tensor<8x32x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x1x4x16xf32>
    %95 = stablehlo.reshape %94 : (tensor<8x1x4x16xf32>) -> tensor<8x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<8x4x16xf32>) -> tensor<8x4x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x4x1x16xf32>) -> tensor<8x4x16x16xf32>
    %98 = stablehlo.multiply %arg7, %97 : tensor<8x4x16x16xf32>
    %99 = stablehlo.dot_general %arg7, %64, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %100 = stablehlo.dot_general %99, %80, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x16xf32>
    %101 = stablehlo.add %98, %100 : tensor<8x4x16x16xf32>
    %102 = stablehlo.dot_general %48, %16, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x16xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x4x16x16xf32>
    %104 = stablehlo.dot_general %103, %32, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x1xf32>) -> tensor<8x4x16x1xf32>
    %105 = stablehlo.reshape %104 : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
    %c_102 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.compare LT, %arg6, %c_102, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %107 = stablehlo.convert %arg6 : tensor<i32>
    %c_103 = stablehlo.constant dense<32> : tensor<i32>
    %108 = stablehlo.add %107, %c_103 : tensor<i32>
    %109 = stablehlo.select %106, %108, %arg6 : tensor<i1>, tensor<i32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %110 = stablehlo.dynamic_update_slice %arg8, %105, %c_104, %109, %c_105, %c_106 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    return %0, %103, %110 : tensor<i32>, tensor<8x4x16x16xf32>, tensor<8x32x4x16xf32>
  }
}
