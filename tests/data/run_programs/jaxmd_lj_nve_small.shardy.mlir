module @jit_run attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=8]> {stablehlo.mesh = {axes = [{name = "data", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<512x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, %arg1: tensor<2x7185xi32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg2: tensor<512x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, %arg3: tensor<ui8> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg4: tensor<2xui32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<512x3xf32> {jax.result_info = "result[0]"}, tensor<512x3xf32> {jax.result_info = "result[1]"}, tensor<ui8> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %c = stablehlo.constant dense<[[1, 4, 16]]> : tensor<1x3xi32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0:4 = call @init_fn(%arg4, %arg0, %cst_0, %arg1) : (tensor<2xui32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>) -> (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>)
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1:10 = stablehlo.while(%iterArg = %cst, %iterArg_3 = %c, %iterArg_4 = %c_1, %iterArg_5 = %0#0, %iterArg_6 = %0#1, %iterArg_7 = %0#2, %iterArg_8 = %0#3, %iterArg_9 = %arg1, %iterArg_10 = %arg2, %iterArg_11 = %arg3) : tensor<f32>, tensor<1x3xi32>, tensor<i32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>
    cond {
      %c_12 = stablehlo.constant dense<3> : tensor<i32>
      %3 = stablehlo.compare LT, %iterArg_4, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %3 : tensor<i1>
    } do {
      %3:7 = func.call @closed_call_12(%iterArg, %iterArg_3, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<f32>, tensor<1x3xi32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>) -> (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %4 = stablehlo.add %iterArg_4, %c_12 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_3, %4, %3#0, %3#1, %3#2, %3#3, %3#4, %3#5, %3#6 : tensor<f32>, tensor<1x3xi32>, tensor<i32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>
    }
    %c_2 = stablehlo.constant dense<3> : tensor<ui8>
    %2 = stablehlo.and %1#9, %c_2 : tensor<ui8>
    return %1#3, %1#4, %2 : tensor<512x3xf32>, tensor<512x3xf32>, tensor<ui8>
  }
  func.func private @init_fn(%arg0: tensor<2xui32>, %arg1: tensor<512x3xf32>, %arg2: tensor<f32>, %arg3: tensor<2x7185xi32>) -> (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = stablehlo.slice %arg3 [0:1, 0:7185] : (tensor<2x7185xi32>) -> tensor<1x7185xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x7185xi32>) -> tensor<7185xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<7185xi32>, tensor<7185xi32>) -> tensor<7185xi1>
    %c_6 = stablehlo.constant dense<512> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %5 = stablehlo.add %1, %4 : tensor<7185xi32>
    %6 = stablehlo.select %3, %5, %1 : tensor<7185xi1>, tensor<7185xi32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0] : (tensor<7185xi32>) -> tensor<7185x1xi32>
    %8 = "stablehlo.gather"(%arg1, %7) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<512x3xf32>, tensor<7185x1xi32>) -> tensor<7185x3xf32>
    %9 = stablehlo.slice %arg3 [1:2, 0:7185] : (tensor<2x7185xi32>) -> tensor<1x7185xi32>
    %10 = stablehlo.reshape %9 : (tensor<1x7185xi32>) -> tensor<7185xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %12 = stablehlo.compare LT, %10, %11, SIGNED : (tensor<7185xi32>, tensor<7185xi32>) -> tensor<7185xi1>
    %c_8 = stablehlo.constant dense<512> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %14 = stablehlo.add %10, %13 : tensor<7185xi32>
    %15 = stablehlo.select %12, %14, %10 : tensor<7185xi1>, tensor<7185xi32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0] : (tensor<7185xi32>) -> tensor<7185x1xi32>
    %17 = "stablehlo.gather"(%arg1, %16) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<512x3xf32>, tensor<7185x1xi32>) -> tensor<7185x3xf32>
    %18 = stablehlo.subtract %8, %17 : tensor<7185x3xf32>
    %cst_9 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %19 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %19, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %21 = stablehlo.add %18, %20 : tensor<7185x3xf32>
    %cst_11 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %22:2 = call @remainder(%21, %cst_11) : (tensor<7185x3xf32>, tensor<f32>) -> (tensor<7185x3xf32>, tensor<7185x3xi1>)
    %cst_12 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_13 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %23 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %25 = stablehlo.subtract %22#0, %24 : tensor<7185x3xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<7185x3xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<7185x3xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%26 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<7185x3xf32>, tensor<f32>) -> tensor<7185xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %31 = stablehlo.compare GT, %29, %30, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %32:2 = call @safe_mask(%31, %29) : (tensor<7185xi1>, tensor<7185xf32>) -> (tensor<7185xf32>, tensor<7185xf32>)
    %33 = stablehlo.slice %arg3 [0:1, 0:7185] : (tensor<2x7185xi32>) -> tensor<1x7185xi32>
    %34 = stablehlo.reshape %33 : (tensor<1x7185xi32>) -> tensor<7185xi32>
    %c_17 = stablehlo.constant dense<512> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %36 = stablehlo.compare LT, %34, %35, SIGNED : (tensor<7185xi32>, tensor<7185xi32>) -> tensor<7185xi1>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %38 = stablehlo.power %32#0, %37 : tensor<7185xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %39 = stablehlo.subtract %cst_19, %cst_20 : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %41 = stablehlo.power %32#0, %40 : tensor<7185xf32>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %43 = stablehlo.multiply %42, %41 : tensor<7185xf32>
    %44 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %45 = stablehlo.compare LT, %32#0, %44, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %46 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %47 = stablehlo.subtract %46, %38 : tensor<7185xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<7185xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<7185xf32>
    %cst_23 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %52 = stablehlo.multiply %51, %38 : tensor<7185xf32>
    %53 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %54 = stablehlo.add %53, %52 : tensor<7185xf32>
    %cst_24 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %55 = stablehlo.multiply %cst_24, %cst_1 : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %57 = stablehlo.subtract %54, %56 : tensor<7185xf32>
    %58 = stablehlo.multiply %48, %57 : tensor<7185xf32>
    %59 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %60 = stablehlo.multiply %59, %59 : tensor<f32>
    %61 = stablehlo.multiply %60, %59 : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %63 = stablehlo.divide %58, %62 : tensor<7185xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %64 = call @_where_0(%45, %63, %c_25) : (tensor<7185xi1>, tensor<7185xf32>, tensor<i32>) -> tensor<7185xf32>
    %65 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %66 = stablehlo.compare LT, %32#0, %65, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %67 = call @_where_1(%66, %c_26, %64) : (tensor<7185xi1>, tensor<i32>, tensor<7185xf32>) -> tensor<7185xf32>
    %68 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %69 = stablehlo.divide %68, %32#0 : tensor<7185xf32>
    %70 = stablehlo.multiply %32#0, %32#0 : tensor<7185xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %72 = stablehlo.divide %71, %70 : tensor<7185xf32>
    %73 = stablehlo.multiply %69, %69 : tensor<7185xf32>
    %74 = stablehlo.multiply %73, %73 : tensor<7185xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<7185xf32>
    %76 = stablehlo.multiply %75, %75 : tensor<7185xf32>
    %cst_28 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %77 = stablehlo.multiply %cst_28, %cst_4 : tensor<f32>
    %78 = stablehlo.subtract %76, %75 : tensor<7185xf32>
    %79 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<7185xf32>
    %81:4 = call @nan_to_num(%80) : (tensor<7185xf32>) -> (tensor<7185xf32>, tensor<7185xi1>, tensor<7185xi1>, tensor<7185xi1>)
    %82 = stablehlo.convert %36 : (tensor<7185xi1>) -> tensor<7185xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.negate %cst_29 : tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %84 = stablehlo.divide %83, %cst_30 : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %86 = stablehlo.multiply %85, %82 : tensor<7185xf32>
    %87 = stablehlo.multiply %67, %86 : tensor<7185xf32>
    %88 = stablehlo.multiply %86, %81#0 : tensor<7185xf32>
    %89 = call @nan_to_num_3(%81#1, %81#2, %81#3, %87) : (tensor<7185xi1>, tensor<7185xi1>, tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %90 = stablehlo.broadcast_in_dim %77, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<7185xf32>
    %92 = stablehlo.negate %91 : tensor<7185xf32>
    %93 = stablehlo.multiply %75, %91 : tensor<7185xf32>
    %94 = stablehlo.add %92, %93 : tensor<7185xf32>
    %95 = stablehlo.multiply %91, %75 : tensor<7185xf32>
    %96 = stablehlo.add %94, %95 : tensor<7185xf32>
    %97 = stablehlo.multiply %74, %96 : tensor<7185xf32>
    %98 = stablehlo.multiply %96, %73 : tensor<7185xf32>
    %99 = stablehlo.multiply %73, %98 : tensor<7185xf32>
    %100 = stablehlo.add %97, %99 : tensor<7185xf32>
    %101 = stablehlo.multiply %98, %73 : tensor<7185xf32>
    %102 = stablehlo.add %100, %101 : tensor<7185xf32>
    %103 = stablehlo.multiply %69, %102 : tensor<7185xf32>
    %104 = stablehlo.multiply %102, %69 : tensor<7185xf32>
    %105 = stablehlo.add %103, %104 : tensor<7185xf32>
    %106 = stablehlo.multiply %105, %72 : tensor<7185xf32>
    %107 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %108 = stablehlo.multiply %106, %107 : tensor<7185xf32>
    %109 = stablehlo.negate %108 : tensor<7185xf32>
    %110 = call @_where_5(%66, %88) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %111 = call @_where_6(%45, %110) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %112 = stablehlo.broadcast_in_dim %61, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %113 = stablehlo.divide %111, %112 : tensor<7185xf32>
    %114 = stablehlo.multiply %48, %113 : tensor<7185xf32>
    %115 = stablehlo.multiply %113, %57 : tensor<7185xf32>
    %cst_31 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %117 = stablehlo.multiply %116, %114 : tensor<7185xf32>
    %118 = stablehlo.multiply %115, %50 : tensor<7185xf32>
    %119 = stablehlo.negate %118 : tensor<7185xf32>
    %120 = stablehlo.add %117, %119 : tensor<7185xf32>
    %121 = stablehlo.multiply %120, %43 : tensor<7185xf32>
    %122 = stablehlo.add %109, %121 : tensor<7185xf32>
    %123 = call @safe_mask_7(%31, %32#1, %122) : (tensor<7185xi1>, tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0] : (tensor<7185xf32>) -> tensor<7185x3xf32>
    %125 = stablehlo.multiply %124, %28 : tensor<7185x3xf32>
    %126 = call @remainder_9(%22#1, %125) : (tensor<7185x3xi1>, tensor<7185x3xf32>) -> tensor<7185x3xf32>
    %127 = stablehlo.negate %126 : tensor<7185x3xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %129 = "stablehlo.scatter"(%128, %16, %127) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %148 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %148 : tensor<f32>
    }) : (tensor<512x3xf32>, tensor<7185x1xi32>, tensor<7185x3xf32>) -> tensor<512x3xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %131 = "stablehlo.scatter"(%130, %7, %126) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
      %148 = stablehlo.add %arg4, %arg5 : tensor<f32>
      stablehlo.return %148 : tensor<f32>
    }) : (tensor<512x3xf32>, tensor<7185x1xi32>, tensor<7185x3xf32>) -> tensor<512x3xf32>
    %132 = stablehlo.add %129, %131 : tensor<512x3xf32>
    %133 = call @_threefry_split(%arg0) : (tensor<2xui32>) -> tensor<1x2xui32>
    %134 = stablehlo.slice %133 [0:1, 0:2] : (tensor<1x2xui32>) -> tensor<1x2xui32>
    %135 = stablehlo.reshape %134 : (tensor<1x2xui32>) -> tensor<2xui32>
    %136 = stablehlo.convert %arg2 : tensor<f32>
    %137 = stablehlo.multiply %cst_5, %136 : tensor<f32>
    %138 = stablehlo.sqrt %137 : tensor<f32>
    %139 = call @_normal(%135) : (tensor<2xui32>) -> tensor<512x3xf32>
    %140 = stablehlo.broadcast_in_dim %138, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<512x3xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %142 = stablehlo.reduce(%141 init: %cst_34) applies stablehlo.add across dimensions = [0] : (tensor<512x3xf32>, tensor<f32>) -> tensor<3xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [1] : (tensor<3xf32>) -> tensor<1x3xf32>
    %cst_35 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1x3xf32>
    %145 = stablehlo.divide %143, %144 : tensor<1x3xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1] : (tensor<1x3xf32>) -> tensor<512x3xf32>
    %147 = stablehlo.subtract %141, %146 : tensor<512x3xf32>
    return %arg1, %147, %132, %cst_5 : tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>
  }
  func.func private @remainder(%arg0: tensor<7185x3xf32>, %arg1: tensor<f32>) -> (tensor<7185x3xf32>, tensor<7185x3xi1>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<7185x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<7185x3xf32>, tensor<7185x3xf32>) -> tensor<7185x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<7185x3xf32>, tensor<7185x3xf32>) -> tensor<7185x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<7185x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<7185x3xi1>, tensor<7185x3xi1>) -> tensor<7185x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<7185x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<7185x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<7185x3xi1>, tensor<7185x3xf32>
    return %13, %10 : tensor<7185x3xf32>, tensor<7185x3xi1>
  }
  func.func private @safe_mask(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>) -> (tensor<7185xf32>, tensor<7185xf32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = call @_where(%arg0, %arg1, %c) : (tensor<7185xi1>, tensor<7185xf32>, tensor<i32>) -> tensor<7185xf32>
    %1 = stablehlo.sqrt %0 : tensor<7185xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %3 = stablehlo.divide %2, %1 : tensor<7185xf32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = call @_where(%arg0, %1, %c_0) : (tensor<7185xi1>, tensor<7185xf32>, tensor<i32>) -> tensor<7185xf32>
    return %4, %3 : tensor<7185xf32>, tensor<7185xf32>
  }
  func.func private @_where(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>, %arg2: tensor<i32>) -> tensor<7185xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<7185xi1>, tensor<7185xf32>
    return %2 : tensor<7185xf32>
  }
  func.func private @_where_0(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>, %arg2: tensor<i32>) -> tensor<7185xf32> {
    %0 = stablehlo.convert %arg2 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<7185xi1>, tensor<7185xf32>
    return %2 : tensor<7185xf32>
  }
  func.func private @_where_1(%arg0: tensor<7185xi1>, %arg1: tensor<i32>, %arg2: tensor<7185xf32>) -> tensor<7185xf32> {
    %0 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<7185xi1>, tensor<7185xf32>
    return %2 : tensor<7185xf32>
  }
  func.func private @nan_to_num(%arg0: tensor<7185xf32>) -> (tensor<7185xf32>, tensor<7185xi1>, tensor<7185xi1>, tensor<7185xi1>) {
    %0 = stablehlo.compare NE, %arg0, %arg0, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = call @_where_2(%0, %cst, %arg0) : (tensor<7185xi1>, tensor<f32>, tensor<7185xf32>) -> tensor<7185xf32>
    %cst_0 = stablehlo.constant dense<0x7F800000> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %3 = stablehlo.compare EQ, %1, %2, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %cst_1 = stablehlo.constant dense<3.40282347E+38> : tensor<f32>
    %4 = call @_where_2(%3, %cst_1, %1) : (tensor<7185xi1>, tensor<f32>, tensor<7185xf32>) -> tensor<7185xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %6 = stablehlo.compare EQ, %4, %5, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %cst_3 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %7 = call @_where_2(%6, %cst_3, %4) : (tensor<7185xi1>, tensor<f32>, tensor<7185xf32>) -> tensor<7185xf32>
    return %7, %0, %3, %6 : tensor<7185xf32>, tensor<7185xi1>, tensor<7185xi1>, tensor<7185xi1>
  }
  func.func private @_where_2(%arg0: tensor<7185xi1>, %arg1: tensor<f32>, %arg2: tensor<7185xf32>) -> tensor<7185xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<7185xi1>, tensor<7185xf32>
    return %1 : tensor<7185xf32>
  }
  func.func private @nan_to_num_3(%arg0: tensor<7185xi1>, %arg1: tensor<7185xi1>, %arg2: tensor<7185xi1>, %arg3: tensor<7185xf32>) -> tensor<7185xf32> {
    %0 = call @_where_4(%arg2, %arg3) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %1 = call @_where_4(%arg1, %0) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %2 = call @_where_4(%arg0, %1) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    return %2 : tensor<7185xf32>
  }
  func.func private @_where_4(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>) -> tensor<7185xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<7185xi1>, tensor<7185xf32>
    return %1 : tensor<7185xf32>
  }
  func.func private @_where_5(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>) -> tensor<7185xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<7185xi1>, tensor<7185xf32>
    return %1 : tensor<7185xf32>
  }
  func.func private @_where_6(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>) -> tensor<7185xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<7185xi1>, tensor<7185xf32>
    return %1 : tensor<7185xf32>
  }
  func.func private @safe_mask_7(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>, %arg2: tensor<7185xf32>) -> tensor<7185xf32> {
    %0 = call @_where_8(%arg0, %arg2) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %1 = stablehlo.multiply %0, %arg1 : tensor<7185xf32>
    %2 = call @_where_8(%arg0, %1) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    return %2 : tensor<7185xf32>
  }
  func.func private @_where_8(%arg0: tensor<7185xi1>, %arg1: tensor<7185xf32>) -> tensor<7185xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<7185xi1>, tensor<7185xf32>
    return %1 : tensor<7185xf32>
  }
  func.func private @remainder_9(%arg0: tensor<7185x3xi1>, %arg1: tensor<7185x3xf32>) -> tensor<7185x3xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<7185x3xi1>, tensor<7185x3xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<7185x3xi1>, tensor<7185x3xf32>
    %3 = stablehlo.add %1, %2 : tensor<7185x3xf32>
    return %3 : tensor<7185x3xf32>
  }
  func.func private @_threefry_split(%arg0: tensor<2xui32>) -> tensor<1x2xui32> {
    %0 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %1 = stablehlo.reshape %0 : (tensor<1xui32>) -> tensor<ui32>
    %2 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.iota dim = 0 : tensor<1xui64>
    %c = stablehlo.constant dense<1> : tensor<ui64>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %6 = stablehlo.multiply %5, %4 : tensor<1xui64>
    %c_0 = stablehlo.constant dense<32> : tensor<ui64>
    %7 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<1xui64>
    %8 = stablehlo.shift_right_logical %6, %7 : tensor<1xui64>
    %9 = stablehlo.convert %6 : (tensor<1xui64>) -> tensor<1xui32>
    %10 = stablehlo.convert %8 : (tensor<1xui64>) -> tensor<1xui32>
    %11:2 = call @threefry2x32(%1, %3, %10, %9) : (tensor<ui32>, tensor<ui32>, tensor<1xui32>, tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>)
    %12 = stablehlo.broadcast_in_dim %11#0, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %13 = stablehlo.broadcast_in_dim %11#1, dims = [0] : (tensor<1xui32>) -> tensor<1x1xui32>
    %14 = stablehlo.concatenate %12, %13, dim = 1 : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x2xui32>
    return %14 : tensor<1x2xui32>
  }
  func.func private @threefry2x32(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<1xui32>, %arg3: tensor<1xui32>) -> (tensor<1xui32>, tensor<1xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<1xui32>, tensor<1xui32>
  }
  func.func private @closed_call(%arg0: tensor<i32>, %arg1: tensor<1xui32>, %arg2: tensor<1xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<1xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<1xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<1xui32>
    %9 = stablehlo.or %5, %8 : tensor<1xui32>
    %10 = stablehlo.xor %3, %9 : tensor<1xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<1xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<1xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<1xui32>
    %19 = stablehlo.or %15, %18 : tensor<1xui32>
    %20 = stablehlo.xor %13, %19 : tensor<1xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<1xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<1xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<1xui32>
    %29 = stablehlo.or %25, %28 : tensor<1xui32>
    %30 = stablehlo.xor %23, %29 : tensor<1xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<1xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<1xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<1xui32>
    %39 = stablehlo.or %35, %38 : tensor<1xui32>
    %40 = stablehlo.xor %33, %39 : tensor<1xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %42 = stablehlo.add %33, %41 : tensor<1xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %44 = stablehlo.add %40, %43 : tensor<1xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<1xui32>
    %48 = stablehlo.add %44, %47 : tensor<1xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<1xui32>, tensor<1xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @_normal(%arg0: tensor<2xui32>) -> tensor<512x3xf32> {
    %0 = call @_normal_real(%arg0) : (tensor<2xui32>) -> tensor<512x3xf32>
    return %0 : tensor<512x3xf32>
  }
  func.func private @_normal_real(%arg0: tensor<2xui32>) -> tensor<512x3xf32> {
    %cst = stablehlo.constant dense<-0.99999994> : tensor<f32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %0 = call @_uniform(%arg0, %cst, %cst_0) : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<512x3xf32>
    %1 = chlo.erf_inv %0 : tensor<512x3xf32> -> tensor<512x3xf32>
    %cst_1 = stablehlo.constant dense<1.41421354> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<512x3xf32>
    return %3 : tensor<512x3xf32>
  }
  func.func private @_uniform(%arg0: tensor<2xui32>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<512x3xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<1x1xf32>
    %2 = stablehlo.slice %arg0 [0:1] : (tensor<2xui32>) -> tensor<1xui32>
    %3 = stablehlo.reshape %2 : (tensor<1xui32>) -> tensor<ui32>
    %4 = stablehlo.slice %arg0 [1:2] : (tensor<2xui32>) -> tensor<1xui32>
    %5 = stablehlo.reshape %4 : (tensor<1xui32>) -> tensor<ui32>
    %6 = stablehlo.iota dim = 0 : tensor<512x3xui64>
    %7 = stablehlo.iota dim = 1 : tensor<512x3xui64>
    %c = stablehlo.constant dense<3> : tensor<ui64>
    %8 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<ui64>) -> tensor<512x3xui64>
    %9 = stablehlo.multiply %8, %6 : tensor<512x3xui64>
    %c_0 = stablehlo.constant dense<1> : tensor<ui64>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<ui64>) -> tensor<512x3xui64>
    %11 = stablehlo.multiply %10, %7 : tensor<512x3xui64>
    %12 = stablehlo.add %9, %11 : tensor<512x3xui64>
    %c_1 = stablehlo.constant dense<32> : tensor<ui64>
    %13 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<ui64>) -> tensor<512x3xui64>
    %14 = stablehlo.shift_right_logical %12, %13 : tensor<512x3xui64>
    %15 = stablehlo.convert %12 : (tensor<512x3xui64>) -> tensor<512x3xui32>
    %16 = stablehlo.convert %14 : (tensor<512x3xui64>) -> tensor<512x3xui32>
    %17:2 = call @threefry2x32_10(%3, %5, %16, %15) : (tensor<ui32>, tensor<ui32>, tensor<512x3xui32>, tensor<512x3xui32>) -> (tensor<512x3xui32>, tensor<512x3xui32>)
    %18 = stablehlo.xor %17#0, %17#1 : tensor<512x3xui32>
    %c_2 = stablehlo.constant dense<9> : tensor<ui32>
    %19 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %20 = stablehlo.shift_right_logical %18, %19 : tensor<512x3xui32>
    %c_3 = stablehlo.constant dense<1065353216> : tensor<ui32>
    %21 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %22 = stablehlo.or %20, %21 : tensor<512x3xui32>
    %23 = stablehlo.bitcast_convert %22 : (tensor<512x3xui32>) -> tensor<512x3xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %25 = stablehlo.subtract %23, %24 : tensor<512x3xf32>
    %26 = stablehlo.subtract %1, %0 : tensor<1x1xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x3xf32>
    %28 = stablehlo.multiply %25, %27 : tensor<512x3xf32>
    %29 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x3xf32>
    %30 = stablehlo.add %28, %29 : tensor<512x3xf32>
    %31 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<1x1xf32>) -> tensor<512x3xf32>
    %32 = stablehlo.maximum %31, %30 : tensor<512x3xf32>
    return %32 : tensor<512x3xf32>
  }
  func.func private @threefry2x32_10(%arg0: tensor<ui32>, %arg1: tensor<ui32>, %arg2: tensor<512x3xui32>, %arg3: tensor<512x3xui32>) -> (tensor<512x3xui32>, tensor<512x3xui32>) {
    %c = stablehlo.constant dense<[13, 15, 26, 6]> : tensor<4xui32>
    %c_0 = stablehlo.constant dense<[17, 29, 16, 24]> : tensor<4xui32>
    %0 = stablehlo.xor %arg0, %arg1 : tensor<ui32>
    %c_1 = stablehlo.constant dense<466688986> : tensor<ui32>
    %1 = stablehlo.xor %0, %c_1 : tensor<ui32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %3 = stablehlo.add %arg2, %2 : tensor<512x3xui32>
    %4 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %5 = stablehlo.add %arg3, %4 : tensor<512x3xui32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %6:9 = stablehlo.while(%iterArg = %c_3, %iterArg_4 = %c_2, %iterArg_5 = %3, %iterArg_6 = %5, %iterArg_7 = %arg1, %iterArg_8 = %1, %iterArg_9 = %arg0, %iterArg_10 = %c, %iterArg_11 = %c_0) : tensor<i32>, tensor<i32>, tensor<512x3xui32>, tensor<512x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    cond {
      %c_12 = stablehlo.constant dense<5> : tensor<i32>
      %7 = stablehlo.compare LT, %iterArg, %c_12, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %7 : tensor<i1>
    } do {
      %7:8 = func.call @closed_call_11(%iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11) : (tensor<i32>, tensor<512x3xui32>, tensor<512x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<512x3xui32>, tensor<512x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %c_12 = stablehlo.constant dense<1> : tensor<i32>
      %8 = stablehlo.add %iterArg, %c_12 : tensor<i32>
      stablehlo.return %8, %7#0, %7#1, %7#2, %7#3, %7#4, %7#5, %7#6, %7#7 : tensor<i32>, tensor<i32>, tensor<512x3xui32>, tensor<512x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
    }
    return %6#2, %6#3 : tensor<512x3xui32>, tensor<512x3xui32>
  }
  func.func private @closed_call_11(%arg0: tensor<i32>, %arg1: tensor<512x3xui32>, %arg2: tensor<512x3xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>) -> (tensor<i32>, tensor<512x3xui32>, tensor<512x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg0, %c : tensor<i32>
    %1 = stablehlo.slice %arg6 [0:1] : (tensor<4xui32>) -> tensor<1xui32>
    %2 = stablehlo.reshape %1 : (tensor<1xui32>) -> tensor<ui32>
    %3 = stablehlo.add %arg1, %arg2 : tensor<512x3xui32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %5 = stablehlo.shift_left %arg2, %4 : tensor<512x3xui32>
    %c_0 = stablehlo.constant dense<32> : tensor<ui32>
    %6 = stablehlo.subtract %c_0, %2 : tensor<ui32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %8 = stablehlo.shift_right_logical %arg2, %7 : tensor<512x3xui32>
    %9 = stablehlo.or %5, %8 : tensor<512x3xui32>
    %10 = stablehlo.xor %3, %9 : tensor<512x3xui32>
    %11 = stablehlo.slice %arg6 [1:2] : (tensor<4xui32>) -> tensor<1xui32>
    %12 = stablehlo.reshape %11 : (tensor<1xui32>) -> tensor<ui32>
    %13 = stablehlo.add %3, %10 : tensor<512x3xui32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %15 = stablehlo.shift_left %10, %14 : tensor<512x3xui32>
    %c_1 = stablehlo.constant dense<32> : tensor<ui32>
    %16 = stablehlo.subtract %c_1, %12 : tensor<ui32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %18 = stablehlo.shift_right_logical %10, %17 : tensor<512x3xui32>
    %19 = stablehlo.or %15, %18 : tensor<512x3xui32>
    %20 = stablehlo.xor %13, %19 : tensor<512x3xui32>
    %21 = stablehlo.slice %arg6 [2:3] : (tensor<4xui32>) -> tensor<1xui32>
    %22 = stablehlo.reshape %21 : (tensor<1xui32>) -> tensor<ui32>
    %23 = stablehlo.add %13, %20 : tensor<512x3xui32>
    %24 = stablehlo.broadcast_in_dim %22, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %25 = stablehlo.shift_left %20, %24 : tensor<512x3xui32>
    %c_2 = stablehlo.constant dense<32> : tensor<ui32>
    %26 = stablehlo.subtract %c_2, %22 : tensor<ui32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %28 = stablehlo.shift_right_logical %20, %27 : tensor<512x3xui32>
    %29 = stablehlo.or %25, %28 : tensor<512x3xui32>
    %30 = stablehlo.xor %23, %29 : tensor<512x3xui32>
    %31 = stablehlo.slice %arg6 [3:4] : (tensor<4xui32>) -> tensor<1xui32>
    %32 = stablehlo.reshape %31 : (tensor<1xui32>) -> tensor<ui32>
    %33 = stablehlo.add %23, %30 : tensor<512x3xui32>
    %34 = stablehlo.broadcast_in_dim %32, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %35 = stablehlo.shift_left %30, %34 : tensor<512x3xui32>
    %c_3 = stablehlo.constant dense<32> : tensor<ui32>
    %36 = stablehlo.subtract %c_3, %32 : tensor<ui32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %38 = stablehlo.shift_right_logical %30, %37 : tensor<512x3xui32>
    %39 = stablehlo.or %35, %38 : tensor<512x3xui32>
    %40 = stablehlo.xor %33, %39 : tensor<512x3xui32>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %42 = stablehlo.add %33, %41 : tensor<512x3xui32>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %44 = stablehlo.add %40, %43 : tensor<512x3xui32>
    %c_4 = stablehlo.constant dense<1> : tensor<i32>
    %45 = stablehlo.add %arg0, %c_4 : tensor<i32>
    %46 = stablehlo.convert %45 : (tensor<i32>) -> tensor<ui32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [] : (tensor<ui32>) -> tensor<512x3xui32>
    %48 = stablehlo.add %44, %47 : tensor<512x3xui32>
    return %0, %42, %48, %arg4, %arg5, %arg3, %arg7, %arg6 : tensor<i32>, tensor<512x3xui32>, tensor<512x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>
  }
  func.func private @closed_call_12(%arg0: tensor<f32>, %arg1: tensor<1x3xi32>, %arg2: tensor<512x3xf32>, %arg3: tensor<512x3xf32>, %arg4: tensor<512x3xf32>, %arg5: tensor<f32>, %arg6: tensor<2x7185xi32>, %arg7: tensor<512x3xf32>, %arg8: tensor<ui8>) -> (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>) {
    %0 = stablehlo.subtract %arg2, %arg7 : tensor<512x3xf32>
    %cst = stablehlo.constant dense<13.6798077> : tensor<f32>
    %cst_0 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.multiply %cst, %cst_0 : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %3 = stablehlo.add %0, %2 : tensor<512x3xf32>
    %cst_1 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %4 = call @remainder_13(%3, %cst_1) : (tensor<512x3xf32>, tensor<f32>) -> tensor<512x3xf32>
    %cst_2 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_3 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %5 = stablehlo.multiply %cst_2, %cst_3 : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %7 = stablehlo.subtract %4, %6 : tensor<512x3xf32>
    %8 = stablehlo.multiply %7, %7 : tensor<512x3xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%8 init: %cst_4) applies stablehlo.add across dimensions = [1] : (tensor<512x3xf32>, tensor<f32>) -> tensor<512xf32>
    %10 = stablehlo.broadcast_in_dim %arg0, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %11 = stablehlo.compare GT, %9, %10, FLOAT : (tensor<512xf32>, tensor<512xf32>) -> tensor<512xi1>
    %c = stablehlo.constant dense<false> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c) applies stablehlo.or across dimensions = [0] : (tensor<512xi1>, tensor<i1>) -> tensor<i1>
    %13 = stablehlo.convert %12 : (tensor<i1>) -> tensor<i32>
    %14:3 = "stablehlo.case"(%13) ({
      stablehlo.return %arg6, %arg7, %arg8 : tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>
    }, {
      %16 = stablehlo.iota dim = 0 : tensor<512xi32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1344x3xf32>
      %c_6 = stablehlo.constant dense<1> : tensor<i32>
      %18 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<1344x1xi32>
      %c_7 = stablehlo.constant dense<512> : tensor<i32>
      %19 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1344x1xi32>
      %20 = stablehlo.multiply %19, %18 : tensor<1344x1xi32>
      %cst_8 = stablehlo.constant dense<3.41995192> : tensor<f32>
      %21 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
      %22 = stablehlo.divide %arg2, %21 : tensor<512x3xf32>
      %23 = stablehlo.convert %22 : (tensor<512x3xf32>) -> tensor<512x3xi32>
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %24 = func.call @remainder_14(%23, %c_9) : (tensor<512x3xi32>, tensor<i32>) -> tensor<512x3xi32>
      %25 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x3xi32>) -> tensor<512x3xi32>
      %26 = stablehlo.multiply %24, %25 : tensor<512x3xi32>
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %27 = stablehlo.reduce(%26 init: %c_10) applies stablehlo.add across dimensions = [1] : (tensor<512x3xi32>, tensor<i32>) -> tensor<512xi32>
      %28 = func.call @argsort(%27) : (tensor<512xi32>) -> tensor<512xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %29 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %30 = stablehlo.compare LT, %28, %29, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_12 = stablehlo.constant dense<512> : tensor<i32>
      %31 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %32 = stablehlo.add %28, %31 : tensor<512xi32>
      %33 = stablehlo.select %30, %32, %28 : tensor<512xi1>, tensor<512xi32>
      %34 = stablehlo.broadcast_in_dim %33, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %35 = "stablehlo.gather"(%arg2, %34) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<512x3xf32>, tensor<512x1xi32>) -> tensor<512x3xf32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %36 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %37 = stablehlo.compare LT, %28, %36, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_14 = stablehlo.constant dense<512> : tensor<i32>
      %38 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %39 = stablehlo.add %28, %38 : tensor<512xi32>
      %40 = stablehlo.select %37, %39, %28 : tensor<512xi1>, tensor<512xi32>
      %41 = stablehlo.broadcast_in_dim %40, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %42 = "stablehlo.gather"(%27, %41) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<512xi32>, tensor<512x1xi32>) -> tensor<512xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %44 = stablehlo.compare LT, %28, %43, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_16 = stablehlo.constant dense<512> : tensor<i32>
      %45 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %46 = stablehlo.add %28, %45 : tensor<512xi32>
      %47 = stablehlo.select %44, %46, %28 : tensor<512xi1>, tensor<512xi32>
      %48 = stablehlo.broadcast_in_dim %47, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %49 = "stablehlo.gather"(%16, %48) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<512xi32>, tensor<512x1xi32>) -> tensor<512xi32>
      %50 = stablehlo.iota dim = 0 : tensor<512xi32>
      %c_17 = stablehlo.constant dense<21> : tensor<i32>
      %51 = func.call @remainder_16(%50, %c_17) : (tensor<512xi32>, tensor<i32>) -> tensor<512xi32>
      %c_18 = stablehlo.constant dense<21> : tensor<i32>
      %52 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %53 = stablehlo.multiply %42, %52 : tensor<512xi32>
      %54 = stablehlo.add %53, %51 : tensor<512xi32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %55 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %56 = stablehlo.compare LT, %54, %55, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_20 = stablehlo.constant dense<1344> : tensor<i32>
      %57 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %58 = stablehlo.add %54, %57 : tensor<512xi32>
      %59 = stablehlo.select %56, %58, %54 : tensor<512xi1>, tensor<512xi32>
      %60 = stablehlo.broadcast_in_dim %59, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %61 = "stablehlo.scatter"(%17, %60, %35) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
        stablehlo.return %arg10 : tensor<f32>
      }) : (tensor<1344x3xf32>, tensor<512x1xi32>, tensor<512x3xf32>) -> tensor<1344x3xf32>
      %62 = stablehlo.reshape %49 : (tensor<512xi32>) -> tensor<512x1xi32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %63 = stablehlo.broadcast_in_dim %c_21, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %64 = stablehlo.compare LT, %54, %63, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
      %c_22 = stablehlo.constant dense<1344> : tensor<i32>
      %65 = stablehlo.broadcast_in_dim %c_22, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %66 = stablehlo.add %54, %65 : tensor<512xi32>
      %67 = stablehlo.select %64, %66, %54 : tensor<512xi1>, tensor<512xi32>
      %68 = stablehlo.broadcast_in_dim %67, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %69 = "stablehlo.scatter"(%20, %68, %62) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
        stablehlo.return %arg10 : tensor<i32>
      }) : (tensor<1344x1xi32>, tensor<512x1xi32>, tensor<512x1xi32>) -> tensor<1344x1xi32>
      %70 = stablehlo.reshape %61 : (tensor<1344x3xf32>) -> tensor<4x4x4x21x3xf32>
      %71 = stablehlo.reshape %69 : (tensor<1344x1xi32>) -> tensor<4x4x4x21x1xi32>
      %c_23 = stablehlo.constant dense<1> : tensor<i32>
      %72 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<512xi32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %73 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<64xi32>
      %74 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
      %75 = "stablehlo.scatter"(%73, %74, %72) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg9: tensor<i32>, %arg10: tensor<i32>):
        %88 = stablehlo.add %arg9, %arg10 : tensor<i32>
        stablehlo.return %88 : tensor<i32>
      }) : (tensor<64xi32>, tensor<512x1xi32>, tensor<512xi32>) -> tensor<64xi32>
      %c_25 = stablehlo.constant dense<-2147483648> : tensor<i32>
      %76 = stablehlo.reduce(%75 init: %c_25) applies stablehlo.maximum across dimensions = [0] : (tensor<64xi32>, tensor<i32>) -> tensor<i32>
      %c_26 = stablehlo.constant dense<21> : tensor<i32>
      %77 = stablehlo.compare GT, %76, %c_26, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_27 = stablehlo.constant dense<false> : tensor<i1>
      %78 = stablehlo.or %c_27, %77 : tensor<i1>
      %c_28 = stablehlo.constant dense<2> : tensor<ui8>
      %c_29 = stablehlo.constant dense<0> : tensor<ui8>
      %79 = func.call @_where_17(%78, %c_28, %c_29) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      %80 = stablehlo.or %arg8, %79 : tensor<ui8>
      %81 = func.call @cell_list_candidate_fn(%71, %24, %arg2, %70) : (tensor<4x4x4x21x1xi32>, tensor<512x3xi32>, tensor<512x3xf32>, tensor<4x4x4x21x3xf32>) -> tensor<512x567xi32>
      %82 = func.call @mask_self_fn(%81) : (tensor<512x567xi32>) -> tensor<512x567xi32>
      %83:2 = func.call @prune_cell_list_sparse(%82) : (tensor<512x567xi32>) -> (tensor<2x290304xi32>, tensor<i32>)
      %84 = stablehlo.slice %83#0 [0:2, 0:7185] : (tensor<2x290304xi32>) -> tensor<2x7185xi32>
      %c_30 = stablehlo.constant dense<7185> : tensor<i32>
      %85 = stablehlo.compare GT, %83#1, %c_30, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_31 = stablehlo.constant dense<1> : tensor<ui8>
      %c_32 = stablehlo.constant dense<0> : tensor<ui8>
      %86 = func.call @_where_17(%85, %c_31, %c_32) : (tensor<i1>, tensor<ui8>, tensor<ui8>) -> tensor<ui8>
      %87 = stablehlo.or %80, %86 : tensor<ui8>
      stablehlo.return %84, %arg2, %87 : tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>
    }) : (tensor<i32>) -> (tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>)
    %15:4 = call @step_fn(%arg2, %arg3, %arg4, %arg5, %14#0) : (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>) -> (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>)
    return %15#0, %15#1, %15#2, %15#3, %14#0, %14#1, %14#2 : tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>, tensor<2x7185xi32>, tensor<512x3xf32>, tensor<ui8>
  }
  func.func private @remainder_13(%arg0: tensor<512x3xf32>, %arg1: tensor<f32>) -> tensor<512x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<512x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<512x3xf32>, tensor<512x3xf32>) -> tensor<512x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<512x3xf32>, tensor<512x3xf32>) -> tensor<512x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<512x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<512x3xi1>, tensor<512x3xi1>) -> tensor<512x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<512x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<512x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<512x3xi1>, tensor<512x3xf32>
    return %13 : tensor<512x3xf32>
  }
  func.func private @remainder_14(%arg0: tensor<512x3xi32>, %arg1: tensor<i32>) -> tensor<512x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where_15(%0, %c_0, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<512x3xi32>
    %3 = stablehlo.remainder %arg0, %2 : tensor<512x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x3xi32>
    %5 = stablehlo.compare NE, %3, %4, SIGNED : (tensor<512x3xi32>, tensor<512x3xi32>) -> tensor<512x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x3xi32>
    %7 = stablehlo.compare LT, %3, %6, SIGNED : (tensor<512x3xi32>, tensor<512x3xi32>) -> tensor<512x3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.compare LT, %1, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<512x3xi1>
    %10 = stablehlo.compare NE, %7, %9, UNSIGNED : (tensor<512x3xi1>, tensor<512x3xi1>) -> tensor<512x3xi1>
    %11 = stablehlo.and %10, %5 : tensor<512x3xi1>
    %12 = stablehlo.broadcast_in_dim %1, dims = [] : (tensor<i32>) -> tensor<512x3xi32>
    %13 = stablehlo.add %3, %12 : tensor<512x3xi32>
    %14 = stablehlo.select %11, %13, %3 : tensor<512x3xi1>, tensor<512x3xi32>
    return %14 : tensor<512x3xi32>
  }
  func.func private @_where_15(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @argsort(%arg0: tensor<512xi32>) -> tensor<512xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare LT, %arg1, %arg2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<512xi32>, tensor<512xi32>) -> (tensor<512xi32>, tensor<512xi32>)
    return %1#1 : tensor<512xi32>
  }
  func.func private @remainder_16(%arg0: tensor<512xi32>, %arg1: tensor<i32>) -> tensor<512xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare EQ, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where_15(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<512xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %6 = stablehlo.compare NE, %4, %5, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %8 = stablehlo.compare LT, %4, %7, SIGNED : (tensor<512xi32>, tensor<512xi32>) -> tensor<512xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare LT, %2, %c_3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<512xi1>
    %11 = stablehlo.compare NE, %8, %10, UNSIGNED : (tensor<512xi1>, tensor<512xi1>) -> tensor<512xi1>
    %12 = stablehlo.and %11, %6 : tensor<512xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<512xi32>
    %14 = stablehlo.add %4, %13 : tensor<512xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<512xi1>, tensor<512xi32>
    return %15 : tensor<512xi32>
  }
  func.func private @_where_17(%arg0: tensor<i1>, %arg1: tensor<ui8>, %arg2: tensor<ui8>) -> tensor<ui8> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<ui8>
    return %0 : tensor<ui8>
  }
  func.func private @cell_list_candidate_fn(%arg0: tensor<4x4x4x21x1xi32>, %arg1: tensor<512x3xi32>, %arg2: tensor<512x3xf32>, %arg3: tensor<4x4x4x21x3xf32>) -> tensor<512x567xi32> {
    %c = stablehlo.constant dense<4> : tensor<3xi32>
    %c_0 = stablehlo.constant dense<[1, 4, 16]> : tensor<3xi32>
    %cst = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %0 = call @_neighboring_cells_arr() : () -> tensor<27x3xi32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [0, 2] : (tensor<512x3xi32>) -> tensor<512x1x3xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<27x3xi32>) -> tensor<1x27x3xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<512x1x3xi32>) -> tensor<512x27x3xi32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<1x27x3xi32>) -> tensor<512x27x3xi32>
    %5 = stablehlo.add %3, %4 : tensor<512x27x3xi32>
    %6 = stablehlo.broadcast_in_dim %c, dims = [2] : (tensor<3xi32>) -> tensor<1x1x3xi32>
    %7 = call @remainder_18(%5, %6) : (tensor<512x27x3xi32>, tensor<1x1x3xi32>) -> tensor<512x27x3xi32>
    %8 = stablehlo.broadcast_in_dim %c_0, dims = [2] : (tensor<3xi32>) -> tensor<1x1x3xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x3xi32>) -> tensor<512x27x3xi32>
    %10 = stablehlo.multiply %7, %9 : tensor<512x27x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %11 = stablehlo.reduce(%10 init: %c_1) applies stablehlo.add across dimensions = [2] : (tensor<512x27x3xi32>, tensor<i32>) -> tensor<512x27xi32>
    %12 = stablehlo.reshape %arg0 : (tensor<4x4x4x21x1xi32>) -> tensor<64x21xi32>
    %13 = stablehlo.reshape %11 : (tensor<512x27xi32>) -> tensor<13824xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<13824xi32>
    %15 = stablehlo.compare LT, %13, %14, SIGNED : (tensor<13824xi32>, tensor<13824xi32>) -> tensor<13824xi1>
    %c_3 = stablehlo.constant dense<64> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<13824xi32>
    %17 = stablehlo.add %13, %16 : tensor<13824xi32>
    %18 = stablehlo.select %15, %17, %13 : tensor<13824xi1>, tensor<13824xi32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0] : (tensor<13824xi32>) -> tensor<13824x1xi32>
    %20 = "stablehlo.gather"(%12, %19) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 21>}> : (tensor<64x21xi32>, tensor<13824x1xi32>) -> tensor<13824x21xi32>
    %21 = stablehlo.reshape %20 : (tensor<13824x21xi32>) -> tensor<512x567xi32>
    %22 = stablehlo.reshape %arg3 : (tensor<4x4x4x21x3xf32>) -> tensor<64x21x3xf32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<13824xi32>
    %24 = stablehlo.compare LT, %13, %23, SIGNED : (tensor<13824xi32>, tensor<13824xi32>) -> tensor<13824xi1>
    %c_5 = stablehlo.constant dense<64> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<13824xi32>
    %26 = stablehlo.add %13, %25 : tensor<13824xi32>
    %27 = stablehlo.select %24, %26, %13 : tensor<13824xi1>, tensor<13824xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<13824xi32>) -> tensor<13824x1xi32>
    %29 = "stablehlo.gather"(%22, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [1, 2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 21, 3>}> : (tensor<64x21x3xf32>, tensor<13824x1xi32>) -> tensor<13824x21x3xf32>
    %30 = stablehlo.reshape %29 : (tensor<13824x21x3xf32>) -> tensor<512x567x3xf32>
    %31 = stablehlo.broadcast_in_dim %arg2, dims = [0, 2] : (tensor<512x3xf32>) -> tensor<512x1x3xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<512x1x3xf32>) -> tensor<512x567x3xf32>
    %33 = stablehlo.reshape %32 : (tensor<512x567x3xf32>) -> tensor<290304x3xf32>
    %34 = stablehlo.reshape %30 : (tensor<512x567x3xf32>) -> tensor<290304x3xf32>
    %35 = stablehlo.subtract %33, %34 : tensor<290304x3xf32>
    %cst_6 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %36 = stablehlo.multiply %cst_6, %cst_7 : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [] : (tensor<f32>) -> tensor<290304x3xf32>
    %38 = stablehlo.add %35, %37 : tensor<290304x3xf32>
    %cst_8 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %39 = call @remainder_20(%38, %cst_8) : (tensor<290304x3xf32>, tensor<f32>) -> tensor<290304x3xf32>
    %cst_9 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_10 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %40 = stablehlo.multiply %cst_9, %cst_10 : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %40, dims = [] : (tensor<f32>) -> tensor<290304x3xf32>
    %42 = stablehlo.subtract %39, %41 : tensor<290304x3xf32>
    %43 = stablehlo.multiply %42, %42 : tensor<290304x3xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%43 init: %cst_11) applies stablehlo.add across dimensions = [1] : (tensor<290304x3xf32>, tensor<f32>) -> tensor<290304xf32>
    %45 = stablehlo.reshape %44 : (tensor<290304xf32>) -> tensor<512x567xf32>
    %46 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x567xf32>
    %47 = stablehlo.compare LT, %45, %46, FLOAT : (tensor<512x567xf32>, tensor<512x567xf32>) -> tensor<512x567xi1>
    %c_12 = stablehlo.constant dense<512> : tensor<i32>
    %48 = call @_where_21(%47, %21, %c_12) : (tensor<512x567xi1>, tensor<512x567xi32>, tensor<i32>) -> tensor<512x567xi32>
    return %48 : tensor<512x567xi32>
  }
  func.func private @_neighboring_cells_arr() -> tensor<27x3xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<3x3x3xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<3x3x3xi32>
    %2 = stablehlo.subtract %0, %1 : tensor<3x3x3xi32>
    %3 = stablehlo.iota dim = 1 : tensor<3x3x3xi32>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<3x3x3xi32>
    %5 = stablehlo.subtract %3, %4 : tensor<3x3x3xi32>
    %6 = stablehlo.iota dim = 2 : tensor<3x3x3xi32>
    %c_1 = stablehlo.constant dense<1> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<3x3x3xi32>
    %8 = stablehlo.subtract %6, %7 : tensor<3x3x3xi32>
    %9 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2] : (tensor<3x3x3xi32>) -> tensor<3x3x3x1xi32>
    %10 = stablehlo.broadcast_in_dim %5, dims = [0, 1, 2] : (tensor<3x3x3xi32>) -> tensor<3x3x3x1xi32>
    %11 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<3x3x3xi32>) -> tensor<3x3x3x1xi32>
    %12 = stablehlo.concatenate %9, %10, %11, dim = 3 : (tensor<3x3x3x1xi32>, tensor<3x3x3x1xi32>, tensor<3x3x3x1xi32>) -> tensor<3x3x3x3xi32>
    %13 = stablehlo.reshape %12 : (tensor<3x3x3x3xi32>) -> tensor<27x3xi32>
    return %13 : tensor<27x3xi32>
  }
  func.func private @remainder_18(%arg0: tensor<512x27x3xi32>, %arg1: tensor<1x1x3xi32>) -> tensor<512x27x3xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1x1x3xi32>
    %1 = stablehlo.compare EQ, %arg1, %0, SIGNED : (tensor<1x1x3xi32>, tensor<1x1x3xi32>) -> tensor<1x1x3xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1x1x3xi32>
    %3 = call @_where_19(%1, %2, %arg1) : (tensor<1x1x3xi1>, tensor<1x1x3xi32>, tensor<1x1x3xi32>) -> tensor<1x1x3xi32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1x3xi32>) -> tensor<512x27x3xi32>
    %5 = stablehlo.remainder %arg0, %4 : tensor<512x27x3xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<512x27x3xi32>
    %7 = stablehlo.compare NE, %5, %6, SIGNED : (tensor<512x27x3xi32>, tensor<512x27x3xi32>) -> tensor<512x27x3xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %8 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<512x27x3xi32>
    %9 = stablehlo.compare LT, %5, %8, SIGNED : (tensor<512x27x3xi32>, tensor<512x27x3xi32>) -> tensor<512x27x3xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1x1x3xi32>
    %11 = stablehlo.compare LT, %3, %10, SIGNED : (tensor<1x1x3xi32>, tensor<1x1x3xi32>) -> tensor<1x1x3xi1>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x3xi1>) -> tensor<512x27x3xi1>
    %13 = stablehlo.compare NE, %9, %12, UNSIGNED : (tensor<512x27x3xi1>, tensor<512x27x3xi1>) -> tensor<512x27x3xi1>
    %14 = stablehlo.and %13, %7 : tensor<512x27x3xi1>
    %15 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1x3xi32>) -> tensor<512x27x3xi32>
    %16 = stablehlo.add %5, %15 : tensor<512x27x3xi32>
    %17 = stablehlo.select %14, %16, %5 : tensor<512x27x3xi1>, tensor<512x27x3xi32>
    return %17 : tensor<512x27x3xi32>
  }
  func.func private @_where_19(%arg0: tensor<1x1x3xi1>, %arg1: tensor<1x1x3xi32>, %arg2: tensor<1x1x3xi32>) -> tensor<1x1x3xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1x1x3xi1>, tensor<1x1x3xi32>
    return %0 : tensor<1x1x3xi32>
  }
  func.func private @remainder_20(%arg0: tensor<290304x3xf32>, %arg1: tensor<f32>) -> tensor<290304x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<290304x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<290304x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<290304x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<290304x3xf32>, tensor<290304x3xf32>) -> tensor<290304x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<290304x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<290304x3xf32>, tensor<290304x3xf32>) -> tensor<290304x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<290304x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<290304x3xi1>, tensor<290304x3xi1>) -> tensor<290304x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<290304x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<290304x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<290304x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<290304x3xi1>, tensor<290304x3xf32>
    return %13 : tensor<290304x3xf32>
  }
  func.func private @_where_21(%arg0: tensor<512x567xi1>, %arg1: tensor<512x567xi32>, %arg2: tensor<i32>) -> tensor<512x567xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512x567xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<512x567xi1>, tensor<512x567xi32>
    return %2 : tensor<512x567xi32>
  }
  func.func private @mask_self_fn(%arg0: tensor<512x567xi32>) -> tensor<512x567xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1 = stablehlo.reshape %0 : (tensor<512xi32>) -> tensor<512x1xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x567xi32>
    %3 = stablehlo.compare EQ, %arg0, %2, SIGNED : (tensor<512x567xi32>, tensor<512x567xi32>) -> tensor<512x567xi1>
    %c = stablehlo.constant dense<512> : tensor<i32>
    %4 = call @_where_22(%3, %c, %arg0) : (tensor<512x567xi1>, tensor<i32>, tensor<512x567xi32>) -> tensor<512x567xi32>
    return %4 : tensor<512x567xi32>
  }
  func.func private @_where_22(%arg0: tensor<512x567xi1>, %arg1: tensor<i32>, %arg2: tensor<512x567xi32>) -> tensor<512x567xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<512x567xi32>
    %2 = stablehlo.select %arg0, %1, %arg2 : tensor<512x567xi1>, tensor<512x567xi32>
    return %2 : tensor<512x567xi32>
  }
  func.func private @prune_cell_list_sparse(%arg0: tensor<512x567xi32>) -> (tensor<2x290304xi32>, tensor<i32>) {
    %0 = stablehlo.iota dim = 0 : tensor<512xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<512xi32>) -> tensor<512x1xi32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [0, 1] : (tensor<512x1xi32>) -> tensor<512x567xi32>
    %3 = stablehlo.reshape %2 : (tensor<512x567xi32>) -> tensor<290304xi32>
    %4 = stablehlo.reshape %arg0 : (tensor<512x567xi32>) -> tensor<290304xi32>
    %c = stablehlo.constant dense<512> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %6 = stablehlo.compare LT, %4, %5, SIGNED : (tensor<290304xi32>, tensor<290304xi32>) -> tensor<290304xi1>
    %7 = stablehlo.compare LT, %4, %3, SIGNED : (tensor<290304xi32>, tensor<290304xi32>) -> tensor<290304xi1>
    %8 = stablehlo.and %6, %7 : tensor<290304xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %c_1 = stablehlo.constant dense<512> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %11 = stablehlo.multiply %10, %9 : tensor<290304xi32>
    %12 = call @cumsum(%8) : (tensor<290304xi1>) -> tensor<290304xi32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %13 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %14 = stablehlo.subtract %12, %13 : tensor<290304xi32>
    %c_3 = stablehlo.constant dense<290303> : tensor<i32>
    %15 = call @_where_24(%8, %14, %c_3) : (tensor<290304xi1>, tensor<290304xi32>, tensor<i32>) -> tensor<290304xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %16 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %17 = stablehlo.compare LT, %15, %16, SIGNED : (tensor<290304xi32>, tensor<290304xi32>) -> tensor<290304xi1>
    %c_5 = stablehlo.constant dense<290304> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %19 = stablehlo.add %15, %18 : tensor<290304xi32>
    %20 = stablehlo.select %17, %19, %15 : tensor<290304xi1>, tensor<290304xi32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0] : (tensor<290304xi32>) -> tensor<290304x1xi32>
    %22 = "stablehlo.scatter"(%11, %21, %4) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<290304xi32>, tensor<290304x1xi32>, tensor<290304xi32>) -> tensor<290304xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %24 = stablehlo.compare LT, %15, %23, SIGNED : (tensor<290304xi32>, tensor<290304xi32>) -> tensor<290304xi1>
    %c_7 = stablehlo.constant dense<290304> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %26 = stablehlo.add %15, %25 : tensor<290304xi32>
    %27 = stablehlo.select %24, %26, %15 : tensor<290304xi1>, tensor<290304xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<290304xi32>) -> tensor<290304x1xi32>
    %29 = "stablehlo.scatter"(%11, %28, %3) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      stablehlo.return %arg2 : tensor<i32>
    }) : (tensor<290304xi32>, tensor<290304x1xi32>, tensor<290304xi32>) -> tensor<290304xi32>
    %30 = stablehlo.slice %12 [290303:290304] : (tensor<290304xi32>) -> tensor<1xi32>
    %31 = stablehlo.reshape %30 : (tensor<1xi32>) -> tensor<i32>
    %32 = stablehlo.broadcast_in_dim %22, dims = [1] : (tensor<290304xi32>) -> tensor<1x290304xi32>
    %33 = stablehlo.broadcast_in_dim %29, dims = [1] : (tensor<290304xi32>) -> tensor<1x290304xi32>
    %34 = stablehlo.concatenate %32, %33, dim = 0 : (tensor<1x290304xi32>, tensor<1x290304xi32>) -> tensor<2x290304xi32>
    return %34, %31 : tensor<2x290304xi32>, tensor<i32>
  }
  func.func private @cumsum(%arg0: tensor<290304xi1>) -> tensor<290304xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<290304xi1>) -> tensor<290304xi32>
    %1 = call @cumsum_23(%0) : (tensor<290304xi32>) -> tensor<290304xi32>
    return %1 : tensor<290304xi32>
  }
  func.func private @cumsum_23(%arg0: tensor<290304xi32>) -> tensor<290304xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[290303, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 290304>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<290304xi32>, tensor<i32>) -> tensor<290304xi32>
    return %1 : tensor<290304xi32>
  }
  func.func private @_where_24(%arg0: tensor<290304xi1>, %arg1: tensor<290304xi32>, %arg2: tensor<i32>) -> tensor<290304xi32> {
    %0 = stablehlo.convert %arg2 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<290304xi32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<290304xi1>, tensor<290304xi32>
    return %2 : tensor<290304xi32>
  }
  func.func private @step_fn(%arg0: tensor<512x3xf32>, %arg1: tensor<512x3xf32>, %arg2: tensor<512x3xf32>, %arg3: tensor<f32>, %arg4: tensor<2x7185xi32>) -> (tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>) {
    %cst = stablehlo.constant dense<2.500000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<6.250000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %cst_6 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.divide %cst_5, %cst_6 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %2 = stablehlo.multiply %1, %arg2 : tensor<512x3xf32>
    %3 = stablehlo.add %arg1, %2 : tensor<512x3xf32>
    %cst_7 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<512x3xf32>
    %6 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %7 = stablehlo.divide %5, %6 : tensor<512x3xf32>
    %8 = stablehlo.add %arg0, %7 : tensor<512x3xf32>
    %cst_8 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %9 = call @remainder_25(%8, %cst_8) : (tensor<512x3xf32>, tensor<f32>) -> tensor<512x3xf32>
    %10 = stablehlo.slice %arg4 [0:1, 0:7185] : (tensor<2x7185xi32>) -> tensor<1x7185xi32>
    %11 = stablehlo.reshape %10 : (tensor<1x7185xi32>) -> tensor<7185xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %13 = stablehlo.compare LT, %11, %12, SIGNED : (tensor<7185xi32>, tensor<7185xi32>) -> tensor<7185xi1>
    %c_9 = stablehlo.constant dense<512> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %15 = stablehlo.add %11, %14 : tensor<7185xi32>
    %16 = stablehlo.select %13, %15, %11 : tensor<7185xi1>, tensor<7185xi32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0] : (tensor<7185xi32>) -> tensor<7185x1xi32>
    %18 = "stablehlo.gather"(%9, %17) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<512x3xf32>, tensor<7185x1xi32>) -> tensor<7185x3xf32>
    %19 = stablehlo.slice %arg4 [1:2, 0:7185] : (tensor<2x7185xi32>) -> tensor<1x7185xi32>
    %20 = stablehlo.reshape %19 : (tensor<1x7185xi32>) -> tensor<7185xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %22 = stablehlo.compare LT, %20, %21, SIGNED : (tensor<7185xi32>, tensor<7185xi32>) -> tensor<7185xi1>
    %c_11 = stablehlo.constant dense<512> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %24 = stablehlo.add %20, %23 : tensor<7185xi32>
    %25 = stablehlo.select %22, %24, %20 : tensor<7185xi1>, tensor<7185xi32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0] : (tensor<7185xi32>) -> tensor<7185x1xi32>
    %27 = "stablehlo.gather"(%9, %26) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 3>}> : (tensor<512x3xf32>, tensor<7185x1xi32>) -> tensor<7185x3xf32>
    %28 = stablehlo.subtract %18, %27 : tensor<7185x3xf32>
    %cst_12 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %cst_13 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %29 = stablehlo.multiply %cst_12, %cst_13 : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %31 = stablehlo.add %28, %30 : tensor<7185x3xf32>
    %cst_14 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %32:2 = call @remainder(%31, %cst_14) : (tensor<7185x3xf32>, tensor<f32>) -> (tensor<7185x3xf32>, tensor<7185x3xi1>)
    %cst_15 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %cst_16 = stablehlo.constant dense<13.6798077> : tensor<f32>
    %33 = stablehlo.multiply %cst_15, %cst_16 : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %35 = stablehlo.subtract %32#0, %34 : tensor<7185x3xf32>
    %36 = stablehlo.multiply %35, %35 : tensor<7185x3xf32>
    %cst_17 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<7185x3xf32>
    %38 = stablehlo.multiply %37, %35 : tensor<7185x3xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%36 init: %cst_18) applies stablehlo.add across dimensions = [1] : (tensor<7185x3xf32>, tensor<f32>) -> tensor<7185xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %41 = stablehlo.compare GT, %39, %40, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %42:2 = call @safe_mask(%41, %39) : (tensor<7185xi1>, tensor<7185xf32>) -> (tensor<7185xf32>, tensor<7185xf32>)
    %43 = stablehlo.slice %arg4 [0:1, 0:7185] : (tensor<2x7185xi32>) -> tensor<1x7185xi32>
    %44 = stablehlo.reshape %43 : (tensor<1x7185xi32>) -> tensor<7185xi32>
    %c_20 = stablehlo.constant dense<512> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<7185xi32>
    %46 = stablehlo.compare LT, %44, %45, SIGNED : (tensor<7185xi32>, tensor<7185xi32>) -> tensor<7185xi1>
    %cst_21 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %48 = stablehlo.power %42#0, %47 : tensor<7185xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %cst_23 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %49 = stablehlo.subtract %cst_22, %cst_23 : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %51 = stablehlo.power %42#0, %50 : tensor<7185xf32>
    %cst_24 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<7185xf32>
    %54 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %55 = stablehlo.compare LT, %42#0, %54, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %56 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %57 = stablehlo.subtract %56, %48 : tensor<7185xf32>
    %58 = stablehlo.multiply %57, %57 : tensor<7185xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %60 = stablehlo.multiply %59, %57 : tensor<7185xf32>
    %cst_26 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %62 = stablehlo.multiply %61, %48 : tensor<7185xf32>
    %63 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %64 = stablehlo.add %63, %62 : tensor<7185xf32>
    %cst_27 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %65 = stablehlo.multiply %cst_27, %cst_1 : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %67 = stablehlo.subtract %64, %66 : tensor<7185xf32>
    %68 = stablehlo.multiply %58, %67 : tensor<7185xf32>
    %69 = stablehlo.subtract %cst_0, %cst_1 : tensor<f32>
    %70 = stablehlo.multiply %69, %69 : tensor<f32>
    %71 = stablehlo.multiply %70, %69 : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %73 = stablehlo.divide %68, %72 : tensor<7185xf32>
    %c_28 = stablehlo.constant dense<0> : tensor<i32>
    %74 = call @_where_0(%55, %73, %c_28) : (tensor<7185xi1>, tensor<7185xf32>, tensor<i32>) -> tensor<7185xf32>
    %75 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %76 = stablehlo.compare LT, %42#0, %75, FLOAT : (tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xi1>
    %c_29 = stablehlo.constant dense<1> : tensor<i32>
    %77 = call @_where_1(%76, %c_29, %74) : (tensor<7185xi1>, tensor<i32>, tensor<7185xf32>) -> tensor<7185xf32>
    %78 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %79 = stablehlo.divide %78, %42#0 : tensor<7185xf32>
    %80 = stablehlo.multiply %42#0, %42#0 : tensor<7185xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %82 = stablehlo.divide %81, %80 : tensor<7185xf32>
    %83 = stablehlo.multiply %79, %79 : tensor<7185xf32>
    %84 = stablehlo.multiply %83, %83 : tensor<7185xf32>
    %85 = stablehlo.multiply %84, %83 : tensor<7185xf32>
    %86 = stablehlo.multiply %85, %85 : tensor<7185xf32>
    %cst_31 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %87 = stablehlo.multiply %cst_31, %cst_4 : tensor<f32>
    %88 = stablehlo.subtract %86, %85 : tensor<7185xf32>
    %89 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %90 = stablehlo.multiply %89, %88 : tensor<7185xf32>
    %91:4 = call @nan_to_num(%90) : (tensor<7185xf32>) -> (tensor<7185xf32>, tensor<7185xi1>, tensor<7185xi1>, tensor<7185xi1>)
    %92 = stablehlo.convert %46 : (tensor<7185xi1>) -> tensor<7185xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %93 = stablehlo.negate %cst_32 : tensor<f32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.divide %93, %cst_33 : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %96 = stablehlo.multiply %95, %92 : tensor<7185xf32>
    %97 = stablehlo.multiply %77, %96 : tensor<7185xf32>
    %98 = stablehlo.multiply %96, %91#0 : tensor<7185xf32>
    %99 = call @nan_to_num_3(%91#1, %91#2, %91#3, %97) : (tensor<7185xi1>, tensor<7185xi1>, tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %100 = stablehlo.broadcast_in_dim %87, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %101 = stablehlo.multiply %100, %99 : tensor<7185xf32>
    %102 = stablehlo.negate %101 : tensor<7185xf32>
    %103 = stablehlo.multiply %85, %101 : tensor<7185xf32>
    %104 = stablehlo.add %102, %103 : tensor<7185xf32>
    %105 = stablehlo.multiply %101, %85 : tensor<7185xf32>
    %106 = stablehlo.add %104, %105 : tensor<7185xf32>
    %107 = stablehlo.multiply %84, %106 : tensor<7185xf32>
    %108 = stablehlo.multiply %106, %83 : tensor<7185xf32>
    %109 = stablehlo.multiply %83, %108 : tensor<7185xf32>
    %110 = stablehlo.add %107, %109 : tensor<7185xf32>
    %111 = stablehlo.multiply %108, %83 : tensor<7185xf32>
    %112 = stablehlo.add %110, %111 : tensor<7185xf32>
    %113 = stablehlo.multiply %79, %112 : tensor<7185xf32>
    %114 = stablehlo.multiply %112, %79 : tensor<7185xf32>
    %115 = stablehlo.add %113, %114 : tensor<7185xf32>
    %116 = stablehlo.multiply %115, %82 : tensor<7185xf32>
    %117 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %118 = stablehlo.multiply %116, %117 : tensor<7185xf32>
    %119 = stablehlo.negate %118 : tensor<7185xf32>
    %120 = call @_where_5(%76, %98) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %121 = call @_where_6(%55, %120) : (tensor<7185xi1>, tensor<7185xf32>) -> tensor<7185xf32>
    %122 = stablehlo.broadcast_in_dim %71, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %123 = stablehlo.divide %121, %122 : tensor<7185xf32>
    %124 = stablehlo.multiply %58, %123 : tensor<7185xf32>
    %125 = stablehlo.multiply %123, %67 : tensor<7185xf32>
    %cst_34 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<7185xf32>
    %127 = stablehlo.multiply %126, %124 : tensor<7185xf32>
    %128 = stablehlo.multiply %125, %60 : tensor<7185xf32>
    %129 = stablehlo.negate %128 : tensor<7185xf32>
    %130 = stablehlo.add %127, %129 : tensor<7185xf32>
    %131 = stablehlo.multiply %130, %53 : tensor<7185xf32>
    %132 = stablehlo.add %119, %131 : tensor<7185xf32>
    %133 = call @safe_mask_7(%41, %42#1, %132) : (tensor<7185xi1>, tensor<7185xf32>, tensor<7185xf32>) -> tensor<7185xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0] : (tensor<7185xf32>) -> tensor<7185x3xf32>
    %135 = stablehlo.multiply %134, %38 : tensor<7185x3xf32>
    %136 = call @remainder_9(%32#1, %135) : (tensor<7185x3xi1>, tensor<7185x3xf32>) -> tensor<7185x3xf32>
    %137 = stablehlo.negate %136 : tensor<7185x3xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %139 = "stablehlo.scatter"(%138, %26, %137) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %146 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %146 : tensor<f32>
    }) : (tensor<512x3xf32>, tensor<7185x1xi32>, tensor<7185x3xf32>) -> tensor<512x3xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %141 = "stablehlo.scatter"(%140, %17, %136) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %146 = stablehlo.add %arg5, %arg6 : tensor<f32>
      stablehlo.return %146 : tensor<f32>
    }) : (tensor<512x3xf32>, tensor<7185x1xi32>, tensor<7185x3xf32>) -> tensor<512x3xf32>
    %142 = stablehlo.add %139, %141 : tensor<512x3xf32>
    %143 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %144 = stablehlo.multiply %143, %142 : tensor<512x3xf32>
    %145 = stablehlo.add %3, %144 : tensor<512x3xf32>
    return %9, %145, %142, %arg3 : tensor<512x3xf32>, tensor<512x3xf32>, tensor<512x3xf32>, tensor<f32>
  }
  func.func private @remainder_25(%arg0: tensor<512x3xf32>, %arg1: tensor<f32>) -> tensor<512x3xf32> {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %2 = stablehlo.remainder %arg0, %1 : tensor<512x3xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %4 = stablehlo.compare NE, %2, %3, FLOAT : (tensor<512x3xf32>, tensor<512x3xf32>) -> tensor<512x3xi1>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %6 = stablehlo.compare LT, %2, %5, FLOAT : (tensor<512x3xf32>, tensor<512x3xf32>) -> tensor<512x3xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.compare LT, %0, %cst_1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i1>) -> tensor<512x3xi1>
    %9 = stablehlo.compare NE, %6, %8, UNSIGNED : (tensor<512x3xi1>, tensor<512x3xi1>) -> tensor<512x3xi1>
    %10 = stablehlo.and %9, %4 : tensor<512x3xi1>
    %11 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<512x3xf32>
    %12 = stablehlo.add %2, %11 : tensor<512x3xf32>
    %13 = stablehlo.select %10, %12, %2 : tensor<512x3xi1>, tensor<512x3xf32>
    return %13 : tensor<512x3xf32>
  }
}
