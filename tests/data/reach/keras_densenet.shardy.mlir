module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<7x7x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<1x1x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<3x3x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg9: tensor<72xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<72xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<1x1x72x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<3x3x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg15: tensor<80xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<80xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<1x1x80x40xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg18: tensor<40xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<40xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<1x1x40x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg21: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<3x3x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg24: tensor<48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<1x1x48x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg27: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<3x3x32x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg30: tensor<56xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<56xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<72xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<72xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<80xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<80xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<40xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<40xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg48: tensor<48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<48xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<56xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<56xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}) -> (tensor<8x4x4x56xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg54, %arg0) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[2, 3], [2, 3]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<7x7x3x64xf32>) -> tensor<8x16x16x64xf32>
    %1 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %2 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %4 = stablehlo.add %2, %3 : tensor<1x1x1x64xf32>
    %5 = stablehlo.rsqrt %4 : tensor<1x1x1x64xf32>
    %6 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %7 = stablehlo.multiply %5, %6 : tensor<1x1x1x64xf32>
    %8 = stablehlo.negate %1 : tensor<1x1x1x64xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x1x1x64xf32>
    %10 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %11 = stablehlo.add %9, %10 : tensor<1x1x1x64xf32>
    %12 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<8x16x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x16x16x64xf32>
    %16 = call @relu(%15) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<f32>
    %18 = "stablehlo.reduce_window"(%16, %17) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<[[0, 0], [0, 1], [0, 1], [0, 0]]> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %196 = stablehlo.maximum %arg55, %arg56 : tensor<f32>
      stablehlo.return %196 : tensor<f32>
    }) : (tensor<8x16x16x64xf32>, tensor<f32>) -> tensor<8x8x8x64xf32>
    %19 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %20 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %cst_1 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x1x1x64xf32>
    %22 = stablehlo.add %20, %21 : tensor<1x1x1x64xf32>
    %23 = stablehlo.rsqrt %22 : tensor<1x1x1x64xf32>
    %24 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %25 = stablehlo.multiply %23, %24 : tensor<1x1x1x64xf32>
    %26 = stablehlo.negate %19 : tensor<1x1x1x64xf32>
    %27 = stablehlo.multiply %26, %25 : tensor<1x1x1x64xf32>
    %28 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %29 = stablehlo.add %27, %28 : tensor<1x1x1x64xf32>
    %30 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %31 = stablehlo.multiply %18, %30 : tensor<8x8x8x64xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %33 = stablehlo.add %31, %32 : tensor<8x8x8x64xf32>
    %34 = call @relu_0(%33) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %35 = stablehlo.convolution(%34, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x32xf32>) -> tensor<8x8x8x32xf32>
    %36 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %37 = stablehlo.reshape %arg37 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_2 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %39 = stablehlo.add %37, %38 : tensor<1x1x1x32xf32>
    %40 = stablehlo.rsqrt %39 : tensor<1x1x1x32xf32>
    %41 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<1x1x1x32xf32>
    %43 = stablehlo.negate %36 : tensor<1x1x1x32xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<1x1x1x32xf32>
    %45 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %46 = stablehlo.add %44, %45 : tensor<1x1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %48 = stablehlo.multiply %35, %47 : tensor<8x8x8x32xf32>
    %49 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %50 = stablehlo.add %48, %49 : tensor<8x8x8x32xf32>
    %51 = call @relu_1(%50) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %52 = stablehlo.convolution(%51, %arg8) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x8xf32>) -> tensor<8x8x8x8xf32>
    %53 = stablehlo.concatenate %18, %52, dim = 3 : (tensor<8x8x8x64xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x72xf32>
    %54 = stablehlo.reshape %arg38 : (tensor<72xf32>) -> tensor<1x1x1x72xf32>
    %55 = stablehlo.reshape %arg39 : (tensor<72xf32>) -> tensor<1x1x1x72xf32>
    %cst_3 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x72xf32>
    %57 = stablehlo.add %55, %56 : tensor<1x1x1x72xf32>
    %58 = stablehlo.rsqrt %57 : tensor<1x1x1x72xf32>
    %59 = stablehlo.reshape %arg9 : (tensor<72xf32>) -> tensor<1x1x1x72xf32>
    %60 = stablehlo.multiply %58, %59 : tensor<1x1x1x72xf32>
    %61 = stablehlo.negate %54 : tensor<1x1x1x72xf32>
    %62 = stablehlo.multiply %61, %60 : tensor<1x1x1x72xf32>
    %63 = stablehlo.reshape %arg10 : (tensor<72xf32>) -> tensor<1x1x1x72xf32>
    %64 = stablehlo.add %62, %63 : tensor<1x1x1x72xf32>
    %65 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x1x72xf32>) -> tensor<8x8x8x72xf32>
    %66 = stablehlo.multiply %53, %65 : tensor<8x8x8x72xf32>
    %67 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x72xf32>) -> tensor<8x8x8x72xf32>
    %68 = stablehlo.add %66, %67 : tensor<8x8x8x72xf32>
    %69 = call @relu_2(%68) : (tensor<8x8x8x72xf32>) -> tensor<8x8x8x72xf32>
    %70 = stablehlo.convolution(%69, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x72xf32>, tensor<1x1x72x32xf32>) -> tensor<8x8x8x32xf32>
    %71 = stablehlo.reshape %arg40 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %72 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_4 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %74 = stablehlo.add %72, %73 : tensor<1x1x1x32xf32>
    %75 = stablehlo.rsqrt %74 : tensor<1x1x1x32xf32>
    %76 = stablehlo.reshape %arg12 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<1x1x1x32xf32>
    %78 = stablehlo.negate %71 : tensor<1x1x1x32xf32>
    %79 = stablehlo.multiply %78, %77 : tensor<1x1x1x32xf32>
    %80 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %81 = stablehlo.add %79, %80 : tensor<1x1x1x32xf32>
    %82 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %83 = stablehlo.multiply %70, %82 : tensor<8x8x8x32xf32>
    %84 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %85 = stablehlo.add %83, %84 : tensor<8x8x8x32xf32>
    %86 = call @relu_1(%85) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %87 = stablehlo.convolution(%86, %arg14) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x8xf32>) -> tensor<8x8x8x8xf32>
    %88 = stablehlo.concatenate %53, %87, dim = 3 : (tensor<8x8x8x72xf32>, tensor<8x8x8x8xf32>) -> tensor<8x8x8x80xf32>
    %89 = stablehlo.reshape %arg42 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %90 = stablehlo.reshape %arg43 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %cst_5 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x80xf32>
    %92 = stablehlo.add %90, %91 : tensor<1x1x1x80xf32>
    %93 = stablehlo.rsqrt %92 : tensor<1x1x1x80xf32>
    %94 = stablehlo.reshape %arg15 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<1x1x1x80xf32>
    %96 = stablehlo.negate %89 : tensor<1x1x1x80xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<1x1x1x80xf32>
    %98 = stablehlo.reshape %arg16 : (tensor<80xf32>) -> tensor<1x1x1x80xf32>
    %99 = stablehlo.add %97, %98 : tensor<1x1x1x80xf32>
    %100 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x8x8x80xf32>
    %101 = stablehlo.multiply %88, %100 : tensor<8x8x8x80xf32>
    %102 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x80xf32>) -> tensor<8x8x8x80xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x8x8x80xf32>
    %104 = call @relu_3(%103) : (tensor<8x8x8x80xf32>) -> tensor<8x8x8x80xf32>
    %105 = stablehlo.convolution(%104, %arg17) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x80xf32>, tensor<1x1x80x40xf32>) -> tensor<8x8x8x40xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<f32>
    %107 = "stablehlo.reduce_window"(%105, %106) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%arg55: tensor<f32>, %arg56: tensor<f32>):
      %196 = stablehlo.add %arg55, %arg56 : tensor<f32>
      stablehlo.return %196 : tensor<f32>
    }) : (tensor<8x8x8x40xf32>, tensor<f32>) -> tensor<8x4x4x40xf32>
    %cst_7 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x4x40xf32>
    %109 = stablehlo.divide %107, %108 : tensor<8x4x4x40xf32>
    %110 = stablehlo.reshape %arg44 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %111 = stablehlo.reshape %arg45 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %cst_8 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x40xf32>
    %113 = stablehlo.add %111, %112 : tensor<1x1x1x40xf32>
    %114 = stablehlo.rsqrt %113 : tensor<1x1x1x40xf32>
    %115 = stablehlo.reshape %arg18 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<1x1x1x40xf32>
    %117 = stablehlo.negate %110 : tensor<1x1x1x40xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<1x1x1x40xf32>
    %119 = stablehlo.reshape %arg19 : (tensor<40xf32>) -> tensor<1x1x1x40xf32>
    %120 = stablehlo.add %118, %119 : tensor<1x1x1x40xf32>
    %121 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<8x4x4x40xf32>
    %122 = stablehlo.multiply %109, %121 : tensor<8x4x4x40xf32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x40xf32>) -> tensor<8x4x4x40xf32>
    %124 = stablehlo.add %122, %123 : tensor<8x4x4x40xf32>
    %125 = call @relu_4(%124) : (tensor<8x4x4x40xf32>) -> tensor<8x4x4x40xf32>
    %126 = stablehlo.convolution(%125, %arg20) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x40xf32>, tensor<1x1x40x32xf32>) -> tensor<8x4x4x32xf32>
    %127 = stablehlo.reshape %arg46 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %128 = stablehlo.reshape %arg47 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_9 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %130 = stablehlo.add %128, %129 : tensor<1x1x1x32xf32>
    %131 = stablehlo.rsqrt %130 : tensor<1x1x1x32xf32>
    %132 = stablehlo.reshape %arg21 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<1x1x1x32xf32>
    %134 = stablehlo.negate %127 : tensor<1x1x1x32xf32>
    %135 = stablehlo.multiply %134, %133 : tensor<1x1x1x32xf32>
    %136 = stablehlo.reshape %arg22 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %137 = stablehlo.add %135, %136 : tensor<1x1x1x32xf32>
    %138 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %139 = stablehlo.multiply %126, %138 : tensor<8x4x4x32xf32>
    %140 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %141 = stablehlo.add %139, %140 : tensor<8x4x4x32xf32>
    %142 = call @relu_5(%141) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %143 = stablehlo.convolution(%142, %arg23) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x8xf32>) -> tensor<8x4x4x8xf32>
    %144 = stablehlo.concatenate %109, %143, dim = 3 : (tensor<8x4x4x40xf32>, tensor<8x4x4x8xf32>) -> tensor<8x4x4x48xf32>
    %145 = stablehlo.reshape %arg48 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %146 = stablehlo.reshape %arg49 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %cst_10 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x1x1x48xf32>
    %148 = stablehlo.add %146, %147 : tensor<1x1x1x48xf32>
    %149 = stablehlo.rsqrt %148 : tensor<1x1x1x48xf32>
    %150 = stablehlo.reshape %arg24 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<1x1x1x48xf32>
    %152 = stablehlo.negate %145 : tensor<1x1x1x48xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<1x1x1x48xf32>
    %154 = stablehlo.reshape %arg25 : (tensor<48xf32>) -> tensor<1x1x1x48xf32>
    %155 = stablehlo.add %153, %154 : tensor<1x1x1x48xf32>
    %156 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<8x4x4x48xf32>
    %157 = stablehlo.multiply %144, %156 : tensor<8x4x4x48xf32>
    %158 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x1x1x48xf32>) -> tensor<8x4x4x48xf32>
    %159 = stablehlo.add %157, %158 : tensor<8x4x4x48xf32>
    %160 = call @relu_6(%159) : (tensor<8x4x4x48xf32>) -> tensor<8x4x4x48xf32>
    %161 = stablehlo.convolution(%160, %arg26) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x48xf32>, tensor<1x1x48x32xf32>) -> tensor<8x4x4x32xf32>
    %162 = stablehlo.reshape %arg50 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %163 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %165 = stablehlo.add %163, %164 : tensor<1x1x1x32xf32>
    %166 = stablehlo.rsqrt %165 : tensor<1x1x1x32xf32>
    %167 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %168 = stablehlo.multiply %166, %167 : tensor<1x1x1x32xf32>
    %169 = stablehlo.negate %162 : tensor<1x1x1x32xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<1x1x1x32xf32>
    %171 = stablehlo.reshape %arg28 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %172 = stablehlo.add %170, %171 : tensor<1x1x1x32xf32>
    %173 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %174 = stablehlo.multiply %161, %173 : tensor<8x4x4x32xf32>
    %175 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %176 = stablehlo.add %174, %175 : tensor<8x4x4x32xf32>
    %177 = call @relu_5(%176) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %178 = stablehlo.convolution(%177, %arg29) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x8xf32>) -> tensor<8x4x4x8xf32>
    %179 = stablehlo.concatenate %144, %178, dim = 3 : (tensor<8x4x4x48xf32>, tensor<8x4x4x8xf32>) -> tensor<8x4x4x56xf32>
    %180 = stablehlo.reshape %arg52 : (tensor<56xf32>) -> tensor<1x1x1x56xf32>
    %181 = stablehlo.reshape %arg53 : (tensor<56xf32>) -> tensor<1x1x1x56xf32>
    %cst_12 = stablehlo.constant dense<1.001000e-05> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x56xf32>
    %183 = stablehlo.add %181, %182 : tensor<1x1x1x56xf32>
    %184 = stablehlo.rsqrt %183 : tensor<1x1x1x56xf32>
    %185 = stablehlo.reshape %arg30 : (tensor<56xf32>) -> tensor<1x1x1x56xf32>
    %186 = stablehlo.multiply %184, %185 : tensor<1x1x1x56xf32>
    %187 = stablehlo.negate %180 : tensor<1x1x1x56xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<1x1x1x56xf32>
    %189 = stablehlo.reshape %arg31 : (tensor<56xf32>) -> tensor<1x1x1x56xf32>
    %190 = stablehlo.add %188, %189 : tensor<1x1x1x56xf32>
    %191 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x1x1x56xf32>) -> tensor<8x4x4x56xf32>
    %192 = stablehlo.multiply %179, %191 : tensor<8x4x4x56xf32>
    %193 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x56xf32>) -> tensor<8x4x4x56xf32>
    %194 = stablehlo.add %192, %193 : tensor<8x4x4x56xf32>
    %195 = call @relu_7(%194) : (tensor<8x4x4x56xf32>) -> tensor<8x4x4x56xf32>
    return %195 : tensor<8x4x4x56xf32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x64xf32>
    return %1 : tensor<8x16x16x64xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x64xf32>
    return %1 : tensor<8x8x8x64xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x32xf32>
    return %1 : tensor<8x8x8x32xf32>
  }
  func.func private @relu_2(%arg0: tensor<8x8x8x72xf32>) -> tensor<8x8x8x72xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x72xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x72xf32>
    return %1 : tensor<8x8x8x72xf32>
  }
  func.func private @relu_3(%arg0: tensor<8x8x8x80xf32>) -> tensor<8x8x8x80xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x80xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x80xf32>
    return %1 : tensor<8x8x8x80xf32>
  }
  func.func private @relu_4(%arg0: tensor<8x4x4x40xf32>) -> tensor<8x4x4x40xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x40xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x40xf32>
    return %1 : tensor<8x4x4x40xf32>
  }
  func.func private @relu_5(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x32xf32>
    return %1 : tensor<8x4x4x32xf32>
  }
  func.func private @relu_6(%arg0: tensor<8x4x4x48xf32>) -> tensor<8x4x4x48xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x48xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x48xf32>
    return %1 : tensor<8x4x4x48xf32>
  }
  func.func private @relu_7(%arg0: tensor<8x4x4x56xf32>) -> tensor<8x4x4x56xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x56xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x56xf32>
    return %1 : tensor<8x4x4x56xf32>
  }
}
