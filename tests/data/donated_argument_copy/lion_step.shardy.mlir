module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<256x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<512x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg3: tensor<256x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<512x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg5: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<256x512xf32> {jax.result_info = "result[0]['w1']"}, tensor<512x256xf32> {jax.result_info = "result[0]['w2']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['w1']"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['w2']"}) {
    %0 = stablehlo.dot_general %arg5, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<256x512xf32>) -> tensor<64x512xf32>
    %1 = stablehlo.tanh %0 : tensor<64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %3 = stablehlo.subtract %2, %1 : tensor<64x512xf32>
    %4 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<512x256xf32>) -> tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %6 = stablehlo.multiply %5, %4 : tensor<64x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %7 = stablehlo.divide %cst_1, %cst_2 : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %9 = stablehlo.multiply %8, %6 : tensor<64x256xf32>
    %10 = stablehlo.dot_general %9, %1, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<64x512xf32>) -> tensor<256x512xf32>
    %11 = stablehlo.transpose %10, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %12 = stablehlo.dot_general %9, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xf32>, tensor<512x256xf32>) -> tensor<64x512xf32>
    %13 = stablehlo.multiply %12, %3 : tensor<64x512xf32>
    %14 = stablehlo.multiply %13, %1 : tensor<64x512xf32>
    %15 = stablehlo.add %13, %14 : tensor<64x512xf32>
    %16 = stablehlo.dot_general %15, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x512xf32>, tensor<64x256xf32>) -> tensor<512x256xf32>
    %17 = stablehlo.transpose %16, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %cst_3 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<256x512xf32>
    %cst_4 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %21 = stablehlo.multiply %20, %arg3 : tensor<256x512xf32>
    %22 = stablehlo.add %19, %21 : tensor<256x512xf32>
    %23 = stablehlo.sign %22 : tensor<256x512xf32>
    %cst_5 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %25 = stablehlo.multiply %24, %11 : tensor<512x256xf32>
    %cst_6 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %27 = stablehlo.multiply %26, %arg4 : tensor<512x256xf32>
    %28 = stablehlo.add %25, %27 : tensor<512x256xf32>
    %29 = stablehlo.sign %28 : tensor<512x256xf32>
    %cst_7 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %31 = stablehlo.multiply %30, %17 : tensor<256x512xf32>
    %cst_8 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %33 = stablehlo.multiply %32, %arg3 : tensor<256x512xf32>
    %34 = stablehlo.add %31, %33 : tensor<256x512xf32>
    %cst_9 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %36 = stablehlo.multiply %35, %11 : tensor<512x256xf32>
    %cst_10 = stablehlo.constant dense<9.900000e-01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %38 = stablehlo.multiply %37, %arg4 : tensor<512x256xf32>
    %39 = stablehlo.add %36, %38 : tensor<512x256xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %40 = stablehlo.compare LT, %arg2, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<1> : tensor<i32>
    %41 = stablehlo.add %arg2, %c_11 : tensor<i32>
    %c_12 = stablehlo.constant dense<2147483647> : tensor<i32>
    %42 = call @_where(%40, %41, %c_12) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %44 = stablehlo.multiply %43, %arg0 : tensor<256x512xf32>
    %45 = stablehlo.add %23, %44 : tensor<256x512xf32>
    %cst_14 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %47 = stablehlo.multiply %46, %arg1 : tensor<512x256xf32>
    %48 = stablehlo.add %29, %47 : tensor<512x256xf32>
    %cst_15 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %50 = stablehlo.multiply %49, %45 : tensor<256x512xf32>
    %cst_16 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %52 = stablehlo.multiply %51, %48 : tensor<512x256xf32>
    %53 = stablehlo.add %arg0, %50 : tensor<256x512xf32>
    %54 = stablehlo.add %arg1, %52 : tensor<512x256xf32>
    return %53, %54, %42, %34, %39 : tensor<256x512xf32>, tensor<512x256xf32>, tensor<i32>, tensor<256x512xf32>, tensor<512x256xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
