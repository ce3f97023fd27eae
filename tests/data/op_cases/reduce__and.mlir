module @jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>) -> (tensor<8xi1> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<6x8xf32>
    %1 = stablehlo.compare GT, %arg0, %0, FLOAT : (tensor<6x8xf32>, tensor<6x8xf32>) -> tensor<6x8xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %2 = stablehlo.reduce(%1 init: %c) applies stablehlo.and across dimensions = [0] : (tensor<6x8xi1>, tensor<i1>) -> tensor<8xi1>
    return %2 : tensor<8xi1>
  }
}
