module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %1 = sdy.sharding_constraint %arg1 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %2 = sdy.sharding_constraint %arg2 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %3 = call @call_exported_mlp_block(%0, %1, %2) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %6 = sdy.sharding_constraint %arg3 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %7 = sdy.sharding_constraint %arg4 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %8 = call @call_exported_mlp_block(%5, %6, %7) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %9 = sdy.sharding_constraint %8 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{}, {"model"}]> : tensor<16x32xf32>
    %11 = call @"<lambda>"(%10) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %11 : tensor<16x32xf32>
  }
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}, sym_visibility = "private"}
  func.func private @call_exported_mlp_block(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %1 = stablehlo.multiply %0, %0 : tensor<16x64xf32>
    %2 = stablehlo.multiply %1, %0 : tensor<16x64xf32>
    %3 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %4 = stablehlo.multiply %3, %2 : tensor<16x64xf32>
    %5 = stablehlo.add %0, %4 : tensor<16x64xf32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %7 = stablehlo.multiply %6, %5 : tensor<16x64xf32>
    %8 = stablehlo.tanh %7 : tensor<16x64xf32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %10 = stablehlo.add %9, %8 : tensor<16x64xf32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<16x64xf32>
    %13 = stablehlo.multiply %0, %12 : tensor<16x64xf32>
    %14 = stablehlo.dot_general %13, %arg2, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %15 = stablehlo.add %arg0, %14 : tensor<16x32xf32>
    return %15 : tensor<16x32xf32>
  }
  func.func private @"<lambda>"(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %0 = stablehlo.tanh %arg0 : tensor<16x32xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {"model"}]> : tensor<16x32xf32>
    return %1 : tensor<16x32xf32>
  }
}
