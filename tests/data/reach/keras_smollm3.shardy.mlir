module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg11: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg14: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg22: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg22) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
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
    %16 = chlo.square %0 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x32x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x32x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %25 = stablehlo.multiply %0, %24 : tensor<8x32x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x32x64xf32>
    %29 = stablehlo.dot_general %28, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %31 = stablehlo.dot_general %28, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %32 = stablehlo.reshape %31 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %33 = stablehlo.dot_general %28, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %34 = stablehlo.reshape %33 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %35 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %37 = stablehlo.add %35, %36 : tensor<32xf32>
    %38 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<8xf32>) -> tensor<1x8xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x8xf32>) -> tensor<1x8x1xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x8x1xf32>) -> tensor<8x8x1xf32>
    %41 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x1x32xf32>
    %44 = stablehlo.dot_general %40, %43, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x1xf32>, tensor<8x1x32xf32>) -> tensor<8x8x32xf32>
    %45 = stablehlo.transpose %44, dims = [0, 2, 1] : (tensor<8x8x32xf32>) -> tensor<8x32x8xf32>
    %46 = stablehlo.concatenate %45, %45, dim = 2 : (tensor<8x32x8xf32>, tensor<8x32x8xf32>) -> tensor<8x32x16xf32>
    %47 = stablehlo.cosine %46 : tensor<8x32x16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %49 = stablehlo.multiply %47, %48 : tensor<8x32x16xf32>
    %50 = stablehlo.sine %46 : tensor<8x32x16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %52 = stablehlo.multiply %50, %51 : tensor<8x32x16xf32>
    %53 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %56 = stablehlo.multiply %30, %55 : tensor<8x32x4x16xf32>
    %57 = stablehlo.slice %30 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %58 = stablehlo.slice %30 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %59 = stablehlo.negate %58 : tensor<8x32x4x8xf32>
    %60 = stablehlo.concatenate %59, %57, dim = 3 : (tensor<8x32x4x8xf32>, tensor<8x32x4x8xf32>) -> tensor<8x32x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %62 = stablehlo.multiply %60, %61 : tensor<8x32x4x16xf32>
    %63 = stablehlo.add %56, %62 : tensor<8x32x4x16xf32>
    %64 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %65 = stablehlo.multiply %32, %64 : tensor<8x32x2x16xf32>
    %66 = stablehlo.slice %32 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %67 = stablehlo.slice %32 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %68 = stablehlo.negate %67 : tensor<8x32x2x8xf32>
    %69 = stablehlo.concatenate %68, %66, dim = 3 : (tensor<8x32x2x8xf32>, tensor<8x32x2x8xf32>) -> tensor<8x32x2x16xf32>
    %70 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %71 = stablehlo.multiply %69, %70 : tensor<8x32x2x16xf32>
    %72 = stablehlo.add %65, %71 : tensor<8x32x2x16xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %74 = stablehlo.reshape %73 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %75 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %79 = stablehlo.compare NE, %77, %78, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %80 = stablehlo.convert %79 : tensor<8x1x32x32xi1>
    %81 = stablehlo.reshape %63 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %83 = stablehlo.dot_general %81, %74, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %85 = stablehlo.multiply %83, %84 : tensor<8x4x32x1x32xf32>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %86 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %88 = stablehlo.transpose %82, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %90 = stablehlo.and %87, %89 : tensor<1x8x4x32x32xi1>
    %cst_8 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %91 = call @_where_0(%90, %85, %cst_8) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %94 = stablehlo.maximum %93, %92 : tensor<1x8x4x32xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %97 = stablehlo.subtract %91, %96 : tensor<1x8x4x32x32xf32>
    %98 = stablehlo.exponential %97 : tensor<1x8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %102 = stablehlo.divide %98, %101 : tensor<1x8x4x32x32xf32>
    %103 = stablehlo.dot_general %76, %102, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %104 = stablehlo.transpose %103, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %105 = stablehlo.transpose %104, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %107 = stablehlo.dot_general %106, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %108 = stablehlo.add %0, %107 : tensor<8x32x64xf32>
    %109 = chlo.square %108 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.reduce(%109 init: %cst_12) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_13 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %113 = stablehlo.divide %111, %112 : tensor<8x32x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %115 = stablehlo.add %113, %114 : tensor<8x32x1xf32>
    %116 = stablehlo.rsqrt %115 : tensor<8x32x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %118 = stablehlo.multiply %108, %117 : tensor<8x32x64xf32>
    %119 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %121 = stablehlo.multiply %118, %120 : tensor<8x32x64xf32>
    %122 = stablehlo.dot_general %121, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %123 = call @silu(%122) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %124 = stablehlo.dot_general %121, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<8x32x128xf32>
    %126 = stablehlo.dot_general %125, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %127 = stablehlo.add %108, %126 : tensor<8x32x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg21, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %129 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %131 = stablehlo.add %129, %130 : tensor<32xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %133 = stablehlo.iota dim = 0 : tensor<32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %135 = stablehlo.broadcast_in_dim %132, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %136 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %137 = stablehlo.compare GE, %135, %136, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %138 = stablehlo.broadcast_in_dim %137, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %140 = stablehlo.convert %139 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %141 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %142 = stablehlo.minimum %141, %140 : tensor<8x32x32xi32>
    %143 = chlo.square %127 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%143 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %147 = stablehlo.divide %145, %146 : tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %149 = stablehlo.add %147, %148 : tensor<8x32x1xf32>
    %150 = stablehlo.rsqrt %149 : tensor<8x32x1xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %152 = stablehlo.multiply %127, %151 : tensor<8x32x64xf32>
    %153 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %155 = stablehlo.multiply %152, %154 : tensor<8x32x64xf32>
    %156 = stablehlo.dot_general %155, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %157 = stablehlo.reshape %156 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %158 = stablehlo.dot_general %155, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %159 = stablehlo.reshape %158 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %160 = stablehlo.dot_general %155, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x32xf32>) -> tensor<8x32x32xf32>
    %161 = stablehlo.reshape %160 : (tensor<8x32x32xf32>) -> tensor<8x32x2x16xf32>
    %162 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %163 = stablehlo.reshape %162 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %164 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %165 = stablehlo.reshape %164 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %166 = stablehlo.broadcast_in_dim %142, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %168 = stablehlo.compare NE, %166, %167, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %169 = stablehlo.convert %168 : tensor<8x1x32x32xi1>
    %170 = stablehlo.reshape %157 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 3, 4] : (tensor<8x1x32x32xi1>) -> tensor<8x1x1x32x32xi1>
    %172 = stablehlo.dot_general %170, %163, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_20 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %174 = stablehlo.multiply %172, %173 : tensor<8x4x32x1x32xf32>
    %c_21 = stablehlo.constant dense<true> : tensor<i1>
    %175 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %176 = stablehlo.broadcast_in_dim %175, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %177 = stablehlo.transpose %171, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<1x8x1x32x32xi1>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %179 = stablehlo.and %176, %178 : tensor<1x8x4x32x32xi1>
    %cst_22 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %180 = call @_where_0(%179, %174, %cst_22) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_23 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_23) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %183 = stablehlo.maximum %182, %181 : tensor<1x8x4x32xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<1x8x4x32x32xf32>
    %187 = stablehlo.exponential %186 : tensor<1x8x4x32x32xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_25) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %191 = stablehlo.divide %187, %190 : tensor<1x8x4x32x32xf32>
    %192 = stablehlo.dot_general %165, %191, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %193 = stablehlo.transpose %192, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %194 = stablehlo.transpose %193, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %195 = stablehlo.reshape %194 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %196 = stablehlo.dot_general %195, %arg13, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %197 = stablehlo.add %127, %196 : tensor<8x32x64xf32>
    %198 = chlo.square %197 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_27 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %202 = stablehlo.divide %200, %201 : tensor<8x32x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %204 = stablehlo.add %202, %203 : tensor<8x32x1xf32>
    %205 = stablehlo.rsqrt %204 : tensor<8x32x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %207 = stablehlo.multiply %197, %206 : tensor<8x32x64xf32>
    %208 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %210 = stablehlo.multiply %207, %209 : tensor<8x32x64xf32>
    %211 = stablehlo.dot_general %210, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %212 = call @silu(%211) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %213 = stablehlo.dot_general %210, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<8x32x128xf32>
    %215 = stablehlo.dot_general %214, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %216 = stablehlo.add %197, %215 : tensor<8x32x64xf32>
    %217 = chlo.square %216 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.reduce(%217 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %221 = stablehlo.divide %219, %220 : tensor<8x32x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %223 = stablehlo.add %221, %222 : tensor<8x32x1xf32>
    %224 = stablehlo.rsqrt %223 : tensor<8x32x1xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %226 = stablehlo.multiply %216, %225 : tensor<8x32x64xf32>
    %227 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %229 = stablehlo.multiply %226, %228 : tensor<8x32x64xf32>
    return %229 : tensor<8x32x64xf32>
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
