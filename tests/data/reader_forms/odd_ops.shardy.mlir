module @jit_odd_ops_2x4 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<64x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<64x512xf32> {jax.result_info = "result[0]"}, tensor<64x512xi32> {jax.result_info = "result[1]"}, tensor<64x256xf32> {jax.result_info = "result[2]"}, tensor<64x257xf32> {jax.result_info = "result[3]"}, tensor<128x512xf32> {jax.result_info = "result[4]"}, tensor<64x128xf32> {jax.result_info = "result[5]"}) {
    %0 = call @sort(%arg0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %1 = call @argsort(%arg0) : (tensor<64x512xf32>) -> tensor<64x512xi32>
    %2 = call @cumsum(%arg0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %4 = "stablehlo.reduce_window"(%arg0, %3) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [1, 1]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 4>, window_strides = array<i64: 1, 2>}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %28 = stablehlo.maximum %arg3, %arg4 : tensor<f32>
      stablehlo.return %28 : tensor<f32>
    }) : (tensor<64x512xf32>, tensor<f32>) -> tensor<64x256xf32>
    %5 = call @fft(%arg0) : (tensor<64x512xf32>) -> tensor<64x257xcomplex<f32>>
    %6 = stablehlo.abs %5 : (tensor<64x257xcomplex<f32>>) -> tensor<64x257xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x4xi32>
    %8 = stablehlo.compare LT, %arg1, %7, SIGNED : (tensor<64x4xi32>, tensor<64x4xi32>) -> tensor<64x4xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x4xi32>
    %10 = stablehlo.add %arg1, %9 : tensor<64x4xi32>
    %11 = stablehlo.select %8, %10, %arg1 : tensor<64x4xi1>, tensor<64x4xi32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<64x4xi32>) -> tensor<64x4x1xi32>
    %13 = "stablehlo.gather"(%arg2, %12) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 512>}> : (tensor<128x512xf32>, tensor<64x4x1xi32>) -> tensor<64x4x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x4x512xf32>, tensor<f32>) -> tensor<64x512xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %16 = stablehlo.slice %arg1 [0:64, 0:1] : (tensor<64x4xi32>) -> tensor<64x1xi32>
    %17 = stablehlo.reshape %16 : (tensor<64x1xi32>) -> tensor<64xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %19 = stablehlo.compare LT, %17, %18, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %c_4 = stablehlo.constant dense<128> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %21 = stablehlo.add %17, %20 : tensor<64xi32>
    %22 = stablehlo.select %19, %21, %17 : tensor<64xi1>, tensor<64xi32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %24 = "stablehlo.scatter"(%15, %23, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %28 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %28 : tensor<f32>
    }) : (tensor<128x512xf32>, tensor<64x1xi32>, tensor<64x512xf32>) -> tensor<128x512xf32>
    %25 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<128x512xf32>) -> tensor<64x128xf32>
    %26 = stablehlo.add %0, %2 : tensor<64x512xf32>
    %27 = stablehlo.add %26, %14 : tensor<64x512xf32>
    return %27, %1, %4, %6, %24, %25 : tensor<64x512xf32>, tensor<64x512xi32>, tensor<64x256xf32>, tensor<64x257xf32>, tensor<128x512xf32>, tensor<64x128xf32>
  }
  func.func private @sort(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @argsort(%arg0: tensor<64x512xf32>) -> tensor<64x512xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<64x512xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %3 = stablehlo.select %2, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %4 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %5 = stablehlo.select %4, %cst_1, %3 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %7 = stablehlo.select %6, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %8 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %9 = stablehlo.select %8, %cst_4, %7 : tensor<i1>, tensor<f32>
      %10 = stablehlo.compare LT, %5, %9, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    }) : (tensor<64x512xf32>, tensor<64x512xi32>) -> (tensor<64x512xf32>, tensor<64x512xi32>)
    return %1#1 : tensor<64x512xi32>
  }
  func.func private @cumsum(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<64x512xf32>) -> tensor<64x512xf32>
    return %0 : tensor<64x512xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<64x512xf32>) -> tensor<64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [511, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 512>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x512xf32>, tensor<f32>) -> tensor<64x512xf32>
    return %1 : tensor<64x512xf32>
  }
  func.func private @fft(%arg0: tensor<64x512xf32>) -> tensor<64x257xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [512] : (tensor<64x512xf32>) -> tensor<64x257xcomplex<f32>>
    return %0 : tensor<64x257xcomplex<f32>>
  }
}
