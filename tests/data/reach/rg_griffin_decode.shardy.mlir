module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]>
  func.func public @main(%arg0: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg3: tensor<2x1x1x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg4: tensor<2x128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg5: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<4x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg7: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg9: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg18: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg22: tensor<2x1x1x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg23: tensor<2x128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg24: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<4x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg33: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg34: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<4x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg37: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg38: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg40: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg41: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg42: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg43: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg46: tensor<2x1x1x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg47: tensor<2x128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg48: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg50: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<8x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg52: tensor<8x3x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg53: tensor<8x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg54: tensor<8x3x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg55: tensor<8x32x1x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg56: tensor<8x32x1x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg57: tensor<8xi32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg58: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg59: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<8x128xf32> {jax.result_info = "result[1]['blocks.0'].rg_lru_state"}, tensor<8x3x128xf32> {jax.result_info = "result[1]['blocks.0'].conv1d_state"}, tensor<8x128xf32> {jax.result_info = "result[1]['blocks.1'].rg_lru_state"}, tensor<8x3x128xf32> {jax.result_info = "result[1]['blocks.1'].conv1d_state"}, tensor<8x32x1x32xf32> {jax.result_info = "result[1]['blocks.2'].keys"}, tensor<8x32x1x32xf32> {jax.result_info = "result[1]['blocks.2'].values"}, tensor<8xi32> {jax.result_info = "result[1]['blocks.2'].num_tokens"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg58, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg58, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg58 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %6 = "stablehlo.gather"(%arg49, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<8x1x1xi32>) -> tensor<8x1x128xf32>
    %cst = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.sqrt %cst : tensor<f32>
    %8 = stablehlo.convert %7 : (tensor<f32>) -> tensor<bf16>
    %9 = stablehlo.convert %8 : (tensor<bf16>) -> tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %11 = stablehlo.multiply %6, %10 : tensor<8x1x128xf32>
    %12 = chlo.square %11 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.reduce(%12 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %16 = stablehlo.divide %14, %15 : tensor<8x1x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x1x1xf32>
    %19 = stablehlo.rsqrt %18 : tensor<8x1x1xf32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %21 = stablehlo.multiply %11, %20 : tensor<8x1x128xf32>
    %22 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %24 = stablehlo.add %22, %23 : tensor<1x1x128xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<8x1x128xf32>
    %27 = stablehlo.dot_general %26, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %28 = stablehlo.reshape %arg11 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x1x128xf32>
    %31 = stablehlo.multiply %30, %30 : tensor<8x1x128xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<8x1x128xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %34 = stablehlo.multiply %33, %32 : tensor<8x1x128xf32>
    %35 = stablehlo.add %30, %34 : tensor<8x1x128xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %37 = stablehlo.multiply %36, %35 : tensor<8x1x128xf32>
    %38 = stablehlo.tanh %37 : tensor<8x1x128xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %40 = stablehlo.add %39, %38 : tensor<8x1x128xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %42 = stablehlo.multiply %41, %40 : tensor<8x1x128xf32>
    %43 = stablehlo.multiply %30, %42 : tensor<8x1x128xf32>
    %44 = stablehlo.dot_general %26, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %45 = stablehlo.reshape %arg9 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x1x128xf32>
    %48 = stablehlo.concatenate %arg52, %47, dim = 1 : (tensor<8x3x128xf32>, tensor<8x1x128xf32>) -> tensor<8x4x128xf32>
    %49 = stablehlo.slice %48 [0:8, 3:4, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %51 = stablehlo.concatenate %50, %49, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %52 = stablehlo.slice %arg6 [3:4, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %53 = stablehlo.reshape %52 : (tensor<1x128xf32>) -> tensor<128xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %56 = stablehlo.multiply %51, %55 : tensor<8x1x128xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %58 = stablehlo.add %57, %56 : tensor<8x1x128xf32>
    %59 = stablehlo.slice %48 [0:8, 2:3, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %61 = stablehlo.concatenate %60, %59, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %62 = stablehlo.slice %arg6 [2:3, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %63 = stablehlo.reshape %62 : (tensor<1x128xf32>) -> tensor<128xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %66 = stablehlo.multiply %61, %65 : tensor<8x1x128xf32>
    %67 = stablehlo.add %58, %66 : tensor<8x1x128xf32>
    %68 = stablehlo.slice %48 [0:8, 1:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %70 = stablehlo.concatenate %69, %68, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %71 = stablehlo.slice %arg6 [1:2, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %72 = stablehlo.reshape %71 : (tensor<1x128xf32>) -> tensor<128xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %75 = stablehlo.multiply %70, %74 : tensor<8x1x128xf32>
    %76 = stablehlo.add %67, %75 : tensor<8x1x128xf32>
    %77 = stablehlo.slice %48 [0:8, 0:1, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %79 = stablehlo.concatenate %78, %77, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %80 = stablehlo.slice %arg6 [0:1, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %81 = stablehlo.reshape %80 : (tensor<1x128xf32>) -> tensor<128xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %84 = stablehlo.multiply %79, %83 : tensor<8x1x128xf32>
    %85 = stablehlo.add %76, %84 : tensor<8x1x128xf32>
    %86 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %88 = stablehlo.add %85, %87 : tensor<8x1x128xf32>
    %89 = stablehlo.slice %48 [0:8, 1:4, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x3x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %91 = stablehlo.concatenate %90, %89, dim = 1 : (tensor<8x0x128xf32>, tensor<8x3x128xf32>) -> tensor<8x3x128xf32>
    %92 = stablehlo.reshape %88 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
    %93 = stablehlo.dot_general %arg17, %92, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x1x4x32xf32>) -> tensor<4x32x8x1xf32>
    %94 = stablehlo.transpose %93, dims = [2, 3, 0, 1] : (tensor<4x32x8x1xf32>) -> tensor<8x1x4x32xf32>
    %95 = stablehlo.broadcast_in_dim %arg16, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %97 = stablehlo.add %94, %96 : tensor<8x1x4x32xf32>
    %98 = stablehlo.reshape %97 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
    %99 = stablehlo.negate %98 : tensor<8x1x128xf32>
    %100 = stablehlo.exponential %99 : tensor<8x1x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %102 = stablehlo.add %101, %100 : tensor<8x1x128xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %104 = stablehlo.divide %103, %102 : tensor<8x1x128xf32>
    %105 = stablehlo.reshape %88 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
    %106 = stablehlo.dot_general %arg14, %105, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x1x4x32xf32>) -> tensor<4x32x8x1xf32>
    %107 = stablehlo.transpose %106, dims = [2, 3, 0, 1] : (tensor<4x32x8x1xf32>) -> tensor<8x1x4x32xf32>
    %108 = stablehlo.broadcast_in_dim %arg13, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %110 = stablehlo.add %107, %109 : tensor<8x1x4x32xf32>
    %111 = stablehlo.reshape %110 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
    %112 = stablehlo.negate %111 : tensor<8x1x128xf32>
    %113 = stablehlo.exponential %112 : tensor<8x1x128xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %115 = stablehlo.add %114, %113 : tensor<8x1x128xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %117 = stablehlo.divide %116, %115 : tensor<8x1x128xf32>
    %cst_19 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %119 = stablehlo.multiply %118, %117 : tensor<8x1x128xf32>
    %120 = call @softplus(%arg15) : (tensor<128xf32>) -> tensor<128xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %123 = stablehlo.multiply %119, %122 : tensor<8x1x128xf32>
    %124 = stablehlo.exponential %123 : tensor<8x1x128xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %126 = stablehlo.multiply %125, %123 : tensor<8x1x128xf32>
    %127 = stablehlo.exponential %126 : tensor<8x1x128xf32>
    %128 = stablehlo.multiply %88, %104 : tensor<8x1x128xf32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %129 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %130 = stablehlo.compare EQ, %arg59, %129, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %131 = stablehlo.convert %130 : (tensor<8x1xi1>) -> tensor<8x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %133 = stablehlo.subtract %132, %127 : tensor<8x1x128xf32>
    %134 = stablehlo.sqrt %133 : tensor<8x1x128xf32>
    %135 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %137 = stablehlo.subtract %136, %131 : tensor<8x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %140 = stablehlo.multiply %139, %134 : tensor<8x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %142 = stablehlo.add %141, %140 : tensor<8x1x128xf32>
    %143 = stablehlo.multiply %128, %142 : tensor<8x1x128xf32>
    %144 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %146 = stablehlo.subtract %145, %144 : tensor<8x1x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %148 = stablehlo.multiply %124, %147 : tensor<8x1x128xf32>
    %149 = stablehlo.broadcast_in_dim %arg51, dims = [0, 2] : (tensor<8x128xf32>) -> tensor<8x1x128xf32>
    %150 = stablehlo.multiply %148, %149 : tensor<8x1x128xf32>
    %151 = stablehlo.add %150, %143 : tensor<8x1x128xf32>
    %152 = stablehlo.reshape %151 : (tensor<8x1x128xf32>) -> tensor<8x128xf32>
    %153 = stablehlo.multiply %151, %43 : tensor<8x1x128xf32>
    %154 = stablehlo.dot_general %153, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %155 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x1x128xf32>
    %158 = stablehlo.add %157, %11 : tensor<8x1x128xf32>
    %159 = chlo.square %158 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_26 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %163 = stablehlo.divide %161, %162 : tensor<8x1x1xf32>
    %cst_27 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %165 = stablehlo.add %163, %164 : tensor<8x1x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<8x1x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %168 = stablehlo.multiply %158, %167 : tensor<8x1x128xf32>
    %169 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %171 = stablehlo.add %169, %170 : tensor<1x1x128xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %173 = stablehlo.multiply %168, %172 : tensor<8x1x128xf32>
    %174 = stablehlo.dot_general %arg4, %173, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x1x128xf32>) -> tensor<2x384x8x1xf32>
    %175 = stablehlo.transpose %174, dims = [0, 2, 3, 1] : (tensor<2x384x8x1xf32>) -> tensor<2x8x1x384xf32>
    %176 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x1x384xf32>
    %177 = stablehlo.add %175, %176 : tensor<2x8x1x384xf32>
    %178 = stablehlo.slice %177 [0:1, 0:8, 0:1, 0:384] : (tensor<2x8x1x384xf32>) -> tensor<1x8x1x384xf32>
    %179 = stablehlo.reshape %178 : (tensor<1x8x1x384xf32>) -> tensor<8x1x384xf32>
    %180 = stablehlo.multiply %179, %179 : tensor<8x1x384xf32>
    %181 = stablehlo.multiply %180, %179 : tensor<8x1x384xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %183 = stablehlo.multiply %182, %181 : tensor<8x1x384xf32>
    %184 = stablehlo.add %179, %183 : tensor<8x1x384xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %186 = stablehlo.multiply %185, %184 : tensor<8x1x384xf32>
    %187 = stablehlo.tanh %186 : tensor<8x1x384xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %189 = stablehlo.add %188, %187 : tensor<8x1x384xf32>
    %cst_32 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %191 = stablehlo.multiply %190, %189 : tensor<8x1x384xf32>
    %192 = stablehlo.multiply %179, %191 : tensor<8x1x384xf32>
    %193 = stablehlo.slice %177 [1:2, 0:8, 0:1, 0:384] : (tensor<2x8x1x384xf32>) -> tensor<1x8x1x384xf32>
    %194 = stablehlo.reshape %193 : (tensor<1x8x1x384xf32>) -> tensor<8x1x384xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<8x1x384xf32>
    %196 = stablehlo.dot_general %195, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x384xf32>, tensor<384x128xf32>) -> tensor<8x1x128xf32>
    %197 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %199 = stablehlo.add %196, %198 : tensor<8x1x128xf32>
    %200 = stablehlo.add %199, %158 : tensor<8x1x128xf32>
    %201 = chlo.square %200 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.reduce(%201 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_34 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %205 = stablehlo.divide %203, %204 : tensor<8x1x1xf32>
    %cst_35 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %207 = stablehlo.add %205, %206 : tensor<8x1x1xf32>
    %208 = stablehlo.rsqrt %207 : tensor<8x1x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %210 = stablehlo.multiply %200, %209 : tensor<8x1x128xf32>
    %211 = stablehlo.broadcast_in_dim %arg37, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %213 = stablehlo.add %211, %212 : tensor<1x1x128xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %215 = stablehlo.multiply %210, %214 : tensor<8x1x128xf32>
    %216 = stablehlo.dot_general %215, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %217 = stablehlo.reshape %arg30 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %219 = stablehlo.add %216, %218 : tensor<8x1x128xf32>
    %220 = stablehlo.multiply %219, %219 : tensor<8x1x128xf32>
    %221 = stablehlo.multiply %220, %219 : tensor<8x1x128xf32>
    %cst_37 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %223 = stablehlo.multiply %222, %221 : tensor<8x1x128xf32>
    %224 = stablehlo.add %219, %223 : tensor<8x1x128xf32>
    %cst_38 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<8x1x128xf32>
    %227 = stablehlo.tanh %226 : tensor<8x1x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %229 = stablehlo.add %228, %227 : tensor<8x1x128xf32>
    %cst_40 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %231 = stablehlo.multiply %230, %229 : tensor<8x1x128xf32>
    %232 = stablehlo.multiply %219, %231 : tensor<8x1x128xf32>
    %233 = stablehlo.dot_general %215, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %234 = stablehlo.reshape %arg28 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %235 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %236 = stablehlo.add %233, %235 : tensor<8x1x128xf32>
    %237 = stablehlo.concatenate %arg54, %236, dim = 1 : (tensor<8x3x128xf32>, tensor<8x1x128xf32>) -> tensor<8x4x128xf32>
    %238 = stablehlo.slice %237 [0:8, 3:4, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %240 = stablehlo.concatenate %239, %238, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %241 = stablehlo.slice %arg25 [3:4, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %242 = stablehlo.reshape %241 : (tensor<1x128xf32>) -> tensor<128xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %245 = stablehlo.multiply %240, %244 : tensor<8x1x128xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %247 = stablehlo.add %246, %245 : tensor<8x1x128xf32>
    %248 = stablehlo.slice %237 [0:8, 2:3, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %250 = stablehlo.concatenate %249, %248, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %251 = stablehlo.slice %arg25 [2:3, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %252 = stablehlo.reshape %251 : (tensor<1x128xf32>) -> tensor<128xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %255 = stablehlo.multiply %250, %254 : tensor<8x1x128xf32>
    %256 = stablehlo.add %247, %255 : tensor<8x1x128xf32>
    %257 = stablehlo.slice %237 [0:8, 1:2, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %259 = stablehlo.concatenate %258, %257, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %260 = stablehlo.slice %arg25 [1:2, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %261 = stablehlo.reshape %260 : (tensor<1x128xf32>) -> tensor<128xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %264 = stablehlo.multiply %259, %263 : tensor<8x1x128xf32>
    %265 = stablehlo.add %256, %264 : tensor<8x1x128xf32>
    %266 = stablehlo.slice %237 [0:8, 0:1, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x1x128xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %268 = stablehlo.concatenate %267, %266, dim = 1 : (tensor<8x0x128xf32>, tensor<8x1x128xf32>) -> tensor<8x1x128xf32>
    %269 = stablehlo.slice %arg25 [0:1, 0:128] : (tensor<4x128xf32>) -> tensor<1x128xf32>
    %270 = stablehlo.reshape %269 : (tensor<1x128xf32>) -> tensor<128xf32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %272 = stablehlo.broadcast_in_dim %271, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %273 = stablehlo.multiply %268, %272 : tensor<8x1x128xf32>
    %274 = stablehlo.add %265, %273 : tensor<8x1x128xf32>
    %275 = stablehlo.broadcast_in_dim %arg24, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %276 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %277 = stablehlo.add %274, %276 : tensor<8x1x128xf32>
    %278 = stablehlo.slice %237 [0:8, 1:4, 0:128] : (tensor<8x4x128xf32>) -> tensor<8x3x128xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x0x128xf32>
    %280 = stablehlo.concatenate %279, %278, dim = 1 : (tensor<8x0x128xf32>, tensor<8x3x128xf32>) -> tensor<8x3x128xf32>
    %281 = stablehlo.reshape %277 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
    %282 = stablehlo.dot_general %arg36, %281, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x1x4x32xf32>) -> tensor<4x32x8x1xf32>
    %283 = stablehlo.transpose %282, dims = [2, 3, 0, 1] : (tensor<4x32x8x1xf32>) -> tensor<8x1x4x32xf32>
    %284 = stablehlo.broadcast_in_dim %arg35, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %286 = stablehlo.add %283, %285 : tensor<8x1x4x32xf32>
    %287 = stablehlo.reshape %286 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
    %288 = stablehlo.negate %287 : tensor<8x1x128xf32>
    %289 = stablehlo.exponential %288 : tensor<8x1x128xf32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %291 = stablehlo.add %290, %289 : tensor<8x1x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %293 = stablehlo.divide %292, %291 : tensor<8x1x128xf32>
    %294 = stablehlo.reshape %277 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
    %295 = stablehlo.dot_general %arg33, %294, batching_dims = [0] x [2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<4x32x32xf32>, tensor<8x1x4x32xf32>) -> tensor<4x32x8x1xf32>
    %296 = stablehlo.transpose %295, dims = [2, 3, 0, 1] : (tensor<4x32x8x1xf32>) -> tensor<8x1x4x32xf32>
    %297 = stablehlo.broadcast_in_dim %arg32, dims = [2, 3] : (tensor<4x32xf32>) -> tensor<1x1x4x32xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x1x4x32xf32>
    %299 = stablehlo.add %296, %298 : tensor<8x1x4x32xf32>
    %300 = stablehlo.reshape %299 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
    %301 = stablehlo.negate %300 : tensor<8x1x128xf32>
    %302 = stablehlo.exponential %301 : tensor<8x1x128xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %304 = stablehlo.add %303, %302 : tensor<8x1x128xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %306 = stablehlo.divide %305, %304 : tensor<8x1x128xf32>
    %cst_51 = stablehlo.constant dense<-8.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<8x1x128xf32>
    %309 = call @softplus(%arg34) : (tensor<128xf32>) -> tensor<128xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %312 = stablehlo.multiply %308, %311 : tensor<8x1x128xf32>
    %313 = stablehlo.exponential %312 : tensor<8x1x128xf32>
    %cst_52 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %315 = stablehlo.multiply %314, %312 : tensor<8x1x128xf32>
    %316 = stablehlo.exponential %315 : tensor<8x1x128xf32>
    %317 = stablehlo.multiply %277, %293 : tensor<8x1x128xf32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %318 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %319 = stablehlo.compare EQ, %arg59, %318, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %320 = stablehlo.convert %319 : (tensor<8x1xi1>) -> tensor<8x1xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x128xf32>
    %322 = stablehlo.subtract %321, %316 : tensor<8x1x128xf32>
    %323 = stablehlo.sqrt %322 : tensor<8x1x128xf32>
    %324 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %326 = stablehlo.subtract %325, %320 : tensor<8x1xf32>
    %327 = stablehlo.broadcast_in_dim %326, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %329 = stablehlo.multiply %328, %323 : tensor<8x1x128xf32>
    %330 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %331 = stablehlo.add %330, %329 : tensor<8x1x128xf32>
    %332 = stablehlo.multiply %317, %331 : tensor<8x1x128xf32>
    %333 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %335 = stablehlo.subtract %334, %333 : tensor<8x1x1xf32>
    %336 = stablehlo.broadcast_in_dim %335, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %337 = stablehlo.multiply %313, %336 : tensor<8x1x128xf32>
    %338 = stablehlo.broadcast_in_dim %arg53, dims = [0, 2] : (tensor<8x128xf32>) -> tensor<8x1x128xf32>
    %339 = stablehlo.multiply %337, %338 : tensor<8x1x128xf32>
    %340 = stablehlo.add %339, %332 : tensor<8x1x128xf32>
    %341 = stablehlo.reshape %340 : (tensor<8x1x128xf32>) -> tensor<8x128xf32>
    %342 = stablehlo.multiply %340, %232 : tensor<8x1x128xf32>
    %343 = stablehlo.dot_general %342, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %344 = stablehlo.reshape %arg26 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %346 = stablehlo.add %343, %345 : tensor<8x1x128xf32>
    %347 = stablehlo.add %346, %200 : tensor<8x1x128xf32>
    %348 = chlo.square %347 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_58 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %352 = stablehlo.divide %350, %351 : tensor<8x1x1xf32>
    %cst_59 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %354 = stablehlo.add %352, %353 : tensor<8x1x1xf32>
    %355 = stablehlo.rsqrt %354 : tensor<8x1x1xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %357 = stablehlo.multiply %347, %356 : tensor<8x1x128xf32>
    %358 = stablehlo.broadcast_in_dim %arg19, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %360 = stablehlo.add %358, %359 : tensor<1x1x128xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %362 = stablehlo.multiply %357, %361 : tensor<8x1x128xf32>
    %363 = stablehlo.dot_general %arg23, %362, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x1x128xf32>) -> tensor<2x384x8x1xf32>
    %364 = stablehlo.transpose %363, dims = [0, 2, 3, 1] : (tensor<2x384x8x1xf32>) -> tensor<2x8x1x384xf32>
    %365 = stablehlo.broadcast_in_dim %arg22, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x1x384xf32>
    %366 = stablehlo.add %364, %365 : tensor<2x8x1x384xf32>
    %367 = stablehlo.slice %366 [0:1, 0:8, 0:1, 0:384] : (tensor<2x8x1x384xf32>) -> tensor<1x8x1x384xf32>
    %368 = stablehlo.reshape %367 : (tensor<1x8x1x384xf32>) -> tensor<8x1x384xf32>
    %369 = stablehlo.multiply %368, %368 : tensor<8x1x384xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<8x1x384xf32>
    %cst_61 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %372 = stablehlo.multiply %371, %370 : tensor<8x1x384xf32>
    %373 = stablehlo.add %368, %372 : tensor<8x1x384xf32>
    %cst_62 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %375 = stablehlo.multiply %374, %373 : tensor<8x1x384xf32>
    %376 = stablehlo.tanh %375 : tensor<8x1x384xf32>
    %cst_63 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %378 = stablehlo.add %377, %376 : tensor<8x1x384xf32>
    %cst_64 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %380 = stablehlo.multiply %379, %378 : tensor<8x1x384xf32>
    %381 = stablehlo.multiply %368, %380 : tensor<8x1x384xf32>
    %382 = stablehlo.slice %366 [1:2, 0:8, 0:1, 0:384] : (tensor<2x8x1x384xf32>) -> tensor<1x8x1x384xf32>
    %383 = stablehlo.reshape %382 : (tensor<1x8x1x384xf32>) -> tensor<8x1x384xf32>
    %384 = stablehlo.multiply %381, %383 : tensor<8x1x384xf32>
    %385 = stablehlo.dot_general %384, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x384xf32>, tensor<384x128xf32>) -> tensor<8x1x128xf32>
    %386 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %388 = stablehlo.add %385, %387 : tensor<8x1x128xf32>
    %389 = stablehlo.add %388, %347 : tensor<8x1x128xf32>
    %390 = chlo.square %389 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %392 = stablehlo.broadcast_in_dim %391, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_66 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %394 = stablehlo.divide %392, %393 : tensor<8x1x1xf32>
    %cst_67 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %396 = stablehlo.add %394, %395 : tensor<8x1x1xf32>
    %397 = stablehlo.rsqrt %396 : tensor<8x1x1xf32>
    %398 = stablehlo.broadcast_in_dim %397, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %399 = stablehlo.multiply %389, %398 : tensor<8x1x128xf32>
    %400 = stablehlo.broadcast_in_dim %arg48, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %402 = stablehlo.add %400, %401 : tensor<1x1x128xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %404 = stablehlo.multiply %399, %403 : tensor<8x1x128xf32>
    %405 = stablehlo.dot_general %404, %arg41, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %406 = stablehlo.dot_general %404, %arg40, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x32xf32>) -> tensor<8x1x32xf32>
    %407 = stablehlo.dot_general %404, %arg42, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x32xf32>) -> tensor<8x1x32xf32>
    %408 = stablehlo.reshape %405 : (tensor<8x1x128xf32>) -> tensor<8x1x4x32xf32>
    %409 = stablehlo.reshape %406 : (tensor<8x1x32xf32>) -> tensor<8x1x1x32xf32>
    %410 = stablehlo.reshape %407 : (tensor<8x1x32xf32>) -> tensor<8x1x1x32xf32>
    %411 = stablehlo.slice %408 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %412 = stablehlo.slice %408 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %413 = stablehlo.broadcast_in_dim %arg59, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1x1xi32>
    %414 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_69 = stablehlo.constant dense<2> : tensor<i32>
    %415 = stablehlo.broadcast_in_dim %c_69, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %416 = stablehlo.multiply %415, %414 : tensor<8xi32>
    %417 = stablehlo.convert %416 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_70 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %419 = stablehlo.divide %417, %418 : tensor<8xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %421 = stablehlo.power %420, %419 : tensor<8xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %423 = stablehlo.divide %422, %421 : tensor<8xf32>
    %424 = stablehlo.convert %413 : (tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xf32>
    %425 = stablehlo.broadcast_in_dim %423, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %426 = stablehlo.broadcast_in_dim %424, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x8xf32>
    %427 = stablehlo.broadcast_in_dim %425, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %428 = stablehlo.multiply %426, %427 : tensor<8x1x1x8xf32>
    %429 = stablehlo.sine %428 : tensor<8x1x1x8xf32>
    %430 = stablehlo.cosine %428 : tensor<8x1x1x8xf32>
    %431 = stablehlo.slice %411 [0:8, 0:1, 0:4, 0:8] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %432 = stablehlo.slice %411 [0:8, 0:1, 0:4, 8:16] : (tensor<8x1x4x16xf32>) -> tensor<8x1x4x8xf32>
    %433 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %434 = stablehlo.multiply %431, %433 : tensor<8x1x4x8xf32>
    %435 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %436 = stablehlo.multiply %432, %435 : tensor<8x1x4x8xf32>
    %437 = stablehlo.subtract %434, %436 : tensor<8x1x4x8xf32>
    %438 = stablehlo.broadcast_in_dim %430, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %439 = stablehlo.multiply %432, %438 : tensor<8x1x4x8xf32>
    %440 = stablehlo.broadcast_in_dim %429, dims = [0, 1, 2, 3] : (tensor<8x1x1x8xf32>) -> tensor<8x1x4x8xf32>
    %441 = stablehlo.multiply %431, %440 : tensor<8x1x4x8xf32>
    %442 = stablehlo.add %439, %441 : tensor<8x1x4x8xf32>
    %443 = stablehlo.concatenate %437, %442, %412, dim = 3 : (tensor<8x1x4x8xf32>, tensor<8x1x4x8xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %444 = stablehlo.slice %409 [0:8, 0:1, 0:1, 0:16] : (tensor<8x1x1x32xf32>) -> tensor<8x1x1x16xf32>
    %445 = stablehlo.slice %409 [0:8, 0:1, 0:1, 16:32] : (tensor<8x1x1x32xf32>) -> tensor<8x1x1x16xf32>
    %446 = stablehlo.broadcast_in_dim %arg59, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1x1xi32>
    %447 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_73 = stablehlo.constant dense<2> : tensor<i32>
    %448 = stablehlo.broadcast_in_dim %c_73, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %449 = stablehlo.multiply %448, %447 : tensor<8xi32>
    %450 = stablehlo.convert %449 : (tensor<8xi32>) -> tensor<8xf32>
    %cst_74 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %452 = stablehlo.divide %450, %451 : tensor<8xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %453 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %454 = stablehlo.power %453, %452 : tensor<8xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %456 = stablehlo.divide %455, %454 : tensor<8xf32>
    %457 = stablehlo.convert %446 : (tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xf32>
    %458 = stablehlo.broadcast_in_dim %456, dims = [3] : (tensor<8xf32>) -> tensor<1x1x1x8xf32>
    %459 = stablehlo.broadcast_in_dim %457, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x8xf32>
    %460 = stablehlo.broadcast_in_dim %458, dims = [0, 1, 2, 3] : (tensor<1x1x1x8xf32>) -> tensor<8x1x1x8xf32>
    %461 = stablehlo.multiply %459, %460 : tensor<8x1x1x8xf32>
    %462 = stablehlo.sine %461 : tensor<8x1x1x8xf32>
    %463 = stablehlo.cosine %461 : tensor<8x1x1x8xf32>
    %464 = stablehlo.slice %444 [0:8, 0:1, 0:1, 0:8] : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x8xf32>
    %465 = stablehlo.slice %444 [0:8, 0:1, 0:1, 8:16] : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x8xf32>
    %466 = stablehlo.multiply %464, %463 : tensor<8x1x1x8xf32>
    %467 = stablehlo.multiply %465, %462 : tensor<8x1x1x8xf32>
    %468 = stablehlo.subtract %466, %467 : tensor<8x1x1x8xf32>
    %469 = stablehlo.multiply %465, %463 : tensor<8x1x1x8xf32>
    %470 = stablehlo.multiply %464, %462 : tensor<8x1x1x8xf32>
    %471 = stablehlo.add %469, %470 : tensor<8x1x1x8xf32>
    %472 = stablehlo.concatenate %468, %471, %445, dim = 3 : (tensor<8x1x1x8xf32>, tensor<8x1x1x8xf32>, tensor<8x1x1x16xf32>) -> tensor<8x1x1x32xf32>
    %473 = stablehlo.concatenate %arg55, %472, dim = 1 : (tensor<8x32x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x33x1x32xf32>
    %474 = stablehlo.concatenate %arg56, %410, dim = 1 : (tensor<8x32x1x32xf32>, tensor<8x1x1x32xf32>) -> tensor<8x33x1x32xf32>
    %475 = stablehlo.iota dim = 0 : tensor<1xi32>
    %476 = stablehlo.broadcast_in_dim %475, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %477 = stablehlo.broadcast_in_dim %arg57, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %478 = stablehlo.broadcast_in_dim %476, dims = [0, 1] : (tensor<1x1xi32>) -> tensor<8x1xi32>
    %479 = stablehlo.add %478, %477 : tensor<8x1xi32>
    %480 = stablehlo.broadcast_in_dim %arg57, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_77 = stablehlo.constant dense<32> : tensor<i32>
    %481 = call @floor_divide(%480, %c_77) : (tensor<8x1xi32>, tensor<i32>) -> tensor<8x1xi32>
    %482 = stablehlo.iota dim = 0 : tensor<32xi32>
    %483 = stablehlo.broadcast_in_dim %482, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_78 = stablehlo.constant dense<32> : tensor<i32>
    %484 = stablehlo.broadcast_in_dim %c_78, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %485 = stablehlo.multiply %481, %484 : tensor<8x1xi32>
    %486 = stablehlo.broadcast_in_dim %483, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<8x32xi32>
    %487 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x32xi32>
    %488 = stablehlo.add %486, %487 : tensor<8x32xi32>
    %489 = stablehlo.broadcast_in_dim %482, dims = [1] : (tensor<32xi32>) -> tensor<1x32xi32>
    %c_79 = stablehlo.constant dense<1> : tensor<i32>
    %490 = stablehlo.broadcast_in_dim %c_79, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %491 = stablehlo.subtract %481, %490 : tensor<8x1xi32>
    %c_80 = stablehlo.constant dense<32> : tensor<i32>
    %492 = stablehlo.broadcast_in_dim %c_80, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %493 = stablehlo.multiply %491, %492 : tensor<8x1xi32>
    %494 = stablehlo.broadcast_in_dim %489, dims = [0, 1] : (tensor<1x32xi32>) -> tensor<8x32xi32>
    %495 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x32xi32>
    %496 = stablehlo.add %494, %495 : tensor<8x32xi32>
    %497 = stablehlo.broadcast_in_dim %arg57, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x32xi32>
    %499 = stablehlo.compare LT, %488, %498, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %500 = stablehlo.convert %499 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %501 = stablehlo.multiply %500, %488 : tensor<8x32xi32>
    %502 = stablehlo.convert %499 : (tensor<8x32xi1>) -> tensor<8x32xi32>
    %c_81 = stablehlo.constant dense<1> : tensor<i32>
    %503 = stablehlo.broadcast_in_dim %c_81, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %504 = stablehlo.subtract %503, %502 : tensor<8x32xi32>
    %505 = stablehlo.convert %504 : tensor<8x32xi32>
    %506 = stablehlo.multiply %505, %496 : tensor<8x32xi32>
    %507 = stablehlo.add %501, %506 : tensor<8x32xi32>
    %508 = stablehlo.concatenate %507, %479, dim = 1 : (tensor<8x32xi32>, tensor<8x1xi32>) -> tensor<8x33xi32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %509 = stablehlo.broadcast_in_dim %c_82, dims = [] : (tensor<i32>) -> tensor<8x33xi32>
    %510 = stablehlo.compare GE, %508, %509, SIGNED : (tensor<8x33xi32>, tensor<8x33xi32>) -> tensor<8x33xi1>
    %511 = stablehlo.broadcast_in_dim %510, dims = [0, 2] : (tensor<8x33xi1>) -> tensor<8x1x33xi1>
    %512 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %513 = stablehlo.broadcast_in_dim %508, dims = [0, 2] : (tensor<8x33xi32>) -> tensor<8x1x33xi32>
    %514 = stablehlo.broadcast_in_dim %512, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x33xi32>
    %515 = stablehlo.compare GE, %514, %513, SIGNED : (tensor<8x1x33xi32>, tensor<8x1x33xi32>) -> tensor<8x1x33xi1>
    %516 = stablehlo.broadcast_in_dim %479, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %517 = stablehlo.broadcast_in_dim %508, dims = [0, 2] : (tensor<8x33xi32>) -> tensor<8x1x33xi32>
    %c_83 = stablehlo.constant dense<32> : tensor<i32>
    %518 = stablehlo.broadcast_in_dim %c_83, dims = [] : (tensor<i32>) -> tensor<8x1x33xi32>
    %519 = stablehlo.add %517, %518 : tensor<8x1x33xi32>
    %520 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x33xi32>
    %521 = stablehlo.compare LE, %520, %519, SIGNED : (tensor<8x1x33xi32>, tensor<8x1x33xi32>) -> tensor<8x1x33xi1>
    %522 = stablehlo.and %515, %521 : tensor<8x1x33xi1>
    %523 = stablehlo.and %511, %522 : tensor<8x1x33xi1>
    %524 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_84 = stablehlo.constant dense<32> : tensor<i32>
    %525 = call @remainder(%arg57, %c_84) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %526 = stablehlo.reshape %472 : (tensor<8x1x1x32xf32>) -> tensor<8x1x32xf32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %527 = stablehlo.broadcast_in_dim %c_85, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %528 = stablehlo.compare LT, %524, %527, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_86 = stablehlo.constant dense<8> : tensor<i32>
    %529 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %530 = stablehlo.add %524, %529 : tensor<8xi32>
    %531 = stablehlo.select %528, %530, %524 : tensor<8xi1>, tensor<8xi32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %532 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %533 = stablehlo.compare LT, %525, %532, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_88 = stablehlo.constant dense<32> : tensor<i32>
    %534 = stablehlo.broadcast_in_dim %c_88, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %535 = stablehlo.add %525, %534 : tensor<8xi32>
    %536 = stablehlo.select %533, %535, %525 : tensor<8xi1>, tensor<8xi32>
    %537 = stablehlo.broadcast_in_dim %531, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %538 = stablehlo.broadcast_in_dim %536, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %539 = stablehlo.concatenate %537, %538, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %540 = "stablehlo.scatter"(%arg55, %539, %526) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      stablehlo.return %arg61 : tensor<f32>
    }) : (tensor<8x32x1x32xf32>, tensor<8x2xi32>, tensor<8x1x32xf32>) -> tensor<8x32x1x32xf32>
    %541 = stablehlo.reshape %410 : (tensor<8x1x1x32xf32>) -> tensor<8x1x32xf32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %542 = stablehlo.broadcast_in_dim %c_89, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %543 = stablehlo.compare LT, %524, %542, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_90 = stablehlo.constant dense<8> : tensor<i32>
    %544 = stablehlo.broadcast_in_dim %c_90, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %545 = stablehlo.add %524, %544 : tensor<8xi32>
    %546 = stablehlo.select %543, %545, %524 : tensor<8xi1>, tensor<8xi32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %547 = stablehlo.broadcast_in_dim %c_91, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %548 = stablehlo.compare LT, %525, %547, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_92 = stablehlo.constant dense<32> : tensor<i32>
    %549 = stablehlo.broadcast_in_dim %c_92, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %550 = stablehlo.add %525, %549 : tensor<8xi32>
    %551 = stablehlo.select %548, %550, %525 : tensor<8xi1>, tensor<8xi32>
    %552 = stablehlo.broadcast_in_dim %546, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %553 = stablehlo.broadcast_in_dim %551, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %554 = stablehlo.concatenate %552, %553, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x2xi32>
    %555 = "stablehlo.scatter"(%arg56, %554, %541) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1, 2], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg60: tensor<f32>, %arg61: tensor<f32>):
      stablehlo.return %arg61 : tensor<f32>
    }) : (tensor<8x32x1x32xf32>, tensor<8x2xi32>, tensor<8x1x32xf32>) -> tensor<8x32x1x32xf32>
    %c_93 = stablehlo.constant dense<1> : tensor<i32>
    %556 = stablehlo.broadcast_in_dim %c_93, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %557 = stablehlo.add %arg57, %556 : tensor<8xi32>
    %558 = stablehlo.reshape %473 : (tensor<8x33x1x32xf32>) -> tensor<8x33x32xf32>
    %559 = stablehlo.dot_general %558, %443, batching_dims = [0] x [0], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x33x32xf32>, tensor<8x1x4x32xf32>) -> tensor<8x33x1x4xf32>
    %560 = stablehlo.transpose %559, dims = [0, 3, 2, 1] : (tensor<8x33x1x4xf32>) -> tensor<8x4x1x33xf32>
    %cst_94 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x4x1x33xf32>
    %562 = stablehlo.multiply %560, %561 : tensor<8x4x1x33xf32>
    %563 = stablehlo.broadcast_in_dim %523, dims = [0, 2, 3] : (tensor<8x1x33xi1>) -> tensor<8x1x1x33xi1>
    %cst_95 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %564 = call @_where_126(%563, %562, %cst_95) : (tensor<8x1x1x33xi1>, tensor<8x4x1x33xf32>, tensor<f32>) -> tensor<8x4x1x33xf32>
    %cst_96 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %565 = stablehlo.reduce(%564 init: %cst_96) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x33xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
    %567 = stablehlo.maximum %566, %565 : tensor<8x4x1xf32>
    %568 = stablehlo.broadcast_in_dim %567, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %569 = stablehlo.broadcast_in_dim %568, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x33xf32>
    %570 = stablehlo.subtract %564, %569 : tensor<8x4x1x33xf32>
    %571 = stablehlo.exponential %570 : tensor<8x4x1x33xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %572 = stablehlo.reduce(%571 init: %cst_98) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x33xf32>, tensor<f32>) -> tensor<8x4x1xf32>
    %573 = stablehlo.broadcast_in_dim %572, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
    %574 = stablehlo.broadcast_in_dim %573, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x33xf32>
    %575 = stablehlo.divide %571, %574 : tensor<8x4x1x33xf32>
    %576 = stablehlo.reshape %474 : (tensor<8x33x1x32xf32>) -> tensor<8x33x32xf32>
    %577 = stablehlo.dot_general %576, %575, batching_dims = [0] x [0], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x33x32xf32>, tensor<8x4x1x33xf32>) -> tensor<8x32x4x1xf32>
    %578 = stablehlo.transpose %577, dims = [0, 3, 2, 1] : (tensor<8x32x4x1xf32>) -> tensor<8x1x4x32xf32>
    %579 = stablehlo.reshape %578 : (tensor<8x1x4x32xf32>) -> tensor<8x1x128xf32>
    %580 = stablehlo.dot_general %579, %arg39, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x128xf32>) -> tensor<8x1x128xf32>
    %581 = stablehlo.reshape %arg38 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %583 = stablehlo.add %580, %582 : tensor<8x1x128xf32>
    %584 = stablehlo.add %583, %389 : tensor<8x1x128xf32>
    %585 = chlo.square %584 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%585 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_100 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %589 = stablehlo.divide %587, %588 : tensor<8x1x1xf32>
    %cst_101 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %590 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %591 = stablehlo.add %589, %590 : tensor<8x1x1xf32>
    %592 = stablehlo.rsqrt %591 : tensor<8x1x1xf32>
    %593 = stablehlo.broadcast_in_dim %592, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %594 = stablehlo.multiply %584, %593 : tensor<8x1x128xf32>
    %595 = stablehlo.broadcast_in_dim %arg43, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %597 = stablehlo.add %595, %596 : tensor<1x1x128xf32>
    %598 = stablehlo.broadcast_in_dim %597, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %599 = stablehlo.multiply %594, %598 : tensor<8x1x128xf32>
    %600 = stablehlo.dot_general %arg47, %599, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x128x384xf32>, tensor<8x1x128xf32>) -> tensor<2x384x8x1xf32>
    %601 = stablehlo.transpose %600, dims = [0, 2, 3, 1] : (tensor<2x384x8x1xf32>) -> tensor<2x8x1x384xf32>
    %602 = stablehlo.broadcast_in_dim %arg46, dims = [0, 1, 2, 3] : (tensor<2x1x1x384xf32>) -> tensor<2x8x1x384xf32>
    %603 = stablehlo.add %601, %602 : tensor<2x8x1x384xf32>
    %604 = stablehlo.slice %603 [0:1, 0:8, 0:1, 0:384] : (tensor<2x8x1x384xf32>) -> tensor<1x8x1x384xf32>
    %605 = stablehlo.reshape %604 : (tensor<1x8x1x384xf32>) -> tensor<8x1x384xf32>
    %606 = stablehlo.multiply %605, %605 : tensor<8x1x384xf32>
    %607 = stablehlo.multiply %606, %605 : tensor<8x1x384xf32>
    %cst_103 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %609 = stablehlo.multiply %608, %607 : tensor<8x1x384xf32>
    %610 = stablehlo.add %605, %609 : tensor<8x1x384xf32>
    %cst_104 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %612 = stablehlo.multiply %611, %610 : tensor<8x1x384xf32>
    %613 = stablehlo.tanh %612 : tensor<8x1x384xf32>
    %cst_105 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %615 = stablehlo.add %614, %613 : tensor<8x1x384xf32>
    %cst_106 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %617 = stablehlo.multiply %616, %615 : tensor<8x1x384xf32>
    %618 = stablehlo.multiply %605, %617 : tensor<8x1x384xf32>
    %619 = stablehlo.slice %603 [1:2, 0:8, 0:1, 0:384] : (tensor<2x8x1x384xf32>) -> tensor<1x8x1x384xf32>
    %620 = stablehlo.reshape %619 : (tensor<1x8x1x384xf32>) -> tensor<8x1x384xf32>
    %621 = stablehlo.multiply %618, %620 : tensor<8x1x384xf32>
    %622 = stablehlo.dot_general %621, %arg45, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x384xf32>, tensor<384x128xf32>) -> tensor<8x1x128xf32>
    %623 = stablehlo.reshape %arg44 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %624 = stablehlo.broadcast_in_dim %623, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %625 = stablehlo.add %622, %624 : tensor<8x1x128xf32>
    %626 = stablehlo.add %625, %584 : tensor<8x1x128xf32>
    %627 = chlo.square %626 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.reduce(%627 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_108 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %631 = stablehlo.divide %629, %630 : tensor<8x1x1xf32>
    %cst_109 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %633 = stablehlo.add %631, %632 : tensor<8x1x1xf32>
    %634 = stablehlo.rsqrt %633 : tensor<8x1x1xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %636 = stablehlo.multiply %626, %635 : tensor<8x1x128xf32>
    %637 = stablehlo.broadcast_in_dim %arg50, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x128xf32>
    %639 = stablehlo.add %637, %638 : tensor<1x1x128xf32>
    %640 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x1x128xf32>
    %641 = stablehlo.multiply %636, %640 : tensor<8x1x128xf32>
    %642 = stablehlo.transpose %arg49, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %643 = stablehlo.dot_general %641, %642, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x512xf32>) -> tensor<8x1x512xf32>
    %cst_111 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %645 = stablehlo.divide %643, %644 : tensor<8x1x512xf32>
    %646 = stablehlo.tanh %645 : tensor<8x1x512xf32>
    %cst_112 = stablehlo.constant dense<3.000000e+01> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x1x512xf32>
    %648 = stablehlo.multiply %646, %647 : tensor<8x1x512xf32>
    return %648, %152, %91, %341, %280, %540, %555, %557 : tensor<8x1x512xf32>, tensor<8x128xf32>, tensor<8x3x128xf32>, tensor<8x128xf32>, tensor<8x3x128xf32>, tensor<8x32x1x32xf32>, tensor<8x32x1x32xf32>, tensor<8xi32>
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
  func.func private @floor_divide(%arg0: tensor<8x1xi32>, %arg1: tensor<i32>) -> tensor<8x1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8x1xi32>
    %3 = stablehlo.sign %arg0 : tensor<8x1xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %11 = stablehlo.and %6, %10 : tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8x1xi32>
    %14 = call @_where(%11, %13, %2) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    return %14 : tensor<8x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_105(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where_105(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_126(%arg0: tensor<8x1x1x33xi1>, %arg1: tensor<8x4x1x33xf32>, %arg2: tensor<f32>) -> tensor<8x4x1x33xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x1x1x33xi1>) -> tensor<8x4x1x33xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x1x33xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x1x33xi1>, tensor<8x4x1x33xf32>
    return %3 : tensor<8x4x1x33xf32>
  }
}
