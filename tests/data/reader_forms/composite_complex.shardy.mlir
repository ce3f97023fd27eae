module @jit_f attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<16x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.composite "shardproof.scale_shift" %arg0 {decomposition = @shardproof.scale_shift} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.complex %0, %arg0 : tensor<16x32xcomplex<f32>>
    %2 = call @fft(%1) : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    %3 = stablehlo.real %1 : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %4 = stablehlo.imag %1 : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %5 = stablehlo.negate %4 : tensor<16x32xf32>
    %6 = stablehlo.complex %3, %5 : tensor<16x32xcomplex<f32>>
    %7 = stablehlo.multiply %2, %6 : tensor<16x32xcomplex<f32>>
    %8 = call @fft_0(%7) : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    %9 = stablehlo.real %8 : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %10 = stablehlo.imag %1 : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %11 = stablehlo.add %9, %10 : tensor<16x32xf32>
    return %11 : tensor<16x32xf32>
  }
  func.func private @shardproof.scale_shift(%arg0: tensor<16x32xf32>) -> tensor<16x32xf32> {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %1 = stablehlo.multiply %arg0, %0 : tensor<16x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16x32xf32>
    %3 = stablehlo.add %1, %2 : tensor<16x32xf32>
    return %3 : tensor<16x32xf32>
  }
  func.func private @fft(%arg0: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32] : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    return %0 : tensor<16x32xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [32] : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    return %0 : tensor<16x32xcomplex<f32>>
  }
}
