module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg3: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg5: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg7: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg13: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg15: tensor<4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg16: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg17: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg18: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg20: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg21: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg22: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg23: tensor<64x2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg24: tensor<2x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg25: tensor<4x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg30: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg32: tensor<4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg33: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg34: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg37: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x64xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg0, %arg37) : (tensor<512x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
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
    %28 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.multiply %27, %29 : tensor<8x32x64xf32>
    %31 = stablehlo.dot_general %30, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %32 = stablehlo.broadcast_in_dim %arg3, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
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
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.power %42, %41 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.divide %44, %43 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.multiply %46, %43 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %49 = stablehlo.divide %48, %47 : tensor<8xf32>
    %cst_10 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %50 = stablehlo.multiply %cst_10, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %51 = stablehlo.multiply %50, %cst_12 : tensor<f32>
    %cst_13 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %52 = stablehlo.divide %cst_13, %51 : tensor<f32>
    %53 = stablehlo.log %52 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %54 = stablehlo.multiply %cst_14, %53 : tensor<f32>
    %cst_15 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %55 = stablehlo.log %cst_15 : tensor<f32>
    %cst_16 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.multiply %cst_16, %55 : tensor<f32>
    %57 = stablehlo.divide %54, %56 : tensor<f32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %58 = stablehlo.multiply %cst_17, %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %59 = stablehlo.multiply %58, %cst_19 : tensor<f32>
    %cst_20 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %60 = stablehlo.divide %cst_20, %59 : tensor<f32>
    %61 = stablehlo.log %60 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %62 = stablehlo.multiply %cst_21, %61 : tensor<f32>
    %cst_22 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %63 = stablehlo.log %cst_22 : tensor<f32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %64 = stablehlo.multiply %cst_23, %63 : tensor<f32>
    %65 = stablehlo.divide %62, %64 : tensor<f32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.maximum %57, %cst_24 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %67 = stablehlo.minimum %65, %cst_25 : tensor<f32>
    %68 = stablehlo.iota dim = 0 : tensor<8xf32>
    %69 = stablehlo.subtract %67, %66 : tensor<f32>
    %cst_26 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %70 = stablehlo.maximum %69, %cst_26 : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %66, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.subtract %68, %71 : tensor<8xf32>
    %73 = stablehlo.broadcast_in_dim %70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %c_28 = stablehlo.constant dense<1> : tensor<i32>
    %75 = call @clip(%74, %c_27, %c_28) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.subtract %76, %75 : tensor<8xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %79 = stablehlo.subtract %78, %77 : tensor<8xf32>
    %80 = stablehlo.multiply %49, %79 : tensor<8xf32>
    %81 = stablehlo.multiply %45, %77 : tensor<8xf32>
    %82 = stablehlo.add %80, %81 : tensor<8xf32>
    %83 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %85 = stablehlo.add %83, %84 : tensor<32xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %87 = stablehlo.dot_general %86, %82, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %90 = stablehlo.concatenate %88, %89, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %91 = stablehlo.reshape %90 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %93 = stablehlo.cosine %92 : tensor<1x32x1x16xf32>
    %94 = stablehlo.sine %92 : tensor<1x32x1x16xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %95 = stablehlo.log %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %96 = stablehlo.multiply %cst_33, %95 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %97 = stablehlo.add %96, %cst_34 : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %99 = stablehlo.multiply %93, %98 : tensor<1x32x1x16xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %101 = stablehlo.multiply %94, %100 : tensor<1x32x1x16xf32>
    %102 = stablehlo.slice %34 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %103 = stablehlo.slice %34 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %104 = stablehlo.negate %103 : tensor<8x32x4x8xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %106 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %107 = stablehlo.concatenate %105, %106, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %108 = stablehlo.reshape %107 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %109 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %110 = stablehlo.multiply %34, %109 : tensor<8x32x4x16xf32>
    %111 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %112 = stablehlo.multiply %108, %111 : tensor<8x32x4x16xf32>
    %113 = stablehlo.add %110, %112 : tensor<8x32x4x16xf32>
    %114 = stablehlo.dot_general %30, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %115 = stablehlo.broadcast_in_dim %arg5, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x32x2x16xf32>
    %118 = stablehlo.dot_general %30, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %119 = stablehlo.broadcast_in_dim %arg7, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %121 = stablehlo.add %118, %120 : tensor<8x32x2x16xf32>
    %122 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %126 = stablehlo.add %125, %124 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %128 = stablehlo.divide %126, %127 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %130 = stablehlo.power %129, %128 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %132 = stablehlo.divide %131, %130 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %134 = stablehlo.multiply %133, %130 : tensor<8xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %136 = stablehlo.divide %135, %134 : tensor<8xf32>
    %cst_42 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_43 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %137 = stablehlo.multiply %cst_42, %cst_43 : tensor<f32>
    %cst_44 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %138 = stablehlo.multiply %137, %cst_44 : tensor<f32>
    %cst_45 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %139 = stablehlo.divide %cst_45, %138 : tensor<f32>
    %140 = stablehlo.log %139 : tensor<f32>
    %cst_46 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %141 = stablehlo.multiply %cst_46, %140 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %142 = stablehlo.log %cst_47 : tensor<f32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %143 = stablehlo.multiply %cst_48, %142 : tensor<f32>
    %144 = stablehlo.divide %141, %143 : tensor<f32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_50 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %145 = stablehlo.multiply %cst_49, %cst_50 : tensor<f32>
    %cst_51 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %146 = stablehlo.multiply %145, %cst_51 : tensor<f32>
    %cst_52 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %147 = stablehlo.divide %cst_52, %146 : tensor<f32>
    %148 = stablehlo.log %147 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %149 = stablehlo.multiply %cst_53, %148 : tensor<f32>
    %cst_54 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %150 = stablehlo.log %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %151 = stablehlo.multiply %cst_55, %150 : tensor<f32>
    %152 = stablehlo.divide %149, %151 : tensor<f32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.maximum %144, %cst_56 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %154 = stablehlo.minimum %152, %cst_57 : tensor<f32>
    %155 = stablehlo.iota dim = 0 : tensor<8xf32>
    %156 = stablehlo.subtract %154, %153 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %157 = stablehlo.maximum %156, %cst_58 : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %153, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %159 = stablehlo.subtract %155, %158 : tensor<8xf32>
    %160 = stablehlo.broadcast_in_dim %157, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %161 = stablehlo.divide %159, %160 : tensor<8xf32>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %c_60 = stablehlo.constant dense<1> : tensor<i32>
    %162 = call @clip(%161, %c_59, %c_60) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.subtract %163, %162 : tensor<8xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %166 = stablehlo.subtract %165, %164 : tensor<8xf32>
    %167 = stablehlo.multiply %136, %166 : tensor<8xf32>
    %168 = stablehlo.multiply %132, %164 : tensor<8xf32>
    %169 = stablehlo.add %167, %168 : tensor<8xf32>
    %170 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %172 = stablehlo.add %170, %171 : tensor<32xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %174 = stablehlo.dot_general %173, %169, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %176 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %177 = stablehlo.concatenate %175, %176, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %178 = stablehlo.reshape %177 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %180 = stablehlo.cosine %179 : tensor<1x32x1x16xf32>
    %181 = stablehlo.sine %179 : tensor<1x32x1x16xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.log %cst_64 : tensor<f32>
    %cst_65 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %183 = stablehlo.multiply %cst_65, %182 : tensor<f32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.add %183, %cst_66 : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %186 = stablehlo.multiply %180, %185 : tensor<1x32x1x16xf32>
    %187 = stablehlo.broadcast_in_dim %184, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %188 = stablehlo.multiply %181, %187 : tensor<1x32x1x16xf32>
    %189 = stablehlo.slice %117 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %190 = stablehlo.slice %117 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %191 = stablehlo.negate %190 : tensor<8x32x2x8xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %193 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %194 = stablehlo.concatenate %192, %193, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %195 = stablehlo.reshape %194 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %196 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %197 = stablehlo.multiply %117, %196 : tensor<8x32x2x16xf32>
    %198 = stablehlo.broadcast_in_dim %188, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %199 = stablehlo.multiply %195, %198 : tensor<8x32x2x16xf32>
    %200 = stablehlo.add %197, %199 : tensor<8x32x2x16xf32>
    %201 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %202 = stablehlo.reshape %201 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %203 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %204 = stablehlo.reshape %203 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %205 = stablehlo.dot_general %113, %202, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_67 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %207 = stablehlo.multiply %205, %206 : tensor<8x4x32x32xf32>
    %208 = stablehlo.broadcast_in_dim %15, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %cst_68 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %209 = call @_where_0(%208, %207, %cst_68) : (tensor<8x1x32x32xi32>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %210 = stablehlo.reshape %arg1 : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<8x4x32x1xf32>
    %212 = stablehlo.concatenate %209, %211, dim = 3 : (tensor<8x4x32x32xf32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_69) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x33xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %216 = stablehlo.subtract %212, %215 : tensor<8x4x32x33xf32>
    %cst_70 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_70) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x33xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_71 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %219 = stablehlo.maximum %218, %217 : tensor<8x4x32xf32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %222 = stablehlo.subtract %216, %221 : tensor<8x4x32x33xf32>
    %223 = stablehlo.exponential %222 : tensor<8x4x32x33xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.reduce(%223 init: %cst_72) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x33xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %227 = stablehlo.divide %223, %226 : tensor<8x4x32x33xf32>
    %228 = stablehlo.slice %227 [0:8, 0:4, 0:32, 0:32] : (tensor<8x4x32x33xf32>) -> tensor<8x4x32x32xf32>
    %229 = stablehlo.dot_general %204, %228, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %230 = stablehlo.transpose %229, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %231 = stablehlo.dot_general %230, %arg8, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %232 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %234 = stablehlo.add %231, %233 : tensor<8x32x64xf32>
    %235 = stablehlo.add %234, %0 : tensor<8x32x64xf32>
    %c_73 = stablehlo.constant dense<2> : tensor<i32>
    %236 = stablehlo.convert %c_73 : (tensor<i32>) -> tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %238 = stablehlo.power %235, %237 : tensor<8x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_75 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %242 = stablehlo.divide %240, %241 : tensor<8x32x1xf32>
    %cst_76 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %244 = stablehlo.add %242, %243 : tensor<8x32x1xf32>
    %245 = stablehlo.rsqrt %244 : tensor<8x32x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %247 = stablehlo.multiply %235, %246 : tensor<8x32x64xf32>
    %248 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %250 = stablehlo.multiply %247, %249 : tensor<8x32x64xf32>
    %251 = stablehlo.reshape %250 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %252 = stablehlo.dot_general %251, %arg12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %253 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<256x4xf32>
    %255 = stablehlo.add %252, %254 : tensor<256x4xf32>
    %values, %indices = chlo.top_k(%255, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %256 = stablehlo.reduce(%values init: %cst_77) applies stablehlo.maximum across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %258 = stablehlo.maximum %257, %256 : tensor<256xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %261 = stablehlo.subtract %values, %260 : tensor<256x2xf32>
    %262 = stablehlo.exponential %261 : tensor<256x2xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_79) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %265 = stablehlo.broadcast_in_dim %264, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %266 = stablehlo.divide %262, %265 : tensor<256x2xf32>
    %267 = call @_one_hot(%indices) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %268 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %270 = stablehlo.multiply %267, %269 : tensor<256x2x4xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%270 init: %cst_80) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %272 = stablehlo.dot_general %arg14, %251, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<256x64xf32>) -> tensor<4x256x256xf32>
    %273 = stablehlo.transpose %272, dims = [0, 2, 1] : (tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
    %274 = stablehlo.broadcast_in_dim %arg15, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x256x256xf32>
    %276 = stablehlo.add %273, %275 : tensor<4x256x256xf32>
    %277 = stablehlo.slice %276 [0:4, 0:256, 0:256:2] : (tensor<4x256x256xf32>) -> tensor<4x256x128xf32>
    %278 = stablehlo.slice %276 [0:4, 0:256, 1:256:2] : (tensor<4x256x256xf32>) -> tensor<4x256x128xf32>
    %cst_81 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_82 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %279 = call @clip_1(%277, %cst_81, %cst_82) : (tensor<4x256x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x256x128xf32>
    %cst_83 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_84 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %280 = call @clip_1(%278, %cst_83, %cst_84) : (tensor<4x256x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x256x128xf32>
    %cst_85 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %282 = stablehlo.multiply %279, %281 : tensor<4x256x128xf32>
    %283 = stablehlo.negate %282 : tensor<4x256x128xf32>
    %284 = stablehlo.exponential %283 : tensor<4x256x128xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %286 = stablehlo.add %285, %284 : tensor<4x256x128xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %288 = stablehlo.divide %287, %286 : tensor<4x256x128xf32>
    %289 = stablehlo.multiply %279, %288 : tensor<4x256x128xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %291 = stablehlo.add %280, %290 : tensor<4x256x128xf32>
    %292 = stablehlo.multiply %291, %289 : tensor<4x256x128xf32>
    %293 = stablehlo.dot_general %292, %arg16, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xf32>, tensor<4x128x64xf32>) -> tensor<4x256x64xf32>
    %294 = stablehlo.broadcast_in_dim %arg17, dims = [0, 2] : (tensor<4x64xf32>) -> tensor<4x1x64xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x256x64xf32>
    %296 = stablehlo.add %293, %295 : tensor<4x256x64xf32>
    %297 = stablehlo.transpose %271, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %300 = stablehlo.multiply %296, %299 : tensor<4x256x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_89) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %303 = stablehlo.add %302, %235 : tensor<8x32x64xf32>
    %304 = stablehlo.broadcast_in_dim %arg36, dims = [0, 2] : (tensor<8x32xi32>) -> tensor<8x1x32xi32>
    %305 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %307 = stablehlo.add %305, %306 : tensor<32xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [0] : (tensor<32xf32>) -> tensor<32x1xf32>
    %309 = stablehlo.iota dim = 0 : tensor<32xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %311 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x32xf32>
    %312 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<32x32xf32>
    %313 = stablehlo.compare GE, %311, %312, FLOAT : (tensor<32x32xf32>, tensor<32x32xf32>) -> tensor<32x32xi1>
    %314 = stablehlo.broadcast_in_dim %313, dims = [1, 2] : (tensor<32x32xi1>) -> tensor<1x32x32xi1>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x32x32xi1>) -> tensor<8x32x32xi1>
    %316 = stablehlo.convert %315 : (tensor<8x32x32xi1>) -> tensor<8x32x32xi32>
    %317 = stablehlo.broadcast_in_dim %304, dims = [0, 1, 2] : (tensor<8x1x32xi32>) -> tensor<8x32x32xi32>
    %318 = stablehlo.minimum %317, %316 : tensor<8x32x32xi32>
    %c_91 = stablehlo.constant dense<2> : tensor<i32>
    %319 = stablehlo.convert %c_91 : (tensor<i32>) -> tensor<f32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %321 = stablehlo.power %303, %320 : tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %325 = stablehlo.divide %323, %324 : tensor<8x32x1xf32>
    %cst_94 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %327 = stablehlo.add %325, %326 : tensor<8x32x1xf32>
    %328 = stablehlo.rsqrt %327 : tensor<8x32x1xf32>
    %329 = stablehlo.broadcast_in_dim %328, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %330 = stablehlo.multiply %303, %329 : tensor<8x32x64xf32>
    %331 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %333 = stablehlo.multiply %330, %332 : tensor<8x32x64xf32>
    %334 = stablehlo.dot_general %333, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x4x16xf32>) -> tensor<8x32x4x16xf32>
    %335 = stablehlo.broadcast_in_dim %arg20, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x32x4x16xf32>
    %337 = stablehlo.add %334, %336 : tensor<8x32x4x16xf32>
    %338 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_95 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<8xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %342 = stablehlo.add %341, %340 : tensor<8xf32>
    %cst_97 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %344 = stablehlo.divide %342, %343 : tensor<8xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %346 = stablehlo.power %345, %344 : tensor<8xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %348 = stablehlo.divide %347, %346 : tensor<8xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %350 = stablehlo.multiply %349, %346 : tensor<8xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %352 = stablehlo.divide %351, %350 : tensor<8xf32>
    %cst_102 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_103 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %353 = stablehlo.multiply %cst_102, %cst_103 : tensor<f32>
    %cst_104 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %354 = stablehlo.multiply %353, %cst_104 : tensor<f32>
    %cst_105 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %355 = stablehlo.divide %cst_105, %354 : tensor<f32>
    %356 = stablehlo.log %355 : tensor<f32>
    %cst_106 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %357 = stablehlo.multiply %cst_106, %356 : tensor<f32>
    %cst_107 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %358 = stablehlo.log %cst_107 : tensor<f32>
    %cst_108 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %359 = stablehlo.multiply %cst_108, %358 : tensor<f32>
    %360 = stablehlo.divide %357, %359 : tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_110 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %361 = stablehlo.multiply %cst_109, %cst_110 : tensor<f32>
    %cst_111 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %362 = stablehlo.multiply %361, %cst_111 : tensor<f32>
    %cst_112 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %363 = stablehlo.divide %cst_112, %362 : tensor<f32>
    %364 = stablehlo.log %363 : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %365 = stablehlo.multiply %cst_113, %364 : tensor<f32>
    %cst_114 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %366 = stablehlo.log %cst_114 : tensor<f32>
    %cst_115 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %367 = stablehlo.multiply %cst_115, %366 : tensor<f32>
    %368 = stablehlo.divide %365, %367 : tensor<f32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.maximum %360, %cst_116 : tensor<f32>
    %cst_117 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %370 = stablehlo.minimum %368, %cst_117 : tensor<f32>
    %371 = stablehlo.iota dim = 0 : tensor<8xf32>
    %372 = stablehlo.subtract %370, %369 : tensor<f32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %373 = stablehlo.maximum %372, %cst_118 : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %369, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %375 = stablehlo.subtract %371, %374 : tensor<8xf32>
    %376 = stablehlo.broadcast_in_dim %373, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %377 = stablehlo.divide %375, %376 : tensor<8xf32>
    %c_119 = stablehlo.constant dense<0> : tensor<i32>
    %c_120 = stablehlo.constant dense<1> : tensor<i32>
    %378 = call @clip(%377, %c_119, %c_120) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_121 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %380 = stablehlo.subtract %379, %378 : tensor<8xf32>
    %cst_122 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %382 = stablehlo.subtract %381, %380 : tensor<8xf32>
    %383 = stablehlo.multiply %352, %382 : tensor<8xf32>
    %384 = stablehlo.multiply %348, %380 : tensor<8xf32>
    %385 = stablehlo.add %383, %384 : tensor<8xf32>
    %386 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.add %386, %387 : tensor<32xf32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %390 = stablehlo.dot_general %389, %385, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %391 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %392 = stablehlo.broadcast_in_dim %390, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %393 = stablehlo.concatenate %391, %392, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %394 = stablehlo.reshape %393 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %396 = stablehlo.cosine %395 : tensor<1x32x1x16xf32>
    %397 = stablehlo.sine %395 : tensor<1x32x1x16xf32>
    %cst_124 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %398 = stablehlo.log %cst_124 : tensor<f32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %399 = stablehlo.multiply %cst_125, %398 : tensor<f32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %400 = stablehlo.add %399, %cst_126 : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %402 = stablehlo.multiply %396, %401 : tensor<1x32x1x16xf32>
    %403 = stablehlo.broadcast_in_dim %400, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %404 = stablehlo.multiply %397, %403 : tensor<1x32x1x16xf32>
    %405 = stablehlo.slice %337 [0:8, 0:32, 0:4, 0:8] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %406 = stablehlo.slice %337 [0:8, 0:32, 0:4, 8:16] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x8xf32>
    %407 = stablehlo.negate %406 : tensor<8x32x4x8xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %409 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 4] : (tensor<8x32x4x8xf32>) -> tensor<8x32x4x1x8xf32>
    %410 = stablehlo.concatenate %408, %409, dim = 3 : (tensor<8x32x4x1x8xf32>, tensor<8x32x4x1x8xf32>) -> tensor<8x32x4x2x8xf32>
    %411 = stablehlo.reshape %410 : (tensor<8x32x4x2x8xf32>) -> tensor<8x32x4x16xf32>
    %412 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %413 = stablehlo.multiply %337, %412 : tensor<8x32x4x16xf32>
    %414 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x4x16xf32>
    %415 = stablehlo.multiply %411, %414 : tensor<8x32x4x16xf32>
    %416 = stablehlo.add %413, %415 : tensor<8x32x4x16xf32>
    %417 = stablehlo.dot_general %333, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %418 = stablehlo.broadcast_in_dim %arg22, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %419 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %420 = stablehlo.add %417, %419 : tensor<8x32x2x16xf32>
    %421 = stablehlo.dot_general %333, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x2x16xf32>) -> tensor<8x32x2x16xf32>
    %422 = stablehlo.broadcast_in_dim %arg24, dims = [2, 3] : (tensor<2x16xf32>) -> tensor<1x1x2x16xf32>
    %423 = stablehlo.broadcast_in_dim %422, dims = [0, 1, 2, 3] : (tensor<1x1x2x16xf32>) -> tensor<8x32x2x16xf32>
    %424 = stablehlo.add %421, %423 : tensor<8x32x2x16xf32>
    %425 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_127 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %427 = stablehlo.multiply %426, %425 : tensor<8xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %429 = stablehlo.add %428, %427 : tensor<8xf32>
    %cst_129 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %431 = stablehlo.divide %429, %430 : tensor<8xf32>
    %cst_130 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %433 = stablehlo.power %432, %431 : tensor<8xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %435 = stablehlo.divide %434, %433 : tensor<8xf32>
    %cst_132 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %437 = stablehlo.multiply %436, %433 : tensor<8xf32>
    %cst_133 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %439 = stablehlo.divide %438, %437 : tensor<8xf32>
    %cst_134 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_135 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %440 = stablehlo.multiply %cst_134, %cst_135 : tensor<f32>
    %cst_136 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %441 = stablehlo.multiply %440, %cst_136 : tensor<f32>
    %cst_137 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %442 = stablehlo.divide %cst_137, %441 : tensor<f32>
    %443 = stablehlo.log %442 : tensor<f32>
    %cst_138 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %444 = stablehlo.multiply %cst_138, %443 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %445 = stablehlo.log %cst_139 : tensor<f32>
    %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %446 = stablehlo.multiply %cst_140, %445 : tensor<f32>
    %447 = stablehlo.divide %444, %446 : tensor<f32>
    %cst_141 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_142 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %448 = stablehlo.multiply %cst_141, %cst_142 : tensor<f32>
    %cst_143 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %449 = stablehlo.multiply %448, %cst_143 : tensor<f32>
    %cst_144 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %450 = stablehlo.divide %cst_144, %449 : tensor<f32>
    %451 = stablehlo.log %450 : tensor<f32>
    %cst_145 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %452 = stablehlo.multiply %cst_145, %451 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %453 = stablehlo.log %cst_146 : tensor<f32>
    %cst_147 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %454 = stablehlo.multiply %cst_147, %453 : tensor<f32>
    %455 = stablehlo.divide %452, %454 : tensor<f32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %456 = stablehlo.maximum %447, %cst_148 : tensor<f32>
    %cst_149 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %457 = stablehlo.minimum %455, %cst_149 : tensor<f32>
    %458 = stablehlo.iota dim = 0 : tensor<8xf32>
    %459 = stablehlo.subtract %457, %456 : tensor<f32>
    %cst_150 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %460 = stablehlo.maximum %459, %cst_150 : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %456, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %462 = stablehlo.subtract %458, %461 : tensor<8xf32>
    %463 = stablehlo.broadcast_in_dim %460, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %464 = stablehlo.divide %462, %463 : tensor<8xf32>
    %c_151 = stablehlo.constant dense<0> : tensor<i32>
    %c_152 = stablehlo.constant dense<1> : tensor<i32>
    %465 = call @clip(%464, %c_151, %c_152) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_153 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %467 = stablehlo.subtract %466, %465 : tensor<8xf32>
    %cst_154 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %469 = stablehlo.subtract %468, %467 : tensor<8xf32>
    %470 = stablehlo.multiply %439, %469 : tensor<8xf32>
    %471 = stablehlo.multiply %435, %467 : tensor<8xf32>
    %472 = stablehlo.add %470, %471 : tensor<8xf32>
    %473 = stablehlo.iota dim = 0 : tensor<32xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %475 = stablehlo.add %473, %474 : tensor<32xf32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %477 = stablehlo.dot_general %476, %472, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x32xf32>, tensor<8xf32>) -> tensor<1x32x8xf32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %479 = stablehlo.broadcast_in_dim %477, dims = [0, 1, 3] : (tensor<1x32x8xf32>) -> tensor<1x32x1x8xf32>
    %480 = stablehlo.concatenate %478, %479, dim = 2 : (tensor<1x32x1x8xf32>, tensor<1x32x1x8xf32>) -> tensor<1x32x2x8xf32>
    %481 = stablehlo.reshape %480 : (tensor<1x32x2x8xf32>) -> tensor<1x32x16xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 3] : (tensor<1x32x16xf32>) -> tensor<1x32x1x16xf32>
    %483 = stablehlo.cosine %482 : tensor<1x32x1x16xf32>
    %484 = stablehlo.sine %482 : tensor<1x32x1x16xf32>
    %cst_156 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %485 = stablehlo.log %cst_156 : tensor<f32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %486 = stablehlo.multiply %cst_157, %485 : tensor<f32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %487 = stablehlo.add %486, %cst_158 : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %487, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %489 = stablehlo.multiply %483, %488 : tensor<1x32x1x16xf32>
    %490 = stablehlo.broadcast_in_dim %487, dims = [] : (tensor<f32>) -> tensor<1x32x1x16xf32>
    %491 = stablehlo.multiply %484, %490 : tensor<1x32x1x16xf32>
    %492 = stablehlo.slice %420 [0:8, 0:32, 0:2, 0:8] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %493 = stablehlo.slice %420 [0:8, 0:32, 0:2, 8:16] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x8xf32>
    %494 = stablehlo.negate %493 : tensor<8x32x2x8xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %496 = stablehlo.broadcast_in_dim %492, dims = [0, 1, 2, 4] : (tensor<8x32x2x8xf32>) -> tensor<8x32x2x1x8xf32>
    %497 = stablehlo.concatenate %495, %496, dim = 3 : (tensor<8x32x2x1x8xf32>, tensor<8x32x2x1x8xf32>) -> tensor<8x32x2x2x8xf32>
    %498 = stablehlo.reshape %497 : (tensor<8x32x2x2x8xf32>) -> tensor<8x32x2x16xf32>
    %499 = stablehlo.broadcast_in_dim %489, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %500 = stablehlo.multiply %420, %499 : tensor<8x32x2x16xf32>
    %501 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x32x1x16xf32>) -> tensor<8x32x2x16xf32>
    %502 = stablehlo.multiply %498, %501 : tensor<8x32x2x16xf32>
    %503 = stablehlo.add %500, %502 : tensor<8x32x2x16xf32>
    %504 = stablehlo.broadcast_in_dim %503, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %505 = stablehlo.reshape %504 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %506 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 4] : (tensor<8x32x2x16xf32>) -> tensor<8x32x2x2x16xf32>
    %507 = stablehlo.reshape %506 : (tensor<8x32x2x2x16xf32>) -> tensor<8x32x4x16xf32>
    %508 = stablehlo.dot_general %416, %505, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %cst_159 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %510 = stablehlo.multiply %508, %509 : tensor<8x4x32x32xf32>
    %511 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_160 = stablehlo.constant dense<0> : tensor<i32>
    %512 = stablehlo.broadcast_in_dim %c_160, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %513 = stablehlo.add %511, %512 : tensor<32xi32>
    %514 = stablehlo.iota dim = 0 : tensor<32xi32>
    %515 = stablehlo.broadcast_in_dim %514, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %516 = stablehlo.broadcast_in_dim %513, dims = [0] : (tensor<32xi32>) -> tensor<32x1xi32>
    %c_161 = stablehlo.constant dense<16> : tensor<i32>
    %517 = stablehlo.broadcast_in_dim %c_161, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %518 = stablehlo.subtract %516, %517 : tensor<32x1xi32>
    %519 = stablehlo.broadcast_in_dim %515, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<32x32xi32>
    %520 = stablehlo.broadcast_in_dim %518, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x32xi32>
    %521 = stablehlo.compare GE, %519, %520, SIGNED : (tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi1>
    %522 = stablehlo.broadcast_in_dim %521, dims = [2, 3] : (tensor<32x32xi1>) -> tensor<1x1x32x32xi1>
    %cst_162 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %523 = call @_where_2(%522, %510, %cst_162) : (tensor<1x1x32x32xi1>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %524 = stablehlo.broadcast_in_dim %318, dims = [0, 2, 3] : (tensor<8x32x32xi32>) -> tensor<8x1x32x32xi32>
    %cst_163 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %525 = call @_where_0(%524, %523, %cst_163) : (tensor<8x1x32x32xi32>, tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32x32xf32>
    %526 = stablehlo.reshape %arg18 : (tensor<4xf32>) -> tensor<1x4x1x1xf32>
    %527 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 3] : (tensor<1x4x1x1xf32>) -> tensor<8x4x32x1xf32>
    %528 = stablehlo.concatenate %525, %527, dim = 3 : (tensor<8x4x32x32xf32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %cst_164 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_164) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x33xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %530 = stablehlo.broadcast_in_dim %529, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %531 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %532 = stablehlo.subtract %528, %531 : tensor<8x4x32x33xf32>
    %cst_165 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %533 = stablehlo.reduce(%532 init: %cst_165) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x33xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_166 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %535 = stablehlo.maximum %534, %533 : tensor<8x4x32xf32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %538 = stablehlo.subtract %532, %537 : tensor<8x4x32x33xf32>
    %539 = stablehlo.exponential %538 : tensor<8x4x32x33xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%539 init: %cst_167) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x33xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %542 = stablehlo.broadcast_in_dim %541, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x33xf32>
    %543 = stablehlo.divide %539, %542 : tensor<8x4x32x33xf32>
    %544 = stablehlo.slice %543 [0:8, 0:4, 0:32, 0:32] : (tensor<8x4x32x33xf32>) -> tensor<8x4x32x32xf32>
    %545 = stablehlo.dot_general %507, %544, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %546 = stablehlo.transpose %545, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %547 = stablehlo.dot_general %546, %arg25, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<4x16x64xf32>) -> tensor<8x32x64xf32>
    %548 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %550 = stablehlo.add %547, %549 : tensor<8x32x64xf32>
    %551 = stablehlo.add %550, %303 : tensor<8x32x64xf32>
    %c_168 = stablehlo.constant dense<2> : tensor<i32>
    %552 = stablehlo.convert %c_168 : (tensor<i32>) -> tensor<f32>
    %553 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %554 = stablehlo.power %551, %553 : tensor<8x32x64xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%554 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_170 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %558 = stablehlo.divide %556, %557 : tensor<8x32x1xf32>
    %cst_171 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %560 = stablehlo.add %558, %559 : tensor<8x32x1xf32>
    %561 = stablehlo.rsqrt %560 : tensor<8x32x1xf32>
    %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %563 = stablehlo.multiply %551, %562 : tensor<8x32x64xf32>
    %564 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %566 = stablehlo.multiply %563, %565 : tensor<8x32x64xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %568 = stablehlo.dot_general %567, %arg29, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x4xf32>) -> tensor<256x4xf32>
    %569 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<256x4xf32>
    %571 = stablehlo.add %568, %570 : tensor<256x4xf32>
    %values_172, %indices_173 = chlo.top_k(%571, k = 2) : tensor<256x4xf32> -> (tensor<256x2xf32>, tensor<256x2xi32>)
    %cst_174 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %572 = stablehlo.reduce(%values_172 init: %cst_174) applies stablehlo.maximum across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_175 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %574 = stablehlo.maximum %573, %572 : tensor<256xf32>
    %575 = stablehlo.broadcast_in_dim %574, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %576 = stablehlo.broadcast_in_dim %575, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %577 = stablehlo.subtract %values_172, %576 : tensor<256x2xf32>
    %578 = stablehlo.exponential %577 : tensor<256x2xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %579 = stablehlo.reduce(%578 init: %cst_176) applies stablehlo.add across dimensions = [1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<256xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x2xf32>
    %582 = stablehlo.divide %578, %581 : tensor<256x2xf32>
    %583 = call @_one_hot(%indices_173) : (tensor<256x2xi32>) -> tensor<256x2x4xf32>
    %584 = stablehlo.broadcast_in_dim %582, dims = [0, 1] : (tensor<256x2xf32>) -> tensor<256x2x1xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<256x2x1xf32>) -> tensor<256x2x4xf32>
    %586 = stablehlo.multiply %583, %585 : tensor<256x2x4xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.reduce(%586 init: %cst_177) applies stablehlo.add across dimensions = [1] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<256x4xf32>
    %588 = stablehlo.dot_general %arg31, %567, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<256x64xf32>) -> tensor<4x256x256xf32>
    %589 = stablehlo.transpose %588, dims = [0, 2, 1] : (tensor<4x256x256xf32>) -> tensor<4x256x256xf32>
    %590 = stablehlo.broadcast_in_dim %arg32, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x256x256xf32>
    %592 = stablehlo.add %589, %591 : tensor<4x256x256xf32>
    %593 = stablehlo.slice %592 [0:4, 0:256, 0:256:2] : (tensor<4x256x256xf32>) -> tensor<4x256x128xf32>
    %594 = stablehlo.slice %592 [0:4, 0:256, 1:256:2] : (tensor<4x256x256xf32>) -> tensor<4x256x128xf32>
    %cst_178 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_179 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %595 = call @clip_1(%593, %cst_178, %cst_179) : (tensor<4x256x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x256x128xf32>
    %cst_180 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_181 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %596 = call @clip_1(%594, %cst_180, %cst_181) : (tensor<4x256x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x256x128xf32>
    %cst_182 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %598 = stablehlo.multiply %595, %597 : tensor<4x256x128xf32>
    %599 = stablehlo.negate %598 : tensor<4x256x128xf32>
    %600 = stablehlo.exponential %599 : tensor<4x256x128xf32>
    %cst_183 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %602 = stablehlo.add %601, %600 : tensor<4x256x128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %604 = stablehlo.divide %603, %602 : tensor<4x256x128xf32>
    %605 = stablehlo.multiply %595, %604 : tensor<4x256x128xf32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %607 = stablehlo.add %596, %606 : tensor<4x256x128xf32>
    %608 = stablehlo.multiply %607, %605 : tensor<4x256x128xf32>
    %609 = stablehlo.dot_general %608, %arg33, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x256x128xf32>, tensor<4x128x64xf32>) -> tensor<4x256x64xf32>
    %610 = stablehlo.broadcast_in_dim %arg34, dims = [0, 2] : (tensor<4x64xf32>) -> tensor<4x1x64xf32>
    %611 = stablehlo.broadcast_in_dim %610, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x256x64xf32>
    %612 = stablehlo.add %609, %611 : tensor<4x256x64xf32>
    %613 = stablehlo.transpose %587, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1] : (tensor<4x256xf32>) -> tensor<4x256x1xf32>
    %615 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2] : (tensor<4x256x1xf32>) -> tensor<4x256x64xf32>
    %616 = stablehlo.multiply %612, %615 : tensor<4x256x64xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_186) applies stablehlo.add across dimensions = [0] : (tensor<4x256x64xf32>, tensor<f32>) -> tensor<256x64xf32>
    %618 = stablehlo.reshape %617 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %619 = stablehlo.add %618, %551 : tensor<8x32x64xf32>
    %c_187 = stablehlo.constant dense<2> : tensor<i32>
    %620 = stablehlo.convert %c_187 : (tensor<i32>) -> tensor<f32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %622 = stablehlo.power %619, %621 : tensor<8x32x64xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %623 = stablehlo.reduce(%622 init: %cst_188) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_189 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %626 = stablehlo.divide %624, %625 : tensor<8x32x1xf32>
    %cst_190 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %628 = stablehlo.add %626, %627 : tensor<8x32x1xf32>
    %629 = stablehlo.rsqrt %628 : tensor<8x32x1xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %631 = stablehlo.multiply %619, %630 : tensor<8x32x64xf32>
    %632 = stablehlo.broadcast_in_dim %arg35, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %633 = stablehlo.broadcast_in_dim %632, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %634 = stablehlo.multiply %631, %633 : tensor<8x32x64xf32>
    return %634 : tensor<8x32x64xf32>
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
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x32x32xi32>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x32x32xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %1 = stablehlo.compare NE, %arg0, %0, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %3 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %4 = stablehlo.select %2, %arg1, %3 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %4 : tensor<8x4x32x32xf32>
  }
  func.func private @_one_hot(%arg0: tensor<256x2xi32>) -> tensor<256x2x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<256x2xi32>) -> tensor<256x2x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<256x2x1xi32>) -> tensor<256x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x4xi32>) -> tensor<256x2x4xi32>
    %4 = stablehlo.compare EQ, %2, %3, SIGNED : (tensor<256x2x4xi32>, tensor<256x2x4xi32>) -> tensor<256x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<256x2x4xi1>) -> tensor<256x2x4xf32>
    return %5 : tensor<256x2x4xf32>
  }
  func.func private @clip_1(%arg0: tensor<4x256x128xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x256x128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x256x128xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x256x128xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x256x128xf32>
    return %5 : tensor<4x256x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x1x32x32xi1>, %arg1: tensor<8x4x32x32xf32>, %arg2: tensor<f32>) -> tensor<8x4x32x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x4x32x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4x32x32xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x32x32xi1>, tensor<8x4x32x32xf32>
    return %2 : tensor<8x4x32x32xf32>
  }
}
