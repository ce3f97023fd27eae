module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<8x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x64x128xf32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{}, {}]>, <@mesh, [{}, {}]>, <@mesh, [{"data"}, {}, {}]>] out_shardings=[<@mesh, [{"data"}, {}, {}]>] manual_axes={"data", "model"} (%arg3: tensor<128x512xf32>, %arg4: tensor<512x128xf32>, %arg5: tensor<4x64x128xf32>) {
      %1 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<128x512xf32>) -> tensor<4x64x512xf32>
      %2 = func.call @relu(%1) : (tensor<4x64x512xf32>) -> tensor<4x64x512xf32>
      %3 = stablehlo.dot_general %2, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64x512xf32>, tensor<512x128xf32>) -> tensor<4x64x128xf32>
      %4 = "stablehlo.all_reduce"(%3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %5 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %5 : tensor<f32>
      }) : (tensor<4x64x128xf32>) -> tensor<4x64x128xf32>
      sdy.return %4 : tensor<4x64x128xf32>
    } : (tensor<128x512xf32>, tensor<512x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    return %0 : tensor<8x64x128xf32>
  }
  func.func private @relu(%arg0: tensor<4x64x512xf32>) -> tensor<4x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64x512xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<4x64x512xf32>
    return %1 : tensor<4x64x512xf32>
  }
}
