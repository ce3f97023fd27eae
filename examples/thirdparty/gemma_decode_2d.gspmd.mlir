module @jit_gemma_decode_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<32xf32> {mhlo.sharding = "{replicated}"}, %arg15: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg17: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg21: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg22: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg23: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg24: tensor<8xi32> {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, %arg25: tensor<8x64x4x32xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg26: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg27: tensor<8x64x4x32xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg28: tensor<8xi32> {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, %arg29: tensor<8x64x4x32xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg30: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg31: tensor<8x64x4x32xf32> {mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, %arg32: tensor<8xi32> {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, %arg33: tensor<8xi32> {mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, %arg34: tensor<8x64xi1> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<8xi32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, tensor<8xi32> {jax.result_info = "result[1]['layer_0']['end_index']", mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, tensor<8x64x4x32xf32> {jax.result_info = "result[1]['layer_0']['k']", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, tensor<8x64xi32> {jax.result_info = "result[1]['layer_0']['positions']", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, tensor<8x64x4x32xf32> {jax.result_info = "result[1]['layer_0']['v']", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, tensor<8xi32> {jax.result_info = "result[1]['layer_1']['end_index']", mhlo.sharding = "{devices=[2,4]<=[8] last_tile_dim_replicate}"}, tensor<8x64x4x32xf32> {jax.result_info = "result[1]['layer_1']['k']", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}, tensor<8x64xi32> {jax.result_info = "result[1]['layer_1']['positions']", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, tensor<8x64x4x32xf32> {jax.result_info = "result[1]['layer_1']['v']", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"}) {
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %2 = stablehlo.broadcast_in_dim %arg33, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<8x64xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.compare LE, %3, %4, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %6 = stablehlo.broadcast_in_dim %arg32, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %7 = stablehlo.broadcast_in_dim %arg33, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %8 = stablehlo.and %arg34, %5 : tensor<8x64xi1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64xi1>
    %10:9 = call @__call__(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %9, %arg24, %arg25, %arg26, %arg27, %arg28, %arg29, %arg30, %arg31, %7, %6) : (tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<8x1x64xi1>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>, tensor<8x1xi32>, tensor<8x1xi32>) -> (tensor<8x1x1024xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>)
    %11 = stablehlo.reshape %10#0 : (tensor<8x1x1024xf32>) -> tensor<8x1024xf32>
    %12 = call @argmax(%11) : (tensor<8x1024xf32>) -> tensor<8xi32>
    return %12, %10#1, %10#2, %10#3, %10#4, %10#5, %10#6, %10#7, %10#8 : tensor<8xi32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>
  }
  func.func private @__call__(%arg0: tensor<1024x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x32x256xf32>, %arg5: tensor<2x4x256x32xf32>, %arg6: tensor<8x256x32xf32>, %arg7: tensor<2x512x256xf32>, %arg8: tensor<512x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<8x32x256xf32>, %arg16: tensor<2x4x256x32xf32>, %arg17: tensor<8x256x32xf32>, %arg18: tensor<2x512x256xf32>, %arg19: tensor<512x256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<8x1x64xi1>, %arg25: tensor<8xi32>, %arg26: tensor<8x64x4x32xf32>, %arg27: tensor<8x64xi32>, %arg28: tensor<8x64x4x32xf32>, %arg29: tensor<8xi32>, %arg30: tensor<8x64x4x32xf32>, %arg31: tensor<8x64xi32>, %arg32: tensor<8x64x4x32xf32>, %arg33: tensor<8x1xi32>, %arg34: tensor<8x1xi32>) -> (tensor<8x1x1024xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>) {
    %0 = call @tokens_with_mm(%arg34) : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %4 = stablehlo.add %0, %3 : tensor<8x1xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<8x1xi1>, tensor<8x1xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x1x1xi32>) -> tensor<8x1x256xf32>
    %cst = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.sqrt %cst : tensor<f32>
    %9 = stablehlo.convert %8 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<8x1x256xf32>
    %12 = chlo.square %11 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x1x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %21 = stablehlo.multiply %11, %20 : tensor<8x1x256xf32>
    %22 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %24 = stablehlo.add %23, %22 : tensor<1x1x256xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<8x1x256xf32>
    %27 = stablehlo.dot_general %26, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<8x256x32xf32>) -> tensor<8x1x8x32xf32>
    %28 = stablehlo.dot_general %arg5, %26, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x256x32xf32>, tensor<8x1x256xf32>) -> tensor<2x4x32x8x1xf32>
    %29 = stablehlo.transpose %28, dims = [0, 3, 4, 1, 2] : (tensor<2x4x32x8x1xf32>) -> tensor<2x8x1x4x32xf32>
    %30 = stablehlo.slice %29 [0:1, 0:8, 0:1, 0:4, 0:32] : (tensor<2x8x1x4x32xf32>) -> tensor<1x8x1x4x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x8x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %32 = stablehlo.slice %29 [1:2, 0:8, 0:1, 0:4, 0:32] : (tensor<2x8x1x4x32xf32>) -> tensor<1x8x1x4x32xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x8x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %34 = chlo.square %27 : tensor<8x1x8x32xf32> -> tensor<8x1x8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x1x8x32xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %38 = stablehlo.divide %36, %37 : tensor<8x1x8x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x1x8x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<8x1x8x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x32xf32>
    %43 = stablehlo.multiply %27, %42 : tensor<8x1x8x32xf32>
    %44 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %46 = stablehlo.add %45, %44 : tensor<1x1x1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x8x32xf32>
    %48 = stablehlo.multiply %43, %47 : tensor<8x1x8x32xf32>
    %49 = chlo.square %31 : tensor<8x1x4x32xf32> -> tensor<8x1x4x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x1x4x32xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8x1x4x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %55 = stablehlo.add %53, %54 : tensor<8x1x4x1xf32>
    %56 = stablehlo.rsqrt %55 : tensor<8x1x4x1xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x32xf32>
    %58 = stablehlo.multiply %31, %57 : tensor<8x1x4x32xf32>
    %59 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %61 = stablehlo.add %60, %59 : tensor<1x1x1x32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x4x32xf32>
    %63 = stablehlo.multiply %58, %62 : tensor<8x1x4x32xf32>
    %64 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %68 = stablehlo.power %67, %66 : tensor<16xf32>
    %69 = call @_pad(%68) : (tensor<16xf32>) -> tensor<16xf32>
    %70 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %72 = stablehlo.convert %70 : (tensor<8x1x1xi32>) -> tensor<8x1x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %75 = stablehlo.divide %73, %74 : tensor<8x1x16xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %78 = stablehlo.divide %76, %77 : tensor<8x1x1x16xf32>
    %79 = stablehlo.sine %78 : tensor<8x1x1x16xf32>
    %80 = stablehlo.cosine %78 : tensor<8x1x1x16xf32>
    %81 = stablehlo.slice %48 [0:8, 0:1, 0:8, 0:16] : (tensor<8x1x8x32xf32>) -> tensor<8x1x8x16xf32>
    %82 = stablehlo.slice %48 [0:8, 0:1, 0:8, 16:32] : (tensor<8x1x8x32xf32>) -> tensor<8x1x8x16xf32>
    %83 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %84 = stablehlo.multiply %81, %83 : tensor<8x1x8x16xf32>
    %85 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %86 = stablehlo.multiply %82, %85 : tensor<8x1x8x16xf32>
    %87 = stablehlo.subtract %84, %86 : tensor<8x1x8x16xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %89 = stablehlo.multiply %82, %88 : tensor<8x1x8x16xf32>
    %90 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<8x1x8x16xf32>
    %92 = stablehlo.add %89, %91 : tensor<8x1x8x16xf32>
    %93 = stablehlo.concatenate %87, %92, dim = 3 : (tensor<8x1x8x16xf32>, tensor<8x1x8x16xf32>) -> tensor<8x1x8x32xf32>
    %cst_16 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %95 = stablehlo.multiply %93, %94 : tensor<8x1x8x32xf32>
    %96 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %98 = stablehlo.multiply %97, %96 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %100 = stablehlo.power %99, %98 : tensor<16xf32>
    %101 = call @_pad(%100) : (tensor<16xf32>) -> tensor<16xf32>
    %102 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %104 = stablehlo.convert %102 : (tensor<8x1x1xi32>) -> tensor<8x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %106 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x1x16xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %110 = stablehlo.divide %108, %109 : tensor<8x1x1x16xf32>
    %111 = stablehlo.sine %110 : tensor<8x1x1x16xf32>
    %112 = stablehlo.cosine %110 : tensor<8x1x1x16xf32>
    %113 = stablehlo.slice %63 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %114 = stablehlo.slice %63 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %115 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %116 = stablehlo.multiply %113, %115 : tensor<8x1x4x16xf32>
    %117 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %118 = stablehlo.multiply %114, %117 : tensor<8x1x4x16xf32>
    %119 = stablehlo.subtract %116, %118 : tensor<8x1x4x16xf32>
    %120 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %121 = stablehlo.multiply %114, %120 : tensor<8x1x4x16xf32>
    %122 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %123 = stablehlo.multiply %113, %122 : tensor<8x1x4x16xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x1x4x16xf32>
    %125 = stablehlo.concatenate %119, %124, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %126 = stablehlo.slice %arg25 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %127 = stablehlo.reshape %126 : (tensor<1xi32>) -> tensor<i32>
    %c_20 = stablehlo.constant dense<64> : tensor<i32>
    %128 = call @remainder(%127, %c_20) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.compare LT, %128, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_22 = stablehlo.constant dense<64> : tensor<i32>
    %130 = stablehlo.add %128, %c_22 : tensor<i32>
    %131 = stablehlo.select %129, %130, %128 : tensor<i1>, tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.dynamic_update_slice %arg28, %33, %c_23, %131, %c_24, %c_25 : (tensor<8x64x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x4x32xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.compare LT, %128, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_27 = stablehlo.constant dense<64> : tensor<i32>
    %134 = stablehlo.add %128, %c_27 : tensor<i32>
    %135 = stablehlo.select %133, %134, %128 : tensor<i1>, tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %136 = stablehlo.dynamic_update_slice %arg26, %125, %c_28, %135, %c_29, %c_30 : (tensor<8x64x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x4x32xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %137 = stablehlo.compare LT, %128, %c_31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_32 = stablehlo.constant dense<64> : tensor<i32>
    %138 = stablehlo.add %128, %c_32 : tensor<i32>
    %139 = stablehlo.select %137, %138, %128 : tensor<i1>, tensor<i32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %140 = stablehlo.dynamic_update_slice %arg27, %arg33, %c_33, %139 : (tensor<8x64xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x64xi32>
    %141 = stablehlo.reshape %95 : (tensor<8x1x8x32xf32>) -> tensor<8x1x4x2x32xf32>
    %142 = stablehlo.dot_general %136, %141, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x1x4x2x32xf32>) -> tensor<8x4x64x1x2xf32>
    %143 = stablehlo.transpose %142, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x1x2xf32>) -> tensor<8x1x4x2x64xf32>
    %144 = stablehlo.reshape %143 : (tensor<8x1x4x2x64xf32>) -> tensor<8x1x8x64xf32>
    %145 = stablehlo.broadcast_in_dim %140, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %146 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_34 = stablehlo.constant dense<32> : tensor<i32>
    %147 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %148 = stablehlo.subtract %146, %147 : tensor<8x1x1xi32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x64xi32>
    %150 = stablehlo.compare GT, %145, %149, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %c_35 = stablehlo.constant dense<32> : tensor<i32>
    %151 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %152 = stablehlo.add %146, %151 : tensor<8x1x1xi32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x64xi32>
    %154 = stablehlo.compare LT, %145, %153, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %155 = stablehlo.and %150, %154 : tensor<8x1x64xi1>
    %156 = stablehlo.and %arg24, %155 : tensor<8x1x64xi1>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 3] : (tensor<8x1x64xi1>) -> tensor<8x1x1x64xi1>
    %cst_36 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %158 = call @_where_0(%157, %144, %cst_36) : (tensor<8x1x1x64xi1>, tensor<8x1x8x64xf32>, tensor<f32>) -> tensor<8x1x8x64xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_37) applies stablehlo.maximum across dimensions = [3] : (tensor<8x1x8x64xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1x8xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<8x1x8xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x64xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<8x1x8x64xf32>
    %165 = stablehlo.exponential %164 : tensor<8x1x8x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_39) applies stablehlo.add across dimensions = [3] : (tensor<8x1x8x64xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x64xf32>
    %169 = stablehlo.divide %165, %168 : tensor<8x1x8x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x1x8x64xf32>) -> tensor<8x1x4x2x64xf32>
    %171 = stablehlo.dot_general %132, %170, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x1x4x2x64xf32>) -> tensor<8x4x32x1x2xf32>
    %172 = stablehlo.transpose %171, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x1x4x2x32xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x1x4x2x32xf32>) -> tensor<8x1x8x32xf32>
    %174 = stablehlo.dot_general %173, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x1x256xf32>
    %c_40 = stablehlo.constant dense<1> : tensor<i32>
    %175 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %176 = stablehlo.add %arg25, %175 : tensor<8xi32>
    %177 = chlo.square %174 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %181 = stablehlo.divide %179, %180 : tensor<8x1x1xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %183 = stablehlo.add %181, %182 : tensor<8x1x1xf32>
    %184 = stablehlo.rsqrt %183 : tensor<8x1x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %186 = stablehlo.multiply %174, %185 : tensor<8x1x256xf32>
    %187 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %189 = stablehlo.add %188, %187 : tensor<1x1x256xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %191 = stablehlo.multiply %186, %190 : tensor<8x1x256xf32>
    %192 = stablehlo.add %191, %11 : tensor<8x1x256xf32>
    %193 = chlo.square %192 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_46 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %197 = stablehlo.divide %195, %196 : tensor<8x1x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %199 = stablehlo.add %197, %198 : tensor<8x1x1xf32>
    %200 = stablehlo.rsqrt %199 : tensor<8x1x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %202 = stablehlo.multiply %192, %201 : tensor<8x1x256xf32>
    %203 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %205 = stablehlo.add %204, %203 : tensor<1x1x256xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %207 = stablehlo.multiply %202, %206 : tensor<8x1x256xf32>
    %208 = stablehlo.dot_general %207, %arg7, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<2x512x256xf32>) -> tensor<8x1x2x512xf32>
    %209 = stablehlo.slice %208 [0:8, 0:1, 0:1, 0:512] : (tensor<8x1x2x512xf32>) -> tensor<8x1x1x512xf32>
    %210 = stablehlo.reshape %209 : (tensor<8x1x1x512xf32>) -> tensor<8x1x512xf32>
    %211 = stablehlo.multiply %210, %210 : tensor<8x1x512xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<8x1x512xf32>
    %cst_49 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<8x1x512xf32>
    %215 = stablehlo.add %210, %214 : tensor<8x1x512xf32>
    %cst_50 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %217 = stablehlo.multiply %216, %215 : tensor<8x1x512xf32>
    %218 = stablehlo.tanh %217 : tensor<8x1x512xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %220 = stablehlo.add %219, %218 : tensor<8x1x512xf32>
    %cst_52 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<8x1x512xf32>
    %223 = stablehlo.multiply %210, %222 : tensor<8x1x512xf32>
    %224 = stablehlo.slice %208 [0:8, 0:1, 1:2, 0:512] : (tensor<8x1x2x512xf32>) -> tensor<8x1x1x512xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x1x1x512xf32>) -> tensor<8x1x512xf32>
    %226 = stablehlo.multiply %223, %225 : tensor<8x1x512xf32>
    %227 = stablehlo.dot_general %226, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x512xf32>, tensor<512x256xf32>) -> tensor<8x1x256xf32>
    %228 = chlo.square %227 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.reduce(%228 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_54 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %232 = stablehlo.divide %230, %231 : tensor<8x1x1xf32>
    %cst_55 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %234 = stablehlo.add %232, %233 : tensor<8x1x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<8x1x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %237 = stablehlo.multiply %227, %236 : tensor<8x1x256xf32>
    %238 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %240 = stablehlo.add %239, %238 : tensor<1x1x256xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %242 = stablehlo.multiply %237, %241 : tensor<8x1x256xf32>
    %243 = stablehlo.add %242, %192 : tensor<8x1x256xf32>
    %244 = chlo.square %243 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %248 = stablehlo.divide %246, %247 : tensor<8x1x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %250 = stablehlo.add %248, %249 : tensor<8x1x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<8x1x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %253 = stablehlo.multiply %243, %252 : tensor<8x1x256xf32>
    %254 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %256 = stablehlo.add %255, %254 : tensor<1x1x256xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %258 = stablehlo.multiply %253, %257 : tensor<8x1x256xf32>
    %259 = stablehlo.dot_general %258, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<8x256x32xf32>) -> tensor<8x1x8x32xf32>
    %260 = stablehlo.dot_general %arg16, %258, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x256x32xf32>, tensor<8x1x256xf32>) -> tensor<2x4x32x8x1xf32>
    %261 = stablehlo.transpose %260, dims = [0, 3, 4, 1, 2] : (tensor<2x4x32x8x1xf32>) -> tensor<2x8x1x4x32xf32>
    %262 = stablehlo.slice %261 [0:1, 0:8, 0:1, 0:4, 0:32] : (tensor<2x8x1x4x32xf32>) -> tensor<1x8x1x4x32xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x8x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %264 = stablehlo.slice %261 [1:2, 0:8, 0:1, 0:4, 0:32] : (tensor<2x8x1x4x32xf32>) -> tensor<1x8x1x4x32xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x8x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %266 = chlo.square %259 : tensor<8x1x8x32xf32> -> tensor<8x1x8x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%266 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<8x1x8x32xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %cst_62 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %270 = stablehlo.divide %268, %269 : tensor<8x1x8x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x1x8x1xf32>
    %272 = stablehlo.add %270, %271 : tensor<8x1x8x1xf32>
    %273 = stablehlo.rsqrt %272 : tensor<8x1x8x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x32xf32>
    %275 = stablehlo.multiply %259, %274 : tensor<8x1x8x32xf32>
    %276 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %278 = stablehlo.add %277, %276 : tensor<1x1x1x32xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x8x32xf32>
    %280 = stablehlo.multiply %275, %279 : tensor<8x1x8x32xf32>
    %281 = chlo.square %263 : tensor<8x1x4x32xf32> -> tensor<8x1x4x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<8x1x4x32xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %cst_66 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %285 = stablehlo.divide %283, %284 : tensor<8x1x4x1xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x1x4x1xf32>
    %287 = stablehlo.add %285, %286 : tensor<8x1x4x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<8x1x4x1xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x32xf32>
    %290 = stablehlo.multiply %263, %289 : tensor<8x1x4x32xf32>
    %291 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %293 = stablehlo.add %292, %291 : tensor<1x1x1x32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x4x32xf32>
    %295 = stablehlo.multiply %290, %294 : tensor<8x1x4x32xf32>
    %296 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<16xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %300 = stablehlo.power %299, %298 : tensor<16xf32>
    %301 = call @_pad(%300) : (tensor<16xf32>) -> tensor<16xf32>
    %302 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %303 = stablehlo.broadcast_in_dim %301, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %304 = stablehlo.convert %302 : (tensor<8x1x1xi32>) -> tensor<8x1x1xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %306 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %307 = stablehlo.divide %305, %306 : tensor<8x1x16xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %310 = stablehlo.divide %308, %309 : tensor<8x1x1x16xf32>
    %311 = stablehlo.sine %310 : tensor<8x1x1x16xf32>
    %312 = stablehlo.cosine %310 : tensor<8x1x1x16xf32>
    %313 = stablehlo.slice %280 [0:8, 0:1, 0:8, 0:16] : (tensor<8x1x8x32xf32>) -> tensor<8x1x8x16xf32>
    %314 = stablehlo.slice %280 [0:8, 0:1, 0:8, 16:32] : (tensor<8x1x8x32xf32>) -> tensor<8x1x8x16xf32>
    %315 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %316 = stablehlo.multiply %313, %315 : tensor<8x1x8x16xf32>
    %317 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %318 = stablehlo.multiply %314, %317 : tensor<8x1x8x16xf32>
    %319 = stablehlo.subtract %316, %318 : tensor<8x1x8x16xf32>
    %320 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %321 = stablehlo.multiply %314, %320 : tensor<8x1x8x16xf32>
    %322 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %323 = stablehlo.multiply %313, %322 : tensor<8x1x8x16xf32>
    %324 = stablehlo.add %321, %323 : tensor<8x1x8x16xf32>
    %325 = stablehlo.concatenate %319, %324, dim = 3 : (tensor<8x1x8x16xf32>, tensor<8x1x8x16xf32>) -> tensor<8x1x8x32xf32>
    %cst_72 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x1x8x32xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<8x1x8x32xf32>
    %328 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_73 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<16xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %332 = stablehlo.power %331, %330 : tensor<16xf32>
    %333 = call @_pad(%332) : (tensor<16xf32>) -> tensor<16xf32>
    %334 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %335 = stablehlo.broadcast_in_dim %333, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %336 = stablehlo.convert %334 : (tensor<8x1x1xi32>) -> tensor<8x1x1xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %338 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %339 = stablehlo.divide %337, %338 : tensor<8x1x16xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %342 = stablehlo.divide %340, %341 : tensor<8x1x1x16xf32>
    %343 = stablehlo.sine %342 : tensor<8x1x1x16xf32>
    %344 = stablehlo.cosine %342 : tensor<8x1x1x16xf32>
    %345 = stablehlo.slice %295 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %346 = stablehlo.slice %295 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %347 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %348 = stablehlo.multiply %345, %347 : tensor<8x1x4x16xf32>
    %349 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %350 = stablehlo.multiply %346, %349 : tensor<8x1x4x16xf32>
    %351 = stablehlo.subtract %348, %350 : tensor<8x1x4x16xf32>
    %352 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %353 = stablehlo.multiply %346, %352 : tensor<8x1x4x16xf32>
    %354 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %355 = stablehlo.multiply %345, %354 : tensor<8x1x4x16xf32>
    %356 = stablehlo.add %353, %355 : tensor<8x1x4x16xf32>
    %357 = stablehlo.concatenate %351, %356, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %358 = stablehlo.slice %arg29 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %359 = stablehlo.reshape %358 : (tensor<1xi32>) -> tensor<i32>
    %c_76 = stablehlo.constant dense<64> : tensor<i32>
    %360 = call @remainder(%359, %c_76) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %361 = stablehlo.compare LT, %360, %c_77, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_78 = stablehlo.constant dense<64> : tensor<i32>
    %362 = stablehlo.add %360, %c_78 : tensor<i32>
    %363 = stablehlo.select %361, %362, %360 : tensor<i1>, tensor<i32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %364 = stablehlo.dynamic_update_slice %arg32, %265, %c_79, %363, %c_80, %c_81 : (tensor<8x64x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x4x32xf32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %365 = stablehlo.compare LT, %360, %c_82, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_83 = stablehlo.constant dense<64> : tensor<i32>
    %366 = stablehlo.add %360, %c_83 : tensor<i32>
    %367 = stablehlo.select %365, %366, %360 : tensor<i1>, tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %368 = stablehlo.dynamic_update_slice %arg30, %357, %c_84, %367, %c_85, %c_86 : (tensor<8x64x4x32xf32>, tensor<8x1x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x64x4x32xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %369 = stablehlo.compare LT, %360, %c_87, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_88 = stablehlo.constant dense<64> : tensor<i32>
    %370 = stablehlo.add %360, %c_88 : tensor<i32>
    %371 = stablehlo.select %369, %370, %360 : tensor<i1>, tensor<i32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %372 = stablehlo.dynamic_update_slice %arg31, %arg33, %c_89, %371 : (tensor<8x64xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x64xi32>
    %373 = stablehlo.reshape %327 : (tensor<8x1x8x32xf32>) -> tensor<8x1x4x2x32xf32>
    %374 = stablehlo.dot_general %368, %373, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x1x4x2x32xf32>) -> tensor<8x4x64x1x2xf32>
    %375 = stablehlo.transpose %374, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x1x2xf32>) -> tensor<8x1x4x2x64xf32>
    %376 = stablehlo.reshape %375 : (tensor<8x1x4x2x64xf32>) -> tensor<8x1x8x64xf32>
    %377 = stablehlo.broadcast_in_dim %arg24, dims = [0, 1, 3] : (tensor<8x1x64xi1>) -> tensor<8x1x1x64xi1>
    %cst_90 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %378 = call @_where_0(%377, %376, %cst_90) : (tensor<8x1x1x64xi1>, tensor<8x1x8x64xf32>, tensor<f32>) -> tensor<8x1x8x64xf32>
    %cst_91 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_91) applies stablehlo.maximum across dimensions = [3] : (tensor<8x1x8x64xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %cst_92 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x1x8xf32>
    %381 = stablehlo.maximum %380, %379 : tensor<8x1x8xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x64xf32>
    %384 = stablehlo.subtract %378, %383 : tensor<8x1x8x64xf32>
    %385 = stablehlo.exponential %384 : tensor<8x1x8x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_93) applies stablehlo.add across dimensions = [3] : (tensor<8x1x8x64xf32>, tensor<f32>) -> tensor<8x1x8xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<8x1x8xf32>) -> tensor<8x1x8x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xf32>) -> tensor<8x1x8x64xf32>
    %389 = stablehlo.divide %385, %388 : tensor<8x1x8x64xf32>
    %390 = stablehlo.reshape %389 : (tensor<8x1x8x64xf32>) -> tensor<8x1x4x2x64xf32>
    %391 = stablehlo.dot_general %364, %390, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x1x4x2x64xf32>) -> tensor<8x4x32x1x2xf32>
    %392 = stablehlo.transpose %391, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x1x4x2x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<8x1x4x2x32xf32>) -> tensor<8x1x8x32xf32>
    %394 = stablehlo.dot_general %393, %arg15, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x1x256xf32>
    %c_94 = stablehlo.constant dense<1> : tensor<i32>
    %395 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %396 = stablehlo.add %arg29, %395 : tensor<8xi32>
    %397 = chlo.square %394 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%397 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_96 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %401 = stablehlo.divide %399, %400 : tensor<8x1x1xf32>
    %cst_97 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %403 = stablehlo.add %401, %402 : tensor<8x1x1xf32>
    %404 = stablehlo.rsqrt %403 : tensor<8x1x1xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %406 = stablehlo.multiply %394, %405 : tensor<8x1x256xf32>
    %407 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %409 = stablehlo.add %408, %407 : tensor<1x1x256xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %411 = stablehlo.multiply %406, %410 : tensor<8x1x256xf32>
    %412 = stablehlo.add %411, %243 : tensor<8x1x256xf32>
    %413 = chlo.square %412 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_100 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %417 = stablehlo.divide %415, %416 : tensor<8x1x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %419 = stablehlo.add %417, %418 : tensor<8x1x1xf32>
    %420 = stablehlo.rsqrt %419 : tensor<8x1x1xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %422 = stablehlo.multiply %412, %421 : tensor<8x1x256xf32>
    %423 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %425 = stablehlo.add %424, %423 : tensor<1x1x256xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %427 = stablehlo.multiply %422, %426 : tensor<8x1x256xf32>
    %428 = stablehlo.dot_general %427, %arg18, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<2x512x256xf32>) -> tensor<8x1x2x512xf32>
    %429 = stablehlo.slice %428 [0:8, 0:1, 0:1, 0:512] : (tensor<8x1x2x512xf32>) -> tensor<8x1x1x512xf32>
    %430 = stablehlo.reshape %429 : (tensor<8x1x1x512xf32>) -> tensor<8x1x512xf32>
    %431 = stablehlo.multiply %430, %430 : tensor<8x1x512xf32>
    %432 = stablehlo.multiply %431, %430 : tensor<8x1x512xf32>
    %cst_103 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %434 = stablehlo.multiply %433, %432 : tensor<8x1x512xf32>
    %435 = stablehlo.add %430, %434 : tensor<8x1x512xf32>
    %cst_104 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %437 = stablehlo.multiply %436, %435 : tensor<8x1x512xf32>
    %438 = stablehlo.tanh %437 : tensor<8x1x512xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %440 = stablehlo.add %439, %438 : tensor<8x1x512xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %442 = stablehlo.multiply %441, %440 : tensor<8x1x512xf32>
    %443 = stablehlo.multiply %430, %442 : tensor<8x1x512xf32>
    %444 = stablehlo.slice %428 [0:8, 0:1, 1:2, 0:512] : (tensor<8x1x2x512xf32>) -> tensor<8x1x1x512xf32>
    %445 = stablehlo.reshape %444 : (tensor<8x1x1x512xf32>) -> tensor<8x1x512xf32>
    %446 = stablehlo.multiply %443, %445 : tensor<8x1x512xf32>
    %447 = stablehlo.dot_general %446, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x512xf32>, tensor<512x256xf32>) -> tensor<8x1x256xf32>
    %448 = chlo.square %447 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%448 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_108 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %452 = stablehlo.divide %450, %451 : tensor<8x1x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %454 = stablehlo.add %452, %453 : tensor<8x1x1xf32>
    %455 = stablehlo.rsqrt %454 : tensor<8x1x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %457 = stablehlo.multiply %447, %456 : tensor<8x1x256xf32>
    %458 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %459 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %460 = stablehlo.add %459, %458 : tensor<1x1x256xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %462 = stablehlo.multiply %457, %461 : tensor<8x1x256xf32>
    %463 = stablehlo.add %462, %412 : tensor<8x1x256xf32>
    %464 = chlo.square %463 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_112 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %468 = stablehlo.divide %466, %467 : tensor<8x1x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %470 = stablehlo.add %468, %469 : tensor<8x1x1xf32>
    %471 = stablehlo.rsqrt %470 : tensor<8x1x1xf32>
    %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %473 = stablehlo.multiply %463, %472 : tensor<8x1x256xf32>
    %474 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %476 = stablehlo.add %475, %474 : tensor<1x1x256xf32>
    %477 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
    %478 = stablehlo.multiply %473, %477 : tensor<8x1x256xf32>
    %479 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %480 = stablehlo.dot_general %478, %479, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1024xf32>) -> tensor<8x1x1024xf32>
    return %480, %176, %136, %140, %132, %396, %368, %372, %364 : tensor<8x1x1024xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>, tensor<8xi32>, tensor<8x64x4x32xf32>, tensor<8x64xi32>, tensor<8x64x4x32xf32>
  }
  func.func private @tokens_with_mm(%arg0: tensor<8x1xi32>) -> tensor<8x1xi32> {
    return %arg0 : tensor<8x1xi32>
  }
  func.func private @_pad(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    return %arg0 : tensor<16xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>, %arg1: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.compare NE, %3, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %3, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %7 = stablehlo.compare NE, %5, %6, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %8 = stablehlo.and %7, %4 : tensor<i1>
    %9 = stablehlo.add %3, %2 : tensor<i32>
    %10 = stablehlo.select %8, %9, %3 : tensor<i1>, tensor<i32>
    return %10 : tensor<i32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x1x64xi1>, %arg1: tensor<8x1x8x64xf32>, %arg2: tensor<f32>) -> tensor<8x1x8x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi1>) -> tensor<8x1x8x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1x8x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x1x8x64xi1>, tensor<8x1x8x64xf32>
    return %3 : tensor<8x1x8x64xf32>
  }
  func.func private @argmax(%arg0: tensor<8x1024xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x1024xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x1024xf32>, tensor<8x1024xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
