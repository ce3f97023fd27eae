module @jit_sm_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x128x512xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, tensor<512xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}]>, <@mesh, [{"data"}, {}, {}]>] out_shardings=[<@mesh, [{"data"}, {}, {}]>, <@mesh, [{"data"}]>] manual_axes={"data"} (%arg3: tensor<64x2048xf32>, %arg4: tensor<256x512xf32>, %arg5: tensor<1x128x512xf32>) {
      %1 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<64x2048xf32>) -> tensor<512x2048xf32>
      %2 = "stablehlo.all_gather"(%arg4) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> : (tensor<256x512xf32>) -> tensor<2048x512xf32>
      %3 = stablehlo.dot_general %arg5, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x512xf32>, tensor<512x2048xf32>) -> tensor<1x128x2048xf32>
      %4 = stablehlo.multiply %3, %3 : tensor<1x128x2048xf32>
      %5 = stablehlo.multiply %4, %3 : tensor<1x128x2048xf32>
      %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
      %7 = stablehlo.multiply %6, %5 : tensor<1x128x2048xf32>
      %8 = stablehlo.add %3, %7 : tensor<1x128x2048xf32>
      %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
      %10 = stablehlo.multiply %9, %8 : tensor<1x128x2048xf32>
      %11 = stablehlo.tanh %10 : tensor<1x128x2048xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
      %13 = stablehlo.add %12, %11 : tensor<1x128x2048xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %14 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x128x2048xf32>
      %15 = stablehlo.multiply %14, %13 : tensor<1x128x2048xf32>
      %16 = stablehlo.multiply %3, %15 : tensor<1x128x2048xf32>
      %17 = stablehlo.dot_general %16, %2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1x128x2048xf32>, tensor<2048x512xf32>) -> tensor<1x128x512xf32>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x128x512xf32>, tensor<f32>) -> tensor<512xf32>
      %19 = "stablehlo.reduce_scatter"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, scatter_dimension = 0 : i64, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %20 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<512xf32>) -> tensor<64xf32>
      sdy.return %17, %19 : tensor<1x128x512xf32>, tensor<64xf32>
    } : (tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<8x128x512xf32>) -> (tensor<8x128x512xf32>, tensor<512xf32>)
    return %0#0, %0#1 : tensor<8x128x512xf32>, tensor<512xf32>
  }
}
