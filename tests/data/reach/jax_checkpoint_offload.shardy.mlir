module @jit_loss attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<4x2x256x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}, {}]>}, %arg1: tensor<8x64x256xf32> {mhlo.memory_kind = "device", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}) -> (tensor<4x2x256x256xf32> {jax.result_info = "result", mhlo.memory_kind = "device"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2:5 = stablehlo.while(%iterArg = %arg0, %iterArg_6 = %c, %iterArg_7 = %arg1, %iterArg_8 = %0, %iterArg_9 = %1) : tensor<4x2x256x256xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x8x64x256xf32>, tensor<4x8x64x256xf32>
    cond {
      %c_10 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_6, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %10 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_6) : (tensor<4x2x256x256xf32>, tensor<i32>) -> tensor<2x256x256xf32>
      %11:3 = func.call @closed_call(%iterArg_7, %10) : (tensor<8x64x256xf32>, tensor<2x256x256xf32>) -> (tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>)
      %12 = func.call @dynamic_update_index_in_dim(%iterArg_8, %11#1, %iterArg_6) : (tensor<4x8x64x256xf32>, tensor<8x64x256xf32>, tensor<i32>) -> tensor<4x8x64x256xf32>
      %13 = func.call @dynamic_update_index_in_dim_0(%iterArg_9, %11#2, %iterArg_6) : (tensor<4x8x64x256xf32>, tensor<8x64x256xf32>, tensor<i32>) -> tensor<4x8x64x256xf32>
      %c_10 = stablehlo.constant dense<1> : tensor<i32>
      %14 = stablehlo.add %iterArg_6, %c_10 : tensor<i32>
      stablehlo.return %iterArg, %14, %11#0, %12, %13 : tensor<4x2x256x256xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x8x64x256xf32>, tensor<4x8x64x256xf32>
    }
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %4 = stablehlo.multiply %3, %2#2 : tensor<8x64x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %5 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x64x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x2x256x256xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %9:6 = stablehlo.while(%iterArg = %2#3, %iterArg_6 = %2#4, %iterArg_7 = %arg0, %iterArg_8 = %c_5, %iterArg_9 = %7, %iterArg_10 = %8) : tensor<4x8x64x256xf32>, tensor<4x8x64x256xf32>, tensor<4x2x256x256xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x2x256x256xf32>
    cond {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.compare LT, %iterArg_8, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %10 : tensor<i1>
    } do {
      %c_11 = stablehlo.constant dense<4> : tensor<i32>
      %10 = stablehlo.subtract %c_11, %iterArg_8 : tensor<i32>
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %11 = stablehlo.subtract %10, %c_12 : tensor<i32>
      %12 = func.call @dynamic_index_in_dim_1(%iterArg, %11) : (tensor<4x8x64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %13 = func.call @dynamic_index_in_dim_2(%iterArg_6, %11) : (tensor<4x8x64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %14 = func.call @dynamic_index_in_dim(%iterArg_7, %11) : (tensor<4x2x256x256xf32>, tensor<i32>) -> tensor<2x256x256xf32>
      %15:2 = func.call @closed_call_3(%iterArg_9, %12, %13, %14) : (tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<2x256x256xf32>) -> (tensor<8x64x256xf32>, tensor<2x256x256xf32>)
      %16 = func.call @dynamic_update_index_in_dim_4(%iterArg_10, %15#1, %11) : (tensor<4x2x256x256xf32>, tensor<2x256x256xf32>, tensor<i32>) -> tensor<4x2x256x256xf32>
      %c_13 = stablehlo.constant dense<1> : tensor<i32>
      %17 = stablehlo.add %iterArg_8, %c_13 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_6, %iterArg_7, %17, %15#0, %16 : tensor<4x8x64x256xf32>, tensor<4x8x64x256xf32>, tensor<4x2x256x256xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x2x256x256xf32>
    }
    return %9#5 : tensor<4x2x256x256xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x2x256x256xf32>, %arg1: tensor<i32>) -> tensor<2x256x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 2, 256, 256] : (tensor<4x2x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x2x256x256xf32>) -> tensor<2x256x256xf32>
    return %1 : tensor<2x256x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x64x256xf32>, %arg1: tensor<2x256x256xf32>) -> (tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>) {
    %0 = stablehlo.slice %arg1 [0:1, 0:256, 0:256] : (tensor<2x256x256xf32>) -> tensor<1x256x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %2 = stablehlo.dot_general %arg0, %1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %3 = stablehlo.tanh %2 : tensor<8x64x256xf32>
    %4 = stablehlo.slice %arg1 [1:2, 0:256, 0:256] : (tensor<2x256x256xf32>) -> tensor<1x256x256xf32>
    %5 = stablehlo.reshape %4 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %6 = stablehlo.dot_general %3, %5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %7 = stablehlo.add %arg0, %6 : tensor<8x64x256xf32>
    return %7, %3, %arg0 : tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<8x64x256xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xf32>) -> tensor<1x8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x256xf32>, tensor<1x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x256xf32>
    return %1 : tensor<4x8x64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<8x64x256xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xf32>) -> tensor<1x8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x256xf32>, tensor<1x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x256xf32>
    return %1 : tensor<4x8x64x256xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<4x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xf32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<4x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xf32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<8x64x256xf32>, %arg1: tensor<8x64x256xf32>, %arg2: tensor<8x64x256xf32>, %arg3: tensor<2x256x256xf32>) -> (tensor<8x64x256xf32>, tensor<2x256x256xf32>) {
    %0:4 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg0 : tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<2x256x256xf32>, tensor<8x64x256xf32>
    %1 = stablehlo.slice %0#2 [0:1, 0:256, 0:256] : (tensor<2x256x256xf32>) -> tensor<1x256x256xf32>
    %2 = stablehlo.reshape %1 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %3 = stablehlo.dot_general %0#1, %2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %4 = stablehlo.tanh %3 : tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<8x64x256xf32>
    %7 = stablehlo.slice %0#2 [1:2, 0:256, 0:256] : (tensor<2x256x256xf32>) -> tensor<1x256x256xf32>
    %8 = stablehlo.reshape %7 : (tensor<1x256x256xf32>) -> tensor<256x256xf32>
    %9 = stablehlo.dot_general %0#3, %0#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %10 = stablehlo.transpose %9, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %11 = stablehlo.dot_general %0#3, %8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<256x256xf32>) -> tensor<1x256x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.pad %12, %cst_0, low = [1, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<1x256x256xf32>, tensor<f32>) -> tensor<2x256x256xf32>
    %14 = stablehlo.multiply %11, %6 : tensor<8x64x256xf32>
    %15 = stablehlo.multiply %14, %4 : tensor<8x64x256xf32>
    %16 = stablehlo.add %14, %15 : tensor<8x64x256xf32>
    %17 = stablehlo.dot_general %16, %0#1, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %18 = stablehlo.transpose %17, dims = [1, 0] : (tensor<256x256xf32>) -> tensor<256x256xf32>
    %19 = stablehlo.dot_general %16, %2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %20 = stablehlo.add %0#3, %19 : tensor<8x64x256xf32>
    %21 = stablehlo.broadcast_in_dim %18, dims = [1, 2] : (tensor<256x256xf32>) -> tensor<1x256x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.pad %21, %cst_1, low = [0, 0, 0], high = [1, 0, 0], interior = [0, 0, 0] : (tensor<1x256x256xf32>, tensor<f32>) -> tensor<2x256x256xf32>
    %23 = stablehlo.add %13, %22 : tensor<2x256x256xf32>
    return %20, %23 : tensor<8x64x256xf32>, tensor<2x256x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_4(%arg0: tensor<4x2x256x256xf32>, %arg1: tensor<2x256x256xf32>, %arg2: tensor<i32>) -> tensor<4x2x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<2x256x256xf32>) -> tensor<1x2x256x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x2x256x256xf32>, tensor<1x2x256x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x2x256x256xf32>
    return %1 : tensor<4x2x256x256xf32>
  }
}
