"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg4: tensor<16x32xf32>, %arg5: tensor<32x64xf32>, %arg6: tensor<64x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>):
    %22 = "sdy.sharding_constraint"(%arg4) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %23 = "sdy.sharding_constraint"(%arg5) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %24 = "sdy.sharding_constraint"(%arg6) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %25 = "func.call"(%22, %23, %24) <{callee = @call_exported_mlp_block}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %26 = "sdy.sharding_constraint"(%25) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %27 = "sdy.sharding_constraint"(%26) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %28 = "sdy.sharding_constraint"(%arg7) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %29 = "sdy.sharding_constraint"(%arg8) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %30 = "func.call"(%27, %28, %29) <{callee = @call_exported_mlp_block}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %31 = "sdy.sharding_constraint"(%30) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %32 = "sdy.sharding_constraint"(%31) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %33 = "func.call"(%32) <{callee = @"<lambda>"}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%33) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}, sym_visibility = "private"} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], sym_name = "call_exported_mlp_block", sym_visibility = "private"}> ({
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
    %1 = "sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%1) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
