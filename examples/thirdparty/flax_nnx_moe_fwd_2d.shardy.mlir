module @jit_flax_nnx_moe_fwd_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<8x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<8x512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg3: tensor<8x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x64x256xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = stablehlo.reshape %arg3 : (tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<256x8xf32>) -> tensor<512x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %7 = stablehlo.subtract %1, %6 : tensor<512x8xf32>
    %8 = stablehlo.exponential %7 : tensor<512x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x8xf32>, tensor<f32>) -> tensor<512xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x8xf32>
    %12 = stablehlo.divide %8, %11 : tensor<512x8xf32>
    %values, %indices = chlo.top_k(%12, k = 2) : tensor<512x8xf32> -> (tensor<512x2xf32>, tensor<512x2xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%values init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<512x2xf32>, tensor<f32>) -> tensor<512xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2xf32>
    %16 = stablehlo.divide %values, %15 : tensor<512x2xf32>
    %17 = stablehlo.reshape %indices : (tensor<512x2xi32>) -> tensor<1024xi32>
    %18 = call @_one_hot(%17) : (tensor<1024xi32>) -> tensor<1024x8xi32>
    %19 = call @cumsum(%18) : (tensor<1024x8xi32>) -> tensor<1024x8xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024x8xi32>
    %21 = stablehlo.subtract %19, %20 : tensor<1024x8xi32>
    %22 = stablehlo.multiply %21, %18 : tensor<1024x8xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.reduce(%22 init: %c_3) applies stablehlo.add across dimensions = [1] : (tensor<1024x8xi32>, tensor<i32>) -> tensor<1024xi32>
    %c_4 = stablehlo.constant dense<160> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %25 = stablehlo.compare LT, %23, %24, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %26 = stablehlo.iota dim = 0 : tensor<512xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0] : (tensor<512xi32>) -> tensor<512x2xi32>
    %28 = stablehlo.reshape %27 : (tensor<512x2xi32>) -> tensor<1024xi32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x160x256xf32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %30 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %31 = stablehlo.compare LT, %28, %30, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_7 = stablehlo.constant dense<512> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %33 = stablehlo.add %28, %32 : tensor<1024xi32>
    %34 = stablehlo.select %31, %33, %28 : tensor<1024xi1>, tensor<1024xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %36 = "stablehlo.gather"(%0, %35) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<512x256xf32>, tensor<1024x1xi32>) -> tensor<1024x256xf32>
    %37 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<1024xi1>) -> tensor<1024x1xi1>
    %38 = stablehlo.convert %37 : (tensor<1024x1xi1>) -> tensor<1024x1xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %40 = stablehlo.multiply %36, %39 : tensor<1024x256xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %42 = stablehlo.compare LT, %17, %41, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %44 = stablehlo.add %17, %43 : tensor<1024xi32>
    %45 = stablehlo.select %42, %44, %17 : tensor<1024xi1>, tensor<1024xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %46 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %47 = stablehlo.compare LT, %23, %46, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_11 = stablehlo.constant dense<160> : tensor<i32>
    %48 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %49 = stablehlo.add %23, %48 : tensor<1024xi32>
    %50 = stablehlo.select %47, %49, %23 : tensor<1024xi1>, tensor<1024xi32>
    %51 = stablehlo.broadcast_in_dim %45, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %53 = stablehlo.concatenate %51, %52, dim = 1 : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x2xi32>
    %54 = "stablehlo.scatter"(%29, %53, %40) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<8x160x256xf32>, tensor<1024x2xi32>, tensor<1024x256xf32>) -> tensor<8x160x256xf32>
    %55 = sdy.sharding_constraint %54 <@mesh, [{"model"}, {}, {}]> : tensor<8x160x256xf32>
    %56 = stablehlo.dot_general %55, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x160x256xf32>, tensor<8x256x512xf32>) -> tensor<8x160x512xf32>
    %57 = stablehlo.multiply %56, %56 : tensor<8x160x512xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<8x160x512xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x160x512xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8x160x512xf32>
    %61 = stablehlo.add %56, %60 : tensor<8x160x512xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x160x512xf32>
    %63 = stablehlo.multiply %62, %61 : tensor<8x160x512xf32>
    %64 = stablehlo.tanh %63 : tensor<8x160x512xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x160x512xf32>
    %66 = stablehlo.add %65, %64 : tensor<8x160x512xf32>
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x160x512xf32>
    %68 = stablehlo.multiply %67, %66 : tensor<8x160x512xf32>
    %69 = stablehlo.multiply %56, %68 : tensor<8x160x512xf32>
    %70 = stablehlo.dot_general %69, %arg2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x160x512xf32>, tensor<8x512x256xf32>) -> tensor<8x160x256xf32>
    %71 = sdy.sharding_constraint %70 <@mesh, [{"model"}, {}, {}]> : tensor<8x160x256xf32>
    %c_16 = stablehlo.constant dense<159> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %73 = stablehlo.minimum %23, %72 : tensor<1024xi32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %75 = stablehlo.compare LT, %17, %74, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_18 = stablehlo.constant dense<8> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %77 = stablehlo.add %17, %76 : tensor<1024xi32>
    %78 = stablehlo.select %75, %77, %17 : tensor<1024xi1>, tensor<1024xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %79 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %80 = stablehlo.compare LT, %73, %79, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_20 = stablehlo.constant dense<160> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %82 = stablehlo.add %73, %81 : tensor<1024xi32>
    %83 = stablehlo.select %80, %82, %73 : tensor<1024xi1>, tensor<1024xi32>
    %84 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %86 = stablehlo.concatenate %84, %85, dim = 1 : (tensor<1024x1xi32>, tensor<1024x1xi32>) -> tensor<1024x2xi32>
    %87 = "stablehlo.gather"(%71, %86) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 256>}> : (tensor<8x160x256xf32>, tensor<1024x2xi32>) -> tensor<1024x256xf32>
    %88 = stablehlo.reshape %16 : (tensor<512x2xf32>) -> tensor<1024xf32>
    %89 = stablehlo.convert %25 : (tensor<1024xi1>) -> tensor<1024xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %92 = stablehlo.broadcast_in_dim %90, dims = [0] : (tensor<1024xf32>) -> tensor<1024x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<1024x1xf32>) -> tensor<1024x256xf32>
    %94 = stablehlo.multiply %87, %93 : tensor<1024x256xf32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %96 = stablehlo.compare LT, %28, %95, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_23 = stablehlo.constant dense<512> : tensor<i32>
    %97 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %98 = stablehlo.add %28, %97 : tensor<1024xi32>
    %99 = stablehlo.select %96, %98, %28 : tensor<1024xi1>, tensor<1024xi32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %101 = "stablehlo.scatter"(%91, %100, %94) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %103 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %103 : tensor<f32>
    }) : (tensor<512x256xf32>, tensor<1024x1xi32>, tensor<1024x256xf32>) -> tensor<512x256xf32>
    %102 = stablehlo.reshape %101 : (tensor<512x256xf32>) -> tensor<8x64x256xf32>
    return %102 : tensor<8x64x256xf32>
  }
  func.func private @_one_hot(%arg0: tensor<1024xi32>) -> tensor<1024x8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %1 = stablehlo.iota dim = 1 : tensor<1x8xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1024x1xi32>) -> tensor<1024x8xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x8xi32>) -> tensor<1024x8xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<1024x8xi32>, tensor<1024x8xi32>) -> tensor<1024x8xi1>
    %5 = stablehlo.convert %4 : (tensor<1024x8xi1>) -> tensor<1024x8xi32>
    return %5 : tensor<1024x8xi32>
  }
  func.func private @cumsum(%arg0: tensor<1024x8xi32>) -> tensor<1024x8xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<1024x8xi32>) -> tensor<1024x8xi32>
    return %0 : tensor<1024x8xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<1024x8xi32>) -> tensor<1024x8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[1023, 0], [0, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1024, 1>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<1024x8xi32>, tensor<i32>) -> tensor<1024x8xi32>
    return %1 : tensor<1024x8xi32>
  }
}
