module @jit_gfwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg3: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg5: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg7: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<768x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg9: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg10: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg11: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg12: tensor<768x3072xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg13: tensor<3072xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<3072x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg15: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg16: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg17: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg18: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg19: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg21: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg22: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg23: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg24: tensor<768x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg25: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg26: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg27: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg28: tensor<768x3072xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg29: tensor<3072xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg30: tensor<3072x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg31: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg32: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg33: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg34: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg35: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg36: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg37: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg38: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg39: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg40: tensor<768x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg41: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg42: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg43: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg44: tensor<768x3072xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg45: tensor<3072xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg46: tensor<3072x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg47: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg48: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg49: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg50: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg51: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg52: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg53: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg54: tensor<768x768xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg55: tensor<768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg56: tensor<768x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg57: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg58: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg59: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg60: tensor<768x3072xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg61: tensor<3072xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg62: tensor<3072x768xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0)}"}, %arg63: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg64: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg65: tensor<768xf32> {mhlo.sharding = "{devices=[4,2]<=[8] last_tile_dim_replicate}"}, %arg66: tensor<8x512x768xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x512x768xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg66 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_0 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x512x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %5 = stablehlo.subtract %arg66, %4 : tensor<8x512x768xf32>
    %6 = chlo.square %5 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_2 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x512x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %12 = stablehlo.subtract %arg66, %11 : tensor<8x512x768xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x512x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x512x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x512x768xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x512x768xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x512x768xf32>
    %24 = stablehlo.dot_general %23, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x512x768xf32>
    %28 = stablehlo.reshape %27 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %29 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %30 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x512x768xf32>
    %33 = stablehlo.reshape %32 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %34 = stablehlo.dot_general %23, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %35 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %37 = stablehlo.add %34, %36 : tensor<8x512x768xf32>
    %38 = stablehlo.reshape %37 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %39 = stablehlo.dot_general %28, %33, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x512x12x64xf32>) -> tensor<8x12x512x512xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x12x512x512xf32>
    %41 = stablehlo.multiply %39, %40 : tensor<8x12x512x512xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %42 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %43 = call @tril(%42) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %44 = call @_where(%43, %41, %cst_5) : (tensor<512x512xi1>, tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512x512xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %45 = stablehlo.reduce(%44 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x12x512xf32>
    %47 = stablehlo.maximum %46, %45 : tensor<8x12x512xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %50 = stablehlo.subtract %44, %49 : tensor<8x12x512x512xf32>
    %51 = stablehlo.exponential %50 : tensor<8x12x512x512xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.reduce(%51 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %55 = stablehlo.divide %51, %54 : tensor<8x12x512x512xf32>
    %56 = stablehlo.dot_general %38, %55, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x12x512x512xf32>) -> tensor<8x12x64x512xf32>
    %57 = stablehlo.transpose %56, dims = [0, 3, 1, 2] : (tensor<8x12x64x512xf32>) -> tensor<8x512x12x64xf32>
    %58 = stablehlo.reshape %57 : (tensor<8x512x12x64xf32>) -> tensor<8x512x768xf32>
    %59 = stablehlo.dot_general %58, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %60 = stablehlo.add %arg66, %59 : tensor<8x512x768xf32>
    %61 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %63 = stablehlo.add %60, %62 : tensor<8x512x768xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%63 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_10 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8x512x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %69 = stablehlo.subtract %63, %68 : tensor<8x512x768xf32>
    %70 = chlo.square %69 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_12 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8x512x1xf32>
    %75 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %76 = stablehlo.subtract %63, %75 : tensor<8x512x768xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %78 = stablehlo.add %74, %77 : tensor<8x512x1xf32>
    %79 = stablehlo.rsqrt %78 : tensor<8x512x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %81 = stablehlo.multiply %76, %80 : tensor<8x512x768xf32>
    %82 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<8x512x768xf32>
    %85 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %87 = stablehlo.add %84, %86 : tensor<8x512x768xf32>
    %88 = stablehlo.dot_general %87, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x3072xf32>) -> tensor<8x512x3072xf32>
    %89 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x512x3072xf32>
    %91 = stablehlo.add %88, %90 : tensor<8x512x3072xf32>
    %92 = stablehlo.multiply %91, %91 : tensor<8x512x3072xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x512x3072xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<8x512x3072xf32>
    %96 = stablehlo.add %91, %95 : tensor<8x512x3072xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<8x512x3072xf32>
    %99 = stablehlo.tanh %98 : tensor<8x512x3072xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %101 = stablehlo.add %100, %99 : tensor<8x512x3072xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<8x512x3072xf32>
    %104 = stablehlo.multiply %91, %103 : tensor<8x512x3072xf32>
    %105 = stablehlo.dot_general %104, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x3072xf32>, tensor<3072x768xf32>) -> tensor<8x512x768xf32>
    %106 = stablehlo.add %63, %105 : tensor<8x512x768xf32>
    %107 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %109 = stablehlo.add %106, %108 : tensor<8x512x768xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_19 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %113 = stablehlo.divide %111, %112 : tensor<8x512x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %115 = stablehlo.subtract %109, %114 : tensor<8x512x768xf32>
    %116 = chlo.square %115 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_21 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x512x1xf32>
    %121 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %122 = stablehlo.subtract %109, %121 : tensor<8x512x768xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %124 = stablehlo.add %120, %123 : tensor<8x512x1xf32>
    %125 = stablehlo.rsqrt %124 : tensor<8x512x1xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %127 = stablehlo.multiply %122, %126 : tensor<8x512x768xf32>
    %128 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %130 = stablehlo.multiply %127, %129 : tensor<8x512x768xf32>
    %131 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %133 = stablehlo.add %130, %132 : tensor<8x512x768xf32>
    %134 = stablehlo.dot_general %133, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %135 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %137 = stablehlo.add %134, %136 : tensor<8x512x768xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %139 = stablehlo.dot_general %133, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %140 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x512x768xf32>
    %143 = stablehlo.reshape %142 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %144 = stablehlo.dot_general %133, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %145 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %147 = stablehlo.add %144, %146 : tensor<8x512x768xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %149 = stablehlo.dot_general %138, %143, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x512x12x64xf32>) -> tensor<8x12x512x512xf32>
    %cst_23 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x12x512x512xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<8x12x512x512xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %152 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %153 = call @tril(%152) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %154 = call @_where(%153, %151, %cst_25) : (tensor<512x512xi1>, tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512x512xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_26) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x12x512xf32>
    %157 = stablehlo.maximum %156, %155 : tensor<8x12x512xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %160 = stablehlo.subtract %154, %159 : tensor<8x12x512x512xf32>
    %161 = stablehlo.exponential %160 : tensor<8x12x512x512xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_28) applies stablehlo.add across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %165 = stablehlo.divide %161, %164 : tensor<8x12x512x512xf32>
    %166 = stablehlo.dot_general %148, %165, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x12x512x512xf32>) -> tensor<8x12x64x512xf32>
    %167 = stablehlo.transpose %166, dims = [0, 3, 1, 2] : (tensor<8x12x64x512xf32>) -> tensor<8x512x12x64xf32>
    %168 = stablehlo.reshape %167 : (tensor<8x512x12x64xf32>) -> tensor<8x512x768xf32>
    %169 = stablehlo.dot_general %168, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %170 = stablehlo.add %109, %169 : tensor<8x512x768xf32>
    %171 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %173 = stablehlo.add %170, %172 : tensor<8x512x768xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_30 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x512x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %179 = stablehlo.subtract %173, %178 : tensor<8x512x768xf32>
    %180 = chlo.square %179 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_32 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<8x512x1xf32>
    %185 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %186 = stablehlo.subtract %173, %185 : tensor<8x512x768xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %188 = stablehlo.add %184, %187 : tensor<8x512x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<8x512x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<8x512x768xf32>
    %192 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %194 = stablehlo.multiply %191, %193 : tensor<8x512x768xf32>
    %195 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %197 = stablehlo.add %194, %196 : tensor<8x512x768xf32>
    %198 = stablehlo.dot_general %197, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x3072xf32>) -> tensor<8x512x3072xf32>
    %199 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x512x3072xf32>
    %201 = stablehlo.add %198, %200 : tensor<8x512x3072xf32>
    %202 = stablehlo.multiply %201, %201 : tensor<8x512x3072xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8x512x3072xf32>
    %cst_34 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<8x512x3072xf32>
    %206 = stablehlo.add %201, %205 : tensor<8x512x3072xf32>
    %cst_35 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<8x512x3072xf32>
    %209 = stablehlo.tanh %208 : tensor<8x512x3072xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %211 = stablehlo.add %210, %209 : tensor<8x512x3072xf32>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %213 = stablehlo.multiply %212, %211 : tensor<8x512x3072xf32>
    %214 = stablehlo.multiply %201, %213 : tensor<8x512x3072xf32>
    %215 = stablehlo.dot_general %214, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x3072xf32>, tensor<3072x768xf32>) -> tensor<8x512x768xf32>
    %216 = stablehlo.add %173, %215 : tensor<8x512x768xf32>
    %217 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %219 = stablehlo.add %216, %218 : tensor<8x512x768xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_39 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x512x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %225 = stablehlo.subtract %219, %224 : tensor<8x512x768xf32>
    %226 = chlo.square %225 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_41 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %230 = stablehlo.divide %228, %229 : tensor<8x512x1xf32>
    %231 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %232 = stablehlo.subtract %219, %231 : tensor<8x512x768xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %234 = stablehlo.add %230, %233 : tensor<8x512x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<8x512x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %237 = stablehlo.multiply %232, %236 : tensor<8x512x768xf32>
    %238 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %240 = stablehlo.multiply %237, %239 : tensor<8x512x768xf32>
    %241 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %243 = stablehlo.add %240, %242 : tensor<8x512x768xf32>
    %244 = stablehlo.dot_general %243, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %245 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %247 = stablehlo.add %244, %246 : tensor<8x512x768xf32>
    %248 = stablehlo.reshape %247 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %249 = stablehlo.dot_general %243, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %250 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %252 = stablehlo.add %249, %251 : tensor<8x512x768xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %254 = stablehlo.dot_general %243, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %255 = stablehlo.broadcast_in_dim %arg39, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %257 = stablehlo.add %254, %256 : tensor<8x512x768xf32>
    %258 = stablehlo.reshape %257 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %259 = stablehlo.dot_general %248, %253, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x512x12x64xf32>) -> tensor<8x12x512x512xf32>
    %cst_43 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x12x512x512xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<8x12x512x512xf32>
    %c_44 = stablehlo.constant dense<true> : tensor<i1>
    %262 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %263 = call @tril(%262) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_45 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %264 = call @_where(%263, %261, %cst_45) : (tensor<512x512xi1>, tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512x512xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %265 = stablehlo.reduce(%264 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x12x512xf32>
    %267 = stablehlo.maximum %266, %265 : tensor<8x12x512xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %270 = stablehlo.subtract %264, %269 : tensor<8x12x512x512xf32>
    %271 = stablehlo.exponential %270 : tensor<8x12x512x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%271 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %275 = stablehlo.divide %271, %274 : tensor<8x12x512x512xf32>
    %276 = stablehlo.dot_general %258, %275, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x12x512x512xf32>) -> tensor<8x12x64x512xf32>
    %277 = stablehlo.transpose %276, dims = [0, 3, 1, 2] : (tensor<8x12x64x512xf32>) -> tensor<8x512x12x64xf32>
    %278 = stablehlo.reshape %277 : (tensor<8x512x12x64xf32>) -> tensor<8x512x768xf32>
    %279 = stablehlo.dot_general %278, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %280 = stablehlo.add %219, %279 : tensor<8x512x768xf32>
    %281 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %283 = stablehlo.add %280, %282 : tensor<8x512x768xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_50 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %287 = stablehlo.divide %285, %286 : tensor<8x512x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %289 = stablehlo.subtract %283, %288 : tensor<8x512x768xf32>
    %290 = chlo.square %289 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_52 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8x512x1xf32>
    %295 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %296 = stablehlo.subtract %283, %295 : tensor<8x512x768xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %298 = stablehlo.add %294, %297 : tensor<8x512x1xf32>
    %299 = stablehlo.rsqrt %298 : tensor<8x512x1xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %301 = stablehlo.multiply %296, %300 : tensor<8x512x768xf32>
    %302 = stablehlo.broadcast_in_dim %arg42, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %304 = stablehlo.multiply %301, %303 : tensor<8x512x768xf32>
    %305 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %307 = stablehlo.add %304, %306 : tensor<8x512x768xf32>
    %308 = stablehlo.dot_general %307, %arg44, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x3072xf32>) -> tensor<8x512x3072xf32>
    %309 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x512x3072xf32>
    %311 = stablehlo.add %308, %310 : tensor<8x512x3072xf32>
    %312 = stablehlo.multiply %311, %311 : tensor<8x512x3072xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<8x512x3072xf32>
    %cst_54 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<8x512x3072xf32>
    %316 = stablehlo.add %311, %315 : tensor<8x512x3072xf32>
    %cst_55 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %318 = stablehlo.multiply %317, %316 : tensor<8x512x3072xf32>
    %319 = stablehlo.tanh %318 : tensor<8x512x3072xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %321 = stablehlo.add %320, %319 : tensor<8x512x3072xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<8x512x3072xf32>
    %324 = stablehlo.multiply %311, %323 : tensor<8x512x3072xf32>
    %325 = stablehlo.dot_general %324, %arg46, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x3072xf32>, tensor<3072x768xf32>) -> tensor<8x512x768xf32>
    %326 = stablehlo.add %283, %325 : tensor<8x512x768xf32>
    %327 = stablehlo.broadcast_in_dim %arg47, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %329 = stablehlo.add %326, %328 : tensor<8x512x768xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_59 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %333 = stablehlo.divide %331, %332 : tensor<8x512x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<8x512x768xf32>
    %336 = chlo.square %335 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_61 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %340 = stablehlo.divide %338, %339 : tensor<8x512x1xf32>
    %341 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %342 = stablehlo.subtract %329, %341 : tensor<8x512x768xf32>
    %cst_62 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %344 = stablehlo.add %340, %343 : tensor<8x512x1xf32>
    %345 = stablehlo.rsqrt %344 : tensor<8x512x1xf32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %347 = stablehlo.multiply %342, %346 : tensor<8x512x768xf32>
    %348 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %350 = stablehlo.multiply %347, %349 : tensor<8x512x768xf32>
    %351 = stablehlo.broadcast_in_dim %arg49, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %353 = stablehlo.add %350, %352 : tensor<8x512x768xf32>
    %354 = stablehlo.dot_general %353, %arg50, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %355 = stablehlo.broadcast_in_dim %arg51, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %357 = stablehlo.add %354, %356 : tensor<8x512x768xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %359 = stablehlo.dot_general %353, %arg52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %360 = stablehlo.broadcast_in_dim %arg53, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %362 = stablehlo.add %359, %361 : tensor<8x512x768xf32>
    %363 = stablehlo.reshape %362 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %364 = stablehlo.dot_general %353, %arg54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %365 = stablehlo.broadcast_in_dim %arg55, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %367 = stablehlo.add %364, %366 : tensor<8x512x768xf32>
    %368 = stablehlo.reshape %367 : (tensor<8x512x768xf32>) -> tensor<8x512x12x64xf32>
    %369 = stablehlo.dot_general %358, %363, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x512x12x64xf32>) -> tensor<8x12x512x512xf32>
    %cst_63 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x12x512x512xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<8x12x512x512xf32>
    %c_64 = stablehlo.constant dense<true> : tensor<i1>
    %372 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %373 = call @tril(%372) : (tensor<512x512xi1>) -> tensor<512x512xi1>
    %cst_65 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %374 = call @_where(%373, %371, %cst_65) : (tensor<512x512xi1>, tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512x512xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_66) applies stablehlo.maximum across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %cst_67 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x12x512xf32>
    %377 = stablehlo.maximum %376, %375 : tensor<8x12x512xf32>
    %378 = stablehlo.broadcast_in_dim %377, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %380 = stablehlo.subtract %374, %379 : tensor<8x12x512x512xf32>
    %381 = stablehlo.exponential %380 : tensor<8x12x512x512xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<8x12x512x512xf32>, tensor<f32>) -> tensor<8x12x512xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2] : (tensor<8x12x512xf32>) -> tensor<8x12x512x1xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x12x512x1xf32>) -> tensor<8x12x512x512xf32>
    %385 = stablehlo.divide %381, %384 : tensor<8x12x512x512xf32>
    %386 = stablehlo.dot_general %368, %385, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x512x12x64xf32>, tensor<8x12x512x512xf32>) -> tensor<8x12x64x512xf32>
    %387 = stablehlo.transpose %386, dims = [0, 3, 1, 2] : (tensor<8x12x64x512xf32>) -> tensor<8x512x12x64xf32>
    %388 = stablehlo.reshape %387 : (tensor<8x512x12x64xf32>) -> tensor<8x512x768xf32>
    %389 = stablehlo.dot_general %388, %arg56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x768xf32>) -> tensor<8x512x768xf32>
    %390 = stablehlo.add %329, %389 : tensor<8x512x768xf32>
    %391 = stablehlo.broadcast_in_dim %arg57, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %393 = stablehlo.add %390, %392 : tensor<8x512x768xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_70 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %397 = stablehlo.divide %395, %396 : tensor<8x512x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %399 = stablehlo.subtract %393, %398 : tensor<8x512x768xf32>
    %400 = chlo.square %399 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_72 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %404 = stablehlo.divide %402, %403 : tensor<8x512x1xf32>
    %405 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %406 = stablehlo.subtract %393, %405 : tensor<8x512x768xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %408 = stablehlo.add %404, %407 : tensor<8x512x1xf32>
    %409 = stablehlo.rsqrt %408 : tensor<8x512x1xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %411 = stablehlo.multiply %406, %410 : tensor<8x512x768xf32>
    %412 = stablehlo.broadcast_in_dim %arg58, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %414 = stablehlo.multiply %411, %413 : tensor<8x512x768xf32>
    %415 = stablehlo.broadcast_in_dim %arg59, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %417 = stablehlo.add %414, %416 : tensor<8x512x768xf32>
    %418 = stablehlo.dot_general %417, %arg60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x768xf32>, tensor<768x3072xf32>) -> tensor<8x512x3072xf32>
    %419 = stablehlo.broadcast_in_dim %arg61, dims = [2] : (tensor<3072xf32>) -> tensor<1x1x3072xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x3072xf32>) -> tensor<8x512x3072xf32>
    %421 = stablehlo.add %418, %420 : tensor<8x512x3072xf32>
    %422 = stablehlo.multiply %421, %421 : tensor<8x512x3072xf32>
    %423 = stablehlo.multiply %422, %421 : tensor<8x512x3072xf32>
    %cst_74 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<8x512x3072xf32>
    %426 = stablehlo.add %421, %425 : tensor<8x512x3072xf32>
    %cst_75 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %428 = stablehlo.multiply %427, %426 : tensor<8x512x3072xf32>
    %429 = stablehlo.tanh %428 : tensor<8x512x3072xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %431 = stablehlo.add %430, %429 : tensor<8x512x3072xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x512x3072xf32>
    %433 = stablehlo.multiply %432, %431 : tensor<8x512x3072xf32>
    %434 = stablehlo.multiply %421, %433 : tensor<8x512x3072xf32>
    %435 = stablehlo.dot_general %434, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512x3072xf32>, tensor<3072x768xf32>) -> tensor<8x512x768xf32>
    %436 = stablehlo.add %393, %435 : tensor<8x512x768xf32>
    %437 = stablehlo.broadcast_in_dim %arg63, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %439 = stablehlo.add %436, %438 : tensor<8x512x768xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_79 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %443 = stablehlo.divide %441, %442 : tensor<8x512x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %445 = stablehlo.subtract %439, %444 : tensor<8x512x768xf32>
    %446 = chlo.square %445 : tensor<8x512x768xf32> -> tensor<8x512x768xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x512x768xf32>, tensor<f32>) -> tensor<8x512xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<8x512xf32>) -> tensor<8x512x1xf32>
    %cst_81 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %450 = stablehlo.divide %448, %449 : tensor<8x512x1xf32>
    %451 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %452 = stablehlo.subtract %439, %451 : tensor<8x512x768xf32>
    %cst_82 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x512x1xf32>
    %454 = stablehlo.add %450, %453 : tensor<8x512x1xf32>
    %455 = stablehlo.rsqrt %454 : tensor<8x512x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<8x512x1xf32>) -> tensor<8x512x768xf32>
    %457 = stablehlo.multiply %452, %456 : tensor<8x512x768xf32>
    %458 = stablehlo.broadcast_in_dim %arg64, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %460 = stablehlo.multiply %457, %459 : tensor<8x512x768xf32>
    %461 = stablehlo.broadcast_in_dim %arg65, dims = [2] : (tensor<768xf32>) -> tensor<1x1x768xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<1x1x768xf32>) -> tensor<8x512x768xf32>
    %463 = stablehlo.add %460, %462 : tensor<8x512x768xf32>
    return %463 : tensor<8x512x768xf32>
  }
  func.func private @tril(%arg0: tensor<512x512xi1>) -> tensor<512x512xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<512x512xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<512x512xi32>
    %2 = stablehlo.add %0, %1 : tensor<512x512xi32>
    %3 = stablehlo.iota dim = 1 : tensor<512x512xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<512x512xi32>, tensor<512x512xi32>) -> tensor<512x512xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<512x512xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<512x512xi1>, tensor<512x512xi1>
    return %6 : tensor<512x512xi1>
  }
  func.func private @_where(%arg0: tensor<512x512xi1>, %arg1: tensor<8x12x512x512xf32>, %arg2: tensor<f32>) -> tensor<8x12x512x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<512x512xi1>) -> tensor<8x12x512x512xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x12x512x512xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x12x512x512xi1>, tensor<8x12x512x512xf32>
    return %2 : tensor<8x12x512x512xf32>
  }
}
