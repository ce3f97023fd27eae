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
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %188 = stablehlo.transpose %181, dims = [1, 0, 2] : (tensor<8x64x128xf32>) -> tensor<64x8x128xf32>
    %189 = stablehlo.transpose %186, dims = [1, 0, 2] : (tensor<8x64x128xf32>) -> tensor<64x8x128xf32>
    %190 = stablehlo.slice %188 [0:0, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<0x8x128xf32>
    %191 = stablehlo.slice %188 [0:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<64x8x128xf32>
    %192 = stablehlo.slice %189 [0:0, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<0x8x128xf32>
    %193 = stablehlo.slice %189 [0:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<64x8x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<0x8x128xf32>
    %195 = stablehlo.slice %191 [0:1, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %196 = stablehlo.reshape %195 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %197 = stablehlo.slice %193 [0:1, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %198 = stablehlo.reshape %197 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %199:2 = call @closed_call(%187, %196, %198) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %200 = stablehlo.slice %191 [1:2, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %201 = stablehlo.reshape %200 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %202 = stablehlo.slice %193 [1:2, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %203 = stablehlo.reshape %202 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %204:2 = call @closed_call(%199#0, %201, %203) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %205 = stablehlo.slice %191 [2:3, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %206 = stablehlo.reshape %205 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %207 = stablehlo.slice %193 [2:3, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %208 = stablehlo.reshape %207 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %209:2 = call @closed_call(%204#0, %206, %208) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %210 = stablehlo.slice %191 [3:4, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %211 = stablehlo.reshape %210 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %212 = stablehlo.slice %193 [3:4, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %213 = stablehlo.reshape %212 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %214:2 = call @closed_call(%209#0, %211, %213) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %215 = stablehlo.slice %191 [4:5, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %216 = stablehlo.reshape %215 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %217 = stablehlo.slice %193 [4:5, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %218 = stablehlo.reshape %217 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %219:2 = call @closed_call(%214#0, %216, %218) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %220 = stablehlo.slice %191 [5:6, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %221 = stablehlo.reshape %220 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %222 = stablehlo.slice %193 [5:6, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %223 = stablehlo.reshape %222 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %224:2 = call @closed_call(%219#0, %221, %223) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %225 = stablehlo.slice %191 [6:7, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %226 = stablehlo.reshape %225 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %227 = stablehlo.slice %193 [6:7, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %228 = stablehlo.reshape %227 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %229:2 = call @closed_call(%224#0, %226, %228) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %230 = stablehlo.slice %191 [7:8, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %231 = stablehlo.reshape %230 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %232 = stablehlo.slice %193 [7:8, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %233 = stablehlo.reshape %232 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %234:2 = call @closed_call(%229#0, %231, %233) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %235 = stablehlo.slice %191 [8:9, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %236 = stablehlo.reshape %235 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %237 = stablehlo.slice %193 [8:9, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %238 = stablehlo.reshape %237 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %239:2 = call @closed_call(%234#0, %236, %238) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %240 = stablehlo.slice %191 [9:10, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %241 = stablehlo.reshape %240 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %242 = stablehlo.slice %193 [9:10, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %243 = stablehlo.reshape %242 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %244:2 = call @closed_call(%239#0, %241, %243) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %245 = stablehlo.slice %191 [10:11, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %246 = stablehlo.reshape %245 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %247 = stablehlo.slice %193 [10:11, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %248 = stablehlo.reshape %247 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %249:2 = call @closed_call(%244#0, %246, %248) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %250 = stablehlo.slice %191 [11:12, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %251 = stablehlo.reshape %250 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %252 = stablehlo.slice %193 [11:12, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %253 = stablehlo.reshape %252 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %254:2 = call @closed_call(%249#0, %251, %253) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %255 = stablehlo.slice %191 [12:13, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %256 = stablehlo.reshape %255 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %257 = stablehlo.slice %193 [12:13, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %258 = stablehlo.reshape %257 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %259:2 = call @closed_call(%254#0, %256, %258) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %260 = stablehlo.slice %191 [13:14, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %262 = stablehlo.slice %193 [13:14, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %263 = stablehlo.reshape %262 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %264:2 = call @closed_call(%259#0, %261, %263) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %265 = stablehlo.slice %191 [14:15, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %266 = stablehlo.reshape %265 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %267 = stablehlo.slice %193 [14:15, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %268 = stablehlo.reshape %267 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %269:2 = call @closed_call(%264#0, %266, %268) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %270 = stablehlo.slice %191 [15:16, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %271 = stablehlo.reshape %270 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %272 = stablehlo.slice %193 [15:16, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %273 = stablehlo.reshape %272 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %274:2 = call @closed_call(%269#0, %271, %273) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %275 = stablehlo.slice %191 [16:17, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %276 = stablehlo.reshape %275 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %277 = stablehlo.slice %193 [16:17, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %278 = stablehlo.reshape %277 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %279:2 = call @closed_call(%274#0, %276, %278) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %280 = stablehlo.slice %191 [17:18, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %281 = stablehlo.reshape %280 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %282 = stablehlo.slice %193 [17:18, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %283 = stablehlo.reshape %282 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %284:2 = call @closed_call(%279#0, %281, %283) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %285 = stablehlo.slice %191 [18:19, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %286 = stablehlo.reshape %285 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %287 = stablehlo.slice %193 [18:19, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %288 = stablehlo.reshape %287 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %289:2 = call @closed_call(%284#0, %286, %288) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %290 = stablehlo.slice %191 [19:20, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %291 = stablehlo.reshape %290 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %292 = stablehlo.slice %193 [19:20, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %293 = stablehlo.reshape %292 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %294:2 = call @closed_call(%289#0, %291, %293) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %295 = stablehlo.slice %191 [20:21, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %296 = stablehlo.reshape %295 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %297 = stablehlo.slice %193 [20:21, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %299:2 = call @closed_call(%294#0, %296, %298) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %300 = stablehlo.slice %191 [21:22, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %301 = stablehlo.reshape %300 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %302 = stablehlo.slice %193 [21:22, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %303 = stablehlo.reshape %302 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %304:2 = call @closed_call(%299#0, %301, %303) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %305 = stablehlo.slice %191 [22:23, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %306 = stablehlo.reshape %305 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %307 = stablehlo.slice %193 [22:23, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %308 = stablehlo.reshape %307 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %309:2 = call @closed_call(%304#0, %306, %308) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %310 = stablehlo.slice %191 [23:24, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %311 = stablehlo.reshape %310 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %312 = stablehlo.slice %193 [23:24, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %313 = stablehlo.reshape %312 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %314:2 = call @closed_call(%309#0, %311, %313) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %315 = stablehlo.slice %191 [24:25, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %316 = stablehlo.reshape %315 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %317 = stablehlo.slice %193 [24:25, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %318 = stablehlo.reshape %317 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %319:2 = call @closed_call(%314#0, %316, %318) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %320 = stablehlo.slice %191 [25:26, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %321 = stablehlo.reshape %320 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %322 = stablehlo.slice %193 [25:26, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %323 = stablehlo.reshape %322 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %324:2 = call @closed_call(%319#0, %321, %323) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %325 = stablehlo.slice %191 [26:27, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %326 = stablehlo.reshape %325 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %327 = stablehlo.slice %193 [26:27, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %328 = stablehlo.reshape %327 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %329:2 = call @closed_call(%324#0, %326, %328) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %330 = stablehlo.slice %191 [27:28, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %331 = stablehlo.reshape %330 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %332 = stablehlo.slice %193 [27:28, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %333 = stablehlo.reshape %332 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %334:2 = call @closed_call(%329#0, %331, %333) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %335 = stablehlo.slice %191 [28:29, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %336 = stablehlo.reshape %335 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %337 = stablehlo.slice %193 [28:29, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %338 = stablehlo.reshape %337 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %339:2 = call @closed_call(%334#0, %336, %338) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %340 = stablehlo.slice %191 [29:30, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %341 = stablehlo.reshape %340 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %342 = stablehlo.slice %193 [29:30, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %343 = stablehlo.reshape %342 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %344:2 = call @closed_call(%339#0, %341, %343) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %345 = stablehlo.slice %191 [30:31, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %346 = stablehlo.reshape %345 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %347 = stablehlo.slice %193 [30:31, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %348 = stablehlo.reshape %347 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %349:2 = call @closed_call(%344#0, %346, %348) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %350 = stablehlo.slice %191 [31:32, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %351 = stablehlo.reshape %350 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %352 = stablehlo.slice %193 [31:32, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %353 = stablehlo.reshape %352 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %354:2 = call @closed_call(%349#0, %351, %353) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %355 = stablehlo.slice %191 [32:33, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %356 = stablehlo.reshape %355 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %357 = stablehlo.slice %193 [32:33, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %358 = stablehlo.reshape %357 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %359:2 = call @closed_call(%354#0, %356, %358) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %360 = stablehlo.slice %191 [33:34, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %361 = stablehlo.reshape %360 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %362 = stablehlo.slice %193 [33:34, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %363 = stablehlo.reshape %362 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %364:2 = call @closed_call(%359#0, %361, %363) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %365 = stablehlo.slice %191 [34:35, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %366 = stablehlo.reshape %365 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %367 = stablehlo.slice %193 [34:35, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %368 = stablehlo.reshape %367 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %369:2 = call @closed_call(%364#0, %366, %368) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %370 = stablehlo.slice %191 [35:36, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %371 = stablehlo.reshape %370 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %372 = stablehlo.slice %193 [35:36, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %373 = stablehlo.reshape %372 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %374:2 = call @closed_call(%369#0, %371, %373) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %375 = stablehlo.slice %191 [36:37, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %376 = stablehlo.reshape %375 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %377 = stablehlo.slice %193 [36:37, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %378 = stablehlo.reshape %377 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %379:2 = call @closed_call(%374#0, %376, %378) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %380 = stablehlo.slice %191 [37:38, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %381 = stablehlo.reshape %380 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %382 = stablehlo.slice %193 [37:38, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %383 = stablehlo.reshape %382 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %384:2 = call @closed_call(%379#0, %381, %383) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %385 = stablehlo.slice %191 [38:39, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %386 = stablehlo.reshape %385 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %387 = stablehlo.slice %193 [38:39, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %388 = stablehlo.reshape %387 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %389:2 = call @closed_call(%384#0, %386, %388) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %390 = stablehlo.slice %191 [39:40, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %391 = stablehlo.reshape %390 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %392 = stablehlo.slice %193 [39:40, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %393 = stablehlo.reshape %392 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %394:2 = call @closed_call(%389#0, %391, %393) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %395 = stablehlo.slice %191 [40:41, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %396 = stablehlo.reshape %395 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %397 = stablehlo.slice %193 [40:41, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %398 = stablehlo.reshape %397 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %399:2 = call @closed_call(%394#0, %396, %398) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %400 = stablehlo.slice %191 [41:42, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %401 = stablehlo.reshape %400 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %402 = stablehlo.slice %193 [41:42, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %403 = stablehlo.reshape %402 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %404:2 = call @closed_call(%399#0, %401, %403) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %405 = stablehlo.slice %191 [42:43, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %406 = stablehlo.reshape %405 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %407 = stablehlo.slice %193 [42:43, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %408 = stablehlo.reshape %407 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %409:2 = call @closed_call(%404#0, %406, %408) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %410 = stablehlo.slice %191 [43:44, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %412 = stablehlo.slice %193 [43:44, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %413 = stablehlo.reshape %412 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %414:2 = call @closed_call(%409#0, %411, %413) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %415 = stablehlo.slice %191 [44:45, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %416 = stablehlo.reshape %415 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %417 = stablehlo.slice %193 [44:45, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %419:2 = call @closed_call(%414#0, %416, %418) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %420 = stablehlo.slice %191 [45:46, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %421 = stablehlo.reshape %420 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %422 = stablehlo.slice %193 [45:46, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %423 = stablehlo.reshape %422 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %424:2 = call @closed_call(%419#0, %421, %423) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %425 = stablehlo.slice %191 [46:47, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %426 = stablehlo.reshape %425 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %427 = stablehlo.slice %193 [46:47, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %428 = stablehlo.reshape %427 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %429:2 = call @closed_call(%424#0, %426, %428) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %430 = stablehlo.slice %191 [47:48, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %431 = stablehlo.reshape %430 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %432 = stablehlo.slice %193 [47:48, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %433 = stablehlo.reshape %432 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %434:2 = call @closed_call(%429#0, %431, %433) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %435 = stablehlo.slice %191 [48:49, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %436 = stablehlo.reshape %435 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %437 = stablehlo.slice %193 [48:49, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %438 = stablehlo.reshape %437 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %439:2 = call @closed_call(%434#0, %436, %438) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %440 = stablehlo.slice %191 [49:50, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %441 = stablehlo.reshape %440 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %442 = stablehlo.slice %193 [49:50, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %443 = stablehlo.reshape %442 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %444:2 = call @closed_call(%439#0, %441, %443) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %445 = stablehlo.slice %191 [50:51, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %446 = stablehlo.reshape %445 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %447 = stablehlo.slice %193 [50:51, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %448 = stablehlo.reshape %447 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %449:2 = call @closed_call(%444#0, %446, %448) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %450 = stablehlo.slice %191 [51:52, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %451 = stablehlo.reshape %450 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %452 = stablehlo.slice %193 [51:52, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %453 = stablehlo.reshape %452 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %454:2 = call @closed_call(%449#0, %451, %453) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %455 = stablehlo.slice %191 [52:53, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %456 = stablehlo.reshape %455 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %457 = stablehlo.slice %193 [52:53, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %458 = stablehlo.reshape %457 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %459:2 = call @closed_call(%454#0, %456, %458) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %460 = stablehlo.slice %191 [53:54, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %461 = stablehlo.reshape %460 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %462 = stablehlo.slice %193 [53:54, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %463 = stablehlo.reshape %462 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %464:2 = call @closed_call(%459#0, %461, %463) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %465 = stablehlo.slice %191 [54:55, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %466 = stablehlo.reshape %465 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %467 = stablehlo.slice %193 [54:55, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %468 = stablehlo.reshape %467 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %469:2 = call @closed_call(%464#0, %466, %468) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %470 = stablehlo.slice %191 [55:56, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %471 = stablehlo.reshape %470 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %472 = stablehlo.slice %193 [55:56, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %473 = stablehlo.reshape %472 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %474:2 = call @closed_call(%469#0, %471, %473) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %475 = stablehlo.slice %191 [56:57, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %476 = stablehlo.reshape %475 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %477 = stablehlo.slice %193 [56:57, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %478 = stablehlo.reshape %477 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %479:2 = call @closed_call(%474#0, %476, %478) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %480 = stablehlo.slice %191 [57:58, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %481 = stablehlo.reshape %480 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %482 = stablehlo.slice %193 [57:58, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %483 = stablehlo.reshape %482 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %484:2 = call @closed_call(%479#0, %481, %483) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %485 = stablehlo.slice %191 [58:59, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %486 = stablehlo.reshape %485 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %487 = stablehlo.slice %193 [58:59, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %488 = stablehlo.reshape %487 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %489:2 = call @closed_call(%484#0, %486, %488) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %490 = stablehlo.slice %191 [59:60, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %491 = stablehlo.reshape %490 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %492 = stablehlo.slice %193 [59:60, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %493 = stablehlo.reshape %492 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %494:2 = call @closed_call(%489#0, %491, %493) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %495 = stablehlo.slice %191 [60:61, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %496 = stablehlo.reshape %495 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %497 = stablehlo.slice %193 [60:61, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %498 = stablehlo.reshape %497 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %499:2 = call @closed_call(%494#0, %496, %498) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %500 = stablehlo.slice %191 [61:62, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %501 = stablehlo.reshape %500 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %502 = stablehlo.slice %193 [61:62, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %503 = stablehlo.reshape %502 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %504:2 = call @closed_call(%499#0, %501, %503) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %505 = stablehlo.slice %191 [62:63, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %506 = stablehlo.reshape %505 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %507 = stablehlo.slice %193 [62:63, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %508 = stablehlo.reshape %507 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %509:2 = call @closed_call(%504#0, %506, %508) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %510 = stablehlo.slice %191 [63:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %511 = stablehlo.reshape %510 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %512 = stablehlo.slice %193 [63:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %513 = stablehlo.reshape %512 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %514:2 = call @closed_call(%509#0, %511, %513) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %515 = stablehlo.broadcast_in_dim %199#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %516 = stablehlo.broadcast_in_dim %204#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %517 = stablehlo.broadcast_in_dim %209#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %518 = stablehlo.broadcast_in_dim %214#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %519 = stablehlo.broadcast_in_dim %219#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %520 = stablehlo.broadcast_in_dim %224#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %521 = stablehlo.broadcast_in_dim %229#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %522 = stablehlo.broadcast_in_dim %234#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %523 = stablehlo.broadcast_in_dim %239#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %524 = stablehlo.broadcast_in_dim %244#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %525 = stablehlo.broadcast_in_dim %249#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %526 = stablehlo.broadcast_in_dim %254#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %527 = stablehlo.broadcast_in_dim %259#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %528 = stablehlo.broadcast_in_dim %264#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %529 = stablehlo.broadcast_in_dim %269#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %530 = stablehlo.broadcast_in_dim %274#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %531 = stablehlo.broadcast_in_dim %279#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %532 = stablehlo.broadcast_in_dim %284#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %533 = stablehlo.broadcast_in_dim %289#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %534 = stablehlo.broadcast_in_dim %294#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %535 = stablehlo.broadcast_in_dim %299#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %536 = stablehlo.broadcast_in_dim %304#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %537 = stablehlo.broadcast_in_dim %309#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %538 = stablehlo.broadcast_in_dim %314#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %539 = stablehlo.broadcast_in_dim %319#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %540 = stablehlo.broadcast_in_dim %324#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %541 = stablehlo.broadcast_in_dim %329#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %542 = stablehlo.broadcast_in_dim %334#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %543 = stablehlo.broadcast_in_dim %339#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %544 = stablehlo.broadcast_in_dim %344#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %545 = stablehlo.broadcast_in_dim %349#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %546 = stablehlo.broadcast_in_dim %354#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %547 = stablehlo.broadcast_in_dim %359#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %548 = stablehlo.broadcast_in_dim %364#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %549 = stablehlo.broadcast_in_dim %369#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %550 = stablehlo.broadcast_in_dim %374#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %551 = stablehlo.broadcast_in_dim %379#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %552 = stablehlo.broadcast_in_dim %384#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %553 = stablehlo.broadcast_in_dim %389#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %554 = stablehlo.broadcast_in_dim %394#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %555 = stablehlo.broadcast_in_dim %399#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %556 = stablehlo.broadcast_in_dim %404#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %557 = stablehlo.broadcast_in_dim %409#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %558 = stablehlo.broadcast_in_dim %414#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %559 = stablehlo.broadcast_in_dim %419#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %560 = stablehlo.broadcast_in_dim %424#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %561 = stablehlo.broadcast_in_dim %429#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %562 = stablehlo.broadcast_in_dim %434#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %563 = stablehlo.broadcast_in_dim %439#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %564 = stablehlo.broadcast_in_dim %444#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %565 = stablehlo.broadcast_in_dim %449#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %566 = stablehlo.broadcast_in_dim %454#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %567 = stablehlo.broadcast_in_dim %459#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %568 = stablehlo.broadcast_in_dim %464#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %569 = stablehlo.broadcast_in_dim %469#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %570 = stablehlo.broadcast_in_dim %474#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %571 = stablehlo.broadcast_in_dim %479#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %572 = stablehlo.broadcast_in_dim %484#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %573 = stablehlo.broadcast_in_dim %489#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %574 = stablehlo.broadcast_in_dim %494#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %575 = stablehlo.broadcast_in_dim %499#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %576 = stablehlo.broadcast_in_dim %504#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %577 = stablehlo.broadcast_in_dim %509#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %578 = stablehlo.broadcast_in_dim %514#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %579 = stablehlo.concatenate %515, %516, %517, %518, %519, %520, %521, %522, %523, %524, %525, %526, %527, %528, %529, %530, %531, %532, %533, %534, %535, %536, %537, %538, %539, %540, %541, %542, %543, %544, %545, %546, %547, %548, %549, %550, %551, %552, %553, %554, %555, %556, %557, %558, %559, %560, %561, %562, %563, %564, %565, %566, %567, %568, %569, %570, %571, %572, %573, %574, %575, %576, %577, %578, dim = 0 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>) -> tensor<64x8x128xf32>
    %580 = stablehlo.concatenate %194, %579, dim = 0 : (tensor<0x8x128xf32>, tensor<64x8x128xf32>) -> tensor<64x8x128xf32>
    %581 = stablehlo.transpose %580, dims = [1, 0, 2] : (tensor<64x8x128xf32>) -> tensor<8x64x128xf32>
    %582 = stablehlo.multiply %581, %43 : tensor<8x64x128xf32>
    %583 = stablehlo.dot_general %582, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %584 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %586 = stablehlo.add %583, %585 : tensor<8x64x128xf32>
    %587 = stablehlo.add %586, %11 : tensor<8x64x128xf32>
    %588 = chlo.square %587 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.reduce(%588 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %590 = stablehlo.broadcast_in_dim %589, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %592 = stablehlo.divide %590, %591 : tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %594 = stablehlo.add %592, %593 : tensor<8x64x1xf32>
    %595 = stablehlo.rsqrt %594 : tensor<8x64x1xf32>
    %596 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %597 = stablehlo.multiply %587, %596 : tensor<8x64x128xf32>
    %598 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %600 = stablehlo.add %598, %599 : tensor<1x1x128xf32>
    %601 = stablehlo.broadcast_in_dim %600, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %602 = stablehlo.multiply %597, %601 : tensor<8x64x128xf32>
    %603 = stablehlo.dot_general %arg4, %602, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x64x128xf32>) -> tensor<2x384x8x64xf32>
    %604 = stablehlo.transpose %603, dims = [0, 2, 3, 1] : (tensor<2x384x8x64xf32>) -> tensor<2x8x64x384xf32>
    %605 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x64x384xf32>
    %606 = stablehlo.add %604, %605 : tensor<2x8x64x384xf32>
    %607 = stablehlo.slice %606 [0:1, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %608 = stablehlo.reshape %607 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %609 = stablehlo.multiply %608, %608 : tensor<8x64x384xf32>
    %610 = stablehlo.multiply %609, %608 : tensor<8x64x384xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<8x64x384xf32>
    %613 = stablehlo.add %608, %612 : tensor<8x64x384xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %615 = stablehlo.multiply %614, %613 : tensor<8x64x384xf32>
    %616 = stablehlo.tanh %615 : tensor<8x64x384xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %618 = stablehlo.add %617, %616 : tensor<8x64x384xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %620 = stablehlo.multiply %619, %618 : tensor<8x64x384xf32>
    %621 = stablehlo.multiply %608, %620 : tensor<8x64x384xf32>
    %622 = stablehlo.slice %606 [1:2, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %623 = stablehlo.reshape %622 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %624 = stablehlo.multiply %621, %623 : tensor<8x64x384xf32>
    %625 = stablehlo.dot_general %624, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %626 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %627 = stablehlo.broadcast_in_dim %626, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %628 = stablehlo.add %625, %627 : tensor<8x64x128xf32>
    %629 = stablehlo.add %628, %587 : tensor<8x64x128xf32>
    %630 = chlo.square %629 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %632 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %634 = stablehlo.divide %632, %633 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %636 = stablehlo.add %634, %635 : tensor<8x64x1xf32>
    %637 = stablehlo.rsqrt %636 : tensor<8x64x1xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %639 = stablehlo.multiply %629, %638 : tensor<8x64x128xf32>
    %640 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %642 = stablehlo.add %640, %641 : tensor<1x1x128xf32>
    %643 = stablehlo.broadcast_in_dim %642, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %644 = stablehlo.multiply %639, %643 : tensor<8x64x128xf32>
    %645 = stablehlo.dot_general %644, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %646 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %648 = stablehlo.add %645, %647 : tensor<8x64x128xf32>
    %649 = stablehlo.multiply %648, %648 : tensor<8x64x128xf32>
    %650 = stablehlo.multiply %649, %648 : tensor<8x64x128xf32>
    %cst_45 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %652 = stablehlo.multiply %651, %650 : tensor<8x64x128xf32>
    %653 = stablehlo.add %648, %652 : tensor<8x64x128xf32>
    %cst_46 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %655 = stablehlo.multiply %654, %653 : tensor<8x64x128xf32>
    %656 = stablehlo.tanh %655 : tensor<8x64x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %658 = stablehlo.add %657, %656 : tensor<8x64x128xf32>
    %cst_48 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %660 = stablehlo.multiply %659, %658 : tensor<8x64x128xf32>
    %661 = stablehlo.multiply %648, %660 : tensor<8x64x128xf32>
    %662 = stablehlo.dot_general %644, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %663 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %664 = stablehlo.broadcast_in_dim %663, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %665 = stablehlo.add %662, %664 : tensor<8x64x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %669 = stablehlo.multiply %665, %668 : tensor<8x64x128xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %671 = stablehlo.concatenate %670, %669, dim = 1 : (tensor<8x0x128xf32>, tensor<8x64x128xf32>) -> tensor<8x64x128xf32>
    %672 = stablehlo.slice %arg25 [3:4, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %673 = stablehlo.reshape %672 : (tensor<1x128xf32>) -> tensor<128xf32>
    %674 = stablehlo.broadcast_in_dim %673, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %675 = stablehlo.broadcast_in_dim %674, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %676 = stablehlo.multiply %671, %675 : tensor<8x64x128xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %678 = stablehlo.add %677, %676 : tensor<8x64x128xf32>
    %679 = stablehlo.slice %665 [0:8, 0:63, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x63x128xf32>
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %680 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %681 = stablehlo.compare NE, %arg52, %680, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %682 = stablehlo.convert %681 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x63xf32>
    %684 = stablehlo.slice %682 [0:8, 1:64] : (tensor<8x64xi32>) -> tensor<8x63xi32>
    %685 = stablehlo.convert %684 : (tensor<8x63xi32>) -> tensor<8x63xf32>
    %686 = stablehlo.multiply %683, %685 : tensor<8x63xf32>
    %687 = stablehlo.broadcast_in_dim %686, dims = [0, 1] : (tensor<8x63xf32>) -> tensor<8x63x1xf32>
    %688 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<8x63x1xf32>) -> tensor<8x63x128xf32>
    %689 = stablehlo.multiply %679, %688 : tensor<8x63x128xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %691 = stablehlo.concatenate %690, %689, dim = 1 : (tensor<8x1x128xf32>, tensor<8x63x128xf32>) -> tensor<8x64x128xf32>
    %692 = stablehlo.slice %arg25 [2:3, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %693 = stablehlo.reshape %692 : (tensor<1x128xf32>) -> tensor<128xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %695 = stablehlo.broadcast_in_dim %694, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %696 = stablehlo.multiply %691, %695 : tensor<8x64x128xf32>
    %697 = stablehlo.add %678, %696 : tensor<8x64x128xf32>
    %698 = stablehlo.slice %665 [0:8, 0:62, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x62x128xf32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %699 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %700 = stablehlo.compare NE, %arg52, %699, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %701 = stablehlo.convert %700 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %702 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x62xf32>
    %703 = stablehlo.slice %701 [0:8, 1:63] : (tensor<8x64xi32>) -> tensor<8x62xi32>
    %704 = stablehlo.convert %703 : (tensor<8x62xi32>) -> tensor<8x62xf32>
    %705 = stablehlo.multiply %702, %704 : tensor<8x62xf32>
    %706 = stablehlo.slice %701 [0:8, 2:64] : (tensor<8x64xi32>) -> tensor<8x62xi32>
    %707 = stablehlo.convert %706 : (tensor<8x62xi32>) -> tensor<8x62xf32>
    %708 = stablehlo.multiply %705, %707 : tensor<8x62xf32>
    %709 = stablehlo.broadcast_in_dim %708, dims = [0, 1] : (tensor<8x62xf32>) -> tensor<8x62x1xf32>
    %710 = stablehlo.broadcast_in_dim %709, dims = [0, 1, 2] : (tensor<8x62x1xf32>) -> tensor<8x62x128xf32>
    %711 = stablehlo.multiply %698, %710 : tensor<8x62x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %712 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x2x128xf32>
    %713 = stablehlo.concatenate %712, %711, dim = 1 : (tensor<8x2x128xf32>, tensor<8x62x128xf32>) -> tensor<8x64x128xf32>
    %714 = stablehlo.slice %arg25 [1:2, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %715 = stablehlo.reshape %714 : (tensor<1x128xf32>) -> tensor<128xf32>
    %716 = stablehlo.broadcast_in_dim %715, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %717 = stablehlo.broadcast_in_dim %716, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %718 = stablehlo.multiply %713, %717 : tensor<8x64x128xf32>
    %719 = stablehlo.add %697, %718 : tensor<8x64x128xf32>
    %720 = stablehlo.slice %665 [0:8, 0:61, 0:128] : (tensor<8x64x128xf32>) -> tensor<8x61x128xf32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %721 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %722 = stablehlo.compare NE, %arg52, %721, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %723 = stablehlo.convert %722 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %cst_59 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x61xf32>
    %725 = stablehlo.slice %723 [0:8, 1:62] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %726 = stablehlo.convert %725 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %727 = stablehlo.multiply %724, %726 : tensor<8x61xf32>
    %728 = stablehlo.slice %723 [0:8, 2:63] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %729 = stablehlo.convert %728 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %730 = stablehlo.multiply %727, %729 : tensor<8x61xf32>
    %731 = stablehlo.slice %723 [0:8, 3:64] : (tensor<8x64xi32>) -> tensor<8x61xi32>
    %732 = stablehlo.convert %731 : (tensor<8x61xi32>) -> tensor<8x61xf32>
    %733 = stablehlo.multiply %730, %732 : tensor<8x61xf32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [0, 1] : (tensor<8x61xf32>) -> tensor<8x61x1xf32>
    %735 = stablehlo.broadcast_in_dim %734, dims = [0, 1, 2] : (tensor<8x61x1xf32>) -> tensor<8x61x128xf32>
    %736 = stablehlo.multiply %720, %735 : tensor<8x61x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x3x128xf32>
    %738 = stablehlo.concatenate %737, %736, dim = 1 : (tensor<8x3x128xf32>, tensor<8x61x128xf32>) -> tensor<8x64x128xf32>
    %739 = stablehlo.slice %arg25 [0:1, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %740 = stablehlo.reshape %739 : (tensor<1x128xf32>) -> tensor<128xf32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %742 = stablehlo.broadcast_in_dim %741, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %743 = stablehlo.multiply %738, %742 : tensor<8x64x128xf32>
    %744 = stablehlo.add %719, %743 : tensor<8x64x128xf32>
    %745 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %746 = stablehlo.broadcast_in_dim %745, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %747 = stablehlo.add %744, %746 : tensor<8x64x128xf32>
    %748 = stablehlo.reshape %747 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %749 = stablehlo.dot_general %arg36, %748, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x64x4x32xf32>) -> tensor<4x32x8x64xf32>
    %750 = stablehlo.transpose %749, dims = [2, 3, 0, 1] : (tensor<4x32x8x64xf32>) -> tensor<8x64x4x32xf32>
    %751 = stablehlo.broadcast_in_dim %arg35, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %753 = stablehlo.add %750, %752 : tensor<8x64x4x32xf32>
    %754 = stablehlo.reshape %753 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %755 = stablehlo.negate %754 : tensor<8x64x128xf32>
    %756 = stablehlo.exponential %755 : tensor<8x64x128xf32>
    %cst_61 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %758 = stablehlo.add %757, %756 : tensor<8x64x128xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %760 = stablehlo.divide %759, %758 : tensor<8x64x128xf32>
    %761 = stablehlo.reshape %747 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %762 = stablehlo.dot_general %arg33, %761, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x64x4x32xf32>) -> tensor<4x32x8x64xf32>
    %763 = stablehlo.transpose %762, dims = [2, 3, 0, 1] : (tensor<4x32x8x64xf32>) -> tensor<8x64x4x32xf32>
    %764 = stablehlo.broadcast_in_dim %arg32, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %766 = stablehlo.add %763, %765 : tensor<8x64x4x32xf32>
    %767 = stablehlo.reshape %766 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %768 = stablehlo.negate %767 : tensor<8x64x128xf32>
    %769 = stablehlo.exponential %768 : tensor<8x64x128xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %771 = stablehlo.add %770, %769 : tensor<8x64x128xf32>
    %cst_64 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %773 = stablehlo.divide %772, %771 : tensor<8x64x128xf32>
    %cst_65 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %775 = stablehlo.multiply %774, %773 : tensor<8x64x128xf32>
    %776 = call @softplus(%arg34) : (tensor<128xf32>) -> tensor<128xf32>
    %777 = stablehlo.broadcast_in_dim %776, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %778 = stablehlo.broadcast_in_dim %777, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %779 = stablehlo.multiply %775, %778 : tensor<8x64x128xf32>
    %780 = stablehlo.exponential %779 : tensor<8x64x128xf32>
    %cst_66 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %782 = stablehlo.multiply %781, %779 : tensor<8x64x128xf32>
    %783 = stablehlo.exponential %782 : tensor<8x64x128xf32>
    %784 = stablehlo.multiply %747, %760 : tensor<8x64x128xf32>
    %c_67 = stablehlo.constant dense<0> : tensor<i32>
    %785 = stablehlo.broadcast_in_dim %c_67, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %786 = stablehlo.compare EQ, %arg52, %785, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %787 = stablehlo.convert %786 : (tensor<8x64xi1>) -> tensor<8x64xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %789 = stablehlo.subtract %788, %783 : tensor<8x64x128xf32>
    %790 = stablehlo.sqrt %789 : tensor<8x64x128xf32>
    %791 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_69 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %793 = stablehlo.subtract %792, %787 : tensor<8x64xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %795 = stablehlo.broadcast_in_dim %794, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %796 = stablehlo.multiply %795, %790 : tensor<8x64x128xf32>
    %797 = stablehlo.broadcast_in_dim %791, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %798 = stablehlo.add %797, %796 : tensor<8x64x128xf32>
    %799 = stablehlo.multiply %784, %798 : tensor<8x64x128xf32>
    %800 = stablehlo.broadcast_in_dim %787, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %802 = stablehlo.subtract %801, %800 : tensor<8x64x1xf32>
    %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %804 = stablehlo.multiply %780, %803 : tensor<8x64x128xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %806 = stablehlo.transpose %799, dims = [1, 0, 2] : (tensor<8x64x128xf32>) -> tensor<64x8x128xf32>
    %807 = stablehlo.transpose %804, dims = [1, 0, 2] : (tensor<8x64x128xf32>) -> tensor<64x8x128xf32>
    %808 = stablehlo.slice %806 [0:0, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<0x8x128xf32>
    %809 = stablehlo.slice %806 [0:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<64x8x128xf32>
    %810 = stablehlo.slice %807 [0:0, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<0x8x128xf32>
    %811 = stablehlo.slice %807 [0:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<64x8x128xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<0x8x128xf32>
    %813 = stablehlo.slice %809 [0:1, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %814 = stablehlo.reshape %813 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %815 = stablehlo.slice %811 [0:1, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %816 = stablehlo.reshape %815 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %817:2 = call @closed_call_162(%805, %814, %816) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %818 = stablehlo.slice %809 [1:2, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %819 = stablehlo.reshape %818 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %820 = stablehlo.slice %811 [1:2, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %821 = stablehlo.reshape %820 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %822:2 = call @closed_call_162(%817#0, %819, %821) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %823 = stablehlo.slice %809 [2:3, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %824 = stablehlo.reshape %823 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %825 = stablehlo.slice %811 [2:3, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %826 = stablehlo.reshape %825 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %827:2 = call @closed_call_162(%822#0, %824, %826) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %828 = stablehlo.slice %809 [3:4, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %829 = stablehlo.reshape %828 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %830 = stablehlo.slice %811 [3:4, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %831 = stablehlo.reshape %830 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %832:2 = call @closed_call_162(%827#0, %829, %831) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %833 = stablehlo.slice %809 [4:5, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %834 = stablehlo.reshape %833 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %835 = stablehlo.slice %811 [4:5, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %836 = stablehlo.reshape %835 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %837:2 = call @closed_call_162(%832#0, %834, %836) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %838 = stablehlo.slice %809 [5:6, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %839 = stablehlo.reshape %838 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %840 = stablehlo.slice %811 [5:6, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %841 = stablehlo.reshape %840 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %842:2 = call @closed_call_162(%837#0, %839, %841) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %843 = stablehlo.slice %809 [6:7, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %844 = stablehlo.reshape %843 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %845 = stablehlo.slice %811 [6:7, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %846 = stablehlo.reshape %845 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %847:2 = call @closed_call_162(%842#0, %844, %846) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %848 = stablehlo.slice %809 [7:8, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %849 = stablehlo.reshape %848 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %850 = stablehlo.slice %811 [7:8, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %851 = stablehlo.reshape %850 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %852:2 = call @closed_call_162(%847#0, %849, %851) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %853 = stablehlo.slice %809 [8:9, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %854 = stablehlo.reshape %853 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %855 = stablehlo.slice %811 [8:9, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %856 = stablehlo.reshape %855 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %857:2 = call @closed_call_162(%852#0, %854, %856) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %858 = stablehlo.slice %809 [9:10, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %859 = stablehlo.reshape %858 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %860 = stablehlo.slice %811 [9:10, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %861 = stablehlo.reshape %860 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %862:2 = call @closed_call_162(%857#0, %859, %861) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %863 = stablehlo.slice %809 [10:11, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %864 = stablehlo.reshape %863 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %865 = stablehlo.slice %811 [10:11, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %866 = stablehlo.reshape %865 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %867:2 = call @closed_call_162(%862#0, %864, %866) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %868 = stablehlo.slice %809 [11:12, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %869 = stablehlo.reshape %868 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %870 = stablehlo.slice %811 [11:12, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %871 = stablehlo.reshape %870 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %872:2 = call @closed_call_162(%867#0, %869, %871) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %873 = stablehlo.slice %809 [12:13, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %874 = stablehlo.reshape %873 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %875 = stablehlo.slice %811 [12:13, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %876 = stablehlo.reshape %875 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %877:2 = call @closed_call_162(%872#0, %874, %876) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %878 = stablehlo.slice %809 [13:14, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %879 = stablehlo.reshape %878 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %880 = stablehlo.slice %811 [13:14, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %881 = stablehlo.reshape %880 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %882:2 = call @closed_call_162(%877#0, %879, %881) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %883 = stablehlo.slice %809 [14:15, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %884 = stablehlo.reshape %883 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %885 = stablehlo.slice %811 [14:15, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %886 = stablehlo.reshape %885 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %887:2 = call @closed_call_162(%882#0, %884, %886) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %888 = stablehlo.slice %809 [15:16, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %889 = stablehlo.reshape %888 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %890 = stablehlo.slice %811 [15:16, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %891 = stablehlo.reshape %890 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %892:2 = call @closed_call_162(%887#0, %889, %891) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %893 = stablehlo.slice %809 [16:17, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %894 = stablehlo.reshape %893 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %895 = stablehlo.slice %811 [16:17, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %896 = stablehlo.reshape %895 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %897:2 = call @closed_call_162(%892#0, %894, %896) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %898 = stablehlo.slice %809 [17:18, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %899 = stablehlo.reshape %898 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %900 = stablehlo.slice %811 [17:18, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %901 = stablehlo.reshape %900 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %902:2 = call @closed_call_162(%897#0, %899, %901) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %903 = stablehlo.slice %809 [18:19, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %904 = stablehlo.reshape %903 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %905 = stablehlo.slice %811 [18:19, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %906 = stablehlo.reshape %905 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %907:2 = call @closed_call_162(%902#0, %904, %906) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %908 = stablehlo.slice %809 [19:20, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %909 = stablehlo.reshape %908 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %910 = stablehlo.slice %811 [19:20, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %911 = stablehlo.reshape %910 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %912:2 = call @closed_call_162(%907#0, %909, %911) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %913 = stablehlo.slice %809 [20:21, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %914 = stablehlo.reshape %913 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %915 = stablehlo.slice %811 [20:21, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %916 = stablehlo.reshape %915 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %917:2 = call @closed_call_162(%912#0, %914, %916) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %918 = stablehlo.slice %809 [21:22, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %919 = stablehlo.reshape %918 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %920 = stablehlo.slice %811 [21:22, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %921 = stablehlo.reshape %920 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %922:2 = call @closed_call_162(%917#0, %919, %921) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %923 = stablehlo.slice %809 [22:23, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %924 = stablehlo.reshape %923 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %925 = stablehlo.slice %811 [22:23, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %926 = stablehlo.reshape %925 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %927:2 = call @closed_call_162(%922#0, %924, %926) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %928 = stablehlo.slice %809 [23:24, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %929 = stablehlo.reshape %928 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %930 = stablehlo.slice %811 [23:24, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %931 = stablehlo.reshape %930 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %932:2 = call @closed_call_162(%927#0, %929, %931) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %933 = stablehlo.slice %809 [24:25, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %934 = stablehlo.reshape %933 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %935 = stablehlo.slice %811 [24:25, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %936 = stablehlo.reshape %935 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %937:2 = call @closed_call_162(%932#0, %934, %936) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %938 = stablehlo.slice %809 [25:26, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %939 = stablehlo.reshape %938 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %940 = stablehlo.slice %811 [25:26, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %941 = stablehlo.reshape %940 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %942:2 = call @closed_call_162(%937#0, %939, %941) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %943 = stablehlo.slice %809 [26:27, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %944 = stablehlo.reshape %943 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %945 = stablehlo.slice %811 [26:27, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %946 = stablehlo.reshape %945 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %947:2 = call @closed_call_162(%942#0, %944, %946) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %948 = stablehlo.slice %809 [27:28, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %949 = stablehlo.reshape %948 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %950 = stablehlo.slice %811 [27:28, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %951 = stablehlo.reshape %950 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %952:2 = call @closed_call_162(%947#0, %949, %951) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %953 = stablehlo.slice %809 [28:29, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %954 = stablehlo.reshape %953 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %955 = stablehlo.slice %811 [28:29, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %956 = stablehlo.reshape %955 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %957:2 = call @closed_call_162(%952#0, %954, %956) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %958 = stablehlo.slice %809 [29:30, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %959 = stablehlo.reshape %958 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %960 = stablehlo.slice %811 [29:30, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %961 = stablehlo.reshape %960 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %962:2 = call @closed_call_162(%957#0, %959, %961) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %963 = stablehlo.slice %809 [30:31, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %964 = stablehlo.reshape %963 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %965 = stablehlo.slice %811 [30:31, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %966 = stablehlo.reshape %965 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %967:2 = call @closed_call_162(%962#0, %964, %966) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %968 = stablehlo.slice %809 [31:32, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %969 = stablehlo.reshape %968 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %970 = stablehlo.slice %811 [31:32, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %971 = stablehlo.reshape %970 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %972:2 = call @closed_call_162(%967#0, %969, %971) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %973 = stablehlo.slice %809 [32:33, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %974 = stablehlo.reshape %973 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %975 = stablehlo.slice %811 [32:33, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %976 = stablehlo.reshape %975 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %977:2 = call @closed_call_162(%972#0, %974, %976) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %978 = stablehlo.slice %809 [33:34, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %979 = stablehlo.reshape %978 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %980 = stablehlo.slice %811 [33:34, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %981 = stablehlo.reshape %980 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %982:2 = call @closed_call_162(%977#0, %979, %981) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %983 = stablehlo.slice %809 [34:35, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %984 = stablehlo.reshape %983 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %985 = stablehlo.slice %811 [34:35, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %986 = stablehlo.reshape %985 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %987:2 = call @closed_call_162(%982#0, %984, %986) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %988 = stablehlo.slice %809 [35:36, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %989 = stablehlo.reshape %988 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %990 = stablehlo.slice %811 [35:36, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %991 = stablehlo.reshape %990 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %992:2 = call @closed_call_162(%987#0, %989, %991) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %993 = stablehlo.slice %809 [36:37, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %994 = stablehlo.reshape %993 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %995 = stablehlo.slice %811 [36:37, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %996 = stablehlo.reshape %995 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %997:2 = call @closed_call_162(%992#0, %994, %996) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %998 = stablehlo.slice %809 [37:38, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %999 = stablehlo.reshape %998 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1000 = stablehlo.slice %811 [37:38, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1001 = stablehlo.reshape %1000 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1002:2 = call @closed_call_162(%997#0, %999, %1001) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1003 = stablehlo.slice %809 [38:39, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1004 = stablehlo.reshape %1003 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1005 = stablehlo.slice %811 [38:39, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1006 = stablehlo.reshape %1005 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1007:2 = call @closed_call_162(%1002#0, %1004, %1006) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1008 = stablehlo.slice %809 [39:40, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1009 = stablehlo.reshape %1008 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1010 = stablehlo.slice %811 [39:40, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1011 = stablehlo.reshape %1010 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1012:2 = call @closed_call_162(%1007#0, %1009, %1011) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1013 = stablehlo.slice %809 [40:41, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1014 = stablehlo.reshape %1013 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1015 = stablehlo.slice %811 [40:41, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1016 = stablehlo.reshape %1015 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1017:2 = call @closed_call_162(%1012#0, %1014, %1016) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1018 = stablehlo.slice %809 [41:42, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1019 = stablehlo.reshape %1018 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1020 = stablehlo.slice %811 [41:42, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1021 = stablehlo.reshape %1020 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1022:2 = call @closed_call_162(%1017#0, %1019, %1021) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1023 = stablehlo.slice %809 [42:43, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1024 = stablehlo.reshape %1023 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1025 = stablehlo.slice %811 [42:43, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1026 = stablehlo.reshape %1025 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1027:2 = call @closed_call_162(%1022#0, %1024, %1026) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1028 = stablehlo.slice %809 [43:44, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1029 = stablehlo.reshape %1028 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1030 = stablehlo.slice %811 [43:44, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1031 = stablehlo.reshape %1030 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1032:2 = call @closed_call_162(%1027#0, %1029, %1031) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1033 = stablehlo.slice %809 [44:45, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1034 = stablehlo.reshape %1033 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1035 = stablehlo.slice %811 [44:45, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1036 = stablehlo.reshape %1035 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1037:2 = call @closed_call_162(%1032#0, %1034, %1036) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1038 = stablehlo.slice %809 [45:46, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1039 = stablehlo.reshape %1038 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1040 = stablehlo.slice %811 [45:46, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1041 = stablehlo.reshape %1040 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1042:2 = call @closed_call_162(%1037#0, %1039, %1041) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1043 = stablehlo.slice %809 [46:47, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1044 = stablehlo.reshape %1043 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1045 = stablehlo.slice %811 [46:47, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1046 = stablehlo.reshape %1045 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1047:2 = call @closed_call_162(%1042#0, %1044, %1046) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1048 = stablehlo.slice %809 [47:48, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1049 = stablehlo.reshape %1048 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1050 = stablehlo.slice %811 [47:48, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1051 = stablehlo.reshape %1050 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1052:2 = call @closed_call_162(%1047#0, %1049, %1051) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1053 = stablehlo.slice %809 [48:49, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1054 = stablehlo.reshape %1053 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1055 = stablehlo.slice %811 [48:49, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1056 = stablehlo.reshape %1055 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1057:2 = call @closed_call_162(%1052#0, %1054, %1056) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1058 = stablehlo.slice %809 [49:50, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1059 = stablehlo.reshape %1058 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1060 = stablehlo.slice %811 [49:50, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1061 = stablehlo.reshape %1060 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1062:2 = call @closed_call_162(%1057#0, %1059, %1061) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1063 = stablehlo.slice %809 [50:51, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1064 = stablehlo.reshape %1063 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1065 = stablehlo.slice %811 [50:51, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1066 = stablehlo.reshape %1065 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1067:2 = call @closed_call_162(%1062#0, %1064, %1066) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1068 = stablehlo.slice %809 [51:52, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1069 = stablehlo.reshape %1068 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1070 = stablehlo.slice %811 [51:52, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1071 = stablehlo.reshape %1070 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1072:2 = call @closed_call_162(%1067#0, %1069, %1071) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1073 = stablehlo.slice %809 [52:53, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1074 = stablehlo.reshape %1073 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1075 = stablehlo.slice %811 [52:53, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1077:2 = call @closed_call_162(%1072#0, %1074, %1076) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1078 = stablehlo.slice %809 [53:54, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1079 = stablehlo.reshape %1078 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1080 = stablehlo.slice %811 [53:54, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1081 = stablehlo.reshape %1080 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1082:2 = call @closed_call_162(%1077#0, %1079, %1081) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1083 = stablehlo.slice %809 [54:55, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1084 = stablehlo.reshape %1083 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1085 = stablehlo.slice %811 [54:55, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1086 = stablehlo.reshape %1085 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1087:2 = call @closed_call_162(%1082#0, %1084, %1086) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1088 = stablehlo.slice %809 [55:56, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1089 = stablehlo.reshape %1088 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1090 = stablehlo.slice %811 [55:56, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1091 = stablehlo.reshape %1090 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1092:2 = call @closed_call_162(%1087#0, %1089, %1091) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1093 = stablehlo.slice %809 [56:57, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1094 = stablehlo.reshape %1093 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1095 = stablehlo.slice %811 [56:57, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1096 = stablehlo.reshape %1095 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1097:2 = call @closed_call_162(%1092#0, %1094, %1096) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1098 = stablehlo.slice %809 [57:58, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1099 = stablehlo.reshape %1098 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1100 = stablehlo.slice %811 [57:58, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1101 = stablehlo.reshape %1100 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1102:2 = call @closed_call_162(%1097#0, %1099, %1101) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1103 = stablehlo.slice %809 [58:59, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1104 = stablehlo.reshape %1103 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1105 = stablehlo.slice %811 [58:59, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1106 = stablehlo.reshape %1105 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1107:2 = call @closed_call_162(%1102#0, %1104, %1106) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1108 = stablehlo.slice %809 [59:60, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1109 = stablehlo.reshape %1108 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1110 = stablehlo.slice %811 [59:60, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1111 = stablehlo.reshape %1110 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1112:2 = call @closed_call_162(%1107#0, %1109, %1111) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1113 = stablehlo.slice %809 [60:61, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1114 = stablehlo.reshape %1113 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1115 = stablehlo.slice %811 [60:61, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1116 = stablehlo.reshape %1115 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1117:2 = call @closed_call_162(%1112#0, %1114, %1116) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1118 = stablehlo.slice %809 [61:62, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1119 = stablehlo.reshape %1118 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1120 = stablehlo.slice %811 [61:62, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1121 = stablehlo.reshape %1120 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1122:2 = call @closed_call_162(%1117#0, %1119, %1121) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1123 = stablehlo.slice %809 [62:63, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1124 = stablehlo.reshape %1123 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1125 = stablehlo.slice %811 [62:63, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1126 = stablehlo.reshape %1125 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1127:2 = call @closed_call_162(%1122#0, %1124, %1126) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1128 = stablehlo.slice %809 [63:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1129 = stablehlo.reshape %1128 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1130 = stablehlo.slice %811 [63:64, 0:8, 0:128] : (tensor<64x8x128xf32>) -> tensor<1x8x128xf32>
    %1131 = stablehlo.reshape %1130 : (tensor<1x8x128xf32>) -> tensor<8x128xf32>
    %1132:2 = call @closed_call_162(%1127#0, %1129, %1131) : (tensor<8x128xf32>, tensor<8x128xf32>, tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>)
    %1133 = stablehlo.broadcast_in_dim %817#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1134 = stablehlo.broadcast_in_dim %822#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1135 = stablehlo.broadcast_in_dim %827#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1136 = stablehlo.broadcast_in_dim %832#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1137 = stablehlo.broadcast_in_dim %837#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1138 = stablehlo.broadcast_in_dim %842#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1139 = stablehlo.broadcast_in_dim %847#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1140 = stablehlo.broadcast_in_dim %852#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1141 = stablehlo.broadcast_in_dim %857#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1142 = stablehlo.broadcast_in_dim %862#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1143 = stablehlo.broadcast_in_dim %867#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1144 = stablehlo.broadcast_in_dim %872#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1145 = stablehlo.broadcast_in_dim %877#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1146 = stablehlo.broadcast_in_dim %882#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1147 = stablehlo.broadcast_in_dim %887#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1148 = stablehlo.broadcast_in_dim %892#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1149 = stablehlo.broadcast_in_dim %897#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1150 = stablehlo.broadcast_in_dim %902#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1151 = stablehlo.broadcast_in_dim %907#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1152 = stablehlo.broadcast_in_dim %912#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1153 = stablehlo.broadcast_in_dim %917#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1154 = stablehlo.broadcast_in_dim %922#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1155 = stablehlo.broadcast_in_dim %927#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1156 = stablehlo.broadcast_in_dim %932#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1157 = stablehlo.broadcast_in_dim %937#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1158 = stablehlo.broadcast_in_dim %942#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1159 = stablehlo.broadcast_in_dim %947#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1160 = stablehlo.broadcast_in_dim %952#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1161 = stablehlo.broadcast_in_dim %957#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1162 = stablehlo.broadcast_in_dim %962#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1163 = stablehlo.broadcast_in_dim %967#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1164 = stablehlo.broadcast_in_dim %972#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1165 = stablehlo.broadcast_in_dim %977#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1166 = stablehlo.broadcast_in_dim %982#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1167 = stablehlo.broadcast_in_dim %987#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1168 = stablehlo.broadcast_in_dim %992#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1169 = stablehlo.broadcast_in_dim %997#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1170 = stablehlo.broadcast_in_dim %1002#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1171 = stablehlo.broadcast_in_dim %1007#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1172 = stablehlo.broadcast_in_dim %1012#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1173 = stablehlo.broadcast_in_dim %1017#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1174 = stablehlo.broadcast_in_dim %1022#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1175 = stablehlo.broadcast_in_dim %1027#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1176 = stablehlo.broadcast_in_dim %1032#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1177 = stablehlo.broadcast_in_dim %1037#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1178 = stablehlo.broadcast_in_dim %1042#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1179 = stablehlo.broadcast_in_dim %1047#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1180 = stablehlo.broadcast_in_dim %1052#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1181 = stablehlo.broadcast_in_dim %1057#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1182 = stablehlo.broadcast_in_dim %1062#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1183 = stablehlo.broadcast_in_dim %1067#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1184 = stablehlo.broadcast_in_dim %1072#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1185 = stablehlo.broadcast_in_dim %1077#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1186 = stablehlo.broadcast_in_dim %1082#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1187 = stablehlo.broadcast_in_dim %1087#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1188 = stablehlo.broadcast_in_dim %1092#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1189 = stablehlo.broadcast_in_dim %1097#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1190 = stablehlo.broadcast_in_dim %1102#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1191 = stablehlo.broadcast_in_dim %1107#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1192 = stablehlo.broadcast_in_dim %1112#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1193 = stablehlo.broadcast_in_dim %1117#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1194 = stablehlo.broadcast_in_dim %1122#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1195 = stablehlo.broadcast_in_dim %1127#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1196 = stablehlo.broadcast_in_dim %1132#1, dims = [1, 2] : (tensor<8x128xf32>) -> tensor<1x8x128xf32>
    %1197 = stablehlo.concatenate %1133, %1134, %1135, %1136, %1137, %1138, %1139, %1140, %1141, %1142, %1143, %1144, %1145, %1146, %1147, %1148, %1149, %1150, %1151, %1152, %1153, %1154, %1155, %1156, %1157, %1158, %1159, %1160, %1161, %1162, %1163, %1164, %1165, %1166, %1167, %1168, %1169, %1170, %1171, %1172, %1173, %1174, %1175, %1176, %1177, %1178, %1179, %1180, %1181, %1182, %1183, %1184, %1185, %1186, %1187, %1188, %1189, %1190, %1191, %1192, %1193, %1194, %1195, %1196, dim = 0 : (tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>, tensor<1x8x128xf32>) -> tensor<64x8x128xf32>
    %1198 = stablehlo.concatenate %812, %1197, dim = 0 : (tensor<0x8x128xf32>, tensor<64x8x128xf32>) -> tensor<64x8x128xf32>
    %1199 = stablehlo.transpose %1198, dims = [1, 0, 2] : (tensor<64x8x128xf32>) -> tensor<8x64x128xf32>
    %1200 = stablehlo.multiply %1199, %661 : tensor<8x64x128xf32>
    %1201 = stablehlo.dot_general %1200, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1202 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1203 = stablehlo.broadcast_in_dim %1202, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1204 = stablehlo.add %1201, %1203 : tensor<8x64x128xf32>
    %1205 = stablehlo.add %1204, %629 : tensor<8x64x128xf32>
    %1206 = chlo.square %1205 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1207 = stablehlo.reduce(%1206 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1208 = stablehlo.broadcast_in_dim %1207, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1210 = stablehlo.divide %1208, %1209 : tensor<8x64x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1212 = stablehlo.add %1210, %1211 : tensor<8x64x1xf32>
    %1213 = stablehlo.rsqrt %1212 : tensor<8x64x1xf32>
    %1214 = stablehlo.broadcast_in_dim %1213, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1215 = stablehlo.multiply %1205, %1214 : tensor<8x64x128xf32>
    %1216 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %1218 = stablehlo.add %1216, %1217 : tensor<1x1x128xf32>
    %1219 = stablehlo.broadcast_in_dim %1218, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1220 = stablehlo.multiply %1215, %1219 : tensor<8x64x128xf32>
    %1221 = stablehlo.dot_general %arg23, %1220, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x64x128xf32>) -> tensor<2x384x8x64xf32>
    %1222 = stablehlo.transpose %1221, dims = [0, 2, 3, 1] : (tensor<2x384x8x64xf32>) -> tensor<2x8x64x384xf32>
    %1223 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x64x384xf32>
    %1224 = stablehlo.add %1222, %1223 : tensor<2x8x64x384xf32>
    %1225 = stablehlo.slice %1224 [0:1, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %1226 = stablehlo.reshape %1225 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %1227 = stablehlo.multiply %1226, %1226 : tensor<8x64x384xf32>
    %1228 = stablehlo.multiply %1227, %1226 : tensor<8x64x384xf32>
    %cst_77 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1230 = stablehlo.multiply %1229, %1228 : tensor<8x64x384xf32>
    %1231 = stablehlo.add %1226, %1230 : tensor<8x64x384xf32>
    %cst_78 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1232 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1233 = stablehlo.multiply %1232, %1231 : tensor<8x64x384xf32>
    %1234 = stablehlo.tanh %1233 : tensor<8x64x384xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1236 = stablehlo.add %1235, %1234 : tensor<8x64x384xf32>
    %cst_80 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1238 = stablehlo.multiply %1237, %1236 : tensor<8x64x384xf32>
    %1239 = stablehlo.multiply %1226, %1238 : tensor<8x64x384xf32>
    %1240 = stablehlo.slice %1224 [1:2, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %1241 = stablehlo.reshape %1240 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %1242 = stablehlo.multiply %1239, %1241 : tensor<8x64x384xf32>
    %1243 = stablehlo.dot_general %1242, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %1244 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1245 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1246 = stablehlo.add %1243, %1245 : tensor<8x64x128xf32>
    %1247 = stablehlo.add %1246, %1205 : tensor<8x64x128xf32>
    %1248 = chlo.square %1247 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1249 = stablehlo.reduce(%1248 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1250 = stablehlo.broadcast_in_dim %1249, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1252 = stablehlo.divide %1250, %1251 : tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1254 = stablehlo.add %1252, %1253 : tensor<8x64x1xf32>
    %1255 = stablehlo.rsqrt %1254 : tensor<8x64x1xf32>
    %1256 = stablehlo.broadcast_in_dim %1255, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1257 = stablehlo.multiply %1247, %1256 : tensor<8x64x128xf32>
    %1258 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %1260 = stablehlo.add %1258, %1259 : tensor<1x1x128xf32>
    %1261 = stablehlo.broadcast_in_dim %1260, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1262 = stablehlo.multiply %1257, %1261 : tensor<8x64x128xf32>
    %1263 = stablehlo.dot_general %1262, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1264 = stablehlo.dot_general %1262, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %1265 = stablehlo.dot_general %1262, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x32xf32>) -> tensor<8x64x32xf32>
    %1266 = stablehlo.reshape %1263 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %1267 = stablehlo.reshape %1264 : (tensor<8x64x32xf32>) -> tensor<8x64x1x32xf32>
    %1268 = stablehlo.reshape %1265 : (tensor<8x64x32xf32>) -> tensor<8x64x1x32xf32>
    %1269 = stablehlo.slice %1266 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %1270 = stablehlo.slice %1266 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %1271 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1x1xi32>
    %1272 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_85 = stablehlo.constant dense<2> : tensor<i32>
    %1273 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1274 = stablehlo.multiply %1273, %1272 : tensor<8xi32>
    %1275 = stablehlo.convert %1274 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_86 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1277 = stablehlo.divide %1275, %1276 : tensor<8xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1278 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1279 = stablehlo.power %1278, %1277 : tensor<8xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1280 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1281 = stablehlo.divide %1280, %1279 : tensor<8xf32>
    %1282 = stablehlo.convert %1271 : (tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xf32>
    %1283 = stablehlo.broadcast_in_dim %1281, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %1284 = stablehlo.broadcast_in_dim %1282, dims = [0, 1, 2, 3] : (tensor<8x64x1x1xf32>) -> tensor<8x64x1x8xf32>
    %1285 = stablehlo.broadcast_in_dim %1283, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x64x1x8xf32>
    %1286 = stablehlo.multiply %1284, %1285 : tensor<8x64x1x8xf32>
    %1287 = stablehlo.sine %1286 : tensor<8x64x1x8xf32>
    %1288 = stablehlo.cosine %1286 : tensor<8x64x1x8xf32>
    %1289 = stablehlo.slice %1269 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %1290 = stablehlo.slice %1269 [0:8, 0:64, 0:4, 8:16] : (tensor<8x64x4x16xf32>) -> tensor<8x64x4x8xf32>
    %1291 = stablehlo.broadcast_in_dim %1288, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1292 = stablehlo.multiply %1289, %1291 : tensor<8x64x4x8xf32>
    %1293 = stablehlo.broadcast_in_dim %1287, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1294 = stablehlo.multiply %1290, %1293 : tensor<8x64x4x8xf32>
    %1295 = stablehlo.subtract %1292, %1294 : tensor<8x64x4x8xf32>
    %1296 = stablehlo.broadcast_in_dim %1288, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1297 = stablehlo.multiply %1290, %1296 : tensor<8x64x4x8xf32>
    %1298 = stablehlo.broadcast_in_dim %1287, dims = [0, 1, 2, 3] : (tensor<8x64x1x8xf32>) -> tensor<8x64x4x8xf32>
    %1299 = stablehlo.multiply %1289, %1298 : tensor<8x64x4x8xf32>
    %1300 = stablehlo.add %1297, %1299 : tensor<8x64x4x8xf32>
    %1301 = stablehlo.concatenate %1295, %1300, %1270, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x8xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %1302 = stablehlo.slice %1267 [0:8, 0:64, 0:1, 0:16] : (tensor<8x64x1x32xf32>) -> tensor<8x64x1x16xf32>
    %1303 = stablehlo.slice %1267 [0:8, 0:64, 0:1, 16:32] : (tensor<8x64x1x32xf32>) -> tensor<8x64x1x16xf32>
    %1304 = stablehlo.broadcast_in_dim %arg52, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1x1xi32>
    %1305 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_89 = stablehlo.constant dense<2> : tensor<i32>
    %1306 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1307 = stablehlo.multiply %1306, %1305 : tensor<8xi32>
    %1308 = stablehlo.convert %1307 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_90 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1310 = stablehlo.divide %1308, %1309 : tensor<8xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1312 = stablehlo.power %1311, %1310 : tensor<8xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %1314 = stablehlo.divide %1313, %1312 : tensor<8xf32>
    %1315 = stablehlo.convert %1304 : (tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xf32>
    %1316 = stablehlo.broadcast_in_dim %1314, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %1317 = stablehlo.broadcast_in_dim %1315, dims = [0, 1, 2, 3] : (tensor<8x64x1x1xf32>) -> tensor<8x64x1x8xf32>
    %1318 = stablehlo.broadcast_in_dim %1316, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x64x1x8xf32>
    %1319 = stablehlo.multiply %1317, %1318 : tensor<8x64x1x8xf32>
    %1320 = stablehlo.sine %1319 : tensor<8x64x1x8xf32>
    %1321 = stablehlo.cosine %1319 : tensor<8x64x1x8xf32>
    %1322 = stablehlo.slice %1302 [0:8, 0:64, 0:1, 0:8] : (tensor<8x64x1x16xf32>) -> tensor<8x64x1x8xf32>
    %1323 = stablehlo.slice %1302 [0:8, 0:64, 0:1, 8:16] : (tensor<8x64x1x16xf32>) -> tensor<8x64x1x8xf32>
    %1324 = stablehlo.multiply %1322, %1321 : tensor<8x64x1x8xf32>
    %1325 = stablehlo.multiply %1323, %1320 : tensor<8x64x1x8xf32>
    %1326 = stablehlo.subtract %1324, %1325 : tensor<8x64x1x8xf32>
    %1327 = stablehlo.multiply %1323, %1321 : tensor<8x64x1x8xf32>
    %1328 = stablehlo.multiply %1322, %1320 : tensor<8x64x1x8xf32>
    %1329 = stablehlo.add %1327, %1328 : tensor<8x64x1x8xf32>
    %1330 = stablehlo.concatenate %1326, %1329, %1303, dim = 3 : (tensor<8x64x1x8xf32>, tensor<8x64x1x8xf32>, tensor<8x64x1x16xf32>) -> tensor<8x64x1x32xf32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %1331 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1332 = stablehlo.compare EQ, %arg52, %1331, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %1333 = call @cumsum(%1332) : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %1334 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1335 = stablehlo.broadcast_in_dim %1334, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %1336 = stablehlo.broadcast_in_dim %1335, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x8x64xi32>
    %1337 = stablehlo.reshape %1336 : (tensor<1x8x64xi32>) -> tensor<8x64xi32>
    %1338 = stablehlo.broadcast_in_dim %1333, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %1339 = stablehlo.broadcast_in_dim %1333, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %1340 = stablehlo.broadcast_in_dim %1338, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %1341 = stablehlo.broadcast_in_dim %1339, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %1342 = stablehlo.compare EQ, %1340, %1341, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %1343 = stablehlo.broadcast_in_dim %1337, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %1344 = stablehlo.broadcast_in_dim %1337, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %1345 = stablehlo.broadcast_in_dim %1343, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %1346 = stablehlo.broadcast_in_dim %1344, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %1347 = stablehlo.compare GE, %1345, %1346, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %1348 = stablehlo.broadcast_in_dim %1337, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %1349 = stablehlo.broadcast_in_dim %1337, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %c_94 = stablehlo.constant dense<32> : tensor<i32>
    %1350 = stablehlo.broadcast_in_dim %c_94, dims = [] : (tensor<i32>) -> tensor<8x1x64xi32>
    %1351 = stablehlo.add %1349, %1350 : tensor<8x1x64xi32>
    %1352 = stablehlo.broadcast_in_dim %1348, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %1353 = stablehlo.broadcast_in_dim %1351, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %1354 = stablehlo.compare LE, %1352, %1353, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %1355 = stablehlo.and %1347, %1354 : tensor<8x64x64xi1>
    %1356 = stablehlo.and %1342, %1355 : tensor<8x64x64xi1>
    %1357 = stablehlo.reshape %1330 : (tensor<8x64x1x32xf32>) -> tensor<8x64x32xf32>
    %1358 = stablehlo.dot_general %1357, %1301, batching_dims = [0] x [0], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x64x64x4xf32>
    %1359 = stablehlo.transpose %1358, dims = [0, 3, 2, 1] : (tensor<8x64x64x4xf32>) -> tensor<8x4x64x64xf32>
    %cst_95 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1361 = stablehlo.multiply %1359, %1360 : tensor<8x4x64x64xf32>
    %1362 = stablehlo.broadcast_in_dim %1356, dims = [0, 2, 3] : (tensor<8x64x64xi1>) -> tensor<8x1x64x64xi1>
    %cst_96 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %1363 = call @_where(%1362, %1361, %cst_96) : (tensor<8x1x64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1364 = stablehlo.reduce(%1363 init: %cst_97) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1365 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %1366 = stablehlo.maximum %1365, %1364 : tensor<8x4x64xf32>
    %1367 = stablehlo.broadcast_in_dim %1366, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1368 = stablehlo.broadcast_in_dim %1367, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1369 = stablehlo.subtract %1363, %1368 : tensor<8x4x64x64xf32>
    %1370 = stablehlo.exponential %1369 : tensor<8x4x64x64xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1371 = stablehlo.reduce(%1370 init: %cst_99) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %1372 = stablehlo.broadcast_in_dim %1371, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %1373 = stablehlo.broadcast_in_dim %1372, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %1374 = stablehlo.divide %1370, %1373 : tensor<8x4x64x64xf32>
    %1375 = stablehlo.reshape %1268 : (tensor<8x64x1x32xf32>) -> tensor<8x64x32xf32>
    %1376 = stablehlo.dot_general %1375, %1374, batching_dims = [0] x [0], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x32xf32>, tensor<8x4x64x64xf32>) -> tensor<8x32x4x64xf32>
    %1377 = stablehlo.transpose %1376, dims = [0, 3, 2, 1] : (tensor<8x32x4x64xf32>) -> tensor<8x64x4x32xf32>
    %1378 = stablehlo.reshape %1377 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %1379 = stablehlo.dot_general %1378, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %1380 = stablehlo.reshape %arg38 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1381 = stablehlo.broadcast_in_dim %1380, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1382 = stablehlo.add %1379, %1381 : tensor<8x64x128xf32>
    %1383 = stablehlo.add %1382, %1247 : tensor<8x64x128xf32>
    %1384 = chlo.square %1383 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1385 = stablehlo.reduce(%1384 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1386 = stablehlo.broadcast_in_dim %1385, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_101 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1388 = stablehlo.divide %1386, %1387 : tensor<8x64x1xf32>
    %cst_102 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1389 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1390 = stablehlo.add %1388, %1389 : tensor<8x64x1xf32>
    %1391 = stablehlo.rsqrt %1390 : tensor<8x64x1xf32>
    %1392 = stablehlo.broadcast_in_dim %1391, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1393 = stablehlo.multiply %1383, %1392 : tensor<8x64x128xf32>
    %1394 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1395 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %1396 = stablehlo.add %1394, %1395 : tensor<1x1x128xf32>
    %1397 = stablehlo.broadcast_in_dim %1396, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1398 = stablehlo.multiply %1393, %1397 : tensor<8x64x128xf32>
    %1399 = stablehlo.dot_general %arg47, %1398, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x64x128xf32>) -> tensor<2x384x8x64xf32>
    %1400 = stablehlo.transpose %1399, dims = [0, 2, 3, 1] : (tensor<2x384x8x64xf32>) -> tensor<2x8x64x384xf32>
    %1401 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x64x384xf32>
    %1402 = stablehlo.add %1400, %1401 : tensor<2x8x64x384xf32>
    %1403 = stablehlo.slice %1402 [0:1, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %1404 = stablehlo.reshape %1403 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %1405 = stablehlo.multiply %1404, %1404 : tensor<8x64x384xf32>
    %1406 = stablehlo.multiply %1405, %1404 : tensor<8x64x384xf32>
    %cst_104 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1407 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1408 = stablehlo.multiply %1407, %1406 : tensor<8x64x384xf32>
    %1409 = stablehlo.add %1404, %1408 : tensor<8x64x384xf32>
    %cst_105 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1411 = stablehlo.multiply %1410, %1409 : tensor<8x64x384xf32>
    %1412 = stablehlo.tanh %1411 : tensor<8x64x384xf32>
    %cst_106 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1413 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1414 = stablehlo.add %1413, %1412 : tensor<8x64x384xf32>
    %cst_107 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %1416 = stablehlo.multiply %1415, %1414 : tensor<8x64x384xf32>
    %1417 = stablehlo.multiply %1404, %1416 : tensor<8x64x384xf32>
    %1418 = stablehlo.slice %1402 [1:2, 0:8, 0:64, 0:384] : (tensor<2x8x64x384xf32>) -> tensor<1x8x64x384xf32>
    %1419 = stablehlo.reshape %1418 : (tensor<1x8x64x384xf32>) -> tensor<8x64x384xf32>
    %1420 = stablehlo.multiply %1417, %1419 : tensor<8x64x384xf32>
    %1421 = stablehlo.dot_general %1420, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %1422 = stablehlo.reshape %arg44 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %1423 = stablehlo.broadcast_in_dim %1422, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1424 = stablehlo.add %1421, %1423 : tensor<8x64x128xf32>
    %1425 = stablehlo.add %1424, %1383 : tensor<8x64x128xf32>
    %1426 = chlo.square %1425 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1427 = stablehlo.reduce(%1426 init: %cst_108) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1428 = stablehlo.broadcast_in_dim %1427, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %1429 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1430 = stablehlo.divide %1428, %1429 : tensor<8x64x1xf32>
    %cst_110 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %1431 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1432 = stablehlo.add %1430, %1431 : tensor<8x64x1xf32>
    %1433 = stablehlo.rsqrt %1432 : tensor<8x64x1xf32>
    %1434 = stablehlo.broadcast_in_dim %1433, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %1435 = stablehlo.multiply %1425, %1434 : tensor<8x64x128xf32>
    %1436 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1437 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %1438 = stablehlo.add %1436, %1437 : tensor<1x1x128xf32>
    %1439 = stablehlo.broadcast_in_dim %1438, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %1440 = stablehlo.multiply %1435, %1439 : tensor<8x64x128xf32>
    %1441 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %1442 = stablehlo.dot_general %1440, %1441, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %cst_112 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1444 = stablehlo.divide %1442, %1443 : tensor<8x64x512xf32>
    %1445 = stablehlo.tanh %1444 : tensor<8x64x512xf32>
    %cst_113 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %1446 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1447 = stablehlo.multiply %1445, %1446 : tensor<8x64x512xf32>
    return %1447 : tensor<8x64x512xf32>
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
  func.func private @closed_call(%arg0: tensor<8x128xf32>, %arg1: tensor<8x128xf32>, %arg2: tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>) {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<8x128xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<8x128xf32>
    return %1, %1 : tensor<8x128xf32>, tensor<8x128xf32>
  }
  func.func private @closed_call_162(%arg0: tensor<8x128xf32>, %arg1: tensor<8x128xf32>, %arg2: tensor<8x128xf32>) -> (tensor<8x128xf32>, tensor<8x128xf32>) {
    %0 = stablehlo.multiply %arg2, %arg0 : tensor<8x128xf32>
    %1 = stablehlo.add %0, %arg1 : tensor<8x128xf32>
    return %1, %1 : tensor<8x128xf32>, tensor<8x128xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x64xi1>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %1 = call @cumsum_185(%0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @cumsum_185(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
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
