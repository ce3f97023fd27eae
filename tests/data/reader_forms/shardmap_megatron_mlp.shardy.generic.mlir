"builtin.module"() <{sym_name = "jit_sm_megatron"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=4, "model"=2]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], function_type = (tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<512x2048xf32>, %arg1: tensor<2048xf32>, %arg2: tensor<2048x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<8x128x512xf32>):
    %0 = "sdy.manual_computation"(%arg0, %arg1, %arg2, %arg3, %arg4) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{}, {"model"}]>, <@mesh, [{"model"}]>, <@mesh, [{"model"}, {}]>, <@mesh, [{}]>, <@mesh, [{"data"}, {}, {}]>]>, manual_axes = #sdy<manual_axes{"data", "model"}>, out_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}, {}]>]>}> ({
    ^bb0(%arg5: tensor<512x1024xf32>, %arg6: tensor<1024xf32>, %arg7: tensor<1024x512xf32>, %arg8: tensor<512xf32>, %arg9: tensor<2x128x512xf32>):
      %1 = "stablehlo.dot_general"(%arg9, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<512x1024xf32>) -> tensor<2x128x1024xf32>
      %2 = "stablehlo.broadcast_in_dim"(%arg6) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
      %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
      %4 = "stablehlo.add"(%1, %3) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %5 = "stablehlo.multiply"(%4, %4) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %6 = "stablehlo.multiply"(%5, %4) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %7 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %8 = "stablehlo.broadcast_in_dim"(%7) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
      %9 = "stablehlo.multiply"(%8, %6) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %10 = "stablehlo.add"(%4, %9) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %11 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %12 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
      %13 = "stablehlo.multiply"(%12, %10) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %14 = "stablehlo.tanh"(%13) : (tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
      %17 = "stablehlo.add"(%16, %14) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %18 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
      %20 = "stablehlo.multiply"(%19, %17) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %21 = "stablehlo.multiply"(%4, %20) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
      %22 = "stablehlo.dot_general"(%21, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x1024xf32>, tensor<1024x512xf32>) -> tensor<2x128x512xf32>
      %23 = "stablehlo.all_reduce"(%22) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg10: tensor<f32>, %arg11: tensor<f32>):
        %27 = "stablehlo.add"(%arg10, %arg11) : (tensor<f32>, tensor<f32>) -> tensor<f32>
        "stablehlo.return"(%27) : (tensor<f32>) -> ()
      }) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      %24 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xf32>) -> tensor<1x1x512xf32>
      %25 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xf32>) -> tensor<2x128x512xf32>
      %26 = "stablehlo.add"(%23, %25) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
      "sdy.return"(%26) : (tensor<2x128x512xf32>) -> ()
    }) : (tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    "func.return"(%0) : (tensor<8x128x512xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
