module @jit_mlp_train attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg5: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<512x2048xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<2048xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<2048x512xf32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<512xf32> {jax.result_info = "result[3]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<f32> {jax.result_info = "result[4]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x2048xf32>) -> tensor<8x128x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<8x128x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x128x2048xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x128x2048xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<8x128x2048xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<8x128x2048xf32>
    %11 = stablehlo.add %3, %10 : tensor<8x128x2048xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x128x2048xf32>
    %14 = stablehlo.tanh %13 : tensor<8x128x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<8x128x2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %18 = stablehlo.add %17, %14 : tensor<8x128x2048xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x128x2048xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<8x128x2048xf32>
    %22 = stablehlo.dot_general %21, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<2048x512xf32>) -> tensor<8x128x512xf32>
    %23 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x128x512xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x128x512xf32>
    %26 = stablehlo.subtract %25, %arg5 : tensor<8x128x512xf32>
    %27 = chlo.square %26 : tensor<8x128x512xf32> -> tensor<8x128x512xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<8x128x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %32 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<8x128x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %36 = stablehlo.reshape %35 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %38 = stablehlo.dot_general %34, %21, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x2048xf32>) -> tensor<512x2048xf32>
    %39 = stablehlo.transpose %38, dims = [1, 1] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %40 = stablehlo.dot_general %34, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<2048x512xf32>) -> tensor<8x128x2048xf32>
    %41 = stablehlo.multiply %3, %40 : tensor<8x128x2048xf32>
    %42 = stablehlo.multiply %40, %20 : tensor<8x128x2048xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<8x128x2048xf32>
    %45 = stablehlo.multiply %44, %16 : tensor<8x128x2048xf32>
    %46 = stablehlo.multiply %45, %14 : tensor<8x128x2048xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x128x2048xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8x128x2048xf32>
    %50 = stablehlo.add %42, %49 : tensor<8x128x2048xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<8x128x2048xf32>
    %53 = stablehlo.multiply %52, %8 : tensor<8x128x2048xf32>
    %54 = stablehlo.add %50, %53 : tensor<8x128x2048xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %56 = stablehlo.reshape %55 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %58 = stablehlo.dot_general %54, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<8x128x512xf32>) -> tensor<2048x512xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %cst_17 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %61 = stablehlo.multiply %60, %57 : tensor<2048xf32>
    %62 = stablehlo.subtract %arg1, %61 : tensor<2048xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %64 = stablehlo.multiply %63, %37 : tensor<512xf32>
    %65 = stablehlo.subtract %arg3, %64 : tensor<512xf32>
    %cst_19 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %67 = stablehlo.multiply %66, %59 : tensor<512x2048xf32>
    %68 = stablehlo.subtract %arg0, %67 : tensor<512x2048xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %70 = stablehlo.multiply %69, %39 : tensor<2048x512xf32>
    %71 = stablehlo.subtract %arg2, %70 : tensor<2048x512xf32>
    return %68, %62, %71, %65, %31 : tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<f32>
  }
}
