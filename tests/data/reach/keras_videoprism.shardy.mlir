module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg27: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg28: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg29: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<8x2x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}]>}) -> (tensor<8x2x16x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<[[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]> : tensor<1x16xi32>
    %c_0 = stablehlo.constant dense<[[0, 1]]> : tensor<1x2xi32>
    %0 = stablehlo.reshape %arg40 : (tensor<8x2x32x32x3xf32>) -> tensor<16x32x32x3xf32>
    %1 = stablehlo.reshape %0 : (tensor<16x32x32x3xf32>) -> tensor<16x4x8x4x8x3xf32>
    %2 = stablehlo.transpose %1, dims = [0, 1, 3, 2, 4, 5] : (tensor<16x4x8x4x8x3xf32>) -> tensor<16x4x4x8x8x3xf32>
    %3 = stablehlo.reshape %2 : (tensor<16x4x4x8x8x3xf32>) -> tensor<16x16x192xf32>
    %4 = stablehlo.dot_general %3, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x192xf32>, tensor<192x64xf32>) -> tensor<16x16x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %7 = stablehlo.add %4, %6 : tensor<16x16x64xf32>
    %8 = call @_take(%arg2, %c) : (tensor<16x64xf32>, tensor<1x16xi32>) -> tensor<1x16x64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x16x64xf32>) -> tensor<16x16x64xf32>
    %10 = stablehlo.add %7, %9 : tensor<16x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<16x16x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_var(%10, %c_2) : (tensor<16x16x64xf32>, tensor<i32>) -> tensor<16x16x1xf32>
    %16 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %17 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<16x16x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<16x16x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %22 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %23 = stablehlo.multiply %21, %22 : tensor<16x16x64xf32>
    %24 = stablehlo.negate %14 : tensor<16x16x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %26 = stablehlo.multiply %25, %23 : tensor<16x16x64xf32>
    %27 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %28 = stablehlo.add %26, %27 : tensor<16x16x64xf32>
    %29 = stablehlo.multiply %10, %23 : tensor<16x16x64xf32>
    %30 = stablehlo.add %29, %28 : tensor<16x16x64xf32>
    %31 = stablehlo.dot_general %30, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xf32>, tensor<64x4x16xf32>) -> tensor<16x16x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<16x16x4x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<16x16x4x16xf32>
    %35 = stablehlo.dot_general %30, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xf32>, tensor<64x4x16xf32>) -> tensor<16x16x4x16xf32>
    %36 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<16x16x4x16xf32>
    %38 = stablehlo.add %35, %37 : tensor<16x16x4x16xf32>
    %39 = stablehlo.dot_general %30, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xf32>, tensor<64x4x16xf32>) -> tensor<16x16x4x16xf32>
    %40 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<16x16x4x16xf32>
    %42 = stablehlo.add %39, %41 : tensor<16x16x4x16xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %43 = stablehlo.rsqrt %cst_4 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] : (tensor<f32>) -> tensor<16x16x4x16xf32>
    %45 = stablehlo.multiply %34, %44 : tensor<16x16x4x16xf32>
    %46 = stablehlo.dot_general %45, %38, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x4x16xf32>, tensor<16x16x4x16xf32>) -> tensor<16x4x16x16xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_5) applies stablehlo.maximum across dimensions = [3] : (tensor<16x4x16x16xf32>, tensor<f32>) -> tensor<16x4x16xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16x4x16xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<16x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<16x4x16xf32>) -> tensor<16x4x16x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<16x4x16x1xf32>) -> tensor<16x4x16x16xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<16x4x16x16xf32>
    %53 = stablehlo.exponential %52 : tensor<16x4x16x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<16x4x16x16xf32>, tensor<f32>) -> tensor<16x4x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<16x4x16xf32>) -> tensor<16x4x16x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<16x4x16x1xf32>) -> tensor<16x4x16x16xf32>
    %57 = stablehlo.divide %53, %56 : tensor<16x4x16x16xf32>
    %58 = stablehlo.dot_general %42, %57, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<16x16x4x16xf32>, tensor<16x4x16x16xf32>) -> tensor<16x4x16x16xf32>
    %59 = stablehlo.transpose %58, dims = [0, 3, 1, 2] : (tensor<16x4x16x16xf32>) -> tensor<16x16x4x16xf32>
    %60 = stablehlo.dot_general %59, %arg11, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x4x16xf32>, tensor<4x16x64xf32>) -> tensor<16x16x64xf32>
    %61 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %63 = stablehlo.add %60, %62 : tensor<16x16x64xf32>
    %64 = stablehlo.add %63, %10 : tensor<16x16x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<16x16x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<16x16x1xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %69 = call @_var(%64, %c_10) : (tensor<16x16x64xf32>, tensor<i32>) -> tensor<16x16x1xf32>
    %70 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %71 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %73 = stablehlo.add %69, %72 : tensor<16x16x1xf32>
    %74 = stablehlo.rsqrt %73 : tensor<16x16x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %76 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %77 = stablehlo.multiply %75, %76 : tensor<16x16x64xf32>
    %78 = stablehlo.negate %68 : tensor<16x16x1xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %80 = stablehlo.multiply %79, %77 : tensor<16x16x64xf32>
    %81 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %82 = stablehlo.add %80, %81 : tensor<16x16x64xf32>
    %83 = stablehlo.multiply %64, %77 : tensor<16x16x64xf32>
    %84 = stablehlo.add %83, %82 : tensor<16x16x64xf32>
    %85 = stablehlo.dot_general %84, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x64xf32>, tensor<64x128xf32>) -> tensor<16x16x128xf32>
    %86 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<16x16x128xf32>
    %88 = stablehlo.add %85, %87 : tensor<16x16x128xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16x128xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<16x16x128xf32>
    %91 = stablehlo.negate %88 : tensor<16x16x128xf32>
    %cst_13 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x16x128xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<16x16x128xf32>
    %94 = chlo.erfc %93 : tensor<16x16x128xf32> -> tensor<16x16x128xf32>
    %95 = stablehlo.multiply %90, %94 : tensor<16x16x128xf32>
    %96 = stablehlo.dot_general %95, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x16x128xf32>, tensor<128x64xf32>) -> tensor<16x16x64xf32>
    %97 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %99 = stablehlo.add %96, %98 : tensor<16x16x64xf32>
    %100 = stablehlo.add %64, %99 : tensor<16x16x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<16x16x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %104 = stablehlo.divide %102, %103 : tensor<16x16x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %105 = call @_var(%100, %c_16) : (tensor<16x16x64xf32>, tensor<i32>) -> tensor<16x16x1xf32>
    %106 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %107 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %109 = stablehlo.add %105, %108 : tensor<16x16x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<16x16x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %112 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %113 = stablehlo.multiply %111, %112 : tensor<16x16x64xf32>
    %114 = stablehlo.negate %104 : tensor<16x16x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %116 = stablehlo.multiply %115, %113 : tensor<16x16x64xf32>
    %117 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<16x16x64xf32>
    %118 = stablehlo.add %116, %117 : tensor<16x16x64xf32>
    %119 = stablehlo.multiply %100, %113 : tensor<16x16x64xf32>
    %120 = stablehlo.add %119, %118 : tensor<16x16x64xf32>
    %121 = stablehlo.reshape %120 : (tensor<16x16x64xf32>) -> tensor<8x2x16x64xf32>
    %122 = stablehlo.transpose %121, dims = [0, 2, 1, 3] : (tensor<8x2x16x64xf32>) -> tensor<8x16x2x64xf32>
    %123 = stablehlo.reshape %122 : (tensor<8x16x2x64xf32>) -> tensor<128x2x64xf32>
    %124 = call @_take_1(%arg21, %c_0) : (tensor<2x64xf32>, tensor<1x2xi32>) -> tensor<1x2x64xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2] : (tensor<1x2x64xf32>) -> tensor<128x2x64xf32>
    %126 = stablehlo.add %123, %125 : tensor<128x2x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<128x2x64xf32>, tensor<f32>) -> tensor<128x2xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<128x2xf32>) -> tensor<128x2x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %130 = stablehlo.divide %128, %129 : tensor<128x2x1xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %131 = call @_var_3(%126, %c_20) : (tensor<128x2x64xf32>, tensor<i32>) -> tensor<128x2x1xf32>
    %132 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %133 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %135 = stablehlo.add %131, %134 : tensor<128x2x1xf32>
    %136 = stablehlo.rsqrt %135 : tensor<128x2x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %138 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<128x2x64xf32>
    %140 = stablehlo.negate %130 : tensor<128x2x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %142 = stablehlo.multiply %141, %139 : tensor<128x2x64xf32>
    %143 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %144 = stablehlo.add %142, %143 : tensor<128x2x64xf32>
    %145 = stablehlo.multiply %126, %139 : tensor<128x2x64xf32>
    %146 = stablehlo.add %145, %144 : tensor<128x2x64xf32>
    %147 = stablehlo.dot_general %146, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2x64xf32>, tensor<64x4x16xf32>) -> tensor<128x2x4x16xf32>
    %148 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<128x2x4x16xf32>
    %150 = stablehlo.add %147, %149 : tensor<128x2x4x16xf32>
    %151 = stablehlo.dot_general %146, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2x64xf32>, tensor<64x4x16xf32>) -> tensor<128x2x4x16xf32>
    %152 = stablehlo.broadcast_in_dim %arg27, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<128x2x4x16xf32>
    %154 = stablehlo.add %151, %153 : tensor<128x2x4x16xf32>
    %155 = stablehlo.dot_general %146, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2x64xf32>, tensor<64x4x16xf32>) -> tensor<128x2x4x16xf32>
    %156 = stablehlo.broadcast_in_dim %arg29, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<128x2x4x16xf32>
    %158 = stablehlo.add %155, %157 : tensor<128x2x4x16xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %159 = stablehlo.rsqrt %cst_22 : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [] : (tensor<f32>) -> tensor<128x2x4x16xf32>
    %161 = stablehlo.multiply %150, %160 : tensor<128x2x4x16xf32>
    %162 = stablehlo.dot_general %161, %154, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<128x2x4x16xf32>, tensor<128x2x4x16xf32>) -> tensor<128x4x2x2xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<128x4x2x2xf32>, tensor<f32>) -> tensor<128x4x2xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<128x4x2xf32>
    %165 = stablehlo.maximum %164, %163 : tensor<128x4x2xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<128x4x2xf32>) -> tensor<128x4x2x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<128x4x2x1xf32>) -> tensor<128x4x2x2xf32>
    %168 = stablehlo.subtract %162, %167 : tensor<128x4x2x2xf32>
    %169 = stablehlo.exponential %168 : tensor<128x4x2x2xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<128x4x2x2xf32>, tensor<f32>) -> tensor<128x4x2xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<128x4x2xf32>) -> tensor<128x4x2x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<128x4x2x1xf32>) -> tensor<128x4x2x2xf32>
    %173 = stablehlo.divide %169, %172 : tensor<128x4x2x2xf32>
    %174 = stablehlo.dot_general %158, %173, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<128x2x4x16xf32>, tensor<128x4x2x2xf32>) -> tensor<128x4x16x2xf32>
    %175 = stablehlo.transpose %174, dims = [0, 3, 1, 2] : (tensor<128x4x16x2xf32>) -> tensor<128x2x4x16xf32>
    %176 = stablehlo.dot_general %175, %arg30, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<128x2x4x16xf32>, tensor<4x16x64xf32>) -> tensor<128x2x64xf32>
    %177 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %179 = stablehlo.add %176, %178 : tensor<128x2x64xf32>
    %180 = stablehlo.add %179, %126 : tensor<128x2x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<128x2x64xf32>, tensor<f32>) -> tensor<128x2xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<128x2xf32>) -> tensor<128x2x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<128x2x1xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %185 = call @_var_3(%180, %c_28) : (tensor<128x2x64xf32>, tensor<i32>) -> tensor<128x2x1xf32>
    %186 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %187 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_29 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %189 = stablehlo.add %185, %188 : tensor<128x2x1xf32>
    %190 = stablehlo.rsqrt %189 : tensor<128x2x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %192 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<128x2x64xf32>
    %194 = stablehlo.negate %184 : tensor<128x2x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %196 = stablehlo.multiply %195, %193 : tensor<128x2x64xf32>
    %197 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %198 = stablehlo.add %196, %197 : tensor<128x2x64xf32>
    %199 = stablehlo.multiply %180, %193 : tensor<128x2x64xf32>
    %200 = stablehlo.add %199, %198 : tensor<128x2x64xf32>
    %201 = stablehlo.dot_general %200, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2x64xf32>, tensor<64x128xf32>) -> tensor<128x2x128xf32>
    %202 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<128x2x128xf32>
    %204 = stablehlo.add %201, %203 : tensor<128x2x128xf32>
    %cst_30 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<128x2x128xf32>
    %206 = stablehlo.multiply %205, %204 : tensor<128x2x128xf32>
    %207 = stablehlo.negate %204 : tensor<128x2x128xf32>
    %cst_31 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<128x2x128xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<128x2x128xf32>
    %210 = chlo.erfc %209 : tensor<128x2x128xf32> -> tensor<128x2x128xf32>
    %211 = stablehlo.multiply %206, %210 : tensor<128x2x128xf32>
    %212 = stablehlo.dot_general %211, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x2x128xf32>, tensor<128x64xf32>) -> tensor<128x2x64xf32>
    %213 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<128x2x64xf32>
    %216 = stablehlo.add %180, %215 : tensor<128x2x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<128x2x64xf32>, tensor<f32>) -> tensor<128x2xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<128x2xf32>) -> tensor<128x2x1xf32>
    %cst_33 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %220 = stablehlo.divide %218, %219 : tensor<128x2x1xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %221 = call @_var_3(%216, %c_34) : (tensor<128x2x64xf32>, tensor<i32>) -> tensor<128x2x1xf32>
    %222 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %223 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %225 = stablehlo.add %221, %224 : tensor<128x2x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<128x2x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %228 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<128x2x64xf32>
    %230 = stablehlo.negate %220 : tensor<128x2x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %232 = stablehlo.multiply %231, %229 : tensor<128x2x64xf32>
    %233 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<128x2x64xf32>
    %234 = stablehlo.add %232, %233 : tensor<128x2x64xf32>
    %235 = stablehlo.multiply %216, %229 : tensor<128x2x64xf32>
    %236 = stablehlo.add %235, %234 : tensor<128x2x64xf32>
    %237 = stablehlo.reshape %236 : (tensor<128x2x64xf32>) -> tensor<8x16x2x64xf32>
    %238 = stablehlo.transpose %237, dims = [0, 2, 1, 3] : (tensor<8x16x2x64xf32>) -> tensor<8x2x16x64xf32>
    return %238 : tensor<8x2x16x64xf32>
  }
  func.func private @_take(%arg0: tensor<16x64xf32>, %arg1: tensor<1x16xi32>) -> tensor<1x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi1>
    %c_0 = stablehlo.constant dense<16> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<1x16xi1>, tensor<1x16xi32>, tensor<1x16xi32>) -> tensor<1x16xi32>
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
  func.func private @_where(%arg0: tensor<1x16xi1>, %arg1: tensor<1x16xi32>, %arg2: tensor<1x16xi32>) -> tensor<1x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x16xi1>, tensor<1x16xi32>
    return %0 : tensor<1x16xi32>
  }
  func.func private @_var(%arg0: tensor<16x16x64xf32>, %arg1: tensor<i32>) -> tensor<16x16x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<16x16x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<16x16x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<16x16x1xf32>) -> tensor<16x16x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<16x16x64xf32>
    %6 = chlo.square %5 : tensor<16x16x64xf32> -> tensor<16x16x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<16x16x64xf32>, tensor<f32>) -> tensor<16x16xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<16x16xf32>) -> tensor<16x16x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<16x16x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<16x16x1xf32>, tensor<f32>) -> tensor<16x16x1xf32>
    return %14 : tensor<16x16x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<16x16x1xf32>, %arg2: tensor<f32>) -> tensor<16x16x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<16x16x1xf32>
    return %2 : tensor<16x16x1xf32>
  }
  func.func private @_take_1(%arg0: tensor<2x64xf32>, %arg1: tensor<1x2xi32>) -> tensor<1x2x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x2xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<1x2xi1>, tensor<1x2xi32>, tensor<1x2xi32>) -> tensor<1x2xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x2xi32>) -> tensor<1x2x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x2x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x2x1xi32>, tensor<1x2x1xi32>) -> tensor<1x2x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x2x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x2x1xi32>, tensor<1x2x1xi32>) -> tensor<1x2x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x2x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x2x1xi1>, tensor<i1>) -> tensor<1x2xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<1x2x1xi32>) -> tensor<1x2x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x2xi1>) -> tensor<1x2x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x2x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x2x64xi1>, tensor<1x2x64xf32>
    return %16 : tensor<1x2x64xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x2xi1>, %arg1: tensor<1x2xi32>, %arg2: tensor<1x2xi32>) -> tensor<1x2xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x2xi1>, tensor<1x2xi32>
    return %0 : tensor<1x2xi32>
  }
  func.func private @_var_3(%arg0: tensor<128x2x64xf32>, %arg1: tensor<i32>) -> tensor<128x2x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<128x2x64xf32>, tensor<f32>) -> tensor<128x2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<128x2xf32>) -> tensor<128x2x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<128x2x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<128x2x1xf32>) -> tensor<128x2x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<128x2x64xf32>
    %6 = chlo.square %5 : tensor<128x2x64xf32> -> tensor<128x2x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<128x2x64xf32>, tensor<f32>) -> tensor<128x2xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<128x2xf32>) -> tensor<128x2x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<128x2x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_4(%13, %12, %cst_4) : (tensor<i1>, tensor<128x2x1xf32>, tensor<f32>) -> tensor<128x2x1xf32>
    return %14 : tensor<128x2x1xf32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<128x2x1xf32>, %arg2: tensor<f32>) -> tensor<128x2x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<128x2x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<128x2x1xf32>
    return %2 : tensor<128x2x1xf32>
  }
}
