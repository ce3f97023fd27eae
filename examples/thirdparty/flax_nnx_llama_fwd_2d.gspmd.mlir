module @jit_flax_nnx_llama_fwd_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg12: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<256x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg15: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg17: tensor<256x256xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x64x1024xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) {
    %0 = call @_take(%arg18, %arg21) : (tensor<1024x256xf32>, tensor<8x64xi32>) -> tensor<8x64x256xf32>
    %1 = stablehlo.iota dim = 0 : tensor<64xi32>
    %2 = chlo.square %0 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %8 = stablehlo.reshape %5 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %10 = stablehlo.subtract %0, %9 : tensor<8x64x256xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.add %8, %11 : tensor<8x64x1xf32>
    %13 = stablehlo.rsqrt %12 : tensor<8x64x1xf32>
    %14 = stablehlo.reshape %arg3 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %17 = stablehlo.multiply %15, %16 : tensor<8x64x256xf32>
    %18 = stablehlo.multiply %10, %17 : tensor<8x64x256xf32>
    %19 = stablehlo.dot_general %18, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %20 = stablehlo.reshape %19 : (tensor<8x64x256xf32>) -> tensor<8x64x8x32xf32>
    %21 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.divide %21, %22 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.power %24, %23 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.divide %26, %25 : tensor<16xf32>
    %28 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %29 = stablehlo.convert %28 : (tensor<64x1xi32>) -> tensor<64x1xf32>
    %30 = stablehlo.broadcast_in_dim %27, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %33 = stablehlo.multiply %31, %32 : tensor<64x16xf32>
    %34 = stablehlo.sine %33 : tensor<64x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %36 = stablehlo.cosine %33 : tensor<64x16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %38 = stablehlo.slice %20 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %39 = stablehlo.slice %20 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %40 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %41 = stablehlo.multiply %38, %40 : tensor<8x64x8x16xf32>
    %42 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %43 = stablehlo.multiply %39, %42 : tensor<8x64x8x16xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<8x64x8x16xf32>
    %45 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %46 = stablehlo.multiply %39, %45 : tensor<8x64x8x16xf32>
    %47 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %48 = stablehlo.multiply %38, %47 : tensor<8x64x8x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x64x8x16xf32>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %51 = stablehlo.dot_general %18, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %52 = stablehlo.reshape %51 : (tensor<8x64x256xf32>) -> tensor<8x64x8x32xf32>
    %53 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %55 = stablehlo.divide %53, %54 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %57 = stablehlo.power %56, %55 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %59 = stablehlo.divide %58, %57 : tensor<16xf32>
    %60 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %61 = stablehlo.convert %60 : (tensor<64x1xi32>) -> tensor<64x1xf32>
    %62 = stablehlo.broadcast_in_dim %59, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %63 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<64x16xf32>
    %66 = stablehlo.sine %65 : tensor<64x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %68 = stablehlo.cosine %65 : tensor<64x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %70 = stablehlo.slice %52 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %71 = stablehlo.slice %52 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %72 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %73 = stablehlo.multiply %70, %72 : tensor<8x64x8x16xf32>
    %74 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %75 = stablehlo.multiply %71, %74 : tensor<8x64x8x16xf32>
    %76 = stablehlo.subtract %73, %75 : tensor<8x64x8x16xf32>
    %77 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %78 = stablehlo.multiply %71, %77 : tensor<8x64x8x16xf32>
    %79 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %80 = stablehlo.multiply %70, %79 : tensor<8x64x8x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x64x8x16xf32>
    %82 = stablehlo.concatenate %76, %81, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %83 = stablehlo.dot_general %18, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %84 = stablehlo.reshape %83 : (tensor<8x64x256xf32>) -> tensor<8x64x8x32xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %85 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %86 = call @tril(%85) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %87 = stablehlo.broadcast_in_dim %86, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<1x1x64x64xi1>
    %88 = stablehlo.reshape %50 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %90 = stablehlo.dot_general %88, %82, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_9 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %92 = stablehlo.multiply %90, %91 : tensor<8x8x64x1x64xf32>
    %c_10 = stablehlo.constant dense<true> : tensor<i1>
    %93 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %95 = stablehlo.transpose %89, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %97 = stablehlo.and %94, %96 : tensor<1x8x8x64x64xi1>
    %cst_11 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %98 = call @_where_0(%97, %92, %cst_11) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_12) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %101 = stablehlo.maximum %100, %99 : tensor<1x8x8x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %104 = stablehlo.subtract %98, %103 : tensor<1x8x8x64x64xf32>
    %105 = stablehlo.exponential %104 : tensor<1x8x8x64x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_14) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %109 = stablehlo.divide %105, %108 : tensor<1x8x8x64x64xf32>
    %110 = stablehlo.dot_general %84, %109, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %111 = stablehlo.transpose %110, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %112 = stablehlo.transpose %111, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x64x8x32xf32>) -> tensor<8x64x256xf32>
    %115 = stablehlo.dot_general %114, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %116 = stablehlo.add %0, %115 : tensor<8x64x256xf32>
    %117 = chlo.square %116 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%117 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %123 = stablehlo.reshape %120 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %125 = stablehlo.subtract %116, %124 : tensor<8x64x256xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %127 = stablehlo.add %123, %126 : tensor<8x64x1xf32>
    %128 = stablehlo.rsqrt %127 : tensor<8x64x1xf32>
    %129 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %131 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %132 = stablehlo.multiply %130, %131 : tensor<8x64x256xf32>
    %133 = stablehlo.multiply %125, %132 : tensor<8x64x256xf32>
    %134 = stablehlo.dot_general %133, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %135 = call @silu(%134) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %136 = stablehlo.dot_general %133, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<8x64x512xf32>
    %138 = stablehlo.dot_general %137, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %139 = stablehlo.add %116, %138 : tensor<8x64x256xf32>
    %140 = stablehlo.custom_call @Sharding(%139) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %141 = stablehlo.iota dim = 0 : tensor<64xi32>
    %142 = chlo.square %140 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %145 = stablehlo.divide %143, %144 : tensor<8x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %147 = stablehlo.reshape %146 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %148 = stablehlo.reshape %145 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %150 = stablehlo.subtract %140, %149 : tensor<8x64x256xf32>
    %cst_22 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %152 = stablehlo.add %148, %151 : tensor<8x64x1xf32>
    %153 = stablehlo.rsqrt %152 : tensor<8x64x1xf32>
    %154 = stablehlo.reshape %arg12 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<8x64x256xf32>
    %158 = stablehlo.multiply %150, %157 : tensor<8x64x256xf32>
    %159 = stablehlo.dot_general %158, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %160 = stablehlo.reshape %159 : (tensor<8x64x256xf32>) -> tensor<8x64x8x32xf32>
    %161 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %163 = stablehlo.divide %161, %162 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %165 = stablehlo.power %164, %163 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %167 = stablehlo.divide %166, %165 : tensor<16xf32>
    %168 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %169 = stablehlo.convert %168 : (tensor<64x1xi32>) -> tensor<64x1xf32>
    %170 = stablehlo.broadcast_in_dim %167, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %173 = stablehlo.multiply %171, %172 : tensor<64x16xf32>
    %174 = stablehlo.sine %173 : tensor<64x16xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %176 = stablehlo.cosine %173 : tensor<64x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %178 = stablehlo.slice %160 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %179 = stablehlo.slice %160 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %181 = stablehlo.multiply %178, %180 : tensor<8x64x8x16xf32>
    %182 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %183 = stablehlo.multiply %179, %182 : tensor<8x64x8x16xf32>
    %184 = stablehlo.subtract %181, %183 : tensor<8x64x8x16xf32>
    %185 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %186 = stablehlo.multiply %179, %185 : tensor<8x64x8x16xf32>
    %187 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %188 = stablehlo.multiply %178, %187 : tensor<8x64x8x16xf32>
    %189 = stablehlo.add %186, %188 : tensor<8x64x8x16xf32>
    %190 = stablehlo.concatenate %184, %189, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %191 = stablehlo.dot_general %158, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %192 = stablehlo.reshape %191 : (tensor<8x64x256xf32>) -> tensor<8x64x8x32xf32>
    %193 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %195 = stablehlo.divide %193, %194 : tensor<16xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %197 = stablehlo.power %196, %195 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %199 = stablehlo.divide %198, %197 : tensor<16xf32>
    %200 = stablehlo.broadcast_in_dim %141, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %201 = stablehlo.convert %200 : (tensor<64x1xi32>) -> tensor<64x1xf32>
    %202 = stablehlo.broadcast_in_dim %199, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %203 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %205 = stablehlo.multiply %203, %204 : tensor<64x16xf32>
    %206 = stablehlo.sine %205 : tensor<64x16xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %208 = stablehlo.cosine %205 : tensor<64x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1, 3] : (tensor<64x16xf32>) -> tensor<1x64x1x16xf32>
    %210 = stablehlo.slice %192 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %211 = stablehlo.slice %192 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %212 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<8x64x8x16xf32>
    %214 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %215 = stablehlo.multiply %211, %214 : tensor<8x64x8x16xf32>
    %216 = stablehlo.subtract %213, %215 : tensor<8x64x8x16xf32>
    %217 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %218 = stablehlo.multiply %211, %217 : tensor<8x64x8x16xf32>
    %219 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %220 = stablehlo.multiply %210, %219 : tensor<8x64x8x16xf32>
    %221 = stablehlo.add %218, %220 : tensor<8x64x8x16xf32>
    %222 = stablehlo.concatenate %216, %221, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %223 = stablehlo.dot_general %158, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %224 = stablehlo.reshape %223 : (tensor<8x64x256xf32>) -> tensor<8x64x8x32xf32>
    %c_29 = stablehlo.constant dense<true> : tensor<i1>
    %225 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %226 = call @tril(%225) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %227 = stablehlo.broadcast_in_dim %226, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<1x1x64x64xi1>
    %228 = stablehlo.reshape %190 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 3, 4] : (tensor<1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %230 = stablehlo.dot_general %228, %222, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x1x32xf32>, tensor<8x64x8x32xf32>) -> tensor<8x8x64x1x64xf32>
    %cst_30 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x8x64x1x64xf32>
    %232 = stablehlo.multiply %230, %231 : tensor<8x8x64x1x64xf32>
    %c_31 = stablehlo.constant dense<true> : tensor<i1>
    %233 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i1>) -> tensor<8x8x64x64xi1>
    %234 = stablehlo.broadcast_in_dim %233, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %235 = stablehlo.transpose %229, dims = [2, 0, 1, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<1x8x8x64x64xi1>
    %237 = stablehlo.and %234, %236 : tensor<1x8x8x64x64xi1>
    %cst_32 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %238 = call @_where_1(%237, %232, %cst_32) : (tensor<1x8x8x64x64xi1>, tensor<8x8x64x1x64xf32>, tensor<f32>) -> tensor<1x8x8x64x64xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_33) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x8x8x64xf32>
    %241 = stablehlo.maximum %240, %239 : tensor<1x8x8x64xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %244 = stablehlo.subtract %238, %243 : tensor<1x8x8x64x64xf32>
    %245 = stablehlo.exponential %244 : tensor<1x8x8x64x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_35) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x64x64xf32>, tensor<f32>) -> tensor<1x8x8x64xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x8x8x64xf32>) -> tensor<1x8x8x64x1xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x64x1xf32>) -> tensor<1x8x8x64x64xf32>
    %249 = stablehlo.divide %245, %248 : tensor<1x8x8x64x64xf32>
    %250 = stablehlo.dot_general %224, %249, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<1x8x8x64x64xf32>) -> tensor<8x8x32x1x64xf32>
    %251 = stablehlo.transpose %250, dims = [3, 0, 4, 1, 2] : (tensor<8x8x32x1x64xf32>) -> tensor<1x8x64x8x32xf32>
    %252 = stablehlo.transpose %251, dims = [1, 2, 3, 0, 4] : (tensor<1x8x64x8x32xf32>) -> tensor<8x64x8x1x32xf32>
    %253 = stablehlo.reshape %252 : (tensor<8x64x8x1x32xf32>) -> tensor<8x64x8x32xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x64x8x32xf32>) -> tensor<8x64x256xf32>
    %255 = stablehlo.dot_general %254, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %256 = stablehlo.add %140, %255 : tensor<8x64x256xf32>
    %257 = chlo.square %256 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_37 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %260 = stablehlo.divide %258, %259 : tensor<8x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %262 = stablehlo.reshape %261 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %263 = stablehlo.reshape %260 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %264 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %265 = stablehlo.subtract %256, %264 : tensor<8x64x256xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %267 = stablehlo.add %263, %266 : tensor<8x64x1xf32>
    %268 = stablehlo.rsqrt %267 : tensor<8x64x1xf32>
    %269 = stablehlo.reshape %arg13 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<8x64x256xf32>
    %273 = stablehlo.multiply %265, %272 : tensor<8x64x256xf32>
    %274 = stablehlo.dot_general %273, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %275 = call @silu_2(%274) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %276 = stablehlo.dot_general %273, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<8x64x512xf32>
    %278 = stablehlo.dot_general %277, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %279 = stablehlo.add %256, %278 : tensor<8x64x256xf32>
    %280 = stablehlo.custom_call @Sharding(%279) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %281 = chlo.square %280 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_41 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %284 = stablehlo.divide %282, %283 : tensor<8x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %287 = stablehlo.reshape %284 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %289 = stablehlo.subtract %280, %288 : tensor<8x64x256xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %291 = stablehlo.add %287, %290 : tensor<8x64x1xf32>
    %292 = stablehlo.rsqrt %291 : tensor<8x64x1xf32>
    %293 = stablehlo.reshape %arg20 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %294 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %295 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<8x64x256xf32>
    %297 = stablehlo.multiply %289, %296 : tensor<8x64x256xf32>
    %298 = stablehlo.dot_general %297, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    return %298 : tensor<8x64x1024xf32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    return %16 : tensor<8x64x256xf32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
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
  func.func private @_where_0(%arg0: tensor<1x8x8x64x64xi1>, %arg1: tensor<8x8x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xf32>) -> tensor<1x8x8x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x64x1x64xf32>) -> tensor<1x8x8x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>
    return %3 : tensor<1x8x8x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x512xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x512xf32>
    return %6 : tensor<8x64x512xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x8x8x64x64xi1>, %arg1: tensor<8x8x64x1x64xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x64x64xf32>) -> tensor<1x8x8x64x64xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x64x1x64xf32>) -> tensor<1x8x8x64x64xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x64x64xi1>, tensor<1x8x8x64x64xf32>
    return %3 : tensor<1x8x8x64x64xf32>
  }
  func.func private @silu_2(%arg0: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x512xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x512xf32>
    return %6 : tensor<8x64x512xf32>
  }
}
