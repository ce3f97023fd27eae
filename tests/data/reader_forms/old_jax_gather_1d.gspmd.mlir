module @jit__lambda_ attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xi32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<1xi32> {mhlo.sharding = "{replicated}"}) -> (tensor<1xi32> {jax.result_info = ""}) {
    %0 = call @_take(%arg0, %arg1) : (tensor<2xi32>, tensor<1xi32>) -> tensor<1xi32>
    return %0 : tensor<1xi32>
  }
  func.func private @_take(%arg0: tensor<2xi32>, %arg1: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %2 = stablehlo.compare  LT, %arg1, %1,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %3 = stablehlo.constant dense<2> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.add %arg1, %4 : tensor<1xi32>
    %6 = call @_where(%2, %5, %arg1) : (tensor<1xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %8 = stablehlo.constant dense<0> : tensor<1xi32>
    %9 = stablehlo.constant dense<0> : tensor<1xi32>
    %10 = stablehlo.constant dense<2> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %12 = stablehlo.constant dense<0> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.compare  LT, %8, %13,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %15 = stablehlo.constant dense<1> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %17 = stablehlo.add %8, %16 : tensor<1xi32>
    %18 = stablehlo.select %14, %17, %8 : tensor<1xi1>, tensor<1xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %20 = "stablehlo.gather"(%11, %19) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<1xi64>} : (tensor<1xi32>, tensor<1x1xi32>) -> tensor<1xi32>
    %21 = stablehlo.constant dense<1> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %23 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %25 = stablehlo.compare  LT, %9, %24,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %26 = stablehlo.constant dense<1> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %28 = stablehlo.add %9, %27 : tensor<1xi32>
    %29 = stablehlo.select %25, %28, %9 : tensor<1xi1>, tensor<1xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<1xi32>) -> tensor<1x1xi32>
    %31 = "stablehlo.gather"(%22, %30) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<1xi64>} : (tensor<1xi32>, tensor<1x1xi32>) -> tensor<1xi32>
    %32 = stablehlo.subtract %20, %31 : tensor<1xi32>
    %33 = stablehlo.constant dense<0> : tensor<i32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<i32>) -> tensor<1x1xi32>
    %35 = stablehlo.compare  GE, %7, %34,  SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %36 = stablehlo.broadcast_in_dim %32, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %37 = stablehlo.compare  LE, %7, %36,  SIGNED : (tensor<1x1xi32>, tensor<1x1xi32>) -> tensor<1x1xi1>
    %38 = stablehlo.and %35, %37 : tensor<1x1xi1>
    %39 = stablehlo.constant dense<true> : tensor<i1>
    %40 = stablehlo.reduce(%38 init: %39) applies stablehlo.and across dimensions = [1] : (tensor<1x1xi1>, tensor<i1>) -> tensor<1xi1>
    %41 = "stablehlo.gather"(%arg0, %7) {dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = dense<1> : tensor<1xi64>} : (tensor<2xi32>, tensor<1x1xi32>) -> tensor<1xi32>
    %42 = stablehlo.constant dense<-2147483648> : tensor<i32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %44 = stablehlo.select %40, %41, %43 : tensor<1xi1>, tensor<1xi32>
    return %44 : tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<1xi1>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>) -> tensor<1xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1xi1>, tensor<1xi32>
    return %0 : tensor<1xi32>
  }
}
