module @jit_maxtext_train_fsdp_unrolled attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg2: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg3: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg6: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg7: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg8: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg9: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg10: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg11: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg12: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg15: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg16: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg17: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg18: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg19: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg20: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg21: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg22: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg24: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg25: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg26: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg27: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg28: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg29: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg30: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg33: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg34: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg35: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg36: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg37: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg38: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg39: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg40: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg42: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg43: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg46: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg47: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg48: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg49: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg50: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg51: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg52: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg55: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg56: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg57: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg58: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg59: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg60: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg61: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg63: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg64: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg65: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg66: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg67: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg68: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg69: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg70: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg72: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg73: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg74: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg75: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg76: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg77: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg78: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg79: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg81: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg82: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg83: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg84: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg85: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg86: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg87: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg88: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg89: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg90: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg91: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg92: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg93: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg94: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg95: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg96: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg97: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg98: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg99: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg100: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg101: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg102: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg103: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg104: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg105: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg106: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg107: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg108: tensor<4x64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, %arg109: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg110: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg111: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg112: tensor<256x4x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, %arg113: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg114: tensor<256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg115: tensor<512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg116: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg117: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, %arg118: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg119: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<256xf32> {jax.result_info = "result[0]['params']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_0']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['layers_0']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_0']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_0']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_0']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_0']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_0']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_0']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[0]['params']['layers_0']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_1']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['layers_1']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_1']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_1']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_1']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_1']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_1']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_1']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[0]['params']['layers_1']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_2']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['layers_2']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_2']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_2']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_2']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_2']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_2']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_2']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[0]['params']['layers_2']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_3']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[0]['params']['layers_3']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_3']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[0]['params']['layers_3']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_3']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[0]['params']['layers_3']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_3']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[0]['params']['layers_3']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[0]['params']['layers_3']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x1024xf32> {jax.result_info = "result[0]['params']['logits_dense']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['token_embedder']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<i32> {jax.result_info = "result[1][0].count", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_0']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_1']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_2']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['params']['layers_3']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x1024xf32> {jax.result_info = "result[1][0].mu['params']['logits_dense']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu['params']['token_embedder']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_0']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_1']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_2']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['key']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<4x64x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['out']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {"fsdp"}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['post_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['pre_self_attention_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['query']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['value']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu['params']['layers_3']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<256x1024xf32> {jax.result_info = "result[1][0].nu['params']['logits_dense']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu['params']['token_embedder']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}]>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0:2 = call @_take(%arg38, %arg118) : (tensor<1024x256xf32>, tensor<8x64xi32>) -> (tensor<8x64x256xf32>, tensor<8x64x1xi32>)
    %1 = sdy.sharding_constraint %0#0 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %3 = chlo.square %2 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x64x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %12 = stablehlo.multiply %2, %11 : tensor<8x64x256xf32>
    %13 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %15 = stablehlo.multiply %12, %14 : tensor<8x64x256xf32>
    %16 = stablehlo.dot_general %15, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %17 = stablehlo.dot_general %15, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %18 = stablehlo.dot_general %15, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %19 = sdy.sharding_constraint %16 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %20 = stablehlo.dot_general %19, %17, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %22 = stablehlo.divide %20, %21 : tensor<8x4x64x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %24 = call @tril(%23) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_3 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %25 = call @_where_0(%24, %22, %cst_3) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %26 = stablehlo.reduce(%25 init: %cst_4) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %28 = stablehlo.maximum %27, %26 : tensor<8x4x64xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %31 = stablehlo.subtract %25, %30 : tensor<8x4x64x64xf32>
    %32 = stablehlo.exponential %31 : tensor<8x4x64x64xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%32 init: %cst_6) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %36 = stablehlo.divide %32, %35 : tensor<8x4x64x64xf32>
    %37 = stablehlo.dot_general %18, %36, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %38 = stablehlo.transpose %37, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %39 = stablehlo.dot_general %38, %arg2, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %40 = stablehlo.add %2, %39 : tensor<8x64x256xf32>
    %41 = sdy.sharding_constraint %40 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %42 = chlo.square %41 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_7) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %44 = stablehlo.broadcast_in_dim %43, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %48 = stablehlo.add %46, %47 : tensor<8x64x1xf32>
    %49 = stablehlo.rsqrt %48 : tensor<8x64x1xf32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %51 = stablehlo.multiply %41, %50 : tensor<8x64x256xf32>
    %52 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %53 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %54 = stablehlo.multiply %51, %53 : tensor<8x64x256xf32>
    %55 = stablehlo.dot_general %54, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %56 = call @silu(%55) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %57 = stablehlo.dot_general %54, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %58 = stablehlo.multiply %56, %57 : tensor<8x64x512xf32>
    %59 = sdy.sharding_constraint %58 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %60 = stablehlo.dot_general %59, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %61 = stablehlo.add %41, %60 : tensor<8x64x256xf32>
    %62 = sdy.sharding_constraint %61 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %63 = sdy.sharding_constraint %62 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %64 = chlo.square %63 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.reduce(%64 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %66 = stablehlo.broadcast_in_dim %65, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %68 = stablehlo.divide %66, %67 : tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %70 = stablehlo.add %68, %69 : tensor<8x64x1xf32>
    %71 = stablehlo.rsqrt %70 : tensor<8x64x1xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %73 = stablehlo.multiply %63, %72 : tensor<8x64x256xf32>
    %74 = stablehlo.broadcast_in_dim %arg13, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %75 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %76 = stablehlo.multiply %73, %75 : tensor<8x64x256xf32>
    %77 = stablehlo.dot_general %76, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %78 = stablehlo.dot_general %76, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %79 = stablehlo.dot_general %76, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %80 = sdy.sharding_constraint %77 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %81 = stablehlo.dot_general %80, %78, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_13 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %83 = stablehlo.divide %81, %82 : tensor<8x4x64x64xf32>
    %c_14 = stablehlo.constant dense<true> : tensor<i1>
    %84 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %85 = call @tril(%84) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_15 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %86 = call @_where_0(%85, %83, %cst_15) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_16) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %89 = stablehlo.maximum %88, %87 : tensor<8x4x64xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %91 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %92 = stablehlo.subtract %86, %91 : tensor<8x4x64x64xf32>
    %93 = stablehlo.exponential %92 : tensor<8x4x64x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %94 = stablehlo.reduce(%93 init: %cst_18) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %97 = stablehlo.divide %93, %96 : tensor<8x4x64x64xf32>
    %98 = stablehlo.dot_general %79, %97, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %99 = stablehlo.transpose %98, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %100 = stablehlo.dot_general %99, %arg11, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %101 = stablehlo.add %63, %100 : tensor<8x64x256xf32>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %103 = chlo.square %102 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %104 = stablehlo.reduce(%103 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %107 = stablehlo.divide %105, %106 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %109 = stablehlo.add %107, %108 : tensor<8x64x1xf32>
    %110 = stablehlo.rsqrt %109 : tensor<8x64x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %112 = stablehlo.multiply %102, %111 : tensor<8x64x256xf32>
    %113 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %115 = stablehlo.multiply %112, %114 : tensor<8x64x256xf32>
    %116 = stablehlo.dot_general %115, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %117 = call @silu(%116) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %118 = stablehlo.dot_general %115, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %119 = stablehlo.multiply %117, %118 : tensor<8x64x512xf32>
    %120 = sdy.sharding_constraint %119 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %121 = stablehlo.dot_general %120, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %122 = stablehlo.add %102, %121 : tensor<8x64x256xf32>
    %123 = sdy.sharding_constraint %122 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %125 = chlo.square %124 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.reduce(%125 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_23 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %129 = stablehlo.divide %127, %128 : tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %131 = stablehlo.add %129, %130 : tensor<8x64x1xf32>
    %132 = stablehlo.rsqrt %131 : tensor<8x64x1xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %134 = stablehlo.multiply %124, %133 : tensor<8x64x256xf32>
    %135 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %137 = stablehlo.multiply %134, %136 : tensor<8x64x256xf32>
    %138 = stablehlo.dot_general %137, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %139 = stablehlo.dot_general %137, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %140 = stablehlo.dot_general %137, %arg24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %141 = sdy.sharding_constraint %138 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %142 = stablehlo.dot_general %141, %139, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_25 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %144 = stablehlo.divide %142, %143 : tensor<8x4x64x64xf32>
    %c_26 = stablehlo.constant dense<true> : tensor<i1>
    %145 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %146 = call @tril(%145) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_27 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %147 = call @_where_0(%146, %144, %cst_27) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %148 = stablehlo.reduce(%147 init: %cst_28) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %150 = stablehlo.maximum %149, %148 : tensor<8x4x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %153 = stablehlo.subtract %147, %152 : tensor<8x4x64x64xf32>
    %154 = stablehlo.exponential %153 : tensor<8x4x64x64xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%154 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %157 = stablehlo.broadcast_in_dim %156, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %158 = stablehlo.divide %154, %157 : tensor<8x4x64x64xf32>
    %159 = stablehlo.dot_general %140, %158, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %160 = stablehlo.transpose %159, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %161 = stablehlo.dot_general %160, %arg20, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %162 = stablehlo.add %124, %161 : tensor<8x64x256xf32>
    %163 = sdy.sharding_constraint %162 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %164 = chlo.square %163 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %165 = stablehlo.reduce(%164 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %168 = stablehlo.divide %166, %167 : tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %170 = stablehlo.add %168, %169 : tensor<8x64x1xf32>
    %171 = stablehlo.rsqrt %170 : tensor<8x64x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %173 = stablehlo.multiply %163, %172 : tensor<8x64x256xf32>
    %174 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %175 = stablehlo.broadcast_in_dim %174, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %176 = stablehlo.multiply %173, %175 : tensor<8x64x256xf32>
    %177 = stablehlo.dot_general %176, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %178 = call @silu(%177) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %179 = stablehlo.dot_general %176, %arg26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %180 = stablehlo.multiply %178, %179 : tensor<8x64x512xf32>
    %181 = sdy.sharding_constraint %180 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %182 = stablehlo.dot_general %181, %arg27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %183 = stablehlo.add %163, %182 : tensor<8x64x256xf32>
    %184 = sdy.sharding_constraint %183 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %185 = sdy.sharding_constraint %184 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %186 = chlo.square %185 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.reduce(%186 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %188 = stablehlo.broadcast_in_dim %187, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %190 = stablehlo.divide %188, %189 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %192 = stablehlo.add %190, %191 : tensor<8x64x1xf32>
    %193 = stablehlo.rsqrt %192 : tensor<8x64x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %195 = stablehlo.multiply %185, %194 : tensor<8x64x256xf32>
    %196 = stablehlo.broadcast_in_dim %arg31, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %197 = stablehlo.broadcast_in_dim %196, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %198 = stablehlo.multiply %195, %197 : tensor<8x64x256xf32>
    %199 = stablehlo.dot_general %198, %arg32, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %200 = stablehlo.dot_general %198, %arg28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %201 = stablehlo.dot_general %198, %arg33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %202 = sdy.sharding_constraint %199 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %203 = stablehlo.dot_general %202, %200, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_37 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %205 = stablehlo.divide %203, %204 : tensor<8x4x64x64xf32>
    %c_38 = stablehlo.constant dense<true> : tensor<i1>
    %206 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %207 = call @tril(%206) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_39 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %208 = call @_where_0(%207, %205, %cst_39) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64x64xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %209 = stablehlo.reduce(%208 init: %cst_40) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %211 = stablehlo.maximum %210, %209 : tensor<8x4x64xf32>
    %212 = stablehlo.broadcast_in_dim %211, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %213 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %214 = stablehlo.subtract %208, %213 : tensor<8x4x64x64xf32>
    %215 = stablehlo.exponential %214 : tensor<8x4x64x64xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %216 = stablehlo.reduce(%215 init: %cst_42) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %217 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %219 = stablehlo.divide %215, %218 : tensor<8x4x64x64xf32>
    %220 = stablehlo.dot_general %201, %219, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %221 = stablehlo.transpose %220, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %222 = stablehlo.dot_general %221, %arg29, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %223 = stablehlo.add %185, %222 : tensor<8x64x256xf32>
    %224 = sdy.sharding_constraint %223 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %225 = chlo.square %224 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.reduce(%225 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %227 = stablehlo.broadcast_in_dim %226, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %229 = stablehlo.divide %227, %228 : tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %231 = stablehlo.add %229, %230 : tensor<8x64x1xf32>
    %232 = stablehlo.rsqrt %231 : tensor<8x64x1xf32>
    %233 = stablehlo.broadcast_in_dim %232, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %234 = stablehlo.multiply %224, %233 : tensor<8x64x256xf32>
    %235 = stablehlo.broadcast_in_dim %arg30, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %237 = stablehlo.multiply %234, %236 : tensor<8x64x256xf32>
    %238 = stablehlo.dot_general %237, %arg34, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %239 = call @silu(%238) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %240 = stablehlo.dot_general %237, %arg35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %241 = stablehlo.multiply %239, %240 : tensor<8x64x512xf32>
    %242 = sdy.sharding_constraint %241 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %243 = stablehlo.dot_general %242, %arg36, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %244 = stablehlo.add %224, %243 : tensor<8x64x256xf32>
    %245 = sdy.sharding_constraint %244 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %246 = chlo.square %245 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_46 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %248 = stablehlo.multiply %247, %245 : tensor<8x64x256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %249 = stablehlo.reduce(%246 init: %cst_47) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %250 = stablehlo.broadcast_in_dim %249, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_48 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %252 = stablehlo.divide %250, %251 : tensor<8x64x1xf32>
    %cst_49 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %254 = stablehlo.add %252, %253 : tensor<8x64x1xf32>
    %255 = stablehlo.rsqrt %254 : tensor<8x64x1xf32>
    %256 = stablehlo.divide %255, %254 : tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %258 = stablehlo.multiply %257, %256 : tensor<8x64x1xf32>
    %259 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %260 = stablehlo.multiply %245, %259 : tensor<8x64x256xf32>
    %261 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %262 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %263 = stablehlo.multiply %260, %262 : tensor<8x64x256xf32>
    %264 = stablehlo.dot_general %263, %arg37, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %265 = sdy.sharding_constraint %264 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x1024xf32>
    %266:3 = call @log_softmax(%265) : (tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>)
    %267 = stablehlo.broadcast_in_dim %arg119, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %268:2 = call @take_along_axis(%266#0, %267) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268#0 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_52 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %270 = stablehlo.divide %269, %cst_52 : tensor<f32>
    %271 = stablehlo.negate %270 : tensor<f32>
    %cst_53 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.negate %cst_53 : tensor<f32>
    %cst_54 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %273 = stablehlo.divide %272, %cst_54 : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %273, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %275 = call @take_along_axis_1(%268#1, %274) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %276 = call @log_softmax_2(%266#1, %266#2, %275) : (tensor<8x64x1024xf32>, tensor<8x64x1xf32>, tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %277 = sdy.sharding_constraint %276 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x1024xf32>
    %278 = stablehlo.dot_general %277, %263, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %279 = stablehlo.transpose %278, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %280 = stablehlo.dot_general %277, %arg37, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<256x1024xf32>) -> tensor<8x64x256xf32>
    %281 = stablehlo.multiply %260, %280 : tensor<8x64x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %283 = stablehlo.reshape %282 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %284 = stablehlo.broadcast_in_dim %261, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %285 = stablehlo.multiply %280, %284 : tensor<8x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%283 init: %cst_56) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %287 = stablehlo.multiply %245, %285 : tensor<8x64x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%287 init: %cst_57) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %289 = stablehlo.reshape %288 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %290 = stablehlo.broadcast_in_dim %255, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %291 = stablehlo.multiply %285, %290 : tensor<8x64x256xf32>
    %292 = stablehlo.multiply %289, %258 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %294 = stablehlo.divide %292, %293 : tensor<8x64x1xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %296 = stablehlo.broadcast_in_dim %295, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %297 = stablehlo.multiply %296, %248 : tensor<8x64x256xf32>
    %298 = stablehlo.add %291, %297 : tensor<8x64x256xf32>
    %299:11 = stablehlo.optimization_barrier %arg28, %arg29, %arg30, %arg31, %arg32, %arg33, %arg34, %arg35, %arg36, %184, %298 : tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>
    %300 = sdy.sharding_constraint %299#9 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %301 = chlo.square %300 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_60 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %303 = stablehlo.multiply %302, %300 : tensor<8x64x256xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%301 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %305 = stablehlo.broadcast_in_dim %304, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %307 = stablehlo.divide %305, %306 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %309 = stablehlo.add %307, %308 : tensor<8x64x1xf32>
    %310 = stablehlo.rsqrt %309 : tensor<8x64x1xf32>
    %311 = stablehlo.divide %310, %309 : tensor<8x64x1xf32>
    %cst_64 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %313 = stablehlo.multiply %312, %311 : tensor<8x64x1xf32>
    %314 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %315 = stablehlo.multiply %300, %314 : tensor<8x64x256xf32>
    %316 = stablehlo.broadcast_in_dim %299#3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %317 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %318 = stablehlo.multiply %315, %317 : tensor<8x64x256xf32>
    %319 = stablehlo.dot_general %318, %299#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %320 = stablehlo.dot_general %318, %299#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %321 = stablehlo.dot_general %318, %299#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %322 = sdy.sharding_constraint %319 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %323 = stablehlo.dot_general %322, %320, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_65 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %325 = stablehlo.divide %323, %324 : tensor<8x4x64x64xf32>
    %c_66 = stablehlo.constant dense<true> : tensor<i1>
    %326 = stablehlo.broadcast_in_dim %c_66, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %327 = call @tril_3(%326) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_67 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %328:2 = call @_where_4(%327, %325, %cst_67) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_68 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %329 = stablehlo.reduce(%328#0 init: %cst_68) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_69 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %331 = stablehlo.maximum %330, %329 : tensor<8x4x64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %334 = stablehlo.subtract %328#0, %333 : tensor<8x4x64x64xf32>
    %335 = stablehlo.exponential %334 : tensor<8x4x64x64xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %339 = stablehlo.divide %335, %338 : tensor<8x4x64x64xf32>
    %340 = stablehlo.multiply %337, %337 : tensor<8x4x64x1xf32>
    %cst_71 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %342 = stablehlo.divide %341, %340 : tensor<8x4x64x1xf32>
    %343 = stablehlo.dot_general %321, %339, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %344 = stablehlo.transpose %343, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %345 = stablehlo.dot_general %344, %299#1, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %346 = stablehlo.add %300, %345 : tensor<8x64x256xf32>
    %347 = sdy.sharding_constraint %346 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %348 = chlo.square %347 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_72 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %350 = stablehlo.multiply %349, %347 : tensor<8x64x256xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %351 = stablehlo.reduce(%348 init: %cst_73) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %352 = stablehlo.broadcast_in_dim %351, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_74 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %354 = stablehlo.divide %352, %353 : tensor<8x64x1xf32>
    %cst_75 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %356 = stablehlo.add %354, %355 : tensor<8x64x1xf32>
    %357 = stablehlo.rsqrt %356 : tensor<8x64x1xf32>
    %358 = stablehlo.divide %357, %356 : tensor<8x64x1xf32>
    %cst_76 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %360 = stablehlo.multiply %359, %358 : tensor<8x64x1xf32>
    %361 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %362 = stablehlo.multiply %347, %361 : tensor<8x64x256xf32>
    %363 = stablehlo.broadcast_in_dim %299#2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %364 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %365 = stablehlo.multiply %362, %364 : tensor<8x64x256xf32>
    %366 = stablehlo.dot_general %365, %299#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %367:3 = call @silu_5(%366) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %368 = stablehlo.dot_general %365, %299#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %369 = stablehlo.multiply %367#0, %368 : tensor<8x64x512xf32>
    %370 = sdy.sharding_constraint %369 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %371 = sdy.sharding_constraint %299#10 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %372 = stablehlo.dot_general %371, %370, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %373 = stablehlo.transpose %372, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %374 = stablehlo.dot_general %371, %299#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %375 = sdy.sharding_constraint %374 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %376 = stablehlo.multiply %367#0, %375 : tensor<8x64x512xf32>
    %377 = stablehlo.multiply %375, %368 : tensor<8x64x512xf32>
    %378 = stablehlo.dot_general %376, %365, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %379 = stablehlo.transpose %378, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %380 = stablehlo.dot_general %376, %299#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %381 = call @silu_6(%367#1, %366, %367#2, %377) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %382 = stablehlo.dot_general %381, %365, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %383 = stablehlo.transpose %382, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %384 = stablehlo.dot_general %381, %299#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %385 = stablehlo.add %380, %384 : tensor<8x64x256xf32>
    %386 = stablehlo.multiply %362, %385 : tensor<8x64x256xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %388 = stablehlo.reshape %387 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %389 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %390 = stablehlo.multiply %385, %389 : tensor<8x64x256xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%388 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %392 = stablehlo.multiply %347, %390 : tensor<8x64x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %393 = stablehlo.reduce(%392 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %394 = stablehlo.reshape %393 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %395 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %396 = stablehlo.multiply %390, %395 : tensor<8x64x256xf32>
    %397 = stablehlo.add %371, %396 : tensor<8x64x256xf32>
    %398 = stablehlo.multiply %394, %360 : tensor<8x64x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %400 = stablehlo.divide %398, %399 : tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %401 = stablehlo.reduce(%400 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %402 = stablehlo.broadcast_in_dim %401, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %403 = stablehlo.multiply %402, %350 : tensor<8x64x256xf32>
    %404 = stablehlo.add %397, %403 : tensor<8x64x256xf32>
    %405 = sdy.sharding_constraint %404 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %406 = stablehlo.dot_general %405, %344, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x4x64xf32>) -> tensor<256x4x64xf32>
    %407 = stablehlo.transpose %406, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %408 = stablehlo.dot_general %405, %299#1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<4x64x256xf32>) -> tensor<8x64x4x64xf32>
    %409 = stablehlo.transpose %408, dims = [0, 2, 3, 1] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %410 = stablehlo.dot_general %409, %321, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %411 = stablehlo.dot_general %409, %339, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %412 = stablehlo.transpose %411, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %413 = stablehlo.broadcast_in_dim %342, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %414 = stablehlo.multiply %410, %413 : tensor<8x4x64x64xf32>
    %415 = stablehlo.multiply %414, %335 : tensor<8x4x64x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_82) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %417 = stablehlo.reshape %416 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %418 = stablehlo.negate %417 : tensor<8x4x64x1xf32>
    %419 = stablehlo.broadcast_in_dim %337, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %420 = stablehlo.divide %410, %419 : tensor<8x4x64x64xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %421 = stablehlo.reduce(%418 init: %cst_83) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %422 = stablehlo.broadcast_in_dim %421, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %423 = stablehlo.add %420, %422 : tensor<8x4x64x64xf32>
    %424 = stablehlo.multiply %423, %335 : tensor<8x4x64x64xf32>
    %425 = call @_where_7(%328#1, %424) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_84 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %427 = stablehlo.divide %425, %426 : tensor<8x4x64x64xf32>
    %428 = stablehlo.dot_general %427, %322, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %429 = stablehlo.transpose %428, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %430 = stablehlo.dot_general %427, %320, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %431 = stablehlo.transpose %430, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %432 = sdy.sharding_constraint %431 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %433 = stablehlo.dot_general %412, %318, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %434 = stablehlo.transpose %433, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %435 = stablehlo.dot_general %412, %299#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %436 = stablehlo.dot_general %429, %318, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %437 = stablehlo.transpose %436, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %438 = stablehlo.dot_general %429, %299#0, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %439 = stablehlo.add %435, %438 : tensor<8x64x256xf32>
    %440 = stablehlo.dot_general %432, %318, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %441 = stablehlo.transpose %440, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %442 = stablehlo.dot_general %432, %299#4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %443 = stablehlo.add %439, %442 : tensor<8x64x256xf32>
    %444 = stablehlo.multiply %315, %443 : tensor<8x64x256xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %445 = stablehlo.reduce(%444 init: %cst_85) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %446 = stablehlo.reshape %445 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %447 = stablehlo.broadcast_in_dim %316, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %448 = stablehlo.multiply %443, %447 : tensor<8x64x256xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.reduce(%446 init: %cst_86) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %450 = stablehlo.multiply %300, %448 : tensor<8x64x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.reduce(%450 init: %cst_87) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %452 = stablehlo.reshape %451 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %453 = stablehlo.broadcast_in_dim %310, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %454 = stablehlo.multiply %448, %453 : tensor<8x64x256xf32>
    %455 = stablehlo.add %405, %454 : tensor<8x64x256xf32>
    %456 = stablehlo.multiply %452, %313 : tensor<8x64x1xf32>
    %cst_88 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %458 = stablehlo.divide %456, %457 : tensor<8x64x1xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %459 = stablehlo.reduce(%458 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %461 = stablehlo.multiply %460, %303 : tensor<8x64x256xf32>
    %462 = stablehlo.add %455, %461 : tensor<8x64x256xf32>
    %463 = sdy.sharding_constraint %462 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %464:11 = stablehlo.optimization_barrier %arg19, %arg20, %arg21, %arg22, %arg23, %arg24, %arg25, %arg26, %arg27, %123, %463 : tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>
    %465 = sdy.sharding_constraint %464#9 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %466 = chlo.square %465 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_90 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %468 = stablehlo.multiply %467, %465 : tensor<8x64x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%466 init: %cst_91) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_92 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %471 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %472 = stablehlo.divide %470, %471 : tensor<8x64x1xf32>
    %cst_93 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %474 = stablehlo.add %472, %473 : tensor<8x64x1xf32>
    %475 = stablehlo.rsqrt %474 : tensor<8x64x1xf32>
    %476 = stablehlo.divide %475, %474 : tensor<8x64x1xf32>
    %cst_94 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %477 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %478 = stablehlo.multiply %477, %476 : tensor<8x64x1xf32>
    %479 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %480 = stablehlo.multiply %465, %479 : tensor<8x64x256xf32>
    %481 = stablehlo.broadcast_in_dim %464#3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %482 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %483 = stablehlo.multiply %480, %482 : tensor<8x64x256xf32>
    %484 = stablehlo.dot_general %483, %464#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %485 = stablehlo.dot_general %483, %464#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %486 = stablehlo.dot_general %483, %464#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %487 = sdy.sharding_constraint %484 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %488 = stablehlo.dot_general %487, %485, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_95 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %489 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %490 = stablehlo.divide %488, %489 : tensor<8x4x64x64xf32>
    %c_96 = stablehlo.constant dense<true> : tensor<i1>
    %491 = stablehlo.broadcast_in_dim %c_96, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %492 = call @tril_3(%491) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_97 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %493:2 = call @_where_4(%492, %490, %cst_97) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %494 = stablehlo.reduce(%493#0 init: %cst_98) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_99 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %495 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %496 = stablehlo.maximum %495, %494 : tensor<8x4x64xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %498 = stablehlo.broadcast_in_dim %497, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %499 = stablehlo.subtract %493#0, %498 : tensor<8x4x64x64xf32>
    %500 = stablehlo.exponential %499 : tensor<8x4x64x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %501 = stablehlo.reduce(%500 init: %cst_100) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %502 = stablehlo.broadcast_in_dim %501, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %503 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %504 = stablehlo.divide %500, %503 : tensor<8x4x64x64xf32>
    %505 = stablehlo.multiply %502, %502 : tensor<8x4x64x1xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %507 = stablehlo.divide %506, %505 : tensor<8x4x64x1xf32>
    %508 = stablehlo.dot_general %486, %504, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %509 = stablehlo.transpose %508, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %510 = stablehlo.dot_general %509, %464#1, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %511 = stablehlo.add %465, %510 : tensor<8x64x256xf32>
    %512 = sdy.sharding_constraint %511 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %513 = chlo.square %512 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_102 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %515 = stablehlo.multiply %514, %512 : tensor<8x64x256xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %516 = stablehlo.reduce(%513 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %517 = stablehlo.broadcast_in_dim %516, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_104 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %519 = stablehlo.divide %517, %518 : tensor<8x64x1xf32>
    %cst_105 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %521 = stablehlo.add %519, %520 : tensor<8x64x1xf32>
    %522 = stablehlo.rsqrt %521 : tensor<8x64x1xf32>
    %523 = stablehlo.divide %522, %521 : tensor<8x64x1xf32>
    %cst_106 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %525 = stablehlo.multiply %524, %523 : tensor<8x64x1xf32>
    %526 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %527 = stablehlo.multiply %512, %526 : tensor<8x64x256xf32>
    %528 = stablehlo.broadcast_in_dim %464#2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %530 = stablehlo.multiply %527, %529 : tensor<8x64x256xf32>
    %531 = stablehlo.dot_general %530, %464#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %532:3 = call @silu_5(%531) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %533 = stablehlo.dot_general %530, %464#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %534 = stablehlo.multiply %532#0, %533 : tensor<8x64x512xf32>
    %535 = sdy.sharding_constraint %534 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %536 = sdy.sharding_constraint %464#10 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %537 = stablehlo.dot_general %536, %535, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %538 = stablehlo.transpose %537, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %539 = stablehlo.dot_general %536, %464#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %540 = sdy.sharding_constraint %539 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %541 = stablehlo.multiply %532#0, %540 : tensor<8x64x512xf32>
    %542 = stablehlo.multiply %540, %533 : tensor<8x64x512xf32>
    %543 = stablehlo.dot_general %541, %530, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %544 = stablehlo.transpose %543, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %545 = stablehlo.dot_general %541, %464#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %546 = call @silu_6(%532#1, %531, %532#2, %542) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %547 = stablehlo.dot_general %546, %530, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %548 = stablehlo.transpose %547, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %549 = stablehlo.dot_general %546, %464#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %550 = stablehlo.add %545, %549 : tensor<8x64x256xf32>
    %551 = stablehlo.multiply %527, %550 : tensor<8x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %552 = stablehlo.reduce(%551 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %553 = stablehlo.reshape %552 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %554 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %555 = stablehlo.multiply %550, %554 : tensor<8x64x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %556 = stablehlo.reduce(%553 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %557 = stablehlo.multiply %512, %555 : tensor<8x64x256xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %558 = stablehlo.reduce(%557 init: %cst_109) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %559 = stablehlo.reshape %558 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %560 = stablehlo.broadcast_in_dim %522, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %561 = stablehlo.multiply %555, %560 : tensor<8x64x256xf32>
    %562 = stablehlo.add %536, %561 : tensor<8x64x256xf32>
    %563 = stablehlo.multiply %559, %525 : tensor<8x64x1xf32>
    %cst_110 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %565 = stablehlo.divide %563, %564 : tensor<8x64x1xf32>
    %cst_111 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %566 = stablehlo.reduce(%565 init: %cst_111) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %567 = stablehlo.broadcast_in_dim %566, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %568 = stablehlo.multiply %567, %515 : tensor<8x64x256xf32>
    %569 = stablehlo.add %562, %568 : tensor<8x64x256xf32>
    %570 = sdy.sharding_constraint %569 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %571 = stablehlo.dot_general %570, %509, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x4x64xf32>) -> tensor<256x4x64xf32>
    %572 = stablehlo.transpose %571, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %573 = stablehlo.dot_general %570, %464#1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<4x64x256xf32>) -> tensor<8x64x4x64xf32>
    %574 = stablehlo.transpose %573, dims = [0, 2, 3, 1] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %575 = stablehlo.dot_general %574, %486, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %576 = stablehlo.dot_general %574, %504, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %577 = stablehlo.transpose %576, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %578 = stablehlo.broadcast_in_dim %507, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %579 = stablehlo.multiply %575, %578 : tensor<8x4x64x64xf32>
    %580 = stablehlo.multiply %579, %500 : tensor<8x4x64x64xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %581 = stablehlo.reduce(%580 init: %cst_112) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %582 = stablehlo.reshape %581 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %583 = stablehlo.negate %582 : tensor<8x4x64x1xf32>
    %584 = stablehlo.broadcast_in_dim %502, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %585 = stablehlo.divide %575, %584 : tensor<8x4x64x64xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.reduce(%583 init: %cst_113) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %587 = stablehlo.broadcast_in_dim %586, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %588 = stablehlo.add %585, %587 : tensor<8x4x64x64xf32>
    %589 = stablehlo.multiply %588, %500 : tensor<8x4x64x64xf32>
    %590 = call @_where_7(%493#1, %589) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_114 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %592 = stablehlo.divide %590, %591 : tensor<8x4x64x64xf32>
    %593 = stablehlo.dot_general %592, %487, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %594 = stablehlo.transpose %593, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %595 = stablehlo.dot_general %592, %485, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %596 = stablehlo.transpose %595, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %597 = sdy.sharding_constraint %596 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %598 = stablehlo.dot_general %577, %483, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %599 = stablehlo.transpose %598, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %600 = stablehlo.dot_general %577, %464#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %601 = stablehlo.dot_general %594, %483, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %602 = stablehlo.transpose %601, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %603 = stablehlo.dot_general %594, %464#0, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %604 = stablehlo.add %600, %603 : tensor<8x64x256xf32>
    %605 = stablehlo.dot_general %597, %483, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %606 = stablehlo.transpose %605, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %607 = stablehlo.dot_general %597, %464#4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %608 = stablehlo.add %604, %607 : tensor<8x64x256xf32>
    %609 = stablehlo.multiply %480, %608 : tensor<8x64x256xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.reduce(%609 init: %cst_115) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %611 = stablehlo.reshape %610 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %612 = stablehlo.broadcast_in_dim %481, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %613 = stablehlo.multiply %608, %612 : tensor<8x64x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.reduce(%611 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %615 = stablehlo.multiply %465, %613 : tensor<8x64x256xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.reduce(%615 init: %cst_117) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %617 = stablehlo.reshape %616 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %618 = stablehlo.broadcast_in_dim %475, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %619 = stablehlo.multiply %613, %618 : tensor<8x64x256xf32>
    %620 = stablehlo.add %570, %619 : tensor<8x64x256xf32>
    %621 = stablehlo.multiply %617, %478 : tensor<8x64x1xf32>
    %cst_118 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %623 = stablehlo.divide %621, %622 : tensor<8x64x1xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.reduce(%623 init: %cst_119) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %625 = stablehlo.broadcast_in_dim %624, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %626 = stablehlo.multiply %625, %468 : tensor<8x64x256xf32>
    %627 = stablehlo.add %620, %626 : tensor<8x64x256xf32>
    %628 = sdy.sharding_constraint %627 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %629:11 = stablehlo.optimization_barrier %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %62, %628 : tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>
    %630 = sdy.sharding_constraint %629#9 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %631 = chlo.square %630 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_120 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %633 = stablehlo.multiply %632, %630 : tensor<8x64x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.reduce(%631 init: %cst_121) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %635 = stablehlo.broadcast_in_dim %634, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_122 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %637 = stablehlo.divide %635, %636 : tensor<8x64x1xf32>
    %cst_123 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %639 = stablehlo.add %637, %638 : tensor<8x64x1xf32>
    %640 = stablehlo.rsqrt %639 : tensor<8x64x1xf32>
    %641 = stablehlo.divide %640, %639 : tensor<8x64x1xf32>
    %cst_124 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %643 = stablehlo.multiply %642, %641 : tensor<8x64x1xf32>
    %644 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %645 = stablehlo.multiply %630, %644 : tensor<8x64x256xf32>
    %646 = stablehlo.broadcast_in_dim %629#3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %648 = stablehlo.multiply %645, %647 : tensor<8x64x256xf32>
    %649 = stablehlo.dot_general %648, %629#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %650 = stablehlo.dot_general %648, %629#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %651 = stablehlo.dot_general %648, %629#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %652 = sdy.sharding_constraint %649 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %653 = stablehlo.dot_general %652, %650, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_125 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %655 = stablehlo.divide %653, %654 : tensor<8x4x64x64xf32>
    %c_126 = stablehlo.constant dense<true> : tensor<i1>
    %656 = stablehlo.broadcast_in_dim %c_126, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %657 = call @tril_3(%656) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_127 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %658:2 = call @_where_4(%657, %655, %cst_127) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_128 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %659 = stablehlo.reduce(%658#0 init: %cst_128) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_129 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %661 = stablehlo.maximum %660, %659 : tensor<8x4x64xf32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %663 = stablehlo.broadcast_in_dim %662, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %664 = stablehlo.subtract %658#0, %663 : tensor<8x4x64x64xf32>
    %665 = stablehlo.exponential %664 : tensor<8x4x64x64xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %666 = stablehlo.reduce(%665 init: %cst_130) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %667 = stablehlo.broadcast_in_dim %666, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %668 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %669 = stablehlo.divide %665, %668 : tensor<8x4x64x64xf32>
    %670 = stablehlo.multiply %667, %667 : tensor<8x4x64x1xf32>
    %cst_131 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %672 = stablehlo.divide %671, %670 : tensor<8x4x64x1xf32>
    %673 = stablehlo.dot_general %651, %669, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %674 = stablehlo.transpose %673, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %675 = stablehlo.dot_general %674, %629#1, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %676 = stablehlo.add %630, %675 : tensor<8x64x256xf32>
    %677 = sdy.sharding_constraint %676 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %678 = chlo.square %677 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_132 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %680 = stablehlo.multiply %679, %677 : tensor<8x64x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%678 init: %cst_133) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_134 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %684 = stablehlo.divide %682, %683 : tensor<8x64x1xf32>
    %cst_135 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %685 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %686 = stablehlo.add %684, %685 : tensor<8x64x1xf32>
    %687 = stablehlo.rsqrt %686 : tensor<8x64x1xf32>
    %688 = stablehlo.divide %687, %686 : tensor<8x64x1xf32>
    %cst_136 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %690 = stablehlo.multiply %689, %688 : tensor<8x64x1xf32>
    %691 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %692 = stablehlo.multiply %677, %691 : tensor<8x64x256xf32>
    %693 = stablehlo.broadcast_in_dim %629#2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %694 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %695 = stablehlo.multiply %692, %694 : tensor<8x64x256xf32>
    %696 = stablehlo.dot_general %695, %629#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %697:3 = call @silu_5(%696) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %698 = stablehlo.dot_general %695, %629#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %699 = stablehlo.multiply %697#0, %698 : tensor<8x64x512xf32>
    %700 = sdy.sharding_constraint %699 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %701 = sdy.sharding_constraint %629#10 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %702 = stablehlo.dot_general %701, %700, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %703 = stablehlo.transpose %702, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %704 = stablehlo.dot_general %701, %629#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %705 = sdy.sharding_constraint %704 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %706 = stablehlo.multiply %697#0, %705 : tensor<8x64x512xf32>
    %707 = stablehlo.multiply %705, %698 : tensor<8x64x512xf32>
    %708 = stablehlo.dot_general %706, %695, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %709 = stablehlo.transpose %708, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %710 = stablehlo.dot_general %706, %629#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %711 = call @silu_6(%697#1, %696, %697#2, %707) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %712 = stablehlo.dot_general %711, %695, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %713 = stablehlo.transpose %712, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %714 = stablehlo.dot_general %711, %629#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %715 = stablehlo.add %710, %714 : tensor<8x64x256xf32>
    %716 = stablehlo.multiply %692, %715 : tensor<8x64x256xf32>
    %cst_137 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%716 init: %cst_137) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %718 = stablehlo.reshape %717 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %719 = stablehlo.broadcast_in_dim %693, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %720 = stablehlo.multiply %715, %719 : tensor<8x64x256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %721 = stablehlo.reduce(%718 init: %cst_138) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %722 = stablehlo.multiply %677, %720 : tensor<8x64x256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_139) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %724 = stablehlo.reshape %723 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %725 = stablehlo.broadcast_in_dim %687, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %726 = stablehlo.multiply %720, %725 : tensor<8x64x256xf32>
    %727 = stablehlo.add %701, %726 : tensor<8x64x256xf32>
    %728 = stablehlo.multiply %724, %690 : tensor<8x64x1xf32>
    %cst_140 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %730 = stablehlo.divide %728, %729 : tensor<8x64x1xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %731 = stablehlo.reduce(%730 init: %cst_141) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %732 = stablehlo.broadcast_in_dim %731, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %733 = stablehlo.multiply %732, %680 : tensor<8x64x256xf32>
    %734 = stablehlo.add %727, %733 : tensor<8x64x256xf32>
    %735 = sdy.sharding_constraint %734 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %736 = stablehlo.dot_general %735, %674, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x4x64xf32>) -> tensor<256x4x64xf32>
    %737 = stablehlo.transpose %736, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %738 = stablehlo.dot_general %735, %629#1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<4x64x256xf32>) -> tensor<8x64x4x64xf32>
    %739 = stablehlo.transpose %738, dims = [0, 2, 3, 1] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %740 = stablehlo.dot_general %739, %651, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %741 = stablehlo.dot_general %739, %669, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %742 = stablehlo.transpose %741, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %743 = stablehlo.broadcast_in_dim %672, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %744 = stablehlo.multiply %740, %743 : tensor<8x4x64x64xf32>
    %745 = stablehlo.multiply %744, %665 : tensor<8x4x64x64xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %746 = stablehlo.reduce(%745 init: %cst_142) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %747 = stablehlo.reshape %746 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %748 = stablehlo.negate %747 : tensor<8x4x64x1xf32>
    %749 = stablehlo.broadcast_in_dim %667, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %750 = stablehlo.divide %740, %749 : tensor<8x4x64x64xf32>
    %cst_143 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.reduce(%748 init: %cst_143) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %752 = stablehlo.broadcast_in_dim %751, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %753 = stablehlo.add %750, %752 : tensor<8x4x64x64xf32>
    %754 = stablehlo.multiply %753, %665 : tensor<8x4x64x64xf32>
    %755 = call @_where_7(%658#1, %754) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_144 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %757 = stablehlo.divide %755, %756 : tensor<8x4x64x64xf32>
    %758 = stablehlo.dot_general %757, %652, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %759 = stablehlo.transpose %758, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %760 = stablehlo.dot_general %757, %650, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %761 = stablehlo.transpose %760, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %762 = sdy.sharding_constraint %761 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %763 = stablehlo.dot_general %742, %648, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %764 = stablehlo.transpose %763, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %765 = stablehlo.dot_general %742, %629#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %766 = stablehlo.dot_general %759, %648, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %767 = stablehlo.transpose %766, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %768 = stablehlo.dot_general %759, %629#0, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %769 = stablehlo.add %765, %768 : tensor<8x64x256xf32>
    %770 = stablehlo.dot_general %762, %648, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %771 = stablehlo.transpose %770, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %772 = stablehlo.dot_general %762, %629#4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %773 = stablehlo.add %769, %772 : tensor<8x64x256xf32>
    %774 = stablehlo.multiply %645, %773 : tensor<8x64x256xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %775 = stablehlo.reduce(%774 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %776 = stablehlo.reshape %775 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %777 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %778 = stablehlo.multiply %773, %777 : tensor<8x64x256xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.reduce(%776 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %780 = stablehlo.multiply %630, %778 : tensor<8x64x256xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.reduce(%780 init: %cst_147) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %782 = stablehlo.reshape %781 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %783 = stablehlo.broadcast_in_dim %640, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %784 = stablehlo.multiply %778, %783 : tensor<8x64x256xf32>
    %785 = stablehlo.add %735, %784 : tensor<8x64x256xf32>
    %786 = stablehlo.multiply %782, %643 : tensor<8x64x1xf32>
    %cst_148 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %788 = stablehlo.divide %786, %787 : tensor<8x64x1xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %789 = stablehlo.reduce(%788 init: %cst_149) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %790 = stablehlo.broadcast_in_dim %789, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %791 = stablehlo.multiply %790, %633 : tensor<8x64x256xf32>
    %792 = stablehlo.add %785, %791 : tensor<8x64x256xf32>
    %793 = sdy.sharding_constraint %792 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %794:11 = stablehlo.optimization_barrier %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %1, %793 : tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>
    %795 = sdy.sharding_constraint %794#9 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %796 = chlo.square %795 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_150 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %798 = stablehlo.multiply %797, %795 : tensor<8x64x256xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.reduce(%796 init: %cst_151) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %800 = stablehlo.broadcast_in_dim %799, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_152 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %802 = stablehlo.divide %800, %801 : tensor<8x64x1xf32>
    %cst_153 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %804 = stablehlo.add %802, %803 : tensor<8x64x1xf32>
    %805 = stablehlo.rsqrt %804 : tensor<8x64x1xf32>
    %806 = stablehlo.divide %805, %804 : tensor<8x64x1xf32>
    %cst_154 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %808 = stablehlo.multiply %807, %806 : tensor<8x64x1xf32>
    %809 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %810 = stablehlo.multiply %795, %809 : tensor<8x64x256xf32>
    %811 = stablehlo.broadcast_in_dim %794#3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %812 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %813 = stablehlo.multiply %810, %812 : tensor<8x64x256xf32>
    %814 = stablehlo.dot_general %813, %794#4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %815 = stablehlo.dot_general %813, %794#0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %816 = stablehlo.dot_general %813, %794#5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %817 = sdy.sharding_constraint %814 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %818 = stablehlo.dot_general %817, %815, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_155 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %820 = stablehlo.divide %818, %819 : tensor<8x4x64x64xf32>
    %c_156 = stablehlo.constant dense<true> : tensor<i1>
    %821 = stablehlo.broadcast_in_dim %c_156, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %822 = call @tril_3(%821) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_157 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %823:2 = call @_where_4(%822, %820, %cst_157) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_158 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %824 = stablehlo.reduce(%823#0 init: %cst_158) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_159 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %826 = stablehlo.maximum %825, %824 : tensor<8x4x64xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %828 = stablehlo.broadcast_in_dim %827, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %829 = stablehlo.subtract %823#0, %828 : tensor<8x4x64x64xf32>
    %830 = stablehlo.exponential %829 : tensor<8x4x64x64xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %831 = stablehlo.reduce(%830 init: %cst_160) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %833 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %834 = stablehlo.divide %830, %833 : tensor<8x4x64x64xf32>
    %835 = stablehlo.multiply %832, %832 : tensor<8x4x64x1xf32>
    %cst_161 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %837 = stablehlo.divide %836, %835 : tensor<8x4x64x1xf32>
    %838 = stablehlo.dot_general %816, %834, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %839 = stablehlo.transpose %838, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %840 = stablehlo.dot_general %839, %794#1, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %841 = stablehlo.add %795, %840 : tensor<8x64x256xf32>
    %842 = sdy.sharding_constraint %841 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %843 = chlo.square %842 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_162 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %845 = stablehlo.multiply %844, %842 : tensor<8x64x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %846 = stablehlo.reduce(%843 init: %cst_163) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %847 = stablehlo.broadcast_in_dim %846, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_164 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %849 = stablehlo.divide %847, %848 : tensor<8x64x1xf32>
    %cst_165 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %851 = stablehlo.add %849, %850 : tensor<8x64x1xf32>
    %852 = stablehlo.rsqrt %851 : tensor<8x64x1xf32>
    %853 = stablehlo.divide %852, %851 : tensor<8x64x1xf32>
    %cst_166 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %855 = stablehlo.multiply %854, %853 : tensor<8x64x1xf32>
    %856 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %857 = stablehlo.multiply %842, %856 : tensor<8x64x256xf32>
    %858 = stablehlo.broadcast_in_dim %794#2, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %859 = stablehlo.broadcast_in_dim %858, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %860 = stablehlo.multiply %857, %859 : tensor<8x64x256xf32>
    %861 = stablehlo.dot_general %860, %794#6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %862:3 = call @silu_5(%861) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %863 = stablehlo.dot_general %860, %794#7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %864 = stablehlo.multiply %862#0, %863 : tensor<8x64x512xf32>
    %865 = sdy.sharding_constraint %864 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %866 = sdy.sharding_constraint %794#10 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %867 = stablehlo.dot_general %866, %865, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %868 = stablehlo.transpose %867, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %869 = stablehlo.dot_general %866, %794#8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %870 = sdy.sharding_constraint %869 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x512xf32>
    %871 = stablehlo.multiply %862#0, %870 : tensor<8x64x512xf32>
    %872 = stablehlo.multiply %870, %863 : tensor<8x64x512xf32>
    %873 = stablehlo.dot_general %871, %860, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %874 = stablehlo.transpose %873, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %875 = stablehlo.dot_general %871, %794#7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %876 = call @silu_6(%862#1, %861, %862#2, %872) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %877 = stablehlo.dot_general %876, %860, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %878 = stablehlo.transpose %877, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %879 = stablehlo.dot_general %876, %794#6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %880 = stablehlo.add %875, %879 : tensor<8x64x256xf32>
    %881 = stablehlo.multiply %857, %880 : tensor<8x64x256xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_167) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %883 = stablehlo.reshape %882 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %884 = stablehlo.broadcast_in_dim %858, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %885 = stablehlo.multiply %880, %884 : tensor<8x64x256xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %886 = stablehlo.reduce(%883 init: %cst_168) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %887 = stablehlo.multiply %842, %885 : tensor<8x64x256xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%887 init: %cst_169) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %889 = stablehlo.reshape %888 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %890 = stablehlo.broadcast_in_dim %852, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %891 = stablehlo.multiply %885, %890 : tensor<8x64x256xf32>
    %892 = stablehlo.add %866, %891 : tensor<8x64x256xf32>
    %893 = stablehlo.multiply %889, %855 : tensor<8x64x1xf32>
    %cst_170 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %895 = stablehlo.divide %893, %894 : tensor<8x64x1xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %896 = stablehlo.reduce(%895 init: %cst_171) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %897 = stablehlo.broadcast_in_dim %896, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %898 = stablehlo.multiply %897, %845 : tensor<8x64x256xf32>
    %899 = stablehlo.add %892, %898 : tensor<8x64x256xf32>
    %900 = sdy.sharding_constraint %899 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %901 = stablehlo.dot_general %900, %839, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x4x64xf32>) -> tensor<256x4x64xf32>
    %902 = stablehlo.transpose %901, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %903 = stablehlo.dot_general %900, %794#1, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<4x64x256xf32>) -> tensor<8x64x4x64xf32>
    %904 = stablehlo.transpose %903, dims = [0, 2, 3, 1] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %905 = stablehlo.dot_general %904, %816, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %906 = stablehlo.dot_general %904, %834, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %907 = stablehlo.transpose %906, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %908 = stablehlo.broadcast_in_dim %837, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %909 = stablehlo.multiply %905, %908 : tensor<8x4x64x64xf32>
    %910 = stablehlo.multiply %909, %830 : tensor<8x4x64x64xf32>
    %cst_172 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %911 = stablehlo.reduce(%910 init: %cst_172) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %912 = stablehlo.reshape %911 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %913 = stablehlo.negate %912 : tensor<8x4x64x1xf32>
    %914 = stablehlo.broadcast_in_dim %832, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %915 = stablehlo.divide %905, %914 : tensor<8x4x64x64xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %916 = stablehlo.reduce(%913 init: %cst_173) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %917 = stablehlo.broadcast_in_dim %916, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %918 = stablehlo.add %915, %917 : tensor<8x4x64x64xf32>
    %919 = stablehlo.multiply %918, %830 : tensor<8x4x64x64xf32>
    %920 = call @_where_7(%823#1, %919) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_174 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %922 = stablehlo.divide %920, %921 : tensor<8x4x64x64xf32>
    %923 = stablehlo.dot_general %922, %817, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %924 = stablehlo.transpose %923, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %925 = stablehlo.dot_general %922, %815, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %926 = stablehlo.transpose %925, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %927 = sdy.sharding_constraint %926 <@mesh, [{"fsdp"}, {}, {}, {}]> : tensor<8x64x4x64xf32>
    %928 = stablehlo.dot_general %907, %813, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %929 = stablehlo.transpose %928, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %930 = stablehlo.dot_general %907, %794#5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %931 = stablehlo.dot_general %924, %813, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %932 = stablehlo.transpose %931, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %933 = stablehlo.dot_general %924, %794#0, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %934 = stablehlo.add %930, %933 : tensor<8x64x256xf32>
    %935 = stablehlo.dot_general %927, %813, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %936 = stablehlo.transpose %935, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %937 = stablehlo.dot_general %927, %794#4, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %938 = stablehlo.add %934, %937 : tensor<8x64x256xf32>
    %939 = stablehlo.multiply %810, %938 : tensor<8x64x256xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %940 = stablehlo.reduce(%939 init: %cst_175) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %941 = stablehlo.reshape %940 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %942 = stablehlo.broadcast_in_dim %811, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %943 = stablehlo.multiply %938, %942 : tensor<8x64x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %944 = stablehlo.reduce(%941 init: %cst_176) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %945 = stablehlo.multiply %795, %943 : tensor<8x64x256xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %946 = stablehlo.reduce(%945 init: %cst_177) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %947 = stablehlo.reshape %946 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %948 = stablehlo.broadcast_in_dim %805, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %949 = stablehlo.multiply %943, %948 : tensor<8x64x256xf32>
    %950 = stablehlo.add %900, %949 : tensor<8x64x256xf32>
    %951 = stablehlo.multiply %947, %808 : tensor<8x64x1xf32>
    %cst_178 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %953 = stablehlo.divide %951, %952 : tensor<8x64x1xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %954 = stablehlo.reduce(%953 init: %cst_179) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %955 = stablehlo.broadcast_in_dim %954, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %956 = stablehlo.multiply %955, %798 : tensor<8x64x256xf32>
    %957 = stablehlo.add %950, %956 : tensor<8x64x256xf32>
    %958 = sdy.sharding_constraint %957 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %959 = sdy.sharding_constraint %958 <@mesh, [{"fsdp"}, {}, {}]> : tensor<8x64x256xf32>
    %960 = call @_take_8(%0#1, %959) : (tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %962 = stablehlo.multiply %961, %286 : tensor<256xf32>
    %cst_181 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %964 = stablehlo.multiply %963, %arg40 : tensor<256xf32>
    %965 = stablehlo.add %962, %964 : tensor<256xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %967 = stablehlo.multiply %966, %932 : tensor<256x4x64xf32>
    %cst_183 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %968 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %969 = stablehlo.multiply %968, %arg41 : tensor<256x4x64xf32>
    %970 = stablehlo.add %967, %969 : tensor<256x4x64xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %972 = stablehlo.multiply %971, %902 : tensor<4x64x256xf32>
    %cst_185 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %974 = stablehlo.multiply %973, %arg42 : tensor<4x64x256xf32>
    %975 = stablehlo.add %972, %974 : tensor<4x64x256xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %977 = stablehlo.multiply %976, %886 : tensor<256xf32>
    %cst_187 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %979 = stablehlo.multiply %978, %arg43 : tensor<256xf32>
    %980 = stablehlo.add %977, %979 : tensor<256xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %981 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %982 = stablehlo.multiply %981, %944 : tensor<256xf32>
    %cst_189 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %984 = stablehlo.multiply %983, %arg44 : tensor<256xf32>
    %985 = stablehlo.add %982, %984 : tensor<256xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %986 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %987 = stablehlo.multiply %986, %936 : tensor<256x4x64xf32>
    %cst_191 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %989 = stablehlo.multiply %988, %arg45 : tensor<256x4x64xf32>
    %990 = stablehlo.add %987, %989 : tensor<256x4x64xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %992 = stablehlo.multiply %991, %929 : tensor<256x4x64xf32>
    %cst_193 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %993 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %994 = stablehlo.multiply %993, %arg46 : tensor<256x4x64xf32>
    %995 = stablehlo.add %992, %994 : tensor<256x4x64xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %997 = stablehlo.multiply %996, %878 : tensor<256x512xf32>
    %cst_195 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %998 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %999 = stablehlo.multiply %998, %arg47 : tensor<256x512xf32>
    %1000 = stablehlo.add %997, %999 : tensor<256x512xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1001 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1002 = stablehlo.multiply %1001, %874 : tensor<256x512xf32>
    %cst_197 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1004 = stablehlo.multiply %1003, %arg48 : tensor<256x512xf32>
    %1005 = stablehlo.add %1002, %1004 : tensor<256x512xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1007 = stablehlo.multiply %1006, %868 : tensor<512x256xf32>
    %cst_199 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1009 = stablehlo.multiply %1008, %arg49 : tensor<512x256xf32>
    %1010 = stablehlo.add %1007, %1009 : tensor<512x256xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1011 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1012 = stablehlo.multiply %1011, %767 : tensor<256x4x64xf32>
    %cst_201 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1013 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1014 = stablehlo.multiply %1013, %arg50 : tensor<256x4x64xf32>
    %1015 = stablehlo.add %1012, %1014 : tensor<256x4x64xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1016 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1017 = stablehlo.multiply %1016, %737 : tensor<4x64x256xf32>
    %cst_203 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1019 = stablehlo.multiply %1018, %arg51 : tensor<4x64x256xf32>
    %1020 = stablehlo.add %1017, %1019 : tensor<4x64x256xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1022 = stablehlo.multiply %1021, %721 : tensor<256xf32>
    %cst_205 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1023 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1024 = stablehlo.multiply %1023, %arg52 : tensor<256xf32>
    %1025 = stablehlo.add %1022, %1024 : tensor<256xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1027 = stablehlo.multiply %1026, %779 : tensor<256xf32>
    %cst_207 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1029 = stablehlo.multiply %1028, %arg53 : tensor<256xf32>
    %1030 = stablehlo.add %1027, %1029 : tensor<256xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1031 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1032 = stablehlo.multiply %1031, %771 : tensor<256x4x64xf32>
    %cst_209 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1034 = stablehlo.multiply %1033, %arg54 : tensor<256x4x64xf32>
    %1035 = stablehlo.add %1032, %1034 : tensor<256x4x64xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1037 = stablehlo.multiply %1036, %764 : tensor<256x4x64xf32>
    %cst_211 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1039 = stablehlo.multiply %1038, %arg55 : tensor<256x4x64xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<256x4x64xf32>
    %cst_212 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1041 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1042 = stablehlo.multiply %1041, %713 : tensor<256x512xf32>
    %cst_213 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1043 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1044 = stablehlo.multiply %1043, %arg56 : tensor<256x512xf32>
    %1045 = stablehlo.add %1042, %1044 : tensor<256x512xf32>
    %cst_214 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1046 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1047 = stablehlo.multiply %1046, %709 : tensor<256x512xf32>
    %cst_215 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1049 = stablehlo.multiply %1048, %arg57 : tensor<256x512xf32>
    %1050 = stablehlo.add %1047, %1049 : tensor<256x512xf32>
    %cst_216 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1052 = stablehlo.multiply %1051, %703 : tensor<512x256xf32>
    %cst_217 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1053 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1054 = stablehlo.multiply %1053, %arg58 : tensor<512x256xf32>
    %1055 = stablehlo.add %1052, %1054 : tensor<512x256xf32>
    %cst_218 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1057 = stablehlo.multiply %1056, %602 : tensor<256x4x64xf32>
    %cst_219 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1058 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1059 = stablehlo.multiply %1058, %arg59 : tensor<256x4x64xf32>
    %1060 = stablehlo.add %1057, %1059 : tensor<256x4x64xf32>
    %cst_220 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1061 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1062 = stablehlo.multiply %1061, %572 : tensor<4x64x256xf32>
    %cst_221 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1063 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1064 = stablehlo.multiply %1063, %arg60 : tensor<4x64x256xf32>
    %1065 = stablehlo.add %1062, %1064 : tensor<4x64x256xf32>
    %cst_222 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1067 = stablehlo.multiply %1066, %556 : tensor<256xf32>
    %cst_223 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1069 = stablehlo.multiply %1068, %arg61 : tensor<256xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<256xf32>
    %cst_224 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1071 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1072 = stablehlo.multiply %1071, %614 : tensor<256xf32>
    %cst_225 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1074 = stablehlo.multiply %1073, %arg62 : tensor<256xf32>
    %1075 = stablehlo.add %1072, %1074 : tensor<256xf32>
    %cst_226 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1076 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1077 = stablehlo.multiply %1076, %606 : tensor<256x4x64xf32>
    %cst_227 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1078 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1079 = stablehlo.multiply %1078, %arg63 : tensor<256x4x64xf32>
    %1080 = stablehlo.add %1077, %1079 : tensor<256x4x64xf32>
    %cst_228 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1081 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1082 = stablehlo.multiply %1081, %599 : tensor<256x4x64xf32>
    %cst_229 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1084 = stablehlo.multiply %1083, %arg64 : tensor<256x4x64xf32>
    %1085 = stablehlo.add %1082, %1084 : tensor<256x4x64xf32>
    %cst_230 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1086 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1087 = stablehlo.multiply %1086, %548 : tensor<256x512xf32>
    %cst_231 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1088 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1089 = stablehlo.multiply %1088, %arg65 : tensor<256x512xf32>
    %1090 = stablehlo.add %1087, %1089 : tensor<256x512xf32>
    %cst_232 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1091 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1092 = stablehlo.multiply %1091, %544 : tensor<256x512xf32>
    %cst_233 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1093 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1094 = stablehlo.multiply %1093, %arg66 : tensor<256x512xf32>
    %1095 = stablehlo.add %1092, %1094 : tensor<256x512xf32>
    %cst_234 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1096 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1097 = stablehlo.multiply %1096, %538 : tensor<512x256xf32>
    %cst_235 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1099 = stablehlo.multiply %1098, %arg67 : tensor<512x256xf32>
    %1100 = stablehlo.add %1097, %1099 : tensor<512x256xf32>
    %cst_236 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1102 = stablehlo.multiply %1101, %437 : tensor<256x4x64xf32>
    %cst_237 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1103 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1104 = stablehlo.multiply %1103, %arg68 : tensor<256x4x64xf32>
    %1105 = stablehlo.add %1102, %1104 : tensor<256x4x64xf32>
    %cst_238 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1106 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1107 = stablehlo.multiply %1106, %407 : tensor<4x64x256xf32>
    %cst_239 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1109 = stablehlo.multiply %1108, %arg69 : tensor<4x64x256xf32>
    %1110 = stablehlo.add %1107, %1109 : tensor<4x64x256xf32>
    %cst_240 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1111 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1112 = stablehlo.multiply %1111, %391 : tensor<256xf32>
    %cst_241 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1114 = stablehlo.multiply %1113, %arg70 : tensor<256xf32>
    %1115 = stablehlo.add %1112, %1114 : tensor<256xf32>
    %cst_242 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1117 = stablehlo.multiply %1116, %449 : tensor<256xf32>
    %cst_243 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1118 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1119 = stablehlo.multiply %1118, %arg71 : tensor<256xf32>
    %1120 = stablehlo.add %1117, %1119 : tensor<256xf32>
    %cst_244 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1121 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1122 = stablehlo.multiply %1121, %441 : tensor<256x4x64xf32>
    %cst_245 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1123 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1124 = stablehlo.multiply %1123, %arg72 : tensor<256x4x64xf32>
    %1125 = stablehlo.add %1122, %1124 : tensor<256x4x64xf32>
    %cst_246 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1126 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1127 = stablehlo.multiply %1126, %434 : tensor<256x4x64xf32>
    %cst_247 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1129 = stablehlo.multiply %1128, %arg73 : tensor<256x4x64xf32>
    %1130 = stablehlo.add %1127, %1129 : tensor<256x4x64xf32>
    %cst_248 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1132 = stablehlo.multiply %1131, %383 : tensor<256x512xf32>
    %cst_249 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1133 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1134 = stablehlo.multiply %1133, %arg74 : tensor<256x512xf32>
    %1135 = stablehlo.add %1132, %1134 : tensor<256x512xf32>
    %cst_250 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1136 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1137 = stablehlo.multiply %1136, %379 : tensor<256x512xf32>
    %cst_251 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1139 = stablehlo.multiply %1138, %arg75 : tensor<256x512xf32>
    %1140 = stablehlo.add %1137, %1139 : tensor<256x512xf32>
    %cst_252 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1142 = stablehlo.multiply %1141, %373 : tensor<512x256xf32>
    %cst_253 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1144 = stablehlo.multiply %1143, %arg76 : tensor<512x256xf32>
    %1145 = stablehlo.add %1142, %1144 : tensor<512x256xf32>
    %cst_254 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1147 = stablehlo.multiply %1146, %279 : tensor<256x1024xf32>
    %cst_255 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1148 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1149 = stablehlo.multiply %1148, %arg77 : tensor<256x1024xf32>
    %1150 = stablehlo.add %1147, %1149 : tensor<256x1024xf32>
    %cst_256 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1151 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1152 = stablehlo.multiply %1151, %960 : tensor<1024x256xf32>
    %cst_257 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1153 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1154 = stablehlo.multiply %1153, %arg78 : tensor<1024x256xf32>
    %1155 = stablehlo.add %1152, %1154 : tensor<1024x256xf32>
    %1156 = stablehlo.multiply %286, %286 : tensor<256xf32>
    %cst_258 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1157 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1158 = stablehlo.multiply %1157, %1156 : tensor<256xf32>
    %cst_259 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1159 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1160 = stablehlo.multiply %1159, %arg79 : tensor<256xf32>
    %1161 = stablehlo.add %1158, %1160 : tensor<256xf32>
    %1162 = stablehlo.multiply %932, %932 : tensor<256x4x64xf32>
    %cst_260 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1163 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1164 = stablehlo.multiply %1163, %1162 : tensor<256x4x64xf32>
    %cst_261 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1166 = stablehlo.multiply %1165, %arg80 : tensor<256x4x64xf32>
    %1167 = stablehlo.add %1164, %1166 : tensor<256x4x64xf32>
    %1168 = stablehlo.multiply %902, %902 : tensor<4x64x256xf32>
    %cst_262 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1170 = stablehlo.multiply %1169, %1168 : tensor<4x64x256xf32>
    %cst_263 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1171 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1172 = stablehlo.multiply %1171, %arg81 : tensor<4x64x256xf32>
    %1173 = stablehlo.add %1170, %1172 : tensor<4x64x256xf32>
    %1174 = stablehlo.multiply %886, %886 : tensor<256xf32>
    %cst_264 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1176 = stablehlo.multiply %1175, %1174 : tensor<256xf32>
    %cst_265 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1177 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1178 = stablehlo.multiply %1177, %arg82 : tensor<256xf32>
    %1179 = stablehlo.add %1176, %1178 : tensor<256xf32>
    %1180 = stablehlo.multiply %944, %944 : tensor<256xf32>
    %cst_266 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1181 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1182 = stablehlo.multiply %1181, %1180 : tensor<256xf32>
    %cst_267 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1183 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1184 = stablehlo.multiply %1183, %arg83 : tensor<256xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<256xf32>
    %1186 = stablehlo.multiply %936, %936 : tensor<256x4x64xf32>
    %cst_268 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1187 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1188 = stablehlo.multiply %1187, %1186 : tensor<256x4x64xf32>
    %cst_269 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1189 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1190 = stablehlo.multiply %1189, %arg84 : tensor<256x4x64xf32>
    %1191 = stablehlo.add %1188, %1190 : tensor<256x4x64xf32>
    %1192 = stablehlo.multiply %929, %929 : tensor<256x4x64xf32>
    %cst_270 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1193 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1194 = stablehlo.multiply %1193, %1192 : tensor<256x4x64xf32>
    %cst_271 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1195 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1196 = stablehlo.multiply %1195, %arg85 : tensor<256x4x64xf32>
    %1197 = stablehlo.add %1194, %1196 : tensor<256x4x64xf32>
    %1198 = stablehlo.multiply %878, %878 : tensor<256x512xf32>
    %cst_272 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1200 = stablehlo.multiply %1199, %1198 : tensor<256x512xf32>
    %cst_273 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1201 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1202 = stablehlo.multiply %1201, %arg86 : tensor<256x512xf32>
    %1203 = stablehlo.add %1200, %1202 : tensor<256x512xf32>
    %1204 = stablehlo.multiply %874, %874 : tensor<256x512xf32>
    %cst_274 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1205 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1206 = stablehlo.multiply %1205, %1204 : tensor<256x512xf32>
    %cst_275 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1207 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1208 = stablehlo.multiply %1207, %arg87 : tensor<256x512xf32>
    %1209 = stablehlo.add %1206, %1208 : tensor<256x512xf32>
    %1210 = stablehlo.multiply %868, %868 : tensor<512x256xf32>
    %cst_276 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1211 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1212 = stablehlo.multiply %1211, %1210 : tensor<512x256xf32>
    %cst_277 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1213 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1214 = stablehlo.multiply %1213, %arg88 : tensor<512x256xf32>
    %1215 = stablehlo.add %1212, %1214 : tensor<512x256xf32>
    %1216 = stablehlo.multiply %767, %767 : tensor<256x4x64xf32>
    %cst_278 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1217 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1218 = stablehlo.multiply %1217, %1216 : tensor<256x4x64xf32>
    %cst_279 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1219 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1220 = stablehlo.multiply %1219, %arg89 : tensor<256x4x64xf32>
    %1221 = stablehlo.add %1218, %1220 : tensor<256x4x64xf32>
    %1222 = stablehlo.multiply %737, %737 : tensor<4x64x256xf32>
    %cst_280 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1224 = stablehlo.multiply %1223, %1222 : tensor<4x64x256xf32>
    %cst_281 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1225 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1226 = stablehlo.multiply %1225, %arg90 : tensor<4x64x256xf32>
    %1227 = stablehlo.add %1224, %1226 : tensor<4x64x256xf32>
    %1228 = stablehlo.multiply %721, %721 : tensor<256xf32>
    %cst_282 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1229 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1230 = stablehlo.multiply %1229, %1228 : tensor<256xf32>
    %cst_283 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1231 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1232 = stablehlo.multiply %1231, %arg91 : tensor<256xf32>
    %1233 = stablehlo.add %1230, %1232 : tensor<256xf32>
    %1234 = stablehlo.multiply %779, %779 : tensor<256xf32>
    %cst_284 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1235 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1236 = stablehlo.multiply %1235, %1234 : tensor<256xf32>
    %cst_285 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1237 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1238 = stablehlo.multiply %1237, %arg92 : tensor<256xf32>
    %1239 = stablehlo.add %1236, %1238 : tensor<256xf32>
    %1240 = stablehlo.multiply %771, %771 : tensor<256x4x64xf32>
    %cst_286 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1241 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1242 = stablehlo.multiply %1241, %1240 : tensor<256x4x64xf32>
    %cst_287 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1243 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1244 = stablehlo.multiply %1243, %arg93 : tensor<256x4x64xf32>
    %1245 = stablehlo.add %1242, %1244 : tensor<256x4x64xf32>
    %1246 = stablehlo.multiply %764, %764 : tensor<256x4x64xf32>
    %cst_288 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1247 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1248 = stablehlo.multiply %1247, %1246 : tensor<256x4x64xf32>
    %cst_289 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1249 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1250 = stablehlo.multiply %1249, %arg94 : tensor<256x4x64xf32>
    %1251 = stablehlo.add %1248, %1250 : tensor<256x4x64xf32>
    %1252 = stablehlo.multiply %713, %713 : tensor<256x512xf32>
    %cst_290 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1253 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1254 = stablehlo.multiply %1253, %1252 : tensor<256x512xf32>
    %cst_291 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1256 = stablehlo.multiply %1255, %arg95 : tensor<256x512xf32>
    %1257 = stablehlo.add %1254, %1256 : tensor<256x512xf32>
    %1258 = stablehlo.multiply %709, %709 : tensor<256x512xf32>
    %cst_292 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1259 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1260 = stablehlo.multiply %1259, %1258 : tensor<256x512xf32>
    %cst_293 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1262 = stablehlo.multiply %1261, %arg96 : tensor<256x512xf32>
    %1263 = stablehlo.add %1260, %1262 : tensor<256x512xf32>
    %1264 = stablehlo.multiply %703, %703 : tensor<512x256xf32>
    %cst_294 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1266 = stablehlo.multiply %1265, %1264 : tensor<512x256xf32>
    %cst_295 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1268 = stablehlo.multiply %1267, %arg97 : tensor<512x256xf32>
    %1269 = stablehlo.add %1266, %1268 : tensor<512x256xf32>
    %1270 = stablehlo.multiply %602, %602 : tensor<256x4x64xf32>
    %cst_296 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1272 = stablehlo.multiply %1271, %1270 : tensor<256x4x64xf32>
    %cst_297 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1274 = stablehlo.multiply %1273, %arg98 : tensor<256x4x64xf32>
    %1275 = stablehlo.add %1272, %1274 : tensor<256x4x64xf32>
    %1276 = stablehlo.multiply %572, %572 : tensor<4x64x256xf32>
    %cst_298 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1278 = stablehlo.multiply %1277, %1276 : tensor<4x64x256xf32>
    %cst_299 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1280 = stablehlo.multiply %1279, %arg99 : tensor<4x64x256xf32>
    %1281 = stablehlo.add %1278, %1280 : tensor<4x64x256xf32>
    %1282 = stablehlo.multiply %556, %556 : tensor<256xf32>
    %cst_300 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1284 = stablehlo.multiply %1283, %1282 : tensor<256xf32>
    %cst_301 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1286 = stablehlo.multiply %1285, %arg100 : tensor<256xf32>
    %1287 = stablehlo.add %1284, %1286 : tensor<256xf32>
    %1288 = stablehlo.multiply %614, %614 : tensor<256xf32>
    %cst_302 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1290 = stablehlo.multiply %1289, %1288 : tensor<256xf32>
    %cst_303 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1292 = stablehlo.multiply %1291, %arg101 : tensor<256xf32>
    %1293 = stablehlo.add %1290, %1292 : tensor<256xf32>
    %1294 = stablehlo.multiply %606, %606 : tensor<256x4x64xf32>
    %cst_304 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1296 = stablehlo.multiply %1295, %1294 : tensor<256x4x64xf32>
    %cst_305 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1298 = stablehlo.multiply %1297, %arg102 : tensor<256x4x64xf32>
    %1299 = stablehlo.add %1296, %1298 : tensor<256x4x64xf32>
    %1300 = stablehlo.multiply %599, %599 : tensor<256x4x64xf32>
    %cst_306 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1302 = stablehlo.multiply %1301, %1300 : tensor<256x4x64xf32>
    %cst_307 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1304 = stablehlo.multiply %1303, %arg103 : tensor<256x4x64xf32>
    %1305 = stablehlo.add %1302, %1304 : tensor<256x4x64xf32>
    %1306 = stablehlo.multiply %548, %548 : tensor<256x512xf32>
    %cst_308 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1308 = stablehlo.multiply %1307, %1306 : tensor<256x512xf32>
    %cst_309 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1310 = stablehlo.multiply %1309, %arg104 : tensor<256x512xf32>
    %1311 = stablehlo.add %1308, %1310 : tensor<256x512xf32>
    %1312 = stablehlo.multiply %544, %544 : tensor<256x512xf32>
    %cst_310 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1314 = stablehlo.multiply %1313, %1312 : tensor<256x512xf32>
    %cst_311 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1316 = stablehlo.multiply %1315, %arg105 : tensor<256x512xf32>
    %1317 = stablehlo.add %1314, %1316 : tensor<256x512xf32>
    %1318 = stablehlo.multiply %538, %538 : tensor<512x256xf32>
    %cst_312 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1320 = stablehlo.multiply %1319, %1318 : tensor<512x256xf32>
    %cst_313 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1321 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1322 = stablehlo.multiply %1321, %arg106 : tensor<512x256xf32>
    %1323 = stablehlo.add %1320, %1322 : tensor<512x256xf32>
    %1324 = stablehlo.multiply %437, %437 : tensor<256x4x64xf32>
    %cst_314 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1326 = stablehlo.multiply %1325, %1324 : tensor<256x4x64xf32>
    %cst_315 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1328 = stablehlo.multiply %1327, %arg107 : tensor<256x4x64xf32>
    %1329 = stablehlo.add %1326, %1328 : tensor<256x4x64xf32>
    %1330 = stablehlo.multiply %407, %407 : tensor<4x64x256xf32>
    %cst_316 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1332 = stablehlo.multiply %1331, %1330 : tensor<4x64x256xf32>
    %cst_317 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1333 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1334 = stablehlo.multiply %1333, %arg108 : tensor<4x64x256xf32>
    %1335 = stablehlo.add %1332, %1334 : tensor<4x64x256xf32>
    %1336 = stablehlo.multiply %391, %391 : tensor<256xf32>
    %cst_318 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1338 = stablehlo.multiply %1337, %1336 : tensor<256xf32>
    %cst_319 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1339 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1340 = stablehlo.multiply %1339, %arg109 : tensor<256xf32>
    %1341 = stablehlo.add %1338, %1340 : tensor<256xf32>
    %1342 = stablehlo.multiply %449, %449 : tensor<256xf32>
    %cst_320 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1344 = stablehlo.multiply %1343, %1342 : tensor<256xf32>
    %cst_321 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1345 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1346 = stablehlo.multiply %1345, %arg110 : tensor<256xf32>
    %1347 = stablehlo.add %1344, %1346 : tensor<256xf32>
    %1348 = stablehlo.multiply %441, %441 : tensor<256x4x64xf32>
    %cst_322 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1350 = stablehlo.multiply %1349, %1348 : tensor<256x4x64xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1351 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1352 = stablehlo.multiply %1351, %arg111 : tensor<256x4x64xf32>
    %1353 = stablehlo.add %1350, %1352 : tensor<256x4x64xf32>
    %1354 = stablehlo.multiply %434, %434 : tensor<256x4x64xf32>
    %cst_324 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1356 = stablehlo.multiply %1355, %1354 : tensor<256x4x64xf32>
    %cst_325 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1357 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1358 = stablehlo.multiply %1357, %arg112 : tensor<256x4x64xf32>
    %1359 = stablehlo.add %1356, %1358 : tensor<256x4x64xf32>
    %1360 = stablehlo.multiply %383, %383 : tensor<256x512xf32>
    %cst_326 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1362 = stablehlo.multiply %1361, %1360 : tensor<256x512xf32>
    %cst_327 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1363 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1364 = stablehlo.multiply %1363, %arg113 : tensor<256x512xf32>
    %1365 = stablehlo.add %1362, %1364 : tensor<256x512xf32>
    %1366 = stablehlo.multiply %379, %379 : tensor<256x512xf32>
    %cst_328 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1368 = stablehlo.multiply %1367, %1366 : tensor<256x512xf32>
    %cst_329 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1369 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1370 = stablehlo.multiply %1369, %arg114 : tensor<256x512xf32>
    %1371 = stablehlo.add %1368, %1370 : tensor<256x512xf32>
    %1372 = stablehlo.multiply %373, %373 : tensor<512x256xf32>
    %cst_330 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1374 = stablehlo.multiply %1373, %1372 : tensor<512x256xf32>
    %cst_331 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1376 = stablehlo.multiply %1375, %arg115 : tensor<512x256xf32>
    %1377 = stablehlo.add %1374, %1376 : tensor<512x256xf32>
    %1378 = stablehlo.multiply %279, %279 : tensor<256x1024xf32>
    %cst_332 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1380 = stablehlo.multiply %1379, %1378 : tensor<256x1024xf32>
    %cst_333 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1381 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1382 = stablehlo.multiply %1381, %arg116 : tensor<256x1024xf32>
    %1383 = stablehlo.add %1380, %1382 : tensor<256x1024xf32>
    %1384 = stablehlo.multiply %960, %960 : tensor<1024x256xf32>
    %cst_334 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1386 = stablehlo.multiply %1385, %1384 : tensor<1024x256xf32>
    %cst_335 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1387 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1388 = stablehlo.multiply %1387, %arg117 : tensor<1024x256xf32>
    %1389 = stablehlo.add %1386, %1388 : tensor<1024x256xf32>
    %c_336 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1390 = stablehlo.compare LT, %arg39, %c_336, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_337 = stablehlo.constant dense<1> : tensor<i32>
    %1391 = stablehlo.add %arg39, %c_337 : tensor<i32>
    %c_338 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1392 = call @_where_9(%1390, %1391, %c_338) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_339 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1393 = stablehlo.convert %1392 : (tensor<i32>) -> tensor<f32>
    %1394 = stablehlo.power %cst_339, %1393 : tensor<f32>
    %cst_340 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1395 = stablehlo.subtract %cst_340, %1394 : tensor<f32>
    %1396 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1397 = stablehlo.divide %965, %1396 : tensor<256xf32>
    %1398 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1399 = stablehlo.divide %970, %1398 : tensor<256x4x64xf32>
    %1400 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1401 = stablehlo.divide %975, %1400 : tensor<4x64x256xf32>
    %1402 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1403 = stablehlo.divide %980, %1402 : tensor<256xf32>
    %1404 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1405 = stablehlo.divide %985, %1404 : tensor<256xf32>
    %1406 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1407 = stablehlo.divide %990, %1406 : tensor<256x4x64xf32>
    %1408 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1409 = stablehlo.divide %995, %1408 : tensor<256x4x64xf32>
    %1410 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1411 = stablehlo.divide %1000, %1410 : tensor<256x512xf32>
    %1412 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1413 = stablehlo.divide %1005, %1412 : tensor<256x512xf32>
    %1414 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1415 = stablehlo.divide %1010, %1414 : tensor<512x256xf32>
    %1416 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1417 = stablehlo.divide %1015, %1416 : tensor<256x4x64xf32>
    %1418 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1419 = stablehlo.divide %1020, %1418 : tensor<4x64x256xf32>
    %1420 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1421 = stablehlo.divide %1025, %1420 : tensor<256xf32>
    %1422 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1423 = stablehlo.divide %1030, %1422 : tensor<256xf32>
    %1424 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1425 = stablehlo.divide %1035, %1424 : tensor<256x4x64xf32>
    %1426 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1427 = stablehlo.divide %1040, %1426 : tensor<256x4x64xf32>
    %1428 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1429 = stablehlo.divide %1045, %1428 : tensor<256x512xf32>
    %1430 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1431 = stablehlo.divide %1050, %1430 : tensor<256x512xf32>
    %1432 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1433 = stablehlo.divide %1055, %1432 : tensor<512x256xf32>
    %1434 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1435 = stablehlo.divide %1060, %1434 : tensor<256x4x64xf32>
    %1436 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1437 = stablehlo.divide %1065, %1436 : tensor<4x64x256xf32>
    %1438 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1439 = stablehlo.divide %1070, %1438 : tensor<256xf32>
    %1440 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1441 = stablehlo.divide %1075, %1440 : tensor<256xf32>
    %1442 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1443 = stablehlo.divide %1080, %1442 : tensor<256x4x64xf32>
    %1444 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1445 = stablehlo.divide %1085, %1444 : tensor<256x4x64xf32>
    %1446 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1447 = stablehlo.divide %1090, %1446 : tensor<256x512xf32>
    %1448 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1449 = stablehlo.divide %1095, %1448 : tensor<256x512xf32>
    %1450 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1451 = stablehlo.divide %1100, %1450 : tensor<512x256xf32>
    %1452 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1453 = stablehlo.divide %1105, %1452 : tensor<256x4x64xf32>
    %1454 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1455 = stablehlo.divide %1110, %1454 : tensor<4x64x256xf32>
    %1456 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1457 = stablehlo.divide %1115, %1456 : tensor<256xf32>
    %1458 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1459 = stablehlo.divide %1120, %1458 : tensor<256xf32>
    %1460 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1461 = stablehlo.divide %1125, %1460 : tensor<256x4x64xf32>
    %1462 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1463 = stablehlo.divide %1130, %1462 : tensor<256x4x64xf32>
    %1464 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1465 = stablehlo.divide %1135, %1464 : tensor<256x512xf32>
    %1466 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1467 = stablehlo.divide %1140, %1466 : tensor<256x512xf32>
    %1468 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1469 = stablehlo.divide %1145, %1468 : tensor<512x256xf32>
    %1470 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1471 = stablehlo.divide %1150, %1470 : tensor<256x1024xf32>
    %1472 = stablehlo.broadcast_in_dim %1395, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1473 = stablehlo.divide %1155, %1472 : tensor<1024x256xf32>
    %cst_341 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1474 = stablehlo.convert %1392 : (tensor<i32>) -> tensor<f32>
    %1475 = stablehlo.power %cst_341, %1474 : tensor<f32>
    %cst_342 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1476 = stablehlo.subtract %cst_342, %1475 : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1478 = stablehlo.divide %1161, %1477 : tensor<256xf32>
    %1479 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1480 = stablehlo.divide %1167, %1479 : tensor<256x4x64xf32>
    %1481 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1482 = stablehlo.divide %1173, %1481 : tensor<4x64x256xf32>
    %1483 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1484 = stablehlo.divide %1179, %1483 : tensor<256xf32>
    %1485 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1486 = stablehlo.divide %1185, %1485 : tensor<256xf32>
    %1487 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1488 = stablehlo.divide %1191, %1487 : tensor<256x4x64xf32>
    %1489 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1490 = stablehlo.divide %1197, %1489 : tensor<256x4x64xf32>
    %1491 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1492 = stablehlo.divide %1203, %1491 : tensor<256x512xf32>
    %1493 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1494 = stablehlo.divide %1209, %1493 : tensor<256x512xf32>
    %1495 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1496 = stablehlo.divide %1215, %1495 : tensor<512x256xf32>
    %1497 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1498 = stablehlo.divide %1221, %1497 : tensor<256x4x64xf32>
    %1499 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1500 = stablehlo.divide %1227, %1499 : tensor<4x64x256xf32>
    %1501 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1502 = stablehlo.divide %1233, %1501 : tensor<256xf32>
    %1503 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1504 = stablehlo.divide %1239, %1503 : tensor<256xf32>
    %1505 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1506 = stablehlo.divide %1245, %1505 : tensor<256x4x64xf32>
    %1507 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1508 = stablehlo.divide %1251, %1507 : tensor<256x4x64xf32>
    %1509 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1510 = stablehlo.divide %1257, %1509 : tensor<256x512xf32>
    %1511 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1512 = stablehlo.divide %1263, %1511 : tensor<256x512xf32>
    %1513 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1514 = stablehlo.divide %1269, %1513 : tensor<512x256xf32>
    %1515 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1516 = stablehlo.divide %1275, %1515 : tensor<256x4x64xf32>
    %1517 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1518 = stablehlo.divide %1281, %1517 : tensor<4x64x256xf32>
    %1519 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1520 = stablehlo.divide %1287, %1519 : tensor<256xf32>
    %1521 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1522 = stablehlo.divide %1293, %1521 : tensor<256xf32>
    %1523 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1524 = stablehlo.divide %1299, %1523 : tensor<256x4x64xf32>
    %1525 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1526 = stablehlo.divide %1305, %1525 : tensor<256x4x64xf32>
    %1527 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1528 = stablehlo.divide %1311, %1527 : tensor<256x512xf32>
    %1529 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1530 = stablehlo.divide %1317, %1529 : tensor<256x512xf32>
    %1531 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1532 = stablehlo.divide %1323, %1531 : tensor<512x256xf32>
    %1533 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1534 = stablehlo.divide %1329, %1533 : tensor<256x4x64xf32>
    %1535 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1536 = stablehlo.divide %1335, %1535 : tensor<4x64x256xf32>
    %1537 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1538 = stablehlo.divide %1341, %1537 : tensor<256xf32>
    %1539 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1540 = stablehlo.divide %1347, %1539 : tensor<256xf32>
    %1541 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1542 = stablehlo.divide %1353, %1541 : tensor<256x4x64xf32>
    %1543 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1544 = stablehlo.divide %1359, %1543 : tensor<256x4x64xf32>
    %1545 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1546 = stablehlo.divide %1365, %1545 : tensor<256x512xf32>
    %1547 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1548 = stablehlo.divide %1371, %1547 : tensor<256x512xf32>
    %1549 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1550 = stablehlo.divide %1377, %1549 : tensor<512x256xf32>
    %1551 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1552 = stablehlo.divide %1383, %1551 : tensor<256x1024xf32>
    %1553 = stablehlo.broadcast_in_dim %1476, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1554 = stablehlo.divide %1389, %1553 : tensor<1024x256xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1555 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1556 = stablehlo.add %1478, %1555 : tensor<256xf32>
    %1557 = stablehlo.sqrt %1556 : tensor<256xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1558 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1559 = stablehlo.add %1557, %1558 : tensor<256xf32>
    %1560 = stablehlo.divide %1397, %1559 : tensor<256xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1561 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1562 = stablehlo.add %1480, %1561 : tensor<256x4x64xf32>
    %1563 = stablehlo.sqrt %1562 : tensor<256x4x64xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1564 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1565 = stablehlo.add %1563, %1564 : tensor<256x4x64xf32>
    %1566 = stablehlo.divide %1399, %1565 : tensor<256x4x64xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1567 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1568 = stablehlo.add %1482, %1567 : tensor<4x64x256xf32>
    %1569 = stablehlo.sqrt %1568 : tensor<4x64x256xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1570 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1571 = stablehlo.add %1569, %1570 : tensor<4x64x256xf32>
    %1572 = stablehlo.divide %1401, %1571 : tensor<4x64x256xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1573 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1574 = stablehlo.add %1484, %1573 : tensor<256xf32>
    %1575 = stablehlo.sqrt %1574 : tensor<256xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1576 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1577 = stablehlo.add %1575, %1576 : tensor<256xf32>
    %1578 = stablehlo.divide %1403, %1577 : tensor<256xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1579 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1580 = stablehlo.add %1486, %1579 : tensor<256xf32>
    %1581 = stablehlo.sqrt %1580 : tensor<256xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1582 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1583 = stablehlo.add %1581, %1582 : tensor<256xf32>
    %1584 = stablehlo.divide %1405, %1583 : tensor<256xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1585 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1586 = stablehlo.add %1488, %1585 : tensor<256x4x64xf32>
    %1587 = stablehlo.sqrt %1586 : tensor<256x4x64xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1588 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1589 = stablehlo.add %1587, %1588 : tensor<256x4x64xf32>
    %1590 = stablehlo.divide %1407, %1589 : tensor<256x4x64xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1591 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1592 = stablehlo.add %1490, %1591 : tensor<256x4x64xf32>
    %1593 = stablehlo.sqrt %1592 : tensor<256x4x64xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1594 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1595 = stablehlo.add %1593, %1594 : tensor<256x4x64xf32>
    %1596 = stablehlo.divide %1409, %1595 : tensor<256x4x64xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1597 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1598 = stablehlo.add %1492, %1597 : tensor<256x512xf32>
    %1599 = stablehlo.sqrt %1598 : tensor<256x512xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1601 = stablehlo.add %1599, %1600 : tensor<256x512xf32>
    %1602 = stablehlo.divide %1411, %1601 : tensor<256x512xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1603 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1604 = stablehlo.add %1494, %1603 : tensor<256x512xf32>
    %1605 = stablehlo.sqrt %1604 : tensor<256x512xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1606 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1607 = stablehlo.add %1605, %1606 : tensor<256x512xf32>
    %1608 = stablehlo.divide %1413, %1607 : tensor<256x512xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1609 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1610 = stablehlo.add %1496, %1609 : tensor<512x256xf32>
    %1611 = stablehlo.sqrt %1610 : tensor<512x256xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1612 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1613 = stablehlo.add %1611, %1612 : tensor<512x256xf32>
    %1614 = stablehlo.divide %1415, %1613 : tensor<512x256xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1615 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1616 = stablehlo.add %1498, %1615 : tensor<256x4x64xf32>
    %1617 = stablehlo.sqrt %1616 : tensor<256x4x64xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1618 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1619 = stablehlo.add %1617, %1618 : tensor<256x4x64xf32>
    %1620 = stablehlo.divide %1417, %1619 : tensor<256x4x64xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1621 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1622 = stablehlo.add %1500, %1621 : tensor<4x64x256xf32>
    %1623 = stablehlo.sqrt %1622 : tensor<4x64x256xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1624 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1625 = stablehlo.add %1623, %1624 : tensor<4x64x256xf32>
    %1626 = stablehlo.divide %1419, %1625 : tensor<4x64x256xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1627 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1628 = stablehlo.add %1502, %1627 : tensor<256xf32>
    %1629 = stablehlo.sqrt %1628 : tensor<256xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1630 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1631 = stablehlo.add %1629, %1630 : tensor<256xf32>
    %1632 = stablehlo.divide %1421, %1631 : tensor<256xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1633 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1634 = stablehlo.add %1504, %1633 : tensor<256xf32>
    %1635 = stablehlo.sqrt %1634 : tensor<256xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1636 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1637 = stablehlo.add %1635, %1636 : tensor<256xf32>
    %1638 = stablehlo.divide %1423, %1637 : tensor<256xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1639 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1640 = stablehlo.add %1506, %1639 : tensor<256x4x64xf32>
    %1641 = stablehlo.sqrt %1640 : tensor<256x4x64xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1642 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1643 = stablehlo.add %1641, %1642 : tensor<256x4x64xf32>
    %1644 = stablehlo.divide %1425, %1643 : tensor<256x4x64xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1645 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1646 = stablehlo.add %1508, %1645 : tensor<256x4x64xf32>
    %1647 = stablehlo.sqrt %1646 : tensor<256x4x64xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1648 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1649 = stablehlo.add %1647, %1648 : tensor<256x4x64xf32>
    %1650 = stablehlo.divide %1427, %1649 : tensor<256x4x64xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1651 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1652 = stablehlo.add %1510, %1651 : tensor<256x512xf32>
    %1653 = stablehlo.sqrt %1652 : tensor<256x512xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1654 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1655 = stablehlo.add %1653, %1654 : tensor<256x512xf32>
    %1656 = stablehlo.divide %1429, %1655 : tensor<256x512xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1657 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1658 = stablehlo.add %1512, %1657 : tensor<256x512xf32>
    %1659 = stablehlo.sqrt %1658 : tensor<256x512xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1660 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1661 = stablehlo.add %1659, %1660 : tensor<256x512xf32>
    %1662 = stablehlo.divide %1431, %1661 : tensor<256x512xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1663 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1664 = stablehlo.add %1514, %1663 : tensor<512x256xf32>
    %1665 = stablehlo.sqrt %1664 : tensor<512x256xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1666 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1667 = stablehlo.add %1665, %1666 : tensor<512x256xf32>
    %1668 = stablehlo.divide %1433, %1667 : tensor<512x256xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1669 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1670 = stablehlo.add %1516, %1669 : tensor<256x4x64xf32>
    %1671 = stablehlo.sqrt %1670 : tensor<256x4x64xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1672 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1673 = stablehlo.add %1671, %1672 : tensor<256x4x64xf32>
    %1674 = stablehlo.divide %1435, %1673 : tensor<256x4x64xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1675 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1676 = stablehlo.add %1518, %1675 : tensor<4x64x256xf32>
    %1677 = stablehlo.sqrt %1676 : tensor<4x64x256xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1678 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1679 = stablehlo.add %1677, %1678 : tensor<4x64x256xf32>
    %1680 = stablehlo.divide %1437, %1679 : tensor<4x64x256xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1681 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1682 = stablehlo.add %1520, %1681 : tensor<256xf32>
    %1683 = stablehlo.sqrt %1682 : tensor<256xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1684 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1685 = stablehlo.add %1683, %1684 : tensor<256xf32>
    %1686 = stablehlo.divide %1439, %1685 : tensor<256xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1687 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1688 = stablehlo.add %1522, %1687 : tensor<256xf32>
    %1689 = stablehlo.sqrt %1688 : tensor<256xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1690 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1691 = stablehlo.add %1689, %1690 : tensor<256xf32>
    %1692 = stablehlo.divide %1441, %1691 : tensor<256xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1693 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1694 = stablehlo.add %1524, %1693 : tensor<256x4x64xf32>
    %1695 = stablehlo.sqrt %1694 : tensor<256x4x64xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1696 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1697 = stablehlo.add %1695, %1696 : tensor<256x4x64xf32>
    %1698 = stablehlo.divide %1443, %1697 : tensor<256x4x64xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1699 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1700 = stablehlo.add %1526, %1699 : tensor<256x4x64xf32>
    %1701 = stablehlo.sqrt %1700 : tensor<256x4x64xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1702 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1703 = stablehlo.add %1701, %1702 : tensor<256x4x64xf32>
    %1704 = stablehlo.divide %1445, %1703 : tensor<256x4x64xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1705 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1706 = stablehlo.add %1528, %1705 : tensor<256x512xf32>
    %1707 = stablehlo.sqrt %1706 : tensor<256x512xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1708 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1709 = stablehlo.add %1707, %1708 : tensor<256x512xf32>
    %1710 = stablehlo.divide %1447, %1709 : tensor<256x512xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1711 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1712 = stablehlo.add %1530, %1711 : tensor<256x512xf32>
    %1713 = stablehlo.sqrt %1712 : tensor<256x512xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1714 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1715 = stablehlo.add %1713, %1714 : tensor<256x512xf32>
    %1716 = stablehlo.divide %1449, %1715 : tensor<256x512xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1717 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1718 = stablehlo.add %1532, %1717 : tensor<512x256xf32>
    %1719 = stablehlo.sqrt %1718 : tensor<512x256xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1720 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1721 = stablehlo.add %1719, %1720 : tensor<512x256xf32>
    %1722 = stablehlo.divide %1451, %1721 : tensor<512x256xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1723 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1724 = stablehlo.add %1534, %1723 : tensor<256x4x64xf32>
    %1725 = stablehlo.sqrt %1724 : tensor<256x4x64xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1726 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1727 = stablehlo.add %1725, %1726 : tensor<256x4x64xf32>
    %1728 = stablehlo.divide %1453, %1727 : tensor<256x4x64xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1729 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1730 = stablehlo.add %1536, %1729 : tensor<4x64x256xf32>
    %1731 = stablehlo.sqrt %1730 : tensor<4x64x256xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1732 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1733 = stablehlo.add %1731, %1732 : tensor<4x64x256xf32>
    %1734 = stablehlo.divide %1455, %1733 : tensor<4x64x256xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1735 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1736 = stablehlo.add %1538, %1735 : tensor<256xf32>
    %1737 = stablehlo.sqrt %1736 : tensor<256xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1738 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1739 = stablehlo.add %1737, %1738 : tensor<256xf32>
    %1740 = stablehlo.divide %1457, %1739 : tensor<256xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1741 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1742 = stablehlo.add %1540, %1741 : tensor<256xf32>
    %1743 = stablehlo.sqrt %1742 : tensor<256xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1744 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1745 = stablehlo.add %1743, %1744 : tensor<256xf32>
    %1746 = stablehlo.divide %1459, %1745 : tensor<256xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1747 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1748 = stablehlo.add %1542, %1747 : tensor<256x4x64xf32>
    %1749 = stablehlo.sqrt %1748 : tensor<256x4x64xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1750 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1751 = stablehlo.add %1749, %1750 : tensor<256x4x64xf32>
    %1752 = stablehlo.divide %1461, %1751 : tensor<256x4x64xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1753 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1754 = stablehlo.add %1544, %1753 : tensor<256x4x64xf32>
    %1755 = stablehlo.sqrt %1754 : tensor<256x4x64xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1756 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1757 = stablehlo.add %1755, %1756 : tensor<256x4x64xf32>
    %1758 = stablehlo.divide %1463, %1757 : tensor<256x4x64xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1759 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1760 = stablehlo.add %1546, %1759 : tensor<256x512xf32>
    %1761 = stablehlo.sqrt %1760 : tensor<256x512xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1762 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1763 = stablehlo.add %1761, %1762 : tensor<256x512xf32>
    %1764 = stablehlo.divide %1465, %1763 : tensor<256x512xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1765 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1766 = stablehlo.add %1548, %1765 : tensor<256x512xf32>
    %1767 = stablehlo.sqrt %1766 : tensor<256x512xf32>
    %cst_414 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1768 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1769 = stablehlo.add %1767, %1768 : tensor<256x512xf32>
    %1770 = stablehlo.divide %1467, %1769 : tensor<256x512xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1771 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1772 = stablehlo.add %1550, %1771 : tensor<512x256xf32>
    %1773 = stablehlo.sqrt %1772 : tensor<512x256xf32>
    %cst_416 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1774 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1775 = stablehlo.add %1773, %1774 : tensor<512x256xf32>
    %1776 = stablehlo.divide %1469, %1775 : tensor<512x256xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1778 = stablehlo.add %1552, %1777 : tensor<256x1024xf32>
    %1779 = stablehlo.sqrt %1778 : tensor<256x1024xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1780 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1781 = stablehlo.add %1779, %1780 : tensor<256x1024xf32>
    %1782 = stablehlo.divide %1471, %1781 : tensor<256x1024xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1784 = stablehlo.add %1554, %1783 : tensor<1024x256xf32>
    %1785 = stablehlo.sqrt %1784 : tensor<1024x256xf32>
    %cst_420 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1786 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1787 = stablehlo.add %1785, %1786 : tensor<1024x256xf32>
    %1788 = stablehlo.divide %1473, %1787 : tensor<1024x256xf32>
    %cst_421 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1790 = stablehlo.multiply %1789, %1560 : tensor<256xf32>
    %cst_422 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1791 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1792 = stablehlo.multiply %1791, %1566 : tensor<256x4x64xf32>
    %cst_423 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1794 = stablehlo.multiply %1793, %1572 : tensor<4x64x256xf32>
    %cst_424 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1796 = stablehlo.multiply %1795, %1578 : tensor<256xf32>
    %cst_425 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1797 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1798 = stablehlo.multiply %1797, %1584 : tensor<256xf32>
    %cst_426 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1800 = stablehlo.multiply %1799, %1590 : tensor<256x4x64xf32>
    %cst_427 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1802 = stablehlo.multiply %1801, %1596 : tensor<256x4x64xf32>
    %cst_428 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1804 = stablehlo.multiply %1803, %1602 : tensor<256x512xf32>
    %cst_429 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1805 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1806 = stablehlo.multiply %1805, %1608 : tensor<256x512xf32>
    %cst_430 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1807 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1808 = stablehlo.multiply %1807, %1614 : tensor<512x256xf32>
    %cst_431 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1809 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1810 = stablehlo.multiply %1809, %1620 : tensor<256x4x64xf32>
    %cst_432 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1812 = stablehlo.multiply %1811, %1626 : tensor<4x64x256xf32>
    %cst_433 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1814 = stablehlo.multiply %1813, %1632 : tensor<256xf32>
    %cst_434 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1815 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1816 = stablehlo.multiply %1815, %1638 : tensor<256xf32>
    %cst_435 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1817 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1818 = stablehlo.multiply %1817, %1644 : tensor<256x4x64xf32>
    %cst_436 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1820 = stablehlo.multiply %1819, %1650 : tensor<256x4x64xf32>
    %cst_437 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1821 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1822 = stablehlo.multiply %1821, %1656 : tensor<256x512xf32>
    %cst_438 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1824 = stablehlo.multiply %1823, %1662 : tensor<256x512xf32>
    %cst_439 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1825 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1826 = stablehlo.multiply %1825, %1668 : tensor<512x256xf32>
    %cst_440 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1827 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1828 = stablehlo.multiply %1827, %1674 : tensor<256x4x64xf32>
    %cst_441 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1830 = stablehlo.multiply %1829, %1680 : tensor<4x64x256xf32>
    %cst_442 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1831 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1832 = stablehlo.multiply %1831, %1686 : tensor<256xf32>
    %cst_443 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1833 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1834 = stablehlo.multiply %1833, %1692 : tensor<256xf32>
    %cst_444 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1836 = stablehlo.multiply %1835, %1698 : tensor<256x4x64xf32>
    %cst_445 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1838 = stablehlo.multiply %1837, %1704 : tensor<256x4x64xf32>
    %cst_446 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1839 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1840 = stablehlo.multiply %1839, %1710 : tensor<256x512xf32>
    %cst_447 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1842 = stablehlo.multiply %1841, %1716 : tensor<256x512xf32>
    %cst_448 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1843 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1844 = stablehlo.multiply %1843, %1722 : tensor<512x256xf32>
    %cst_449 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1845 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1846 = stablehlo.multiply %1845, %1728 : tensor<256x4x64xf32>
    %cst_450 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1847 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<4x64x256xf32>
    %1848 = stablehlo.multiply %1847, %1734 : tensor<4x64x256xf32>
    %cst_451 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1849 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1850 = stablehlo.multiply %1849, %1740 : tensor<256xf32>
    %cst_452 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1851 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1852 = stablehlo.multiply %1851, %1746 : tensor<256xf32>
    %cst_453 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1854 = stablehlo.multiply %1853, %1752 : tensor<256x4x64xf32>
    %cst_454 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1855 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<256x4x64xf32>
    %1856 = stablehlo.multiply %1855, %1758 : tensor<256x4x64xf32>
    %cst_455 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1857 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1858 = stablehlo.multiply %1857, %1764 : tensor<256x512xf32>
    %cst_456 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1859 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1860 = stablehlo.multiply %1859, %1770 : tensor<256x512xf32>
    %cst_457 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1862 = stablehlo.multiply %1861, %1776 : tensor<512x256xf32>
    %cst_458 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1863 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1864 = stablehlo.multiply %1863, %1782 : tensor<256x1024xf32>
    %cst_459 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1865 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1866 = stablehlo.multiply %1865, %1788 : tensor<1024x256xf32>
    %1867 = stablehlo.add %arg0, %1790 : tensor<256xf32>
    %1868 = stablehlo.add %arg1, %1792 : tensor<256x4x64xf32>
    %1869 = stablehlo.add %arg2, %1794 : tensor<4x64x256xf32>
    %1870 = stablehlo.add %arg3, %1796 : tensor<256xf32>
    %1871 = stablehlo.add %arg4, %1798 : tensor<256xf32>
    %1872 = stablehlo.add %arg5, %1800 : tensor<256x4x64xf32>
    %1873 = stablehlo.add %arg6, %1802 : tensor<256x4x64xf32>
    %1874 = stablehlo.add %arg7, %1804 : tensor<256x512xf32>
    %1875 = stablehlo.add %arg8, %1806 : tensor<256x512xf32>
    %1876 = stablehlo.add %arg9, %1808 : tensor<512x256xf32>
    %1877 = stablehlo.add %arg10, %1810 : tensor<256x4x64xf32>
    %1878 = stablehlo.add %arg11, %1812 : tensor<4x64x256xf32>
    %1879 = stablehlo.add %arg12, %1814 : tensor<256xf32>
    %1880 = stablehlo.add %arg13, %1816 : tensor<256xf32>
    %1881 = stablehlo.add %arg14, %1818 : tensor<256x4x64xf32>
    %1882 = stablehlo.add %arg15, %1820 : tensor<256x4x64xf32>
    %1883 = stablehlo.add %arg16, %1822 : tensor<256x512xf32>
    %1884 = stablehlo.add %arg17, %1824 : tensor<256x512xf32>
    %1885 = stablehlo.add %arg18, %1826 : tensor<512x256xf32>
    %1886 = stablehlo.add %arg19, %1828 : tensor<256x4x64xf32>
    %1887 = stablehlo.add %arg20, %1830 : tensor<4x64x256xf32>
    %1888 = stablehlo.add %arg21, %1832 : tensor<256xf32>
    %1889 = stablehlo.add %arg22, %1834 : tensor<256xf32>
    %1890 = stablehlo.add %arg23, %1836 : tensor<256x4x64xf32>
    %1891 = stablehlo.add %arg24, %1838 : tensor<256x4x64xf32>
    %1892 = stablehlo.add %arg25, %1840 : tensor<256x512xf32>
    %1893 = stablehlo.add %arg26, %1842 : tensor<256x512xf32>
    %1894 = stablehlo.add %arg27, %1844 : tensor<512x256xf32>
    %1895 = stablehlo.add %arg28, %1846 : tensor<256x4x64xf32>
    %1896 = stablehlo.add %arg29, %1848 : tensor<4x64x256xf32>
    %1897 = stablehlo.add %arg30, %1850 : tensor<256xf32>
    %1898 = stablehlo.add %arg31, %1852 : tensor<256xf32>
    %1899 = stablehlo.add %arg32, %1854 : tensor<256x4x64xf32>
    %1900 = stablehlo.add %arg33, %1856 : tensor<256x4x64xf32>
    %1901 = stablehlo.add %arg34, %1858 : tensor<256x512xf32>
    %1902 = stablehlo.add %arg35, %1860 : tensor<256x512xf32>
    %1903 = stablehlo.add %arg36, %1862 : tensor<512x256xf32>
    %1904 = stablehlo.add %arg37, %1864 : tensor<256x1024xf32>
    %1905 = stablehlo.add %arg38, %1866 : tensor<1024x256xf32>
    return %1867, %1868, %1869, %1870, %1871, %1872, %1873, %1874, %1875, %1876, %1877, %1878, %1879, %1880, %1881, %1882, %1883, %1884, %1885, %1886, %1887, %1888, %1889, %1890, %1891, %1892, %1893, %1894, %1895, %1896, %1897, %1898, %1899, %1900, %1901, %1902, %1903, %1904, %1905, %1392, %965, %970, %975, %980, %985, %990, %995, %1000, %1005, %1010, %1015, %1020, %1025, %1030, %1035, %1040, %1045, %1050, %1055, %1060, %1065, %1070, %1075, %1080, %1085, %1090, %1095, %1100, %1105, %1110, %1115, %1120, %1125, %1130, %1135, %1140, %1145, %1150, %1155, %1161, %1167, %1173, %1179, %1185, %1191, %1197, %1203, %1209, %1215, %1221, %1227, %1233, %1239, %1245, %1251, %1257, %1263, %1269, %1275, %1281, %1287, %1293, %1299, %1305, %1311, %1317, %1323, %1329, %1335, %1341, %1347, %1353, %1359, %1365, %1371, %1377, %1383, %1389, %271 : tensor<256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<1024x256xf32>, %arg1: tensor<8x64xi32>) -> (tensor<8x64x256xf32>, tensor<8x64x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x256xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x256xi1>, tensor<8x64x256xf32>
    return %16, %5 : tensor<8x64x256xf32>, tensor<8x64x1xi32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %3 : tensor<8x4x64x64xf32>
  }
  func.func private @silu(%arg0: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x512xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x512xf32>
    return %6 : tensor<8x64x512xf32>
  }
  func.func private @log_softmax(%arg0: tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>) {
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.maximum %1, %0 : tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x1024xf32>
    %6 = stablehlo.exponential %5 : tensor<8x64x1024xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.log %8 : tensor<8x64x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %11 = stablehlo.subtract %5, %10 : tensor<8x64x1024xf32>
    return %11, %6, %8 : tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>
  }
  func.func private @take_along_axis(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<8x64x1xi1>, tensor<8x64x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<8x64x1xi32>) -> tensor<8x64x1x1xi32>
    %c_1 = stablehlo.constant dense<1023> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<8x64x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1x1xi32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<8x64x1x1xi1>, tensor<i1>) -> tensor<8x64x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>) -> tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    return %15, %5 : tensor<8x64x1xf32>, tensor<8x64x1x1xi32>
  }
  func.func private @take_along_axis_1(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @log_softmax_2(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32> {
    %0 = stablehlo.negate %arg2 : tensor<8x64x1024xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %2 = stablehlo.reshape %1 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %2, %arg1 : tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%3 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1024xf32>
    %6 = stablehlo.multiply %5, %arg0 : tensor<8x64x1024xf32>
    %7 = stablehlo.add %arg2, %6 : tensor<8x64x1024xf32>
    return %7 : tensor<8x64x1024xf32>
  }
  func.func private @tril_3(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_4(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %3, %1 : tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>
  }
  func.func private @silu_5(%arg0: tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) {
    %0 = stablehlo.negate %arg0 : tensor<8x64x512xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x512xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x512xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x512xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %7 = stablehlo.subtract %6, %5 : tensor<8x64x512xf32>
    %8 = stablehlo.multiply %5, %7 : tensor<8x64x512xf32>
    %9 = stablehlo.multiply %arg0, %5 : tensor<8x64x512xf32>
    return %9, %5, %8 : tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>
  }
  func.func private @silu_6(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x512xf32>, %arg2: tensor<8x64x512xf32>, %arg3: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x512xf32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x512xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x64x512xf32>
    return %3 : tensor<8x64x512xf32>
  }
  func.func private @_where_7(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @_take_8(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
  func.func private @_where_9(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
