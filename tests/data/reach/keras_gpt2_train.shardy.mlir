module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg37: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<128x64xf32> {jax.result_info = "result[0][1]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][2]"}, tensor<4x16xf32> {jax.result_info = "result[0][3]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][4]"}, tensor<4x16xf32> {jax.result_info = "result[0][5]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][6]"}, tensor<4x16xf32> {jax.result_info = "result[0][7]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][8]"}, tensor<64xf32> {jax.result_info = "result[0][9]"}, tensor<64xf32> {jax.result_info = "result[0][10]"}, tensor<64xf32> {jax.result_info = "result[0][11]"}, tensor<64x128xf32> {jax.result_info = "result[0][12]"}, tensor<128xf32> {jax.result_info = "result[0][13]"}, tensor<128x64xf32> {jax.result_info = "result[0][14]"}, tensor<64xf32> {jax.result_info = "result[0][15]"}, tensor<64xf32> {jax.result_info = "result[0][16]"}, tensor<64xf32> {jax.result_info = "result[0][17]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][18]"}, tensor<4x16xf32> {jax.result_info = "result[0][19]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][20]"}, tensor<4x16xf32> {jax.result_info = "result[0][21]"}, tensor<64x4x16xf32> {jax.result_info = "result[0][22]"}, tensor<4x16xf32> {jax.result_info = "result[0][23]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][24]"}, tensor<64xf32> {jax.result_info = "result[0][25]"}, tensor<64xf32> {jax.result_info = "result[0][26]"}, tensor<64xf32> {jax.result_info = "result[0][27]"}, tensor<64x128xf32> {jax.result_info = "result[0][28]"}, tensor<128xf32> {jax.result_info = "result[0][29]"}, tensor<128x64xf32> {jax.result_info = "result[0][30]"}, tensor<64xf32> {jax.result_info = "result[0][31]"}, tensor<64xf32> {jax.result_info = "result[0][32]"}, tensor<64xf32> {jax.result_info = "result[0][33]"}, tensor<64xf32> {jax.result_info = "result[0][34]"}, tensor<64xf32> {jax.result_info = "result[0][35]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg36) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [32, 64] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %3 = stablehlo.add %0#0, %2 : tensor<8x32x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg37, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %5 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %7 = stablehlo.add %5, %6 : tensor<32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %9 = stablehlo.iota dim = 0 : tensor<32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %12 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %13 = stablehlo.compare GE, %11, %12, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %16 = stablehlo.convert %15 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %17 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %18 = stablehlo.minimum %17, %16 : tensor<8x32x32xi32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%3 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %23:4 = call @_var(%3, %c_3) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %24 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %25 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %27 = stablehlo.add %23#0, %26 : tensor<8x32x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<8x32x1xf32>
    %29 = stablehlo.divide %28, %27 : tensor<8x32x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x32x1xf32>
    %32 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %33 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %34 = stablehlo.multiply %32, %33 : tensor<8x32x64xf32>
    %35 = stablehlo.negate %22 : tensor<8x32x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %37 = stablehlo.multiply %36, %34 : tensor<8x32x64xf32>
    %38 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %39 = stablehlo.add %37, %38 : tensor<8x32x64xf32>
    %40 = stablehlo.multiply %3, %34 : tensor<8x32x64xf32>
    %41 = stablehlo.add %40, %39 : tensor<8x32x64xf32>
    %42 = stablehlo.dot_general %41, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %43 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %45 = stablehlo.add %42, %44 : tensor<8x32x4x16xf32>
    %46 = stablehlo.dot_general %41, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %47 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %49 = stablehlo.add %46, %48 : tensor<8x32x4x16xf32>
    %50 = stablehlo.dot_general %41, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %51 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %53 = stablehlo.add %50, %52 : tensor<8x32x4x16xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %55 = stablehlo.multiply %45, %54 : tensor<8x32x4x16xf32>
    %56 = stablehlo.dot_general %55, %49, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %57 = stablehlo.broadcast_in_dim %18, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %58 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %59 = stablehlo.compare GT, %57, %58, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_8 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %60:2 = call @_where_1(%59, %56, %cst_8) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %61 = stablehlo.reduce(%60#0 init: %cst_9) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %63 = stablehlo.maximum %62, %61 : tensor<8x4x32xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %66 = stablehlo.subtract %60#0, %65 : tensor<8x4x32x32xf32>
    %67 = stablehlo.exponential %66 : tensor<8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.reduce(%67 init: %cst_11) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %71 = stablehlo.divide %67, %70 : tensor<8x4x32x32xf32>
    %72 = stablehlo.multiply %69, %69 : tensor<8x4x32x1xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %74 = stablehlo.divide %73, %72 : tensor<8x4x32x1xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75:2 = call @_where_1(%59, %71, %cst_13) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %76 = stablehlo.dot_general %53, %75#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %77 = stablehlo.transpose %76, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %78 = stablehlo.dot_general %77, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %79 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x32x64xf32>
    %82 = stablehlo.add %81, %3 : tensor<8x32x64xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_14) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_15 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x32x1xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %87:4 = call @_var(%82, %c_16) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %88 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %89 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %91 = stablehlo.add %87#0, %90 : tensor<8x32x1xf32>
    %92 = stablehlo.rsqrt %91 : tensor<8x32x1xf32>
    %93 = stablehlo.divide %92, %91 : tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %95 = stablehlo.multiply %94, %93 : tensor<8x32x1xf32>
    %96 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %97 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %98 = stablehlo.multiply %96, %97 : tensor<8x32x64xf32>
    %99 = stablehlo.negate %86 : tensor<8x32x1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.multiply %100, %98 : tensor<8x32x64xf32>
    %102 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x32x64xf32>
    %104 = stablehlo.multiply %82, %98 : tensor<8x32x64xf32>
    %105 = stablehlo.add %104, %103 : tensor<8x32x64xf32>
    %106 = stablehlo.dot_general %105, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %107 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %109 = stablehlo.add %106, %108 : tensor<8x32x128xf32>
    %110 = stablehlo.multiply %109, %109 : tensor<8x32x128xf32>
    %111 = stablehlo.multiply %110, %109 : tensor<8x32x128xf32>
    %112 = stablehlo.multiply %109, %109 : tensor<8x32x128xf32>
    %cst_19 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %114 = stablehlo.multiply %113, %112 : tensor<8x32x128xf32>
    %cst_20 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %116 = stablehlo.multiply %115, %111 : tensor<8x32x128xf32>
    %117 = stablehlo.add %109, %116 : tensor<8x32x128xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<8x32x128xf32>
    %120 = stablehlo.tanh %119 : tensor<8x32x128xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %122 = stablehlo.subtract %121, %120 : tensor<8x32x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.add %123, %120 : tensor<8x32x128xf32>
    %cst_24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x32x128xf32>
    %127 = stablehlo.multiply %109, %126 : tensor<8x32x128xf32>
    %128 = stablehlo.dot_general %127, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %129 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %131 = stablehlo.add %128, %130 : tensor<8x32x64xf32>
    %132 = stablehlo.add %131, %82 : tensor<8x32x64xf32>
    %133 = stablehlo.broadcast_in_dim %arg37, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %134 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %136 = stablehlo.add %134, %135 : tensor<32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %138 = stablehlo.iota dim = 0 : tensor<32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %140 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %141 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %142 = stablehlo.compare GE, %140, %141, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %145 = stablehlo.convert %144 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %146 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %147 = stablehlo.minimum %146, %145 : tensor<8x32x32xi32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%132 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<8x32x1xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %152:4 = call @_var(%132, %c_28) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %153 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_29 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %156 = stablehlo.add %152#0, %155 : tensor<8x32x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<8x32x1xf32>
    %158 = stablehlo.divide %157, %156 : tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<8x32x1xf32>
    %161 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %163 = stablehlo.multiply %161, %162 : tensor<8x32x64xf32>
    %164 = stablehlo.negate %151 : tensor<8x32x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.multiply %165, %163 : tensor<8x32x64xf32>
    %167 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %168 = stablehlo.add %166, %167 : tensor<8x32x64xf32>
    %169 = stablehlo.multiply %132, %163 : tensor<8x32x64xf32>
    %170 = stablehlo.add %169, %168 : tensor<8x32x64xf32>
    %171 = stablehlo.dot_general %170, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %172 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %174 = stablehlo.add %171, %173 : tensor<8x32x4x16xf32>
    %175 = stablehlo.dot_general %170, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %178 = stablehlo.add %175, %177 : tensor<8x32x4x16xf32>
    %179 = stablehlo.dot_general %170, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %180 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x32x4x16xf32>
    %cst_31 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %184 = stablehlo.multiply %174, %183 : tensor<8x32x4x16xf32>
    %185 = stablehlo.dot_general %184, %178, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %186 = stablehlo.broadcast_in_dim %147, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %188 = stablehlo.compare GT, %186, %187, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_33 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %189:2 = call @_where_1(%188, %185, %cst_33) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.reduce(%189#0 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<8x4x32xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %195 = stablehlo.subtract %189#0, %194 : tensor<8x4x32x32xf32>
    %196 = stablehlo.exponential %195 : tensor<8x4x32x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %200 = stablehlo.divide %196, %199 : tensor<8x4x32x32xf32>
    %201 = stablehlo.multiply %198, %198 : tensor<8x4x32x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x32x1xf32>
    %203 = stablehlo.divide %202, %201 : tensor<8x4x32x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204:2 = call @_where_1(%188, %200, %cst_38) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>)
    %205 = stablehlo.dot_general %182, %204#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %206 = stablehlo.transpose %205, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %207 = stablehlo.dot_general %206, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %208 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %210 = stablehlo.add %207, %209 : tensor<8x32x64xf32>
    %211 = stablehlo.add %210, %132 : tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8x32x1xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %216:4 = call @_var(%211, %c_41) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %217 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %218 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %220 = stablehlo.add %216#0, %219 : tensor<8x32x1xf32>
    %221 = stablehlo.rsqrt %220 : tensor<8x32x1xf32>
    %222 = stablehlo.divide %221, %220 : tensor<8x32x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %224 = stablehlo.multiply %223, %222 : tensor<8x32x1xf32>
    %225 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %226 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %227 = stablehlo.multiply %225, %226 : tensor<8x32x64xf32>
    %228 = stablehlo.negate %215 : tensor<8x32x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %230 = stablehlo.multiply %229, %227 : tensor<8x32x64xf32>
    %231 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %232 = stablehlo.add %230, %231 : tensor<8x32x64xf32>
    %233 = stablehlo.multiply %211, %227 : tensor<8x32x64xf32>
    %234 = stablehlo.add %233, %232 : tensor<8x32x64xf32>
    %235 = stablehlo.dot_general %234, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %236 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %238 = stablehlo.add %235, %237 : tensor<8x32x128xf32>
    %239 = stablehlo.multiply %238, %238 : tensor<8x32x128xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<8x32x128xf32>
    %241 = stablehlo.multiply %238, %238 : tensor<8x32x128xf32>
    %cst_44 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %243 = stablehlo.multiply %242, %241 : tensor<8x32x128xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %245 = stablehlo.multiply %244, %240 : tensor<8x32x128xf32>
    %246 = stablehlo.add %238, %245 : tensor<8x32x128xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %248 = stablehlo.multiply %247, %246 : tensor<8x32x128xf32>
    %249 = stablehlo.tanh %248 : tensor<8x32x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %251 = stablehlo.subtract %250, %249 : tensor<8x32x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %253 = stablehlo.add %252, %249 : tensor<8x32x128xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<8x32x128xf32>
    %256 = stablehlo.multiply %238, %255 : tensor<8x32x128xf32>
    %257 = stablehlo.dot_general %256, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %258 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %260 = stablehlo.add %257, %259 : tensor<8x32x64xf32>
    %261 = stablehlo.add %260, %211 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%261 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x32x1xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %266:4 = call @_var(%261, %c_52) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %267 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %268 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_53 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %270 = stablehlo.add %266#0, %269 : tensor<8x32x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<8x32x1xf32>
    %272 = stablehlo.divide %271, %270 : tensor<8x32x1xf32>
    %cst_54 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<8x32x1xf32>
    %275 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %276 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<8x32x64xf32>
    %278 = stablehlo.negate %265 : tensor<8x32x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %280 = stablehlo.multiply %279, %277 : tensor<8x32x64xf32>
    %281 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %282 = stablehlo.add %280, %281 : tensor<8x32x64xf32>
    %283 = stablehlo.multiply %261, %277 : tensor<8x32x64xf32>
    %284 = stablehlo.add %283, %282 : tensor<8x32x64xf32>
    %285 = chlo.square %284 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %287 = stablehlo.multiply %286, %284 : tensor<8x32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%285 init: %cst_56) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_57 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %289 = stablehlo.divide %288, %cst_57 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_59 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %290 = stablehlo.divide %cst_58, %cst_59 : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %292 = stablehlo.multiply %291, %287 : tensor<8x32x64xf32>
    %293 = stablehlo.multiply %261, %292 : tensor<8x32x64xf32>
    %294 = stablehlo.multiply %292, %277 : tensor<8x32x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%292 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %296 = stablehlo.reshape %295 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %297 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %298 = stablehlo.multiply %297, %292 : tensor<8x32x64xf32>
    %299 = stablehlo.add %293, %298 : tensor<8x32x64xf32>
    %300 = stablehlo.multiply %292, %277 : tensor<8x32x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %303 = stablehlo.negate %302 : tensor<8x32x1xf32>
    %304 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %305 = stablehlo.multiply %304, %299 : tensor<8x32x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%305 init: %cst_62) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %307 = stablehlo.reshape %306 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %308 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %309 = stablehlo.multiply %299, %308 : tensor<8x32x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %311 = stablehlo.reshape %310 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %312 = stablehlo.multiply %311, %274 : tensor<8x32x1xf32>
    %313 = stablehlo.reshape %296 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %314 = stablehlo.reshape %307 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %315 = call @_var_2(%266#1, %266#2, %266#3, %312) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %316 = stablehlo.add %294, %315 : tensor<8x32x64xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %318 = stablehlo.divide %303, %317 : tensor<8x32x1xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%318 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %321 = stablehlo.add %316, %320 : tensor<8x32x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %323 = stablehlo.reshape %322 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_67) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %325 = stablehlo.dot_general %321, %256, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %326 = stablehlo.transpose %325, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %327 = stablehlo.dot_general %321, %arg30, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %328 = stablehlo.multiply %238, %327 : tensor<8x32x128xf32>
    %329 = stablehlo.multiply %327, %255 : tensor<8x32x128xf32>
    %cst_68 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %331 = stablehlo.multiply %330, %328 : tensor<8x32x128xf32>
    %332 = stablehlo.multiply %331, %251 : tensor<8x32x128xf32>
    %333 = stablehlo.multiply %332, %249 : tensor<8x32x128xf32>
    %334 = stablehlo.add %332, %333 : tensor<8x32x128xf32>
    %cst_69 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %336 = stablehlo.multiply %335, %334 : tensor<8x32x128xf32>
    %337 = stablehlo.add %329, %336 : tensor<8x32x128xf32>
    %cst_70 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %339 = stablehlo.multiply %338, %336 : tensor<8x32x128xf32>
    %340 = stablehlo.multiply %339, %243 : tensor<8x32x128xf32>
    %341 = stablehlo.add %337, %340 : tensor<8x32x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.reduce(%341 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %343 = stablehlo.reshape %342 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_72) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %345 = stablehlo.dot_general %341, %234, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %346 = stablehlo.transpose %345, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %347 = stablehlo.dot_general %341, %arg28, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %348 = stablehlo.multiply %211, %347 : tensor<8x32x64xf32>
    %349 = stablehlo.multiply %347, %227 : tensor<8x32x64xf32>
    %350 = stablehlo.add %321, %349 : tensor<8x32x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%347 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %352 = stablehlo.reshape %351 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %353 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %354 = stablehlo.multiply %353, %347 : tensor<8x32x64xf32>
    %355 = stablehlo.add %348, %354 : tensor<8x32x64xf32>
    %356 = stablehlo.multiply %347, %227 : tensor<8x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %358 = stablehlo.reshape %357 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %359 = stablehlo.negate %358 : tensor<8x32x1xf32>
    %360 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %361 = stablehlo.multiply %360, %355 : tensor<8x32x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.reduce(%361 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %363 = stablehlo.reshape %362 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %364 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %365 = stablehlo.multiply %355, %364 : tensor<8x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %367 = stablehlo.reshape %366 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %368 = stablehlo.multiply %367, %224 : tensor<8x32x1xf32>
    %369 = stablehlo.reshape %352 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %370 = stablehlo.reshape %363 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %371 = call @_var_2(%216#1, %216#2, %216#3, %368) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %372 = stablehlo.add %350, %371 : tensor<8x32x64xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %374 = stablehlo.divide %359, %373 : tensor<8x32x1xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %377 = stablehlo.add %372, %376 : tensor<8x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%377 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %379 = stablehlo.reshape %378 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %381 = stablehlo.dot_general %377, %206, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %382 = stablehlo.transpose %381, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %383 = stablehlo.dot_general %377, %arg24, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %384 = stablehlo.transpose %383, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xf32>) -> tensor<8x4x16x32xf32>
    %385 = stablehlo.dot_general %384, %182, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %386 = stablehlo.dot_general %384, %204#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %387 = stablehlo.transpose %386, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %388 = call @_where_4(%204#1, %385) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %389 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<8x4x32x32xf32>
    %391 = stablehlo.multiply %390, %196 : tensor<8x4x32x32xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_81) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %393 = stablehlo.reshape %392 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %394 = stablehlo.negate %393 : tensor<8x4x32x1xf32>
    %395 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %396 = stablehlo.divide %388, %395 : tensor<8x4x32x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%394 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %399 = stablehlo.add %396, %398 : tensor<8x4x32x32xf32>
    %400 = stablehlo.multiply %399, %196 : tensor<8x4x32x32xf32>
    %401 = call @_where_4(%189#1, %400) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %402 = stablehlo.dot_general %401, %184, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %403 = stablehlo.transpose %402, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %404 = stablehlo.dot_general %401, %178, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %405 = stablehlo.transpose %404, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_83 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %407 = stablehlo.multiply %405, %406 : tensor<8x32x4x16xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%387 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %409 = stablehlo.reshape %408 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %411 = stablehlo.dot_general %387, %170, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %412 = stablehlo.transpose %411, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %413 = stablehlo.dot_general %387, %arg22, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%403 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %415 = stablehlo.reshape %414 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %417 = stablehlo.dot_general %403, %170, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %418 = stablehlo.transpose %417, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %419 = stablehlo.dot_general %403, %arg20, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %420 = stablehlo.add %413, %419 : tensor<8x32x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%407 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %422 = stablehlo.reshape %421 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%422 init: %cst_89) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %424 = stablehlo.dot_general %407, %170, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %425 = stablehlo.transpose %424, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %426 = stablehlo.dot_general %407, %arg18, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %427 = stablehlo.add %420, %426 : tensor<8x32x64xf32>
    %428 = stablehlo.multiply %132, %427 : tensor<8x32x64xf32>
    %429 = stablehlo.multiply %427, %163 : tensor<8x32x64xf32>
    %430 = stablehlo.add %377, %429 : tensor<8x32x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%427 init: %cst_90) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %432 = stablehlo.reshape %431 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %433 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %434 = stablehlo.multiply %433, %427 : tensor<8x32x64xf32>
    %435 = stablehlo.add %428, %434 : tensor<8x32x64xf32>
    %436 = stablehlo.multiply %427, %163 : tensor<8x32x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%436 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %439 = stablehlo.negate %438 : tensor<8x32x1xf32>
    %440 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %441 = stablehlo.multiply %440, %435 : tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.reduce(%441 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %443 = stablehlo.reshape %442 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %444 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %445 = stablehlo.multiply %435, %444 : tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%445 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %447 = stablehlo.reshape %446 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %448 = stablehlo.multiply %447, %160 : tensor<8x32x1xf32>
    %449 = stablehlo.reshape %432 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %450 = stablehlo.reshape %443 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %451 = call @_var_2(%152#1, %152#2, %152#3, %448) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %452 = stablehlo.add %430, %451 : tensor<8x32x64xf32>
    %cst_94 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %454 = stablehlo.divide %439, %453 : tensor<8x32x1xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%454 init: %cst_95) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %457 = stablehlo.add %452, %456 : tensor<8x32x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %458 = stablehlo.reduce(%457 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %459 = stablehlo.reshape %458 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.reduce(%459 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %461 = stablehlo.dot_general %457, %127, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %462 = stablehlo.transpose %461, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %463 = stablehlo.dot_general %457, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %464 = stablehlo.multiply %109, %463 : tensor<8x32x128xf32>
    %465 = stablehlo.multiply %463, %126 : tensor<8x32x128xf32>
    %cst_98 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %467 = stablehlo.multiply %466, %464 : tensor<8x32x128xf32>
    %468 = stablehlo.multiply %467, %122 : tensor<8x32x128xf32>
    %469 = stablehlo.multiply %468, %120 : tensor<8x32x128xf32>
    %470 = stablehlo.add %468, %469 : tensor<8x32x128xf32>
    %cst_99 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %472 = stablehlo.multiply %471, %470 : tensor<8x32x128xf32>
    %473 = stablehlo.add %465, %472 : tensor<8x32x128xf32>
    %cst_100 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %475 = stablehlo.multiply %474, %472 : tensor<8x32x128xf32>
    %476 = stablehlo.multiply %475, %114 : tensor<8x32x128xf32>
    %477 = stablehlo.add %473, %476 : tensor<8x32x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %479 = stablehlo.reshape %478 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_102) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %481 = stablehlo.dot_general %477, %105, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %482 = stablehlo.transpose %481, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %483 = stablehlo.dot_general %477, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %484 = stablehlo.multiply %82, %483 : tensor<8x32x64xf32>
    %485 = stablehlo.multiply %483, %98 : tensor<8x32x64xf32>
    %486 = stablehlo.add %457, %485 : tensor<8x32x64xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.reduce(%483 init: %cst_103) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %488 = stablehlo.reshape %487 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %489 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %490 = stablehlo.multiply %489, %483 : tensor<8x32x64xf32>
    %491 = stablehlo.add %484, %490 : tensor<8x32x64xf32>
    %492 = stablehlo.multiply %483, %98 : tensor<8x32x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %493 = stablehlo.reduce(%492 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %494 = stablehlo.reshape %493 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %495 = stablehlo.negate %494 : tensor<8x32x1xf32>
    %496 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %497 = stablehlo.multiply %496, %491 : tensor<8x32x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %499 = stablehlo.reshape %498 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %500 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %501 = stablehlo.multiply %491, %500 : tensor<8x32x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %503 = stablehlo.reshape %502 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %504 = stablehlo.multiply %503, %95 : tensor<8x32x1xf32>
    %505 = stablehlo.reshape %488 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %506 = stablehlo.reshape %499 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %507 = call @_var_2(%87#1, %87#2, %87#3, %504) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %508 = stablehlo.add %486, %507 : tensor<8x32x64xf32>
    %cst_107 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %510 = stablehlo.divide %495, %509 : tensor<8x32x1xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%510 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %512 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %513 = stablehlo.add %508, %512 : tensor<8x32x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%513 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %515 = stablehlo.reshape %514 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%515 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %517 = stablehlo.dot_general %513, %77, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %518 = stablehlo.transpose %517, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %519 = stablehlo.dot_general %513, %arg8, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %520 = stablehlo.transpose %519, dims = [0, 2, 3, 1] : (tensor<8x32x4x16xf32>) -> tensor<8x4x16x32xf32>
    %521 = stablehlo.dot_general %520, %53, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %522 = stablehlo.dot_general %520, %75#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %523 = stablehlo.transpose %522, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %524 = call @_where_4(%75#1, %521) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %525 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %526 = stablehlo.multiply %524, %525 : tensor<8x4x32x32xf32>
    %527 = stablehlo.multiply %526, %67 : tensor<8x4x32x32xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %528 = stablehlo.reduce(%527 init: %cst_111) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %529 = stablehlo.reshape %528 : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %530 = stablehlo.negate %529 : tensor<8x4x32x1xf32>
    %531 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %532 = stablehlo.divide %524, %531 : tensor<8x4x32x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.reduce(%530 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %534 = stablehlo.broadcast_in_dim %533, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x32xf32>
    %535 = stablehlo.add %532, %534 : tensor<8x4x32x32xf32>
    %536 = stablehlo.multiply %535, %67 : tensor<8x4x32x32xf32>
    %537 = call @_where_4(%60#1, %536) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %538 = stablehlo.dot_general %537, %55, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %539 = stablehlo.transpose %538, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %540 = stablehlo.dot_general %537, %49, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x16xf32>
    %541 = stablehlo.transpose %540, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_113 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %543 = stablehlo.multiply %541, %542 : tensor<8x32x4x16xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %544 = stablehlo.reduce(%523 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %545 = stablehlo.reshape %544 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%545 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %547 = stablehlo.dot_general %523, %41, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %548 = stablehlo.transpose %547, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %549 = stablehlo.dot_general %523, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %550 = stablehlo.reduce(%539 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %551 = stablehlo.reshape %550 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %553 = stablehlo.dot_general %539, %41, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %554 = stablehlo.transpose %553, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %555 = stablehlo.dot_general %539, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %556 = stablehlo.add %549, %555 : tensor<8x32x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%543 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %558 = stablehlo.reshape %557 : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<4x16xf32>
    %560 = stablehlo.dot_general %543, %41, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %561 = stablehlo.transpose %560, dims = [2, 0, 1] : (tensor<4x16x64xf32>) -> tensor<64x4x16xf32>
    %562 = stablehlo.dot_general %543, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %563 = stablehlo.add %556, %562 : tensor<8x32x64xf32>
    %564 = stablehlo.multiply %3, %563 : tensor<8x32x64xf32>
    %565 = stablehlo.multiply %563, %34 : tensor<8x32x64xf32>
    %566 = stablehlo.add %513, %565 : tensor<8x32x64xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%563 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %568 = stablehlo.reshape %567 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %570 = stablehlo.multiply %569, %563 : tensor<8x32x64xf32>
    %571 = stablehlo.add %564, %570 : tensor<8x32x64xf32>
    %572 = stablehlo.multiply %563, %34 : tensor<8x32x64xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %575 = stablehlo.negate %574 : tensor<8x32x1xf32>
    %576 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %577 = stablehlo.multiply %576, %571 : tensor<8x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.reduce(%577 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %579 = stablehlo.reshape %578 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %580 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %581 = stablehlo.multiply %571, %580 : tensor<8x32x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.reduce(%581 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %583 = stablehlo.reshape %582 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %584 = stablehlo.multiply %583, %31 : tensor<8x32x1xf32>
    %585 = stablehlo.reshape %568 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %586 = stablehlo.reshape %579 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %587 = call @_var_2(%23#1, %23#2, %23#3, %584) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %588 = stablehlo.add %566, %587 : tensor<8x32x64xf32>
    %cst_124 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %590 = stablehlo.divide %575, %589 : tensor<8x32x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %591 = stablehlo.reduce(%590 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %592 = stablehlo.broadcast_in_dim %591, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %593 = stablehlo.add %588, %592 : tensor<8x32x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.reduce(%593 init: %cst_126) applies stablehlo.add across dimensions = [0] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %c_128 = stablehlo.constant dense<0> : tensor<i32>
    %c_129 = stablehlo.constant dense<0> : tensor<i32>
    %596 = stablehlo.dynamic_update_slice %595, %594, %c_128, %c_129 : (tensor<128x64xf32>, tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x64xf32>
    %597 = call @_take_5(%0#1, %593) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %599 = stablehlo.multiply %598, %597 : tensor<512x64xf32>
    %600 = stablehlo.subtract %arg0, %599 : tensor<512x64xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %602 = stablehlo.multiply %601, %596 : tensor<128x64xf32>
    %603 = stablehlo.subtract %arg1, %602 : tensor<128x64xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %605 = stablehlo.multiply %604, %561 : tensor<64x4x16xf32>
    %606 = stablehlo.subtract %arg2, %605 : tensor<64x4x16xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %608 = stablehlo.multiply %607, %559 : tensor<4x16xf32>
    %609 = stablehlo.subtract %arg3, %608 : tensor<4x16xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %611 = stablehlo.multiply %610, %554 : tensor<64x4x16xf32>
    %612 = stablehlo.subtract %arg4, %611 : tensor<64x4x16xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %614 = stablehlo.multiply %613, %552 : tensor<4x16xf32>
    %615 = stablehlo.subtract %arg5, %614 : tensor<4x16xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %617 = stablehlo.multiply %616, %548 : tensor<64x4x16xf32>
    %618 = stablehlo.subtract %arg6, %617 : tensor<64x4x16xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %620 = stablehlo.multiply %619, %546 : tensor<4x16xf32>
    %621 = stablehlo.subtract %arg7, %620 : tensor<4x16xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %623 = stablehlo.multiply %622, %518 : tensor<4x16x64xf32>
    %624 = stablehlo.subtract %arg8, %623 : tensor<4x16x64xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %626 = stablehlo.multiply %625, %516 : tensor<64xf32>
    %627 = stablehlo.subtract %arg9, %626 : tensor<64xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %629 = stablehlo.multiply %628, %586 : tensor<64xf32>
    %630 = stablehlo.subtract %arg10, %629 : tensor<64xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %632 = stablehlo.multiply %631, %585 : tensor<64xf32>
    %633 = stablehlo.subtract %arg11, %632 : tensor<64xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %635 = stablehlo.multiply %634, %482 : tensor<64x128xf32>
    %636 = stablehlo.subtract %arg12, %635 : tensor<64x128xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %638 = stablehlo.multiply %637, %480 : tensor<128xf32>
    %639 = stablehlo.subtract %arg13, %638 : tensor<128xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %641 = stablehlo.multiply %640, %462 : tensor<128x64xf32>
    %642 = stablehlo.subtract %arg14, %641 : tensor<128x64xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %644 = stablehlo.multiply %643, %460 : tensor<64xf32>
    %645 = stablehlo.subtract %arg15, %644 : tensor<64xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %647 = stablehlo.multiply %646, %506 : tensor<64xf32>
    %648 = stablehlo.subtract %arg16, %647 : tensor<64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %650 = stablehlo.multiply %649, %505 : tensor<64xf32>
    %651 = stablehlo.subtract %arg17, %650 : tensor<64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %653 = stablehlo.multiply %652, %425 : tensor<64x4x16xf32>
    %654 = stablehlo.subtract %arg18, %653 : tensor<64x4x16xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %656 = stablehlo.multiply %655, %423 : tensor<4x16xf32>
    %657 = stablehlo.subtract %arg19, %656 : tensor<4x16xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %659 = stablehlo.multiply %658, %418 : tensor<64x4x16xf32>
    %660 = stablehlo.subtract %arg20, %659 : tensor<64x4x16xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %662 = stablehlo.multiply %661, %416 : tensor<4x16xf32>
    %663 = stablehlo.subtract %arg21, %662 : tensor<4x16xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64x4x16xf32>
    %665 = stablehlo.multiply %664, %412 : tensor<64x4x16xf32>
    %666 = stablehlo.subtract %arg22, %665 : tensor<64x4x16xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<4x16xf32>
    %668 = stablehlo.multiply %667, %410 : tensor<4x16xf32>
    %669 = stablehlo.subtract %arg23, %668 : tensor<4x16xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %671 = stablehlo.multiply %670, %382 : tensor<4x16x64xf32>
    %672 = stablehlo.subtract %arg24, %671 : tensor<4x16x64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %674 = stablehlo.multiply %673, %380 : tensor<64xf32>
    %675 = stablehlo.subtract %arg25, %674 : tensor<64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %677 = stablehlo.multiply %676, %450 : tensor<64xf32>
    %678 = stablehlo.subtract %arg26, %677 : tensor<64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %680 = stablehlo.multiply %679, %449 : tensor<64xf32>
    %681 = stablehlo.subtract %arg27, %680 : tensor<64xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %682 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %683 = stablehlo.multiply %682, %346 : tensor<64x128xf32>
    %684 = stablehlo.subtract %arg28, %683 : tensor<64x128xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %686 = stablehlo.multiply %685, %344 : tensor<128xf32>
    %687 = stablehlo.subtract %arg29, %686 : tensor<128xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %689 = stablehlo.multiply %688, %326 : tensor<128x64xf32>
    %690 = stablehlo.subtract %arg30, %689 : tensor<128x64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %692 = stablehlo.multiply %691, %324 : tensor<64xf32>
    %693 = stablehlo.subtract %arg31, %692 : tensor<64xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %695 = stablehlo.multiply %694, %370 : tensor<64xf32>
    %696 = stablehlo.subtract %arg32, %695 : tensor<64xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %697 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %698 = stablehlo.multiply %697, %369 : tensor<64xf32>
    %699 = stablehlo.subtract %arg33, %698 : tensor<64xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %701 = stablehlo.multiply %700, %314 : tensor<64xf32>
    %702 = stablehlo.subtract %arg34, %701 : tensor<64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %704 = stablehlo.multiply %703, %313 : tensor<64xf32>
    %705 = stablehlo.subtract %arg35, %704 : tensor<64xf32>
    return %600, %603, %606, %609, %612, %615, %618, %621, %624, %627, %630, %633, %636, %639, %642, %645, %648, %651, %654, %657, %660, %663, %666, %669, %672, %675, %678, %681, %684, %687, %690, %693, %696, %699, %702, %705, %289 : tensor<512x64xf32>, tensor<128x64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<4x16x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x32x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_0(%15, %14, %cst_5) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %16, %8, %10, %15 : tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> (tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %3, %1 : tensor<8x4x32x32xf32>, tensor<8x4x32x32xi1>
  }
  func.func private @_var_2(%arg0: tensor<8x32x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x32x1xf32>) -> tensor<8x32x64xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x32x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x32x64xf32>
    %6 = stablehlo.negate %5 : tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x32x64xf32>
    return %13 : tensor<8x32x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8x32x1xf32>
    return %1 : tensor<8x32x1xf32>
  }
  func.func private @_where_4(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %1 : tensor<8x4x32x32xf32>
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
