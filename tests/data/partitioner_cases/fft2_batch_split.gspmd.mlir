module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<8x32x64xf32> {mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
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
