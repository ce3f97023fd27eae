module @jit_sm_partial attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<2048x512xf32> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x128x512xf32> {jax.result_info = "result", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x512xf32>
    %5 = stablehlo.subtract %arg2, %4 : tensor<8x128x512xf32>
    %6 = chlo.square %5 : tensor<8x128x512xf32> -> tensor<8x128x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<8x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x128x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x512xf32>
    %12 = stablehlo.subtract %arg2, %11 : tensor<8x128x512xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x128x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x128x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x512xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x128x512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<8x128x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %21 = stablehlo.add %19, %20 : tensor<8x128x512xf32>
    %22 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %23 = stablehlo.custom_call @SPMDFullToShardShape(%22) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<512x2048xf32>) -> tensor<512x1024xf32>
    %24 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %25 = stablehlo.custom_call @SPMDFullToShardShape(%24) {backend_config = "unspecified_dims=[0,1]", mhlo.sharding = "{devices=[1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %26 = stablehlo.custom_call @Sharding(%21) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{replicated}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %27 = stablehlo.custom_call @SPMDFullToShardShape(%26) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %28 = call @shmap_body(%23, %25, %27) : (tensor<512x1024xf32>, tensor<1024x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %29 = stablehlo.custom_call @Sharding(%28) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %30 = stablehlo.custom_call @SPMDShardToFullShape(%29) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{replicated}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %31 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %32 = stablehlo.tanh %31 : tensor<8x128x512xf32>
    %33 = stablehlo.add %32, %21 : tensor<8x128x512xf32>
    return %33 : tensor<8x128x512xf32>
  }
  func.func private @shmap_body(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024x512xf32>, %arg2: tensor<8x128x512xf32>) -> (tensor<8x128x512xf32> {jax.result_info = "[None, None, None]"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x1024xf32>) -> tensor<8x128x1024xf32>
    %1 = stablehlo.custom_call @Sharding(%0) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x128x1024xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8x128x1024xf32>
    %4 = stablehlo.custom_call @Sharding(%3) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %6 = stablehlo.custom_call @Sharding(%5) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x128x1024xf32>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %9 = stablehlo.add %1, %8 : tensor<8x128x1024xf32>
    %10 = stablehlo.custom_call @Sharding(%9) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %12 = stablehlo.custom_call @Sharding(%11) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<8x128x1024xf32>
    %14 = stablehlo.custom_call @Sharding(%13) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %15 = stablehlo.tanh %14 : tensor<8x128x1024xf32>
    %16 = stablehlo.custom_call @Sharding(%15) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %19 = stablehlo.add %18, %16 : tensor<8x128x1024xf32>
    %20 = stablehlo.custom_call @Sharding(%19) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
    %22 = stablehlo.custom_call @Sharding(%21) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<8x128x1024xf32>
    %24 = stablehlo.custom_call @Sharding(%23) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %25 = stablehlo.multiply %1, %24 : tensor<8x128x1024xf32>
    %26 = stablehlo.custom_call @Sharding(%25) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xf32>
    %27 = stablehlo.dot_general %26, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x512xf32>) -> tensor<8x128x512xf32>
    %28 = stablehlo.custom_call @Sharding(%27) {backend_config = "unspecified_dims=[0,1,2]", mhlo.sharding = "{devices=[1,1,1,2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %29 = "stablehlo.all_reduce"(%28) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %30 = stablehlo.add %arg3, %arg4 : tensor<f32>
      %31 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dims={manual, replicated}}"} : (tensor<f32>) -> tensor<f32>
      stablehlo.return %31 : tensor<f32>
    }) : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    return %29 : tensor<8x128x512xf32>
  }
}
