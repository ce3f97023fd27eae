"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, {sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}], function_type = (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<16x32xf32>, %arg1: tensor<32x64xf32>, %arg2: tensor<64x32xf32>, %arg3: tensor<32x64xf32>, %arg4: tensor<64x32xf32>):
    %0 = "sdy.reshard"(%arg0) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %1 = "sdy.reshard"(%arg1) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %2 = "sdy.reshard"(%arg2) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %3 = "sdy.named_computation"(%0, %1, %2) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>]>, name = "call_exported_mlp_block"}> ({
    ^bb0(%arg8: tensor<16x32xf32>, %arg9: tensor<32x64xf32>, %arg10: tensor<64x32xf32>):
      %33 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %34 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %35 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %36 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %37 = "stablehlo.dot_general"(%arg8, %arg9) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %38 = "stablehlo.multiply"(%37, %37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %39 = "stablehlo.multiply"(%38, %37) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %40 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %41 = "stablehlo.multiply"(%40, %39) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %42 = "stablehlo.add"(%37, %41) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %43 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %44 = "stablehlo.multiply"(%43, %42) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %45 = "stablehlo.tanh"(%44) : (tensor<16x64xf32>) -> tensor<16x64xf32>
      %46 = "stablehlo.broadcast_in_dim"(%34) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %47 = "stablehlo.add"(%46, %45) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %48 = "stablehlo.broadcast_in_dim"(%33) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %49 = "stablehlo.multiply"(%48, %47) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %50 = "stablehlo.multiply"(%37, %49) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %51 = "stablehlo.dot_general"(%50, %arg10) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %52 = "stablehlo.add"(%arg8, %51) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      "sdy.return"(%52) : (tensor<16x32xf32>) -> ()
    }) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %4 = "sdy.reshard"(%3) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = "sdy.reshard"(%4) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %6 = "sdy.reshard"(%arg3) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
    %7 = "sdy.reshard"(%arg4) <{sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}> : (tensor<64x32xf32>) -> tensor<64x32xf32>
    %8 = "sdy.named_computation"(%5, %6, %7) <{in_shardings = #sdy.sharding_per_value<[<@mesh, [{"data"}, {}]>, <@mesh, [{}, {"model"}]>, <@mesh, [{"model"}, {}]>]>, name = "call_exported_mlp_block"}> ({
    ^bb0(%arg5: tensor<16x32xf32>, %arg6: tensor<32x64xf32>, %arg7: tensor<64x32xf32>):
      %13 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %14 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %15 = "stablehlo.constant"() <{value = dense<0.797884583> : tensor<f32>}> : () -> tensor<f32>
      %16 = "stablehlo.constant"() <{value = dense<4.471500e-02> : tensor<f32>}> : () -> tensor<f32>
      %17 = "stablehlo.dot_general"(%arg5, %arg6) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x32xf32>, tensor<32x64xf32>) -> tensor<16x64xf32>
      %18 = "stablehlo.multiply"(%17, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %19 = "stablehlo.multiply"(%18, %17) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %20 = "stablehlo.broadcast_in_dim"(%16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %21 = "stablehlo.multiply"(%20, %19) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %22 = "stablehlo.add"(%17, %21) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %23 = "stablehlo.broadcast_in_dim"(%15) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %24 = "stablehlo.multiply"(%23, %22) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %25 = "stablehlo.tanh"(%24) : (tensor<16x64xf32>) -> tensor<16x64xf32>
      %26 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %27 = "stablehlo.add"(%26, %25) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %28 = "stablehlo.broadcast_in_dim"(%13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x64xf32>
      %29 = "stablehlo.multiply"(%28, %27) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %30 = "stablehlo.multiply"(%17, %29) : (tensor<16x64xf32>, tensor<16x64xf32>) -> tensor<16x64xf32>
      %31 = "stablehlo.dot_general"(%30, %arg7) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>}> : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
      %32 = "stablehlo.add"(%arg5, %31) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
      "sdy.return"(%32) : (tensor<16x32xf32>) -> ()
    }) : (tensor<16x32xf32>, tensor<32x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %9 = "sdy.reshard"(%8) <{sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %10 = "sdy.reshard"(%9) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %11 = "stablehlo.tanh"(%10) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %12 = "sdy.reshard"(%11) <{sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%12) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}, sym_visibility = "private"} : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
