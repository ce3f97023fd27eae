"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<16x32xf32>, %arg4: tensor<32x64xf32>, %arg5: tensor<64x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>):
    %20 = "sdy.sharding_constraint"(%arg3) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %21 = "sdy.sharding_constraint"(%arg4) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %22 = "sdy.sharding_constraint"(%arg5) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %23 = "func.call"(%20, %21, %22) <{callee = @call_exported_mlp_block}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %24 = "sdy.sharding_constraint"(%23) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %25 = "sdy.sharding_constraint"(%24) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %26 = "sdy.sharding_constraint"(%arg6) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %27 = "sdy.sharding_constraint"(%arg7) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %28 = "func.call"(%25, %26, %27) <{callee = @call_exported_mlp_block}> : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %29 = "sdy.sharding_constraint"(%28) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %30 = "sdy.sharding_constraint"(%29) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %31 = "stablehlo.tanh"(%30) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %32 = "sdy.sharding_constraint"(%31) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%32) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}, sym_visibility = "private"} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], sym_name = "call_exported_mlp_block", sym_visibility = "private"}> ({
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
