module @jit_moe attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg1: tensor<128x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg3: tensor<8x256x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}) -> (tensor<8x64x128xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %1 = stablehlo.dot_general %0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x128xf32>, tensor<128x8xf32>) -> tensor<512x8xf32>
    %values, %indices = chlo.top_k(%1, k = 2) : tensor<512x8xf32> -> (tensor<512x2xf32>, tensor<512x2xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%values init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<512x2xf32>, tensor<f32>) -> tensor<512xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %4 = stablehlo.maximum %3, %2 : tensor<512xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2xf32>
    %7 = stablehlo.subtract %values, %6 : tensor<512x2xf32>
    %8 = stablehlo.exponential %7 : tensor<512x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<512x2xf32>, tensor<f32>) -> tensor<512xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0] : (tensor<512xf32>) -> tensor<512x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<512x1xf32>) -> tensor<512x2xf32>
    %12 = stablehlo.divide %8, %11 : tensor<512x2xf32>
    %13 = stablehlo.reshape %indices : (tensor<512x2xi32>) -> tensor<1024xi32>
    %14 = call @argsort(%13) : (tensor<1024xi32>) -> tensor<1024xi32>
    %15 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<512x128xf32>) -> tensor<512x2x128xf32>
    %16 = stablehlo.reshape %15 : (tensor<512x2x128xf32>) -> tensor<1024x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %18 = stablehlo.compare LT, %14, %17, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_2 = stablehlo.constant dense<1024> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %20 = stablehlo.add %14, %19 : tensor<1024xi32>
    %21 = stablehlo.select %18, %20, %14 : tensor<1024xi1>, tensor<1024xi32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %23 = "stablehlo.gather"(%16, %22) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<1024x128xf32>, tensor<1024x1xi32>) -> tensor<1024x128xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %25 = call @clip(%13, %c_4) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %27 = stablehlo.compare LT, %25, %26, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_6 = stablehlo.constant dense<8> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %29 = stablehlo.add %25, %28 : tensor<1024xi32>
    %30 = stablehlo.select %27, %29, %25 : tensor<1024xi1>, tensor<1024xi32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %32 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %33 = "stablehlo.scatter"(%24, %31, %32) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<i32>, %arg5: tensor<i32>):
      %76 = stablehlo.add %arg4, %arg5 : tensor<i32>
      stablehlo.return %76 : tensor<i32>
    }) : (tensor<8xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<8xi32>
    %34 = stablehlo.broadcast_in_dim %23, dims = [1, 2] : (tensor<1024x128xf32>) -> tensor<8x1024x128xf32>
    %35 = stablehlo.iota dim = 1 : tensor<8x1024x128xi32>
    %36 = call @cumsum(%33) : (tensor<8xi32>) -> tensor<8xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %38 = stablehlo.slice %37 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %39 = stablehlo.slice %36 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %40 = stablehlo.concatenate %38, %39, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
    %41 = stablehlo.broadcast_in_dim %36, dims = [0] : (tensor<8xi32>) -> tensor<8x1024x128xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<8xi32>) -> tensor<8x1024x128xi32>
    %43 = stablehlo.compare LE, %42, %35, SIGNED : (tensor<8x1024x128xi32>, tensor<8x1024x128xi32>) -> tensor<8x1024x128xi1>
    %44 = stablehlo.compare LT, %35, %41, SIGNED : (tensor<8x1024x128xi32>, tensor<8x1024x128xi32>) -> tensor<8x1024x128xi1>
    %45 = stablehlo.and %43, %44 : tensor<8x1024x128xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1024x128xf32>
    %47 = stablehlo.select %45, %34, %46 : tensor<8x1024x128xi1>, tensor<8x1024x128xf32>
    %48 = stablehlo.dot_general %47, %arg2, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x128xf32>, tensor<8x128x256xf32>) -> tensor<1024x256xf32>
    %49 = call @silu(%48) : (tensor<1024x256xf32>) -> tensor<1024x256xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1, 2] : (tensor<1024x256xf32>) -> tensor<8x1024x256xf32>
    %51 = stablehlo.iota dim = 1 : tensor<8x1024x256xi32>
    %52 = call @cumsum(%33) : (tensor<8xi32>) -> tensor<8xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %54 = stablehlo.slice %53 [0:1] : (tensor<8xi32>) -> tensor<1xi32>
    %55 = stablehlo.slice %52 [0:7] : (tensor<8xi32>) -> tensor<7xi32>
    %56 = stablehlo.concatenate %54, %55, dim = 0 : (tensor<1xi32>, tensor<7xi32>) -> tensor<8xi32>
    %57 = stablehlo.broadcast_in_dim %52, dims = [0] : (tensor<8xi32>) -> tensor<8x1024x256xi32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0] : (tensor<8xi32>) -> tensor<8x1024x256xi32>
    %59 = stablehlo.compare LE, %58, %51, SIGNED : (tensor<8x1024x256xi32>, tensor<8x1024x256xi32>) -> tensor<8x1024x256xi1>
    %60 = stablehlo.compare LT, %51, %57, SIGNED : (tensor<8x1024x256xi32>, tensor<8x1024x256xi32>) -> tensor<8x1024x256xi1>
    %61 = stablehlo.and %59, %60 : tensor<8x1024x256xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1024x256xf32>
    %63 = stablehlo.select %61, %50, %62 : tensor<8x1024x256xi1>, tensor<8x1024x256xf32>
    %64 = stablehlo.dot_general %63, %arg3, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1024x256xf32>, tensor<8x256x128xf32>) -> tensor<1024x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1024x128xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %67 = stablehlo.compare LT, %14, %66, SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_14 = stablehlo.constant dense<1024> : tensor<i32>
    %68 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %69 = stablehlo.add %14, %68 : tensor<1024xi32>
    %70 = stablehlo.select %67, %69, %14 : tensor<1024xi1>, tensor<1024xi32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %72 = "stablehlo.scatter"(%65, %71, %64) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      stablehlo.return %arg5 : tensor<f32>
    }) : (tensor<1024x128xf32>, tensor<1024x1xi32>, tensor<1024x128xf32>) -> tensor<1024x128xf32>
    %73 = stablehlo.reshape %72 : (tensor<1024x128xf32>) -> tensor<512x2x128xf32>
    %74 = stablehlo.dot_general %73, %12, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2x128xf32>, tensor<512x2xf32>) -> tensor<512x128xf32>
    %75 = stablehlo.reshape %74 : (tensor<512x128xf32>) -> tensor<8x64x128xf32>
    return %75 : tensor<8x64x128xf32>
  }
  func.func private @argsort(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %1#1 : tensor<1024xi32>
  }
  func.func private @clip(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1024xi32>
    return %2 : tensor<1024xi32>
  }
  func.func private @cumsum(%arg0: tensor<8xi32>) -> tensor<8xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[7, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 8>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @silu(%arg0: tensor<1024x256xf32>) -> tensor<1024x256xf32> {
    %0 = stablehlo.negate %arg0 : tensor<1024x256xf32>
    %1 = stablehlo.exponential %0 : tensor<1024x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %3 = stablehlo.add %2, %1 : tensor<1024x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %5 = stablehlo.divide %4, %3 : tensor<1024x256xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x256xf32>
    return %6 : tensor<1024x256xf32>
  }
}
