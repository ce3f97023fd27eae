module @jit_forward attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<130x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<512x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg2: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg12: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg28: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg32: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg34: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<768x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg37: tensor<64x768xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg38: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x32x512xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = call @cumsum(%0) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    %2 = stablehlo.multiply %1, %0 : tensor<8x32xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %4 = stablehlo.subtract %2, %3 : tensor<8x32xi32>
    %5 = call @_take(%arg1, %arg38) : (tensor<512x768xf32>, tensor<8x32xi32>) -> tensor<8x32x768xf32>
    %6 = stablehlo.dot_general %5, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x768xf32>, tensor<768x64xf32>) -> tensor<8x32x64xf32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %8 = stablehlo.add %4, %7 : tensor<8x32xi32>
    %9 = call @_take_1(%arg0, %8) : (tensor<130x64xf32>, tensor<8x32xi32>) -> tensor<8x32x64xf32>
    %10 = stablehlo.add %6, %9 : tensor<8x32x64xf32>
    %11 = chlo.square %10 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.reduce(%11 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x32xf32>
    %18 = chlo.square %14 : tensor<8x32xf32> -> tensor<8x32xf32>
    %19 = stablehlo.subtract %17, %18 : tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %21 = stablehlo.maximum %20, %19 : tensor<8x32xf32>
    %22 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %23 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %25 = stablehlo.subtract %10, %24 : tensor<8x32x64xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %27 = stablehlo.add %23, %26 : tensor<8x32x1xf32>
    %28 = stablehlo.rsqrt %27 : tensor<8x32x1xf32>
    %29 = stablehlo.reshape %arg19 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %32 = stablehlo.multiply %30, %31 : tensor<8x32x64xf32>
    %33 = stablehlo.multiply %25, %32 : tensor<8x32x64xf32>
    %34 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x32x64xf32>
    %37 = stablehlo.iota dim = 0 : tensor<128xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
    %41 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2] : (tensor<1x128x1xi32>) -> tensor<1x128x128xi32>
    %42 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x128x128xi32>
    %43 = stablehlo.compare GE, %41, %42, SIGNED : (tensor<1x128x128xi32>, tensor<1x128x128xi32>) -> tensor<1x128x128xi1>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 2, 3] : (tensor<1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %45 = stablehlo.dot_general %36, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %46 = stablehlo.reshape %arg14 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x32x64xf32>
    %49 = stablehlo.dot_general %36, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %50 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x32x64xf32>
    %53 = stablehlo.dot_general %36, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %54 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %56 = stablehlo.add %53, %55 : tensor<8x32x64xf32>
    %57 = stablehlo.reshape %48 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %58 = stablehlo.reshape %52 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %59 = stablehlo.reshape %56 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %60 = stablehlo.slice %44 [0:1, 0:1, 0:32, 0:32] : (tensor<1x1x128x128xi1>) -> tensor<1x1x32x32xi1>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x1x32x32xi1>
    %62 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %64 = stablehlo.convert %61 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %65 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %66 = stablehlo.compare NE, %63, %65, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %68 = stablehlo.compare NE, %64, %67, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %69 = stablehlo.and %66, %68 : tensor<8x1x32x32xi1>
    %70 = stablehlo.convert %69 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %72 = stablehlo.compare GT, %70, %71, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %74 = stablehlo.convert %73 : tensor<8x1x32x32xf32>
    %cst_11 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %76 = stablehlo.select %72, %74, %75 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %cst_12 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %77 = stablehlo.sqrt %cst_12 : tensor<f32>
    %78 = stablehlo.convert %77 : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %80 = stablehlo.divide %57, %79 : tensor<8x32x4x16xf32>
    %81 = stablehlo.dot_general %80, %58, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %82 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %83 = stablehlo.add %81, %82 : tensor<8x4x32x32xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_14 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %86 = stablehlo.maximum %85, %84 : tensor<8x4x32xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %89 = stablehlo.subtract %83, %88 : tensor<8x4x32x32xf32>
    %90 = stablehlo.exponential %89 : tensor<8x4x32x32xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%90 init: %cst_15) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %94 = stablehlo.divide %90, %93 : tensor<8x4x32x32xf32>
    %95 = stablehlo.dot_general %59, %94, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %96 = stablehlo.transpose %95, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %97 = stablehlo.reshape %96 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %98 = stablehlo.dot_general %97, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %99 = stablehlo.reshape %arg12 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<8x32x64xf32>
    %102 = stablehlo.add %10, %101 : tensor<8x32x64xf32>
    %103 = stablehlo.reshape %102 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %104 = chlo.square %103 : tensor<256x64xf32> -> tensor<256x64xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%103 init: %cst_16) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_17 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %107 = stablehlo.divide %105, %106 : tensor<256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%104 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_19 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %110 = stablehlo.divide %108, %109 : tensor<256xf32>
    %111 = chlo.square %107 : tensor<256xf32> -> tensor<256xf32>
    %112 = stablehlo.subtract %110, %111 : tensor<256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %114 = stablehlo.maximum %113, %112 : tensor<256xf32>
    %115 = stablehlo.broadcast_in_dim %107, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %116 = stablehlo.broadcast_in_dim %114, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %117 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %118 = stablehlo.subtract %103, %117 : tensor<256x64xf32>
    %cst_21 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %120 = stablehlo.add %116, %119 : tensor<256x1xf32>
    %121 = stablehlo.rsqrt %120 : tensor<256x1xf32>
    %122 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x64xf32>
    %123 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %125 = stablehlo.multiply %123, %124 : tensor<256x64xf32>
    %126 = stablehlo.multiply %118, %125 : tensor<256x64xf32>
    %127 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x64xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %129 = stablehlo.add %126, %128 : tensor<256x64xf32>
    %130 = stablehlo.dot_general %129, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x128xf32>) -> tensor<256x128xf32>
    %131 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x128xf32>
    %132 = stablehlo.broadcast_in_dim %131, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<256x128xf32>
    %133 = stablehlo.add %130, %132 : tensor<256x128xf32>
    %134 = call @relu(%133) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %135 = stablehlo.dot_general %134, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x64xf32>) -> tensor<256x64xf32>
    %136 = stablehlo.reshape %arg6 : (tensor<64xf32>) -> tensor<1x64xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %138 = stablehlo.add %135, %137 : tensor<256x64xf32>
    %139 = stablehlo.add %103, %138 : tensor<256x64xf32>
    %140 = stablehlo.reshape %139 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %141 = chlo.square %140 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%140 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_23 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %144 = stablehlo.divide %142, %143 : tensor<8x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%141 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_25 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %147 = stablehlo.divide %145, %146 : tensor<8x32xf32>
    %148 = chlo.square %144 : tensor<8x32xf32> -> tensor<8x32xf32>
    %149 = stablehlo.subtract %147, %148 : tensor<8x32xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %151 = stablehlo.maximum %150, %149 : tensor<8x32xf32>
    %152 = stablehlo.broadcast_in_dim %144, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %153 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %155 = stablehlo.subtract %140, %154 : tensor<8x32x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %157 = stablehlo.add %153, %156 : tensor<8x32x1xf32>
    %158 = stablehlo.rsqrt %157 : tensor<8x32x1xf32>
    %159 = stablehlo.reshape %arg35 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %160 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.multiply %160, %161 : tensor<8x32x64xf32>
    %163 = stablehlo.multiply %155, %162 : tensor<8x32x64xf32>
    %164 = stablehlo.reshape %arg34 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %165 = stablehlo.broadcast_in_dim %164, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %166 = stablehlo.add %163, %165 : tensor<8x32x64xf32>
    %167 = stablehlo.iota dim = 0 : tensor<128xi32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [1] : (tensor<128xi32>) -> tensor<1x128xi32>
    %169 = stablehlo.broadcast_in_dim %168, dims = [0, 1] : (tensor<1x128xi32>) -> tensor<1x128x1xi32>
    %170 = stablehlo.broadcast_in_dim %168, dims = [0, 2] : (tensor<1x128xi32>) -> tensor<1x1x128xi32>
    %171 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x128x1xi32>) -> tensor<1x128x128xi32>
    %172 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x128xi32>) -> tensor<1x128x128xi32>
    %173 = stablehlo.compare GE, %171, %172, SIGNED : (tensor<1x128x128xi32>, tensor<1x128x128xi32>) -> tensor<1x128x128xi1>
    %174 = stablehlo.broadcast_in_dim %173, dims = [0, 2, 3] : (tensor<1x128x128xi1>) -> tensor<1x1x128x128xi1>
    %175 = stablehlo.dot_general %166, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %176 = stablehlo.reshape %arg30 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %178 = stablehlo.add %175, %177 : tensor<8x32x64xf32>
    %179 = stablehlo.dot_general %166, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %180 = stablehlo.reshape %arg26 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %182 = stablehlo.add %179, %181 : tensor<8x32x64xf32>
    %183 = stablehlo.dot_general %166, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %184 = stablehlo.reshape %arg32 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %186 = stablehlo.add %183, %185 : tensor<8x32x64xf32>
    %187 = stablehlo.reshape %178 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %188 = stablehlo.reshape %182 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %189 = stablehlo.reshape %186 : (tensor<8x32x64xf32>) -> tensor<8x32x4x16xf32>
    %190 = stablehlo.slice %174 [0:1, 0:1, 0:32, 0:32] : (tensor<1x1x128x128xi1>) -> tensor<1x1x32x32xi1>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1, 2, 3] : (tensor<1x1x32x32xi1>) -> tensor<8x1x32x32xi1>
    %192 = stablehlo.broadcast_in_dim %0, dims = [0, 3] : (tensor<8x32xi32>) -> tensor<8x1x1x32xi32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xi32>) -> tensor<8x1x32x32xi32>
    %194 = stablehlo.convert %191 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xi32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %195 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %196 = stablehlo.compare NE, %193, %195, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %197 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x1x32x32xi32>
    %198 = stablehlo.compare NE, %194, %197, SIGNED : (tensor<8x1x32x32xi32>, tensor<8x1x32x32xi32>) -> tensor<8x1x32x32xi1>
    %199 = stablehlo.and %196, %198 : tensor<8x1x32x32xi1>
    %200 = stablehlo.convert %199 : (tensor<8x1x32x32xi1>) -> tensor<8x1x32x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %202 = stablehlo.compare GT, %200, %201, FLOAT : (tensor<8x1x32x32xf32>, tensor<8x1x32x32xf32>) -> tensor<8x1x32x32xi1>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %204 = stablehlo.convert %203 : tensor<8x1x32x32xf32>
    %cst_32 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x1x32x32xf32>
    %206 = stablehlo.select %202, %204, %205 : tensor<8x1x32x32xi1>, tensor<8x1x32x32xf32>
    %cst_33 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %207 = stablehlo.sqrt %cst_33 : tensor<f32>
    %208 = stablehlo.convert %207 : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [] : (tensor<f32>) -> tensor<8x32x4x16xf32>
    %210 = stablehlo.divide %187, %209 : tensor<8x32x4x16xf32>
    %211 = stablehlo.dot_general %210, %188, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x32x4x16xf32>) -> tensor<8x4x32x32xf32>
    %212 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2, 3] : (tensor<8x1x32x32xf32>) -> tensor<8x4x32x32xf32>
    %213 = stablehlo.add %211, %212 : tensor<8x4x32x32xf32>
    %cst_34 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %214 = stablehlo.reduce(%213 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %cst_35 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x4x32xf32>
    %216 = stablehlo.maximum %215, %214 : tensor<8x4x32xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %219 = stablehlo.subtract %213, %218 : tensor<8x4x32x32xf32>
    %220 = stablehlo.exponential %219 : tensor<8x4x32x32xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x4x32x32xf32>, tensor<f32>) -> tensor<8x4x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x4x32xf32>) -> tensor<8x4x32x1xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<8x4x32x1xf32>) -> tensor<8x4x32x32xf32>
    %224 = stablehlo.divide %220, %223 : tensor<8x4x32x32xf32>
    %225 = stablehlo.dot_general %189, %224, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x32x4x16xf32>, tensor<8x4x32x32xf32>) -> tensor<8x4x16x32xf32>
    %226 = stablehlo.transpose %225, dims = [0, 3, 1, 2] : (tensor<8x4x16x32xf32>) -> tensor<8x32x4x16xf32>
    %227 = stablehlo.reshape %226 : (tensor<8x32x4x16xf32>) -> tensor<8x32x64xf32>
    %228 = stablehlo.dot_general %227, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %229 = stablehlo.reshape %arg28 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %230 = stablehlo.broadcast_in_dim %229, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %231 = stablehlo.add %228, %230 : tensor<8x32x64xf32>
    %232 = stablehlo.add %140, %231 : tensor<8x32x64xf32>
    %233 = stablehlo.reshape %232 : (tensor<8x32x64xf32>) -> tensor<256x64xf32>
    %234 = chlo.square %233 : tensor<256x64xf32> -> tensor<256x64xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%233 init: %cst_37) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_38 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %237 = stablehlo.divide %235, %236 : tensor<256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%234 init: %cst_39) applies stablehlo.add across dimensions = [1] : (tensor<256x64xf32>, tensor<f32>) -> tensor<256xf32>
    %cst_40 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %240 = stablehlo.divide %238, %239 : tensor<256xf32>
    %241 = chlo.square %237 : tensor<256xf32> -> tensor<256xf32>
    %242 = stablehlo.subtract %240, %241 : tensor<256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %244 = stablehlo.maximum %243, %242 : tensor<256xf32>
    %245 = stablehlo.broadcast_in_dim %237, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %246 = stablehlo.broadcast_in_dim %244, dims = [0] : (tensor<256xf32>) -> tensor<256x1xf32>
    %247 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %248 = stablehlo.subtract %233, %247 : tensor<256x64xf32>
    %cst_42 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<256x1xf32>
    %250 = stablehlo.add %246, %249 : tensor<256x1xf32>
    %251 = stablehlo.rsqrt %250 : tensor<256x1xf32>
    %252 = stablehlo.reshape %arg25 : (tensor<64xf32>) -> tensor<1x64xf32>
    %253 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<256x1xf32>) -> tensor<256x64xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %255 = stablehlo.multiply %253, %254 : tensor<256x64xf32>
    %256 = stablehlo.multiply %248, %255 : tensor<256x64xf32>
    %257 = stablehlo.reshape %arg24 : (tensor<64xf32>) -> tensor<1x64xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %259 = stablehlo.add %256, %258 : tensor<256x64xf32>
    %260 = stablehlo.dot_general %259, %arg21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x64xf32>, tensor<64x128xf32>) -> tensor<256x128xf32>
    %261 = stablehlo.reshape %arg20 : (tensor<128xf32>) -> tensor<1x128xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<256x128xf32>
    %263 = stablehlo.add %260, %262 : tensor<256x128xf32>
    %264 = call @relu(%263) : (tensor<256x128xf32>) -> tensor<256x128xf32>
    %265 = stablehlo.dot_general %264, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x128xf32>, tensor<128x64xf32>) -> tensor<256x64xf32>
    %266 = stablehlo.reshape %arg22 : (tensor<64xf32>) -> tensor<1x64xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<256x64xf32>
    %268 = stablehlo.add %265, %267 : tensor<256x64xf32>
    %269 = stablehlo.add %233, %268 : tensor<256x64xf32>
    %270 = stablehlo.reshape %269 : (tensor<256x64xf32>) -> tensor<8x32x64xf32>
    %271 = chlo.square %270 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%270 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_44 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %274 = stablehlo.divide %272, %273 : tensor<8x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%271 init: %cst_45) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_46 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %277 = stablehlo.divide %275, %276 : tensor<8x32xf32>
    %278 = chlo.square %274 : tensor<8x32xf32> -> tensor<8x32xf32>
    %279 = stablehlo.subtract %277, %278 : tensor<8x32xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %281 = stablehlo.maximum %280, %279 : tensor<8x32xf32>
    %282 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %285 = stablehlo.subtract %270, %284 : tensor<8x32x64xf32>
    %cst_48 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %287 = stablehlo.add %283, %286 : tensor<8x32x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<8x32x1xf32>
    %289 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<8x32x64xf32>
    %293 = stablehlo.multiply %285, %292 : tensor<8x32x64xf32>
    %294 = stablehlo.reshape %arg2 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %296 = stablehlo.add %293, %295 : tensor<8x32x64xf32>
    %297 = stablehlo.dot_general %296, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x768xf32>) -> tensor<8x32x768xf32>
    %298 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<512x768xf32>) -> tensor<768x512xf32>
    %299 = stablehlo.dot_general %297, %298, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x768xf32>, tensor<768x512xf32>) -> tensor<8x32x512xf32>
    return %299 : tensor<8x32x512xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x32xi32>) -> tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [31, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 32>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x32xi32>, tensor<i32>) -> tensor<8x32xi32>
    return %1 : tensor<8x32xi32>
  }
  func.func private @_take(%arg0: tensor<512x768xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x768xf32> {
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
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 768>}> : (tensor<512x768xf32>, tensor<8x32x1xi32>) -> tensor<8x32x768xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x768xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x768xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x768xi1>, tensor<8x32x768xf32>
    return %16 : tensor<8x32x768xf32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_take_1(%arg0: tensor<130x64xf32>, %arg1: tensor<8x32xi32>) -> tensor<8x32x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<130> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<129> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<130x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16 : tensor<8x32x64xf32>
  }
  func.func private @relu(%arg0: tensor<256x128xf32>) -> tensor<256x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256x128xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<256x128xf32>
    return %1 : tensor<256x128xf32>
  }
}
