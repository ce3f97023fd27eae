module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x64x1024xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<8x64x256xf32> {mhlo.sharding = "{devices=[1,1,2,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<1024x256xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    return %0 : tensor<1024x256xf32>
  }
}
