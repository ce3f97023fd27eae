module @jit_eqx_transformer_fwd_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg8: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<512xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg12: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg17: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg20: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg22: tensor<512xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg23: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg24: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg25: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg26: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg27: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg28: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x64x1024xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg28, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg28, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg28 : tensor<8x64xi1>, tensor<8x64xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<256> : tensor<i32>
    %6 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_5 : tensor<i1>, tensor<i32>
    %8 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<64x1xi32>) -> tensor<8x64x1xi32>
    %11 = stablehlo.concatenate %8, %10, dim = 2 : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x2xi32>
    %12 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x64x2xi32>) -> tensor<8x64x1x256xf32>
    %13 = stablehlo.reshape %12 : (tensor<8x64x1x256xf32>) -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_6 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x64x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_var(%13, %c_7) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.maximum %19, %18 : tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x64x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x64x1xf32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %25 = stablehlo.subtract %13, %24 : tensor<8x64x256xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %27 = stablehlo.multiply %25, %26 : tensor<8x64x256xf32>
    %28 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %31 = stablehlo.multiply %30, %27 : tensor<8x64x256xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %35 = stablehlo.add %31, %34 : tensor<8x64x256xf32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %36 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %37 = call @tril(%36) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %38 = stablehlo.dot_general %arg3, %35, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %39 = stablehlo.transpose %38, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %41 = stablehlo.dot_general %arg4, %35, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %42 = stablehlo.transpose %41, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %44 = stablehlo.dot_general %arg5, %35, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %45 = stablehlo.transpose %44, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %48 = stablehlo.divide %40, %47 : tensor<8x64x4x64xf32>
    %49 = stablehlo.dot_general %48, %43, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %50 = call @_where_0(%37, %49, %cst_12) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.reduce(%50 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %53 = stablehlo.maximum %52, %51 : tensor<8x4x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %56 = stablehlo.subtract %50, %55 : tensor<8x4x64x64xf32>
    %57 = stablehlo.exponential %56 : tensor<8x4x64x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.reduce(%57 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %61 = stablehlo.divide %57, %60 : tensor<8x4x64x64xf32>
    %62 = stablehlo.dot_general %61, %46, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %65 = stablehlo.dot_general %arg6, %64, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %66 = stablehlo.transpose %65, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %67 = stablehlo.add %13, %66 : tensor<8x64x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_17 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %71 = stablehlo.divide %69, %70 : tensor<8x64x1xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %72 = call @_var(%67, %c_18) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %76 = stablehlo.add %74, %75 : tensor<8x64x1xf32>
    %77 = stablehlo.rsqrt %76 : tensor<8x64x1xf32>
    %78 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %79 = stablehlo.subtract %67, %78 : tensor<8x64x256xf32>
    %80 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %81 = stablehlo.multiply %79, %80 : tensor<8x64x256xf32>
    %82 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %85 = stablehlo.multiply %84, %81 : tensor<8x64x256xf32>
    %86 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %89 = stablehlo.add %85, %88 : tensor<8x64x256xf32>
    %90 = stablehlo.dot_general %arg9, %89, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<8x64x256xf32>) -> tensor<512x8x64xf32>
    %91 = stablehlo.transpose %90, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %92 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %95 = stablehlo.add %91, %94 : tensor<8x64x512xf32>
    %96 = stablehlo.multiply %95, %95 : tensor<8x64x512xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x64x512xf32>
    %100 = stablehlo.add %95, %99 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %102 = stablehlo.multiply %101, %100 : tensor<8x64x512xf32>
    %103 = stablehlo.tanh %102 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %105 = stablehlo.add %104, %103 : tensor<8x64x512xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<8x64x512xf32>
    %108 = stablehlo.multiply %95, %107 : tensor<8x64x512xf32>
    %109 = stablehlo.dot_general %arg11, %108, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<8x64x512xf32>) -> tensor<256x8x64xf32>
    %110 = stablehlo.transpose %109, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %111 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %114 = stablehlo.add %110, %113 : tensor<8x64x256xf32>
    %115 = stablehlo.add %67, %114 : tensor<8x64x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<8x64x1xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %120 = call @_var(%115, %c_27) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %122 = stablehlo.maximum %121, %120 : tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.add %122, %123 : tensor<8x64x1xf32>
    %125 = stablehlo.rsqrt %124 : tensor<8x64x1xf32>
    %126 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %127 = stablehlo.subtract %115, %126 : tensor<8x64x256xf32>
    %128 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<8x64x256xf32>
    %130 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %133 = stablehlo.multiply %132, %129 : tensor<8x64x256xf32>
    %134 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %137 = stablehlo.add %133, %136 : tensor<8x64x256xf32>
    %c_30 = stablehlo.constant dense<true> : tensor<i1>
    %138 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %139 = call @tril(%138) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %140 = stablehlo.dot_general %arg15, %137, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %141 = stablehlo.transpose %140, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %142 = stablehlo.reshape %141 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %143 = stablehlo.dot_general %arg16, %137, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %144 = stablehlo.transpose %143, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %145 = stablehlo.reshape %144 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %146 = stablehlo.dot_general %arg17, %137, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %147 = stablehlo.transpose %146, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %cst_31 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %150 = stablehlo.divide %142, %149 : tensor<8x64x4x64xf32>
    %151 = stablehlo.dot_general %150, %145, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_32 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %152 = call @_where_0(%139, %151, %cst_32) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_33) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %155 = stablehlo.maximum %154, %153 : tensor<8x4x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %158 = stablehlo.subtract %152, %157 : tensor<8x4x64x64xf32>
    %159 = stablehlo.exponential %158 : tensor<8x4x64x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %163 = stablehlo.divide %159, %162 : tensor<8x4x64x64xf32>
    %164 = stablehlo.dot_general %163, %148, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %165 = stablehlo.transpose %164, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %166 = stablehlo.reshape %165 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %167 = stablehlo.dot_general %arg18, %166, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %168 = stablehlo.transpose %167, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %169 = stablehlo.add %115, %168 : tensor<8x64x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_37 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %173 = stablehlo.divide %171, %172 : tensor<8x64x1xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %174 = call @_var(%169, %c_38) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %176 = stablehlo.maximum %175, %174 : tensor<8x64x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<8x64x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<8x64x1xf32>
    %180 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %181 = stablehlo.subtract %169, %180 : tensor<8x64x256xf32>
    %182 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %183 = stablehlo.multiply %181, %182 : tensor<8x64x256xf32>
    %184 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %187 = stablehlo.multiply %186, %183 : tensor<8x64x256xf32>
    %188 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %191 = stablehlo.add %187, %190 : tensor<8x64x256xf32>
    %192 = stablehlo.dot_general %arg21, %191, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<8x64x256xf32>) -> tensor<512x8x64xf32>
    %193 = stablehlo.transpose %192, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %194 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %197 = stablehlo.add %193, %196 : tensor<8x64x512xf32>
    %198 = stablehlo.multiply %197, %197 : tensor<8x64x512xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<8x64x512xf32>
    %cst_41 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %201 = stablehlo.multiply %200, %199 : tensor<8x64x512xf32>
    %202 = stablehlo.add %197, %201 : tensor<8x64x512xf32>
    %cst_42 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<8x64x512xf32>
    %205 = stablehlo.tanh %204 : tensor<8x64x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %207 = stablehlo.add %206, %205 : tensor<8x64x512xf32>
    %cst_44 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %209 = stablehlo.multiply %208, %207 : tensor<8x64x512xf32>
    %210 = stablehlo.multiply %197, %209 : tensor<8x64x512xf32>
    %211 = stablehlo.dot_general %arg23, %210, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<8x64x512xf32>) -> tensor<256x8x64xf32>
    %212 = stablehlo.transpose %211, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %213 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %216 = stablehlo.add %212, %215 : tensor<8x64x256xf32>
    %217 = stablehlo.add %169, %216 : tensor<8x64x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_46 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %221 = stablehlo.divide %219, %220 : tensor<8x64x1xf32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %222 = call @_var(%217, %c_47) : (tensor<8x64x256xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %224 = stablehlo.maximum %223, %222 : tensor<8x64x1xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %226 = stablehlo.add %224, %225 : tensor<8x64x1xf32>
    %227 = stablehlo.rsqrt %226 : tensor<8x64x1xf32>
    %228 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %229 = stablehlo.subtract %217, %228 : tensor<8x64x256xf32>
    %230 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<8x64x256xf32>
    %232 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %235 = stablehlo.multiply %234, %231 : tensor<8x64x256xf32>
    %236 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %239 = stablehlo.add %235, %238 : tensor<8x64x256xf32>
    %240 = stablehlo.dot_general %arg27, %239, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<8x64x256xf32>) -> tensor<1024x8x64xf32>
    %241 = stablehlo.transpose %240, dims = [1, 2, 0] : (tensor<1024x8x64xf32>) -> tensor<8x64x1024xf32>
    return %241 : tensor<8x64x1024xf32>
  }
  func.func private @_var(%arg0: tensor<8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x256xf32>
    %6 = chlo.square %5 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where(%13, %12, %cst_4) : (tensor<i1>, tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64x1xf32>
    return %14 : tensor<8x64x1xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<f32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.select %arg0, %arg1, %3 : tensor<i1>, tensor<8x64x1xf32>
    return %4 : tensor<8x64x1xf32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<4x64x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<4x64x64xi1>) -> tensor<8x4x64x64xi1>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %5 : tensor<8x4x64x64xf32>
  }
}
