module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg38: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg42: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %2 = stablehlo.compare NE, %arg42, %1, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %3 = stablehlo.convert %2 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %4 = call @cumsum(%3) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.multiply %4, %3 : tensor<8x32xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %7 = stablehlo.add %5, %6 : tensor<8x32xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %10 = stablehlo.convert %9 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %11 = call @_take(%arg9, %arg42) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %12 = call @_take_1(%arg7, %7) : (tensor<128x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %13 = call @_take_2(%arg8, %0) : (tensor<2x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.add %11, %13 : tensor<8x32x64xf32>
    %15 = stablehlo.add %14, %12 : tensor<8x32x64xf32>
    %16 = chlo.square %15 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%15 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.divide %17, %18 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%16 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32xf32>
    %23 = chlo.square %19 : tensor<8x32xf32> -> tensor<8x32xf32>
    %24 = stablehlo.subtract %22, %23 : tensor<8x32xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %26 = stablehlo.maximum %25, %24 : tensor<8x32xf32>
    %27 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.subtract %15, %29 : tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %32 = stablehlo.add %28, %31 : tensor<8x32x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<8x32x1xf32>
    %34 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %37 = stablehlo.multiply %35, %36 : tensor<8x32x64xf32>
    %38 = stablehlo.multiply %30, %37 : tensor<8x32x64xf32>
    %39 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x32x64xf32>
    %42 = stablehlo.slice %10 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %43 = stablehlo.reshape %42 : (tensor<1x4xi32>) -> tensor<4xi32>
    %44 = stablehlo.dot_general %41, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %45 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x32x64xf32>
    %48 = stablehlo.dot_general %41, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %49 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x32x64xf32>
    %52 = stablehlo.dot_general %41, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %53 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x32x64xf32>
    %56 = stablehlo.reshape %47 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %57 = stablehlo.reshape %51 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %58 = stablehlo.reshape %55 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %59 = stablehlo.broadcast_in_dim %8, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %61 = stablehlo.compare GT, %59, %60, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %63 = stablehlo.convert %62 : tensor<8x1x1x32xf32>
    %cst_11 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %65 = stablehlo.select %61, %63, %64 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.sqrt %cst_12 : tensor<f32>
    %67 = stablehlo.convert %66 : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %69 = stablehlo.divide %56, %68 : tensor<8x32x4x16xf32>
    %70 = stablehlo.dot_general %69, %57, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %71 = stablehlo.broadcast_in_dim %65, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %72 = stablehlo.add %70, %71 : tensor<8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %75 = stablehlo.maximum %74, %73 : tensor<8x4x32xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %78 = stablehlo.subtract %72, %77 : tensor<8x4x32x32xf32>
    %79 = stablehlo.exponential %78 : tensor<8x4x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %80 = stablehlo.reduce(%79 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %83 = stablehlo.divide %79, %82 : tensor<8x4x32x32xf32>
    %84 = stablehlo.convert %43 : (tensor<4xi32>) -> tensor<4xf32>
    %85 = stablehlo.convert %83 : tensor<8x4x32x32xf32>
    %86 = stablehlo.dot_general %84, %85, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x32x32xf32>) -> tensor<4x8x32x32xf32>
    %87 = stablehlo.transpose %86, dims = [1, 0, 2, 3] : (tensor<4x8x32x32xf32>) -> tensor<8x4x32x32xf32>
    %88 = stablehlo.dot_general %58, %87, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %89 = stablehlo.transpose %88, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %90 = stablehlo.reshape %89 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %91 = stablehlo.dot_general %90, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %92 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x32x64xf32>
    %95 = stablehlo.add %94, %41 : tensor<8x32x64xf32>
    %96 = chlo.square %95 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.reduce(%95 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %99 = stablehlo.divide %97, %98 : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %100 = stablehlo.reduce(%96 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %102 = stablehlo.divide %100, %101 : tensor<8x32xf32>
    %103 = chlo.square %99 : tensor<8x32xf32> -> tensor<8x32xf32>
    %104 = stablehlo.subtract %102, %103 : tensor<8x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %106 = stablehlo.maximum %105, %104 : tensor<8x32xf32>
    %107 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %110 = stablehlo.subtract %95, %109 : tensor<8x32x64xf32>
    %cst_21 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %112 = stablehlo.add %108, %111 : tensor<8x32x1xf32>
    %113 = stablehlo.rsqrt %112 : tensor<8x32x1xf32>
    %114 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %117 = stablehlo.multiply %115, %116 : tensor<8x32x64xf32>
    %118 = stablehlo.multiply %110, %117 : tensor<8x32x64xf32>
    %119 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x32x64xf32>
    %122 = stablehlo.dot_general %121, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %123 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %125 = stablehlo.add %122, %124 : tensor<8x32x128xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<8x32x128xf32>
    %128 = stablehlo.negate %125 : tensor<8x32x128xf32>
    %cst_23 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %130 = stablehlo.multiply %128, %129 : tensor<8x32x128xf32>
    %131 = chlo.erfc %130 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %132 = stablehlo.multiply %127, %131 : tensor<8x32x128xf32>
    %133 = stablehlo.dot_general %132, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %134 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %136 = stablehlo.add %133, %135 : tensor<8x32x64xf32>
    %137 = stablehlo.add %136, %121 : tensor<8x32x64xf32>
    %138 = chlo.square %137 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%137 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %141 = stablehlo.divide %139, %140 : tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%138 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %144 = stablehlo.divide %142, %143 : tensor<8x32xf32>
    %145 = chlo.square %141 : tensor<8x32xf32> -> tensor<8x32xf32>
    %146 = stablehlo.subtract %144, %145 : tensor<8x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %148 = stablehlo.maximum %147, %146 : tensor<8x32xf32>
    %149 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %152 = stablehlo.subtract %137, %151 : tensor<8x32x64xf32>
    %cst_29 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %154 = stablehlo.add %150, %153 : tensor<8x32x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<8x32x1xf32>
    %156 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %158 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %159 = stablehlo.multiply %157, %158 : tensor<8x32x64xf32>
    %160 = stablehlo.multiply %152, %159 : tensor<8x32x64xf32>
    %161 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %163 = stablehlo.add %160, %162 : tensor<8x32x64xf32>
    %164 = stablehlo.slice %10 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %165 = stablehlo.reshape %164 : (tensor<1x4xi32>) -> tensor<4xi32>
    %166 = stablehlo.dot_general %163, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %167 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x32x64xf32>
    %170 = stablehlo.dot_general %163, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %171 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %173 = stablehlo.add %170, %172 : tensor<8x32x64xf32>
    %174 = stablehlo.dot_general %163, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %175 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %177 = stablehlo.add %174, %176 : tensor<8x32x64xf32>
    %178 = stablehlo.reshape %169 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %179 = stablehlo.reshape %173 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %180 = stablehlo.reshape %177 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %181 = stablehlo.broadcast_in_dim %8, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %183 = stablehlo.compare GT, %181, %182, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %185 = stablehlo.convert %184 : tensor<8x1x1x32xf32>
    %cst_32 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %187 = stablehlo.select %183, %185, %186 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %188 = stablehlo.sqrt %cst_33 : tensor<f32>
    %189 = stablehlo.convert %188 : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %191 = stablehlo.divide %178, %190 : tensor<8x32x4x16xf32>
    %192 = stablehlo.dot_general %191, %179, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %193 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %194 = stablehlo.add %192, %193 : tensor<8x4x32x32xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %197 = stablehlo.maximum %196, %195 : tensor<8x4x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %200 = stablehlo.subtract %194, %199 : tensor<8x4x32x32xf32>
    %201 = stablehlo.exponential %200 : tensor<8x4x32x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %205 = stablehlo.divide %201, %204 : tensor<8x4x32x32xf32>
    %206 = stablehlo.convert %165 : (tensor<4xi32>) -> tensor<4xf32>
    %207 = stablehlo.convert %205 : tensor<8x4x32x32xf32>
    %208 = stablehlo.dot_general %206, %207, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x32x32xf32>) -> tensor<4x8x32x32xf32>
    %209 = stablehlo.transpose %208, dims = [1, 0, 2, 3] : (tensor<4x8x32x32xf32>) -> tensor<8x4x32x32xf32>
    %210 = stablehlo.dot_general %180, %209, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %211 = stablehlo.transpose %210, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %212 = stablehlo.reshape %211 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %213 = stablehlo.dot_general %212, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %214 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %216 = stablehlo.add %213, %215 : tensor<8x32x64xf32>
    %217 = stablehlo.add %216, %163 : tensor<8x32x64xf32>
    %218 = chlo.square %217 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%217 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %221 = stablehlo.divide %219, %220 : tensor<8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%218 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %224 = stablehlo.divide %222, %223 : tensor<8x32xf32>
    %225 = chlo.square %221 : tensor<8x32xf32> -> tensor<8x32xf32>
    %226 = stablehlo.subtract %224, %225 : tensor<8x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %228 = stablehlo.maximum %227, %226 : tensor<8x32xf32>
    %229 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %231 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %232 = stablehlo.subtract %217, %231 : tensor<8x32x64xf32>
    %cst_42 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %234 = stablehlo.add %230, %233 : tensor<8x32x1xf32>
    %235 = stablehlo.rsqrt %234 : tensor<8x32x1xf32>
    %236 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %239 = stablehlo.multiply %237, %238 : tensor<8x32x64xf32>
    %240 = stablehlo.multiply %232, %239 : tensor<8x32x64xf32>
    %241 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %243 = stablehlo.add %240, %242 : tensor<8x32x64xf32>
    %244 = stablehlo.dot_general %243, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %245 = stablehlo.reshape %arg36 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %247 = stablehlo.add %244, %246 : tensor<8x32x128xf32>
    %cst_43 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %249 = stablehlo.multiply %248, %247 : tensor<8x32x128xf32>
    %250 = stablehlo.negate %247 : tensor<8x32x128xf32>
    %cst_44 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %252 = stablehlo.multiply %250, %251 : tensor<8x32x128xf32>
    %253 = chlo.erfc %252 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %254 = stablehlo.multiply %249, %253 : tensor<8x32x128xf32>
    %255 = stablehlo.dot_general %254, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %256 = stablehlo.reshape %arg40 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %258 = stablehlo.add %255, %257 : tensor<8x32x64xf32>
    %259 = stablehlo.add %258, %243 : tensor<8x32x64xf32>
    %260 = chlo.square %259 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%259 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %263 = stablehlo.divide %261, %262 : tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%260 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_48 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %266 = stablehlo.divide %264, %265 : tensor<8x32xf32>
    %267 = chlo.square %263 : tensor<8x32xf32> -> tensor<8x32xf32>
    %268 = stablehlo.subtract %266, %267 : tensor<8x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %270 = stablehlo.maximum %269, %268 : tensor<8x32xf32>
    %271 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %273 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %274 = stablehlo.subtract %259, %273 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %276 = stablehlo.add %272, %275 : tensor<8x32x1xf32>
    %277 = stablehlo.rsqrt %276 : tensor<8x32x1xf32>
    %278 = stablehlo.reshape %arg39 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<8x32x64xf32>
    %282 = stablehlo.multiply %274, %281 : tensor<8x32x64xf32>
    %283 = stablehlo.reshape %arg38 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %285 = stablehlo.add %282, %284 : tensor<8x32x64xf32>
    %286 = stablehlo.dot_general %285, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %287 = stablehlo.reshape %arg1 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %289 = stablehlo.add %286, %288 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %291 = stablehlo.multiply %290, %289 : tensor<8x32x64xf32>
    %292 = stablehlo.negate %289 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %294 = stablehlo.multiply %292, %293 : tensor<8x32x64xf32>
    %295 = chlo.erfc %294 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %296 = stablehlo.multiply %291, %295 : tensor<8x32x64xf32>
    %297 = chlo.square %296 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %298 = stablehlo.reduce(%296 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %300 = stablehlo.divide %298, %299 : tensor<8x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%297 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %303 = stablehlo.divide %301, %302 : tensor<8x32xf32>
    %304 = chlo.square %300 : tensor<8x32xf32> -> tensor<8x32xf32>
    %305 = stablehlo.subtract %303, %304 : tensor<8x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %307 = stablehlo.maximum %306, %305 : tensor<8x32xf32>
    %308 = stablehlo.broadcast_in_dim %300, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %309 = stablehlo.broadcast_in_dim %307, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %310 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %311 = stablehlo.subtract %296, %310 : tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %313 = stablehlo.add %309, %312 : tensor<8x32x1xf32>
    %314 = stablehlo.rsqrt %313 : tensor<8x32x1xf32>
    %315 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %316 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<8x32x64xf32>
    %319 = stablehlo.multiply %311, %318 : tensor<8x32x64xf32>
    %320 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %322 = stablehlo.add %319, %321 : tensor<8x32x64xf32>
    %323 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %324 = stablehlo.dot_general %322, %323, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x512xf32>) -> tensor<8x32x512xf32>
    %325 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x32x512xf32>
    %327 = stablehlo.add %324, %326 : tensor<8x32x512xf32>
    return %327 : tensor<8x32x512xf32>
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
  func.func private @_take_1(%arg0: tensor<128x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
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
  func.func private @_take_2(%arg0: tensor<2x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
}
