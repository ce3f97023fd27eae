module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg4: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg8: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg9: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<8x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg12: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg13: tensor<4x64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg14: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg17: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg18: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg21: tensor<8x2x2x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg22: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x4x16xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg20) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %cst = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %1 = stablehlo.sqrt %cst : tensor<f32>
    %2 = stablehlo.convert %1 : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %4 = stablehlo.multiply %0, %3 : tensor<8x1x64xf32>
    %5 = stablehlo.slice %arg21 [0:8, 0:1, 0:2, 0:32, 0:4, 0:16] : (tensor<8x2x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %6 = stablehlo.reshape %5 : (tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %7 = chlo.square %4 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.reduce(%7 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %11 = stablehlo.divide %9, %10 : tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %13 = stablehlo.add %11, %12 : tensor<8x1x1xf32>
    %14 = stablehlo.sqrt %13 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<8x1x1xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %18 = stablehlo.multiply %4, %17 : tensor<8x1x64xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %20 = stablehlo.add %19, %arg1 : tensor<64xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %23 = stablehlo.multiply %18, %22 : tensor<8x1x64xf32>
    %24 = stablehlo.iota dim = 0 : tensor<1xf32>
    %25 = stablehlo.convert %arg22 : (tensor<i32>) -> tensor<f32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %27 = stablehlo.add %24, %26 : tensor<1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %29 = stablehlo.iota dim = 0 : tensor<32xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %31 = stablehlo.broadcast_in_dim %28, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %32 = stablehlo.compare GE, %31, %30, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %33 = stablehlo.broadcast_in_dim %32, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %35 = stablehlo.dot_general %23, %arg2, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<8x64x16xf32>) -> tensor<8x1x8x16xf32>
    %36 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %38 = stablehlo.multiply %37, %36 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %40 = stablehlo.add %39, %38 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8xf32>
    %43 = stablehlo.negate %42 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.power %44, %43 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.divide %45, %46 : tensor<8xf32>
    %48 = stablehlo.iota dim = 0 : tensor<1xf32>
    %49 = stablehlo.convert %arg22 : (tensor<i32>) -> tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %51 = stablehlo.add %48, %50 : tensor<1xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %53 = stablehlo.dot_general %52, %47, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %55 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %56 = stablehlo.concatenate %54, %55, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %57 = stablehlo.reshape %56 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.cosine %58 : tensor<1x1x1x16xf32>
    %60 = stablehlo.sine %58 : tensor<1x1x1x16xf32>
    %61 = stablehlo.slice %35 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %62 = stablehlo.slice %35 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %63 = stablehlo.negate %62 : tensor<8x1x8x8xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %65 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 3 : (tensor<8x1x8x1x8xf32>, tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x2x8xf32>
    %67 = stablehlo.reshape %66 : (tensor<8x1x8x2x8xf32>) -> tensor<8x1x8x16xf32>
    %68 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %69 = stablehlo.multiply %35, %68 : tensor<8x1x8x16xf32>
    %70 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %71 = stablehlo.multiply %67, %70 : tensor<8x1x8x16xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x1x8x16xf32>
    %73 = stablehlo.slice %72 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %74 = stablehlo.slice %72 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %75 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x8x1xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x8x1xf32>
    %77 = stablehlo.concatenate %75, %76, dim = 4 : (tensor<8x1x8x8x1xf32>, tensor<8x1x8x8x1xf32>) -> tensor<8x1x8x8x2xf32>
    %78 = stablehlo.reshape %77 : (tensor<8x1x8x8x2xf32>) -> tensor<8x1x8x16xf32>
    %79 = stablehlo.slice %6 [0:8, 0:1, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %81 = stablehlo.slice %6 [0:8, 1:2, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %82 = stablehlo.reshape %81 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %83 = stablehlo.dot_general %23, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %84 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %86 = stablehlo.multiply %85, %84 : tensor<8xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %88 = stablehlo.add %87, %86 : tensor<8xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %90 = stablehlo.divide %88, %89 : tensor<8xf32>
    %91 = stablehlo.negate %90 : tensor<8xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %93 = stablehlo.power %92, %91 : tensor<8xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %95 = stablehlo.divide %93, %94 : tensor<8xf32>
    %96 = stablehlo.iota dim = 0 : tensor<1xf32>
    %97 = stablehlo.convert %arg22 : (tensor<i32>) -> tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %99 = stablehlo.add %96, %98 : tensor<1xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %101 = stablehlo.dot_general %100, %95, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %103 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %104 = stablehlo.concatenate %102, %103, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %105 = stablehlo.reshape %104 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %107 = stablehlo.cosine %106 : tensor<1x1x1x16xf32>
    %108 = stablehlo.sine %106 : tensor<1x1x1x16xf32>
    %109 = stablehlo.slice %83 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %110 = stablehlo.slice %83 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %111 = stablehlo.negate %110 : tensor<8x1x4x8xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %114 = stablehlo.concatenate %112, %113, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %115 = stablehlo.reshape %114 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %116 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %117 = stablehlo.multiply %83, %116 : tensor<8x1x4x16xf32>
    %118 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %119 = stablehlo.multiply %115, %118 : tensor<8x1x4x16xf32>
    %120 = stablehlo.add %117, %119 : tensor<8x1x4x16xf32>
    %121 = stablehlo.slice %120 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %122 = stablehlo.slice %120 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 3] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x8x1xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x8x1xf32>
    %125 = stablehlo.concatenate %123, %124, dim = 4 : (tensor<8x1x4x8x1xf32>, tensor<8x1x4x8x1xf32>) -> tensor<8x1x4x8x2xf32>
    %126 = stablehlo.reshape %125 : (tensor<8x1x4x8x2xf32>) -> tensor<8x1x4x16xf32>
    %127 = stablehlo.dot_general %23, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.compare LT, %arg22, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<32> : tensor<i32>
    %129 = stablehlo.add %arg22, %c_15 : tensor<i32>
    %130 = stablehlo.select %128, %129, %arg22 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %131 = stablehlo.dynamic_update_slice %80, %126, %c_16, %130, %c_17, %c_18 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.compare LT, %arg22, %c_19, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_20 = stablehlo.constant dense<32> : tensor<i32>
    %133 = stablehlo.add %arg22, %c_20 : tensor<i32>
    %134 = stablehlo.select %132, %133, %arg22 : tensor<i1>, tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %135 = stablehlo.dynamic_update_slice %82, %127, %c_21, %134, %c_22, %c_23 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %136 = stablehlo.broadcast_in_dim %131, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %135, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %138 = stablehlo.concatenate %136, %137, dim = 1 : (tensor<8x1x32x4x16xf32>, tensor<8x1x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %cst_24 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %140 = stablehlo.multiply %78, %139 : tensor<8x1x8x16xf32>
    %141 = stablehlo.reshape %140 : (tensor<8x1x8x16xf32>) -> tensor<8x1x4x2x16xf32>
    %142 = stablehlo.dot_general %131, %141, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x1x4x2x16xf32>) -> tensor<8x4x32x1x2xf32>
    %143 = stablehlo.transpose %142, dims = [0, 1, 4, 3, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x4x2x1x32xf32>
    %144 = stablehlo.broadcast_in_dim %34, dims = [0, 3, 4] : (tensor<8x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %cst_25 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %145 = call @_where_0(%144, %143, %cst_25) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %cst_26 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_26) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x4x2x1xf32>
    %148 = stablehlo.maximum %147, %146 : tensor<8x4x2x1xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %151 = stablehlo.subtract %145, %150 : tensor<8x4x2x1x32xf32>
    %152 = stablehlo.exponential %151 : tensor<8x4x2x1x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_28) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %155 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %156 = stablehlo.divide %152, %155 : tensor<8x4x2x1x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = call @_where_0(%144, %156, %cst_29) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %158 = stablehlo.dot_general %135, %157, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x2x1x32xf32>) -> tensor<8x4x16x2x1xf32>
    %159 = stablehlo.transpose %158, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x1xf32>) -> tensor<8x1x4x2x16xf32>
    %160 = stablehlo.reshape %159 : (tensor<8x1x4x2x16xf32>) -> tensor<8x1x8x16xf32>
    %161 = stablehlo.convert %34 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %163 = stablehlo.compare EQ, %161, %162, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %c_31 = stablehlo.constant dense<false> : tensor<i1>
    %164 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i1>) -> tensor<8x1x32xi1>
    %165 = stablehlo.compare NE, %163, %164, UNSIGNED : (tensor<8x1x32xi1>, tensor<8x1x32xi1>) -> tensor<8x1x32xi1>
    %166 = stablehlo.convert %165 : tensor<8x1x32xi1>
    %c_32 = stablehlo.constant dense<true> : tensor<i1>
    %167 = stablehlo.reduce(%166 init: %c_32) applies stablehlo.and across dimensions = [2] : (tensor<8x1x32xi1>, tensor<i1>) -> tensor<8x1xi1>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x1xi1>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x1x1x1xi1>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %171 = call @_where_1(%169, %170, %160) : (tensor<8x1x1x1xi1>, tensor<8x1x8x16xf32>, tensor<8x1x8x16xf32>) -> tensor<8x1x8x16xf32>
    %172 = stablehlo.dot_general %171, %arg5, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x1x64xf32>
    %173 = stablehlo.add %4, %172 : tensor<8x1x64xf32>
    %174 = chlo.square %173 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%174 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<8x1x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %180 = stablehlo.add %178, %179 : tensor<8x1x1xf32>
    %181 = stablehlo.sqrt %180 : tensor<8x1x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %183 = stablehlo.divide %182, %181 : tensor<8x1x1xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %185 = stablehlo.multiply %173, %184 : tensor<8x1x64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %187 = stablehlo.add %186, %arg6 : tensor<64xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %190 = stablehlo.multiply %185, %189 : tensor<8x1x64xf32>
    %191 = stablehlo.dot_general %190, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
    %192 = stablehlo.dot_general %190, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
    %193 = stablehlo.multiply %191, %191 : tensor<8x1x64xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<8x1x64xf32>
    %cst_39 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<8x1x64xf32>
    %197 = stablehlo.add %191, %196 : tensor<8x1x64xf32>
    %cst_40 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %199 = stablehlo.multiply %198, %197 : tensor<8x1x64xf32>
    %200 = stablehlo.tanh %199 : tensor<8x1x64xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %202 = stablehlo.add %201, %200 : tensor<8x1x64xf32>
    %cst_42 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %204 = stablehlo.multiply %203, %202 : tensor<8x1x64xf32>
    %205 = stablehlo.multiply %191, %204 : tensor<8x1x64xf32>
    %206 = stablehlo.multiply %205, %192 : tensor<8x1x64xf32>
    %207 = stablehlo.dot_general %206, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
    %208 = stablehlo.add %207, %173 : tensor<8x1x64xf32>
    %209 = stablehlo.slice %arg21 [0:8, 1:2, 0:2, 0:32, 0:4, 0:16] : (tensor<8x2x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %210 = stablehlo.reshape %209 : (tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %211 = chlo.square %208 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %212 = stablehlo.reduce(%211 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %215 = stablehlo.divide %213, %214 : tensor<8x1x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %217 = stablehlo.add %215, %216 : tensor<8x1x1xf32>
    %218 = stablehlo.sqrt %217 : tensor<8x1x1xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %220 = stablehlo.divide %219, %218 : tensor<8x1x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %222 = stablehlo.multiply %208, %221 : tensor<8x1x64xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %224 = stablehlo.add %223, %arg10 : tensor<64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %227 = stablehlo.multiply %222, %226 : tensor<8x1x64xf32>
    %228 = stablehlo.iota dim = 0 : tensor<1xf32>
    %229 = stablehlo.convert %arg22 : (tensor<i32>) -> tensor<f32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %231 = stablehlo.add %228, %230 : tensor<1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %233 = stablehlo.iota dim = 0 : tensor<32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %235 = stablehlo.broadcast_in_dim %232, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %236 = stablehlo.compare GE, %235, %234, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %237 = stablehlo.broadcast_in_dim %236, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %239 = stablehlo.dot_general %227, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<8x64x16xf32>) -> tensor<8x1x8x16xf32>
    %240 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %244 = stablehlo.add %243, %242 : tensor<8xf32>
    %cst_50 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %246 = stablehlo.divide %244, %245 : tensor<8xf32>
    %247 = stablehlo.negate %246 : tensor<8xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %249 = stablehlo.power %248, %247 : tensor<8xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %251 = stablehlo.divide %249, %250 : tensor<8xf32>
    %252 = stablehlo.iota dim = 0 : tensor<1xf32>
    %253 = stablehlo.convert %arg22 : (tensor<i32>) -> tensor<f32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %255 = stablehlo.add %252, %254 : tensor<1xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %257 = stablehlo.dot_general %256, %251, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %259 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %260 = stablehlo.concatenate %258, %259, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %263 = stablehlo.cosine %262 : tensor<1x1x1x16xf32>
    %264 = stablehlo.sine %262 : tensor<1x1x1x16xf32>
    %265 = stablehlo.slice %239 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %266 = stablehlo.slice %239 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %267 = stablehlo.negate %266 : tensor<8x1x8x8xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %269 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %270 = stablehlo.concatenate %268, %269, dim = 3 : (tensor<8x1x8x1x8xf32>, tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x2x8xf32>
    %271 = stablehlo.reshape %270 : (tensor<8x1x8x2x8xf32>) -> tensor<8x1x8x16xf32>
    %272 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %273 = stablehlo.multiply %239, %272 : tensor<8x1x8x16xf32>
    %274 = stablehlo.broadcast_in_dim %264, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %275 = stablehlo.multiply %271, %274 : tensor<8x1x8x16xf32>
    %276 = stablehlo.add %273, %275 : tensor<8x1x8x16xf32>
    %277 = stablehlo.slice %276 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %278 = stablehlo.slice %276 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %279 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x8x1xf32>
    %280 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x8x1xf32>
    %281 = stablehlo.concatenate %279, %280, dim = 4 : (tensor<8x1x8x8x1xf32>, tensor<8x1x8x8x1xf32>) -> tensor<8x1x8x8x2xf32>
    %282 = stablehlo.reshape %281 : (tensor<8x1x8x8x2xf32>) -> tensor<8x1x8x16xf32>
    %283 = stablehlo.slice %210 [0:8, 0:1, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %284 = stablehlo.reshape %283 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %285 = stablehlo.slice %210 [0:8, 1:2, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %286 = stablehlo.reshape %285 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %287 = stablehlo.dot_general %227, %arg12, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %288 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %290 = stablehlo.multiply %289, %288 : tensor<8xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %292 = stablehlo.add %291, %290 : tensor<8xf32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8xf32>
    %295 = stablehlo.negate %294 : tensor<8xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %297 = stablehlo.power %296, %295 : tensor<8xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %299 = stablehlo.divide %297, %298 : tensor<8xf32>
    %300 = stablehlo.iota dim = 0 : tensor<1xf32>
    %301 = stablehlo.convert %arg22 : (tensor<i32>) -> tensor<f32>
    %302 = stablehlo.broadcast_in_dim %301, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %303 = stablehlo.add %300, %302 : tensor<1xf32>
    %304 = stablehlo.broadcast_in_dim %303, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %305 = stablehlo.dot_general %304, %299, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %308 = stablehlo.concatenate %306, %307, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %309 = stablehlo.reshape %308 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %311 = stablehlo.cosine %310 : tensor<1x1x1x16xf32>
    %312 = stablehlo.sine %310 : tensor<1x1x1x16xf32>
    %313 = stablehlo.slice %287 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %314 = stablehlo.slice %287 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %315 = stablehlo.negate %314 : tensor<8x1x4x8xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %317 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %318 = stablehlo.concatenate %316, %317, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %319 = stablehlo.reshape %318 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %320 = stablehlo.broadcast_in_dim %311, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %321 = stablehlo.multiply %287, %320 : tensor<8x1x4x16xf32>
    %322 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %323 = stablehlo.multiply %319, %322 : tensor<8x1x4x16xf32>
    %324 = stablehlo.add %321, %323 : tensor<8x1x4x16xf32>
    %325 = stablehlo.slice %324 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %326 = stablehlo.slice %324 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x8x1xf32>
    %328 = stablehlo.broadcast_in_dim %326, dims = [0, 1, 2, 3] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x8x1xf32>
    %329 = stablehlo.concatenate %327, %328, dim = 4 : (tensor<8x1x4x8x1xf32>, tensor<8x1x4x8x1xf32>) -> tensor<8x1x4x8x2xf32>
    %330 = stablehlo.reshape %329 : (tensor<8x1x4x8x2xf32>) -> tensor<8x1x4x16xf32>
    %331 = stablehlo.dot_general %227, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<4x64x16xf32>) -> tensor<8x1x4x16xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %332 = stablehlo.compare LT, %arg22, %c_58, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_59 = stablehlo.constant dense<32> : tensor<i32>
    %333 = stablehlo.add %arg22, %c_59 : tensor<i32>
    %334 = stablehlo.select %332, %333, %arg22 : tensor<i1>, tensor<i32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %335 = stablehlo.dynamic_update_slice %284, %330, %c_60, %334, %c_61, %c_62 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_63 = stablehlo.constant dense<0> : tensor<i32>
    %336 = stablehlo.compare LT, %arg22, %c_63, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_64 = stablehlo.constant dense<32> : tensor<i32>
    %337 = stablehlo.add %arg22, %c_64 : tensor<i32>
    %338 = stablehlo.select %336, %337, %arg22 : tensor<i1>, tensor<i32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %339 = stablehlo.dynamic_update_slice %286, %331, %c_65, %338, %c_66, %c_67 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %340 = stablehlo.broadcast_in_dim %335, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %341 = stablehlo.broadcast_in_dim %339, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %342 = stablehlo.concatenate %340, %341, dim = 1 : (tensor<8x1x32x4x16xf32>, tensor<8x1x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %cst_68 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %344 = stablehlo.multiply %282, %343 : tensor<8x1x8x16xf32>
    %345 = stablehlo.reshape %344 : (tensor<8x1x8x16xf32>) -> tensor<8x1x4x2x16xf32>
    %346 = stablehlo.dot_general %335, %345, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x1x4x2x16xf32>) -> tensor<8x4x32x1x2xf32>
    %347 = stablehlo.transpose %346, dims = [0, 1, 4, 3, 2] : (tensor<8x4x32x1x2xf32>) -> tensor<8x4x2x1x32xf32>
    %348 = stablehlo.broadcast_in_dim %238, dims = [0, 3, 4] : (tensor<8x1x32xi1>) -> tensor<8x1x1x1x32xi1>
    %cst_69 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %349 = call @_where_0(%348, %347, %cst_69) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %350 = stablehlo.reduce(%349 init: %cst_70) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x4x2x1xf32>
    %352 = stablehlo.maximum %351, %350 : tensor<8x4x2x1xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %355 = stablehlo.subtract %349, %354 : tensor<8x4x2x1x32xf32>
    %356 = stablehlo.exponential %355 : tensor<8x4x2x1x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%356 init: %cst_72) applies stablehlo.add across dimensions = [4] : (tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3] : (tensor<8x4x2x1xf32>) -> tensor<8x4x2x1x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3, 4] : (tensor<8x4x2x1x1xf32>) -> tensor<8x4x2x1x32xf32>
    %360 = stablehlo.divide %356, %359 : tensor<8x4x2x1x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = call @_where_0(%348, %360, %cst_73) : (tensor<8x1x1x1x32xi1>, tensor<8x4x2x1x32xf32>, tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %362 = stablehlo.dot_general %339, %361, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x2x1x32xf32>) -> tensor<8x4x16x2x1xf32>
    %363 = stablehlo.transpose %362, dims = [0, 4, 1, 3, 2] : (tensor<8x4x16x2x1xf32>) -> tensor<8x1x4x2x16xf32>
    %364 = stablehlo.reshape %363 : (tensor<8x1x4x2x16xf32>) -> tensor<8x1x8x16xf32>
    %365 = stablehlo.convert %238 : (tensor<8x1x32xi1>) -> tensor<8x1x32xi32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %366 = stablehlo.broadcast_in_dim %c_74, dims = [] : (tensor<i32>) -> tensor<8x1x32xi32>
    %367 = stablehlo.compare EQ, %365, %366, SIGNED : (tensor<8x1x32xi32>, tensor<8x1x32xi32>) -> tensor<8x1x32xi1>
    %c_75 = stablehlo.constant dense<false> : tensor<i1>
    %368 = stablehlo.broadcast_in_dim %c_75, dims = [] : (tensor<i1>) -> tensor<8x1x32xi1>
    %369 = stablehlo.compare NE, %367, %368, UNSIGNED : (tensor<8x1x32xi1>, tensor<8x1x32xi1>) -> tensor<8x1x32xi1>
    %370 = stablehlo.convert %369 : tensor<8x1x32xi1>
    %c_76 = stablehlo.constant dense<true> : tensor<i1>
    %371 = stablehlo.reduce(%370 init: %c_76) applies stablehlo.and across dimensions = [2] : (tensor<8x1x32xi1>, tensor<i1>) -> tensor<8x1xi1>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x1xi1>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x1x1x1xi1>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x1x8x16xf32>
    %375 = call @_where_1(%373, %374, %364) : (tensor<8x1x1x1xi1>, tensor<8x1x8x16xf32>, tensor<8x1x8x16xf32>) -> tensor<8x1x8x16xf32>
    %376 = stablehlo.dot_general %375, %arg14, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x1x64xf32>
    %377 = stablehlo.add %208, %376 : tensor<8x1x64xf32>
    %378 = chlo.square %377 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_79 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %382 = stablehlo.divide %380, %381 : tensor<8x1x1xf32>
    %cst_80 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %384 = stablehlo.add %382, %383 : tensor<8x1x1xf32>
    %385 = stablehlo.sqrt %384 : tensor<8x1x1xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %386 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %387 = stablehlo.divide %386, %385 : tensor<8x1x1xf32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %389 = stablehlo.multiply %377, %388 : tensor<8x1x64xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %391 = stablehlo.add %390, %arg15 : tensor<64xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %394 = stablehlo.multiply %389, %393 : tensor<8x1x64xf32>
    %395 = stablehlo.dot_general %394, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
    %396 = stablehlo.dot_general %394, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
    %397 = stablehlo.multiply %395, %395 : tensor<8x1x64xf32>
    %398 = stablehlo.multiply %397, %395 : tensor<8x1x64xf32>
    %cst_83 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %400 = stablehlo.multiply %399, %398 : tensor<8x1x64xf32>
    %401 = stablehlo.add %395, %400 : tensor<8x1x64xf32>
    %cst_84 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %403 = stablehlo.multiply %402, %401 : tensor<8x1x64xf32>
    %404 = stablehlo.tanh %403 : tensor<8x1x64xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %406 = stablehlo.add %405, %404 : tensor<8x1x64xf32>
    %cst_86 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %408 = stablehlo.multiply %407, %406 : tensor<8x1x64xf32>
    %409 = stablehlo.multiply %395, %408 : tensor<8x1x64xf32>
    %410 = stablehlo.multiply %409, %396 : tensor<8x1x64xf32>
    %411 = stablehlo.dot_general %410, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
    %412 = stablehlo.add %411, %377 : tensor<8x1x64xf32>
    %413 = stablehlo.broadcast_in_dim %138, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %414 = stablehlo.broadcast_in_dim %342, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %415 = stablehlo.concatenate %413, %414, dim = 1 : (tensor<8x1x2x32x4x16xf32>, tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x2x32x4x16xf32>
    %416 = chlo.square %412 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %418 = stablehlo.broadcast_in_dim %417, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_88 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %420 = stablehlo.divide %418, %419 : tensor<8x1x1xf32>
    %cst_89 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %422 = stablehlo.add %420, %421 : tensor<8x1x1xf32>
    %423 = stablehlo.sqrt %422 : tensor<8x1x1xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %425 = stablehlo.divide %424, %423 : tensor<8x1x1xf32>
    %426 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %427 = stablehlo.multiply %412, %426 : tensor<8x1x64xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %429 = stablehlo.add %428, %arg19 : tensor<64xf32>
    %430 = stablehlo.broadcast_in_dim %429, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %432 = stablehlo.multiply %427, %431 : tensor<8x1x64xf32>
    %433 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %434 = stablehlo.dot_general %432, %433, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %434, %415 : tensor<8x1x512xf32>, tensor<8x2x2x32x4x16xf32>
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
  func.func private @_where_0(%arg0: tensor<8x1x1x1x32xi1>, %arg1: tensor<8x4x2x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x2x1x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x32xi1>) -> tensor<8x4x2x1x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x2x1x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x1x32xi1>, tensor<8x4x2x1x32xf32>
    return %3 : tensor<8x4x2x1x32xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x1x1xi1>, %arg1: tensor<8x1x8x16xf32>, %arg2: tensor<8x1x8x16xf32>) -> tensor<8x1x8x16xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xi1>) -> tensor<8x1x8x16xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x1x8x16xi1>, tensor<8x1x8x16xf32>
    return %1 : tensor<8x1x8x16xf32>
  }
}
