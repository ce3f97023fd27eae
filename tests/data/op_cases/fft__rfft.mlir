module @jit attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<6x8xf32>) -> (tensor<6x5xcomplex<f32>> {jax.result_info = "result"}) {
    %0 = call @fft(%arg0) : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    return %0 : tensor<6x5xcomplex<f32>>
  }
  func.func private @fft(%arg0: tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = RFFT, length = [8] : (tensor<6x8xf32>) -> tensor<6x5xcomplex<f32>>
    return %0 : tensor<6x5xcomplex<f32>>
  }
}
