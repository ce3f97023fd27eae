module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg16: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg18: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg28: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg28) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %3 = stablehlo.power %0, %2 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x32x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %12 = stablehlo.multiply %0, %11 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %14 = stablehlo.add %13, %arg10 : tensor<64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x32x64xf32>
    %18 = stablehlo.broadcast_in_dim %arg27, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %19 = stablehlo.convert %18 : (tensor<8x32x1xi32>) -> tensor<8x32x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %21 = stablehlo.multiply %17, %20 : tensor<8x32x64xf32>
    %22 = stablehlo.dot_general %21, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %23 = stablehlo.dot_general %21, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.reshape %23 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %25 = stablehlo.dot_general %21, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4xf32>) -> tensor<8x32x4xf32>
    %26 = stablehlo.dot_general %21, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4xf32>) -> tensor<8x32x4xf32>
    %27 = stablehlo.transpose %22, dims = [0, 2, 1] : (tensor<8x32x128xf32>) -> tensor<8x128x32xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %28 = call @_pad(%27, %c_3) : (tensor<8x128x32xf32>, tensor<i32>) -> tensor<8x128x35xf32>
    %29 = stablehlo.transpose %28, dims = [0, 2, 1] : (tensor<8x128x35xf32>) -> tensor<8x35x128xf32>
    %30 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<128x4xf32>) -> tensor<4x128xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %32 = stablehlo.reshape %31 : (tensor<4x128x1xf32>) -> tensor<4x1x128xf32>
    %33 = stablehlo.convolution(%29, %32) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1], reverse = [false]} {batch_group_count = 1 : i64, feature_group_count = 128 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x35x128xf32>, tensor<4x1x128xf32>) -> tensor<8x32x128xf32>
    %34 = stablehlo.transpose %33, dims = [0, 2, 1] : (tensor<8x32x128xf32>) -> tensor<8x128x32xf32>
    %35 = stablehlo.negate %34 : tensor<8x128x32xf32>
    %36 = stablehlo.exponential %35 : tensor<8x128x32xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x32xf32>
    %38 = stablehlo.add %37, %36 : tensor<8x128x32xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x32xf32>
    %40 = stablehlo.divide %39, %38 : tensor<8x128x32xf32>
    %41 = stablehlo.multiply %34, %40 : tensor<8x128x32xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1] : (tensor<8x128x32xf32>) -> tensor<8x32x128xf32>
    %43 = stablehlo.slice %42 [0:8, 0:32, 0:32] : (tensor<8x32x128xf32>) -> tensor<8x32x32xf32>
    %44 = stablehlo.slice %42 [0:8, 0:32, 32:64] : (tensor<8x32x128xf32>) -> tensor<8x32x32xf32>
    %45 = stablehlo.slice %42 [0:8, 0:32, 64:128] : (tensor<8x32x128xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.reshape %43 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %47 = stablehlo.reshape %44 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %48 = stablehlo.reshape %45 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %49 = stablehlo.negate %25 : tensor<8x32x4xf32>
    %50 = stablehlo.exponential %49 : tensor<8x32x4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x4xf32>
    %52 = stablehlo.add %51, %50 : tensor<8x32x4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x4xf32>
    %54 = stablehlo.divide %53, %52 : tensor<8x32x4xf32>
    %55 = stablehlo.exponential %arg3 : tensor<4xf32>
    %56 = stablehlo.negate %55 : tensor<4xf32>
    %57 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<8x32x4xf32>
    %59 = stablehlo.add %26, %58 : tensor<8x32x4xf32>
    %60 = call @softplus(%59) : (tensor<8x32x4xf32>) -> tensor<8x32x4xf32>
    %61 = stablehlo.broadcast_in_dim %56, dims = [2] : (tensor<4xf32>) -> tensor<1x1x4xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x4xf32>) -> tensor<8x32x4xf32>
    %63 = stablehlo.multiply %62, %60 : tensor<8x32x4xf32>
    %64 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %66 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %68 = stablehlo.multiply %65, %65 : tensor<8x32x4x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %72 = stablehlo.add %70, %71 : tensor<8x32x4x1xf32>
    %73 = stablehlo.rsqrt %72 : tensor<8x32x4x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %75 = stablehlo.multiply %65, %74 : tensor<8x32x4x16xf32>
    %76 = stablehlo.multiply %67, %67 : tensor<8x32x4x16xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.reduce(%76 init: %cst_10) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %80 = stablehlo.add %78, %79 : tensor<8x32x4x1xf32>
    %81 = stablehlo.rsqrt %80 : tensor<8x32x4x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %83 = stablehlo.multiply %67, %82 : tensor<8x32x4x16xf32>
    %84 = stablehlo.transpose %75, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %85 = stablehlo.transpose %83, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %86 = stablehlo.transpose %48, dims = [0, 2, 1, 3] : (tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %87 = stablehlo.transpose %54, dims = [0, 2, 1] : (tensor<8x32x4xf32>) -> tensor<8x4x32xf32>
    %88 = stablehlo.transpose %63, dims = [0, 2, 1] : (tensor<8x32x4xf32>) -> tensor<8x4x32xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %89 = call @_pad_0(%84, %c_12) : (tensor<8x4x32x16xf32>, tensor<i32>) -> tensor<8x4x64x16xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %90 = call @_pad_0(%85, %c_13) : (tensor<8x4x32x16xf32>, tensor<i32>) -> tensor<8x4x64x16xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %91 = call @_pad_0(%86, %c_14) : (tensor<8x4x32x16xf32>, tensor<i32>) -> tensor<8x4x64x16xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %92 = call @_pad_1(%87, %c_15) : (tensor<8x4x32xf32>, tensor<i32>) -> tensor<8x4x64xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %93 = call @_pad_1(%88, %c_16) : (tensor<8x4x32xf32>, tensor<i32>) -> tensor<8x4x64xf32>
    %cst_17 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x64x16xf32>
    %95 = stablehlo.multiply %89, %94 : tensor<8x4x64x16xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x16xf32>
    %98 = stablehlo.multiply %91, %97 : tensor<8x4x64x16xf32>
    %99 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x16xf32>
    %101 = stablehlo.multiply %90, %100 : tensor<8x4x64x16xf32>
    %102 = stablehlo.reshape %95 : (tensor<8x4x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %103 = stablehlo.reshape %90 : (tensor<8x4x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %104 = stablehlo.reshape %101 : (tensor<8x4x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %105 = stablehlo.reshape %98 : (tensor<8x4x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %106 = stablehlo.reshape %93 : (tensor<8x4x64xf32>) -> tensor<8x4x1x64xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %108 = call @triu(%107) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %110 = stablehlo.compare NE, %108, %109, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %111 = stablehlo.convert %110 : tensor<64x64xi1>
    %112 = call @cumsum(%106) : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64x64xf32>
    %117 = stablehlo.subtract %115, %116 : tensor<8x4x1x64x64xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %119 = call @triu(%118) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %120 = stablehlo.transpose %119, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [3, 4] : (tensor<64x64xf32>) -> tensor<1x1x1x64x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %123 = stablehlo.multiply %117, %122 : tensor<8x4x1x64x64xf32>
    %124 = stablehlo.exponential %123 : tensor<8x4x1x64x64xf32>
    %125 = stablehlo.broadcast_in_dim %120, dims = [3, 4] : (tensor<64x64xf32>) -> tensor<1x1x1x64x64xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %127 = stablehlo.multiply %124, %126 : tensor<8x4x1x64x64xf32>
    %128 = stablehlo.dot_general %104, %103, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x64x16xf32>, tensor<8x4x1x64x16xf32>) -> tensor<8x4x1x64x64xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<8x4x1x64x64xf32>
    %130 = stablehlo.negate %129 : tensor<8x4x1x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x64xf32>
    %132 = call @_where_3(%111, %131, %130) : (tensor<64x64xi1>, tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %133 = stablehlo.slice %132 [0:8, 0:4, 0:1, 1:2, 0:1] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x1xf32>
    %134 = stablehlo.slice %132 [0:8, 0:4, 0:1, 0:1, 0:1] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x1xf32>
    %135 = stablehlo.reshape %133 : (tensor<8x4x1x1x1xf32>) -> tensor<8x4x1x1xf32>
    %136 = stablehlo.reshape %134 : (tensor<8x4x1x1x1xf32>) -> tensor<8x4x1x1xf32>
    %137 = stablehlo.dot_general %135, %136, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x1xf32>, tensor<8x4x1x1xf32>) -> tensor<8x4x1x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 3, 4] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x1x1xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x4x1x1x1xf32>) -> tensor<8x4x1x1xf32>
    %140 = stablehlo.slice %132 [0:8, 0:4, 0:1, 1:2, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %141 = stablehlo.reshape %140 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %142 = call @_pad_4(%139, %c_22) : (tensor<8x4x1x1xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %143 = stablehlo.add %141, %142 : tensor<8x4x1x64xf32>
    %144 = stablehlo.slice %132 [0:8, 0:4, 0:1, 0:1, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %145 = stablehlo.slice %132 [0:8, 0:4, 0:1, 2:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x62x64xf32>
    %146 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %147 = stablehlo.concatenate %144, %146, %145, dim = 3 : (tensor<8x4x1x1x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x62x64xf32>) -> tensor<8x4x1x64x64xf32>
    %148 = stablehlo.slice %147 [0:8, 0:4, 0:1, 2:3, 0:2] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x2xf32>
    %149 = stablehlo.slice %147 [0:8, 0:4, 0:1, 0:2, 0:2] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x2x2xf32>
    %150 = stablehlo.reshape %148 : (tensor<8x4x1x1x2xf32>) -> tensor<8x4x1x2xf32>
    %151 = stablehlo.reshape %149 : (tensor<8x4x1x2x2xf32>) -> tensor<8x4x2x2xf32>
    %152 = stablehlo.dot_general %150, %151, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x2xf32>, tensor<8x4x2x2xf32>) -> tensor<8x4x1x2xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 3, 4] : (tensor<8x4x1x2xf32>) -> tensor<8x4x1x1x2xf32>
    %154 = stablehlo.reshape %153 : (tensor<8x4x1x1x2xf32>) -> tensor<8x4x1x2xf32>
    %155 = stablehlo.slice %147 [0:8, 0:4, 0:1, 2:3, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %156 = stablehlo.reshape %155 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %157 = call @_pad_5(%154, %c_23) : (tensor<8x4x1x2xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %158 = stablehlo.add %156, %157 : tensor<8x4x1x64xf32>
    %159 = stablehlo.slice %147 [0:8, 0:4, 0:1, 0:2, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x2x64xf32>
    %160 = stablehlo.slice %147 [0:8, 0:4, 0:1, 3:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x61x64xf32>
    %161 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %162 = stablehlo.concatenate %159, %161, %160, dim = 3 : (tensor<8x4x1x2x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x61x64xf32>) -> tensor<8x4x1x64x64xf32>
    %163 = stablehlo.slice %162 [0:8, 0:4, 0:1, 3:4, 0:3] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x3xf32>
    %164 = stablehlo.slice %162 [0:8, 0:4, 0:1, 0:3, 0:3] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x3x3xf32>
    %165 = stablehlo.reshape %163 : (tensor<8x4x1x1x3xf32>) -> tensor<8x4x1x3xf32>
    %166 = stablehlo.reshape %164 : (tensor<8x4x1x3x3xf32>) -> tensor<8x4x3x3xf32>
    %167 = stablehlo.dot_general %165, %166, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x3xf32>, tensor<8x4x3x3xf32>) -> tensor<8x4x1x3xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 3, 4] : (tensor<8x4x1x3xf32>) -> tensor<8x4x1x1x3xf32>
    %169 = stablehlo.reshape %168 : (tensor<8x4x1x1x3xf32>) -> tensor<8x4x1x3xf32>
    %170 = stablehlo.slice %162 [0:8, 0:4, 0:1, 3:4, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_pad_6(%169, %c_24) : (tensor<8x4x1x3xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %173 = stablehlo.add %171, %172 : tensor<8x4x1x64xf32>
    %174 = stablehlo.slice %162 [0:8, 0:4, 0:1, 0:3, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x3x64xf32>
    %175 = stablehlo.slice %162 [0:8, 0:4, 0:1, 4:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x60x64xf32>
    %176 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %177 = stablehlo.concatenate %174, %176, %175, dim = 3 : (tensor<8x4x1x3x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x60x64xf32>) -> tensor<8x4x1x64x64xf32>
    %178 = stablehlo.slice %177 [0:8, 0:4, 0:1, 4:5, 0:4] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x4xf32>
    %179 = stablehlo.slice %177 [0:8, 0:4, 0:1, 0:4, 0:4] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x4x4xf32>
    %180 = stablehlo.reshape %178 : (tensor<8x4x1x1x4xf32>) -> tensor<8x4x1x4xf32>
    %181 = stablehlo.reshape %179 : (tensor<8x4x1x4x4xf32>) -> tensor<8x4x4x4xf32>
    %182 = stablehlo.dot_general %180, %181, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x4xf32>, tensor<8x4x4x4xf32>) -> tensor<8x4x1x4xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 3, 4] : (tensor<8x4x1x4xf32>) -> tensor<8x4x1x1x4xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x4x1x1x4xf32>) -> tensor<8x4x1x4xf32>
    %185 = stablehlo.slice %177 [0:8, 0:4, 0:1, 4:5, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %187 = call @_pad_7(%184, %c_25) : (tensor<8x4x1x4xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %188 = stablehlo.add %186, %187 : tensor<8x4x1x64xf32>
    %189 = stablehlo.slice %177 [0:8, 0:4, 0:1, 0:4, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x4x64xf32>
    %190 = stablehlo.slice %177 [0:8, 0:4, 0:1, 5:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x59x64xf32>
    %191 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %192 = stablehlo.concatenate %189, %191, %190, dim = 3 : (tensor<8x4x1x4x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x59x64xf32>) -> tensor<8x4x1x64x64xf32>
    %193 = stablehlo.slice %192 [0:8, 0:4, 0:1, 5:6, 0:5] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x5xf32>
    %194 = stablehlo.slice %192 [0:8, 0:4, 0:1, 0:5, 0:5] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x5x5xf32>
    %195 = stablehlo.reshape %193 : (tensor<8x4x1x1x5xf32>) -> tensor<8x4x1x5xf32>
    %196 = stablehlo.reshape %194 : (tensor<8x4x1x5x5xf32>) -> tensor<8x4x5x5xf32>
    %197 = stablehlo.dot_general %195, %196, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x5xf32>, tensor<8x4x5x5xf32>) -> tensor<8x4x1x5xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 3, 4] : (tensor<8x4x1x5xf32>) -> tensor<8x4x1x1x5xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x4x1x1x5xf32>) -> tensor<8x4x1x5xf32>
    %200 = stablehlo.slice %192 [0:8, 0:4, 0:1, 5:6, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %202 = call @_pad_8(%199, %c_26) : (tensor<8x4x1x5xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %203 = stablehlo.add %201, %202 : tensor<8x4x1x64xf32>
    %204 = stablehlo.slice %192 [0:8, 0:4, 0:1, 0:5, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x5x64xf32>
    %205 = stablehlo.slice %192 [0:8, 0:4, 0:1, 6:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x58x64xf32>
    %206 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %207 = stablehlo.concatenate %204, %206, %205, dim = 3 : (tensor<8x4x1x5x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x58x64xf32>) -> tensor<8x4x1x64x64xf32>
    %208 = stablehlo.slice %207 [0:8, 0:4, 0:1, 6:7, 0:6] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x6xf32>
    %209 = stablehlo.slice %207 [0:8, 0:4, 0:1, 0:6, 0:6] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x6x6xf32>
    %210 = stablehlo.reshape %208 : (tensor<8x4x1x1x6xf32>) -> tensor<8x4x1x6xf32>
    %211 = stablehlo.reshape %209 : (tensor<8x4x1x6x6xf32>) -> tensor<8x4x6x6xf32>
    %212 = stablehlo.dot_general %210, %211, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x6xf32>, tensor<8x4x6x6xf32>) -> tensor<8x4x1x6xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 3, 4] : (tensor<8x4x1x6xf32>) -> tensor<8x4x1x1x6xf32>
    %214 = stablehlo.reshape %213 : (tensor<8x4x1x1x6xf32>) -> tensor<8x4x1x6xf32>
    %215 = stablehlo.slice %207 [0:8, 0:4, 0:1, 6:7, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %217 = call @_pad_9(%214, %c_27) : (tensor<8x4x1x6xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %218 = stablehlo.add %216, %217 : tensor<8x4x1x64xf32>
    %219 = stablehlo.slice %207 [0:8, 0:4, 0:1, 0:6, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x6x64xf32>
    %220 = stablehlo.slice %207 [0:8, 0:4, 0:1, 7:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x57x64xf32>
    %221 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %222 = stablehlo.concatenate %219, %221, %220, dim = 3 : (tensor<8x4x1x6x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x57x64xf32>) -> tensor<8x4x1x64x64xf32>
    %223 = stablehlo.slice %222 [0:8, 0:4, 0:1, 7:8, 0:7] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x7xf32>
    %224 = stablehlo.slice %222 [0:8, 0:4, 0:1, 0:7, 0:7] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x7x7xf32>
    %225 = stablehlo.reshape %223 : (tensor<8x4x1x1x7xf32>) -> tensor<8x4x1x7xf32>
    %226 = stablehlo.reshape %224 : (tensor<8x4x1x7x7xf32>) -> tensor<8x4x7x7xf32>
    %227 = stablehlo.dot_general %225, %226, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x7xf32>, tensor<8x4x7x7xf32>) -> tensor<8x4x1x7xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 3, 4] : (tensor<8x4x1x7xf32>) -> tensor<8x4x1x1x7xf32>
    %229 = stablehlo.reshape %228 : (tensor<8x4x1x1x7xf32>) -> tensor<8x4x1x7xf32>
    %230 = stablehlo.slice %222 [0:8, 0:4, 0:1, 7:8, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %232 = call @_pad_10(%229, %c_28) : (tensor<8x4x1x7xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %233 = stablehlo.add %231, %232 : tensor<8x4x1x64xf32>
    %234 = stablehlo.slice %222 [0:8, 0:4, 0:1, 0:7, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x7x64xf32>
    %235 = stablehlo.slice %222 [0:8, 0:4, 0:1, 8:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x56x64xf32>
    %236 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %237 = stablehlo.concatenate %234, %236, %235, dim = 3 : (tensor<8x4x1x7x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x56x64xf32>) -> tensor<8x4x1x64x64xf32>
    %238 = stablehlo.slice %237 [0:8, 0:4, 0:1, 8:9, 0:8] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x8xf32>
    %239 = stablehlo.slice %237 [0:8, 0:4, 0:1, 0:8, 0:8] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x8x8xf32>
    %240 = stablehlo.reshape %238 : (tensor<8x4x1x1x8xf32>) -> tensor<8x4x1x8xf32>
    %241 = stablehlo.reshape %239 : (tensor<8x4x1x8x8xf32>) -> tensor<8x4x8x8xf32>
    %242 = stablehlo.dot_general %240, %241, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x8xf32>, tensor<8x4x8x8xf32>) -> tensor<8x4x1x8xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 3, 4] : (tensor<8x4x1x8xf32>) -> tensor<8x4x1x1x8xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x4x1x1x8xf32>) -> tensor<8x4x1x8xf32>
    %245 = stablehlo.slice %237 [0:8, 0:4, 0:1, 8:9, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %247 = call @_pad_11(%244, %c_29) : (tensor<8x4x1x8xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %248 = stablehlo.add %246, %247 : tensor<8x4x1x64xf32>
    %249 = stablehlo.slice %237 [0:8, 0:4, 0:1, 0:8, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x8x64xf32>
    %250 = stablehlo.slice %237 [0:8, 0:4, 0:1, 9:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x55x64xf32>
    %251 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %252 = stablehlo.concatenate %249, %251, %250, dim = 3 : (tensor<8x4x1x8x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x55x64xf32>) -> tensor<8x4x1x64x64xf32>
    %253 = stablehlo.slice %252 [0:8, 0:4, 0:1, 9:10, 0:9] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x9xf32>
    %254 = stablehlo.slice %252 [0:8, 0:4, 0:1, 0:9, 0:9] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x9x9xf32>
    %255 = stablehlo.reshape %253 : (tensor<8x4x1x1x9xf32>) -> tensor<8x4x1x9xf32>
    %256 = stablehlo.reshape %254 : (tensor<8x4x1x9x9xf32>) -> tensor<8x4x9x9xf32>
    %257 = stablehlo.dot_general %255, %256, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x9xf32>, tensor<8x4x9x9xf32>) -> tensor<8x4x1x9xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 3, 4] : (tensor<8x4x1x9xf32>) -> tensor<8x4x1x1x9xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x4x1x1x9xf32>) -> tensor<8x4x1x9xf32>
    %260 = stablehlo.slice %252 [0:8, 0:4, 0:1, 9:10, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %261 = stablehlo.reshape %260 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %262 = call @_pad_12(%259, %c_30) : (tensor<8x4x1x9xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %263 = stablehlo.add %261, %262 : tensor<8x4x1x64xf32>
    %264 = stablehlo.slice %252 [0:8, 0:4, 0:1, 0:9, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x9x64xf32>
    %265 = stablehlo.slice %252 [0:8, 0:4, 0:1, 10:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x54x64xf32>
    %266 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %267 = stablehlo.concatenate %264, %266, %265, dim = 3 : (tensor<8x4x1x9x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x54x64xf32>) -> tensor<8x4x1x64x64xf32>
    %268 = stablehlo.slice %267 [0:8, 0:4, 0:1, 10:11, 0:10] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x10xf32>
    %269 = stablehlo.slice %267 [0:8, 0:4, 0:1, 0:10, 0:10] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x10x10xf32>
    %270 = stablehlo.reshape %268 : (tensor<8x4x1x1x10xf32>) -> tensor<8x4x1x10xf32>
    %271 = stablehlo.reshape %269 : (tensor<8x4x1x10x10xf32>) -> tensor<8x4x10x10xf32>
    %272 = stablehlo.dot_general %270, %271, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x10xf32>, tensor<8x4x10x10xf32>) -> tensor<8x4x1x10xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 3, 4] : (tensor<8x4x1x10xf32>) -> tensor<8x4x1x1x10xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x4x1x1x10xf32>) -> tensor<8x4x1x10xf32>
    %275 = stablehlo.slice %267 [0:8, 0:4, 0:1, 10:11, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %276 = stablehlo.reshape %275 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %277 = call @_pad_13(%274, %c_31) : (tensor<8x4x1x10xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %278 = stablehlo.add %276, %277 : tensor<8x4x1x64xf32>
    %279 = stablehlo.slice %267 [0:8, 0:4, 0:1, 0:10, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x10x64xf32>
    %280 = stablehlo.slice %267 [0:8, 0:4, 0:1, 11:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x53x64xf32>
    %281 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %282 = stablehlo.concatenate %279, %281, %280, dim = 3 : (tensor<8x4x1x10x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x53x64xf32>) -> tensor<8x4x1x64x64xf32>
    %283 = stablehlo.slice %282 [0:8, 0:4, 0:1, 11:12, 0:11] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x11xf32>
    %284 = stablehlo.slice %282 [0:8, 0:4, 0:1, 0:11, 0:11] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x11x11xf32>
    %285 = stablehlo.reshape %283 : (tensor<8x4x1x1x11xf32>) -> tensor<8x4x1x11xf32>
    %286 = stablehlo.reshape %284 : (tensor<8x4x1x11x11xf32>) -> tensor<8x4x11x11xf32>
    %287 = stablehlo.dot_general %285, %286, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x11xf32>, tensor<8x4x11x11xf32>) -> tensor<8x4x1x11xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 3, 4] : (tensor<8x4x1x11xf32>) -> tensor<8x4x1x1x11xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x4x1x1x11xf32>) -> tensor<8x4x1x11xf32>
    %290 = stablehlo.slice %282 [0:8, 0:4, 0:1, 11:12, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %291 = stablehlo.reshape %290 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %292 = call @_pad_14(%289, %c_32) : (tensor<8x4x1x11xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %293 = stablehlo.add %291, %292 : tensor<8x4x1x64xf32>
    %294 = stablehlo.slice %282 [0:8, 0:4, 0:1, 0:11, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x11x64xf32>
    %295 = stablehlo.slice %282 [0:8, 0:4, 0:1, 12:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x52x64xf32>
    %296 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %297 = stablehlo.concatenate %294, %296, %295, dim = 3 : (tensor<8x4x1x11x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x52x64xf32>) -> tensor<8x4x1x64x64xf32>
    %298 = stablehlo.slice %297 [0:8, 0:4, 0:1, 12:13, 0:12] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x12xf32>
    %299 = stablehlo.slice %297 [0:8, 0:4, 0:1, 0:12, 0:12] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x12x12xf32>
    %300 = stablehlo.reshape %298 : (tensor<8x4x1x1x12xf32>) -> tensor<8x4x1x12xf32>
    %301 = stablehlo.reshape %299 : (tensor<8x4x1x12x12xf32>) -> tensor<8x4x12x12xf32>
    %302 = stablehlo.dot_general %300, %301, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x12xf32>, tensor<8x4x12x12xf32>) -> tensor<8x4x1x12xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 3, 4] : (tensor<8x4x1x12xf32>) -> tensor<8x4x1x1x12xf32>
    %304 = stablehlo.reshape %303 : (tensor<8x4x1x1x12xf32>) -> tensor<8x4x1x12xf32>
    %305 = stablehlo.slice %297 [0:8, 0:4, 0:1, 12:13, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %306 = stablehlo.reshape %305 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %307 = call @_pad_15(%304, %c_33) : (tensor<8x4x1x12xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %308 = stablehlo.add %306, %307 : tensor<8x4x1x64xf32>
    %309 = stablehlo.slice %297 [0:8, 0:4, 0:1, 0:12, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x12x64xf32>
    %310 = stablehlo.slice %297 [0:8, 0:4, 0:1, 13:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x51x64xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %312 = stablehlo.concatenate %309, %311, %310, dim = 3 : (tensor<8x4x1x12x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x51x64xf32>) -> tensor<8x4x1x64x64xf32>
    %313 = stablehlo.slice %312 [0:8, 0:4, 0:1, 13:14, 0:13] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x13xf32>
    %314 = stablehlo.slice %312 [0:8, 0:4, 0:1, 0:13, 0:13] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x13x13xf32>
    %315 = stablehlo.reshape %313 : (tensor<8x4x1x1x13xf32>) -> tensor<8x4x1x13xf32>
    %316 = stablehlo.reshape %314 : (tensor<8x4x1x13x13xf32>) -> tensor<8x4x13x13xf32>
    %317 = stablehlo.dot_general %315, %316, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x13xf32>, tensor<8x4x13x13xf32>) -> tensor<8x4x1x13xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 3, 4] : (tensor<8x4x1x13xf32>) -> tensor<8x4x1x1x13xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x4x1x1x13xf32>) -> tensor<8x4x1x13xf32>
    %320 = stablehlo.slice %312 [0:8, 0:4, 0:1, 13:14, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %321 = stablehlo.reshape %320 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %322 = call @_pad_16(%319, %c_34) : (tensor<8x4x1x13xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %323 = stablehlo.add %321, %322 : tensor<8x4x1x64xf32>
    %324 = stablehlo.slice %312 [0:8, 0:4, 0:1, 0:13, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x13x64xf32>
    %325 = stablehlo.slice %312 [0:8, 0:4, 0:1, 14:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x50x64xf32>
    %326 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %327 = stablehlo.concatenate %324, %326, %325, dim = 3 : (tensor<8x4x1x13x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x50x64xf32>) -> tensor<8x4x1x64x64xf32>
    %328 = stablehlo.slice %327 [0:8, 0:4, 0:1, 14:15, 0:14] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x14xf32>
    %329 = stablehlo.slice %327 [0:8, 0:4, 0:1, 0:14, 0:14] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x14x14xf32>
    %330 = stablehlo.reshape %328 : (tensor<8x4x1x1x14xf32>) -> tensor<8x4x1x14xf32>
    %331 = stablehlo.reshape %329 : (tensor<8x4x1x14x14xf32>) -> tensor<8x4x14x14xf32>
    %332 = stablehlo.dot_general %330, %331, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x14xf32>, tensor<8x4x14x14xf32>) -> tensor<8x4x1x14xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 3, 4] : (tensor<8x4x1x14xf32>) -> tensor<8x4x1x1x14xf32>
    %334 = stablehlo.reshape %333 : (tensor<8x4x1x1x14xf32>) -> tensor<8x4x1x14xf32>
    %335 = stablehlo.slice %327 [0:8, 0:4, 0:1, 14:15, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %336 = stablehlo.reshape %335 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %337 = call @_pad_17(%334, %c_35) : (tensor<8x4x1x14xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %338 = stablehlo.add %336, %337 : tensor<8x4x1x64xf32>
    %339 = stablehlo.slice %327 [0:8, 0:4, 0:1, 0:14, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x14x64xf32>
    %340 = stablehlo.slice %327 [0:8, 0:4, 0:1, 15:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x49x64xf32>
    %341 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %342 = stablehlo.concatenate %339, %341, %340, dim = 3 : (tensor<8x4x1x14x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x49x64xf32>) -> tensor<8x4x1x64x64xf32>
    %343 = stablehlo.slice %342 [0:8, 0:4, 0:1, 15:16, 0:15] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x15xf32>
    %344 = stablehlo.slice %342 [0:8, 0:4, 0:1, 0:15, 0:15] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x15x15xf32>
    %345 = stablehlo.reshape %343 : (tensor<8x4x1x1x15xf32>) -> tensor<8x4x1x15xf32>
    %346 = stablehlo.reshape %344 : (tensor<8x4x1x15x15xf32>) -> tensor<8x4x15x15xf32>
    %347 = stablehlo.dot_general %345, %346, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x15xf32>, tensor<8x4x15x15xf32>) -> tensor<8x4x1x15xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 3, 4] : (tensor<8x4x1x15xf32>) -> tensor<8x4x1x1x15xf32>
    %349 = stablehlo.reshape %348 : (tensor<8x4x1x1x15xf32>) -> tensor<8x4x1x15xf32>
    %350 = stablehlo.slice %342 [0:8, 0:4, 0:1, 15:16, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %351 = stablehlo.reshape %350 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %352 = call @_pad_18(%349, %c_36) : (tensor<8x4x1x15xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %353 = stablehlo.add %351, %352 : tensor<8x4x1x64xf32>
    %354 = stablehlo.slice %342 [0:8, 0:4, 0:1, 0:15, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x15x64xf32>
    %355 = stablehlo.slice %342 [0:8, 0:4, 0:1, 16:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x48x64xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %357 = stablehlo.concatenate %354, %356, %355, dim = 3 : (tensor<8x4x1x15x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x48x64xf32>) -> tensor<8x4x1x64x64xf32>
    %358 = stablehlo.slice %357 [0:8, 0:4, 0:1, 16:17, 0:16] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x16xf32>
    %359 = stablehlo.slice %357 [0:8, 0:4, 0:1, 0:16, 0:16] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x16x16xf32>
    %360 = stablehlo.reshape %358 : (tensor<8x4x1x1x16xf32>) -> tensor<8x4x1x16xf32>
    %361 = stablehlo.reshape %359 : (tensor<8x4x1x16x16xf32>) -> tensor<8x4x16x16xf32>
    %362 = stablehlo.dot_general %360, %361, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x1x16xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 3, 4] : (tensor<8x4x1x16xf32>) -> tensor<8x4x1x1x16xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x4x1x1x16xf32>) -> tensor<8x4x1x16xf32>
    %365 = stablehlo.slice %357 [0:8, 0:4, 0:1, 16:17, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %366 = stablehlo.reshape %365 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %367 = call @_pad_19(%364, %c_37) : (tensor<8x4x1x16xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %368 = stablehlo.add %366, %367 : tensor<8x4x1x64xf32>
    %369 = stablehlo.slice %357 [0:8, 0:4, 0:1, 0:16, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x16x64xf32>
    %370 = stablehlo.slice %357 [0:8, 0:4, 0:1, 17:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x47x64xf32>
    %371 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %372 = stablehlo.concatenate %369, %371, %370, dim = 3 : (tensor<8x4x1x16x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x47x64xf32>) -> tensor<8x4x1x64x64xf32>
    %373 = stablehlo.slice %372 [0:8, 0:4, 0:1, 17:18, 0:17] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x17xf32>
    %374 = stablehlo.slice %372 [0:8, 0:4, 0:1, 0:17, 0:17] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x17x17xf32>
    %375 = stablehlo.reshape %373 : (tensor<8x4x1x1x17xf32>) -> tensor<8x4x1x17xf32>
    %376 = stablehlo.reshape %374 : (tensor<8x4x1x17x17xf32>) -> tensor<8x4x17x17xf32>
    %377 = stablehlo.dot_general %375, %376, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x17xf32>, tensor<8x4x17x17xf32>) -> tensor<8x4x1x17xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 3, 4] : (tensor<8x4x1x17xf32>) -> tensor<8x4x1x1x17xf32>
    %379 = stablehlo.reshape %378 : (tensor<8x4x1x1x17xf32>) -> tensor<8x4x1x17xf32>
    %380 = stablehlo.slice %372 [0:8, 0:4, 0:1, 17:18, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %381 = stablehlo.reshape %380 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %382 = call @_pad_20(%379, %c_38) : (tensor<8x4x1x17xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %383 = stablehlo.add %381, %382 : tensor<8x4x1x64xf32>
    %384 = stablehlo.slice %372 [0:8, 0:4, 0:1, 0:17, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x17x64xf32>
    %385 = stablehlo.slice %372 [0:8, 0:4, 0:1, 18:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x46x64xf32>
    %386 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %387 = stablehlo.concatenate %384, %386, %385, dim = 3 : (tensor<8x4x1x17x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x46x64xf32>) -> tensor<8x4x1x64x64xf32>
    %388 = stablehlo.slice %387 [0:8, 0:4, 0:1, 18:19, 0:18] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x18xf32>
    %389 = stablehlo.slice %387 [0:8, 0:4, 0:1, 0:18, 0:18] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x18x18xf32>
    %390 = stablehlo.reshape %388 : (tensor<8x4x1x1x18xf32>) -> tensor<8x4x1x18xf32>
    %391 = stablehlo.reshape %389 : (tensor<8x4x1x18x18xf32>) -> tensor<8x4x18x18xf32>
    %392 = stablehlo.dot_general %390, %391, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x18xf32>, tensor<8x4x18x18xf32>) -> tensor<8x4x1x18xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 3, 4] : (tensor<8x4x1x18xf32>) -> tensor<8x4x1x1x18xf32>
    %394 = stablehlo.reshape %393 : (tensor<8x4x1x1x18xf32>) -> tensor<8x4x1x18xf32>
    %395 = stablehlo.slice %387 [0:8, 0:4, 0:1, 18:19, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %396 = stablehlo.reshape %395 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %397 = call @_pad_21(%394, %c_39) : (tensor<8x4x1x18xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %398 = stablehlo.add %396, %397 : tensor<8x4x1x64xf32>
    %399 = stablehlo.slice %387 [0:8, 0:4, 0:1, 0:18, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x18x64xf32>
    %400 = stablehlo.slice %387 [0:8, 0:4, 0:1, 19:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x45x64xf32>
    %401 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %402 = stablehlo.concatenate %399, %401, %400, dim = 3 : (tensor<8x4x1x18x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x45x64xf32>) -> tensor<8x4x1x64x64xf32>
    %403 = stablehlo.slice %402 [0:8, 0:4, 0:1, 19:20, 0:19] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x19xf32>
    %404 = stablehlo.slice %402 [0:8, 0:4, 0:1, 0:19, 0:19] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x19x19xf32>
    %405 = stablehlo.reshape %403 : (tensor<8x4x1x1x19xf32>) -> tensor<8x4x1x19xf32>
    %406 = stablehlo.reshape %404 : (tensor<8x4x1x19x19xf32>) -> tensor<8x4x19x19xf32>
    %407 = stablehlo.dot_general %405, %406, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x19xf32>, tensor<8x4x19x19xf32>) -> tensor<8x4x1x19xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 3, 4] : (tensor<8x4x1x19xf32>) -> tensor<8x4x1x1x19xf32>
    %409 = stablehlo.reshape %408 : (tensor<8x4x1x1x19xf32>) -> tensor<8x4x1x19xf32>
    %410 = stablehlo.slice %402 [0:8, 0:4, 0:1, 19:20, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %412 = call @_pad_22(%409, %c_40) : (tensor<8x4x1x19xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %413 = stablehlo.add %411, %412 : tensor<8x4x1x64xf32>
    %414 = stablehlo.slice %402 [0:8, 0:4, 0:1, 0:19, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x19x64xf32>
    %415 = stablehlo.slice %402 [0:8, 0:4, 0:1, 20:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x44x64xf32>
    %416 = stablehlo.broadcast_in_dim %413, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %417 = stablehlo.concatenate %414, %416, %415, dim = 3 : (tensor<8x4x1x19x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x44x64xf32>) -> tensor<8x4x1x64x64xf32>
    %418 = stablehlo.slice %417 [0:8, 0:4, 0:1, 20:21, 0:20] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x20xf32>
    %419 = stablehlo.slice %417 [0:8, 0:4, 0:1, 0:20, 0:20] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x20x20xf32>
    %420 = stablehlo.reshape %418 : (tensor<8x4x1x1x20xf32>) -> tensor<8x4x1x20xf32>
    %421 = stablehlo.reshape %419 : (tensor<8x4x1x20x20xf32>) -> tensor<8x4x20x20xf32>
    %422 = stablehlo.dot_general %420, %421, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x20xf32>, tensor<8x4x20x20xf32>) -> tensor<8x4x1x20xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 3, 4] : (tensor<8x4x1x20xf32>) -> tensor<8x4x1x1x20xf32>
    %424 = stablehlo.reshape %423 : (tensor<8x4x1x1x20xf32>) -> tensor<8x4x1x20xf32>
    %425 = stablehlo.slice %417 [0:8, 0:4, 0:1, 20:21, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %426 = stablehlo.reshape %425 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %427 = call @_pad_23(%424, %c_41) : (tensor<8x4x1x20xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %428 = stablehlo.add %426, %427 : tensor<8x4x1x64xf32>
    %429 = stablehlo.slice %417 [0:8, 0:4, 0:1, 0:20, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x20x64xf32>
    %430 = stablehlo.slice %417 [0:8, 0:4, 0:1, 21:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x43x64xf32>
    %431 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %432 = stablehlo.concatenate %429, %431, %430, dim = 3 : (tensor<8x4x1x20x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x43x64xf32>) -> tensor<8x4x1x64x64xf32>
    %433 = stablehlo.slice %432 [0:8, 0:4, 0:1, 21:22, 0:21] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x21xf32>
    %434 = stablehlo.slice %432 [0:8, 0:4, 0:1, 0:21, 0:21] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x21x21xf32>
    %435 = stablehlo.reshape %433 : (tensor<8x4x1x1x21xf32>) -> tensor<8x4x1x21xf32>
    %436 = stablehlo.reshape %434 : (tensor<8x4x1x21x21xf32>) -> tensor<8x4x21x21xf32>
    %437 = stablehlo.dot_general %435, %436, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x21xf32>, tensor<8x4x21x21xf32>) -> tensor<8x4x1x21xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 3, 4] : (tensor<8x4x1x21xf32>) -> tensor<8x4x1x1x21xf32>
    %439 = stablehlo.reshape %438 : (tensor<8x4x1x1x21xf32>) -> tensor<8x4x1x21xf32>
    %440 = stablehlo.slice %432 [0:8, 0:4, 0:1, 21:22, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %441 = stablehlo.reshape %440 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %442 = call @_pad_24(%439, %c_42) : (tensor<8x4x1x21xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %443 = stablehlo.add %441, %442 : tensor<8x4x1x64xf32>
    %444 = stablehlo.slice %432 [0:8, 0:4, 0:1, 0:21, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x21x64xf32>
    %445 = stablehlo.slice %432 [0:8, 0:4, 0:1, 22:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x42x64xf32>
    %446 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %447 = stablehlo.concatenate %444, %446, %445, dim = 3 : (tensor<8x4x1x21x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x42x64xf32>) -> tensor<8x4x1x64x64xf32>
    %448 = stablehlo.slice %447 [0:8, 0:4, 0:1, 22:23, 0:22] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x22xf32>
    %449 = stablehlo.slice %447 [0:8, 0:4, 0:1, 0:22, 0:22] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x22x22xf32>
    %450 = stablehlo.reshape %448 : (tensor<8x4x1x1x22xf32>) -> tensor<8x4x1x22xf32>
    %451 = stablehlo.reshape %449 : (tensor<8x4x1x22x22xf32>) -> tensor<8x4x22x22xf32>
    %452 = stablehlo.dot_general %450, %451, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x22xf32>, tensor<8x4x22x22xf32>) -> tensor<8x4x1x22xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 3, 4] : (tensor<8x4x1x22xf32>) -> tensor<8x4x1x1x22xf32>
    %454 = stablehlo.reshape %453 : (tensor<8x4x1x1x22xf32>) -> tensor<8x4x1x22xf32>
    %455 = stablehlo.slice %447 [0:8, 0:4, 0:1, 22:23, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %456 = stablehlo.reshape %455 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %457 = call @_pad_25(%454, %c_43) : (tensor<8x4x1x22xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %458 = stablehlo.add %456, %457 : tensor<8x4x1x64xf32>
    %459 = stablehlo.slice %447 [0:8, 0:4, 0:1, 0:22, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x22x64xf32>
    %460 = stablehlo.slice %447 [0:8, 0:4, 0:1, 23:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x41x64xf32>
    %461 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %462 = stablehlo.concatenate %459, %461, %460, dim = 3 : (tensor<8x4x1x22x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x41x64xf32>) -> tensor<8x4x1x64x64xf32>
    %463 = stablehlo.slice %462 [0:8, 0:4, 0:1, 23:24, 0:23] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x23xf32>
    %464 = stablehlo.slice %462 [0:8, 0:4, 0:1, 0:23, 0:23] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x23x23xf32>
    %465 = stablehlo.reshape %463 : (tensor<8x4x1x1x23xf32>) -> tensor<8x4x1x23xf32>
    %466 = stablehlo.reshape %464 : (tensor<8x4x1x23x23xf32>) -> tensor<8x4x23x23xf32>
    %467 = stablehlo.dot_general %465, %466, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x23xf32>, tensor<8x4x23x23xf32>) -> tensor<8x4x1x23xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 3, 4] : (tensor<8x4x1x23xf32>) -> tensor<8x4x1x1x23xf32>
    %469 = stablehlo.reshape %468 : (tensor<8x4x1x1x23xf32>) -> tensor<8x4x1x23xf32>
    %470 = stablehlo.slice %462 [0:8, 0:4, 0:1, 23:24, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %471 = stablehlo.reshape %470 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %472 = call @_pad_26(%469, %c_44) : (tensor<8x4x1x23xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %473 = stablehlo.add %471, %472 : tensor<8x4x1x64xf32>
    %474 = stablehlo.slice %462 [0:8, 0:4, 0:1, 0:23, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x23x64xf32>
    %475 = stablehlo.slice %462 [0:8, 0:4, 0:1, 24:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x40x64xf32>
    %476 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %477 = stablehlo.concatenate %474, %476, %475, dim = 3 : (tensor<8x4x1x23x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x40x64xf32>) -> tensor<8x4x1x64x64xf32>
    %478 = stablehlo.slice %477 [0:8, 0:4, 0:1, 24:25, 0:24] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x24xf32>
    %479 = stablehlo.slice %477 [0:8, 0:4, 0:1, 0:24, 0:24] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x24x24xf32>
    %480 = stablehlo.reshape %478 : (tensor<8x4x1x1x24xf32>) -> tensor<8x4x1x24xf32>
    %481 = stablehlo.reshape %479 : (tensor<8x4x1x24x24xf32>) -> tensor<8x4x24x24xf32>
    %482 = stablehlo.dot_general %480, %481, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x24xf32>, tensor<8x4x24x24xf32>) -> tensor<8x4x1x24xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 3, 4] : (tensor<8x4x1x24xf32>) -> tensor<8x4x1x1x24xf32>
    %484 = stablehlo.reshape %483 : (tensor<8x4x1x1x24xf32>) -> tensor<8x4x1x24xf32>
    %485 = stablehlo.slice %477 [0:8, 0:4, 0:1, 24:25, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %487 = call @_pad_27(%484, %c_45) : (tensor<8x4x1x24xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %488 = stablehlo.add %486, %487 : tensor<8x4x1x64xf32>
    %489 = stablehlo.slice %477 [0:8, 0:4, 0:1, 0:24, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x24x64xf32>
    %490 = stablehlo.slice %477 [0:8, 0:4, 0:1, 25:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x39x64xf32>
    %491 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %492 = stablehlo.concatenate %489, %491, %490, dim = 3 : (tensor<8x4x1x24x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x39x64xf32>) -> tensor<8x4x1x64x64xf32>
    %493 = stablehlo.slice %492 [0:8, 0:4, 0:1, 25:26, 0:25] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x25xf32>
    %494 = stablehlo.slice %492 [0:8, 0:4, 0:1, 0:25, 0:25] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x25x25xf32>
    %495 = stablehlo.reshape %493 : (tensor<8x4x1x1x25xf32>) -> tensor<8x4x1x25xf32>
    %496 = stablehlo.reshape %494 : (tensor<8x4x1x25x25xf32>) -> tensor<8x4x25x25xf32>
    %497 = stablehlo.dot_general %495, %496, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x25xf32>, tensor<8x4x25x25xf32>) -> tensor<8x4x1x25xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 3, 4] : (tensor<8x4x1x25xf32>) -> tensor<8x4x1x1x25xf32>
    %499 = stablehlo.reshape %498 : (tensor<8x4x1x1x25xf32>) -> tensor<8x4x1x25xf32>
    %500 = stablehlo.slice %492 [0:8, 0:4, 0:1, 25:26, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %501 = stablehlo.reshape %500 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %502 = call @_pad_28(%499, %c_46) : (tensor<8x4x1x25xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %503 = stablehlo.add %501, %502 : tensor<8x4x1x64xf32>
    %504 = stablehlo.slice %492 [0:8, 0:4, 0:1, 0:25, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x25x64xf32>
    %505 = stablehlo.slice %492 [0:8, 0:4, 0:1, 26:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x38x64xf32>
    %506 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %507 = stablehlo.concatenate %504, %506, %505, dim = 3 : (tensor<8x4x1x25x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x38x64xf32>) -> tensor<8x4x1x64x64xf32>
    %508 = stablehlo.slice %507 [0:8, 0:4, 0:1, 26:27, 0:26] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x26xf32>
    %509 = stablehlo.slice %507 [0:8, 0:4, 0:1, 0:26, 0:26] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x26x26xf32>
    %510 = stablehlo.reshape %508 : (tensor<8x4x1x1x26xf32>) -> tensor<8x4x1x26xf32>
    %511 = stablehlo.reshape %509 : (tensor<8x4x1x26x26xf32>) -> tensor<8x4x26x26xf32>
    %512 = stablehlo.dot_general %510, %511, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x26xf32>, tensor<8x4x26x26xf32>) -> tensor<8x4x1x26xf32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 3, 4] : (tensor<8x4x1x26xf32>) -> tensor<8x4x1x1x26xf32>
    %514 = stablehlo.reshape %513 : (tensor<8x4x1x1x26xf32>) -> tensor<8x4x1x26xf32>
    %515 = stablehlo.slice %507 [0:8, 0:4, 0:1, 26:27, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %516 = stablehlo.reshape %515 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %517 = call @_pad_29(%514, %c_47) : (tensor<8x4x1x26xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %518 = stablehlo.add %516, %517 : tensor<8x4x1x64xf32>
    %519 = stablehlo.slice %507 [0:8, 0:4, 0:1, 0:26, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x26x64xf32>
    %520 = stablehlo.slice %507 [0:8, 0:4, 0:1, 27:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x37x64xf32>
    %521 = stablehlo.broadcast_in_dim %518, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %522 = stablehlo.concatenate %519, %521, %520, dim = 3 : (tensor<8x4x1x26x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x37x64xf32>) -> tensor<8x4x1x64x64xf32>
    %523 = stablehlo.slice %522 [0:8, 0:4, 0:1, 27:28, 0:27] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x27xf32>
    %524 = stablehlo.slice %522 [0:8, 0:4, 0:1, 0:27, 0:27] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x27x27xf32>
    %525 = stablehlo.reshape %523 : (tensor<8x4x1x1x27xf32>) -> tensor<8x4x1x27xf32>
    %526 = stablehlo.reshape %524 : (tensor<8x4x1x27x27xf32>) -> tensor<8x4x27x27xf32>
    %527 = stablehlo.dot_general %525, %526, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x27xf32>, tensor<8x4x27x27xf32>) -> tensor<8x4x1x27xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 3, 4] : (tensor<8x4x1x27xf32>) -> tensor<8x4x1x1x27xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x4x1x1x27xf32>) -> tensor<8x4x1x27xf32>
    %530 = stablehlo.slice %522 [0:8, 0:4, 0:1, 27:28, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %531 = stablehlo.reshape %530 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %532 = call @_pad_30(%529, %c_48) : (tensor<8x4x1x27xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %533 = stablehlo.add %531, %532 : tensor<8x4x1x64xf32>
    %534 = stablehlo.slice %522 [0:8, 0:4, 0:1, 0:27, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x27x64xf32>
    %535 = stablehlo.slice %522 [0:8, 0:4, 0:1, 28:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x36x64xf32>
    %536 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %537 = stablehlo.concatenate %534, %536, %535, dim = 3 : (tensor<8x4x1x27x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x36x64xf32>) -> tensor<8x4x1x64x64xf32>
    %538 = stablehlo.slice %537 [0:8, 0:4, 0:1, 28:29, 0:28] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x28xf32>
    %539 = stablehlo.slice %537 [0:8, 0:4, 0:1, 0:28, 0:28] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x28x28xf32>
    %540 = stablehlo.reshape %538 : (tensor<8x4x1x1x28xf32>) -> tensor<8x4x1x28xf32>
    %541 = stablehlo.reshape %539 : (tensor<8x4x1x28x28xf32>) -> tensor<8x4x28x28xf32>
    %542 = stablehlo.dot_general %540, %541, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x28xf32>, tensor<8x4x28x28xf32>) -> tensor<8x4x1x28xf32>
    %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 3, 4] : (tensor<8x4x1x28xf32>) -> tensor<8x4x1x1x28xf32>
    %544 = stablehlo.reshape %543 : (tensor<8x4x1x1x28xf32>) -> tensor<8x4x1x28xf32>
    %545 = stablehlo.slice %537 [0:8, 0:4, 0:1, 28:29, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %546 = stablehlo.reshape %545 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %547 = call @_pad_31(%544, %c_49) : (tensor<8x4x1x28xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %548 = stablehlo.add %546, %547 : tensor<8x4x1x64xf32>
    %549 = stablehlo.slice %537 [0:8, 0:4, 0:1, 0:28, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x28x64xf32>
    %550 = stablehlo.slice %537 [0:8, 0:4, 0:1, 29:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x35x64xf32>
    %551 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %552 = stablehlo.concatenate %549, %551, %550, dim = 3 : (tensor<8x4x1x28x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x35x64xf32>) -> tensor<8x4x1x64x64xf32>
    %553 = stablehlo.slice %552 [0:8, 0:4, 0:1, 29:30, 0:29] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x29xf32>
    %554 = stablehlo.slice %552 [0:8, 0:4, 0:1, 0:29, 0:29] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x29x29xf32>
    %555 = stablehlo.reshape %553 : (tensor<8x4x1x1x29xf32>) -> tensor<8x4x1x29xf32>
    %556 = stablehlo.reshape %554 : (tensor<8x4x1x29x29xf32>) -> tensor<8x4x29x29xf32>
    %557 = stablehlo.dot_general %555, %556, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x29xf32>, tensor<8x4x29x29xf32>) -> tensor<8x4x1x29xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 3, 4] : (tensor<8x4x1x29xf32>) -> tensor<8x4x1x1x29xf32>
    %559 = stablehlo.reshape %558 : (tensor<8x4x1x1x29xf32>) -> tensor<8x4x1x29xf32>
    %560 = stablehlo.slice %552 [0:8, 0:4, 0:1, 29:30, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %561 = stablehlo.reshape %560 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %562 = call @_pad_32(%559, %c_50) : (tensor<8x4x1x29xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %563 = stablehlo.add %561, %562 : tensor<8x4x1x64xf32>
    %564 = stablehlo.slice %552 [0:8, 0:4, 0:1, 0:29, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x29x64xf32>
    %565 = stablehlo.slice %552 [0:8, 0:4, 0:1, 30:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x34x64xf32>
    %566 = stablehlo.broadcast_in_dim %563, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %567 = stablehlo.concatenate %564, %566, %565, dim = 3 : (tensor<8x4x1x29x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x34x64xf32>) -> tensor<8x4x1x64x64xf32>
    %568 = stablehlo.slice %567 [0:8, 0:4, 0:1, 30:31, 0:30] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x30xf32>
    %569 = stablehlo.slice %567 [0:8, 0:4, 0:1, 0:30, 0:30] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x30x30xf32>
    %570 = stablehlo.reshape %568 : (tensor<8x4x1x1x30xf32>) -> tensor<8x4x1x30xf32>
    %571 = stablehlo.reshape %569 : (tensor<8x4x1x30x30xf32>) -> tensor<8x4x30x30xf32>
    %572 = stablehlo.dot_general %570, %571, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x30xf32>, tensor<8x4x30x30xf32>) -> tensor<8x4x1x30xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 3, 4] : (tensor<8x4x1x30xf32>) -> tensor<8x4x1x1x30xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x4x1x1x30xf32>) -> tensor<8x4x1x30xf32>
    %575 = stablehlo.slice %567 [0:8, 0:4, 0:1, 30:31, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %576 = stablehlo.reshape %575 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %577 = call @_pad_33(%574, %c_51) : (tensor<8x4x1x30xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %578 = stablehlo.add %576, %577 : tensor<8x4x1x64xf32>
    %579 = stablehlo.slice %567 [0:8, 0:4, 0:1, 0:30, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x30x64xf32>
    %580 = stablehlo.slice %567 [0:8, 0:4, 0:1, 31:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x33x64xf32>
    %581 = stablehlo.broadcast_in_dim %578, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %582 = stablehlo.concatenate %579, %581, %580, dim = 3 : (tensor<8x4x1x30x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x33x64xf32>) -> tensor<8x4x1x64x64xf32>
    %583 = stablehlo.slice %582 [0:8, 0:4, 0:1, 31:32, 0:31] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x31xf32>
    %584 = stablehlo.slice %582 [0:8, 0:4, 0:1, 0:31, 0:31] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x31x31xf32>
    %585 = stablehlo.reshape %583 : (tensor<8x4x1x1x31xf32>) -> tensor<8x4x1x31xf32>
    %586 = stablehlo.reshape %584 : (tensor<8x4x1x31x31xf32>) -> tensor<8x4x31x31xf32>
    %587 = stablehlo.dot_general %585, %586, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x31xf32>, tensor<8x4x31x31xf32>) -> tensor<8x4x1x31xf32>
    %588 = stablehlo.broadcast_in_dim %587, dims = [0, 1, 3, 4] : (tensor<8x4x1x31xf32>) -> tensor<8x4x1x1x31xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x4x1x1x31xf32>) -> tensor<8x4x1x31xf32>
    %590 = stablehlo.slice %582 [0:8, 0:4, 0:1, 31:32, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %592 = call @_pad_34(%589, %c_52) : (tensor<8x4x1x31xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %593 = stablehlo.add %591, %592 : tensor<8x4x1x64xf32>
    %594 = stablehlo.slice %582 [0:8, 0:4, 0:1, 0:31, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x31x64xf32>
    %595 = stablehlo.slice %582 [0:8, 0:4, 0:1, 32:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x32x64xf32>
    %596 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %597 = stablehlo.concatenate %594, %596, %595, dim = 3 : (tensor<8x4x1x31x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x32x64xf32>) -> tensor<8x4x1x64x64xf32>
    %598 = stablehlo.slice %597 [0:8, 0:4, 0:1, 32:33, 0:32] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x32xf32>
    %599 = stablehlo.slice %597 [0:8, 0:4, 0:1, 0:32, 0:32] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x32x32xf32>
    %600 = stablehlo.reshape %598 : (tensor<8x4x1x1x32xf32>) -> tensor<8x4x1x32xf32>
    %601 = stablehlo.reshape %599 : (tensor<8x4x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %602 = stablehlo.dot_general %600, %601, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x1x32xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 3, 4] : (tensor<8x4x1x32xf32>) -> tensor<8x4x1x1x32xf32>
    %604 = stablehlo.reshape %603 : (tensor<8x4x1x1x32xf32>) -> tensor<8x4x1x32xf32>
    %605 = stablehlo.slice %597 [0:8, 0:4, 0:1, 32:33, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %606 = stablehlo.reshape %605 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %607 = call @_pad_35(%604, %c_53) : (tensor<8x4x1x32xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %608 = stablehlo.add %606, %607 : tensor<8x4x1x64xf32>
    %609 = stablehlo.slice %597 [0:8, 0:4, 0:1, 0:32, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x32x64xf32>
    %610 = stablehlo.slice %597 [0:8, 0:4, 0:1, 33:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x31x64xf32>
    %611 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %612 = stablehlo.concatenate %609, %611, %610, dim = 3 : (tensor<8x4x1x32x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x31x64xf32>) -> tensor<8x4x1x64x64xf32>
    %613 = stablehlo.slice %612 [0:8, 0:4, 0:1, 33:34, 0:33] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x33xf32>
    %614 = stablehlo.slice %612 [0:8, 0:4, 0:1, 0:33, 0:33] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x33x33xf32>
    %615 = stablehlo.reshape %613 : (tensor<8x4x1x1x33xf32>) -> tensor<8x4x1x33xf32>
    %616 = stablehlo.reshape %614 : (tensor<8x4x1x33x33xf32>) -> tensor<8x4x33x33xf32>
    %617 = stablehlo.dot_general %615, %616, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x33xf32>, tensor<8x4x33x33xf32>) -> tensor<8x4x1x33xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1, 3, 4] : (tensor<8x4x1x33xf32>) -> tensor<8x4x1x1x33xf32>
    %619 = stablehlo.reshape %618 : (tensor<8x4x1x1x33xf32>) -> tensor<8x4x1x33xf32>
    %620 = stablehlo.slice %612 [0:8, 0:4, 0:1, 33:34, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %621 = stablehlo.reshape %620 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %622 = call @_pad_36(%619, %c_54) : (tensor<8x4x1x33xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %623 = stablehlo.add %621, %622 : tensor<8x4x1x64xf32>
    %624 = stablehlo.slice %612 [0:8, 0:4, 0:1, 0:33, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x33x64xf32>
    %625 = stablehlo.slice %612 [0:8, 0:4, 0:1, 34:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x30x64xf32>
    %626 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %627 = stablehlo.concatenate %624, %626, %625, dim = 3 : (tensor<8x4x1x33x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x30x64xf32>) -> tensor<8x4x1x64x64xf32>
    %628 = stablehlo.slice %627 [0:8, 0:4, 0:1, 34:35, 0:34] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x34xf32>
    %629 = stablehlo.slice %627 [0:8, 0:4, 0:1, 0:34, 0:34] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x34x34xf32>
    %630 = stablehlo.reshape %628 : (tensor<8x4x1x1x34xf32>) -> tensor<8x4x1x34xf32>
    %631 = stablehlo.reshape %629 : (tensor<8x4x1x34x34xf32>) -> tensor<8x4x34x34xf32>
    %632 = stablehlo.dot_general %630, %631, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x34xf32>, tensor<8x4x34x34xf32>) -> tensor<8x4x1x34xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 3, 4] : (tensor<8x4x1x34xf32>) -> tensor<8x4x1x1x34xf32>
    %634 = stablehlo.reshape %633 : (tensor<8x4x1x1x34xf32>) -> tensor<8x4x1x34xf32>
    %635 = stablehlo.slice %627 [0:8, 0:4, 0:1, 34:35, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %636 = stablehlo.reshape %635 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %637 = call @_pad_37(%634, %c_55) : (tensor<8x4x1x34xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %638 = stablehlo.add %636, %637 : tensor<8x4x1x64xf32>
    %639 = stablehlo.slice %627 [0:8, 0:4, 0:1, 0:34, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x34x64xf32>
    %640 = stablehlo.slice %627 [0:8, 0:4, 0:1, 35:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x29x64xf32>
    %641 = stablehlo.broadcast_in_dim %638, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %642 = stablehlo.concatenate %639, %641, %640, dim = 3 : (tensor<8x4x1x34x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x29x64xf32>) -> tensor<8x4x1x64x64xf32>
    %643 = stablehlo.slice %642 [0:8, 0:4, 0:1, 35:36, 0:35] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x35xf32>
    %644 = stablehlo.slice %642 [0:8, 0:4, 0:1, 0:35, 0:35] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x35x35xf32>
    %645 = stablehlo.reshape %643 : (tensor<8x4x1x1x35xf32>) -> tensor<8x4x1x35xf32>
    %646 = stablehlo.reshape %644 : (tensor<8x4x1x35x35xf32>) -> tensor<8x4x35x35xf32>
    %647 = stablehlo.dot_general %645, %646, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x35xf32>, tensor<8x4x35x35xf32>) -> tensor<8x4x1x35xf32>
    %648 = stablehlo.broadcast_in_dim %647, dims = [0, 1, 3, 4] : (tensor<8x4x1x35xf32>) -> tensor<8x4x1x1x35xf32>
    %649 = stablehlo.reshape %648 : (tensor<8x4x1x1x35xf32>) -> tensor<8x4x1x35xf32>
    %650 = stablehlo.slice %642 [0:8, 0:4, 0:1, 35:36, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %651 = stablehlo.reshape %650 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %652 = call @_pad_38(%649, %c_56) : (tensor<8x4x1x35xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %653 = stablehlo.add %651, %652 : tensor<8x4x1x64xf32>
    %654 = stablehlo.slice %642 [0:8, 0:4, 0:1, 0:35, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x35x64xf32>
    %655 = stablehlo.slice %642 [0:8, 0:4, 0:1, 36:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x28x64xf32>
    %656 = stablehlo.broadcast_in_dim %653, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %657 = stablehlo.concatenate %654, %656, %655, dim = 3 : (tensor<8x4x1x35x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x28x64xf32>) -> tensor<8x4x1x64x64xf32>
    %658 = stablehlo.slice %657 [0:8, 0:4, 0:1, 36:37, 0:36] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x36xf32>
    %659 = stablehlo.slice %657 [0:8, 0:4, 0:1, 0:36, 0:36] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x36x36xf32>
    %660 = stablehlo.reshape %658 : (tensor<8x4x1x1x36xf32>) -> tensor<8x4x1x36xf32>
    %661 = stablehlo.reshape %659 : (tensor<8x4x1x36x36xf32>) -> tensor<8x4x36x36xf32>
    %662 = stablehlo.dot_general %660, %661, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x36xf32>, tensor<8x4x36x36xf32>) -> tensor<8x4x1x36xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 3, 4] : (tensor<8x4x1x36xf32>) -> tensor<8x4x1x1x36xf32>
    %664 = stablehlo.reshape %663 : (tensor<8x4x1x1x36xf32>) -> tensor<8x4x1x36xf32>
    %665 = stablehlo.slice %657 [0:8, 0:4, 0:1, 36:37, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %666 = stablehlo.reshape %665 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %667 = call @_pad_39(%664, %c_57) : (tensor<8x4x1x36xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %668 = stablehlo.add %666, %667 : tensor<8x4x1x64xf32>
    %669 = stablehlo.slice %657 [0:8, 0:4, 0:1, 0:36, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x36x64xf32>
    %670 = stablehlo.slice %657 [0:8, 0:4, 0:1, 37:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x27x64xf32>
    %671 = stablehlo.broadcast_in_dim %668, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %672 = stablehlo.concatenate %669, %671, %670, dim = 3 : (tensor<8x4x1x36x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x27x64xf32>) -> tensor<8x4x1x64x64xf32>
    %673 = stablehlo.slice %672 [0:8, 0:4, 0:1, 37:38, 0:37] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x37xf32>
    %674 = stablehlo.slice %672 [0:8, 0:4, 0:1, 0:37, 0:37] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x37x37xf32>
    %675 = stablehlo.reshape %673 : (tensor<8x4x1x1x37xf32>) -> tensor<8x4x1x37xf32>
    %676 = stablehlo.reshape %674 : (tensor<8x4x1x37x37xf32>) -> tensor<8x4x37x37xf32>
    %677 = stablehlo.dot_general %675, %676, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x37xf32>, tensor<8x4x37x37xf32>) -> tensor<8x4x1x37xf32>
    %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 3, 4] : (tensor<8x4x1x37xf32>) -> tensor<8x4x1x1x37xf32>
    %679 = stablehlo.reshape %678 : (tensor<8x4x1x1x37xf32>) -> tensor<8x4x1x37xf32>
    %680 = stablehlo.slice %672 [0:8, 0:4, 0:1, 37:38, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %681 = stablehlo.reshape %680 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %682 = call @_pad_40(%679, %c_58) : (tensor<8x4x1x37xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %683 = stablehlo.add %681, %682 : tensor<8x4x1x64xf32>
    %684 = stablehlo.slice %672 [0:8, 0:4, 0:1, 0:37, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x37x64xf32>
    %685 = stablehlo.slice %672 [0:8, 0:4, 0:1, 38:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x26x64xf32>
    %686 = stablehlo.broadcast_in_dim %683, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %687 = stablehlo.concatenate %684, %686, %685, dim = 3 : (tensor<8x4x1x37x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x26x64xf32>) -> tensor<8x4x1x64x64xf32>
    %688 = stablehlo.slice %687 [0:8, 0:4, 0:1, 38:39, 0:38] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x38xf32>
    %689 = stablehlo.slice %687 [0:8, 0:4, 0:1, 0:38, 0:38] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x38x38xf32>
    %690 = stablehlo.reshape %688 : (tensor<8x4x1x1x38xf32>) -> tensor<8x4x1x38xf32>
    %691 = stablehlo.reshape %689 : (tensor<8x4x1x38x38xf32>) -> tensor<8x4x38x38xf32>
    %692 = stablehlo.dot_general %690, %691, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x38xf32>, tensor<8x4x38x38xf32>) -> tensor<8x4x1x38xf32>
    %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 3, 4] : (tensor<8x4x1x38xf32>) -> tensor<8x4x1x1x38xf32>
    %694 = stablehlo.reshape %693 : (tensor<8x4x1x1x38xf32>) -> tensor<8x4x1x38xf32>
    %695 = stablehlo.slice %687 [0:8, 0:4, 0:1, 38:39, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %696 = stablehlo.reshape %695 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %697 = call @_pad_41(%694, %c_59) : (tensor<8x4x1x38xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %698 = stablehlo.add %696, %697 : tensor<8x4x1x64xf32>
    %699 = stablehlo.slice %687 [0:8, 0:4, 0:1, 0:38, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x38x64xf32>
    %700 = stablehlo.slice %687 [0:8, 0:4, 0:1, 39:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x25x64xf32>
    %701 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %702 = stablehlo.concatenate %699, %701, %700, dim = 3 : (tensor<8x4x1x38x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x25x64xf32>) -> tensor<8x4x1x64x64xf32>
    %703 = stablehlo.slice %702 [0:8, 0:4, 0:1, 39:40, 0:39] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x39xf32>
    %704 = stablehlo.slice %702 [0:8, 0:4, 0:1, 0:39, 0:39] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x39x39xf32>
    %705 = stablehlo.reshape %703 : (tensor<8x4x1x1x39xf32>) -> tensor<8x4x1x39xf32>
    %706 = stablehlo.reshape %704 : (tensor<8x4x1x39x39xf32>) -> tensor<8x4x39x39xf32>
    %707 = stablehlo.dot_general %705, %706, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x39xf32>, tensor<8x4x39x39xf32>) -> tensor<8x4x1x39xf32>
    %708 = stablehlo.broadcast_in_dim %707, dims = [0, 1, 3, 4] : (tensor<8x4x1x39xf32>) -> tensor<8x4x1x1x39xf32>
    %709 = stablehlo.reshape %708 : (tensor<8x4x1x1x39xf32>) -> tensor<8x4x1x39xf32>
    %710 = stablehlo.slice %702 [0:8, 0:4, 0:1, 39:40, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %711 = stablehlo.reshape %710 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %712 = call @_pad_42(%709, %c_60) : (tensor<8x4x1x39xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %713 = stablehlo.add %711, %712 : tensor<8x4x1x64xf32>
    %714 = stablehlo.slice %702 [0:8, 0:4, 0:1, 0:39, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x39x64xf32>
    %715 = stablehlo.slice %702 [0:8, 0:4, 0:1, 40:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x24x64xf32>
    %716 = stablehlo.broadcast_in_dim %713, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %717 = stablehlo.concatenate %714, %716, %715, dim = 3 : (tensor<8x4x1x39x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x24x64xf32>) -> tensor<8x4x1x64x64xf32>
    %718 = stablehlo.slice %717 [0:8, 0:4, 0:1, 40:41, 0:40] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x40xf32>
    %719 = stablehlo.slice %717 [0:8, 0:4, 0:1, 0:40, 0:40] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x40x40xf32>
    %720 = stablehlo.reshape %718 : (tensor<8x4x1x1x40xf32>) -> tensor<8x4x1x40xf32>
    %721 = stablehlo.reshape %719 : (tensor<8x4x1x40x40xf32>) -> tensor<8x4x40x40xf32>
    %722 = stablehlo.dot_general %720, %721, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x40xf32>, tensor<8x4x40x40xf32>) -> tensor<8x4x1x40xf32>
    %723 = stablehlo.broadcast_in_dim %722, dims = [0, 1, 3, 4] : (tensor<8x4x1x40xf32>) -> tensor<8x4x1x1x40xf32>
    %724 = stablehlo.reshape %723 : (tensor<8x4x1x1x40xf32>) -> tensor<8x4x1x40xf32>
    %725 = stablehlo.slice %717 [0:8, 0:4, 0:1, 40:41, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %726 = stablehlo.reshape %725 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %727 = call @_pad_43(%724, %c_61) : (tensor<8x4x1x40xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %728 = stablehlo.add %726, %727 : tensor<8x4x1x64xf32>
    %729 = stablehlo.slice %717 [0:8, 0:4, 0:1, 0:40, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x40x64xf32>
    %730 = stablehlo.slice %717 [0:8, 0:4, 0:1, 41:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x23x64xf32>
    %731 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %732 = stablehlo.concatenate %729, %731, %730, dim = 3 : (tensor<8x4x1x40x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x23x64xf32>) -> tensor<8x4x1x64x64xf32>
    %733 = stablehlo.slice %732 [0:8, 0:4, 0:1, 41:42, 0:41] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x41xf32>
    %734 = stablehlo.slice %732 [0:8, 0:4, 0:1, 0:41, 0:41] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x41x41xf32>
    %735 = stablehlo.reshape %733 : (tensor<8x4x1x1x41xf32>) -> tensor<8x4x1x41xf32>
    %736 = stablehlo.reshape %734 : (tensor<8x4x1x41x41xf32>) -> tensor<8x4x41x41xf32>
    %737 = stablehlo.dot_general %735, %736, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x41xf32>, tensor<8x4x41x41xf32>) -> tensor<8x4x1x41xf32>
    %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 3, 4] : (tensor<8x4x1x41xf32>) -> tensor<8x4x1x1x41xf32>
    %739 = stablehlo.reshape %738 : (tensor<8x4x1x1x41xf32>) -> tensor<8x4x1x41xf32>
    %740 = stablehlo.slice %732 [0:8, 0:4, 0:1, 41:42, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %741 = stablehlo.reshape %740 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %742 = call @_pad_44(%739, %c_62) : (tensor<8x4x1x41xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %743 = stablehlo.add %741, %742 : tensor<8x4x1x64xf32>
    %744 = stablehlo.slice %732 [0:8, 0:4, 0:1, 0:41, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x41x64xf32>
    %745 = stablehlo.slice %732 [0:8, 0:4, 0:1, 42:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x22x64xf32>
    %746 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %747 = stablehlo.concatenate %744, %746, %745, dim = 3 : (tensor<8x4x1x41x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x22x64xf32>) -> tensor<8x4x1x64x64xf32>
    %748 = stablehlo.slice %747 [0:8, 0:4, 0:1, 42:43, 0:42] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x42xf32>
    %749 = stablehlo.slice %747 [0:8, 0:4, 0:1, 0:42, 0:42] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x42x42xf32>
    %750 = stablehlo.reshape %748 : (tensor<8x4x1x1x42xf32>) -> tensor<8x4x1x42xf32>
    %751 = stablehlo.reshape %749 : (tensor<8x4x1x42x42xf32>) -> tensor<8x4x42x42xf32>
    %752 = stablehlo.dot_general %750, %751, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x42xf32>, tensor<8x4x42x42xf32>) -> tensor<8x4x1x42xf32>
    %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 3, 4] : (tensor<8x4x1x42xf32>) -> tensor<8x4x1x1x42xf32>
    %754 = stablehlo.reshape %753 : (tensor<8x4x1x1x42xf32>) -> tensor<8x4x1x42xf32>
    %755 = stablehlo.slice %747 [0:8, 0:4, 0:1, 42:43, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %756 = stablehlo.reshape %755 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %757 = call @_pad_45(%754, %c_63) : (tensor<8x4x1x42xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %758 = stablehlo.add %756, %757 : tensor<8x4x1x64xf32>
    %759 = stablehlo.slice %747 [0:8, 0:4, 0:1, 0:42, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x42x64xf32>
    %760 = stablehlo.slice %747 [0:8, 0:4, 0:1, 43:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x21x64xf32>
    %761 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %762 = stablehlo.concatenate %759, %761, %760, dim = 3 : (tensor<8x4x1x42x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x21x64xf32>) -> tensor<8x4x1x64x64xf32>
    %763 = stablehlo.slice %762 [0:8, 0:4, 0:1, 43:44, 0:43] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x43xf32>
    %764 = stablehlo.slice %762 [0:8, 0:4, 0:1, 0:43, 0:43] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x43x43xf32>
    %765 = stablehlo.reshape %763 : (tensor<8x4x1x1x43xf32>) -> tensor<8x4x1x43xf32>
    %766 = stablehlo.reshape %764 : (tensor<8x4x1x43x43xf32>) -> tensor<8x4x43x43xf32>
    %767 = stablehlo.dot_general %765, %766, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x43xf32>, tensor<8x4x43x43xf32>) -> tensor<8x4x1x43xf32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 3, 4] : (tensor<8x4x1x43xf32>) -> tensor<8x4x1x1x43xf32>
    %769 = stablehlo.reshape %768 : (tensor<8x4x1x1x43xf32>) -> tensor<8x4x1x43xf32>
    %770 = stablehlo.slice %762 [0:8, 0:4, 0:1, 43:44, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %771 = stablehlo.reshape %770 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %772 = call @_pad_46(%769, %c_64) : (tensor<8x4x1x43xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %773 = stablehlo.add %771, %772 : tensor<8x4x1x64xf32>
    %774 = stablehlo.slice %762 [0:8, 0:4, 0:1, 0:43, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x43x64xf32>
    %775 = stablehlo.slice %762 [0:8, 0:4, 0:1, 44:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x20x64xf32>
    %776 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %777 = stablehlo.concatenate %774, %776, %775, dim = 3 : (tensor<8x4x1x43x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x20x64xf32>) -> tensor<8x4x1x64x64xf32>
    %778 = stablehlo.slice %777 [0:8, 0:4, 0:1, 44:45, 0:44] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x44xf32>
    %779 = stablehlo.slice %777 [0:8, 0:4, 0:1, 0:44, 0:44] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x44x44xf32>
    %780 = stablehlo.reshape %778 : (tensor<8x4x1x1x44xf32>) -> tensor<8x4x1x44xf32>
    %781 = stablehlo.reshape %779 : (tensor<8x4x1x44x44xf32>) -> tensor<8x4x44x44xf32>
    %782 = stablehlo.dot_general %780, %781, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x44xf32>, tensor<8x4x44x44xf32>) -> tensor<8x4x1x44xf32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 3, 4] : (tensor<8x4x1x44xf32>) -> tensor<8x4x1x1x44xf32>
    %784 = stablehlo.reshape %783 : (tensor<8x4x1x1x44xf32>) -> tensor<8x4x1x44xf32>
    %785 = stablehlo.slice %777 [0:8, 0:4, 0:1, 44:45, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %786 = stablehlo.reshape %785 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %787 = call @_pad_47(%784, %c_65) : (tensor<8x4x1x44xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %788 = stablehlo.add %786, %787 : tensor<8x4x1x64xf32>
    %789 = stablehlo.slice %777 [0:8, 0:4, 0:1, 0:44, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x44x64xf32>
    %790 = stablehlo.slice %777 [0:8, 0:4, 0:1, 45:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x19x64xf32>
    %791 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %792 = stablehlo.concatenate %789, %791, %790, dim = 3 : (tensor<8x4x1x44x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x19x64xf32>) -> tensor<8x4x1x64x64xf32>
    %793 = stablehlo.slice %792 [0:8, 0:4, 0:1, 45:46, 0:45] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x45xf32>
    %794 = stablehlo.slice %792 [0:8, 0:4, 0:1, 0:45, 0:45] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x45x45xf32>
    %795 = stablehlo.reshape %793 : (tensor<8x4x1x1x45xf32>) -> tensor<8x4x1x45xf32>
    %796 = stablehlo.reshape %794 : (tensor<8x4x1x45x45xf32>) -> tensor<8x4x45x45xf32>
    %797 = stablehlo.dot_general %795, %796, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x45xf32>, tensor<8x4x45x45xf32>) -> tensor<8x4x1x45xf32>
    %798 = stablehlo.broadcast_in_dim %797, dims = [0, 1, 3, 4] : (tensor<8x4x1x45xf32>) -> tensor<8x4x1x1x45xf32>
    %799 = stablehlo.reshape %798 : (tensor<8x4x1x1x45xf32>) -> tensor<8x4x1x45xf32>
    %800 = stablehlo.slice %792 [0:8, 0:4, 0:1, 45:46, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %801 = stablehlo.reshape %800 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %802 = call @_pad_48(%799, %c_66) : (tensor<8x4x1x45xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %803 = stablehlo.add %801, %802 : tensor<8x4x1x64xf32>
    %804 = stablehlo.slice %792 [0:8, 0:4, 0:1, 0:45, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x45x64xf32>
    %805 = stablehlo.slice %792 [0:8, 0:4, 0:1, 46:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x18x64xf32>
    %806 = stablehlo.broadcast_in_dim %803, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %807 = stablehlo.concatenate %804, %806, %805, dim = 3 : (tensor<8x4x1x45x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x18x64xf32>) -> tensor<8x4x1x64x64xf32>
    %808 = stablehlo.slice %807 [0:8, 0:4, 0:1, 46:47, 0:46] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x46xf32>
    %809 = stablehlo.slice %807 [0:8, 0:4, 0:1, 0:46, 0:46] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x46x46xf32>
    %810 = stablehlo.reshape %808 : (tensor<8x4x1x1x46xf32>) -> tensor<8x4x1x46xf32>
    %811 = stablehlo.reshape %809 : (tensor<8x4x1x46x46xf32>) -> tensor<8x4x46x46xf32>
    %812 = stablehlo.dot_general %810, %811, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x46xf32>, tensor<8x4x46x46xf32>) -> tensor<8x4x1x46xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1, 3, 4] : (tensor<8x4x1x46xf32>) -> tensor<8x4x1x1x46xf32>
    %814 = stablehlo.reshape %813 : (tensor<8x4x1x1x46xf32>) -> tensor<8x4x1x46xf32>
    %815 = stablehlo.slice %807 [0:8, 0:4, 0:1, 46:47, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %816 = stablehlo.reshape %815 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %817 = call @_pad_49(%814, %c_67) : (tensor<8x4x1x46xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %818 = stablehlo.add %816, %817 : tensor<8x4x1x64xf32>
    %819 = stablehlo.slice %807 [0:8, 0:4, 0:1, 0:46, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x46x64xf32>
    %820 = stablehlo.slice %807 [0:8, 0:4, 0:1, 47:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x17x64xf32>
    %821 = stablehlo.broadcast_in_dim %818, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %822 = stablehlo.concatenate %819, %821, %820, dim = 3 : (tensor<8x4x1x46x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x17x64xf32>) -> tensor<8x4x1x64x64xf32>
    %823 = stablehlo.slice %822 [0:8, 0:4, 0:1, 47:48, 0:47] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x47xf32>
    %824 = stablehlo.slice %822 [0:8, 0:4, 0:1, 0:47, 0:47] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x47x47xf32>
    %825 = stablehlo.reshape %823 : (tensor<8x4x1x1x47xf32>) -> tensor<8x4x1x47xf32>
    %826 = stablehlo.reshape %824 : (tensor<8x4x1x47x47xf32>) -> tensor<8x4x47x47xf32>
    %827 = stablehlo.dot_general %825, %826, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x47xf32>, tensor<8x4x47x47xf32>) -> tensor<8x4x1x47xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 3, 4] : (tensor<8x4x1x47xf32>) -> tensor<8x4x1x1x47xf32>
    %829 = stablehlo.reshape %828 : (tensor<8x4x1x1x47xf32>) -> tensor<8x4x1x47xf32>
    %830 = stablehlo.slice %822 [0:8, 0:4, 0:1, 47:48, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %831 = stablehlo.reshape %830 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %832 = call @_pad_50(%829, %c_68) : (tensor<8x4x1x47xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %833 = stablehlo.add %831, %832 : tensor<8x4x1x64xf32>
    %834 = stablehlo.slice %822 [0:8, 0:4, 0:1, 0:47, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x47x64xf32>
    %835 = stablehlo.slice %822 [0:8, 0:4, 0:1, 48:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x16x64xf32>
    %836 = stablehlo.broadcast_in_dim %833, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %837 = stablehlo.concatenate %834, %836, %835, dim = 3 : (tensor<8x4x1x47x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x16x64xf32>) -> tensor<8x4x1x64x64xf32>
    %838 = stablehlo.slice %837 [0:8, 0:4, 0:1, 48:49, 0:48] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x48xf32>
    %839 = stablehlo.slice %837 [0:8, 0:4, 0:1, 0:48, 0:48] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x48x48xf32>
    %840 = stablehlo.reshape %838 : (tensor<8x4x1x1x48xf32>) -> tensor<8x4x1x48xf32>
    %841 = stablehlo.reshape %839 : (tensor<8x4x1x48x48xf32>) -> tensor<8x4x48x48xf32>
    %842 = stablehlo.dot_general %840, %841, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x48xf32>, tensor<8x4x48x48xf32>) -> tensor<8x4x1x48xf32>
    %843 = stablehlo.broadcast_in_dim %842, dims = [0, 1, 3, 4] : (tensor<8x4x1x48xf32>) -> tensor<8x4x1x1x48xf32>
    %844 = stablehlo.reshape %843 : (tensor<8x4x1x1x48xf32>) -> tensor<8x4x1x48xf32>
    %845 = stablehlo.slice %837 [0:8, 0:4, 0:1, 48:49, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %846 = stablehlo.reshape %845 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %847 = call @_pad_51(%844, %c_69) : (tensor<8x4x1x48xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %848 = stablehlo.add %846, %847 : tensor<8x4x1x64xf32>
    %849 = stablehlo.slice %837 [0:8, 0:4, 0:1, 0:48, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x48x64xf32>
    %850 = stablehlo.slice %837 [0:8, 0:4, 0:1, 49:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x15x64xf32>
    %851 = stablehlo.broadcast_in_dim %848, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %852 = stablehlo.concatenate %849, %851, %850, dim = 3 : (tensor<8x4x1x48x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x15x64xf32>) -> tensor<8x4x1x64x64xf32>
    %853 = stablehlo.slice %852 [0:8, 0:4, 0:1, 49:50, 0:49] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x49xf32>
    %854 = stablehlo.slice %852 [0:8, 0:4, 0:1, 0:49, 0:49] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x49x49xf32>
    %855 = stablehlo.reshape %853 : (tensor<8x4x1x1x49xf32>) -> tensor<8x4x1x49xf32>
    %856 = stablehlo.reshape %854 : (tensor<8x4x1x49x49xf32>) -> tensor<8x4x49x49xf32>
    %857 = stablehlo.dot_general %855, %856, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x49xf32>, tensor<8x4x49x49xf32>) -> tensor<8x4x1x49xf32>
    %858 = stablehlo.broadcast_in_dim %857, dims = [0, 1, 3, 4] : (tensor<8x4x1x49xf32>) -> tensor<8x4x1x1x49xf32>
    %859 = stablehlo.reshape %858 : (tensor<8x4x1x1x49xf32>) -> tensor<8x4x1x49xf32>
    %860 = stablehlo.slice %852 [0:8, 0:4, 0:1, 49:50, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %861 = stablehlo.reshape %860 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %862 = call @_pad_52(%859, %c_70) : (tensor<8x4x1x49xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %863 = stablehlo.add %861, %862 : tensor<8x4x1x64xf32>
    %864 = stablehlo.slice %852 [0:8, 0:4, 0:1, 0:49, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x49x64xf32>
    %865 = stablehlo.slice %852 [0:8, 0:4, 0:1, 50:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x14x64xf32>
    %866 = stablehlo.broadcast_in_dim %863, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %867 = stablehlo.concatenate %864, %866, %865, dim = 3 : (tensor<8x4x1x49x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x14x64xf32>) -> tensor<8x4x1x64x64xf32>
    %868 = stablehlo.slice %867 [0:8, 0:4, 0:1, 50:51, 0:50] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x50xf32>
    %869 = stablehlo.slice %867 [0:8, 0:4, 0:1, 0:50, 0:50] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x50x50xf32>
    %870 = stablehlo.reshape %868 : (tensor<8x4x1x1x50xf32>) -> tensor<8x4x1x50xf32>
    %871 = stablehlo.reshape %869 : (tensor<8x4x1x50x50xf32>) -> tensor<8x4x50x50xf32>
    %872 = stablehlo.dot_general %870, %871, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x50xf32>, tensor<8x4x50x50xf32>) -> tensor<8x4x1x50xf32>
    %873 = stablehlo.broadcast_in_dim %872, dims = [0, 1, 3, 4] : (tensor<8x4x1x50xf32>) -> tensor<8x4x1x1x50xf32>
    %874 = stablehlo.reshape %873 : (tensor<8x4x1x1x50xf32>) -> tensor<8x4x1x50xf32>
    %875 = stablehlo.slice %867 [0:8, 0:4, 0:1, 50:51, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %876 = stablehlo.reshape %875 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %877 = call @_pad_53(%874, %c_71) : (tensor<8x4x1x50xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %878 = stablehlo.add %876, %877 : tensor<8x4x1x64xf32>
    %879 = stablehlo.slice %867 [0:8, 0:4, 0:1, 0:50, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x50x64xf32>
    %880 = stablehlo.slice %867 [0:8, 0:4, 0:1, 51:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x13x64xf32>
    %881 = stablehlo.broadcast_in_dim %878, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %882 = stablehlo.concatenate %879, %881, %880, dim = 3 : (tensor<8x4x1x50x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x13x64xf32>) -> tensor<8x4x1x64x64xf32>
    %883 = stablehlo.slice %882 [0:8, 0:4, 0:1, 51:52, 0:51] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x51xf32>
    %884 = stablehlo.slice %882 [0:8, 0:4, 0:1, 0:51, 0:51] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x51x51xf32>
    %885 = stablehlo.reshape %883 : (tensor<8x4x1x1x51xf32>) -> tensor<8x4x1x51xf32>
    %886 = stablehlo.reshape %884 : (tensor<8x4x1x51x51xf32>) -> tensor<8x4x51x51xf32>
    %887 = stablehlo.dot_general %885, %886, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x51xf32>, tensor<8x4x51x51xf32>) -> tensor<8x4x1x51xf32>
    %888 = stablehlo.broadcast_in_dim %887, dims = [0, 1, 3, 4] : (tensor<8x4x1x51xf32>) -> tensor<8x4x1x1x51xf32>
    %889 = stablehlo.reshape %888 : (tensor<8x4x1x1x51xf32>) -> tensor<8x4x1x51xf32>
    %890 = stablehlo.slice %882 [0:8, 0:4, 0:1, 51:52, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %891 = stablehlo.reshape %890 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %892 = call @_pad_54(%889, %c_72) : (tensor<8x4x1x51xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %893 = stablehlo.add %891, %892 : tensor<8x4x1x64xf32>
    %894 = stablehlo.slice %882 [0:8, 0:4, 0:1, 0:51, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x51x64xf32>
    %895 = stablehlo.slice %882 [0:8, 0:4, 0:1, 52:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x12x64xf32>
    %896 = stablehlo.broadcast_in_dim %893, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %897 = stablehlo.concatenate %894, %896, %895, dim = 3 : (tensor<8x4x1x51x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x12x64xf32>) -> tensor<8x4x1x64x64xf32>
    %898 = stablehlo.slice %897 [0:8, 0:4, 0:1, 52:53, 0:52] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x52xf32>
    %899 = stablehlo.slice %897 [0:8, 0:4, 0:1, 0:52, 0:52] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x52x52xf32>
    %900 = stablehlo.reshape %898 : (tensor<8x4x1x1x52xf32>) -> tensor<8x4x1x52xf32>
    %901 = stablehlo.reshape %899 : (tensor<8x4x1x52x52xf32>) -> tensor<8x4x52x52xf32>
    %902 = stablehlo.dot_general %900, %901, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x52xf32>, tensor<8x4x52x52xf32>) -> tensor<8x4x1x52xf32>
    %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 3, 4] : (tensor<8x4x1x52xf32>) -> tensor<8x4x1x1x52xf32>
    %904 = stablehlo.reshape %903 : (tensor<8x4x1x1x52xf32>) -> tensor<8x4x1x52xf32>
    %905 = stablehlo.slice %897 [0:8, 0:4, 0:1, 52:53, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %906 = stablehlo.reshape %905 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %907 = call @_pad_55(%904, %c_73) : (tensor<8x4x1x52xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %908 = stablehlo.add %906, %907 : tensor<8x4x1x64xf32>
    %909 = stablehlo.slice %897 [0:8, 0:4, 0:1, 0:52, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x52x64xf32>
    %910 = stablehlo.slice %897 [0:8, 0:4, 0:1, 53:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x11x64xf32>
    %911 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %912 = stablehlo.concatenate %909, %911, %910, dim = 3 : (tensor<8x4x1x52x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x11x64xf32>) -> tensor<8x4x1x64x64xf32>
    %913 = stablehlo.slice %912 [0:8, 0:4, 0:1, 53:54, 0:53] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x53xf32>
    %914 = stablehlo.slice %912 [0:8, 0:4, 0:1, 0:53, 0:53] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x53x53xf32>
    %915 = stablehlo.reshape %913 : (tensor<8x4x1x1x53xf32>) -> tensor<8x4x1x53xf32>
    %916 = stablehlo.reshape %914 : (tensor<8x4x1x53x53xf32>) -> tensor<8x4x53x53xf32>
    %917 = stablehlo.dot_general %915, %916, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x53xf32>, tensor<8x4x53x53xf32>) -> tensor<8x4x1x53xf32>
    %918 = stablehlo.broadcast_in_dim %917, dims = [0, 1, 3, 4] : (tensor<8x4x1x53xf32>) -> tensor<8x4x1x1x53xf32>
    %919 = stablehlo.reshape %918 : (tensor<8x4x1x1x53xf32>) -> tensor<8x4x1x53xf32>
    %920 = stablehlo.slice %912 [0:8, 0:4, 0:1, 53:54, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %921 = stablehlo.reshape %920 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %922 = call @_pad_56(%919, %c_74) : (tensor<8x4x1x53xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %923 = stablehlo.add %921, %922 : tensor<8x4x1x64xf32>
    %924 = stablehlo.slice %912 [0:8, 0:4, 0:1, 0:53, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x53x64xf32>
    %925 = stablehlo.slice %912 [0:8, 0:4, 0:1, 54:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x10x64xf32>
    %926 = stablehlo.broadcast_in_dim %923, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %927 = stablehlo.concatenate %924, %926, %925, dim = 3 : (tensor<8x4x1x53x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x10x64xf32>) -> tensor<8x4x1x64x64xf32>
    %928 = stablehlo.slice %927 [0:8, 0:4, 0:1, 54:55, 0:54] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x54xf32>
    %929 = stablehlo.slice %927 [0:8, 0:4, 0:1, 0:54, 0:54] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x54x54xf32>
    %930 = stablehlo.reshape %928 : (tensor<8x4x1x1x54xf32>) -> tensor<8x4x1x54xf32>
    %931 = stablehlo.reshape %929 : (tensor<8x4x1x54x54xf32>) -> tensor<8x4x54x54xf32>
    %932 = stablehlo.dot_general %930, %931, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x54xf32>, tensor<8x4x54x54xf32>) -> tensor<8x4x1x54xf32>
    %933 = stablehlo.broadcast_in_dim %932, dims = [0, 1, 3, 4] : (tensor<8x4x1x54xf32>) -> tensor<8x4x1x1x54xf32>
    %934 = stablehlo.reshape %933 : (tensor<8x4x1x1x54xf32>) -> tensor<8x4x1x54xf32>
    %935 = stablehlo.slice %927 [0:8, 0:4, 0:1, 54:55, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %936 = stablehlo.reshape %935 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %937 = call @_pad_57(%934, %c_75) : (tensor<8x4x1x54xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %938 = stablehlo.add %936, %937 : tensor<8x4x1x64xf32>
    %939 = stablehlo.slice %927 [0:8, 0:4, 0:1, 0:54, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x54x64xf32>
    %940 = stablehlo.slice %927 [0:8, 0:4, 0:1, 55:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x9x64xf32>
    %941 = stablehlo.broadcast_in_dim %938, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %942 = stablehlo.concatenate %939, %941, %940, dim = 3 : (tensor<8x4x1x54x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x9x64xf32>) -> tensor<8x4x1x64x64xf32>
    %943 = stablehlo.slice %942 [0:8, 0:4, 0:1, 55:56, 0:55] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x55xf32>
    %944 = stablehlo.slice %942 [0:8, 0:4, 0:1, 0:55, 0:55] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x55x55xf32>
    %945 = stablehlo.reshape %943 : (tensor<8x4x1x1x55xf32>) -> tensor<8x4x1x55xf32>
    %946 = stablehlo.reshape %944 : (tensor<8x4x1x55x55xf32>) -> tensor<8x4x55x55xf32>
    %947 = stablehlo.dot_general %945, %946, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x55xf32>, tensor<8x4x55x55xf32>) -> tensor<8x4x1x55xf32>
    %948 = stablehlo.broadcast_in_dim %947, dims = [0, 1, 3, 4] : (tensor<8x4x1x55xf32>) -> tensor<8x4x1x1x55xf32>
    %949 = stablehlo.reshape %948 : (tensor<8x4x1x1x55xf32>) -> tensor<8x4x1x55xf32>
    %950 = stablehlo.slice %942 [0:8, 0:4, 0:1, 55:56, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %951 = stablehlo.reshape %950 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %952 = call @_pad_58(%949, %c_76) : (tensor<8x4x1x55xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %953 = stablehlo.add %951, %952 : tensor<8x4x1x64xf32>
    %954 = stablehlo.slice %942 [0:8, 0:4, 0:1, 0:55, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x55x64xf32>
    %955 = stablehlo.slice %942 [0:8, 0:4, 0:1, 56:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x8x64xf32>
    %956 = stablehlo.broadcast_in_dim %953, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %957 = stablehlo.concatenate %954, %956, %955, dim = 3 : (tensor<8x4x1x55x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x8x64xf32>) -> tensor<8x4x1x64x64xf32>
    %958 = stablehlo.slice %957 [0:8, 0:4, 0:1, 56:57, 0:56] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x56xf32>
    %959 = stablehlo.slice %957 [0:8, 0:4, 0:1, 0:56, 0:56] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x56x56xf32>
    %960 = stablehlo.reshape %958 : (tensor<8x4x1x1x56xf32>) -> tensor<8x4x1x56xf32>
    %961 = stablehlo.reshape %959 : (tensor<8x4x1x56x56xf32>) -> tensor<8x4x56x56xf32>
    %962 = stablehlo.dot_general %960, %961, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x56xf32>, tensor<8x4x56x56xf32>) -> tensor<8x4x1x56xf32>
    %963 = stablehlo.broadcast_in_dim %962, dims = [0, 1, 3, 4] : (tensor<8x4x1x56xf32>) -> tensor<8x4x1x1x56xf32>
    %964 = stablehlo.reshape %963 : (tensor<8x4x1x1x56xf32>) -> tensor<8x4x1x56xf32>
    %965 = stablehlo.slice %957 [0:8, 0:4, 0:1, 56:57, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %966 = stablehlo.reshape %965 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %967 = call @_pad_59(%964, %c_77) : (tensor<8x4x1x56xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %968 = stablehlo.add %966, %967 : tensor<8x4x1x64xf32>
    %969 = stablehlo.slice %957 [0:8, 0:4, 0:1, 0:56, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x56x64xf32>
    %970 = stablehlo.slice %957 [0:8, 0:4, 0:1, 57:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x7x64xf32>
    %971 = stablehlo.broadcast_in_dim %968, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %972 = stablehlo.concatenate %969, %971, %970, dim = 3 : (tensor<8x4x1x56x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x7x64xf32>) -> tensor<8x4x1x64x64xf32>
    %973 = stablehlo.slice %972 [0:8, 0:4, 0:1, 57:58, 0:57] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x57xf32>
    %974 = stablehlo.slice %972 [0:8, 0:4, 0:1, 0:57, 0:57] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x57x57xf32>
    %975 = stablehlo.reshape %973 : (tensor<8x4x1x1x57xf32>) -> tensor<8x4x1x57xf32>
    %976 = stablehlo.reshape %974 : (tensor<8x4x1x57x57xf32>) -> tensor<8x4x57x57xf32>
    %977 = stablehlo.dot_general %975, %976, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x57xf32>, tensor<8x4x57x57xf32>) -> tensor<8x4x1x57xf32>
    %978 = stablehlo.broadcast_in_dim %977, dims = [0, 1, 3, 4] : (tensor<8x4x1x57xf32>) -> tensor<8x4x1x1x57xf32>
    %979 = stablehlo.reshape %978 : (tensor<8x4x1x1x57xf32>) -> tensor<8x4x1x57xf32>
    %980 = stablehlo.slice %972 [0:8, 0:4, 0:1, 57:58, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %981 = stablehlo.reshape %980 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %982 = call @_pad_60(%979, %c_78) : (tensor<8x4x1x57xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %983 = stablehlo.add %981, %982 : tensor<8x4x1x64xf32>
    %984 = stablehlo.slice %972 [0:8, 0:4, 0:1, 0:57, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x57x64xf32>
    %985 = stablehlo.slice %972 [0:8, 0:4, 0:1, 58:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x6x64xf32>
    %986 = stablehlo.broadcast_in_dim %983, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %987 = stablehlo.concatenate %984, %986, %985, dim = 3 : (tensor<8x4x1x57x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x6x64xf32>) -> tensor<8x4x1x64x64xf32>
    %988 = stablehlo.slice %987 [0:8, 0:4, 0:1, 58:59, 0:58] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x58xf32>
    %989 = stablehlo.slice %987 [0:8, 0:4, 0:1, 0:58, 0:58] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x58x58xf32>
    %990 = stablehlo.reshape %988 : (tensor<8x4x1x1x58xf32>) -> tensor<8x4x1x58xf32>
    %991 = stablehlo.reshape %989 : (tensor<8x4x1x58x58xf32>) -> tensor<8x4x58x58xf32>
    %992 = stablehlo.dot_general %990, %991, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x58xf32>, tensor<8x4x58x58xf32>) -> tensor<8x4x1x58xf32>
    %993 = stablehlo.broadcast_in_dim %992, dims = [0, 1, 3, 4] : (tensor<8x4x1x58xf32>) -> tensor<8x4x1x1x58xf32>
    %994 = stablehlo.reshape %993 : (tensor<8x4x1x1x58xf32>) -> tensor<8x4x1x58xf32>
    %995 = stablehlo.slice %987 [0:8, 0:4, 0:1, 58:59, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %996 = stablehlo.reshape %995 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %997 = call @_pad_61(%994, %c_79) : (tensor<8x4x1x58xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %998 = stablehlo.add %996, %997 : tensor<8x4x1x64xf32>
    %999 = stablehlo.slice %987 [0:8, 0:4, 0:1, 0:58, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x58x64xf32>
    %1000 = stablehlo.slice %987 [0:8, 0:4, 0:1, 59:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x5x64xf32>
    %1001 = stablehlo.broadcast_in_dim %998, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1002 = stablehlo.concatenate %999, %1001, %1000, dim = 3 : (tensor<8x4x1x58x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x5x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1003 = stablehlo.slice %1002 [0:8, 0:4, 0:1, 59:60, 0:59] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x59xf32>
    %1004 = stablehlo.slice %1002 [0:8, 0:4, 0:1, 0:59, 0:59] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x59x59xf32>
    %1005 = stablehlo.reshape %1003 : (tensor<8x4x1x1x59xf32>) -> tensor<8x4x1x59xf32>
    %1006 = stablehlo.reshape %1004 : (tensor<8x4x1x59x59xf32>) -> tensor<8x4x59x59xf32>
    %1007 = stablehlo.dot_general %1005, %1006, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x59xf32>, tensor<8x4x59x59xf32>) -> tensor<8x4x1x59xf32>
    %1008 = stablehlo.broadcast_in_dim %1007, dims = [0, 1, 3, 4] : (tensor<8x4x1x59xf32>) -> tensor<8x4x1x1x59xf32>
    %1009 = stablehlo.reshape %1008 : (tensor<8x4x1x1x59xf32>) -> tensor<8x4x1x59xf32>
    %1010 = stablehlo.slice %1002 [0:8, 0:4, 0:1, 59:60, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %1012 = call @_pad_62(%1009, %c_80) : (tensor<8x4x1x59xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %1013 = stablehlo.add %1011, %1012 : tensor<8x4x1x64xf32>
    %1014 = stablehlo.slice %1002 [0:8, 0:4, 0:1, 0:59, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x59x64xf32>
    %1015 = stablehlo.slice %1002 [0:8, 0:4, 0:1, 60:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x4x64xf32>
    %1016 = stablehlo.broadcast_in_dim %1013, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1017 = stablehlo.concatenate %1014, %1016, %1015, dim = 3 : (tensor<8x4x1x59x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x4x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1018 = stablehlo.slice %1017 [0:8, 0:4, 0:1, 60:61, 0:60] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x60xf32>
    %1019 = stablehlo.slice %1017 [0:8, 0:4, 0:1, 0:60, 0:60] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x60x60xf32>
    %1020 = stablehlo.reshape %1018 : (tensor<8x4x1x1x60xf32>) -> tensor<8x4x1x60xf32>
    %1021 = stablehlo.reshape %1019 : (tensor<8x4x1x60x60xf32>) -> tensor<8x4x60x60xf32>
    %1022 = stablehlo.dot_general %1020, %1021, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x60xf32>, tensor<8x4x60x60xf32>) -> tensor<8x4x1x60xf32>
    %1023 = stablehlo.broadcast_in_dim %1022, dims = [0, 1, 3, 4] : (tensor<8x4x1x60xf32>) -> tensor<8x4x1x1x60xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<8x4x1x1x60xf32>) -> tensor<8x4x1x60xf32>
    %1025 = stablehlo.slice %1017 [0:8, 0:4, 0:1, 60:61, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1026 = stablehlo.reshape %1025 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %1027 = call @_pad_63(%1024, %c_81) : (tensor<8x4x1x60xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %1028 = stablehlo.add %1026, %1027 : tensor<8x4x1x64xf32>
    %1029 = stablehlo.slice %1017 [0:8, 0:4, 0:1, 0:60, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x60x64xf32>
    %1030 = stablehlo.slice %1017 [0:8, 0:4, 0:1, 61:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x3x64xf32>
    %1031 = stablehlo.broadcast_in_dim %1028, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1032 = stablehlo.concatenate %1029, %1031, %1030, dim = 3 : (tensor<8x4x1x60x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x3x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1033 = stablehlo.slice %1032 [0:8, 0:4, 0:1, 61:62, 0:61] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x61xf32>
    %1034 = stablehlo.slice %1032 [0:8, 0:4, 0:1, 0:61, 0:61] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x61x61xf32>
    %1035 = stablehlo.reshape %1033 : (tensor<8x4x1x1x61xf32>) -> tensor<8x4x1x61xf32>
    %1036 = stablehlo.reshape %1034 : (tensor<8x4x1x61x61xf32>) -> tensor<8x4x61x61xf32>
    %1037 = stablehlo.dot_general %1035, %1036, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x61xf32>, tensor<8x4x61x61xf32>) -> tensor<8x4x1x61xf32>
    %1038 = stablehlo.broadcast_in_dim %1037, dims = [0, 1, 3, 4] : (tensor<8x4x1x61xf32>) -> tensor<8x4x1x1x61xf32>
    %1039 = stablehlo.reshape %1038 : (tensor<8x4x1x1x61xf32>) -> tensor<8x4x1x61xf32>
    %1040 = stablehlo.slice %1032 [0:8, 0:4, 0:1, 61:62, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1041 = stablehlo.reshape %1040 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %1042 = call @_pad_64(%1039, %c_82) : (tensor<8x4x1x61xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %1043 = stablehlo.add %1041, %1042 : tensor<8x4x1x64xf32>
    %1044 = stablehlo.slice %1032 [0:8, 0:4, 0:1, 0:61, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x61x64xf32>
    %1045 = stablehlo.slice %1032 [0:8, 0:4, 0:1, 62:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x2x64xf32>
    %1046 = stablehlo.broadcast_in_dim %1043, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1047 = stablehlo.concatenate %1044, %1046, %1045, dim = 3 : (tensor<8x4x1x61x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x2x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1048 = stablehlo.slice %1047 [0:8, 0:4, 0:1, 62:63, 0:62] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x62xf32>
    %1049 = stablehlo.slice %1047 [0:8, 0:4, 0:1, 0:62, 0:62] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x62x62xf32>
    %1050 = stablehlo.reshape %1048 : (tensor<8x4x1x1x62xf32>) -> tensor<8x4x1x62xf32>
    %1051 = stablehlo.reshape %1049 : (tensor<8x4x1x62x62xf32>) -> tensor<8x4x62x62xf32>
    %1052 = stablehlo.dot_general %1050, %1051, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x62xf32>, tensor<8x4x62x62xf32>) -> tensor<8x4x1x62xf32>
    %1053 = stablehlo.broadcast_in_dim %1052, dims = [0, 1, 3, 4] : (tensor<8x4x1x62xf32>) -> tensor<8x4x1x1x62xf32>
    %1054 = stablehlo.reshape %1053 : (tensor<8x4x1x1x62xf32>) -> tensor<8x4x1x62xf32>
    %1055 = stablehlo.slice %1047 [0:8, 0:4, 0:1, 62:63, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %1057 = call @_pad_65(%1054, %c_83) : (tensor<8x4x1x62xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %1058 = stablehlo.add %1056, %1057 : tensor<8x4x1x64xf32>
    %1059 = stablehlo.slice %1047 [0:8, 0:4, 0:1, 0:62, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x62x64xf32>
    %1060 = stablehlo.slice %1047 [0:8, 0:4, 0:1, 63:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1061 = stablehlo.broadcast_in_dim %1058, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1062 = stablehlo.concatenate %1059, %1061, %1060, dim = 3 : (tensor<8x4x1x62x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1063 = stablehlo.slice %1062 [0:8, 0:4, 0:1, 63:64, 0:63] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x63xf32>
    %1064 = stablehlo.slice %1062 [0:8, 0:4, 0:1, 0:63, 0:63] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x63x63xf32>
    %1065 = stablehlo.reshape %1063 : (tensor<8x4x1x1x63xf32>) -> tensor<8x4x1x63xf32>
    %1066 = stablehlo.reshape %1064 : (tensor<8x4x1x63x63xf32>) -> tensor<8x4x63x63xf32>
    %1067 = stablehlo.dot_general %1065, %1066, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x63xf32>, tensor<8x4x63x63xf32>) -> tensor<8x4x1x63xf32>
    %1068 = stablehlo.broadcast_in_dim %1067, dims = [0, 1, 3, 4] : (tensor<8x4x1x63xf32>) -> tensor<8x4x1x1x63xf32>
    %1069 = stablehlo.reshape %1068 : (tensor<8x4x1x1x63xf32>) -> tensor<8x4x1x63xf32>
    %1070 = stablehlo.slice %1062 [0:8, 0:4, 0:1, 63:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<8x4x1x1x64xf32>) -> tensor<8x4x1x64xf32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %1072 = call @_pad_66(%1069, %c_84) : (tensor<8x4x1x63xf32>, tensor<i32>) -> tensor<8x4x1x64xf32>
    %1073 = stablehlo.add %1071, %1072 : tensor<8x4x1x64xf32>
    %1074 = stablehlo.slice %1062 [0:8, 0:4, 0:1, 0:63, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x63x64xf32>
    %1075 = stablehlo.slice %1062 [0:8, 0:4, 0:1, 64:64, 0:64] : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x0x64xf32>
    %1076 = stablehlo.broadcast_in_dim %1073, dims = [0, 1, 2, 4] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x1x64xf32>
    %1077 = stablehlo.concatenate %1074, %1076, %1075, dim = 3 : (tensor<8x4x1x63x64xf32>, tensor<8x4x1x1x64xf32>, tensor<8x4x1x0x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1078 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %1079 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %1080 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %1081 = stablehlo.add %1078, %1080 : tensor<64x64xi32>
    %1082 = stablehlo.compare EQ, %1081, %1079, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %1083 = stablehlo.convert %1082 : (tensor<64x64xi1>) -> tensor<64x64xf32>
    %1084 = stablehlo.broadcast_in_dim %1083, dims = [3, 4] : (tensor<64x64xf32>) -> tensor<1x1x1x64x64xf32>
    %1085 = stablehlo.broadcast_in_dim %1084, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xf32>) -> tensor<8x4x1x64x64xf32>
    %1086 = stablehlo.add %1077, %1085 : tensor<8x4x1x64x64xf32>
    %1087 = stablehlo.dot_general %1086, %105, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %1088 = stablehlo.exponential %112 : tensor<8x4x1x64xf32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %1090 = stablehlo.broadcast_in_dim %1089, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x16xf32>
    %1091 = stablehlo.multiply %104, %1090 : tensor<8x4x1x64x16xf32>
    %1092 = stablehlo.dot_general %1086, %1091, batching_dims = [0, 1, 2] x [0, 1, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x1x64x64xf32>, tensor<8x4x1x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x4x16x16xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1094 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1095 = call @triu_67(%1094) : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1097 = stablehlo.compare NE, %1095, %1096, FLOAT : (tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xi1>
    %1098 = stablehlo.convert %1097 : tensor<64x64xi1>
    %1099 = stablehlo.reshape %102 : (tensor<8x4x1x64x16xf32>) -> tensor<8x4x64x16xf32>
    %1100 = stablehlo.reshape %103 : (tensor<8x4x1x64x16xf32>) -> tensor<8x4x64x16xf32>
    %1101 = stablehlo.reshape %1087 : (tensor<8x4x1x64x16xf32>) -> tensor<8x4x64x16xf32>
    %1102 = stablehlo.reshape %127 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x64x64xf32>
    %1103 = stablehlo.reshape %112 : (tensor<8x4x1x64xf32>) -> tensor<8x4x64xf32>
    %1104 = stablehlo.dot_general %1099, %1100, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x16xf32>, tensor<8x4x64x16xf32>) -> tensor<8x4x64x64xf32>
    %1105 = stablehlo.multiply %1104, %1102 : tensor<8x4x64x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1107 = call @_where_68(%1098, %1106, %1105) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %1108 = stablehlo.reshape %1092 : (tensor<8x4x1x64x16xf32>) -> tensor<8x4x64x16xf32>
    %1109 = stablehlo.dot_general %1108, %1093, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x64x16xf32>
    %1110 = stablehlo.subtract %1101, %1109 : tensor<8x4x64x16xf32>
    %1111 = stablehlo.exponential %1103 : tensor<8x4x64xf32>
    %1112 = stablehlo.broadcast_in_dim %1111, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1113 = stablehlo.broadcast_in_dim %1112, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x16xf32>
    %1114 = stablehlo.multiply %1099, %1113 : tensor<8x4x64x16xf32>
    %1115 = stablehlo.dot_general %1114, %1093, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x64x16xf32>
    %1116 = stablehlo.dot_general %1107, %1110, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x16xf32>) -> tensor<8x4x64x16xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<8x4x64x16xf32>
    %1118 = stablehlo.broadcast_in_dim %1117, dims = [0, 1, 3, 4] : (tensor<8x4x64x16xf32>) -> tensor<8x4x1x64x16xf32>
    %1119 = stablehlo.reshape %1118 : (tensor<8x4x1x64x16xf32>) -> tensor<8x4x64x16xf32>
    %1120 = stablehlo.slice %1119 [0:8, 0:4, 0:32, 0:16] : (tensor<8x4x64x16xf32>) -> tensor<8x4x32x16xf32>
    %1121 = stablehlo.transpose %1120, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %1122 = stablehlo.reshape %1121 : (tensor<8x32x4x16xf32>) -> tensor<1024x16xf32>
    %1123 = stablehlo.reshape %24 : (tensor<8x32x4x16xf32>) -> tensor<1024x16xf32>
    %c_90 = stablehlo.constant dense<2> : tensor<i32>
    %1124 = stablehlo.convert %c_90 : (tensor<i32>) -> tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %1124, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %1126 = stablehlo.power %1122, %1125 : tensor<1024x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1127 = stablehlo.reduce(%1126 init: %cst_91) applies stablehlo.add across dimensions = [1] : (tensor<1024x16xf32>, tensor<f32>) -> tensor<1024xf32>
    %1128 = stablehlo.broadcast_in_dim %1127, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %cst_92 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %1130 = stablehlo.divide %1128, %1129 : tensor<1024x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<1024x1xf32>
    %1132 = stablehlo.add %1130, %1131 : tensor<1024x1xf32>
    %1133 = stablehlo.rsqrt %1132 : tensor<1024x1xf32>
    %1134 = stablehlo.broadcast_in_dim %1133, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x16xf32>
    %1135 = stablehlo.multiply %1122, %1134 : tensor<1024x16xf32>
    %1136 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %1137 = stablehlo.broadcast_in_dim %1136, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<1024x16xf32>
    %1138 = stablehlo.multiply %1137, %1135 : tensor<1024x16xf32>
    %1139 = call @silu(%1123) : (tensor<1024x16xf32>) -> tensor<1024x16xf32>
    %1140 = stablehlo.multiply %1138, %1139 : tensor<1024x16xf32>
    %1141 = stablehlo.reshape %1140 : (tensor<1024x16xf32>) -> tensor<8x32x64xf32>
    %1142 = stablehlo.dot_general %1141, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %1143 = stablehlo.add %1142, %0 : tensor<8x32x64xf32>
    %c_94 = stablehlo.constant dense<2> : tensor<i32>
    %1144 = stablehlo.convert %c_94 : (tensor<i32>) -> tensor<f32>
    %1145 = stablehlo.broadcast_in_dim %1144, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1146 = stablehlo.power %1143, %1145 : tensor<8x32x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1147 = stablehlo.reduce(%1146 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_96 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1150 = stablehlo.divide %1148, %1149 : tensor<8x32x1xf32>
    %cst_97 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1152 = stablehlo.add %1150, %1151 : tensor<8x32x1xf32>
    %1153 = stablehlo.rsqrt %1152 : tensor<8x32x1xf32>
    %1154 = stablehlo.broadcast_in_dim %1153, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1155 = stablehlo.multiply %1143, %1154 : tensor<8x32x64xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1157 = stablehlo.add %1156, %arg14 : tensor<64xf32>
    %1158 = stablehlo.broadcast_in_dim %1157, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1159 = stablehlo.broadcast_in_dim %1158, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1160 = stablehlo.multiply %1155, %1159 : tensor<8x32x64xf32>
    %1161 = stablehlo.dot_general %1160, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %1162 = call @silu_69(%1161) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %1163 = stablehlo.dot_general %1160, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %1164 = stablehlo.multiply %1163, %1162 : tensor<8x32x128xf32>
    %1165 = stablehlo.dot_general %1164, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %1166 = stablehlo.add %1165, %1143 : tensor<8x32x64xf32>
    %c_99 = stablehlo.constant dense<2> : tensor<i32>
    %1167 = stablehlo.convert %c_99 : (tensor<i32>) -> tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %1167, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1169 = stablehlo.power %1166, %1168 : tensor<8x32x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1170 = stablehlo.reduce(%1169 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1171 = stablehlo.broadcast_in_dim %1170, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1172 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1173 = stablehlo.divide %1171, %1172 : tensor<8x32x1xf32>
    %cst_102 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1175 = stablehlo.add %1173, %1174 : tensor<8x32x1xf32>
    %1176 = stablehlo.rsqrt %1175 : tensor<8x32x1xf32>
    %1177 = stablehlo.broadcast_in_dim %1176, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1178 = stablehlo.multiply %1166, %1177 : tensor<8x32x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1180 = stablehlo.add %1179, %arg21 : tensor<64xf32>
    %1181 = stablehlo.broadcast_in_dim %1180, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1182 = stablehlo.broadcast_in_dim %1181, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1183 = stablehlo.multiply %1178, %1182 : tensor<8x32x64xf32>
    %1184 = stablehlo.broadcast_in_dim %arg27, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %1185 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1187 = stablehlo.add %1185, %1186 : tensor<32xf32>
    %1188 = stablehlo.broadcast_in_dim %1187, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %1189 = stablehlo.iota dim = 0 : tensor<32xf32>
    %1190 = stablehlo.broadcast_in_dim %1189, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %1191 = stablehlo.broadcast_in_dim %1188, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %1192 = stablehlo.broadcast_in_dim %1190, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %1193 = stablehlo.compare GE, %1191, %1192, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %1194 = stablehlo.broadcast_in_dim %1193, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %1195 = stablehlo.broadcast_in_dim %1194, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %1196 = stablehlo.convert %1195 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %1197 = stablehlo.broadcast_in_dim %1184, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %1198 = stablehlo.minimum %1197, %1196 : tensor<8x32x32xi32>
    %1199 = stablehlo.dot_general %1183, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x32xf32>) -> tensor<8x32x4x32xf32>
    %1200 = stablehlo.slice %1199 [0:8, 0:32, 0:4, 0:16] : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x16xf32>
    %1201 = stablehlo.slice %1199 [0:8, 0:32, 0:4, 16:32] : (tensor<8x32x4x32xf32>) -> tensor<8x32x4x16xf32>
    %1202 = stablehlo.reshape %1201 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %c_105 = stablehlo.constant dense<2> : tensor<i32>
    %1203 = stablehlo.convert %c_105 : (tensor<i32>) -> tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %1205 = stablehlo.power %1200, %1204 : tensor<8x32x4x16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1206 = stablehlo.reduce(%1205 init: %cst_106) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %1207 = stablehlo.broadcast_in_dim %1206, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_107 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1208 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %1209 = stablehlo.divide %1207, %1208 : tensor<8x32x4x1xf32>
    %cst_108 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %1211 = stablehlo.add %1209, %1210 : tensor<8x32x4x1xf32>
    %1212 = stablehlo.rsqrt %1211 : tensor<8x32x4x1xf32>
    %1213 = stablehlo.broadcast_in_dim %1212, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %1214 = stablehlo.multiply %1200, %1213 : tensor<8x32x4x16xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1216 = stablehlo.add %1215, %arg16 : tensor<16xf32>
    %1217 = stablehlo.broadcast_in_dim %1216, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1218 = stablehlo.broadcast_in_dim %1217, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %1219 = stablehlo.multiply %1214, %1218 : tensor<8x32x4x16xf32>
    %1220 = stablehlo.slice %1219 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x4xf32>
    %1221 = stablehlo.slice %1219 [0:8, 0:32, 0:4, 4:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x12xf32>
    %1222 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1224 = stablehlo.multiply %1223, %1222 : tensor<2xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1226 = stablehlo.add %1225, %1224 : tensor<2xf32>
    %cst_112 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1228 = stablehlo.divide %1226, %1227 : tensor<2xf32>
    %1229 = stablehlo.negate %1228 : tensor<2xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1231 = stablehlo.power %1230, %1229 : tensor<2xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1233 = stablehlo.divide %1231, %1232 : tensor<2xf32>
    %1234 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1236 = stablehlo.add %1234, %1235 : tensor<32xf32>
    %1237 = stablehlo.broadcast_in_dim %1236, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %1238 = stablehlo.dot_general %1237, %1233, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<2xf32>) -> tensor<1x32x2xf32>
    %1239 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %1240 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %1241 = stablehlo.concatenate %1239, %1240, dim = 2 : (tensor<1x32x1x2xf32>, tensor<1x32x1x2xf32>) -> tensor<1x32x2x2xf32>
    %1242 = stablehlo.reshape %1241 : (tensor<1x32x2x2xf32>) -> tensor<1x32x4xf32>
    %1243 = stablehlo.broadcast_in_dim %1242, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %1244 = stablehlo.cosine %1243 : tensor<1x32x1x4xf32>
    %1245 = stablehlo.sine %1243 : tensor<1x32x1x4xf32>
    %1246 = stablehlo.slice %1220 [0:8, 0:32, 0:4, 0:2] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x2xf32>
    %1247 = stablehlo.slice %1220 [0:8, 0:32, 0:4, 2:4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x2xf32>
    %1248 = stablehlo.negate %1247 : tensor<8x32x4x2xf32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [0, 1, 2, 4] : (tensor<8x32x4x2xf32>) -> tensor<8x32x4x1x2xf32>
    %1250 = stablehlo.broadcast_in_dim %1246, dims = [0, 1, 2, 4] : (tensor<8x32x4x2xf32>) -> tensor<8x32x4x1x2xf32>
    %1251 = stablehlo.concatenate %1249, %1250, dim = 3 : (tensor<8x32x4x1x2xf32>, tensor<8x32x4x1x2xf32>) -> tensor<8x32x4x2x2xf32>
    %1252 = stablehlo.reshape %1251 : (tensor<8x32x4x2x2xf32>) -> tensor<8x32x4x4xf32>
    %1253 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<8x32x4x4xf32>
    %1254 = stablehlo.multiply %1220, %1253 : tensor<8x32x4x4xf32>
    %1255 = stablehlo.broadcast_in_dim %1245, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<8x32x4x4xf32>
    %1256 = stablehlo.multiply %1252, %1255 : tensor<8x32x4x4xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<8x32x4x4xf32>
    %1258 = stablehlo.concatenate %1257, %1221, dim = 3 : (tensor<8x32x4x4xf32>, tensor<8x32x4x12xf32>) -> tensor<8x32x4x16xf32>
    %1259 = stablehlo.dot_general %1183, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %c_116 = stablehlo.constant dense<2> : tensor<i32>
    %1260 = stablehlo.convert %c_116 : (tensor<i32>) -> tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %1262 = stablehlo.power %1259, %1261 : tensor<8x32x2x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1263 = stablehlo.reduce(%1262 init: %cst_117) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %1264 = stablehlo.broadcast_in_dim %1263, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_118 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %1266 = stablehlo.divide %1264, %1265 : tensor<8x32x2x1xf32>
    %cst_119 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %1268 = stablehlo.add %1266, %1267 : tensor<8x32x2x1xf32>
    %1269 = stablehlo.rsqrt %1268 : tensor<8x32x2x1xf32>
    %1270 = stablehlo.broadcast_in_dim %1269, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %1271 = stablehlo.multiply %1259, %1270 : tensor<8x32x2x16xf32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1272 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1273 = stablehlo.add %1272, %arg18 : tensor<16xf32>
    %1274 = stablehlo.broadcast_in_dim %1273, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %1276 = stablehlo.multiply %1271, %1275 : tensor<8x32x2x16xf32>
    %1277 = stablehlo.slice %1276 [0:8, 0:32, 0:2, 0:4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x4xf32>
    %1278 = stablehlo.slice %1276 [0:8, 0:32, 0:2, 4:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x12xf32>
    %1279 = stablehlo.iota dim = 0 : tensor<2xf32>
    %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1281 = stablehlo.multiply %1280, %1279 : tensor<2xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1283 = stablehlo.add %1282, %1281 : tensor<2xf32>
    %cst_123 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %1284 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1285 = stablehlo.divide %1283, %1284 : tensor<2xf32>
    %1286 = stablehlo.negate %1285 : tensor<2xf32>
    %cst_124 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1288 = stablehlo.power %1287, %1286 : tensor<2xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1290 = stablehlo.divide %1288, %1289 : tensor<2xf32>
    %1291 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1292 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1293 = stablehlo.add %1291, %1292 : tensor<32xf32>
    %1294 = stablehlo.broadcast_in_dim %1293, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %1295 = stablehlo.dot_general %1294, %1290, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<2xf32>) -> tensor<1x32x2xf32>
    %1296 = stablehlo.broadcast_in_dim %1295, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %1297 = stablehlo.broadcast_in_dim %1295, dims = [0, 1, 3] : (tensor<1x32x2xf32>) -> tensor<1x32x1x2xf32>
    %1298 = stablehlo.concatenate %1296, %1297, dim = 2 : (tensor<1x32x1x2xf32>, tensor<1x32x1x2xf32>) -> tensor<1x32x2x2xf32>
    %1299 = stablehlo.reshape %1298 : (tensor<1x32x2x2xf32>) -> tensor<1x32x4xf32>
    %1300 = stablehlo.broadcast_in_dim %1299, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %1301 = stablehlo.cosine %1300 : tensor<1x32x1x4xf32>
    %1302 = stablehlo.sine %1300 : tensor<1x32x1x4xf32>
    %1303 = stablehlo.slice %1277 [0:8, 0:32, 0:2, 0:2] : (tensor<8x32x2x4xf32>) -> tensor<8x32x2x2xf32>
    %1304 = stablehlo.slice %1277 [0:8, 0:32, 0:2, 2:4] : (tensor<8x32x2x4xf32>) -> tensor<8x32x2x2xf32>
    %1305 = stablehlo.negate %1304 : tensor<8x32x2x2xf32>
    %1306 = stablehlo.broadcast_in_dim %1305, dims = [0, 1, 2, 4] : (tensor<8x32x2x2xf32>) -> tensor<8x32x2x1x2xf32>
    %1307 = stablehlo.broadcast_in_dim %1303, dims = [0, 1, 2, 4] : (tensor<8x32x2x2xf32>) -> tensor<8x32x2x1x2xf32>
    %1308 = stablehlo.concatenate %1306, %1307, dim = 3 : (tensor<8x32x2x1x2xf32>, tensor<8x32x2x1x2xf32>) -> tensor<8x32x2x2x2xf32>
    %1309 = stablehlo.reshape %1308 : (tensor<8x32x2x2x2xf32>) -> tensor<8x32x2x4xf32>
    %1310 = stablehlo.broadcast_in_dim %1301, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<8x32x2x4xf32>
    %1311 = stablehlo.multiply %1277, %1310 : tensor<8x32x2x4xf32>
    %1312 = stablehlo.broadcast_in_dim %1302, dims = [0, 1, 2, 3] : (tensor<1x32x1x4xf32>) -> tensor<8x32x2x4xf32>
    %1313 = stablehlo.multiply %1309, %1312 : tensor<8x32x2x4xf32>
    %1314 = stablehlo.add %1311, %1313 : tensor<8x32x2x4xf32>
    %1315 = stablehlo.concatenate %1314, %1278, dim = 3 : (tensor<8x32x2x4xf32>, tensor<8x32x2x12xf32>) -> tensor<8x32x2x16xf32>
    %1316 = stablehlo.dot_general %1183, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %1317 = stablehlo.broadcast_in_dim %1315, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %1318 = stablehlo.reshape %1317 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %1319 = stablehlo.broadcast_in_dim %1316, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %1320 = stablehlo.reshape %1319 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %1321 = stablehlo.broadcast_in_dim %1198, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_127 = stablehlo.constant dense<0> : tensor<i32>
    %1322 = stablehlo.broadcast_in_dim %c_127, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %1323 = stablehlo.compare NE, %1321, %1322, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %1324 = stablehlo.convert %1323 : tensor<8x1x32x32xi1>
    %1325 = stablehlo.reshape %1258 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1326 = stablehlo.broadcast_in_dim %1324, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %1327 = stablehlo.dot_general %1325, %1318, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_128 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %1329 = stablehlo.multiply %1327, %1328 : tensor<8x4x32x1x32xf32>
    %c_129 = stablehlo.constant dense<true> : tensor<i1>
    %1330 = stablehlo.broadcast_in_dim %c_129, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %1331 = stablehlo.broadcast_in_dim %1330, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %1332 = stablehlo.transpose %1326, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %1333 = stablehlo.broadcast_in_dim %1332, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %1334 = stablehlo.and %1331, %1333 : tensor<1x8x4x32x32xi1>
    %cst_130 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %1335 = call @_where_70(%1334, %1329, %cst_130) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1336 = stablehlo.reduce(%1335 init: %cst_131) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %1338 = stablehlo.maximum %1337, %1336 : tensor<1x8x4x32xf32>
    %1339 = stablehlo.broadcast_in_dim %1338, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %1340 = stablehlo.broadcast_in_dim %1339, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1341 = stablehlo.subtract %1335, %1340 : tensor<1x8x4x32x32xf32>
    %1342 = stablehlo.exponential %1341 : tensor<1x8x4x32x32xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1343 = stablehlo.reduce(%1342 init: %cst_133) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %1344 = stablehlo.broadcast_in_dim %1343, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %1345 = stablehlo.broadcast_in_dim %1344, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %1346 = stablehlo.divide %1342, %1345 : tensor<1x8x4x32x32xf32>
    %1347 = stablehlo.dot_general %1320, %1346, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %1348 = stablehlo.transpose %1347, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %1349 = stablehlo.transpose %1348, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %1350 = stablehlo.reshape %1349 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %1351 = stablehlo.reshape %1350 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %1352 = stablehlo.negate %1202 : tensor<8x32x64xf32>
    %1353 = stablehlo.exponential %1352 : tensor<8x32x64xf32>
    %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1355 = stablehlo.add %1354, %1353 : tensor<8x32x64xf32>
    %cst_135 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1356 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1357 = stablehlo.divide %1356, %1355 : tensor<8x32x64xf32>
    %1358 = stablehlo.multiply %1351, %1357 : tensor<8x32x64xf32>
    %1359 = stablehlo.reshape %1358 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %1360 = stablehlo.dot_general %1359, %arg20, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %1361 = stablehlo.add %1360, %1166 : tensor<8x32x64xf32>
    %c_136 = stablehlo.constant dense<2> : tensor<i32>
    %1362 = stablehlo.convert %c_136 : (tensor<i32>) -> tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %1362, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1364 = stablehlo.power %1361, %1363 : tensor<8x32x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1365 = stablehlo.reduce(%1364 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1366 = stablehlo.broadcast_in_dim %1365, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_138 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1368 = stablehlo.divide %1366, %1367 : tensor<8x32x1xf32>
    %cst_139 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1370 = stablehlo.add %1368, %1369 : tensor<8x32x1xf32>
    %1371 = stablehlo.rsqrt %1370 : tensor<8x32x1xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1373 = stablehlo.multiply %1361, %1372 : tensor<8x32x64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1375 = stablehlo.add %1374, %arg25 : tensor<64xf32>
    %1376 = stablehlo.broadcast_in_dim %1375, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1377 = stablehlo.broadcast_in_dim %1376, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1378 = stablehlo.multiply %1373, %1377 : tensor<8x32x64xf32>
    %1379 = stablehlo.dot_general %1378, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %1380 = call @silu_69(%1379) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %1381 = stablehlo.dot_general %1378, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %1382 = stablehlo.multiply %1381, %1380 : tensor<8x32x128xf32>
    %1383 = stablehlo.dot_general %1382, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %1384 = stablehlo.add %1383, %1361 : tensor<8x32x64xf32>
    %c_141 = stablehlo.constant dense<2> : tensor<i32>
    %1385 = stablehlo.convert %c_141 : (tensor<i32>) -> tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %1387 = stablehlo.power %1384, %1386 : tensor<8x32x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1388 = stablehlo.reduce(%1387 init: %cst_142) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_143 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1391 = stablehlo.divide %1389, %1390 : tensor<8x32x1xf32>
    %cst_144 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1393 = stablehlo.add %1391, %1392 : tensor<8x32x1xf32>
    %1394 = stablehlo.rsqrt %1393 : tensor<8x32x1xf32>
    %1395 = stablehlo.broadcast_in_dim %1394, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1396 = stablehlo.multiply %1384, %1395 : tensor<8x32x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1398 = stablehlo.add %1397, %arg26 : tensor<64xf32>
    %1399 = stablehlo.broadcast_in_dim %1398, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %1400 = stablehlo.broadcast_in_dim %1399, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %1401 = stablehlo.multiply %1396, %1400 : tensor<8x32x64xf32>
    return %1401 : tensor<8x32x64xf32>
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
  func.func private @_pad(%arg0: tensor<8x128x32xf32>, %arg1: tensor<i32>) -> tensor<8x128x35xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 3], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x128x32xf32>, tensor<f32>) -> tensor<8x128x35xf32>
    return %1 : tensor<8x128x35xf32>
  }
  func.func private @softplus(%arg0: tensor<8x32x4xf32>) -> tensor<8x32x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x4xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<8x32x4xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<8x32x4xf32>, tensor<8x32x4xf32>) -> tensor<8x32x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x4xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<8x32x4xf32>
    %7 = stablehlo.abs %3 : tensor<8x32x4xf32>
    %8 = stablehlo.negate %7 : tensor<8x32x4xf32>
    %9 = stablehlo.exponential %8 : tensor<8x32x4xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<8x32x4xf32>
    %11 = stablehlo.add %1, %10 : tensor<8x32x4xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<8x32x4xi1>, tensor<8x32x4xf32>
    return %12 : tensor<8x32x4xf32>
  }
  func.func private @_pad_0(%arg0: tensor<8x4x32x16xf32>, %arg1: tensor<i32>) -> tensor<8x4x64x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 32, 0], interior = [0, 0, 0, 0] : (tensor<8x4x32x16xf32>, tensor<f32>) -> tensor<8x4x64x16xf32>
    return %1 : tensor<8x4x64x16xf32>
  }
  func.func private @_pad_1(%arg0: tensor<8x4x32xf32>, %arg1: tensor<i32>) -> tensor<8x4x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 32], interior = [0, 0, 0] : (tensor<8x4x32xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    return %1 : tensor<8x4x64xf32>
  }
  func.func private @triu(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<-1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<64x64xi1>, tensor<64x64xf32>
    return %6 : tensor<64x64xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x4x1x64xf32>) -> tensor<8x4x1x64xf32> {
    %0 = call @cumsum_2(%arg0) : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64xf32>
    return %0 : tensor<8x4x1x64xf32>
  }
  func.func private @cumsum_2(%arg0: tensor<8x4x1x64xf32>) -> tensor<8x4x1x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 0], [0, 0], [63, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 1, 1, 64>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x4x1x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x1x64x64xf32>, %arg2: tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [3, 4] : (tensor<64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xf32>
    return %1 : tensor<8x4x1x64x64xf32>
  }
  func.func private @_pad_4(%arg0: tensor<8x4x1x1xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 63], interior = [0, 0, 0, 0] : (tensor<8x4x1x1xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_5(%arg0: tensor<8x4x1x2xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 62], interior = [0, 0, 0, 0] : (tensor<8x4x1x2xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_6(%arg0: tensor<8x4x1x3xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 61], interior = [0, 0, 0, 0] : (tensor<8x4x1x3xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_7(%arg0: tensor<8x4x1x4xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 60], interior = [0, 0, 0, 0] : (tensor<8x4x1x4xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_8(%arg0: tensor<8x4x1x5xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 59], interior = [0, 0, 0, 0] : (tensor<8x4x1x5xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_9(%arg0: tensor<8x4x1x6xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 58], interior = [0, 0, 0, 0] : (tensor<8x4x1x6xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_10(%arg0: tensor<8x4x1x7xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 57], interior = [0, 0, 0, 0] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_11(%arg0: tensor<8x4x1x8xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 56], interior = [0, 0, 0, 0] : (tensor<8x4x1x8xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_12(%arg0: tensor<8x4x1x9xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 55], interior = [0, 0, 0, 0] : (tensor<8x4x1x9xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_13(%arg0: tensor<8x4x1x10xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 54], interior = [0, 0, 0, 0] : (tensor<8x4x1x10xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_14(%arg0: tensor<8x4x1x11xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 53], interior = [0, 0, 0, 0] : (tensor<8x4x1x11xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_15(%arg0: tensor<8x4x1x12xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 52], interior = [0, 0, 0, 0] : (tensor<8x4x1x12xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_16(%arg0: tensor<8x4x1x13xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 51], interior = [0, 0, 0, 0] : (tensor<8x4x1x13xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_17(%arg0: tensor<8x4x1x14xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 50], interior = [0, 0, 0, 0] : (tensor<8x4x1x14xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_18(%arg0: tensor<8x4x1x15xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 49], interior = [0, 0, 0, 0] : (tensor<8x4x1x15xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_19(%arg0: tensor<8x4x1x16xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 48], interior = [0, 0, 0, 0] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_20(%arg0: tensor<8x4x1x17xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 47], interior = [0, 0, 0, 0] : (tensor<8x4x1x17xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_21(%arg0: tensor<8x4x1x18xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 46], interior = [0, 0, 0, 0] : (tensor<8x4x1x18xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_22(%arg0: tensor<8x4x1x19xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 45], interior = [0, 0, 0, 0] : (tensor<8x4x1x19xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_23(%arg0: tensor<8x4x1x20xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 44], interior = [0, 0, 0, 0] : (tensor<8x4x1x20xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_24(%arg0: tensor<8x4x1x21xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 43], interior = [0, 0, 0, 0] : (tensor<8x4x1x21xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_25(%arg0: tensor<8x4x1x22xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 42], interior = [0, 0, 0, 0] : (tensor<8x4x1x22xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_26(%arg0: tensor<8x4x1x23xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 41], interior = [0, 0, 0, 0] : (tensor<8x4x1x23xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_27(%arg0: tensor<8x4x1x24xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 40], interior = [0, 0, 0, 0] : (tensor<8x4x1x24xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_28(%arg0: tensor<8x4x1x25xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 39], interior = [0, 0, 0, 0] : (tensor<8x4x1x25xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_29(%arg0: tensor<8x4x1x26xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 38], interior = [0, 0, 0, 0] : (tensor<8x4x1x26xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_30(%arg0: tensor<8x4x1x27xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 37], interior = [0, 0, 0, 0] : (tensor<8x4x1x27xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_31(%arg0: tensor<8x4x1x28xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 36], interior = [0, 0, 0, 0] : (tensor<8x4x1x28xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_32(%arg0: tensor<8x4x1x29xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 35], interior = [0, 0, 0, 0] : (tensor<8x4x1x29xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_33(%arg0: tensor<8x4x1x30xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 34], interior = [0, 0, 0, 0] : (tensor<8x4x1x30xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_34(%arg0: tensor<8x4x1x31xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 33], interior = [0, 0, 0, 0] : (tensor<8x4x1x31xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_35(%arg0: tensor<8x4x1x32xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 32], interior = [0, 0, 0, 0] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_36(%arg0: tensor<8x4x1x33xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 31], interior = [0, 0, 0, 0] : (tensor<8x4x1x33xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_37(%arg0: tensor<8x4x1x34xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 30], interior = [0, 0, 0, 0] : (tensor<8x4x1x34xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_38(%arg0: tensor<8x4x1x35xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 29], interior = [0, 0, 0, 0] : (tensor<8x4x1x35xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_39(%arg0: tensor<8x4x1x36xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 28], interior = [0, 0, 0, 0] : (tensor<8x4x1x36xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_40(%arg0: tensor<8x4x1x37xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 27], interior = [0, 0, 0, 0] : (tensor<8x4x1x37xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_41(%arg0: tensor<8x4x1x38xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 26], interior = [0, 0, 0, 0] : (tensor<8x4x1x38xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_42(%arg0: tensor<8x4x1x39xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 25], interior = [0, 0, 0, 0] : (tensor<8x4x1x39xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_43(%arg0: tensor<8x4x1x40xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 24], interior = [0, 0, 0, 0] : (tensor<8x4x1x40xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_44(%arg0: tensor<8x4x1x41xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 23], interior = [0, 0, 0, 0] : (tensor<8x4x1x41xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_45(%arg0: tensor<8x4x1x42xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 22], interior = [0, 0, 0, 0] : (tensor<8x4x1x42xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_46(%arg0: tensor<8x4x1x43xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 21], interior = [0, 0, 0, 0] : (tensor<8x4x1x43xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_47(%arg0: tensor<8x4x1x44xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 20], interior = [0, 0, 0, 0] : (tensor<8x4x1x44xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_48(%arg0: tensor<8x4x1x45xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 19], interior = [0, 0, 0, 0] : (tensor<8x4x1x45xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_49(%arg0: tensor<8x4x1x46xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 18], interior = [0, 0, 0, 0] : (tensor<8x4x1x46xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_50(%arg0: tensor<8x4x1x47xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 17], interior = [0, 0, 0, 0] : (tensor<8x4x1x47xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_51(%arg0: tensor<8x4x1x48xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 16], interior = [0, 0, 0, 0] : (tensor<8x4x1x48xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_52(%arg0: tensor<8x4x1x49xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 15], interior = [0, 0, 0, 0] : (tensor<8x4x1x49xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_53(%arg0: tensor<8x4x1x50xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 14], interior = [0, 0, 0, 0] : (tensor<8x4x1x50xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_54(%arg0: tensor<8x4x1x51xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 13], interior = [0, 0, 0, 0] : (tensor<8x4x1x51xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_55(%arg0: tensor<8x4x1x52xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 12], interior = [0, 0, 0, 0] : (tensor<8x4x1x52xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_56(%arg0: tensor<8x4x1x53xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 11], interior = [0, 0, 0, 0] : (tensor<8x4x1x53xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_57(%arg0: tensor<8x4x1x54xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 10], interior = [0, 0, 0, 0] : (tensor<8x4x1x54xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_58(%arg0: tensor<8x4x1x55xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 9], interior = [0, 0, 0, 0] : (tensor<8x4x1x55xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_59(%arg0: tensor<8x4x1x56xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<8x4x1x56xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_60(%arg0: tensor<8x4x1x57xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 7], interior = [0, 0, 0, 0] : (tensor<8x4x1x57xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_61(%arg0: tensor<8x4x1x58xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 6], interior = [0, 0, 0, 0] : (tensor<8x4x1x58xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_62(%arg0: tensor<8x4x1x59xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 5], interior = [0, 0, 0, 0] : (tensor<8x4x1x59xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_63(%arg0: tensor<8x4x1x60xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 4], interior = [0, 0, 0, 0] : (tensor<8x4x1x60xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_64(%arg0: tensor<8x4x1x61xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 3], interior = [0, 0, 0, 0] : (tensor<8x4x1x61xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_65(%arg0: tensor<8x4x1x62xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 2], interior = [0, 0, 0, 0] : (tensor<8x4x1x62xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @_pad_66(%arg0: tensor<8x4x1x63xf32>, %arg1: tensor<i32>) -> tensor<8x4x1x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 1], interior = [0, 0, 0, 0] : (tensor<8x4x1x63xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    return %1 : tensor<8x4x1x64xf32>
  }
  func.func private @triu_67(%arg0: tensor<64x64xf32>) -> tensor<64x64xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<64x64xi1>, tensor<64x64xf32>
    return %6 : tensor<64x64xf32>
  }
  func.func private @_where_68(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<1024x16xf32>) -> tensor<1024x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1024x16xf32>
    %1 = stablehlo.exponential %0 : tensor<1024x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<1024x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x16xf32>
    return %6 : tensor<1024x16xf32>
  }
  func.func private @silu_69(%arg0: tensor<8x32x128xf32>) -> tensor<8x32x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x32x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x32x128xf32>
    return %6 : tensor<8x32x128xf32>
  }
  func.func private @_where_70(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
}
