"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg7: tensor<16x32xf32>, %arg8: tensor<32x64xf32>, %arg9: tensor<64x32xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<64x32xf32>):
    %42 = "stablehlo.custom_call"(%arg7) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %43 = "stablehlo.custom_call"(%arg8) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %44 = "stablehlo.custom_call"(%arg9) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %45 = "func.call"(%42, %43, %44) <{callee = @call_exported_mlp_block}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %46 = "stablehlo.custom_call"(%45) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %47 = "stablehlo.custom_call"(%46) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %48 = "stablehlo.custom_call"(%arg10) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %49 = "stablehlo.custom_call"(%arg11) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %50 = "func.call"(%47, %48, %49) <{callee = @call_exported_mlp_block_0}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %51 = "stablehlo.custom_call"(%50) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %52 = "stablehlo.custom_call"(%51) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %53 = "func.call"(%52) <{callee = @"<lambda>"}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%53) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}], sym_name = "call_exported_mlp_block", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<16x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>):
    %22 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %23 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %24 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %25 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %26 = "stablehlo.dot_general"(%arg4, %arg5) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %27 = "stablehlo.multiply"(%26, %26) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %28 = "stablehlo.multiply"(%27, %26) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %29 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %30 = "stablehlo.multiply"(%29, %28) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %31 = "stablehlo.add"(%26, %30) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %32 = "stablehlo.broadcast_in_dim"(%24) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %33 = "stablehlo.multiply"(%32, %31) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %34 = "stablehlo.tanh"(%33) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %35 = "stablehlo.broadcast_in_dim"(%23) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %36 = "stablehlo.add"(%35, %34) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %37 = "stablehlo.broadcast_in_dim"(%22) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %38 = "stablehlo.multiply"(%37, %36) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %39 = "stablehlo.multiply"(%26, %38) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %40 = "stablehlo.dot_general"(%39, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %41 = "stablehlo.add"(%arg4, %40) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%41) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}], sym_name = "call_exported_mlp_block_0", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<16x32xf32>, %arg2: tensor<32x64xf32>, %arg3: tensor<64x32xf32>):
    %2 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
    %5 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.dot_general"(%arg1, %arg2) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
    %7 = "stablehlo.multiply"(%6, %6) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %8 = "stablehlo.multiply"(%7, %6) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %9 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %10 = "stablehlo.multiply"(%9, %8) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %11 = "stablehlo.add"(%6, %10) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %12 = "stablehlo.broadcast_in_dim"(%4) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %13 = "stablehlo.multiply"(%12, %11) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %14 = "stablehlo.tanh"(%13) : (tensor<16x64xf32>) -> tensor<16x64xf32>
    %15 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %16 = "stablehlo.add"(%15, %14) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %17 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
    %18 = "stablehlo.multiply"(%17, %16) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %19 = "stablehlo.multiply"(%6, %18) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
    %20 = "stablehlo.dot_general"(%19, %arg3) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %21 = "stablehlo.add"(%arg1, %20) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%21) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xf32>) -> tensor<16x32xf32>, sym_name = "<lambda>", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xf32>):
    %0 = "stablehlo.tanh"(%arg0) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = "stablehlo.custom_call"(%0) <{backend_config = "", call_target_name = "Sharding"}> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%1) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
