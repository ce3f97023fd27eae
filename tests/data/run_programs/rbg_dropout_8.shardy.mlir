module @jit_rbg_dropout_8 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<4xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}, tensor<4xui32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.899999976> : tensor<f32>
    %0 = call @_bernoulli(%arg1, %cst) : (tensor<4xui32>, tensor<f32>) -> tensor<64x256xi1>
    %1 = stablehlo.reshape %arg1 : (tensor<4xui32>) -> tensor<2x2xui32>
    %2 = stablehlo.bitcast_convert %1 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %2, algorithm = THREE_FRY : (tensor<2xui64>) -> (tensor<2xui64>, tensor<64x256xui32>)
    %3 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %4 = stablehlo.reshape %3 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64x256xui32>
    %6 = stablehlo.shift_right_logical %output, %5 : tensor<64x256xui32>
    %7 = stablehlo.convert %6 : (tensor<64x256xui32>) -> tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.1920929E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %9 = stablehlo.multiply %7, %8 : tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %11 = stablehlo.divide %arg0, %10 : tensor<64x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = call @_where(%0, %11, %cst_2) : (tensor<64x256xi1>, tensor<64x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %13 = stablehlo.add %12, %9 : tensor<64x256xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {}]> : tensor<64x256xf32>
    return %14, %4 : tensor<64x256xf32>, tensor<4xui32>
  }
  func.func private @_bernoulli(%arg0: tensor<4xui32>, %arg1: tensor<f32>) -> tensor<64x256xi1> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<4xui32>, tensor<f32>, tensor<f32>) -> tensor<64x256xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2 = stablehlo.compare LT, %0, %1, FLOAT : (tensor<64x256xf32>, tensor<64x256xf32>) -> tensor<64x256xi1>
    return %2 : tensor<64x256xi1>
  }
  func.func private @_uniform(%arg0: tensor<4xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<64x256xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.convert %arg2 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %4 = stablehlo.reshape %arg0 : (tensor<4xui32>) -> tensor<2x2xui32>
    %5 = stablehlo.bitcast_convert %4 : (tensor<2x2xui32>) -> tensor<2xui64>
    %output_state, %output = stablehlo.rng_bit_generator %5, algorithm = DEFAULT : (tensor<2xui64>) -> (tensor<2xui64>, tensor<64x256xui32>)
    %6 = stablehlo.bitcast_convert %output_state : (tensor<2xui64>) -> tensor<2x2xui32>
    %7 = stablehlo.reshape %6 : (tensor<2x2xui32>) -> tensor<4xui32>
    %c = stablehlo.constant dense<9> : tensor<ui32>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui32>) -> tensor<64x256xui32>
    %9 = stablehlo.shift_right_logical %output, %8 : tensor<64x256xui32>
    %c_0 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui32>) -> tensor<64x256xui32>
    %11 = stablehlo.or %9, %10 : tensor<64x256xui32>
    %12 = stablehlo.bitcast_convert %11 : (tensor<64x256xui32>) -> tensor<64x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<64x256xf32>
    %15 = stablehlo.subtract %3, %2 : tensor<1x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x256xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<64x256xf32>
    %18 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x256xf32>
    %19 = stablehlo.add %17, %18 : tensor<64x256xf32>
    %20 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<64x256xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<64x256xf32>
    return %21 : tensor<64x256xf32>
  }
  func.func private @_where(%arg0: tensor<64x256xi1>, %arg1: tensor<64x256xf32>, %arg2: tensor<f32>) -> tensor<64x256xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<64x256xi1>, tensor<64x256xf32>
    return %2 : tensor<64x256xf32>
  }
}
