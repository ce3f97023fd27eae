"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>):
    %0 = "sdy.reshard"(%arg0) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = "sdy.reshard"(%arg1) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %2 = "sdy.reshard"(%arg2) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %3 = "sdy.named_computation"(%0, %1, %2) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>]>, name = "call_exported_mlp_block"}> ({
    ^bb0(%arg9: tensor<16x32xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<64x32xf32>):
      %34 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %36 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %38 = "stablehlo.dot_general"(%arg9, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %39 = "stablehlo.multiply"(%38, %38) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %40 = "stablehlo.multiply"(%39, %38) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %41 = "stablehlo.broadcast_in_dim"(%37) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %42 = "stablehlo.multiply"(%41, %40) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %43 = "stablehlo.add"(%38, %42) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %44 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %45 = "stablehlo.multiply"(%44, %43) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %46 = "stablehlo.tanh"(%45) : (tensor<16x64xf32>) -> tensor<16x64xf32>
      %47 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %48 = "stablehlo.add"(%47, %46) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %49 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %50 = "stablehlo.multiply"(%49, %48) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %51 = "stablehlo.multiply"(%38, %50) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %52 = "stablehlo.dot_general"(%51, %arg11) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %53 = "stablehlo.add"(%arg9, %52) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      "sdy.return"(%53) : (tensor<16x32xf32>) -> ()
    }) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %4 = "sdy.reshard"(%3) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = "sdy.reshard"(%4) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %6 = "sdy.reshard"(%arg3) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %7 = "sdy.reshard"(%arg4) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %8 = "sdy.named_computation"(%5, %6, %7) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>]>, name = "call_exported_mlp_block"}> ({
    ^bb0(%arg6: tensor<16x32xf32>, %arg7: tensor<32x64xf32>, %arg8: tensor<64x32xf32>):
      %14 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %18 = "stablehlo.dot_general"(%arg6, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %19 = "stablehlo.multiply"(%18, %18) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %20 = "stablehlo.multiply"(%19, %18) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %21 = "stablehlo.broadcast_in_dim"(%17) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %22 = "stablehlo.multiply"(%21, %20) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %23 = "stablehlo.add"(%18, %22) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %24 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %25 = "stablehlo.multiply"(%24, %23) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %26 = "stablehlo.tanh"(%25) : (tensor<16x64xf32>) -> tensor<16x64xf32>
      %27 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %28 = "stablehlo.add"(%27, %26) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %29 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %30 = "stablehlo.multiply"(%29, %28) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %31 = "stablehlo.multiply"(%18, %30) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %32 = "stablehlo.dot_general"(%31, %arg8) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %33 = "stablehlo.add"(%arg6, %32) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      "sdy.return"(%33) : (tensor<16x32xf32>) -> ()
    }) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %9 = "sdy.reshard"(%8) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %10 = "sdy.reshard"(%9) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %11 = "sdy.named_computation"(%10) <{name = "<lambda>"}> ({
    ^bb0(%arg5: tensor<16x32xf32>):
      %12 = "stablehlo.tanh"(%arg5) : (tensor<16x32xf32>) -> tensor<16x32xf32>
      %13 = "sdy.reshard"(%12) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
      "sdy.return"(%13) : (tensor<16x32xf32>) -> ()
    }) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%11) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}, sym_visibility = "private"} : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
