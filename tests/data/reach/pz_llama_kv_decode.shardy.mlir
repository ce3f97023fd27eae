module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg3: tensor<128x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg4: tensor<128x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg5: tensor<4x32x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg6: tensor<8x4x32x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg7: tensor<8x4x32x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg8: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg11: tensor<384x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg12: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg14: tensor<128x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg15: tensor<128x4x32xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg16: tensor<4x32x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg17: tensor<8x4x32x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg18: tensor<8x4x32x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}, {}, {}]>}, %arg19: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg21: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<384x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg23: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg25: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg26: tensor<8x64xi32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg27: tensor<8x1xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x1x512xf32> {jax.result_info = "result[0]"}, tensor<512x128xf32> {jax.result_info = "result[1][0].value.data_array"}, tensor<128xf32> {jax.result_info = "result[1][1].value.data_array"}, tensor<128x4x32xf32> {jax.result_info = "result[1][2].value.data_array"}, tensor<128x4x32xf32> {jax.result_info = "result[1][3].value.data_array"}, tensor<128x4x32xf32> {jax.result_info = "result[1][4].value.data_array"}, tensor<4x32x128xf32> {jax.result_info = "result[1][5].value.data_array"}, tensor<8x4x32x64xf32> {jax.result_info = "result[1][6].value[0].data_array"}, tensor<8x4x32x64xf32> {jax.result_info = "result[1][6].value[1].data_array"}, tensor<128xf32> {jax.result_info = "result[1][7].value.data_array"}, tensor<128x384xf32> {jax.result_info = "result[1][8].value.data_array"}, tensor<128x384xf32> {jax.result_info = "result[1][9].value.data_array"}, tensor<384x128xf32> {jax.result_info = "result[1][10].value.data_array"}, tensor<128xf32> {jax.result_info = "result[1][11].value.data_array"}, tensor<128x4x32xf32> {jax.result_info = "result[1][12].value.data_array"}, tensor<128x4x32xf32> {jax.result_info = "result[1][13].value.data_array"}, tensor<128x4x32xf32> {jax.result_info = "result[1][14].value.data_array"}, tensor<4x32x128xf32> {jax.result_info = "result[1][15].value.data_array"}, tensor<8x4x32x64xf32> {jax.result_info = "result[1][16].value[0].data_array"}, tensor<8x4x32x64xf32> {jax.result_info = "result[1][16].value[1].data_array"}, tensor<128xf32> {jax.result_info = "result[1][17].value.data_array"}, tensor<128x384xf32> {jax.result_info = "result[1][18].value.data_array"}, tensor<128x384xf32> {jax.result_info = "result[1][19].value.data_array"}, tensor<384x128xf32> {jax.result_info = "result[1][20].value.data_array"}, tensor<128xf32> {jax.result_info = "result[1][21].value.data_array"}, tensor<128x512xf32> {jax.result_info = "result[1][22].value.data_array"}, tensor<i32> {jax.result_info = "result[1][23].value"}, tensor<8x64xi32> {jax.result_info = "result[1][24].value.data_array"}) {
    %cst = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_0 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_1 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_3 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_4 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_5 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_6 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %cst_7 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg25, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_8 = stablehlo.constant dense<64> : tensor<i32>
    %1 = stablehlo.add %arg25, %c_8 : tensor<i32>
    %2 = stablehlo.select %0, %1, %arg25 : tensor<i1>, tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_9 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_10 = stablehlo.constant dense<2147483647> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.minimum %c_9, %4 : tensor<1xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.clamp %6, %3, %5 : tensor<1xi32>
    %8 = "stablehlo.scatter"(%arg26, %7, %arg27) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg28: tensor<i32>, %arg29: tensor<i32>):
      stablehlo.return %arg29 : tensor<i32>
    }) : (tensor<8x64xi32>, tensor<1xi32>, tensor<8x1xi32>) -> tensor<8x64xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %11 = call @cumsum(%10) : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %13 = stablehlo.subtract %11, %12 : tensor<8x64xi32>
    %c_14 = stablehlo.constant dense<-1> : tensor<i32>
    %14 = call @_where(%10, %13, %c_14) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.compare LT, %arg25, %c_15, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_16 = stablehlo.constant dense<64> : tensor<i32>
    %16 = stablehlo.add %arg25, %c_16 : tensor<i32>
    %17 = stablehlo.select %15, %16, %arg25 : tensor<i1>, tensor<i32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %19 = "stablehlo.gather"(%14, %18) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], start_index_map = [1]>, indices_are_sorted = true, slice_sizes = array<i64: 8, 1>}> : (tensor<8x64xi32>, tensor<1xi32>) -> tensor<8x1xi32>
    %20 = call @_jitted_nmapped_getitem(%arg0, %arg27) : (tensor<512x128xf32>, tensor<8x1xi32>) -> tensor<128x8x1xf32>
    %21 = chlo.square %20 : tensor<128x8x1xf32> -> tensor<128x8x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_17) applies stablehlo.add across dimensions = [0] : (tensor<128x8x1xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x1xf32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x1xf32>
    %28 = stablehlo.transpose %20, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %29 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %31 = stablehlo.multiply %28, %30 : tensor<8x1x128xf32>
    %32 = stablehlo.dot_general %31, %arg1, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128xf32>) -> tensor<128x8x1xf32>
    %33 = stablehlo.transpose %32, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %34 = stablehlo.dot_general %33, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x4x32xf32>) -> tensor<8x1x4x32xf32>
    %35 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_19 = stablehlo.constant dense<2> : tensor<i32>
    %36 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %37 = stablehlo.multiply %36, %35 : tensor<16xi32>
    %38 = stablehlo.convert %37 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %40 = stablehlo.divide %38, %39 : tensor<16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %42 = stablehlo.power %41, %40 : tensor<16xf32>
    %43 = stablehlo.convert %19 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %49 = stablehlo.divide %47, %48 : tensor<8x1x16xf32>
    %50 = stablehlo.sine %49 : tensor<8x1x16xf32>
    %51 = stablehlo.cosine %49 : tensor<8x1x16xf32>
    %52 = stablehlo.slice %34 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %53 = stablehlo.slice %34 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %54 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %56 = stablehlo.multiply %52, %55 : tensor<8x1x4x16xf32>
    %57 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %59 = stablehlo.multiply %53, %58 : tensor<8x1x4x16xf32>
    %60 = stablehlo.subtract %56, %59 : tensor<8x1x4x16xf32>
    %61 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %63 = stablehlo.multiply %53, %62 : tensor<8x1x4x16xf32>
    %64 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %66 = stablehlo.multiply %52, %65 : tensor<8x1x4x16xf32>
    %67 = stablehlo.add %63, %66 : tensor<8x1x4x16xf32>
    %68 = stablehlo.concatenate %60, %67, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %69 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x4x32xf32>
    %70 = stablehlo.multiply %68, %69 : tensor<8x1x4x32xf32>
    %71 = stablehlo.dot_general %33, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x4x32xf32>) -> tensor<8x1x4x32xf32>
    %72 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_22 = stablehlo.constant dense<2> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %74 = stablehlo.multiply %73, %72 : tensor<16xi32>
    %75 = stablehlo.convert %74 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %77 = stablehlo.divide %75, %76 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %79 = stablehlo.power %78, %77 : tensor<16xf32>
    %80 = stablehlo.convert %19 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %83 = stablehlo.broadcast_in_dim %81, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %84 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %85 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x1x16xf32>
    %87 = stablehlo.sine %86 : tensor<8x1x16xf32>
    %88 = stablehlo.cosine %86 : tensor<8x1x16xf32>
    %89 = stablehlo.slice %71 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %90 = stablehlo.slice %71 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %93 = stablehlo.multiply %89, %92 : tensor<8x1x4x16xf32>
    %94 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %96 = stablehlo.multiply %90, %95 : tensor<8x1x4x16xf32>
    %97 = stablehlo.subtract %93, %96 : tensor<8x1x4x16xf32>
    %98 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %100 = stablehlo.multiply %90, %99 : tensor<8x1x4x16xf32>
    %101 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %103 = stablehlo.multiply %89, %102 : tensor<8x1x4x16xf32>
    %104 = stablehlo.add %100, %103 : tensor<8x1x4x16xf32>
    %105 = stablehlo.concatenate %97, %104, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %106 = stablehlo.dot_general %33, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x4x32xf32>) -> tensor<8x1x4x32xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %107 = stablehlo.compare LT, %arg25, %c_25, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_26 = stablehlo.constant dense<64> : tensor<i32>
    %108 = stablehlo.add %arg25, %c_26 : tensor<i32>
    %109 = stablehlo.select %107, %108, %arg25 : tensor<i1>, tensor<i32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %111 = stablehlo.transpose %105, dims = [0, 2, 3, 1] : (tensor<8x1x4x32xf32>) -> tensor<8x4x32x1xf32>
    %c_27 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_28 = stablehlo.constant dense<2147483647> : tensor<i32>
    %112 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %113 = stablehlo.minimum %c_27, %112 : tensor<1xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %114 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %115 = stablehlo.clamp %114, %110, %113 : tensor<1xi32>
    %116 = "stablehlo.scatter"(%arg6, %115, %111) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      stablehlo.return %arg29 : tensor<f32>
    }) : (tensor<8x4x32x64xf32>, tensor<1xi32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x64xf32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.compare LT, %arg25, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_31 = stablehlo.constant dense<64> : tensor<i32>
    %118 = stablehlo.add %arg25, %c_31 : tensor<i32>
    %119 = stablehlo.select %117, %118, %arg25 : tensor<i1>, tensor<i32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %121 = stablehlo.transpose %106, dims = [0, 2, 3, 1] : (tensor<8x1x4x32xf32>) -> tensor<8x4x32x1xf32>
    %c_32 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_33 = stablehlo.constant dense<2147483647> : tensor<i32>
    %122 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %123 = stablehlo.minimum %c_32, %122 : tensor<1xi32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %124 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %125 = stablehlo.clamp %124, %120, %123 : tensor<1xi32>
    %126 = "stablehlo.scatter"(%arg7, %125, %121) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      stablehlo.return %arg29 : tensor<f32>
    }) : (tensor<8x4x32x64xf32>, tensor<1xi32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x64xf32>
    %127 = stablehlo.dot_general %116, %70, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x1x4x32xf32>) -> tensor<8x4x64x1xf32>
    %128 = stablehlo.transpose %127, dims = [0, 3, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<8x1x4x64xf32>
    %129 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %130 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x64xi32>
    %132 = stablehlo.compare GE, %131, %129, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %134 = stablehlo.compare GE, %14, %133, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64xi1>
    %136 = stablehlo.and %132, %135 : tensor<8x1x64xi1>
    %137 = call @_where_1(%136, %128, %cst_1) : (tensor<8x1x64xi1>, tensor<8x1x4x64xf32>, tensor<f32>) -> tensor<8x1x64x4xf32>
    %cst_36 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %138 = stablehlo.reduce(%137 init: %cst_36) applies stablehlo.maximum across dimensions = [2] : (tensor<8x1x64x4xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x1x4xf32>
    %140 = stablehlo.maximum %139, %138 : tensor<8x1x4xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %142 = stablehlo.transpose %137, dims = [0, 1, 3, 2] : (tensor<8x1x64x4xf32>) -> tensor<8x1x4x64xf32>
    %143 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x64xf32>
    %144 = stablehlo.subtract %142, %143 : tensor<8x1x4x64xf32>
    %145 = stablehlo.exponential %144 : tensor<8x1x4x64xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.reduce(%145 init: %cst_38) applies stablehlo.add across dimensions = [3] : (tensor<8x1x4x64xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x64xf32>
    %149 = stablehlo.divide %145, %148 : tensor<8x1x4x64xf32>
    %150 = stablehlo.dot_general %126, %149, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x1x4x64xf32>) -> tensor<8x4x32x1xf32>
    %151 = stablehlo.transpose %150, dims = [0, 3, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<8x1x4x32xf32>
    %152 = stablehlo.dot_general %151, %arg5, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x1x128xf32>
    %153 = stablehlo.transpose %20, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %154 = stablehlo.add %152, %153 : tensor<8x1x128xf32>
    %155 = chlo.square %154 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.reduce(%155 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_40 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x1xf32>
    %159 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %160 = stablehlo.add %158, %159 : tensor<8x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<8x1xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %164 = stablehlo.multiply %154, %163 : tensor<8x1x128xf32>
    %165 = stablehlo.dot_general %164, %arg8, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128xf32>) -> tensor<128x8x1xf32>
    %166 = stablehlo.transpose %165, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %167 = stablehlo.dot_general %166, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x384xf32>) -> tensor<8x1x384xf32>
    %168 = call @silu(%167) : (tensor<8x1x384xf32>) -> tensor<8x1x384xf32>
    %169 = stablehlo.dot_general %166, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x384xf32>) -> tensor<8x1x384xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<8x1x384xf32>
    %171 = stablehlo.dot_general %170, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x384xf32>, tensor<384x128xf32>) -> tensor<8x1x128xf32>
    %172 = stablehlo.add %171, %154 : tensor<8x1x128xf32>
    %173 = chlo.square %172 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.reduce(%173 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_42 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<8x1xf32>
    %177 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %178 = stablehlo.add %176, %177 : tensor<8x1xf32>
    %179 = stablehlo.rsqrt %178 : tensor<8x1xf32>
    %180 = stablehlo.broadcast_in_dim %179, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %182 = stablehlo.multiply %172, %181 : tensor<8x1x128xf32>
    %183 = stablehlo.dot_general %182, %arg12, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128xf32>) -> tensor<128x8x1xf32>
    %184 = stablehlo.transpose %183, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %185 = stablehlo.dot_general %184, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x4x32xf32>) -> tensor<8x1x4x32xf32>
    %186 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_43 = stablehlo.constant dense<2> : tensor<i32>
    %187 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %188 = stablehlo.multiply %187, %186 : tensor<16xi32>
    %189 = stablehlo.convert %188 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_44 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %191 = stablehlo.divide %189, %190 : tensor<16xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %193 = stablehlo.power %192, %191 : tensor<16xf32>
    %194 = stablehlo.convert %19 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %196 = stablehlo.broadcast_in_dim %194, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %197 = stablehlo.broadcast_in_dim %195, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %198 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %199 = stablehlo.broadcast_in_dim %197, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %200 = stablehlo.divide %198, %199 : tensor<8x1x16xf32>
    %201 = stablehlo.sine %200 : tensor<8x1x16xf32>
    %202 = stablehlo.cosine %200 : tensor<8x1x16xf32>
    %203 = stablehlo.slice %185 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %204 = stablehlo.slice %185 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %205 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %207 = stablehlo.multiply %203, %206 : tensor<8x1x4x16xf32>
    %208 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %210 = stablehlo.multiply %204, %209 : tensor<8x1x4x16xf32>
    %211 = stablehlo.subtract %207, %210 : tensor<8x1x4x16xf32>
    %212 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %214 = stablehlo.multiply %204, %213 : tensor<8x1x4x16xf32>
    %215 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %216 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %217 = stablehlo.multiply %203, %216 : tensor<8x1x4x16xf32>
    %218 = stablehlo.add %214, %217 : tensor<8x1x4x16xf32>
    %219 = stablehlo.concatenate %211, %218, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %220 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x1x4x32xf32>
    %221 = stablehlo.multiply %219, %220 : tensor<8x1x4x32xf32>
    %222 = stablehlo.dot_general %184, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x4x32xf32>) -> tensor<8x1x4x32xf32>
    %223 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_46 = stablehlo.constant dense<2> : tensor<i32>
    %224 = stablehlo.broadcast_in_dim %c_46, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %225 = stablehlo.multiply %224, %223 : tensor<16xi32>
    %226 = stablehlo.convert %225 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_47 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %228 = stablehlo.divide %226, %227 : tensor<16xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %230 = stablehlo.power %229, %228 : tensor<16xf32>
    %231 = stablehlo.convert %19 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %232 = stablehlo.broadcast_in_dim %230, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %233 = stablehlo.broadcast_in_dim %231, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %234 = stablehlo.broadcast_in_dim %232, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %235 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x16xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x1x16xf32>
    %237 = stablehlo.divide %235, %236 : tensor<8x1x16xf32>
    %238 = stablehlo.sine %237 : tensor<8x1x16xf32>
    %239 = stablehlo.cosine %237 : tensor<8x1x16xf32>
    %240 = stablehlo.slice %222 [0:8, 0:1, 0:4, 0:16] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %241 = stablehlo.slice %222 [0:8, 0:1, 0:4, 16:32] : (tensor<8x1x4x32xf32>) -> tensor<8x1x4x16xf32>
    %242 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %244 = stablehlo.multiply %240, %243 : tensor<8x1x4x16xf32>
    %245 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %247 = stablehlo.multiply %241, %246 : tensor<8x1x4x16xf32>
    %248 = stablehlo.subtract %244, %247 : tensor<8x1x4x16xf32>
    %249 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %251 = stablehlo.multiply %241, %250 : tensor<8x1x4x16xf32>
    %252 = stablehlo.broadcast_in_dim %238, dims = [0, 1, 3] : (tensor<8x1x16xf32>) -> tensor<8x1x1x16xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x1x4x16xf32>
    %254 = stablehlo.multiply %240, %253 : tensor<8x1x4x16xf32>
    %255 = stablehlo.add %251, %254 : tensor<8x1x4x16xf32>
    %256 = stablehlo.concatenate %248, %255, dim = 3 : (tensor<8x1x4x16xf32>, tensor<8x1x4x16xf32>) -> tensor<8x1x4x32xf32>
    %257 = stablehlo.dot_general %184, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x4x32xf32>) -> tensor<8x1x4x32xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %258 = stablehlo.compare LT, %arg25, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_50 = stablehlo.constant dense<64> : tensor<i32>
    %259 = stablehlo.add %arg25, %c_50 : tensor<i32>
    %260 = stablehlo.select %258, %259, %arg25 : tensor<i1>, tensor<i32>
    %261 = stablehlo.broadcast_in_dim %260, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %262 = stablehlo.transpose %256, dims = [0, 2, 3, 1] : (tensor<8x1x4x32xf32>) -> tensor<8x4x32x1xf32>
    %c_51 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_52 = stablehlo.constant dense<2147483647> : tensor<i32>
    %263 = stablehlo.broadcast_in_dim %c_52, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %264 = stablehlo.minimum %c_51, %263 : tensor<1xi32>
    %c_53 = stablehlo.constant dense<0> : tensor<i32>
    %265 = stablehlo.broadcast_in_dim %c_53, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %266 = stablehlo.clamp %265, %261, %264 : tensor<1xi32>
    %267 = "stablehlo.scatter"(%arg17, %266, %262) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      stablehlo.return %arg29 : tensor<f32>
    }) : (tensor<8x4x32x64xf32>, tensor<1xi32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x64xf32>
    %c_54 = stablehlo.constant dense<0> : tensor<i32>
    %268 = stablehlo.compare LT, %arg25, %c_54, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_55 = stablehlo.constant dense<64> : tensor<i32>
    %269 = stablehlo.add %arg25, %c_55 : tensor<i32>
    %270 = stablehlo.select %268, %269, %arg25 : tensor<i1>, tensor<i32>
    %271 = stablehlo.broadcast_in_dim %270, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %272 = stablehlo.transpose %257, dims = [0, 2, 3, 1] : (tensor<8x1x4x32xf32>) -> tensor<8x4x32x1xf32>
    %c_56 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_57 = stablehlo.constant dense<2147483647> : tensor<i32>
    %273 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %274 = stablehlo.minimum %c_56, %273 : tensor<1xi32>
    %c_58 = stablehlo.constant dense<0> : tensor<i32>
    %275 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %276 = stablehlo.clamp %275, %271, %274 : tensor<1xi32>
    %277 = "stablehlo.scatter"(%arg18, %276, %272) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1, 2, 3], scatter_dims_to_operand_dims = [3]>, unique_indices = true}> ({
    ^bb0(%arg28: tensor<f32>, %arg29: tensor<f32>):
      stablehlo.return %arg29 : tensor<f32>
    }) : (tensor<8x4x32x64xf32>, tensor<1xi32>, tensor<8x4x32x1xf32>) -> tensor<8x4x32x64xf32>
    %278 = stablehlo.dot_general %267, %221, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x1x4x32xf32>) -> tensor<8x4x64x1xf32>
    %279 = stablehlo.transpose %278, dims = [0, 3, 1, 2] : (tensor<8x4x64x1xf32>) -> tensor<8x1x4x64xf32>
    %280 = stablehlo.broadcast_in_dim %14, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %281 = stablehlo.broadcast_in_dim %19, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x1x64xi32>
    %283 = stablehlo.compare GE, %282, %280, SIGNED : (tensor<8x1x64xi32>, tensor<8x1x64xi32>) -> tensor<8x1x64xi1>
    %c_59 = stablehlo.constant dense<0> : tensor<i32>
    %284 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %285 = stablehlo.compare GE, %14, %284, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64xi1>
    %287 = stablehlo.and %283, %286 : tensor<8x1x64xi1>
    %288 = call @_where_1(%287, %279, %cst_5) : (tensor<8x1x64xi1>, tensor<8x1x4x64xf32>, tensor<f32>) -> tensor<8x1x64x4xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %289 = stablehlo.reduce(%288 init: %cst_60) applies stablehlo.maximum across dimensions = [2] : (tensor<8x1x64x4xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %cst_61 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %290 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x4xf32>
    %291 = stablehlo.maximum %290, %289 : tensor<8x1x4xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %293 = stablehlo.transpose %288, dims = [0, 1, 3, 2] : (tensor<8x1x64x4xf32>) -> tensor<8x1x4x64xf32>
    %294 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x64xf32>
    %295 = stablehlo.subtract %293, %294 : tensor<8x1x4x64xf32>
    %296 = stablehlo.exponential %295 : tensor<8x1x4x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_62) applies stablehlo.add across dimensions = [3] : (tensor<8x1x4x64xf32>, tensor<f32>) -> tensor<8x1x4xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1, 2] : (tensor<8x1x4xf32>) -> tensor<8x1x4x1xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2, 3] : (tensor<8x1x4x1xf32>) -> tensor<8x1x4x64xf32>
    %300 = stablehlo.divide %296, %299 : tensor<8x1x4x64xf32>
    %301 = stablehlo.dot_general %277, %300, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64xf32>, tensor<8x1x4x64xf32>) -> tensor<8x4x32x1xf32>
    %302 = stablehlo.transpose %301, dims = [0, 3, 1, 2] : (tensor<8x4x32x1xf32>) -> tensor<8x1x4x32xf32>
    %303 = stablehlo.dot_general %302, %arg16, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x1x128xf32>
    %304 = stablehlo.add %303, %172 : tensor<8x1x128xf32>
    %305 = chlo.square %304 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%305 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_64 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %308 = stablehlo.divide %306, %307 : tensor<8x1xf32>
    %309 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %310 = stablehlo.add %308, %309 : tensor<8x1xf32>
    %311 = stablehlo.rsqrt %310 : tensor<8x1xf32>
    %312 = stablehlo.broadcast_in_dim %311, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %314 = stablehlo.multiply %304, %313 : tensor<8x1x128xf32>
    %315 = stablehlo.dot_general %314, %arg19, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128xf32>) -> tensor<128x8x1xf32>
    %316 = stablehlo.transpose %315, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %317 = stablehlo.dot_general %316, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x384xf32>) -> tensor<8x1x384xf32>
    %318 = call @silu(%317) : (tensor<8x1x384xf32>) -> tensor<8x1x384xf32>
    %319 = stablehlo.dot_general %316, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x384xf32>) -> tensor<8x1x384xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<8x1x384xf32>
    %321 = stablehlo.dot_general %320, %arg22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x384xf32>, tensor<384x128xf32>) -> tensor<8x1x128xf32>
    %322 = stablehlo.add %321, %304 : tensor<8x1x128xf32>
    %323 = chlo.square %322 : tensor<8x1x128xf32> -> tensor<8x1x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%323 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x1x128xf32>, tensor<f32>) -> tensor<8x1xf32>
    %cst_66 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %326 = stablehlo.divide %324, %325 : tensor<8x1xf32>
    %327 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %328 = stablehlo.add %326, %327 : tensor<8x1xf32>
    %329 = stablehlo.rsqrt %328 : tensor<8x1xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x128xf32>
    %332 = stablehlo.multiply %322, %331 : tensor<8x1x128xf32>
    %333 = stablehlo.dot_general %332, %arg23, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128xf32>) -> tensor<128x8x1xf32>
    %334 = stablehlo.transpose %333, dims = [1, 2, 0] : (tensor<128x8x1xf32>) -> tensor<8x1x128xf32>
    %335 = stablehlo.dot_general %334, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x128xf32>, tensor<128x512xf32>) -> tensor<8x1x512xf32>
    %c_67 = stablehlo.constant dense<1> : tensor<i32>
    %336 = stablehlo.add %arg25, %c_67 : tensor<i32>
    return %335, %arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %116, %126, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %267, %277, %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %336, %8 : tensor<8x1x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128x4x32xf32>, tensor<128x4x32xf32>, tensor<128x4x32xf32>, tensor<4x32x128xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>, tensor<128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<128x4x32xf32>, tensor<128x4x32xf32>, tensor<128x4x32xf32>, tensor<4x32x128xf32>, tensor<8x4x32x64xf32>, tensor<8x4x32x64xf32>, tensor<128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<384x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<i32>, tensor<8x64xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x64xi1>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %1 = call @cumsum_0(%0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [63, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 64>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<i32>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<64xi32>) -> tensor<8x64xi32>
    %3 = stablehlo.select %arg0, %arg1, %2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %3 : tensor<8x64xi32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<512x128xf32>, %arg1: tensor<8x1xi32>) -> tensor<128x8x1xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x1xi1>, tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 128, 1>}> : (tensor<128x512xf32>, tensor<8x1x1xi32>) -> tensor<128x8x1x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<128x8x1x1xf32>) -> tensor<128x8x1xf32>
    return %8 : tensor<128x8x1xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x1x64xi1>, %arg1: tensor<8x1x4x64xf32>, %arg2: tensor<f32>) -> tensor<8x1x64x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<64x4xf32>
    %2 = stablehlo.transpose %arg1, dims = [0, 1, 3, 2] : (tensor<8x1x4x64xf32>) -> tensor<8x1x64x4xf32>
    %3 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1x64xi1>) -> tensor<8x1x64x4xi1>
    %4 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<64x4xf32>) -> tensor<1x64x4xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [1, 2, 3] : (tensor<1x64x4xf32>) -> tensor<8x1x64x4xf32>
    %6 = stablehlo.select %3, %2, %5 : tensor<8x1x64x4xi1>, tensor<8x1x64x4xf32>
    return %6 : tensor<8x1x64x4xf32>
  }
  func.func private @silu(%arg0: tensor<8x1x384xf32>) -> tensor<8x1x384xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x384xf32>
    %1 = stablehlo.exponential %0 : tensor<8x1x384xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x1x384xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x384xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x384xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x384xf32>
    return %6 : tensor<8x1x384xf32>
  }
}
