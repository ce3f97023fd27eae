module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg6: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg9: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg13: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg15: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg17: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg20: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg25: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg25) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
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
    %28 = stablehlo.broadcast_in_dim %arg7, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %32 = stablehlo.convert %c_3 : (tensor<i32>) -> tensor<f32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %34 = stablehlo.power %31, %33 : tensor<8x32x4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_4) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %38 = stablehlo.divide %36, %37 : tensor<8x32x4x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<8x32x4x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<8x32x4x1xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %43 = stablehlo.multiply %31, %42 : tensor<8x32x4x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %46 = stablehlo.multiply %43, %45 : tensor<8x32x4x16xf32>
    %47 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %51 = stablehlo.add %50, %49 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8xf32>
    %54 = stablehlo.negate %53 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %56 = stablehlo.power %55, %54 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.divide %56, %57 : tensor<8xf32>
    %59 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %61 = stablehlo.add %59, %60 : tensor<32xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %63 = stablehlo.dot_general %62, %58, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %69 = stablehlo.cosine %68 : tensor<1x32x1x16xf32>
    %70 = stablehlo.sine %68 : tensor<1x32x1x16xf32>
    %71 = stablehlo.slice %46 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %72 = stablehlo.slice %46 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %73 = stablehlo.negate %72 : tensor<8x32x4x8xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %75 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %76 = stablehlo.concatenate %74, %75, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %77 = stablehlo.reshape %76 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %78 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %79 = stablehlo.multiply %46, %78 : tensor<8x32x4x16xf32>
    %80 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %81 = stablehlo.multiply %77, %80 : tensor<8x32x4x16xf32>
    %82 = stablehlo.add %79, %81 : tensor<8x32x4x16xf32>
    %83 = stablehlo.dot_general %30, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %c_13 = stablehlo.constant dense<2> : tensor<i32>
    %84 = stablehlo.convert %c_13 : (tensor<i32>) -> tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %86 = stablehlo.power %83, %85 : tensor<8x32x2x16xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_15 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8x32x2x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %92 = stablehlo.add %90, %91 : tensor<8x32x2x1xf32>
    %93 = stablehlo.rsqrt %92 : tensor<8x32x2x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %95 = stablehlo.multiply %83, %94 : tensor<8x32x2x16xf32>
    %96 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %98 = stablehlo.multiply %95, %97 : tensor<8x32x2x16xf32>
    %99 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<8xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %103 = stablehlo.add %102, %101 : tensor<8xf32>
    %cst_19 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %105 = stablehlo.divide %103, %104 : tensor<8xf32>
    %106 = stablehlo.negate %105 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.power %107, %106 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.divide %108, %109 : tensor<8xf32>
    %111 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %113 = stablehlo.add %111, %112 : tensor<32xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %115 = stablehlo.dot_general %114, %110, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %118 = stablehlo.concatenate %116, %117, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %119 = stablehlo.reshape %118 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %121 = stablehlo.cosine %120 : tensor<1x32x1x16xf32>
    %122 = stablehlo.sine %120 : tensor<1x32x1x16xf32>
    %123 = stablehlo.slice %98 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %124 = stablehlo.slice %98 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %125 = stablehlo.negate %124 : tensor<8x32x2x8xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %127 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %128 = stablehlo.concatenate %126, %127, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %129 = stablehlo.reshape %128 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %130 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %131 = stablehlo.multiply %98, %130 : tensor<8x32x2x16xf32>
    %132 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %133 = stablehlo.multiply %129, %132 : tensor<8x32x2x16xf32>
    %134 = stablehlo.add %131, %133 : tensor<8x32x2x16xf32>
    %135 = stablehlo.dot_general %30, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %137 = stablehlo.reshape %136 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %138 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %139 = stablehlo.reshape %138 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %140 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %141 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %142 = stablehlo.compare NE, %140, %141, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %143 = stablehlo.convert %142 : tensor<8x1x32x32xi1>
    %144 = stablehlo.reshape %82 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %146 = stablehlo.dot_general %144, %137, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_24 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %148 = stablehlo.multiply %146, %147 : tensor<8x4x32x1x32xf32>
    %c_25 = stablehlo.constant dense<true> : tensor<i1>
    %149 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %150 = stablehlo.broadcast_in_dim %149, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %151 = stablehlo.transpose %145, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %153 = stablehlo.and %150, %152 : tensor<1x8x4x32x32xi1>
    %cst_26 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %154 = call @_where_0(%153, %148, %cst_26) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_27) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %157 = stablehlo.maximum %156, %155 : tensor<1x8x4x32xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %160 = stablehlo.subtract %154, %159 : tensor<1x8x4x32x32xf32>
    %161 = stablehlo.exponential %160 : tensor<1x8x4x32x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.reduce(%161 init: %cst_29) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %165 = stablehlo.divide %161, %164 : tensor<1x8x4x32x32xf32>
    %166 = stablehlo.dot_general %139, %165, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %167 = stablehlo.transpose %166, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %168 = stablehlo.transpose %167, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %169 = stablehlo.reshape %168 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %170 = stablehlo.dot_general %169, %arg6, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %171 = stablehlo.add %170, %0 : tensor<8x32x64xf32>
    %c_30 = stablehlo.constant dense<2> : tensor<i32>
    %172 = stablehlo.convert %c_30 : (tensor<i32>) -> tensor<f32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %174 = stablehlo.power %171, %173 : tensor<8x32x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_32 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<8x32x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %180 = stablehlo.add %178, %179 : tensor<8x32x1xf32>
    %181 = stablehlo.rsqrt %180 : tensor<8x32x1xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %183 = stablehlo.multiply %171, %182 : tensor<8x32x64xf32>
    %184 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %186 = stablehlo.multiply %183, %185 : tensor<8x32x64xf32>
    %187 = stablehlo.reshape %186 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %188 = stablehlo.dot_general %187, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_34) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %191 = stablehlo.maximum %190, %189 : tensor<256xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %194 = stablehlo.subtract %188, %193 : tensor<256x4xf32>
    %195 = stablehlo.exponential %194 : tensor<256x4xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.reduce(%195 init: %cst_36) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %199 = stablehlo.divide %195, %198 : tensor<256x4xf32>
    %values, %indices = chlo.top_k(%199, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %200 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %201 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %203 = stablehlo.multiply %200, %202 : tensor<256x2x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.reduce(%203 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %205 = stablehlo.transpose %204, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %206 = stablehlo.dot_general %arg9, %187, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %207 = stablehlo.transpose %206, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %208 = stablehlo.slice %207 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %209 = stablehlo.slice %207 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %210 = call @silu(%208) : (tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %211 = stablehlo.multiply %209, %210 : tensor<4x256x64xf32>
    %212 = stablehlo.dot_general %211, %arg10, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %213 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %215 = stablehlo.multiply %212, %214 : tensor<4x256x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_38) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %217 = stablehlo.reshape %216 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.add %217, %171 : tensor<8x32x64xf32>
    %219 = stablehlo.broadcast_in_dim %arg24, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %220 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %222 = stablehlo.add %220, %221 : tensor<32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %224 = stablehlo.iota dim = 0 : tensor<32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %226 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %227 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %228 = stablehlo.compare GE, %226, %227, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %229 = stablehlo.broadcast_in_dim %228, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %231 = stablehlo.convert %230 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %232 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %233 = stablehlo.minimum %232, %231 : tensor<8x32x32xi32>
    %c_40 = stablehlo.constant dense<2> : tensor<i32>
    %234 = stablehlo.convert %c_40 : (tensor<i32>) -> tensor<f32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %236 = stablehlo.power %218, %235 : tensor<8x32x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %237 = stablehlo.reduce(%236 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_42 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %240 = stablehlo.divide %238, %239 : tensor<8x32x1xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %242 = stablehlo.add %240, %241 : tensor<8x32x1xf32>
    %243 = stablehlo.rsqrt %242 : tensor<8x32x1xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.multiply %218, %244 : tensor<8x32x64xf32>
    %246 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %248 = stablehlo.multiply %245, %247 : tensor<8x32x64xf32>
    %249 = stablehlo.dot_general %248, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %c_44 = stablehlo.constant dense<2> : tensor<i32>
    %250 = stablehlo.convert %c_44 : (tensor<i32>) -> tensor<f32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %252 = stablehlo.power %249, %251 : tensor<8x32x4x16xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.reduce(%252 init: %cst_45) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %256 = stablehlo.divide %254, %255 : tensor<8x32x4x1xf32>
    %cst_47 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %258 = stablehlo.add %256, %257 : tensor<8x32x4x1xf32>
    %259 = stablehlo.rsqrt %258 : tensor<8x32x4x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %261 = stablehlo.multiply %249, %260 : tensor<8x32x4x16xf32>
    %262 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %264 = stablehlo.multiply %261, %263 : tensor<8x32x4x16xf32>
    %265 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %267 = stablehlo.multiply %266, %265 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %269 = stablehlo.add %268, %267 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %271 = stablehlo.divide %269, %270 : tensor<8xf32>
    %272 = stablehlo.negate %271 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %274 = stablehlo.power %273, %272 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %276 = stablehlo.divide %274, %275 : tensor<8xf32>
    %277 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %279 = stablehlo.add %277, %278 : tensor<32xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %281 = stablehlo.dot_general %280, %276, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %284 = stablehlo.concatenate %282, %283, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %285 = stablehlo.reshape %284 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %287 = stablehlo.cosine %286 : tensor<1x32x1x16xf32>
    %288 = stablehlo.sine %286 : tensor<1x32x1x16xf32>
    %289 = stablehlo.slice %264 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %290 = stablehlo.slice %264 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %291 = stablehlo.negate %290 : tensor<8x32x4x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %293 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %294 = stablehlo.concatenate %292, %293, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %295 = stablehlo.reshape %294 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %296 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %297 = stablehlo.multiply %264, %296 : tensor<8x32x4x16xf32>
    %298 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %299 = stablehlo.multiply %295, %298 : tensor<8x32x4x16xf32>
    %300 = stablehlo.add %297, %299 : tensor<8x32x4x16xf32>
    %301 = stablehlo.dot_general %248, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %302 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [] : (tensor<f32>) -> tensor<8x32x2x16xf32>
    %304 = stablehlo.power %301, %303 : tensor<8x32x2x16xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_55) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %308 = stablehlo.divide %306, %307 : tensor<8x32x2x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %310 = stablehlo.add %308, %309 : tensor<8x32x2x1xf32>
    %311 = stablehlo.rsqrt %310 : tensor<8x32x2x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %313 = stablehlo.multiply %301, %312 : tensor<8x32x2x16xf32>
    %314 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %316 = stablehlo.multiply %313, %315 : tensor<8x32x2x16xf32>
    %317 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_58 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %319 = stablehlo.multiply %318, %317 : tensor<8xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %321 = stablehlo.add %320, %319 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %323 = stablehlo.divide %321, %322 : tensor<8xf32>
    %324 = stablehlo.negate %323 : tensor<8xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %326 = stablehlo.power %325, %324 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %328 = stablehlo.divide %326, %327 : tensor<8xf32>
    %329 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %331 = stablehlo.add %329, %330 : tensor<32xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %333 = stablehlo.dot_general %332, %328, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %335 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %336 = stablehlo.concatenate %334, %335, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %337 = stablehlo.reshape %336 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %339 = stablehlo.cosine %338 : tensor<1x32x1x16xf32>
    %340 = stablehlo.sine %338 : tensor<1x32x1x16xf32>
    %341 = stablehlo.slice %316 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %342 = stablehlo.slice %316 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %343 = stablehlo.negate %342 : tensor<8x32x2x8xf32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %345 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %346 = stablehlo.concatenate %344, %345, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %348 = stablehlo.broadcast_in_dim %339, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %349 = stablehlo.multiply %316, %348 : tensor<8x32x2x16xf32>
    %350 = stablehlo.broadcast_in_dim %340, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %351 = stablehlo.multiply %347, %350 : tensor<8x32x2x16xf32>
    %352 = stablehlo.add %349, %351 : tensor<8x32x2x16xf32>
    %353 = stablehlo.dot_general %248, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %354 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %355 = stablehlo.reshape %354 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %356 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %357 = stablehlo.reshape %356 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %358 = stablehlo.broadcast_in_dim %233, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %359 = stablehlo.broadcast_in_dim %c_64, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %360 = stablehlo.compare NE, %358, %359, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %361 = stablehlo.convert %360 : tensor<8x1x32x32xi1>
    %362 = stablehlo.reshape %300 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %363 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %364 = stablehlo.dot_general %362, %355, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_65 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<8x4x32x1x32xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %367 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %368 = stablehlo.broadcast_in_dim %367, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %369 = stablehlo.transpose %363, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %370 = stablehlo.broadcast_in_dim %369, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %371 = stablehlo.and %368, %370 : tensor<1x8x4x32x32xi1>
    %cst_67 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %372 = call @_where_0(%371, %366, %cst_67) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_68) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %375 = stablehlo.maximum %374, %373 : tensor<1x8x4x32xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %378 = stablehlo.subtract %372, %377 : tensor<1x8x4x32x32xf32>
    %379 = stablehlo.exponential %378 : tensor<1x8x4x32x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %380 = stablehlo.reduce(%379 init: %cst_70) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %382 = stablehlo.broadcast_in_dim %381, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %383 = stablehlo.divide %379, %382 : tensor<1x8x4x32x32xf32>
    %384 = stablehlo.dot_general %357, %383, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %385 = stablehlo.transpose %384, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %386 = stablehlo.transpose %385, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %387 = stablehlo.reshape %386 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %388 = stablehlo.dot_general %387, %arg17, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %389 = stablehlo.add %388, %218 : tensor<8x32x64xf32>
    %c_71 = stablehlo.constant dense<2> : tensor<i32>
    %390 = stablehlo.convert %c_71 : (tensor<i32>) -> tensor<f32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %392 = stablehlo.power %389, %391 : tensor<8x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %394 = stablehlo.broadcast_in_dim %393, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %396 = stablehlo.divide %394, %395 : tensor<8x32x1xf32>
    %cst_74 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %398 = stablehlo.add %396, %397 : tensor<8x32x1xf32>
    %399 = stablehlo.rsqrt %398 : tensor<8x32x1xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %401 = stablehlo.multiply %389, %400 : tensor<8x32x64xf32>
    %402 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %404 = stablehlo.multiply %401, %403 : tensor<8x32x64xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %406 = stablehlo.dot_general %405, %arg19, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %cst_75 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %407 = stablehlo.reduce(%406 init: %cst_75) applies stablehlo.maximum across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %409 = stablehlo.maximum %408, %407 : tensor<256xf32>
    %410 = stablehlo.broadcast_in_dim %409, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %412 = stablehlo.subtract %406, %411 : tensor<256x4xf32>
    %413 = stablehlo.exponential %412 : tensor<256x4xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_77) applies stablehlo.add across dimensions = [1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<256xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x4xf32>
    %417 = stablehlo.divide %413, %416 : tensor<256x4xf32>
    %values_78, %indices_79 = chlo.top_k(%417, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %418 = call @_one_hot(%indices_79) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %419 = stablehlo.broadcast_in_dim %values_78, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %420 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %421 = stablehlo.multiply %418, %420 : tensor<256x2x4xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %423 = stablehlo.transpose %422, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %424 = stablehlo.dot_general %arg20, %405, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<256x64xf32>) -> tensor<4x128x256xf32>
    %425 = stablehlo.transpose %424, dims = [0, 2, 1] : (tensor<4x128x256xf32>) -> tensor<4x256x128xf32>
    %426 = stablehlo.slice %425 [0:4, 0:256, 0:64] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %427 = stablehlo.slice %425 [0:4, 0:256, 64:128] : (tensor<4x256x128xf32>) -> tensor<4x256x64xf32>
    %428 = call @silu(%426) : (tensor<4x256x64xf32>) -> tensor<4x256x64xf32>
    %429 = stablehlo.multiply %427, %428 : tensor<4x256x64xf32>
    %430 = stablehlo.dot_general %429, %arg21, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x64xf32>, tensor<4x64x64xf32>) -> tensor<4x256x64xf32>
    %431 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %432 = stablehlo.broadcast_in_dim %431, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %433 = stablehlo.multiply %430, %432 : tensor<4x256x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_81) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %435 = stablehlo.reshape %434 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %436 = stablehlo.add %435, %389 : tensor<8x32x64xf32>
    %c_82 = stablehlo.constant dense<2> : tensor<i32>
    %437 = stablehlo.convert %c_82 : (tensor<i32>) -> tensor<f32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %439 = stablehlo.power %436, %438 : tensor<8x32x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_84 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %443 = stablehlo.divide %441, %442 : tensor<8x32x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %445 = stablehlo.add %443, %444 : tensor<8x32x1xf32>
    %446 = stablehlo.rsqrt %445 : tensor<8x32x1xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %448 = stablehlo.multiply %436, %447 : tensor<8x32x64xf32>
    %449 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %451 = stablehlo.multiply %448, %450 : tensor<8x32x64xf32>
    return %451 : tensor<8x32x64xf32>
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
}
