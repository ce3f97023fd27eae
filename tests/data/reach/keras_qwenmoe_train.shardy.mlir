module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg7: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg11: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg16: tensor<64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg19: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg21: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg23: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg27: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg28: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg31: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg32: tensor<64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg36: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x512xf32> {jax.result_info = "result[0][1]"}, tensor<64x8x8xf32> {jax.result_info = "result[0][2]"}, tensor<8x8xf32> {jax.result_info = "result[0][3]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][4]"}, tensor<4x8xf32> {jax.result_info = "result[0][5]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][6]"}, tensor<4x8xf32> {jax.result_info = "result[0][7]"}, tensor<8x8x64xf32> {jax.result_info = "result[0][8]"}, tensor<64xf32> {jax.result_info = "result[0][9]"}, tensor<64x4xf32> {jax.result_info = "result[0][10]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][11]"}, tensor<4x64x64xf32> {jax.result_info = "result[0][12]"}, tensor<64x64xf32> {jax.result_info = "result[0][13]"}, tensor<64x64xf32> {jax.result_info = "result[0][14]"}, tensor<64x64xf32> {jax.result_info = "result[0][15]"}, tensor<64x1xf32> {jax.result_info = "result[0][16]"}, tensor<64xf32> {jax.result_info = "result[0][17]"}, tensor<64x8x8xf32> {jax.result_info = "result[0][18]"}, tensor<8x8xf32> {jax.result_info = "result[0][19]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][20]"}, tensor<4x8xf32> {jax.result_info = "result[0][21]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][22]"}, tensor<4x8xf32> {jax.result_info = "result[0][23]"}, tensor<8x8x64xf32> {jax.result_info = "result[0][24]"}, tensor<64xf32> {jax.result_info = "result[0][25]"}, tensor<64x4xf32> {jax.result_info = "result[0][26]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][27]"}, tensor<4x64x64xf32> {jax.result_info = "result[0][28]"}, tensor<64x64xf32> {jax.result_info = "result[0][29]"}, tensor<64x64xf32> {jax.result_info = "result[0][30]"}, tensor<64x64xf32> {jax.result_info = "result[0][31]"}, tensor<64x1xf32> {jax.result_info = "result[0][32]"}, tensor<64xf32> {jax.result_info = "result[0][33]"}, tensor<64xf32> {jax.result_info = "result[0][34]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg35) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %44 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<8x32x64xf32>
    %47 = stablehlo.dot_general %46, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %48 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<8x32x8x8xf32>
    %50 = stablehlo.add %47, %49 : tensor<8x32x8x8xf32>
    %51 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %55 = stablehlo.add %54, %53 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %57 = stablehlo.divide %55, %56 : tensor<4xf32>
    %58 = stablehlo.negate %57 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %60 = stablehlo.power %59, %58 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %62 = stablehlo.divide %60, %61 : tensor<4xf32>
    %63 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %65 = stablehlo.add %63, %64 : tensor<32xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %67 = stablehlo.dot_general %66, %62, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %69 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %70 = stablehlo.concatenate %68, %69, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %71 = stablehlo.reshape %70 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %73 = stablehlo.cosine %72 : tensor<1x32x1x8xf32>
    %74 = stablehlo.sine %72 : tensor<1x32x1x8xf32>
    %75 = stablehlo.slice %50 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %76 = stablehlo.slice %50 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %77 = stablehlo.negate %76 : tensor<8x32x8x4xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %79 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %80 = stablehlo.concatenate %78, %79, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %82 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %83 = stablehlo.multiply %50, %82 : tensor<8x32x8x8xf32>
    %84 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %85 = stablehlo.multiply %81, %84 : tensor<8x32x8x8xf32>
    %86 = stablehlo.add %83, %85 : tensor<8x32x8x8xf32>
    %87 = stablehlo.dot_general %46, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %88 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %90 = stablehlo.add %87, %89 : tensor<8x32x4x8xf32>
    %91 = stablehlo.dot_general %46, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %92 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %94 = stablehlo.add %91, %93 : tensor<8x32x4x8xf32>
    %95 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %99 = stablehlo.add %98, %97 : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %101 = stablehlo.divide %99, %100 : tensor<4xf32>
    %102 = stablehlo.negate %101 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %104 = stablehlo.power %103, %102 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %106 = stablehlo.divide %104, %105 : tensor<4xf32>
    %107 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %109 = stablehlo.add %107, %108 : tensor<32xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %111 = stablehlo.dot_general %110, %106, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %113 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %114 = stablehlo.concatenate %112, %113, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %115 = stablehlo.reshape %114 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %117 = stablehlo.cosine %116 : tensor<1x32x1x8xf32>
    %118 = stablehlo.sine %116 : tensor<1x32x1x8xf32>
    %119 = stablehlo.slice %90 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %120 = stablehlo.slice %90 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %121 = stablehlo.negate %120 : tensor<8x32x4x4xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %123 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %124 = stablehlo.concatenate %122, %123, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %126 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %127 = stablehlo.multiply %90, %126 : tensor<8x32x4x8xf32>
    %128 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %129 = stablehlo.multiply %125, %128 : tensor<8x32x4x8xf32>
    %130 = stablehlo.add %127, %129 : tensor<8x32x4x8xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %132 = stablehlo.reshape %131 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %133 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %135 = stablehlo.dot_general %86, %132, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %137 = stablehlo.multiply %135, %136 : tensor<8x8x32x32xf32>
    %138 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %139 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %140 = stablehlo.compare GT, %138, %139, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_24 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %141:2 = call @_where_0(%140, %137, %cst_24) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.reduce(%141#0 init: %cst_25) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %144 = stablehlo.maximum %143, %142 : tensor<8x8x32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %147 = stablehlo.subtract %141#0, %146 : tensor<8x8x32x32xf32>
    %148 = stablehlo.exponential %147 : tensor<8x8x32x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_27) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %152 = stablehlo.divide %148, %151 : tensor<8x8x32x32xf32>
    %153 = stablehlo.multiply %150, %150 : tensor<8x8x32x1xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x8x32x1xf32>
    %155 = stablehlo.divide %154, %153 : tensor<8x8x32x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156:2 = call @_where_0(%140, %152, %cst_29) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %157 = stablehlo.dot_general %134, %156#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %158 = stablehlo.transpose %157, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %159 = stablehlo.dot_general %158, %arg8, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %160 = stablehlo.add %159, %0#0 : tensor<8x32x64xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %161 = stablehlo.convert %c_30 : (tensor<i32>) -> tensor<f32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %163 = stablehlo.power %160, %162 : tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.compare EQ, %164, %165, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %169 = stablehlo.compare EQ, %164, %168, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %171 = stablehlo.select %169, %170, %164 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %173 = stablehlo.subtract %164, %172 : tensor<8x32x64xf32>
    %174 = stablehlo.power %160, %173 : tensor<8x32x64xf32>
    %175 = stablehlo.multiply %171, %174 : tensor<8x32x64xf32>
    %176 = stablehlo.select %166, %167, %175 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%163 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %180 = stablehlo.divide %178, %179 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %182 = stablehlo.add %180, %181 : tensor<8x32x1xf32>
    %183 = stablehlo.rsqrt %182 : tensor<8x32x1xf32>
    %184 = stablehlo.divide %183, %182 : tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<8x32x1xf32>
    %187 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %188 = stablehlo.multiply %160, %187 : tensor<8x32x64xf32>
    %189 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %191 = stablehlo.multiply %188, %190 : tensor<8x32x64xf32>
    %192 = stablehlo.reshape %191 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %193 = stablehlo.dot_general %192, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %194 = stablehlo.reduce(%193 init: %cst_41) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_42 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %196 = stablehlo.maximum %195, %194 : tensor<256xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %199 = stablehlo.subtract %193, %198 : tensor<256x4xf32>
    %200 = stablehlo.exponential %199 : tensor<256x4xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_43) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %204 = stablehlo.divide %200, %203 : tensor<256x4xf32>
    %205 = stablehlo.multiply %202, %202 : tensor<256x1xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %207 = stablehlo.divide %206, %205 : tensor<256x1xf32>
    %values, %indices = chlo.top_k(%204, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %208 = stablehlo.reshape %indices : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %209 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %210 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %212 = stablehlo.multiply %209, %211 : tensor<256x2x4xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_45) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %214 = stablehlo.transpose %213, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %215 = stablehlo.dot_general %arg11, %192, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %216 = stablehlo.transpose %215, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %217 = stablehlo.slice %216 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %218 = stablehlo.slice %216 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %219:3 = call @silu(%217) : (tensor<4x256x64xf32>) -> (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>)
    %220 = stablehlo.multiply %218, %219#0 : tensor<4x256x64xf32>
    %221 = stablehlo.dot_general %220, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %222 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %224 = stablehlo.multiply %221, %223 : tensor<4x256x64xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_46) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %226 = stablehlo.dot_general %192, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %227:3 = call @silu_1(%226) : (tensor<256x64xf32>) -> (tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>)
    %228 = stablehlo.dot_general %192, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %229 = stablehlo.multiply %228, %227#0 : tensor<256x64xf32>
    %230 = stablehlo.dot_general %229, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %231 = stablehlo.dot_general %192, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x1xf32>) -> tensor<256x1xf32>
    %232 = stablehlo.negate %231 : tensor<256x1xf32>
    %233 = stablehlo.exponential %232 : tensor<256x1xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %235 = stablehlo.add %234, %233 : tensor<256x1xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %237 = stablehlo.divide %236, %235 : tensor<256x1xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %239 = stablehlo.subtract %238, %237 : tensor<256x1xf32>
    %240 = stablehlo.multiply %237, %239 : tensor<256x1xf32>
    %241 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %242 = stablehlo.multiply %230, %241 : tensor<256x64xf32>
    %243 = stablehlo.add %225, %242 : tensor<256x64xf32>
    %244 = stablehlo.reshape %243 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.add %244, %160 : tensor<8x32x64xf32>
    %246 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %247 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %249 = stablehlo.add %247, %248 : tensor<32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %251 = stablehlo.iota dim = 0 : tensor<32xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %253 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %255 = stablehlo.compare GE, %253, %254, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %256 = stablehlo.broadcast_in_dim %255, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %258 = stablehlo.convert %257 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %259 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %260 = stablehlo.minimum %259, %258 : tensor<8x32x32xi32>
    %c_51 = stablehlo.constant dense<2> : tensor<i32>
    %261 = stablehlo.convert %c_51 : (tensor<i32>) -> tensor<f32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %263 = stablehlo.power %245, %262 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %266 = stablehlo.compare EQ, %264, %265, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %269 = stablehlo.compare EQ, %264, %268, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %271 = stablehlo.select %269, %270, %264 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %273 = stablehlo.subtract %264, %272 : tensor<8x32x64xf32>
    %274 = stablehlo.power %245, %273 : tensor<8x32x64xf32>
    %275 = stablehlo.multiply %271, %274 : tensor<8x32x64xf32>
    %276 = stablehlo.select %266, %267, %275 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%263 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %280 = stablehlo.divide %278, %279 : tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %282 = stablehlo.add %280, %281 : tensor<8x32x1xf32>
    %283 = stablehlo.rsqrt %282 : tensor<8x32x1xf32>
    %284 = stablehlo.divide %283, %282 : tensor<8x32x1xf32>
    %cst_61 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %286 = stablehlo.multiply %285, %284 : tensor<8x32x1xf32>
    %287 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %288 = stablehlo.multiply %245, %287 : tensor<8x32x64xf32>
    %289 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %291 = stablehlo.multiply %288, %290 : tensor<8x32x64xf32>
    %292 = stablehlo.dot_general %291, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %293 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<8x32x8x8xf32>
    %295 = stablehlo.add %292, %294 : tensor<8x32x8x8xf32>
    %296 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_62 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<4xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %300 = stablehlo.add %299, %298 : tensor<4xf32>
    %cst_64 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %302 = stablehlo.divide %300, %301 : tensor<4xf32>
    %303 = stablehlo.negate %302 : tensor<4xf32>
    %cst_65 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %305 = stablehlo.power %304, %303 : tensor<4xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %307 = stablehlo.divide %305, %306 : tensor<4xf32>
    %308 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %310 = stablehlo.add %308, %309 : tensor<32xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %312 = stablehlo.dot_general %311, %307, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %314 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %315 = stablehlo.concatenate %313, %314, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %318 = stablehlo.cosine %317 : tensor<1x32x1x8xf32>
    %319 = stablehlo.sine %317 : tensor<1x32x1x8xf32>
    %320 = stablehlo.slice %295 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %321 = stablehlo.slice %295 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %322 = stablehlo.negate %321 : tensor<8x32x8x4xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %324 = stablehlo.broadcast_in_dim %320, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %325 = stablehlo.concatenate %323, %324, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %327 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %328 = stablehlo.multiply %295, %327 : tensor<8x32x8x8xf32>
    %329 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %330 = stablehlo.multiply %326, %329 : tensor<8x32x8x8xf32>
    %331 = stablehlo.add %328, %330 : tensor<8x32x8x8xf32>
    %332 = stablehlo.dot_general %291, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %333 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %335 = stablehlo.add %332, %334 : tensor<8x32x4x8xf32>
    %336 = stablehlo.dot_general %291, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %337 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %339 = stablehlo.add %336, %338 : tensor<8x32x4x8xf32>
    %340 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_68 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<4xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %344 = stablehlo.add %343, %342 : tensor<4xf32>
    %cst_70 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %346 = stablehlo.divide %344, %345 : tensor<4xf32>
    %347 = stablehlo.negate %346 : tensor<4xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %349 = stablehlo.power %348, %347 : tensor<4xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %351 = stablehlo.divide %349, %350 : tensor<4xf32>
    %352 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %354 = stablehlo.add %352, %353 : tensor<32xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %356 = stablehlo.dot_general %355, %351, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %359 = stablehlo.concatenate %357, %358, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %360 = stablehlo.reshape %359 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %362 = stablehlo.cosine %361 : tensor<1x32x1x8xf32>
    %363 = stablehlo.sine %361 : tensor<1x32x1x8xf32>
    %364 = stablehlo.slice %335 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %365 = stablehlo.slice %335 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %366 = stablehlo.negate %365 : tensor<8x32x4x4xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %368 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %369 = stablehlo.concatenate %367, %368, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %370 = stablehlo.reshape %369 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %371 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %372 = stablehlo.multiply %335, %371 : tensor<8x32x4x8xf32>
    %373 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %374 = stablehlo.multiply %370, %373 : tensor<8x32x4x8xf32>
    %375 = stablehlo.add %372, %374 : tensor<8x32x4x8xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %377 = stablehlo.reshape %376 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %378 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %379 = stablehlo.reshape %378 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %380 = stablehlo.dot_general %331, %377, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_74 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %382 = stablehlo.multiply %380, %381 : tensor<8x8x32x32xf32>
    %383 = stablehlo.broadcast_in_dim %260, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %384 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %385 = stablehlo.compare GT, %383, %384, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_76 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %386:2 = call @_where_0(%385, %382, %cst_76) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %387 = stablehlo.reduce(%386#0 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %389 = stablehlo.maximum %388, %387 : tensor<8x8x32xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %392 = stablehlo.subtract %386#0, %391 : tensor<8x8x32x32xf32>
    %393 = stablehlo.exponential %392 : tensor<8x8x32x32xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %397 = stablehlo.divide %393, %396 : tensor<8x8x32x32xf32>
    %398 = stablehlo.multiply %395, %395 : tensor<8x8x32x1xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x8x32x1xf32>
    %400 = stablehlo.divide %399, %398 : tensor<8x8x32x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401:2 = call @_where_0(%385, %397, %cst_81) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %402 = stablehlo.dot_general %379, %401#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %403 = stablehlo.transpose %402, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %404 = stablehlo.dot_general %403, %arg24, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %405 = stablehlo.add %404, %245 : tensor<8x32x64xf32>
    %c_82 = stablehlo.constant dense<2> : tensor<i32>
    %406 = stablehlo.convert %c_82 : (tensor<i32>) -> tensor<f32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %408 = stablehlo.power %405, %407 : tensor<8x32x64xf32>
    %cst_83 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %411 = stablehlo.compare EQ, %409, %410, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %414 = stablehlo.compare EQ, %409, %413, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %416 = stablehlo.select %414, %415, %409 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %418 = stablehlo.subtract %409, %417 : tensor<8x32x64xf32>
    %419 = stablehlo.power %405, %418 : tensor<8x32x64xf32>
    %420 = stablehlo.multiply %416, %419 : tensor<8x32x64xf32>
    %421 = stablehlo.select %411, %412, %420 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%408 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %425 = stablehlo.divide %423, %424 : tensor<8x32x1xf32>
    %cst_91 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %427 = stablehlo.add %425, %426 : tensor<8x32x1xf32>
    %428 = stablehlo.rsqrt %427 : tensor<8x32x1xf32>
    %429 = stablehlo.divide %428, %427 : tensor<8x32x1xf32>
    %cst_92 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<8x32x1xf32>
    %432 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %433 = stablehlo.multiply %405, %432 : tensor<8x32x64xf32>
    %434 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %435 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %436 = stablehlo.multiply %433, %435 : tensor<8x32x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %438 = stablehlo.dot_general %437, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_93 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_93) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_94 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %441 = stablehlo.maximum %440, %439 : tensor<256xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %444 = stablehlo.subtract %438, %443 : tensor<256x4xf32>
    %445 = stablehlo.exponential %444 : tensor<256x4xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%445 init: %cst_95) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %449 = stablehlo.divide %445, %448 : tensor<256x4xf32>
    %450 = stablehlo.multiply %447, %447 : tensor<256x1xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %452 = stablehlo.divide %451, %450 : tensor<256x1xf32>
    %values_97, %indices_98 = chlo.top_k(%449, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %453 = stablehlo.reshape %indices_98 : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %454 = call @_one_hot(%indices_98) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %455 = stablehlo.broadcast_in_dim %values_97, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %457 = stablehlo.multiply %454, %456 : tensor<256x2x4xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%457 init: %cst_99) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %459 = stablehlo.transpose %458, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %460 = stablehlo.dot_general %arg27, %437, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %461 = stablehlo.transpose %460, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %462 = stablehlo.slice %461 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %463 = stablehlo.slice %461 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %464:3 = call @silu(%462) : (tensor<4x256x64xf32>) -> (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>)
    %465 = stablehlo.multiply %463, %464#0 : tensor<4x256x64xf32>
    %466 = stablehlo.dot_general %465, %arg28, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %467 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %468 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %469 = stablehlo.multiply %466, %468 : tensor<4x256x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %470 = stablehlo.reduce(%469 init: %cst_100) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %471 = stablehlo.dot_general %437, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %472:3 = call @silu_1(%471) : (tensor<256x64xf32>) -> (tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>)
    %473 = stablehlo.dot_general %437, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %474 = stablehlo.multiply %473, %472#0 : tensor<256x64xf32>
    %475 = stablehlo.dot_general %474, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %476 = stablehlo.dot_general %437, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x1xf32>) -> tensor<256x1xf32>
    %477 = stablehlo.negate %476 : tensor<256x1xf32>
    %478 = stablehlo.exponential %477 : tensor<256x1xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %480 = stablehlo.add %479, %478 : tensor<256x1xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %482 = stablehlo.divide %481, %480 : tensor<256x1xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %484 = stablehlo.subtract %483, %482 : tensor<256x1xf32>
    %485 = stablehlo.multiply %482, %484 : tensor<256x1xf32>
    %486 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %487 = stablehlo.multiply %475, %486 : tensor<256x64xf32>
    %488 = stablehlo.add %470, %487 : tensor<256x64xf32>
    %489 = stablehlo.reshape %488 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %490 = stablehlo.add %489, %405 : tensor<8x32x64xf32>
    %c_104 = stablehlo.constant dense<2> : tensor<i32>
    %491 = stablehlo.convert %c_104 : (tensor<i32>) -> tensor<f32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %493 = stablehlo.power %490, %492 : tensor<8x32x64xf32>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %496 = stablehlo.compare EQ, %494, %495, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %499 = stablehlo.compare EQ, %494, %498, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %501 = stablehlo.select %499, %500, %494 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %503 = stablehlo.subtract %494, %502 : tensor<8x32x64xf32>
    %504 = stablehlo.power %490, %503 : tensor<8x32x64xf32>
    %505 = stablehlo.multiply %501, %504 : tensor<8x32x64xf32>
    %506 = stablehlo.select %496, %497, %505 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %507 = stablehlo.reduce(%493 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_112 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %510 = stablehlo.divide %508, %509 : tensor<8x32x1xf32>
    %cst_113 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %512 = stablehlo.add %510, %511 : tensor<8x32x1xf32>
    %513 = stablehlo.rsqrt %512 : tensor<8x32x1xf32>
    %514 = stablehlo.divide %513, %512 : tensor<8x32x1xf32>
    %cst_114 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %516 = stablehlo.multiply %515, %514 : tensor<8x32x1xf32>
    %517 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %518 = stablehlo.multiply %490, %517 : tensor<8x32x64xf32>
    %519 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %520 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %521 = stablehlo.multiply %518, %520 : tensor<8x32x64xf32>
    %522 = chlo.square %521 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_115 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %524 = stablehlo.multiply %523, %521 : tensor<8x32x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%522 init: %cst_116) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_117 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %526 = stablehlo.divide %525, %cst_117 : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %527 = stablehlo.divide %cst_118, %cst_119 : tensor<f32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %529 = stablehlo.multiply %528, %524 : tensor<8x32x64xf32>
    %530 = stablehlo.multiply %518, %529 : tensor<8x32x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %531 = stablehlo.reduce(%530 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %532 = stablehlo.reshape %531 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %533 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %534 = stablehlo.multiply %529, %533 : tensor<8x32x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.reduce(%532 init: %cst_121) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %536 = stablehlo.multiply %490, %534 : tensor<8x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%536 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %538 = stablehlo.reshape %537 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %539 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %540 = stablehlo.multiply %534, %539 : tensor<8x32x64xf32>
    %541 = stablehlo.multiply %538, %516 : tensor<8x32x1xf32>
    %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %543 = stablehlo.divide %541, %542 : tensor<8x32x1xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%543 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %546 = stablehlo.multiply %545, %506 : tensor<8x32x64xf32>
    %547 = stablehlo.add %540, %546 : tensor<8x32x64xf32>
    %548 = stablehlo.reshape %547 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %549 = stablehlo.multiply %475, %548 : tensor<256x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%549 init: %cst_125) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %551 = stablehlo.reshape %550 : (tensor<256xf32>) -> tensor<256x1xf32>
    %552 = stablehlo.broadcast_in_dim %482, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %553 = stablehlo.multiply %548, %552 : tensor<256x64xf32>
    %554 = stablehlo.multiply %551, %485 : tensor<256x1xf32>
    %555 = stablehlo.dot_general %554, %437, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1xf32>, tensor<256x64xf32>) -> tensor<1x64xf32>
    %556 = stablehlo.transpose %555, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %557 = stablehlo.dot_general %554, %arg32, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1xf32>, tensor<64x1xf32>) -> tensor<256x64xf32>
    %558 = stablehlo.dot_general %553, %474, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %559 = stablehlo.transpose %558, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %560 = stablehlo.dot_general %553, %arg31, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %561 = stablehlo.multiply %473, %560 : tensor<256x64xf32>
    %562 = stablehlo.multiply %560, %472#0 : tensor<256x64xf32>
    %563 = stablehlo.dot_general %562, %437, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %564 = stablehlo.transpose %563, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %565 = stablehlo.dot_general %562, %arg29, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %566 = stablehlo.add %557, %565 : tensor<256x64xf32>
    %567 = call @silu_2(%472#1, %472#2, %471, %561) : (tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %568 = stablehlo.dot_general %567, %437, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %569 = stablehlo.transpose %568, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %570 = stablehlo.dot_general %567, %arg30, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %571 = stablehlo.add %566, %570 : tensor<256x64xf32>
    %572 = stablehlo.broadcast_in_dim %548, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<4x256x64xf32>
    %573 = stablehlo.multiply %466, %572 : tensor<4x256x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<4x256xf32>
    %575 = stablehlo.reshape %574 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %576 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %577 = stablehlo.multiply %572, %576 : tensor<4x256x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%575 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %579 = stablehlo.dot_general %577, %465, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x64x64xf32>
    %580 = stablehlo.transpose %579, dims = [0, 2, 1] : (tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %581 = stablehlo.dot_general %577, %arg28, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %582 = stablehlo.multiply %463, %581 : tensor<4x256x64xf32>
    %583 = stablehlo.multiply %581, %464#0 : tensor<4x256x64xf32>
    %584 = call @silu_3(%464#1, %464#2, %462, %582) : (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %585 = stablehlo.concatenate %584, %583, dim = 2 : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x128xf32>
    %586 = stablehlo.transpose %585, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %587 = stablehlo.dot_general %586, %arg27, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %588 = stablehlo.add %571, %587 : tensor<256x64xf32>
    %589 = stablehlo.dot_general %586, %437, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %591 = stablehlo.transpose %578, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 2] : (tensor<256x4xf32>) -> tensor<256x2x4xf32>
    %593 = stablehlo.multiply %454, %592 : tensor<256x2x4xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x2xf32>
    %595 = stablehlo.reshape %594 : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.reduce(%595 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<256x2x1xf32>, tensor<f32>) -> tensor<256x2xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %598 = "stablehlo.scatter"(%597, %453, %596) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %1017 = stablehlo.add %arg37, %arg38 : tensor<f32>
      stablehlo.return %1017 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x4xf32>
    %599 = stablehlo.broadcast_in_dim %452, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %600 = stablehlo.multiply %598, %599 : tensor<256x4xf32>
    %601 = stablehlo.multiply %600, %445 : tensor<256x4xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%601 init: %cst_131) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %603 = stablehlo.reshape %602 : (tensor<256xf32>) -> tensor<256x1xf32>
    %604 = stablehlo.negate %603 : tensor<256x1xf32>
    %605 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %606 = stablehlo.divide %598, %605 : tensor<256x4xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.reduce(%604 init: %cst_132) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0] : (tensor<256xf32>) -> tensor<256x4xf32>
    %609 = stablehlo.add %606, %608 : tensor<256x4xf32>
    %610 = stablehlo.multiply %609, %445 : tensor<256x4xf32>
    %611 = stablehlo.dot_general %610, %437, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %612 = stablehlo.transpose %611, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %613 = stablehlo.dot_general %610, %arg26, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<64x4xf32>) -> tensor<256x64xf32>
    %614 = stablehlo.add %588, %613 : tensor<256x64xf32>
    %615 = stablehlo.reshape %614 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %616 = stablehlo.multiply %433, %615 : tensor<8x32x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %618 = stablehlo.reshape %617 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %619 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %620 = stablehlo.multiply %615, %619 : tensor<8x32x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %621 = stablehlo.reduce(%618 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %622 = stablehlo.multiply %405, %620 : tensor<8x32x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %624 = stablehlo.reshape %623 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %625 = stablehlo.broadcast_in_dim %428, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %626 = stablehlo.multiply %620, %625 : tensor<8x32x64xf32>
    %627 = stablehlo.add %547, %626 : tensor<8x32x64xf32>
    %628 = stablehlo.multiply %624, %431 : tensor<8x32x1xf32>
    %cst_136 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %630 = stablehlo.divide %628, %629 : tensor<8x32x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %633 = stablehlo.multiply %632, %421 : tensor<8x32x64xf32>
    %634 = stablehlo.add %627, %633 : tensor<8x32x64xf32>
    %635 = stablehlo.dot_general %634, %403, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x8xf32>) -> tensor<64x8x8xf32>
    %636 = stablehlo.transpose %635, dims = [1, 2, 0] : (tensor<64x8x8xf32>) -> tensor<8x8x64xf32>
    %637 = stablehlo.dot_general %634, %arg24, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x8x64xf32>) -> tensor<8x32x8x8xf32>
    %638 = stablehlo.transpose %637, dims = [0, 2, 3, 1] : (tensor<8x32x8x8xf32>) -> tensor<8x8x8x32xf32>
    %639 = stablehlo.dot_general %638, %379, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %640 = stablehlo.dot_general %638, %401#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %641 = stablehlo.transpose %640, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %642 = call @_where_4(%401#1, %639) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %643 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %644 = stablehlo.multiply %642, %643 : tensor<8x8x32x32xf32>
    %645 = stablehlo.multiply %644, %393 : tensor<8x8x32x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_138) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %647 = stablehlo.reshape %646 : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %648 = stablehlo.negate %647 : tensor<8x8x32x1xf32>
    %649 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %650 = stablehlo.divide %642, %649 : tensor<8x8x32x32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %651 = stablehlo.reduce(%648 init: %cst_139) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x1xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x32xf32>
    %653 = stablehlo.add %650, %652 : tensor<8x8x32x32xf32>
    %654 = stablehlo.multiply %653, %393 : tensor<8x8x32x32xf32>
    %655 = call @_where_4(%386#1, %654) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %cst_140 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %657 = stablehlo.multiply %655, %656 : tensor<8x8x32x32xf32>
    %658 = stablehlo.dot_general %657, %331, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %659 = stablehlo.transpose %658, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %660 = stablehlo.dot_general %657, %377, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %661 = stablehlo.transpose %660, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %662 = stablehlo.reshape %641 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %663 = stablehlo.reduce(%662 init: %cst_141) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %664 = stablehlo.reshape %659 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %665 = stablehlo.reduce(%664 init: %cst_142) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %666 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %667 = stablehlo.multiply %665, %666 : tensor<8x32x4x8xf32>
    %668 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %669 = stablehlo.multiply %665, %668 : tensor<8x32x4x8xf32>
    %670 = stablehlo.reshape %667 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x4xf32>
    %671 = stablehlo.slice %670 [0:8, 0:32, 0:4, 0:1, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %672 = stablehlo.reshape %671 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %673 = stablehlo.slice %670 [0:8, 0:32, 0:4, 1:2, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %674 = stablehlo.reshape %673 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %675 = stablehlo.negate %672 : tensor<8x32x4x4xf32>
    %676 = stablehlo.concatenate %674, %675, dim = 3 : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x8xf32>
    %677 = stablehlo.add %669, %676 : tensor<8x32x4x8xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%663 init: %cst_143) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %679 = stablehlo.reshape %678 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%679 init: %cst_144) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %681 = stablehlo.dot_general %663, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %682 = stablehlo.transpose %681, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %683 = stablehlo.dot_general %663, %arg22, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %684 = stablehlo.reduce(%677 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %685 = stablehlo.reshape %684 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %687 = stablehlo.dot_general %677, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %688 = stablehlo.transpose %687, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %689 = stablehlo.dot_general %677, %arg20, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %690 = stablehlo.add %683, %689 : tensor<8x32x64xf32>
    %691 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %692 = stablehlo.multiply %661, %691 : tensor<8x32x8x8xf32>
    %693 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %694 = stablehlo.multiply %661, %693 : tensor<8x32x8x8xf32>
    %695 = stablehlo.reshape %692 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x2x4xf32>
    %696 = stablehlo.slice %695 [0:8, 0:32, 0:8, 0:1, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %697 = stablehlo.reshape %696 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %698 = stablehlo.slice %695 [0:8, 0:32, 0:8, 1:2, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %699 = stablehlo.reshape %698 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %700 = stablehlo.negate %697 : tensor<8x32x8x4xf32>
    %701 = stablehlo.concatenate %699, %700, dim = 3 : (tensor<8x32x8x4xf32>, tensor<8x32x8x4xf32>) -> tensor<8x32x8x8xf32>
    %702 = stablehlo.add %694, %701 : tensor<8x32x8x8xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %703 = stablehlo.reduce(%702 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %704 = stablehlo.reshape %703 : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%704 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %706 = stablehlo.dot_general %702, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x64xf32>) -> tensor<8x8x64xf32>
    %707 = stablehlo.transpose %706, dims = [2, 0, 1] : (tensor<8x8x64xf32>) -> tensor<64x8x8xf32>
    %708 = stablehlo.dot_general %702, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<64x8x8xf32>) -> tensor<8x32x64xf32>
    %709 = stablehlo.add %690, %708 : tensor<8x32x64xf32>
    %710 = stablehlo.multiply %288, %709 : tensor<8x32x64xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %712 = stablehlo.reshape %711 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %713 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %714 = stablehlo.multiply %709, %713 : tensor<8x32x64xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %715 = stablehlo.reduce(%712 init: %cst_150) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %716 = stablehlo.multiply %245, %714 : tensor<8x32x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%716 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %718 = stablehlo.reshape %717 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %719 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %720 = stablehlo.multiply %714, %719 : tensor<8x32x64xf32>
    %721 = stablehlo.add %634, %720 : tensor<8x32x64xf32>
    %722 = stablehlo.multiply %718, %286 : tensor<8x32x1xf32>
    %cst_152 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %724 = stablehlo.divide %722, %723 : tensor<8x32x1xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.reduce(%724 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %726 = stablehlo.broadcast_in_dim %725, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %727 = stablehlo.multiply %726, %276 : tensor<8x32x64xf32>
    %728 = stablehlo.add %721, %727 : tensor<8x32x64xf32>
    %729 = stablehlo.reshape %728 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %730 = stablehlo.multiply %230, %729 : tensor<256x64xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.reduce(%730 init: %cst_154) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %732 = stablehlo.reshape %731 : (tensor<256xf32>) -> tensor<256x1xf32>
    %733 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %734 = stablehlo.multiply %729, %733 : tensor<256x64xf32>
    %735 = stablehlo.multiply %732, %240 : tensor<256x1xf32>
    %736 = stablehlo.dot_general %735, %192, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x1xf32>, tensor<256x64xf32>) -> tensor<1x64xf32>
    %737 = stablehlo.transpose %736, dims = [1, 0] : (tensor<1x64xf32>) -> tensor<64x1xf32>
    %738 = stablehlo.dot_general %735, %arg16, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x1xf32>, tensor<64x1xf32>) -> tensor<256x64xf32>
    %739 = stablehlo.dot_general %734, %229, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %740 = stablehlo.transpose %739, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %741 = stablehlo.dot_general %734, %arg15, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %742 = stablehlo.multiply %228, %741 : tensor<256x64xf32>
    %743 = stablehlo.multiply %741, %227#0 : tensor<256x64xf32>
    %744 = stablehlo.dot_general %743, %192, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %745 = stablehlo.transpose %744, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %746 = stablehlo.dot_general %743, %arg13, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %747 = stablehlo.add %738, %746 : tensor<256x64xf32>
    %748 = call @silu_2(%227#1, %227#2, %226, %742) : (tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<256x64xf32>
    %749 = stablehlo.dot_general %748, %192, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<256x64xf32>) -> tensor<64x64xf32>
    %750 = stablehlo.transpose %749, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %751 = stablehlo.dot_general %748, %arg14, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %752 = stablehlo.add %747, %751 : tensor<256x64xf32>
    %753 = stablehlo.broadcast_in_dim %729, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<4x256x64xf32>
    %754 = stablehlo.multiply %221, %753 : tensor<4x256x64xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %755 = stablehlo.reduce(%754 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<4x256xf32>
    %756 = stablehlo.reshape %755 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %757 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %758 = stablehlo.multiply %753, %757 : tensor<4x256x64xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%756 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %760 = stablehlo.dot_general %758, %220, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x64x64xf32>
    %761 = stablehlo.transpose %760, dims = [0, 2, 1] : (tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %762 = stablehlo.dot_general %758, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %763 = stablehlo.multiply %218, %762 : tensor<4x256x64xf32>
    %764 = stablehlo.multiply %762, %219#0 : tensor<4x256x64xf32>
    %765 = call @silu_3(%219#1, %219#2, %217, %763) : (tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %766 = stablehlo.concatenate %765, %764, dim = 2 : (tensor<4x256x64xf32>, tensor<4x256x64xf32>) -> tensor<4x256x128xf32>
    %767 = stablehlo.transpose %766, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %768 = stablehlo.dot_general %767, %arg11, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %769 = stablehlo.add %752, %768 : tensor<256x64xf32>
    %770 = stablehlo.dot_general %767, %192, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %771 = stablehlo.transpose %770, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %772 = stablehlo.transpose %759, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %773 = stablehlo.broadcast_in_dim %772, dims = [0, 2] : (tensor<256x4xf32>) -> tensor<256x2x4xf32>
    %774 = stablehlo.multiply %209, %773 : tensor<256x2x4xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%774 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x2xf32>
    %776 = stablehlo.reshape %775 : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.reduce(%776 init: %cst_158) applies stablehlo.add across dimensions = [2] : (tensor<256x2x1xf32>, tensor<f32>) -> tensor<256x2xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %779 = "stablehlo.scatter"(%778, %208, %777) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg37: tensor<f32>, %arg38: tensor<f32>):
      %1017 = stablehlo.add %arg37, %arg38 : tensor<f32>
      stablehlo.return %1017 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x4xf32>
    %780 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %781 = stablehlo.multiply %779, %780 : tensor<256x4xf32>
    %782 = stablehlo.multiply %781, %200 : tensor<256x4xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %783 = stablehlo.reduce(%782 init: %cst_160) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %784 = stablehlo.reshape %783 : (tensor<256xf32>) -> tensor<256x1xf32>
    %785 = stablehlo.negate %784 : tensor<256x1xf32>
    %786 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %787 = stablehlo.divide %779, %786 : tensor<256x4xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%785 init: %cst_161) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [0] : (tensor<256xf32>) -> tensor<256x4xf32>
    %790 = stablehlo.add %787, %789 : tensor<256x4xf32>
    %791 = stablehlo.multiply %790, %200 : tensor<256x4xf32>
    %792 = stablehlo.dot_general %791, %192, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %793 = stablehlo.transpose %792, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %794 = stablehlo.dot_general %791, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<64x4xf32>) -> tensor<256x64xf32>
    %795 = stablehlo.add %769, %794 : tensor<256x64xf32>
    %796 = stablehlo.reshape %795 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %797 = stablehlo.multiply %188, %796 : tensor<8x32x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.reduce(%797 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %799 = stablehlo.reshape %798 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %800 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %801 = stablehlo.multiply %796, %800 : tensor<8x32x64xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%799 init: %cst_163) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %803 = stablehlo.multiply %160, %801 : tensor<8x32x64xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = stablehlo.reduce(%803 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %805 = stablehlo.reshape %804 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %806 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %807 = stablehlo.multiply %801, %806 : tensor<8x32x64xf32>
    %808 = stablehlo.add %728, %807 : tensor<8x32x64xf32>
    %809 = stablehlo.multiply %805, %186 : tensor<8x32x1xf32>
    %cst_165 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %811 = stablehlo.divide %809, %810 : tensor<8x32x1xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.reduce(%811 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %813 = stablehlo.broadcast_in_dim %812, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %814 = stablehlo.multiply %813, %176 : tensor<8x32x64xf32>
    %815 = stablehlo.add %808, %814 : tensor<8x32x64xf32>
    %816 = stablehlo.dot_general %815, %158, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x8xf32>) -> tensor<64x8x8xf32>
    %817 = stablehlo.transpose %816, dims = [1, 2, 0] : (tensor<64x8x8xf32>) -> tensor<8x8x64xf32>
    %818 = stablehlo.dot_general %815, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x8x64xf32>) -> tensor<8x32x8x8xf32>
    %819 = stablehlo.transpose %818, dims = [0, 2, 3, 1] : (tensor<8x32x8x8xf32>) -> tensor<8x8x8x32xf32>
    %820 = stablehlo.dot_general %819, %134, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %821 = stablehlo.dot_general %819, %156#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %822 = stablehlo.transpose %821, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %823 = call @_where_4(%156#1, %820) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %824 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %825 = stablehlo.multiply %823, %824 : tensor<8x8x32x32xf32>
    %826 = stablehlo.multiply %825, %148 : tensor<8x8x32x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%826 init: %cst_167) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %828 = stablehlo.reshape %827 : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %829 = stablehlo.negate %828 : tensor<8x8x32x1xf32>
    %830 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %831 = stablehlo.divide %823, %830 : tensor<8x8x32x32xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %832 = stablehlo.reduce(%829 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x1xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x32xf32>
    %834 = stablehlo.add %831, %833 : tensor<8x8x32x32xf32>
    %835 = stablehlo.multiply %834, %148 : tensor<8x8x32x32xf32>
    %836 = call @_where_4(%141#1, %835) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %cst_169 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %838 = stablehlo.multiply %836, %837 : tensor<8x8x32x32xf32>
    %839 = stablehlo.dot_general %838, %86, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %840 = stablehlo.transpose %839, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %841 = stablehlo.dot_general %838, %132, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %842 = stablehlo.transpose %841, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %843 = stablehlo.reshape %822 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %844 = stablehlo.reduce(%843 init: %cst_170) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %845 = stablehlo.reshape %840 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%845 init: %cst_171) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %847 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %848 = stablehlo.multiply %846, %847 : tensor<8x32x4x8xf32>
    %849 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %850 = stablehlo.multiply %846, %849 : tensor<8x32x4x8xf32>
    %851 = stablehlo.reshape %848 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x4xf32>
    %852 = stablehlo.slice %851 [0:8, 0:32, 0:4, 0:1, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %853 = stablehlo.reshape %852 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %854 = stablehlo.slice %851 [0:8, 0:32, 0:4, 1:2, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %855 = stablehlo.reshape %854 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %856 = stablehlo.negate %853 : tensor<8x32x4x4xf32>
    %857 = stablehlo.concatenate %855, %856, dim = 3 : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x8xf32>
    %858 = stablehlo.add %850, %857 : tensor<8x32x4x8xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.reduce(%844 init: %cst_172) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %860 = stablehlo.reshape %859 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.reduce(%860 init: %cst_173) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %862 = stablehlo.dot_general %844, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %863 = stablehlo.transpose %862, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %864 = stablehlo.dot_general %844, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.reduce(%858 init: %cst_174) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %866 = stablehlo.reshape %865 : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%866 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x8xf32>, tensor<f32>) -> tensor<4x8xf32>
    %868 = stablehlo.dot_general %858, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %869 = stablehlo.transpose %868, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %870 = stablehlo.dot_general %858, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %871 = stablehlo.add %864, %870 : tensor<8x32x64xf32>
    %872 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %873 = stablehlo.multiply %842, %872 : tensor<8x32x8x8xf32>
    %874 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %875 = stablehlo.multiply %842, %874 : tensor<8x32x8x8xf32>
    %876 = stablehlo.reshape %873 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x2x4xf32>
    %877 = stablehlo.slice %876 [0:8, 0:32, 0:8, 0:1, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %878 = stablehlo.reshape %877 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %879 = stablehlo.slice %876 [0:8, 0:32, 0:8, 1:2, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %880 = stablehlo.reshape %879 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %881 = stablehlo.negate %878 : tensor<8x32x8x4xf32>
    %882 = stablehlo.concatenate %880, %881, dim = 3 : (tensor<8x32x8x4xf32>, tensor<8x32x8x4xf32>) -> tensor<8x32x8x8xf32>
    %883 = stablehlo.add %875, %882 : tensor<8x32x8x8xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %884 = stablehlo.reduce(%883 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %885 = stablehlo.reshape %884 : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%885 init: %cst_177) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x8x8xf32>, tensor<f32>) -> tensor<8x8xf32>
    %887 = stablehlo.dot_general %883, %46, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x64xf32>) -> tensor<8x8x64xf32>
    %888 = stablehlo.transpose %887, dims = [2, 0, 1] : (tensor<8x8x64xf32>) -> tensor<64x8x8xf32>
    %889 = stablehlo.dot_general %883, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<64x8x8xf32>) -> tensor<8x32x64xf32>
    %890 = stablehlo.add %871, %889 : tensor<8x32x64xf32>
    %891 = stablehlo.multiply %43, %890 : tensor<8x32x64xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %892 = stablehlo.reduce(%891 init: %cst_178) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %893 = stablehlo.reshape %892 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %894 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %895 = stablehlo.multiply %890, %894 : tensor<8x32x64xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %896 = stablehlo.reduce(%893 init: %cst_179) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %897 = stablehlo.multiply %0#0, %895 : tensor<8x32x64xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %898 = stablehlo.reduce(%897 init: %cst_180) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %899 = stablehlo.reshape %898 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %900 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %901 = stablehlo.multiply %895, %900 : tensor<8x32x64xf32>
    %902 = stablehlo.add %815, %901 : tensor<8x32x64xf32>
    %903 = stablehlo.multiply %899, %41 : tensor<8x32x1xf32>
    %cst_181 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %905 = stablehlo.divide %903, %904 : tensor<8x32x1xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %906 = stablehlo.reduce(%905 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %908 = stablehlo.multiply %907, %31 : tensor<8x32x64xf32>
    %909 = stablehlo.add %902, %908 : tensor<8x32x64xf32>
    %910 = call @_take_5(%0#1, %909) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %913 = stablehlo.multiply %912, %910 : tensor<512x64xf32>
    %914 = stablehlo.subtract %arg0, %913 : tensor<512x64xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %916 = stablehlo.multiply %915, %911 : tensor<64x512xf32>
    %917 = stablehlo.subtract %arg1, %916 : tensor<64x512xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<64x8x8xf32>
    %919 = stablehlo.multiply %918, %888 : tensor<64x8x8xf32>
    %920 = stablehlo.subtract %arg2, %919 : tensor<64x8x8xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %922 = stablehlo.multiply %921, %886 : tensor<8x8xf32>
    %923 = stablehlo.subtract %arg3, %922 : tensor<8x8xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %925 = stablehlo.multiply %924, %869 : tensor<64x4x8xf32>
    %926 = stablehlo.subtract %arg4, %925 : tensor<64x4x8xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %928 = stablehlo.multiply %927, %867 : tensor<4x8xf32>
    %929 = stablehlo.subtract %arg5, %928 : tensor<4x8xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %931 = stablehlo.multiply %930, %863 : tensor<64x4x8xf32>
    %932 = stablehlo.subtract %arg6, %931 : tensor<64x4x8xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %934 = stablehlo.multiply %933, %861 : tensor<4x8xf32>
    %935 = stablehlo.subtract %arg7, %934 : tensor<4x8xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %937 = stablehlo.multiply %936, %817 : tensor<8x8x64xf32>
    %938 = stablehlo.subtract %arg8, %937 : tensor<8x8x64xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %940 = stablehlo.multiply %939, %896 : tensor<64xf32>
    %941 = stablehlo.subtract %arg9, %940 : tensor<64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %943 = stablehlo.multiply %942, %793 : tensor<64x4xf32>
    %944 = stablehlo.subtract %arg10, %943 : tensor<64x4xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %946 = stablehlo.multiply %945, %771 : tensor<4x64x128xf32>
    %947 = stablehlo.subtract %arg11, %946 : tensor<4x64x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %949 = stablehlo.multiply %948, %761 : tensor<4x64x64xf32>
    %950 = stablehlo.subtract %arg12, %949 : tensor<4x64x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %952 = stablehlo.multiply %951, %745 : tensor<64x64xf32>
    %953 = stablehlo.subtract %arg13, %952 : tensor<64x64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %955 = stablehlo.multiply %954, %750 : tensor<64x64xf32>
    %956 = stablehlo.subtract %arg14, %955 : tensor<64x64xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %958 = stablehlo.multiply %957, %740 : tensor<64x64xf32>
    %959 = stablehlo.subtract %arg15, %958 : tensor<64x64xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %961 = stablehlo.multiply %960, %737 : tensor<64x1xf32>
    %962 = stablehlo.subtract %arg16, %961 : tensor<64x1xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %964 = stablehlo.multiply %963, %802 : tensor<64xf32>
    %965 = stablehlo.subtract %arg17, %964 : tensor<64xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<64x8x8xf32>
    %967 = stablehlo.multiply %966, %707 : tensor<64x8x8xf32>
    %968 = stablehlo.subtract %arg18, %967 : tensor<64x8x8xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %970 = stablehlo.multiply %969, %705 : tensor<8x8xf32>
    %971 = stablehlo.subtract %arg19, %970 : tensor<8x8xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %973 = stablehlo.multiply %972, %688 : tensor<64x4x8xf32>
    %974 = stablehlo.subtract %arg20, %973 : tensor<64x4x8xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %975 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %976 = stablehlo.multiply %975, %686 : tensor<4x8xf32>
    %977 = stablehlo.subtract %arg21, %976 : tensor<4x8xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %979 = stablehlo.multiply %978, %682 : tensor<64x4x8xf32>
    %980 = stablehlo.subtract %arg22, %979 : tensor<64x4x8xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<4x8xf32>
    %982 = stablehlo.multiply %981, %680 : tensor<4x8xf32>
    %983 = stablehlo.subtract %arg23, %982 : tensor<4x8xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %985 = stablehlo.multiply %984, %636 : tensor<8x8x64xf32>
    %986 = stablehlo.subtract %arg24, %985 : tensor<8x8x64xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %988 = stablehlo.multiply %987, %715 : tensor<64xf32>
    %989 = stablehlo.subtract %arg25, %988 : tensor<64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %991 = stablehlo.multiply %990, %612 : tensor<64x4xf32>
    %992 = stablehlo.subtract %arg26, %991 : tensor<64x4xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %994 = stablehlo.multiply %993, %590 : tensor<4x64x128xf32>
    %995 = stablehlo.subtract %arg27, %994 : tensor<4x64x128xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<4x64x64xf32>
    %997 = stablehlo.multiply %996, %580 : tensor<4x64x64xf32>
    %998 = stablehlo.subtract %arg28, %997 : tensor<4x64x64xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %999 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1000 = stablehlo.multiply %999, %564 : tensor<64x64xf32>
    %1001 = stablehlo.subtract %arg29, %1000 : tensor<64x64xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1003 = stablehlo.multiply %1002, %569 : tensor<64x64xf32>
    %1004 = stablehlo.subtract %arg30, %1003 : tensor<64x64xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1005 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1006 = stablehlo.multiply %1005, %559 : tensor<64x64xf32>
    %1007 = stablehlo.subtract %arg31, %1006 : tensor<64x64xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<64x1xf32>
    %1009 = stablehlo.multiply %1008, %556 : tensor<64x1xf32>
    %1010 = stablehlo.subtract %arg32, %1009 : tensor<64x1xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1012 = stablehlo.multiply %1011, %621 : tensor<64xf32>
    %1013 = stablehlo.subtract %arg33, %1012 : tensor<64xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %1015 = stablehlo.multiply %1014, %535 : tensor<64xf32>
    %1016 = stablehlo.subtract %arg34, %1015 : tensor<64xf32>
    return %914, %917, %920, %923, %926, %929, %932, %935, %938, %941, %944, %947, %950, %953, %956, %959, %962, %965, %968, %971, %974, %977, %980, %983, %986, %989, %992, %995, %998, %1001, %1004, %1007, %1010, %1013, %1016, %526 : tensor<512x64xf32>, tensor<64x512xf32>, tensor<64x8x8xf32>, tensor<8x8xf32>, tensor<64x4x8xf32>, tensor<4x8xf32>, tensor<64x4x8xf32>, tensor<4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x4xf32>, tensor<4x64x128xf32>, tensor<4x64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<64x8x8xf32>, tensor<8x8xf32>, tensor<64x4x8xf32>, tensor<4x8xf32>, tensor<64x4x8xf32>, tensor<4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x4xf32>, tensor<4x64x128xf32>, tensor<4x64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x1xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<8x1x32x32xi1>, %arg1: tensor<8x8x32x32xf32>, %arg2: tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x8x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>
    return %3, %1 : tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>
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
  func.func private @silu_1(%arg0: tensor<256x64xf32>) -> (tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<256x64xf32>
    %1 = stablehlo.exponential %0 : tensor<256x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<256x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<256x64xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<256x64xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<256x64xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<256x64xf32>
    return %9, %8, %5 : tensor<256x64xf32>, tensor<256x64xf32>, tensor<256x64xf32>
  }
  func.func private @silu_2(%arg0: tensor<256x64xf32>, %arg1: tensor<256x64xf32>, %arg2: tensor<256x64xf32>, %arg3: tensor<256x64xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<256x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<256x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<256x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<256x64xf32>
    return %3 : tensor<256x64xf32>
  }
  func.func private @silu_3(%arg0: tensor<4x256x64xf32>, %arg1: tensor<4x256x64xf32>, %arg2: tensor<4x256x64xf32>, %arg3: tensor<4x256x64xf32>) -> tensor<4x256x64xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x256x64xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x256x64xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x256x64xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256x64xf32>
    return %3 : tensor<4x256x64xf32>
  }
  func.func private @_where_4(%arg0: tensor<8x8x32x32xi1>, %arg1: tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>
    return %1 : tensor<8x8x32x32xf32>
  }
  func.func private @_take_5(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x64xf32>) -> tensor<512x64xf32> {
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
