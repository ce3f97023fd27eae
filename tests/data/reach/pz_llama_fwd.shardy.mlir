module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg3: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg4: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg12: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg13: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg14: tensor<4x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg19: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg21: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x64x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = call @_jitted_nmapped_getitem(%arg0, %arg21) : (tensor<512x128xf32>, tensor<8x64xi32>) -> tensor<128x8x64xf32>
    %2 = chlo.square %1 : tensor<128x8x64xf32> -> tensor<128x8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst_8) applies stablehlo.add across dimensions = [0] : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x64xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x64xf32>
    %9 = stablehlo.transpose %1, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %12 = stablehlo.multiply %9, %11 : tensor<8x64x128xf32>
    %13 = stablehlo.dot_general %12, %arg1, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %14 = stablehlo.transpose %13, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %15 = stablehlo.dot_general %14, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %16 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %18 = stablehlo.multiply %17, %16 : tensor<16xi32>
    %19 = stablehlo.convert %18 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %21 = stablehlo.divide %19, %20 : tensor<16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %23 = stablehlo.power %22, %21 : tensor<16xf32>
    %24 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64x16xf32>
    %30 = stablehlo.sine %29 : tensor<64x16xf32>
    %31 = stablehlo.cosine %29 : tensor<64x16xf32>
    %32 = stablehlo.slice %15 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %33 = stablehlo.slice %15 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<8x64x4x16xf32>
    %38 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %41 = stablehlo.multiply %33, %40 : tensor<8x64x4x16xf32>
    %42 = stablehlo.subtract %37, %41 : tensor<8x64x4x16xf32>
    %43 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %46 = stablehlo.multiply %33, %45 : tensor<8x64x4x16xf32>
    %47 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %50 = stablehlo.multiply %32, %49 : tensor<8x64x4x16xf32>
    %51 = stablehlo.add %46, %50 : tensor<8x64x4x16xf32>
    %52 = stablehlo.concatenate %42, %51, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %53 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<8x64x4x32xf32>
    %55 = stablehlo.dot_general %14, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %56 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_12 = stablehlo.constant dense<2> : tensor<i32>
    %57 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %58 = stablehlo.multiply %57, %56 : tensor<16xi32>
    %59 = stablehlo.convert %58 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_13 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %61 = stablehlo.divide %59, %60 : tensor<16xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %63 = stablehlo.power %62, %61 : tensor<16xf32>
    %64 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %66 = stablehlo.broadcast_in_dim %64, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %68 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %69 = stablehlo.divide %67, %68 : tensor<64x16xf32>
    %70 = stablehlo.sine %69 : tensor<64x16xf32>
    %71 = stablehlo.cosine %69 : tensor<64x16xf32>
    %72 = stablehlo.slice %55 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %73 = stablehlo.slice %55 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %71, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %77 = stablehlo.multiply %72, %76 : tensor<8x64x4x16xf32>
    %78 = stablehlo.broadcast_in_dim %70, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %81 = stablehlo.multiply %73, %80 : tensor<8x64x4x16xf32>
    %82 = stablehlo.subtract %77, %81 : tensor<8x64x4x16xf32>
    %83 = stablehlo.broadcast_in_dim %71, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %86 = stablehlo.multiply %73, %85 : tensor<8x64x4x16xf32>
    %87 = stablehlo.broadcast_in_dim %70, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %90 = stablehlo.multiply %72, %89 : tensor<8x64x4x16xf32>
    %91 = stablehlo.add %86, %90 : tensor<8x64x4x16xf32>
    %92 = stablehlo.concatenate %82, %91, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %93 = stablehlo.dot_general %14, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %94 = stablehlo.dot_general %92, %54, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %95 = stablehlo.transpose %94, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %96 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %97 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %99 = stablehlo.broadcast_in_dim %96, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %100 = stablehlo.compare GE, %98, %99, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %101 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %102 = stablehlo.compare GE, %0, %101, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
    %105 = stablehlo.and %100, %104 : tensor<64x64xi1>
    %106 = call @_where(%105, %95, %cst_1) : (tensor<64x64xi1>, tensor<8x64x4x64xf32>, tensor<f32>) -> tensor<64x64x8x4xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_16) applies stablehlo.maximum across dimensions = [1] : (tensor<64x64x8x4xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<64x8x4xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<64x8x4xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %111 = stablehlo.transpose %106, dims = [0, 2, 3, 1] : (tensor<64x64x8x4xf32>) -> tensor<64x8x4x64xf32>
    %112 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %113 = stablehlo.subtract %111, %112 : tensor<64x8x4x64xf32>
    %114 = stablehlo.exponential %113 : tensor<64x8x4x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<64x8x4x64xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %118 = stablehlo.divide %114, %117 : tensor<64x8x4x64xf32>
    %119 = stablehlo.dot_general %93, %118, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<64x8x4x64xf32>) -> tensor<8x4x32x64xf32>
    %120 = stablehlo.transpose %119, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %121 = stablehlo.dot_general %120, %arg5, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %122 = stablehlo.transpose %1, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %123 = stablehlo.add %121, %122 : tensor<8x64x128xf32>
    %124 = chlo.square %123 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x64xf32>
    %128 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %129 = stablehlo.add %127, %128 : tensor<8x64xf32>
    %130 = stablehlo.rsqrt %129 : tensor<8x64xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %133 = stablehlo.multiply %123, %132 : tensor<8x64x128xf32>
    %134 = stablehlo.dot_general %133, %arg6, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %135 = stablehlo.transpose %134, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %136 = stablehlo.dot_general %135, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %137 = call @silu(%136) : (tensor<8x64x384xf32>) -> tensor<8x64x384xf32>
    %138 = stablehlo.dot_general %135, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %139 = stablehlo.multiply %137, %138 : tensor<8x64x384xf32>
    %140 = stablehlo.dot_general %139, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.add %140, %123 : tensor<8x64x128xf32>
    %142 = chlo.square %141 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.reduce(%142 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_22 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %145 = stablehlo.divide %143, %144 : tensor<8x64xf32>
    %146 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %147 = stablehlo.add %145, %146 : tensor<8x64xf32>
    %148 = stablehlo.rsqrt %147 : tensor<8x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %151 = stablehlo.multiply %141, %150 : tensor<8x64x128xf32>
    %152 = stablehlo.dot_general %151, %arg10, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %153 = stablehlo.transpose %152, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %154 = stablehlo.dot_general %153, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %155 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_23 = stablehlo.constant dense<2> : tensor<i32>
    %156 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %157 = stablehlo.multiply %156, %155 : tensor<16xi32>
    %158 = stablehlo.convert %157 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_24 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.divide %158, %159 : tensor<16xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %162 = stablehlo.power %161, %160 : tensor<16xf32>
    %163 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %164 = stablehlo.broadcast_in_dim %162, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %165 = stablehlo.broadcast_in_dim %163, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %167 = stablehlo.broadcast_in_dim %164, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %168 = stablehlo.divide %166, %167 : tensor<64x16xf32>
    %169 = stablehlo.sine %168 : tensor<64x16xf32>
    %170 = stablehlo.cosine %168 : tensor<64x16xf32>
    %171 = stablehlo.slice %154 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %172 = stablehlo.slice %154 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %173 = stablehlo.broadcast_in_dim %170, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %174 = stablehlo.broadcast_in_dim %173, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %176 = stablehlo.multiply %171, %175 : tensor<8x64x4x16xf32>
    %177 = stablehlo.broadcast_in_dim %169, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %180 = stablehlo.multiply %172, %179 : tensor<8x64x4x16xf32>
    %181 = stablehlo.subtract %176, %180 : tensor<8x64x4x16xf32>
    %182 = stablehlo.broadcast_in_dim %170, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %185 = stablehlo.multiply %172, %184 : tensor<8x64x4x16xf32>
    %186 = stablehlo.broadcast_in_dim %169, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %189 = stablehlo.multiply %171, %188 : tensor<8x64x4x16xf32>
    %190 = stablehlo.add %185, %189 : tensor<8x64x4x16xf32>
    %191 = stablehlo.concatenate %181, %190, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %192 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %193 = stablehlo.multiply %191, %192 : tensor<8x64x4x32xf32>
    %194 = stablehlo.dot_general %153, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %195 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_26 = stablehlo.constant dense<2> : tensor<i32>
    %196 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %197 = stablehlo.multiply %196, %195 : tensor<16xi32>
    %198 = stablehlo.convert %197 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_27 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %200 = stablehlo.divide %198, %199 : tensor<16xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %202 = stablehlo.power %201, %200 : tensor<16xf32>
    %203 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %204 = stablehlo.broadcast_in_dim %202, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x16xf32>
    %207 = stablehlo.broadcast_in_dim %204, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<64x16xf32>
    %208 = stablehlo.divide %206, %207 : tensor<64x16xf32>
    %209 = stablehlo.sine %208 : tensor<64x16xf32>
    %210 = stablehlo.cosine %208 : tensor<64x16xf32>
    %211 = stablehlo.slice %194 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %212 = stablehlo.slice %194 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %213 = stablehlo.broadcast_in_dim %210, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %216 = stablehlo.multiply %211, %215 : tensor<8x64x4x16xf32>
    %217 = stablehlo.broadcast_in_dim %209, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %220 = stablehlo.multiply %212, %219 : tensor<8x64x4x16xf32>
    %221 = stablehlo.subtract %216, %220 : tensor<8x64x4x16xf32>
    %222 = stablehlo.broadcast_in_dim %210, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %224 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %225 = stablehlo.multiply %212, %224 : tensor<8x64x4x16xf32>
    %226 = stablehlo.broadcast_in_dim %209, dims = [0, 2] : (tensor<64x16xf32>) -> tensor<64x1x16xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [1, 2, 3] : (tensor<64x1x16xf32>) -> tensor<1x64x1x16xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2, 3] : (tensor<1x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %229 = stablehlo.multiply %211, %228 : tensor<8x64x4x16xf32>
    %230 = stablehlo.add %225, %229 : tensor<8x64x4x16xf32>
    %231 = stablehlo.concatenate %221, %230, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %232 = stablehlo.dot_general %153, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %233 = stablehlo.dot_general %231, %193, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %234 = stablehlo.transpose %233, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %235 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %236 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %238 = stablehlo.broadcast_in_dim %235, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %239 = stablehlo.compare GE, %237, %238, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %240 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %241 = stablehlo.compare GE, %0, %240, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %242 = stablehlo.broadcast_in_dim %241, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
    %244 = stablehlo.and %239, %243 : tensor<64x64xi1>
    %245 = call @_where(%244, %234, %cst_5) : (tensor<64x64xi1>, tensor<8x64x4x64xf32>, tensor<f32>) -> tensor<64x64x8x4xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_30) applies stablehlo.maximum across dimensions = [1] : (tensor<64x64x8x4xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<64x8x4xf32>
    %248 = stablehlo.maximum %247, %246 : tensor<64x8x4xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %250 = stablehlo.transpose %245, dims = [0, 2, 3, 1] : (tensor<64x64x8x4xf32>) -> tensor<64x8x4x64xf32>
    %251 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %252 = stablehlo.subtract %250, %251 : tensor<64x8x4x64xf32>
    %253 = stablehlo.exponential %252 : tensor<64x8x4x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<64x8x4x64xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %257 = stablehlo.divide %253, %256 : tensor<64x8x4x64xf32>
    %258 = stablehlo.dot_general %232, %257, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<64x8x4x64xf32>) -> tensor<8x4x32x64xf32>
    %259 = stablehlo.transpose %258, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %260 = stablehlo.dot_general %259, %arg14, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %261 = stablehlo.add %260, %141 : tensor<8x64x128xf32>
    %262 = chlo.square %261 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x64xf32>
    %266 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %267 = stablehlo.add %265, %266 : tensor<8x64xf32>
    %268 = stablehlo.rsqrt %267 : tensor<8x64xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %271 = stablehlo.multiply %261, %270 : tensor<8x64x128xf32>
    %272 = stablehlo.dot_general %271, %arg15, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %273 = stablehlo.transpose %272, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %274 = stablehlo.dot_general %273, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %275 = call @silu(%274) : (tensor<8x64x384xf32>) -> tensor<8x64x384xf32>
    %276 = stablehlo.dot_general %273, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %277 = stablehlo.multiply %275, %276 : tensor<8x64x384xf32>
    %278 = stablehlo.dot_general %277, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %279 = stablehlo.add %278, %261 : tensor<8x64x128xf32>
    %280 = chlo.square %279 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%280 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_36 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.divide %281, %282 : tensor<8x64xf32>
    %284 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %285 = stablehlo.add %283, %284 : tensor<8x64xf32>
    %286 = stablehlo.rsqrt %285 : tensor<8x64xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %279, %288 : tensor<8x64x128xf32>
    %290 = stablehlo.dot_general %289, %arg19, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %291 = stablehlo.transpose %290, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %292 = stablehlo.dot_general %291, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    return %292 : tensor<8x64x512xf32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<512x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<128x8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 128, 1>}> : (tensor<128x512xf32>, tensor<8x64x1xi32>) -> tensor<128x8x64x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<128x8x64x1xf32>) -> tensor<128x8x64xf32>
    return %8 : tensor<128x8x64xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x64x4x64xf32>, %arg2: tensor<f32>) -> tensor<64x64x8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<8x4xf32>) -> tensor<64x8x4xf32>
    %3 = stablehlo.transpose %arg1, dims = [1, 3, 0, 2] : (tensor<8x64x4x64xf32>) -> tensor<64x64x8x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<64x64xi1>) -> tensor<64x64x8x4xi1>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<64x8x4xf32>) -> tensor<64x64x8x4xf32>
    %6 = stablehlo.select %4, %3, %5 : tensor<64x64x8x4xi1>, tensor<64x64x8x4xf32>
    return %6 : tensor<64x64x8x4xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x384xf32>) -> tensor<8x64x384xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x384xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x384xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x384xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x384xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x384xf32>
    return %6 : tensor<8x64x384xf32>
  }
}
