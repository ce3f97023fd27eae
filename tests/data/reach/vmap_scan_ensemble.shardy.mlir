module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg1: tensor<4x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<12x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x64x64xf32> {jax.result_info = "result[1][0]"}, tensor<4x32x64xf32> {jax.result_info = "result[1][1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<8x64xf32>) -> tensor<4x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<12x4x8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<12x4x8x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<12x4x8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<12x4x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %6:10 = stablehlo.while(%iterArg = %arg2, %iterArg_15 = %cst_0, %iterArg_16 = %arg0, %iterArg_17 = %arg1, %iterArg_18 = %c, %iterArg_19 = %1, %iterArg_20 = %2, %iterArg_21 = %3, %iterArg_22 = %4, %iterArg_23 = %5) : tensor<12x8x32xf32>, tensor<f32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<i32>, tensor<4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>
    cond {
      %c_24 = stablehlo.constant dense<12> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_18, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %23 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_18) : (tensor<12x8x32xf32>, tensor<i32>) -> tensor<8x32xf32>
      %24:5 = func.call @closed_call(%iterArg_15, %iterArg_16, %iterArg_17, %iterArg_19, %23) : (tensor<f32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>, tensor<8x32xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>)
      %25 = func.call @dynamic_update_index_in_dim(%iterArg_20, %24#1, %iterArg_18) : (tensor<12x4x8x64xf32>, tensor<4x8x64xf32>, tensor<i32>) -> tensor<12x4x8x64xf32>
      %26 = func.call @dynamic_update_index_in_dim_0(%iterArg_21, %24#2, %iterArg_18) : (tensor<12x4x8x64xf32>, tensor<4x8x64xf32>, tensor<i32>) -> tensor<12x4x8x64xf32>
      %27 = func.call @dynamic_update_index_in_dim(%iterArg_22, %24#3, %iterArg_18) : (tensor<12x4x8x64xf32>, tensor<4x8x64xf32>, tensor<i32>) -> tensor<12x4x8x64xf32>
      %28 = func.call @dynamic_update_index_in_dim(%iterArg_23, %24#4, %iterArg_18) : (tensor<12x4x8x64xf32>, tensor<4x8x64xf32>, tensor<i32>) -> tensor<12x4x8x64xf32>
      %c_24 = stablehlo.constant dense<1> : tensor<i32>
      %29 = stablehlo.add %iterArg_18, %c_24 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %29, %24#0, %25, %26, %27, %28 : tensor<12x8x32xf32>, tensor<f32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<i32>, tensor<4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>
    }
    %7 = stablehlo.multiply %6#6, %6#6 : tensor<12x4x8x64xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<12x4x8x64xf32>
    %9 = stablehlo.multiply %8, %6#6 : tensor<12x4x8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_6) applies stablehlo.add across dimensions = [0, 2, 3] : (tensor<12x4x8x64xf32>, tensor<f32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<6.144000e+03> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %12 = stablehlo.divide %10, %11 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %cst_10 = stablehlo.constant dense<6.144000e+03> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %16 = stablehlo.divide %14, %15 : tensor<4xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [1] : (tensor<4xf32>) -> tensor<12x4x8x64xf32>
    %18 = stablehlo.multiply %17, %9 : tensor<12x4x8x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x32x64xf32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %22:10 = stablehlo.while(%iterArg = %18, %iterArg_15 = %6#7, %iterArg_16 = %arg2, %iterArg_17 = %6#8, %iterArg_18 = %6#9, %iterArg_19 = %arg0, %iterArg_20 = %c_14, %iterArg_21 = %20, %iterArg_22 = %21, %iterArg_23 = %19) : tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x8x32xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<4x64x64xf32>, tensor<i32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>
    cond {
      %c_24 = stablehlo.constant dense<12> : tensor<i32>
      %23 = stablehlo.compare LT, %iterArg_20, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %23 : tensor<i1>
    } do {
      %c_24 = stablehlo.constant dense<12> : tensor<i32>
      %23 = stablehlo.subtract %c_24, %iterArg_20 : tensor<i32>
      %c_25 = stablehlo.constant dense<1> : tensor<i32>
      %24 = stablehlo.subtract %23, %c_25 : tensor<i32>
      %25 = func.call @dynamic_index_in_dim_1(%iterArg, %24) : (tensor<12x4x8x64xf32>, tensor<i32>) -> tensor<4x8x64xf32>
      %26 = func.call @dynamic_index_in_dim_2(%iterArg_15, %24) : (tensor<12x4x8x64xf32>, tensor<i32>) -> tensor<4x8x64xf32>
      %27 = func.call @dynamic_index_in_dim(%iterArg_16, %24) : (tensor<12x8x32xf32>, tensor<i32>) -> tensor<8x32xf32>
      %28 = func.call @dynamic_index_in_dim_1(%iterArg_17, %24) : (tensor<12x4x8x64xf32>, tensor<i32>) -> tensor<4x8x64xf32>
      %29 = func.call @dynamic_index_in_dim_1(%iterArg_18, %24) : (tensor<12x4x8x64xf32>, tensor<i32>) -> tensor<4x8x64xf32>
      %30:3 = func.call @closed_call_3(%iterArg_19, %iterArg_21, %iterArg_22, %iterArg_23, %25, %26, %27, %28, %29) : (tensor<4x64x64xf32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<8x32xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> (tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>)
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %31 = stablehlo.add %iterArg_20, %c_26 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_15, %iterArg_16, %iterArg_17, %iterArg_18, %iterArg_19, %31, %30#0, %30#1, %30#2 : tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<12x8x32xf32>, tensor<12x4x8x64xf32>, tensor<12x4x8x64xf32>, tensor<4x64x64xf32>, tensor<i32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>
    }
    return %13, %22#7, %22#8 : tensor<f32>, tensor<4x64x64xf32>, tensor<4x32x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<12x8x32xf32>, %arg1: tensor<i32>) -> tensor<8x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 32] : (tensor<12x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x32xf32>) -> tensor<8x32xf32>
    return %1 : tensor<8x32xf32>
  }
  func.func private @closed_call(%arg0: tensor<f32>, %arg1: tensor<4x64x64xf32>, %arg2: tensor<4x32x64xf32>, %arg3: tensor<4x8x64xf32>, %arg4: tensor<8x32xf32>) -> (tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>) {
    %0 = stablehlo.dot_general %arg3, %arg1, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x64x64xf32>) -> tensor<4x8x64xf32>
    %1 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<4x32x64xf32>) -> tensor<8x4x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 0, 2] : (tensor<8x4x64xf32>) -> tensor<4x8x64xf32>
    %3 = stablehlo.add %0, %2 : tensor<4x8x64xf32>
    %4 = stablehlo.tanh %3 : tensor<4x8x64xf32>
    %5 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %6 = stablehlo.subtract %5, %4 : tensor<4x8x64xf32>
    return %4, %4, %arg3, %4, %6 : tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>, tensor<4x8x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<12x4x8x64xf32>, %arg1: tensor<4x8x64xf32>, %arg2: tensor<i32>) -> tensor<12x4x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x8x64xf32>) -> tensor<1x4x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<12x4x8x64xf32>, tensor<1x4x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x4x8x64xf32>
    return %1 : tensor<12x4x8x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<12x4x8x64xf32>, %arg1: tensor<4x8x64xf32>, %arg2: tensor<i32>) -> tensor<12x4x8x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x8x64xf32>) -> tensor<1x4x8x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<12x4x8x64xf32>, tensor<1x4x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<12x4x8x64xf32>
    return %1 : tensor<12x4x8x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<12x4x8x64xf32>, %arg1: tensor<i32>) -> tensor<4x8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 8, 64] : (tensor<12x4x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8x64xf32>) -> tensor<4x8x64xf32>
    return %1 : tensor<4x8x64xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<12x4x8x64xf32>, %arg1: tensor<i32>) -> tensor<4x8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 8, 64] : (tensor<12x4x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x8x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x8x64xf32>) -> tensor<4x8x64xf32>
    return %1 : tensor<4x8x64xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<4x64x64xf32>, %arg1: tensor<4x64x64xf32>, %arg2: tensor<4x32x64xf32>, %arg3: tensor<4x8x64xf32>, %arg4: tensor<4x8x64xf32>, %arg5: tensor<4x8x64xf32>, %arg6: tensor<8x32xf32>, %arg7: tensor<4x8x64xf32>, %arg8: tensor<4x8x64xf32>) -> (tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>) {
    %0 = stablehlo.add %arg3, %arg4 : tensor<4x8x64xf32>
    %1 = stablehlo.multiply %0, %arg8 : tensor<4x8x64xf32>
    %2 = stablehlo.multiply %1, %arg7 : tensor<4x8x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x8x64xf32>
    %4 = stablehlo.transpose %3, dims = [1, 0, 2] : (tensor<4x8x64xf32>) -> tensor<8x4x64xf32>
    %5 = stablehlo.dot_general %4, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64xf32>, tensor<8x32xf32>) -> tensor<4x64x32xf32>
    %6 = stablehlo.transpose %5, dims = [0, 2, 1] : (tensor<4x64x32xf32>) -> tensor<4x32x64xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<4x32x64xf32>
    %8 = stablehlo.dot_general %3, %arg5, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x8x64xf32>) -> tensor<4x64x64xf32>
    %9 = stablehlo.transpose %8, dims = [0, 2, 1] : (tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %10 = stablehlo.add %arg1, %9 : tensor<4x64x64xf32>
    %11 = stablehlo.dot_general %3, %arg0, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x64x64xf32>) -> tensor<4x8x64xf32>
    return %10, %7, %11 : tensor<4x64x64xf32>, tensor<4x32x64xf32>, tensor<4x8x64xf32>
  }
}
