module @jit_ring attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<2x256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}, {}]>}, %arg1: tensor<2x256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}, {}]>}, %arg2: tensor<2x256x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {}, {}]>}) -> (tensor<2x256x4x32xf32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@mesh, [{}, {"fsdp"}, {}, {}]>, <@mesh, [{}, {"fsdp"}, {}, {}]>, <@mesh, [{}, {"fsdp"}, {}, {}]>] out_shardings=[<@mesh, [{}, {"fsdp"}, {}, {}]>, <@mesh, []>] manual_axes={"fsdp"} (%arg3: tensor<2x32x4x32xf32>, %arg4: tensor<2x32x4x32xf32>, %arg5: tensor<2x32x4x32xf32>) {
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x32x4x32xf32>
      %2 = stablehlo.slice %arg3 [0:2, 0:32, 0:4, 0:1] : (tensor<2x32x4x32xf32>) -> tensor<2x32x4x1xf32>
      %3 = stablehlo.reshape %2 : (tensor<2x32x4x1xf32>) -> tensor<2x32x4xf32>
      %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<2x32x4xf32>) -> tensor<2x4x32xf32>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
      %6 = stablehlo.multiply %4, %5 : tensor<2x4x32xf32>
      %cst_1 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x4x32xf32>
      %8 = stablehlo.subtract %6, %7 : tensor<2x4x32xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %9:7 = stablehlo.while(%iterArg = %arg3, %iterArg_3 = %c, %iterArg_4 = %1, %iterArg_5 = %8, %iterArg_6 = %6, %iterArg_7 = %arg4, %iterArg_8 = %arg5) : tensor<2x32x4x32xf32>, tensor<i32>, tensor<2x32x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>
      cond {
        %c_9 = stablehlo.constant dense<8> : tensor<i32>
        %16 = stablehlo.compare LT, %iterArg_3, %c_9, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %16 : tensor<i1>
      } do {
        %16:5 = func.call @closed_call(%iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8) : (tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>) -> (tensor<2x32x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>)
        %c_9 = stablehlo.constant dense<1> : tensor<i32>
        %17 = stablehlo.add %iterArg_3, %c_9 : tensor<i32>
        stablehlo.return %iterArg, %17, %16#0, %16#1, %16#2, %16#3, %16#4 : tensor<2x32x4x32xf32>, tensor<i32>, tensor<2x32x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>
      }
      %10 = stablehlo.transpose %9#4, dims = [0, 2, 1] : (tensor<2x4x32xf32>) -> tensor<2x32x4xf32>
      %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<2x32x4xf32>) -> tensor<2x32x4x1xf32>
      %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<2x32x4x1xf32>) -> tensor<2x32x4x32xf32>
      %13 = stablehlo.divide %9#2, %12 : tensor<2x32x4x32xf32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %14 = stablehlo.reduce(%9#4 init: %cst_2) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<2x4x32xf32>, tensor<f32>) -> tensor<f32>
      %15 = "stablehlo.all_reduce"(%14) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %16 = stablehlo.add %arg6, %arg7 : tensor<f32>
        stablehlo.return %16 : tensor<f32>
      }) : (tensor<f32>) -> tensor<f32>
      sdy.return %13, %15 : tensor<2x32x4x32xf32>, tensor<f32>
    } : (tensor<2x256x4x32xf32>, tensor<2x256x4x32xf32>, tensor<2x256x4x32xf32>) -> (tensor<2x256x4x32xf32>, tensor<f32>)
    return %0#0, %0#1 : tensor<2x256x4x32xf32>, tensor<f32>
  }
  func.func private @closed_call(%arg0: tensor<2x32x4x32xf32>, %arg1: tensor<2x32x4x32xf32>, %arg2: tensor<2x4x32xf32>, %arg3: tensor<2x4x32xf32>, %arg4: tensor<2x32x4x32xf32>, %arg5: tensor<2x32x4x32xf32>) -> (tensor<2x32x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg4, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>) -> tensor<2x4x32x32xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %2 = stablehlo.maximum %arg2, %1 : tensor<2x4x32xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2, 3] : (tensor<2x4x32x1xf32>) -> tensor<2x4x32x32xf32>
    %5 = stablehlo.subtract %0, %4 : tensor<2x4x32x32xf32>
    %6 = stablehlo.exponential %5 : tensor<2x4x32x32xf32>
    %7 = stablehlo.subtract %arg2, %2 : tensor<2x4x32xf32>
    %8 = stablehlo.exponential %7 : tensor<2x4x32xf32>
    %9 = stablehlo.multiply %arg3, %8 : tensor<2x4x32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [3] : (tensor<2x4x32x32xf32>, tensor<f32>) -> tensor<2x4x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<2x4x32xf32>
    %12 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<2x4x32xf32>) -> tensor<2x32x4xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<2x32x4xf32>) -> tensor<2x32x4x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<2x32x4x1xf32>) -> tensor<2x32x4x32xf32>
    %15 = stablehlo.multiply %arg1, %14 : tensor<2x32x4x32xf32>
    %16 = stablehlo.dot_general %arg5, %6, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x32x4x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %17 = stablehlo.transpose %16, dims = [0, 3, 1, 2] : (tensor<2x4x32x32xf32>) -> tensor<2x32x4x32xf32>
    %18 = stablehlo.add %15, %17 : tensor<2x32x4x32xf32>
    %19 = "stablehlo.collective_permute"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2x32x4x32xf32>) -> tensor<2x32x4x32xf32>
    %20 = "stablehlo.collective_permute"(%arg5) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 4], [4, 5], [5, 6], [6, 7], [7, 0]]> : tensor<8x2xi64>}> : (tensor<2x32x4x32xf32>) -> tensor<2x32x4x32xf32>
    return %18, %2, %11, %19, %20 : tensor<2x32x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>
  }
}
