module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1x1x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<8x8x3x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<1x8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<7x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<7x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg28: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<15x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<15x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg38: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg39: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg42: tensor<1x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg43: tensor<2x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg44: tensor<8x1x2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg45: tensor<8x64x64x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg46: tensor<8x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg47: tensor<8x1x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x8x8x16xf32> {jax.result_info = "result['image_embeddings']"}, tensor<8x8x8x16xf32> {jax.result_info = "result['prompt_dense_embeddings']"}, tensor<1x8x8x16xf32> {jax.result_info = "result['prompt_dense_positional_embeddings']"}, tensor<8x3x16xf32> {jax.result_info = "result['prompt_sparse_embeddings']"}) {
    %cst = stablehlo.constant dense<[4.850000e-01, 4.560000e-01, 4.060000e-01]> : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<[2.290000e-01, 2.240000e-01, 2.250000e-01]> : tensor<3xf32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x64x64x3xf32>
    %2 = stablehlo.subtract %arg45, %1 : tensor<8x64x64x3xf32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x64x64x3xf32>
    %5 = stablehlo.divide %2, %4 : tensor<8x64x64x3xf32>
    %6 = stablehlo.convolution(%5, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x64x64x3xf32>, tensor<8x8x3x32xf32>) -> tensor<8x8x8x32xf32>
    %7 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x8x8x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<8x8x8x32xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x8x8x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %16 = call @_var(%11, %c) : (tensor<8x8x8x32xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %17 = stablehlo.reshape %arg9 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %18 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %20 = stablehlo.add %16, %19 : tensor<8x8x8x1xf32>
    %21 = stablehlo.rsqrt %20 : tensor<8x8x8x1xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x8x8x32xf32>
    %25 = stablehlo.negate %15 : tensor<8x8x8x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %27 = stablehlo.multiply %26, %24 : tensor<8x8x8x32xf32>
    %28 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %29 = stablehlo.add %27, %28 : tensor<8x8x8x32xf32>
    %30 = stablehlo.multiply %11, %24 : tensor<8x8x8x32xf32>
    %31 = stablehlo.add %30, %29 : tensor<8x8x8x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x8x8x32xf32>) -> tensor<8x2x4x2x4x32xf32>
    %33 = stablehlo.transpose %32, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x2x4x2x4x32xf32>) -> tensor<8x2x2x4x4x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x2x2x4x4x32xf32>) -> tensor<32x4x4x32xf32>
    %35 = stablehlo.dot_general %34, %arg13, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x4x4x32xf32>, tensor<32x96xf32>) -> tensor<32x4x4x96xf32>
    %36 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<32x4x4x96xf32>
    %38 = stablehlo.add %35, %37 : tensor<32x4x4x96xf32>
    %39 = stablehlo.reshape %38 : (tensor<32x4x4x96xf32>) -> tensor<32x16x3x4x8xf32>
    %40 = stablehlo.transpose %39, dims = [2, 0, 3, 1, 4] : (tensor<32x16x3x4x8xf32>) -> tensor<3x32x4x16x8xf32>
    %41 = stablehlo.reshape %40 : (tensor<3x32x4x16x8xf32>) -> tensor<3x128x16x8xf32>
    %42 = stablehlo.slice %41 [0:1, 0:128, 0:16, 0:8] : (tensor<3x128x16x8xf32>) -> tensor<1x128x16x8xf32>
    %43 = stablehlo.reshape %42 : (tensor<1x128x16x8xf32>) -> tensor<128x16x8xf32>
    %44 = stablehlo.slice %41 [1:2, 0:128, 0:16, 0:8] : (tensor<3x128x16x8xf32>) -> tensor<1x128x16x8xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x128x16x8xf32>) -> tensor<128x16x8xf32>
    %46 = stablehlo.slice %41 [2:3, 0:128, 0:16, 0:8] : (tensor<3x128x16x8xf32>) -> tensor<1x128x16x8xf32>
    %47 = stablehlo.reshape %46 : (tensor<1x128x16x8xf32>) -> tensor<128x16x8xf32>
    %cst_4 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<128x16x8xf32>
    %49 = stablehlo.multiply %43, %48 : tensor<128x16x8xf32>
    %50 = stablehlo.transpose %45, dims = [0, 2, 1] : (tensor<128x16x8xf32>) -> tensor<128x8x16xf32>
    %51 = stablehlo.dot_general %49, %50, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x16x8xf32>, tensor<128x8x16xf32>) -> tensor<128x16x16xf32>
    %52 = stablehlo.iota dim = 0 : tensor<4xi32>
    %53 = stablehlo.convert %52 : (tensor<4xi32>) -> tensor<4xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<4x1xf32>
    %57 = stablehlo.iota dim = 0 : tensor<4xi32>
    %58 = stablehlo.convert %57 : (tensor<4xi32>) -> tensor<4xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<1x4xf32>
    %62 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %64 = stablehlo.subtract %62, %63 : tensor<4x4xf32>
    %cst_7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %66 = stablehlo.add %64, %65 : tensor<4x4xf32>
    %67 = stablehlo.convert %66 : (tensor<4x4xf32>) -> tensor<4x4xi32>
    %68 = call @_take(%arg17, %67) : (tensor<7x8xf32>, tensor<4x4xi32>) -> tensor<4x4x8xf32>
    %69 = stablehlo.iota dim = 0 : tensor<4xi32>
    %70 = stablehlo.convert %69 : (tensor<4xi32>) -> tensor<4xf32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x1xf32>
    %73 = stablehlo.multiply %71, %72 : tensor<4x1xf32>
    %74 = stablehlo.iota dim = 0 : tensor<4xi32>
    %75 = stablehlo.convert %74 : (tensor<4xi32>) -> tensor<4xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x4xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<1x4xf32>
    %79 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x4xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<4x4xf32>
    %81 = stablehlo.subtract %79, %80 : tensor<4x4xf32>
    %cst_10 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4x4xf32>
    %83 = stablehlo.add %81, %82 : tensor<4x4xf32>
    %84 = stablehlo.convert %83 : (tensor<4x4xf32>) -> tensor<4x4xi32>
    %85 = call @_take(%arg18, %84) : (tensor<7x8xf32>, tensor<4x4xi32>) -> tensor<4x4x8xf32>
    %86 = stablehlo.reshape %43 : (tensor<128x16x8xf32>) -> tensor<128x4x4x8xf32>
    %87 = stablehlo.dot_general %68, %86, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8xf32>, tensor<128x4x4x8xf32>) -> tensor<4x4x128x4xf32>
    %88 = stablehlo.transpose %87, dims = [2, 0, 3, 1] : (tensor<4x4x128x4xf32>) -> tensor<128x4x4x4xf32>
    %89 = stablehlo.dot_general %85, %86, batching_dims = [0] x [2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x4x8xf32>, tensor<128x4x4x8xf32>) -> tensor<4x4x128x4xf32>
    %90 = stablehlo.transpose %89, dims = [2, 3, 0, 1] : (tensor<4x4x128x4xf32>) -> tensor<128x4x4x4xf32>
    %91 = stablehlo.reshape %51 : (tensor<128x16x16xf32>) -> tensor<128x4x4x4x4xf32>
    %92 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<128x4x4x4xf32>) -> tensor<128x4x4x4x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3, 4] : (tensor<128x4x4x4x1xf32>) -> tensor<128x4x4x4x4xf32>
    %94 = stablehlo.add %91, %93 : tensor<128x4x4x4x4xf32>
    %95 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 4] : (tensor<128x4x4x4xf32>) -> tensor<128x4x4x1x4xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3, 4] : (tensor<128x4x4x1x4xf32>) -> tensor<128x4x4x4x4xf32>
    %97 = stablehlo.add %94, %96 : tensor<128x4x4x4x4xf32>
    %98 = stablehlo.reshape %97 : (tensor<128x4x4x4x4xf32>) -> tensor<128x16x16xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_11) applies stablehlo.maximum across dimensions = [2] : (tensor<128x16x16xf32>, tensor<f32>) -> tensor<128x16xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<128x16xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<128x16xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<128x16xf32>) -> tensor<128x16x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2] : (tensor<128x16x1xf32>) -> tensor<128x16x16xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<128x16x16xf32>
    %105 = stablehlo.exponential %104 : tensor<128x16x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<128x16x16xf32>, tensor<f32>) -> tensor<128x16xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<128x16xf32>) -> tensor<128x16x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<128x16x1xf32>) -> tensor<128x16x16xf32>
    %109 = stablehlo.divide %105, %108 : tensor<128x16x16xf32>
    %110 = stablehlo.dot_general %109, %47, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x16x16xf32>, tensor<128x16x8xf32>) -> tensor<128x16x8xf32>
    %111 = stablehlo.reshape %110 : (tensor<128x16x8xf32>) -> tensor<32x4x4x4x8xf32>
    %112 = stablehlo.transpose %111, dims = [0, 2, 3, 1, 4] : (tensor<32x4x4x4x8xf32>) -> tensor<32x4x4x4x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<32x4x4x4x8xf32>) -> tensor<32x4x4x32xf32>
    %114 = stablehlo.dot_general %113, %arg15, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x4x4x32xf32>, tensor<32x32xf32>) -> tensor<32x4x4x32xf32>
    %115 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<32x4x4x32xf32>
    %117 = stablehlo.add %114, %116 : tensor<32x4x4x32xf32>
    %118 = stablehlo.reshape %117 : (tensor<32x4x4x32xf32>) -> tensor<8x2x2x4x4x32xf32>
    %119 = stablehlo.transpose %118, dims = [0, 1, 3, 2, 4, 5] : (tensor<8x2x2x4x4x32xf32>) -> tensor<8x2x4x2x4x32xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x2x4x2x4x32xf32>) -> tensor<8x8x8x32xf32>
    %121 = stablehlo.add %11, %120 : tensor<8x8x8x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.reduce(%121 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %125 = stablehlo.divide %123, %124 : tensor<8x8x8x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %126 = call @_var(%121, %c_16) : (tensor<8x8x8x32xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %127 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %128 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %130 = stablehlo.add %126, %129 : tensor<8x8x8x1xf32>
    %131 = stablehlo.rsqrt %130 : tensor<8x8x8x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %133 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<8x8x8x32xf32>
    %135 = stablehlo.negate %125 : tensor<8x8x8x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %137 = stablehlo.multiply %136, %134 : tensor<8x8x8x32xf32>
    %138 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %139 = stablehlo.add %137, %138 : tensor<8x8x8x32xf32>
    %140 = stablehlo.multiply %121, %134 : tensor<8x8x8x32xf32>
    %141 = stablehlo.add %140, %139 : tensor<8x8x8x32xf32>
    %142 = stablehlo.dot_general %141, %arg19, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x8x64xf32>
    %143 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %145 = stablehlo.add %142, %144 : tensor<8x8x8x64xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8x8x8x64xf32>
    %148 = stablehlo.negate %145 : tensor<8x8x8x64xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<8x8x8x64xf32>
    %151 = chlo.erfc %150 : tensor<8x8x8x64xf32> -> tensor<8x8x8x64xf32>
    %152 = stablehlo.multiply %147, %151 : tensor<8x8x8x64xf32>
    %153 = stablehlo.dot_general %152, %arg21, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x8x32xf32>
    %154 = stablehlo.broadcast_in_dim %arg22, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x8x8x32xf32>
    %157 = stablehlo.add %121, %156 : tensor<8x8x8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %161 = stablehlo.divide %159, %160 : tensor<8x8x8x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %162 = call @_var(%157, %c_22) : (tensor<8x8x8x32xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %163 = stablehlo.reshape %arg23 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %164 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_23 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %166 = stablehlo.add %162, %165 : tensor<8x8x8x1xf32>
    %167 = stablehlo.rsqrt %166 : tensor<8x8x8x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %169 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<8x8x8x32xf32>
    %171 = stablehlo.negate %161 : tensor<8x8x8x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %173 = stablehlo.multiply %172, %170 : tensor<8x8x8x32xf32>
    %174 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %175 = stablehlo.add %173, %174 : tensor<8x8x8x32xf32>
    %176 = stablehlo.multiply %157, %170 : tensor<8x8x8x32xf32>
    %177 = stablehlo.add %176, %175 : tensor<8x8x8x32xf32>
    %178 = stablehlo.dot_general %177, %arg27, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<32x96xf32>) -> tensor<8x8x8x96xf32>
    %179 = stablehlo.broadcast_in_dim %arg28, dims = [3] : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x8x8x96xf32>
    %181 = stablehlo.add %178, %180 : tensor<8x8x8x96xf32>
    %182 = stablehlo.reshape %181 : (tensor<8x8x8x96xf32>) -> tensor<8x64x3x4x8xf32>
    %183 = stablehlo.transpose %182, dims = [2, 0, 3, 1, 4] : (tensor<8x64x3x4x8xf32>) -> tensor<3x8x4x64x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<3x8x4x64x8xf32>) -> tensor<3x32x64x8xf32>
    %185 = stablehlo.slice %184 [0:1, 0:32, 0:64, 0:8] : (tensor<3x32x64x8xf32>) -> tensor<1x32x64x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<1x32x64x8xf32>) -> tensor<32x64x8xf32>
    %187 = stablehlo.slice %184 [1:2, 0:32, 0:64, 0:8] : (tensor<3x32x64x8xf32>) -> tensor<1x32x64x8xf32>
    %188 = stablehlo.reshape %187 : (tensor<1x32x64x8xf32>) -> tensor<32x64x8xf32>
    %189 = stablehlo.slice %184 [2:3, 0:32, 0:64, 0:8] : (tensor<3x32x64x8xf32>) -> tensor<1x32x64x8xf32>
    %190 = stablehlo.reshape %189 : (tensor<1x32x64x8xf32>) -> tensor<32x64x8xf32>
    %cst_24 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<32x64x8xf32>
    %192 = stablehlo.multiply %186, %191 : tensor<32x64x8xf32>
    %193 = stablehlo.transpose %188, dims = [0, 2, 1] : (tensor<32x64x8xf32>) -> tensor<32x8x64xf32>
    %194 = stablehlo.dot_general %192, %193, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x8xf32>, tensor<32x8x64xf32>) -> tensor<32x64x64xf32>
    %195 = stablehlo.iota dim = 0 : tensor<8xi32>
    %196 = stablehlo.convert %195 : (tensor<8xi32>) -> tensor<8xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %199 = stablehlo.multiply %197, %198 : tensor<8x1xf32>
    %200 = stablehlo.iota dim = 0 : tensor<8xi32>
    %201 = stablehlo.convert %200 : (tensor<8xi32>) -> tensor<8xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_26 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<1x8xf32>
    %205 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %207 = stablehlo.subtract %205, %206 : tensor<8x8xf32>
    %cst_27 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %209 = stablehlo.add %207, %208 : tensor<8x8xf32>
    %210 = stablehlo.convert %209 : (tensor<8x8xf32>) -> tensor<8x8xi32>
    %211 = call @_take_1(%arg31, %210) : (tensor<15x8xf32>, tensor<8x8xi32>) -> tensor<8x8x8xf32>
    %212 = stablehlo.iota dim = 0 : tensor<8xi32>
    %213 = stablehlo.convert %212 : (tensor<8xi32>) -> tensor<8xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %216 = stablehlo.multiply %214, %215 : tensor<8x1xf32>
    %217 = stablehlo.iota dim = 0 : tensor<8xi32>
    %218 = stablehlo.convert %217 : (tensor<8xi32>) -> tensor<8xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1x8xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<1x8xf32>
    %222 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x8xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<8x8xf32>
    %224 = stablehlo.subtract %222, %223 : tensor<8x8xf32>
    %cst_30 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %226 = stablehlo.add %224, %225 : tensor<8x8xf32>
    %227 = stablehlo.convert %226 : (tensor<8x8xf32>) -> tensor<8x8xi32>
    %228 = call @_take_1(%arg32, %227) : (tensor<15x8xf32>, tensor<8x8xi32>) -> tensor<8x8x8xf32>
    %229 = stablehlo.reshape %186 : (tensor<32x64x8xf32>) -> tensor<32x8x8x8xf32>
    %230 = stablehlo.dot_general %211, %229, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<32x8x8x8xf32>) -> tensor<8x8x32x8xf32>
    %231 = stablehlo.transpose %230, dims = [2, 0, 3, 1] : (tensor<8x8x32x8xf32>) -> tensor<32x8x8x8xf32>
    %232 = stablehlo.dot_general %228, %229, batching_dims = [0] x [2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8xf32>, tensor<32x8x8x8xf32>) -> tensor<8x8x32x8xf32>
    %233 = stablehlo.transpose %232, dims = [2, 3, 0, 1] : (tensor<8x8x32x8xf32>) -> tensor<32x8x8x8xf32>
    %234 = stablehlo.reshape %194 : (tensor<32x64x64xf32>) -> tensor<32x8x8x8x8xf32>
    %235 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<32x8x8x8xf32>) -> tensor<32x8x8x8x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3, 4] : (tensor<32x8x8x8x1xf32>) -> tensor<32x8x8x8x8xf32>
    %237 = stablehlo.add %234, %236 : tensor<32x8x8x8x8xf32>
    %238 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 4] : (tensor<32x8x8x8xf32>) -> tensor<32x8x8x1x8xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2, 3, 4] : (tensor<32x8x8x1x8xf32>) -> tensor<32x8x8x8x8xf32>
    %240 = stablehlo.add %237, %239 : tensor<32x8x8x8x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<32x8x8x8x8xf32>) -> tensor<32x64x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_31) applies stablehlo.maximum across dimensions = [2] : (tensor<32x64x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x64xf32>
    %244 = stablehlo.maximum %243, %242 : tensor<32x64xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x64xf32>
    %247 = stablehlo.subtract %241, %246 : tensor<32x64x64xf32>
    %248 = stablehlo.exponential %247 : tensor<32x64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<32x64x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<32x64xf32>) -> tensor<32x64x1xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<32x64x1xf32>) -> tensor<32x64x64xf32>
    %252 = stablehlo.divide %248, %251 : tensor<32x64x64xf32>
    %253 = stablehlo.dot_general %252, %190, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<32x64x64xf32>, tensor<32x64x8xf32>) -> tensor<32x64x8xf32>
    %254 = stablehlo.reshape %253 : (tensor<32x64x8xf32>) -> tensor<8x4x8x8x8xf32>
    %255 = stablehlo.transpose %254, dims = [0, 2, 3, 1, 4] : (tensor<8x4x8x8x8xf32>) -> tensor<8x8x8x4x8xf32>
    %256 = stablehlo.reshape %255 : (tensor<8x8x8x4x8xf32>) -> tensor<8x8x8x32xf32>
    %257 = stablehlo.dot_general %256, %arg29, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x8x32xf32>
    %258 = stablehlo.broadcast_in_dim %arg30, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %260 = stablehlo.add %257, %259 : tensor<8x8x8x32xf32>
    %261 = stablehlo.add %157, %260 : tensor<8x8x8x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x8x8x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %266 = call @_var(%261, %c_36) : (tensor<8x8x8x32xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %267 = stablehlo.reshape %arg25 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %268 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %270 = stablehlo.add %266, %269 : tensor<8x8x8x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<8x8x8x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %273 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<8x8x8x32xf32>
    %275 = stablehlo.negate %265 : tensor<8x8x8x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %277 = stablehlo.multiply %276, %274 : tensor<8x8x8x32xf32>
    %278 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %279 = stablehlo.add %277, %278 : tensor<8x8x8x32xf32>
    %280 = stablehlo.multiply %261, %274 : tensor<8x8x8x32xf32>
    %281 = stablehlo.add %280, %279 : tensor<8x8x8x32xf32>
    %282 = stablehlo.dot_general %281, %arg33, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x8x64xf32>
    %283 = stablehlo.broadcast_in_dim %arg34, dims = [3] : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %285 = stablehlo.add %282, %284 : tensor<8x8x8x64xf32>
    %cst_38 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %287 = stablehlo.multiply %286, %285 : tensor<8x8x8x64xf32>
    %288 = stablehlo.negate %285 : tensor<8x8x8x64xf32>
    %cst_39 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<8x8x8x64xf32>
    %291 = chlo.erfc %290 : tensor<8x8x8x64xf32> -> tensor<8x8x8x64xf32>
    %292 = stablehlo.multiply %287, %291 : tensor<8x8x8x64xf32>
    %293 = stablehlo.dot_general %292, %arg35, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x64xf32>, tensor<64x32xf32>) -> tensor<8x8x8x32xf32>
    %294 = stablehlo.broadcast_in_dim %arg36, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %296 = stablehlo.add %293, %295 : tensor<8x8x8x32xf32>
    %297 = stablehlo.add %261, %296 : tensor<8x8x8x32xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1x2xf32>
    %299 = stablehlo.add %arg47, %298 : tensor<8x1x2xf32>
    %300 = stablehlo.iota dim = 0 : tensor<1xi32>
    %301 = stablehlo.slice %299 [0:8, 0:1, 0:1] : (tensor<8x1x2xf32>) -> tensor<8x1x1xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x1x1xf32>) -> tensor<8x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %304 = stablehlo.divide %302, %303 : tensor<8x1xf32>
    %305 = stablehlo.slice %299 [0:8, 0:1, 1:2] : (tensor<8x1x2xf32>) -> tensor<8x1x1xf32>
    %306 = stablehlo.reshape %305 : (tensor<8x1x1xf32>) -> tensor<8x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %308 = stablehlo.divide %306, %307 : tensor<8x1xf32>
    %309 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %310 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %311 = stablehlo.concatenate %309, %310, dim = 2 : (tensor<8x1x1xf32>, tensor<8x1x1xf32>) -> tensor<8x1x2xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x2xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<8x1x2xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1x2xf32>
    %315 = stablehlo.subtract %313, %314 : tensor<8x1x2xf32>
    %316 = stablehlo.dot_general %315, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2xf32>, tensor<2x8xf32>) -> tensor<8x1x8xf32>
    %cst_45 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x1x8xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<8x1x8xf32>
    %319 = stablehlo.sine %318 : tensor<8x1x8xf32>
    %320 = stablehlo.cosine %318 : tensor<8x1x8xf32>
    %321 = stablehlo.concatenate %319, %320, dim = 2 : (tensor<8x1x8xf32>, tensor<8x1x8xf32>) -> tensor<8x1x16xf32>
    %322 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x1x16xf32>
    %325 = stablehlo.compare EQ, %323, %324, FLOAT : (tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xi1>
    %326 = call @_take_3(%arg38, %300) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %329 = stablehlo.add %321, %328 : tensor<8x1x16xf32>
    %330 = call @_take_3(%arg37, %300) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %333 = stablehlo.add %321, %332 : tensor<8x1x16xf32>
    %334 = call @_where_5(%325, %329, %333) : (tensor<8x1x16xi1>, tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %cst_47 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x16xf32>
    %336 = stablehlo.compare EQ, %323, %335, FLOAT : (tensor<8x1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xi1>
    %337 = call @_take_3(%arg41, %300) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %338 = call @_where_6(%336, %337, %334) : (tensor<8x1x16xi1>, tensor<1x16xf32>, tensor<8x1x16xf32>) -> tensor<8x1x16xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x1x2x2xf32>
    %340 = stablehlo.add %arg44, %339 : tensor<8x1x2x2xf32>
    %341 = stablehlo.iota dim = 0 : tensor<1xi32>
    %342 = stablehlo.slice %340 [0:8, 0:1, 0:2, 0:1] : (tensor<8x1x2x2xf32>) -> tensor<8x1x2x1xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x1x2x1xf32>) -> tensor<8x1x2xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x1x2xf32>
    %345 = stablehlo.divide %343, %344 : tensor<8x1x2xf32>
    %346 = stablehlo.slice %340 [0:8, 0:1, 0:2, 1:2] : (tensor<8x1x2x2xf32>) -> tensor<8x1x2x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x1x2x1xf32>) -> tensor<8x1x2xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x2xf32>
    %349 = stablehlo.divide %347, %348 : tensor<8x1x2xf32>
    %350 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<8x1x2xf32>) -> tensor<8x1x2x1xf32>
    %351 = stablehlo.broadcast_in_dim %349, dims = [0, 1, 2] : (tensor<8x1x2xf32>) -> tensor<8x1x2x1xf32>
    %352 = stablehlo.concatenate %350, %351, dim = 3 : (tensor<8x1x2x1xf32>, tensor<8x1x2x1xf32>) -> tensor<8x1x2x2xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x1x2x2xf32>
    %354 = stablehlo.multiply %352, %353 : tensor<8x1x2x2xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x2x2xf32>
    %356 = stablehlo.subtract %354, %355 : tensor<8x1x2x2xf32>
    %357 = stablehlo.dot_general %356, %arg43, contracting_dims = [3] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x2x2xf32>, tensor<2x8xf32>) -> tensor<8x1x2x8xf32>
    %cst_53 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x1x2x8xf32>
    %359 = stablehlo.multiply %357, %358 : tensor<8x1x2x8xf32>
    %360 = stablehlo.sine %359 : tensor<8x1x2x8xf32>
    %361 = stablehlo.cosine %359 : tensor<8x1x2x8xf32>
    %362 = stablehlo.concatenate %360, %361, dim = 3 : (tensor<8x1x2x8xf32>, tensor<8x1x2x8xf32>) -> tensor<8x1x2x16xf32>
    %363 = stablehlo.slice %362 [0:8, 0:1, 0:1, 0:16] : (tensor<8x1x2x16xf32>) -> tensor<8x1x1x16xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x1x1x16xf32>) -> tensor<8x1x16xf32>
    %365 = call @_take_3(%arg39, %341) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %368 = stablehlo.add %364, %367 : tensor<8x1x16xf32>
    %369 = stablehlo.slice %362 [0:8, 0:1, 1:2, 0:16] : (tensor<8x1x2x16xf32>) -> tensor<8x1x1x16xf32>
    %370 = stablehlo.reshape %369 : (tensor<8x1x1x16xf32>) -> tensor<8x1x16xf32>
    %371 = call @_take_3(%arg40, %341) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %374 = stablehlo.add %370, %373 : tensor<8x1x16xf32>
    %375 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %376 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %377 = stablehlo.concatenate %375, %376, dim = 2 : (tensor<8x1x1x16xf32>, tensor<8x1x1x16xf32>) -> tensor<8x1x2x16xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x1x2x16xf32>) -> tensor<8x2x16xf32>
    %379 = stablehlo.concatenate %338, %378, dim = 1 : (tensor<8x1x16xf32>, tensor<8x2x16xf32>) -> tensor<8x3x16xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %380 = stablehlo.compare EQ, %c_54, %c_55, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %381 = stablehlo.convert %380 : (tensor<i1>) -> tensor<i32>
    %382 = "stablehlo.case"(%381) ({
      %450 = stablehlo.iota dim = 0 : tensor<1xi32>
      %451 = func.call @_take_3(%arg42, %450) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
      %452 = stablehlo.reshape %451 : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
      stablehlo.return %453 : tensor<8x8x8x16xf32>
    }, {
      %450 = stablehlo.iota dim = 0 : tensor<1xi32>
      %451 = func.call @_take_3(%arg42, %450) : (tensor<1x16xf32>, tensor<1xi32>) -> tensor<1x16xf32>
      %452 = stablehlo.reshape %451 : (tensor<1x16xf32>) -> tensor<1x1x1x16xf32>
      %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
      stablehlo.return %453 : tensor<8x8x8x16xf32>
    }) : (tensor<i32>) -> tensor<8x8x8x16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %384 = call @cumsum(%383) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %386 = stablehlo.subtract %384, %385 : tensor<8x8xf32>
    %387 = call @cumsum_8(%383) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %389 = stablehlo.subtract %387, %388 : tensor<8x8xf32>
    %cst_59 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %391 = stablehlo.divide %386, %390 : tensor<8x8xf32>
    %cst_60 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %393 = stablehlo.divide %389, %392 : tensor<8x8xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %395 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<8x8xf32>) -> tensor<8x8x1xf32>
    %396 = stablehlo.concatenate %394, %395, dim = 2 : (tensor<8x8x1xf32>, tensor<8x8x1xf32>) -> tensor<8x8x2xf32>
    %cst_61 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x8x2xf32>
    %398 = stablehlo.multiply %396, %397 : tensor<8x8x2xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x8x2xf32>
    %400 = stablehlo.subtract %398, %399 : tensor<8x8x2xf32>
    %401 = stablehlo.dot_general %400, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x2xf32>, tensor<2x8xf32>) -> tensor<8x8x8xf32>
    %cst_63 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %403 = stablehlo.multiply %401, %402 : tensor<8x8x8xf32>
    %404 = stablehlo.sine %403 : tensor<8x8x8xf32>
    %405 = stablehlo.cosine %403 : tensor<8x8x8xf32>
    %406 = stablehlo.concatenate %404, %405, dim = 2 : (tensor<8x8x8xf32>, tensor<8x8x8xf32>) -> tensor<8x8x16xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [1, 2, 3] : (tensor<8x8x16xf32>) -> tensor<1x8x8x16xf32>
    %408 = stablehlo.convolution(%297, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_65 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %412 = stablehlo.divide %410, %411 : tensor<8x8x8x1xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %413 = call @_var_10(%408, %c_66) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %414 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %415 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %417 = stablehlo.add %413, %416 : tensor<8x8x8x1xf32>
    %418 = stablehlo.rsqrt %417 : tensor<8x8x8x1xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %420 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %421 = stablehlo.multiply %419, %420 : tensor<8x8x8x16xf32>
    %422 = stablehlo.negate %412 : tensor<8x8x8x1xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %424 = stablehlo.multiply %423, %421 : tensor<8x8x8x16xf32>
    %425 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %426 = stablehlo.add %424, %425 : tensor<8x8x8x16xf32>
    %427 = stablehlo.multiply %408, %421 : tensor<8x8x8x16xf32>
    %428 = stablehlo.add %427, %426 : tensor<8x8x8x16xf32>
    %429 = stablehlo.convolution(%428, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %433 = stablehlo.divide %431, %432 : tensor<8x8x8x1xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %434 = call @_var_10(%429, %c_70) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %435 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %436 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_71 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %438 = stablehlo.add %434, %437 : tensor<8x8x8x1xf32>
    %439 = stablehlo.rsqrt %438 : tensor<8x8x8x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %441 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %442 = stablehlo.multiply %440, %441 : tensor<8x8x8x16xf32>
    %443 = stablehlo.negate %433 : tensor<8x8x8x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %445 = stablehlo.multiply %444, %442 : tensor<8x8x8x16xf32>
    %446 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %447 = stablehlo.add %445, %446 : tensor<8x8x8x16xf32>
    %448 = stablehlo.multiply %429, %442 : tensor<8x8x8x16xf32>
    %449 = stablehlo.add %448, %447 : tensor<8x8x8x16xf32>
    return %449, %382, %407, %379 : tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>, tensor<1x8x8x16xf32>, tensor<8x3x16xf32>
  }
  func.func private @_var(%arg0: tensor<8x8x8x32xf32>, %arg1: tensor<i32>) -> tensor<8x8x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x8x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x32xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8x8x32xf32>
    %6 = chlo.square %5 : tensor<8x8x8x32xf32> -> tensor<8x8x8x32xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x8x8x1xf32>, tensor<f32>) -> tensor<8x8x8x1xf32>
    return %14 : tensor<8x8x8x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x8x8x1xf32>, %arg2: tensor<f32>) -> tensor<8x8x8x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x8x8x1xf32>
    return %2 : tensor<8x8x8x1xf32>
  }
  func.func private @_take(%arg0: tensor<7x8xf32>, %arg1: tensor<4x4xi32>) -> tensor<4x4x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi1>
    %c_0 = stablehlo.constant dense<7> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4x4xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<4x4xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<4x4xi1>, tensor<4x4xi32>, tensor<4x4xi32>) -> tensor<4x4xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<4x4xi32>) -> tensor<4x4x1xi32>
    %c_1 = stablehlo.constant dense<6> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x4x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<4x4x1xi32>, tensor<4x4x1xi32>) -> tensor<4x4x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<4x4x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<4x4x1xi32>, tensor<4x4x1xi32>) -> tensor<4x4x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<4x4x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<4x4x1xi1>, tensor<i1>) -> tensor<4x4xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<7x8xf32>, tensor<4x4x1xi32>) -> tensor<4x4x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x4xi1>) -> tensor<4x4x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<4x4x8xi1>, tensor<4x4x8xf32>
    return %16 : tensor<4x4x8xf32>
  }
  func.func private @_where_0(%arg0: tensor<4x4xi1>, %arg1: tensor<4x4xi32>, %arg2: tensor<4x4xi32>) -> tensor<4x4xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<4x4xi1>, tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
  func.func private @_take_1(%arg0: tensor<15x8xf32>, %arg1: tensor<8x8xi32>) -> tensor<8x8x8xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<15> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x8xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %c_1 = stablehlo.constant dense<14> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x8x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x8x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x8x1xi1>, tensor<i1>) -> tensor<8x8xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 8>}> : (tensor<15x8xf32>, tensor<8x8x1xi32>) -> tensor<8x8x8xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x8xi1>) -> tensor<8x8x8xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x8x8xi1>, tensor<8x8x8xf32>
    return %16 : tensor<8x8x8xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xi32>, %arg2: tensor<8x8xi32>) -> tensor<8x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xi32>
    return %0 : tensor<8x8xi32>
  }
  func.func private @_take_3(%arg0: tensor<1x16xf32>, %arg1: tensor<1xi32>) -> tensor<1x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %9 = stablehlo.compare LE, %5, %8, SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %10 = stablehlo.and %7, %9 : tensor<1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [1] : (tensor<1x1xi1>, tensor<i1>) -> tensor<1xi1>
    %12 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<1x16xf32>, tensor<1x1xi32>) -> tensor<1x16xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0] : (tensor<1xi1>) -> tensor<1x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x16xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<1x16xi1>, tensor<1x16xf32>
    return %15 : tensor<1x16xf32>
  }
  func.func private @_where_4(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @_where_5(%arg0: tensor<8x1x16xi1>, %arg1: tensor<8x1x16xf32>, %arg2: tensor<8x1x16xf32>) -> tensor<8x1x16xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1x16xi1>, tensor<8x1x16xf32>
    return %0 : tensor<8x1x16xf32>
  }
  func.func private @_where_6(%arg0: tensor<8x1x16xi1>, %arg1: tensor<1x16xf32>, %arg2: tensor<8x1x16xf32>) -> tensor<8x1x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<8x1x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8x1x16xi1>, tensor<8x1x16xf32>
    return %1 : tensor<8x1x16xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = call @cumsum_7(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func private @cumsum_7(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[7, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 8, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @cumsum_8(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %0 = call @cumsum_9(%arg0) : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %0 : tensor<8x8xf32>
  }
  func.func private @cumsum_9(%arg0: tensor<8x8xf32>) -> tensor<8x8xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [7, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 8>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    return %1 : tensor<8x8xf32>
  }
  func.func private @_var_10(%arg0: tensor<8x8x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x8x8x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_0 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x8x8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x8x8x16xf32>
    %6 = chlo.square %5 : tensor<8x8x8x16xf32> -> tensor<8x8x8x16xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x8x8x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x8x8x1xf32>, tensor<f32>) -> tensor<8x8x8x1xf32>
    return %14 : tensor<8x8x8x1xf32>
  }
}
