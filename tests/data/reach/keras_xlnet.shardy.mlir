module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<2x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<2x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg24: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg26: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg32: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg36: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg37: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.subtract %0, %arg35 : tensor<8x32xi32>
    %2 = stablehlo.reshape %1 : (tensor<8x32xi32>) -> tensor<32x8xi32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<32x8xi32>) -> tensor<1x32x8xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x32x8xi32>) -> tensor<1x32x8x1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x32x8x1xi32>
    %6 = stablehlo.compare GT, %4, %5, SIGNED : (tensor<1x32x8x1xi32>, tensor<1x32x8x1xi32>) -> tensor<1x32x8x1xi1>
    %7 = stablehlo.convert %6 : (tensor<1x32x8x1xi1>) -> tensor<1x32x8x1xi32>
    %8 = stablehlo.iota dim = 0 : tensor<32xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %10 = stablehlo.iota dim = 0 : tensor<32xi32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %12 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %14 = stablehlo.compare EQ, %12, %13, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %15 = call @_where(%14, %c_1, %c_2) : (tensor<32x32xi1>, tensor<i32>, tensor<i32>) -> tensor<32x32xi32>
    %16 = stablehlo.negate %15 : tensor<32x32xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1] : (tensor<32x32xi32>) -> tensor<32x32x1xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<32x32x1xi32>) -> tensor<32x32x1x1xi32>
    %19 = stablehlo.convert %18 : tensor<32x32x1x1xi32>
    %20 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<1x32x8x1xi32>) -> tensor<32x32x8x1xi32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2, 3] : (tensor<32x32x1x1xi32>) -> tensor<32x32x8x1xi32>
    %22 = stablehlo.add %20, %21 : tensor<32x32x8x1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<32x32x8x1xi32>
    %24 = stablehlo.compare GT, %22, %23, SIGNED : (tensor<32x32x8x1xi32>, tensor<32x32x8x1xi32>) -> tensor<32x32x8x1xi1>
    %25 = stablehlo.convert %24 : (tensor<32x32x8x1xi1>) -> tensor<32x32x8x1xi32>
    %26 = stablehlo.reshape %25 : (tensor<32x32x8x1xi32>) -> tensor<32x32x8xi32>
    %27 = stablehlo.transpose %26, dims = [2, 0, 1] : (tensor<32x32x8xi32>) -> tensor<8x32x32xi32>
    %28 = stablehlo.convert %27 : (tensor<8x32x32xi32>) -> tensor<8x32x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x32xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<8x32x32xf32>
    %31 = call @_take(%arg0, %arg37) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %32 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %36 = stablehlo.add %35, %34 : tensor<32xf32>
    %cst_6 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %38 = stablehlo.divide %36, %37 : tensor<32xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %40 = stablehlo.power %39, %38 : tensor<32xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %42 = stablehlo.divide %41, %40 : tensor<32xf32>
    %43 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst_9 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<64xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %47 = stablehlo.add %46, %45 : tensor<64xf32>
    %48 = stablehlo.dot_general %47, %42, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<32xf32>) -> tensor<64x32xf32>
    %49 = stablehlo.sine %48 : tensor<64x32xf32>
    %50 = stablehlo.cosine %48 : tensor<64x32xf32>
    %51 = stablehlo.concatenate %49, %50, dim = 1 : (tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 2] : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x8x64xf32>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<64x1x64xf32>) -> tensor<64x8x64xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<64x8x64xf32>
    %56 = stablehlo.reshape %55 : (tensor<64x8x64xf32>) -> tensor<8x64x64xf32>
    %57 = stablehlo.transpose %arg36, dims = [1, 0] : (tensor<8x32xi32>) -> tensor<32x8xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 2] : (tensor<32x8xi32>) -> tensor<32x1x8xi32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [1, 2] : (tensor<32x8xi32>) -> tensor<1x32x8xi32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<32x1x8xi32>) -> tensor<32x32x8xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x32x8xi32>) -> tensor<32x32x8xi32>
    %62 = stablehlo.compare EQ, %60, %61, SIGNED : (tensor<32x32x8xi32>, tensor<32x32x8xi32>) -> tensor<32x32x8xi1>
    %63 = stablehlo.not %62 : tensor<32x32x8xi1>
    %64 = stablehlo.convert %63 : (tensor<32x32x8xi1>) -> tensor<32x32x8xi32>
    %65 = stablehlo.transpose %64, dims = [2, 0, 1] : (tensor<32x32x8xi32>) -> tensor<8x32x32xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8x32x32xi32>
    %67 = stablehlo.compare NE, %65, %66, SIGNED : (tensor<8x32x32xi32>, tensor<8x32x32xi32>) -> tensor<8x32x32xi1>
    %68 = stablehlo.convert %67 : tensor<8x32x32xi1>
    %69 = stablehlo.dot_general %31, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %70 = stablehlo.dot_general %31, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %71 = stablehlo.dot_general %31, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %72 = stablehlo.dot_general %56, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x4x16xf32>) -> tensor<8x64x4x16xf32>
    %73 = stablehlo.broadcast_in_dim %arg1, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %75 = stablehlo.add %69, %74 : tensor<8x32x4x16xf32>
    %76 = stablehlo.dot_general %75, %70, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %77 = stablehlo.broadcast_in_dim %arg2, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %79 = stablehlo.add %69, %78 : tensor<8x32x4x16xf32>
    %80 = stablehlo.dot_general %79, %72, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x4x32x64xf32>
    %81 = stablehlo.transpose %80, dims = [2, 3, 0, 1] : (tensor<8x4x32x64xf32>) -> tensor<32x64x8x4xf32>
    %82 = stablehlo.reshape %81 : (tensor<32x64x8x4xf32>) -> tensor<64x32x8x4xf32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.dynamic_slice %82, %c_13, %c_14, %c_15, %c_16, sizes = [63, 32, 8, 4] : (tensor<64x32x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<63x32x8x4xf32>
    %84 = stablehlo.reshape %83 : (tensor<63x32x8x4xf32>) -> tensor<32x63x8x4xf32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.dynamic_slice %84, %c_17, %c_18, %c_19, %c_20, sizes = [32, 32, 8, 4] : (tensor<32x63x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x8x4xf32>
    %86 = stablehlo.transpose %85, dims = [2, 3, 0, 1] : (tensor<32x32x8x4xf32>) -> tensor<8x4x32x32xf32>
    %87 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %89 = stablehlo.add %69, %88 : tensor<8x32x4x16xf32>
    %90 = stablehlo.dot_general %arg4, %89, batching_dims = [1] x [2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<4x2x8x32xf32>
    %91 = stablehlo.transpose %90, dims = [2, 0, 3, 1] : (tensor<4x2x8x32xf32>) -> tensor<8x4x32x2xf32>
    %92 = stablehlo.broadcast_in_dim %68, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %94 = stablehlo.slice %91 [0:8, 0:4, 0:32, 1:2] : (tensor<8x4x32x2xf32>) -> tensor<8x4x32x1xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %96 = stablehlo.slice %91 [0:8, 0:4, 0:32, 0:1] : (tensor<8x4x32x2xf32>) -> tensor<8x4x32x1xf32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %98 = call @_where_1(%93, %95, %97) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %99 = stablehlo.add %76, %86 : tensor<8x4x32x32xf32>
    %100 = stablehlo.add %99, %98 : tensor<8x4x32x32xf32>
    %cst_21 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %102 = stablehlo.multiply %100, %101 : tensor<8x4x32x32xf32>
    %103 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<8x32x32xf32>) -> tensor<8x1x32x32xf32>
    %cst_22 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %105 = stablehlo.compare GT, %103, %104, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_23 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %106 = call @_where_2(%105, %102, %cst_23) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_24) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<8x4x32xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %112 = stablehlo.subtract %106, %111 : tensor<8x4x32x32xf32>
    %113 = stablehlo.exponential %112 : tensor<8x4x32x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %117 = stablehlo.divide %113, %116 : tensor<8x4x32x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = call @_where_2(%105, %117, %cst_27) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %119 = stablehlo.dot_general %71, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %120 = stablehlo.transpose %119, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %121 = stablehlo.dot_general %120, %arg8, contracting_dims = [3, 2] x [2, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %122 = stablehlo.add %121, %31 : tensor<8x32x64xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_29 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %126 = stablehlo.divide %124, %125 : tensor<8x32x1xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %127 = call @_var(%122, %c_30) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %128 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %129 = stablehlo.reshape %arg11 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_31 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %131 = stablehlo.add %127, %130 : tensor<8x32x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<8x32x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %134 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %135 = stablehlo.multiply %133, %134 : tensor<8x32x64xf32>
    %136 = stablehlo.negate %126 : tensor<8x32x1xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %138 = stablehlo.multiply %137, %135 : tensor<8x32x64xf32>
    %139 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %140 = stablehlo.add %138, %139 : tensor<8x32x64xf32>
    %141 = stablehlo.multiply %122, %135 : tensor<8x32x64xf32>
    %142 = stablehlo.add %141, %140 : tensor<8x32x64xf32>
    %143 = stablehlo.dot_general %142, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %144 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %146 = stablehlo.add %143, %145 : tensor<8x32x128xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %148 = stablehlo.multiply %147, %146 : tensor<8x32x128xf32>
    %149 = stablehlo.negate %146 : tensor<8x32x128xf32>
    %cst_33 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %151 = stablehlo.multiply %149, %150 : tensor<8x32x128xf32>
    %152 = chlo.erfc %151 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %153 = stablehlo.multiply %148, %152 : tensor<8x32x128xf32>
    %154 = stablehlo.dot_general %153, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %155 = stablehlo.broadcast_in_dim %arg17, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x32x64xf32>
    %158 = stablehlo.add %157, %142 : tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %162 = stablehlo.divide %160, %161 : tensor<8x32x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %163 = call @_var(%158, %c_36) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %164 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.reshape %arg13 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %167 = stablehlo.add %163, %166 : tensor<8x32x1xf32>
    %168 = stablehlo.rsqrt %167 : tensor<8x32x1xf32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %170 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<8x32x64xf32>
    %172 = stablehlo.negate %162 : tensor<8x32x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %174 = stablehlo.multiply %173, %171 : tensor<8x32x64xf32>
    %175 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %176 = stablehlo.add %174, %175 : tensor<8x32x64xf32>
    %177 = stablehlo.multiply %158, %171 : tensor<8x32x64xf32>
    %178 = stablehlo.add %177, %176 : tensor<8x32x64xf32>
    %179 = stablehlo.dot_general %178, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %180 = stablehlo.dot_general %178, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %181 = stablehlo.dot_general %178, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %182 = stablehlo.dot_general %56, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x4x16xf32>) -> tensor<8x64x4x16xf32>
    %183 = stablehlo.broadcast_in_dim %arg18, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %185 = stablehlo.add %179, %184 : tensor<8x32x4x16xf32>
    %186 = stablehlo.dot_general %185, %180, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %187 = stablehlo.broadcast_in_dim %arg19, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %189 = stablehlo.add %179, %188 : tensor<8x32x4x16xf32>
    %190 = stablehlo.dot_general %189, %182, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x4x32x64xf32>
    %191 = stablehlo.transpose %190, dims = [2, 3, 0, 1] : (tensor<8x4x32x64xf32>) -> tensor<32x64x8x4xf32>
    %192 = stablehlo.reshape %191 : (tensor<32x64x8x4xf32>) -> tensor<64x32x8x4xf32>
    %c_38 = stablehlo.constant dense<1> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %193 = stablehlo.dynamic_slice %192, %c_38, %c_39, %c_40, %c_41, sizes = [63, 32, 8, 4] : (tensor<64x32x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<63x32x8x4xf32>
    %194 = stablehlo.reshape %193 : (tensor<63x32x8x4xf32>) -> tensor<32x63x8x4xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %195 = stablehlo.dynamic_slice %194, %c_42, %c_43, %c_44, %c_45, sizes = [32, 32, 8, 4] : (tensor<32x63x8x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x8x4xf32>
    %196 = stablehlo.transpose %195, dims = [2, 3, 0, 1] : (tensor<32x32x8x4xf32>) -> tensor<8x4x32x32xf32>
    %197 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %199 = stablehlo.add %179, %198 : tensor<8x32x4x16xf32>
    %200 = stablehlo.dot_general %arg21, %199, batching_dims = [1] x [2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<4x2x8x32xf32>
    %201 = stablehlo.transpose %200, dims = [2, 0, 3, 1] : (tensor<4x2x8x32xf32>) -> tensor<8x4x32x2xf32>
    %202 = stablehlo.broadcast_in_dim %68, dims = [0, 2, 3] : (tensor<8x32x32xi1>) -> tensor<8x1x32x32xi1>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %204 = stablehlo.slice %201 [0:8, 0:4, 0:32, 1:2] : (tensor<8x4x32x2xf32>) -> tensor<8x4x32x1xf32>
    %205 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %206 = stablehlo.slice %201 [0:8, 0:4, 0:32, 0:1] : (tensor<8x4x32x2xf32>) -> tensor<8x4x32x1xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %208 = call @_where_1(%203, %205, %207) : (tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32>
    %209 = stablehlo.add %186, %196 : tensor<8x4x32x32xf32>
    %210 = stablehlo.add %209, %208 : tensor<8x4x32x32xf32>
    %cst_46 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %212 = stablehlo.multiply %210, %211 : tensor<8x4x32x32xf32>
    %213 = stablehlo.broadcast_in_dim %30, dims = [0, 2, 3] : (tensor<8x32x32xf32>) -> tensor<8x1x32x32xf32>
    %cst_47 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %215 = stablehlo.compare GT, %213, %214, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_48 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %216 = call @_where_2(%215, %212, %cst_48) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %219 = stablehlo.maximum %218, %217 : tensor<8x4x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %222 = stablehlo.subtract %216, %221 : tensor<8x4x32x32xf32>
    %223 = stablehlo.exponential %222 : tensor<8x4x32x32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %227 = stablehlo.divide %223, %226 : tensor<8x4x32x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = call @_where_2(%215, %227, %cst_52) : (tensor<8x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %229 = stablehlo.dot_general %181, %228, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %230 = stablehlo.transpose %229, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %231 = stablehlo.dot_general %230, %arg25, contracting_dims = [3, 2] x [2, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<64x4x16xf32>) -> tensor<8x32x64xf32>
    %232 = stablehlo.add %231, %178 : tensor<8x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.reduce(%232 init: %cst_53) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_54 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %236 = stablehlo.divide %234, %235 : tensor<8x32x1xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %237 = call @_var(%232, %c_55) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %238 = stablehlo.reshape %arg27 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %239 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_56 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %241 = stablehlo.add %237, %240 : tensor<8x32x1xf32>
    %242 = stablehlo.rsqrt %241 : tensor<8x32x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %244 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %245 = stablehlo.multiply %243, %244 : tensor<8x32x64xf32>
    %246 = stablehlo.negate %236 : tensor<8x32x1xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %248 = stablehlo.multiply %247, %245 : tensor<8x32x64xf32>
    %249 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %250 = stablehlo.add %248, %249 : tensor<8x32x64xf32>
    %251 = stablehlo.multiply %232, %245 : tensor<8x32x64xf32>
    %252 = stablehlo.add %251, %250 : tensor<8x32x64xf32>
    %253 = stablehlo.dot_general %252, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %254 = stablehlo.broadcast_in_dim %arg32, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %256 = stablehlo.add %253, %255 : tensor<8x32x128xf32>
    %cst_57 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<8x32x128xf32>
    %259 = stablehlo.negate %256 : tensor<8x32x128xf32>
    %cst_58 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %261 = stablehlo.multiply %259, %260 : tensor<8x32x128xf32>
    %262 = chlo.erfc %261 : tensor<8x32x128xf32> -> tensor<8x32x128xf32>
    %263 = stablehlo.multiply %258, %262 : tensor<8x32x128xf32>
    %264 = stablehlo.dot_general %263, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %265 = stablehlo.broadcast_in_dim %arg34, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %267 = stablehlo.add %264, %266 : tensor<8x32x64xf32>
    %268 = stablehlo.add %267, %252 : tensor<8x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_60 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %272 = stablehlo.divide %270, %271 : tensor<8x32x1xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %273 = call @_var(%268, %c_61) : (tensor<8x32x64xf32>, tensor<i32>) -> tensor<8x32x1xf32>
    %274 = stablehlo.reshape %arg29 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %275 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_62 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %277 = stablehlo.add %273, %276 : tensor<8x32x1xf32>
    %278 = stablehlo.rsqrt %277 : tensor<8x32x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %280 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %281 = stablehlo.multiply %279, %280 : tensor<8x32x64xf32>
    %282 = stablehlo.negate %272 : tensor<8x32x1xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %284 = stablehlo.multiply %283, %281 : tensor<8x32x64xf32>
    %285 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %286 = stablehlo.add %284, %285 : tensor<8x32x64xf32>
    %287 = stablehlo.multiply %268, %281 : tensor<8x32x64xf32>
    %288 = stablehlo.add %287, %286 : tensor<8x32x64xf32>
    return %288 : tensor<8x32x64xf32>
  }
  func.func private @_where(%arg0: tensor<32x32xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<32x32xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<32x32xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<32x32xi1>, tensor<32x32xi32>
    return %2 : tensor<32x32xi32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where_0(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
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
  func.func private @_where_0(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_where_1(%arg0: tensor<8x4x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<8x4x32x32xf32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %0 : tensor<8x4x32x32xf32>
  }
  func.func private @_where_2(%arg0: tensor<8x1x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %3 : tensor<8x4x32x32xf32>
  }
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %7 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.subtract %cst_1, %7 : tensor<f32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %12 = stablehlo.divide %10, %11 : tensor<8x32x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.compare GT, %8, %cst_3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = call @_where_3(%13, %12, %cst_4) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %14 : tensor<8x32x1xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
}
