module @jit_carried attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<8x64xf32> {mhlo.sharding = "{devices=[1,2,4]<=[8] last_tile_dim_replicate}"}, %arg2: tensor<i32> {mhlo.sharding = "{replicated}"}) -> (tensor<8x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:4 = stablehlo.while(%iterArg = %arg2, %iterArg_0 = %arg0, %iterArg_1 = %c, %iterArg_2 = %arg1) : tensor<i32>, tensor<64xf32>, tensor<i32>, tensor<8x64xf32>
    cond {
      %1 = stablehlo.convert %iterArg_1 : tensor<i32>
      %2 = stablehlo.compare LT, %1, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    } do {
      %c_3 = stablehlo.constant dense<1> : tensor<i32>
      %1 = stablehlo.add %iterArg_1, %c_3 : tensor<i32>
      %2 = stablehlo.broadcast_in_dim %iterArg_0, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
      %4 = stablehlo.multiply %iterArg_2, %3 : tensor<8x64xf32>
      stablehlo.return %iterArg, %iterArg_0, %1, %4 : tensor<i32>, tensor<64xf32>, tensor<i32>, tensor<8x64xf32>
    }
    return %0#3 : tensor<8x64xf32>
  }
}
