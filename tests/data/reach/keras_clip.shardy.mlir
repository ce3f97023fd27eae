module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<8x8x3x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {}]>}, %arg2: tensor<17x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg24: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg26: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg28: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg40: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg44: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg45: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg46: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg47: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg48: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg49: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg50: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg54: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg56: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg60: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg61: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg62: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg63: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg64: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg65: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg66: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg70: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg72: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg73: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg74: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg76: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg77: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg78: tensor<1x17xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg79: tensor<8x32x32x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg80: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x8xf32> {jax.result_info = "result['text_logits']"}, tensor<8x8xf32> {jax.result_info = "result['vision_logits']"}) {
    %0 = call @_take(%arg39, %arg80) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg40, %c, %c_0, sizes = [32, 64] : (tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x32x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = call @_var(%3, %c_2) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %9 = stablehlo.reshape %arg41 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %10 = stablehlo.reshape %arg42 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.add %8, %11 : tensor<8x32x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<8x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %15 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<8x32x64xf32>
    %17 = stablehlo.negate %7 : tensor<8x32x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %19 = stablehlo.multiply %18, %16 : tensor<8x32x64xf32>
    %20 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %21 = stablehlo.add %19, %20 : tensor<8x32x64xf32>
    %22 = stablehlo.multiply %3, %16 : tensor<8x32x64xf32>
    %23 = stablehlo.add %22, %21 : tensor<8x32x64xf32>
    %24 = stablehlo.dot_general %23, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %25 = stablehlo.broadcast_in_dim %arg44, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x32x4x16xf32>
    %28 = stablehlo.dot_general %23, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %29 = stablehlo.broadcast_in_dim %arg46, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x32x4x16xf32>
    %32 = stablehlo.dot_general %23, %arg47, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %arg48, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x32x4x16xf32>
    %36 = stablehlo.reshape %27 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %37 = stablehlo.dot_general %36, %31, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_4 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<8x4x32x1x32xf32>
    %c_5 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %c_6 = stablehlo.constant dense<true> : tensor<i1>
    %41 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %42 = call @tril(%41) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %43 = stablehlo.broadcast_in_dim %42, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<1x1x32x32xi1>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %45 = stablehlo.and %40, %44 : tensor<8x4x32x32xi1>
    %cst_7 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %46 = call @_where_1(%45, %39, %cst_7) : (tensor<8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.reduce(%46 init: %cst_8) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %49 = stablehlo.maximum %48, %47 : tensor<1x8x4x32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %52 = stablehlo.subtract %46, %51 : tensor<1x8x4x32x32xf32>
    %53 = stablehlo.exponential %52 : tensor<1x8x4x32x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_10) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %57 = stablehlo.divide %53, %56 : tensor<1x8x4x32x32xf32>
    %58 = stablehlo.dot_general %35, %57, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %59 = stablehlo.transpose %58, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %60 = stablehlo.transpose %59, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %61 = stablehlo.reshape %60 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %62 = stablehlo.dot_general %61, %arg49, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %63 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x32x64xf32>
    %66 = stablehlo.add %3, %65 : tensor<8x32x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_12 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %70 = stablehlo.divide %68, %69 : tensor<8x32x1xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %71 = call @_var(%66, %c_13) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %72 = stablehlo.reshape %arg51 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %73 = stablehlo.reshape %arg52 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %75 = stablehlo.add %71, %74 : tensor<8x32x1xf32>
    %76 = stablehlo.rsqrt %75 : tensor<8x32x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %78 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %79 = stablehlo.multiply %77, %78 : tensor<8x32x64xf32>
    %80 = stablehlo.negate %70 : tensor<8x32x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %82 = stablehlo.multiply %81, %79 : tensor<8x32x64xf32>
    %83 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %84 = stablehlo.add %82, %83 : tensor<8x32x64xf32>
    %85 = stablehlo.multiply %66, %79 : tensor<8x32x64xf32>
    %86 = stablehlo.add %85, %84 : tensor<8x32x64xf32>
    %87 = stablehlo.dot_general %86, %arg53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %88 = stablehlo.broadcast_in_dim %arg54, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %90 = stablehlo.add %87, %89 : tensor<8x32x128xf32>
    %cst_15 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %92 = stablehlo.multiply %91, %90 : tensor<8x32x128xf32>
    %93 = stablehlo.negate %92 : tensor<8x32x128xf32>
    %94 = stablehlo.exponential %93 : tensor<8x32x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %96 = stablehlo.add %95, %94 : tensor<8x32x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %98 = stablehlo.divide %97, %96 : tensor<8x32x128xf32>
    %99 = stablehlo.multiply %90, %98 : tensor<8x32x128xf32>
    %100 = stablehlo.dot_general %99, %arg55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.broadcast_in_dim %arg56, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x32x64xf32>
    %104 = stablehlo.add %66, %103 : tensor<8x32x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %108 = stablehlo.divide %106, %107 : tensor<8x32x1xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %109 = call @_var(%104, %c_20) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %110 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %111 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %113 = stablehlo.add %109, %112 : tensor<8x32x1xf32>
    %114 = stablehlo.rsqrt %113 : tensor<8x32x1xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %116 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<8x32x64xf32>
    %118 = stablehlo.negate %108 : tensor<8x32x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %120 = stablehlo.multiply %119, %117 : tensor<8x32x64xf32>
    %121 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %122 = stablehlo.add %120, %121 : tensor<8x32x64xf32>
    %123 = stablehlo.multiply %104, %117 : tensor<8x32x64xf32>
    %124 = stablehlo.add %123, %122 : tensor<8x32x64xf32>
    %125 = stablehlo.dot_general %124, %arg59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %126 = stablehlo.broadcast_in_dim %arg60, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %128 = stablehlo.add %125, %127 : tensor<8x32x4x16xf32>
    %129 = stablehlo.dot_general %124, %arg61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %130 = stablehlo.broadcast_in_dim %arg62, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %132 = stablehlo.add %129, %131 : tensor<8x32x4x16xf32>
    %133 = stablehlo.dot_general %124, %arg63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %arg64, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %136 = stablehlo.add %133, %135 : tensor<8x32x4x16xf32>
    %137 = stablehlo.reshape %128 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %138 = stablehlo.dot_general %137, %132, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_22 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<8x4x32x1x32xf32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %141 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %142 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %143 = call @tril(%142) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %144 = stablehlo.broadcast_in_dim %143, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<1x1x32x32xi1>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %146 = stablehlo.and %141, %145 : tensor<8x4x32x32xi1>
    %cst_25 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %147 = call @_where_1(%146, %140, %cst_25) : (tensor<8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<1x8x4x32xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<1x8x4x32x32xf32>
    %154 = stablehlo.exponential %153 : tensor<1x8x4x32x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %158 = stablehlo.divide %154, %157 : tensor<1x8x4x32x32xf32>
    %159 = stablehlo.dot_general %136, %158, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %160 = stablehlo.transpose %159, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %161 = stablehlo.transpose %160, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %162 = stablehlo.reshape %161 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %163 = stablehlo.dot_general %162, %arg65, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %164 = stablehlo.broadcast_in_dim %arg66, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x32x64xf32>
    %167 = stablehlo.add %104, %166 : tensor<8x32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%167 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %171 = stablehlo.divide %169, %170 : tensor<8x32x1xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %172 = call @_var(%167, %c_31) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %173 = stablehlo.reshape %arg67 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %174 = stablehlo.reshape %arg68 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %176 = stablehlo.add %172, %175 : tensor<8x32x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<8x32x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x32x64xf32>
    %181 = stablehlo.negate %171 : tensor<8x32x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %183 = stablehlo.multiply %182, %180 : tensor<8x32x64xf32>
    %184 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x32x64xf32>
    %186 = stablehlo.multiply %167, %180 : tensor<8x32x64xf32>
    %187 = stablehlo.add %186, %185 : tensor<8x32x64xf32>
    %188 = stablehlo.dot_general %187, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %189 = stablehlo.broadcast_in_dim %arg70, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %191 = stablehlo.add %188, %190 : tensor<8x32x128xf32>
    %cst_33 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %193 = stablehlo.multiply %192, %191 : tensor<8x32x128xf32>
    %194 = stablehlo.negate %193 : tensor<8x32x128xf32>
    %195 = stablehlo.exponential %194 : tensor<8x32x128xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %197 = stablehlo.add %196, %195 : tensor<8x32x128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %199 = stablehlo.divide %198, %197 : tensor<8x32x128xf32>
    %200 = stablehlo.multiply %191, %199 : tensor<8x32x128xf32>
    %201 = stablehlo.dot_general %200, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %202 = stablehlo.broadcast_in_dim %arg72, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %204 = stablehlo.add %201, %203 : tensor<8x32x64xf32>
    %205 = stablehlo.add %167, %204 : tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %209 = stablehlo.divide %207, %208 : tensor<8x32x1xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %210 = call @_var(%205, %c_38) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %211 = stablehlo.reshape %arg73 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.reshape %arg74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %214 = stablehlo.add %210, %213 : tensor<8x32x1xf32>
    %215 = stablehlo.rsqrt %214 : tensor<8x32x1xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %217 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.multiply %216, %217 : tensor<8x32x64xf32>
    %219 = stablehlo.negate %209 : tensor<8x32x1xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %221 = stablehlo.multiply %220, %218 : tensor<8x32x64xf32>
    %222 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %223 = stablehlo.add %221, %222 : tensor<8x32x64xf32>
    %224 = stablehlo.multiply %205, %218 : tensor<8x32x64xf32>
    %225 = stablehlo.add %224, %223 : tensor<8x32x64xf32>
    %226 = stablehlo.convolution(%arg79, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [8, 8], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x8x3x64xf32>) -> tensor<8x4x4x64xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x4x4x64xf32>) -> tensor<8x16x64xf32>
    %228 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.reshape %228 : (tensor<1x1x64xf32>) -> tensor<1x1x1x1x1x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3, 4, 5] : (tensor<1x1x1x1x1x64xf32>) -> tensor<8x1x1x1x1x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<8x1x1x1x1x64xf32>) -> tensor<8x1x64xf32>
    %232 = call @_take_2(%arg2, %arg78) : (tensor<17x64xf32>, tensor<1x17xi32>) -> tensor<1x17x64xf32>
    %233 = stablehlo.concatenate %231, %227, dim = 1 : (tensor<8x1x64xf32>, tensor<8x16x64xf32>) -> tensor<8x17x64xf32>
    %234 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x17x64xf32>) -> tensor<8x17x64xf32>
    %235 = stablehlo.add %233, %234 : tensor<8x17x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %239 = stablehlo.divide %237, %238 : tensor<8x17x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %240 = call @_var_4(%235, %c_42) : (tensor<8x17x64xf32>, tensor<i32>) -> tensor<8x17x1xf32>
    %241 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %242 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_43 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %244 = stablehlo.add %240, %243 : tensor<8x17x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<8x17x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %247 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %248 = stablehlo.multiply %246, %247 : tensor<8x17x64xf32>
    %249 = stablehlo.negate %239 : tensor<8x17x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %251 = stablehlo.multiply %250, %248 : tensor<8x17x64xf32>
    %252 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %253 = stablehlo.add %251, %252 : tensor<8x17x64xf32>
    %254 = stablehlo.multiply %235, %248 : tensor<8x17x64xf32>
    %255 = stablehlo.add %254, %253 : tensor<8x17x64xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_44) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_45 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %259 = stablehlo.divide %257, %258 : tensor<8x17x1xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %260 = call @_var_4(%255, %c_46) : (tensor<8x17x64xf32>, tensor<i32>) -> tensor<8x17x1xf32>
    %261 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %262 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_47 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %264 = stablehlo.add %260, %263 : tensor<8x17x1xf32>
    %265 = stablehlo.rsqrt %264 : tensor<8x17x1xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %267 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %268 = stablehlo.multiply %266, %267 : tensor<8x17x64xf32>
    %269 = stablehlo.negate %259 : tensor<8x17x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %271 = stablehlo.multiply %270, %268 : tensor<8x17x64xf32>
    %272 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %273 = stablehlo.add %271, %272 : tensor<8x17x64xf32>
    %274 = stablehlo.multiply %255, %268 : tensor<8x17x64xf32>
    %275 = stablehlo.add %274, %273 : tensor<8x17x64xf32>
    %276 = stablehlo.dot_general %275, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x4x16xf32>) -> tensor<8x17x4x16xf32>
    %277 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x17x4x16xf32>
    %279 = stablehlo.add %276, %278 : tensor<8x17x4x16xf32>
    %280 = stablehlo.dot_general %275, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x4x16xf32>) -> tensor<8x17x4x16xf32>
    %281 = stablehlo.broadcast_in_dim %arg10, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x17x4x16xf32>
    %283 = stablehlo.add %280, %282 : tensor<8x17x4x16xf32>
    %284 = stablehlo.dot_general %275, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x4x16xf32>) -> tensor<8x17x4x16xf32>
    %285 = stablehlo.broadcast_in_dim %arg12, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x17x4x16xf32>
    %287 = stablehlo.add %284, %286 : tensor<8x17x4x16xf32>
    %288 = stablehlo.reshape %279 : (tensor<8x17x4x16xf32>) -> tensor<8x17x4x1x16xf32>
    %289 = stablehlo.dot_general %288, %283, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x1x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x1x17xf32>
    %cst_48 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x4x17x1x17xf32>
    %291 = stablehlo.multiply %289, %290 : tensor<8x4x17x1x17xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_49) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x17x1x17xf32>, tensor<f32>) -> tensor<8x4x17x1xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x17x1xf32>
    %294 = stablehlo.maximum %293, %292 : tensor<8x4x17x1xf32>
    %295 = stablehlo.transpose %294, dims = [3, 0, 1, 2] : (tensor<8x4x17x1xf32>) -> tensor<1x8x4x17xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x8x4x17xf32>) -> tensor<1x8x4x17x1xf32>
    %297 = stablehlo.transpose %291, dims = [3, 0, 1, 2, 4] : (tensor<8x4x17x1x17xf32>) -> tensor<1x8x4x17x17xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x17x1xf32>) -> tensor<1x8x4x17x17xf32>
    %299 = stablehlo.subtract %297, %298 : tensor<1x8x4x17x17xf32>
    %300 = stablehlo.exponential %299 : tensor<1x8x4x17x17xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_51) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x17x17xf32>, tensor<f32>) -> tensor<1x8x4x17xf32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3] : (tensor<1x8x4x17xf32>) -> tensor<1x8x4x17x1xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x17x1xf32>) -> tensor<1x8x4x17x17xf32>
    %304 = stablehlo.divide %300, %303 : tensor<1x8x4x17x17xf32>
    %305 = stablehlo.dot_general %287, %304, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<1x8x4x17x17xf32>) -> tensor<8x4x16x1x17xf32>
    %306 = stablehlo.transpose %305, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x17xf32>) -> tensor<1x8x17x4x16xf32>
    %307 = stablehlo.transpose %306, dims = [1, 2, 3, 0, 4] : (tensor<1x8x17x4x16xf32>) -> tensor<8x17x4x1x16xf32>
    %308 = stablehlo.reshape %307 : (tensor<8x17x4x1x16xf32>) -> tensor<8x17x4x16xf32>
    %309 = stablehlo.dot_general %308, %arg13, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x17x64xf32>
    %310 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %312 = stablehlo.add %309, %311 : tensor<8x17x64xf32>
    %313 = stablehlo.add %255, %312 : tensor<8x17x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %317 = stablehlo.divide %315, %316 : tensor<8x17x1xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %318 = call @_var_4(%313, %c_54) : (tensor<8x17x64xf32>, tensor<i32>) -> tensor<8x17x1xf32>
    %319 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %320 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %322 = stablehlo.add %318, %321 : tensor<8x17x1xf32>
    %323 = stablehlo.rsqrt %322 : tensor<8x17x1xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %325 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<8x17x64xf32>
    %327 = stablehlo.negate %317 : tensor<8x17x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %329 = stablehlo.multiply %328, %326 : tensor<8x17x64xf32>
    %330 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %331 = stablehlo.add %329, %330 : tensor<8x17x64xf32>
    %332 = stablehlo.multiply %313, %326 : tensor<8x17x64xf32>
    %333 = stablehlo.add %332, %331 : tensor<8x17x64xf32>
    %334 = stablehlo.dot_general %333, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x128xf32>) -> tensor<8x17x128xf32>
    %335 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x17x128xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x17x128xf32>
    %cst_56 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %339 = stablehlo.multiply %338, %337 : tensor<8x17x128xf32>
    %340 = stablehlo.negate %339 : tensor<8x17x128xf32>
    %341 = stablehlo.exponential %340 : tensor<8x17x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %343 = stablehlo.add %342, %341 : tensor<8x17x128xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %345 = stablehlo.divide %344, %343 : tensor<8x17x128xf32>
    %346 = stablehlo.multiply %337, %345 : tensor<8x17x128xf32>
    %347 = stablehlo.dot_general %346, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<128x64xf32>) -> tensor<8x17x64xf32>
    %348 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %350 = stablehlo.add %347, %349 : tensor<8x17x64xf32>
    %351 = stablehlo.add %313, %350 : tensor<8x17x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %355 = stablehlo.divide %353, %354 : tensor<8x17x1xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %356 = call @_var_4(%351, %c_61) : (tensor<8x17x64xf32>, tensor<i32>) -> tensor<8x17x1xf32>
    %357 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %358 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %360 = stablehlo.add %356, %359 : tensor<8x17x1xf32>
    %361 = stablehlo.rsqrt %360 : tensor<8x17x1xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %363 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %364 = stablehlo.multiply %362, %363 : tensor<8x17x64xf32>
    %365 = stablehlo.negate %355 : tensor<8x17x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %367 = stablehlo.multiply %366, %364 : tensor<8x17x64xf32>
    %368 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %369 = stablehlo.add %367, %368 : tensor<8x17x64xf32>
    %370 = stablehlo.multiply %351, %364 : tensor<8x17x64xf32>
    %371 = stablehlo.add %370, %369 : tensor<8x17x64xf32>
    %372 = stablehlo.dot_general %371, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x4x16xf32>) -> tensor<8x17x4x16xf32>
    %373 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x17x4x16xf32>
    %375 = stablehlo.add %372, %374 : tensor<8x17x4x16xf32>
    %376 = stablehlo.dot_general %371, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x4x16xf32>) -> tensor<8x17x4x16xf32>
    %377 = stablehlo.broadcast_in_dim %arg26, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x17x4x16xf32>
    %379 = stablehlo.add %376, %378 : tensor<8x17x4x16xf32>
    %380 = stablehlo.dot_general %371, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x4x16xf32>) -> tensor<8x17x4x16xf32>
    %381 = stablehlo.broadcast_in_dim %arg28, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x17x4x16xf32>
    %383 = stablehlo.add %380, %382 : tensor<8x17x4x16xf32>
    %384 = stablehlo.reshape %375 : (tensor<8x17x4x16xf32>) -> tensor<8x17x4x1x16xf32>
    %385 = stablehlo.dot_general %384, %379, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x1x16xf32>, tensor<8x17x4x16xf32>) -> tensor<8x4x17x1x17xf32>
    %cst_63 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x4x17x1x17xf32>
    %387 = stablehlo.multiply %385, %386 : tensor<8x4x17x1x17xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_64) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x17x1x17xf32>, tensor<f32>) -> tensor<8x4x17x1xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x17x1xf32>
    %390 = stablehlo.maximum %389, %388 : tensor<8x4x17x1xf32>
    %391 = stablehlo.transpose %390, dims = [3, 0, 1, 2] : (tensor<8x4x17x1xf32>) -> tensor<1x8x4x17xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<1x8x4x17xf32>) -> tensor<1x8x4x17x1xf32>
    %393 = stablehlo.transpose %387, dims = [3, 0, 1, 2, 4] : (tensor<8x4x17x1x17xf32>) -> tensor<1x8x4x17x17xf32>
    %394 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x17x1xf32>) -> tensor<1x8x4x17x17xf32>
    %395 = stablehlo.subtract %393, %394 : tensor<1x8x4x17x17xf32>
    %396 = stablehlo.exponential %395 : tensor<1x8x4x17x17xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_66) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x17x17xf32>, tensor<f32>) -> tensor<1x8x4x17xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<1x8x4x17xf32>) -> tensor<1x8x4x17x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x17x1xf32>) -> tensor<1x8x4x17x17xf32>
    %400 = stablehlo.divide %396, %399 : tensor<1x8x4x17x17xf32>
    %401 = stablehlo.dot_general %383, %400, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<1x8x4x17x17xf32>) -> tensor<8x4x16x1x17xf32>
    %402 = stablehlo.transpose %401, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x17xf32>) -> tensor<1x8x17x4x16xf32>
    %403 = stablehlo.transpose %402, dims = [1, 2, 3, 0, 4] : (tensor<1x8x17x4x16xf32>) -> tensor<8x17x4x1x16xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x17x4x1x16xf32>) -> tensor<8x17x4x16xf32>
    %405 = stablehlo.dot_general %404, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x17x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x17x64xf32>
    %406 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %408 = stablehlo.add %405, %407 : tensor<8x17x64xf32>
    %409 = stablehlo.add %351, %408 : tensor<8x17x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %413 = stablehlo.divide %411, %412 : tensor<8x17x1xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %414 = call @_var_4(%409, %c_69) : (tensor<8x17x64xf32>, tensor<i32>) -> tensor<8x17x1xf32>
    %415 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %416 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_70 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %418 = stablehlo.add %414, %417 : tensor<8x17x1xf32>
    %419 = stablehlo.rsqrt %418 : tensor<8x17x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %421 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %422 = stablehlo.multiply %420, %421 : tensor<8x17x64xf32>
    %423 = stablehlo.negate %413 : tensor<8x17x1xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %425 = stablehlo.multiply %424, %422 : tensor<8x17x64xf32>
    %426 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %427 = stablehlo.add %425, %426 : tensor<8x17x64xf32>
    %428 = stablehlo.multiply %409, %422 : tensor<8x17x64xf32>
    %429 = stablehlo.add %428, %427 : tensor<8x17x64xf32>
    %430 = stablehlo.dot_general %429, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x64xf32>, tensor<64x128xf32>) -> tensor<8x17x128xf32>
    %431 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x17x128xf32>
    %433 = stablehlo.add %430, %432 : tensor<8x17x128xf32>
    %cst_71 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %435 = stablehlo.multiply %434, %433 : tensor<8x17x128xf32>
    %436 = stablehlo.negate %435 : tensor<8x17x128xf32>
    %437 = stablehlo.exponential %436 : tensor<8x17x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %439 = stablehlo.add %438, %437 : tensor<8x17x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x17x128xf32>
    %441 = stablehlo.divide %440, %439 : tensor<8x17x128xf32>
    %442 = stablehlo.multiply %433, %441 : tensor<8x17x128xf32>
    %443 = stablehlo.dot_general %442, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x17x128xf32>, tensor<128x64xf32>) -> tensor<8x17x64xf32>
    %444 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %446 = stablehlo.add %443, %445 : tensor<8x17x64xf32>
    %447 = stablehlo.add %409, %446 : tensor<8x17x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %448 = stablehlo.reduce(%447 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_75 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %451 = stablehlo.divide %449, %450 : tensor<8x17x1xf32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %452 = call @_var_4(%447, %c_76) : (tensor<8x17x64xf32>, tensor<i32>) -> tensor<8x17x1xf32>
    %453 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %454 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_77 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %456 = stablehlo.add %452, %455 : tensor<8x17x1xf32>
    %457 = stablehlo.rsqrt %456 : tensor<8x17x1xf32>
    %458 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %459 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %460 = stablehlo.multiply %458, %459 : tensor<8x17x64xf32>
    %461 = stablehlo.negate %451 : tensor<8x17x1xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %463 = stablehlo.multiply %462, %460 : tensor<8x17x64xf32>
    %464 = stablehlo.broadcast_in_dim %454, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x17x64xf32>
    %465 = stablehlo.add %463, %464 : tensor<8x17x64xf32>
    %466 = stablehlo.multiply %447, %460 : tensor<8x17x64xf32>
    %467 = stablehlo.add %466, %465 : tensor<8x17x64xf32>
    %468 = call @argmax(%arg80) : (tensor<8x32xi32>) -> tensor<8xi32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %471 = call @take_along_axis(%225, %470) : (tensor<8x32x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %473 = stablehlo.slice %467 [0:8, 0:1, 0:64] : (tensor<8x17x64xf32>) -> tensor<8x1x64xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %475 = stablehlo.dot_general %474, %arg75, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %476 = stablehlo.dot_general %472, %arg76, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x32xf32>) -> tensor<8x32xf32>
    %c_78 = stablehlo.constant dense<2> : tensor<i32>
    %477 = stablehlo.convert %c_78 : (tensor<i32>) -> tensor<f32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %479 = stablehlo.power %475, %478 : tensor<8x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %481 = stablehlo.broadcast_in_dim %480, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %482 = stablehlo.sqrt %481 : tensor<8x1xf32>
    %c_80 = stablehlo.constant dense<2> : tensor<i32>
    %483 = stablehlo.convert %c_80 : (tensor<i32>) -> tensor<f32>
    %484 = stablehlo.broadcast_in_dim %483, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %485 = stablehlo.power %476, %484 : tensor<8x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %486 = stablehlo.reduce(%485 init: %cst_81) applies stablehlo.add across dimensions = [1] : (tensor<8x32xf32>, tensor<f32>) -> tensor<8xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %488 = stablehlo.sqrt %487 : tensor<8x1xf32>
    %489 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %490 = stablehlo.divide %475, %489 : tensor<8x32xf32>
    %491 = stablehlo.broadcast_in_dim %488, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x32xf32>
    %492 = stablehlo.divide %476, %491 : tensor<8x32xf32>
    %493 = stablehlo.exponential %arg77 : tensor<f32>
    %494 = stablehlo.transpose %490, dims = [1, 0] : (tensor<8x32xf32>) -> tensor<32x8xf32>
    %495 = stablehlo.dot_general %492, %494, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x8xf32>) -> tensor<8x8xf32>
    %496 = stablehlo.broadcast_in_dim %493, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %497 = stablehlo.multiply %495, %496 : tensor<8x8xf32>
    %498 = stablehlo.transpose %497, dims = [1, 0] : (tensor<8x8xf32>) -> tensor<8x8xf32>
    return %497, %498 : tensor<8x8xf32>, tensor<8x8xf32>
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
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @tril(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x32xi32>
    %3 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<32x32xi1>, tensor<32x32xi1>
    return %6 : tensor<32x32xi1>
  }
  func.func private @_where_1(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %4 : tensor<1x8x4x32x32xf32>
  }
  func.func private @_take_2(%arg0: tensor<17x64xf32>, %arg1: tensor<1x17xi32>) -> tensor<1x17x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x17xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<1x17xi32>, tensor<1x17xi32>) -> tensor<1x17xi1>
    %c_0 = stablehlo.constant dense<17> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x17xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<1x17xi32>
    %4 = call @_where_3(%1, %3, %arg1) : (tensor<1x17xi1>, tensor<1x17xi32>, tensor<1x17xi32>) -> tensor<1x17xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<1x17xi32>) -> tensor<1x17x1xi32>
    %c_1 = stablehlo.constant dense<16> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1x17x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<1x17x1xi32>, tensor<1x17x1xi32>) -> tensor<1x17x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<1x17x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<1x17x1xi32>, tensor<1x17x1xi32>) -> tensor<1x17x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<1x17x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<1x17x1xi1>, tensor<i1>) -> tensor<1x17xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<17x64xf32>, tensor<1x17x1xi32>) -> tensor<1x17x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<1x17xi1>) -> tensor<1x17x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x17x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<1x17x64xi1>, tensor<1x17x64xf32>
    return %16 : tensor<1x17x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<1x17xi1>, %arg1: tensor<1x17xi32>, %arg2: tensor<1x17xi32>) -> tensor<1x17xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x17xi1>, tensor<1x17xi32>
    return %0 : tensor<1x17xi32>
  }
  func.func private @_var_4(%arg0: tensor<8x17x64xf32>, %arg1: tensor<i32>) -> tensor<8x17x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x17x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x17x1xf32>) -> tensor<8x17x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x17x64xf32>
    %6 = chlo.square %5 : tensor<8x17x64xf32> -> tensor<8x17x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x17x64xf32>, tensor<f32>) -> tensor<8x17xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x17xf32>) -> tensor<8x17x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x17x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_5(%13, %12, %cst_4) : (tensor<i1>, tensor<8x17x1xf32>, tensor<f32>) -> tensor<8x17x1xf32>
    return %14 : tensor<8x17x1xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<8x17x1xf32>, %arg2: tensor<f32>) -> tensor<8x17x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x17x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x17x1xf32>
    return %2 : tensor<8x17x1xf32>
  }
  func.func private @argmax(%arg0: tensor<8x32xi32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x32xi32>
    %c = stablehlo.constant dense<-2147483648> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %c), (%0 init: %c_0) across dimensions = [1] : (tensor<8x32xi32>, tensor<8x32xi32>, tensor<i32>, tensor<i32>) -> (tensor<8xi32>, tensor<8xi32>)
     reducer(%arg1: tensor<i32>, %arg3: tensor<i32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<i32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<i32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x32x64xf32>, %arg1: tensor<8x1x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1x1xi1>, tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %9 = stablehlo.compare LE, %4, %8, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %10 = stablehlo.and %6, %9 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %11 = stablehlo.reduce(%10 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %12 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [1], operand_batching_dims = [0], start_indices_batching_dims = [0], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 64>}> : (tensor<8x32x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %15 = stablehlo.select %13, %12, %14 : tensor<8x1x64xi1>, tensor<8x1x64xf32>
    return %15 : tensor<8x1x64xf32>
  }
}
