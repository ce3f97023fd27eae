module @jit_moe attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg1: tensor<8x128x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) -> (tensor<64x4x256xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"fsdp"}, {}, {}]>, <@mesh, [{"fsdp"}, {}, {}]>] out_shardings=[<@mesh, [{"fsdp"}, {}, {}]>] manual_axes={"fsdp"} (%arg2: tensor<8x32x128xf32>, %arg3: tensor<1x128x256xf32>) {
      %1 = "stablehlo.all_to_all"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
      %2 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2] : (tensor<1x128x256xf32>) -> tensor<8x128x256xf32>
      %3 = stablehlo.dot_general %1, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x128x256xf32>) -> tensor<8x32x256xf32>
      %4 = "stablehlo.all_to_all"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, split_count = 8 : i64, split_dimension = 0 : i64}> : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
      %5 = "stablehlo.reduce_scatter"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %6 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %6 : tensor<f32>
      }) : (tensor<8x32x256xf32>) -> tensor<8x4x256xf32>
      sdy.return %5 : tensor<8x4x256xf32>
    } : (tensor<64x32x128xf32>, tensor<8x128x256xf32>) -> tensor<64x4x256xf32>
    return %0 : tensor<64x4x256xf32>
  }
}
