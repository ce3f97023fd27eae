module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg2: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg6: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg10: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg15: tensor<64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg18: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg20: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg22: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg26: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg27: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg28: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg31: tensor<64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg35: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg34) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg35, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %18 = stablehlo.power %0, %17 : tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.add %22, %23 : tensor<8x32x1xf32>
    %25 = stablehlo.rsqrt %24 : tensor<8x32x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %27 = stablehlo.multiply %0, %26 : tensor<8x32x64xf32>
    %28 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<8x32x8x8xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x32x8x8xf32>
    %35 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.add %38, %37 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %41 = stablehlo.divide %39, %40 : tensor<4xf32>
    %42 = stablehlo.negate %41 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.power %43, %42 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %46 = stablehlo.divide %44, %45 : tensor<4xf32>
    %47 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %49 = stablehlo.add %47, %48 : tensor<32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %51 = stablehlo.dot_general %50, %46, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %54 = stablehlo.concatenate %52, %53, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %57 = stablehlo.cosine %56 : tensor<1x32x1x8xf32>
    %58 = stablehlo.sine %56 : tensor<1x32x1x8xf32>
    %59 = stablehlo.slice %34 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %60 = stablehlo.slice %34 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %61 = stablehlo.negate %60 : tensor<8x32x8x4xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %64 = stablehlo.concatenate %62, %63, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %66 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %67 = stablehlo.multiply %34, %66 : tensor<8x32x8x8xf32>
    %68 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<8x32x8x8xf32>
    %70 = stablehlo.add %67, %69 : tensor<8x32x8x8xf32>
    %71 = stablehlo.dot_general %30, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %72 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %74 = stablehlo.add %71, %73 : tensor<8x32x4x8xf32>
    %75 = stablehlo.dot_general %30, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %78 = stablehlo.add %75, %77 : tensor<8x32x4x8xf32>
    %79 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %83 = stablehlo.add %82, %81 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %85 = stablehlo.divide %83, %84 : tensor<4xf32>
    %86 = stablehlo.negate %85 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %88 = stablehlo.power %87, %86 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %90 = stablehlo.divide %88, %89 : tensor<4xf32>
    %91 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %93 = stablehlo.add %91, %92 : tensor<32xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %95 = stablehlo.dot_general %94, %90, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %97 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %98 = stablehlo.concatenate %96, %97, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %99 = stablehlo.reshape %98 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %101 = stablehlo.cosine %100 : tensor<1x32x1x8xf32>
    %102 = stablehlo.sine %100 : tensor<1x32x1x8xf32>
    %103 = stablehlo.slice %74 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %104 = stablehlo.slice %74 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %105 = stablehlo.negate %104 : tensor<8x32x4x4xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %108 = stablehlo.concatenate %106, %107, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %110 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %111 = stablehlo.multiply %74, %110 : tensor<8x32x4x8xf32>
    %112 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<8x32x4x8xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x32x4x8xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %117 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %119 = stablehlo.dot_general %70, %116, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %121 = stablehlo.multiply %119, %120 : tensor<8x8x32x32xf32>
    %122 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %124 = stablehlo.compare GT, %122, %123, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_17 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %125 = call @_where_0(%124, %121, %cst_17) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_18) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %128 = stablehlo.maximum %127, %126 : tensor<8x8x32xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %131 = stablehlo.subtract %125, %130 : tensor<8x8x32x32xf32>
    %132 = stablehlo.exponential %131 : tensor<8x8x32x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %136 = stablehlo.divide %132, %135 : tensor<8x8x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = call @_where_0(%124, %136, %cst_21) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %138 = stablehlo.dot_general %118, %137, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %139 = stablehlo.transpose %138, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %140 = stablehlo.dot_general %139, %arg7, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %141 = stablehlo.add %140, %0 : tensor<8x32x64xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %142 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %144 = stablehlo.power %141, %143 : tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %148 = stablehlo.divide %146, %147 : tensor<8x32x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %150 = stablehlo.add %148, %149 : tensor<8x32x1xf32>
    %151 = stablehlo.rsqrt %150 : tensor<8x32x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %153 = stablehlo.multiply %141, %152 : tensor<8x32x64xf32>
    %154 = stablehlo.broadcast_in_dim %arg16, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %156 = stablehlo.multiply %153, %155 : tensor<8x32x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %158 = stablehlo.dot_general %157, %arg9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_26) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<256xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<256x4xf32>
    %165 = stablehlo.exponential %164 : tensor<256x4xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_28) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %169 = stablehlo.divide %165, %168 : tensor<256x4xf32>
    %values, %indices = chlo.top_k(%169, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %170 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %171 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %173 = stablehlo.multiply %170, %172 : tensor<256x2x4xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_29) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %175 = stablehlo.transpose %174, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %176 = stablehlo.dot_general %arg10, %157, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %177 = stablehlo.transpose %176, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %178 = stablehlo.slice %177 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %179 = stablehlo.slice %177 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %180 = call @silu(%178) : (tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<4x256x64xf32>
    %182 = stablehlo.dot_general %181, %arg11, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %183 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %185 = stablehlo.multiply %182, %184 : tensor<4x256x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_30) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %187 = stablehlo.dot_general %157, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %188 = call @silu_1(%187) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %189 = stablehlo.dot_general %157, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<256x64xf32>
    %191 = stablehlo.dot_general %190, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %192 = stablehlo.dot_general %157, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x1xf32>) -> tensor<256x1xf32>
    %193 = stablehlo.negate %192 : tensor<256x1xf32>
    %194 = stablehlo.exponential %193 : tensor<256x1xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %196 = stablehlo.add %195, %194 : tensor<256x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %198 = stablehlo.divide %197, %196 : tensor<256x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %200 = stablehlo.multiply %191, %199 : tensor<256x64xf32>
    %201 = stablehlo.add %186, %200 : tensor<256x64xf32>
    %202 = stablehlo.reshape %201 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %203 = stablehlo.add %202, %141 : tensor<8x32x64xf32>
    %204 = stablehlo.broadcast_in_dim %arg35, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %205 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %207 = stablehlo.add %205, %206 : tensor<32xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %209 = stablehlo.iota dim = 0 : tensor<32xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %211 = stablehlo.broadcast_in_dim %208, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %213 = stablehlo.compare GE, %211, %212, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %216 = stablehlo.convert %215 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %217 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %218 = stablehlo.minimum %217, %216 : tensor<8x32x32xi32>
    %c_34 = stablehlo.constant dense<2> : tensor<i32>
    %219 = stablehlo.convert %c_34 : (tensor<i32>) -> tensor<f32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %221 = stablehlo.power %203, %220 : tensor<8x32x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.reduce(%221 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %225 = stablehlo.divide %223, %224 : tensor<8x32x1xf32>
    %cst_37 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x32x1xf32>
    %228 = stablehlo.rsqrt %227 : tensor<8x32x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %230 = stablehlo.multiply %203, %229 : tensor<8x32x64xf32>
    %231 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %233 = stablehlo.multiply %230, %232 : tensor<8x32x64xf32>
    %234 = stablehlo.dot_general %233, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %235 = stablehlo.broadcast_in_dim %arg18, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<8x32x8x8xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x32x8x8xf32>
    %238 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %240 = stablehlo.multiply %239, %238 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %242 = stablehlo.add %241, %240 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %244 = stablehlo.divide %242, %243 : tensor<4xf32>
    %245 = stablehlo.negate %244 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %247 = stablehlo.power %246, %245 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %249 = stablehlo.divide %247, %248 : tensor<4xf32>
    %250 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %252 = stablehlo.add %250, %251 : tensor<32xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %254 = stablehlo.dot_general %253, %249, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %256 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %257 = stablehlo.concatenate %255, %256, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %260 = stablehlo.cosine %259 : tensor<1x32x1x8xf32>
    %261 = stablehlo.sine %259 : tensor<1x32x1x8xf32>
    %262 = stablehlo.slice %237 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %263 = stablehlo.slice %237 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %264 = stablehlo.negate %263 : tensor<8x32x8x4xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %266 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %267 = stablehlo.concatenate %265, %266, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %268 = stablehlo.reshape %267 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %269 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %270 = stablehlo.multiply %237, %269 : tensor<8x32x8x8xf32>
    %271 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %272 = stablehlo.multiply %268, %271 : tensor<8x32x8x8xf32>
    %273 = stablehlo.add %270, %272 : tensor<8x32x8x8xf32>
    %274 = stablehlo.dot_general %233, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %275 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %277 = stablehlo.add %274, %276 : tensor<8x32x4x8xf32>
    %278 = stablehlo.dot_general %233, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %279 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x32x4x8xf32>
    %281 = stablehlo.add %278, %280 : tensor<8x32x4x8xf32>
    %282 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %286 = stablehlo.add %285, %284 : tensor<4xf32>
    %cst_46 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %288 = stablehlo.divide %286, %287 : tensor<4xf32>
    %289 = stablehlo.negate %288 : tensor<4xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %291 = stablehlo.power %290, %289 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %293 = stablehlo.divide %291, %292 : tensor<4xf32>
    %294 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %296 = stablehlo.add %294, %295 : tensor<32xf32>
    %297 = stablehlo.broadcast_in_dim %296, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %298 = stablehlo.dot_general %297, %293, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %300 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %301 = stablehlo.concatenate %299, %300, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %302 = stablehlo.reshape %301 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %304 = stablehlo.cosine %303 : tensor<1x32x1x8xf32>
    %305 = stablehlo.sine %303 : tensor<1x32x1x8xf32>
    %306 = stablehlo.slice %277 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %307 = stablehlo.slice %277 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %308 = stablehlo.negate %307 : tensor<8x32x4x4xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %310 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %311 = stablehlo.concatenate %309, %310, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %312 = stablehlo.reshape %311 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %313 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %314 = stablehlo.multiply %277, %313 : tensor<8x32x4x8xf32>
    %315 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %316 = stablehlo.multiply %312, %315 : tensor<8x32x4x8xf32>
    %317 = stablehlo.add %314, %316 : tensor<8x32x4x8xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %320 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %321 = stablehlo.reshape %320 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %322 = stablehlo.dot_general %273, %319, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_50 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %324 = stablehlo.multiply %322, %323 : tensor<8x8x32x32xf32>
    %325 = stablehlo.broadcast_in_dim %218, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %326 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %327 = stablehlo.compare GT, %325, %326, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_52 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %328 = call @_where_0(%327, %324, %cst_52) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.reduce(%328 init: %cst_53) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %331 = stablehlo.maximum %330, %329 : tensor<8x8x32xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %334 = stablehlo.subtract %328, %333 : tensor<8x8x32x32xf32>
    %335 = stablehlo.exponential %334 : tensor<8x8x32x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %339 = stablehlo.divide %335, %338 : tensor<8x8x32x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = call @_where_0(%327, %339, %cst_56) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %341 = stablehlo.dot_general %321, %340, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %342 = stablehlo.transpose %341, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %343 = stablehlo.dot_general %342, %arg23, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %344 = stablehlo.add %343, %203 : tensor<8x32x64xf32>
    %c_57 = stablehlo.constant dense<2> : tensor<i32>
    %345 = stablehlo.convert %c_57 : (tensor<i32>) -> tensor<f32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %347 = stablehlo.power %344, %346 : tensor<8x32x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.reduce(%347 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_59 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %351 = stablehlo.divide %349, %350 : tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %353 = stablehlo.add %351, %352 : tensor<8x32x1xf32>
    %354 = stablehlo.rsqrt %353 : tensor<8x32x1xf32>
    %355 = stablehlo.broadcast_in_dim %354, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %356 = stablehlo.multiply %344, %355 : tensor<8x32x64xf32>
    %357 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %359 = stablehlo.multiply %356, %358 : tensor<8x32x64xf32>
    %360 = stablehlo.reshape %359 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %361 = stablehlo.dot_general %360, %arg25, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %362 = stablehlo.reduce(%361 init: %cst_61) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_62 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %364 = stablehlo.maximum %363, %362 : tensor<256xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %367 = stablehlo.subtract %361, %366 : tensor<256x4xf32>
    %368 = stablehlo.exponential %367 : tensor<256x4xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_63) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %372 = stablehlo.divide %368, %371 : tensor<256x4xf32>
    %values_64, %indices_65 = chlo.top_k(%372, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %373 = call @_one_hot(%indices_65) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %374 = stablehlo.broadcast_in_dim %values_64, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %376 = stablehlo.multiply %373, %375 : tensor<256x2x4xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%376 init: %cst_66) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %379 = stablehlo.dot_general %arg26, %360, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %380 = stablehlo.transpose %379, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %381 = stablehlo.slice %380 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %382 = stablehlo.slice %380 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %383 = call @silu(%381) : (tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %384 = stablehlo.multiply %382, %383 : tensor<4x256x64xf32>
    %385 = stablehlo.dot_general %384, %arg27, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %386 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<4x256x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_67) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %390 = stablehlo.dot_general %360, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %391 = call @silu_1(%390) : (tensor<256x64xf32>) -> tensor<256x64xf32>
    %392 = stablehlo.dot_general %360, %arg28, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %393 = stablehlo.multiply %392, %391 : tensor<256x64xf32>
    %394 = stablehlo.dot_general %393, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x64xf32>) -> tensor<256x64xf32>
    %395 = stablehlo.dot_general %360, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x1xf32>) -> tensor<256x1xf32>
    %396 = stablehlo.negate %395 : tensor<256x1xf32>
    %397 = stablehlo.exponential %396 : tensor<256x1xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %399 = stablehlo.add %398, %397 : tensor<256x1xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %401 = stablehlo.divide %400, %399 : tensor<256x1xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %403 = stablehlo.multiply %394, %402 : tensor<256x64xf32>
    %404 = stablehlo.add %389, %403 : tensor<256x64xf32>
    %405 = stablehlo.reshape %404 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %406 = stablehlo.add %405, %344 : tensor<8x32x64xf32>
    %c_70 = stablehlo.constant dense<2> : tensor<i32>
    %407 = stablehlo.convert %c_70 : (tensor<i32>) -> tensor<f32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %409 = stablehlo.power %406, %408 : tensor<8x32x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_72 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %413 = stablehlo.divide %411, %412 : tensor<8x32x1xf32>
    %cst_73 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %415 = stablehlo.add %413, %414 : tensor<8x32x1xf32>
    %416 = stablehlo.rsqrt %415 : tensor<8x32x1xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %418 = stablehlo.multiply %406, %417 : tensor<8x32x64xf32>
    %419 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %421 = stablehlo.multiply %418, %420 : tensor<8x32x64xf32>
    return %421 : tensor<8x32x64xf32>
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
  func.func private @_where_0(%arg0: tensor<8x1x32x32xi1>, %arg1: tensor<8x8x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x8x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x8x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x32x32xi1>, tensor<8x8x32x32xf32>
    return %3 : tensor<8x8x32x32xf32>
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
  func.func private @silu(%arg0: tensor<4x256x64xf32>) -> tensor<4x256x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x256x64xf32>
    %1 = stablehlo.exponential %0 : tensor<4x256x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x256x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x256x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256x64xf32>
    return %6 : tensor<4x256x64xf32>
  }
  func.func private @silu_1(%arg0: tensor<256x64xf32>) -> tensor<256x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<256x64xf32>
    %1 = stablehlo.exponential %0 : tensor<256x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<256x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<256x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<256x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<256x64xf32>
    return %6 : tensor<256x64xf32>
  }
}
