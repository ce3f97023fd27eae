module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<3x256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg2: tensor<3x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg3: tensor<8x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<3x256x64xf32> {jax.result_info = "result[1]['down']"}, tensor<3x64x64xf32> {jax.result_info = "result[1]['q']"}, tensor<3x64x256xf32> {jax.result_info = "result[1]['up']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3x8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3x8x32x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<3x8x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:8 = stablehlo.while(%iterArg = %arg0, %iterArg_11 = %arg1, %iterArg_12 = %arg2, %iterArg_13 = %c, %iterArg_14 = %arg3, %iterArg_15 = %0, %iterArg_16 = %1, %iterArg_17 = %2) : tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>, tensor<i32>, tensor<8x32x64xf32>, tensor<3x8x32x64xf32>, tensor<3x8x32x256xf32>, tensor<3x8x32x64xf32>
    cond {
      %c_18 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_13, %c_18, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %16 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_13) : (tensor<3x256x64xf32>, tensor<i32>) -> tensor<256x64xf32>
      %17 = func.call @dynamic_index_in_dim_0(%iterArg_11, %iterArg_13) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %18 = func.call @dynamic_index_in_dim_1(%iterArg_12, %iterArg_13) : (tensor<3x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %19:4 = func.call @closed_call(%iterArg_14, %16, %17, %18) : (tensor<8x32x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>) -> (tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x64xf32>)
      %20 = func.call @dynamic_update_index_in_dim(%iterArg_15, %19#1, %iterArg_13) : (tensor<3x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<3x8x32x64xf32>
      %21 = func.call @dynamic_update_index_in_dim_2(%iterArg_16, %19#2, %iterArg_13) : (tensor<3x8x32x256xf32>, tensor<8x32x256xf32>, tensor<i32>) -> tensor<3x8x32x256xf32>
      %22 = func.call @dynamic_update_index_in_dim(%iterArg_17, %19#3, %iterArg_13) : (tensor<3x8x32x64xf32>, tensor<8x32x64xf32>, tensor<i32>) -> tensor<3x8x32x64xf32>
      %c_18 = stablehlo.constant dense<1> : tensor<i32>
      %23 = stablehlo.add %iterArg_13, %c_18 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %23, %19#0, %20, %21, %22 : tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>, tensor<i32>, tensor<8x32x64xf32>, tensor<3x8x32x64xf32>, tensor<3x8x32x256xf32>, tensor<3x8x32x64xf32>
    }
    %4 = stablehlo.multiply %3#4, %3#4 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %6 = stablehlo.multiply %5, %3#4 : tensor<8x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_3) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_4 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %8 = stablehlo.divide %7, %cst_4 : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %9 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %11 = stablehlo.multiply %10, %6 : tensor<8x32x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<3x256x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<3x64x64xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<3x64x256xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %15:11 = stablehlo.while(%iterArg = %3#5, %iterArg_11 = %3#6, %iterArg_12 = %3#7, %iterArg_13 = %arg0, %iterArg_14 = %arg1, %iterArg_15 = %arg2, %iterArg_16 = %c_10, %iterArg_17 = %11, %iterArg_18 = %12, %iterArg_19 = %13, %iterArg_20 = %14) : tensor<3x8x32x64xf32>, tensor<3x8x32x256xf32>, tensor<3x8x32x64xf32>, tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>, tensor<i32>, tensor<8x32x64xf32>, tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>
    cond {
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.compare LT, %iterArg_16, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %16 : tensor<i1>
    } do {
      %c_21 = stablehlo.constant dense<3> : tensor<i32>
      %16 = stablehlo.subtract %c_21, %iterArg_16 : tensor<i32>
      %c_22 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.subtract %16, %c_22 : tensor<i32>
      %18 = func.call @dynamic_index_in_dim_3(%iterArg, %17) : (tensor<3x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %19 = func.call @dynamic_index_in_dim_4(%iterArg_11, %17) : (tensor<3x8x32x256xf32>, tensor<i32>) -> tensor<8x32x256xf32>
      %20 = func.call @dynamic_index_in_dim_3(%iterArg_12, %17) : (tensor<3x8x32x64xf32>, tensor<i32>) -> tensor<8x32x64xf32>
      %21 = func.call @dynamic_index_in_dim(%iterArg_13, %17) : (tensor<3x256x64xf32>, tensor<i32>) -> tensor<256x64xf32>
      %22 = func.call @dynamic_index_in_dim_0(%iterArg_14, %17) : (tensor<3x64x64xf32>, tensor<i32>) -> tensor<64x64xf32>
      %23 = func.call @dynamic_index_in_dim_1(%iterArg_15, %17) : (tensor<3x64x256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %24:4 = func.call @closed_call_5(%iterArg_17, %18, %19, %20, %21, %22, %23) : (tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>) -> (tensor<8x32x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>)
      %25 = func.call @dynamic_update_index_in_dim_6(%iterArg_18, %24#1, %17) : (tensor<3x256x64xf32>, tensor<256x64xf32>, tensor<i32>) -> tensor<3x256x64xf32>
      %26 = func.call @dynamic_update_index_in_dim_7(%iterArg_19, %24#2, %17) : (tensor<3x64x64xf32>, tensor<64x64xf32>, tensor<i32>) -> tensor<3x64x64xf32>
      %27 = func.call @dynamic_update_index_in_dim_8(%iterArg_20, %24#3, %17) : (tensor<3x64x256xf32>, tensor<64x256xf32>, tensor<i32>) -> tensor<3x64x256xf32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %28 = stablehlo.add %iterArg_16, %c_23 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_11, %iterArg_12, %iterArg_13, %iterArg_14, %iterArg_15, %28, %24#0, %25, %26, %27 : tensor<3x8x32x64xf32>, tensor<3x8x32x256xf32>, tensor<3x8x32x64xf32>, tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>, tensor<i32>, tensor<8x32x64xf32>, tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>
    }
    return %8, %15#8, %15#9, %15#10 : tensor<f32>, tensor<3x256x64xf32>, tensor<3x64x64xf32>, tensor<3x64x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<3x256x64xf32>, %arg1: tensor<i32>) -> tensor<256x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 64] : (tensor<3x256x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x64xf32>) -> tensor<256x64xf32>
    return %1 : tensor<256x64xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<3x64x64xf32>, %arg1: tensor<i32>) -> tensor<64x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 64] : (tensor<3x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
    return %1 : tensor<64x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<3x64x256xf32>, %arg1: tensor<i32>) -> tensor<64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 64, 256] : (tensor<3x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x64x256xf32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x32x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x256xf32>) -> (tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x64xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.reduce_precision %0, format = e8m23 : tensor<8x32x64xf32>
    %2 = stablehlo.transpose %arg0, dims = [0, 2, 1] : (tensor<8x32x64xf32>) -> tensor<8x64x32xf32>
    %3 = stablehlo.dot_general %1, %2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x64x32xf32>) -> tensor<8x32x32xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.maximum %7, %6 : tensor<8x32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x32xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x32x32xf32>
    %12 = stablehlo.exponential %11 : tensor<8x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x32xf32>
    %16 = stablehlo.divide %12, %15 : tensor<8x32x32xf32>
    %17 = stablehlo.dot_general %16, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.add %arg0, %17 : tensor<8x32x64xf32>
    %19 = stablehlo.dot_general %18, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %20 = call @relu(%19) : (tensor<8x32x256xf32>) -> tensor<8x32x256xf32>
    %21 = stablehlo.reduce_precision %20, format = e8m23 : tensor<8x32x256xf32>
    %22 = stablehlo.add %arg0, %17 : tensor<8x32x64xf32>
    %23 = stablehlo.dot_general %21, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x32x64xf32>
    return %24, %1, %21, %arg0 : tensor<8x32x64xf32>, tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x64xf32>
  }
  func.func private @relu(%arg0: tensor<8x32x256xf32>) -> tensor<8x32x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x256xf32>
    return %1 : tensor<8x32x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<3x8x32x64xf32>, %arg1: tensor<8x32x64xf32>, %arg2: tensor<i32>) -> tensor<3x8x32x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x32x64xf32>) -> tensor<1x8x32x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x8x32x64xf32>, tensor<1x8x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x32x64xf32>
    return %1 : tensor<3x8x32x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_2(%arg0: tensor<3x8x32x256xf32>, %arg1: tensor<8x32x256xf32>, %arg2: tensor<i32>) -> tensor<3x8x32x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x32x256xf32>) -> tensor<1x8x32x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<3x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x8x32x256xf32>
    return %1 : tensor<3x8x32x256xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<3x8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 32, 64] : (tensor<3x8x32x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32x64xf32>) -> tensor<8x32x64xf32>
    return %1 : tensor<8x32x64xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<3x8x32x256xf32>, %arg1: tensor<i32>) -> tensor<8x32x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 32, 256] : (tensor<3x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
    return %1 : tensor<8x32x256xf32>
  }
  func.func private @closed_call_5(%arg0: tensor<8x32x64xf32>, %arg1: tensor<8x32x64xf32>, %arg2: tensor<8x32x256xf32>, %arg3: tensor<8x32x64xf32>, %arg4: tensor<256x64xf32>, %arg5: tensor<64x64xf32>, %arg6: tensor<64x256xf32>) -> (tensor<8x32x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>) {
    %0:7 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg0 : tensor<8x32x64xf32>, tensor<8x32x256xf32>, tensor<8x32x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>, tensor<8x32x64xf32>
    %1 = stablehlo.transpose %0#2, dims = [0, 2, 1] : (tensor<8x32x64xf32>) -> tensor<8x64x32xf32>
    %2 = stablehlo.dot_general %0#0, %1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x64x32xf32>) -> tensor<8x32x32xf32>
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32xf32>
    %4 = stablehlo.divide %2, %3 : tensor<8x32x32xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x32xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<8x32x32xf32>
    %11 = stablehlo.exponential %10 : tensor<8x32x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x32xf32>
    %15 = stablehlo.divide %11, %14 : tensor<8x32x32xf32>
    %16 = stablehlo.multiply %13, %13 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<8x32x1xf32>
    %19 = stablehlo.dot_general %15, %0#2, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.add %0#2, %19 : tensor<8x32x64xf32>
    %21 = stablehlo.dot_general %20, %0#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %23 = stablehlo.compare GT, %21, %22, FLOAT : (tensor<8x32x256xf32>, tensor<8x32x256xf32>) -> tensor<8x32x256xi1>
    %24 = stablehlo.dot_general %0#6, %0#1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x256xf32>) -> tensor<64x256xf32>
    %25 = stablehlo.transpose %24, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %26 = stablehlo.dot_general %0#6, %0#3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<256x64xf32>) -> tensor<8x32x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %28 = stablehlo.select %23, %26, %27 : tensor<8x32x256xi1>, tensor<8x32x256xf32>
    %29 = stablehlo.dot_general %28, %20, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %30 = stablehlo.transpose %29, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %31 = stablehlo.dot_general %28, %0#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<64x256xf32>) -> tensor<8x32x64xf32>
    %32 = stablehlo.add %0#6, %31 : tensor<8x32x64xf32>
    %33 = stablehlo.add %0#6, %31 : tensor<8x32x64xf32>
    %34 = stablehlo.dot_general %33, %15, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x32xf32>) -> tensor<8x64x32xf32>
    %35 = stablehlo.transpose %34, dims = [0, 2, 1] : (tensor<8x64x32xf32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.add %32, %35 : tensor<8x32x64xf32>
    %37 = stablehlo.dot_general %33, %0#2, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x32xf32>
    %38 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x32xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<8x32x32xf32>
    %40 = stablehlo.multiply %39, %11 : tensor<8x32x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x32x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %42 = stablehlo.reshape %41 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %43 = stablehlo.negate %42 : tensor<8x32x1xf32>
    %44 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x32xf32>
    %45 = stablehlo.divide %37, %44 : tensor<8x32x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.reduce(%43 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x32xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x32x32xf32>
    %49 = stablehlo.multiply %48, %11 : tensor<8x32x32xf32>
    %cst_8 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x32xf32>
    %51 = stablehlo.divide %49, %50 : tensor<8x32x32xf32>
    %52 = stablehlo.dot_general %51, %0#0, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %53 = stablehlo.transpose %52, dims = [0, 2, 1] : (tensor<8x32x64xf32>) -> tensor<8x64x32xf32>
    %54 = stablehlo.dot_general %51, %1, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x64x32xf32>) -> tensor<8x32x64xf32>
    %55 = stablehlo.transpose %53, dims = [0, 2, 1] : (tensor<8x64x32xf32>) -> tensor<8x32x64xf32>
    %56 = stablehlo.add %36, %55 : tensor<8x32x64xf32>
    %57 = stablehlo.dot_general %54, %0#2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %58 = stablehlo.transpose %57, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %59 = stablehlo.dot_general %54, %0#4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %60 = stablehlo.add %56, %59 : tensor<8x32x64xf32>
    return %60, %25, %58, %30 : tensor<8x32x64xf32>, tensor<256x64xf32>, tensor<64x64xf32>, tensor<64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<3x256x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<i32>) -> tensor<3x256x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<1x256x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x256x64xf32>, tensor<1x256x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x256x64xf32>
    return %1 : tensor<3x256x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<3x64x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<i32>) -> tensor<3x64x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x64xf32>, tensor<1x64x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x64xf32>
    return %1 : tensor<3x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<3x64x256xf32>, %arg1: tensor<64x256xf32>, %arg2: tensor<i32>) -> tensor<3x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<64x256xf32>) -> tensor<1x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<3x64x256xf32>, tensor<1x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<3x64x256xf32>
    return %1 : tensor<3x64x256xf32>
  }
}
