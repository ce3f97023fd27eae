module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> (tensor<64x2xf32> {jax.result_info = "result[0]"}, tensor<64x2xi32> {jax.result_info = "result[1]"}, tensor<64xf32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x16xf32>, tensor<16x8xf32>) -> tensor<64x8xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.maximum across dimensions = [1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.maximum %2, %1 : tensor<64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %6 = stablehlo.subtract %0, %5 : tensor<64x8xf32>
    %7 = stablehlo.exponential %6 : tensor<64x8xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_1) applies stablehlo.add across dimensions = [1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x8xf32>
    %11 = stablehlo.divide %7, %10 : tensor<64x8xf32>
    %values, %indices = chlo.top_k(%11, k = 2) : tensor<64x8xf32> -> (tensor<64x2xf32>, tensor<64x2xi32>)
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%values init: %cst_2) applies stablehlo.add across dimensions = [1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x2xf32>
    %15 = stablehlo.divide %values, %14 : tensor<64x2xf32>
    %16 = call @fft(%arg0) : (tensor<64x16xf32>) -> tensor<64x16xcomplex<f32>>
    %17 = stablehlo.real %16 : (tensor<64x16xcomplex<f32>>) -> tensor<64x16xf32>
    %18 = stablehlo.multiply %17, %17 : tensor<64x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_3) applies stablehlo.add across dimensions = [1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64x2xf32>
    %21 = stablehlo.multiply %15, %20 : tensor<64x2xf32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x2xi32>
    %23 = stablehlo.add %indices, %22 : tensor<64x2xi32>
    return %21, %23, %19 : tensor<64x2xf32>, tensor<64x2xi32>, tensor<64xf32>
  }
  func.func private @fft(%arg0: tensor<64x16xf32>) -> tensor<64x16xcomplex<f32>> {
    %0 = stablehlo.convert %arg0 : (tensor<64x16xf32>) -> tensor<64x16xcomplex<f32>>
    %1 = stablehlo.fft %0, type = FFT, length = [16] : (tensor<64x16xcomplex<f32>>) -> tensor<64x16xcomplex<f32>>
    return %1 : tensor<64x16xcomplex<f32>>
  }
}
