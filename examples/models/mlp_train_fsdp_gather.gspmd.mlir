module @jit_mlp_train_gather attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<512x2048xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<2048xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg2: tensor<2048x512xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg3: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg4: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg5: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<512x2048xf32> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<2048xf32> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<2048x512xf32> {jax.result_info = "result[2]", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[3]", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<f32> {jax.result_info = "result[4]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2048xf32>) -> tensor<2048xf32>
    %1 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<512xf32>) -> tensor<512xf32>
    %2 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %3 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %4 = stablehlo.dot_general %arg4, %2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x2048xf32>) -> tensor<8x128x2048xf32>
    %5 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<8x128x2048xf32>
    %7 = stablehlo.add %4, %6 : tensor<8x128x2048xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<8x128x2048xf32>
    %9 = stablehlo.multiply %8, %7 : tensor<8x128x2048xf32>
    %10 = stablehlo.multiply %7, %7 : tensor<8x128x2048xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %12 = stablehlo.multiply %11, %10 : tensor<8x128x2048xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %14 = stablehlo.multiply %13, %9 : tensor<8x128x2048xf32>
    %15 = stablehlo.add %7, %14 : tensor<8x128x2048xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8x128x2048xf32>
    %18 = stablehlo.tanh %17 : tensor<8x128x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %20 = stablehlo.subtract %19, %18 : tensor<8x128x2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %22 = stablehlo.add %21, %18 : tensor<8x128x2048xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %24 = stablehlo.multiply %23, %22 : tensor<8x128x2048xf32>
    %25 = stablehlo.multiply %7, %24 : tensor<8x128x2048xf32>
    %26 = stablehlo.dot_general %25, %3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<2048x512xf32>) -> tensor<8x128x512xf32>
    %27 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x128x512xf32>
    %29 = stablehlo.add %26, %28 : tensor<8x128x512xf32>
    %30 = stablehlo.subtract %29, %arg5 : tensor<8x128x512xf32>
    %31 = chlo.square %30 : tensor<8x128x512xf32> -> tensor<8x128x512xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %33 = stablehlo.multiply %32, %30 : tensor<8x128x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%31 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %35 = stablehlo.divide %34, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %36 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %38 = stablehlo.multiply %37, %33 : tensor<8x128x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %40 = stablehlo.reshape %39 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.reduce(%40 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %42 = stablehlo.dot_general %38, %25, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x2048xf32>) -> tensor<512x2048xf32>
    %43 = stablehlo.transpose %42, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %44 = stablehlo.dot_general %38, %3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<2048x512xf32>) -> tensor<8x128x2048xf32>
    %45 = stablehlo.multiply %7, %44 : tensor<8x128x2048xf32>
    %46 = stablehlo.multiply %44, %24 : tensor<8x128x2048xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %48 = stablehlo.multiply %47, %45 : tensor<8x128x2048xf32>
    %49 = stablehlo.multiply %48, %20 : tensor<8x128x2048xf32>
    %50 = stablehlo.multiply %49, %18 : tensor<8x128x2048xf32>
    %51 = stablehlo.add %49, %50 : tensor<8x128x2048xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<8x128x2048xf32>
    %54 = stablehlo.add %46, %53 : tensor<8x128x2048xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<8x128x2048xf32>
    %57 = stablehlo.multiply %56, %12 : tensor<8x128x2048xf32>
    %58 = stablehlo.add %54, %57 : tensor<8x128x2048xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.reduce(%58 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %60 = stablehlo.reshape %59 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.reduce(%60 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %62 = stablehlo.dot_general %58, %arg4, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<8x128x512xf32>) -> tensor<2048x512xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %64 = stablehlo.custom_call @Sharding(%43) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %65 = stablehlo.custom_call @Sharding(%63) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %66 = stablehlo.custom_call @Sharding(%41) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<512xf32>) -> tensor<512xf32>
    %67 = stablehlo.custom_call @Sharding(%61) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<2048xf32>) -> tensor<2048xf32>
    %cst_17 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<2048xf32>
    %70 = stablehlo.subtract %arg1, %69 : tensor<2048xf32>
    %cst_18 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %72 = stablehlo.multiply %71, %66 : tensor<512xf32>
    %73 = stablehlo.subtract %arg3, %72 : tensor<512xf32>
    %cst_19 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %75 = stablehlo.multiply %74, %65 : tensor<512x2048xf32>
    %76 = stablehlo.subtract %arg0, %75 : tensor<512x2048xf32>
    %cst_20 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %78 = stablehlo.multiply %77, %64 : tensor<2048x512xf32>
    %79 = stablehlo.subtract %arg2, %78 : tensor<2048x512xf32>
    return %76, %70, %79, %73, %35 : tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<f32>
  }
}
