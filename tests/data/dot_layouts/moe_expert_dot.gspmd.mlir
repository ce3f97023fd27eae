module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x256x256xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<512x256xf32> {mhlo.sharding = "{devices=[2,4]<=[8]}"}) -> (tensor<8x256x512xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x256xf32>, tensor<512x256xf32>) -> tensor<8x256x512xf32>
    return %0 : tensor<8x256x512xf32>
  }
}
