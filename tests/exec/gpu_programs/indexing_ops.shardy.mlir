// The ops of exec/gpu/kernels/indexing.cu and reduce_window on a mesh of 8 devices, for
// gpu_kernels_check (no program of examples/ sorts, max-pools or scatters with max): a
// max-pool and a padded 3x3 window sum on an NHWC batch split on "data"; a two-operand sort
// and top_k along an unsplit dimension; a gather, a scatter-add and a scatter-max by token
// ids into a table split on "model" along the dimension they index; a dynamic slice and
// update of that table at a traced start.
module @jit_indexing_ops attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<8x16x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg1: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<8x6xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<8x6x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg5: tensor<i32>, %arg6: tensor<4x16xf32>) -> (tensor<8x8x8x4xf32>, tensor<8x16x16x4xf32>, tensor<8x64xf32>, tensor<8x64xi32>, tensor<8x4xf32>, tensor<8x4xi32>, tensor<8x6x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<4x16xf32>, tensor<32x16xf32>) {
    %ninf = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %pool = "stablehlo.reduce_window"(%arg0, %ninf) <{window_dimensions = array<i64: 1, 2, 2, 1>, window_strides = array<i64: 1, 2, 2, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %m = stablehlo.maximum %a, %b : tensor<f32>
      stablehlo.return %m : tensor<f32>
    }) : (tensor<8x16x16x4xf32>, tensor<f32>) -> tensor<8x8x8x4xf32>
    %box = "stablehlo.reduce_window"(%arg0, %zero) <{padding = dense<[[0, 0], [1, 1], [1, 1], [0, 0]]> : tensor<4x2xi64>, window_dimensions = array<i64: 1, 3, 3, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
    }) : (tensor<8x16x16x4xf32>, tensor<f32>) -> tensor<8x16x16x4xf32>
    %iota = stablehlo.iota dim = 1 : tensor<8x64xi32>
    %sorted:2 = "stablehlo.sort"(%arg1, %iota) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):
      %lt = stablehlo.compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %lt : tensor<i1>
    }) : (tensor<8x64xf32>, tensor<8x64xi32>) -> (tensor<8x64xf32>, tensor<8x64xi32>)
    %values, %indices = chlo.top_k(%arg1, k = 4) : tensor<8x64xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
    %c40 = stablehlo.constant dense<40> : tensor<8x6xi32>
    %ids = stablehlo.remainder %arg3, %c40 : tensor<8x6xi32>
    %rows = "stablehlo.gather"(%arg2, %ids) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<32x16xf32>, tensor<8x6xi32>) -> tensor<8x6x16xf32>
    %table0 = stablehlo.constant dense<0.000000e+00> : tensor<32x16xf32>
    %grad = "stablehlo.scatter"(%table0, %ids, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %r = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<8x6xi32>, tensor<8x6x16xf32>) -> tensor<32x16xf32>
    %peak = "stablehlo.scatter"(%arg2, %ids, %arg4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %r = stablehlo.maximum %p, %q : tensor<f32>
      stablehlo.return %r : tensor<f32>
    }) : (tensor<32x16xf32>, tensor<8x6xi32>, tensor<8x6x16xf32>) -> tensor<32x16xf32>
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %window = stablehlo.dynamic_slice %arg2, %arg5, %c0, sizes = [4, 16] : (tensor<32x16xf32>, tensor<i32>, tensor<i32>) -> tensor<4x16xf32>
    %patched = stablehlo.dynamic_update_slice %arg2, %arg6, %arg5, %c0 : (tensor<32x16xf32>, tensor<4x16xf32>, tensor<i32>, tensor<i32>) -> tensor<32x16xf32>
    return %pool, %box, %sorted#0, %sorted#1, %values, %indices, %rows, %grad, %peak, %window, %patched : tensor<8x8x8x4xf32>, tensor<8x16x16x4xf32>, tensor<8x64xf32>, tensor<8x64xi32>, tensor<8x4xf32>, tensor<8x4xi32>, tensor<8x6x16xf32>, tensor<32x16xf32>, tensor<32x16xf32>, tensor<4x16xf32>, tensor<32x16xf32>
  }
}
