module @jit_gen attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<2xui32>, %arg29: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x22xi32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x22xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %0, %arg29, %c_0, %c_1 : (tensor<8x22xi32>, tensor<8x16xi32>, tensor<i32>, tensor<i32>) -> tensor<8x22xi32>
    %c_2 = stablehlo.constant dense<false> : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x22x4x16xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x22x4x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x22x4x16xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x22x4x16xf32>
    %c_6 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<8x22xi32>
    %8 = stablehlo.iota dim = 0 : tensor<16xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<8x16xi32>
    %11 = call @_threefry_split(%arg28) : (tensor<2xui32>) -> tensor<2x2xui32>
    %12 = stablehlo.slice %11 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %13 = stablehlo.reshape %12 : (tensor<1x2xui32>) -> tensor<2xui32>
    %14 = stablehlo.slice %11 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %15 = stablehlo.reshape %14 : (tensor<1x2xui32>) -> tensor<2xui32>
    %16 = call @_take(%arg27, %arg29) : (tensor<512x64xf32>, tensor<8x16xi32>) -> tensor<8x16x64xf32>
    %17 = call @_take_0(%arg26, %10) : (tensor<64x64xf32>, tensor<8x16xi32>) -> tensor<8x16x64xf32>
    %18 = stablehlo.add %16, %17 : tensor<8x16x64xf32>
    %19 = chlo.square %18 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%18 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_8 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%19 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_10 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %25 = stablehlo.divide %23, %24 : tensor<8x16xf32>
    %26 = chlo.square %22 : tensor<8x16xf32> -> tensor<8x16xf32>
    %27 = stablehlo.subtract %25, %26 : tensor<8x16xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %29 = stablehlo.maximum %28, %27 : tensor<8x16xf32>
    %30 = stablehlo.broadcast_in_dim %22, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %33 = stablehlo.subtract %18, %32 : tensor<8x16x64xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %35 = stablehlo.add %31, %34 : tensor<8x16x1xf32>
    %36 = stablehlo.rsqrt %35 : tensor<8x16x1xf32>
    %37 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<8x16x64xf32>
    %41 = stablehlo.multiply %33, %40 : tensor<8x16x64xf32>
    %42 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x16x64xf32>
    %45 = stablehlo.iota dim = 0 : tensor<64xi32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %51 = stablehlo.compare GE, %49, %50, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %53 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %54 = stablehlo.dot_general %44, %53, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x192xf32>) -> tensor<8x16x192xf32>
    %55 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x16x192xf32>
    %57 = stablehlo.add %54, %56 : tensor<8x16x192xf32>
    %58 = stablehlo.slice %57 [0:8, 0:16, 0:64] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %59 = stablehlo.slice %57 [0:8, 0:16, 64:128] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %60 = stablehlo.slice %57 [0:8, 0:16, 128:192] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %61 = stablehlo.reshape %58 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %62 = stablehlo.reshape %59 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %63 = stablehlo.reshape %60 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %64 = stablehlo.compare LT, %c_13, %c_14, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<64> : tensor<i32>
    %65 = stablehlo.add %c_15, %c_16 : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.select %64, %65, %c_17 : tensor<i1>, tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.dynamic_slice %52, %c_18, %c_19, %66, %c_20, sizes = [1, 1, 16, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x22xi1>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<1x1x16x22xi1>) -> tensor<8x1x16x22xi1>
    %69 = stablehlo.broadcast_in_dim %7, dims = [0, 3] : (tensor<8x22xi32>) -> tensor<8x1x1x22xi32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x1x1x22xi32>) -> tensor<8x1x16x22xi32>
    %71 = stablehlo.convert %68 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xi32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %72 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<8x1x16x22xi32>
    %73 = stablehlo.compare NE, %70, %72, SIGNED : (tensor<8x1x16x22xi32>, tensor<8x1x16x22xi32>) -> tensor<8x1x16x22xi1>
    %c_22 = stablehlo.constant dense<0> : tensor<i32>
    %74 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<8x1x16x22xi32>
    %75 = stablehlo.compare NE, %71, %74, SIGNED : (tensor<8x1x16x22xi32>, tensor<8x1x16x22xi32>) -> tensor<8x1x16x22xi1>
    %76 = stablehlo.and %73, %75 : tensor<8x1x16x22xi1>
    %77 = stablehlo.convert %76 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.compare LT, %c_23, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<22> : tensor<i32>
    %79 = stablehlo.add %c_25, %c_26 : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %80 = stablehlo.select %78, %79, %c_27 : tensor<i1>, tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %81 = stablehlo.dynamic_update_slice %3, %62, %c_28, %80, %c_29, %c_30 : (tensor<8x22x4x16xf32>, tensor<8x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.compare LT, %c_31, %c_32, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<22> : tensor<i32>
    %83 = stablehlo.add %c_33, %c_34 : tensor<i32>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %84 = stablehlo.select %82, %83, %c_35 : tensor<i1>, tensor<i32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.dynamic_update_slice %4, %63, %c_36, %84, %c_37, %c_38 : (tensor<8x22x4x16xf32>, tensor<8x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<16> : tensor<i32>
    %86 = stablehlo.add %c_39, %c_40 : tensor<i32>
    %87 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<16> : tensor<i32>
    %88 = stablehlo.add %c_41, %c_42 : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %90 = stablehlo.compare LT, %87, %89, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %91 = stablehlo.broadcast_in_dim %90, dims = [3] : (tensor<22xi1>) -> tensor<8x1x16x22xi1>
    %92 = stablehlo.convert %91 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %94 = stablehlo.compare NE, %92, %93, FLOAT : (tensor<8x1x16x22xf32>, tensor<8x1x16x22xf32>) -> tensor<8x1x16x22xi1>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %96 = stablehlo.compare NE, %77, %95, FLOAT : (tensor<8x1x16x22xf32>, tensor<8x1x16x22xf32>) -> tensor<8x1x16x22xi1>
    %97 = stablehlo.and %94, %96 : tensor<8x1x16x22xi1>
    %98 = stablehlo.convert %97 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %100 = stablehlo.compare GT, %98, %99, FLOAT : (tensor<8x1x16x22xf32>, tensor<8x1x16x22xf32>) -> tensor<8x1x16x22xi1>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %102 = stablehlo.convert %101 : tensor<8x1x16x22xf32>
    %cst_47 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %104 = stablehlo.select %100, %102, %103 : tensor<8x1x16x22xi1>, tensor<8x1x16x22xf32>
    %cst_48 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %105 = stablehlo.sqrt %cst_48 : tensor<f32>
    %106 = stablehlo.convert %105 : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %108 = stablehlo.divide %61, %107 : tensor<8x16x4x16xf32>
    %109 = stablehlo.dot_general %108, %81, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x22x4x16xf32>) -> tensor<8x4x16x22xf32>
    %110 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<8x1x16x22xf32>) -> tensor<8x4x16x22xf32>
    %111 = stablehlo.add %109, %110 : tensor<8x4x16x22xf32>
    %cst_49 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_49) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x22xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_50 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<8x4x16xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x22xf32>
    %117 = stablehlo.subtract %111, %116 : tensor<8x4x16x22xf32>
    %118 = stablehlo.exponential %117 : tensor<8x4x16x22xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_51) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x22xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x22xf32>
    %122 = stablehlo.divide %118, %121 : tensor<8x4x16x22xf32>
    %123 = stablehlo.dot_general %85, %122, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x22x4x16xf32>, tensor<8x4x16x22xf32>) -> tensor<8x4x16x16xf32>
    %124 = stablehlo.transpose %123, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %125 = stablehlo.reshape %124 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %126 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %127 = stablehlo.dot_general %125, %126, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %128 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %130 = stablehlo.add %127, %129 : tensor<8x16x64xf32>
    %131 = stablehlo.add %130, %18 : tensor<8x16x64xf32>
    %132 = chlo.square %131 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%131 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %135 = stablehlo.divide %133, %134 : tensor<8x16xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.reduce(%132 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_55 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %138 = stablehlo.divide %136, %137 : tensor<8x16xf32>
    %139 = chlo.square %135 : tensor<8x16xf32> -> tensor<8x16xf32>
    %140 = stablehlo.subtract %138, %139 : tensor<8x16xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %142 = stablehlo.maximum %141, %140 : tensor<8x16xf32>
    %143 = stablehlo.broadcast_in_dim %135, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %144 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %145 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %146 = stablehlo.subtract %131, %145 : tensor<8x16x64xf32>
    %cst_57 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %148 = stablehlo.add %144, %147 : tensor<8x16x1xf32>
    %149 = stablehlo.rsqrt %148 : tensor<8x16x1xf32>
    %150 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %151 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %153 = stablehlo.multiply %151, %152 : tensor<8x16x64xf32>
    %154 = stablehlo.multiply %146, %153 : tensor<8x16x64xf32>
    %155 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %157 = stablehlo.add %154, %156 : tensor<8x16x64xf32>
    %158 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %159 = stablehlo.dot_general %157, %158, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %160 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %162 = stablehlo.add %159, %161 : tensor<8x16x256xf32>
    %163 = stablehlo.multiply %162, %162 : tensor<8x16x256xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<8x16x256xf32>
    %cst_58 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<8x16x256xf32>
    %167 = stablehlo.add %162, %166 : tensor<8x16x256xf32>
    %cst_59 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %169 = stablehlo.multiply %168, %167 : tensor<8x16x256xf32>
    %170 = stablehlo.tanh %169 : tensor<8x16x256xf32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %172 = stablehlo.add %171, %170 : tensor<8x16x256xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %174 = stablehlo.multiply %173, %172 : tensor<8x16x256xf32>
    %175 = stablehlo.multiply %162, %174 : tensor<8x16x256xf32>
    %176 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %177 = stablehlo.dot_general %175, %176, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<256x64xf32>) -> tensor<8x16x64xf32>
    %178 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %180 = stablehlo.add %177, %179 : tensor<8x16x64xf32>
    %181 = stablehlo.add %131, %180 : tensor<8x16x64xf32>
    %182 = chlo.square %181 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%181 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %185 = stablehlo.divide %183, %184 : tensor<8x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%182 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x16xf32>
    %189 = chlo.square %185 : tensor<8x16xf32> -> tensor<8x16xf32>
    %190 = stablehlo.subtract %188, %189 : tensor<8x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<8x16xf32>
    %193 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %194 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %195 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %196 = stablehlo.subtract %181, %195 : tensor<8x16x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %198 = stablehlo.add %194, %197 : tensor<8x16x1xf32>
    %199 = stablehlo.rsqrt %198 : tensor<8x16x1xf32>
    %200 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %202 = stablehlo.broadcast_in_dim %200, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %203 = stablehlo.multiply %201, %202 : tensor<8x16x64xf32>
    %204 = stablehlo.multiply %196, %203 : tensor<8x16x64xf32>
    %205 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %207 = stablehlo.add %204, %206 : tensor<8x16x64xf32>
    %208 = stablehlo.iota dim = 0 : tensor<64xi32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %211 = stablehlo.broadcast_in_dim %209, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %214 = stablehlo.compare GE, %212, %213, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %216 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %217 = stablehlo.dot_general %207, %216, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x192xf32>) -> tensor<8x16x192xf32>
    %218 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %219 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x16x192xf32>
    %220 = stablehlo.add %217, %219 : tensor<8x16x192xf32>
    %221 = stablehlo.slice %220 [0:8, 0:16, 0:64] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %222 = stablehlo.slice %220 [0:8, 0:16, 64:128] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %223 = stablehlo.slice %220 [0:8, 0:16, 128:192] : (tensor<8x16x192xf32>) -> tensor<8x16x64xf32>
    %224 = stablehlo.reshape %221 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %225 = stablehlo.reshape %222 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %226 = stablehlo.reshape %223 : (tensor<8x16x64xf32>) -> tensor<8x16x4x16xf32>
    %c_68 = stablehlo.constant dense<0> : tensor<i32>
    %c_69 = stablehlo.constant dense<0> : tensor<i32>
    %227 = stablehlo.compare LT, %c_68, %c_69, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_70 = stablehlo.constant dense<0> : tensor<i32>
    %c_71 = stablehlo.constant dense<64> : tensor<i32>
    %228 = stablehlo.add %c_70, %c_71 : tensor<i32>
    %c_72 = stablehlo.constant dense<0> : tensor<i32>
    %229 = stablehlo.select %227, %228, %c_72 : tensor<i1>, tensor<i32>
    %c_73 = stablehlo.constant dense<0> : tensor<i32>
    %c_74 = stablehlo.constant dense<0> : tensor<i32>
    %c_75 = stablehlo.constant dense<0> : tensor<i32>
    %230 = stablehlo.dynamic_slice %215, %c_73, %c_74, %229, %c_75, sizes = [1, 1, 16, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x22xi1>
    %231 = stablehlo.broadcast_in_dim %230, dims = [0, 1, 2, 3] : (tensor<1x1x16x22xi1>) -> tensor<8x1x16x22xi1>
    %232 = stablehlo.broadcast_in_dim %7, dims = [0, 3] : (tensor<8x22xi32>) -> tensor<8x1x1x22xi32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2, 3] : (tensor<8x1x1x22xi32>) -> tensor<8x1x16x22xi32>
    %234 = stablehlo.convert %231 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xi32>
    %c_76 = stablehlo.constant dense<0> : tensor<i32>
    %235 = stablehlo.broadcast_in_dim %c_76, dims = [] : (tensor<i32>) -> tensor<8x1x16x22xi32>
    %236 = stablehlo.compare NE, %233, %235, SIGNED : (tensor<8x1x16x22xi32>, tensor<8x1x16x22xi32>) -> tensor<8x1x16x22xi1>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %237 = stablehlo.broadcast_in_dim %c_77, dims = [] : (tensor<i32>) -> tensor<8x1x16x22xi32>
    %238 = stablehlo.compare NE, %234, %237, SIGNED : (tensor<8x1x16x22xi32>, tensor<8x1x16x22xi32>) -> tensor<8x1x16x22xi1>
    %239 = stablehlo.and %236, %238 : tensor<8x1x16x22xi1>
    %240 = stablehlo.convert %239 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %241 = stablehlo.compare LT, %c_78, %c_79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<22> : tensor<i32>
    %242 = stablehlo.add %c_80, %c_81 : tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %243 = stablehlo.select %241, %242, %c_82 : tensor<i1>, tensor<i32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %244 = stablehlo.dynamic_update_slice %5, %225, %c_83, %243, %c_84, %c_85 : (tensor<8x22x4x16xf32>, tensor<8x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %245 = stablehlo.compare LT, %c_86, %c_87, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %c_89 = stablehlo.constant dense<22> : tensor<i32>
    %246 = stablehlo.add %c_88, %c_89 : tensor<i32>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %247 = stablehlo.select %245, %246, %c_90 : tensor<i1>, tensor<i32>
    %c_91 = stablehlo.constant dense<0> : tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %248 = stablehlo.dynamic_update_slice %6, %226, %c_91, %247, %c_92, %c_93 : (tensor<8x22x4x16xf32>, tensor<8x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %c_95 = stablehlo.constant dense<16> : tensor<i32>
    %249 = stablehlo.add %c_94, %c_95 : tensor<i32>
    %250 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %c_97 = stablehlo.constant dense<16> : tensor<i32>
    %251 = stablehlo.add %c_96, %c_97 : tensor<i32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %253 = stablehlo.compare LT, %250, %252, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %254 = stablehlo.broadcast_in_dim %253, dims = [3] : (tensor<22xi1>) -> tensor<8x1x16x22xi1>
    %255 = stablehlo.convert %254 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %257 = stablehlo.compare NE, %255, %256, FLOAT : (tensor<8x1x16x22xf32>, tensor<8x1x16x22xf32>) -> tensor<8x1x16x22xi1>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %259 = stablehlo.compare NE, %240, %258, FLOAT : (tensor<8x1x16x22xf32>, tensor<8x1x16x22xf32>) -> tensor<8x1x16x22xi1>
    %260 = stablehlo.and %257, %259 : tensor<8x1x16x22xi1>
    %261 = stablehlo.convert %260 : (tensor<8x1x16x22xi1>) -> tensor<8x1x16x22xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %263 = stablehlo.compare GT, %261, %262, FLOAT : (tensor<8x1x16x22xf32>, tensor<8x1x16x22xf32>) -> tensor<8x1x16x22xi1>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %265 = stablehlo.convert %264 : tensor<8x1x16x22xf32>
    %cst_102 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x1x16x22xf32>
    %267 = stablehlo.select %263, %265, %266 : tensor<8x1x16x22xi1>, tensor<8x1x16x22xf32>
    %cst_103 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %268 = stablehlo.sqrt %cst_103 : tensor<f32>
    %269 = stablehlo.convert %268 : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<8x16x4x16xf32>
    %271 = stablehlo.divide %224, %270 : tensor<8x16x4x16xf32>
    %272 = stablehlo.dot_general %271, %244, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x16x4x16xf32>, tensor<8x22x4x16xf32>) -> tensor<8x4x16x22xf32>
    %273 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<8x1x16x22xf32>) -> tensor<8x4x16x22xf32>
    %274 = stablehlo.add %272, %273 : tensor<8x4x16x22xf32>
    %cst_104 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %275 = stablehlo.reduce(%274 init: %cst_104) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x16x22xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %cst_105 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x4x16xf32>
    %277 = stablehlo.maximum %276, %275 : tensor<8x4x16xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x22xf32>
    %280 = stablehlo.subtract %274, %279 : tensor<8x4x16x22xf32>
    %281 = stablehlo.exponential %280 : tensor<8x4x16x22xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_106) applies stablehlo.add across dimensions = [3] : (tensor<8x4x16x22xf32>, tensor<f32>) -> tensor<8x4x16xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x4x16xf32>) -> tensor<8x4x16x1xf32>
    %284 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3] : (tensor<8x4x16x1xf32>) -> tensor<8x4x16x22xf32>
    %285 = stablehlo.divide %281, %284 : tensor<8x4x16x22xf32>
    %286 = stablehlo.dot_general %248, %285, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x22x4x16xf32>, tensor<8x4x16x22xf32>) -> tensor<8x4x16x16xf32>
    %287 = stablehlo.transpose %286, dims = [0, 3, 1, 2] : (tensor<8x4x16x16xf32>) -> tensor<8x16x4x16xf32>
    %288 = stablehlo.reshape %287 : (tensor<8x16x4x16xf32>) -> tensor<8x16x64xf32>
    %289 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %290 = stablehlo.dot_general %288, %289, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x64xf32>) -> tensor<8x16x64xf32>
    %291 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %293 = stablehlo.add %290, %292 : tensor<8x16x64xf32>
    %294 = stablehlo.add %293, %181 : tensor<8x16x64xf32>
    %295 = chlo.square %294 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%294 init: %cst_107) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_108 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %298 = stablehlo.divide %296, %297 : tensor<8x16xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%295 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_110 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %301 = stablehlo.divide %299, %300 : tensor<8x16xf32>
    %302 = chlo.square %298 : tensor<8x16xf32> -> tensor<8x16xf32>
    %303 = stablehlo.subtract %301, %302 : tensor<8x16xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %305 = stablehlo.maximum %304, %303 : tensor<8x16xf32>
    %306 = stablehlo.broadcast_in_dim %298, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %307 = stablehlo.broadcast_in_dim %305, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %308 = stablehlo.broadcast_in_dim %306, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %309 = stablehlo.subtract %294, %308 : tensor<8x16x64xf32>
    %cst_112 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %311 = stablehlo.add %307, %310 : tensor<8x16x1xf32>
    %312 = stablehlo.rsqrt %311 : tensor<8x16x1xf32>
    %313 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %314 = stablehlo.broadcast_in_dim %312, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %315 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<8x16x64xf32>
    %317 = stablehlo.multiply %309, %316 : tensor<8x16x64xf32>
    %318 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %320 = stablehlo.add %317, %319 : tensor<8x16x64xf32>
    %321 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %322 = stablehlo.dot_general %320, %321, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x256xf32>) -> tensor<8x16x256xf32>
    %323 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %324 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x16x256xf32>
    %325 = stablehlo.add %322, %324 : tensor<8x16x256xf32>
    %326 = stablehlo.multiply %325, %325 : tensor<8x16x256xf32>
    %327 = stablehlo.multiply %326, %325 : tensor<8x16x256xf32>
    %cst_113 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %329 = stablehlo.multiply %328, %327 : tensor<8x16x256xf32>
    %330 = stablehlo.add %325, %329 : tensor<8x16x256xf32>
    %cst_114 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %331 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %332 = stablehlo.multiply %331, %330 : tensor<8x16x256xf32>
    %333 = stablehlo.tanh %332 : tensor<8x16x256xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %335 = stablehlo.add %334, %333 : tensor<8x16x256xf32>
    %cst_116 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x16x256xf32>
    %337 = stablehlo.multiply %336, %335 : tensor<8x16x256xf32>
    %338 = stablehlo.multiply %325, %337 : tensor<8x16x256xf32>
    %339 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %340 = stablehlo.dot_general %338, %339, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x256xf32>, tensor<256x64xf32>) -> tensor<8x16x64xf32>
    %341 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %342 = stablehlo.broadcast_in_dim %341, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %343 = stablehlo.add %340, %342 : tensor<8x16x64xf32>
    %344 = stablehlo.add %294, %343 : tensor<8x16x64xf32>
    %345 = chlo.square %344 : tensor<8x16x64xf32> -> tensor<8x16x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %346 = stablehlo.reduce(%344 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_118 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %348 = stablehlo.divide %346, %347 : tensor<8x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%345 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x16x64xf32>, tensor<f32>) -> tensor<8x16xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %351 = stablehlo.divide %349, %350 : tensor<8x16xf32>
    %352 = chlo.square %348 : tensor<8x16xf32> -> tensor<8x16xf32>
    %353 = stablehlo.subtract %351, %352 : tensor<8x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %355 = stablehlo.maximum %354, %353 : tensor<8x16xf32>
    %356 = stablehlo.broadcast_in_dim %348, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %357 = stablehlo.broadcast_in_dim %355, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16x1xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %359 = stablehlo.subtract %344, %358 : tensor<8x16x64xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x16x1xf32>
    %361 = stablehlo.add %357, %360 : tensor<8x16x1xf32>
    %362 = stablehlo.rsqrt %361 : tensor<8x16x1xf32>
    %363 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %364 = stablehlo.broadcast_in_dim %362, dims = [0, 1, 2] : (tensor<8x16x1xf32>) -> tensor<8x16x64xf32>
    %365 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<8x16x64xf32>
    %367 = stablehlo.multiply %359, %366 : tensor<8x16x64xf32>
    %368 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %369 = stablehlo.broadcast_in_dim %368, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x16x64xf32>
    %370 = stablehlo.add %367, %369 : tensor<8x16x64xf32>
    %371 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %372 = stablehlo.dot_general %370, %371, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16x64xf32>, tensor<64x512xf32>) -> tensor<8x16x512xf32>
    %373 = stablehlo.slice %372 [0:8, 15:16, 0:512] : (tensor<8x16x512xf32>) -> tensor<8x1x512xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x1x512xf32>) -> tensor<8x512xf32>
    %c_123 = stablehlo.constant dense<16> : tensor<i32>
    %c_124 = stablehlo.constant dense<0> : tensor<i32>
    %375 = stablehlo.subtract %c_123, %c_124 : tensor<i32>
    %c_125 = stablehlo.constant dense<0> : tensor<i32>
    %c_126 = stablehlo.constant dense<1> : tensor<i32>
    %376 = call @clip(%375, %c_125, %c_126) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_127 = stablehlo.constant dense<1> : tensor<i32>
    %377 = stablehlo.subtract %c_127, %376 : tensor<i32>
    %c_128 = stablehlo.constant dense<2> : tensor<i32>
    %378 = stablehlo.broadcast_in_dim %c_128, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %380 = "stablehlo.scatter"(%374, %378, %379) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      stablehlo.return %arg31 : tensor<f32>
    }) : (tensor<8x512xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x512xf32>
    %381 = call @_where_2(%377, %380, %374) : (tensor<i32>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
    %cst_130 = stablehlo.constant dense<0.699999988> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %383 = stablehlo.divide %381, %382 : tensor<8x512xf32>
    %cst_131 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %values, %indices = chlo.top_k(%383, k = 20) : tensor<8x512xf32> -> (tensor<8x20xf32>, tensor<8x20xi32>)
    %385 = stablehlo.iota dim = 0 : tensor<8xi32>
    %c_132 = stablehlo.constant dense<512> : tensor<i32>
    %386 = stablehlo.broadcast_in_dim %c_132, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %387 = stablehlo.multiply %385, %386 : tensor<8xi32>
    %388 = stablehlo.broadcast_in_dim %387, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %389 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x20xi32>
    %390 = stablehlo.reshape %389 : (tensor<8x20xi32>) -> tensor<160xi32>
    %391 = stablehlo.reshape %values : (tensor<8x20xf32>) -> tensor<160xf32>
    %392 = stablehlo.reshape %indices : (tensor<8x20xi32>) -> tensor<160xi32>
    %393 = stablehlo.add %392, %390 : tensor<160xi32>
    %c_133 = stablehlo.constant dense<0> : tensor<i32>
    %394 = stablehlo.broadcast_in_dim %c_133, dims = [] : (tensor<i32>) -> tensor<160xi32>
    %395 = stablehlo.compare LT, %393, %394, SIGNED : (tensor<160xi32>, tensor<160xi32>) -> tensor<160xi1>
    %c_134 = stablehlo.constant dense<4096> : tensor<i32>
    %396 = stablehlo.broadcast_in_dim %c_134, dims = [] : (tensor<i32>) -> tensor<160xi32>
    %397 = stablehlo.add %393, %396 : tensor<160xi32>
    %398 = stablehlo.select %395, %397, %393 : tensor<160xi1>, tensor<160xi32>
    %399 = stablehlo.broadcast_in_dim %398, dims = [0] : (tensor<160xi32>) -> tensor<160x1xi32>
    %400 = stablehlo.convert %384 : tensor<4096xf32>
    %401 = "stablehlo.scatter"(%400, %399, %391) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
      stablehlo.return %arg31 : tensor<f32>
    }) : (tensor<4096xf32>, tensor<160x1xi32>, tensor<160xf32>) -> tensor<4096xf32>
    %402 = stablehlo.convert %401 : tensor<4096xf32>
    %403 = stablehlo.reshape %402 : (tensor<4096xf32>) -> tensor<8x512xf32>
    %values_135, %indices_136 = chlo.top_k(%403, k = 512) : tensor<8x512xf32> -> (tensor<8x512xf32>, tensor<8x512xi32>)
    %cst_137 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %405 = stablehlo.convert %values_135 : tensor<8x512xf32>
    %cst_138 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %406 = stablehlo.reduce(%405 init: %cst_138) applies stablehlo.maximum across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
    %cst_139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %408 = stablehlo.maximum %407, %406 : tensor<8xf32>
    %409 = stablehlo.broadcast_in_dim %408, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %410 = stablehlo.convert %values_135 : tensor<8x512xf32>
    %411 = stablehlo.broadcast_in_dim %409, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
    %412 = stablehlo.subtract %410, %411 : tensor<8x512xf32>
    %413 = stablehlo.exponential %412 : tensor<8x512xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_140) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
    %417 = stablehlo.divide %413, %416 : tensor<8x512xf32>
    %418 = call @cumsum(%417) : (tensor<8x512xf32>) -> tensor<8x512xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %420 = stablehlo.compare LT, %418, %419, FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
    %421 = stablehlo.reshape %420 : (tensor<8x512xi1>) -> tensor<4096xi1>
    %422 = call @_roll_static(%421) : (tensor<4096xi1>) -> tensor<4096xi1>
    %423 = stablehlo.reshape %422 : (tensor<4096xi1>) -> tensor<8x512xi1>
    %c_142 = stablehlo.constant dense<0> : tensor<i32>
    %424 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_143 = stablehlo.constant dense<true> : tensor<i1>
    %425 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %426 = "stablehlo.scatter"(%423, %424, %425) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
      stablehlo.return %arg31 : tensor<i1>
    }) : (tensor<8x512xi1>, tensor<1xi32>, tensor<8xi1>) -> tensor<8x512xi1>
    %427 = stablehlo.or %423, %426 : tensor<8x512xi1>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %428 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_145 = stablehlo.constant dense<true> : tensor<i1>
    %429 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i1>) -> tensor<8x1xi1>
    %430 = "stablehlo.scatter"(%427, %428, %429) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
      stablehlo.return %arg31 : tensor<i1>
    }) : (tensor<8x512xi1>, tensor<1xi32>, tensor<8x1xi1>) -> tensor<8x512xi1>
    %431 = call @_where_4(%430, %values_135, %404) : (tensor<8x512xi1>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
    %432:2 = "stablehlo.sort"(%indices_136, %431) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg30: tensor<i32>, %arg31: tensor<i32>, %arg32: tensor<f32>, %arg33: tensor<f32>):
      %457 = stablehlo.compare LT, %arg30, %arg31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %457 : tensor<i1>
    }) : (tensor<8x512xi32>, tensor<8x512xf32>) -> (tensor<8x512xi32>, tensor<8x512xf32>)
    %433 = call @_gumbel(%13) : (tensor<2xui32>) -> tensor<8x512xf32>
    %434 = stablehlo.convert %432#1 : tensor<8x512xf32>
    %435 = stablehlo.add %433, %434 : tensor<8x512xf32>
    %436 = call @argmax(%435) : (tensor<8x512xf32>) -> tensor<8xi32>
    %437 = stablehlo.not %2 : tensor<8xi1>
    %438 = stablehlo.convert %437 : (tensor<8xi1>) -> tensor<8xi32>
    %439 = stablehlo.multiply %436, %438 : tensor<8xi32>
    %440 = stablehlo.convert %2 : (tensor<8xi1>) -> tensor<8xi32>
    %c_146 = stablehlo.constant dense<0> : tensor<i32>
    %441 = stablehlo.broadcast_in_dim %c_146, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %442 = stablehlo.multiply %441, %440 : tensor<8xi32>
    %443 = stablehlo.add %439, %442 : tensor<8xi32>
    %c_147 = stablehlo.constant dense<2> : tensor<i32>
    %444 = stablehlo.broadcast_in_dim %c_147, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %445 = stablehlo.compare EQ, %443, %444, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %446 = stablehlo.or %2, %445 : tensor<8xi1>
    %447 = stablehlo.broadcast_in_dim %443, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %c_148 = stablehlo.constant dense<16> : tensor<i32>
    %c_149 = stablehlo.constant dense<0> : tensor<i32>
    %448 = stablehlo.compare LT, %c_148, %c_149, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_150 = stablehlo.constant dense<16> : tensor<i32>
    %c_151 = stablehlo.constant dense<22> : tensor<i32>
    %449 = stablehlo.add %c_150, %c_151 : tensor<i32>
    %c_152 = stablehlo.constant dense<16> : tensor<i32>
    %450 = stablehlo.select %448, %449, %c_152 : tensor<i1>, tensor<i32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %451 = stablehlo.dynamic_update_slice %1, %447, %c_153, %450 : (tensor<8x22xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x22xi32>
    %452 = stablehlo.slice %10 [0:8, 15:16] : (tensor<8x16xi32>) -> tensor<8x1xi32>
    %c_154 = stablehlo.constant dense<1> : tensor<i32>
    %453 = stablehlo.broadcast_in_dim %c_154, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %454 = stablehlo.add %452, %453 : tensor<8x1xi32>
    %c_155 = stablehlo.constant dense<16> : tensor<i32>
    %c_156 = stablehlo.constant dense<1> : tensor<i32>
    %455 = stablehlo.add %c_155, %c_156 : tensor<i32>
    %c_157 = stablehlo.constant dense<0> : tensor<i32>
    %c_158 = stablehlo.constant dense<2> : tensor<i32>
    %456:43 = stablehlo.while(%iterArg = %7, %iterArg_159 = %arg27, %iterArg_160 = %arg26, %iterArg_161 = %arg5, %iterArg_162 = %arg4, %iterArg_163 = %arg1, %iterArg_164 = %arg0, %iterArg_165 = %arg3, %iterArg_166 = %arg2, %iterArg_167 = %arg7, %iterArg_168 = %arg6, %iterArg_169 = %arg9, %iterArg_170 = %arg8, %iterArg_171 = %arg11, %iterArg_172 = %arg10, %iterArg_173 = %arg17, %iterArg_174 = %arg16, %iterArg_175 = %arg13, %iterArg_176 = %arg12, %iterArg_177 = %arg15, %iterArg_178 = %arg14, %iterArg_179 = %arg19, %iterArg_180 = %arg18, %iterArg_181 = %arg21, %iterArg_182 = %arg20, %iterArg_183 = %arg23, %iterArg_184 = %arg22, %iterArg_185 = %arg25, %iterArg_186 = %arg24, %iterArg_187 = %c_157, %iterArg_188 = %c_158, %iterArg_189 = %455, %iterArg_190 = %451, %iterArg_191 = %447, %iterArg_192 = %446, %iterArg_193 = %15, %iterArg_194 = %86, %iterArg_195 = %81, %iterArg_196 = %85, %iterArg_197 = %249, %iterArg_198 = %244, %iterArg_199 = %248, %iterArg_200 = %454) : tensor<8x22xi32>, tensor<512x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x22xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<2xui32>, tensor<i32>, tensor<8x22x4x16xf32>, tensor<8x22x4x16xf32>, tensor<i32>, tensor<8x22x4x16xf32>, tensor<8x22x4x16xf32>, tensor<8x1xi32>
    cond {
      %c_201 = stablehlo.constant dense<22> : tensor<i32>
      %457 = stablehlo.compare EQ, %iterArg_189, %c_201, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_202 = stablehlo.constant dense<true> : tensor<i1>
      %458 = stablehlo.reduce(%iterArg_192 init: %c_202) applies stablehlo.and across dimensions = [0] : (tensor<8xi1>, tensor<i1>) -> tensor<i1>
      %c_203 = stablehlo.constant dense<false> : tensor<i1>
      %459 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i1>) -> tensor<i1>
      %460 = stablehlo.compare NE, %457, %459, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %461 = stablehlo.convert %460 : tensor<i1>
      %462 = stablehlo.or %461, %458 : tensor<i1>
      %463 = stablehlo.not %462 : tensor<i1>
      stablehlo.return %463 : tensor<i1>
    } do {
      %457 = func.call @_threefry_split(%iterArg_193) : (tensor<2xui32>) -> tensor<2x2xui32>
      %458 = stablehlo.slice %457 [0:1, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %459 = stablehlo.reshape %458 : (tensor<1x2xui32>) -> tensor<2xui32>
      %460 = stablehlo.slice %457 [1:2, 0:2] : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %461 = stablehlo.reshape %460 : (tensor<1x2xui32>) -> tensor<2xui32>
      %462 = func.call @_take_7(%iterArg_159, %iterArg_191) : (tensor<512x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
      %463 = func.call @_take_9(%iterArg_160, %iterArg_200) : (tensor<64x64xf32>, tensor<8x1xi32>) -> tensor<8x1x64xf32>
      %464 = stablehlo.add %462, %463 : tensor<8x1x64xf32>
      %465 = chlo.square %464 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %466 = stablehlo.reduce(%464 init: %cst_201) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_202 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %467 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %468 = stablehlo.divide %466, %467 : tensor<8x1xf32>
      %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %469 = stablehlo.reduce(%465 init: %cst_203) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_204 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %470 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %471 = stablehlo.divide %469, %470 : tensor<8x1xf32>
      %472 = chlo.square %468 : tensor<8x1xf32> -> tensor<8x1xf32>
      %473 = stablehlo.subtract %471, %472 : tensor<8x1xf32>
      %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %474 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %475 = stablehlo.maximum %474, %473 : tensor<8x1xf32>
      %476 = stablehlo.broadcast_in_dim %468, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %477 = stablehlo.broadcast_in_dim %475, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %478 = stablehlo.broadcast_in_dim %476, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %479 = stablehlo.subtract %464, %478 : tensor<8x1x64xf32>
      %cst_206 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %480 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %481 = stablehlo.add %477, %480 : tensor<8x1x1xf32>
      %482 = stablehlo.rsqrt %481 : tensor<8x1x1xf32>
      %483 = stablehlo.reshape %iterArg_161 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %484 = stablehlo.broadcast_in_dim %482, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %485 = stablehlo.broadcast_in_dim %483, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %486 = stablehlo.multiply %484, %485 : tensor<8x1x64xf32>
      %487 = stablehlo.multiply %479, %486 : tensor<8x1x64xf32>
      %488 = stablehlo.reshape %iterArg_162 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %490 = stablehlo.add %487, %489 : tensor<8x1x64xf32>
      %c_207 = stablehlo.constant dense<true> : tensor<i1>
      %491 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
      %492 = stablehlo.iota dim = 0 : tensor<64xi32>
      %493 = stablehlo.broadcast_in_dim %492, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %494 = stablehlo.broadcast_in_dim %493, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %495 = stablehlo.broadcast_in_dim %493, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
      %496 = stablehlo.broadcast_in_dim %494, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
      %497 = stablehlo.broadcast_in_dim %495, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
      %498 = stablehlo.compare GE, %496, %497, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
      %499 = stablehlo.broadcast_in_dim %498, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
      %500 = stablehlo.transpose %iterArg_163, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
      %501 = stablehlo.dot_general %490, %500, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x192xf32>) -> tensor<8x1x192xf32>
      %502 = stablehlo.broadcast_in_dim %iterArg_164, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
      %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x1x192xf32>
      %504 = stablehlo.add %501, %503 : tensor<8x1x192xf32>
      %505 = stablehlo.slice %504 [0:8, 0:1, 0:64] : (tensor<8x1x192xf32>) -> tensor<8x1x64xf32>
      %506 = stablehlo.slice %504 [0:8, 0:1, 64:128] : (tensor<8x1x192xf32>) -> tensor<8x1x64xf32>
      %507 = stablehlo.slice %504 [0:8, 0:1, 128:192] : (tensor<8x1x192xf32>) -> tensor<8x1x64xf32>
      %508 = stablehlo.reshape %505 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %509 = stablehlo.reshape %506 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %510 = stablehlo.reshape %507 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %c_208 = stablehlo.constant dense<0> : tensor<i32>
      %511 = stablehlo.compare LT, %iterArg_194, %c_208, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_209 = stablehlo.constant dense<64> : tensor<i32>
      %512 = stablehlo.add %iterArg_194, %c_209 : tensor<i32>
      %513 = stablehlo.select %511, %512, %iterArg_194 : tensor<i1>, tensor<i32>
      %c_210 = stablehlo.constant dense<0> : tensor<i32>
      %c_211 = stablehlo.constant dense<0> : tensor<i32>
      %c_212 = stablehlo.constant dense<0> : tensor<i32>
      %514 = stablehlo.dynamic_slice %499, %c_210, %c_211, %513, %c_212, sizes = [1, 1, 1, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x22xi1>
      %515 = stablehlo.broadcast_in_dim %514, dims = [0, 1, 2, 3] : (tensor<1x1x1x22xi1>) -> tensor<8x1x1x22xi1>
      %516 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x22xi32>) -> tensor<8x1x1x22xi32>
      %517 = stablehlo.convert %515 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xi32>
      %c_213 = stablehlo.constant dense<0> : tensor<i32>
      %518 = stablehlo.broadcast_in_dim %c_213, dims = [] : (tensor<i32>) -> tensor<8x1x1x22xi32>
      %519 = stablehlo.compare NE, %516, %518, SIGNED : (tensor<8x1x1x22xi32>, tensor<8x1x1x22xi32>) -> tensor<8x1x1x22xi1>
      %c_214 = stablehlo.constant dense<0> : tensor<i32>
      %520 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i32>) -> tensor<8x1x1x22xi32>
      %521 = stablehlo.compare NE, %517, %520, SIGNED : (tensor<8x1x1x22xi32>, tensor<8x1x1x22xi32>) -> tensor<8x1x1x22xi1>
      %522 = stablehlo.and %519, %521 : tensor<8x1x1x22xi1>
      %523 = stablehlo.convert %522 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xf32>
      %c_215 = stablehlo.constant dense<0> : tensor<i32>
      %524 = stablehlo.compare LT, %iterArg_194, %c_215, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_216 = stablehlo.constant dense<22> : tensor<i32>
      %525 = stablehlo.add %iterArg_194, %c_216 : tensor<i32>
      %526 = stablehlo.select %524, %525, %iterArg_194 : tensor<i1>, tensor<i32>
      %c_217 = stablehlo.constant dense<0> : tensor<i32>
      %c_218 = stablehlo.constant dense<0> : tensor<i32>
      %c_219 = stablehlo.constant dense<0> : tensor<i32>
      %527 = stablehlo.dynamic_update_slice %iterArg_195, %509, %c_217, %526, %c_218, %c_219 : (tensor<8x22x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
      %c_220 = stablehlo.constant dense<0> : tensor<i32>
      %528 = stablehlo.compare LT, %iterArg_194, %c_220, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_221 = stablehlo.constant dense<22> : tensor<i32>
      %529 = stablehlo.add %iterArg_194, %c_221 : tensor<i32>
      %530 = stablehlo.select %528, %529, %iterArg_194 : tensor<i1>, tensor<i32>
      %c_222 = stablehlo.constant dense<0> : tensor<i32>
      %c_223 = stablehlo.constant dense<0> : tensor<i32>
      %c_224 = stablehlo.constant dense<0> : tensor<i32>
      %531 = stablehlo.dynamic_update_slice %iterArg_196, %510, %c_222, %530, %c_223, %c_224 : (tensor<8x22x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
      %c_225 = stablehlo.constant dense<1> : tensor<i32>
      %532 = stablehlo.add %iterArg_194, %c_225 : tensor<i32>
      %533 = stablehlo.iota dim = 0 : tensor<22xi32>
      %c_226 = stablehlo.constant dense<1> : tensor<i32>
      %534 = stablehlo.add %iterArg_194, %c_226 : tensor<i32>
      %535 = stablehlo.broadcast_in_dim %534, dims = [] : (tensor<i32>) -> tensor<22xi32>
      %536 = stablehlo.compare LT, %533, %535, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
      %537 = stablehlo.broadcast_in_dim %536, dims = [3] : (tensor<22xi1>) -> tensor<8x1x1x22xi1>
      %538 = stablehlo.convert %537 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xf32>
      %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %539 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %540 = stablehlo.compare NE, %538, %539, FLOAT : (tensor<8x1x1x22xf32>, tensor<8x1x1x22xf32>) -> tensor<8x1x1x22xi1>
      %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %541 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %542 = stablehlo.compare NE, %523, %541, FLOAT : (tensor<8x1x1x22xf32>, tensor<8x1x1x22xf32>) -> tensor<8x1x1x22xi1>
      %543 = stablehlo.and %540, %542 : tensor<8x1x1x22xi1>
      %544 = stablehlo.convert %543 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xf32>
      %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %545 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %546 = stablehlo.compare GT, %544, %545, FLOAT : (tensor<8x1x1x22xf32>, tensor<8x1x1x22xf32>) -> tensor<8x1x1x22xi1>
      %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %547 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %548 = stablehlo.convert %547 : tensor<8x1x1x22xf32>
      %cst_231 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %549 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %550 = stablehlo.select %546, %548, %549 : tensor<8x1x1x22xi1>, tensor<8x1x1x22xf32>
      %cst_232 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %551 = stablehlo.sqrt %cst_232 : tensor<f32>
      %552 = stablehlo.convert %551 : tensor<f32>
      %553 = stablehlo.broadcast_in_dim %552, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %554 = stablehlo.divide %508, %553 : tensor<8x1x4x16xf32>
      %555 = stablehlo.dot_general %554, %527, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x22x4x16xf32>) -> tensor<8x4x1x22xf32>
      %556 = stablehlo.broadcast_in_dim %550, dims = [0, 1, 2, 3] : (tensor<8x1x1x22xf32>) -> tensor<8x4x1x22xf32>
      %557 = stablehlo.add %555, %556 : tensor<8x4x1x22xf32>
      %cst_233 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %558 = stablehlo.reduce(%557 init: %cst_233) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x22xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_234 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %559 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %560 = stablehlo.maximum %559, %558 : tensor<8x4x1xf32>
      %561 = stablehlo.broadcast_in_dim %560, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %562 = stablehlo.broadcast_in_dim %561, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x22xf32>
      %563 = stablehlo.subtract %557, %562 : tensor<8x4x1x22xf32>
      %564 = stablehlo.exponential %563 : tensor<8x4x1x22xf32>
      %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %565 = stablehlo.reduce(%564 init: %cst_235) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x22xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %566 = stablehlo.broadcast_in_dim %565, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x22xf32>
      %568 = stablehlo.divide %564, %567 : tensor<8x4x1x22xf32>
      %569 = stablehlo.dot_general %531, %568, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x22x4x16xf32>, tensor<8x4x1x22xf32>) -> tensor<8x4x16x1xf32>
      %570 = stablehlo.transpose %569, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %571 = stablehlo.reshape %570 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %572 = stablehlo.transpose %iterArg_165, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %573 = stablehlo.dot_general %571, %572, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %574 = stablehlo.broadcast_in_dim %iterArg_166, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %575 = stablehlo.broadcast_in_dim %574, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %576 = stablehlo.add %573, %575 : tensor<8x1x64xf32>
      %577 = stablehlo.add %576, %464 : tensor<8x1x64xf32>
      %578 = chlo.square %577 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %579 = stablehlo.reduce(%577 init: %cst_236) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_237 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %580 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %581 = stablehlo.divide %579, %580 : tensor<8x1xf32>
      %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %582 = stablehlo.reduce(%578 init: %cst_238) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_239 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %583 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %584 = stablehlo.divide %582, %583 : tensor<8x1xf32>
      %585 = chlo.square %581 : tensor<8x1xf32> -> tensor<8x1xf32>
      %586 = stablehlo.subtract %584, %585 : tensor<8x1xf32>
      %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %587 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %588 = stablehlo.maximum %587, %586 : tensor<8x1xf32>
      %589 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %590 = stablehlo.broadcast_in_dim %588, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %591 = stablehlo.broadcast_in_dim %589, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %592 = stablehlo.subtract %577, %591 : tensor<8x1x64xf32>
      %cst_241 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %593 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %594 = stablehlo.add %590, %593 : tensor<8x1x1xf32>
      %595 = stablehlo.rsqrt %594 : tensor<8x1x1xf32>
      %596 = stablehlo.reshape %iterArg_167 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %597 = stablehlo.broadcast_in_dim %595, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %598 = stablehlo.broadcast_in_dim %596, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %599 = stablehlo.multiply %597, %598 : tensor<8x1x64xf32>
      %600 = stablehlo.multiply %592, %599 : tensor<8x1x64xf32>
      %601 = stablehlo.reshape %iterArg_168 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %602 = stablehlo.broadcast_in_dim %601, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %603 = stablehlo.add %600, %602 : tensor<8x1x64xf32>
      %604 = stablehlo.transpose %iterArg_169, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
      %605 = stablehlo.dot_general %603, %604, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x256xf32>) -> tensor<8x1x256xf32>
      %606 = stablehlo.broadcast_in_dim %iterArg_170, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
      %608 = stablehlo.add %605, %607 : tensor<8x1x256xf32>
      %609 = stablehlo.multiply %608, %608 : tensor<8x1x256xf32>
      %610 = stablehlo.multiply %609, %608 : tensor<8x1x256xf32>
      %cst_242 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %611 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %612 = stablehlo.multiply %611, %610 : tensor<8x1x256xf32>
      %613 = stablehlo.add %608, %612 : tensor<8x1x256xf32>
      %cst_243 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %614 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %615 = stablehlo.multiply %614, %613 : tensor<8x1x256xf32>
      %616 = stablehlo.tanh %615 : tensor<8x1x256xf32>
      %cst_244 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %617 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %618 = stablehlo.add %617, %616 : tensor<8x1x256xf32>
      %cst_245 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %619 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %620 = stablehlo.multiply %619, %618 : tensor<8x1x256xf32>
      %621 = stablehlo.multiply %608, %620 : tensor<8x1x256xf32>
      %622 = stablehlo.transpose %iterArg_171, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %623 = stablehlo.dot_general %621, %622, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x64xf32>) -> tensor<8x1x64xf32>
      %624 = stablehlo.broadcast_in_dim %iterArg_172, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %626 = stablehlo.add %623, %625 : tensor<8x1x64xf32>
      %627 = stablehlo.add %577, %626 : tensor<8x1x64xf32>
      %628 = chlo.square %627 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %629 = stablehlo.reduce(%627 init: %cst_246) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_247 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %630 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %631 = stablehlo.divide %629, %630 : tensor<8x1xf32>
      %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %632 = stablehlo.reduce(%628 init: %cst_248) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_249 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %633 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %634 = stablehlo.divide %632, %633 : tensor<8x1xf32>
      %635 = chlo.square %631 : tensor<8x1xf32> -> tensor<8x1xf32>
      %636 = stablehlo.subtract %634, %635 : tensor<8x1xf32>
      %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %637 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %638 = stablehlo.maximum %637, %636 : tensor<8x1xf32>
      %639 = stablehlo.broadcast_in_dim %631, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %640 = stablehlo.broadcast_in_dim %638, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %641 = stablehlo.broadcast_in_dim %639, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %642 = stablehlo.subtract %627, %641 : tensor<8x1x64xf32>
      %cst_251 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %643 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %644 = stablehlo.add %640, %643 : tensor<8x1x1xf32>
      %645 = stablehlo.rsqrt %644 : tensor<8x1x1xf32>
      %646 = stablehlo.reshape %iterArg_173 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %647 = stablehlo.broadcast_in_dim %645, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %648 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %649 = stablehlo.multiply %647, %648 : tensor<8x1x64xf32>
      %650 = stablehlo.multiply %642, %649 : tensor<8x1x64xf32>
      %651 = stablehlo.reshape %iterArg_174 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %652 = stablehlo.broadcast_in_dim %651, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %653 = stablehlo.add %650, %652 : tensor<8x1x64xf32>
      %c_252 = stablehlo.constant dense<true> : tensor<i1>
      %654 = stablehlo.broadcast_in_dim %c_252, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
      %655 = stablehlo.iota dim = 0 : tensor<64xi32>
      %656 = stablehlo.broadcast_in_dim %655, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %657 = stablehlo.broadcast_in_dim %656, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %658 = stablehlo.broadcast_in_dim %656, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
      %659 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
      %660 = stablehlo.broadcast_in_dim %658, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
      %661 = stablehlo.compare GE, %659, %660, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
      %662 = stablehlo.broadcast_in_dim %661, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
      %663 = stablehlo.transpose %iterArg_175, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
      %664 = stablehlo.dot_general %653, %663, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x192xf32>) -> tensor<8x1x192xf32>
      %665 = stablehlo.broadcast_in_dim %iterArg_176, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
      %666 = stablehlo.broadcast_in_dim %665, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<8x1x192xf32>
      %667 = stablehlo.add %664, %666 : tensor<8x1x192xf32>
      %668 = stablehlo.slice %667 [0:8, 0:1, 0:64] : (tensor<8x1x192xf32>) -> tensor<8x1x64xf32>
      %669 = stablehlo.slice %667 [0:8, 0:1, 64:128] : (tensor<8x1x192xf32>) -> tensor<8x1x64xf32>
      %670 = stablehlo.slice %667 [0:8, 0:1, 128:192] : (tensor<8x1x192xf32>) -> tensor<8x1x64xf32>
      %671 = stablehlo.reshape %668 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %672 = stablehlo.reshape %669 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %673 = stablehlo.reshape %670 : (tensor<8x1x64xf32>) -> tensor<8x1x4x16xf32>
      %c_253 = stablehlo.constant dense<0> : tensor<i32>
      %674 = stablehlo.compare LT, %iterArg_197, %c_253, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_254 = stablehlo.constant dense<64> : tensor<i32>
      %675 = stablehlo.add %iterArg_197, %c_254 : tensor<i32>
      %676 = stablehlo.select %674, %675, %iterArg_197 : tensor<i1>, tensor<i32>
      %c_255 = stablehlo.constant dense<0> : tensor<i32>
      %c_256 = stablehlo.constant dense<0> : tensor<i32>
      %c_257 = stablehlo.constant dense<0> : tensor<i32>
      %677 = stablehlo.dynamic_slice %662, %c_255, %c_256, %676, %c_257, sizes = [1, 1, 1, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x22xi1>
      %678 = stablehlo.broadcast_in_dim %677, dims = [0, 1, 2, 3] : (tensor<1x1x1x22xi1>) -> tensor<8x1x1x22xi1>
      %679 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<8x22xi32>) -> tensor<8x1x1x22xi32>
      %680 = stablehlo.convert %678 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xi32>
      %c_258 = stablehlo.constant dense<0> : tensor<i32>
      %681 = stablehlo.broadcast_in_dim %c_258, dims = [] : (tensor<i32>) -> tensor<8x1x1x22xi32>
      %682 = stablehlo.compare NE, %679, %681, SIGNED : (tensor<8x1x1x22xi32>, tensor<8x1x1x22xi32>) -> tensor<8x1x1x22xi1>
      %c_259 = stablehlo.constant dense<0> : tensor<i32>
      %683 = stablehlo.broadcast_in_dim %c_259, dims = [] : (tensor<i32>) -> tensor<8x1x1x22xi32>
      %684 = stablehlo.compare NE, %680, %683, SIGNED : (tensor<8x1x1x22xi32>, tensor<8x1x1x22xi32>) -> tensor<8x1x1x22xi1>
      %685 = stablehlo.and %682, %684 : tensor<8x1x1x22xi1>
      %686 = stablehlo.convert %685 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xf32>
      %c_260 = stablehlo.constant dense<0> : tensor<i32>
      %687 = stablehlo.compare LT, %iterArg_197, %c_260, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_261 = stablehlo.constant dense<22> : tensor<i32>
      %688 = stablehlo.add %iterArg_197, %c_261 : tensor<i32>
      %689 = stablehlo.select %687, %688, %iterArg_197 : tensor<i1>, tensor<i32>
      %c_262 = stablehlo.constant dense<0> : tensor<i32>
      %c_263 = stablehlo.constant dense<0> : tensor<i32>
      %c_264 = stablehlo.constant dense<0> : tensor<i32>
      %690 = stablehlo.dynamic_update_slice %iterArg_198, %672, %c_262, %689, %c_263, %c_264 : (tensor<8x22x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
      %c_265 = stablehlo.constant dense<0> : tensor<i32>
      %691 = stablehlo.compare LT, %iterArg_197, %c_265, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_266 = stablehlo.constant dense<22> : tensor<i32>
      %692 = stablehlo.add %iterArg_197, %c_266 : tensor<i32>
      %693 = stablehlo.select %691, %692, %iterArg_197 : tensor<i1>, tensor<i32>
      %c_267 = stablehlo.constant dense<0> : tensor<i32>
      %c_268 = stablehlo.constant dense<0> : tensor<i32>
      %c_269 = stablehlo.constant dense<0> : tensor<i32>
      %694 = stablehlo.dynamic_update_slice %iterArg_199, %673, %c_267, %693, %c_268, %c_269 : (tensor<8x22x4x16xf32>, tensor<8x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x22x4x16xf32>
      %c_270 = stablehlo.constant dense<1> : tensor<i32>
      %695 = stablehlo.add %iterArg_197, %c_270 : tensor<i32>
      %696 = stablehlo.iota dim = 0 : tensor<22xi32>
      %c_271 = stablehlo.constant dense<1> : tensor<i32>
      %697 = stablehlo.add %iterArg_197, %c_271 : tensor<i32>
      %698 = stablehlo.broadcast_in_dim %697, dims = [] : (tensor<i32>) -> tensor<22xi32>
      %699 = stablehlo.compare LT, %696, %698, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
      %700 = stablehlo.broadcast_in_dim %699, dims = [3] : (tensor<22xi1>) -> tensor<8x1x1x22xi1>
      %701 = stablehlo.convert %700 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xf32>
      %cst_272 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %702 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %703 = stablehlo.compare NE, %701, %702, FLOAT : (tensor<8x1x1x22xf32>, tensor<8x1x1x22xf32>) -> tensor<8x1x1x22xi1>
      %cst_273 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %704 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %705 = stablehlo.compare NE, %686, %704, FLOAT : (tensor<8x1x1x22xf32>, tensor<8x1x1x22xf32>) -> tensor<8x1x1x22xi1>
      %706 = stablehlo.and %703, %705 : tensor<8x1x1x22xi1>
      %707 = stablehlo.convert %706 : (tensor<8x1x1x22xi1>) -> tensor<8x1x1x22xf32>
      %cst_274 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %708 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %709 = stablehlo.compare GT, %707, %708, FLOAT : (tensor<8x1x1x22xf32>, tensor<8x1x1x22xf32>) -> tensor<8x1x1x22xi1>
      %cst_275 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %710 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %711 = stablehlo.convert %710 : tensor<8x1x1x22xf32>
      %cst_276 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %712 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<8x1x1x22xf32>
      %713 = stablehlo.select %709, %711, %712 : tensor<8x1x1x22xi1>, tensor<8x1x1x22xf32>
      %cst_277 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %714 = stablehlo.sqrt %cst_277 : tensor<f32>
      %715 = stablehlo.convert %714 : tensor<f32>
      %716 = stablehlo.broadcast_in_dim %715, dims = [] : (tensor<f32>) -> tensor<8x1x4x16xf32>
      %717 = stablehlo.divide %671, %716 : tensor<8x1x4x16xf32>
      %718 = stablehlo.dot_general %717, %690, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x1x4x16xf32>, tensor<8x22x4x16xf32>) -> tensor<8x4x1x22xf32>
      %719 = stablehlo.broadcast_in_dim %713, dims = [0, 1, 2, 3] : (tensor<8x1x1x22xf32>) -> tensor<8x4x1x22xf32>
      %720 = stablehlo.add %718, %719 : tensor<8x4x1x22xf32>
      %cst_278 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %721 = stablehlo.reduce(%720 init: %cst_278) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x1x22xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %cst_279 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %722 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<8x4x1xf32>
      %723 = stablehlo.maximum %722, %721 : tensor<8x4x1xf32>
      %724 = stablehlo.broadcast_in_dim %723, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %725 = stablehlo.broadcast_in_dim %724, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x22xf32>
      %726 = stablehlo.subtract %720, %725 : tensor<8x4x1x22xf32>
      %727 = stablehlo.exponential %726 : tensor<8x4x1x22xf32>
      %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %728 = stablehlo.reduce(%727 init: %cst_280) applies stablehlo.add across dimensions = [3] : (tensor<8x4x1x22xf32>, tensor<f32>) -> tensor<8x4x1xf32>
      %729 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x1x1xf32>
      %730 = stablehlo.broadcast_in_dim %729, dims = [0, 1, 2, 3] : (tensor<8x4x1x1xf32>) -> tensor<8x4x1x22xf32>
      %731 = stablehlo.divide %727, %730 : tensor<8x4x1x22xf32>
      %732 = stablehlo.dot_general %694, %731, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x22x4x16xf32>, tensor<8x4x1x22xf32>) -> tensor<8x4x16x1xf32>
      %733 = stablehlo.transpose %732, dims = [0, 3, 1, 2] : (tensor<8x4x16x1xf32>) -> tensor<8x1x4x16xf32>
      %734 = stablehlo.reshape %733 : (tensor<8x1x4x16xf32>) -> tensor<8x1x64xf32>
      %735 = stablehlo.transpose %iterArg_177, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %736 = stablehlo.dot_general %734, %735, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x64xf32>) -> tensor<8x1x64xf32>
      %737 = stablehlo.broadcast_in_dim %iterArg_178, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %738 = stablehlo.broadcast_in_dim %737, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %739 = stablehlo.add %736, %738 : tensor<8x1x64xf32>
      %740 = stablehlo.add %739, %627 : tensor<8x1x64xf32>
      %741 = chlo.square %740 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_281 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %742 = stablehlo.reduce(%740 init: %cst_281) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_282 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %743 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %744 = stablehlo.divide %742, %743 : tensor<8x1xf32>
      %cst_283 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %745 = stablehlo.reduce(%741 init: %cst_283) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_284 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %746 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %747 = stablehlo.divide %745, %746 : tensor<8x1xf32>
      %748 = chlo.square %744 : tensor<8x1xf32> -> tensor<8x1xf32>
      %749 = stablehlo.subtract %747, %748 : tensor<8x1xf32>
      %cst_285 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %750 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %751 = stablehlo.maximum %750, %749 : tensor<8x1xf32>
      %752 = stablehlo.broadcast_in_dim %744, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %753 = stablehlo.broadcast_in_dim %751, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %754 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %755 = stablehlo.subtract %740, %754 : tensor<8x1x64xf32>
      %cst_286 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %756 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %757 = stablehlo.add %753, %756 : tensor<8x1x1xf32>
      %758 = stablehlo.rsqrt %757 : tensor<8x1x1xf32>
      %759 = stablehlo.reshape %iterArg_179 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %760 = stablehlo.broadcast_in_dim %758, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %761 = stablehlo.broadcast_in_dim %759, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %762 = stablehlo.multiply %760, %761 : tensor<8x1x64xf32>
      %763 = stablehlo.multiply %755, %762 : tensor<8x1x64xf32>
      %764 = stablehlo.reshape %iterArg_180 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %765 = stablehlo.broadcast_in_dim %764, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %766 = stablehlo.add %763, %765 : tensor<8x1x64xf32>
      %767 = stablehlo.transpose %iterArg_181, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
      %768 = stablehlo.dot_general %766, %767, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x256xf32>) -> tensor<8x1x256xf32>
      %769 = stablehlo.broadcast_in_dim %iterArg_182, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %770 = stablehlo.broadcast_in_dim %769, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x1x256xf32>
      %771 = stablehlo.add %768, %770 : tensor<8x1x256xf32>
      %772 = stablehlo.multiply %771, %771 : tensor<8x1x256xf32>
      %773 = stablehlo.multiply %772, %771 : tensor<8x1x256xf32>
      %cst_287 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %774 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %775 = stablehlo.multiply %774, %773 : tensor<8x1x256xf32>
      %776 = stablehlo.add %771, %775 : tensor<8x1x256xf32>
      %cst_288 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %777 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %778 = stablehlo.multiply %777, %776 : tensor<8x1x256xf32>
      %779 = stablehlo.tanh %778 : tensor<8x1x256xf32>
      %cst_289 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %780 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %781 = stablehlo.add %780, %779 : tensor<8x1x256xf32>
      %cst_290 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %782 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<8x1x256xf32>
      %783 = stablehlo.multiply %782, %781 : tensor<8x1x256xf32>
      %784 = stablehlo.multiply %771, %783 : tensor<8x1x256xf32>
      %785 = stablehlo.transpose %iterArg_183, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %786 = stablehlo.dot_general %784, %785, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xf32>, tensor<256x64xf32>) -> tensor<8x1x64xf32>
      %787 = stablehlo.broadcast_in_dim %iterArg_184, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %788 = stablehlo.broadcast_in_dim %787, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %789 = stablehlo.add %786, %788 : tensor<8x1x64xf32>
      %790 = stablehlo.add %740, %789 : tensor<8x1x64xf32>
      %791 = chlo.square %790 : tensor<8x1x64xf32> -> tensor<8x1x64xf32>
      %cst_291 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %792 = stablehlo.reduce(%790 init: %cst_291) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_292 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %793 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %794 = stablehlo.divide %792, %793 : tensor<8x1xf32>
      %cst_293 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %795 = stablehlo.reduce(%791 init: %cst_293) applies stablehlo.add across dimensions = [2] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x1xf32>
      %cst_294 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %796 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %797 = stablehlo.divide %795, %796 : tensor<8x1xf32>
      %798 = chlo.square %794 : tensor<8x1xf32> -> tensor<8x1xf32>
      %799 = stablehlo.subtract %797, %798 : tensor<8x1xf32>
      %cst_295 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %800 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %801 = stablehlo.maximum %800, %799 : tensor<8x1xf32>
      %802 = stablehlo.broadcast_in_dim %794, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %803 = stablehlo.broadcast_in_dim %801, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
      %804 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %805 = stablehlo.subtract %790, %804 : tensor<8x1x64xf32>
      %cst_296 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %806 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
      %807 = stablehlo.add %803, %806 : tensor<8x1x1xf32>
      %808 = stablehlo.rsqrt %807 : tensor<8x1x1xf32>
      %809 = stablehlo.reshape %iterArg_185 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %810 = stablehlo.broadcast_in_dim %808, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x64xf32>
      %811 = stablehlo.broadcast_in_dim %809, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %812 = stablehlo.multiply %810, %811 : tensor<8x1x64xf32>
      %813 = stablehlo.multiply %805, %812 : tensor<8x1x64xf32>
      %814 = stablehlo.reshape %iterArg_186 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %815 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x1x64xf32>
      %816 = stablehlo.add %813, %815 : tensor<8x1x64xf32>
      %817 = stablehlo.transpose %iterArg_159, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %818 = stablehlo.dot_general %816, %817, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x64xf32>, tensor<64x512xf32>) -> tensor<8x1x512xf32>
      %819 = stablehlo.reshape %818 : (tensor<8x1x512xf32>) -> tensor<8x512xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %820 = stablehlo.subtract %iterArg_189, %c_297 : tensor<i32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<1> : tensor<i32>
      %821 = func.call @clip_11(%820, %c_298, %c_299) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_300 = stablehlo.constant dense<1> : tensor<i32>
      %822 = stablehlo.subtract %c_300, %821 : tensor<i32>
      %c_301 = stablehlo.constant dense<2> : tensor<i32>
      %823 = stablehlo.broadcast_in_dim %c_301, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_302 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %824 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %825 = "stablehlo.scatter"(%819, %823, %824) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        stablehlo.return %arg31 : tensor<f32>
      }) : (tensor<8x512xf32>, tensor<1xi32>, tensor<8xf32>) -> tensor<8x512xf32>
      %826 = func.call @_where_12(%822, %825, %819) : (tensor<i32>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
      %cst_303 = stablehlo.constant dense<0.699999988> : tensor<f32>
      %827 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
      %828 = stablehlo.divide %826, %827 : tensor<8x512xf32>
      %cst_304 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %829 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<4096xf32>
      %values_305, %indices_306 = chlo.top_k(%828, k = 20) : tensor<8x512xf32> -> (tensor<8x20xf32>, tensor<8x20xi32>)
      %830 = stablehlo.iota dim = 0 : tensor<8xi32>
      %c_307 = stablehlo.constant dense<512> : tensor<i32>
      %831 = stablehlo.broadcast_in_dim %c_307, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %832 = stablehlo.multiply %830, %831 : tensor<8xi32>
      %833 = stablehlo.broadcast_in_dim %832, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %834 = stablehlo.broadcast_in_dim %833, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x20xi32>
      %835 = stablehlo.reshape %834 : (tensor<8x20xi32>) -> tensor<160xi32>
      %836 = stablehlo.reshape %values_305 : (tensor<8x20xf32>) -> tensor<160xf32>
      %837 = stablehlo.reshape %indices_306 : (tensor<8x20xi32>) -> tensor<160xi32>
      %838 = stablehlo.add %837, %835 : tensor<160xi32>
      %c_308 = stablehlo.constant dense<0> : tensor<i32>
      %839 = stablehlo.broadcast_in_dim %c_308, dims = [] : (tensor<i32>) -> tensor<160xi32>
      %840 = stablehlo.compare LT, %838, %839, SIGNED : (tensor<160xi32>, tensor<160xi32>) -> tensor<160xi1>
      %c_309 = stablehlo.constant dense<4096> : tensor<i32>
      %841 = stablehlo.broadcast_in_dim %c_309, dims = [] : (tensor<i32>) -> tensor<160xi32>
      %842 = stablehlo.add %838, %841 : tensor<160xi32>
      %843 = stablehlo.select %840, %842, %838 : tensor<160xi1>, tensor<160xi32>
      %844 = stablehlo.broadcast_in_dim %843, dims = [0] : (tensor<160xi32>) -> tensor<160x1xi32>
      %845 = stablehlo.convert %829 : tensor<4096xf32>
      %846 = "stablehlo.scatter"(%845, %844, %836) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg30: tensor<f32>, %arg31: tensor<f32>):
        stablehlo.return %arg31 : tensor<f32>
      }) : (tensor<4096xf32>, tensor<160x1xi32>, tensor<160xf32>) -> tensor<4096xf32>
      %847 = stablehlo.convert %846 : tensor<4096xf32>
      %848 = stablehlo.reshape %847 : (tensor<4096xf32>) -> tensor<8x512xf32>
      %values_310, %indices_311 = chlo.top_k(%848, k = 512) : tensor<8x512xf32> -> (tensor<8x512xf32>, tensor<8x512xi32>)
      %cst_312 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %849 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
      %850 = stablehlo.convert %values_310 : tensor<8x512xf32>
      %cst_313 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %851 = stablehlo.reduce(%850 init: %cst_313) applies stablehlo.maximum across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
      %cst_314 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %852 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<8xf32>
      %853 = stablehlo.maximum %852, %851 : tensor<8xf32>
      %854 = stablehlo.broadcast_in_dim %853, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %855 = stablehlo.convert %values_310 : tensor<8x512xf32>
      %856 = stablehlo.broadcast_in_dim %854, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
      %857 = stablehlo.subtract %855, %856 : tensor<8x512xf32>
      %858 = stablehlo.exponential %857 : tensor<8x512xf32>
      %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %859 = stablehlo.reduce(%858 init: %cst_315) applies stablehlo.add across dimensions = [1] : (tensor<8x512xf32>, tensor<f32>) -> tensor<8xf32>
      %860 = stablehlo.broadcast_in_dim %859, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %861 = stablehlo.broadcast_in_dim %860, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x512xf32>
      %862 = stablehlo.divide %858, %861 : tensor<8x512xf32>
      %863 = func.call @cumsum_13(%862) : (tensor<8x512xf32>) -> tensor<8x512xf32>
      %cst_316 = stablehlo.constant dense<0.899999976> : tensor<f32>
      %864 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
      %865 = stablehlo.compare LT, %863, %864, FLOAT : (tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xi1>
      %866 = stablehlo.reshape %865 : (tensor<8x512xi1>) -> tensor<4096xi1>
      %867 = func.call @_roll_static_14(%866) : (tensor<4096xi1>) -> tensor<4096xi1>
      %868 = stablehlo.reshape %867 : (tensor<4096xi1>) -> tensor<8x512xi1>
      %c_317 = stablehlo.constant dense<0> : tensor<i32>
      %869 = stablehlo.broadcast_in_dim %c_317, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %c_318 = stablehlo.constant dense<true> : tensor<i1>
      %870 = stablehlo.broadcast_in_dim %c_318, dims = [] : (tensor<i1>) -> tensor<8xi1>
      %871 = "stablehlo.scatter"(%868, %869, %870) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
        stablehlo.return %arg31 : tensor<i1>
      }) : (tensor<8x512xi1>, tensor<1xi32>, tensor<8xi1>) -> tensor<8x512xi1>
      %872 = stablehlo.or %868, %871 : tensor<8x512xi1>
      %c_319 = stablehlo.constant dense<0> : tensor<i32>
      %873 = stablehlo.broadcast_in_dim %c_319, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %c_320 = stablehlo.constant dense<true> : tensor<i1>
      %874 = stablehlo.broadcast_in_dim %c_320, dims = [] : (tensor<i1>) -> tensor<8x1xi1>
      %875 = "stablehlo.scatter"(%872, %873, %874) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg30: tensor<i1>, %arg31: tensor<i1>):
        stablehlo.return %arg31 : tensor<i1>
      }) : (tensor<8x512xi1>, tensor<1xi32>, tensor<8x1xi1>) -> tensor<8x512xi1>
      %876 = func.call @_where_15(%875, %values_310, %849) : (tensor<8x512xi1>, tensor<8x512xf32>, tensor<8x512xf32>) -> tensor<8x512xf32>
      %877:2 = "stablehlo.sort"(%indices_311, %876) <{dimension = 1 : i64, is_stable = true}> ({
      ^bb0(%arg30: tensor<i32>, %arg31: tensor<i32>, %arg32: tensor<f32>, %arg33: tensor<f32>):
        %901 = stablehlo.compare LT, %arg30, %arg31, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %901 : tensor<i1>
      }) : (tensor<8x512xi32>, tensor<8x512xf32>) -> (tensor<8x512xi32>, tensor<8x512xf32>)
      %878 = func.call @_gumbel_16(%459) : (tensor<2xui32>) -> tensor<8x512xf32>
      %879 = stablehlo.convert %877#1 : tensor<8x512xf32>
      %880 = stablehlo.add %878, %879 : tensor<8x512xf32>
      %881 = func.call @argmax(%880) : (tensor<8x512xf32>) -> tensor<8xi32>
      %882 = stablehlo.not %iterArg_192 : tensor<8xi1>
      %883 = stablehlo.convert %882 : (tensor<8xi1>) -> tensor<8xi32>
      %884 = stablehlo.multiply %881, %883 : tensor<8xi32>
      %885 = stablehlo.convert %iterArg_192 : (tensor<8xi1>) -> tensor<8xi32>
      %886 = stablehlo.broadcast_in_dim %iterArg_187, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %887 = stablehlo.multiply %886, %885 : tensor<8xi32>
      %888 = stablehlo.add %884, %887 : tensor<8xi32>
      %889 = stablehlo.broadcast_in_dim %iterArg_188, dims = [] : (tensor<i32>) -> tensor<8xi32>
      %890 = stablehlo.compare EQ, %888, %889, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
      %891 = stablehlo.or %iterArg_192, %890 : tensor<8xi1>
      %892 = stablehlo.broadcast_in_dim %888, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
      %c_321 = stablehlo.constant dense<0> : tensor<i32>
      %893 = stablehlo.compare LT, %iterArg_189, %c_321, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %894 = stablehlo.convert %iterArg_189 : tensor<i32>
      %c_322 = stablehlo.constant dense<22> : tensor<i32>
      %895 = stablehlo.add %894, %c_322 : tensor<i32>
      %896 = stablehlo.select %893, %895, %iterArg_189 : tensor<i1>, tensor<i32>
      %c_323 = stablehlo.constant dense<0> : tensor<i32>
      %897 = stablehlo.dynamic_update_slice %iterArg_190, %892, %c_323, %896 : (tensor<8x22xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x22xi32>
      %c_324 = stablehlo.constant dense<1> : tensor<i32>
      %898 = stablehlo.broadcast_in_dim %c_324, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
      %899 = stablehlo.add %iterArg_200, %898 : tensor<8x1xi32>
      %c_325 = stablehlo.constant dense<1> : tensor<i32>
      %900 = stablehlo.add %iterArg_189, %c_325 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_159, %iterArg_160, %iterArg_161, %iterArg_162, %iterArg_163, %iterArg_164, %iterArg_165, %iterArg_166, %iterArg_167, %iterArg_168, %iterArg_169, %iterArg_170, %iterArg_171, %iterArg_172, %iterArg_173, %iterArg_174, %iterArg_175, %iterArg_176, %iterArg_177, %iterArg_178, %iterArg_179, %iterArg_180, %iterArg_181, %iterArg_182, %iterArg_183, %iterArg_184, %iterArg_185, %iterArg_186, %iterArg_187, %iterArg_188, %900, %897, %892, %891, %461, %532, %527, %531, %695, %690, %694, %899 : tensor<8x22xi32>, tensor<512x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<8x22xi32>, tensor<8x1xi32>, tensor<8xi1>, tensor<2xui32>, tensor<i32>, tensor<8x22x4x16xf32>, tensor<8x22x4x16xf32>, tensor<i32>, tensor<8x22x4x16xf32>, tensor<8x22x4x16xf32>, tensor<8x1xi32>
    }
    return %456#32 : tensor<8x22xi32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<2x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<2xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<2xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<2xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<2xui64>
    %9 = stablehlo.convert %6 : (tensor<2xui64>) -> tensor<2xui32>
    %10 = stablehlo.convert %8 : (tensor<2xui64>) -> tensor<2xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<2xui32>) -> tensor<2x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    return %14 : tensor<2x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<2xui32>, %arg3: tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<2xui32>, tensor<2xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<2xui32>, %arg2: tensor<2xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<2xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<2xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<2xui32>
    %9 = stablehlo.or %5, %8 : tensor<2xui32>
    %10 = stablehlo.xor %3, %9 : tensor<2xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<2xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<2xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<2xui32>
    %19 = stablehlo.or %15, %18 : tensor<2xui32>
    %20 = stablehlo.xor %13, %19 : tensor<2xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<2xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<2xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<2xui32>
    %29 = stablehlo.or %25, %28 : tensor<2xui32>
    %30 = stablehlo.xor %23, %29 : tensor<2xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<2xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<2xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<2xui32>
    %39 = stablehlo.or %35, %38 : tensor<2xui32>
    %40 = stablehlo.xor %33, %39 : tensor<2xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %42 = stablehlo.add %33, %41 : tensor<2xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %44 = stablehlo.add %40, %43 : tensor<2xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<2xui32>
    %48 = stablehlo.add %44, %47 : tensor<2xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x16xi32>) -> tensor<8x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    return %16 : tensor<8x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x64xf32>, %arg1: tensor<8x16xi32>) -> tensor<8x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x16xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<8x16xi1>, tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x16xi32>) -> tensor<8x16x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x16x1xi32>, tensor<8x16x1xi32>) -> tensor<8x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x16x1xi1>, tensor<i1>) -> tensor<8x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<8x16x1xi32>) -> tensor<8x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x16xi1>) -> tensor<8x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x16x64xi1>, tensor<8x16x64xf32>
    return %16 : tensor<8x16x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<8x16xi1>, %arg1: tensor<8x16xi32>, %arg2: tensor<8x16xi32>) -> tensor<8x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x16xi1>, tensor<8x16xi32>
    return %0 : tensor<8x16xi32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_2(%arg0: tensor<i32>, %arg1: tensor<8x512xf32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<8x512xf32>
    return %1 : tensor<8x512xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %0 = call @cumsum_3(%arg0) : (tensor<8x512xf32>) -> tensor<8x512xf32>
    return %0 : tensor<8x512xf32>
  }
  func.func private @cumsum_3(%arg0: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [511, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 512>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x512xf32>, tensor<f32>) -> tensor<8x512xf32>
    return %1 : tensor<8x512xf32>
  }
  func.func private @_roll_static(%arg0: tensor<4096xi1>) -> tensor<4096xi1> {
    %0 = stablehlo.slice %arg0 [4095:4096] : (tensor<4096xi1>) -> tensor<1xi1>
    %1 = stablehlo.slice %arg0 [0:4095] : (tensor<4096xi1>) -> tensor<4095xi1>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi1>, tensor<4095xi1>) -> tensor<4096xi1>
    return %2 : tensor<4096xi1>
  }
  func.func private @_where_4(%arg0: tensor<8x512xi1>, %arg1: tensor<8x512xf32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x512xi1>, tensor<8x512xf32>
    return %0 : tensor<8x512xf32>
  }
  func.func private @_gumbel(%arg0: tensor<2xui32>) -> tensor<8x512xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.log %0 : tensor<8x512xf32>
    %2 = stablehlo.negate %1 : tensor<8x512xf32>
    %3 = stablehlo.log %2 : tensor<8x512xf32>
    %4 = stablehlo.negate %3 : tensor<8x512xf32>
    return %4 : tensor<8x512xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x512xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<8x512xui64>
    %8 = stablehlo.iota dim = 1 : tensor<8x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<8x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<8x512xui64>
    %13 = stablehlo.add %10, %12 : tensor<8x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<8x512xui64>
    %16 = stablehlo.convert %13 : (tensor<8x512xui64>) -> tensor<8x512xui32>
    %17 = stablehlo.convert %15 : (tensor<8x512xui64>) -> tensor<8x512xui32>
    %18:2 = call @threefry2x32_5(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<8x512xui32>, tensor<8x512xui32>) -> (tensor<8x512xui32>, tensor<8x512xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<8x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %23 = stablehlo.or %21, %22 : tensor<8x512xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<8x512xui32>) -> tensor<8x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<8x512xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x512xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x512xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x512xf32>
    return %33 : tensor<8x512xf32>
  }
  func.func private @threefry2x32_5(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8x512xui32>, %arg3: tensor<8x512xui32>) -> (tensor<8x512xui32>, tensor<8x512xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8x512xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_6(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8x512xui32>, tensor<8x512xui32>
  }
  func.func private @closed_call_6(%arg0: tensor<i32>, %arg1: tensor<8x512xui32>, %arg2: tensor<8x512xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8x512xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8x512xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8x512xui32>
    %9 = stablehlo.or %5, %8 : tensor<8x512xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8x512xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8x512xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8x512xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8x512xui32>
    %19 = stablehlo.or %15, %18 : tensor<8x512xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8x512xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8x512xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8x512xui32>
    %29 = stablehlo.or %25, %28 : tensor<8x512xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8x512xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8x512xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8x512xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8x512xui32>
    %39 = stablehlo.or %35, %38 : tensor<8x512xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8x512xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %42 = stablehlo.add %33, %41 : tensor<8x512xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %44 = stablehlo.add %40, %43 : tensor<8x512xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %48 = stablehlo.add %44, %47 : tensor<8x512xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8x512xui32>, tensor<8x512xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @argmax(%arg0: tensor<8x512xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x512xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x512xf32>, tensor<8x512xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
  func.func private @_take_7(%arg0: tensor<512x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_8(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
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
  func.func private @_where_8(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @_take_9(%arg0: tensor<64x64xf32>, %arg1: tensor<8x1xi32>) -> tensor<8x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x1xi32>
    %4 = call @_where_10(%1, %3, %arg1) : (tensor<8x1xi1>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x1x1xi1>, tensor<i1>) -> tensor<8x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<8x1x1xi32>) -> tensor<8x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x1x64xi1>, tensor<8x1x64xf32>
    return %16 : tensor<8x1x64xf32>
  }
  func.func private @_where_10(%arg0: tensor<8x1xi1>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1xi32>) -> tensor<8x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x1xi1>, tensor<8x1xi32>
    return %0 : tensor<8x1xi32>
  }
  func.func private @clip_11(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_12(%arg0: tensor<i32>, %arg1: tensor<8x512xf32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<8x512xf32>
    return %1 : tensor<8x512xf32>
  }
  func.func private @cumsum_13(%arg0: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %0 = call @cumsum_3(%arg0) : (tensor<8x512xf32>) -> tensor<8x512xf32>
    return %0 : tensor<8x512xf32>
  }
  func.func private @_roll_static_14(%arg0: tensor<4096xi1>) -> tensor<4096xi1> {
    %0 = stablehlo.slice %arg0 [4095:4096] : (tensor<4096xi1>) -> tensor<1xi1>
    %1 = stablehlo.slice %arg0 [0:4095] : (tensor<4096xi1>) -> tensor<4095xi1>
    %2 = stablehlo.concatenate %0, %1, dim = 0 : (tensor<1xi1>, tensor<4095xi1>) -> tensor<4096xi1>
    return %2 : tensor<4096xi1>
  }
  func.func private @_where_15(%arg0: tensor<8x512xi1>, %arg1: tensor<8x512xf32>, %arg2: tensor<8x512xf32>) -> tensor<8x512xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x512xi1>, tensor<8x512xf32>
    return %0 : tensor<8x512xf32>
  }
  func.func private @_gumbel_16(%arg0: tensor<2xui32>) -> tensor<8x512xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.17549435E-38> : tensor<f32>
    %0 = call @_uniform_17(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8x512xf32>
    %1 = stablehlo.log %0 : tensor<8x512xf32>
    %2 = stablehlo.negate %1 : tensor<8x512xf32>
    %3 = stablehlo.log %2 : tensor<8x512xf32>
    %4 = stablehlo.negate %3 : tensor<8x512xf32>
    return %4 : tensor<8x512xf32>
  }
  func.func private @_uniform_17(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x512xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %3 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %4 = stablehlo.reshape %3 : (tensor<1xui32>) -> tensor<ui32>
    %5 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %6 = stablehlo.reshape %5 : (tensor<1xui32>) -> tensor<ui32>
    %7 = stablehlo.iota dim = 0 : tensor<8x512xui64>
    %8 = stablehlo.iota dim = 1 : tensor<8x512xui64>
    %c = stablehlo.constant dense<512> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %10 = stablehlo.multiply %9, %7 : tensor<8x512xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %11 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %12 = stablehlo.multiply %11, %8 : tensor<8x512xui64>
    %13 = stablehlo.add %10, %12 : tensor<8x512xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %14 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<8x512xui64>
    %15 = stablehlo.shift_right_logical %13, %14 : tensor<8x512xui64>
    %16 = stablehlo.convert %13 : (tensor<8x512xui64>) -> tensor<8x512xui32>
    %17 = stablehlo.convert %15 : (tensor<8x512xui64>) -> tensor<8x512xui32>
    %18:2 = call @threefry2x32_5(%4, %6, %17, %16) : (tensor<ui32>, tensor<ui32>, tensor<8x512xui32>, tensor<8x512xui32>) -> (tensor<8x512xui32>, tensor<8x512xui32>)
    %19 = stablehlo.xor %18#0, %18#1 : tensor<8x512xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %20 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %21 = stablehlo.shift_right_logical %19, %20 : tensor<8x512xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %22 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<8x512xui32>
    %23 = stablehlo.or %21, %22 : tensor<8x512xui32>
    %24 = stablehlo.bitcast_convert %23 : (tensor<8x512xui32>) -> tensor<8x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x512xf32>
    %26 = stablehlo.subtract %24, %25 : tensor<8x512xf32>
    %27 = stablehlo.subtract %2, %1 : tensor<1x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %29 = stablehlo.multiply %26, %28 : tensor<8x512xf32>
    %30 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x512xf32>
    %32 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<8x512xf32>
    %33 = stablehlo.maximum %32, %31 : tensor<8x512xf32>
    return %33 : tensor<8x512xf32>
  }
}
