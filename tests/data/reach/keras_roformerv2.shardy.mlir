module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<2x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg20: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg20) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = call @_take_0(%arg1, %arg19) : (tensor<2x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %2 = stablehlo.add %0, %1 : tensor<8x32x64xf32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %3 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.power %2, %4 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %11 = stablehlo.add %9, %10 : tensor<8x32x1xf32>
    %12 = stablehlo.rsqrt %11 : tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.multiply %2, %13 : tensor<8x32x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x32x64xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %19 = stablehlo.compare NE, %arg20, %18, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %20 = stablehlo.dot_general %17, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %21 = stablehlo.dot_general %17, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %22 = stablehlo.dot_general %17, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %23 = stablehlo.reshape %20 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %24 = stablehlo.reshape %21 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %25 = stablehlo.reshape %22 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %26 = stablehlo.iota dim = 0 : tensor<32xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %28 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %30 = stablehlo.multiply %29, %28 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %34 = stablehlo.power %33, %32 : tensor<8xf32>
    %35 = stablehlo.dot_general %27, %34, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %36 = stablehlo.sine %35 : tensor<1x32x8xf32>
    %37 = stablehlo.cosine %35 : tensor<1x32x8xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x32x8xf32>) -> tensor<1x32x8x1xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x32x8xf32>) -> tensor<1x32x8x1xf32>
    %40 = stablehlo.concatenate %38, %39, dim = 3 : (tensor<1x32x8x1xf32>, tensor<1x32x8x1xf32>) -> tensor<1x32x8x2xf32>
    %41 = stablehlo.reshape %40 : (tensor<1x32x8x2xf32>) -> tensor<1x32x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %43 = stablehlo.slice %42 [0:1, 0:32, 0:1, 1:16:2] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8x2xf32>
    %45 = stablehlo.reshape %44 : (tensor<1x32x1x8x2xf32>) -> tensor<1x32x1x16xf32>
    %46 = stablehlo.slice %42 [0:1, 0:32, 0:1, 0:16:2] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8x2xf32>
    %48 = stablehlo.reshape %47 : (tensor<1x32x1x8x2xf32>) -> tensor<1x32x1x16xf32>
    %49 = stablehlo.slice %23 [0:8, 0:32, 0:4, 1:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %50 = stablehlo.negate %49 : tensor<8x32x4x8xf32>
    %51 = stablehlo.slice %23 [0:8, 0:32, 0:4, 0:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %54 = stablehlo.concatenate %52, %53, dim = 4 : (tensor<8x32x4x8x1xf32>, tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8x2xf32>
    %55 = stablehlo.reshape %54 : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x16xf32>
    %56 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %57 = stablehlo.multiply %23, %56 : tensor<8x32x4x16xf32>
    %58 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %59 = stablehlo.multiply %55, %58 : tensor<8x32x4x16xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x32x4x16xf32>
    %61 = stablehlo.slice %24 [0:8, 0:32, 0:4, 1:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %62 = stablehlo.negate %61 : tensor<8x32x4x8xf32>
    %63 = stablehlo.slice %24 [0:8, 0:32, 0:4, 0:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 4 : (tensor<8x32x4x8x1xf32>, tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8x2xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x16xf32>
    %68 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %69 = stablehlo.multiply %24, %68 : tensor<8x32x4x16xf32>
    %70 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<8x32x4x16xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x32x4x16xf32>
    %73 = stablehlo.reshape %19 : (tensor<8x32xi1>) -> tensor<8x1x32x1xi1>
    %74 = stablehlo.reshape %60 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 3, 4] : (tensor<8x1x32x1xi1>) -> tensor<8x1x1x32x1xi1>
    %76 = stablehlo.dot_general %74, %72, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_6 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %78 = stablehlo.multiply %76, %77 : tensor<8x4x32x1x32xf32>
    %c_7 = stablehlo.constant dense<true> : tensor<i1>
    %79 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %80 = stablehlo.broadcast_in_dim %79, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %81 = stablehlo.transpose %75, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x1xi1>) -> tensor<1x8x1x32x1xi1>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x1xi1>) -> tensor<1x8x4x32x32xi1>
    %83 = stablehlo.and %80, %82 : tensor<1x8x4x32x32xi1>
    %cst_8 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %84 = call @_where_1(%83, %78, %cst_8) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_9 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = stablehlo.reduce(%84 init: %cst_9) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<1x8x4x32xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %90 = stablehlo.subtract %84, %89 : tensor<1x8x4x32x32xf32>
    %91 = stablehlo.exponential %90 : tensor<1x8x4x32x32xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_11) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %94 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %95 = stablehlo.divide %91, %94 : tensor<1x8x4x32x32xf32>
    %96 = stablehlo.dot_general %25, %95, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %97 = stablehlo.transpose %96, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %98 = stablehlo.transpose %97, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %99 = stablehlo.reshape %98 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %100 = stablehlo.reshape %99 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.dot_general %100, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %102 = stablehlo.add %17, %101 : tensor<8x32x64xf32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %103 = stablehlo.convert %c_12 : (tensor<i32>) -> tensor<f32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %105 = stablehlo.power %102, %104 : tensor<8x32x64xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.reduce(%105 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_14 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %109 = stablehlo.divide %107, %108 : tensor<8x32x1xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %111 = stablehlo.add %109, %110 : tensor<8x32x1xf32>
    %112 = stablehlo.rsqrt %111 : tensor<8x32x1xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %114 = stablehlo.multiply %102, %113 : tensor<8x32x64xf32>
    %115 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %117 = stablehlo.multiply %114, %116 : tensor<8x32x64xf32>
    %118 = stablehlo.dot_general %117, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %119 = call @relu(%118) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %120 = stablehlo.dot_general %119, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %121 = stablehlo.add %117, %120 : tensor<8x32x64xf32>
    %c_16 = stablehlo.constant dense<2> : tensor<i32>
    %122 = stablehlo.convert %c_16 : (tensor<i32>) -> tensor<f32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %124 = stablehlo.power %121, %123 : tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8x32x1xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %130 = stablehlo.add %128, %129 : tensor<8x32x1xf32>
    %131 = stablehlo.rsqrt %130 : tensor<8x32x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %133 = stablehlo.multiply %121, %132 : tensor<8x32x64xf32>
    %134 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %136 = stablehlo.multiply %133, %135 : tensor<8x32x64xf32>
    %137 = stablehlo.dot_general %136, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %138 = stablehlo.dot_general %136, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %139 = stablehlo.dot_general %136, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %140 = stablehlo.reshape %137 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %141 = stablehlo.reshape %138 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %142 = stablehlo.reshape %139 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %143 = stablehlo.iota dim = 0 : tensor<32xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %145 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<-2.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %151 = stablehlo.power %150, %149 : tensor<8xf32>
    %152 = stablehlo.dot_general %144, %151, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %153 = stablehlo.sine %152 : tensor<1x32x8xf32>
    %154 = stablehlo.cosine %152 : tensor<1x32x8xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<1x32x8xf32>) -> tensor<1x32x8x1xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<1x32x8xf32>) -> tensor<1x32x8x1xf32>
    %157 = stablehlo.concatenate %155, %156, dim = 3 : (tensor<1x32x8x1xf32>, tensor<1x32x8x1xf32>) -> tensor<1x32x8x2xf32>
    %158 = stablehlo.reshape %157 : (tensor<1x32x8x2xf32>) -> tensor<1x32x16xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %160 = stablehlo.slice %159 [0:1, 0:32, 0:1, 1:16:2] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8x2xf32>
    %162 = stablehlo.reshape %161 : (tensor<1x32x1x8x2xf32>) -> tensor<1x32x1x16xf32>
    %163 = stablehlo.slice %159 [0:1, 0:32, 0:1, 0:16:2] : (tensor<1x32x1x16xf32>) -> tensor<1x32x1x8xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x32x1x8xf32>) -> tensor<1x32x1x8x2xf32>
    %165 = stablehlo.reshape %164 : (tensor<1x32x1x8x2xf32>) -> tensor<1x32x1x16xf32>
    %166 = stablehlo.slice %140 [0:8, 0:32, 0:4, 1:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %167 = stablehlo.negate %166 : tensor<8x32x4x8xf32>
    %168 = stablehlo.slice %140 [0:8, 0:32, 0:4, 0:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %171 = stablehlo.concatenate %169, %170, dim = 4 : (tensor<8x32x4x8x1xf32>, tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8x2xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x16xf32>
    %173 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %174 = stablehlo.multiply %140, %173 : tensor<8x32x4x16xf32>
    %175 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %176 = stablehlo.multiply %172, %175 : tensor<8x32x4x16xf32>
    %177 = stablehlo.add %174, %176 : tensor<8x32x4x16xf32>
    %178 = stablehlo.slice %141 [0:8, 0:32, 0:4, 1:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %179 = stablehlo.negate %178 : tensor<8x32x4x8xf32>
    %180 = stablehlo.slice %141 [0:8, 0:32, 0:4, 0:16:2] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %182 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2, 3] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x8x1xf32>
    %183 = stablehlo.concatenate %181, %182, dim = 4 : (tensor<8x32x4x8x1xf32>, tensor<8x32x4x8x1xf32>) -> tensor<8x32x4x8x2xf32>
    %184 = stablehlo.reshape %183 : (tensor<8x32x4x8x2xf32>) -> tensor<8x32x4x16xf32>
    %185 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %186 = stablehlo.multiply %141, %185 : tensor<8x32x4x16xf32>
    %187 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %188 = stablehlo.multiply %184, %187 : tensor<8x32x4x16xf32>
    %189 = stablehlo.add %186, %188 : tensor<8x32x4x16xf32>
    %190 = stablehlo.reshape %19 : (tensor<8x32xi1>) -> tensor<8x1x32x1xi1>
    %191 = stablehlo.reshape %177 : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %192 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 3, 4] : (tensor<8x1x32x1xi1>) -> tensor<8x1x1x32x1xi1>
    %193 = stablehlo.dot_general %191, %189, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x1x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x1x32xf32>
    %cst_23 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x4x32x1x32xf32>
    %195 = stablehlo.multiply %193, %194 : tensor<8x4x32x1x32xf32>
    %c_24 = stablehlo.constant dense<true> : tensor<i1>
    %196 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i1>) -> tensor<8x4x32x32xi1>
    %197 = stablehlo.broadcast_in_dim %196, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xi1>) -> tensor<1x8x4x32x32xi1>
    %198 = stablehlo.transpose %192, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x32x1xi1>) -> tensor<1x8x1x32x1xi1>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x32x1xi1>) -> tensor<1x8x4x32x32xi1>
    %200 = stablehlo.and %197, %199 : tensor<1x8x4x32x32xi1>
    %cst_25 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %201 = call @_where_1(%200, %195, %cst_25) : (tensor<1x8x4x32x32xi1>, tensor<8x4x32x1x32xf32>, tensor<f32>) -> tensor<1x8x4x32x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<1x8x4x32xf32>
    %204 = stablehlo.maximum %203, %202 : tensor<1x8x4x32xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %207 = stablehlo.subtract %201, %206 : tensor<1x8x4x32x32xf32>
    %208 = stablehlo.exponential %207 : tensor<1x8x4x32x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<1x8x4x32x32xf32>, tensor<f32>) -> tensor<1x8x4x32xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2, 3] : (tensor<1x8x4x32xf32>) -> tensor<1x8x4x32x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3, 4] : (tensor<1x8x4x32x1xf32>) -> tensor<1x8x4x32x32xf32>
    %212 = stablehlo.divide %208, %211 : tensor<1x8x4x32x32xf32>
    %213 = stablehlo.dot_general %142, %212, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<1x8x4x32x32xf32>) -> tensor<8x4x16x1x32xf32>
    %214 = stablehlo.transpose %213, dims = [3, 0, 4, 1, 2] : (tensor<8x4x16x1x32xf32>) -> tensor<1x8x32x4x16xf32>
    %215 = stablehlo.transpose %214, dims = [1, 2, 3, 0, 4] : (tensor<1x8x32x4x16xf32>) -> tensor<8x32x4x1x16xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x32x4x1x16xf32>) -> tensor<8x32x4x16xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %218 = stablehlo.dot_general %217, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %219 = stablehlo.add %136, %218 : tensor<8x32x64xf32>
    %c_29 = stablehlo.constant dense<2> : tensor<i32>
    %220 = stablehlo.convert %c_29 : (tensor<i32>) -> tensor<f32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %222 = stablehlo.power %219, %221 : tensor<8x32x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.reduce(%222 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_31 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<8x32x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %228 = stablehlo.add %226, %227 : tensor<8x32x1xf32>
    %229 = stablehlo.rsqrt %228 : tensor<8x32x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %231 = stablehlo.multiply %219, %230 : tensor<8x32x64xf32>
    %232 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %234 = stablehlo.multiply %231, %233 : tensor<8x32x64xf32>
    %235 = stablehlo.dot_general %234, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %236 = call @relu(%235) : (tensor<8x32x128xf32>) -> tensor<8x32x128xf32>
    %237 = stablehlo.dot_general %236, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.add %234, %237 : tensor<8x32x64xf32>
    %c_33 = stablehlo.constant dense<2> : tensor<i32>
    %239 = stablehlo.convert %c_33 : (tensor<i32>) -> tensor<f32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %241 = stablehlo.power %238, %240 : tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%241 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %245 = stablehlo.divide %243, %244 : tensor<8x32x1xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-07> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %247 = stablehlo.add %245, %246 : tensor<8x32x1xf32>
    %248 = stablehlo.rsqrt %247 : tensor<8x32x1xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %250 = stablehlo.multiply %238, %249 : tensor<8x32x64xf32>
    %251 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %253 = stablehlo.multiply %250, %252 : tensor<8x32x64xf32>
    return %253 : tensor<8x32x64xf32>
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
  func.func private @_take_0(%arg0: tensor<2x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<2> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<2x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<1x8x4x32x32xi1>, %arg1: tensor<8x4x32x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x4x32x32xf32>) -> tensor<1x8x4x32x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x4x32x1x32xf32>) -> tensor<1x8x4x32x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x4x32x32xi1>, tensor<1x8x4x32x32xf32>
    return %3 : tensor<1x8x4x32x32xf32>
  }
  func.func private @relu(%arg0: tensor<8x32x128xf32>) -> tensor<8x32x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x32x128xf32>
    return %1 : tensor<8x32x128xf32>
  }
}
