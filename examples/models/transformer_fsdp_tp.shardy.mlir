module @jit_tfwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg1: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg2: tensor<1024x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg3: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg4: tensor<1024x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg5: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg6: tensor<1024x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}]>}, %arg7: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg8: tensor<16x64x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg9: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg10: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg11: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg12: tensor<1024x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg13: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg14: tensor<4096x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg15: tensor<1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg16: tensor<8x256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x256x1024xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_0 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x256x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %5 = stablehlo.subtract %arg16, %4 : tensor<8x256x1024xf32>
    %6 = chlo.square %5 : tensor<8x256x1024xf32> -> tensor<8x256x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_2 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x256x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %12 = stablehlo.subtract %arg16, %11 : tensor<8x256x1024xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x256x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x256x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x256x1024xf32>
    %18 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %20 = stablehlo.multiply %17, %19 : tensor<8x256x1024xf32>
    %21 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %23 = stablehlo.add %20, %22 : tensor<8x256x1024xf32>
    %24 = stablehlo.dot_general %23, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x16x64xf32>
    %25 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xf32>) -> tensor<8x256x16x64xf32>
    %27 = stablehlo.add %24, %26 : tensor<8x256x16x64xf32>
    %28 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x16x64xf32>
    %29 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xf32>) -> tensor<8x256x16x64xf32>
    %31 = stablehlo.add %28, %30 : tensor<8x256x16x64xf32>
    %32 = stablehlo.dot_general %23, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x16x64xf32>) -> tensor<8x256x16x64xf32>
    %33 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<16x64xf32>) -> tensor<1x1x16x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2, 3] : (tensor<1x1x16x64xf32>) -> tensor<8x256x16x64xf32>
    %35 = stablehlo.add %32, %34 : tensor<8x256x16x64xf32>
    %36 = stablehlo.dot_general %27, %31, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x256x16x64xf32>) -> tensor<8x16x256x256xf32>
    %cst_4 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %38 = stablehlo.multiply %36, %37 : tensor<8x16x256x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %39 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %40 = call @tril(%39) : (tensor<256x256xi1>) -> tensor<256x256xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %41 = call @_where(%40, %38, %cst_5) : (tensor<256x256xi1>, tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256x256xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %44 = stablehlo.maximum %43, %42 : tensor<8x16x256xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %47 = stablehlo.subtract %41, %46 : tensor<8x16x256x256xf32>
    %48 = stablehlo.exponential %47 : tensor<8x16x256x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x16x256x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x16x256xf32>) -> tensor<8x16x256x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x16x256x1xf32>) -> tensor<8x16x256x256xf32>
    %52 = stablehlo.divide %48, %51 : tensor<8x16x256x256xf32>
    %53 = stablehlo.dot_general %35, %52, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<8x16x256x256xf32>) -> tensor<8x16x64x256xf32>
    %54 = stablehlo.transpose %53, dims = [0, 3, 1, 2] : (tensor<8x16x64x256xf32>) -> tensor<8x256x16x64xf32>
    %55 = stablehlo.dot_general %54, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x256x16x64xf32>, tensor<16x64x1024xf32>) -> tensor<8x256x1024xf32>
    %56 = stablehlo.add %arg16, %55 : tensor<8x256x1024xf32>
    %57 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %59 = stablehlo.add %56, %58 : tensor<8x256x1024xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.reduce(%59 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_10 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %63 = stablehlo.divide %61, %62 : tensor<8x256x1xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %65 = stablehlo.subtract %59, %64 : tensor<8x256x1024xf32>
    %66 = chlo.square %65 : tensor<8x256x1024xf32> -> tensor<8x256x1024xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x256x1024xf32>, tensor<f32>) -> tensor<8x256xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %cst_12 = stablehlo.constant dense<1.024000e+03> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %70 = stablehlo.divide %68, %69 : tensor<8x256x1xf32>
    %71 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %72 = stablehlo.subtract %59, %71 : tensor<8x256x1024xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %74 = stablehlo.add %70, %73 : tensor<8x256x1xf32>
    %75 = stablehlo.rsqrt %74 : tensor<8x256x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x1024xf32>
    %77 = stablehlo.multiply %72, %76 : tensor<8x256x1024xf32>
    %78 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %80 = stablehlo.multiply %77, %79 : tensor<8x256x1024xf32>
    %81 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %83 = stablehlo.add %80, %82 : tensor<8x256x1024xf32>
    %84 = stablehlo.dot_general %83, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x1024xf32>, tensor<1024x4096xf32>) -> tensor<8x256x4096xf32>
    %85 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<8x256x4096xf32>
    %87 = stablehlo.add %84, %86 : tensor<8x256x4096xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<8x256x4096xf32>
    %89 = stablehlo.multiply %88, %87 : tensor<8x256x4096xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x256x4096xf32>
    %92 = stablehlo.add %87, %91 : tensor<8x256x4096xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %94 = stablehlo.multiply %93, %92 : tensor<8x256x4096xf32>
    %95 = stablehlo.tanh %94 : tensor<8x256x4096xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %97 = stablehlo.add %96, %95 : tensor<8x256x4096xf32>
    %cst_17 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x256x4096xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<8x256x4096xf32>
    %100 = stablehlo.multiply %87, %99 : tensor<8x256x4096xf32>
    %101 = stablehlo.dot_general %100, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x4096xf32>, tensor<4096x1024xf32>) -> tensor<8x256x1024xf32>
    %102 = stablehlo.add %59, %101 : tensor<8x256x1024xf32>
    %103 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<1x1x1024xf32>) -> tensor<8x256x1024xf32>
    %105 = stablehlo.add %102, %104 : tensor<8x256x1024xf32>
    return %105 : tensor<8x256x1024xf32>
  }
  func.func private @tril(%arg0: tensor<256x256xi1>) -> tensor<256x256xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<256x256xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<256x256xi32>
    %2 = stablehlo.add %0, %1 : tensor<256x256xi32>
    %3 = stablehlo.iota dim = 1 : tensor<256x256xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<256x256xi32>, tensor<256x256xi32>) -> tensor<256x256xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<256x256xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<256x256xi1>, tensor<256x256xi1>
    return %6 : tensor<256x256xi1>
  }
  func.func private @_where(%arg0: tensor<256x256xi1>, %arg1: tensor<8x16x256x256xf32>, %arg2: tensor<f32>) -> tensor<8x16x256x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<256x256xi1>) -> tensor<8x16x256x256xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x16x256x256xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x16x256x256xi1>, tensor<8x16x256x256xf32>
    return %2 : tensor<8x16x256x256xf32>
  }
}
