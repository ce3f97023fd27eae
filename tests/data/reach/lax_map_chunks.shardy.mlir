module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<64x128xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg1 [0:6, 0:16, 0:64] : (tensor<8x16x64xf32>) -> tensor<6x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<6x16x64xf32>) -> tensor<2x3x16x64xf32>
    %2 = stablehlo.slice %arg1 [6:8, 0:16, 0:64] : (tensor<8x16x64xf32>) -> tensor<2x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3x16x128xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<2x3x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:7 = stablehlo.while(%iterArg = %1, %iterArg_9 = %arg0, %iterArg_10 = %cst, %iterArg_11 = %c, %iterArg_12 = %3, %iterArg_13 = %4, %iterArg_14 = %5) : tensor<2x3x16x64xf32>, tensor<64x128xf32>, tensor<f32>, tensor<i32>, tensor<2x3x16xf32>, tensor<2x3x16x128xf32>, tensor<2x3x16x128xf32>
    cond {
      %c_15 = stablehlo.constant dense<2> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_11, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %28 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_11) : (tensor<2x3x16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %29:3 = func.call @closed_call(%iterArg_9, %iterArg_10, %28) : (tensor<64x128xf32>, tensor<f32>, tensor<3x16x64xf32>) -> (tensor<3x16xf32>, tensor<3x16x128xf32>, tensor<3x16x128xf32>)
      %30 = func.call @dynamic_update_index_in_dim(%iterArg_12, %29#0, %iterArg_11) : (tensor<2x3x16xf32>, tensor<3x16xf32>, tensor<i32>) -> tensor<2x3x16xf32>
      %31 = func.call @dynamic_update_index_in_dim_0(%iterArg_13, %29#1, %iterArg_11) : (tensor<2x3x16x128xf32>, tensor<3x16x128xf32>, tensor<i32>) -> tensor<2x3x16x128xf32>
      %32 = func.call @dynamic_update_index_in_dim_0(%iterArg_14, %29#2, %iterArg_11) : (tensor<2x3x16x128xf32>, tensor<3x16x128xf32>, tensor<i32>) -> tensor<2x3x16x128xf32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %33 = stablehlo.add %iterArg_11, %c_15 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %33, %30, %31, %32 : tensor<2x3x16x64xf32>, tensor<64x128xf32>, tensor<f32>, tensor<i32>, tensor<2x3x16xf32>, tensor<2x3x16x128xf32>, tensor<2x3x16x128xf32>
    }
    %7 = stablehlo.dot_general %2, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x16x64xf32>, tensor<64x128xf32>) -> tensor<2x16x128xf32>
    %8 = stablehlo.tanh %7 : tensor<2x16x128xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x16x128xf32>
    %10 = stablehlo.subtract %9, %8 : tensor<2x16x128xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%8 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<2x16x128xf32>, tensor<f32>) -> tensor<2x16xf32>
    %12 = stablehlo.reshape %6#4 : (tensor<2x3x16xf32>) -> tensor<6x16xf32>
    %13 = stablehlo.concatenate %12, %11, dim = 0 : (tensor<6x16xf32>, tensor<2x16xf32>) -> tensor<8x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %16 = stablehlo.slice %15 [0:6, 0:16] : (tensor<8x16xf32>) -> tensor<6x16xf32>
    %17 = stablehlo.slice %15 [6:8, 0:16] : (tensor<8x16xf32>) -> tensor<2x16xf32>
    %18 = stablehlo.reshape %16 : (tensor<6x16xf32>) -> tensor<2x3x16xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<2x16xf32>) -> tensor<2x16x128xf32>
    %20 = stablehlo.multiply %19, %10 : tensor<2x16x128xf32>
    %21 = stablehlo.multiply %20, %8 : tensor<2x16x128xf32>
    %22 = stablehlo.add %20, %21 : tensor<2x16x128xf32>
    %23 = stablehlo.dot_general %22, %2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x16x128xf32>, tensor<2x16x64xf32>) -> tensor<128x64xf32>
    %24 = stablehlo.transpose %23, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %26:6 = stablehlo.while(%iterArg = %18, %iterArg_9 = %1, %iterArg_10 = %6#5, %iterArg_11 = %6#6, %iterArg_12 = %c_8, %iterArg_13 = %25) : tensor<2x3x16xf32>, tensor<2x3x16x64xf32>, tensor<2x3x16x128xf32>, tensor<2x3x16x128xf32>, tensor<i32>, tensor<64x128xf32>
    cond {
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %28 = stablehlo.compare LT, %iterArg_12, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %28 : tensor<i1>
    } do {
      %c_14 = stablehlo.constant dense<2> : tensor<i32>
      %28 = stablehlo.subtract %c_14, %iterArg_12 : tensor<i32>
      %c_15 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.subtract %28, %c_15 : tensor<i32>
      %30 = func.call @dynamic_index_in_dim_1(%iterArg, %29) : (tensor<2x3x16xf32>, tensor<i32>) -> tensor<3x16xf32>
      %31 = func.call @dynamic_index_in_dim(%iterArg_9, %29) : (tensor<2x3x16x64xf32>, tensor<i32>) -> tensor<3x16x64xf32>
      %32 = func.call @dynamic_index_in_dim_2(%iterArg_10, %29) : (tensor<2x3x16x128xf32>, tensor<i32>) -> tensor<3x16x128xf32>
      %33 = func.call @dynamic_index_in_dim_2(%iterArg_11, %29) : (tensor<2x3x16x128xf32>, tensor<i32>) -> tensor<3x16x128xf32>
      %34 = func.call @closed_call_3(%iterArg_13, %30, %31, %32, %33) : (tensor<64x128xf32>, tensor<3x16xf32>, tensor<3x16x64xf32>, tensor<3x16x128xf32>, tensor<3x16x128xf32>) -> tensor<64x128xf32>
      %c_16 = stablehlo.constant dense<1> : tensor<i32>
      %35 = stablehlo.add %iterArg_12, %c_16 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_9, %iterArg_10, %iterArg_11, %35, %34 : tensor<2x3x16xf32>, tensor<2x3x16x64xf32>, tensor<2x3x16x128xf32>, tensor<2x3x16x128xf32>, tensor<i32>, tensor<64x128xf32>
    }
    %27 = stablehlo.add %24, %26#5 : tensor<64x128xf32>
    return %14, %27 : tensor<f32>, tensor<64x128xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<2x3x16x64xf32>, %arg1: tensor<i32>) -> tensor<3x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 3, 16, 64] : (tensor<2x3x16x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x16x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x16x64xf32>) -> tensor<3x16x64xf32>
    return %1 : tensor<3x16x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<64x128xf32>, %arg1: tensor<f32>, %arg2: tensor<3x16x64xf32>) -> (tensor<3x16xf32>, tensor<3x16x128xf32>, tensor<3x16x128xf32>) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<3x16x64xf32>, tensor<64x128xf32>) -> tensor<3x16x128xf32>
    %1 = stablehlo.tanh %0 : tensor<3x16x128xf32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x16x128xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<3x16x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<3x16x128xf32>, tensor<f32>) -> tensor<3x16xf32>
    return %4, %1, %3 : tensor<3x16xf32>, tensor<3x16x128xf32>, tensor<3x16x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<2x3x16xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<i32>) -> tensor<2x3x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<3x16xf32>) -> tensor<1x3x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<2x3x16xf32>, tensor<1x3x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x16xf32>
    return %1 : tensor<2x3x16xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<2x3x16x128xf32>, %arg1: tensor<3x16x128xf32>, %arg2: tensor<i32>) -> tensor<2x3x16x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<3x16x128xf32>) -> tensor<1x3x16x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<2x3x16x128xf32>, tensor<1x3x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x3x16x128xf32>
    return %1 : tensor<2x3x16x128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<2x3x16xf32>, %arg1: tensor<i32>) -> tensor<3x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 3, 16] : (tensor<2x3x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x16xf32>) -> tensor<3x16xf32>
    return %1 : tensor<3x16xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<2x3x16x128xf32>, %arg1: tensor<i32>) -> tensor<3x16x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 3, 16, 128] : (tensor<2x3x16x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x3x16x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x3x16x128xf32>) -> tensor<3x16x128xf32>
    return %1 : tensor<3x16x128xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<64x128xf32>, %arg1: tensor<3x16xf32>, %arg2: tensor<3x16x64xf32>, %arg3: tensor<3x16x128xf32>, %arg4: tensor<3x16x128xf32>) -> tensor<64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<3x16xf32>) -> tensor<3x16x128xf32>
    %1 = stablehlo.multiply %0, %arg4 : tensor<3x16x128xf32>
    %2 = stablehlo.multiply %1, %arg3 : tensor<3x16x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<3x16x128xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<3x16x128xf32>, tensor<3x16x64xf32>) -> tensor<128x64xf32>
    %5 = stablehlo.transpose %4, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<64x128xf32>
    return %6 : tensor<64x128xf32>
  }
}
