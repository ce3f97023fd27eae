module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg2: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}) -> (tensor<8x128xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.iota dim = 0 : tensor<8xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %4 = stablehlo.compare LT, %2, %3, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<8> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %6 = stablehlo.add %2, %5 : tensor<8x1xi32>
    %7 = stablehlo.select %4, %6, %2 : tensor<8x1xi1>, tensor<8x1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_2 = stablehlo.constant dense<512> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<8x64xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<8x64xi1>, tensor<8x64xi32>
    %13 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x64xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %15 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %16 = stablehlo.concatenate %14, %15, dim = 2 : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x2xi32>
    %17 = "stablehlo.scatter"(%0, %16, %arg0) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
      %21 = stablehlo.add %arg3, %arg4 : tensor<f32>
      stablehlo.return %21 : tensor<f32>
    }) : (tensor<8x512xf32>, tensor<8x64x2xi32>, tensor<8x64xf32>) -> tensor<8x512xf32>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data"}, {}]> : tensor<8x512xf32>
    %19 = stablehlo.dot_general %18, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x512xf32>, tensor<512x128xf32>) -> tensor<8x128xf32>
    %20 = sdy.sharding_constraint %19 <@mesh, [{"data"}, {"model"}]> : tensor<8x128xf32>
    return %20 : tensor<8x128xf32>
  }
}
