module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<8x32x64xf32>) -> tensor<8x32x64xcomplex<f32>>
    %1 = call @fft(%0) : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    %2 = stablehlo.real %1 : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xf32>
    return %2 : tensor<8x32x64xf32>
  }
  func.func private @fft(%arg0: tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32, 64] : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    return %0 : tensor<8x32x64xcomplex<f32>>
  }
}
