module @jit_adam attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2048xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<512xf32> {mhlo.sharding = "{replicated}"}, %arg2: tensor<512x2048xf32> {mhlo.sharding = "{replicated}"}, %arg3: tensor<2048x512xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<2048xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<512xf32> {mhlo.sharding = "{replicated}"}, %arg6: tensor<512x2048xf32> {mhlo.sharding = "{replicated}"}, %arg7: tensor<2048x512xf32> {mhlo.sharding = "{replicated}"}, %arg8: tensor<2048xf32> {mhlo.sharding = "{replicated}"}, %arg9: tensor<512xf32> {mhlo.sharding = "{replicated}"}, %arg10: tensor<512x2048xf32> {mhlo.sharding = "{replicated}"}, %arg11: tensor<2048x512xf32> {mhlo.sharding = "{replicated}"}, %arg12: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}, %arg13: tensor<8x128x512xf32> {mhlo.sharding = "{devices=[8,1,1]<=[8]}"}) -> (tensor<2048xf32> {jax.result_info = "result[0]['b1']", mhlo.sharding = "{replicated}"}, tensor<512xf32> {jax.result_info = "result[0]['b2']", mhlo.sharding = "{replicated}"}, tensor<512x2048xf32> {jax.result_info = "result[0]['w1']", mhlo.sharding = "{replicated}"}, tensor<2048x512xf32> {jax.result_info = "result[0]['w2']", mhlo.sharding = "{replicated}"}, tensor<2048xf32> {jax.result_info = "result[1]['b1']", mhlo.sharding = "{replicated}"}, tensor<512xf32> {jax.result_info = "result[1]['b2']", mhlo.sharding = "{replicated}"}, tensor<512x2048xf32> {jax.result_info = "result[1]['w1']", mhlo.sharding = "{replicated}"}, tensor<2048x512xf32> {jax.result_info = "result[1]['w2']", mhlo.sharding = "{replicated}"}, tensor<2048xf32> {jax.result_info = "result[2]['b1']", mhlo.sharding = "{replicated}"}, tensor<512xf32> {jax.result_info = "result[2]['b2']", mhlo.sharding = "{replicated}"}, tensor<512x2048xf32> {jax.result_info = "result[2]['w1']", mhlo.sharding = "{replicated}"}, tensor<2048x512xf32> {jax.result_info = "result[2]['w2']", mhlo.sharding = "{replicated}"}, tensor<f32> {jax.result_info = "result[3]", mhlo.sharding = "{replicated}"}) {
    %0 = stablehlo.dot_general %arg12, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x2048xf32>) -> tensor<8x128x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x2048xf32>) -> tensor<8x128x2048xf32>
    %3 = stablehlo.add %0, %2 : tensor<8x128x2048xf32>
    %4 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x128x2048xf32>
    %6 = stablehlo.multiply %3, %3 : tensor<8x128x2048xf32>
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %8 = stablehlo.multiply %7, %6 : tensor<8x128x2048xf32>
    %cst_0 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %10 = stablehlo.multiply %9, %5 : tensor<8x128x2048xf32>
    %11 = stablehlo.add %3, %10 : tensor<8x128x2048xf32>
    %cst_1 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x128x2048xf32>
    %14 = stablehlo.tanh %13 : tensor<8x128x2048xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %16 = stablehlo.subtract %15, %14 : tensor<8x128x2048xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %18 = stablehlo.add %17, %14 : tensor<8x128x2048xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<8x128x2048xf32>
    %21 = stablehlo.multiply %3, %20 : tensor<8x128x2048xf32>
    %22 = stablehlo.dot_general %21, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<2048x512xf32>) -> tensor<8x128x512xf32>
    %23 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x128x512xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x128x512xf32>
    %26 = stablehlo.subtract %25, %arg13 : tensor<8x128x512xf32>
    %27 = chlo.square %26 : tensor<8x128x512xf32> -> tensor<8x128x512xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<8x128x512xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%27 init: %cst_6) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %32 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %34 = stablehlo.multiply %33, %29 : tensor<8x128x512xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_10) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %36 = stablehlo.reshape %35 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.reduce(%36 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %38 = stablehlo.dot_general %34, %21, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<8x128x2048xf32>) -> tensor<512x2048xf32>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %40 = stablehlo.dot_general %34, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<2048x512xf32>) -> tensor<8x128x2048xf32>
    %41 = stablehlo.multiply %3, %40 : tensor<8x128x2048xf32>
    %42 = stablehlo.multiply %40, %20 : tensor<8x128x2048xf32>
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %44 = stablehlo.multiply %43, %41 : tensor<8x128x2048xf32>
    %45 = stablehlo.multiply %44, %16 : tensor<8x128x2048xf32>
    %46 = stablehlo.multiply %45, %14 : tensor<8x128x2048xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x128x2048xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8x128x2048xf32>
    %50 = stablehlo.add %42, %49 : tensor<8x128x2048xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x2048xf32>
    %52 = stablehlo.multiply %51, %49 : tensor<8x128x2048xf32>
    %53 = stablehlo.multiply %52, %8 : tensor<8x128x2048xf32>
    %54 = stablehlo.add %50, %53 : tensor<8x128x2048xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.reduce(%54 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %56 = stablehlo.reshape %55 : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.reduce(%56 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %58 = stablehlo.dot_general %54, %arg12, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x2048xf32>, tensor<8x128x512xf32>) -> tensor<2048x512xf32>
    %59 = stablehlo.transpose %58, dims = [1, 0] : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %cst_17 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %61 = stablehlo.multiply %60, %arg4 : tensor<2048xf32>
    %cst_18 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %63 = stablehlo.multiply %62, %57 : tensor<2048xf32>
    %64 = stablehlo.add %61, %63 : tensor<2048xf32>
    %cst_19 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %66 = stablehlo.multiply %65, %arg5 : tensor<512xf32>
    %cst_20 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %68 = stablehlo.multiply %67, %37 : tensor<512xf32>
    %69 = stablehlo.add %66, %68 : tensor<512xf32>
    %cst_21 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %71 = stablehlo.multiply %70, %arg6 : tensor<512x2048xf32>
    %cst_22 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %73 = stablehlo.multiply %72, %59 : tensor<512x2048xf32>
    %74 = stablehlo.add %71, %73 : tensor<512x2048xf32>
    %cst_23 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %76 = stablehlo.multiply %75, %arg7 : tensor<2048x512xf32>
    %cst_24 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %78 = stablehlo.multiply %77, %39 : tensor<2048x512xf32>
    %79 = stablehlo.add %76, %78 : tensor<2048x512xf32>
    %cst_25 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %81 = stablehlo.multiply %80, %arg8 : tensor<2048xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %83 = stablehlo.multiply %82, %57 : tensor<2048xf32>
    %84 = stablehlo.multiply %83, %57 : tensor<2048xf32>
    %85 = stablehlo.add %81, %84 : tensor<2048xf32>
    %cst_27 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %87 = stablehlo.multiply %86, %arg9 : tensor<512xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %89 = stablehlo.multiply %88, %37 : tensor<512xf32>
    %90 = stablehlo.multiply %89, %37 : tensor<512xf32>
    %91 = stablehlo.add %87, %90 : tensor<512xf32>
    %cst_29 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %93 = stablehlo.multiply %92, %arg10 : tensor<512x2048xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %95 = stablehlo.multiply %94, %59 : tensor<512x2048xf32>
    %96 = stablehlo.multiply %95, %59 : tensor<512x2048xf32>
    %97 = stablehlo.add %93, %96 : tensor<512x2048xf32>
    %cst_31 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %99 = stablehlo.multiply %98, %arg11 : tensor<2048x512xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %101 = stablehlo.multiply %100, %39 : tensor<2048x512xf32>
    %102 = stablehlo.multiply %101, %39 : tensor<2048x512xf32>
    %103 = stablehlo.add %99, %102 : tensor<2048x512xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %105 = stablehlo.multiply %104, %64 : tensor<2048xf32>
    %106 = stablehlo.sqrt %85 : tensor<2048xf32>
    %cst_34 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<2048xf32>
    %108 = stablehlo.add %106, %107 : tensor<2048xf32>
    %109 = stablehlo.divide %105, %108 : tensor<2048xf32>
    %110 = stablehlo.subtract %arg0, %109 : tensor<2048xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %112 = stablehlo.multiply %111, %69 : tensor<512xf32>
    %113 = stablehlo.sqrt %91 : tensor<512xf32>
    %cst_36 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %115 = stablehlo.add %113, %114 : tensor<512xf32>
    %116 = stablehlo.divide %112, %115 : tensor<512xf32>
    %117 = stablehlo.subtract %arg1, %116 : tensor<512xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %119 = stablehlo.multiply %118, %74 : tensor<512x2048xf32>
    %120 = stablehlo.sqrt %97 : tensor<512x2048xf32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<512x2048xf32>
    %122 = stablehlo.add %120, %121 : tensor<512x2048xf32>
    %123 = stablehlo.divide %119, %122 : tensor<512x2048xf32>
    %124 = stablehlo.subtract %arg2, %123 : tensor<512x2048xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %126 = stablehlo.multiply %125, %79 : tensor<2048x512xf32>
    %127 = stablehlo.sqrt %103 : tensor<2048x512xf32>
    %cst_40 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2048x512xf32>
    %129 = stablehlo.add %127, %128 : tensor<2048x512xf32>
    %130 = stablehlo.divide %126, %129 : tensor<2048x512xf32>
    %131 = stablehlo.subtract %arg3, %130 : tensor<2048x512xf32>
    return %110, %117, %124, %131, %64, %69, %74, %79, %85, %91, %97, %103, %31 : tensor<2048xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<2048xf32>, tensor<512xf32>, tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<f32>
  }
}
