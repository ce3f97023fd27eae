module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg12: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg13: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg17: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg18: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<64xf32> {jax.result_info = "result[0][1]"}, tensor<8x64x16xf32> {jax.result_info = "result[0][2]"}, tensor<4x64x16xf32> {jax.result_info = "result[0][3]"}, tensor<4x64x16xf32> {jax.result_info = "result[0][4]"}, tensor<8x16x64xf32> {jax.result_info = "result[0][5]"}, tensor<64xf32> {jax.result_info = "result[0][6]"}, tensor<64x64xf32> {jax.result_info = "result[0][7]"}, tensor<64x64xf32> {jax.result_info = "result[0][8]"}, tensor<64x64xf32> {jax.result_info = "result[0][9]"}, tensor<64xf32> {jax.result_info = "result[0][10]"}, tensor<8x64x16xf32> {jax.result_info = "result[0][11]"}, tensor<4x64x16xf32> {jax.result_info = "result[0][12]"}, tensor<4x64x16xf32> {jax.result_info = "result[0][13]"}, tensor<8x16x64xf32> {jax.result_info = "result[0][14]"}, tensor<64xf32> {jax.result_info = "result[0][15]"}, tensor<64x64xf32> {jax.result_info = "result[0][16]"}, tensor<64x64xf32> {jax.result_info = "result[0][17]"}, tensor<64x64xf32> {jax.result_info = "result[0][18]"}, tensor<64xf32> {jax.result_info = "result[0][19]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %0:2 = call @_take(%arg0, %arg20) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %1 = stablehlo.convert %cst : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %3 = stablehlo.multiply %0#0, %2 : tensor<8x32x64xf32>
    %4 = chlo.square %3 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %6 = stablehlo.multiply %5, %3 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.add %10, %11 : tensor<8x32x1xf32>
    %13 = stablehlo.sqrt %12 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %15 = stablehlo.divide %14, %13 : tensor<8x32x1xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %17 = stablehlo.divide %16, %13 : tensor<8x32x1xf32>
    %18 = stablehlo.multiply %13, %13 : tensor<8x32x1xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %20 = stablehlo.divide %19, %18 : tensor<8x32x1xf32>
    %cst_7 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.multiply %21, %20 : tensor<8x32x1xf32>
    %23 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.multiply %3, %23 : tensor<8x32x64xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %26 = stablehlo.add %25, %arg1 : tensor<64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %29 = stablehlo.multiply %24, %28 : tensor<8x32x64xf32>
    %30 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %31 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %33 = stablehlo.add %31, %32 : tensor<32xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %35 = stablehlo.iota dim = 0 : tensor<32xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %37 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %39 = stablehlo.compare GE, %37, %38, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %40 = stablehlo.broadcast_in_dim %39, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %42 = stablehlo.convert %41 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %43 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %44 = stablehlo.minimum %43, %42 : tensor<8x32x32xi32>
    %45 = stablehlo.dot_general %29, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x64x16xf32>) -> tensor<8x32x8x16xf32>
    %46 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %50 = stablehlo.add %49, %48 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %52 = stablehlo.divide %50, %51 : tensor<8xf32>
    %53 = stablehlo.negate %52 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %55 = stablehlo.power %54, %53 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %57 = stablehlo.divide %55, %56 : tensor<8xf32>
    %58 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %60 = stablehlo.add %58, %59 : tensor<32xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %62 = stablehlo.dot_general %61, %57, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %65 = stablehlo.concatenate %63, %64, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %66 = stablehlo.reshape %65 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %68 = stablehlo.cosine %67 : tensor<1x32x1x16xf32>
    %69 = stablehlo.sine %67 : tensor<1x32x1x16xf32>
    %70 = stablehlo.slice %45 [0:8, 0:32, 0:8, 0:8] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %71 = stablehlo.slice %45 [0:8, 0:32, 0:8, 8:16] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %72 = stablehlo.negate %71 : tensor<8x32x8x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %75 = stablehlo.concatenate %73, %74, dim = 3 : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x2x8xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x32x8x2x8xf32>) -> tensor<8x32x8x16xf32>
    %77 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %78 = stablehlo.multiply %45, %77 : tensor<8x32x8x16xf32>
    %79 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<8x32x8x16xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x32x8x16xf32>
    %82 = stablehlo.slice %81 [0:8, 0:32, 0:8, 0:8] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %83 = stablehlo.slice %81 [0:8, 0:32, 0:8, 8:16] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x8x1xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x8x1xf32>
    %86 = stablehlo.concatenate %84, %85, dim = 4 : (tensor<8x32x8x8x1xf32>, tensor<8x32x8x8x1xf32>) -> tensor<8x32x8x8x2xf32>
    %87 = stablehlo.reshape %86 : (tensor<8x32x8x8x2xf32>) -> tensor<8x32x8x16xf32>
    %88 = stablehlo.dot_general %29, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %89 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.add %92, %91 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %95 = stablehlo.divide %93, %94 : tensor<8xf32>
    %96 = stablehlo.negate %95 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %98 = stablehlo.power %97, %96 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8xf32>
    %101 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %103 = stablehlo.add %101, %102 : tensor<32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %105 = stablehlo.dot_general %104, %100, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %108 = stablehlo.concatenate %106, %107, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %111 = stablehlo.cosine %110 : tensor<1x32x1x16xf32>
    %112 = stablehlo.sine %110 : tensor<1x32x1x16xf32>
    %113 = stablehlo.slice %88 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %114 = stablehlo.slice %88 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %115 = stablehlo.negate %114 : tensor<8x32x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %117 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %118 = stablehlo.concatenate %116, %117, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %120 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %121 = stablehlo.multiply %88, %120 : tensor<8x32x4x16xf32>
    %122 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<8x32x4x16xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x32x4x16xf32>
    %125 = stablehlo.slice %124 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %126 = stablehlo.slice %124 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %127 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %129 = stablehlo.concatenate %127, %128, dim = 4 : (tensor<8x32x4x8x1xf32>, tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8x2xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x16xf32>
    %131 = stablehlo.dot_general %29, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_22 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %133 = stablehlo.multiply %87, %132 : tensor<8x32x8x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x32x8x16xf32>) -> tensor<8x32x4x2x16xf32>
    %135 = stablehlo.dot_general %130, %134, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x2x16xf32>) -> tensor<8x4x32x32x2xf32>
    %136 = stablehlo.transpose %135, dims = [0, 1, 4, 3, 2] : (tensor<8x4x32x32x2xf32>) -> tensor<8x4x2x32x32xf32>
    %137 = stablehlo.broadcast_in_dim %44, dims = [0, 3, 4] : (tensor<8x32x32xi32>) -> tensor<8x1x1x32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %138 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x1x32x32xi32>
    %139 = stablehlo.compare GT, %137, %138, SIGNED : (tensor<8x1x1x32x32xi32>, tensor<8x1x1x32x32xi32>) -> tensor<8x1x1x32x32xi1>
    %cst_23 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %140:2 = call @_where_0(%139, %136, %cst_23) : (tensor<8x1x1x32x32xi1>, tensor<8x4x2x32x32xf32>, tensor<f32>) -> (tensor<8x4x2x32x32xf32>, tensor<8x4x2x32x32xi1>)
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %141 = stablehlo.reduce(%140#0 init: %cst_24) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x32x32xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x2x32xf32>
    %143 = stablehlo.maximum %142, %141 : tensor<8x4x2x32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3] : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x1xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %146 = stablehlo.subtract %140#0, %145 : tensor<8x4x2x32x32xf32>
    %147 = stablehlo.exponential %146 : tensor<8x4x2x32x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_26) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x32x32xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %151 = stablehlo.divide %147, %150 : tensor<8x4x2x32x32xf32>
    %152 = stablehlo.multiply %149, %149 : tensor<8x4x2x32x1xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x2x32x1xf32>
    %154 = stablehlo.divide %153, %152 : tensor<8x4x2x32x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155:2 = call @_where_0(%139, %151, %cst_28) : (tensor<8x1x1x32x32xi1>, tensor<8x4x2x32x32xf32>, tensor<f32>) -> (tensor<8x4x2x32x32xf32>, tensor<8x4x2x32x32xi1>)
    %156 = stablehlo.dot_general %131, %155#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x16x2x32xf32>
    %157 = stablehlo.transpose %156, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x32xf32>) -> tensor<8x32x4x2x16xf32>
    %158 = stablehlo.reshape %157 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %159 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %160 = stablehlo.compare EQ, %44, %159, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_30 = stablehlo.constant dense<true> : tensor<i1>
    %161 = stablehlo.reduce(%160 init: %c_30) applies stablehlo.and across dimensions = [2] : (tensor<8x32x32xi1>, tensor<i1>) -> tensor<8x32xi1>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x1xi1>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x1x1xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %165:2 = call @_where_1(%163, %164, %158) : (tensor<8x32x1x1xi1>, tensor<8x32x8x16xf32>, tensor<8x32x8x16xf32>) -> (tensor<8x32x8x16xf32>, tensor<8x32x8x16xi1>)
    %166 = stablehlo.dot_general %165#0, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x32x64xf32>
    %167 = stablehlo.add %3, %166 : tensor<8x32x64xf32>
    %168 = chlo.square %167 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_32 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.multiply %169, %167 : tensor<8x32x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%168 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %176 = stablehlo.add %174, %175 : tensor<8x32x1xf32>
    %177 = stablehlo.sqrt %176 : tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %179 = stablehlo.divide %178, %177 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %180 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %181 = stablehlo.divide %180, %177 : tensor<8x32x1xf32>
    %182 = stablehlo.multiply %177, %177 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %184 = stablehlo.divide %183, %182 : tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<8x32x1xf32>
    %187 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %188 = stablehlo.multiply %167, %187 : tensor<8x32x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %190 = stablehlo.add %189, %arg6 : tensor<64xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %193 = stablehlo.multiply %188, %192 : tensor<8x32x64xf32>
    %194 = stablehlo.dot_general %193, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %195 = stablehlo.dot_general %193, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %196 = stablehlo.multiply %194, %194 : tensor<8x32x64xf32>
    %197 = stablehlo.multiply %196, %194 : tensor<8x32x64xf32>
    %198 = stablehlo.multiply %194, %194 : tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<8x32x64xf32>
    %cst_42 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %202 = stablehlo.multiply %201, %197 : tensor<8x32x64xf32>
    %203 = stablehlo.add %194, %202 : tensor<8x32x64xf32>
    %cst_43 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %205 = stablehlo.multiply %204, %203 : tensor<8x32x64xf32>
    %206 = stablehlo.tanh %205 : tensor<8x32x64xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %208 = stablehlo.subtract %207, %206 : tensor<8x32x64xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %210 = stablehlo.add %209, %206 : tensor<8x32x64xf32>
    %cst_46 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %212 = stablehlo.multiply %211, %210 : tensor<8x32x64xf32>
    %213 = stablehlo.multiply %194, %212 : tensor<8x32x64xf32>
    %214 = stablehlo.multiply %213, %195 : tensor<8x32x64xf32>
    %215 = stablehlo.dot_general %214, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %216 = stablehlo.add %215, %167 : tensor<8x32x64xf32>
    %217 = chlo.square %216 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %219 = stablehlo.multiply %218, %216 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%217 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_49 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x32x1xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %225 = stablehlo.add %223, %224 : tensor<8x32x1xf32>
    %226 = stablehlo.sqrt %225 : tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %228 = stablehlo.divide %227, %226 : tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %230 = stablehlo.divide %229, %226 : tensor<8x32x1xf32>
    %231 = stablehlo.multiply %226, %226 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %233 = stablehlo.divide %232, %231 : tensor<8x32x1xf32>
    %cst_54 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<8x32x1xf32>
    %236 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %237 = stablehlo.multiply %216, %236 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %239 = stablehlo.add %238, %arg10 : tensor<64xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %242 = stablehlo.multiply %237, %241 : tensor<8x32x64xf32>
    %243 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %244 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.add %244, %245 : tensor<32xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %248 = stablehlo.iota dim = 0 : tensor<32xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %250 = stablehlo.broadcast_in_dim %247, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %252 = stablehlo.compare GE, %250, %251, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %253 = stablehlo.broadcast_in_dim %252, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %255 = stablehlo.convert %254 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %256 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %257 = stablehlo.minimum %256, %255 : tensor<8x32x32xi32>
    %258 = stablehlo.dot_general %242, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x64x16xf32>) -> tensor<8x32x8x16xf32>
    %259 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %261 = stablehlo.multiply %260, %259 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %263 = stablehlo.add %262, %261 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8xf32>
    %266 = stablehlo.negate %265 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %268 = stablehlo.power %267, %266 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %270 = stablehlo.divide %268, %269 : tensor<8xf32>
    %271 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %273 = stablehlo.add %271, %272 : tensor<32xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %275 = stablehlo.dot_general %274, %270, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %278 = stablehlo.concatenate %276, %277, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %279 = stablehlo.reshape %278 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %281 = stablehlo.cosine %280 : tensor<1x32x1x16xf32>
    %282 = stablehlo.sine %280 : tensor<1x32x1x16xf32>
    %283 = stablehlo.slice %258 [0:8, 0:32, 0:8, 0:8] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %284 = stablehlo.slice %258 [0:8, 0:32, 0:8, 8:16] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %285 = stablehlo.negate %284 : tensor<8x32x8x8xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %287 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %288 = stablehlo.concatenate %286, %287, dim = 3 : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x2x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x32x8x2x8xf32>) -> tensor<8x32x8x16xf32>
    %290 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %291 = stablehlo.multiply %258, %290 : tensor<8x32x8x16xf32>
    %292 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %293 = stablehlo.multiply %289, %292 : tensor<8x32x8x16xf32>
    %294 = stablehlo.add %291, %293 : tensor<8x32x8x16xf32>
    %295 = stablehlo.slice %294 [0:8, 0:32, 0:8, 0:8] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %296 = stablehlo.slice %294 [0:8, 0:32, 0:8, 8:16] : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x8x1xf32>
    %298 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x8x1xf32>
    %299 = stablehlo.concatenate %297, %298, dim = 4 : (tensor<8x32x8x8x1xf32>, tensor<8x32x8x8x1xf32>) -> tensor<8x32x8x8x2xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x32x8x8x2xf32>) -> tensor<8x32x8x16xf32>
    %301 = stablehlo.dot_general %242, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %302 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %306 = stablehlo.add %305, %304 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %308 = stablehlo.divide %306, %307 : tensor<8xf32>
    %309 = stablehlo.negate %308 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %311 = stablehlo.power %310, %309 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %313 = stablehlo.divide %311, %312 : tensor<8xf32>
    %314 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %316 = stablehlo.add %314, %315 : tensor<32xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %318 = stablehlo.dot_general %317, %313, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %320 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %321 = stablehlo.concatenate %319, %320, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %322 = stablehlo.reshape %321 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %324 = stablehlo.cosine %323 : tensor<1x32x1x16xf32>
    %325 = stablehlo.sine %323 : tensor<1x32x1x16xf32>
    %326 = stablehlo.slice %301 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %327 = stablehlo.slice %301 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %328 = stablehlo.negate %327 : tensor<8x32x4x8xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %330 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %331 = stablehlo.concatenate %329, %330, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %333 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %334 = stablehlo.multiply %301, %333 : tensor<8x32x4x16xf32>
    %335 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %336 = stablehlo.multiply %332, %335 : tensor<8x32x4x16xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x32x4x16xf32>
    %338 = stablehlo.slice %337 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %339 = stablehlo.slice %337 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %340 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %341 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %342 = stablehlo.concatenate %340, %341, dim = 4 : (tensor<8x32x4x8x1xf32>, tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8x2xf32>
    %343 = stablehlo.reshape %342 : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x16xf32>
    %344 = stablehlo.dot_general %242, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %cst_69 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %346 = stablehlo.multiply %300, %345 : tensor<8x32x8x16xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x32x8x16xf32>) -> tensor<8x32x4x2x16xf32>
    %348 = stablehlo.dot_general %343, %347, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x2x16xf32>) -> tensor<8x4x32x32x2xf32>
    %349 = stablehlo.transpose %348, dims = [0, 1, 4, 3, 2] : (tensor<8x4x32x32x2xf32>) -> tensor<8x4x2x32x32xf32>
    %350 = stablehlo.broadcast_in_dim %257, dims = [0, 3, 4] : (tensor<8x32x32xi32>) -> tensor<8x1x1x32x32xi32>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %351 = stablehlo.broadcast_in_dim %c_70, dims = [] : (tensor<i32>) -> tensor<8x1x1x32x32xi32>
    %352 = stablehlo.compare GT, %350, %351, SIGNED : (tensor<8x1x1x32x32xi32>, tensor<8x1x1x32x32xi32>) -> tensor<8x1x1x32x32xi1>
    %cst_71 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %353:2 = call @_where_0(%352, %349, %cst_71) : (tensor<8x1x1x32x32xi1>, tensor<8x4x2x32x32xf32>, tensor<f32>) -> (tensor<8x4x2x32x32xf32>, tensor<8x4x2x32x32xi1>)
    %cst_72 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %354 = stablehlo.reduce(%353#0 init: %cst_72) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x32x32xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x4x2x32xf32>
    %356 = stablehlo.maximum %355, %354 : tensor<8x4x2x32xf32>
    %357 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2, 3] : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %359 = stablehlo.subtract %353#0, %358 : tensor<8x4x2x32x32xf32>
    %360 = stablehlo.exponential %359 : tensor<8x4x2x32x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_74) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x32x32xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %362 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 3] : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %364 = stablehlo.divide %360, %363 : tensor<8x4x2x32x32xf32>
    %365 = stablehlo.multiply %362, %362 : tensor<8x4x2x32x1xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x4x2x32x1xf32>
    %367 = stablehlo.divide %366, %365 : tensor<8x4x2x32x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %368:2 = call @_where_0(%352, %364, %cst_76) : (tensor<8x1x1x32x32xi1>, tensor<8x4x2x32x32xf32>, tensor<f32>) -> (tensor<8x4x2x32x32xf32>, tensor<8x4x2x32x32xi1>)
    %369 = stablehlo.dot_general %344, %368#0, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x16x2x32xf32>
    %370 = stablehlo.transpose %369, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x32xf32>) -> tensor<8x32x4x2x16xf32>
    %371 = stablehlo.reshape %370 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %372 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %373 = stablehlo.compare EQ, %257, %372, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_78 = stablehlo.constant dense<true> : tensor<i1>
    %374 = stablehlo.reduce(%373 init: %c_78) applies stablehlo.and across dimensions = [2] : (tensor<8x32x32xi1>, tensor<i1>) -> tensor<8x32xi1>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x1xi1>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x1x1xi1>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %378:2 = call @_where_1(%376, %377, %371) : (tensor<8x32x1x1xi1>, tensor<8x32x8x16xf32>, tensor<8x32x8x16xf32>) -> (tensor<8x32x8x16xf32>, tensor<8x32x8x16xi1>)
    %379 = stablehlo.dot_general %378#0, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x32x64xf32>
    %380 = stablehlo.add %216, %379 : tensor<8x32x64xf32>
    %381 = chlo.square %380 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_80 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %383 = stablehlo.multiply %382, %380 : tensor<8x32x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%381 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %385 = stablehlo.broadcast_in_dim %384, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %387 = stablehlo.divide %385, %386 : tensor<8x32x1xf32>
    %cst_83 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %389 = stablehlo.add %387, %388 : tensor<8x32x1xf32>
    %390 = stablehlo.sqrt %389 : tensor<8x32x1xf32>
    %cst_84 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %391 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %392 = stablehlo.divide %391, %390 : tensor<8x32x1xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %394 = stablehlo.divide %393, %390 : tensor<8x32x1xf32>
    %395 = stablehlo.multiply %390, %390 : tensor<8x32x1xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %397 = stablehlo.divide %396, %395 : tensor<8x32x1xf32>
    %cst_87 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %399 = stablehlo.multiply %398, %397 : tensor<8x32x1xf32>
    %400 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %401 = stablehlo.multiply %380, %400 : tensor<8x32x64xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %403 = stablehlo.add %402, %arg15 : tensor<64xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %406 = stablehlo.multiply %401, %405 : tensor<8x32x64xf32>
    %407 = stablehlo.dot_general %406, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %408 = stablehlo.dot_general %406, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %409 = stablehlo.multiply %407, %407 : tensor<8x32x64xf32>
    %410 = stablehlo.multiply %409, %407 : tensor<8x32x64xf32>
    %411 = stablehlo.multiply %407, %407 : tensor<8x32x64xf32>
    %cst_89 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %413 = stablehlo.multiply %412, %411 : tensor<8x32x64xf32>
    %cst_90 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %415 = stablehlo.multiply %414, %410 : tensor<8x32x64xf32>
    %416 = stablehlo.add %407, %415 : tensor<8x32x64xf32>
    %cst_91 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %418 = stablehlo.multiply %417, %416 : tensor<8x32x64xf32>
    %419 = stablehlo.tanh %418 : tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %421 = stablehlo.subtract %420, %419 : tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %423 = stablehlo.add %422, %419 : tensor<8x32x64xf32>
    %cst_94 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<8x32x64xf32>
    %426 = stablehlo.multiply %407, %425 : tensor<8x32x64xf32>
    %427 = stablehlo.multiply %426, %408 : tensor<8x32x64xf32>
    %428 = stablehlo.dot_general %427, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %429 = stablehlo.add %428, %380 : tensor<8x32x64xf32>
    %430 = chlo.square %429 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %432 = stablehlo.multiply %431, %429 : tensor<8x32x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %433 = stablehlo.reduce(%430 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %434 = stablehlo.broadcast_in_dim %433, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_97 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %436 = stablehlo.divide %434, %435 : tensor<8x32x1xf32>
    %cst_98 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %438 = stablehlo.add %436, %437 : tensor<8x32x1xf32>
    %439 = stablehlo.sqrt %438 : tensor<8x32x1xf32>
    %cst_99 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %441 = stablehlo.divide %440, %439 : tensor<8x32x1xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %443 = stablehlo.divide %442, %439 : tensor<8x32x1xf32>
    %444 = stablehlo.multiply %439, %439 : tensor<8x32x1xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %446 = stablehlo.divide %445, %444 : tensor<8x32x1xf32>
    %cst_102 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %448 = stablehlo.multiply %447, %446 : tensor<8x32x1xf32>
    %449 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %450 = stablehlo.multiply %429, %449 : tensor<8x32x64xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %452 = stablehlo.add %451, %arg19 : tensor<64xf32>
    %453 = stablehlo.broadcast_in_dim %452, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %454 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %455 = stablehlo.multiply %450, %454 : tensor<8x32x64xf32>
    %456 = chlo.square %455 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_104 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %458 = stablehlo.multiply %457, %455 : tensor<8x32x64xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%456 init: %cst_105) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %460 = stablehlo.divide %459, %cst_106 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_108 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %461 = stablehlo.divide %cst_107, %cst_108 : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %463 = stablehlo.multiply %462, %458 : tensor<8x32x64xf32>
    %464 = stablehlo.multiply %450, %463 : tensor<8x32x64xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%464 init: %cst_109) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %466 = stablehlo.reshape %465 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %467 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %468 = stablehlo.multiply %463, %467 : tensor<8x32x64xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%466 init: %cst_110) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %470 = stablehlo.multiply %429, %468 : tensor<8x32x64xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %471 = stablehlo.reduce(%470 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %473 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %474 = stablehlo.multiply %468, %473 : tensor<8x32x64xf32>
    %475 = stablehlo.multiply %472, %448 : tensor<8x32x1xf32>
    %476 = stablehlo.multiply %475, %441 : tensor<8x32x1xf32>
    %cst_112 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %478 = stablehlo.divide %476, %477 : tensor<8x32x1xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.reduce(%478 init: %cst_113) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %480 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %481 = stablehlo.multiply %480, %432 : tensor<8x32x64xf32>
    %482 = stablehlo.add %474, %481 : tensor<8x32x64xf32>
    %483 = stablehlo.dot_general %482, %427, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %484 = stablehlo.transpose %483, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %485 = stablehlo.dot_general %482, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %486 = stablehlo.multiply %426, %485 : tensor<8x32x64xf32>
    %487 = stablehlo.multiply %485, %408 : tensor<8x32x64xf32>
    %488 = stablehlo.multiply %407, %487 : tensor<8x32x64xf32>
    %489 = stablehlo.multiply %487, %425 : tensor<8x32x64xf32>
    %cst_114 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %491 = stablehlo.multiply %490, %488 : tensor<8x32x64xf32>
    %492 = stablehlo.multiply %491, %421 : tensor<8x32x64xf32>
    %493 = stablehlo.multiply %492, %419 : tensor<8x32x64xf32>
    %494 = stablehlo.add %492, %493 : tensor<8x32x64xf32>
    %cst_115 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %496 = stablehlo.multiply %495, %494 : tensor<8x32x64xf32>
    %497 = stablehlo.add %489, %496 : tensor<8x32x64xf32>
    %cst_116 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %499 = stablehlo.multiply %498, %496 : tensor<8x32x64xf32>
    %500 = stablehlo.multiply %499, %413 : tensor<8x32x64xf32>
    %501 = stablehlo.add %497, %500 : tensor<8x32x64xf32>
    %502 = stablehlo.dot_general %486, %406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %503 = stablehlo.transpose %502, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %504 = stablehlo.dot_general %486, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %505 = stablehlo.dot_general %501, %406, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %506 = stablehlo.transpose %505, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %507 = stablehlo.dot_general %501, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %508 = stablehlo.add %504, %507 : tensor<8x32x64xf32>
    %509 = stablehlo.multiply %401, %508 : tensor<8x32x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.reduce(%509 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %511 = stablehlo.reshape %510 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %512 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %513 = stablehlo.multiply %508, %512 : tensor<8x32x64xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %514 = stablehlo.reduce(%511 init: %cst_118) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %515 = stablehlo.multiply %380, %513 : tensor<8x32x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%515 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %517 = stablehlo.reshape %516 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %518 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %519 = stablehlo.multiply %513, %518 : tensor<8x32x64xf32>
    %520 = stablehlo.add %482, %519 : tensor<8x32x64xf32>
    %521 = stablehlo.multiply %517, %399 : tensor<8x32x1xf32>
    %522 = stablehlo.multiply %521, %392 : tensor<8x32x1xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %524 = stablehlo.divide %522, %523 : tensor<8x32x1xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %527 = stablehlo.multiply %526, %383 : tensor<8x32x64xf32>
    %528 = stablehlo.add %520, %527 : tensor<8x32x64xf32>
    %529 = stablehlo.dot_general %528, %378#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x16xf32>) -> tensor<64x8x16xf32>
    %530 = stablehlo.transpose %529, dims = [1, 2, 0] : (tensor<64x8x16xf32>) -> tensor<8x16x64xf32>
    %531 = stablehlo.dot_general %528, %arg14, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x16x64xf32>) -> tensor<8x32x8x16xf32>
    %532 = call @_where_2(%378#1, %531) : (tensor<8x32x8x16xi1>, tensor<8x32x8x16xf32>) -> tensor<8x32x8x16xf32>
    %533 = stablehlo.reshape %532 : (tensor<8x32x8x16xf32>) -> tensor<8x32x4x2x16xf32>
    %534 = stablehlo.transpose %533, dims = [0, 2, 4, 3, 1] : (tensor<8x32x4x2x16xf32>) -> tensor<8x4x16x2x32xf32>
    %535 = stablehlo.dot_general %534, %344, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x2x32x32xf32>
    %536 = stablehlo.dot_general %534, %368#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x32xf32>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x16x32xf32>
    %537 = stablehlo.transpose %536, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %538 = call @_where_3(%368#1, %535) : (tensor<8x4x2x32x32xi1>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x2x32x32xf32>
    %539 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %540 = stablehlo.multiply %538, %539 : tensor<8x4x2x32x32xf32>
    %541 = stablehlo.multiply %540, %360 : tensor<8x4x2x32x32xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %542 = stablehlo.reduce(%541 init: %cst_122) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x32x32xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %543 = stablehlo.reshape %542 : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x1xf32>
    %544 = stablehlo.negate %543 : tensor<8x4x2x32x1xf32>
    %545 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %546 = stablehlo.divide %538, %545 : tensor<8x4x2x32x32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%544 init: %cst_123) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x32x1xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %548 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2, 3] : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x32xf32>
    %549 = stablehlo.add %546, %548 : tensor<8x4x2x32x32xf32>
    %550 = stablehlo.multiply %549, %360 : tensor<8x4x2x32x32xf32>
    %551 = call @_where_3(%353#1, %550) : (tensor<8x4x2x32x32xi1>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x2x32x32xf32>
    %552 = stablehlo.transpose %551, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x32x32xf32>) -> tensor<8x4x32x32x2xf32>
    %553 = stablehlo.dot_general %552, %343, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32x2xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x2x16xf32>
    %554 = stablehlo.transpose %553, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x2x16xf32>) -> tensor<8x32x4x2x16xf32>
    %555 = stablehlo.dot_general %552, %347, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32x2xf32>, tensor<8x32x4x2x16xf32>) -> tensor<8x4x32x16xf32>
    %556 = stablehlo.transpose %555, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %557 = stablehlo.reshape %554 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %cst_124 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %558 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %559 = stablehlo.multiply %557, %558 : tensor<8x32x8x16xf32>
    %560 = stablehlo.dot_general %537, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %561 = stablehlo.transpose %560, dims = [0, 2, 1] : (tensor<4x16x64xf32>) -> tensor<4x64x16xf32>
    %562 = stablehlo.dot_general %537, %arg13, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x64x16xf32>) -> tensor<8x32x64xf32>
    %563 = stablehlo.reshape %556 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8x2xf32>
    %564 = stablehlo.slice %563 [0:8, 0:32, 0:4, 0:8, 0:1] : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x8x1xf32>
    %565 = stablehlo.reshape %564 : (tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8xf32>
    %566 = stablehlo.slice %563 [0:8, 0:32, 0:4, 0:8, 1:2] : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x8x1xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8xf32>
    %568 = stablehlo.concatenate %565, %567, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %569 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %570 = stablehlo.multiply %568, %569 : tensor<8x32x4x16xf32>
    %571 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %572 = stablehlo.multiply %568, %571 : tensor<8x32x4x16xf32>
    %573 = stablehlo.reshape %570 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x8xf32>
    %574 = stablehlo.slice %573 [0:8, 0:32, 0:4, 0:1, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %575 = stablehlo.reshape %574 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %576 = stablehlo.slice %573 [0:8, 0:32, 0:4, 1:2, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %577 = stablehlo.reshape %576 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %578 = stablehlo.negate %575 : tensor<8x32x4x8xf32>
    %579 = stablehlo.concatenate %577, %578, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %580 = stablehlo.add %572, %579 : tensor<8x32x4x16xf32>
    %581 = stablehlo.dot_general %580, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %582 = stablehlo.transpose %581, dims = [0, 2, 1] : (tensor<4x16x64xf32>) -> tensor<4x64x16xf32>
    %583 = stablehlo.dot_general %580, %arg12, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x64x16xf32>) -> tensor<8x32x64xf32>
    %584 = stablehlo.add %562, %583 : tensor<8x32x64xf32>
    %585 = stablehlo.reshape %559 : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8x2xf32>
    %586 = stablehlo.slice %585 [0:8, 0:32, 0:8, 0:8, 0:1] : (tensor<8x32x8x8x2xf32>) -> tensor<8x32x8x8x1xf32>
    %587 = stablehlo.reshape %586 : (tensor<8x32x8x8x1xf32>) -> tensor<8x32x8x8xf32>
    %588 = stablehlo.slice %585 [0:8, 0:32, 0:8, 0:8, 1:2] : (tensor<8x32x8x8x2xf32>) -> tensor<8x32x8x8x1xf32>
    %589 = stablehlo.reshape %588 : (tensor<8x32x8x8x1xf32>) -> tensor<8x32x8x8xf32>
    %590 = stablehlo.concatenate %587, %589, dim = 3 : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x16xf32>
    %591 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %592 = stablehlo.multiply %590, %591 : tensor<8x32x8x16xf32>
    %593 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %594 = stablehlo.multiply %590, %593 : tensor<8x32x8x16xf32>
    %595 = stablehlo.reshape %592 : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x2x8xf32>
    %596 = stablehlo.slice %595 [0:8, 0:32, 0:8, 0:1, 0:8] : (tensor<8x32x8x2x8xf32>) -> tensor<8x32x8x1x8xf32>
    %597 = stablehlo.reshape %596 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %598 = stablehlo.slice %595 [0:8, 0:32, 0:8, 1:2, 0:8] : (tensor<8x32x8x2x8xf32>) -> tensor<8x32x8x1x8xf32>
    %599 = stablehlo.reshape %598 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %600 = stablehlo.negate %597 : tensor<8x32x8x8xf32>
    %601 = stablehlo.concatenate %599, %600, dim = 3 : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x16xf32>
    %602 = stablehlo.add %594, %601 : tensor<8x32x8x16xf32>
    %603 = stablehlo.dot_general %602, %242, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x32x64xf32>) -> tensor<8x16x64xf32>
    %604 = stablehlo.transpose %603, dims = [0, 2, 1] : (tensor<8x16x64xf32>) -> tensor<8x64x16xf32>
    %605 = stablehlo.dot_general %602, %arg11, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x64x16xf32>) -> tensor<8x32x64xf32>
    %606 = stablehlo.add %584, %605 : tensor<8x32x64xf32>
    %607 = stablehlo.multiply %237, %606 : tensor<8x32x64xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.reduce(%607 init: %cst_125) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %609 = stablehlo.reshape %608 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %610 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %611 = stablehlo.multiply %606, %610 : tensor<8x32x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%609 init: %cst_126) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %613 = stablehlo.multiply %216, %611 : tensor<8x32x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%613 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %615 = stablehlo.reshape %614 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %616 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %617 = stablehlo.multiply %611, %616 : tensor<8x32x64xf32>
    %618 = stablehlo.add %528, %617 : tensor<8x32x64xf32>
    %619 = stablehlo.multiply %615, %235 : tensor<8x32x1xf32>
    %620 = stablehlo.multiply %619, %228 : tensor<8x32x1xf32>
    %cst_128 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %622 = stablehlo.divide %620, %621 : tensor<8x32x1xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %625 = stablehlo.multiply %624, %219 : tensor<8x32x64xf32>
    %626 = stablehlo.add %618, %625 : tensor<8x32x64xf32>
    %627 = stablehlo.dot_general %626, %214, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %628 = stablehlo.transpose %627, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %629 = stablehlo.dot_general %626, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %630 = stablehlo.multiply %213, %629 : tensor<8x32x64xf32>
    %631 = stablehlo.multiply %629, %195 : tensor<8x32x64xf32>
    %632 = stablehlo.multiply %194, %631 : tensor<8x32x64xf32>
    %633 = stablehlo.multiply %631, %212 : tensor<8x32x64xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %635 = stablehlo.multiply %634, %632 : tensor<8x32x64xf32>
    %636 = stablehlo.multiply %635, %208 : tensor<8x32x64xf32>
    %637 = stablehlo.multiply %636, %206 : tensor<8x32x64xf32>
    %638 = stablehlo.add %636, %637 : tensor<8x32x64xf32>
    %cst_131 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %640 = stablehlo.multiply %639, %638 : tensor<8x32x64xf32>
    %641 = stablehlo.add %633, %640 : tensor<8x32x64xf32>
    %cst_132 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %643 = stablehlo.multiply %642, %640 : tensor<8x32x64xf32>
    %644 = stablehlo.multiply %643, %200 : tensor<8x32x64xf32>
    %645 = stablehlo.add %641, %644 : tensor<8x32x64xf32>
    %646 = stablehlo.dot_general %630, %193, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %647 = stablehlo.transpose %646, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %648 = stablehlo.dot_general %630, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %649 = stablehlo.dot_general %645, %193, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %650 = stablehlo.transpose %649, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %651 = stablehlo.dot_general %645, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %652 = stablehlo.add %648, %651 : tensor<8x32x64xf32>
    %653 = stablehlo.multiply %188, %652 : tensor<8x32x64xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %654 = stablehlo.reduce(%653 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %655 = stablehlo.reshape %654 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %656 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %657 = stablehlo.multiply %652, %656 : tensor<8x32x64xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %658 = stablehlo.reduce(%655 init: %cst_134) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %659 = stablehlo.multiply %167, %657 : tensor<8x32x64xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.reduce(%659 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %661 = stablehlo.reshape %660 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %662 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %663 = stablehlo.multiply %657, %662 : tensor<8x32x64xf32>
    %664 = stablehlo.add %626, %663 : tensor<8x32x64xf32>
    %665 = stablehlo.multiply %661, %186 : tensor<8x32x1xf32>
    %666 = stablehlo.multiply %665, %179 : tensor<8x32x1xf32>
    %cst_136 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %668 = stablehlo.divide %666, %667 : tensor<8x32x1xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %669 = stablehlo.reduce(%668 init: %cst_137) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %670 = stablehlo.broadcast_in_dim %669, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %671 = stablehlo.multiply %670, %170 : tensor<8x32x64xf32>
    %672 = stablehlo.add %664, %671 : tensor<8x32x64xf32>
    %673 = stablehlo.dot_general %672, %165#0, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x8x16xf32>) -> tensor<64x8x16xf32>
    %674 = stablehlo.transpose %673, dims = [1, 2, 0] : (tensor<64x8x16xf32>) -> tensor<8x16x64xf32>
    %675 = stablehlo.dot_general %672, %arg5, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x16x64xf32>) -> tensor<8x32x8x16xf32>
    %676 = call @_where_2(%165#1, %675) : (tensor<8x32x8x16xi1>, tensor<8x32x8x16xf32>) -> tensor<8x32x8x16xf32>
    %677 = stablehlo.reshape %676 : (tensor<8x32x8x16xf32>) -> tensor<8x32x4x2x16xf32>
    %678 = stablehlo.transpose %677, dims = [0, 2, 4, 3, 1] : (tensor<8x32x4x2x16xf32>) -> tensor<8x4x16x2x32xf32>
    %679 = stablehlo.dot_general %678, %131, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x32xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x2x32x32xf32>
    %680 = stablehlo.dot_general %678, %155#0, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x16x2x32xf32>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x16x32xf32>
    %681 = stablehlo.transpose %680, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %682 = call @_where_3(%155#1, %679) : (tensor<8x4x2x32x32xi1>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x2x32x32xf32>
    %683 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %684 = stablehlo.multiply %682, %683 : tensor<8x4x2x32x32xf32>
    %685 = stablehlo.multiply %684, %147 : tensor<8x4x2x32x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %686 = stablehlo.reduce(%685 init: %cst_138) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x32x32xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %687 = stablehlo.reshape %686 : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x1xf32>
    %688 = stablehlo.negate %687 : tensor<8x4x2x32x1xf32>
    %689 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x32x1xf32>) -> tensor<8x4x2x32x32xf32>
    %690 = stablehlo.divide %682, %689 : tensor<8x4x2x32x32xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %691 = stablehlo.reduce(%688 init: %cst_139) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x32x1xf32>, tensor<f32>) -> tensor<8x4x2x32xf32>
    %692 = stablehlo.broadcast_in_dim %691, dims = [0, 1, 2, 3] : (tensor<8x4x2x32xf32>) -> tensor<8x4x2x32x32xf32>
    %693 = stablehlo.add %690, %692 : tensor<8x4x2x32x32xf32>
    %694 = stablehlo.multiply %693, %147 : tensor<8x4x2x32x32xf32>
    %695 = call @_where_3(%140#1, %694) : (tensor<8x4x2x32x32xi1>, tensor<8x4x2x32x32xf32>) -> tensor<8x4x2x32x32xf32>
    %696 = stablehlo.transpose %695, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x32x32xf32>) -> tensor<8x4x32x32x2xf32>
    %697 = stablehlo.dot_general %696, %130, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32x2xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x2x16xf32>
    %698 = stablehlo.transpose %697, dims = [0, 2, 1, 3, 4] : (tensor<8x4x32x2x16xf32>) -> tensor<8x32x4x2x16xf32>
    %699 = stablehlo.dot_general %696, %134, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x32x2xf32>, tensor<8x32x4x2x16xf32>) -> tensor<8x4x32x16xf32>
    %700 = stablehlo.transpose %699, dims = [0, 2, 1, 3] : (tensor<8x4x32x16xf32>) -> tensor<8x32x4x16xf32>
    %701 = stablehlo.reshape %698 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %cst_140 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %703 = stablehlo.multiply %701, %702 : tensor<8x32x8x16xf32>
    %704 = stablehlo.dot_general %681, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %705 = stablehlo.transpose %704, dims = [0, 2, 1] : (tensor<4x16x64xf32>) -> tensor<4x64x16xf32>
    %706 = stablehlo.dot_general %681, %arg4, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x64x16xf32>) -> tensor<8x32x64xf32>
    %707 = stablehlo.reshape %700 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8x2xf32>
    %708 = stablehlo.slice %707 [0:8, 0:32, 0:4, 0:8, 0:1] : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x8x1xf32>
    %709 = stablehlo.reshape %708 : (tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8xf32>
    %710 = stablehlo.slice %707 [0:8, 0:32, 0:4, 0:8, 1:2] : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x8x1xf32>
    %711 = stablehlo.reshape %710 : (tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8xf32>
    %712 = stablehlo.concatenate %709, %711, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %713 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %714 = stablehlo.multiply %712, %713 : tensor<8x32x4x16xf32>
    %715 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %716 = stablehlo.multiply %712, %715 : tensor<8x32x4x16xf32>
    %717 = stablehlo.reshape %714 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x8xf32>
    %718 = stablehlo.slice %717 [0:8, 0:32, 0:4, 0:1, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %719 = stablehlo.reshape %718 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %720 = stablehlo.slice %717 [0:8, 0:32, 0:4, 1:2, 0:8] : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x1x8xf32>
    %721 = stablehlo.reshape %720 : (tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x8xf32>
    %722 = stablehlo.negate %719 : tensor<8x32x4x8xf32>
    %723 = stablehlo.concatenate %721, %722, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %724 = stablehlo.add %716, %723 : tensor<8x32x4x16xf32>
    %725 = stablehlo.dot_general %724, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x64xf32>) -> tensor<4x16x64xf32>
    %726 = stablehlo.transpose %725, dims = [0, 2, 1] : (tensor<4x16x64xf32>) -> tensor<4x64x16xf32>
    %727 = stablehlo.dot_general %724, %arg3, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x64x16xf32>) -> tensor<8x32x64xf32>
    %728 = stablehlo.add %706, %727 : tensor<8x32x64xf32>
    %729 = stablehlo.reshape %703 : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x8x2xf32>
    %730 = stablehlo.slice %729 [0:8, 0:32, 0:8, 0:8, 0:1] : (tensor<8x32x8x8x2xf32>) -> tensor<8x32x8x8x1xf32>
    %731 = stablehlo.reshape %730 : (tensor<8x32x8x8x1xf32>) -> tensor<8x32x8x8xf32>
    %732 = stablehlo.slice %729 [0:8, 0:32, 0:8, 0:8, 1:2] : (tensor<8x32x8x8x2xf32>) -> tensor<8x32x8x8x1xf32>
    %733 = stablehlo.reshape %732 : (tensor<8x32x8x8x1xf32>) -> tensor<8x32x8x8xf32>
    %734 = stablehlo.concatenate %731, %733, dim = 3 : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x16xf32>
    %735 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %736 = stablehlo.multiply %734, %735 : tensor<8x32x8x16xf32>
    %737 = stablehlo.broadcast_in_dim %68, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x8x16xf32>
    %738 = stablehlo.multiply %734, %737 : tensor<8x32x8x16xf32>
    %739 = stablehlo.reshape %736 : (tensor<8x32x8x16xf32>) -> tensor<8x32x8x2x8xf32>
    %740 = stablehlo.slice %739 [0:8, 0:32, 0:8, 0:1, 0:8] : (tensor<8x32x8x2x8xf32>) -> tensor<8x32x8x1x8xf32>
    %741 = stablehlo.reshape %740 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %742 = stablehlo.slice %739 [0:8, 0:32, 0:8, 1:2, 0:8] : (tensor<8x32x8x2x8xf32>) -> tensor<8x32x8x1x8xf32>
    %743 = stablehlo.reshape %742 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %744 = stablehlo.negate %741 : tensor<8x32x8x8xf32>
    %745 = stablehlo.concatenate %743, %744, dim = 3 : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x32x8x16xf32>
    %746 = stablehlo.add %738, %745 : tensor<8x32x8x16xf32>
    %747 = stablehlo.dot_general %746, %29, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x32x64xf32>) -> tensor<8x16x64xf32>
    %748 = stablehlo.transpose %747, dims = [0, 2, 1] : (tensor<8x16x64xf32>) -> tensor<8x64x16xf32>
    %749 = stablehlo.dot_general %746, %arg2, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x64x16xf32>) -> tensor<8x32x64xf32>
    %750 = stablehlo.add %728, %749 : tensor<8x32x64xf32>
    %751 = stablehlo.multiply %24, %750 : tensor<8x32x64xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %752 = stablehlo.reduce(%751 init: %cst_141) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %753 = stablehlo.reshape %752 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %754 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %755 = stablehlo.multiply %750, %754 : tensor<8x32x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.reduce(%753 init: %cst_142) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %757 = stablehlo.multiply %3, %755 : tensor<8x32x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_143) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %759 = stablehlo.reshape %758 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %760 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %761 = stablehlo.multiply %755, %760 : tensor<8x32x64xf32>
    %762 = stablehlo.add %672, %761 : tensor<8x32x64xf32>
    %763 = stablehlo.multiply %759, %22 : tensor<8x32x1xf32>
    %764 = stablehlo.multiply %763, %15 : tensor<8x32x1xf32>
    %cst_144 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %766 = stablehlo.divide %764, %765 : tensor<8x32x1xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%766 init: %cst_145) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %768 = stablehlo.broadcast_in_dim %767, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %769 = stablehlo.multiply %768, %6 : tensor<8x32x64xf32>
    %770 = stablehlo.add %762, %769 : tensor<8x32x64xf32>
    %771 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %772 = stablehlo.multiply %770, %771 : tensor<8x32x64xf32>
    %773 = call @_take_4(%0#1, %772) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %775 = stablehlo.multiply %774, %773 : tensor<512x64xf32>
    %776 = stablehlo.subtract %arg0, %775 : tensor<512x64xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %778 = stablehlo.multiply %777, %756 : tensor<64xf32>
    %779 = stablehlo.subtract %arg1, %778 : tensor<64xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x64x16xf32>
    %781 = stablehlo.multiply %780, %748 : tensor<8x64x16xf32>
    %782 = stablehlo.subtract %arg2, %781 : tensor<8x64x16xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<4x64x16xf32>
    %784 = stablehlo.multiply %783, %726 : tensor<4x64x16xf32>
    %785 = stablehlo.subtract %arg3, %784 : tensor<4x64x16xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<4x64x16xf32>
    %787 = stablehlo.multiply %786, %705 : tensor<4x64x16xf32>
    %788 = stablehlo.subtract %arg4, %787 : tensor<4x64x16xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %790 = stablehlo.multiply %789, %674 : tensor<8x16x64xf32>
    %791 = stablehlo.subtract %arg5, %790 : tensor<8x16x64xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %793 = stablehlo.multiply %792, %658 : tensor<64xf32>
    %794 = stablehlo.subtract %arg6, %793 : tensor<64xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %796 = stablehlo.multiply %795, %650 : tensor<64x64xf32>
    %797 = stablehlo.subtract %arg7, %796 : tensor<64x64xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %799 = stablehlo.multiply %798, %647 : tensor<64x64xf32>
    %800 = stablehlo.subtract %arg8, %799 : tensor<64x64xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %802 = stablehlo.multiply %801, %628 : tensor<64x64xf32>
    %803 = stablehlo.subtract %arg9, %802 : tensor<64x64xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %805 = stablehlo.multiply %804, %612 : tensor<64xf32>
    %806 = stablehlo.subtract %arg10, %805 : tensor<64xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x64x16xf32>
    %808 = stablehlo.multiply %807, %604 : tensor<8x64x16xf32>
    %809 = stablehlo.subtract %arg11, %808 : tensor<8x64x16xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x64x16xf32>
    %811 = stablehlo.multiply %810, %582 : tensor<4x64x16xf32>
    %812 = stablehlo.subtract %arg12, %811 : tensor<4x64x16xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x64x16xf32>
    %814 = stablehlo.multiply %813, %561 : tensor<4x64x16xf32>
    %815 = stablehlo.subtract %arg13, %814 : tensor<4x64x16xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %817 = stablehlo.multiply %816, %530 : tensor<8x16x64xf32>
    %818 = stablehlo.subtract %arg14, %817 : tensor<8x16x64xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %820 = stablehlo.multiply %819, %514 : tensor<64xf32>
    %821 = stablehlo.subtract %arg15, %820 : tensor<64xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %823 = stablehlo.multiply %822, %506 : tensor<64x64xf32>
    %824 = stablehlo.subtract %arg16, %823 : tensor<64x64xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %826 = stablehlo.multiply %825, %503 : tensor<64x64xf32>
    %827 = stablehlo.subtract %arg17, %826 : tensor<64x64xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %829 = stablehlo.multiply %828, %484 : tensor<64x64xf32>
    %830 = stablehlo.subtract %arg18, %829 : tensor<64x64xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %832 = stablehlo.multiply %831, %469 : tensor<64xf32>
    %833 = stablehlo.subtract %arg19, %832 : tensor<64xf32>
    return %776, %779, %782, %785, %788, %791, %794, %797, %800, %803, %806, %809, %812, %815, %818, %821, %824, %827, %830, %833, %460 : tensor<512x64xf32>, tensor<64xf32>, tensor<8x64x16xf32>, tensor<4x64x16xf32>, tensor<4x64x16xf32>, tensor<8x16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<8x64x16xf32>, tensor<4x64x16xf32>, tensor<4x64x16xf32>, tensor<8x16x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<8x1x1x32x32xi1>, %arg1: tensor<8x4x2x32x32xf32>, %arg2: tensor<f32>) -> (tensor<8x4x2x32x32xf32>, tensor<8x4x2x32x32xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<8x4x2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x32x32xi1>, tensor<8x4x2x32x32xf32>
    return %3, %1 : tensor<8x4x2x32x32xf32>, tensor<8x4x2x32x32xi1>
  }
  func.func private @_where_1(%arg0: tensor<8x32x1x1xi1>, %arg1: tensor<8x32x8x16xf32>, %arg2: tensor<8x32x8x16xf32>) -> (tensor<8x32x8x16xf32>, tensor<8x32x8x16xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x32x1x1xi1>) -> tensor<8x32x8x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x32x8x16xi1>, tensor<8x32x8x16xf32>
    return %1, %0 : tensor<8x32x8x16xf32>, tensor<8x32x8x16xi1>
  }
  func.func private @_where_2(%arg0: tensor<8x32x8x16xi1>, %arg1: tensor<8x32x8x16xf32>) -> tensor<8x32x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x8x16xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<8x32x8x16xi1>, tensor<8x32x8x16xf32>
    return %1 : tensor<8x32x8x16xf32>
  }
  func.func private @_where_3(%arg0: tensor<8x4x2x32x32xi1>, %arg1: tensor<8x4x2x32x32xf32>) -> tensor<8x4x2x32x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x2x32x32xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x32x32xi1>, tensor<8x4x2x32x32xf32>
    return %1 : tensor<8x4x2x32x32xf32>
  }
  func.func private @_take_4(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x64xf32>) -> tensor<512x64xf32> {
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
