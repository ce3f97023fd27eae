module @jit_ttrain attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<1024x16x64xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<16x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<1024x16x64xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<16x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<1024x16x64xf32> {mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<16x64xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<16x64x1024xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<1024x4096xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg13: tensor<4096xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg14: tensor<4096x1024xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg15: tensor<1024xf32> {mhlo.sharding = "{replicated}"}, %arg16: tensor<8x256x1024xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}, %arg17: tensor<8x256x1024xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024xf32> {jax.result_info = "result[0]", mhlo.sharding = "{replicated}"}, tensor<1024xf32> {jax.result_info = "result[1]", mhlo.sharding = "{replicated}"}, tensor<1024x16x64xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<16x64xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<1024x16x64xf32> {jax.result_info = "result[4]", mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<16x64xf32> {jax.result_info = "result[5]", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<1024x16x64xf32> {jax.result_info = "result[6]", mhlo.sharding = "{devices=[1,2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<16x64xf32> {jax.result_info = "result[7]", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<16x64x1024xf32> {jax.result_info = "result[8]", mhlo.sharding = "{devices=[2,1,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<1024xf32> {jax.result_info = "result[9]", mhlo.sharding = "{replicated}"}, tensor<1024xf32> {jax.result_info = "result[10]", mhlo.sharding = "{replicated}"}, tensor<1024xf32> {jax.result_info = "result[11]", mhlo.sharding = "{replicated}"}, tensor<1024x4096xf32> {jax.result_info = "result[12]", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<4096xf32> {jax.result_info = "result[13]", mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<4096x1024xf32> {jax.result_info = "result[14]", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, tensor<1024xf32> {jax.result_info = "result[15]", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[16]", mhlo.sharding = "{replicated}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %5 = stablehlo.subtract %arg16, %4 : tensor<8x256x1024xf32>
    %6 = chlo.square %5 : tensor<8x256x1024xf32> -> tensor<8x256x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %12 = stablehlo.subtract %arg16, %11 : tensor<8x256x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x256x1024xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<9x256x1024xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x256x1024xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x256x1024xf32>
    %24 = stablehlo.dot_general %23, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xf32>) -> tensor<8x256x16x64xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x256x16x64xf32>
    %28 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xf32>) -> tensor<8x256x16x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x256x16x64xf32>
    %32 = stablehlo.dot_general %23, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x16x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xf32>) -> tensor<8x256x16x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x256x16x64xf32>
    %36 = stablehlo.dot_general %27, %31, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x256x16x64xf32>) -> tensor<8x16x256x256xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<8x16x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %40 = call @tril(%39) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %41:2 = call @_where(%40, %38, %cst_5) : (tensor<256x256xi1>, tensor<8x16x256x256xf32>, tensor<f32>) -> (tensor<8x16x256x256xf32>, tensor<8x16x256x256xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<8x16x256xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %47 = stablehlo.subtract %41#0, %46 : tensor<8x16x256x256xf32>
    %48 = stablehlo.exponential %47 : tensor<8x16x256x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %52 = stablehlo.divide %48, %51 : tensor<8x16x256x256xf32>
    %53 = stablehlo.multiply %50, %50 : tensor<8x16x256x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x16x256x1xf32>
    %55 = stablehlo.divide %54, %53 : tensor<8x16x256x1xf32>
    %56 = stablehlo.dot_general %35, %52, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x16x256x256xf32>) -> tensor<8x16x64x256xf32>
    %57 = stablehlo.transpose %56, dims = [0, 3, 1, 2] : (tensor<8x16x64x256xf32>) -> tensor<8x256x16x64xf32>
    %58 = stablehlo.dot_general %57, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<16x64x1024xf32>) -> tensor<8x256x1024xf32>
    %59 = stablehlo.add %arg16, %58 : tensor<8x256x1024xf32>
    %60 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x256x1024xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.reduce(%62 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 179 = stablehlo.add %75, %78 : tensor<8x256x1xf32>
    %80 = stablehlo.rsqrt %79 : tensor<8x256x1xf32>
    %81 = stablehlo.divide %80, %79 : tensor<8x256x1xf32>
    %cst_16 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<8x256x1xf32>
    %84 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %85 = stablehlo.multiply %77, %84 : tensor<8x256x1024xf32>
    %86 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %88 = stablehlo.multiply %85, %87 : tensor<8x256x1024xf32>
    %89 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %91 = stablehlo.add %88, %90 : tensor<8x256x1024xf32>
    %92 = stablehlo.dot_general %91, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x4096xf32>) -> tensor<8x256x4096xf32>
    %93 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<8x256x4096xf32>
    %95 = stablehlo.add %92, %94 : tensor<8x256x4096xf32>
    %96 = stablehlo.multiply %95, %95 : tensor<8x256x4096xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<8x256x4096xf32>
    %98 = stablehlo.multiply %95, %95 : tensor<8x256x4096xf32>
    %cst_17 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<8x256x4096xf32>
    %cst_18 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %102 = stablehlo.multiply %101, %97 : tensor<8x256x4096xf32>
    %103 = stablehlo.add %95, %102 : tensor<8x256x4096xf32>
    %cst_19 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %105 = stablehlo.multiply %104, %103 : tensor<8x256x4096xf32>
    %106 = stablehlo.tanh %105 : tensor<8x256x4096xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %108 = stablehlo.subtract %107, %106 : tensor<8x256x4096xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %110 = stablehlo.add %109, %106 : tensor<8x256x4096xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<8x256x4096xf32>
    %113 = stablehlo.multiply %95, %112 : tensor<8x256x4096xf32>
    %114 = stablehlo.dot_general %113, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x4096xf32>, tensor<4096x1024xf32>) -> tensor<8x256x1024xf32>
    %115 = stablehlo.add %62, %114 : tensor<8x256x1024xf32>
    %116 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %118 = stablehlo.add %115, %117 : tensor<8x256x1024xf32>
    %119 = stablehlo.subtract %118, %arg17 : tensor<8x256x1024xf32>
    %120 = chlo.square %119 : tensor<8x256x1024xf32> -> tensor<8x256x1024xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x256x1024xf32>
    %122 = stablehlo.multiply %121, %119 : tensor<8x256x1024xf32>
    %cst_24 = stinit: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %159 = stablehlo.reshape %158 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %160 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %161 = stablehlo.multiply %153, %160 : tensor<8x256x1024xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%159 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %163 = stablehlo.multiply %77, %161 : tensor<8x256x1024xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %166 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %167 = stablehlo.multiply %161, %166 : tensor<8x256x1024xf32>
    %168 = stablehlo.multiply %165, %83 : tensor<8x256x1xf32>
    %169 = stablehlo.negate %167 : tensor<8x256x1024xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %172 = stablehlo.add %127, %167 : tensor<8x256x1024xf32>
    %cst_41 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %174 = stablehlo.divide %168, %173 : tensor<8x256x1xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1024xf32>
    %177 = stablehlo.multiply %176, %71 : tensor<8x256x1024xf32>
    %178 = stablehlo.negate %177 : tensor<8x256x1024xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %181 = stablehlo.add %172, %177 : tensor<8x256x1024xf32>
    %182 = stablehlo.add %171, %180 : tensor<8x256x1xf32>
    %cst_44 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %184 = stablehlo.divide %182, %183 : tensor<8x256x1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%184 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1xf32>, tensor<f32>) -> tensor<8x256xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1024xf32>
    %187 = stablehlo.add %181, %186 : tensor<8x256x1024xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %189 = stablehlo.reshape %188 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %191 = stablehlo.dot_general %187, %57, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<8x256x16x64xf32>) -> tensor<1024x16x64xf32>
    %192 = stablehlo.transpose %191, dims = [1, 2, 0] : (tensor<1024x16x64xf32>) -> tensor<16x64x1024xf32>
    %193 = stablehlo.dot_general %187, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<16x64x1024xf32>) -> tensor<8x256x16x64xf32>
    %194 = stablehlo.transpose %193, dims = [0, 2, 3, 1] : (tensor<8x256x16x64xf32>) -> tensor<8x16x64x256xf32>
    %195 = stablehlo.dot_general %194, %35, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64x256xf32>, tensor<8x256x16x64xf32>) -> tensor<8x16x256x256xf32>
    %196 = stablehlo.dot_general %194, %52, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64x256xf32>, tensor<8x16x256x256xf32>) -> tensor<8x16x64x256xf32>
    %197 = stablehlo.transpose %196, dims = [0, 3, 1, 2] : (tensor<8x16x64x256xf32>) -> tensor<8x256x16x64xf32>
    %198 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %199 = stablehlo.multiply %195, %198 : tensor<8x16x256x256xf32>
    %200 = stablehlo.multiply %199, %48 : tensor<8x16x256x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %203 = stablehlo.negate %202 : tensor<8x16x256x1xf32>
    %204 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %205 = stablehlo.divide %195, %204 : tensor<8x16x256x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%203 init: %cst_49) applies stablehlo.add across dimensions = [3] : (tensor<8x16x256x1xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x256xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x16x256x256xf32>
    %209 = stablehlo.multiply %208, %48 : tensor<8x16x256x256xf32>
    %210 = call @_where_0(%41#1, %209) : (tensor<8x16x256x256xi1>, tensor<8x16x256x256xf32>) -> tensor<8x16x256x256xf32>
    %cst_50 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<8x16x256x256xf32>
    %213 = stablehlo.dot_general %212, %27, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256x256xf32>, tensor<8x256x16x64xf32>) -> tensor<8x16x256x64xf32>
    %214 = stablehlo.transpose %213, dims = [0, 2, 1, 3] : (tensor<8x16x256x64xf32>) -> tensor<8x256x16x64xf32>
    %215 = stablehlo.dot_general %212, %31, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256x256xf32>, tensor<8x256x16x64xf32>) -> tensor<8x16x256x64xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1, 3] : (tensor<8x16x256x64xf32>) -> tensor<8x256x16x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%197 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %218 = stablehlo.reshape %217 : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_52) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %220 = stablehlo.dot_general %197, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x256x1024xf32>) -> tensor<16x64x1024xf32>
    %221 = stablehlo.transpose %220, dims = [2, 0, 1] : (tensor<16x64x1024xf32>) -> tensor<1024x16x64xf32>
    %222 = stablehlo.dot_general %197, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x1024xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%214 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %224 = stablehlo.reshape %223 : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %226 = stablehlo.dot_general %214, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x256x1024xf32>) -> tensor<16x64x1024xf32>
    %227 = stablehlo.transpose %226, dims = [2, 0, 1] : (tensor<16x64x1024xf32>) -> tensor<1024x16x64xf32>
    %228 = stablehlo.dot_general %214, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x1024xf32>
    %229 = stablehlo.add %222, %228 : tensor<8x256x1024xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%216 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %231 = stablehlo.reshape %230 : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16x64xf32>, tensor<f32>) -> tensor<16x64xf32>
    %233 = stablehlo.dot_general %216, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x256x1024xf32>) -> tensor<16x64x1024xf32>
    %234 = stablehlo.transpose %233, dims = [2, 0, 1] : (tensor<16x64x1024xf32>) -> tensor<1024x16x64xf32>
    %235 = stablehlo.dot_general %216, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x1024xf32>
    %236 = stablehlo.add %229, %235 : tensor<8x256x1024xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_57) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %238 = stablehlo.reshape %237 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %240 = stablehlo.multiply %17, %236 : tensor<8x256x1024xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %242 = stablehlo.reshape %241 : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.reduce(%242 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %cst_61 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %245 = stablehlo.multiply %244, %150 : tensor<4096xf32>
    %246 = stablehlo.subtract %arg13, %245 : tensor<4096xf32>
    %cst_62 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %248 = stablehlo.multiply %247, %130 : tensor<1024xf32>
    %249 = stablehlo.subtract %arg15, %248 : tensor<1024xf32>
    %cst_63 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %251 = stablehlo.multiply %250, %225 : tensor<16x64xf32>
    %252 = stablehlo.subtract %arg5, %251 : tensor<16x64xf32>
    %cst_64 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %254 = stablehlo.multiply %253, %190 : tensor<1024xf32>
    %255 = stablehlo.subtract %arg9, %254 : tensor<1024xf32>
    %cst_65 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %257 = stablehlo.multiply %256, %232 : tensor<16x64xf32>
    %258 = stablehlo.subtract %arg3, %257 : tensor<16x64xf32>
    %cst_66 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %260 = stablehlo.multiply %259, %219 : tensor<16x64xf32>
    %261 = stablehlo.subtract %arg7, %260 : tensor<16x64xf32>
    %cst_67 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %263 = stablehlo.multiply %262, %239 : tensor<1024xf32>
    %264 = stablehlo.subtract %arg1, %263 : tensor<1024xf32>
    %cst_68 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %266 = stablehlo.multiply %265, %243 : tensor<1024xf32>
    %267 = stablehlo.subtract %arg0, %266 : tensor<1024xf32>
    %cst_69 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %269 = stablehlo.multiply %268, %156 : tensor<1024xf32>
    %270 = stablehlo.subtract %arg11, %269 : tensor<1024xf32>
    %cst_70 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %272 = stablehlo.multiply %271, %162 : tensor<1024xf32>
    %273 = stablehlo.subtract %arg10, %272 : tensor<1024xf32>
    %cst_71 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1024x4096xf32>
    %275 = stablehlo.multiply %274, %152 : tensor<1024x4096xf32>
    %276 = stablehlo.subtract %arg12, %275 : tensor<1024x4096xf32>
    %cst_72 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4096x1024xf32>
    %278 = stablehlo.multiply %277, %132 : tensor<4096x1024xf32>
    %279 = stablehlo.subtract %arg14, %278 : tensor<4096x1024xf32>
   KKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKKK %cst_73 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1024x16x64xf32>
    %281 = stablehlo.multiply %280, %227 : tensor<1024x16x64xf32>
    %282 = stablehlo.subtract %arg4, %281 : tensor<1024x16x64xf32>
    %cst_74 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16x64x1024xf32>
    %284 = stablehlo.multiply %283, %192 : tensor<16x64x1024xf32>
    %285 = stablehlo.subtract %arg8, %284 : tensor<16x64x1024xf32>
    %cst_75 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1024x16x64xf32>
    %287 = stablehlo.multiply %286, %234 : tensor<1024x16x64xf32>
    %288 = stablehlo.subtract %arg2, %287 : tensor<1024x16x64xf32>
    %cst_76 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1024x16x64xf32>
    %290 = stablehlo.multiply %289, %221 : tensor<1024x16x64xf32>
    %291 = stablehlo.subtract %arg6, %290 : tensor<1024x16x64xf32>
    return %267, %264, %288, %258, %282, %252, %291, %261, %285, %255, %273, %270, %276, %246, %279, %249, %124 : tensor<1024xf32>, tensor<1024xf32>, tensor<1024x16x64xf32>, tensor<16x64xf32>, tensor<1024x16x64xf32>, tensor<16x64xf32>, tensor<1024x16x64xf32>, tensor<16x64xf32>, tensor<16x64x1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>, tensor<1024x4096xf32>, tensor<4096xf32>, tensor<4096x1024xf32>, tensor<1024xf32>, tensor<f32>
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
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<8x16x256x256xf32>, %arg2: tensor<f32>) -> (tensor<8x16x256x256xf32>, tensor<8x16x256x256xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<8x16x256x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x16x256x256xi1>, tensor<8x16x256x256xf32>
    return %2, %0 : tensor<8x16x256x256xf32>, tensor<8x16x256x256xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x16x256x256xi1>, %arg1: tensor<8x16x256x256xf32>) -> tensor<8x16x256x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x16x256x256xi1>, tensor<8x16x256x256xf32>
    return %1 : tensor<8x16x256x256xf32>
  }
}
