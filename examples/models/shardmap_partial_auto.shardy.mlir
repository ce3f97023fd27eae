module @jit_sm_partial attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x128x512xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<8x128xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_0 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x128x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x512xf32>
    %5 = stablehlo.subtract %arg2, %4 : tensor<8x128x512xf32>
    %6 = chlo.square %5 : tensor<8x128x512xf32> -> tensor<8x128x512xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<8x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x128x1xf32>
    %11 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x512xf32>
    %12 = stablehlo.subtract %arg2, %11 : tensor<8x128x512xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %14 = stablehlo.add %10, %13 : tensor<8x128x1xf32>
    %15 = stablehlo.rsqrt %14 : tensor<8x128x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x512xf32>
    %17 = stablehlo.multiply %12, %16 : tensor<8x128x512xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %19 = stablehlo.multiply %17, %18 : tensor<8x128x512xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x512xf32>
    %21 = stablehlo.add %19, %20 : tensor<8x128x512xf32>
    %22 = sdy.manual_computation(%arg0, %arg1, %21) in_shardings=[<@mesh, [{?}, {"model", ?}]>, <@mesh, [{"model", ?}, {?}]>, <@mesh, [{?}, {?}, {?}]>] out_shardings=[<@mesh, [{?}, {?}, {?}]>] manual_axes={"model"} (%arg3: tensor<512x1024xf32>, %arg4: tensor<1024x512xf32>, %arg5: tensor<8x128x512xf32>) {
      %26 = stablehlo.dot_general %arg5, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xf32>, tensor<512x1024xf32>) -> tensor<8x128x1024xf32>
      %27 = sdy.sharding_constraint %26 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %28 = stablehlo.multiply %27, %27 : tensor<8x128x1024xf32>
      %29 = stablehlo.multiply %28, %27 : tensor<8x128x1024xf32>
      %30 = sdy.sharding_constraint %29 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %cst_6 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
      %32 = sdy.sharding_constraint %31 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %33 = stablehlo.multiply %32, %30 : tensor<8x128x1024xf32>
      %34 = sdy.sharding_constraint %33 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %35 = stablehlo.add %27, %34 : tensor<8x128x1024xf32>
      %36 = sdy.sharding_constraint %35 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %cst_7 = stablehlo.constant dense<0.797884583> : tensor<f32>
      %37 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
      %38 = sdy.sharding_constraint %37 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %39 = stablehlo.multiply %38, %36 : tensor<8x128x1024xf32>
      %40 = sdy.sharding_constraint %39 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %41 = stablehlo.tanh %40 : tensor<8x128x1024xf32>
      %42 = sdy.sharding_constraint %41 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
      %44 = sdy.sharding_constraint %43 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %45 = stablehlo.add %44, %42 : tensor<8x128x1024xf32>
      %46 = sdy.sharding_constraint %45 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x128x1024xf32>
      %48 = sdy.sharding_constraint %47 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %49 = stablehlo.multiply %48, %46 : tensor<8x128x1024xf32>
      %50 = sdy.sharding_constraint %49 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %51 = stablehlo.multiply %27, %50 : tensor<8x128x1024xf32>
      %52 = sdy.sharding_constraint %51 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x1024xf32>
      %53 = stablehlo.dot_general %52, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xf32>, tensor<1024x512xf32>) -> tensor<8x128x512xf32>
      %54 = sdy.sharding_constraint %53 <@mesh, [{?}, {?}, {?}]> : tensor<8x128x512xf32>
      %55 = "stablehlo.all_reduce"(%54) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
        %56 = stablehlo.add %arg6, %arg7 : tensor<f32>
        %57 = sdy.sharding_constraint %56 <@mesh, []> : tensor<f32>
        stablehlo.return %57 : tensor<f32>
      }) : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
      sdy.return %55 : tensor<8x128x512xf32>
    } : (tensor<512x2048xf32>, tensor<2048x512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data"}, {}, {}]> : tensor<8x128x512xf32>
    %24 = stablehlo.tanh %23 : tensor<8x128x512xf32>
    %25 = stablehlo.add %24, %21 : tensor<8x128x512xf32>
    return %25 : tensor<8x128x512xf32>
  }
}
