module @jit_sm_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<16x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}) -> (tensor<32x32xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, tensor<16x32x128xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:3 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {"model"}, {}]>] out_shardings=[<@mesh, [{"data"}, {"model"}]>, <@mesh, [{"data"}, {}, {"model"}]>, <@mesh, []>] manual_axes={"data", "model"} (%arg2: tensor<8x32xf32>, %arg3: tensor<4x16x128xf32>) {
      %1 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
      %2 = stablehlo.add %arg2, %1 : tensor<8x32xf32>
      %3 = "stablehlo.all_to_all"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 2 : i64}> : (tensor<4x16x128xf32>) -> tensor<4x32x64xf32>
      %4 = "stablehlo.all_gather"(%2) <{all_gather_dim = 5 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<8x32xf32>) -> tensor<8x64xf32>
      %5 = "stablehlo.reduce_scatter"(%4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %8 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<8x64xf32>) -> tensor<8x16xf32>
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<f32>
      %7 = "stablehlo.all_reduce"(%6) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %8 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %8 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %5, %3, %7 : tensor<8x16xf32>, tensor<4x32x64xf32>, tensor<f32>
    } : (tensor<32x64xf32>, tensor<16x32x128xf32>) -> (tensor<32x32xf32>, tensor<16x32x128xf32>, tensor<f32>)
    return %0#0, %0#1, %0#2 : tensor<32x32xf32>, tensor<16x32x128xf32>, tensor<f32>
  }
}
