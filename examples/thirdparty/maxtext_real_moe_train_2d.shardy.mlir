module @jit_maxtext_real_moe_train_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "stage"=1, "fsdp"=1, "fsdp_transpose"=1, "sequence"=1, "context"=1, "context_autoregressive"=1, "tensor"=4, "tensor_transpose"=1, "tensor_sequence"=1, "expert"=1, "autoregressive"=1]>
  func.func public @main(%arg0: tensor<i32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<256x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<4x2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<4x2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<4x2x512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"fsdp", "sequence", "tensor_transpose", "context"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<256x2x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<8x2x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<256x2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256x2x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<i32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<4x2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<4x2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<4x2x512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"fsdp", "sequence", "tensor_transpose", "context"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<256x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<256x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<256x2x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<8x2x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256x2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<256x2x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<256x2x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<4x2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<4x2x256x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<4x2x512x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"fsdp", "sequence", "tensor_transpose", "context"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<256x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<256x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<256x2x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<8x2x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<256x2x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<256x2x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 38 : i32}, %arg39: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 39 : i32}, %arg40: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 40 : i32}, %arg41: tensor<i32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg43: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg44: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg45: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg46: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}) -> (tensor<i32> {jax.result_info = "result[0].step"}, tensor<256xf32> {jax.result_info = "result[0].params['params']['decoder']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, tensor<256x2x4xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['gate']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {}]>}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<4x2x512x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"fsdp", "sequence", "tensor_transpose", "context"}]>}, tensor<256x2xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x2xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<8x2x32x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256x2x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['params']['decoder']['logits_dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['params']['token_embedder']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, tensor<256x2x4xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['gate']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {}]>}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<4x2x512x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"fsdp", "sequence", "tensor_transpose", "context"}]>}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<8x2x32x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256x2x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['logits_dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['token_embedder']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, tensor<256x2x4xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['gate']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {}]>}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['wi_0']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['wi_1']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<4x2x512x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{"expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"fsdp", "sequence", "tensor_transpose", "context"}]>}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<8x2x32x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256x2x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['logits_dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['token_embedder']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[2].count"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/grad_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/moe_lb_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/mtp_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/param_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/raw_grad_norm']"}, tensor<i32> {jax.result_info = "result[1]['scalar']['learning/total_weights']"}) {
    %0 = stablehlo.convert %arg13 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %2 = stablehlo.compare  LT, %arg42, %1,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %4 = stablehlo.add %arg42, %3 : tensor<8x128xi32>
    %5 = stablehlo.select %2, %4, %arg42 : tensor<8x128xi1>, tensor<8x128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<8x128x1xi32>) -> tensor<8x128x256xbf16>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %9 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<256x2x4xf32>) -> tensor<2x256x4xf32>
    %10 = stablehlo.transpose %arg3, dims = [1, 0, 2, 3] : (tensor<4x2x256x512xf32>) -> tensor<2x4x256x512xf32>
    %11 = stablehlo.transpose %arg4, dims = [1, 0, 2, 3] : (tensor<4x2x256x512xf32>) -> tensor<2x4x256x512xf32>
    %12 = stablehlo.transpose %arg5, dims = [1, 0, 2, 3] : (tensor<4x2x512x256xf32>) -> tensor<2x4x512x256xf32>
    %13 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<256x2xf32>) -> tensor<2x256xf32>
    %14 = stablehlo.transpose %arg7, dims = [1, 0] : (tensor<256x2xf32>) -> tensor<2x256xf32>
    %15 = stablehlo.transpose %arg8, dims = [1, 0, 2, 3] : (tensor<256x2x4x32xf32>) -> tensor<2x256x4x32xf32>
    %16 = stablehlo.transpose %arg9, dims = [1, 0, 2, 3] : (tensor<8x2x32x256xf32>) -> tensor<2x8x32x256xf32>
    %17 = stablehlo.transpose %arg10, dims = [1, 0, 2, 3] : (tensor<256x2x8x32xf32>) -> tensor<2x256x8x32xf32>
    %18 = stablehlo.transpose %arg11, dims = [1, 0, 2, 3] : (tensor<256x2x4x32xf32>) -> tensor<2x256x4x32xf32>
    %19 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %20 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %22 = stablehlo.multiply %21, %20 : tensor<16xi32>
    %23 = stablehlo.convert %22 : (tensor<16xi32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %25 = stablehlo.divide %23, %24 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %27 = stablehlo.power %26, %25 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %29 = stablehlo.multiply %28, %27 : tensor<16xf32>
    %30 = stablehlo.convert %19 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %33 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %34 = stablehlo.divide %32, %33 : tensor<8x128x1x16xf32>
    %35 = stablehlo.sine %34 : tensor<8x128x1x16xf32>
    %36 = stablehlo.convert %35 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %37 = stablehlo.cosine %34 : tensor<8x128x1x16xf32>
    %38 = stablehlo.convert %37 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %39 = stablehlo.broadcast_in_dim %arg43, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %40 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %42 = stablehlo.multiply %41, %40 : tensor<16xi32>
    %43 = stablehlo.convert %42 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.divide %43, %44 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %47 = stablehlo.power %46, %45 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %49 = stablehlo.multiply %48, %47 : tensor<16xf32>
    %50 = stablehlo.convert %39 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %53 = stablehlo.broadcast_in_dim %51, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x128x1x16xf32>
    %55 = stablehlo.sine %54 : tensor<8x128x1x16xf32>
    %56 = stablehlo.convert %55 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %57 = stablehlo.cosine %54 : tensor<8x128x1x16xf32>
    %58 = stablehlo.convert %57 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %59 = stablehlo.broadcast_in_dim %arg44, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %60 = stablehlo.broadcast_in_dim %arg44, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %62 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %63 = stablehlo.compare  EQ, %61, %62,  SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 3, 4] : (tensor<8x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %65 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %66 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %67 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %68 = stablehlo.add %65, %67 : tensor<128x128xi32>
    %69 = stablehlo.compare  LE, %66, %68,  SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [3, 4] : (tensor<128x128xi1>) -> tensor<1x1x1x128x128xi1>
    %71 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %72 = stablehlo.and %64, %71 : tensor<8x1x1x128x128xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %73 = call @_where(%72, %cst_9, %cst_10) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_11 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %75 = stablehlo.compare  GE, %73, %74,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %76:2 = call @_where_21(%75, %cst_10) : (tensor<8x1x1x128x128xi1>, tensor<f32>) -> (tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>)
    %77:7 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>] manual_axes={"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"} () {
      %863 = func.call @argsort() : () -> tensor<1024xi32>
      %c_253 = stablehlo.constant dense<2> : tensor<i32>
      %864:2 = func.call @floor_divide(%c_253) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
      %c_254 = stablehlo.constant dense<0> : tensor<i32>
      %865 = stablehlo.broadcast_in_dim %c_254, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_255 = stablehlo.constant dense<0> : tensor<i32>
      %866 = func.call @clip(%c_255) : (tensor<i32>) -> tensor<i32>
      %c_256 = stablehlo.constant dense<1> : tensor<i32>
      %867 = stablehlo.broadcast_in_dim %c_256, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %868 = func.call @argsort() : () -> tensor<1024xi32>
      %869 = stablehlo.broadcast_in_dim %864#0, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %870 = stablehlo.broadcast_in_dim %864#1, dims = [] : (tensor<i32>) -> tensor<1xi32>
      %871 = stablehlo.broadcast_in_dim %866, dims = [] : (tensor<i32>) -> tensor<1xi32>
      sdy.return %863, %869, %870, %865, %871, %867, %868 : tensor<1024xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>, tensor<1024xi32>, tensor<1024xi32>
    } : () -> (tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x8x128x256xbf16>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %79:26 = stablehlo.while(%iterArg = %9, %iterArg_253 = %10, %iterArg_254 = %11, %iterArg_255 = %12, %iterArg_256 = %13, %iterArg_257 = %14, %iterArg_258 = %15, %iterArg_259 = %16, %iterArg_260 = %17, %iterArg_261 = %18, %iterArg_262 = %77#0, %iterArg_263 = %77#1, %iterArg_264 = %77#2, %iterArg_265 = %77#3, %iterArg_266 = %77#4, %iterArg_267 = %77#5, %iterArg_268 = %77#6, %iterArg_269 = %58, %iterArg_270 = %56, %iterArg_271 = %38, %iterArg_272 = %36, %iterArg_273 = %76#0, %iterArg_274 = %76#1, %iterArg_275 = %c_13, %iterArg_276 = %8, %iterArg_277 = %78) : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x8x128x256xbf16>
    cond {
      %c_278 = stablehlo.constant dense<2> : tensor<i32>
      %863 = stablehlo.compare  LT, %iterArg_275, %c_278,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %863 : tensor<i1>
    } do {
      %c_278 = stablehlo.constant dense<0> : tensor<i32>
      %c_279 = stablehlo.constant dense<0> : tensor<i32>
      %863 = stablehlo.dynamic_slice %iterArg, %iterArg_275, %c_278, %c_279, sizes = [1, 256, 4] : (tensor<2x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4xf32>
      %864 = stablehlo.reshape %863 : (tensor<1x256x4xf32>) -> tensor<256x4xf32>
      %c_280 = stablehlo.constant dense<0> : tensor<i32>
      %c_281 = stablehlo.constant dense<0> : tensor<i32>
      %c_282 = stablehlo.constant dense<0> : tensor<i32>
      %865 = stablehlo.dynamic_slice %iterArg_253, %iterArg_275, %c_280, %c_281, %c_282, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %866 = stablehlo.reshape %865 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_283 = stablehlo.constant dense<0> : tensor<i32>
      %c_284 = stablehlo.constant dense<0> : tensor<i32>
      %c_285 = stablehlo.constant dense<0> : tensor<i32>
      %867 = stablehlo.dynamic_slice %iterArg_254, %iterArg_275, %c_283, %c_284, %c_285, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %868 = stablehlo.reshape %867 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_286 = stablehlo.constant dense<0> : tensor<i32>
      %c_287 = stablehlo.constant dense<0> : tensor<i32>
      %c_288 = stablehlo.constant dense<0> : tensor<i32>
      %869 = stablehlo.dynamic_slice %iterArg_255, %iterArg_275, %c_286, %c_287, %c_288, sizes = [1, 4, 512, 256] : (tensor<2x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x256xf32>
      %870 = stablehlo.reshape %869 : (tensor<1x4x512x256xf32>) -> tensor<4x512x256xf32>
      %c_289 = stablehlo.constant dense<0> : tensor<i32>
      %871 = stablehlo.dynamic_slice %iterArg_256, %iterArg_275, %c_289, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %872 = stablehlo.reshape %871 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_290 = stablehlo.constant dense<0> : tensor<i32>
      %873 = stablehlo.dynamic_slice %iterArg_257, %iterArg_275, %c_290, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %874 = stablehlo.reshape %873 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_291 = stablehlo.constant dense<0> : tensor<i32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %c_293 = stablehlo.constant dense<0> : tensor<i32>
      %875 = stablehlo.dynamic_slice %iterArg_258, %iterArg_275, %c_291, %c_292, %c_293, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %876 = stablehlo.reshape %875 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %877 = stablehlo.dynamic_slice %iterArg_259, %iterArg_275, %c_294, %c_295, %c_296, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %878 = stablehlo.reshape %877 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %879 = stablehlo.dynamic_slice %iterArg_260, %iterArg_275, %c_297, %c_298, %c_299, sizes = [1, 256, 8, 32] : (tensor<2x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %880 = stablehlo.reshape %879 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %881 = stablehlo.dynamic_slice %iterArg_261, %iterArg_275, %c_300, %c_301, %c_302, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %882 = stablehlo.reshape %881 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %883:2 = func.call @closed_call(%iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_274, %iterArg_276, %864, %866, %868, %870, %872, %874, %876, %878, %880, %882) : (tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>) -> (tensor<8x128x256xbf16>, tensor<8x128x256xbf16>)
      %884 = stablehlo.broadcast_in_dim %883#1, dims = [1, 2, 3] : (tensor<8x128x256xbf16>) -> tensor<1x8x128x256xbf16>
      %c_303 = stablehlo.constant dense<0> : tensor<i32>
      %c_304 = stablehlo.constant dense<0> : tensor<i32>
      %c_305 = stablehlo.constant dense<0> : tensor<i32>
      %885 = stablehlo.dynamic_update_slice %iterArg_277, %884, %iterArg_275, %c_303, %c_304, %c_305 : (tensor<2x8x128x256xbf16>, tensor<1x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x128x256xbf16>
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %886 = stablehlo.add %iterArg_275, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_274, %886, %883#0, %885 : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x8x128x256xbf16>
    }
    %80 = stablehlo.convert %79#24 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %81 = stablehlo.multiply %80, %80 : tensor<8x128x256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %83 = stablehlo.multiply %82, %80 : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%81 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x128x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %89 = stablehlo.add %87, %88 : tensor<8x128x1xf32>
    %90 = stablehlo.rsqrt %89 : tensor<8x128x1xf32>
    %91 = stablehlo.divide %90, %89 : tensor<8x128x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %93 = stablehlo.multiply %92, %91 : tensor<8x128x1xf32>
    %94 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %95 = stablehlo.multiply %80, %94 : tensor<8x128x256xf32>
    %96 = stablehlo.convert %95 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %97 = stablehlo.convert %arg1 : (tensor<256xf32>) -> tensor<256xbf16>
    %98 = stablehlo.broadcast_in_dim %97, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %100 = stablehlo.multiply %96, %99 : tensor<8x128x256xbf16>
    %101 = stablehlo.convert %arg12 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %102 = stablehlo.dot_general %100, %101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x1024xbf16>
    %103 = sdy.sharding_constraint %102 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x1024xbf16>
    %104 = stablehlo.convert %103 : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xf32>
    %105 = call @_one_hot(%arg45) : (tensor<8x128xi32>) -> tensor<8x128x1024xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.reduce(%104 init: %cst_19) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %107 = stablehlo.broadcast_in_dim %106, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %109 = stablehlo.subtract %104, %108 : tensor<8x128x1024xf32>
    %110 = stablehlo.exponential %109 : tensor<8x128x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %111 = stablehlo.reduce(%110 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %113 = stablehlo.log %112 : tensor<8x128x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %115 = stablehlo.subtract %109, %114 : tensor<8x128x1024xf32>
    %116 = stablehlo.multiply %105, %115 : tensor<8x128x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %117 = stablehlo.reduce(%116 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %118 = stablehlo.negate %117 : tensor<8x128xf32>
    %119 = stablehlo.log %112 : tensor<8x128x1xf32>
    %120 = stablehlo.add %119, %107 : tensor<8x128x1xf32>
    %121 = stablehlo.reshape %120 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %122 = stablehlo.multiply %121, %121 : tensor<8x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %124 = stablehlo.multiply %123, %122 : tensor<8x128xf32>
    %125 = stablehlo.add %118, %124 : tensor<8x128xf32>
    %126 = sdy.sharding_constraint %125 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {}]> : tensor<8x128xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %127 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %128 = stablehlo.compare  NE, %arg46, %127,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %129 = stablehlo.convert %128 : (tensor<8x128xi1>) -> tensor<8x128xf32>
    %130 = stablehlo.multiply %126, %129 : tensor<8x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %132 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %133 = stablehlo.compare  NE, %arg46, %132,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %134 = stablehlo.convert %133 : (tensor<8x128xi1>) -> tensor<8x128xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %135 = stablehlo.reduce(%134 init: %c_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xi32>, tensor<i32>) -> tensor<i32>
    %136 = stablehlo.convert %135 : (tensor<i32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %137 = stablehlo.add %136, %cst_27 : tensor<f32>
    %138 = stablehlo.convert %137 : tensor<f32>
    %139 = stablehlo.divide %131, %138 : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%cst_28 init: %cst_29) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %141 = stablehlo.divide %140, %cst_30 : tensor<f32>
    %142 = stablehlo.add %139, %141 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<f32>
    %144 = stablehlo.divide %143, %138 : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %144, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %146 = stablehlo.multiply %145, %129 : tensor<8x128xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {}]> : tensor<8x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %149 = stablehlo.multiply %148, %121 : tensor<8x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %151 = stablehlo.add %150, %149 : tensor<8x128xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %153 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %154 = stablehlo.multiply %153, %110 : tensor<8x128x1024xf32>
    %155 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %156 = stablehlo.divide %154, %155 : tensor<8x128x1024xf32>
    %157 = stablehlo.subtract %156, %105 : tensor<8x128x1024xf32>
    %158 = stablehlo.broadcast_in_dim %147, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %160 = stablehlo.multiply %159, %157 : tensor<8x128x1024xf32>
    %161 = stablehlo.convert %160 : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xbf16>
    %162 = sdy.sharding_constraint %161 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x1024xbf16>
    %163 = stablehlo.dot_general %162, %100, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %164 = stablehlo.transpose %163, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %165 = stablehlo.dot_general %162, %101, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x256xbf16>
    %166 = stablehlo.convert %164 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %167 = stablehlo.multiply %96, %165 : tensor<8x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %168 = stablehlo.reduce(%167 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %169 = stablehlo.reshape %168 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %170 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %171 = stablehlo.multiply %165, %170 : tensor<8x128x256xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %172 = stablehlo.reduce(%169 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %173 = stablehlo.convert %172 : (tensor<256xbf16>) -> tensor<256xf32>
    %174 = stablehlo.convert %171 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %175 = stablehlo.multiply %80, %174 : tensor<8x128x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %176 = stablehlo.reduce(%175 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %177 = stablehlo.reshape %176 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %178 = stablehlo.broadcast_in_dim %90, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %179 = stablehlo.multiply %174, %178 : tensor<8x128x256xf32>
    %180 = stablehlo.multiply %177, %93 : tensor<8x128x1xf32>
    %cst_37 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %182 = stablehlo.divide %180, %181 : tensor<8x128x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.reduce(%182 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %185 = stablehlo.multiply %184, %83 : tensor<8x128x256xf32>
    %186 = stablehlo.add %179, %185 : tensor<8x128x256xf32>
    %187 = stablehlo.convert %186 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x256x4xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x4x256x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x256x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x4x512x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %192 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %194 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256x4x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256x8x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x256x4x32xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %198:25 = stablehlo.while(%iterArg = %9, %iterArg_253 = %10, %iterArg_254 = %11, %iterArg_255 = %12, %iterArg_256 = %13, %iterArg_257 = %14, %iterArg_258 = %15, %iterArg_259 = %16, %iterArg_260 = %17, %iterArg_261 = %18, %iterArg_262 = %79#25, %iterArg_263 = %arg44, %iterArg_264 = %arg43, %iterArg_265 = %c_49, %iterArg_266 = %187, %iterArg_267 = %188, %iterArg_268 = %189, %iterArg_269 = %190, %iterArg_270 = %191, %iterArg_271 = %192, %iterArg_272 = %193, %iterArg_273 = %194, %iterArg_274 = %195, %iterArg_275 = %196, %iterArg_276 = %197) : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<2x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>
    cond {
      %c_277 = stablehlo.constant dense<2> : tensor<i32>
      %863 = stablehlo.compare  LT, %iterArg_265, %c_277,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %863 : tensor<i1>
    } do {
      %c_277 = stablehlo.constant dense<2> : tensor<i32>
      %863 = stablehlo.subtract %c_277, %iterArg_265 : tensor<i32>
      %c_278 = stablehlo.constant dense<1> : tensor<i32>
      %864 = stablehlo.subtract %863, %c_278 : tensor<i32>
      %c_279 = stablehlo.constant dense<0> : tensor<i32>
      %c_280 = stablehlo.constant dense<0> : tensor<i32>
      %865 = stablehlo.dynamic_slice %iterArg, %864, %c_279, %c_280, sizes = [1, 256, 4] : (tensor<2x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4xf32>
      %866 = stablehlo.reshape %865 : (tensor<1x256x4xf32>) -> tensor<256x4xf32>
      %c_281 = stablehlo.constant dense<0> : tensor<i32>
      %c_282 = stablehlo.constant dense<0> : tensor<i32>
      %c_283 = stablehlo.constant dense<0> : tensor<i32>
      %867 = stablehlo.dynamic_slice %iterArg_253, %864, %c_281, %c_282, %c_283, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %868 = stablehlo.reshape %867 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_284 = stablehlo.constant dense<0> : tensor<i32>
      %c_285 = stablehlo.constant dense<0> : tensor<i32>
      %c_286 = stablehlo.constant dense<0> : tensor<i32>
      %869 = stablehlo.dynamic_slice %iterArg_254, %864, %c_284, %c_285, %c_286, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %870 = stablehlo.reshape %869 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_287 = stablehlo.constant dense<0> : tensor<i32>
      %c_288 = stablehlo.constant dense<0> : tensor<i32>
      %c_289 = stablehlo.constant dense<0> : tensor<i32>
      %871 = stablehlo.dynamic_slice %iterArg_255, %864, %c_287, %c_288, %c_289, sizes = [1, 4, 512, 256] : (tensor<2x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x256xf32>
      %872 = stablehlo.reshape %871 : (tensor<1x4x512x256xf32>) -> tensor<4x512x256xf32>
      %c_290 = stablehlo.constant dense<0> : tensor<i32>
      %873 = stablehlo.dynamic_slice %iterArg_256, %864, %c_290, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %874 = stablehlo.reshape %873 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_291 = stablehlo.constant dense<0> : tensor<i32>
      %875 = stablehlo.dynamic_slice %iterArg_257, %864, %c_291, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %876 = stablehlo.reshape %875 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %c_293 = stablehlo.constant dense<0> : tensor<i32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %877 = stablehlo.dynamic_slice %iterArg_258, %864, %c_292, %c_293, %c_294, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %878 = stablehlo.reshape %877 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %879 = stablehlo.dynamic_slice %iterArg_259, %864, %c_295, %c_296, %c_297, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %880 = stablehlo.reshape %879 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %881 = stablehlo.dynamic_slice %iterArg_260, %864, %c_298, %c_299, %c_300, sizes = [1, 256, 8, 32] : (tensor<2x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %882 = stablehlo.reshape %881 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %c_303 = stablehlo.constant dense<0> : tensor<i32>
      %883 = stablehlo.dynamic_slice %iterArg_261, %864, %c_301, %c_302, %c_303, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %884 = stablehlo.reshape %883 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_304 = stablehlo.constant dense<0> : tensor<i32>
      %c_305 = stablehlo.constant dense<0> : tensor<i32>
      %c_306 = stablehlo.constant dense<0> : tensor<i32>
      %885 = stablehlo.dynamic_slice %iterArg_262, %864, %c_304, %c_305, %c_306, sizes = [1, 8, 128, 256] : (tensor<2x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x256xbf16>
      %886 = stablehlo.reshape %885 : (tensor<1x8x128x256xbf16>) -> tensor<8x128x256xbf16>
      %887:11 = func.call @closed_call_242(%iterArg_263, %iterArg_264, %iterArg_266, %866, %868, %870, %872, %874, %876, %878, %880, %882, %884, %886) : (tensor<8x128xi32>, tensor<8x128xi32>, tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>)
      %888 = stablehlo.broadcast_in_dim %887#1, dims = [1, 2] : (tensor<256x4xf32>) -> tensor<1x256x4xf32>
      %c_307 = stablehlo.constant dense<0> : tensor<i32>
      %c_308 = stablehlo.constant dense<0> : tensor<i32>
      %889 = stablehlo.dynamic_update_slice %iterArg_267, %888, %864, %c_307, %c_308 : (tensor<2x256x4xf32>, tensor<1x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4xf32>
      %890 = stablehlo.broadcast_in_dim %887#2, dims = [1, 2, 3] : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_309 = stablehlo.constant dense<0> : tensor<i32>
      %c_310 = stablehlo.constant dense<0> : tensor<i32>
      %c_311 = stablehlo.constant dense<0> : tensor<i32>
      %891 = stablehlo.dynamic_update_slice %iterArg_268, %890, %864, %c_309, %c_310, %c_311 : (tensor<2x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x512xf32>
      %892 = stablehlo.broadcast_in_dim %887#3, dims = [1, 2, 3] : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_312 = stablehlo.constant dense<0> : tensor<i32>
      %c_313 = stablehlo.constant dense<0> : tensor<i32>
      %c_314 = stablehlo.constant dense<0> : tensor<i32>
      %893 = stablehlo.dynamic_update_slice %iterArg_269, %892, %864, %c_312, %c_313, %c_314 : (tensor<2x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x512xf32>
      %894 = stablehlo.broadcast_in_dim %887#4, dims = [1, 2, 3] : (tensor<4x512x256xf32>) -> tensor<1x4x512x256xf32>
      %c_315 = stablehlo.constant dense<0> : tensor<i32>
      %c_316 = stablehlo.constant dense<0> : tensor<i32>
      %c_317 = stablehlo.constant dense<0> : tensor<i32>
      %895 = stablehlo.dynamic_update_slice %iterArg_270, %894, %864, %c_315, %c_316, %c_317 : (tensor<2x4x512x256xf32>, tensor<1x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x512x256xf32>
      %896 = stablehlo.broadcast_in_dim %887#5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_318 = stablehlo.constant dense<0> : tensor<i32>
      %897 = stablehlo.dynamic_update_slice %iterArg_271, %896, %864, %c_318 : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
      %898 = stablehlo.broadcast_in_dim %887#6, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_319 = stablehlo.constant dense<0> : tensor<i32>
      %899 = stablehlo.dynamic_update_slice %iterArg_272, %898, %864, %c_319 : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
      %900 = stablehlo.broadcast_in_dim %887#7, dims = [1, 2, 3] : (tensor<256x4x32xf32>) -> tensor<1x256x4x32xf32>
      %c_320 = stablehlo.constant dense<0> : tensor<i32>
      %c_321 = stablehlo.constant dense<0> : tensor<i32>
      %c_322 = stablehlo.constant dense<0> : tensor<i32>
      %901 = stablehlo.dynamic_update_slice %iterArg_273, %900, %864, %c_320, %c_321, %c_322 : (tensor<2x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4x32xf32>
      %902 = stablehlo.broadcast_in_dim %887#8, dims = [1, 2, 3] : (tensor<8x32x256xf32>) -> tensor<1x8x32x256xf32>
      %c_323 = stablehlo.constant dense<0> : tensor<i32>
      %c_324 = stablehlo.constant dense<0> : tensor<i32>
      %c_325 = stablehlo.constant dense<0> : tensor<i32>
      %903 = stablehlo.dynamic_update_slice %iterArg_274, %902, %864, %c_323, %c_324, %c_325 : (tensor<2x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %904 = stablehlo.broadcast_in_dim %887#9, dims = [1, 2, 3] : (tensor<256x8x32xf32>) -> tensor<1x256x8x32xf32>
      %c_326 = stablehlo.constant dense<0> : tensor<i32>
      %c_327 = stablehlo.constant dense<0> : tensor<i32>
      %c_328 = stablehlo.constant dense<0> : tensor<i32>
      %905 = stablehlo.dynamic_update_slice %iterArg_275, %904, %864, %c_326, %c_327, %c_328 : (tensor<2x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x8x32xf32>
      %906 = stablehlo.broadcast_in_dim %887#10, dims = [1, 2, 3] : (tensor<256x4x32xf32>) -> tensor<1x256x4x32xf32>
      %c_329 = stablehlo.constant dense<0> : tensor<i32>
      %c_330 = stablehlo.constant dense<0> : tensor<i32>
      %c_331 = stablehlo.constant dense<0> : tensor<i32>
      %907 = stablehlo.dynamic_update_slice %iterArg_276, %906, %864, %c_329, %c_330, %c_331 : (tensor<2x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4x32xf32>
      %908 = stablehlo.add %iterArg_265, %c_278 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %908, %887#0, %889, %891, %893, %895, %897, %899, %901, %903, %905, %907 : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<2x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>
    }
    %199 = stablehlo.transpose %198#24, dims = [1, 0, 2, 3] : (tensor<2x256x4x32xf32>) -> tensor<256x2x4x32xf32>
    %200 = stablehlo.transpose %198#23, dims = [1, 0, 2, 3] : (tensor<2x256x8x32xf32>) -> tensor<256x2x8x32xf32>
    %201 = stablehlo.transpose %198#22, dims = [1, 0, 2, 3] : (tensor<2x8x32x256xf32>) -> tensor<8x2x32x256xf32>
    %202 = stablehlo.transpose %198#21, dims = [1, 0, 2, 3] : (tensor<2x256x4x32xf32>) -> tensor<256x2x4x32xf32>
    %203 = stablehlo.transpose %198#20, dims = [1, 0] : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %204 = stablehlo.transpose %198#19, dims = [1, 0] : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %205 = stablehlo.transpose %198#18, dims = [1, 0, 2, 3] : (tensor<2x4x512x256xf32>) -> tensor<4x2x512x256xf32>
    %206 = stablehlo.transpose %198#17, dims = [1, 0, 2, 3] : (tensor<2x4x256x512xf32>) -> tensor<4x2x256x512xf32>
    %207 = stablehlo.transpose %198#16, dims = [1, 0, 2, 3] : (tensor<2x4x256x512xf32>) -> tensor<4x2x256x512xf32>
    %208 = stablehlo.transpose %198#15, dims = [1, 0, 2] : (tensor<2x256x4xf32>) -> tensor<256x2x4xf32>
    %209 = sdy.sharding_constraint %198#14 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %210 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<1024x256xbf16>
    %211 = "stablehlo.scatter"(%210, %6, %209) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg47: tensor<bf16>, %arg48: tensor<bf16>):
      %863 = stablehlo.add %arg47, %arg48 : tensor<bf16>
      stablehlo.return %863 : tensor<bf16>
    }) : (tensor<1024x256xbf16>, tensor<8x128x1xi32>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %212 = stablehlo.convert %211 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %213 = stablehlo.multiply %173, %173 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %215 = stablehlo.multiply %214, %214 : tensor<256xf32>
    %216 = stablehlo.add %213, %215 : tensor<256xf32>
    %217 = stablehlo.multiply %208, %208 : tensor<256x2x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %218 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %219 = stablehlo.multiply %218, %218 : tensor<256x2x4xf32>
    %220 = stablehlo.add %217, %219 : tensor<256x2x4xf32>
    %221 = stablehlo.multiply %207, %207 : tensor<4x2x256x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %223 = stablehlo.multiply %222, %222 : tensor<4x2x256x512xf32>
    %224 = stablehlo.add %221, %223 : tensor<4x2x256x512xf32>
    %225 = stablehlo.multiply %206, %206 : tensor<4x2x256x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %227 = stablehlo.multiply %226, %226 : tensor<4x2x256x512xf32>
    %228 = stablehlo.add %225, %227 : tensor<4x2x256x512xf32>
    %229 = stablehlo.multiply %205, %205 : tensor<4x2x512x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %231 = stablehlo.multiply %230, %230 : tensor<4x2x512x256xf32>
    %232 = stablehlo.add %229, %231 : tensor<4x2x512x256xf32>
    %233 = stablehlo.multiply %204, %204 : tensor<256x2xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %235 = stablehlo.multiply %234, %234 : tensor<256x2xf32>
    %236 = stablehlo.add %233, %235 : tensor<256x2xf32>
    %237 = stablehlo.multiply %203, %203 : tensor<256x2xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %239 = stablehlo.multiply %238, %238 : tensor<256x2xf32>
    %240 = stablehlo.add %237, %239 : tensor<256x2xf32>
    %241 = stablehlo.multiply %202, %202 : tensor<256x2x4x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %243 = stablehlo.multiply %242, %242 : tensor<256x2x4x32xf32>
    %244 = stablehlo.add %241, %243 : tensor<256x2x4x32xf32>
    %245 = stablehlo.multiply %201, %201 : tensor<8x2x32x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %247 = stablehlo.multiply %246, %246 : tensor<8x2x32x256xf32>
    %248 = stablehlo.add %245, %247 : tensor<8x2x32x256xf32>
    %249 = stablehlo.multiply %200, %200 : tensor<256x2x8x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %251 = stablehlo.multiply %250, %250 : tensor<256x2x8x32xf32>
    %252 = stablehlo.add %249, %251 : tensor<256x2x8x32xf32>
    %253 = stablehlo.multiply %199, %199 : tensor<256x2x4x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %255 = stablehlo.multiply %254, %254 : tensor<256x2x4x32xf32>
    %256 = stablehlo.add %253, %255 : tensor<256x2x4x32xf32>
    %257 = stablehlo.multiply %166, %166 : tensor<256x1024xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %259 = stablehlo.multiply %258, %258 : tensor<256x1024xf32>
    %260 = stablehlo.add %257, %259 : tensor<256x1024xf32>
    %261 = stablehlo.multiply %212, %212 : tensor<1024x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %263 = stablehlo.multiply %262, %262 : tensor<1024x256xf32>
    %264 = stablehlo.add %261, %263 : tensor<1024x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%216 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%220 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.reduce(%224 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.reduce(%228 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%232 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%236 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.reduce(%240 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%244 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.reduce(%248 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%252 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%256 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%260 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %277 = stablehlo.reduce(%264 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.add %cst_77, %265 : tensor<f32>
    %279 = stablehlo.add %278, %266 : tensor<f32>
    %280 = stablehlo.add %279, %267 : tensor<f32>
    %281 = stablehlo.add %280, %268 : tensor<f32>
    %282 = stablehlo.add %281, %269 : tensor<f32>
    %283 = stablehlo.add %282, %270 : tensor<f32>
    %284 = stablehlo.add %283, %271 : tensor<f32>
    %285 = stablehlo.add %284, %272 : tensor<f32>
    %286 = stablehlo.add %285, %273 : tensor<f32>
    %287 = stablehlo.add %286, %274 : tensor<f32>
    %288 = stablehlo.add %287, %275 : tensor<f32>
    %289 = stablehlo.add %288, %276 : tensor<f32>
    %290 = stablehlo.add %289, %277 : tensor<f32>
    %291 = stablehlo.sqrt %290 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.compare  LT, %291, %cst_78,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %293 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %294 = stablehlo.divide %173, %293 : tensor<256xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %296 = stablehlo.multiply %294, %295 : tensor<256xf32>
    %297 = stablehlo.select %292, %173, %296 : tensor<i1>, tensor<256xf32>
    %298 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %299 = stablehlo.divide %208, %298 : tensor<256x2x4xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %301 = stablehlo.multiply %299, %300 : tensor<256x2x4xf32>
    %302 = stablehlo.select %292, %208, %301 : tensor<i1>, tensor<256x2x4xf32>
    %303 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %304 = stablehlo.divide %207, %303 : tensor<4x2x256x512xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %306 = stablehlo.multiply %304, %305 : tensor<4x2x256x512xf32>
    %307 = stablehlo.select %292, %207, %306 : tensor<i1>, tensor<4x2x256x512xf32>
    %308 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %309 = stablehlo.divide %206, %308 : tensor<4x2x256x512xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %311 = stablehlo.multiply %309, %310 : tensor<4x2x256x512xf32>
    %312 = stablehlo.select %292, %206, %311 : tensor<i1>, tensor<4x2x256x512xf32>
    %313 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %314 = stablehlo.divide %205, %313 : tensor<4x2x512x256xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %316 = stablehlo.multiply %314, %315 : tensor<4x2x512x256xf32>
    %317 = stablehlo.select %292, %205, %316 : tensor<i1>, tensor<4x2x512x256xf32>
    %318 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %319 = stablehlo.divide %204, %318 : tensor<256x2xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %321 = stablehlo.multiply %319, %320 : tensor<256x2xf32>
    %322 = stablehlo.select %292, %204, %321 : tensor<i1>, tensor<256x2xf32>
    %323 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %324 = stablehlo.divide %203, %323 : tensor<256x2xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %326 = stablehlo.multiply %324, %325 : tensor<256x2xf32>
    %327 = stablehlo.select %292, %203, %326 : tensor<i1>, tensor<256x2xf32>
    %328 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %329 = stablehlo.divide %202, %328 : tensor<256x2x4x32xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %331 = stablehlo.multiply %329, %330 : tensor<256x2x4x32xf32>
    %332 = stablehlo.select %292, %202, %331 : tensor<i1>, tensor<256x2x4x32xf32>
    %333 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %334 = stablehlo.divide %201, %333 : tensor<8x2x32x256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %336 = stablehlo.multiply %334, %335 : tensor<8x2x32x256xf32>
    %337 = stablehlo.select %292, %201, %336 : tensor<i1>, tensor<8x2x32x256xf32>
    %338 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %339 = stablehlo.divide %200, %338 : tensor<256x2x8x32xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %341 = stablehlo.multiply %339, %340 : tensor<256x2x8x32xf32>
    %342 = stablehlo.select %292, %200, %341 : tensor<i1>, tensor<256x2x8x32xf32>
    %343 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %344 = stablehlo.divide %199, %343 : tensor<256x2x4x32xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %346 = stablehlo.multiply %344, %345 : tensor<256x2x4x32xf32>
    %347 = stablehlo.select %292, %199, %346 : tensor<i1>, tensor<256x2x4x32xf32>
    %348 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %349 = stablehlo.divide %166, %348 : tensor<256x1024xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %351 = stablehlo.multiply %349, %350 : tensor<256x1024xf32>
    %352 = stablehlo.select %292, %166, %351 : tensor<i1>, tensor<256x1024xf32>
    %353 = stablehlo.broadcast_in_dim %291, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %354 = stablehlo.divide %212, %353 : tensor<1024x256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %356 = stablehlo.multiply %354, %355 : tensor<1024x256xf32>
    %357 = stablehlo.select %292, %212, %356 : tensor<i1>, tensor<1024x256xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %358 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %359 = stablehlo.multiply %358, %297 : tensor<256xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %361 = stablehlo.multiply %360, %arg15 : tensor<256xf32>
    %362 = stablehlo.add %359, %361 : tensor<256xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %363 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %364 = stablehlo.multiply %363, %302 : tensor<256x2x4xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %366 = stablehlo.multiply %365, %arg16 : tensor<256x2x4xf32>
    %367 = stablehlo.add %364, %366 : tensor<256x2x4xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %368 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %369 = stablehlo.multiply %368, %307 : tensor<4x2x256x512xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %371 = stablehlo.multiply %370, %arg17 : tensor<4x2x256x512xf32>
    %372 = stablehlo.add %369, %371 : tensor<4x2x256x512xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %373 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %374 = stablehlo.multiply %373, %312 : tensor<4x2x256x512xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %376 = stablehlo.multiply %375, %arg18 : tensor<4x2x256x512xf32>
    %377 = stablehlo.add %374, %376 : tensor<4x2x256x512xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %379 = stablehlo.multiply %378, %317 : tensor<4x2x512x256xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %381 = stablehlo.multiply %380, %arg19 : tensor<4x2x512x256xf32>
    %382 = stablehlo.add %379, %381 : tensor<4x2x512x256xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %384 = stablehlo.multiply %383, %322 : tensor<256x2xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %386 = stablehlo.multiply %385, %arg20 : tensor<256x2xf32>
    %387 = stablehlo.add %384, %386 : tensor<256x2xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %388 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %389 = stablehlo.multiply %388, %327 : tensor<256x2xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %391 = stablehlo.multiply %390, %arg21 : tensor<256x2xf32>
    %392 = stablehlo.add %389, %391 : tensor<256x2xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %393 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %394 = stablehlo.multiply %393, %332 : tensor<256x2x4x32xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %396 = stablehlo.multiply %395, %arg22 : tensor<256x2x4x32xf32>
    %397 = stablehlo.add %394, %396 : tensor<256x2x4x32xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %398 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %399 = stablehlo.multiply %398, %337 : tensor<8x2x32x256xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %401 = stablehlo.multiply %400, %arg23 : tensor<8x2x32x256xf32>
    %402 = stablehlo.add %399, %401 : tensor<8x2x32x256xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %404 = stablehlo.multiply %403, %342 : tensor<256x2x8x32xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %406 = stablehlo.multiply %405, %arg24 : tensor<256x2x8x32xf32>
    %407 = stablehlo.add %404, %406 : tensor<256x2x8x32xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %408 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %409 = stablehlo.multiply %408, %347 : tensor<256x2x4x32xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %411 = stablehlo.multiply %410, %arg25 : tensor<256x2x4x32xf32>
    %412 = stablehlo.add %409, %411 : tensor<256x2x4x32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %414 = stablehlo.multiply %413, %352 : tensor<256x1024xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %416 = stablehlo.multiply %415, %arg26 : tensor<256x1024xf32>
    %417 = stablehlo.add %414, %416 : tensor<256x1024xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %418 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %419 = stablehlo.multiply %418, %357 : tensor<1024x256xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %421 = stablehlo.multiply %420, %arg27 : tensor<1024x256xf32>
    %422 = stablehlo.add %419, %421 : tensor<1024x256xf32>
    %423 = stablehlo.multiply %297, %297 : tensor<256xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %425 = stablehlo.multiply %424, %423 : tensor<256xf32>
    %cst_119 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %427 = stablehlo.multiply %426, %arg28 : tensor<256xf32>
    %428 = stablehlo.add %425, %427 : tensor<256xf32>
    %429 = stablehlo.multiply %302, %302 : tensor<256x2x4xf32>
    %cst_120 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %431 = stablehlo.multiply %430, %429 : tensor<256x2x4xf32>
    %cst_121 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %433 = stablehlo.multiply %432, %arg29 : tensor<256x2x4xf32>
    %434 = stablehlo.add %431, %433 : tensor<256x2x4xf32>
    %435 = stablehlo.multiply %307, %307 : tensor<4x2x256x512xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %436 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %437 = stablehlo.multiply %436, %435 : tensor<4x2x256x512xf32>
    %cst_123 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %439 = stablehlo.multiply %438, %arg30 : tensor<4x2x256x512xf32>
    %440 = stablehlo.add %437, %439 : tensor<4x2x256x512xf32>
    %441 = stablehlo.multiply %312, %312 : tensor<4x2x256x512xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %443 = stablehlo.multiply %442, %441 : tensor<4x2x256x512xf32>
    %cst_125 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %445 = stablehlo.multiply %444, %arg31 : tensor<4x2x256x512xf32>
    %446 = stablehlo.add %443, %445 : tensor<4x2x256x512xf32>
    %447 = stablehlo.multiply %317, %317 : tensor<4x2x512x256xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %449 = stablehlo.multiply %448, %447 : tensor<4x2x512x256xf32>
    %cst_127 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %451 = stablehlo.multiply %450, %arg32 : tensor<4x2x512x256xf32>
    %452 = stablehlo.add %449, %451 : tensor<4x2x512x256xf32>
    %453 = stablehlo.multiply %322, %322 : tensor<256x2xf32>
    %cst_128 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %455 = stablehlo.multiply %454, %453 : tensor<256x2xf32>
    %cst_129 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %457 = stablehlo.multiply %456, %arg33 : tensor<256x2xf32>
    %458 = stablehlo.add %455, %457 : tensor<256x2xf32>
    %459 = stablehlo.multiply %327, %327 : tensor<256x2xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %461 = stablehlo.multiply %460, %459 : tensor<256x2xf32>
    %cst_131 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %463 = stablehlo.multiply %462, %arg34 : tensor<256x2xf32>
    %464 = stablehlo.add %461, %463 : tensor<256x2xf32>
    %465 = stablehlo.multiply %332, %332 : tensor<256x2x4x32xf32>
    %cst_132 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %467 = stablehlo.multiply %466, %465 : tensor<256x2x4x32xf32>
    %cst_133 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %469 = stablehlo.multiply %468, %arg35 : tensor<256x2x4x32xf32>
    %470 = stablehlo.add %467, %469 : tensor<256x2x4x32xf32>
    %471 = stablehlo.multiply %337, %337 : tensor<8x2x32x256xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %473 = stablehlo.multiply %472, %471 : tensor<8x2x32x256xf32>
    %cst_135 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %475 = stablehlo.multiply %474, %arg36 : tensor<8x2x32x256xf32>
    %476 = stablehlo.add %473, %475 : tensor<8x2x32x256xf32>
    %477 = stablehlo.multiply %342, %342 : tensor<256x2x8x32xf32>
    %cst_136 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %479 = stablehlo.multiply %478, %477 : tensor<256x2x8x32xf32>
    %cst_137 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %481 = stablehlo.multiply %480, %arg37 : tensor<256x2x8x32xf32>
    %482 = stablehlo.add %479, %481 : tensor<256x2x8x32xf32>
    %483 = stablehlo.multiply %347, %347 : tensor<256x2x4x32xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %485 = stablehlo.multiply %484, %483 : tensor<256x2x4x32xf32>
    %cst_139 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %487 = stablehlo.multiply %486, %arg38 : tensor<256x2x4x32xf32>
    %488 = stablehlo.add %485, %487 : tensor<256x2x4x32xf32>
    %489 = stablehlo.multiply %352, %352 : tensor<256x1024xf32>
    %cst_140 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %491 = stablehlo.multiply %490, %489 : tensor<256x1024xf32>
    %cst_141 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %493 = stablehlo.multiply %492, %arg39 : tensor<256x1024xf32>
    %494 = stablehlo.add %491, %493 : tensor<256x1024xf32>
    %495 = stablehlo.multiply %357, %357 : tensor<1024x256xf32>
    %cst_142 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %497 = stablehlo.multiply %496, %495 : tensor<1024x256xf32>
    %cst_143 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %499 = stablehlo.multiply %498, %arg40 : tensor<1024x256xf32>
    %500 = stablehlo.add %497, %499 : tensor<1024x256xf32>
    %c_144 = stablehlo.constant dense<2147483647> : tensor<i32>
    %501 = stablehlo.compare  LT, %arg14, %c_144,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_145 = stablehlo.constant dense<1> : tensor<i32>
    %502 = stablehlo.add %arg14, %c_145 : tensor<i32>
    %c_146 = stablehlo.constant dense<2147483647> : tensor<i32>
    %503 = call @_where_531(%501, %502, %c_146) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %504 = stablehlo.convert %503 : (tensor<i32>) -> tensor<f32>
    %505 = stablehlo.power %cst_147, %504 : tensor<f32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %506 = stablehlo.subtract %cst_148, %505 : tensor<f32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %508 = stablehlo.divide %362, %507 : tensor<256xf32>
    %509 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %510 = stablehlo.divide %367, %509 : tensor<256x2x4xf32>
    %511 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %512 = stablehlo.divide %372, %511 : tensor<4x2x256x512xf32>
    %513 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %514 = stablehlo.divide %377, %513 : tensor<4x2x256x512xf32>
    %515 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %516 = stablehlo.divide %382, %515 : tensor<4x2x512x256xf32>
    %517 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %518 = stablehlo.divide %387, %517 : tensor<256x2xf32>
    %519 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %520 = stablehlo.divide %392, %519 : tensor<256x2xf32>
    %521 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %522 = stablehlo.divide %397, %521 : tensor<256x2x4x32xf32>
    %523 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %524 = stablehlo.divide %402, %523 : tensor<8x2x32x256xf32>
    %525 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %526 = stablehlo.divide %407, %525 : tensor<256x2x8x32xf32>
    %527 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %528 = stablehlo.divide %412, %527 : tensor<256x2x4x32xf32>
    %529 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %530 = stablehlo.divide %417, %529 : tensor<256x1024xf32>
    %531 = stablehlo.broadcast_in_dim %506, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %532 = stablehlo.divide %422, %531 : tensor<1024x256xf32>
    %cst_149 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %533 = stablehlo.convert %503 : (tensor<i32>) -> tensor<f32>
    %534 = stablehlo.power %cst_149, %533 : tensor<f32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %535 = stablehlo.subtract %cst_150, %534 : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %537 = stablehlo.divide %428, %536 : tensor<256xf32>
    %538 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %539 = stablehlo.divide %434, %538 : tensor<256x2x4xf32>
    %540 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %541 = stablehlo.divide %440, %540 : tensor<4x2x256x512xf32>
    %542 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %543 = stablehlo.divide %446, %542 : tensor<4x2x256x512xf32>
    %544 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %545 = stablehlo.divide %452, %544 : tensor<4x2x512x256xf32>
    %546 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %547 = stablehlo.divide %458, %546 : tensor<256x2xf32>
    %548 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %549 = stablehlo.divide %464, %548 : tensor<256x2xf32>
    %550 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %551 = stablehlo.divide %470, %550 : tensor<256x2x4x32xf32>
    %552 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %553 = stablehlo.divide %476, %552 : tensor<8x2x32x256xf32>
    %554 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %555 = stablehlo.divide %482, %554 : tensor<256x2x8x32xf32>
    %556 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %557 = stablehlo.divide %488, %556 : tensor<256x2x4x32xf32>
    %558 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %559 = stablehlo.divide %494, %558 : tensor<256x1024xf32>
    %560 = stablehlo.broadcast_in_dim %535, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %561 = stablehlo.divide %500, %560 : tensor<1024x256xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %563 = stablehlo.add %537, %562 : tensor<256xf32>
    %564 = stablehlo.sqrt %563 : tensor<256xf32>
    %cst_152 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %566 = stablehlo.add %564, %565 : tensor<256xf32>
    %567 = stablehlo.divide %508, %566 : tensor<256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %569 = stablehlo.add %539, %568 : tensor<256x2x4xf32>
    %570 = stablehlo.sqrt %569 : tensor<256x2x4xf32>
    %cst_154 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %572 = stablehlo.add %570, %571 : tensor<256x2x4xf32>
    %573 = stablehlo.divide %510, %572 : tensor<256x2x4xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %575 = stablehlo.add %541, %574 : tensor<4x2x256x512xf32>
    %576 = stablehlo.sqrt %575 : tensor<4x2x256x512xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %578 = stablehlo.add %576, %577 : tensor<4x2x256x512xf32>
    %579 = stablehlo.divide %512, %578 : tensor<4x2x256x512xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %581 = stablehlo.add %543, %580 : tensor<4x2x256x512xf32>
    %582 = stablehlo.sqrt %581 : tensor<4x2x256x512xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %584 = stablehlo.add %582, %583 : tensor<4x2x256x512xf32>
    %585 = stablehlo.divide %514, %584 : tensor<4x2x256x512xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %587 = stablehlo.add %545, %586 : tensor<4x2x512x256xf32>
    %588 = stablehlo.sqrt %587 : tensor<4x2x512x256xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %590 = stablehlo.add %588, %589 : tensor<4x2x512x256xf32>
    %591 = stablehlo.divide %516, %590 : tensor<4x2x512x256xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %593 = stablehlo.add %547, %592 : tensor<256x2xf32>
    %594 = stablehlo.sqrt %593 : tensor<256x2xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %596 = stablehlo.add %594, %595 : tensor<256x2xf32>
    %597 = stablehlo.divide %518, %596 : tensor<256x2xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %599 = stablehlo.add %549, %598 : tensor<256x2xf32>
    %600 = stablehlo.sqrt %599 : tensor<256x2xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %602 = stablehlo.add %600, %601 : tensor<256x2xf32>
    %603 = stablehlo.divide %520, %602 : tensor<256x2xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %605 = stablehlo.add %551, %604 : tensor<256x2x4x32xf32>
    %606 = stablehlo.sqrt %605 : tensor<256x2x4x32xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %608 = stablehlo.add %606, %607 : tensor<256x2x4x32xf32>
    %609 = stablehlo.divide %522, %608 : tensor<256x2x4x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %611 = stablehlo.add %553, %610 : tensor<8x2x32x256xf32>
    %612 = stablehlo.sqrt %611 : tensor<8x2x32x256xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %614 = stablehlo.add %612, %613 : tensor<8x2x32x256xf32>
    %615 = stablehlo.divide %524, %614 : tensor<8x2x32x256xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %617 = stablehlo.add %555, %616 : tensor<256x2x8x32xf32>
    %618 = stablehlo.sqrt %617 : tensor<256x2x8x32xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %620 = stablehlo.add %618, %619 : tensor<256x2x8x32xf32>
    %621 = stablehlo.divide %526, %620 : tensor<256x2x8x32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %623 = stablehlo.add %557, %622 : tensor<256x2x4x32xf32>
    %624 = stablehlo.sqrt %623 : tensor<256x2x4x32xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %626 = stablehlo.add %624, %625 : tensor<256x2x4x32xf32>
    %627 = stablehlo.divide %528, %626 : tensor<256x2x4x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %629 = stablehlo.add %559, %628 : tensor<256x1024xf32>
    %630 = stablehlo.sqrt %629 : tensor<256x1024xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %632 = stablehlo.add %630, %631 : tensor<256x1024xf32>
    %633 = stablehlo.divide %530, %632 : tensor<256x1024xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %635 = stablehlo.add %561, %634 : tensor<1024x256xf32>
    %636 = stablehlo.sqrt %635 : tensor<1024x256xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %637 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %638 = stablehlo.add %636, %637 : tensor<1024x256xf32>
    %639 = stablehlo.divide %532, %638 : tensor<1024x256xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %641 = stablehlo.multiply %640, %arg1 : tensor<256xf32>
    %642 = stablehlo.add %567, %641 : tensor<256xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %643 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %644 = stablehlo.multiply %643, %arg2 : tensor<256x2x4xf32>
    %645 = stablehlo.add %573, %644 : tensor<256x2x4xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %647 = stablehlo.multiply %646, %arg3 : tensor<4x2x256x512xf32>
    %648 = stablehlo.add %579, %647 : tensor<4x2x256x512xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %650 = stablehlo.multiply %649, %arg4 : tensor<4x2x256x512xf32>
    %651 = stablehlo.add %585, %650 : tensor<4x2x256x512xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %653 = stablehlo.multiply %652, %arg5 : tensor<4x2x512x256xf32>
    %654 = stablehlo.add %591, %653 : tensor<4x2x512x256xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %655 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %656 = stablehlo.multiply %655, %arg6 : tensor<256x2xf32>
    %657 = stablehlo.add %597, %656 : tensor<256x2xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %659 = stablehlo.multiply %658, %arg7 : tensor<256x2xf32>
    %660 = stablehlo.add %603, %659 : tensor<256x2xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %662 = stablehlo.multiply %661, %arg8 : tensor<256x2x4x32xf32>
    %663 = stablehlo.add %609, %662 : tensor<256x2x4x32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %665 = stablehlo.multiply %664, %arg9 : tensor<8x2x32x256xf32>
    %666 = stablehlo.add %615, %665 : tensor<8x2x32x256xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %668 = stablehlo.multiply %667, %arg10 : tensor<256x2x8x32xf32>
    %669 = stablehlo.add %621, %668 : tensor<256x2x8x32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %670 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %671 = stablehlo.multiply %670, %arg11 : tensor<256x2x4x32xf32>
    %672 = stablehlo.add %627, %671 : tensor<256x2x4x32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %674 = stablehlo.multiply %673, %arg12 : tensor<256x1024xf32>
    %675 = stablehlo.add %633, %674 : tensor<256x1024xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %677 = stablehlo.multiply %676, %arg13 : tensor<1024x256xf32>
    %678 = stablehlo.add %639, %677 : tensor<1024x256xf32>
    %c_190 = stablehlo.constant dense<0> : tensor<i32>
    %679 = stablehlo.subtract %arg41, %c_190 : tensor<i32>
    %c_191 = stablehlo.constant dense<0> : tensor<i32>
    %c_192 = stablehlo.constant dense<1> : tensor<i32>
    %680 = call @clip_576(%679, %c_191, %c_192) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %681 = stablehlo.convert %680 : (tensor<i32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %682 = stablehlo.divide %681, %cst_193 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %683 = stablehlo.subtract %cst_194, %682 : tensor<f32>
    %cst_195 = stablehlo.constant dense<-3.000000e-05> : tensor<f32>
    %684 = stablehlo.multiply %cst_195, %683 : tensor<f32>
    %cst_196 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %685 = stablehlo.add %684, %cst_196 : tensor<f32>
    %c_197 = stablehlo.constant dense<1> : tensor<i32>
    %686 = stablehlo.compare  LT, %arg41, %c_197,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_198 = stablehlo.constant dense<1> : tensor<i32>
    %687 = stablehlo.subtract %arg41, %c_198 : tensor<i32>
    %688 = stablehlo.convert %687 : (tensor<i32>) -> tensor<f32>
    %cst_199 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %689 = stablehlo.divide %688, %cst_199 : tensor<f32>
    %cst_200 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %690 = stablehlo.multiply %cst_200, %689 : tensor<f32>
    %691 = stablehlo.cosine %690 : tensor<f32>
    %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %692 = stablehlo.add %691, %cst_201 : tensor<f32>
    %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %693 = stablehlo.multiply %cst_202, %692 : tensor<f32>
    %cst_203 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %694 = stablehlo.multiply %cst_203, %693 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %695 = stablehlo.subtract %cst_204, %693 : tensor<f32>
    %cst_205 = stablehlo.constant dense<3.000000e-06> : tensor<f32>
    %696 = stablehlo.multiply %cst_205, %695 : tensor<f32>
    %697 = stablehlo.add %694, %696 : tensor<f32>
    %698 = call @_where_584(%686, %685, %697) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_206 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %699 = stablehlo.multiply %cst_206, %698 : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %701 = stablehlo.multiply %700, %642 : tensor<256xf32>
    %702 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %703 = stablehlo.multiply %702, %645 : tensor<256x2x4xf32>
    %704 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %705 = stablehlo.multiply %704, %648 : tensor<4x2x256x512xf32>
    %706 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %707 = stablehlo.multiply %706, %651 : tensor<4x2x256x512xf32>
    %708 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %709 = stablehlo.multiply %708, %654 : tensor<4x2x512x256xf32>
    %710 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %711 = stablehlo.multiply %710, %657 : tensor<256x2xf32>
    %712 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %713 = stablehlo.multiply %712, %660 : tensor<256x2xf32>
    %714 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %715 = stablehlo.multiply %714, %663 : tensor<256x2x4x32xf32>
    %716 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %717 = stablehlo.multiply %716, %666 : tensor<8x2x32x256xf32>
    %718 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %719 = stablehlo.multiply %718, %669 : tensor<256x2x8x32xf32>
    %720 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %721 = stablehlo.multiply %720, %672 : tensor<256x2x4x32xf32>
    %722 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %723 = stablehlo.multiply %722, %675 : tensor<256x1024xf32>
    %724 = stablehlo.broadcast_in_dim %699, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %725 = stablehlo.multiply %724, %678 : tensor<1024x256xf32>
    %c_207 = stablehlo.constant dense<2147483647> : tensor<i32>
    %726 = stablehlo.compare  LT, %arg41, %c_207,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_208 = stablehlo.constant dense<1> : tensor<i32>
    %727 = stablehlo.add %arg41, %c_208 : tensor<i32>
    %c_209 = stablehlo.constant dense<2147483647> : tensor<i32>
    %728 = call @_where_531(%726, %727, %c_209) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %729 = stablehlo.add %arg1, %701 : tensor<256xf32>
    %730 = stablehlo.add %arg2, %703 : tensor<256x2x4xf32>
    %731 = stablehlo.add %arg3, %705 : tensor<4x2x256x512xf32>
    %732 = stablehlo.add %arg4, %707 : tensor<4x2x256x512xf32>
    %733 = stablehlo.add %arg5, %709 : tensor<4x2x512x256xf32>
    %734 = stablehlo.add %arg6, %711 : tensor<256x2xf32>
    %735 = stablehlo.add %arg7, %713 : tensor<256x2xf32>
    %736 = stablehlo.add %arg8, %715 : tensor<256x2x4x32xf32>
    %737 = stablehlo.add %arg9, %717 : tensor<8x2x32x256xf32>
    %738 = stablehlo.add %arg10, %719 : tensor<256x2x8x32xf32>
    %739 = stablehlo.add %arg11, %721 : tensor<256x2x4x32xf32>
    %740 = stablehlo.add %arg12, %723 : tensor<256x1024xf32>
    %741 = stablehlo.add %arg13, %725 : tensor<1024x256xf32>
    %c_210 = stablehlo.constant dense<1> : tensor<i32>
    %742 = stablehlo.add %arg0, %c_210 : tensor<i32>
    %743 = stablehlo.multiply %297, %297 : tensor<256xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %744 = stablehlo.reduce(%743 init: %cst_211) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.add %cst_212, %744 : tensor<f32>
    %746 = stablehlo.multiply %302, %302 : tensor<256x2x4xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %747 = stablehlo.reduce(%746 init: %cst_213) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %748 = stablehlo.add %745, %747 : tensor<f32>
    %749 = stablehlo.multiply %307, %307 : tensor<4x2x256x512xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %750 = stablehlo.reduce(%749 init: %cst_214) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %751 = stablehlo.add %748, %750 : tensor<f32>
    %752 = stablehlo.multiply %312, %312 : tensor<4x2x256x512xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %753 = stablehlo.reduce(%752 init: %cst_215) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %754 = stablehlo.add %751, %753 : tensor<f32>
    %755 = stablehlo.multiply %317, %317 : tensor<4x2x512x256xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %756 = stablehlo.reduce(%755 init: %cst_216) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %757 = stablehlo.add %754, %756 : tensor<f32>
    %758 = stablehlo.multiply %322, %322 : tensor<256x2xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.reduce(%758 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %760 = stablehlo.add %757, %759 : tensor<f32>
    %761 = stablehlo.multiply %327, %327 : tensor<256x2xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%761 init: %cst_218) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %763 = stablehlo.add %760, %762 : tensor<f32>
    %764 = stablehlo.multiply %332, %332 : tensor<256x2x4x32xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%764 init: %cst_219) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %766 = stablehlo.add %763, %765 : tensor<f32>
    %767 = stablehlo.multiply %337, %337 : tensor<8x2x32x256xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %768 = stablehlo.reduce(%767 init: %cst_220) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %769 = stablehlo.add %766, %768 : tensor<f32>
    %770 = stablehlo.multiply %342, %342 : tensor<256x2x8x32xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %771 = stablehlo.reduce(%770 init: %cst_221) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %772 = stablehlo.add %769, %771 : tensor<f32>
    %773 = stablehlo.multiply %347, %347 : tensor<256x2x4x32xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.reduce(%773 init: %cst_222) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %775 = stablehlo.add %772, %774 : tensor<f32>
    %776 = stablehlo.multiply %352, %352 : tensor<256x1024xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %777 = stablehlo.reduce(%776 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %778 = stablehlo.add %775, %777 : tensor<f32>
    %779 = stablehlo.multiply %357, %357 : tensor<1024x256xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %780 = stablehlo.reduce(%779 init: %cst_224) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %781 = stablehlo.add %778, %780 : tensor<f32>
    %782 = stablehlo.sqrt %781 : tensor<f32>
    %783 = stablehlo.multiply %173, %173 : tensor<256xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.reduce(%783 init: %cst_225) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.add %cst_226, %784 : tensor<f32>
    %786 = stablehlo.multiply %208, %208 : tensor<256x2x4xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %788 = stablehlo.add %785, %787 : tensor<f32>
    %789 = stablehlo.multiply %207, %207 : tensor<4x2x256x512xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %790 = stablehlo.reduce(%789 init: %cst_228) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %791 = stablehlo.add %788, %790 : tensor<f32>
    %792 = stablehlo.multiply %206, %206 : tensor<4x2x256x512xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.reduce(%792 init: %cst_229) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %794 = stablehlo.add %791, %793 : tensor<f32>
    %795 = stablehlo.multiply %205, %205 : tensor<4x2x512x256xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.reduce(%795 init: %cst_230) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %797 = stablehlo.add %794, %796 : tensor<f32>
    %798 = stablehlo.multiply %204, %204 : tensor<256x2xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.reduce(%798 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %800 = stablehlo.add %797, %799 : tensor<f32>
    %801 = stablehlo.multiply %203, %203 : tensor<256x2xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_232) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %803 = stablehlo.add %800, %802 : tensor<f32>
    %804 = stablehlo.multiply %202, %202 : tensor<256x2x4x32xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.reduce(%804 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %806 = stablehlo.add %803, %805 : tensor<f32>
    %807 = stablehlo.multiply %201, %201 : tensor<8x2x32x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.reduce(%807 init: %cst_234) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %809 = stablehlo.add %806, %808 : tensor<f32>
    %810 = stablehlo.multiply %200, %200 : tensor<256x2x8x32xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %812 = stablehlo.add %809, %811 : tensor<f32>
    %813 = stablehlo.multiply %199, %199 : tensor<256x2x4x32xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%813 init: %cst_236) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %815 = stablehlo.add %812, %814 : tensor<f32>
    %816 = stablehlo.multiply %166, %166 : tensor<256x1024xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %817 = stablehlo.reduce(%816 init: %cst_237) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %818 = stablehlo.add %815, %817 : tensor<f32>
    %819 = stablehlo.multiply %212, %212 : tensor<1024x256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %820 = stablehlo.reduce(%819 init: %cst_238) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %821 = stablehlo.add %818, %820 : tensor<f32>
    %822 = stablehlo.sqrt %821 : tensor<f32>
    %823 = stablehlo.multiply %729, %729 : tensor<256xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%823 init: %cst_239) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.add %cst_240, %824 : tensor<f32>
    %826 = stablehlo.multiply %730, %730 : tensor<256x2x4xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%826 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %828 = stablehlo.add %825, %827 : tensor<f32>
    %829 = stablehlo.multiply %731, %731 : tensor<4x2x256x512xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%829 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %831 = stablehlo.add %828, %830 : tensor<f32>
    %832 = stablehlo.multiply %732, %732 : tensor<4x2x256x512xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%832 init: %cst_243) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %834 = stablehlo.add %831, %833 : tensor<f32>
    %835 = stablehlo.multiply %733, %733 : tensor<4x2x512x256xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.reduce(%835 init: %cst_244) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %837 = stablehlo.add %834, %836 : tensor<f32>
    %838 = stablehlo.multiply %734, %734 : tensor<256x2xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.reduce(%838 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %840 = stablehlo.add %837, %839 : tensor<f32>
    %841 = stablehlo.multiply %735, %735 : tensor<256x2xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %842 = stablehlo.reduce(%841 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %843 = stablehlo.add %840, %842 : tensor<f32>
    %844 = stablehlo.multiply %736, %736 : tensor<256x2x4x32xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %846 = stablehlo.add %843, %845 : tensor<f32>
    %847 = stablehlo.multiply %737, %737 : tensor<8x2x32x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.reduce(%847 init: %cst_248) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %849 = stablehlo.add %846, %848 : tensor<f32>
    %850 = stablehlo.multiply %738, %738 : tensor<256x2x8x32xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.reduce(%850 init: %cst_249) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %852 = stablehlo.add %849, %851 : tensor<f32>
    %853 = stablehlo.multiply %739, %739 : tensor<256x2x4x32xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_250) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %855 = stablehlo.add %852, %854 : tensor<f32>
    %856 = stablehlo.multiply %740, %740 : tensor<256x1024xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %857 = stablehlo.reduce(%856 init: %cst_251) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %858 = stablehlo.add %855, %857 : tensor<f32>
    %859 = stablehlo.multiply %741, %741 : tensor<1024x256xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %860 = stablehlo.reduce(%859 init: %cst_252) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %861 = stablehlo.add %858, %860 : tensor<f32>
    %862 = stablehlo.sqrt %861 : tensor<f32>
    return %742, %729, %730, %731, %732, %733, %734, %735, %736, %737, %738, %739, %740, %741, %503, %362, %367, %372, %377, %382, %387, %392, %397, %402, %407, %412, %417, %422, %428, %434, %440, %446, %452, %458, %464, %470, %476, %482, %488, %494, %500, %728, %782, %142, %141, %cst_9, %862, %822, %135 : tensor<i32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>
  }
  func.func private @_where(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_21(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>) -> (tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>) {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x4x2x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    return %1, %2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
  }
  func.func private @argsort() -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @floor_divide(%arg0: tensor<i32>) -> (tensor<i32>, tensor<i32>) {
    %0 = stablehlo.convert %arg0 : tensor<i32>
    %1 = stablehlo.sign %0 : tensor<i32>
    return %1, %0 : tensor<i32>, tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg0 : tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @closed_call(%arg0: tensor<8192xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>, %arg3: tensor<32xi32>, %arg4: tensor<8xi32>, %arg5: tensor<8192xi32>, %arg6: tensor<8192xi32>, %arg7: tensor<8x128x1x16xbf16>, %arg8: tensor<8x128x1x16xbf16>, %arg9: tensor<8x128x1x16xbf16>, %arg10: tensor<8x128x1x16xbf16>, %arg11: tensor<8x4x2x128x128xi1>, %arg12: tensor<8x4x2x128x128xbf16>, %arg13: tensor<8x128x256xbf16>, %arg14: tensor<256x4xf32>, %arg15: tensor<4x256x512xf32>, %arg16: tensor<4x256x512xf32>, %arg17: tensor<4x512x256xf32>, %arg18: tensor<256xf32>, %arg19: tensor<256xf32>, %arg20: tensor<256x4x32xf32>, %arg21: tensor<8x32x256xf32>, %arg22: tensor<256x8x32xf32>, %arg23: tensor<256x4x32xf32>) -> (tensor<8x128x256xbf16>, tensor<8x128x256xbf16>) {
    %0 = sdy.sharding_constraint %arg13 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x128x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x128x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x128x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<8x128x256xf32>
    %12 = stablehlo.convert %11 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %13 = stablehlo.convert %arg19 : (tensor<256xf32>) -> tensor<256xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %16 = stablehlo.multiply %12, %15 : tensor<8x128x256xbf16>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %19 = sdy.sharding_constraint %17 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %20 = stablehlo.convert %arg22 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %21 = stablehlo.dot_general %18, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %22 = stablehlo.convert %arg20 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %23 = stablehlo.dot_general %19, %22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %24 = stablehlo.convert %arg23 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %25 = stablehlo.dot_general %19, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %26 = stablehlo.slice %21 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %27 = stablehlo.slice %21 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %28 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %29 = stablehlo.multiply %26, %28 : tensor<8x128x8x16xbf16>
    %30 = stablehlo.broadcast_in_dim %arg10, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %31 = stablehlo.multiply %27, %30 : tensor<8x128x8x16xbf16>
    %32 = stablehlo.subtract %29, %31 : tensor<8x128x8x16xbf16>
    %33 = stablehlo.broadcast_in_dim %arg9, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %34 = stablehlo.multiply %27, %33 : tensor<8x128x8x16xbf16>
    %35 = stablehlo.broadcast_in_dim %arg10, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %36 = stablehlo.multiply %26, %35 : tensor<8x128x8x16xbf16>
    %37 = stablehlo.add %34, %36 : tensor<8x128x8x16xbf16>
    %38 = stablehlo.concatenate %32, %37, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %39 = stablehlo.slice %23 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %40 = stablehlo.slice %23 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %41 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %42 = stablehlo.multiply %39, %41 : tensor<8x128x4x16xbf16>
    %43 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %44 = stablehlo.multiply %40, %43 : tensor<8x128x4x16xbf16>
    %45 = stablehlo.subtract %42, %44 : tensor<8x128x4x16xbf16>
    %46 = stablehlo.broadcast_in_dim %arg7, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %47 = stablehlo.multiply %40, %46 : tensor<8x128x4x16xbf16>
    %48 = stablehlo.broadcast_in_dim %arg8, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %49 = stablehlo.multiply %39, %48 : tensor<8x128x4x16xbf16>
    %50 = stablehlo.add %47, %49 : tensor<8x128x4x16xbf16>
    %51 = stablehlo.concatenate %45, %50, dim = 3 : (tensor<8x128x4x16xbf16>, tensor<8x128x4x16xbf16>) -> tensor<8x128x4x32xbf16>
    %52 = sdy.sharding_constraint %38 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %53 = sdy.sharding_constraint %51 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x4x32xbf16>
    %54 = sdy.sharding_constraint %25 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x4x32xbf16>
    %55 = stablehlo.reshape %52 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %56 = stablehlo.dot_general %53, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x4x2x32xbf16>) -> tensor<8x4x128x128x2xbf16>
    %57 = stablehlo.transpose %56, dims = [0, 1, 4, 3, 2] : (tensor<8x4x128x128x2xbf16>) -> tensor<8x4x2x128x128xbf16>
    %58 = call @_where_72(%57, %arg11, %arg12) : (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %59 = stablehlo.reshape %58 : (tensor<8x4x2x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %cst_2 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %60 = stablehlo.reduce(%59 init: %cst_2) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %63 = stablehlo.subtract %59, %62 : tensor<8x8x128x128xbf16>
    %64 = stablehlo.exponential %63 : tensor<8x8x128x128xbf16>
    %65 = stablehlo.convert %64 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_3) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %68 = stablehlo.convert %67 : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x1xbf16>
    %69 = stablehlo.reshape %64 : (tensor<8x8x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %70 = stablehlo.transpose %68, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %71 = stablehlo.dot_general %54, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x32x2x128xbf16>
    %72 = stablehlo.transpose %71, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x2x128xbf16>) -> tensor<8x128x4x2x32xbf16>
    %73 = stablehlo.reshape %72 : (tensor<8x128x4x2x32xbf16>) -> tensor<8x128x8x32xbf16>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %75 = stablehlo.divide %73, %74 : tensor<8x128x8x32xbf16>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %77 = stablehlo.convert %arg21 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %79 = sdy.sharding_constraint %78 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %80 = stablehlo.add %0, %79 : tensor<8x128x256xbf16>
    %81 = stablehlo.convert %80 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %82 = stablehlo.multiply %81, %81 : tensor<8x128x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %83 = stablehlo.reduce(%82 init: %cst_4) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %86 = stablehlo.divide %84, %85 : tensor<8x128x1xf32>
    %cst_6 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %88 = stablehlo.add %86, %87 : tensor<8x128x1xf32>
    %89 = stablehlo.rsqrt %88 : tensor<8x128x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %91 = stablehlo.multiply %81, %90 : tensor<8x128x256xf32>
    %92 = stablehlo.convert %91 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %93 = stablehlo.convert %arg18 : (tensor<256xf32>) -> tensor<256xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %96 = stablehlo.multiply %92, %95 : tensor<8x128x256xbf16>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %98 = stablehlo.convert %arg14 : (tensor<256x4xf32>) -> tensor<256x4xbf16>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4xbf16>) -> tensor<8x128x4xbf16>
    %100 = stablehlo.convert %arg15 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %101 = stablehlo.convert %arg16 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %102 = stablehlo.convert %arg17 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %103 = sdy.manual_computation(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %97, %99, %100, %101, %102) in_shardings=[<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {}]>, <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor", "tensor_sequence", "autoregressive"}, {"tensor_transpose"}]>] out_shardings=[<@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]>] manual_axes={"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"} (%arg24: tensor<1024xi32>, %arg25: tensor<1xi32>, %arg26: tensor<1xi32>, %arg27: tensor<4xi32>, %arg28: tensor<1xi32>, %arg29: tensor<1024xi32>, %arg30: tensor<1024xi32>, %arg31: tensor<4x128x256xbf16>, %arg32: tensor<4x128x4xbf16>, %arg33: tensor<4x256x128xbf16>, %arg34: tensor<4x256x128xbf16>, %arg35: tensor<4x128x256xbf16>) {
      %107 = stablehlo.reshape %arg25 : (tensor<1xi32>) -> tensor<i32>
      %108 = stablehlo.reshape %arg26 : (tensor<1xi32>) -> tensor<i32>
      %109 = stablehlo.reshape %arg28 : (tensor<1xi32>) -> tensor<i32>
      %110 = stablehlo.reshape %arg31 : (tensor<4x128x256xbf16>) -> tensor<512x256xbf16>
      %values, %indices = chlo.top_k(%arg32, k = 2) : tensor<4x128x4xbf16> -> (tensor<4x128x2xbf16>, tensor<4x128x2xi32>)
      %111 = stablehlo.convert %values : (tensor<4x128x2xbf16>) -> tensor<4x128x2xf32>
      %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %112 = stablehlo.reduce(%111 init: %cst_7) applies stablehlo.maximum across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
      %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %113 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
      %114 = stablehlo.maximum %113, %112 : tensor<4x128xf32>
      %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
      %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
      %117 = stablehlo.subtract %111, %116 : tensor<4x128x2xf32>
      %118 = stablehlo.exponential %117 : tensor<4x128x2xf32>
      %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %119 = stablehlo.reduce(%118 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
      %120 = stablehlo.broadcast_in_dim %119, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
      %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
      %122 = stablehlo.divide %118, %121 : tensor<4x128x2xf32>
      %123 = stablehlo.convert %122 : (tensor<4x128x2xf32>) -> tensor<4x128x2xbf16>
      %124 = stablehlo.reshape %indices : (tensor<4x128x2xi32>) -> tensor<1024xi32>
      %125 = func.call @argsort_108(%124, %arg24) : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
      %126 = func.call @floor_divide_109(%125, %107, %108) : (tensor<1024xi32>, tensor<i32>, tensor<i32>) -> tensor<1024xi32>
      %127 = stablehlo.broadcast_in_dim %110, dims = [1, 2] : (tensor<512x256xbf16>) -> tensor<1x512x256xbf16>
      %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<1x512x256xbf16>) -> tensor<2x512x256xbf16>
      %129 = stablehlo.reshape %128 : (tensor<2x512x256xbf16>) -> tensor<1024x256xbf16>
      %c = stablehlo.constant dense<0> : tensor<i32>
      %130 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %131 = stablehlo.compare  LT, %126, %130,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_10 = stablehlo.constant dense<1024> : tensor<i32>
      %132 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %133 = stablehlo.add %126, %132 : tensor<1024xi32>
      %134 = stablehlo.select %131, %133, %126 : tensor<1024xi1>, tensor<1024xi32>
      %135 = stablehlo.broadcast_in_dim %134, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %136 = "stablehlo.gather"(%129, %135) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<1024x1xi32>) -> tensor<1024x256xbf16>
      %137 = func.call @clip_124(%124, %109) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
      %c_11 = stablehlo.constant dense<0> : tensor<i32>
      %138 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %139 = stablehlo.compare  LT, %137, %138,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_12 = stablehlo.constant dense<4> : tensor<i32>
      %140 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %141 = stablehlo.add %137, %140 : tensor<1024xi32>
      %142 = stablehlo.select %139, %141, %137 : tensor<1024xi1>, tensor<1024xi32>
      %143 = stablehlo.broadcast_in_dim %142, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %144 = "stablehlo.scatter"(%arg27, %143, %arg29) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg36: tensor<i32>, %arg37: tensor<i32>):
        %208 = stablehlo.add %arg36, %arg37 : tensor<i32>
        stablehlo.return %208 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<4xi32>
      %145 = stablehlo.broadcast_in_dim %136, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %146 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
      %147 = func.call @cumsum(%144) : (tensor<4xi32>) -> tensor<4xi32>
      %c_13 = stablehlo.constant dense<0> : tensor<i32>
      %148 = stablehlo.broadcast_in_dim %c_13, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %149 = stablehlo.slice %148 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %150 = stablehlo.slice %147 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %151 = stablehlo.concatenate %149, %150, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %152 = stablehlo.broadcast_in_dim %147, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %153 = stablehlo.broadcast_in_dim %151, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %154 = stablehlo.compare  LE, %153, %146,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %155 = stablehlo.compare  LT, %146, %152,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %156 = stablehlo.and %154, %155 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
      %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %157 = stablehlo.broadcast_in_dim %cst_14, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %158 = stablehlo.select %156, %145, %157 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %159 = stablehlo.dot_general %158, %arg33, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
      %160 = stablehlo.broadcast_in_dim %136, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %161 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
      %162 = func.call @cumsum(%144) : (tensor<4xi32>) -> tensor<4xi32>
      %c_15 = stablehlo.constant dense<0> : tensor<i32>
      %163 = stablehlo.broadcast_in_dim %c_15, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %164 = stablehlo.slice %163 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %165 = stablehlo.slice %162 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %166 = stablehlo.concatenate %164, %165, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %167 = stablehlo.broadcast_in_dim %162, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %168 = stablehlo.broadcast_in_dim %166, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %169 = stablehlo.compare  LE, %168, %161,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %170 = stablehlo.compare  LT, %161, %167,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %171 = stablehlo.and %169, %170 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
      %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %172 = stablehlo.broadcast_in_dim %cst_16, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %173 = stablehlo.select %171, %160, %172 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %174 = stablehlo.dot_general %173, %arg34, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
      %175 = func.call @silu(%159) : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
      %176 = stablehlo.multiply %175, %174 : tensor<1024x128xbf16>
      %177 = stablehlo.broadcast_in_dim %176, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %178 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi32>
      %179 = func.call @cumsum_148(%144) : (tensor<4xi32>) -> tensor<4xi32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %180 = stablehlo.broadcast_in_dim %c_17, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
      %181 = stablehlo.slice %180 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
      %182 = stablehlo.slice %179 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
      %183 = stablehlo.concatenate %181, %182, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %184 = stablehlo.broadcast_in_dim %179, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %185 = stablehlo.broadcast_in_dim %183, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %186 = stablehlo.compare  LE, %185, %178,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %187 = stablehlo.compare  LT, %178, %184,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %188 = stablehlo.and %186, %187 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>
      %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %189 = stablehlo.broadcast_in_dim %cst_18, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %190 = stablehlo.select %188, %177, %189 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %191 = stablehlo.dot_general %190, %arg35, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
      %192 = "stablehlo.reduce_scatter"(%191) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg36: tensor<bf16>, %arg37: tensor<bf16>):
        %208 = stablehlo.add %arg36, %arg37 : tensor<bf16>
        stablehlo.return %208 : tensor<bf16>
      }) : (tensor<1024x256xbf16>) -> tensor<1024x64xbf16>
      %193 = func.call @argsort_108(%125, %arg30) : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %194 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %195 = stablehlo.compare  LT, %193, %194,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_20 = stablehlo.constant dense<1024> : tensor<i32>
      %196 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %197 = stablehlo.add %193, %196 : tensor<1024xi32>
      %198 = stablehlo.select %195, %197, %193 : tensor<1024xi1>, tensor<1024xi32>
      %199 = stablehlo.broadcast_in_dim %198, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %200 = "stablehlo.gather"(%192, %199) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xbf16>, tensor<1024x1xi32>) -> tensor<1024x64xbf16>
      %201 = stablehlo.reshape %123 : (tensor<4x128x2xbf16>) -> tensor<512x2xbf16>
      %202 = stablehlo.reshape %200 : (tensor<1024x64xbf16>) -> tensor<512x2x64xbf16>
      %203 = stablehlo.convert %202 : (tensor<512x2x64xbf16>) -> tensor<512x2x64xf32>
      %204 = stablehlo.convert %201 : (tensor<512x2xbf16>) -> tensor<512x2xf32>
      %205 = stablehlo.dot_general %203, %204, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2x64xf32>, tensor<512x2xf32>) -> tensor<512x64xf32>
      %206 = stablehlo.reshape %205 : (tensor<512x64xf32>) -> tensor<4x128x64xf32>
      %207 = stablehlo.convert %206 : (tensor<4x128x64xf32>) -> tensor<4x128x64xbf16>
      sdy.return %207 : tensor<4x128x64xbf16>
    } : (tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x256xbf16>, tensor<8x128x4xbf16>, tensor<4x256x512xbf16>, tensor<4x256x512xbf16>, tensor<4x512x256xbf16>) -> tensor<8x128x256xbf16>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %105 = stablehlo.add %104, %80 : tensor<8x128x256xbf16>
    %106 = sdy.sharding_constraint %105 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    return %106, %arg13 : tensor<8x128x256xbf16>, tensor<8x128x256xbf16>
  }
  func.func private @_where_72(%arg0: tensor<8x4x2x128x128xbf16>, %arg1: tensor<8x4x2x128x128xi1>, %arg2: tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %0 : tensor<8x4x2x128x128xbf16>
  }
  func.func private @argsort_108(%arg0: tensor<1024xi32>, %arg1: tensor<1024xi32>) -> tensor<1024xi32> {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %1 = stablehlo.compare  LT, %arg2, %arg3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %0#1 : tensor<1024xi32>
  }
  func.func private @floor_divide_109(%arg0: tensor<1024xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %1 = stablehlo.divide %arg0, %0 : tensor<1024xi32>
    %2 = stablehlo.sign %arg0 : tensor<1024xi32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %4 = stablehlo.compare  NE, %2, %3,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %5 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %6 = stablehlo.remainder %arg0, %5 : tensor<1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %8 = stablehlo.compare  NE, %6, %7,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %9 = stablehlo.and %4, %8 : tensor<1024xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %11 = stablehlo.subtract %1, %10 : tensor<1024xi32>
    %12 = call @_where_115(%9, %11, %1) : (tensor<1024xi1>, tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    return %12 : tensor<1024xi32>
  }
  func.func private @_where_115(%arg0: tensor<1024xi1>, %arg1: tensor<1024xi32>, %arg2: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024xi1>, tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @clip_124(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<1024xi32>
    return %1 : tensor<1024xi32>
  }
  func.func private @cumsum(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @silu(%arg0: tensor<1024x128xbf16>) -> tensor<1024x128xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<1024x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<1024x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1024x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1024x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1024x128xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<1024x128xbf16>
    return %6 : tensor<1024x128xbf16>
  }
  func.func private @cumsum_148(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1>, padding = dense<[[3, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 4>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>, tensor<i32>) -> tensor<4xi32>
    return %1 : tensor<4xi32>
  }
  func.func private @_one_hot(%arg0: tensor<8x128xi32>) -> tensor<8x128x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x1024xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x1024xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1024xi32>) -> tensor<8x128x1024xi32>
    %4 = stablehlo.compare  EQ, %2, %3,  SIGNED : (tensor<8x128x1024xi32>, tensor<8x128x1024xi32>) -> tensor<8x128x1024xi1>
    %5 = stablehlo.convert %4 : (tensor<8x128x1024xi1>) -> tensor<8x128x1024xf32>
    return %5 : tensor<8x128x1024xf32>
  }
  func.func private @closed_call_242(%arg0: tensor<8x128xi32>, %arg1: tensor<8x128xi32>, %arg2: tensor<8x128x256xbf16>, %arg3: tensor<256x4xf32>, %arg4: tensor<4x256x512xf32>, %arg5: tensor<4x256x512xf32>, %arg6: tensor<4x512x256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256x4x32xf32>, %arg10: tensor<8x32x256xf32>, %arg11: tensor<256x8x32xf32>, %arg12: tensor<256x4x32xf32>, %arg13: tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>) {
    %0 = sdy.sharding_constraint %arg13 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %4 = stablehlo.multiply %3, %1 : tensor<8x128x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%2 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %8 = stablehlo.divide %6, %7 : tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %10 = stablehlo.add %8, %9 : tensor<8x128x1xf32>
    %11 = stablehlo.rsqrt %10 : tensor<8x128x1xf32>
    %12 = stablehlo.divide %11, %10 : tensor<8x128x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %14 = stablehlo.multiply %13, %12 : tensor<8x128x1xf32>
    %15 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %16 = stablehlo.multiply %1, %15 : tensor<8x128x256xf32>
    %17 = stablehlo.convert %16 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %18 = stablehlo.convert %arg8 : (tensor<256xf32>) -> tensor<256xbf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %21 = stablehlo.multiply %17, %20 : tensor<8x128x256xbf16>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %24 = sdy.sharding_constraint %22 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %25 = stablehlo.convert %arg11 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %26 = stablehlo.dot_general %23, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %27 = stablehlo.convert %arg9 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %28 = stablehlo.dot_general %24, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %29 = stablehlo.convert %arg12 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %30 = stablehlo.dot_general %24, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %31 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %32 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %34 = stablehlo.multiply %33, %32 : tensor<16xi32>
    %35 = stablehlo.convert %34 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %36 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %37 = stablehlo.divide %35, %36 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %39 = stablehlo.power %38, %37 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.multiply %40, %39 : tensor<16xf32>
    %42 = stablehlo.convert %31 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %43 = stablehlo.broadcast_in_dim %41, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %44 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %46 = stablehlo.divide %44, %45 : tensor<8x128x1x16xf32>
    %47 = stablehlo.sine %46 : tensor<8x128x1x16xf32>
    %48 = stablehlo.convert %47 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %49 = stablehlo.cosine %46 : tensor<8x128x1x16xf32>
    %50 = stablehlo.convert %49 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %51 = stablehlo.slice %26 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %52 = stablehlo.slice %26 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %53 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %54 = stablehlo.multiply %51, %53 : tensor<8x128x8x16xbf16>
    %55 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %56 = stablehlo.multiply %52, %55 : tensor<8x128x8x16xbf16>
    %57 = stablehlo.subtract %54, %56 : tensor<8x128x8x16xbf16>
    %58 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %59 = stablehlo.multiply %52, %58 : tensor<8x128x8x16xbf16>
    %60 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %61 = stablehlo.multiply %51, %60 : tensor<8x128x8x16xbf16>
    %62 = stablehlo.add %59, %61 : tensor<8x128x8x16xbf16>
    %63 = stablehlo.concatenate %57, %62, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %64 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %65 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %67 = stablehlo.multiply %66, %65 : tensor<16xi32>
    %68 = stablehlo.convert %67 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %69 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %70 = stablehlo.divide %68, %69 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %71 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %72 = stablehlo.power %71, %70 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %74 = stablehlo.multiply %73, %72 : tensor<16xf32>
    %75 = stablehlo.convert %64 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %76 = stablehlo.broadcast_in_dim %74, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %77 = stablehlo.broadcast_in_dim %75, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %79 = stablehlo.divide %77, %78 : tensor<8x128x1x16xf32>
    %80 = stablehlo.sine %79 : tensor<8x128x1x16xf32>
    %81 = stablehlo.convert %80 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %82 = stablehlo.cosine %79 : tensor<8x128x1x16xf32>
    %83 = stablehlo.convert %82 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %84 = stablehlo.slice %28 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %85 = stablehlo.slice %28 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %87 = stablehlo.multiply %84, %86 : tensor<8x128x4x16xbf16>
    %88 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %89 = stablehlo.multiply %85, %88 : tensor<8x128x4x16xbf16>
    %90 = stablehlo.subtract %87, %89 : tensor<8x128x4x16xbf16>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %92 = stablehlo.multiply %85, %91 : tensor<8x128x4x16xbf16>
    %93 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %94 = stablehlo.multiply %84, %93 : tensor<8x128x4x16xbf16>
    %95 = stablehlo.add %92, %94 : tensor<8x128x4x16xbf16>
    %96 = stablehlo.concatenate %90, %95, dim = 3 : (tensor<8x128x4x16xbf16>, tensor<8x128x4x16xbf16>) -> tensor<8x128x4x32xbf16>
    %97 = sdy.sharding_constraint %63 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %98 = sdy.sharding_constraint %96 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x4x32xbf16>
    %99 = sdy.sharding_constraint %30 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x4x32xbf16>
    %100 = stablehlo.reshape %97 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %101 = stablehlo.dot_general %98, %100, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x4x2x32xbf16>) -> tensor<8x4x128x128x2xbf16>
    %102 = stablehlo.transpose %101, dims = [0, 1, 4, 3, 2] : (tensor<8x4x128x128x2xbf16>) -> tensor<8x4x2x128x128xbf16>
    %103 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %104 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %105 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %106 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %107 = stablehlo.compare  EQ, %105, %106,  SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 3, 4] : (tensor<8x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %109 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %110 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %111 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %112 = stablehlo.add %109, %111 : tensor<128x128xi32>
    %113 = stablehlo.compare  LE, %110, %112,  SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %114 = stablehlo.broadcast_in_dim %113, dims = [3, 4] : (tensor<128x128xi1>) -> tensor<1x1x1x128x128xi1>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %116 = stablehlo.and %108, %115 : tensor<8x1x1x128x128xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %117 = call @_where_243(%116, %cst_12, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_14 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %119 = stablehlo.compare  GE, %117, %118,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %120:2 = call @_where_244(%119, %102, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<f32>) -> (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>)
    %121 = stablehlo.reshape %120#0 : (tensor<8x4x2x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %cst_15 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %122 = stablehlo.reduce(%121 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %123 = stablehlo.reshape %122 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %125 = stablehlo.compare  EQ, %121, %124,  FLOAT : (tensor<8x8x128x128xbf16>, tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xi1>
    %126 = stablehlo.convert %125 : (tensor<8x8x128x128xi1>) -> tensor<8x8x128x128xbf16>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %127 = stablehlo.reduce(%126 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %128 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %130 = stablehlo.subtract %121, %129 : tensor<8x8x128x128xbf16>
    %131 = stablehlo.exponential %130 : tensor<8x8x128x128xbf16>
    %132 = stablehlo.convert %131 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %133 = stablehlo.reduce(%132 init: %cst_17) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %134 = stablehlo.broadcast_in_dim %133, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %135 = stablehlo.convert %134 : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x1xbf16>
    %136 = stablehlo.reshape %131 : (tensor<8x8x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %137 = stablehlo.transpose %135, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %138 = stablehlo.dot_general %99, %136, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x32x2x128xbf16>
    %139 = stablehlo.transpose %138, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x2x128xbf16>) -> tensor<8x128x4x2x32xbf16>
    %140 = stablehlo.reshape %139 : (tensor<8x128x4x2x32xbf16>) -> tensor<8x128x8x32xbf16>
    %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %142 = stablehlo.divide %140, %141 : tensor<8x128x8x32xbf16>
    %143 = stablehlo.multiply %137, %137 : tensor<8x128x8x1xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x128x8x1xbf16>
    %145 = stablehlo.divide %144, %143 : tensor<8x128x8x1xbf16>
    %146 = sdy.sharding_constraint %142 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %147 = stablehlo.convert %arg10 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %149 = sdy.sharding_constraint %148 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %150 = stablehlo.add %0, %149 : tensor<8x128x256xbf16>
    %151 = stablehlo.convert %150 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<8x128x256xf32>
    %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %154 = stablehlo.multiply %153, %151 : tensor<8x128x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.reduce(%152 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_21 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x128x1xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %160 = stablehlo.add %158, %159 : tensor<8x128x1xf32>
    %161 = stablehlo.rsqrt %160 : tensor<8x128x1xf32>
    %162 = stablehlo.divide %161, %160 : tensor<8x128x1xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<8x128x1xf32>
    %165 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %166 = stablehlo.multiply %151, %165 : tensor<8x128x256xf32>
    %167 = stablehlo.convert %166 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %168 = stablehlo.convert %arg7 : (tensor<256xf32>) -> tensor<256xbf16>
    %169 = stablehlo.broadcast_in_dim %168, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %171 = stablehlo.multiply %167, %170 : tensor<8x128x256xbf16>
    %172 = sdy.sharding_constraint %171 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %173 = stablehlo.convert %arg3 : (tensor<256x4xf32>) -> tensor<256x4xbf16>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4xbf16>) -> tensor<8x128x4xbf16>
    %175 = stablehlo.convert %arg4 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %176 = stablehlo.convert %arg5 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %177 = stablehlo.convert %arg6 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %178:16 = sdy.manual_computation(%172, %174, %175, %176, %177) in_shardings=[<@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {}]>, <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor", "tensor_sequence", "autoregressive"}, {"tensor_transpose"}]>] out_shardings=[<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>] manual_axes={"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"} (%arg14: tensor<4x128x256xbf16>, %arg15: tensor<4x128x4xbf16>, %arg16: tensor<4x256x128xbf16>, %arg17: tensor<4x256x128xbf16>, %arg18: tensor<4x128x256xbf16>) {
      %327 = stablehlo.reshape %arg14 : (tensor<4x128x256xbf16>) -> tensor<512x256xbf16>
      %values, %indices = chlo.top_k(%arg15, k = 2) : tensor<4x128x4xbf16> -> (tensor<4x128x2xbf16>, tensor<4x128x2xi32>)
      %328 = stablehlo.reshape %indices : (tensor<4x128x2xi32>) -> tensor<4x128x2x1xi32>
      %329 = stablehlo.convert %values : (tensor<4x128x2xbf16>) -> tensor<4x128x2xf32>
      %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %330 = stablehlo.reduce(%329 init: %cst_38) applies stablehlo.maximum across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
      %cst_39 = stablehlo.constant dense<0xFF800000> : tensor<f32>
      %331 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
      %332 = stablehlo.maximum %331, %330 : tensor<4x128xf32>
      %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
      %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
      %335 = stablehlo.subtract %329, %334 : tensor<4x128x2xf32>
      %336 = stablehlo.exponential %335 : tensor<4x128x2xf32>
      %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %337 = stablehlo.reduce(%336 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
      %338 = stablehlo.broadcast_in_dim %337, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
      %339 = stablehlo.broadcast_in_dim %338, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
      %340 = stablehlo.divide %336, %339 : tensor<4x128x2xf32>
      %341 = stablehlo.multiply %338, %338 : tensor<4x128x1xf32>
      %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
      %342 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
      %343 = stablehlo.divide %342, %341 : tensor<4x128x1xf32>
      %344 = stablehlo.convert %340 : (tensor<4x128x2xf32>) -> tensor<4x128x2xbf16>
      %345 = stablehlo.reshape %indices : (tensor<4x128x2xi32>) -> tensor<1024xi32>
      %346 = func.call @argsort_258(%345) : (tensor<1024xi32>) -> tensor<1024xi32>
      %c_42 = stablehlo.constant dense<2> : tensor<i32>
      %347 = func.call @floor_divide_259(%346, %c_42) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
      %348 = stablehlo.broadcast_in_dim %327, dims = [1, 2] : (tensor<512x256xbf16>) -> tensor<1x512x256xbf16>
      %349 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2] : (tensor<1x512x256xbf16>) -> tensor<2x512x256xbf16>
      %350 = stablehlo.reshape %349 : (tensor<2x512x256xbf16>) -> tensor<1024x256xbf16>
      %c_43 = stablehlo.constant dense<0> : tensor<i32>
      %351 = stablehlo.broadcast_in_dim %c_43, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %352 = stablehlo.compare  LT, %347, %351,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_44 = stablehlo.constant dense<1024> : tensor<i32>
      %353 = stablehlo.broadcast_in_dim %c_44, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %354 = stablehlo.add %347, %353 : tensor<1024xi32>
      %355 = stablehlo.select %352, %354, %347 : tensor<1024xi1>, tensor<1024xi32>
      %356 = stablehlo.broadcast_in_dim %355, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %357 = "stablehlo.gather"(%350, %356) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<1024x1xi32>) -> tensor<1024x256xbf16>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %358 = stablehlo.broadcast_in_dim %c_45, dims = [] : (tensor<i32>) -> tensor<4xi32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %359 = func.call @clip_261(%345, %c_46) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
      %c_47 = stablehlo.constant dense<1> : tensor<i32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %360 = stablehlo.broadcast_in_dim %c_48, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %361 = stablehlo.compare  LT, %359, %360,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_49 = stablehlo.constant dense<4> : tensor<i32>
      %362 = stablehlo.broadcast_in_dim %c_49, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %363 = stablehlo.add %359, %362 : tensor<1024xi32>
      %364 = stablehlo.select %361, %363, %359 : tensor<1024xi1>, tensor<1024xi32>
      %365 = stablehlo.broadcast_in_dim %364, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %366 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %367 = "stablehlo.scatter"(%358, %365, %366) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
      ^bb0(%arg19: tensor<i32>, %arg20: tensor<i32>):
        %428 = stablehlo.add %arg19, %arg20 : tensor<i32>
        stablehlo.return %428 : tensor<i32>
      }) : (tensor<4xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<4xi32>
      %368 = stablehlo.broadcast_in_dim %357, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %369 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
      %370 = func.call @cumsum(%367) : (tensor<4xi32>) -> tensor<4xi32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %371 = stablehlo.broadcast_in_dim %c_50, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %372 = stablehlo.slice %371 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %373 = stablehlo.slice %370 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %374 = stablehlo.concatenate %372, %373, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %375 = stablehlo.broadcast_in_dim %370, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %376 = stablehlo.broadcast_in_dim %374, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %377 = stablehlo.compare  LE, %376, %369,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %378 = stablehlo.compare  LT, %369, %375,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %379 = stablehlo.and %377, %378 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %380 = stablehlo.broadcast_in_dim %cst_51, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %381 = stablehlo.select %379, %368, %380 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %382 = stablehlo.dot_general %381, %arg16, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
      %383 = stablehlo.broadcast_in_dim %357, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %384 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
      %385 = func.call @cumsum(%367) : (tensor<4xi32>) -> tensor<4xi32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %386 = stablehlo.broadcast_in_dim %c_52, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %387 = stablehlo.slice %386 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %388 = stablehlo.slice %385 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %389 = stablehlo.concatenate %387, %388, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %390 = stablehlo.broadcast_in_dim %385, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %391 = stablehlo.broadcast_in_dim %389, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %392 = stablehlo.compare  LE, %391, %384,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %393 = stablehlo.compare  LT, %384, %390,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %394 = stablehlo.and %392, %393 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %395 = stablehlo.broadcast_in_dim %cst_53, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %396 = stablehlo.select %394, %383, %395 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %397 = stablehlo.dot_general %396, %arg17, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
      %398:3 = func.call @silu_262(%382) : (tensor<1024x128xbf16>) -> (tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>)
      %399 = stablehlo.multiply %398#0, %397 : tensor<1024x128xbf16>
      %400 = stablehlo.broadcast_in_dim %399, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %401 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi32>
      %402 = func.call @cumsum_148(%367) : (tensor<4xi32>) -> tensor<4xi32>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %403 = stablehlo.broadcast_in_dim %c_54, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
      %404 = stablehlo.slice %403 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
      %405 = stablehlo.slice %402 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
      %406 = stablehlo.concatenate %404, %405, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %407 = stablehlo.broadcast_in_dim %402, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %408 = stablehlo.broadcast_in_dim %406, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %409 = stablehlo.compare  LE, %408, %401,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %410 = stablehlo.compare  LT, %401, %407,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %411 = stablehlo.and %409, %410 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %412 = stablehlo.broadcast_in_dim %cst_55, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %413 = stablehlo.select %411, %400, %412 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %414 = stablehlo.dot_general %413, %arg18, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
      %415 = "stablehlo.reduce_scatter"(%414) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg19: tensor<bf16>, %arg20: tensor<bf16>):
        %428 = stablehlo.add %arg19, %arg20 : tensor<bf16>
        stablehlo.return %428 : tensor<bf16>
      }) : (tensor<1024x256xbf16>) -> tensor<1024x64xbf16>
      %416 = func.call @argsort_258(%346) : (tensor<1024xi32>) -> tensor<1024xi32>
      %c_56 = stablehlo.constant dense<0> : tensor<i32>
      %417 = stablehlo.broadcast_in_dim %c_56, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %418 = stablehlo.compare  LT, %416, %417,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_57 = stablehlo.constant dense<1024> : tensor<i32>
      %419 = stablehlo.broadcast_in_dim %c_57, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %420 = stablehlo.add %416, %419 : tensor<1024xi32>
      %421 = stablehlo.select %418, %420, %416 : tensor<1024xi1>, tensor<1024xi32>
      %422 = stablehlo.broadcast_in_dim %421, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %423 = "stablehlo.gather"(%415, %422) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xbf16>, tensor<1024x1xi32>) -> tensor<1024x64xbf16>
      %424 = stablehlo.reshape %344 : (tensor<4x128x2xbf16>) -> tensor<512x2xbf16>
      %425 = stablehlo.reshape %423 : (tensor<1024x64xbf16>) -> tensor<512x2x64xbf16>
      %426 = stablehlo.convert %425 : (tensor<512x2x64xbf16>) -> tensor<512x2x64xf32>
      %427 = stablehlo.convert %424 : (tensor<512x2xbf16>) -> tensor<512x2xf32>
      sdy.return %416, %347, %367, %357, %398#1, %382, %398#2, %397, %398#0, %399, %427, %426, %328, %336, %338, %343 : tensor<1024xi32>, tensor<1024xi32>, tensor<4xi32>, tensor<1024x256xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<512x2xf32>, tensor<512x2x64xf32>, tensor<4x128x2x1xi32>, tensor<4x128x2xf32>, tensor<4x128x1xf32>, tensor<4x128x1xf32>
    } : (tensor<8x128x256xbf16>, tensor<8x128x4xbf16>, tensor<4x256x512xbf16>, tensor<4x256x512xbf16>, tensor<4x512x256xbf16>) -> (tensor<8192xi32>, tensor<8192xi32>, tensor<32xi32>, tensor<8192x256xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<4096x2xf32>, tensor<4096x2x64xf32>, tensor<32x128x2x1xi32>, tensor<32x128x2xf32>, tensor<32x128x1xf32>, tensor<32x128x1xf32>)
    %179 = sdy.sharding_constraint %arg2 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %180 = sdy.sharding_constraint %179 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %181:5 = sdy.manual_computation(%180, %178#0, %178#1, %175, %178#2, %178#3, %178#4, %178#5, %178#6, %178#7, %178#8, %176, %177, %178#9, %178#10, %178#11, %178#12, %178#13, %178#14, %178#15) in_shardings=[<@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor", "tensor_sequence", "autoregressive"}, {"tensor_transpose"}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>, <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"}, {}, {}]>] out_shardings=[<@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {}]>, <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor_transpose"}, {"tensor", "tensor_sequence", "autoregressive"}]>, <@mesh, [{"expert"}, {"tensor", "tensor_sequence", "autoregressive"}, {"tensor_transpose"}]>] manual_axes={"data", "stage", "fsdp", "fsdp_transpose", "sequence", "context", "context_autoregressive", "tensor", "tensor_transpose", "tensor_sequence", "expert", "autoregressive"} (%arg14: tensor<4x128x64xbf16>, %arg15: tensor<1024xi32>, %arg16: tensor<1024xi32>, %arg17: tensor<4x256x128xbf16>, %arg18: tensor<4xi32>, %arg19: tensor<1024x256xbf16>, %arg20: tensor<1024x128xbf16>, %arg21: tensor<1024x128xbf16>, %arg22: tensor<1024x128xbf16>, %arg23: tensor<1024x128xbf16>, %arg24: tensor<1024x128xbf16>, %arg25: tensor<4x256x128xbf16>, %arg26: tensor<4x128x256xbf16>, %arg27: tensor<1024x128xbf16>, %arg28: tensor<512x2xf32>, %arg29: tensor<512x2x64xf32>, %arg30: tensor<4x128x2x1xi32>, %arg31: tensor<4x128x2xf32>, %arg32: tensor<4x128x1xf32>, %arg33: tensor<4x128x1xf32>) {
      %327 = stablehlo.convert %arg14 : (tensor<4x128x64xbf16>) -> tensor<4x128x64xf32>
      %328 = stablehlo.reshape %327 : (tensor<4x128x64xf32>) -> tensor<512x64xf32>
      %329 = stablehlo.dot_general %328, %arg29, batching_dims = [0] x [0], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x2x64xf32>) -> tensor<512x2xf32>
      %330 = stablehlo.dot_general %328, %arg28, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x2xf32>) -> tensor<512x64x2xf32>
      %331 = stablehlo.transpose %330, dims = [0, 2, 1] : (tensor<512x64x2xf32>) -> tensor<512x2x64xf32>
      %332 = stablehlo.convert %329 : (tensor<512x2xf32>) -> tensor<512x2xbf16>
      %333 = stablehlo.convert %331 : (tensor<512x2x64xf32>) -> tensor<512x2x64xbf16>
      %334 = stablehlo.reshape %333 : (tensor<512x2x64xbf16>) -> tensor<1024x64xbf16>
      %335 = stablehlo.reshape %332 : (tensor<512x2xbf16>) -> tensor<4x128x2xbf16>
      %336 = func.call @argsort_275(%arg15) : (tensor<1024xi32>) -> tensor<1024xi32>
      %c_38 = stablehlo.constant dense<0> : tensor<i32>
      %337 = stablehlo.broadcast_in_dim %c_38, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %338 = stablehlo.compare  LT, %336, %337,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_39 = stablehlo.constant dense<1024> : tensor<i32>
      %339 = stablehlo.broadcast_in_dim %c_39, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %340 = stablehlo.add %336, %339 : tensor<1024xi32>
      %341 = stablehlo.select %338, %340, %336 : tensor<1024xi1>, tensor<1024xi32>
      %342 = stablehlo.broadcast_in_dim %341, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %343 = "stablehlo.gather"(%334, %342) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xbf16>, tensor<1024x1xi32>) -> tensor<1024x64xbf16>
      %344 = "stablehlo.all_gather"(%343) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<1024x64xbf16>) -> tensor<1024x256xbf16>
      %345 = stablehlo.broadcast_in_dim %arg27, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %346 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi32>
      %347 = func.call @cumsum_148(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_40 = stablehlo.constant dense<0> : tensor<i32>
      %348 = stablehlo.broadcast_in_dim %c_40, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
      %349 = stablehlo.slice %348 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
      %350 = stablehlo.slice %347 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
      %351 = stablehlo.concatenate %349, %350, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %352 = stablehlo.broadcast_in_dim %347, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %353 = stablehlo.broadcast_in_dim %351, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %354 = stablehlo.compare  LE, %353, %346,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %355 = stablehlo.compare  LT, %346, %352,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %356 = stablehlo.and %354, %355 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>
      %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %357 = stablehlo.broadcast_in_dim %cst_41, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %358 = stablehlo.select %356, %345, %357 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %359 = stablehlo.broadcast_in_dim %344, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %360 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi32>
      %361 = func.call @cumsum_148(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_42 = stablehlo.constant dense<0> : tensor<i32>
      %362 = stablehlo.broadcast_in_dim %c_42, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
      %363 = stablehlo.slice %362 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
      %364 = stablehlo.slice %361 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
      %365 = stablehlo.concatenate %363, %364, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %366 = stablehlo.broadcast_in_dim %361, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %367 = stablehlo.broadcast_in_dim %365, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %368 = stablehlo.compare  LE, %367, %360,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %369 = stablehlo.compare  LT, %360, %366,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %370 = stablehlo.and %368, %369 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>
      %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %371 = stablehlo.broadcast_in_dim %cst_43, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %372 = stablehlo.select %370, %359, %371 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %373 = stablehlo.dot_general %358, %372, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xbf16>, tensor<4x1024x256xbf16>) -> tensor<4x128x256xbf16>
      %374 = stablehlo.transpose %arg26, dims = [0, 2, 1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x128x256xbf16>) -> tensor<4x256x128xbf16>
      %375 = stablehlo.broadcast_in_dim %344, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %376 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi32>
      %377 = func.call @cumsum_148(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %378 = stablehlo.broadcast_in_dim %c_44, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
      %379 = stablehlo.slice %378 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
      %380 = stablehlo.slice %377 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
      %381 = stablehlo.concatenate %379, %380, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %382 = stablehlo.broadcast_in_dim %377, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %383 = stablehlo.broadcast_in_dim %381, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %384 = stablehlo.compare  LE, %383, %376,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %385 = stablehlo.compare  LT, %376, %382,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %386 = stablehlo.and %384, %385 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>
      %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %387 = stablehlo.broadcast_in_dim %cst_45, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %388 = stablehlo.select %386, %375, %387 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %389 = stablehlo.dot_general %388, %374, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
      %390 = stablehlo.multiply %arg24, %389 : tensor<1024x128xbf16>
      %391 = stablehlo.multiply %389, %arg23 : tensor<1024x128xbf16>
      %392 = func.call @silu_289(%arg20, %arg21, %arg22, %391) : (tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
      %393 = stablehlo.broadcast_in_dim %arg19, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %394 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
      %395 = func.call @cumsum(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %396 = stablehlo.broadcast_in_dim %c_46, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %397 = stablehlo.slice %396 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %398 = stablehlo.slice %395 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %399 = stablehlo.concatenate %397, %398, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %400 = stablehlo.broadcast_in_dim %395, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %401 = stablehlo.broadcast_in_dim %399, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %402 = stablehlo.compare  LE, %401, %394,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %403 = stablehlo.compare  LT, %394, %400,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %404 = stablehlo.and %402, %403 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
      %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %405 = stablehlo.broadcast_in_dim %cst_47, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %406 = stablehlo.select %404, %393, %405 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %407 = stablehlo.broadcast_in_dim %390, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %408 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
      %409 = func.call @cumsum(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %410 = stablehlo.broadcast_in_dim %c_48, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %411 = stablehlo.slice %410 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %412 = stablehlo.slice %409 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %413 = stablehlo.concatenate %411, %412, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %414 = stablehlo.broadcast_in_dim %409, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %415 = stablehlo.broadcast_in_dim %413, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %416 = stablehlo.compare  LE, %415, %408,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %417 = stablehlo.compare  LT, %408, %414,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %418 = stablehlo.and %416, %417 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
      %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %419 = stablehlo.broadcast_in_dim %cst_49, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %420 = stablehlo.select %418, %407, %419 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %421 = stablehlo.dot_general %406, %420, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x1024x128xbf16>) -> tensor<4x256x128xbf16>
      %422 = stablehlo.transpose %arg25, dims = [0, 2, 1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x256x128xbf16>) -> tensor<4x128x256xbf16>
      %423 = stablehlo.broadcast_in_dim %390, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %424 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
      %425 = func.call @cumsum(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %426 = stablehlo.broadcast_in_dim %c_50, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %427 = stablehlo.slice %426 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %428 = stablehlo.slice %425 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %429 = stablehlo.concatenate %427, %428, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %430 = stablehlo.broadcast_in_dim %425, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %431 = stablehlo.broadcast_in_dim %429, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %432 = stablehlo.compare  LE, %431, %424,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %433 = stablehlo.compare  LT, %424, %430,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %434 = stablehlo.and %432, %433 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
      %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %435 = stablehlo.broadcast_in_dim %cst_51, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %436 = stablehlo.select %434, %423, %435 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %437 = stablehlo.dot_general %436, %422, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
      %438 = stablehlo.broadcast_in_dim %arg19, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
      %439 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
      %440 = func.call @cumsum(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %441 = stablehlo.broadcast_in_dim %c_52, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %442 = stablehlo.slice %441 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %443 = stablehlo.slice %440 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %444 = stablehlo.concatenate %442, %443, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %445 = stablehlo.broadcast_in_dim %440, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %446 = stablehlo.broadcast_in_dim %444, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
      %447 = stablehlo.compare  LE, %446, %439,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %448 = stablehlo.compare  LT, %439, %445,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
      %449 = stablehlo.and %447, %448 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
      %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %450 = stablehlo.broadcast_in_dim %cst_53, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
      %451 = stablehlo.select %449, %438, %450 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
      %452 = stablehlo.broadcast_in_dim %392, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %453 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
      %454 = func.call @cumsum(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %455 = stablehlo.broadcast_in_dim %c_54, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %456 = stablehlo.slice %455 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %457 = stablehlo.slice %454 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %458 = stablehlo.concatenate %456, %457, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %459 = stablehlo.broadcast_in_dim %454, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %460 = stablehlo.broadcast_in_dim %458, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %461 = stablehlo.compare  LE, %460, %453,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %462 = stablehlo.compare  LT, %453, %459,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %463 = stablehlo.and %461, %462 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
      %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %464 = stablehlo.broadcast_in_dim %cst_55, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %465 = stablehlo.select %463, %452, %464 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %466 = stablehlo.dot_general %451, %465, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x1024x128xbf16>) -> tensor<4x256x128xbf16>
      %467 = stablehlo.transpose %arg17, dims = [0, 2, 1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x256x128xbf16>) -> tensor<4x128x256xbf16>
      %468 = stablehlo.broadcast_in_dim %392, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
      %469 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
      %470 = func.call @cumsum(%arg18) : (tensor<4xi32>) -> tensor<4xi32>
      %c_56 = stablehlo.constant dense<0> : tensor<i32>
      %471 = stablehlo.broadcast_in_dim %c_56, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
      %472 = stablehlo.slice %471 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
      %473 = stablehlo.slice %470 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
      %474 = stablehlo.concatenate %472, %473, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
      %475 = stablehlo.broadcast_in_dim %470, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %476 = stablehlo.broadcast_in_dim %474, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
      %477 = stablehlo.compare  LE, %476, %469,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %478 = stablehlo.compare  LT, %469, %475,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
      %479 = stablehlo.and %477, %478 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
      %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %480 = stablehlo.broadcast_in_dim %cst_57, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
      %481 = stablehlo.select %479, %468, %480 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
      %482 = stablehlo.dot_general %481, %467, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
      %483 = stablehlo.add %437, %482 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<1024x256xbf16>
      %484 = func.call @argsort_275(%arg16) : (tensor<1024xi32>) -> tensor<1024xi32>
      %c_58 = stablehlo.constant dense<0> : tensor<i32>
      %485 = stablehlo.broadcast_in_dim %c_58, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %486 = stablehlo.compare  LT, %484, %485,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
      %c_59 = stablehlo.constant dense<1024> : tensor<i32>
      %487 = stablehlo.broadcast_in_dim %c_59, dims = [] : (tensor<i32>) -> tensor<1024xi32>
      %488 = stablehlo.add %484, %487 : tensor<1024xi32>
      %489 = stablehlo.select %486, %488, %484 : tensor<1024xi1>, tensor<1024xi32>
      %490 = stablehlo.broadcast_in_dim %489, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
      %491 = "stablehlo.gather"(%483, %490) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<1024x1xi32>) -> tensor<1024x256xbf16>
      %492 = stablehlo.reshape %491 : (tensor<1024x256xbf16>) -> tensor<2x512x256xbf16>
      %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %493 = stablehlo.reduce(%492 init: %cst_60) applies stablehlo.add across dimensions = [0] : (tensor<2x512x256xbf16>, tensor<bf16>) -> tensor<512x256xbf16>
      %494 = stablehlo.broadcast_in_dim %493, dims = [1, 2] : (tensor<512x256xbf16>) -> tensor<1x512x256xbf16>
      %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %495 = stablehlo.reduce(%494 init: %cst_61) applies stablehlo.add across dimensions = [0] : (tensor<1x512x256xbf16>, tensor<bf16>) -> tensor<512x256xbf16>
      %496 = stablehlo.convert %335 : (tensor<4x128x2xbf16>) -> tensor<4x128x2xf32>
      %497 = stablehlo.broadcast_in_dim %arg33, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
      %498 = stablehlo.multiply %496, %497 : tensor<4x128x2xf32>
      %499 = stablehlo.multiply %498, %arg31 : tensor<4x128x2xf32>
      %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %500 = stablehlo.reduce(%499 init: %cst_62) applies stablehlo.add across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
      %501 = stablehlo.reshape %500 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
      %502 = stablehlo.negate %501 : tensor<4x128x1xf32>
      %503 = stablehlo.broadcast_in_dim %arg32, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
      %504 = stablehlo.divide %496, %503 : tensor<4x128x2xf32>
      %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %505 = stablehlo.reduce(%502 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
      %506 = stablehlo.broadcast_in_dim %505, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x2xf32>
      %507 = stablehlo.add %504, %506 : tensor<4x128x2xf32>
      %508 = stablehlo.multiply %507, %arg31 : tensor<4x128x2xf32>
      %509 = stablehlo.convert %508 : (tensor<4x128x2xf32>) -> tensor<4x128x2xbf16>
      %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
      %510 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<4x128x4xbf16>
      %511 = "stablehlo.scatter"(%510, %arg30, %509) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
      ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
        %518 = stablehlo.add %arg34, %arg35 : tensor<bf16>
        stablehlo.return %518 : tensor<bf16>
      }) : (tensor<4x128x4xbf16>, tensor<4x128x2x1xi32>, tensor<4x128x2xbf16>) -> tensor<4x128x4xbf16>
      %512 = stablehlo.reshape %495 : (tensor<512x256xbf16>) -> tensor<4x128x256xbf16>
      %513 = "stablehlo.all_reduce"(%512) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
        %518 = stablehlo.add %arg34, %arg35 : tensor<bf16>
        stablehlo.return %518 : tensor<bf16>
      }) : (tensor<4x128x256xbf16>) -> tensor<4x128x256xbf16>
      %514 = "stablehlo.all_reduce"(%511) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
        %518 = stablehlo.add %arg34, %arg35 : tensor<bf16>
        stablehlo.return %518 : tensor<bf16>
      }) : (tensor<4x128x4xbf16>) -> tensor<4x128x4xbf16>
      %515 = "stablehlo.all_reduce"(%466) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
        %518 = stablehlo.add %arg34, %arg35 : tensor<bf16>
        stablehlo.return %518 : tensor<bf16>
      }) : (tensor<4x256x128xbf16>) -> tensor<4x256x128xbf16>
      %516 = "stablehlo.all_reduce"(%421) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
        %518 = stablehlo.add %arg34, %arg35 : tensor<bf16>
        stablehlo.return %518 : tensor<bf16>
      }) : (tensor<4x256x128xbf16>) -> tensor<4x256x128xbf16>
      %517 = "stablehlo.all_reduce"(%373) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg34: tensor<bf16>, %arg35: tensor<bf16>):
        %518 = stablehlo.add %arg34, %arg35 : tensor<bf16>
        stablehlo.return %518 : tensor<bf16>
      }) : (tensor<4x128x256xbf16>) -> tensor<4x128x256xbf16>
      sdy.return %513, %514, %515, %516, %517 : tensor<4x128x256xbf16>, tensor<4x128x4xbf16>, tensor<4x256x128xbf16>, tensor<4x256x128xbf16>, tensor<4x128x256xbf16>
    } : (tensor<8x128x256xbf16>, tensor<8192xi32>, tensor<8192xi32>, tensor<4x256x512xbf16>, tensor<32xi32>, tensor<8192x256xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<8192x128xbf16>, tensor<4x256x512xbf16>, tensor<4x512x256xbf16>, tensor<8192x128xbf16>, tensor<4096x2xf32>, tensor<4096x2x64xf32>, tensor<32x128x2x1xi32>, tensor<32x128x2xf32>, tensor<32x128x1xf32>, tensor<32x128x1xf32>) -> (tensor<8x128x256xbf16>, tensor<8x128x4xbf16>, tensor<4x256x512xbf16>, tensor<4x256x512xbf16>, tensor<4x512x256xbf16>)
    %182 = stablehlo.convert %181#4 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %183 = stablehlo.convert %181#3 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %184 = stablehlo.convert %181#2 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %185 = stablehlo.dot_general %181#1, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4xbf16>, tensor<8x128x256xbf16>) -> tensor<4x256xbf16>
    %186 = stablehlo.transpose %185, dims = [1, 0] : (tensor<4x256xbf16>) -> tensor<256x4xbf16>
    %187 = stablehlo.dot_general %181#1, %173, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4xbf16>, tensor<256x4xbf16>) -> tensor<8x128x256xbf16>
    %188 = stablehlo.add %181#0, %187 : tensor<8x128x256xbf16>
    %189 = stablehlo.convert %186 : (tensor<256x4xbf16>) -> tensor<256x4xf32>
    %190 = sdy.sharding_constraint %188 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %191 = stablehlo.multiply %167, %190 : tensor<8x128x256xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %192 = stablehlo.reduce(%191 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %193 = stablehlo.reshape %192 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %194 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %195 = stablehlo.multiply %190, %194 : tensor<8x128x256xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %196 = stablehlo.reduce(%193 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %197 = stablehlo.convert %196 : (tensor<256xbf16>) -> tensor<256xf32>
    %198 = stablehlo.convert %195 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %199 = stablehlo.multiply %151, %198 : tensor<8x128x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.reduce(%199 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %201 = stablehlo.reshape %200 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %202 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %203 = stablehlo.multiply %198, %202 : tensor<8x128x256xf32>
    %204 = stablehlo.multiply %201, %164 : tensor<8x128x1xf32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %206 = stablehlo.divide %204, %205 : tensor<8x128x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %209 = stablehlo.multiply %208, %154 : tensor<8x128x256xf32>
    %210 = stablehlo.add %203, %209 : tensor<8x128x256xf32>
    %211 = stablehlo.convert %210 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %212 = stablehlo.add %179, %211 : tensor<8x128x256xbf16>
    %213 = sdy.sharding_constraint %212 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %214 = stablehlo.dot_general %213, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x8x32xbf16>) -> tensor<256x8x32xbf16>
    %215 = stablehlo.transpose %214, dims = [1, 2, 0] : (tensor<256x8x32xbf16>) -> tensor<8x32x256xbf16>
    %216 = stablehlo.dot_general %213, %147, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x8x32xbf16>
    %217 = stablehlo.convert %215 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %218 = sdy.sharding_constraint %216 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %219 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %220 = stablehlo.multiply %218, %219 : tensor<8x128x8x32xbf16>
    %221 = stablehlo.multiply %220, %140 : tensor<8x128x8x32xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %222 = stablehlo.reduce(%221 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x128x8x32xbf16>, tensor<bf16>) -> tensor<8x128x8xbf16>
    %223 = stablehlo.reshape %222 : (tensor<8x128x8xbf16>) -> tensor<8x128x8x1xbf16>
    %224 = stablehlo.negate %223 : tensor<8x128x8x1xbf16>
    %225 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %226 = stablehlo.divide %218, %225 : tensor<8x128x8x32xbf16>
    %227 = stablehlo.reshape %226 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %228 = stablehlo.transpose %227, dims = [0, 2, 4, 3, 1] : (tensor<8x128x4x2x32xbf16>) -> tensor<8x4x32x2x128xbf16>
    %229 = stablehlo.dot_general %228, %99, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x128xbf16>, tensor<8x128x4x32xbf16>) -> tensor<8x4x2x128x128xbf16>
    %230 = stablehlo.dot_general %228, %136, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x128xbf16>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x32x128xbf16>
    %231 = stablehlo.transpose %230, dims = [0, 3, 1, 2] : (tensor<8x4x32x128xbf16>) -> tensor<8x128x4x32xbf16>
    %232 = stablehlo.transpose %224, dims = [0, 2, 1, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x8x128x1xbf16>
    %233 = stablehlo.reshape %229 : (tensor<8x4x2x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %234 = stablehlo.convert %232 : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.reduce(%234 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %236 = stablehlo.broadcast_in_dim %235, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x128xf32>
    %237 = stablehlo.convert %236 : (tensor<8x8x128x128xf32>) -> tensor<8x8x128x128xbf16>
    %238 = stablehlo.add %233, %237 : tensor<8x8x128x128xbf16>
    %239 = stablehlo.multiply %238, %131 : tensor<8x8x128x128xbf16>
    %240 = stablehlo.negate %239 : tensor<8x8x128x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %241 = stablehlo.reduce(%240 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %242 = stablehlo.reshape %241 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %243 = stablehlo.reduce(%242 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %244 = stablehlo.divide %243, %127 : tensor<8x8x128xbf16>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x128xbf16>
    %246 = stablehlo.multiply %245, %126 : tensor<8x8x128x128xbf16>
    %247 = stablehlo.add %239, %246 : tensor<8x8x128x128xbf16>
    %248 = stablehlo.reshape %247 : (tensor<8x8x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %249 = call @_where_359(%120#1, %248) : (tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %250 = stablehlo.transpose %249, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x128x128xbf16>) -> tensor<8x4x128x128x2xbf16>
    %251 = stablehlo.dot_general %250, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xbf16>, tensor<8x128x4x32xbf16>) -> tensor<8x4x128x2x32xbf16>
    %252 = stablehlo.transpose %251, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x2x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %253 = stablehlo.dot_general %250, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xbf16>, tensor<8x128x4x2x32xbf16>) -> tensor<8x4x128x32xbf16>
    %254 = stablehlo.transpose %253, dims = [0, 2, 1, 3] : (tensor<8x4x128x32xbf16>) -> tensor<8x128x4x32xbf16>
    %255 = stablehlo.reshape %252 : (tensor<8x128x4x2x32xbf16>) -> tensor<8x128x8x32xbf16>
    %256 = sdy.sharding_constraint %231 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x4x32xbf16>
    %257 = sdy.sharding_constraint %254 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x4x32xbf16>
    %258 = sdy.sharding_constraint %255 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %259 = stablehlo.slice %257 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %260 = stablehlo.slice %257 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %261 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %262 = stablehlo.multiply %260, %261 : tensor<8x128x4x16xbf16>
    %263 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %264 = stablehlo.multiply %260, %263 : tensor<8x128x4x16xbf16>
    %265 = stablehlo.negate %259 : tensor<8x128x4x16xbf16>
    %266 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %267 = stablehlo.multiply %265, %266 : tensor<8x128x4x16xbf16>
    %268 = stablehlo.add %264, %267 : tensor<8x128x4x16xbf16>
    %269 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %270 = stablehlo.multiply %259, %269 : tensor<8x128x4x16xbf16>
    %271 = stablehlo.add %262, %270 : tensor<8x128x4x16xbf16>
    %272 = stablehlo.concatenate %271, %268, dim = 3 : (tensor<8x128x4x16xbf16>, tensor<8x128x4x16xbf16>) -> tensor<8x128x4x32xbf16>
    %273 = stablehlo.slice %258 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %274 = stablehlo.slice %258 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %275 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %276 = stablehlo.multiply %274, %275 : tensor<8x128x8x16xbf16>
    %277 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %278 = stablehlo.multiply %274, %277 : tensor<8x128x8x16xbf16>
    %279 = stablehlo.negate %273 : tensor<8x128x8x16xbf16>
    %280 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %281 = stablehlo.multiply %279, %280 : tensor<8x128x8x16xbf16>
    %282 = stablehlo.add %278, %281 : tensor<8x128x8x16xbf16>
    %283 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %284 = stablehlo.multiply %273, %283 : tensor<8x128x8x16xbf16>
    %285 = stablehlo.add %276, %284 : tensor<8x128x8x16xbf16>
    %286 = stablehlo.concatenate %285, %282, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %287 = stablehlo.dot_general %256, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x256xbf16>) -> tensor<4x32x256xbf16>
    %288 = stablehlo.transpose %287, dims = [2, 0, 1] : (tensor<4x32x256xbf16>) -> tensor<256x4x32xbf16>
    %289 = stablehlo.dot_general %256, %29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x256xbf16>
    %290 = stablehlo.convert %288 : (tensor<256x4x32xbf16>) -> tensor<256x4x32xf32>
    %291 = stablehlo.dot_general %272, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x256xbf16>) -> tensor<4x32x256xbf16>
    %292 = stablehlo.transpose %291, dims = [2, 0, 1] : (tensor<4x32x256xbf16>) -> tensor<256x4x32xbf16>
    %293 = stablehlo.dot_general %272, %27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x256xbf16>
    %294 = stablehlo.add %289, %293 : tensor<8x128x256xbf16>
    %295 = stablehlo.convert %292 : (tensor<256x4x32xbf16>) -> tensor<256x4x32xf32>
    %296 = stablehlo.dot_general %286, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %297 = stablehlo.transpose %296, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %298 = stablehlo.dot_general %286, %25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %299 = stablehlo.convert %297 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %300 = sdy.sharding_constraint %294 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %301 = sdy.sharding_constraint %298 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %302 = stablehlo.add %300, %301 : tensor<8x128x256xbf16>
    %303 = sdy.sharding_constraint %302 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %304 = stablehlo.multiply %17, %303 : tensor<8x128x256xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %305 = stablehlo.reduce(%304 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %306 = stablehlo.reshape %305 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %307 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %308 = stablehlo.multiply %303, %307 : tensor<8x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %309 = stablehlo.reduce(%306 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %310 = stablehlo.convert %309 : (tensor<256xbf16>) -> tensor<256xf32>
    %311 = stablehlo.convert %308 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %312 = stablehlo.multiply %1, %311 : tensor<8x128x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.reduce(%312 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %314 = stablehlo.reshape %313 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %315 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %316 = stablehlo.multiply %311, %315 : tensor<8x128x256xf32>
    %317 = stablehlo.multiply %314, %14 : tensor<8x128x1xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %319 = stablehlo.divide %317, %318 : tensor<8x128x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %320 = stablehlo.reduce(%319 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %321 = stablehlo.broadcast_in_dim %320, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %322 = stablehlo.multiply %321, %4 : tensor<8x128x256xf32>
    %323 = stablehlo.add %316, %322 : tensor<8x128x256xf32>
    %324 = stablehlo.convert %323 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %325 = stablehlo.add %212, %324 : tensor<8x128x256xbf16>
    %326 = sdy.sharding_constraint %325 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    return %326, %189, %184, %183, %182, %197, %310, %295, %217, %299, %290 : tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>
  }
  func.func private @_where_243(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_244(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x4x2x128x128xbf16>, %arg2: tensor<f32>) -> (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>) {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x4x2x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %3, %1 : tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>
  }
  func.func private @argsort_258(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %1#1 : tensor<1024xi32>
  }
  func.func private @floor_divide_259(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %2 = stablehlo.divide %arg0, %1 : tensor<1024xi32>
    %3 = stablehlo.sign %arg0 : tensor<1024xi32>
    %4 = stablehlo.sign %0 : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %6 = stablehlo.compare  NE, %3, %5,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %7 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %8 = stablehlo.remainder %arg0, %7 : tensor<1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %10 = stablehlo.compare  NE, %8, %9,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %11 = stablehlo.and %6, %10 : tensor<1024xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %13 = stablehlo.subtract %2, %12 : tensor<1024xi32>
    %14 = call @_where_260(%11, %13, %2) : (tensor<1024xi1>, tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    return %14 : tensor<1024xi32>
  }
  func.func private @_where_260(%arg0: tensor<1024xi1>, %arg1: tensor<1024xi32>, %arg2: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024xi1>, tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @clip_261(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1024xi32>
    return %2 : tensor<1024xi32>
  }
  func.func private @silu_262(%arg0: tensor<1024x128xbf16>) -> (tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<1024x128xbf16>
    %1 = stablehlo.exponential %0 : tensor<1024x128xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<1024x128xbf16>
    %3 = stablehlo.add %2, %1 : tensor<1024x128xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<1024x128xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<1024x128xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<1024x128xbf16>
    %8 = stablehlo.subtract %7, %5 : tensor<1024x128xbf16>
    %9 = stablehlo.multiply %5, %8 : tensor<1024x128xbf16>
    %10 = stablehlo.multiply %arg0, %5 : tensor<1024x128xbf16>
    return %10, %5, %9 : tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>
  }
  func.func private @argsort_275(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %1#1 : tensor<1024xi32>
  }
  func.func private @silu_289(%arg0: tensor<1024x128xbf16>, %arg1: tensor<1024x128xbf16>, %arg2: tensor<1024x128xbf16>, %arg3: tensor<1024x128xbf16>) -> tensor<1024x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<1024x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<1024x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<1024x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<1024x128xbf16>
    return %3 : tensor<1024x128xbf16>
  }
  func.func private @_where_359(%arg0: tensor<8x4x2x128x128xi1>, %arg1: tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %1 : tensor<8x4x2x128x128xbf16>
  }
  func.func private @_where_531(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip_576(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_584(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
