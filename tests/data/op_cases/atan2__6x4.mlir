module @jit_atan2 attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xf32>, %arg1: tensor<6x4xf32>) -> (tensor<6x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.atan2 %arg0, %arg1 : tensor<6x4xf32>
    return %0 : tensor<6x4xf32>
  }
}
