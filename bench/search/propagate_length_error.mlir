module @jit_mlp_train attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]>
  func.func public @main(%arg0: tensor<512x2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{?}, {"data", ?}p0]>}, %arg1: tensor<2048xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", ?}p0]>}, %arg2: tensor<2048x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", ?}p0, {"model", ?}p3]>}, %arg3: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model", ?}p3]>}, %arg4: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data","model", ?}p1, {?}, {?}]>}, %arg5: tensor<8x128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data","model", ?}p1, {?}, {?}]>}) -> (tensor<512x2048xf32> {jax.result_info = "result[0]"}, tensor<2048xf32> {jax.result_info = "result[1]"}, tensor<2048x512xf32> {jax.result_info = "result[2]"}, tensor<512xf32> {jax.result_info = "result[3]"}, tensor<f32> {jax.result_info = "result[4]"}) {
    %0 = stablehlo.dot_general %arg4, %arg0, contracting_dims = [2] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<8x128x512xf32>, tensor<512x2048xf32>) -> tensor<8x128x2048xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {"data", ?}p0]>]>} : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<1x1x2048xf32>) -> tensor<8x128x2048xf32>
    %3 = stablehlo.add %0, %2 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %4 = stablehlo.multiply %3, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %5 = stablehlo.multiply %4, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %6 = stablehlo.multiply %3, %3 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %7 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %9 = stablehlo.multiply %8, %6 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %10 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %12 = stablehlo.multiply %11, %5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %13 = stablehlo.add %3, %12 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %14 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %16 = stablehlo.multiply %15, %13 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %17 = stablehlo.tanh %16 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %20 = stablehlo.subtract %19, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %23 = stablehlo.add %22, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %24 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %26 = stablehlo.multiply %25, %23 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %27 = stablehlo.multiply %3, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %28 = stablehlo.dot_general %27, %arg2, contracting_dims = [2] x [0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : (tensor<8x128x2048xf32>, tensor<2048x512xf32>) -> tensor<8x128x512xf32>
    %29 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : (tensor<1x1x512xf32>) -> tensor<8x128x512xf32>
    %31 = stablehlo.add %28, %30 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : tensor<8x128x512xf32>
    %32 = stablehlo.subtract %31, %arg5 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : tensor<8x128x512xf32>
    %33 = chlo.square %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : (tensor<f32>) -> tensor<8x128x512xf32>
    %36 = stablehlo.multiply %35, %32 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : tensor<8x128x512xf32>
    %37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%33 init: %37) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<f32>
    %39 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %40 = stablehlo.divide %38, %39 : tensor<f32>
    %41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %42 = stablehlo.constant dense<5.242880e+05> : tensor<f32>
    %43 = stablehlo.divide %41, %42 : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : (tensor<f32>) -> tensor<8x128x512xf32>
    %45 = stablehlo.multiply %44, %36 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data","model", ?}p1, {?}, {?}]>]>} : tensor<8x128x512xf32>
    %46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%45 init: %46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x512xf32>, tensor<f32>) -> tensor<512xf32>
    %48 = stablehlo.reshape %47 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.reduce(%48 init: %49) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %51 = stablehlo.dot_general %45, %27, contracting_dims = [0, 1] x [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"data", ?}p0]>]>} : (tensor<8x128x512xf32>, tensor<8x128x2048xf32>) -> tensor<512x2048xf32>
    %52 = stablehlo.transpose %51, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0, {?}]>]>} : (tensor<512x2048xf32>) -> tensor<2048x512xf32>
    %53 = stablehlo.dot_general %45, %arg2, contracting_dims = [2] x [1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<8x128x512xf32>, tensor<2048x512xf32>) -> tensor<8x128x2048xf32>
    %54 = stablehlo.multiply %3, %53 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %55 = stablehlo.multiply %53, %26 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %56 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %58 = stablehlo.multiply %57, %54 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %59 = stablehlo.multiply %58, %20 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %60 = stablehlo.multiply %59, %17 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %61 = stablehlo.add %59, %60 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %62 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %64 = stablehlo.multiply %63, %61 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %65 = stablehlo.add %55, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %66 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<8x128x2048xf32>
    %68 = stablehlo.multiply %67, %64 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %69 = stablehlo.multiply %68, %9 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %70 = stablehlo.add %65, %69 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"model", ?}p2, {?}, {"data", ?}p0]>]>} : tensor<8x128x2048xf32>
    %71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %72 = stablehlo.reduce(%70 init: %71) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0]>]>} : (tensor<8x128x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %73 = stablehlo.reshape %72 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {?}, {"data", ?}p0]>]>} : (tensor<2048xf32>) -> tensor<1x1x2048xf32>
    %74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %75 = stablehlo.reduce(%73 init: %74) applies stablehlo.add across dimensions = [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0]>]>} : (tensor<1x1x2048xf32>, tensor<f32>) -> tensor<2048xf32>
    %76 = stablehlo.dot_general %70, %arg4, contracting_dims = [0, 1] x [0, 1] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0, {?}]>]>} : (tensor<8x128x2048xf32>, tensor<8x128x512xf32>) -> tensor<2048x512xf32>
    %77 = stablehlo.transpose %76, dims = [1, 0] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"data", ?}p0]>]>} : (tensor<2048x512xf32>) -> tensor<512x2048xf32>
    %78 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0]>]>} : (tensor<f32>) -> tensor<2048xf32>
    %80 = stablehlo.multiply %79, %75 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0]>]>} : tensor<2048xf32>
    %81 = stablehlo.subtract %arg1, %80 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0]>]>} : tensor<2048xf32>
    %82 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %84 = stablehlo.multiply %83, %50 : tensor<512xf32>
    %85 = stablehlo.subtract %arg3, %84 : tensor<512xf32>
    %86 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %86, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"data", ?}p0]>]>} : (tensor<f32>) -> tensor<512x2048xf32>
    %88 = stablehlo.multiply %87, %77 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"data", ?}p0]>]>} : tensor<512x2048xf32>
    %89 = stablehlo.subtract %arg0, %88 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{?}, {"data", ?}p0]>]>} : tensor<512x2048xf32>
    %90 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0, {?}]>]>} : (tensor<f32>) -> tensor<2048x512xf32>
    %92 = stablehlo.multiply %91, %52 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0, {?}]>]>} : tensor<2048x512xf32>
    %93 = stablehlo.subtract %arg2, %92 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"data", ?}p0, {?}]>]>} : tensor<2048x512xf32>
    return %89, %81, %93, %85, %40 : tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<f32>
  }
}
