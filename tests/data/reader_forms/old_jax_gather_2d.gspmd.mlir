module @jit__lambda_ attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x16xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<4x2xi32> {mhlo.sharding = "{replicated}"}) -> (tensor<4xf32> {jax.result_info = ""}) {
    %0 = stablehlo.slice %arg1 [0:4, 0:1] : (tensor<4x2xi32>) -> tensor<4x1xi32>
    %1 = stablehlo.reshape %0 : (tensor<4x1xi32>) -> tensor<4xi32>
    %2 = stablehlo.slice %arg1 [0:4, 1:2] : (tensor<4x2xi32>) -> tensor<4x1xi32>
    %3 = stablehlo.reshape %2 : (tensor<4x1xi32>) -> tensor<4xi32>
    %4 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %6 = stablehlo.compare  LT, %1, %5,  SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %7 = stablehlo.constant dense<8> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %9 = stablehlo.add %1, %8 : tensor<4xi32>
    %10 = stablehlo.select %6, %9, %1 : tensor<4xi1>, tensor<4xi32>
    %11 = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %13 = stablehlo.compare  LT, %3, %12,  SIGNED : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %14 = stablehlo.constant dense<16> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %16 = stablehlo.add %3, %15 : tensor<4xi32>
    %17 = stablehlo.select %13, %16, %3 : tensor<4xi1>, tensor<4xi32>
    %18 = stablehlo.broadcast_in_dim %10, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0] : (tensor<4xi32>) -> tensor<4x1xi32>
    %20 = stablehlo.concatenate %18, %19, dim = 1 : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x2xi32>
    %21 = "stablehlo.gather"(%arg0, %20) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<2xi64>} : (tensor<8x16xf32>, tensor<4x2xi32>) -> tensor<4xf32>
    return %21 : tensor<4xf32>
  }
}
