module @jit_shift_right_arithmetic attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x4xi32>, %arg1: tensor<6x4xi32>) -> (tensor<6x4xi32> {jax.result_info = "result"}) {
    %0 = stablehlo.shift_right_arithmetic %arg0, %arg1 : tensor<6x4xi32>
    return %0 : tensor<6x4xi32>
  }
}
