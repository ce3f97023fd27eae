module @jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x6xf32>) -> (tensor<3x4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.slice %arg0 [1:7:2, 1:5] : (tensor<8x6xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}
