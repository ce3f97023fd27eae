module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg22: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<64x64xf32> {jax.result_info = "result[0][1]"}, tensor<64x32xf32> {jax.result_info = "result[0][2]"}, tensor<64x32xf32> {jax.result_info = "result[0][3]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][4]"}, tensor<64x128xf32> {jax.result_info = "result[0][5]"}, tensor<64x128xf32> {jax.result_info = "result[0][6]"}, tensor<128x64xf32> {jax.result_info = "result[0][7]"}, tensor<64xf32> {jax.result_info = "result[0][8]"}, tensor<64xf32> {jax.result_info = "result[0][9]"}, tensor<64x64xf32> {jax.result_info = "result[0][10]"}, tensor<64x32xf32> {jax.result_info = "result[0][11]"}, tensor<64x32xf32> {jax.result_info = "result[0][12]"}, tensor<4x16x64xf32> {jax.result_info = "result[0][13]"}, tensor<64x128xf32> {jax.result_info = "result[0][14]"}, tensor<64x128xf32> {jax.result_info = "result[0][15]"}, tensor<128x64xf32> {jax.result_info = "result[0][16]"}, tensor<64xf32> {jax.result_info = "result[0][17]"}, tensor<64xf32> {jax.result_info = "result[0][18]"}, tensor<64xf32> {jax.result_info = "result[0][19]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg22) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %1 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %16 = chlo.square %0#0 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %18 = stablehlo.multiply %17, %0#0 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%16 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x32x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x32x1xf32>
    %26 = stablehlo.divide %25, %24 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<8x32x1xf32>
    %29 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.multiply %0#0, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %33 = stablehlo.multiply %30, %32 : tensor<8x32x64xf32>
    %34 = stablehlo.dot_general %33, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %35 = stablehlo.reshape %34 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %36 = stablehlo.dot_general %33, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %37 = stablehlo.reshape %36 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %38 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %39 = stablehlo.reshape %38 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %40 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %42 = stablehlo.add %40, %41 : tensor<32xf32>
    %43 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<8x8x1xf32>
    %46 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x1x32xf32>
    %49 = stablehlo.dot_general %45, %48, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x1xf32>, tensor<8x1x32xf32>) -> tensor<8x8x32xf32>
    %50 = stablehlo.transpose %49, dims = [0, 2, 1] : (tensor<8x8x32xf32>) -> tensor<8x32x8xf32>
    %51 = stablehlo.concatenate %50, %50, dim = 2 : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x16xf32>
    %52 = stablehlo.cosine %51 : tensor<8x32x16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<8x32x16xf32>
    %55 = stablehlo.sine %51 : tensor<8x32x16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %57 = stablehlo.multiply %55, %56 : tensor<8x32x16xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %61 = stablehlo.multiply %35, %60 : tensor<8x32x4x16xf32>
    %62 = stablehlo.slice %35 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %63 = stablehlo.slice %35 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %64 = stablehlo.negate %63 : tensor<8x32x4x8xf32>
    %65 = stablehlo.concatenate %64, %62, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %66 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %67 = stablehlo.multiply %65, %66 : tensor<8x32x4x16xf32>
    %68 = stablehlo.add %61, %67 : tensor<8x32x4x16xf32>
    %69 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %70 = stablehlo.multiply %37, %69 : tensor<8x32x2x16xf32>
    %71 = stablehlo.slice %37 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %72 = stablehlo.slice %37 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %73 = stablehlo.negate %72 : tensor<8x32x2x8xf32>
    %74 = stablehlo.concatenate %73, %71, dim = 3 : (tensor<8x32x2x8xf32>, tensor<8x32x2x8xf32>) -> tensor<8x32x2x16xf32>
    %75 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %76 = stablehlo.multiply %74, %75 : tensor<8x32x2x16xf32>
    %77 = stablehlo.add %70, %76 : tensor<8x32x2x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %79 = stablehlo.reshape %78 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %81 = stablehlo.reshape %80 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %82 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %84 = stablehlo.compare NE, %82, %83, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %85 = stablehlo.convert %84 : tensor<8x1x32x32xi1>
    %86 = stablehlo.reshape %68 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %88 = stablehlo.dot_general %86, %79, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_8 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %90 = stablehlo.multiply %88, %89 : tensor<8x4x32x1x32xf32>
    %c_9 = stablehlo.constant dense<true> : tensor<i1>
    %91 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %92 = stablehlo.broadcast_in_dim %91, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %93 = stablehlo.transpose %87, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %95 = stablehlo.and %92, %94 : tensor<1x8x4x32x32xi1>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %96 = call @_where_0(%95, %90, %cst_10) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %97 = stablehlo.reduce(%96 init: %cst_11) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %99 = stablehlo.maximum %98, %97 : tensor<1x8x4x32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %102 = stablehlo.subtract %96, %101 : tensor<1x8x4x32x32xf32>
    %103 = stablehlo.exponential %102 : tensor<1x8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_13) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %107 = stablehlo.divide %103, %106 : tensor<1x8x4x32x32xf32>
    %108 = stablehlo.multiply %105, %105 : tensor<1x8x4x32x1xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %110 = stablehlo.divide %109, %108 : tensor<1x8x4x32x1xf32>
    %111 = stablehlo.dot_general %81, %107, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %112 = stablehlo.transpose %111, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %113 = stablehlo.transpose %112, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %115 = stablehlo.dot_general %114, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %116 = stablehlo.add %0#0, %115 : tensor<8x32x64xf32>
    %117 = chlo.square %116 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %119 = stablehlo.multiply %118, %116 : tensor<8x32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.reduce(%117 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %123 = stablehlo.divide %121, %122 : tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x32x1xf32>
    %126 = stablehlo.rsqrt %125 : tensor<8x32x1xf32>
    %127 = stablehlo.divide %126, %125 : tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<8x32x1xf32>
    %130 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %131 = stablehlo.multiply %116, %130 : tensor<8x32x64xf32>
    %132 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %134 = stablehlo.multiply %131, %133 : tensor<8x32x64xf32>
    %135 = stablehlo.dot_general %134, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %136:3 = call @silu(%135) : (tensor<8x32x128xf32>) -> (tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>)
    %137 = stablehlo.dot_general %134, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %138 = stablehlo.multiply %136#0, %137 : tensor<8x32x128xf32>
    %139 = stablehlo.dot_general %138, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %140 = stablehlo.add %116, %139 : tensor<8x32x64xf32>
    %141 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %142 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %144 = stablehlo.add %142, %143 : tensor<32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %146 = stablehlo.iota dim = 0 : tensor<32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %148 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %150 = stablehlo.compare GE, %148, %149, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %151 = stablehlo.broadcast_in_dim %150, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %153 = stablehlo.convert %152 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %154 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %155 = stablehlo.minimum %154, %153 : tensor<8x32x32xi32>
    %156 = chlo.square %140 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %158 = stablehlo.multiply %157, %140 : tensor<8x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%156 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %162 = stablehlo.divide %160, %161 : tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %164 = stablehlo.add %162, %163 : tensor<8x32x1xf32>
    %165 = stablehlo.rsqrt %164 : tensor<8x32x1xf32>
    %166 = stablehlo.divide %165, %164 : tensor<8x32x1xf32>
    %cst_25 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %168 = stablehlo.multiply %167, %166 : tensor<8x32x1xf32>
    %169 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.multiply %140, %169 : tensor<8x32x64xf32>
    %171 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<8x32x64xf32>
    %174 = stablehlo.dot_general %173, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %175 = stablehlo.reshape %174 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %176 = stablehlo.dot_general %173, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %177 = stablehlo.reshape %176 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %178 = stablehlo.dot_general %173, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %179 = stablehlo.reshape %178 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %180 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %181 = stablehlo.reshape %180 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %182 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %184 = stablehlo.broadcast_in_dim %155, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %186 = stablehlo.compare NE, %184, %185, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %187 = stablehlo.convert %186 : tensor<8x1x32x32xi1>
    %188 = stablehlo.reshape %175 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %190 = stablehlo.dot_general %188, %181, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_27 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %192 = stablehlo.multiply %190, %191 : tensor<8x4x32x1x32xf32>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %193 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %194 = stablehlo.broadcast_in_dim %193, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %195 = stablehlo.transpose %189, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %197 = stablehlo.and %194, %196 : tensor<1x8x4x32x32xi1>
    %cst_29 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %198 = call @_where_0(%197, %192, %cst_29) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_30) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %201 = stablehlo.maximum %200, %199 : tensor<1x8x4x32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %204 = stablehlo.subtract %198, %203 : tensor<1x8x4x32x32xf32>
    %205 = stablehlo.exponential %204 : tensor<1x8x4x32x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%205 init: %cst_32) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %209 = stablehlo.divide %205, %208 : tensor<1x8x4x32x32xf32>
    %210 = stablehlo.multiply %207, %207 : tensor<1x8x4x32x1xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x8x4x32x1xf32>
    %212 = stablehlo.divide %211, %210 : tensor<1x8x4x32x1xf32>
    %213 = stablehlo.dot_general %183, %209, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %214 = stablehlo.transpose %213, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %215 = stablehlo.transpose %214, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %217 = stablehlo.dot_general %216, %arg13, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.add %140, %217 : tensor<8x32x64xf32>
    %219 = chlo.square %218 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %221 = stablehlo.multiply %220, %218 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%219 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %225 = stablehlo.divide %223, %224 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x32x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<8x32x1xf32>
    %229 = stablehlo.divide %228, %227 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<8x32x1xf32>
    %232 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %233 = stablehlo.multiply %218, %232 : tensor<8x32x64xf32>
    %234 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %236 = stablehlo.multiply %233, %235 : tensor<8x32x64xf32>
    %237 = stablehlo.dot_general %236, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %238:3 = call @silu(%237) : (tensor<8x32x128xf32>) -> (tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>)
    %239 = stablehlo.dot_general %236, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %240 = stablehlo.multiply %238#0, %239 : tensor<8x32x128xf32>
    %241 = stablehlo.dot_general %240, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %242 = stablehlo.add %218, %241 : tensor<8x32x64xf32>
    %243 = chlo.square %242 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.multiply %244, %242 : tensor<8x32x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%243 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %249 = stablehlo.divide %247, %248 : tensor<8x32x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %251 = stablehlo.add %249, %250 : tensor<8x32x1xf32>
    %252 = stablehlo.rsqrt %251 : tensor<8x32x1xf32>
    %253 = stablehlo.divide %252, %251 : tensor<8x32x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %255 = stablehlo.multiply %254, %253 : tensor<8x32x1xf32>
    %256 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %257 = stablehlo.multiply %242, %256 : tensor<8x32x64xf32>
    %258 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %260 = stablehlo.multiply %257, %259 : tensor<8x32x64xf32>
    %261 = chlo.square %260 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %263 = stablehlo.multiply %262, %260 : tensor<8x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%261 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %265 = stablehlo.divide %264, %cst_46 : tensor<f32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.add %cst_47, %265 : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %267 = stablehlo.divide %cst_48, %cst_49 : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %269 = stablehlo.multiply %268, %263 : tensor<8x32x64xf32>
    %270 = stablehlo.multiply %257, %269 : tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_50) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %272 = stablehlo.reshape %271 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %273 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %274 = stablehlo.multiply %269, %273 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%272 init: %cst_51) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %276 = stablehlo.multiply %242, %274 : tensor<8x32x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %278 = stablehlo.reshape %277 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %279 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %280 = stablehlo.multiply %274, %279 : tensor<8x32x64xf32>
    %281 = stablehlo.multiply %278, %255 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x32x1xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%283 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %286 = stablehlo.multiply %285, %245 : tensor<8x32x64xf32>
    %287 = stablehlo.add %280, %286 : tensor<8x32x64xf32>
    %288 = stablehlo.dot_general %287, %240, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %289 = stablehlo.transpose %288, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %290 = stablehlo.dot_general %287, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %291 = stablehlo.multiply %238#0, %290 : tensor<8x32x128xf32>
    %292 = stablehlo.multiply %290, %239 : tensor<8x32x128xf32>
    %293 = stablehlo.dot_general %291, %236, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %294 = stablehlo.transpose %293, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %295 = stablehlo.dot_general %291, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %296 = call @silu_1(%238#1, %238#2, %237, %292) : (tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %297 = stablehlo.dot_general %296, %236, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %298 = stablehlo.transpose %297, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %299 = stablehlo.dot_general %296, %arg14, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %300 = stablehlo.add %295, %299 : tensor<8x32x64xf32>
    %301 = stablehlo.multiply %233, %300 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%301 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %303 = stablehlo.reshape %302 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %304 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %305 = stablehlo.multiply %300, %304 : tensor<8x32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%303 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %307 = stablehlo.multiply %218, %305 : tensor<8x32x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %310 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %311 = stablehlo.multiply %305, %310 : tensor<8x32x64xf32>
    %312 = stablehlo.add %287, %311 : tensor<8x32x64xf32>
    %313 = stablehlo.multiply %309, %231 : tensor<8x32x1xf32>
    %cst_58 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %315 = stablehlo.divide %313, %314 : tensor<8x32x1xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %318 = stablehlo.multiply %317, %221 : tensor<8x32x64xf32>
    %319 = stablehlo.add %312, %318 : tensor<8x32x64xf32>
    %320 = stablehlo.dot_general %319, %216, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %321 = stablehlo.transpose %320, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %322 = stablehlo.dot_general %319, %arg13, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %323 = stablehlo.reshape %322 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %324 = stablehlo.transpose %323, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %325 = stablehlo.transpose %324, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %326 = stablehlo.dot_general %325, %183, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %327 = stablehlo.transpose %326, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %328 = stablehlo.dot_general %325, %209, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %329 = stablehlo.transpose %328, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %330 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %331 = stablehlo.multiply %327, %330 : tensor<1x8x4x32x32xf32>
    %332 = stablehlo.multiply %331, %205 : tensor<1x8x4x32x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%332 init: %cst_60) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %334 = stablehlo.reshape %333 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %335 = stablehlo.negate %334 : tensor<1x8x4x32x1xf32>
    %336 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %337 = stablehlo.divide %327, %336 : tensor<1x8x4x32x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.reduce(%335 init: %cst_61) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %340 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %341 = stablehlo.add %337, %340 : tensor<1x8x4x32x32xf32>
    %342 = stablehlo.multiply %341, %205 : tensor<1x8x4x32x32xf32>
    %343 = call @_where_2(%197, %342) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_62 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<8x4x32x1x32xf32>
    %346 = stablehlo.dot_general %345, %188, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %347 = stablehlo.transpose %346, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %348 = stablehlo.dot_general %345, %181, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %349 = stablehlo.transpose %348, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %350 = stablehlo.reshape %349 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %351 = stablehlo.reshape %329 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%351 init: %cst_63) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %353 = stablehlo.reshape %347 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %355 = stablehlo.reshape %352 : (tensor<8x32x2x16xf32>) -> tensor<8x32x32xf32>
    %356 = stablehlo.dot_general %355, %173, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<32x64xf32>
    %357 = stablehlo.transpose %356, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %358 = stablehlo.dot_general %355, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<64x32xf32>) -> tensor<8x32x64xf32>
    %359 = stablehlo.reshape %354 : (tensor<8x32x2x16xf32>) -> tensor<8x32x32xf32>
    %360 = stablehlo.dot_general %359, %173, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<32x64xf32>
    %361 = stablehlo.transpose %360, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %362 = stablehlo.dot_general %359, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<64x32xf32>) -> tensor<8x32x64xf32>
    %363 = stablehlo.add %358, %362 : tensor<8x32x64xf32>
    %364 = stablehlo.reshape %350 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %365 = stablehlo.dot_general %364, %173, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %366 = stablehlo.transpose %365, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %367 = stablehlo.dot_general %364, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %368 = stablehlo.add %363, %367 : tensor<8x32x64xf32>
    %369 = stablehlo.multiply %170, %368 : tensor<8x32x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %371 = stablehlo.reshape %370 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %372 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %373 = stablehlo.multiply %368, %372 : tensor<8x32x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%371 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %375 = stablehlo.multiply %140, %373 : tensor<8x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %377 = stablehlo.reshape %376 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %378 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %379 = stablehlo.multiply %373, %378 : tensor<8x32x64xf32>
    %380 = stablehlo.add %319, %379 : tensor<8x32x64xf32>
    %381 = stablehlo.multiply %377, %168 : tensor<8x32x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %383 = stablehlo.divide %381, %382 : tensor<8x32x1xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %386 = stablehlo.multiply %385, %158 : tensor<8x32x64xf32>
    %387 = stablehlo.add %380, %386 : tensor<8x32x64xf32>
    %388 = stablehlo.dot_general %387, %138, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %389 = stablehlo.transpose %388, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %390 = stablehlo.dot_general %387, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %391 = stablehlo.multiply %136#0, %390 : tensor<8x32x128xf32>
    %392 = stablehlo.multiply %390, %137 : tensor<8x32x128xf32>
    %393 = stablehlo.dot_general %391, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %394 = stablehlo.transpose %393, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %395 = stablehlo.dot_general %391, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %396 = call @silu_1(%136#1, %136#2, %135, %392) : (tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %397 = stablehlo.dot_general %396, %134, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %398 = stablehlo.transpose %397, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %399 = stablehlo.dot_general %396, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %400 = stablehlo.add %395, %399 : tensor<8x32x64xf32>
    %401 = stablehlo.multiply %131, %400 : tensor<8x32x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %403 = stablehlo.reshape %402 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %404 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %405 = stablehlo.multiply %400, %404 : tensor<8x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = stablehlo.reduce(%403 init: %cst_71) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %407 = stablehlo.multiply %116, %405 : tensor<8x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %409 = stablehlo.reshape %408 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %410 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %411 = stablehlo.multiply %405, %410 : tensor<8x32x64xf32>
    %412 = stablehlo.add %387, %411 : tensor<8x32x64xf32>
    %413 = stablehlo.multiply %409, %129 : tensor<8x32x1xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %415 = stablehlo.divide %413, %414 : tensor<8x32x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %418 = stablehlo.multiply %417, %119 : tensor<8x32x64xf32>
    %419 = stablehlo.add %412, %418 : tensor<8x32x64xf32>
    %420 = stablehlo.dot_general %419, %114, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x4x16xf32>) -> tensor<64x4x16xf32>
    %421 = stablehlo.transpose %420, dims = [1, 2, 0] : (tensor<64x4x16xf32>) -> tensor<4x16x64xf32>
    %422 = stablehlo.dot_general %419, %arg4, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x16x64xf32>) -> tensor<8x32x4x16xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %424 = stablehlo.transpose %423, dims = [3, 0, 1, 2, 4] : (tensor<8x32x4x1x16xf32>) -> tensor<1x8x32x4x16xf32>
    %425 = stablehlo.transpose %424, dims = [1, 3, 4, 0, 2] : (tensor<1x8x32x4x16xf32>) -> tensor<8x4x16x1x32xf32>
    %426 = stablehlo.dot_general %425, %81, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32x32xf32>
    %427 = stablehlo.transpose %426, dims = [2, 0, 1, 3, 4] : (tensor<8x4x1x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %428 = stablehlo.dot_general %425, %107, batching_dims = [0, 1] x [1, 2], contracting_dims = [3, 4] x [0, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x1x32xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %429 = stablehlo.transpose %428, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %430 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %431 = stablehlo.multiply %427, %430 : tensor<1x8x4x32x32xf32>
    %432 = stablehlo.multiply %431, %103 : tensor<1x8x4x32x32xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%432 init: %cst_75) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %434 = stablehlo.reshape %433 : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %435 = stablehlo.negate %434 : tensor<1x8x4x32x1xf32>
    %436 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %437 = stablehlo.divide %427, %436 : tensor<1x8x4x32x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %438 = stablehlo.reduce(%435 init: %cst_76) applies stablehlo.add across dimensions = [0, 4] : (tensor<1x8x4x32x1xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [1, 2, 3] : (tensor<8x4x32xf32>) -> tensor<1x8x4x32xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x32xf32>
    %441 = stablehlo.add %437, %440 : tensor<1x8x4x32x32xf32>
    %442 = stablehlo.multiply %441, %103 : tensor<1x8x4x32x32xf32>
    %443 = call @_where_2(%95, %442) : (tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_77 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %445 = stablehlo.multiply %443, %444 : tensor<8x4x32x1x32xf32>
    %446 = stablehlo.dot_general %445, %86, batching_dims = [0, 1] x [0, 2], contracting_dims = [2, 3] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x1x16xf32>) -> tensor<8x4x32x16xf32>
    %447 = stablehlo.transpose %446, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %448 = stablehlo.dot_general %445, %79, batching_dims = [0, 1] x [0, 2], contracting_dims = [4] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x16xf32>
    %449 = stablehlo.transpose %448, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x1x16xf32>) -> tensor<8x32x4x1x16xf32>
    %450 = stablehlo.reshape %449 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %451 = stablehlo.reshape %429 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %452 = stablehlo.reduce(%451 init: %cst_78) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %453 = stablehlo.reshape %447 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %454 = stablehlo.reduce(%453 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x2x16xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %455 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %456 = stablehlo.multiply %454, %455 : tensor<8x32x2x16xf32>
    %457 = stablehlo.slice %456 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %458 = stablehlo.slice %456 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %459 = stablehlo.negate %457 : tensor<8x32x2x8xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %460 = stablehlo.pad %459, %cst_80, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x2x8xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.pad %458, %cst_81, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<8x32x2x8xf32>, tensor<f32>) -> tensor<8x32x2x16xf32>
    %462 = stablehlo.add %460, %461 : tensor<8x32x2x16xf32>
    %463 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %464 = stablehlo.multiply %454, %463 : tensor<8x32x2x16xf32>
    %465 = stablehlo.add %462, %464 : tensor<8x32x2x16xf32>
    %466 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %467 = stablehlo.multiply %450, %466 : tensor<8x32x4x16xf32>
    %468 = stablehlo.slice %467 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %469 = stablehlo.slice %467 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %470 = stablehlo.negate %468 : tensor<8x32x4x8xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.pad %470, %cst_82, low = [0, 0, 0, 8], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x32x4x8xf32>, tensor<f32>) -> tensor<8x32x4x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %472 = stablehlo.pad %469, %cst_83, low = [0, 0, 0, 0], high = [0, 0, 0, 8], interior = [0, 0, 0, 0] : (tensor<8x32x4x8xf32>, tensor<f32>) -> tensor<8x32x4x16xf32>
    %473 = stablehlo.add %471, %472 : tensor<8x32x4x16xf32>
    %474 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %475 = stablehlo.multiply %450, %474 : tensor<8x32x4x16xf32>
    %476 = stablehlo.add %473, %475 : tensor<8x32x4x16xf32>
    %477 = stablehlo.reshape %452 : (tensor<8x32x2x16xf32>) -> tensor<8x32x32xf32>
    %478 = stablehlo.dot_general %477, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<32x64xf32>
    %479 = stablehlo.transpose %478, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %480 = stablehlo.dot_general %477, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<64x32xf32>) -> tensor<8x32x64xf32>
    %481 = stablehlo.reshape %465 : (tensor<8x32x2x16xf32>) -> tensor<8x32x32xf32>
    %482 = stablehlo.dot_general %481, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<8x32x64xf32>) -> tensor<32x64xf32>
    %483 = stablehlo.transpose %482, dims = [1, 0] : (tensor<32x64xf32>) -> tensor<64x32xf32>
    %484 = stablehlo.dot_general %481, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x32xf32>, tensor<64x32xf32>) -> tensor<8x32x64xf32>
    %485 = stablehlo.add %480, %484 : tensor<8x32x64xf32>
    %486 = stablehlo.reshape %476 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %487 = stablehlo.dot_general %486, %33, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %488 = stablehlo.transpose %487, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %489 = stablehlo.dot_general %486, %arg1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %490 = stablehlo.add %485, %489 : tensor<8x32x64xf32>
    %491 = stablehlo.multiply %30, %490 : tensor<8x32x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %493 = stablehlo.reshape %492 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %494 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %495 = stablehlo.multiply %490, %494 : tensor<8x32x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%493 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %497 = stablehlo.multiply %0#0, %495 : tensor<8x32x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %499 = stablehlo.reshape %498 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %500 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %501 = stablehlo.multiply %495, %500 : tensor<8x32x64xf32>
    %502 = stablehlo.add %419, %501 : tensor<8x32x64xf32>
    %503 = stablehlo.multiply %499, %28 : tensor<8x32x1xf32>
    %cst_87 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %505 = stablehlo.divide %503, %504 : tensor<8x32x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %508 = stablehlo.multiply %507, %18 : tensor<8x32x64xf32>
    %509 = stablehlo.add %502, %508 : tensor<8x32x64xf32>
    %510 = call @_take_3(%0#1, %509) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %512 = stablehlo.multiply %511, %510 : tensor<512x64xf32>
    %513 = stablehlo.subtract %arg0, %512 : tensor<512x64xf32>
    %cst_90 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %515 = stablehlo.multiply %514, %488 : tensor<64x64xf32>
    %516 = stablehlo.subtract %arg1, %515 : tensor<64x64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %518 = stablehlo.multiply %517, %483 : tensor<64x32xf32>
    %519 = stablehlo.subtract %arg2, %518 : tensor<64x32xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %521 = stablehlo.multiply %520, %479 : tensor<64x32xf32>
    %522 = stablehlo.subtract %arg3, %521 : tensor<64x32xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %524 = stablehlo.multiply %523, %421 : tensor<4x16x64xf32>
    %525 = stablehlo.subtract %arg4, %524 : tensor<4x16x64xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %527 = stablehlo.multiply %526, %398 : tensor<64x128xf32>
    %528 = stablehlo.subtract %arg5, %527 : tensor<64x128xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %530 = stablehlo.multiply %529, %394 : tensor<64x128xf32>
    %531 = stablehlo.subtract %arg6, %530 : tensor<64x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %533 = stablehlo.multiply %532, %389 : tensor<128x64xf32>
    %534 = stablehlo.subtract %arg7, %533 : tensor<128x64xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %536 = stablehlo.multiply %535, %496 : tensor<64xf32>
    %537 = stablehlo.subtract %arg8, %536 : tensor<64xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %539 = stablehlo.multiply %538, %406 : tensor<64xf32>
    %540 = stablehlo.subtract %arg9, %539 : tensor<64xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %542 = stablehlo.multiply %541, %366 : tensor<64x64xf32>
    %543 = stablehlo.subtract %arg10, %542 : tensor<64x64xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %545 = stablehlo.multiply %544, %361 : tensor<64x32xf32>
    %546 = stablehlo.subtract %arg11, %545 : tensor<64x32xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<64x32xf32>
    %548 = stablehlo.multiply %547, %357 : tensor<64x32xf32>
    %549 = stablehlo.subtract %arg12, %548 : tensor<64x32xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<4x16x64xf32>
    %551 = stablehlo.multiply %550, %321 : tensor<4x16x64xf32>
    %552 = stablehlo.subtract %arg13, %551 : tensor<4x16x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %554 = stablehlo.multiply %553, %298 : tensor<64x128xf32>
    %555 = stablehlo.subtract %arg14, %554 : tensor<64x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %557 = stablehlo.multiply %556, %294 : tensor<64x128xf32>
    %558 = stablehlo.subtract %arg15, %557 : tensor<64x128xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %560 = stablehlo.multiply %559, %289 : tensor<128x64xf32>
    %561 = stablehlo.subtract %arg16, %560 : tensor<128x64xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %563 = stablehlo.multiply %562, %374 : tensor<64xf32>
    %564 = stablehlo.subtract %arg17, %563 : tensor<64xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %566 = stablehlo.multiply %565, %306 : tensor<64xf32>
    %567 = stablehlo.subtract %arg18, %566 : tensor<64xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %569 = stablehlo.multiply %568, %275 : tensor<64xf32>
    %570 = stablehlo.subtract %arg19, %569 : tensor<64xf32>
    return %513, %516, %519, %522, %525, %528, %531, %534, %537, %540, %543, %546, %549, %552, %555, %558, %561, %564, %567, %570, %266 : tensor<512x64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<4x16x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x32xf32>, tensor<4x16x64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @silu(%arg0: tensor<8x32x128xf32>) -> (tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x32x128xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x32x128xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x32x128xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x32x128xf32>
    return %9, %8, %5 : tensor<8x32x128xf32>, tensor<8x32x128xf32>, tensor<8x32x128xf32>
  }
  func.func private @silu_1(%arg0: tensor<8x32x128xf32>, %arg1: tensor<8x32x128xf32>, %arg2: tensor<8x32x128xf32>, %arg3: tensor<8x32x128xf32>) -> tensor<8x32x128xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x32x128xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x32x128xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x32x128xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x32x128xf32>
    return %3 : tensor<8x32x128xf32>
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
