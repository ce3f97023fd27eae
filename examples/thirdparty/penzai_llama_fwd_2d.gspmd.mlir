module @jit_penzai_llama_fwd_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<2x256xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<2x256x4x2x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<2x256x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<2x256x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<2x4x2x32x256xf32> {mhlo.sharding = "{devices=[1,4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<2x256xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<2x256x512xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<2x256x512xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<256x1024xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<8x64xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x64x1024xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = call @_jitted_nmapped_getitem(%arg0, %arg12) : (tensor<1024x256xf32>, tensor<8x64xi32>) -> tensor<256x8x64xf32>
    %2 = stablehlo.slice %arg1 [0:0, 0:256] : (tensor<2x256xf32>) -> tensor<0x256xf32>
    %3 = stablehlo.slice %arg1 [0:2, 0:256] : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %4 = stablehlo.slice %arg2 [0:0, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<0x256x4x2x32xf32>
    %5 = stablehlo.slice %arg2 [0:2, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<2x256x4x2x32xf32>
    %6 = stablehlo.slice %arg3 [0:0, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<0x256x4x32xf32>
    %7 = stablehlo.slice %arg3 [0:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<2x256x4x32xf32>
    %8 = stablehlo.slice %arg4 [0:0, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<0x256x4x32xf32>
    %9 = stablehlo.slice %arg4 [0:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<2x256x4x32xf32>
    %10 = stablehlo.slice %arg5 [0:0, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<0x4x2x32x256xf32>
    %11 = stablehlo.slice %arg5 [0:2, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<2x4x2x32x256xf32>
    %12 = stablehlo.slice %arg6 [0:0, 0:256] : (tensor<2x256xf32>) -> tensor<0x256xf32>
    %13 = stablehlo.slice %arg6 [0:2, 0:256] : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %14 = stablehlo.slice %arg7 [0:0, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<0x256x512xf32>
    %15 = stablehlo.slice %arg7 [0:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<2x256x512xf32>
    %16 = stablehlo.slice %arg8 [0:0, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<0x256x512xf32>
    %17 = stablehlo.slice %arg8 [0:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<2x256x512xf32>
    %18 = stablehlo.slice %arg9 [0:0, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<0x512x256xf32>
    %19 = stablehlo.slice %arg9 [0:2, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<2x512x256xf32>
    %20 = stablehlo.slice %3 [0:1, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %21 = stablehlo.reshape %20 : (tensor<1x256xf32>) -> tensor<256xf32>
    %22 = stablehlo.slice %5 [0:1, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<1x256x4x2x32xf32>
    %23 = stablehlo.reshape %22 : (tensor<1x256x4x2x32xf32>) -> tensor<256x4x2x32xf32>
    %24 = stablehlo.slice %7 [0:1, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %25 = stablehlo.reshape %24 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %26 = stablehlo.slice %9 [0:1, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %27 = stablehlo.reshape %26 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %28 = stablehlo.slice %11 [0:1, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<1x4x2x32x256xf32>
    %29 = stablehlo.reshape %28 : (tensor<1x4x2x32x256xf32>) -> tensor<4x2x32x256xf32>
    %30 = stablehlo.slice %13 [0:1, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %31 = stablehlo.reshape %30 : (tensor<1x256xf32>) -> tensor<256xf32>
    %32 = stablehlo.slice %15 [0:1, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %33 = stablehlo.reshape %32 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %34 = stablehlo.slice %17 [0:1, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %35 = stablehlo.reshape %34 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %36 = stablehlo.slice %19 [0:1, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<1x512x256xf32>
    %37 = stablehlo.reshape %36 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
    %38 = call @closed_call(%cst, %0, %cst_0, %cst_1, %cst_2, %1, %21, %23, %25, %27, %29, %31, %33, %35, %37) : (tensor<f32>, tensor<64xi32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<256x8x64xf32>, tensor<256xf32>, tensor<256x4x2x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x2x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x8x64xf32>
    %39 = stablehlo.slice %3 [1:2, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x256xf32>) -> tensor<256xf32>
    %41 = stablehlo.slice %5 [1:2, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<1x256x4x2x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<1x256x4x2x32xf32>) -> tensor<256x4x2x32xf32>
    %43 = stablehlo.slice %7 [1:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %45 = stablehlo.slice %9 [1:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %47 = stablehlo.slice %11 [1:2, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<1x4x2x32x256xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x4x2x32x256xf32>) -> tensor<4x2x32x256xf32>
    %49 = stablehlo.slice %13 [1:2, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x256xf32>) -> tensor<256xf32>
    %51 = stablehlo.slice %15 [1:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %53 = stablehlo.slice %17 [1:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %55 = stablehlo.slice %19 [1:2, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<1x512x256xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
    %57 = call @closed_call(%cst, %0, %cst_0, %cst_1, %cst_2, %38, %40, %42, %44, %46, %48, %50, %52, %54, %56) : (tensor<f32>, tensor<64xi32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<256x8x64xf32>, tensor<256xf32>, tensor<256x4x2x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x2x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>) -> tensor<256x8x64xf32>
    %58 = chlo.square %57 : tensor<256x8x64xf32> -> tensor<256x8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_4) applies stablehlo.add across dimensions = [0] : (tensor<256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %61 = stablehlo.divide %59, %60 : tensor<8x64xf32>
    %62 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %63 = stablehlo.add %61, %62 : tensor<8x64xf32>
    %64 = stablehlo.rsqrt %63 : tensor<8x64xf32>
    %65 = stablehlo.transpose %57, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %68 = stablehlo.multiply %65, %67 : tensor<8x64x256xf32>
    %69 = stablehlo.dot_general %68, %arg10, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256xf32>) -> tensor<256x8x64xf32>
    %70 = stablehlo.transpose %69, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %71 = stablehlo.dot_general %70, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    return %71 : tensor<8x64x1024xf32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x64xi32>) -> tensor<256x8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 256, 1>}> : (tensor<256x1024xf32>, tensor<8x64x1xi32>) -> tensor<256x8x64x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<256x8x64x1xf32>) -> tensor<256x8x64xf32>
    return %8 : tensor<256x8x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<64xi32>, %arg2: tensor<f32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<256x8x64xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x4x2x32xf32>, %arg8: tensor<256x4x32xf32>, %arg9: tensor<256x4x32xf32>, %arg10: tensor<4x2x32x256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x512xf32>, %arg13: tensor<256x512xf32>, %arg14: tensor<512x256xf32>) -> tensor<256x8x64xf32> {
    %0 = chlo.square %arg5 : tensor<256x8x64xf32> -> tensor<256x8x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<256x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x64xf32>
    %6 = stablehlo.rsqrt %5 : tensor<8x64xf32>
    %7 = stablehlo.transpose %arg5, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<8x64x256xf32>
    %11 = stablehlo.dot_general %10, %arg6, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256xf32>) -> tensor<256x8x64xf32>
    %12 = stablehlo.transpose %11, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %13 = stablehlo.dot_general %12, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x2x32xf32>) -> tensor<8x64x4x2x32xf32>
    %14 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %16 = stablehlo.multiply %15, %14 : tensor<16xi32>
    %17 = stablehlo.convert %16 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_1 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %19 = stablehlo.divide %17, %18 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.power %20, %19 : tensor<16xf32>
    %22 = stablehlo.convert %arg1 : (tensor<64xi32>) -> tensor<64xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %26 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %27 = stablehlo.divide %25, %26 : tensor<64x16xf32>
    %28 = stablehlo.sine %27 : tensor<64x16xf32>
    %29 = stablehlo.cosine %27 : tensor<64x16xf32>
    %30 = stablehlo.slice %13 [0:8, 0:64, 0:4, 0:2, 0:16] : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x4x2x16xf32>
    %31 = stablehlo.slice %13 [0:8, 0:64, 0:4, 0:2, 16:32] : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x4x2x16xf32>
    %32 = stablehlo.broadcast_in_dim %29, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 2, 3] : (tensor<64x1x16xf32>) -> tensor<64x1x1x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [1, 2, 3, 4] : (tensor<64x1x1x16xf32>) -> tensor<1x64x1x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x16xf32>) -> tensor<8x64x4x2x16xf32>
    %36 = stablehlo.multiply %30, %35 : tensor<8x64x4x2x16xf32>
    %37 = stablehlo.broadcast_in_dim %28, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 2, 3] : (tensor<64x1x16xf32>) -> tensor<64x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3, 4] : (tensor<64x1x1x16xf32>) -> tensor<1x64x1x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x16xf32>) -> tensor<8x64x4x2x16xf32>
    %41 = stablehlo.multiply %31, %40 : tensor<8x64x4x2x16xf32>
    %42 = stablehlo.subtract %36, %41 : tensor<8x64x4x2x16xf32>
    %43 = stablehlo.broadcast_in_dim %29, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 2, 3] : (tensor<64x1x16xf32>) -> tensor<64x1x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1, 2, 3, 4] : (tensor<64x1x1x16xf32>) -> tensor<1x64x1x1x16xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x16xf32>) -> tensor<8x64x4x2x16xf32>
    %47 = stablehlo.multiply %31, %46 : tensor<8x64x4x2x16xf32>
    %48 = stablehlo.broadcast_in_dim %28, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 2, 3] : (tensor<64x1x16xf32>) -> tensor<64x1x1x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 2, 3, 4] : (tensor<64x1x1x16xf32>) -> tensor<1x64x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3, 4] : (tensor<1x64x1x1x16xf32>) -> tensor<8x64x4x2x16xf32>
    %52 = stablehlo.multiply %30, %51 : tensor<8x64x4x2x16xf32>
    %53 = stablehlo.add %47, %52 : tensor<8x64x4x2x16xf32>
    %54 = stablehlo.concatenate %42, %53, dim = 4 : (tensor<8x64x4x2x16xf32>, tensor<8x64x4x2x16xf32>) -> tensor<8x64x4x2x32xf32>
    %55 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x64x4x2x32xf32>
    %56 = stablehlo.multiply %54, %55 : tensor<8x64x4x2x32xf32>
    %57 = stablehlo.dot_general %12, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %58 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %60 = stablehlo.multiply %59, %58 : tensor<16xi32>
    %61 = stablehlo.convert %60 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %63 = stablehlo.divide %61, %62 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.power %64, %63 : tensor<16xf32>
    %66 = stablehlo.convert %arg1 : (tensor<64xi32>) -> tensor<64xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %71 = stablehlo.divide %69, %70 : tensor<64x16xf32>
    %72 = stablehlo.sine %71 : tensor<64x16xf32>
    %73 = stablehlo.cosine %71 : tensor<64x16xf32>
    %74 = stablehlo.slice %57 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %75 = stablehlo.slice %57 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %76 = stablehlo.broadcast_in_dim %73, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %79 = stablehlo.multiply %74, %78 : tensor<8x64x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %72, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %83 = stablehlo.multiply %75, %82 : tensor<8x64x4x16xf32>
    %84 = stablehlo.subtract %79, %83 : tensor<8x64x4x16xf32>
    %85 = stablehlo.broadcast_in_dim %73, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %88 = stablehlo.multiply %75, %87 : tensor<8x64x4x16xf32>
    %89 = stablehlo.broadcast_in_dim %72, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %92 = stablehlo.multiply %74, %91 : tensor<8x64x4x16xf32>
    %93 = stablehlo.add %88, %92 : tensor<8x64x4x16xf32>
    %94 = stablehlo.concatenate %84, %93, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %95 = stablehlo.dot_general %12, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %96 = stablehlo.dot_general %94, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x2x32xf32>) -> tensor<8x4x64x64x2xf32>
    %97 = stablehlo.transpose %96, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x64x2xf32>) -> tensor<8x64x4x2x64xf32>
    %98 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %99 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %101 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %102 = stablehlo.compare GE, %100, %101, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %104 = stablehlo.compare GE, %arg1, %103, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %105 = stablehlo.broadcast_in_dim %104, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
    %107 = stablehlo.and %102, %106 : tensor<64x64xi1>
    %108 = call @_where(%107, %97, %arg3) : (tensor<64x64xi1>, tensor<8x64x4x2x64xf32>, tensor<f32>) -> tensor<64x64x8x4x2xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_7) applies stablehlo.maximum across dimensions = [1] : (tensor<64x64x8x4x2xf32>, tensor<f32>) -> tensor<64x8x4x2xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x8x4x2xf32>
    %111 = stablehlo.maximum %110, %109 : tensor<64x8x4x2xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<64x8x4x2xf32>) -> tensor<64x8x4x2x1xf32>
    %113 = stablehlo.transpose %108, dims = [0, 2, 3, 4, 1] : (tensor<64x64x8x4x2xf32>) -> tensor<64x8x4x2x64xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2x1xf32>) -> tensor<64x8x4x2x64xf32>
    %115 = stablehlo.subtract %113, %114 : tensor<64x8x4x2x64xf32>
    %116 = stablehlo.exponential %115 : tensor<64x8x4x2x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_9) applies stablehlo.add across dimensions = [4] : (tensor<64x8x4x2x64xf32>, tensor<f32>) -> tensor<64x8x4x2xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<64x8x4x2xf32>) -> tensor<64x8x4x2x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2x1xf32>) -> tensor<64x8x4x2x64xf32>
    %120 = stablehlo.divide %116, %119 : tensor<64x8x4x2x64xf32>
    %121 = stablehlo.dot_general %95, %120, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<64x8x4x2x64xf32>) -> tensor<8x4x32x64x2xf32>
    %122 = stablehlo.transpose %121, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x64x2xf32>) -> tensor<8x64x4x2x32xf32>
    %123 = stablehlo.dot_general %122, %arg10, contracting_dims = [2, 3, 4] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x2x32xf32>, tensor<4x2x32x256xf32>) -> tensor<8x64x256xf32>
    %124 = stablehlo.transpose %arg5, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x64x256xf32>
    %126 = chlo.square %125 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.divide %127, %128 : tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %131 = stablehlo.add %129, %130 : tensor<8x64xf32>
    %132 = stablehlo.rsqrt %131 : tensor<8x64xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %135 = stablehlo.multiply %125, %134 : tensor<8x64x256xf32>
    %136 = stablehlo.dot_general %135, %arg11, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256xf32>) -> tensor<256x8x64xf32>
    %137 = stablehlo.transpose %136, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %138 = stablehlo.dot_general %137, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %139 = call @silu(%138) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %140 = stablehlo.dot_general %137, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<8x64x512xf32>
    %142 = stablehlo.dot_general %141, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %143 = stablehlo.add %142, %125 : tensor<8x64x256xf32>
    %144 = stablehlo.transpose %143, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    return %144 : tensor<256x8x64xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x64x4x2x64xf32>, %arg2: tensor<f32>) -> tensor<64x64x8x4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x2xf32>) -> tensor<8x4x2xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<8x4x2xf32>) -> tensor<64x8x4x2xf32>
    %4 = stablehlo.transpose %arg1, dims = [1, 4, 0, 2, 3] : (tensor<8x64x4x2x64xf32>) -> tensor<64x64x8x4x2xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<64x64xi1>) -> tensor<64x64x8x4x2xi1>
    %6 = stablehlo.broadcast_in_dim %3, dims = [1, 2, 3, 4] : (tensor<64x8x4x2xf32>) -> tensor<64x64x8x4x2xf32>
    %7 = stablehlo.select %5, %4, %6 : tensor<64x64x8x4x2xi1>, tensor<64x64x8x4x2xf32>
    return %7 : tensor<64x64x8x4x2xf32>
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
}
