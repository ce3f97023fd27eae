module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<1024x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<256x2048xi8> {jax.result_info = "result[0]"}, tensor<256x1xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1024xf32>, tensor<1024x2048xf32>) -> tensor<256x2048xf32>
    %1 = stablehlo.abs %0 : tensor<256x2048xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<256x2048xf32>, tensor<f32>) -> tensor<256xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %cst_0 = stablehlo.constant dense<1.270000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<256x1xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2048xf32>
    %7 = stablehlo.divide %0, %6 : tensor<256x2048xf32>
    %8 = call @round(%7) : (tensor<256x2048xf32>) -> tensor<256x2048xf32>
    %c = stablehlo.constant dense<-127> : tensor<i32>
    %c_1 = stablehlo.constant dense<127> : tensor<i32>
    %9 = call @clip(%8, %c, %c_1) : (tensor<256x2048xf32>, tensor<i32>, tensor<i32>) -> tensor<256x2048xf32>
    %10 = stablehlo.convert %9 : (tensor<256x2048xf32>) -> tensor<256x2048xi8>
    return %10, %5 : tensor<256x2048xi8>, tensor<256x1xf32>
  }
  func.func private @round(%arg0: tensor<256x2048xf32>) -> tensor<256x2048xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<256x2048xf32>
    return %0 : tensor<256x2048xf32>
  }
  func.func private @clip(%arg0: tensor<256x2048xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<256x2048xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<256x2048xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<256x2048xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<256x2048xf32>
    return %5 : tensor<256x2048xf32>
  }
}
