module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<32xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<8x32xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.convert %3 : (tensor<8x32xf32>) -> tensor<8x32xi32>
    %5 = call @_take(%arg29, %arg30) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %6 = call @_take_0(%arg28, %2) : (tensor<128x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x32x64xf32>
    %8 = chlo.square %7 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%8 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32xf32>
    %15 = chlo.square %11 : tensor<8x32xf32> -> tensor<8x32xf32>
    %16 = stablehlo.subtract %14, %15 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %18 = stablehlo.maximum %17, %16 : tensor<8x32xf32>
    %19 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %22 = stablehlo.subtract %7, %21 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x32x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x32x1xf32>
    %26 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %29 = stablehlo.multiply %27, %28 : tensor<8x32x64xf32>
    %30 = stablehlo.multiply %22, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %33 = stablehlo.add %30, %32 : tensor<8x32x64xf32>
    %34 = stablehlo.iota dim = 0 : tensor<128xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %37 = stablehlo.broadcast_in_dim %35, dims = [0, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x128x1xi32>) -> tensor<1x128x128xi32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x128x128xi32>
    %40 = stablehlo.compare GE, %38, %39, SIGNED : (tensor<1x128x128xi32>, tensor<1x128x128xi32>) -> tensor<1x128x128xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 2, 3] : (tensor<1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %42 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %cst_6 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %43 = stablehlo.sqrt %cst_6 : tensor<f32>
    %44 = stablehlo.convert %43 : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.multiply %42, %45 : tensor<8x32x64xf32>
    %47 = stablehlo.dot_general %33, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %48 = stablehlo.dot_general %33, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %49 = stablehlo.reshape %46 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %50 = stablehlo.reshape %47 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %51 = stablehlo.reshape %48 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %52 = stablehlo.slice %41 [0:1, 0:1, 0:32, 0:32] : (tensor<1x1x128x128xi1>) -> tensor<1x1x32x32xi1>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x1x32x32xi1>
    %54 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %56 = stablehlo.convert %53 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %58 = stablehlo.compare NE, %55, %57, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %60 = stablehlo.compare NE, %56, %59, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %61 = stablehlo.and %58, %60 : tensor<8x1x32x32xi1>
    %62 = stablehlo.convert %61 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %64 = stablehlo.compare GT, %62, %63, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %66 = stablehlo.convert %65 : tensor<8x1x32x32xf32>
    %cst_10 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %68 = stablehlo.select %64, %66, %67 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %69 = stablehlo.sqrt %cst_11 : tensor<f32>
    %70 = stablehlo.convert %69 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %72 = stablehlo.divide %49, %71 : tensor<8x32x4x16xf32>
    %73 = stablehlo.dot_general %72, %50, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %74 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %75 = stablehlo.add %73, %74 : tensor<8x4x32x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_12) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %78 = stablehlo.maximum %77, %76 : tensor<8x4x32xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %81 = stablehlo.subtract %75, %80 : tensor<8x4x32x32xf32>
    %82 = stablehlo.exponential %81 : tensor<8x4x32x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %86 = stablehlo.divide %82, %85 : tensor<8x4x32x32xf32>
    %87 = stablehlo.dot_general %51, %86, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %90 = stablehlo.dot_general %89, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %91 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x32x64xf32>
    %94 = stablehlo.add %93, %7 : tensor<8x32x64xf32>
    %95 = chlo.square %94 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%94 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%95 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %101 = stablehlo.divide %99, %100 : tensor<8x32xf32>
    %102 = chlo.square %98 : tensor<8x32xf32> -> tensor<8x32xf32>
    %103 = stablehlo.subtract %101, %102 : tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<8x32xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %109 = stablehlo.subtract %94, %108 : tensor<8x32x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %111 = stablehlo.add %107, %110 : tensor<8x32x1xf32>
    %112 = stablehlo.rsqrt %111 : tensor<8x32x1xf32>
    %113 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %114 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %116 = stablehlo.multiply %114, %115 : tensor<8x32x64xf32>
    %117 = stablehlo.multiply %109, %116 : tensor<8x32x64xf32>
    %118 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %120 = stablehlo.add %117, %119 : tensor<8x32x64xf32>
    %121 = stablehlo.dot_general %120, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %122 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x32x128xf32>
    %125 = stablehlo.multiply %124, %124 : tensor<8x32x128xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<8x32x128xf32>
    %129 = stablehlo.add %124, %128 : tensor<8x32x128xf32>
    %cst_22 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %131 = stablehlo.multiply %130, %129 : tensor<8x32x128xf32>
    %132 = stablehlo.tanh %131 : tensor<8x32x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %134 = stablehlo.add %133, %132 : tensor<8x32x128xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %136 = stablehlo.multiply %135, %134 : tensor<8x32x128xf32>
    %137 = stablehlo.multiply %124, %136 : tensor<8x32x128xf32>
    %138 = stablehlo.dot_general %137, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %139 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<8x32x64xf32>
    %142 = stablehlo.add %94, %141 : tensor<8x32x64xf32>
    %143 = chlo.square %142 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%142 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %146 = stablehlo.divide %144, %145 : tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%143 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x32xf32>
    %150 = chlo.square %146 : tensor<8x32xf32> -> tensor<8x32xf32>
    %151 = stablehlo.subtract %149, %150 : tensor<8x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %153 = stablehlo.maximum %152, %151 : tensor<8x32xf32>
    %154 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %157 = stablehlo.subtract %142, %156 : tensor<8x32x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %159 = stablehlo.add %155, %158 : tensor<8x32x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<8x32x1xf32>
    %161 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %163 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<8x32x64xf32>
    %165 = stablehlo.multiply %157, %164 : tensor<8x32x64xf32>
    %166 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %168 = stablehlo.add %165, %167 : tensor<8x32x64xf32>
    %169 = stablehlo.iota dim = 0 : tensor<128xi32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
    %173 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x128x1xi32>) -> tensor<1x128x128xi32>
    %174 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x128x128xi32>
    %175 = stablehlo.compare GE, %173, %174, SIGNED : (tensor<1x128x128xi32>, tensor<1x128x128xi32>) -> tensor<1x128x128xi1>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 2, 3] : (tensor<1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %177 = call @tril(%176) : (tensor<1x1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %178 = stablehlo.xor %176, %177 : tensor<1x1x128x128xi1>
    %179 = stablehlo.dot_general %168, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %180 = stablehlo.sqrt %cst_31 : tensor<f32>
    %181 = stablehlo.convert %180 : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %183 = stablehlo.multiply %179, %182 : tensor<8x32x64xf32>
    %184 = stablehlo.dot_general %168, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %185 = stablehlo.dot_general %168, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %186 = stablehlo.reshape %183 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %187 = stablehlo.reshape %184 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %188 = stablehlo.reshape %185 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %189 = stablehlo.slice %178 [0:1, 0:1, 0:32, 0:32] : (tensor<1x1x128x128xi1>) -> tensor<1x1x32x32xi1>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x1x32x32xi1>
    %191 = stablehlo.broadcast_in_dim %4, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %193 = stablehlo.convert %190 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %194 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %195 = stablehlo.compare NE, %192, %194, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %197 = stablehlo.compare NE, %193, %196, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %198 = stablehlo.and %195, %197 : tensor<8x1x32x32xi1>
    %199 = stablehlo.convert %198 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %201 = stablehlo.compare GT, %199, %200, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %203 = stablehlo.convert %202 : tensor<8x1x32x32xf32>
    %cst_36 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %205 = stablehlo.select %201, %203, %204 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %206 = stablehlo.sqrt %cst_37 : tensor<f32>
    %207 = stablehlo.convert %206 : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %209 = stablehlo.divide %186, %208 : tensor<8x32x4x16xf32>
    %210 = stablehlo.dot_general %209, %187, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %211 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %212 = stablehlo.add %210, %211 : tensor<8x4x32x32xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_38) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %215 = stablehlo.maximum %214, %213 : tensor<8x4x32xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %218 = stablehlo.subtract %212, %217 : tensor<8x4x32x32xf32>
    %219 = stablehlo.exponential %218 : tensor<8x4x32x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_40) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %223 = stablehlo.divide %219, %222 : tensor<8x4x32x32xf32>
    %224 = stablehlo.dot_general %188, %223, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %225 = stablehlo.transpose %224, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %226 = stablehlo.reshape %225 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %227 = stablehlo.dot_general %226, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %228 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %230 = stablehlo.add %227, %229 : tensor<8x32x64xf32>
    %231 = stablehlo.add %230, %142 : tensor<8x32x64xf32>
    %232 = chlo.square %231 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%231 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%232 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %238 = stablehlo.divide %236, %237 : tensor<8x32xf32>
    %239 = chlo.square %235 : tensor<8x32xf32> -> tensor<8x32xf32>
    %240 = stablehlo.subtract %238, %239 : tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %242 = stablehlo.maximum %241, %240 : tensor<8x32xf32>
    %243 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %244 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %245 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %246 = stablehlo.subtract %231, %245 : tensor<8x32x64xf32>
    %cst_46 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %248 = stablehlo.add %244, %247 : tensor<8x32x1xf32>
    %249 = stablehlo.rsqrt %248 : tensor<8x32x1xf32>
    %250 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %252 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %253 = stablehlo.multiply %251, %252 : tensor<8x32x64xf32>
    %254 = stablehlo.multiply %246, %253 : tensor<8x32x64xf32>
    %255 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %257 = stablehlo.add %254, %256 : tensor<8x32x64xf32>
    %258 = stablehlo.dot_general %257, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %259 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %261 = stablehlo.add %258, %260 : tensor<8x32x128xf32>
    %262 = stablehlo.multiply %261, %261 : tensor<8x32x128xf32>
    %263 = stablehlo.multiply %262, %261 : tensor<8x32x128xf32>
    %cst_47 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<8x32x128xf32>
    %266 = stablehlo.add %261, %265 : tensor<8x32x128xf32>
    %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<8x32x128xf32>
    %269 = stablehlo.tanh %268 : tensor<8x32x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %271 = stablehlo.add %270, %269 : tensor<8x32x128xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %273 = stablehlo.multiply %272, %271 : tensor<8x32x128xf32>
    %274 = stablehlo.multiply %261, %273 : tensor<8x32x128xf32>
    %275 = stablehlo.dot_general %274, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %276 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %278 = stablehlo.add %275, %277 : tensor<8x32x64xf32>
    %279 = stablehlo.add %231, %278 : tensor<8x32x64xf32>
    %280 = chlo.square %279 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%279 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%280 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %286 = stablehlo.divide %284, %285 : tensor<8x32xf32>
    %287 = chlo.square %283 : tensor<8x32xf32> -> tensor<8x32xf32>
    %288 = stablehlo.subtract %286, %287 : tensor<8x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %290 = stablehlo.maximum %289, %288 : tensor<8x32xf32>
    %291 = stablehlo.broadcast_in_dim %283, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %292 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %293 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %294 = stablehlo.subtract %279, %293 : tensor<8x32x64xf32>
    %cst_56 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %296 = stablehlo.add %292, %295 : tensor<8x32x1xf32>
    %297 = stablehlo.rsqrt %296 : tensor<8x32x1xf32>
    %298 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %299 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %300 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<8x32x64xf32>
    %302 = stablehlo.multiply %294, %301 : tensor<8x32x64xf32>
    %303 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %305 = stablehlo.add %302, %304 : tensor<8x32x64xf32>
    %306 = stablehlo.transpose %arg29, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %307 = stablehlo.dot_general %305, %306, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    return %307 : tensor<8x32x512xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_take_0(%arg0: tensor<128x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<127> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<128x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
  func.func private @tril(%arg0: tensor<1x1x128x128xi1>) -> tensor<1x1x128x128xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %c = stablehlo.constant dense<-16> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %2 = stablehlo.add %0, %1 : tensor<128x128xi32>
    %3 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %5 = stablehlo.broadcast_in_dim %4, dims = [2, 3] : (tensor<128x128xi1>) -> tensor<1x1x128x128xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %6 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<1x1x128x128xi1>
    %7 = stablehlo.select %5, %arg0, %6 : tensor<1x1x128x128xi1>, tensor<1x1x128x128xi1>
    return %7 : tensor<1x1x128x128xi1>
  }
}
