module @jit_sm_collectives attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<32x64xf32> {mhlo.sharding = "{devices=[4,2]<=[8]}"}, %arg1: tensor<16x32x128xf32> {mhlo.sharding = "{devices=[4,2,1]<=[8]}"}) -> (tensor<32x32xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[4,2]<=[8]}"}, tensor<16x32x128xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[4,1,2]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x64xf32>) -> tensor<8x32xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[4,2,1]<=[8]}"} : (tensor<16x32x128xf32>) -> tensor<16x32x128xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<16x32x128xf32>) -> tensor<4x16x128xf32>
    %4:3 = call @shmap_body(%1, %3) : (tensor<8x32xf32>, tensor<4x16x128xf32>) -> (tensor<8x16xf32>, tensor<4x32x64xf32>, tensor<f32>)
    %5 = stablehlo.custom_call @Sharding(%4#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %6 = stablehlo.custom_call @SPMDShardToFullShape(%5) {backend_config = "", mhlo.sharding = "{devices=[4,2]<=[8]}"} : (tensor<8x16xf32>) -> tensor<32x32xf32>
    %7 = stablehlo.custom_call @Sharding(%4#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x32x64xf32>) -> tensor<4x32x64xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[4,1,2]<=[8]}"} : (tensor<4x32x64xf32>) -> tensor<16x32x128xf32>
    %9 = stablehlo.custom_call @Sharding(%4#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<f32>) -> tensor<f32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<f32>) -> tensor<f32>
    return %6, %8, %10 : tensor<32x32xf32>, tensor<16x32x128xf32>, tensor<f32>
  }
  func.func private @shmap_body(%arg0: tensor<8x32xf32>, %arg1: tensor<4x16x128xf32>) -> (tensor<8x16xf32> {jax.result_info = "[('data',), ('model',)]"}, tensor<4x32x64xf32> {jax.result_info = "[('data',), None, ('model',)]"}, tensor<f32> {jax.result_info = "[]"}) {
    %0 = "stablehlo.collective_permute"(%arg0) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<8x32xf32>) -> tensor<8x32xf32>
    %1 = stablehlo.add %arg0, %0 : tensor<8x32xf32>
    %2 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, concat_dimension = 1 : i64, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, split_count = 2 : i64, split_dimension = 2 : i64}> : (tensor<4x16x128xf32>) -> tensor<4x32x64xf32>
    %3 = "stablehlo.all_gather"(%1) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<8x32xf32>) -> tensor<8x64xf32>
    %4 = "stablehlo.reduce_scatter"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<8x64xf32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x32x64xf32>, tensor<f32>) -> tensor<f32>
    %6 = "stablehlo.all_reduce"(%5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %7 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %7 : tensor<f32>
    }) : (tensor<f32>) -> tensor<f32>
    return %4, %2, %6 : tensor<8x16xf32>, tensor<4x32x64xf32>, tensor<f32>
  }
}
