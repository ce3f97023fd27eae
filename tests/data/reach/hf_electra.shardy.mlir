module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<512x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg39: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.iota dim = 0 : tensor<32xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<32xi32>) -> tensor<8x32xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
    %5 = stablehlo.convert %4 : (tensor<2x4xf32>) -> tensor<2x4xi32>
    %6 = call @_take(%arg4, %arg39) : (tensor<512x16xf32>, tensor<8x32xi32>) -> tensor<8x32x16xf32>
    %7 = call @_take_0(%arg2, %2) : (tensor<128x16xf32>, tensor<8x32xi32>) -> tensor<8x32x16xf32>
    %8 = call @_take_1(%arg3, %0) : (tensor<2x16xf32>, tensor<8x32xi32>) -> tensor<8x32x16xf32>
    %9 = stablehlo.add %6, %8 : tensor<8x32x16xf32>
    %10 = stablehlo.add %9, %7 : tensor<8x32x16xf32>
    %11 = chlo.square %10 : tensor<8x32x16xf32> -> tensor<8x32x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x16xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x16xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x32xf32>
    %18 = chlo.square %14 : tensor<8x32xf32> -> tensor<8x32xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<8x32xf32>
    %22 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x16xf32>
    %25 = stablehlo.subtract %10, %24 : tensor<8x32x16xf32>
    %cst_6 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<8x32x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<8x32x1xf32>
    %29 = stablehlo.reshape %arg1 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x16xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x32x16xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x32x16xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<8x32x16xf32>
    %34 = stablehlo.reshape %arg0 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x32x16xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x32x16xf32>
    %37 = stablehlo.dot_general %36, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x16xf32>, tensor<16x64xf32>) -> tensor<8x32x64xf32>
    %38 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %40 = stablehlo.add %37, %39 : tensor<8x32x64xf32>
    %41 = stablehlo.slice %5 [0:1, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %42 = stablehlo.reshape %41 : (tensor<1x4xi32>) -> tensor<4xi32>
    %43 = stablehlo.dot_general %40, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %44 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x32x64xf32>
    %47 = stablehlo.dot_general %40, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %48 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x32x64xf32>
    %51 = stablehlo.dot_general %40, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %54 = stablehlo.add %51, %53 : tensor<8x32x64xf32>
    %55 = stablehlo.reshape %46 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %56 = stablehlo.reshape %50 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %57 = stablehlo.reshape %54 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %60 = stablehlo.compare GT, %58, %59, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %62 = stablehlo.convert %61 : tensor<8x1x1x32xf32>
    %cst_9 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %64 = stablehlo.select %60, %62, %63 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_10 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %65 = stablehlo.sqrt %cst_10 : tensor<f32>
    %66 = stablehlo.convert %65 : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %68 = stablehlo.divide %55, %67 : tensor<8x32x4x16xf32>
    %69 = stablehlo.dot_general %68, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %70 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %71 = stablehlo.add %69, %70 : tensor<8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_11) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x4x32xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %77 = stablehlo.subtract %71, %76 : tensor<8x4x32x32xf32>
    %78 = stablehlo.exponential %77 : tensor<8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_13) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %82 = stablehlo.divide %78, %81 : tensor<8x4x32x32xf32>
    %83 = stablehlo.convert %42 : (tensor<4xi32>) -> tensor<4xf32>
    %84 = stablehlo.convert %82 : tensor<8x4x32x32xf32>
    %85 = stablehlo.dot_general %83, %84, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x32x32xf32>) -> tensor<4x8x32x32xf32>
    %86 = stablehlo.transpose %85, dims = [1, 0, 2, 3] : (tensor<4x8x32x32xf32>) -> tensor<8x4x32x32xf32>
    %87 = stablehlo.dot_general %57, %86, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %88 = stablehlo.transpose %87, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %90 = stablehlo.dot_general %89, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %91 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %93 = stablehlo.add %90, %92 : tensor<8x32x64xf32>
    %94 = stablehlo.add %93, %40 : tensor<8x32x64xf32>
    %95 = chlo.square %94 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %96 = stablehlo.reduce(%94 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%95 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %101 = stablehlo.divide %99, %100 : tensor<8x32xf32>
    %102 = chlo.square %98 : tensor<8x32xf32> -> tensor<8x32xf32>
    %103 = stablehlo.subtract %101, %102 : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %105 = stablehlo.maximum %104, %103 : tensor<8x32xf32>
    %106 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %108 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %109 = stablehlo.subtract %94, %108 : tensor<8x32x64xf32>
    %cst_19 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
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
    %121 = stablehlo.dot_general %120, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %122 = stablehlo.reshape %arg17 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x32x128xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x32x128xf32>
    %127 = stablehlo.negate %124 : tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %129 = stablehlo.multiply %127, %128 : tensor<8x32x128xf32>
    %130 = chlo.erfc %129 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %131 = stablehlo.multiply %126, %130 : tensor<8x32x128xf32>
    %132 = stablehlo.dot_general %131, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %133 = stablehlo.reshape %arg21 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %135 = stablehlo.add %132, %134 : tensor<8x32x64xf32>
    %136 = stablehlo.add %135, %120 : tensor<8x32x64xf32>
    %137 = chlo.square %136 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.reduce(%136 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %140 = stablehlo.divide %138, %139 : tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%137 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %143 = stablehlo.divide %141, %142 : tensor<8x32xf32>
    %144 = chlo.square %140 : tensor<8x32xf32> -> tensor<8x32xf32>
    %145 = stablehlo.subtract %143, %144 : tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %147 = stablehlo.maximum %146, %145 : tensor<8x32xf32>
    %148 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %150 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %151 = stablehlo.subtract %136, %150 : tensor<8x32x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %153 = stablehlo.add %149, %152 : tensor<8x32x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<8x32x1xf32>
    %155 = stablehlo.reshape %arg20 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<8x32x64xf32>
    %159 = stablehlo.multiply %151, %158 : tensor<8x32x64xf32>
    %160 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.add %159, %161 : tensor<8x32x64xf32>
    %163 = stablehlo.slice %5 [1:2, 0:4] : (tensor<2x4xi32>) -> tensor<1x4xi32>
    %164 = stablehlo.reshape %163 : (tensor<1x4xi32>) -> tensor<4xi32>
    %165 = stablehlo.dot_general %162, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %168 = stablehlo.add %165, %167 : tensor<8x32x64xf32>
    %169 = stablehlo.dot_general %162, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %172 = stablehlo.add %169, %171 : tensor<8x32x64xf32>
    %173 = stablehlo.dot_general %162, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %174 = stablehlo.reshape %arg31 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %176 = stablehlo.add %173, %175 : tensor<8x32x64xf32>
    %177 = stablehlo.reshape %168 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %178 = stablehlo.reshape %172 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %179 = stablehlo.reshape %176 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %180 = stablehlo.broadcast_in_dim %3, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<8x1x1x32xi32>
    %182 = stablehlo.compare GT, %180, %181, SIGNED : (tensor<8x1x1x32xi32>, tensor<8x1x1x32xi32>) -> tensor<8x1x1x32xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %184 = stablehlo.convert %183 : tensor<8x1x1x32xf32>
    %cst_30 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %186 = stablehlo.select %182, %184, %185 : tensor<8x1x1x32xi1>, tensor<8x1x1x32xf32>
    %cst_31 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %187 = stablehlo.sqrt %cst_31 : tensor<f32>
    %188 = stablehlo.convert %187 : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %190 = stablehlo.divide %177, %189 : tensor<8x32x4x16xf32>
    %191 = stablehlo.dot_general %190, %178, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %192 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x32x32xf32>
    %193 = stablehlo.add %191, %192 : tensor<8x4x32x32xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_32) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %196 = stablehlo.maximum %195, %194 : tensor<8x4x32xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %199 = stablehlo.subtract %193, %198 : tensor<8x4x32x32xf32>
    %200 = stablehlo.exponential %199 : tensor<8x4x32x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %204 = stablehlo.divide %200, %203 : tensor<8x4x32x32xf32>
    %205 = stablehlo.convert %164 : (tensor<4xi32>) -> tensor<4xf32>
    %206 = stablehlo.convert %204 : tensor<8x4x32x32xf32>
    %207 = stablehlo.dot_general %205, %206, batching_dims = [0] x [1], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<4xf32>, tensor<8x4x32x32xf32>) -> tensor<4x8x32x32xf32>
    %208 = stablehlo.transpose %207, dims = [1, 0, 2, 3] : (tensor<4x8x32x32xf32>) -> tensor<8x4x32x32xf32>
    %209 = stablehlo.dot_general %179, %208, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %210 = stablehlo.transpose %209, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %211 = stablehlo.reshape %210 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %212 = stablehlo.dot_general %211, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %213 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x32x64xf32>
    %216 = stablehlo.add %215, %162 : tensor<8x32x64xf32>
    %217 = chlo.square %216 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%216 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %220 = stablehlo.divide %218, %219 : tensor<8x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%217 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x32xf32>
    %224 = chlo.square %220 : tensor<8x32xf32> -> tensor<8x32xf32>
    %225 = stablehlo.subtract %223, %224 : tensor<8x32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %227 = stablehlo.maximum %226, %225 : tensor<8x32xf32>
    %228 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %231 = stablehlo.subtract %216, %230 : tensor<8x32x64xf32>
    %cst_40 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %233 = stablehlo.add %229, %232 : tensor<8x32x1xf32>
    %234 = stablehlo.rsqrt %233 : tensor<8x32x1xf32>
    %235 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.multiply %236, %237 : tensor<8x32x64xf32>
    %239 = stablehlo.multiply %231, %238 : tensor<8x32x64xf32>
    %240 = stablehlo.reshape %arg23 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %242 = stablehlo.add %239, %241 : tensor<8x32x64xf32>
    %243 = stablehlo.dot_general %242, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %244 = stablehlo.reshape %arg33 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %246 = stablehlo.add %243, %245 : tensor<8x32x128xf32>
    %cst_41 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x32x128xf32>
    %249 = stablehlo.negate %246 : tensor<8x32x128xf32>
    %cst_42 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %251 = stablehlo.multiply %249, %250 : tensor<8x32x128xf32>
    %252 = chlo.erfc %251 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %253 = stablehlo.multiply %248, %252 : tensor<8x32x128xf32>
    %254 = stablehlo.dot_general %253, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %255 = stablehlo.reshape %arg37 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %257 = stablehlo.add %254, %256 : tensor<8x32x64xf32>
    %258 = stablehlo.add %257, %242 : tensor<8x32x64xf32>
    %259 = chlo.square %258 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%258 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %262 = stablehlo.divide %260, %261 : tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%259 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x32xf32>
    %266 = chlo.square %262 : tensor<8x32xf32> -> tensor<8x32xf32>
    %267 = stablehlo.subtract %265, %266 : tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %269 = stablehlo.maximum %268, %267 : tensor<8x32xf32>
    %270 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %271 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %272 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %273 = stablehlo.subtract %258, %272 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %275 = stablehlo.add %271, %274 : tensor<8x32x1xf32>
    %276 = stablehlo.rsqrt %275 : tensor<8x32x1xf32>
    %277 = stablehlo.reshape %arg36 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %278 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %280 = stablehlo.multiply %278, %279 : tensor<8x32x64xf32>
    %281 = stablehlo.multiply %273, %280 : tensor<8x32x64xf32>
    %282 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %284 = stablehlo.add %281, %283 : tensor<8x32x64xf32>
    return %284 : tensor<8x32x64xf32>
  }
  func.func private @_take(%arg0: tensor<512x16xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x16xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<512x16xf32>, tensor<8x32x1xi32>) -> tensor<8x32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x16xi1>, tensor<8x32x16xf32>
    return %16 : tensor<8x32x16xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_take_0(%arg0: tensor<128x16xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x16xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<128x16xf32>, tensor<8x32x1xi32>) -> tensor<8x32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x16xi1>, tensor<8x32x16xf32>
    return %16 : tensor<8x32x16xf32>
  }
  func.func private @_take_1(%arg0: tensor<2x16xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x16xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<2x16xf32>, tensor<8x32x1xi32>) -> tensor<8x32x16xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x16xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x16xi1>, tensor<8x32x16xf32>
    return %16 : tensor<8x32x16xf32>
  }
}
