module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<1x1x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<3x3x64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<1x1x64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg16: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<1x1x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<1x1x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg20: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x8x8x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_pad(%arg39, %c) : (tensor<8x32x32x3xf32>, tensor<i32>) -> tensor<8x34x34x3xf32>
    %1 = stablehlo.convolution(%0, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x34x34x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x16x16x16xf32>
    %2 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %5 = stablehlo.add %3, %4 : tensor<1x1x1x16xf32>
    %6 = stablehlo.rsqrt %5 : tensor<1x1x1x16xf32>
    %7 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %8 = stablehlo.multiply %6, %7 : tensor<1x1x1x16xf32>
    %9 = stablehlo.negate %2 : tensor<1x1x1x16xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<1x1x1x16xf32>
    %11 = stablehlo.reshape %arg2 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %12 = stablehlo.add %10, %11 : tensor<1x1x1x16xf32>
    %13 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %14 = stablehlo.multiply %1, %13 : tensor<8x16x16x16xf32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x16x16x16xf32>
    %17 = call @silu(%16) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17, %c_0) : (tensor<8x16x16x16xf32>, tensor<i32>) -> tensor<8x18x18x16xf32>
    %19 = stablehlo.convolution(%18, %arg3) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x18x18x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x16x16xf32>
    %20 = stablehlo.reshape %arg27 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %21 = stablehlo.reshape %arg28 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %23 = stablehlo.add %21, %22 : tensor<1x1x1x16xf32>
    %24 = stablehlo.rsqrt %23 : tensor<1x1x1x16xf32>
    %25 = stablehlo.reshape %arg4 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %26 = stablehlo.multiply %24, %25 : tensor<1x1x1x16xf32>
    %27 = stablehlo.negate %20 : tensor<1x1x1x16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<1x1x1x16xf32>
    %29 = stablehlo.reshape %arg5 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %30 = stablehlo.add %28, %29 : tensor<1x1x1x16xf32>
    %31 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %32 = stablehlo.multiply %19, %31 : tensor<8x16x16x16xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x16x16x16xf32>
    %35 = call @silu(%34) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %36 = call @_pad_1(%35, %c_2) : (tensor<8x16x16x16xf32>, tensor<i32>) -> tensor<8x16x16x16xf32>
    %37 = stablehlo.convolution(%36, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x16x16x16xf32>
    %38 = stablehlo.reshape %arg29 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.reshape %arg30 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %41 = stablehlo.add %39, %40 : tensor<1x1x1x16xf32>
    %42 = stablehlo.rsqrt %41 : tensor<1x1x1x16xf32>
    %43 = stablehlo.reshape %arg7 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<1x1x1x16xf32>
    %45 = stablehlo.negate %38 : tensor<1x1x1x16xf32>
    %46 = stablehlo.multiply %45, %44 : tensor<1x1x1x16xf32>
    %47 = stablehlo.reshape %arg8 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.add %46, %47 : tensor<1x1x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %50 = stablehlo.multiply %37, %49 : tensor<8x16x16x16xf32>
    %51 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x16x16x16xf32>
    %53 = stablehlo.add %52, %17 : tensor<8x16x16x16xf32>
    %54 = stablehlo.convolution(%53, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x64xf32>) -> tensor<8x16x16x64xf32>
    %55 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %56 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %58 = stablehlo.add %56, %57 : tensor<1x1x1x64xf32>
    %59 = stablehlo.rsqrt %58 : tensor<1x1x1x64xf32>
    %60 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %61 = stablehlo.multiply %59, %60 : tensor<1x1x1x64xf32>
    %62 = stablehlo.negate %55 : tensor<1x1x1x64xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<1x1x1x64xf32>
    %64 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %65 = stablehlo.add %63, %64 : tensor<1x1x1x64xf32>
    %66 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %67 = stablehlo.multiply %54, %66 : tensor<8x16x16x64xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x16x16x64xf32>
    %70 = call @silu_2(%69) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %71 = stablehlo.reshape %arg12 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %72 = stablehlo.convolution(%70, %71) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x1x64xf32>) -> tensor<8x8x8x64xf32>
    %73 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %74 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %76 = stablehlo.add %74, %75 : tensor<1x1x1x64xf32>
    %77 = stablehlo.rsqrt %76 : tensor<1x1x1x64xf32>
    %78 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<1x1x1x64xf32>
    %80 = stablehlo.negate %73 : tensor<1x1x1x64xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<1x1x1x64xf32>
    %82 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %83 = stablehlo.add %81, %82 : tensor<1x1x1x64xf32>
    %84 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %85 = stablehlo.multiply %72, %84 : tensor<8x8x8x64xf32>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x8x8x64xf32>
    %88 = call @silu_3(%87) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x64xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %93 = stablehlo.convolution(%92, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x64xf32>, tensor<1x1x64x4xf32>) -> tensor<8x1x1x4xf32>
    %94 = stablehlo.reshape %arg16 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x1x1x4xf32>
    %97 = call @silu_4(%96) : (tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %98 = stablehlo.convolution(%97, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x64xf32>) -> tensor<8x1x1x64xf32>
    %99 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<8x1x1x64xf32>
    %102 = stablehlo.negate %101 : tensor<8x1x1x64xf32>
    %103 = stablehlo.exponential %102 : tensor<8x1x1x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %105 = stablehlo.add %104, %103 : tensor<8x1x1x64xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %107 = stablehlo.divide %106, %105 : tensor<8x1x1x64xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %109 = stablehlo.multiply %88, %108 : tensor<8x8x8x64xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %110 = call @_pad_5(%109, %c_10) : (tensor<8x8x8x64xf32>, tensor<i32>) -> tensor<8x8x8x64xf32>
    %111 = stablehlo.convolution(%110, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<8x8x8x32xf32>
    %112 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %113 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %115 = stablehlo.add %113, %114 : tensor<1x1x1x32xf32>
    %116 = stablehlo.rsqrt %115 : tensor<1x1x1x32xf32>
    %117 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<1x1x1x32xf32>
    %119 = stablehlo.negate %112 : tensor<1x1x1x32xf32>
    %120 = stablehlo.multiply %119, %118 : tensor<1x1x1x32xf32>
    %121 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %122 = stablehlo.add %120, %121 : tensor<1x1x1x32xf32>
    %123 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %124 = stablehlo.multiply %111, %123 : tensor<8x8x8x32xf32>
    %125 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %126 = stablehlo.add %124, %125 : tensor<8x8x8x32xf32>
    %127 = stablehlo.convolution(%126, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x32x64xf32>) -> tensor<8x8x8x64xf32>
    %128 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %129 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %131 = stablehlo.add %129, %130 : tensor<1x1x1x64xf32>
    %132 = stablehlo.rsqrt %131 : tensor<1x1x1x64xf32>
    %133 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %134 = stablehlo.multiply %132, %133 : tensor<1x1x1x64xf32>
    %135 = stablehlo.negate %128 : tensor<1x1x1x64xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<1x1x1x64xf32>
    %137 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %138 = stablehlo.add %136, %137 : tensor<1x1x1x64xf32>
    %139 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %140 = stablehlo.multiply %127, %139 : tensor<8x8x8x64xf32>
    %141 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %142 = stablehlo.add %140, %141 : tensor<8x8x8x64xf32>
    %143 = call @silu_3(%142) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    return %143 : tensor<8x8x8x64xf32>
  }
  func.func private @_pad(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<8x34x34x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<8x34x34x3xf32>
    return %1 : tensor<8x34x34x3xf32>
  }
  func.func private @silu(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x16xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x16xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x16xf32>
    return %6 : tensor<8x16x16x16xf32>
  }
  func.func private @_pad_0(%arg0: tensor<8x16x16x16xf32>, %arg1: tensor<i32>) -> tensor<8x18x18x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x18x18x16xf32>
    return %1 : tensor<8x18x18x16xf32>
  }
  func.func private @_pad_1(%arg0: tensor<8x16x16x16xf32>, %arg1: tensor<i32>) -> tensor<8x16x16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @silu_2(%arg0: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x64xf32>
    return %6 : tensor<8x16x16x64xf32>
  }
  func.func private @silu_3(%arg0: tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x8x8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x8x8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x8x8x64xf32>
    return %6 : tensor<8x8x8x64xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x4xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x4xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x4xf32>
    return %6 : tensor<8x1x1x4xf32>
  }
  func.func private @_pad_5(%arg0: tensor<8x8x8x64xf32>, %arg1: tensor<i32>) -> tensor<8x8x8x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x8x8x64xf32>
    return %1 : tensor<8x8x8x64xf32>
  }
}
