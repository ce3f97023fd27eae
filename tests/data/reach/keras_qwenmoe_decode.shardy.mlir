module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg3: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg5: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg7: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg11: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg12: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg14: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg16: tensor<64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg19: tensor<8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg21: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}, {}]>}, %arg23: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<8x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {"data"}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg27: tensor<4x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg28: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg30: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg31: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {"data"}]>}, %arg32: tensor<64x1xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg36: tensor<8x2x2x32x4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg37: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x4x8xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg35) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %1 = stablehlo.slice %arg36 [0:8, 0:1, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %3 = stablehlo.iota dim = 0 : tensor<1xf32>
    %4 = stablehlo.convert %arg37 : (tensor<i32>) -> tensor<f32>
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
    %26 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x1x64xf32>
    %29 = stablehlo.dot_general %28, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
    %30 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<8x1x8x8xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x1x8x8xf32>
    %33 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %37 = stablehlo.add %36, %35 : tensor<4xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %39 = stablehlo.divide %37, %38 : tensor<4xf32>
    %40 = stablehlo.negate %39 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %42 = stablehlo.power %41, %40 : tensor<4xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %44 = stablehlo.divide %42, %43 : tensor<4xf32>
    %45 = stablehlo.iota dim = 0 : tensor<1xf32>
    %46 = stablehlo.convert %arg37 : (tensor<i32>) -> tensor<f32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %48 = stablehlo.add %45, %47 : tensor<1xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %50 = stablehlo.dot_general %49, %44, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %53 = stablehlo.concatenate %51, %52, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %54 = stablehlo.reshape %53 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %56 = stablehlo.cosine %55 : tensor<1x1x1x8xf32>
    %57 = stablehlo.sine %55 : tensor<1x1x1x8xf32>
    %58 = stablehlo.slice %32 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %59 = stablehlo.slice %32 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %60 = stablehlo.negate %59 : tensor<8x1x8x4xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %62 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %63 = stablehlo.concatenate %61, %62, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
    %64 = stablehlo.reshape %63 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
    %65 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %66 = stablehlo.multiply %32, %65 : tensor<8x1x8x8xf32>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %68 = stablehlo.multiply %64, %67 : tensor<8x1x8x8xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x1x8x8xf32>
    %70 = stablehlo.slice %2 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %71 = stablehlo.reshape %70 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %72 = stablehlo.slice %2 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %73 = stablehlo.reshape %72 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %74 = stablehlo.dot_general %28, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %75 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x1x4x8xf32>
    %77 = stablehlo.add %74, %76 : tensor<8x1x4x8xf32>
    %78 = stablehlo.dot_general %28, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %79 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x1x4x8xf32>
    %81 = stablehlo.add %78, %80 : tensor<8x1x4x8xf32>
    %82 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %84 = stablehlo.multiply %83, %82 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %86 = stablehlo.add %85, %84 : tensor<4xf32>
    %cst_9 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %88 = stablehlo.divide %86, %87 : tensor<4xf32>
    %89 = stablehlo.negate %88 : tensor<4xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %91 = stablehlo.power %90, %89 : tensor<4xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %93 = stablehlo.divide %91, %92 : tensor<4xf32>
    %94 = stablehlo.iota dim = 0 : tensor<1xf32>
    %95 = stablehlo.convert %arg37 : (tensor<i32>) -> tensor<f32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %97 = stablehlo.add %94, %96 : tensor<1xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %99 = stablehlo.dot_general %98, %93, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %102 = stablehlo.concatenate %100, %101, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %103 = stablehlo.reshape %102 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %105 = stablehlo.cosine %104 : tensor<1x1x1x8xf32>
    %106 = stablehlo.sine %104 : tensor<1x1x1x8xf32>
    %107 = stablehlo.slice %77 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %108 = stablehlo.slice %77 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %109 = stablehlo.negate %108 : tensor<8x1x4x4xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %111 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %112 = stablehlo.concatenate %110, %111, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
    %114 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %115 = stablehlo.multiply %77, %114 : tensor<8x1x4x8xf32>
    %116 = stablehlo.broadcast_in_dim %106, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %117 = stablehlo.multiply %113, %116 : tensor<8x1x4x8xf32>
    %118 = stablehlo.add %115, %117 : tensor<8x1x4x8xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %119 = stablehlo.compare LT, %arg37, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_13 = stablehlo.constant dense<32> : tensor<i32>
    %120 = stablehlo.add %arg37, %c_13 : tensor<i32>
    %121 = stablehlo.select %119, %120, %arg37 : tensor<i1>, tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %122 = stablehlo.dynamic_update_slice %71, %118, %c_14, %121, %c_15, %c_16 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %123 = stablehlo.compare LT, %arg37, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_18 = stablehlo.constant dense<32> : tensor<i32>
    %124 = stablehlo.add %arg37, %c_18 : tensor<i32>
    %125 = stablehlo.select %123, %124, %arg37 : tensor<i1>, tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %126 = stablehlo.dynamic_update_slice %73, %81, %c_19, %125, %c_20, %c_21 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %127 = stablehlo.broadcast_in_dim %122, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %128 = stablehlo.broadcast_in_dim %126, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %129 = stablehlo.concatenate %127, %128, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %130 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %131 = stablehlo.reshape %130 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %132 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %133 = stablehlo.reshape %132 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %134 = stablehlo.dot_general %69, %131, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x32xf32>
    %cst_22 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<8x8x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_23 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %138 = call @_where_0(%137, %136, %cst_23) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %141 = stablehlo.maximum %140, %139 : tensor<8x8x1xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %144 = stablehlo.subtract %138, %143 : tensor<8x8x1x32xf32>
    %145 = stablehlo.exponential %144 : tensor<8x8x1x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %149 = stablehlo.divide %145, %148 : tensor<8x8x1x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = call @_where_0(%137, %149, %cst_27) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %151 = stablehlo.dot_general %133, %150, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x1x32xf32>) -> tensor<8x8x8x1xf32>
    %152 = stablehlo.transpose %151, dims = [0, 3, 1, 2] : (tensor<8x8x8x1xf32>) -> tensor<8x1x8x8xf32>
    %153 = stablehlo.dot_general %152, %arg8, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
    %154 = stablehlo.add %153, %0 : tensor<8x1x64xf32>
    %c_28 = stablehlo.constant dense<2> : tensor<i32>
    %155 = stablehlo.convert %c_28 : (tensor<i32>) -> tensor<f32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %157 = stablehlo.power %154, %156 : tensor<8x1x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.reduce(%157 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %161 = stablehlo.divide %159, %160 : tensor<8x1x1xf32>
    %cst_31 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x1x1xf32>
    %164 = stablehlo.rsqrt %163 : tensor<8x1x1xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %166 = stablehlo.multiply %154, %165 : tensor<8x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %169 = stablehlo.multiply %166, %168 : tensor<8x1x64xf32>
    %170 = stablehlo.reshape %169 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %171 = stablehlo.dot_general %170, %arg10, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x4xf32>) -> tensor<8x4xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %172 = stablehlo.reduce(%171 init: %cst_32) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_33 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %174 = stablehlo.maximum %173, %172 : tensor<8xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %177 = stablehlo.subtract %171, %176 : tensor<8x4xf32>
    %178 = stablehlo.exponential %177 : tensor<8x4xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %179 = stablehlo.reduce(%178 init: %cst_34) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %182 = stablehlo.divide %178, %181 : tensor<8x4xf32>
    %values, %indices = chlo.top_k(%182, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %183 = call @_one_hot(%indices) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %184 = stablehlo.broadcast_in_dim %values, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %186 = stablehlo.multiply %183, %185 : tensor<8x2x4xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_35) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %188 = stablehlo.transpose %187, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %189 = stablehlo.dot_general %arg11, %170, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<8x64xf32>) -> tensor<4x128x8xf32>
    %190 = stablehlo.transpose %189, dims = [0, 2, 1] : (tensor<4x128x8xf32>) -> tensor<4x8x128xf32>
    %191 = stablehlo.slice %190 [0:4, 0:8, 0:64] : (tensor<4x8x128xf32>) -> tensor<4x8x64xf32>
    %192 = stablehlo.slice %190 [0:4, 0:8, 64:128] : (tensor<4x8x128xf32>) -> tensor<4x8x64xf32>
    %193 = call @silu(%191) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %194 = stablehlo.multiply %192, %193 : tensor<4x8x64xf32>
    %195 = stablehlo.dot_general %194, %arg12, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x64x64xf32>) -> tensor<4x8x64xf32>
    %196 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<4x8x64xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %199 = stablehlo.reduce(%198 init: %cst_36) applies stablehlo.add across dimensions = [0] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %200 = stablehlo.dot_general %170, %arg14, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %201 = call @silu_1(%200) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %202 = stablehlo.dot_general %170, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %203 = stablehlo.multiply %202, %201 : tensor<8x64xf32>
    %204 = stablehlo.dot_general %203, %arg15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %205 = stablehlo.dot_general %170, %arg16, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x1xf32>) -> tensor<8x1xf32>
    %206 = stablehlo.negate %205 : tensor<8x1xf32>
    %207 = stablehlo.exponential %206 : tensor<8x1xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %209 = stablehlo.add %208, %207 : tensor<8x1xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %211 = stablehlo.divide %210, %209 : tensor<8x1xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %213 = stablehlo.multiply %204, %212 : tensor<8x64xf32>
    %214 = stablehlo.add %199, %213 : tensor<8x64xf32>
    %215 = stablehlo.reshape %214 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %216 = stablehlo.add %215, %154 : tensor<8x1x64xf32>
    %217 = stablehlo.slice %arg36 [0:8, 1:2, 0:2, 0:32, 0:4, 0:8] : (tensor<8x2x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %218 = stablehlo.reshape %217 : (tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %219 = stablehlo.iota dim = 0 : tensor<1xf32>
    %220 = stablehlo.convert %arg37 : (tensor<i32>) -> tensor<f32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %222 = stablehlo.add %219, %221 : tensor<1xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %224 = stablehlo.iota dim = 0 : tensor<32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %226 = stablehlo.broadcast_in_dim %223, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %227 = stablehlo.compare GE, %226, %225, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %228 = stablehlo.broadcast_in_dim %227, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %c_39 = stablehlo.constant dense<2> : tensor<i32>
    %230 = stablehlo.convert %c_39 : (tensor<i32>) -> tensor<f32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %232 = stablehlo.power %216, %231 : tensor<8x1x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_41 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %236 = stablehlo.divide %234, %235 : tensor<8x1x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %238 = stablehlo.add %236, %237 : tensor<8x1x1xf32>
    %239 = stablehlo.rsqrt %238 : tensor<8x1x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %241 = stablehlo.multiply %216, %240 : tensor<8x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %244 = stablehlo.multiply %241, %243 : tensor<8x1x64xf32>
    %245 = stablehlo.dot_general %244, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x8xf32>) -> tensor<8x1x8x8xf32>
    %246 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<8x8xf32>) -> tensor<1x1x8x8xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x1x8x8xf32>) -> tensor<8x1x8x8xf32>
    %248 = stablehlo.add %245, %247 : tensor<8x1x8x8xf32>
    %249 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %251 = stablehlo.multiply %250, %249 : tensor<4xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %253 = stablehlo.add %252, %251 : tensor<4xf32>
    %cst_45 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %255 = stablehlo.divide %253, %254 : tensor<4xf32>
    %256 = stablehlo.negate %255 : tensor<4xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %258 = stablehlo.power %257, %256 : tensor<4xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %260 = stablehlo.divide %258, %259 : tensor<4xf32>
    %261 = stablehlo.iota dim = 0 : tensor<1xf32>
    %262 = stablehlo.convert %arg37 : (tensor<i32>) -> tensor<f32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %264 = stablehlo.add %261, %263 : tensor<1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %266 = stablehlo.dot_general %265, %260, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %269 = stablehlo.concatenate %267, %268, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %270 = stablehlo.reshape %269 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %272 = stablehlo.cosine %271 : tensor<1x1x1x8xf32>
    %273 = stablehlo.sine %271 : tensor<1x1x1x8xf32>
    %274 = stablehlo.slice %248 [0:8, 0:1, 0:8, 0:4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %275 = stablehlo.slice %248 [0:8, 0:1, 0:8, 4:8] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x4xf32>
    %276 = stablehlo.negate %275 : tensor<8x1x8x4xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %278 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2, 4] : (tensor<8x1x8x4xf32>) -> tensor<8x1x8x1x4xf32>
    %279 = stablehlo.concatenate %277, %278, dim = 3 : (tensor<8x1x8x1x4xf32>, tensor<8x1x8x1x4xf32>) -> tensor<8x1x8x2x4xf32>
    %280 = stablehlo.reshape %279 : (tensor<8x1x8x2x4xf32>) -> tensor<8x1x8x8xf32>
    %281 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %282 = stablehlo.multiply %248, %281 : tensor<8x1x8x8xf32>
    %283 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x8x8xf32>
    %284 = stablehlo.multiply %280, %283 : tensor<8x1x8x8xf32>
    %285 = stablehlo.add %282, %284 : tensor<8x1x8x8xf32>
    %286 = stablehlo.slice %218 [0:8, 0:1, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %288 = stablehlo.slice %218 [0:8, 1:2, 0:32, 0:4, 0:8] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x1x32x4x8xf32>) -> tensor<8x32x4x8xf32>
    %290 = stablehlo.dot_general %244, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %291 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x1x4x8xf32>
    %293 = stablehlo.add %290, %292 : tensor<8x1x4x8xf32>
    %294 = stablehlo.dot_general %244, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x8xf32>) -> tensor<8x1x4x8xf32>
    %295 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x8xf32>) -> tensor<1x1x4x8xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1, 2, 3] : (tensor<1x1x4x8xf32>) -> tensor<8x1x4x8xf32>
    %297 = stablehlo.add %294, %296 : tensor<8x1x4x8xf32>
    %298 = stablehlo.iota dim = 0 : tensor<4xf32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %300 = stablehlo.multiply %299, %298 : tensor<4xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %302 = stablehlo.add %301, %300 : tensor<4xf32>
    %cst_50 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %304 = stablehlo.divide %302, %303 : tensor<4xf32>
    %305 = stablehlo.negate %304 : tensor<4xf32>
    %cst_51 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %307 = stablehlo.power %306, %305 : tensor<4xf32>
    %cst_52 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %309 = stablehlo.divide %307, %308 : tensor<4xf32>
    %310 = stablehlo.iota dim = 0 : tensor<1xf32>
    %311 = stablehlo.convert %arg37 : (tensor<i32>) -> tensor<f32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %313 = stablehlo.add %310, %312 : tensor<1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %315 = stablehlo.dot_general %314, %309, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<4xf32>) -> tensor<1x1x4xf32>
    %316 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %317 = stablehlo.broadcast_in_dim %315, dims = [0, 1, 3] : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %318 = stablehlo.concatenate %316, %317, dim = 2 : (tensor<1x1x1x4xf32>, tensor<1x1x1x4xf32>) -> tensor<1x1x2x4xf32>
    %319 = stablehlo.reshape %318 : (tensor<1x1x2x4xf32>) -> tensor<1x1x8xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %321 = stablehlo.cosine %320 : tensor<1x1x1x8xf32>
    %322 = stablehlo.sine %320 : tensor<1x1x1x8xf32>
    %323 = stablehlo.slice %293 [0:8, 0:1, 0:4, 0:4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %324 = stablehlo.slice %293 [0:8, 0:1, 0:4, 4:8] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x4xf32>
    %325 = stablehlo.negate %324 : tensor<8x1x4x4xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %327 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2, 4] : (tensor<8x1x4x4xf32>) -> tensor<8x1x4x1x4xf32>
    %328 = stablehlo.concatenate %326, %327, dim = 3 : (tensor<8x1x4x1x4xf32>, tensor<8x1x4x1x4xf32>) -> tensor<8x1x4x2x4xf32>
    %329 = stablehlo.reshape %328 : (tensor<8x1x4x2x4xf32>) -> tensor<8x1x4x8xf32>
    %330 = stablehlo.broadcast_in_dim %321, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %331 = stablehlo.multiply %293, %330 : tensor<8x1x4x8xf32>
    %332 = stablehlo.broadcast_in_dim %322, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %333 = stablehlo.multiply %329, %332 : tensor<8x1x4x8xf32>
    %334 = stablehlo.add %331, %333 : tensor<8x1x4x8xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %335 = stablehlo.compare LT, %arg37, %c_53, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_54 = stablehlo.constant dense<32> : tensor<i32>
    %336 = stablehlo.add %arg37, %c_54 : tensor<i32>
    %337 = stablehlo.select %335, %336, %arg37 : tensor<i1>, tensor<i32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %c_56 = stablehlo.constant dense<0> : tensor<i32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %338 = stablehlo.dynamic_update_slice %287, %334, %c_55, %337, %c_56, %c_57 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %339 = stablehlo.compare LT, %arg37, %c_58, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_59 = stablehlo.constant dense<32> : tensor<i32>
    %340 = stablehlo.add %arg37, %c_59 : tensor<i32>
    %341 = stablehlo.select %339, %340, %arg37 : tensor<i1>, tensor<i32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %342 = stablehlo.dynamic_update_slice %289, %297, %c_60, %341, %c_61, %c_62 : (tensor<8x32x4x8xf32>, tensor<8x1x4x8xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x8xf32>
    %343 = stablehlo.broadcast_in_dim %338, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %344 = stablehlo.broadcast_in_dim %342, dims = [0, 2, 3, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x1x32x4x8xf32>
    %345 = stablehlo.concatenate %343, %344, dim = 1 : (tensor<8x1x32x4x8xf32>, tensor<8x1x32x4x8xf32>) -> tensor<8x2x32x4x8xf32>
    %346 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %348 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x2x8xf32>
    %349 = stablehlo.reshape %348 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x8x8xf32>
    %350 = stablehlo.dot_general %285, %347, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x32x8x8xf32>) -> tensor<8x8x1x32xf32>
    %cst_63 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %352 = stablehlo.multiply %350, %351 : tensor<8x8x1x32xf32>
    %353 = stablehlo.broadcast_in_dim %229, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_64 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %354 = call @_where_0(%353, %352, %cst_64) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %cst_65 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %355 = stablehlo.reduce(%354 init: %cst_65) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_66 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %357 = stablehlo.maximum %356, %355 : tensor<8x8x1xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %360 = stablehlo.subtract %354, %359 : tensor<8x8x1x32xf32>
    %361 = stablehlo.exponential %360 : tensor<8x8x1x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.reduce(%361 init: %cst_67) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %363 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x32xf32>
    %365 = stablehlo.divide %361, %364 : tensor<8x8x1x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = call @_where_0(%353, %365, %cst_68) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %367 = stablehlo.dot_general %349, %366, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x8xf32>, tensor<8x8x1x32xf32>) -> tensor<8x8x8x1xf32>
    %368 = stablehlo.transpose %367, dims = [0, 3, 1, 2] : (tensor<8x8x8x1xf32>) -> tensor<8x1x8x8xf32>
    %369 = stablehlo.dot_general %368, %arg24, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x8xf32>, tensor<8x8x64xf32>) -> tensor<8x1x64xf32>
    %370 = stablehlo.add %369, %216 : tensor<8x1x64xf32>
    %c_69 = stablehlo.constant dense<2> : tensor<i32>
    %371 = stablehlo.convert %c_69 : (tensor<i32>) -> tensor<f32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %373 = stablehlo.power %370, %372 : tensor<8x1x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_71 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %376 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %377 = stablehlo.divide %375, %376 : tensor<8x1x1xf32>
    %cst_72 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %379 = stablehlo.add %377, %378 : tensor<8x1x1xf32>
    %380 = stablehlo.rsqrt %379 : tensor<8x1x1xf32>
    %381 = stablehlo.broadcast_in_dim %380, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %382 = stablehlo.multiply %370, %381 : tensor<8x1x64xf32>
    %383 = stablehlo.broadcast_in_dim %arg33, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %384 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %385 = stablehlo.multiply %382, %384 : tensor<8x1x64xf32>
    %386 = stablehlo.reshape %385 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %387 = stablehlo.dot_general %386, %arg26, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x4xf32>) -> tensor<8x4xf32>
    %cst_73 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_73) applies stablehlo.maximum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_74 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %390 = stablehlo.maximum %389, %388 : tensor<8xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %393 = stablehlo.subtract %387, %392 : tensor<8x4xf32>
    %394 = stablehlo.exponential %393 : tensor<8x4xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_75) applies stablehlo.add across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %398 = stablehlo.divide %394, %397 : tensor<8x4xf32>
    %values_76, %indices_77 = chlo.top_k(%398, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %399 = call @_one_hot(%indices_77) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %400 = stablehlo.broadcast_in_dim %values_76, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %402 = stablehlo.multiply %399, %401 : tensor<8x2x4xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.reduce(%402 init: %cst_78) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %404 = stablehlo.transpose %403, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %405 = stablehlo.dot_general %arg27, %386, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x128xf32>, tensor<8x64xf32>) -> tensor<4x128x8xf32>
    %406 = stablehlo.transpose %405, dims = [0, 2, 1] : (tensor<4x128x8xf32>) -> tensor<4x8x128xf32>
    %407 = stablehlo.slice %406 [0:4, 0:8, 0:64] : (tensor<4x8x128xf32>) -> tensor<4x8x64xf32>
    %408 = stablehlo.slice %406 [0:4, 0:8, 64:128] : (tensor<4x8x128xf32>) -> tensor<4x8x64xf32>
    %409 = call @silu(%407) : (tensor<4x8x64xf32>) -> tensor<4x8x64xf32>
    %410 = stablehlo.multiply %408, %409 : tensor<4x8x64xf32>
    %411 = stablehlo.dot_general %410, %arg28, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x64xf32>, tensor<4x64x64xf32>) -> tensor<4x8x64xf32>
    %412 = stablehlo.broadcast_in_dim %404, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %414 = stablehlo.multiply %411, %413 : tensor<4x8x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_79) applies stablehlo.add across dimensions = [0] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %416 = stablehlo.dot_general %386, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %417 = call @silu_1(%416) : (tensor<8x64xf32>) -> tensor<8x64xf32>
    %418 = stablehlo.dot_general %386, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %419 = stablehlo.multiply %418, %417 : tensor<8x64xf32>
    %420 = stablehlo.dot_general %419, %arg31, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %421 = stablehlo.dot_general %386, %arg32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x1xf32>) -> tensor<8x1xf32>
    %422 = stablehlo.negate %421 : tensor<8x1xf32>
    %423 = stablehlo.exponential %422 : tensor<8x1xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %425 = stablehlo.add %424, %423 : tensor<8x1xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %427 = stablehlo.divide %426, %425 : tensor<8x1xf32>
    %428 = stablehlo.broadcast_in_dim %427, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x64xf32>
    %429 = stablehlo.multiply %420, %428 : tensor<8x64xf32>
    %430 = stablehlo.add %415, %429 : tensor<8x64xf32>
    %431 = stablehlo.reshape %430 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %432 = stablehlo.add %431, %370 : tensor<8x1x64xf32>
    %433 = stablehlo.broadcast_in_dim %129, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %434 = stablehlo.broadcast_in_dim %345, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x8xf32>) -> tensor<8x1x2x32x4x8xf32>
    %435 = stablehlo.concatenate %433, %434, dim = 1 : (tensor<8x1x2x32x4x8xf32>, tensor<8x1x2x32x4x8xf32>) -> tensor<8x2x2x32x4x8xf32>
    %c_82 = stablehlo.constant dense<2> : tensor<i32>
    %436 = stablehlo.convert %c_82 : (tensor<i32>) -> tensor<f32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %438 = stablehlo.power %432, %437 : tensor<8x1x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %439 = stablehlo.reduce(%438 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_84 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %442 = stablehlo.divide %440, %441 : tensor<8x1x1xf32>
    %cst_85 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %444 = stablehlo.add %442, %443 : tensor<8x1x1xf32>
    %445 = stablehlo.rsqrt %444 : tensor<8x1x1xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %447 = stablehlo.multiply %432, %446 : tensor<8x1x64xf32>
    %448 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %449 = stablehlo.broadcast_in_dim %448, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %450 = stablehlo.multiply %447, %449 : tensor<8x1x64xf32>
    %451 = stablehlo.dot_general %450, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %451, %435 : tensor<8x1x512xf32>, tensor<8x2x2x32x4x8xf32>
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
  func.func private @_where_0(%arg0: tensor<8x1x1x32xi1>, %arg1: tensor<8x8x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x8x1x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi1>) -> tensor<8x8x1x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x1x32xi1>, tensor<8x8x1x32xf32>
    return %3 : tensor<8x8x1x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<8x2xi32>) -> tensor<8x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x2xi32>) -> tensor<8x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x2x1xi32>) -> tensor<8x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<8x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<8x2x4xi32>, tensor<8x2x4xi32>) -> tensor<8x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x2x4xi1>) -> tensor<8x2x4xf32>
    return %5 : tensor<8x2x4xf32>
  }
  func.func private @silu(%arg0: tensor<4x8x64xf32>) -> tensor<4x8x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<4x8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<4x8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<4x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x8x64xf32>
    return %6 : tensor<4x8x64xf32>
  }
  func.func private @silu_1(%arg0: tensor<8x64xf32>) -> tensor<8x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64xf32>
    return %6 : tensor<8x64xf32>
  }
}
