module @jit__lambda attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}, {}]>}, %arg1: tensor<4x8x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}) -> (tensor<f32> {jax.result_info = "result[0]"}, tensor<4x64x64xf32> {jax.result_info = "result[1]"}) {
    %0:9 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"model"}, {}, {}]>, <@mesh, [{}, {"data"}, {}]>] out_shardings=[<@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{}, {"data"}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<1x64x64xf32>, %arg3: tensor<4x4x64xf32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_5 = stablehlo.constant dense<4> : tensor<ui32>
      %12 = stablehlo.partition_id : tensor<ui32>
      %13 = stablehlo.divide %12, %c : tensor<ui32>
      %14 = stablehlo.remainder %13, %c_5 : tensor<ui32>
      %15 = stablehlo.convert %14 : (tensor<ui32>) -> tensor<i32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
      %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<4x4x64xf32>
      %c_8 = stablehlo.constant dense<0> : tensor<i32>
      %18 = stablehlo.compare EQ, %15, %c_8, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_9 = stablehlo.constant dense<4> : tensor<i32>
      %19:2 = func.call @remainder(%c_9) : (tensor<i32>) -> (tensor<i32>, tensor<i1>)
      %c_10 = stablehlo.constant dense<0> : tensor<i32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %20 = stablehlo.compare LT, %c_10, %c_11, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_12 = stablehlo.constant dense<0> : tensor<i32>
      %c_13 = stablehlo.constant dense<4> : tensor<i32>
      %21 = stablehlo.add %c_12, %c_13 : tensor<i32>
      %c_14 = stablehlo.constant dense<0> : tensor<i32>
      %22 = stablehlo.select %20, %21, %c_14 : tensor<i1>, tensor<i32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %23 = stablehlo.compare LT, %c_15, %c_16, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %c_18 = stablehlo.constant dense<64> : tensor<i32>
      %24 = stablehlo.add %c_17, %c_18 : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %25 = stablehlo.select %23, %24, %c_19 : tensor<i1>, tensor<i32>
      %26 = stablehlo.reshape %arg2 : (tensor<1x64x64xf32>) -> tensor<64x64xf32>
      %c_20 = stablehlo.constant dense<3> : tensor<i32>
      %27 = stablehlo.compare EQ, %15, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %c_21 = stablehlo.constant dense<4> : tensor<i32>
      %28:2 = func.call @remainder_0(%c_21) : (tensor<i32>) -> (tensor<i32>, tensor<i1>)
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %29 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<7x4x64xf32>
      %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %30 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<7x4x64xf32>
      %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %31 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<7x4x64xf32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %32 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<7x1xi32>
      %c_27 = stablehlo.constant dense<false> : tensor<i1>
      %33 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i1>) -> tensor<7xi1>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %34:19 = stablehlo.while(%iterArg = %arg3, %iterArg_31 = %19#0, %iterArg_32 = %19#1, %iterArg_33 = %22, %iterArg_34 = %25, %iterArg_35 = %18, %iterArg_36 = %26, %iterArg_37 = %27, %iterArg_38 = %28#0, %iterArg_39 = %28#1, %iterArg_40 = %c_28, %iterArg_41 = %c_22, %iterArg_42 = %16, %iterArg_43 = %17, %iterArg_44 = %29, %iterArg_45 = %30, %iterArg_46 = %31, %iterArg_47 = %32, %iterArg_48 = %33) : tensor<4x4x64xf32>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<64x64xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<4x64xf32>, tensor<4x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x1xi32>, tensor<7xi1>
      cond {
        %c_49 = stablehlo.constant dense<7> : tensor<i32>
        %40 = stablehlo.compare LT, %iterArg_40, %c_49, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %40 : tensor<i1>
      } do {
        %40:8 = func.call @closed_call(%iterArg, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %iterArg_41, %iterArg_42, %iterArg_43) : (tensor<4x4x64xf32>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<64x64xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<4x64xf32>, tensor<4x4x64xf32>) -> (tensor<i32>, tensor<4x64xf32>, tensor<4x4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<1xi32>, tensor<i1>)
        %41 = func.call @dynamic_update_index_in_dim(%iterArg_44, %40#3, %iterArg_40) : (tensor<7x4x64xf32>, tensor<4x64xf32>, tensor<i32>) -> tensor<7x4x64xf32>
        %42 = func.call @dynamic_update_index_in_dim(%iterArg_45, %40#4, %iterArg_40) : (tensor<7x4x64xf32>, tensor<4x64xf32>, tensor<i32>) -> tensor<7x4x64xf32>
        %43 = func.call @dynamic_update_index_in_dim(%iterArg_46, %40#5, %iterArg_40) : (tensor<7x4x64xf32>, tensor<4x64xf32>, tensor<i32>) -> tensor<7x4x64xf32>
        %44 = func.call @dynamic_update_index_in_dim_5(%iterArg_47, %40#6, %iterArg_40) : (tensor<7x1xi32>, tensor<1xi32>, tensor<i32>) -> tensor<7x1xi32>
        %45 = func.call @dynamic_update_index_in_dim_6(%iterArg_48, %40#7, %iterArg_40) : (tensor<7xi1>, tensor<i1>, tensor<i32>) -> tensor<7xi1>
        %c_49 = stablehlo.constant dense<1> : tensor<i32>
        %46 = stablehlo.add %iterArg_40, %c_49 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %iterArg_35, %iterArg_36, %iterArg_37, %iterArg_38, %iterArg_39, %46, %40#0, %40#1, %40#2, %41, %42, %43, %44, %45 : tensor<4x4x64xf32>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<i1>, tensor<64x64xf32>, tensor<i1>, tensor<i32>, tensor<i1>, tensor<i32>, tensor<i32>, tensor<4x64xf32>, tensor<4x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x1xi32>, tensor<7xi1>
      }
      %c_29 = stablehlo.constant dense<3> : tensor<i32>
      %35 = stablehlo.compare EQ, %15, %c_29, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %36 = func.call @_where_7(%35, %34#13, %cst_30) : (tensor<i1>, tensor<4x4x64xf32>, tensor<f32>) -> tensor<4x4x64xf32>
      %37 = "stablehlo.all_reduce"(%36) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %40 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %40 : tensor<f32>
      }) : (tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
      %38 = stablehlo.broadcast_in_dim %18, dims = [] : (tensor<i1>) -> tensor<1xi1>
      %39 = stablehlo.broadcast_in_dim %35, dims = [] : (tensor<i1>) -> tensor<1xi1>
      sdy.return %38, %26, %34#14, %34#15, %34#16, %34#17, %34#18, %39, %37 : tensor<1xi1>, tensor<64x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x1xi32>, tensor<7xi1>, tensor<1xi1>, tensor<4x4x64xf32>
    } : (tensor<4x64x64xf32>, tensor<4x8x64xf32>) -> (tensor<8xi1>, tensor<512x64xf32>, tensor<56x4x64xf32>, tensor<56x4x64xf32>, tensor<56x4x64xf32>, tensor<56x1xi32>, tensor<56xi1>, tensor<8xi1>, tensor<4x8x64xf32>)
    %1 = stablehlo.multiply %0#8, %0#8 : tensor<4x8x64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %3 = stablehlo.multiply %2, %0#8 : tensor<4x8x64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<4x8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_1 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %5 = stablehlo.divide %4, %cst_1 : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<2.048000e+03> : tensor<f32>
    %6 = stablehlo.divide %cst_2, %cst_3 : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %8 = stablehlo.multiply %7, %3 : tensor<4x8x64xf32>
    %cst_4 = stablehlo.constant dense<4.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<4x8x64xf32>
    %10 = stablehlo.divide %8, %9 : tensor<4x8x64xf32>
    %11 = sdy.manual_computation(%10, %0#0, %0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7) in_shardings=[<@mesh, [{}, {"data"}, {}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}, {}]>, <@mesh, [{"data", "model"}, {}]>, <@mesh, [{"data", "model"}]>, <@mesh, [{"data", "model"}]>] out_shardings=[<@mesh, [{"model"}, {}, {}]>] manual_axes={"data", "model"} (%arg2: tensor<4x4x64xf32>, %arg3: tensor<1xi1>, %arg4: tensor<64x64xf32>, %arg5: tensor<7x4x64xf32>, %arg6: tensor<7x4x64xf32>, %arg7: tensor<7x4x64xf32>, %arg8: tensor<7x1xi32>, %arg9: tensor<7xi1>, %arg10: tensor<1xi1>) {
      %12 = stablehlo.reshape %arg3 : (tensor<1xi1>) -> tensor<i1>
      %13 = stablehlo.reshape %arg10 : (tensor<1xi1>) -> tensor<i1>
      %14 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
        %20 = stablehlo.add %arg11, %arg12 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
      %15 = func.call @_where_8(%13, %14) : (tensor<i1>, tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
      %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %16 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
      %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x64x64xf32>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %18:11 = stablehlo.while(%iterArg = %arg5, %iterArg_7 = %arg6, %iterArg_8 = %arg7, %iterArg_9 = %arg8, %iterArg_10 = %arg9, %iterArg_11 = %12, %iterArg_12 = %arg4, %iterArg_13 = %c, %iterArg_14 = %17, %iterArg_15 = %16, %iterArg_16 = %15) : tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x1xi32>, tensor<7xi1>, tensor<i1>, tensor<64x64xf32>, tensor<i32>, tensor<1x64x64xf32>, tensor<4x64xf32>, tensor<4x4x64xf32>
      cond {
        %c_17 = stablehlo.constant dense<7> : tensor<i32>
        %20 = stablehlo.compare LT, %iterArg_13, %c_17, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %20 : tensor<i1>
      } do {
        %c_17 = stablehlo.constant dense<7> : tensor<i32>
        %20 = stablehlo.subtract %c_17, %iterArg_13 : tensor<i32>
        %c_18 = stablehlo.constant dense<1> : tensor<i32>
        %21 = stablehlo.subtract %20, %c_18 : tensor<i32>
        %22 = func.call @dynamic_index_in_dim(%iterArg, %21) : (tensor<7x4x64xf32>, tensor<i32>) -> tensor<4x64xf32>
        %23 = func.call @dynamic_index_in_dim(%iterArg_7, %21) : (tensor<7x4x64xf32>, tensor<i32>) -> tensor<4x64xf32>
        %24 = func.call @dynamic_index_in_dim(%iterArg_8, %21) : (tensor<7x4x64xf32>, tensor<i32>) -> tensor<4x64xf32>
        %25 = func.call @dynamic_index_in_dim_9(%iterArg_9, %21) : (tensor<7x1xi32>, tensor<i32>) -> tensor<1xi32>
        %26 = func.call @dynamic_index_in_dim_10(%iterArg_10, %21) : (tensor<7xi1>, tensor<i32>) -> tensor<i1>
        %27:3 = func.call @closed_call_11(%iterArg_11, %iterArg_12, %iterArg_14, %iterArg_15, %iterArg_16, %22, %23, %24, %25, %26) : (tensor<i1>, tensor<64x64xf32>, tensor<1x64x64xf32>, tensor<4x64xf32>, tensor<4x4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<1xi32>, tensor<i1>) -> (tensor<1x64x64xf32>, tensor<4x64xf32>, tensor<4x4x64xf32>)
        %c_19 = stablehlo.constant dense<1> : tensor<i32>
        %28 = stablehlo.add %iterArg_13, %c_19 : tensor<i32>
        stablehlo.return %iterArg, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %28, %27#0, %27#1, %27#2 : tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x4x64xf32>, tensor<7x1xi32>, tensor<7xi1>, tensor<i1>, tensor<64x64xf32>, tensor<i32>, tensor<1x64x64xf32>, tensor<4x64xf32>, tensor<4x4x64xf32>
      }
      %19 = "stablehlo.all_reduce"(%18#8) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg11: tensor<f32>, %arg12: tensor<f32>):
        %20 = stablehlo.add %arg11, %arg12 : tensor<f32>
        stablehlo.return %20 : tensor<f32>
      }) : (tensor<1x64x64xf32>) -> tensor<1x64x64xf32>
      sdy.return %19 : tensor<1x64x64xf32>
    } : (tensor<4x8x64xf32>, tensor<8xi1>, tensor<512x64xf32>, tensor<56x4x64xf32>, tensor<56x4x64xf32>, tensor<56x4x64xf32>, tensor<56x1xi32>, tensor<56xi1>, tensor<8xi1>) -> tensor<4x64x64xf32>
    return %5, %11 : tensor<f32>, tensor<4x64x64xf32>
  }
  func.func private @remainder(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i1>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %1, %2 : tensor<i32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @remainder_0(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i1>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare EQ, %arg0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = call @_where(%0, %c_0, %arg0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    return %1, %2 : tensor<i32>, tensor<i1>
  }
  func.func private @closed_call(%arg0: tensor<4x4x64xf32>, %arg1: tensor<i32>, %arg2: tensor<i1>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i1>, %arg6: tensor<64x64xf32>, %arg7: tensor<i1>, %arg8: tensor<i32>, %arg9: tensor<i1>, %arg10: tensor<i32>, %arg11: tensor<4x64xf32>, %arg12: tensor<4x4x64xf32>) -> (tensor<i32>, tensor<4x64xf32>, tensor<4x4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<1xi32>, tensor<i1>) {
    %c = stablehlo.constant dense<1> : tensor<i32>
    %0 = stablehlo.add %arg10, %c : tensor<i32>
    %1 = call @remainder_1(%arg10, %arg1, %arg2) : (tensor<i32>, tensor<i32>, tensor<i1>) -> tensor<i32>
    %2 = stablehlo.convert %1 : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.compare LT, %2, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_1 = stablehlo.constant dense<4> : tensor<i32>
    %4 = stablehlo.add %2, %c_1 : tensor<i32>
    %5 = stablehlo.select %3, %4, %2 : tensor<i1>, tensor<i32>
    %6 = stablehlo.dynamic_slice %arg0, %5, %arg3, %arg4, sizes = [1, 4, 64] : (tensor<4x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64xf32>
    %7 = stablehlo.reshape %6 : (tensor<1x4x64xf32>) -> tensor<4x64xf32>
    %8 = call @_where_2(%7, %arg11, %arg5) : (tensor<4x64xf32>, tensor<4x64xf32>, tensor<i1>) -> tensor<4x64xf32>
    %9 = stablehlo.dot_general %8, %arg6, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
    %10 = stablehlo.tanh %9 : tensor<4x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %12 = stablehlo.subtract %11, %10 : tensor<4x64xf32>
    %c_2 = stablehlo.constant dense<3> : tensor<i32>
    %13 = stablehlo.compare GE, %arg10, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<false> : tensor<i1>
    %14 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i1>) -> tensor<i1>
    %15 = stablehlo.compare NE, %13, %14, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %16 = stablehlo.convert %15 : tensor<i1>
    %17 = stablehlo.and %arg7, %16 : tensor<i1>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %18 = stablehlo.subtract %arg10, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<1> : tensor<i32>
    %19 = stablehlo.add %18, %c_5 : tensor<i32>
    %20 = call @remainder_3(%19, %arg8, %arg9) : (tensor<i32>, tensor<i32>, tensor<i1>) -> tensor<i32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.compare LT, %20, %c_6, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_7 = stablehlo.constant dense<4> : tensor<i32>
    %22 = stablehlo.add %20, %c_7 : tensor<i32>
    %23 = stablehlo.select %21, %22, %20 : tensor<i1>, tensor<i32>
    %24 = stablehlo.convert %23 : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %26 = "stablehlo.scatter"(%arg12, %25, %10) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg13: tensor<f32>, %arg14: tensor<f32>):
      stablehlo.return %arg14 : tensor<f32>
    }) : (tensor<4x4x64xf32>, tensor<1xi32>, tensor<4x64xf32>) -> tensor<4x4x64xf32>
    %27 = call @_where_4(%17, %26, %arg12) : (tensor<i1>, tensor<4x4x64xf32>, tensor<4x4x64xf32>) -> tensor<4x4x64xf32>
    %28 = "stablehlo.collective_permute"(%10) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[0, 1], [1, 2], [2, 3], [3, 0], [4, 5], [5, 6], [6, 7], [7, 4]]> : tensor<8x2xi64>}> : (tensor<4x64xf32>) -> tensor<4x64xf32>
    return %0, %28, %27, %8, %10, %12, %25, %17 : tensor<i32>, tensor<4x64xf32>, tensor<4x4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<4x64xf32>, tensor<1xi32>, tensor<i1>
  }
  func.func private @remainder_1(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i1>) -> tensor<i32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare NE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %2, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.and %3, %1 : tensor<i1>
    %5 = stablehlo.add %0, %arg1 : tensor<i32>
    %6 = stablehlo.select %4, %5, %0 : tensor<i1>, tensor<i32>
    return %6 : tensor<i32>
  }
  func.func private @_where_2(%arg0: tensor<4x64xf32>, %arg1: tensor<4x64xf32>, %arg2: tensor<i1>) -> tensor<4x64xf32> {
    %0 = stablehlo.select %arg2, %arg0, %arg1 : tensor<i1>, tensor<4x64xf32>
    return %0 : tensor<4x64xf32>
  }
  func.func private @remainder_3(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i1>) -> tensor<i32> {
    %0 = stablehlo.remainder %arg0, %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare NE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.compare LT, %0, %c_0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %3 = stablehlo.compare NE, %2, %arg2, UNSIGNED : (tensor<i1>, tensor<i1>) -> tensor<i1>
    %4 = stablehlo.and %3, %1 : tensor<i1>
    %5 = stablehlo.add %0, %arg1 : tensor<i32>
    %6 = stablehlo.select %4, %5, %0 : tensor<i1>, tensor<i32>
    return %6 : tensor<i32>
  }
  func.func private @_where_4(%arg0: tensor<i1>, %arg1: tensor<4x4x64xf32>, %arg2: tensor<4x4x64xf32>) -> tensor<4x4x64xf32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<4x4x64xf32>
    return %0 : tensor<4x4x64xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<7x4x64xf32>, %arg1: tensor<4x64xf32>, %arg2: tensor<i32>) -> tensor<7x4x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4x64xf32>) -> tensor<1x4x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<7x4x64xf32>, tensor<1x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<7x4x64xf32>
    return %1 : tensor<7x4x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_5(%arg0: tensor<7x1xi32>, %arg1: tensor<1xi32>, %arg2: tensor<i32>) -> tensor<7x1xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<7x1xi32>, tensor<1x1xi32>, tensor<i32>, tensor<i32>) -> tensor<7x1xi32>
    return %1 : tensor<7x1xi32>
  }
  func.func private @dynamic_update_index_in_dim_6(%arg0: tensor<7xi1>, %arg1: tensor<i1>, %arg2: tensor<i32>) -> tensor<7xi1> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2 : (tensor<7xi1>, tensor<1xi1>, tensor<i32>) -> tensor<7xi1>
    return %1 : tensor<7xi1>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<4x4x64xf32>, %arg2: tensor<f32>) -> tensor<4x4x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x4x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %1 : tensor<i1>, tensor<4x4x64xf32>
    return %2 : tensor<4x4x64xf32>
  }
  func.func private @_where_8(%arg0: tensor<i1>, %arg1: tensor<4x4x64xf32>) -> tensor<4x4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4x4x64xf32>
    return %1 : tensor<4x4x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<7x4x64xf32>, %arg1: tensor<i32>) -> tensor<4x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4, 64] : (tensor<7x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x64xf32>) -> tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
  func.func private @dynamic_index_in_dim_9(%arg0: tensor<7x1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 1] : (tensor<7x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1xi32>
    %1 = stablehlo.reshape %0 : (tensor<1x1xi32>) -> tensor<1xi32>
    return %1 : tensor<1xi32>
  }
  func.func private @dynamic_index_in_dim_10(%arg0: tensor<7xi1>, %arg1: tensor<i32>) -> tensor<i1> {
    %0 = stablehlo.dynamic_slice %arg0, %arg1, sizes = [1] : (tensor<7xi1>, tensor<i32>) -> tensor<1xi1>
    %1 = stablehlo.reshape %0 : (tensor<1xi1>) -> tensor<i1>
    return %1 : tensor<i1>
  }
  func.func private @closed_call_11(%arg0: tensor<i1>, %arg1: tensor<64x64xf32>, %arg2: tensor<1x64x64xf32>, %arg3: tensor<4x64xf32>, %arg4: tensor<4x4x64xf32>, %arg5: tensor<4x64xf32>, %arg6: tensor<4x64xf32>, %arg7: tensor<4x64xf32>, %arg8: tensor<1xi32>, %arg9: tensor<i1>) -> (tensor<1x64x64xf32>, tensor<4x64xf32>, tensor<4x4x64xf32>) {
    %0 = "stablehlo.collective_permute"(%arg3) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, source_target_pairs = dense<[[1, 0], [2, 1], [3, 2], [0, 3], [5, 4], [6, 5], [7, 6], [4, 7]]> : tensor<8x2xi64>}> : (tensor<4x64xf32>) -> tensor<4x64xf32>
    %1:2 = call @_where_12(%arg9, %arg4) : (tensor<i1>, tensor<4x4x64xf32>) -> (tensor<4x4x64xf32>, tensor<4x4x64xf32>)
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %3 = "stablehlo.scatter"(%1#0, %arg8, %2) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
      stablehlo.return %arg11 : tensor<f32>
    }) : (tensor<4x4x64xf32>, tensor<1xi32>, tensor<4x64xf32>) -> tensor<4x4x64xf32>
    %c = stablehlo.constant dense<3> : tensor<1xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %5 = stablehlo.compare GE, %arg8, %4, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %6 = stablehlo.compare LE, %arg8, %c, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.and %5, %6 : tensor<1xi1>
    %c_1 = stablehlo.constant dense<true> : tensor<i1>
    %8 = stablehlo.reduce(%7 init: %c_1) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %9 = "stablehlo.gather"(%1#0, %arg8) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [0], start_index_map = [0]>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4, 64>}> : (tensor<4x4x64xf32>, tensor<1xi32>) -> tensor<4x64xf32>
    %10 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<i1>) -> tensor<4x64xi1>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %12 = stablehlo.select %10, %9, %11 : tensor<4x64xi1>, tensor<4x64xf32>
    %13 = stablehlo.add %1#1, %3 : tensor<4x4x64xf32>
    %14 = stablehlo.add %0, %12 : tensor<4x64xf32>
    %15 = stablehlo.multiply %14, %arg7 : tensor<4x64xf32>
    %16 = stablehlo.multiply %15, %arg6 : tensor<4x64xf32>
    %17 = stablehlo.add %15, %16 : tensor<4x64xf32>
    %18 = stablehlo.dot_general %17, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<4x64xf32>) -> tensor<64x64xf32>
    %19 = stablehlo.transpose %18, dims = [1, 0] : (tensor<64x64xf32>) -> tensor<64x64xf32>
    %20 = stablehlo.dot_general %17, %arg1, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x64xf32>, tensor<64x64xf32>) -> tensor<4x64xf32>
    %21 = stablehlo.broadcast_in_dim %19, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<1x64x64xf32>
    %22 = stablehlo.add %arg2, %21 : tensor<1x64x64xf32>
    %23 = call @_where_13(%arg0, %20) : (tensor<i1>, tensor<4x64xf32>) -> tensor<4x64xf32>
    return %22, %23, %13 : tensor<1x64x64xf32>, tensor<4x64xf32>, tensor<4x4x64xf32>
  }
  func.func private @_where_12(%arg0: tensor<i1>, %arg1: tensor<4x4x64xf32>) -> (tensor<4x4x64xf32>, tensor<4x4x64xf32>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x4x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<4x4x64xf32>
    %2 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<4x4x64xf32>
    return %2, %1 : tensor<4x4x64xf32>, tensor<4x4x64xf32>
  }
  func.func private @_where_13(%arg0: tensor<i1>, %arg1: tensor<4x64xf32>) -> tensor<4x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x64xf32>
    %1 = stablehlo.select %arg0, %0, %arg1 : tensor<i1>, tensor<4x64xf32>
    return %1 : tensor<4x64xf32>
  }
}
