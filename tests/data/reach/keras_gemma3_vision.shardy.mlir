module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg42: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg43: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg47: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg50: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg51: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg53: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg54: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg55: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg60: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg61: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg62: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg63: tensor<8x1x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}]>}, %arg64: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg65: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg66: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg67: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %0 = call @_take(%arg0, %arg65) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.reshape %arg63 : (tensor<8x1x32x32x3xf32>) -> tensor<8x32x32x3xf32>
    %2 = stablehlo.convolution(%1, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %5 = stablehlo.add %2, %4 : tensor<8x4x4x64xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %7 = call @_take_0(%arg5, %c) : (tensor<16x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x16x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %14 = call @_var(%9, %c_2) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %15 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %18 = stablehlo.add %14, %17 : tensor<8x16x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8x16x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %21 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %22 = stablehlo.multiply %20, %21 : tensor<8x16x64xf32>
    %23 = stablehlo.negate %13 : tensor<8x16x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<8x16x64xf32>
    %26 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %27 = stablehlo.add %25, %26 : tensor<8x16x64xf32>
    %28 = stablehlo.multiply %9, %22 : tensor<8x16x64xf32>
    %29 = stablehlo.add %28, %27 : tensor<8x16x64xf32>
    %30 = stablehlo.dot_general %29, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %31 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x16x64xf32>
    %34 = stablehlo.dot_general %29, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x16x64xf32>
    %38 = stablehlo.dot_general %29, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %39 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x16x64xf32>
    %42 = stablehlo.reshape %33 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %43 = stablehlo.transpose %42, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %44 = stablehlo.reshape %37 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %46 = stablehlo.reshape %41 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %47 = stablehlo.transpose %46, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %48 = stablehlo.transpose %45, dims = [0, 1, 3, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %49 = stablehlo.dot_general %43, %48, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %50 = stablehlo.sqrt %cst_4 : tensor<f32>
    %51 = stablehlo.convert %50 : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %53 = stablehlo.divide %49, %52 : tensor<8x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<8x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %59 = stablehlo.subtract %53, %58 : tensor<8x4x16x16xf32>
    %60 = stablehlo.exponential %59 : tensor<8x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %64 = stablehlo.divide %60, %63 : tensor<8x4x16x16xf32>
    %65 = stablehlo.dot_general %64, %47, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %66 = stablehlo.transpose %65, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %68 = stablehlo.dot_general %67, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %69 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x16x64xf32>
    %72 = stablehlo.add %71, %9 : tensor<8x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %76 = stablehlo.divide %74, %75 : tensor<8x16x1xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %77 = call @_var(%72, %c_10) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %78 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %81 = stablehlo.add %77, %80 : tensor<8x16x1xf32>
    %82 = stablehlo.rsqrt %81 : tensor<8x16x1xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %84 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %85 = stablehlo.multiply %83, %84 : tensor<8x16x64xf32>
    %86 = stablehlo.negate %76 : tensor<8x16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %88 = stablehlo.multiply %87, %85 : tensor<8x16x64xf32>
    %89 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %90 = stablehlo.add %88, %89 : tensor<8x16x64xf32>
    %91 = stablehlo.multiply %72, %85 : tensor<8x16x64xf32>
    %92 = stablehlo.add %91, %90 : tensor<8x16x64xf32>
    %93 = stablehlo.dot_general %92, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %94 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x16x128xf32>
    %97 = stablehlo.multiply %96, %96 : tensor<8x16x128xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x16x128xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<8x16x128xf32>
    %101 = stablehlo.add %96, %100 : tensor<8x16x128xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<8x16x128xf32>
    %104 = stablehlo.tanh %103 : tensor<8x16x128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %106 = stablehlo.add %105, %104 : tensor<8x16x128xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %108 = stablehlo.multiply %107, %106 : tensor<8x16x128xf32>
    %109 = stablehlo.multiply %96, %108 : tensor<8x16x128xf32>
    %110 = stablehlo.dot_general %109, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %111 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x16x64xf32>
    %114 = stablehlo.add %72, %113 : tensor<8x16x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %118 = stablehlo.divide %116, %117 : tensor<8x16x1xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %119 = call @_var(%114, %c_18) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %120 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %121 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %123 = stablehlo.add %119, %122 : tensor<8x16x1xf32>
    %124 = stablehlo.rsqrt %123 : tensor<8x16x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<8x16x64xf32>
    %128 = stablehlo.negate %118 : tensor<8x16x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %130 = stablehlo.multiply %129, %127 : tensor<8x16x64xf32>
    %131 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %132 = stablehlo.add %130, %131 : tensor<8x16x64xf32>
    %133 = stablehlo.multiply %114, %127 : tensor<8x16x64xf32>
    %134 = stablehlo.add %133, %132 : tensor<8x16x64xf32>
    %135 = stablehlo.dot_general %134, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %136 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<8x16x64xf32>
    %139 = stablehlo.dot_general %134, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %140 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x16x64xf32>
    %143 = stablehlo.dot_general %134, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %144 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %146 = stablehlo.add %143, %145 : tensor<8x16x64xf32>
    %147 = stablehlo.reshape %138 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %148 = stablehlo.transpose %147, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %149 = stablehlo.reshape %142 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %151 = stablehlo.reshape %146 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %152 = stablehlo.transpose %151, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %153 = stablehlo.transpose %150, dims = [0, 1, 3, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %154 = stablehlo.dot_general %148, %153, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %155 = stablehlo.sqrt %cst_20 : tensor<f32>
    %156 = stablehlo.convert %155 : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %158 = stablehlo.divide %154, %157 : tensor<8x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<8x4x16xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<8x4x16x16xf32>
    %165 = stablehlo.exponential %164 : tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %169 = stablehlo.divide %165, %168 : tensor<8x4x16x16xf32>
    %170 = stablehlo.dot_general %169, %152, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %171 = stablehlo.transpose %170, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.dot_general %172, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %174 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x16x64xf32>
    %177 = stablehlo.add %176, %114 : tensor<8x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x16x1xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %182 = call @_var(%177, %c_26) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %183 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %184 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %186 = stablehlo.add %182, %185 : tensor<8x16x1xf32>
    %187 = stablehlo.rsqrt %186 : tensor<8x16x1xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %189 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %190 = stablehlo.multiply %188, %189 : tensor<8x16x64xf32>
    %191 = stablehlo.negate %181 : tensor<8x16x1xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %193 = stablehlo.multiply %192, %190 : tensor<8x16x64xf32>
    %194 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %195 = stablehlo.add %193, %194 : tensor<8x16x64xf32>
    %196 = stablehlo.multiply %177, %190 : tensor<8x16x64xf32>
    %197 = stablehlo.add %196, %195 : tensor<8x16x64xf32>
    %198 = stablehlo.dot_general %197, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %199 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %201 = stablehlo.add %198, %200 : tensor<8x16x128xf32>
    %202 = stablehlo.multiply %201, %201 : tensor<8x16x128xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8x16x128xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<8x16x128xf32>
    %206 = stablehlo.add %201, %205 : tensor<8x16x128xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<8x16x128xf32>
    %209 = stablehlo.tanh %208 : tensor<8x16x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %211 = stablehlo.add %210, %209 : tensor<8x16x128xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<8x16x128xf32>
    %214 = stablehlo.multiply %201, %213 : tensor<8x16x128xf32>
    %215 = stablehlo.dot_general %214, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %216 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %218 = stablehlo.add %215, %217 : tensor<8x16x64xf32>
    %219 = stablehlo.add %177, %218 : tensor<8x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x16x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %224 = call @_var(%219, %c_34) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %225 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %228 = stablehlo.add %224, %227 : tensor<8x16x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<8x16x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %231 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<8x16x64xf32>
    %233 = stablehlo.negate %223 : tensor<8x16x1xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %235 = stablehlo.multiply %234, %232 : tensor<8x16x64xf32>
    %236 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %237 = stablehlo.add %235, %236 : tensor<8x16x64xf32>
    %238 = stablehlo.multiply %219, %232 : tensor<8x16x64xf32>
    %239 = stablehlo.add %238, %237 : tensor<8x16x64xf32>
    %240 = stablehlo.reshape %239 : (tensor<8x16x64xf32>) -> tensor<8x4x4x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<f32>
    %242 = "stablehlo.reduce_window"(%240, %241) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      %774 = stablehlo.add %arg68, %arg69 : tensor<f32>
      stablehlo.return %774 : tensor<f32>
    }) : (tensor<8x4x4x64xf32>, tensor<f32>) -> tensor<8x2x2x64xf32>
    %cst_37 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x2x2x64xf32>
    %244 = stablehlo.divide %242, %243 : tensor<8x2x2x64xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x2x2x64xf32>) -> tensor<8x4x64xf32>
    %246 = chlo.square %245 : tensor<8x4x64xf32> -> tensor<8x4x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.reduce(%246 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x4x64xf32>, tensor<f32>) -> tensor<8x4xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %250 = stablehlo.divide %248, %249 : tensor<8x4x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %252 = stablehlo.add %250, %251 : tensor<8x4x1xf32>
    %253 = stablehlo.sqrt %252 : tensor<8x4x1xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %255 = stablehlo.divide %254, %253 : tensor<8x4x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x64xf32>
    %257 = stablehlo.multiply %245, %256 : tensor<8x4x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %259 = stablehlo.add %258, %arg38 : tensor<64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x4x64xf32>
    %262 = stablehlo.multiply %257, %261 : tensor<8x4x64xf32>
    %263 = stablehlo.dot_general %262, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64xf32>, tensor<64x64xf32>) -> tensor<8x4x64xf32>
    %264 = stablehlo.convert %cst : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %266 = stablehlo.multiply %0, %265 : tensor<8x32x64xf32>
    %267 = stablehlo.reshape %266 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %268 = stablehlo.reshape %263 : (tensor<8x4x64xf32>) -> tensor<32x64xf32>
    %269 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_43 = stablehlo.constant dense<32> : tensor<i32>
    %270 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %271 = stablehlo.multiply %269, %270 : tensor<8xi32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x4xi32>
    %274 = stablehlo.add %arg66, %273 : tensor<8x4xi32>
    %275 = stablehlo.reshape %274 : (tensor<8x4xi32>) -> tensor<32x1xi32>
    %276 = stablehlo.reshape %272 : (tensor<8x1xi32>) -> tensor<8xi32>
    %277 = call @_take_3(%267, %276) : (tensor<256x64xf32>, tensor<8xi32>) -> tensor<8x64xf32>
    %278 = stablehlo.transpose %275, dims = [1, 0] : (tensor<32x1xi32>) -> tensor<1x32xi32>
    %279 = stablehlo.slice %278 [0:1, 0:32] : (tensor<1x32xi32>) -> tensor<1x32xi32>
    %280 = stablehlo.reshape %279 : (tensor<1x32xi32>) -> tensor<32xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %281 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %282 = stablehlo.compare LT, %280, %281, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %c_45 = stablehlo.constant dense<256> : tensor<i32>
    %283 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %284 = stablehlo.add %280, %283 : tensor<32xi32>
    %285 = stablehlo.select %282, %284, %280 : tensor<32xi1>, tensor<32xi32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %287 = "stablehlo.scatter"(%267, %286, %268) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      stablehlo.return %arg69 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<32x1xi32>, tensor<32x64xf32>) -> tensor<256x64xf32>
    %288 = stablehlo.transpose %272, dims = [1, 0] : (tensor<8x1xi32>) -> tensor<1x8xi32>
    %289 = stablehlo.slice %288 [0:1, 0:8] : (tensor<1x8xi32>) -> tensor<1x8xi32>
    %290 = stablehlo.reshape %289 : (tensor<1x8xi32>) -> tensor<8xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %291 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %292 = stablehlo.compare LT, %290, %291, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_47 = stablehlo.constant dense<256> : tensor<i32>
    %293 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %294 = stablehlo.add %290, %293 : tensor<8xi32>
    %295 = stablehlo.select %292, %294, %290 : tensor<8xi1>, tensor<8xi32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %297 = "stablehlo.scatter"(%287, %296, %277) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg68: tensor<f32>, %arg69: tensor<f32>):
      stablehlo.return %arg69 : tensor<f32>
    }) : (tensor<256x64xf32>, tensor<8x1xi32>, tensor<8x64xf32>) -> tensor<256x64xf32>
    %298 = stablehlo.reshape %297 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %299 = chlo.square %298 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%299 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %303 = stablehlo.divide %301, %302 : tensor<8x32x1xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %305 = stablehlo.add %303, %304 : tensor<8x32x1xf32>
    %306 = stablehlo.sqrt %305 : tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %308 = stablehlo.divide %307, %306 : tensor<8x32x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %310 = stablehlo.multiply %298, %309 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %312 = stablehlo.add %311, %arg40 : tensor<64xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %315 = stablehlo.multiply %310, %314 : tensor<8x32x64xf32>
    %316 = stablehlo.broadcast_in_dim %arg64, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %317 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %319 = stablehlo.add %317, %318 : tensor<32xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %321 = stablehlo.iota dim = 0 : tensor<32xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %323 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %324 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %325 = stablehlo.compare GE, %323, %324, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %326 = stablehlo.broadcast_in_dim %325, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %328 = call @_pad(%arg67, %c_54) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x33xi32>
    %329 = stablehlo.slice %328 [0:8, 1:33] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %330 = stablehlo.slice %328 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %331 = stablehlo.compare GT, %329, %330, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %332 = stablehlo.convert %331 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %333 = call @cumsum(%332) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    %334 = stablehlo.multiply %arg67, %333 : tensor<8x32xi32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %336 = stablehlo.broadcast_in_dim %334, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %337 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %338 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x32xi32>
    %339 = stablehlo.compare EQ, %337, %338, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %340 = stablehlo.convert %339 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %341 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %342 = stablehlo.compare NE, %340, %341, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %343 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %344 = stablehlo.compare NE, %336, %343, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x32xi1>
    %346 = stablehlo.and %342, %345 : tensor<8x32x32xi1>
    %347 = stablehlo.or %327, %346 : tensor<8x32x32xi1>
    %348 = stablehlo.convert %347 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %349 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %350 = stablehlo.minimum %349, %348 : tensor<8x32x32xi32>
    %351 = stablehlo.dot_general %315, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %352 = chlo.square %351 : tensor<8x32x4x16xf32> -> tensor<8x32x4x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_57) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_58 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %356 = stablehlo.divide %354, %355 : tensor<8x32x4x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %358 = stablehlo.add %356, %357 : tensor<8x32x4x1xf32>
    %359 = stablehlo.sqrt %358 : tensor<8x32x4x1xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %361 = stablehlo.divide %360, %359 : tensor<8x32x4x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %363 = stablehlo.multiply %351, %362 : tensor<8x32x4x16xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %365 = stablehlo.add %364, %arg44 : tensor<16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %368 = stablehlo.multiply %363, %367 : tensor<8x32x4x16xf32>
    %369 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %371 = stablehlo.multiply %370, %369 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %373 = stablehlo.add %372, %371 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %375 = stablehlo.divide %373, %374 : tensor<8xf32>
    %376 = stablehlo.negate %375 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %378 = stablehlo.power %377, %376 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %380 = stablehlo.divide %378, %379 : tensor<8xf32>
    %381 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %383 = stablehlo.add %381, %382 : tensor<32xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %385 = stablehlo.dot_general %384, %380, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %387 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %388 = stablehlo.concatenate %386, %387, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %389 = stablehlo.reshape %388 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %391 = stablehlo.cosine %390 : tensor<1x32x1x16xf32>
    %392 = stablehlo.sine %390 : tensor<1x32x1x16xf32>
    %393 = stablehlo.slice %368 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %394 = stablehlo.slice %368 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %395 = stablehlo.negate %394 : tensor<8x32x4x8xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %397 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %398 = stablehlo.concatenate %396, %397, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %399 = stablehlo.reshape %398 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %400 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %401 = stablehlo.multiply %368, %400 : tensor<8x32x4x16xf32>
    %402 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %403 = stablehlo.multiply %399, %402 : tensor<8x32x4x16xf32>
    %404 = stablehlo.add %401, %403 : tensor<8x32x4x16xf32>
    %405 = stablehlo.dot_general %315, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %406 = chlo.square %405 : tensor<8x32x2x16xf32> -> tensor<8x32x2x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %410 = stablehlo.divide %408, %409 : tensor<8x32x2x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %412 = stablehlo.add %410, %411 : tensor<8x32x2x1xf32>
    %413 = stablehlo.sqrt %412 : tensor<8x32x2x1xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %415 = stablehlo.divide %414, %413 : tensor<8x32x2x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %417 = stablehlo.multiply %405, %416 : tensor<8x32x2x16xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %419 = stablehlo.add %418, %arg45 : tensor<16xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %422 = stablehlo.multiply %417, %421 : tensor<8x32x2x16xf32>
    %423 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %427 = stablehlo.add %426, %425 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %429 = stablehlo.divide %427, %428 : tensor<8xf32>
    %430 = stablehlo.negate %429 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %432 = stablehlo.power %431, %430 : tensor<8xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %434 = stablehlo.divide %432, %433 : tensor<8xf32>
    %435 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %437 = stablehlo.add %435, %436 : tensor<32xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %439 = stablehlo.dot_general %438, %434, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %441 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %442 = stablehlo.concatenate %440, %441, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %445 = stablehlo.cosine %444 : tensor<1x32x1x16xf32>
    %446 = stablehlo.sine %444 : tensor<1x32x1x16xf32>
    %447 = stablehlo.slice %422 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %448 = stablehlo.slice %422 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %449 = stablehlo.negate %448 : tensor<8x32x2x8xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %451 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %452 = stablehlo.concatenate %450, %451, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %453 = stablehlo.reshape %452 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %454 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %455 = stablehlo.multiply %422, %454 : tensor<8x32x2x16xf32>
    %456 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %457 = stablehlo.multiply %453, %456 : tensor<8x32x2x16xf32>
    %458 = stablehlo.add %455, %457 : tensor<8x32x2x16xf32>
    %459 = stablehlo.dot_general %315, %arg43, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %cst_79 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %461 = stablehlo.multiply %404, %460 : tensor<8x32x4x16xf32>
    %462 = stablehlo.reshape %461 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %463 = stablehlo.dot_general %458, %462, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x32x2x2x16xf32>) -> tensor<8x2x32x32x2xf32>
    %464 = stablehlo.transpose %463, dims = [0, 1, 4, 3, 2] : (tensor<8x2x32x32x2xf32>) -> tensor<8x2x2x32x32xf32>
    %465 = stablehlo.broadcast_in_dim %350, dims = [0, 3, 4] : (tensor<8x32x32xi32>) -> tensor<8x1x1x32x32xi32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %466 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<8x1x1x32x32xi32>
    %467 = stablehlo.compare GT, %465, %466, SIGNED : (tensor<8x1x1x32x32xi32>, tensor<8x1x1x32x32xi32>) -> tensor<8x1x1x32x32xi1>
    %cst_81 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %468 = call @_where_6(%467, %464, %cst_81) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %cst_82 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %469 = stablehlo.reduce(%468 init: %cst_82) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %471 = stablehlo.maximum %470, %469 : tensor<8x2x2x32xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %473 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %474 = stablehlo.subtract %468, %473 : tensor<8x2x2x32x32xf32>
    %475 = stablehlo.exponential %474 : tensor<8x2x2x32x32xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_84) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %479 = stablehlo.divide %475, %478 : tensor<8x2x2x32x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = call @_where_6(%467, %479, %cst_85) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %481 = stablehlo.dot_general %459, %480, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x2x2x32x32xf32>) -> tensor<8x2x16x2x32xf32>
    %482 = stablehlo.transpose %481, dims = [0, 4, 1, 3, 2] : (tensor<8x2x16x2x32xf32>) -> tensor<8x32x2x2x16xf32>
    %483 = stablehlo.reshape %482 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %484 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %485 = stablehlo.compare EQ, %350, %484, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_87 = stablehlo.constant dense<true> : tensor<i1>
    %486 = stablehlo.reduce(%485 init: %c_87) applies stablehlo.and across dimensions = [2] : (tensor<8x32x32xi1>, tensor<i1>) -> tensor<8x32xi1>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x1xi1>
    %488 = stablehlo.broadcast_in_dim %487, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x1x1xi1>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %490 = call @_where_7(%488, %489, %483) : (tensor<8x32x1x1xi1>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %491 = stablehlo.dot_general %490, %arg46, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %492 = stablehlo.add %298, %491 : tensor<8x32x64xf32>
    %493 = chlo.square %492 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%493 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %497 = stablehlo.divide %495, %496 : tensor<8x32x1xf32>
    %cst_91 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %499 = stablehlo.add %497, %498 : tensor<8x32x1xf32>
    %500 = stablehlo.sqrt %499 : tensor<8x32x1xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %502 = stablehlo.divide %501, %500 : tensor<8x32x1xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %504 = stablehlo.multiply %492, %503 : tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %506 = stablehlo.add %505, %arg47 : tensor<64xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %509 = stablehlo.multiply %504, %508 : tensor<8x32x64xf32>
    %510 = stablehlo.dot_general %509, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %511 = stablehlo.dot_general %509, %arg49, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %512 = stablehlo.multiply %510, %510 : tensor<8x32x128xf32>
    %513 = stablehlo.multiply %512, %510 : tensor<8x32x128xf32>
    %cst_94 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %515 = stablehlo.multiply %514, %513 : tensor<8x32x128xf32>
    %516 = stablehlo.add %510, %515 : tensor<8x32x128xf32>
    %cst_95 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %518 = stablehlo.multiply %517, %516 : tensor<8x32x128xf32>
    %519 = stablehlo.tanh %518 : tensor<8x32x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %521 = stablehlo.add %520, %519 : tensor<8x32x128xf32>
    %cst_97 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %522 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %523 = stablehlo.multiply %522, %521 : tensor<8x32x128xf32>
    %524 = stablehlo.multiply %510, %523 : tensor<8x32x128xf32>
    %525 = stablehlo.multiply %524, %511 : tensor<8x32x128xf32>
    %526 = stablehlo.dot_general %525, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %527 = stablehlo.add %526, %492 : tensor<8x32x64xf32>
    %528 = chlo.square %527 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %532 = stablehlo.divide %530, %531 : tensor<8x32x1xf32>
    %cst_100 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %534 = stablehlo.add %532, %533 : tensor<8x32x1xf32>
    %535 = stablehlo.sqrt %534 : tensor<8x32x1xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %537 = stablehlo.divide %536, %535 : tensor<8x32x1xf32>
    %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %539 = stablehlo.multiply %527, %538 : tensor<8x32x64xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %541 = stablehlo.add %540, %arg51 : tensor<64xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %544 = stablehlo.multiply %539, %543 : tensor<8x32x64xf32>
    %545 = stablehlo.broadcast_in_dim %arg64, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %546 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %548 = stablehlo.add %546, %547 : tensor<32xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %550 = stablehlo.iota dim = 0 : tensor<32xf32>
    %551 = stablehlo.broadcast_in_dim %550, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %552 = stablehlo.broadcast_in_dim %549, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %553 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %554 = stablehlo.compare GE, %552, %553, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %555 = stablehlo.broadcast_in_dim %554, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %557 = call @_pad(%arg67, %c_104) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x33xi32>
    %558 = stablehlo.slice %557 [0:8, 1:33] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %559 = stablehlo.slice %557 [0:8, 0:32] : (tensor<8x33xi32>) -> tensor<8x32xi32>
    %560 = stablehlo.compare GT, %558, %559, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %561 = stablehlo.convert %560 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %562 = call @cumsum(%561) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    %563 = stablehlo.multiply %arg67, %562 : tensor<8x32xi32>
    %564 = stablehlo.broadcast_in_dim %563, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %565 = stablehlo.broadcast_in_dim %563, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %566 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %567 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x32xi32>
    %568 = stablehlo.compare EQ, %566, %567, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %569 = stablehlo.convert %568 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %c_105 = stablehlo.constant dense<0> : tensor<i32>
    %570 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %571 = stablehlo.compare NE, %569, %570, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %572 = stablehlo.broadcast_in_dim %c_106, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %573 = stablehlo.compare NE, %565, %572, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x32xi1>
    %575 = stablehlo.and %571, %574 : tensor<8x32x32xi1>
    %576 = stablehlo.or %556, %575 : tensor<8x32x32xi1>
    %577 = stablehlo.convert %576 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %578 = stablehlo.broadcast_in_dim %545, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %579 = stablehlo.minimum %578, %577 : tensor<8x32x32xi32>
    %580 = stablehlo.dot_general %544, %arg52, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %581 = chlo.square %580 : tensor<8x32x4x16xf32> -> tensor<8x32x4x16xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_107) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %583 = stablehlo.broadcast_in_dim %582, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_108 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %585 = stablehlo.divide %583, %584 : tensor<8x32x4x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %587 = stablehlo.add %585, %586 : tensor<8x32x4x1xf32>
    %588 = stablehlo.sqrt %587 : tensor<8x32x4x1xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %590 = stablehlo.divide %589, %588 : tensor<8x32x4x1xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %592 = stablehlo.multiply %580, %591 : tensor<8x32x4x16xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %594 = stablehlo.add %593, %arg55 : tensor<16xf32>
    %595 = stablehlo.broadcast_in_dim %594, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %597 = stablehlo.multiply %592, %596 : tensor<8x32x4x16xf32>
    %598 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %600 = stablehlo.multiply %599, %598 : tensor<8xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %602 = stablehlo.add %601, %600 : tensor<8xf32>
    %cst_114 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %604 = stablehlo.divide %602, %603 : tensor<8xf32>
    %605 = stablehlo.negate %604 : tensor<8xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %607 = stablehlo.power %606, %605 : tensor<8xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %609 = stablehlo.divide %607, %608 : tensor<8xf32>
    %610 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %612 = stablehlo.add %610, %611 : tensor<32xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %614 = stablehlo.dot_general %613, %609, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %616 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %617 = stablehlo.concatenate %615, %616, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %618 = stablehlo.reshape %617 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %619 = stablehlo.broadcast_in_dim %618, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %620 = stablehlo.cosine %619 : tensor<1x32x1x16xf32>
    %621 = stablehlo.sine %619 : tensor<1x32x1x16xf32>
    %622 = stablehlo.slice %597 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %623 = stablehlo.slice %597 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %624 = stablehlo.negate %623 : tensor<8x32x4x8xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %626 = stablehlo.broadcast_in_dim %622, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %627 = stablehlo.concatenate %625, %626, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %628 = stablehlo.reshape %627 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %629 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %630 = stablehlo.multiply %597, %629 : tensor<8x32x4x16xf32>
    %631 = stablehlo.broadcast_in_dim %621, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %632 = stablehlo.multiply %628, %631 : tensor<8x32x4x16xf32>
    %633 = stablehlo.add %630, %632 : tensor<8x32x4x16xf32>
    %634 = stablehlo.dot_general %544, %arg53, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %635 = chlo.square %634 : tensor<8x32x2x16xf32> -> tensor<8x32x2x16xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.reduce(%635 init: %cst_118) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %637 = stablehlo.broadcast_in_dim %636, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_119 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %639 = stablehlo.divide %637, %638 : tensor<8x32x2x1xf32>
    %cst_120 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %641 = stablehlo.add %639, %640 : tensor<8x32x2x1xf32>
    %642 = stablehlo.sqrt %641 : tensor<8x32x2x1xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %644 = stablehlo.divide %643, %642 : tensor<8x32x2x1xf32>
    %645 = stablehlo.broadcast_in_dim %644, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %646 = stablehlo.multiply %634, %645 : tensor<8x32x2x16xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %648 = stablehlo.add %647, %arg56 : tensor<16xf32>
    %649 = stablehlo.broadcast_in_dim %648, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %650 = stablehlo.broadcast_in_dim %649, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %651 = stablehlo.multiply %646, %650 : tensor<8x32x2x16xf32>
    %652 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_123 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %654 = stablehlo.multiply %653, %652 : tensor<8xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %656 = stablehlo.add %655, %654 : tensor<8xf32>
    %cst_125 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %658 = stablehlo.divide %656, %657 : tensor<8xf32>
    %659 = stablehlo.negate %658 : tensor<8xf32>
    %cst_126 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %661 = stablehlo.power %660, %659 : tensor<8xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %663 = stablehlo.divide %661, %662 : tensor<8xf32>
    %664 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %666 = stablehlo.add %664, %665 : tensor<32xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %668 = stablehlo.dot_general %667, %663, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %669 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %670 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %671 = stablehlo.concatenate %669, %670, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %672 = stablehlo.reshape %671 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %674 = stablehlo.cosine %673 : tensor<1x32x1x16xf32>
    %675 = stablehlo.sine %673 : tensor<1x32x1x16xf32>
    %676 = stablehlo.slice %651 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %677 = stablehlo.slice %651 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %678 = stablehlo.negate %677 : tensor<8x32x2x8xf32>
    %679 = stablehlo.broadcast_in_dim %678, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %680 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %681 = stablehlo.concatenate %679, %680, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %682 = stablehlo.reshape %681 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %683 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %684 = stablehlo.multiply %651, %683 : tensor<8x32x2x16xf32>
    %685 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %686 = stablehlo.multiply %682, %685 : tensor<8x32x2x16xf32>
    %687 = stablehlo.add %684, %686 : tensor<8x32x2x16xf32>
    %688 = stablehlo.dot_general %544, %arg54, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %cst_129 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %690 = stablehlo.multiply %633, %689 : tensor<8x32x4x16xf32>
    %691 = stablehlo.reshape %690 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %692 = stablehlo.dot_general %687, %691, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x32x2x2x16xf32>) -> tensor<8x2x32x32x2xf32>
    %693 = stablehlo.transpose %692, dims = [0, 1, 4, 3, 2] : (tensor<8x2x32x32x2xf32>) -> tensor<8x2x2x32x32xf32>
    %694 = stablehlo.broadcast_in_dim %579, dims = [0, 3, 4] : (tensor<8x32x32xi32>) -> tensor<8x1x1x32x32xi32>
    %c_130 = stablehlo.constant dense<0> : tensor<i32>
    %695 = stablehlo.broadcast_in_dim %c_130, dims = [] : (tensor<i32>) -> tensor<8x1x1x32x32xi32>
    %696 = stablehlo.compare GT, %694, %695, SIGNED : (tensor<8x1x1x32x32xi32>, tensor<8x1x1x32x32xi32>) -> tensor<8x1x1x32x32xi1>
    %cst_131 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %697 = call @_where_6(%696, %693, %cst_131) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %698 = stablehlo.reduce(%697 init: %cst_132) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %cst_133 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %700 = stablehlo.maximum %699, %698 : tensor<8x2x2x32xf32>
    %701 = stablehlo.broadcast_in_dim %700, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %703 = stablehlo.subtract %697, %702 : tensor<8x2x2x32x32xf32>
    %704 = stablehlo.exponential %703 : tensor<8x2x2x32x32xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%704 init: %cst_134) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %707 = stablehlo.broadcast_in_dim %706, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %708 = stablehlo.divide %704, %707 : tensor<8x2x2x32x32xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %709 = call @_where_6(%696, %708, %cst_135) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %710 = stablehlo.dot_general %688, %709, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x2x2x32x32xf32>) -> tensor<8x2x16x2x32xf32>
    %711 = stablehlo.transpose %710, dims = [0, 4, 1, 3, 2] : (tensor<8x2x16x2x32xf32>) -> tensor<8x32x2x2x16xf32>
    %712 = stablehlo.reshape %711 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %c_136 = stablehlo.constant dense<0> : tensor<i32>
    %713 = stablehlo.broadcast_in_dim %c_136, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %714 = stablehlo.compare EQ, %579, %713, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_137 = stablehlo.constant dense<true> : tensor<i1>
    %715 = stablehlo.reduce(%714 init: %c_137) applies stablehlo.and across dimensions = [2] : (tensor<8x32x32xi1>, tensor<i1>) -> tensor<8x32xi1>
    %716 = stablehlo.broadcast_in_dim %715, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x1xi1>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x1x1xi1>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %719 = call @_where_7(%717, %718, %712) : (tensor<8x32x1x1xi1>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %720 = stablehlo.dot_general %719, %arg57, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %721 = stablehlo.add %527, %720 : tensor<8x32x64xf32>
    %722 = chlo.square %721 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_140 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %726 = stablehlo.divide %724, %725 : tensor<8x32x1xf32>
    %cst_141 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %727 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %728 = stablehlo.add %726, %727 : tensor<8x32x1xf32>
    %729 = stablehlo.sqrt %728 : tensor<8x32x1xf32>
    %cst_142 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %731 = stablehlo.divide %730, %729 : tensor<8x32x1xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %733 = stablehlo.multiply %721, %732 : tensor<8x32x64xf32>
    %cst_143 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %735 = stablehlo.add %734, %arg58 : tensor<64xf32>
    %736 = stablehlo.broadcast_in_dim %735, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %737 = stablehlo.broadcast_in_dim %736, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %738 = stablehlo.multiply %733, %737 : tensor<8x32x64xf32>
    %739 = stablehlo.dot_general %738, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %740 = stablehlo.dot_general %738, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %741 = stablehlo.multiply %739, %739 : tensor<8x32x128xf32>
    %742 = stablehlo.multiply %741, %739 : tensor<8x32x128xf32>
    %cst_144 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %744 = stablehlo.multiply %743, %742 : tensor<8x32x128xf32>
    %745 = stablehlo.add %739, %744 : tensor<8x32x128xf32>
    %cst_145 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %747 = stablehlo.multiply %746, %745 : tensor<8x32x128xf32>
    %748 = stablehlo.tanh %747 : tensor<8x32x128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %750 = stablehlo.add %749, %748 : tensor<8x32x128xf32>
    %cst_147 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %752 = stablehlo.multiply %751, %750 : tensor<8x32x128xf32>
    %753 = stablehlo.multiply %739, %752 : tensor<8x32x128xf32>
    %754 = stablehlo.multiply %753, %740 : tensor<8x32x128xf32>
    %755 = stablehlo.dot_general %754, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %756 = stablehlo.add %755, %721 : tensor<8x32x64xf32>
    %757 = chlo.square %756 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %759 = stablehlo.broadcast_in_dim %758, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_149 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %761 = stablehlo.divide %759, %760 : tensor<8x32x1xf32>
    %cst_150 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %763 = stablehlo.add %761, %762 : tensor<8x32x1xf32>
    %764 = stablehlo.sqrt %763 : tensor<8x32x1xf32>
    %cst_151 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %766 = stablehlo.divide %765, %764 : tensor<8x32x1xf32>
    %767 = stablehlo.broadcast_in_dim %766, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %768 = stablehlo.multiply %756, %767 : tensor<8x32x64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %770 = stablehlo.add %769, %arg62 : tensor<64xf32>
    %771 = stablehlo.broadcast_in_dim %770, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %772 = stablehlo.broadcast_in_dim %771, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %773 = stablehlo.multiply %768, %772 : tensor<8x32x64xf32>
    return %773 : tensor<8x32x64xf32>
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
  func.func private @_take_0(%arg0: tensor<16x64xf32>, %arg1: tensor<1x16xi32>) -> tensor<1x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x16xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<1x16xi1>, tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<1x16x1xi32>
    %c_1 = stablehlo.constant dense<15> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x16x1xi32>, tensor<1x16x1xi32>) -> tensor<1x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x16x1xi1>, tensor<i1>) -> tensor<1x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<16x64xf32>, tensor<1x16x1xi32>) -> tensor<1x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x16xi1>) -> tensor<1x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x16x64xi1>, tensor<1x16x64xf32>
    return %16 : tensor<1x16x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xi32>, %arg2: tensor<1x16xi32>) -> tensor<1x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x16xi1>, tensor<1x16xi32>
    return %0 : tensor<1x16xi32>
  }
  func.func private @_var(%arg0: tensor<8x16x64xf32>, %arg1: tensor<i32>) -> tensor<8x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x16x64xf32>
    %6 = chlo.square %5 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_2(%13, %12, %cst_4) : (tensor<i1>, tensor<8x16x1xf32>, tensor<f32>) -> tensor<8x16x1xf32>
    return %14 : tensor<8x16x1xf32>
  }
  func.func private @_where_2(%arg0: tensor<i1>, %arg1: tensor<8x16x1xf32>, %arg2: tensor<f32>) -> tensor<8x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x16x1xf32>
    return %2 : tensor<8x16x1xf32>
  }
  func.func private @_take_3(%arg0: tensor<256x64xf32>, %arg1: tensor<8xi32>) -> tensor<8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_1 = stablehlo.constant dense<255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<8x1xi1>, tensor<i1>) -> tensor<8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<256x64xf32>, tensor<8x1xi32>) -> tensor<8x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi1>) -> tensor<8x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64xi1>, tensor<8x64xf32>
    return %16 : tensor<8x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
  func.func private @_pad(%arg0: tensor<8x32xi32>, %arg1: tensor<i32>) -> tensor<8x33xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1], high = [0, 0], interior = [0, 0] : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x33xi32>
    return %1 : tensor<8x33xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = call @cumsum_5(%arg0) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @cumsum_5(%arg0: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [31, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x32xi32>
    return %1 : tensor<8x32xi32>
  }
  func.func private @_where_6(%arg0: tensor<8x1x1x32x32xi1>, %arg1: tensor<8x2x2x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x2x2x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<8x2x2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x32x32xi1>, tensor<8x2x2x32x32xf32>
    return %3 : tensor<8x2x2x32x32xf32>
  }
  func.func private @_where_7(%arg0: tensor<8x32x1x1xi1>, %arg1: tensor<8x32x4x16xf32>, %arg2: tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x32x1x1xi1>) -> tensor<8x32x4x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x32x4x16xi1>, tensor<8x32x4x16xf32>
    return %1 : tensor<8x32x4x16xf32>
  }
}
