module @jit_maxtext_real_moe_train_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 1 : i32}, %arg2: tensor<256x2x4xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 2 : i32}, %arg3: tensor<4x2x256x512xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 3 : i32}, %arg4: tensor<4x2x256x512xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 4 : i32}, %arg5: tensor<4x2x512x256xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 5 : i32}, %arg6: tensor<256x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 6 : i32}, %arg7: tensor<256x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 7 : i32}, %arg8: tensor<256x2x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 8 : i32}, %arg9: tensor<8x2x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 9 : i32}, %arg10: tensor<256x2x8x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 10 : i32}, %arg11: tensor<256x2x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 11 : i32}, %arg12: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 12 : i32}, %arg13: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 13 : i32}, %arg14: tensor<i32> {tf.aliasing_output = 14 : i32}, %arg15: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 15 : i32}, %arg16: tensor<256x2x4xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 16 : i32}, %arg17: tensor<4x2x256x512xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 17 : i32}, %arg18: tensor<4x2x256x512xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 18 : i32}, %arg19: tensor<4x2x512x256xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 19 : i32}, %arg20: tensor<256x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 20 : i32}, %arg21: tensor<256x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 21 : i32}, %arg22: tensor<256x2x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 22 : i32}, %arg23: tensor<8x2x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 23 : i32}, %arg24: tensor<256x2x8x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 24 : i32}, %arg25: tensor<256x2x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 25 : i32}, %arg26: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 26 : i32}, %arg27: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 27 : i32}, %arg28: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 28 : i32}, %arg29: tensor<256x2x4xf32> {mhlo.sharding = "{replicated}", tf.aliasing_output = 29 : i32}, %arg30: tensor<4x2x256x512xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 30 : i32}, %arg31: tensor<4x2x256x512xf32> {mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 31 : i32}, %arg32: tensor<4x2x512x256xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 32 : i32}, %arg33: tensor<256x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 33 : i32}, %arg34: tensor<256x2xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 34 : i32}, %arg35: tensor<256x2x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 35 : i32}, %arg36: tensor<8x2x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 36 : i32}, %arg37: tensor<256x2x8x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 37 : i32}, %arg38: tensor<256x2x4x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 38 : i32}, %arg39: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 39 : i32}, %arg40: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 40 : i32}, %arg41: tensor<i32> {tf.aliasing_output = 41 : i32}, %arg42: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg43: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg44: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg45: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg46: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<i32> {jax.result_info = "result[0].step"}, tensor<256xf32> {jax.result_info = "result[0].params['params']['decoder']['decoder_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['gate']['kernel']", mhlo.sharding = "{replicated}"}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['wi_0']", mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['wi_1']", mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<4x2x512x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['MoeBlock_0']['wo']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['key']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<8x2x32x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['out']['kernel']", mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['query']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers']['self_attention']['value']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x1024xf32> {jax.result_info = "result[0].params['params']['decoder']['logits_dense']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<1024x256xf32> {jax.result_info = "result[0].params['params']['token_embedder']['embedding']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['decoder_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['gate']['kernel']", mhlo.sharding = "{replicated}"}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['wi_0']", mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['wi_1']", mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<4x2x512x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['MoeBlock_0']['wo']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['key']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<8x2x32x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['out']['kernel']", mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['query']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers']['self_attention']['value']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['logits_dense']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['token_embedder']['embedding']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['decoder_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['gate']['kernel']", mhlo.sharding = "{replicated}"}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['wi_0']", mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<4x2x256x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['wi_1']", mhlo.sharding = "{devices=[1,1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<4x2x512x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['MoeBlock_0']['wo']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['post_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['pre_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['key']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<8x2x32x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['out']['kernel']", mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['query']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x2x4x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers']['self_attention']['value']['kernel']", mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['logits_dense']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['token_embedder']['embedding']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<i32> {jax.result_info = "result[0].opt_state[2].count"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/grad_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/moe_lb_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/mtp_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/param_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/raw_grad_norm']"}, tensor<i32> {jax.result_info = "result[1]['scalar']['learning/total_weights']"}) {
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
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %77:7 = call @shmap_body() : () -> (tensor<1024xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>, tensor<1024xi32>, tensor<1024xi32>)
    %78 = stablehlo.custom_call @Sharding(%77#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024xi32>) -> tensor<1024xi32>
    %79 = stablehlo.custom_call @SPMDShardToFullShape(%78) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1024xi32>) -> tensor<8192xi32>
    %80 = stablehlo.custom_call @Sharding(%77#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xi32>) -> tensor<1xi32>
    %81 = stablehlo.custom_call @SPMDShardToFullShape(%80) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xi32>) -> tensor<8xi32>
    %82 = stablehlo.custom_call @Sharding(%77#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xi32>) -> tensor<1xi32>
    %83 = stablehlo.custom_call @SPMDShardToFullShape(%82) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xi32>) -> tensor<8xi32>
    %84 = stablehlo.custom_call @Sharding(%77#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4xi32>) -> tensor<4xi32>
    %85 = stablehlo.custom_call @SPMDShardToFullShape(%84) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<4xi32>) -> tensor<32xi32>
    %86 = stablehlo.custom_call @Sharding(%77#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1xi32>) -> tensor<1xi32>
    %87 = stablehlo.custom_call @SPMDShardToFullShape(%86) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1xi32>) -> tensor<8xi32>
    %88 = stablehlo.custom_call @Sharding(%77#5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024xi32>) -> tensor<1024xi32>
    %89 = stablehlo.custom_call @SPMDShardToFullShape(%88) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1024xi32>) -> tensor<8192xi32>
    %90 = stablehlo.custom_call @Sharding(%77#6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024xi32>) -> tensor<1024xi32>
    %91 = stablehlo.custom_call @SPMDShardToFullShape(%90) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1024xi32>) -> tensor<8192xi32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<2x8x128x256xbf16>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %93:26 = stablehlo.while(%iterArg = %9, %iterArg_253 = %10, %iterArg_254 = %11, %iterArg_255 = %12, %iterArg_256 = %13, %iterArg_257 = %14, %iterArg_258 = %15, %iterArg_259 = %16, %iterArg_260 = %17, %iterArg_261 = %18, %iterArg_262 = %79, %iterArg_263 = %81, %iterArg_264 = %83, %iterArg_265 = %85, %iterArg_266 = %87, %iterArg_267 = %89, %iterArg_268 = %91, %iterArg_269 = %58, %iterArg_270 = %56, %iterArg_271 = %38, %iterArg_272 = %36, %iterArg_273 = %76#0, %iterArg_274 = %76#1, %iterArg_275 = %c_13, %iterArg_276 = %8, %iterArg_277 = %92) : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x8x128x256xbf16>
    cond {
      %c_278 = stablehlo.constant dense<2> : tensor<i32>
      %877 = stablehlo.compare  LT, %iterArg_275, %c_278,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %877 : tensor<i1>
    } do {
      %c_278 = stablehlo.constant dense<0> : tensor<i32>
      %c_279 = stablehlo.constant dense<0> : tensor<i32>
      %877 = stablehlo.dynamic_slice %iterArg, %iterArg_275, %c_278, %c_279, sizes = [1, 256, 4] : (tensor<2x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4xf32>
      %878 = stablehlo.reshape %877 : (tensor<1x256x4xf32>) -> tensor<256x4xf32>
      %c_280 = stablehlo.constant dense<0> : tensor<i32>
      %c_281 = stablehlo.constant dense<0> : tensor<i32>
      %c_282 = stablehlo.constant dense<0> : tensor<i32>
      %879 = stablehlo.dynamic_slice %iterArg_253, %iterArg_275, %c_280, %c_281, %c_282, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %880 = stablehlo.reshape %879 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_283 = stablehlo.constant dense<0> : tensor<i32>
      %c_284 = stablehlo.constant dense<0> : tensor<i32>
      %c_285 = stablehlo.constant dense<0> : tensor<i32>
      %881 = stablehlo.dynamic_slice %iterArg_254, %iterArg_275, %c_283, %c_284, %c_285, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %882 = stablehlo.reshape %881 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_286 = stablehlo.constant dense<0> : tensor<i32>
      %c_287 = stablehlo.constant dense<0> : tensor<i32>
      %c_288 = stablehlo.constant dense<0> : tensor<i32>
      %883 = stablehlo.dynamic_slice %iterArg_255, %iterArg_275, %c_286, %c_287, %c_288, sizes = [1, 4, 512, 256] : (tensor<2x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x256xf32>
      %884 = stablehlo.reshape %883 : (tensor<1x4x512x256xf32>) -> tensor<4x512x256xf32>
      %c_289 = stablehlo.constant dense<0> : tensor<i32>
      %885 = stablehlo.dynamic_slice %iterArg_256, %iterArg_275, %c_289, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %886 = stablehlo.reshape %885 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_290 = stablehlo.constant dense<0> : tensor<i32>
      %887 = stablehlo.dynamic_slice %iterArg_257, %iterArg_275, %c_290, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %888 = stablehlo.reshape %887 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_291 = stablehlo.constant dense<0> : tensor<i32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %c_293 = stablehlo.constant dense<0> : tensor<i32>
      %889 = stablehlo.dynamic_slice %iterArg_258, %iterArg_275, %c_291, %c_292, %c_293, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %890 = stablehlo.reshape %889 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %891 = stablehlo.dynamic_slice %iterArg_259, %iterArg_275, %c_294, %c_295, %c_296, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %892 = stablehlo.reshape %891 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %893 = stablehlo.dynamic_slice %iterArg_260, %iterArg_275, %c_297, %c_298, %c_299, sizes = [1, 256, 8, 32] : (tensor<2x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %894 = stablehlo.reshape %893 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %895 = stablehlo.dynamic_slice %iterArg_261, %iterArg_275, %c_300, %c_301, %c_302, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %896 = stablehlo.reshape %895 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %897:2 = func.call @closed_call(%iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_274, %iterArg_276, %878, %880, %882, %884, %886, %888, %890, %892, %894, %896) : (tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>) -> (tensor<8x128x256xbf16>, tensor<8x128x256xbf16>)
      %898 = stablehlo.broadcast_in_dim %897#1, dims = [1, 2, 3] : (tensor<8x128x256xbf16>) -> tensor<1x8x128x256xbf16>
      %c_303 = stablehlo.constant dense<0> : tensor<i32>
      %c_304 = stablehlo.constant dense<0> : tensor<i32>
      %c_305 = stablehlo.constant dense<0> : tensor<i32>
      %899 = stablehlo.dynamic_update_slice %iterArg_277, %898, %iterArg_275, %c_303, %c_304, %c_305 : (tensor<2x8x128x256xbf16>, tensor<1x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x128x256xbf16>
      %c_306 = stablehlo.constant dense<1> : tensor<i32>
      %900 = stablehlo.add %iterArg_275, %c_306 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_274, %900, %897#0, %899 : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<8192xi32>, tensor<8xi32>, tensor<8xi32>, tensor<32xi32>, tensor<8xi32>, tensor<8192xi32>, tensor<8192xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x8x128x256xbf16>
    }
    %94 = stablehlo.convert %93#24 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %95 = stablehlo.multiply %94, %94 : tensor<8x128x256xf32>
    %cst_14 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %97 = stablehlo.multiply %96, %94 : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %98 = stablehlo.reduce(%95 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %100 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %101 = stablehlo.divide %99, %100 : tensor<8x128x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %103 = stablehlo.add %101, %102 : tensor<8x128x1xf32>
    %104 = stablehlo.rsqrt %103 : tensor<8x128x1xf32>
    %105 = stablehlo.divide %104, %103 : tensor<8x128x1xf32>
    %cst_18 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %107 = stablehlo.multiply %106, %105 : tensor<8x128x1xf32>
    %108 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %109 = stablehlo.multiply %94, %108 : tensor<8x128x256xf32>
    %110 = stablehlo.convert %109 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %111 = stablehlo.convert %arg1 : (tensor<256xf32>) -> tensor<256xbf16>
    %112 = stablehlo.broadcast_in_dim %111, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %114 = stablehlo.multiply %110, %113 : tensor<8x128x256xbf16>
    %115 = stablehlo.convert %arg12 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %116 = stablehlo.dot_general %114, %115, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x1024xbf16>
    %117 = stablehlo.custom_call @Sharding(%116) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xbf16>
    %118 = stablehlo.convert %117 : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xf32>
    %119 = call @_one_hot(%arg45) : (tensor<8x128xi32>) -> tensor<8x128x1024xf32>
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %120 = stablehlo.reduce(%118 init: %cst_19) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %123 = stablehlo.subtract %118, %122 : tensor<8x128x1024xf32>
    %124 = stablehlo.exponential %123 : tensor<8x128x1024xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.reduce(%124 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %126 = stablehlo.broadcast_in_dim %125, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %127 = stablehlo.log %126 : tensor<8x128x1xf32>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %129 = stablehlo.subtract %123, %128 : tensor<8x128x1024xf32>
    %130 = stablehlo.multiply %119, %129 : tensor<8x128x1024xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %131 = stablehlo.reduce(%130 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %132 = stablehlo.negate %131 : tensor<8x128xf32>
    %133 = stablehlo.log %126 : tensor<8x128x1xf32>
    %134 = stablehlo.add %133, %121 : tensor<8x128x1xf32>
    %135 = stablehlo.reshape %134 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %136 = stablehlo.multiply %135, %135 : tensor<8x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %138 = stablehlo.multiply %137, %136 : tensor<8x128xf32>
    %139 = stablehlo.add %132, %138 : tensor<8x128xf32>
    %140 = stablehlo.custom_call @Sharding(%139) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %141 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %142 = stablehlo.compare  NE, %arg46, %141,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %143 = stablehlo.convert %142 : (tensor<8x128xi1>) -> tensor<8x128xf32>
    %144 = stablehlo.multiply %140, %143 : tensor<8x128xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %146 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %147 = stablehlo.compare  NE, %arg46, %146,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %148 = stablehlo.convert %147 : (tensor<8x128xi1>) -> tensor<8x128xi32>
    %c_26 = stablehlo.constant dense<0> : tensor<i32>
    %149 = stablehlo.reduce(%148 init: %c_26) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xi32>, tensor<i32>) -> tensor<i32>
    %150 = stablehlo.convert %149 : (tensor<i32>) -> tensor<f32>
    %cst_27 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %151 = stablehlo.add %150, %cst_27 : tensor<f32>
    %152 = stablehlo.convert %151 : tensor<f32>
    %153 = stablehlo.divide %145, %152 : tensor<f32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %154 = stablehlo.reduce(%cst_28 init: %cst_29) applies stablehlo.add across dimensions = [] : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %155 = stablehlo.divide %154, %cst_30 : tensor<f32>
    %156 = stablehlo.add %153, %155 : tensor<f32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<f32>
    %158 = stablehlo.divide %157, %152 : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %158, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %160 = stablehlo.multiply %159, %143 : tensor<8x128xf32>
    %161 = stablehlo.custom_call @Sharding(%160) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %162 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %163 = stablehlo.multiply %162, %135 : tensor<8x128xf32>
    %cst_33 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %165 = stablehlo.add %164, %163 : tensor<8x128xf32>
    %166 = stablehlo.broadcast_in_dim %165, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %168 = stablehlo.multiply %167, %124 : tensor<8x128x1024xf32>
    %169 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %170 = stablehlo.divide %168, %169 : tensor<8x128x1024xf32>
    %171 = stablehlo.subtract %170, %119 : tensor<8x128x1024xf32>
    %172 = stablehlo.broadcast_in_dim %161, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %174 = stablehlo.multiply %173, %171 : tensor<8x128x1024xf32>
    %175 = stablehlo.convert %174 : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xbf16>
    %176 = stablehlo.custom_call @Sharding(%175) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xbf16>
    %177 = stablehlo.dot_general %176, %114, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %178 = stablehlo.transpose %177, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %179 = stablehlo.dot_general %176, %115, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x256xbf16>
    %180 = stablehlo.convert %178 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %181 = stablehlo.multiply %110, %179 : tensor<8x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %182 = stablehlo.reduce(%181 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %183 = stablehlo.reshape %182 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %184 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %185 = stablehlo.multiply %179, %184 : tensor<8x128x256xbf16>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %186 = stablehlo.reduce(%183 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %187 = stablehlo.convert %186 : (tensor<256xbf16>) -> tensor<256xf32>
    %188 = stablehlo.convert %185 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %189 = stablehlo.multiply %94, %188 : tensor<8x128x256xf32>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_36) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %191 = stablehlo.reshape %190 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %192 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %193 = stablehlo.multiply %188, %192 : tensor<8x128x256xf32>
    %194 = stablehlo.multiply %191, %107 : tensor<8x128x1xf32>
    %cst_37 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %196 = stablehlo.divide %194, %195 : tensor<8x128x1xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %199 = stablehlo.multiply %198, %97 : tensor<8x128x256xf32>
    %200 = stablehlo.add %193, %199 : tensor<8x128x256xf32>
    %201 = stablehlo.convert %200 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<2x256x4xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<2x4x256x512xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<2x4x256x512xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %205 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<2x4x512x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %206 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<2x256x4x32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %209 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<2x256x8x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<2x256x4x32xf32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %212:25 = stablehlo.while(%iterArg = %9, %iterArg_253 = %10, %iterArg_254 = %11, %iterArg_255 = %12, %iterArg_256 = %13, %iterArg_257 = %14, %iterArg_258 = %15, %iterArg_259 = %16, %iterArg_260 = %17, %iterArg_261 = %18, %iterArg_262 = %93#25, %iterArg_263 = %arg44, %iterArg_264 = %arg43, %iterArg_265 = %c_49, %iterArg_266 = %201, %iterArg_267 = %202, %iterArg_268 = %203, %iterArg_269 = %204, %iterArg_270 = %205, %iterArg_271 = %206, %iterArg_272 = %207, %iterArg_273 = %208, %iterArg_274 = %209, %iterArg_275 = %210, %iterArg_276 = %211) : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<2x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>
    cond {
      %c_277 = stablehlo.constant dense<2> : tensor<i32>
      %877 = stablehlo.compare  LT, %iterArg_265, %c_277,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %877 : tensor<i1>
    } do {
      %c_277 = stablehlo.constant dense<2> : tensor<i32>
      %877 = stablehlo.subtract %c_277, %iterArg_265 : tensor<i32>
      %c_278 = stablehlo.constant dense<1> : tensor<i32>
      %878 = stablehlo.subtract %877, %c_278 : tensor<i32>
      %c_279 = stablehlo.constant dense<0> : tensor<i32>
      %c_280 = stablehlo.constant dense<0> : tensor<i32>
      %879 = stablehlo.dynamic_slice %iterArg, %878, %c_279, %c_280, sizes = [1, 256, 4] : (tensor<2x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4xf32>
      %880 = stablehlo.reshape %879 : (tensor<1x256x4xf32>) -> tensor<256x4xf32>
      %c_281 = stablehlo.constant dense<0> : tensor<i32>
      %c_282 = stablehlo.constant dense<0> : tensor<i32>
      %c_283 = stablehlo.constant dense<0> : tensor<i32>
      %881 = stablehlo.dynamic_slice %iterArg_253, %878, %c_281, %c_282, %c_283, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %882 = stablehlo.reshape %881 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_284 = stablehlo.constant dense<0> : tensor<i32>
      %c_285 = stablehlo.constant dense<0> : tensor<i32>
      %c_286 = stablehlo.constant dense<0> : tensor<i32>
      %883 = stablehlo.dynamic_slice %iterArg_254, %878, %c_284, %c_285, %c_286, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %884 = stablehlo.reshape %883 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_287 = stablehlo.constant dense<0> : tensor<i32>
      %c_288 = stablehlo.constant dense<0> : tensor<i32>
      %c_289 = stablehlo.constant dense<0> : tensor<i32>
      %885 = stablehlo.dynamic_slice %iterArg_255, %878, %c_287, %c_288, %c_289, sizes = [1, 4, 512, 256] : (tensor<2x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x256xf32>
      %886 = stablehlo.reshape %885 : (tensor<1x4x512x256xf32>) -> tensor<4x512x256xf32>
      %c_290 = stablehlo.constant dense<0> : tensor<i32>
      %887 = stablehlo.dynamic_slice %iterArg_256, %878, %c_290, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %888 = stablehlo.reshape %887 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_291 = stablehlo.constant dense<0> : tensor<i32>
      %889 = stablehlo.dynamic_slice %iterArg_257, %878, %c_291, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %890 = stablehlo.reshape %889 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %c_293 = stablehlo.constant dense<0> : tensor<i32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %891 = stablehlo.dynamic_slice %iterArg_258, %878, %c_292, %c_293, %c_294, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %892 = stablehlo.reshape %891 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %893 = stablehlo.dynamic_slice %iterArg_259, %878, %c_295, %c_296, %c_297, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %894 = stablehlo.reshape %893 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %895 = stablehlo.dynamic_slice %iterArg_260, %878, %c_298, %c_299, %c_300, sizes = [1, 256, 8, 32] : (tensor<2x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %896 = stablehlo.reshape %895 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %c_303 = stablehlo.constant dense<0> : tensor<i32>
      %897 = stablehlo.dynamic_slice %iterArg_261, %878, %c_301, %c_302, %c_303, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %898 = stablehlo.reshape %897 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_304 = stablehlo.constant dense<0> : tensor<i32>
      %c_305 = stablehlo.constant dense<0> : tensor<i32>
      %c_306 = stablehlo.constant dense<0> : tensor<i32>
      %899 = stablehlo.dynamic_slice %iterArg_262, %878, %c_304, %c_305, %c_306, sizes = [1, 8, 128, 256] : (tensor<2x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x256xbf16>
      %900 = stablehlo.reshape %899 : (tensor<1x8x128x256xbf16>) -> tensor<8x128x256xbf16>
      %901:11 = func.call @closed_call_243(%iterArg_263, %iterArg_264, %iterArg_266, %880, %882, %884, %886, %888, %890, %892, %894, %896, %898, %900) : (tensor<8x128xi32>, tensor<8x128xi32>, tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>)
      %902 = stablehlo.broadcast_in_dim %901#1, dims = [1, 2] : (tensor<256x4xf32>) -> tensor<1x256x4xf32>
      %c_307 = stablehlo.constant dense<0> : tensor<i32>
      %c_308 = stablehlo.constant dense<0> : tensor<i32>
      %903 = stablehlo.dynamic_update_slice %iterArg_267, %902, %878, %c_307, %c_308 : (tensor<2x256x4xf32>, tensor<1x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4xf32>
      %904 = stablehlo.broadcast_in_dim %901#2, dims = [1, 2, 3] : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_309 = stablehlo.constant dense<0> : tensor<i32>
      %c_310 = stablehlo.constant dense<0> : tensor<i32>
      %c_311 = stablehlo.constant dense<0> : tensor<i32>
      %905 = stablehlo.dynamic_update_slice %iterArg_268, %904, %878, %c_309, %c_310, %c_311 : (tensor<2x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x512xf32>
      %906 = stablehlo.broadcast_in_dim %901#3, dims = [1, 2, 3] : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_312 = stablehlo.constant dense<0> : tensor<i32>
      %c_313 = stablehlo.constant dense<0> : tensor<i32>
      %c_314 = stablehlo.constant dense<0> : tensor<i32>
      %907 = stablehlo.dynamic_update_slice %iterArg_269, %906, %878, %c_312, %c_313, %c_314 : (tensor<2x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x512xf32>
      %908 = stablehlo.broadcast_in_dim %901#4, dims = [1, 2, 3] : (tensor<4x512x256xf32>) -> tensor<1x4x512x256xf32>
      %c_315 = stablehlo.constant dense<0> : tensor<i32>
      %c_316 = stablehlo.constant dense<0> : tensor<i32>
      %c_317 = stablehlo.constant dense<0> : tensor<i32>
      %909 = stablehlo.dynamic_update_slice %iterArg_270, %908, %878, %c_315, %c_316, %c_317 : (tensor<2x4x512x256xf32>, tensor<1x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x512x256xf32>
      %910 = stablehlo.broadcast_in_dim %901#5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_318 = stablehlo.constant dense<0> : tensor<i32>
      %911 = stablehlo.dynamic_update_slice %iterArg_271, %910, %878, %c_318 : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
      %912 = stablehlo.broadcast_in_dim %901#6, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_319 = stablehlo.constant dense<0> : tensor<i32>
      %913 = stablehlo.dynamic_update_slice %iterArg_272, %912, %878, %c_319 : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
      %914 = stablehlo.broadcast_in_dim %901#7, dims = [1, 2, 3] : (tensor<256x4x32xf32>) -> tensor<1x256x4x32xf32>
      %c_320 = stablehlo.constant dense<0> : tensor<i32>
      %c_321 = stablehlo.constant dense<0> : tensor<i32>
      %c_322 = stablehlo.constant dense<0> : tensor<i32>
      %915 = stablehlo.dynamic_update_slice %iterArg_273, %914, %878, %c_320, %c_321, %c_322 : (tensor<2x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4x32xf32>
      %916 = stablehlo.broadcast_in_dim %901#8, dims = [1, 2, 3] : (tensor<8x32x256xf32>) -> tensor<1x8x32x256xf32>
      %c_323 = stablehlo.constant dense<0> : tensor<i32>
      %c_324 = stablehlo.constant dense<0> : tensor<i32>
      %c_325 = stablehlo.constant dense<0> : tensor<i32>
      %917 = stablehlo.dynamic_update_slice %iterArg_274, %916, %878, %c_323, %c_324, %c_325 : (tensor<2x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %918 = stablehlo.broadcast_in_dim %901#9, dims = [1, 2, 3] : (tensor<256x8x32xf32>) -> tensor<1x256x8x32xf32>
      %c_326 = stablehlo.constant dense<0> : tensor<i32>
      %c_327 = stablehlo.constant dense<0> : tensor<i32>
      %c_328 = stablehlo.constant dense<0> : tensor<i32>
      %919 = stablehlo.dynamic_update_slice %iterArg_275, %918, %878, %c_326, %c_327, %c_328 : (tensor<2x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x8x32xf32>
      %920 = stablehlo.broadcast_in_dim %901#10, dims = [1, 2, 3] : (tensor<256x4x32xf32>) -> tensor<1x256x4x32xf32>
      %c_329 = stablehlo.constant dense<0> : tensor<i32>
      %c_330 = stablehlo.constant dense<0> : tensor<i32>
      %c_331 = stablehlo.constant dense<0> : tensor<i32>
      %921 = stablehlo.dynamic_update_slice %iterArg_276, %920, %878, %c_329, %c_330, %c_331 : (tensor<2x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4x32xf32>
      %922 = stablehlo.add %iterArg_265, %c_278 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_253, %iterArg_254, %iterArg_255, %iterArg_256, %iterArg_257, %iterArg_258, %iterArg_259, %iterArg_260, %iterArg_261, %iterArg_262, %iterArg_263, %iterArg_264, %922, %901#0, %903, %905, %907, %909, %911, %913, %915, %917, %919, %921 : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<2x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>
    }
    %213 = stablehlo.transpose %212#24, dims = [1, 0, 2, 3] : (tensor<2x256x4x32xf32>) -> tensor<256x2x4x32xf32>
    %214 = stablehlo.transpose %212#23, dims = [1, 0, 2, 3] : (tensor<2x256x8x32xf32>) -> tensor<256x2x8x32xf32>
    %215 = stablehlo.transpose %212#22, dims = [1, 0, 2, 3] : (tensor<2x8x32x256xf32>) -> tensor<8x2x32x256xf32>
    %216 = stablehlo.transpose %212#21, dims = [1, 0, 2, 3] : (tensor<2x256x4x32xf32>) -> tensor<256x2x4x32xf32>
    %217 = stablehlo.transpose %212#20, dims = [1, 0] : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %218 = stablehlo.transpose %212#19, dims = [1, 0] : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %219 = stablehlo.transpose %212#18, dims = [1, 0, 2, 3] : (tensor<2x4x512x256xf32>) -> tensor<4x2x512x256xf32>
    %220 = stablehlo.transpose %212#17, dims = [1, 0, 2, 3] : (tensor<2x4x256x512xf32>) -> tensor<4x2x256x512xf32>
    %221 = stablehlo.transpose %212#16, dims = [1, 0, 2, 3] : (tensor<2x4x256x512xf32>) -> tensor<4x2x256x512xf32>
    %222 = stablehlo.transpose %212#15, dims = [1, 0, 2] : (tensor<2x256x4xf32>) -> tensor<256x2x4xf32>
    %223 = stablehlo.custom_call @Sharding(%212#14) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %224 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<1024x256xbf16>
    %225 = "stablehlo.scatter"(%224, %6, %223) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg47: tensor<bf16>, %arg48: tensor<bf16>):
      %877 = stablehlo.add %arg47, %arg48 : tensor<bf16>
      stablehlo.return %877 : tensor<bf16>
    }) : (tensor<1024x256xbf16>, tensor<8x128x1xi32>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %226 = stablehlo.convert %225 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %227 = stablehlo.multiply %187, %187 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %229 = stablehlo.multiply %228, %228 : tensor<256xf32>
    %230 = stablehlo.add %227, %229 : tensor<256xf32>
    %231 = stablehlo.multiply %222, %222 : tensor<256x2x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %233 = stablehlo.multiply %232, %232 : tensor<256x2x4xf32>
    %234 = stablehlo.add %231, %233 : tensor<256x2x4xf32>
    %235 = stablehlo.multiply %221, %221 : tensor<4x2x256x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %237 = stablehlo.multiply %236, %236 : tensor<4x2x256x512xf32>
    %238 = stablehlo.add %235, %237 : tensor<4x2x256x512xf32>
    %239 = stablehlo.multiply %220, %220 : tensor<4x2x256x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %241 = stablehlo.multiply %240, %240 : tensor<4x2x256x512xf32>
    %242 = stablehlo.add %239, %241 : tensor<4x2x256x512xf32>
    %243 = stablehlo.multiply %219, %219 : tensor<4x2x512x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %245 = stablehlo.multiply %244, %244 : tensor<4x2x512x256xf32>
    %246 = stablehlo.add %243, %245 : tensor<4x2x512x256xf32>
    %247 = stablehlo.multiply %218, %218 : tensor<256x2xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<256x2xf32>
    %250 = stablehlo.add %247, %249 : tensor<256x2xf32>
    %251 = stablehlo.multiply %217, %217 : tensor<256x2xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %253 = stablehlo.multiply %252, %252 : tensor<256x2xf32>
    %254 = stablehlo.add %251, %253 : tensor<256x2xf32>
    %255 = stablehlo.multiply %216, %216 : tensor<256x2x4x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %257 = stablehlo.multiply %256, %256 : tensor<256x2x4x32xf32>
    %258 = stablehlo.add %255, %257 : tensor<256x2x4x32xf32>
    %259 = stablehlo.multiply %215, %215 : tensor<8x2x32x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %261 = stablehlo.multiply %260, %260 : tensor<8x2x32x256xf32>
    %262 = stablehlo.add %259, %261 : tensor<8x2x32x256xf32>
    %263 = stablehlo.multiply %214, %214 : tensor<256x2x8x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %265 = stablehlo.multiply %264, %264 : tensor<256x2x8x32xf32>
    %266 = stablehlo.add %263, %265 : tensor<256x2x8x32xf32>
    %267 = stablehlo.multiply %213, %213 : tensor<256x2x4x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %269 = stablehlo.multiply %268, %268 : tensor<256x2x4x32xf32>
    %270 = stablehlo.add %267, %269 : tensor<256x2x4x32xf32>
    %271 = stablehlo.multiply %180, %180 : tensor<256x1024xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %273 = stablehlo.multiply %272, %272 : tensor<256x1024xf32>
    %274 = stablehlo.add %271, %273 : tensor<256x1024xf32>
    %275 = stablehlo.multiply %226, %226 : tensor<1024x256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %277 = stablehlo.multiply %276, %276 : tensor<1024x256xf32>
    %278 = stablehlo.add %275, %277 : tensor<1024x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.reduce(%230 init: %cst_64) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.reduce(%234 init: %cst_65) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %281 = stablehlo.reduce(%238 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %282 = stablehlo.reduce(%242 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%246 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.reduce(%250 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%254 init: %cst_70) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%258 init: %cst_71) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%262 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.reduce(%266 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %289 = stablehlo.reduce(%270 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %290 = stablehlo.reduce(%274 init: %cst_75) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%278 init: %cst_76) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.add %cst_77, %279 : tensor<f32>
    %293 = stablehlo.add %292, %280 : tensor<f32>
    %294 = stablehlo.add %293, %281 : tensor<f32>
    %295 = stablehlo.add %294, %282 : tensor<f32>
    %296 = stablehlo.add %295, %283 : tensor<f32>
    %297 = stablehlo.add %296, %284 : tensor<f32>
    %298 = stablehlo.add %297, %285 : tensor<f32>
    %299 = stablehlo.add %298, %286 : tensor<f32>
    %300 = stablehlo.add %299, %287 : tensor<f32>
    %301 = stablehlo.add %300, %288 : tensor<f32>
    %302 = stablehlo.add %301, %289 : tensor<f32>
    %303 = stablehlo.add %302, %290 : tensor<f32>
    %304 = stablehlo.add %303, %291 : tensor<f32>
    %305 = stablehlo.sqrt %304 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %306 = stablehlo.compare  LT, %305, %cst_78,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %307 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %308 = stablehlo.divide %187, %307 : tensor<256xf32>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %310 = stablehlo.multiply %308, %309 : tensor<256xf32>
    %311 = stablehlo.select %306, %187, %310 : tensor<i1>, tensor<256xf32>
    %312 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %313 = stablehlo.divide %222, %312 : tensor<256x2x4xf32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %314 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %315 = stablehlo.multiply %313, %314 : tensor<256x2x4xf32>
    %316 = stablehlo.select %306, %222, %315 : tensor<i1>, tensor<256x2x4xf32>
    %317 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %318 = stablehlo.divide %221, %317 : tensor<4x2x256x512xf32>
    %cst_81 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %320 = stablehlo.multiply %318, %319 : tensor<4x2x256x512xf32>
    %321 = stablehlo.select %306, %221, %320 : tensor<i1>, tensor<4x2x256x512xf32>
    %322 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %323 = stablehlo.divide %220, %322 : tensor<4x2x256x512xf32>
    %cst_82 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %325 = stablehlo.multiply %323, %324 : tensor<4x2x256x512xf32>
    %326 = stablehlo.select %306, %220, %325 : tensor<i1>, tensor<4x2x256x512xf32>
    %327 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %328 = stablehlo.divide %219, %327 : tensor<4x2x512x256xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<4x2x512x256xf32>
    %331 = stablehlo.select %306, %219, %330 : tensor<i1>, tensor<4x2x512x256xf32>
    %332 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %333 = stablehlo.divide %218, %332 : tensor<256x2xf32>
    %cst_84 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<256x2xf32>
    %336 = stablehlo.select %306, %218, %335 : tensor<i1>, tensor<256x2xf32>
    %337 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %338 = stablehlo.divide %217, %337 : tensor<256x2xf32>
    %cst_85 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<256x2xf32>
    %341 = stablehlo.select %306, %217, %340 : tensor<i1>, tensor<256x2xf32>
    %342 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %343 = stablehlo.divide %216, %342 : tensor<256x2x4x32xf32>
    %cst_86 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<256x2x4x32xf32>
    %346 = stablehlo.select %306, %216, %345 : tensor<i1>, tensor<256x2x4x32xf32>
    %347 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %348 = stablehlo.divide %215, %347 : tensor<8x2x32x256xf32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<8x2x32x256xf32>
    %351 = stablehlo.select %306, %215, %350 : tensor<i1>, tensor<8x2x32x256xf32>
    %352 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %353 = stablehlo.divide %214, %352 : tensor<256x2x8x32xf32>
    %cst_88 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<256x2x8x32xf32>
    %356 = stablehlo.select %306, %214, %355 : tensor<i1>, tensor<256x2x8x32xf32>
    %357 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %358 = stablehlo.divide %213, %357 : tensor<256x2x4x32xf32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<256x2x4x32xf32>
    %361 = stablehlo.select %306, %213, %360 : tensor<i1>, tensor<256x2x4x32xf32>
    %362 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %363 = stablehlo.divide %180, %362 : tensor<256x1024xf32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<256x1024xf32>
    %366 = stablehlo.select %306, %180, %365 : tensor<i1>, tensor<256x1024xf32>
    %367 = stablehlo.broadcast_in_dim %305, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %368 = stablehlo.divide %226, %367 : tensor<1024x256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<1024x256xf32>
    %371 = stablehlo.select %306, %226, %370 : tensor<i1>, tensor<1024x256xf32>
    %cst_92 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %372 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %373 = stablehlo.multiply %372, %311 : tensor<256xf32>
    %cst_93 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %375 = stablehlo.multiply %374, %arg15 : tensor<256xf32>
    %376 = stablehlo.add %373, %375 : tensor<256xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %377 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %378 = stablehlo.multiply %377, %316 : tensor<256x2x4xf32>
    %cst_95 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %380 = stablehlo.multiply %379, %arg16 : tensor<256x2x4xf32>
    %381 = stablehlo.add %378, %380 : tensor<256x2x4xf32>
    %cst_96 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %382 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %383 = stablehlo.multiply %382, %321 : tensor<4x2x256x512xf32>
    %cst_97 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %385 = stablehlo.multiply %384, %arg17 : tensor<4x2x256x512xf32>
    %386 = stablehlo.add %383, %385 : tensor<4x2x256x512xf32>
    %cst_98 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %388 = stablehlo.multiply %387, %326 : tensor<4x2x256x512xf32>
    %cst_99 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %390 = stablehlo.multiply %389, %arg18 : tensor<4x2x256x512xf32>
    %391 = stablehlo.add %388, %390 : tensor<4x2x256x512xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %393 = stablehlo.multiply %392, %331 : tensor<4x2x512x256xf32>
    %cst_101 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %395 = stablehlo.multiply %394, %arg19 : tensor<4x2x512x256xf32>
    %396 = stablehlo.add %393, %395 : tensor<4x2x512x256xf32>
    %cst_102 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %398 = stablehlo.multiply %397, %336 : tensor<256x2xf32>
    %cst_103 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %400 = stablehlo.multiply %399, %arg20 : tensor<256x2xf32>
    %401 = stablehlo.add %398, %400 : tensor<256x2xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %403 = stablehlo.multiply %402, %341 : tensor<256x2xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %405 = stablehlo.multiply %404, %arg21 : tensor<256x2xf32>
    %406 = stablehlo.add %403, %405 : tensor<256x2xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %408 = stablehlo.multiply %407, %346 : tensor<256x2x4x32xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %410 = stablehlo.multiply %409, %arg22 : tensor<256x2x4x32xf32>
    %411 = stablehlo.add %408, %410 : tensor<256x2x4x32xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %413 = stablehlo.multiply %412, %351 : tensor<8x2x32x256xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %415 = stablehlo.multiply %414, %arg23 : tensor<8x2x32x256xf32>
    %416 = stablehlo.add %413, %415 : tensor<8x2x32x256xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %418 = stablehlo.multiply %417, %356 : tensor<256x2x8x32xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %420 = stablehlo.multiply %419, %arg24 : tensor<256x2x8x32xf32>
    %421 = stablehlo.add %418, %420 : tensor<256x2x8x32xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %423 = stablehlo.multiply %422, %361 : tensor<256x2x4x32xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %425 = stablehlo.multiply %424, %arg25 : tensor<256x2x4x32xf32>
    %426 = stablehlo.add %423, %425 : tensor<256x2x4x32xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %428 = stablehlo.multiply %427, %366 : tensor<256x1024xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %430 = stablehlo.multiply %429, %arg26 : tensor<256x1024xf32>
    %431 = stablehlo.add %428, %430 : tensor<256x1024xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %433 = stablehlo.multiply %432, %371 : tensor<1024x256xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %435 = stablehlo.multiply %434, %arg27 : tensor<1024x256xf32>
    %436 = stablehlo.add %433, %435 : tensor<1024x256xf32>
    %437 = stablehlo.multiply %311, %311 : tensor<256xf32>
    %cst_118 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %439 = stablehlo.multiply %438, %437 : tensor<256xf32>
    %cst_119 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %440 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %441 = stablehlo.multiply %440, %arg28 : tensor<256xf32>
    %442 = stablehlo.add %439, %441 : tensor<256xf32>
    %443 = stablehlo.multiply %316, %316 : tensor<256x2x4xf32>
    %cst_120 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %445 = stablehlo.multiply %444, %443 : tensor<256x2x4xf32>
    %cst_121 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %446 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %447 = stablehlo.multiply %446, %arg29 : tensor<256x2x4xf32>
    %448 = stablehlo.add %445, %447 : tensor<256x2x4xf32>
    %449 = stablehlo.multiply %321, %321 : tensor<4x2x256x512xf32>
    %cst_122 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %450 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %451 = stablehlo.multiply %450, %449 : tensor<4x2x256x512xf32>
    %cst_123 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %453 = stablehlo.multiply %452, %arg30 : tensor<4x2x256x512xf32>
    %454 = stablehlo.add %451, %453 : tensor<4x2x256x512xf32>
    %455 = stablehlo.multiply %326, %326 : tensor<4x2x256x512xf32>
    %cst_124 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %456 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %457 = stablehlo.multiply %456, %455 : tensor<4x2x256x512xf32>
    %cst_125 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %459 = stablehlo.multiply %458, %arg31 : tensor<4x2x256x512xf32>
    %460 = stablehlo.add %457, %459 : tensor<4x2x256x512xf32>
    %461 = stablehlo.multiply %331, %331 : tensor<4x2x512x256xf32>
    %cst_126 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %462 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %463 = stablehlo.multiply %462, %461 : tensor<4x2x512x256xf32>
    %cst_127 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %465 = stablehlo.multiply %464, %arg32 : tensor<4x2x512x256xf32>
    %466 = stablehlo.add %463, %465 : tensor<4x2x512x256xf32>
    %467 = stablehlo.multiply %336, %336 : tensor<256x2xf32>
    %cst_128 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %468 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %469 = stablehlo.multiply %468, %467 : tensor<256x2xf32>
    %cst_129 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %471 = stablehlo.multiply %470, %arg33 : tensor<256x2xf32>
    %472 = stablehlo.add %469, %471 : tensor<256x2xf32>
    %473 = stablehlo.multiply %341, %341 : tensor<256x2xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %475 = stablehlo.multiply %474, %473 : tensor<256x2xf32>
    %cst_131 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %477 = stablehlo.multiply %476, %arg34 : tensor<256x2xf32>
    %478 = stablehlo.add %475, %477 : tensor<256x2xf32>
    %479 = stablehlo.multiply %346, %346 : tensor<256x2x4x32xf32>
    %cst_132 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %480 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %481 = stablehlo.multiply %480, %479 : tensor<256x2x4x32xf32>
    %cst_133 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %483 = stablehlo.multiply %482, %arg35 : tensor<256x2x4x32xf32>
    %484 = stablehlo.add %481, %483 : tensor<256x2x4x32xf32>
    %485 = stablehlo.multiply %351, %351 : tensor<8x2x32x256xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %486 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %487 = stablehlo.multiply %486, %485 : tensor<8x2x32x256xf32>
    %cst_135 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %489 = stablehlo.multiply %488, %arg36 : tensor<8x2x32x256xf32>
    %490 = stablehlo.add %487, %489 : tensor<8x2x32x256xf32>
    %491 = stablehlo.multiply %356, %356 : tensor<256x2x8x32xf32>
    %cst_136 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %492 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %493 = stablehlo.multiply %492, %491 : tensor<256x2x8x32xf32>
    %cst_137 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %495 = stablehlo.multiply %494, %arg37 : tensor<256x2x8x32xf32>
    %496 = stablehlo.add %493, %495 : tensor<256x2x8x32xf32>
    %497 = stablehlo.multiply %361, %361 : tensor<256x2x4x32xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %498 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %499 = stablehlo.multiply %498, %497 : tensor<256x2x4x32xf32>
    %cst_139 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %501 = stablehlo.multiply %500, %arg38 : tensor<256x2x4x32xf32>
    %502 = stablehlo.add %499, %501 : tensor<256x2x4x32xf32>
    %503 = stablehlo.multiply %366, %366 : tensor<256x1024xf32>
    %cst_140 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %505 = stablehlo.multiply %504, %503 : tensor<256x1024xf32>
    %cst_141 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %507 = stablehlo.multiply %506, %arg39 : tensor<256x1024xf32>
    %508 = stablehlo.add %505, %507 : tensor<256x1024xf32>
    %509 = stablehlo.multiply %371, %371 : tensor<1024x256xf32>
    %cst_142 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %511 = stablehlo.multiply %510, %509 : tensor<1024x256xf32>
    %cst_143 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %513 = stablehlo.multiply %512, %arg40 : tensor<1024x256xf32>
    %514 = stablehlo.add %511, %513 : tensor<1024x256xf32>
    %c_144 = stablehlo.constant dense<2147483647> : tensor<i32>
    %515 = stablehlo.compare  LT, %arg14, %c_144,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_145 = stablehlo.constant dense<1> : tensor<i32>
    %516 = stablehlo.add %arg14, %c_145 : tensor<i32>
    %c_146 = stablehlo.constant dense<2147483647> : tensor<i32>
    %517 = call @_where_534(%515, %516, %c_146) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_147 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %518 = stablehlo.convert %517 : (tensor<i32>) -> tensor<f32>
    %519 = stablehlo.power %cst_147, %518 : tensor<f32>
    %cst_148 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %520 = stablehlo.subtract %cst_148, %519 : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %522 = stablehlo.divide %376, %521 : tensor<256xf32>
    %523 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %524 = stablehlo.divide %381, %523 : tensor<256x2x4xf32>
    %525 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %526 = stablehlo.divide %386, %525 : tensor<4x2x256x512xf32>
    %527 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %528 = stablehlo.divide %391, %527 : tensor<4x2x256x512xf32>
    %529 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %530 = stablehlo.divide %396, %529 : tensor<4x2x512x256xf32>
    %531 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %532 = stablehlo.divide %401, %531 : tensor<256x2xf32>
    %533 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %534 = stablehlo.divide %406, %533 : tensor<256x2xf32>
    %535 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %536 = stablehlo.divide %411, %535 : tensor<256x2x4x32xf32>
    %537 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %538 = stablehlo.divide %416, %537 : tensor<8x2x32x256xf32>
    %539 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %540 = stablehlo.divide %421, %539 : tensor<256x2x8x32xf32>
    %541 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %542 = stablehlo.divide %426, %541 : tensor<256x2x4x32xf32>
    %543 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %544 = stablehlo.divide %431, %543 : tensor<256x1024xf32>
    %545 = stablehlo.broadcast_in_dim %520, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %546 = stablehlo.divide %436, %545 : tensor<1024x256xf32>
    %cst_149 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %547 = stablehlo.convert %517 : (tensor<i32>) -> tensor<f32>
    %548 = stablehlo.power %cst_149, %547 : tensor<f32>
    %cst_150 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %549 = stablehlo.subtract %cst_150, %548 : tensor<f32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %551 = stablehlo.divide %442, %550 : tensor<256xf32>
    %552 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %553 = stablehlo.divide %448, %552 : tensor<256x2x4xf32>
    %554 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %555 = stablehlo.divide %454, %554 : tensor<4x2x256x512xf32>
    %556 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %557 = stablehlo.divide %460, %556 : tensor<4x2x256x512xf32>
    %558 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %559 = stablehlo.divide %466, %558 : tensor<4x2x512x256xf32>
    %560 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %561 = stablehlo.divide %472, %560 : tensor<256x2xf32>
    %562 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %563 = stablehlo.divide %478, %562 : tensor<256x2xf32>
    %564 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %565 = stablehlo.divide %484, %564 : tensor<256x2x4x32xf32>
    %566 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %567 = stablehlo.divide %490, %566 : tensor<8x2x32x256xf32>
    %568 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %569 = stablehlo.divide %496, %568 : tensor<256x2x8x32xf32>
    %570 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %571 = stablehlo.divide %502, %570 : tensor<256x2x4x32xf32>
    %572 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %573 = stablehlo.divide %508, %572 : tensor<256x1024xf32>
    %574 = stablehlo.broadcast_in_dim %549, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %575 = stablehlo.divide %514, %574 : tensor<1024x256xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %577 = stablehlo.add %551, %576 : tensor<256xf32>
    %578 = stablehlo.sqrt %577 : tensor<256xf32>
    %cst_152 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %580 = stablehlo.add %578, %579 : tensor<256xf32>
    %581 = stablehlo.divide %522, %580 : tensor<256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %582 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %583 = stablehlo.add %553, %582 : tensor<256x2x4xf32>
    %584 = stablehlo.sqrt %583 : tensor<256x2x4xf32>
    %cst_154 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %585 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %586 = stablehlo.add %584, %585 : tensor<256x2x4xf32>
    %587 = stablehlo.divide %524, %586 : tensor<256x2x4xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %588 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %589 = stablehlo.add %555, %588 : tensor<4x2x256x512xf32>
    %590 = stablehlo.sqrt %589 : tensor<4x2x256x512xf32>
    %cst_156 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %592 = stablehlo.add %590, %591 : tensor<4x2x256x512xf32>
    %593 = stablehlo.divide %526, %592 : tensor<4x2x256x512xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %595 = stablehlo.add %557, %594 : tensor<4x2x256x512xf32>
    %596 = stablehlo.sqrt %595 : tensor<4x2x256x512xf32>
    %cst_158 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %597 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %598 = stablehlo.add %596, %597 : tensor<4x2x256x512xf32>
    %599 = stablehlo.divide %528, %598 : tensor<4x2x256x512xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %600 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %601 = stablehlo.add %559, %600 : tensor<4x2x512x256xf32>
    %602 = stablehlo.sqrt %601 : tensor<4x2x512x256xf32>
    %cst_160 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %603 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %604 = stablehlo.add %602, %603 : tensor<4x2x512x256xf32>
    %605 = stablehlo.divide %530, %604 : tensor<4x2x512x256xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %607 = stablehlo.add %561, %606 : tensor<256x2xf32>
    %608 = stablehlo.sqrt %607 : tensor<256x2xf32>
    %cst_162 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %610 = stablehlo.add %608, %609 : tensor<256x2xf32>
    %611 = stablehlo.divide %532, %610 : tensor<256x2xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %613 = stablehlo.add %563, %612 : tensor<256x2xf32>
    %614 = stablehlo.sqrt %613 : tensor<256x2xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %615 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %616 = stablehlo.add %614, %615 : tensor<256x2xf32>
    %617 = stablehlo.divide %534, %616 : tensor<256x2xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %618 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %619 = stablehlo.add %565, %618 : tensor<256x2x4x32xf32>
    %620 = stablehlo.sqrt %619 : tensor<256x2x4x32xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %622 = stablehlo.add %620, %621 : tensor<256x2x4x32xf32>
    %623 = stablehlo.divide %536, %622 : tensor<256x2x4x32xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %625 = stablehlo.add %567, %624 : tensor<8x2x32x256xf32>
    %626 = stablehlo.sqrt %625 : tensor<8x2x32x256xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %627 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %628 = stablehlo.add %626, %627 : tensor<8x2x32x256xf32>
    %629 = stablehlo.divide %538, %628 : tensor<8x2x32x256xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %630 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %631 = stablehlo.add %569, %630 : tensor<256x2x8x32xf32>
    %632 = stablehlo.sqrt %631 : tensor<256x2x8x32xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %633 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %634 = stablehlo.add %632, %633 : tensor<256x2x8x32xf32>
    %635 = stablehlo.divide %540, %634 : tensor<256x2x8x32xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %637 = stablehlo.add %571, %636 : tensor<256x2x4x32xf32>
    %638 = stablehlo.sqrt %637 : tensor<256x2x4x32xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %640 = stablehlo.add %638, %639 : tensor<256x2x4x32xf32>
    %641 = stablehlo.divide %542, %640 : tensor<256x2x4x32xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %642 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %643 = stablehlo.add %573, %642 : tensor<256x1024xf32>
    %644 = stablehlo.sqrt %643 : tensor<256x1024xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %645 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %646 = stablehlo.add %644, %645 : tensor<256x1024xf32>
    %647 = stablehlo.divide %544, %646 : tensor<256x1024xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %649 = stablehlo.add %575, %648 : tensor<1024x256xf32>
    %650 = stablehlo.sqrt %649 : tensor<1024x256xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %652 = stablehlo.add %650, %651 : tensor<1024x256xf32>
    %653 = stablehlo.divide %546, %652 : tensor<1024x256xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %655 = stablehlo.multiply %654, %arg1 : tensor<256xf32>
    %656 = stablehlo.add %581, %655 : tensor<256xf32>
    %cst_178 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %657 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %658 = stablehlo.multiply %657, %arg2 : tensor<256x2x4xf32>
    %659 = stablehlo.add %587, %658 : tensor<256x2x4xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %661 = stablehlo.multiply %660, %arg3 : tensor<4x2x256x512xf32>
    %662 = stablehlo.add %593, %661 : tensor<4x2x256x512xf32>
    %cst_180 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %664 = stablehlo.multiply %663, %arg4 : tensor<4x2x256x512xf32>
    %665 = stablehlo.add %599, %664 : tensor<4x2x256x512xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %667 = stablehlo.multiply %666, %arg5 : tensor<4x2x512x256xf32>
    %668 = stablehlo.add %605, %667 : tensor<4x2x512x256xf32>
    %cst_182 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %670 = stablehlo.multiply %669, %arg6 : tensor<256x2xf32>
    %671 = stablehlo.add %611, %670 : tensor<256x2xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %672 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %673 = stablehlo.multiply %672, %arg7 : tensor<256x2xf32>
    %674 = stablehlo.add %617, %673 : tensor<256x2xf32>
    %cst_184 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %675 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %676 = stablehlo.multiply %675, %arg8 : tensor<256x2x4x32xf32>
    %677 = stablehlo.add %623, %676 : tensor<256x2x4x32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %679 = stablehlo.multiply %678, %arg9 : tensor<8x2x32x256xf32>
    %680 = stablehlo.add %629, %679 : tensor<8x2x32x256xf32>
    %cst_186 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %682 = stablehlo.multiply %681, %arg10 : tensor<256x2x8x32xf32>
    %683 = stablehlo.add %635, %682 : tensor<256x2x8x32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %685 = stablehlo.multiply %684, %arg11 : tensor<256x2x4x32xf32>
    %686 = stablehlo.add %641, %685 : tensor<256x2x4x32xf32>
    %cst_188 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %687 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %688 = stablehlo.multiply %687, %arg12 : tensor<256x1024xf32>
    %689 = stablehlo.add %647, %688 : tensor<256x1024xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %690 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %691 = stablehlo.multiply %690, %arg13 : tensor<1024x256xf32>
    %692 = stablehlo.add %653, %691 : tensor<1024x256xf32>
    %c_190 = stablehlo.constant dense<0> : tensor<i32>
    %693 = stablehlo.subtract %arg41, %c_190 : tensor<i32>
    %c_191 = stablehlo.constant dense<0> : tensor<i32>
    %c_192 = stablehlo.constant dense<1> : tensor<i32>
    %694 = call @clip_579(%693, %c_191, %c_192) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %695 = stablehlo.convert %694 : (tensor<i32>) -> tensor<f32>
    %cst_193 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %696 = stablehlo.divide %695, %cst_193 : tensor<f32>
    %cst_194 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %697 = stablehlo.subtract %cst_194, %696 : tensor<f32>
    %cst_195 = stablehlo.constant dense<-3.000000e-05> : tensor<f32>
    %698 = stablehlo.multiply %cst_195, %697 : tensor<f32>
    %cst_196 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %699 = stablehlo.add %698, %cst_196 : tensor<f32>
    %c_197 = stablehlo.constant dense<1> : tensor<i32>
    %700 = stablehlo.compare  LT, %arg41, %c_197,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_198 = stablehlo.constant dense<1> : tensor<i32>
    %701 = stablehlo.subtract %arg41, %c_198 : tensor<i32>
    %702 = stablehlo.convert %701 : (tensor<i32>) -> tensor<f32>
    %cst_199 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %703 = stablehlo.divide %702, %cst_199 : tensor<f32>
    %cst_200 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %704 = stablehlo.multiply %cst_200, %703 : tensor<f32>
    %705 = stablehlo.cosine %704 : tensor<f32>
    %cst_201 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %706 = stablehlo.add %705, %cst_201 : tensor<f32>
    %cst_202 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %707 = stablehlo.multiply %cst_202, %706 : tensor<f32>
    %cst_203 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %708 = stablehlo.multiply %cst_203, %707 : tensor<f32>
    %cst_204 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %709 = stablehlo.subtract %cst_204, %707 : tensor<f32>
    %cst_205 = stablehlo.constant dense<3.000000e-06> : tensor<f32>
    %710 = stablehlo.multiply %cst_205, %709 : tensor<f32>
    %711 = stablehlo.add %708, %710 : tensor<f32>
    %712 = call @_where_587(%700, %699, %711) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_206 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %713 = stablehlo.multiply %cst_206, %712 : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %715 = stablehlo.multiply %714, %656 : tensor<256xf32>
    %716 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %717 = stablehlo.multiply %716, %659 : tensor<256x2x4xf32>
    %718 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %719 = stablehlo.multiply %718, %662 : tensor<4x2x256x512xf32>
    %720 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %721 = stablehlo.multiply %720, %665 : tensor<4x2x256x512xf32>
    %722 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %723 = stablehlo.multiply %722, %668 : tensor<4x2x512x256xf32>
    %724 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %725 = stablehlo.multiply %724, %671 : tensor<256x2xf32>
    %726 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %727 = stablehlo.multiply %726, %674 : tensor<256x2xf32>
    %728 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %729 = stablehlo.multiply %728, %677 : tensor<256x2x4x32xf32>
    %730 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %731 = stablehlo.multiply %730, %680 : tensor<8x2x32x256xf32>
    %732 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %733 = stablehlo.multiply %732, %683 : tensor<256x2x8x32xf32>
    %734 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %735 = stablehlo.multiply %734, %686 : tensor<256x2x4x32xf32>
    %736 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %737 = stablehlo.multiply %736, %689 : tensor<256x1024xf32>
    %738 = stablehlo.broadcast_in_dim %713, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %739 = stablehlo.multiply %738, %692 : tensor<1024x256xf32>
    %c_207 = stablehlo.constant dense<2147483647> : tensor<i32>
    %740 = stablehlo.compare  LT, %arg41, %c_207,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_208 = stablehlo.constant dense<1> : tensor<i32>
    %741 = stablehlo.add %arg41, %c_208 : tensor<i32>
    %c_209 = stablehlo.constant dense<2147483647> : tensor<i32>
    %742 = call @_where_534(%740, %741, %c_209) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %743 = stablehlo.add %arg1, %715 : tensor<256xf32>
    %744 = stablehlo.add %arg2, %717 : tensor<256x2x4xf32>
    %745 = stablehlo.add %arg3, %719 : tensor<4x2x256x512xf32>
    %746 = stablehlo.add %arg4, %721 : tensor<4x2x256x512xf32>
    %747 = stablehlo.add %arg5, %723 : tensor<4x2x512x256xf32>
    %748 = stablehlo.add %arg6, %725 : tensor<256x2xf32>
    %749 = stablehlo.add %arg7, %727 : tensor<256x2xf32>
    %750 = stablehlo.add %arg8, %729 : tensor<256x2x4x32xf32>
    %751 = stablehlo.add %arg9, %731 : tensor<8x2x32x256xf32>
    %752 = stablehlo.add %arg10, %733 : tensor<256x2x8x32xf32>
    %753 = stablehlo.add %arg11, %735 : tensor<256x2x4x32xf32>
    %754 = stablehlo.add %arg12, %737 : tensor<256x1024xf32>
    %755 = stablehlo.add %arg13, %739 : tensor<1024x256xf32>
    %c_210 = stablehlo.constant dense<1> : tensor<i32>
    %756 = stablehlo.add %arg0, %c_210 : tensor<i32>
    %757 = stablehlo.multiply %311, %311 : tensor<256xf32>
    %cst_211 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %758 = stablehlo.reduce(%757 init: %cst_211) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %759 = stablehlo.add %cst_212, %758 : tensor<f32>
    %760 = stablehlo.multiply %316, %316 : tensor<256x2x4xf32>
    %cst_213 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %761 = stablehlo.reduce(%760 init: %cst_213) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %762 = stablehlo.add %759, %761 : tensor<f32>
    %763 = stablehlo.multiply %321, %321 : tensor<4x2x256x512xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %764 = stablehlo.reduce(%763 init: %cst_214) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %765 = stablehlo.add %762, %764 : tensor<f32>
    %766 = stablehlo.multiply %326, %326 : tensor<4x2x256x512xf32>
    %cst_215 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %767 = stablehlo.reduce(%766 init: %cst_215) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %768 = stablehlo.add %765, %767 : tensor<f32>
    %769 = stablehlo.multiply %331, %331 : tensor<4x2x512x256xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.reduce(%769 init: %cst_216) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %771 = stablehlo.add %768, %770 : tensor<f32>
    %772 = stablehlo.multiply %336, %336 : tensor<256x2xf32>
    %cst_217 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %773 = stablehlo.reduce(%772 init: %cst_217) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %774 = stablehlo.add %771, %773 : tensor<f32>
    %775 = stablehlo.multiply %341, %341 : tensor<256x2xf32>
    %cst_218 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %776 = stablehlo.reduce(%775 init: %cst_218) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %777 = stablehlo.add %774, %776 : tensor<f32>
    %778 = stablehlo.multiply %346, %346 : tensor<256x2x4x32xf32>
    %cst_219 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.reduce(%778 init: %cst_219) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %780 = stablehlo.add %777, %779 : tensor<f32>
    %781 = stablehlo.multiply %351, %351 : tensor<8x2x32x256xf32>
    %cst_220 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %782 = stablehlo.reduce(%781 init: %cst_220) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %783 = stablehlo.add %780, %782 : tensor<f32>
    %784 = stablehlo.multiply %356, %356 : tensor<256x2x8x32xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %785 = stablehlo.reduce(%784 init: %cst_221) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %786 = stablehlo.add %783, %785 : tensor<f32>
    %787 = stablehlo.multiply %361, %361 : tensor<256x2x4x32xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %788 = stablehlo.reduce(%787 init: %cst_222) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %789 = stablehlo.add %786, %788 : tensor<f32>
    %790 = stablehlo.multiply %366, %366 : tensor<256x1024xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %791 = stablehlo.reduce(%790 init: %cst_223) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %792 = stablehlo.add %789, %791 : tensor<f32>
    %793 = stablehlo.multiply %371, %371 : tensor<1024x256xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %794 = stablehlo.reduce(%793 init: %cst_224) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %795 = stablehlo.add %792, %794 : tensor<f32>
    %796 = stablehlo.sqrt %795 : tensor<f32>
    %797 = stablehlo.multiply %187, %187 : tensor<256xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %798 = stablehlo.reduce(%797 init: %cst_225) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.add %cst_226, %798 : tensor<f32>
    %800 = stablehlo.multiply %222, %222 : tensor<256x2x4xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %801 = stablehlo.reduce(%800 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %802 = stablehlo.add %799, %801 : tensor<f32>
    %803 = stablehlo.multiply %221, %221 : tensor<4x2x256x512xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %804 = stablehlo.reduce(%803 init: %cst_228) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %805 = stablehlo.add %802, %804 : tensor<f32>
    %806 = stablehlo.multiply %220, %220 : tensor<4x2x256x512xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %807 = stablehlo.reduce(%806 init: %cst_229) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %808 = stablehlo.add %805, %807 : tensor<f32>
    %809 = stablehlo.multiply %219, %219 : tensor<4x2x512x256xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %810 = stablehlo.reduce(%809 init: %cst_230) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %811 = stablehlo.add %808, %810 : tensor<f32>
    %812 = stablehlo.multiply %218, %218 : tensor<256x2xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %813 = stablehlo.reduce(%812 init: %cst_231) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %814 = stablehlo.add %811, %813 : tensor<f32>
    %815 = stablehlo.multiply %217, %217 : tensor<256x2xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %816 = stablehlo.reduce(%815 init: %cst_232) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %817 = stablehlo.add %814, %816 : tensor<f32>
    %818 = stablehlo.multiply %216, %216 : tensor<256x2x4x32xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %819 = stablehlo.reduce(%818 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %820 = stablehlo.add %817, %819 : tensor<f32>
    %821 = stablehlo.multiply %215, %215 : tensor<8x2x32x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %822 = stablehlo.reduce(%821 init: %cst_234) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %823 = stablehlo.add %820, %822 : tensor<f32>
    %824 = stablehlo.multiply %214, %214 : tensor<256x2x8x32xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %825 = stablehlo.reduce(%824 init: %cst_235) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %826 = stablehlo.add %823, %825 : tensor<f32>
    %827 = stablehlo.multiply %213, %213 : tensor<256x2x4x32xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %828 = stablehlo.reduce(%827 init: %cst_236) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %829 = stablehlo.add %826, %828 : tensor<f32>
    %830 = stablehlo.multiply %180, %180 : tensor<256x1024xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %831 = stablehlo.reduce(%830 init: %cst_237) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %832 = stablehlo.add %829, %831 : tensor<f32>
    %833 = stablehlo.multiply %226, %226 : tensor<1024x256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %834 = stablehlo.reduce(%833 init: %cst_238) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %835 = stablehlo.add %832, %834 : tensor<f32>
    %836 = stablehlo.sqrt %835 : tensor<f32>
    %837 = stablehlo.multiply %743, %743 : tensor<256xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %838 = stablehlo.reduce(%837 init: %cst_239) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.add %cst_240, %838 : tensor<f32>
    %840 = stablehlo.multiply %744, %744 : tensor<256x2x4xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %841 = stablehlo.reduce(%840 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %842 = stablehlo.add %839, %841 : tensor<f32>
    %843 = stablehlo.multiply %745, %745 : tensor<4x2x256x512xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %844 = stablehlo.reduce(%843 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %845 = stablehlo.add %842, %844 : tensor<f32>
    %846 = stablehlo.multiply %746, %746 : tensor<4x2x256x512xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %847 = stablehlo.reduce(%846 init: %cst_243) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %848 = stablehlo.add %845, %847 : tensor<f32>
    %849 = stablehlo.multiply %747, %747 : tensor<4x2x512x256xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %850 = stablehlo.reduce(%849 init: %cst_244) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %851 = stablehlo.add %848, %850 : tensor<f32>
    %852 = stablehlo.multiply %748, %748 : tensor<256x2xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.reduce(%852 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %854 = stablehlo.add %851, %853 : tensor<f32>
    %855 = stablehlo.multiply %749, %749 : tensor<256x2xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %856 = stablehlo.reduce(%855 init: %cst_246) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %857 = stablehlo.add %854, %856 : tensor<f32>
    %858 = stablehlo.multiply %750, %750 : tensor<256x2x4x32xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.reduce(%858 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %860 = stablehlo.add %857, %859 : tensor<f32>
    %861 = stablehlo.multiply %751, %751 : tensor<8x2x32x256xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %862 = stablehlo.reduce(%861 init: %cst_248) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %863 = stablehlo.add %860, %862 : tensor<f32>
    %864 = stablehlo.multiply %752, %752 : tensor<256x2x8x32xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %865 = stablehlo.reduce(%864 init: %cst_249) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %866 = stablehlo.add %863, %865 : tensor<f32>
    %867 = stablehlo.multiply %753, %753 : tensor<256x2x4x32xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %868 = stablehlo.reduce(%867 init: %cst_250) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %869 = stablehlo.add %866, %868 : tensor<f32>
    %870 = stablehlo.multiply %754, %754 : tensor<256x1024xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %871 = stablehlo.reduce(%870 init: %cst_251) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %872 = stablehlo.add %869, %871 : tensor<f32>
    %873 = stablehlo.multiply %755, %755 : tensor<1024x256xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %874 = stablehlo.reduce(%873 init: %cst_252) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %875 = stablehlo.add %872, %874 : tensor<f32>
    %876 = stablehlo.sqrt %875 : tensor<f32>
    return %756, %743, %744, %745, %746, %747, %748, %749, %750, %751, %752, %753, %754, %755, %517, %376, %381, %386, %391, %396, %401, %406, %411, %416, %421, %426, %431, %436, %442, %448, %454, %460, %466, %472, %478, %484, %490, %496, %502, %508, %514, %742, %796, %156, %155, %cst_9, %876, %836, %149 : tensor<i32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>
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
  func.func private @shmap_body() -> (tensor<1024xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<4xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1024xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1024xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}) {
    %0 = call @argsort() : () -> tensor<1024xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %1:2 = call @floor_divide(%c) : (tensor<i32>) -> (tensor<i32>, tensor<i32>)
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %3 = call @clip(%c_1) : (tensor<i32>) -> tensor<i32>
    %c_2 = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %5 = call @argsort() : () -> tensor<1024xi32>
    %6 = stablehlo.broadcast_in_dim %1#0, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %7 = stablehlo.broadcast_in_dim %1#1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.broadcast_in_dim %3, dims = [] : (tensor<i32>) -> tensor<1xi32>
    return %0, %6, %7, %2, %8, %4, %5 : tensor<1024xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>, tensor<1024xi32>, tensor<1024xi32>
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
    %0 = stablehlo.custom_call @Sharding(%arg13) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %17 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %19 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %52 = stablehlo.custom_call @Sharding(%38) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %53 = stablehlo.custom_call @Sharding(%51) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %54 = stablehlo.custom_call @Sharding(%25) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
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
    %76 = stablehlo.custom_call @Sharding(%75) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %77 = stablehlo.convert %arg21 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %78 = stablehlo.dot_general %76, %77, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %79 = stablehlo.custom_call @Sharding(%78) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %97 = stablehlo.custom_call @Sharding(%96) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %98 = stablehlo.convert %arg14 : (tensor<256x4xf32>) -> tensor<256x4xbf16>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4xbf16>) -> tensor<8x128x4xbf16>
    %100 = stablehlo.convert %arg15 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %101 = stablehlo.convert %arg16 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %102 = stablehlo.convert %arg17 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %103 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8192xi32>) -> tensor<8192xi32>
    %104 = stablehlo.custom_call @SPMDFullToShardShape(%103) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192xi32>) -> tensor<1024xi32>
    %105 = stablehlo.custom_call @Sharding(%arg1) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %106 = stablehlo.custom_call @SPMDFullToShardShape(%105) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<1xi32>
    %107 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %108 = stablehlo.custom_call @SPMDFullToShardShape(%107) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<1xi32>
    %109 = stablehlo.custom_call @Sharding(%arg3) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<32xi32>) -> tensor<32xi32>
    %110 = stablehlo.custom_call @SPMDFullToShardShape(%109) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32xi32>) -> tensor<4xi32>
    %111 = stablehlo.custom_call @Sharding(%arg4) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8xi32>) -> tensor<8xi32>
    %112 = stablehlo.custom_call @SPMDFullToShardShape(%111) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8xi32>) -> tensor<1xi32>
    %113 = stablehlo.custom_call @Sharding(%arg5) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8192xi32>) -> tensor<8192xi32>
    %114 = stablehlo.custom_call @SPMDFullToShardShape(%113) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192xi32>) -> tensor<1024xi32>
    %115 = stablehlo.custom_call @Sharding(%arg6) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8192xi32>) -> tensor<8192xi32>
    %116 = stablehlo.custom_call @SPMDFullToShardShape(%115) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192xi32>) -> tensor<1024xi32>
    %117 = stablehlo.custom_call @Sharding(%97) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %118 = stablehlo.custom_call @SPMDFullToShardShape(%117) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x256xbf16>) -> tensor<4x128x256xbf16>
    %119 = stablehlo.custom_call @Sharding(%99) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4xbf16>) -> tensor<8x128x4xbf16>
    %120 = stablehlo.custom_call @SPMDFullToShardShape(%119) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x4xbf16>) -> tensor<4x128x4xbf16>
    %121 = stablehlo.custom_call @Sharding(%100) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %122 = stablehlo.custom_call @SPMDFullToShardShape(%121) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x128xbf16>
    %123 = stablehlo.custom_call @Sharding(%101) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %124 = stablehlo.custom_call @SPMDFullToShardShape(%123) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x128xbf16>
    %125 = stablehlo.custom_call @Sharding(%102) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x512x256xbf16>) -> tensor<4x512x256xbf16>
    %126 = stablehlo.custom_call @SPMDFullToShardShape(%125) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x512x256xbf16>) -> tensor<4x128x256xbf16>
    %127 = call @shmap_body_97(%104, %106, %108, %110, %112, %114, %116, %118, %120, %122, %124, %126) : (tensor<1024xi32>, tensor<1xi32>, tensor<1xi32>, tensor<4xi32>, tensor<1xi32>, tensor<1024xi32>, tensor<1024xi32>, tensor<4x128x256xbf16>, tensor<4x128x4xbf16>, tensor<4x256x128xbf16>, tensor<4x256x128xbf16>, tensor<4x128x256xbf16>) -> tensor<4x128x64xbf16>
    %128 = stablehlo.custom_call @Sharding(%127) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x64xbf16>) -> tensor<4x128x64xbf16>
    %129 = stablehlo.custom_call @SPMDShardToFullShape(%128) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<4x128x64xbf16>) -> tensor<8x128x256xbf16>
    %130 = stablehlo.custom_call @Sharding(%129) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %131 = stablehlo.add %130, %80 : tensor<8x128x256xbf16>
    %132 = stablehlo.custom_call @Sharding(%131) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    return %132, %arg13 : tensor<8x128x256xbf16>, tensor<8x128x256xbf16>
  }
  func.func private @_where_72(%arg0: tensor<8x4x2x128x128xbf16>, %arg1: tensor<8x4x2x128x128xi1>, %arg2: tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %0 : tensor<8x4x2x128x128xbf16>
  }
  func.func private @shmap_body_97(%arg0: tensor<1024xi32>, %arg1: tensor<1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<4xi32>, %arg4: tensor<1xi32>, %arg5: tensor<1024xi32>, %arg6: tensor<1024xi32>, %arg7: tensor<4x128x256xbf16>, %arg8: tensor<4x128x4xbf16>, %arg9: tensor<4x256x128xbf16>, %arg10: tensor<4x256x128xbf16>, %arg11: tensor<4x128x256xbf16>) -> (tensor<4x128x64xbf16> {jax.result_info = "[('data', 'fsdp', 'fsdp_transpose', 'expert'), ('tensor_sequence', 'context', 'sequence'), ('tensor', 'tensor_transpose')]"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<1xi32>) -> tensor<i32>
    %1 = stablehlo.reshape %arg2 : (tensor<1xi32>) -> tensor<i32>
    %2 = stablehlo.reshape %arg4 : (tensor<1xi32>) -> tensor<i32>
    %3 = stablehlo.reshape %arg7 : (tensor<4x128x256xbf16>) -> tensor<512x256xbf16>
    %values, %indices = chlo.top_k(%arg8, k = 2) : tensor<4x128x4xbf16> -> (tensor<4x128x2xbf16>, tensor<4x128x2xi32>)
    %4 = stablehlo.convert %values : (tensor<4x128x2xbf16>) -> tensor<4x128x2xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %7 = stablehlo.maximum %6, %5 : tensor<4x128xf32>
    %8 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
    %10 = stablehlo.subtract %4, %9 : tensor<4x128x2xf32>
    %11 = stablehlo.exponential %10 : tensor<4x128x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
    %15 = stablehlo.divide %11, %14 : tensor<4x128x2xf32>
    %16 = stablehlo.convert %15 : (tensor<4x128x2xf32>) -> tensor<4x128x2xbf16>
    %17 = stablehlo.reshape %indices : (tensor<4x128x2xi32>) -> tensor<1024xi32>
    %18 = call @argsort_109(%17, %arg0) : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    %19 = call @floor_divide_110(%18, %0, %1) : (tensor<1024xi32>, tensor<i32>, tensor<i32>) -> tensor<1024xi32>
    %20 = stablehlo.broadcast_in_dim %3, dims = [1, 2] : (tensor<512x256xbf16>) -> tensor<1x512x256xbf16>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x512x256xbf16>) -> tensor<2x512x256xbf16>
    %22 = stablehlo.reshape %21 : (tensor<2x512x256xbf16>) -> tensor<1024x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %23 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %24 = stablehlo.compare  LT, %19, %23,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_2 = stablehlo.constant dense<1024> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %26 = stablehlo.add %19, %25 : tensor<1024xi32>
    %27 = stablehlo.select %24, %26, %19 : tensor<1024xi1>, tensor<1024xi32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %29 = "stablehlo.gather"(%22, %28) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<1024x1xi32>) -> tensor<1024x256xbf16>
    %30 = call @clip_125(%17, %2) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %32 = stablehlo.compare  LT, %30, %31,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_4 = stablehlo.constant dense<4> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %34 = stablehlo.add %30, %33 : tensor<1024xi32>
    %35 = stablehlo.select %32, %34, %30 : tensor<1024xi1>, tensor<1024xi32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %37 = "stablehlo.scatter"(%arg3, %36, %arg5) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>):
      %101 = stablehlo.add %arg12, %arg13 : tensor<i32>
      stablehlo.return %101 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<4xi32>
    %38 = stablehlo.broadcast_in_dim %29, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %39 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
    %40 = call @cumsum(%37) : (tensor<4xi32>) -> tensor<4xi32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %41 = stablehlo.broadcast_in_dim %c_5, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %42 = stablehlo.slice %41 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %43 = stablehlo.slice %40 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %44 = stablehlo.concatenate %42, %43, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %45 = stablehlo.broadcast_in_dim %40, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %47 = stablehlo.compare  LE, %46, %39,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %48 = stablehlo.compare  LT, %39, %45,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %49 = stablehlo.and %47, %48 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %50 = stablehlo.broadcast_in_dim %cst_6, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %51 = stablehlo.select %49, %38, %50 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %52 = stablehlo.dot_general %51, %arg9, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
    %53 = stablehlo.broadcast_in_dim %29, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %54 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
    %55 = call @cumsum(%37) : (tensor<4xi32>) -> tensor<4xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %56 = stablehlo.broadcast_in_dim %c_7, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %57 = stablehlo.slice %56 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %58 = stablehlo.slice %55 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %59 = stablehlo.concatenate %57, %58, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %60 = stablehlo.broadcast_in_dim %55, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %61 = stablehlo.broadcast_in_dim %59, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %62 = stablehlo.compare  LE, %61, %54,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %63 = stablehlo.compare  LT, %54, %60,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %64 = stablehlo.and %62, %63 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %65 = stablehlo.broadcast_in_dim %cst_8, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %66 = stablehlo.select %64, %53, %65 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %67 = stablehlo.dot_general %66, %arg10, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
    %68 = call @silu(%52) : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %69 = stablehlo.multiply %68, %67 : tensor<1024x128xbf16>
    %70 = stablehlo.broadcast_in_dim %69, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %71 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi32>
    %72 = call @cumsum_149(%37) : (tensor<4xi32>) -> tensor<4xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %73 = stablehlo.broadcast_in_dim %c_9, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
    %74 = stablehlo.slice %73 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
    %75 = stablehlo.slice %72 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
    %76 = stablehlo.concatenate %74, %75, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %77 = stablehlo.broadcast_in_dim %72, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %78 = stablehlo.broadcast_in_dim %76, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %79 = stablehlo.compare  LE, %78, %71,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %80 = stablehlo.compare  LT, %71, %77,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %81 = stablehlo.and %79, %80 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %82 = stablehlo.broadcast_in_dim %cst_10, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %83 = stablehlo.select %81, %70, %82 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %84 = stablehlo.dot_general %83, %arg11, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
    %85 = "stablehlo.reduce_scatter"(%84) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg12: tensor<bf16>, %arg13: tensor<bf16>):
      %101 = stablehlo.add %arg12, %arg13 : tensor<bf16>
      stablehlo.return %101 : tensor<bf16>
    }) : (tensor<1024x256xbf16>) -> tensor<1024x64xbf16>
    %86 = call @argsort_109(%18, %arg6) : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %88 = stablehlo.compare  LT, %86, %87,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_12 = stablehlo.constant dense<1024> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_12, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %90 = stablehlo.add %86, %89 : tensor<1024xi32>
    %91 = stablehlo.select %88, %90, %86 : tensor<1024xi1>, tensor<1024xi32>
    %92 = stablehlo.broadcast_in_dim %91, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %93 = "stablehlo.gather"(%85, %92) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xbf16>, tensor<1024x1xi32>) -> tensor<1024x64xbf16>
    %94 = stablehlo.reshape %16 : (tensor<4x128x2xbf16>) -> tensor<512x2xbf16>
    %95 = stablehlo.reshape %93 : (tensor<1024x64xbf16>) -> tensor<512x2x64xbf16>
    %96 = stablehlo.convert %95 : (tensor<512x2x64xbf16>) -> tensor<512x2x64xf32>
    %97 = stablehlo.convert %94 : (tensor<512x2xbf16>) -> tensor<512x2xf32>
    %98 = stablehlo.dot_general %96, %97, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<512x2x64xf32>, tensor<512x2xf32>) -> tensor<512x64xf32>
    %99 = stablehlo.reshape %98 : (tensor<512x64xf32>) -> tensor<4x128x64xf32>
    %100 = stablehlo.convert %99 : (tensor<4x128x64xf32>) -> tensor<4x128x64xbf16>
    return %100 : tensor<4x128x64xbf16>
  }
  func.func private @argsort_109(%arg0: tensor<1024xi32>, %arg1: tensor<1024xi32>) -> tensor<1024xi32> {
    %0:2 = "stablehlo.sort"(%arg0, %arg1) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<i32>):
      %1 = stablehlo.compare  LT, %arg2, %arg3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %0#1 : tensor<1024xi32>
  }
  func.func private @floor_divide_110(%arg0: tensor<1024xi32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<1024xi32> {
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
    %12 = call @_where_116(%9, %11, %1) : (tensor<1024xi1>, tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    return %12 : tensor<1024xi32>
  }
  func.func private @_where_116(%arg0: tensor<1024xi1>, %arg1: tensor<1024xi32>, %arg2: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024xi1>, tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @clip_125(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
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
  func.func private @cumsum_149(%arg0: tensor<4xi32>) -> tensor<4xi32> {
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
  func.func private @closed_call_243(%arg0: tensor<8x128xi32>, %arg1: tensor<8x128xi32>, %arg2: tensor<8x128x256xbf16>, %arg3: tensor<256x4xf32>, %arg4: tensor<4x256x512xf32>, %arg5: tensor<4x256x512xf32>, %arg6: tensor<4x512x256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256x4x32xf32>, %arg10: tensor<8x32x256xf32>, %arg11: tensor<256x8x32xf32>, %arg12: tensor<256x4x32xf32>, %arg13: tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg13) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %22 = stablehlo.custom_call @Sharding(%21) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %23 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %24 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %97 = stablehlo.custom_call @Sharding(%63) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %98 = stablehlo.custom_call @Sharding(%96) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %99 = stablehlo.custom_call @Sharding(%30) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
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
    %117 = call @_where_244(%116, %cst_12, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_14 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %119 = stablehlo.compare  GE, %117, %118,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %120:2 = call @_where_245(%119, %102, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<f32>) -> (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>)
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
    %146 = stablehlo.custom_call @Sharding(%142) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %147 = stablehlo.convert %arg10 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %148 = stablehlo.dot_general %146, %147, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %149 = stablehlo.custom_call @Sharding(%148) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %172 = stablehlo.custom_call @Sharding(%171) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %173 = stablehlo.convert %arg3 : (tensor<256x4xf32>) -> tensor<256x4xbf16>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4xbf16>) -> tensor<8x128x4xbf16>
    %175 = stablehlo.convert %arg4 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %176 = stablehlo.convert %arg5 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %177 = stablehlo.convert %arg6 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %178 = stablehlo.custom_call @Sharding(%172) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %179 = stablehlo.custom_call @SPMDFullToShardShape(%178) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x256xbf16>) -> tensor<4x128x256xbf16>
    %180 = stablehlo.custom_call @Sharding(%174) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4xbf16>) -> tensor<8x128x4xbf16>
    %181 = stablehlo.custom_call @SPMDFullToShardShape(%180) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x4xbf16>) -> tensor<4x128x4xbf16>
    %182 = stablehlo.custom_call @Sharding(%175) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %183 = stablehlo.custom_call @SPMDFullToShardShape(%182) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x128xbf16>
    %184 = stablehlo.custom_call @Sharding(%176) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %185 = stablehlo.custom_call @SPMDFullToShardShape(%184) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x128xbf16>
    %186 = stablehlo.custom_call @Sharding(%177) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x512x256xbf16>) -> tensor<4x512x256xbf16>
    %187 = stablehlo.custom_call @SPMDFullToShardShape(%186) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x512x256xbf16>) -> tensor<4x128x256xbf16>
    %188:16 = call @shmap_body_254(%179, %181, %183, %185, %187) : (tensor<4x128x256xbf16>, tensor<4x128x4xbf16>, tensor<4x256x128xbf16>, tensor<4x256x128xbf16>, tensor<4x128x256xbf16>) -> (tensor<1024xi32>, tensor<1024xi32>, tensor<4xi32>, tensor<1024x256xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<512x2xf32>, tensor<512x2x64xf32>, tensor<4x128x2x1xi32>, tensor<4x128x2xf32>, tensor<4x128x1xf32>, tensor<4x128x1xf32>)
    %189 = stablehlo.custom_call @Sharding(%188#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024xi32>) -> tensor<1024xi32>
    %190 = stablehlo.custom_call @SPMDShardToFullShape(%189) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1024xi32>) -> tensor<8192xi32>
    %191 = stablehlo.custom_call @Sharding(%188#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024xi32>) -> tensor<1024xi32>
    %192 = stablehlo.custom_call @SPMDShardToFullShape(%191) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<1024xi32>) -> tensor<8192xi32>
    %193 = stablehlo.custom_call @Sharding(%188#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4xi32>) -> tensor<4xi32>
    %194 = stablehlo.custom_call @SPMDShardToFullShape(%193) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<4xi32>) -> tensor<32xi32>
    %195 = stablehlo.custom_call @Sharding(%188#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x256xbf16>) -> tensor<1024x256xbf16>
    %196 = stablehlo.custom_call @SPMDShardToFullShape(%195) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x256xbf16>) -> tensor<8192x256xbf16>
    %197 = stablehlo.custom_call @Sharding(%188#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %198 = stablehlo.custom_call @SPMDShardToFullShape(%197) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x128xbf16>) -> tensor<8192x128xbf16>
    %199 = stablehlo.custom_call @Sharding(%188#5) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %200 = stablehlo.custom_call @SPMDShardToFullShape(%199) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x128xbf16>) -> tensor<8192x128xbf16>
    %201 = stablehlo.custom_call @Sharding(%188#6) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %202 = stablehlo.custom_call @SPMDShardToFullShape(%201) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x128xbf16>) -> tensor<8192x128xbf16>
    %203 = stablehlo.custom_call @Sharding(%188#7) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %204 = stablehlo.custom_call @SPMDShardToFullShape(%203) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x128xbf16>) -> tensor<8192x128xbf16>
    %205 = stablehlo.custom_call @Sharding(%188#8) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %206 = stablehlo.custom_call @SPMDShardToFullShape(%205) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x128xbf16>) -> tensor<8192x128xbf16>
    %207 = stablehlo.custom_call @Sharding(%188#9) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %208 = stablehlo.custom_call @SPMDShardToFullShape(%207) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<1024x128xbf16>) -> tensor<8192x128xbf16>
    %209 = stablehlo.custom_call @Sharding(%188#10) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<512x2xf32>) -> tensor<512x2xf32>
    %210 = stablehlo.custom_call @SPMDShardToFullShape(%209) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<512x2xf32>) -> tensor<4096x2xf32>
    %211 = stablehlo.custom_call @Sharding(%188#11) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<512x2x64xf32>) -> tensor<512x2x64xf32>
    %212 = stablehlo.custom_call @SPMDShardToFullShape(%211) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<512x2x64xf32>) -> tensor<4096x2x64xf32>
    %213 = stablehlo.custom_call @Sharding(%188#12) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x2x1xi32>) -> tensor<4x128x2x1xi32>
    %214 = stablehlo.custom_call @SPMDShardToFullShape(%213) {backend_config = "", mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"} : (tensor<4x128x2x1xi32>) -> tensor<32x128x2x1xi32>
    %215 = stablehlo.custom_call @Sharding(%188#13) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x2xf32>) -> tensor<4x128x2xf32>
    %216 = stablehlo.custom_call @SPMDShardToFullShape(%215) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<4x128x2xf32>) -> tensor<32x128x2xf32>
    %217 = stablehlo.custom_call @Sharding(%188#14) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x1xf32>) -> tensor<4x128x1xf32>
    %218 = stablehlo.custom_call @SPMDShardToFullShape(%217) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<4x128x1xf32>) -> tensor<32x128x1xf32>
    %219 = stablehlo.custom_call @Sharding(%188#15) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x1xf32>) -> tensor<4x128x1xf32>
    %220 = stablehlo.custom_call @SPMDShardToFullShape(%219) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<4x128x1xf32>) -> tensor<32x128x1xf32>
    %221 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %222 = stablehlo.custom_call @Sharding(%221) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %223 = stablehlo.custom_call @Sharding(%222) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %224 = stablehlo.custom_call @SPMDFullToShardShape(%223) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8x128x256xbf16>) -> tensor<4x128x64xbf16>
    %225 = stablehlo.custom_call @Sharding(%190) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8192xi32>) -> tensor<8192xi32>
    %226 = stablehlo.custom_call @SPMDFullToShardShape(%225) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192xi32>) -> tensor<1024xi32>
    %227 = stablehlo.custom_call @Sharding(%192) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<8192xi32>) -> tensor<8192xi32>
    %228 = stablehlo.custom_call @SPMDFullToShardShape(%227) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192xi32>) -> tensor<1024xi32>
    %229 = stablehlo.custom_call @Sharding(%175) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %230 = stablehlo.custom_call @SPMDFullToShardShape(%229) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x128xbf16>
    %231 = stablehlo.custom_call @Sharding(%194) {backend_config = "", mhlo.sharding = "{devices=[8]<=[8]}"} : (tensor<32xi32>) -> tensor<32xi32>
    %232 = stablehlo.custom_call @SPMDFullToShardShape(%231) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32xi32>) -> tensor<4xi32>
    %233 = stablehlo.custom_call @Sharding(%196) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x256xbf16>) -> tensor<8192x256xbf16>
    %234 = stablehlo.custom_call @SPMDFullToShardShape(%233) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x256xbf16>) -> tensor<1024x256xbf16>
    %235 = stablehlo.custom_call @Sharding(%198) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x128xbf16>) -> tensor<8192x128xbf16>
    %236 = stablehlo.custom_call @SPMDFullToShardShape(%235) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x128xbf16>) -> tensor<1024x128xbf16>
    %237 = stablehlo.custom_call @Sharding(%200) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x128xbf16>) -> tensor<8192x128xbf16>
    %238 = stablehlo.custom_call @SPMDFullToShardShape(%237) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x128xbf16>) -> tensor<1024x128xbf16>
    %239 = stablehlo.custom_call @Sharding(%202) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x128xbf16>) -> tensor<8192x128xbf16>
    %240 = stablehlo.custom_call @SPMDFullToShardShape(%239) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x128xbf16>) -> tensor<1024x128xbf16>
    %241 = stablehlo.custom_call @Sharding(%204) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x128xbf16>) -> tensor<8192x128xbf16>
    %242 = stablehlo.custom_call @SPMDFullToShardShape(%241) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x128xbf16>) -> tensor<1024x128xbf16>
    %243 = stablehlo.custom_call @Sharding(%206) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x128xbf16>) -> tensor<8192x128xbf16>
    %244 = stablehlo.custom_call @SPMDFullToShardShape(%243) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x128xbf16>) -> tensor<1024x128xbf16>
    %245 = stablehlo.custom_call @Sharding(%176) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x512xbf16>
    %246 = stablehlo.custom_call @SPMDFullToShardShape(%245) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x512xbf16>) -> tensor<4x256x128xbf16>
    %247 = stablehlo.custom_call @Sharding(%177) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x512x256xbf16>) -> tensor<4x512x256xbf16>
    %248 = stablehlo.custom_call @SPMDFullToShardShape(%247) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x512x256xbf16>) -> tensor<4x128x256xbf16>
    %249 = stablehlo.custom_call @Sharding(%208) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<8192x128xbf16>) -> tensor<8192x128xbf16>
    %250 = stablehlo.custom_call @SPMDFullToShardShape(%249) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<8192x128xbf16>) -> tensor<1024x128xbf16>
    %251 = stablehlo.custom_call @Sharding(%210) {backend_config = "", mhlo.sharding = "{devices=[8,1]<=[8]}"} : (tensor<4096x2xf32>) -> tensor<4096x2xf32>
    %252 = stablehlo.custom_call @SPMDFullToShardShape(%251) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4096x2xf32>) -> tensor<512x2xf32>
    %253 = stablehlo.custom_call @Sharding(%212) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<4096x2x64xf32>) -> tensor<4096x2x64xf32>
    %254 = stablehlo.custom_call @SPMDFullToShardShape(%253) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4096x2x64xf32>) -> tensor<512x2x64xf32>
    %255 = stablehlo.custom_call @Sharding(%214) {backend_config = "", mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"} : (tensor<32x128x2x1xi32>) -> tensor<32x128x2x1xi32>
    %256 = stablehlo.custom_call @SPMDFullToShardShape(%255) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x128x2x1xi32>) -> tensor<4x128x2x1xi32>
    %257 = stablehlo.custom_call @Sharding(%216) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<32x128x2xf32>) -> tensor<32x128x2xf32>
    %258 = stablehlo.custom_call @SPMDFullToShardShape(%257) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x128x2xf32>) -> tensor<4x128x2xf32>
    %259 = stablehlo.custom_call @Sharding(%218) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<32x128x1xf32>) -> tensor<32x128x1xf32>
    %260 = stablehlo.custom_call @SPMDFullToShardShape(%259) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x128x1xf32>) -> tensor<4x128x1xf32>
    %261 = stablehlo.custom_call @Sharding(%220) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<32x128x1xf32>) -> tensor<32x128x1xf32>
    %262 = stablehlo.custom_call @SPMDFullToShardShape(%261) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<32x128x1xf32>) -> tensor<4x128x1xf32>
    %263:5 = call @shmap_body_268(%224, %226, %228, %230, %232, %234, %236, %238, %240, %242, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262) : (tensor<4x128x64xbf16>, tensor<1024xi32>, tensor<1024xi32>, tensor<4x256x128xbf16>, tensor<4xi32>, tensor<1024x256xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<4x256x128xbf16>, tensor<4x128x256xbf16>, tensor<1024x128xbf16>, tensor<512x2xf32>, tensor<512x2x64xf32>, tensor<4x128x2x1xi32>, tensor<4x128x2xf32>, tensor<4x128x1xf32>, tensor<4x128x1xf32>) -> (tensor<4x128x256xbf16>, tensor<4x128x4xbf16>, tensor<4x256x128xbf16>, tensor<4x256x128xbf16>, tensor<4x128x256xbf16>)
    %264 = stablehlo.custom_call @Sharding(%263#0) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x256xbf16>) -> tensor<4x128x256xbf16>
    %265 = stablehlo.custom_call @SPMDShardToFullShape(%264) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<4x128x256xbf16>) -> tensor<8x128x256xbf16>
    %266 = stablehlo.custom_call @Sharding(%263#1) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x4xbf16>) -> tensor<4x128x4xbf16>
    %267 = stablehlo.custom_call @SPMDShardToFullShape(%266) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<4x128x4xbf16>) -> tensor<8x128x4xbf16>
    %268 = stablehlo.custom_call @Sharding(%263#2) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x128xbf16>) -> tensor<4x256x128xbf16>
    %269 = stablehlo.custom_call @SPMDShardToFullShape(%268) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x128xbf16>) -> tensor<4x256x512xbf16>
    %270 = stablehlo.custom_call @Sharding(%263#3) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x256x128xbf16>) -> tensor<4x256x128xbf16>
    %271 = stablehlo.custom_call @SPMDShardToFullShape(%270) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x256x128xbf16>) -> tensor<4x256x512xbf16>
    %272 = stablehlo.custom_call @Sharding(%263#4) {backend_config = "", mhlo.sharding = "{manual}"} : (tensor<4x128x256xbf16>) -> tensor<4x128x256xbf16>
    %273 = stablehlo.custom_call @SPMDShardToFullShape(%272) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x128x256xbf16>) -> tensor<4x512x256xbf16>
    %274 = stablehlo.convert %273 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %275 = stablehlo.convert %271 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %276 = stablehlo.convert %269 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %277 = stablehlo.dot_general %267, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4xbf16>, tensor<8x128x256xbf16>) -> tensor<4x256xbf16>
    %278 = stablehlo.transpose %277, dims = [1, 0] : (tensor<4x256xbf16>) -> tensor<256x4xbf16>
    %279 = stablehlo.dot_general %267, %173, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4xbf16>, tensor<256x4xbf16>) -> tensor<8x128x256xbf16>
    %280 = stablehlo.add %265, %279 : tensor<8x128x256xbf16>
    %281 = stablehlo.convert %278 : (tensor<256x4xbf16>) -> tensor<256x4xf32>
    %282 = stablehlo.custom_call @Sharding(%280) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %283 = stablehlo.multiply %167, %282 : tensor<8x128x256xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %284 = stablehlo.reduce(%283 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %285 = stablehlo.reshape %284 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %286 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %287 = stablehlo.multiply %282, %286 : tensor<8x128x256xbf16>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %288 = stablehlo.reduce(%285 init: %cst_25) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %289 = stablehlo.convert %288 : (tensor<256xbf16>) -> tensor<256xf32>
    %290 = stablehlo.convert %287 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %291 = stablehlo.multiply %151, %290 : tensor<8x128x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.reduce(%291 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %293 = stablehlo.reshape %292 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %294 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %295 = stablehlo.multiply %290, %294 : tensor<8x128x256xf32>
    %296 = stablehlo.multiply %293, %164 : tensor<8x128x1xf32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %298 = stablehlo.divide %296, %297 : tensor<8x128x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%298 init: %cst_28) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %300 = stablehlo.broadcast_in_dim %299, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %301 = stablehlo.multiply %300, %154 : tensor<8x128x256xf32>
    %302 = stablehlo.add %295, %301 : tensor<8x128x256xf32>
    %303 = stablehlo.convert %302 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %304 = stablehlo.add %221, %303 : tensor<8x128x256xbf16>
    %305 = stablehlo.custom_call @Sharding(%304) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %306 = stablehlo.dot_general %305, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x8x32xbf16>) -> tensor<256x8x32xbf16>
    %307 = stablehlo.transpose %306, dims = [1, 2, 0] : (tensor<256x8x32xbf16>) -> tensor<8x32x256xbf16>
    %308 = stablehlo.dot_general %305, %147, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x8x32xbf16>
    %309 = stablehlo.convert %307 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %310 = stablehlo.custom_call @Sharding(%308) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %311 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %312 = stablehlo.multiply %310, %311 : tensor<8x128x8x32xbf16>
    %313 = stablehlo.multiply %312, %140 : tensor<8x128x8x32xbf16>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %314 = stablehlo.reduce(%313 init: %cst_29) applies stablehlo.add across dimensions = [3] : (tensor<8x128x8x32xbf16>, tensor<bf16>) -> tensor<8x128x8xbf16>
    %315 = stablehlo.reshape %314 : (tensor<8x128x8xbf16>) -> tensor<8x128x8x1xbf16>
    %316 = stablehlo.negate %315 : tensor<8x128x8x1xbf16>
    %317 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %318 = stablehlo.divide %310, %317 : tensor<8x128x8x32xbf16>
    %319 = stablehlo.reshape %318 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %320 = stablehlo.transpose %319, dims = [0, 2, 4, 3, 1] : (tensor<8x128x4x2x32xbf16>) -> tensor<8x4x32x2x128xbf16>
    %321 = stablehlo.dot_general %320, %99, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x128xbf16>, tensor<8x128x4x32xbf16>) -> tensor<8x4x2x128x128xbf16>
    %322 = stablehlo.dot_general %320, %136, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x128xbf16>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x32x128xbf16>
    %323 = stablehlo.transpose %322, dims = [0, 3, 1, 2] : (tensor<8x4x32x128xbf16>) -> tensor<8x128x4x32xbf16>
    %324 = stablehlo.transpose %316, dims = [0, 2, 1, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x8x128x1xbf16>
    %325 = stablehlo.reshape %321 : (tensor<8x4x2x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %326 = stablehlo.convert %324 : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x1xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.reduce(%326 init: %cst_30) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %328 = stablehlo.broadcast_in_dim %327, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x128xf32>
    %329 = stablehlo.convert %328 : (tensor<8x8x128x128xf32>) -> tensor<8x8x128x128xbf16>
    %330 = stablehlo.add %325, %329 : tensor<8x8x128x128xbf16>
    %331 = stablehlo.multiply %330, %131 : tensor<8x8x128x128xbf16>
    %332 = stablehlo.negate %331 : tensor<8x8x128x128xbf16>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %333 = stablehlo.reduce(%332 init: %cst_31) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %334 = stablehlo.reshape %333 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %335 = stablehlo.reduce(%334 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %336 = stablehlo.divide %335, %127 : tensor<8x8x128xbf16>
    %337 = stablehlo.broadcast_in_dim %336, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x128xbf16>
    %338 = stablehlo.multiply %337, %126 : tensor<8x8x128x128xbf16>
    %339 = stablehlo.add %331, %338 : tensor<8x8x128x128xbf16>
    %340 = stablehlo.reshape %339 : (tensor<8x8x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %341 = call @_where_362(%120#1, %340) : (tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %342 = stablehlo.transpose %341, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x128x128xbf16>) -> tensor<8x4x128x128x2xbf16>
    %343 = stablehlo.dot_general %342, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xbf16>, tensor<8x128x4x32xbf16>) -> tensor<8x4x128x2x32xbf16>
    %344 = stablehlo.transpose %343, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x2x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %345 = stablehlo.dot_general %342, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xbf16>, tensor<8x128x4x2x32xbf16>) -> tensor<8x4x128x32xbf16>
    %346 = stablehlo.transpose %345, dims = [0, 2, 1, 3] : (tensor<8x4x128x32xbf16>) -> tensor<8x128x4x32xbf16>
    %347 = stablehlo.reshape %344 : (tensor<8x128x4x2x32xbf16>) -> tensor<8x128x8x32xbf16>
    %348 = stablehlo.custom_call @Sharding(%323) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %349 = stablehlo.custom_call @Sharding(%346) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %350 = stablehlo.custom_call @Sharding(%347) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %351 = stablehlo.slice %349 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %352 = stablehlo.slice %349 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %353 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %354 = stablehlo.multiply %352, %353 : tensor<8x128x4x16xbf16>
    %355 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %356 = stablehlo.multiply %352, %355 : tensor<8x128x4x16xbf16>
    %357 = stablehlo.negate %351 : tensor<8x128x4x16xbf16>
    %358 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %359 = stablehlo.multiply %357, %358 : tensor<8x128x4x16xbf16>
    %360 = stablehlo.add %356, %359 : tensor<8x128x4x16xbf16>
    %361 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %362 = stablehlo.multiply %351, %361 : tensor<8x128x4x16xbf16>
    %363 = stablehlo.add %354, %362 : tensor<8x128x4x16xbf16>
    %364 = stablehlo.concatenate %363, %360, dim = 3 : (tensor<8x128x4x16xbf16>, tensor<8x128x4x16xbf16>) -> tensor<8x128x4x32xbf16>
    %365 = stablehlo.slice %350 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %366 = stablehlo.slice %350 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %367 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %368 = stablehlo.multiply %366, %367 : tensor<8x128x8x16xbf16>
    %369 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %370 = stablehlo.multiply %366, %369 : tensor<8x128x8x16xbf16>
    %371 = stablehlo.negate %365 : tensor<8x128x8x16xbf16>
    %372 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %373 = stablehlo.multiply %371, %372 : tensor<8x128x8x16xbf16>
    %374 = stablehlo.add %370, %373 : tensor<8x128x8x16xbf16>
    %375 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %376 = stablehlo.multiply %365, %375 : tensor<8x128x8x16xbf16>
    %377 = stablehlo.add %368, %376 : tensor<8x128x8x16xbf16>
    %378 = stablehlo.concatenate %377, %374, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %379 = stablehlo.dot_general %348, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x256xbf16>) -> tensor<4x32x256xbf16>
    %380 = stablehlo.transpose %379, dims = [2, 0, 1] : (tensor<4x32x256xbf16>) -> tensor<256x4x32xbf16>
    %381 = stablehlo.dot_general %348, %29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x256xbf16>
    %382 = stablehlo.convert %380 : (tensor<256x4x32xbf16>) -> tensor<256x4x32xf32>
    %383 = stablehlo.dot_general %364, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x256xbf16>) -> tensor<4x32x256xbf16>
    %384 = stablehlo.transpose %383, dims = [2, 0, 1] : (tensor<4x32x256xbf16>) -> tensor<256x4x32xbf16>
    %385 = stablehlo.dot_general %364, %27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x256xbf16>
    %386 = stablehlo.add %381, %385 : tensor<8x128x256xbf16>
    %387 = stablehlo.convert %384 : (tensor<256x4x32xbf16>) -> tensor<256x4x32xf32>
    %388 = stablehlo.dot_general %378, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %389 = stablehlo.transpose %388, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %390 = stablehlo.dot_general %378, %25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %391 = stablehlo.convert %389 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %392 = stablehlo.custom_call @Sharding(%386) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %393 = stablehlo.custom_call @Sharding(%390) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %394 = stablehlo.add %392, %393 : tensor<8x128x256xbf16>
    %395 = stablehlo.custom_call @Sharding(%394) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %396 = stablehlo.multiply %17, %395 : tensor<8x128x256xbf16>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %397 = stablehlo.reduce(%396 init: %cst_33) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %398 = stablehlo.reshape %397 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %399 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %400 = stablehlo.multiply %395, %399 : tensor<8x128x256xbf16>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %401 = stablehlo.reduce(%398 init: %cst_34) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %402 = stablehlo.convert %401 : (tensor<256xbf16>) -> tensor<256xf32>
    %403 = stablehlo.convert %400 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %404 = stablehlo.multiply %1, %403 : tensor<8x128x256xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_35) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %406 = stablehlo.reshape %405 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %407 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %408 = stablehlo.multiply %403, %407 : tensor<8x128x256xf32>
    %409 = stablehlo.multiply %406, %14 : tensor<8x128x1xf32>
    %cst_36 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %411 = stablehlo.divide %409, %410 : tensor<8x128x1xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %414 = stablehlo.multiply %413, %4 : tensor<8x128x256xf32>
    %415 = stablehlo.add %408, %414 : tensor<8x128x256xf32>
    %416 = stablehlo.convert %415 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %417 = stablehlo.add %304, %416 : tensor<8x128x256xbf16>
    %418 = stablehlo.custom_call @Sharding(%417) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    return %418, %281, %276, %275, %274, %289, %402, %387, %309, %391, %382 : tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>
  }
  func.func private @_where_244(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_245(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x4x2x128x128xbf16>, %arg2: tensor<f32>) -> (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>) {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x4x2x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %3, %1 : tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>
  }
  func.func private @shmap_body_254(%arg0: tensor<4x128x256xbf16>, %arg1: tensor<4x128x4xbf16>, %arg2: tensor<4x256x128xbf16>, %arg3: tensor<4x256x128xbf16>, %arg4: tensor<4x128x256xbf16>) -> (tensor<1024xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1024xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<4xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive')]"}, tensor<1024x256xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<1024x128xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<1024x128xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<1024x128xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<1024x128xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<1024x128xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<1024x128xbf16> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<512x2xf32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None]"}, tensor<512x2x64xf32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None, None]"}, tensor<4x128x2x1xi32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None, None, None]"}, tensor<4x128x2xf32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None, None]"}, tensor<4x128x1xf32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None, None]"}, tensor<4x128x1xf32> {jax.result_info = "[('data', 'stage', 'fsdp', 'fsdp_transpose', 'sequence', 'context', 'context_autoregressive', 'tensor', 'tensor_transpose', 'tensor_sequence', 'expert', 'autoregressive'), None, None]"}) {
    %0 = stablehlo.reshape %arg0 : (tensor<4x128x256xbf16>) -> tensor<512x256xbf16>
    %values, %indices = chlo.top_k(%arg1, k = 2) : tensor<4x128x4xbf16> -> (tensor<4x128x2xbf16>, tensor<4x128x2xi32>)
    %1 = stablehlo.reshape %indices : (tensor<4x128x2xi32>) -> tensor<4x128x2x1xi32>
    %2 = stablehlo.convert %values : (tensor<4x128x2xbf16>) -> tensor<4x128x2xf32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.maximum across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
    %cst_0 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x128xf32>
    %5 = stablehlo.maximum %4, %3 : tensor<4x128xf32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %7 = stablehlo.broadcast_in_dim %6, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
    %8 = stablehlo.subtract %2, %7 : tensor<4x128x2xf32>
    %9 = stablehlo.exponential %8 : tensor<4x128x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%9 init: %cst_1) applies stablehlo.add across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
    %13 = stablehlo.divide %9, %12 : tensor<4x128x2xf32>
    %14 = stablehlo.multiply %11, %11 : tensor<4x128x1xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<4x128x1xf32>
    %16 = stablehlo.divide %15, %14 : tensor<4x128x1xf32>
    %17 = stablehlo.convert %13 : (tensor<4x128x2xf32>) -> tensor<4x128x2xbf16>
    %18 = stablehlo.reshape %indices : (tensor<4x128x2xi32>) -> tensor<1024xi32>
    %19 = call @argsort_260(%18) : (tensor<1024xi32>) -> tensor<1024xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %20 = call @floor_divide_261(%19, %c) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %21 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<512x256xbf16>) -> tensor<1x512x256xbf16>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1, 2] : (tensor<1x512x256xbf16>) -> tensor<2x512x256xbf16>
    %23 = stablehlo.reshape %22 : (tensor<2x512x256xbf16>) -> tensor<1024x256xbf16>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %24 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %25 = stablehlo.compare  LT, %20, %24,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_4 = stablehlo.constant dense<1024> : tensor<i32>
    %26 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %27 = stablehlo.add %20, %26 : tensor<1024xi32>
    %28 = stablehlo.select %25, %27, %20 : tensor<1024xi1>, tensor<1024xi32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %30 = "stablehlo.gather"(%23, %29) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<1024x1xi32>) -> tensor<1024x256xbf16>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %31 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %32 = call @clip_263(%18, %c_6) : (tensor<1024xi32>, tensor<i32>) -> tensor<1024xi32>
    %c_7 = stablehlo.constant dense<1> : tensor<i32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %33 = stablehlo.broadcast_in_dim %c_8, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %34 = stablehlo.compare  LT, %32, %33,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_9 = stablehlo.constant dense<4> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %36 = stablehlo.add %32, %35 : tensor<1024xi32>
    %37 = stablehlo.select %34, %36, %32 : tensor<1024xi1>, tensor<1024xi32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %39 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %40 = "stablehlo.scatter"(%31, %38, %39) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg5: tensor<i32>, %arg6: tensor<i32>):
      %101 = stablehlo.add %arg5, %arg6 : tensor<i32>
      stablehlo.return %101 : tensor<i32>
    }) : (tensor<4xi32>, tensor<1024x1xi32>, tensor<1024xi32>) -> tensor<4xi32>
    %41 = stablehlo.broadcast_in_dim %30, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %42 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
    %43 = call @cumsum(%40) : (tensor<4xi32>) -> tensor<4xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %44 = stablehlo.broadcast_in_dim %c_10, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %45 = stablehlo.slice %44 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %46 = stablehlo.slice %43 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %47 = stablehlo.concatenate %45, %46, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %48 = stablehlo.broadcast_in_dim %43, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %50 = stablehlo.compare  LE, %49, %42,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %51 = stablehlo.compare  LT, %42, %48,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %52 = stablehlo.and %50, %51 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %53 = stablehlo.broadcast_in_dim %cst_11, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %54 = stablehlo.select %52, %41, %53 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %55 = stablehlo.dot_general %54, %arg2, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
    %56 = stablehlo.broadcast_in_dim %30, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %57 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
    %58 = call @cumsum(%40) : (tensor<4xi32>) -> tensor<4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_12, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %60 = stablehlo.slice %59 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %61 = stablehlo.slice %58 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %62 = stablehlo.concatenate %60, %61, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %63 = stablehlo.broadcast_in_dim %58, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %64 = stablehlo.broadcast_in_dim %62, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %65 = stablehlo.compare  LE, %64, %57,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %66 = stablehlo.compare  LT, %57, %63,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %67 = stablehlo.and %65, %66 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %68 = stablehlo.broadcast_in_dim %cst_13, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %69 = stablehlo.select %67, %56, %68 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %70 = stablehlo.dot_general %69, %arg3, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
    %71:3 = call @silu_264(%55) : (tensor<1024x128xbf16>) -> (tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>)
    %72 = stablehlo.multiply %71#0, %70 : tensor<1024x128xbf16>
    %73 = stablehlo.broadcast_in_dim %72, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %74 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi32>
    %75 = call @cumsum_149(%40) : (tensor<4xi32>) -> tensor<4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %76 = stablehlo.broadcast_in_dim %c_14, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
    %77 = stablehlo.slice %76 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
    %78 = stablehlo.slice %75 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
    %79 = stablehlo.concatenate %77, %78, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %80 = stablehlo.broadcast_in_dim %75, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %82 = stablehlo.compare  LE, %81, %74,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %83 = stablehlo.compare  LT, %74, %80,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %84 = stablehlo.and %82, %83 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %85 = stablehlo.broadcast_in_dim %cst_15, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %86 = stablehlo.select %84, %73, %85 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %87 = stablehlo.dot_general %86, %arg4, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
    %88 = "stablehlo.reduce_scatter"(%87) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
    ^bb0(%arg5: tensor<bf16>, %arg6: tensor<bf16>):
      %101 = stablehlo.add %arg5, %arg6 : tensor<bf16>
      stablehlo.return %101 : tensor<bf16>
    }) : (tensor<1024x256xbf16>) -> tensor<1024x64xbf16>
    %89 = call @argsort_260(%19) : (tensor<1024xi32>) -> tensor<1024xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %90 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %91 = stablehlo.compare  LT, %89, %90,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_17 = stablehlo.constant dense<1024> : tensor<i32>
    %92 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %93 = stablehlo.add %89, %92 : tensor<1024xi32>
    %94 = stablehlo.select %91, %93, %89 : tensor<1024xi1>, tensor<1024xi32>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %96 = "stablehlo.gather"(%88, %95) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xbf16>, tensor<1024x1xi32>) -> tensor<1024x64xbf16>
    %97 = stablehlo.reshape %17 : (tensor<4x128x2xbf16>) -> tensor<512x2xbf16>
    %98 = stablehlo.reshape %96 : (tensor<1024x64xbf16>) -> tensor<512x2x64xbf16>
    %99 = stablehlo.convert %98 : (tensor<512x2x64xbf16>) -> tensor<512x2x64xf32>
    %100 = stablehlo.convert %97 : (tensor<512x2xbf16>) -> tensor<512x2xf32>
    return %89, %20, %40, %30, %71#1, %55, %71#2, %70, %71#0, %72, %100, %99, %1, %9, %11, %16 : tensor<1024xi32>, tensor<1024xi32>, tensor<4xi32>, tensor<1024x256xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<512x2xf32>, tensor<512x2x64xf32>, tensor<4x128x2x1xi32>, tensor<4x128x2xf32>, tensor<4x128x1xf32>, tensor<4x128x1xf32>
  }
  func.func private @argsort_260(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %1#1 : tensor<1024xi32>
  }
  func.func private @floor_divide_261(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
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
    %14 = call @_where_262(%11, %13, %2) : (tensor<1024xi1>, tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi32>
    return %14 : tensor<1024xi32>
  }
  func.func private @_where_262(%arg0: tensor<1024xi1>, %arg1: tensor<1024xi32>, %arg2: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<1024xi1>, tensor<1024xi32>
    return %0 : tensor<1024xi32>
  }
  func.func private @clip_263(%arg0: tensor<1024xi32>, %arg1: tensor<i32>) -> tensor<1024xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %2 = stablehlo.maximum %1, %arg0 : tensor<1024xi32>
    return %2 : tensor<1024xi32>
  }
  func.func private @silu_264(%arg0: tensor<1024x128xbf16>) -> (tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>) {
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
  func.func private @shmap_body_268(%arg0: tensor<4x128x64xbf16>, %arg1: tensor<1024xi32>, %arg2: tensor<1024xi32>, %arg3: tensor<4x256x128xbf16>, %arg4: tensor<4xi32>, %arg5: tensor<1024x256xbf16>, %arg6: tensor<1024x128xbf16>, %arg7: tensor<1024x128xbf16>, %arg8: tensor<1024x128xbf16>, %arg9: tensor<1024x128xbf16>, %arg10: tensor<1024x128xbf16>, %arg11: tensor<4x256x128xbf16>, %arg12: tensor<4x128x256xbf16>, %arg13: tensor<1024x128xbf16>, %arg14: tensor<512x2xf32>, %arg15: tensor<512x2x64xf32>, %arg16: tensor<4x128x2x1xi32>, %arg17: tensor<4x128x2xf32>, %arg18: tensor<4x128x1xf32>, %arg19: tensor<4x128x1xf32>) -> (tensor<4x128x256xbf16> {jax.result_info = "[('data', 'fsdp', 'fsdp_transpose', 'expert'), ('tensor_sequence', 'context', 'sequence'), None]"}, tensor<4x128x4xbf16> {jax.result_info = "[('data', 'fsdp', 'fsdp_transpose', 'expert'), ('tensor_sequence', 'context', 'sequence'), None]"}, tensor<4x256x128xbf16> {jax.result_info = "[('expert',), ('tensor_transpose',), ('tensor', 'tensor_sequence', 'autoregressive')]"}, tensor<4x256x128xbf16> {jax.result_info = "[('expert',), ('tensor_transpose',), ('tensor', 'tensor_sequence', 'autoregressive')]"}, tensor<4x128x256xbf16> {jax.result_info = "[('expert',), ('tensor', 'tensor_sequence', 'autoregressive'), ('tensor_transpose',)]"}) {
    %0 = stablehlo.convert %arg0 : (tensor<4x128x64xbf16>) -> tensor<4x128x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<4x128x64xf32>) -> tensor<512x64xf32>
    %2 = stablehlo.dot_general %1, %arg15, batching_dims = [0] x [0], contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x2x64xf32>) -> tensor<512x2xf32>
    %3 = stablehlo.dot_general %1, %arg14, batching_dims = [0] x [0], contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<512x64xf32>, tensor<512x2xf32>) -> tensor<512x64x2xf32>
    %4 = stablehlo.transpose %3, dims = [0, 2, 1] : (tensor<512x64x2xf32>) -> tensor<512x2x64xf32>
    %5 = stablehlo.convert %2 : (tensor<512x2xf32>) -> tensor<512x2xbf16>
    %6 = stablehlo.convert %4 : (tensor<512x2x64xf32>) -> tensor<512x2x64xbf16>
    %7 = stablehlo.reshape %6 : (tensor<512x2x64xbf16>) -> tensor<1024x64xbf16>
    %8 = stablehlo.reshape %5 : (tensor<512x2xbf16>) -> tensor<4x128x2xbf16>
    %9 = call @argsort_278(%arg1) : (tensor<1024xi32>) -> tensor<1024xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %10 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %11 = stablehlo.compare  LT, %9, %10,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %12 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %13 = stablehlo.add %9, %12 : tensor<1024xi32>
    %14 = stablehlo.select %11, %13, %9 : tensor<1024xi1>, tensor<1024xi32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %16 = "stablehlo.gather"(%7, %15) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 64>}> : (tensor<1024x64xbf16>, tensor<1024x1xi32>) -> tensor<1024x64xbf16>
    %17 = "stablehlo.all_gather"(%16) <{all_gather_dim = 1 : i64, channel_handle = #stablehlo.channel_handle<handle = 2, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> : (tensor<1024x64xbf16>) -> tensor<1024x256xbf16>
    %18 = stablehlo.broadcast_in_dim %arg13, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %19 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi32>
    %20 = call @cumsum_149(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %21 = stablehlo.broadcast_in_dim %c_1, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
    %22 = stablehlo.slice %21 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
    %23 = stablehlo.slice %20 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
    %24 = stablehlo.concatenate %22, %23, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %25 = stablehlo.broadcast_in_dim %20, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %26 = stablehlo.broadcast_in_dim %24, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %27 = stablehlo.compare  LE, %26, %19,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %28 = stablehlo.compare  LT, %19, %25,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %29 = stablehlo.and %27, %28 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %30 = stablehlo.broadcast_in_dim %cst, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %31 = stablehlo.select %29, %18, %30 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %32 = stablehlo.broadcast_in_dim %17, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %33 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi32>
    %34 = call @cumsum_149(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %35 = stablehlo.broadcast_in_dim %c_2, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
    %36 = stablehlo.slice %35 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
    %37 = stablehlo.slice %34 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
    %38 = stablehlo.concatenate %36, %37, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %39 = stablehlo.broadcast_in_dim %34, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %41 = stablehlo.compare  LE, %40, %33,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %42 = stablehlo.compare  LT, %33, %39,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %43 = stablehlo.and %41, %42 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %44 = stablehlo.broadcast_in_dim %cst_3, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %45 = stablehlo.select %43, %32, %44 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %46 = stablehlo.dot_general %31, %45, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x128xbf16>, tensor<4x1024x256xbf16>) -> tensor<4x128x256xbf16>
    %47 = stablehlo.transpose %arg12, dims = [0, 2, 1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x128x256xbf16>) -> tensor<4x256x128xbf16>
    %48 = stablehlo.broadcast_in_dim %17, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %49 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi32>
    %50 = call @cumsum_149(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %51 = stablehlo.broadcast_in_dim %c_4, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<i32>) -> tensor<4xi32>
    %52 = stablehlo.slice %51 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<1xi32>
    %53 = stablehlo.slice %50 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<3xi32>
    %54 = stablehlo.concatenate %52, %53, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %55 = stablehlo.broadcast_in_dim %50, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %56 = stablehlo.broadcast_in_dim %54, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %57 = stablehlo.compare  LE, %56, %49,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %58 = stablehlo.compare  LT, %49, %55,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %59 = stablehlo.and %57, %58 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %60 = stablehlo.broadcast_in_dim %cst_5, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %61 = stablehlo.select %59, %48, %60 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %62 = stablehlo.dot_general %61, %47, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,128,256"}} : (tensor<4x1024x256xbf16>, tensor<4x256x128xbf16>) -> tensor<1024x128xbf16>
    %63 = stablehlo.multiply %arg10, %62 : tensor<1024x128xbf16>
    %64 = stablehlo.multiply %62, %arg9 : tensor<1024x128xbf16>
    %65 = call @silu_292(%arg6, %arg7, %arg8, %64) : (tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<1024x128xbf16>) -> tensor<1024x128xbf16>
    %66 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %67 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
    %68 = call @cumsum(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %69 = stablehlo.broadcast_in_dim %c_6, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %70 = stablehlo.slice %69 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %71 = stablehlo.slice %68 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %72 = stablehlo.concatenate %70, %71, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %73 = stablehlo.broadcast_in_dim %68, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %74 = stablehlo.broadcast_in_dim %72, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %75 = stablehlo.compare  LE, %74, %67,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %76 = stablehlo.compare  LT, %67, %73,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %77 = stablehlo.and %75, %76 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %78 = stablehlo.broadcast_in_dim %cst_7, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %79 = stablehlo.select %77, %66, %78 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %80 = stablehlo.broadcast_in_dim %63, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %81 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
    %82 = call @cumsum(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_8 = stablehlo.constant dense<0> : tensor<i32>
    %83 = stablehlo.broadcast_in_dim %c_8, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %84 = stablehlo.slice %83 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %85 = stablehlo.slice %82 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %86 = stablehlo.concatenate %84, %85, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %87 = stablehlo.broadcast_in_dim %82, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %88 = stablehlo.broadcast_in_dim %86, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %89 = stablehlo.compare  LE, %88, %81,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %90 = stablehlo.compare  LT, %81, %87,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %91 = stablehlo.and %89, %90 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %92 = stablehlo.broadcast_in_dim %cst_9, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %93 = stablehlo.select %91, %80, %92 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %94 = stablehlo.dot_general %79, %93, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x1024x128xbf16>) -> tensor<4x256x128xbf16>
    %95 = stablehlo.transpose %arg11, dims = [0, 2, 1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x256x128xbf16>) -> tensor<4x128x256xbf16>
    %96 = stablehlo.broadcast_in_dim %63, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %97 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
    %98 = call @cumsum(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %99 = stablehlo.broadcast_in_dim %c_10, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %100 = stablehlo.slice %99 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %101 = stablehlo.slice %98 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %102 = stablehlo.concatenate %100, %101, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %103 = stablehlo.broadcast_in_dim %98, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %104 = stablehlo.broadcast_in_dim %102, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %105 = stablehlo.compare  LE, %104, %97,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %106 = stablehlo.compare  LT, %97, %103,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %107 = stablehlo.and %105, %106 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %108 = stablehlo.broadcast_in_dim %cst_11, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %109 = stablehlo.select %107, %96, %108 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %110 = stablehlo.dot_general %109, %95, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
    %111 = stablehlo.broadcast_in_dim %arg5, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x256xbf16>) -> tensor<4x1024x256xbf16>
    %112 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi32>
    %113 = call @cumsum(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %114 = stablehlo.broadcast_in_dim %c_12, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %115 = stablehlo.slice %114 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %116 = stablehlo.slice %113 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %117 = stablehlo.concatenate %115, %116, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %118 = stablehlo.broadcast_in_dim %113, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %119 = stablehlo.broadcast_in_dim %117, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x256xi32>
    %120 = stablehlo.compare  LE, %119, %112,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %121 = stablehlo.compare  LT, %112, %118,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xi32>, tensor<4x1024x256xi32>) -> tensor<4x1024x256xi1>
    %122 = stablehlo.and %120, %121 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %123 = stablehlo.broadcast_in_dim %cst_13, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x256xbf16>
    %124 = stablehlo.select %122, %111, %123 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x256xi1>, tensor<4x1024x256xbf16>
    %125 = stablehlo.broadcast_in_dim %65, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %126 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
    %127 = call @cumsum(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %128 = stablehlo.broadcast_in_dim %c_14, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %129 = stablehlo.slice %128 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %130 = stablehlo.slice %127 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %131 = stablehlo.concatenate %129, %130, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %132 = stablehlo.broadcast_in_dim %127, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %134 = stablehlo.compare  LE, %133, %126,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %135 = stablehlo.compare  LT, %126, %132,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %136 = stablehlo.and %134, %135 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %137 = stablehlo.broadcast_in_dim %cst_15, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %138 = stablehlo.select %136, %125, %137 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %139 = stablehlo.dot_general %124, %138, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x256xbf16>, tensor<4x1024x128xbf16>) -> tensor<4x256x128xbf16>
    %140 = stablehlo.transpose %arg3, dims = [0, 2, 1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x256x128xbf16>) -> tensor<4x128x256xbf16>
    %141 = stablehlo.broadcast_in_dim %65, dims = [1, 2] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1024x128xbf16>) -> tensor<4x1024x128xbf16>
    %142 = stablehlo.iota dim = 1 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi32>
    %143 = call @cumsum(%arg4) : (tensor<4xi32>) -> tensor<4xi32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %144 = stablehlo.broadcast_in_dim %c_16, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<i32>) -> tensor<4xi32>
    %145 = stablehlo.slice %144 [0:1] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<1xi32>
    %146 = stablehlo.slice %143 [0:3] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<3xi32>
    %147 = stablehlo.concatenate %145, %146, dim = 0 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<1xi32>, tensor<3xi32>) -> tensor<4xi32>
    %148 = stablehlo.broadcast_in_dim %143, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %149 = stablehlo.broadcast_in_dim %147, dims = [0] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4xi32>) -> tensor<4x1024x128xi32>
    %150 = stablehlo.compare  LE, %149, %142,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %151 = stablehlo.compare  LT, %142, %148,  SIGNED {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xi32>, tensor<4x1024x128xi32>) -> tensor<4x1024x128xi1>
    %152 = stablehlo.and %150, %151 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %153 = stablehlo.broadcast_in_dim %cst_17, dims = [] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<bf16>) -> tensor<4x1024x128xbf16>
    %154 = stablehlo.select %152, %141, %153 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<4x1024x128xi1>, tensor<4x1024x128xbf16>
    %155 = stablehlo.dot_general %154, %140, contracting_dims = [2, 0] x [1, 0], precision = [DEFAULT, DEFAULT] {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : (tensor<4x1024x128xbf16>, tensor<4x128x256xbf16>) -> tensor<1024x256xbf16>
    %156 = stablehlo.add %110, %155 {mhlo.frontend_attributes = {ragged_dot_tiling = "512,256,128"}} : tensor<1024x256xbf16>
    %157 = call @argsort_278(%arg2) : (tensor<1024xi32>) -> tensor<1024xi32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %158 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %159 = stablehlo.compare  LT, %157, %158,  SIGNED : (tensor<1024xi32>, tensor<1024xi32>) -> tensor<1024xi1>
    %c_19 = stablehlo.constant dense<1024> : tensor<i32>
    %160 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<1024xi32>
    %161 = stablehlo.add %157, %160 : tensor<1024xi32>
    %162 = stablehlo.select %159, %161, %157 : tensor<1024xi1>, tensor<1024xi32>
    %163 = stablehlo.broadcast_in_dim %162, dims = [0] : (tensor<1024xi32>) -> tensor<1024x1xi32>
    %164 = "stablehlo.gather"(%156, %163) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<1024x1xi32>) -> tensor<1024x256xbf16>
    %165 = stablehlo.reshape %164 : (tensor<1024x256xbf16>) -> tensor<2x512x256xbf16>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %166 = stablehlo.reduce(%165 init: %cst_20) applies stablehlo.add across dimensions = [0] : (tensor<2x512x256xbf16>, tensor<bf16>) -> tensor<512x256xbf16>
    %167 = stablehlo.broadcast_in_dim %166, dims = [1, 2] : (tensor<512x256xbf16>) -> tensor<1x512x256xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %168 = stablehlo.reduce(%167 init: %cst_21) applies stablehlo.add across dimensions = [0] : (tensor<1x512x256xbf16>, tensor<bf16>) -> tensor<512x256xbf16>
    %169 = stablehlo.convert %8 : (tensor<4x128x2xbf16>) -> tensor<4x128x2xf32>
    %170 = stablehlo.broadcast_in_dim %arg19, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
    %171 = stablehlo.multiply %169, %170 : tensor<4x128x2xf32>
    %172 = stablehlo.multiply %171, %arg17 : tensor<4x128x2xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %173 = stablehlo.reduce(%172 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<4x128x2xf32>, tensor<f32>) -> tensor<4x128xf32>
    %174 = stablehlo.reshape %173 : (tensor<4x128xf32>) -> tensor<4x128x1xf32>
    %175 = stablehlo.negate %174 : tensor<4x128x1xf32>
    %176 = stablehlo.broadcast_in_dim %arg18, dims = [0, 1, 2] : (tensor<4x128x1xf32>) -> tensor<4x128x2xf32>
    %177 = stablehlo.divide %169, %176 : tensor<4x128x2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %178 = stablehlo.reduce(%175 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<4x128x1xf32>, tensor<f32>) -> tensor<4x128xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1] : (tensor<4x128xf32>) -> tensor<4x128x2xf32>
    %180 = stablehlo.add %177, %179 : tensor<4x128x2xf32>
    %181 = stablehlo.multiply %180, %arg17 : tensor<4x128x2xf32>
    %182 = stablehlo.convert %181 : (tensor<4x128x2xf32>) -> tensor<4x128x2xbf16>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %183 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<bf16>) -> tensor<4x128x4xbf16>
    %184 = "stablehlo.scatter"(%183, %arg16, %182) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg20: tensor<bf16>, %arg21: tensor<bf16>):
      %191 = stablehlo.add %arg20, %arg21 : tensor<bf16>
      stablehlo.return %191 : tensor<bf16>
    }) : (tensor<4x128x4xbf16>, tensor<4x128x2x1xi32>, tensor<4x128x2xbf16>) -> tensor<4x128x4xbf16>
    %185 = stablehlo.reshape %168 : (tensor<512x256xbf16>) -> tensor<4x128x256xbf16>
    %186 = "stablehlo.all_reduce"(%185) <{channel_handle = #stablehlo.channel_handle<handle = 3, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg20: tensor<bf16>, %arg21: tensor<bf16>):
      %191 = stablehlo.add %arg20, %arg21 : tensor<bf16>
      stablehlo.return %191 : tensor<bf16>
    }) : (tensor<4x128x256xbf16>) -> tensor<4x128x256xbf16>
    %187 = "stablehlo.all_reduce"(%184) <{channel_handle = #stablehlo.channel_handle<handle = 4, type = 1>, replica_groups = dense<[[0, 1, 2, 3], [4, 5, 6, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
    ^bb0(%arg20: tensor<bf16>, %arg21: tensor<bf16>):
      %191 = stablehlo.add %arg20, %arg21 : tensor<bf16>
      stablehlo.return %191 : tensor<bf16>
    }) : (tensor<4x128x4xbf16>) -> tensor<4x128x4xbf16>
    %188 = "stablehlo.all_reduce"(%139) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg20: tensor<bf16>, %arg21: tensor<bf16>):
      %191 = stablehlo.add %arg20, %arg21 : tensor<bf16>
      stablehlo.return %191 : tensor<bf16>
    }) : (tensor<4x256x128xbf16>) -> tensor<4x256x128xbf16>
    %189 = "stablehlo.all_reduce"(%94) <{channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg20: tensor<bf16>, %arg21: tensor<bf16>):
      %191 = stablehlo.add %arg20, %arg21 : tensor<bf16>
      stablehlo.return %191 : tensor<bf16>
    }) : (tensor<4x256x128xbf16>) -> tensor<4x256x128xbf16>
    %190 = "stablehlo.all_reduce"(%46) <{channel_handle = #stablehlo.channel_handle<handle = 6, type = 1>, replica_groups = dense<[[0, 4], [1, 5], [2, 6], [3, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
    ^bb0(%arg20: tensor<bf16>, %arg21: tensor<bf16>):
      %191 = stablehlo.add %arg20, %arg21 : tensor<bf16>
      stablehlo.return %191 : tensor<bf16>
    }) : (tensor<4x128x256xbf16>) -> tensor<4x128x256xbf16>
    return %186, %187, %188, %189, %190 : tensor<4x128x256xbf16>, tensor<4x128x4xbf16>, tensor<4x256x128xbf16>, tensor<4x256x128xbf16>, tensor<4x128x256xbf16>
  }
  func.func private @argsort_278(%arg0: tensor<1024xi32>) -> tensor<1024xi32> {
    %0 = stablehlo.iota dim = 0 : tensor<1024xi32>
    %1:2 = "stablehlo.sort"(%arg0, %0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>, %arg3: tensor<i32>, %arg4: tensor<i32>):
      %2 = stablehlo.compare  LT, %arg1, %arg2,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %2 : tensor<i1>
    }) : (tensor<1024xi32>, tensor<1024xi32>) -> (tensor<1024xi32>, tensor<1024xi32>)
    return %1#1 : tensor<1024xi32>
  }
  func.func private @silu_292(%arg0: tensor<1024x128xbf16>, %arg1: tensor<1024x128xbf16>, %arg2: tensor<1024x128xbf16>, %arg3: tensor<1024x128xbf16>) -> tensor<1024x128xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<1024x128xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<1024x128xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<1024x128xbf16>
    %3 = stablehlo.add %1, %2 : tensor<1024x128xbf16>
    return %3 : tensor<1024x128xbf16>
  }
  func.func private @_where_362(%arg0: tensor<8x4x2x128x128xi1>, %arg1: tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %1 : tensor<8x4x2x128x128xbf16>
  }
  func.func private @_where_534(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @clip_579(%arg0: tensor<i32>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %1 = stablehlo.maximum %0, %arg0 : tensor<i32>
    %2 = stablehlo.convert %arg2 : tensor<i32>
    %3 = stablehlo.minimum %2, %1 : tensor<i32>
    return %3 : tensor<i32>
  }
  func.func private @_where_587(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
