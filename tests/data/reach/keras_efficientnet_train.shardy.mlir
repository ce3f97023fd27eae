module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<1x1x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<3x3x64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<1x1x64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg16: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<1x1x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<1x1x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg20: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<3x3x3x16xf32> {jax.result_info = "result[0][0]"}, tensor<16xf32> {jax.result_info = "result[0][1]"}, tensor<16xf32> {jax.result_info = "result[0][2]"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0][3]"}, tensor<16xf32> {jax.result_info = "result[0][4]"}, tensor<16xf32> {jax.result_info = "result[0][5]"}, tensor<1x1x16x16xf32> {jax.result_info = "result[0][6]"}, tensor<16xf32> {jax.result_info = "result[0][7]"}, tensor<16xf32> {jax.result_info = "result[0][8]"}, tensor<1x1x16x64xf32> {jax.result_info = "result[0][9]"}, tensor<64xf32> {jax.result_info = "result[0][10]"}, tensor<64xf32> {jax.result_info = "result[0][11]"}, tensor<3x3x64x1xf32> {jax.result_info = "result[0][12]"}, tensor<64xf32> {jax.result_info = "result[0][13]"}, tensor<64xf32> {jax.result_info = "result[0][14]"}, tensor<1x1x64x4xf32> {jax.result_info = "result[0][15]"}, tensor<4xf32> {jax.result_info = "result[0][16]"}, tensor<1x1x4x64xf32> {jax.result_info = "result[0][17]"}, tensor<64xf32> {jax.result_info = "result[0][18]"}, tensor<1x1x64x32xf32> {jax.result_info = "result[0][19]"}, tensor<32xf32> {jax.result_info = "result[0][20]"}, tensor<32xf32> {jax.result_info = "result[0][21]"}, tensor<1x1x32x64xf32> {jax.result_info = "result[0][22]"}, tensor<64xf32> {jax.result_info = "result[0][23]"}, tensor<64xf32> {jax.result_info = "result[0][24]"}, tensor<f32> {jax.result_info = "result[1]"}) {
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
    %17:3 = call @silu(%16) : (tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad_0(%17#0, %c_0) : (tensor<8x16x16x16xf32>, tensor<i32>) -> tensor<8x18x18x16xf32>
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
    %35:3 = call @silu(%34) : (tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>)
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %36 = call @_pad_1(%35#0, %c_2) : (tensor<8x16x16x16xf32>, tensor<i32>) -> tensor<8x16x16x16xf32>
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
    %53 = stablehlo.add %52, %17#0 : tensor<8x16x16x16xf32>
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
    %70:3 = call @silu_2(%69) : (tensor<8x16x16x64xf32>) -> (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>)
    %71 = stablehlo.reshape %arg12 : (tensor<3x3x64x1xf32>) -> tensor<3x3x1x64xf32>
    %72 = stablehlo.convolution(%70#0, %71) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x1x64xf32>) -> tensor<8x8x8x64xf32>
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
    %88:3 = call @silu_3(%87) : (tensor<8x8x8x64xf32>) -> (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88#0 init: %cst_6) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x64xf32>
    %92 = stablehlo.reshape %91 : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %93 = stablehlo.convolution(%92, %arg15) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x64xf32>, tensor<1x1x64x4xf32>) -> tensor<8x1x1x4xf32>
    %94 = stablehlo.reshape %arg16 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %96 = stablehlo.add %93, %95 : tensor<8x1x1x4xf32>
    %97:3 = call @silu_4(%96) : (tensor<8x1x1x4xf32>) -> (tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>)
    %98 = stablehlo.convolution(%97#0, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x64xf32>) -> tensor<8x1x1x64xf32>
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
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %109 = stablehlo.subtract %108, %107 : tensor<8x1x1x64xf32>
    %110 = stablehlo.multiply %107, %109 : tensor<8x1x1x64xf32>
    %111 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %112 = stablehlo.multiply %88#0, %111 : tensor<8x8x8x64xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %113 = call @_pad_5(%112, %c_11) : (tensor<8x8x8x64xf32>, tensor<i32>) -> tensor<8x8x8x64xf32>
    %114 = stablehlo.convolution(%113, %arg19) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<8x8x8x32xf32>
    %115 = stablehlo.reshape %arg35 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %116 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %118 = stablehlo.add %116, %117 : tensor<1x1x1x32xf32>
    %119 = stablehlo.rsqrt %118 : tensor<1x1x1x32xf32>
    %120 = stablehlo.reshape %arg20 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<1x1x1x32xf32>
    %122 = stablehlo.negate %115 : tensor<1x1x1x32xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<1x1x1x32xf32>
    %124 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %125 = stablehlo.add %123, %124 : tensor<1x1x1x32xf32>
    %126 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %127 = stablehlo.multiply %114, %126 : tensor<8x8x8x32xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %129 = stablehlo.add %127, %128 : tensor<8x8x8x32xf32>
    %130 = stablehlo.convolution(%129, %arg22) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x32x64xf32>) -> tensor<8x8x8x64xf32>
    %131 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %132 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %134 = stablehlo.add %132, %133 : tensor<1x1x1x64xf32>
    %135 = stablehlo.rsqrt %134 : tensor<1x1x1x64xf32>
    %136 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<1x1x1x64xf32>
    %138 = stablehlo.negate %131 : tensor<1x1x1x64xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<1x1x1x64xf32>
    %140 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %141 = stablehlo.add %139, %140 : tensor<1x1x1x64xf32>
    %142 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %143 = stablehlo.multiply %130, %142 : tensor<8x8x8x64xf32>
    %144 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %145 = stablehlo.add %143, %144 : tensor<8x8x8x64xf32>
    %146:3 = call @silu_3(%145) : (tensor<8x8x8x64xf32>) -> (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>)
    %147 = chlo.square %146#0 : tensor<8x8x8x64xf32> -> tensor<8x8x8x64xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %149 = stablehlo.multiply %148, %146#0 : tensor<8x8x8x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%147 init: %cst_15) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_16 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %151 = stablehlo.divide %150, %cst_16 : tensor<f32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.add %cst_17, %151 : tensor<f32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_19 = stablehlo.constant dense<3.276800e+04> : tensor<f32>
    %153 = stablehlo.divide %cst_18, %cst_19 : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %155 = stablehlo.multiply %154, %149 : tensor<8x8x8x64xf32>
    %156 = call @silu_6(%146#1, %146#2, %145, %155) : (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_20) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %158 = stablehlo.reshape %157 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %159 = stablehlo.multiply %130, %156 : tensor<8x8x8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_21) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %161 = stablehlo.reshape %160 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %163 = stablehlo.multiply %156, %162 : tensor<8x8x8x64xf32>
    %164 = stablehlo.reshape %158 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %165 = stablehlo.multiply %138, %158 : tensor<1x1x1x64xf32>
    %166 = stablehlo.add %161, %165 : tensor<1x1x1x64xf32>
    %167 = stablehlo.multiply %135, %166 : tensor<1x1x1x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %169 = stablehlo.convolution(%129, %163) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<8x8x8x64xf32>) -> tensor<1x1x32x64xf32>
    %170 = stablehlo.reverse %arg22, dims = [0, 1] : tensor<1x1x32x64xf32>
    %171 = stablehlo.convolution(%163, %170) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x32x64xf32>) -> tensor<8x8x8x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_22) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %173 = stablehlo.reshape %172 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %174 = stablehlo.multiply %114, %171 : tensor<8x8x8x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_23) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %176 = stablehlo.reshape %175 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %177 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %178 = stablehlo.multiply %171, %177 : tensor<8x8x8x32xf32>
    %179 = stablehlo.reshape %173 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %180 = stablehlo.multiply %122, %173 : tensor<1x1x1x32xf32>
    %181 = stablehlo.add %176, %180 : tensor<1x1x1x32xf32>
    %182 = stablehlo.multiply %119, %181 : tensor<1x1x1x32xf32>
    %183 = stablehlo.reshape %182 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %184 = stablehlo.convolution(%113, %178) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<8x8x8x32xf32>) -> tensor<1x1x64x32xf32>
    %185 = stablehlo.reverse %arg19, dims = [0, 1] : tensor<1x1x64x32xf32>
    %186 = stablehlo.convolution(%178, %185) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x64x32xf32>) -> tensor<8x8x8x64xf32>
    %187 = call @_pad_7(%186) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %188 = stablehlo.multiply %88#0, %187 : tensor<8x8x8x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_24) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %191 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %192 = stablehlo.multiply %187, %191 : tensor<8x8x8x64xf32>
    %193 = stablehlo.multiply %190, %110 : tensor<8x1x1x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x64xf32>, tensor<f32>) -> tensor<1x1x64xf32>
    %195 = stablehlo.reshape %194 : (tensor<1x1x64xf32>) -> tensor<1x1x1x64xf32>
    %196 = stablehlo.reshape %195 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %197 = stablehlo.convolution(%97#0, %193) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<8x1x1x64xf32>) -> tensor<1x1x4x64xf32>
    %198 = stablehlo.reverse %arg17, dims = [0, 1] : tensor<1x1x4x64xf32>
    %199 = stablehlo.convolution(%193, %198) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x64xf32>, tensor<1x1x4x64xf32>) -> tensor<8x1x1x4xf32>
    %200 = call @silu_8(%97#1, %97#2, %96, %199) : (tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_26) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x4xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %202 = stablehlo.reshape %201 : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %204 = stablehlo.convolution(%92, %200) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x64xf32>, tensor<8x1x1x4xf32>) -> tensor<1x1x64x4xf32>
    %205 = stablehlo.reverse %arg15, dims = [0, 1] : tensor<1x1x64x4xf32>
    %206 = stablehlo.convolution(%200, %205) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x64x4xf32>) -> tensor<8x1x1x64xf32>
    %207 = stablehlo.reshape %206 : (tensor<8x1x1x64xf32>) -> tensor<8x64xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %209 = stablehlo.divide %207, %208 : tensor<8x64xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x8x8x64xf32>
    %211 = stablehlo.add %192, %210 : tensor<8x8x8x64xf32>
    %212 = call @silu_6(%88#1, %88#2, %87, %211) : (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %214 = stablehlo.reshape %213 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %215 = stablehlo.multiply %72, %212 : tensor<8x8x8x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_29) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %217 = stablehlo.reshape %216 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %218 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %219 = stablehlo.multiply %212, %218 : tensor<8x8x8x64xf32>
    %220 = stablehlo.reshape %214 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %221 = stablehlo.multiply %80, %214 : tensor<1x1x1x64xf32>
    %222 = stablehlo.add %217, %221 : tensor<1x1x1x64xf32>
    %223 = stablehlo.multiply %77, %222 : tensor<1x1x1x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %225 = stablehlo.convolution(%70#0, %219) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 64 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<8x8x8x64xf32>) -> tensor<3x3x1x64xf32>
    %226 = stablehlo.reshape %71 : (tensor<3x3x1x64xf32>) -> tensor<3x3x1x64x1xf32>
    %227 = stablehlo.transpose %226, dims = [0, 1, 3, 2, 4] : (tensor<3x3x1x64x1xf32>) -> tensor<3x3x64x1x1xf32>
    %228 = stablehlo.reshape %227 : (tensor<3x3x64x1x1xf32>) -> tensor<3x3x64x1xf32>
    %229 = stablehlo.reverse %228, dims = [0, 1] : tensor<3x3x64x1xf32>
    %230 = stablehlo.convolution(%219, %229) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 1], [2, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 64 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x1xf32>) -> tensor<8x16x16x64xf32>
    %231 = stablehlo.reshape %225 : (tensor<3x3x1x64xf32>) -> tensor<3x3x64x1xf32>
    %232 = call @silu_9(%70#1, %70#2, %69, %230) : (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_30) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %234 = stablehlo.reshape %233 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %235 = stablehlo.multiply %54, %232 : tensor<8x16x16x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_31) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<64xf32>
    %237 = stablehlo.reshape %236 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %238 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %239 = stablehlo.multiply %232, %238 : tensor<8x16x16x64xf32>
    %240 = stablehlo.reshape %234 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %241 = stablehlo.multiply %62, %234 : tensor<1x1x1x64xf32>
    %242 = stablehlo.add %237, %241 : tensor<1x1x1x64xf32>
    %243 = stablehlo.multiply %59, %242 : tensor<1x1x1x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<1x1x1x64xf32>) -> tensor<64xf32>
    %245 = stablehlo.convolution(%53, %239) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x16x16x64xf32>) -> tensor<1x1x16x64xf32>
    %246 = stablehlo.reverse %arg9, dims = [0, 1] : tensor<1x1x16x64xf32>
    %247 = stablehlo.convolution(%239, %246) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<1x1x16x64xf32>) -> tensor<8x16x16x16xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.reduce(%247 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %249 = stablehlo.reshape %248 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %250 = stablehlo.multiply %37, %247 : tensor<8x16x16x16xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %252 = stablehlo.reshape %251 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %253 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %254 = stablehlo.multiply %247, %253 : tensor<8x16x16x16xf32>
    %255 = stablehlo.reshape %249 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %256 = stablehlo.multiply %45, %249 : tensor<1x1x1x16xf32>
    %257 = stablehlo.add %252, %256 : tensor<1x1x1x16xf32>
    %258 = stablehlo.multiply %42, %257 : tensor<1x1x1x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %260 = stablehlo.convolution(%36, %254) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<1x1x16x16xf32>
    %261 = stablehlo.reverse %arg6, dims = [0, 1] : tensor<1x1x16x16xf32>
    %262 = stablehlo.convolution(%254, %261) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x16x16x16xf32>
    %263 = call @_pad_10(%262) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %264 = call @silu_11(%35#1, %35#2, %34, %263) : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_34) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %266 = stablehlo.reshape %265 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %267 = stablehlo.multiply %19, %264 : tensor<8x16x16x16xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%267 init: %cst_35) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %269 = stablehlo.reshape %268 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %270 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %271 = stablehlo.multiply %264, %270 : tensor<8x16x16x16xf32>
    %272 = stablehlo.reshape %266 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %273 = stablehlo.multiply %27, %266 : tensor<1x1x1x16xf32>
    %274 = stablehlo.add %269, %273 : tensor<1x1x1x16xf32>
    %275 = stablehlo.multiply %24, %274 : tensor<1x1x1x16xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %277 = stablehlo.convolution(%18, %271) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x18x18x16xf32>, tensor<8x16x16x16xf32>) -> tensor<3x3x16x16xf32>
    %278 = stablehlo.reverse %arg3, dims = [0, 1] : tensor<3x3x16x16xf32>
    %279 = stablehlo.convolution(%271, %278) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[2, 2], [2, 2]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x18x18x16xf32>
    %280 = call @_pad_12(%279) : (tensor<8x18x18x16xf32>) -> tensor<8x16x16x16xf32>
    %281 = stablehlo.add %247, %280 : tensor<8x16x16x16xf32>
    %282 = call @silu_11(%17#1, %17#2, %16, %281) : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_36) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %284 = stablehlo.reshape %283 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %285 = stablehlo.multiply %1, %282 : tensor<8x16x16x16xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %287 = stablehlo.reshape %286 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %288 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %289 = stablehlo.multiply %282, %288 : tensor<8x16x16x16xf32>
    %290 = stablehlo.reshape %284 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %291 = stablehlo.multiply %9, %284 : tensor<1x1x1x16xf32>
    %292 = stablehlo.add %287, %291 : tensor<1x1x1x16xf32>
    %293 = stablehlo.multiply %6, %292 : tensor<1x1x1x16xf32>
    %294 = stablehlo.reshape %293 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %295 = stablehlo.convolution(%0, %289) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x34x34x3xf32>, tensor<8x16x16x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %297 = stablehlo.multiply %296, %295 : tensor<3x3x3x16xf32>
    %298 = stablehlo.subtract %arg0, %297 : tensor<3x3x3x16xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %300 = stablehlo.multiply %299, %294 : tensor<16xf32>
    %301 = stablehlo.subtract %arg1, %300 : tensor<16xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %303 = stablehlo.multiply %302, %290 : tensor<16xf32>
    %304 = stablehlo.subtract %arg2, %303 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %306 = stablehlo.multiply %305, %277 : tensor<3x3x16x16xf32>
    %307 = stablehlo.subtract %arg3, %306 : tensor<3x3x16x16xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %309 = stablehlo.multiply %308, %276 : tensor<16xf32>
    %310 = stablehlo.subtract %arg4, %309 : tensor<16xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %312 = stablehlo.multiply %311, %272 : tensor<16xf32>
    %313 = stablehlo.subtract %arg5, %312 : tensor<16xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %315 = stablehlo.multiply %314, %260 : tensor<1x1x16x16xf32>
    %316 = stablehlo.subtract %arg6, %315 : tensor<1x1x16x16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %318 = stablehlo.multiply %317, %259 : tensor<16xf32>
    %319 = stablehlo.subtract %arg7, %318 : tensor<16xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %321 = stablehlo.multiply %320, %255 : tensor<16xf32>
    %322 = stablehlo.subtract %arg8, %321 : tensor<16xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1x1x16x64xf32>
    %324 = stablehlo.multiply %323, %245 : tensor<1x1x16x64xf32>
    %325 = stablehlo.subtract %arg9, %324 : tensor<1x1x16x64xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %327 = stablehlo.multiply %326, %244 : tensor<64xf32>
    %328 = stablehlo.subtract %arg10, %327 : tensor<64xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %330 = stablehlo.multiply %329, %240 : tensor<64xf32>
    %331 = stablehlo.subtract %arg11, %330 : tensor<64xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<3x3x64x1xf32>
    %333 = stablehlo.multiply %332, %231 : tensor<3x3x64x1xf32>
    %334 = stablehlo.subtract %arg12, %333 : tensor<3x3x64x1xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %336 = stablehlo.multiply %335, %224 : tensor<64xf32>
    %337 = stablehlo.subtract %arg13, %336 : tensor<64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %339 = stablehlo.multiply %338, %220 : tensor<64xf32>
    %340 = stablehlo.subtract %arg14, %339 : tensor<64xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<1x1x64x4xf32>
    %342 = stablehlo.multiply %341, %204 : tensor<1x1x64x4xf32>
    %343 = stablehlo.subtract %arg15, %342 : tensor<1x1x64x4xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %345 = stablehlo.multiply %344, %203 : tensor<4xf32>
    %346 = stablehlo.subtract %arg16, %345 : tensor<4xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<1x1x4x64xf32>
    %348 = stablehlo.multiply %347, %197 : tensor<1x1x4x64xf32>
    %349 = stablehlo.subtract %arg17, %348 : tensor<1x1x4x64xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %351 = stablehlo.multiply %350, %196 : tensor<64xf32>
    %352 = stablehlo.subtract %arg18, %351 : tensor<64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1x1x64x32xf32>
    %354 = stablehlo.multiply %353, %184 : tensor<1x1x64x32xf32>
    %355 = stablehlo.subtract %arg19, %354 : tensor<1x1x64x32xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %357 = stablehlo.multiply %356, %183 : tensor<32xf32>
    %358 = stablehlo.subtract %arg20, %357 : tensor<32xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %360 = stablehlo.multiply %359, %179 : tensor<32xf32>
    %361 = stablehlo.subtract %arg21, %360 : tensor<32xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x32x64xf32>
    %363 = stablehlo.multiply %362, %169 : tensor<1x1x32x64xf32>
    %364 = stablehlo.subtract %arg22, %363 : tensor<1x1x32x64xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %366 = stablehlo.multiply %365, %168 : tensor<64xf32>
    %367 = stablehlo.subtract %arg23, %366 : tensor<64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %369 = stablehlo.multiply %368, %164 : tensor<64xf32>
    %370 = stablehlo.subtract %arg24, %369 : tensor<64xf32>
    return %298, %301, %304, %307, %310, %313, %316, %319, %322, %325, %328, %331, %334, %337, %340, %343, %346, %349, %352, %355, %358, %361, %364, %367, %370, %152 : tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<3x3x64x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<1x1x64x4xf32>, tensor<4xf32>, tensor<1x1x4x64xf32>, tensor<64xf32>, tensor<1x1x64x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x32x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @_pad(%arg0: tensor<8x32x32x3xf32>, %arg1: tensor<i32>) -> tensor<8x34x34x3xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 1, 1, 0], high = [0, 1, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x32x32x3xf32>, tensor<f32>) -> tensor<8x34x34x3xf32>
    return %1 : tensor<8x34x34x3xf32>
  }
  func.func private @silu(%arg0: tensor<8x16x16x16xf32>) -> (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x16xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x16xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x16x16x16xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x16x16x16xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x16xf32>
    return %9, %8, %5 : tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>
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
  func.func private @silu_2(%arg0: tensor<8x16x16x64xf32>) -> (tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x16x16x64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x16x16x64xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x64xf32>
    return %9, %8, %5 : tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>, tensor<8x16x16x64xf32>
  }
  func.func private @silu_3(%arg0: tensor<8x8x8x64xf32>) -> (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x8x8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x8x8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x8x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x8x8x64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x8x8x64xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x8x8x64xf32>
    return %9, %8, %5 : tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x1x1x4xf32>) -> (tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x1x1x4xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x1x4xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x1x4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x1x4xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x1x1x4xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x1x1x4xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x1x1x4xf32>
    return %9, %8, %5 : tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>
  }
  func.func private @_pad_5(%arg0: tensor<8x8x8x64xf32>, %arg1: tensor<i32>) -> tensor<8x8x8x64xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x8x8x64xf32>
    return %1 : tensor<8x8x8x64xf32>
  }
  func.func private @silu_6(%arg0: tensor<8x8x8x64xf32>, %arg1: tensor<8x8x8x64xf32>, %arg2: tensor<8x8x8x64xf32>, %arg3: tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x8x8x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x8x8x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x8x8x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x8x8x64xf32>
    return %3 : tensor<8x8x8x64xf32>
  }
  func.func private @_pad_7(%arg0: tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x8x8x64xf32>, tensor<f32>) -> tensor<8x8x8x64xf32>
    %1 = stablehlo.slice %0 [0:8, 0:8, 0:8, 0:64] : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    return %1 : tensor<8x8x8x64xf32>
  }
  func.func private @silu_8(%arg0: tensor<8x1x1x4xf32>, %arg1: tensor<8x1x1x4xf32>, %arg2: tensor<8x1x1x4xf32>, %arg3: tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x1x1x4xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x1x1x4xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x1x1x4xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x1x1x4xf32>
    return %3 : tensor<8x1x1x4xf32>
  }
  func.func private @silu_9(%arg0: tensor<8x16x16x64xf32>, %arg1: tensor<8x16x16x64xf32>, %arg2: tensor<8x16x16x64xf32>, %arg3: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x16x16x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x16x16x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x16x16x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x16x16x64xf32>
    return %3 : tensor<8x16x16x64xf32>
  }
  func.func private @_pad_10(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, 0, 0, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.slice %0 [0:8, 0:16, 0:16, 0:16] : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @silu_11(%arg0: tensor<8x16x16x16xf32>, %arg1: tensor<8x16x16x16xf32>, %arg2: tensor<8x16x16x16xf32>, %arg3: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x16x16x16xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x16x16x16xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x16x16x16xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x16x16x16xf32>
    return %3 : tensor<8x16x16x16xf32>
  }
  func.func private @_pad_12(%arg0: tensor<8x18x18x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.pad %arg0, %cst, low = [0, -1, -1, 0], high = [0, -1, -1, 0], interior = [0, 0, 0, 0] : (tensor<8x18x18x16xf32>, tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.slice %0 [0:8, 0:16, 0:16, 0:16] : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
}
