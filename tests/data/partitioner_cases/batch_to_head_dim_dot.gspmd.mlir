module @jit_batch_to_head_dim_dot attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64x8xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}, %arg1: tensor<64x64xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}) -> (tensor<4x64x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<32x64x8xf32>) -> tensor<4x8x64x8xf32>
    %1 = stablehlo.transpose %0, dims = [0, 2, 1, 3] : (tensor<4x8x64x8xf32>) -> tensor<4x64x8x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<4x64x8x8xf32>) -> tensor<4x64x64xf32>
    %3 = stablehlo.dot_general %2, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x64xf32>, tensor<64x64xf32>) -> tensor<4x64x64xf32>
    return %3 : tensor<4x64x64xf32>
  }
}
