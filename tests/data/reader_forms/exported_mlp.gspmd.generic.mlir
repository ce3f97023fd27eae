"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg6: tensor<16x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<64x32xf32>):
    %40 = "stablehlo.custom_call"(%arg6) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %41 = "stablehlo.custom_call"(%arg7) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %42 = "stablehlo.custom_call"(%arg8) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %43 = "func.call"(%40, %41, %42) <{callee = @call_exported_mlp_block}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %44 = "stablehlo.custom_call"(%43) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %45 = "stablehlo.custom_call"(%44) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %46 = "stablehlo.custom_call"(%arg9) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %47 = "stablehlo.custom_call"(%arg10) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %48 = "func.call"(%45, %46, %47) <{callee = @call_exported_mlp_block_0}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %49 = "stablehlo.custom_call"(%48) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %50 = "stablehlo.custom_call"(%49) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %51 = "stablehlo.tanh"(%50) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %52 = "stablehlo.custom_call"(%51) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%52) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}], sym_name = "call_exported_mlp_block", sym_visibility = "private"}> ({
  ^bb0(%arg3: tensor<16x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x32xf32>):
    %20 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %21 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %22 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.dot_general"(%arg3, %arg4) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %25 = "stablehlo.multiply"(%24, %24) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %26 = "stablehlo.multiply"(%25, %24) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %27 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %28 = "stablehlo.multiply"(%27, %26) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %29 = "stablehlo.add"(%24, %28) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %30 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %31 = "stablehlo.multiply"(%30, %29) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %32 = "stablehlo.tanh"(%31) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %33 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %34 = "stablehlo.add"(%33, %32) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %35 = "stablehlo.broadcast_in_dim"(%20) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %36 = "stablehlo.multiply"(%35, %34) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %37 = "stablehlo.multiply"(%24, %36) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %38 = "stablehlo.dot_general"(%37, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %39 = "stablehlo.add"(%arg3, %38) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%39) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}], sym_name = "call_exported_mlp_block_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>):
    %0 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.dot_general"(%arg0, %arg1) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %5 = "stablehlo.multiply"(%4, %4) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %6 = "stablehlo.multiply"(%5, %4) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %7 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %8 = "stablehlo.multiply"(%7, %6) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %9 = "stablehlo.add"(%4, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %10 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %11 = "stablehlo.multiply"(%10, %9) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %12 = "stablehlo.tanh"(%11) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %13 = "stablehlo.broadcast_in_dim"(%1) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %14 = "stablehlo.add"(%13, %12) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %15 = "stablehlo.broadcast_in_dim"(%0) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %16 = "stablehlo.multiply"(%15, %14) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %17 = "stablehlo.multiply"(%4, %16) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %18 = "stablehlo.dot_general"(%17, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %19 = "stablehlo.add"(%arg0, %18) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%19) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
