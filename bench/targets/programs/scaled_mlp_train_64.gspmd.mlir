module @jit_train attributes {mhlo.num_partitions = 64 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x4096xbf16> {mhlo.sharding = "{devices=[8,8]<=[64]}"}, %arg1: tensor<4096x1024xbf16> {mhlo.sharding = "{devices=[8,8]<=[8,8]T(1,0)}"}, %arg2: tensor<128x128x1024xbf16> {mhlo.sharding = "{devices=[8,1,1,8]<=[64] last_tile_dim_replicate}"}) -> (tensor<1024x4096xbf16> {jax.result_info = "result[0]", mhlo.sharding = "{devices=[8,8]<=[64]}"}, tensor<4096x1024xbf16> {jax.result_info = "result[1]", mhlo.sharding = "{devices=[8,8]<=[8,8]T(1,0)}"}) {
    %0 = stablehlo.dot_general %arg2, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128x1024xbf16>, tensor<1024x4096xbf16>) -> tensor<128x128x4096xbf16>
    %1 = stablehlo.multiply %0, %0 : tensor<128x128x4096xbf16>
    %2 = stablehlo.multiply %1, %0 : tensor<128x128x4096xbf16>
    %3 = stablehlo.multiply %0, %0 : tensor<128x128x4096xbf16>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %5 = stablehlo.multiply %4, %3 : tensor<128x128x4096xbf16>
    %cst_0 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %7 = stablehlo.multiply %6, %2 : tensor<128x128x4096xbf16>
    %8 = stablehlo.add %0, %7 : tensor<128x128x4096xbf16>
    %cst_1 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %10 = stablehlo.multiply %9, %8 : tensor<128x128x4096xbf16>
    %11 = stablehlo.tanh %10 : tensor<128x128x4096xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %13 = stablehlo.subtract %12, %11 : tensor<128x128x4096xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %14 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %15 = stablehlo.add %14, %11 : tensor<128x128x4096xbf16>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %17 = stablehlo.multiply %16, %15 : tensor<128x128x4096xbf16>
    %18 = stablehlo.multiply %0, %17 : tensor<128x128x4096xbf16>
    %19 = stablehlo.dot_general %18, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<128x128x4096xbf16>, tensor<4096x1024xbf16>) -> tensor<128x128x1024xbf16>
    %20 = stablehlo.convert %19 : (tensor<128x128x1024xbf16>) -> tensor<128x128x1024xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<128x128x1024xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<128x128x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<0x4B800000> : tensor<f32>
    %23 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<128x128x1024xf32>
    %25 = stablehlo.multiply %24, %22 : tensor<128x128x1024xf32>
    %26 = stablehlo.convert %25 : (tensor<128x128x1024xf32>) -> tensor<128x128x1024xbf16>
    %27 = stablehlo.dot_general %26, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<128x128x1024xbf16>, tensor<128x128x4096xbf16>) -> tensor<1024x4096xbf16>
    %28 = stablehlo.transpose %27, dims = [1, 0] : (tensor<1024x4096xbf16>) -> tensor<4096x1024xbf16>
    %29 = stablehlo.dot_general %26, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<128x128x1024xbf16>, tensor<4096x1024xbf16>) -> tensor<128x128x4096xbf16>
    %30 = stablehlo.multiply %0, %29 : tensor<128x128x4096xbf16>
    %31 = stablehlo.multiply %29, %17 : tensor<128x128x4096xbf16>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<bf16>
    %32 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %33 = stablehlo.multiply %32, %30 : tensor<128x128x4096xbf16>
    %34 = stablehlo.multiply %33, %13 : tensor<128x128x4096xbf16>
    %35 = stablehlo.multiply %34, %11 : tensor<128x128x4096xbf16>
    %36 = stablehlo.add %34, %35 : tensor<128x128x4096xbf16>
    %cst_9 = stablehlo.constant dense<7.968750e-01> : tensor<bf16>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %38 = stablehlo.multiply %37, %36 : tensor<128x128x4096xbf16>
    %39 = stablehlo.add %31, %38 : tensor<128x128x4096xbf16>
    %cst_10 = stablehlo.constant dense<4.467770e-02> : tensor<bf16>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<bf16>) -> tensor<128x128x4096xbf16>
    %41 = stablehlo.multiply %40, %38 : tensor<128x128x4096xbf16>
    %42 = stablehlo.multiply %41, %5 : tensor<128x128x4096xbf16>
    %43 = stablehlo.add %39, %42 : tensor<128x128x4096xbf16>
    %44 = stablehlo.dot_general %43, %arg2, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<128x128x4096xbf16>, tensor<128x128x1024xbf16>) -> tensor<4096x1024xbf16>
    %45 = stablehlo.transpose %44, dims = [1, 0] : (tensor<4096x1024xbf16>) -> tensor<1024x4096xbf16>
    %cst_11 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %46 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<bf16>) -> tensor<1024x4096xbf16>
    %47 = stablehlo.multiply %46, %45 : tensor<1024x4096xbf16>
    %48 = stablehlo.subtract %arg0, %47 : tensor<1024x4096xbf16>
    %cst_12 = stablehlo.constant dense<1.000980e-02> : tensor<bf16>
    %49 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<4096x1024xbf16>
    %50 = stablehlo.multiply %49, %28 : tensor<4096x1024xbf16>
    %51 = stablehlo.subtract %arg1, %50 : tensor<4096x1024xbf16>
    return %48, %51 : tensor<1024x4096xbf16>, tensor<4096x1024xbf16>
  }
}
