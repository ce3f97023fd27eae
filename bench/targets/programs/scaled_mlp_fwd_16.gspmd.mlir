module @jit_mlp attributes {mhlo.num_partitions = 16 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x4096xbf16> {mhlo.sharding = "{devices=[2,8]<=[16]}"}, %arg1: tensor<4096x1024xbf16> {mhlo.sharding = "{devices=[8,2]<=[2,8]T(1,0)}"}, %arg2: tensor<32x128x1024xbf16> {mhlo.sharding = "{devices=[2,1,1,8]<=[16] last_tile_dim_replicate}"}) -> (tensor<32x128x1024xbf16> {jax.result_info = "result", mhlo.sharding = "{devices=[2,1,1,8]<=[16] last_tile_dim_replicate}"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<32x128x4096xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<32x128x4096xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<32x128x4096xbf16>
    %cst = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<32x128x4096xbf16>
    %4 = stablehlo.multiply %3, %2 : tensor<32x128x4096xbf16>
    %5 = stablehlo.add %0, %4 : tensor<32x128x4096xbf16>
    %cst_0 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<32x128x4096xbf16>
    %7 = stablehlo.multiply %6, %5 : tensor<32x128x4096xbf16>
    %8 = stablehlo.tanh %7 : tensor<32x128x4096xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<32x128x4096xbf16>
    %10 = stablehlo.add %9, %8 : tensor<32x128x4096xbf16>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<32x128x4096xbf16>
    %12 = stablehlo.multiply %11, %10 : tensor<32x128x4096xbf16>
    %13 = stablehlo.multiply %0, %12 : tensor<32x128x4096xbf16>
    %14 = stablehlo.dot_general %13, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x128x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<32x128x1024xbf16>
    return %14 : tensor<32x128x1024xbf16>
  }
}
