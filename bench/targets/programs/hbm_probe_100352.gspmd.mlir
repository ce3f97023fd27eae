module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x13153337344xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<8x13153337344xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[8,1]<=[8]}"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x13153337344xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x13153337344xf32>
    return %1 : tensor<8x13153337344xf32>
  }
}
