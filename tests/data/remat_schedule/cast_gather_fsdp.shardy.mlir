module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg2: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg4: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg5: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg6: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg7: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg8: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<64x256xbf16> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %1 = stablehlo.dot_general %arg8, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %2 = stablehlo.tanh %1 : tensor<64x1024xbf16>
    %3 = stablehlo.convert %arg1 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %5 = stablehlo.add %arg8, %4 : tensor<64x256xbf16>
    %6 = stablehlo.convert %arg2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %8 = stablehlo.tanh %7 : tensor<64x1024xbf16>
    %9 = stablehlo.convert %arg3 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %11 = stablehlo.add %5, %10 : tensor<64x256xbf16>
    %12 = stablehlo.convert %arg4 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %14 = stablehlo.tanh %13 : tensor<64x1024xbf16>
    %15 = stablehlo.convert %arg5 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %17 = stablehlo.add %11, %16 : tensor<64x256xbf16>
    %18 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %20 = stablehlo.tanh %19 : tensor<64x1024xbf16>
    %21 = stablehlo.convert %arg7 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %23 = stablehlo.add %17, %22 : tensor<64x256xbf16>
    return %23 : tensor<64x256xbf16>
  }
}
