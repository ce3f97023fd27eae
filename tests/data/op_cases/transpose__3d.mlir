module @jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x6x4xf32>) -> (tensor<4x2x6xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.transpose %arg0, dims = [2, 0, 1] : (tensor<2x6x4xf32>) -> tensor<4x2x6xf32>
    return %0 : tensor<4x2x6xf32>
  }
}
