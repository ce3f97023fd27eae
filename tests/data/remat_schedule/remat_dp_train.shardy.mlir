module @jit_train_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg1: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg4: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg5: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg6: tensor<256x1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg7: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg8: tensor<8192x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<256x1024xf32> {jax.result_info = "result[0]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[0]['w_out']"}, tensor<256x1024xf32> {jax.result_info = "result[1]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[1]['w_out']"}, tensor<256x1024xf32> {jax.result_info = "result[2]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[2]['w_out']"}, tensor<256x1024xf32> {jax.result_info = "result[3]['w_in']"}, tensor<1024x256xf32> {jax.result_info = "result[3]['w_out']"}) {
    %0 = stablehlo.dot_general %arg8, %arg0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %1 = stablehlo.tanh %0 : tensor<8192x1024xf32>
    %2 = stablehlo.dot_general %1, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<1024x256xf32>) -> tensor<8192x256xf32>
    %3 = stablehlo.add %arg8, %2 : tensor<8192x256xf32>
    %4 = stablehlo.dot_general %3, %arg2, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %5 = stablehlo.tanh %4 : tensor<8192x1024xf32>
    %6 = stablehlo.dot_general %5, %arg3, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<1024x256xf32>) -> tensor<8192x256xf32>
    %7 = stablehlo.add %3, %6 : tensor<8192x256xf32>
    %8 = stablehlo.dot_general %7, %arg4, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %9 = stablehlo.tanh %8 : tensor<8192x1024xf32>
    %10 = stablehlo.dot_general %9, %arg5, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<1024x256xf32>) -> tensor<8192x256xf32>
    %11 = stablehlo.add %7, %10 : tensor<8192x256xf32>
    %12 = stablehlo.dot_general %11, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %13 = stablehlo.tanh %12 : tensor<8192x1024xf32>
    %14 = stablehlo.dot_general %13, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<1024x256xf32>) -> tensor<8192x256xf32>
    %15 = stablehlo.add %11, %14 : tensor<8192x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8192x256xf32>
    %17 = stablehlo.multiply %16, %15 : tensor<8192x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<0x4A000000> : tensor<f32>
    %18 = stablehlo.divide %cst_0, %cst_1 : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<f32>) -> tensor<8192x256xf32>
    %20 = stablehlo.multiply %19, %17 : tensor<8192x256xf32>
    %21:4 = stablehlo.optimization_barrier %11, %arg6, %arg7, %20 : tensor<8192x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8192x256xf32>
    %22 = stablehlo.dot_general %21#0, %21#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %23 = stablehlo.tanh %22 : tensor<8192x1024xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8192x1024xf32>
    %25 = stablehlo.subtract %24, %23 : tensor<8192x1024xf32>
    %26 = stablehlo.dot_general %21#3, %23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<8192x1024xf32>) -> tensor<256x1024xf32>
    %27 = stablehlo.transpose %26, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %28 = stablehlo.dot_general %21#3, %21#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<1024x256xf32>) -> tensor<8192x1024xf32>
    %29 = stablehlo.multiply %28, %25 : tensor<8192x1024xf32>
    %30 = stablehlo.multiply %29, %23 : tensor<8192x1024xf32>
    %31 = stablehlo.add %29, %30 : tensor<8192x1024xf32>
    %32 = stablehlo.dot_general %31, %21#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<8192x256xf32>) -> tensor<1024x256xf32>
    %33 = stablehlo.transpose %32, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %34 = stablehlo.dot_general %31, %21#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<256x1024xf32>) -> tensor<8192x256xf32>
    %35 = stablehlo.add %21#3, %34 : tensor<8192x256xf32>
    %36:4 = stablehlo.optimization_barrier %7, %arg4, %arg5, %35 : tensor<8192x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8192x256xf32>
    %37 = stablehlo.dot_general %36#0, %36#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %38 = stablehlo.tanh %37 : tensor<8192x1024xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8192x1024xf32>
    %40 = stablehlo.subtract %39, %38 : tensor<8192x1024xf32>
    %41 = stablehlo.dot_general %36#3, %38, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<8192x1024xf32>) -> tensor<256x1024xf32>
    %42 = stablehlo.transpose %41, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %43 = stablehlo.dot_general %36#3, %36#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<1024x256xf32>) -> tensor<8192x1024xf32>
    %44 = stablehlo.multiply %43, %40 : tensor<8192x1024xf32>
    %45 = stablehlo.multiply %44, %38 : tensor<8192x1024xf32>
    %46 = stablehlo.add %44, %45 : tensor<8192x1024xf32>
    %47 = stablehlo.dot_general %46, %36#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<8192x256xf32>) -> tensor<1024x256xf32>
    %48 = stablehlo.transpose %47, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %49 = stablehlo.dot_general %46, %36#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<256x1024xf32>) -> tensor<8192x256xf32>
    %50 = stablehlo.add %36#3, %49 : tensor<8192x256xf32>
    %51:4 = stablehlo.optimization_barrier %3, %arg2, %arg3, %50 : tensor<8192x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8192x256xf32>
    %52 = stablehlo.dot_general %51#0, %51#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %53 = stablehlo.tanh %52 : tensor<8192x1024xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8192x1024xf32>
    %55 = stablehlo.subtract %54, %53 : tensor<8192x1024xf32>
    %56 = stablehlo.dot_general %51#3, %53, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<8192x1024xf32>) -> tensor<256x1024xf32>
    %57 = stablehlo.transpose %56, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %58 = stablehlo.dot_general %51#3, %51#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<1024x256xf32>) -> tensor<8192x1024xf32>
    %59 = stablehlo.multiply %58, %55 : tensor<8192x1024xf32>
    %60 = stablehlo.multiply %59, %53 : tensor<8192x1024xf32>
    %61 = stablehlo.add %59, %60 : tensor<8192x1024xf32>
    %62 = stablehlo.dot_general %61, %51#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<8192x256xf32>) -> tensor<1024x256xf32>
    %63 = stablehlo.transpose %62, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %64 = stablehlo.dot_general %61, %51#1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<256x1024xf32>) -> tensor<8192x256xf32>
    %65 = stablehlo.add %51#3, %64 : tensor<8192x256xf32>
    %66:4 = stablehlo.optimization_barrier %arg8, %arg0, %arg1, %65 : tensor<8192x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<8192x256xf32>
    %67 = stablehlo.dot_general %66#0, %66#1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<256x1024xf32>) -> tensor<8192x1024xf32>
    %68 = stablehlo.tanh %67 : tensor<8192x1024xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8192x1024xf32>
    %70 = stablehlo.subtract %69, %68 : tensor<8192x1024xf32>
    %71 = stablehlo.dot_general %66#3, %68, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<8192x1024xf32>) -> tensor<256x1024xf32>
    %72 = stablehlo.transpose %71, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %73 = stablehlo.dot_general %66#3, %66#2, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8192x256xf32>, tensor<1024x256xf32>) -> tensor<8192x1024xf32>
    %74 = stablehlo.multiply %73, %70 : tensor<8192x1024xf32>
    %75 = stablehlo.multiply %74, %68 : tensor<8192x1024xf32>
    %76 = stablehlo.add %74, %75 : tensor<8192x1024xf32>
    %77 = stablehlo.dot_general %76, %66#0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8192x1024xf32>, tensor<8192x256xf32>) -> tensor<1024x256xf32>
    %78 = stablehlo.transpose %77, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %cst_6 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<256x1024xf32>
    %81 = stablehlo.subtract %arg0, %80 : tensor<256x1024xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %83 = stablehlo.multiply %82, %72 : tensor<1024x256xf32>
    %84 = stablehlo.subtract %arg1, %83 : tensor<1024x256xf32>
    %cst_8 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %86 = stablehlo.multiply %85, %63 : tensor<256x1024xf32>
    %87 = stablehlo.subtract %arg2, %86 : tensor<256x1024xf32>
    %cst_9 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %89 = stablehlo.multiply %88, %57 : tensor<1024x256xf32>
    %90 = stablehlo.subtract %arg3, %89 : tensor<1024x256xf32>
    %cst_10 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %92 = stablehlo.multiply %91, %48 : tensor<256x1024xf32>
    %93 = stablehlo.subtract %arg4, %92 : tensor<256x1024xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %95 = stablehlo.multiply %94, %42 : tensor<1024x256xf32>
    %96 = stablehlo.subtract %arg5, %95 : tensor<1024x256xf32>
    %cst_12 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %98 = stablehlo.multiply %97, %33 : tensor<256x1024xf32>
    %99 = stablehlo.subtract %arg6, %98 : tensor<256x1024xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %101 = stablehlo.multiply %100, %27 : tensor<1024x256xf32>
    %102 = stablehlo.subtract %arg7, %101 : tensor<1024x256xf32>
    return %81, %84, %87, %90, %93, %96, %99, %102 : tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>
  }
}
