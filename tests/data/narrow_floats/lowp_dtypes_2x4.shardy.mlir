module @jit_lowp_dtypes_2x4 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<256x512xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x256xf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg3: tensor<64x256xi8> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg4: tensor<256x512xi8> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<64x256xf8E4M3FN> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg6: tensor<256x512xi4> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<64x256xui8> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<64x512xf32> {jax.result_info = "result[0]"}, tensor<64xf32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x512xbf16>) -> tensor<64x512xbf16>
    %1 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf16>
    %2 = stablehlo.dot_general %arg2, %1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf16>, tensor<256x512xf16>) -> tensor<64x512xf16>
    %3 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xi8>, tensor<256x512xi8>) -> tensor<64x512xi32>
    %4 = stablehlo.convert %arg1 : (tensor<256x512xbf16>) -> tensor<256x512xf8E4M3FN>
    %5 = stablehlo.dot_general %arg5, %4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf8E4M3FN>, tensor<256x512xf8E4M3FN>) -> tensor<64x512xf32>
    %6 = stablehlo.convert %arg6 : (tensor<256x512xi4>) -> tensor<256x512xi8>
    %7 = stablehlo.dot_general %arg3, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xi8>, tensor<256x512xi8>) -> tensor<64x512xi32>
    %8 = stablehlo.convert %arg7 : (tensor<64x256xui8>) -> tensor<64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst) applies stablehlo.add across dimensions = [1] : (tensor<64x256xf32>, tensor<f32>) -> tensor<64xf32>
    %10 = stablehlo.convert %0 : (tensor<64x512xbf16>) -> tensor<64x512xf32>
    %11 = stablehlo.convert %2 : (tensor<64x512xf16>) -> tensor<64x512xf32>
    %12 = stablehlo.add %10, %11 : tensor<64x512xf32>
    %13 = stablehlo.convert %3 : (tensor<64x512xi32>) -> tensor<64x512xf32>
    %14 = stablehlo.add %12, %13 : tensor<64x512xf32>
    %15 = stablehlo.add %14, %5 : tensor<64x512xf32>
    %16 = stablehlo.convert %7 : (tensor<64x512xi32>) -> tensor<64x512xf32>
    %17 = stablehlo.add %15, %16 : tensor<64x512xf32>
    return %17, %9 : tensor<64x512xf32>, tensor<64xf32>
  }
}
