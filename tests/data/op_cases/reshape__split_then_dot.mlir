module @jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x4x2xf32>, %arg1: tensor<4x4xf32>) -> (tensor<2x4x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<8x4x2xf32>) -> tensor<2x4x4x2xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] : (tensor<2x4x4x2xf32>) -> tensor<2x4x4x2xf32>
    %2 = stablehlo.reshape %1 : (tensor<2x4x4x2xf32>) -> tensor<2x4x8xf32>
    %3 = stablehlo.concatenate %arg1, %arg1, dim = 0 : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<8x4xf32>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x4x8xf32>, tensor<8x4xf32>) -> tensor<2x4x4xf32>
    return %4 : tensor<2x4x4xf32>
  }
}
