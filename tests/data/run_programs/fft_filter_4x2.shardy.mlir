module @jit_fft_filter_4x2 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg1: tensor<33xcomplex<f32>> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<8x16x64xf32> {jax.result_info = "result[0]"}, tensor<8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @fft(%arg0) : (tensor<8x16x64xf32>) -> tensor<8x16x33xcomplex<f32>>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<33xcomplex<f32>>) -> tensor<1x1x33xcomplex<f32>>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x33xcomplex<f32>>) -> tensor<8x16x33xcomplex<f32>>
    %3 = stablehlo.multiply %0, %2 : tensor<8x16x33xcomplex<f32>>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_pad(%3, %c) : (tensor<8x16x33xcomplex<f32>>, tensor<i32>) -> tensor<8x16x33xcomplex<f32>>
    %5 = call @fft_0(%4) : (tensor<8x16x33xcomplex<f32>>) -> tensor<8x16x64xf32>
    %6 = stablehlo.convert %arg0 : (tensor<8x16x64xf32>) -> tensor<8x16x64xcomplex<f32>>
    %7 = call @fft_1(%6) : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>>
    %8 = stablehlo.slice %7 [0:1, 0:16, 0:64] : (tensor<8x16x64xcomplex<f32>>) -> tensor<1x16x64xcomplex<f32>>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>>
    %10 = stablehlo.multiply %7, %9 : tensor<8x16x64xcomplex<f32>>
    %11 = call @fft_2(%10) : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>>
    %12 = stablehlo.real %11 : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x16x64xf32>
    %14 = stablehlo.imag %11 : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xf32>
    %15 = stablehlo.subtract %13, %14 : tensor<8x16x64xf32>
    %16 = stablehlo.abs %7 : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8xf32>
    return %15, %17 : tensor<8x16x64xf32>, tensor<8xf32>
  }
  func.func private @fft(%arg0: tensor<8x16x64xf32>) -> tensor<8x16x33xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [64] : (tensor<8x16x64xf32>) -> tensor<8x16x33xcomplex<f32>>
    return %0 : tensor<8x16x33xcomplex<f32>>
  }
  func.func private @_pad(%arg0: tensor<8x16x33xcomplex<f32>>, %arg1: tensor<i32>) -> tensor<8x16x33xcomplex<f32>> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<complex<f32>>
    %1 = stablehlo.pad %arg0, %0, low = [0, 0, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16x33xcomplex<f32>>, tensor<complex<f32>>) -> tensor<8x16x33xcomplex<f32>>
    return %1 : tensor<8x16x33xcomplex<f32>>
  }
  func.func private @fft_0(%arg0: tensor<8x16x33xcomplex<f32>>) -> tensor<8x16x64xf32> {
    %0 = stablehlo.fft %arg0, type = IRFFT, length = [64] : (tensor<8x16x33xcomplex<f32>>) -> tensor<8x16x64xf32>
    return %0 : tensor<8x16x64xf32>
  }
  func.func private @fft_1(%arg0: tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [16, 64] : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>>
    return %0 : tensor<8x16x64xcomplex<f32>>
  }
  func.func private @fft_2(%arg0: tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = IFFT, length = [16, 64] : (tensor<8x16x64xcomplex<f32>>) -> tensor<8x16x64xcomplex<f32>>
    return %0 : tensor<8x16x64xcomplex<f32>>
  }
}
