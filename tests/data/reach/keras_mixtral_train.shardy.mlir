module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg24: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x512xf32> {jax.result_info = "result[0][1]"}, tensor<64x8x8xf32> {jax.result_info = "result[0][2]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][3]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][4]"}, tensor<8x8x64xf32> {jax.result_info = "result[0][5]"}, tensor<64xf32> {jax.result_info = "result[0][6]"}, tensor<64x4xf32> {jax.result_info = "result[0][7]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][8]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][9]"}, tensor<4x128x64xf32> {jax.result_info = "result[0][10]"}, tensor<64xf32> {jax.result_info = "result[0][11]"}, tensor<64x8x8xf32> {jax.result_info = "result[0][12]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][13]"}, tensor<64x4x8xf32> {jax.result_info = "result[0][14]"}, tensor<8x8x64xf32> {jax.result_info = "result[0][15]"}, tensor<64xf32> {jax.result_info = "result[0][16]"}, tensor<64x4xf32> {jax.result_info = "result[0][17]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][18]"}, tensor<4x64x128xf32> {jax.result_info = "result[0][19]"}, tensor<4x128x64xf32> {jax.result_info = "result[0][20]"}, tensor<64xf32> {jax.result_info = "result[0][21]"}, tensor<64xf32> {jax.result_info = "result[0][22]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg23) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg24, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %13 = stablehlo.iota dim = 0 : tensor<32xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %16 = stablehlo.add %14, %15 : tensor<32x1xi32>
    %17 = stablehlo.iota dim = 0 : tensor<32xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %20 = stablehlo.add %18, %19 : tensor<1x32xi32>
    %21 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %22 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %23 = stablehlo.compare LT, %21, %22, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %24 = stablehlo.convert %23 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %25 = stablehlo.convert %12 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<8x32x32xi32>
    %28 = stablehlo.minimum %25, %27 : tensor<8x32x32xi32>
    %29 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %30 = stablehlo.minimum %29, %28 : tensor<8x32x32xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %31 = stablehlo.convert %c_1 : (tensor<i32>) -> tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %33 = stablehlo.power %0#0, %32 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.compare EQ, %34, %35, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %39 = stablehlo.compare EQ, %34, %38, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %41 = stablehlo.select %39, %40, %34 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %43 = stablehlo.subtract %34, %42 : tensor<8x32x64xf32>
    %44 = stablehlo.power %0#0, %43 : tensor<8x32x64xf32>
    %45 = stablehlo.multiply %41, %44 : tensor<8x32x64xf32>
    %46 = stablehlo.select %36, %37, %45 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%33 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %50 = stablehlo.divide %48, %49 : tensor<8x32x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %52 = stablehlo.add %50, %51 : tensor<8x32x1xf32>
    %53 = stablehlo.rsqrt %52 : tensor<8x32x1xf32>
    %54 = stablehlo.divide %53, %52 : tensor<8x32x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %56 = stablehlo.multiply %55, %54 : tensor<8x32x1xf32>
    %57 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %58 = stablehlo.multiply %0#0, %57 : tensor<8x32x64xf32>
    %59 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<8x32x64xf32>
    %62 = stablehlo.dot_general %61, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %63 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %65 = stablehlo.multiply %64, %63 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %67 = stablehlo.add %66, %65 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %69 = stablehlo.divide %67, %68 : tensor<4xf32>
    %70 = stablehlo.negate %69 : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %72 = stablehlo.power %71, %70 : tensor<4xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.divide %72, %73 : tensor<4xf32>
    %75 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %77 = stablehlo.add %75, %76 : tensor<32xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %79 = stablehlo.dot_general %78, %74, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %82 = stablehlo.concatenate %80, %81, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %83 = stablehlo.reshape %82 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %85 = stablehlo.cosine %84 : tensor<1x32x1x8xf32>
    %86 = stablehlo.sine %84 : tensor<1x32x1x8xf32>
    %87 = stablehlo.slice %62 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %88 = stablehlo.slice %62 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %89 = stablehlo.negate %88 : tensor<8x32x8x4xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %91 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %92 = stablehlo.concatenate %90, %91, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %93 = stablehlo.reshape %92 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %94 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %95 = stablehlo.multiply %62, %94 : tensor<8x32x8x8xf32>
    %96 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %97 = stablehlo.multiply %93, %96 : tensor<8x32x8x8xf32>
    %98 = stablehlo.add %95, %97 : tensor<8x32x8x8xf32>
    %99 = stablehlo.dot_general %61, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %100 = stablehlo.dot_general %61, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %101 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %105 = stablehlo.add %104, %103 : tensor<4xf32>
    %cst_20 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %107 = stablehlo.divide %105, %106 : tensor<4xf32>
    %108 = stablehlo.negate %107 : tensor<4xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %110 = stablehlo.power %109, %108 : tensor<4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %112 = stablehlo.divide %110, %111 : tensor<4xf32>
    %113 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %115 = stablehlo.add %113, %114 : tensor<32xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %117 = stablehlo.dot_general %116, %112, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %120 = stablehlo.concatenate %118, %119, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %121 = stablehlo.reshape %120 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %123 = stablehlo.cosine %122 : tensor<1x32x1x8xf32>
    %124 = stablehlo.sine %122 : tensor<1x32x1x8xf32>
    %125 = stablehlo.slice %99 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %126 = stablehlo.slice %99 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %127 = stablehlo.negate %126 : tensor<8x32x4x4xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %130 = stablehlo.concatenate %128, %129, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %132 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %133 = stablehlo.multiply %99, %132 : tensor<8x32x4x8xf32>
    %134 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<8x32x4x8xf32>
    %136 = stablehlo.add %133, %135 : tensor<8x32x4x8xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %138 = stablehlo.reshape %137 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %139 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %140 = stablehlo.reshape %139 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %141 = stablehlo.dot_general %98, %138, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_24 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %143 = stablehlo.multiply %141, %142 : tensor<8x8x32x32xf32>
    %144 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %146 = stablehlo.compare GT, %144, %145, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_26 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %147:2 = call @_where_0(%146, %143, %cst_26) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147#0 init: %cst_27) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<8x8x32xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %153 = stablehlo.subtract %147#0, %152 : tensor<8x8x32x32xf32>
    %154 = stablehlo.exponential %153 : tensor<8x8x32x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %158 = stablehlo.divide %154, %157 : tensor<8x8x32x32xf32>
    %159 = stablehlo.multiply %156, %156 : tensor<8x8x32x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x8x32x1xf32>
    %161 = stablehlo.divide %160, %159 : tensor<8x8x32x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162:2 = call @_where_0(%146, %158, %cst_31) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %163 = stablehlo.dot_general %140, %162#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %164 = stablehlo.transpose %163, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %165 = stablehlo.dot_general %164, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.add %165, %0#0 : tensor<8x32x64xf32>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %167 = stablehlo.convert %c_32 : (tensor<i32>) -> tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %169 = stablehlo.power %166, %168 : tensor<8x32x64xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %172 = stablehlo.compare EQ, %170, %171, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %175 = stablehlo.compare EQ, %170, %174, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %177 = stablehlo.select %175, %176, %170 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %179 = stablehlo.subtract %170, %178 : tensor<8x32x64xf32>
    %180 = stablehlo.power %166, %179 : tensor<8x32x64xf32>
    %181 = stablehlo.multiply %177, %180 : tensor<8x32x64xf32>
    %182 = stablehlo.select %172, %173, %181 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%169 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %186 = stablehlo.divide %184, %185 : tensor<8x32x1xf32>
    %cst_41 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %188 = stablehlo.add %186, %187 : tensor<8x32x1xf32>
    %189 = stablehlo.rsqrt %188 : tensor<8x32x1xf32>
    %190 = stablehlo.divide %189, %188 : tensor<8x32x1xf32>
    %cst_42 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %192 = stablehlo.multiply %191, %190 : tensor<8x32x1xf32>
    %193 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %194 = stablehlo.multiply %166, %193 : tensor<8x32x64xf32>
    %195 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %197 = stablehlo.multiply %194, %196 : tensor<8x32x64xf32>
    %198 = stablehlo.reshape %197 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %199 = stablehlo.dot_general %198, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_43 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_43) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_44 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %202 = stablehlo.maximum %201, %200 : tensor<256xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %205 = stablehlo.subtract %199, %204 : tensor<256x4xf32>
    %206 = stablehlo.exponential %205 : tensor<256x4xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_45) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %210 = stablehlo.divide %206, %209 : tensor<256x4xf32>
    %211 = stablehlo.multiply %208, %208 : tensor<256x1xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %213 = stablehlo.divide %212, %211 : tensor<256x1xf32>
    %values, %indices = chlo.top_k(%210, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %214 = stablehlo.reshape %indices : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.reduce(%values init: %cst_47) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %218 = stablehlo.divide %values, %217 : tensor<256x2xf32>
    %219 = stablehlo.multiply %216, %216 : tensor<256x1xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %221 = stablehlo.divide %220, %219 : tensor<256x1xf32>
    %222 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %223 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %225 = stablehlo.multiply %222, %224 : tensor<256x2x4xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_49) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %227 = stablehlo.transpose %226, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %228 = stablehlo.dot_general %arg8, %198, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %229 = stablehlo.transpose %228, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %230:3 = call @silu(%229) : (tensor<4x256x128xf32>) -> (tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>)
    %231 = stablehlo.dot_general %arg9, %198, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %232 = stablehlo.transpose %231, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %233 = stablehlo.multiply %232, %230#0 : tensor<4x256x128xf32>
    %234 = stablehlo.dot_general %233, %arg10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xf32>, tensor<4x128x64xf32>) -> tensor<4x256x64xf32>
    %235 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %237 = stablehlo.multiply %234, %236 : tensor<4x256x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %240 = stablehlo.add %239, %166 : tensor<8x32x64xf32>
    %241 = stablehlo.broadcast_in_dim %arg24, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %242 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %244 = stablehlo.add %242, %243 : tensor<32xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %246 = stablehlo.iota dim = 0 : tensor<32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %248 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %249 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %250 = stablehlo.compare GE, %248, %249, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %251 = stablehlo.broadcast_in_dim %250, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %253 = stablehlo.iota dim = 0 : tensor<32xi32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %255 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %256 = stablehlo.add %254, %255 : tensor<32x1xi32>
    %257 = stablehlo.iota dim = 0 : tensor<32xi32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_53 = stablehlo.constant dense<512> : tensor<i32>
    %259 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %260 = stablehlo.add %258, %259 : tensor<1x32xi32>
    %261 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %263 = stablehlo.compare LT, %261, %262, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %264 = stablehlo.convert %263 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %265 = stablehlo.convert %252 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %266 = stablehlo.broadcast_in_dim %264, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<8x32x32xi32>
    %268 = stablehlo.minimum %265, %267 : tensor<8x32x32xi32>
    %269 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %270 = stablehlo.minimum %269, %268 : tensor<8x32x32xi32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %271 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %273 = stablehlo.power %240, %272 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %276 = stablehlo.compare EQ, %274, %275, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %279 = stablehlo.compare EQ, %274, %278, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %281 = stablehlo.select %279, %280, %274 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %283 = stablehlo.subtract %274, %282 : tensor<8x32x64xf32>
    %284 = stablehlo.power %240, %283 : tensor<8x32x64xf32>
    %285 = stablehlo.multiply %281, %284 : tensor<8x32x64xf32>
    %286 = stablehlo.select %276, %277, %285 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%273 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_62 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<8x32x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %292 = stablehlo.add %290, %291 : tensor<8x32x1xf32>
    %293 = stablehlo.rsqrt %292 : tensor<8x32x1xf32>
    %294 = stablehlo.divide %293, %292 : tensor<8x32x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<8x32x1xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %298 = stablehlo.multiply %240, %297 : tensor<8x32x64xf32>
    %299 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %301 = stablehlo.multiply %298, %300 : tensor<8x32x64xf32>
    %302 = stablehlo.dot_general %301, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %303 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %305 = stablehlo.multiply %304, %303 : tensor<4xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %307 = stablehlo.add %306, %305 : tensor<4xf32>
    %cst_67 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %309 = stablehlo.divide %307, %308 : tensor<4xf32>
    %310 = stablehlo.negate %309 : tensor<4xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %312 = stablehlo.power %311, %310 : tensor<4xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %314 = stablehlo.divide %312, %313 : tensor<4xf32>
    %315 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %317 = stablehlo.add %315, %316 : tensor<32xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %319 = stablehlo.dot_general %318, %314, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %321 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %322 = stablehlo.concatenate %320, %321, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %325 = stablehlo.cosine %324 : tensor<1x32x1x8xf32>
    %326 = stablehlo.sine %324 : tensor<1x32x1x8xf32>
    %327 = stablehlo.slice %302 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %328 = stablehlo.slice %302 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %329 = stablehlo.negate %328 : tensor<8x32x8x4xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %331 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %332 = stablehlo.concatenate %330, %331, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %333 = stablehlo.reshape %332 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %334 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %335 = stablehlo.multiply %302, %334 : tensor<8x32x8x8xf32>
    %336 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %337 = stablehlo.multiply %333, %336 : tensor<8x32x8x8xf32>
    %338 = stablehlo.add %335, %337 : tensor<8x32x8x8xf32>
    %339 = stablehlo.dot_general %301, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %340 = stablehlo.dot_general %301, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %341 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_71 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<4xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %345 = stablehlo.add %344, %343 : tensor<4xf32>
    %cst_73 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %347 = stablehlo.divide %345, %346 : tensor<4xf32>
    %348 = stablehlo.negate %347 : tensor<4xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %350 = stablehlo.power %349, %348 : tensor<4xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %352 = stablehlo.divide %350, %351 : tensor<4xf32>
    %353 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %355 = stablehlo.add %353, %354 : tensor<32xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %357 = stablehlo.dot_general %356, %352, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %359 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %360 = stablehlo.concatenate %358, %359, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %361 = stablehlo.reshape %360 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %363 = stablehlo.cosine %362 : tensor<1x32x1x8xf32>
    %364 = stablehlo.sine %362 : tensor<1x32x1x8xf32>
    %365 = stablehlo.slice %339 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %366 = stablehlo.slice %339 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %367 = stablehlo.negate %366 : tensor<8x32x4x4xf32>
    %368 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %369 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %370 = stablehlo.concatenate %368, %369, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %372 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %373 = stablehlo.multiply %339, %372 : tensor<8x32x4x8xf32>
    %374 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %375 = stablehlo.multiply %371, %374 : tensor<8x32x4x8xf32>
    %376 = stablehlo.add %373, %375 : tensor<8x32x4x8xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %378 = stablehlo.reshape %377 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %379 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %380 = stablehlo.reshape %379 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %381 = stablehlo.dot_general %338, %378, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_77 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %383 = stablehlo.multiply %381, %382 : tensor<8x8x32x32xf32>
    %384 = stablehlo.broadcast_in_dim %270, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %385 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %386 = stablehlo.compare GT, %384, %385, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_79 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %387:2 = call @_where_0(%386, %383, %cst_79) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %cst_80 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %388 = stablehlo.reduce(%387#0 init: %cst_80) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_81 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %390 = stablehlo.maximum %389, %388 : tensor<8x8x32xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %393 = stablehlo.subtract %387#0, %392 : tensor<8x8x32x32xf32>
    %394 = stablehlo.exponential %393 : tensor<8x8x32x32xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %398 = stablehlo.divide %394, %397 : tensor<8x8x32x32xf32>
    %399 = stablehlo.multiply %396, %396 : tensor<8x8x32x1xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x8x32x1xf32>
    %401 = stablehlo.divide %400, %399 : tensor<8x8x32x1xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402:2 = call @_where_0(%386, %398, %cst_84) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> (tensor<8x8x32x32xf32>, tensor<8x8x32x32xi1>)
    %403 = stablehlo.dot_general %380, %402#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %404 = stablehlo.transpose %403, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %405 = stablehlo.dot_general %404, %arg15, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %406 = stablehlo.add %405, %240 : tensor<8x32x64xf32>
    %c_85 = stablehlo.constant dense<2> : tensor<i32>
    %407 = stablehlo.convert %c_85 : (tensor<i32>) -> tensor<f32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %409 = stablehlo.power %406, %408 : tensor<8x32x64xf32>
    %cst_86 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %412 = stablehlo.compare EQ, %410, %411, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %415 = stablehlo.compare EQ, %410, %414, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %417 = stablehlo.select %415, %416, %410 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %419 = stablehlo.subtract %410, %418 : tensor<8x32x64xf32>
    %420 = stablehlo.power %406, %419 : tensor<8x32x64xf32>
    %421 = stablehlo.multiply %417, %420 : tensor<8x32x64xf32>
    %422 = stablehlo.select %412, %413, %421 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%409 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %426 = stablehlo.divide %424, %425 : tensor<8x32x1xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %428 = stablehlo.add %426, %427 : tensor<8x32x1xf32>
    %429 = stablehlo.rsqrt %428 : tensor<8x32x1xf32>
    %430 = stablehlo.divide %429, %428 : tensor<8x32x1xf32>
    %cst_95 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %432 = stablehlo.multiply %431, %430 : tensor<8x32x1xf32>
    %433 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %434 = stablehlo.multiply %406, %433 : tensor<8x32x64xf32>
    %435 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %436 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %437 = stablehlo.multiply %434, %436 : tensor<8x32x64xf32>
    %438 = stablehlo.reshape %437 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %439 = stablehlo.dot_general %438, %arg17, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_96) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %442 = stablehlo.maximum %441, %440 : tensor<256xf32>
    %443 = stablehlo.broadcast_in_dim %442, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %445 = stablehlo.subtract %439, %444 : tensor<256x4xf32>
    %446 = stablehlo.exponential %445 : tensor<256x4xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%446 init: %cst_98) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %450 = stablehlo.divide %446, %449 : tensor<256x4xf32>
    %451 = stablehlo.multiply %448, %448 : tensor<256x1xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %453 = stablehlo.divide %452, %451 : tensor<256x1xf32>
    %values_100, %indices_101 = chlo.top_k(%450, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %454 = stablehlo.reshape %indices_101 : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%values_100 init: %cst_102) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %458 = stablehlo.divide %values_100, %457 : tensor<256x2xf32>
    %459 = stablehlo.multiply %456, %456 : tensor<256x1xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %461 = stablehlo.divide %460, %459 : tensor<256x1xf32>
    %462 = call @_one_hot(%indices_101) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %463 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %464 = stablehlo.broadcast_in_dim %463, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %465 = stablehlo.multiply %462, %464 : tensor<256x2x4xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_104) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %467 = stablehlo.transpose %466, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %468 = stablehlo.dot_general %arg18, %438, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %469 = stablehlo.transpose %468, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %470:3 = call @silu(%469) : (tensor<4x256x128xf32>) -> (tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>)
    %471 = stablehlo.dot_general %arg19, %438, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %472 = stablehlo.transpose %471, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %473 = stablehlo.multiply %472, %470#0 : tensor<4x256x128xf32>
    %474 = stablehlo.dot_general %473, %arg20, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xf32>, tensor<4x128x64xf32>) -> tensor<4x256x64xf32>
    %475 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %477 = stablehlo.multiply %474, %476 : tensor<4x256x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %478 = stablehlo.reduce(%477 init: %cst_105) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %479 = stablehlo.reshape %478 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %480 = stablehlo.add %479, %406 : tensor<8x32x64xf32>
    %c_106 = stablehlo.constant dense<2> : tensor<i32>
    %481 = stablehlo.convert %c_106 : (tensor<i32>) -> tensor<f32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %483 = stablehlo.power %480, %482 : tensor<8x32x64xf32>
    %cst_107 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %486 = stablehlo.compare EQ, %484, %485, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %489 = stablehlo.compare EQ, %484, %488, FLOAT : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xi1>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %491 = stablehlo.select %489, %490, %484 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %493 = stablehlo.subtract %484, %492 : tensor<8x32x64xf32>
    %494 = stablehlo.power %480, %493 : tensor<8x32x64xf32>
    %495 = stablehlo.multiply %491, %494 : tensor<8x32x64xf32>
    %496 = stablehlo.select %486, %487, %495 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.reduce(%483 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_114 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %500 = stablehlo.divide %498, %499 : tensor<8x32x1xf32>
    %cst_115 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %502 = stablehlo.add %500, %501 : tensor<8x32x1xf32>
    %503 = stablehlo.rsqrt %502 : tensor<8x32x1xf32>
    %504 = stablehlo.divide %503, %502 : tensor<8x32x1xf32>
    %cst_116 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %506 = stablehlo.multiply %505, %504 : tensor<8x32x1xf32>
    %507 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %508 = stablehlo.multiply %480, %507 : tensor<8x32x64xf32>
    %509 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %510 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %511 = stablehlo.multiply %508, %510 : tensor<8x32x64xf32>
    %512 = chlo.square %511 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_117 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %513 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %514 = stablehlo.multiply %513, %511 : tensor<8x32x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.reduce(%512 init: %cst_118) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_119 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %516 = stablehlo.divide %515, %cst_119 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_121 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %517 = stablehlo.divide %cst_120, %cst_121 : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %517, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %519 = stablehlo.multiply %518, %514 : tensor<8x32x64xf32>
    %520 = stablehlo.multiply %508, %519 : tensor<8x32x64xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.reduce(%520 init: %cst_122) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %522 = stablehlo.reshape %521 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %523 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %524 = stablehlo.multiply %519, %523 : tensor<8x32x64xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%522 init: %cst_123) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %526 = stablehlo.multiply %480, %524 : tensor<8x32x64xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%526 init: %cst_124) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %528 = stablehlo.reshape %527 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %529 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %530 = stablehlo.multiply %524, %529 : tensor<8x32x64xf32>
    %531 = stablehlo.multiply %528, %506 : tensor<8x32x1xf32>
    %cst_125 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %533 = stablehlo.divide %531, %532 : tensor<8x32x1xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%533 init: %cst_126) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %535 = stablehlo.broadcast_in_dim %534, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %536 = stablehlo.multiply %535, %496 : tensor<8x32x64xf32>
    %537 = stablehlo.add %530, %536 : tensor<8x32x64xf32>
    %538 = stablehlo.reshape %537 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %539 = stablehlo.broadcast_in_dim %538, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<4x256x64xf32>
    %540 = stablehlo.multiply %474, %539 : tensor<4x256x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.reduce(%540 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<4x256xf32>
    %542 = stablehlo.reshape %541 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %543 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %544 = stablehlo.multiply %539, %543 : tensor<4x256x64xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.reduce(%542 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %546 = stablehlo.dot_general %544, %473, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x256x128xf32>) -> tensor<4x64x128xf32>
    %547 = stablehlo.transpose %546, dims = [0, 2, 1] : (tensor<4x64x128xf32>) -> tensor<4x128x64xf32>
    %548 = stablehlo.dot_general %544, %arg20, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x128x64xf32>) -> tensor<4x256x128xf32>
    %549 = stablehlo.multiply %472, %548 : tensor<4x256x128xf32>
    %550 = stablehlo.multiply %548, %470#0 : tensor<4x256x128xf32>
    %551 = stablehlo.transpose %550, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %552 = stablehlo.dot_general %551, %arg19, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %553 = stablehlo.dot_general %551, %438, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %554 = stablehlo.transpose %553, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %555 = call @silu_1(%470#1, %470#2, %469, %549) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %557 = stablehlo.dot_general %556, %arg18, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %558 = stablehlo.add %552, %557 : tensor<256x64xf32>
    %559 = stablehlo.dot_general %556, %438, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %560 = stablehlo.transpose %559, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %561 = stablehlo.transpose %545, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 2] : (tensor<256x4xf32>) -> tensor<256x2x4xf32>
    %563 = stablehlo.multiply %462, %562 : tensor<256x2x4xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %564 = stablehlo.reduce(%563 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x2xf32>
    %565 = stablehlo.reshape %564 : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_130) applies stablehlo.add across dimensions = [2] : (tensor<256x2x1xf32>, tensor<f32>) -> tensor<256x2xf32>
    %567 = stablehlo.broadcast_in_dim %461, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %568 = stablehlo.multiply %566, %567 : tensor<256x2xf32>
    %569 = stablehlo.multiply %568, %values_100 : tensor<256x2xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %570 = stablehlo.reduce(%569 init: %cst_131) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %571 = stablehlo.reshape %570 : (tensor<256xf32>) -> tensor<256x1xf32>
    %572 = stablehlo.negate %571 : tensor<256x1xf32>
    %573 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %574 = stablehlo.divide %566, %573 : tensor<256x2xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %575 = stablehlo.reduce(%572 init: %cst_132) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0] : (tensor<256xf32>) -> tensor<256x2xf32>
    %577 = stablehlo.add %574, %576 : tensor<256x2xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %579 = "stablehlo.scatter"(%578, %454, %577) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %935 = stablehlo.add %arg25, %arg26 : tensor<f32>
      stablehlo.return %935 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x4xf32>
    %580 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %581 = stablehlo.multiply %579, %580 : tensor<256x4xf32>
    %582 = stablehlo.multiply %581, %446 : tensor<256x4xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_134) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %584 = stablehlo.reshape %583 : (tensor<256xf32>) -> tensor<256x1xf32>
    %585 = stablehlo.negate %584 : tensor<256x1xf32>
    %586 = stablehlo.broadcast_in_dim %448, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %587 = stablehlo.divide %579, %586 : tensor<256x4xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.reduce(%585 init: %cst_135) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %589 = stablehlo.broadcast_in_dim %588, dims = [0] : (tensor<256xf32>) -> tensor<256x4xf32>
    %590 = stablehlo.add %587, %589 : tensor<256x4xf32>
    %591 = stablehlo.multiply %590, %446 : tensor<256x4xf32>
    %592 = stablehlo.dot_general %591, %438, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %593 = stablehlo.transpose %592, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %594 = stablehlo.dot_general %591, %arg17, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<64x4xf32>) -> tensor<256x64xf32>
    %595 = stablehlo.add %558, %594 : tensor<256x64xf32>
    %596 = stablehlo.reshape %595 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %597 = stablehlo.multiply %434, %596 : tensor<8x32x64xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%597 init: %cst_136) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %599 = stablehlo.reshape %598 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %600 = stablehlo.broadcast_in_dim %435, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %601 = stablehlo.multiply %596, %600 : tensor<8x32x64xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%599 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %603 = stablehlo.multiply %406, %601 : tensor<8x32x64xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.reduce(%603 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %605 = stablehlo.reshape %604 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %606 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %607 = stablehlo.multiply %601, %606 : tensor<8x32x64xf32>
    %608 = stablehlo.add %537, %607 : tensor<8x32x64xf32>
    %609 = stablehlo.multiply %605, %432 : tensor<8x32x1xf32>
    %cst_139 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %611 = stablehlo.divide %609, %610 : tensor<8x32x1xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_140) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %614 = stablehlo.multiply %613, %422 : tensor<8x32x64xf32>
    %615 = stablehlo.add %608, %614 : tensor<8x32x64xf32>
    %616 = stablehlo.dot_general %615, %404, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x8xf32>) -> tensor<64x8x8xf32>
    %617 = stablehlo.transpose %616, dims = [1, 2, 0] : (tensor<64x8x8xf32>) -> tensor<8x8x64xf32>
    %618 = stablehlo.dot_general %615, %arg15, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x8x64xf32>) -> tensor<8x32x8x8xf32>
    %619 = stablehlo.transpose %618, dims = [0, 2, 3, 1] : (tensor<8x32x8x8xf32>) -> tensor<8x8x8x32xf32>
    %620 = stablehlo.dot_general %619, %380, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %621 = stablehlo.dot_general %619, %402#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %622 = stablehlo.transpose %621, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %623 = call @_where_2(%402#1, %620) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %624 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %625 = stablehlo.multiply %623, %624 : tensor<8x8x32x32xf32>
    %626 = stablehlo.multiply %625, %394 : tensor<8x8x32x32xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%626 init: %cst_141) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %628 = stablehlo.reshape %627 : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %629 = stablehlo.negate %628 : tensor<8x8x32x1xf32>
    %630 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %631 = stablehlo.divide %623, %630 : tensor<8x8x32x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.reduce(%629 init: %cst_142) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x1xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x32xf32>
    %634 = stablehlo.add %631, %633 : tensor<8x8x32x32xf32>
    %635 = stablehlo.multiply %634, %394 : tensor<8x8x32x32xf32>
    %636 = call @_where_2(%387#1, %635) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %cst_143 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %638 = stablehlo.multiply %636, %637 : tensor<8x8x32x32xf32>
    %639 = stablehlo.dot_general %638, %338, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %640 = stablehlo.transpose %639, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %641 = stablehlo.dot_general %638, %378, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %642 = stablehlo.transpose %641, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %643 = stablehlo.reshape %622 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.reduce(%643 init: %cst_144) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %645 = stablehlo.reshape %640 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_145) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %647 = stablehlo.broadcast_in_dim %364, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<8x32x4x8xf32>
    %649 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %650 = stablehlo.multiply %646, %649 : tensor<8x32x4x8xf32>
    %651 = stablehlo.reshape %648 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x4xf32>
    %652 = stablehlo.slice %651 [0:8, 0:32, 0:4, 0:1, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %653 = stablehlo.reshape %652 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %654 = stablehlo.slice %651 [0:8, 0:32, 0:4, 1:2, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %655 = stablehlo.reshape %654 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %656 = stablehlo.negate %653 : tensor<8x32x4x4xf32>
    %657 = stablehlo.concatenate %655, %656, dim = 3 : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x8xf32>
    %658 = stablehlo.add %650, %657 : tensor<8x32x4x8xf32>
    %659 = stablehlo.dot_general %644, %301, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %660 = stablehlo.transpose %659, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %661 = stablehlo.dot_general %644, %arg14, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %662 = stablehlo.dot_general %658, %301, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %663 = stablehlo.transpose %662, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %664 = stablehlo.dot_general %658, %arg13, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %665 = stablehlo.add %661, %664 : tensor<8x32x64xf32>
    %666 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %667 = stablehlo.multiply %642, %666 : tensor<8x32x8x8xf32>
    %668 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %669 = stablehlo.multiply %642, %668 : tensor<8x32x8x8xf32>
    %670 = stablehlo.reshape %667 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x2x4xf32>
    %671 = stablehlo.slice %670 [0:8, 0:32, 0:8, 0:1, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %672 = stablehlo.reshape %671 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %673 = stablehlo.slice %670 [0:8, 0:32, 0:8, 1:2, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %674 = stablehlo.reshape %673 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %675 = stablehlo.negate %672 : tensor<8x32x8x4xf32>
    %676 = stablehlo.concatenate %674, %675, dim = 3 : (tensor<8x32x8x4xf32>, tensor<8x32x8x4xf32>) -> tensor<8x32x8x8xf32>
    %677 = stablehlo.add %669, %676 : tensor<8x32x8x8xf32>
    %678 = stablehlo.dot_general %677, %301, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x64xf32>) -> tensor<8x8x64xf32>
    %679 = stablehlo.transpose %678, dims = [2, 0, 1] : (tensor<8x8x64xf32>) -> tensor<64x8x8xf32>
    %680 = stablehlo.dot_general %677, %arg12, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<64x8x8xf32>) -> tensor<8x32x64xf32>
    %681 = stablehlo.add %665, %680 : tensor<8x32x64xf32>
    %682 = stablehlo.multiply %298, %681 : tensor<8x32x64xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.reduce(%682 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %684 = stablehlo.reshape %683 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %685 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %686 = stablehlo.multiply %681, %685 : tensor<8x32x64xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%684 init: %cst_147) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %688 = stablehlo.multiply %240, %686 : tensor<8x32x64xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.reduce(%688 init: %cst_148) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %690 = stablehlo.reshape %689 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %691 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %692 = stablehlo.multiply %686, %691 : tensor<8x32x64xf32>
    %693 = stablehlo.add %615, %692 : tensor<8x32x64xf32>
    %694 = stablehlo.multiply %690, %296 : tensor<8x32x1xf32>
    %cst_149 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %696 = stablehlo.divide %694, %695 : tensor<8x32x1xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%696 init: %cst_150) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %699 = stablehlo.multiply %698, %286 : tensor<8x32x64xf32>
    %700 = stablehlo.add %693, %699 : tensor<8x32x64xf32>
    %701 = stablehlo.reshape %700 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %702 = stablehlo.broadcast_in_dim %701, dims = [1, 2] : (tensor<256x64xf32>) -> tensor<4x256x64xf32>
    %703 = stablehlo.multiply %234, %702 : tensor<4x256x64xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %704 = stablehlo.reduce(%703 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<4x256xf32>
    %705 = stablehlo.reshape %704 : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %706 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %707 = stablehlo.multiply %702, %706 : tensor<4x256x64xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%705 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<4x256x1xf32>, tensor<f32>) -> tensor<4x256xf32>
    %709 = stablehlo.dot_general %707, %233, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x256x128xf32>) -> tensor<4x64x128xf32>
    %710 = stablehlo.transpose %709, dims = [0, 2, 1] : (tensor<4x64x128xf32>) -> tensor<4x128x64xf32>
    %711 = stablehlo.dot_general %707, %arg10, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x128x64xf32>) -> tensor<4x256x128xf32>
    %712 = stablehlo.multiply %232, %711 : tensor<4x256x128xf32>
    %713 = stablehlo.multiply %711, %230#0 : tensor<4x256x128xf32>
    %714 = stablehlo.transpose %713, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %715 = stablehlo.dot_general %714, %arg9, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %716 = stablehlo.dot_general %714, %198, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %717 = stablehlo.transpose %716, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %718 = call @silu_1(%230#1, %230#2, %229, %712) : (tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %719 = stablehlo.transpose %718, dims = [0, 2, 1] : (tensor<4x256x128xf32>) -> tensor<4x128x256xf32>
    %720 = stablehlo.dot_general %719, %arg8, contracting_dims = [0, 1] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<4x64x128xf32>) -> tensor<256x64xf32>
    %721 = stablehlo.add %715, %720 : tensor<256x64xf32>
    %722 = stablehlo.dot_general %719, %198, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x128x256xf32>, tensor<256x64xf32>) -> tensor<4x128x64xf32>
    %723 = stablehlo.transpose %722, dims = [0, 2, 1] : (tensor<4x128x64xf32>) -> tensor<4x64x128xf32>
    %724 = stablehlo.transpose %708, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %725 = stablehlo.broadcast_in_dim %724, dims = [0, 2] : (tensor<256x4xf32>) -> tensor<256x2x4xf32>
    %726 = stablehlo.multiply %222, %725 : tensor<256x2x4xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %727 = stablehlo.reduce(%726 init: %cst_153) applies stablehlo.add across dimensions = [2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x2xf32>
    %728 = stablehlo.reshape %727 : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<256x2x1xf32>, tensor<f32>) -> tensor<256x2xf32>
    %730 = stablehlo.broadcast_in_dim %221, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %731 = stablehlo.multiply %729, %730 : tensor<256x2xf32>
    %732 = stablehlo.multiply %731, %values : tensor<256x2xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %733 = stablehlo.reduce(%732 init: %cst_155) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %734 = stablehlo.reshape %733 : (tensor<256xf32>) -> tensor<256x1xf32>
    %735 = stablehlo.negate %734 : tensor<256x1xf32>
    %736 = stablehlo.broadcast_in_dim %216, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %737 = stablehlo.divide %729, %736 : tensor<256x2xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %738 = stablehlo.reduce(%735 init: %cst_156) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0] : (tensor<256xf32>) -> tensor<256x2xf32>
    %740 = stablehlo.add %737, %739 : tensor<256x2xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %742 = "stablehlo.scatter"(%741, %214, %740) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [1], input_batching_dims = [0], scatter_indices_batching_dims = [0], scatter_dims_to_operand_dims = [1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg25: tensor<f32>, %arg26: tensor<f32>):
      %935 = stablehlo.add %arg25, %arg26 : tensor<f32>
      stablehlo.return %935 : tensor<f32>
    }) : (tensor<256x4xf32>, tensor<256x2x1xi32>, tensor<256x2xf32>) -> tensor<256x4xf32>
    %743 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %744 = stablehlo.multiply %742, %743 : tensor<256x4xf32>
    %745 = stablehlo.multiply %744, %206 : tensor<256x4xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%745 init: %cst_158) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %747 = stablehlo.reshape %746 : (tensor<256xf32>) -> tensor<256x1xf32>
    %748 = stablehlo.negate %747 : tensor<256x1xf32>
    %749 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %750 = stablehlo.divide %742, %749 : tensor<256x4xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.reduce(%748 init: %cst_159) applies stablehlo.add across dimensions = [1] : (tensor<256x1xf32>, tensor<f32>) -> tensor<256xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0] : (tensor<256xf32>) -> tensor<256x4xf32>
    %753 = stablehlo.add %750, %752 : tensor<256x4xf32>
    %754 = stablehlo.multiply %753, %206 : tensor<256x4xf32>
    %755 = stablehlo.dot_general %754, %198, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<256x64xf32>) -> tensor<4x64xf32>
    %756 = stablehlo.transpose %755, dims = [1, 0] : (tensor<4x64xf32>) -> tensor<64x4xf32>
    %757 = stablehlo.dot_general %754, %arg7, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<256x4xf32>, tensor<64x4xf32>) -> tensor<256x64xf32>
    %758 = stablehlo.add %721, %757 : tensor<256x64xf32>
    %759 = stablehlo.reshape %758 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %760 = stablehlo.multiply %194, %759 : tensor<8x32x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%760 init: %cst_160) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %762 = stablehlo.reshape %761 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %763 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %764 = stablehlo.multiply %759, %763 : tensor<8x32x64xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%762 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %766 = stablehlo.multiply %166, %764 : tensor<8x32x64xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%766 init: %cst_162) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %768 = stablehlo.reshape %767 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %769 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %770 = stablehlo.multiply %764, %769 : tensor<8x32x64xf32>
    %771 = stablehlo.add %700, %770 : tensor<8x32x64xf32>
    %772 = stablehlo.multiply %768, %192 : tensor<8x32x1xf32>
    %cst_163 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %774 = stablehlo.divide %772, %773 : tensor<8x32x1xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%774 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %776 = stablehlo.broadcast_in_dim %775, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %777 = stablehlo.multiply %776, %182 : tensor<8x32x64xf32>
    %778 = stablehlo.add %771, %777 : tensor<8x32x64xf32>
    %779 = stablehlo.dot_general %778, %164, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x8xf32>) -> tensor<64x8x8xf32>
    %780 = stablehlo.transpose %779, dims = [1, 2, 0] : (tensor<64x8x8xf32>) -> tensor<8x8x64xf32>
    %781 = stablehlo.dot_general %778, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x8x64xf32>) -> tensor<8x32x8x8xf32>
    %782 = stablehlo.transpose %781, dims = [0, 2, 3, 1] : (tensor<8x32x8x8xf32>) -> tensor<8x8x8x32xf32>
    %783 = stablehlo.dot_general %782, %140, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %784 = stablehlo.dot_general %782, %162#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x8x8x32xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %785 = stablehlo.transpose %784, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %786 = call @_where_2(%162#1, %783) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %787 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %788 = stablehlo.multiply %786, %787 : tensor<8x8x32x32xf32>
    %789 = stablehlo.multiply %788, %154 : tensor<8x8x32x32xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %790 = stablehlo.reduce(%789 init: %cst_165) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %791 = stablehlo.reshape %790 : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %792 = stablehlo.negate %791 : tensor<8x8x32x1xf32>
    %793 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %794 = stablehlo.divide %786, %793 : tensor<8x8x32x32xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%792 init: %cst_166) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x1xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x32xf32>
    %797 = stablehlo.add %794, %796 : tensor<8x8x32x32xf32>
    %798 = stablehlo.multiply %797, %154 : tensor<8x8x32x32xf32>
    %799 = call @_where_2(%147#1, %798) : (tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32>
    %cst_167 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %801 = stablehlo.multiply %799, %800 : tensor<8x8x32x32xf32>
    %802 = stablehlo.dot_general %801, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %803 = stablehlo.transpose %802, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %804 = stablehlo.dot_general %801, %138, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x32xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x8xf32>
    %805 = stablehlo.transpose %804, dims = [0, 2, 1, 3] : (tensor<8x8x32x8xf32>) -> tensor<8x32x8x8xf32>
    %806 = stablehlo.reshape %785 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %807 = stablehlo.reduce(%806 init: %cst_168) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %808 = stablehlo.reshape %803 : (tensor<8x32x8x8xf32>) -> tensor<8x32x4x2x8xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %809 = stablehlo.reduce(%808 init: %cst_169) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x2x8xf32>, tensor<f32>) -> tensor<8x32x4x8xf32>
    %810 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %811 = stablehlo.multiply %809, %810 : tensor<8x32x4x8xf32>
    %812 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %813 = stablehlo.multiply %809, %812 : tensor<8x32x4x8xf32>
    %814 = stablehlo.reshape %811 : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x4xf32>
    %815 = stablehlo.slice %814 [0:8, 0:32, 0:4, 0:1, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %816 = stablehlo.reshape %815 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %817 = stablehlo.slice %814 [0:8, 0:32, 0:4, 1:2, 0:4] : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x1x4xf32>
    %818 = stablehlo.reshape %817 : (tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x4xf32>
    %819 = stablehlo.negate %816 : tensor<8x32x4x4xf32>
    %820 = stablehlo.concatenate %818, %819, dim = 3 : (tensor<8x32x4x4xf32>, tensor<8x32x4x4xf32>) -> tensor<8x32x4x8xf32>
    %821 = stablehlo.add %813, %820 : tensor<8x32x4x8xf32>
    %822 = stablehlo.dot_general %807, %61, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %823 = stablehlo.transpose %822, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %824 = stablehlo.dot_general %807, %arg4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %825 = stablehlo.dot_general %821, %61, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<8x32x64xf32>) -> tensor<4x8x64xf32>
    %826 = stablehlo.transpose %825, dims = [2, 0, 1] : (tensor<4x8x64xf32>) -> tensor<64x4x8xf32>
    %827 = stablehlo.dot_general %821, %arg3, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x8xf32>, tensor<64x4x8xf32>) -> tensor<8x32x64xf32>
    %828 = stablehlo.add %824, %827 : tensor<8x32x64xf32>
    %829 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %830 = stablehlo.multiply %805, %829 : tensor<8x32x8x8xf32>
    %831 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %832 = stablehlo.multiply %805, %831 : tensor<8x32x8x8xf32>
    %833 = stablehlo.reshape %830 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x2x4xf32>
    %834 = stablehlo.slice %833 [0:8, 0:32, 0:8, 0:1, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %835 = stablehlo.reshape %834 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %836 = stablehlo.slice %833 [0:8, 0:32, 0:8, 1:2, 0:4] : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x1x4xf32>
    %837 = stablehlo.reshape %836 : (tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x4xf32>
    %838 = stablehlo.negate %835 : tensor<8x32x8x4xf32>
    %839 = stablehlo.concatenate %837, %838, dim = 3 : (tensor<8x32x8x4xf32>, tensor<8x32x8x4xf32>) -> tensor<8x32x8x8xf32>
    %840 = stablehlo.add %832, %839 : tensor<8x32x8x8xf32>
    %841 = stablehlo.dot_general %840, %61, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x64xf32>) -> tensor<8x8x64xf32>
    %842 = stablehlo.transpose %841, dims = [2, 0, 1] : (tensor<8x8x64xf32>) -> tensor<64x8x8xf32>
    %843 = stablehlo.dot_general %840, %arg2, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<64x8x8xf32>) -> tensor<8x32x64xf32>
    %844 = stablehlo.add %828, %843 : tensor<8x32x64xf32>
    %845 = stablehlo.multiply %58, %844 : tensor<8x32x64xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%845 init: %cst_170) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %847 = stablehlo.reshape %846 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %848 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %849 = stablehlo.multiply %844, %848 : tensor<8x32x64xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%847 init: %cst_171) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %851 = stablehlo.multiply %0#0, %849 : tensor<8x32x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %852 = stablehlo.reduce(%851 init: %cst_172) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %853 = stablehlo.reshape %852 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %854 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %855 = stablehlo.multiply %849, %854 : tensor<8x32x64xf32>
    %856 = stablehlo.add %778, %855 : tensor<8x32x64xf32>
    %857 = stablehlo.multiply %853, %56 : tensor<8x32x1xf32>
    %cst_173 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %859 = stablehlo.divide %857, %858 : tensor<8x32x1xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%859 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %862 = stablehlo.multiply %861, %46 : tensor<8x32x64xf32>
    %863 = stablehlo.add %856, %862 : tensor<8x32x64xf32>
    %864 = call @_take_3(%0#1, %863) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %867 = stablehlo.multiply %866, %864 : tensor<512x64xf32>
    %868 = stablehlo.subtract %arg0, %867 : tensor<512x64xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<64x512xf32>
    %870 = stablehlo.multiply %869, %865 : tensor<64x512xf32>
    %871 = stablehlo.subtract %arg1, %870 : tensor<64x512xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<64x8x8xf32>
    %873 = stablehlo.multiply %872, %842 : tensor<64x8x8xf32>
    %874 = stablehlo.subtract %arg2, %873 : tensor<64x8x8xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %876 = stablehlo.multiply %875, %826 : tensor<64x4x8xf32>
    %877 = stablehlo.subtract %arg3, %876 : tensor<64x4x8xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %879 = stablehlo.multiply %878, %823 : tensor<64x4x8xf32>
    %880 = stablehlo.subtract %arg4, %879 : tensor<64x4x8xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %882 = stablehlo.multiply %881, %780 : tensor<8x8x64xf32>
    %883 = stablehlo.subtract %arg5, %882 : tensor<8x8x64xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %885 = stablehlo.multiply %884, %850 : tensor<64xf32>
    %886 = stablehlo.subtract %arg6, %885 : tensor<64xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %888 = stablehlo.multiply %887, %756 : tensor<64x4xf32>
    %889 = stablehlo.subtract %arg7, %888 : tensor<64x4xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %890 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %891 = stablehlo.multiply %890, %723 : tensor<4x64x128xf32>
    %892 = stablehlo.subtract %arg8, %891 : tensor<4x64x128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %894 = stablehlo.multiply %893, %717 : tensor<4x64x128xf32>
    %895 = stablehlo.subtract %arg9, %894 : tensor<4x64x128xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %896 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<4x128x64xf32>
    %897 = stablehlo.multiply %896, %710 : tensor<4x128x64xf32>
    %898 = stablehlo.subtract %arg10, %897 : tensor<4x128x64xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %900 = stablehlo.multiply %899, %765 : tensor<64xf32>
    %901 = stablehlo.subtract %arg11, %900 : tensor<64xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %902 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<64x8x8xf32>
    %903 = stablehlo.multiply %902, %679 : tensor<64x8x8xf32>
    %904 = stablehlo.subtract %arg12, %903 : tensor<64x8x8xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %906 = stablehlo.multiply %905, %663 : tensor<64x4x8xf32>
    %907 = stablehlo.subtract %arg13, %906 : tensor<64x4x8xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %908 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<64x4x8xf32>
    %909 = stablehlo.multiply %908, %660 : tensor<64x4x8xf32>
    %910 = stablehlo.subtract %arg14, %909 : tensor<64x4x8xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8x8x64xf32>
    %912 = stablehlo.multiply %911, %617 : tensor<8x8x64xf32>
    %913 = stablehlo.subtract %arg15, %912 : tensor<8x8x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %914 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %915 = stablehlo.multiply %914, %687 : tensor<64xf32>
    %916 = stablehlo.subtract %arg16, %915 : tensor<64xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<64x4xf32>
    %918 = stablehlo.multiply %917, %593 : tensor<64x4xf32>
    %919 = stablehlo.subtract %arg17, %918 : tensor<64x4xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %920 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %921 = stablehlo.multiply %920, %560 : tensor<4x64x128xf32>
    %922 = stablehlo.subtract %arg18, %921 : tensor<4x64x128xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x64x128xf32>
    %924 = stablehlo.multiply %923, %554 : tensor<4x64x128xf32>
    %925 = stablehlo.subtract %arg19, %924 : tensor<4x64x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %926 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x128x64xf32>
    %927 = stablehlo.multiply %926, %547 : tensor<4x128x64xf32>
    %928 = stablehlo.subtract %arg20, %927 : tensor<4x128x64xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %930 = stablehlo.multiply %929, %602 : tensor<64xf32>
    %931 = stablehlo.subtract %arg21, %930 : tensor<64xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %932 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %933 = stablehlo.multiply %932, %525 : tensor<64xf32>
    %934 = stablehlo.subtract %arg22, %933 : tensor<64xf32>
    return %868, %871, %874, %877, %880, %883, %886, %889, %892, %895, %898, %901, %904, %907, %910, %913, %916, %919, %922, %925, %928, %931, %934, %516 : tensor<512x64xf32>, tensor<64x512xf32>, tensor<64x8x8xf32>, tensor<64x4x8xf32>, tensor<64x4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x4xf32>, tensor<4x64x128xf32>, tensor<4x64x128xf32>, tensor<4x128x64xf32>, tensor<64xf32>, tensor<64x8x8xf32>, tensor<64x4x8xf32>, tensor<64x4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x4xf32>, tensor<4x64x128xf32>, tensor<4x64x128xf32>, tensor<4x128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @silu(%arg0: tensor<4x256x128xf32>) -> (tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<4x256x128xf32>
    %1 = stablehlo.exponential %0 : tensor<4x256x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x256x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x256x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<4x256x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<4x256x128xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<4x256x128xf32>
    return %9, %8, %5 : tensor<4x256x128xf32>, tensor<4x256x128xf32>, tensor<4x256x128xf32>
  }
  func.func private @silu_1(%arg0: tensor<4x256x128xf32>, %arg1: tensor<4x256x128xf32>, %arg2: tensor<4x256x128xf32>, %arg3: tensor<4x256x128xf32>) -> tensor<4x256x128xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<4x256x128xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<4x256x128xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<4x256x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<4x256x128xf32>
    return %3 : tensor<4x256x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x8x32x32xi1>, %arg1: tensor<8x8x32x32xf32>) -> tensor<8x8x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>
    return %1 : tensor<8x8x32x32xf32>
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
