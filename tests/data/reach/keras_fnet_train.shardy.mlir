module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<512x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg12: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg14: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg20: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg22: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg24: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg26: tensor<8x32xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<512x64xf32> {jax.result_info = "result[0][0]"}, tensor<128x64xf32> {jax.result_info = "result[0][1]"}, tensor<4x64xf32> {jax.result_info = "result[0][2]"}, tensor<64xf32> {jax.result_info = "result[0][3]"}, tensor<64xf32> {jax.result_info = "result[0][4]"}, tensor<64x64xf32> {jax.result_info = "result[0][5]"}, tensor<64xf32> {jax.result_info = "result[0][6]"}, tensor<64xf32> {jax.result_info = "result[0][7]"}, tensor<64xf32> {jax.result_info = "result[0][8]"}, tensor<64xf32> {jax.result_info = "result[0][9]"}, tensor<64xf32> {jax.result_info = "result[0][10]"}, tensor<64x128xf32> {jax.result_info = "result[0][11]"}, tensor<128xf32> {jax.result_info = "result[0][12]"}, tensor<128x64xf32> {jax.result_info = "result[0][13]"}, tensor<64xf32> {jax.result_info = "result[0][14]"}, tensor<64xf32> {jax.result_info = "result[0][15]"}, tensor<64xf32> {jax.result_info = "result[0][16]"}, tensor<64xf32> {jax.result_info = "result[0][17]"}, tensor<64xf32> {jax.result_info = "result[0][18]"}, tensor<64x128xf32> {jax.result_info = "result[0][19]"}, tensor<128xf32> {jax.result_info = "result[0][20]"}, tensor<128x64xf32> {jax.result_info = "result[0][21]"}, tensor<64xf32> {jax.result_info = "result[0][22]"}, tensor<64x64xf32> {jax.result_info = "result[0][23]"}, tensor<64xf32> {jax.result_info = "result[0][24]"}, tensor<f32> {jax.result_info = "result[1]"}) {
    %0:2 = call @_take(%arg0, %arg26) : (tensor<512x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_slice %arg1, %c, %c_0, sizes = [32, 64] : (tensor<128x64xf32>, tensor<i32>, tensor<i32>) -> tensor<32x64xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1, 2] : (tensor<32x64xf32>) -> tensor<8x32x64xf32>
    %3:2 = call @_take_0(%arg2, %arg25) : (tensor<4x64xf32>, tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>)
    %4 = stablehlo.add %0#0, %2 : tensor<8x32x64xf32>
    %5 = stablehlo.add %4, %3#0 : tensor<8x32x64xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.reduce(%5 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x32x1xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %10:4 = call @_var(%5, %c_2) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %11 = stablehlo.reshape %arg3 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %12 = stablehlo.reshape %arg4 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_3 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %14 = stablehlo.add %10#0, %13 : tensor<8x32x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x32x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %18 = stablehlo.multiply %17, %16 : tensor<8x32x1xf32>
    %19 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %20 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x32x64xf32>
    %22 = stablehlo.negate %9 : tensor<8x32x1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %24 = stablehlo.multiply %23, %21 : tensor<8x32x64xf32>
    %25 = stablehlo.broadcast_in_dim %12, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x32x64xf32>
    %27 = stablehlo.multiply %5, %21 : tensor<8x32x64xf32>
    %28 = stablehlo.add %27, %26 : tensor<8x32x64xf32>
    %29 = stablehlo.dot_general %28, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %30 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %32 = stablehlo.add %29, %31 : tensor<8x32x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %34 = stablehlo.complex %32, %33 : tensor<8x32x64xcomplex<f32>>
    %35 = call @fft(%34) : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    %36 = stablehlo.real %35 : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xf32>
    %37 = stablehlo.add %32, %36 : tensor<8x32x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_7 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8x32x1xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %42:4 = call @_var(%37, %c_8) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %43 = stablehlo.reshape %arg7 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %44 = stablehlo.reshape %arg8 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_9 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %46 = stablehlo.add %42#0, %45 : tensor<8x32x1xf32>
    %47 = stablehlo.rsqrt %46 : tensor<8x32x1xf32>
    %48 = stablehlo.divide %47, %46 : tensor<8x32x1xf32>
    %cst_10 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %50 = stablehlo.multiply %49, %48 : tensor<8x32x1xf32>
    %51 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %52 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %53 = stablehlo.multiply %51, %52 : tensor<8x32x64xf32>
    %54 = stablehlo.negate %41 : tensor<8x32x1xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %56 = stablehlo.multiply %55, %53 : tensor<8x32x64xf32>
    %57 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %58 = stablehlo.add %56, %57 : tensor<8x32x64xf32>
    %59 = stablehlo.multiply %37, %53 : tensor<8x32x64xf32>
    %60 = stablehlo.add %59, %58 : tensor<8x32x64xf32>
    %61 = stablehlo.dot_general %60, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %62 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %64 = stablehlo.add %61, %63 : tensor<8x32x128xf32>
    %65 = stablehlo.multiply %64, %64 : tensor<8x32x128xf32>
    %66 = stablehlo.multiply %65, %64 : tensor<8x32x128xf32>
    %67 = stablehlo.multiply %64, %64 : tensor<8x32x128xf32>
    %cst_11 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<8x32x128xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %71 = stablehlo.multiply %70, %66 : tensor<8x32x128xf32>
    %72 = stablehlo.add %64, %71 : tensor<8x32x128xf32>
    %cst_13 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<8x32x128xf32>
    %75 = stablehlo.tanh %74 : tensor<8x32x128xf32>
    %cst_14 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %77 = stablehlo.subtract %76, %75 : tensor<8x32x128xf32>
    %cst_15 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %79 = stablehlo.add %78, %75 : tensor<8x32x128xf32>
    %cst_16 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<8x32x128xf32>
    %82 = stablehlo.multiply %64, %81 : tensor<8x32x128xf32>
    %83 = stablehlo.dot_general %82, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %84 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %86 = stablehlo.add %83, %85 : tensor<8x32x64xf32>
    %87 = stablehlo.add %60, %86 : tensor<8x32x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.reduce(%87 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_18 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %91 = stablehlo.divide %89, %90 : tensor<8x32x1xf32>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %92:4 = call @_var(%87, %c_19) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %93 = stablehlo.reshape %arg9 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %94 = stablehlo.reshape %arg10 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_20 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %96 = stablehlo.add %92#0, %95 : tensor<8x32x1xf32>
    %97 = stablehlo.rsqrt %96 : tensor<8x32x1xf32>
    %98 = stablehlo.divide %97, %96 : tensor<8x32x1xf32>
    %cst_21 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<8x32x1xf32>
    %101 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %102 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %103 = stablehlo.multiply %101, %102 : tensor<8x32x64xf32>
    %104 = stablehlo.negate %91 : tensor<8x32x1xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %106 = stablehlo.multiply %105, %103 : tensor<8x32x64xf32>
    %107 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %108 = stablehlo.add %106, %107 : tensor<8x32x64xf32>
    %109 = stablehlo.multiply %87, %103 : tensor<8x32x64xf32>
    %110 = stablehlo.add %109, %108 : tensor<8x32x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %112 = stablehlo.complex %110, %111 : tensor<8x32x64xcomplex<f32>>
    %113 = call @fft(%112) : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    %114 = stablehlo.real %113 : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xf32>
    %115 = stablehlo.add %110, %114 : tensor<8x32x64xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_24 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %119 = stablehlo.divide %117, %118 : tensor<8x32x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %120:4 = call @_var(%115, %c_25) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %121 = stablehlo.reshape %arg15 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %122 = stablehlo.reshape %arg16 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_26 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %124 = stablehlo.add %120#0, %123 : tensor<8x32x1xf32>
    %125 = stablehlo.rsqrt %124 : tensor<8x32x1xf32>
    %126 = stablehlo.divide %125, %124 : tensor<8x32x1xf32>
    %cst_27 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %128 = stablehlo.multiply %127, %126 : tensor<8x32x1xf32>
    %129 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %130 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %131 = stablehlo.multiply %129, %130 : tensor<8x32x64xf32>
    %132 = stablehlo.negate %119 : tensor<8x32x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %134 = stablehlo.multiply %133, %131 : tensor<8x32x64xf32>
    %135 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %136 = stablehlo.add %134, %135 : tensor<8x32x64xf32>
    %137 = stablehlo.multiply %115, %131 : tensor<8x32x64xf32>
    %138 = stablehlo.add %137, %136 : tensor<8x32x64xf32>
    %139 = stablehlo.dot_general %138, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x128xf32>) -> tensor<8x32x128xf32>
    %140 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x32x128xf32>
    %142 = stablehlo.add %139, %141 : tensor<8x32x128xf32>
    %143 = stablehlo.multiply %142, %142 : tensor<8x32x128xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<8x32x128xf32>
    %145 = stablehlo.multiply %142, %142 : tensor<8x32x128xf32>
    %cst_28 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %147 = stablehlo.multiply %146, %145 : tensor<8x32x128xf32>
    %cst_29 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %149 = stablehlo.multiply %148, %144 : tensor<8x32x128xf32>
    %150 = stablehlo.add %142, %149 : tensor<8x32x128xf32>
    %cst_30 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<8x32x128xf32>
    %153 = stablehlo.tanh %152 : tensor<8x32x128xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %155 = stablehlo.subtract %154, %153 : tensor<8x32x128xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %157 = stablehlo.add %156, %153 : tensor<8x32x128xf32>
    %cst_33 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %159 = stablehlo.multiply %158, %157 : tensor<8x32x128xf32>
    %160 = stablehlo.multiply %142, %159 : tensor<8x32x128xf32>
    %161 = stablehlo.dot_general %160, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<128x64xf32>) -> tensor<8x32x64xf32>
    %162 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %164 = stablehlo.add %161, %163 : tensor<8x32x64xf32>
    %165 = stablehlo.add %138, %164 : tensor<8x32x64xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %166 = stablehlo.reduce(%165 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_35 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %169 = stablehlo.divide %167, %168 : tensor<8x32x1xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %170:4 = call @_var(%165, %c_36) : (tensor<8x32x64xf32>, tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>)
    %171 = stablehlo.reshape %arg17 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %172 = stablehlo.reshape %arg18 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_37 = stablehlo.constant dense<9.99999996E-13> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %174 = stablehlo.add %170#0, %173 : tensor<8x32x1xf32>
    %175 = stablehlo.rsqrt %174 : tensor<8x32x1xf32>
    %176 = stablehlo.divide %175, %174 : tensor<8x32x1xf32>
    %cst_38 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<8x32x1xf32>
    %179 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %180 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %181 = stablehlo.multiply %179, %180 : tensor<8x32x64xf32>
    %182 = stablehlo.negate %169 : tensor<8x32x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<8x32x64xf32>
    %185 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %186 = stablehlo.add %184, %185 : tensor<8x32x64xf32>
    %187 = stablehlo.multiply %165, %181 : tensor<8x32x64xf32>
    %188 = stablehlo.add %187, %186 : tensor<8x32x64xf32>
    %189 = stablehlo.slice %188 [0:8, 0:1, 0:64] : (tensor<8x32x64xf32>) -> tensor<8x1x64xf32>
    %190 = stablehlo.reshape %189 : (tensor<8x1x64xf32>) -> tensor<8x64xf32>
    %191 = stablehlo.dot_general %190, %arg23, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %192 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %194 = stablehlo.add %191, %193 : tensor<8x64xf32>
    %195 = stablehlo.tanh %194 : tensor<8x64xf32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %197 = stablehlo.subtract %196, %195 : tensor<8x64xf32>
    %198 = chlo.square %195 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %200 = stablehlo.multiply %199, %195 : tensor<8x64xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %201 = stablehlo.reduce(%198 init: %cst_41) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %202 = stablehlo.divide %201, %cst_42 : tensor<f32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.add %cst_43, %202 : tensor<f32>
    %204 = chlo.square %188 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_44 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %206 = stablehlo.multiply %205, %188 : tensor<8x32x64xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%204 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_46 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %208 = stablehlo.divide %207, %cst_46 : tensor<f32>
    %209 = stablehlo.add %203, %208 : tensor<f32>
    %cst_47 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_48 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %210 = stablehlo.divide %cst_47, %cst_48 : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %212 = stablehlo.multiply %211, %206 : tensor<8x32x64xf32>
    %cst_49 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %213 = stablehlo.divide %cst_47, %cst_49 : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %215 = stablehlo.multiply %214, %200 : tensor<8x64xf32>
    %216 = stablehlo.multiply %215, %197 : tensor<8x64xf32>
    %217 = stablehlo.multiply %216, %195 : tensor<8x64xf32>
    %218 = stablehlo.add %216, %217 : tensor<8x64xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_50) applies stablehlo.add across dimensions = [0] : (tensor<8x64xf32>, tensor<f32>) -> tensor<64xf32>
    %220 = stablehlo.reshape %219 : (tensor<64xf32>) -> tensor<1x64xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %221 = stablehlo.reduce(%220 init: %cst_51) applies stablehlo.add across dimensions = [0] : (tensor<1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %222 = stablehlo.dot_general %218, %190, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<64x64xf32>
    %223 = stablehlo.transpose %222, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %224 = stablehlo.dot_general %218, %arg23, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64xf32>, tensor<64x64xf32>) -> tensor<8x64xf32>
    %225 = stablehlo.broadcast_in_dim %224, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.pad %225, %cst_52, low = [0, 0, 0], high = [0, 31, 0], interior = [0, 0, 0] : (tensor<8x1x64xf32>, tensor<f32>) -> tensor<8x32x64xf32>
    %227 = stablehlo.add %212, %226 : tensor<8x32x64xf32>
    %228 = stablehlo.multiply %165, %227 : tensor<8x32x64xf32>
    %229 = stablehlo.multiply %227, %181 : tensor<8x32x64xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.reduce(%227 init: %cst_53) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %231 = stablehlo.reshape %230 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %232 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %233 = stablehlo.multiply %232, %227 : tensor<8x32x64xf32>
    %234 = stablehlo.add %228, %233 : tensor<8x32x64xf32>
    %235 = stablehlo.multiply %227, %181 : tensor<8x32x64xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%235 init: %cst_54) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %237 = stablehlo.reshape %236 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %238 = stablehlo.negate %237 : tensor<8x32x1xf32>
    %239 = stablehlo.broadcast_in_dim %175, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %240 = stablehlo.multiply %239, %234 : tensor<8x32x64xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %242 = stablehlo.reshape %241 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %243 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %244 = stablehlo.multiply %234, %243 : tensor<8x32x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %246 = stablehlo.reshape %245 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %247 = stablehlo.multiply %246, %178 : tensor<8x32x1xf32>
    %248 = stablehlo.reshape %231 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %249 = stablehlo.reshape %242 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %250 = call @_var_2(%170#1, %170#2, %170#3, %247) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %251 = stablehlo.add %229, %250 : tensor<8x32x64xf32>
    %cst_57 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %253 = stablehlo.divide %238, %252 : tensor<8x32x1xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %256 = stablehlo.add %251, %255 : tensor<8x32x64xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%256 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %258 = stablehlo.reshape %257 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%258 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %260 = stablehlo.dot_general %256, %160, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %261 = stablehlo.transpose %260, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %262 = stablehlo.dot_general %256, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %263 = stablehlo.multiply %142, %262 : tensor<8x32x128xf32>
    %264 = stablehlo.multiply %262, %159 : tensor<8x32x128xf32>
    %cst_61 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %265 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %266 = stablehlo.multiply %265, %263 : tensor<8x32x128xf32>
    %267 = stablehlo.multiply %266, %155 : tensor<8x32x128xf32>
    %268 = stablehlo.multiply %267, %153 : tensor<8x32x128xf32>
    %269 = stablehlo.add %267, %268 : tensor<8x32x128xf32>
    %cst_62 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %271 = stablehlo.multiply %270, %269 : tensor<8x32x128xf32>
    %272 = stablehlo.add %264, %271 : tensor<8x32x128xf32>
    %cst_63 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %274 = stablehlo.multiply %273, %271 : tensor<8x32x128xf32>
    %275 = stablehlo.multiply %274, %147 : tensor<8x32x128xf32>
    %276 = stablehlo.add %272, %275 : tensor<8x32x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %278 = stablehlo.reshape %277 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%278 init: %cst_65) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %280 = stablehlo.dot_general %276, %138, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %281 = stablehlo.transpose %280, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %282 = stablehlo.dot_general %276, %arg19, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %283 = stablehlo.add %256, %282 : tensor<8x32x64xf32>
    %284 = stablehlo.multiply %115, %283 : tensor<8x32x64xf32>
    %285 = stablehlo.multiply %283, %131 : tensor<8x32x64xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%283 init: %cst_66) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %287 = stablehlo.reshape %286 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %288 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %289 = stablehlo.multiply %288, %283 : tensor<8x32x64xf32>
    %290 = stablehlo.add %284, %289 : tensor<8x32x64xf32>
    %291 = stablehlo.multiply %283, %131 : tensor<8x32x64xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %294 = stablehlo.negate %293 : tensor<8x32x1xf32>
    %295 = stablehlo.broadcast_in_dim %125, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %296 = stablehlo.multiply %295, %290 : tensor<8x32x64xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%296 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %298 = stablehlo.reshape %297 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %299 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %300 = stablehlo.multiply %290, %299 : tensor<8x32x64xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_69) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %303 = stablehlo.multiply %302, %128 : tensor<8x32x1xf32>
    %304 = stablehlo.reshape %287 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %305 = stablehlo.reshape %298 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %306 = call @_var_2(%120#1, %120#2, %120#3, %303) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %307 = stablehlo.add %285, %306 : tensor<8x32x64xf32>
    %cst_70 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %309 = stablehlo.divide %294, %308 : tensor<8x32x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%309 init: %cst_71) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %311 = stablehlo.broadcast_in_dim %310, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %312 = stablehlo.add %307, %311 : tensor<8x32x64xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %314 = stablehlo.complex %312, %313 : tensor<8x32x64xcomplex<f32>>
    %315 = call @fft_4(%314) : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    %316 = stablehlo.real %315 : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xf32>
    %317 = stablehlo.add %312, %316 : tensor<8x32x64xf32>
    %318 = stablehlo.multiply %87, %317 : tensor<8x32x64xf32>
    %319 = stablehlo.multiply %317, %103 : tensor<8x32x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%317 init: %cst_73) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %321 = stablehlo.reshape %320 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %322 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %323 = stablehlo.multiply %322, %317 : tensor<8x32x64xf32>
    %324 = stablehlo.add %318, %323 : tensor<8x32x64xf32>
    %325 = stablehlo.multiply %317, %103 : tensor<8x32x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %326 = stablehlo.reduce(%325 init: %cst_74) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %327 = stablehlo.reshape %326 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %328 = stablehlo.negate %327 : tensor<8x32x1xf32>
    %329 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %330 = stablehlo.multiply %329, %324 : tensor<8x32x64xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %332 = stablehlo.reshape %331 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %333 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %334 = stablehlo.multiply %324, %333 : tensor<8x32x64xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %335 = stablehlo.reduce(%334 init: %cst_76) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %336 = stablehlo.reshape %335 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %337 = stablehlo.multiply %336, %100 : tensor<8x32x1xf32>
    %338 = stablehlo.reshape %321 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %339 = stablehlo.reshape %332 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %340 = call @_var_2(%92#1, %92#2, %92#3, %337) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %341 = stablehlo.add %319, %340 : tensor<8x32x64xf32>
    %cst_77 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %343 = stablehlo.divide %328, %342 : tensor<8x32x1xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_78) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %346 = stablehlo.add %341, %345 : tensor<8x32x64xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %348 = stablehlo.reshape %347 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.reduce(%348 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %350 = stablehlo.dot_general %346, %82, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x128xf32>) -> tensor<64x128xf32>
    %351 = stablehlo.transpose %350, dims = [1, 0] : (tensor<64x128xf32>) -> tensor<128x64xf32>
    %352 = stablehlo.dot_general %346, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<128x64xf32>) -> tensor<8x32x128xf32>
    %353 = stablehlo.multiply %64, %352 : tensor<8x32x128xf32>
    %354 = stablehlo.multiply %352, %81 : tensor<8x32x128xf32>
    %cst_81 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %356 = stablehlo.multiply %355, %353 : tensor<8x32x128xf32>
    %357 = stablehlo.multiply %356, %77 : tensor<8x32x128xf32>
    %358 = stablehlo.multiply %357, %75 : tensor<8x32x128xf32>
    %359 = stablehlo.add %357, %358 : tensor<8x32x128xf32>
    %cst_82 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %361 = stablehlo.multiply %360, %359 : tensor<8x32x128xf32>
    %362 = stablehlo.add %354, %361 : tensor<8x32x128xf32>
    %cst_83 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x32x128xf32>
    %364 = stablehlo.multiply %363, %361 : tensor<8x32x128xf32>
    %365 = stablehlo.multiply %364, %69 : tensor<8x32x128xf32>
    %366 = stablehlo.add %362, %365 : tensor<8x32x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x128xf32>, tensor<f32>) -> tensor<128xf32>
    %368 = stablehlo.reshape %367 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %369 = stablehlo.reduce(%368 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %370 = stablehlo.dot_general %366, %60, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<8x32x64xf32>) -> tensor<128x64xf32>
    %371 = stablehlo.transpose %370, dims = [1, 0] : (tensor<128x64xf32>) -> tensor<64x128xf32>
    %372 = stablehlo.dot_general %366, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x128xf32>, tensor<64x128xf32>) -> tensor<8x32x64xf32>
    %373 = stablehlo.add %346, %372 : tensor<8x32x64xf32>
    %374 = stablehlo.multiply %37, %373 : tensor<8x32x64xf32>
    %375 = stablehlo.multiply %373, %53 : tensor<8x32x64xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%373 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %377 = stablehlo.reshape %376 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %378 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %379 = stablehlo.multiply %378, %373 : tensor<8x32x64xf32>
    %380 = stablehlo.add %374, %379 : tensor<8x32x64xf32>
    %381 = stablehlo.multiply %373, %53 : tensor<8x32x64xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%381 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %383 = stablehlo.reshape %382 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %384 = stablehlo.negate %383 : tensor<8x32x1xf32>
    %385 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %386 = stablehlo.multiply %385, %380 : tensor<8x32x64xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %388 = stablehlo.reshape %387 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %389 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %390 = stablehlo.multiply %380, %389 : tensor<8x32x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %393 = stablehlo.multiply %392, %50 : tensor<8x32x1xf32>
    %394 = stablehlo.reshape %377 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %395 = stablehlo.reshape %388 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %396 = call @_var_2(%42#1, %42#2, %42#3, %393) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %397 = stablehlo.add %375, %396 : tensor<8x32x64xf32>
    %cst_90 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %399 = stablehlo.divide %384, %398 : tensor<8x32x1xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %400 = stablehlo.reduce(%399 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %402 = stablehlo.add %397, %401 : tensor<8x32x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %404 = stablehlo.complex %402, %403 : tensor<8x32x64xcomplex<f32>>
    %405 = call @fft_4(%404) : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    %406 = stablehlo.real %405 : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xf32>
    %407 = stablehlo.add %402, %406 : tensor<8x32x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %408 = stablehlo.reduce(%407 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %409 = stablehlo.reshape %408 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %410 = stablehlo.reduce(%409 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<64xf32>
    %411 = stablehlo.dot_general %407, %28, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<8x32x64xf32>) -> tensor<64x64xf32>
    %412 = stablehlo.transpose %411, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %413 = stablehlo.dot_general %407, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x32x64xf32>, tensor<64x64xf32>) -> tensor<8x32x64xf32>
    %414 = stablehlo.multiply %5, %413 : tensor<8x32x64xf32>
    %415 = stablehlo.multiply %413, %21 : tensor<8x32x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%413 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %417 = stablehlo.reshape %416 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %418 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %419 = stablehlo.multiply %418, %413 : tensor<8x32x64xf32>
    %420 = stablehlo.add %414, %419 : tensor<8x32x64xf32>
    %421 = stablehlo.multiply %413, %21 : tensor<8x32x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_96) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %424 = stablehlo.negate %423 : tensor<8x32x1xf32>
    %425 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %426 = stablehlo.multiply %425, %420 : tensor<8x32x64xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %427 = stablehlo.reduce(%426 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<64xf32>
    %428 = stablehlo.reshape %427 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %429 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x32x64xf32>
    %430 = stablehlo.multiply %420, %429 : tensor<8x32x64xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_98) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %432 = stablehlo.reshape %431 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %433 = stablehlo.multiply %432, %18 : tensor<8x32x1xf32>
    %434 = stablehlo.reshape %417 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %435 = stablehlo.reshape %428 : (tensor<1x1x64xf32>) -> tensor<64xf32>
    %436 = call @_var_2(%10#1, %10#2, %10#3, %433) : (tensor<8x32x64xf32>, tensor<f32>, tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %437 = stablehlo.add %415, %436 : tensor<8x32x64xf32>
    %cst_99 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %439 = stablehlo.divide %424, %438 : tensor<8x32x1xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %442 = stablehlo.add %437, %441 : tensor<8x32x64xf32>
    %443 = call @_take_6(%3#1, %442) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<4x64xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%442 init: %cst_101) applies stablehlo.add across dimensions = [0] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<32x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %c_103 = stablehlo.constant dense<0> : tensor<i32>
    %c_104 = stablehlo.constant dense<0> : tensor<i32>
    %446 = stablehlo.dynamic_update_slice %445, %444, %c_103, %c_104 : (tensor<128x64xf32>, tensor<32x64xf32>, tensor<i32>, tensor<i32>) -> tensor<128x64xf32>
    %447 = call @_take_7(%0#1, %442) : (tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<512x64xf32>
    %450 = stablehlo.subtract %arg0, %449 : tensor<512x64xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %452 = stablehlo.multiply %451, %446 : tensor<128x64xf32>
    %453 = stablehlo.subtract %arg1, %452 : tensor<128x64xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %455 = stablehlo.multiply %454, %443 : tensor<4x64xf32>
    %456 = stablehlo.subtract %arg2, %455 : tensor<4x64xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %458 = stablehlo.multiply %457, %435 : tensor<64xf32>
    %459 = stablehlo.subtract %arg3, %458 : tensor<64xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %461 = stablehlo.multiply %460, %434 : tensor<64xf32>
    %462 = stablehlo.subtract %arg4, %461 : tensor<64xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %464 = stablehlo.multiply %463, %412 : tensor<64x64xf32>
    %465 = stablehlo.subtract %arg5, %464 : tensor<64x64xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %467 = stablehlo.multiply %466, %410 : tensor<64xf32>
    %468 = stablehlo.subtract %arg6, %467 : tensor<64xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %470 = stablehlo.multiply %469, %395 : tensor<64xf32>
    %471 = stablehlo.subtract %arg7, %470 : tensor<64xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %473 = stablehlo.multiply %472, %394 : tensor<64xf32>
    %474 = stablehlo.subtract %arg8, %473 : tensor<64xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %476 = stablehlo.multiply %475, %339 : tensor<64xf32>
    %477 = stablehlo.subtract %arg9, %476 : tensor<64xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %479 = stablehlo.multiply %478, %338 : tensor<64xf32>
    %480 = stablehlo.subtract %arg10, %479 : tensor<64xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %481 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %482 = stablehlo.multiply %481, %371 : tensor<64x128xf32>
    %483 = stablehlo.subtract %arg11, %482 : tensor<64x128xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %485 = stablehlo.multiply %484, %369 : tensor<128xf32>
    %486 = stablehlo.subtract %arg12, %485 : tensor<128xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %487 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %488 = stablehlo.multiply %487, %351 : tensor<128x64xf32>
    %489 = stablehlo.subtract %arg13, %488 : tensor<128x64xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %491 = stablehlo.multiply %490, %349 : tensor<64xf32>
    %492 = stablehlo.subtract %arg14, %491 : tensor<64xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %493 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %494 = stablehlo.multiply %493, %305 : tensor<64xf32>
    %495 = stablehlo.subtract %arg15, %494 : tensor<64xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %497 = stablehlo.multiply %496, %304 : tensor<64xf32>
    %498 = stablehlo.subtract %arg16, %497 : tensor<64xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %500 = stablehlo.multiply %499, %249 : tensor<64xf32>
    %501 = stablehlo.subtract %arg17, %500 : tensor<64xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %503 = stablehlo.multiply %502, %248 : tensor<64xf32>
    %504 = stablehlo.subtract %arg18, %503 : tensor<64xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<64x128xf32>
    %506 = stablehlo.multiply %505, %281 : tensor<64x128xf32>
    %507 = stablehlo.subtract %arg19, %506 : tensor<64x128xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %509 = stablehlo.multiply %508, %279 : tensor<128xf32>
    %510 = stablehlo.subtract %arg20, %509 : tensor<128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x64xf32>
    %512 = stablehlo.multiply %511, %261 : tensor<128x64xf32>
    %513 = stablehlo.subtract %arg21, %512 : tensor<128x64xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %515 = stablehlo.multiply %514, %259 : tensor<64xf32>
    %516 = stablehlo.subtract %arg22, %515 : tensor<64xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %518 = stablehlo.multiply %517, %223 : tensor<64x64xf32>
    %519 = stablehlo.subtract %arg23, %518 : tensor<64x64xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %521 = stablehlo.multiply %520, %221 : tensor<64xf32>
    %522 = stablehlo.subtract %arg24, %521 : tensor<64xf32>
    return %450, %453, %456, %459, %462, %465, %468, %471, %474, %477, %480, %483, %486, %489, %492, %495, %498, %501, %504, %507, %510, %513, %516, %519, %522, %209 : tensor<512x64xf32>, tensor<128x64xf32>, tensor<4x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64x128xf32>, tensor<128xf32>, tensor<128x64xf32>, tensor<64xf32>, tensor<64x64xf32>, tensor<64xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x64xf32>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>) {
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
    return %16, %5 : tensor<8x32x64xf32>, tensor<8x32x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x32xi1>, %arg1: tensor<8x32xi32>, %arg2: tensor<8x32xi32>) -> tensor<8x32xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x32xi1>, tensor<8x32xi32>
    return %0 : tensor<8x32xi32>
  }
  func.func private @_take_0(%arg0: tensor<4x64xf32>, %arg1: tensor<8x32xi32>) -> (tensor<8x32x64xf32>, tensor<8x32x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi1>
    %c_0 = stablehlo.constant dense<4> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x32xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x32xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x32xi1>, tensor<8x32xi32>, tensor<8x32xi32>) -> tensor<8x32xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x32xi32>) -> tensor<8x32x1xi32>
    %c_1 = stablehlo.constant dense<3> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x32x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x32x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x32x1xi32>, tensor<8x32x1xi32>) -> tensor<8x32x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x32x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x32x1xi1>, tensor<i1>) -> tensor<8x32xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<4x64xf32>, tensor<8x32x1xi32>) -> tensor<8x32x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x32xi1>) -> tensor<8x32x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x32x64xi1>, tensor<8x32x64xf32>
    return %16, %5 : tensor<8x32x64xf32>, tensor<8x32x1xi32>
  }
  func.func private @_var(%arg0: tensor<8x32x64xf32>, %arg1: tensor<i32>) -> (tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_0 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x32x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x32x1xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x32x64xf32>
    %6 = chlo.square %5 : tensor<8x32x64xf32> -> tensor<8x32x64xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x64xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x32x64xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x32x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where_1(%15, %14, %cst_5) : (tensor<i1>, tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32x1xf32>
    return %16, %8, %10, %15 : tensor<8x32x1xf32>, tensor<8x32x64xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>, %arg2: tensor<f32>) -> tensor<8x32x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<8x32x1xf32>
    return %2 : tensor<8x32x1xf32>
  }
  func.func private @fft(%arg0: tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32, 64] : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    return %0 : tensor<8x32x64xcomplex<f32>>
  }
  func.func private @_var_2(%arg0: tensor<8x32x64xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x32x1xf32>) -> tensor<8x32x64xf32> {
    %0 = call @_where_3(%arg2, %arg3) : (tensor<i1>, tensor<8x32x1xf32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x32x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x32x64xf32>
    %6 = stablehlo.negate %5 : tensor<8x32x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x32x64xf32>, tensor<f32>) -> tensor<8x32xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %cst_1 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x64xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x32x64xf32>
    return %13 : tensor<8x32x64xf32>
  }
  func.func private @_where_3(%arg0: tensor<i1>, %arg1: tensor<8x32x1xf32>) -> tensor<8x32x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x32x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8x32x1xf32>
    return %1 : tensor<8x32x1xf32>
  }
  func.func private @fft_4(%arg0: tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>> {
    %0 = call @fft_5(%arg0) : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    return %0 : tensor<8x32x64xcomplex<f32>>
  }
  func.func private @fft_5(%arg0: tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>> {
    %0 = stablehlo.fft %arg0, type = FFT, length = [32, 64] : (tensor<8x32x64xcomplex<f32>>) -> tensor<8x32x64xcomplex<f32>>
    return %0 : tensor<8x32x64xcomplex<f32>>
  }
  func.func private @_take_6(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x64xf32>) -> tensor<4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<4x64xf32>, tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
  func.func private @_take_7(%arg0: tensor<8x32x1xi32>, %arg1: tensor<8x32x64xf32>) -> tensor<512x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x64xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x64xf32>, tensor<8x32x1xi32>, tensor<8x32x64xf32>) -> tensor<512x64xf32>
    return %1 : tensor<512x64xf32>
  }
}
