"builtin.module"() <{sym_name = "jit_sm_megatron"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{replicated}"}, {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}], function_type = (tensor<512x2048xf32>, tensor<2048xf32>, tensor<2048x512xf32>, tensor<512xf32>, tensor<8x128x512xf32>) -> tensor<8x128x512xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<512x2048xf32>, %arg8: tensor<2048xf32>, %arg9: tensor<2048x512xf32>, %arg10: tensor<512xf32>, %arg11: tensor<8x128x512xf32>):
    %27 = "stablehlo.custom_call"(%arg7) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<512x2048xf32>) -> tensor<512x2048xf32>
    %28 = "stablehlo.custom_call"(%27) <{backend_config = "", call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512x2048xf32>) -> tensor<512x1024xf32>
    %29 = "stablehlo.custom_call"(%arg8) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048xf32>) -> tensor<2048xf32>
    %30 = "stablehlo.custom_call"(%29) <{backend_config = "", call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<2048xf32>) -> tensor<1024xf32>
    %31 = "stablehlo.custom_call"(%arg9) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[4,2]T(1,0) last_tile_dim_replicate}"} : (tensor<2048x512xf32>) -> tensor<2048x512xf32>
    %32 = "stablehlo.custom_call"(%31) <{backend_config = "", call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<2048x512xf32>) -> tensor<1024x512xf32>
    %33 = "stablehlo.custom_call"(%arg10) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{replicated}"} : (tensor<512xf32>) -> tensor<512xf32>
    %34 = "stablehlo.custom_call"(%33) <{backend_config = "", call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<512xf32>) -> tensor<512xf32>
    %35 = "stablehlo.custom_call"(%arg11) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x512xf32>) -> tensor<8x128x512xf32>
    %36 = "stablehlo.custom_call"(%35) <{backend_config = "", call_target_name = "SPMDFullToShardShape"}> {mhlo.sharding = "{manual}"} : (tensor<8x128x512xf32>) -> tensor<2x128x512xf32>
    %37 = "func.call"(%28, %30, %32, %34, %36) <{callee = @shmap_body}> : (tensor<512x1024xf32>, tensor<1024xf32>, tensor<1024x512xf32>, tensor<512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %38 = "stablehlo.custom_call"(%37) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{manual}"} : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %39 = "stablehlo.custom_call"(%38) <{backend_config = "", call_target_name = "SPMDShardToFullShape"}> {mhlo.sharding = "{devices=[4,1,1,2]<=[8] last_tile_dim_replicate}"} : (tensor<2x128x512xf32>) -> tensor<8x128x512xf32>
    "func.return"(%39) : (tensor<8x128x512xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<512x1024xf32>, tensor<1024xf32>, tensor<1024x512xf32>, tensor<512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>, res_attrs = [{jax.result_info = "[('data',), None, None]"}], sym_name = "shmap_body", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<512x1024xf32>, %arg1: tensor<1024xf32>, %arg2: tensor<1024x512xf32>, %arg3: tensor<512xf32>, %arg4: tensor<2x128x512xf32>):
    %0 = "stablehlo.dot_general"(%arg4, %arg0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x512xf32>, tensor<512x1024xf32>) -> tensor<2x128x1024xf32>
    %1 = "stablehlo.broadcast_in_dim"(%arg1) <{broadcast_dimensions = array<i64: 2>}> : (tensor<1024xf32>) -> tensor<1x1x1024xf32>
    %2 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x1024xf32>) -> tensor<2x128x1024xf32>
    %3 = "stablehlo.add"(%0, %2) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %4 = "stablehlo.multiply"(%3, %3) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %5 = "stablehlo.multiply"(%4, %3) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %6 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %9 = "stablehlo.add"(%3, %8) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %10 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
    %12 = "stablehlo.multiply"(%11, %9) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %13 = "stablehlo.tanh"(%12) : (tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %15 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
    %16 = "stablehlo.add"(%15, %13) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %17 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %18 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x128x1024xf32>
    %19 = "stablehlo.multiply"(%18, %16) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %20 = "stablehlo.multiply"(%3, %19) : (tensor<2x128x1024xf32>, tensor<2x128x1024xf32>) -> tensor<2x128x1024xf32>
    %21 = "stablehlo.dot_general"(%20, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<2x128x1024xf32>, tensor<1024x512xf32>) -> tensor<2x128x512xf32>
    %22 = "stablehlo.all_reduce"(%21) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<f32>, %arg6: tensor<f32>):
      %26 = "stablehlo.add"(%arg5, %arg6) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%26) : (tensor<f32>) -> ()
    }) : (tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    %23 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64: 2>}> : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %24 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64: 0, 1, 2>}> : (tensor<1x1x512xf32>) -> tensor<2x128x512xf32>
    %25 = "stablehlo.add"(%22, %24) : (tensor<2x128x512xf32>, tensor<2x128x512xf32>) -> tensor<2x128x512xf32>
    "func.return"(%25) : (tensor<2x128x512xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
