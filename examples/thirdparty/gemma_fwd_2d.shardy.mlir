module @jit_gemma_fwd_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<8x32x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg5: tensor<2x4x256x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}, %arg6: tensor<8x256x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg7: tensor<2x512x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg9: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<8x32x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg16: tensor<2x4x256x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}]>}, %arg17: tensor<8x256x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg18: tensor<2x512x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg19: tensor<512x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg20: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x64x1024xbf16> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) {
    %0 = call @__call__(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24) : (tensor<1024x256xbf16>, tensor<256xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<8x32x256xbf16>, tensor<2x4x256x32xbf16>, tensor<8x256x32xbf16>, tensor<2x512x256xbf16>, tensor<512x256xbf16>, tensor<256xbf16>, tensor<256xbf16>, tensor<256xbf16>, tensor<256xbf16>, tensor<32xbf16>, tensor<32xbf16>, tensor<8x32x256xbf16>, tensor<2x4x256x32xbf16>, tensor<8x256x32xbf16>, tensor<2x512x256xbf16>, tensor<512x256xbf16>, tensor<256xbf16>, tensor<256xbf16>, tensor<256xbf16>, tensor<256xbf16>, tensor<8x64xi32>) -> tensor<8x64x1024xbf16>
    return %0 : tensor<8x64x1024xbf16>
  }
  func.func private @__call__(%arg0: tensor<1024x256xbf16>, %arg1: tensor<256xbf16>, %arg2: tensor<32xbf16>, %arg3: tensor<32xbf16>, %arg4: tensor<8x32x256xbf16>, %arg5: tensor<2x4x256x32xbf16>, %arg6: tensor<8x256x32xbf16>, %arg7: tensor<2x512x256xbf16>, %arg8: tensor<512x256xbf16>, %arg9: tensor<256xbf16>, %arg10: tensor<256xbf16>, %arg11: tensor<256xbf16>, %arg12: tensor<256xbf16>, %arg13: tensor<32xbf16>, %arg14: tensor<32xbf16>, %arg15: tensor<8x32x256xbf16>, %arg16: tensor<2x4x256x32xbf16>, %arg17: tensor<8x256x32xbf16>, %arg18: tensor<2x512x256xbf16>, %arg19: tensor<512x256xbf16>, %arg20: tensor<256xbf16>, %arg21: tensor<256xbf16>, %arg22: tensor<256xbf16>, %arg23: tensor<256xbf16>, %arg24: tensor<8x64xi32>) -> tensor<8x64x1024xbf16> {
    %0 = call @tokens_with_mm(%arg24) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %4 = stablehlo.add %0, %3 : tensor<8x64xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<8x64xi1>, tensor<8x64xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x256xbf16>
    %cst = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.sqrt %cst : tensor<f32>
    %9 = stablehlo.convert %8 : (tensor<f32>) -> tensor<bf16>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<bf16>) -> tensor<8x64x256xbf16>
    %11 = stablehlo.multiply %7, %10 : tensor<8x64x256xbf16>
    %12 = call @positions(%arg24) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    %13 = call @attention_mask(%arg24) : (tensor<8x64xi32>) -> tensor<8x64x64xi1>
    %14 = chlo.square %11 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %15 = stablehlo.convert %14 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.reduce(%15 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x64x1xf32>
    %20 = stablehlo.convert %19 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_3 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %22 = stablehlo.add %20, %21 : tensor<8x64x1xbf16>
    %23 = stablehlo.rsqrt %22 : tensor<8x64x1xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %25 = stablehlo.multiply %11, %24 : tensor<8x64x256xbf16>
    %26 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %28 = stablehlo.add %27, %26 : tensor<1x1x256xbf16>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %30 = stablehlo.multiply %25, %29 : tensor<8x64x256xbf16>
    %31 = stablehlo.dot_general %30, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x256x32xbf16>) -> tensor<8x64x8x32xbf16>
    %32 = stablehlo.dot_general %arg5, %30, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x256x32xbf16>, tensor<8x64x256xbf16>) -> tensor<2x4x32x8x64xbf16>
    %33 = stablehlo.transpose %32, dims = [0, 3, 4, 1, 2] : (tensor<2x4x32x8x64xbf16>) -> tensor<2x8x64x4x32xbf16>
    %34 = stablehlo.slice %33 [0:1, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xbf16>) -> tensor<1x8x64x4x32xbf16>
    %35 = stablehlo.reshape %34 : (tensor<1x8x64x4x32xbf16>) -> tensor<8x64x4x32xbf16>
    %36 = stablehlo.slice %33 [1:2, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xbf16>) -> tensor<1x8x64x4x32xbf16>
    %37 = stablehlo.reshape %36 : (tensor<1x8x64x4x32xbf16>) -> tensor<8x64x4x32xbf16>
    %38 = chlo.square %31 : tensor<8x64x8x32xbf16> -> tensor<8x64x8x32xbf16>
    %39 = stablehlo.convert %38 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.reduce(%39 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %43 = stablehlo.divide %41, %42 : tensor<8x64x8x1xf32>
    %44 = stablehlo.convert %43 : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x1xbf16>
    %cst_7 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<8x64x8x1xbf16>
    %46 = stablehlo.add %44, %45 : tensor<8x64x8x1xbf16>
    %47 = stablehlo.rsqrt %46 : tensor<8x64x8x1xbf16>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xbf16>) -> tensor<8x64x8x32xbf16>
    %49 = stablehlo.multiply %31, %48 : tensor<8x64x8x32xbf16>
    %50 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %51 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<1x1x1x32xbf16>
    %52 = stablehlo.add %51, %50 : tensor<1x1x1x32xbf16>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %54 = stablehlo.multiply %49, %53 : tensor<8x64x8x32xbf16>
    %55 = chlo.square %35 : tensor<8x64x4x32xbf16> -> tensor<8x64x4x32xbf16>
    %56 = stablehlo.convert %55 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_9) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x4xf32>) -> tensor<8x64x4x1xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %60 = stablehlo.divide %58, %59 : tensor<8x64x4x1xf32>
    %61 = stablehlo.convert %60 : (tensor<8x64x4x1xf32>) -> tensor<8x64x4x1xbf16>
    %cst_11 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1xbf16>
    %63 = stablehlo.add %61, %62 : tensor<8x64x4x1xbf16>
    %64 = stablehlo.rsqrt %63 : tensor<8x64x4x1xbf16>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x64x4x1xbf16>) -> tensor<8x64x4x32xbf16>
    %66 = stablehlo.multiply %35, %65 : tensor<8x64x4x32xbf16>
    %67 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<1x1x1x32xbf16>
    %69 = stablehlo.add %68, %67 : tensor<1x1x1x32xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %71 = stablehlo.multiply %66, %70 : tensor<8x64x4x32xbf16>
    %72 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_13 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.power %75, %74 : tensor<16xf32>
    %77 = call @_pad(%76) : (tensor<16xf32>) -> tensor<16xf32>
    %78 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %80 = stablehlo.convert %78 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %82 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %83 = stablehlo.divide %81, %82 : tensor<8x64x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x64x1x16xf32>
    %87 = stablehlo.sine %86 : tensor<8x64x1x16xf32>
    %88 = stablehlo.cosine %86 : tensor<8x64x1x16xf32>
    %89 = stablehlo.slice %54 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %90 = stablehlo.slice %54 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %91 = stablehlo.convert %89 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %92 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %93 = stablehlo.multiply %91, %92 : tensor<8x64x8x16xf32>
    %94 = stablehlo.convert %90 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %95 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %96 = stablehlo.multiply %94, %95 : tensor<8x64x8x16xf32>
    %97 = stablehlo.subtract %93, %96 : tensor<8x64x8x16xf32>
    %98 = stablehlo.convert %90 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %99 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %100 = stablehlo.multiply %98, %99 : tensor<8x64x8x16xf32>
    %101 = stablehlo.convert %89 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %102 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x64x8x16xf32>
    %104 = stablehlo.add %100, %103 : tensor<8x64x8x16xf32>
    %105 = stablehlo.concatenate %97, %104, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %106 = stablehlo.convert %105 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x32xbf16>
    %cst_16 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %107 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<bf16>) -> tensor<8x64x8x32xbf16>
    %108 = stablehlo.multiply %106, %107 : tensor<8x64x8x32xbf16>
    %109 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_17 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<16xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %113 = stablehlo.power %112, %111 : tensor<16xf32>
    %114 = call @_pad(%113) : (tensor<16xf32>) -> tensor<16xf32>
    %115 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %117 = stablehlo.convert %115 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %119 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x64x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x64x1x16xf32>
    %124 = stablehlo.sine %123 : tensor<8x64x1x16xf32>
    %125 = stablehlo.cosine %123 : tensor<8x64x1x16xf32>
    %126 = stablehlo.slice %71 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x16xbf16>
    %127 = stablehlo.slice %71 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x16xbf16>
    %128 = stablehlo.convert %126 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<8x64x4x16xf32>
    %131 = stablehlo.convert %127 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %133 = stablehlo.multiply %131, %132 : tensor<8x64x4x16xf32>
    %134 = stablehlo.subtract %130, %133 : tensor<8x64x4x16xf32>
    %135 = stablehlo.convert %127 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %136 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<8x64x4x16xf32>
    %138 = stablehlo.convert %126 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %139 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %140 = stablehlo.multiply %138, %139 : tensor<8x64x4x16xf32>
    %141 = stablehlo.add %137, %140 : tensor<8x64x4x16xf32>
    %142 = stablehlo.concatenate %134, %141, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %143 = stablehlo.convert %142 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %144 = stablehlo.reshape %108 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x4x2x32xbf16>
    %145 = stablehlo.dot_general %143, %144, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x2x32xbf16>) -> tensor<8x4x64x64x2xbf16>
    %146 = stablehlo.transpose %145, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x64x4x2x64xbf16>
    %147 = stablehlo.reshape %146 : (tensor<8x64x4x2x64xbf16>) -> tensor<8x64x8x64xbf16>
    %148 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %149 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_20 = stablehlo.constant dense<32> : tensor<i32>
    %150 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %151 = stablehlo.subtract %149, %150 : tensor<8x64x1xi32>
    %152 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %154 = stablehlo.compare GT, %152, %153, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %c_21 = stablehlo.constant dense<32> : tensor<i32>
    %155 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %156 = stablehlo.add %149, %155 : tensor<8x64x1xi32>
    %157 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %158 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %159 = stablehlo.compare LT, %157, %158, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %160 = stablehlo.and %154, %159 : tensor<8x64x64xi1>
    %161 = stablehlo.and %13, %160 : tensor<8x64x64xi1>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 3] : (tensor<8x64x64xi1>) -> tensor<8x64x1x64xi1>
    %cst_22 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %163 = call @_where(%162, %147, %cst_22) : (tensor<8x64x1x64xi1>, tensor<8x64x8x64xbf16>, tensor<f32>) -> tensor<8x64x8x64xbf16>
    %cst_23 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %164 = stablehlo.reduce(%163 init: %cst_23) applies stablehlo.maximum across dimensions = [3] : (tensor<8x64x8x64xbf16>, tensor<bf16>) -> tensor<8x64x8xbf16>
    %cst_24 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %165 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<8x64x8xbf16>
    %166 = stablehlo.maximum %165, %164 : tensor<8x64x8xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x64x8xbf16>) -> tensor<8x64x8x1xbf16>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xbf16>) -> tensor<8x64x8x64xbf16>
    %169 = stablehlo.subtract %163, %168 : tensor<8x64x8x64xbf16>
    %170 = stablehlo.exponential %169 : tensor<8x64x8x64xbf16>
    %171 = stablehlo.convert %170 : (tensor<8x64x8x64xbf16>) -> tensor<8x64x8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %174 = stablehlo.convert %173 : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x1xbf16>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xbf16>) -> tensor<8x64x8x64xbf16>
    %176 = stablehlo.divide %170, %175 : tensor<8x64x8x64xbf16>
    %177 = stablehlo.reshape %176 : (tensor<8x64x8x64xbf16>) -> tensor<8x64x4x2x64xbf16>
    %178 = stablehlo.dot_general %37, %177, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x2x64xbf16>) -> tensor<8x4x32x64x2xbf16>
    %179 = stablehlo.transpose %178, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x64x2xbf16>) -> tensor<8x64x4x2x32xbf16>
    %180 = stablehlo.reshape %179 : (tensor<8x64x4x2x32xbf16>) -> tensor<8x64x8x32xbf16>
    %181 = stablehlo.dot_general %180, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x64x256xbf16>
    %182 = chlo.square %181 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %183 = stablehlo.convert %182 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %187 = stablehlo.divide %185, %186 : tensor<8x64x1xf32>
    %188 = stablehlo.convert %187 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_28 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %189 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %190 = stablehlo.add %188, %189 : tensor<8x64x1xbf16>
    %191 = stablehlo.rsqrt %190 : tensor<8x64x1xbf16>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %193 = stablehlo.multiply %181, %192 : tensor<8x64x256xbf16>
    %194 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %195 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %196 = stablehlo.add %195, %194 : tensor<1x1x256xbf16>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %198 = stablehlo.multiply %193, %197 : tensor<8x64x256xbf16>
    %199 = stablehlo.add %198, %11 : tensor<8x64x256xbf16>
    %200 = chlo.square %199 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %201 = stablehlo.convert %200 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<8x64x1xf32>
    %206 = stablehlo.convert %205 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_32 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %207 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %208 = stablehlo.add %206, %207 : tensor<8x64x1xbf16>
    %209 = stablehlo.rsqrt %208 : tensor<8x64x1xbf16>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %211 = stablehlo.multiply %199, %210 : tensor<8x64x256xbf16>
    %212 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %213 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %214 = stablehlo.add %213, %212 : tensor<1x1x256xbf16>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %216 = stablehlo.multiply %211, %215 : tensor<8x64x256xbf16>
    %217 = stablehlo.dot_general %216, %arg7, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<2x512x256xbf16>) -> tensor<8x64x2x512xbf16>
    %218 = stablehlo.slice %217 [0:8, 0:64, 0:1, 0:512] : (tensor<8x64x2x512xbf16>) -> tensor<8x64x1x512xbf16>
    %219 = stablehlo.reshape %218 : (tensor<8x64x1x512xbf16>) -> tensor<8x64x512xbf16>
    %220 = stablehlo.multiply %219, %219 : tensor<8x64x512xbf16>
    %221 = stablehlo.multiply %220, %219 : tensor<8x64x512xbf16>
    %cst_34 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %222 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %223 = stablehlo.multiply %222, %221 : tensor<8x64x512xbf16>
    %224 = stablehlo.add %219, %223 : tensor<8x64x512xbf16>
    %cst_35 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %225 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %226 = stablehlo.multiply %225, %224 : tensor<8x64x512xbf16>
    %227 = stablehlo.tanh %226 : tensor<8x64x512xbf16>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %228 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %229 = stablehlo.add %228, %227 : tensor<8x64x512xbf16>
    %cst_37 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %230 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %231 = stablehlo.multiply %230, %229 : tensor<8x64x512xbf16>
    %232 = stablehlo.multiply %219, %231 : tensor<8x64x512xbf16>
    %233 = stablehlo.slice %217 [0:8, 0:64, 1:2, 0:512] : (tensor<8x64x2x512xbf16>) -> tensor<8x64x1x512xbf16>
    %234 = stablehlo.reshape %233 : (tensor<8x64x1x512xbf16>) -> tensor<8x64x512xbf16>
    %235 = stablehlo.multiply %232, %234 : tensor<8x64x512xbf16>
    %236 = stablehlo.dot_general %235, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x256xbf16>) -> tensor<8x64x256xbf16>
    %237 = chlo.square %236 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %238 = stablehlo.convert %237 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %242 = stablehlo.divide %240, %241 : tensor<8x64x1xf32>
    %243 = stablehlo.convert %242 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_40 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %244 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %245 = stablehlo.add %243, %244 : tensor<8x64x1xbf16>
    %246 = stablehlo.rsqrt %245 : tensor<8x64x1xbf16>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %248 = stablehlo.multiply %236, %247 : tensor<8x64x256xbf16>
    %249 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %250 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %251 = stablehlo.add %250, %249 : tensor<1x1x256xbf16>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %253 = stablehlo.multiply %248, %252 : tensor<8x64x256xbf16>
    %254 = stablehlo.add %253, %199 : tensor<8x64x256xbf16>
    %255 = chlo.square %254 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %256 = stablehlo.convert %255 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %260 = stablehlo.divide %258, %259 : tensor<8x64x1xf32>
    %261 = stablehlo.convert %260 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_44 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %262 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %263 = stablehlo.add %261, %262 : tensor<8x64x1xbf16>
    %264 = stablehlo.rsqrt %263 : tensor<8x64x1xbf16>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %266 = stablehlo.multiply %254, %265 : tensor<8x64x256xbf16>
    %267 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %268 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %269 = stablehlo.add %268, %267 : tensor<1x1x256xbf16>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %271 = stablehlo.multiply %266, %270 : tensor<8x64x256xbf16>
    %272 = stablehlo.dot_general %271, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<8x256x32xbf16>) -> tensor<8x64x8x32xbf16>
    %273 = stablehlo.dot_general %arg16, %271, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x256x32xbf16>, tensor<8x64x256xbf16>) -> tensor<2x4x32x8x64xbf16>
    %274 = stablehlo.transpose %273, dims = [0, 3, 4, 1, 2] : (tensor<2x4x32x8x64xbf16>) -> tensor<2x8x64x4x32xbf16>
    %275 = stablehlo.slice %274 [0:1, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xbf16>) -> tensor<1x8x64x4x32xbf16>
    %276 = stablehlo.reshape %275 : (tensor<1x8x64x4x32xbf16>) -> tensor<8x64x4x32xbf16>
    %277 = stablehlo.slice %274 [1:2, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xbf16>) -> tensor<1x8x64x4x32xbf16>
    %278 = stablehlo.reshape %277 : (tensor<1x8x64x4x32xbf16>) -> tensor<8x64x4x32xbf16>
    %279 = chlo.square %272 : tensor<8x64x8x32xbf16> -> tensor<8x64x8x32xbf16>
    %280 = stablehlo.convert %279 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_46) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %cst_47 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %284 = stablehlo.divide %282, %283 : tensor<8x64x8x1xf32>
    %285 = stablehlo.convert %284 : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x1xbf16>
    %cst_48 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %286 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<bf16>) -> tensor<8x64x8x1xbf16>
    %287 = stablehlo.add %285, %286 : tensor<8x64x8x1xbf16>
    %288 = stablehlo.rsqrt %287 : tensor<8x64x8x1xbf16>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xbf16>) -> tensor<8x64x8x32xbf16>
    %290 = stablehlo.multiply %272, %289 : tensor<8x64x8x32xbf16>
    %291 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %292 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<bf16>) -> tensor<1x1x1x32xbf16>
    %293 = stablehlo.add %292, %291 : tensor<1x1x1x32xbf16>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<8x64x8x32xbf16>
    %295 = stablehlo.multiply %290, %294 : tensor<8x64x8x32xbf16>
    %296 = chlo.square %276 : tensor<8x64x4x32xbf16> -> tensor<8x64x4x32xbf16>
    %297 = stablehlo.convert %296 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%297 init: %cst_50) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<8x64x4xf32>) -> tensor<8x64x4x1xf32>
    %cst_51 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %301 = stablehlo.divide %299, %300 : tensor<8x64x4x1xf32>
    %302 = stablehlo.convert %301 : (tensor<8x64x4x1xf32>) -> tensor<8x64x4x1xbf16>
    %cst_52 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %303 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1xbf16>
    %304 = stablehlo.add %302, %303 : tensor<8x64x4x1xbf16>
    %305 = stablehlo.rsqrt %304 : tensor<8x64x4x1xbf16>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<8x64x4x1xbf16>) -> tensor<8x64x4x32xbf16>
    %307 = stablehlo.multiply %276, %306 : tensor<8x64x4x32xbf16>
    %308 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xbf16>) -> tensor<1x1x1x32xbf16>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %309 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<bf16>) -> tensor<1x1x1x32xbf16>
    %310 = stablehlo.add %309, %308 : tensor<1x1x1x32xbf16>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %312 = stablehlo.multiply %307, %311 : tensor<8x64x4x32xbf16>
    %313 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<16xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %317 = stablehlo.power %316, %315 : tensor<16xf32>
    %318 = call @_pad(%317) : (tensor<16xf32>) -> tensor<16xf32>
    %319 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %321 = stablehlo.convert %319 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %323 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %324 = stablehlo.divide %322, %323 : tensor<8x64x16xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %327 = stablehlo.divide %325, %326 : tensor<8x64x1x16xf32>
    %328 = stablehlo.sine %327 : tensor<8x64x1x16xf32>
    %329 = stablehlo.cosine %327 : tensor<8x64x1x16xf32>
    %330 = stablehlo.slice %295 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %331 = stablehlo.slice %295 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x16xbf16>
    %332 = stablehlo.convert %330 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %333 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %334 = stablehlo.multiply %332, %333 : tensor<8x64x8x16xf32>
    %335 = stablehlo.convert %331 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %336 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %337 = stablehlo.multiply %335, %336 : tensor<8x64x8x16xf32>
    %338 = stablehlo.subtract %334, %337 : tensor<8x64x8x16xf32>
    %339 = stablehlo.convert %331 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %340 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<8x64x8x16xf32>
    %342 = stablehlo.convert %330 : (tensor<8x64x8x16xbf16>) -> tensor<8x64x8x16xf32>
    %343 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %344 = stablehlo.multiply %342, %343 : tensor<8x64x8x16xf32>
    %345 = stablehlo.add %341, %344 : tensor<8x64x8x16xf32>
    %346 = stablehlo.concatenate %338, %345, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %347 = stablehlo.convert %346 : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x32xbf16>
    %cst_57 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %348 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<bf16>) -> tensor<8x64x8x32xbf16>
    %349 = stablehlo.multiply %347, %348 : tensor<8x64x8x32xbf16>
    %350 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_58 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.multiply %351, %350 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %354 = stablehlo.power %353, %352 : tensor<16xf32>
    %355 = call @_pad(%354) : (tensor<16xf32>) -> tensor<16xf32>
    %356 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %357 = stablehlo.broadcast_in_dim %355, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %358 = stablehlo.convert %356 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %360 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %361 = stablehlo.divide %359, %360 : tensor<8x64x16xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %364 = stablehlo.divide %362, %363 : tensor<8x64x1x16xf32>
    %365 = stablehlo.sine %364 : tensor<8x64x1x16xf32>
    %366 = stablehlo.cosine %364 : tensor<8x64x1x16xf32>
    %367 = stablehlo.slice %312 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x16xbf16>
    %368 = stablehlo.slice %312 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x16xbf16>
    %369 = stablehlo.convert %367 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %370 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<8x64x4x16xf32>
    %372 = stablehlo.convert %368 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %373 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %374 = stablehlo.multiply %372, %373 : tensor<8x64x4x16xf32>
    %375 = stablehlo.subtract %371, %374 : tensor<8x64x4x16xf32>
    %376 = stablehlo.convert %368 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %377 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %378 = stablehlo.multiply %376, %377 : tensor<8x64x4x16xf32>
    %379 = stablehlo.convert %367 : (tensor<8x64x4x16xbf16>) -> tensor<8x64x4x16xf32>
    %380 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %381 = stablehlo.multiply %379, %380 : tensor<8x64x4x16xf32>
    %382 = stablehlo.add %378, %381 : tensor<8x64x4x16xf32>
    %383 = stablehlo.concatenate %375, %382, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %384 = stablehlo.convert %383 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %385 = stablehlo.reshape %349 : (tensor<8x64x8x32xbf16>) -> tensor<8x64x4x2x32xbf16>
    %386 = stablehlo.dot_general %384, %385, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x2x32xbf16>) -> tensor<8x4x64x64x2xbf16>
    %387 = stablehlo.transpose %386, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x64x2xbf16>) -> tensor<8x64x4x2x64xbf16>
    %388 = stablehlo.reshape %387 : (tensor<8x64x4x2x64xbf16>) -> tensor<8x64x8x64xbf16>
    %389 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 3] : (tensor<8x64x64xi1>) -> tensor<8x64x1x64xi1>
    %cst_61 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %390 = call @_where(%389, %388, %cst_61) : (tensor<8x64x1x64xi1>, tensor<8x64x8x64xbf16>, tensor<f32>) -> tensor<8x64x8x64xbf16>
    %cst_62 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %391 = stablehlo.reduce(%390 init: %cst_62) applies stablehlo.maximum across dimensions = [3] : (tensor<8x64x8x64xbf16>, tensor<bf16>) -> tensor<8x64x8xbf16>
    %cst_63 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %392 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<8x64x8xbf16>
    %393 = stablehlo.maximum %392, %391 : tensor<8x64x8xbf16>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2] : (tensor<8x64x8xbf16>) -> tensor<8x64x8x1xbf16>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xbf16>) -> tensor<8x64x8x64xbf16>
    %396 = stablehlo.subtract %390, %395 : tensor<8x64x8x64xbf16>
    %397 = stablehlo.exponential %396 : tensor<8x64x8x64xbf16>
    %398 = stablehlo.convert %397 : (tensor<8x64x8x64xbf16>) -> tensor<8x64x8x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%398 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %401 = stablehlo.convert %400 : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x1xbf16>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xbf16>) -> tensor<8x64x8x64xbf16>
    %403 = stablehlo.divide %397, %402 : tensor<8x64x8x64xbf16>
    %404 = stablehlo.reshape %403 : (tensor<8x64x8x64xbf16>) -> tensor<8x64x4x2x64xbf16>
    %405 = stablehlo.dot_general %278, %404, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x2x64xbf16>) -> tensor<8x4x32x64x2xbf16>
    %406 = stablehlo.transpose %405, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x64x2xbf16>) -> tensor<8x64x4x2x32xbf16>
    %407 = stablehlo.reshape %406 : (tensor<8x64x4x2x32xbf16>) -> tensor<8x64x8x32xbf16>
    %408 = stablehlo.dot_general %407, %arg15, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x64x256xbf16>
    %409 = chlo.square %408 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %410 = stablehlo.convert %409 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_66 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %414 = stablehlo.divide %412, %413 : tensor<8x64x1xf32>
    %415 = stablehlo.convert %414 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_67 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %416 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %417 = stablehlo.add %415, %416 : tensor<8x64x1xbf16>
    %418 = stablehlo.rsqrt %417 : tensor<8x64x1xbf16>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %420 = stablehlo.multiply %408, %419 : tensor<8x64x256xbf16>
    %421 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %422 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %423 = stablehlo.add %422, %421 : tensor<1x1x256xbf16>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %425 = stablehlo.multiply %420, %424 : tensor<8x64x256xbf16>
    %426 = stablehlo.add %425, %254 : tensor<8x64x256xbf16>
    %427 = chlo.square %426 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %428 = stablehlo.convert %427 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.reduce(%428 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_70 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %432 = stablehlo.divide %430, %431 : tensor<8x64x1xf32>
    %433 = stablehlo.convert %432 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_71 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %434 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %435 = stablehlo.add %433, %434 : tensor<8x64x1xbf16>
    %436 = stablehlo.rsqrt %435 : tensor<8x64x1xbf16>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %438 = stablehlo.multiply %426, %437 : tensor<8x64x256xbf16>
    %439 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %440 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %441 = stablehlo.add %440, %439 : tensor<1x1x256xbf16>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %443 = stablehlo.multiply %438, %442 : tensor<8x64x256xbf16>
    %444 = stablehlo.dot_general %443, %arg18, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<2x512x256xbf16>) -> tensor<8x64x2x512xbf16>
    %445 = stablehlo.slice %444 [0:8, 0:64, 0:1, 0:512] : (tensor<8x64x2x512xbf16>) -> tensor<8x64x1x512xbf16>
    %446 = stablehlo.reshape %445 : (tensor<8x64x1x512xbf16>) -> tensor<8x64x512xbf16>
    %447 = stablehlo.multiply %446, %446 : tensor<8x64x512xbf16>
    %448 = stablehlo.multiply %447, %446 : tensor<8x64x512xbf16>
    %cst_73 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %449 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %450 = stablehlo.multiply %449, %448 : tensor<8x64x512xbf16>
    %451 = stablehlo.add %446, %450 : tensor<8x64x512xbf16>
    %cst_74 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %452 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %453 = stablehlo.multiply %452, %451 : tensor<8x64x512xbf16>
    %454 = stablehlo.tanh %453 : tensor<8x64x512xbf16>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %455 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %456 = stablehlo.add %455, %454 : tensor<8x64x512xbf16>
    %cst_76 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %457 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<bf16>) -> tensor<8x64x512xbf16>
    %458 = stablehlo.multiply %457, %456 : tensor<8x64x512xbf16>
    %459 = stablehlo.multiply %446, %458 : tensor<8x64x512xbf16>
    %460 = stablehlo.slice %444 [0:8, 0:64, 1:2, 0:512] : (tensor<8x64x2x512xbf16>) -> tensor<8x64x1x512xbf16>
    %461 = stablehlo.reshape %460 : (tensor<8x64x1x512xbf16>) -> tensor<8x64x512xbf16>
    %462 = stablehlo.multiply %459, %461 : tensor<8x64x512xbf16>
    %463 = stablehlo.dot_general %462, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xbf16>, tensor<512x256xbf16>) -> tensor<8x64x256xbf16>
    %464 = chlo.square %463 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %465 = stablehlo.convert %464 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %467 = stablehlo.broadcast_in_dim %466, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_78 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %469 = stablehlo.divide %467, %468 : tensor<8x64x1xf32>
    %470 = stablehlo.convert %469 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_79 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %471 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %472 = stablehlo.add %470, %471 : tensor<8x64x1xbf16>
    %473 = stablehlo.rsqrt %472 : tensor<8x64x1xbf16>
    %474 = stablehlo.broadcast_in_dim %473, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %475 = stablehlo.multiply %463, %474 : tensor<8x64x256xbf16>
    %476 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %477 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %478 = stablehlo.add %477, %476 : tensor<1x1x256xbf16>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %480 = stablehlo.multiply %475, %479 : tensor<8x64x256xbf16>
    %481 = stablehlo.add %480, %426 : tensor<8x64x256xbf16>
    %482 = chlo.square %481 : tensor<8x64x256xbf16> -> tensor<8x64x256xbf16>
    %483 = stablehlo.convert %482 : (tensor<8x64x256xbf16>) -> tensor<8x64x256xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %484 = stablehlo.reduce(%483 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %487 = stablehlo.divide %485, %486 : tensor<8x64x1xf32>
    %488 = stablehlo.convert %487 : (tensor<8x64x1xf32>) -> tensor<8x64x1xbf16>
    %cst_83 = stablehlo.constant dense<9.983770e-07> : tensor<bf16>
    %489 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<bf16>) -> tensor<8x64x1xbf16>
    %490 = stablehlo.add %488, %489 : tensor<8x64x1xbf16>
    %491 = stablehlo.rsqrt %490 : tensor<8x64x1xbf16>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2] : (tensor<8x64x1xbf16>) -> tensor<8x64x256xbf16>
    %493 = stablehlo.multiply %481, %492 : tensor<8x64x256xbf16>
    %494 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %495 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<bf16>) -> tensor<1x1x256xbf16>
    %496 = stablehlo.add %495, %494 : tensor<1x1x256xbf16>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x64x256xbf16>
    %498 = stablehlo.multiply %493, %497 : tensor<8x64x256xbf16>
    %499 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %500 = stablehlo.dot_general %498, %499, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x64x1024xbf16>
    return %500 : tensor<8x64x1024xbf16>
  }
  func.func private @tokens_with_mm(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    return %arg0 : tensor<8x64xi32>
  }
  func.func private @positions(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = call @inputs_mask(%arg0) : (tensor<8x64xi32>) -> tensor<8x64xi1>
    %1 = call @cumsum(%0) : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.compare GE, %1, %2, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %4 = stablehlo.convert %3 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %5 = stablehlo.subtract %1, %4 : tensor<8x64xi32>
    return %5 : tensor<8x64xi32>
  }
  func.func private @inputs_mask(%arg0: tensor<8x64xi32>) -> tensor<8x64xi1> {
    %0 = call @tokens_with_mm(%arg0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %2 = stablehlo.compare NE, %0, %1, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    return %2 : tensor<8x64xi1>
  }
  func.func private @cumsum(%arg0: tensor<8x64xi1>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %1 = call @cumsum_0(%0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [63, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 64>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @attention_mask(%arg0: tensor<8x64xi32>) -> tensor<8x64x64xi1> {
    %0 = call @inputs_mask(%arg0) : (tensor<8x64xi32>) -> tensor<8x64xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %2 = call @tril(%1) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64xi1>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1x64xi1>) -> tensor<8x64x64xi1>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %7 = stablehlo.and %5, %6 : tensor<8x64x64xi1>
    return %7 : tensor<8x64x64xi1>
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
  func.func private @_pad(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    return %arg0 : tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<8x64x1x64xi1>, %arg1: tensor<8x64x8x64xbf16>, %arg2: tensor<f32>) -> tensor<8x64x8x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x1x64xi1>) -> tensor<8x64x8x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x64x8x64xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x64x8x64xi1>, tensor<8x64x8x64xbf16>
    return %3 : tensor<8x64x8x64xbf16>
  }
}
