module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg8: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg9: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg12: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg13: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg17: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg18: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg22: tensor<8x2x2x32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg23: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg21) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %1 = stablehlo.slice %arg22 [0:8, 0:1, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<1xf32>
    %4 = stablehlo.convert %arg23 : (tensor<i32>) -> tensor<f32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %6 = stablehlo.add %3, %5 : tensor<1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %8 = stablehlo.iota dim = 0 : tensor<32xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.compare GE, %10, %9, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %14 = stablehlo.convert %c : (tensor<i32>) -> tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.power %0, %15 : tensor<8x1x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%16 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x1x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x1x1xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %25 = stablehlo.multiply %0, %24 : tensor<8x1x64xf32>
    %26 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x1x64xf32>
    %29 = stablehlo.dot_general %28, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
    %30 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %34 = stablehlo.add %33, %32 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %36 = stablehlo.divide %34, %35 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %38 = stablehlo.power %37, %36 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %40 = stablehlo.divide %39, %38 : tensor<4xf32>
    %41 = stablehlo.iota dim = 0 : tensor<1xf32>
    %42 = stablehlo.convert %arg23 : (tensor<i32>) -> tensor<f32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %44 = stablehlo.add %41, %43 : tensor<1xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %46 = stablehlo.dot_general %45, %40, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %49 = stablehlo.concatenate %47, %48, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %50 = stablehlo.reshape %49 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %52 = stablehlo.cosine %51 : tensor<1x1x1x8xf32>
    %53 = stablehlo.sine %51 : tensor<1x1x1x8xf32>
    %54 = stablehlo.slice %29 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %55 = stablehlo.slice %29 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %56 = stablehlo.negate %55 : tensor<8x1x8x4xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %58 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %59 = stablehlo.concatenate %57, %58, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
    %60 = stablehlo.reshape %59 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
    %61 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %62 = stablehlo.multiply %29, %61 : tensor<8x1x8x8xf32>
    %63 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %64 = stablehlo.multiply %60, %63 : tensor<8x1x8x8xf32>
    %65 = stablehlo.add %62, %64 : tensor<8x1x8x8xf32>
    %66 = stablehlo.slice %2 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %68 = stablehlo.slice %2 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %69 = stablehlo.reshape %68 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %70 = stablehlo.dot_general %28, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %71 = stablehlo.dot_general %28, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %72 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %76 = stablehlo.add %75, %74 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %78 = stablehlo.divide %76, %77 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %80 = stablehlo.power %79, %78 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %82 = stablehlo.divide %81, %80 : tensor<4xf32>
    %83 = stablehlo.iota dim = 0 : tensor<1xf32>
    %84 = stablehlo.convert %arg23 : (tensor<i32>) -> tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %86 = stablehlo.add %83, %85 : tensor<1xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %88 = stablehlo.dot_general %87, %82, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %90 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %91 = stablehlo.concatenate %89, %90, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %92 = stablehlo.reshape %91 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %94 = stablehlo.cosine %93 : tensor<1x1x1x8xf32>
    %95 = stablehlo.sine %93 : tensor<1x1x1x8xf32>
    %96 = stablehlo.slice %70 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %97 = stablehlo.slice %70 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %98 = stablehlo.negate %97 : tensor<8x1x4x4xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %100 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %101 = stablehlo.concatenate %99, %100, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
    %102 = stablehlo.reshape %101 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
    %103 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %104 = stablehlo.multiply %70, %103 : tensor<8x1x4x8xf32>
    %105 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %106 = stablehlo.multiply %102, %105 : tensor<8x1x4x8xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x1x4x8xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.compare LT, %arg23, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<32> : tensor<i32>
    %109 = stablehlo.add %arg23, %c_13 : tensor<i32>
    %110 = stablehlo.select %108, %109, %arg23 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %111 = stablehlo.dynamic_update_slice %67, %107, %c_14, %110, %c_15, %c_16 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %112 = stablehlo.compare LT, %arg23, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<32> : tensor<i32>
    %113 = stablehlo.add %arg23, %c_18 : tensor<i32>
    %114 = stablehlo.select %112, %113, %arg23 : tensor<i1>, tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.dynamic_update_slice %69, %71, %c_19, %114, %c_20, %c_21 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %111, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %118 = stablehlo.concatenate %116, %117, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %119 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %120 = stablehlo.reshape %119 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %121 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %122 = stablehlo.reshape %121 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %123 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %124 = stablehlo.reshape %65 : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %125 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %126 = stablehlo.dot_general %124, %120, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x1x32xf32>
    %cst_22 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x32xf32>
    %128 = stablehlo.multiply %126, %127 : tensor<8x8x1x1x32xf32>
    %c_23 = stablehlo.constant dense<true> : tensor<i1>
    %129 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i1>) -> tensor<8x8x1x32xi1>
    %130 = stablehlo.broadcast_in_dim %129, dims = [1, 2, 3, 4] : (tensor<8x8x1x32xi1>) -> tensor<1x8x8x1x32xi1>
    %131 = stablehlo.transpose %125, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x8x1x32xi1>
    %133 = stablehlo.and %130, %132 : tensor<1x8x8x1x32xi1>
    %cst_24 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %134 = call @_where_0(%133, %128, %cst_24) : (tensor<1x8x8x1x32xi1>, tensor<8x8x1x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1x32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %135 = stablehlo.reduce(%134 init: %cst_25) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %137 = stablehlo.maximum %136, %135 : tensor<1x8x8x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
    %140 = stablehlo.subtract %134, %139 : tensor<1x8x8x1x32xf32>
    %141 = stablehlo.exponential %140 : tensor<1x8x8x1x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_27) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
    %145 = stablehlo.divide %141, %144 : tensor<1x8x8x1x32xf32>
    %146 = stablehlo.dot_general %122, %145, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x1x32xf32>) -> tensor<8x8x8x1x1xf32>
    %147 = stablehlo.transpose %146, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x1xf32>) -> tensor<1x8x1x8x8xf32>
    %148 = stablehlo.transpose %147, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %149 = stablehlo.reshape %148 : (tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x8xf32>
    %150 = stablehlo.dot_general %149, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
    %151 = stablehlo.add %150, %0 : tensor<8x1x64xf32>
    %c_28 = stablehlo.constant dense<2> : tensor<i32>
    %152 = stablehlo.convert %c_28 : (tensor<i32>) -> tensor<f32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %154 = stablehlo.power %151, %153 : tensor<8x1x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x1x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %160 = stablehlo.add %158, %159 : tensor<8x1x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<8x1x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %163 = stablehlo.multiply %151, %162 : tensor<8x1x64xf32>
    %164 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %166 = stablehlo.multiply %163, %165 : tensor<8x1x64xf32>
    %167 = stablehlo.dot_general %166, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %168 = call @silu(%167) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %169 = stablehlo.dot_general %166, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<8x1x128xf32>
    %171 = stablehlo.dot_general %170, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %172 = stablehlo.add %171, %151 : tensor<8x1x64xf32>
    %173 = stablehlo.slice %arg22 [0:8, 1:2, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %174 = stablehlo.reshape %173 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %175 = stablehlo.iota dim = 0 : tensor<1xf32>
    %176 = stablehlo.convert %arg23 : (tensor<i32>) -> tensor<f32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %178 = stablehlo.add %175, %177 : tensor<1xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %180 = stablehlo.iota dim = 0 : tensor<32xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %182 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %183 = stablehlo.compare GE, %182, %181, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %184 = stablehlo.broadcast_in_dim %183, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %c_32 = stablehlo.constant dense<2> : tensor<i32>
    %186 = stablehlo.convert %c_32 : (tensor<i32>) -> tensor<f32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %188 = stablehlo.power %172, %187 : tensor<8x1x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.reduce(%188 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_34 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %192 = stablehlo.divide %190, %191 : tensor<8x1x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %194 = stablehlo.add %192, %193 : tensor<8x1x1xf32>
    %195 = stablehlo.rsqrt %194 : tensor<8x1x1xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %197 = stablehlo.multiply %172, %196 : tensor<8x1x64xf32>
    %198 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %200 = stablehlo.multiply %197, %199 : tensor<8x1x64xf32>
    %201 = stablehlo.dot_general %200, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
    %202 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %206 = stablehlo.add %205, %204 : tensor<4xf32>
    %cst_38 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %208 = stablehlo.divide %206, %207 : tensor<4xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %210 = stablehlo.power %209, %208 : tensor<4xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %212 = stablehlo.divide %211, %210 : tensor<4xf32>
    %213 = stablehlo.iota dim = 0 : tensor<1xf32>
    %214 = stablehlo.convert %arg23 : (tensor<i32>) -> tensor<f32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %216 = stablehlo.add %213, %215 : tensor<1xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %218 = stablehlo.dot_general %217, %212, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %220 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %221 = stablehlo.concatenate %219, %220, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %222 = stablehlo.reshape %221 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %224 = stablehlo.cosine %223 : tensor<1x1x1x8xf32>
    %225 = stablehlo.sine %223 : tensor<1x1x1x8xf32>
    %226 = stablehlo.slice %201 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %227 = stablehlo.slice %201 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %228 = stablehlo.negate %227 : tensor<8x1x8x4xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %230 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %231 = stablehlo.concatenate %229, %230, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
    %232 = stablehlo.reshape %231 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
    %233 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %234 = stablehlo.multiply %201, %233 : tensor<8x1x8x8xf32>
    %235 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %236 = stablehlo.multiply %232, %235 : tensor<8x1x8x8xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x1x8x8xf32>
    %238 = stablehlo.slice %174 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %240 = stablehlo.slice %174 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %242 = stablehlo.dot_general %200, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %243 = stablehlo.dot_general %200, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %244 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %246 = stablehlo.multiply %245, %244 : tensor<4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %248 = stablehlo.add %247, %246 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %250 = stablehlo.divide %248, %249 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %252 = stablehlo.power %251, %250 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %254 = stablehlo.divide %253, %252 : tensor<4xf32>
    %255 = stablehlo.iota dim = 0 : tensor<1xf32>
    %256 = stablehlo.convert %arg23 : (tensor<i32>) -> tensor<f32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %258 = stablehlo.add %255, %257 : tensor<1xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %260 = stablehlo.dot_general %259, %254, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %262 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %263 = stablehlo.concatenate %261, %262, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %264 = stablehlo.reshape %263 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %266 = stablehlo.cosine %265 : tensor<1x1x1x8xf32>
    %267 = stablehlo.sine %265 : tensor<1x1x1x8xf32>
    %268 = stablehlo.slice %242 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %269 = stablehlo.slice %242 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %270 = stablehlo.negate %269 : tensor<8x1x4x4xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %272 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %273 = stablehlo.concatenate %271, %272, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
    %274 = stablehlo.reshape %273 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
    %275 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %276 = stablehlo.multiply %242, %275 : tensor<8x1x4x8xf32>
    %277 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %278 = stablehlo.multiply %274, %277 : tensor<8x1x4x8xf32>
    %279 = stablehlo.add %276, %278 : tensor<8x1x4x8xf32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %280 = stablehlo.compare LT, %arg23, %c_46, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_47 = stablehlo.constant dense<32> : tensor<i32>
    %281 = stablehlo.add %arg23, %c_47 : tensor<i32>
    %282 = stablehlo.select %280, %281, %arg23 : tensor<i1>, tensor<i32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %c_50 = stablehlo.constant dense<0> : tensor<i32>
    %283 = stablehlo.dynamic_update_slice %239, %279, %c_48, %282, %c_49, %c_50 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %284 = stablehlo.compare LT, %arg23, %c_51, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_52 = stablehlo.constant dense<32> : tensor<i32>
    %285 = stablehlo.add %arg23, %c_52 : tensor<i32>
    %286 = stablehlo.select %284, %285, %arg23 : tensor<i1>, tensor<i32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %287 = stablehlo.dynamic_update_slice %241, %243, %c_53, %286, %c_54, %c_55 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %288 = stablehlo.broadcast_in_dim %283, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %289 = stablehlo.broadcast_in_dim %287, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %290 = stablehlo.concatenate %288, %289, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %291 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %292 = stablehlo.reshape %291 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %293 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %294 = stablehlo.reshape %293 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %295 = stablehlo.broadcast_in_dim %185, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %296 = stablehlo.reshape %237 : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %297 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 3, 4] : (tensor<8x1x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %298 = stablehlo.dot_general %296, %292, batching_dims = [0, 2] x [0, 2], contracting_dims = [4] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x1x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x1x32xf32>
    %cst_56 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x8x1x1x32xf32>
    %300 = stablehlo.multiply %298, %299 : tensor<8x8x1x1x32xf32>
    %c_57 = stablehlo.constant dense<true> : tensor<i1>
    %301 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i1>) -> tensor<8x8x1x32xi1>
    %302 = stablehlo.broadcast_in_dim %301, dims = [1, 2, 3, 4] : (tensor<8x8x1x32xi1>) -> tensor<1x8x8x1x32xi1>
    %303 = stablehlo.transpose %297, dims = [2, 0, 1, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<1x8x1x1x32xi1>
    %304 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2, 3, 4] : (tensor<1x8x1x1x32xi1>) -> tensor<1x8x8x1x32xi1>
    %305 = stablehlo.and %302, %304 : tensor<1x8x8x1x32xi1>
    %cst_58 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %306 = call @_where_0(%305, %300, %cst_58) : (tensor<1x8x8x1x32xi1>, tensor<8x8x1x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1x32xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %307 = stablehlo.reduce(%306 init: %cst_59) applies stablehlo.maximum across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x8x8x1xf32>
    %309 = stablehlo.maximum %308, %307 : tensor<1x8x8x1xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
    %312 = stablehlo.subtract %306, %311 : tensor<1x8x8x1x32xf32>
    %313 = stablehlo.exponential %312 : tensor<1x8x8x1x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %314 = stablehlo.reduce(%313 init: %cst_61) applies stablehlo.add across dimensions = [4] : (tensor<1x8x8x1x32xf32>, tensor<f32>) -> tensor<1x8x8x1xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2, 3] : (tensor<1x8x8x1xf32>) -> tensor<1x8x8x1x1xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 3, 4] : (tensor<1x8x8x1x1xf32>) -> tensor<1x8x8x1x32xf32>
    %317 = stablehlo.divide %313, %316 : tensor<1x8x8x1x32xf32>
    %318 = stablehlo.dot_general %294, %317, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<1x8x8x1x32xf32>) -> tensor<8x8x8x1x1xf32>
    %319 = stablehlo.transpose %318, dims = [3, 0, 4, 1, 2] : (tensor<8x8x8x1x1xf32>) -> tensor<1x8x1x8x8xf32>
    %320 = stablehlo.transpose %319, dims = [1, 2, 3, 0, 4] : (tensor<1x8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %321 = stablehlo.reshape %320 : (tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x8xf32>
    %322 = stablehlo.dot_general %321, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
    %323 = stablehlo.add %322, %172 : tensor<8x1x64xf32>
    %c_62 = stablehlo.constant dense<2> : tensor<i32>
    %324 = stablehlo.convert %c_62 : (tensor<i32>) -> tensor<f32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %326 = stablehlo.power %323, %325 : tensor<8x1x64xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_64 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %330 = stablehlo.divide %328, %329 : tensor<8x1x1xf32>
    %cst_65 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %332 = stablehlo.add %330, %331 : tensor<8x1x1xf32>
    %333 = stablehlo.rsqrt %332 : tensor<8x1x1xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %335 = stablehlo.multiply %323, %334 : tensor<8x1x64xf32>
    %336 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %338 = stablehlo.multiply %335, %337 : tensor<8x1x64xf32>
    %339 = stablehlo.dot_general %338, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %340 = call @silu(%339) : (tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %341 = stablehlo.dot_general %338, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %342 = stablehlo.multiply %341, %340 : tensor<8x1x128xf32>
    %343 = stablehlo.dot_general %342, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %344 = stablehlo.add %343, %323 : tensor<8x1x64xf32>
    %345 = stablehlo.broadcast_in_dim %118, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %346 = stablehlo.broadcast_in_dim %290, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %347 = stablehlo.concatenate %345, %346, dim = 1 : (tensor<8x1x2x32x4x8xf32>, tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x2x32x4x8xf32>
    %c_66 = stablehlo.constant dense<2> : tensor<i32>
    %348 = stablehlo.convert %c_66 : (tensor<i32>) -> tensor<f32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %350 = stablehlo.power %344, %349 : tensor<8x1x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%350 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_68 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %354 = stablehlo.divide %352, %353 : tensor<8x1x1xf32>
    %cst_69 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %356 = stablehlo.add %354, %355 : tensor<8x1x1xf32>
    %357 = stablehlo.rsqrt %356 : tensor<8x1x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %359 = stablehlo.multiply %344, %358 : tensor<8x1x64xf32>
    %360 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %362 = stablehlo.multiply %359, %361 : tensor<8x1x64xf32>
    %363 = stablehlo.dot_general %362, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %363, %347 : tensor<8x1x512xf32>, tensor<8x2x2x32x4x8xf32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
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
  func.func private @_where(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_where_0(%arg0: tensor<1x8x8x1x32xi1>, %arg1: tensor<8x8x1x1x32xf32>, %arg2: tensor<f32>) -> tensor<1x8x8x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1, 2, 3, 4] : (tensor<8x8x1x32xf32>) -> tensor<1x8x8x1x32xf32>
    %2 = stablehlo.transpose %arg1, dims = [3, 0, 1, 2, 4] : (tensor<8x8x1x1x32xf32>) -> tensor<1x8x8x1x32xf32>
    %3 = stablehlo.select %arg0, %2, %1 : tensor<1x8x8x1x32xi1>, tensor<1x8x8x1x32xf32>
    return %3 : tensor<1x8x8x1x32xf32>
  }
  func.func private @silu(%arg0: tensor<8x1x128xf32>) -> tensor<8x1x128xf32> {
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
}
