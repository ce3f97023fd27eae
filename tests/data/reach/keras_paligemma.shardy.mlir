module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg42: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg43: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg47: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg48: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg51: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg52: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg53: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg56: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg57: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg60: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg61: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg62: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x48x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %0 = call @_take(%arg0, %arg62) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.convolution(%arg59, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %2 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %4 = stablehlo.add %1, %3 : tensor<8x4x4x64xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %6 = call @_take_0(%arg5, %c) : (tensor<16x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<8x16x64xf32>
    %8 = stablehlo.add %5, %7 : tensor<8x16x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x16x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %13 = call @_var(%8, %c_2) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %14 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %15 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<8x16x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<8x16x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %20 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x16x64xf32>
    %22 = stablehlo.negate %12 : tensor<8x16x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<8x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x16x64xf32>
    %27 = stablehlo.multiply %8, %21 : tensor<8x16x64xf32>
    %28 = stablehlo.add %27, %26 : tensor<8x16x64xf32>
    %29 = stablehlo.dot_general %28, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %30 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x16x64xf32>
    %33 = stablehlo.dot_general %28, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %34 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x16x64xf32>
    %37 = stablehlo.dot_general %28, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %38 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x16x64xf32>
    %41 = stablehlo.reshape %32 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %43 = stablehlo.reshape %36 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %44 = stablehlo.transpose %43, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %45 = stablehlo.reshape %40 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %46 = stablehlo.transpose %45, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %47 = stablehlo.transpose %44, dims = [0, 1, 3, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %48 = stablehlo.dot_general %42, %47, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %49 = stablehlo.sqrt %cst_4 : tensor<f32>
    %50 = stablehlo.convert %49 : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %52 = stablehlo.divide %48, %51 : tensor<8x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %55 = stablehlo.maximum %54, %53 : tensor<8x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %58 = stablehlo.subtract %52, %57 : tensor<8x4x16x16xf32>
    %59 = stablehlo.exponential %58 : tensor<8x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %63 = stablehlo.divide %59, %62 : tensor<8x4x16x16xf32>
    %64 = stablehlo.dot_general %63, %46, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %65 = stablehlo.transpose %64, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %66 = stablehlo.reshape %65 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %67 = stablehlo.dot_general %66, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %68 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %70 = stablehlo.add %67, %69 : tensor<8x16x64xf32>
    %71 = stablehlo.add %70, %8 : tensor<8x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %75 = stablehlo.divide %73, %74 : tensor<8x16x1xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %76 = call @_var(%71, %c_10) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %77 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %78 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %80 = stablehlo.add %76, %79 : tensor<8x16x1xf32>
    %81 = stablehlo.rsqrt %80 : tensor<8x16x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %83 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<8x16x64xf32>
    %85 = stablehlo.negate %75 : tensor<8x16x1xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %87 = stablehlo.multiply %86, %84 : tensor<8x16x64xf32>
    %88 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x16x64xf32>
    %90 = stablehlo.multiply %71, %84 : tensor<8x16x64xf32>
    %91 = stablehlo.add %90, %89 : tensor<8x16x64xf32>
    %92 = stablehlo.dot_general %91, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %93 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x16x128xf32>
    %96 = stablehlo.multiply %95, %95 : tensor<8x16x128xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<8x16x128xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x16x128xf32>
    %100 = stablehlo.add %95, %99 : tensor<8x16x128xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<8x16x128xf32>
    %103 = stablehlo.tanh %102 : tensor<8x16x128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %105 = stablehlo.add %104, %103 : tensor<8x16x128xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<8x16x128xf32>
    %108 = stablehlo.multiply %95, %107 : tensor<8x16x128xf32>
    %109 = stablehlo.dot_general %108, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %110 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %112 = stablehlo.add %109, %111 : tensor<8x16x64xf32>
    %113 = stablehlo.add %71, %112 : tensor<8x16x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8x16x1xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %118 = call @_var(%113, %c_18) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %119 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %120 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %122 = stablehlo.add %118, %121 : tensor<8x16x1xf32>
    %123 = stablehlo.rsqrt %122 : tensor<8x16x1xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %125 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.multiply %124, %125 : tensor<8x16x64xf32>
    %127 = stablehlo.negate %117 : tensor<8x16x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %129 = stablehlo.multiply %128, %126 : tensor<8x16x64xf32>
    %130 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %131 = stablehlo.add %129, %130 : tensor<8x16x64xf32>
    %132 = stablehlo.multiply %113, %126 : tensor<8x16x64xf32>
    %133 = stablehlo.add %132, %131 : tensor<8x16x64xf32>
    %134 = stablehlo.dot_general %133, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %135 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %137 = stablehlo.add %134, %136 : tensor<8x16x64xf32>
    %138 = stablehlo.dot_general %133, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %139 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<8x16x64xf32>
    %142 = stablehlo.dot_general %133, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %143 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<8x16x64xf32>
    %146 = stablehlo.reshape %137 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %147 = stablehlo.transpose %146, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %148 = stablehlo.reshape %141 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %149 = stablehlo.transpose %148, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %150 = stablehlo.reshape %145 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %151 = stablehlo.transpose %150, dims = [0, 2, 1, 3] : (tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %152 = stablehlo.transpose %149, dims = [0, 1, 3, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %153 = stablehlo.dot_general %147, %152, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %154 = stablehlo.sqrt %cst_20 : tensor<f32>
    %155 = stablehlo.convert %154 : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %157 = stablehlo.divide %153, %156 : tensor<8x4x16x16xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_21) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_22 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %160 = stablehlo.maximum %159, %158 : tensor<8x4x16xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %163 = stablehlo.subtract %157, %162 : tensor<8x4x16x16xf32>
    %164 = stablehlo.exponential %163 : tensor<8x4x16x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_23) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %168 = stablehlo.divide %164, %167 : tensor<8x4x16x16xf32>
    %169 = stablehlo.dot_general %168, %151, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %170 = stablehlo.transpose %169, dims = [0, 2, 1, 3] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %172 = stablehlo.dot_general %171, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %173 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %175 = stablehlo.add %172, %174 : tensor<8x16x64xf32>
    %176 = stablehlo.add %175, %113 : tensor<8x16x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %180 = stablehlo.divide %178, %179 : tensor<8x16x1xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %181 = call @_var(%176, %c_26) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %182 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %183 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %185 = stablehlo.add %181, %184 : tensor<8x16x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<8x16x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %188 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<8x16x64xf32>
    %190 = stablehlo.negate %180 : tensor<8x16x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %192 = stablehlo.multiply %191, %189 : tensor<8x16x64xf32>
    %193 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %194 = stablehlo.add %192, %193 : tensor<8x16x64xf32>
    %195 = stablehlo.multiply %176, %189 : tensor<8x16x64xf32>
    %196 = stablehlo.add %195, %194 : tensor<8x16x64xf32>
    %197 = stablehlo.dot_general %196, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %198 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x16x128xf32>
    %200 = stablehlo.add %197, %199 : tensor<8x16x128xf32>
    %201 = stablehlo.multiply %200, %200 : tensor<8x16x128xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<8x16x128xf32>
    %cst_28 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<8x16x128xf32>
    %205 = stablehlo.add %200, %204 : tensor<8x16x128xf32>
    %cst_29 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %207 = stablehlo.multiply %206, %205 : tensor<8x16x128xf32>
    %208 = stablehlo.tanh %207 : tensor<8x16x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %210 = stablehlo.add %209, %208 : tensor<8x16x128xf32>
    %cst_31 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<8x16x128xf32>
    %213 = stablehlo.multiply %200, %212 : tensor<8x16x128xf32>
    %214 = stablehlo.dot_general %213, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %215 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %217 = stablehlo.add %214, %216 : tensor<8x16x64xf32>
    %218 = stablehlo.add %176, %217 : tensor<8x16x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %222 = stablehlo.divide %220, %221 : tensor<8x16x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %223 = call @_var(%218, %c_34) : (tensor<8x16x64xf32>, tensor<i32>) -> tensor<8x16x1xf32>
    %224 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %225 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %227 = stablehlo.add %223, %226 : tensor<8x16x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<8x16x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %230 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<8x16x64xf32>
    %232 = stablehlo.negate %222 : tensor<8x16x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %234 = stablehlo.multiply %233, %231 : tensor<8x16x64xf32>
    %235 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %236 = stablehlo.add %234, %235 : tensor<8x16x64xf32>
    %237 = stablehlo.multiply %218, %231 : tensor<8x16x64xf32>
    %238 = stablehlo.add %237, %236 : tensor<8x16x64xf32>
    %239 = stablehlo.dot_general %238, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %240 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %242 = stablehlo.add %239, %241 : tensor<8x16x64xf32>
    %243 = stablehlo.convert %cst : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.multiply %0, %244 : tensor<8x32x64xf32>
    %246 = stablehlo.concatenate %242, %245, dim = 1 : (tensor<8x16x64xf32>, tensor<8x32x64xf32>) -> tensor<8x48x64xf32>
    %247 = chlo.square %246 : tensor<8x48x64xf32> -> tensor<8x48x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x48x64xf32>, tensor<f32>) -> tensor<8x48xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %251 = stablehlo.divide %249, %250 : tensor<8x48x1xf32>
    %cst_38 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %253 = stablehlo.add %251, %252 : tensor<8x48x1xf32>
    %254 = stablehlo.sqrt %253 : tensor<8x48x1xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %256 = stablehlo.divide %255, %254 : tensor<8x48x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x64xf32>
    %258 = stablehlo.multiply %246, %257 : tensor<8x48x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.add %259, %arg40 : tensor<64xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x48x64xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<8x48x64xf32>
    %264 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %266 = stablehlo.add %264, %265 : tensor<48xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0] : (tensor<48xf32>) -> tensor<48x1xf32>
    %268 = stablehlo.iota dim = 0 : tensor<48xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %270 = stablehlo.broadcast_in_dim %267, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x48xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<48x48xf32>
    %272 = stablehlo.compare GE, %270, %271, FLOAT : (tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xi1>
    %273 = stablehlo.broadcast_in_dim %272, dims = [1, 2] : (tensor<48x48xi1>) -> tensor<1x48x48xi1>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2] : (tensor<1x48x48xi1>) -> tensor<8x48x48xi1>
    %c_42 = stablehlo.constant dense<1> : tensor<i32>
    %275 = call @_pad(%arg60, %c_42) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x48xi32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 2] : (tensor<8x48xi32>) -> tensor<8x1x48xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %277 = call @_pad(%arg61, %c_43) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x48xi32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 2] : (tensor<8x48xi32>) -> tensor<8x1x48xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %279 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %280 = stablehlo.compare NE, %278, %279, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %281 = stablehlo.not %280 : tensor<8x1x48xi1>
    %282 = stablehlo.convert %274 : (tensor<8x48x48xi1>) -> tensor<8x48x48xi32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %283 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<8x48x48xi32>
    %284 = stablehlo.compare NE, %282, %283, SIGNED : (tensor<8x48x48xi32>, tensor<8x48x48xi32>) -> tensor<8x48x48xi1>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %285 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %286 = stablehlo.compare NE, %278, %285, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<8x1x48xi1>) -> tensor<8x48x48xi1>
    %288 = stablehlo.and %284, %287 : tensor<8x48x48xi1>
    %289 = stablehlo.convert %281 : (tensor<8x1x48xi1>) -> tensor<8x1x48xi32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %290 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %291 = stablehlo.compare NE, %276, %290, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %292 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %293 = stablehlo.compare NE, %289, %292, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %294 = stablehlo.and %291, %293 : tensor<8x1x48xi1>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<8x1x48xi1>) -> tensor<8x48x48xi1>
    %296 = stablehlo.or %295, %288 : tensor<8x48x48xi1>
    %297 = stablehlo.dot_general %263, %arg41, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<4x64x16xf32>) -> tensor<8x48x4x16xf32>
    %298 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %300 = stablehlo.multiply %299, %298 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %302 = stablehlo.add %301, %300 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8xf32>
    %305 = stablehlo.negate %304 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %307 = stablehlo.power %306, %305 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %309 = stablehlo.divide %307, %308 : tensor<8xf32>
    %310 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %312 = stablehlo.add %310, %311 : tensor<48xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %314 = stablehlo.dot_general %313, %309, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x48xf32>, tensor<8xf32>) -> tensor<1x48x8xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %317 = stablehlo.concatenate %315, %316, dim = 2 : (tensor<1x48x1x8xf32>, tensor<1x48x1x8xf32>) -> tensor<1x48x2x8xf32>
    %318 = stablehlo.reshape %317 : (tensor<1x48x2x8xf32>) -> tensor<1x48x16xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x48x16xf32>) -> tensor<1x48x1x16xf32>
    %320 = stablehlo.cosine %319 : tensor<1x48x1x16xf32>
    %321 = stablehlo.sine %319 : tensor<1x48x1x16xf32>
    %322 = stablehlo.slice %297 [0:8, 0:48, 0:4, 0:8] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %323 = stablehlo.slice %297 [0:8, 0:48, 0:4, 8:16] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %324 = stablehlo.negate %323 : tensor<8x48x4x8xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 4] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x1x8xf32>
    %326 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 4] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x1x8xf32>
    %327 = stablehlo.concatenate %325, %326, dim = 3 : (tensor<8x48x4x1x8xf32>, tensor<8x48x4x1x8xf32>) -> tensor<8x48x4x2x8xf32>
    %328 = stablehlo.reshape %327 : (tensor<8x48x4x2x8xf32>) -> tensor<8x48x4x16xf32>
    %329 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x4x16xf32>
    %330 = stablehlo.multiply %297, %329 : tensor<8x48x4x16xf32>
    %331 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x4x16xf32>
    %332 = stablehlo.multiply %328, %331 : tensor<8x48x4x16xf32>
    %333 = stablehlo.add %330, %332 : tensor<8x48x4x16xf32>
    %334 = stablehlo.slice %333 [0:8, 0:48, 0:4, 0:8] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %335 = stablehlo.slice %333 [0:8, 0:48, 0:4, 8:16] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %336 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x8x1xf32>
    %337 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x8x1xf32>
    %338 = stablehlo.concatenate %336, %337, dim = 4 : (tensor<8x48x4x8x1xf32>, tensor<8x48x4x8x1xf32>) -> tensor<8x48x4x8x2xf32>
    %339 = stablehlo.reshape %338 : (tensor<8x48x4x8x2xf32>) -> tensor<8x48x4x16xf32>
    %340 = stablehlo.dot_general %263, %arg42, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<2x64x16xf32>) -> tensor<8x48x2x16xf32>
    %341 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %345 = stablehlo.add %344, %343 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %347 = stablehlo.divide %345, %346 : tensor<8xf32>
    %348 = stablehlo.negate %347 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %350 = stablehlo.power %349, %348 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %352 = stablehlo.divide %350, %351 : tensor<8xf32>
    %353 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %355 = stablehlo.add %353, %354 : tensor<48xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %357 = stablehlo.dot_general %356, %352, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x48xf32>, tensor<8xf32>) -> tensor<1x48x8xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %359 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %360 = stablehlo.concatenate %358, %359, dim = 2 : (tensor<1x48x1x8xf32>, tensor<1x48x1x8xf32>) -> tensor<1x48x2x8xf32>
    %361 = stablehlo.reshape %360 : (tensor<1x48x2x8xf32>) -> tensor<1x48x16xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 3] : (tensor<1x48x16xf32>) -> tensor<1x48x1x16xf32>
    %363 = stablehlo.cosine %362 : tensor<1x48x1x16xf32>
    %364 = stablehlo.sine %362 : tensor<1x48x1x16xf32>
    %365 = stablehlo.slice %340 [0:8, 0:48, 0:2, 0:8] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %366 = stablehlo.slice %340 [0:8, 0:48, 0:2, 8:16] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %367 = stablehlo.negate %366 : tensor<8x48x2x8xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 4] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x1x8xf32>
    %369 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 4] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x1x8xf32>
    %370 = stablehlo.concatenate %368, %369, dim = 3 : (tensor<8x48x2x1x8xf32>, tensor<8x48x2x1x8xf32>) -> tensor<8x48x2x2x8xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x48x2x2x8xf32>) -> tensor<8x48x2x16xf32>
    %372 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x2x16xf32>
    %373 = stablehlo.multiply %340, %372 : tensor<8x48x2x16xf32>
    %374 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x2x16xf32>
    %375 = stablehlo.multiply %371, %374 : tensor<8x48x2x16xf32>
    %376 = stablehlo.add %373, %375 : tensor<8x48x2x16xf32>
    %377 = stablehlo.slice %376 [0:8, 0:48, 0:2, 0:8] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %378 = stablehlo.slice %376 [0:8, 0:48, 0:2, 8:16] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %379 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x8x1xf32>
    %380 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x8x1xf32>
    %381 = stablehlo.concatenate %379, %380, dim = 4 : (tensor<8x48x2x8x1xf32>, tensor<8x48x2x8x1xf32>) -> tensor<8x48x2x8x2xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x48x2x8x2xf32>) -> tensor<8x48x2x16xf32>
    %383 = stablehlo.dot_general %263, %arg43, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<2x64x16xf32>) -> tensor<8x48x2x16xf32>
    %cst_61 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x48x4x16xf32>
    %385 = stablehlo.multiply %339, %384 : tensor<8x48x4x16xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x48x4x16xf32>) -> tensor<8x48x2x2x16xf32>
    %387 = stablehlo.dot_general %382, %386, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x48x2x16xf32>, tensor<8x48x2x2x16xf32>) -> tensor<8x2x48x48x2xf32>
    %388 = stablehlo.transpose %387, dims = [0, 1, 4, 3, 2] : (tensor<8x2x48x48x2xf32>) -> tensor<8x2x2x48x48xf32>
    %389 = stablehlo.broadcast_in_dim %296, dims = [0, 3, 4] : (tensor<8x48x48xi1>) -> tensor<8x1x1x48x48xi1>
    %cst_62 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %390 = call @_where_3(%389, %388, %cst_62) : (tensor<8x1x1x48x48xi1>, tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48x48xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_63) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x2x2x48xf32>
    %393 = stablehlo.maximum %392, %391 : tensor<8x2x2x48xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] : (tensor<8x2x2x48xf32>) -> tensor<8x2x2x48x1xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x48x1xf32>) -> tensor<8x2x2x48x48xf32>
    %396 = stablehlo.subtract %390, %395 : tensor<8x2x2x48x48xf32>
    %397 = stablehlo.exponential %396 : tensor<8x2x2x48x48xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_65) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3] : (tensor<8x2x2x48xf32>) -> tensor<8x2x2x48x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x48x1xf32>) -> tensor<8x2x2x48x48xf32>
    %401 = stablehlo.divide %397, %400 : tensor<8x2x2x48x48xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = call @_where_3(%389, %401, %cst_66) : (tensor<8x1x1x48x48xi1>, tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48x48xf32>
    %403 = stablehlo.dot_general %383, %402, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x48x2x16xf32>, tensor<8x2x2x48x48xf32>) -> tensor<8x2x16x2x48xf32>
    %404 = stablehlo.transpose %403, dims = [0, 4, 1, 3, 2] : (tensor<8x2x16x2x48xf32>) -> tensor<8x48x2x2x16xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x48x2x2x16xf32>) -> tensor<8x48x4x16xf32>
    %406 = stablehlo.convert %296 : (tensor<8x48x48xi1>) -> tensor<8x48x48xi32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %407 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<8x48x48xi32>
    %408 = stablehlo.compare EQ, %406, %407, SIGNED : (tensor<8x48x48xi32>, tensor<8x48x48xi32>) -> tensor<8x48x48xi1>
    %c_68 = stablehlo.constant dense<false> : tensor<i1>
    %409 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i1>) -> tensor<8x48x48xi1>
    %410 = stablehlo.compare NE, %408, %409, UNSIGNED : (tensor<8x48x48xi1>, tensor<8x48x48xi1>) -> tensor<8x48x48xi1>
    %411 = stablehlo.convert %410 : tensor<8x48x48xi1>
    %c_69 = stablehlo.constant dense<true> : tensor<i1>
    %412 = stablehlo.reduce(%411 init: %c_69) applies stablehlo.and across dimensions = [2] : (tensor<8x48x48xi1>, tensor<i1>) -> tensor<8x48xi1>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8x48xi1>) -> tensor<8x48x1xi1>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2] : (tensor<8x48x1xi1>) -> tensor<8x48x1x1xi1>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x48x4x16xf32>
    %416 = call @_where_4(%414, %415, %405) : (tensor<8x48x1x1xi1>, tensor<8x48x4x16xf32>, tensor<8x48x4x16xf32>) -> tensor<8x48x4x16xf32>
    %417 = stablehlo.dot_general %416, %arg44, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x48x64xf32>
    %418 = stablehlo.add %246, %417 : tensor<8x48x64xf32>
    %419 = chlo.square %418 : tensor<8x48x64xf32> -> tensor<8x48x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x48x64xf32>, tensor<f32>) -> tensor<8x48xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_72 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %423 = stablehlo.divide %421, %422 : tensor<8x48x1xf32>
    %cst_73 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %425 = stablehlo.add %423, %424 : tensor<8x48x1xf32>
    %426 = stablehlo.sqrt %425 : tensor<8x48x1xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %428 = stablehlo.divide %427, %426 : tensor<8x48x1xf32>
    %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x64xf32>
    %430 = stablehlo.multiply %418, %429 : tensor<8x48x64xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %432 = stablehlo.add %431, %arg45 : tensor<64xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x48x64xf32>
    %435 = stablehlo.multiply %430, %434 : tensor<8x48x64xf32>
    %436 = stablehlo.dot_general %435, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<64x64xf32>) -> tensor<8x48x64xf32>
    %437 = stablehlo.dot_general %435, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<64x64xf32>) -> tensor<8x48x64xf32>
    %438 = stablehlo.multiply %436, %436 : tensor<8x48x64xf32>
    %439 = stablehlo.multiply %438, %436 : tensor<8x48x64xf32>
    %cst_76 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %441 = stablehlo.multiply %440, %439 : tensor<8x48x64xf32>
    %442 = stablehlo.add %436, %441 : tensor<8x48x64xf32>
    %cst_77 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %444 = stablehlo.multiply %443, %442 : tensor<8x48x64xf32>
    %445 = stablehlo.tanh %444 : tensor<8x48x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %447 = stablehlo.add %446, %445 : tensor<8x48x64xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<8x48x64xf32>
    %450 = stablehlo.multiply %436, %449 : tensor<8x48x64xf32>
    %451 = stablehlo.multiply %450, %437 : tensor<8x48x64xf32>
    %452 = stablehlo.dot_general %451, %arg48, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<64x64xf32>) -> tensor<8x48x64xf32>
    %453 = stablehlo.add %452, %418 : tensor<8x48x64xf32>
    %454 = chlo.square %453 : tensor<8x48x64xf32> -> tensor<8x48x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x48x64xf32>, tensor<f32>) -> tensor<8x48xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %458 = stablehlo.divide %456, %457 : tensor<8x48x1xf32>
    %cst_82 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %460 = stablehlo.add %458, %459 : tensor<8x48x1xf32>
    %461 = stablehlo.sqrt %460 : tensor<8x48x1xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %463 = stablehlo.divide %462, %461 : tensor<8x48x1xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x64xf32>
    %465 = stablehlo.multiply %453, %464 : tensor<8x48x64xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %467 = stablehlo.add %466, %arg49 : tensor<64xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x48x64xf32>
    %470 = stablehlo.multiply %465, %469 : tensor<8x48x64xf32>
    %471 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %473 = stablehlo.add %471, %472 : tensor<48xf32>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0] : (tensor<48xf32>) -> tensor<48x1xf32>
    %475 = stablehlo.iota dim = 0 : tensor<48xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %477 = stablehlo.broadcast_in_dim %474, dims = [0, 1] : (tensor<48x1xf32>) -> tensor<48x48xf32>
    %478 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<1x48xf32>) -> tensor<48x48xf32>
    %479 = stablehlo.compare GE, %477, %478, FLOAT : (tensor<48x48xf32>, tensor<48x48xf32>) -> tensor<48x48xi1>
    %480 = stablehlo.broadcast_in_dim %479, dims = [1, 2] : (tensor<48x48xi1>) -> tensor<1x48x48xi1>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 2] : (tensor<1x48x48xi1>) -> tensor<8x48x48xi1>
    %c_86 = stablehlo.constant dense<1> : tensor<i32>
    %482 = call @_pad(%arg60, %c_86) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x48xi32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 2] : (tensor<8x48xi32>) -> tensor<8x1x48xi32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %484 = call @_pad(%arg61, %c_87) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x48xi32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 2] : (tensor<8x48xi32>) -> tensor<8x1x48xi32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %486 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %487 = stablehlo.compare NE, %485, %486, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %488 = stablehlo.not %487 : tensor<8x1x48xi1>
    %489 = stablehlo.convert %481 : (tensor<8x48x48xi1>) -> tensor<8x48x48xi32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %490 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<8x48x48xi32>
    %491 = stablehlo.compare NE, %489, %490, SIGNED : (tensor<8x48x48xi32>, tensor<8x48x48xi32>) -> tensor<8x48x48xi1>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %492 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %493 = stablehlo.compare NE, %485, %492, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1, 2] : (tensor<8x1x48xi1>) -> tensor<8x48x48xi1>
    %495 = stablehlo.and %491, %494 : tensor<8x48x48xi1>
    %496 = stablehlo.convert %488 : (tensor<8x1x48xi1>) -> tensor<8x1x48xi32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %497 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %498 = stablehlo.compare NE, %483, %497, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %499 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<8x1x48xi32>
    %500 = stablehlo.compare NE, %496, %499, SIGNED : (tensor<8x1x48xi32>, tensor<8x1x48xi32>) -> tensor<8x1x48xi1>
    %501 = stablehlo.and %498, %500 : tensor<8x1x48xi1>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<8x1x48xi1>) -> tensor<8x48x48xi1>
    %503 = stablehlo.or %502, %495 : tensor<8x48x48xi1>
    %504 = stablehlo.dot_general %470, %arg50, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<4x64x16xf32>) -> tensor<8x48x4x16xf32>
    %505 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %509 = stablehlo.add %508, %507 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %511 = stablehlo.divide %509, %510 : tensor<8xf32>
    %512 = stablehlo.negate %511 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %514 = stablehlo.power %513, %512 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %516 = stablehlo.divide %514, %515 : tensor<8xf32>
    %517 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %519 = stablehlo.add %517, %518 : tensor<48xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %521 = stablehlo.dot_general %520, %516, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x48xf32>, tensor<8xf32>) -> tensor<1x48x8xf32>
    %522 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %523 = stablehlo.broadcast_in_dim %521, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %524 = stablehlo.concatenate %522, %523, dim = 2 : (tensor<1x48x1x8xf32>, tensor<1x48x1x8xf32>) -> tensor<1x48x2x8xf32>
    %525 = stablehlo.reshape %524 : (tensor<1x48x2x8xf32>) -> tensor<1x48x16xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 3] : (tensor<1x48x16xf32>) -> tensor<1x48x1x16xf32>
    %527 = stablehlo.cosine %526 : tensor<1x48x1x16xf32>
    %528 = stablehlo.sine %526 : tensor<1x48x1x16xf32>
    %529 = stablehlo.slice %504 [0:8, 0:48, 0:4, 0:8] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %530 = stablehlo.slice %504 [0:8, 0:48, 0:4, 8:16] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %531 = stablehlo.negate %530 : tensor<8x48x4x8xf32>
    %532 = stablehlo.broadcast_in_dim %531, dims = [0, 1, 2, 4] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x1x8xf32>
    %533 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2, 4] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x1x8xf32>
    %534 = stablehlo.concatenate %532, %533, dim = 3 : (tensor<8x48x4x1x8xf32>, tensor<8x48x4x1x8xf32>) -> tensor<8x48x4x2x8xf32>
    %535 = stablehlo.reshape %534 : (tensor<8x48x4x2x8xf32>) -> tensor<8x48x4x16xf32>
    %536 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x4x16xf32>
    %537 = stablehlo.multiply %504, %536 : tensor<8x48x4x16xf32>
    %538 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x4x16xf32>
    %539 = stablehlo.multiply %535, %538 : tensor<8x48x4x16xf32>
    %540 = stablehlo.add %537, %539 : tensor<8x48x4x16xf32>
    %541 = stablehlo.slice %540 [0:8, 0:48, 0:4, 0:8] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %542 = stablehlo.slice %540 [0:8, 0:48, 0:4, 8:16] : (tensor<8x48x4x16xf32>) -> tensor<8x48x4x8xf32>
    %543 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x8x1xf32>
    %544 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2, 3] : (tensor<8x48x4x8xf32>) -> tensor<8x48x4x8x1xf32>
    %545 = stablehlo.concatenate %543, %544, dim = 4 : (tensor<8x48x4x8x1xf32>, tensor<8x48x4x8x1xf32>) -> tensor<8x48x4x8x2xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x48x4x8x2xf32>) -> tensor<8x48x4x16xf32>
    %547 = stablehlo.dot_general %470, %arg51, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<2x64x16xf32>) -> tensor<8x48x2x16xf32>
    %548 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %550 = stablehlo.multiply %549, %548 : tensor<8xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %552 = stablehlo.add %551, %550 : tensor<8xf32>
    %cst_101 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %554 = stablehlo.divide %552, %553 : tensor<8xf32>
    %555 = stablehlo.negate %554 : tensor<8xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %557 = stablehlo.power %556, %555 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %559 = stablehlo.divide %557, %558 : tensor<8xf32>
    %560 = stablehlo.iota dim = 0 : tensor<48xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<48xf32>
    %562 = stablehlo.add %560, %561 : tensor<48xf32>
    %563 = stablehlo.broadcast_in_dim %562, dims = [1] : (tensor<48xf32>) -> tensor<1x48xf32>
    %564 = stablehlo.dot_general %563, %559, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x48xf32>, tensor<8xf32>) -> tensor<1x48x8xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %566 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 3] : (tensor<1x48x8xf32>) -> tensor<1x48x1x8xf32>
    %567 = stablehlo.concatenate %565, %566, dim = 2 : (tensor<1x48x1x8xf32>, tensor<1x48x1x8xf32>) -> tensor<1x48x2x8xf32>
    %568 = stablehlo.reshape %567 : (tensor<1x48x2x8xf32>) -> tensor<1x48x16xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 3] : (tensor<1x48x16xf32>) -> tensor<1x48x1x16xf32>
    %570 = stablehlo.cosine %569 : tensor<1x48x1x16xf32>
    %571 = stablehlo.sine %569 : tensor<1x48x1x16xf32>
    %572 = stablehlo.slice %547 [0:8, 0:48, 0:2, 0:8] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %573 = stablehlo.slice %547 [0:8, 0:48, 0:2, 8:16] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %574 = stablehlo.negate %573 : tensor<8x48x2x8xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2, 4] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x1x8xf32>
    %576 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2, 4] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x1x8xf32>
    %577 = stablehlo.concatenate %575, %576, dim = 3 : (tensor<8x48x2x1x8xf32>, tensor<8x48x2x1x8xf32>) -> tensor<8x48x2x2x8xf32>
    %578 = stablehlo.reshape %577 : (tensor<8x48x2x2x8xf32>) -> tensor<8x48x2x16xf32>
    %579 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x2x16xf32>
    %580 = stablehlo.multiply %547, %579 : tensor<8x48x2x16xf32>
    %581 = stablehlo.broadcast_in_dim %571, dims = [0, 1, 2, 3] : (tensor<1x48x1x16xf32>) -> tensor<8x48x2x16xf32>
    %582 = stablehlo.multiply %578, %581 : tensor<8x48x2x16xf32>
    %583 = stablehlo.add %580, %582 : tensor<8x48x2x16xf32>
    %584 = stablehlo.slice %583 [0:8, 0:48, 0:2, 0:8] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %585 = stablehlo.slice %583 [0:8, 0:48, 0:2, 8:16] : (tensor<8x48x2x16xf32>) -> tensor<8x48x2x8xf32>
    %586 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2, 3] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x8x1xf32>
    %587 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2, 3] : (tensor<8x48x2x8xf32>) -> tensor<8x48x2x8x1xf32>
    %588 = stablehlo.concatenate %586, %587, dim = 4 : (tensor<8x48x2x8x1xf32>, tensor<8x48x2x8x1xf32>) -> tensor<8x48x2x8x2xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x48x2x8x2xf32>) -> tensor<8x48x2x16xf32>
    %590 = stablehlo.dot_general %470, %arg52, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<2x64x16xf32>) -> tensor<8x48x2x16xf32>
    %cst_105 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x48x4x16xf32>
    %592 = stablehlo.multiply %546, %591 : tensor<8x48x4x16xf32>
    %593 = stablehlo.reshape %592 : (tensor<8x48x4x16xf32>) -> tensor<8x48x2x2x16xf32>
    %594 = stablehlo.dot_general %589, %593, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x48x2x16xf32>, tensor<8x48x2x2x16xf32>) -> tensor<8x2x48x48x2xf32>
    %595 = stablehlo.transpose %594, dims = [0, 1, 4, 3, 2] : (tensor<8x2x48x48x2xf32>) -> tensor<8x2x2x48x48xf32>
    %596 = stablehlo.broadcast_in_dim %503, dims = [0, 3, 4] : (tensor<8x48x48xi1>) -> tensor<8x1x1x48x48xi1>
    %cst_106 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %597 = call @_where_3(%596, %595, %cst_106) : (tensor<8x1x1x48x48xi1>, tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48x48xf32>
    %cst_107 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_107) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48xf32>
    %cst_108 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x2x2x48xf32>
    %600 = stablehlo.maximum %599, %598 : tensor<8x2x2x48xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2, 3] : (tensor<8x2x2x48xf32>) -> tensor<8x2x2x48x1xf32>
    %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x48x1xf32>) -> tensor<8x2x2x48x48xf32>
    %603 = stablehlo.subtract %597, %602 : tensor<8x2x2x48x48xf32>
    %604 = stablehlo.exponential %603 : tensor<8x2x2x48x48xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_109) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48xf32>
    %606 = stablehlo.broadcast_in_dim %605, dims = [0, 1, 2, 3] : (tensor<8x2x2x48xf32>) -> tensor<8x2x2x48x1xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x48x1xf32>) -> tensor<8x2x2x48x48xf32>
    %608 = stablehlo.divide %604, %607 : tensor<8x2x2x48x48xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %609 = call @_where_3(%596, %608, %cst_110) : (tensor<8x1x1x48x48xi1>, tensor<8x2x2x48x48xf32>, tensor<f32>) -> tensor<8x2x2x48x48xf32>
    %610 = stablehlo.dot_general %590, %609, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x48x2x16xf32>, tensor<8x2x2x48x48xf32>) -> tensor<8x2x16x2x48xf32>
    %611 = stablehlo.transpose %610, dims = [0, 4, 1, 3, 2] : (tensor<8x2x16x2x48xf32>) -> tensor<8x48x2x2x16xf32>
    %612 = stablehlo.reshape %611 : (tensor<8x48x2x2x16xf32>) -> tensor<8x48x4x16xf32>
    %613 = stablehlo.convert %503 : (tensor<8x48x48xi1>) -> tensor<8x48x48xi32>
    %c_111 = stablehlo.constant dense<0> : tensor<i32>
    %614 = stablehlo.broadcast_in_dim %c_111, dims = [] : (tensor<i32>) -> tensor<8x48x48xi32>
    %615 = stablehlo.compare EQ, %613, %614, SIGNED : (tensor<8x48x48xi32>, tensor<8x48x48xi32>) -> tensor<8x48x48xi1>
    %c_112 = stablehlo.constant dense<false> : tensor<i1>
    %616 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i1>) -> tensor<8x48x48xi1>
    %617 = stablehlo.compare NE, %615, %616, UNSIGNED : (tensor<8x48x48xi1>, tensor<8x48x48xi1>) -> tensor<8x48x48xi1>
    %618 = stablehlo.convert %617 : tensor<8x48x48xi1>
    %c_113 = stablehlo.constant dense<true> : tensor<i1>
    %619 = stablehlo.reduce(%618 init: %c_113) applies stablehlo.and across dimensions = [2] : (tensor<8x48x48xi1>, tensor<i1>) -> tensor<8x48xi1>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<8x48xi1>) -> tensor<8x48x1xi1>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2] : (tensor<8x48x1xi1>) -> tensor<8x48x1x1xi1>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x48x4x16xf32>
    %623 = call @_where_4(%621, %622, %612) : (tensor<8x48x1x1xi1>, tensor<8x48x4x16xf32>, tensor<8x48x4x16xf32>) -> tensor<8x48x4x16xf32>
    %624 = stablehlo.dot_general %623, %arg53, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x48x64xf32>
    %625 = stablehlo.add %453, %624 : tensor<8x48x64xf32>
    %626 = chlo.square %625 : tensor<8x48x64xf32> -> tensor<8x48x64xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_115) applies stablehlo.add across dimensions = [2] : (tensor<8x48x64xf32>, tensor<f32>) -> tensor<8x48xf32>
    %628 = stablehlo.broadcast_in_dim %627, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_116 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %630 = stablehlo.divide %628, %629 : tensor<8x48x1xf32>
    %cst_117 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %632 = stablehlo.add %630, %631 : tensor<8x48x1xf32>
    %633 = stablehlo.sqrt %632 : tensor<8x48x1xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %635 = stablehlo.divide %634, %633 : tensor<8x48x1xf32>
    %636 = stablehlo.broadcast_in_dim %635, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x64xf32>
    %637 = stablehlo.multiply %625, %636 : tensor<8x48x64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %639 = stablehlo.add %638, %arg54 : tensor<64xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x48x64xf32>
    %642 = stablehlo.multiply %637, %641 : tensor<8x48x64xf32>
    %643 = stablehlo.dot_general %642, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<64x64xf32>) -> tensor<8x48x64xf32>
    %644 = stablehlo.dot_general %642, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<64x64xf32>) -> tensor<8x48x64xf32>
    %645 = stablehlo.multiply %643, %643 : tensor<8x48x64xf32>
    %646 = stablehlo.multiply %645, %643 : tensor<8x48x64xf32>
    %cst_120 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %648 = stablehlo.multiply %647, %646 : tensor<8x48x64xf32>
    %649 = stablehlo.add %643, %648 : tensor<8x48x64xf32>
    %cst_121 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %651 = stablehlo.multiply %650, %649 : tensor<8x48x64xf32>
    %652 = stablehlo.tanh %651 : tensor<8x48x64xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %654 = stablehlo.add %653, %652 : tensor<8x48x64xf32>
    %cst_123 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x48x64xf32>
    %656 = stablehlo.multiply %655, %654 : tensor<8x48x64xf32>
    %657 = stablehlo.multiply %643, %656 : tensor<8x48x64xf32>
    %658 = stablehlo.multiply %657, %644 : tensor<8x48x64xf32>
    %659 = stablehlo.dot_general %658, %arg57, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x48x64xf32>, tensor<64x64xf32>) -> tensor<8x48x64xf32>
    %660 = stablehlo.add %659, %625 : tensor<8x48x64xf32>
    %661 = chlo.square %660 : tensor<8x48x64xf32> -> tensor<8x48x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%661 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x48x64xf32>, tensor<f32>) -> tensor<8x48xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1] : (tensor<8x48xf32>) -> tensor<8x48x1xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %665 = stablehlo.divide %663, %664 : tensor<8x48x1xf32>
    %cst_126 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %667 = stablehlo.add %665, %666 : tensor<8x48x1xf32>
    %668 = stablehlo.sqrt %667 : tensor<8x48x1xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x48x1xf32>
    %670 = stablehlo.divide %669, %668 : tensor<8x48x1xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<8x48x1xf32>) -> tensor<8x48x64xf32>
    %672 = stablehlo.multiply %660, %671 : tensor<8x48x64xf32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %674 = stablehlo.add %673, %arg58 : tensor<64xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %676 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x48x64xf32>
    %677 = stablehlo.multiply %672, %676 : tensor<8x48x64xf32>
    return %677 : tensor<8x48x64xf32>
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
  func.func private @_pad(%arg0: tensor<8x32xi32>, %arg1: tensor<i32>) -> tensor<8x48xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 16], high = [0, 0], interior = [0, 0] : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x48xi32>
    return %1 : tensor<8x48xi32>
  }
  func.func private @_where_3(%arg0: tensor<8x1x1x48x48xi1>, %arg1: tensor<8x2x2x48x48xf32>, %arg2: tensor<f32>) -> tensor<8x2x2x48x48xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x48x48xi1>) -> tensor<8x2x2x48x48xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x48x48xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x48x48xi1>, tensor<8x2x2x48x48xf32>
    return %3 : tensor<8x2x2x48x48xf32>
  }
  func.func private @_where_4(%arg0: tensor<8x48x1x1xi1>, %arg1: tensor<8x48x4x16xf32>, %arg2: tensor<8x48x4x16xf32>) -> tensor<8x48x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x48x1x1xi1>) -> tensor<8x48x4x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x48x4x16xi1>, tensor<8x48x4x16xf32>
    return %1 : tensor<8x48x4x16xf32>
  }
}
