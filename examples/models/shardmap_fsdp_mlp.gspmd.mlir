module @jit_sm_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<2048x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg2: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<8x128x512xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8]<=[8]}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<512x2048xf32>) -> tensor<64x2048xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x512xf32>) -> tensor<256x512xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x512xf32>) -> tensor<1x128x512xf32>
    %6:2 = call @shmap_body(%1, %3, %5) : (tensor<64x2048xf32>, tensor<256x512xf32>, tensor<1x128x512xf32>) -> (tensor<1x128x512xf32>, tensor<64xf32>)
    %7 = stablehlo.custom_call @Sharding(%6#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1x128x512xf32>) -> tensor<1x128x512xf32>
    %8 = stablehlo.custom_call @SPMDShardToFullShape(%7) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<1x128x512xf32>) -> tensor<8x128x512xf32>
    %9 = stablehlo.custom_call @Sharding(%6#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<64xf32>) -> tensor<64xf32>
    %10 = stablehlo.custom_call @SPMDShardToFullShape(%9) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<64xf32>) -> tensor<512xf32>
    return %8, %10 : tensor<8x128x512xf32>, tensor<512xf32>
  }
  func.func private @shmap_body(%arg0: tensor<64x2048xf32>, %arg1: tensor<256x512xf32>, %arg2: tensor<1x128x512xf32>) -> (tensor<1x128x512xf32> {jax.result_info = "[('data',), None, None]"}, tensor<64xf32> {jax.result_info = "[('data',)]"}) {
    %0 = "stablehlo.all_gather"(%arg0) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<64x2048xf32>) -> tensor<512x2048xf32>
    %1 = "stablehlo.all_gather"(%arg1) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<256x512xf32>) -> tensor<2048x512xf32>
    %2 = stablehlo.dot_general %arg2, %0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x512xf32>, tensor<512x2048xf32>) -> tensor<1x128x2048xf32>
    %3 = stablehlo.multiply %2, %2 : tensor<1x128x2048xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<1x128x2048xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<1x128x2048xf32>
    %7 = stablehlo.add %2, %6 : tensor<1x128x2048xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<1x128x2048xf32>
    %10 = stablehlo.tanh %9 : tensor<1x128x2048xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
    %12 = stablehlo.add %11, %10 : tensor<1x128x2048xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<1x128x2048xf32>
    %15 = stablehlo.multiply %2, %14 : tensor<1x128x2048xf32>
    %16 = stablehlo.dot_general %15, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x2048xf32>, tensor<2048x512xf32>) -> tensor<1x128x512xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %18 = "stablehlo.reduce_scatter"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %19 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %19 : tensor<f32>
    }) : (tensor<512xf32>) -> tensor<64xf32>
    return %16, %18 : tensor<1x128x512xf32>, tensor<64xf32>
  }
}
