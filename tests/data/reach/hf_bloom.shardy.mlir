module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.convert %0 : (tensor<8x32xf32>) -> tensor<8x32xi32>
    %2 = call @_take(%arg26, %arg29) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %3 = chlo.square %2 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%3 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x32xf32>
    %10 = chlo.square %6 : tensor<8x32xf32> -> tensor<8x32xf32>
    %11 = stablehlo.subtract %9, %10 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %13 = stablehlo.maximum %12, %11 : tensor<8x32xf32>
    %14 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %16 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.subtract %2, %16 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %19 = stablehlo.add %15, %18 : tensor<8x32x1xf32>
    %20 = stablehlo.rsqrt %19 : tensor<8x32x1xf32>
    %21 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.multiply %22, %23 : tensor<8x32x64xf32>
    %25 = stablehlo.multiply %17, %24 : tensor<8x32x64xf32>
    %26 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %28 = stablehlo.add %25, %27 : tensor<8x32x64xf32>
    %29 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %31 = stablehlo.add %30, %29 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.power %32, %31 : tensor<4xf32>
    %34 = call @cumsum(%1) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %36 = stablehlo.subtract %34, %35 : tensor<8x32xi32>
    %37 = stablehlo.multiply %36, %1 : tensor<8x32xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %39 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<4xf32>) -> tensor<4x1xf32>
    %40 = stablehlo.convert %38 : (tensor<8x1x32xi32>) -> tensor<8x1x32xf32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [1, 2] : (tensor<4x1xf32>) -> tensor<1x4x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x4x1xf32>) -> tensor<8x4x32xf32>
    %43 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x1x32xf32>) -> tensor<8x4x32xf32>
    %44 = stablehlo.multiply %42, %43 : tensor<8x4x32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 3] : (tensor<8x4x32xf32>) -> tensor<8x4x1x32xf32>
    %46 = chlo.square %28 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%28 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%46 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %52 = stablehlo.divide %50, %51 : tensor<8x32xf32>
    %53 = chlo.square %49 : tensor<8x32xf32> -> tensor<8x32xf32>
    %54 = stablehlo.subtract %52, %53 : tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %56 = stablehlo.maximum %55, %54 : tensor<8x32xf32>
    %57 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %58 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %60 = stablehlo.subtract %28, %59 : tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %62 = stablehlo.add %58, %61 : tensor<8x32x1xf32>
    %63 = stablehlo.rsqrt %62 : tensor<8x32x1xf32>
    %64 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8x32x64xf32>
    %68 = stablehlo.multiply %60, %67 : tensor<8x32x64xf32>
    %69 = stablehlo.reshape %arg0 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x32x64xf32>
    %72 = stablehlo.dot_general %71, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x192xf32>) -> tensor<8x32x192xf32>
    %73 = stablehlo.reshape %arg10 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x32x192xf32>
    %75 = stablehlo.add %72, %74 : tensor<8x32x192xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x32x192xf32>) -> tensor<8x32x4x48xf32>
    %77 = stablehlo.slice %76 [0:8, 0:32, 0:4, 0:16] : (tensor<8x32x4x48xf32>) -> tensor<8x32x4x16xf32>
    %78 = stablehlo.slice %76 [0:8, 0:32, 0:4, 16:32] : (tensor<8x32x4x48xf32>) -> tensor<8x32x4x16xf32>
    %79 = stablehlo.slice %76 [0:8, 0:32, 0:4, 32:48] : (tensor<8x32x4x48xf32>) -> tensor<8x32x4x16xf32>
    %80 = stablehlo.iota dim = 0 : tensor<32xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x32xi32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %86 = stablehlo.compare GE, %84, %85, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %88 = stablehlo.broadcast_in_dim %1, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %90 = stablehlo.convert %87 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %92 = stablehlo.compare NE, %89, %91, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %94 = stablehlo.compare NE, %90, %93, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %95 = stablehlo.and %92, %94 : tensor<8x1x32x32xi1>
    %96 = stablehlo.convert %95 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %98 = stablehlo.compare GT, %96, %97, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %100 = stablehlo.convert %99 : tensor<8x1x32x32xf32>
    %cst_18 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %102 = stablehlo.select %98, %100, %101 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %104 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x4x1x32xf32>) -> tensor<8x4x32x32xf32>
    %105 = stablehlo.add %103, %104 : tensor<8x4x32x32xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %106 = stablehlo.sqrt %cst_19 : tensor<f32>
    %107 = stablehlo.convert %106 : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %109 = stablehlo.divide %77, %108 : tensor<8x32x4x16xf32>
    %110 = stablehlo.dot_general %109, %78, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %111 = stablehlo.add %110, %105 : tensor<8x4x32x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<8x4x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<8x4x32x32xf32>
    %118 = stablehlo.exponential %117 : tensor<8x4x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %122 = stablehlo.divide %118, %121 : tensor<8x4x32x32xf32>
    %123 = stablehlo.dot_general %79, %122, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %124 = stablehlo.transpose %123, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %126 = stablehlo.dot_general %125, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %127 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x32x64xf32>
    %130 = stablehlo.add %129, %28 : tensor<8x32x64xf32>
    %131 = chlo.square %130 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%130 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %134 = stablehlo.divide %132, %133 : tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%131 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %137 = stablehlo.divide %135, %136 : tensor<8x32xf32>
    %138 = chlo.square %134 : tensor<8x32xf32> -> tensor<8x32xf32>
    %139 = stablehlo.subtract %137, %138 : tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<8x32xf32>
    %142 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %145 = stablehlo.subtract %130, %144 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %147 = stablehlo.add %143, %146 : tensor<8x32x1xf32>
    %148 = stablehlo.rsqrt %147 : tensor<8x32x1xf32>
    %149 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<8x32x64xf32>
    %153 = stablehlo.multiply %145, %152 : tensor<8x32x64xf32>
    %154 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.add %153, %155 : tensor<8x32x64xf32>
    %157 = stablehlo.dot_general %156, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %158 = stablehlo.reshape %arg4 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %160 = stablehlo.add %157, %159 : tensor<8x32x256xf32>
    %cst_29 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<8x32x256xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %164 = stablehlo.multiply %163, %160 : tensor<8x32x256xf32>
    %cst_31 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %166 = stablehlo.multiply %165, %160 : tensor<8x32x256xf32>
    %167 = stablehlo.multiply %166, %160 : tensor<8x32x256xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %169 = stablehlo.add %168, %167 : tensor<8x32x256xf32>
    %170 = stablehlo.multiply %164, %169 : tensor<8x32x256xf32>
    %171 = stablehlo.tanh %170 : tensor<8x32x256xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %173 = stablehlo.add %172, %171 : tensor<8x32x256xf32>
    %174 = stablehlo.multiply %162, %173 : tensor<8x32x256xf32>
    %175 = stablehlo.dot_general %174, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %176 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<8x32x64xf32>
    %179 = stablehlo.add %178, %130 : tensor<8x32x64xf32>
    %180 = chlo.square %179 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%179 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %183 = stablehlo.divide %181, %182 : tensor<8x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%180 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x32xf32>
    %187 = chlo.square %183 : tensor<8x32xf32> -> tensor<8x32xf32>
    %188 = stablehlo.subtract %186, %187 : tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %190 = stablehlo.maximum %189, %188 : tensor<8x32xf32>
    %191 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %194 = stablehlo.subtract %179, %193 : tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %196 = stablehlo.add %192, %195 : tensor<8x32x1xf32>
    %197 = stablehlo.rsqrt %196 : tensor<8x32x1xf32>
    %198 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %200 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %201 = stablehlo.multiply %199, %200 : tensor<8x32x64xf32>
    %202 = stablehlo.multiply %194, %201 : tensor<8x32x64xf32>
    %203 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x32x64xf32>
    %206 = stablehlo.dot_general %205, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x192xf32>) -> tensor<8x32x192xf32>
    %207 = stablehlo.reshape %arg22 : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x32x192xf32>
    %209 = stablehlo.add %206, %208 : tensor<8x32x192xf32>
    %210 = stablehlo.reshape %209 : (tensor<8x32x192xf32>) -> tensor<8x32x4x48xf32>
    %211 = stablehlo.slice %210 [0:8, 0:32, 0:4, 0:16] : (tensor<8x32x4x48xf32>) -> tensor<8x32x4x16xf32>
    %212 = stablehlo.slice %210 [0:8, 0:32, 0:4, 16:32] : (tensor<8x32x4x48xf32>) -> tensor<8x32x4x16xf32>
    %213 = stablehlo.slice %210 [0:8, 0:32, 0:4, 32:48] : (tensor<8x32x4x48xf32>) -> tensor<8x32x4x16xf32>
    %214 = stablehlo.iota dim = 0 : tensor<32xi32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x32x1xi32>) -> tensor<8x32x32xi32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %220 = stablehlo.compare GE, %218, %219, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %222 = stablehlo.broadcast_in_dim %1, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %224 = stablehlo.convert %221 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %225 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %226 = stablehlo.compare NE, %223, %225, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.broadcast_in_dim %c_41, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %228 = stablehlo.compare NE, %224, %227, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %229 = stablehlo.and %226, %228 : tensor<8x1x32x32xi1>
    %230 = stablehlo.convert %229 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %232 = stablehlo.compare GT, %230, %231, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %234 = stablehlo.convert %233 : tensor<8x1x32x32xf32>
    %cst_44 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %236 = stablehlo.select %232, %234, %235 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %238 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x4x1x32xf32>) -> tensor<8x4x32x32xf32>
    %239 = stablehlo.add %237, %238 : tensor<8x4x32x32xf32>
    %cst_45 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %240 = stablehlo.sqrt %cst_45 : tensor<f32>
    %241 = stablehlo.convert %240 : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %243 = stablehlo.divide %211, %242 : tensor<8x32x4x16xf32>
    %244 = stablehlo.dot_general %243, %212, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %245 = stablehlo.add %244, %239 : tensor<8x4x32x32xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_46) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %248 = stablehlo.maximum %247, %246 : tensor<8x4x32xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %251 = stablehlo.subtract %245, %250 : tensor<8x4x32x32xf32>
    %252 = stablehlo.exponential %251 : tensor<8x4x32x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_48) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %256 = stablehlo.divide %252, %255 : tensor<8x4x32x32xf32>
    %257 = stablehlo.dot_general %213, %256, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %258 = stablehlo.transpose %257, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %259 = stablehlo.reshape %258 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %260 = stablehlo.dot_general %259, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %261 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %263 = stablehlo.add %260, %262 : tensor<8x32x64xf32>
    %264 = stablehlo.add %263, %179 : tensor<8x32x64xf32>
    %265 = chlo.square %264 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%264 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %268 = stablehlo.divide %266, %267 : tensor<8x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%265 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %271 = stablehlo.divide %269, %270 : tensor<8x32xf32>
    %272 = chlo.square %268 : tensor<8x32xf32> -> tensor<8x32xf32>
    %273 = stablehlo.subtract %271, %272 : tensor<8x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %275 = stablehlo.maximum %274, %273 : tensor<8x32xf32>
    %276 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %279 = stablehlo.subtract %264, %278 : tensor<8x32x64xf32>
    %cst_54 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %281 = stablehlo.add %277, %280 : tensor<8x32x1xf32>
    %282 = stablehlo.rsqrt %281 : tensor<8x32x1xf32>
    %283 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %285 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %286 = stablehlo.multiply %284, %285 : tensor<8x32x64xf32>
    %287 = stablehlo.multiply %279, %286 : tensor<8x32x64xf32>
    %288 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %290 = stablehlo.add %287, %289 : tensor<8x32x64xf32>
    %291 = stablehlo.dot_general %290, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x256xf32>) -> tensor<8x32x256xf32>
    %292 = stablehlo.reshape %arg16 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x32x256xf32>
    %294 = stablehlo.add %291, %293 : tensor<8x32x256xf32>
    %cst_55 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<8x32x256xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %298 = stablehlo.multiply %297, %294 : tensor<8x32x256xf32>
    %cst_57 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %300 = stablehlo.multiply %299, %294 : tensor<8x32x256xf32>
    %301 = stablehlo.multiply %300, %294 : tensor<8x32x256xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %303 = stablehlo.add %302, %301 : tensor<8x32x256xf32>
    %304 = stablehlo.multiply %298, %303 : tensor<8x32x256xf32>
    %305 = stablehlo.tanh %304 : tensor<8x32x256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %307 = stablehlo.add %306, %305 : tensor<8x32x256xf32>
    %308 = stablehlo.multiply %296, %307 : tensor<8x32x256xf32>
    %309 = stablehlo.dot_general %308, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x256xf32>, tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %310 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %312 = stablehlo.add %309, %311 : tensor<8x32x64xf32>
    %313 = stablehlo.add %312, %264 : tensor<8x32x64xf32>
    %314 = chlo.square %313 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.reduce(%313 init: %cst_60) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_61 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %317 = stablehlo.divide %315, %316 : tensor<8x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%314 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %320 = stablehlo.divide %318, %319 : tensor<8x32xf32>
    %321 = chlo.square %317 : tensor<8x32xf32> -> tensor<8x32xf32>
    %322 = stablehlo.subtract %320, %321 : tensor<8x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %324 = stablehlo.maximum %323, %322 : tensor<8x32xf32>
    %325 = stablehlo.broadcast_in_dim %317, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %328 = stablehlo.subtract %313, %327 : tensor<8x32x64xf32>
    %cst_65 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %330 = stablehlo.add %326, %329 : tensor<8x32x1xf32>
    %331 = stablehlo.rsqrt %330 : tensor<8x32x1xf32>
    %332 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %334 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<8x32x64xf32>
    %336 = stablehlo.multiply %328, %335 : tensor<8x32x64xf32>
    %337 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %339 = stablehlo.add %336, %338 : tensor<8x32x64xf32>
    %340 = stablehlo.transpose %arg26, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %341 = stablehlo.dot_general %339, %340, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    return %341 : tensor<8x32x512xf32>
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
  func.func private @cumsum(%arg0: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [31, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x32xi32>
    return %1 : tensor<8x32xi32>
  }
}
