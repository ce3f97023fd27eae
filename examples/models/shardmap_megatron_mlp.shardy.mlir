module @jit_sm_megatron attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg2: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x128x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4) in_shardings=[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{"data"}, {}, {}]>] out_shardings=[<@mesh, [{"data"}, {}, {}]>] manual_axes={"data", "model"} (%arg5: tensor<512x1024xf32>, %arg6: tensor<1024xf32>, %arg7: tensor<1024x512xf32>, %arg8: tensor<512xf32>, %arg9: tensor<2x128x512xf32>) {
      %1 = stablehlo.dot_general %arg9, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128x512xf32>, tensor<512x1024xf32>) -> tensor<2x128x1024xf32>
      %2 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
      %4 = stablehlo.add %1, %3 : tensor<2x128x1024xf32>
      %5 = stablehlo.multiply %4, %4 : tensor<2x128x1024xf32>
      %6 = stablehlo.multiply %5, %4 : tensor<2x128x1024xf32>
      %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
      %8 = stablehlo.multiply %7, %6 : tensor<2x128x1024xf32>
      %9 = stablehlo.add %4, %8 : tensor<2x128x1024xf32>
      %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
      %11 = stablehlo.multiply %10, %9 : tensor<2x128x1024xf32>
      %12 = stablehlo.tanh %11 : tensor<2x128x1024xf32>
      %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %13 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
      %14 = stablehlo.add %13, %12 : tensor<2x128x1024xf32>
      %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x128x1024xf32>
      %16 = stablehlo.multiply %15, %14 : tensor<2x128x1024xf32>
      %17 = stablehlo.multiply %4, %16 : tensor<2x128x1024xf32>
      %18 = stablehlo.dot_general %17, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x128x1024xf32>, tensor<1024x512xf32>) -> tensor<2x128x512xf32>
      %19 = "stablehlo.all_reduce"(%18) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %23 = stablehlo.add %arg10, %arg11 : tensor<f32>
        stablehlo.return %23 : tensor<f32>
      }) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %20 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<2x128x512xf32>
      %22 = stablehlo.add %19, %21 : tensor<2x128x512xf32>
      sdy.return %22 : tensor<2x128x512xf32>
    } : (tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    return %0 : tensor<8x128x512xf32>
  }
}
