module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg4: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg5: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg6: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg7: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg8: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg9: tensor<4x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg10: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg14: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg15: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg16: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg20: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg21: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg22: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg23: tensor<128x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg24: tensor<4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg25: tensor<4x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg26: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg30: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, %arg31: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg32: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg36: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<8x64x512xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_0 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %cst_2 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %0 = stablehlo.iota dim = 0 : tensor<64xi32>
    %1 = call @_jitted_nmapped_getitem(%arg0, %arg36) : (tensor<512x128xf32>, tensor<8x64xi32>) -> tensor<128x8x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %2 = call @standardize(%1, %cst_3) : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %3 = stablehlo.dot_general %2, %arg1, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %4 = stablehlo.transpose %3, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %8 = stablehlo.add %4, %7 : tensor<8x64x128xf32>
    %9 = stablehlo.dot_general %8, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %10 = stablehlo.broadcast_in_dim %arg4, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [1, 2, 3] : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %13 = stablehlo.add %9, %12 : tensor<8x64x4x32xf32>
    %14 = call @_jitted_nmapped_getitem_0(%13) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x8xf32>
    %15 = call @_jitted_nmapped_getitem_1(%13) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x24xf32>
    %16 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %18 = stablehlo.multiply %17, %16 : tensor<4xi32>
    %19 = stablehlo.convert %18 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %21 = stablehlo.divide %19, %20 : tensor<4xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %23 = stablehlo.power %22, %21 : tensor<4xf32>
    %24 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %28 = stablehlo.broadcast_in_dim %25, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<64x4xf32>
    %29 = stablehlo.divide %27, %28 : tensor<64x4xf32>
    %30 = stablehlo.sine %29 : tensor<64x4xf32>
    %31 = stablehlo.cosine %29 : tensor<64x4xf32>
    %32 = stablehlo.slice %14 [0:8, 0:64, 0:4, 0:4] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %33 = stablehlo.slice %14 [0:8, 0:64, 0:4, 4:8] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %34 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %37 = stablehlo.multiply %32, %36 : tensor<8x64x4x4xf32>
    %38 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %41 = stablehlo.multiply %33, %40 : tensor<8x64x4x4xf32>
    %42 = stablehlo.subtract %37, %41 : tensor<8x64x4x4xf32>
    %43 = stablehlo.broadcast_in_dim %31, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %46 = stablehlo.multiply %33, %45 : tensor<8x64x4x4xf32>
    %47 = stablehlo.broadcast_in_dim %30, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %50 = stablehlo.multiply %32, %49 : tensor<8x64x4x4xf32>
    %51 = stablehlo.add %46, %50 : tensor<8x64x4x4xf32>
    %52 = stablehlo.concatenate %42, %51, dim = 3 : (tensor<8x64x4x4xf32>, tensor<8x64x4x4xf32>) -> tensor<8x64x4x8xf32>
    %53 = stablehlo.concatenate %52, %15, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x24xf32>) -> tensor<8x64x4x32xf32>
    %54 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %55 = stablehlo.multiply %53, %54 : tensor<8x64x4x32xf32>
    %56 = stablehlo.dot_general %8, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %57 = stablehlo.broadcast_in_dim %arg6, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %58 = stablehlo.broadcast_in_dim %57, dims = [1, 2, 3] : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %60 = stablehlo.add %56, %59 : tensor<8x64x4x32xf32>
    %61 = call @_jitted_nmapped_getitem_0(%60) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x8xf32>
    %62 = call @_jitted_nmapped_getitem_1(%60) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x24xf32>
    %63 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_6 = stablehlo.constant dense<2> : tensor<i32>
    %64 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %65 = stablehlo.multiply %64, %63 : tensor<4xi32>
    %66 = stablehlo.convert %65 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_7 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %68 = stablehlo.divide %66, %67 : tensor<4xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %70 = stablehlo.power %69, %68 : tensor<4xf32>
    %71 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %75 = stablehlo.broadcast_in_dim %72, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<64x4xf32>
    %76 = stablehlo.divide %74, %75 : tensor<64x4xf32>
    %77 = stablehlo.sine %76 : tensor<64x4xf32>
    %78 = stablehlo.cosine %76 : tensor<64x4xf32>
    %79 = stablehlo.slice %61 [0:8, 0:64, 0:4, 0:4] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %80 = stablehlo.slice %61 [0:8, 0:64, 0:4, 4:8] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %81 = stablehlo.broadcast_in_dim %78, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %84 = stablehlo.multiply %79, %83 : tensor<8x64x4x4xf32>
    %85 = stablehlo.broadcast_in_dim %77, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %86 = stablehlo.broadcast_in_dim %85, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %88 = stablehlo.multiply %80, %87 : tensor<8x64x4x4xf32>
    %89 = stablehlo.subtract %84, %88 : tensor<8x64x4x4xf32>
    %90 = stablehlo.broadcast_in_dim %78, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %93 = stablehlo.multiply %80, %92 : tensor<8x64x4x4xf32>
    %94 = stablehlo.broadcast_in_dim %77, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %97 = stablehlo.multiply %79, %96 : tensor<8x64x4x4xf32>
    %98 = stablehlo.add %93, %97 : tensor<8x64x4x4xf32>
    %99 = stablehlo.concatenate %89, %98, dim = 3 : (tensor<8x64x4x4xf32>, tensor<8x64x4x4xf32>) -> tensor<8x64x4x8xf32>
    %100 = stablehlo.concatenate %99, %62, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x24xf32>) -> tensor<8x64x4x32xf32>
    %101 = stablehlo.dot_general %8, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %102 = stablehlo.broadcast_in_dim %arg8, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [1, 2, 3] : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %105 = stablehlo.add %101, %104 : tensor<8x64x4x32xf32>
    %106 = stablehlo.dot_general %100, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %107 = stablehlo.transpose %106, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %108 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %109 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %111 = stablehlo.broadcast_in_dim %108, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %112 = stablehlo.compare GE, %110, %111, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %113 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %114 = stablehlo.compare GE, %0, %113, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %115 = stablehlo.broadcast_in_dim %114, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
    %117 = stablehlo.and %112, %116 : tensor<64x64xi1>
    %118 = call @_where(%117, %107, %cst_0) : (tensor<64x64xi1>, tensor<8x64x4x64xf32>, tensor<f32>) -> tensor<64x64x8x4xf32>
    %cst_10 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %119 = stablehlo.reduce(%118 init: %cst_10) applies stablehlo.maximum across dimensions = [1] : (tensor<64x64x8x4xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x8x4xf32>
    %121 = stablehlo.maximum %120, %119 : tensor<64x8x4xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %123 = stablehlo.transpose %118, dims = [0, 2, 3, 1] : (tensor<64x64x8x4xf32>) -> tensor<64x8x4x64xf32>
    %124 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %125 = stablehlo.subtract %123, %124 : tensor<64x8x4x64xf32>
    %126 = stablehlo.exponential %125 : tensor<64x8x4x64xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.reduce(%126 init: %cst_12) applies stablehlo.add across dimensions = [3] : (tensor<64x8x4x64xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %130 = stablehlo.divide %126, %129 : tensor<64x8x4x64xf32>
    %131 = stablehlo.dot_general %105, %130, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<64x8x4x64xf32>) -> tensor<8x4x32x64xf32>
    %132 = stablehlo.transpose %131, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %133 = stablehlo.dot_general %132, %arg9, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %134 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.add %133, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.transpose %137, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %139 = stablehlo.add %1, %138 : tensor<128x8x64xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %140 = call @standardize(%1, %cst_13) : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %141 = stablehlo.dot_general %140, %arg11, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %142 = stablehlo.transpose %141, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %143 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %146 = stablehlo.add %142, %145 : tensor<8x64x128xf32>
    %147 = stablehlo.dot_general %146, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %148 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %151 = stablehlo.add %147, %150 : tensor<8x64x512xf32>
    %cst_14 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %153 = stablehlo.multiply %152, %151 : tensor<8x64x512xf32>
    %154 = stablehlo.negate %151 : tensor<8x64x512xf32>
    %cst_15 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %156 = stablehlo.multiply %154, %155 : tensor<8x64x512xf32>
    %157 = chlo.erfc %156 : tensor<8x64x512xf32> -> tensor<8x64x512xf32>
    %158 = stablehlo.multiply %153, %157 : tensor<8x64x512xf32>
    %159 = stablehlo.dot_general %158, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %160 = stablehlo.broadcast_in_dim %arg16, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %162 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %163 = stablehlo.add %159, %162 : tensor<8x64x128xf32>
    %164 = stablehlo.transpose %163, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %165 = stablehlo.add %139, %164 : tensor<128x8x64xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %166 = call @standardize(%165, %cst_16) : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %167 = stablehlo.dot_general %166, %arg17, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %168 = stablehlo.transpose %167, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %169 = stablehlo.broadcast_in_dim %arg18, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %170 = stablehlo.broadcast_in_dim %169, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %172 = stablehlo.add %168, %171 : tensor<8x64x128xf32>
    %173 = stablehlo.dot_general %172, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %174 = stablehlo.broadcast_in_dim %arg20, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [1, 2, 3] : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %177 = stablehlo.add %173, %176 : tensor<8x64x4x32xf32>
    %178 = call @_jitted_nmapped_getitem_0(%177) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x8xf32>
    %179 = call @_jitted_nmapped_getitem_1(%177) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x24xf32>
    %180 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_17 = stablehlo.constant dense<2> : tensor<i32>
    %181 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %182 = stablehlo.multiply %181, %180 : tensor<4xi32>
    %183 = stablehlo.convert %182 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_18 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %185 = stablehlo.divide %183, %184 : tensor<4xf32>
    %cst_19 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %187 = stablehlo.power %186, %185 : tensor<4xf32>
    %188 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %189 = stablehlo.broadcast_in_dim %187, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %190 = stablehlo.broadcast_in_dim %188, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %191 = stablehlo.broadcast_in_dim %190, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %192 = stablehlo.broadcast_in_dim %189, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<64x4xf32>
    %193 = stablehlo.divide %191, %192 : tensor<64x4xf32>
    %194 = stablehlo.sine %193 : tensor<64x4xf32>
    %195 = stablehlo.cosine %193 : tensor<64x4xf32>
    %196 = stablehlo.slice %178 [0:8, 0:64, 0:4, 0:4] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %197 = stablehlo.slice %178 [0:8, 0:64, 0:4, 4:8] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %198 = stablehlo.broadcast_in_dim %195, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %201 = stablehlo.multiply %196, %200 : tensor<8x64x4x4xf32>
    %202 = stablehlo.broadcast_in_dim %194, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %205 = stablehlo.multiply %197, %204 : tensor<8x64x4x4xf32>
    %206 = stablehlo.subtract %201, %205 : tensor<8x64x4x4xf32>
    %207 = stablehlo.broadcast_in_dim %195, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %210 = stablehlo.multiply %197, %209 : tensor<8x64x4x4xf32>
    %211 = stablehlo.broadcast_in_dim %194, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %214 = stablehlo.multiply %196, %213 : tensor<8x64x4x4xf32>
    %215 = stablehlo.add %210, %214 : tensor<8x64x4x4xf32>
    %216 = stablehlo.concatenate %206, %215, dim = 3 : (tensor<8x64x4x4xf32>, tensor<8x64x4x4xf32>) -> tensor<8x64x4x8xf32>
    %217 = stablehlo.concatenate %216, %179, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x24xf32>) -> tensor<8x64x4x32xf32>
    %218 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %219 = stablehlo.multiply %217, %218 : tensor<8x64x4x32xf32>
    %220 = stablehlo.dot_general %172, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %221 = stablehlo.broadcast_in_dim %arg22, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %222 = stablehlo.broadcast_in_dim %221, dims = [1, 2, 3] : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %223 = stablehlo.broadcast_in_dim %222, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %224 = stablehlo.add %220, %223 : tensor<8x64x4x32xf32>
    %225 = call @_jitted_nmapped_getitem_0(%224) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x8xf32>
    %226 = call @_jitted_nmapped_getitem_1(%224) : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x24xf32>
    %227 = stablehlo.iota dim = 0 : tensor<4xi32>
    %c_20 = stablehlo.constant dense<2> : tensor<i32>
    %228 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %229 = stablehlo.multiply %228, %227 : tensor<4xi32>
    %230 = stablehlo.convert %229 : (tensor<4xi32>) -> tensor<4xf32>
    %cst_21 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %232 = stablehlo.divide %230, %231 : tensor<4xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %234 = stablehlo.power %233, %232 : tensor<4xf32>
    %235 = stablehlo.convert %0 : (tensor<64xi32>) -> tensor<64xf32>
    %236 = stablehlo.broadcast_in_dim %234, dims = [1] : (tensor<4xf32>) -> tensor<1x4xf32>
    %237 = stablehlo.broadcast_in_dim %235, dims = [0] : (tensor<64xf32>) -> tensor<64x1xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1] : (tensor<64x1xf32>) -> tensor<64x4xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [0, 1] : (tensor<1x4xf32>) -> tensor<64x4xf32>
    %240 = stablehlo.divide %238, %239 : tensor<64x4xf32>
    %241 = stablehlo.sine %240 : tensor<64x4xf32>
    %242 = stablehlo.cosine %240 : tensor<64x4xf32>
    %243 = stablehlo.slice %225 [0:8, 0:64, 0:4, 0:4] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %244 = stablehlo.slice %225 [0:8, 0:64, 0:4, 4:8] : (tensor<8x64x4x8xf32>) -> tensor<8x64x4x4xf32>
    %245 = stablehlo.broadcast_in_dim %242, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %248 = stablehlo.multiply %243, %247 : tensor<8x64x4x4xf32>
    %249 = stablehlo.broadcast_in_dim %241, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %251 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %252 = stablehlo.multiply %244, %251 : tensor<8x64x4x4xf32>
    %253 = stablehlo.subtract %248, %252 : tensor<8x64x4x4xf32>
    %254 = stablehlo.broadcast_in_dim %242, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %256 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %257 = stablehlo.multiply %244, %256 : tensor<8x64x4x4xf32>
    %258 = stablehlo.broadcast_in_dim %241, dims = [0, 2] : (tensor<64x4xf32>) -> tensor<64x1x4xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [1, 2, 3] : (tensor<64x1x4xf32>) -> tensor<1x64x1x4xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2, 3] : (tensor<1x64x1x4xf32>) -> tensor<8x64x4x4xf32>
    %261 = stablehlo.multiply %243, %260 : tensor<8x64x4x4xf32>
    %262 = stablehlo.add %257, %261 : tensor<8x64x4x4xf32>
    %263 = stablehlo.concatenate %253, %262, dim = 3 : (tensor<8x64x4x4xf32>, tensor<8x64x4x4xf32>) -> tensor<8x64x4x8xf32>
    %264 = stablehlo.concatenate %263, %226, dim = 3 : (tensor<8x64x4x8xf32>, tensor<8x64x4x24xf32>) -> tensor<8x64x4x32xf32>
    %265 = stablehlo.dot_general %172, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x4x32xf32>) -> tensor<8x64x4x32xf32>
    %266 = stablehlo.broadcast_in_dim %arg24, dims = [1, 2] : (tensor<4x32xf32>) -> tensor<1x4x32xf32>
    %267 = stablehlo.broadcast_in_dim %266, dims = [1, 2, 3] : (tensor<1x4x32xf32>) -> tensor<1x1x4x32xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2, 3] : (tensor<1x1x4x32xf32>) -> tensor<8x64x4x32xf32>
    %269 = stablehlo.add %265, %268 : tensor<8x64x4x32xf32>
    %270 = stablehlo.dot_general %264, %219, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x64xf32>
    %271 = stablehlo.transpose %270, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %272 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<64xi32>) -> tensor<1x64xi32>
    %273 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<64xi32>) -> tensor<64x1xi32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1] : (tensor<64x1xi32>) -> tensor<64x64xi32>
    %275 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<1x64xi32>) -> tensor<64x64xi32>
    %276 = stablehlo.compare GE, %274, %275, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %277 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<64xi32>
    %278 = stablehlo.compare GE, %0, %277, SIGNED : (tensor<64xi32>, tensor<64xi32>) -> tensor<64xi1>
    %279 = stablehlo.broadcast_in_dim %278, dims = [1] : (tensor<64xi1>) -> tensor<1x64xi1>
    %280 = stablehlo.broadcast_in_dim %279, dims = [0, 1] : (tensor<1x64xi1>) -> tensor<64x64xi1>
    %281 = stablehlo.and %276, %280 : tensor<64x64xi1>
    %282 = call @_where(%281, %271, %cst_2) : (tensor<64x64xi1>, tensor<8x64x4x64xf32>, tensor<f32>) -> tensor<64x64x8x4xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_24) applies stablehlo.maximum across dimensions = [1] : (tensor<64x64x8x4xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x8x4xf32>
    %285 = stablehlo.maximum %284, %283 : tensor<64x8x4xf32>
    %286 = stablehlo.broadcast_in_dim %285, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %287 = stablehlo.transpose %282, dims = [0, 2, 3, 1] : (tensor<64x64x8x4xf32>) -> tensor<64x8x4x64xf32>
    %288 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %289 = stablehlo.subtract %287, %288 : tensor<64x8x4x64xf32>
    %290 = stablehlo.exponential %289 : tensor<64x8x4x64xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_26) applies stablehlo.add across dimensions = [3] : (tensor<64x8x4x64xf32>, tensor<f32>) -> tensor<64x8x4xf32>
    %292 = stablehlo.broadcast_in_dim %291, dims = [0, 1, 2] : (tensor<64x8x4xf32>) -> tensor<64x8x4x1xf32>
    %293 = stablehlo.broadcast_in_dim %292, dims = [0, 1, 2, 3] : (tensor<64x8x4x1xf32>) -> tensor<64x8x4x64xf32>
    %294 = stablehlo.divide %290, %293 : tensor<64x8x4x64xf32>
    %295 = stablehlo.dot_general %269, %294, batching_dims = [0, 2] x [1, 2], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<64x8x4x64xf32>) -> tensor<8x4x32x64xf32>
    %296 = stablehlo.transpose %295, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %297 = stablehlo.dot_general %296, %arg25, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<4x32x128xf32>) -> tensor<8x64x128xf32>
    %298 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %301 = stablehlo.add %297, %300 : tensor<8x64x128xf32>
    %302 = stablehlo.transpose %301, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %303 = stablehlo.add %165, %302 : tensor<128x8x64xf32>
    %cst_27 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %304 = call @standardize(%165, %cst_27) : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %305 = stablehlo.dot_general %304, %arg27, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %306 = stablehlo.transpose %305, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %307 = stablehlo.broadcast_in_dim %arg28, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %310 = stablehlo.add %306, %309 : tensor<8x64x128xf32>
    %311 = stablehlo.dot_general %310, %arg29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %312 = stablehlo.broadcast_in_dim %arg30, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %313 = stablehlo.broadcast_in_dim %312, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %315 = stablehlo.add %311, %314 : tensor<8x64x512xf32>
    %cst_28 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %317 = stablehlo.multiply %316, %315 : tensor<8x64x512xf32>
    %318 = stablehlo.negate %315 : tensor<8x64x512xf32>
    %cst_29 = stablehlo.constant dense<0.707106769> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<8x64x512xf32>
    %321 = chlo.erfc %320 : tensor<8x64x512xf32> -> tensor<8x64x512xf32>
    %322 = stablehlo.multiply %317, %321 : tensor<8x64x512xf32>
    %323 = stablehlo.dot_general %322, %arg31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %324 = stablehlo.broadcast_in_dim %arg32, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %326 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %327 = stablehlo.add %323, %326 : tensor<8x64x128xf32>
    %328 = stablehlo.transpose %327, dims = [2, 0, 1] : (tensor<8x64x128xf32>) -> tensor<128x8x64xf32>
    %329 = stablehlo.add %303, %328 : tensor<128x8x64xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %330 = call @standardize(%329, %cst_30) : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64x128xf32>
    %331 = stablehlo.dot_general %330, %arg33, batching_dims = [2] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128xf32>) -> tensor<128x8x64xf32>
    %332 = stablehlo.transpose %331, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %333 = stablehlo.broadcast_in_dim %arg34, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [1, 2] : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %336 = stablehlo.add %332, %335 : tensor<8x64x128xf32>
    %337 = stablehlo.dot_general %336, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    return %337 : tensor<8x64x512xf32>
  }
  func.func private @_jitted_nmapped_getitem(%arg0: tensor<512x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<128x8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64xi1>, tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %6 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %7 = "stablehlo.gather"(%6, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 3], start_index_map = [1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 128, 1>}> : (tensor<128x512xf32>, tensor<8x64x1xi32>) -> tensor<128x8x64x1xf32>
    %8 = stablehlo.reshape %7 : (tensor<128x8x64x1xf32>) -> tensor<128x8x64xf32>
    return %8 : tensor<128x8x64xf32>
  }
  func.func private @standardize(%arg0: tensor<128x8x64xf32>, %arg1: tensor<f32>) -> tensor<8x64x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64x1xf32>
    %4 = chlo.square %arg0 : tensor<128x8x64xf32> -> tensor<128x8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst_1) applies stablehlo.add across dimensions = [0] : (tensor<128x8x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x64x1xf32>
    %9 = chlo.square %3 : tensor<8x64x1xf32> -> tensor<8x64x1xf32>
    %10 = stablehlo.subtract %8, %9 : tensor<8x64x1xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %11 = call @clip(%10, %c) : (tensor<8x64x1xf32>, tensor<i32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.transpose %arg0, dims = [1, 2, 0] : (tensor<128x8x64xf32>) -> tensor<8x64x128xf32>
    %13 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.subtract %12, %13 : tensor<8x64x128xf32>
    %15 = stablehlo.convert %arg1 : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.add %11, %16 : tensor<8x64x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<8x64x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %20 = stablehlo.multiply %14, %19 : tensor<8x64x128xf32>
    return %20 : tensor<8x64x128xf32>
  }
  func.func private @clip(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x64x1xf32>
    return %2 : tensor<8x64x1xf32>
  }
  func.func private @_jitted_nmapped_getitem_0(%arg0: tensor<8x64x4x32xf32>) -> tensor<8x64x4x8xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:64, 0:4, 0:8] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x8xf32>
    return %0 : tensor<8x64x4x8xf32>
  }
  func.func private @_jitted_nmapped_getitem_1(%arg0: tensor<8x64x4x32xf32>) -> tensor<8x64x4x24xf32> {
    %0 = stablehlo.slice %arg0 [0:8, 0:64, 0:4, 8:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x24xf32>
    return %0 : tensor<8x64x4x24xf32>
  }
  func.func private @_where(%arg0: tensor<64x64xi1>, %arg1: tensor<8x64x4x64xf32>, %arg2: tensor<f32>) -> tensor<64x64x8x4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<4xf32>) -> tensor<8x4xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<8x4xf32>) -> tensor<64x8x4xf32>
    %3 = stablehlo.transpose %arg1, dims = [1, 3, 0, 2] : (tensor<8x64x4x64xf32>) -> tensor<64x64x8x4xf32>
    %4 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<64x64xi1>) -> tensor<64x64x8x4xi1>
    %5 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<64x8x4xf32>) -> tensor<64x64x8x4xf32>
    %6 = stablehlo.select %4, %3, %5 : tensor<64x64x8x4xi1>, tensor<64x64x8x4xf32>
    return %6 : tensor<64x64x8x4xf32>
  }
}
