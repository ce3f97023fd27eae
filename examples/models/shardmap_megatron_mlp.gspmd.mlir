module @jit_sm_megatron attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<2048xf32> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<2048x512xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<512xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x128x512xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %1 = stablehlo.custom_call @SPMDFullToShardShape(%0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<512x2048xf32>) -> tensor<512x1024xf32>
    %2 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048xf32>) -> tensor<2048xf32>
    %3 = stablehlo.custom_call @SPMDFullToShardShape(%2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048xf32>) -> tensor<1024xf32>
    %4 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %5 = stablehlo.custom_call @SPMDFullToShardShape(%4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %6 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<512xf32>) -> tensor<512xf32>
    %7 = stablehlo.custom_call @SPMDFullToShardShape(%6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<512xf32>) -> tensor<512xf32>
    %8 = stablehlo.custom_call @Sharding(%arg4) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %9 = stablehlo.custom_call @SPMDFullToShardShape(%8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x512xf32>) -> tensor<2x128x512xf32>
    %10 = call @shmap_body(%1, %3, %5, %7, %9) : (tensor<512x1024xf32>, tensor<1024xf32>, tensor<1024x512xf32>, tensor<512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %11 = stablehlo.custom_call @Sharding(%10) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %12 = stablehlo.custom_call @SPMDShardToFullShape(%11) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<2x128x512xf32>) -> tensor<8x128x512xf32>
    return %12 : tensor<8x128x512xf32>
  }
  func.func private @shmap_body(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<2x128x512xf32>) -> (tensor<2x128x512xf32> {jax.result_info = "[('data',), None, None]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128x512xf32>, tensor<512x1024xf32>) -> tensor<2x128x1024xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %3 = stablehlo.add %0, %2 : tensor<2x128x1024xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<2x128x1024xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<2x128x1024xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<2x128x1024xf32>
    %8 = stablehlo.add %3, %7 : tensor<2x128x1024xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %10 = stablehlo.multiply %9, %8 : tensor<2x128x1024xf32>
    %11 = stablehlo.tanh %10 : tensor<2x128x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %13 = stablehlo.add %12, %11 : tensor<2x128x1024xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
    %15 = stablehlo.multiply %14, %13 : tensor<2x128x1024xf32>
    %16 = stablehlo.multiply %3, %15 : tensor<2x128x1024xf32>
    %17 = stablehlo.dot_general %16, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128x1024xf32>, tensor<1024x512xf32>) -> tensor<2x128x512xf32>
    %18 = "stablehlo.all_reduce"(%17) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %22 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %22 : tensor<f32>
    }) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %19 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x128x512xf32>
    %21 = stablehlo.add %18, %20 : tensor<2x128x512xf32>
    return %21 : tensor<2x128x512xf32>
  }
}
