module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) {
    %0 = sdy.reshard %arg0 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %1 = sdy.reshard %arg1 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %2 = sdy.reshard %arg2 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %3 = sdy.named_computation<"call_exported_mlp_block">(%0, %1, %2) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] (%arg5: tensor<16x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>) {
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %12 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %13 = stablehlo.multiply %12, %12 : tensor<16x64xf32>
      %14 = stablehlo.multiply %13, %12 : tensor<16x64xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %16 = stablehlo.multiply %15, %14 : tensor<16x64xf32>
      %17 = stablehlo.add %12, %16 : tensor<16x64xf32>
      %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %19 = stablehlo.multiply %18, %17 : tensor<16x64xf32>
      %20 = stablehlo.tanh %19 : tensor<16x64xf32>
      %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %22 = stablehlo.add %21, %20 : tensor<16x64xf32>
      %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %24 = stablehlo.multiply %23, %22 : tensor<16x64xf32>
      %25 = stablehlo.multiply %12, %24 : tensor<16x64xf32>
      %26 = stablehlo.dot_general %25, %arg7, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %27 = stablehlo.add %arg5, %26 : tensor<16x32xf32>
      sdy.return %27 : tensor<16x32xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %4 = sdy.reshard %3 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %5 = sdy.reshard %4 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %6 = sdy.reshard %arg3 <@mesh, [{}, {"model"}]> : tensor<32x64xf32>
    %7 = sdy.reshard %arg4 <@mesh, [{"model"}, {}]> : tensor<64x32xf32>
    %8 = sdy.named_computation<"call_exported_mlp_block">(%5, %6, %7) in_shardings=[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>] (%arg5: tensor<16x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>) {
      %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %cst_2 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %12 = stablehlo.dot_general %arg5, %arg6, contracting_dims = [1] x [0] : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %13 = stablehlo.multiply %12, %12 : tensor<16x64xf32>
      %14 = stablehlo.multiply %13, %12 : tensor<16x64xf32>
      %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %16 = stablehlo.multiply %15, %14 : tensor<16x64xf32>
      %17 = stablehlo.add %12, %16 : tensor<16x64xf32>
      %18 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %19 = stablehlo.multiply %18, %17 : tensor<16x64xf32>
      %20 = stablehlo.tanh %19 : tensor<16x64xf32>
      %21 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %22 = stablehlo.add %21, %20 : tensor<16x64xf32>
      %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x64xf32>
      %24 = stablehlo.multiply %23, %22 : tensor<16x64xf32>
      %25 = stablehlo.multiply %12, %24 : tensor<16x64xf32>
      %26 = stablehlo.dot_general %25, %arg7, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %27 = stablehlo.add %arg5, %26 : tensor<16x32xf32>
      sdy.return %27 : tensor<16x32xf32>
    } : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %9 = sdy.reshard %8 <@mesh, [{"data"}, {}]> : tensor<16x32xf32>
    %10 = sdy.reshard %9 <@mesh, [{}, {"model"}]> : tensor<16x32xf32>
    %11 = sdy.named_computation<"<lambda>">(%10) (%arg5: tensor<16x32xf32>) {
      %12 = stablehlo.tanh %arg5 : tensor<16x32xf32>
      %13 = sdy.reshard %12 <@mesh, [{}, {"model"}]> : tensor<16x32xf32>
      sdy.return %13 : tensor<16x32xf32>
    } : (tensor<16x32xf32>) -> tensor<16x32xf32>
    return %11 : tensor<16x32xf32>
  }
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}, sym_visibility = "private"}
}
