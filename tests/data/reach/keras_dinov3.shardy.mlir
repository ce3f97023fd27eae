module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1x1x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg1: tensor<1x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg2: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x21x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[1.000000e+00, 0.316227764, 1.000000e-01, 0.0316227786]> : tensor<4xf32>
    %0 = stablehlo.convolution(%arg42, %arg2) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %1 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x4x4x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x4x4x64xf32>
    %4 = stablehlo.reshape %3 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %5 = stablehlo.reshape %arg0 : (tensor<1x1x64xf32>) -> tensor<1x1x1x1x1x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x64xf32>) -> tensor<8x1x1x1x1x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<8x1x1x1x1x64xf32>) -> tensor<8x1x64xf32>
    %8 = stablehlo.concatenate %7, %4, dim = 1 : (tensor<8x1x64xf32>, tensor<8x16x64xf32>) -> tensor<8x17x64xf32>
    %9 = stablehlo.reshape %arg1 : (tensor<1x4x64xf32>) -> tensor<1x1x1x4x1x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x4x1x64xf32>) -> tensor<8x1x1x4x1x64xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x1x1x4x1x64xf32>) -> tensor<8x4x64xf32>
    %12 = stablehlo.slice %8 [0:8, 0:1, 0:64] : (tensor<8x17x64xf32>) -> tensor<8x1x64xf32>
    %13 = stablehlo.slice %8 [0:8, 1:17, 0:64] : (tensor<8x17x64xf32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.concatenate %12, %11, %13, dim = 1 : (tensor<8x1x64xf32>, tensor<8x4x64xf32>, tensor<8x16x64xf32>) -> tensor<8x21x64xf32>
    %15 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %17 = stablehlo.add %16, %15 : tensor<4xf32>
    %18 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_1 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %20 = stablehlo.add %19, %18 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %22 = stablehlo.divide %17, %21 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %24 = stablehlo.divide %20, %23 : tensor<4xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<4x1xf32>) -> tensor<4x1x4xf32>
    %28 = stablehlo.reshape %27 : (tensor<4x1x4xf32>) -> tensor<4x4xf32>
    %29 = stablehlo.broadcast_in_dim %26, dims = [0, 2] : (tensor<1x4xf32>) -> tensor<1x4x4xf32>
    %30 = stablehlo.reshape %29 : (tensor<1x4x4xf32>) -> tensor<4x4xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<4x4xf32>) -> tensor<4x4x1xf32>
    %33 = stablehlo.concatenate %31, %32, dim = 2 : (tensor<4x4x1xf32>, tensor<4x4x1xf32>) -> tensor<4x4x2xf32>
    %34 = stablehlo.reshape %33 : (tensor<4x4x2xf32>) -> tensor<16x2xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<16x2xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16x2xf32>
    %38 = stablehlo.subtract %36, %37 : tensor<16x2xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<16x2xf32>) -> tensor<16x2x1xf32>
    %cst_6 = stablehlo.constant dense<6.28318548> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x2x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<16x2x1xf32>
    %42 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [1, 2] : (tensor<1x4xf32>) -> tensor<1x1x4xf32>
    %44 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<16x2x1xf32>) -> tensor<16x2x4xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<16x2x4xf32>
    %46 = stablehlo.multiply %44, %45 : tensor<16x2x4xf32>
    %47 = stablehlo.reshape %46 : (tensor<16x2x4xf32>) -> tensor<16x8xf32>
    %48 = stablehlo.reshape %47 : (tensor<16x8xf32>) -> tensor<1x16x1x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x16x1x8xf32>) -> tensor<1x16x2x8xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x16x2x8xf32>) -> tensor<16x16xf32>
    %51 = stablehlo.cosine %50 : tensor<16x16xf32>
    %52 = stablehlo.sine %50 : tensor<16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%14 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %56 = stablehlo.divide %54, %55 : tensor<8x21x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %57 = call @_var(%14, %c) : (tensor<8x21x64xf32>, tensor<i32>) -> tensor<8x21x1xf32>
    %58 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %59 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %61 = stablehlo.add %57, %60 : tensor<8x21x1xf32>
    %62 = stablehlo.rsqrt %61 : tensor<8x21x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %64 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<8x21x64xf32>
    %66 = stablehlo.negate %56 : tensor<8x21x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %68 = stablehlo.multiply %67, %65 : tensor<8x21x64xf32>
    %69 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %70 = stablehlo.add %68, %69 : tensor<8x21x64xf32>
    %71 = stablehlo.multiply %14, %65 : tensor<8x21x64xf32>
    %72 = stablehlo.add %71, %70 : tensor<8x21x64xf32>
    %73 = stablehlo.dot_general %72, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %74 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %76 = stablehlo.add %73, %75 : tensor<8x21x64xf32>
    %77 = stablehlo.dot_general %72, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %78 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %80 = stablehlo.add %77, %79 : tensor<8x21x64xf32>
    %81 = stablehlo.dot_general %72, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %82 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %84 = stablehlo.add %81, %83 : tensor<8x21x64xf32>
    %85 = stablehlo.reshape %76 : (tensor<8x21x64xf32>) -> tensor<8x21x4x16xf32>
    %86 = stablehlo.reshape %80 : (tensor<8x21x64xf32>) -> tensor<8x21x4x16xf32>
    %87 = stablehlo.reshape %84 : (tensor<8x21x64xf32>) -> tensor<8x21x4x16xf32>
    %88 = stablehlo.slice %85 [0:8, 0:5, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x5x4x16xf32>
    %89 = stablehlo.slice %85 [0:8, 5:21, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x16x4x16xf32>
    %90 = stablehlo.slice %86 [0:8, 0:5, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x5x4x16xf32>
    %91 = stablehlo.slice %86 [0:8, 5:21, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x16x4x16xf32>
    %92 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %94 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %96 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %97 = stablehlo.multiply %89, %96 : tensor<8x16x4x16xf32>
    %98 = stablehlo.slice %89 [0:8, 0:16, 0:4, 0:8] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %99 = stablehlo.slice %89 [0:8, 0:16, 0:4, 8:16] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %100 = stablehlo.negate %99 : tensor<8x16x4x8xf32>
    %101 = stablehlo.concatenate %100, %98, dim = 3 : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x16xf32>
    %102 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x16x4x16xf32>
    %104 = stablehlo.add %97, %103 : tensor<8x16x4x16xf32>
    %105 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %106 = stablehlo.multiply %91, %105 : tensor<8x16x4x16xf32>
    %107 = stablehlo.slice %91 [0:8, 0:16, 0:4, 0:8] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %108 = stablehlo.slice %91 [0:8, 0:16, 0:4, 8:16] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %109 = stablehlo.negate %108 : tensor<8x16x4x8xf32>
    %110 = stablehlo.concatenate %109, %107, dim = 3 : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x16xf32>
    %111 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<8x16x4x16xf32>
    %113 = stablehlo.add %106, %112 : tensor<8x16x4x16xf32>
    %114 = stablehlo.concatenate %88, %104, dim = 1 : (tensor<8x5x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x21x4x16xf32>
    %115 = stablehlo.concatenate %90, %113, dim = 1 : (tensor<8x5x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x21x4x16xf32>
    %116 = stablehlo.reshape %114 : (tensor<8x21x4x16xf32>) -> tensor<8x21x4x1x16xf32>
    %117 = stablehlo.dot_general %116, %115, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x21x4x1x16xf32>, tensor<8x21x4x16xf32>) -> tensor<8x4x21x1x21xf32>
    %cst_10 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x21x1x21xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<8x4x21x1x21xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = stablehlo.reduce(%119 init: %cst_11) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x21x1x21xf32>, tensor<f32>) -> tensor<8x4x21x1xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x21x1xf32>
    %122 = stablehlo.maximum %121, %120 : tensor<8x4x21x1xf32>
    %123 = stablehlo.transpose %122, dims = [3, 0, 1, 2] : (tensor<8x4x21x1xf32>) -> tensor<1x8x4x21xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x8x4x21xf32>) -> tensor<1x8x4x21x1xf32>
    %125 = stablehlo.transpose %119, dims = [3, 0, 1, 2, 4] : (tensor<8x4x21x1x21xf32>) -> tensor<1x8x4x21x21xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x21x1xf32>) -> tensor<1x8x4x21x21xf32>
    %127 = stablehlo.subtract %125, %126 : tensor<1x8x4x21x21xf32>
    %128 = stablehlo.exponential %127 : tensor<1x8x4x21x21xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x21x21xf32>, tensor<f32>) -> tensor<1x8x4x21xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<1x8x4x21xf32>) -> tensor<1x8x4x21x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x21x1xf32>) -> tensor<1x8x4x21x21xf32>
    %132 = stablehlo.divide %128, %131 : tensor<1x8x4x21x21xf32>
    %133 = stablehlo.dot_general %87, %132, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x21x4x16xf32>, tensor<1x8x4x21x21xf32>) -> tensor<8x4x16x1x21xf32>
    %134 = stablehlo.transpose %133, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x21xf32>) -> tensor<1x8x21x4x16xf32>
    %135 = stablehlo.transpose %134, dims = [1, 2, 3, 0, 4] : (tensor<1x8x21x4x16xf32>) -> tensor<8x21x4x1x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x21x4x1x16xf32>) -> tensor<8x21x4x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x21x4x16xf32>) -> tensor<8x21x64xf32>
    %138 = stablehlo.dot_general %137, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %139 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<8x21x64xf32>
    %142 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %144 = stablehlo.multiply %141, %143 : tensor<8x21x64xf32>
    %145 = stablehlo.add %144, %14 : tensor<8x21x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x21x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %150 = call @_var(%145, %c_16) : (tensor<8x21x64xf32>, tensor<i32>) -> tensor<8x21x1xf32>
    %151 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %154 = stablehlo.add %150, %153 : tensor<8x21x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<8x21x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %157 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<8x21x64xf32>
    %159 = stablehlo.negate %149 : tensor<8x21x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<8x21x64xf32>
    %162 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x21x64xf32>
    %164 = stablehlo.multiply %145, %158 : tensor<8x21x64xf32>
    %165 = stablehlo.add %164, %163 : tensor<8x21x64xf32>
    %166 = stablehlo.dot_general %165, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x128xf32>) -> tensor<8x21x128xf32>
    %167 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x21x128xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x21x128xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x21x128xf32>
    %171 = stablehlo.multiply %170, %169 : tensor<8x21x128xf32>
    %172 = stablehlo.negate %169 : tensor<8x21x128xf32>
    %cst_19 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x21x128xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<8x21x128xf32>
    %175 = chlo.erfc %174 : tensor<8x21x128xf32> -> tensor<8x21x128xf32>
    %176 = stablehlo.multiply %171, %175 : tensor<8x21x128xf32>
    %177 = stablehlo.dot_general %176, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x128xf32>, tensor<128x64xf32>) -> tensor<8x21x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %180 = stablehlo.add %177, %179 : tensor<8x21x64xf32>
    %181 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<8x21x64xf32>
    %184 = stablehlo.add %183, %145 : tensor<8x21x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %cst_21 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x21x1xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %189 = call @_var(%184, %c_22) : (tensor<8x21x64xf32>, tensor<i32>) -> tensor<8x21x1xf32>
    %190 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %191 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %193 = stablehlo.add %189, %192 : tensor<8x21x1xf32>
    %194 = stablehlo.rsqrt %193 : tensor<8x21x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %196 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %197 = stablehlo.multiply %195, %196 : tensor<8x21x64xf32>
    %198 = stablehlo.negate %188 : tensor<8x21x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %200 = stablehlo.multiply %199, %197 : tensor<8x21x64xf32>
    %201 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %202 = stablehlo.add %200, %201 : tensor<8x21x64xf32>
    %203 = stablehlo.multiply %184, %197 : tensor<8x21x64xf32>
    %204 = stablehlo.add %203, %202 : tensor<8x21x64xf32>
    %205 = stablehlo.dot_general %204, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %206 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x21x64xf32>
    %209 = stablehlo.dot_general %204, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %210 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %212 = stablehlo.add %209, %211 : tensor<8x21x64xf32>
    %213 = stablehlo.dot_general %204, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %214 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %216 = stablehlo.add %213, %215 : tensor<8x21x64xf32>
    %217 = stablehlo.reshape %208 : (tensor<8x21x64xf32>) -> tensor<8x21x4x16xf32>
    %218 = stablehlo.reshape %212 : (tensor<8x21x64xf32>) -> tensor<8x21x4x16xf32>
    %219 = stablehlo.reshape %216 : (tensor<8x21x64xf32>) -> tensor<8x21x4x16xf32>
    %220 = stablehlo.slice %217 [0:8, 0:5, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x5x4x16xf32>
    %221 = stablehlo.slice %217 [0:8, 5:21, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x16x4x16xf32>
    %222 = stablehlo.slice %218 [0:8, 0:5, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x5x4x16xf32>
    %223 = stablehlo.slice %218 [0:8, 5:21, 0:4, 0:16] : (tensor<8x21x4x16xf32>) -> tensor<8x16x4x16xf32>
    %224 = stablehlo.broadcast_in_dim %51, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %226 = stablehlo.broadcast_in_dim %52, dims = [1, 2] : (tensor<16x16xf32>) -> tensor<1x16x16xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 3] : (tensor<1x16x16xf32>) -> tensor<1x16x1x16xf32>
    %228 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %229 = stablehlo.multiply %221, %228 : tensor<8x16x4x16xf32>
    %230 = stablehlo.slice %221 [0:8, 0:16, 0:4, 0:8] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %231 = stablehlo.slice %221 [0:8, 0:16, 0:4, 8:16] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %232 = stablehlo.negate %231 : tensor<8x16x4x8xf32>
    %233 = stablehlo.concatenate %232, %230, dim = 3 : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x16xf32>
    %234 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %235 = stablehlo.multiply %233, %234 : tensor<8x16x4x16xf32>
    %236 = stablehlo.add %229, %235 : tensor<8x16x4x16xf32>
    %237 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %238 = stablehlo.multiply %223, %237 : tensor<8x16x4x16xf32>
    %239 = stablehlo.slice %223 [0:8, 0:16, 0:4, 0:8] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %240 = stablehlo.slice %223 [0:8, 0:16, 0:4, 8:16] : (tensor<8x16x4x16xf32>) -> tensor<8x16x4x8xf32>
    %241 = stablehlo.negate %240 : tensor<8x16x4x8xf32>
    %242 = stablehlo.concatenate %241, %239, dim = 3 : (tensor<8x16x4x8xf32>, tensor<8x16x4x8xf32>) -> tensor<8x16x4x16xf32>
    %243 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x16x1x16xf32>) -> tensor<8x16x4x16xf32>
    %244 = stablehlo.multiply %242, %243 : tensor<8x16x4x16xf32>
    %245 = stablehlo.add %238, %244 : tensor<8x16x4x16xf32>
    %246 = stablehlo.concatenate %220, %236, dim = 1 : (tensor<8x5x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x21x4x16xf32>
    %247 = stablehlo.concatenate %222, %245, dim = 1 : (tensor<8x5x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x21x4x16xf32>
    %248 = stablehlo.reshape %246 : (tensor<8x21x4x16xf32>) -> tensor<8x21x4x1x16xf32>
    %249 = stablehlo.dot_general %248, %247, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x21x4x1x16xf32>, tensor<8x21x4x16xf32>) -> tensor<8x4x21x1x21xf32>
    %cst_24 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x21x1x21xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<8x4x21x1x21xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = stablehlo.reduce(%251 init: %cst_25) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x21x1x21xf32>, tensor<f32>) -> tensor<8x4x21x1xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x4x21x1xf32>
    %254 = stablehlo.maximum %253, %252 : tensor<8x4x21x1xf32>
    %255 = stablehlo.transpose %254, dims = [3, 0, 1, 2] : (tensor<8x4x21x1xf32>) -> tensor<1x8x4x21xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x8x4x21xf32>) -> tensor<1x8x4x21x1xf32>
    %257 = stablehlo.transpose %251, dims = [3, 0, 1, 2, 4] : (tensor<8x4x21x1x21xf32>) -> tensor<1x8x4x21x21xf32>
    %258 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x21x1xf32>) -> tensor<1x8x4x21x21xf32>
    %259 = stablehlo.subtract %257, %258 : tensor<1x8x4x21x21xf32>
    %260 = stablehlo.exponential %259 : tensor<1x8x4x21x21xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%260 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x21x21xf32>, tensor<f32>) -> tensor<1x8x4x21xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x8x4x21xf32>) -> tensor<1x8x4x21x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x21x1xf32>) -> tensor<1x8x4x21x21xf32>
    %264 = stablehlo.divide %260, %263 : tensor<1x8x4x21x21xf32>
    %265 = stablehlo.dot_general %219, %264, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x21x4x16xf32>, tensor<1x8x4x21x21xf32>) -> tensor<8x4x16x1x21xf32>
    %266 = stablehlo.transpose %265, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x21xf32>) -> tensor<1x8x21x4x16xf32>
    %267 = stablehlo.transpose %266, dims = [1, 2, 3, 0, 4] : (tensor<1x8x21x4x16xf32>) -> tensor<8x21x4x1x16xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x21x4x1x16xf32>) -> tensor<8x21x4x16xf32>
    %269 = stablehlo.reshape %268 : (tensor<8x21x4x16xf32>) -> tensor<8x21x64xf32>
    %270 = stablehlo.dot_general %269, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x64xf32>) -> tensor<8x21x64xf32>
    %271 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %273 = stablehlo.add %270, %272 : tensor<8x21x64xf32>
    %274 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %276 = stablehlo.multiply %273, %275 : tensor<8x21x64xf32>
    %277 = stablehlo.add %276, %184 : tensor<8x21x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %281 = stablehlo.divide %279, %280 : tensor<8x21x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %282 = call @_var(%277, %c_30) : (tensor<8x21x64xf32>, tensor<i32>) -> tensor<8x21x1xf32>
    %283 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %284 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %286 = stablehlo.add %282, %285 : tensor<8x21x1xf32>
    %287 = stablehlo.rsqrt %286 : tensor<8x21x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %289 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %290 = stablehlo.multiply %288, %289 : tensor<8x21x64xf32>
    %291 = stablehlo.negate %281 : tensor<8x21x1xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %293 = stablehlo.multiply %292, %290 : tensor<8x21x64xf32>
    %294 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %295 = stablehlo.add %293, %294 : tensor<8x21x64xf32>
    %296 = stablehlo.multiply %277, %290 : tensor<8x21x64xf32>
    %297 = stablehlo.add %296, %295 : tensor<8x21x64xf32>
    %298 = stablehlo.dot_general %297, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x64xf32>, tensor<64x128xf32>) -> tensor<8x21x128xf32>
    %299 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x21x128xf32>
    %301 = stablehlo.add %298, %300 : tensor<8x21x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x21x128xf32>
    %303 = stablehlo.multiply %302, %301 : tensor<8x21x128xf32>
    %304 = stablehlo.negate %301 : tensor<8x21x128xf32>
    %cst_33 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x21x128xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<8x21x128xf32>
    %307 = chlo.erfc %306 : tensor<8x21x128xf32> -> tensor<8x21x128xf32>
    %308 = stablehlo.multiply %303, %307 : tensor<8x21x128xf32>
    %309 = stablehlo.dot_general %308, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x21x128xf32>, tensor<128x64xf32>) -> tensor<8x21x64xf32>
    %310 = stablehlo.broadcast_in_dim %arg38, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %312 = stablehlo.add %309, %311 : tensor<8x21x64xf32>
    %313 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %315 = stablehlo.multiply %312, %314 : tensor<8x21x64xf32>
    %316 = stablehlo.add %315, %277 : tensor<8x21x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %317 = stablehlo.reduce(%316 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %320 = stablehlo.divide %318, %319 : tensor<8x21x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %321 = call @_var(%316, %c_36) : (tensor<8x21x64xf32>, tensor<i32>) -> tensor<8x21x1xf32>
    %322 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %323 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %325 = stablehlo.add %321, %324 : tensor<8x21x1xf32>
    %326 = stablehlo.rsqrt %325 : tensor<8x21x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %328 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %329 = stablehlo.multiply %327, %328 : tensor<8x21x64xf32>
    %330 = stablehlo.negate %320 : tensor<8x21x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %332 = stablehlo.multiply %331, %329 : tensor<8x21x64xf32>
    %333 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x21x64xf32>
    %334 = stablehlo.add %332, %333 : tensor<8x21x64xf32>
    %335 = stablehlo.multiply %316, %329 : tensor<8x21x64xf32>
    %336 = stablehlo.add %335, %334 : tensor<8x21x64xf32>
    return %336 : tensor<8x21x64xf32>
  }
  func.func private @_var(%arg0: tensor<8x21x64xf32>, %arg1: tensor<i32>) -> tensor<8x21x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x21x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x21x1xf32>) -> tensor<8x21x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x21x64xf32>
    %6 = chlo.square %5 : tensor<8x21x64xf32> -> tensor<8x21x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x21x64xf32>, tensor<f32>) -> tensor<8x21xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x21xf32>) -> tensor<8x21x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x21x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x21x1xf32>, tensor<f32>) -> tensor<8x21x1xf32>
    return %14 : tensor<8x21x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x21x1xf32>, %arg2: tensor<f32>) -> tensor<8x21x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x21x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x21x1xf32>
    return %2 : tensor<8x21x1xf32>
  }
}
