module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg17: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg18: tensor<2x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg29: tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg30: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg31: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg32: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %0 = call @_take(%arg0, %arg32) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.convert %cst : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %3 = stablehlo.multiply %0, %2 : tensor<8x32x64xf32>
    %4 = chlo.square %3 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.power %10, %11 : tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.multiply %3, %13 : tensor<8x32x64xf32>
    %15 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %17 = stablehlo.multiply %14, %16 : tensor<8x32x64xf32>
    %18 = stablehlo.broadcast_in_dim %arg30, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %19 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %21 = stablehlo.add %19, %20 : tensor<32xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %23 = stablehlo.iota dim = 0 : tensor<32xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %25 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %27 = stablehlo.compare GE, %25, %26, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %28 = stablehlo.broadcast_in_dim %27, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %30 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %31 = call @triu(%30) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %32 = call @tril(%30) : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %33 = stablehlo.and %31, %32 : tensor<32x32xi1>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.dynamic_slice %33, %c_5, %c_6, sizes = [32, 32] : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi1>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %37 = stablehlo.and %29, %36 : tensor<8x32x32xi1>
    %38 = stablehlo.convert %37 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %39 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %40 = stablehlo.minimum %39, %38 : tensor<8x32x32xi32>
    %41 = stablehlo.dot_general %17, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %42 = chlo.square %41 : tensor<8x32x4x16xf32> -> tensor<8x32x4x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_8 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x32x4x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %48 = stablehlo.add %46, %47 : tensor<8x32x4x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %50 = stablehlo.power %48, %49 : tensor<8x32x4x1xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %52 = stablehlo.multiply %41, %51 : tensor<8x32x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %55 = stablehlo.multiply %52, %54 : tensor<8x32x4x16xf32>
    %56 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %58 = stablehlo.multiply %57, %56 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %60 = stablehlo.add %59, %58 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %62 = stablehlo.divide %60, %61 : tensor<8xf32>
    %63 = stablehlo.negate %62 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %65 = stablehlo.power %64, %63 : tensor<8xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8xf32>
    %68 = stablehlo.convert %arg31 : (tensor<8x32xi32>) -> tensor<8x32xf32>
    %69 = stablehlo.dot_general %68, %67, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8xf32>) -> tensor<8x32x8xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %72 = stablehlo.concatenate %70, %71, dim = 2 : (tensor<8x32x1x8xf32>, tensor<8x32x1x8xf32>) -> tensor<8x32x2x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x32x2x8xf32>) -> tensor<8x32x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %75 = stablehlo.cosine %74 : tensor<8x32x1x16xf32>
    %76 = stablehlo.sine %74 : tensor<8x32x1x16xf32>
    %77 = stablehlo.slice %55 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %78 = stablehlo.slice %55 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %79 = stablehlo.negate %78 : tensor<8x32x4x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %81 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %82 = stablehlo.concatenate %80, %81, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %83 = stablehlo.reshape %82 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %84 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %85 = stablehlo.multiply %55, %84 : tensor<8x32x4x16xf32>
    %86 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %87 = stablehlo.multiply %83, %86 : tensor<8x32x4x16xf32>
    %88 = stablehlo.add %85, %87 : tensor<8x32x4x16xf32>
    %89 = stablehlo.dot_general %17, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %90 = chlo.square %89 : tensor<8x32x2x16xf32> -> tensor<8x32x2x16xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_17 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<8x32x2x1xf32>
    %cst_18 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %96 = stablehlo.add %94, %95 : tensor<8x32x2x1xf32>
    %cst_19 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %98 = stablehlo.power %96, %97 : tensor<8x32x2x1xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %100 = stablehlo.multiply %89, %99 : tensor<8x32x2x16xf32>
    %101 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %103 = stablehlo.multiply %100, %102 : tensor<8x32x2x16xf32>
    %104 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %108 = stablehlo.add %107, %106 : tensor<8xf32>
    %cst_22 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %110 = stablehlo.divide %108, %109 : tensor<8xf32>
    %111 = stablehlo.negate %110 : tensor<8xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %113 = stablehlo.power %112, %111 : tensor<8xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %115 = stablehlo.divide %113, %114 : tensor<8xf32>
    %116 = stablehlo.convert %arg31 : (tensor<8x32xi32>) -> tensor<8x32xf32>
    %117 = stablehlo.dot_general %116, %115, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8xf32>) -> tensor<8x32x8xf32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %120 = stablehlo.concatenate %118, %119, dim = 2 : (tensor<8x32x1x8xf32>, tensor<8x32x1x8xf32>) -> tensor<8x32x2x8xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x32x2x8xf32>) -> tensor<8x32x16xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %123 = stablehlo.cosine %122 : tensor<8x32x1x16xf32>
    %124 = stablehlo.sine %122 : tensor<8x32x1x16xf32>
    %125 = stablehlo.slice %103 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %126 = stablehlo.slice %103 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %127 = stablehlo.negate %126 : tensor<8x32x2x8xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %130 = stablehlo.concatenate %128, %129, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %132 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %133 = stablehlo.multiply %103, %132 : tensor<8x32x2x16xf32>
    %134 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<8x32x2x16xf32>
    %136 = stablehlo.add %133, %135 : tensor<8x32x2x16xf32>
    %137 = stablehlo.dot_general %17, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %138 = chlo.square %137 : tensor<8x32x2x16xf32> -> tensor<8x32x2x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %142 = stablehlo.divide %140, %141 : tensor<8x32x2x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %144 = stablehlo.add %142, %143 : tensor<8x32x2x1xf32>
    %cst_28 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %146 = stablehlo.power %144, %145 : tensor<8x32x2x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %148 = stablehlo.multiply %137, %147 : tensor<8x32x2x16xf32>
    %149 = stablehlo.reshape %88 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %150 = stablehlo.transpose %149, dims = [0, 2, 3, 1, 4] : (tensor<8x32x2x2x16xf32>) -> tensor<8x2x2x32x16xf32>
    %151 = stablehlo.transpose %136, dims = [0, 2, 3, 1] : (tensor<8x32x2x16xf32>) -> tensor<8x2x16x32xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 3, 4] : (tensor<8x2x16x32xf32>) -> tensor<8x2x1x16x32xf32>
    %153 = stablehlo.reshape %152 : (tensor<8x2x1x16x32xf32>) -> tensor<8x2x16x32xf32>
    %154 = stablehlo.dot_general %150, %153, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x2x32x16xf32>, tensor<8x2x16x32xf32>) -> tensor<8x2x2x32x32xf32>
    %155 = stablehlo.broadcast_in_dim %40, dims = [0, 3, 4] : (tensor<8x32x32xi32>) -> tensor<8x1x1x32x32xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x1x1x32x32xi32>
    %157 = stablehlo.compare GT, %155, %156, SIGNED : (tensor<8x1x1x32x32xi32>, tensor<8x1x1x32x32xi32>) -> tensor<8x1x1x32x32xi1>
    %cst_30 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %158 = call @_where_0(%157, %154, %cst_30) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %161 = stablehlo.maximum %160, %159 : tensor<8x2x2x32xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %164 = stablehlo.subtract %158, %163 : tensor<8x2x2x32x32xf32>
    %165 = stablehlo.exponential %164 : tensor<8x2x2x32x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %169 = stablehlo.divide %165, %168 : tensor<8x2x2x32x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = call @_where_0(%157, %169, %cst_34) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %171 = stablehlo.transpose %148, dims = [0, 2, 1, 3] : (tensor<8x32x2x16xf32>) -> tensor<8x2x32x16xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 3, 4] : (tensor<8x2x32x16xf32>) -> tensor<8x2x1x32x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x2x1x32x16xf32>) -> tensor<8x2x32x16xf32>
    %174 = stablehlo.dot_general %170, %173, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x2x32x32xf32>, tensor<8x2x32x16xf32>) -> tensor<8x2x2x32x16xf32>
    %175 = stablehlo.transpose %174, dims = [0, 3, 1, 2, 4] : (tensor<8x2x2x32x16xf32>) -> tensor<8x32x2x2x16xf32>
    %176 = stablehlo.reshape %175 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %177 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %178 = stablehlo.compare EQ, %40, %177, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_36 = stablehlo.constant dense<true> : tensor<i1>
    %179 = stablehlo.reduce(%178 init: %c_36) applies stablehlo.and across dimensions = [2] : (tensor<8x32x32xi1>, tensor<i1>) -> tensor<8x32xi1>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x1xi1>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x1x1xi1>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %183 = call @_where_1(%181, %182, %176) : (tensor<8x32x1x1xi1>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %184 = stablehlo.dot_general %183, %arg8, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %185 = chlo.square %184 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%185 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_39 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %189 = stablehlo.divide %187, %188 : tensor<8x32x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %191 = stablehlo.add %189, %190 : tensor<8x32x1xf32>
    %cst_41 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %193 = stablehlo.power %191, %192 : tensor<8x32x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %195 = stablehlo.multiply %184, %194 : tensor<8x32x64xf32>
    %196 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<8x32x64xf32>
    %199 = stablehlo.add %3, %198 : tensor<8x32x64xf32>
    %200 = chlo.square %199 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%200 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_43 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %204 = stablehlo.divide %202, %203 : tensor<8x32x1xf32>
    %cst_44 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %206 = stablehlo.add %204, %205 : tensor<8x32x1xf32>
    %cst_45 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %208 = stablehlo.power %206, %207 : tensor<8x32x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %210 = stablehlo.multiply %199, %209 : tensor<8x32x64xf32>
    %211 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %213 = stablehlo.multiply %210, %212 : tensor<8x32x64xf32>
    %214 = stablehlo.dot_general %213, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %215 = stablehlo.dot_general %213, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %216 = stablehlo.multiply %214, %214 : tensor<8x32x128xf32>
    %217 = stablehlo.multiply %216, %214 : tensor<8x32x128xf32>
    %cst_46 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %219 = stablehlo.multiply %218, %217 : tensor<8x32x128xf32>
    %220 = stablehlo.add %214, %219 : tensor<8x32x128xf32>
    %cst_47 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %222 = stablehlo.multiply %221, %220 : tensor<8x32x128xf32>
    %223 = stablehlo.tanh %222 : tensor<8x32x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %225 = stablehlo.add %224, %223 : tensor<8x32x128xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<8x32x128xf32>
    %228 = stablehlo.multiply %214, %227 : tensor<8x32x128xf32>
    %229 = stablehlo.multiply %228, %215 : tensor<8x32x128xf32>
    %230 = stablehlo.dot_general %229, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %231 = chlo.square %230 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %235 = stablehlo.divide %233, %234 : tensor<8x32x1xf32>
    %cst_52 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %237 = stablehlo.add %235, %236 : tensor<8x32x1xf32>
    %cst_53 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %239 = stablehlo.power %237, %238 : tensor<8x32x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %241 = stablehlo.multiply %230, %240 : tensor<8x32x64xf32>
    %242 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %244 = stablehlo.multiply %241, %243 : tensor<8x32x64xf32>
    %245 = stablehlo.add %199, %244 : tensor<8x32x64xf32>
    %246 = stablehlo.broadcast_in_dim %arg28, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %247 = stablehlo.multiply %245, %246 : tensor<8x32x64xf32>
    %248 = chlo.square %247 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%248 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<8x32x1xf32>
    %cst_56 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %254 = stablehlo.add %252, %253 : tensor<8x32x1xf32>
    %cst_57 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %256 = stablehlo.power %254, %255 : tensor<8x32x1xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %258 = stablehlo.multiply %247, %257 : tensor<8x32x64xf32>
    %259 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %261 = stablehlo.multiply %258, %260 : tensor<8x32x64xf32>
    %262 = stablehlo.broadcast_in_dim %arg30, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %263 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %265 = stablehlo.add %263, %264 : tensor<32xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %267 = stablehlo.iota dim = 0 : tensor<32xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %269 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %270 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %271 = stablehlo.compare GE, %269, %270, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %272 = stablehlo.broadcast_in_dim %271, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %274 = stablehlo.convert %273 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %275 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %276 = stablehlo.minimum %275, %274 : tensor<8x32x32xi32>
    %277 = stablehlo.dot_general %261, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<4x64x16xf32>) -> tensor<8x32x4x16xf32>
    %278 = chlo.square %277 : tensor<8x32x4x16xf32> -> tensor<8x32x4x16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_59) applies stablehlo.add across dimensions = [3] : (tensor<8x32x4x16xf32>, tensor<f32>) -> tensor<8x32x4xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1, 2] : (tensor<8x32x4xf32>) -> tensor<8x32x4x1xf32>
    %cst_60 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %282 = stablehlo.divide %280, %281 : tensor<8x32x4x1xf32>
    %cst_61 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %284 = stablehlo.add %282, %283 : tensor<8x32x4x1xf32>
    %cst_62 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x4x1xf32>
    %286 = stablehlo.power %284, %285 : tensor<8x32x4x1xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<8x32x4x1xf32>) -> tensor<8x32x4x16xf32>
    %288 = stablehlo.multiply %277, %287 : tensor<8x32x4x16xf32>
    %289 = stablehlo.broadcast_in_dim %arg20, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x4x16xf32>
    %291 = stablehlo.multiply %288, %290 : tensor<8x32x4x16xf32>
    %292 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %294 = stablehlo.multiply %293, %292 : tensor<8xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %296 = stablehlo.add %295, %294 : tensor<8xf32>
    %cst_65 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %298 = stablehlo.divide %296, %297 : tensor<8xf32>
    %299 = stablehlo.negate %298 : tensor<8xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %301 = stablehlo.power %300, %299 : tensor<8xf32>
    %cst_67 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %303 = stablehlo.divide %301, %302 : tensor<8xf32>
    %304 = stablehlo.convert %arg31 : (tensor<8x32xi32>) -> tensor<8x32xf32>
    %305 = stablehlo.dot_general %304, %303, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8xf32>) -> tensor<8x32x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %308 = stablehlo.concatenate %306, %307, dim = 2 : (tensor<8x32x1x8xf32>, tensor<8x32x1x8xf32>) -> tensor<8x32x2x8xf32>
    %309 = stablehlo.reshape %308 : (tensor<8x32x2x8xf32>) -> tensor<8x32x16xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %311 = stablehlo.cosine %310 : tensor<8x32x1x16xf32>
    %312 = stablehlo.sine %310 : tensor<8x32x1x16xf32>
    %313 = stablehlo.slice %291 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %314 = stablehlo.slice %291 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %315 = stablehlo.negate %314 : tensor<8x32x4x8xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %317 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %318 = stablehlo.concatenate %316, %317, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %320 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %321 = stablehlo.multiply %291, %320 : tensor<8x32x4x16xf32>
    %322 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %323 = stablehlo.multiply %319, %322 : tensor<8x32x4x16xf32>
    %324 = stablehlo.add %321, %323 : tensor<8x32x4x16xf32>
    %325 = stablehlo.dot_general %261, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %326 = chlo.square %325 : tensor<8x32x2x16xf32> -> tensor<8x32x2x16xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_68) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_69 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %330 = stablehlo.divide %328, %329 : tensor<8x32x2x1xf32>
    %cst_70 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %332 = stablehlo.add %330, %331 : tensor<8x32x2x1xf32>
    %cst_71 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %334 = stablehlo.power %332, %333 : tensor<8x32x2x1xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %336 = stablehlo.multiply %325, %335 : tensor<8x32x2x16xf32>
    %337 = stablehlo.broadcast_in_dim %arg19, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x32x2x16xf32>
    %339 = stablehlo.multiply %336, %338 : tensor<8x32x2x16xf32>
    %340 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<8xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %344 = stablehlo.add %343, %342 : tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %346 = stablehlo.divide %344, %345 : tensor<8xf32>
    %347 = stablehlo.negate %346 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %349 = stablehlo.power %348, %347 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %351 = stablehlo.divide %349, %350 : tensor<8xf32>
    %352 = stablehlo.convert %arg31 : (tensor<8x32xi32>) -> tensor<8x32xf32>
    %353 = stablehlo.dot_general %352, %351, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<8xf32>) -> tensor<8x32x8xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %355 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 3] : (tensor<8x32x8xf32>) -> tensor<8x32x1x8xf32>
    %356 = stablehlo.concatenate %354, %355, dim = 2 : (tensor<8x32x1x8xf32>, tensor<8x32x1x8xf32>) -> tensor<8x32x2x8xf32>
    %357 = stablehlo.reshape %356 : (tensor<8x32x2x8xf32>) -> tensor<8x32x16xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 3] : (tensor<8x32x16xf32>) -> tensor<8x32x1x16xf32>
    %359 = stablehlo.cosine %358 : tensor<8x32x1x16xf32>
    %360 = stablehlo.sine %358 : tensor<8x32x1x16xf32>
    %361 = stablehlo.slice %339 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %362 = stablehlo.slice %339 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %363 = stablehlo.negate %362 : tensor<8x32x2x8xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %365 = stablehlo.broadcast_in_dim %361, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %366 = stablehlo.concatenate %364, %365, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %367 = stablehlo.reshape %366 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %368 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %369 = stablehlo.multiply %339, %368 : tensor<8x32x2x16xf32>
    %370 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<8x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %371 = stablehlo.multiply %367, %370 : tensor<8x32x2x16xf32>
    %372 = stablehlo.add %369, %371 : tensor<8x32x2x16xf32>
    %373 = stablehlo.dot_general %261, %arg18, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<2x64x16xf32>) -> tensor<8x32x2x16xf32>
    %374 = chlo.square %373 : tensor<8x32x2x16xf32> -> tensor<8x32x2x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.reduce(%374 init: %cst_77) applies stablehlo.add across dimensions = [3] : (tensor<8x32x2x16xf32>, tensor<f32>) -> tensor<8x32x2xf32>
    %376 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<8x32x2xf32>) -> tensor<8x32x2x1xf32>
    %cst_78 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %378 = stablehlo.divide %376, %377 : tensor<8x32x2x1xf32>
    %cst_79 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %380 = stablehlo.add %378, %379 : tensor<8x32x2x1xf32>
    %cst_80 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x32x2x1xf32>
    %382 = stablehlo.power %380, %381 : tensor<8x32x2x1xf32>
    %383 = stablehlo.broadcast_in_dim %382, dims = [0, 1, 2, 3] : (tensor<8x32x2x1xf32>) -> tensor<8x32x2x16xf32>
    %384 = stablehlo.multiply %373, %383 : tensor<8x32x2x16xf32>
    %385 = stablehlo.reshape %324 : (tensor<8x32x4x16xf32>) -> tensor<8x32x2x2x16xf32>
    %386 = stablehlo.transpose %385, dims = [0, 2, 3, 1, 4] : (tensor<8x32x2x2x16xf32>) -> tensor<8x2x2x32x16xf32>
    %387 = stablehlo.transpose %372, dims = [0, 2, 3, 1] : (tensor<8x32x2x16xf32>) -> tensor<8x2x16x32xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 3, 4] : (tensor<8x2x16x32xf32>) -> tensor<8x2x1x16x32xf32>
    %389 = stablehlo.reshape %388 : (tensor<8x2x1x16x32xf32>) -> tensor<8x2x16x32xf32>
    %390 = stablehlo.dot_general %386, %389, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x2x32x16xf32>, tensor<8x2x16x32xf32>) -> tensor<8x2x2x32x32xf32>
    %391 = stablehlo.broadcast_in_dim %276, dims = [0, 3, 4] : (tensor<8x32x32xi32>) -> tensor<8x1x1x32x32xi32>
    %c_81 = stablehlo.constant dense<0> : tensor<i32>
    %392 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<8x1x1x32x32xi32>
    %393 = stablehlo.compare GT, %391, %392, SIGNED : (tensor<8x1x1x32x32xi32>, tensor<8x1x1x32x32xi32>) -> tensor<8x1x1x32x32xi1>
    %cst_82 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %394 = call @_where_0(%393, %390, %cst_82) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_83) applies stablehlo.maximum across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %396 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x2x2x32xf32>
    %397 = stablehlo.maximum %396, %395 : tensor<8x2x2x32xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %400 = stablehlo.subtract %394, %399 : tensor<8x2x2x32x32xf32>
    %401 = stablehlo.exponential %400 : tensor<8x2x2x32x32xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %402 = stablehlo.reduce(%401 init: %cst_85) applies stablehlo.add across dimensions = [4] : (tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<8x2x2x32xf32>) -> tensor<8x2x2x32x1xf32>
    %404 = stablehlo.broadcast_in_dim %403, dims = [0, 1, 2, 3, 4] : (tensor<8x2x2x32x1xf32>) -> tensor<8x2x2x32x32xf32>
    %405 = stablehlo.divide %401, %404 : tensor<8x2x2x32x32xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %406 = call @_where_0(%393, %405, %cst_86) : (tensor<8x1x1x32x32xi1>, tensor<8x2x2x32x32xf32>, tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %407 = stablehlo.transpose %384, dims = [0, 2, 1, 3] : (tensor<8x32x2x16xf32>) -> tensor<8x2x32x16xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 3, 4] : (tensor<8x2x32x16xf32>) -> tensor<8x2x1x32x16xf32>
    %409 = stablehlo.reshape %408 : (tensor<8x2x1x32x16xf32>) -> tensor<8x2x32x16xf32>
    %410 = stablehlo.dot_general %406, %409, batching_dims = [0, 1] x [0, 1], contracting_dims = [4] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x2x2x32x32xf32>, tensor<8x2x32x16xf32>) -> tensor<8x2x2x32x16xf32>
    %411 = stablehlo.transpose %410, dims = [0, 3, 1, 2, 4] : (tensor<8x2x2x32x16xf32>) -> tensor<8x32x2x2x16xf32>
    %412 = stablehlo.reshape %411 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %413 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %414 = stablehlo.compare EQ, %276, %413, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %c_88 = stablehlo.constant dense<true> : tensor<i1>
    %415 = stablehlo.reduce(%414 init: %c_88) applies stablehlo.and across dimensions = [2] : (tensor<8x32x32xi1>, tensor<i1>) -> tensor<8x32xi1>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x1xi1>
    %417 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2] : (tensor<8x32x1xi1>) -> tensor<8x32x1x1xi1>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %419 = call @_where_1(%417, %418, %412) : (tensor<8x32x1x1xi1>, tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %420 = stablehlo.dot_general %419, %arg21, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %421 = chlo.square %420 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %425 = stablehlo.divide %423, %424 : tensor<8x32x1xf32>
    %cst_92 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %427 = stablehlo.add %425, %426 : tensor<8x32x1xf32>
    %cst_93 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %429 = stablehlo.power %427, %428 : tensor<8x32x1xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %431 = stablehlo.multiply %420, %430 : tensor<8x32x64xf32>
    %432 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %434 = stablehlo.multiply %431, %433 : tensor<8x32x64xf32>
    %435 = stablehlo.add %247, %434 : tensor<8x32x64xf32>
    %436 = chlo.square %435 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%436 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_95 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %440 = stablehlo.divide %438, %439 : tensor<8x32x1xf32>
    %cst_96 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %442 = stablehlo.add %440, %441 : tensor<8x32x1xf32>
    %cst_97 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %444 = stablehlo.power %442, %443 : tensor<8x32x1xf32>
    %445 = stablehlo.broadcast_in_dim %444, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %446 = stablehlo.multiply %435, %445 : tensor<8x32x64xf32>
    %447 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %449 = stablehlo.multiply %446, %448 : tensor<8x32x64xf32>
    %450 = stablehlo.dot_general %449, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %451 = stablehlo.dot_general %449, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %452 = stablehlo.multiply %450, %450 : tensor<8x32x128xf32>
    %453 = stablehlo.multiply %452, %450 : tensor<8x32x128xf32>
    %cst_98 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %455 = stablehlo.multiply %454, %453 : tensor<8x32x128xf32>
    %456 = stablehlo.add %450, %455 : tensor<8x32x128xf32>
    %cst_99 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %458 = stablehlo.multiply %457, %456 : tensor<8x32x128xf32>
    %459 = stablehlo.tanh %458 : tensor<8x32x128xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %461 = stablehlo.add %460, %459 : tensor<8x32x128xf32>
    %cst_101 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<8x32x128xf32>
    %464 = stablehlo.multiply %450, %463 : tensor<8x32x128xf32>
    %465 = stablehlo.multiply %464, %451 : tensor<8x32x128xf32>
    %466 = stablehlo.dot_general %465, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %467 = chlo.square %466 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%467 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %469 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %471 = stablehlo.divide %469, %470 : tensor<8x32x1xf32>
    %cst_104 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %473 = stablehlo.add %471, %472 : tensor<8x32x1xf32>
    %cst_105 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %475 = stablehlo.power %473, %474 : tensor<8x32x1xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %477 = stablehlo.multiply %466, %476 : tensor<8x32x64xf32>
    %478 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %479 = stablehlo.broadcast_in_dim %478, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %480 = stablehlo.multiply %477, %479 : tensor<8x32x64xf32>
    %481 = stablehlo.add %435, %480 : tensor<8x32x64xf32>
    %482 = stablehlo.broadcast_in_dim %arg29, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %483 = stablehlo.multiply %481, %482 : tensor<8x32x64xf32>
    %484 = chlo.square %483 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.reduce(%484 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_107 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %488 = stablehlo.divide %486, %487 : tensor<8x32x1xf32>
    %cst_108 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %490 = stablehlo.add %488, %489 : tensor<8x32x1xf32>
    %cst_109 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %492 = stablehlo.power %490, %491 : tensor<8x32x1xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %494 = stablehlo.multiply %483, %493 : tensor<8x32x64xf32>
    %495 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %496 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %497 = stablehlo.multiply %494, %496 : tensor<8x32x64xf32>
    return %497 : tensor<8x32x64xf32>
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
  func.func private @triu(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %c = stablehlo.constant dense<-16> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x32xi32>
    %3 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %6 = stablehlo.select %4, %5, %arg0 : tensor<32x32xi1>, tensor<32x32xi1>
    return %6 : tensor<32x32xi1>
  }
  func.func private @tril(%arg0: tensor<32x32xi1>) -> tensor<32x32xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<32x32xi32>
    %c = stablehlo.constant dense<15> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.add %0, %1 : tensor<32x32xi32>
    %3 = stablehlo.iota dim = 1 : tensor<32x32xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<32x32xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<32x32xi1>, tensor<32x32xi1>
    return %6 : tensor<32x32xi1>
  }
  func.func private @_where_0(%arg0: tensor<8x1x1x32x32xi1>, %arg1: tensor<8x2x2x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x2x2x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x32x32xi1>) -> tensor<8x2x2x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x2x2x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x2x2x32x32xi1>, tensor<8x2x2x32x32xf32>
    return %3 : tensor<8x2x2x32x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x32x1x1xi1>, %arg1: tensor<8x32x4x16xf32>, %arg2: tensor<8x32x4x16xf32>) -> tensor<8x32x4x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x32x1x1xi1>) -> tensor<8x32x4x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x32x4x16xi1>, tensor<8x32x4x16xf32>
    return %1 : tensor<8x32x4x16xf32>
  }
}
