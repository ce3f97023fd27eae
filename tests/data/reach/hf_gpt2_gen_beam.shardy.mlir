module @jit_gen attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<192xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<192x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg27: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x22xi32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<[0.000000e+00, -1.000000e+07, -1.000000e+07, -1.000000e+07]> : tensor<4xf32>
    %0 = stablehlo.broadcast_in_dim %arg28, dims = [0, 2] : (tensor<8x16xi32>) -> tensor<8x1x16xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x1x16xi32>) -> tensor<8x4x16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x4x22xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.dynamic_update_slice %2, %1, %c_0, %c_1, %c_2 : (tensor<8x4x22xi32>, tensor<8x4x16xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x22xi32>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %4 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<8x4xi1>
    %5 = stablehlo.broadcast_in_dim %cst, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %6 = stablehlo.reshape %5 : (tensor<1x4xf32>) -> tensor<1x1x1x4xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x1x1x4xf32>) -> tensor<8x4xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %cst_5 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<8x4xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x22x4x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x22x4x16xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x22x4x16xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x22x4x16xf32>
    %c_10 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<32x22xi32>
    %17 = stablehlo.iota dim = 0 : tensor<16xi32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [1] : (tensor<16xi32>) -> tensor<1x16xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x16xi32>) -> tensor<32x16xi32>
    %c_11 = stablehlo.constant dense<16> : tensor<i32>
    %c_12 = stablehlo.constant dense<16> : tensor<i32>
    %20 = stablehlo.subtract %c_11, %c_12 : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %20, %c_13, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %22 = stablehlo.convert %20 : tensor<i32>
    %c_14 = stablehlo.constant dense<22> : tensor<i32>
    %23 = stablehlo.add %22, %c_14 : tensor<i32>
    %24 = stablehlo.select %21, %23, %20 : tensor<i1>, tensor<i32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.dynamic_slice %3, %c_15, %c_16, %24, sizes = [8, 4, 16] : (tensor<8x4x22xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x16xi32>
    %26 = stablehlo.reshape %25 : (tensor<8x4x16xi32>) -> tensor<32x16xi32>
    %27 = call @_take(%arg27, %26) : (tensor<512x64xf32>, tensor<32x16xi32>) -> tensor<32x16x64xf32>
    %28 = call @_take_0(%arg26, %19) : (tensor<64x64xf32>, tensor<32x16xi32>) -> tensor<32x16x64xf32>
    %29 = stablehlo.add %27, %28 : tensor<32x16x64xf32>
    %30 = chlo.square %29 : tensor<32x16x64xf32> -> tensor<32x16x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %31 = stablehlo.reduce(%29 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %33 = stablehlo.divide %31, %32 : tensor<32x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%30 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_20 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %36 = stablehlo.divide %34, %35 : tensor<32x16xf32>
    %37 = chlo.square %33 : tensor<32x16xf32> -> tensor<32x16xf32>
    %38 = stablehlo.subtract %36, %37 : tensor<32x16xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %40 = stablehlo.maximum %39, %38 : tensor<32x16xf32>
    %41 = stablehlo.broadcast_in_dim %33, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %44 = stablehlo.subtract %29, %43 : tensor<32x16x64xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %46 = stablehlo.add %42, %45 : tensor<32x16x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<32x16x1xf32>
    %48 = stablehlo.reshape %arg5 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %51 = stablehlo.multiply %49, %50 : tensor<32x16x64xf32>
    %52 = stablehlo.multiply %44, %51 : tensor<32x16x64xf32>
    %53 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %54 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %55 = stablehlo.add %52, %54 : tensor<32x16x64xf32>
    %56 = stablehlo.iota dim = 0 : tensor<64xi32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %59 = stablehlo.broadcast_in_dim %57, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %62 = stablehlo.compare GE, %60, %61, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %64 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %65 = stablehlo.dot_general %55, %64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x192xf32>) -> tensor<32x16x192xf32>
    %66 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<32x16x192xf32>
    %68 = stablehlo.add %65, %67 : tensor<32x16x192xf32>
    %69 = stablehlo.slice %68 [0:32, 0:16, 0:64] : (tensor<32x16x192xf32>) -> tensor<32x16x64xf32>
    %70 = stablehlo.slice %68 [0:32, 0:16, 64:128] : (tensor<32x16x192xf32>) -> tensor<32x16x64xf32>
    %71 = stablehlo.slice %68 [0:32, 0:16, 128:192] : (tensor<32x16x192xf32>) -> tensor<32x16x64xf32>
    %72 = stablehlo.reshape %69 : (tensor<32x16x64xf32>) -> tensor<32x16x4x16xf32>
    %73 = stablehlo.reshape %70 : (tensor<32x16x64xf32>) -> tensor<32x16x4x16xf32>
    %74 = stablehlo.reshape %71 : (tensor<32x16x64xf32>) -> tensor<32x16x4x16xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %75 = stablehlo.compare LT, %c_23, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %c_26 = stablehlo.constant dense<64> : tensor<i32>
    %76 = stablehlo.add %c_25, %c_26 : tensor<i32>
    %c_27 = stablehlo.constant dense<0> : tensor<i32>
    %77 = stablehlo.select %75, %76, %c_27 : tensor<i1>, tensor<i32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %c_30 = stablehlo.constant dense<0> : tensor<i32>
    %78 = stablehlo.dynamic_slice %63, %c_28, %c_29, %77, %c_30, sizes = [1, 1, 16, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x22xi1>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x16x22xi1>) -> tensor<32x1x16x22xi1>
    %80 = stablehlo.broadcast_in_dim %16, dims = [0, 3] : (tensor<32x22xi32>) -> tensor<32x1x1x22xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<32x1x1x22xi32>) -> tensor<32x1x16x22xi32>
    %82 = stablehlo.convert %79 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<32x1x16x22xi32>
    %84 = stablehlo.compare NE, %81, %83, SIGNED : (tensor<32x1x16x22xi32>, tensor<32x1x16x22xi32>) -> tensor<32x1x16x22xi1>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %85 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<32x1x16x22xi32>
    %86 = stablehlo.compare NE, %82, %85, SIGNED : (tensor<32x1x16x22xi32>, tensor<32x1x16x22xi32>) -> tensor<32x1x16x22xi1>
    %87 = stablehlo.and %84, %86 : tensor<32x1x16x22xi1>
    %88 = stablehlo.convert %87 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xf32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %89 = stablehlo.compare LT, %c_33, %c_34, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_35 = stablehlo.constant dense<0> : tensor<i32>
    %c_36 = stablehlo.constant dense<22> : tensor<i32>
    %90 = stablehlo.add %c_35, %c_36 : tensor<i32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %91 = stablehlo.select %89, %90, %c_37 : tensor<i1>, tensor<i32>
    %c_38 = stablehlo.constant dense<0> : tensor<i32>
    %c_39 = stablehlo.constant dense<0> : tensor<i32>
    %c_40 = stablehlo.constant dense<0> : tensor<i32>
    %92 = stablehlo.dynamic_update_slice %12, %73, %c_38, %91, %c_39, %c_40 : (tensor<32x22x4x16xf32>, tensor<32x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
    %c_41 = stablehlo.constant dense<0> : tensor<i32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %93 = stablehlo.compare LT, %c_41, %c_42, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_43 = stablehlo.constant dense<0> : tensor<i32>
    %c_44 = stablehlo.constant dense<22> : tensor<i32>
    %94 = stablehlo.add %c_43, %c_44 : tensor<i32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %95 = stablehlo.select %93, %94, %c_45 : tensor<i1>, tensor<i32>
    %c_46 = stablehlo.constant dense<0> : tensor<i32>
    %c_47 = stablehlo.constant dense<0> : tensor<i32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %96 = stablehlo.dynamic_update_slice %13, %74, %c_46, %95, %c_47, %c_48 : (tensor<32x22x4x16xf32>, tensor<32x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %c_50 = stablehlo.constant dense<16> : tensor<i32>
    %97 = stablehlo.add %c_49, %c_50 : tensor<i32>
    %98 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_51 = stablehlo.constant dense<0> : tensor<i32>
    %c_52 = stablehlo.constant dense<16> : tensor<i32>
    %99 = stablehlo.add %c_51, %c_52 : tensor<i32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %101 = stablehlo.compare LT, %98, %100, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %102 = stablehlo.broadcast_in_dim %101, dims = [3] : (tensor<22xi1>) -> tensor<32x1x16x22xi1>
    %103 = stablehlo.convert %102 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %105 = stablehlo.compare NE, %103, %104, FLOAT : (tensor<32x1x16x22xf32>, tensor<32x1x16x22xf32>) -> tensor<32x1x16x22xi1>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %107 = stablehlo.compare NE, %88, %106, FLOAT : (tensor<32x1x16x22xf32>, tensor<32x1x16x22xf32>) -> tensor<32x1x16x22xi1>
    %108 = stablehlo.and %105, %107 : tensor<32x1x16x22xi1>
    %109 = stablehlo.convert %108 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %111 = stablehlo.compare GT, %109, %110, FLOAT : (tensor<32x1x16x22xf32>, tensor<32x1x16x22xf32>) -> tensor<32x1x16x22xi1>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %113 = stablehlo.convert %112 : tensor<32x1x16x22xf32>
    %cst_57 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %115 = stablehlo.select %111, %113, %114 : tensor<32x1x16x22xi1>, tensor<32x1x16x22xf32>
    %cst_58 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %116 = stablehlo.sqrt %cst_58 : tensor<f32>
    %117 = stablehlo.convert %116 : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %117, dims = [] : (tensor<f32>) -> tensor<32x16x4x16xf32>
    %119 = stablehlo.divide %72, %118 : tensor<32x16x4x16xf32>
    %120 = stablehlo.dot_general %119, %92, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x16x4x16xf32>, tensor<32x22x4x16xf32>) -> tensor<32x4x16x22xf32>
    %121 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3] : (tensor<32x1x16x22xf32>) -> tensor<32x4x16x22xf32>
    %122 = stablehlo.add %120, %121 : tensor<32x4x16x22xf32>
    %cst_59 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x16x22xf32>, tensor<f32>) -> tensor<32x4x16xf32>
    %cst_60 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<32x4x16xf32>
    %125 = stablehlo.maximum %124, %123 : tensor<32x4x16xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<32x4x16xf32>) -> tensor<32x4x16x1xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2, 3] : (tensor<32x4x16x1xf32>) -> tensor<32x4x16x22xf32>
    %128 = stablehlo.subtract %122, %127 : tensor<32x4x16x22xf32>
    %129 = stablehlo.exponential %128 : tensor<32x4x16x22xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.reduce(%129 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<32x4x16x22xf32>, tensor<f32>) -> tensor<32x4x16xf32>
    %131 = stablehlo.broadcast_in_dim %130, dims = [0, 1, 2] : (tensor<32x4x16xf32>) -> tensor<32x4x16x1xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<32x4x16x1xf32>) -> tensor<32x4x16x22xf32>
    %133 = stablehlo.divide %129, %132 : tensor<32x4x16x22xf32>
    %134 = stablehlo.dot_general %96, %133, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x22x4x16xf32>, tensor<32x4x16x22xf32>) -> tensor<32x4x16x16xf32>
    %135 = stablehlo.transpose %134, dims = [0, 3, 1, 2] : (tensor<32x4x16x16xf32>) -> tensor<32x16x4x16xf32>
    %136 = stablehlo.reshape %135 : (tensor<32x16x4x16xf32>) -> tensor<32x16x64xf32>
    %137 = stablehlo.transpose %arg3, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %138 = stablehlo.dot_general %136, %137, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x64xf32>) -> tensor<32x16x64xf32>
    %139 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %141 = stablehlo.add %138, %140 : tensor<32x16x64xf32>
    %142 = stablehlo.add %141, %29 : tensor<32x16x64xf32>
    %143 = chlo.square %142 : tensor<32x16x64xf32> -> tensor<32x16x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.reduce(%142 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_63 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %146 = stablehlo.divide %144, %145 : tensor<32x16xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%143 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_65 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %149 = stablehlo.divide %147, %148 : tensor<32x16xf32>
    %150 = chlo.square %146 : tensor<32x16xf32> -> tensor<32x16xf32>
    %151 = stablehlo.subtract %149, %150 : tensor<32x16xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %153 = stablehlo.maximum %152, %151 : tensor<32x16xf32>
    %154 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %155 = stablehlo.broadcast_in_dim %153, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %156 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %157 = stablehlo.subtract %142, %156 : tensor<32x16x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %159 = stablehlo.add %155, %158 : tensor<32x16x1xf32>
    %160 = stablehlo.rsqrt %159 : tensor<32x16x1xf32>
    %161 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %163 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %164 = stablehlo.multiply %162, %163 : tensor<32x16x64xf32>
    %165 = stablehlo.multiply %157, %164 : tensor<32x16x64xf32>
    %166 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %168 = stablehlo.add %165, %167 : tensor<32x16x64xf32>
    %169 = stablehlo.transpose %arg9, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %170 = stablehlo.dot_general %168, %169, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x256xf32>) -> tensor<32x16x256xf32>
    %171 = stablehlo.broadcast_in_dim %arg8, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<32x16x256xf32>
    %173 = stablehlo.add %170, %172 : tensor<32x16x256xf32>
    %174 = stablehlo.multiply %173, %173 : tensor<32x16x256xf32>
    %175 = stablehlo.multiply %174, %173 : tensor<32x16x256xf32>
    %cst_68 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %177 = stablehlo.multiply %176, %175 : tensor<32x16x256xf32>
    %178 = stablehlo.add %173, %177 : tensor<32x16x256xf32>
    %cst_69 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %180 = stablehlo.multiply %179, %178 : tensor<32x16x256xf32>
    %181 = stablehlo.tanh %180 : tensor<32x16x256xf32>
    %cst_70 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %183 = stablehlo.add %182, %181 : tensor<32x16x256xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %185 = stablehlo.multiply %184, %183 : tensor<32x16x256xf32>
    %186 = stablehlo.multiply %173, %185 : tensor<32x16x256xf32>
    %187 = stablehlo.transpose %arg11, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %188 = stablehlo.dot_general %186, %187, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x256xf32>, tensor<256x64xf32>) -> tensor<32x16x64xf32>
    %189 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %191 = stablehlo.add %188, %190 : tensor<32x16x64xf32>
    %192 = stablehlo.add %142, %191 : tensor<32x16x64xf32>
    %193 = chlo.square %192 : tensor<32x16x64xf32> -> tensor<32x16x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.reduce(%192 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_73 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %196 = stablehlo.divide %194, %195 : tensor<32x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%193 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_75 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %199 = stablehlo.divide %197, %198 : tensor<32x16xf32>
    %200 = chlo.square %196 : tensor<32x16xf32> -> tensor<32x16xf32>
    %201 = stablehlo.subtract %199, %200 : tensor<32x16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %203 = stablehlo.maximum %202, %201 : tensor<32x16xf32>
    %204 = stablehlo.broadcast_in_dim %196, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %205 = stablehlo.broadcast_in_dim %203, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %206 = stablehlo.broadcast_in_dim %204, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %207 = stablehlo.subtract %192, %206 : tensor<32x16x64xf32>
    %cst_77 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %209 = stablehlo.add %205, %208 : tensor<32x16x1xf32>
    %210 = stablehlo.rsqrt %209 : tensor<32x16x1xf32>
    %211 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %212 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %213 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %214 = stablehlo.multiply %212, %213 : tensor<32x16x64xf32>
    %215 = stablehlo.multiply %207, %214 : tensor<32x16x64xf32>
    %216 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %218 = stablehlo.add %215, %217 : tensor<32x16x64xf32>
    %219 = stablehlo.iota dim = 0 : tensor<64xi32>
    %220 = stablehlo.broadcast_in_dim %219, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
    %224 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
    %225 = stablehlo.compare GE, %223, %224, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %227 = stablehlo.transpose %arg13, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
    %228 = stablehlo.dot_general %218, %227, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x192xf32>) -> tensor<32x16x192xf32>
    %229 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<32x16x192xf32>
    %231 = stablehlo.add %228, %230 : tensor<32x16x192xf32>
    %232 = stablehlo.slice %231 [0:32, 0:16, 0:64] : (tensor<32x16x192xf32>) -> tensor<32x16x64xf32>
    %233 = stablehlo.slice %231 [0:32, 0:16, 64:128] : (tensor<32x16x192xf32>) -> tensor<32x16x64xf32>
    %234 = stablehlo.slice %231 [0:32, 0:16, 128:192] : (tensor<32x16x192xf32>) -> tensor<32x16x64xf32>
    %235 = stablehlo.reshape %232 : (tensor<32x16x64xf32>) -> tensor<32x16x4x16xf32>
    %236 = stablehlo.reshape %233 : (tensor<32x16x64xf32>) -> tensor<32x16x4x16xf32>
    %237 = stablehlo.reshape %234 : (tensor<32x16x64xf32>) -> tensor<32x16x4x16xf32>
    %c_78 = stablehlo.constant dense<0> : tensor<i32>
    %c_79 = stablehlo.constant dense<0> : tensor<i32>
    %238 = stablehlo.compare LT, %c_78, %c_79, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_80 = stablehlo.constant dense<0> : tensor<i32>
    %c_81 = stablehlo.constant dense<64> : tensor<i32>
    %239 = stablehlo.add %c_80, %c_81 : tensor<i32>
    %c_82 = stablehlo.constant dense<0> : tensor<i32>
    %240 = stablehlo.select %238, %239, %c_82 : tensor<i1>, tensor<i32>
    %c_83 = stablehlo.constant dense<0> : tensor<i32>
    %c_84 = stablehlo.constant dense<0> : tensor<i32>
    %c_85 = stablehlo.constant dense<0> : tensor<i32>
    %241 = stablehlo.dynamic_slice %226, %c_83, %c_84, %240, %c_85, sizes = [1, 1, 16, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x16x22xi1>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<1x1x16x22xi1>) -> tensor<32x1x16x22xi1>
    %243 = stablehlo.broadcast_in_dim %16, dims = [0, 3] : (tensor<32x22xi32>) -> tensor<32x1x1x22xi32>
    %244 = stablehlo.broadcast_in_dim %243, dims = [0, 1, 2, 3] : (tensor<32x1x1x22xi32>) -> tensor<32x1x16x22xi32>
    %245 = stablehlo.convert %242 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xi32>
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %246 = stablehlo.broadcast_in_dim %c_86, dims = [] : (tensor<i32>) -> tensor<32x1x16x22xi32>
    %247 = stablehlo.compare NE, %244, %246, SIGNED : (tensor<32x1x16x22xi32>, tensor<32x1x16x22xi32>) -> tensor<32x1x16x22xi1>
    %c_87 = stablehlo.constant dense<0> : tensor<i32>
    %248 = stablehlo.broadcast_in_dim %c_87, dims = [] : (tensor<i32>) -> tensor<32x1x16x22xi32>
    %249 = stablehlo.compare NE, %245, %248, SIGNED : (tensor<32x1x16x22xi32>, tensor<32x1x16x22xi32>) -> tensor<32x1x16x22xi1>
    %250 = stablehlo.and %247, %249 : tensor<32x1x16x22xi1>
    %251 = stablehlo.convert %250 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xf32>
    %c_88 = stablehlo.constant dense<0> : tensor<i32>
    %c_89 = stablehlo.constant dense<0> : tensor<i32>
    %252 = stablehlo.compare LT, %c_88, %c_89, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_90 = stablehlo.constant dense<0> : tensor<i32>
    %c_91 = stablehlo.constant dense<22> : tensor<i32>
    %253 = stablehlo.add %c_90, %c_91 : tensor<i32>
    %c_92 = stablehlo.constant dense<0> : tensor<i32>
    %254 = stablehlo.select %252, %253, %c_92 : tensor<i1>, tensor<i32>
    %c_93 = stablehlo.constant dense<0> : tensor<i32>
    %c_94 = stablehlo.constant dense<0> : tensor<i32>
    %c_95 = stablehlo.constant dense<0> : tensor<i32>
    %255 = stablehlo.dynamic_update_slice %14, %236, %c_93, %254, %c_94, %c_95 : (tensor<32x22x4x16xf32>, tensor<32x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
    %c_96 = stablehlo.constant dense<0> : tensor<i32>
    %c_97 = stablehlo.constant dense<0> : tensor<i32>
    %256 = stablehlo.compare LT, %c_96, %c_97, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_98 = stablehlo.constant dense<0> : tensor<i32>
    %c_99 = stablehlo.constant dense<22> : tensor<i32>
    %257 = stablehlo.add %c_98, %c_99 : tensor<i32>
    %c_100 = stablehlo.constant dense<0> : tensor<i32>
    %258 = stablehlo.select %256, %257, %c_100 : tensor<i1>, tensor<i32>
    %c_101 = stablehlo.constant dense<0> : tensor<i32>
    %c_102 = stablehlo.constant dense<0> : tensor<i32>
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %259 = stablehlo.dynamic_update_slice %15, %237, %c_101, %258, %c_102, %c_103 : (tensor<32x22x4x16xf32>, tensor<32x16x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %c_105 = stablehlo.constant dense<16> : tensor<i32>
    %260 = stablehlo.add %c_104, %c_105 : tensor<i32>
    %261 = stablehlo.iota dim = 0 : tensor<22xi32>
    %c_106 = stablehlo.constant dense<0> : tensor<i32>
    %c_107 = stablehlo.constant dense<16> : tensor<i32>
    %262 = stablehlo.add %c_106, %c_107 : tensor<i32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [] : (tensor<i32>) -> tensor<22xi32>
    %264 = stablehlo.compare LT, %261, %263, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
    %265 = stablehlo.broadcast_in_dim %264, dims = [3] : (tensor<22xi1>) -> tensor<32x1x16x22xi1>
    %266 = stablehlo.convert %265 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %268 = stablehlo.compare NE, %266, %267, FLOAT : (tensor<32x1x16x22xf32>, tensor<32x1x16x22xf32>) -> tensor<32x1x16x22xi1>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %270 = stablehlo.compare NE, %251, %269, FLOAT : (tensor<32x1x16x22xf32>, tensor<32x1x16x22xf32>) -> tensor<32x1x16x22xi1>
    %271 = stablehlo.and %268, %270 : tensor<32x1x16x22xi1>
    %272 = stablehlo.convert %271 : (tensor<32x1x16x22xi1>) -> tensor<32x1x16x22xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %274 = stablehlo.compare GT, %272, %273, FLOAT : (tensor<32x1x16x22xf32>, tensor<32x1x16x22xf32>) -> tensor<32x1x16x22xi1>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %276 = stablehlo.convert %275 : tensor<32x1x16x22xf32>
    %cst_112 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x1x16x22xf32>
    %278 = stablehlo.select %274, %276, %277 : tensor<32x1x16x22xi1>, tensor<32x1x16x22xf32>
    %cst_113 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %279 = stablehlo.sqrt %cst_113 : tensor<f32>
    %280 = stablehlo.convert %279 : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %280, dims = [] : (tensor<f32>) -> tensor<32x16x4x16xf32>
    %282 = stablehlo.divide %235, %281 : tensor<32x16x4x16xf32>
    %283 = stablehlo.dot_general %282, %255, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x16x4x16xf32>, tensor<32x22x4x16xf32>) -> tensor<32x4x16x22xf32>
    %284 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3] : (tensor<32x1x16x22xf32>) -> tensor<32x4x16x22xf32>
    %285 = stablehlo.add %283, %284 : tensor<32x4x16x22xf32>
    %cst_114 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_114) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x16x22xf32>, tensor<f32>) -> tensor<32x4x16xf32>
    %cst_115 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x4x16xf32>
    %288 = stablehlo.maximum %287, %286 : tensor<32x4x16xf32>
    %289 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<32x4x16xf32>) -> tensor<32x4x16x1xf32>
    %290 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2, 3] : (tensor<32x4x16x1xf32>) -> tensor<32x4x16x22xf32>
    %291 = stablehlo.subtract %285, %290 : tensor<32x4x16x22xf32>
    %292 = stablehlo.exponential %291 : tensor<32x4x16x22xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %293 = stablehlo.reduce(%292 init: %cst_116) applies stablehlo.add across dimensions = [3] : (tensor<32x4x16x22xf32>, tensor<f32>) -> tensor<32x4x16xf32>
    %294 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<32x4x16xf32>) -> tensor<32x4x16x1xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2, 3] : (tensor<32x4x16x1xf32>) -> tensor<32x4x16x22xf32>
    %296 = stablehlo.divide %292, %295 : tensor<32x4x16x22xf32>
    %297 = stablehlo.dot_general %259, %296, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x22x4x16xf32>, tensor<32x4x16x22xf32>) -> tensor<32x4x16x16xf32>
    %298 = stablehlo.transpose %297, dims = [0, 3, 1, 2] : (tensor<32x4x16x16xf32>) -> tensor<32x16x4x16xf32>
    %299 = stablehlo.reshape %298 : (tensor<32x16x4x16xf32>) -> tensor<32x16x64xf32>
    %300 = stablehlo.transpose %arg15, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %301 = stablehlo.dot_general %299, %300, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x64xf32>) -> tensor<32x16x64xf32>
    %302 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %303 = stablehlo.broadcast_in_dim %302, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %304 = stablehlo.add %301, %303 : tensor<32x16x64xf32>
    %305 = stablehlo.add %304, %192 : tensor<32x16x64xf32>
    %306 = chlo.square %305 : tensor<32x16x64xf32> -> tensor<32x16x64xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%305 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_118 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %309 = stablehlo.divide %307, %308 : tensor<32x16xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%306 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_120 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %312 = stablehlo.divide %310, %311 : tensor<32x16xf32>
    %313 = chlo.square %309 : tensor<32x16xf32> -> tensor<32x16xf32>
    %314 = stablehlo.subtract %312, %313 : tensor<32x16xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %316 = stablehlo.maximum %315, %314 : tensor<32x16xf32>
    %317 = stablehlo.broadcast_in_dim %309, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %318 = stablehlo.broadcast_in_dim %316, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %319 = stablehlo.broadcast_in_dim %317, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %320 = stablehlo.subtract %305, %319 : tensor<32x16x64xf32>
    %cst_122 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %322 = stablehlo.add %318, %321 : tensor<32x16x1xf32>
    %323 = stablehlo.rsqrt %322 : tensor<32x16x1xf32>
    %324 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %325 = stablehlo.broadcast_in_dim %323, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %327 = stablehlo.multiply %325, %326 : tensor<32x16x64xf32>
    %328 = stablehlo.multiply %320, %327 : tensor<32x16x64xf32>
    %329 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %331 = stablehlo.add %328, %330 : tensor<32x16x64xf32>
    %332 = stablehlo.transpose %arg21, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
    %333 = stablehlo.dot_general %331, %332, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x256xf32>) -> tensor<32x16x256xf32>
    %334 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<32x16x256xf32>
    %336 = stablehlo.add %333, %335 : tensor<32x16x256xf32>
    %337 = stablehlo.multiply %336, %336 : tensor<32x16x256xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<32x16x256xf32>
    %cst_123 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<32x16x256xf32>
    %341 = stablehlo.add %336, %340 : tensor<32x16x256xf32>
    %cst_124 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %343 = stablehlo.multiply %342, %341 : tensor<32x16x256xf32>
    %344 = stablehlo.tanh %343 : tensor<32x16x256xf32>
    %cst_125 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %346 = stablehlo.add %345, %344 : tensor<32x16x256xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<32x16x256xf32>
    %348 = stablehlo.multiply %347, %346 : tensor<32x16x256xf32>
    %349 = stablehlo.multiply %336, %348 : tensor<32x16x256xf32>
    %350 = stablehlo.transpose %arg23, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
    %351 = stablehlo.dot_general %349, %350, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x256xf32>, tensor<256x64xf32>) -> tensor<32x16x64xf32>
    %352 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %354 = stablehlo.add %351, %353 : tensor<32x16x64xf32>
    %355 = stablehlo.add %305, %354 : tensor<32x16x64xf32>
    %356 = chlo.square %355 : tensor<32x16x64xf32> -> tensor<32x16x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %357 = stablehlo.reduce(%355 init: %cst_127) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_128 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %359 = stablehlo.divide %357, %358 : tensor<32x16xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %360 = stablehlo.reduce(%356 init: %cst_129) applies stablehlo.add across dimensions = [2] : (tensor<32x16x64xf32>, tensor<f32>) -> tensor<32x16xf32>
    %cst_130 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %362 = stablehlo.divide %360, %361 : tensor<32x16xf32>
    %363 = chlo.square %359 : tensor<32x16xf32> -> tensor<32x16xf32>
    %364 = stablehlo.subtract %362, %363 : tensor<32x16xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32x16xf32>
    %366 = stablehlo.maximum %365, %364 : tensor<32x16xf32>
    %367 = stablehlo.broadcast_in_dim %359, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %368 = stablehlo.broadcast_in_dim %366, dims = [0, 1] : (tensor<32x16xf32>) -> tensor<32x16x1xf32>
    %369 = stablehlo.broadcast_in_dim %367, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %370 = stablehlo.subtract %355, %369 : tensor<32x16x64xf32>
    %cst_132 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32x16x1xf32>
    %372 = stablehlo.add %368, %371 : tensor<32x16x1xf32>
    %373 = stablehlo.rsqrt %372 : tensor<32x16x1xf32>
    %374 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [0, 1, 2] : (tensor<32x16x1xf32>) -> tensor<32x16x64xf32>
    %376 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %377 = stablehlo.multiply %375, %376 : tensor<32x16x64xf32>
    %378 = stablehlo.multiply %370, %377 : tensor<32x16x64xf32>
    %379 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x16x64xf32>
    %381 = stablehlo.add %378, %380 : tensor<32x16x64xf32>
    %382 = stablehlo.transpose %arg27, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
    %383 = stablehlo.dot_general %381, %382, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x16x64xf32>, tensor<64x512xf32>) -> tensor<32x16x512xf32>
    %384 = stablehlo.slice %383 [0:32, 15:16, 0:512] : (tensor<32x16x512xf32>) -> tensor<32x1x512xf32>
    %385 = stablehlo.reshape %384 : (tensor<32x1x512xf32>) -> tensor<32x512xf32>
    %386 = stablehlo.reshape %385 : (tensor<32x512xf32>) -> tensor<8x4x512xf32>
    %387 = stablehlo.reshape %92 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
    %388 = stablehlo.reshape %96 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
    %389 = stablehlo.reshape %255 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
    %390 = stablehlo.reshape %259 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
    %391 = call @log_softmax(%386) : (tensor<8x4x512xf32>) -> tensor<8x4x512xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x4x512xf32>) -> tensor<32x512xf32>
    %c_133 = stablehlo.constant dense<16> : tensor<i32>
    %c_134 = stablehlo.constant dense<0> : tensor<i32>
    %393 = stablehlo.subtract %c_133, %c_134 : tensor<i32>
    %c_135 = stablehlo.constant dense<0> : tensor<i32>
    %c_136 = stablehlo.constant dense<1> : tensor<i32>
    %394 = call @clip(%393, %c_135, %c_136) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_137 = stablehlo.constant dense<1> : tensor<i32>
    %395 = stablehlo.subtract %c_137, %394 : tensor<i32>
    %c_138 = stablehlo.constant dense<2> : tensor<i32>
    %396 = stablehlo.broadcast_in_dim %c_138, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %cst_139 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %398 = "stablehlo.scatter"(%392, %396, %397) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
    ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
      stablehlo.return %arg30 : tensor<f32>
    }) : (tensor<32x512xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x512xf32>
    %399 = call @_where_2(%395, %398, %392) : (tensor<i32>, tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xf32>
    %400 = stablehlo.reshape %399 : (tensor<32x512xf32>) -> tensor<8x4x512xf32>
    %401 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %403 = stablehlo.add %400, %402 : tensor<8x4x512xf32>
    %404 = stablehlo.reshape %403 : (tensor<8x4x512xf32>) -> tensor<8x2048xf32>
    %values, %indices = chlo.top_k(%404, k = 8) : tensor<8x2048xf32> -> (tensor<8x8xf32>, tensor<8x8xi32>)
    %c_140 = stablehlo.constant dense<512> : tensor<i32>
    %405 = call @floor_divide(%indices, %c_140) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
    %406 = stablehlo.iota dim = 0 : tensor<64xi32>
    %c_141 = stablehlo.constant dense<8> : tensor<i32>
    %407 = call @floor_divide_4(%406, %c_141) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
    %408 = stablehlo.reshape %407 : (tensor<64xi32>) -> tensor<8x8xi32>
    %c_142 = stablehlo.constant dense<0> : tensor<i32>
    %409 = stablehlo.broadcast_in_dim %c_142, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %410 = stablehlo.compare LT, %408, %409, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_143 = stablehlo.constant dense<8> : tensor<i32>
    %411 = stablehlo.broadcast_in_dim %c_143, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %412 = stablehlo.add %408, %411 : tensor<8x8xi32>
    %413 = stablehlo.select %410, %412, %408 : tensor<8x8xi1>, tensor<8x8xi32>
    %c_144 = stablehlo.constant dense<0> : tensor<i32>
    %414 = stablehlo.broadcast_in_dim %c_144, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %415 = stablehlo.compare LT, %405, %414, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_145 = stablehlo.constant dense<4> : tensor<i32>
    %416 = stablehlo.broadcast_in_dim %c_145, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %417 = stablehlo.add %405, %416 : tensor<8x8xi32>
    %418 = stablehlo.select %415, %417, %405 : tensor<8x8xi1>, tensor<8x8xi32>
    %419 = stablehlo.broadcast_in_dim %413, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %420 = stablehlo.broadcast_in_dim %418, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %421 = stablehlo.concatenate %419, %420, dim = 2 : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x2xi32>
    %422 = "stablehlo.gather"(%3, %421) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22>}> : (tensor<8x4x22xi32>, tensor<8x8x2xi32>) -> tensor<8x8x22xi32>
    %c_146 = stablehlo.constant dense<512> : tensor<i32>
    %423 = call @remainder(%indices, %c_146) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
    %424 = stablehlo.broadcast_in_dim %423, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
    %c_147 = stablehlo.constant dense<16> : tensor<i32>
    %c_148 = stablehlo.constant dense<0> : tensor<i32>
    %425 = stablehlo.compare LT, %c_147, %c_148, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_149 = stablehlo.constant dense<16> : tensor<i32>
    %c_150 = stablehlo.constant dense<22> : tensor<i32>
    %426 = stablehlo.add %c_149, %c_150 : tensor<i32>
    %c_151 = stablehlo.constant dense<16> : tensor<i32>
    %427 = stablehlo.select %425, %426, %c_151 : tensor<i1>, tensor<i32>
    %c_152 = stablehlo.constant dense<0> : tensor<i32>
    %c_153 = stablehlo.constant dense<0> : tensor<i32>
    %428 = stablehlo.dynamic_update_slice %422, %424, %c_152, %c_153, %427 : (tensor<8x8x22xi32>, tensor<8x8x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x8x22xi32>
    %c_154 = stablehlo.constant dense<0> : tensor<i32>
    %c_155 = stablehlo.constant dense<0> : tensor<i32>
    %429 = stablehlo.compare LT, %c_154, %c_155, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_156 = stablehlo.constant dense<0> : tensor<i32>
    %c_157 = stablehlo.constant dense<8> : tensor<i32>
    %430 = stablehlo.add %c_156, %c_157 : tensor<i32>
    %c_158 = stablehlo.constant dense<0> : tensor<i32>
    %431 = stablehlo.select %429, %430, %c_158 : tensor<i1>, tensor<i32>
    %c_159 = stablehlo.constant dense<0> : tensor<i32>
    %c_160 = stablehlo.constant dense<0> : tensor<i32>
    %432 = stablehlo.compare LT, %c_159, %c_160, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_161 = stablehlo.constant dense<0> : tensor<i32>
    %c_162 = stablehlo.constant dense<8> : tensor<i32>
    %433 = stablehlo.add %c_161, %c_162 : tensor<i32>
    %c_163 = stablehlo.constant dense<0> : tensor<i32>
    %434 = stablehlo.select %432, %433, %c_163 : tensor<i1>, tensor<i32>
    %c_164 = stablehlo.constant dense<16> : tensor<i32>
    %c_165 = stablehlo.constant dense<0> : tensor<i32>
    %435 = stablehlo.compare LT, %c_164, %c_165, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_166 = stablehlo.constant dense<16> : tensor<i32>
    %c_167 = stablehlo.constant dense<22> : tensor<i32>
    %436 = stablehlo.add %c_166, %c_167 : tensor<i32>
    %c_168 = stablehlo.constant dense<16> : tensor<i32>
    %437 = stablehlo.select %435, %436, %c_168 : tensor<i1>, tensor<i32>
    %438 = stablehlo.dynamic_slice %428, %431, %434, %437, sizes = [8, 8, 1] : (tensor<8x8x22xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x8x1xi32>
    %439 = stablehlo.reshape %438 : (tensor<8x8x1xi32>) -> tensor<8x8xi32>
    %c_169 = stablehlo.constant dense<2> : tensor<i32>
    %440 = stablehlo.broadcast_in_dim %c_169, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %441 = stablehlo.compare EQ, %439, %440, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %442 = stablehlo.convert %441 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %cst_170 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %444 = stablehlo.multiply %442, %443 : tensor<8x8xf32>
    %445 = stablehlo.add %values, %444 : tensor<8x8xf32>
    %values_171, %indices_172 = chlo.top_k(%445, k = 4) : tensor<8x8xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
    %446 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_173 = stablehlo.constant dense<4> : tensor<i32>
    %447 = call @floor_divide_7(%446, %c_173) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %448 = stablehlo.reshape %447 : (tensor<32xi32>) -> tensor<8x4xi32>
    %c_174 = stablehlo.constant dense<0> : tensor<i32>
    %449 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %450 = stablehlo.compare LT, %448, %449, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_175 = stablehlo.constant dense<8> : tensor<i32>
    %451 = stablehlo.broadcast_in_dim %c_175, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %452 = stablehlo.add %448, %451 : tensor<8x4xi32>
    %453 = stablehlo.select %450, %452, %448 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_176 = stablehlo.constant dense<0> : tensor<i32>
    %454 = stablehlo.broadcast_in_dim %c_176, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %455 = stablehlo.compare LT, %indices_172, %454, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_177 = stablehlo.constant dense<8> : tensor<i32>
    %456 = stablehlo.broadcast_in_dim %c_177, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %457 = stablehlo.add %indices_172, %456 : tensor<8x4xi32>
    %458 = stablehlo.select %455, %457, %indices_172 : tensor<8x4xi1>, tensor<8x4xi32>
    %459 = stablehlo.broadcast_in_dim %453, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %460 = stablehlo.broadcast_in_dim %458, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %461 = stablehlo.concatenate %459, %460, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %462 = "stablehlo.gather"(%428, %461) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22>}> : (tensor<8x8x22xi32>, tensor<8x4x2xi32>) -> tensor<8x4x22xi32>
    %c_178 = stablehlo.constant dense<0> : tensor<i32>
    %463 = stablehlo.broadcast_in_dim %c_178, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %464 = stablehlo.compare LT, %448, %463, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_179 = stablehlo.constant dense<8> : tensor<i32>
    %465 = stablehlo.broadcast_in_dim %c_179, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %466 = stablehlo.add %448, %465 : tensor<8x4xi32>
    %467 = stablehlo.select %464, %466, %448 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_180 = stablehlo.constant dense<0> : tensor<i32>
    %468 = stablehlo.broadcast_in_dim %c_180, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %469 = stablehlo.compare LT, %indices_172, %468, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_181 = stablehlo.constant dense<8> : tensor<i32>
    %470 = stablehlo.broadcast_in_dim %c_181, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %471 = stablehlo.add %indices_172, %470 : tensor<8x4xi32>
    %472 = stablehlo.select %469, %471, %indices_172 : tensor<8x4xi1>, tensor<8x4xi32>
    %473 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %474 = stablehlo.broadcast_in_dim %472, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %475 = stablehlo.concatenate %473, %474, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %476 = "stablehlo.gather"(%445, %475) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x4x2xi32>) -> tensor<8x4xf32>
    %c_182 = stablehlo.constant dense<16> : tensor<i32>
    %c_183 = stablehlo.constant dense<1> : tensor<i32>
    %477 = stablehlo.add %c_182, %c_183 : tensor<i32>
    %c_184 = stablehlo.constant dense<16> : tensor<i32>
    %478 = stablehlo.subtract %477, %c_184 : tensor<i32>
    %479 = stablehlo.convert %478 : (tensor<i32>) -> tensor<f32>
    %cst_185 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %480 = stablehlo.power %479, %cst_185 : tensor<f32>
    %481 = stablehlo.convert %480 : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %483 = stablehlo.divide %values, %482 : tensor<8x8xf32>
    %c_186 = stablehlo.constant dense<true> : tensor<i1>
    %484 = stablehlo.reduce(%4 init: %c_186) applies stablehlo.and across dimensions = [1] : (tensor<8x4xi1>, tensor<i1>) -> tensor<8xi1>
    %485 = stablehlo.broadcast_in_dim %484, dims = [0] : (tensor<8xi1>) -> tensor<8x1xi1>
    %486 = stablehlo.broadcast_in_dim %485, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x8xi1>
    %c_187 = stablehlo.constant dense<true> : tensor<i1>
    %487 = stablehlo.broadcast_in_dim %c_187, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %488 = stablehlo.and %486, %487 : tensor<8x8xi1>
    %489 = stablehlo.not %441 : tensor<8x8xi1>
    %490 = stablehlo.or %489, %488 : tensor<8x8xi1>
    %491 = stablehlo.convert %490 : (tensor<8x8xi1>) -> tensor<8x8xf32>
    %cst_188 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
    %493 = stablehlo.multiply %491, %492 : tensor<8x8xf32>
    %494 = stablehlo.add %483, %493 : tensor<8x8xf32>
    %495 = stablehlo.concatenate %2, %428, dim = 1 : (tensor<8x4x22xi32>, tensor<8x8x22xi32>) -> tensor<8x12x22xi32>
    %496 = stablehlo.concatenate %11, %494, dim = 1 : (tensor<8x4xf32>, tensor<8x8xf32>) -> tensor<8x12xf32>
    %497 = stablehlo.concatenate %4, %441, dim = 1 : (tensor<8x4xi1>, tensor<8x8xi1>) -> tensor<8x12xi1>
    %values_189, %indices_190 = chlo.top_k(%496, k = 4) : tensor<8x12xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
    %498 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_191 = stablehlo.constant dense<4> : tensor<i32>
    %499 = call @floor_divide_7(%498, %c_191) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %500 = stablehlo.reshape %499 : (tensor<32xi32>) -> tensor<8x4xi32>
    %c_192 = stablehlo.constant dense<0> : tensor<i32>
    %501 = stablehlo.broadcast_in_dim %c_192, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %502 = stablehlo.compare LT, %500, %501, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_193 = stablehlo.constant dense<8> : tensor<i32>
    %503 = stablehlo.broadcast_in_dim %c_193, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %504 = stablehlo.add %500, %503 : tensor<8x4xi32>
    %505 = stablehlo.select %502, %504, %500 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_194 = stablehlo.constant dense<0> : tensor<i32>
    %506 = stablehlo.broadcast_in_dim %c_194, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %507 = stablehlo.compare LT, %indices_190, %506, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_195 = stablehlo.constant dense<12> : tensor<i32>
    %508 = stablehlo.broadcast_in_dim %c_195, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %509 = stablehlo.add %indices_190, %508 : tensor<8x4xi32>
    %510 = stablehlo.select %507, %509, %indices_190 : tensor<8x4xi1>, tensor<8x4xi32>
    %511 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %512 = stablehlo.broadcast_in_dim %510, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %513 = stablehlo.concatenate %511, %512, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %514 = "stablehlo.gather"(%495, %513) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22>}> : (tensor<8x12x22xi32>, tensor<8x4x2xi32>) -> tensor<8x4x22xi32>
    %c_196 = stablehlo.constant dense<0> : tensor<i32>
    %515 = stablehlo.broadcast_in_dim %c_196, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %516 = stablehlo.compare LT, %500, %515, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_197 = stablehlo.constant dense<8> : tensor<i32>
    %517 = stablehlo.broadcast_in_dim %c_197, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %518 = stablehlo.add %500, %517 : tensor<8x4xi32>
    %519 = stablehlo.select %516, %518, %500 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_198 = stablehlo.constant dense<0> : tensor<i32>
    %520 = stablehlo.broadcast_in_dim %c_198, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %521 = stablehlo.compare LT, %indices_190, %520, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_199 = stablehlo.constant dense<12> : tensor<i32>
    %522 = stablehlo.broadcast_in_dim %c_199, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %523 = stablehlo.add %indices_190, %522 : tensor<8x4xi32>
    %524 = stablehlo.select %521, %523, %indices_190 : tensor<8x4xi1>, tensor<8x4xi32>
    %525 = stablehlo.broadcast_in_dim %519, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %526 = stablehlo.broadcast_in_dim %524, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %527 = stablehlo.concatenate %525, %526, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %528 = "stablehlo.gather"(%496, %527) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x12xf32>, tensor<8x4x2xi32>) -> tensor<8x4xf32>
    %c_200 = stablehlo.constant dense<0> : tensor<i32>
    %529 = stablehlo.broadcast_in_dim %c_200, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %530 = stablehlo.compare LT, %500, %529, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_201 = stablehlo.constant dense<8> : tensor<i32>
    %531 = stablehlo.broadcast_in_dim %c_201, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %532 = stablehlo.add %500, %531 : tensor<8x4xi32>
    %533 = stablehlo.select %530, %532, %500 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_202 = stablehlo.constant dense<0> : tensor<i32>
    %534 = stablehlo.broadcast_in_dim %c_202, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %535 = stablehlo.compare LT, %indices_190, %534, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_203 = stablehlo.constant dense<12> : tensor<i32>
    %536 = stablehlo.broadcast_in_dim %c_203, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %537 = stablehlo.add %indices_190, %536 : tensor<8x4xi32>
    %538 = stablehlo.select %535, %537, %indices_190 : tensor<8x4xi1>, tensor<8x4xi32>
    %539 = stablehlo.broadcast_in_dim %533, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %540 = stablehlo.broadcast_in_dim %538, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %541 = stablehlo.concatenate %539, %540, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %542 = "stablehlo.gather"(%497, %541) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x12xi1>, tensor<8x4x2xi32>) -> tensor<8x4xi1>
    %543 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_204 = stablehlo.constant dense<4> : tensor<i32>
    %544 = call @floor_divide_7(%543, %c_204) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %545 = stablehlo.reshape %544 : (tensor<32xi32>) -> tensor<8x4xi32>
    %c_205 = stablehlo.constant dense<0> : tensor<i32>
    %546 = stablehlo.broadcast_in_dim %c_205, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %547 = stablehlo.compare LT, %545, %546, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_206 = stablehlo.constant dense<8> : tensor<i32>
    %548 = stablehlo.broadcast_in_dim %c_206, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %549 = stablehlo.add %545, %548 : tensor<8x4xi32>
    %550 = stablehlo.select %547, %549, %545 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_207 = stablehlo.constant dense<0> : tensor<i32>
    %551 = stablehlo.broadcast_in_dim %c_207, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %552 = stablehlo.compare LT, %indices_172, %551, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_208 = stablehlo.constant dense<8> : tensor<i32>
    %553 = stablehlo.broadcast_in_dim %c_208, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %554 = stablehlo.add %indices_172, %553 : tensor<8x4xi32>
    %555 = stablehlo.select %552, %554, %indices_172 : tensor<8x4xi1>, tensor<8x4xi32>
    %556 = stablehlo.broadcast_in_dim %550, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %557 = stablehlo.broadcast_in_dim %555, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %558 = stablehlo.concatenate %556, %557, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %559 = "stablehlo.gather"(%405, %558) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xi32>, tensor<8x4x2xi32>) -> tensor<8x4xi32>
    %560 = stablehlo.iota dim = 0 : tensor<32xi32>
    %c_209 = stablehlo.constant dense<4> : tensor<i32>
    %561 = call @floor_divide_7(%560, %c_209) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
    %562 = stablehlo.reshape %561 : (tensor<32xi32>) -> tensor<8x4xi32>
    %c_210 = stablehlo.constant dense<0> : tensor<i32>
    %563 = stablehlo.broadcast_in_dim %c_210, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %564 = stablehlo.compare LT, %562, %563, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_211 = stablehlo.constant dense<8> : tensor<i32>
    %565 = stablehlo.broadcast_in_dim %c_211, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %566 = stablehlo.add %562, %565 : tensor<8x4xi32>
    %567 = stablehlo.select %564, %566, %562 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_212 = stablehlo.constant dense<0> : tensor<i32>
    %568 = stablehlo.broadcast_in_dim %c_212, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %569 = stablehlo.compare LT, %559, %568, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_213 = stablehlo.constant dense<4> : tensor<i32>
    %570 = stablehlo.broadcast_in_dim %c_213, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %571 = stablehlo.add %559, %570 : tensor<8x4xi32>
    %572 = stablehlo.select %569, %571, %559 : tensor<8x4xi1>, tensor<8x4xi32>
    %573 = stablehlo.broadcast_in_dim %567, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %574 = stablehlo.broadcast_in_dim %572, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %575 = stablehlo.concatenate %573, %574, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %576 = "stablehlo.gather"(%387, %575) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
    %c_214 = stablehlo.constant dense<0> : tensor<i32>
    %577 = stablehlo.broadcast_in_dim %c_214, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %578 = stablehlo.compare LT, %562, %577, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_215 = stablehlo.constant dense<8> : tensor<i32>
    %579 = stablehlo.broadcast_in_dim %c_215, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %580 = stablehlo.add %562, %579 : tensor<8x4xi32>
    %581 = stablehlo.select %578, %580, %562 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_216 = stablehlo.constant dense<0> : tensor<i32>
    %582 = stablehlo.broadcast_in_dim %c_216, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %583 = stablehlo.compare LT, %559, %582, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_217 = stablehlo.constant dense<4> : tensor<i32>
    %584 = stablehlo.broadcast_in_dim %c_217, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %585 = stablehlo.add %559, %584 : tensor<8x4xi32>
    %586 = stablehlo.select %583, %585, %559 : tensor<8x4xi1>, tensor<8x4xi32>
    %587 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %588 = stablehlo.broadcast_in_dim %586, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %589 = stablehlo.concatenate %587, %588, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %590 = "stablehlo.gather"(%388, %589) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
    %c_218 = stablehlo.constant dense<0> : tensor<i32>
    %591 = stablehlo.broadcast_in_dim %c_218, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %592 = stablehlo.compare LT, %562, %591, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_219 = stablehlo.constant dense<8> : tensor<i32>
    %593 = stablehlo.broadcast_in_dim %c_219, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %594 = stablehlo.add %562, %593 : tensor<8x4xi32>
    %595 = stablehlo.select %592, %594, %562 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_220 = stablehlo.constant dense<0> : tensor<i32>
    %596 = stablehlo.broadcast_in_dim %c_220, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %597 = stablehlo.compare LT, %559, %596, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_221 = stablehlo.constant dense<4> : tensor<i32>
    %598 = stablehlo.broadcast_in_dim %c_221, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %599 = stablehlo.add %559, %598 : tensor<8x4xi32>
    %600 = stablehlo.select %597, %599, %559 : tensor<8x4xi1>, tensor<8x4xi32>
    %601 = stablehlo.broadcast_in_dim %595, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %602 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %603 = stablehlo.concatenate %601, %602, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %604 = "stablehlo.gather"(%389, %603) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
    %c_222 = stablehlo.constant dense<0> : tensor<i32>
    %605 = stablehlo.broadcast_in_dim %c_222, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %606 = stablehlo.compare LT, %562, %605, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_223 = stablehlo.constant dense<8> : tensor<i32>
    %607 = stablehlo.broadcast_in_dim %c_223, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %608 = stablehlo.add %562, %607 : tensor<8x4xi32>
    %609 = stablehlo.select %606, %608, %562 : tensor<8x4xi1>, tensor<8x4xi32>
    %c_224 = stablehlo.constant dense<0> : tensor<i32>
    %610 = stablehlo.broadcast_in_dim %c_224, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %611 = stablehlo.compare LT, %559, %610, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
    %c_225 = stablehlo.constant dense<4> : tensor<i32>
    %612 = stablehlo.broadcast_in_dim %c_225, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
    %613 = stablehlo.add %559, %612 : tensor<8x4xi32>
    %614 = stablehlo.select %611, %613, %559 : tensor<8x4xi1>, tensor<8x4xi32>
    %615 = stablehlo.broadcast_in_dim %609, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %616 = stablehlo.broadcast_in_dim %614, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %617 = stablehlo.concatenate %615, %616, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
    %618 = "stablehlo.gather"(%390, %617) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
    %619 = stablehlo.reshape %576 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
    %620 = stablehlo.reshape %590 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
    %621 = stablehlo.reshape %604 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
    %622 = stablehlo.reshape %618 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
    %623 = stablehlo.slice %19 [0:32, 15:16] : (tensor<32x16xi32>) -> tensor<32x1xi32>
    %c_226 = stablehlo.constant dense<1> : tensor<i32>
    %624 = stablehlo.broadcast_in_dim %c_226, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %625 = stablehlo.add %623, %624 : tensor<32x1xi32>
    %c_227 = stablehlo.constant dense<16> : tensor<i32>
    %c_228 = stablehlo.constant dense<1> : tensor<i32>
    %626 = stablehlo.add %c_227, %c_228 : tensor<i32>
    %c_229 = stablehlo.constant dense<2> : tensor<i32>
    %627:43 = stablehlo.while(%iterArg = %16, %iterArg_231 = %arg27, %iterArg_232 = %arg26, %iterArg_233 = %arg5, %iterArg_234 = %arg4, %iterArg_235 = %arg1, %iterArg_236 = %arg0, %iterArg_237 = %arg3, %iterArg_238 = %arg2, %iterArg_239 = %arg7, %iterArg_240 = %arg6, %iterArg_241 = %arg9, %iterArg_242 = %arg8, %iterArg_243 = %arg11, %iterArg_244 = %arg10, %iterArg_245 = %arg17, %iterArg_246 = %arg16, %iterArg_247 = %arg13, %iterArg_248 = %arg12, %iterArg_249 = %arg15, %iterArg_250 = %arg14, %iterArg_251 = %arg19, %iterArg_252 = %arg18, %iterArg_253 = %arg21, %iterArg_254 = %arg20, %iterArg_255 = %arg23, %iterArg_256 = %arg22, %iterArg_257 = %arg25, %iterArg_258 = %arg24, %iterArg_259 = %c_229, %iterArg_260 = %626, %iterArg_261 = %462, %iterArg_262 = %476, %iterArg_263 = %514, %iterArg_264 = %528, %iterArg_265 = %542, %iterArg_266 = %97, %iterArg_267 = %619, %iterArg_268 = %620, %iterArg_269 = %260, %iterArg_270 = %621, %iterArg_271 = %622, %iterArg_272 = %625) : tensor<32x22xi32>, tensor<512x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<i32>, tensor<8x4x22xi32>, tensor<8x4xf32>, tensor<8x4x22xi32>, tensor<8x4xf32>, tensor<8x4xi1>, tensor<i32>, tensor<32x22x4x16xf32>, tensor<32x22x4x16xf32>, tensor<i32>, tensor<32x22x4x16xf32>, tensor<32x22x4x16xf32>, tensor<32x1xi32>
    cond {
      %c_273 = stablehlo.constant dense<22> : tensor<i32>
      %633 = stablehlo.compare LT, %iterArg_260, %c_273, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %634 = stablehlo.slice %iterArg_262 [0:8, 0:1] : (tensor<8x4xf32>) -> tensor<8x1xf32>
      %c_274 = stablehlo.constant dense<16> : tensor<i32>
      %635 = stablehlo.subtract %iterArg_260, %c_274 : tensor<i32>
      %636 = stablehlo.convert %635 : (tensor<i32>) -> tensor<f32>
      %cst_275 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %637 = stablehlo.power %636, %cst_275 : tensor<f32>
      %638 = stablehlo.convert %637 : tensor<f32>
      %639 = stablehlo.broadcast_in_dim %638, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
      %640 = stablehlo.divide %634, %639 : tensor<8x1xf32>
      %cst_276 = stablehlo.constant dense<0x7F800000> : tensor<f32>
      %641 = stablehlo.reduce(%iterArg_264 init: %cst_276) applies stablehlo.minimum across dimensions = [1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<8xf32>
      %642 = stablehlo.broadcast_in_dim %641, dims = [0] : (tensor<8xf32>) -> tensor<8x1xf32>
      %cst_277 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
      %643 = func.call @_where_9(%iterArg_265, %642, %cst_277) : (tensor<8x4xi1>, tensor<8x1xf32>, tensor<f32>) -> tensor<8x4xf32>
      %644 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
      %645 = stablehlo.compare GT, %644, %643, FLOAT : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xi1>
      %c_278 = stablehlo.constant dense<false> : tensor<i1>
      %646 = stablehlo.reduce(%645 init: %c_278) applies stablehlo.or across dimensions = [0, 1] : (tensor<8x4xi1>, tensor<i1>) -> tensor<i1>
      %c_279 = stablehlo.constant dense<true> : tensor<i1>
      %647 = stablehlo.reduce(%iterArg_265 init: %c_279) applies stablehlo.and across dimensions = [0, 1] : (tensor<8x4xi1>, tensor<i1>) -> tensor<i1>
      %c_280 = stablehlo.constant dense<true> : tensor<i1>
      %648 = stablehlo.and %647, %c_280 : tensor<i1>
      %649 = stablehlo.not %648 : tensor<i1>
      %c_281 = stablehlo.constant dense<false> : tensor<i1>
      %650 = stablehlo.broadcast_in_dim %c_281, dims = [] : (tensor<i1>) -> tensor<i1>
      %651 = stablehlo.compare NE, %633, %650, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %652 = stablehlo.convert %651 : tensor<i1>
      %653 = stablehlo.and %652, %649 : tensor<i1>
      %654 = stablehlo.and %653, %646 : tensor<i1>
      stablehlo.return %654 : tensor<i1>
    } do {
      %c_273 = stablehlo.constant dense<1> : tensor<i32>
      %633 = stablehlo.subtract %iterArg_260, %c_273 : tensor<i32>
      %c_274 = stablehlo.constant dense<0> : tensor<i32>
      %634 = stablehlo.compare LT, %633, %c_274, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %635 = stablehlo.convert %633 : tensor<i32>
      %c_275 = stablehlo.constant dense<22> : tensor<i32>
      %636 = stablehlo.add %635, %c_275 : tensor<i32>
      %637 = stablehlo.select %634, %636, %633 : tensor<i1>, tensor<i32>
      %c_276 = stablehlo.constant dense<0> : tensor<i32>
      %c_277 = stablehlo.constant dense<0> : tensor<i32>
      %638 = stablehlo.dynamic_slice %iterArg_261, %c_276, %c_277, %637, sizes = [8, 4, 1] : (tensor<8x4x22xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x4x1xi32>
      %639 = stablehlo.reshape %638 : (tensor<8x4x1xi32>) -> tensor<32x1xi32>
      %640 = func.call @_take_10(%iterArg_231, %639) : (tensor<512x64xf32>, tensor<32x1xi32>) -> tensor<32x1x64xf32>
      %641 = func.call @_take_12(%iterArg_232, %iterArg_272) : (tensor<64x64xf32>, tensor<32x1xi32>) -> tensor<32x1x64xf32>
      %642 = stablehlo.add %640, %641 : tensor<32x1x64xf32>
      %643 = chlo.square %642 : tensor<32x1x64xf32> -> tensor<32x1x64xf32>
      %cst_278 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %644 = stablehlo.reduce(%642 init: %cst_278) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_279 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %645 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %646 = stablehlo.divide %644, %645 : tensor<32x1xf32>
      %cst_280 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %647 = stablehlo.reduce(%643 init: %cst_280) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_281 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %648 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %649 = stablehlo.divide %647, %648 : tensor<32x1xf32>
      %650 = chlo.square %646 : tensor<32x1xf32> -> tensor<32x1xf32>
      %651 = stablehlo.subtract %649, %650 : tensor<32x1xf32>
      %cst_282 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %652 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %653 = stablehlo.maximum %652, %651 : tensor<32x1xf32>
      %654 = stablehlo.broadcast_in_dim %646, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %655 = stablehlo.broadcast_in_dim %653, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %656 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %657 = stablehlo.subtract %642, %656 : tensor<32x1x64xf32>
      %cst_283 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %658 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      %659 = stablehlo.add %655, %658 : tensor<32x1x1xf32>
      %660 = stablehlo.rsqrt %659 : tensor<32x1x1xf32>
      %661 = stablehlo.reshape %iterArg_233 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %662 = stablehlo.broadcast_in_dim %660, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %663 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %664 = stablehlo.multiply %662, %663 : tensor<32x1x64xf32>
      %665 = stablehlo.multiply %657, %664 : tensor<32x1x64xf32>
      %666 = stablehlo.reshape %iterArg_234 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %668 = stablehlo.add %665, %667 : tensor<32x1x64xf32>
      %c_284 = stablehlo.constant dense<true> : tensor<i1>
      %669 = stablehlo.broadcast_in_dim %c_284, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
      %670 = stablehlo.iota dim = 0 : tensor<64xi32>
      %671 = stablehlo.broadcast_in_dim %670, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %672 = stablehlo.broadcast_in_dim %671, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %673 = stablehlo.broadcast_in_dim %671, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
      %674 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
      %675 = stablehlo.broadcast_in_dim %673, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
      %676 = stablehlo.compare GE, %674, %675, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
      %677 = stablehlo.broadcast_in_dim %676, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
      %678 = stablehlo.transpose %iterArg_235, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
      %679 = stablehlo.dot_general %668, %678, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x192xf32>) -> tensor<32x1x192xf32>
      %680 = stablehlo.broadcast_in_dim %iterArg_236, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
      %681 = stablehlo.broadcast_in_dim %680, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<32x1x192xf32>
      %682 = stablehlo.add %679, %681 : tensor<32x1x192xf32>
      %683 = stablehlo.slice %682 [0:32, 0:1, 0:64] : (tensor<32x1x192xf32>) -> tensor<32x1x64xf32>
      %684 = stablehlo.slice %682 [0:32, 0:1, 64:128] : (tensor<32x1x192xf32>) -> tensor<32x1x64xf32>
      %685 = stablehlo.slice %682 [0:32, 0:1, 128:192] : (tensor<32x1x192xf32>) -> tensor<32x1x64xf32>
      %686 = stablehlo.reshape %683 : (tensor<32x1x64xf32>) -> tensor<32x1x4x16xf32>
      %687 = stablehlo.reshape %684 : (tensor<32x1x64xf32>) -> tensor<32x1x4x16xf32>
      %688 = stablehlo.reshape %685 : (tensor<32x1x64xf32>) -> tensor<32x1x4x16xf32>
      %c_285 = stablehlo.constant dense<0> : tensor<i32>
      %689 = stablehlo.compare LT, %iterArg_266, %c_285, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_286 = stablehlo.constant dense<64> : tensor<i32>
      %690 = stablehlo.add %iterArg_266, %c_286 : tensor<i32>
      %691 = stablehlo.select %689, %690, %iterArg_266 : tensor<i1>, tensor<i32>
      %c_287 = stablehlo.constant dense<0> : tensor<i32>
      %c_288 = stablehlo.constant dense<0> : tensor<i32>
      %c_289 = stablehlo.constant dense<0> : tensor<i32>
      %692 = stablehlo.dynamic_slice %677, %c_287, %c_288, %691, %c_289, sizes = [1, 1, 1, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x22xi1>
      %693 = stablehlo.broadcast_in_dim %692, dims = [0, 1, 2, 3] : (tensor<1x1x1x22xi1>) -> tensor<32x1x1x22xi1>
      %694 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<32x22xi32>) -> tensor<32x1x1x22xi32>
      %695 = stablehlo.convert %693 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xi32>
      %c_290 = stablehlo.constant dense<0> : tensor<i32>
      %696 = stablehlo.broadcast_in_dim %c_290, dims = [] : (tensor<i32>) -> tensor<32x1x1x22xi32>
      %697 = stablehlo.compare NE, %694, %696, SIGNED : (tensor<32x1x1x22xi32>, tensor<32x1x1x22xi32>) -> tensor<32x1x1x22xi1>
      %c_291 = stablehlo.constant dense<0> : tensor<i32>
      %698 = stablehlo.broadcast_in_dim %c_291, dims = [] : (tensor<i32>) -> tensor<32x1x1x22xi32>
      %699 = stablehlo.compare NE, %695, %698, SIGNED : (tensor<32x1x1x22xi32>, tensor<32x1x1x22xi32>) -> tensor<32x1x1x22xi1>
      %700 = stablehlo.and %697, %699 : tensor<32x1x1x22xi1>
      %701 = stablehlo.convert %700 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xf32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %702 = stablehlo.compare LT, %iterArg_266, %c_292, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_293 = stablehlo.constant dense<22> : tensor<i32>
      %703 = stablehlo.add %iterArg_266, %c_293 : tensor<i32>
      %704 = stablehlo.select %702, %703, %iterArg_266 : tensor<i1>, tensor<i32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %705 = stablehlo.dynamic_update_slice %iterArg_267, %687, %c_294, %704, %c_295, %c_296 : (tensor<32x22x4x16xf32>, tensor<32x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %706 = stablehlo.compare LT, %iterArg_266, %c_297, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_298 = stablehlo.constant dense<22> : tensor<i32>
      %707 = stablehlo.add %iterArg_266, %c_298 : tensor<i32>
      %708 = stablehlo.select %706, %707, %iterArg_266 : tensor<i1>, tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %709 = stablehlo.dynamic_update_slice %iterArg_268, %688, %c_299, %708, %c_300, %c_301 : (tensor<32x22x4x16xf32>, tensor<32x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
      %c_302 = stablehlo.constant dense<1> : tensor<i32>
      %710 = stablehlo.add %iterArg_266, %c_302 : tensor<i32>
      %711 = stablehlo.iota dim = 0 : tensor<22xi32>
      %c_303 = stablehlo.constant dense<1> : tensor<i32>
      %712 = stablehlo.add %iterArg_266, %c_303 : tensor<i32>
      %713 = stablehlo.broadcast_in_dim %712, dims = [] : (tensor<i32>) -> tensor<22xi32>
      %714 = stablehlo.compare LT, %711, %713, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
      %715 = stablehlo.broadcast_in_dim %714, dims = [3] : (tensor<22xi1>) -> tensor<32x1x1x22xi1>
      %716 = stablehlo.convert %715 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xf32>
      %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %717 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %718 = stablehlo.compare NE, %716, %717, FLOAT : (tensor<32x1x1x22xf32>, tensor<32x1x1x22xf32>) -> tensor<32x1x1x22xi1>
      %cst_305 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %719 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %720 = stablehlo.compare NE, %701, %719, FLOAT : (tensor<32x1x1x22xf32>, tensor<32x1x1x22xf32>) -> tensor<32x1x1x22xi1>
      %721 = stablehlo.and %718, %720 : tensor<32x1x1x22xi1>
      %722 = stablehlo.convert %721 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xf32>
      %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %723 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %724 = stablehlo.compare GT, %722, %723, FLOAT : (tensor<32x1x1x22xf32>, tensor<32x1x1x22xf32>) -> tensor<32x1x1x22xi1>
      %cst_307 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %725 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %726 = stablehlo.convert %725 : tensor<32x1x1x22xf32>
      %cst_308 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %727 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %728 = stablehlo.select %724, %726, %727 : tensor<32x1x1x22xi1>, tensor<32x1x1x22xf32>
      %cst_309 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %729 = stablehlo.sqrt %cst_309 : tensor<f32>
      %730 = stablehlo.convert %729 : tensor<f32>
      %731 = stablehlo.broadcast_in_dim %730, dims = [] : (tensor<f32>) -> tensor<32x1x4x16xf32>
      %732 = stablehlo.divide %686, %731 : tensor<32x1x4x16xf32>
      %733 = stablehlo.dot_general %732, %705, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x1x4x16xf32>, tensor<32x22x4x16xf32>) -> tensor<32x4x1x22xf32>
      %734 = stablehlo.broadcast_in_dim %728, dims = [0, 1, 2, 3] : (tensor<32x1x1x22xf32>) -> tensor<32x4x1x22xf32>
      %735 = stablehlo.add %733, %734 : tensor<32x4x1x22xf32>
      %cst_310 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %736 = stablehlo.reduce(%735 init: %cst_310) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x1x22xf32>, tensor<f32>) -> tensor<32x4x1xf32>
      %cst_311 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %737 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<32x4x1xf32>
      %738 = stablehlo.maximum %737, %736 : tensor<32x4x1xf32>
      %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2] : (tensor<32x4x1xf32>) -> tensor<32x4x1x1xf32>
      %740 = stablehlo.broadcast_in_dim %739, dims = [0, 1, 2, 3] : (tensor<32x4x1x1xf32>) -> tensor<32x4x1x22xf32>
      %741 = stablehlo.subtract %735, %740 : tensor<32x4x1x22xf32>
      %742 = stablehlo.exponential %741 : tensor<32x4x1x22xf32>
      %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %743 = stablehlo.reduce(%742 init: %cst_312) applies stablehlo.add across dimensions = [3] : (tensor<32x4x1x22xf32>, tensor<f32>) -> tensor<32x4x1xf32>
      %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2] : (tensor<32x4x1xf32>) -> tensor<32x4x1x1xf32>
      %745 = stablehlo.broadcast_in_dim %744, dims = [0, 1, 2, 3] : (tensor<32x4x1x1xf32>) -> tensor<32x4x1x22xf32>
      %746 = stablehlo.divide %742, %745 : tensor<32x4x1x22xf32>
      %747 = stablehlo.dot_general %709, %746, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x22x4x16xf32>, tensor<32x4x1x22xf32>) -> tensor<32x4x16x1xf32>
      %748 = stablehlo.transpose %747, dims = [0, 3, 1, 2] : (tensor<32x4x16x1xf32>) -> tensor<32x1x4x16xf32>
      %749 = stablehlo.reshape %748 : (tensor<32x1x4x16xf32>) -> tensor<32x1x64xf32>
      %750 = stablehlo.transpose %iterArg_237, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %751 = stablehlo.dot_general %749, %750, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x64xf32>) -> tensor<32x1x64xf32>
      %752 = stablehlo.broadcast_in_dim %iterArg_238, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %753 = stablehlo.broadcast_in_dim %752, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %754 = stablehlo.add %751, %753 : tensor<32x1x64xf32>
      %755 = stablehlo.add %754, %642 : tensor<32x1x64xf32>
      %756 = chlo.square %755 : tensor<32x1x64xf32> -> tensor<32x1x64xf32>
      %cst_313 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %757 = stablehlo.reduce(%755 init: %cst_313) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_314 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %758 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %759 = stablehlo.divide %757, %758 : tensor<32x1xf32>
      %cst_315 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %760 = stablehlo.reduce(%756 init: %cst_315) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_316 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %761 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %762 = stablehlo.divide %760, %761 : tensor<32x1xf32>
      %763 = chlo.square %759 : tensor<32x1xf32> -> tensor<32x1xf32>
      %764 = stablehlo.subtract %762, %763 : tensor<32x1xf32>
      %cst_317 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %765 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %766 = stablehlo.maximum %765, %764 : tensor<32x1xf32>
      %767 = stablehlo.broadcast_in_dim %759, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %768 = stablehlo.broadcast_in_dim %766, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %769 = stablehlo.broadcast_in_dim %767, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %770 = stablehlo.subtract %755, %769 : tensor<32x1x64xf32>
      %cst_318 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %771 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      %772 = stablehlo.add %768, %771 : tensor<32x1x1xf32>
      %773 = stablehlo.rsqrt %772 : tensor<32x1x1xf32>
      %774 = stablehlo.reshape %iterArg_239 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %775 = stablehlo.broadcast_in_dim %773, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %776 = stablehlo.broadcast_in_dim %774, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %777 = stablehlo.multiply %775, %776 : tensor<32x1x64xf32>
      %778 = stablehlo.multiply %770, %777 : tensor<32x1x64xf32>
      %779 = stablehlo.reshape %iterArg_240 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %780 = stablehlo.broadcast_in_dim %779, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %781 = stablehlo.add %778, %780 : tensor<32x1x64xf32>
      %782 = stablehlo.transpose %iterArg_241, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
      %783 = stablehlo.dot_general %781, %782, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x256xf32>) -> tensor<32x1x256xf32>
      %784 = stablehlo.broadcast_in_dim %iterArg_242, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %785 = stablehlo.broadcast_in_dim %784, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<32x1x256xf32>
      %786 = stablehlo.add %783, %785 : tensor<32x1x256xf32>
      %787 = stablehlo.multiply %786, %786 : tensor<32x1x256xf32>
      %788 = stablehlo.multiply %787, %786 : tensor<32x1x256xf32>
      %cst_319 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %789 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %790 = stablehlo.multiply %789, %788 : tensor<32x1x256xf32>
      %791 = stablehlo.add %786, %790 : tensor<32x1x256xf32>
      %cst_320 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %792 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %793 = stablehlo.multiply %792, %791 : tensor<32x1x256xf32>
      %794 = stablehlo.tanh %793 : tensor<32x1x256xf32>
      %cst_321 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %795 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %796 = stablehlo.add %795, %794 : tensor<32x1x256xf32>
      %cst_322 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %797 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %798 = stablehlo.multiply %797, %796 : tensor<32x1x256xf32>
      %799 = stablehlo.multiply %786, %798 : tensor<32x1x256xf32>
      %800 = stablehlo.transpose %iterArg_243, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %801 = stablehlo.dot_general %799, %800, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x256xf32>, tensor<256x64xf32>) -> tensor<32x1x64xf32>
      %802 = stablehlo.broadcast_in_dim %iterArg_244, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %803 = stablehlo.broadcast_in_dim %802, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %804 = stablehlo.add %801, %803 : tensor<32x1x64xf32>
      %805 = stablehlo.add %755, %804 : tensor<32x1x64xf32>
      %806 = chlo.square %805 : tensor<32x1x64xf32> -> tensor<32x1x64xf32>
      %cst_323 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %807 = stablehlo.reduce(%805 init: %cst_323) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_324 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %808 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %809 = stablehlo.divide %807, %808 : tensor<32x1xf32>
      %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %810 = stablehlo.reduce(%806 init: %cst_325) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_326 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %811 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %812 = stablehlo.divide %810, %811 : tensor<32x1xf32>
      %813 = chlo.square %809 : tensor<32x1xf32> -> tensor<32x1xf32>
      %814 = stablehlo.subtract %812, %813 : tensor<32x1xf32>
      %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %815 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %816 = stablehlo.maximum %815, %814 : tensor<32x1xf32>
      %817 = stablehlo.broadcast_in_dim %809, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %818 = stablehlo.broadcast_in_dim %816, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %819 = stablehlo.broadcast_in_dim %817, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %820 = stablehlo.subtract %805, %819 : tensor<32x1x64xf32>
      %cst_328 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %821 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      %822 = stablehlo.add %818, %821 : tensor<32x1x1xf32>
      %823 = stablehlo.rsqrt %822 : tensor<32x1x1xf32>
      %824 = stablehlo.reshape %iterArg_245 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %825 = stablehlo.broadcast_in_dim %823, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %826 = stablehlo.broadcast_in_dim %824, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %827 = stablehlo.multiply %825, %826 : tensor<32x1x64xf32>
      %828 = stablehlo.multiply %820, %827 : tensor<32x1x64xf32>
      %829 = stablehlo.reshape %iterArg_246 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %830 = stablehlo.broadcast_in_dim %829, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %831 = stablehlo.add %828, %830 : tensor<32x1x64xf32>
      %c_329 = stablehlo.constant dense<true> : tensor<i1>
      %832 = stablehlo.broadcast_in_dim %c_329, dims = [] : (tensor<i1>) -> tensor<1x64xi1>
      %833 = stablehlo.iota dim = 0 : tensor<64xi32>
      %834 = stablehlo.broadcast_in_dim %833, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
      %835 = stablehlo.broadcast_in_dim %834, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<1x64x1xi32>
      %836 = stablehlo.broadcast_in_dim %834, dims = [0, 2] : (tensor<1x64xi32>) -> tensor<1x1x64xi32>
      %837 = stablehlo.broadcast_in_dim %835, dims = [0, 1, 2] : (tensor<1x64x1xi32>) -> tensor<1x64x64xi32>
      %838 = stablehlo.broadcast_in_dim %836, dims = [0, 1, 2] : (tensor<1x1x64xi32>) -> tensor<1x64x64xi32>
      %839 = stablehlo.compare GE, %837, %838, SIGNED : (tensor<1x64x64xi32>, tensor<1x64x64xi32>) -> tensor<1x64x64xi1>
      %840 = stablehlo.broadcast_in_dim %839, dims = [0, 2, 3] : (tensor<1x64x64xi1>) -> tensor<1x1x64x64xi1>
      %841 = stablehlo.transpose %iterArg_247, dims = [1, 0] : (tensor<192x64xf32>) -> tensor<64x192xf32>
      %842 = stablehlo.dot_general %831, %841, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x192xf32>) -> tensor<32x1x192xf32>
      %843 = stablehlo.broadcast_in_dim %iterArg_248, dims = [2] : (tensor<192xf32>) -> tensor<1x1x192xf32>
      %844 = stablehlo.broadcast_in_dim %843, dims = [0, 1, 2] : (tensor<1x1x192xf32>) -> tensor<32x1x192xf32>
      %845 = stablehlo.add %842, %844 : tensor<32x1x192xf32>
      %846 = stablehlo.slice %845 [0:32, 0:1, 0:64] : (tensor<32x1x192xf32>) -> tensor<32x1x64xf32>
      %847 = stablehlo.slice %845 [0:32, 0:1, 64:128] : (tensor<32x1x192xf32>) -> tensor<32x1x64xf32>
      %848 = stablehlo.slice %845 [0:32, 0:1, 128:192] : (tensor<32x1x192xf32>) -> tensor<32x1x64xf32>
      %849 = stablehlo.reshape %846 : (tensor<32x1x64xf32>) -> tensor<32x1x4x16xf32>
      %850 = stablehlo.reshape %847 : (tensor<32x1x64xf32>) -> tensor<32x1x4x16xf32>
      %851 = stablehlo.reshape %848 : (tensor<32x1x64xf32>) -> tensor<32x1x4x16xf32>
      %c_330 = stablehlo.constant dense<0> : tensor<i32>
      %852 = stablehlo.compare LT, %iterArg_269, %c_330, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_331 = stablehlo.constant dense<64> : tensor<i32>
      %853 = stablehlo.add %iterArg_269, %c_331 : tensor<i32>
      %854 = stablehlo.select %852, %853, %iterArg_269 : tensor<i1>, tensor<i32>
      %c_332 = stablehlo.constant dense<0> : tensor<i32>
      %c_333 = stablehlo.constant dense<0> : tensor<i32>
      %c_334 = stablehlo.constant dense<0> : tensor<i32>
      %855 = stablehlo.dynamic_slice %840, %c_332, %c_333, %854, %c_334, sizes = [1, 1, 1, 22] : (tensor<1x1x64x64xi1>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x1x1x22xi1>
      %856 = stablehlo.broadcast_in_dim %855, dims = [0, 1, 2, 3] : (tensor<1x1x1x22xi1>) -> tensor<32x1x1x22xi1>
      %857 = stablehlo.broadcast_in_dim %iterArg, dims = [0, 3] : (tensor<32x22xi32>) -> tensor<32x1x1x22xi32>
      %858 = stablehlo.convert %856 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xi32>
      %c_335 = stablehlo.constant dense<0> : tensor<i32>
      %859 = stablehlo.broadcast_in_dim %c_335, dims = [] : (tensor<i32>) -> tensor<32x1x1x22xi32>
      %860 = stablehlo.compare NE, %857, %859, SIGNED : (tensor<32x1x1x22xi32>, tensor<32x1x1x22xi32>) -> tensor<32x1x1x22xi1>
      %c_336 = stablehlo.constant dense<0> : tensor<i32>
      %861 = stablehlo.broadcast_in_dim %c_336, dims = [] : (tensor<i32>) -> tensor<32x1x1x22xi32>
      %862 = stablehlo.compare NE, %858, %861, SIGNED : (tensor<32x1x1x22xi32>, tensor<32x1x1x22xi32>) -> tensor<32x1x1x22xi1>
      %863 = stablehlo.and %860, %862 : tensor<32x1x1x22xi1>
      %864 = stablehlo.convert %863 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xf32>
      %c_337 = stablehlo.constant dense<0> : tensor<i32>
      %865 = stablehlo.compare LT, %iterArg_269, %c_337, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_338 = stablehlo.constant dense<22> : tensor<i32>
      %866 = stablehlo.add %iterArg_269, %c_338 : tensor<i32>
      %867 = stablehlo.select %865, %866, %iterArg_269 : tensor<i1>, tensor<i32>
      %c_339 = stablehlo.constant dense<0> : tensor<i32>
      %c_340 = stablehlo.constant dense<0> : tensor<i32>
      %c_341 = stablehlo.constant dense<0> : tensor<i32>
      %868 = stablehlo.dynamic_update_slice %iterArg_270, %850, %c_339, %867, %c_340, %c_341 : (tensor<32x22x4x16xf32>, tensor<32x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
      %c_342 = stablehlo.constant dense<0> : tensor<i32>
      %869 = stablehlo.compare LT, %iterArg_269, %c_342, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_343 = stablehlo.constant dense<22> : tensor<i32>
      %870 = stablehlo.add %iterArg_269, %c_343 : tensor<i32>
      %871 = stablehlo.select %869, %870, %iterArg_269 : tensor<i1>, tensor<i32>
      %c_344 = stablehlo.constant dense<0> : tensor<i32>
      %c_345 = stablehlo.constant dense<0> : tensor<i32>
      %c_346 = stablehlo.constant dense<0> : tensor<i32>
      %872 = stablehlo.dynamic_update_slice %iterArg_271, %851, %c_344, %871, %c_345, %c_346 : (tensor<32x22x4x16xf32>, tensor<32x1x4x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x22x4x16xf32>
      %c_347 = stablehlo.constant dense<1> : tensor<i32>
      %873 = stablehlo.add %iterArg_269, %c_347 : tensor<i32>
      %874 = stablehlo.iota dim = 0 : tensor<22xi32>
      %c_348 = stablehlo.constant dense<1> : tensor<i32>
      %875 = stablehlo.add %iterArg_269, %c_348 : tensor<i32>
      %876 = stablehlo.broadcast_in_dim %875, dims = [] : (tensor<i32>) -> tensor<22xi32>
      %877 = stablehlo.compare LT, %874, %876, SIGNED : (tensor<22xi32>, tensor<22xi32>) -> tensor<22xi1>
      %878 = stablehlo.broadcast_in_dim %877, dims = [3] : (tensor<22xi1>) -> tensor<32x1x1x22xi1>
      %879 = stablehlo.convert %878 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xf32>
      %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %880 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %881 = stablehlo.compare NE, %879, %880, FLOAT : (tensor<32x1x1x22xf32>, tensor<32x1x1x22xf32>) -> tensor<32x1x1x22xi1>
      %cst_350 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %882 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %883 = stablehlo.compare NE, %864, %882, FLOAT : (tensor<32x1x1x22xf32>, tensor<32x1x1x22xf32>) -> tensor<32x1x1x22xi1>
      %884 = stablehlo.and %881, %883 : tensor<32x1x1x22xi1>
      %885 = stablehlo.convert %884 : (tensor<32x1x1x22xi1>) -> tensor<32x1x1x22xf32>
      %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %886 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %887 = stablehlo.compare GT, %885, %886, FLOAT : (tensor<32x1x1x22xf32>, tensor<32x1x1x22xf32>) -> tensor<32x1x1x22xi1>
      %cst_352 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %888 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %889 = stablehlo.convert %888 : tensor<32x1x1x22xf32>
      %cst_353 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
      %890 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<32x1x1x22xf32>
      %891 = stablehlo.select %887, %889, %890 : tensor<32x1x1x22xi1>, tensor<32x1x1x22xf32>
      %cst_354 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
      %892 = stablehlo.sqrt %cst_354 : tensor<f32>
      %893 = stablehlo.convert %892 : tensor<f32>
      %894 = stablehlo.broadcast_in_dim %893, dims = [] : (tensor<f32>) -> tensor<32x1x4x16xf32>
      %895 = stablehlo.divide %849, %894 : tensor<32x1x4x16xf32>
      %896 = stablehlo.dot_general %895, %868, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x1x4x16xf32>, tensor<32x22x4x16xf32>) -> tensor<32x4x1x22xf32>
      %897 = stablehlo.broadcast_in_dim %891, dims = [0, 1, 2, 3] : (tensor<32x1x1x22xf32>) -> tensor<32x4x1x22xf32>
      %898 = stablehlo.add %896, %897 : tensor<32x4x1x22xf32>
      %cst_355 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %899 = stablehlo.reduce(%898 init: %cst_355) applies stablehlo.maximum across dimensions = [3] : (tensor<32x4x1x22xf32>, tensor<f32>) -> tensor<32x4x1xf32>
      %cst_356 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %900 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<32x4x1xf32>
      %901 = stablehlo.maximum %900, %899 : tensor<32x4x1xf32>
      %902 = stablehlo.broadcast_in_dim %901, dims = [0, 1, 2] : (tensor<32x4x1xf32>) -> tensor<32x4x1x1xf32>
      %903 = stablehlo.broadcast_in_dim %902, dims = [0, 1, 2, 3] : (tensor<32x4x1x1xf32>) -> tensor<32x4x1x22xf32>
      %904 = stablehlo.subtract %898, %903 : tensor<32x4x1x22xf32>
      %905 = stablehlo.exponential %904 : tensor<32x4x1x22xf32>
      %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %906 = stablehlo.reduce(%905 init: %cst_357) applies stablehlo.add across dimensions = [3] : (tensor<32x4x1x22xf32>, tensor<f32>) -> tensor<32x4x1xf32>
      %907 = stablehlo.broadcast_in_dim %906, dims = [0, 1, 2] : (tensor<32x4x1xf32>) -> tensor<32x4x1x1xf32>
      %908 = stablehlo.broadcast_in_dim %907, dims = [0, 1, 2, 3] : (tensor<32x4x1x1xf32>) -> tensor<32x4x1x22xf32>
      %909 = stablehlo.divide %905, %908 : tensor<32x4x1x22xf32>
      %910 = stablehlo.dot_general %872, %909, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<32x22x4x16xf32>, tensor<32x4x1x22xf32>) -> tensor<32x4x16x1xf32>
      %911 = stablehlo.transpose %910, dims = [0, 3, 1, 2] : (tensor<32x4x16x1xf32>) -> tensor<32x1x4x16xf32>
      %912 = stablehlo.reshape %911 : (tensor<32x1x4x16xf32>) -> tensor<32x1x64xf32>
      %913 = stablehlo.transpose %iterArg_249, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
      %914 = stablehlo.dot_general %912, %913, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x64xf32>) -> tensor<32x1x64xf32>
      %915 = stablehlo.broadcast_in_dim %iterArg_250, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %916 = stablehlo.broadcast_in_dim %915, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %917 = stablehlo.add %914, %916 : tensor<32x1x64xf32>
      %918 = stablehlo.add %917, %805 : tensor<32x1x64xf32>
      %919 = chlo.square %918 : tensor<32x1x64xf32> -> tensor<32x1x64xf32>
      %cst_358 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %920 = stablehlo.reduce(%918 init: %cst_358) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_359 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %921 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %922 = stablehlo.divide %920, %921 : tensor<32x1xf32>
      %cst_360 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %923 = stablehlo.reduce(%919 init: %cst_360) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_361 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %924 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %925 = stablehlo.divide %923, %924 : tensor<32x1xf32>
      %926 = chlo.square %922 : tensor<32x1xf32> -> tensor<32x1xf32>
      %927 = stablehlo.subtract %925, %926 : tensor<32x1xf32>
      %cst_362 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %928 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %929 = stablehlo.maximum %928, %927 : tensor<32x1xf32>
      %930 = stablehlo.broadcast_in_dim %922, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %931 = stablehlo.broadcast_in_dim %929, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %932 = stablehlo.broadcast_in_dim %930, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %933 = stablehlo.subtract %918, %932 : tensor<32x1x64xf32>
      %cst_363 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %934 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      %935 = stablehlo.add %931, %934 : tensor<32x1x1xf32>
      %936 = stablehlo.rsqrt %935 : tensor<32x1x1xf32>
      %937 = stablehlo.reshape %iterArg_251 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %938 = stablehlo.broadcast_in_dim %936, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %939 = stablehlo.broadcast_in_dim %937, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %940 = stablehlo.multiply %938, %939 : tensor<32x1x64xf32>
      %941 = stablehlo.multiply %933, %940 : tensor<32x1x64xf32>
      %942 = stablehlo.reshape %iterArg_252 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %943 = stablehlo.broadcast_in_dim %942, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %944 = stablehlo.add %941, %943 : tensor<32x1x64xf32>
      %945 = stablehlo.transpose %iterArg_253, dims = [1, 0] : (tensor<256x64xf32>) -> tensor<64x256xf32>
      %946 = stablehlo.dot_general %944, %945, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x256xf32>) -> tensor<32x1x256xf32>
      %947 = stablehlo.broadcast_in_dim %iterArg_254, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
      %948 = stablehlo.broadcast_in_dim %947, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<32x1x256xf32>
      %949 = stablehlo.add %946, %948 : tensor<32x1x256xf32>
      %950 = stablehlo.multiply %949, %949 : tensor<32x1x256xf32>
      %951 = stablehlo.multiply %950, %949 : tensor<32x1x256xf32>
      %cst_364 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %952 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %953 = stablehlo.multiply %952, %951 : tensor<32x1x256xf32>
      %954 = stablehlo.add %949, %953 : tensor<32x1x256xf32>
      %cst_365 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %955 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %956 = stablehlo.multiply %955, %954 : tensor<32x1x256xf32>
      %957 = stablehlo.tanh %956 : tensor<32x1x256xf32>
      %cst_366 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %958 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %959 = stablehlo.add %958, %957 : tensor<32x1x256xf32>
      %cst_367 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %960 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<32x1x256xf32>
      %961 = stablehlo.multiply %960, %959 : tensor<32x1x256xf32>
      %962 = stablehlo.multiply %949, %961 : tensor<32x1x256xf32>
      %963 = stablehlo.transpose %iterArg_255, dims = [1, 0] : (tensor<64x256xf32>) -> tensor<256x64xf32>
      %964 = stablehlo.dot_general %962, %963, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x256xf32>, tensor<256x64xf32>) -> tensor<32x1x64xf32>
      %965 = stablehlo.broadcast_in_dim %iterArg_256, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %966 = stablehlo.broadcast_in_dim %965, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %967 = stablehlo.add %964, %966 : tensor<32x1x64xf32>
      %968 = stablehlo.add %918, %967 : tensor<32x1x64xf32>
      %969 = chlo.square %968 : tensor<32x1x64xf32> -> tensor<32x1x64xf32>
      %cst_368 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %970 = stablehlo.reduce(%968 init: %cst_368) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_369 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %971 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %972 = stablehlo.divide %970, %971 : tensor<32x1xf32>
      %cst_370 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %973 = stablehlo.reduce(%969 init: %cst_370) applies stablehlo.add across dimensions = [2] : (tensor<32x1x64xf32>, tensor<f32>) -> tensor<32x1xf32>
      %cst_371 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
      %974 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %975 = stablehlo.divide %973, %974 : tensor<32x1xf32>
      %976 = chlo.square %972 : tensor<32x1xf32> -> tensor<32x1xf32>
      %977 = stablehlo.subtract %975, %976 : tensor<32x1xf32>
      %cst_372 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %978 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<32x1xf32>
      %979 = stablehlo.maximum %978, %977 : tensor<32x1xf32>
      %980 = stablehlo.broadcast_in_dim %972, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %981 = stablehlo.broadcast_in_dim %979, dims = [0, 1] : (tensor<32x1xf32>) -> tensor<32x1x1xf32>
      %982 = stablehlo.broadcast_in_dim %980, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %983 = stablehlo.subtract %968, %982 : tensor<32x1x64xf32>
      %cst_373 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
      %984 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<32x1x1xf32>
      %985 = stablehlo.add %981, %984 : tensor<32x1x1xf32>
      %986 = stablehlo.rsqrt %985 : tensor<32x1x1xf32>
      %987 = stablehlo.reshape %iterArg_257 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %988 = stablehlo.broadcast_in_dim %986, dims = [0, 1, 2] : (tensor<32x1x1xf32>) -> tensor<32x1x64xf32>
      %989 = stablehlo.broadcast_in_dim %987, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %990 = stablehlo.multiply %988, %989 : tensor<32x1x64xf32>
      %991 = stablehlo.multiply %983, %990 : tensor<32x1x64xf32>
      %992 = stablehlo.reshape %iterArg_258 : (tensor<64xf32>) -> tensor<1x1x64xf32>
      %993 = stablehlo.broadcast_in_dim %992, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<32x1x64xf32>
      %994 = stablehlo.add %991, %993 : tensor<32x1x64xf32>
      %995 = stablehlo.transpose %iterArg_231, dims = [1, 0] : (tensor<512x64xf32>) -> tensor<64x512xf32>
      %996 = stablehlo.dot_general %994, %995, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<32x1x64xf32>, tensor<64x512xf32>) -> tensor<32x1x512xf32>
      %997 = stablehlo.reshape %996 : (tensor<32x1x512xf32>) -> tensor<32x512xf32>
      %998 = stablehlo.reshape %997 : (tensor<32x512xf32>) -> tensor<8x4x512xf32>
      %999 = stablehlo.reshape %705 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
      %1000 = stablehlo.reshape %709 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
      %1001 = stablehlo.reshape %868 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
      %1002 = stablehlo.reshape %872 : (tensor<32x22x4x16xf32>) -> tensor<8x4x22x4x16xf32>
      %1003 = func.call @log_softmax_14(%998) : (tensor<8x4x512xf32>) -> tensor<8x4x512xf32>
      %1004 = stablehlo.reshape %iterArg_261 : (tensor<8x4x22xi32>) -> tensor<32x22xi32>
      %1005 = stablehlo.reshape %1003 : (tensor<8x4x512xf32>) -> tensor<32x512xf32>
      %c_374 = stablehlo.constant dense<0> : tensor<i32>
      %1006 = stablehlo.subtract %iterArg_260, %c_374 : tensor<i32>
      %c_375 = stablehlo.constant dense<0> : tensor<i32>
      %c_376 = stablehlo.constant dense<1> : tensor<i32>
      %1007 = func.call @clip_15(%1006, %c_375, %c_376) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
      %c_377 = stablehlo.constant dense<1> : tensor<i32>
      %1008 = stablehlo.subtract %c_377, %1007 : tensor<i32>
      %c_378 = stablehlo.constant dense<2> : tensor<i32>
      %1009 = stablehlo.broadcast_in_dim %c_378, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %cst_379 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %1010 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<32xf32>
      %1011 = "stablehlo.scatter"(%1005, %1009, %1010) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]>, unique_indices = true}> ({
      ^bb0(%arg29: tensor<f32>, %arg30: tensor<f32>):
        stablehlo.return %arg30 : tensor<f32>
      }) : (tensor<32x512xf32>, tensor<1xi32>, tensor<32xf32>) -> tensor<32x512xf32>
      %1012 = func.call @_where_16(%1008, %1011, %1005) : (tensor<i32>, tensor<32x512xf32>, tensor<32x512xf32>) -> tensor<32x512xf32>
      %1013 = stablehlo.reshape %1012 : (tensor<32x512xf32>) -> tensor<8x4x512xf32>
      %1014 = stablehlo.broadcast_in_dim %iterArg_262, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
      %1015 = stablehlo.broadcast_in_dim %1014, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
      %1016 = stablehlo.add %1013, %1015 : tensor<8x4x512xf32>
      %1017 = stablehlo.reshape %1016 : (tensor<8x4x512xf32>) -> tensor<8x2048xf32>
      %values_380, %indices_381 = chlo.top_k(%1017, k = 8) : tensor<8x2048xf32> -> (tensor<8x8xf32>, tensor<8x8xi32>)
      %c_382 = stablehlo.constant dense<512> : tensor<i32>
      %1018 = func.call @floor_divide_17(%indices_381, %c_382) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
      %1019 = stablehlo.iota dim = 0 : tensor<64xi32>
      %c_383 = stablehlo.constant dense<8> : tensor<i32>
      %1020 = func.call @floor_divide_19(%1019, %c_383) : (tensor<64xi32>, tensor<i32>) -> tensor<64xi32>
      %1021 = stablehlo.reshape %1020 : (tensor<64xi32>) -> tensor<8x8xi32>
      %c_384 = stablehlo.constant dense<0> : tensor<i32>
      %1022 = stablehlo.broadcast_in_dim %c_384, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %1023 = stablehlo.compare LT, %1021, %1022, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %c_385 = stablehlo.constant dense<8> : tensor<i32>
      %1024 = stablehlo.broadcast_in_dim %c_385, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %1025 = stablehlo.add %1021, %1024 : tensor<8x8xi32>
      %1026 = stablehlo.select %1023, %1025, %1021 : tensor<8x8xi1>, tensor<8x8xi32>
      %c_386 = stablehlo.constant dense<0> : tensor<i32>
      %1027 = stablehlo.broadcast_in_dim %c_386, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %1028 = stablehlo.compare LT, %1018, %1027, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %c_387 = stablehlo.constant dense<4> : tensor<i32>
      %1029 = stablehlo.broadcast_in_dim %c_387, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %1030 = stablehlo.add %1018, %1029 : tensor<8x8xi32>
      %1031 = stablehlo.select %1028, %1030, %1018 : tensor<8x8xi1>, tensor<8x8xi32>
      %1032 = stablehlo.broadcast_in_dim %1026, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
      %1033 = stablehlo.broadcast_in_dim %1031, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
      %1034 = stablehlo.concatenate %1032, %1033, dim = 2 : (tensor<8x8x1xi32>, tensor<8x8x1xi32>) -> tensor<8x8x2xi32>
      %1035 = "stablehlo.gather"(%iterArg_261, %1034) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22>}> : (tensor<8x4x22xi32>, tensor<8x8x2xi32>) -> tensor<8x8x22xi32>
      %c_388 = stablehlo.constant dense<512> : tensor<i32>
      %1036 = func.call @remainder_21(%indices_381, %c_388) : (tensor<8x8xi32>, tensor<i32>) -> tensor<8x8xi32>
      %1037 = stablehlo.broadcast_in_dim %1036, dims = [0, 1] : (tensor<8x8xi32>) -> tensor<8x8x1xi32>
      %c_389 = stablehlo.constant dense<0> : tensor<i32>
      %1038 = stablehlo.compare LT, %iterArg_260, %c_389, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1039 = stablehlo.convert %iterArg_260 : tensor<i32>
      %c_390 = stablehlo.constant dense<22> : tensor<i32>
      %1040 = stablehlo.add %1039, %c_390 : tensor<i32>
      %1041 = stablehlo.select %1038, %1040, %iterArg_260 : tensor<i1>, tensor<i32>
      %c_391 = stablehlo.constant dense<0> : tensor<i32>
      %c_392 = stablehlo.constant dense<0> : tensor<i32>
      %1042 = stablehlo.dynamic_update_slice %1035, %1037, %c_391, %c_392, %1041 : (tensor<8x8x22xi32>, tensor<8x8x1xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x8x22xi32>
      %1043 = stablehlo.convert %iterArg_260 : tensor<i32>
      %c_393 = stablehlo.constant dense<0> : tensor<i32>
      %c_394 = stablehlo.constant dense<0> : tensor<i32>
      %1044 = stablehlo.compare LT, %c_393, %c_394, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_395 = stablehlo.constant dense<0> : tensor<i32>
      %c_396 = stablehlo.constant dense<8> : tensor<i32>
      %1045 = stablehlo.add %c_395, %c_396 : tensor<i32>
      %c_397 = stablehlo.constant dense<0> : tensor<i32>
      %1046 = stablehlo.select %1044, %1045, %c_397 : tensor<i1>, tensor<i32>
      %c_398 = stablehlo.constant dense<0> : tensor<i32>
      %c_399 = stablehlo.constant dense<0> : tensor<i32>
      %1047 = stablehlo.compare LT, %c_398, %c_399, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_400 = stablehlo.constant dense<0> : tensor<i32>
      %c_401 = stablehlo.constant dense<8> : tensor<i32>
      %1048 = stablehlo.add %c_400, %c_401 : tensor<i32>
      %c_402 = stablehlo.constant dense<0> : tensor<i32>
      %1049 = stablehlo.select %1047, %1048, %c_402 : tensor<i1>, tensor<i32>
      %c_403 = stablehlo.constant dense<0> : tensor<i32>
      %1050 = stablehlo.compare LT, %1043, %c_403, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_404 = stablehlo.constant dense<22> : tensor<i32>
      %1051 = stablehlo.add %1043, %c_404 : tensor<i32>
      %1052 = stablehlo.select %1050, %1051, %1043 : tensor<i1>, tensor<i32>
      %1053 = stablehlo.dynamic_slice %1042, %1046, %1049, %1052, sizes = [8, 8, 1] : (tensor<8x8x22xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x8x1xi32>
      %1054 = stablehlo.reshape %1053 : (tensor<8x8x1xi32>) -> tensor<8x8xi32>
      %1055 = stablehlo.broadcast_in_dim %iterArg_259, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
      %1056 = stablehlo.compare EQ, %1054, %1055, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
      %1057 = stablehlo.convert %1056 : (tensor<8x8xi1>) -> tensor<8x8xf32>
      %cst_405 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
      %1058 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
      %1059 = stablehlo.multiply %1057, %1058 : tensor<8x8xf32>
      %1060 = stablehlo.add %values_380, %1059 : tensor<8x8xf32>
      %values_406, %indices_407 = chlo.top_k(%1060, k = 4) : tensor<8x8xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
      %1061 = stablehlo.iota dim = 0 : tensor<32xi32>
      %c_408 = stablehlo.constant dense<4> : tensor<i32>
      %1062 = func.call @floor_divide_23(%1061, %c_408) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
      %1063 = stablehlo.reshape %1062 : (tensor<32xi32>) -> tensor<8x4xi32>
      %c_409 = stablehlo.constant dense<0> : tensor<i32>
      %1064 = stablehlo.broadcast_in_dim %c_409, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1065 = stablehlo.compare LT, %1063, %1064, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_410 = stablehlo.constant dense<8> : tensor<i32>
      %1066 = stablehlo.broadcast_in_dim %c_410, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1067 = stablehlo.add %1063, %1066 : tensor<8x4xi32>
      %1068 = stablehlo.select %1065, %1067, %1063 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_411 = stablehlo.constant dense<0> : tensor<i32>
      %1069 = stablehlo.broadcast_in_dim %c_411, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1070 = stablehlo.compare LT, %indices_407, %1069, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_412 = stablehlo.constant dense<8> : tensor<i32>
      %1071 = stablehlo.broadcast_in_dim %c_412, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1072 = stablehlo.add %indices_407, %1071 : tensor<8x4xi32>
      %1073 = stablehlo.select %1070, %1072, %indices_407 : tensor<8x4xi1>, tensor<8x4xi32>
      %1074 = stablehlo.broadcast_in_dim %1068, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1075 = stablehlo.broadcast_in_dim %1073, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1076 = stablehlo.concatenate %1074, %1075, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1077 = "stablehlo.gather"(%1042, %1076) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22>}> : (tensor<8x8x22xi32>, tensor<8x4x2xi32>) -> tensor<8x4x22xi32>
      %c_413 = stablehlo.constant dense<0> : tensor<i32>
      %1078 = stablehlo.broadcast_in_dim %c_413, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1079 = stablehlo.compare LT, %1063, %1078, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_414 = stablehlo.constant dense<8> : tensor<i32>
      %1080 = stablehlo.broadcast_in_dim %c_414, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1081 = stablehlo.add %1063, %1080 : tensor<8x4xi32>
      %1082 = stablehlo.select %1079, %1081, %1063 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_415 = stablehlo.constant dense<0> : tensor<i32>
      %1083 = stablehlo.broadcast_in_dim %c_415, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1084 = stablehlo.compare LT, %indices_407, %1083, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_416 = stablehlo.constant dense<8> : tensor<i32>
      %1085 = stablehlo.broadcast_in_dim %c_416, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1086 = stablehlo.add %indices_407, %1085 : tensor<8x4xi32>
      %1087 = stablehlo.select %1084, %1086, %indices_407 : tensor<8x4xi1>, tensor<8x4xi32>
      %1088 = stablehlo.broadcast_in_dim %1082, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1089 = stablehlo.broadcast_in_dim %1087, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1090 = stablehlo.concatenate %1088, %1089, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1091 = "stablehlo.gather"(%1060, %1090) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xf32>, tensor<8x4x2xi32>) -> tensor<8x4xf32>
      %c_417 = stablehlo.constant dense<1> : tensor<i32>
      %1092 = stablehlo.add %iterArg_260, %c_417 : tensor<i32>
      %c_418 = stablehlo.constant dense<16> : tensor<i32>
      %1093 = stablehlo.subtract %1092, %c_418 : tensor<i32>
      %1094 = stablehlo.convert %1093 : (tensor<i32>) -> tensor<f32>
      %cst_419 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %1095 = stablehlo.power %1094, %cst_419 : tensor<f32>
      %1096 = stablehlo.convert %1095 : tensor<f32>
      %1097 = stablehlo.broadcast_in_dim %1096, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
      %1098 = stablehlo.divide %values_380, %1097 : tensor<8x8xf32>
      %c_420 = stablehlo.constant dense<true> : tensor<i1>
      %1099 = stablehlo.reduce(%iterArg_265 init: %c_420) applies stablehlo.and across dimensions = [1] : (tensor<8x4xi1>, tensor<i1>) -> tensor<8xi1>
      %1100 = stablehlo.broadcast_in_dim %1099, dims = [0] : (tensor<8xi1>) -> tensor<8x1xi1>
      %1101 = stablehlo.broadcast_in_dim %1100, dims = [0, 1] : (tensor<8x1xi1>) -> tensor<8x8xi1>
      %c_421 = stablehlo.constant dense<true> : tensor<i1>
      %1102 = stablehlo.broadcast_in_dim %c_421, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
      %1103 = stablehlo.and %1101, %1102 : tensor<8x8xi1>
      %1104 = stablehlo.not %1056 : tensor<8x8xi1>
      %1105 = stablehlo.or %1104, %1103 : tensor<8x8xi1>
      %1106 = stablehlo.convert %1105 : (tensor<8x8xi1>) -> tensor<8x8xf32>
      %cst_422 = stablehlo.constant dense<-1.000000e+07> : tensor<f32>
      %1107 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<8x8xf32>
      %1108 = stablehlo.multiply %1106, %1107 : tensor<8x8xf32>
      %1109 = stablehlo.add %1098, %1108 : tensor<8x8xf32>
      %1110 = stablehlo.concatenate %iterArg_263, %1042, dim = 1 : (tensor<8x4x22xi32>, tensor<8x8x22xi32>) -> tensor<8x12x22xi32>
      %1111 = stablehlo.concatenate %iterArg_264, %1109, dim = 1 : (tensor<8x4xf32>, tensor<8x8xf32>) -> tensor<8x12xf32>
      %1112 = stablehlo.concatenate %iterArg_265, %1056, dim = 1 : (tensor<8x4xi1>, tensor<8x8xi1>) -> tensor<8x12xi1>
      %values_423, %indices_424 = chlo.top_k(%1111, k = 4) : tensor<8x12xf32> -> (tensor<8x4xf32>, tensor<8x4xi32>)
      %1113 = stablehlo.iota dim = 0 : tensor<32xi32>
      %c_425 = stablehlo.constant dense<4> : tensor<i32>
      %1114 = func.call @floor_divide_23(%1113, %c_425) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
      %1115 = stablehlo.reshape %1114 : (tensor<32xi32>) -> tensor<8x4xi32>
      %c_426 = stablehlo.constant dense<0> : tensor<i32>
      %1116 = stablehlo.broadcast_in_dim %c_426, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1117 = stablehlo.compare LT, %1115, %1116, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_427 = stablehlo.constant dense<8> : tensor<i32>
      %1118 = stablehlo.broadcast_in_dim %c_427, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1119 = stablehlo.add %1115, %1118 : tensor<8x4xi32>
      %1120 = stablehlo.select %1117, %1119, %1115 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_428 = stablehlo.constant dense<0> : tensor<i32>
      %1121 = stablehlo.broadcast_in_dim %c_428, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1122 = stablehlo.compare LT, %indices_424, %1121, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_429 = stablehlo.constant dense<12> : tensor<i32>
      %1123 = stablehlo.broadcast_in_dim %c_429, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1124 = stablehlo.add %indices_424, %1123 : tensor<8x4xi32>
      %1125 = stablehlo.select %1122, %1124, %indices_424 : tensor<8x4xi1>, tensor<8x4xi32>
      %1126 = stablehlo.broadcast_in_dim %1120, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1127 = stablehlo.broadcast_in_dim %1125, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1128 = stablehlo.concatenate %1126, %1127, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1129 = "stablehlo.gather"(%1110, %1128) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22>}> : (tensor<8x12x22xi32>, tensor<8x4x2xi32>) -> tensor<8x4x22xi32>
      %c_430 = stablehlo.constant dense<0> : tensor<i32>
      %1130 = stablehlo.broadcast_in_dim %c_430, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1131 = stablehlo.compare LT, %1115, %1130, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_431 = stablehlo.constant dense<8> : tensor<i32>
      %1132 = stablehlo.broadcast_in_dim %c_431, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1133 = stablehlo.add %1115, %1132 : tensor<8x4xi32>
      %1134 = stablehlo.select %1131, %1133, %1115 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_432 = stablehlo.constant dense<0> : tensor<i32>
      %1135 = stablehlo.broadcast_in_dim %c_432, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1136 = stablehlo.compare LT, %indices_424, %1135, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_433 = stablehlo.constant dense<12> : tensor<i32>
      %1137 = stablehlo.broadcast_in_dim %c_433, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1138 = stablehlo.add %indices_424, %1137 : tensor<8x4xi32>
      %1139 = stablehlo.select %1136, %1138, %indices_424 : tensor<8x4xi1>, tensor<8x4xi32>
      %1140 = stablehlo.broadcast_in_dim %1134, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1141 = stablehlo.broadcast_in_dim %1139, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1142 = stablehlo.concatenate %1140, %1141, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1143 = "stablehlo.gather"(%1111, %1142) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x12xf32>, tensor<8x4x2xi32>) -> tensor<8x4xf32>
      %c_434 = stablehlo.constant dense<0> : tensor<i32>
      %1144 = stablehlo.broadcast_in_dim %c_434, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1145 = stablehlo.compare LT, %1115, %1144, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_435 = stablehlo.constant dense<8> : tensor<i32>
      %1146 = stablehlo.broadcast_in_dim %c_435, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1147 = stablehlo.add %1115, %1146 : tensor<8x4xi32>
      %1148 = stablehlo.select %1145, %1147, %1115 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_436 = stablehlo.constant dense<0> : tensor<i32>
      %1149 = stablehlo.broadcast_in_dim %c_436, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1150 = stablehlo.compare LT, %indices_424, %1149, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_437 = stablehlo.constant dense<12> : tensor<i32>
      %1151 = stablehlo.broadcast_in_dim %c_437, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1152 = stablehlo.add %indices_424, %1151 : tensor<8x4xi32>
      %1153 = stablehlo.select %1150, %1152, %indices_424 : tensor<8x4xi1>, tensor<8x4xi32>
      %1154 = stablehlo.broadcast_in_dim %1148, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1155 = stablehlo.broadcast_in_dim %1153, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1156 = stablehlo.concatenate %1154, %1155, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1157 = "stablehlo.gather"(%1112, %1156) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x12xi1>, tensor<8x4x2xi32>) -> tensor<8x4xi1>
      %1158 = stablehlo.iota dim = 0 : tensor<32xi32>
      %c_438 = stablehlo.constant dense<4> : tensor<i32>
      %1159 = func.call @floor_divide_23(%1158, %c_438) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
      %1160 = stablehlo.reshape %1159 : (tensor<32xi32>) -> tensor<8x4xi32>
      %c_439 = stablehlo.constant dense<0> : tensor<i32>
      %1161 = stablehlo.broadcast_in_dim %c_439, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1162 = stablehlo.compare LT, %1160, %1161, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_440 = stablehlo.constant dense<8> : tensor<i32>
      %1163 = stablehlo.broadcast_in_dim %c_440, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1164 = stablehlo.add %1160, %1163 : tensor<8x4xi32>
      %1165 = stablehlo.select %1162, %1164, %1160 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_441 = stablehlo.constant dense<0> : tensor<i32>
      %1166 = stablehlo.broadcast_in_dim %c_441, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1167 = stablehlo.compare LT, %indices_407, %1166, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_442 = stablehlo.constant dense<8> : tensor<i32>
      %1168 = stablehlo.broadcast_in_dim %c_442, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1169 = stablehlo.add %indices_407, %1168 : tensor<8x4xi32>
      %1170 = stablehlo.select %1167, %1169, %indices_407 : tensor<8x4xi1>, tensor<8x4xi32>
      %1171 = stablehlo.broadcast_in_dim %1165, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1172 = stablehlo.broadcast_in_dim %1170, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1173 = stablehlo.concatenate %1171, %1172, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1174 = "stablehlo.gather"(%1018, %1173) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1>}> : (tensor<8x8xi32>, tensor<8x4x2xi32>) -> tensor<8x4xi32>
      %1175 = stablehlo.iota dim = 0 : tensor<32xi32>
      %c_443 = stablehlo.constant dense<4> : tensor<i32>
      %1176 = func.call @floor_divide_23(%1175, %c_443) : (tensor<32xi32>, tensor<i32>) -> tensor<32xi32>
      %1177 = stablehlo.reshape %1176 : (tensor<32xi32>) -> tensor<8x4xi32>
      %c_444 = stablehlo.constant dense<0> : tensor<i32>
      %1178 = stablehlo.broadcast_in_dim %c_444, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1179 = stablehlo.compare LT, %1177, %1178, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_445 = stablehlo.constant dense<8> : tensor<i32>
      %1180 = stablehlo.broadcast_in_dim %c_445, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1181 = stablehlo.add %1177, %1180 : tensor<8x4xi32>
      %1182 = stablehlo.select %1179, %1181, %1177 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_446 = stablehlo.constant dense<0> : tensor<i32>
      %1183 = stablehlo.broadcast_in_dim %c_446, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1184 = stablehlo.compare LT, %1174, %1183, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_447 = stablehlo.constant dense<4> : tensor<i32>
      %1185 = stablehlo.broadcast_in_dim %c_447, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1186 = stablehlo.add %1174, %1185 : tensor<8x4xi32>
      %1187 = stablehlo.select %1184, %1186, %1174 : tensor<8x4xi1>, tensor<8x4xi32>
      %1188 = stablehlo.broadcast_in_dim %1182, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1189 = stablehlo.broadcast_in_dim %1187, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1190 = stablehlo.concatenate %1188, %1189, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1191 = "stablehlo.gather"(%999, %1190) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
      %c_448 = stablehlo.constant dense<0> : tensor<i32>
      %1192 = stablehlo.broadcast_in_dim %c_448, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1193 = stablehlo.compare LT, %1177, %1192, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_449 = stablehlo.constant dense<8> : tensor<i32>
      %1194 = stablehlo.broadcast_in_dim %c_449, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1195 = stablehlo.add %1177, %1194 : tensor<8x4xi32>
      %1196 = stablehlo.select %1193, %1195, %1177 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_450 = stablehlo.constant dense<0> : tensor<i32>
      %1197 = stablehlo.broadcast_in_dim %c_450, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1198 = stablehlo.compare LT, %1174, %1197, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_451 = stablehlo.constant dense<4> : tensor<i32>
      %1199 = stablehlo.broadcast_in_dim %c_451, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1200 = stablehlo.add %1174, %1199 : tensor<8x4xi32>
      %1201 = stablehlo.select %1198, %1200, %1174 : tensor<8x4xi1>, tensor<8x4xi32>
      %1202 = stablehlo.broadcast_in_dim %1196, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1203 = stablehlo.broadcast_in_dim %1201, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1204 = stablehlo.concatenate %1202, %1203, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1205 = "stablehlo.gather"(%1000, %1204) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
      %c_452 = stablehlo.constant dense<0> : tensor<i32>
      %1206 = stablehlo.broadcast_in_dim %c_452, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1207 = stablehlo.compare LT, %1177, %1206, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_453 = stablehlo.constant dense<8> : tensor<i32>
      %1208 = stablehlo.broadcast_in_dim %c_453, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1209 = stablehlo.add %1177, %1208 : tensor<8x4xi32>
      %1210 = stablehlo.select %1207, %1209, %1177 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_454 = stablehlo.constant dense<0> : tensor<i32>
      %1211 = stablehlo.broadcast_in_dim %c_454, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1212 = stablehlo.compare LT, %1174, %1211, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_455 = stablehlo.constant dense<4> : tensor<i32>
      %1213 = stablehlo.broadcast_in_dim %c_455, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1214 = stablehlo.add %1174, %1213 : tensor<8x4xi32>
      %1215 = stablehlo.select %1212, %1214, %1174 : tensor<8x4xi1>, tensor<8x4xi32>
      %1216 = stablehlo.broadcast_in_dim %1210, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1217 = stablehlo.broadcast_in_dim %1215, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1218 = stablehlo.concatenate %1216, %1217, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1219 = "stablehlo.gather"(%1001, %1218) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
      %c_456 = stablehlo.constant dense<0> : tensor<i32>
      %1220 = stablehlo.broadcast_in_dim %c_456, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1221 = stablehlo.compare LT, %1177, %1220, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_457 = stablehlo.constant dense<8> : tensor<i32>
      %1222 = stablehlo.broadcast_in_dim %c_457, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1223 = stablehlo.add %1177, %1222 : tensor<8x4xi32>
      %1224 = stablehlo.select %1221, %1223, %1177 : tensor<8x4xi1>, tensor<8x4xi32>
      %c_458 = stablehlo.constant dense<0> : tensor<i32>
      %1225 = stablehlo.broadcast_in_dim %c_458, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1226 = stablehlo.compare LT, %1174, %1225, SIGNED : (tensor<8x4xi32>, tensor<8x4xi32>) -> tensor<8x4xi1>
      %c_459 = stablehlo.constant dense<4> : tensor<i32>
      %1227 = stablehlo.broadcast_in_dim %c_459, dims = [] : (tensor<i32>) -> tensor<8x4xi32>
      %1228 = stablehlo.add %1174, %1227 : tensor<8x4xi32>
      %1229 = stablehlo.select %1226, %1228, %1174 : tensor<8x4xi1>, tensor<8x4xi32>
      %1230 = stablehlo.broadcast_in_dim %1224, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1231 = stablehlo.broadcast_in_dim %1229, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
      %1232 = stablehlo.concatenate %1230, %1231, dim = 2 : (tensor<8x4x1xi32>, tensor<8x4x1xi32>) -> tensor<8x4x2xi32>
      %1233 = "stablehlo.gather"(%1002, %1232) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3, 4], collapsed_slice_dims = [0, 1], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 22, 4, 16>}> : (tensor<8x4x22x4x16xf32>, tensor<8x4x2xi32>) -> tensor<8x4x22x4x16xf32>
      %1234 = stablehlo.reshape %1191 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
      %1235 = stablehlo.reshape %1205 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
      %1236 = stablehlo.reshape %1219 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
      %1237 = stablehlo.reshape %1233 : (tensor<8x4x22x4x16xf32>) -> tensor<32x22x4x16xf32>
      %c_460 = stablehlo.constant dense<1> : tensor<i32>
      %1238 = stablehlo.broadcast_in_dim %c_460, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
      %1239 = stablehlo.add %iterArg_272, %1238 : tensor<32x1xi32>
      %c_461 = stablehlo.constant dense<1> : tensor<i32>
      %1240 = stablehlo.add %iterArg_260, %c_461 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_231, %iterArg_232, %iterArg_233, %iterArg_234, %iterArg_235, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %iterArg_245, %iterArg_246, %iterArg_247, %iterArg_248, %iterArg_249, %iterArg_250, %iterArg_251, %iterArg_252, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %1240, %1077, %1091, %1129, %1143, %1157, %710, %1234, %1235, %873, %1236, %1237, %1239 : tensor<32x22xi32>, tensor<512x64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<192x64xf32>, tensor<192xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<256x64xf32>, tensor<256xf32>, tensor<64x256xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<i32>, tensor<i32>, tensor<8x4x22xi32>, tensor<8x4xf32>, tensor<8x4x22xi32>, tensor<8x4xf32>, tensor<8x4xi1>, tensor<i32>, tensor<32x22x4x16xf32>, tensor<32x22x4x16xf32>, tensor<i32>, tensor<32x22x4x16xf32>, tensor<32x22x4x16xf32>, tensor<32x1xi32>
    }
    %c_230 = stablehlo.constant dense<false> : tensor<i1>
    %628 = stablehlo.reduce(%627#35 init: %c_230) applies stablehlo.or across dimensions = [1] : (tensor<8x4xi1>, tensor<i1>) -> tensor<8xi1>
    %629 = stablehlo.broadcast_in_dim %628, dims = [0] : (tensor<8xi1>) -> tensor<8x1x1xi1>
    %630 = call @_where_25(%629, %627#33, %627#31) : (tensor<8x1x1xi1>, tensor<8x4x22xi32>, tensor<8x4x22xi32>) -> tensor<8x4x22xi32>
    %631 = stablehlo.slice %630 [0:8, 0:1, 0:22] : (tensor<8x4x22xi32>) -> tensor<8x1x22xi32>
    %632 = stablehlo.reshape %631 : (tensor<8x1x22xi32>) -> tensor<8x22xi32>
    return %632 : tensor<8x22xi32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<32x16xi32>) -> tensor<32x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x16xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<32x16xi1>, tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x16xi32>) -> tensor<32x16x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x16x1xi32>, tensor<32x16x1xi32>) -> tensor<32x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x16x1xi32>, tensor<32x16x1xi32>) -> tensor<32x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x16x1xi1>, tensor<i1>) -> tensor<32x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<32x16x1xi32>) -> tensor<32x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x16xi1>) -> tensor<32x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x16x64xi1>, tensor<32x16x64xf32>
    return %16 : tensor<32x16x64xf32>
  }
  func.func private @_where(%arg0: tensor<32x16xi1>, %arg1: tensor<32x16xi32>, %arg2: tensor<32x16xi32>) -> tensor<32x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x16xi1>, tensor<32x16xi32>
    return %0 : tensor<32x16xi32>
  }
  func.func private @_take_0(%arg0: tensor<64x64xf32>, %arg1: tensor<32x16xi32>) -> tensor<32x16x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x16xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x16xi32>
    %4 = call @_where_1(%1, %3, %arg1) : (tensor<32x16xi1>, tensor<32x16xi32>, tensor<32x16xi32>) -> tensor<32x16xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x16xi32>) -> tensor<32x16x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x16x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x16x1xi32>, tensor<32x16x1xi32>) -> tensor<32x16x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x16x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x16x1xi32>, tensor<32x16x1xi32>) -> tensor<32x16x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x16x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x16x1xi1>, tensor<i1>) -> tensor<32x16xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<32x16x1xi32>) -> tensor<32x16x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x16xi1>) -> tensor<32x16x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x16x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x16x64xi1>, tensor<32x16x64xf32>
    return %16 : tensor<32x16x64xf32>
  }
  func.func private @_where_1(%arg0: tensor<32x16xi1>, %arg1: tensor<32x16xi32>, %arg2: tensor<32x16xi32>) -> tensor<32x16xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x16xi1>, tensor<32x16xi32>
    return %0 : tensor<32x16xi32>
  }
  func.func private @log_softmax(%arg0: tensor<8x4x512xf32>) -> tensor<8x4x512xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x4x512xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4x512xf32>
    %6 = stablehlo.exponential %5 : tensor<8x4x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x4x512xf32>, tensor<f32>) -> tensor<8x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %9 = stablehlo.log %8 : tensor<8x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x4x512xf32>
    return %11 : tensor<8x4x512xf32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_2(%arg0: tensor<i32>, %arg1: tensor<32x512xf32>, %arg2: tensor<32x512xf32>) -> tensor<32x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<32x512xf32>
    return %1 : tensor<32x512xf32>
  }
  func.func private @floor_divide(%arg0: tensor<8x8xi32>, %arg1: tensor<i32>) -> tensor<8x8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8x8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8x8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8x8xi32>
    %14 = call @_where_3(%11, %13, %2) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    return %14 : tensor<8x8xi32>
  }
  func.func private @_where_3(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xi32>, %arg2: tensor<8x8xi32>) -> tensor<8x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xi32>
    return %0 : tensor<8x8xi32>
  }
  func.func private @floor_divide_4(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
    %3 = stablehlo.sign %arg0 : tensor<64xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %11 = stablehlo.and %6, %10 : tensor<64xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<64xi32>
    %14 = call @_where_5(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
    return %14 : tensor<64xi32>
  }
  func.func private @_where_5(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @remainder(%arg0: tensor<8x8xi32>, %arg1: tensor<i32>) -> tensor<8x8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_6(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8x8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8x8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8x8xi1>, tensor<8x8xi32>
    return %15 : tensor<8x8xi32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide_7(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
    %3 = stablehlo.sign %arg0 : tensor<32xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %11 = stablehlo.and %6, %10 : tensor<32xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
    %14 = call @_where_8(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %14 : tensor<32xi32>
  }
  func.func private @_where_8(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @_where_9(%arg0: tensor<8x4xi1>, %arg1: tensor<8x1xf32>, %arg2: tensor<f32>) -> tensor<8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x4xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x4xi1>, tensor<8x4xf32>
    return %2 : tensor<8x4xf32>
  }
  func.func private @_take_10(%arg0: tensor<512x64xf32>, %arg1: tensor<32x1xi32>) -> tensor<32x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = call @_where_11(%1, %3, %arg1) : (tensor<32x1xi1>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<512x64xf32>, tensor<32x1x1xi32>) -> tensor<32x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x1xi1>) -> tensor<32x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x1x64xi1>, tensor<32x1x64xf32>
    return %16 : tensor<32x1x64xf32>
  }
  func.func private @_where_11(%arg0: tensor<32x1xi1>, %arg1: tensor<32x1xi32>, %arg2: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x1xi1>, tensor<32x1xi32>
    return %0 : tensor<32x1xi32>
  }
  func.func private @_take_12(%arg0: tensor<64x64xf32>, %arg1: tensor<32x1xi32>) -> tensor<32x1x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<32x1xi32>
    %4 = call @_where_13(%1, %3, %arg1) : (tensor<32x1xi1>, tensor<32x1xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<32x1xi32>) -> tensor<32x1x1xi32>
    %c_1 = stablehlo.constant dense<63> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<32x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<32x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<32x1x1xi32>, tensor<32x1x1xi32>) -> tensor<32x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<32x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<32x1x1xi1>, tensor<i1>) -> tensor<32x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<64x64xf32>, tensor<32x1x1xi32>) -> tensor<32x1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<32x1xi1>) -> tensor<32x1x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<32x1x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<32x1x64xi1>, tensor<32x1x64xf32>
    return %16 : tensor<32x1x64xf32>
  }
  func.func private @_where_13(%arg0: tensor<32x1xi1>, %arg1: tensor<32x1xi32>, %arg2: tensor<32x1xi32>) -> tensor<32x1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32x1xi1>, tensor<32x1xi32>
    return %0 : tensor<32x1xi32>
  }
  func.func private @log_softmax_14(%arg0: tensor<8x4x512xf32>) -> tensor<8x4x512xf32> {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x4x512xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x4xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x4x512xf32>
    %6 = stablehlo.exponential %5 : tensor<8x4x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x4x512xf32>, tensor<f32>) -> tensor<8x4xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x4xf32>) -> tensor<8x4x1xf32>
    %9 = stablehlo.log %8 : tensor<8x4x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x4x1xf32>) -> tensor<8x4x512xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x4x512xf32>
    return %11 : tensor<8x4x512xf32>
  }
  func.func private @clip_15(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.maximum %arg1, %arg0 : tensor<i32>
    %1 = stablehlo.minimum %arg2, %0 : tensor<i32>
    return %1 : tensor<i32>
  }
  func.func private @_where_16(%arg0: tensor<i32>, %arg1: tensor<32x512xf32>, %arg2: tensor<32x512xf32>) -> tensor<32x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare NE, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<i1>, tensor<32x512xf32>
    return %1 : tensor<32x512xf32>
  }
  func.func private @floor_divide_17(%arg0: tensor<8x8xi32>, %arg1: tensor<i32>) -> tensor<8x8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<8x8xi32>
    %3 = stablehlo.sign %arg0 : tensor<8x8xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<8x8xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %11 = stablehlo.and %6, %10 : tensor<8x8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<8x8xi32>
    %14 = call @_where_18(%11, %13, %2) : (tensor<8x8xi1>, tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi32>
    return %14 : tensor<8x8xi32>
  }
  func.func private @_where_18(%arg0: tensor<8x8xi1>, %arg1: tensor<8x8xi32>, %arg2: tensor<8x8xi32>) -> tensor<8x8xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x8xi1>, tensor<8x8xi32>
    return %0 : tensor<8x8xi32>
  }
  func.func private @floor_divide_19(%arg0: tensor<64xi32>, %arg1: tensor<i32>) -> tensor<64xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<64xi32>
    %3 = stablehlo.sign %arg0 : tensor<64xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %11 = stablehlo.and %6, %10 : tensor<64xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<64xi32>
    %14 = call @_where_20(%11, %13, %2) : (tensor<64xi1>, tensor<64xi32>, tensor<64xi32>) -> tensor<64xi32>
    return %14 : tensor<64xi32>
  }
  func.func private @_where_20(%arg0: tensor<64xi1>, %arg1: tensor<64xi32>, %arg2: tensor<64xi32>) -> tensor<64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64xi1>, tensor<64xi32>
    return %0 : tensor<64xi32>
  }
  func.func private @remainder_21(%arg0: tensor<8x8xi32>, %arg1: tensor<i32>) -> tensor<8x8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_22(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8x8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8x8xi32>, tensor<8x8xi32>) -> tensor<8x8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8x8xi1>, tensor<8x8xi1>) -> tensor<8x8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8x8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8x8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8x8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8x8xi1>, tensor<8x8xi32>
    return %15 : tensor<8x8xi32>
  }
  func.func private @_where_22(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @floor_divide_23(%arg0: tensor<32xi32>, %arg1: tensor<i32>) -> tensor<32xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<32xi32>
    %3 = stablehlo.sign %arg0 : tensor<32xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %6 = stablehlo.compare NE, %3, %5, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<32xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %10 = stablehlo.compare NE, %8, %9, SIGNED : (tensor<32xi32>, tensor<32xi32>) -> tensor<32xi1>
    %11 = stablehlo.and %6, %10 : tensor<32xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<32xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<32xi32>
    %14 = call @_where_24(%11, %13, %2) : (tensor<32xi1>, tensor<32xi32>, tensor<32xi32>) -> tensor<32xi32>
    return %14 : tensor<32xi32>
  }
  func.func private @_where_24(%arg0: tensor<32xi1>, %arg1: tensor<32xi32>, %arg2: tensor<32xi32>) -> tensor<32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<32xi1>, tensor<32xi32>
    return %0 : tensor<32xi32>
  }
  func.func private @_where_25(%arg0: tensor<8x1x1xi1>, %arg1: tensor<8x4x22xi32>, %arg2: tensor<8x4x22xi32>) -> tensor<8x4x22xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x1x1xi1>) -> tensor<8x4x22xi1>
    %1 = stablehlo.select %0, %arg1, %arg2 : tensor<8x4x22xi1>, tensor<8x4x22xi32>
    return %1 : tensor<8x4x22xi32>
  }
}
