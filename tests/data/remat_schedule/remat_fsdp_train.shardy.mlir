module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg1: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg2: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg3: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg4: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg5: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg6: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg7: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg8: tensor<64x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result[0]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['w_out']"}, tensor<256x1024xf32> {jax.result_info = "result[1]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[1]['w_out']"}, tensor<256x1024xf32> {jax.result_info = "result[2]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[2]['w_out']"}, tensor<256x1024xf32> {jax.result_info = "result[3]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[3]['w_out']"}) {
    %0 = stablehlo.convert %arg0 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %1 = stablehlo.dot_general %arg8, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %2 = stablehlo.tanh %1 : tensor<64x1024xbf16>
    %3 = stablehlo.convert %arg1 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %4 = stablehlo.dot_general %2, %3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %5 = stablehlo.add %arg8, %4 : tensor<64x256xbf16>
    %6 = stablehlo.convert %arg2 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %7 = stablehlo.dot_general %5, %6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %8 = stablehlo.tanh %7 : tensor<64x1024xbf16>
    %9 = stablehlo.convert %arg3 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %10 = stablehlo.dot_general %8, %9, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %11 = stablehlo.add %5, %10 : tensor<64x256xbf16>
    %12 = stablehlo.convert %arg4 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %13 = stablehlo.dot_general %11, %12, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %14 = stablehlo.tanh %13 : tensor<64x1024xbf16>
    %15 = stablehlo.convert %arg5 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %16 = stablehlo.dot_general %14, %15, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %17 = stablehlo.add %11, %16 : tensor<64x256xbf16>
    %18 = stablehlo.convert %arg6 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %19 = stablehlo.dot_general %17, %18, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %20 = stablehlo.tanh %19 : tensor<64x1024xbf16>
    %21 = stablehlo.convert %arg7 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %22 = stablehlo.dot_general %20, %21, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<1024x256xbf16>) -> tensor<64x256xbf16>
    %23 = stablehlo.add %17, %22 : tensor<64x256xbf16>
    %24 = stablehlo.convert %23 : (tensor<64x256xbf16>) -> tensor<64x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<64x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.638400e+04> : tensor<f32>
    %27 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %29 = stablehlo.multiply %28, %26 : tensor<64x256xf32>
    %30 = stablehlo.convert %29 : (tensor<64x256xf32>) -> tensor<64x256xbf16>
    %31:4 = stablehlo.optimization_barrier %17, %arg6, %arg7, %30 : tensor<64x256xbf16>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<64x256xbf16>
    %32 = stablehlo.convert %31#1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %33 = stablehlo.dot_general %31#0, %32, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %34 = stablehlo.tanh %33 : tensor<64x1024xbf16>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %35 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %36 = stablehlo.subtract %35, %34 : tensor<64x1024xbf16>
    %37 = stablehlo.convert %31#2 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %38 = stablehlo.dot_general %31#3, %34, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<64x1024xbf16>) -> tensor<256x1024xbf16>
    %39 = stablehlo.transpose %38, dims = [1, 0] : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %40 = stablehlo.dot_general %31#3, %37, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<1024x256xbf16>) -> tensor<64x1024xbf16>
    %41 = stablehlo.convert %39 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %42 = stablehlo.multiply %40, %36 : tensor<64x1024xbf16>
    %43 = stablehlo.multiply %42, %34 : tensor<64x1024xbf16>
    %44 = stablehlo.add %42, %43 : tensor<64x1024xbf16>
    %45 = stablehlo.dot_general %44, %31#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x256xbf16>) -> tensor<1024x256xbf16>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %47 = stablehlo.dot_general %44, %32, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<256x1024xbf16>) -> tensor<64x256xbf16>
    %48 = stablehlo.add %31#3, %47 : tensor<64x256xbf16>
    %49 = stablehlo.convert %46 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %50:4 = stablehlo.optimization_barrier %11, %arg4, %arg5, %48 : tensor<64x256xbf16>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<64x256xbf16>
    %51 = stablehlo.convert %50#1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %52 = stablehlo.dot_general %50#0, %51, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %53 = stablehlo.tanh %52 : tensor<64x1024xbf16>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %54 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %55 = stablehlo.subtract %54, %53 : tensor<64x1024xbf16>
    %56 = stablehlo.convert %50#2 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %57 = stablehlo.dot_general %50#3, %53, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<64x1024xbf16>) -> tensor<256x1024xbf16>
    %58 = stablehlo.transpose %57, dims = [1, 0] : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %59 = stablehlo.dot_general %50#3, %56, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<1024x256xbf16>) -> tensor<64x1024xbf16>
    %60 = stablehlo.convert %58 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %61 = stablehlo.multiply %59, %55 : tensor<64x1024xbf16>
    %62 = stablehlo.multiply %61, %53 : tensor<64x1024xbf16>
    %63 = stablehlo.add %61, %62 : tensor<64x1024xbf16>
    %64 = stablehlo.dot_general %63, %50#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x256xbf16>) -> tensor<1024x256xbf16>
    %65 = stablehlo.transpose %64, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %66 = stablehlo.dot_general %63, %51, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<256x1024xbf16>) -> tensor<64x256xbf16>
    %67 = stablehlo.add %50#3, %66 : tensor<64x256xbf16>
    %68 = stablehlo.convert %65 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %69:4 = stablehlo.optimization_barrier %5, %arg2, %arg3, %67 : tensor<64x256xbf16>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<64x256xbf16>
    %70 = stablehlo.convert %69#1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %71 = stablehlo.dot_general %69#0, %70, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %72 = stablehlo.tanh %71 : tensor<64x1024xbf16>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %73 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %74 = stablehlo.subtract %73, %72 : tensor<64x1024xbf16>
    %75 = stablehlo.convert %69#2 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %76 = stablehlo.dot_general %69#3, %72, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<64x1024xbf16>) -> tensor<256x1024xbf16>
    %77 = stablehlo.transpose %76, dims = [1, 0] : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %78 = stablehlo.dot_general %69#3, %75, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<1024x256xbf16>) -> tensor<64x1024xbf16>
    %79 = stablehlo.convert %77 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %80 = stablehlo.multiply %78, %74 : tensor<64x1024xbf16>
    %81 = stablehlo.multiply %80, %72 : tensor<64x1024xbf16>
    %82 = stablehlo.add %80, %81 : tensor<64x1024xbf16>
    %83 = stablehlo.dot_general %82, %69#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x256xbf16>) -> tensor<1024x256xbf16>
    %84 = stablehlo.transpose %83, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %85 = stablehlo.dot_general %82, %70, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<256x1024xbf16>) -> tensor<64x256xbf16>
    %86 = stablehlo.add %69#3, %85 : tensor<64x256xbf16>
    %87 = stablehlo.convert %84 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %88:4 = stablehlo.optimization_barrier %arg8, %arg0, %arg1, %86 : tensor<64x256xbf16>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<64x256xbf16>
    %89 = stablehlo.convert %88#1 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %90 = stablehlo.dot_general %88#0, %89, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<256x1024xbf16>) -> tensor<64x1024xbf16>
    %91 = stablehlo.tanh %90 : tensor<64x1024xbf16>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<bf16>) -> tensor<64x1024xbf16>
    %93 = stablehlo.subtract %92, %91 : tensor<64x1024xbf16>
    %94 = stablehlo.convert %88#2 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %95 = stablehlo.dot_general %88#3, %91, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<64x1024xbf16>) -> tensor<256x1024xbf16>
    %96 = stablehlo.transpose %95, dims = [1, 0] : (tensor<256x1024xbf16>) -> tensor<1024x256xbf16>
    %97 = stablehlo.dot_general %88#3, %94, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256xbf16>, tensor<1024x256xbf16>) -> tensor<64x1024xbf16>
    %98 = stablehlo.convert %96 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %99 = stablehlo.multiply %97, %93 : tensor<64x1024xbf16>
    %100 = stablehlo.multiply %99, %91 : tensor<64x1024xbf16>
    %101 = stablehlo.add %99, %100 : tensor<64x1024xbf16>
    %102 = stablehlo.dot_general %101, %88#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x1024xbf16>, tensor<64x256xbf16>) -> tensor<1024x256xbf16>
    %103 = stablehlo.transpose %102, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %104 = stablehlo.convert %103 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<256x1024xf32>
    %107 = stablehlo.subtract %arg0, %106 : tensor<256x1024xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %109 = stablehlo.multiply %108, %98 : tensor<1024x256xf32>
    %110 = stablehlo.subtract %arg1, %109 : tensor<1024x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %112 = stablehlo.multiply %111, %87 : tensor<256x1024xf32>
    %113 = stablehlo.subtract %arg2, %112 : tensor<256x1024xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %115 = stablehlo.multiply %114, %79 : tensor<1024x256xf32>
    %116 = stablehlo.subtract %arg3, %115 : tensor<1024x256xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %118 = stablehlo.multiply %117, %68 : tensor<256x1024xf32>
    %119 = stablehlo.subtract %arg4, %118 : tensor<256x1024xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %121 = stablehlo.multiply %120, %60 : tensor<1024x256xf32>
    %122 = stablehlo.subtract %arg5, %121 : tensor<1024x256xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %124 = stablehlo.multiply %123, %49 : tensor<256x1024xf32>
    %125 = stablehlo.subtract %arg6, %124 : tensor<256x1024xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %127 = stablehlo.multiply %126, %41 : tensor<1024x256xf32>
    %128 = stablehlo.subtract %arg7, %127 : tensor<1024x256xf32>
    return %107, %110, %113, %116, %119, %122, %125, %128 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
