module @jit_tfwd_bf16 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg1: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg2: tensor<1024x16x64xbf16> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<16x64xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<1024x16x64xbf16> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<16x64xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<1024x16x64xbf16> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<16x64xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<16x64x1024xbf16> {mhlo.sharding = "{devices=[2,1,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg10: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg11: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg12: tensor<1024x4096xbf16> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg13: tensor<4096xbf16> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<4096x1024xbf16> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg15: tensor<1024xbf16> {mhlo.sharding = "{replicated}"}, %arg16: tensor<8x256x1024xbf16> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x256x1024xbf16> {jax.result_info = "result", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.convert %arg16 : (tensor<8x256x1024xbf16>) -> tensor<8x256x1024xf32>
    %1 = stablehlo.convert %arg0 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %2 = stablehlo.convert %arg1 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x256x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %8 = stablehlo.subtract %0, %7 : tensor<8x256x1024xf32>
    %9 = chlo.square %8 : tensor<8x256x1024xf32> -> tensor<8x256x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x256x1xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %15 = stablehlo.subtract %0, %14 : tensor<8x256x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %17 = stablehlo.add %13, %16 : tensor<8x256x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<8x256x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %20 = stablehlo.multiply %15, %19 : tensor<8x256x1024xf32>
    %21 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %23 = stablehlo.multiply %20, %22 : tensor<8x256x1024xf32>
    %24 = stablehlo.broadcast_in_dim %2, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %26 = stablehlo.add %23, %25 : tensor<8x256x1024xf32>
    %27 = stablehlo.convert %26 : (tensor<8x256x1024xf32>) -> tensor<8x256x1024xbf16>
    %28 = stablehlo.dot_general %27, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xbf16>, tensor<1024x16x64xbf16>) -> tensor<8x256x16x64xbf16>
    %29 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<16x64xbf16>) -> tensor<1x1x16x64xbf16>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xbf16>) -> tensor<8x256x16x64xbf16>
    %31 = stablehlo.add %28, %30 : tensor<8x256x16x64xbf16>
    %32 = stablehlo.dot_general %27, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xbf16>, tensor<1024x16x64xbf16>) -> tensor<8x256x16x64xbf16>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<16x64xbf16>) -> tensor<1x1x16x64xbf16>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xbf16>) -> tensor<8x256x16x64xbf16>
    %35 = stablehlo.add %32, %34 : tensor<8x256x16x64xbf16>
    %36 = stablehlo.dot_general %27, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xbf16>, tensor<1024x16x64xbf16>) -> tensor<8x256x16x64xbf16>
    %37 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<16x64xbf16>) -> tensor<1x1x16x64xbf16>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xbf16>) -> tensor<8x256x16x64xbf16>
    %39 = stablehlo.add %36, %38 : tensor<8x256x16x64xbf16>
    %40 = stablehlo.dot_general %31, %35, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xbf16>, tensor<8x256x16x64xbf16>) -> tensor<8x16x256x256xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %42 = stablehlo.multiply %40, %41 : tensor<8x16x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %43 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %44 = call @tril(%43) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %45 = call @_where(%44, %42, %cst_5) : (tensor<256x256xi1>, tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256x256xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %46 = stablehlo.reduce(%45 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %48 = stablehlo.maximum %47, %46 : tensor<8x16x256xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %51 = stablehlo.subtract %45, %50 : tensor<8x16x256x256xf32>
    %52 = stablehlo.exponential %51 : tensor<8x16x256x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.reduce(%52 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %56 = stablehlo.divide %52, %55 : tensor<8x16x256x256xf32>
    %57 = stablehlo.convert %56 : (tensor<8x16x256x256xf32>) -> tensor<8x16x256x256xbf16>
    %58 = stablehlo.dot_general %39, %57, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xbf16>, tensor<8x16x256x256xbf16>) -> tensor<8x16x64x256xbf16>
    %59 = stablehlo.transpose %58, dims = [0, 3, 1, 2] : (tensor<8x16x64x256xbf16>) -> tensor<8x256x16x64xbf16>
    %60 = stablehlo.dot_general %59, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xbf16>, tensor<16x64x1024xbf16>) -> tensor<8x256x1024xbf16>
    %61 = stablehlo.add %arg16, %60 : tensor<8x256x1024xbf16>
    %62 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<8x256x1024xbf16>
    %64 = stablehlo.add %61, %63 : tensor<8x256x1024xbf16>
    %65 = stablehlo.convert %64 : (tensor<8x256x1024xbf16>) -> tensor<8x256x1024xf32>
    %66 = stablehlo.convert %arg10 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %67 = stablehlo.convert %arg11 : (tensor<1024xbf16>) -> tensor<1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%65 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<8x256x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %73 = stablehlo.subtract %65, %72 : tensor<8x256x1024xf32>
    %74 = chlo.square %73 : tensor<8x256x1024xf32> -> tensor<8x256x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%74 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %78 = stablehlo.divide %76, %77 : tensor<8x256x1xf32>
    %79 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %80 = stablehlo.subtract %65, %79 : tensor<8x256x1024xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %82 = stablehlo.add %78, %81 : tensor<8x256x1xf32>
    %83 = stablehlo.rsqrt %82 : tensor<8x256x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %85 = stablehlo.multiply %80, %84 : tensor<8x256x1024xf32>
    %86 = stablehlo.broadcast_in_dim %66, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<8x256x1024xf32>
    %89 = stablehlo.broadcast_in_dim %67, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %91 = stablehlo.add %88, %90 : tensor<8x256x1024xf32>
    %92 = stablehlo.convert %91 : (tensor<8x256x1024xf32>) -> tensor<8x256x1024xbf16>
    %93 = stablehlo.dot_general %92, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<8x256x4096xbf16>
    %94 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4096xbf16>) -> tensor<1x1x4096xbf16>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x4096xbf16>) -> tensor<8x256x4096xbf16>
    %96 = stablehlo.add %93, %95 : tensor<8x256x4096xbf16>
    %97 = stablehlo.multiply %96, %96 : tensor<8x256x4096xbf16>
    %98 = stablehlo.multiply %97, %96 : tensor<8x256x4096xbf16>
    %cst_14 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %99 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x256x4096xbf16>
    %100 = stablehlo.multiply %99, %98 : tensor<8x256x4096xbf16>
    %101 = stablehlo.add %96, %100 : tensor<8x256x4096xbf16>
    %cst_15 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<bf16>) -> tensor<8x256x4096xbf16>
    %103 = stablehlo.multiply %102, %101 : tensor<8x256x4096xbf16>
    %104 = stablehlo.tanh %103 : tensor<8x256x4096xbf16>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %105 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x256x4096xbf16>
    %106 = stablehlo.add %105, %104 : tensor<8x256x4096xbf16>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<bf16>) -> tensor<8x256x4096xbf16>
    %108 = stablehlo.multiply %107, %106 : tensor<8x256x4096xbf16>
    %109 = stablehlo.multiply %96, %108 : tensor<8x256x4096xbf16>
    %110 = stablehlo.dot_general %109, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<8x256x1024xbf16>
    %111 = stablehlo.add %64, %110 : tensor<8x256x1024xbf16>
    %112 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<1024xbf16>) -> tensor<1x1x1024xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x1024xbf16>) -> tensor<8x256x1024xbf16>
    %114 = stablehlo.add %111, %113 : tensor<8x256x1024xbf16>
    return %114 : tensor<8x256x1024xbf16>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<8x16x256x256xf32>, %arg2: tensor<f32>) -> tensor<8x16x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<8x16x256x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x16x256x256xi1>, tensor<8x16x256x256xf32>
    return %2 : tensor<8x16x256x256xf32>
  }
}
