module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg1: tensor<8x32x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg2: tensor<256x8x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg3: tensor<256x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg4: tensor<8x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<256x4x32xf32> {jax.result_info = "result[0]['wk']"}, tensor<8x32x256xf32> {jax.result_info = "result[0]['wo']"}, tensor<256x8x32xf32> {jax.result_info = "result[0]['wq']"}, tensor<256x4x32xf32> {jax.result_info = "result[0]['wv']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.dot_general %arg4, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x8x32xf32>) -> tensor<8x64x8x32xf32>
    %1 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %2 = stablehlo.dot_general %arg4, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x32xf32>) -> tensor<8x64x4x32xf32>
    %3 = stablehlo.reshape %0 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %4 = stablehlo.dot_general %3, %1, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x2x64xf32>
    %cst = stablehlo.constant dense<0.176776692> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x2x64xf32>
    %6 = stablehlo.multiply %4, %5 : tensor<8x4x64x2x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x4x64x64xi1>
    %c_0 = stablehlo.constant dense<true> : tensor<i1>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %9 = call @tril(%8) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<1x1x64x64xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2, 3] : (tensor<1x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %12 = stablehlo.and %7, %11 : tensor<8x4x64x64xi1>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %13:2 = call @_where(%12, %6, %cst_1) : (tensor<8x4x64x64xi1>, tensor<8x4x64x2x64xf32>, tensor<f32>) -> (tensor<2x8x4x64x64xf32>, tensor<2x8x4x64x64xi1>)
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %14 = stablehlo.reduce(%13#0 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<2x8x4x64x64xf32>, tensor<f32>) -> tensor<2x8x4x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<2x8x4x64xf32>
    %16 = stablehlo.maximum %15, %14 : tensor<2x8x4x64xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<2x8x4x64xf32>) -> tensor<2x8x4x64x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2, 3, 4] : (tensor<2x8x4x64x1xf32>) -> tensor<2x8x4x64x64xf32>
    %19 = stablehlo.subtract %13#0, %18 : tensor<2x8x4x64x64xf32>
    %20 = stablehlo.exponential %19 : tensor<2x8x4x64x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<2x8x4x64x64xf32>, tensor<f32>) -> tensor<2x8x4x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2, 3] : (tensor<2x8x4x64xf32>) -> tensor<2x8x4x64x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3, 4] : (tensor<2x8x4x64x1xf32>) -> tensor<2x8x4x64x64xf32>
    %24 = stablehlo.divide %20, %23 : tensor<2x8x4x64x64xf32>
    %25 = stablehlo.multiply %22, %22 : tensor<2x8x4x64x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<2x8x4x64x1xf32>
    %27 = stablehlo.divide %26, %25 : tensor<2x8x4x64x1xf32>
    %28 = stablehlo.dot_general %2, %24, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<2x8x4x64x64xf32>) -> tensor<8x4x32x2x64xf32>
    %29 = stablehlo.transpose %28, dims = [3, 0, 4, 1, 2] : (tensor<8x4x32x2x64xf32>) -> tensor<2x8x64x4x32xf32>
    %30 = stablehlo.transpose %29, dims = [1, 2, 3, 0, 4] : (tensor<2x8x64x4x32xf32>) -> tensor<8x64x4x2x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %32 = stablehlo.dot_general %31, %arg1, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %33 = stablehlo.multiply %32, %32 : tensor<8x64x256xf32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<8x64x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%33 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %37 = stablehlo.divide %36, %cst_8 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %38 = stablehlo.divide %cst_9, %cst_10 : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %40 = stablehlo.multiply %39, %35 : tensor<8x64x256xf32>
    %41 = stablehlo.dot_general %40, %31, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x8x32xf32>) -> tensor<256x8x32xf32>
    %42 = stablehlo.transpose %41, dims = [1, 2, 0] : (tensor<256x8x32xf32>) -> tensor<8x32x256xf32>
    %43 = stablehlo.dot_general %40, %arg1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x32x256xf32>) -> tensor<8x64x8x32xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %45 = stablehlo.transpose %44, dims = [3, 0, 1, 2, 4] : (tensor<8x64x4x2x32xf32>) -> tensor<2x8x64x4x32xf32>
    %46 = stablehlo.transpose %45, dims = [1, 3, 4, 0, 2] : (tensor<2x8x64x4x32xf32>) -> tensor<8x4x32x2x64xf32>
    %47 = stablehlo.dot_general %46, %2, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x2x64x64xf32>
    %48 = stablehlo.transpose %47, dims = [2, 0, 1, 3, 4] : (tensor<8x4x2x64x64xf32>) -> tensor<2x8x4x64x64xf32>
    %49 = stablehlo.dot_general %46, %24, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x64xf32>, tensor<2x8x4x64x64xf32>) -> tensor<8x4x32x64xf32>
    %50 = stablehlo.transpose %49, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %51 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2, 3, 4] : (tensor<2x8x4x64x1xf32>) -> tensor<2x8x4x64x64xf32>
    %52 = stablehlo.multiply %48, %51 : tensor<2x8x4x64x64xf32>
    %53 = stablehlo.multiply %52, %20 : tensor<2x8x4x64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.reduce(%53 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<2x8x4x64x64xf32>, tensor<f32>) -> tensor<2x8x4x64xf32>
    %55 = stablehlo.reshape %54 : (tensor<2x8x4x64xf32>) -> tensor<2x8x4x64x1xf32>
    %56 = stablehlo.negate %55 : tensor<2x8x4x64x1xf32>
    %57 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2, 3, 4] : (tensor<2x8x4x64x1xf32>) -> tensor<2x8x4x64x64xf32>
    %58 = stablehlo.divide %48, %57 : tensor<2x8x4x64x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%56 init: %cst_12) applies stablehlo.add across dimensions = [4] : (tensor<2x8x4x64x1xf32>, tensor<f32>) -> tensor<2x8x4x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<2x8x4x64xf32>) -> tensor<2x8x4x64x64xf32>
    %61 = stablehlo.add %58, %60 : tensor<2x8x4x64x64xf32>
    %62 = stablehlo.multiply %61, %20 : tensor<2x8x4x64x64xf32>
    %63 = call @_where_0(%13#1, %62) : (tensor<2x8x4x64x64xi1>, tensor<2x8x4x64x64xf32>) -> tensor<8x4x64x2x64xf32>
    %cst_13 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x64x2x64xf32>
    %65 = stablehlo.multiply %63, %64 : tensor<8x4x64x2x64xf32>
    %66 = stablehlo.dot_general %65, %3, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x2x64xf32>, tensor<8x64x4x2x32xf32>) -> tensor<8x4x64x32xf32>
    %67 = stablehlo.transpose %66, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %68 = stablehlo.dot_general %65, %1, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x2x64xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x2x32xf32>
    %69 = stablehlo.transpose %68, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x32xf32>) -> tensor<8x64x4x2x32xf32>
    %70 = stablehlo.reshape %69 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %71 = stablehlo.dot_general %50, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x256xf32>) -> tensor<4x32x256xf32>
    %72 = stablehlo.transpose %71, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %73 = stablehlo.dot_general %67, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x256xf32>) -> tensor<4x32x256xf32>
    %74 = stablehlo.transpose %73, dims = [2, 0, 1] : (tensor<4x32x256xf32>) -> tensor<256x4x32xf32>
    %75 = stablehlo.dot_general %70, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %76 = stablehlo.transpose %75, dims = [2, 0, 1] : (tensor<8x32x256xf32>) -> tensor<256x8x32xf32>
    %cst_14 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %78 = stablehlo.multiply %77, %74 : tensor<256x4x32xf32>
    %cst_15 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %80 = stablehlo.multiply %79, %42 : tensor<8x32x256xf32>
    %cst_16 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %82 = stablehlo.multiply %81, %76 : tensor<256x8x32xf32>
    %cst_17 = stablehlo.constant dense<-0.00999999977> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256x4x32xf32>
    %84 = stablehlo.multiply %83, %72 : tensor<256x4x32xf32>
    %85 = stablehlo.add %arg0, %78 : tensor<256x4x32xf32>
    %86 = stablehlo.add %arg1, %80 : tensor<8x32x256xf32>
    %87 = stablehlo.add %arg2, %82 : tensor<256x8x32xf32>
    %88 = stablehlo.add %arg3, %84 : tensor<256x4x32xf32>
    return %85, %86, %87, %88, %37 : tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<f32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x2x64xf32>, %arg2: tensor<f32>) -> (tensor<2x8x4x64x64xf32>, tensor<2x8x4x64x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xi1>) -> tensor<2x8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x64x64xf32>) -> tensor<2x8x4x64x64xf32>
    %3 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x64x2x64xf32>) -> tensor<2x8x4x64x64xf32>
    %4 = stablehlo.select %1, %3, %2 : tensor<2x8x4x64x64xi1>, tensor<2x8x4x64x64xf32>
    return %4, %1 : tensor<2x8x4x64x64xf32>, tensor<2x8x4x64x64xi1>
  }
  func.func private @_where_0(%arg0: tensor<2x8x4x64x64xi1>, %arg1: tensor<2x8x4x64x64xf32>) -> tensor<8x4x64x2x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<2x8x4x64x64xi1>, tensor<2x8x4x64x64xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<2x8x4x64x64xf32>) -> tensor<8x4x64x2x64xf32>
    return %2 : tensor<8x4x64x2x64xf32>
  }
}
