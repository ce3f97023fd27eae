module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<4x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg1: tensor<4x512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}, {}]>}, %arg2: tensor<4x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg3: tensor<4x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg4: tensor<4x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg5: tensor<4x128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"model"}]>}, %arg6: tensor<512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg8: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg9: tensor<4x128xf32> {jax.buffer_donor = true}, %arg10: tensor<4x512x128xf32> {jax.buffer_donor = true}, %arg11: tensor<4x128xf32> {jax.buffer_donor = true}, %arg12: tensor<4x128xf32> {jax.buffer_donor = true}, %arg13: tensor<4x512xf32> {jax.buffer_donor = true}, %arg14: tensor<4x128x512xf32> {jax.buffer_donor = true}, %arg15: tensor<512xf32> {jax.buffer_donor = true}, %arg16: tensor<128x512xf32> {jax.buffer_donor = true}, %arg17: tensor<4x128xf32> {jax.buffer_donor = true}, %arg18: tensor<4x512x128xf32> {jax.buffer_donor = true}, %arg19: tensor<4x128xf32> {jax.buffer_donor = true}, %arg20: tensor<4x128xf32> {jax.buffer_donor = true}, %arg21: tensor<4x512xf32> {jax.buffer_donor = true}, %arg22: tensor<4x128x512xf32> {jax.buffer_donor = true}, %arg23: tensor<512xf32> {jax.buffer_donor = true}, %arg24: tensor<128x512xf32> {jax.buffer_donor = true}, %arg25: tensor<8x64x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}, %arg26: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['down']['bias']"}, tensor<4x512x128xf32> {jax.result_info = "result[0]['blocks']['down']['kernel']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['norm']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[0]['blocks']['norm']['scale']"}, tensor<4x512xf32> {jax.result_info = "result[0]['blocks']['up']['bias']"}, tensor<4x128x512xf32> {jax.result_info = "result[0]['blocks']['up']['kernel']"}, tensor<512xf32> {jax.result_info = "result[0]['head']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[0]['head']['kernel']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<4x128xf32> {jax.result_info = "result[1][0].mu['blocks']['down']['bias']"}, tensor<4x512x128xf32> {jax.result_info = "result[1][0].mu['blocks']['down']['kernel']"}, tensor<4x128xf32> {jax.result_info = "result[1][0].mu['blocks']['norm']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[1][0].mu['blocks']['norm']['scale']"}, tensor<4x512xf32> {jax.result_info = "result[1][0].mu['blocks']['up']['bias']"}, tensor<4x128x512xf32> {jax.result_info = "result[1][0].mu['blocks']['up']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][0].mu['head']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['head']['kernel']"}, tensor<4x128xf32> {jax.result_info = "result[1][0].nu['blocks']['down']['bias']"}, tensor<4x512x128xf32> {jax.result_info = "result[1][0].nu['blocks']['down']['kernel']"}, tensor<4x128xf32> {jax.result_info = "result[1][0].nu['blocks']['norm']['bias']"}, tensor<4x128xf32> {jax.result_info = "result[1][0].nu['blocks']['norm']['scale']"}, tensor<4x512xf32> {jax.result_info = "result[1][0].nu['blocks']['up']['bias']"}, tensor<4x128x512xf32> {jax.result_info = "result[1][0].nu['blocks']['up']['kernel']"}, tensor<512xf32> {jax.result_info = "result[1][0].nu['head']['bias']"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['head']['kernel']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4x8x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:9 = stablehlo.while(%iterArg = %arg0, %iterArg_82 = %arg1, %iterArg_83 = %arg2, %iterArg_84 = %arg3, %iterArg_85 = %arg4, %iterArg_86 = %arg5, %iterArg_87 = %c, %iterArg_88 = %arg25, %iterArg_89 = %0) : tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x8x64x128xf32>
    cond {
      %c_90 = stablehlo.constant dense<4> : tensor<i32>
      %256 = stablehlo.compare LT, %iterArg_87, %c_90, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %256 : tensor<i1>
    } do {
      %256 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_87) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %257 = func.call @dynamic_index_in_dim_0(%iterArg_82, %iterArg_87) : (tensor<4x512x128xf32>, tensor<i32>) -> tensor<512x128xf32>
      %258 = func.call @dynamic_index_in_dim(%iterArg_83, %iterArg_87) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %259 = func.call @dynamic_index_in_dim(%iterArg_84, %iterArg_87) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %260 = func.call @dynamic_index_in_dim_1(%iterArg_85, %iterArg_87) : (tensor<4x512xf32>, tensor<i32>) -> tensor<512xf32>
      %261 = func.call @dynamic_index_in_dim_2(%iterArg_86, %iterArg_87) : (tensor<4x128x512xf32>, tensor<i32>) -> tensor<128x512xf32>
      %262:2 = func.call @closed_call(%iterArg_88, %256, %257, %258, %259, %260, %261) : (tensor<8x64x128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>) -> (tensor<8x64x128xf32>, tensor<8x64x128xf32>)
      %263 = func.call @dynamic_update_index_in_dim(%iterArg_89, %262#1, %iterArg_87) : (tensor<4x8x64x128xf32>, tensor<8x64x128xf32>, tensor<i32>) -> tensor<4x8x64x128xf32>
      %c_90 = stablehlo.constant dense<1> : tensor<i32>
      %264 = stablehlo.add %iterArg_87, %c_90 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %264, %262#0, %263 : tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x8x64x128xf32>
    }
    %2 = stablehlo.dot_general %1#7, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.reshape %arg6 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.add %2, %4 : tensor<8x64x512xf32>
    %6 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %7:2 = call @take_along_axis(%5, %6) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %8:2 = call @_take(%7#0, %c_0) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_1 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %9 = stablehlo.reduce(%5 init: %cst_1) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.maximum %10, %9 : tensor<8x64xf32>
    %12 = stablehlo.is_finite %11 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %14 = stablehlo.select %12, %11, %13 : tensor<8x64xi1>, tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %16 = stablehlo.broadcast_in_dim %15, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %17 = stablehlo.subtract %5, %16 : tensor<8x64x512xf32>
    %18 = stablehlo.exponential %17 : tensor<8x64x512xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.reduce(%18 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %20 = stablehlo.abs %19 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %22 = stablehlo.compare GE, %19, %21, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %23 = stablehlo.log %20 : tensor<8x64xf32>
    %24 = stablehlo.add %23, %14 : tensor<8x64xf32>
    %25 = stablehlo.subtract %24, %8#0 : tensor<8x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_6) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %27 = stablehlo.divide %26, %cst_7 : tensor<f32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_9 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %28 = stablehlo.divide %cst_8, %cst_9 : tensor<f32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %30 = stablehlo.negate %29 : tensor<8x64xf32>
    %31 = stablehlo.divide %29, %20 : tensor<8x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %33 = stablehlo.select %22, %32, %31 : tensor<8x64xi1>, tensor<8x64xf32>
    %34 = stablehlo.select %22, %31, %32 : tensor<8x64xi1>, tensor<8x64xf32>
    %35 = stablehlo.negate %33 : tensor<8x64xf32>
    %36 = stablehlo.add %34, %35 : tensor<8x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %38 = stablehlo.multiply %37, %18 : tensor<8x64x512xf32>
    %39 = call @_take_3(%8#1, %30) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %40 = call @take_along_axis_4(%7#1, %39) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %41 = stablehlo.add %38, %40 : tensor<8x64x512xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %42 = stablehlo.reduce(%41 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %43 = stablehlo.reshape %42 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %44 = stablehlo.reshape %43 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %45 = stablehlo.dot_general %41, %1#7, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %46 = stablehlo.transpose %45, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %47 = stablehlo.dot_general %41, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %54:14 = stablehlo.while(%iterArg = %1#8, %iterArg_82 = %arg1, %iterArg_83 = %arg2, %iterArg_84 = %arg3, %iterArg_85 = %arg4, %iterArg_86 = %arg5, %iterArg_87 = %c_18, %iterArg_88 = %47, %iterArg_89 = %48, %iterArg_90 = %49, %iterArg_91 = %50, %iterArg_92 = %51, %iterArg_93 = %52, %iterArg_94 = %53) : tensor<4x8x64x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>
    cond {
      %c_95 = stablehlo.constant dense<4> : tensor<i32>
      %256 = stablehlo.compare LT, %iterArg_87, %c_95, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %256 : tensor<i1>
    } do {
      %c_95 = stablehlo.constant dense<4> : tensor<i32>
      %256 = stablehlo.subtract %c_95, %iterArg_87 : tensor<i32>
      %c_96 = stablehlo.constant dense<1> : tensor<i32>
      %257 = stablehlo.subtract %256, %c_96 : tensor<i32>
      %258 = func.call @dynamic_index_in_dim_5(%iterArg, %257) : (tensor<4x8x64x128xf32>, tensor<i32>) -> tensor<8x64x128xf32>
      %259 = func.call @dynamic_index_in_dim_0(%iterArg_82, %257) : (tensor<4x512x128xf32>, tensor<i32>) -> tensor<512x128xf32>
      %260 = func.call @dynamic_index_in_dim(%iterArg_83, %257) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %261 = func.call @dynamic_index_in_dim(%iterArg_84, %257) : (tensor<4x128xf32>, tensor<i32>) -> tensor<128xf32>
      %262 = func.call @dynamic_index_in_dim_1(%iterArg_85, %257) : (tensor<4x512xf32>, tensor<i32>) -> tensor<512xf32>
      %263 = func.call @dynamic_index_in_dim_2(%iterArg_86, %257) : (tensor<4x128x512xf32>, tensor<i32>) -> tensor<128x512xf32>
      %264:7 = func.call @closed_call_6(%iterArg_88, %258, %259, %260, %261, %262, %263) : (tensor<8x64x128xf32>, tensor<8x64x128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>) -> (tensor<8x64x128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>)
      %265 = func.call @dynamic_update_index_in_dim_7(%iterArg_89, %264#1, %257) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %266 = func.call @dynamic_update_index_in_dim_8(%iterArg_90, %264#2, %257) : (tensor<4x512x128xf32>, tensor<512x128xf32>, tensor<i32>) -> tensor<4x512x128xf32>
      %267 = func.call @dynamic_update_index_in_dim_7(%iterArg_91, %264#3, %257) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %268 = func.call @dynamic_update_index_in_dim_7(%iterArg_92, %264#4, %257) : (tensor<4x128xf32>, tensor<128xf32>, tensor<i32>) -> tensor<4x128xf32>
      %269 = func.call @dynamic_update_index_in_dim_9(%iterArg_93, %264#5, %257) : (tensor<4x512xf32>, tensor<512xf32>, tensor<i32>) -> tensor<4x512xf32>
      %270 = func.call @dynamic_update_index_in_dim_10(%iterArg_94, %264#6, %257) : (tensor<4x128x512xf32>, tensor<128x512xf32>, tensor<i32>) -> tensor<4x128x512xf32>
      %c_97 = stablehlo.constant dense<1> : tensor<i32>
      %271 = stablehlo.add %iterArg_87, %c_97 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_82, %iterArg_83, %iterArg_84, %iterArg_85, %iterArg_86, %271, %264#0, %265, %266, %267, %268, %269, %270 : tensor<4x8x64x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<i32>, tensor<8x64x128xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>
    }
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %56 = stablehlo.multiply %55, %54#8 : tensor<4x128xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %58 = stablehlo.multiply %57, %arg9 : tensor<4x128xf32>
    %59 = stablehlo.add %56, %58 : tensor<4x128xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %61 = stablehlo.multiply %60, %54#9 : tensor<4x512x128xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %63 = stablehlo.multiply %62, %arg10 : tensor<4x512x128xf32>
    %64 = stablehlo.add %61, %63 : tensor<4x512x128xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %66 = stablehlo.multiply %65, %54#10 : tensor<4x128xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %68 = stablehlo.multiply %67, %arg11 : tensor<4x128xf32>
    %69 = stablehlo.add %66, %68 : tensor<4x128xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %71 = stablehlo.multiply %70, %54#11 : tensor<4x128xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %73 = stablehlo.multiply %72, %arg12 : tensor<4x128xf32>
    %74 = stablehlo.add %71, %73 : tensor<4x128xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %76 = stablehlo.multiply %75, %54#12 : tensor<4x512xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %78 = stablehlo.multiply %77, %arg13 : tensor<4x512xf32>
    %79 = stablehlo.add %76, %78 : tensor<4x512xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %81 = stablehlo.multiply %80, %54#13 : tensor<4x128x512xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %83 = stablehlo.multiply %82, %arg14 : tensor<4x128x512xf32>
    %84 = stablehlo.add %81, %83 : tensor<4x128x512xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %86 = stablehlo.multiply %85, %44 : tensor<512xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %88 = stablehlo.multiply %87, %arg15 : tensor<512xf32>
    %89 = stablehlo.add %86, %88 : tensor<512xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %91 = stablehlo.multiply %90, %46 : tensor<128x512xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %93 = stablehlo.multiply %92, %arg16 : tensor<128x512xf32>
    %94 = stablehlo.add %91, %93 : tensor<128x512xf32>
    %95 = stablehlo.multiply %54#8, %54#8 : tensor<4x128xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %97 = stablehlo.multiply %96, %95 : tensor<4x128xf32>
    %cst_36 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %99 = stablehlo.multiply %98, %arg17 : tensor<4x128xf32>
    %100 = stablehlo.add %97, %99 : tensor<4x128xf32>
    %101 = stablehlo.multiply %54#9, %54#9 : tensor<4x512x128xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %103 = stablehlo.multiply %102, %101 : tensor<4x512x128xf32>
    %cst_38 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %105 = stablehlo.multiply %104, %arg18 : tensor<4x512x128xf32>
    %106 = stablehlo.add %103, %105 : tensor<4x512x128xf32>
    %107 = stablehlo.multiply %54#10, %54#10 : tensor<4x128xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %109 = stablehlo.multiply %108, %107 : tensor<4x128xf32>
    %cst_40 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %111 = stablehlo.multiply %110, %arg19 : tensor<4x128xf32>
    %112 = stablehlo.add %109, %111 : tensor<4x128xf32>
    %113 = stablehlo.multiply %54#11, %54#11 : tensor<4x128xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<4x128xf32>
    %cst_42 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %117 = stablehlo.multiply %116, %arg20 : tensor<4x128xf32>
    %118 = stablehlo.add %115, %117 : tensor<4x128xf32>
    %119 = stablehlo.multiply %54#12, %54#12 : tensor<4x512xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %121 = stablehlo.multiply %120, %119 : tensor<4x512xf32>
    %cst_44 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %123 = stablehlo.multiply %122, %arg21 : tensor<4x512xf32>
    %124 = stablehlo.add %121, %123 : tensor<4x512xf32>
    %125 = stablehlo.multiply %54#13, %54#13 : tensor<4x128x512xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %127 = stablehlo.multiply %126, %125 : tensor<4x128x512xf32>
    %cst_46 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %129 = stablehlo.multiply %128, %arg22 : tensor<4x128x512xf32>
    %130 = stablehlo.add %127, %129 : tensor<4x128x512xf32>
    %131 = stablehlo.multiply %44, %44 : tensor<512xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %132 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %133 = stablehlo.multiply %132, %131 : tensor<512xf32>
    %cst_48 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %134 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %135 = stablehlo.multiply %134, %arg23 : tensor<512xf32>
    %136 = stablehlo.add %133, %135 : tensor<512xf32>
    %137 = stablehlo.multiply %46, %46 : tensor<128x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %139 = stablehlo.multiply %138, %137 : tensor<128x512xf32>
    %cst_50 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %141 = stablehlo.multiply %140, %arg24 : tensor<128x512xf32>
    %142 = stablehlo.add %139, %141 : tensor<128x512xf32>
    %c_51 = stablehlo.constant dense<2147483647> : tensor<i32>
    %143 = stablehlo.compare LT, %arg8, %c_51, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_52 = stablehlo.constant dense<1> : tensor<i32>
    %144 = stablehlo.add %arg8, %c_52 : tensor<i32>
    %c_53 = stablehlo.constant dense<2147483647> : tensor<i32>
    %145 = call @_where_11(%143, %144, %c_53) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.convert %145 : (tensor<i32>) -> tensor<f32>
    %147 = stablehlo.power %cst_54, %146 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %148 = stablehlo.subtract %cst_55, %147 : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %150 = stablehlo.divide %59, %149 : tensor<4x128xf32>
    %151 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %152 = stablehlo.divide %64, %151 : tensor<4x512x128xf32>
    %153 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %154 = stablehlo.divide %69, %153 : tensor<4x128xf32>
    %155 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %156 = stablehlo.divide %74, %155 : tensor<4x128xf32>
    %157 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %158 = stablehlo.divide %79, %157 : tensor<4x512xf32>
    %159 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %160 = stablehlo.divide %84, %159 : tensor<4x128x512xf32>
    %161 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %162 = stablehlo.divide %89, %161 : tensor<512xf32>
    %163 = stablehlo.broadcast_in_dim %148, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %164 = stablehlo.divide %94, %163 : tensor<128x512xf32>
    %cst_56 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %165 = stablehlo.convert %145 : (tensor<i32>) -> tensor<f32>
    %166 = stablehlo.power %cst_56, %165 : tensor<f32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %167 = stablehlo.subtract %cst_57, %166 : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %169 = stablehlo.divide %100, %168 : tensor<4x128xf32>
    %170 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %171 = stablehlo.divide %106, %170 : tensor<4x512x128xf32>
    %172 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %173 = stablehlo.divide %112, %172 : tensor<4x128xf32>
    %174 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %175 = stablehlo.divide %118, %174 : tensor<4x128xf32>
    %176 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %177 = stablehlo.divide %124, %176 : tensor<4x512xf32>
    %178 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %179 = stablehlo.divide %130, %178 : tensor<4x128x512xf32>
    %180 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %181 = stablehlo.divide %136, %180 : tensor<512xf32>
    %182 = stablehlo.broadcast_in_dim %167, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %183 = stablehlo.divide %142, %182 : tensor<128x512xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %185 = stablehlo.add %169, %184 : tensor<4x128xf32>
    %186 = stablehlo.sqrt %185 : tensor<4x128xf32>
    %cst_59 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %188 = stablehlo.add %186, %187 : tensor<4x128xf32>
    %189 = stablehlo.divide %150, %188 : tensor<4x128xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %191 = stablehlo.add %171, %190 : tensor<4x512x128xf32>
    %192 = stablehlo.sqrt %191 : tensor<4x512x128xf32>
    %cst_61 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %194 = stablehlo.add %192, %193 : tensor<4x512x128xf32>
    %195 = stablehlo.divide %152, %194 : tensor<4x512x128xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %197 = stablehlo.add %173, %196 : tensor<4x128xf32>
    %198 = stablehlo.sqrt %197 : tensor<4x128xf32>
    %cst_63 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %200 = stablehlo.add %198, %199 : tensor<4x128xf32>
    %201 = stablehlo.divide %154, %200 : tensor<4x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %203 = stablehlo.add %175, %202 : tensor<4x128xf32>
    %204 = stablehlo.sqrt %203 : tensor<4x128xf32>
    %cst_65 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %206 = stablehlo.add %204, %205 : tensor<4x128xf32>
    %207 = stablehlo.divide %156, %206 : tensor<4x128xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %209 = stablehlo.add %177, %208 : tensor<4x512xf32>
    %210 = stablehlo.sqrt %209 : tensor<4x512xf32>
    %cst_67 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %212 = stablehlo.add %210, %211 : tensor<4x512xf32>
    %213 = stablehlo.divide %158, %212 : tensor<4x512xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %215 = stablehlo.add %179, %214 : tensor<4x128x512xf32>
    %216 = stablehlo.sqrt %215 : tensor<4x128x512xf32>
    %cst_69 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %217 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %218 = stablehlo.add %216, %217 : tensor<4x128x512xf32>
    %219 = stablehlo.divide %160, %218 : tensor<4x128x512xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %221 = stablehlo.add %181, %220 : tensor<512xf32>
    %222 = stablehlo.sqrt %221 : tensor<512xf32>
    %cst_71 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %224 = stablehlo.add %222, %223 : tensor<512xf32>
    %225 = stablehlo.divide %162, %224 : tensor<512xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %227 = stablehlo.add %183, %226 : tensor<128x512xf32>
    %228 = stablehlo.sqrt %227 : tensor<128x512xf32>
    %cst_73 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %230 = stablehlo.add %228, %229 : tensor<128x512xf32>
    %231 = stablehlo.divide %164, %230 : tensor<128x512xf32>
    %cst_74 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %233 = stablehlo.multiply %232, %189 : tensor<4x128xf32>
    %cst_75 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<4x512x128xf32>
    %235 = stablehlo.multiply %234, %195 : tensor<4x512x128xf32>
    %cst_76 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %237 = stablehlo.multiply %236, %201 : tensor<4x128xf32>
    %cst_77 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %239 = stablehlo.multiply %238, %207 : tensor<4x128xf32>
    %cst_78 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<4x512xf32>
    %241 = stablehlo.multiply %240, %213 : tensor<4x512xf32>
    %cst_79 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<4x128x512xf32>
    %243 = stablehlo.multiply %242, %219 : tensor<4x128x512xf32>
    %cst_80 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %245 = stablehlo.multiply %244, %225 : tensor<512xf32>
    %cst_81 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %247 = stablehlo.multiply %246, %231 : tensor<128x512xf32>
    %248 = stablehlo.add %arg0, %233 : tensor<4x128xf32>
    %249 = stablehlo.add %arg1, %235 : tensor<4x512x128xf32>
    %250 = stablehlo.add %arg2, %237 : tensor<4x128xf32>
    %251 = stablehlo.add %arg3, %239 : tensor<4x128xf32>
    %252 = stablehlo.add %arg4, %241 : tensor<4x512xf32>
    %253 = stablehlo.add %arg5, %243 : tensor<4x128x512xf32>
    %254 = stablehlo.add %arg6, %245 : tensor<512xf32>
    %255 = stablehlo.add %arg7, %247 : tensor<128x512xf32>
    return %248, %249, %250, %251, %252, %253, %254, %255, %145, %59, %64, %69, %74, %79, %84, %89, %94, %100, %106, %112, %118, %124, %130, %136, %142, %27 : tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<i32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<4x128xf32>, tensor<4x512x128xf32>, tensor<4x128xf32>, tensor<4x128xf32>, tensor<4x512xf32>, tensor<4x128x512xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<f32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x128xf32>, %arg1: tensor<i32>) -> tensor<128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 128] : (tensor<4x128xf32>, tensor<i32>, tensor<i32>) -> tensor<1x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128xf32>) -> tensor<128xf32>
    return %1 : tensor<128xf32>
  }
  func.func private @dynamic_index_in_dim_0(%arg0: tensor<4x512x128xf32>, %arg1: tensor<i32>) -> tensor<512x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 128] : (tensor<4x512x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x128xf32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x512xf32>, %arg1: tensor<i32>) -> tensor<512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 512] : (tensor<4x512xf32>, tensor<i32>, tensor<i32>) -> tensor<1x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512xf32>) -> tensor<512xf32>
    return %1 : tensor<512xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x128x512xf32>, %arg1: tensor<i32>) -> tensor<128x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 128, 512] : (tensor<4x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x128x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x128x512xf32>) -> tensor<128x512xf32>
    return %1 : tensor<128x512xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x64x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<512x128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<512xf32>, %arg6: tensor<128x512xf32>) -> (tensor<8x64x128xf32>, tensor<8x64x128xf32>) {
    %0 = chlo.square %arg0 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x64xf32>
    %7 = chlo.square %3 : tensor<8x64xf32> -> tensor<8x64xf32>
    %8 = stablehlo.subtract %6, %7 : tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %10 = stablehlo.maximum %9, %8 : tensor<8x64xf32>
    %11 = stablehlo.reshape %3 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %12 = stablehlo.reshape %10 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.subtract %arg0, %13 : tensor<8x64x128xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %16 = stablehlo.add %12, %15 : tensor<8x64x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<8x64x1xf32>
    %18 = stablehlo.reshape %arg4 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %19 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %20 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %21 = stablehlo.multiply %19, %20 : tensor<8x64x128xf32>
    %22 = stablehlo.multiply %14, %21 : tensor<8x64x128xf32>
    %23 = stablehlo.reshape %arg3 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x64x128xf32>
    %26 = stablehlo.dot_general %25, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %27 = stablehlo.reshape %arg5 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %29 = stablehlo.add %26, %28 : tensor<8x64x512xf32>
    %30 = stablehlo.multiply %29, %29 : tensor<8x64x512xf32>
    %31 = stablehlo.multiply %30, %29 : tensor<8x64x512xf32>
    %cst_5 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %32 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %33 = stablehlo.multiply %32, %31 : tensor<8x64x512xf32>
    %34 = stablehlo.add %29, %33 : tensor<8x64x512xf32>
    %cst_6 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8x64x512xf32>
    %37 = stablehlo.tanh %36 : tensor<8x64x512xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %39 = stablehlo.add %38, %37 : tensor<8x64x512xf32>
    %cst_8 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<8x64x512xf32>
    %42 = stablehlo.multiply %29, %41 : tensor<8x64x512xf32>
    %43 = stablehlo.dot_general %42, %arg2, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x128xf32>) -> tensor<8x64x128xf32>
    %44 = stablehlo.reshape %arg1 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %46 = stablehlo.add %43, %45 : tensor<8x64x128xf32>
    %47 = stablehlo.add %arg0, %46 : tensor<8x64x128xf32>
    return %47, %arg0 : tensor<8x64x128xf32>, tensor<8x64x128xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8x64x128xf32>, %arg1: tensor<8x64x128xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x128xf32>) -> tensor<1x8x64x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x128xf32>, tensor<1x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x128xf32>
    return %1 : tensor<4x8x64x128xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @_take(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<1xi32>
    %4 = stablehlo.convert %3 : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare GE, %4, %5, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %7 = stablehlo.compare LE, %4, %c_1, SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %8 = stablehlo.and %6, %7 : tensor<1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %9 = stablehlo.reduce(%8 init: %c_3) applies stablehlo.and across dimensions = [0] : (tensor<1xi1>, tensor<i1>) -> tensor<i1>
    %10 = "stablehlo.gather"(%arg0, %4) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1], collapsed_slice_dims = [2], start_index_map = [2]>, indices_are_sorted = false, slice_sizes = array<i64: 8, 64, 1>}> : (tensor<8x64x1xf32>, tensor<1xi32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<8x64xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %13 = stablehlo.select %11, %10, %12 : tensor<8x64xi1>, tensor<8x64xf32>
    return %13, %3 : tensor<8x64xf32>, tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_3(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_4(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<4x8x64x128xf32>, %arg1: tensor<i32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 128] : (tensor<4x8x64x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x128xf32>) -> tensor<8x64x128xf32>
    return %1 : tensor<8x64x128xf32>
  }
  func.func private @closed_call_6(%arg0: tensor<8x64x128xf32>, %arg1: tensor<8x64x128xf32>, %arg2: tensor<512x128xf32>, %arg3: tensor<128xf32>, %arg4: tensor<128xf32>, %arg5: tensor<512xf32>, %arg6: tensor<128x512xf32>) -> (tensor<8x64x128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>) {
    %0:7 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg0 : tensor<8x64x128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>, tensor<8x64x128xf32>
    %1 = chlo.square %0#0 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %3 = stablehlo.multiply %2, %0#0 : tensor<8x64x128xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%0#0 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x64xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%1 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %9 = stablehlo.divide %7, %8 : tensor<8x64xf32>
    %10 = chlo.square %6 : tensor<8x64xf32> -> tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %11 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.multiply %11, %6 : tensor<8x64xf32>
    %13 = stablehlo.subtract %9, %10 : tensor<8x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.maximum %14, %13 : tensor<8x64xf32>
    %16 = stablehlo.compare EQ, %13, %15, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %19 = stablehlo.select %16, %17, %18 : tensor<8x64xi1>, tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %21 = stablehlo.compare EQ, %20, %15, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_9 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8x64xi1>, tensor<8x64xf32>
    %25 = stablehlo.divide %19, %24 : tensor<8x64xf32>
    %26 = stablehlo.reshape %6 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %27 = stablehlo.reshape %15 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %28 = stablehlo.broadcast_in_dim %26, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %29 = stablehlo.subtract %0#0, %28 : tensor<8x64x128xf32>
    %cst_11 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %31 = stablehlo.add %27, %30 : tensor<8x64x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x64x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<8x64x1xf32>
    %36 = stablehlo.reshape %0#3 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %37 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %39 = stablehlo.multiply %37, %38 : tensor<8x64x128xf32>
    %40 = stablehlo.multiply %29, %39 : tensor<8x64x128xf32>
    %41 = stablehlo.reshape %0#2 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %43 = stablehlo.add %40, %42 : tensor<8x64x128xf32>
    %44 = stablehlo.dot_general %43, %0#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %45 = stablehlo.reshape %0#4 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %47 = stablehlo.add %44, %46 : tensor<8x64x512xf32>
    %48 = stablehlo.multiply %47, %47 : tensor<8x64x512xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<8x64x512xf32>
    %50 = stablehlo.multiply %47, %47 : tensor<8x64x512xf32>
    %cst_13 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %52 = stablehlo.multiply %51, %50 : tensor<8x64x512xf32>
    %cst_14 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %54 = stablehlo.multiply %53, %49 : tensor<8x64x512xf32>
    %55 = stablehlo.add %47, %54 : tensor<8x64x512xf32>
    %cst_15 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %56 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %57 = stablehlo.multiply %56, %55 : tensor<8x64x512xf32>
    %58 = stablehlo.tanh %57 : tensor<8x64x512xf32>
    %cst_16 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %60 = stablehlo.subtract %59, %58 : tensor<8x64x512xf32>
    %cst_17 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %62 = stablehlo.add %61, %58 : tensor<8x64x512xf32>
    %cst_18 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %64 = stablehlo.multiply %63, %62 : tensor<8x64x512xf32>
    %65 = stablehlo.multiply %47, %64 : tensor<8x64x512xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%0#6 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %67 = stablehlo.reshape %66 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %68 = stablehlo.reshape %67 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %69 = stablehlo.dot_general %0#6, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x512xf32>) -> tensor<128x512xf32>
    %70 = stablehlo.transpose %69, dims = [1, 0] : (tensor<128x512xf32>) -> tensor<512x128xf32>
    %71 = stablehlo.dot_general %0#6, %0#1, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<512x128xf32>) -> tensor<8x64x512xf32>
    %72 = stablehlo.multiply %47, %71 : tensor<8x64x512xf32>
    %73 = stablehlo.multiply %71, %64 : tensor<8x64x512xf32>
    %cst_20 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %75 = stablehlo.multiply %74, %72 : tensor<8x64x512xf32>
    %76 = stablehlo.multiply %75, %60 : tensor<8x64x512xf32>
    %77 = stablehlo.multiply %76, %58 : tensor<8x64x512xf32>
    %78 = stablehlo.add %76, %77 : tensor<8x64x512xf32>
    %cst_21 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %80 = stablehlo.multiply %79, %78 : tensor<8x64x512xf32>
    %81 = stablehlo.add %73, %80 : tensor<8x64x512xf32>
    %cst_22 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<8x64x512xf32>
    %84 = stablehlo.multiply %83, %52 : tensor<8x64x512xf32>
    %85 = stablehlo.add %81, %84 : tensor<8x64x512xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %87 = stablehlo.reshape %86 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %88 = stablehlo.reshape %87 : (tensor<1x1x512xf32>) -> tensor<512xf32>
    %89 = stablehlo.dot_general %85, %43, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %90 = stablehlo.transpose %89, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %91 = stablehlo.dot_general %85, %0#5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %93 = stablehlo.reshape %92 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %94 = stablehlo.reshape %93 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %95 = stablehlo.multiply %29, %91 : tensor<8x64x128xf32>
    %96 = stablehlo.multiply %91, %39 : tensor<8x64x128xf32>
    %97 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %98 = stablehlo.multiply %97, %95 : tensor<8x64x128xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %100 = stablehlo.reshape %99 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %101 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %102 = stablehlo.multiply %95, %101 : tensor<8x64x128xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %104 = stablehlo.reshape %103 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %105 = stablehlo.reshape %100 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %106 = stablehlo.multiply %104, %35 : tensor<8x64x1xf32>
    %107 = stablehlo.negate %96 : tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %108 = stablehlo.reduce(%107 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %109 = stablehlo.reshape %108 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %110 = stablehlo.add %0#6, %96 : tensor<8x64x128xf32>
    %111 = stablehlo.reshape %106 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %112 = stablehlo.reshape %109 : (tensor<8x64x1xf32>) -> tensor<8x64xf32>
    %113 = stablehlo.multiply %111, %25 : tensor<8x64xf32>
    %114 = stablehlo.negate %113 : tensor<8x64xf32>
    %115 = stablehlo.multiply %114, %12 : tensor<8x64xf32>
    %116 = stablehlo.add %112, %115 : tensor<8x64xf32>
    %cst_28 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %118 = stablehlo.divide %113, %117 : tensor<8x64xf32>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %121 = stablehlo.divide %116, %120 : tensor<8x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %123 = stablehlo.add %110, %122 : tensor<8x64x128xf32>
    %124 = stablehlo.multiply %119, %3 : tensor<8x64x128xf32>
    %125 = stablehlo.add %123, %124 : tensor<8x64x128xf32>
    return %125, %68, %70, %94, %105, %88, %90 : tensor<8x64x128xf32>, tensor<128xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<128xf32>, tensor<512xf32>, tensor<128x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_7(%arg0: tensor<4x128xf32>, %arg1: tensor<128xf32>, %arg2: tensor<i32>) -> tensor<4x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<128xf32>) -> tensor<1x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x128xf32>, tensor<1x128xf32>, tensor<i32>, tensor<i32>) -> tensor<4x128xf32>
    return %1 : tensor<4x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_8(%arg0: tensor<4x512x128xf32>, %arg1: tensor<512x128xf32>, %arg2: tensor<i32>) -> tensor<4x512x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x128xf32>) -> tensor<1x512x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x128xf32>, tensor<1x512x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x128xf32>
    return %1 : tensor<4x512x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_9(%arg0: tensor<4x512xf32>, %arg1: tensor<512xf32>, %arg2: tensor<i32>) -> tensor<4x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x512xf32>, tensor<1x512xf32>, tensor<i32>, tensor<i32>) -> tensor<4x512xf32>
    return %1 : tensor<4x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_10(%arg0: tensor<4x128x512xf32>, %arg1: tensor<128x512xf32>, %arg2: tensor<i32>) -> tensor<4x128x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<128x512xf32>) -> tensor<1x128x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x128x512xf32>, tensor<1x128x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x128x512xf32>
    return %1 : tensor<4x128x512xf32>
  }
  func.func private @_where_11(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
