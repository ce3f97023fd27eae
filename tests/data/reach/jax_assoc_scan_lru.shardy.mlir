module @jit_lru attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<8x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}, %arg1: tensor<8x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"model"}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<8x64x256xf32> {jax.result_info = "result[1][0]"}, tensor<8x64x256xf32> {jax.result_info = "result[1][1]"}) {
    %0 = stablehlo.slice %arg0 [0:8, 0:63:2, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %1 = stablehlo.slice %arg1 [0:8, 0:63:2, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %2 = stablehlo.slice %arg0 [0:8, 1:64:2, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %3 = stablehlo.slice %arg1 [0:8, 1:64:2, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %4 = stablehlo.multiply %0, %2 : tensor<8x32x256xf32>
    %5 = stablehlo.multiply %2, %1 : tensor<8x32x256xf32>
    %6 = stablehlo.add %5, %3 : tensor<8x32x256xf32>
    %7 = stablehlo.slice %4 [0:8, 0:31:2, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x16x256xf32>
    %8 = stablehlo.slice %6 [0:8, 0:31:2, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x16x256xf32>
    %9 = stablehlo.slice %4 [0:8, 1:32:2, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x16x256xf32>
    %10 = stablehlo.slice %6 [0:8, 1:32:2, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x16x256xf32>
    %11 = stablehlo.multiply %7, %9 : tensor<8x16x256xf32>
    %12 = stablehlo.multiply %9, %8 : tensor<8x16x256xf32>
    %13 = stablehlo.add %12, %10 : tensor<8x16x256xf32>
    %14 = stablehlo.slice %11 [0:8, 0:15:2, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x8x256xf32>
    %15 = stablehlo.slice %13 [0:8, 0:15:2, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x8x256xf32>
    %16 = stablehlo.slice %11 [0:8, 1:16:2, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x8x256xf32>
    %17 = stablehlo.slice %13 [0:8, 1:16:2, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x8x256xf32>
    %18 = stablehlo.multiply %14, %16 : tensor<8x8x256xf32>
    %19 = stablehlo.multiply %16, %15 : tensor<8x8x256xf32>
    %20 = stablehlo.add %19, %17 : tensor<8x8x256xf32>
    %21 = stablehlo.slice %18 [0:8, 0:7:2, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x4x256xf32>
    %22 = stablehlo.slice %20 [0:8, 0:7:2, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x4x256xf32>
    %23 = stablehlo.slice %18 [0:8, 1:8:2, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x4x256xf32>
    %24 = stablehlo.slice %20 [0:8, 1:8:2, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x4x256xf32>
    %25 = stablehlo.multiply %21, %23 : tensor<8x4x256xf32>
    %26 = stablehlo.multiply %23, %22 : tensor<8x4x256xf32>
    %27 = stablehlo.add %26, %24 : tensor<8x4x256xf32>
    %28 = stablehlo.slice %25 [0:8, 0:3:2, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x2x256xf32>
    %29 = stablehlo.slice %27 [0:8, 0:3:2, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x2x256xf32>
    %30 = stablehlo.slice %25 [0:8, 1:4:2, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x2x256xf32>
    %31 = stablehlo.slice %27 [0:8, 1:4:2, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x2x256xf32>
    %32 = stablehlo.multiply %28, %30 : tensor<8x2x256xf32>
    %33 = stablehlo.multiply %30, %29 : tensor<8x2x256xf32>
    %34 = stablehlo.add %33, %31 : tensor<8x2x256xf32>
    %35 = stablehlo.slice %34 [0:8, 0:1:2, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %36 = stablehlo.slice %32 [0:8, 1:2:2, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %37 = stablehlo.slice %34 [0:8, 1:2:2, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %38 = stablehlo.multiply %36, %35 : tensor<8x1x256xf32>
    %39 = stablehlo.add %38, %37 : tensor<8x1x256xf32>
    %40 = stablehlo.slice %39 [0:8, 0:0, 0:256] : (tensor<8x1x256xf32>) -> tensor<8x0x256xf32>
    %41 = stablehlo.slice %32 [0:8, 2:2:2, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x0x256xf32>
    %42 = stablehlo.slice %34 [0:8, 2:2:2, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x0x256xf32>
    %43 = stablehlo.multiply %41, %40 : tensor<8x0x256xf32>
    %44 = stablehlo.add %43, %42 : tensor<8x0x256xf32>
    %45 = stablehlo.slice %34 [0:8, 0:1, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %46 = stablehlo.concatenate %45, %44, dim = 1 : (tensor<8x1x256xf32>, tensor<8x0x256xf32>) -> tensor<8x1x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.pad %46, %cst, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.pad %39, %cst_0, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %49 = stablehlo.add %47, %48 : tensor<8x2x256xf32>
    %50 = stablehlo.slice %49 [0:8, 0:1, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %51 = stablehlo.slice %25 [0:8, 2:4:2, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x1x256xf32>
    %52 = stablehlo.slice %27 [0:8, 2:4:2, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x1x256xf32>
    %53 = stablehlo.multiply %51, %50 : tensor<8x1x256xf32>
    %54 = stablehlo.add %53, %52 : tensor<8x1x256xf32>
    %55 = stablehlo.slice %27 [0:8, 0:1, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x1x256xf32>
    %56 = stablehlo.concatenate %55, %54, dim = 1 : (tensor<8x1x256xf32>, tensor<8x1x256xf32>) -> tensor<8x2x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %57 = stablehlo.pad %56, %cst_1, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.pad %49, %cst_2, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %59 = stablehlo.add %57, %58 : tensor<8x4x256xf32>
    %60 = stablehlo.slice %59 [0:8, 0:3, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x3x256xf32>
    %61 = stablehlo.slice %18 [0:8, 2:8:2, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x3x256xf32>
    %62 = stablehlo.slice %20 [0:8, 2:8:2, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x3x256xf32>
    %63 = stablehlo.multiply %61, %60 : tensor<8x3x256xf32>
    %64 = stablehlo.add %63, %62 : tensor<8x3x256xf32>
    %65 = stablehlo.slice %20 [0:8, 0:1, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x1x256xf32>
    %66 = stablehlo.concatenate %65, %64, dim = 1 : (tensor<8x1x256xf32>, tensor<8x3x256xf32>) -> tensor<8x4x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.pad %66, %cst_3, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.pad %59, %cst_4, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x8x256xf32>
    %70 = stablehlo.slice %69 [0:8, 0:7, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x7x256xf32>
    %71 = stablehlo.slice %11 [0:8, 2:16:2, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x7x256xf32>
    %72 = stablehlo.slice %13 [0:8, 2:16:2, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x7x256xf32>
    %73 = stablehlo.multiply %71, %70 : tensor<8x7x256xf32>
    %74 = stablehlo.add %73, %72 : tensor<8x7x256xf32>
    %75 = stablehlo.slice %13 [0:8, 0:1, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x1x256xf32>
    %76 = stablehlo.concatenate %75, %74, dim = 1 : (tensor<8x1x256xf32>, tensor<8x7x256xf32>) -> tensor<8x8x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.pad %76, %cst_5, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %69, %cst_6, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %79 = stablehlo.add %77, %78 : tensor<8x16x256xf32>
    %80 = stablehlo.slice %79 [0:8, 0:15, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x15x256xf32>
    %81 = stablehlo.slice %4 [0:8, 2:32:2, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x15x256xf32>
    %82 = stablehlo.slice %6 [0:8, 2:32:2, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x15x256xf32>
    %83 = stablehlo.multiply %81, %80 : tensor<8x15x256xf32>
    %84 = stablehlo.add %83, %82 : tensor<8x15x256xf32>
    %85 = stablehlo.slice %6 [0:8, 0:1, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x1x256xf32>
    %86 = stablehlo.concatenate %85, %84, dim = 1 : (tensor<8x1x256xf32>, tensor<8x15x256xf32>) -> tensor<8x16x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.pad %86, %cst_7, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.pad %79, %cst_8, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x32x256xf32>
    %90 = stablehlo.slice %89 [0:8, 0:31, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x31x256xf32>
    %91 = stablehlo.slice %arg0 [0:8, 2:64:2, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x31x256xf32>
    %92 = stablehlo.slice %arg1 [0:8, 2:64:2, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x31x256xf32>
    %93 = stablehlo.multiply %91, %90 : tensor<8x31x256xf32>
    %94 = stablehlo.add %93, %92 : tensor<8x31x256xf32>
    %95 = stablehlo.slice %arg1 [0:8, 0:1, 0:256] : (tensor<8x64x256xf32>) -> tensor<8x1x256xf32>
    %96 = stablehlo.concatenate %95, %94, dim = 1 : (tensor<8x1x256xf32>, tensor<8x31x256xf32>) -> tensor<8x32x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %97 = stablehlo.pad %96, %cst_9, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.pad %89, %cst_10, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %99 = stablehlo.add %97, %98 : tensor<8x64x256xf32>
    %100 = stablehlo.multiply %99, %99 : tensor<8x64x256xf32>
    %cst_11 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %102 = stablehlo.multiply %101, %99 : tensor<8x64x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%100 init: %cst_12) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %105 = stablehlo.multiply %104, %102 : tensor<8x64x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %106 = stablehlo.pad %105, %cst_14, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x63x256xf32>
    %107 = stablehlo.slice %106 [0:8, 0:63:2, 0:256] : (tensor<8x63x256xf32>) -> tensor<8x32x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.pad %105, %cst_15, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x63x256xf32>
    %109 = stablehlo.slice %108 [0:8, 0:63:2, 0:256] : (tensor<8x63x256xf32>) -> tensor<8x32x256xf32>
    %110 = stablehlo.slice %109 [0:8, 0:1, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x1x256xf32>
    %111 = stablehlo.slice %109 [0:8, 1:32, 0:256] : (tensor<8x32x256xf32>) -> tensor<8x31x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.pad %110, %cst_16, low = [0, 0, 0], high = [0, 63, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %113 = stablehlo.multiply %91, %111 : tensor<8x31x256xf32>
    %114 = stablehlo.multiply %111, %90 : tensor<8x31x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.pad %111, %cst_17, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x31x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %116 = stablehlo.add %112, %115 : tensor<8x64x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.pad %114, %cst_18, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x31x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.pad %113, %cst_19, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x31x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %119 = stablehlo.add %107, %118 : tensor<8x32x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %120 = stablehlo.pad %119, %cst_20, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x31x256xf32>
    %121 = stablehlo.slice %120 [0:8, 0:31:2, 0:256] : (tensor<8x31x256xf32>) -> tensor<8x16x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.pad %119, %cst_21, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x31x256xf32>
    %123 = stablehlo.slice %122 [0:8, 0:31:2, 0:256] : (tensor<8x31x256xf32>) -> tensor<8x16x256xf32>
    %124 = stablehlo.slice %123 [0:8, 0:1, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x1x256xf32>
    %125 = stablehlo.slice %123 [0:8, 1:16, 0:256] : (tensor<8x16x256xf32>) -> tensor<8x15x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.pad %124, %cst_22, low = [0, 0, 0], high = [0, 31, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %127 = stablehlo.multiply %81, %125 : tensor<8x15x256xf32>
    %128 = stablehlo.multiply %125, %80 : tensor<8x15x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.pad %125, %cst_23, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %130 = stablehlo.add %126, %129 : tensor<8x32x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.pad %128, %cst_24, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.pad %127, %cst_25, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x15x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %133 = stablehlo.add %121, %132 : tensor<8x16x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %134 = stablehlo.pad %133, %cst_26, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x15x256xf32>
    %135 = stablehlo.slice %134 [0:8, 0:15:2, 0:256] : (tensor<8x15x256xf32>) -> tensor<8x8x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %136 = stablehlo.pad %133, %cst_27, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x15x256xf32>
    %137 = stablehlo.slice %136 [0:8, 0:15:2, 0:256] : (tensor<8x15x256xf32>) -> tensor<8x8x256xf32>
    %138 = stablehlo.slice %137 [0:8, 0:1, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x1x256xf32>
    %139 = stablehlo.slice %137 [0:8, 1:8, 0:256] : (tensor<8x8x256xf32>) -> tensor<8x7x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.pad %138, %cst_28, low = [0, 0, 0], high = [0, 15, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %141 = stablehlo.multiply %71, %139 : tensor<8x7x256xf32>
    %142 = stablehlo.multiply %139, %70 : tensor<8x7x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.pad %139, %cst_29, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x7x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %144 = stablehlo.add %140, %143 : tensor<8x16x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.pad %142, %cst_30, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x7x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %146 = stablehlo.pad %141, %cst_31, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x7x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %147 = stablehlo.add %135, %146 : tensor<8x8x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.pad %147, %cst_32, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x7x256xf32>
    %149 = stablehlo.slice %148 [0:8, 0:7:2, 0:256] : (tensor<8x7x256xf32>) -> tensor<8x4x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.pad %147, %cst_33, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x7x256xf32>
    %151 = stablehlo.slice %150 [0:8, 0:7:2, 0:256] : (tensor<8x7x256xf32>) -> tensor<8x4x256xf32>
    %152 = stablehlo.slice %151 [0:8, 0:1, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x1x256xf32>
    %153 = stablehlo.slice %151 [0:8, 1:4, 0:256] : (tensor<8x4x256xf32>) -> tensor<8x3x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.pad %152, %cst_34, low = [0, 0, 0], high = [0, 7, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %155 = stablehlo.multiply %61, %153 : tensor<8x3x256xf32>
    %156 = stablehlo.multiply %153, %60 : tensor<8x3x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.pad %153, %cst_35, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x3x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %158 = stablehlo.add %154, %157 : tensor<8x8x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.pad %156, %cst_36, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x3x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.pad %155, %cst_37, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x3x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %161 = stablehlo.add %149, %160 : tensor<8x4x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.pad %161, %cst_38, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x3x256xf32>
    %163 = stablehlo.slice %162 [0:8, 0:3:2, 0:256] : (tensor<8x3x256xf32>) -> tensor<8x2x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.pad %161, %cst_39, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x3x256xf32>
    %165 = stablehlo.slice %164 [0:8, 0:3:2, 0:256] : (tensor<8x3x256xf32>) -> tensor<8x2x256xf32>
    %166 = stablehlo.slice %165 [0:8, 0:1, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %167 = stablehlo.slice %165 [0:8, 1:2, 0:256] : (tensor<8x2x256xf32>) -> tensor<8x1x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.pad %166, %cst_40, low = [0, 0, 0], high = [0, 3, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %169 = stablehlo.multiply %51, %167 : tensor<8x1x256xf32>
    %170 = stablehlo.multiply %167, %50 : tensor<8x1x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.pad %167, %cst_41, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %172 = stablehlo.add %168, %171 : tensor<8x4x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.pad %170, %cst_42, low = [0, 2, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %174 = stablehlo.pad %169, %cst_43, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %175 = stablehlo.add %163, %174 : tensor<8x2x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.pad %175, %cst_44, low = [0, -1, 0], high = [0, 0, 0], interior = [0, 0, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x1x256xf32>
    %177 = stablehlo.slice %176 [0:8, 0:1:2, 0:256] : (tensor<8x1x256xf32>) -> tensor<8x1x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.pad %175, %cst_45, low = [0, 0, 0], high = [0, -1, 0], interior = [0, 0, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x1x256xf32>
    %179 = stablehlo.slice %178 [0:8, 0:1:2, 0:256] : (tensor<8x1x256xf32>) -> tensor<8x1x256xf32>
    %180 = stablehlo.slice %179 [0:8, 0:1, 0:256] : (tensor<8x1x256xf32>) -> tensor<8x1x256xf32>
    %181 = stablehlo.slice %179 [0:8, 1:1, 0:256] : (tensor<8x1x256xf32>) -> tensor<8x0x256xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.pad %180, %cst_46, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %183 = stablehlo.multiply %41, %181 : tensor<8x0x256xf32>
    %184 = stablehlo.multiply %181, %40 : tensor<8x0x256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.pad %181, %cst_47, low = [0, 2, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x0x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %186 = stablehlo.add %182, %185 : tensor<8x2x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.pad %184, %cst_48, low = [0, 2, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x0x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.pad %183, %cst_49, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 0, 0] : (tensor<8x0x256xf32>, tensor<f32>) -> tensor<8x1x256xf32>
    %189 = stablehlo.add %177, %188 : tensor<8x1x256xf32>
    %190 = stablehlo.multiply %36, %189 : tensor<8x1x256xf32>
    %191 = stablehlo.multiply %189, %35 : tensor<8x1x256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.pad %189, %cst_50, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %193 = stablehlo.add %186, %192 : tensor<8x2x256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.pad %191, %cst_51, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %195 = stablehlo.add %187, %194 : tensor<8x2x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.pad %190, %cst_52, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x2x256xf32>
    %197 = stablehlo.add %193, %196 : tensor<8x2x256xf32>
    %198 = stablehlo.multiply %30, %197 : tensor<8x2x256xf32>
    %199 = stablehlo.multiply %197, %29 : tensor<8x2x256xf32>
    %200 = stablehlo.multiply %28, %195 : tensor<8x2x256xf32>
    %201 = stablehlo.add %199, %200 : tensor<8x2x256xf32>
    %202 = stablehlo.multiply %195, %30 : tensor<8x2x256xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.pad %197, %cst_53, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %204 = stablehlo.add %172, %203 : tensor<8x4x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.pad %201, %cst_54, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %206 = stablehlo.add %173, %205 : tensor<8x4x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.pad %198, %cst_55, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %208 = stablehlo.add %204, %207 : tensor<8x4x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.pad %202, %cst_56, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x2x256xf32>, tensor<f32>) -> tensor<8x4x256xf32>
    %210 = stablehlo.add %206, %209 : tensor<8x4x256xf32>
    %211 = stablehlo.multiply %23, %208 : tensor<8x4x256xf32>
    %212 = stablehlo.multiply %208, %22 : tensor<8x4x256xf32>
    %213 = stablehlo.multiply %21, %210 : tensor<8x4x256xf32>
    %214 = stablehlo.add %212, %213 : tensor<8x4x256xf32>
    %215 = stablehlo.multiply %210, %23 : tensor<8x4x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.pad %208, %cst_57, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %217 = stablehlo.add %158, %216 : tensor<8x8x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.pad %214, %cst_58, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %219 = stablehlo.add %159, %218 : tensor<8x8x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.pad %211, %cst_59, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %221 = stablehlo.add %217, %220 : tensor<8x8x256xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.pad %215, %cst_60, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x4x256xf32>, tensor<f32>) -> tensor<8x8x256xf32>
    %223 = stablehlo.add %219, %222 : tensor<8x8x256xf32>
    %224 = stablehlo.multiply %16, %221 : tensor<8x8x256xf32>
    %225 = stablehlo.multiply %221, %15 : tensor<8x8x256xf32>
    %226 = stablehlo.multiply %14, %223 : tensor<8x8x256xf32>
    %227 = stablehlo.add %225, %226 : tensor<8x8x256xf32>
    %228 = stablehlo.multiply %223, %16 : tensor<8x8x256xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.pad %221, %cst_61, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %230 = stablehlo.add %144, %229 : tensor<8x16x256xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.pad %227, %cst_62, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %232 = stablehlo.add %145, %231 : tensor<8x16x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %233 = stablehlo.pad %224, %cst_63, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %234 = stablehlo.add %230, %233 : tensor<8x16x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.pad %228, %cst_64, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x8x256xf32>, tensor<f32>) -> tensor<8x16x256xf32>
    %236 = stablehlo.add %232, %235 : tensor<8x16x256xf32>
    %237 = stablehlo.multiply %9, %234 : tensor<8x16x256xf32>
    %238 = stablehlo.multiply %234, %8 : tensor<8x16x256xf32>
    %239 = stablehlo.multiply %7, %236 : tensor<8x16x256xf32>
    %240 = stablehlo.add %238, %239 : tensor<8x16x256xf32>
    %241 = stablehlo.multiply %236, %9 : tensor<8x16x256xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.pad %234, %cst_65, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %243 = stablehlo.add %130, %242 : tensor<8x32x256xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.pad %240, %cst_66, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %245 = stablehlo.add %131, %244 : tensor<8x32x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.pad %237, %cst_67, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %247 = stablehlo.add %243, %246 : tensor<8x32x256xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.pad %241, %cst_68, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x16x256xf32>, tensor<f32>) -> tensor<8x32x256xf32>
    %249 = stablehlo.add %245, %248 : tensor<8x32x256xf32>
    %250 = stablehlo.multiply %2, %247 : tensor<8x32x256xf32>
    %251 = stablehlo.multiply %247, %1 : tensor<8x32x256xf32>
    %252 = stablehlo.multiply %0, %249 : tensor<8x32x256xf32>
    %253 = stablehlo.add %251, %252 : tensor<8x32x256xf32>
    %254 = stablehlo.multiply %249, %2 : tensor<8x32x256xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.pad %247, %cst_69, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %256 = stablehlo.add %116, %255 : tensor<8x64x256xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.pad %253, %cst_70, low = [0, 1, 0], high = [0, 0, 0], interior = [0, 1, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %258 = stablehlo.add %117, %257 : tensor<8x64x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.pad %250, %cst_71, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %260 = stablehlo.add %256, %259 : tensor<8x64x256xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.pad %254, %cst_72, low = [0, 0, 0], high = [0, 1, 0], interior = [0, 1, 0] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<8x64x256xf32>
    %262 = stablehlo.add %258, %261 : tensor<8x64x256xf32>
    return %103, %262, %260 : tensor<f32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>
  }
}
