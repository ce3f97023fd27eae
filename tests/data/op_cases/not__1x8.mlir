module @jit_bitwise_not attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1x8xi32>) -> (tensor<1x8xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.not %arg0 : tensor<1x8xi32>
    return %0 : tensor<1x8xi32>
  }
}
