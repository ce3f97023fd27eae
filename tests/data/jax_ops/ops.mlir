module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<64x16xf32>, %arg1: tensor<8xi32>, %arg2: tensor<8x16xf32>, %arg3: tensor<8x10x16xf32>, %arg4: tensor<4x16x16xf32>, %arg5: tensor<8x6x6x3xf32>, %arg6: tensor<3x3x3x4xf32>) -> (tensor<8x16xf32> {jax.result_info = "result[0]"}, tensor<64x16xf32> {jax.result_info = "result[1]"}, tensor<2x16xf32> {jax.result_info = "result[2]"}, tensor<8x10x16xf32> {jax.result_info = "result[3]"}, tensor<11x16xf32> {jax.result_info = "result[4]"}, tensor<8x16xf32> {jax.result_info = "result[5]"}, tensor<8x16xf32> {jax.result_info = "result[6]"}, tensor<8xi32> {jax.result_info = "result[7]"}, tensor<8x16xf32> {jax.result_info = "result[8]"}, tensor<8x3xf32> {jax.result_info = "result[9][0]"}, tensor<8x3xi32> {jax.result_info = "result[9][1]"}, tensor<8x16xf32> {jax.result_info = "result[10]"}, tensor<4xf32> {jax.result_info = "result[11]"}, tensor<8x16xf32> {jax.result_info = "result[12]"}, tensor<8xi1> {jax.result_info = "result[13]"}, tensor<8x6x6x4xf32> {jax.result_info = "result[14]"}, tensor<8x16xf32> {jax.result_info = "result[15]"}, tensor<8x16xi1> {jax.result_info = "result[16]"}, tensor<8xi32> {jax.result_info = "result[17]"}, tensor<8x16xi32> {jax.result_info = "result[18]"}, tensor<8xf32> {jax.result_info = "result[19]"}, tensor<8x16xf32> {jax.result_info = "result[20]"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_0 = stablehlo.constant dense<64> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8xi1>, tensor<8xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %6 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x16xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %9 = stablehlo.compare LT, %arg1, %8, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<64> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %11 = stablehlo.add %arg1, %10 : tensor<8xi32>
    %12 = stablehlo.select %9, %11, %arg1 : tensor<8xi1>, tensor<8xi32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %14 = "stablehlo.scatter"(%7, %13, %6) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %64 = stablehlo.add %arg7, %arg8 : tensor<f32>
      stablehlo.return %64 : tensor<f32>
    }) : (tensor<64x16xf32>, tensor<8x1xi32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %c_3 = stablehlo.constant dense<1> : tensor<i32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %15 = stablehlo.dynamic_slice %arg2, %c_3, %c_4, sizes = [2, 16] : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x16xf32>
    %16 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %c_6 = stablehlo.constant dense<3> : tensor<i32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.dynamic_update_slice %arg3, %16, %c_5, %c_6, %c_7 : (tensor<8x10x16xf32>, tensor<8x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x10x16xf32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %18 = call @_pad(%arg2, %c_8) : (tensor<8x16xf32>, tensor<i32>) -> tensor<11x16xf32>
    %19 = stablehlo.reverse %arg2, dims = [0] : tensor<8x16xf32>
    %20 = call @cumsum(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %21 = call @argmax(%arg2) : (tensor<8x16xf32>) -> tensor<8xi32>
    %22 = call @sort(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %values, %indices = chlo.top_k(%arg2, k = 3) : tensor<8x16xf32> -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %24:4 = stablehlo.while(%iterArg = %arg4, %iterArg_23 = %c_10, %iterArg_24 = %arg2, %iterArg_25 = %23) : tensor<4x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4xf32>
    cond {
      %c_26 = stablehlo.constant dense<4> : tensor<i32>
      %64 = stablehlo.compare LT, %iterArg_23, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %64 : tensor<i1>
    } do {
      %64 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_23) : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %65:2 = func.call @closed_call(%iterArg_24, %64) : (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<f32>)
      %66 = func.call @dynamic_update_index_in_dim(%iterArg_25, %65#1, %iterArg_23) : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %c_26 = stablehlo.constant dense<1> : tensor<i32>
      %67 = stablehlo.add %iterArg_23, %c_26 : tensor<i32>
      stablehlo.return %iterArg, %67, %65#0, %66 : tensor<4x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4xf32>
    }
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.reduce(%arg2 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.compare GT, %25, %cst_12, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %27 = stablehlo.convert %26 : (tensor<i1>) -> tensor<i32>
    %28 = "stablehlo.case"(%27) ({
      %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %65 = stablehlo.subtract %arg2, %64 : tensor<8x16xf32>
      stablehlo.return %65 : tensor<8x16xf32>
    }, {
      %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %64 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
      %65 = stablehlo.multiply %arg2, %64 : tensor<8x16xf32>
      stablehlo.return %65 : tensor<8x16xf32>
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %30 = stablehlo.compare GT, %arg2, %29, FLOAT : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %31 = stablehlo.reduce(%30 init: %c_14) applies stablehlo.and across dimensions = [1] : (tensor<8x16xi1>, tensor<i1>) -> tensor<8xi1>
    %32 = stablehlo.convolution(%arg5, %arg6) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<8x6x6x4xf32>
    %33 = chlo.erf %arg2 : tensor<8x16xf32> -> tensor<8x16xf32>
    %34 = stablehlo.log_plus_one %arg2 : tensor<8x16xf32>
    %35 = stablehlo.add %33, %34 : tensor<8x16xf32>
    %36 = stablehlo.exponential_minus_one %arg2 : tensor<8x16xf32>
    %37 = stablehlo.add %35, %36 : tensor<8x16xf32>
    %38 = stablehlo.cbrt %arg2 : tensor<8x16xf32>
    %39 = stablehlo.add %37, %38 : tensor<8x16xf32>
    %40 = stablehlo.sign %arg2 : tensor<8x16xf32>
    %41 = stablehlo.add %39, %40 : tensor<8x16xf32>
    %42 = stablehlo.floor %arg2 : tensor<8x16xf32>
    %43 = stablehlo.add %41, %42 : tensor<8x16xf32>
    %44 = call @round(%arg2) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %45 = stablehlo.add %43, %44 : tensor<8x16xf32>
    %cst_15 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %46 = call @clip(%arg2, %cst_15, %cst_16) : (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %47 = stablehlo.add %45, %46 : tensor<8x16xf32>
    %48 = stablehlo.is_finite %arg2 : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %c_17 = stablehlo.constant dense<3> : tensor<i32>
    %49 = call @remainder(%arg1, %c_17) : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %50 = stablehlo.bitcast_convert %arg2 : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %c_18 = stablehlo.constant dense<3> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %52 = stablehlo.shift_right_arithmetic %50, %51 : tensor<8x16xi32>
    %c_19 = stablehlo.constant dense<5> : tensor<i32>
    %53 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8x16xi32>
    %54 = stablehlo.xor %52, %53 : tensor<8x16xi32>
    %c_20 = stablehlo.constant dense<0> : tensor<i32>
    %c_21 = stablehlo.constant dense<32> : tensor<i32>
    %55 = stablehlo.shift_right_logical %c_20, %c_21 : tensor<i32>
    %56 = stablehlo.convert %55 : (tensor<i32>) -> tensor<ui32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %c_22 = stablehlo.constant dense<-1> : tensor<i32>
    %58 = stablehlo.and %c_20, %c_22 : tensor<i32>
    %59 = stablehlo.convert %58 : (tensor<i32>) -> tensor<ui32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %61 = stablehlo.concatenate %57, %60, dim = 0 : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %62 = call @_normal(%61) : (tensor<2xui32>) -> tensor<8xf32>
    %63 = stablehlo.optimization_barrier %arg2 : tensor<8x16xf32>
    return %6, %14, %15, %17, %18, %19, %20, %21, %22, %values, %indices, %24#2, %24#3, %28, %31, %32, %47, %48, %49, %54, %62, %63 : tensor<8x16xf32>, tensor<64x16xf32>, tensor<2x16xf32>, tensor<8x10x16xf32>, tensor<11x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xi32>, tensor<8x16xf32>, tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<8xi1>, tensor<8x6x6x4xf32>, tensor<8x16xf32>, tensor<8x16xi1>, tensor<8xi32>, tensor<8x16xi32>, tensor<8xf32>, tensor<8x16xf32>
  }
  func.func private @_pad(%arg0: tensor<8x16xf32>, %arg1: tensor<i32>) -> tensor<11x16xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.pad %arg0, %0, low = [1, 0], high = [2, 0], interior = [0, 0] : (tensor<8x16xf32>, tensor<f32>) -> tensor<11x16xf32>
    return %1 : tensor<11x16xf32>
  }
  func.func private @cumsum(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = call @cumsum_0(%arg0) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    return %1 : tensor<8x16xf32>
  }
  func.func private @argmax(%arg0: tensor<8x16xf32>) -> tensor<8xi32> {
    %0 = stablehlo.iota dim = 1 : tensor<8x16xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [1] : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare GT, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare EQ, %arg1, %arg3, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare LT, %arg2, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8xi32>
  }
  func.func private @sort(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x16x16xf32>, %arg1: tensor<i32>) -> tensor<16x16xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 16, 16] : (tensor<4x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    return %1 : tensor<16x16xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<f32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %1 = stablehlo.tanh %0 : tensor<8x16xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    return %1, %2 : tensor<8x16xf32>, tensor<f32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4xf32>, %arg1: tensor<f32>, %arg2: tensor<i32>) -> tensor<4xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    return %1 : tensor<4xf32>
  }
  func.func private @round(%arg0: tensor<8x16xf32>) -> tensor<8x16xf32> {
    %0 = stablehlo.round_nearest_even %arg0 : tensor<8x16xf32>
    return %0 : tensor<8x16xf32>
  }
  func.func private @clip(%arg0: tensor<8x16xf32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x16xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<8x16xf32>
    %3 = stablehlo.convert %arg2 : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %5 = stablehlo.minimum %4, %2 : tensor<8x16xf32>
    return %5 : tensor<8x16xf32>
  }
  func.func private @remainder(%arg0: tensor<8xi32>, %arg1: tensor<i32>) -> tensor<8xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %12 = stablehlo.and %11, %6 : tensor<8xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %14 = stablehlo.add %4, %13 : tensor<8xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<8xi1>, tensor<8xi32>
    return %15 : tensor<8xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<8xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<8xf32>
    return %0 : tensor<8xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<8xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %1 = chlo.erf_inv %0 : tensor<8xf32> -> tensor<8xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<8xf32>
    return %3 : tensor<8xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<8xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %8 = stablehlo.multiply %7, %6 : tensor<8xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<8xui64>
    %10 = stablehlo.shift_right_logical %8, %9 : tensor<8xui64>
    %11 = stablehlo.convert %8 : (tensor<8xui64>) -> tensor<8xui32>
    %12 = stablehlo.convert %10 : (tensor<8xui64>) -> tensor<8xui32>
    %13:2 = call @threefry2x32(%3, %5, %12, %11) : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %14 = stablehlo.xor %13#0, %13#1 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<9> : tensor<ui32>
    %15 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %16 = stablehlo.shift_right_logical %14, %15 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %18 = stablehlo.or %16, %17 : tensor<8xui32>
    %19 = stablehlo.bitcast_convert %18 : (tensor<8xui32>) -> tensor<8xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8xf32>
    %21 = stablehlo.subtract %19, %20 : tensor<8xf32>
    %22 = stablehlo.subtract %1, %0 : tensor<1xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8xf32>
    %25 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %26 = stablehlo.add %24, %25 : tensor<8xf32>
    %27 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<1xf32>) -> tensor<8xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8xf32>
    return %28 : tensor<8xf32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<8xui32>, %arg3: tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<8xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_1(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<8xui32>, tensor<8xui32>
  }
  func.func private @closed_call_1(%arg0: tensor<i32>, %arg1: tensor<8xui32>, %arg2: tensor<8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<8xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<8xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<8xui32>
    %9 = stablehlo.or %5, %8 : tensor<8xui32>
    %10 = stablehlo.xor %3, %9 : tensor<8xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<8xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<8xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<8xui32>
    %19 = stablehlo.or %15, %18 : tensor<8xui32>
    %20 = stablehlo.xor %13, %19 : tensor<8xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<8xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<8xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<8xui32>
    %29 = stablehlo.or %25, %28 : tensor<8xui32>
    %30 = stablehlo.xor %23, %29 : tensor<8xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<8xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<8xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<8xui32>
    %39 = stablehlo.or %35, %38 : tensor<8xui32>
    %40 = stablehlo.xor %33, %39 : tensor<8xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %42 = stablehlo.add %33, %41 : tensor<8xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %44 = stablehlo.add %40, %43 : tensor<8xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<8xui32>
    %48 = stablehlo.add %44, %47 : tensor<8xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
}

