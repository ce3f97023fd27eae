module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}, %arg1: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}) -> (tensor<8x64x128xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {"model"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x64x512xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8x64x512xf32>
    %4 = sdy.sharding_constraint %3 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %7 = stablehlo.multiply %6, %4 : tensor<8x64x512xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %9 = stablehlo.add %1, %8 : tensor<8x64x512xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %12 = sdy.sharding_constraint %11 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %13 = stablehlo.multiply %12, %10 : tensor<8x64x512xf32>
    %14 = sdy.sharding_constraint %13 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %15 = stablehlo.tanh %14 : tensor<8x64x512xf32>
    %16 = sdy.sharding_constraint %15 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %19 = stablehlo.add %18, %16 : tensor<8x64x512xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %23 = stablehlo.multiply %22, %20 : tensor<8x64x512xf32>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %25 = stablehlo.multiply %1, %24 : tensor<8x64x512xf32>
    %26 = sdy.sharding_constraint %25 <@mesh, [{"data"}, {}, {"model"}]> : tensor<8x64x512xf32>
    %27 = stablehlo.dot_general %26, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %28 = sdy.sharding_constraint %27 <@mesh, [{"data"}, {}, {}]> : tensor<8x64x128xf32>
    %29 = sdy.sharding_constraint %28 <@mesh, [{}, {"data"}, {"model"}]> : tensor<8x64x128xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %31 = sdy.sharding_constraint %30 <@mesh, [{}, {"data"}, {"model"}]> : tensor<8x64x128xf32>
    %32 = stablehlo.multiply %29, %31 : tensor<8x64x128xf32>
    %33 = sdy.sharding_constraint %32 <@mesh, [{}, {"data"}, {"model"}]> : tensor<8x64x128xf32>
    return %33 : tensor<8x64x128xf32>
  }
}
