module @jit_generate attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg8: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg9: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg12: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg13: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg17: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg22: tensor<8x32xi1> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32xi1> {jax.result_info = "result['padding_mask']"}, tensor<8x32xi32> {jax.result_info = "result['token_ids']"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x2x2x32x4x8xf32>
    %1 = call @_take(%arg0, %arg21) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.slice %0 [0:8, 0:1, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %3 = stablehlo.reshape %2 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %4 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %6 = stablehlo.add %4, %5 : tensor<32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %12 = stablehlo.compare GE, %10, %11, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %15 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.power %1, %16 : tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %21 = stablehlo.divide %19, %20 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<8x32x1xf32>
    %24 = stablehlo.rsqrt %23 : tensor<8x32x1xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %26 = stablehlo.multiply %1, %25 : tensor<8x32x64xf32>
    %27 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x32x64xf32>
    %30 = stablehlo.dot_general %29, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %31 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.add %34, %33 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.divide %35, %36 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.power %38, %37 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.divide %40, %39 : tensor<4xf32>
    %42 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %44 = stablehlo.add %42, %43 : tensor<32xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %46 = stablehlo.dot_general %45, %41, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %52 = stablehlo.cosine %51 : tensor<1x32x1x8xf32>
    %53 = stablehlo.sine %51 : tensor<1x32x1x8xf32>
    %54 = stablehlo.slice %30 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %55 = stablehlo.slice %30 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %56 = stablehlo.negate %55 : tensor<8x32x8x4xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %59 = stablehlo.concatenate %57, %58, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %62 = stablehlo.multiply %30, %61 : tensor<8x32x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<8x32x8x8xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x32x8x8xf32>
    %66 = stablehlo.slice %3 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %68 = stablehlo.slice %3 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %70 = stablehlo.dot_general %29, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %71 = stablehlo.dot_general %29, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %72 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.add %75, %74 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.divide %76, %77 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.power %79, %78 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.divide %81, %80 : tensor<4xf32>
    %83 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.add %83, %84 : tensor<32xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %87 = stablehlo.dot_general %86, %82, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %90 = stablehlo.concatenate %88, %89, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %93 = stablehlo.cosine %92 : tensor<1x32x1x8xf32>
    %94 = stablehlo.sine %92 : tensor<1x32x1x8xf32>
    %95 = stablehlo.slice %70 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %96 = stablehlo.slice %70 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %97 = stablehlo.negate %96 : tensor<8x32x4x4xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %99 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %100 = stablehlo.concatenate %98, %99, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %101 = stablehlo.reshape %100 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %102 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %103 = stablehlo.multiply %70, %102 : tensor<8x32x4x8xf32>
    %104 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %105 = stablehlo.multiply %101, %104 : tensor<8x32x4x8xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x32x4x8xf32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %107 = stablehlo.dynamic_update_slice %67, %106, %c_16, %c_17, %c_18, %c_19 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.dynamic_update_slice %69, %71, %c_20, %c_21, %c_22, %c_23 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %111 = stablehlo.concatenate %109, %110, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %112 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %114 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %116 = stablehlo.broadcast_in_dim %14, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %117 = stablehlo.reshape %65 : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %118 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %119 = stablehlo.dot_general %117, %113, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x1x32xf32>
    %cst_24 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x8x32x1x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<8x8x32x1x32xf32>
    %c_25 = stablehlo.constant dense<true> : tensor<i1>
    %122 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i1>) -> tensor<8x8x32x32xi1>
    %123 = stablehlo.broadcast_in_dim %122, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %124 = stablehlo.transpose %118, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x8x32x32xi1>
    %126 = stablehlo.and %123, %125 : tensor<1x8x8x32x32xi1>
    %cst_26 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %127 = call @_where_0(%126, %121, %cst_26) : (tensor<1x8x8x32x32xi1>, tensor<8x8x32x1x32xf32>, tensor<f32>) -> tensor<1x8x8x32x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_27) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x8x8x32xf32>
    %130 = stablehlo.maximum %129, %128 : tensor<1x8x8x32xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %133 = stablehlo.subtract %127, %132 : tensor<1x8x8x32x32xf32>
    %134 = stablehlo.exponential %133 : tensor<1x8x8x32x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x32x32xf32>, tensor<f32>) -> tensor<1x8x8x32xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<1x8x8x32xf32>) -> tensor<1x8x8x32x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x32x1xf32>) -> tensor<1x8x8x32x32xf32>
    %138 = stablehlo.divide %134, %137 : tensor<1x8x8x32x32xf32>
    %139 = stablehlo.dot_general %115, %138, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x32x32xf32>) -> tensor<8x8x8x1x32xf32>
    %140 = stablehlo.transpose %139, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x32xf32>) -> tensor<1x8x32x8x8xf32>
    %141 = stablehlo.transpose %140, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x8x8xf32>) -> tensor<8x32x8x1x8xf32>
    %142 = stablehlo.reshape %141 : (tensor<8x32x8x1x8xf32>) -> tensor<8x32x8x8xf32>
    %143 = stablehlo.dot_general %142, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %144 = stablehlo.add %143, %1 : tensor<8x32x64xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %145 = stablehlo.convert %c_30 : (tensor<i32>) -> tensor<f32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %147 = stablehlo.power %144, %146 : tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<8x32x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %153 = stablehlo.add %151, %152 : tensor<8x32x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<8x32x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.multiply %144, %155 : tensor<8x32x64xf32>
    %157 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %159 = stablehlo.multiply %156, %158 : tensor<8x32x64xf32>
    %160 = stablehlo.dot_general %159, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %161 = call @silu(%160) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %162 = stablehlo.dot_general %159, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %163 = stablehlo.multiply %162, %161 : tensor<8x32x128xf32>
    %164 = stablehlo.dot_general %163, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %165 = stablehlo.add %164, %144 : tensor<8x32x64xf32>
    %166 = stablehlo.slice %0 [0:8, 1:2, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %167 = stablehlo.reshape %166 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %c_34 = stablehlo.constant dense<2> : tensor<i32>
    %168 = stablehlo.convert %c_34 : (tensor<i32>) -> tensor<f32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.power %165, %169 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %174 = stablehlo.divide %172, %173 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %176 = stablehlo.add %174, %175 : tensor<8x32x1xf32>
    %177 = stablehlo.rsqrt %176 : tensor<8x32x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %179 = stablehlo.multiply %165, %178 : tensor<8x32x64xf32>
    %180 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %182 = stablehlo.multiply %179, %181 : tensor<8x32x64xf32>
    %183 = stablehlo.slice %167 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %185 = stablehlo.slice %167 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %187 = stablehlo.dot_general %182, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %188 = stablehlo.dot_general %182, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %189 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %193 = stablehlo.add %192, %191 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %195 = stablehlo.divide %193, %194 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %197 = stablehlo.power %196, %195 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %199 = stablehlo.divide %198, %197 : tensor<4xf32>
    %200 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.add %200, %201 : tensor<32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %204 = stablehlo.dot_general %203, %199, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %207 = stablehlo.concatenate %205, %206, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %208 = stablehlo.reshape %207 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %210 = stablehlo.cosine %209 : tensor<1x32x1x8xf32>
    %211 = stablehlo.sine %209 : tensor<1x32x1x8xf32>
    %212 = stablehlo.slice %187 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %213 = stablehlo.slice %187 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %214 = stablehlo.negate %213 : tensor<8x32x4x4xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %216 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %217 = stablehlo.concatenate %215, %216, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %219 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %220 = stablehlo.multiply %187, %219 : tensor<8x32x4x8xf32>
    %221 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<8x32x4x8xf32>
    %223 = stablehlo.add %220, %222 : tensor<8x32x4x8xf32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %224 = stablehlo.dynamic_update_slice %184, %223, %c_44, %c_45, %c_46, %c_47 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %225 = stablehlo.dynamic_update_slice %186, %188, %c_48, %c_49, %c_50, %c_51 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %226 = stablehlo.broadcast_in_dim %224, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %228 = stablehlo.concatenate %226, %227, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %229 = stablehlo.broadcast_in_dim %111, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %231 = stablehlo.concatenate %229, %230, dim = 1 : (tensor<8x1x2x32x4x8xf32>, tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x2x32x4x8xf32>
    %232 = stablehlo.convert %arg22 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %233 = stablehlo.reduce(%232 init: %c_52) applies stablehlo.add across dimensions = [1] : (tensor<8x32xi32>, tensor<i32>) -> tensor<8xi32>
    %c_53 = stablehlo.constant dense<2147483647> : tensor<i32>
    %234 = stablehlo.reduce(%233 init: %c_53) applies stablehlo.minimum across dimensions = [0] : (tensor<8xi32>, tensor<i32>) -> tensor<i32>
    %c_54 = stablehlo.constant dense<32> : tensor<i32>
    %235 = stablehlo.subtract %c_54, %234 : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %236:27 = stablehlo.while(%iterArg = %235, %iterArg_57 = %arg0, %iterArg_58 = %arg1, %iterArg_59 = %arg2, %iterArg_60 = %arg3, %iterArg_61 = %arg4, %iterArg_62 = %arg5, %iterArg_63 = %arg6, %iterArg_64 = %arg7, %iterArg_65 = %arg8, %iterArg_66 = %arg9, %iterArg_67 = %arg10, %iterArg_68 = %arg11, %iterArg_69 = %arg12, %iterArg_70 = %arg13, %iterArg_71 = %arg14, %iterArg_72 = %arg15, %iterArg_73 = %arg16, %iterArg_74 = %arg17, %iterArg_75 = %arg18, %iterArg_76 = %arg19, %iterArg_77 = %arg20, %iterArg_78 = %arg22, %iterArg_79 = %arg21, %iterArg_80 = %231, %iterArg_81 = %234, %iterArg_82 = %c_55) : tensor<i32>, tensor<512x64xf32>, tensor<64x512xf32>, tensor<64x8x8xf32>, tensor<64x4x8xf32>, tensor<64x4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x8x8xf32>, tensor<64x4x8xf32>, tensor<64x4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x2x2x32x4x8xf32>, tensor<i32>, tensor<i32>
    cond {
      %238 = stablehlo.convert %iterArg_82 : tensor<i32>
      %239 = stablehlo.compare LT, %238, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_83 = stablehlo.constant dense<true> : tensor<i1>
      %240 = stablehlo.and %c_83, %239 : tensor<i1>
      stablehlo.return %240 : tensor<i1>
    } do {
      %c_83 = stablehlo.constant dense<1> : tensor<i32>
      %238 = stablehlo.subtract %iterArg_81, %c_83 : tensor<i32>
      %c_84 = stablehlo.constant dense<0> : tensor<i32>
      %239 = stablehlo.compare LT, %238, %c_84, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_85 = stablehlo.constant dense<32> : tensor<i32>
      %240 = stablehlo.add %238, %c_85 : tensor<i32>
      %241 = stablehlo.select %239, %240, %238 : tensor<i1>, tensor<i32>
      %c_86 = stablehlo.constant dense<0> : tensor<i32>
      %242 = stablehlo.dynamic_slice %iterArg_79, %c_86, %241, sizes = [8, 1] : (tensor<8x32xi32>, tensor<i32>, tensor<i32>) -> tensor<8x1xi32>
      %243 = func.call @_take_1(%iterArg_57, %242) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
      %244 = stablehlo.slice %iterArg_80 [0:8, 0:1, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
      %245 = stablehlo.reshape %244 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
      %246 = stablehlo.iota dim = 0 : tensor<1xf32>
      %247 = stablehlo.convert %238 : (tensor<i32>) -> tensor<f32>
      %248 = stablehlo.broadcast_in_dim %247, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %249 = stablehlo.add %246, %248 : tensor<1xf32>
      %250 = stablehlo.broadcast_in_dim %249, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
      %251 = stablehlo.iota dim = 0 : tensor<32xf32>
      %252 = stablehlo.broadcast_in_dim %251, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
      %253 = stablehlo.broadcast_in_dim %250, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %254 = stablehlo.compare GE, %253, %252, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
      %255 = stablehlo.broadcast_in_dim %254, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
      %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
      %c_87 = stablehlo.constant dense<2> : tensor<i32>
      %257 = stablehlo.convert %c_87 : (tensor<i32>) -> tensor<f32>
      %258 = stablehlo.broadcast_in_dim %257, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
      %259 = stablehlo.power %243, %258 : tensor<8x1x64xf32>
      %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %260 = stablehlo.reduce(%259 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_89 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %262 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %263 = stablehlo.divide %261, %262 : tensor<8x1x1xf32>
      %cst_90 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %264 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %265 = stablehlo.add %263, %264 : tensor<8x1x1xf32>
      %266 = stablehlo.rsqrt %265 : tensor<8x1x1xf32>
      %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %268 = stablehlo.multiply %243, %267 : tensor<8x1x64xf32>
      %269 = stablehlo.broadcast_in_dim %iterArg_63, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %271 = stablehlo.multiply %268, %270 : tensor<8x1x64xf32>
      %272 = stablehlo.dot_general %271, %iterArg_59, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
      %273 = stablehlo.iota dim = 0 : tensor<4xf32>
      %cst_91 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %274 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %275 = stablehlo.multiply %274, %273 : tensor<4xf32>
      %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %276 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %277 = stablehlo.add %276, %275 : tensor<4xf32>
      %cst_93 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %278 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %279 = stablehlo.divide %277, %278 : tensor<4xf32>
      %cst_94 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %280 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %281 = stablehlo.power %280, %279 : tensor<4xf32>
      %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %282 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %283 = stablehlo.divide %282, %281 : tensor<4xf32>
      %284 = stablehlo.iota dim = 0 : tensor<1xf32>
      %285 = stablehlo.convert %238 : (tensor<i32>) -> tensor<f32>
      %286 = stablehlo.broadcast_in_dim %285, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %287 = stablehlo.add %284, %286 : tensor<1xf32>
      %288 = stablehlo.broadcast_in_dim %287, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %289 = stablehlo.dot_general %288, %283, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
      %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %292 = stablehlo.concatenate %290, %291, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
      %293 = stablehlo.reshape %292 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
      %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
      %295 = stablehlo.cosine %294 : tensor<1x1x1x8xf32>
      %296 = stablehlo.sine %294 : tensor<1x1x1x8xf32>
      %297 = stablehlo.slice %272 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
      %298 = stablehlo.slice %272 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
      %299 = stablehlo.negate %298 : tensor<8x1x8x4xf32>
      %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
      %301 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
      %302 = stablehlo.concatenate %300, %301, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
      %303 = stablehlo.reshape %302 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
      %304 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
      %305 = stablehlo.multiply %272, %304 : tensor<8x1x8x8xf32>
      %306 = stablehlo.broadcast_in_dim %296, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
      %307 = stablehlo.multiply %303, %306 : tensor<8x1x8x8xf32>
      %308 = stablehlo.add %305, %307 : tensor<8x1x8x8xf32>
      %309 = stablehlo.slice %245 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %310 = stablehlo.reshape %309 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
      %311 = stablehlo.slice %245 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %312 = stablehlo.reshape %311 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
      %313 = stablehlo.dot_general %271, %iterArg_60, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
      %314 = stablehlo.dot_general %271, %iterArg_61, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
      %315 = stablehlo.iota dim = 0 : tensor<4xf32>
      %cst_96 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %316 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %317 = stablehlo.multiply %316, %315 : tensor<4xf32>
      %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %318 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %319 = stablehlo.add %318, %317 : tensor<4xf32>
      %cst_98 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %320 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %321 = stablehlo.divide %319, %320 : tensor<4xf32>
      %cst_99 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %322 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %323 = stablehlo.power %322, %321 : tensor<4xf32>
      %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %324 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %325 = stablehlo.divide %324, %323 : tensor<4xf32>
      %326 = stablehlo.iota dim = 0 : tensor<1xf32>
      %327 = stablehlo.convert %238 : (tensor<i32>) -> tensor<f32>
      %328 = stablehlo.broadcast_in_dim %327, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %329 = stablehlo.add %326, %328 : tensor<1xf32>
      %330 = stablehlo.broadcast_in_dim %329, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %331 = stablehlo.dot_general %330, %325, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
      %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %333 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %334 = stablehlo.concatenate %332, %333, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
      %335 = stablehlo.reshape %334 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
      %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
      %337 = stablehlo.cosine %336 : tensor<1x1x1x8xf32>
      %338 = stablehlo.sine %336 : tensor<1x1x1x8xf32>
      %339 = stablehlo.slice %313 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
      %340 = stablehlo.slice %313 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
      %341 = stablehlo.negate %340 : tensor<8x1x4x4xf32>
      %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
      %343 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
      %344 = stablehlo.concatenate %342, %343, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
      %345 = stablehlo.reshape %344 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
      %346 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
      %347 = stablehlo.multiply %313, %346 : tensor<8x1x4x8xf32>
      %348 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
      %349 = stablehlo.multiply %345, %348 : tensor<8x1x4x8xf32>
      %350 = stablehlo.add %347, %349 : tensor<8x1x4x8xf32>
      %c_101 = stablehlo.constant dense<0> : tensor<i32>
      %351 = stablehlo.compare LT, %238, %c_101, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_102 = stablehlo.constant dense<32> : tensor<i32>
      %352 = stablehlo.add %238, %c_102 : tensor<i32>
      %353 = stablehlo.select %351, %352, %238 : tensor<i1>, tensor<i32>
      %c_103 = stablehlo.constant dense<0> : tensor<i32>
      %c_104 = stablehlo.constant dense<0> : tensor<i32>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %354 = stablehlo.dynamic_update_slice %310, %350, %c_103, %353, %c_104, %c_105 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
      %c_106 = stablehlo.constant dense<0> : tensor<i32>
      %355 = stablehlo.compare LT, %238, %c_106, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_107 = stablehlo.constant dense<32> : tensor<i32>
      %356 = stablehlo.add %238, %c_107 : tensor<i32>
      %357 = stablehlo.select %355, %356, %238 : tensor<i1>, tensor<i32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %c_109 = stablehlo.constant dense<0> : tensor<i32>
      %c_110 = stablehlo.constant dense<0> : tensor<i32>
      %358 = stablehlo.dynamic_update_slice %312, %314, %c_108, %357, %c_109, %c_110 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
      %359 = stablehlo.broadcast_in_dim %354, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %360 = stablehlo.broadcast_in_dim %358, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %361 = stablehlo.concatenate %359, %360, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
      %362 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
      %363 = stablehlo.reshape %362 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
      %364 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
      %365 = stablehlo.reshape %364 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
      %366 = stablehlo.broadcast_in_dim %256, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
      %367 = stablehlo.reshape %308 : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
      %368 = stablehlo.broadcast_in_dim %366, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
      %369 = stablehlo.dot_general %367, %363, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x1x32xf32>
      %cst_111 = stablehlo.constant dense<0.353553385> : tensor<f32>
      %370 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x32xf32>
      %371 = stablehlo.multiply %369, %370 : tensor<8x8x1x1x32xf32>
      %c_112 = stablehlo.constant dense<true> : tensor<i1>
      %372 = stablehlo.broadcast_in_dim %c_112, dims = [] : (tensor<i1>) -> tensor<8x8x1x32xi1>
      %373 = stablehlo.broadcast_in_dim %372, dims = [1, 2, 3, 4] : (tensor<8x8x1x32xi1>) -> tensor<1x8x8x1x32xi1>
      %374 = stablehlo.transpose %368, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
      %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x8x1x32xi1>
      %376 = stablehlo.and %373, %375 : tensor<1x8x8x1x32xi1>
      %cst_113 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
      %377 = func.call @_where_3(%376, %371, %cst_113) : (tensor<1x8x8x1x32xi1>, tensor<8x8x1x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1x32xf32>
      %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %378 = stablehlo.reduce(%377 init: %cst_114) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
      %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %379 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
      %380 = stablehlo.maximum %379, %378 : tensor<1x8x8x1xf32>
      %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
      %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
      %383 = stablehlo.subtract %377, %382 : tensor<1x8x8x1x32xf32>
      %384 = stablehlo.exponential %383 : tensor<1x8x8x1x32xf32>
      %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %385 = stablehlo.reduce(%384 init: %cst_116) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
      %386 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
      %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
      %388 = stablehlo.divide %384, %387 : tensor<1x8x8x1x32xf32>
      %389 = stablehlo.dot_general %365, %388, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x1x32xf32>) -> tensor<8x8x8x1x1xf32>
      %390 = stablehlo.transpose %389, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x1xf32>) -> tensor<1x8x1x8x8xf32>
      %391 = stablehlo.transpose %390, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
      %392 = stablehlo.reshape %391 : (tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x8xf32>
      %393 = stablehlo.dot_general %392, %iterArg_62, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
      %394 = stablehlo.add %393, %243 : tensor<8x1x64xf32>
      %c_117 = stablehlo.constant dense<2> : tensor<i32>
      %395 = stablehlo.convert %c_117 : (tensor<i32>) -> tensor<f32>
      %396 = stablehlo.broadcast_in_dim %395, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
      %397 = stablehlo.power %394, %396 : tensor<8x1x64xf32>
      %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %398 = stablehlo.reduce(%397 init: %cst_118) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_119 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %400 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %401 = stablehlo.divide %399, %400 : tensor<8x1x1xf32>
      %cst_120 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %402 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %403 = stablehlo.add %401, %402 : tensor<8x1x1xf32>
      %404 = stablehlo.rsqrt %403 : tensor<8x1x1xf32>
      %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %406 = stablehlo.multiply %394, %405 : tensor<8x1x64xf32>
      %407 = stablehlo.broadcast_in_dim %iterArg_67, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %409 = stablehlo.multiply %406, %408 : tensor<8x1x64xf32>
      %410 = stablehlo.dot_general %409, %iterArg_65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %411 = func.call @silu_4(%410) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
      %412 = stablehlo.dot_general %409, %iterArg_64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %413 = stablehlo.multiply %412, %411 : tensor<8x1x128xf32>
      %414 = stablehlo.dot_general %413, %iterArg_66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
      %415 = stablehlo.add %414, %394 : tensor<8x1x64xf32>
      %416 = stablehlo.slice %iterArg_80 [0:8, 1:2, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
      %417 = stablehlo.reshape %416 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
      %418 = stablehlo.iota dim = 0 : tensor<1xf32>
      %419 = stablehlo.convert %238 : (tensor<i32>) -> tensor<f32>
      %420 = stablehlo.broadcast_in_dim %419, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %421 = stablehlo.add %418, %420 : tensor<1xf32>
      %422 = stablehlo.broadcast_in_dim %421, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
      %423 = stablehlo.iota dim = 0 : tensor<32xf32>
      %424 = stablehlo.broadcast_in_dim %423, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
      %425 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
      %426 = stablehlo.compare GE, %425, %424, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
      %427 = stablehlo.broadcast_in_dim %426, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
      %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
      %c_121 = stablehlo.constant dense<2> : tensor<i32>
      %429 = stablehlo.convert %c_121 : (tensor<i32>) -> tensor<f32>
      %430 = stablehlo.broadcast_in_dim %429, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
      %431 = stablehlo.power %415, %430 : tensor<8x1x64xf32>
      %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %432 = stablehlo.reduce(%431 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_123 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %434 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %435 = stablehlo.divide %433, %434 : tensor<8x1x1xf32>
      %cst_124 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %436 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %437 = stablehlo.add %435, %436 : tensor<8x1x1xf32>
      %438 = stablehlo.rsqrt %437 : tensor<8x1x1xf32>
      %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %440 = stablehlo.multiply %415, %439 : tensor<8x1x64xf32>
      %441 = stablehlo.broadcast_in_dim %iterArg_72, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %443 = stablehlo.multiply %440, %442 : tensor<8x1x64xf32>
      %444 = stablehlo.dot_general %443, %iterArg_68, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
      %445 = stablehlo.iota dim = 0 : tensor<4xf32>
      %cst_125 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %446 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %447 = stablehlo.multiply %446, %445 : tensor<4xf32>
      %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %448 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %449 = stablehlo.add %448, %447 : tensor<4xf32>
      %cst_127 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %450 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %451 = stablehlo.divide %449, %450 : tensor<4xf32>
      %cst_128 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %452 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %453 = stablehlo.power %452, %451 : tensor<4xf32>
      %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %454 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %455 = stablehlo.divide %454, %453 : tensor<4xf32>
      %456 = stablehlo.iota dim = 0 : tensor<1xf32>
      %457 = stablehlo.convert %238 : (tensor<i32>) -> tensor<f32>
      %458 = stablehlo.broadcast_in_dim %457, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %459 = stablehlo.add %456, %458 : tensor<1xf32>
      %460 = stablehlo.broadcast_in_dim %459, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %461 = stablehlo.dot_general %460, %455, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
      %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %463 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %464 = stablehlo.concatenate %462, %463, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
      %465 = stablehlo.reshape %464 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
      %466 = stablehlo.broadcast_in_dim %465, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
      %467 = stablehlo.cosine %466 : tensor<1x1x1x8xf32>
      %468 = stablehlo.sine %466 : tensor<1x1x1x8xf32>
      %469 = stablehlo.slice %444 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
      %470 = stablehlo.slice %444 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
      %471 = stablehlo.negate %470 : tensor<8x1x8x4xf32>
      %472 = stablehlo.broadcast_in_dim %471, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
      %473 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
      %474 = stablehlo.concatenate %472, %473, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
      %475 = stablehlo.reshape %474 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
      %476 = stablehlo.broadcast_in_dim %467, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
      %477 = stablehlo.multiply %444, %476 : tensor<8x1x8x8xf32>
      %478 = stablehlo.broadcast_in_dim %468, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
      %479 = stablehlo.multiply %475, %478 : tensor<8x1x8x8xf32>
      %480 = stablehlo.add %477, %479 : tensor<8x1x8x8xf32>
      %481 = stablehlo.slice %417 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %482 = stablehlo.reshape %481 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
      %483 = stablehlo.slice %417 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %484 = stablehlo.reshape %483 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
      %485 = stablehlo.dot_general %443, %iterArg_69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
      %486 = stablehlo.dot_general %443, %iterArg_70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
      %487 = stablehlo.iota dim = 0 : tensor<4xf32>
      %cst_130 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %488 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %489 = stablehlo.multiply %488, %487 : tensor<4xf32>
      %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %490 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %491 = stablehlo.add %490, %489 : tensor<4xf32>
      %cst_132 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
      %492 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %493 = stablehlo.divide %491, %492 : tensor<4xf32>
      %cst_133 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
      %494 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %495 = stablehlo.power %494, %493 : tensor<4xf32>
      %cst_134 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %496 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<4xf32>
      %497 = stablehlo.divide %496, %495 : tensor<4xf32>
      %498 = stablehlo.iota dim = 0 : tensor<1xf32>
      %499 = stablehlo.convert %238 : (tensor<i32>) -> tensor<f32>
      %500 = stablehlo.broadcast_in_dim %499, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %501 = stablehlo.add %498, %500 : tensor<1xf32>
      %502 = stablehlo.broadcast_in_dim %501, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
      %503 = stablehlo.dot_general %502, %497, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
      %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %505 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
      %506 = stablehlo.concatenate %504, %505, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
      %507 = stablehlo.reshape %506 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
      %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
      %509 = stablehlo.cosine %508 : tensor<1x1x1x8xf32>
      %510 = stablehlo.sine %508 : tensor<1x1x1x8xf32>
      %511 = stablehlo.slice %485 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
      %512 = stablehlo.slice %485 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
      %513 = stablehlo.negate %512 : tensor<8x1x4x4xf32>
      %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
      %515 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
      %516 = stablehlo.concatenate %514, %515, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
      %517 = stablehlo.reshape %516 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
      %518 = stablehlo.broadcast_in_dim %509, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
      %519 = stablehlo.multiply %485, %518 : tensor<8x1x4x8xf32>
      %520 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
      %521 = stablehlo.multiply %517, %520 : tensor<8x1x4x8xf32>
      %522 = stablehlo.add %519, %521 : tensor<8x1x4x8xf32>
      %c_135 = stablehlo.constant dense<0> : tensor<i32>
      %523 = stablehlo.compare LT, %238, %c_135, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_136 = stablehlo.constant dense<32> : tensor<i32>
      %524 = stablehlo.add %238, %c_136 : tensor<i32>
      %525 = stablehlo.select %523, %524, %238 : tensor<i1>, tensor<i32>
      %c_137 = stablehlo.constant dense<0> : tensor<i32>
      %c_138 = stablehlo.constant dense<0> : tensor<i32>
      %c_139 = stablehlo.constant dense<0> : tensor<i32>
      %526 = stablehlo.dynamic_update_slice %482, %522, %c_137, %525, %c_138, %c_139 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
      %c_140 = stablehlo.constant dense<0> : tensor<i32>
      %527 = stablehlo.compare LT, %238, %c_140, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_141 = stablehlo.constant dense<32> : tensor<i32>
      %528 = stablehlo.add %238, %c_141 : tensor<i32>
      %529 = stablehlo.select %527, %528, %238 : tensor<i1>, tensor<i32>
      %c_142 = stablehlo.constant dense<0> : tensor<i32>
      %c_143 = stablehlo.constant dense<0> : tensor<i32>
      %c_144 = stablehlo.constant dense<0> : tensor<i32>
      %530 = stablehlo.dynamic_update_slice %484, %486, %c_142, %529, %c_143, %c_144 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
      %531 = stablehlo.broadcast_in_dim %526, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %532 = stablehlo.broadcast_in_dim %530, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
      %533 = stablehlo.concatenate %531, %532, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
      %534 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
      %535 = stablehlo.reshape %534 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
      %536 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
      %537 = stablehlo.reshape %536 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
      %538 = stablehlo.broadcast_in_dim %428, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
      %539 = stablehlo.reshape %480 : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
      %540 = stablehlo.broadcast_in_dim %538, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
      %541 = stablehlo.dot_general %539, %535, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x1x32xf32>
      %cst_145 = stablehlo.constant dense<0.353553385> : tensor<f32>
      %542 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x32xf32>
      %543 = stablehlo.multiply %541, %542 : tensor<8x8x1x1x32xf32>
      %c_146 = stablehlo.constant dense<true> : tensor<i1>
      %544 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i1>) -> tensor<8x8x1x32xi1>
      %545 = stablehlo.broadcast_in_dim %544, dims = [1, 2, 3, 4] : (tensor<8x8x1x32xi1>) -> tensor<1x8x8x1x32xi1>
      %546 = stablehlo.transpose %540, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
      %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x8x1x32xi1>
      %548 = stablehlo.and %545, %547 : tensor<1x8x8x1x32xi1>
      %cst_147 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
      %549 = func.call @_where_3(%548, %543, %cst_147) : (tensor<1x8x8x1x32xi1>, tensor<8x8x1x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1x32xf32>
      %cst_148 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %550 = stablehlo.reduce(%549 init: %cst_148) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
      %cst_149 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %551 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
      %552 = stablehlo.maximum %551, %550 : tensor<1x8x8x1xf32>
      %553 = stablehlo.broadcast_in_dim %552, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
      %554 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
      %555 = stablehlo.subtract %549, %554 : tensor<1x8x8x1x32xf32>
      %556 = stablehlo.exponential %555 : tensor<1x8x8x1x32xf32>
      %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %557 = stablehlo.reduce(%556 init: %cst_150) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
      %558 = stablehlo.broadcast_in_dim %557, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
      %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
      %560 = stablehlo.divide %556, %559 : tensor<1x8x8x1x32xf32>
      %561 = stablehlo.dot_general %537, %560, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x1x32xf32>) -> tensor<8x8x8x1x1xf32>
      %562 = stablehlo.transpose %561, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x1xf32>) -> tensor<1x8x1x8x8xf32>
      %563 = stablehlo.transpose %562, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
      %564 = stablehlo.reshape %563 : (tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x8xf32>
      %565 = stablehlo.dot_general %564, %iterArg_71, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
      %566 = stablehlo.add %565, %415 : tensor<8x1x64xf32>
      %c_151 = stablehlo.constant dense<2> : tensor<i32>
      %567 = stablehlo.convert %c_151 : (tensor<i32>) -> tensor<f32>
      %568 = stablehlo.broadcast_in_dim %567, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
      %569 = stablehlo.power %566, %568 : tensor<8x1x64xf32>
      %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %570 = stablehlo.reduce(%569 init: %cst_152) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_153 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %572 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %573 = stablehlo.divide %571, %572 : tensor<8x1x1xf32>
      %cst_154 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %574 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %575 = stablehlo.add %573, %574 : tensor<8x1x1xf32>
      %576 = stablehlo.rsqrt %575 : tensor<8x1x1xf32>
      %577 = stablehlo.broadcast_in_dim %576, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %578 = stablehlo.multiply %566, %577 : tensor<8x1x64xf32>
      %579 = stablehlo.broadcast_in_dim %iterArg_76, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %581 = stablehlo.multiply %578, %580 : tensor<8x1x64xf32>
      %582 = stablehlo.dot_general %581, %iterArg_74, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %583 = func.call @silu_4(%582) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
      %584 = stablehlo.dot_general %581, %iterArg_73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
      %585 = stablehlo.multiply %584, %583 : tensor<8x1x128xf32>
      %586 = stablehlo.dot_general %585, %iterArg_75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
      %587 = stablehlo.add %586, %566 : tensor<8x1x64xf32>
      %588 = stablehlo.broadcast_in_dim %361, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
      %589 = stablehlo.broadcast_in_dim %533, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
      %590 = stablehlo.concatenate %588, %589, dim = 1 : (tensor<8x1x2x32x4x8xf32>, tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x2x32x4x8xf32>
      %c_155 = stablehlo.constant dense<2> : tensor<i32>
      %591 = stablehlo.convert %c_155 : (tensor<i32>) -> tensor<f32>
      %592 = stablehlo.broadcast_in_dim %591, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
      %593 = stablehlo.power %587, %592 : tensor<8x1x64xf32>
      %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %594 = stablehlo.reduce(%593 init: %cst_156) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %595 = stablehlo.broadcast_in_dim %594, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %cst_157 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %596 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %597 = stablehlo.divide %595, %596 : tensor<8x1x1xf32>
      %cst_158 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
      %598 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %599 = stablehlo.add %597, %598 : tensor<8x1x1xf32>
      %600 = stablehlo.rsqrt %599 : tensor<8x1x1xf32>
      %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %602 = stablehlo.multiply %587, %601 : tensor<8x1x64xf32>
      %603 = stablehlo.broadcast_in_dim %iterArg_77, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %604 = stablehlo.broadcast_in_dim %603, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %605 = stablehlo.multiply %602, %604 : tensor<8x1x64xf32>
      %606 = stablehlo.dot_general %605, %iterArg_58, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
      %607 = stablehlo.reshape %606 : (tensor<8x1x512xf32>) -> tensor<8x512xf32>
      %608 = stablehlo.reshape %605 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
      %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %609 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
      %610 = stablehlo.divide %607, %609 : tensor<8x512xf32>
      %cst_160 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %611 = stablehlo.reduce(%610 init: %cst_160) applies stablehlo.maximum across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
      %cst_161 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %612 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %613 = stablehlo.maximum %612, %611 : tensor<8xf32>
      %614 = stablehlo.broadcast_in_dim %613, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
      %616 = stablehlo.subtract %610, %615 : tensor<8x512xf32>
      %617 = stablehlo.exponential %616 : tensor<8x512xf32>
      %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %618 = stablehlo.reduce(%617 init: %cst_162) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
      %619 = stablehlo.broadcast_in_dim %618, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
      %621 = stablehlo.divide %617, %620 : tensor<8x512xf32>
      %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %622 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
      %623 = stablehlo.compare EQ, %621, %622, FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
      %624 = func.call @signbit(%621) : (tensor<8x512xf32>) -> tensor<8x512xi1>
      %625 = stablehlo.and %623, %624 : tensor<8x512xi1>
      %cst_164 = stablehlo.constant dense<-1.17549435E-38> : tensor<f32>
      %626 = func.call @_where_5(%625, %cst_164, %621) : (tensor<8x512xi1>, tensor<f32>, tensor<8x512xf32>) -> tensor<8x512xf32>
      %627 = func.call @argmax(%626) : (tensor<8x512xf32>) -> tensor<8xi32>
      %c_165 = stablehlo.constant dense<0> : tensor<i32>
      %c_166 = stablehlo.constant dense<0> : tensor<i32>
      %628 = stablehlo.compare LT, %c_165, %c_166, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_167 = stablehlo.constant dense<0> : tensor<i32>
      %c_168 = stablehlo.constant dense<8> : tensor<i32>
      %629 = stablehlo.add %c_167, %c_168 : tensor<i32>
      %c_169 = stablehlo.constant dense<0> : tensor<i32>
      %630 = stablehlo.select %628, %629, %c_169 : tensor<i1>, tensor<i32>
      %c_170 = stablehlo.constant dense<0> : tensor<i32>
      %631 = stablehlo.compare LT, %iterArg_81, %c_170, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_171 = stablehlo.constant dense<32> : tensor<i32>
      %632 = stablehlo.add %iterArg_81, %c_171 : tensor<i32>
      %633 = stablehlo.select %631, %632, %iterArg_81 : tensor<i1>, tensor<i32>
      %634 = stablehlo.dynamic_slice %iterArg_78, %630, %633, sizes = [8, 1] : (tensor<8x32xi1>, tensor<i32>, tensor<i32>) -> tensor<8x1xi1>
      %635 = stablehlo.reshape %634 : (tensor<8x1xi1>) -> tensor<8xi1>
      %c_172 = stablehlo.constant dense<0> : tensor<i32>
      %c_173 = stablehlo.constant dense<0> : tensor<i32>
      %636 = stablehlo.compare LT, %c_172, %c_173, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_174 = stablehlo.constant dense<0> : tensor<i32>
      %c_175 = stablehlo.constant dense<8> : tensor<i32>
      %637 = stablehlo.add %c_174, %c_175 : tensor<i32>
      %c_176 = stablehlo.constant dense<0> : tensor<i32>
      %638 = stablehlo.select %636, %637, %c_176 : tensor<i1>, tensor<i32>
      %c_177 = stablehlo.constant dense<0> : tensor<i32>
      %639 = stablehlo.compare LT, %iterArg_81, %c_177, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_178 = stablehlo.constant dense<32> : tensor<i32>
      %640 = stablehlo.add %iterArg_81, %c_178 : tensor<i32>
      %641 = stablehlo.select %639, %640, %iterArg_81 : tensor<i1>, tensor<i32>
      %642 = stablehlo.dynamic_slice %iterArg_79, %638, %641, sizes = [8, 1] : (tensor<8x32xi32>, tensor<i32>, tensor<i32>) -> tensor<8x1xi32>
      %643 = stablehlo.reshape %642 : (tensor<8x1xi32>) -> tensor<8xi32>
      %644 = func.call @_where_6(%635, %643, %627) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %645 = stablehlo.broadcast_in_dim %644, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %c_179 = stablehlo.constant dense<0> : tensor<i32>
      %646 = stablehlo.compare LT, %iterArg_81, %c_179, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_180 = stablehlo.constant dense<32> : tensor<i32>
      %647 = stablehlo.add %iterArg_81, %c_180 : tensor<i32>
      %648 = stablehlo.select %646, %647, %iterArg_81 : tensor<i1>, tensor<i32>
      %c_181 = stablehlo.constant dense<0> : tensor<i32>
      %649 = stablehlo.dynamic_update_slice %iterArg_79, %645, %c_181, %648 : (tensor<8x32xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x32xi32>
      %c_182 = stablehlo.constant dense<1> : tensor<i32>
      %650 = stablehlo.add %iterArg_81, %c_182 : tensor<i32>
      %c_183 = stablehlo.constant dense<1> : tensor<i32>
      %651 = stablehlo.add %iterArg_82, %c_183 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_57, %iterArg_58, %iterArg_59, %iterArg_60, %iterArg_61, %iterArg_62, %iterArg_63, %iterArg_64, %iterArg_65, %iterArg_66, %iterArg_67, %iterArg_68, %iterArg_69, %iterArg_70, %iterArg_71, %iterArg_72, %iterArg_73, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %649, %590, %650, %651 : tensor<i32>, tensor<512x64xf32>, tensor<64x512xf32>, tensor<64x8x8xf32>, tensor<64x4x8xf32>, tensor<64x4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x8x8xf32>, tensor<64x4x8xf32>, tensor<64x4x8xf32>, tensor<8x8x64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<64x128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x2x2x32x4x8xf32>, tensor<i32>, tensor<i32>
    }
    %c_56 = stablehlo.constant dense<true> : tensor<i1>
    %237 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i1>) -> tensor<8x32xi1>
    return %237, %236#23 : tensor<8x32xi1>, tensor<8x32xi32>
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
  func.func private @_where_0(%arg0: tensor<1x8x8x32x32xi1>, %arg1: tensor<8x8x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x32x32xf32>) -> tensor<1x8x8x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x32x1x32xf32>) -> tensor<1x8x8x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x32x32xi1>, tensor<1x8x8x32x32xf32>
    return %3 : tensor<1x8x8x32x32xf32>
  }
  func.func private @silu(%arg0: tensor<8x32x128xf32>) -> tensor<8x32x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x32x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x32x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x32x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x32x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x32x128xf32>
    return %6 : tensor<8x32x128xf32>
  }
  func.func private @_take_1(%arg0: tensor<512x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_2(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
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
  func.func private @_where_2(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_where_3(%arg0: tensor<1x8x8x1x32xi1>, %arg1: tensor<8x8x1x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x1x32xf32>) -> tensor<1x8x8x1x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x1x1x32xf32>) -> tensor<1x8x8x1x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x1x32xi1>, tensor<1x8x8x1x32xf32>
    return %3 : tensor<1x8x8x1x32xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x1x128xf32>) -> tensor<8x1x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x128xf32>
    return %6 : tensor<8x1x128xf32>
  }
  func.func private @signbit(%arg0: tensor<8x512xf32>) -> tensor<8x512xi1> {
    %0 = stablehlo.bitcast_convert %arg0 : (tensor<8x512xf32>) -> tensor<8x512xi32>
    %c = stablehlo.constant dense<31> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x512xi32>
    %2 = stablehlo.shift_right_arithmetic %0, %1 : tensor<8x512xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x512xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8x512xi32>, tensor<8x512xi32>) -> tensor<8x512xi1>
    %5 = stablehlo.convert %4 : tensor<8x512xi1>
    return %5 : tensor<8x512xi1>
  }
  func.func private @_where_5(%arg0: tensor<8x512xi1>, %arg1: tensor<f32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8x512xi1>, tensor<8x512xf32>
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
  func.func private @_where_6(%arg0: tensor<8xi1>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %0 : tensor<8xi32>
  }
}
