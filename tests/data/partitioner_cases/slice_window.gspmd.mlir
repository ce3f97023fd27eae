module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x512xf32> {mhlo.sharding = "{devices=[2,1,4]<=[8]}"}) -> (tensor<8x64x200xf32> {jax.result_info = "result", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.slice %arg0 [0:8, 0:64, 100:300] : (tensor<8x64x512xf32>) -> tensor<8x64x200xf32>
    return %0 : tensor<8x64x200xf32>
  }
}
