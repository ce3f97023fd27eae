module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<8x256x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x256x32xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg15, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1 = stablehlo.dot_general %arg15, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %2 = stablehlo.dot_general %arg15, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %3 = stablehlo.reshape %0 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %5 = stablehlo.reshape %4 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %6 = stablehlo.reshape %1 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %7 = stablehlo.transpose %6, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %9 = stablehlo.reshape %2 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %10 = stablehlo.transpose %9, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %11 = stablehlo.reshape %10 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %12 = stablehlo.dot_general %5, %8, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x256x4xf32>) -> tensor<64x256x256xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256x256xf32>
    %14 = stablehlo.multiply %12, %13 : tensor<64x256x256xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.reduce(%14 init: %cst_0) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %17 = stablehlo.maximum %16, %15 : tensor<64x256xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %20 = stablehlo.subtract %14, %19 : tensor<64x256x256xf32>
    %21 = stablehlo.exponential %20 : tensor<64x256x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %25 = stablehlo.divide %21, %24 : tensor<64x256x256xf32>
    %26 = stablehlo.dot_general %25, %11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x256xf32>, tensor<64x256x4xf32>) -> tensor<64x256x4xf32>
    %27 = stablehlo.reshape %26 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %28 = stablehlo.transpose %27, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %29 = stablehlo.reshape %28 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %30 = stablehlo.dot_general %29, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %31 = stablehlo.reshape %arg1 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x256x32xf32>
    %34 = stablehlo.add %arg15, %33 : tensor<8x256x32xf32>
    %35 = stablehlo.dot_general %34, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %36 = stablehlo.dot_general %34, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %37 = stablehlo.dot_general %34, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %38 = stablehlo.reshape %35 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %39 = stablehlo.transpose %38, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %40 = stablehlo.reshape %39 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %41 = stablehlo.reshape %36 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %42 = stablehlo.transpose %41, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %43 = stablehlo.reshape %42 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %44 = stablehlo.reshape %37 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %47 = stablehlo.dot_general %40, %43, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x256x4xf32>) -> tensor<64x256x256xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x256x256xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<64x256x256xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %50 = stablehlo.reduce(%49 init: %cst_4) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %52 = stablehlo.maximum %51, %50 : tensor<64x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %55 = stablehlo.subtract %49, %54 : tensor<64x256x256xf32>
    %56 = stablehlo.exponential %55 : tensor<64x256x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %60 = stablehlo.divide %56, %59 : tensor<64x256x256xf32>
    %61 = stablehlo.dot_general %60, %46, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x256xf32>, tensor<64x256x4xf32>) -> tensor<64x256x4xf32>
    %62 = stablehlo.reshape %61 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %63 = stablehlo.transpose %62, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %65 = stablehlo.dot_general %64, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %66 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %68 = stablehlo.add %65, %67 : tensor<8x256x32xf32>
    %69 = stablehlo.add %34, %68 : tensor<8x256x32xf32>
    %70 = stablehlo.dot_general %69, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %71 = stablehlo.dot_general %69, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %72 = stablehlo.dot_general %69, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %73 = stablehlo.reshape %70 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %74 = stablehlo.transpose %73, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %75 = stablehlo.reshape %74 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %76 = stablehlo.reshape %71 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %77 = stablehlo.transpose %76, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %79 = stablehlo.reshape %72 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %80 = stablehlo.transpose %79, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %82 = stablehlo.dot_general %75, %78, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x256x4xf32>) -> tensor<64x256x256xf32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x256x256xf32>
    %84 = stablehlo.multiply %82, %83 : tensor<64x256x256xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_8) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<64x256xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %90 = stablehlo.subtract %84, %89 : tensor<64x256x256xf32>
    %91 = stablehlo.exponential %90 : tensor<64x256x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %95 = stablehlo.divide %91, %94 : tensor<64x256x256xf32>
    %96 = stablehlo.dot_general %95, %81, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x256xf32>, tensor<64x256x4xf32>) -> tensor<64x256x4xf32>
    %97 = stablehlo.reshape %96 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %98 = stablehlo.transpose %97, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %100 = stablehlo.dot_general %99, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %101 = stablehlo.reshape %arg11 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %103 = stablehlo.add %100, %102 : tensor<8x256x32xf32>
    %104 = stablehlo.add %69, %103 : tensor<8x256x32xf32>
    return %104 : tensor<8x256x32xf32>
  }
}
