module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1x1x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<8x8x3x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<1x8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg9: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<7x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<7x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<32x96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg28: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<15x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<15x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<8x64x64x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x8x8x16xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[4.850000e-01, 4.560000e-01, 4.060000e-01]> : tensor<3xf32>
    %cst_0 = stablehlo.constant dense<[2.290000e-01, 2.240000e-01, 2.250000e-01]> : tensor<3xf32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [3] : (tensor<3xf32>) -> tensor<1x1x1x3xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xf32>) -> tensor<8x64x64x3xf32>
    %2 = stablehlo.subtract %arg37, %1 : tensor<8x64x64x3xf32>
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
    %298 = stablehlo.convolution(%297, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x32x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_41 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %302 = stablehlo.divide %300, %301 : tensor<8x8x8x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %303 = call @_var_3(%298, %c_42) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %304 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %305 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %307 = stablehlo.add %303, %306 : tensor<8x8x8x1xf32>
    %308 = stablehlo.rsqrt %307 : tensor<8x8x8x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %310 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<8x8x8x16xf32>
    %312 = stablehlo.negate %302 : tensor<8x8x8x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %314 = stablehlo.multiply %313, %311 : tensor<8x8x8x16xf32>
    %315 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %316 = stablehlo.add %314, %315 : tensor<8x8x8x16xf32>
    %317 = stablehlo.multiply %298, %311 : tensor<8x8x8x16xf32>
    %318 = stablehlo.add %317, %316 : tensor<8x8x8x16xf32>
    %319 = stablehlo.convolution(%318, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_44) applies stablehlo.add across dimensions = [3] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x8x8xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<8x8x8xf32>) -> tensor<8x8x8x1xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %323 = stablehlo.divide %321, %322 : tensor<8x8x8x1xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %324 = call @_var_3(%319, %c_46) : (tensor<8x8x8x16xf32>, tensor<i32>) -> tensor<8x8x8x1xf32>
    %325 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %326 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x8x8x1xf32>
    %328 = stablehlo.add %324, %327 : tensor<8x8x8x1xf32>
    %329 = stablehlo.rsqrt %328 : tensor<8x8x8x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %331 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %332 = stablehlo.multiply %330, %331 : tensor<8x8x8x16xf32>
    %333 = stablehlo.negate %323 : tensor<8x8x8x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<8x8x8x1xf32>) -> tensor<8x8x8x16xf32>
    %335 = stablehlo.multiply %334, %332 : tensor<8x8x8x16xf32>
    %336 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %337 = stablehlo.add %335, %336 : tensor<8x8x8x16xf32>
    %338 = stablehlo.multiply %319, %332 : tensor<8x8x8x16xf32>
    %339 = stablehlo.add %338, %337 : tensor<8x8x8x16xf32>
    return %339 : tensor<8x8x8x16xf32>
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
  func.func private @_var_3(%arg0: tensor<8x8x8x16xf32>, %arg1: tensor<i32>) -> tensor<8x8x8x1xf32> {
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
