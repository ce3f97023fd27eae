module @jit_decode attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  sdy.mesh @empty_mesh = <[]> {stablehlo.mesh = {axes = []}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg4: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg6: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg8: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg9: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg16: tensor<4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg17: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg18: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg19: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<64x8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg21: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg23: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<64x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg25: tensor<4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg26: tensor<8x16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg27: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<64x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg31: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg33: tensor<4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg34: tensor<4x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}]>}, %arg35: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg36: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg38: tensor<8x2x2x32x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}, {}, {}]>}, %arg39: tensor<i32> {sdy.sharding = #sdy.sharding<@empty_mesh, []>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x2x2x32x4x16xf32> {jax.result_info = "result[1]"}) {
    %0 = call @_take(%arg0, %arg37) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
    %1 = stablehlo.slice %arg38 [0:8, 0:1, 0:2, 0:32, 0:4, 0:16] : (tensor<8x2x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %3 = stablehlo.iota dim = 0 : tensor<1xf32>
    %4 = stablehlo.convert %arg39 : (tensor<i32>) -> tensor<f32>
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
    %26 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<8x1x64xf32>
    %29 = stablehlo.dot_general %28, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x16xf32>) -> tensor<8x1x8x16xf32>
    %30 = stablehlo.broadcast_in_dim %arg4, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<1x1x8x16xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x8x16xf32>) -> tensor<8x1x8x16xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x1x8x16xf32>
    %33 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<8xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %37 = stablehlo.add %36, %35 : tensor<8xf32>
    %cst_4 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %39 = stablehlo.divide %37, %38 : tensor<8xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %41 = stablehlo.power %40, %39 : tensor<8xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %43 = stablehlo.divide %42, %41 : tensor<8xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %45 = stablehlo.multiply %44, %41 : tensor<8xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %47 = stablehlo.divide %46, %45 : tensor<8xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %48 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %cst_11 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %49 = stablehlo.multiply %48, %cst_11 : tensor<f32>
    %cst_12 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %50 = stablehlo.divide %cst_12, %49 : tensor<f32>
    %51 = stablehlo.log %50 : tensor<f32>
    %cst_13 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %52 = stablehlo.multiply %cst_13, %51 : tensor<f32>
    %cst_14 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %53 = stablehlo.log %cst_14 : tensor<f32>
    %cst_15 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %54 = stablehlo.multiply %cst_15, %53 : tensor<f32>
    %55 = stablehlo.divide %52, %54 : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %56 = stablehlo.multiply %cst_16, %cst_17 : tensor<f32>
    %cst_18 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %57 = stablehlo.multiply %56, %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %58 = stablehlo.divide %cst_19, %57 : tensor<f32>
    %59 = stablehlo.log %58 : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %60 = stablehlo.multiply %cst_20, %59 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %61 = stablehlo.log %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.multiply %cst_22, %61 : tensor<f32>
    %63 = stablehlo.divide %60, %62 : tensor<f32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.maximum %55, %cst_23 : tensor<f32>
    %cst_24 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %65 = stablehlo.minimum %63, %cst_24 : tensor<f32>
    %66 = stablehlo.iota dim = 0 : tensor<8xf32>
    %67 = stablehlo.subtract %65, %64 : tensor<f32>
    %cst_25 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %68 = stablehlo.maximum %67, %cst_25 : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %64, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %70 = stablehlo.subtract %66, %69 : tensor<8xf32>
    %71 = stablehlo.broadcast_in_dim %68, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %72 = stablehlo.divide %70, %71 : tensor<8xf32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %73 = call @clip(%72, %c_26, %c_27) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %75 = stablehlo.subtract %74, %73 : tensor<8xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %77 = stablehlo.subtract %76, %75 : tensor<8xf32>
    %78 = stablehlo.multiply %47, %77 : tensor<8xf32>
    %79 = stablehlo.multiply %43, %75 : tensor<8xf32>
    %80 = stablehlo.add %78, %79 : tensor<8xf32>
    %81 = stablehlo.iota dim = 0 : tensor<1xf32>
    %82 = stablehlo.convert %arg39 : (tensor<i32>) -> tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %84 = stablehlo.add %81, %83 : tensor<1xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %86 = stablehlo.dot_general %85, %80, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %89 = stablehlo.concatenate %87, %88, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %90 = stablehlo.reshape %89 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %92 = stablehlo.cosine %91 : tensor<1x1x1x16xf32>
    %93 = stablehlo.sine %91 : tensor<1x1x1x16xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.log %cst_30 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %95 = stablehlo.multiply %cst_31, %94 : tensor<f32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %96 = stablehlo.add %95, %cst_32 : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %98 = stablehlo.multiply %92, %97 : tensor<1x1x1x16xf32>
    %99 = stablehlo.broadcast_in_dim %96, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %100 = stablehlo.multiply %93, %99 : tensor<1x1x1x16xf32>
    %101 = stablehlo.slice %32 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %102 = stablehlo.slice %32 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %103 = stablehlo.negate %102 : tensor<8x1x8x8xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %105 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %106 = stablehlo.concatenate %104, %105, dim = 3 : (tensor<8x1x8x1x8xf32>, tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x2x8xf32>
    %107 = stablehlo.reshape %106 : (tensor<8x1x8x2x8xf32>) -> tensor<8x1x8x16xf32>
    %108 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %109 = stablehlo.multiply %32, %108 : tensor<8x1x8x16xf32>
    %110 = stablehlo.broadcast_in_dim %100, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %111 = stablehlo.multiply %107, %110 : tensor<8x1x8x16xf32>
    %112 = stablehlo.add %109, %111 : tensor<8x1x8x16xf32>
    %113 = stablehlo.slice %2 [0:8, 0:1, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %114 = stablehlo.reshape %113 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %115 = stablehlo.slice %2 [0:8, 1:2, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %116 = stablehlo.reshape %115 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %117 = stablehlo.dot_general %28, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %118 = stablehlo.broadcast_in_dim %arg6, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %120 = stablehlo.add %117, %119 : tensor<8x1x4x16xf32>
    %121 = stablehlo.dot_general %28, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %122 = stablehlo.broadcast_in_dim %arg8, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %124 = stablehlo.add %121, %123 : tensor<8x1x4x16xf32>
    %125 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<8xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %129 = stablehlo.add %128, %127 : tensor<8xf32>
    %cst_35 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %131 = stablehlo.divide %129, %130 : tensor<8xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %133 = stablehlo.power %132, %131 : tensor<8xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %135 = stablehlo.divide %134, %133 : tensor<8xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %137 = stablehlo.multiply %136, %133 : tensor<8xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %139 = stablehlo.divide %138, %137 : tensor<8xf32>
    %cst_40 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_41 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %140 = stablehlo.multiply %cst_40, %cst_41 : tensor<f32>
    %cst_42 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %141 = stablehlo.multiply %140, %cst_42 : tensor<f32>
    %cst_43 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %142 = stablehlo.divide %cst_43, %141 : tensor<f32>
    %143 = stablehlo.log %142 : tensor<f32>
    %cst_44 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %144 = stablehlo.multiply %cst_44, %143 : tensor<f32>
    %cst_45 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %145 = stablehlo.log %cst_45 : tensor<f32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %146 = stablehlo.multiply %cst_46, %145 : tensor<f32>
    %147 = stablehlo.divide %144, %146 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_48 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %148 = stablehlo.multiply %cst_47, %cst_48 : tensor<f32>
    %cst_49 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %149 = stablehlo.multiply %148, %cst_49 : tensor<f32>
    %cst_50 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %150 = stablehlo.divide %cst_50, %149 : tensor<f32>
    %151 = stablehlo.log %150 : tensor<f32>
    %cst_51 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %152 = stablehlo.multiply %cst_51, %151 : tensor<f32>
    %cst_52 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %153 = stablehlo.log %cst_52 : tensor<f32>
    %cst_53 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %154 = stablehlo.multiply %cst_53, %153 : tensor<f32>
    %155 = stablehlo.divide %152, %154 : tensor<f32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.maximum %147, %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %157 = stablehlo.minimum %155, %cst_55 : tensor<f32>
    %158 = stablehlo.iota dim = 0 : tensor<8xf32>
    %159 = stablehlo.subtract %157, %156 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %160 = stablehlo.maximum %159, %cst_56 : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %156, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %162 = stablehlo.subtract %158, %161 : tensor<8xf32>
    %163 = stablehlo.broadcast_in_dim %160, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %164 = stablehlo.divide %162, %163 : tensor<8xf32>
    %c_57 = stablehlo.constant dense<0> : tensor<i32>
    %c_58 = stablehlo.constant dense<1> : tensor<i32>
    %165 = call @clip(%164, %c_57, %c_58) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %167 = stablehlo.subtract %166, %165 : tensor<8xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %169 = stablehlo.subtract %168, %167 : tensor<8xf32>
    %170 = stablehlo.multiply %139, %169 : tensor<8xf32>
    %171 = stablehlo.multiply %135, %167 : tensor<8xf32>
    %172 = stablehlo.add %170, %171 : tensor<8xf32>
    %173 = stablehlo.iota dim = 0 : tensor<1xf32>
    %174 = stablehlo.convert %arg39 : (tensor<i32>) -> tensor<f32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %176 = stablehlo.add %173, %175 : tensor<1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %178 = stablehlo.dot_general %177, %172, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %180 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %181 = stablehlo.concatenate %179, %180, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %182 = stablehlo.reshape %181 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %184 = stablehlo.cosine %183 : tensor<1x1x1x16xf32>
    %185 = stablehlo.sine %183 : tensor<1x1x1x16xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %186 = stablehlo.log %cst_61 : tensor<f32>
    %cst_62 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %187 = stablehlo.multiply %cst_62, %186 : tensor<f32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.add %187, %cst_63 : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %190 = stablehlo.multiply %184, %189 : tensor<1x1x1x16xf32>
    %191 = stablehlo.broadcast_in_dim %188, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %192 = stablehlo.multiply %185, %191 : tensor<1x1x1x16xf32>
    %193 = stablehlo.slice %120 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %194 = stablehlo.slice %120 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %195 = stablehlo.negate %194 : tensor<8x1x4x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %197 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %198 = stablehlo.concatenate %196, %197, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %199 = stablehlo.reshape %198 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %200 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %201 = stablehlo.multiply %120, %200 : tensor<8x1x4x16xf32>
    %202 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %203 = stablehlo.multiply %199, %202 : tensor<8x1x4x16xf32>
    %204 = stablehlo.add %201, %203 : tensor<8x1x4x16xf32>
    %c_64 = stablehlo.constant dense<0> : tensor<i32>
    %205 = stablehlo.compare LT, %arg39, %c_64, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_65 = stablehlo.constant dense<32> : tensor<i32>
    %206 = stablehlo.add %arg39, %c_65 : tensor<i32>
    %207 = stablehlo.select %205, %206, %arg39 : tensor<i1>, tensor<i32>
    %c_66 = stablehlo.constant dense<0> : tensor<i32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %208 = stablehlo.dynamic_update_slice %114, %204, %c_66, %207, %c_67, %c_68 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %209 = stablehlo.compare LT, %arg39, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<32> : tensor<i32>
    %210 = stablehlo.add %arg39, %c_70 : tensor<i32>
    %211 = stablehlo.select %209, %210, %arg39 : tensor<i1>, tensor<i32>
    %c_71 = stablehlo.constant dense<0> : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %212 = stablehlo.dynamic_update_slice %116, %124, %c_71, %211, %c_72, %c_73 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %213 = stablehlo.broadcast_in_dim %208, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %214 = stablehlo.broadcast_in_dim %212, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %215 = stablehlo.concatenate %213, %214, dim = 1 : (tensor<8x1x32x4x16xf32>, tensor<8x1x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %216 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x16xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %218 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x16xf32>
    %219 = stablehlo.reshape %218 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %220 = stablehlo.dot_general %112, %217, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x32x8x16xf32>) -> tensor<8x8x1x32xf32>
    %cst_74 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %222 = stablehlo.multiply %220, %221 : tensor<8x8x1x32xf32>
    %223 = stablehlo.broadcast_in_dim %13, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_75 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %224 = call @_where_0(%223, %222, %cst_75) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %225 = stablehlo.reshape %arg2 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %227 = stablehlo.concatenate %224, %226, dim = 3 : (tensor<8x8x1x32xf32>, tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %cst_76 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %228 = stablehlo.reduce(%227 init: %cst_76) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x33xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %231 = stablehlo.subtract %227, %230 : tensor<8x8x1x33xf32>
    %cst_77 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_77) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x33xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_78 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %234 = stablehlo.maximum %233, %232 : tensor<8x8x1xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %237 = stablehlo.subtract %231, %236 : tensor<8x8x1x33xf32>
    %238 = stablehlo.exponential %237 : tensor<8x8x1x33xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_79) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x33xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %240 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %241 = stablehlo.broadcast_in_dim %240, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %242 = stablehlo.divide %238, %241 : tensor<8x8x1x33xf32>
    %243 = stablehlo.slice %242 [0:8, 0:8, 0:1, 0:32] : (tensor<8x8x1x33xf32>) -> tensor<8x8x1x32xf32>
    %244 = stablehlo.dot_general %219, %243, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x8x1x32xf32>) -> tensor<8x8x16x1xf32>
    %245 = stablehlo.transpose %244, dims = [0, 3, 1, 2] : (tensor<8x8x16x1xf32>) -> tensor<8x1x8x16xf32>
    %246 = stablehlo.dot_general %245, %arg9, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x1x64xf32>
    %247 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %249 = stablehlo.add %246, %248 : tensor<8x1x64xf32>
    %250 = stablehlo.add %249, %0 : tensor<8x1x64xf32>
    %c_80 = stablehlo.constant dense<2> : tensor<i32>
    %251 = stablehlo.convert %c_80 : (tensor<i32>) -> tensor<f32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %253 = stablehlo.power %250, %252 : tensor<8x1x64xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_82 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %257 = stablehlo.divide %255, %256 : tensor<8x1x1xf32>
    %cst_83 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %259 = stablehlo.add %257, %258 : tensor<8x1x1xf32>
    %260 = stablehlo.rsqrt %259 : tensor<8x1x1xf32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %262 = stablehlo.multiply %250, %261 : tensor<8x1x64xf32>
    %263 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %265 = stablehlo.multiply %262, %264 : tensor<8x1x64xf32>
    %266 = stablehlo.reshape %265 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %267 = stablehlo.dot_general %266, %arg13, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x4xf32>) -> tensor<8x4xf32>
    %268 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %269 = stablehlo.broadcast_in_dim %268, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %270 = stablehlo.add %267, %269 : tensor<8x4xf32>
    %values, %indices = chlo.top_k(%270, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = stablehlo.reduce(%values init: %cst_84) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_85 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %273 = stablehlo.maximum %272, %271 : tensor<8xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %275 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %276 = stablehlo.subtract %values, %275 : tensor<8x2xf32>
    %277 = stablehlo.exponential %276 : tensor<8x2xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_86) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %281 = stablehlo.divide %277, %280 : tensor<8x2xf32>
    %282 = call @_one_hot(%indices) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %285 = stablehlo.multiply %282, %284 : tensor<8x2x4xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_87) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %287 = stablehlo.dot_general %arg15, %266, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<8x64xf32>) -> tensor<4x256x8xf32>
    %288 = stablehlo.transpose %287, dims = [0, 2, 1] : (tensor<4x256x8xf32>) -> tensor<4x8x256xf32>
    %289 = stablehlo.broadcast_in_dim %arg16, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x8x256xf32>
    %291 = stablehlo.add %288, %290 : tensor<4x8x256xf32>
    %292 = stablehlo.slice %291 [0:4, 0:8, 0:256:2] : (tensor<4x8x256xf32>) -> tensor<4x8x128xf32>
    %293 = stablehlo.slice %291 [0:4, 0:8, 1:256:2] : (tensor<4x8x256xf32>) -> tensor<4x8x128xf32>
    %cst_88 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_89 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %294 = call @clip_1(%292, %cst_88, %cst_89) : (tensor<4x8x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8x128xf32>
    %cst_90 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_91 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %295 = call @clip_1(%293, %cst_90, %cst_91) : (tensor<4x8x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8x128xf32>
    %cst_92 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %297 = stablehlo.multiply %294, %296 : tensor<4x8x128xf32>
    %298 = stablehlo.negate %297 : tensor<4x8x128xf32>
    %299 = stablehlo.exponential %298 : tensor<4x8x128xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %301 = stablehlo.add %300, %299 : tensor<4x8x128xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %303 = stablehlo.divide %302, %301 : tensor<4x8x128xf32>
    %304 = stablehlo.multiply %294, %303 : tensor<4x8x128xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %306 = stablehlo.add %295, %305 : tensor<4x8x128xf32>
    %307 = stablehlo.multiply %306, %304 : tensor<4x8x128xf32>
    %308 = stablehlo.dot_general %307, %arg17, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x128xf32>, tensor<4x128x64xf32>) -> tensor<4x8x64xf32>
    %309 = stablehlo.broadcast_in_dim %arg18, dims = [0, 2] : (tensor<4x64xf32>) -> tensor<4x1x64xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x8x64xf32>
    %311 = stablehlo.add %308, %310 : tensor<4x8x64xf32>
    %312 = stablehlo.transpose %286, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %315 = stablehlo.multiply %311, %314 : tensor<4x8x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.reduce(%315 init: %cst_96) applies stablehlo.add across dimensions = [0] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %317 = stablehlo.reshape %316 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %318 = stablehlo.add %317, %250 : tensor<8x1x64xf32>
    %319 = stablehlo.slice %arg38 [0:8, 1:2, 0:2, 0:32, 0:4, 0:16] : (tensor<8x2x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %320 = stablehlo.reshape %319 : (tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %321 = stablehlo.iota dim = 0 : tensor<1xf32>
    %322 = stablehlo.convert %arg39 : (tensor<i32>) -> tensor<f32>
    %323 = stablehlo.broadcast_in_dim %322, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %324 = stablehlo.add %321, %323 : tensor<1xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0] : (tensor<1xf32>) -> tensor<1x1xf32>
    %326 = stablehlo.iota dim = 0 : tensor<32xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [1] : (tensor<32xf32>) -> tensor<1x32xf32>
    %328 = stablehlo.broadcast_in_dim %325, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<1x32xf32>
    %329 = stablehlo.compare GE, %328, %327, FLOAT : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xi1>
    %330 = stablehlo.broadcast_in_dim %329, dims = [1, 2] : (tensor<1x32xi1>) -> tensor<1x1x32xi1>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<1x1x32xi1>) -> tensor<8x1x32xi1>
    %c_97 = stablehlo.constant dense<2> : tensor<i32>
    %332 = stablehlo.convert %c_97 : (tensor<i32>) -> tensor<f32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %334 = stablehlo.power %318, %333 : tensor<8x1x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %338 = stablehlo.divide %336, %337 : tensor<8x1x1xf32>
    %cst_100 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %340 = stablehlo.add %338, %339 : tensor<8x1x1xf32>
    %341 = stablehlo.rsqrt %340 : tensor<8x1x1xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %343 = stablehlo.multiply %318, %342 : tensor<8x1x64xf32>
    %344 = stablehlo.broadcast_in_dim %arg28, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %346 = stablehlo.multiply %343, %345 : tensor<8x1x64xf32>
    %347 = stablehlo.dot_general %346, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x8x16xf32>) -> tensor<8x1x8x16xf32>
    %348 = stablehlo.broadcast_in_dim %arg21, dims = [2, 3] : (tensor<8x16xf32>) -> tensor<1x1x8x16xf32>
    %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<1x1x8x16xf32>) -> tensor<8x1x8x16xf32>
    %350 = stablehlo.add %347, %349 : tensor<8x1x8x16xf32>
    %351 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_101 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %353 = stablehlo.multiply %352, %351 : tensor<8xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %355 = stablehlo.add %354, %353 : tensor<8xf32>
    %cst_103 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %357 = stablehlo.divide %355, %356 : tensor<8xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %359 = stablehlo.power %358, %357 : tensor<8xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %361 = stablehlo.divide %360, %359 : tensor<8xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %363 = stablehlo.multiply %362, %359 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %365 = stablehlo.divide %364, %363 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_109 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %366 = stablehlo.multiply %cst_108, %cst_109 : tensor<f32>
    %cst_110 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %367 = stablehlo.multiply %366, %cst_110 : tensor<f32>
    %cst_111 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %368 = stablehlo.divide %cst_111, %367 : tensor<f32>
    %369 = stablehlo.log %368 : tensor<f32>
    %cst_112 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %370 = stablehlo.multiply %cst_112, %369 : tensor<f32>
    %cst_113 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %371 = stablehlo.log %cst_113 : tensor<f32>
    %cst_114 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %372 = stablehlo.multiply %cst_114, %371 : tensor<f32>
    %373 = stablehlo.divide %370, %372 : tensor<f32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_116 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %374 = stablehlo.multiply %cst_115, %cst_116 : tensor<f32>
    %cst_117 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %375 = stablehlo.multiply %374, %cst_117 : tensor<f32>
    %cst_118 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %376 = stablehlo.divide %cst_118, %375 : tensor<f32>
    %377 = stablehlo.log %376 : tensor<f32>
    %cst_119 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %378 = stablehlo.multiply %cst_119, %377 : tensor<f32>
    %cst_120 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %379 = stablehlo.log %cst_120 : tensor<f32>
    %cst_121 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %380 = stablehlo.multiply %cst_121, %379 : tensor<f32>
    %381 = stablehlo.divide %378, %380 : tensor<f32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.maximum %373, %cst_122 : tensor<f32>
    %cst_123 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %383 = stablehlo.minimum %381, %cst_123 : tensor<f32>
    %384 = stablehlo.iota dim = 0 : tensor<8xf32>
    %385 = stablehlo.subtract %383, %382 : tensor<f32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %386 = stablehlo.maximum %385, %cst_124 : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %382, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %388 = stablehlo.subtract %384, %387 : tensor<8xf32>
    %389 = stablehlo.broadcast_in_dim %386, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %390 = stablehlo.divide %388, %389 : tensor<8xf32>
    %c_125 = stablehlo.constant dense<0> : tensor<i32>
    %c_126 = stablehlo.constant dense<1> : tensor<i32>
    %391 = call @clip(%390, %c_125, %c_126) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_127 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %393 = stablehlo.subtract %392, %391 : tensor<8xf32>
    %cst_128 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %395 = stablehlo.subtract %394, %393 : tensor<8xf32>
    %396 = stablehlo.multiply %365, %395 : tensor<8xf32>
    %397 = stablehlo.multiply %361, %393 : tensor<8xf32>
    %398 = stablehlo.add %396, %397 : tensor<8xf32>
    %399 = stablehlo.iota dim = 0 : tensor<1xf32>
    %400 = stablehlo.convert %arg39 : (tensor<i32>) -> tensor<f32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %402 = stablehlo.add %399, %401 : tensor<1xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %404 = stablehlo.dot_general %403, %398, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %406 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %407 = stablehlo.concatenate %405, %406, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %410 = stablehlo.cosine %409 : tensor<1x1x1x16xf32>
    %411 = stablehlo.sine %409 : tensor<1x1x1x16xf32>
    %cst_129 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %412 = stablehlo.log %cst_129 : tensor<f32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %413 = stablehlo.multiply %cst_130, %412 : tensor<f32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %414 = stablehlo.add %413, %cst_131 : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %416 = stablehlo.multiply %410, %415 : tensor<1x1x1x16xf32>
    %417 = stablehlo.broadcast_in_dim %414, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %418 = stablehlo.multiply %411, %417 : tensor<1x1x1x16xf32>
    %419 = stablehlo.slice %350 [0:8, 0:1, 0:8, 0:8] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %420 = stablehlo.slice %350 [0:8, 0:1, 0:8, 8:16] : (tensor<8x1x8x16xf32>) -> tensor<8x1x8x8xf32>
    %421 = stablehlo.negate %420 : tensor<8x1x8x8xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %423 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 4] : (tensor<8x1x8x8xf32>) -> tensor<8x1x8x1x8xf32>
    %424 = stablehlo.concatenate %422, %423, dim = 3 : (tensor<8x1x8x1x8xf32>, tensor<8x1x8x1x8xf32>) -> tensor<8x1x8x2x8xf32>
    %425 = stablehlo.reshape %424 : (tensor<8x1x8x2x8xf32>) -> tensor<8x1x8x16xf32>
    %426 = stablehlo.broadcast_in_dim %416, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %427 = stablehlo.multiply %350, %426 : tensor<8x1x8x16xf32>
    %428 = stablehlo.broadcast_in_dim %418, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x8x16xf32>
    %429 = stablehlo.multiply %425, %428 : tensor<8x1x8x16xf32>
    %430 = stablehlo.add %427, %429 : tensor<8x1x8x16xf32>
    %431 = stablehlo.slice %320 [0:8, 0:1, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %433 = stablehlo.slice %320 [0:8, 1:2, 0:32, 0:4, 0:16] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %434 = stablehlo.reshape %433 : (tensor<8x1x32x4x16xf32>) -> tensor<8x32x4x16xf32>
    %435 = stablehlo.dot_general %346, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %436 = stablehlo.broadcast_in_dim %arg23, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %438 = stablehlo.add %435, %437 : tensor<8x1x4x16xf32>
    %439 = stablehlo.dot_general %346, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x4x16xf32>) -> tensor<8x1x4x16xf32>
    %440 = stablehlo.broadcast_in_dim %arg25, dims = [2, 3] : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2, 3] : (tensor<1x1x4x16xf32>) -> tensor<8x1x4x16xf32>
    %442 = stablehlo.add %439, %441 : tensor<8x1x4x16xf32>
    %443 = stablehlo.iota dim = 0 : tensor<8xf32>
    %cst_132 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<8xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %447 = stablehlo.add %446, %445 : tensor<8xf32>
    %cst_134 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %449 = stablehlo.divide %447, %448 : tensor<8xf32>
    %cst_135 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %451 = stablehlo.power %450, %449 : tensor<8xf32>
    %cst_136 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %453 = stablehlo.divide %452, %451 : tensor<8xf32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %455 = stablehlo.multiply %454, %451 : tensor<8xf32>
    %cst_138 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %457 = stablehlo.divide %456, %455 : tensor<8xf32>
    %cst_139 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %cst_140 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %458 = stablehlo.multiply %cst_139, %cst_140 : tensor<f32>
    %cst_141 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %459 = stablehlo.multiply %458, %cst_141 : tensor<f32>
    %cst_142 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %460 = stablehlo.divide %cst_142, %459 : tensor<f32>
    %461 = stablehlo.log %460 : tensor<f32>
    %cst_143 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %462 = stablehlo.multiply %cst_143, %461 : tensor<f32>
    %cst_144 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %463 = stablehlo.log %cst_144 : tensor<f32>
    %cst_145 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %464 = stablehlo.multiply %cst_145, %463 : tensor<f32>
    %465 = stablehlo.divide %462, %464 : tensor<f32>
    %cst_146 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_147 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %466 = stablehlo.multiply %cst_146, %cst_147 : tensor<f32>
    %cst_148 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %467 = stablehlo.multiply %466, %cst_148 : tensor<f32>
    %cst_149 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %468 = stablehlo.divide %cst_149, %467 : tensor<f32>
    %469 = stablehlo.log %468 : tensor<f32>
    %cst_150 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %470 = stablehlo.multiply %cst_150, %469 : tensor<f32>
    %cst_151 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %471 = stablehlo.log %cst_151 : tensor<f32>
    %cst_152 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %472 = stablehlo.multiply %cst_152, %471 : tensor<f32>
    %473 = stablehlo.divide %470, %472 : tensor<f32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.maximum %465, %cst_153 : tensor<f32>
    %cst_154 = stablehlo.constant dense<1.500000e+01> : tensor<f32>
    %475 = stablehlo.minimum %473, %cst_154 : tensor<f32>
    %476 = stablehlo.iota dim = 0 : tensor<8xf32>
    %477 = stablehlo.subtract %475, %474 : tensor<f32>
    %cst_155 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %478 = stablehlo.maximum %477, %cst_155 : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %474, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %480 = stablehlo.subtract %476, %479 : tensor<8xf32>
    %481 = stablehlo.broadcast_in_dim %478, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %482 = stablehlo.divide %480, %481 : tensor<8xf32>
    %c_156 = stablehlo.constant dense<0> : tensor<i32>
    %c_157 = stablehlo.constant dense<1> : tensor<i32>
    %483 = call @clip(%482, %c_156, %c_157) : (tensor<8xf32>, tensor<i32>, tensor<i32>) -> tensor<8xf32>
    %cst_158 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %485 = stablehlo.subtract %484, %483 : tensor<8xf32>
    %cst_159 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %487 = stablehlo.subtract %486, %485 : tensor<8xf32>
    %488 = stablehlo.multiply %457, %487 : tensor<8xf32>
    %489 = stablehlo.multiply %453, %485 : tensor<8xf32>
    %490 = stablehlo.add %488, %489 : tensor<8xf32>
    %491 = stablehlo.iota dim = 0 : tensor<1xf32>
    %492 = stablehlo.convert %arg39 : (tensor<i32>) -> tensor<f32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %494 = stablehlo.add %491, %493 : tensor<1xf32>
    %495 = stablehlo.broadcast_in_dim %494, dims = [1] : (tensor<1xf32>) -> tensor<1x1xf32>
    %496 = stablehlo.dot_general %495, %490, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<1x1xf32>, tensor<8xf32>) -> tensor<1x1x8xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %498 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 3] : (tensor<1x1x8xf32>) -> tensor<1x1x1x8xf32>
    %499 = stablehlo.concatenate %497, %498, dim = 2 : (tensor<1x1x1x8xf32>, tensor<1x1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %500 = stablehlo.reshape %499 : (tensor<1x1x2x8xf32>) -> tensor<1x1x16xf32>
    %501 = stablehlo.broadcast_in_dim %500, dims = [0, 1, 3] : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %502 = stablehlo.cosine %501 : tensor<1x1x1x16xf32>
    %503 = stablehlo.sine %501 : tensor<1x1x1x16xf32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %504 = stablehlo.log %cst_160 : tensor<f32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %505 = stablehlo.multiply %cst_161, %504 : tensor<f32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %506 = stablehlo.add %505, %cst_162 : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %508 = stablehlo.multiply %502, %507 : tensor<1x1x1x16xf32>
    %509 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %510 = stablehlo.multiply %503, %509 : tensor<1x1x1x16xf32>
    %511 = stablehlo.slice %438 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %512 = stablehlo.slice %438 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %513 = stablehlo.negate %512 : tensor<8x1x4x8xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %515 = stablehlo.broadcast_in_dim %511, dims = [0, 1, 2, 4] : (tensor<8x1x4x8xf32>) -> tensor<8x1x4x1x8xf32>
    %516 = stablehlo.concatenate %514, %515, dim = 3 : (tensor<8x1x4x1x8xf32>, tensor<8x1x4x1x8xf32>) -> tensor<8x1x4x2x8xf32>
    %517 = stablehlo.reshape %516 : (tensor<8x1x4x2x8xf32>) -> tensor<8x1x4x16xf32>
    %518 = stablehlo.broadcast_in_dim %508, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %519 = stablehlo.multiply %438, %518 : tensor<8x1x4x16xf32>
    %520 = stablehlo.broadcast_in_dim %510, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %521 = stablehlo.multiply %517, %520 : tensor<8x1x4x16xf32>
    %522 = stablehlo.add %519, %521 : tensor<8x1x4x16xf32>
    %c_163 = stablehlo.constant dense<0> : tensor<i32>
    %523 = stablehlo.compare LT, %arg39, %c_163, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_164 = stablehlo.constant dense<32> : tensor<i32>
    %524 = stablehlo.add %arg39, %c_164 : tensor<i32>
    %525 = stablehlo.select %523, %524, %arg39 : tensor<i1>, tensor<i32>
    %c_165 = stablehlo.constant dense<0> : tensor<i32>
    %c_166 = stablehlo.constant dense<0> : tensor<i32>
    %c_167 = stablehlo.constant dense<0> : tensor<i32>
    %526 = stablehlo.dynamic_update_slice %432, %522, %c_165, %525, %c_166, %c_167 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %c_168 = stablehlo.constant dense<0> : tensor<i32>
    %527 = stablehlo.compare LT, %arg39, %c_168, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_169 = stablehlo.constant dense<32> : tensor<i32>
    %528 = stablehlo.add %arg39, %c_169 : tensor<i32>
    %529 = stablehlo.select %527, %528, %arg39 : tensor<i1>, tensor<i32>
    %c_170 = stablehlo.constant dense<0> : tensor<i32>
    %c_171 = stablehlo.constant dense<0> : tensor<i32>
    %c_172 = stablehlo.constant dense<0> : tensor<i32>
    %530 = stablehlo.dynamic_update_slice %434, %442, %c_170, %529, %c_171, %c_172 : (tensor<8x32x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x32x4x16xf32>
    %531 = stablehlo.broadcast_in_dim %526, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %532 = stablehlo.broadcast_in_dim %530, dims = [0, 2, 3, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x1x32x4x16xf32>
    %533 = stablehlo.concatenate %531, %532, dim = 1 : (tensor<8x1x32x4x16xf32>, tensor<8x1x32x4x16xf32>) -> tensor<8x2x32x4x16xf32>
    %534 = stablehlo.broadcast_in_dim %526, dims = [0, 1, 2, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x16xf32>
    %535 = stablehlo.reshape %534 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %536 = stablehlo.broadcast_in_dim %530, dims = [0, 1, 2, 4] : (tensor<8x32x4x16xf32>) -> tensor<8x32x4x2x16xf32>
    %537 = stablehlo.reshape %536 : (tensor<8x32x4x2x16xf32>) -> tensor<8x32x8x16xf32>
    %538 = stablehlo.dot_general %430, %535, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x32x8x16xf32>) -> tensor<8x8x1x32xf32>
    %cst_173 = stablehlo.constant dense<2.500000e-01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %540 = stablehlo.multiply %538, %539 : tensor<8x8x1x32xf32>
    %541 = stablehlo.iota dim = 0 : tensor<1xi32>
    %542 = stablehlo.broadcast_in_dim %arg39, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %543 = stablehlo.add %541, %542 : tensor<1xi32>
    %544 = stablehlo.iota dim = 0 : tensor<32xi32>
    %545 = stablehlo.broadcast_in_dim %544, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %546 = stablehlo.broadcast_in_dim %543, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c_174 = stablehlo.constant dense<16> : tensor<i32>
    %547 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %548 = stablehlo.subtract %546, %547 : tensor<1x1xi32>
    %549 = stablehlo.broadcast_in_dim %548, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<1x32xi32>
    %550 = stablehlo.compare GE, %545, %549, SIGNED : (tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi1>
    %551 = stablehlo.broadcast_in_dim %550, dims = [2, 3] : (tensor<1x32xi1>) -> tensor<1x1x1x32xi1>
    %cst_175 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %552 = call @_where_2(%551, %540, %cst_175) : (tensor<1x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %553 = stablehlo.broadcast_in_dim %331, dims = [0, 2, 3] : (tensor<8x1x32xi1>) -> tensor<8x1x1x32xi1>
    %cst_176 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %554 = call @_where_0(%553, %552, %cst_176) : (tensor<8x1x1x32xi1>, tensor<8x8x1x32xf32>, tensor<f32>) -> tensor<8x8x1x32xf32>
    %555 = stablehlo.reshape %arg19 : (tensor<8xf32>) -> tensor<1x8x1x1xf32>
    %556 = stablehlo.broadcast_in_dim %555, dims = [0, 1, 2, 3] : (tensor<1x8x1x1xf32>) -> tensor<8x8x1x1xf32>
    %557 = stablehlo.concatenate %554, %556, dim = 3 : (tensor<8x8x1x32xf32>, tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %cst_177 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %558 = stablehlo.reduce(%557 init: %cst_177) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x33xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %559 = stablehlo.broadcast_in_dim %558, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %561 = stablehlo.subtract %557, %560 : tensor<8x8x1x33xf32>
    %cst_178 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %562 = stablehlo.reduce(%561 init: %cst_178) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x33xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %cst_179 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x8x1xf32>
    %564 = stablehlo.maximum %563, %562 : tensor<8x8x1xf32>
    %565 = stablehlo.broadcast_in_dim %564, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %567 = stablehlo.subtract %561, %566 : tensor<8x8x1x33xf32>
    %568 = stablehlo.exponential %567 : tensor<8x8x1x33xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_180) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x33xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %571 = stablehlo.broadcast_in_dim %570, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x33xf32>
    %572 = stablehlo.divide %568, %571 : tensor<8x8x1x33xf32>
    %573 = stablehlo.slice %572 [0:8, 0:8, 0:1, 0:32] : (tensor<8x8x1x33xf32>) -> tensor<8x8x1x32xf32>
    %574 = stablehlo.dot_general %537, %573, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x8x16xf32>, tensor<8x8x1x32xf32>) -> tensor<8x8x16x1xf32>
    %575 = stablehlo.transpose %574, dims = [0, 3, 1, 2] : (tensor<8x8x16x1xf32>) -> tensor<8x1x8x16xf32>
    %576 = stablehlo.dot_general %575, %arg26, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x16xf32>, tensor<8x16x64xf32>) -> tensor<8x1x64xf32>
    %577 = stablehlo.broadcast_in_dim %arg27, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %578 = stablehlo.broadcast_in_dim %577, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %579 = stablehlo.add %576, %578 : tensor<8x1x64xf32>
    %580 = stablehlo.add %579, %318 : tensor<8x1x64xf32>
    %c_181 = stablehlo.constant dense<2> : tensor<i32>
    %581 = stablehlo.convert %c_181 : (tensor<i32>) -> tensor<f32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %583 = stablehlo.power %580, %582 : tensor<8x1x64xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%583 init: %cst_182) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_183 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %587 = stablehlo.divide %585, %586 : tensor<8x1x1xf32>
    %cst_184 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %589 = stablehlo.add %587, %588 : tensor<8x1x1xf32>
    %590 = stablehlo.rsqrt %589 : tensor<8x1x1xf32>
    %591 = stablehlo.broadcast_in_dim %590, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %592 = stablehlo.multiply %580, %591 : tensor<8x1x64xf32>
    %593 = stablehlo.broadcast_in_dim %arg29, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %595 = stablehlo.multiply %592, %594 : tensor<8x1x64xf32>
    %596 = stablehlo.reshape %595 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %597 = stablehlo.dot_general %596, %arg30, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x4xf32>) -> tensor<8x4xf32>
    %598 = stablehlo.broadcast_in_dim %arg31, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %599 = stablehlo.broadcast_in_dim %598, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<8x4xf32>
    %600 = stablehlo.add %597, %599 : tensor<8x4xf32>
    %values_185, %indices_186 = chlo.top_k(%600, k = 2) : tensor<8x4xf32> -> (tensor<8x2xf32>, tensor<8x2xi32>)
    %cst_187 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %601 = stablehlo.reduce(%values_185 init: %cst_187) applies stablehlo.maximum across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_188 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %603 = stablehlo.maximum %602, %601 : tensor<8xf32>
    %604 = stablehlo.broadcast_in_dim %603, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %605 = stablehlo.broadcast_in_dim %604, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %606 = stablehlo.subtract %values_185, %605 : tensor<8x2xf32>
    %607 = stablehlo.exponential %606 : tensor<8x2xf32>
    %cst_189 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.reduce(%607 init: %cst_189) applies stablehlo.add across dimensions = [1] : (tensor<8x2xf32>, tensor<f32>) -> tensor<8xf32>
    %609 = stablehlo.broadcast_in_dim %608, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %610 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x2xf32>
    %611 = stablehlo.divide %607, %610 : tensor<8x2xf32>
    %612 = call @_one_hot(%indices_186) : (tensor<8x2xi32>) -> tensor<8x2x4xf32>
    %613 = stablehlo.broadcast_in_dim %611, dims = [0, 1] : (tensor<8x2xf32>) -> tensor<8x2x1xf32>
    %614 = stablehlo.broadcast_in_dim %613, dims = [0, 1, 2] : (tensor<8x2x1xf32>) -> tensor<8x2x4xf32>
    %615 = stablehlo.multiply %612, %614 : tensor<8x2x4xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%615 init: %cst_190) applies stablehlo.add across dimensions = [1] : (tensor<8x2x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %617 = stablehlo.dot_general %arg32, %596, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64x256xf32>, tensor<8x64xf32>) -> tensor<4x256x8xf32>
    %618 = stablehlo.transpose %617, dims = [0, 2, 1] : (tensor<4x256x8xf32>) -> tensor<4x8x256xf32>
    %619 = stablehlo.broadcast_in_dim %arg33, dims = [0, 2] : (tensor<4x256xf32>) -> tensor<4x1x256xf32>
    %620 = stablehlo.broadcast_in_dim %619, dims = [0, 1, 2] : (tensor<4x1x256xf32>) -> tensor<4x8x256xf32>
    %621 = stablehlo.add %618, %620 : tensor<4x8x256xf32>
    %622 = stablehlo.slice %621 [0:4, 0:8, 0:256:2] : (tensor<4x8x256xf32>) -> tensor<4x8x128xf32>
    %623 = stablehlo.slice %621 [0:4, 0:8, 1:256:2] : (tensor<4x8x256xf32>) -> tensor<4x8x128xf32>
    %cst_191 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %cst_192 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %624 = call @clip_1(%622, %cst_191, %cst_192) : (tensor<4x8x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8x128xf32>
    %cst_193 = stablehlo.constant dense<-7.000000e+00> : tensor<f32>
    %cst_194 = stablehlo.constant dense<7.000000e+00> : tensor<f32>
    %625 = call @clip_1(%623, %cst_193, %cst_194) : (tensor<4x8x128xf32>, tensor<f32>, tensor<f32>) -> tensor<4x8x128xf32>
    %cst_195 = stablehlo.constant dense<1.702000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %627 = stablehlo.multiply %624, %626 : tensor<4x8x128xf32>
    %628 = stablehlo.negate %627 : tensor<4x8x128xf32>
    %629 = stablehlo.exponential %628 : tensor<4x8x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %631 = stablehlo.add %630, %629 : tensor<4x8x128xf32>
    %cst_197 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %633 = stablehlo.divide %632, %631 : tensor<4x8x128xf32>
    %634 = stablehlo.multiply %624, %633 : tensor<4x8x128xf32>
    %cst_198 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %636 = stablehlo.add %625, %635 : tensor<4x8x128xf32>
    %637 = stablehlo.multiply %636, %634 : tensor<4x8x128xf32>
    %638 = stablehlo.dot_general %637, %arg34, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x128xf32>, tensor<4x128x64xf32>) -> tensor<4x8x64xf32>
    %639 = stablehlo.broadcast_in_dim %arg35, dims = [0, 2] : (tensor<4x64xf32>) -> tensor<4x1x64xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<4x1x64xf32>) -> tensor<4x8x64xf32>
    %641 = stablehlo.add %638, %640 : tensor<4x8x64xf32>
    %642 = stablehlo.transpose %616, dims = [1, 0] : (tensor<8x4xf32>) -> tensor<4x8xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1] : (tensor<4x8xf32>) -> tensor<4x8x1xf32>
    %644 = stablehlo.broadcast_in_dim %643, dims = [0, 1, 2] : (tensor<4x8x1xf32>) -> tensor<4x8x64xf32>
    %645 = stablehlo.multiply %641, %644 : tensor<4x8x64xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_199) applies stablehlo.add across dimensions = [0] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %647 = stablehlo.reshape %646 : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %648 = stablehlo.add %647, %580 : tensor<8x1x64xf32>
    %649 = stablehlo.broadcast_in_dim %215, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %650 = stablehlo.broadcast_in_dim %533, dims = [0, 2, 3, 4, 5] : (tensor<8x2x32x4x16xf32>) -> tensor<8x1x2x32x4x16xf32>
    %651 = stablehlo.concatenate %649, %650, dim = 1 : (tensor<8x1x2x32x4x16xf32>, tensor<8x1x2x32x4x16xf32>) -> tensor<8x2x2x32x4x16xf32>
    %c_200 = stablehlo.constant dense<2> : tensor<i32>
    %652 = stablehlo.convert %c_200 : (tensor<i32>) -> tensor<f32>
    %653 = stablehlo.broadcast_in_dim %652, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %654 = stablehlo.power %648, %653 : tensor<8x1x64xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_202 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %658 = stablehlo.divide %656, %657 : tensor<8x1x1xf32>
    %cst_203 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %660 = stablehlo.add %658, %659 : tensor<8x1x1xf32>
    %661 = stablehlo.rsqrt %660 : tensor<8x1x1xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
    %663 = stablehlo.multiply %648, %662 : tensor<8x1x64xf32>
    %664 = stablehlo.broadcast_in_dim %arg36, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %665 = stablehlo.broadcast_in_dim %664, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
    %666 = stablehlo.multiply %663, %665 : tensor<8x1x64xf32>
    %667 = stablehlo.dot_general %666, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
    return %667, %651 : tensor<8x1x512xf32>, tensor<8x2x2x32x4x16xf32>
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
  func.func private @clip(%arg0: tensor<8xf32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8xf32>
    %3 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8xf32>
    return %5 : tensor<8xf32>
  }
  func.func private @_where_0(%arg0: tensor<8x1x1x32xi1>, %arg1: tensor<8x8x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x8x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi1>) -> tensor<8x8x1x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x8x1x32xi1>, tensor<8x8x1x32xf32>
    return %2 : tensor<8x8x1x32xf32>
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
  func.func private @clip_1(%arg0: tensor<4x8x128xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<4x8x128xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<4x8x128xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<4x8x128xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<4x8x128xf32>
    return %5 : tensor<4x8x128xf32>
  }
  func.func private @_where_2(%arg0: tensor<1x1x1x32xi1>, %arg1: tensor<8x8x1x32xf32>, %arg2: tensor<f32>) -> tensor<8x8x1x32xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xi1>) -> tensor<8x8x1x32xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x8x1x32xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x8x1x32xi1>, tensor<8x8x1x32xf32>
    return %2 : tensor<8x8x1x32xf32>
  }
}
