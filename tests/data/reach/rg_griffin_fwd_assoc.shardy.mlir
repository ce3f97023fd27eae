module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<2x1x1x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg4: tensor<2x128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<4x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg18: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg22: tensor<2x1x1x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg23: tensor<2x128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg24: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<4x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg34: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg37: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg40: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg41: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg42: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg43: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg46: tensor<2x1x1x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg47: tensor<2x128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg48: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg50: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg52: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x64x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg51, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg51, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg51 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = "stablehlo.gather"(%arg49, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.sqrt %cst : tensor<f32>
    %8 = stablehlo.convert %7 : (tensor<f32>) -> tensor<bf16>
    %9 = stablehlo.convert %8 : (tensor<bf16>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<8x64x128xf32>
    %12 = chlo.square %11 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x64x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %21 = stablehlo.multiply %11, %20 : tensor<8x64x128xf32>
    %22 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x1x128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<8x64x128xf32>
    %27 = stablehlo.dot_general %26, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %28 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x64x128xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<8x64x128xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<8x64x128xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<8x64x128xf32>
    %35 = stablehlo.add %30, %34 : tensor<8x64x128xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8x64x128xf32>
    %38 = stablehlo.tanh %37 : tensor<8x64x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %40 = stablehlo.add %39, %38 : tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<8x64x128xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<8x64x128xf32>
    %44 = stablehlo.dot_general %26, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %45 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x64x128xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %51 = stablehlo.multiply %47, %50 : tensor<8x64x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %53 = stablehlo.concatenate %52, %51, dim = 1 : (tensor<8x0x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %54 = stablehlo.slice %arg6 [3:4, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %55 = stablehlo.reshape %54 : (tensor<1x128xf32>) -> tensor<128xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %60 = stablehlo.add %59, %58 : tensor<8x64x128xf32>
    %61 = stablehlo.slice %47 [0:8, 0:63, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x63x128xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %62 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %63 = stablehlo.compare NE, %arg52, %62, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %64 = stablehlo.convert %63 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x63xf32>
    %66 = stablehlo.slice %64 [0:8, 1:64] : (tensor<8x64xi32>) -> tensor<8x63xi32>
    %67 = stablehlo.convert %66 : (tensor<8x63xi32>) -> tensor<8x63xf32>
    %68 = stablehlo.multiply %65, %67 : tensor<8x63xf32>
    %69 = stablehlo.broadcast_in_dim %68, dims = [0, 1] : (tensor<8x63xf32>) -> tensor<8x63x1xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2] : (tensor<8x63x1xf32>) -> tensor<8x63x128xf32>
    %71 = stablehlo.multiply %61, %70 : tensor<8x63x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %73 = stablehlo.concatenate %72, %71, dim = 1 : (tensor<8x1x128xf32>, tensor<8x63x128xf32>) -> tensor<8x64x128xf32>
    %74 = stablehlo.slice %arg6 [2:3, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %75 = stablehlo.reshape %74 : (tensor<1x128xf32>) -> tensor<128xf32>
    %76 = stablehlo.broadcast_in_dim %75, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %78 = stablehlo.multiply %73, %77 : tensor<8x64x128xf32>
    %79 = stablehlo.add %60, %78 : tensor<8x64x128xf32>
    %80 = stablehlo.slice %47 [0:8, 0:62, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x62x128xf32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %82 = stablehlo.compare NE, %arg52, %81, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %83 = stablehlo.convert %82 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x62xf32>
    %85 = stablehlo.slice %83 [0:8, 1:63] : (tensor<8x64xi32>) -> tensor<8x62xi32>
    %86 = stablehlo.convert %85 : (tensor<8x62xi32>) -> tensor<8x62xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x62xf32>
    %88 = stablehlo.slice %83 [0:8, 2:64] : (tensor<8x64xi32>) -> tensor<8x62xi32>
    %89 = stablehlo.convert %88 : (tensor<8x62xi32>) -> tensor<8x62xf32>
    %90 = stablehlo.multiply %87, %89 : tensor<8x62xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1] : (tensor<8x62xf32>) -> tensor<8x62x1xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x62x1xf32>) -> tensor<8x62x128xf32>
    %93 = stablehlo.multiply %80, %92 : tensor<8x62x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x2x128xf32>
    %95 = stablehlo.concatenate %94, %93, dim = 1 : (tensor<8x2x128xf32>, tensor<8x62x128xf32>) -> tensor<8x64x128xf32>
    %96 = stablehlo.slice %arg6 [1:2, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %97 = stablehlo.reshape %96 : (tensor<1x128xf32>) -> tensor<128xf32>
    %98 = stablehlo.broadcast_in_dim %97, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %100 = stablehlo.multiply %95, %99 : tensor<8x64x128xf32>
    %101 = stablehlo.add %79, %100 : tensor<8x64x128xf32>
    %102 = stablehlo.slice %47 [0:8, 0:61, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x61x128xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %103 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %104 = stablehlo.compare NE, %arg52, %103, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %105 = stablehlo.convert %104 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x61xf32>
    %107 = stablehlo.slice %105 [0:8, 1:62] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %108 = stablehlo.convert %107 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %109 = stablehlo.multiply %106, %108 : tensor<8x61xf32>
    %110 = stablehlo.slice %105 [0:8, 2:63] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %111 = stablehlo.convert %110 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %112 = stablehlo.multiply %109, %111 : tensor<8x61xf32>
    %113 = stablehlo.slice %105 [0:8, 3:64] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %114 = stablehlo.convert %113 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<8x61xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<8x61xf32>) -> tensor<8x61x1xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<8x61x1xf32>) -> tensor<8x61x128xf32>
    %118 = stablehlo.multiply %102, %117 : tensor<8x61x128xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x3x128xf32>
    %120 = stablehlo.concatenate %119, %118, dim = 1 : (tensor<8x3x128xf32>, tensor<8x61x128xf32>) -> tensor<8x64x128xf32>
    %121 = stablehlo.slice %arg6 [0:1, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %122 = stablehlo.reshape %121 : (tensor<1x128xf32>) -> tensor<128xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %125 = stablehlo.multiply %120, %124 : tensor<8x64x128xf32>
    %126 = stablehlo.add %101, %125 : tensor<8x64x128xf32>
    %127 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %129 = stablehlo.add %126, %128 : tensor<8x64x128xf32>
    %130 = stablehlo.reshape %129 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %131 = stablehlo.dot_general %arg17, %130, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x64x4x32xf32>) -> tensor<4x32x8x64xf32>
    %132 = stablehlo.transpose %131, dims = [2, 3, 0, 1] : (tensor<4x32x8x64xf32>) -> tensor<8x64x4x32xf32>
    %133 = stablehlo.broadcast_in_dim %arg16, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %135 = stablehlo.add %132, %134 : tensor<8x64x4x32xf32>
    %136 = stablehlo.reshape %135 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.negate %136 : tensor<8x64x128xf32>
    %138 = stablehlo.exponential %137 : tensor<8x64x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.add %139, %138 : tensor<8x64x128xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %142 = stablehlo.divide %141, %140 : tensor<8x64x128xf32>
    %143 = stablehlo.reshape %129 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %144 = stablehlo.dot_general %arg14, %143, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x64x4x32xf32>) -> tensor<4x32x8x64xf32>
    %145 = stablehlo.transpose %144, dims = [2, 3, 0, 1] : (tensor<4x32x8x64xf32>) -> tensor<8x64x4x32xf32>
    %146 = stablehlo.broadcast_in_dim %arg13, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %148 = stablehlo.add %145, %147 : tensor<8x64x4x32xf32>
    %149 = stablehlo.reshape %148 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %150 = stablehlo.negate %149 : tensor<8x64x128xf32>
    %151 = stablehlo.exponential %150 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %153 = stablehlo.add %152, %151 : tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %155 = stablehlo.divide %154, %153 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<8x64x128xf32>
    %158 = call @softplus(%arg15) : (tensor<128xf32>) -> tensor<128xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %161 = stablehlo.multiply %157, %160 : tensor<8x64x128xf32>
    %162 = stablehlo.exponential %161 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %164 = stablehlo.multiply %163, %161 : tensor<8x64x128xf32>
    %165 = stablehlo.exponential %164 : tensor<8x64x128xf32>
    %166 = stablehlo.multiply %129, %142 : tensor<8x64x128xf32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %168 = stablehlo.compare EQ, %arg52, %167, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %169 = stablehlo.convert %168 : (tensor<8x64xi1>) -> tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %171 = stablehlo.subtract %170, %165 : tensor<8x64x128xf32>
    %172 = stablehlo.sqrt %171 : tensor<8x64x128xf32>
    %173 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %175 = stablehlo.subtract %174, %169 : tensor<8x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %178 = stablehlo.multiply %177, %172 : tensor<8x64x128xf32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %180 = stablehlo.add %179, %178 : tensor<8x64x128xf32>
    %181 = stablehlo.multiply %166, %180 : tensor<8x64x128xf32>
    %182 = stablehlo.broadcast_in_dim %169, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %184 = stablehlo.subtract %183, %182 : tensor<8x64x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %186 = stablehlo.multiply %162, %185 : tensor<8x64x128xf32>
    %187 = stablehlo.slice %186 [0:8, 0:63:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %188 = stablehlo.slice %181 [0:8, 0:63:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %189 = stablehlo.slice %186 [0:8, 1:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %190 = stablehlo.slice %181 [0:8, 1:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %191 = stablehlo.multiply %189, %187 : tensor<8x32x128xf32>
    %192 = stablehlo.multiply %189, %188 : tensor<8x32x128xf32>
    %193 = stablehlo.add %192, %190 : tensor<8x32x128xf32>
    %194 = stablehlo.slice %191 [0:8, 0:31:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %195 = stablehlo.slice %193 [0:8, 0:31:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %196 = stablehlo.slice %191 [0:8, 1:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %197 = stablehlo.slice %193 [0:8, 1:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %198 = stablehlo.multiply %196, %194 : tensor<8x16x128xf32>
    %199 = stablehlo.multiply %196, %195 : tensor<8x16x128xf32>
    %200 = stablehlo.add %199, %197 : tensor<8x16x128xf32>
    %201 = stablehlo.slice %198 [0:8, 0:15:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %202 = stablehlo.slice %200 [0:8, 0:15:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %203 = stablehlo.slice %198 [0:8, 1:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %204 = stablehlo.slice %200 [0:8, 1:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %205 = stablehlo.multiply %203, %201 : tensor<8x8x128xf32>
    %206 = stablehlo.multiply %203, %202 : tensor<8x8x128xf32>
    %207 = stablehlo.add %206, %204 : tensor<8x8x128xf32>
    %208 = stablehlo.slice %205 [0:8, 0:7:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %209 = stablehlo.slice %207 [0:8, 0:7:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %210 = stablehlo.slice %205 [0:8, 1:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %211 = stablehlo.slice %207 [0:8, 1:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %212 = stablehlo.multiply %210, %208 : tensor<8x4x128xf32>
    %213 = stablehlo.multiply %210, %209 : tensor<8x4x128xf32>
    %214 = stablehlo.add %213, %211 : tensor<8x4x128xf32>
    %215 = stablehlo.slice %212 [0:8, 0:3:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %216 = stablehlo.slice %214 [0:8, 0:3:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %217 = stablehlo.slice %212 [0:8, 1:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %218 = stablehlo.slice %214 [0:8, 1:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %219 = stablehlo.multiply %217, %215 : tensor<8x2x128xf32>
    %220 = stablehlo.multiply %217, %216 : tensor<8x2x128xf32>
    %221 = stablehlo.add %220, %218 : tensor<8x2x128xf32>
    %222 = stablehlo.slice %221 [0:8, 0:1:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %223 = stablehlo.slice %219 [0:8, 1:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %224 = stablehlo.slice %221 [0:8, 1:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %225 = stablehlo.multiply %223, %222 : tensor<8x1x128xf32>
    %226 = stablehlo.add %225, %224 : tensor<8x1x128xf32>
    %227 = stablehlo.slice %226 [0:8, 0:0, 0:128] : (tensor<8x1x128xf32>) -> tensor<8x0x128xf32>
    %228 = stablehlo.slice %219 [0:8, 2:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x0x128xf32>
    %229 = stablehlo.slice %221 [0:8, 2:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x0x128xf32>
    %230 = stablehlo.multiply %228, %227 : tensor<8x0x128xf32>
    %231 = stablehlo.add %230, %229 : tensor<8x0x128xf32>
    %232 = stablehlo.slice %221 [0:8, 0:1, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %233 = stablehlo.concatenate %232, %231, dim = 1 : (tensor<8x1x128xf32>, tensor<8x0x128xf32>) -> tensor<8x1x128xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.pad %233, %cst_31, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.pad %226, %cst_32, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %236 = stablehlo.add %234, %235 : tensor<8x2x128xf32>
    %237 = stablehlo.slice %236 [0:8, 0:1, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %238 = stablehlo.slice %212 [0:8, 2:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %239 = stablehlo.slice %214 [0:8, 2:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %240 = stablehlo.multiply %238, %237 : tensor<8x1x128xf32>
    %241 = stablehlo.add %240, %239 : tensor<8x1x128xf32>
    %242 = stablehlo.slice %214 [0:8, 0:1, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %243 = stablehlo.concatenate %242, %241, dim = 1 : (tensor<8x1x128xf32>, tensor<8x1x128xf32>) -> tensor<8x2x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.pad %243, %cst_33, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x2x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.pad %236, %cst_34, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x2x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %246 = stablehlo.add %244, %245 : tensor<8x4x128xf32>
    %247 = stablehlo.slice %246 [0:8, 0:3, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x3x128xf32>
    %248 = stablehlo.slice %205 [0:8, 2:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x3x128xf32>
    %249 = stablehlo.slice %207 [0:8, 2:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x3x128xf32>
    %250 = stablehlo.multiply %248, %247 : tensor<8x3x128xf32>
    %251 = stablehlo.add %250, %249 : tensor<8x3x128xf32>
    %252 = stablehlo.slice %207 [0:8, 0:1, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x1x128xf32>
    %253 = stablehlo.concatenate %252, %251, dim = 1 : (tensor<8x1x128xf32>, tensor<8x3x128xf32>) -> tensor<8x4x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.pad %253, %cst_35, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x4x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.pad %246, %cst_36, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x4x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %256 = stablehlo.add %254, %255 : tensor<8x8x128xf32>
    %257 = stablehlo.slice %256 [0:8, 0:7, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x7x128xf32>
    %258 = stablehlo.slice %198 [0:8, 2:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x7x128xf32>
    %259 = stablehlo.slice %200 [0:8, 2:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x7x128xf32>
    %260 = stablehlo.multiply %258, %257 : tensor<8x7x128xf32>
    %261 = stablehlo.add %260, %259 : tensor<8x7x128xf32>
    %262 = stablehlo.slice %200 [0:8, 0:1, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x1x128xf32>
    %263 = stablehlo.concatenate %262, %261, dim = 1 : (tensor<8x1x128xf32>, tensor<8x7x128xf32>) -> tensor<8x8x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.pad %263, %cst_37, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.pad %256, %cst_38, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %266 = stablehlo.add %264, %265 : tensor<8x16x128xf32>
    %267 = stablehlo.slice %266 [0:8, 0:15, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x15x128xf32>
    %268 = stablehlo.slice %191 [0:8, 2:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x15x128xf32>
    %269 = stablehlo.slice %193 [0:8, 2:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x15x128xf32>
    %270 = stablehlo.multiply %268, %267 : tensor<8x15x128xf32>
    %271 = stablehlo.add %270, %269 : tensor<8x15x128xf32>
    %272 = stablehlo.slice %193 [0:8, 0:1, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x1x128xf32>
    %273 = stablehlo.concatenate %272, %271, dim = 1 : (tensor<8x1x128xf32>, tensor<8x15x128xf32>) -> tensor<8x16x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.pad %273, %cst_39, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x32x128xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.pad %266, %cst_40, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x32x128xf32>
    %276 = stablehlo.add %274, %275 : tensor<8x32x128xf32>
    %277 = stablehlo.slice %276 [0:8, 0:31, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x31x128xf32>
    %278 = stablehlo.slice %186 [0:8, 2:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x31x128xf32>
    %279 = stablehlo.slice %181 [0:8, 2:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x31x128xf32>
    %280 = stablehlo.multiply %278, %277 : tensor<8x31x128xf32>
    %281 = stablehlo.add %280, %279 : tensor<8x31x128xf32>
    %282 = stablehlo.slice %181 [0:8, 0:1, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x1x128xf32>
    %283 = stablehlo.concatenate %282, %281, dim = 1 : (tensor<8x1x128xf32>, tensor<8x31x128xf32>) -> tensor<8x32x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.pad %283, %cst_41, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.pad %276, %cst_42, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %286 = stablehlo.add %284, %285 : tensor<8x64x128xf32>
    %287 = stablehlo.multiply %286, %43 : tensor<8x64x128xf32>
    %288 = stablehlo.dot_general %287, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %291 = stablehlo.add %288, %290 : tensor<8x64x128xf32>
    %292 = stablehlo.add %291, %11 : tensor<8x64x128xf32>
    %293 = chlo.square %292 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %294 = stablehlo.reduce(%293 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %297 = stablehlo.divide %295, %296 : tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %298 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %299 = stablehlo.add %297, %298 : tensor<8x64x1xf32>
    %300 = stablehlo.rsqrt %299 : tensor<8x64x1xf32>
    %301 = stablehlo.broadcast_in_dim %300, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %302 = stablehlo.multiply %292, %301 : tensor<8x64x128xf32>
    %303 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_46 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %305 = stablehlo.add %303, %304 : tensor<1x1x128xf32>
    %306 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %307 = stablehlo.multiply %302, %306 : tensor<8x64x128xf32>
    %308 = stablehlo.dot_general %arg4, %307, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x64x128xf32>) -> tensor<2x384x8x64xf32>
    %309 = stablehlo.transpose %308, dims = [0, 2, 3, 1] : (tensor<2x384x8x64xf32>) -> tensor<2x8x64x384xf32>
    %310 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x64x384xf32>
    %311 = stablehlo.add %309, %310 : tensor<2x8x64x384xf32>
    %312 = stablehlo.slice %311 [0:1, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %314 = stablehlo.multiply %313, %313 : tensor<8x64x384xf32>
    %315 = stablehlo.multiply %314, %313 : tensor<8x64x384xf32>
    %cst_47 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<8x64x384xf32>
    %318 = stablehlo.add %313, %317 : tensor<8x64x384xf32>
    %cst_48 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %320 = stablehlo.multiply %319, %318 : tensor<8x64x384xf32>
    %321 = stablehlo.tanh %320 : tensor<8x64x384xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %323 = stablehlo.add %322, %321 : tensor<8x64x384xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %325 = stablehlo.multiply %324, %323 : tensor<8x64x384xf32>
    %326 = stablehlo.multiply %313, %325 : tensor<8x64x384xf32>
    %327 = stablehlo.slice %311 [1:2, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %328 = stablehlo.reshape %327 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %329 = stablehlo.multiply %326, %328 : tensor<8x64x384xf32>
    %330 = stablehlo.dot_general %329, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %331 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %333 = stablehlo.add %330, %332 : tensor<8x64x128xf32>
    %334 = stablehlo.add %333, %292 : tensor<8x64x128xf32>
    %335 = chlo.square %334 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_51) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_52 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %339 = stablehlo.divide %337, %338 : tensor<8x64x1xf32>
    %cst_53 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %341 = stablehlo.add %339, %340 : tensor<8x64x1xf32>
    %342 = stablehlo.rsqrt %341 : tensor<8x64x1xf32>
    %343 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %344 = stablehlo.multiply %334, %343 : tensor<8x64x128xf32>
    %345 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %347 = stablehlo.add %345, %346 : tensor<1x1x128xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %349 = stablehlo.multiply %344, %348 : tensor<8x64x128xf32>
    %350 = stablehlo.dot_general %349, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %351 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %353 = stablehlo.add %350, %352 : tensor<8x64x128xf32>
    %354 = stablehlo.multiply %353, %353 : tensor<8x64x128xf32>
    %355 = stablehlo.multiply %354, %353 : tensor<8x64x128xf32>
    %cst_55 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %357 = stablehlo.multiply %356, %355 : tensor<8x64x128xf32>
    %358 = stablehlo.add %353, %357 : tensor<8x64x128xf32>
    %cst_56 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %360 = stablehlo.multiply %359, %358 : tensor<8x64x128xf32>
    %361 = stablehlo.tanh %360 : tensor<8x64x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %363 = stablehlo.add %362, %361 : tensor<8x64x128xf32>
    %cst_58 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %365 = stablehlo.multiply %364, %363 : tensor<8x64x128xf32>
    %366 = stablehlo.multiply %353, %365 : tensor<8x64x128xf32>
    %367 = stablehlo.dot_general %349, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %368 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %370 = stablehlo.add %367, %369 : tensor<8x64x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %374 = stablehlo.multiply %370, %373 : tensor<8x64x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %376 = stablehlo.concatenate %375, %374, dim = 1 : (tensor<8x0x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %377 = stablehlo.slice %arg25 [3:4, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x128xf32>) -> tensor<128xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %381 = stablehlo.multiply %376, %380 : tensor<8x64x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %383 = stablehlo.add %382, %381 : tensor<8x64x128xf32>
    %384 = stablehlo.slice %370 [0:8, 0:63, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x63x128xf32>
    %c_62 = stablehlo.constant dense<0> : tensor<i32>
    %385 = stablehlo.broadcast_in_dim %c_62, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %386 = stablehlo.compare NE, %arg52, %385, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %387 = stablehlo.convert %386 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x63xf32>
    %389 = stablehlo.slice %387 [0:8, 1:64] : (tensor<8x64xi32>) -> tensor<8x63xi32>
    %390 = stablehlo.convert %389 : (tensor<8x63xi32>) -> tensor<8x63xf32>
    %391 = stablehlo.multiply %388, %390 : tensor<8x63xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<8x63xf32>) -> tensor<8x63x1xf32>
    %393 = stablehlo.broadcast_in_dim %392, dims = [0, 1, 2] : (tensor<8x63x1xf32>) -> tensor<8x63x128xf32>
    %394 = stablehlo.multiply %384, %393 : tensor<8x63x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %396 = stablehlo.concatenate %395, %394, dim = 1 : (tensor<8x1x128xf32>, tensor<8x63x128xf32>) -> tensor<8x64x128xf32>
    %397 = stablehlo.slice %arg25 [2:3, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x128xf32>) -> tensor<128xf32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %400 = stablehlo.broadcast_in_dim %399, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %401 = stablehlo.multiply %396, %400 : tensor<8x64x128xf32>
    %402 = stablehlo.add %383, %401 : tensor<8x64x128xf32>
    %403 = stablehlo.slice %370 [0:8, 0:62, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x62x128xf32>
    %c_65 = stablehlo.constant dense<0> : tensor<i32>
    %404 = stablehlo.broadcast_in_dim %c_65, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %405 = stablehlo.compare NE, %arg52, %404, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %406 = stablehlo.convert %405 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x62xf32>
    %408 = stablehlo.slice %406 [0:8, 1:63] : (tensor<8x64xi32>) -> tensor<8x62xi32>
    %409 = stablehlo.convert %408 : (tensor<8x62xi32>) -> tensor<8x62xf32>
    %410 = stablehlo.multiply %407, %409 : tensor<8x62xf32>
    %411 = stablehlo.slice %406 [0:8, 2:64] : (tensor<8x64xi32>) -> tensor<8x62xi32>
    %412 = stablehlo.convert %411 : (tensor<8x62xi32>) -> tensor<8x62xf32>
    %413 = stablehlo.multiply %410, %412 : tensor<8x62xf32>
    %414 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<8x62xf32>) -> tensor<8x62x1xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2] : (tensor<8x62x1xf32>) -> tensor<8x62x128xf32>
    %416 = stablehlo.multiply %403, %415 : tensor<8x62x128xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x2x128xf32>
    %418 = stablehlo.concatenate %417, %416, dim = 1 : (tensor<8x2x128xf32>, tensor<8x62x128xf32>) -> tensor<8x64x128xf32>
    %419 = stablehlo.slice %arg25 [1:2, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %420 = stablehlo.reshape %419 : (tensor<1x128xf32>) -> tensor<128xf32>
    %421 = stablehlo.broadcast_in_dim %420, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %423 = stablehlo.multiply %418, %422 : tensor<8x64x128xf32>
    %424 = stablehlo.add %402, %423 : tensor<8x64x128xf32>
    %425 = stablehlo.slice %370 [0:8, 0:61, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x61x128xf32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %426 = stablehlo.broadcast_in_dim %c_68, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %427 = stablehlo.compare NE, %arg52, %426, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %428 = stablehlo.convert %427 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x61xf32>
    %430 = stablehlo.slice %428 [0:8, 1:62] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %431 = stablehlo.convert %430 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %432 = stablehlo.multiply %429, %431 : tensor<8x61xf32>
    %433 = stablehlo.slice %428 [0:8, 2:63] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %434 = stablehlo.convert %433 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %435 = stablehlo.multiply %432, %434 : tensor<8x61xf32>
    %436 = stablehlo.slice %428 [0:8, 3:64] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %437 = stablehlo.convert %436 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %438 = stablehlo.multiply %435, %437 : tensor<8x61xf32>
    %439 = stablehlo.broadcast_in_dim %438, dims = [0, 1] : (tensor<8x61xf32>) -> tensor<8x61x1xf32>
    %440 = stablehlo.broadcast_in_dim %439, dims = [0, 1, 2] : (tensor<8x61x1xf32>) -> tensor<8x61x128xf32>
    %441 = stablehlo.multiply %425, %440 : tensor<8x61x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x3x128xf32>
    %443 = stablehlo.concatenate %442, %441, dim = 1 : (tensor<8x3x128xf32>, tensor<8x61x128xf32>) -> tensor<8x64x128xf32>
    %444 = stablehlo.slice %arg25 [0:1, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %445 = stablehlo.reshape %444 : (tensor<1x128xf32>) -> tensor<128xf32>
    %446 = stablehlo.broadcast_in_dim %445, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %448 = stablehlo.multiply %443, %447 : tensor<8x64x128xf32>
    %449 = stablehlo.add %424, %448 : tensor<8x64x128xf32>
    %450 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %452 = stablehlo.add %449, %451 : tensor<8x64x128xf32>
    %453 = stablehlo.reshape %452 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %454 = stablehlo.dot_general %arg36, %453, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x64x4x32xf32>) -> tensor<4x32x8x64xf32>
    %455 = stablehlo.transpose %454, dims = [2, 3, 0, 1] : (tensor<4x32x8x64xf32>) -> tensor<8x64x4x32xf32>
    %456 = stablehlo.broadcast_in_dim %arg35, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %458 = stablehlo.add %455, %457 : tensor<8x64x4x32xf32>
    %459 = stablehlo.reshape %458 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %460 = stablehlo.negate %459 : tensor<8x64x128xf32>
    %461 = stablehlo.exponential %460 : tensor<8x64x128xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %463 = stablehlo.add %462, %461 : tensor<8x64x128xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %465 = stablehlo.divide %464, %463 : tensor<8x64x128xf32>
    %466 = stablehlo.reshape %452 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %467 = stablehlo.dot_general %arg33, %466, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x64x4x32xf32>) -> tensor<4x32x8x64xf32>
    %468 = stablehlo.transpose %467, dims = [2, 3, 0, 1] : (tensor<4x32x8x64xf32>) -> tensor<8x64x4x32xf32>
    %469 = stablehlo.broadcast_in_dim %arg32, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %471 = stablehlo.add %468, %470 : tensor<8x64x4x32xf32>
    %472 = stablehlo.reshape %471 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %473 = stablehlo.negate %472 : tensor<8x64x128xf32>
    %474 = stablehlo.exponential %473 : tensor<8x64x128xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %476 = stablehlo.add %475, %474 : tensor<8x64x128xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %478 = stablehlo.divide %477, %476 : tensor<8x64x128xf32>
    %cst_75 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %480 = stablehlo.multiply %479, %478 : tensor<8x64x128xf32>
    %481 = call @softplus(%arg34) : (tensor<128xf32>) -> tensor<128xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %484 = stablehlo.multiply %480, %483 : tensor<8x64x128xf32>
    %485 = stablehlo.exponential %484 : tensor<8x64x128xf32>
    %cst_76 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %487 = stablehlo.multiply %486, %484 : tensor<8x64x128xf32>
    %488 = stablehlo.exponential %487 : tensor<8x64x128xf32>
    %489 = stablehlo.multiply %452, %465 : tensor<8x64x128xf32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %490 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %491 = stablehlo.compare EQ, %arg52, %490, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %492 = stablehlo.convert %491 : (tensor<8x64xi1>) -> tensor<8x64xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %494 = stablehlo.subtract %493, %488 : tensor<8x64x128xf32>
    %495 = stablehlo.sqrt %494 : tensor<8x64x128xf32>
    %496 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %498 = stablehlo.subtract %497, %492 : tensor<8x64xf32>
    %499 = stablehlo.broadcast_in_dim %498, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %501 = stablehlo.multiply %500, %495 : tensor<8x64x128xf32>
    %502 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %503 = stablehlo.add %502, %501 : tensor<8x64x128xf32>
    %504 = stablehlo.multiply %489, %503 : tensor<8x64x128xf32>
    %505 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %507 = stablehlo.subtract %506, %505 : tensor<8x64x1xf32>
    %508 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %509 = stablehlo.multiply %485, %508 : tensor<8x64x128xf32>
    %510 = stablehlo.slice %509 [0:8, 0:63:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %511 = stablehlo.slice %504 [0:8, 0:63:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %512 = stablehlo.slice %509 [0:8, 1:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %513 = stablehlo.slice %504 [0:8, 1:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x32x128xf32>
    %514 = stablehlo.multiply %512, %510 : tensor<8x32x128xf32>
    %515 = stablehlo.multiply %512, %511 : tensor<8x32x128xf32>
    %516 = stablehlo.add %515, %513 : tensor<8x32x128xf32>
    %517 = stablehlo.slice %514 [0:8, 0:31:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %518 = stablehlo.slice %516 [0:8, 0:31:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %519 = stablehlo.slice %514 [0:8, 1:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %520 = stablehlo.slice %516 [0:8, 1:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x16x128xf32>
    %521 = stablehlo.multiply %519, %517 : tensor<8x16x128xf32>
    %522 = stablehlo.multiply %519, %518 : tensor<8x16x128xf32>
    %523 = stablehlo.add %522, %520 : tensor<8x16x128xf32>
    %524 = stablehlo.slice %521 [0:8, 0:15:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %525 = stablehlo.slice %523 [0:8, 0:15:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %526 = stablehlo.slice %521 [0:8, 1:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %527 = stablehlo.slice %523 [0:8, 1:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x8x128xf32>
    %528 = stablehlo.multiply %526, %524 : tensor<8x8x128xf32>
    %529 = stablehlo.multiply %526, %525 : tensor<8x8x128xf32>
    %530 = stablehlo.add %529, %527 : tensor<8x8x128xf32>
    %531 = stablehlo.slice %528 [0:8, 0:7:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %532 = stablehlo.slice %530 [0:8, 0:7:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %533 = stablehlo.slice %528 [0:8, 1:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %534 = stablehlo.slice %530 [0:8, 1:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x4x128xf32>
    %535 = stablehlo.multiply %533, %531 : tensor<8x4x128xf32>
    %536 = stablehlo.multiply %533, %532 : tensor<8x4x128xf32>
    %537 = stablehlo.add %536, %534 : tensor<8x4x128xf32>
    %538 = stablehlo.slice %535 [0:8, 0:3:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %539 = stablehlo.slice %537 [0:8, 0:3:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %540 = stablehlo.slice %535 [0:8, 1:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %541 = stablehlo.slice %537 [0:8, 1:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x2x128xf32>
    %542 = stablehlo.multiply %540, %538 : tensor<8x2x128xf32>
    %543 = stablehlo.multiply %540, %539 : tensor<8x2x128xf32>
    %544 = stablehlo.add %543, %541 : tensor<8x2x128xf32>
    %545 = stablehlo.slice %544 [0:8, 0:1:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %546 = stablehlo.slice %542 [0:8, 1:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %547 = stablehlo.slice %544 [0:8, 1:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %548 = stablehlo.multiply %546, %545 : tensor<8x1x128xf32>
    %549 = stablehlo.add %548, %547 : tensor<8x1x128xf32>
    %550 = stablehlo.slice %549 [0:8, 0:0, 0:128] : (tensor<8x1x128xf32>) -> tensor<8x0x128xf32>
    %551 = stablehlo.slice %542 [0:8, 2:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x0x128xf32>
    %552 = stablehlo.slice %544 [0:8, 2:2:2, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x0x128xf32>
    %553 = stablehlo.multiply %551, %550 : tensor<8x0x128xf32>
    %554 = stablehlo.add %553, %552 : tensor<8x0x128xf32>
    %555 = stablehlo.slice %544 [0:8, 0:1, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %556 = stablehlo.concatenate %555, %554, dim = 1 : (tensor<8x1x128xf32>, tensor<8x0x128xf32>) -> tensor<8x1x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.pad %556, %cst_81, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.pad %549, %cst_82, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x2x128xf32>
    %559 = stablehlo.add %557, %558 : tensor<8x2x128xf32>
    %560 = stablehlo.slice %559 [0:8, 0:1, 0:128] : (tensor<8x2x128xf32>) -> tensor<8x1x128xf32>
    %561 = stablehlo.slice %535 [0:8, 2:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %562 = stablehlo.slice %537 [0:8, 2:4:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %563 = stablehlo.multiply %561, %560 : tensor<8x1x128xf32>
    %564 = stablehlo.add %563, %562 : tensor<8x1x128xf32>
    %565 = stablehlo.slice %537 [0:8, 0:1, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %566 = stablehlo.concatenate %565, %564, dim = 1 : (tensor<8x1x128xf32>, tensor<8x1x128xf32>) -> tensor<8x2x128xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.pad %566, %cst_83, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x2x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.pad %559, %cst_84, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x2x128xf32>, tensor<f32>) -> tensor<8x4x128xf32>
    %569 = stablehlo.add %567, %568 : tensor<8x4x128xf32>
    %570 = stablehlo.slice %569 [0:8, 0:3, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x3x128xf32>
    %571 = stablehlo.slice %528 [0:8, 2:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x3x128xf32>
    %572 = stablehlo.slice %530 [0:8, 2:8:2, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x3x128xf32>
    %573 = stablehlo.multiply %571, %570 : tensor<8x3x128xf32>
    %574 = stablehlo.add %573, %572 : tensor<8x3x128xf32>
    %575 = stablehlo.slice %530 [0:8, 0:1, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x1x128xf32>
    %576 = stablehlo.concatenate %575, %574, dim = 1 : (tensor<8x1x128xf32>, tensor<8x3x128xf32>) -> tensor<8x4x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.pad %576, %cst_85, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x4x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %578 = stablehlo.pad %569, %cst_86, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x4x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %579 = stablehlo.add %577, %578 : tensor<8x8x128xf32>
    %580 = stablehlo.slice %579 [0:8, 0:7, 0:128] : (tensor<8x8x128xf32>) -> tensor<8x7x128xf32>
    %581 = stablehlo.slice %521 [0:8, 2:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x7x128xf32>
    %582 = stablehlo.slice %523 [0:8, 2:16:2, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x7x128xf32>
    %583 = stablehlo.multiply %581, %580 : tensor<8x7x128xf32>
    %584 = stablehlo.add %583, %582 : tensor<8x7x128xf32>
    %585 = stablehlo.slice %523 [0:8, 0:1, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x1x128xf32>
    %586 = stablehlo.concatenate %585, %584, dim = 1 : (tensor<8x1x128xf32>, tensor<8x7x128xf32>) -> tensor<8x8x128xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %587 = stablehlo.pad %586, %cst_87, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.pad %579, %cst_88, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x8x128xf32>, tensor<f32>) -> tensor<8x16x128xf32>
    %589 = stablehlo.add %587, %588 : tensor<8x16x128xf32>
    %590 = stablehlo.slice %589 [0:8, 0:15, 0:128] : (tensor<8x16x128xf32>) -> tensor<8x15x128xf32>
    %591 = stablehlo.slice %514 [0:8, 2:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x15x128xf32>
    %592 = stablehlo.slice %516 [0:8, 2:32:2, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x15x128xf32>
    %593 = stablehlo.multiply %591, %590 : tensor<8x15x128xf32>
    %594 = stablehlo.add %593, %592 : tensor<8x15x128xf32>
    %595 = stablehlo.slice %516 [0:8, 0:1, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x1x128xf32>
    %596 = stablehlo.concatenate %595, %594, dim = 1 : (tensor<8x1x128xf32>, tensor<8x15x128xf32>) -> tensor<8x16x128xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.pad %596, %cst_89, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x32x128xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.pad %589, %cst_90, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x16x128xf32>, tensor<f32>) -> tensor<8x32x128xf32>
    %599 = stablehlo.add %597, %598 : tensor<8x32x128xf32>
    %600 = stablehlo.slice %599 [0:8, 0:31, 0:128] : (tensor<8x32x128xf32>) -> tensor<8x31x128xf32>
    %601 = stablehlo.slice %509 [0:8, 2:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x31x128xf32>
    %602 = stablehlo.slice %504 [0:8, 2:64:2, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x31x128xf32>
    %603 = stablehlo.multiply %601, %600 : tensor<8x31x128xf32>
    %604 = stablehlo.add %603, %602 : tensor<8x31x128xf32>
    %605 = stablehlo.slice %504 [0:8, 0:1, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x1x128xf32>
    %606 = stablehlo.concatenate %605, %604, dim = 1 : (tensor<8x1x128xf32>, tensor<8x31x128xf32>) -> tensor<8x32x128xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %607 = stablehlo.pad %606, %cst_91, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.pad %599, %cst_92, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %609 = stablehlo.add %607, %608 : tensor<8x64x128xf32>
    %610 = stablehlo.multiply %609, %366 : tensor<8x64x128xf32>
    %611 = stablehlo.dot_general %610, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %612 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %614 = stablehlo.add %611, %613 : tensor<8x64x128xf32>
    %615 = stablehlo.add %614, %334 : tensor<8x64x128xf32>
    %616 = chlo.square %615 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %617 = stablehlo.reduce(%616 init: %cst_93) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %618 = stablehlo.broadcast_in_dim %617, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_94 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %620 = stablehlo.divide %618, %619 : tensor<8x64x1xf32>
    %cst_95 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %622 = stablehlo.add %620, %621 : tensor<8x64x1xf32>
    %623 = stablehlo.rsqrt %622 : tensor<8x64x1xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %625 = stablehlo.multiply %615, %624 : tensor<8x64x128xf32>
    %626 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %628 = stablehlo.add %626, %627 : tensor<1x1x128xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %630 = stablehlo.multiply %625, %629 : tensor<8x64x128xf32>
    %631 = stablehlo.dot_general %arg23, %630, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x64x128xf32>) -> tensor<2x384x8x64xf32>
    %632 = stablehlo.transpose %631, dims = [0, 2, 3, 1] : (tensor<2x384x8x64xf32>) -> tensor<2x8x64x384xf32>
    %633 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x64x384xf32>
    %634 = stablehlo.add %632, %633 : tensor<2x8x64x384xf32>
    %635 = stablehlo.slice %634 [0:1, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %636 = stablehlo.reshape %635 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %637 = stablehlo.multiply %636, %636 : tensor<8x64x384xf32>
    %638 = stablehlo.multiply %637, %636 : tensor<8x64x384xf32>
    %cst_97 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %640 = stablehlo.multiply %639, %638 : tensor<8x64x384xf32>
    %641 = stablehlo.add %636, %640 : tensor<8x64x384xf32>
    %cst_98 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %643 = stablehlo.multiply %642, %641 : tensor<8x64x384xf32>
    %644 = stablehlo.tanh %643 : tensor<8x64x384xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %646 = stablehlo.add %645, %644 : tensor<8x64x384xf32>
    %cst_100 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %648 = stablehlo.multiply %647, %646 : tensor<8x64x384xf32>
    %649 = stablehlo.multiply %636, %648 : tensor<8x64x384xf32>
    %650 = stablehlo.slice %634 [1:2, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %651 = stablehlo.reshape %650 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %652 = stablehlo.multiply %649, %651 : tensor<8x64x384xf32>
    %653 = stablehlo.dot_general %652, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %654 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %656 = stablehlo.add %653, %655 : tensor<8x64x128xf32>
    %657 = stablehlo.add %656, %615 : tensor<8x64x128xf32>
    %658 = chlo.square %657 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%658 init: %cst_101) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %660 = stablehlo.broadcast_in_dim %659, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_102 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %662 = stablehlo.divide %660, %661 : tensor<8x64x1xf32>
    %cst_103 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %664 = stablehlo.add %662, %663 : tensor<8x64x1xf32>
    %665 = stablehlo.rsqrt %664 : tensor<8x64x1xf32>
    %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %667 = stablehlo.multiply %657, %666 : tensor<8x64x128xf32>
    %668 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %670 = stablehlo.add %668, %669 : tensor<1x1x128xf32>
    %671 = stablehlo.broadcast_in_dim %670, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %672 = stablehlo.multiply %667, %671 : tensor<8x64x128xf32>
    %673 = stablehlo.dot_general %672, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %674 = stablehlo.dot_general %672, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %675 = stablehlo.dot_general %672, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %676 = stablehlo.reshape %673 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %677 = stablehlo.reshape %674 : (tensor<8x64x32xf32>) -> tensor<8x64x1x32xf32>
    %678 = stablehlo.reshape %675 : (tensor<8x64x32xf32>) -> tensor<8x64x1x32xf32>
    %679 = stablehlo.slice %676 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %680 = stablehlo.slice %676 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %681 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1x1xi32>
    %682 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_105 = stablehlo.constant dense<2> : tensor<i32>
    %683 = stablehlo.broadcast_in_dim %c_105, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %684 = stablehlo.multiply %683, %682 : tensor<8xi32>
    %685 = stablehlo.convert %684 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_106 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %687 = stablehlo.divide %685, %686 : tensor<8xf32>
    %cst_107 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %689 = stablehlo.power %688, %687 : tensor<8xf32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %691 = stablehlo.divide %690, %689 : tensor<8xf32>
    %692 = stablehlo.convert %681 : (tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xf32>
    %693 = stablehlo.broadcast_in_dim %691, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %694 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2, 3] : (tensor<8x64x1x1xf32>) -> tensor<8x64x1x8xf32>
    %695 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x64x1x8xf32>
    %696 = stablehlo.multiply %694, %695 : tensor<8x64x1x8xf32>
    %697 = stablehlo.sine %696 : tensor<8x64x1x8xf32>
    %698 = stablehlo.cosine %696 : tensor<8x64x1x8xf32>
    %699 = stablehlo.slice %679 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %700 = stablehlo.slice %679 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %701 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %702 = stablehlo.multiply %699, %701 : tensor<8x64x4x8xf32>
    %703 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %704 = stablehlo.multiply %700, %703 : tensor<8x64x4x8xf32>
    %705 = stablehlo.subtract %702, %704 : tensor<8x64x4x8xf32>
    %706 = stablehlo.broadcast_in_dim %698, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %707 = stablehlo.multiply %700, %706 : tensor<8x64x4x8xf32>
    %708 = stablehlo.broadcast_in_dim %697, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %709 = stablehlo.multiply %699, %708 : tensor<8x64x4x8xf32>
    %710 = stablehlo.add %707, %709 : tensor<8x64x4x8xf32>
    %711 = stablehlo.concatenate %705, %710, %680, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %712 = stablehlo.slice %677 [0:8, 0:64, 0:1, 0:16] : (tensor<8x64x1x32xf32>) -> tensor<8x64x1x16xf32>
    %713 = stablehlo.slice %677 [0:8, 0:64, 0:1, 16:32] : (tensor<8x64x1x32xf32>) -> tensor<8x64x1x16xf32>
    %714 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1x1xi32>
    %715 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_109 = stablehlo.constant dense<2> : tensor<i32>
    %716 = stablehlo.broadcast_in_dim %c_109, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %717 = stablehlo.multiply %716, %715 : tensor<8xi32>
    %718 = stablehlo.convert %717 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_110 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %720 = stablehlo.divide %718, %719 : tensor<8xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %722 = stablehlo.power %721, %720 : tensor<8xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %724 = stablehlo.divide %723, %722 : tensor<8xf32>
    %725 = stablehlo.convert %714 : (tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xf32>
    %726 = stablehlo.broadcast_in_dim %724, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %727 = stablehlo.broadcast_in_dim %725, dims = [0, 1, 2, 3] : (tensor<8x64x1x1xf32>) -> tensor<8x64x1x8xf32>
    %728 = stablehlo.broadcast_in_dim %726, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x64x1x8xf32>
    %729 = stablehlo.multiply %727, %728 : tensor<8x64x1x8xf32>
    %730 = stablehlo.sine %729 : tensor<8x64x1x8xf32>
    %731 = stablehlo.cosine %729 : tensor<8x64x1x8xf32>
    %732 = stablehlo.slice %712 [0:8, 0:64, 0:1, 0:8] : (tensor<8x64x1x16xf32>) -> tensor<8x64x1x8xf32>
    %733 = stablehlo.slice %712 [0:8, 0:64, 0:1, 8:16] : (tensor<8x64x1x16xf32>) -> tensor<8x64x1x8xf32>
    %734 = stablehlo.multiply %732, %731 : tensor<8x64x1x8xf32>
    %735 = stablehlo.multiply %733, %730 : tensor<8x64x1x8xf32>
    %736 = stablehlo.subtract %734, %735 : tensor<8x64x1x8xf32>
    %737 = stablehlo.multiply %733, %731 : tensor<8x64x1x8xf32>
    %738 = stablehlo.multiply %732, %730 : tensor<8x64x1x8xf32>
    %739 = stablehlo.add %737, %738 : tensor<8x64x1x8xf32>
    %740 = stablehlo.concatenate %736, %739, %713, dim = 3 : (tensor<8x64x1x8xf32>, tensor<8x64x1x8xf32>, tensor<8x64x1x16xf32>) -> tensor<8x64x1x32xf32>
    %c_113 = stablehlo.constant dense<0> : tensor<i32>
    %741 = stablehlo.broadcast_in_dim %c_113, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %742 = stablehlo.compare EQ, %arg52, %741, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %743 = call @cumsum(%742) : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %744 = stablehlo.iota dim = 0 : tensor<64xi32>
    %745 = stablehlo.broadcast_in_dim %744, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x8x64xi32>
    %747 = stablehlo.reshape %746 : (tensor<1x8x64xi32>) -> tensor<8x64xi32>
    %748 = stablehlo.broadcast_in_dim %743, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %749 = stablehlo.broadcast_in_dim %743, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %750 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %751 = stablehlo.broadcast_in_dim %749, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %752 = stablehlo.compare EQ, %750, %751, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %753 = stablehlo.broadcast_in_dim %747, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %754 = stablehlo.broadcast_in_dim %747, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %755 = stablehlo.broadcast_in_dim %753, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %756 = stablehlo.broadcast_in_dim %754, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %757 = stablehlo.compare GE, %755, %756, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %758 = stablehlo.broadcast_in_dim %747, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %759 = stablehlo.broadcast_in_dim %747, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %c_114 = stablehlo.constant dense<32> : tensor<i32>
    %760 = stablehlo.broadcast_in_dim %c_114, dims = [] : (tensor<i32>) -> tensor<8x1x64xi32>
    %761 = stablehlo.add %759, %760 : tensor<8x1x64xi32>
    %762 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %763 = stablehlo.broadcast_in_dim %761, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %764 = stablehlo.compare LE, %762, %763, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %765 = stablehlo.and %757, %764 : tensor<8x64x64xi1>
    %766 = stablehlo.and %752, %765 : tensor<8x64x64xi1>
    %767 = stablehlo.reshape %740 : (tensor<8x64x1x32xf32>) -> tensor<8x64x32xf32>
    %768 = stablehlo.dot_general %767, %711, batching_dims = [0] x [0], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x64x64x4xf32>
    %769 = stablehlo.transpose %768, dims = [0, 3, 2, 1] : (tensor<8x64x64x4xf32>) -> tensor<8x4x64x64xf32>
    %cst_115 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %771 = stablehlo.multiply %769, %770 : tensor<8x4x64x64xf32>
    %772 = stablehlo.broadcast_in_dim %766, dims = [0, 2, 3] : (tensor<8x64x64xi1>) -> tensor<8x1x64x64xi1>
    %cst_116 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %773 = call @_where(%772, %771, %cst_116) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_117 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %774 = stablehlo.reduce(%773 init: %cst_117) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_118 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %776 = stablehlo.maximum %775, %774 : tensor<8x4x64xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %779 = stablehlo.subtract %773, %778 : tensor<8x4x64x64xf32>
    %780 = stablehlo.exponential %779 : tensor<8x4x64x64xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.reduce(%780 init: %cst_119) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %782 = stablehlo.broadcast_in_dim %781, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %783 = stablehlo.broadcast_in_dim %782, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %784 = stablehlo.divide %780, %783 : tensor<8x4x64x64xf32>
    %785 = stablehlo.reshape %678 : (tensor<8x64x1x32xf32>) -> tensor<8x64x32xf32>
    %786 = stablehlo.dot_general %785, %784, batching_dims = [0] x [0], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x32x4x64xf32>
    %787 = stablehlo.transpose %786, dims = [0, 3, 2, 1] : (tensor<8x32x4x64xf32>) -> tensor<8x64x4x32xf32>
    %788 = stablehlo.reshape %787 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %789 = stablehlo.dot_general %788, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %790 = stablehlo.reshape %arg38 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %791 = stablehlo.broadcast_in_dim %790, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %792 = stablehlo.add %789, %791 : tensor<8x64x128xf32>
    %793 = stablehlo.add %792, %657 : tensor<8x64x128xf32>
    %794 = chlo.square %793 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %795 = stablehlo.reduce(%794 init: %cst_120) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %796 = stablehlo.broadcast_in_dim %795, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_121 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %798 = stablehlo.divide %796, %797 : tensor<8x64x1xf32>
    %cst_122 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %800 = stablehlo.add %798, %799 : tensor<8x64x1xf32>
    %801 = stablehlo.rsqrt %800 : tensor<8x64x1xf32>
    %802 = stablehlo.broadcast_in_dim %801, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %803 = stablehlo.multiply %793, %802 : tensor<8x64x128xf32>
    %804 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_123 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %806 = stablehlo.add %804, %805 : tensor<1x1x128xf32>
    %807 = stablehlo.broadcast_in_dim %806, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %808 = stablehlo.multiply %803, %807 : tensor<8x64x128xf32>
    %809 = stablehlo.dot_general %arg47, %808, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x64x128xf32>) -> tensor<2x384x8x64xf32>
    %810 = stablehlo.transpose %809, dims = [0, 2, 3, 1] : (tensor<2x384x8x64xf32>) -> tensor<2x8x64x384xf32>
    %811 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x64x384xf32>
    %812 = stablehlo.add %810, %811 : tensor<2x8x64x384xf32>
    %813 = stablehlo.slice %812 [0:1, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %814 = stablehlo.reshape %813 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %815 = stablehlo.multiply %814, %814 : tensor<8x64x384xf32>
    %816 = stablehlo.multiply %815, %814 : tensor<8x64x384xf32>
    %cst_124 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %817 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %818 = stablehlo.multiply %817, %816 : tensor<8x64x384xf32>
    %819 = stablehlo.add %814, %818 : tensor<8x64x384xf32>
    %cst_125 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %821 = stablehlo.multiply %820, %819 : tensor<8x64x384xf32>
    %822 = stablehlo.tanh %821 : tensor<8x64x384xf32>
    %cst_126 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %824 = stablehlo.add %823, %822 : tensor<8x64x384xf32>
    %cst_127 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %826 = stablehlo.multiply %825, %824 : tensor<8x64x384xf32>
    %827 = stablehlo.multiply %814, %826 : tensor<8x64x384xf32>
    %828 = stablehlo.slice %812 [1:2, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %829 = stablehlo.reshape %828 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %830 = stablehlo.multiply %827, %829 : tensor<8x64x384xf32>
    %831 = stablehlo.dot_general %830, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %832 = stablehlo.reshape %arg44 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %834 = stablehlo.add %831, %833 : tensor<8x64x128xf32>
    %835 = stablehlo.add %834, %793 : tensor<8x64x128xf32>
    %836 = chlo.square %835 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %837 = stablehlo.reduce(%836 init: %cst_128) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %838 = stablehlo.broadcast_in_dim %837, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_129 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %840 = stablehlo.divide %838, %839 : tensor<8x64x1xf32>
    %cst_130 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %842 = stablehlo.add %840, %841 : tensor<8x64x1xf32>
    %843 = stablehlo.rsqrt %842 : tensor<8x64x1xf32>
    %844 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %845 = stablehlo.multiply %835, %844 : tensor<8x64x128xf32>
    %846 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %848 = stablehlo.add %846, %847 : tensor<1x1x128xf32>
    %849 = stablehlo.broadcast_in_dim %848, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %850 = stablehlo.multiply %845, %849 : tensor<8x64x128xf32>
    %851 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %852 = stablehlo.dot_general %850, %851, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %cst_132 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %854 = stablehlo.divide %852, %853 : tensor<8x64x512xf32>
    %855 = stablehlo.tanh %854 : tensor<8x64x512xf32>
    %cst_133 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %857 = stablehlo.multiply %855, %856 : tensor<8x64x512xf32>
    return %857 : tensor<8x64x512xf32>
  }
  func.func private @softplus(%arg0: tensor<128xf32>) -> tensor<128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<128xf32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %3 = stablehlo.subtract %arg0, %2 : tensor<128xf32>
    %4 = stablehlo.compare NE, %3, %3, FLOAT : (tensor<128xf32>, tensor<128xf32>) -> tensor<128xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %6 = stablehlo.add %arg0, %5 : tensor<128xf32>
    %7 = stablehlo.abs %3 : tensor<128xf32>
    %8 = stablehlo.negate %7 : tensor<128xf32>
    %9 = stablehlo.exponential %8 : tensor<128xf32>
    %10 = stablehlo.log_plus_one %9 : tensor<128xf32>
    %11 = stablehlo.add %1, %10 : tensor<128xf32>
    %12 = stablehlo.select %4, %6, %11 : tensor<128xi1>, tensor<128xf32>
    return %12 : tensor<128xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x64xi1>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %1 = call @cumsum_175(%0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @cumsum_175(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [63, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 64>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @_where(%arg0: tensor<8x1x64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %3 : tensor<8x4x64x64xf32>
  }
}
