module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg2: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg6: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg10: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg11: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg16: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg18: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg22: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg23: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg27: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg27) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg26, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %31 = stablehlo.dot_general %30, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %34 = stablehlo.add %31, %33 : tensor<8x32x4x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.add %38, %37 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8xf32>
    %42 = stablehlo.negate %41 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %44 = stablehlo.power %43, %42 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8xf32>
    %47 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %49 = stablehlo.add %47, %48 : tensor<32xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %51 = stablehlo.dot_general %50, %46, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %54 = stablehlo.concatenate %52, %53, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %57 = stablehlo.cosine %56 : tensor<1x32x1x16xf32>
    %58 = stablehlo.sine %56 : tensor<1x32x1x16xf32>
    %59 = stablehlo.slice %34 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %60 = stablehlo.slice %34 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %61 = stablehlo.negate %60 : tensor<8x32x4x8xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %63 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %64 = stablehlo.concatenate %62, %63, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %65 = stablehlo.reshape %64 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %66 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %67 = stablehlo.multiply %34, %66 : tensor<8x32x4x16xf32>
    %68 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %69 = stablehlo.multiply %65, %68 : tensor<8x32x4x16xf32>
    %70 = stablehlo.add %67, %69 : tensor<8x32x4x16xf32>
    %71 = stablehlo.dot_general %30, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %72 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %74 = stablehlo.add %71, %73 : tensor<8x32x2x16xf32>
    %75 = stablehlo.dot_general %30, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %76 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %78 = stablehlo.add %75, %77 : tensor<8x32x2x16xf32>
    %79 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %83 = stablehlo.add %82, %81 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8xf32>
    %86 = stablehlo.negate %85 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.power %87, %86 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8xf32>
    %91 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
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
    %103 = stablehlo.slice %74 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %104 = stablehlo.slice %74 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %105 = stablehlo.negate %104 : tensor<8x32x2x8xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %107 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %108 = stablehlo.concatenate %106, %107, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %110 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %111 = stablehlo.multiply %74, %110 : tensor<8x32x2x16xf32>
    %112 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %113 = stablehlo.multiply %109, %112 : tensor<8x32x2x16xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x32x2x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %117 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %118 = stablehlo.reshape %117 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %119 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %120 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %121 = stablehlo.compare NE, %119, %120, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %122 = stablehlo.convert %121 : tensor<8x1x32x32xi1>
    %123 = stablehlo.reshape %70 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %125 = stablehlo.dot_general %123, %116, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_16 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %127 = stablehlo.multiply %125, %126 : tensor<8x4x32x1x32xf32>
    %c_17 = stablehlo.constant dense<true> : tensor<i1>
    %128 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %129 = stablehlo.broadcast_in_dim %128, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %130 = stablehlo.transpose %124, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %132 = stablehlo.and %129, %131 : tensor<1x8x4x32x32xi1>
    %cst_18 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %133 = call @_where_0(%132, %127, %cst_18) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %134 = stablehlo.reduce(%133 init: %cst_19) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %136 = stablehlo.maximum %135, %134 : tensor<1x8x4x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %139 = stablehlo.subtract %133, %138 : tensor<1x8x4x32x32xf32>
    %140 = stablehlo.exponential %139 : tensor<1x8x4x32x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_21) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %144 = stablehlo.divide %140, %143 : tensor<1x8x4x32x32xf32>
    %145 = stablehlo.dot_general %118, %144, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %146 = stablehlo.transpose %145, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %147 = stablehlo.transpose %146, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %149 = stablehlo.dot_general %148, %arg7, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %150 = stablehlo.add %149, %0 : tensor<8x32x64xf32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %151 = stablehlo.convert %c_22 : (tensor<i32>) -> tensor<f32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %153 = stablehlo.power %150, %152 : tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%153 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %157 = stablehlo.divide %155, %156 : tensor<8x32x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %159 = stablehlo.add %157, %158 : tensor<8x32x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<8x32x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.multiply %150, %161 : tensor<8x32x64xf32>
    %163 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %165 = stablehlo.multiply %162, %164 : tensor<8x32x64xf32>
    %166 = stablehlo.dot_general %165, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %167 = call @silu(%166) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %168 = stablehlo.dot_general %165, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<8x32x128xf32>
    %170 = stablehlo.dot_general %169, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %171 = stablehlo.add %170, %150 : tensor<8x32x64xf32>
    %172 = stablehlo.broadcast_in_dim %arg26, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %173 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %175 = stablehlo.add %173, %174 : tensor<32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %177 = stablehlo.iota dim = 0 : tensor<32xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %179 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %180 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %181 = stablehlo.compare GE, %179, %180, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %184 = stablehlo.convert %183 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %185 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %186 = stablehlo.minimum %185, %184 : tensor<8x32x32xi32>
    %c_27 = stablehlo.constant dense<2> : tensor<i32>
    %187 = stablehlo.convert %c_27 : (tensor<i32>) -> tensor<f32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %189 = stablehlo.power %171, %188 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %193 = stablehlo.divide %191, %192 : tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %195 = stablehlo.add %193, %194 : tensor<8x32x1xf32>
    %196 = stablehlo.rsqrt %195 : tensor<8x32x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %198 = stablehlo.multiply %171, %197 : tensor<8x32x64xf32>
    %199 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %201 = stablehlo.multiply %198, %200 : tensor<8x32x64xf32>
    %202 = stablehlo.dot_general %201, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %203 = stablehlo.broadcast_in_dim %arg14, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %205 = stablehlo.add %202, %204 : tensor<8x32x4x16xf32>
    %206 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<8xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %210 = stablehlo.add %209, %208 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %212 = stablehlo.divide %210, %211 : tensor<8xf32>
    %213 = stablehlo.negate %212 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %215 = stablehlo.power %214, %213 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %217 = stablehlo.divide %215, %216 : tensor<8xf32>
    %218 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %220 = stablehlo.add %218, %219 : tensor<32xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %222 = stablehlo.dot_general %221, %217, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %225 = stablehlo.concatenate %223, %224, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %228 = stablehlo.cosine %227 : tensor<1x32x1x16xf32>
    %229 = stablehlo.sine %227 : tensor<1x32x1x16xf32>
    %230 = stablehlo.slice %205 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %231 = stablehlo.slice %205 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %232 = stablehlo.negate %231 : tensor<8x32x4x8xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %234 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %235 = stablehlo.concatenate %233, %234, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %236 = stablehlo.reshape %235 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %237 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %238 = stablehlo.multiply %205, %237 : tensor<8x32x4x16xf32>
    %239 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %240 = stablehlo.multiply %236, %239 : tensor<8x32x4x16xf32>
    %241 = stablehlo.add %238, %240 : tensor<8x32x4x16xf32>
    %242 = stablehlo.dot_general %201, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %243 = stablehlo.broadcast_in_dim %arg16, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %245 = stablehlo.add %242, %244 : tensor<8x32x2x16xf32>
    %246 = stablehlo.dot_general %201, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %247 = stablehlo.broadcast_in_dim %arg18, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %249 = stablehlo.add %246, %248 : tensor<8x32x2x16xf32>
    %250 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %254 = stablehlo.add %253, %252 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %256 = stablehlo.divide %254, %255 : tensor<8xf32>
    %257 = stablehlo.negate %256 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %259 = stablehlo.power %258, %257 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %261 = stablehlo.divide %259, %260 : tensor<8xf32>
    %262 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %264 = stablehlo.add %262, %263 : tensor<32xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %266 = stablehlo.dot_general %265, %261, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %269 = stablehlo.concatenate %267, %268, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %270 = stablehlo.reshape %269 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %272 = stablehlo.cosine %271 : tensor<1x32x1x16xf32>
    %273 = stablehlo.sine %271 : tensor<1x32x1x16xf32>
    %274 = stablehlo.slice %245 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %275 = stablehlo.slice %245 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %276 = stablehlo.negate %275 : tensor<8x32x2x8xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %279 = stablehlo.concatenate %277, %278, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %280 = stablehlo.reshape %279 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %281 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %282 = stablehlo.multiply %245, %281 : tensor<8x32x2x16xf32>
    %283 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<8x32x2x16xf32>
    %285 = stablehlo.add %282, %284 : tensor<8x32x2x16xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %288 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %290 = stablehlo.broadcast_in_dim %186, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %291 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %292 = stablehlo.compare NE, %290, %291, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %293 = stablehlo.convert %292 : tensor<8x1x32x32xi1>
    %294 = stablehlo.reshape %241 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %295 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %296 = stablehlo.dot_general %294, %287, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_44 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<8x4x32x1x32xf32>
    %c_45 = stablehlo.constant dense<true> : tensor<i1>
    %299 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %300 = stablehlo.broadcast_in_dim %299, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %301 = stablehlo.transpose %295, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %303 = stablehlo.and %300, %302 : tensor<1x8x4x32x32xi1>
    %cst_46 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %304 = call @_where_0(%303, %298, %cst_46) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_47 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %305 = stablehlo.reduce(%304 init: %cst_47) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_48 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %307 = stablehlo.maximum %306, %305 : tensor<1x8x4x32xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %310 = stablehlo.subtract %304, %309 : tensor<1x8x4x32x32xf32>
    %311 = stablehlo.exponential %310 : tensor<1x8x4x32x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.reduce(%311 init: %cst_49) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %315 = stablehlo.divide %311, %314 : tensor<1x8x4x32x32xf32>
    %316 = stablehlo.dot_general %289, %315, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %317 = stablehlo.transpose %316, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %318 = stablehlo.transpose %317, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %320 = stablehlo.dot_general %319, %arg19, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %321 = stablehlo.add %320, %171 : tensor<8x32x64xf32>
    %c_50 = stablehlo.constant dense<2> : tensor<i32>
    %322 = stablehlo.convert %c_50 : (tensor<i32>) -> tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %324 = stablehlo.power %321, %323 : tensor<8x32x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %328 = stablehlo.divide %326, %327 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %330 = stablehlo.add %328, %329 : tensor<8x32x1xf32>
    %331 = stablehlo.rsqrt %330 : tensor<8x32x1xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %333 = stablehlo.multiply %321, %332 : tensor<8x32x64xf32>
    %334 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %336 = stablehlo.multiply %333, %335 : tensor<8x32x64xf32>
    %337 = stablehlo.dot_general %336, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %338 = call @silu(%337) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %339 = stablehlo.dot_general %336, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<8x32x128xf32>
    %341 = stablehlo.dot_general %340, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %342 = stablehlo.add %341, %321 : tensor<8x32x64xf32>
    %c_54 = stablehlo.constant dense<2> : tensor<i32>
    %343 = stablehlo.convert %c_54 : (tensor<i32>) -> tensor<f32>
    %344 = stablehlo.broadcast_in_dim %343, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %345 = stablehlo.power %342, %344 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%345 init: %cst_55) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %347 = stablehlo.broadcast_in_dim %346, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %349 = stablehlo.divide %347, %348 : tensor<8x32x1xf32>
    %cst_57 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %351 = stablehlo.add %349, %350 : tensor<8x32x1xf32>
    %352 = stablehlo.rsqrt %351 : tensor<8x32x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %354 = stablehlo.multiply %342, %353 : tensor<8x32x64xf32>
    %355 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %357 = stablehlo.multiply %354, %356 : tensor<8x32x64xf32>
    return %357 : tensor<8x32x64xf32>
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
}
