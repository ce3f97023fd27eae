module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg7: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg10: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg16: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg18: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg21: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg26: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x512xf32> {jax.result_info = "result[0][1]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][2]"}, tensor<16xf32> {jax.result_info = "result[0][3]"}, tensor<64x2x16xf32> {jax.result_info = "result[0][4]"}, tensor<16xf32> {jax.result_info = "result[0][5]"}, tensor<64x2x16xf32> {jax.result_info = "result[0][6]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][7]"}, tensor<64xf32> {jax.result_info = "result[0][8]"}, tensor<64x4xf32> {jax.result_info = "result[0][9]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][10]"}, tensor<4x64x64xf32> {jax.result_info = "result[0][11]"}, tensor<64xf32> {jax.result_info = "result[0][12]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][13]"}, tensor<16xf32> {jax.result_info = "result[0][14]"}, tensor<64x2x16xf32> {jax.result_info = "result[0][15]"}, tensor<16xf32> {jax.result_info = "result[0][16]"}, tensor<64x2x16xf32> {jax.result_info = "result[0][17]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][18]"}, tensor<64xf32> {jax.result_info = "result[0][19]"}, tensor<64x4xf32> {jax.result_info = "result[0][20]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][21]"}, tensor<4x64x64xf32> {jax.result_info = "result[0][22]"}, tensor<64xf32> {jax.result_info = "result[0][23]"}, tensor<64xf32> {jax.result_info = "result[0][24]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg26) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg25, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %2 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %4 = stablehlo.add %2, %3 : tensor<32xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %6 = stablehlo.iota dim = 0 : tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %8 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %10 = stablehlo.compare GE, %8, %9, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %13 = stablehlo.convert %12 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %14 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %15 = stablehlo.minimum %14, %13 : tensor<8x32x32xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %16 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.power %0#0, %17 : tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %21 = stablehlo.compare EQ, %19, %20, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.compare EQ, %19, %23, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %26 = stablehlo.select %24, %25, %19 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %28 = stablehlo.subtract %19, %27 : tensor<8x32x64xf32>
    %29 = stablehlo.power %0#0, %28 : tensor<8x32x64xf32>
    %30 = stablehlo.multiply %26, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.select %21, %22, %30 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.reduce(%18 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8x32x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x32x1xf32>
    %38 = stablehlo.rsqrt %37 : tensor<8x32x1xf32>
    %39 = stablehlo.divide %38, %37 : tensor<8x32x1xf32>
    %cst_9 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x32x1xf32>
    %42 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %43 = stablehlo.multiply %0#0, %42 : tensor<8x32x64xf32>
    %44 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<8x32x64xf32>
    %47 = stablehlo.dot_general %46, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %c_10 = stablehlo.constant dense<2> : tensor<i32>
    %48 = stablehlo.convert %c_10 : (tensor<i32>) -> tensor<f32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %50 = stablehlo.power %47, %49 : tensor<8x32x4x16xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %53 = stablehlo.compare EQ, %51, %52, FLOAT : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %56 = stablehlo.compare EQ, %51, %55, FLOAT : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xi1>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %58 = stablehlo.select %56, %57, %51 : tensor<8x32x4x16xi1>, tensor<8x32x4x16xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %60 = stablehlo.subtract %51, %59 : tensor<8x32x4x16xf32>
    %61 = stablehlo.power %47, %60 : tensor<8x32x4x16xf32>
    %62 = stablehlo.multiply %58, %61 : tensor<8x32x4x16xf32>
    %63 = stablehlo.select %53, %54, %62 : tensor<8x32x4x16xi1>, tensor<8x32x4x16xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%50 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8x32x4x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x32x4x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<8x32x4x1xf32>
    %71 = stablehlo.divide %70, %69 : tensor<8x32x4x1xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<8x32x4x1xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %75 = stablehlo.multiply %47, %74 : tensor<8x32x4x16xf32>
    %76 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<8x32x4x16xf32>
    %79 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.add %82, %81 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8xf32>
    %86 = stablehlo.negate %85 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.power %87, %86 : tensor<8xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8xf32>
    %91 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.add %91, %92 : tensor<32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %95 = stablehlo.dot_general %94, %90, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %98 = stablehlo.concatenate %96, %97, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %101 = stablehlo.cosine %100 : tensor<1x32x1x16xf32>
    %102 = stablehlo.sine %100 : tensor<1x32x1x16xf32>
    %103 = stablehlo.slice %78 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %104 = stablehlo.slice %78 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %105 = stablehlo.negate %104 : tensor<8x32x4x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %108 = stablehlo.concatenate %106, %107, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %110 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %111 = stablehlo.multiply %78, %110 : tensor<8x32x4x16xf32>
    %112 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<8x32x4x16xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x32x4x16xf32>
    %115 = stablehlo.dot_general %46, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %116 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %118 = stablehlo.power %115, %117 : tensor<8x32x2x16xf32>
    %cst_28 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %121 = stablehlo.compare EQ, %119, %120, FLOAT : (tensor<8x32x2x16xf32>, tensor<8x32x2x16xf32>) -> tensor<8x32x2x16xi1>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %124 = stablehlo.compare EQ, %119, %123, FLOAT : (tensor<8x32x2x16xf32>, tensor<8x32x2x16xf32>) -> tensor<8x32x2x16xi1>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %126 = stablehlo.select %124, %125, %119 : tensor<8x32x2x16xi1>, tensor<8x32x2x16xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %128 = stablehlo.subtract %119, %127 : tensor<8x32x2x16xf32>
    %129 = stablehlo.power %115, %128 : tensor<8x32x2x16xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<8x32x2x16xf32>
    %131 = stablehlo.select %121, %122, %130 : tensor<8x32x2x16xi1>, tensor<8x32x2x16xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%118 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x32x2x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %137 = stablehlo.add %135, %136 : tensor<8x32x2x1xf32>
    %138 = stablehlo.rsqrt %137 : tensor<8x32x2x1xf32>
    %139 = stablehlo.divide %138, %137 : tensor<8x32x2x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<8x32x2x1xf32>
    %142 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %143 = stablehlo.multiply %115, %142 : tensor<8x32x2x16xf32>
    %144 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %146 = stablehlo.multiply %143, %145 : tensor<8x32x2x16xf32>
    %147 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %149 = stablehlo.multiply %148, %147 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %151 = stablehlo.add %150, %149 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %153 = stablehlo.divide %151, %152 : tensor<8xf32>
    %154 = stablehlo.negate %153 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %156 = stablehlo.power %155, %154 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8xf32>
    %159 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %161 = stablehlo.add %159, %160 : tensor<32xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %163 = stablehlo.dot_general %162, %158, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %166 = stablehlo.concatenate %164, %165, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %169 = stablehlo.cosine %168 : tensor<1x32x1x16xf32>
    %170 = stablehlo.sine %168 : tensor<1x32x1x16xf32>
    %171 = stablehlo.slice %146 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %172 = stablehlo.slice %146 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %173 = stablehlo.negate %172 : tensor<8x32x2x8xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %175 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %176 = stablehlo.concatenate %174, %175, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %177 = stablehlo.reshape %176 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %178 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %179 = stablehlo.multiply %146, %178 : tensor<8x32x2x16xf32>
    %180 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<8x32x2x16xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x32x2x16xf32>
    %183 = stablehlo.dot_general %46, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %184 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %185 = stablehlo.reshape %184 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %186 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %187 = stablehlo.reshape %186 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %188 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %190 = stablehlo.compare NE, %188, %189, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %191 = stablehlo.convert %190 : tensor<8x1x32x32xi1>
    %192 = stablehlo.reshape %114 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %193 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %194 = stablehlo.dot_general %192, %185, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_45 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %196 = stablehlo.multiply %194, %195 : tensor<8x4x32x1x32xf32>
    %c_46 = stablehlo.constant dense<true> : tensor<i1>
    %197 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %198 = stablehlo.broadcast_in_dim %197, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %199 = stablehlo.transpose %193, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %201 = stablehlo.and %198, %200 : tensor<1x8x4x32x32xi1>
    %cst_47 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %202 = call @_where_0(%201, %196, %cst_47) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %203 = stablehlo.reduce(%202 init: %cst_48) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %205 = stablehlo.maximum %204, %203 : tensor<1x8x4x32xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %208 = stablehlo.subtract %202, %207 : tensor<1x8x4x32x32xf32>
    %209 = stablehlo.exponential %208 : tensor<1x8x4x32x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_50) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %213 = stablehlo.divide %209, %212 : tensor<1x8x4x32x32xf32>
    %214 = stablehlo.multiply %211, %211 : tensor<1x8x4x32x1xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %216 = stablehlo.divide %215, %214 : tensor<1x8x4x32x1xf32>
    %217 = stablehlo.dot_general %187, %213, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %218 = stablehlo.transpose %217, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %219 = stablehlo.transpose %218, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %220 = stablehlo.reshape %219 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %221 = stablehlo.dot_general %220, %arg7, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %222 = stablehlo.add %221, %0#0 : tensor<8x32x64xf32>
    %c_52 = stablehlo.constant dense<2> : tensor<i32>
    %223 = stablehlo.convert %c_52 : (tensor<i32>) -> tensor<f32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %225 = stablehlo.power %222, %224 : tensor<8x32x64xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %228 = stablehlo.compare EQ, %226, %227, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %231 = stablehlo.compare EQ, %226, %230, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %233 = stablehlo.select %231, %232, %226 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %235 = stablehlo.subtract %226, %234 : tensor<8x32x64xf32>
    %236 = stablehlo.power %222, %235 : tensor<8x32x64xf32>
    %237 = stablehlo.multiply %233, %236 : tensor<8x32x64xf32>
    %238 = stablehlo.select %228, %229, %237 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%225 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %242 = stablehlo.divide %240, %241 : tensor<8x32x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %244 = stablehlo.add %242, %243 : tensor<8x32x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<8x32x1xf32>
    %246 = stablehlo.divide %245, %244 : tensor<8x32x1xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x32x1xf32>
    %249 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %250 = stablehlo.multiply %222, %249 : tensor<8x32x64xf32>
    %251 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %253 = stablehlo.multiply %250, %252 : tensor<8x32x64xf32>
    %254 = stablehlo.reshape %253 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %255 = stablehlo.dot_general %254, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_63 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_63) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %258 = stablehlo.maximum %257, %256 : tensor<256xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %261 = stablehlo.subtract %255, %260 : tensor<256x4xf32>
    %262 = stablehlo.exponential %261 : tensor<256x4xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_65) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %266 = stablehlo.divide %262, %265 : tensor<256x4xf32>
    %267 = stablehlo.multiply %264, %264 : tensor<256x1xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %269 = stablehlo.divide %268, %267 : tensor<256x1xf32>
    %values, %indices = chlo.top_k(%266, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %270 = stablehlo.reshape %indices : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %271 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %272 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %274 = stablehlo.multiply %271, %273 : tensor<256x2x4xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_67) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %276 = stablehlo.transpose %275, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %277 = stablehlo.dot_general %arg10, %254, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %278 = stablehlo.transpose %277, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %279 = stablehlo.slice %278 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %280 = stablehlo.slice %278 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %281:3 = call @silu(%279) : (tensor<4x256x64xf32>) -> (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>)
    %282 = stablehlo.multiply %280, %281#0 : tensor<4x256x64xf32>
    %283 = stablehlo.dot_general %282, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %284 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %286 = stablehlo.multiply %283, %285 : tensor<4x256x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%286 init: %cst_68) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %288 = stablehlo.reshape %287 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %289 = stablehlo.add %288, %222 : tensor<8x32x64xf32>
    %290 = stablehlo.broadcast_in_dim %arg25, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %291 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %293 = stablehlo.add %291, %292 : tensor<32xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %295 = stablehlo.iota dim = 0 : tensor<32xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %297 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %299 = stablehlo.compare GE, %297, %298, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %300 = stablehlo.broadcast_in_dim %299, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %302 = stablehlo.convert %301 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %303 = stablehlo.broadcast_in_dim %290, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %304 = stablehlo.minimum %303, %302 : tensor<8x32x32xi32>
    %c_70 = stablehlo.constant dense<2> : tensor<i32>
    %305 = stablehlo.convert %c_70 : (tensor<i32>) -> tensor<f32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %307 = stablehlo.power %289, %306 : tensor<8x32x64xf32>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %310 = stablehlo.compare EQ, %308, %309, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %313 = stablehlo.compare EQ, %308, %312, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %315 = stablehlo.select %313, %314, %308 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %317 = stablehlo.subtract %308, %316 : tensor<8x32x64xf32>
    %318 = stablehlo.power %289, %317 : tensor<8x32x64xf32>
    %319 = stablehlo.multiply %315, %318 : tensor<8x32x64xf32>
    %320 = stablehlo.select %310, %311, %319 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.reduce(%307 init: %cst_77) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %322 = stablehlo.broadcast_in_dim %321, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_78 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %324 = stablehlo.divide %322, %323 : tensor<8x32x1xf32>
    %cst_79 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %326 = stablehlo.add %324, %325 : tensor<8x32x1xf32>
    %327 = stablehlo.rsqrt %326 : tensor<8x32x1xf32>
    %328 = stablehlo.divide %327, %326 : tensor<8x32x1xf32>
    %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %330 = stablehlo.multiply %329, %328 : tensor<8x32x1xf32>
    %331 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %332 = stablehlo.multiply %289, %331 : tensor<8x32x64xf32>
    %333 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %335 = stablehlo.multiply %332, %334 : tensor<8x32x64xf32>
    %336 = stablehlo.dot_general %335, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %c_81 = stablehlo.constant dense<2> : tensor<i32>
    %337 = stablehlo.convert %c_81 : (tensor<i32>) -> tensor<f32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %339 = stablehlo.power %336, %338 : tensor<8x32x4x16xf32>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %342 = stablehlo.compare EQ, %340, %341, FLOAT : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xi1>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %345 = stablehlo.compare EQ, %340, %344, FLOAT : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xi1>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %347 = stablehlo.select %345, %346, %340 : tensor<8x32x4x16xi1>, tensor<8x32x4x16xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %349 = stablehlo.subtract %340, %348 : tensor<8x32x4x16xf32>
    %350 = stablehlo.power %336, %349 : tensor<8x32x4x16xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<8x32x4x16xf32>
    %352 = stablehlo.select %342, %343, %351 : tensor<8x32x4x16xi1>, tensor<8x32x4x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%339 init: %cst_88) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_89 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %356 = stablehlo.divide %354, %355 : tensor<8x32x4x1xf32>
    %cst_90 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %358 = stablehlo.add %356, %357 : tensor<8x32x4x1xf32>
    %359 = stablehlo.rsqrt %358 : tensor<8x32x4x1xf32>
    %360 = stablehlo.divide %359, %358 : tensor<8x32x4x1xf32>
    %cst_91 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %362 = stablehlo.multiply %361, %360 : tensor<8x32x4x1xf32>
    %363 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %364 = stablehlo.multiply %336, %363 : tensor<8x32x4x16xf32>
    %365 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %367 = stablehlo.multiply %364, %366 : tensor<8x32x4x16xf32>
    %368 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<8xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %372 = stablehlo.add %371, %370 : tensor<8xf32>
    %cst_94 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %374 = stablehlo.divide %372, %373 : tensor<8xf32>
    %375 = stablehlo.negate %374 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %377 = stablehlo.power %376, %375 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %379 = stablehlo.divide %377, %378 : tensor<8xf32>
    %380 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %382 = stablehlo.add %380, %381 : tensor<32xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %384 = stablehlo.dot_general %383, %379, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %386 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %387 = stablehlo.concatenate %385, %386, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %390 = stablehlo.cosine %389 : tensor<1x32x1x16xf32>
    %391 = stablehlo.sine %389 : tensor<1x32x1x16xf32>
    %392 = stablehlo.slice %367 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %393 = stablehlo.slice %367 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %394 = stablehlo.negate %393 : tensor<8x32x4x8xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %396 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %397 = stablehlo.concatenate %395, %396, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %398 = stablehlo.reshape %397 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %399 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %400 = stablehlo.multiply %367, %399 : tensor<8x32x4x16xf32>
    %401 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %402 = stablehlo.multiply %398, %401 : tensor<8x32x4x16xf32>
    %403 = stablehlo.add %400, %402 : tensor<8x32x4x16xf32>
    %404 = stablehlo.dot_general %335, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %c_98 = stablehlo.constant dense<2> : tensor<i32>
    %405 = stablehlo.convert %c_98 : (tensor<i32>) -> tensor<f32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %407 = stablehlo.power %404, %406 : tensor<8x32x2x16xf32>
    %cst_99 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %410 = stablehlo.compare EQ, %408, %409, FLOAT : (tensor<8x32x2x16xf32>, tensor<8x32x2x16xf32>) -> tensor<8x32x2x16xi1>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %413 = stablehlo.compare EQ, %408, %412, FLOAT : (tensor<8x32x2x16xf32>, tensor<8x32x2x16xf32>) -> tensor<8x32x2x16xi1>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %415 = stablehlo.select %413, %414, %408 : tensor<8x32x2x16xi1>, tensor<8x32x2x16xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %417 = stablehlo.subtract %408, %416 : tensor<8x32x2x16xf32>
    %418 = stablehlo.power %404, %417 : tensor<8x32x2x16xf32>
    %419 = stablehlo.multiply %415, %418 : tensor<8x32x2x16xf32>
    %420 = stablehlo.select %410, %411, %419 : tensor<8x32x2x16xi1>, tensor<8x32x2x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%407 init: %cst_105) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_106 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %424 = stablehlo.divide %422, %423 : tensor<8x32x2x1xf32>
    %cst_107 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %426 = stablehlo.add %424, %425 : tensor<8x32x2x1xf32>
    %427 = stablehlo.rsqrt %426 : tensor<8x32x2x1xf32>
    %428 = stablehlo.divide %427, %426 : tensor<8x32x2x1xf32>
    %cst_108 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %430 = stablehlo.multiply %429, %428 : tensor<8x32x2x1xf32>
    %431 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %432 = stablehlo.multiply %404, %431 : tensor<8x32x2x16xf32>
    %433 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %435 = stablehlo.multiply %432, %434 : tensor<8x32x2x16xf32>
    %436 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %438 = stablehlo.multiply %437, %436 : tensor<8xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %440 = stablehlo.add %439, %438 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %442 = stablehlo.divide %440, %441 : tensor<8xf32>
    %443 = stablehlo.negate %442 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %445 = stablehlo.power %444, %443 : tensor<8xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %447 = stablehlo.divide %445, %446 : tensor<8xf32>
    %448 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %450 = stablehlo.add %448, %449 : tensor<32xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %452 = stablehlo.dot_general %451, %447, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %454 = stablehlo.broadcast_in_dim %452, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %455 = stablehlo.concatenate %453, %454, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %456 = stablehlo.reshape %455 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %458 = stablehlo.cosine %457 : tensor<1x32x1x16xf32>
    %459 = stablehlo.sine %457 : tensor<1x32x1x16xf32>
    %460 = stablehlo.slice %435 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %461 = stablehlo.slice %435 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %462 = stablehlo.negate %461 : tensor<8x32x2x8xf32>
    %463 = stablehlo.broadcast_in_dim %462, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %464 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %465 = stablehlo.concatenate %463, %464, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %467 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %468 = stablehlo.multiply %435, %467 : tensor<8x32x2x16xf32>
    %469 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %470 = stablehlo.multiply %466, %469 : tensor<8x32x2x16xf32>
    %471 = stablehlo.add %468, %470 : tensor<8x32x2x16xf32>
    %472 = stablehlo.dot_general %335, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %473 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %474 = stablehlo.reshape %473 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %475 = stablehlo.broadcast_in_dim %472, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %476 = stablehlo.reshape %475 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %477 = stablehlo.broadcast_in_dim %304, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_115 = stablehlo.constant dense<0> : tensor<i32>
    %478 = stablehlo.broadcast_in_dim %c_115, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %479 = stablehlo.compare NE, %477, %478, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %480 = stablehlo.convert %479 : tensor<8x1x32x32xi1>
    %481 = stablehlo.reshape %403 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %482 = stablehlo.broadcast_in_dim %480, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %483 = stablehlo.dot_general %481, %474, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_116 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<8x4x32x1x32xf32>
    %c_117 = stablehlo.constant dense<true> : tensor<i1>
    %486 = stablehlo.broadcast_in_dim %c_117, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %487 = stablehlo.broadcast_in_dim %486, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %488 = stablehlo.transpose %482, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %490 = stablehlo.and %487, %489 : tensor<1x8x4x32x32xi1>
    %cst_118 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %491 = call @_where_0(%490, %485, %cst_118) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_119 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_119) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %494 = stablehlo.maximum %493, %492 : tensor<1x8x4x32xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %497 = stablehlo.subtract %491, %496 : tensor<1x8x4x32x32xf32>
    %498 = stablehlo.exponential %497 : tensor<1x8x4x32x32xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_121) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %502 = stablehlo.divide %498, %501 : tensor<1x8x4x32x32xf32>
    %503 = stablehlo.multiply %500, %500 : tensor<1x8x4x32x1xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %505 = stablehlo.divide %504, %503 : tensor<1x8x4x32x1xf32>
    %506 = stablehlo.dot_general %476, %502, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %507 = stablehlo.transpose %506, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %508 = stablehlo.transpose %507, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %509 = stablehlo.reshape %508 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %510 = stablehlo.dot_general %509, %arg18, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %511 = stablehlo.add %510, %289 : tensor<8x32x64xf32>
    %c_123 = stablehlo.constant dense<2> : tensor<i32>
    %512 = stablehlo.convert %c_123 : (tensor<i32>) -> tensor<f32>
    %513 = stablehlo.broadcast_in_dim %512, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %514 = stablehlo.power %511, %513 : tensor<8x32x64xf32>
    %cst_124 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %517 = stablehlo.compare EQ, %515, %516, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %520 = stablehlo.compare EQ, %515, %519, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %522 = stablehlo.select %520, %521, %515 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %524 = stablehlo.subtract %515, %523 : tensor<8x32x64xf32>
    %525 = stablehlo.power %511, %524 : tensor<8x32x64xf32>
    %526 = stablehlo.multiply %522, %525 : tensor<8x32x64xf32>
    %527 = stablehlo.select %517, %518, %526 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%514 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_131 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %531 = stablehlo.divide %529, %530 : tensor<8x32x1xf32>
    %cst_132 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %533 = stablehlo.add %531, %532 : tensor<8x32x1xf32>
    %534 = stablehlo.rsqrt %533 : tensor<8x32x1xf32>
    %535 = stablehlo.divide %534, %533 : tensor<8x32x1xf32>
    %cst_133 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %537 = stablehlo.multiply %536, %535 : tensor<8x32x1xf32>
    %538 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %539 = stablehlo.multiply %511, %538 : tensor<8x32x64xf32>
    %540 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %542 = stablehlo.multiply %539, %541 : tensor<8x32x64xf32>
    %543 = stablehlo.reshape %542 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %544 = stablehlo.dot_general %543, %arg20, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_134 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %545 = stablehlo.reduce(%544 init: %cst_134) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_135 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %547 = stablehlo.maximum %546, %545 : tensor<256xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %550 = stablehlo.subtract %544, %549 : tensor<256x4xf32>
    %551 = stablehlo.exponential %550 : tensor<256x4xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_136) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %555 = stablehlo.divide %551, %554 : tensor<256x4xf32>
    %556 = stablehlo.multiply %553, %553 : tensor<256x1xf32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %558 = stablehlo.divide %557, %556 : tensor<256x1xf32>
    %values_138, %indices_139 = chlo.top_k(%555, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %559 = stablehlo.reshape %indices_139 : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %560 = call @_one_hot(%indices_139) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %561 = stablehlo.broadcast_in_dim %values_138, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %563 = stablehlo.multiply %560, %562 : tensor<256x2x4xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %565 = stablehlo.transpose %564, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %566 = stablehlo.dot_general %arg21, %543, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %567 = stablehlo.transpose %566, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %568 = stablehlo.slice %567 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %569 = stablehlo.slice %567 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %570:3 = call @silu(%568) : (tensor<4x256x64xf32>) -> (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>)
    %571 = stablehlo.multiply %569, %570#0 : tensor<4x256x64xf32>
    %572 = stablehlo.dot_general %571, %arg22, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %573 = stablehlo.broadcast_in_dim %565, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %575 = stablehlo.multiply %572, %574 : tensor<4x256x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.reduce(%575 init: %cst_141) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %577 = stablehlo.reshape %576 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %578 = stablehlo.add %577, %511 : tensor<8x32x64xf32>
    %c_142 = stablehlo.constant dense<2> : tensor<i32>
    %579 = stablehlo.convert %c_142 : (tensor<i32>) -> tensor<f32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %581 = stablehlo.power %578, %580 : tensor<8x32x64xf32>
    %cst_143 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %584 = stablehlo.compare EQ, %582, %583, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %587 = stablehlo.compare EQ, %582, %586, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_147 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %589 = stablehlo.select %587, %588, %582 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %591 = stablehlo.subtract %582, %590 : tensor<8x32x64xf32>
    %592 = stablehlo.power %578, %591 : tensor<8x32x64xf32>
    %593 = stablehlo.multiply %589, %592 : tensor<8x32x64xf32>
    %594 = stablehlo.select %584, %585, %593 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.reduce(%581 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_150 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %598 = stablehlo.divide %596, %597 : tensor<8x32x1xf32>
    %cst_151 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %600 = stablehlo.add %598, %599 : tensor<8x32x1xf32>
    %601 = stablehlo.rsqrt %600 : tensor<8x32x1xf32>
    %602 = stablehlo.divide %601, %600 : tensor<8x32x1xf32>
    %cst_152 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %604 = stablehlo.multiply %603, %602 : tensor<8x32x1xf32>
    %605 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %606 = stablehlo.multiply %578, %605 : tensor<8x32x64xf32>
    %607 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %609 = stablehlo.multiply %606, %608 : tensor<8x32x64xf32>
    %610 = chlo.square %609 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_153 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %612 = stablehlo.multiply %611, %609 : tensor<8x32x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %613 = stablehlo.reduce(%610 init: %cst_154) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_155 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %614 = stablehlo.divide %613, %cst_155 : tensor<f32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %615 = stablehlo.add %cst_156, %614 : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_158 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %616 = stablehlo.divide %cst_157, %cst_158 : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %616, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %618 = stablehlo.multiply %617, %612 : tensor<8x32x64xf32>
    %619 = stablehlo.multiply %606, %618 : tensor<8x32x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.reduce(%619 init: %cst_159) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %621 = stablehlo.reshape %620 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %622 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %623 = stablehlo.multiply %618, %622 : tensor<8x32x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%621 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %625 = stablehlo.multiply %578, %623 : tensor<8x32x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.reduce(%625 init: %cst_161) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %627 = stablehlo.reshape %626 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %628 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %629 = stablehlo.multiply %623, %628 : tensor<8x32x64xf32>
    %630 = stablehlo.multiply %627, %604 : tensor<8x32x1xf32>
    %cst_162 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %632 = stablehlo.divide %630, %631 : tensor<8x32x1xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %633 = stablehlo.reduce(%632 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %634 = stablehlo.broadcast_in_dim %633, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %635 = stablehlo.multiply %634, %594 : tensor<8x32x64xf32>
    %636 = stablehlo.add %629, %635 : tensor<8x32x64xf32>
    %637 = stablehlo.reshape %636 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<4x256x64xf32>
    %639 = stablehlo.multiply %572, %638 : tensor<4x256x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.reduce(%639 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<4x256xf32>
    %641 = stablehlo.reshape %640 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %642 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %643 = stablehlo.multiply %638, %642 : tensor<4x256x64xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%641 init: %cst_165) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %645 = stablehlo.dot_general %643, %571, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x64x64xf32>
    %646 = stablehlo.transpose %645, dims = [0, 2, 1] : (tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %647 = stablehlo.dot_general %643, %arg22, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %648 = stablehlo.multiply %569, %647 : tensor<4x256x64xf32>
    %649 = stablehlo.multiply %647, %570#0 : tensor<4x256x64xf32>
    %650 = call @silu_1(%570#1, %570#2, %568, %648) : (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %651 = stablehlo.concatenate %650, %649, dim = 2 : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x128xf32>
    %652 = stablehlo.transpose %651, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %653 = stablehlo.dot_general %652, %arg21, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %654 = stablehlo.dot_general %652, %543, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %655 = stablehlo.transpose %654, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %656 = stablehlo.transpose %644, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %657 = stablehlo.broadcast_in_dim %656, dims = [0, 2] : (tensor<256x4xf32>) -> tensor<256x2x4xf32>
    %658 = stablehlo.multiply %560, %657 : tensor<256x2x4xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x2xf32>
    %660 = stablehlo.reshape %659 : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %661 = stablehlo.reduce(%660 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<256x2x1xf32>, tensor<f32>) -> tensor<256x2xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %663 = "stablehlo.scatter"(%662, %559, %661) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %1090 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %1090 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x4xf32>
    %664 = stablehlo.broadcast_in_dim %558, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %665 = stablehlo.multiply %663, %664 : tensor<256x4xf32>
    %666 = stablehlo.multiply %665, %551 : tensor<256x4xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.reduce(%666 init: %cst_169) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %668 = stablehlo.reshape %667 : (tensor<256xf32>) -> tensor<256x1xf32>
    %669 = stablehlo.negate %668 : tensor<256x1xf32>
    %670 = stablehlo.broadcast_in_dim %553, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %671 = stablehlo.divide %663, %670 : tensor<256x4xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%669 init: %cst_170) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %673 = stablehlo.broadcast_in_dim %672, dims = [0] : (tensor<256xf32>) -> tensor<256x4xf32>
    %674 = stablehlo.add %671, %673 : tensor<256x4xf32>
    %675 = stablehlo.multiply %674, %551 : tensor<256x4xf32>
    %676 = stablehlo.dot_general %675, %543, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %677 = stablehlo.transpose %676, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %678 = stablehlo.dot_general %675, %arg20, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<64x4xf32>) -> tensor<256x64xf32>
    %679 = stablehlo.add %653, %678 : tensor<256x64xf32>
    %680 = stablehlo.reshape %679 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %681 = stablehlo.multiply %539, %680 : tensor<8x32x64xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%681 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %683 = stablehlo.reshape %682 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %684 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %685 = stablehlo.multiply %680, %684 : tensor<8x32x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%683 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %687 = stablehlo.multiply %511, %685 : tensor<8x32x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %688 = stablehlo.reduce(%687 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %689 = stablehlo.reshape %688 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %690 = stablehlo.broadcast_in_dim %534, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %691 = stablehlo.multiply %685, %690 : tensor<8x32x64xf32>
    %692 = stablehlo.add %636, %691 : tensor<8x32x64xf32>
    %693 = stablehlo.multiply %689, %537 : tensor<8x32x1xf32>
    %cst_174 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %695 = stablehlo.divide %693, %694 : tensor<8x32x1xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %696 = stablehlo.reduce(%695 init: %cst_175) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %697 = stablehlo.broadcast_in_dim %696, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %698 = stablehlo.multiply %697, %527 : tensor<8x32x64xf32>
    %699 = stablehlo.add %692, %698 : tensor<8x32x64xf32>
    %700 = stablehlo.dot_general %699, %509, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %701 = stablehlo.transpose %700, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %702 = stablehlo.dot_general %699, %arg18, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %703 = stablehlo.reshape %702 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %704 = stablehlo.transpose %703, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %705 = stablehlo.transpose %704, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %706 = stablehlo.dot_general %705, %476, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %707 = stablehlo.transpose %706, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %708 = stablehlo.dot_general %705, %502, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %709 = stablehlo.transpose %708, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %710 = stablehlo.broadcast_in_dim %505, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %711 = stablehlo.multiply %707, %710 : tensor<1x8x4x32x32xf32>
    %712 = stablehlo.multiply %711, %498 : tensor<1x8x4x32x32xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %713 = stablehlo.reduce(%712 init: %cst_176) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %714 = stablehlo.reshape %713 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %715 = stablehlo.negate %714 : tensor<1x8x4x32x1xf32>
    %716 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %717 = stablehlo.divide %707, %716 : tensor<1x8x4x32x32xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %718 = stablehlo.reduce(%715 init: %cst_177) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %719 = stablehlo.broadcast_in_dim %718, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %720 = stablehlo.broadcast_in_dim %719, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %721 = stablehlo.add %717, %720 : tensor<1x8x4x32x32xf32>
    %722 = stablehlo.multiply %721, %498 : tensor<1x8x4x32x32xf32>
    %723 = call @_where_2(%490, %722) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_178 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %725 = stablehlo.multiply %723, %724 : tensor<8x4x32x1x32xf32>
    %726 = stablehlo.dot_general %725, %481, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %727 = stablehlo.transpose %726, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %728 = stablehlo.dot_general %725, %474, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %729 = stablehlo.transpose %728, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %730 = stablehlo.reshape %729 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %731 = stablehlo.reshape %709 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_179) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %733 = stablehlo.reshape %727 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %734 = stablehlo.reduce(%733 init: %cst_180) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %735 = stablehlo.dot_general %732, %335, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x32x64xf32>) -> tensor<2x16x64xf32>
    %736 = stablehlo.transpose %735, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %737 = stablehlo.dot_general %732, %arg17, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<8x32x64xf32>
    %738 = stablehlo.broadcast_in_dim %459, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %739 = stablehlo.multiply %734, %738 : tensor<8x32x2x16xf32>
    %740 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %741 = stablehlo.multiply %734, %740 : tensor<8x32x2x16xf32>
    %742 = stablehlo.reshape %739 : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x8xf32>
    %743 = stablehlo.slice %742 [0:8, 0:32, 0:2, 0:1, 0:8] : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %744 = stablehlo.reshape %743 : (tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x8xf32>
    %745 = stablehlo.slice %742 [0:8, 0:32, 0:2, 1:2, 0:8] : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %746 = stablehlo.reshape %745 : (tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x8xf32>
    %747 = stablehlo.negate %744 : tensor<8x32x2x8xf32>
    %748 = stablehlo.concatenate %746, %747, dim = 3 : (tensor<8x32x2x8xf32>, tensor<8x32x2x8xf32>) -> tensor<8x32x2x16xf32>
    %749 = stablehlo.add %741, %748 : tensor<8x32x2x16xf32>
    %750 = stablehlo.multiply %432, %749 : tensor<8x32x2x16xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.reduce(%750 init: %cst_181) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %752 = stablehlo.reshape %751 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %753 = stablehlo.broadcast_in_dim %433, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %754 = stablehlo.multiply %749, %753 : tensor<8x32x2x16xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%752 init: %cst_182) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %756 = stablehlo.multiply %404, %754 : tensor<8x32x2x16xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_183) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %758 = stablehlo.reshape %757 : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %759 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %760 = stablehlo.multiply %754, %759 : tensor<8x32x2x16xf32>
    %761 = stablehlo.multiply %758, %430 : tensor<8x32x2x1xf32>
    %cst_184 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %763 = stablehlo.divide %761, %762 : tensor<8x32x2x1xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.reduce(%763 init: %cst_185) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x1xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x16xf32>
    %766 = stablehlo.multiply %765, %420 : tensor<8x32x2x16xf32>
    %767 = stablehlo.add %760, %766 : tensor<8x32x2x16xf32>
    %768 = stablehlo.dot_general %767, %335, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x32x64xf32>) -> tensor<2x16x64xf32>
    %769 = stablehlo.transpose %768, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %770 = stablehlo.dot_general %767, %arg15, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<8x32x64xf32>
    %771 = stablehlo.add %737, %770 : tensor<8x32x64xf32>
    %772 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %773 = stablehlo.multiply %730, %772 : tensor<8x32x4x16xf32>
    %774 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %775 = stablehlo.multiply %730, %774 : tensor<8x32x4x16xf32>
    %776 = stablehlo.reshape %773 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x8xf32>
    %777 = stablehlo.slice %776 [0:8, 0:32, 0:4, 0:1, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %778 = stablehlo.reshape %777 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %779 = stablehlo.slice %776 [0:8, 0:32, 0:4, 1:2, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %780 = stablehlo.reshape %779 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %781 = stablehlo.negate %778 : tensor<8x32x4x8xf32>
    %782 = stablehlo.concatenate %780, %781, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %783 = stablehlo.add %775, %782 : tensor<8x32x4x16xf32>
    %784 = stablehlo.multiply %364, %783 : tensor<8x32x4x16xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%784 init: %cst_186) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %786 = stablehlo.reshape %785 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %787 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %788 = stablehlo.multiply %783, %787 : tensor<8x32x4x16xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %789 = stablehlo.reduce(%786 init: %cst_187) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %790 = stablehlo.multiply %336, %788 : tensor<8x32x4x16xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%790 init: %cst_188) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %792 = stablehlo.reshape %791 : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %793 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %794 = stablehlo.multiply %788, %793 : tensor<8x32x4x16xf32>
    %795 = stablehlo.multiply %792, %362 : tensor<8x32x4x1xf32>
    %cst_189 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %797 = stablehlo.divide %795, %796 : tensor<8x32x4x1xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.reduce(%797 init: %cst_190) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x1xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %799 = stablehlo.broadcast_in_dim %798, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x16xf32>
    %800 = stablehlo.multiply %799, %352 : tensor<8x32x4x16xf32>
    %801 = stablehlo.add %794, %800 : tensor<8x32x4x16xf32>
    %802 = stablehlo.dot_general %801, %335, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %803 = stablehlo.transpose %802, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %804 = stablehlo.dot_general %801, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %805 = stablehlo.add %771, %804 : tensor<8x32x64xf32>
    %806 = stablehlo.multiply %332, %805 : tensor<8x32x64xf32>
    %cst_191 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %807 = stablehlo.reduce(%806 init: %cst_191) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %808 = stablehlo.reshape %807 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %809 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %810 = stablehlo.multiply %805, %809 : tensor<8x32x64xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%808 init: %cst_192) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %812 = stablehlo.multiply %289, %810 : tensor<8x32x64xf32>
    %cst_193 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.reduce(%812 init: %cst_193) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %814 = stablehlo.reshape %813 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %815 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %816 = stablehlo.multiply %810, %815 : tensor<8x32x64xf32>
    %817 = stablehlo.add %699, %816 : tensor<8x32x64xf32>
    %818 = stablehlo.multiply %814, %330 : tensor<8x32x1xf32>
    %cst_194 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %820 = stablehlo.divide %818, %819 : tensor<8x32x1xf32>
    %cst_195 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%820 init: %cst_195) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %823 = stablehlo.multiply %822, %320 : tensor<8x32x64xf32>
    %824 = stablehlo.add %817, %823 : tensor<8x32x64xf32>
    %825 = stablehlo.reshape %824 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %826 = stablehlo.broadcast_in_dim %825, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<4x256x64xf32>
    %827 = stablehlo.multiply %283, %826 : tensor<4x256x64xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.reduce(%827 init: %cst_196) applies stablehlo.add across dimensions = [2] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<4x256xf32>
    %829 = stablehlo.reshape %828 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %830 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %831 = stablehlo.multiply %826, %830 : tensor<4x256x64xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%829 init: %cst_197) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %833 = stablehlo.dot_general %831, %282, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x64x64xf32>
    %834 = stablehlo.transpose %833, dims = [0, 2, 1] : (tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %835 = stablehlo.dot_general %831, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %836 = stablehlo.multiply %280, %835 : tensor<4x256x64xf32>
    %837 = stablehlo.multiply %835, %281#0 : tensor<4x256x64xf32>
    %838 = call @silu_1(%281#1, %281#2, %279, %836) : (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %839 = stablehlo.concatenate %838, %837, dim = 2 : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x128xf32>
    %840 = stablehlo.transpose %839, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %841 = stablehlo.dot_general %840, %arg10, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %842 = stablehlo.dot_general %840, %254, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %843 = stablehlo.transpose %842, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %844 = stablehlo.transpose %832, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %845 = stablehlo.broadcast_in_dim %844, dims = [0, 2] : (tensor<256x4xf32>) -> tensor<256x2x4xf32>
    %846 = stablehlo.multiply %271, %845 : tensor<256x2x4xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.reduce(%846 init: %cst_198) applies stablehlo.add across dimensions = [2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x2xf32>
    %848 = stablehlo.reshape %847 : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %849 = stablehlo.reduce(%848 init: %cst_199) applies stablehlo.add across dimensions = [2] : (tensor<256x2x1xf32>, tensor<f32>) -> tensor<256x2xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %851 = "stablehlo.scatter"(%850, %270, %849) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg27: tensor<f32>, %arg28: tensor<f32>):
      %1090 = stablehlo.add %arg27, %arg28 : tensor<f32>
      stablehlo.return %1090 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x4xf32>
    %852 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %853 = stablehlo.multiply %851, %852 : tensor<256x4xf32>
    %854 = stablehlo.multiply %853, %262 : tensor<256x4xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %855 = stablehlo.reduce(%854 init: %cst_201) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %856 = stablehlo.reshape %855 : (tensor<256xf32>) -> tensor<256x1xf32>
    %857 = stablehlo.negate %856 : tensor<256x1xf32>
    %858 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %859 = stablehlo.divide %851, %858 : tensor<256x4xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%857 init: %cst_202) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0] : (tensor<256xf32>) -> tensor<256x4xf32>
    %862 = stablehlo.add %859, %861 : tensor<256x4xf32>
    %863 = stablehlo.multiply %862, %262 : tensor<256x4xf32>
    %864 = stablehlo.dot_general %863, %254, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %865 = stablehlo.transpose %864, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %866 = stablehlo.dot_general %863, %arg9, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<64x4xf32>) -> tensor<256x64xf32>
    %867 = stablehlo.add %841, %866 : tensor<256x64xf32>
    %868 = stablehlo.reshape %867 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %869 = stablehlo.multiply %250, %868 : tensor<8x32x64xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %870 = stablehlo.reduce(%869 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %871 = stablehlo.reshape %870 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %872 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %873 = stablehlo.multiply %868, %872 : tensor<8x32x64xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.reduce(%871 init: %cst_204) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %875 = stablehlo.multiply %222, %873 : tensor<8x32x64xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.reduce(%875 init: %cst_205) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %877 = stablehlo.reshape %876 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %878 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %879 = stablehlo.multiply %873, %878 : tensor<8x32x64xf32>
    %880 = stablehlo.add %824, %879 : tensor<8x32x64xf32>
    %881 = stablehlo.multiply %877, %248 : tensor<8x32x1xf32>
    %cst_206 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %883 = stablehlo.divide %881, %882 : tensor<8x32x1xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %884 = stablehlo.reduce(%883 init: %cst_207) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %885 = stablehlo.broadcast_in_dim %884, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %886 = stablehlo.multiply %885, %238 : tensor<8x32x64xf32>
    %887 = stablehlo.add %880, %886 : tensor<8x32x64xf32>
    %888 = stablehlo.dot_general %887, %220, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %889 = stablehlo.transpose %888, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %890 = stablehlo.dot_general %887, %arg7, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %891 = stablehlo.reshape %890 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %892 = stablehlo.transpose %891, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %893 = stablehlo.transpose %892, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %894 = stablehlo.dot_general %893, %187, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %895 = stablehlo.transpose %894, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %896 = stablehlo.dot_general %893, %213, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %897 = stablehlo.transpose %896, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %898 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %899 = stablehlo.multiply %895, %898 : tensor<1x8x4x32x32xf32>
    %900 = stablehlo.multiply %899, %209 : tensor<1x8x4x32x32xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %901 = stablehlo.reduce(%900 init: %cst_208) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %902 = stablehlo.reshape %901 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %903 = stablehlo.negate %902 : tensor<1x8x4x32x1xf32>
    %904 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %905 = stablehlo.divide %895, %904 : tensor<1x8x4x32x32xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%903 init: %cst_209) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %908 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %909 = stablehlo.add %905, %908 : tensor<1x8x4x32x32xf32>
    %910 = stablehlo.multiply %909, %209 : tensor<1x8x4x32x32xf32>
    %911 = call @_where_2(%201, %910) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_210 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %913 = stablehlo.multiply %911, %912 : tensor<8x4x32x1x32xf32>
    %914 = stablehlo.dot_general %913, %192, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %915 = stablehlo.transpose %914, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %916 = stablehlo.dot_general %913, %185, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %917 = stablehlo.transpose %916, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %918 = stablehlo.reshape %917 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %919 = stablehlo.reshape %897 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %920 = stablehlo.reduce(%919 init: %cst_211) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %921 = stablehlo.reshape %915 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %922 = stablehlo.reduce(%921 init: %cst_212) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %923 = stablehlo.dot_general %920, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x32x64xf32>) -> tensor<2x16x64xf32>
    %924 = stablehlo.transpose %923, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %925 = stablehlo.dot_general %920, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<8x32x64xf32>
    %926 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %927 = stablehlo.multiply %922, %926 : tensor<8x32x2x16xf32>
    %928 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %929 = stablehlo.multiply %922, %928 : tensor<8x32x2x16xf32>
    %930 = stablehlo.reshape %927 : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x8xf32>
    %931 = stablehlo.slice %930 [0:8, 0:32, 0:2, 0:1, 0:8] : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %932 = stablehlo.reshape %931 : (tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x8xf32>
    %933 = stablehlo.slice %930 [0:8, 0:32, 0:2, 1:2, 0:8] : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %934 = stablehlo.reshape %933 : (tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x8xf32>
    %935 = stablehlo.negate %932 : tensor<8x32x2x8xf32>
    %936 = stablehlo.concatenate %934, %935, dim = 3 : (tensor<8x32x2x8xf32>, tensor<8x32x2x8xf32>) -> tensor<8x32x2x16xf32>
    %937 = stablehlo.add %929, %936 : tensor<8x32x2x16xf32>
    %938 = stablehlo.multiply %143, %937 : tensor<8x32x2x16xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %939 = stablehlo.reduce(%938 init: %cst_213) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<16xf32>
    %940 = stablehlo.reshape %939 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %941 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %942 = stablehlo.multiply %937, %941 : tensor<8x32x2x16xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %943 = stablehlo.reduce(%940 init: %cst_214) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %944 = stablehlo.multiply %115, %942 : tensor<8x32x2x16xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %945 = stablehlo.reduce(%944 init: %cst_215) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %946 = stablehlo.reshape %945 : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %947 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %948 = stablehlo.multiply %942, %947 : tensor<8x32x2x16xf32>
    %949 = stablehlo.multiply %946, %141 : tensor<8x32x2x1xf32>
    %cst_216 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %951 = stablehlo.divide %949, %950 : tensor<8x32x2x1xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %952 = stablehlo.reduce(%951 init: %cst_217) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x1xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %953 = stablehlo.broadcast_in_dim %952, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x16xf32>
    %954 = stablehlo.multiply %953, %131 : tensor<8x32x2x16xf32>
    %955 = stablehlo.add %948, %954 : tensor<8x32x2x16xf32>
    %956 = stablehlo.dot_general %955, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<8x32x64xf32>) -> tensor<2x16x64xf32>
    %957 = stablehlo.transpose %956, dims = [2, 0, 1] : (tensor<2x16x64xf32>) -> tensor<64x2x16xf32>
    %958 = stablehlo.dot_general %955, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x2x16xf32>, tensor<64x2x16xf32>) -> tensor<8x32x64xf32>
    %959 = stablehlo.add %925, %958 : tensor<8x32x64xf32>
    %960 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %961 = stablehlo.multiply %918, %960 : tensor<8x32x4x16xf32>
    %962 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %963 = stablehlo.multiply %918, %962 : tensor<8x32x4x16xf32>
    %964 = stablehlo.reshape %961 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x8xf32>
    %965 = stablehlo.slice %964 [0:8, 0:32, 0:4, 0:1, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %966 = stablehlo.reshape %965 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %967 = stablehlo.slice %964 [0:8, 0:32, 0:4, 1:2, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %968 = stablehlo.reshape %967 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %969 = stablehlo.negate %966 : tensor<8x32x4x8xf32>
    %970 = stablehlo.concatenate %968, %969, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %971 = stablehlo.add %963, %970 : tensor<8x32x4x16xf32>
    %972 = stablehlo.multiply %75, %971 : tensor<8x32x4x16xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %973 = stablehlo.reduce(%972 init: %cst_218) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<16xf32>
    %974 = stablehlo.reshape %973 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %975 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %976 = stablehlo.multiply %971, %975 : tensor<8x32x4x16xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %977 = stablehlo.reduce(%974 init: %cst_219) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %978 = stablehlo.multiply %47, %976 : tensor<8x32x4x16xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%978 init: %cst_220) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %980 = stablehlo.reshape %979 : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %981 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %982 = stablehlo.multiply %976, %981 : tensor<8x32x4x16xf32>
    %983 = stablehlo.multiply %980, %73 : tensor<8x32x4x1xf32>
    %cst_221 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %985 = stablehlo.divide %983, %984 : tensor<8x32x4x1xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %986 = stablehlo.reduce(%985 init: %cst_222) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x1xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %987 = stablehlo.broadcast_in_dim %986, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x16xf32>
    %988 = stablehlo.multiply %987, %63 : tensor<8x32x4x16xf32>
    %989 = stablehlo.add %982, %988 : tensor<8x32x4x16xf32>
    %990 = stablehlo.dot_general %989, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %991 = stablehlo.transpose %990, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %992 = stablehlo.dot_general %989, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %993 = stablehlo.add %959, %992 : tensor<8x32x64xf32>
    %994 = stablehlo.multiply %43, %993 : tensor<8x32x64xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %995 = stablehlo.reduce(%994 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %996 = stablehlo.reshape %995 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %997 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %998 = stablehlo.multiply %993, %997 : tensor<8x32x64xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %999 = stablehlo.reduce(%996 init: %cst_224) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %1000 = stablehlo.multiply %0#0, %998 : tensor<8x32x64xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1001 = stablehlo.reduce(%1000 init: %cst_225) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1002 = stablehlo.reshape %1001 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1003 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %1004 = stablehlo.multiply %998, %1003 : tensor<8x32x64xf32>
    %1005 = stablehlo.add %887, %1004 : tensor<8x32x64xf32>
    %1006 = stablehlo.multiply %1002, %41 : tensor<8x32x1xf32>
    %cst_226 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1007 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1008 = stablehlo.divide %1006, %1007 : tensor<8x32x1xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1009 = stablehlo.reduce(%1008 init: %cst_227) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1010 = stablehlo.broadcast_in_dim %1009, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %1011 = stablehlo.multiply %1010, %31 : tensor<8x32x64xf32>
    %1012 = stablehlo.add %1005, %1011 : tensor<8x32x64xf32>
    %1013 = call @_take_3(%0#1, %1012) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %1016 = stablehlo.multiply %1015, %1013 : tensor<512x64xf32>
    %1017 = stablehlo.subtract %arg0, %1016 : tensor<512x64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %1019 = stablehlo.multiply %1018, %1014 : tensor<64x512xf32>
    %1020 = stablehlo.subtract %arg1, %1019 : tensor<64x512xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1022 = stablehlo.multiply %1021, %991 : tensor<64x4x16xf32>
    %1023 = stablehlo.subtract %arg2, %1022 : tensor<64x4x16xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1025 = stablehlo.multiply %1024, %977 : tensor<16xf32>
    %1026 = stablehlo.subtract %arg3, %1025 : tensor<16xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %1028 = stablehlo.multiply %1027, %957 : tensor<64x2x16xf32>
    %1029 = stablehlo.subtract %arg4, %1028 : tensor<64x2x16xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1031 = stablehlo.multiply %1030, %943 : tensor<16xf32>
    %1032 = stablehlo.subtract %arg5, %1031 : tensor<16xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %1034 = stablehlo.multiply %1033, %924 : tensor<64x2x16xf32>
    %1035 = stablehlo.subtract %arg6, %1034 : tensor<64x2x16xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1037 = stablehlo.multiply %1036, %889 : tensor<4x16x64xf32>
    %1038 = stablehlo.subtract %arg7, %1037 : tensor<4x16x64xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1040 = stablehlo.multiply %1039, %999 : tensor<64xf32>
    %1041 = stablehlo.subtract %arg8, %1040 : tensor<64xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %1043 = stablehlo.multiply %1042, %865 : tensor<64x4xf32>
    %1044 = stablehlo.subtract %arg9, %1043 : tensor<64x4xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %1046 = stablehlo.multiply %1045, %843 : tensor<4x64x128xf32>
    %1047 = stablehlo.subtract %arg10, %1046 : tensor<4x64x128xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %1049 = stablehlo.multiply %1048, %834 : tensor<4x64x64xf32>
    %1050 = stablehlo.subtract %arg11, %1049 : tensor<4x64x64xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1052 = stablehlo.multiply %1051, %874 : tensor<64xf32>
    %1053 = stablehlo.subtract %arg12, %1052 : tensor<64xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %1055 = stablehlo.multiply %1054, %803 : tensor<64x4x16xf32>
    %1056 = stablehlo.subtract %arg13, %1055 : tensor<64x4x16xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1057 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1058 = stablehlo.multiply %1057, %789 : tensor<16xf32>
    %1059 = stablehlo.subtract %arg14, %1058 : tensor<16xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %1061 = stablehlo.multiply %1060, %769 : tensor<64x2x16xf32>
    %1062 = stablehlo.subtract %arg15, %1061 : tensor<64x2x16xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1064 = stablehlo.multiply %1063, %755 : tensor<16xf32>
    %1065 = stablehlo.subtract %arg16, %1064 : tensor<16xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<64x2x16xf32>
    %1067 = stablehlo.multiply %1066, %736 : tensor<64x2x16xf32>
    %1068 = stablehlo.subtract %arg17, %1067 : tensor<64x2x16xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %1070 = stablehlo.multiply %1069, %701 : tensor<4x16x64xf32>
    %1071 = stablehlo.subtract %arg18, %1070 : tensor<4x16x64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1073 = stablehlo.multiply %1072, %811 : tensor<64xf32>
    %1074 = stablehlo.subtract %arg19, %1073 : tensor<64xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %1076 = stablehlo.multiply %1075, %677 : tensor<64x4xf32>
    %1077 = stablehlo.subtract %arg20, %1076 : tensor<64x4xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %1079 = stablehlo.multiply %1078, %655 : tensor<4x64x128xf32>
    %1080 = stablehlo.subtract %arg21, %1079 : tensor<4x64x128xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %1082 = stablehlo.multiply %1081, %646 : tensor<4x64x64xf32>
    %1083 = stablehlo.subtract %arg22, %1082 : tensor<4x64x64xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1084 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1085 = stablehlo.multiply %1084, %686 : tensor<64xf32>
    %1086 = stablehlo.subtract %arg23, %1085 : tensor<64xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1087 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1088 = stablehlo.multiply %1087, %624 : tensor<64xf32>
    %1089 = stablehlo.subtract %arg24, %1088 : tensor<64xf32>
    return %1017, %1020, %1023, %1026, %1029, %1032, %1035, %1038, %1041, %1044, %1047, %1050, %1053, %1056, %1059, %1062, %1065, %1068, %1071, %1074, %1077, %1080, %1083, %1086, %1089, %615 : tensor<512x64xf32>, tensor<64x512xf32>, tensor<64x4x16xf32>, tensor<16xf32>, tensor<64x2x16xf32>, tensor<16xf32>, tensor<64x2x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64x4xf32>, tensor<4x64x128xf32>, tensor<4x64x64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<16xf32>, tensor<64x2x16xf32>, tensor<16xf32>, tensor<64x2x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64x4xf32>, tensor<4x64x128xf32>, tensor<4x64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>) {
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
    return %16, %5 : tensor<8x32x64xf32>, tensor<8x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<256x2xi32>) -> tensor<256x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<256x2x1xi32>) -> tensor<256x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<256x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<256x2x4xi32>, tensor<256x2x4xi32>) -> tensor<256x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<256x2x4xi1>) -> tensor<256x2x4xf32>
    return %5 : tensor<256x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<4x256x64xf32>) -> (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x256x64xf32>
    %1 = stablehlo.exponential %0 : tensor<4x256x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x256x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x256x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<4x256x64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256x64xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x256x64xf32>
    return %9, %8, %5 : tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>
  }
  func.func private @silu_1(%arg0: tensor<4x256x64xf32>, %arg1: tensor<4x256x64xf32>, %arg2: tensor<4x256x64xf32>, %arg3: tensor<4x256x64xf32>) -> tensor<4x256x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x256x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x256x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x256x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256x64xf32>
    return %3 : tensor<4x256x64xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %1, dims = [1, 2, 3, 0, 4] : (tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    return %2 : tensor<8x4x32x1x32xf32>
  }
  func.func private @_take_3(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x64xf32>) -> tensor<512x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x64xf32>, tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    return %1 : tensor<512x64xf32>
  }
}
