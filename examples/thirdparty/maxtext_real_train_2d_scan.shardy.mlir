module @jit_maxtext_real_train_2d_scan attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "stage"=1, "fsdp"=1, "fsdp_transpose"=1, "sequence"=1, "context"=1, "context_autoregressive"=1, "tensor"=4, "tensor_transpose"=1, "tensor_sequence"=1, "expert"=1, "autoregressive"=1]>
  func.func public @main(%arg0: tensor<i32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<512x4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<8x4x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<i32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<512x4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<8x4x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<512x4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<8x4x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>, tf.aliasing_output = 36 : i32}, %arg37: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>, tf.aliasing_output = 37 : i32}, %arg38: tensor<i32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg40: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg41: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg42: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg43: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}) -> (tensor<i32> {jax.result_info = "result[0].step"}, tensor<256xf32> {jax.result_info = "result[0].params['params']['decoder']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, tensor<256x4x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['mlp']['wi_0']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<256x4x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['mlp']['wi_1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<512x4x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['mlp']['wo']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>}, tensor<256x4xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x4xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<8x4x32x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].params['params']['decoder']['logits_dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].params['params']['token_embedder']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, tensor<256x4x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['mlp']['wi_0']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<256x4x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['mlp']['wi_1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<512x4x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['mlp']['wo']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>}, tensor<256x4xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x4xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<8x4x32x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['logits_dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['token_embedder']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['decoder_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, tensor<256x4x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['mlp']['wi_0']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<256x4x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['mlp']['wi_1']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, tensor<512x4x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['mlp']['wo']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>}, tensor<256x4xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x4xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['key']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<8x4x32x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['out']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['query']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x4x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['value']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['logits_dense']['kernel']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['token_embedder']['embedding']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, tensor<i32> {jax.result_info = "result[0].opt_state[2].count"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/grad_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/moe_lb_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/mtp_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/param_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/raw_grad_norm']"}, tensor<i32> {jax.result_info = "result[1]['scalar']['learning/total_weights']"}) {
    %0 = stablehlo.convert %arg12 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %2 = stablehlo.compare  LT, %arg39, %1,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %4 = stablehlo.add %arg39, %3 : tensor<8x128xi32>
    %5 = stablehlo.select %2, %4, %arg39 : tensor<8x128xi1>, tensor<8x128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<8x128x1xi32>) -> tensor<8x128x256xbf16>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %9 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<256x4x512xf32>) -> tensor<4x256x512xf32>
    %10 = stablehlo.transpose %arg3, dims = [1, 0, 2] : (tensor<256x4x512xf32>) -> tensor<4x256x512xf32>
    %11 = stablehlo.transpose %arg4, dims = [1, 0, 2] : (tensor<512x4x256xf32>) -> tensor<4x512x256xf32>
    %12 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.transpose %arg6, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.transpose %arg7, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %15 = stablehlo.transpose %arg8, dims = [1, 0, 2, 3] : (tensor<8x4x32x256xf32>) -> tensor<4x8x32x256xf32>
    %16 = stablehlo.transpose %arg9, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %17 = stablehlo.transpose %arg10, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %18 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %19 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_1 = stablehlo.constant dense<2> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %21 = stablehlo.multiply %20, %19 : tensor<16xi32>
    %22 = stablehlo.convert %21 : (tensor<16xi32>) -> tensor<16xf32>
    %cst = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %24 = stablehlo.divide %22, %23 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %26 = stablehlo.power %25, %24 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %28 = stablehlo.multiply %27, %26 : tensor<16xf32>
    %29 = stablehlo.convert %18 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %30 = stablehlo.broadcast_in_dim %28, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %31 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %32 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %33 = stablehlo.divide %31, %32 : tensor<8x128x1x16xf32>
    %34 = stablehlo.sine %33 : tensor<8x128x1x16xf32>
    %35 = stablehlo.convert %34 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %36 = stablehlo.cosine %33 : tensor<8x128x1x16xf32>
    %37 = stablehlo.convert %36 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %38 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %39 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_4 = stablehlo.constant dense<2> : tensor<i32>
    %40 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %41 = stablehlo.multiply %40, %39 : tensor<16xi32>
    %42 = stablehlo.convert %41 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_5 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %44 = stablehlo.divide %42, %43 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %46 = stablehlo.power %45, %44 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %47 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %48 = stablehlo.multiply %47, %46 : tensor<16xf32>
    %49 = stablehlo.convert %38 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %50 = stablehlo.broadcast_in_dim %48, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %51 = stablehlo.broadcast_in_dim %49, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %52 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %53 = stablehlo.divide %51, %52 : tensor<8x128x1x16xf32>
    %54 = stablehlo.sine %53 : tensor<8x128x1x16xf32>
    %55 = stablehlo.convert %54 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %56 = stablehlo.cosine %53 : tensor<8x128x1x16xf32>
    %57 = stablehlo.convert %56 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %58 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %59 = stablehlo.broadcast_in_dim %arg41, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %60 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %62 = stablehlo.compare  EQ, %60, %61,  SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 3, 4] : (tensor<8x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %64 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %65 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %66 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %67 = stablehlo.add %64, %66 : tensor<128x128xi32>
    %68 = stablehlo.compare  LE, %65, %67,  SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %69 = stablehlo.broadcast_in_dim %68, dims = [3, 4] : (tensor<128x128xi1>) -> tensor<1x1x1x128x128xi1>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %71 = stablehlo.and %63, %70 : tensor<8x1x1x128x128xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_10 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %72 = call @_where(%71, %cst_9, %cst_10) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_11 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %74 = stablehlo.compare  GE, %72, %73,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %75:2 = call @_where_19(%74, %cst_10) : (tensor<8x1x1x128x128xi1>, tensor<f32>) -> (tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>)
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %76 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<4x8x128x256xbf16>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %77:18 = stablehlo.while(%iterArg = %9, %iterArg_236 = %10, %iterArg_237 = %11, %iterArg_238 = %12, %iterArg_239 = %13, %iterArg_240 = %14, %iterArg_241 = %15, %iterArg_242 = %16, %iterArg_243 = %17, %iterArg_244 = %57, %iterArg_245 = %55, %iterArg_246 = %37, %iterArg_247 = %35, %iterArg_248 = %75#0, %iterArg_249 = %75#1, %iterArg_250 = %c_13, %iterArg_251 = %8, %iterArg_252 = %76) : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<i32>, tensor<8x128x256xbf16>, tensor<4x8x128x256xbf16>
    cond {
      %c_253 = stablehlo.constant dense<4> : tensor<i32>
      %809 = stablehlo.compare  LT, %iterArg_250, %c_253,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %809 : tensor<i1>
    } do {
      %c_253 = stablehlo.constant dense<0> : tensor<i32>
      %c_254 = stablehlo.constant dense<0> : tensor<i32>
      %809 = stablehlo.dynamic_slice %iterArg, %iterArg_250, %c_253, %c_254, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %810 = stablehlo.reshape %809 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_255 = stablehlo.constant dense<0> : tensor<i32>
      %c_256 = stablehlo.constant dense<0> : tensor<i32>
      %811 = stablehlo.dynamic_slice %iterArg_236, %iterArg_250, %c_255, %c_256, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %812 = stablehlo.reshape %811 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_257 = stablehlo.constant dense<0> : tensor<i32>
      %c_258 = stablehlo.constant dense<0> : tensor<i32>
      %813 = stablehlo.dynamic_slice %iterArg_237, %iterArg_250, %c_257, %c_258, sizes = [1, 512, 256] : (tensor<4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x256xf32>
      %814 = stablehlo.reshape %813 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
      %c_259 = stablehlo.constant dense<0> : tensor<i32>
      %815 = stablehlo.dynamic_slice %iterArg_238, %iterArg_250, %c_259, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %816 = stablehlo.reshape %815 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_260 = stablehlo.constant dense<0> : tensor<i32>
      %817 = stablehlo.dynamic_slice %iterArg_239, %iterArg_250, %c_260, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %818 = stablehlo.reshape %817 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_261 = stablehlo.constant dense<0> : tensor<i32>
      %c_262 = stablehlo.constant dense<0> : tensor<i32>
      %c_263 = stablehlo.constant dense<0> : tensor<i32>
      %819 = stablehlo.dynamic_slice %iterArg_240, %iterArg_250, %c_261, %c_262, %c_263, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %820 = stablehlo.reshape %819 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_264 = stablehlo.constant dense<0> : tensor<i32>
      %c_265 = stablehlo.constant dense<0> : tensor<i32>
      %c_266 = stablehlo.constant dense<0> : tensor<i32>
      %821 = stablehlo.dynamic_slice %iterArg_241, %iterArg_250, %c_264, %c_265, %c_266, sizes = [1, 8, 32, 256] : (tensor<4x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %822 = stablehlo.reshape %821 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_267 = stablehlo.constant dense<0> : tensor<i32>
      %c_268 = stablehlo.constant dense<0> : tensor<i32>
      %c_269 = stablehlo.constant dense<0> : tensor<i32>
      %823 = stablehlo.dynamic_slice %iterArg_242, %iterArg_250, %c_267, %c_268, %c_269, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %824 = stablehlo.reshape %823 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_270 = stablehlo.constant dense<0> : tensor<i32>
      %c_271 = stablehlo.constant dense<0> : tensor<i32>
      %c_272 = stablehlo.constant dense<0> : tensor<i32>
      %825 = stablehlo.dynamic_slice %iterArg_243, %iterArg_250, %c_270, %c_271, %c_272, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %826 = stablehlo.reshape %825 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %827:2 = func.call @closed_call(%iterArg_244, %iterArg_245, %iterArg_246, %iterArg_247, %iterArg_248, %iterArg_249, %iterArg_251, %810, %812, %814, %816, %818, %820, %822, %824, %826) : (tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<8x128x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> (tensor<8x128x256xbf16>, tensor<8x128x256xbf16>)
      %828 = stablehlo.broadcast_in_dim %827#1, dims = [1, 2, 3] : (tensor<8x128x256xbf16>) -> tensor<1x8x128x256xbf16>
      %c_273 = stablehlo.constant dense<0> : tensor<i32>
      %c_274 = stablehlo.constant dense<0> : tensor<i32>
      %c_275 = stablehlo.constant dense<0> : tensor<i32>
      %829 = stablehlo.dynamic_update_slice %iterArg_252, %828, %iterArg_250, %c_273, %c_274, %c_275 : (tensor<4x8x128x256xbf16>, tensor<1x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x128x256xbf16>
      %c_276 = stablehlo.constant dense<1> : tensor<i32>
      %830 = stablehlo.add %iterArg_250, %c_276 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %iterArg_245, %iterArg_246, %iterArg_247, %iterArg_248, %iterArg_249, %830, %827#0, %829 : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<i32>, tensor<8x128x256xbf16>, tensor<4x8x128x256xbf16>
    }
    %78 = stablehlo.convert %77#16 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %79 = stablehlo.multiply %78, %78 : tensor<8x128x256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %81 = stablehlo.multiply %80, %78 : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %82 = stablehlo.reduce(%79 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %85 = stablehlo.divide %83, %84 : tensor<8x128x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %87 = stablehlo.add %85, %86 : tensor<8x128x1xf32>
    %88 = stablehlo.rsqrt %87 : tensor<8x128x1xf32>
    %89 = stablehlo.divide %88, %87 : tensor<8x128x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %91 = stablehlo.multiply %90, %89 : tensor<8x128x1xf32>
    %92 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %93 = stablehlo.multiply %78, %92 : tensor<8x128x256xf32>
    %94 = stablehlo.convert %93 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %95 = stablehlo.convert %arg1 : (tensor<256xf32>) -> tensor<256xbf16>
    %96 = stablehlo.broadcast_in_dim %95, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %97 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %98 = stablehlo.multiply %94, %97 : tensor<8x128x256xbf16>
    %99 = stablehlo.convert %arg11 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %100 = stablehlo.dot_general %98, %99, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x1024xbf16>
    %101 = sdy.sharding_constraint %100 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x1024xbf16>
    %102 = stablehlo.convert %101 : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xf32>
    %103 = call @_one_hot(%arg42) : (tensor<8x128xi32>) -> tensor<8x128x1024xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %104 = stablehlo.reduce(%102 init: %cst_19) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %107 = stablehlo.subtract %102, %106 : tensor<8x128x1024xf32>
    %108 = stablehlo.exponential %107 : tensor<8x128x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %109 = stablehlo.reduce(%108 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %111 = stablehlo.log %110 : tensor<8x128x1xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %113 = stablehlo.subtract %107, %112 : tensor<8x128x1024xf32>
    %114 = stablehlo.multiply %103, %113 : tensor<8x128x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%114 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %116 = stablehlo.negate %115 : tensor<8x128xf32>
    %117 = stablehlo.log %110 : tensor<8x128x1xf32>
    %118 = stablehlo.add %117, %105 : tensor<8x128x1xf32>
    %119 = stablehlo.reshape %118 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %120 = stablehlo.multiply %119, %119 : tensor<8x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %122 = stablehlo.multiply %121, %120 : tensor<8x128xf32>
    %123 = stablehlo.add %116, %122 : tensor<8x128xf32>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {}]> : tensor<8x128xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %125 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %126 = stablehlo.compare  NE, %arg43, %125,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %127 = stablehlo.convert %126 : (tensor<8x128xi1>) -> tensor<8x128xf32>
    %128 = stablehlo.multiply %124, %127 : tensor<8x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %130 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %131 = stablehlo.compare  NE, %arg43, %130,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %132 = stablehlo.convert %131 : (tensor<8x128xi1>) -> tensor<8x128xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %133 = stablehlo.reduce(%132 init: %c_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xi32>, tensor<i32>) -> tensor<i32>
    %134 = stablehlo.convert %133 : (tensor<i32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %135 = stablehlo.add %134, %cst_27 : tensor<f32>
    %136 = stablehlo.convert %135 : tensor<f32>
    %137 = stablehlo.divide %129, %136 : tensor<f32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<f32>
    %139 = stablehlo.divide %138, %136 : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %141 = stablehlo.multiply %140, %127 : tensor<8x128xf32>
    %142 = sdy.sharding_constraint %141 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {}]> : tensor<8x128xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %144 = stablehlo.multiply %143, %119 : tensor<8x128xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %146 = stablehlo.add %145, %144 : tensor<8x128xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %149 = stablehlo.multiply %148, %108 : tensor<8x128x1024xf32>
    %150 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %151 = stablehlo.divide %149, %150 : tensor<8x128x1024xf32>
    %152 = stablehlo.subtract %151, %103 : tensor<8x128x1024xf32>
    %153 = stablehlo.broadcast_in_dim %142, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %154 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %155 = stablehlo.multiply %154, %152 : tensor<8x128x1024xf32>
    %156 = stablehlo.convert %155 : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xbf16>
    %157 = sdy.sharding_constraint %156 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x1024xbf16>
    %158 = stablehlo.dot_general %157, %98, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %159 = stablehlo.transpose %158, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %160 = stablehlo.dot_general %157, %99, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x256xbf16>
    %161 = stablehlo.convert %159 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %162 = stablehlo.multiply %94, %160 : tensor<8x128x256xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %163 = stablehlo.reduce(%162 init: %cst_31) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %164 = stablehlo.reshape %163 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %165 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %166 = stablehlo.multiply %160, %165 : tensor<8x128x256xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %167 = stablehlo.reduce(%164 init: %cst_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %168 = stablehlo.convert %167 : (tensor<256xbf16>) -> tensor<256xf32>
    %169 = stablehlo.convert %166 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %170 = stablehlo.multiply %78, %169 : tensor<8x128x256xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_33) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %172 = stablehlo.reshape %171 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %173 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %174 = stablehlo.multiply %169, %173 : tensor<8x128x256xf32>
    %175 = stablehlo.multiply %172, %91 : tensor<8x128x1xf32>
    %cst_34 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %177 = stablehlo.divide %175, %176 : tensor<8x128x1xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%177 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %180 = stablehlo.multiply %179, %81 : tensor<8x128x256xf32>
    %181 = stablehlo.add %174, %180 : tensor<8x128x256xf32>
    %182 = stablehlo.convert %181 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x256x8x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x8x32x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x256x8x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x256x8x32xf32>
    %c_45 = stablehlo.constant dense<0> : tensor<i32>
    %192:23 = stablehlo.while(%iterArg = %9, %iterArg_236 = %10, %iterArg_237 = %11, %iterArg_238 = %12, %iterArg_239 = %13, %iterArg_240 = %14, %iterArg_241 = %15, %iterArg_242 = %16, %iterArg_243 = %17, %iterArg_244 = %77#17, %iterArg_245 = %arg41, %iterArg_246 = %arg40, %iterArg_247 = %c_45, %iterArg_248 = %182, %iterArg_249 = %183, %iterArg_250 = %184, %iterArg_251 = %185, %iterArg_252 = %186, %iterArg_253 = %187, %iterArg_254 = %188, %iterArg_255 = %189, %iterArg_256 = %190, %iterArg_257 = %191) : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<4x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>
    cond {
      %c_258 = stablehlo.constant dense<4> : tensor<i32>
      %809 = stablehlo.compare  LT, %iterArg_247, %c_258,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %809 : tensor<i1>
    } do {
      %c_258 = stablehlo.constant dense<4> : tensor<i32>
      %809 = stablehlo.subtract %c_258, %iterArg_247 : tensor<i32>
      %c_259 = stablehlo.constant dense<1> : tensor<i32>
      %810 = stablehlo.subtract %809, %c_259 : tensor<i32>
      %c_260 = stablehlo.constant dense<0> : tensor<i32>
      %c_261 = stablehlo.constant dense<0> : tensor<i32>
      %811 = stablehlo.dynamic_slice %iterArg, %810, %c_260, %c_261, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %812 = stablehlo.reshape %811 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_262 = stablehlo.constant dense<0> : tensor<i32>
      %c_263 = stablehlo.constant dense<0> : tensor<i32>
      %813 = stablehlo.dynamic_slice %iterArg_236, %810, %c_262, %c_263, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %814 = stablehlo.reshape %813 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_264 = stablehlo.constant dense<0> : tensor<i32>
      %c_265 = stablehlo.constant dense<0> : tensor<i32>
      %815 = stablehlo.dynamic_slice %iterArg_237, %810, %c_264, %c_265, sizes = [1, 512, 256] : (tensor<4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x256xf32>
      %816 = stablehlo.reshape %815 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
      %c_266 = stablehlo.constant dense<0> : tensor<i32>
      %817 = stablehlo.dynamic_slice %iterArg_238, %810, %c_266, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %818 = stablehlo.reshape %817 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_267 = stablehlo.constant dense<0> : tensor<i32>
      %819 = stablehlo.dynamic_slice %iterArg_239, %810, %c_267, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %820 = stablehlo.reshape %819 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_268 = stablehlo.constant dense<0> : tensor<i32>
      %c_269 = stablehlo.constant dense<0> : tensor<i32>
      %c_270 = stablehlo.constant dense<0> : tensor<i32>
      %821 = stablehlo.dynamic_slice %iterArg_240, %810, %c_268, %c_269, %c_270, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %822 = stablehlo.reshape %821 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_271 = stablehlo.constant dense<0> : tensor<i32>
      %c_272 = stablehlo.constant dense<0> : tensor<i32>
      %c_273 = stablehlo.constant dense<0> : tensor<i32>
      %823 = stablehlo.dynamic_slice %iterArg_241, %810, %c_271, %c_272, %c_273, sizes = [1, 8, 32, 256] : (tensor<4x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %824 = stablehlo.reshape %823 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_274 = stablehlo.constant dense<0> : tensor<i32>
      %c_275 = stablehlo.constant dense<0> : tensor<i32>
      %c_276 = stablehlo.constant dense<0> : tensor<i32>
      %825 = stablehlo.dynamic_slice %iterArg_242, %810, %c_274, %c_275, %c_276, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %826 = stablehlo.reshape %825 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_277 = stablehlo.constant dense<0> : tensor<i32>
      %c_278 = stablehlo.constant dense<0> : tensor<i32>
      %c_279 = stablehlo.constant dense<0> : tensor<i32>
      %827 = stablehlo.dynamic_slice %iterArg_243, %810, %c_277, %c_278, %c_279, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %828 = stablehlo.reshape %827 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_280 = stablehlo.constant dense<0> : tensor<i32>
      %c_281 = stablehlo.constant dense<0> : tensor<i32>
      %c_282 = stablehlo.constant dense<0> : tensor<i32>
      %829 = stablehlo.dynamic_slice %iterArg_244, %810, %c_280, %c_281, %c_282, sizes = [1, 8, 128, 256] : (tensor<4x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x256xbf16>
      %830 = stablehlo.reshape %829 : (tensor<1x8x128x256xbf16>) -> tensor<8x128x256xbf16>
      %831:10 = func.call @closed_call_150(%iterArg_245, %iterArg_246, %iterArg_248, %812, %814, %816, %818, %820, %822, %824, %826, %828, %830) : (tensor<8x128xi32>, tensor<8x128xi32>, tensor<8x128x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>)
      %832 = stablehlo.broadcast_in_dim %831#1, dims = [1, 2] : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
      %c_283 = stablehlo.constant dense<0> : tensor<i32>
      %c_284 = stablehlo.constant dense<0> : tensor<i32>
      %833 = stablehlo.dynamic_update_slice %iterArg_249, %832, %810, %c_283, %c_284 : (tensor<4x256x512xf32>, tensor<1x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x512xf32>
      %834 = stablehlo.broadcast_in_dim %831#2, dims = [1, 2] : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
      %c_285 = stablehlo.constant dense<0> : tensor<i32>
      %c_286 = stablehlo.constant dense<0> : tensor<i32>
      %835 = stablehlo.dynamic_update_slice %iterArg_250, %834, %810, %c_285, %c_286 : (tensor<4x256x512xf32>, tensor<1x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x512xf32>
      %836 = stablehlo.broadcast_in_dim %831#3, dims = [1, 2] : (tensor<512x256xf32>) -> tensor<1x512x256xf32>
      %c_287 = stablehlo.constant dense<0> : tensor<i32>
      %c_288 = stablehlo.constant dense<0> : tensor<i32>
      %837 = stablehlo.dynamic_update_slice %iterArg_251, %836, %810, %c_287, %c_288 : (tensor<4x512x256xf32>, tensor<1x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x256xf32>
      %838 = stablehlo.broadcast_in_dim %831#4, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_289 = stablehlo.constant dense<0> : tensor<i32>
      %839 = stablehlo.dynamic_update_slice %iterArg_252, %838, %810, %c_289 : (tensor<4x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<4x256xf32>
      %840 = stablehlo.broadcast_in_dim %831#5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_290 = stablehlo.constant dense<0> : tensor<i32>
      %841 = stablehlo.dynamic_update_slice %iterArg_253, %840, %810, %c_290 : (tensor<4x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<4x256xf32>
      %842 = stablehlo.broadcast_in_dim %831#6, dims = [1, 2, 3] : (tensor<256x8x32xf32>) -> tensor<1x256x8x32xf32>
      %c_291 = stablehlo.constant dense<0> : tensor<i32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %c_293 = stablehlo.constant dense<0> : tensor<i32>
      %843 = stablehlo.dynamic_update_slice %iterArg_254, %842, %810, %c_291, %c_292, %c_293 : (tensor<4x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x8x32xf32>
      %844 = stablehlo.broadcast_in_dim %831#7, dims = [1, 2, 3] : (tensor<8x32x256xf32>) -> tensor<1x8x32x256xf32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %845 = stablehlo.dynamic_update_slice %iterArg_255, %844, %810, %c_294, %c_295, %c_296 : (tensor<4x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x32x256xf32>
      %846 = stablehlo.broadcast_in_dim %831#8, dims = [1, 2, 3] : (tensor<256x8x32xf32>) -> tensor<1x256x8x32xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %847 = stablehlo.dynamic_update_slice %iterArg_256, %846, %810, %c_297, %c_298, %c_299 : (tensor<4x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x8x32xf32>
      %848 = stablehlo.broadcast_in_dim %831#9, dims = [1, 2, 3] : (tensor<256x8x32xf32>) -> tensor<1x256x8x32xf32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %849 = stablehlo.dynamic_update_slice %iterArg_257, %848, %810, %c_300, %c_301, %c_302 : (tensor<4x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x8x32xf32>
      %850 = stablehlo.add %iterArg_247, %c_259 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_236, %iterArg_237, %iterArg_238, %iterArg_239, %iterArg_240, %iterArg_241, %iterArg_242, %iterArg_243, %iterArg_244, %iterArg_245, %iterArg_246, %850, %831#0, %833, %835, %837, %839, %841, %843, %845, %847, %849 : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<4x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>
    }
    %193 = stablehlo.transpose %192#22, dims = [1, 0, 2, 3] : (tensor<4x256x8x32xf32>) -> tensor<256x4x8x32xf32>
    %194 = stablehlo.transpose %192#21, dims = [1, 0, 2, 3] : (tensor<4x256x8x32xf32>) -> tensor<256x4x8x32xf32>
    %195 = stablehlo.transpose %192#20, dims = [1, 0, 2, 3] : (tensor<4x8x32x256xf32>) -> tensor<8x4x32x256xf32>
    %196 = stablehlo.transpose %192#19, dims = [1, 0, 2, 3] : (tensor<4x256x8x32xf32>) -> tensor<256x4x8x32xf32>
    %197 = stablehlo.transpose %192#18, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %198 = stablehlo.transpose %192#17, dims = [1, 0] : (tensor<4x256xf32>) -> tensor<256x4xf32>
    %199 = stablehlo.transpose %192#16, dims = [1, 0, 2] : (tensor<4x512x256xf32>) -> tensor<512x4x256xf32>
    %200 = stablehlo.transpose %192#15, dims = [1, 0, 2] : (tensor<4x256x512xf32>) -> tensor<256x4x512xf32>
    %201 = stablehlo.transpose %192#14, dims = [1, 0, 2] : (tensor<4x256x512xf32>) -> tensor<256x4x512xf32>
    %202 = sdy.sharding_constraint %192#13 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %203 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<bf16>) -> tensor<1024x256xbf16>
    %204 = "stablehlo.scatter"(%203, %6, %202) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %809 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %809 : tensor<bf16>
    }) : (tensor<1024x256xbf16>, tensor<8x128x1xi32>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %205 = stablehlo.convert %204 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %206 = stablehlo.multiply %168, %168 : tensor<256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %208 = stablehlo.multiply %207, %207 : tensor<256xf32>
    %209 = stablehlo.add %206, %208 : tensor<256xf32>
    %210 = stablehlo.multiply %201, %201 : tensor<256x4x512xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %212 = stablehlo.multiply %211, %211 : tensor<256x4x512xf32>
    %213 = stablehlo.add %210, %212 : tensor<256x4x512xf32>
    %214 = stablehlo.multiply %200, %200 : tensor<256x4x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %216 = stablehlo.multiply %215, %215 : tensor<256x4x512xf32>
    %217 = stablehlo.add %214, %216 : tensor<256x4x512xf32>
    %218 = stablehlo.multiply %199, %199 : tensor<512x4x256xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %220 = stablehlo.multiply %219, %219 : tensor<512x4x256xf32>
    %221 = stablehlo.add %218, %220 : tensor<512x4x256xf32>
    %222 = stablehlo.multiply %198, %198 : tensor<256x4xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %224 = stablehlo.multiply %223, %223 : tensor<256x4xf32>
    %225 = stablehlo.add %222, %224 : tensor<256x4xf32>
    %226 = stablehlo.multiply %197, %197 : tensor<256x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %228 = stablehlo.multiply %227, %227 : tensor<256x4xf32>
    %229 = stablehlo.add %226, %228 : tensor<256x4xf32>
    %230 = stablehlo.multiply %196, %196 : tensor<256x4x8x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %232 = stablehlo.multiply %231, %231 : tensor<256x4x8x32xf32>
    %233 = stablehlo.add %230, %232 : tensor<256x4x8x32xf32>
    %234 = stablehlo.multiply %195, %195 : tensor<8x4x32x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %236 = stablehlo.multiply %235, %235 : tensor<8x4x32x256xf32>
    %237 = stablehlo.add %234, %236 : tensor<8x4x32x256xf32>
    %238 = stablehlo.multiply %194, %194 : tensor<256x4x8x32xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %240 = stablehlo.multiply %239, %239 : tensor<256x4x8x32xf32>
    %241 = stablehlo.add %238, %240 : tensor<256x4x8x32xf32>
    %242 = stablehlo.multiply %193, %193 : tensor<256x4x8x32xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %244 = stablehlo.multiply %243, %243 : tensor<256x4x8x32xf32>
    %245 = stablehlo.add %242, %244 : tensor<256x4x8x32xf32>
    %246 = stablehlo.multiply %161, %161 : tensor<256x1024xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %247 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %248 = stablehlo.multiply %247, %247 : tensor<256x1024xf32>
    %249 = stablehlo.add %246, %248 : tensor<256x1024xf32>
    %250 = stablehlo.multiply %205, %205 : tensor<1024x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %252 = stablehlo.multiply %251, %251 : tensor<1024x256xf32>
    %253 = stablehlo.add %250, %252 : tensor<1024x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%209 init: %cst_59) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.reduce(%213 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%217 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %257 = stablehlo.reduce(%221 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<512x4x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%225 init: %cst_63) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %259 = stablehlo.reduce(%229 init: %cst_64) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.reduce(%233 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.reduce(%237 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x4x32x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %262 = stablehlo.reduce(%241 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%245 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.reduce(%249 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%253 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.add %cst_71, %254 : tensor<f32>
    %267 = stablehlo.add %266, %255 : tensor<f32>
    %268 = stablehlo.add %267, %256 : tensor<f32>
    %269 = stablehlo.add %268, %257 : tensor<f32>
    %270 = stablehlo.add %269, %258 : tensor<f32>
    %271 = stablehlo.add %270, %259 : tensor<f32>
    %272 = stablehlo.add %271, %260 : tensor<f32>
    %273 = stablehlo.add %272, %261 : tensor<f32>
    %274 = stablehlo.add %273, %262 : tensor<f32>
    %275 = stablehlo.add %274, %263 : tensor<f32>
    %276 = stablehlo.add %275, %264 : tensor<f32>
    %277 = stablehlo.add %276, %265 : tensor<f32>
    %278 = stablehlo.sqrt %277 : tensor<f32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %279 = stablehlo.compare  LT, %278, %cst_72,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %280 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %281 = stablehlo.divide %168, %280 : tensor<256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %283 = stablehlo.multiply %281, %282 : tensor<256xf32>
    %284 = stablehlo.select %279, %168, %283 : tensor<i1>, tensor<256xf32>
    %285 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %286 = stablehlo.divide %201, %285 : tensor<256x4x512xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %288 = stablehlo.multiply %286, %287 : tensor<256x4x512xf32>
    %289 = stablehlo.select %279, %201, %288 : tensor<i1>, tensor<256x4x512xf32>
    %290 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %291 = stablehlo.divide %200, %290 : tensor<256x4x512xf32>
    %cst_75 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %293 = stablehlo.multiply %291, %292 : tensor<256x4x512xf32>
    %294 = stablehlo.select %279, %200, %293 : tensor<i1>, tensor<256x4x512xf32>
    %295 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %296 = stablehlo.divide %199, %295 : tensor<512x4x256xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %298 = stablehlo.multiply %296, %297 : tensor<512x4x256xf32>
    %299 = stablehlo.select %279, %199, %298 : tensor<i1>, tensor<512x4x256xf32>
    %300 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %301 = stablehlo.divide %198, %300 : tensor<256x4xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %303 = stablehlo.multiply %301, %302 : tensor<256x4xf32>
    %304 = stablehlo.select %279, %198, %303 : tensor<i1>, tensor<256x4xf32>
    %305 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %306 = stablehlo.divide %197, %305 : tensor<256x4xf32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %308 = stablehlo.multiply %306, %307 : tensor<256x4xf32>
    %309 = stablehlo.select %279, %197, %308 : tensor<i1>, tensor<256x4xf32>
    %310 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %311 = stablehlo.divide %196, %310 : tensor<256x4x8x32xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %313 = stablehlo.multiply %311, %312 : tensor<256x4x8x32xf32>
    %314 = stablehlo.select %279, %196, %313 : tensor<i1>, tensor<256x4x8x32xf32>
    %315 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %316 = stablehlo.divide %195, %315 : tensor<8x4x32x256xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %318 = stablehlo.multiply %316, %317 : tensor<8x4x32x256xf32>
    %319 = stablehlo.select %279, %195, %318 : tensor<i1>, tensor<8x4x32x256xf32>
    %320 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %321 = stablehlo.divide %194, %320 : tensor<256x4x8x32xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<256x4x8x32xf32>
    %324 = stablehlo.select %279, %194, %323 : tensor<i1>, tensor<256x4x8x32xf32>
    %325 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %326 = stablehlo.divide %193, %325 : tensor<256x4x8x32xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %328 = stablehlo.multiply %326, %327 : tensor<256x4x8x32xf32>
    %329 = stablehlo.select %279, %193, %328 : tensor<i1>, tensor<256x4x8x32xf32>
    %330 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %331 = stablehlo.divide %161, %330 : tensor<256x1024xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %333 = stablehlo.multiply %331, %332 : tensor<256x1024xf32>
    %334 = stablehlo.select %279, %161, %333 : tensor<i1>, tensor<256x1024xf32>
    %335 = stablehlo.broadcast_in_dim %278, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %336 = stablehlo.divide %205, %335 : tensor<1024x256xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %338 = stablehlo.multiply %336, %337 : tensor<1024x256xf32>
    %339 = stablehlo.select %279, %205, %338 : tensor<i1>, tensor<1024x256xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %340 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %341 = stablehlo.multiply %340, %284 : tensor<256xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %343 = stablehlo.multiply %342, %arg14 : tensor<256xf32>
    %344 = stablehlo.add %341, %343 : tensor<256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %346 = stablehlo.multiply %345, %289 : tensor<256x4x512xf32>
    %cst_88 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %348 = stablehlo.multiply %347, %arg15 : tensor<256x4x512xf32>
    %349 = stablehlo.add %346, %348 : tensor<256x4x512xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %351 = stablehlo.multiply %350, %294 : tensor<256x4x512xf32>
    %cst_90 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %353 = stablehlo.multiply %352, %arg16 : tensor<256x4x512xf32>
    %354 = stablehlo.add %351, %353 : tensor<256x4x512xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %356 = stablehlo.multiply %355, %299 : tensor<512x4x256xf32>
    %cst_92 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %357 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %358 = stablehlo.multiply %357, %arg17 : tensor<512x4x256xf32>
    %359 = stablehlo.add %356, %358 : tensor<512x4x256xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %360 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %361 = stablehlo.multiply %360, %304 : tensor<256x4xf32>
    %cst_94 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %362 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %363 = stablehlo.multiply %362, %arg18 : tensor<256x4xf32>
    %364 = stablehlo.add %361, %363 : tensor<256x4xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %365 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %366 = stablehlo.multiply %365, %309 : tensor<256x4xf32>
    %cst_96 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %368 = stablehlo.multiply %367, %arg19 : tensor<256x4xf32>
    %369 = stablehlo.add %366, %368 : tensor<256x4xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %370 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %371 = stablehlo.multiply %370, %314 : tensor<256x4x8x32xf32>
    %cst_98 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %373 = stablehlo.multiply %372, %arg20 : tensor<256x4x8x32xf32>
    %374 = stablehlo.add %371, %373 : tensor<256x4x8x32xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %376 = stablehlo.multiply %375, %319 : tensor<8x4x32x256xf32>
    %cst_100 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %378 = stablehlo.multiply %377, %arg21 : tensor<8x4x32x256xf32>
    %379 = stablehlo.add %376, %378 : tensor<8x4x32x256xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %381 = stablehlo.multiply %380, %324 : tensor<256x4x8x32xf32>
    %cst_102 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %383 = stablehlo.multiply %382, %arg22 : tensor<256x4x8x32xf32>
    %384 = stablehlo.add %381, %383 : tensor<256x4x8x32xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %385 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %386 = stablehlo.multiply %385, %329 : tensor<256x4x8x32xf32>
    %cst_104 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %388 = stablehlo.multiply %387, %arg23 : tensor<256x4x8x32xf32>
    %389 = stablehlo.add %386, %388 : tensor<256x4x8x32xf32>
    %cst_105 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %390 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %391 = stablehlo.multiply %390, %334 : tensor<256x1024xf32>
    %cst_106 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %393 = stablehlo.multiply %392, %arg24 : tensor<256x1024xf32>
    %394 = stablehlo.add %391, %393 : tensor<256x1024xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %396 = stablehlo.multiply %395, %339 : tensor<1024x256xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %398 = stablehlo.multiply %397, %arg25 : tensor<1024x256xf32>
    %399 = stablehlo.add %396, %398 : tensor<1024x256xf32>
    %400 = stablehlo.multiply %284, %284 : tensor<256xf32>
    %cst_109 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %401 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %402 = stablehlo.multiply %401, %400 : tensor<256xf32>
    %cst_110 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %404 = stablehlo.multiply %403, %arg26 : tensor<256xf32>
    %405 = stablehlo.add %402, %404 : tensor<256xf32>
    %406 = stablehlo.multiply %289, %289 : tensor<256x4x512xf32>
    %cst_111 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %408 = stablehlo.multiply %407, %406 : tensor<256x4x512xf32>
    %cst_112 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %410 = stablehlo.multiply %409, %arg27 : tensor<256x4x512xf32>
    %411 = stablehlo.add %408, %410 : tensor<256x4x512xf32>
    %412 = stablehlo.multiply %294, %294 : tensor<256x4x512xf32>
    %cst_113 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %414 = stablehlo.multiply %413, %412 : tensor<256x4x512xf32>
    %cst_114 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %416 = stablehlo.multiply %415, %arg28 : tensor<256x4x512xf32>
    %417 = stablehlo.add %414, %416 : tensor<256x4x512xf32>
    %418 = stablehlo.multiply %299, %299 : tensor<512x4x256xf32>
    %cst_115 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %420 = stablehlo.multiply %419, %418 : tensor<512x4x256xf32>
    %cst_116 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %422 = stablehlo.multiply %421, %arg29 : tensor<512x4x256xf32>
    %423 = stablehlo.add %420, %422 : tensor<512x4x256xf32>
    %424 = stablehlo.multiply %304, %304 : tensor<256x4xf32>
    %cst_117 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %426 = stablehlo.multiply %425, %424 : tensor<256x4xf32>
    %cst_118 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %428 = stablehlo.multiply %427, %arg30 : tensor<256x4xf32>
    %429 = stablehlo.add %426, %428 : tensor<256x4xf32>
    %430 = stablehlo.multiply %309, %309 : tensor<256x4xf32>
    %cst_119 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %432 = stablehlo.multiply %431, %430 : tensor<256x4xf32>
    %cst_120 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %433 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %434 = stablehlo.multiply %433, %arg31 : tensor<256x4xf32>
    %435 = stablehlo.add %432, %434 : tensor<256x4xf32>
    %436 = stablehlo.multiply %314, %314 : tensor<256x4x8x32xf32>
    %cst_121 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %438 = stablehlo.multiply %437, %436 : tensor<256x4x8x32xf32>
    %cst_122 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %440 = stablehlo.multiply %439, %arg32 : tensor<256x4x8x32xf32>
    %441 = stablehlo.add %438, %440 : tensor<256x4x8x32xf32>
    %442 = stablehlo.multiply %319, %319 : tensor<8x4x32x256xf32>
    %cst_123 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %444 = stablehlo.multiply %443, %442 : tensor<8x4x32x256xf32>
    %cst_124 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %446 = stablehlo.multiply %445, %arg33 : tensor<8x4x32x256xf32>
    %447 = stablehlo.add %444, %446 : tensor<8x4x32x256xf32>
    %448 = stablehlo.multiply %324, %324 : tensor<256x4x8x32xf32>
    %cst_125 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %450 = stablehlo.multiply %449, %448 : tensor<256x4x8x32xf32>
    %cst_126 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %452 = stablehlo.multiply %451, %arg34 : tensor<256x4x8x32xf32>
    %453 = stablehlo.add %450, %452 : tensor<256x4x8x32xf32>
    %454 = stablehlo.multiply %329, %329 : tensor<256x4x8x32xf32>
    %cst_127 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<256x4x8x32xf32>
    %cst_128 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %457 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %458 = stablehlo.multiply %457, %arg35 : tensor<256x4x8x32xf32>
    %459 = stablehlo.add %456, %458 : tensor<256x4x8x32xf32>
    %460 = stablehlo.multiply %334, %334 : tensor<256x1024xf32>
    %cst_129 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %462 = stablehlo.multiply %461, %460 : tensor<256x1024xf32>
    %cst_130 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %463 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %464 = stablehlo.multiply %463, %arg36 : tensor<256x1024xf32>
    %465 = stablehlo.add %462, %464 : tensor<256x1024xf32>
    %466 = stablehlo.multiply %339, %339 : tensor<1024x256xf32>
    %cst_131 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<1024x256xf32>
    %cst_132 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %470 = stablehlo.multiply %469, %arg37 : tensor<1024x256xf32>
    %471 = stablehlo.add %468, %470 : tensor<1024x256xf32>
    %c_133 = stablehlo.constant dense<2147483647> : tensor<i32>
    %472 = stablehlo.compare  LT, %arg13, %c_133,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_134 = stablehlo.constant dense<1> : tensor<i32>
    %473 = stablehlo.add %arg13, %c_134 : tensor<i32>
    %c_135 = stablehlo.constant dense<2147483647> : tensor<i32>
    %474 = call @_where_337(%472, %473, %c_135) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %475 = stablehlo.convert %474 : (tensor<i32>) -> tensor<f32>
    %476 = stablehlo.power %cst_136, %475 : tensor<f32>
    %cst_137 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %477 = stablehlo.subtract %cst_137, %476 : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %479 = stablehlo.divide %344, %478 : tensor<256xf32>
    %480 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %481 = stablehlo.divide %349, %480 : tensor<256x4x512xf32>
    %482 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %483 = stablehlo.divide %354, %482 : tensor<256x4x512xf32>
    %484 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %485 = stablehlo.divide %359, %484 : tensor<512x4x256xf32>
    %486 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %487 = stablehlo.divide %364, %486 : tensor<256x4xf32>
    %488 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %489 = stablehlo.divide %369, %488 : tensor<256x4xf32>
    %490 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %491 = stablehlo.divide %374, %490 : tensor<256x4x8x32xf32>
    %492 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %493 = stablehlo.divide %379, %492 : tensor<8x4x32x256xf32>
    %494 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %495 = stablehlo.divide %384, %494 : tensor<256x4x8x32xf32>
    %496 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %497 = stablehlo.divide %389, %496 : tensor<256x4x8x32xf32>
    %498 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %499 = stablehlo.divide %394, %498 : tensor<256x1024xf32>
    %500 = stablehlo.broadcast_in_dim %477, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %501 = stablehlo.divide %399, %500 : tensor<1024x256xf32>
    %cst_138 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %502 = stablehlo.convert %474 : (tensor<i32>) -> tensor<f32>
    %503 = stablehlo.power %cst_138, %502 : tensor<f32>
    %cst_139 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %504 = stablehlo.subtract %cst_139, %503 : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %506 = stablehlo.divide %405, %505 : tensor<256xf32>
    %507 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %508 = stablehlo.divide %411, %507 : tensor<256x4x512xf32>
    %509 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %510 = stablehlo.divide %417, %509 : tensor<256x4x512xf32>
    %511 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %512 = stablehlo.divide %423, %511 : tensor<512x4x256xf32>
    %513 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %514 = stablehlo.divide %429, %513 : tensor<256x4xf32>
    %515 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %516 = stablehlo.divide %435, %515 : tensor<256x4xf32>
    %517 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %518 = stablehlo.divide %441, %517 : tensor<256x4x8x32xf32>
    %519 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %520 = stablehlo.divide %447, %519 : tensor<8x4x32x256xf32>
    %521 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %522 = stablehlo.divide %453, %521 : tensor<256x4x8x32xf32>
    %523 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %524 = stablehlo.divide %459, %523 : tensor<256x4x8x32xf32>
    %525 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %526 = stablehlo.divide %465, %525 : tensor<256x1024xf32>
    %527 = stablehlo.broadcast_in_dim %504, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %528 = stablehlo.divide %471, %527 : tensor<1024x256xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %530 = stablehlo.add %506, %529 : tensor<256xf32>
    %531 = stablehlo.sqrt %530 : tensor<256xf32>
    %cst_141 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %533 = stablehlo.add %531, %532 : tensor<256xf32>
    %534 = stablehlo.divide %479, %533 : tensor<256xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %536 = stablehlo.add %508, %535 : tensor<256x4x512xf32>
    %537 = stablehlo.sqrt %536 : tensor<256x4x512xf32>
    %cst_143 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %539 = stablehlo.add %537, %538 : tensor<256x4x512xf32>
    %540 = stablehlo.divide %481, %539 : tensor<256x4x512xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %542 = stablehlo.add %510, %541 : tensor<256x4x512xf32>
    %543 = stablehlo.sqrt %542 : tensor<256x4x512xf32>
    %cst_145 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %545 = stablehlo.add %543, %544 : tensor<256x4x512xf32>
    %546 = stablehlo.divide %483, %545 : tensor<256x4x512xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %548 = stablehlo.add %512, %547 : tensor<512x4x256xf32>
    %549 = stablehlo.sqrt %548 : tensor<512x4x256xf32>
    %cst_147 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %551 = stablehlo.add %549, %550 : tensor<512x4x256xf32>
    %552 = stablehlo.divide %485, %551 : tensor<512x4x256xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %554 = stablehlo.add %514, %553 : tensor<256x4xf32>
    %555 = stablehlo.sqrt %554 : tensor<256x4xf32>
    %cst_149 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %557 = stablehlo.add %555, %556 : tensor<256x4xf32>
    %558 = stablehlo.divide %487, %557 : tensor<256x4xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %560 = stablehlo.add %516, %559 : tensor<256x4xf32>
    %561 = stablehlo.sqrt %560 : tensor<256x4xf32>
    %cst_151 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %562 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %563 = stablehlo.add %561, %562 : tensor<256x4xf32>
    %564 = stablehlo.divide %489, %563 : tensor<256x4xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %566 = stablehlo.add %518, %565 : tensor<256x4x8x32xf32>
    %567 = stablehlo.sqrt %566 : tensor<256x4x8x32xf32>
    %cst_153 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %568 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %569 = stablehlo.add %567, %568 : tensor<256x4x8x32xf32>
    %570 = stablehlo.divide %491, %569 : tensor<256x4x8x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %572 = stablehlo.add %520, %571 : tensor<8x4x32x256xf32>
    %573 = stablehlo.sqrt %572 : tensor<8x4x32x256xf32>
    %cst_155 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %575 = stablehlo.add %573, %574 : tensor<8x4x32x256xf32>
    %576 = stablehlo.divide %493, %575 : tensor<8x4x32x256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %578 = stablehlo.add %522, %577 : tensor<256x4x8x32xf32>
    %579 = stablehlo.sqrt %578 : tensor<256x4x8x32xf32>
    %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %580 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %581 = stablehlo.add %579, %580 : tensor<256x4x8x32xf32>
    %582 = stablehlo.divide %495, %581 : tensor<256x4x8x32xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %584 = stablehlo.add %524, %583 : tensor<256x4x8x32xf32>
    %585 = stablehlo.sqrt %584 : tensor<256x4x8x32xf32>
    %cst_159 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %587 = stablehlo.add %585, %586 : tensor<256x4x8x32xf32>
    %588 = stablehlo.divide %497, %587 : tensor<256x4x8x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %590 = stablehlo.add %526, %589 : tensor<256x1024xf32>
    %591 = stablehlo.sqrt %590 : tensor<256x1024xf32>
    %cst_161 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %592 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %593 = stablehlo.add %591, %592 : tensor<256x1024xf32>
    %594 = stablehlo.divide %499, %593 : tensor<256x1024xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %596 = stablehlo.add %528, %595 : tensor<1024x256xf32>
    %597 = stablehlo.sqrt %596 : tensor<1024x256xf32>
    %cst_163 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %598 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %599 = stablehlo.add %597, %598 : tensor<1024x256xf32>
    %600 = stablehlo.divide %501, %599 : tensor<1024x256xf32>
    %cst_164 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %602 = stablehlo.multiply %601, %arg1 : tensor<256xf32>
    %603 = stablehlo.add %534, %602 : tensor<256xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %605 = stablehlo.multiply %604, %arg2 : tensor<256x4x512xf32>
    %606 = stablehlo.add %540, %605 : tensor<256x4x512xf32>
    %cst_166 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %607 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %608 = stablehlo.multiply %607, %arg3 : tensor<256x4x512xf32>
    %609 = stablehlo.add %546, %608 : tensor<256x4x512xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %611 = stablehlo.multiply %610, %arg4 : tensor<512x4x256xf32>
    %612 = stablehlo.add %552, %611 : tensor<512x4x256xf32>
    %cst_168 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %613 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %614 = stablehlo.multiply %613, %arg5 : tensor<256x4xf32>
    %615 = stablehlo.add %558, %614 : tensor<256x4xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %617 = stablehlo.multiply %616, %arg6 : tensor<256x4xf32>
    %618 = stablehlo.add %564, %617 : tensor<256x4xf32>
    %cst_170 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %620 = stablehlo.multiply %619, %arg7 : tensor<256x4x8x32xf32>
    %621 = stablehlo.add %570, %620 : tensor<256x4x8x32xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %622 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %623 = stablehlo.multiply %622, %arg8 : tensor<8x4x32x256xf32>
    %624 = stablehlo.add %576, %623 : tensor<8x4x32x256xf32>
    %cst_172 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %625 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %626 = stablehlo.multiply %625, %arg9 : tensor<256x4x8x32xf32>
    %627 = stablehlo.add %582, %626 : tensor<256x4x8x32xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %629 = stablehlo.multiply %628, %arg10 : tensor<256x4x8x32xf32>
    %630 = stablehlo.add %588, %629 : tensor<256x4x8x32xf32>
    %cst_174 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %632 = stablehlo.multiply %631, %arg11 : tensor<256x1024xf32>
    %633 = stablehlo.add %594, %632 : tensor<256x1024xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %635 = stablehlo.multiply %634, %arg12 : tensor<1024x256xf32>
    %636 = stablehlo.add %600, %635 : tensor<1024x256xf32>
    %c_176 = stablehlo.constant dense<0> : tensor<i32>
    %637 = stablehlo.subtract %arg38, %c_176 : tensor<i32>
    %c_177 = stablehlo.constant dense<0> : tensor<i32>
    %c_178 = stablehlo.constant dense<1> : tensor<i32>
    %638 = call @clip(%637, %c_177, %c_178) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %639 = stablehlo.convert %638 : (tensor<i32>) -> tensor<f32>
    %cst_179 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %640 = stablehlo.divide %639, %cst_179 : tensor<f32>
    %cst_180 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %641 = stablehlo.subtract %cst_180, %640 : tensor<f32>
    %cst_181 = stablehlo.constant dense<-3.000000e-05> : tensor<f32>
    %642 = stablehlo.multiply %cst_181, %641 : tensor<f32>
    %cst_182 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %643 = stablehlo.add %642, %cst_182 : tensor<f32>
    %c_183 = stablehlo.constant dense<1> : tensor<i32>
    %644 = stablehlo.compare  LT, %arg38, %c_183,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_184 = stablehlo.constant dense<1> : tensor<i32>
    %645 = stablehlo.subtract %arg38, %c_184 : tensor<i32>
    %646 = stablehlo.convert %645 : (tensor<i32>) -> tensor<f32>
    %cst_185 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %647 = stablehlo.divide %646, %cst_185 : tensor<f32>
    %cst_186 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %648 = stablehlo.multiply %cst_186, %647 : tensor<f32>
    %649 = stablehlo.cosine %648 : tensor<f32>
    %cst_187 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %650 = stablehlo.add %649, %cst_187 : tensor<f32>
    %cst_188 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %651 = stablehlo.multiply %cst_188, %650 : tensor<f32>
    %cst_189 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %652 = stablehlo.multiply %cst_189, %651 : tensor<f32>
    %cst_190 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %653 = stablehlo.subtract %cst_190, %651 : tensor<f32>
    %cst_191 = stablehlo.constant dense<3.000000e-06> : tensor<f32>
    %654 = stablehlo.multiply %cst_191, %653 : tensor<f32>
    %655 = stablehlo.add %652, %654 : tensor<f32>
    %656 = call @_where_381(%644, %643, %655) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_192 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %657 = stablehlo.multiply %cst_192, %656 : tensor<f32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %659 = stablehlo.multiply %658, %603 : tensor<256xf32>
    %660 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %661 = stablehlo.multiply %660, %606 : tensor<256x4x512xf32>
    %662 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4x512xf32>
    %663 = stablehlo.multiply %662, %609 : tensor<256x4x512xf32>
    %664 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<512x4x256xf32>
    %665 = stablehlo.multiply %664, %612 : tensor<512x4x256xf32>
    %666 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %667 = stablehlo.multiply %666, %615 : tensor<256x4xf32>
    %668 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4xf32>
    %669 = stablehlo.multiply %668, %618 : tensor<256x4xf32>
    %670 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %671 = stablehlo.multiply %670, %621 : tensor<256x4x8x32xf32>
    %672 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<8x4x32x256xf32>
    %673 = stablehlo.multiply %672, %624 : tensor<8x4x32x256xf32>
    %674 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %675 = stablehlo.multiply %674, %627 : tensor<256x4x8x32xf32>
    %676 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x4x8x32xf32>
    %677 = stablehlo.multiply %676, %630 : tensor<256x4x8x32xf32>
    %678 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %679 = stablehlo.multiply %678, %633 : tensor<256x1024xf32>
    %680 = stablehlo.broadcast_in_dim %657, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %681 = stablehlo.multiply %680, %636 : tensor<1024x256xf32>
    %c_193 = stablehlo.constant dense<2147483647> : tensor<i32>
    %682 = stablehlo.compare  LT, %arg38, %c_193,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_194 = stablehlo.constant dense<1> : tensor<i32>
    %683 = stablehlo.add %arg38, %c_194 : tensor<i32>
    %c_195 = stablehlo.constant dense<2147483647> : tensor<i32>
    %684 = call @_where_337(%682, %683, %c_195) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %685 = stablehlo.add %arg1, %659 : tensor<256xf32>
    %686 = stablehlo.add %arg2, %661 : tensor<256x4x512xf32>
    %687 = stablehlo.add %arg3, %663 : tensor<256x4x512xf32>
    %688 = stablehlo.add %arg4, %665 : tensor<512x4x256xf32>
    %689 = stablehlo.add %arg5, %667 : tensor<256x4xf32>
    %690 = stablehlo.add %arg6, %669 : tensor<256x4xf32>
    %691 = stablehlo.add %arg7, %671 : tensor<256x4x8x32xf32>
    %692 = stablehlo.add %arg8, %673 : tensor<8x4x32x256xf32>
    %693 = stablehlo.add %arg9, %675 : tensor<256x4x8x32xf32>
    %694 = stablehlo.add %arg10, %677 : tensor<256x4x8x32xf32>
    %695 = stablehlo.add %arg11, %679 : tensor<256x1024xf32>
    %696 = stablehlo.add %arg12, %681 : tensor<1024x256xf32>
    %c_196 = stablehlo.constant dense<1> : tensor<i32>
    %697 = stablehlo.add %arg0, %c_196 : tensor<i32>
    %698 = stablehlo.multiply %284, %284 : tensor<256xf32>
    %cst_197 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %699 = stablehlo.reduce(%698 init: %cst_197) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %700 = stablehlo.add %cst_198, %699 : tensor<f32>
    %701 = stablehlo.multiply %289, %289 : tensor<256x4x512xf32>
    %cst_199 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %702 = stablehlo.reduce(%701 init: %cst_199) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %703 = stablehlo.add %700, %702 : tensor<f32>
    %704 = stablehlo.multiply %294, %294 : tensor<256x4x512xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %705 = stablehlo.reduce(%704 init: %cst_200) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %706 = stablehlo.add %703, %705 : tensor<f32>
    %707 = stablehlo.multiply %299, %299 : tensor<512x4x256xf32>
    %cst_201 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %708 = stablehlo.reduce(%707 init: %cst_201) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<512x4x256xf32>, tensor<f32>) -> tensor<f32>
    %709 = stablehlo.add %706, %708 : tensor<f32>
    %710 = stablehlo.multiply %304, %304 : tensor<256x4xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %711 = stablehlo.reduce(%710 init: %cst_202) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %712 = stablehlo.add %709, %711 : tensor<f32>
    %713 = stablehlo.multiply %309, %309 : tensor<256x4xf32>
    %cst_203 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %714 = stablehlo.reduce(%713 init: %cst_203) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %715 = stablehlo.add %712, %714 : tensor<f32>
    %716 = stablehlo.multiply %314, %314 : tensor<256x4x8x32xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%716 init: %cst_204) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %718 = stablehlo.add %715, %717 : tensor<f32>
    %719 = stablehlo.multiply %319, %319 : tensor<8x4x32x256xf32>
    %cst_205 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%719 init: %cst_205) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x4x32x256xf32>, tensor<f32>) -> tensor<f32>
    %721 = stablehlo.add %718, %720 : tensor<f32>
    %722 = stablehlo.multiply %324, %324 : tensor<256x4x8x32xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %723 = stablehlo.reduce(%722 init: %cst_206) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %724 = stablehlo.add %721, %723 : tensor<f32>
    %725 = stablehlo.multiply %329, %329 : tensor<256x4x8x32xf32>
    %cst_207 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %726 = stablehlo.reduce(%725 init: %cst_207) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %727 = stablehlo.add %724, %726 : tensor<f32>
    %728 = stablehlo.multiply %334, %334 : tensor<256x1024xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %729 = stablehlo.reduce(%728 init: %cst_208) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %730 = stablehlo.add %727, %729 : tensor<f32>
    %731 = stablehlo.multiply %339, %339 : tensor<1024x256xf32>
    %cst_209 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %732 = stablehlo.reduce(%731 init: %cst_209) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %733 = stablehlo.add %730, %732 : tensor<f32>
    %734 = stablehlo.sqrt %733 : tensor<f32>
    %735 = stablehlo.multiply %168, %168 : tensor<256xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %736 = stablehlo.reduce(%735 init: %cst_210) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %737 = stablehlo.add %cst_211, %736 : tensor<f32>
    %738 = stablehlo.multiply %201, %201 : tensor<256x4x512xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %739 = stablehlo.reduce(%738 init: %cst_212) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %740 = stablehlo.add %737, %739 : tensor<f32>
    %741 = stablehlo.multiply %200, %200 : tensor<256x4x512xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %742 = stablehlo.reduce(%741 init: %cst_213) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %743 = stablehlo.add %740, %742 : tensor<f32>
    %744 = stablehlo.multiply %199, %199 : tensor<512x4x256xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %745 = stablehlo.reduce(%744 init: %cst_214) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<512x4x256xf32>, tensor<f32>) -> tensor<f32>
    %746 = stablehlo.add %743, %745 : tensor<f32>
    %747 = stablehlo.multiply %198, %198 : tensor<256x4xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %748 = stablehlo.reduce(%747 init: %cst_215) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %749 = stablehlo.add %746, %748 : tensor<f32>
    %750 = stablehlo.multiply %197, %197 : tensor<256x4xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %751 = stablehlo.reduce(%750 init: %cst_216) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %752 = stablehlo.add %749, %751 : tensor<f32>
    %753 = stablehlo.multiply %196, %196 : tensor<256x4x8x32xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %754 = stablehlo.reduce(%753 init: %cst_217) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %755 = stablehlo.add %752, %754 : tensor<f32>
    %756 = stablehlo.multiply %195, %195 : tensor<8x4x32x256xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %757 = stablehlo.reduce(%756 init: %cst_218) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x4x32x256xf32>, tensor<f32>) -> tensor<f32>
    %758 = stablehlo.add %755, %757 : tensor<f32>
    %759 = stablehlo.multiply %194, %194 : tensor<256x4x8x32xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %760 = stablehlo.reduce(%759 init: %cst_219) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %761 = stablehlo.add %758, %760 : tensor<f32>
    %762 = stablehlo.multiply %193, %193 : tensor<256x4x8x32xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %763 = stablehlo.reduce(%762 init: %cst_220) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %764 = stablehlo.add %761, %763 : tensor<f32>
    %765 = stablehlo.multiply %161, %161 : tensor<256x1024xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %766 = stablehlo.reduce(%765 init: %cst_221) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %767 = stablehlo.add %764, %766 : tensor<f32>
    %768 = stablehlo.multiply %205, %205 : tensor<1024x256xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %769 = stablehlo.reduce(%768 init: %cst_222) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %770 = stablehlo.add %767, %769 : tensor<f32>
    %771 = stablehlo.sqrt %770 : tensor<f32>
    %772 = stablehlo.multiply %685, %685 : tensor<256xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.reduce(%772 init: %cst_223) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %774 = stablehlo.add %cst_224, %773 : tensor<f32>
    %775 = stablehlo.multiply %686, %686 : tensor<256x4x512xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.reduce(%775 init: %cst_225) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %777 = stablehlo.add %774, %776 : tensor<f32>
    %778 = stablehlo.multiply %687, %687 : tensor<256x4x512xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.reduce(%778 init: %cst_226) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x4x512xf32>, tensor<f32>) -> tensor<f32>
    %780 = stablehlo.add %777, %779 : tensor<f32>
    %781 = stablehlo.multiply %688, %688 : tensor<512x4x256xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %782 = stablehlo.reduce(%781 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<512x4x256xf32>, tensor<f32>) -> tensor<f32>
    %783 = stablehlo.add %780, %782 : tensor<f32>
    %784 = stablehlo.multiply %689, %689 : tensor<256x4xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%784 init: %cst_228) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %786 = stablehlo.add %783, %785 : tensor<f32>
    %787 = stablehlo.multiply %690, %690 : tensor<256x4xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%787 init: %cst_229) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x4xf32>, tensor<f32>) -> tensor<f32>
    %789 = stablehlo.add %786, %788 : tensor<f32>
    %790 = stablehlo.multiply %691, %691 : tensor<256x4x8x32xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%790 init: %cst_230) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %792 = stablehlo.add %789, %791 : tensor<f32>
    %793 = stablehlo.multiply %692, %692 : tensor<8x4x32x256xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.reduce(%793 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x4x32x256xf32>, tensor<f32>) -> tensor<f32>
    %795 = stablehlo.add %792, %794 : tensor<f32>
    %796 = stablehlo.multiply %693, %693 : tensor<256x4x8x32xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %797 = stablehlo.reduce(%796 init: %cst_232) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %798 = stablehlo.add %795, %797 : tensor<f32>
    %799 = stablehlo.multiply %694, %694 : tensor<256x4x8x32xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%799 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x4x8x32xf32>, tensor<f32>) -> tensor<f32>
    %801 = stablehlo.add %798, %800 : tensor<f32>
    %802 = stablehlo.multiply %695, %695 : tensor<256x1024xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.reduce(%802 init: %cst_234) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %804 = stablehlo.add %801, %803 : tensor<f32>
    %805 = stablehlo.multiply %696, %696 : tensor<1024x256xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %806 = stablehlo.reduce(%805 init: %cst_235) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %807 = stablehlo.add %804, %806 : tensor<f32>
    %808 = stablehlo.sqrt %807 : tensor<f32>
    return %697, %685, %686, %687, %688, %689, %690, %691, %692, %693, %694, %695, %696, %474, %344, %349, %354, %359, %364, %369, %374, %379, %384, %389, %394, %399, %405, %411, %417, %423, %429, %435, %441, %447, %453, %459, %465, %471, %684, %734, %137, %cst_9, %cst_9, %808, %771, %133 : tensor<i32>, tensor<256xf32>, tensor<256x4x512xf32>, tensor<256x4x512xf32>, tensor<512x4x256xf32>, tensor<256x4xf32>, tensor<256x4xf32>, tensor<256x4x8x32xf32>, tensor<8x4x32x256xf32>, tensor<256x4x8x32xf32>, tensor<256x4x8x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x4x512xf32>, tensor<256x4x512xf32>, tensor<512x4x256xf32>, tensor<256x4xf32>, tensor<256x4xf32>, tensor<256x4x8x32xf32>, tensor<8x4x32x256xf32>, tensor<256x4x8x32xf32>, tensor<256x4x8x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x4x512xf32>, tensor<256x4x512xf32>, tensor<512x4x256xf32>, tensor<256x4xf32>, tensor<256x4xf32>, tensor<256x4x8x32xf32>, tensor<8x4x32x256xf32>, tensor<256x4x8x32xf32>, tensor<256x4x8x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>
  }
  func.func private @_where(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_19(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>) -> (tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>) {
    %0 = stablehlo.convert %arg1 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x8x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x8x1x128x128xbf16>
    return %1, %2 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
  }
  func.func private @closed_call(%arg0: tensor<8x128x1x16xbf16>, %arg1: tensor<8x128x1x16xbf16>, %arg2: tensor<8x128x1x16xbf16>, %arg3: tensor<8x128x1x16xbf16>, %arg4: tensor<8x8x1x128x128xi1>, %arg5: tensor<8x8x1x128x128xbf16>, %arg6: tensor<8x128x256xbf16>, %arg7: tensor<256x512xf32>, %arg8: tensor<256x512xf32>, %arg9: tensor<512x256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256x8x32xf32>, %arg13: tensor<8x32x256xf32>, %arg14: tensor<256x8x32xf32>, %arg15: tensor<256x8x32xf32>) -> (tensor<8x128x256xbf16>, tensor<8x128x256xbf16>) {
    %0 = sdy.sharding_constraint %arg6 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
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
    %13 = stablehlo.convert %arg11 : (tensor<256xf32>) -> tensor<256xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %16 = stablehlo.multiply %12, %15 : tensor<8x128x256xbf16>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %19 = sdy.sharding_constraint %17 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %20 = stablehlo.convert %arg14 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %21 = stablehlo.dot_general %18, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %22 = stablehlo.convert %arg12 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %23 = stablehlo.dot_general %19, %22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %24 = stablehlo.convert %arg15 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %25 = stablehlo.dot_general %19, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %26 = stablehlo.slice %21 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %27 = stablehlo.slice %21 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %28 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %29 = stablehlo.multiply %26, %28 : tensor<8x128x8x16xbf16>
    %30 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %31 = stablehlo.multiply %27, %30 : tensor<8x128x8x16xbf16>
    %32 = stablehlo.subtract %29, %31 : tensor<8x128x8x16xbf16>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %34 = stablehlo.multiply %27, %33 : tensor<8x128x8x16xbf16>
    %35 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %36 = stablehlo.multiply %26, %35 : tensor<8x128x8x16xbf16>
    %37 = stablehlo.add %34, %36 : tensor<8x128x8x16xbf16>
    %38 = stablehlo.concatenate %32, %37, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %39 = stablehlo.slice %23 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %40 = stablehlo.slice %23 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %41 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %42 = stablehlo.multiply %39, %41 : tensor<8x128x8x16xbf16>
    %43 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %44 = stablehlo.multiply %40, %43 : tensor<8x128x8x16xbf16>
    %45 = stablehlo.subtract %42, %44 : tensor<8x128x8x16xbf16>
    %46 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %47 = stablehlo.multiply %40, %46 : tensor<8x128x8x16xbf16>
    %48 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %49 = stablehlo.multiply %39, %48 : tensor<8x128x8x16xbf16>
    %50 = stablehlo.add %47, %49 : tensor<8x128x8x16xbf16>
    %51 = stablehlo.concatenate %45, %50, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %52 = sdy.sharding_constraint %38 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %53 = sdy.sharding_constraint %51 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %54 = sdy.sharding_constraint %25 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %55 = stablehlo.reshape %52 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %56 = stablehlo.dot_general %53, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x128x1xbf16>
    %57 = stablehlo.transpose %56, dims = [0, 1, 4, 3, 2] : (tensor<8x8x128x128x1xbf16>) -> tensor<8x8x1x128x128xbf16>
    %58 = call @_where_53(%57, %arg4, %arg5) : (tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %59 = stablehlo.reshape %58 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
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
    %69 = stablehlo.reshape %64 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %70 = stablehlo.transpose %68, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %71 = stablehlo.dot_general %54, %69, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x1x128xbf16>
    %72 = stablehlo.transpose %71, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x128xbf16>) -> tensor<8x128x8x1x32xbf16>
    %73 = stablehlo.reshape %72 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %75 = stablehlo.divide %73, %74 : tensor<8x128x8x32xbf16>
    %76 = sdy.sharding_constraint %75 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %77 = stablehlo.convert %arg13 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
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
    %93 = stablehlo.convert %arg10 : (tensor<256xf32>) -> tensor<256xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %96 = stablehlo.multiply %92, %95 : tensor<8x128x256xbf16>
    %97 = sdy.sharding_constraint %96 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %98 = stablehlo.convert %arg7 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %100 = call @silu(%99) : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %101 = stablehlo.convert %arg8 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %102 = stablehlo.dot_general %97, %101, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %103 = stablehlo.multiply %100, %102 : tensor<8x128x512xbf16>
    %104 = sdy.sharding_constraint %103 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {}, {"tensor", "tensor_transpose", "tensor_sequence"}]> : tensor<8x128x512xbf16>
    %105 = stablehlo.convert %arg9 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %106 = stablehlo.dot_general %104, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<512x256xbf16>) -> tensor<8x128x256xbf16>
    %107 = sdy.sharding_constraint %106 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %108 = stablehlo.add %107, %80 : tensor<8x128x256xbf16>
    %109 = sdy.sharding_constraint %108 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    return %109, %arg6 : tensor<8x128x256xbf16>, tensor<8x128x256xbf16>
  }
  func.func private @_where_53(%arg0: tensor<8x8x1x128x128xbf16>, %arg1: tensor<8x8x1x128x128xi1>, %arg2: tensor<8x8x1x128x128xbf16>) -> tensor<8x8x1x128x128xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
    return %0 : tensor<8x8x1x128x128xbf16>
  }
  func.func private @silu(%arg0: tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x128x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x128x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x128x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x128x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x128x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x128x512xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x128x512xbf16>
    return %6 : tensor<8x128x512xbf16>
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
  func.func private @closed_call_150(%arg0: tensor<8x128xi32>, %arg1: tensor<8x128xi32>, %arg2: tensor<8x128x256xbf16>, %arg3: tensor<256x512xf32>, %arg4: tensor<256x512xf32>, %arg5: tensor<512x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x8x32xf32>, %arg9: tensor<8x32x256xf32>, %arg10: tensor<256x8x32xf32>, %arg11: tensor<256x8x32xf32>, %arg12: tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>) {
    %0 = sdy.sharding_constraint %arg12 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
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
    %18 = stablehlo.convert %arg7 : (tensor<256xf32>) -> tensor<256xbf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %21 = stablehlo.multiply %17, %20 : tensor<8x128x256xbf16>
    %22 = sdy.sharding_constraint %21 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %23 = sdy.sharding_constraint %22 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %24 = sdy.sharding_constraint %22 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %25 = stablehlo.convert %arg10 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %26 = stablehlo.dot_general %23, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %27 = stablehlo.convert %arg8 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %28 = stablehlo.dot_general %24, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %29 = stablehlo.convert %arg11 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %30 = stablehlo.dot_general %24, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
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
    %84 = stablehlo.slice %28 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %85 = stablehlo.slice %28 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %86 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %87 = stablehlo.multiply %84, %86 : tensor<8x128x8x16xbf16>
    %88 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %89 = stablehlo.multiply %85, %88 : tensor<8x128x8x16xbf16>
    %90 = stablehlo.subtract %87, %89 : tensor<8x128x8x16xbf16>
    %91 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %92 = stablehlo.multiply %85, %91 : tensor<8x128x8x16xbf16>
    %93 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %94 = stablehlo.multiply %84, %93 : tensor<8x128x8x16xbf16>
    %95 = stablehlo.add %92, %94 : tensor<8x128x8x16xbf16>
    %96 = stablehlo.concatenate %90, %95, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %97 = sdy.sharding_constraint %63 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %98 = sdy.sharding_constraint %96 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %99 = sdy.sharding_constraint %30 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %100 = stablehlo.reshape %97 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %101 = stablehlo.dot_general %98, %100, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x128x1xbf16>
    %102 = stablehlo.transpose %101, dims = [0, 1, 4, 3, 2] : (tensor<8x8x128x128x1xbf16>) -> tensor<8x8x1x128x128xbf16>
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
    %117 = call @_where_151(%116, %cst_12, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_14 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %119 = stablehlo.compare  GE, %117, %118,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %120:2 = call @_where_152(%119, %102, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<f32>) -> (tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>)
    %121 = stablehlo.reshape %120#0 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
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
    %136 = stablehlo.reshape %131 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %137 = stablehlo.transpose %135, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %138 = stablehlo.dot_general %99, %136, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x1x128xbf16>
    %139 = stablehlo.transpose %138, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x128xbf16>) -> tensor<8x128x8x1x32xbf16>
    %140 = stablehlo.reshape %139 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %141 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %142 = stablehlo.divide %140, %141 : tensor<8x128x8x32xbf16>
    %143 = stablehlo.multiply %137, %137 : tensor<8x128x8x1xbf16>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %144 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<bf16>) -> tensor<8x128x8x1xbf16>
    %145 = stablehlo.divide %144, %143 : tensor<8x128x8x1xbf16>
    %146 = sdy.sharding_constraint %142 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %147 = stablehlo.convert %arg9 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
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
    %168 = stablehlo.convert %arg6 : (tensor<256xf32>) -> tensor<256xbf16>
    %169 = stablehlo.broadcast_in_dim %168, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %171 = stablehlo.multiply %167, %170 : tensor<8x128x256xbf16>
    %172 = sdy.sharding_constraint %171 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %173 = stablehlo.convert %arg3 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %175:3 = call @silu_160(%174) : (tensor<8x128x512xbf16>) -> (tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>)
    %176 = stablehlo.convert %arg4 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %177 = stablehlo.dot_general %172, %176, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %178 = stablehlo.multiply %175#0, %177 : tensor<8x128x512xbf16>
    %179 = sdy.sharding_constraint %178 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {}, {"tensor", "tensor_transpose", "tensor_sequence"}]> : tensor<8x128x512xbf16>
    %180 = stablehlo.convert %arg5 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %181 = sdy.sharding_constraint %arg2 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %182 = sdy.sharding_constraint %181 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %183 = stablehlo.dot_general %182, %179, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x512xbf16>) -> tensor<256x512xbf16>
    %184 = stablehlo.transpose %183, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %185 = stablehlo.dot_general %182, %180, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<512x256xbf16>) -> tensor<8x128x512xbf16>
    %186 = stablehlo.convert %184 : (tensor<512x256xbf16>) -> tensor<512x256xf32>
    %187 = sdy.sharding_constraint %185 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {}, {"tensor", "tensor_transpose", "tensor_sequence"}]> : tensor<8x128x512xbf16>
    %188 = stablehlo.multiply %175#0, %187 : tensor<8x128x512xbf16>
    %189 = stablehlo.multiply %187, %177 : tensor<8x128x512xbf16>
    %190 = stablehlo.dot_general %188, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<8x128x256xbf16>) -> tensor<512x256xbf16>
    %191 = stablehlo.transpose %190, dims = [1, 0] : (tensor<512x256xbf16>) -> tensor<256x512xbf16>
    %192 = stablehlo.dot_general %188, %176, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<256x512xbf16>) -> tensor<8x128x256xbf16>
    %193 = stablehlo.convert %191 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %194 = call @silu_171(%175#1, %174, %175#2, %189) : (tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %195 = stablehlo.dot_general %194, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<8x128x256xbf16>) -> tensor<512x256xbf16>
    %196 = stablehlo.transpose %195, dims = [1, 0] : (tensor<512x256xbf16>) -> tensor<256x512xbf16>
    %197 = stablehlo.dot_general %194, %173, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<256x512xbf16>) -> tensor<8x128x256xbf16>
    %198 = stablehlo.add %192, %197 : tensor<8x128x256xbf16>
    %199 = stablehlo.convert %196 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %200 = sdy.sharding_constraint %198 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %201 = stablehlo.multiply %167, %200 : tensor<8x128x256xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %202 = stablehlo.reduce(%201 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %203 = stablehlo.reshape %202 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %204 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %205 = stablehlo.multiply %200, %204 : tensor<8x128x256xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %206 = stablehlo.reduce(%203 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %207 = stablehlo.convert %206 : (tensor<256xbf16>) -> tensor<256xf32>
    %208 = stablehlo.convert %205 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %209 = stablehlo.multiply %151, %208 : tensor<8x128x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %211 = stablehlo.reshape %210 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %212 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %213 = stablehlo.multiply %208, %212 : tensor<8x128x256xf32>
    %214 = stablehlo.multiply %211, %164 : tensor<8x128x1xf32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x128x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %219 = stablehlo.multiply %218, %154 : tensor<8x128x256xf32>
    %220 = stablehlo.add %213, %219 : tensor<8x128x256xf32>
    %221 = stablehlo.convert %220 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %222 = stablehlo.add %181, %221 : tensor<8x128x256xbf16>
    %223 = sdy.sharding_constraint %222 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %224 = stablehlo.dot_general %223, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x8x32xbf16>) -> tensor<256x8x32xbf16>
    %225 = stablehlo.transpose %224, dims = [1, 2, 0] : (tensor<256x8x32xbf16>) -> tensor<8x32x256xbf16>
    %226 = stablehlo.dot_general %223, %147, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x8x32xbf16>
    %227 = stablehlo.convert %225 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %228 = sdy.sharding_constraint %226 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %229 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %230 = stablehlo.multiply %228, %229 : tensor<8x128x8x32xbf16>
    %231 = stablehlo.multiply %230, %140 : tensor<8x128x8x32xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %232 = stablehlo.reduce(%231 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x128x8x32xbf16>, tensor<bf16>) -> tensor<8x128x8xbf16>
    %233 = stablehlo.reshape %232 : (tensor<8x128x8xbf16>) -> tensor<8x128x8x1xbf16>
    %234 = stablehlo.negate %233 : tensor<8x128x8x1xbf16>
    %235 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %236 = stablehlo.divide %228, %235 : tensor<8x128x8x32xbf16>
    %237 = stablehlo.reshape %236 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %238 = stablehlo.transpose %237, dims = [0, 2, 4, 3, 1] : (tensor<8x128x8x1x32xbf16>) -> tensor<8x8x32x1x128xbf16>
    %239 = stablehlo.dot_general %238, %99, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x128xbf16>, tensor<8x128x8x32xbf16>) -> tensor<8x8x1x128x128xbf16>
    %240 = stablehlo.dot_general %238, %136, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x128xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %241 = stablehlo.transpose %240, dims = [0, 3, 1, 2] : (tensor<8x8x32x128xbf16>) -> tensor<8x128x8x32xbf16>
    %242 = stablehlo.transpose %234, dims = [0, 2, 1, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x8x128x1xbf16>
    %243 = stablehlo.reshape %239 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %244 = stablehlo.convert %242 : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x128xf32>
    %247 = stablehlo.convert %246 : (tensor<8x8x128x128xf32>) -> tensor<8x8x128x128xbf16>
    %248 = stablehlo.add %243, %247 : tensor<8x8x128x128xbf16>
    %249 = stablehlo.multiply %248, %131 : tensor<8x8x128x128xbf16>
    %250 = stablehlo.negate %249 : tensor<8x8x128x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %251 = stablehlo.reduce(%250 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %252 = stablehlo.reshape %251 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %253 = stablehlo.reduce(%252 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %254 = stablehlo.divide %253, %127 : tensor<8x8x128xbf16>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x128xbf16>
    %256 = stablehlo.multiply %255, %126 : tensor<8x8x128x128xbf16>
    %257 = stablehlo.add %249, %256 : tensor<8x8x128x128xbf16>
    %258 = stablehlo.reshape %257 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %259 = call @_where_202(%120#1, %258) : (tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %260 = stablehlo.transpose %259, dims = [0, 1, 4, 3, 2] : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128x1xbf16>
    %261 = stablehlo.dot_general %260, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x128x128x1xbf16>, tensor<8x128x8x32xbf16>) -> tensor<8x8x128x1x32xbf16>
    %262 = stablehlo.transpose %261, dims = [0, 2, 1, 3, 4] : (tensor<8x8x128x1x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %263 = stablehlo.dot_general %260, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x128x128x1xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x32xbf16>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] : (tensor<8x8x128x32xbf16>) -> tensor<8x128x8x32xbf16>
    %265 = stablehlo.reshape %262 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %266 = sdy.sharding_constraint %241 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %267 = sdy.sharding_constraint %264 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %268 = sdy.sharding_constraint %265 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %269 = stablehlo.slice %267 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %270 = stablehlo.slice %267 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %271 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %272 = stablehlo.multiply %270, %271 : tensor<8x128x8x16xbf16>
    %273 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %274 = stablehlo.multiply %270, %273 : tensor<8x128x8x16xbf16>
    %275 = stablehlo.negate %269 : tensor<8x128x8x16xbf16>
    %276 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %277 = stablehlo.multiply %275, %276 : tensor<8x128x8x16xbf16>
    %278 = stablehlo.add %274, %277 : tensor<8x128x8x16xbf16>
    %279 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %280 = stablehlo.multiply %269, %279 : tensor<8x128x8x16xbf16>
    %281 = stablehlo.add %272, %280 : tensor<8x128x8x16xbf16>
    %282 = stablehlo.concatenate %281, %278, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %283 = stablehlo.slice %268 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %284 = stablehlo.slice %268 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %285 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %286 = stablehlo.multiply %284, %285 : tensor<8x128x8x16xbf16>
    %287 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %288 = stablehlo.multiply %284, %287 : tensor<8x128x8x16xbf16>
    %289 = stablehlo.negate %283 : tensor<8x128x8x16xbf16>
    %290 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %291 = stablehlo.multiply %289, %290 : tensor<8x128x8x16xbf16>
    %292 = stablehlo.add %288, %291 : tensor<8x128x8x16xbf16>
    %293 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %294 = stablehlo.multiply %283, %293 : tensor<8x128x8x16xbf16>
    %295 = stablehlo.add %286, %294 : tensor<8x128x8x16xbf16>
    %296 = stablehlo.concatenate %295, %292, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %297 = stablehlo.dot_general %266, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %298 = stablehlo.transpose %297, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %299 = stablehlo.dot_general %266, %29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %300 = stablehlo.convert %298 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %301 = stablehlo.dot_general %282, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %302 = stablehlo.transpose %301, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %303 = stablehlo.dot_general %282, %27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %304 = stablehlo.add %299, %303 : tensor<8x128x256xbf16>
    %305 = stablehlo.convert %302 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %306 = stablehlo.dot_general %296, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %307 = stablehlo.transpose %306, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %308 = stablehlo.dot_general %296, %25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %309 = stablehlo.convert %307 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %310 = sdy.sharding_constraint %304 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %311 = sdy.sharding_constraint %308 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %312 = stablehlo.add %310, %311 : tensor<8x128x256xbf16>
    %313 = sdy.sharding_constraint %312 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %314 = stablehlo.multiply %17, %313 : tensor<8x128x256xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %315 = stablehlo.reduce(%314 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %316 = stablehlo.reshape %315 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %317 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %318 = stablehlo.multiply %313, %317 : tensor<8x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %319 = stablehlo.reduce(%316 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %320 = stablehlo.convert %319 : (tensor<256xbf16>) -> tensor<256xf32>
    %321 = stablehlo.convert %318 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %322 = stablehlo.multiply %1, %321 : tensor<8x128x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %323 = stablehlo.reduce(%322 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %324 = stablehlo.reshape %323 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %325 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %326 = stablehlo.multiply %321, %325 : tensor<8x128x256xf32>
    %327 = stablehlo.multiply %324, %14 : tensor<8x128x1xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %328 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %329 = stablehlo.divide %327, %328 : tensor<8x128x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%329 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %332 = stablehlo.multiply %331, %4 : tensor<8x128x256xf32>
    %333 = stablehlo.add %326, %332 : tensor<8x128x256xf32>
    %334 = stablehlo.convert %333 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %335 = stablehlo.add %222, %334 : tensor<8x128x256xbf16>
    %336 = sdy.sharding_constraint %335 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    return %336, %199, %193, %186, %207, %320, %305, %227, %309, %300 : tensor<8x128x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>
  }
  func.func private @_where_151(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_152(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x8x1x128x128xbf16>, %arg2: tensor<f32>) -> (tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>) {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x8x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x8x1x128x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
    return %3, %1 : tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>
  }
  func.func private @silu_160(%arg0: tensor<8x128x512xbf16>) -> (tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<8x128x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x128x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x128x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x128x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x128x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x128x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<8x128x512xbf16>
    %8 = stablehlo.subtract %7, %5 : tensor<8x128x512xbf16>
    %9 = stablehlo.multiply %5, %8 : tensor<8x128x512xbf16>
    %10 = stablehlo.multiply %arg0, %5 : tensor<8x128x512xbf16>
    return %10, %5, %9 : tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>
  }
  func.func private @silu_171(%arg0: tensor<8x128x512xbf16>, %arg1: tensor<8x128x512xbf16>, %arg2: tensor<8x128x512xbf16>, %arg3: tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x128x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x128x512xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x128x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x128x512xbf16>
    return %3 : tensor<8x128x512xbf16>
  }
  func.func private @_where_202(%arg0: tensor<8x8x1x128x128xi1>, %arg1: tensor<8x8x1x128x128xbf16>) -> tensor<8x8x1x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x8x1x128x128xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
    return %1 : tensor<8x8x1x128x128xbf16>
  }
  func.func private @_where_337(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_381(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
