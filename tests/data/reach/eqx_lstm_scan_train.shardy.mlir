module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<1024x64xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg1: tensor<1024x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"model"}, {}]>}, %arg2: tensor<1024xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16x256xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<16xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg6: tensor<1024x64xf32> {jax.buffer_donor = true}, %arg7: tensor<1024x256xf32> {jax.buffer_donor = true}, %arg8: tensor<1024xf32> {jax.buffer_donor = true}, %arg9: tensor<16x256xf32> {jax.buffer_donor = true}, %arg10: tensor<16xf32> {jax.buffer_donor = true}, %arg11: tensor<1024x64xf32> {jax.buffer_donor = true}, %arg12: tensor<1024x256xf32> {jax.buffer_donor = true}, %arg13: tensor<1024xf32> {jax.buffer_donor = true}, %arg14: tensor<16x256xf32> {jax.buffer_donor = true}, %arg15: tensor<16xf32> {jax.buffer_donor = true}, %arg16: tensor<8x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg17: tensor<8x32x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<1024x64xf32> {jax.result_info = "result[0][0].weight_ih"}, tensor<1024x256xf32> {jax.result_info = "result[0][0].weight_hh"}, tensor<1024xf32> {jax.result_info = "result[0][0].bias"}, tensor<16x256xf32> {jax.result_info = "result[0][1].weight"}, tensor<16xf32> {jax.result_info = "result[0][1].bias"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<1024x64xf32> {jax.result_info = "result[1][0].mu[0].weight_ih"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu[0].weight_hh"}, tensor<1024xf32> {jax.result_info = "result[1][0].mu[0].bias"}, tensor<16x256xf32> {jax.result_info = "result[1][0].mu[1].weight"}, tensor<16xf32> {jax.result_info = "result[1][0].mu[1].bias"}, tensor<1024x64xf32> {jax.result_info = "result[1][0].nu[0].weight_ih"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu[0].weight_hh"}, tensor<1024xf32> {jax.result_info = "result[1][0].nu[0].bias"}, tensor<16x256xf32> {jax.result_info = "result[1][0].nu[1].weight"}, tensor<16xf32> {jax.result_info = "result[1][0].nu[1].bias"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<256xf32>) -> tensor<8x256xf32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1] : (tensor<256xf32>) -> tensor<8x256xf32>
    %3 = stablehlo.transpose %arg16, dims = [1, 0, 2] : (tensor<8x32x64xf32>) -> tensor<32x8x64xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<32x8x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %18:25 = stablehlo.while(%iterArg = %3, %iterArg_74 = %arg0, %iterArg_75 = %arg1, %iterArg_76 = %4, %iterArg_77 = %cst_0, %iterArg_78 = %cst_1, %iterArg_79 = %cst_2, %iterArg_80 = %cst_3, %iterArg_81 = %cst_4, %iterArg_82 = %c, %iterArg_83 = %1, %iterArg_84 = %2, %iterArg_85 = %5, %iterArg_86 = %6, %iterArg_87 = %7, %iterArg_88 = %8, %iterArg_89 = %9, %iterArg_90 = %10, %iterArg_91 = %11, %iterArg_92 = %12, %iterArg_93 = %13, %iterArg_94 = %14, %iterArg_95 = %15, %iterArg_96 = %16, %iterArg_97 = %17) : tensor<32x8x64xf32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1x1024xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>
    cond {
      %c_98 = stablehlo.constant dense<32> : tensor<i32>
      %177 = stablehlo.compare LT, %iterArg_82, %c_98, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %177 : tensor<i1>
    } do {
      %177 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_82) : (tensor<32x8x64xf32>, tensor<i32>) -> tensor<8x64xf32>
      %178:15 = func.call @closed_call(%iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_83, %iterArg_84, %177) : (tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1x1024xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x64xf32>) -> (tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>)
      %179 = func.call @dynamic_update_index_in_dim(%iterArg_85, %178#2, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %180 = func.call @dynamic_update_index_in_dim_0(%iterArg_86, %178#3, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %181 = func.call @dynamic_update_index_in_dim(%iterArg_87, %178#4, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %182 = func.call @dynamic_update_index_in_dim(%iterArg_88, %178#5, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %183 = func.call @dynamic_update_index_in_dim(%iterArg_89, %178#6, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %184 = func.call @dynamic_update_index_in_dim(%iterArg_90, %178#7, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %185 = func.call @dynamic_update_index_in_dim(%iterArg_91, %178#8, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %186 = func.call @dynamic_update_index_in_dim_0(%iterArg_92, %178#9, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %187 = func.call @dynamic_update_index_in_dim(%iterArg_93, %178#10, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %188 = func.call @dynamic_update_index_in_dim(%iterArg_94, %178#11, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %189 = func.call @dynamic_update_index_in_dim(%iterArg_95, %178#12, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %190 = func.call @dynamic_update_index_in_dim(%iterArg_96, %178#13, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %191 = func.call @dynamic_update_index_in_dim(%iterArg_97, %178#14, %iterArg_82) : (tensor<32x8x256xf32>, tensor<8x256xf32>, tensor<i32>) -> tensor<32x8x256xf32>
      %c_98 = stablehlo.constant dense<1> : tensor<i32>
      %192 = stablehlo.add %iterArg_82, %c_98 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %192, %178#0, %178#1, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191 : tensor<32x8x64xf32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1x1024xf32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>
    }
    %19 = stablehlo.dot_general %arg3, %18#12, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<16x256xf32>, tensor<32x8x256xf32>) -> tensor<16x32x8xf32>
    %20 = stablehlo.transpose %19, dims = [2, 1, 0] : (tensor<16x32x8xf32>) -> tensor<8x32x16xf32>
    %21 = stablehlo.broadcast_in_dim %arg4, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [1, 2] : (tensor<1x16xf32>) -> tensor<1x1x16xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x32x16xf32>
    %24 = stablehlo.add %20, %23 : tensor<8x32x16xf32>
    %25 = stablehlo.subtract %24, %arg17 : tensor<8x32x16xf32>
    %26 = stablehlo.multiply %25, %25 : tensor<8x32x16xf32>
    %cst_18 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %28 = stablehlo.multiply %27, %25 : tensor<8x32x16xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%26 init: %cst_19) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x16xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %30 = stablehlo.divide %29, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_22 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %31 = stablehlo.divide %cst_21, %cst_22 : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [] : (tensor<f32>) -> tensor<8x32x16xf32>
    %33 = stablehlo.multiply %32, %28 : tensor<8x32x16xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %34 = stablehlo.reduce(%33 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x32x16xf32>, tensor<f32>) -> tensor<16xf32>
    %35 = stablehlo.reshape %34 : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.reduce(%37 init: %cst_25) applies stablehlo.add across dimensions = [0] : (tensor<1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.transpose %33, dims = [2, 1, 0] : (tensor<8x32x16xf32>) -> tensor<16x32x8xf32>
    %40 = stablehlo.dot_general %39, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<16x32x8xf32>, tensor<16x256xf32>) -> tensor<32x8x256xf32>
    %41 = stablehlo.dot_general %39, %18#12, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<16x32x8xf32>, tensor<32x8x256xf32>) -> tensor<16x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %47:21 = stablehlo.while(%iterArg = %40, %iterArg_74 = %3, %iterArg_75 = %18#13, %iterArg_76 = %18#14, %iterArg_77 = %18#15, %iterArg_78 = %18#16, %iterArg_79 = %18#17, %iterArg_80 = %18#18, %iterArg_81 = %18#19, %iterArg_82 = %18#20, %iterArg_83 = %18#21, %iterArg_84 = %18#22, %iterArg_85 = %18#23, %iterArg_86 = %18#24, %iterArg_87 = %arg1, %iterArg_88 = %c_31, %iterArg_89 = %44, %iterArg_90 = %45, %iterArg_91 = %46, %iterArg_92 = %42, %iterArg_93 = %43) : tensor<32x8x256xf32>, tensor<32x8x64xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>
    cond {
      %c_94 = stablehlo.constant dense<32> : tensor<i32>
      %177 = stablehlo.compare LT, %iterArg_88, %c_94, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %177 : tensor<i1>
    } do {
      %c_94 = stablehlo.constant dense<32> : tensor<i32>
      %177 = stablehlo.subtract %c_94, %iterArg_88 : tensor<i32>
      %c_95 = stablehlo.constant dense<1> : tensor<i32>
      %178 = stablehlo.subtract %177, %c_95 : tensor<i32>
      %179 = func.call @dynamic_index_in_dim_1(%iterArg, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %180 = func.call @dynamic_index_in_dim(%iterArg_74, %178) : (tensor<32x8x64xf32>, tensor<i32>) -> tensor<8x64xf32>
      %181 = func.call @dynamic_index_in_dim_2(%iterArg_75, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %182 = func.call @dynamic_index_in_dim_1(%iterArg_76, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %183 = func.call @dynamic_index_in_dim_1(%iterArg_77, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %184 = func.call @dynamic_index_in_dim_1(%iterArg_78, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %185 = func.call @dynamic_index_in_dim_1(%iterArg_79, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %186 = func.call @dynamic_index_in_dim_1(%iterArg_80, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %187 = func.call @dynamic_index_in_dim_2(%iterArg_81, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %188 = func.call @dynamic_index_in_dim_1(%iterArg_82, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %189 = func.call @dynamic_index_in_dim_1(%iterArg_83, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %190 = func.call @dynamic_index_in_dim_1(%iterArg_84, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %191 = func.call @dynamic_index_in_dim_1(%iterArg_85, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %192 = func.call @dynamic_index_in_dim_1(%iterArg_86, %178) : (tensor<32x8x256xf32>, tensor<i32>) -> tensor<8x256xf32>
      %193:5 = func.call @closed_call_3(%iterArg_87, %iterArg_89, %iterArg_90, %iterArg_91, %iterArg_92, %iterArg_93, %179, %180, %181, %182, %183, %184, %185, %186, %187, %188, %189, %190, %191, %192) : (tensor<1024x256xf32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x64xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) -> (tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>)
      %c_96 = stablehlo.constant dense<1> : tensor<i32>
      %194 = stablehlo.add %iterArg_88, %c_96 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_74, %iterArg_75, %iterArg_76, %iterArg_77, %iterArg_78, %iterArg_79, %iterArg_80, %iterArg_81, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %iterArg_87, %194, %193#0, %193#1, %193#2, %193#3, %193#4 : tensor<32x8x256xf32>, tensor<32x8x64xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<32x8x256xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>
    }
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %49 = stablehlo.multiply %48, %47#16 : tensor<1024x64xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %51 = stablehlo.multiply %50, %arg6 : tensor<1024x64xf32>
    %52 = stablehlo.add %49, %51 : tensor<1024x64xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %54 = stablehlo.multiply %53, %47#17 : tensor<1024x256xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %56 = stablehlo.multiply %55, %arg7 : tensor<1024x256xf32>
    %57 = stablehlo.add %54, %56 : tensor<1024x256xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %59 = stablehlo.multiply %58, %47#18 : tensor<1024xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %61 = stablehlo.multiply %60, %arg8 : tensor<1024xf32>
    %62 = stablehlo.add %59, %61 : tensor<1024xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %64 = stablehlo.multiply %63, %41 : tensor<16x256xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %66 = stablehlo.multiply %65, %arg9 : tensor<16x256xf32>
    %67 = stablehlo.add %64, %66 : tensor<16x256xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.multiply %68, %38 : tensor<16xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %71 = stablehlo.multiply %70, %arg10 : tensor<16xf32>
    %72 = stablehlo.add %69, %71 : tensor<16xf32>
    %73 = stablehlo.multiply %47#16, %47#16 : tensor<1024x64xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %75 = stablehlo.multiply %74, %73 : tensor<1024x64xf32>
    %cst_43 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %77 = stablehlo.multiply %76, %arg11 : tensor<1024x64xf32>
    %78 = stablehlo.add %75, %77 : tensor<1024x64xf32>
    %79 = stablehlo.multiply %47#17, %47#17 : tensor<1024x256xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %81 = stablehlo.multiply %80, %79 : tensor<1024x256xf32>
    %cst_45 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %83 = stablehlo.multiply %82, %arg12 : tensor<1024x256xf32>
    %84 = stablehlo.add %81, %83 : tensor<1024x256xf32>
    %85 = stablehlo.multiply %47#18, %47#18 : tensor<1024xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %87 = stablehlo.multiply %86, %85 : tensor<1024xf32>
    %cst_47 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %89 = stablehlo.multiply %88, %arg13 : tensor<1024xf32>
    %90 = stablehlo.add %87, %89 : tensor<1024xf32>
    %91 = stablehlo.multiply %41, %41 : tensor<16x256xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<16x256xf32>
    %cst_49 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %95 = stablehlo.multiply %94, %arg14 : tensor<16x256xf32>
    %96 = stablehlo.add %93, %95 : tensor<16x256xf32>
    %97 = stablehlo.multiply %38, %38 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %99 = stablehlo.multiply %98, %97 : tensor<16xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %101 = stablehlo.multiply %100, %arg15 : tensor<16xf32>
    %102 = stablehlo.add %99, %101 : tensor<16xf32>
    %c_52 = stablehlo.constant dense<2147483647> : tensor<i32>
    %103 = stablehlo.compare LT, %arg5, %c_52, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_53 = stablehlo.constant dense<1> : tensor<i32>
    %104 = stablehlo.add %arg5, %c_53 : tensor<i32>
    %c_54 = stablehlo.constant dense<2147483647> : tensor<i32>
    %105 = call @_where(%103, %104, %c_54) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_55 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %106 = stablehlo.convert %105 : (tensor<i32>) -> tensor<f32>
    %107 = stablehlo.power %cst_55, %106 : tensor<f32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %108 = stablehlo.subtract %cst_56, %107 : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %110 = stablehlo.divide %52, %109 : tensor<1024x64xf32>
    %111 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %112 = stablehlo.divide %57, %111 : tensor<1024x256xf32>
    %113 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %114 = stablehlo.divide %62, %113 : tensor<1024xf32>
    %115 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %116 = stablehlo.divide %67, %115 : tensor<16x256xf32>
    %117 = stablehlo.broadcast_in_dim %108, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %118 = stablehlo.divide %72, %117 : tensor<16xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %119 = stablehlo.convert %105 : (tensor<i32>) -> tensor<f32>
    %120 = stablehlo.power %cst_57, %119 : tensor<f32>
    %cst_58 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %121 = stablehlo.subtract %cst_58, %120 : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %123 = stablehlo.divide %78, %122 : tensor<1024x64xf32>
    %124 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %125 = stablehlo.divide %84, %124 : tensor<1024x256xf32>
    %126 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %127 = stablehlo.divide %90, %126 : tensor<1024xf32>
    %128 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %129 = stablehlo.divide %96, %128 : tensor<16x256xf32>
    %130 = stablehlo.broadcast_in_dim %121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %131 = stablehlo.divide %102, %130 : tensor<16xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %133 = stablehlo.add %123, %132 : tensor<1024x64xf32>
    %134 = stablehlo.sqrt %133 : tensor<1024x64xf32>
    %cst_60 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %136 = stablehlo.add %134, %135 : tensor<1024x64xf32>
    %137 = stablehlo.divide %110, %136 : tensor<1024x64xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %139 = stablehlo.add %125, %138 : tensor<1024x256xf32>
    %140 = stablehlo.sqrt %139 : tensor<1024x256xf32>
    %cst_62 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %142 = stablehlo.add %140, %141 : tensor<1024x256xf32>
    %143 = stablehlo.divide %112, %142 : tensor<1024x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %145 = stablehlo.add %127, %144 : tensor<1024xf32>
    %146 = stablehlo.sqrt %145 : tensor<1024xf32>
    %cst_64 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %148 = stablehlo.add %146, %147 : tensor<1024xf32>
    %149 = stablehlo.divide %114, %148 : tensor<1024xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %151 = stablehlo.add %129, %150 : tensor<16x256xf32>
    %152 = stablehlo.sqrt %151 : tensor<16x256xf32>
    %cst_66 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %154 = stablehlo.add %152, %153 : tensor<16x256xf32>
    %155 = stablehlo.divide %116, %154 : tensor<16x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %157 = stablehlo.add %131, %156 : tensor<16xf32>
    %158 = stablehlo.sqrt %157 : tensor<16xf32>
    %cst_68 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %160 = stablehlo.add %158, %159 : tensor<16xf32>
    %161 = stablehlo.divide %118, %160 : tensor<16xf32>
    %cst_69 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<1024x64xf32>
    %163 = stablehlo.multiply %162, %137 : tensor<1024x64xf32>
    %cst_70 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %165 = stablehlo.multiply %164, %143 : tensor<1024x256xf32>
    %cst_71 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<1024xf32>
    %167 = stablehlo.multiply %166, %149 : tensor<1024xf32>
    %cst_72 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<16x256xf32>
    %169 = stablehlo.multiply %168, %155 : tensor<16x256xf32>
    %cst_73 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %171 = stablehlo.multiply %170, %161 : tensor<16xf32>
    %172 = stablehlo.add %arg0, %163 : tensor<1024x64xf32>
    %173 = stablehlo.add %arg1, %165 : tensor<1024x256xf32>
    %174 = stablehlo.add %arg2, %167 : tensor<1024xf32>
    %175 = stablehlo.add %arg3, %169 : tensor<16x256xf32>
    %176 = stablehlo.add %arg4, %171 : tensor<16xf32>
    return %172, %173, %174, %175, %176, %105, %52, %57, %62, %67, %72, %78, %84, %90, %96, %102, %30 : tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<16x256xf32>, tensor<16xf32>, tensor<i32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<16x256xf32>, tensor<16xf32>, tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<16x256xf32>, tensor<16xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x8x64xf32>, %arg1: tensor<i32>) -> tensor<8x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 64] : (tensor<32x8x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64xf32>) -> tensor<8x64xf32>
    return %1 : tensor<8x64xf32>
  }
  func.func private @closed_call(%arg0: tensor<1024x64xf32>, %arg1: tensor<1024x256xf32>, %arg2: tensor<1x1024xf32>, %arg3: tensor<f32>, %arg4: tensor<f32>, %arg5: tensor<f32>, %arg6: tensor<f32>, %arg7: tensor<f32>, %arg8: tensor<8x256xf32>, %arg9: tensor<8x256xf32>, %arg10: tensor<8x64xf32>) -> (tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg10, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x64xf32>, tensor<8x64xf32>) -> tensor<1024x8xf32>
    %1 = stablehlo.dot_general %arg1, %arg8, contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<8x256xf32>) -> tensor<1024x8xf32>
    %2 = stablehlo.add %0, %1 : tensor<1024x8xf32>
    %3 = stablehlo.transpose %2, dims = [1, 0] : (tensor<1024x8xf32>) -> tensor<8x1024xf32>
    %4 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1] : (tensor<1x1024xf32>) -> tensor<8x1024xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x1024xf32>
    %6 = stablehlo.slice %5 [0:8, 0:256] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %7 = stablehlo.slice %5 [0:8, 256:512] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %8 = stablehlo.slice %5 [0:8, 512:768] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %9 = stablehlo.slice %5 [0:8, 768:1024] : (tensor<8x1024xf32>) -> tensor<8x256xf32>
    %10 = stablehlo.negate %6 : tensor<8x256xf32>
    %11 = stablehlo.exponential %10 : tensor<8x256xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %13 = stablehlo.add %12, %11 : tensor<8x256xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %15 = stablehlo.divide %14, %13 : tensor<8x256xf32>
    %16 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %17 = stablehlo.subtract %16, %15 : tensor<8x256xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<8x256xf32>
    %19 = stablehlo.negate %7 : tensor<8x256xf32>
    %20 = stablehlo.exponential %19 : tensor<8x256xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %22 = stablehlo.add %21, %20 : tensor<8x256xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x256xf32>
    %25 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %26 = stablehlo.subtract %25, %24 : tensor<8x256xf32>
    %27 = stablehlo.multiply %24, %26 : tensor<8x256xf32>
    %28 = stablehlo.tanh %8 : tensor<8x256xf32>
    %29 = stablehlo.broadcast_in_dim %arg5, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %30 = stablehlo.subtract %29, %28 : tensor<8x256xf32>
    %31 = stablehlo.negate %9 : tensor<8x256xf32>
    %32 = stablehlo.exponential %31 : tensor<8x256xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %34 = stablehlo.add %33, %32 : tensor<8x256xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %36 = stablehlo.divide %35, %34 : tensor<8x256xf32>
    %37 = stablehlo.broadcast_in_dim %arg6, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %38 = stablehlo.subtract %37, %36 : tensor<8x256xf32>
    %39 = stablehlo.multiply %36, %38 : tensor<8x256xf32>
    %40 = stablehlo.multiply %24, %arg9 : tensor<8x256xf32>
    %41 = stablehlo.multiply %15, %28 : tensor<8x256xf32>
    %42 = stablehlo.add %40, %41 : tensor<8x256xf32>
    %43 = stablehlo.tanh %42 : tensor<8x256xf32>
    %44 = stablehlo.broadcast_in_dim %arg7, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %45 = stablehlo.subtract %44, %43 : tensor<8x256xf32>
    %46 = stablehlo.multiply %36, %43 : tensor<8x256xf32>
    return %46, %42, %46, %arg8, %18, %27, %28, %30, %39, %arg9, %24, %15, %43, %45, %36 : tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x8x256xf32>, %arg1: tensor<8x256xf32>, %arg2: tensor<i32>) -> tensor<32x8x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x256xf32>) -> tensor<1x8x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x8x256xf32>, tensor<1x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x8x256xf32>
    return %1 : tensor<32x8x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_0(%arg0: tensor<32x8x256xf32>, %arg1: tensor<8x256xf32>, %arg2: tensor<i32>) -> tensor<32x8x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<8x256xf32>) -> tensor<1x8x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x8x256xf32>, tensor<1x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x8x256xf32>
    return %1 : tensor<32x8x256xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<32x8x256xf32>, %arg1: tensor<i32>) -> tensor<8x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 256] : (tensor<32x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256xf32>) -> tensor<8x256xf32>
    return %1 : tensor<8x256xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<32x8x256xf32>, %arg1: tensor<i32>) -> tensor<8x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 8, 256] : (tensor<32x8x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x256xf32>) -> tensor<8x256xf32>
    return %1 : tensor<8x256xf32>
  }
  func.func private @closed_call_3(%arg0: tensor<1024x256xf32>, %arg1: tensor<1024x64xf32>, %arg2: tensor<1024x256xf32>, %arg3: tensor<1024xf32>, %arg4: tensor<8x256xf32>, %arg5: tensor<8x256xf32>, %arg6: tensor<8x256xf32>, %arg7: tensor<8x64xf32>, %arg8: tensor<8x256xf32>, %arg9: tensor<8x256xf32>, %arg10: tensor<8x256xf32>, %arg11: tensor<8x256xf32>, %arg12: tensor<8x256xf32>, %arg13: tensor<8x256xf32>, %arg14: tensor<8x256xf32>, %arg15: tensor<8x256xf32>, %arg16: tensor<8x256xf32>, %arg17: tensor<8x256xf32>, %arg18: tensor<8x256xf32>, %arg19: tensor<8x256xf32>) -> (tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>) {
    %0 = stablehlo.add %arg4, %arg6 : tensor<8x256xf32>
    %1 = stablehlo.multiply %arg19, %0 : tensor<8x256xf32>
    %2 = stablehlo.multiply %0, %arg17 : tensor<8x256xf32>
    %3 = stablehlo.multiply %1, %arg18 : tensor<8x256xf32>
    %4 = stablehlo.add %arg5, %3 : tensor<8x256xf32>
    %5 = stablehlo.multiply %3, %arg17 : tensor<8x256xf32>
    %6 = stablehlo.add %4, %5 : tensor<8x256xf32>
    %7 = stablehlo.multiply %arg16, %6 : tensor<8x256xf32>
    %8 = stablehlo.multiply %6, %arg11 : tensor<8x256xf32>
    %9 = stablehlo.multiply %arg15, %6 : tensor<8x256xf32>
    %10 = stablehlo.multiply %6, %arg14 : tensor<8x256xf32>
    %11 = stablehlo.multiply %2, %arg13 : tensor<8x256xf32>
    %12 = stablehlo.multiply %7, %arg12 : tensor<8x256xf32>
    %13 = stablehlo.multiply %12, %arg11 : tensor<8x256xf32>
    %14 = stablehlo.add %12, %13 : tensor<8x256xf32>
    %15 = stablehlo.multiply %10, %arg10 : tensor<8x256xf32>
    %16 = stablehlo.multiply %8, %arg9 : tensor<8x256xf32>
    %17 = stablehlo.concatenate %16, %15, %14, %11, dim = 1 : (tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>, tensor<8x256xf32>) -> tensor<8x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %19 = stablehlo.reshape %18 : (tensor<1024xf32>) -> tensor<1x1024xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.reduce(%19 init: %cst_0) applies stablehlo.add across dimensions = [0] : (tensor<1x1024xf32>, tensor<f32>) -> tensor<1024xf32>
    %21 = stablehlo.add %arg3, %20 : tensor<1024xf32>
    %22 = stablehlo.transpose %17, dims = [1, 0] : (tensor<8x1024xf32>) -> tensor<1024x8xf32>
    %23 = stablehlo.dot_general %22, %arg0, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8xf32>, tensor<1024x256xf32>) -> tensor<8x256xf32>
    %24 = stablehlo.dot_general %22, %arg8, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8xf32>, tensor<8x256xf32>) -> tensor<1024x256xf32>
    %25 = stablehlo.add %arg2, %24 : tensor<1024x256xf32>
    %26 = stablehlo.dot_general %22, %arg7, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8xf32>, tensor<8x64xf32>) -> tensor<1024x64xf32>
    %27 = stablehlo.add %arg1, %26 : tensor<1024x64xf32>
    return %27, %25, %21, %23, %9 : tensor<1024x64xf32>, tensor<1024x256xf32>, tensor<1024xf32>, tensor<8x256xf32>, tensor<8x256xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
