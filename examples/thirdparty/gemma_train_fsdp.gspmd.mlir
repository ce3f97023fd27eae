module @jit_gemma_train_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 0 : i32}, %arg1: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 1 : i32}, %arg2: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 2 : i32}, %arg3: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 3 : i32}, %arg4: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}", tf.aliasing_output = 4 : i32}, %arg5: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}", tf.aliasing_output = 5 : i32}, %arg6: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 6 : i32}, %arg7: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 7 : i32}, %arg8: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 8 : i32}, %arg9: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 9 : i32}, %arg10: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 10 : i32}, %arg11: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 11 : i32}, %arg12: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 12 : i32}, %arg13: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 13 : i32}, %arg14: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 14 : i32}, %arg15: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}", tf.aliasing_output = 15 : i32}, %arg16: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}", tf.aliasing_output = 16 : i32}, %arg17: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 17 : i32}, %arg18: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 18 : i32}, %arg19: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 19 : i32}, %arg20: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 20 : i32}, %arg21: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 21 : i32}, %arg22: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 22 : i32}, %arg23: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 23 : i32}, %arg24: tensor<i32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 24 : i32}, %arg25: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 25 : i32}, %arg26: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 26 : i32}, %arg27: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 27 : i32}, %arg28: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 28 : i32}, %arg29: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}", tf.aliasing_output = 29 : i32}, %arg30: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}", tf.aliasing_output = 30 : i32}, %arg31: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 31 : i32}, %arg32: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 32 : i32}, %arg33: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 33 : i32}, %arg34: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 34 : i32}, %arg35: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 35 : i32}, %arg36: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 36 : i32}, %arg37: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 37 : i32}, %arg38: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 38 : i32}, %arg39: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 39 : i32}, %arg40: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}", tf.aliasing_output = 40 : i32}, %arg41: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}", tf.aliasing_output = 41 : i32}, %arg42: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 42 : i32}, %arg43: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 43 : i32}, %arg44: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 44 : i32}, %arg45: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 45 : i32}, %arg46: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 46 : i32}, %arg47: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 47 : i32}, %arg48: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 48 : i32}, %arg49: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 49 : i32}, %arg50: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 50 : i32}, %arg51: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 51 : i32}, %arg52: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 52 : i32}, %arg53: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}", tf.aliasing_output = 53 : i32}, %arg54: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}", tf.aliasing_output = 54 : i32}, %arg55: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 55 : i32}, %arg56: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 56 : i32}, %arg57: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 57 : i32}, %arg58: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 58 : i32}, %arg59: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 59 : i32}, %arg60: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 60 : i32}, %arg61: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 61 : i32}, %arg62: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 62 : i32}, %arg63: tensor<32xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 63 : i32}, %arg64: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}", tf.aliasing_output = 64 : i32}, %arg65: tensor<2x4x256x32xf32> {mhlo.sharding = "{devices=[1,1,8,1]<=[8]}", tf.aliasing_output = 65 : i32}, %arg66: tensor<8x256x32xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 66 : i32}, %arg67: tensor<2x512x256xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}", tf.aliasing_output = 67 : i32}, %arg68: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}", tf.aliasing_output = 68 : i32}, %arg69: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 69 : i32}, %arg70: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 70 : i32}, %arg71: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 71 : i32}, %arg72: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}", tf.aliasing_output = 72 : i32}, %arg73: tensor<8x64xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg74: tensor<8x64xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1024x256xf32> {jax.result_info = "result[0]['params']['embedder']['input_embedding']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['final_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[0]['params']['layer_0']['attn']['_key_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[0]['params']['layer_0']['attn']['_query_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<8x32x256xf32> {jax.result_info = "result[0]['params']['layer_0']['attn']['attn_vec_einsum']['w']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<2x4x256x32xf32> {jax.result_info = "result[0]['params']['layer_0']['attn']['kv_einsum']['w']", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x256x32xf32> {jax.result_info = "result[0]['params']['layer_0']['attn']['q_einsum']['w']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<2x512x256xf32> {jax.result_info = "result[0]['params']['layer_0']['mlp']['gating_einsum']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[0]['params']['layer_0']['mlp']['linear']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_0']['post_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_0']['post_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_0']['pre_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_0']['pre_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[0]['params']['layer_1']['attn']['_key_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[0]['params']['layer_1']['attn']['_query_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<8x32x256xf32> {jax.result_info = "result[0]['params']['layer_1']['attn']['attn_vec_einsum']['w']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<2x4x256x32xf32> {jax.result_info = "result[0]['params']['layer_1']['attn']['kv_einsum']['w']", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x256x32xf32> {jax.result_info = "result[0]['params']['layer_1']['attn']['q_einsum']['w']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<2x512x256xf32> {jax.result_info = "result[0]['params']['layer_1']['mlp']['gating_einsum']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[0]['params']['layer_1']['mlp']['linear']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_1']['post_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_1']['post_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_1']['pre_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0]['params']['layer_1']['pre_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<i32> {jax.result_info = "result[1][0].count", mhlo.sharding = "{replicated}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu['params']['embedder']['input_embedding']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['final_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['attn']['_key_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['attn']['_query_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['attn']['attn_vec_einsum']['w']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<2x4x256x32xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['attn']['kv_einsum']['w']", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x256x32xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['attn']['q_einsum']['w']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<2x512x256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['mlp']['gating_einsum']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['mlp']['linear']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['post_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['post_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['pre_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_0']['pre_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['attn']['_key_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['attn']['_query_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['attn']['attn_vec_einsum']['w']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<2x4x256x32xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['attn']['kv_einsum']['w']", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x256x32xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['attn']['q_einsum']['w']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<2x512x256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['mlp']['gating_einsum']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['mlp']['linear']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['post_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['post_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['pre_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['layer_1']['pre_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu['params']['embedder']['input_embedding']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['final_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['attn']['_key_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['attn']['_query_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['attn']['attn_vec_einsum']['w']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<2x4x256x32xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['attn']['kv_einsum']['w']", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x256x32xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['attn']['q_einsum']['w']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<2x512x256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['mlp']['gating_einsum']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['mlp']['linear']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['post_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['post_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['pre_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_0']['pre_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['attn']['_key_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['attn']['_query_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<8x32x256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['attn']['attn_vec_einsum']['w']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<2x4x256x32xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['attn']['kv_einsum']['w']", mhlo.sharding = "{devices=[1,1,8,1]<=[8]}"}, tensor<8x256x32xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['attn']['q_einsum']['w']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<2x512x256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['mlp']['gating_einsum']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['mlp']['linear']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['post_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['post_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['pre_attention_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['layer_1']['pre_ffw_norm']['scale']", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0:129 = call @__call__(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %arg11, %arg12, %arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20, %arg21, %arg22, %arg23, %arg73) : (tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<8x64xi32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1xi32>, tensor<f32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<256x1024xf32>, tensor<8x64x256xf32>)
    %1 = stablehlo.broadcast_in_dim %arg74, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %2:2 = call @take_along_axis(%0#0, %1) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c = stablehlo.constant dense<0> : tensor<i32>
    %3:2 = call @_take(%2#0, %c) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.reduce(%0#0 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %6 = stablehlo.maximum %5, %4 : tensor<8x64xf32>
    %7 = stablehlo.is_finite %6 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %9 = stablehlo.select %7, %6, %8 : tensor<8x64xi1>, tensor<8x64xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %12 = stablehlo.subtract %0#0, %11 : tensor<8x64x1024xf32>
    %13 = stablehlo.exponential %12 : tensor<8x64x1024xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.abs %14 : tensor<8x64xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %17 = stablehlo.compare GE, %14, %16, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %18 = stablehlo.log %15 : tensor<8x64xf32>
    %19 = stablehlo.add %18, %9 : tensor<8x64xf32>
    %20 = stablehlo.subtract %19, %3#0 : tensor<8x64xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_5 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %22 = stablehlo.divide %21, %cst_5 : tensor<f32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_7 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %23 = stablehlo.divide %cst_6, %cst_7 : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %25 = stablehlo.negate %24 : tensor<8x64xf32>
    %26 = stablehlo.divide %24, %15 : tensor<8x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %28 = stablehlo.select %17, %27, %26 : tensor<8x64xi1>, tensor<8x64xf32>
    %29 = stablehlo.select %17, %26, %27 : tensor<8x64xi1>, tensor<8x64xf32>
    %30 = stablehlo.negate %28 : tensor<8x64xf32>
    %31 = stablehlo.add %29, %30 : tensor<8x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1024xf32>
    %33 = stablehlo.multiply %32, %13 : tensor<8x64x1024xf32>
    %34 = call @_take_2(%3#1, %25) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %35 = call @take_along_axis_3(%2#1, %34) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %36 = stablehlo.add %33, %35 : tensor<8x64x1024xf32>
    %37:24 = call @__call___4(%0#1, %0#2, %0#3, %0#4, %0#5, %0#6, %0#7, %0#8, %arg6, %0#9, %arg5, %0#10, %0#11, %0#12, %0#13, %0#14, %0#15, %0#16, %0#17, %0#18, %0#19, %0#20, %0#21, %0#22, %0#23, %0#24, %0#25, %0#26, %0#27, %0#28, %0#29, %0#30, %0#31, %0#32, %0#33, %arg4, %0#34, %0#35, %0#36, %0#37, %0#38, %0#39, %0#40, %0#41, %0#42, %0#43, %0#44, %0#45, %0#46, %arg7, %0#47, %0#48, %0#49, %0#50, %0#51, %0#52, %0#53, %0#54, %arg8, %0#55, %0#56, %0#57, %0#58, %0#59, %0#60, %0#61, %0#62, %0#63, %0#64, %0#65, %0#66, %0#67, %arg17, %0#68, %arg16, %0#69, %0#70, %0#71, %0#72, %0#73, %0#74, %0#75, %0#76, %0#77, %0#78, %0#79, %0#80, %0#81, %0#82, %0#83, %0#84, %0#85, %0#86, %0#87, %0#88, %0#89, %0#90, %0#91, %0#92, %arg15, %0#93, %0#94, %0#95, %0#96, %0#97, %0#98, %0#99, %0#100, %0#101, %0#102, %0#103, %0#104, %0#105, %arg18, %0#106, %0#107, %0#108, %0#109, %0#110, %0#111, %0#112, %0#113, %arg19, %0#114, %0#115, %0#116, %0#117, %0#118, %0#119, %0#120, %0#121, %0#122, %0#123, %0#124, %0#125, %0#126, %0#127, %0#128, %36) : (tensor<8x64x1xi32>, tensor<f32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x256x32xf32>, tensor<8x64x256xf32>, tensor<2x4x256x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x32x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<2x512x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<512x256xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x256x32xf32>, tensor<8x64x256xf32>, tensor<2x4x256x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x32x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<2x512x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<512x256xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<256x1024xf32>, tensor<8x64x256xf32>, tensor<8x64x1024xf32>) -> (tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>)
    %cst_9 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %38 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %39 = stablehlo.multiply %38, %37#0 : tensor<1024x256xf32>
    %cst_10 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %41 = stablehlo.multiply %40, %arg25 : tensor<1024x256xf32>
    %42 = stablehlo.add %39, %41 : tensor<1024x256xf32>
    %cst_11 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %44 = stablehlo.multiply %43, %37#1 : tensor<256xf32>
    %cst_12 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %45 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %46 = stablehlo.multiply %45, %arg26 : tensor<256xf32>
    %47 = stablehlo.add %44, %46 : tensor<256xf32>
    %cst_13 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %49 = stablehlo.multiply %48, %37#2 : tensor<32xf32>
    %cst_14 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %50 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %51 = stablehlo.multiply %50, %arg27 : tensor<32xf32>
    %52 = stablehlo.add %49, %51 : tensor<32xf32>
    %cst_15 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %54 = stablehlo.multiply %53, %37#3 : tensor<32xf32>
    %cst_16 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %56 = stablehlo.multiply %55, %arg28 : tensor<32xf32>
    %57 = stablehlo.add %54, %56 : tensor<32xf32>
    %cst_17 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %59 = stablehlo.multiply %58, %37#4 : tensor<8x32x256xf32>
    %cst_18 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %61 = stablehlo.multiply %60, %arg29 : tensor<8x32x256xf32>
    %62 = stablehlo.add %59, %61 : tensor<8x32x256xf32>
    %cst_19 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %64 = stablehlo.multiply %63, %37#5 : tensor<2x4x256x32xf32>
    %cst_20 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %66 = stablehlo.multiply %65, %arg30 : tensor<2x4x256x32xf32>
    %67 = stablehlo.add %64, %66 : tensor<2x4x256x32xf32>
    %cst_21 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %69 = stablehlo.multiply %68, %37#6 : tensor<8x256x32xf32>
    %cst_22 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %71 = stablehlo.multiply %70, %arg31 : tensor<8x256x32xf32>
    %72 = stablehlo.add %69, %71 : tensor<8x256x32xf32>
    %cst_23 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %74 = stablehlo.multiply %73, %37#7 : tensor<2x512x256xf32>
    %cst_24 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %76 = stablehlo.multiply %75, %arg32 : tensor<2x512x256xf32>
    %77 = stablehlo.add %74, %76 : tensor<2x512x256xf32>
    %cst_25 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %78 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %79 = stablehlo.multiply %78, %37#8 : tensor<512x256xf32>
    %cst_26 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %80 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %81 = stablehlo.multiply %80, %arg33 : tensor<512x256xf32>
    %82 = stablehlo.add %79, %81 : tensor<512x256xf32>
    %cst_27 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %84 = stablehlo.multiply %83, %37#9 : tensor<256xf32>
    %cst_28 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %86 = stablehlo.multiply %85, %arg34 : tensor<256xf32>
    %87 = stablehlo.add %84, %86 : tensor<256xf32>
    %cst_29 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %89 = stablehlo.multiply %88, %37#10 : tensor<256xf32>
    %cst_30 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %90 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %91 = stablehlo.multiply %90, %arg35 : tensor<256xf32>
    %92 = stablehlo.add %89, %91 : tensor<256xf32>
    %cst_31 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %94 = stablehlo.multiply %93, %37#11 : tensor<256xf32>
    %cst_32 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %96 = stablehlo.multiply %95, %arg36 : tensor<256xf32>
    %97 = stablehlo.add %94, %96 : tensor<256xf32>
    %cst_33 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %99 = stablehlo.multiply %98, %37#12 : tensor<256xf32>
    %cst_34 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %101 = stablehlo.multiply %100, %arg37 : tensor<256xf32>
    %102 = stablehlo.add %99, %101 : tensor<256xf32>
    %cst_35 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %103 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %104 = stablehlo.multiply %103, %37#13 : tensor<32xf32>
    %cst_36 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %106 = stablehlo.multiply %105, %arg38 : tensor<32xf32>
    %107 = stablehlo.add %104, %106 : tensor<32xf32>
    %cst_37 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %109 = stablehlo.multiply %108, %37#14 : tensor<32xf32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %110 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %111 = stablehlo.multiply %110, %arg39 : tensor<32xf32>
    %112 = stablehlo.add %109, %111 : tensor<32xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %114 = stablehlo.multiply %113, %37#15 : tensor<8x32x256xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %115 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %116 = stablehlo.multiply %115, %arg40 : tensor<8x32x256xf32>
    %117 = stablehlo.add %114, %116 : tensor<8x32x256xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %119 = stablehlo.multiply %118, %37#16 : tensor<2x4x256x32xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %120 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %121 = stablehlo.multiply %120, %arg41 : tensor<2x4x256x32xf32>
    %122 = stablehlo.add %119, %121 : tensor<2x4x256x32xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %124 = stablehlo.multiply %123, %37#17 : tensor<8x256x32xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %126 = stablehlo.multiply %125, %arg42 : tensor<8x256x32xf32>
    %127 = stablehlo.add %124, %126 : tensor<8x256x32xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %129 = stablehlo.multiply %128, %37#18 : tensor<2x512x256xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %131 = stablehlo.multiply %130, %arg43 : tensor<2x512x256xf32>
    %132 = stablehlo.add %129, %131 : tensor<2x512x256xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %134 = stablehlo.multiply %133, %37#19 : tensor<512x256xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %136 = stablehlo.multiply %135, %arg44 : tensor<512x256xf32>
    %137 = stablehlo.add %134, %136 : tensor<512x256xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %139 = stablehlo.multiply %138, %37#20 : tensor<256xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %141 = stablehlo.multiply %140, %arg45 : tensor<256xf32>
    %142 = stablehlo.add %139, %141 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %144 = stablehlo.multiply %143, %37#21 : tensor<256xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %146 = stablehlo.multiply %145, %arg46 : tensor<256xf32>
    %147 = stablehlo.add %144, %146 : tensor<256xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %149 = stablehlo.multiply %148, %37#22 : tensor<256xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %150 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %151 = stablehlo.multiply %150, %arg47 : tensor<256xf32>
    %152 = stablehlo.add %149, %151 : tensor<256xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %154 = stablehlo.multiply %153, %37#23 : tensor<256xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %156 = stablehlo.multiply %155, %arg48 : tensor<256xf32>
    %157 = stablehlo.add %154, %156 : tensor<256xf32>
    %158 = stablehlo.multiply %37#0, %37#0 : tensor<1024x256xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %160 = stablehlo.multiply %159, %158 : tensor<1024x256xf32>
    %cst_58 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %162 = stablehlo.multiply %161, %arg49 : tensor<1024x256xf32>
    %163 = stablehlo.add %160, %162 : tensor<1024x256xf32>
    %164 = stablehlo.multiply %37#1, %37#1 : tensor<256xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %166 = stablehlo.multiply %165, %164 : tensor<256xf32>
    %cst_60 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %168 = stablehlo.multiply %167, %arg50 : tensor<256xf32>
    %169 = stablehlo.add %166, %168 : tensor<256xf32>
    %170 = stablehlo.multiply %37#2, %37#2 : tensor<32xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<32xf32>
    %cst_62 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %174 = stablehlo.multiply %173, %arg51 : tensor<32xf32>
    %175 = stablehlo.add %172, %174 : tensor<32xf32>
    %176 = stablehlo.multiply %37#3, %37#3 : tensor<32xf32>
    %cst_63 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %178 = stablehlo.multiply %177, %176 : tensor<32xf32>
    %cst_64 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %180 = stablehlo.multiply %179, %arg52 : tensor<32xf32>
    %181 = stablehlo.add %178, %180 : tensor<32xf32>
    %182 = stablehlo.multiply %37#4, %37#4 : tensor<8x32x256xf32>
    %cst_65 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %184 = stablehlo.multiply %183, %182 : tensor<8x32x256xf32>
    %cst_66 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %185 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %186 = stablehlo.multiply %185, %arg53 : tensor<8x32x256xf32>
    %187 = stablehlo.add %184, %186 : tensor<8x32x256xf32>
    %188 = stablehlo.multiply %37#5, %37#5 : tensor<2x4x256x32xf32>
    %cst_67 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %190 = stablehlo.multiply %189, %188 : tensor<2x4x256x32xf32>
    %cst_68 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %192 = stablehlo.multiply %191, %arg54 : tensor<2x4x256x32xf32>
    %193 = stablehlo.add %190, %192 : tensor<2x4x256x32xf32>
    %194 = stablehlo.multiply %37#6, %37#6 : tensor<8x256x32xf32>
    %cst_69 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %196 = stablehlo.multiply %195, %194 : tensor<8x256x32xf32>
    %cst_70 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %197 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %198 = stablehlo.multiply %197, %arg55 : tensor<8x256x32xf32>
    %199 = stablehlo.add %196, %198 : tensor<8x256x32xf32>
    %200 = stablehlo.multiply %37#7, %37#7 : tensor<2x512x256xf32>
    %cst_71 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %202 = stablehlo.multiply %201, %200 : tensor<2x512x256xf32>
    %cst_72 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %204 = stablehlo.multiply %203, %arg56 : tensor<2x512x256xf32>
    %205 = stablehlo.add %202, %204 : tensor<2x512x256xf32>
    %206 = stablehlo.multiply %37#8, %37#8 : tensor<512x256xf32>
    %cst_73 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<512x256xf32>
    %cst_74 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %210 = stablehlo.multiply %209, %arg57 : tensor<512x256xf32>
    %211 = stablehlo.add %208, %210 : tensor<512x256xf32>
    %212 = stablehlo.multiply %37#9, %37#9 : tensor<256xf32>
    %cst_75 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %213 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %214 = stablehlo.multiply %213, %212 : tensor<256xf32>
    %cst_76 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %216 = stablehlo.multiply %215, %arg58 : tensor<256xf32>
    %217 = stablehlo.add %214, %216 : tensor<256xf32>
    %218 = stablehlo.multiply %37#10, %37#10 : tensor<256xf32>
    %cst_77 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<256xf32>
    %cst_78 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %222 = stablehlo.multiply %221, %arg59 : tensor<256xf32>
    %223 = stablehlo.add %220, %222 : tensor<256xf32>
    %224 = stablehlo.multiply %37#11, %37#11 : tensor<256xf32>
    %cst_79 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<256xf32>
    %cst_80 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %228 = stablehlo.multiply %227, %arg60 : tensor<256xf32>
    %229 = stablehlo.add %226, %228 : tensor<256xf32>
    %230 = stablehlo.multiply %37#12, %37#12 : tensor<256xf32>
    %cst_81 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %232 = stablehlo.multiply %231, %230 : tensor<256xf32>
    %cst_82 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %234 = stablehlo.multiply %233, %arg61 : tensor<256xf32>
    %235 = stablehlo.add %232, %234 : tensor<256xf32>
    %236 = stablehlo.multiply %37#13, %37#13 : tensor<32xf32>
    %cst_83 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %238 = stablehlo.multiply %237, %236 : tensor<32xf32>
    %cst_84 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %240 = stablehlo.multiply %239, %arg62 : tensor<32xf32>
    %241 = stablehlo.add %238, %240 : tensor<32xf32>
    %242 = stablehlo.multiply %37#14, %37#14 : tensor<32xf32>
    %cst_85 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %244 = stablehlo.multiply %243, %242 : tensor<32xf32>
    %cst_86 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %246 = stablehlo.multiply %245, %arg63 : tensor<32xf32>
    %247 = stablehlo.add %244, %246 : tensor<32xf32>
    %248 = stablehlo.multiply %37#15, %37#15 : tensor<8x32x256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %250 = stablehlo.multiply %249, %248 : tensor<8x32x256xf32>
    %cst_88 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %251 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %252 = stablehlo.multiply %251, %arg64 : tensor<8x32x256xf32>
    %253 = stablehlo.add %250, %252 : tensor<8x32x256xf32>
    %254 = stablehlo.multiply %37#16, %37#16 : tensor<2x4x256x32xf32>
    %cst_89 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %256 = stablehlo.multiply %255, %254 : tensor<2x4x256x32xf32>
    %cst_90 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %257 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %258 = stablehlo.multiply %257, %arg65 : tensor<2x4x256x32xf32>
    %259 = stablehlo.add %256, %258 : tensor<2x4x256x32xf32>
    %260 = stablehlo.multiply %37#17, %37#17 : tensor<8x256x32xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<8x256x32xf32>
    %cst_92 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %264 = stablehlo.multiply %263, %arg66 : tensor<8x256x32xf32>
    %265 = stablehlo.add %262, %264 : tensor<8x256x32xf32>
    %266 = stablehlo.multiply %37#18, %37#18 : tensor<2x512x256xf32>
    %cst_93 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %268 = stablehlo.multiply %267, %266 : tensor<2x512x256xf32>
    %cst_94 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %270 = stablehlo.multiply %269, %arg67 : tensor<2x512x256xf32>
    %271 = stablehlo.add %268, %270 : tensor<2x512x256xf32>
    %272 = stablehlo.multiply %37#19, %37#19 : tensor<512x256xf32>
    %cst_95 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %274 = stablehlo.multiply %273, %272 : tensor<512x256xf32>
    %cst_96 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %275 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %276 = stablehlo.multiply %275, %arg68 : tensor<512x256xf32>
    %277 = stablehlo.add %274, %276 : tensor<512x256xf32>
    %278 = stablehlo.multiply %37#20, %37#20 : tensor<256xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %280 = stablehlo.multiply %279, %278 : tensor<256xf32>
    %cst_98 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %281 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %282 = stablehlo.multiply %281, %arg69 : tensor<256xf32>
    %283 = stablehlo.add %280, %282 : tensor<256xf32>
    %284 = stablehlo.multiply %37#21, %37#21 : tensor<256xf32>
    %cst_99 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %286 = stablehlo.multiply %285, %284 : tensor<256xf32>
    %cst_100 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %287 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %288 = stablehlo.multiply %287, %arg70 : tensor<256xf32>
    %289 = stablehlo.add %286, %288 : tensor<256xf32>
    %290 = stablehlo.multiply %37#22, %37#22 : tensor<256xf32>
    %cst_101 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %292 = stablehlo.multiply %291, %290 : tensor<256xf32>
    %cst_102 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %293 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %294 = stablehlo.multiply %293, %arg71 : tensor<256xf32>
    %295 = stablehlo.add %292, %294 : tensor<256xf32>
    %296 = stablehlo.multiply %37#23, %37#23 : tensor<256xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<256xf32>
    %cst_104 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %300 = stablehlo.multiply %299, %arg72 : tensor<256xf32>
    %301 = stablehlo.add %298, %300 : tensor<256xf32>
    %c_105 = stablehlo.constant dense<2147483647> : tensor<i32>
    %302 = stablehlo.compare LT, %arg24, %c_105, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_106 = stablehlo.constant dense<1> : tensor<i32>
    %303 = stablehlo.add %arg24, %c_106 : tensor<i32>
    %c_107 = stablehlo.constant dense<2147483647> : tensor<i32>
    %304 = call @_where_6(%302, %303, %c_107) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %305 = stablehlo.convert %304 : (tensor<i32>) -> tensor<f32>
    %306 = stablehlo.power %cst_108, %305 : tensor<f32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %307 = stablehlo.subtract %cst_109, %306 : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %309 = stablehlo.divide %42, %308 : tensor<1024x256xf32>
    %310 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %311 = stablehlo.divide %47, %310 : tensor<256xf32>
    %312 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %313 = stablehlo.divide %52, %312 : tensor<32xf32>
    %314 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %315 = stablehlo.divide %57, %314 : tensor<32xf32>
    %316 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %317 = stablehlo.divide %62, %316 : tensor<8x32x256xf32>
    %318 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %319 = stablehlo.divide %67, %318 : tensor<2x4x256x32xf32>
    %320 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %321 = stablehlo.divide %72, %320 : tensor<8x256x32xf32>
    %322 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %323 = stablehlo.divide %77, %322 : tensor<2x512x256xf32>
    %324 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %325 = stablehlo.divide %82, %324 : tensor<512x256xf32>
    %326 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %327 = stablehlo.divide %87, %326 : tensor<256xf32>
    %328 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %329 = stablehlo.divide %92, %328 : tensor<256xf32>
    %330 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %331 = stablehlo.divide %97, %330 : tensor<256xf32>
    %332 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %333 = stablehlo.divide %102, %332 : tensor<256xf32>
    %334 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %335 = stablehlo.divide %107, %334 : tensor<32xf32>
    %336 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %337 = stablehlo.divide %112, %336 : tensor<32xf32>
    %338 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %339 = stablehlo.divide %117, %338 : tensor<8x32x256xf32>
    %340 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %341 = stablehlo.divide %122, %340 : tensor<2x4x256x32xf32>
    %342 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %343 = stablehlo.divide %127, %342 : tensor<8x256x32xf32>
    %344 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %345 = stablehlo.divide %132, %344 : tensor<2x512x256xf32>
    %346 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %347 = stablehlo.divide %137, %346 : tensor<512x256xf32>
    %348 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %349 = stablehlo.divide %142, %348 : tensor<256xf32>
    %350 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %351 = stablehlo.divide %147, %350 : tensor<256xf32>
    %352 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %353 = stablehlo.divide %152, %352 : tensor<256xf32>
    %354 = stablehlo.broadcast_in_dim %307, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %355 = stablehlo.divide %157, %354 : tensor<256xf32>
    %cst_110 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %356 = stablehlo.convert %304 : (tensor<i32>) -> tensor<f32>
    %357 = stablehlo.power %cst_110, %356 : tensor<f32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %358 = stablehlo.subtract %cst_111, %357 : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %360 = stablehlo.divide %163, %359 : tensor<1024x256xf32>
    %361 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %362 = stablehlo.divide %169, %361 : tensor<256xf32>
    %363 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %364 = stablehlo.divide %175, %363 : tensor<32xf32>
    %365 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %366 = stablehlo.divide %181, %365 : tensor<32xf32>
    %367 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %368 = stablehlo.divide %187, %367 : tensor<8x32x256xf32>
    %369 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %370 = stablehlo.divide %193, %369 : tensor<2x4x256x32xf32>
    %371 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %372 = stablehlo.divide %199, %371 : tensor<8x256x32xf32>
    %373 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %374 = stablehlo.divide %205, %373 : tensor<2x512x256xf32>
    %375 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %376 = stablehlo.divide %211, %375 : tensor<512x256xf32>
    %377 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %378 = stablehlo.divide %217, %377 : tensor<256xf32>
    %379 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %380 = stablehlo.divide %223, %379 : tensor<256xf32>
    %381 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %382 = stablehlo.divide %229, %381 : tensor<256xf32>
    %383 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %384 = stablehlo.divide %235, %383 : tensor<256xf32>
    %385 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %386 = stablehlo.divide %241, %385 : tensor<32xf32>
    %387 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %388 = stablehlo.divide %247, %387 : tensor<32xf32>
    %389 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %390 = stablehlo.divide %253, %389 : tensor<8x32x256xf32>
    %391 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %392 = stablehlo.divide %259, %391 : tensor<2x4x256x32xf32>
    %393 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %394 = stablehlo.divide %265, %393 : tensor<8x256x32xf32>
    %395 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %396 = stablehlo.divide %271, %395 : tensor<2x512x256xf32>
    %397 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %398 = stablehlo.divide %277, %397 : tensor<512x256xf32>
    %399 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %400 = stablehlo.divide %283, %399 : tensor<256xf32>
    %401 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %402 = stablehlo.divide %289, %401 : tensor<256xf32>
    %403 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %404 = stablehlo.divide %295, %403 : tensor<256xf32>
    %405 = stablehlo.broadcast_in_dim %358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %406 = stablehlo.divide %301, %405 : tensor<256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %408 = stablehlo.add %360, %407 : tensor<1024x256xf32>
    %409 = stablehlo.sqrt %408 : tensor<1024x256xf32>
    %cst_113 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %411 = stablehlo.add %409, %410 : tensor<1024x256xf32>
    %412 = stablehlo.divide %309, %411 : tensor<1024x256xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %413 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %414 = stablehlo.add %362, %413 : tensor<256xf32>
    %415 = stablehlo.sqrt %414 : tensor<256xf32>
    %cst_115 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %417 = stablehlo.add %415, %416 : tensor<256xf32>
    %418 = stablehlo.divide %311, %417 : tensor<256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %420 = stablehlo.add %364, %419 : tensor<32xf32>
    %421 = stablehlo.sqrt %420 : tensor<32xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %423 = stablehlo.add %421, %422 : tensor<32xf32>
    %424 = stablehlo.divide %313, %423 : tensor<32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %426 = stablehlo.add %366, %425 : tensor<32xf32>
    %427 = stablehlo.sqrt %426 : tensor<32xf32>
    %cst_119 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %429 = stablehlo.add %427, %428 : tensor<32xf32>
    %430 = stablehlo.divide %315, %429 : tensor<32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %432 = stablehlo.add %368, %431 : tensor<8x32x256xf32>
    %433 = stablehlo.sqrt %432 : tensor<8x32x256xf32>
    %cst_121 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %435 = stablehlo.add %433, %434 : tensor<8x32x256xf32>
    %436 = stablehlo.divide %317, %435 : tensor<8x32x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %438 = stablehlo.add %370, %437 : tensor<2x4x256x32xf32>
    %439 = stablehlo.sqrt %438 : tensor<2x4x256x32xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %441 = stablehlo.add %439, %440 : tensor<2x4x256x32xf32>
    %442 = stablehlo.divide %319, %441 : tensor<2x4x256x32xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %443 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %444 = stablehlo.add %372, %443 : tensor<8x256x32xf32>
    %445 = stablehlo.sqrt %444 : tensor<8x256x32xf32>
    %cst_125 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %447 = stablehlo.add %445, %446 : tensor<8x256x32xf32>
    %448 = stablehlo.divide %321, %447 : tensor<8x256x32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %450 = stablehlo.add %374, %449 : tensor<2x512x256xf32>
    %451 = stablehlo.sqrt %450 : tensor<2x512x256xf32>
    %cst_127 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %453 = stablehlo.add %451, %452 : tensor<2x512x256xf32>
    %454 = stablehlo.divide %323, %453 : tensor<2x512x256xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %456 = stablehlo.add %376, %455 : tensor<512x256xf32>
    %457 = stablehlo.sqrt %456 : tensor<512x256xf32>
    %cst_129 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %459 = stablehlo.add %457, %458 : tensor<512x256xf32>
    %460 = stablehlo.divide %325, %459 : tensor<512x256xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %461 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %462 = stablehlo.add %378, %461 : tensor<256xf32>
    %463 = stablehlo.sqrt %462 : tensor<256xf32>
    %cst_131 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %465 = stablehlo.add %463, %464 : tensor<256xf32>
    %466 = stablehlo.divide %327, %465 : tensor<256xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %467 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %468 = stablehlo.add %380, %467 : tensor<256xf32>
    %469 = stablehlo.sqrt %468 : tensor<256xf32>
    %cst_133 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %471 = stablehlo.add %469, %470 : tensor<256xf32>
    %472 = stablehlo.divide %329, %471 : tensor<256xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %474 = stablehlo.add %382, %473 : tensor<256xf32>
    %475 = stablehlo.sqrt %474 : tensor<256xf32>
    %cst_135 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %477 = stablehlo.add %475, %476 : tensor<256xf32>
    %478 = stablehlo.divide %331, %477 : tensor<256xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %479 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %480 = stablehlo.add %384, %479 : tensor<256xf32>
    %481 = stablehlo.sqrt %480 : tensor<256xf32>
    %cst_137 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %483 = stablehlo.add %481, %482 : tensor<256xf32>
    %484 = stablehlo.divide %333, %483 : tensor<256xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %485 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %486 = stablehlo.add %386, %485 : tensor<32xf32>
    %487 = stablehlo.sqrt %486 : tensor<32xf32>
    %cst_139 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %489 = stablehlo.add %487, %488 : tensor<32xf32>
    %490 = stablehlo.divide %335, %489 : tensor<32xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %492 = stablehlo.add %388, %491 : tensor<32xf32>
    %493 = stablehlo.sqrt %492 : tensor<32xf32>
    %cst_141 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %495 = stablehlo.add %493, %494 : tensor<32xf32>
    %496 = stablehlo.divide %337, %495 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %498 = stablehlo.add %390, %497 : tensor<8x32x256xf32>
    %499 = stablehlo.sqrt %498 : tensor<8x32x256xf32>
    %cst_143 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %501 = stablehlo.add %499, %500 : tensor<8x32x256xf32>
    %502 = stablehlo.divide %339, %501 : tensor<8x32x256xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %504 = stablehlo.add %392, %503 : tensor<2x4x256x32xf32>
    %505 = stablehlo.sqrt %504 : tensor<2x4x256x32xf32>
    %cst_145 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %507 = stablehlo.add %505, %506 : tensor<2x4x256x32xf32>
    %508 = stablehlo.divide %341, %507 : tensor<2x4x256x32xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %510 = stablehlo.add %394, %509 : tensor<8x256x32xf32>
    %511 = stablehlo.sqrt %510 : tensor<8x256x32xf32>
    %cst_147 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %513 = stablehlo.add %511, %512 : tensor<8x256x32xf32>
    %514 = stablehlo.divide %343, %513 : tensor<8x256x32xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %516 = stablehlo.add %396, %515 : tensor<2x512x256xf32>
    %517 = stablehlo.sqrt %516 : tensor<2x512x256xf32>
    %cst_149 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %519 = stablehlo.add %517, %518 : tensor<2x512x256xf32>
    %520 = stablehlo.divide %345, %519 : tensor<2x512x256xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %522 = stablehlo.add %398, %521 : tensor<512x256xf32>
    %523 = stablehlo.sqrt %522 : tensor<512x256xf32>
    %cst_151 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %525 = stablehlo.add %523, %524 : tensor<512x256xf32>
    %526 = stablehlo.divide %347, %525 : tensor<512x256xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %528 = stablehlo.add %400, %527 : tensor<256xf32>
    %529 = stablehlo.sqrt %528 : tensor<256xf32>
    %cst_153 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %531 = stablehlo.add %529, %530 : tensor<256xf32>
    %532 = stablehlo.divide %349, %531 : tensor<256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %533 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %534 = stablehlo.add %402, %533 : tensor<256xf32>
    %535 = stablehlo.sqrt %534 : tensor<256xf32>
    %cst_155 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %537 = stablehlo.add %535, %536 : tensor<256xf32>
    %538 = stablehlo.divide %351, %537 : tensor<256xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %540 = stablehlo.add %404, %539 : tensor<256xf32>
    %541 = stablehlo.sqrt %540 : tensor<256xf32>
    %cst_157 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %542 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %543 = stablehlo.add %541, %542 : tensor<256xf32>
    %544 = stablehlo.divide %353, %543 : tensor<256xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %546 = stablehlo.add %406, %545 : tensor<256xf32>
    %547 = stablehlo.sqrt %546 : tensor<256xf32>
    %cst_159 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %548 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %549 = stablehlo.add %547, %548 : tensor<256xf32>
    %550 = stablehlo.divide %355, %549 : tensor<256xf32>
    %cst_160 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %552 = stablehlo.multiply %551, %412 : tensor<1024x256xf32>
    %cst_161 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %553 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %554 = stablehlo.multiply %553, %418 : tensor<256xf32>
    %cst_162 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %555 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %556 = stablehlo.multiply %555, %424 : tensor<32xf32>
    %cst_163 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %557 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %558 = stablehlo.multiply %557, %430 : tensor<32xf32>
    %cst_164 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %560 = stablehlo.multiply %559, %436 : tensor<8x32x256xf32>
    %cst_165 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %562 = stablehlo.multiply %561, %442 : tensor<2x4x256x32xf32>
    %cst_166 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %563 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %564 = stablehlo.multiply %563, %448 : tensor<8x256x32xf32>
    %cst_167 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %565 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %566 = stablehlo.multiply %565, %454 : tensor<2x512x256xf32>
    %cst_168 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %567 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %568 = stablehlo.multiply %567, %460 : tensor<512x256xf32>
    %cst_169 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %570 = stablehlo.multiply %569, %466 : tensor<256xf32>
    %cst_170 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %572 = stablehlo.multiply %571, %472 : tensor<256xf32>
    %cst_171 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %573 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %574 = stablehlo.multiply %573, %478 : tensor<256xf32>
    %cst_172 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %576 = stablehlo.multiply %575, %484 : tensor<256xf32>
    %cst_173 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %577 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %578 = stablehlo.multiply %577, %490 : tensor<32xf32>
    %cst_174 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.multiply %579, %496 : tensor<32xf32>
    %cst_175 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %582 = stablehlo.multiply %581, %502 : tensor<8x32x256xf32>
    %cst_176 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %583 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<2x4x256x32xf32>
    %584 = stablehlo.multiply %583, %508 : tensor<2x4x256x32xf32>
    %cst_177 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x256x32xf32>
    %586 = stablehlo.multiply %585, %514 : tensor<8x256x32xf32>
    %cst_178 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %587 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<2x512x256xf32>
    %588 = stablehlo.multiply %587, %520 : tensor<2x512x256xf32>
    %cst_179 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %590 = stablehlo.multiply %589, %526 : tensor<512x256xf32>
    %cst_180 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %592 = stablehlo.multiply %591, %532 : tensor<256xf32>
    %cst_181 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %593 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %594 = stablehlo.multiply %593, %538 : tensor<256xf32>
    %cst_182 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %595 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %596 = stablehlo.multiply %595, %544 : tensor<256xf32>
    %cst_183 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %598 = stablehlo.multiply %597, %550 : tensor<256xf32>
    %599 = stablehlo.add %arg0, %552 : tensor<1024x256xf32>
    %600 = stablehlo.add %arg1, %554 : tensor<256xf32>
    %601 = stablehlo.add %arg2, %556 : tensor<32xf32>
    %602 = stablehlo.add %arg3, %558 : tensor<32xf32>
    %603 = stablehlo.add %arg4, %560 : tensor<8x32x256xf32>
    %604 = stablehlo.add %arg5, %562 : tensor<2x4x256x32xf32>
    %605 = stablehlo.add %arg6, %564 : tensor<8x256x32xf32>
    %606 = stablehlo.add %arg7, %566 : tensor<2x512x256xf32>
    %607 = stablehlo.add %arg8, %568 : tensor<512x256xf32>
    %608 = stablehlo.add %arg9, %570 : tensor<256xf32>
    %609 = stablehlo.add %arg10, %572 : tensor<256xf32>
    %610 = stablehlo.add %arg11, %574 : tensor<256xf32>
    %611 = stablehlo.add %arg12, %576 : tensor<256xf32>
    %612 = stablehlo.add %arg13, %578 : tensor<32xf32>
    %613 = stablehlo.add %arg14, %580 : tensor<32xf32>
    %614 = stablehlo.add %arg15, %582 : tensor<8x32x256xf32>
    %615 = stablehlo.add %arg16, %584 : tensor<2x4x256x32xf32>
    %616 = stablehlo.add %arg17, %586 : tensor<8x256x32xf32>
    %617 = stablehlo.add %arg18, %588 : tensor<2x512x256xf32>
    %618 = stablehlo.add %arg19, %590 : tensor<512x256xf32>
    %619 = stablehlo.add %arg20, %592 : tensor<256xf32>
    %620 = stablehlo.add %arg21, %594 : tensor<256xf32>
    %621 = stablehlo.add %arg22, %596 : tensor<256xf32>
    %622 = stablehlo.add %arg23, %598 : tensor<256xf32>
    return %599, %600, %601, %602, %603, %604, %605, %606, %607, %608, %609, %610, %611, %612, %613, %614, %615, %616, %617, %618, %619, %620, %621, %622, %304, %42, %47, %52, %57, %62, %67, %72, %77, %82, %87, %92, %97, %102, %107, %112, %117, %122, %127, %132, %137, %142, %147, %152, %157, %163, %169, %175, %181, %187, %193, %199, %205, %211, %217, %223, %229, %235, %241, %247, %253, %259, %265, %271, %277, %283, %289, %295, %301, %22 : tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<i32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<f32>
  }
  func.func private @__call__(%arg0: tensor<1024x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<32xf32>, %arg3: tensor<32xf32>, %arg4: tensor<8x32x256xf32>, %arg5: tensor<2x4x256x32xf32>, %arg6: tensor<8x256x32xf32>, %arg7: tensor<2x512x256xf32>, %arg8: tensor<512x256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256xf32>, %arg11: tensor<256xf32>, %arg12: tensor<256xf32>, %arg13: tensor<32xf32>, %arg14: tensor<32xf32>, %arg15: tensor<8x32x256xf32>, %arg16: tensor<2x4x256x32xf32>, %arg17: tensor<8x256x32xf32>, %arg18: tensor<2x512x256xf32>, %arg19: tensor<512x256xf32>, %arg20: tensor<256xf32>, %arg21: tensor<256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<8x64xi32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1xi32>, tensor<f32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<256x1024xf32>, tensor<8x64x256xf32>) {
    %0 = call @tokens_with_mm(%arg24) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %2 = stablehlo.compare LT, %0, %1, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %4 = stablehlo.add %0, %3 : tensor<8x64xi32>
    %5 = stablehlo.select %2, %4, %0 : tensor<8x64xi1>, tensor<8x64xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %7 = "stablehlo.gather"(%arg0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x64x1xi32>) -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %8 = stablehlo.sqrt %cst : tensor<f32>
    %9 = stablehlo.convert %8 : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %11 = stablehlo.multiply %7, %10 : tensor<8x64x256xf32>
    %12 = call @positions(%arg24) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    %13 = call @attention_mask(%arg24) : (tensor<8x64xi32>) -> tensor<8x64x64xi1>
    %14 = chlo.square %11 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %16 = stablehlo.multiply %15, %11 : tensor<8x64x256xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %17 = stablehlo.reduce(%14 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %22 = stablehlo.add %20, %21 : tensor<8x64x1xf32>
    %23 = stablehlo.rsqrt %22 : tensor<8x64x1xf32>
    %24 = stablehlo.divide %23, %22 : tensor<8x64x1xf32>
    %cst_5 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %26 = stablehlo.multiply %25, %24 : tensor<8x64x1xf32>
    %27 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %28 = stablehlo.multiply %11, %27 : tensor<8x64x256xf32>
    %29 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %31 = stablehlo.add %30, %29 : tensor<1x1x256xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %33 = stablehlo.multiply %28, %32 : tensor<8x64x256xf32>
    %34 = stablehlo.dot_general %33, %arg6, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x256x32xf32>) -> tensor<8x64x8x32xf32>
    %35 = stablehlo.dot_general %arg5, %33, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x256x32xf32>, tensor<8x64x256xf32>) -> tensor<2x4x32x8x64xf32>
    %36 = stablehlo.transpose %35, dims = [0, 3, 4, 1, 2] : (tensor<2x4x32x8x64xf32>) -> tensor<2x8x64x4x32xf32>
    %37 = stablehlo.slice %36 [0:1, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %38 = stablehlo.reshape %37 : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x32xf32>
    %39 = stablehlo.slice %36 [1:2, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %40 = stablehlo.reshape %39 : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x32xf32>
    %41 = chlo.square %34 : tensor<8x64x8x32xf32> -> tensor<8x64x8x32xf32>
    %cst_7 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x8x32xf32>
    %43 = stablehlo.multiply %42, %34 : tensor<8x64x8x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %44 = stablehlo.reduce(%41 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %45 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %cst_9 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %46 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %47 = stablehlo.divide %45, %46 : tensor<8x64x8x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %49 = stablehlo.add %47, %48 : tensor<8x64x8x1xf32>
    %50 = stablehlo.rsqrt %49 : tensor<8x64x8x1xf32>
    %51 = stablehlo.divide %50, %49 : tensor<8x64x8x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<8x64x8x1xf32>
    %54 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x32xf32>
    %55 = stablehlo.multiply %34, %54 : tensor<8x64x8x32xf32>
    %56 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %58 = stablehlo.add %57, %56 : tensor<1x1x1x32xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x8x32xf32>
    %60 = stablehlo.multiply %55, %59 : tensor<8x64x8x32xf32>
    %61 = chlo.square %38 : tensor<8x64x4x32xf32> -> tensor<8x64x4x32xf32>
    %cst_13 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %63 = stablehlo.multiply %62, %38 : tensor<8x64x4x32xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.reduce(%61 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2] : (tensor<8x64x4xf32>) -> tensor<8x64x4x1xf32>
    %cst_15 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8x64x4x1xf32>
    %cst_16 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %69 = stablehlo.add %67, %68 : tensor<8x64x4x1xf32>
    %70 = stablehlo.rsqrt %69 : tensor<8x64x4x1xf32>
    %71 = stablehlo.divide %70, %69 : tensor<8x64x4x1xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %73 = stablehlo.multiply %72, %71 : tensor<8x64x4x1xf32>
    %74 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x64x4x1xf32>) -> tensor<8x64x4x32xf32>
    %75 = stablehlo.multiply %38, %74 : tensor<8x64x4x32xf32>
    %76 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_18 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %78 = stablehlo.add %77, %76 : tensor<1x1x1x32xf32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x4x32xf32>
    %80 = stablehlo.multiply %75, %79 : tensor<8x64x4x32xf32>
    %81 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_19 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %83 = stablehlo.multiply %82, %81 : tensor<16xf32>
    %cst_20 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %85 = stablehlo.power %84, %83 : tensor<16xf32>
    %86 = call @_pad(%85) : (tensor<16xf32>) -> tensor<16xf32>
    %87 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %89 = stablehlo.convert %87 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %91 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %92 = stablehlo.divide %90, %91 : tensor<8x64x16xf32>
    %93 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_21 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %95 = stablehlo.divide %93, %94 : tensor<8x64x1x16xf32>
    %96 = stablehlo.sine %95 : tensor<8x64x1x16xf32>
    %97 = stablehlo.cosine %95 : tensor<8x64x1x16xf32>
    %98 = stablehlo.slice %60 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %99 = stablehlo.slice %60 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %100 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<8x64x8x16xf32>
    %102 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %103 = stablehlo.multiply %99, %102 : tensor<8x64x8x16xf32>
    %104 = stablehlo.subtract %101, %103 : tensor<8x64x8x16xf32>
    %105 = stablehlo.broadcast_in_dim %97, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %106 = stablehlo.multiply %99, %105 : tensor<8x64x8x16xf32>
    %107 = stablehlo.broadcast_in_dim %96, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %108 = stablehlo.multiply %98, %107 : tensor<8x64x8x16xf32>
    %109 = stablehlo.add %106, %108 : tensor<8x64x8x16xf32>
    %110 = stablehlo.concatenate %104, %109, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %cst_22 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x8x32xf32>
    %112 = stablehlo.multiply %110, %111 : tensor<8x64x8x32xf32>
    %113 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_23 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %115 = stablehlo.multiply %114, %113 : tensor<16xf32>
    %cst_24 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %117 = stablehlo.power %116, %115 : tensor<16xf32>
    %118 = call @_pad(%117) : (tensor<16xf32>) -> tensor<16xf32>
    %119 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %120 = stablehlo.broadcast_in_dim %118, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %121 = stablehlo.convert %119 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %123 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %124 = stablehlo.divide %122, %123 : tensor<8x64x16xf32>
    %125 = stablehlo.broadcast_in_dim %124, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_25 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x64x1x16xf32>
    %128 = stablehlo.sine %127 : tensor<8x64x1x16xf32>
    %129 = stablehlo.cosine %127 : tensor<8x64x1x16xf32>
    %130 = stablehlo.slice %80 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %131 = stablehlo.slice %80 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %132 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %133 = stablehlo.multiply %130, %132 : tensor<8x64x4x16xf32>
    %134 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %135 = stablehlo.multiply %131, %134 : tensor<8x64x4x16xf32>
    %136 = stablehlo.subtract %133, %135 : tensor<8x64x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %138 = stablehlo.multiply %131, %137 : tensor<8x64x4x16xf32>
    %139 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %140 = stablehlo.multiply %130, %139 : tensor<8x64x4x16xf32>
    %141 = stablehlo.add %138, %140 : tensor<8x64x4x16xf32>
    %142 = stablehlo.concatenate %136, %141, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %143 = stablehlo.reshape %112 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %144 = stablehlo.dot_general %142, %143, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x2x32xf32>) -> tensor<8x4x64x64x2xf32>
    %145 = stablehlo.transpose %144, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x64x2xf32>) -> tensor<8x64x4x2x64xf32>
    %146 = stablehlo.reshape %145 : (tensor<8x64x4x2x64xf32>) -> tensor<8x64x8x64xf32>
    %147 = stablehlo.broadcast_in_dim %12, dims = [0, 2] : (tensor<8x64xi32>) -> tensor<8x1x64xi32>
    %148 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_26 = stablehlo.constant dense<32> : tensor<i32>
    %149 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %150 = stablehlo.subtract %148, %149 : tensor<8x64x1xi32>
    %151 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %152 = stablehlo.broadcast_in_dim %150, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %153 = stablehlo.compare GT, %151, %152, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %c_27 = stablehlo.constant dense<32> : tensor<i32>
    %154 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %155 = stablehlo.add %148, %154 : tensor<8x64x1xi32>
    %156 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x1x64xi32>) -> tensor<8x64x64xi32>
    %157 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x64x1xi32>) -> tensor<8x64x64xi32>
    %158 = stablehlo.compare LT, %156, %157, SIGNED : (tensor<8x64x64xi32>, tensor<8x64x64xi32>) -> tensor<8x64x64xi1>
    %159 = stablehlo.and %153, %158 : tensor<8x64x64xi1>
    %160 = stablehlo.and %13, %159 : tensor<8x64x64xi1>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 3] : (tensor<8x64x64xi1>) -> tensor<8x64x1x64xi1>
    %cst_28 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %162:2 = call @_where(%161, %146, %cst_28) : (tensor<8x64x1x64xi1>, tensor<8x64x8x64xf32>, tensor<f32>) -> (tensor<8x64x8x64xf32>, tensor<8x64x8x64xi1>)
    %cst_29 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = stablehlo.reduce(%162#0 init: %cst_29) applies stablehlo.maximum across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x8xf32>
    %165 = stablehlo.maximum %164, %163 : tensor<8x64x8xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %168 = stablehlo.subtract %162#0, %167 : tensor<8x64x8x64xf32>
    %169 = stablehlo.exponential %168 : tensor<8x64x8x64xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %171 = stablehlo.broadcast_in_dim %170, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %172 = stablehlo.broadcast_in_dim %171, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %173 = stablehlo.divide %169, %172 : tensor<8x64x8x64xf32>
    %174 = stablehlo.multiply %171, %171 : tensor<8x64x8x1xf32>
    %cst_32 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %176 = stablehlo.divide %175, %174 : tensor<8x64x8x1xf32>
    %177 = stablehlo.reshape %173 : (tensor<8x64x8x64xf32>) -> tensor<8x64x4x2x64xf32>
    %178 = stablehlo.dot_general %40, %177, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x2x64xf32>) -> tensor<8x4x32x64x2xf32>
    %179 = stablehlo.transpose %178, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x64x2xf32>) -> tensor<8x64x4x2x32xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %181 = stablehlo.dot_general %180, %arg4, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %182 = chlo.square %181 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_33 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %184 = stablehlo.multiply %183, %181 : tensor<8x64x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %185 = stablehlo.reduce(%182 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %188 = stablehlo.divide %186, %187 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %190 = stablehlo.add %188, %189 : tensor<8x64x1xf32>
    %191 = stablehlo.rsqrt %190 : tensor<8x64x1xf32>
    %192 = stablehlo.divide %191, %190 : tensor<8x64x1xf32>
    %cst_37 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<8x64x1xf32>
    %195 = stablehlo.broadcast_in_dim %191, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %196 = stablehlo.multiply %181, %195 : tensor<8x64x256xf32>
    %197 = stablehlo.broadcast_in_dim %arg9, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %199 = stablehlo.add %198, %197 : tensor<1x1x256xf32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %201 = stablehlo.multiply %196, %200 : tensor<8x64x256xf32>
    %202 = stablehlo.add %201, %11 : tensor<8x64x256xf32>
    %203 = chlo.square %202 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_39 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %205 = stablehlo.multiply %204, %202 : tensor<8x64x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.reduce(%203 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %209 = stablehlo.divide %207, %208 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %211 = stablehlo.add %209, %210 : tensor<8x64x1xf32>
    %212 = stablehlo.rsqrt %211 : tensor<8x64x1xf32>
    %213 = stablehlo.divide %212, %211 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %215 = stablehlo.multiply %214, %213 : tensor<8x64x1xf32>
    %216 = stablehlo.broadcast_in_dim %212, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %217 = stablehlo.multiply %202, %216 : tensor<8x64x256xf32>
    %218 = stablehlo.broadcast_in_dim %arg12, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %220 = stablehlo.add %219, %218 : tensor<1x1x256xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %222 = stablehlo.multiply %217, %221 : tensor<8x64x256xf32>
    %223 = stablehlo.dot_general %222, %arg7, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<2x512x256xf32>) -> tensor<8x64x2x512xf32>
    %224 = stablehlo.slice %223 [0:8, 0:64, 0:1, 0:512] : (tensor<8x64x2x512xf32>) -> tensor<8x64x1x512xf32>
    %225 = stablehlo.reshape %224 : (tensor<8x64x1x512xf32>) -> tensor<8x64x512xf32>
    %226 = stablehlo.multiply %225, %225 : tensor<8x64x512xf32>
    %227 = stablehlo.multiply %226, %225 : tensor<8x64x512xf32>
    %228 = stablehlo.multiply %225, %225 : tensor<8x64x512xf32>
    %cst_45 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %230 = stablehlo.multiply %229, %228 : tensor<8x64x512xf32>
    %cst_46 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %232 = stablehlo.multiply %231, %227 : tensor<8x64x512xf32>
    %233 = stablehlo.add %225, %232 : tensor<8x64x512xf32>
    %cst_47 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %235 = stablehlo.multiply %234, %233 : tensor<8x64x512xf32>
    %236 = stablehlo.tanh %235 : tensor<8x64x512xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %238 = stablehlo.subtract %237, %236 : tensor<8x64x512xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %239 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %240 = stablehlo.add %239, %236 : tensor<8x64x512xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8x64x512xf32>
    %243 = stablehlo.multiply %225, %242 : tensor<8x64x512xf32>
    %244 = stablehlo.slice %223 [0:8, 0:64, 1:2, 0:512] : (tensor<8x64x2x512xf32>) -> tensor<8x64x1x512xf32>
    %245 = stablehlo.reshape %244 : (tensor<8x64x1x512xf32>) -> tensor<8x64x512xf32>
    %246 = stablehlo.multiply %243, %245 : tensor<8x64x512xf32>
    %247 = stablehlo.dot_general %246, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %248 = chlo.square %247 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_51 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %250 = stablehlo.multiply %249, %247 : tensor<8x64x256xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %251 = stablehlo.reduce(%248 init: %cst_52) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_53 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %253 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %254 = stablehlo.divide %252, %253 : tensor<8x64x1xf32>
    %cst_54 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %256 = stablehlo.add %254, %255 : tensor<8x64x1xf32>
    %257 = stablehlo.rsqrt %256 : tensor<8x64x1xf32>
    %258 = stablehlo.divide %257, %256 : tensor<8x64x1xf32>
    %cst_55 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %259 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %260 = stablehlo.multiply %259, %258 : tensor<8x64x1xf32>
    %261 = stablehlo.broadcast_in_dim %257, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %262 = stablehlo.multiply %247, %261 : tensor<8x64x256xf32>
    %263 = stablehlo.broadcast_in_dim %arg10, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_56 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %265 = stablehlo.add %264, %263 : tensor<1x1x256xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %267 = stablehlo.multiply %262, %266 : tensor<8x64x256xf32>
    %268 = stablehlo.add %267, %202 : tensor<8x64x256xf32>
    %269 = chlo.square %268 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_57 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %271 = stablehlo.multiply %270, %268 : tensor<8x64x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%269 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %273 = stablehlo.broadcast_in_dim %272, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_59 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<8x64x1xf32>
    %cst_60 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %277 = stablehlo.add %275, %276 : tensor<8x64x1xf32>
    %278 = stablehlo.rsqrt %277 : tensor<8x64x1xf32>
    %279 = stablehlo.divide %278, %277 : tensor<8x64x1xf32>
    %cst_61 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %281 = stablehlo.multiply %280, %279 : tensor<8x64x1xf32>
    %282 = stablehlo.broadcast_in_dim %278, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %283 = stablehlo.multiply %268, %282 : tensor<8x64x256xf32>
    %284 = stablehlo.broadcast_in_dim %arg22, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %286 = stablehlo.add %285, %284 : tensor<1x1x256xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %288 = stablehlo.multiply %283, %287 : tensor<8x64x256xf32>
    %289 = stablehlo.dot_general %288, %arg17, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x256x32xf32>) -> tensor<8x64x8x32xf32>
    %290 = stablehlo.dot_general %arg16, %288, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<2x4x256x32xf32>, tensor<8x64x256xf32>) -> tensor<2x4x32x8x64xf32>
    %291 = stablehlo.transpose %290, dims = [0, 3, 4, 1, 2] : (tensor<2x4x32x8x64xf32>) -> tensor<2x8x64x4x32xf32>
    %292 = stablehlo.slice %291 [0:1, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %293 = stablehlo.reshape %292 : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x32xf32>
    %294 = stablehlo.slice %291 [1:2, 0:8, 0:64, 0:4, 0:32] : (tensor<2x8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %295 = stablehlo.reshape %294 : (tensor<1x8x64x4x32xf32>) -> tensor<8x64x4x32xf32>
    %296 = chlo.square %289 : tensor<8x64x8x32xf32> -> tensor<8x64x8x32xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x8x32xf32>
    %298 = stablehlo.multiply %297, %289 : tensor<8x64x8x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%296 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %cst_65 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %301 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %302 = stablehlo.divide %300, %301 : tensor<8x64x8x1xf32>
    %cst_66 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %304 = stablehlo.add %302, %303 : tensor<8x64x8x1xf32>
    %305 = stablehlo.rsqrt %304 : tensor<8x64x8x1xf32>
    %306 = stablehlo.divide %305, %304 : tensor<8x64x8x1xf32>
    %cst_67 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<8x64x8x1xf32>
    %309 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x32xf32>
    %310 = stablehlo.multiply %289, %309 : tensor<8x64x8x32xf32>
    %311 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_68 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %313 = stablehlo.add %312, %311 : tensor<1x1x1x32xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x8x32xf32>
    %315 = stablehlo.multiply %310, %314 : tensor<8x64x8x32xf32>
    %316 = chlo.square %293 : tensor<8x64x4x32xf32> -> tensor<8x64x4x32xf32>
    %cst_69 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %317 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x64x4x32xf32>
    %318 = stablehlo.multiply %317, %293 : tensor<8x64x4x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %319 = stablehlo.reduce(%316 init: %cst_70) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %320 = stablehlo.broadcast_in_dim %319, dims = [0, 1, 2] : (tensor<8x64x4xf32>) -> tensor<8x64x4x1xf32>
    %cst_71 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %322 = stablehlo.divide %320, %321 : tensor<8x64x4x1xf32>
    %cst_72 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %323 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %324 = stablehlo.add %322, %323 : tensor<8x64x4x1xf32>
    %325 = stablehlo.rsqrt %324 : tensor<8x64x4x1xf32>
    %326 = stablehlo.divide %325, %324 : tensor<8x64x4x1xf32>
    %cst_73 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %328 = stablehlo.multiply %327, %326 : tensor<8x64x4x1xf32>
    %329 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<8x64x4x1xf32>) -> tensor<8x64x4x32xf32>
    %330 = stablehlo.multiply %293, %329 : tensor<8x64x4x32xf32>
    %331 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_74 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %332 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %333 = stablehlo.add %332, %331 : tensor<1x1x1x32xf32>
    %334 = stablehlo.broadcast_in_dim %333, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x4x32xf32>
    %335 = stablehlo.multiply %330, %334 : tensor<8x64x4x32xf32>
    %336 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_75 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %338 = stablehlo.multiply %337, %336 : tensor<16xf32>
    %cst_76 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %340 = stablehlo.power %339, %338 : tensor<16xf32>
    %341 = call @_pad(%340) : (tensor<16xf32>) -> tensor<16xf32>
    %342 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %343 = stablehlo.broadcast_in_dim %341, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %344 = stablehlo.convert %342 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %345 = stablehlo.broadcast_in_dim %344, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %346 = stablehlo.broadcast_in_dim %343, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %347 = stablehlo.divide %345, %346 : tensor<8x64x16xf32>
    %348 = stablehlo.broadcast_in_dim %347, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_77 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %350 = stablehlo.divide %348, %349 : tensor<8x64x1x16xf32>
    %351 = stablehlo.sine %350 : tensor<8x64x1x16xf32>
    %352 = stablehlo.cosine %350 : tensor<8x64x1x16xf32>
    %353 = stablehlo.slice %315 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %354 = stablehlo.slice %315 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %355 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %356 = stablehlo.multiply %353, %355 : tensor<8x64x8x16xf32>
    %357 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %358 = stablehlo.multiply %354, %357 : tensor<8x64x8x16xf32>
    %359 = stablehlo.subtract %356, %358 : tensor<8x64x8x16xf32>
    %360 = stablehlo.broadcast_in_dim %352, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %361 = stablehlo.multiply %354, %360 : tensor<8x64x8x16xf32>
    %362 = stablehlo.broadcast_in_dim %351, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %363 = stablehlo.multiply %353, %362 : tensor<8x64x8x16xf32>
    %364 = stablehlo.add %361, %363 : tensor<8x64x8x16xf32>
    %365 = stablehlo.concatenate %359, %364, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %cst_78 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %366 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x8x32xf32>
    %367 = stablehlo.multiply %365, %366 : tensor<8x64x8x32xf32>
    %368 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_79 = stablehlo.constant dense<6.250000e-02> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %370 = stablehlo.multiply %369, %368 : tensor<16xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+06> : tensor<f32>
    %371 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %372 = stablehlo.power %371, %370 : tensor<16xf32>
    %373 = call @_pad(%372) : (tensor<16xf32>) -> tensor<16xf32>
    %374 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %375 = stablehlo.broadcast_in_dim %373, dims = [2] : (tensor<16xf32>) -> tensor<1x1x16xf32>
    %376 = stablehlo.convert %374 : (tensor<8x64x1xi32>) -> tensor<8x64x1xf32>
    %377 = stablehlo.broadcast_in_dim %376, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x16xf32>
    %378 = stablehlo.broadcast_in_dim %375, dims = [0, 1, 2] : (tensor<1x1x16xf32>) -> tensor<8x64x16xf32>
    %379 = stablehlo.divide %377, %378 : tensor<8x64x16xf32>
    %380 = stablehlo.broadcast_in_dim %379, dims = [0, 1, 3] : (tensor<8x64x16xf32>) -> tensor<8x64x1x16xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1x16xf32>
    %382 = stablehlo.divide %380, %381 : tensor<8x64x1x16xf32>
    %383 = stablehlo.sine %382 : tensor<8x64x1x16xf32>
    %384 = stablehlo.cosine %382 : tensor<8x64x1x16xf32>
    %385 = stablehlo.slice %335 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %386 = stablehlo.slice %335 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %387 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %388 = stablehlo.multiply %385, %387 : tensor<8x64x4x16xf32>
    %389 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %390 = stablehlo.multiply %386, %389 : tensor<8x64x4x16xf32>
    %391 = stablehlo.subtract %388, %390 : tensor<8x64x4x16xf32>
    %392 = stablehlo.broadcast_in_dim %384, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %393 = stablehlo.multiply %386, %392 : tensor<8x64x4x16xf32>
    %394 = stablehlo.broadcast_in_dim %383, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %395 = stablehlo.multiply %385, %394 : tensor<8x64x4x16xf32>
    %396 = stablehlo.add %393, %395 : tensor<8x64x4x16xf32>
    %397 = stablehlo.concatenate %391, %396, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %398 = stablehlo.reshape %367 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %399 = stablehlo.dot_general %397, %398, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x2x32xf32>) -> tensor<8x4x64x64x2xf32>
    %400 = stablehlo.transpose %399, dims = [0, 3, 1, 4, 2] : (tensor<8x4x64x64x2xf32>) -> tensor<8x64x4x2x64xf32>
    %401 = stablehlo.reshape %400 : (tensor<8x64x4x2x64xf32>) -> tensor<8x64x8x64xf32>
    %402 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 3] : (tensor<8x64x64xi1>) -> tensor<8x64x1x64xi1>
    %cst_82 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %403:2 = call @_where(%402, %401, %cst_82) : (tensor<8x64x1x64xi1>, tensor<8x64x8x64xf32>, tensor<f32>) -> (tensor<8x64x8x64xf32>, tensor<8x64x8x64xi1>)
    %cst_83 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %404 = stablehlo.reduce(%403#0 init: %cst_83) applies stablehlo.maximum across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %cst_84 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %405 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x8xf32>
    %406 = stablehlo.maximum %405, %404 : tensor<8x64x8xf32>
    %407 = stablehlo.broadcast_in_dim %406, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %408 = stablehlo.broadcast_in_dim %407, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %409 = stablehlo.subtract %403#0, %408 : tensor<8x64x8x64xf32>
    %410 = stablehlo.exponential %409 : tensor<8x64x8x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.reduce(%410 init: %cst_85) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %412 = stablehlo.broadcast_in_dim %411, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %414 = stablehlo.divide %410, %413 : tensor<8x64x8x64xf32>
    %415 = stablehlo.multiply %412, %412 : tensor<8x64x8x1xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %416 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %417 = stablehlo.divide %416, %415 : tensor<8x64x8x1xf32>
    %418 = stablehlo.reshape %414 : (tensor<8x64x8x64xf32>) -> tensor<8x64x4x2x64xf32>
    %419 = stablehlo.dot_general %295, %418, batching_dims = [0, 2] x [0, 2], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xf32>, tensor<8x64x4x2x64xf32>) -> tensor<8x4x32x64x2xf32>
    %420 = stablehlo.transpose %419, dims = [0, 3, 1, 4, 2] : (tensor<8x4x32x64x2xf32>) -> tensor<8x64x4x2x32xf32>
    %421 = stablehlo.reshape %420 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %422 = stablehlo.dot_general %421, %arg15, contracting_dims = [3, 2] x [1, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x32x256xf32>) -> tensor<8x64x256xf32>
    %423 = chlo.square %422 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_87 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %425 = stablehlo.multiply %424, %422 : tensor<8x64x256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%423 init: %cst_88) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %427 = stablehlo.broadcast_in_dim %426, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_89 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %429 = stablehlo.divide %427, %428 : tensor<8x64x1xf32>
    %cst_90 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %430 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %431 = stablehlo.add %429, %430 : tensor<8x64x1xf32>
    %432 = stablehlo.rsqrt %431 : tensor<8x64x1xf32>
    %433 = stablehlo.divide %432, %431 : tensor<8x64x1xf32>
    %cst_91 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %435 = stablehlo.multiply %434, %433 : tensor<8x64x1xf32>
    %436 = stablehlo.broadcast_in_dim %432, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %437 = stablehlo.multiply %422, %436 : tensor<8x64x256xf32>
    %438 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %440 = stablehlo.add %439, %438 : tensor<1x1x256xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %442 = stablehlo.multiply %437, %441 : tensor<8x64x256xf32>
    %443 = stablehlo.add %442, %268 : tensor<8x64x256xf32>
    %444 = chlo.square %443 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_93 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %446 = stablehlo.multiply %445, %443 : tensor<8x64x256xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%444 init: %cst_94) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %448 = stablehlo.broadcast_in_dim %447, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_95 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %450 = stablehlo.divide %448, %449 : tensor<8x64x1xf32>
    %cst_96 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %452 = stablehlo.add %450, %451 : tensor<8x64x1xf32>
    %453 = stablehlo.rsqrt %452 : tensor<8x64x1xf32>
    %454 = stablehlo.divide %453, %452 : tensor<8x64x1xf32>
    %cst_97 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %455 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %456 = stablehlo.multiply %455, %454 : tensor<8x64x1xf32>
    %457 = stablehlo.broadcast_in_dim %453, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %458 = stablehlo.multiply %443, %457 : tensor<8x64x256xf32>
    %459 = stablehlo.broadcast_in_dim %arg23, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %461 = stablehlo.add %460, %459 : tensor<1x1x256xf32>
    %462 = stablehlo.broadcast_in_dim %461, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %463 = stablehlo.multiply %458, %462 : tensor<8x64x256xf32>
    %464 = stablehlo.dot_general %463, %arg18, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<2x512x256xf32>) -> tensor<8x64x2x512xf32>
    %465 = stablehlo.slice %464 [0:8, 0:64, 0:1, 0:512] : (tensor<8x64x2x512xf32>) -> tensor<8x64x1x512xf32>
    %466 = stablehlo.reshape %465 : (tensor<8x64x1x512xf32>) -> tensor<8x64x512xf32>
    %467 = stablehlo.multiply %466, %466 : tensor<8x64x512xf32>
    %468 = stablehlo.multiply %467, %466 : tensor<8x64x512xf32>
    %469 = stablehlo.multiply %466, %466 : tensor<8x64x512xf32>
    %cst_99 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<8x64x512xf32>
    %cst_100 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %473 = stablehlo.multiply %472, %468 : tensor<8x64x512xf32>
    %474 = stablehlo.add %466, %473 : tensor<8x64x512xf32>
    %cst_101 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %475 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %476 = stablehlo.multiply %475, %474 : tensor<8x64x512xf32>
    %477 = stablehlo.tanh %476 : tensor<8x64x512xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %479 = stablehlo.subtract %478, %477 : tensor<8x64x512xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %481 = stablehlo.add %480, %477 : tensor<8x64x512xf32>
    %cst_104 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<8x64x512xf32>
    %484 = stablehlo.multiply %466, %483 : tensor<8x64x512xf32>
    %485 = stablehlo.slice %464 [0:8, 0:64, 1:2, 0:512] : (tensor<8x64x2x512xf32>) -> tensor<8x64x1x512xf32>
    %486 = stablehlo.reshape %485 : (tensor<8x64x1x512xf32>) -> tensor<8x64x512xf32>
    %487 = stablehlo.multiply %484, %486 : tensor<8x64x512xf32>
    %488 = stablehlo.dot_general %487, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %489 = chlo.square %488 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_105 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %491 = stablehlo.multiply %490, %488 : tensor<8x64x256xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%489 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %493 = stablehlo.broadcast_in_dim %492, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_107 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %495 = stablehlo.divide %493, %494 : tensor<8x64x1xf32>
    %cst_108 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %497 = stablehlo.add %495, %496 : tensor<8x64x1xf32>
    %498 = stablehlo.rsqrt %497 : tensor<8x64x1xf32>
    %499 = stablehlo.divide %498, %497 : tensor<8x64x1xf32>
    %cst_109 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %501 = stablehlo.multiply %500, %499 : tensor<8x64x1xf32>
    %502 = stablehlo.broadcast_in_dim %498, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %503 = stablehlo.multiply %488, %502 : tensor<8x64x256xf32>
    %504 = stablehlo.broadcast_in_dim %arg21, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %505 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %506 = stablehlo.add %505, %504 : tensor<1x1x256xf32>
    %507 = stablehlo.broadcast_in_dim %506, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %508 = stablehlo.multiply %503, %507 : tensor<8x64x256xf32>
    %509 = stablehlo.add %508, %443 : tensor<8x64x256xf32>
    %510 = chlo.square %509 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_111 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %512 = stablehlo.multiply %511, %509 : tensor<8x64x256xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%510 init: %cst_112) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %514 = stablehlo.broadcast_in_dim %513, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_113 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %515 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %516 = stablehlo.divide %514, %515 : tensor<8x64x1xf32>
    %cst_114 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %517 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %518 = stablehlo.add %516, %517 : tensor<8x64x1xf32>
    %519 = stablehlo.rsqrt %518 : tensor<8x64x1xf32>
    %520 = stablehlo.divide %519, %518 : tensor<8x64x1xf32>
    %cst_115 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %522 = stablehlo.multiply %521, %520 : tensor<8x64x1xf32>
    %523 = stablehlo.broadcast_in_dim %519, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %524 = stablehlo.multiply %509, %523 : tensor<8x64x256xf32>
    %525 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1x1x256xf32>
    %527 = stablehlo.add %526, %525 : tensor<1x1x256xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %529 = stablehlo.multiply %524, %528 : tensor<8x64x256xf32>
    %530 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %531 = stablehlo.dot_general %529, %530, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    return %531, %6, %9, %16, %26, %23, %11, %31, %28, %33, %43, %53, %50, %34, %58, %55, %63, %73, %70, %38, %78, %75, %97, %96, %129, %128, %143, %142, %162#1, %169, %171, %176, %177, %40, %180, %184, %194, %191, %181, %199, %196, %205, %215, %212, %202, %220, %217, %222, %230, %236, %238, %242, %225, %245, %243, %246, %250, %260, %257, %247, %265, %262, %271, %281, %278, %268, %286, %283, %288, %298, %308, %305, %289, %313, %310, %318, %328, %325, %293, %333, %330, %352, %351, %384, %383, %398, %397, %403#1, %410, %412, %417, %418, %295, %421, %425, %435, %432, %422, %440, %437, %446, %456, %453, %443, %461, %458, %463, %471, %477, %479, %483, %466, %486, %484, %487, %491, %501, %498, %488, %506, %503, %512, %522, %519, %509, %527, %524, %530, %529 : tensor<8x64x1024xf32>, tensor<8x64x1xi32>, tensor<f32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x8x32xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x1xf32>, tensor<8x64x4x32xf32>, tensor<1x1x1x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x1x16xf32>, tensor<8x64x4x2x32xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>, tensor<8x64x8x1xf32>, tensor<8x64x8x1xf32>, tensor<8x64x4x2x64xf32>, tensor<8x64x4x32xf32>, tensor<8x64x8x32xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<8x64x256xf32>, tensor<8x64x1xf32>, tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<1x1x256xf32>, tensor<8x64x256xf32>, tensor<256x1024xf32>, tensor<8x64x256xf32>
  }
  func.func private @tokens_with_mm(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    return %arg0 : tensor<8x64xi32>
  }
  func.func private @positions(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = call @inputs_mask(%arg0) : (tensor<8x64xi32>) -> tensor<8x64xi1>
    %1 = call @cumsum(%0) : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %c = stablehlo.constant dense<1> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.compare GE, %1, %2, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %4 = stablehlo.convert %3 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %5 = stablehlo.subtract %1, %4 : tensor<8x64xi32>
    return %5 : tensor<8x64xi32>
  }
  func.func private @inputs_mask(%arg0: tensor<8x64xi32>) -> tensor<8x64xi1> {
    %0 = call @tokens_with_mm(%arg0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %2 = stablehlo.compare NE, %0, %1, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    return %2 : tensor<8x64xi1>
  }
  func.func private @cumsum(%arg0: tensor<8x64xi1>) -> tensor<8x64xi32> {
    %0 = stablehlo.convert %arg0 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %1 = call @cumsum_0(%0) : (tensor<8x64xi32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @cumsum_0(%arg0: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [63, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 64>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x64xi32>, tensor<i32>) -> tensor<8x64xi32>
    return %1 : tensor<8x64xi32>
  }
  func.func private @attention_mask(%arg0: tensor<8x64xi32>) -> tensor<8x64x64xi1> {
    %0 = call @inputs_mask(%arg0) : (tensor<8x64xi32>) -> tensor<8x64xi1>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %2 = call @tril(%1) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %3 = stablehlo.broadcast_in_dim %0, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64xi1>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<1x64x64xi1>
    %5 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x1x64xi1>) -> tensor<8x64x64xi1>
    %6 = stablehlo.broadcast_in_dim %4, dims = [0, 1, 2] : (tensor<1x64x64xi1>) -> tensor<8x64x64xi1>
    %7 = stablehlo.and %5, %6 : tensor<8x64x64xi1>
    return %7 : tensor<8x64x64xi1>
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
  func.func private @_pad(%arg0: tensor<16xf32>) -> tensor<16xf32> {
    return %arg0 : tensor<16xf32>
  }
  func.func private @_where(%arg0: tensor<8x64x1x64xi1>, %arg1: tensor<8x64x8x64xf32>, %arg2: tensor<f32>) -> (tensor<8x64x8x64xf32>, tensor<8x64x8x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<8x64x1x64xi1>) -> tensor<8x64x8x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x64x8x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>
    return %3, %1 : tensor<8x64x8x64xf32>, tensor<8x64x8x64xi1>
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
  func.func private @_take(%arg0: tensor<8x64x1xf32>, %arg1: tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.compare LT, %arg1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %1 = stablehlo.add %arg1, %c_0 : tensor<i32>
    %2 = call @_where_1(%0, %1, %arg1) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
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
  func.func private @_where_1(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_take_2(%arg0: tensor<1xi32>, %arg1: tensor<8x64xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0, 1], inserted_window_dims = [2], scatter_dims_to_operand_dims = [2]>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1xf32>, tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @take_along_axis_3(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @__call___4(%arg0: tensor<8x64x1xi32>, %arg1: tensor<f32>, %arg2: tensor<8x64x256xf32>, %arg3: tensor<8x64x1xf32>, %arg4: tensor<8x64x1xf32>, %arg5: tensor<8x64x256xf32>, %arg6: tensor<1x1x256xf32>, %arg7: tensor<8x64x256xf32>, %arg8: tensor<8x256x32xf32>, %arg9: tensor<8x64x256xf32>, %arg10: tensor<2x4x256x32xf32>, %arg11: tensor<8x64x8x32xf32>, %arg12: tensor<8x64x8x1xf32>, %arg13: tensor<8x64x8x1xf32>, %arg14: tensor<8x64x8x32xf32>, %arg15: tensor<1x1x1x32xf32>, %arg16: tensor<8x64x8x32xf32>, %arg17: tensor<8x64x4x32xf32>, %arg18: tensor<8x64x4x1xf32>, %arg19: tensor<8x64x4x1xf32>, %arg20: tensor<8x64x4x32xf32>, %arg21: tensor<1x1x1x32xf32>, %arg22: tensor<8x64x4x32xf32>, %arg23: tensor<8x64x1x16xf32>, %arg24: tensor<8x64x1x16xf32>, %arg25: tensor<8x64x1x16xf32>, %arg26: tensor<8x64x1x16xf32>, %arg27: tensor<8x64x4x2x32xf32>, %arg28: tensor<8x64x4x32xf32>, %arg29: tensor<8x64x8x64xi1>, %arg30: tensor<8x64x8x64xf32>, %arg31: tensor<8x64x8x1xf32>, %arg32: tensor<8x64x8x1xf32>, %arg33: tensor<8x64x4x2x64xf32>, %arg34: tensor<8x64x4x32xf32>, %arg35: tensor<8x32x256xf32>, %arg36: tensor<8x64x8x32xf32>, %arg37: tensor<8x64x256xf32>, %arg38: tensor<8x64x1xf32>, %arg39: tensor<8x64x1xf32>, %arg40: tensor<8x64x256xf32>, %arg41: tensor<1x1x256xf32>, %arg42: tensor<8x64x256xf32>, %arg43: tensor<8x64x256xf32>, %arg44: tensor<8x64x1xf32>, %arg45: tensor<8x64x1xf32>, %arg46: tensor<8x64x256xf32>, %arg47: tensor<1x1x256xf32>, %arg48: tensor<8x64x256xf32>, %arg49: tensor<2x512x256xf32>, %arg50: tensor<8x64x256xf32>, %arg51: tensor<8x64x512xf32>, %arg52: tensor<8x64x512xf32>, %arg53: tensor<8x64x512xf32>, %arg54: tensor<8x64x512xf32>, %arg55: tensor<8x64x512xf32>, %arg56: tensor<8x64x512xf32>, %arg57: tensor<8x64x512xf32>, %arg58: tensor<512x256xf32>, %arg59: tensor<8x64x512xf32>, %arg60: tensor<8x64x256xf32>, %arg61: tensor<8x64x1xf32>, %arg62: tensor<8x64x1xf32>, %arg63: tensor<8x64x256xf32>, %arg64: tensor<1x1x256xf32>, %arg65: tensor<8x64x256xf32>, %arg66: tensor<8x64x256xf32>, %arg67: tensor<8x64x1xf32>, %arg68: tensor<8x64x1xf32>, %arg69: tensor<8x64x256xf32>, %arg70: tensor<1x1x256xf32>, %arg71: tensor<8x64x256xf32>, %arg72: tensor<8x256x32xf32>, %arg73: tensor<8x64x256xf32>, %arg74: tensor<2x4x256x32xf32>, %arg75: tensor<8x64x8x32xf32>, %arg76: tensor<8x64x8x1xf32>, %arg77: tensor<8x64x8x1xf32>, %arg78: tensor<8x64x8x32xf32>, %arg79: tensor<1x1x1x32xf32>, %arg80: tensor<8x64x8x32xf32>, %arg81: tensor<8x64x4x32xf32>, %arg82: tensor<8x64x4x1xf32>, %arg83: tensor<8x64x4x1xf32>, %arg84: tensor<8x64x4x32xf32>, %arg85: tensor<1x1x1x32xf32>, %arg86: tensor<8x64x4x32xf32>, %arg87: tensor<8x64x1x16xf32>, %arg88: tensor<8x64x1x16xf32>, %arg89: tensor<8x64x1x16xf32>, %arg90: tensor<8x64x1x16xf32>, %arg91: tensor<8x64x4x2x32xf32>, %arg92: tensor<8x64x4x32xf32>, %arg93: tensor<8x64x8x64xi1>, %arg94: tensor<8x64x8x64xf32>, %arg95: tensor<8x64x8x1xf32>, %arg96: tensor<8x64x8x1xf32>, %arg97: tensor<8x64x4x2x64xf32>, %arg98: tensor<8x64x4x32xf32>, %arg99: tensor<8x32x256xf32>, %arg100: tensor<8x64x8x32xf32>, %arg101: tensor<8x64x256xf32>, %arg102: tensor<8x64x1xf32>, %arg103: tensor<8x64x1xf32>, %arg104: tensor<8x64x256xf32>, %arg105: tensor<1x1x256xf32>, %arg106: tensor<8x64x256xf32>, %arg107: tensor<8x64x256xf32>, %arg108: tensor<8x64x1xf32>, %arg109: tensor<8x64x1xf32>, %arg110: tensor<8x64x256xf32>, %arg111: tensor<1x1x256xf32>, %arg112: tensor<8x64x256xf32>, %arg113: tensor<2x512x256xf32>, %arg114: tensor<8x64x256xf32>, %arg115: tensor<8x64x512xf32>, %arg116: tensor<8x64x512xf32>, %arg117: tensor<8x64x512xf32>, %arg118: tensor<8x64x512xf32>, %arg119: tensor<8x64x512xf32>, %arg120: tensor<8x64x512xf32>, %arg121: tensor<8x64x512xf32>, %arg122: tensor<512x256xf32>, %arg123: tensor<8x64x512xf32>, %arg124: tensor<8x64x256xf32>, %arg125: tensor<8x64x1xf32>, %arg126: tensor<8x64x1xf32>, %arg127: tensor<8x64x256xf32>, %arg128: tensor<1x1x256xf32>, %arg129: tensor<8x64x256xf32>, %arg130: tensor<8x64x256xf32>, %arg131: tensor<8x64x1xf32>, %arg132: tensor<8x64x1xf32>, %arg133: tensor<8x64x256xf32>, %arg134: tensor<1x1x256xf32>, %arg135: tensor<8x64x256xf32>, %arg136: tensor<256x1024xf32>, %arg137: tensor<8x64x256xf32>, %arg138: tensor<8x64x1024xf32>) -> (tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>) {
    %0 = stablehlo.dot_general %arg138, %arg137, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %2 = stablehlo.dot_general %arg138, %arg136, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<256x1024xf32>) -> tensor<8x64x256xf32>
    %3 = stablehlo.transpose %1, dims = [1, 0] : (tensor<256x1024xf32>) -> tensor<1024x256xf32>
    %4 = stablehlo.multiply %arg135, %2 : tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %6 = stablehlo.reshape %5 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %7 = stablehlo.broadcast_in_dim %arg134, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %8 = stablehlo.multiply %2, %7 : tensor<8x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %9 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %10 = stablehlo.multiply %arg133, %8 : tensor<8x64x256xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.reshape %11 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %arg132, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %14 = stablehlo.multiply %8, %13 : tensor<8x64x256xf32>
    %15 = stablehlo.multiply %12, %arg131 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %18 = stablehlo.reduce(%17 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %20 = stablehlo.multiply %19, %arg130 : tensor<8x64x256xf32>
    %21 = stablehlo.add %14, %20 : tensor<8x64x256xf32>
    %22 = stablehlo.multiply %arg129, %21 : tensor<8x64x256xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.reduce(%22 init: %cst_4) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %24 = stablehlo.reshape %23 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %25 = stablehlo.broadcast_in_dim %arg128, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %26 = stablehlo.multiply %21, %25 : tensor<8x64x256xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %27 = stablehlo.reduce(%24 init: %cst_5) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %28 = stablehlo.multiply %arg127, %26 : tensor<8x64x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %30 = stablehlo.reshape %29 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %arg126, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %32 = stablehlo.multiply %26, %31 : tensor<8x64x256xf32>
    %33 = stablehlo.multiply %30, %arg125 : tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %38 = stablehlo.multiply %37, %arg124 : tensor<8x64x256xf32>
    %39 = stablehlo.add %32, %38 : tensor<8x64x256xf32>
    %40 = stablehlo.dot_general %39, %arg123, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %41 = stablehlo.transpose %40, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %42 = stablehlo.dot_general %39, %arg122, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %43 = stablehlo.multiply %arg121, %42 : tensor<8x64x512xf32>
    %44 = stablehlo.multiply %42, %arg120 : tensor<8x64x512xf32>
    %45 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 3] : (tensor<8x64x512xf32>) -> tensor<8x64x1x512xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.pad %45, %cst_9, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x1x512xf32>, tensor<f32>) -> tensor<8x64x2x512xf32>
    %47 = stablehlo.multiply %arg119, %44 : tensor<8x64x512xf32>
    %48 = stablehlo.multiply %44, %arg118 : tensor<8x64x512xf32>
    %cst_10 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<8x64x512xf32>
    %51 = stablehlo.multiply %50, %arg117 : tensor<8x64x512xf32>
    %52 = stablehlo.multiply %51, %arg116 : tensor<8x64x512xf32>
    %53 = stablehlo.add %51, %52 : tensor<8x64x512xf32>
    %cst_11 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %55 = stablehlo.multiply %54, %53 : tensor<8x64x512xf32>
    %56 = stablehlo.add %48, %55 : tensor<8x64x512xf32>
    %cst_12 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %58 = stablehlo.multiply %57, %55 : tensor<8x64x512xf32>
    %59 = stablehlo.multiply %58, %arg115 : tensor<8x64x512xf32>
    %60 = stablehlo.add %56, %59 : tensor<8x64x512xf32>
    %61 = stablehlo.broadcast_in_dim %60, dims = [0, 1, 3] : (tensor<8x64x512xf32>) -> tensor<8x64x1x512xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.pad %61, %cst_13, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x64x1x512xf32>, tensor<f32>) -> tensor<8x64x2x512xf32>
    %63 = stablehlo.add %46, %62 : tensor<8x64x2x512xf32>
    %64 = stablehlo.dot_general %63, %arg114, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x512xf32>, tensor<8x64x256xf32>) -> tensor<2x512x256xf32>
    %65 = stablehlo.dot_general %63, %arg113, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x512xf32>, tensor<2x512x256xf32>) -> tensor<8x64x256xf32>
    %66 = stablehlo.multiply %arg112, %65 : tensor<8x64x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.reduce(%66 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %68 = stablehlo.reshape %67 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %69 = stablehlo.broadcast_in_dim %arg111, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %70 = stablehlo.multiply %65, %69 : tensor<8x64x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%68 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %72 = stablehlo.multiply %arg110, %70 : tensor<8x64x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.reduce(%72 init: %cst_16) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %74 = stablehlo.reshape %73 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %75 = stablehlo.broadcast_in_dim %arg109, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %76 = stablehlo.multiply %70, %75 : tensor<8x64x256xf32>
    %77 = stablehlo.add %21, %76 : tensor<8x64x256xf32>
    %78 = stablehlo.multiply %74, %arg108 : tensor<8x64x1xf32>
    %cst_17 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%80 init: %cst_18) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %82 = stablehlo.broadcast_in_dim %81, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %83 = stablehlo.multiply %82, %arg107 : tensor<8x64x256xf32>
    %84 = stablehlo.add %77, %83 : tensor<8x64x256xf32>
    %85 = stablehlo.multiply %arg106, %84 : tensor<8x64x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.reduce(%85 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %87 = stablehlo.reshape %86 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %88 = stablehlo.broadcast_in_dim %arg105, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %89 = stablehlo.multiply %84, %88 : tensor<8x64x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %90 = stablehlo.reduce(%87 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %91 = stablehlo.multiply %arg104, %89 : tensor<8x64x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %92 = stablehlo.reduce(%91 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %93 = stablehlo.reshape %92 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %94 = stablehlo.broadcast_in_dim %arg103, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %95 = stablehlo.multiply %89, %94 : tensor<8x64x256xf32>
    %96 = stablehlo.multiply %93, %arg102 : tensor<8x64x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %98 = stablehlo.divide %96, %97 : tensor<8x64x1xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %99 = stablehlo.reduce(%98 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %101 = stablehlo.multiply %100, %arg101 : tensor<8x64x256xf32>
    %102 = stablehlo.add %95, %101 : tensor<8x64x256xf32>
    %103 = stablehlo.dot_general %102, %arg100, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x8x32xf32>) -> tensor<256x8x32xf32>
    %104 = stablehlo.transpose %103, dims = [1, 2, 0] : (tensor<256x8x32xf32>) -> tensor<8x32x256xf32>
    %105 = stablehlo.dot_general %102, %arg99, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x32x256xf32>) -> tensor<8x64x8x32xf32>
    %106 = stablehlo.reshape %105 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %107 = stablehlo.transpose %106, dims = [0, 2, 4, 1, 3] : (tensor<8x64x4x2x32xf32>) -> tensor<8x4x32x64x2xf32>
    %108 = stablehlo.dot_general %107, %arg98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64x2xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x2x64xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x64xf32>) -> tensor<8x64x4x2x64xf32>
    %110 = stablehlo.dot_general %107, %arg97, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64x2xf32>, tensor<8x64x4x2x64xf32>) -> tensor<8x4x32x64xf32>
    %111 = stablehlo.transpose %110, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %112 = stablehlo.reshape %109 : (tensor<8x64x4x2x64xf32>) -> tensor<8x64x8x64xf32>
    %113 = stablehlo.broadcast_in_dim %arg96, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %114 = stablehlo.multiply %112, %113 : tensor<8x64x8x64xf32>
    %115 = stablehlo.multiply %114, %arg94 : tensor<8x64x8x64xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_24) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %118 = stablehlo.negate %117 : tensor<8x64x8x1xf32>
    %119 = stablehlo.broadcast_in_dim %arg95, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %120 = stablehlo.divide %112, %119 : tensor<8x64x8x64xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%118 init: %cst_25) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x1xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x64xf32>
    %123 = stablehlo.add %120, %122 : tensor<8x64x8x64xf32>
    %124 = stablehlo.multiply %123, %arg94 : tensor<8x64x8x64xf32>
    %125 = call @_where_5(%arg93, %124) : (tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>) -> tensor<8x64x8x64xf32>
    %126 = stablehlo.reshape %125 : (tensor<8x64x8x64xf32>) -> tensor<8x64x4x2x64xf32>
    %127 = stablehlo.transpose %126, dims = [0, 2, 4, 1, 3] : (tensor<8x64x4x2x64xf32>) -> tensor<8x4x64x64x2xf32>
    %128 = stablehlo.dot_general %127, %arg92, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x2x32xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x32xf32>) -> tensor<8x64x4x2x32xf32>
    %130 = stablehlo.dot_general %127, %arg91, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xf32>, tensor<8x64x4x2x32xf32>) -> tensor<8x4x64x32xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %132 = stablehlo.reshape %129 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %133 = stablehlo.slice %131 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %134 = stablehlo.slice %131 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %135 = stablehlo.broadcast_in_dim %arg90, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %136 = stablehlo.multiply %134, %135 : tensor<8x64x4x16xf32>
    %137 = stablehlo.broadcast_in_dim %arg89, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %138 = stablehlo.multiply %134, %137 : tensor<8x64x4x16xf32>
    %139 = stablehlo.negate %133 : tensor<8x64x4x16xf32>
    %140 = stablehlo.broadcast_in_dim %arg90, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %141 = stablehlo.multiply %139, %140 : tensor<8x64x4x16xf32>
    %142 = stablehlo.add %138, %141 : tensor<8x64x4x16xf32>
    %143 = stablehlo.broadcast_in_dim %arg89, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %144 = stablehlo.multiply %133, %143 : tensor<8x64x4x16xf32>
    %145 = stablehlo.add %136, %144 : tensor<8x64x4x16xf32>
    %146 = stablehlo.concatenate %145, %142, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %cst_26 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x8x32xf32>
    %148 = stablehlo.multiply %132, %147 : tensor<8x64x8x32xf32>
    %149 = stablehlo.slice %148 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %150 = stablehlo.slice %148 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %151 = stablehlo.broadcast_in_dim %arg88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %152 = stablehlo.multiply %150, %151 : tensor<8x64x8x16xf32>
    %153 = stablehlo.broadcast_in_dim %arg87, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %154 = stablehlo.multiply %150, %153 : tensor<8x64x8x16xf32>
    %155 = stablehlo.negate %149 : tensor<8x64x8x16xf32>
    %156 = stablehlo.broadcast_in_dim %arg88, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %157 = stablehlo.multiply %155, %156 : tensor<8x64x8x16xf32>
    %158 = stablehlo.add %154, %157 : tensor<8x64x8x16xf32>
    %159 = stablehlo.broadcast_in_dim %arg87, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %160 = stablehlo.multiply %149, %159 : tensor<8x64x8x16xf32>
    %161 = stablehlo.add %152, %160 : tensor<8x64x8x16xf32>
    %162 = stablehlo.concatenate %161, %158, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %163 = stablehlo.multiply %arg86, %146 : tensor<8x64x4x32xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %164 = stablehlo.reduce(%163 init: %cst_27) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %165 = stablehlo.reshape %164 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %166 = stablehlo.broadcast_in_dim %arg85, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x4x32xf32>
    %167 = stablehlo.multiply %146, %166 : tensor<8x64x4x32xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %168 = stablehlo.reduce(%165 init: %cst_28) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %169 = stablehlo.multiply %arg84, %167 : tensor<8x64x4x32xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.reduce(%169 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %171 = stablehlo.reshape %170 : (tensor<8x64x4xf32>) -> tensor<8x64x4x1xf32>
    %172 = stablehlo.broadcast_in_dim %arg83, dims = [0, 1, 2, 3] : (tensor<8x64x4x1xf32>) -> tensor<8x64x4x32xf32>
    %173 = stablehlo.multiply %167, %172 : tensor<8x64x4x32xf32>
    %174 = stablehlo.multiply %171, %arg82 : tensor<8x64x4x1xf32>
    %cst_30 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %176 = stablehlo.divide %174, %175 : tensor<8x64x4x1xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x1xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2] : (tensor<8x64x4xf32>) -> tensor<8x64x4x32xf32>
    %179 = stablehlo.multiply %178, %arg81 : tensor<8x64x4x32xf32>
    %180 = stablehlo.add %173, %179 : tensor<8x64x4x32xf32>
    %181 = stablehlo.multiply %arg80, %162 : tensor<8x64x8x32xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_32) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %183 = stablehlo.reshape %182 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %184 = stablehlo.broadcast_in_dim %arg79, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x8x32xf32>
    %185 = stablehlo.multiply %162, %184 : tensor<8x64x8x32xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%183 init: %cst_33) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %187 = stablehlo.multiply %arg78, %185 : tensor<8x64x8x32xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_34) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %190 = stablehlo.broadcast_in_dim %arg77, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x32xf32>
    %191 = stablehlo.multiply %185, %190 : tensor<8x64x8x32xf32>
    %192 = stablehlo.multiply %189, %arg76 : tensor<8x64x8x1xf32>
    %cst_35 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %194 = stablehlo.divide %192, %193 : tensor<8x64x8x1xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %195 = stablehlo.reduce(%194 init: %cst_36) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x1xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %196 = stablehlo.broadcast_in_dim %195, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x32xf32>
    %197 = stablehlo.multiply %196, %arg75 : tensor<8x64x8x32xf32>
    %198 = stablehlo.add %191, %197 : tensor<8x64x8x32xf32>
    %199 = stablehlo.broadcast_in_dim %111, dims = [1, 2, 3, 4] : (tensor<8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %200 = stablehlo.pad %199, %cst_37, low = [1, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x64x4x32xf32>, tensor<f32>) -> tensor<2x8x64x4x32xf32>
    %201 = stablehlo.broadcast_in_dim %180, dims = [1, 2, 3, 4] : (tensor<8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.pad %201, %cst_38, low = [0, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x64x4x32xf32>, tensor<f32>) -> tensor<2x8x64x4x32xf32>
    %203 = stablehlo.add %200, %202 : tensor<2x8x64x4x32xf32>
    %204 = stablehlo.transpose %203, dims = [0, 3, 4, 1, 2] : (tensor<2x8x64x4x32xf32>) -> tensor<2x4x32x8x64xf32>
    %205 = stablehlo.dot_general %204, %arg74, contracting_dims = [0, 1, 2] x [0, 1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x8x64xf32>, tensor<2x4x256x32xf32>) -> tensor<8x64x256xf32>
    %206 = stablehlo.dot_general %204, %arg73, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x8x64xf32>, tensor<8x64x256xf32>) -> tensor<2x4x32x256xf32>
    %207 = stablehlo.transpose %206, dims = [0, 1, 3, 2] : (tensor<2x4x32x256xf32>) -> tensor<2x4x256x32xf32>
    %208 = stablehlo.dot_general %198, %arg73, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %209 = stablehlo.transpose %208, dims = [0, 2, 1] : (tensor<8x32x256xf32>) -> tensor<8x256x32xf32>
    %210 = stablehlo.dot_general %198, %arg72, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x256x32xf32>) -> tensor<8x64x256xf32>
    %211 = stablehlo.add %205, %210 : tensor<8x64x256xf32>
    %212 = stablehlo.multiply %arg71, %211 : tensor<8x64x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %214 = stablehlo.reshape %213 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %215 = stablehlo.broadcast_in_dim %arg70, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %216 = stablehlo.multiply %211, %215 : tensor<8x64x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%214 init: %cst_40) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %218 = stablehlo.multiply %arg69, %216 : tensor<8x64x256xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.reduce(%218 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %220 = stablehlo.reshape %219 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %221 = stablehlo.broadcast_in_dim %arg68, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %222 = stablehlo.multiply %216, %221 : tensor<8x64x256xf32>
    %223 = stablehlo.add %84, %222 : tensor<8x64x256xf32>
    %224 = stablehlo.multiply %220, %arg67 : tensor<8x64x1xf32>
    %cst_42 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %226 = stablehlo.divide %224, %225 : tensor<8x64x1xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %228 = stablehlo.broadcast_in_dim %227, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %229 = stablehlo.multiply %228, %arg66 : tensor<8x64x256xf32>
    %230 = stablehlo.add %223, %229 : tensor<8x64x256xf32>
    %231 = stablehlo.multiply %arg65, %230 : tensor<8x64x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.reduce(%231 init: %cst_44) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %233 = stablehlo.reshape %232 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %234 = stablehlo.broadcast_in_dim %arg64, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %235 = stablehlo.multiply %230, %234 : tensor<8x64x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.reduce(%233 init: %cst_45) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %237 = stablehlo.multiply %arg63, %235 : tensor<8x64x256xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %238 = stablehlo.reduce(%237 init: %cst_46) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %239 = stablehlo.reshape %238 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %240 = stablehlo.broadcast_in_dim %arg62, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %241 = stablehlo.multiply %235, %240 : tensor<8x64x256xf32>
    %242 = stablehlo.multiply %239, %arg61 : tensor<8x64x1xf32>
    %cst_47 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %244 = stablehlo.divide %242, %243 : tensor<8x64x1xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %245 = stablehlo.reduce(%244 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %247 = stablehlo.multiply %246, %arg60 : tensor<8x64x256xf32>
    %248 = stablehlo.add %241, %247 : tensor<8x64x256xf32>
    %249 = stablehlo.dot_general %248, %arg59, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %250 = stablehlo.transpose %249, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %251 = stablehlo.dot_general %248, %arg58, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %252 = stablehlo.multiply %arg57, %251 : tensor<8x64x512xf32>
    %253 = stablehlo.multiply %251, %arg56 : tensor<8x64x512xf32>
    %254 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 3] : (tensor<8x64x512xf32>) -> tensor<8x64x1x512xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %255 = stablehlo.pad %254, %cst_49, low = [0, 0, 1, 0], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x64x1x512xf32>, tensor<f32>) -> tensor<8x64x2x512xf32>
    %256 = stablehlo.multiply %arg55, %253 : tensor<8x64x512xf32>
    %257 = stablehlo.multiply %253, %arg54 : tensor<8x64x512xf32>
    %cst_50 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %259 = stablehlo.multiply %258, %256 : tensor<8x64x512xf32>
    %260 = stablehlo.multiply %259, %arg53 : tensor<8x64x512xf32>
    %261 = stablehlo.multiply %260, %arg52 : tensor<8x64x512xf32>
    %262 = stablehlo.add %260, %261 : tensor<8x64x512xf32>
    %cst_51 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %263 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %264 = stablehlo.multiply %263, %262 : tensor<8x64x512xf32>
    %265 = stablehlo.add %257, %264 : tensor<8x64x512xf32>
    %cst_52 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %267 = stablehlo.multiply %266, %264 : tensor<8x64x512xf32>
    %268 = stablehlo.multiply %267, %arg51 : tensor<8x64x512xf32>
    %269 = stablehlo.add %265, %268 : tensor<8x64x512xf32>
    %270 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 3] : (tensor<8x64x512xf32>) -> tensor<8x64x1x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %271 = stablehlo.pad %270, %cst_53, low = [0, 0, 0, 0], high = [0, 0, 1, 0], interior = [0, 0, 0, 0] : (tensor<8x64x1x512xf32>, tensor<f32>) -> tensor<8x64x2x512xf32>
    %272 = stablehlo.add %255, %271 : tensor<8x64x2x512xf32>
    %273 = stablehlo.dot_general %272, %arg50, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x512xf32>, tensor<8x64x256xf32>) -> tensor<2x512x256xf32>
    %274 = stablehlo.dot_general %272, %arg49, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x2x512xf32>, tensor<2x512x256xf32>) -> tensor<8x64x256xf32>
    %275 = stablehlo.multiply %arg48, %274 : tensor<8x64x256xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_54) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %277 = stablehlo.reshape %276 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %278 = stablehlo.broadcast_in_dim %arg47, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %279 = stablehlo.multiply %274, %278 : tensor<8x64x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%277 init: %cst_55) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %281 = stablehlo.multiply %arg46, %279 : tensor<8x64x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%281 init: %cst_56) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %283 = stablehlo.reshape %282 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %284 = stablehlo.broadcast_in_dim %arg45, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %285 = stablehlo.multiply %279, %284 : tensor<8x64x256xf32>
    %286 = stablehlo.add %230, %285 : tensor<8x64x256xf32>
    %287 = stablehlo.multiply %283, %arg44 : tensor<8x64x1xf32>
    %cst_57 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %289 = stablehlo.divide %287, %288 : tensor<8x64x1xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%289 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %291 = stablehlo.broadcast_in_dim %290, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %292 = stablehlo.multiply %291, %arg43 : tensor<8x64x256xf32>
    %293 = stablehlo.add %286, %292 : tensor<8x64x256xf32>
    %294 = stablehlo.multiply %arg42, %293 : tensor<8x64x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.reduce(%294 init: %cst_59) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %296 = stablehlo.reshape %295 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %297 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %298 = stablehlo.multiply %293, %297 : tensor<8x64x256xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%296 init: %cst_60) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %300 = stablehlo.multiply %arg40, %298 : tensor<8x64x256xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%300 init: %cst_61) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %302 = stablehlo.reshape %301 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %303 = stablehlo.broadcast_in_dim %arg39, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %304 = stablehlo.multiply %298, %303 : tensor<8x64x256xf32>
    %305 = stablehlo.multiply %302, %arg38 : tensor<8x64x1xf32>
    %cst_62 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %307 = stablehlo.divide %305, %306 : tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%307 init: %cst_63) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %309 = stablehlo.broadcast_in_dim %308, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %310 = stablehlo.multiply %309, %arg37 : tensor<8x64x256xf32>
    %311 = stablehlo.add %304, %310 : tensor<8x64x256xf32>
    %312 = stablehlo.dot_general %311, %arg36, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x8x32xf32>) -> tensor<256x8x32xf32>
    %313 = stablehlo.transpose %312, dims = [1, 2, 0] : (tensor<256x8x32xf32>) -> tensor<8x32x256xf32>
    %314 = stablehlo.dot_general %311, %arg35, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x32x256xf32>) -> tensor<8x64x8x32xf32>
    %315 = stablehlo.reshape %314 : (tensor<8x64x8x32xf32>) -> tensor<8x64x4x2x32xf32>
    %316 = stablehlo.transpose %315, dims = [0, 2, 4, 1, 3] : (tensor<8x64x4x2x32xf32>) -> tensor<8x4x32x64x2xf32>
    %317 = stablehlo.dot_general %316, %arg34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64x2xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x2x64xf32>
    %318 = stablehlo.transpose %317, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x64xf32>) -> tensor<8x64x4x2x64xf32>
    %319 = stablehlo.dot_general %316, %arg33, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x64x2xf32>, tensor<8x64x4x2x64xf32>) -> tensor<8x4x32x64xf32>
    %320 = stablehlo.transpose %319, dims = [0, 3, 1, 2] : (tensor<8x4x32x64xf32>) -> tensor<8x64x4x32xf32>
    %321 = stablehlo.reshape %318 : (tensor<8x64x4x2x64xf32>) -> tensor<8x64x8x64xf32>
    %322 = stablehlo.broadcast_in_dim %arg32, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %323 = stablehlo.multiply %321, %322 : tensor<8x64x8x64xf32>
    %324 = stablehlo.multiply %323, %arg30 : tensor<8x64x8x64xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %325 = stablehlo.reduce(%324 init: %cst_64) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x64xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %326 = stablehlo.reshape %325 : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %327 = stablehlo.negate %326 : tensor<8x64x8x1xf32>
    %328 = stablehlo.broadcast_in_dim %arg31, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x64xf32>
    %329 = stablehlo.divide %321, %328 : tensor<8x64x8x64xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.reduce(%327 init: %cst_65) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x1xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %331 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x64xf32>
    %332 = stablehlo.add %329, %331 : tensor<8x64x8x64xf32>
    %333 = stablehlo.multiply %332, %arg30 : tensor<8x64x8x64xf32>
    %334 = call @_where_5(%arg29, %333) : (tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>) -> tensor<8x64x8x64xf32>
    %335 = stablehlo.reshape %334 : (tensor<8x64x8x64xf32>) -> tensor<8x64x4x2x64xf32>
    %336 = stablehlo.transpose %335, dims = [0, 2, 4, 1, 3] : (tensor<8x64x4x2x64xf32>) -> tensor<8x4x64x64x2xf32>
    %337 = stablehlo.dot_general %336, %arg28, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xf32>, tensor<8x64x4x32xf32>) -> tensor<8x4x64x2x32xf32>
    %338 = stablehlo.transpose %337, dims = [0, 2, 1, 3, 4] : (tensor<8x4x64x2x32xf32>) -> tensor<8x64x4x2x32xf32>
    %339 = stablehlo.dot_general %336, %arg27, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64x2xf32>, tensor<8x64x4x2x32xf32>) -> tensor<8x4x64x32xf32>
    %340 = stablehlo.transpose %339, dims = [0, 2, 1, 3] : (tensor<8x4x64x32xf32>) -> tensor<8x64x4x32xf32>
    %341 = stablehlo.reshape %338 : (tensor<8x64x4x2x32xf32>) -> tensor<8x64x8x32xf32>
    %342 = stablehlo.slice %340 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %343 = stablehlo.slice %340 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %344 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<8x64x4x16xf32>
    %346 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %347 = stablehlo.multiply %343, %346 : tensor<8x64x4x16xf32>
    %348 = stablehlo.negate %342 : tensor<8x64x4x16xf32>
    %349 = stablehlo.broadcast_in_dim %arg26, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<8x64x4x16xf32>
    %351 = stablehlo.add %347, %350 : tensor<8x64x4x16xf32>
    %352 = stablehlo.broadcast_in_dim %arg25, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %353 = stablehlo.multiply %342, %352 : tensor<8x64x4x16xf32>
    %354 = stablehlo.add %345, %353 : tensor<8x64x4x16xf32>
    %355 = stablehlo.concatenate %354, %351, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %cst_66 = stablehlo.constant dense<0.176776692> : tensor<f32>
    %356 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x8x32xf32>
    %357 = stablehlo.multiply %341, %356 : tensor<8x64x8x32xf32>
    %358 = stablehlo.slice %357 [0:8, 0:64, 0:8, 0:16] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %359 = stablehlo.slice %357 [0:8, 0:64, 0:8, 16:32] : (tensor<8x64x8x32xf32>) -> tensor<8x64x8x16xf32>
    %360 = stablehlo.broadcast_in_dim %arg24, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %361 = stablehlo.multiply %359, %360 : tensor<8x64x8x16xf32>
    %362 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %363 = stablehlo.multiply %359, %362 : tensor<8x64x8x16xf32>
    %364 = stablehlo.negate %358 : tensor<8x64x8x16xf32>
    %365 = stablehlo.broadcast_in_dim %arg24, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %366 = stablehlo.multiply %364, %365 : tensor<8x64x8x16xf32>
    %367 = stablehlo.add %363, %366 : tensor<8x64x8x16xf32>
    %368 = stablehlo.broadcast_in_dim %arg23, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x8x16xf32>
    %369 = stablehlo.multiply %358, %368 : tensor<8x64x8x16xf32>
    %370 = stablehlo.add %361, %369 : tensor<8x64x8x16xf32>
    %371 = stablehlo.concatenate %370, %367, dim = 3 : (tensor<8x64x8x16xf32>, tensor<8x64x8x16xf32>) -> tensor<8x64x8x32xf32>
    %372 = stablehlo.multiply %arg22, %355 : tensor<8x64x4x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %374 = stablehlo.reshape %373 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %375 = stablehlo.broadcast_in_dim %arg21, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x4x32xf32>
    %376 = stablehlo.multiply %355, %375 : tensor<8x64x4x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %377 = stablehlo.reduce(%374 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %378 = stablehlo.multiply %arg20, %376 : tensor<8x64x4x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%378 init: %cst_69) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x32xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %380 = stablehlo.reshape %379 : (tensor<8x64x4xf32>) -> tensor<8x64x4x1xf32>
    %381 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2, 3] : (tensor<8x64x4x1xf32>) -> tensor<8x64x4x32xf32>
    %382 = stablehlo.multiply %376, %381 : tensor<8x64x4x32xf32>
    %383 = stablehlo.multiply %380, %arg18 : tensor<8x64x4x1xf32>
    %cst_70 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x64x4x1xf32>
    %385 = stablehlo.divide %383, %384 : tensor<8x64x4x1xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %386 = stablehlo.reduce(%385 init: %cst_71) applies stablehlo.add across dimensions = [3] : (tensor<8x64x4x1xf32>, tensor<f32>) -> tensor<8x64x4xf32>
    %387 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<8x64x4xf32>) -> tensor<8x64x4x32xf32>
    %388 = stablehlo.multiply %387, %arg17 : tensor<8x64x4x32xf32>
    %389 = stablehlo.add %382, %388 : tensor<8x64x4x32xf32>
    %390 = stablehlo.multiply %arg16, %371 : tensor<8x64x8x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %391 = stablehlo.reduce(%390 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %392 = stablehlo.reshape %391 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %393 = stablehlo.broadcast_in_dim %arg15, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x64x8x32xf32>
    %394 = stablehlo.multiply %371, %393 : tensor<8x64x8x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %395 = stablehlo.reduce(%392 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %396 = stablehlo.multiply %arg14, %394 : tensor<8x64x8x32xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %397 = stablehlo.reduce(%396 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x32xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %398 = stablehlo.reshape %397 : (tensor<8x64x8xf32>) -> tensor<8x64x8x1xf32>
    %399 = stablehlo.broadcast_in_dim %arg13, dims = [0, 1, 2, 3] : (tensor<8x64x8x1xf32>) -> tensor<8x64x8x32xf32>
    %400 = stablehlo.multiply %394, %399 : tensor<8x64x8x32xf32>
    %401 = stablehlo.multiply %398, %arg12 : tensor<8x64x8x1xf32>
    %cst_75 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x64x8x1xf32>
    %403 = stablehlo.divide %401, %402 : tensor<8x64x8x1xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<8x64x8x1xf32>, tensor<f32>) -> tensor<8x64x8xf32>
    %405 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x64x8xf32>) -> tensor<8x64x8x32xf32>
    %406 = stablehlo.multiply %405, %arg11 : tensor<8x64x8x32xf32>
    %407 = stablehlo.add %400, %406 : tensor<8x64x8x32xf32>
    %408 = stablehlo.broadcast_in_dim %320, dims = [1, 2, 3, 4] : (tensor<8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.pad %408, %cst_77, low = [1, 0, 0, 0, 0], high = [0, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x64x4x32xf32>, tensor<f32>) -> tensor<2x8x64x4x32xf32>
    %410 = stablehlo.broadcast_in_dim %389, dims = [1, 2, 3, 4] : (tensor<8x64x4x32xf32>) -> tensor<1x8x64x4x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %411 = stablehlo.pad %410, %cst_78, low = [0, 0, 0, 0, 0], high = [1, 0, 0, 0, 0], interior = [0, 0, 0, 0, 0] : (tensor<1x8x64x4x32xf32>, tensor<f32>) -> tensor<2x8x64x4x32xf32>
    %412 = stablehlo.add %409, %411 : tensor<2x8x64x4x32xf32>
    %413 = stablehlo.transpose %412, dims = [0, 3, 4, 1, 2] : (tensor<2x8x64x4x32xf32>) -> tensor<2x4x32x8x64xf32>
    %414 = stablehlo.dot_general %413, %arg10, contracting_dims = [0, 1, 2] x [0, 1, 3], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x8x64xf32>, tensor<2x4x256x32xf32>) -> tensor<8x64x256xf32>
    %415 = stablehlo.dot_general %413, %arg9, contracting_dims = [3, 4] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<2x4x32x8x64xf32>, tensor<8x64x256xf32>) -> tensor<2x4x32x256xf32>
    %416 = stablehlo.transpose %415, dims = [0, 1, 3, 2] : (tensor<2x4x32x256xf32>) -> tensor<2x4x256x32xf32>
    %417 = stablehlo.dot_general %407, %arg9, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x64x256xf32>) -> tensor<8x32x256xf32>
    %418 = stablehlo.transpose %417, dims = [0, 2, 1] : (tensor<8x32x256xf32>) -> tensor<8x256x32xf32>
    %419 = stablehlo.dot_general %407, %arg8, contracting_dims = [2, 3] x [0, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xf32>, tensor<8x256x32xf32>) -> tensor<8x64x256xf32>
    %420 = stablehlo.add %414, %419 : tensor<8x64x256xf32>
    %421 = stablehlo.multiply %arg7, %420 : tensor<8x64x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%421 init: %cst_79) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %423 = stablehlo.reshape %422 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %424 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %425 = stablehlo.multiply %420, %424 : tensor<8x64x256xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%423 init: %cst_80) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %427 = stablehlo.multiply %arg5, %425 : tensor<8x64x256xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.reduce(%427 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %429 = stablehlo.reshape %428 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %430 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %431 = stablehlo.multiply %425, %430 : tensor<8x64x256xf32>
    %432 = stablehlo.add %293, %431 : tensor<8x64x256xf32>
    %433 = stablehlo.multiply %429, %arg3 : tensor<8x64x1xf32>
    %cst_82 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %435 = stablehlo.divide %433, %434 : tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_83) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %437 = stablehlo.broadcast_in_dim %436, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %438 = stablehlo.multiply %437, %arg2 : tensor<8x64x256xf32>
    %439 = stablehlo.add %432, %438 : tensor<8x64x256xf32>
    %440 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %441 = stablehlo.multiply %439, %440 : tensor<8x64x256xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %443 = "stablehlo.scatter"(%442, %arg0, %441) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg139: tensor<f32>, %arg140: tensor<f32>):
      %445 = stablehlo.add %arg139, %arg140 : tensor<f32>
      stablehlo.return %445 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %444 = stablehlo.add %3, %443 : tensor<1024x256xf32>
    return %444, %9, %377, %395, %313, %416, %418, %273, %250, %299, %236, %426, %280, %168, %186, %104, %207, %209, %64, %41, %90, %27, %217, %71 : tensor<1024x256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<32xf32>, tensor<32xf32>, tensor<8x32x256xf32>, tensor<2x4x256x32xf32>, tensor<8x256x32xf32>, tensor<2x512x256xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>
  }
  func.func private @_where_5(%arg0: tensor<8x64x8x64xi1>, %arg1: tensor<8x64x8x64xf32>) -> tensor<8x64x8x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x8x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x64x8x64xi1>, tensor<8x64x8x64xf32>
    return %1 : tensor<8x64x8x64xf32>
  }
  func.func private @_where_6(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
