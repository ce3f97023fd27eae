module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg19: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg29: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg37: tensor<8x2x2x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg38: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x4x16xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg36) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare LT, %arg38, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<128> : tensor<i32>
    %2 = stablehlo.add %arg38, %c_0 : tensor<i32>
    %3 = stablehlo.select %1, %2, %arg38 : tensor<i1>, tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.dynamic_slice %arg1, %3, %c_1, sizes = [1, 64] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<1x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2] : (tensor<1x64xf32>) -> tensor<8x1x64xf32>
    %6 = stablehlo.add %0, %5 : tensor<8x1x64xf32>
    %7 = stablehlo.slice %arg37 [0:8, 0:1, 0:2, 0:32, 0:4, 0:16] : (tensor<8x2x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %9 = stablehlo.iota dim = 0 : tensor<1xf32>
    %10 = stablehlo.convert %arg38 : (tensor<i32>) -> tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %12 = stablehlo.add %9, %11 : tensor<1xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %14 = stablehlo.iota dim = 0 : tensor<32xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %16 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %17 = stablehlo.compare GE, %16, %15, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%6 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %23 = stablehlo.divide %21, %22 : tensor<8x1x1xf32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = call @_var(%6, %c_3) : (tensor<8x1x64xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %25 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %26 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_4 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %28 = stablehlo.add %24, %27 : tensor<8x1x1xf32>
    %29 = stablehlo.rsqrt %28 : tensor<8x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x1x64xf32>
    %33 = stablehlo.negate %23 : tensor<8x1x1xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<8x1x64xf32>
    %36 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x1x64xf32>
    %38 = stablehlo.multiply %6, %32 : tensor<8x1x64xf32>
    %39 = stablehlo.add %38, %37 : tensor<8x1x64xf32>
    %40 = stablehlo.dot_general %39, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x1x4x16xf32>
    %44 = stablehlo.slice %8 [0:8, 0:1, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %45 = stablehlo.reshape %44 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %46 = stablehlo.slice %8 [0:8, 1:2, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %47 = stablehlo.reshape %46 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %48 = stablehlo.dot_general %39, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %49 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %51 = stablehlo.add %48, %50 : tensor<8x1x4x16xf32>
    %52 = stablehlo.dot_general %39, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %53 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %55 = stablehlo.add %52, %54 : tensor<8x1x4x16xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.compare LT, %arg38, %c_5, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_6 = stablehlo.constant dense<32> : tensor<i32>
    %57 = stablehlo.add %arg38, %c_6 : tensor<i32>
    %58 = stablehlo.select %56, %57, %arg38 : tensor<i1>, tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.dynamic_update_slice %45, %51, %c_7, %58, %c_8, %c_9 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %60 = stablehlo.compare LT, %arg38, %c_10, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_11 = stablehlo.constant dense<32> : tensor<i32>
    %61 = stablehlo.add %arg38, %c_11 : tensor<i32>
    %62 = stablehlo.select %60, %61, %arg38 : tensor<i1>, tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %63 = stablehlo.dynamic_update_slice %47, %55, %c_12, %62, %c_13, %c_14 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %64 = stablehlo.broadcast_in_dim %59, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %63, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %66 = stablehlo.concatenate %64, %65, dim = 1 : (tensor<8x1x32x4x16xf32>, tensor<8x1x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %cst_15 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
    %68 = stablehlo.multiply %43, %67 : tensor<8x1x4x16xf32>
    %69 = stablehlo.dot_general %68, %59, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32xf32>
    %70 = stablehlo.broadcast_in_dim %19, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_16 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %71 = call @_where_1(%70, %69, %cst_16) : (tensor<8x1x1x32xi1>, tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1x32xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %72 = stablehlo.reduce(%71 init: %cst_17) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %74 = stablehlo.maximum %73, %72 : tensor<8x4x1xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
    %77 = stablehlo.subtract %71, %76 : tensor<8x4x1x32xf32>
    %78 = stablehlo.exponential %77 : tensor<8x4x1x32xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %79 = stablehlo.reduce(%78 init: %cst_19) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %80 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
    %82 = stablehlo.divide %78, %81 : tensor<8x4x1x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = call @_where_1(%70, %82, %cst_20) : (tensor<8x1x1x32xi1>, tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1x32xf32>
    %84 = stablehlo.dot_general %63, %83, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x1x32xf32>) -> tensor<8x4x16x1xf32>
    %85 = stablehlo.transpose %84, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
    %86 = stablehlo.dot_general %85, %arg8, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x1x64xf32>
    %87 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %89 = stablehlo.add %86, %88 : tensor<8x1x64xf32>
    %90 = stablehlo.add %89, %6 : tensor<8x1x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_22 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %94 = stablehlo.divide %92, %93 : tensor<8x1x1xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %95 = call @_var(%90, %c_23) : (tensor<8x1x64xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %96 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %97 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_24 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %99 = stablehlo.add %95, %98 : tensor<8x1x1xf32>
    %100 = stablehlo.rsqrt %99 : tensor<8x1x1xf32>
    %101 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %102 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x1x64xf32>
    %104 = stablehlo.negate %94 : tensor<8x1x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<8x1x64xf32>
    %107 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x1x64xf32>
    %109 = stablehlo.multiply %90, %103 : tensor<8x1x64xf32>
    %110 = stablehlo.add %109, %108 : tensor<8x1x64xf32>
    %111 = stablehlo.dot_general %110, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %112 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %114 = stablehlo.add %111, %113 : tensor<8x1x128xf32>
    %115 = stablehlo.multiply %114, %114 : tensor<8x1x128xf32>
    %116 = stablehlo.multiply %115, %114 : tensor<8x1x128xf32>
    %cst_25 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<8x1x128xf32>
    %119 = stablehlo.add %114, %118 : tensor<8x1x128xf32>
    %cst_26 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<8x1x128xf32>
    %122 = stablehlo.tanh %121 : tensor<8x1x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %124 = stablehlo.add %123, %122 : tensor<8x1x128xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x1x128xf32>
    %127 = stablehlo.multiply %114, %126 : tensor<8x1x128xf32>
    %128 = stablehlo.dot_general %127, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %131 = stablehlo.add %128, %130 : tensor<8x1x64xf32>
    %132 = stablehlo.add %131, %90 : tensor<8x1x64xf32>
    %133 = stablehlo.slice %arg37 [0:8, 1:2, 0:2, 0:32, 0:4, 0:16] : (tensor<8x2x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %134 = stablehlo.reshape %133 : (tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %135 = stablehlo.iota dim = 0 : tensor<1xf32>
    %136 = stablehlo.convert %arg38 : (tensor<i32>) -> tensor<f32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %138 = stablehlo.add %135, %137 : tensor<1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %140 = stablehlo.iota dim = 0 : tensor<32xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %142 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %143 = stablehlo.compare GE, %142, %141, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%132 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_30 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x1x1xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %150 = call @_var(%132, %c_31) : (tensor<8x1x64xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %151 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %152 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %154 = stablehlo.add %150, %153 : tensor<8x1x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<8x1x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %157 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %158 = stablehlo.multiply %156, %157 : tensor<8x1x64xf32>
    %159 = stablehlo.negate %149 : tensor<8x1x1xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %161 = stablehlo.multiply %160, %158 : tensor<8x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %163 = stablehlo.add %161, %162 : tensor<8x1x64xf32>
    %164 = stablehlo.multiply %132, %158 : tensor<8x1x64xf32>
    %165 = stablehlo.add %164, %163 : tensor<8x1x64xf32>
    %166 = stablehlo.dot_general %165, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %167 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %169 = stablehlo.add %166, %168 : tensor<8x1x4x16xf32>
    %170 = stablehlo.slice %134 [0:8, 0:1, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %172 = stablehlo.slice %134 [0:8, 1:2, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %173 = stablehlo.reshape %172 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %174 = stablehlo.dot_general %165, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %175 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %177 = stablehlo.add %174, %176 : tensor<8x1x4x16xf32>
    %178 = stablehlo.dot_general %165, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %179 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %181 = stablehlo.add %178, %180 : tensor<8x1x4x16xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %182 = stablehlo.compare LT, %arg38, %c_33, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_34 = stablehlo.constant dense<32> : tensor<i32>
    %183 = stablehlo.add %arg38, %c_34 : tensor<i32>
    %184 = stablehlo.select %182, %183, %arg38 : tensor<i1>, tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %185 = stablehlo.dynamic_update_slice %171, %177, %c_35, %184, %c_36, %c_37 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %186 = stablehlo.compare LT, %arg38, %c_38, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_39 = stablehlo.constant dense<32> : tensor<i32>
    %187 = stablehlo.add %arg38, %c_39 : tensor<i32>
    %188 = stablehlo.select %186, %187, %arg38 : tensor<i1>, tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %189 = stablehlo.dynamic_update_slice %173, %181, %c_40, %188, %c_41, %c_42 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %190 = stablehlo.broadcast_in_dim %185, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %191 = stablehlo.broadcast_in_dim %189, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %192 = stablehlo.concatenate %190, %191, dim = 1 : (tensor<8x1x32x4x16xf32>, tensor<8x1x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %cst_43 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
    %194 = stablehlo.multiply %169, %193 : tensor<8x1x4x16xf32>
    %195 = stablehlo.dot_general %194, %185, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x1x32xf32>
    %196 = stablehlo.broadcast_in_dim %145, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_44 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %197 = call @_where_1(%196, %195, %cst_44) : (tensor<8x1x1x32xi1>, tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1x32xf32>
    %cst_45 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %198 = stablehlo.reduce(%197 init: %cst_45) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_46 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %200 = stablehlo.maximum %199, %198 : tensor<8x4x1xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %202 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
    %203 = stablehlo.subtract %197, %202 : tensor<8x4x1x32xf32>
    %204 = stablehlo.exponential %203 : tensor<8x4x1x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.reduce(%204 init: %cst_47) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x32xf32>
    %208 = stablehlo.divide %204, %207 : tensor<8x4x1x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = call @_where_1(%196, %208, %cst_48) : (tensor<8x1x1x32xi1>, tensor<8x4x1x32xf32>, tensor<f32>) -> tensor<8x4x1x32xf32>
    %210 = stablehlo.dot_general %189, %209, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x1x32xf32>) -> tensor<8x4x16x1xf32>
    %211 = stablehlo.transpose %210, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
    %212 = stablehlo.dot_general %211, %arg24, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x1x64xf32>
    %213 = stablehlo.broadcast_in_dim %arg25, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x1x64xf32>
    %216 = stablehlo.add %215, %132 : tensor<8x1x64xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_49) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_50 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %220 = stablehlo.divide %218, %219 : tensor<8x1x1xf32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %221 = call @_var(%216, %c_51) : (tensor<8x1x64xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %222 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %223 = stablehlo.reshape %arg33 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_52 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %225 = stablehlo.add %221, %224 : tensor<8x1x1xf32>
    %226 = stablehlo.rsqrt %225 : tensor<8x1x1xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %228 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %229 = stablehlo.multiply %227, %228 : tensor<8x1x64xf32>
    %230 = stablehlo.negate %220 : tensor<8x1x1xf32>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %232 = stablehlo.multiply %231, %229 : tensor<8x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %234 = stablehlo.add %232, %233 : tensor<8x1x64xf32>
    %235 = stablehlo.multiply %216, %229 : tensor<8x1x64xf32>
    %236 = stablehlo.add %235, %234 : tensor<8x1x64xf32>
    %237 = stablehlo.dot_general %236, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x128xf32>) -> tensor<8x1x128xf32>
    %238 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %239 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %240 = stablehlo.add %237, %239 : tensor<8x1x128xf32>
    %241 = stablehlo.multiply %240, %240 : tensor<8x1x128xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8x1x128xf32>
    %cst_53 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<8x1x128xf32>
    %245 = stablehlo.add %240, %244 : tensor<8x1x128xf32>
    %cst_54 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %247 = stablehlo.multiply %246, %245 : tensor<8x1x128xf32>
    %248 = stablehlo.tanh %247 : tensor<8x1x128xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %250 = stablehlo.add %249, %248 : tensor<8x1x128xf32>
    %cst_56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %252 = stablehlo.multiply %251, %250 : tensor<8x1x128xf32>
    %253 = stablehlo.multiply %240, %252 : tensor<8x1x128xf32>
    %254 = stablehlo.dot_general %253, %arg30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x64xf32>) -> tensor<8x1x64xf32>
    %255 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %257 = stablehlo.add %254, %256 : tensor<8x1x64xf32>
    %258 = stablehlo.add %257, %216 : tensor<8x1x64xf32>
    %259 = stablehlo.broadcast_in_dim %66, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %260 = stablehlo.broadcast_in_dim %192, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %261 = stablehlo.concatenate %259, %260, dim = 1 : (tensor<8x1x2x32x4x16xf32>, tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x2x32x4x16xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%258 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_58 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %265 = stablehlo.divide %263, %264 : tensor<8x1x1xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %266 = call @_var(%258, %c_59) : (tensor<8x1x64xf32>, tensor<i32>) -> tensor<8x1x1xf32>
    %267 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %268 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_60 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %270 = stablehlo.add %266, %269 : tensor<8x1x1xf32>
    %271 = stablehlo.rsqrt %270 : tensor<8x1x1xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %273 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %274 = stablehlo.multiply %272, %273 : tensor<8x1x64xf32>
    %275 = stablehlo.negate %265 : tensor<8x1x1xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %277 = stablehlo.multiply %276, %274 : tensor<8x1x64xf32>
    %278 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %279 = stablehlo.add %277, %278 : tensor<8x1x64xf32>
    %280 = stablehlo.multiply %258, %274 : tensor<8x1x64xf32>
    %281 = stablehlo.add %280, %279 : tensor<8x1x64xf32>
    %282 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %283 = stablehlo.dot_general %281, %282, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %283, %261 : tensor<8x1x512xf32>, tensor<8x2x2x32x4x16xf32>
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
  func.func private @_var(%arg0: tensor<8x1x64xf32>, %arg1: tensor<i32>) -> tensor<8x1x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x1x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x1x64xf32>
    %6 = chlo.square %5 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_0(%13, %12, %cst_4) : (tensor<i1>, tensor<8x1x1xf32>, tensor<f32>) -> tensor<8x1x1xf32>
    return %14 : tensor<8x1x1xf32>
  }
  func.func private @_where_0(%arg0: tensor<i1>, %arg1: tensor<8x1x1xf32>, %arg2: tensor<f32>) -> tensor<8x1x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x1x1xf32>
    return %2 : tensor<8x1x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x1x32xi1>, %arg1: tensor<8x4x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x1x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi1>) -> tensor<8x4x1x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x32xi1>, tensor<8x4x1x32xf32>
    return %3 : tensor<8x4x1x32xf32>
  }
}
