module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg2: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg18: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg23: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg22) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg23, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %33 = stablehlo.power %0, %32 : tensor<8x32x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %37 = stablehlo.divide %35, %36 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %39 = stablehlo.add %37, %38 : tensor<8x32x1xf32>
    %40 = stablehlo.rsqrt %39 : tensor<8x32x1xf32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %42 = stablehlo.multiply %0, %41 : tensor<8x32x64xf32>
    %43 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %45 = stablehlo.multiply %42, %44 : tensor<8x32x64xf32>
    %46 = stablehlo.dot_general %45, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %47 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %51 = stablehlo.add %50, %49 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %53 = stablehlo.divide %51, %52 : tensor<4xf32>
    %54 = stablehlo.negate %53 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %56 = stablehlo.power %55, %54 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %58 = stablehlo.divide %56, %57 : tensor<4xf32>
    %59 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.add %59, %60 : tensor<32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %69 = stablehlo.cosine %68 : tensor<1x32x1x8xf32>
    %70 = stablehlo.sine %68 : tensor<1x32x1x8xf32>
    %71 = stablehlo.slice %46 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %72 = stablehlo.slice %46 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %73 = stablehlo.negate %72 : tensor<8x32x8x4xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %77 = stablehlo.reshape %76 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %79 = stablehlo.multiply %46, %78 : tensor<8x32x8x8xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<8x32x8x8xf32>
    %82 = stablehlo.add %79, %81 : tensor<8x32x8x8xf32>
    %83 = stablehlo.dot_general %45, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %84 = stablehlo.dot_general %45, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %85 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<4xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %89 = stablehlo.add %88, %87 : tensor<4xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %91 = stablehlo.divide %89, %90 : tensor<4xf32>
    %92 = stablehlo.negate %91 : tensor<4xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %94 = stablehlo.power %93, %92 : tensor<4xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %96 = stablehlo.divide %94, %95 : tensor<4xf32>
    %97 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %99 = stablehlo.add %97, %98 : tensor<32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %101 = stablehlo.dot_general %100, %96, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %104 = stablehlo.concatenate %102, %103, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %107 = stablehlo.cosine %106 : tensor<1x32x1x8xf32>
    %108 = stablehlo.sine %106 : tensor<1x32x1x8xf32>
    %109 = stablehlo.slice %83 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %110 = stablehlo.slice %83 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %111 = stablehlo.negate %110 : tensor<8x32x4x4xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %114 = stablehlo.concatenate %112, %113, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %117 = stablehlo.multiply %83, %116 : tensor<8x32x4x8xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<8x32x4x8xf32>
    %120 = stablehlo.add %117, %119 : tensor<8x32x4x8xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %123 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %124 = stablehlo.reshape %123 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %125 = stablehlo.dot_general %82, %122, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_17 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<8x8x32x32xf32>
    %128 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %130 = stablehlo.compare GT, %128, %129, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_19 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %131 = call @_where_0(%130, %127, %cst_19) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_20) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_21 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %134 = stablehlo.maximum %133, %132 : tensor<8x8x32xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<8x8x32x32xf32>
    %138 = stablehlo.exponential %137 : tensor<8x8x32x32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_22) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %142 = stablehlo.divide %138, %141 : tensor<8x8x32x32xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = call @_where_0(%130, %142, %cst_23) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %144 = stablehlo.dot_general %124, %143, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %145 = stablehlo.transpose %144, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %146 = stablehlo.dot_general %145, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %147 = stablehlo.add %146, %0 : tensor<8x32x64xf32>
    %c_24 = stablehlo.constant dense<2> : tensor<i32>
    %148 = stablehlo.convert %c_24 : (tensor<i32>) -> tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %150 = stablehlo.power %147, %149 : tensor<8x32x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_26 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<8x32x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<8x32x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<8x32x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %159 = stablehlo.multiply %147, %158 : tensor<8x32x64xf32>
    %160 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.multiply %159, %161 : tensor<8x32x64xf32>
    %163 = stablehlo.reshape %162 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %164 = stablehlo.dot_general %163, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_28) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %167 = stablehlo.maximum %166, %165 : tensor<256xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %170 = stablehlo.subtract %164, %169 : tensor<256x4xf32>
    %171 = stablehlo.exponential %170 : tensor<256x4xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_30) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %175 = stablehlo.divide %171, %174 : tensor<256x4xf32>
    %values, %indices = chlo.top_k(%175, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%values init: %cst_31) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %179 = stablehlo.divide %values, %178 : tensor<256x2xf32>
    %180 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %183 = stablehlo.multiply %180, %182 : tensor<256x2x4xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.reduce(%183 init: %cst_32) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %185 = stablehlo.transpose %184, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %186 = stablehlo.dot_general %arg7, %163, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %187 = stablehlo.transpose %186, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %188 = call @silu(%187) : (tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %189 = stablehlo.dot_general %arg8, %163, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %191 = stablehlo.multiply %190, %188 : tensor<4x256x128xf32>
    %192 = stablehlo.dot_general %191, %arg9, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xf32>, tensor<4x128x64xf32>) -> tensor<4x256x64xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<4x256x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_33) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %197 = stablehlo.reshape %196 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %198 = stablehlo.add %197, %147 : tensor<8x32x64xf32>
    %199 = stablehlo.broadcast_in_dim %arg23, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %200 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %202 = stablehlo.add %200, %201 : tensor<32xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %204 = stablehlo.iota dim = 0 : tensor<32xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %206 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %207 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %208 = stablehlo.compare GE, %206, %207, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %211 = stablehlo.iota dim = 0 : tensor<32xi32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %213 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %214 = stablehlo.add %212, %213 : tensor<32x1xi32>
    %215 = stablehlo.iota dim = 0 : tensor<32xi32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_36 = stablehlo.constant dense<512> : tensor<i32>
    %217 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<1x32xi32>
    %218 = stablehlo.add %216, %217 : tensor<1x32xi32>
    %219 = stablehlo.broadcast_in_dim %214, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %221 = stablehlo.compare LT, %219, %220, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %222 = stablehlo.convert %221 : (tensor<32x32xi1>) -> tensor<32x32xi32>
    %223 = stablehlo.convert %210 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [1, 2] : (tensor<32x32xi32>) -> tensor<1x32x32xi32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<1x32x32xi32>) -> tensor<8x32x32xi32>
    %226 = stablehlo.minimum %223, %225 : tensor<8x32x32xi32>
    %227 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %228 = stablehlo.minimum %227, %226 : tensor<8x32x32xi32>
    %c_37 = stablehlo.constant dense<2> : tensor<i32>
    %229 = stablehlo.convert %c_37 : (tensor<i32>) -> tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %231 = stablehlo.power %198, %230 : tensor<8x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %237 = stablehlo.add %235, %236 : tensor<8x32x1xf32>
    %238 = stablehlo.rsqrt %237 : tensor<8x32x1xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %240 = stablehlo.multiply %198, %239 : tensor<8x32x64xf32>
    %241 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %243 = stablehlo.multiply %240, %242 : tensor<8x32x64xf32>
    %244 = stablehlo.dot_general %243, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x8x8xf32>) -> tensor<8x32x8x8xf32>
    %245 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %249 = stablehlo.add %248, %247 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %251 = stablehlo.divide %249, %250 : tensor<4xf32>
    %252 = stablehlo.negate %251 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %254 = stablehlo.power %253, %252 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %256 = stablehlo.divide %254, %255 : tensor<4xf32>
    %257 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %259 = stablehlo.add %257, %258 : tensor<32xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %261 = stablehlo.dot_general %260, %256, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %263 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %264 = stablehlo.concatenate %262, %263, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %265 = stablehlo.reshape %264 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %267 = stablehlo.cosine %266 : tensor<1x32x1x8xf32>
    %268 = stablehlo.sine %266 : tensor<1x32x1x8xf32>
    %269 = stablehlo.slice %244 [0:8, 0:32, 0:8, 0:4] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %270 = stablehlo.slice %244 [0:8, 0:32, 0:8, 4:8] : (tensor<8x32x8x8xf32>) -> tensor<8x32x8x4xf32>
    %271 = stablehlo.negate %270 : tensor<8x32x8x4xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %273 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2, 4] : (tensor<8x32x8x4xf32>) -> tensor<8x32x8x1x4xf32>
    %274 = stablehlo.concatenate %272, %273, dim = 3 : (tensor<8x32x8x1x4xf32>, tensor<8x32x8x1x4xf32>) -> tensor<8x32x8x2x4xf32>
    %275 = stablehlo.reshape %274 : (tensor<8x32x8x2x4xf32>) -> tensor<8x32x8x8xf32>
    %276 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %277 = stablehlo.multiply %244, %276 : tensor<8x32x8x8xf32>
    %278 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x8x8xf32>
    %279 = stablehlo.multiply %275, %278 : tensor<8x32x8x8xf32>
    %280 = stablehlo.add %277, %279 : tensor<8x32x8x8xf32>
    %281 = stablehlo.dot_general %243, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %282 = stablehlo.dot_general %243, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x8xf32>) -> tensor<8x32x4x8xf32>
    %283 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %285 = stablehlo.multiply %284, %283 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %287 = stablehlo.add %286, %285 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %289 = stablehlo.divide %287, %288 : tensor<4xf32>
    %290 = stablehlo.negate %289 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %292 = stablehlo.power %291, %290 : tensor<4xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %294 = stablehlo.divide %292, %293 : tensor<4xf32>
    %295 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %297 = stablehlo.add %295, %296 : tensor<32xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %299 = stablehlo.dot_general %298, %294, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<4xf32>) -> tensor<1x32x4xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %301 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 3] : (tensor<1x32x4xf32>) -> tensor<1x32x1x4xf32>
    %302 = stablehlo.concatenate %300, %301, dim = 2 : (tensor<1x32x1x4xf32>, tensor<1x32x1x4xf32>) -> tensor<1x32x2x4xf32>
    %303 = stablehlo.reshape %302 : (tensor<1x32x2x4xf32>) -> tensor<1x32x8xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %305 = stablehlo.cosine %304 : tensor<1x32x1x8xf32>
    %306 = stablehlo.sine %304 : tensor<1x32x1x8xf32>
    %307 = stablehlo.slice %281 [0:8, 0:32, 0:4, 0:4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %308 = stablehlo.slice %281 [0:8, 0:32, 0:4, 4:8] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x4xf32>
    %309 = stablehlo.negate %308 : tensor<8x32x4x4xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %311 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 4] : (tensor<8x32x4x4xf32>) -> tensor<8x32x4x1x4xf32>
    %312 = stablehlo.concatenate %310, %311, dim = 3 : (tensor<8x32x4x1x4xf32>, tensor<8x32x4x1x4xf32>) -> tensor<8x32x4x2x4xf32>
    %313 = stablehlo.reshape %312 : (tensor<8x32x4x2x4xf32>) -> tensor<8x32x4x8xf32>
    %314 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %315 = stablehlo.multiply %281, %314 : tensor<8x32x4x8xf32>
    %316 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<8x32x4x8xf32>
    %317 = stablehlo.multiply %313, %316 : tensor<8x32x4x8xf32>
    %318 = stablehlo.add %315, %317 : tensor<8x32x4x8xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %320 = stablehlo.reshape %319 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %321 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %322 = stablehlo.reshape %321 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %323 = stablehlo.dot_general %280, %320, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x32x32xf32>
    %cst_53 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x8x32x32xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<8x8x32x32xf32>
    %326 = stablehlo.broadcast_in_dim %228, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %327 = stablehlo.broadcast_in_dim %c_54, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %328 = stablehlo.compare GT, %326, %327, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %cst_55 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %329 = call @_where_0(%328, %325, %cst_55) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %cst_56 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_56) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %cst_57 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x8x32xf32>
    %332 = stablehlo.maximum %331, %330 : tensor<8x8x32xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %335 = stablehlo.subtract %329, %334 : tensor<8x8x32x32xf32>
    %336 = stablehlo.exponential %335 : tensor<8x8x32x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%336 init: %cst_58) applies stablehlo.add across dimensions = [3] : (tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2] : (tensor<8x8x32xf32>) -> tensor<8x8x32x1xf32>
    %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 3] : (tensor<8x8x32x1xf32>) -> tensor<8x8x32x32xf32>
    %340 = stablehlo.divide %336, %339 : tensor<8x8x32x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = call @_where_0(%328, %340, %cst_59) : (tensor<8x1x32x32xi1>, tensor<8x8x32x32xf32>, tensor<f32>) -> tensor<8x8x32x32xf32>
    %342 = stablehlo.dot_general %322, %341, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x32x32xf32>) -> tensor<8x8x8x32xf32>
    %343 = stablehlo.transpose %342, dims = [0, 3, 1, 2] : (tensor<8x8x8x32xf32>) -> tensor<8x32x8x8xf32>
    %344 = stablehlo.dot_general %343, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x32x64xf32>
    %345 = stablehlo.add %344, %198 : tensor<8x32x64xf32>
    %c_60 = stablehlo.constant dense<2> : tensor<i32>
    %346 = stablehlo.convert %c_60 : (tensor<i32>) -> tensor<f32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %348 = stablehlo.power %345, %347 : tensor<8x32x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_62 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %352 = stablehlo.divide %350, %351 : tensor<8x32x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %354 = stablehlo.add %352, %353 : tensor<8x32x1xf32>
    %355 = stablehlo.rsqrt %354 : tensor<8x32x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %357 = stablehlo.multiply %345, %356 : tensor<8x32x64xf32>
    %358 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %360 = stablehlo.multiply %357, %359 : tensor<8x32x64xf32>
    %361 = stablehlo.reshape %360 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %362 = stablehlo.dot_general %361, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_64 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_64) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %365 = stablehlo.maximum %364, %363 : tensor<256xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %367 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %368 = stablehlo.subtract %362, %367 : tensor<256x4xf32>
    %369 = stablehlo.exponential %368 : tensor<256x4xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_66) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %373 = stablehlo.divide %369, %372 : tensor<256x4xf32>
    %values_67, %indices_68 = chlo.top_k(%373, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%values_67 init: %cst_69) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %377 = stablehlo.divide %values_67, %376 : tensor<256x2xf32>
    %378 = call @_one_hot(%indices_68) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %379 = stablehlo.broadcast_in_dim %377, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %381 = stablehlo.multiply %378, %380 : tensor<256x2x4xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_70) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %383 = stablehlo.transpose %382, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %384 = stablehlo.dot_general %arg17, %361, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %385 = stablehlo.transpose %384, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %386 = call @silu(%385) : (tensor<4x256x128xf32>) -> tensor<4x256x128xf32>
    %387 = stablehlo.dot_general %arg18, %361, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %388 = stablehlo.transpose %387, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %389 = stablehlo.multiply %388, %386 : tensor<4x256x128xf32>
    %390 = stablehlo.dot_general %389, %arg19, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xf32>, tensor<4x128x64xf32>) -> tensor<4x256x64xf32>
    %391 = stablehlo.broadcast_in_dim %383, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %393 = stablehlo.multiply %390, %392 : tensor<4x256x64xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_71) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %395 = stablehlo.reshape %394 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %396 = stablehlo.add %395, %345 : tensor<8x32x64xf32>
    %c_72 = stablehlo.constant dense<2> : tensor<i32>
    %397 = stablehlo.convert %c_72 : (tensor<i32>) -> tensor<f32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %399 = stablehlo.power %396, %398 : tensor<8x32x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_74 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %403 = stablehlo.divide %401, %402 : tensor<8x32x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %405 = stablehlo.add %403, %404 : tensor<8x32x1xf32>
    %406 = stablehlo.rsqrt %405 : tensor<8x32x1xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %408 = stablehlo.multiply %396, %407 : tensor<8x32x64xf32>
    %409 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %411 = stablehlo.multiply %408, %410 : tensor<8x32x64xf32>
    return %411 : tensor<8x32x64xf32>
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
  func.func private @silu(%arg0: tensor<4x256x128xf32>) -> tensor<4x256x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x256x128xf32>
    %1 = stablehlo.exponential %0 : tensor<4x256x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x256x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x256x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x256x128xf32>
    return %6 : tensor<4x256x128xf32>
  }
}
