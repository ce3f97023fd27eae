module @jit_gen attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg21: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg25: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg31: tensor<32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg35: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg38: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg39: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg40: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg41: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg43: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg47: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x7xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = call @_take(%arg46, %arg47) : (tensor<512x64xf32>, tensor<8x16xi32>) -> tensor<8x16x64xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x16x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x16x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x16x1xf32>
    %9 = stablehlo.sqrt %8 : tensor<8x16x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %11 = stablehlo.divide %1, %10 : tensor<8x16x64xf32>
    %12 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.multiply %13, %11 : tensor<8x16x64xf32>
    %15 = stablehlo.dot_general %14, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.dot_general %14, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %17 = stablehlo.dot_general %14, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %18 = stablehlo.reshape %15 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %19 = stablehlo.reshape %16 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %20 = stablehlo.reshape %17 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_2 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = stablehlo.sqrt %cst_2 : tensor<f32>
    %22 = stablehlo.convert %21 : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %24 = stablehlo.multiply %18, %23 : tensor<8x16x4x16xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
    %27 = stablehlo.compare GT, %25, %26, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %29 = stablehlo.convert %28 : tensor<8x1x1x16xf32>
    %cst_5 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %31 = stablehlo.select %27, %29, %30 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
    %32 = stablehlo.iota dim = 0 : tensor<16xi32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %34 = stablehlo.iota dim = 0 : tensor<16xi32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<16x16xi32>
    %37 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<16x1xi32>) -> tensor<16x16xi32>
    %38 = stablehlo.subtract %36, %37 : tensor<16x16xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %39 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %40 = stablehlo.compare GT, %38, %39, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %41 = stablehlo.convert %40 : (tensor<16x16xi1>) -> tensor<16x16xi32>
    %c_7 = stablehlo.constant dense<16> : tensor<i32>
    %42 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %43 = stablehlo.multiply %41, %42 : tensor<16x16xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %45 = stablehlo.add %44, %43 : tensor<16x16xi32>
    %46 = stablehlo.abs %38 : tensor<16x16xi32>
    %c_9 = stablehlo.constant dense<8> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %48 = stablehlo.compare LT, %46, %47, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %49 = stablehlo.convert %46 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %cst_10 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %51 = stablehlo.divide %49, %50 : tensor<16x16xf32>
    %52 = stablehlo.log %51 : tensor<16x16xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %53 = stablehlo.log %cst_11 : tensor<f32>
    %54 = stablehlo.convert %53 : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %56 = stablehlo.divide %52, %55 : tensor<16x16xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<16x16xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %60 = stablehlo.add %59, %58 : tensor<16x16xf32>
    %c_14 = stablehlo.constant dense<15> : tensor<i32>
    %61 = call @clip(%60, %c_14) : (tensor<16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
    %62 = call @_where_0(%48, %46, %61) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xf32>) -> tensor<16x16xf32>
    %63 = stablehlo.convert %45 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %64 = stablehlo.add %63, %62 : tensor<16x16xf32>
    %65 = stablehlo.convert %64 : (tensor<16x16xf32>) -> tensor<16x16xi32>
    %66 = call @_take_1(%arg31, %65) : (tensor<32x4xf32>, tensor<16x16xi32>) -> tensor<16x16x4xf32>
    %67 = stablehlo.transpose %66, dims = [2, 0, 1] : (tensor<16x16x4xf32>) -> tensor<4x16x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [1, 2, 3] : (tensor<4x16x16xf32>) -> tensor<1x4x16x16xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %70 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x16x16xf32>
    %71 = stablehlo.add %69, %70 : tensor<8x4x16x16xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %72 = stablehlo.sqrt %cst_15 : tensor<f32>
    %73 = stablehlo.convert %72 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %75 = stablehlo.divide %24, %74 : tensor<8x16x4x16xf32>
    %76 = stablehlo.dot_general %75, %19, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %77 = stablehlo.add %76, %71 : tensor<8x4x16x16xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %78 = stablehlo.reduce(%77 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %80 = stablehlo.maximum %79, %78 : tensor<8x4x16xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %83 = stablehlo.subtract %77, %82 : tensor<8x4x16x16xf32>
    %84 = stablehlo.exponential %83 : tensor<8x4x16x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %88 = stablehlo.divide %84, %87 : tensor<8x4x16x16xf32>
    %89 = stablehlo.dot_general %20, %88, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %90 = stablehlo.transpose %89, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %91 = stablehlo.reshape %90 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %92 = stablehlo.dot_general %91, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %93 = stablehlo.add %1, %92 : tensor<8x16x64xf32>
    %94 = stablehlo.multiply %93, %93 : tensor<8x16x64xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.reduce(%94 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x16x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %100 = stablehlo.add %98, %99 : tensor<8x16x1xf32>
    %101 = stablehlo.sqrt %100 : tensor<8x16x1xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %103 = stablehlo.divide %93, %102 : tensor<8x16x64xf32>
    %104 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<8x16x64xf32>
    %107 = stablehlo.dot_general %106, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %108 = call @relu(%107) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %109 = stablehlo.dot_general %108, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %110 = stablehlo.add %93, %109 : tensor<8x16x64xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<8x16x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %115 = stablehlo.divide %113, %114 : tensor<8x16x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %117 = stablehlo.add %115, %116 : tensor<8x16x1xf32>
    %118 = stablehlo.sqrt %117 : tensor<8x16x1xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %120 = stablehlo.divide %110, %119 : tensor<8x16x64xf32>
    %121 = stablehlo.broadcast_in_dim %arg41, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %123 = stablehlo.multiply %122, %120 : tensor<8x16x64xf32>
    %124 = stablehlo.dot_general %123, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %125 = stablehlo.dot_general %123, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.dot_general %123, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %127 = stablehlo.reshape %124 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %128 = stablehlo.reshape %125 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %129 = stablehlo.reshape %126 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %cst_25 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %130 = stablehlo.sqrt %cst_25 : tensor<f32>
    %131 = stablehlo.convert %130 : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %133 = stablehlo.multiply %127, %132 : tensor<8x16x4x16xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %134 = stablehlo.sqrt %cst_26 : tensor<f32>
    %135 = stablehlo.convert %134 : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %137 = stablehlo.divide %133, %136 : tensor<8x16x4x16xf32>
    %138 = stablehlo.dot_general %137, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x16x16xf32>
    %139 = stablehlo.add %138, %71 : tensor<8x4x16x16xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<8x4x16xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<8x4x16x16xf32>
    %146 = stablehlo.exponential %145 : tensor<8x4x16x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x16xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x16xf32>
    %150 = stablehlo.divide %146, %149 : tensor<8x4x16x16xf32>
    %151 = stablehlo.dot_general %129, %150, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x16x16xf32>) -> tensor<8x4x16x16xf32>
    %152 = stablehlo.transpose %151, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %153 = stablehlo.reshape %152 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %154 = stablehlo.dot_general %153, %arg38, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %155 = stablehlo.add %110, %154 : tensor<8x16x64xf32>
    %156 = stablehlo.multiply %155, %155 : tensor<8x16x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %160 = stablehlo.divide %158, %159 : tensor<8x16x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %162 = stablehlo.add %160, %161 : tensor<8x16x1xf32>
    %163 = stablehlo.sqrt %162 : tensor<8x16x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %165 = stablehlo.divide %155, %164 : tensor<8x16x64xf32>
    %166 = stablehlo.broadcast_in_dim %arg44, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %168 = stablehlo.multiply %167, %165 : tensor<8x16x64xf32>
    %169 = stablehlo.dot_general %168, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x128xf32>) -> tensor<8x16x128xf32>
    %170 = call @relu(%169) : (tensor<8x16x128xf32>) -> tensor<8x16x128xf32>
    %171 = stablehlo.dot_general %170, %arg43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x128xf32>, tensor<128x64xf32>) -> tensor<8x16x64xf32>
    %172 = stablehlo.add %155, %171 : tensor<8x16x64xf32>
    %173 = stablehlo.multiply %172, %172 : tensor<8x16x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x16x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %179 = stablehlo.add %177, %178 : tensor<8x16x1xf32>
    %180 = stablehlo.sqrt %179 : tensor<8x16x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %182 = stablehlo.divide %172, %181 : tensor<8x16x64xf32>
    %183 = stablehlo.broadcast_in_dim %arg45, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %185 = stablehlo.multiply %184, %182 : tensor<8x16x64xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %186 = stablehlo.reshape %c_36 : (tensor<i32>) -> tensor<1x1xi32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 2] : (tensor<1x1xi32>) -> tensor<1x8x1xi32>
    %188 = stablehlo.reshape %187 : (tensor<1x8x1xi32>) -> tensor<8x1xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<i32>) -> tensor<8x7xi32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %190 = stablehlo.dynamic_update_slice %189, %188, %c_38, %c_39 : (tensor<8x7xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x7xi32>
    %c_40 = stablehlo.constant dense<false> : tensor<i1>
    %191 = stablehlo.broadcast_in_dim %c_40, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x7x4x16xf32>
    %c_45 = stablehlo.constant dense<1> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<8x7xi32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<2> : tensor<i32>
    %c_48 = stablehlo.constant dense<1> : tensor<i32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %197:43 = stablehlo.while(%iterArg = %196, %iterArg_51 = %185, %iterArg_52 = %arg46, %iterArg_53 = %arg5, %iterArg_54 = %arg2, %iterArg_55 = %arg0, %iterArg_56 = %arg4, %iterArg_57 = %arg3, %iterArg_58 = %arg1, %iterArg_59 = %arg10, %iterArg_60 = %arg8, %iterArg_61 = %arg6, %iterArg_62 = %arg9, %iterArg_63 = %arg7, %iterArg_64 = %arg13, %iterArg_65 = %arg11, %iterArg_66 = %arg12, %iterArg_67 = %arg18, %iterArg_68 = %arg16, %iterArg_69 = %arg14, %iterArg_70 = %arg17, %iterArg_71 = %arg15, %iterArg_72 = %arg23, %iterArg_73 = %arg21, %iterArg_74 = %arg19, %iterArg_75 = %arg22, %iterArg_76 = %arg20, %iterArg_77 = %arg26, %iterArg_78 = %arg24, %iterArg_79 = %arg25, %iterArg_80 = %arg27, %iterArg_81 = %c_46, %iterArg_82 = %c_47, %iterArg_83 = %c_48, %iterArg_84 = %190, %iterArg_85 = %188, %iterArg_86 = %191, %iterArg_87 = %c_49, %iterArg_88 = %192, %iterArg_89 = %193, %iterArg_90 = %c_50, %iterArg_91 = %194, %iterArg_92 = %195) : tensor<8x7xi32>, tensor<8x16x64xf32>, tensor<512x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<32x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x7xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>
    cond {
      %c_93 = stablehlo.constant dense<7> : tensor<i32>
      %198 = stablehlo.compare EQ, %iterArg_83, %c_93, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_94 = stablehlo.constant dense<true> : tensor<i1>
      %199 = stablehlo.reduce(%iterArg_86 init: %c_94) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %c_95 = stablehlo.constant dense<false> : tensor<i1>
      %200 = stablehlo.broadcast_in_dim %c_95, dims = [] : (tensor<i1>) -> tensor<i1>
      %201 = stablehlo.compare NE, %198, %200, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %202 = stablehlo.convert %201 : tensor<i1>
      %203 = stablehlo.or %202, %199 : tensor<i1>
      %204 = stablehlo.not %203 : tensor<i1>
      stablehlo.return %204 : tensor<i1>
    } do {
      %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %198 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %199 = stablehlo.convert %198 : (tensor<8x16xf32>) -> tensor<8x16xi32>
      %200 = func.call @_take_3(%iterArg_52, %iterArg_85) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
      %201 = stablehlo.multiply %200, %200 : tensor<8x1x64xf32>
      %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %202 = stablehlo.reduce(%201 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_95 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %204 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %205 = stablehlo.divide %203, %204 : tensor<8x1x1xf32>
      %cst_96 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %206 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %207 = stablehlo.add %205, %206 : tensor<8x1x1xf32>
      %208 = stablehlo.sqrt %207 : tensor<8x1x1xf32>
      %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %210 = stablehlo.divide %200, %209 : tensor<8x1x64xf32>
      %211 = stablehlo.broadcast_in_dim %iterArg_53, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %213 = stablehlo.multiply %212, %210 : tensor<8x1x64xf32>
      %214 = stablehlo.dot_general %213, %iterArg_54, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %215 = stablehlo.dot_general %213, %iterArg_55, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %216 = stablehlo.dot_general %213, %iterArg_56, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %217 = stablehlo.reshape %214 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %218 = stablehlo.reshape %215 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %219 = stablehlo.reshape %216 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %cst_97 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %220 = stablehlo.sqrt %cst_97 : tensor<f32>
      %221 = stablehlo.convert %220 : tensor<f32>
      %222 = stablehlo.broadcast_in_dim %221, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %223 = stablehlo.multiply %217, %222 : tensor<8x1x4x16xf32>
      %224 = stablehlo.iota dim = 0 : tensor<7xi32>
      %225 = stablehlo.broadcast_in_dim %224, dims = [1] : (tensor<7xi32>) -> tensor<8x7xi32>
      %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<8x7xi32>) -> tensor<8x7x1xi32>
      %227 = stablehlo.broadcast_in_dim %225, dims = [0, 2] : (tensor<8x7xi32>) -> tensor<8x1x7xi32>
      %228 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x7x1xi32>) -> tensor<8x7x7xi32>
      %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<8x1x7xi32>) -> tensor<8x7x7xi32>
      %230 = stablehlo.compare GE, %228, %229, SIGNED : (tensor<8x7x7xi32>, tensor<8x7x7xi32>) -> tensor<8x7x7xi1>
      %231 = stablehlo.broadcast_in_dim %230, dims = [0, 2, 3] : (tensor<8x7x7xi1>) -> tensor<8x1x7x7xi1>
      %c_98 = stablehlo.constant dense<0> : tensor<i32>
      %232 = stablehlo.compare LT, %iterArg_87, %c_98, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_99 = stablehlo.constant dense<7> : tensor<i32>
      %233 = stablehlo.add %iterArg_87, %c_99 : tensor<i32>
      %234 = stablehlo.select %232, %233, %iterArg_87 : tensor<i1>, tensor<i32>
      %c_100 = stablehlo.constant dense<0> : tensor<i32>
      %c_101 = stablehlo.constant dense<0> : tensor<i32>
      %c_102 = stablehlo.constant dense<0> : tensor<i32>
      %235 = stablehlo.dynamic_slice %231, %c_100, %c_101, %234, %c_102, sizes = [1, 1, 1, 7] : (tensor<8x1x7x7xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x7xi1>
      %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x1x7xi1>) -> tensor<8x1x1x7xi1>
      %237 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x7xi32>) -> tensor<8x1x1x7xi32>
      %238 = stablehlo.convert %236 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xi32>
      %c_103 = stablehlo.constant dense<0> : tensor<i32>
      %239 = stablehlo.broadcast_in_dim %c_103, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %240 = stablehlo.compare NE, %237, %239, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %c_104 = stablehlo.constant dense<0> : tensor<i32>
      %241 = stablehlo.broadcast_in_dim %c_104, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %242 = stablehlo.compare NE, %238, %241, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %243 = stablehlo.and %240, %242 : tensor<8x1x1x7xi1>
      %244 = stablehlo.convert %243 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %245 = stablehlo.compare LT, %iterArg_87, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_106 = stablehlo.constant dense<7> : tensor<i32>
      %246 = stablehlo.add %iterArg_87, %c_106 : tensor<i32>
      %247 = stablehlo.select %245, %246, %iterArg_87 : tensor<i1>, tensor<i32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %c_109 = stablehlo.constant dense<0> : tensor<i32>
      %248 = stablehlo.dynamic_update_slice %iterArg_88, %218, %c_107, %247, %c_108, %c_109 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_110 = stablehlo.constant dense<0> : tensor<i32>
      %249 = stablehlo.compare LT, %iterArg_87, %c_110, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_111 = stablehlo.constant dense<7> : tensor<i32>
      %250 = stablehlo.add %iterArg_87, %c_111 : tensor<i32>
      %251 = stablehlo.select %249, %250, %iterArg_87 : tensor<i1>, tensor<i32>
      %c_112 = stablehlo.constant dense<0> : tensor<i32>
      %c_113 = stablehlo.constant dense<0> : tensor<i32>
      %c_114 = stablehlo.constant dense<0> : tensor<i32>
      %252 = stablehlo.dynamic_update_slice %iterArg_89, %219, %c_112, %251, %c_113, %c_114 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_115 = stablehlo.constant dense<1> : tensor<i32>
      %253 = stablehlo.add %iterArg_87, %c_115 : tensor<i32>
      %254 = stablehlo.iota dim = 0 : tensor<7xi32>
      %c_116 = stablehlo.constant dense<1> : tensor<i32>
      %255 = stablehlo.add %iterArg_87, %c_116 : tensor<i32>
      %256 = stablehlo.broadcast_in_dim %255, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %257 = stablehlo.compare LT, %254, %256, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
      %258 = stablehlo.broadcast_in_dim %257, dims = [3] : (tensor<7xi1>) -> tensor<8x1x1x7xi1>
      %259 = stablehlo.convert %258 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %260 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %261 = stablehlo.compare NE, %259, %260, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %263 = stablehlo.compare NE, %244, %262, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %264 = stablehlo.and %261, %263 : tensor<8x1x1x7xi1>
      %265 = stablehlo.convert %264 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %266 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %267 = stablehlo.compare GT, %265, %266, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %268 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %269 = stablehlo.convert %268 : tensor<8x1x1x7xf32>
      %cst_121 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %270 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %271 = stablehlo.select %267, %269, %270 : tensor<8x1x1x7xi1>, tensor<8x1x1x7xf32>
      %272 = stablehlo.iota dim = 0 : tensor<7xi32>
      %273 = stablehlo.broadcast_in_dim %272, dims = [0] : (tensor<7xi32>) -> tensor<7x1xi32>
      %274 = stablehlo.iota dim = 0 : tensor<7xi32>
      %275 = stablehlo.broadcast_in_dim %274, dims = [1] : (tensor<7xi32>) -> tensor<1x7xi32>
      %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1] : (tensor<1x7xi32>) -> tensor<7x7xi32>
      %277 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<7x1xi32>) -> tensor<7x7xi32>
      %278 = stablehlo.subtract %276, %277 : tensor<7x7xi32>
      %c_122 = stablehlo.constant dense<0> : tensor<i32>
      %279 = func.call @clip_5(%278, %c_122) : (tensor<7x7xi32>, tensor<i32>) -> tensor<7x7xi32>
      %280 = stablehlo.negate %279 : tensor<7x7xi32>
      %c_123 = stablehlo.constant dense<16> : tensor<i32>
      %281 = stablehlo.broadcast_in_dim %c_123, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
      %282 = stablehlo.compare LT, %280, %281, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
      %283 = stablehlo.convert %280 : (tensor<7x7xi32>) -> tensor<7x7xf32>
      %cst_124 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %284 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
      %285 = stablehlo.divide %283, %284 : tensor<7x7xf32>
      %286 = stablehlo.log %285 : tensor<7x7xf32>
      %cst_125 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %287 = stablehlo.log %cst_125 : tensor<f32>
      %288 = stablehlo.convert %287 : tensor<f32>
      %289 = stablehlo.broadcast_in_dim %288, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
      %290 = stablehlo.divide %286, %289 : tensor<7x7xf32>
      %cst_126 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %291 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
      %292 = stablehlo.multiply %290, %291 : tensor<7x7xf32>
      %cst_127 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %293 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
      %294 = stablehlo.add %293, %292 : tensor<7x7xf32>
      %c_128 = stablehlo.constant dense<31> : tensor<i32>
      %295 = func.call @clip_6(%294, %c_128) : (tensor<7x7xf32>, tensor<i32>) -> tensor<7x7xf32>
      %296 = func.call @_where_7(%282, %280, %295) : (tensor<7x7xi1>, tensor<7x7xi32>, tensor<7x7xf32>) -> tensor<7x7xf32>
      %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %297 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
      %298 = stablehlo.add %297, %296 : tensor<7x7xf32>
      %299 = stablehlo.convert %298 : (tensor<7x7xf32>) -> tensor<7x7xi32>
      %300 = func.call @_take_8(%iterArg_57, %299) : (tensor<32x4xf32>, tensor<7x7xi32>) -> tensor<7x7x4xf32>
      %301 = stablehlo.transpose %300, dims = [2, 0, 1] : (tensor<7x7x4xf32>) -> tensor<4x7x7xf32>
      %302 = stablehlo.broadcast_in_dim %301, dims = [1, 2, 3] : (tensor<4x7x7xf32>) -> tensor<1x4x7x7xf32>
      %c_130 = stablehlo.constant dense<0> : tensor<i32>
      %303 = stablehlo.compare LT, %iterArg_87, %c_130, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_131 = stablehlo.constant dense<7> : tensor<i32>
      %304 = stablehlo.add %iterArg_87, %c_131 : tensor<i32>
      %305 = stablehlo.select %303, %304, %iterArg_87 : tensor<i1>, tensor<i32>
      %c_132 = stablehlo.constant dense<0> : tensor<i32>
      %c_133 = stablehlo.constant dense<0> : tensor<i32>
      %c_134 = stablehlo.constant dense<0> : tensor<i32>
      %306 = stablehlo.dynamic_slice %302, %c_132, %c_133, %305, %c_134, sizes = [1, 4, 1, 7] : (tensor<1x4x7x7xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x1x7xf32>
      %307 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x4x1x7xf32>) -> tensor<8x4x1x7xf32>
      %308 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 3] : (tensor<8x1x1x7xf32>) -> tensor<8x4x1x7xf32>
      %309 = stablehlo.add %307, %308 : tensor<8x4x1x7xf32>
      %cst_135 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %310 = stablehlo.sqrt %cst_135 : tensor<f32>
      %311 = stablehlo.convert %310 : tensor<f32>
      %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %313 = stablehlo.divide %223, %312 : tensor<8x1x4x16xf32>
      %314 = stablehlo.dot_general %313, %248, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x7x4x16xf32>) -> tensor<8x4x1x7xf32>
      %315 = stablehlo.add %314, %309 : tensor<8x4x1x7xf32>
      %cst_136 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %316 = stablehlo.reduce(%315 init: %cst_136) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %317 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %318 = stablehlo.maximum %317, %316 : tensor<8x4x1xf32>
      %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %321 = stablehlo.subtract %315, %320 : tensor<8x4x1x7xf32>
      %322 = stablehlo.exponential %321 : tensor<8x4x1x7xf32>
      %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %323 = stablehlo.reduce(%322 init: %cst_138) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %326 = stablehlo.divide %322, %325 : tensor<8x4x1x7xf32>
      %327 = stablehlo.dot_general %252, %326, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x7x4x16xf32>, tensor<8x4x1x7xf32>) -> tensor<8x4x16x1xf32>
      %328 = stablehlo.transpose %327, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %329 = stablehlo.reshape %328 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %330 = stablehlo.dot_general %329, %iterArg_58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %331 = stablehlo.add %200, %330 : tensor<8x1x64xf32>
      %332 = stablehlo.multiply %331, %331 : tensor<8x1x64xf32>
      %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %333 = stablehlo.reduce(%332 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_140 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %335 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %336 = stablehlo.divide %334, %335 : tensor<8x1x1xf32>
      %cst_141 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %337 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %338 = stablehlo.add %336, %337 : tensor<8x1x1xf32>
      %339 = stablehlo.sqrt %338 : tensor<8x1x1xf32>
      %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %341 = stablehlo.divide %331, %340 : tensor<8x1x64xf32>
      %342 = stablehlo.broadcast_in_dim %iterArg_59, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %344 = stablehlo.multiply %343, %341 : tensor<8x1x64xf32>
      %345 = stablehlo.dot_general %344, %iterArg_60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %346 = stablehlo.dot_general %iterArg_51, %iterArg_61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %347 = stablehlo.dot_general %iterArg_51, %iterArg_62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %348 = stablehlo.reshape %345 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %349 = stablehlo.reshape %346 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %350 = stablehlo.reshape %347 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %cst_142 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %351 = stablehlo.sqrt %cst_142 : tensor<f32>
      %352 = stablehlo.convert %351 : tensor<f32>
      %353 = stablehlo.broadcast_in_dim %352, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %354 = stablehlo.multiply %348, %353 : tensor<8x1x4x16xf32>
      %355 = stablehlo.broadcast_in_dim %199, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
      %c_143 = stablehlo.constant dense<0> : tensor<i32>
      %356 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
      %357 = stablehlo.compare GT, %355, %356, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
      %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %358 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
      %359 = stablehlo.convert %358 : tensor<8x1x1x16xf32>
      %cst_145 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %360 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
      %361 = stablehlo.select %357, %359, %360 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
      %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %362 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
      %363 = stablehlo.add %362, %361 : tensor<8x1x1x16xf32>
      %cst_147 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %364 = stablehlo.sqrt %cst_147 : tensor<f32>
      %365 = stablehlo.convert %364 : tensor<f32>
      %366 = stablehlo.broadcast_in_dim %365, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %367 = stablehlo.divide %354, %366 : tensor<8x1x4x16xf32>
      %368 = stablehlo.dot_general %367, %349, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x1x16xf32>
      %369 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x1x16xf32>
      %370 = stablehlo.add %368, %369 : tensor<8x4x1x16xf32>
      %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %371 = stablehlo.reduce(%370 init: %cst_148) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_149 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %372 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %373 = stablehlo.maximum %372, %371 : tensor<8x4x1xf32>
      %374 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %376 = stablehlo.subtract %370, %375 : tensor<8x4x1x16xf32>
      %377 = stablehlo.exponential %376 : tensor<8x4x1x16xf32>
      %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_150) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %381 = stablehlo.divide %377, %380 : tensor<8x4x1x16xf32>
      %382 = stablehlo.dot_general %350, %381, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x1xf32>
      %383 = stablehlo.transpose %382, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %384 = stablehlo.reshape %383 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %385 = stablehlo.dot_general %384, %iterArg_63, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %386 = stablehlo.add %331, %385 : tensor<8x1x64xf32>
      %387 = stablehlo.multiply %386, %386 : tensor<8x1x64xf32>
      %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %388 = stablehlo.reduce(%387 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_152 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %390 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %391 = stablehlo.divide %389, %390 : tensor<8x1x1xf32>
      %cst_153 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %392 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %393 = stablehlo.add %391, %392 : tensor<8x1x1xf32>
      %394 = stablehlo.sqrt %393 : tensor<8x1x1xf32>
      %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %396 = stablehlo.divide %386, %395 : tensor<8x1x64xf32>
      %397 = stablehlo.broadcast_in_dim %iterArg_64, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %399 = stablehlo.multiply %398, %396 : tensor<8x1x64xf32>
      %400 = stablehlo.dot_general %399, %iterArg_65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %401 = func.call @relu_10(%400) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
      %402 = stablehlo.dot_general %401, %iterArg_66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
      %403 = stablehlo.add %386, %402 : tensor<8x1x64xf32>
      %404 = stablehlo.multiply %403, %403 : tensor<8x1x64xf32>
      %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %405 = stablehlo.reduce(%404 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_155 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %407 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %408 = stablehlo.divide %406, %407 : tensor<8x1x1xf32>
      %cst_156 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %409 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %410 = stablehlo.add %408, %409 : tensor<8x1x1xf32>
      %411 = stablehlo.sqrt %410 : tensor<8x1x1xf32>
      %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %413 = stablehlo.divide %403, %412 : tensor<8x1x64xf32>
      %414 = stablehlo.broadcast_in_dim %iterArg_67, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %416 = stablehlo.multiply %415, %413 : tensor<8x1x64xf32>
      %417 = stablehlo.dot_general %416, %iterArg_68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %418 = stablehlo.dot_general %416, %iterArg_69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %419 = stablehlo.dot_general %416, %iterArg_70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %420 = stablehlo.reshape %417 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %421 = stablehlo.reshape %418 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %422 = stablehlo.reshape %419 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %cst_157 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %423 = stablehlo.sqrt %cst_157 : tensor<f32>
      %424 = stablehlo.convert %423 : tensor<f32>
      %425 = stablehlo.broadcast_in_dim %424, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %426 = stablehlo.multiply %420, %425 : tensor<8x1x4x16xf32>
      %427 = stablehlo.iota dim = 0 : tensor<7xi32>
      %428 = stablehlo.broadcast_in_dim %427, dims = [1] : (tensor<7xi32>) -> tensor<8x7xi32>
      %429 = stablehlo.broadcast_in_dim %428, dims = [0, 1] : (tensor<8x7xi32>) -> tensor<8x7x1xi32>
      %430 = stablehlo.broadcast_in_dim %428, dims = [0, 2] : (tensor<8x7xi32>) -> tensor<8x1x7xi32>
      %431 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x7x1xi32>) -> tensor<8x7x7xi32>
      %432 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<8x1x7xi32>) -> tensor<8x7x7xi32>
      %433 = stablehlo.compare GE, %431, %432, SIGNED : (tensor<8x7x7xi32>, tensor<8x7x7xi32>) -> tensor<8x7x7xi1>
      %434 = stablehlo.broadcast_in_dim %433, dims = [0, 2, 3] : (tensor<8x7x7xi1>) -> tensor<8x1x7x7xi1>
      %c_158 = stablehlo.constant dense<0> : tensor<i32>
      %435 = stablehlo.compare LT, %iterArg_90, %c_158, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_159 = stablehlo.constant dense<7> : tensor<i32>
      %436 = stablehlo.add %iterArg_90, %c_159 : tensor<i32>
      %437 = stablehlo.select %435, %436, %iterArg_90 : tensor<i1>, tensor<i32>
      %c_160 = stablehlo.constant dense<0> : tensor<i32>
      %c_161 = stablehlo.constant dense<0> : tensor<i32>
      %c_162 = stablehlo.constant dense<0> : tensor<i32>
      %438 = stablehlo.dynamic_slice %434, %c_160, %c_161, %437, %c_162, sizes = [1, 1, 1, 7] : (tensor<8x1x7x7xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x7xi1>
      %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2, 3] : (tensor<1x1x1x7xi1>) -> tensor<8x1x1x7xi1>
      %440 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x7xi32>) -> tensor<8x1x1x7xi32>
      %441 = stablehlo.convert %439 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xi32>
      %c_163 = stablehlo.constant dense<0> : tensor<i32>
      %442 = stablehlo.broadcast_in_dim %c_163, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %443 = stablehlo.compare NE, %440, %442, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %c_164 = stablehlo.constant dense<0> : tensor<i32>
      %444 = stablehlo.broadcast_in_dim %c_164, dims = [] : (tensor<i32>) -> tensor<8x1x1x7xi32>
      %445 = stablehlo.compare NE, %441, %444, SIGNED : (tensor<8x1x1x7xi32>, tensor<8x1x1x7xi32>) -> tensor<8x1x1x7xi1>
      %446 = stablehlo.and %443, %445 : tensor<8x1x1x7xi1>
      %447 = stablehlo.convert %446 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %c_165 = stablehlo.constant dense<0> : tensor<i32>
      %448 = stablehlo.compare LT, %iterArg_90, %c_165, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_166 = stablehlo.constant dense<7> : tensor<i32>
      %449 = stablehlo.add %iterArg_90, %c_166 : tensor<i32>
      %450 = stablehlo.select %448, %449, %iterArg_90 : tensor<i1>, tensor<i32>
      %c_167 = stablehlo.constant dense<0> : tensor<i32>
      %c_168 = stablehlo.constant dense<0> : tensor<i32>
      %c_169 = stablehlo.constant dense<0> : tensor<i32>
      %451 = stablehlo.dynamic_update_slice %iterArg_91, %421, %c_167, %450, %c_168, %c_169 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_170 = stablehlo.constant dense<0> : tensor<i32>
      %452 = stablehlo.compare LT, %iterArg_90, %c_170, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_171 = stablehlo.constant dense<7> : tensor<i32>
      %453 = stablehlo.add %iterArg_90, %c_171 : tensor<i32>
      %454 = stablehlo.select %452, %453, %iterArg_90 : tensor<i1>, tensor<i32>
      %c_172 = stablehlo.constant dense<0> : tensor<i32>
      %c_173 = stablehlo.constant dense<0> : tensor<i32>
      %c_174 = stablehlo.constant dense<0> : tensor<i32>
      %455 = stablehlo.dynamic_update_slice %iterArg_92, %422, %c_172, %454, %c_173, %c_174 : (tensor<8x7x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x7x4x16xf32>
      %c_175 = stablehlo.constant dense<1> : tensor<i32>
      %456 = stablehlo.add %iterArg_90, %c_175 : tensor<i32>
      %457 = stablehlo.iota dim = 0 : tensor<7xi32>
      %c_176 = stablehlo.constant dense<1> : tensor<i32>
      %458 = stablehlo.add %iterArg_90, %c_176 : tensor<i32>
      %459 = stablehlo.broadcast_in_dim %458, dims = [] : (tensor<i32>) -> tensor<7xi32>
      %460 = stablehlo.compare LT, %457, %459, SIGNED : (tensor<7xi32>, tensor<7xi32>) -> tensor<7xi1>
      %461 = stablehlo.broadcast_in_dim %460, dims = [3] : (tensor<7xi1>) -> tensor<8x1x1x7xi1>
      %462 = stablehlo.convert %461 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %463 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %464 = stablehlo.compare NE, %462, %463, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %465 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %466 = stablehlo.compare NE, %447, %465, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %467 = stablehlo.and %464, %466 : tensor<8x1x1x7xi1>
      %468 = stablehlo.convert %467 : (tensor<8x1x1x7xi1>) -> tensor<8x1x1x7xf32>
      %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %469 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %470 = stablehlo.compare GT, %468, %469, FLOAT : (tensor<8x1x1x7xf32>, tensor<8x1x1x7xf32>) -> tensor<8x1x1x7xi1>
      %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %471 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %472 = stablehlo.convert %471 : tensor<8x1x1x7xf32>
      %cst_181 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %473 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x1x1x7xf32>
      %474 = stablehlo.select %470, %472, %473 : tensor<8x1x1x7xi1>, tensor<8x1x1x7xf32>
      %cst_182 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %475 = stablehlo.sqrt %cst_182 : tensor<f32>
      %476 = stablehlo.convert %475 : tensor<f32>
      %477 = stablehlo.broadcast_in_dim %476, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %478 = stablehlo.divide %426, %477 : tensor<8x1x4x16xf32>
      %479 = stablehlo.dot_general %478, %451, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x7x4x16xf32>) -> tensor<8x4x1x7xf32>
      %480 = stablehlo.add %479, %309 : tensor<8x4x1x7xf32>
      %cst_183 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %481 = stablehlo.reduce(%480 init: %cst_183) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_184 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %482 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %483 = stablehlo.maximum %482, %481 : tensor<8x4x1xf32>
      %484 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %485 = stablehlo.broadcast_in_dim %484, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %486 = stablehlo.subtract %480, %485 : tensor<8x4x1x7xf32>
      %487 = stablehlo.exponential %486 : tensor<8x4x1x7xf32>
      %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %488 = stablehlo.reduce(%487 init: %cst_185) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x7xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %490 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x7xf32>
      %491 = stablehlo.divide %487, %490 : tensor<8x4x1x7xf32>
      %492 = stablehlo.dot_general %455, %491, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x7x4x16xf32>, tensor<8x4x1x7xf32>) -> tensor<8x4x16x1xf32>
      %493 = stablehlo.transpose %492, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %494 = stablehlo.reshape %493 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %495 = stablehlo.dot_general %494, %iterArg_71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %496 = stablehlo.add %403, %495 : tensor<8x1x64xf32>
      %497 = stablehlo.multiply %496, %496 : tensor<8x1x64xf32>
      %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %498 = stablehlo.reduce(%497 init: %cst_186) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_187 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %500 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %501 = stablehlo.divide %499, %500 : tensor<8x1x1xf32>
      %cst_188 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %502 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %503 = stablehlo.add %501, %502 : tensor<8x1x1xf32>
      %504 = stablehlo.sqrt %503 : tensor<8x1x1xf32>
      %505 = stablehlo.broadcast_in_dim %504, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %506 = stablehlo.divide %496, %505 : tensor<8x1x64xf32>
      %507 = stablehlo.broadcast_in_dim %iterArg_72, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %509 = stablehlo.multiply %508, %506 : tensor<8x1x64xf32>
      %510 = stablehlo.dot_general %509, %iterArg_73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %511 = stablehlo.dot_general %iterArg_51, %iterArg_74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %512 = stablehlo.dot_general %iterArg_51, %iterArg_75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
      %513 = stablehlo.reshape %510 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %514 = stablehlo.reshape %511 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %515 = stablehlo.reshape %512 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
      %cst_189 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %516 = stablehlo.sqrt %cst_189 : tensor<f32>
      %517 = stablehlo.convert %516 : tensor<f32>
      %518 = stablehlo.broadcast_in_dim %517, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %519 = stablehlo.multiply %513, %518 : tensor<8x1x4x16xf32>
      %520 = stablehlo.broadcast_in_dim %199, dims = [0, 3] : (tensor<8x16xi32>) -> tensor<8x1x1x16xi32>
      %c_190 = stablehlo.constant dense<0> : tensor<i32>
      %521 = stablehlo.broadcast_in_dim %c_190, dims = [] : (tensor<i32>) -> tensor<8x1x1x16xi32>
      %522 = stablehlo.compare GT, %520, %521, SIGNED : (tensor<8x1x1x16xi32>, tensor<8x1x1x16xi32>) -> tensor<8x1x1x16xi1>
      %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %523 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
      %524 = stablehlo.convert %523 : tensor<8x1x1x16xf32>
      %cst_192 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %525 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
      %526 = stablehlo.select %522, %524, %525 : tensor<8x1x1x16xi1>, tensor<8x1x1x16xf32>
      %cst_193 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %527 = stablehlo.sqrt %cst_193 : tensor<f32>
      %528 = stablehlo.convert %527 : tensor<f32>
      %529 = stablehlo.broadcast_in_dim %528, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %530 = stablehlo.divide %519, %529 : tensor<8x1x4x16xf32>
      %531 = stablehlo.dot_general %530, %514, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x16x4x16xf32>) -> tensor<8x4x1x16xf32>
      %532 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x4x1x16xf32>
      %533 = stablehlo.add %531, %532 : tensor<8x4x1x16xf32>
      %cst_194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %534 = stablehlo.reduce(%533 init: %cst_194) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_195 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %535 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %536 = stablehlo.maximum %535, %534 : tensor<8x4x1xf32>
      %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %538 = stablehlo.broadcast_in_dim %537, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %539 = stablehlo.subtract %533, %538 : tensor<8x4x1x16xf32>
      %540 = stablehlo.exponential %539 : tensor<8x4x1x16xf32>
      %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %541 = stablehlo.reduce(%540 init: %cst_196) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x16xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %543 = stablehlo.broadcast_in_dim %542, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x16xf32>
      %544 = stablehlo.divide %540, %543 : tensor<8x4x1x16xf32>
      %545 = stablehlo.dot_general %515, %544, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x4x1x16xf32>) -> tensor<8x4x16x1xf32>
      %546 = stablehlo.transpose %545, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %547 = stablehlo.reshape %546 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %548 = stablehlo.dot_general %547, %iterArg_76, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %549 = stablehlo.add %496, %548 : tensor<8x1x64xf32>
      %550 = stablehlo.multiply %549, %549 : tensor<8x1x64xf32>
      %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %551 = stablehlo.reduce(%550 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %552 = stablehlo.broadcast_in_dim %551, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_198 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %553 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %554 = stablehlo.divide %552, %553 : tensor<8x1x1xf32>
      %cst_199 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %555 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %556 = stablehlo.add %554, %555 : tensor<8x1x1xf32>
      %557 = stablehlo.sqrt %556 : tensor<8x1x1xf32>
      %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %559 = stablehlo.divide %549, %558 : tensor<8x1x64xf32>
      %560 = stablehlo.broadcast_in_dim %iterArg_77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %562 = stablehlo.multiply %561, %559 : tensor<8x1x64xf32>
      %563 = stablehlo.dot_general %562, %iterArg_78, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %564 = func.call @relu_10(%563) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
      %565 = stablehlo.dot_general %564, %iterArg_79, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
      %566 = stablehlo.add %549, %565 : tensor<8x1x64xf32>
      %567 = stablehlo.multiply %566, %566 : tensor<8x1x64xf32>
      %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %568 = stablehlo.reduce(%567 init: %cst_200) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_201 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %570 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %571 = stablehlo.divide %569, %570 : tensor<8x1x1xf32>
      %cst_202 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %572 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %573 = stablehlo.add %571, %572 : tensor<8x1x1xf32>
      %574 = stablehlo.sqrt %573 : tensor<8x1x1xf32>
      %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %576 = stablehlo.divide %566, %575 : tensor<8x1x64xf32>
      %577 = stablehlo.broadcast_in_dim %iterArg_80, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %579 = stablehlo.multiply %578, %576 : tensor<8x1x64xf32>
      %cst_203 = stablehlo.constant dense<1.250000e-01> : tensor<f32>
      %580 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
      %581 = stablehlo.multiply %579, %580 : tensor<8x1x64xf32>
      %582 = stablehlo.transpose %iterArg_52, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %583 = stablehlo.dot_general %581, %582, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
      %584 = stablehlo.reshape %583 : (tensor<8x1x512xf32>) -> tensor<8x512xf32>
      %c_204 = stablehlo.constant dense<0> : tensor<i32>
      %585 = stablehlo.subtract %iterArg_83, %c_204 : tensor<i32>
      %c_205 = stablehlo.constant dense<1> : tensor<i32>
      %c_206 = stablehlo.constant dense<0> : tensor<i32>
      %586 = func.call @clip_11(%585, %c_205, %c_206) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_207 = stablehlo.constant dense<1> : tensor<i32>
      %587 = stablehlo.subtract %c_207, %586 : tensor<i32>
      %c_208 = stablehlo.constant dense<2> : tensor<i32>
      %588 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_209 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %589 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %590 = "stablehlo.scatter"(%584, %588, %589) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg48: tensor<f32>, %arg49: tensor<f32>):
        stablehlo.return %arg49 : tensor<f32>
      }) : (tensor<8x512xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x512xf32>
      %591 = func.call @_where_12(%587, %590, %584) : (tensor<i32>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
      %592 = func.call @argmax(%591) : (tensor<8x512xf32>) -> tensor<8xi32>
      %593 = stablehlo.not %iterArg_86 : tensor<8xi1>
      %594 = stablehlo.convert %593 : (tensor<8xi1>) -> tensor<8xi32>
      %595 = stablehlo.multiply %592, %594 : tensor<8xi32>
      %596 = stablehlo.convert %iterArg_86 : (tensor<8xi1>) -> tensor<8xi32>
      %597 = stablehlo.broadcast_in_dim %iterArg_81, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %598 = stablehlo.multiply %597, %596 : tensor<8xi32>
      %599 = stablehlo.add %595, %598 : tensor<8xi32>
      %600 = stablehlo.broadcast_in_dim %iterArg_82, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %601 = stablehlo.compare EQ, %599, %600, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %602 = stablehlo.or %iterArg_86, %601 : tensor<8xi1>
      %603 = stablehlo.broadcast_in_dim %599, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %c_210 = stablehlo.constant dense<0> : tensor<i32>
      %604 = stablehlo.compare LT, %iterArg_83, %c_210, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %605 = stablehlo.convert %iterArg_83 : tensor<i32>
      %c_211 = stablehlo.constant dense<7> : tensor<i32>
      %606 = stablehlo.add %605, %c_211 : tensor<i32>
      %607 = stablehlo.select %604, %606, %iterArg_83 : tensor<i1>, tensor<i32>
      %c_212 = stablehlo.constant dense<0> : tensor<i32>
      %608 = stablehlo.dynamic_update_slice %iterArg_84, %603, %c_212, %607 : (tensor<8x7xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x7xi32>
      %c_213 = stablehlo.constant dense<1> : tensor<i32>
      %609 = stablehlo.add %iterArg_83, %c_213 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_51, %iterArg_52, %iterArg_53, %iterArg_54, %iterArg_55, %iterArg_56, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %609, %608, %603, %602, %253, %248, %252, %456, %451, %455 : tensor<8x7xi32>, tensor<8x16x64xf32>, tensor<512x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<32x4xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x7xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>, tensor<i32>, tensor<8x7x4x16xf32>, tensor<8x7x4x16xf32>
    }
    return %197#34 : tensor<8x7xi32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x16xi32>) -> tensor<8x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    return %16 : tensor<8x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @clip(%arg0: tensor<16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<16x16xf32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<16x16xf32>
    return %2 : tensor<16x16xf32>
  }
  func.func private @_where_0(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<16x16xi32>) -> tensor<16x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<16x16xi1>, tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @_take_1(%arg0: tensor<32x4xf32>, %arg1: tensor<16x16xi32>) -> tensor<16x16x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<16x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<16x16xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<16x16xi1>, tensor<16x16xi32>, tensor<16x16xi32>) -> tensor<16x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<16x16xi32>) -> tensor<16x16x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<16x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<16x16x1xi32>, tensor<16x16x1xi32>) -> tensor<16x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<16x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<16x16x1xi1>, tensor<i1>) -> tensor<16x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<16x16x1xi32>) -> tensor<16x16x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<16x16xi1>) -> tensor<16x16x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16x16x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<16x16x4xi1>, tensor<16x16x4xf32>
    return %16 : tensor<16x16x4xf32>
  }
  func.func private @_where_2(%arg0: tensor<16x16xi1>, %arg1: tensor<16x16xi32>, %arg2: tensor<16x16xi32>) -> tensor<16x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<16x16xi1>, tensor<16x16xi32>
    return %0 : tensor<16x16xi32>
  }
  func.func private @relu(%arg0: tensor<8x16x128xf32>) -> tensor<8x16x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x128xf32>
    return %1 : tensor<8x16x128xf32>
  }
  func.func private @_take_3(%arg0: tensor<512x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_4(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x64xi1>, tensor<8x1x64xf32>
    return %16 : tensor<8x1x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @clip_5(%arg0: tensor<7x7xi32>, %arg1: tensor<i32>) -> tensor<7x7xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<7x7xi32>
    return %2 : tensor<7x7xi32>
  }
  func.func private @clip_6(%arg0: tensor<7x7xf32>, %arg1: tensor<i32>) -> tensor<7x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7x7xf32>
    %2 = stablehlo.minimum %1, %arg0 : tensor<7x7xf32>
    return %2 : tensor<7x7xf32>
  }
  func.func private @_where_7(%arg0: tensor<7x7xi1>, %arg1: tensor<7x7xi32>, %arg2: tensor<7x7xf32>) -> tensor<7x7xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<7x7xi32>) -> tensor<7x7xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<7x7xi1>, tensor<7x7xf32>
    return %1 : tensor<7x7xf32>
  }
  func.func private @_take_8(%arg0: tensor<32x4xf32>, %arg1: tensor<7x7xi32>) -> tensor<7x7x4xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi1>
    %c_0 = stablehlo.constant dense<32> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<7x7xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<7x7xi32>
    %4 = call @_where_9(%1, %3, %arg1) : (tensor<7x7xi1>, tensor<7x7xi32>, tensor<7x7xi32>) -> tensor<7x7xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<7x7xi32>) -> tensor<7x7x1xi32>
    %c_1 = stablehlo.constant dense<31> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<7x7x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<7x7x1xi32>, tensor<7x7x1xi32>) -> tensor<7x7x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<7x7x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<7x7x1xi32>, tensor<7x7x1xi32>) -> tensor<7x7x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<7x7x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<7x7x1xi1>, tensor<i1>) -> tensor<7x7xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4>}> : (tensor<32x4xf32>, tensor<7x7x1xi32>) -> tensor<7x7x4xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<7x7xi1>) -> tensor<7x7x4xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7x7x4xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<7x7x4xi1>, tensor<7x7x4xf32>
    return %16 : tensor<7x7x4xf32>
  }
  func.func private @_where_9(%arg0: tensor<7x7xi1>, %arg1: tensor<7x7xi32>, %arg2: tensor<7x7xi32>) -> tensor<7x7xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<7x7xi1>, tensor<7x7xi32>
    return %0 : tensor<7x7xi32>
  }
  func.func private @relu_10(%arg0: tensor<8x1x128xf32>) -> tensor<8x1x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x128xf32>
    return %1 : tensor<8x1x128xf32>
  }
  func.func private @clip_11(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg2, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg1, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_12(%arg0: tensor<i32>, %arg1: tensor<8x512xf32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<8x512xf32>
    return %1 : tensor<8x512xf32>
  }
  func.func private @argmax(%arg0: tensor<8x512xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x512xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x512xf32>, tensor<8x512xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
}
