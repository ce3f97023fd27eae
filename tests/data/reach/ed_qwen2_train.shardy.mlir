module @jit_step attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2, "fsdp"=1, "ep"=1, "tp"=4, "sp"=1]>
  func.func public @main(%arg0: tensor<128x512xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg1: tensor<512x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg2: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<384x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg4: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg5: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg6: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg9: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg10: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg12: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg14: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<384x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg16: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg17: tensor<128x384xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg18: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg21: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg22: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg24: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<128x128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg26: tensor<128xf32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<i32> {jax.buffer_donor = true, sdy.sharding = #sdy.sharding<@mesh, []>}, %arg28: tensor<128x512xf32> {jax.buffer_donor = true}, %arg29: tensor<512x128xf32> {jax.buffer_donor = true}, %arg30: tensor<128xf32> {jax.buffer_donor = true}, %arg31: tensor<384x128xf32> {jax.buffer_donor = true}, %arg32: tensor<128x384xf32> {jax.buffer_donor = true}, %arg33: tensor<128x384xf32> {jax.buffer_donor = true}, %arg34: tensor<128xf32> {jax.buffer_donor = true}, %arg35: tensor<128xf32> {jax.buffer_donor = true}, %arg36: tensor<128x128xf32> {jax.buffer_donor = true}, %arg37: tensor<128x128xf32> {jax.buffer_donor = true}, %arg38: tensor<128xf32> {jax.buffer_donor = true}, %arg39: tensor<128x128xf32> {jax.buffer_donor = true}, %arg40: tensor<128xf32> {jax.buffer_donor = true}, %arg41: tensor<128x128xf32> {jax.buffer_donor = true}, %arg42: tensor<128xf32> {jax.buffer_donor = true}, %arg43: tensor<384x128xf32> {jax.buffer_donor = true}, %arg44: tensor<128x384xf32> {jax.buffer_donor = true}, %arg45: tensor<128x384xf32> {jax.buffer_donor = true}, %arg46: tensor<128xf32> {jax.buffer_donor = true}, %arg47: tensor<128xf32> {jax.buffer_donor = true}, %arg48: tensor<128x128xf32> {jax.buffer_donor = true}, %arg49: tensor<128x128xf32> {jax.buffer_donor = true}, %arg50: tensor<128xf32> {jax.buffer_donor = true}, %arg51: tensor<128x128xf32> {jax.buffer_donor = true}, %arg52: tensor<128xf32> {jax.buffer_donor = true}, %arg53: tensor<128x128xf32> {jax.buffer_donor = true}, %arg54: tensor<128xf32> {jax.buffer_donor = true}, %arg55: tensor<128x512xf32> {jax.buffer_donor = true}, %arg56: tensor<512x128xf32> {jax.buffer_donor = true}, %arg57: tensor<128xf32> {jax.buffer_donor = true}, %arg58: tensor<384x128xf32> {jax.buffer_donor = true}, %arg59: tensor<128x384xf32> {jax.buffer_donor = true}, %arg60: tensor<128x384xf32> {jax.buffer_donor = true}, %arg61: tensor<128xf32> {jax.buffer_donor = true}, %arg62: tensor<128xf32> {jax.buffer_donor = true}, %arg63: tensor<128x128xf32> {jax.buffer_donor = true}, %arg64: tensor<128x128xf32> {jax.buffer_donor = true}, %arg65: tensor<128xf32> {jax.buffer_donor = true}, %arg66: tensor<128x128xf32> {jax.buffer_donor = true}, %arg67: tensor<128xf32> {jax.buffer_donor = true}, %arg68: tensor<128x128xf32> {jax.buffer_donor = true}, %arg69: tensor<128xf32> {jax.buffer_donor = true}, %arg70: tensor<384x128xf32> {jax.buffer_donor = true}, %arg71: tensor<128x384xf32> {jax.buffer_donor = true}, %arg72: tensor<128x384xf32> {jax.buffer_donor = true}, %arg73: tensor<128xf32> {jax.buffer_donor = true}, %arg74: tensor<128xf32> {jax.buffer_donor = true}, %arg75: tensor<128x128xf32> {jax.buffer_donor = true}, %arg76: tensor<128x128xf32> {jax.buffer_donor = true}, %arg77: tensor<128xf32> {jax.buffer_donor = true}, %arg78: tensor<128x128xf32> {jax.buffer_donor = true}, %arg79: tensor<128xf32> {jax.buffer_donor = true}, %arg80: tensor<128x128xf32> {jax.buffer_donor = true}, %arg81: tensor<128xf32> {jax.buffer_donor = true}, %arg82: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}, %arg83: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<128x512xf32> {jax.result_info = "result[0]['lm_head']['kernel'].value"}, tensor<512x128xf32> {jax.result_info = "result[0]['model']['embed_tokens']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][0]['input_layernorm']['kernel'].value"}, tensor<384x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['mlp']['down_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[0]['model']['layers'][0]['mlp']['gate_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[0]['model']['layers'][0]['mlp']['up_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][0]['post_attention_layernorm']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['k_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['k_proj']['kernel'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['o_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['q_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['q_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['v_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][0]['self_attn']['v_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][1]['input_layernorm']['kernel'].value"}, tensor<384x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['mlp']['down_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[0]['model']['layers'][1]['mlp']['gate_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[0]['model']['layers'][1]['mlp']['up_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][1]['post_attention_layernorm']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['k_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['k_proj']['kernel'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['o_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['q_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['q_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['v_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[0]['model']['layers'][1]['self_attn']['v_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[0]['model']['norm']['kernel'].value"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<128x512xf32> {jax.result_info = "result[1][0].mu['lm_head']['kernel'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].mu['model']['embed_tokens']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['input_layernorm']['kernel'].value"}, tensor<384x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['mlp']['down_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['mlp']['gate_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['mlp']['up_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['post_attention_layernorm']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['k_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['k_proj']['kernel'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['o_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['q_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['q_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['v_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][0]['self_attn']['v_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['input_layernorm']['kernel'].value"}, tensor<384x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['mlp']['down_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['mlp']['gate_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['mlp']['up_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['post_attention_layernorm']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['k_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['k_proj']['kernel'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['o_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['q_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['q_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['v_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].mu['model']['layers'][1]['self_attn']['v_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].mu['model']['norm']['kernel'].value"}, tensor<128x512xf32> {jax.result_info = "result[1][0].nu['lm_head']['kernel'].value"}, tensor<512x128xf32> {jax.result_info = "result[1][0].nu['model']['embed_tokens']['embedding'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['input_layernorm']['kernel'].value"}, tensor<384x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['mlp']['down_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['mlp']['gate_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['mlp']['up_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['post_attention_layernorm']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['k_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['k_proj']['kernel'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['o_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['q_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['q_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['v_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][0]['self_attn']['v_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['input_layernorm']['kernel'].value"}, tensor<384x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['mlp']['down_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['mlp']['gate_proj']['kernel'].value"}, tensor<128x384xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['mlp']['up_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['post_attention_layernorm']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['k_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['k_proj']['kernel'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['o_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['q_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['q_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['v_proj']['bias'].value"}, tensor<128x128xf32> {jax.result_info = "result[1][0].nu['model']['layers'][1]['self_attn']['v_proj']['kernel'].value"}, tensor<128xf32> {jax.result_info = "result[1][0].nu['model']['norm']['kernel'].value"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0:2 = call @_take(%arg1, %arg82) : (tensor<512x128xf32>, tensor<8x64xi32>) -> (tensor<8x64x128xf32>, tensor<8x64x1xi32>)
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x64xi1>
    %2 = stablehlo.convert %1 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %6 = stablehlo.compare NE, %2, %5, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<8x64xi1>) -> tensor<8x1x1x64xi1>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<8x1x64x1xi1>) -> tensor<8x1x64x64xi1>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi1>) -> tensor<8x1x64x64xi1>
    %11 = stablehlo.and %9, %10 : tensor<8x1x64x64xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %12 = call @_where_9(%4, %c_2, %c_3) : (tensor<8x64xi1>, tensor<i32>, tensor<i32>) -> tensor<8x64xi32>
    %13 = stablehlo.convert %12 : tensor<8x64xi32>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %16 = stablehlo.transpose %13, dims = [1, 0] : (tensor<8x64xi32>) -> tensor<64x8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64x8xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18:5 = stablehlo.while(%iterArg = %16, %iterArg_323 = %c_7, %iterArg_324 = %14, %iterArg_325 = %15, %iterArg_326 = %17) : tensor<64x8xi32>, tensor<i32>, tensor<8xi32>, tensor<8xi32>, tensor<64x8xi32>
    cond {
      %c_327 = stablehlo.constant dense<64> : tensor<i32>
      %1441 = stablehlo.compare LT, %iterArg_323, %c_327, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1441 : tensor<i1>
    } do {
      %c_327 = stablehlo.constant dense<0> : tensor<i32>
      %1441 = stablehlo.dynamic_slice %iterArg, %iterArg_323, %c_327, sizes = [1, 8] : (tensor<64x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x8xi32>
      %1442 = stablehlo.reshape %1441 : (tensor<1x8xi32>) -> tensor<8xi32>
      %1443:3 = func.call @closed_call(%iterArg_324, %iterArg_325, %1442) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>)
      %1444 = stablehlo.broadcast_in_dim %1443#2, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
      %c_328 = stablehlo.constant dense<0> : tensor<i32>
      %1445 = stablehlo.dynamic_update_slice %iterArg_326, %1444, %iterArg_323, %c_328 : (tensor<64x8xi32>, tensor<1x8xi32>, tensor<i32>, tensor<i32>) -> tensor<64x8xi32>
      %c_329 = stablehlo.constant dense<1> : tensor<i32>
      %1446 = stablehlo.add %iterArg_323, %c_329 : tensor<i32>
      stablehlo.return %iterArg, %1446, %1443#0, %1443#1, %1445 : tensor<64x8xi32>, tensor<i32>, tensor<8xi32>, tensor<8xi32>, tensor<64x8xi32>
    }
    %19 = stablehlo.transpose %18#4, dims = [1, 0] : (tensor<64x8xi32>) -> tensor<8x64xi32>
    %20 = sdy.sharding_constraint %0#0 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %21 = call @get_frequencies() : () -> tensor<64x32xf32>
    %22 = stablehlo.convert %21 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %23 = chlo.square %20 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %25 = stablehlo.multiply %24, %20 : tensor<8x64x128xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %26 = stablehlo.reduce(%23 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %27 = stablehlo.broadcast_in_dim %26, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.divide %27, %28 : tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x64x1xf32>
    %32 = stablehlo.rsqrt %31 : tensor<8x64x1xf32>
    %33 = stablehlo.divide %32, %31 : tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %35 = stablehlo.multiply %34, %33 : tensor<8x64x1xf32>
    %36 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %37 = stablehlo.multiply %20, %36 : tensor<8x64x128xf32>
    %38 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %39 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %40 = stablehlo.multiply %39, %37 : tensor<8x64x128xf32>
    %41 = stablehlo.dot_general %40, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %42 = stablehlo.reshape %arg10 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %44 = stablehlo.add %41, %43 : tensor<8x64x128xf32>
    %45 = stablehlo.dot_general %40, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %46 = stablehlo.reshape %arg7 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %48 = stablehlo.add %45, %47 : tensor<8x64x128xf32>
    %49 = stablehlo.dot_general %40, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %50 = stablehlo.reshape %arg12 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %51 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %52 = stablehlo.add %49, %51 : tensor<8x64x128xf32>
    %53 = stablehlo.reshape %44 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %54 = stablehlo.reshape %48 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %55 = stablehlo.reshape %52 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %56 = sdy.sharding_constraint %53 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %57 = sdy.sharding_constraint %54 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %58 = sdy.sharding_constraint %55 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %60 = stablehlo.compare LT, %19, %59, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_13 = stablehlo.constant dense<64> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %62 = stablehlo.add %19, %61 : tensor<8x64xi32>
    %63 = stablehlo.select %60, %62, %19 : tensor<8x64xi1>, tensor<8x64xi32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %65 = "stablehlo.gather"(%22, %64) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x32xbf16>
    %66 = stablehlo.slice %65 [0:8, 0:64, 0:16] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %67 = stablehlo.slice %65 [0:8, 0:64, 16:32] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %68 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %69 = stablehlo.convert %68 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %70 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %71 = stablehlo.convert %70 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %72 = stablehlo.slice %56 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %73 = stablehlo.slice %56 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %74 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %75 = stablehlo.multiply %72, %74 : tensor<8x64x4x16xf32>
    %76 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %77 = stablehlo.multiply %73, %76 : tensor<8x64x4x16xf32>
    %78 = stablehlo.subtract %75, %77 : tensor<8x64x4x16xf32>
    %79 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %80 = stablehlo.multiply %73, %79 : tensor<8x64x4x16xf32>
    %81 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %82 = stablehlo.multiply %72, %81 : tensor<8x64x4x16xf32>
    %83 = stablehlo.add %80, %82 : tensor<8x64x4x16xf32>
    %84 = stablehlo.concatenate %78, %83, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %85 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %86 = stablehlo.convert %85 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %87 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %88 = stablehlo.convert %87 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %89 = stablehlo.slice %57 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %90 = stablehlo.slice %57 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %91 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %92 = stablehlo.multiply %89, %91 : tensor<8x64x4x16xf32>
    %93 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %94 = stablehlo.multiply %90, %93 : tensor<8x64x4x16xf32>
    %95 = stablehlo.subtract %92, %94 : tensor<8x64x4x16xf32>
    %96 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %97 = stablehlo.multiply %90, %96 : tensor<8x64x4x16xf32>
    %98 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %99 = stablehlo.multiply %89, %98 : tensor<8x64x4x16xf32>
    %100 = stablehlo.add %97, %99 : tensor<8x64x4x16xf32>
    %101 = stablehlo.concatenate %95, %100, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %102 = sdy.sharding_constraint %84 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %103 = sdy.sharding_constraint %101 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %104 = sdy.sharding_constraint %58 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %105 = stablehlo.reshape %102 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %106 = stablehlo.convert %105 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x1x32xbf16>
    %107 = stablehlo.convert %103 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %108 = stablehlo.convert %104 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %cst_14 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %109 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1x32xbf16>
    %110 = stablehlo.multiply %106, %109 : tensor<8x64x4x1x32xbf16>
    %111 = stablehlo.dot_general %107, %110, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %112 = stablehlo.transpose %111, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %c_15 = stablehlo.constant dense<true> : tensor<i1>
    %113 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %114 = call @tril(%113) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %115 = stablehlo.reshape %114 : (tensor<64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %cst_16 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %116:2 = call @_where_66(%115, %112, %cst_16) : (tensor<1x1x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> (tensor<8x4x1x64x64xbf16>, tensor<8x4x1x64x64xi1>)
    %117 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %118 = stablehlo.reshape %117 : (tensor<8x4x64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %cst_17 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %119 = call @_where_72(%118, %116#0, %cst_17) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %120 = stablehlo.convert %119 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_18 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = stablehlo.reduce(%120 init: %cst_18) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %123 = stablehlo.maximum %122, %121 : tensor<8x4x1x64xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %126 = stablehlo.subtract %120, %125 : tensor<8x4x1x64x64xf32>
    %127 = stablehlo.exponential %126 : tensor<8x4x1x64x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.reduce(%127 init: %cst_20) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %131 = stablehlo.divide %127, %130 : tensor<8x4x1x64x64xf32>
    %132 = stablehlo.multiply %129, %129 : tensor<8x4x1x64x1xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x1xf32>
    %134 = stablehlo.divide %133, %132 : tensor<8x4x1x64x1xf32>
    %135 = stablehlo.convert %131 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %136 = stablehlo.dot_general %108, %135, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %137 = stablehlo.transpose %136, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %138 = stablehlo.reshape %137 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %139 = sdy.sharding_constraint %138 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xbf16>
    %140 = stablehlo.reshape %139 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xbf16>
    %142 = stablehlo.convert %141 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %143 = stablehlo.dot_general %142, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %144 = stablehlo.add %20, %143 : tensor<8x64x128xf32>
    %145 = chlo.square %144 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_22 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %147 = stablehlo.multiply %146, %144 : tensor<8x64x128xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.reduce(%145 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %149 = stablehlo.broadcast_in_dim %148, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %151 = stablehlo.divide %149, %150 : tensor<8x64x1xf32>
    %cst_25 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %153 = stablehlo.add %151, %152 : tensor<8x64x1xf32>
    %154 = stablehlo.rsqrt %153 : tensor<8x64x1xf32>
    %155 = stablehlo.divide %154, %153 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %157 = stablehlo.multiply %156, %155 : tensor<8x64x1xf32>
    %158 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %159 = stablehlo.multiply %144, %158 : tensor<8x64x128xf32>
    %160 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %162 = stablehlo.multiply %161, %159 : tensor<8x64x128xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %164 = stablehlo.dot_general %163, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %165:3 = call @silu(%164) : (tensor<8x64x384xf32>) -> (tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>)
    %166 = stablehlo.dot_general %163, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %167 = stablehlo.multiply %165#0, %166 : tensor<8x64x384xf32>
    %168 = stablehlo.dot_general %167, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %169 = sdy.sharding_constraint %168 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %170 = stablehlo.add %144, %169 : tensor<8x64x128xf32>
    %171 = sdy.sharding_constraint %170 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %172 = chlo.square %171 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_27 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %174 = stablehlo.multiply %173, %171 : tensor<8x64x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %175 = stablehlo.reduce(%172 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %178 = stablehlo.divide %176, %177 : tensor<8x64x1xf32>
    %cst_30 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %180 = stablehlo.add %178, %179 : tensor<8x64x1xf32>
    %181 = stablehlo.rsqrt %180 : tensor<8x64x1xf32>
    %182 = stablehlo.divide %181, %180 : tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<8x64x1xf32>
    %185 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %186 = stablehlo.multiply %171, %185 : tensor<8x64x128xf32>
    %187 = stablehlo.broadcast_in_dim %arg14, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %189 = stablehlo.multiply %188, %186 : tensor<8x64x128xf32>
    %190 = stablehlo.dot_general %189, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %191 = stablehlo.reshape %arg22 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %192 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %193 = stablehlo.add %190, %192 : tensor<8x64x128xf32>
    %194 = stablehlo.dot_general %189, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %195 = stablehlo.reshape %arg19 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %197 = stablehlo.add %194, %196 : tensor<8x64x128xf32>
    %198 = stablehlo.dot_general %189, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %199 = stablehlo.reshape %arg24 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %201 = stablehlo.add %198, %200 : tensor<8x64x128xf32>
    %202 = stablehlo.reshape %193 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %203 = stablehlo.reshape %197 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %204 = stablehlo.reshape %201 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %205 = sdy.sharding_constraint %202 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %206 = sdy.sharding_constraint %203 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %207 = sdy.sharding_constraint %204 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %208 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %209 = stablehlo.compare LT, %19, %208, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_33 = stablehlo.constant dense<64> : tensor<i32>
    %210 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %211 = stablehlo.add %19, %210 : tensor<8x64xi32>
    %212 = stablehlo.select %209, %211, %19 : tensor<8x64xi1>, tensor<8x64xi32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %214 = "stablehlo.gather"(%22, %213) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x32xbf16>
    %215 = stablehlo.slice %214 [0:8, 0:64, 0:16] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %216 = stablehlo.slice %214 [0:8, 0:64, 16:32] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %217 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %218 = stablehlo.convert %217 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %219 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %220 = stablehlo.convert %219 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %221 = stablehlo.slice %205 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %222 = stablehlo.slice %205 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %223 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %224 = stablehlo.multiply %221, %223 : tensor<8x64x4x16xf32>
    %225 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %226 = stablehlo.multiply %222, %225 : tensor<8x64x4x16xf32>
    %227 = stablehlo.subtract %224, %226 : tensor<8x64x4x16xf32>
    %228 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %229 = stablehlo.multiply %222, %228 : tensor<8x64x4x16xf32>
    %230 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %231 = stablehlo.multiply %221, %230 : tensor<8x64x4x16xf32>
    %232 = stablehlo.add %229, %231 : tensor<8x64x4x16xf32>
    %233 = stablehlo.concatenate %227, %232, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %234 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %235 = stablehlo.convert %234 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %236 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %237 = stablehlo.convert %236 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %238 = stablehlo.slice %206 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %239 = stablehlo.slice %206 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %240 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %241 = stablehlo.multiply %238, %240 : tensor<8x64x4x16xf32>
    %242 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %243 = stablehlo.multiply %239, %242 : tensor<8x64x4x16xf32>
    %244 = stablehlo.subtract %241, %243 : tensor<8x64x4x16xf32>
    %245 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %246 = stablehlo.multiply %239, %245 : tensor<8x64x4x16xf32>
    %247 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %248 = stablehlo.multiply %238, %247 : tensor<8x64x4x16xf32>
    %249 = stablehlo.add %246, %248 : tensor<8x64x4x16xf32>
    %250 = stablehlo.concatenate %244, %249, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %251 = sdy.sharding_constraint %233 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %252 = sdy.sharding_constraint %250 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %253 = sdy.sharding_constraint %207 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %254 = stablehlo.reshape %251 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %255 = stablehlo.convert %254 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x1x32xbf16>
    %256 = stablehlo.convert %252 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %257 = stablehlo.convert %253 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %cst_34 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %258 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1x32xbf16>
    %259 = stablehlo.multiply %255, %258 : tensor<8x64x4x1x32xbf16>
    %260 = stablehlo.dot_general %256, %259, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %261 = stablehlo.transpose %260, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %c_35 = stablehlo.constant dense<true> : tensor<i1>
    %262 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %263 = call @tril(%262) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %264 = stablehlo.reshape %263 : (tensor<64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %cst_36 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %265:2 = call @_where_66(%264, %261, %cst_36) : (tensor<1x1x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> (tensor<8x4x1x64x64xbf16>, tensor<8x4x1x64x64xi1>)
    %266 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %267 = stablehlo.reshape %266 : (tensor<8x4x64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %cst_37 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %268 = call @_where_72(%267, %265#0, %cst_37) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %269 = stablehlo.convert %268 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %270 = stablehlo.reduce(%269 init: %cst_38) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %271 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %272 = stablehlo.maximum %271, %270 : tensor<8x4x1x64xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %275 = stablehlo.subtract %269, %274 : tensor<8x4x1x64x64xf32>
    %276 = stablehlo.exponential %275 : tensor<8x4x1x64x64xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%276 init: %cst_40) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %278 = stablehlo.broadcast_in_dim %277, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %280 = stablehlo.divide %276, %279 : tensor<8x4x1x64x64xf32>
    %281 = stablehlo.multiply %278, %278 : tensor<8x4x1x64x1xf32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x4x1x64x1xf32>
    %283 = stablehlo.divide %282, %281 : tensor<8x4x1x64x1xf32>
    %284 = stablehlo.convert %280 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %285 = stablehlo.dot_general %257, %284, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %286 = stablehlo.transpose %285, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %287 = stablehlo.reshape %286 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %288 = sdy.sharding_constraint %287 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xbf16>
    %289 = stablehlo.reshape %288 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %290 = sdy.sharding_constraint %289 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xbf16>
    %291 = stablehlo.convert %290 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %292 = stablehlo.dot_general %291, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %293 = stablehlo.add %171, %292 : tensor<8x64x128xf32>
    %294 = chlo.square %293 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %296 = stablehlo.multiply %295, %293 : tensor<8x64x128xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.reduce(%294 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %298 = stablehlo.broadcast_in_dim %297, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %300 = stablehlo.divide %298, %299 : tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %302 = stablehlo.add %300, %301 : tensor<8x64x1xf32>
    %303 = stablehlo.rsqrt %302 : tensor<8x64x1xf32>
    %304 = stablehlo.divide %303, %302 : tensor<8x64x1xf32>
    %cst_46 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %306 = stablehlo.multiply %305, %304 : tensor<8x64x1xf32>
    %307 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %308 = stablehlo.multiply %293, %307 : tensor<8x64x128xf32>
    %309 = stablehlo.broadcast_in_dim %arg18, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %310 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %311 = stablehlo.multiply %310, %308 : tensor<8x64x128xf32>
    %312 = sdy.sharding_constraint %311 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %313 = stablehlo.dot_general %312, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %314:3 = call @silu(%313) : (tensor<8x64x384xf32>) -> (tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>)
    %315 = stablehlo.dot_general %312, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %316 = stablehlo.multiply %314#0, %315 : tensor<8x64x384xf32>
    %317 = stablehlo.dot_general %316, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %318 = sdy.sharding_constraint %317 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %319 = stablehlo.add %293, %318 : tensor<8x64x128xf32>
    %320 = sdy.sharding_constraint %319 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %321 = chlo.square %320 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %323 = stablehlo.multiply %322, %320 : tensor<8x64x128xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %324 = stablehlo.reduce(%321 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_49 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %326 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %327 = stablehlo.divide %325, %326 : tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %329 = stablehlo.add %327, %328 : tensor<8x64x1xf32>
    %330 = stablehlo.rsqrt %329 : tensor<8x64x1xf32>
    %331 = stablehlo.divide %330, %329 : tensor<8x64x1xf32>
    %cst_51 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %333 = stablehlo.multiply %332, %331 : tensor<8x64x1xf32>
    %334 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %335 = stablehlo.multiply %320, %334 : tensor<8x64x128xf32>
    %336 = stablehlo.broadcast_in_dim %arg26, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %338 = stablehlo.multiply %337, %335 : tensor<8x64x128xf32>
    %339 = sdy.sharding_constraint %338 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %340 = stablehlo.dot_general %339, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    %341 = stablehlo.broadcast_in_dim %arg83, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %342:2 = call @take_along_axis(%340, %341) : (tensor<8x64x512xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c_52 = stablehlo.constant dense<0> : tensor<i32>
    %343:2 = call @_take_120(%342#0, %c_52) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_53 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %344 = stablehlo.reduce(%340 init: %cst_53) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %346 = stablehlo.maximum %345, %344 : tensor<8x64xf32>
    %347 = stablehlo.is_finite %346 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %348 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %349 = stablehlo.select %347, %346, %348 : tensor<8x64xi1>, tensor<8x64xf32>
    %350 = stablehlo.broadcast_in_dim %349, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %351 = stablehlo.broadcast_in_dim %350, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %352 = stablehlo.subtract %340, %351 : tensor<8x64x512xf32>
    %353 = stablehlo.exponential %352 : tensor<8x64x512xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %354 = stablehlo.reduce(%353 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<8x64xf32>
    %355 = stablehlo.abs %354 : tensor<8x64xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %357 = stablehlo.compare GE, %354, %356, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %358 = stablehlo.log %355 : tensor<8x64xf32>
    %359 = stablehlo.add %358, %349 : tensor<8x64xf32>
    %360 = stablehlo.subtract %359, %343#0 : tensor<8x64xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.reduce(%360 init: %cst_58) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_59 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %362 = stablehlo.divide %361, %cst_59 : tensor<f32>
    %cst_60 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_61 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %363 = stablehlo.divide %cst_60, %cst_61 : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %365 = stablehlo.negate %364 : tensor<8x64xf32>
    %366 = stablehlo.divide %364, %355 : tensor<8x64xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %368 = stablehlo.select %357, %367, %366 : tensor<8x64xi1>, tensor<8x64xf32>
    %369 = stablehlo.select %357, %366, %367 : tensor<8x64xi1>, tensor<8x64xf32>
    %370 = stablehlo.negate %368 : tensor<8x64xf32>
    %371 = stablehlo.add %369, %370 : tensor<8x64xf32>
    %372 = stablehlo.broadcast_in_dim %371, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x512xf32>
    %373 = stablehlo.multiply %372, %353 : tensor<8x64x512xf32>
    %374 = call @_take_150(%343#1, %365) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %375 = call @take_along_axis_152(%342#1, %374) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    %376 = stablehlo.add %373, %375 : tensor<8x64x512xf32>
    %377 = stablehlo.dot_general %376, %339, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %378 = stablehlo.transpose %377, dims = [1, 0] : (tensor<512x128xf32>) -> tensor<128x512xf32>
    %379 = stablehlo.dot_general %376, %arg0, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<128x512xf32>) -> tensor<8x64x128xf32>
    %380 = sdy.sharding_constraint %379 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %381 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<8x64x128xf32>
    %383 = stablehlo.multiply %380, %335 : tensor<8x64x128xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %384 = stablehlo.reduce(%383 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %385 = stablehlo.reshape %384 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %387 = stablehlo.multiply %320, %382 : tensor<8x64x128xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %388 = stablehlo.reduce(%387 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %389 = stablehlo.reshape %388 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %390 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %391 = stablehlo.multiply %382, %390 : tensor<8x64x128xf32>
    %392 = stablehlo.multiply %389, %333 : tensor<8x64x1xf32>
    %cst_66 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %394 = stablehlo.divide %392, %393 : tensor<8x64x1xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%394 init: %cst_67) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %396 = stablehlo.broadcast_in_dim %395, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %397 = stablehlo.multiply %396, %323 : tensor<8x64x128xf32>
    %398 = stablehlo.add %391, %397 : tensor<8x64x128xf32>
    %399 = sdy.sharding_constraint %398 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %400 = sdy.sharding_constraint %399 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %401 = stablehlo.dot_general %400, %316, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x384xf32>) -> tensor<128x384xf32>
    %402 = stablehlo.transpose %401, dims = [1, 0] : (tensor<128x384xf32>) -> tensor<384x128xf32>
    %403 = stablehlo.dot_general %400, %arg15, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<384x128xf32>) -> tensor<8x64x384xf32>
    %404 = stablehlo.multiply %314#0, %403 : tensor<8x64x384xf32>
    %405 = stablehlo.multiply %403, %315 : tensor<8x64x384xf32>
    %406 = stablehlo.dot_general %404, %312, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %407 = stablehlo.transpose %406, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %408 = stablehlo.dot_general %404, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %409 = call @silu_174(%314#1, %314#2, %313, %405) : (tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>) -> tensor<8x64x384xf32>
    %410 = stablehlo.dot_general %409, %312, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %411 = stablehlo.transpose %410, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %412 = stablehlo.dot_general %409, %arg16, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %413 = stablehlo.add %408, %412 : tensor<8x64x128xf32>
    %414 = sdy.sharding_constraint %413 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %415 = stablehlo.broadcast_in_dim %309, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %416 = stablehlo.multiply %415, %414 : tensor<8x64x128xf32>
    %417 = stablehlo.multiply %414, %308 : tensor<8x64x128xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %419 = stablehlo.reshape %418 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%419 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %421 = stablehlo.multiply %293, %416 : tensor<8x64x128xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %423 = stablehlo.reshape %422 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %424 = stablehlo.broadcast_in_dim %303, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %425 = stablehlo.multiply %416, %424 : tensor<8x64x128xf32>
    %426 = stablehlo.add %399, %425 : tensor<8x64x128xf32>
    %427 = stablehlo.multiply %423, %306 : tensor<8x64x1xf32>
    %cst_71 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %429 = stablehlo.divide %427, %428 : tensor<8x64x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %431 = stablehlo.broadcast_in_dim %430, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %432 = stablehlo.multiply %431, %296 : tensor<8x64x128xf32>
    %433 = stablehlo.add %426, %432 : tensor<8x64x128xf32>
    %434 = stablehlo.dot_general %433, %291, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %435 = stablehlo.transpose %434, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %436 = stablehlo.dot_general %433, %arg21, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %437 = stablehlo.convert %436 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %438 = sdy.sharding_constraint %437 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xbf16>
    %439 = stablehlo.reshape %438 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %440 = sdy.sharding_constraint %439 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xbf16>
    %441 = stablehlo.reshape %440 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %442 = stablehlo.transpose %441, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x1x32xbf16>) -> tensor<8x4x32x1x64xbf16>
    %443 = stablehlo.dot_general %442, %257, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x1x64x64xbf16>
    %444 = stablehlo.dot_general %442, %284, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %445 = stablehlo.transpose %444, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %446 = stablehlo.convert %443 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %447 = stablehlo.broadcast_in_dim %283, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %448 = stablehlo.multiply %446, %447 : tensor<8x4x1x64x64xf32>
    %449 = stablehlo.multiply %448, %276 : tensor<8x4x1x64x64xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_73) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %451 = stablehlo.reshape %450 : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %452 = stablehlo.negate %451 : tensor<8x4x1x64x1xf32>
    %453 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %454 = stablehlo.divide %446, %453 : tensor<8x4x1x64x64xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.reduce(%452 init: %cst_74) applies stablehlo.add across dimensions = [2, 4] : (tensor<8x4x1x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %456 = stablehlo.broadcast_in_dim %455, dims = [0, 1, 3] : (tensor<8x4x64xf32>) -> tensor<8x4x1x64xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x64xf32>
    %458 = stablehlo.add %454, %457 : tensor<8x4x1x64x64xf32>
    %459 = stablehlo.multiply %458, %276 : tensor<8x4x1x64x64xf32>
    %460 = stablehlo.convert %459 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %461 = call @_where_196(%267, %460) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xbf16>
    %462 = call @_where_199(%265#1, %461) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xbf16>
    %463 = stablehlo.transpose %462, dims = [0, 1, 4, 3, 2] : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x64x64x1xbf16>
    %464 = stablehlo.dot_general %463, %256, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x1x32xbf16>
    %465 = stablehlo.transpose %464, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x1x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %466 = stablehlo.dot_general %463, %259, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x32xbf16>
    %467 = stablehlo.transpose %466, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %cst_75 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %468 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1x32xbf16>
    %469 = stablehlo.multiply %465, %468 : tensor<8x64x4x1x32xbf16>
    %470 = stablehlo.convert %445 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %471 = stablehlo.convert %467 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %472 = stablehlo.convert %469 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x1x32xf32>
    %473 = stablehlo.reshape %472 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x32xf32>
    %474 = sdy.sharding_constraint %470 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %475 = sdy.sharding_constraint %471 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %476 = sdy.sharding_constraint %473 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %477 = stablehlo.slice %475 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %478 = stablehlo.slice %475 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %479 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %480 = stablehlo.multiply %478, %479 : tensor<8x64x4x16xf32>
    %481 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %482 = stablehlo.multiply %478, %481 : tensor<8x64x4x16xf32>
    %483 = stablehlo.negate %477 : tensor<8x64x4x16xf32>
    %484 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %485 = stablehlo.multiply %483, %484 : tensor<8x64x4x16xf32>
    %486 = stablehlo.add %482, %485 : tensor<8x64x4x16xf32>
    %487 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %488 = stablehlo.multiply %477, %487 : tensor<8x64x4x16xf32>
    %489 = stablehlo.add %480, %488 : tensor<8x64x4x16xf32>
    %490 = stablehlo.concatenate %489, %486, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %491 = stablehlo.slice %476 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %492 = stablehlo.slice %476 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %493 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %494 = stablehlo.multiply %492, %493 : tensor<8x64x4x16xf32>
    %495 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %496 = stablehlo.multiply %492, %495 : tensor<8x64x4x16xf32>
    %497 = stablehlo.negate %491 : tensor<8x64x4x16xf32>
    %498 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %499 = stablehlo.multiply %497, %498 : tensor<8x64x4x16xf32>
    %500 = stablehlo.add %496, %499 : tensor<8x64x4x16xf32>
    %501 = stablehlo.broadcast_in_dim %218, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %502 = stablehlo.multiply %491, %501 : tensor<8x64x4x16xf32>
    %503 = stablehlo.add %494, %502 : tensor<8x64x4x16xf32>
    %504 = stablehlo.concatenate %503, %500, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %505 = sdy.sharding_constraint %474 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %506 = sdy.sharding_constraint %490 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %507 = sdy.sharding_constraint %504 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %508 = stablehlo.reshape %505 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %509 = stablehlo.reshape %506 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %510 = stablehlo.reshape %507 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %511 = stablehlo.reduce(%508 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %512 = stablehlo.reshape %511 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %513 = stablehlo.reshape %512 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %514 = stablehlo.dot_general %508, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %515 = stablehlo.transpose %514, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %516 = stablehlo.dot_general %508, %arg25, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %517 = stablehlo.reduce(%509 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %518 = stablehlo.reshape %517 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %519 = stablehlo.reshape %518 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %520 = stablehlo.dot_general %509, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %521 = stablehlo.transpose %520, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %522 = stablehlo.dot_general %509, %arg20, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %523 = stablehlo.add %516, %522 : tensor<8x64x128xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %524 = stablehlo.reduce(%510 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %525 = stablehlo.reshape %524 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %526 = stablehlo.reshape %525 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %527 = stablehlo.dot_general %510, %189, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %528 = stablehlo.transpose %527, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %529 = stablehlo.dot_general %510, %arg23, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %530 = stablehlo.add %523, %529 : tensor<8x64x128xf32>
    %531 = stablehlo.broadcast_in_dim %187, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %532 = stablehlo.multiply %531, %530 : tensor<8x64x128xf32>
    %533 = stablehlo.multiply %530, %186 : tensor<8x64x128xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %534 = stablehlo.reduce(%533 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %535 = stablehlo.reshape %534 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %536 = stablehlo.reduce(%535 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %537 = stablehlo.multiply %171, %532 : tensor<8x64x128xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %538 = stablehlo.reduce(%537 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %539 = stablehlo.reshape %538 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %540 = stablehlo.broadcast_in_dim %181, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %541 = stablehlo.multiply %532, %540 : tensor<8x64x128xf32>
    %542 = stablehlo.add %433, %541 : tensor<8x64x128xf32>
    %543 = stablehlo.multiply %539, %184 : tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %545 = stablehlo.divide %543, %544 : tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %546 = stablehlo.reduce(%545 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %547 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %548 = stablehlo.multiply %547, %174 : tensor<8x64x128xf32>
    %549 = stablehlo.add %542, %548 : tensor<8x64x128xf32>
    %550 = sdy.sharding_constraint %549 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %551 = sdy.sharding_constraint %550 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %552 = stablehlo.dot_general %551, %167, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x384xf32>) -> tensor<128x384xf32>
    %553 = stablehlo.transpose %552, dims = [1, 0] : (tensor<128x384xf32>) -> tensor<384x128xf32>
    %554 = stablehlo.dot_general %551, %arg3, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<384x128xf32>) -> tensor<8x64x384xf32>
    %555 = stablehlo.multiply %165#0, %554 : tensor<8x64x384xf32>
    %556 = stablehlo.multiply %554, %166 : tensor<8x64x384xf32>
    %557 = stablehlo.dot_general %555, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %558 = stablehlo.transpose %557, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %559 = stablehlo.dot_general %555, %arg5, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %560 = call @silu_174(%165#1, %165#2, %164, %556) : (tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>) -> tensor<8x64x384xf32>
    %561 = stablehlo.dot_general %560, %163, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<8x64x128xf32>) -> tensor<384x128xf32>
    %562 = stablehlo.transpose %561, dims = [1, 0] : (tensor<384x128xf32>) -> tensor<128x384xf32>
    %563 = stablehlo.dot_general %560, %arg4, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<128x384xf32>) -> tensor<8x64x128xf32>
    %564 = stablehlo.add %559, %563 : tensor<8x64x128xf32>
    %565 = sdy.sharding_constraint %564 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %566 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %567 = stablehlo.multiply %566, %565 : tensor<8x64x128xf32>
    %568 = stablehlo.multiply %565, %159 : tensor<8x64x128xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_84) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %570 = stablehlo.reshape %569 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.reduce(%570 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %572 = stablehlo.multiply %144, %567 : tensor<8x64x128xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %573 = stablehlo.reduce(%572 init: %cst_86) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %574 = stablehlo.reshape %573 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %575 = stablehlo.broadcast_in_dim %154, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %576 = stablehlo.multiply %567, %575 : tensor<8x64x128xf32>
    %577 = stablehlo.add %550, %576 : tensor<8x64x128xf32>
    %578 = stablehlo.multiply %574, %157 : tensor<8x64x1xf32>
    %cst_87 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %580 = stablehlo.divide %578, %579 : tensor<8x64x1xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %582 = stablehlo.broadcast_in_dim %581, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %583 = stablehlo.multiply %582, %147 : tensor<8x64x128xf32>
    %584 = stablehlo.add %577, %583 : tensor<8x64x128xf32>
    %585 = stablehlo.dot_general %584, %142, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %586 = stablehlo.transpose %585, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %587 = stablehlo.dot_general %584, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %588 = stablehlo.convert %587 : (tensor<8x64x128xf32>) -> tensor<8x64x128xbf16>
    %589 = sdy.sharding_constraint %588 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xbf16>
    %590 = stablehlo.reshape %589 : (tensor<8x64x128xbf16>) -> tensor<8x64x4x32xbf16>
    %591 = sdy.sharding_constraint %590 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xbf16>
    %592 = stablehlo.reshape %591 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %593 = stablehlo.transpose %592, dims = [0, 2, 4, 3, 1] : (tensor<8x64x4x1x32xbf16>) -> tensor<8x4x32x1x64xbf16>
    %594 = stablehlo.dot_general %593, %108, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x1x64x64xbf16>
    %595 = stablehlo.dot_general %593, %135, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x1x64xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x64xbf16>
    %596 = stablehlo.transpose %595, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xbf16>) -> tensor<8x64x4x32xbf16>
    %597 = stablehlo.convert %594 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %598 = stablehlo.broadcast_in_dim %134, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %599 = stablehlo.multiply %597, %598 : tensor<8x4x1x64x64xf32>
    %600 = stablehlo.multiply %599, %127 : tensor<8x4x1x64x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%600 init: %cst_89) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %602 = stablehlo.reshape %601 : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %603 = stablehlo.negate %602 : tensor<8x4x1x64x1xf32>
    %604 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %605 = stablehlo.divide %597, %604 : tensor<8x4x1x64x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.reduce(%603 init: %cst_90) applies stablehlo.add across dimensions = [2, 4] : (tensor<8x4x1x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %607 = stablehlo.broadcast_in_dim %606, dims = [0, 1, 3] : (tensor<8x4x64xf32>) -> tensor<8x4x1x64xf32>
    %608 = stablehlo.broadcast_in_dim %607, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x64xf32>
    %609 = stablehlo.add %605, %608 : tensor<8x4x1x64x64xf32>
    %610 = stablehlo.multiply %609, %127 : tensor<8x4x1x64x64xf32>
    %611 = stablehlo.convert %610 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %612 = call @_where_196(%118, %611) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xbf16>
    %613 = call @_where_199(%116#1, %612) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xbf16>
    %614 = stablehlo.transpose %613, dims = [0, 1, 4, 3, 2] : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x64x64x1xbf16>
    %615 = stablehlo.dot_general %614, %107, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x32xbf16>) -> tensor<8x4x64x1x32xbf16>
    %616 = stablehlo.transpose %615, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x1x32xbf16>) -> tensor<8x64x4x1x32xbf16>
    %617 = stablehlo.dot_general %614, %110, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x1xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x32xbf16>
    %618 = stablehlo.transpose %617, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xbf16>) -> tensor<8x64x4x32xbf16>
    %cst_91 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %619 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1x32xbf16>
    %620 = stablehlo.multiply %616, %619 : tensor<8x64x4x1x32xbf16>
    %621 = stablehlo.convert %596 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %622 = stablehlo.convert %618 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x4x32xf32>
    %623 = stablehlo.convert %620 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x1x32xf32>
    %624 = stablehlo.reshape %623 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x32xf32>
    %625 = sdy.sharding_constraint %621 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %626 = sdy.sharding_constraint %622 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %627 = sdy.sharding_constraint %624 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %628 = stablehlo.slice %626 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %629 = stablehlo.slice %626 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %630 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %631 = stablehlo.multiply %629, %630 : tensor<8x64x4x16xf32>
    %632 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %633 = stablehlo.multiply %629, %632 : tensor<8x64x4x16xf32>
    %634 = stablehlo.negate %628 : tensor<8x64x4x16xf32>
    %635 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %636 = stablehlo.multiply %634, %635 : tensor<8x64x4x16xf32>
    %637 = stablehlo.add %633, %636 : tensor<8x64x4x16xf32>
    %638 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %639 = stablehlo.multiply %628, %638 : tensor<8x64x4x16xf32>
    %640 = stablehlo.add %631, %639 : tensor<8x64x4x16xf32>
    %641 = stablehlo.concatenate %640, %637, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %642 = stablehlo.slice %627 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %643 = stablehlo.slice %627 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %644 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %645 = stablehlo.multiply %643, %644 : tensor<8x64x4x16xf32>
    %646 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %647 = stablehlo.multiply %643, %646 : tensor<8x64x4x16xf32>
    %648 = stablehlo.negate %642 : tensor<8x64x4x16xf32>
    %649 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %650 = stablehlo.multiply %648, %649 : tensor<8x64x4x16xf32>
    %651 = stablehlo.add %647, %650 : tensor<8x64x4x16xf32>
    %652 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %653 = stablehlo.multiply %642, %652 : tensor<8x64x4x16xf32>
    %654 = stablehlo.add %645, %653 : tensor<8x64x4x16xf32>
    %655 = stablehlo.concatenate %654, %651, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %656 = sdy.sharding_constraint %625 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %657 = sdy.sharding_constraint %641 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %658 = sdy.sharding_constraint %655 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %659 = stablehlo.reshape %656 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %660 = stablehlo.reshape %657 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %661 = stablehlo.reshape %658 : (tensor<8x64x4x32xf32>) -> tensor<8x64x128xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%659 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %663 = stablehlo.reshape %662 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %664 = stablehlo.reshape %663 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %665 = stablehlo.dot_general %659, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %666 = stablehlo.transpose %665, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %667 = stablehlo.dot_general %659, %arg13, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.reduce(%660 init: %cst_93) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %669 = stablehlo.reshape %668 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %670 = stablehlo.reshape %669 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %671 = stablehlo.dot_general %660, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %672 = stablehlo.transpose %671, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %673 = stablehlo.dot_general %660, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %674 = stablehlo.add %667, %673 : tensor<8x64x128xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%661 init: %cst_94) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %676 = stablehlo.reshape %675 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %677 = stablehlo.reshape %676 : (tensor<1x1x128xf32>) -> tensor<128xf32>
    %678 = stablehlo.dot_general %661, %40, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<8x64x128xf32>) -> tensor<128x128xf32>
    %679 = stablehlo.transpose %678, dims = [1, 0] : (tensor<128x128xf32>) -> tensor<128x128xf32>
    %680 = stablehlo.dot_general %661, %arg11, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %681 = stablehlo.add %674, %680 : tensor<8x64x128xf32>
    %682 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %683 = stablehlo.multiply %682, %681 : tensor<8x64x128xf32>
    %684 = stablehlo.multiply %681, %37 : tensor<8x64x128xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %685 = stablehlo.reduce(%684 init: %cst_95) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<128xf32>
    %686 = stablehlo.reshape %685 : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %687 = stablehlo.reduce(%686 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x128xf32>, tensor<f32>) -> tensor<128xf32>
    %688 = stablehlo.multiply %20, %683 : tensor<8x64x128xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %689 = stablehlo.reduce(%688 init: %cst_97) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %690 = stablehlo.reshape %689 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %691 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %692 = stablehlo.multiply %683, %691 : tensor<8x64x128xf32>
    %693 = stablehlo.add %584, %692 : tensor<8x64x128xf32>
    %694 = stablehlo.multiply %690, %35 : tensor<8x64x1xf32>
    %cst_98 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %696 = stablehlo.divide %694, %695 : tensor<8x64x1xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %697 = stablehlo.reduce(%696 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %698 = stablehlo.broadcast_in_dim %697, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x128xf32>
    %699 = stablehlo.multiply %698, %25 : tensor<8x64x128xf32>
    %700 = stablehlo.add %693, %699 : tensor<8x64x128xf32>
    %701 = sdy.sharding_constraint %700 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %702 = call @_take_212(%0#1, %701) : (tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %704 = stablehlo.multiply %703, %378 : tensor<128x512xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %705 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %706 = stablehlo.multiply %705, %arg28 : tensor<128x512xf32>
    %707 = stablehlo.add %704, %706 : tensor<128x512xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %709 = stablehlo.multiply %708, %702 : tensor<512x128xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %711 = stablehlo.multiply %710, %arg29 : tensor<512x128xf32>
    %712 = stablehlo.add %709, %711 : tensor<512x128xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %714 = stablehlo.multiply %713, %687 : tensor<128xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %715 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %716 = stablehlo.multiply %715, %arg30 : tensor<128xf32>
    %717 = stablehlo.add %714, %716 : tensor<128xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %719 = stablehlo.multiply %718, %553 : tensor<384x128xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %720 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %721 = stablehlo.multiply %720, %arg31 : tensor<384x128xf32>
    %722 = stablehlo.add %719, %721 : tensor<384x128xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %724 = stablehlo.multiply %723, %562 : tensor<128x384xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %726 = stablehlo.multiply %725, %arg32 : tensor<128x384xf32>
    %727 = stablehlo.add %724, %726 : tensor<128x384xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %729 = stablehlo.multiply %728, %558 : tensor<128x384xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %730 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %731 = stablehlo.multiply %730, %arg33 : tensor<128x384xf32>
    %732 = stablehlo.add %729, %731 : tensor<128x384xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %734 = stablehlo.multiply %733, %571 : tensor<128xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %736 = stablehlo.multiply %735, %arg34 : tensor<128xf32>
    %737 = stablehlo.add %734, %736 : tensor<128xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %739 = stablehlo.multiply %738, %670 : tensor<128xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %740 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %741 = stablehlo.multiply %740, %arg35 : tensor<128xf32>
    %742 = stablehlo.add %739, %741 : tensor<128xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %744 = stablehlo.multiply %743, %672 : tensor<128x128xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %745 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %746 = stablehlo.multiply %745, %arg36 : tensor<128x128xf32>
    %747 = stablehlo.add %744, %746 : tensor<128x128xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %749 = stablehlo.multiply %748, %586 : tensor<128x128xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %750 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %751 = stablehlo.multiply %750, %arg37 : tensor<128x128xf32>
    %752 = stablehlo.add %749, %751 : tensor<128x128xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %754 = stablehlo.multiply %753, %677 : tensor<128xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %755 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %756 = stablehlo.multiply %755, %arg38 : tensor<128xf32>
    %757 = stablehlo.add %754, %756 : tensor<128xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %759 = stablehlo.multiply %758, %679 : tensor<128x128xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %761 = stablehlo.multiply %760, %arg39 : tensor<128x128xf32>
    %762 = stablehlo.add %759, %761 : tensor<128x128xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %764 = stablehlo.multiply %763, %664 : tensor<128xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %765 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %766 = stablehlo.multiply %765, %arg40 : tensor<128xf32>
    %767 = stablehlo.add %764, %766 : tensor<128xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %769 = stablehlo.multiply %768, %666 : tensor<128x128xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %771 = stablehlo.multiply %770, %arg41 : tensor<128x128xf32>
    %772 = stablehlo.add %769, %771 : tensor<128x128xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %774 = stablehlo.multiply %773, %536 : tensor<128xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %775 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %776 = stablehlo.multiply %775, %arg42 : tensor<128xf32>
    %777 = stablehlo.add %774, %776 : tensor<128xf32>
    %cst_130 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %779 = stablehlo.multiply %778, %402 : tensor<384x128xf32>
    %cst_131 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %781 = stablehlo.multiply %780, %arg43 : tensor<384x128xf32>
    %782 = stablehlo.add %779, %781 : tensor<384x128xf32>
    %cst_132 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %784 = stablehlo.multiply %783, %411 : tensor<128x384xf32>
    %cst_133 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %785 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %786 = stablehlo.multiply %785, %arg44 : tensor<128x384xf32>
    %787 = stablehlo.add %784, %786 : tensor<128x384xf32>
    %cst_134 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %789 = stablehlo.multiply %788, %407 : tensor<128x384xf32>
    %cst_135 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %791 = stablehlo.multiply %790, %arg45 : tensor<128x384xf32>
    %792 = stablehlo.add %789, %791 : tensor<128x384xf32>
    %cst_136 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %794 = stablehlo.multiply %793, %420 : tensor<128xf32>
    %cst_137 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %795 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %796 = stablehlo.multiply %795, %arg46 : tensor<128xf32>
    %797 = stablehlo.add %794, %796 : tensor<128xf32>
    %cst_138 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %799 = stablehlo.multiply %798, %519 : tensor<128xf32>
    %cst_139 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %800 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %801 = stablehlo.multiply %800, %arg47 : tensor<128xf32>
    %802 = stablehlo.add %799, %801 : tensor<128xf32>
    %cst_140 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %804 = stablehlo.multiply %803, %521 : tensor<128x128xf32>
    %cst_141 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %805 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %806 = stablehlo.multiply %805, %arg48 : tensor<128x128xf32>
    %807 = stablehlo.add %804, %806 : tensor<128x128xf32>
    %cst_142 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %809 = stablehlo.multiply %808, %435 : tensor<128x128xf32>
    %cst_143 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %811 = stablehlo.multiply %810, %arg49 : tensor<128x128xf32>
    %812 = stablehlo.add %809, %811 : tensor<128x128xf32>
    %cst_144 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %814 = stablehlo.multiply %813, %526 : tensor<128xf32>
    %cst_145 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %816 = stablehlo.multiply %815, %arg50 : tensor<128xf32>
    %817 = stablehlo.add %814, %816 : tensor<128xf32>
    %cst_146 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %819 = stablehlo.multiply %818, %528 : tensor<128x128xf32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %821 = stablehlo.multiply %820, %arg51 : tensor<128x128xf32>
    %822 = stablehlo.add %819, %821 : tensor<128x128xf32>
    %cst_148 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %823 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %824 = stablehlo.multiply %823, %513 : tensor<128xf32>
    %cst_149 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %826 = stablehlo.multiply %825, %arg52 : tensor<128xf32>
    %827 = stablehlo.add %824, %826 : tensor<128xf32>
    %cst_150 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %829 = stablehlo.multiply %828, %515 : tensor<128x128xf32>
    %cst_151 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %831 = stablehlo.multiply %830, %arg53 : tensor<128x128xf32>
    %832 = stablehlo.add %829, %831 : tensor<128x128xf32>
    %cst_152 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %834 = stablehlo.multiply %833, %386 : tensor<128xf32>
    %cst_153 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %835 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %836 = stablehlo.multiply %835, %arg54 : tensor<128xf32>
    %837 = stablehlo.add %834, %836 : tensor<128xf32>
    %838 = stablehlo.multiply %378, %378 : tensor<128x512xf32>
    %cst_154 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %840 = stablehlo.multiply %839, %838 : tensor<128x512xf32>
    %cst_155 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %841 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %842 = stablehlo.multiply %841, %arg55 : tensor<128x512xf32>
    %843 = stablehlo.add %840, %842 : tensor<128x512xf32>
    %844 = stablehlo.multiply %702, %702 : tensor<512x128xf32>
    %cst_156 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %846 = stablehlo.multiply %845, %844 : tensor<512x128xf32>
    %cst_157 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %847 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %848 = stablehlo.multiply %847, %arg56 : tensor<512x128xf32>
    %849 = stablehlo.add %846, %848 : tensor<512x128xf32>
    %850 = stablehlo.multiply %687, %687 : tensor<128xf32>
    %cst_158 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %852 = stablehlo.multiply %851, %850 : tensor<128xf32>
    %cst_159 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %854 = stablehlo.multiply %853, %arg57 : tensor<128xf32>
    %855 = stablehlo.add %852, %854 : tensor<128xf32>
    %856 = stablehlo.multiply %553, %553 : tensor<384x128xf32>
    %cst_160 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %858 = stablehlo.multiply %857, %856 : tensor<384x128xf32>
    %cst_161 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %859 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %860 = stablehlo.multiply %859, %arg58 : tensor<384x128xf32>
    %861 = stablehlo.add %858, %860 : tensor<384x128xf32>
    %862 = stablehlo.multiply %562, %562 : tensor<128x384xf32>
    %cst_162 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %864 = stablehlo.multiply %863, %862 : tensor<128x384xf32>
    %cst_163 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %865 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %866 = stablehlo.multiply %865, %arg59 : tensor<128x384xf32>
    %867 = stablehlo.add %864, %866 : tensor<128x384xf32>
    %868 = stablehlo.multiply %558, %558 : tensor<128x384xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %870 = stablehlo.multiply %869, %868 : tensor<128x384xf32>
    %cst_165 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %871 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %872 = stablehlo.multiply %871, %arg60 : tensor<128x384xf32>
    %873 = stablehlo.add %870, %872 : tensor<128x384xf32>
    %874 = stablehlo.multiply %571, %571 : tensor<128xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %876 = stablehlo.multiply %875, %874 : tensor<128xf32>
    %cst_167 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %877 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %878 = stablehlo.multiply %877, %arg61 : tensor<128xf32>
    %879 = stablehlo.add %876, %878 : tensor<128xf32>
    %880 = stablehlo.multiply %670, %670 : tensor<128xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %882 = stablehlo.multiply %881, %880 : tensor<128xf32>
    %cst_169 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %883 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %884 = stablehlo.multiply %883, %arg62 : tensor<128xf32>
    %885 = stablehlo.add %882, %884 : tensor<128xf32>
    %886 = stablehlo.multiply %672, %672 : tensor<128x128xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %888 = stablehlo.multiply %887, %886 : tensor<128x128xf32>
    %cst_171 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %889 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %890 = stablehlo.multiply %889, %arg63 : tensor<128x128xf32>
    %891 = stablehlo.add %888, %890 : tensor<128x128xf32>
    %892 = stablehlo.multiply %586, %586 : tensor<128x128xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %894 = stablehlo.multiply %893, %892 : tensor<128x128xf32>
    %cst_173 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %896 = stablehlo.multiply %895, %arg64 : tensor<128x128xf32>
    %897 = stablehlo.add %894, %896 : tensor<128x128xf32>
    %898 = stablehlo.multiply %677, %677 : tensor<128xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %900 = stablehlo.multiply %899, %898 : tensor<128xf32>
    %cst_175 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %901 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %902 = stablehlo.multiply %901, %arg65 : tensor<128xf32>
    %903 = stablehlo.add %900, %902 : tensor<128xf32>
    %904 = stablehlo.multiply %679, %679 : tensor<128x128xf32>
    %cst_176 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %906 = stablehlo.multiply %905, %904 : tensor<128x128xf32>
    %cst_177 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %907 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %908 = stablehlo.multiply %907, %arg66 : tensor<128x128xf32>
    %909 = stablehlo.add %906, %908 : tensor<128x128xf32>
    %910 = stablehlo.multiply %664, %664 : tensor<128xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %912 = stablehlo.multiply %911, %910 : tensor<128xf32>
    %cst_179 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %913 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %914 = stablehlo.multiply %913, %arg67 : tensor<128xf32>
    %915 = stablehlo.add %912, %914 : tensor<128xf32>
    %916 = stablehlo.multiply %666, %666 : tensor<128x128xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %918 = stablehlo.multiply %917, %916 : tensor<128x128xf32>
    %cst_181 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %919 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %920 = stablehlo.multiply %919, %arg68 : tensor<128x128xf32>
    %921 = stablehlo.add %918, %920 : tensor<128x128xf32>
    %922 = stablehlo.multiply %536, %536 : tensor<128xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %924 = stablehlo.multiply %923, %922 : tensor<128xf32>
    %cst_183 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %925 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %926 = stablehlo.multiply %925, %arg69 : tensor<128xf32>
    %927 = stablehlo.add %924, %926 : tensor<128xf32>
    %928 = stablehlo.multiply %402, %402 : tensor<384x128xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %930 = stablehlo.multiply %929, %928 : tensor<384x128xf32>
    %cst_185 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %931 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %932 = stablehlo.multiply %931, %arg70 : tensor<384x128xf32>
    %933 = stablehlo.add %930, %932 : tensor<384x128xf32>
    %934 = stablehlo.multiply %411, %411 : tensor<128x384xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %936 = stablehlo.multiply %935, %934 : tensor<128x384xf32>
    %cst_187 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %937 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %938 = stablehlo.multiply %937, %arg71 : tensor<128x384xf32>
    %939 = stablehlo.add %936, %938 : tensor<128x384xf32>
    %940 = stablehlo.multiply %407, %407 : tensor<128x384xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %942 = stablehlo.multiply %941, %940 : tensor<128x384xf32>
    %cst_189 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %943 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %944 = stablehlo.multiply %943, %arg72 : tensor<128x384xf32>
    %945 = stablehlo.add %942, %944 : tensor<128x384xf32>
    %946 = stablehlo.multiply %420, %420 : tensor<128xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %948 = stablehlo.multiply %947, %946 : tensor<128xf32>
    %cst_191 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %950 = stablehlo.multiply %949, %arg73 : tensor<128xf32>
    %951 = stablehlo.add %948, %950 : tensor<128xf32>
    %952 = stablehlo.multiply %519, %519 : tensor<128xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %954 = stablehlo.multiply %953, %952 : tensor<128xf32>
    %cst_193 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %956 = stablehlo.multiply %955, %arg74 : tensor<128xf32>
    %957 = stablehlo.add %954, %956 : tensor<128xf32>
    %958 = stablehlo.multiply %521, %521 : tensor<128x128xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %960 = stablehlo.multiply %959, %958 : tensor<128x128xf32>
    %cst_195 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %962 = stablehlo.multiply %961, %arg75 : tensor<128x128xf32>
    %963 = stablehlo.add %960, %962 : tensor<128x128xf32>
    %964 = stablehlo.multiply %435, %435 : tensor<128x128xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %966 = stablehlo.multiply %965, %964 : tensor<128x128xf32>
    %cst_197 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %968 = stablehlo.multiply %967, %arg76 : tensor<128x128xf32>
    %969 = stablehlo.add %966, %968 : tensor<128x128xf32>
    %970 = stablehlo.multiply %526, %526 : tensor<128xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %972 = stablehlo.multiply %971, %970 : tensor<128xf32>
    %cst_199 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %974 = stablehlo.multiply %973, %arg77 : tensor<128xf32>
    %975 = stablehlo.add %972, %974 : tensor<128xf32>
    %976 = stablehlo.multiply %528, %528 : tensor<128x128xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %977 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %978 = stablehlo.multiply %977, %976 : tensor<128x128xf32>
    %cst_201 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %980 = stablehlo.multiply %979, %arg78 : tensor<128x128xf32>
    %981 = stablehlo.add %978, %980 : tensor<128x128xf32>
    %982 = stablehlo.multiply %513, %513 : tensor<128xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %984 = stablehlo.multiply %983, %982 : tensor<128xf32>
    %cst_203 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %986 = stablehlo.multiply %985, %arg79 : tensor<128xf32>
    %987 = stablehlo.add %984, %986 : tensor<128xf32>
    %988 = stablehlo.multiply %515, %515 : tensor<128x128xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %989 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %990 = stablehlo.multiply %989, %988 : tensor<128x128xf32>
    %cst_205 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %992 = stablehlo.multiply %991, %arg80 : tensor<128x128xf32>
    %993 = stablehlo.add %990, %992 : tensor<128x128xf32>
    %994 = stablehlo.multiply %386, %386 : tensor<128xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %995 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %996 = stablehlo.multiply %995, %994 : tensor<128xf32>
    %cst_207 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %998 = stablehlo.multiply %997, %arg81 : tensor<128xf32>
    %999 = stablehlo.add %996, %998 : tensor<128xf32>
    %c_208 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1000 = stablehlo.compare LT, %arg27, %c_208, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_209 = stablehlo.constant dense<1> : tensor<i32>
    %1001 = stablehlo.add %arg27, %c_209 : tensor<i32>
    %c_210 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1002 = call @_where_247(%1000, %1001, %c_210) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1003 = stablehlo.convert %1002 : (tensor<i32>) -> tensor<f32>
    %1004 = stablehlo.power %cst_211, %1003 : tensor<f32>
    %cst_212 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1005 = stablehlo.subtract %cst_212, %1004 : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1007 = stablehlo.divide %707, %1006 : tensor<128x512xf32>
    %1008 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1009 = stablehlo.divide %712, %1008 : tensor<512x128xf32>
    %1010 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1011 = stablehlo.divide %717, %1010 : tensor<128xf32>
    %1012 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1013 = stablehlo.divide %722, %1012 : tensor<384x128xf32>
    %1014 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1015 = stablehlo.divide %727, %1014 : tensor<128x384xf32>
    %1016 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1017 = stablehlo.divide %732, %1016 : tensor<128x384xf32>
    %1018 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1019 = stablehlo.divide %737, %1018 : tensor<128xf32>
    %1020 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1021 = stablehlo.divide %742, %1020 : tensor<128xf32>
    %1022 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1023 = stablehlo.divide %747, %1022 : tensor<128x128xf32>
    %1024 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1025 = stablehlo.divide %752, %1024 : tensor<128x128xf32>
    %1026 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1027 = stablehlo.divide %757, %1026 : tensor<128xf32>
    %1028 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1029 = stablehlo.divide %762, %1028 : tensor<128x128xf32>
    %1030 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1031 = stablehlo.divide %767, %1030 : tensor<128xf32>
    %1032 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1033 = stablehlo.divide %772, %1032 : tensor<128x128xf32>
    %1034 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1035 = stablehlo.divide %777, %1034 : tensor<128xf32>
    %1036 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1037 = stablehlo.divide %782, %1036 : tensor<384x128xf32>
    %1038 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1039 = stablehlo.divide %787, %1038 : tensor<128x384xf32>
    %1040 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1041 = stablehlo.divide %792, %1040 : tensor<128x384xf32>
    %1042 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1043 = stablehlo.divide %797, %1042 : tensor<128xf32>
    %1044 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1045 = stablehlo.divide %802, %1044 : tensor<128xf32>
    %1046 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1047 = stablehlo.divide %807, %1046 : tensor<128x128xf32>
    %1048 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1049 = stablehlo.divide %812, %1048 : tensor<128x128xf32>
    %1050 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1051 = stablehlo.divide %817, %1050 : tensor<128xf32>
    %1052 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1053 = stablehlo.divide %822, %1052 : tensor<128x128xf32>
    %1054 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1055 = stablehlo.divide %827, %1054 : tensor<128xf32>
    %1056 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1057 = stablehlo.divide %832, %1056 : tensor<128x128xf32>
    %1058 = stablehlo.broadcast_in_dim %1005, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1059 = stablehlo.divide %837, %1058 : tensor<128xf32>
    %cst_213 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1060 = stablehlo.convert %1002 : (tensor<i32>) -> tensor<f32>
    %1061 = stablehlo.power %cst_213, %1060 : tensor<f32>
    %cst_214 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1062 = stablehlo.subtract %cst_214, %1061 : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1064 = stablehlo.divide %843, %1063 : tensor<128x512xf32>
    %1065 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1066 = stablehlo.divide %849, %1065 : tensor<512x128xf32>
    %1067 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1068 = stablehlo.divide %855, %1067 : tensor<128xf32>
    %1069 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1070 = stablehlo.divide %861, %1069 : tensor<384x128xf32>
    %1071 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1072 = stablehlo.divide %867, %1071 : tensor<128x384xf32>
    %1073 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1074 = stablehlo.divide %873, %1073 : tensor<128x384xf32>
    %1075 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1076 = stablehlo.divide %879, %1075 : tensor<128xf32>
    %1077 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1078 = stablehlo.divide %885, %1077 : tensor<128xf32>
    %1079 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1080 = stablehlo.divide %891, %1079 : tensor<128x128xf32>
    %1081 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1082 = stablehlo.divide %897, %1081 : tensor<128x128xf32>
    %1083 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1084 = stablehlo.divide %903, %1083 : tensor<128xf32>
    %1085 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1086 = stablehlo.divide %909, %1085 : tensor<128x128xf32>
    %1087 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1088 = stablehlo.divide %915, %1087 : tensor<128xf32>
    %1089 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1090 = stablehlo.divide %921, %1089 : tensor<128x128xf32>
    %1091 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1092 = stablehlo.divide %927, %1091 : tensor<128xf32>
    %1093 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1094 = stablehlo.divide %933, %1093 : tensor<384x128xf32>
    %1095 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1096 = stablehlo.divide %939, %1095 : tensor<128x384xf32>
    %1097 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1098 = stablehlo.divide %945, %1097 : tensor<128x384xf32>
    %1099 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1100 = stablehlo.divide %951, %1099 : tensor<128xf32>
    %1101 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1102 = stablehlo.divide %957, %1101 : tensor<128xf32>
    %1103 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1104 = stablehlo.divide %963, %1103 : tensor<128x128xf32>
    %1105 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1106 = stablehlo.divide %969, %1105 : tensor<128x128xf32>
    %1107 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1108 = stablehlo.divide %975, %1107 : tensor<128xf32>
    %1109 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1110 = stablehlo.divide %981, %1109 : tensor<128x128xf32>
    %1111 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1112 = stablehlo.divide %987, %1111 : tensor<128xf32>
    %1113 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1114 = stablehlo.divide %993, %1113 : tensor<128x128xf32>
    %1115 = stablehlo.broadcast_in_dim %1062, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1116 = stablehlo.divide %999, %1115 : tensor<128xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1117 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1118 = stablehlo.add %1064, %1117 : tensor<128x512xf32>
    %1119 = stablehlo.sqrt %1118 : tensor<128x512xf32>
    %cst_216 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1120 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1121 = stablehlo.add %1119, %1120 : tensor<128x512xf32>
    %1122 = stablehlo.divide %1007, %1121 : tensor<128x512xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1124 = stablehlo.add %1066, %1123 : tensor<512x128xf32>
    %1125 = stablehlo.sqrt %1124 : tensor<512x128xf32>
    %cst_218 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1127 = stablehlo.add %1125, %1126 : tensor<512x128xf32>
    %1128 = stablehlo.divide %1009, %1127 : tensor<512x128xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1129 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1130 = stablehlo.add %1068, %1129 : tensor<128xf32>
    %1131 = stablehlo.sqrt %1130 : tensor<128xf32>
    %cst_220 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1132 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1133 = stablehlo.add %1131, %1132 : tensor<128xf32>
    %1134 = stablehlo.divide %1011, %1133 : tensor<128xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1135 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1136 = stablehlo.add %1070, %1135 : tensor<384x128xf32>
    %1137 = stablehlo.sqrt %1136 : tensor<384x128xf32>
    %cst_222 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1139 = stablehlo.add %1137, %1138 : tensor<384x128xf32>
    %1140 = stablehlo.divide %1013, %1139 : tensor<384x128xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1142 = stablehlo.add %1072, %1141 : tensor<128x384xf32>
    %1143 = stablehlo.sqrt %1142 : tensor<128x384xf32>
    %cst_224 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1144 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1145 = stablehlo.add %1143, %1144 : tensor<128x384xf32>
    %1146 = stablehlo.divide %1015, %1145 : tensor<128x384xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1147 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1148 = stablehlo.add %1074, %1147 : tensor<128x384xf32>
    %1149 = stablehlo.sqrt %1148 : tensor<128x384xf32>
    %cst_226 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1150 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1151 = stablehlo.add %1149, %1150 : tensor<128x384xf32>
    %1152 = stablehlo.divide %1017, %1151 : tensor<128x384xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1154 = stablehlo.add %1076, %1153 : tensor<128xf32>
    %1155 = stablehlo.sqrt %1154 : tensor<128xf32>
    %cst_228 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1156 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1157 = stablehlo.add %1155, %1156 : tensor<128xf32>
    %1158 = stablehlo.divide %1019, %1157 : tensor<128xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1160 = stablehlo.add %1078, %1159 : tensor<128xf32>
    %1161 = stablehlo.sqrt %1160 : tensor<128xf32>
    %cst_230 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1163 = stablehlo.add %1161, %1162 : tensor<128xf32>
    %1164 = stablehlo.divide %1021, %1163 : tensor<128xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1166 = stablehlo.add %1080, %1165 : tensor<128x128xf32>
    %1167 = stablehlo.sqrt %1166 : tensor<128x128xf32>
    %cst_232 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1168 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1169 = stablehlo.add %1167, %1168 : tensor<128x128xf32>
    %1170 = stablehlo.divide %1023, %1169 : tensor<128x128xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1172 = stablehlo.add %1082, %1171 : tensor<128x128xf32>
    %1173 = stablehlo.sqrt %1172 : tensor<128x128xf32>
    %cst_234 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1174 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1175 = stablehlo.add %1173, %1174 : tensor<128x128xf32>
    %1176 = stablehlo.divide %1025, %1175 : tensor<128x128xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1178 = stablehlo.add %1084, %1177 : tensor<128xf32>
    %1179 = stablehlo.sqrt %1178 : tensor<128xf32>
    %cst_236 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1180 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1181 = stablehlo.add %1179, %1180 : tensor<128xf32>
    %1182 = stablehlo.divide %1027, %1181 : tensor<128xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1184 = stablehlo.add %1086, %1183 : tensor<128x128xf32>
    %1185 = stablehlo.sqrt %1184 : tensor<128x128xf32>
    %cst_238 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1186 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1187 = stablehlo.add %1185, %1186 : tensor<128x128xf32>
    %1188 = stablehlo.divide %1029, %1187 : tensor<128x128xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1190 = stablehlo.add %1088, %1189 : tensor<128xf32>
    %1191 = stablehlo.sqrt %1190 : tensor<128xf32>
    %cst_240 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1193 = stablehlo.add %1191, %1192 : tensor<128xf32>
    %1194 = stablehlo.divide %1031, %1193 : tensor<128xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1196 = stablehlo.add %1090, %1195 : tensor<128x128xf32>
    %1197 = stablehlo.sqrt %1196 : tensor<128x128xf32>
    %cst_242 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1198 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1199 = stablehlo.add %1197, %1198 : tensor<128x128xf32>
    %1200 = stablehlo.divide %1033, %1199 : tensor<128x128xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1202 = stablehlo.add %1092, %1201 : tensor<128xf32>
    %1203 = stablehlo.sqrt %1202 : tensor<128xf32>
    %cst_244 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1204 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1205 = stablehlo.add %1203, %1204 : tensor<128xf32>
    %1206 = stablehlo.divide %1035, %1205 : tensor<128xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1208 = stablehlo.add %1094, %1207 : tensor<384x128xf32>
    %1209 = stablehlo.sqrt %1208 : tensor<384x128xf32>
    %cst_246 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1210 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1211 = stablehlo.add %1209, %1210 : tensor<384x128xf32>
    %1212 = stablehlo.divide %1037, %1211 : tensor<384x128xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1214 = stablehlo.add %1096, %1213 : tensor<128x384xf32>
    %1215 = stablehlo.sqrt %1214 : tensor<128x384xf32>
    %cst_248 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1216 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1217 = stablehlo.add %1215, %1216 : tensor<128x384xf32>
    %1218 = stablehlo.divide %1039, %1217 : tensor<128x384xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1220 = stablehlo.add %1098, %1219 : tensor<128x384xf32>
    %1221 = stablehlo.sqrt %1220 : tensor<128x384xf32>
    %cst_250 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1222 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1223 = stablehlo.add %1221, %1222 : tensor<128x384xf32>
    %1224 = stablehlo.divide %1041, %1223 : tensor<128x384xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1226 = stablehlo.add %1100, %1225 : tensor<128xf32>
    %1227 = stablehlo.sqrt %1226 : tensor<128xf32>
    %cst_252 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1228 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1229 = stablehlo.add %1227, %1228 : tensor<128xf32>
    %1230 = stablehlo.divide %1043, %1229 : tensor<128xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1232 = stablehlo.add %1102, %1231 : tensor<128xf32>
    %1233 = stablehlo.sqrt %1232 : tensor<128xf32>
    %cst_254 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1234 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1235 = stablehlo.add %1233, %1234 : tensor<128xf32>
    %1236 = stablehlo.divide %1045, %1235 : tensor<128xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1238 = stablehlo.add %1104, %1237 : tensor<128x128xf32>
    %1239 = stablehlo.sqrt %1238 : tensor<128x128xf32>
    %cst_256 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1240 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1241 = stablehlo.add %1239, %1240 : tensor<128x128xf32>
    %1242 = stablehlo.divide %1047, %1241 : tensor<128x128xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1244 = stablehlo.add %1106, %1243 : tensor<128x128xf32>
    %1245 = stablehlo.sqrt %1244 : tensor<128x128xf32>
    %cst_258 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1246 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1247 = stablehlo.add %1245, %1246 : tensor<128x128xf32>
    %1248 = stablehlo.divide %1049, %1247 : tensor<128x128xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1250 = stablehlo.add %1108, %1249 : tensor<128xf32>
    %1251 = stablehlo.sqrt %1250 : tensor<128xf32>
    %cst_260 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1252 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1253 = stablehlo.add %1251, %1252 : tensor<128xf32>
    %1254 = stablehlo.divide %1051, %1253 : tensor<128xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1256 = stablehlo.add %1110, %1255 : tensor<128x128xf32>
    %1257 = stablehlo.sqrt %1256 : tensor<128x128xf32>
    %cst_262 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1259 = stablehlo.add %1257, %1258 : tensor<128x128xf32>
    %1260 = stablehlo.divide %1053, %1259 : tensor<128x128xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1262 = stablehlo.add %1112, %1261 : tensor<128xf32>
    %1263 = stablehlo.sqrt %1262 : tensor<128xf32>
    %cst_264 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1264 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1265 = stablehlo.add %1263, %1264 : tensor<128xf32>
    %1266 = stablehlo.divide %1055, %1265 : tensor<128xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1268 = stablehlo.add %1114, %1267 : tensor<128x128xf32>
    %1269 = stablehlo.sqrt %1268 : tensor<128x128xf32>
    %cst_266 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1270 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1271 = stablehlo.add %1269, %1270 : tensor<128x128xf32>
    %1272 = stablehlo.divide %1057, %1271 : tensor<128x128xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1274 = stablehlo.add %1116, %1273 : tensor<128xf32>
    %1275 = stablehlo.sqrt %1274 : tensor<128xf32>
    %cst_268 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1276 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1277 = stablehlo.add %1275, %1276 : tensor<128xf32>
    %1278 = stablehlo.divide %1059, %1277 : tensor<128xf32>
    %cst_269 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1280 = stablehlo.multiply %1279, %arg0 : tensor<128x512xf32>
    %1281 = stablehlo.add %1122, %1280 : tensor<128x512xf32>
    %cst_270 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1283 = stablehlo.multiply %1282, %arg1 : tensor<512x128xf32>
    %1284 = stablehlo.add %1128, %1283 : tensor<512x128xf32>
    %cst_271 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1286 = stablehlo.multiply %1285, %arg2 : tensor<128xf32>
    %1287 = stablehlo.add %1134, %1286 : tensor<128xf32>
    %cst_272 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1288 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1289 = stablehlo.multiply %1288, %arg3 : tensor<384x128xf32>
    %1290 = stablehlo.add %1140, %1289 : tensor<384x128xf32>
    %cst_273 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1292 = stablehlo.multiply %1291, %arg4 : tensor<128x384xf32>
    %1293 = stablehlo.add %1146, %1292 : tensor<128x384xf32>
    %cst_274 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1294 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1295 = stablehlo.multiply %1294, %arg5 : tensor<128x384xf32>
    %1296 = stablehlo.add %1152, %1295 : tensor<128x384xf32>
    %cst_275 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1298 = stablehlo.multiply %1297, %arg6 : tensor<128xf32>
    %1299 = stablehlo.add %1158, %1298 : tensor<128xf32>
    %cst_276 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1300 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1301 = stablehlo.multiply %1300, %arg7 : tensor<128xf32>
    %1302 = stablehlo.add %1164, %1301 : tensor<128xf32>
    %cst_277 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1304 = stablehlo.multiply %1303, %arg8 : tensor<128x128xf32>
    %1305 = stablehlo.add %1170, %1304 : tensor<128x128xf32>
    %cst_278 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1306 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1307 = stablehlo.multiply %1306, %arg9 : tensor<128x128xf32>
    %1308 = stablehlo.add %1176, %1307 : tensor<128x128xf32>
    %cst_279 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1310 = stablehlo.multiply %1309, %arg10 : tensor<128xf32>
    %1311 = stablehlo.add %1182, %1310 : tensor<128xf32>
    %cst_280 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1312 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1313 = stablehlo.multiply %1312, %arg11 : tensor<128x128xf32>
    %1314 = stablehlo.add %1188, %1313 : tensor<128x128xf32>
    %cst_281 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1316 = stablehlo.multiply %1315, %arg12 : tensor<128xf32>
    %1317 = stablehlo.add %1194, %1316 : tensor<128xf32>
    %cst_282 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1318 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1319 = stablehlo.multiply %1318, %arg13 : tensor<128x128xf32>
    %1320 = stablehlo.add %1200, %1319 : tensor<128x128xf32>
    %cst_283 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1322 = stablehlo.multiply %1321, %arg14 : tensor<128xf32>
    %1323 = stablehlo.add %1206, %1322 : tensor<128xf32>
    %cst_284 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1324 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1325 = stablehlo.multiply %1324, %arg15 : tensor<384x128xf32>
    %1326 = stablehlo.add %1212, %1325 : tensor<384x128xf32>
    %cst_285 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1328 = stablehlo.multiply %1327, %arg16 : tensor<128x384xf32>
    %1329 = stablehlo.add %1218, %1328 : tensor<128x384xf32>
    %cst_286 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1331 = stablehlo.multiply %1330, %arg17 : tensor<128x384xf32>
    %1332 = stablehlo.add %1224, %1331 : tensor<128x384xf32>
    %cst_287 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1334 = stablehlo.multiply %1333, %arg18 : tensor<128xf32>
    %1335 = stablehlo.add %1230, %1334 : tensor<128xf32>
    %cst_288 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1336 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1337 = stablehlo.multiply %1336, %arg19 : tensor<128xf32>
    %1338 = stablehlo.add %1236, %1337 : tensor<128xf32>
    %cst_289 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1340 = stablehlo.multiply %1339, %arg20 : tensor<128x128xf32>
    %1341 = stablehlo.add %1242, %1340 : tensor<128x128xf32>
    %cst_290 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1342 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1343 = stablehlo.multiply %1342, %arg21 : tensor<128x128xf32>
    %1344 = stablehlo.add %1248, %1343 : tensor<128x128xf32>
    %cst_291 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1346 = stablehlo.multiply %1345, %arg22 : tensor<128xf32>
    %1347 = stablehlo.add %1254, %1346 : tensor<128xf32>
    %cst_292 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1348 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1349 = stablehlo.multiply %1348, %arg23 : tensor<128x128xf32>
    %1350 = stablehlo.add %1260, %1349 : tensor<128x128xf32>
    %cst_293 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1352 = stablehlo.multiply %1351, %arg24 : tensor<128xf32>
    %1353 = stablehlo.add %1266, %1352 : tensor<128xf32>
    %cst_294 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1354 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1355 = stablehlo.multiply %1354, %arg25 : tensor<128x128xf32>
    %1356 = stablehlo.add %1272, %1355 : tensor<128x128xf32>
    %cst_295 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1358 = stablehlo.multiply %1357, %arg26 : tensor<128xf32>
    %1359 = stablehlo.add %1278, %1358 : tensor<128xf32>
    %cst_296 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1360 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<128x512xf32>
    %1361 = stablehlo.multiply %1360, %1281 : tensor<128x512xf32>
    %cst_297 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1362 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1363 = stablehlo.multiply %1362, %1284 : tensor<512x128xf32>
    %cst_298 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1365 = stablehlo.multiply %1364, %1287 : tensor<128xf32>
    %cst_299 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1366 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1367 = stablehlo.multiply %1366, %1290 : tensor<384x128xf32>
    %cst_300 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1369 = stablehlo.multiply %1368, %1293 : tensor<128x384xf32>
    %cst_301 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1370 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1371 = stablehlo.multiply %1370, %1296 : tensor<128x384xf32>
    %cst_302 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1372 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1373 = stablehlo.multiply %1372, %1299 : tensor<128xf32>
    %cst_303 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1374 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1375 = stablehlo.multiply %1374, %1302 : tensor<128xf32>
    %cst_304 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1377 = stablehlo.multiply %1376, %1305 : tensor<128x128xf32>
    %cst_305 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1378 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1379 = stablehlo.multiply %1378, %1308 : tensor<128x128xf32>
    %cst_306 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1380 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1381 = stablehlo.multiply %1380, %1311 : tensor<128xf32>
    %cst_307 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1383 = stablehlo.multiply %1382, %1314 : tensor<128x128xf32>
    %cst_308 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1384 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1385 = stablehlo.multiply %1384, %1317 : tensor<128xf32>
    %cst_309 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1386 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1387 = stablehlo.multiply %1386, %1320 : tensor<128x128xf32>
    %cst_310 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1389 = stablehlo.multiply %1388, %1323 : tensor<128xf32>
    %cst_311 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1390 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<384x128xf32>
    %1391 = stablehlo.multiply %1390, %1326 : tensor<384x128xf32>
    %cst_312 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1392 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1393 = stablehlo.multiply %1392, %1329 : tensor<128x384xf32>
    %cst_313 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<128x384xf32>
    %1395 = stablehlo.multiply %1394, %1332 : tensor<128x384xf32>
    %cst_314 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1397 = stablehlo.multiply %1396, %1335 : tensor<128xf32>
    %cst_315 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1398 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1399 = stablehlo.multiply %1398, %1338 : tensor<128xf32>
    %cst_316 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1401 = stablehlo.multiply %1400, %1341 : tensor<128x128xf32>
    %cst_317 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1402 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1403 = stablehlo.multiply %1402, %1344 : tensor<128x128xf32>
    %cst_318 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1404 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1405 = stablehlo.multiply %1404, %1347 : tensor<128xf32>
    %cst_319 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1407 = stablehlo.multiply %1406, %1350 : tensor<128x128xf32>
    %cst_320 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1408 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1409 = stablehlo.multiply %1408, %1353 : tensor<128xf32>
    %cst_321 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<128x128xf32>
    %1411 = stablehlo.multiply %1410, %1356 : tensor<128x128xf32>
    %cst_322 = stablehlo.constant dense<-9.99999974E-5> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<128xf32>
    %1413 = stablehlo.multiply %1412, %1359 : tensor<128xf32>
    %1414 = stablehlo.add %arg0, %1361 : tensor<128x512xf32>
    %1415 = stablehlo.add %arg1, %1363 : tensor<512x128xf32>
    %1416 = stablehlo.add %arg2, %1365 : tensor<128xf32>
    %1417 = stablehlo.add %arg3, %1367 : tensor<384x128xf32>
    %1418 = stablehlo.add %arg4, %1369 : tensor<128x384xf32>
    %1419 = stablehlo.add %arg5, %1371 : tensor<128x384xf32>
    %1420 = stablehlo.add %arg6, %1373 : tensor<128xf32>
    %1421 = stablehlo.add %arg7, %1375 : tensor<128xf32>
    %1422 = stablehlo.add %arg8, %1377 : tensor<128x128xf32>
    %1423 = stablehlo.add %arg9, %1379 : tensor<128x128xf32>
    %1424 = stablehlo.add %arg10, %1381 : tensor<128xf32>
    %1425 = stablehlo.add %arg11, %1383 : tensor<128x128xf32>
    %1426 = stablehlo.add %arg12, %1385 : tensor<128xf32>
    %1427 = stablehlo.add %arg13, %1387 : tensor<128x128xf32>
    %1428 = stablehlo.add %arg14, %1389 : tensor<128xf32>
    %1429 = stablehlo.add %arg15, %1391 : tensor<384x128xf32>
    %1430 = stablehlo.add %arg16, %1393 : tensor<128x384xf32>
    %1431 = stablehlo.add %arg17, %1395 : tensor<128x384xf32>
    %1432 = stablehlo.add %arg18, %1397 : tensor<128xf32>
    %1433 = stablehlo.add %arg19, %1399 : tensor<128xf32>
    %1434 = stablehlo.add %arg20, %1401 : tensor<128x128xf32>
    %1435 = stablehlo.add %arg21, %1403 : tensor<128x128xf32>
    %1436 = stablehlo.add %arg22, %1405 : tensor<128xf32>
    %1437 = stablehlo.add %arg23, %1407 : tensor<128x128xf32>
    %1438 = stablehlo.add %arg24, %1409 : tensor<128xf32>
    %1439 = stablehlo.add %arg25, %1411 : tensor<128x128xf32>
    %1440 = stablehlo.add %arg26, %1413 : tensor<128xf32>
    return %1414, %1415, %1416, %1417, %1418, %1419, %1420, %1421, %1422, %1423, %1424, %1425, %1426, %1427, %1428, %1429, %1430, %1431, %1432, %1433, %1434, %1435, %1436, %1437, %1438, %1439, %1440, %1002, %707, %712, %717, %722, %727, %732, %737, %742, %747, %752, %757, %762, %767, %772, %777, %782, %787, %792, %797, %802, %807, %812, %817, %822, %827, %832, %837, %843, %849, %855, %861, %867, %873, %879, %885, %891, %897, %903, %909, %915, %921, %927, %933, %939, %945, %951, %957, %963, %969, %975, %981, %987, %993, %999, %362 : tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<i32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x512xf32>, tensor<512x128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<384x128xf32>, tensor<128x384xf32>, tensor<128x384xf32>, tensor<128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<128x128xf32>, tensor<128xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<512x128xf32>, %arg1: tensor<8x64xi32>) -> (tensor<8x64x128xf32>, tensor<8x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16, %5 : tensor<8x64x128xf32>, tensor<8x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_where_9(%arg0: tensor<8x64xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x64xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x64xi1>, tensor<8x64xi32>
    return %2 : tensor<8x64xi32>
  }
  func.func private @closed_call(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %2 = stablehlo.not %1 : tensor<8xi1>
    %3 = stablehlo.compare NE, %arg2, %arg0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.and %2, %3 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.add %arg1, %5 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_where_20(%4, %c_1, %6) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %8 = call @_where_20(%1, %c_2, %7) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_3 = stablehlo.constant dense<-2> : tensor<i32>
    %9 = call @_where_20(%1, %c_3, %arg2) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %10 = call @_where_20(%1, %c_4, %7) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    return %9, %10, %8 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
  }
  func.func private @_where_20(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @get_frequencies() -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<[0.000000e+00, 2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00, 1.000000e+01, 1.200000e+01, 1.400000e+01, 1.600000e+01, 1.800000e+01, 2.000000e+01, 2.200000e+01, 2.400000e+01, 2.600000e+01, 2.800000e+01, 3.000000e+01]> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.divide %cst, %0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.power %2, %1 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<16xf32>
    %6 = stablehlo.iota dim = 0 : tensor<64xf32>
    %7 = stablehlo.dot_general %6, %5, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<16xf32>) -> tensor<64x16xf32>
    %8 = stablehlo.cosine %7 : tensor<64x16xf32>
    %9 = stablehlo.sine %7 : tensor<64x16xf32>
    %10 = stablehlo.concatenate %8, %9, dim = 1 : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x32xf32>
    return %10 : tensor<64x32xf32>
  }
  func.func private @tril(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<64x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x64xi32>
    %2 = stablehlo.add %0, %1 : tensor<64x64xi32>
    %3 = stablehlo.iota dim = 1 : tensor<64x64xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<64x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<64x64xi1>, tensor<64x64xi1>
    return %6 : tensor<64x64xi1>
  }
  func.func private @_where_66(%arg0: tensor<1x1x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xbf16>, %arg2: tensor<bf16>) -> (tensor<8x4x1x64x64xbf16>, tensor<8x4x1x64x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>
    return %2, %0 : tensor<8x4x1x64x64xbf16>, tensor<8x4x1x64x64xi1>
  }
  func.func private @_where_72(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xbf16>, %arg2: tensor<bf16>) -> tensor<8x4x1x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>
    return %1 : tensor<8x4x1x64x64xbf16>
  }
  func.func private @silu(%arg0: tensor<8x64x384xf32>) -> (tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x64x384xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x384xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x384xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x384xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x64x384xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x64x384xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x64x384xf32>
    return %9, %8, %5 : tensor<8x64x384xf32>, tensor<8x64x384xf32>, tensor<8x64x384xf32>
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
  func.func private @_take_120(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_121(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_121(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_150(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_152(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x512xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x512xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x512xf32>
    return %1 : tensor<8x64x512xf32>
  }
  func.func private @silu_174(%arg0: tensor<8x64x384xf32>, %arg1: tensor<8x64x384xf32>, %arg2: tensor<8x64x384xf32>, %arg3: tensor<8x64x384xf32>) -> tensor<8x64x384xf32> {
    %0 = stablehlo.multiply %arg2, %arg3 : tensor<8x64x384xf32>
    %1 = stablehlo.multiply %arg3, %arg1 : tensor<8x64x384xf32>
    %2 = stablehlo.multiply %0, %arg0 : tensor<8x64x384xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x64x384xf32>
    return %3 : tensor<8x64x384xf32>
  }
  func.func private @_where_196(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>
    return %1 : tensor<8x4x1x64x64xbf16>
  }
  func.func private @_where_199(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>
    return %1 : tensor<8x4x1x64x64xbf16>
  }
  func.func private @_take_212(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x128xf32>) -> tensor<512x128xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<512x128xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<512x128xf32>, tensor<8x64x1xi32>, tensor<8x64x128xf32>) -> tensor<512x128xf32>
    return %1 : tensor<512x128xf32>
  }
  func.func private @_where_247(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
