module @jit_penzai_llama_decode_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<2x256x4x2x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}, {}]>}, %arg3: tensor<2x256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg4: tensor<2x256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}, {}]>}, %arg5: tensor<2x4x2x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}, {}, {}]>}, %arg6: tensor<2x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg8: tensor<2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg9: tensor<2x512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg10: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<2x8x4x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}, {}, {}]>}, %arg13: tensor<2x8x4x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}, {}, {}]>}, %arg14: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg15: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg16: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8xi32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, tensor<2x8x4x32x64xf32> {jax.result_info = "result[1][0].value[0].data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}, {}, {}]>}, tensor<2x8x4x32x64xf32> {jax.result_info = "result[1][0].value[1].data_array", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}, {}, {}]>}, tensor<i32> {jax.result_info = "result[1][1].value", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<8x64xi32> {jax.result_info = "result[1][2].value.data_array", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg14, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_4 = stablehlo.constant dense<64> : tensor<i32>
    %1 = stablehlo.add %arg14, %c_4 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg14 : tensor<i1>, tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_5 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_6 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.minimum %c_5, %4 : tensor<1xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.clamp %6, %3, %5 : tensor<1xi32>
    %8 = "stablehlo.scatter"(%arg15, %7, %arg16) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg17: tensor<i32>, %arg18: tensor<i32>):
      stablehlo.return %arg18 : tensor<i32>
    }) : (tensor<8x64xi32>, tensor<1xi32>, tensor<8x1xi32>) -> tensor<8x64xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %11 = call @cumsum(%10) : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %c_9 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<8x64xi32>
    %c_10 = stablehlo.constant dense<-1> : tensor<i32>
    %14 = call @_where(%10, %13, %c_10) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %arg14, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<64> : tensor<i32>
    %16 = stablehlo.add %arg14, %c_12 : tensor<i32>
    %17 = stablehlo.select %15, %16, %arg14 : tensor<i1>, tensor<i32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.gather"(%14, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 8, 1>}> : (tensor<8x64xi32>, tensor<1xi32>) -> tensor<8x1xi32>
    %20 = call @_jitted_nmapped_getitem(%arg0, %arg16) : (tensor<1024x256xf32>, tensor<8x1xi32>) -> tensor<256x8x1xf32>
    %21 = stablehlo.slice %arg1 [0:0, 0:256] : (tensor<2x256xf32>) -> tensor<0x256xf32>
    %22 = stablehlo.slice %arg1 [0:2, 0:256] : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %23 = stablehlo.slice %arg2 [0:0, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<0x256x4x2x32xf32>
    %24 = stablehlo.slice %arg2 [0:2, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<2x256x4x2x32xf32>
    %25 = stablehlo.slice %arg3 [0:0, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<0x256x4x32xf32>
    %26 = stablehlo.slice %arg3 [0:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<2x256x4x32xf32>
    %27 = stablehlo.slice %arg4 [0:0, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<0x256x4x32xf32>
    %28 = stablehlo.slice %arg4 [0:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<2x256x4x32xf32>
    %29 = stablehlo.slice %arg5 [0:0, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<0x4x2x32x256xf32>
    %30 = stablehlo.slice %arg5 [0:2, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<2x4x2x32x256xf32>
    %31 = stablehlo.slice %arg6 [0:0, 0:256] : (tensor<2x256xf32>) -> tensor<0x256xf32>
    %32 = stablehlo.slice %arg6 [0:2, 0:256] : (tensor<2x256xf32>) -> tensor<2x256xf32>
    %33 = stablehlo.slice %arg7 [0:0, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<0x256x512xf32>
    %34 = stablehlo.slice %arg7 [0:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<2x256x512xf32>
    %35 = stablehlo.slice %arg8 [0:0, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<0x256x512xf32>
    %36 = stablehlo.slice %arg8 [0:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<2x256x512xf32>
    %37 = stablehlo.slice %arg9 [0:0, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<0x512x256xf32>
    %38 = stablehlo.slice %arg9 [0:2, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<2x512x256xf32>
    %39 = stablehlo.slice %arg12 [0:0, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<0x8x4x32x64xf32>
    %40 = stablehlo.slice %arg12 [0:2, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<2x8x4x32x64xf32>
    %41 = stablehlo.slice %arg13 [0:0, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<0x8x4x32x64xf32>
    %42 = stablehlo.slice %arg13 [0:2, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<2x8x4x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<0x8x4x32x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<0x8x4x32x64xf32>
    %45 = stablehlo.slice %22 [0:1, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %46 = stablehlo.reshape %45 : (tensor<1x256xf32>) -> tensor<256xf32>
    %47 = stablehlo.slice %24 [0:1, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<1x256x4x2x32xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x256x4x2x32xf32>) -> tensor<256x4x2x32xf32>
    %49 = stablehlo.slice %26 [0:1, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %51 = stablehlo.slice %28 [0:1, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %52 = stablehlo.reshape %51 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %53 = stablehlo.slice %30 [0:1, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<1x4x2x32x256xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x4x2x32x256xf32>) -> tensor<4x2x32x256xf32>
    %55 = stablehlo.slice %32 [0:1, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %56 = stablehlo.reshape %55 : (tensor<1x256xf32>) -> tensor<256xf32>
    %57 = stablehlo.slice %34 [0:1, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %58 = stablehlo.reshape %57 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %59 = stablehlo.slice %36 [0:1, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %60 = stablehlo.reshape %59 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %61 = stablehlo.slice %38 [0:1, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<1x512x256xf32>
    %62 = stablehlo.reshape %61 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
    %63 = stablehlo.slice %40 [0:1, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %64 = stablehlo.reshape %63 : (tensor<1x8x4x32x64xf32>) -> tensor<8x4x32x64xf32>
    %65 = stablehlo.slice %42 [0:1, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x8x4x32x64xf32>) -> tensor<8x4x32x64xf32>
    %67:3 = call @closed_call(%cst, %19, %cst_0, %arg14, %14, %cst_1, %cst_2, %20, %46, %48, %50, %52, %54, %56, %58, %60, %62, %64, %66) : (tensor<f32>, tensor<8x1xi32>, tensor<f32>, tensor<i32>, tensor<8x64xi32>, tensor<f32>, tensor<f32>, tensor<256x8x1xf32>, tensor<256xf32>, tensor<256x4x2x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x2x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>) -> (tensor<256x8x1xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>)
    %68 = stablehlo.slice %22 [1:2, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %69 = stablehlo.reshape %68 : (tensor<1x256xf32>) -> tensor<256xf32>
    %70 = stablehlo.slice %24 [1:2, 0:256, 0:4, 0:2, 0:32] : (tensor<2x256x4x2x32xf32>) -> tensor<1x256x4x2x32xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x256x4x2x32xf32>) -> tensor<256x4x2x32xf32>
    %72 = stablehlo.slice %26 [1:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %73 = stablehlo.reshape %72 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %74 = stablehlo.slice %28 [1:2, 0:256, 0:4, 0:32] : (tensor<2x256x4x32xf32>) -> tensor<1x256x4x32xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
    %76 = stablehlo.slice %30 [1:2, 0:4, 0:2, 0:32, 0:256] : (tensor<2x4x2x32x256xf32>) -> tensor<1x4x2x32x256xf32>
    %77 = stablehlo.reshape %76 : (tensor<1x4x2x32x256xf32>) -> tensor<4x2x32x256xf32>
    %78 = stablehlo.slice %32 [1:2, 0:256] : (tensor<2x256xf32>) -> tensor<1x256xf32>
    %79 = stablehlo.reshape %78 : (tensor<1x256xf32>) -> tensor<256xf32>
    %80 = stablehlo.slice %34 [1:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %82 = stablehlo.slice %36 [1:2, 0:256, 0:512] : (tensor<2x256x512xf32>) -> tensor<1x256x512xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    %84 = stablehlo.slice %38 [1:2, 0:512, 0:256] : (tensor<2x512x256xf32>) -> tensor<1x512x256xf32>
    %85 = stablehlo.reshape %84 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
    %86 = stablehlo.slice %40 [1:2, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %87 = stablehlo.reshape %86 : (tensor<1x8x4x32x64xf32>) -> tensor<8x4x32x64xf32>
    %88 = stablehlo.slice %42 [1:2, 0:8, 0:4, 0:32, 0:64] : (tensor<2x8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %89 = stablehlo.reshape %88 : (tensor<1x8x4x32x64xf32>) -> tensor<8x4x32x64xf32>
    %90:3 = call @closed_call(%cst, %19, %cst_0, %arg14, %14, %cst_1, %cst_2, %67#0, %69, %71, %73, %75, %77, %79, %81, %83, %85, %87, %89) : (tensor<f32>, tensor<8x1xi32>, tensor<f32>, tensor<i32>, tensor<8x64xi32>, tensor<f32>, tensor<f32>, tensor<256x8x1xf32>, tensor<256xf32>, tensor<256x4x2x32xf32>, tensor<256x4x32xf32>, tensor<256x4x32xf32>, tensor<4x2x32x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>) -> (tensor<256x8x1xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>)
    %91 = stablehlo.broadcast_in_dim %67#1, dims = [1, 2, 3, 4] : (tensor<8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %92 = stablehlo.broadcast_in_dim %90#1, dims = [1, 2, 3, 4] : (tensor<8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %93 = stablehlo.concatenate %91, %92, dim = 0 : (tensor<1x8x4x32x64xf32>, tensor<1x8x4x32x64xf32>) -> tensor<2x8x4x32x64xf32>
    %94 = stablehlo.broadcast_in_dim %67#2, dims = [1, 2, 3, 4] : (tensor<8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %95 = stablehlo.broadcast_in_dim %90#2, dims = [1, 2, 3, 4] : (tensor<8x4x32x64xf32>) -> tensor<1x8x4x32x64xf32>
    %96 = stablehlo.concatenate %94, %95, dim = 0 : (tensor<1x8x4x32x64xf32>, tensor<1x8x4x32x64xf32>) -> tensor<2x8x4x32x64xf32>
    %97 = stablehlo.concatenate %43, %93, dim = 0 : (tensor<0x8x4x32x64xf32>, tensor<2x8x4x32x64xf32>) -> tensor<2x8x4x32x64xf32>
    %98 = stablehlo.concatenate %44, %96, dim = 0 : (tensor<0x8x4x32x64xf32>, tensor<2x8x4x32x64xf32>) -> tensor<2x8x4x32x64xf32>
    %99 = chlo.square %90#0 : tensor<256x8x1xf32> -> tensor<256x8x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%99 init: %cst_15) applies stablehlo.add across dimensions = [0] : (tensor<256x8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %102 = stablehlo.divide %100, %101 : tensor<8x1xf32>
    %103 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %104 = stablehlo.add %102, %103 : tensor<8x1xf32>
    %105 = stablehlo.rsqrt %104 : tensor<8x1xf32>
    %106 = stablehlo.transpose %90#0, dims = [1, 2, 0] : (tensor<256x8x1xf32>) -> tensor<8x1x256xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %109 = stablehlo.multiply %106, %108 : tensor<8x1x256xf32>
    %110 = stablehlo.dot_general %109, %arg10, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256xf32>) -> tensor<256x8x1xf32>
    %111 = stablehlo.transpose %110, dims = [1, 2, 0] : (tensor<256x8x1xf32>) -> tensor<8x1x256xf32>
    %112 = stablehlo.dot_general %111, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x1024xf32>) -> tensor<8x1x1024xf32>
    %c_17 = stablehlo.constant dense<1> : tensor<i32>
    %113 = stablehlo.add %arg14, %c_17 : tensor<i32>
    %114 = stablehlo.reshape %112 : (tensor<8x1x1024xf32>) -> tensor<8x1024xf32>
    %115 = call @argmax(%114) : (tensor<8x1024xf32>) -> tensor<8xi32>
    return %115, %97, %98, %113, %8 : tensor<8xi32>, tensor<2x8x4x32x64xf32>, tensor<2x8x4x32x64xf32>, tensor<i32>, tensor<8x64xi32>
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
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<i32>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xi32>) -> tensor<8x64xi32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %3 : tensor<8x64xi32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x1xi32>) -> tensor<256x8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 256, 1>}> : (tensor<256x1024xf32>, tensor<8x1x1xi32>) -> tensor<256x8x1x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<256x8x1x1xf32>) -> tensor<256x8x1xf32>
    return %8 : tensor<256x8x1xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<8x1xi32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<8x64xi32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<256x8x1xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256x4x2x32xf32>, %arg10: tensor<256x4x32xf32>, %arg11: tensor<256x4x32xf32>, %arg12: tensor<4x2x32x256xf32>, %arg13: tensor<256xf32>, %arg14: tensor<256x512xf32>, %arg15: tensor<256x512xf32>, %arg16: tensor<512x256xf32>, %arg17: tensor<8x4x32x64xf32>, %arg18: tensor<8x4x32x64xf32>) -> (tensor<256x8x1xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>) {
    %0 = chlo.square %arg7 : tensor<256x8x1xf32> -> tensor<256x8x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<256x8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x1xf32>
    %6 = stablehlo.rsqrt %5 : tensor<8x1xf32>
    %7 = stablehlo.transpose %arg7, dims = [1, 2, 0] : (tensor<256x8x1xf32>) -> tensor<8x1x256xf32>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %10 = stablehlo.multiply %7, %9 : tensor<8x1x256xf32>
    %11 = stablehlo.dot_general %10, %arg8, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256xf32>) -> tensor<256x8x1xf32>
    %12 = stablehlo.transpose %11, dims = [1, 2, 0] : (tensor<256x8x1xf32>) -> tensor<8x1x256xf32>
    %13 = stablehlo.dot_general %12, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x2x32xf32>) -> tensor<8x1x4x2x32xf32>
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
    %22 = stablehlo.convert %arg1 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %28 = stablehlo.divide %26, %27 : tensor<8x1x16xf32>
    %29 = stablehlo.sine %28 : tensor<8x1x16xf32>
    %30 = stablehlo.cosine %28 : tensor<8x1x16xf32>
    %31 = stablehlo.slice %13 [0:8, 0:1, 0:4, 0:2, 0:16] : (tensor<8x1x4x2x32xf32>) -> tensor<8x1x4x2x16xf32>
    %32 = stablehlo.slice %13 [0:8, 0:1, 0:4, 0:2, 16:32] : (tensor<8x1x4x2x32xf32>) -> tensor<8x1x4x2x16xf32>
    %33 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 3, 4] : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x16xf32>) -> tensor<8x1x4x2x16xf32>
    %36 = stablehlo.multiply %31, %35 : tensor<8x1x4x2x16xf32>
    %37 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 3, 4] : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x16xf32>) -> tensor<8x1x4x2x16xf32>
    %40 = stablehlo.multiply %32, %39 : tensor<8x1x4x2x16xf32>
    %41 = stablehlo.subtract %36, %40 : tensor<8x1x4x2x16xf32>
    %42 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 3, 4] : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x16xf32>) -> tensor<8x1x4x2x16xf32>
    %45 = stablehlo.multiply %32, %44 : tensor<8x1x4x2x16xf32>
    %46 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3, 4] : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x16xf32>) -> tensor<8x1x4x2x16xf32>
    %49 = stablehlo.multiply %31, %48 : tensor<8x1x4x2x16xf32>
    %50 = stablehlo.add %45, %49 : tensor<8x1x4x2x16xf32>
    %51 = stablehlo.concatenate %41, %50, dim = 4 : (tensor<8x1x4x2x16xf32>, tensor<8x1x4x2x16xf32>) -> tensor<8x1x4x2x32xf32>
    %52 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x4x2x32xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<8x1x4x2x32xf32>
    %54 = stablehlo.dot_general %12, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x32xf32>) -> tensor<8x1x4x32xf32>
    %55 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %57 = stablehlo.multiply %56, %55 : tensor<16xi32>
    %58 = stablehlo.convert %57 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %60 = stablehlo.divide %58, %59 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %62 = stablehlo.power %61, %60 : tensor<16xf32>
    %63 = stablehlo.convert %arg1 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %67 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %69 = stablehlo.divide %67, %68 : tensor<8x1x16xf32>
    %70 = stablehlo.sine %69 : tensor<8x1x16xf32>
    %71 = stablehlo.cosine %69 : tensor<8x1x16xf32>
    %72 = stablehlo.slice %54 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %73 = stablehlo.slice %54 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %76 = stablehlo.multiply %72, %75 : tensor<8x1x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %79 = stablehlo.multiply %73, %78 : tensor<8x1x4x16xf32>
    %80 = stablehlo.subtract %76, %79 : tensor<8x1x4x16xf32>
    %81 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %83 = stablehlo.multiply %73, %82 : tensor<8x1x4x16xf32>
    %84 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %86 = stablehlo.multiply %72, %85 : tensor<8x1x4x16xf32>
    %87 = stablehlo.add %83, %86 : tensor<8x1x4x16xf32>
    %88 = stablehlo.concatenate %80, %87, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %89 = stablehlo.dot_general %12, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x4x32xf32>) -> tensor<8x1x4x32xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.compare LT, %arg3, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<64> : tensor<i32>
    %91 = stablehlo.add %arg3, %c_7 : tensor<i32>
    %92 = stablehlo.select %90, %91, %arg3 : tensor<i1>, tensor<i32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %94 = stablehlo.transpose %88, dims = [0, 2, 3, 1] : (tensor<8x1x4x32xf32>) -> tensor<8x4x32x1xf32>
    %c_8 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_9 = stablehlo.constant dense<2147483647> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %96 = stablehlo.minimum %c_8, %95 : tensor<1xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %98 = stablehlo.clamp %97, %93, %96 : tensor<1xi32>
    %99 = "stablehlo.scatter"(%arg17, %98, %94) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      stablehlo.return %arg20 : tensor<f32>
    }) : (tensor<8x4x32x64xf32>, tensor<1xi32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x64xf32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %100 = stablehlo.compare LT, %arg3, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_12 = stablehlo.constant dense<64> : tensor<i32>
    %101 = stablehlo.add %arg3, %c_12 : tensor<i32>
    %102 = stablehlo.select %100, %101, %arg3 : tensor<i1>, tensor<i32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %104 = stablehlo.transpose %89, dims = [0, 2, 3, 1] : (tensor<8x1x4x32xf32>) -> tensor<8x4x32x1xf32>
    %c_13 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_14 = stablehlo.constant dense<2147483647> : tensor<i32>
    %105 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %106 = stablehlo.minimum %c_13, %105 : tensor<1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %107 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %108 = stablehlo.clamp %107, %103, %106 : tensor<1xi32>
    %109 = "stablehlo.scatter"(%arg18, %108, %104) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg19: tensor<f32>, %arg20: tensor<f32>):
      stablehlo.return %arg20 : tensor<f32>
    }) : (tensor<8x4x32x64xf32>, tensor<1xi32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x64xf32>
    %110 = stablehlo.dot_general %99, %53, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x1x4x2x32xf32>) -> tensor<8x4x64x1x2xf32>
    %111 = stablehlo.transpose %110, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x1x2xf32>) -> tensor<8x1x4x2x64xf32>
    %112 = stablehlo.broadcast_in_dim %arg4, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %113 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x64xi32>
    %115 = stablehlo.compare GE, %114, %112, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %117 = stablehlo.compare GE, %arg4, %116, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64xi1>
    %119 = stablehlo.and %115, %118 : tensor<8x1x64xi1>
    %120 = call @_where_1(%119, %111, %arg5) : (tensor<8x1x64xi1>, tensor<8x1x4x2x64xf32>, tensor<f32>) -> tensor<8x1x64x4x2xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_17) applies stablehlo.maximum across dimensions = [2] : (tensor<8x1x64x4x2xf32>, tensor<f32>) -> tensor<8x1x4x2xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x4x2xf32>
    %123 = stablehlo.maximum %122, %121 : tensor<8x1x4x2xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<8x1x4x2xf32>) -> tensor<8x1x4x2x1xf32>
    %125 = stablehlo.transpose %120, dims = [0, 1, 3, 4, 2] : (tensor<8x1x64x4x2xf32>) -> tensor<8x1x4x2x64xf32>
    %126 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<8x1x4x2x1xf32>) -> tensor<8x1x4x2x64xf32>
    %127 = stablehlo.subtract %125, %126 : tensor<8x1x4x2x64xf32>
    %128 = stablehlo.exponential %127 : tensor<8x1x4x2x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<8x1x4x2x64xf32>, tensor<f32>) -> tensor<8x1x4x2xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x1x4x2xf32>) -> tensor<8x1x4x2x1xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<8x1x4x2x1xf32>) -> tensor<8x1x4x2x64xf32>
    %132 = stablehlo.divide %128, %131 : tensor<8x1x4x2x64xf32>
    %133 = stablehlo.dot_general %109, %132, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x1x4x2x64xf32>) -> tensor<8x4x32x1x2xf32>
    %134 = stablehlo.transpose %133, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x1x4x2x32xf32>
    %135 = stablehlo.dot_general %134, %arg12, contracting_dims = [2, 3, 4] x [0, 1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x2x32xf32>, tensor<4x2x32x256xf32>) -> tensor<8x1x256xf32>
    %136 = stablehlo.transpose %arg7, dims = [1, 2, 0] : (tensor<256x8x1xf32>) -> tensor<8x1x256xf32>
    %137 = stablehlo.add %135, %136 : tensor<8x1x256xf32>
    %138 = chlo.square %137 : tensor<8x1x256xf32> -> tensor<8x1x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_21 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x1xf32>
    %142 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %143 = stablehlo.add %141, %142 : tensor<8x1xf32>
    %144 = stablehlo.rsqrt %143 : tensor<8x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %147 = stablehlo.multiply %137, %146 : tensor<8x1x256xf32>
    %148 = stablehlo.dot_general %147, %arg13, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256xf32>) -> tensor<256x8x1xf32>
    %149 = stablehlo.transpose %148, dims = [1, 2, 0] : (tensor<256x8x1xf32>) -> tensor<8x1x256xf32>
    %150 = stablehlo.dot_general %149, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x512xf32>) -> tensor<8x1x512xf32>
    %151 = call @silu(%150) : (tensor<8x1x512xf32>) -> tensor<8x1x512xf32>
    %152 = stablehlo.dot_general %149, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x512xf32>) -> tensor<8x1x512xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x1x512xf32>
    %154 = stablehlo.dot_general %153, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x512xf32>, tensor<512x256xf32>) -> tensor<8x1x256xf32>
    %155 = stablehlo.add %154, %137 : tensor<8x1x256xf32>
    %156 = stablehlo.transpose %155, dims = [2, 0, 1] : (tensor<8x1x256xf32>) -> tensor<256x8x1xf32>
    return %156, %99, %109 : tensor<256x8x1xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x64xi1>, %arg1: tensor<8x1x4x2x64xf32>, %arg2: tensor<f32>) -> tensor<8x1x64x4x2xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<2xf32>) -> tensor<4x2xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<4x2xf32>) -> tensor<64x4x2xf32>
    %3 = stablehlo.transpose %arg1, dims = [0, 1, 4, 2, 3] : (tensor<8x1x4x2x64xf32>) -> tensor<8x1x64x4x2xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1x64xi1>) -> tensor<8x1x64x4x2xi1>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<64x4x2xf32>) -> tensor<1x64x4x2xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2, 3, 4] : (tensor<1x64x4x2xf32>) -> tensor<8x1x64x4x2xf32>
    %7 = stablehlo.select %4, %3, %6 : tensor<8x1x64x4x2xi1>, tensor<8x1x64x4x2xf32>
    return %7 : tensor<8x1x64x4x2xf32>
  }
  func.func private @silu(%arg0: tensor<8x1x512xf32>) -> tensor<8x1x512xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x512xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x512xf32>
    return %6 : tensor<8x1x512xf32>
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
