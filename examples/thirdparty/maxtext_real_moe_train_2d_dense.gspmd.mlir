module @jit_maxtext_real_moe_train_2d_dense attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
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
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %77 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x128x4xbf16>
    %78 = stablehlo.iota dim = 0 : tensor<8xi32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1xi32>
    %80 = stablehlo.iota dim = 0 : tensor<128xi32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %82 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %83 = stablehlo.compare  LT, %79, %82,  SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %c_14 = stablehlo.constant dense<8> : tensor<i32>
    %84 = stablehlo.broadcast_in_dim %c_14, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %85 = stablehlo.add %79, %84 : tensor<8x1x1xi32>
    %86 = stablehlo.select %83, %85, %79 : tensor<8x1x1xi1>, tensor<8x1x1xi32>
    %c_15 = stablehlo.constant dense<0> : tensor<i32>
    %87 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %88 = stablehlo.compare  LT, %81, %87,  SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %c_16 = stablehlo.constant dense<128> : tensor<i32>
    %89 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %90 = stablehlo.add %81, %89 : tensor<128x1xi32>
    %91 = stablehlo.select %88, %90, %81 : tensor<128x1xi1>, tensor<128x1xi32>
    %92 = stablehlo.broadcast_in_dim %86, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x128x2xi32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [1, 2] : (tensor<128x1xi32>) -> tensor<8x128x2xi32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %95 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %96 = stablehlo.iota dim = 0 : tensor<2048xui32>
    %97 = stablehlo.reshape %96 : (tensor<2048xui32>) -> tensor<8x128x2xui32>
    %c_17 = stablehlo.constant dense<1> : tensor<ui32>
    %98 = stablehlo.broadcast_in_dim %c_17, dims = [] : (tensor<ui32>) -> tensor<8x128x2xui32>
    %99 = stablehlo.add %97, %98 : tensor<8x128x2xui32>
    %c_18 = stablehlo.constant dense<0> : tensor<ui32>
    %100 = stablehlo.broadcast_in_dim %c_18, dims = [] : (tensor<ui32>) -> tensor<8x128x4xui32>
    %c_19 = stablehlo.constant dense<0> : tensor<ui32>
    %101 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<ui32>) -> tensor<8x128x4xui32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %102 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<bf16>) -> tensor<8x128x4xbf16>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %103 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<bf16>) -> tensor<8x128x2xbf16>
    %104 = call @_one_hot() : () -> tensor<1x1x1x4xi32>
    %105 = call @_one_hot() : () -> tensor<1x1x1x4xi32>
    %106 = call @_one_hot_46() : () -> tensor<1x1x1x81xi32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<2xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %108 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<bf16>) -> tensor<2x8x128x256xbf16>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %109:31 = stablehlo.while(%iterArg = %9, %iterArg_265 = %10, %iterArg_266 = %11, %iterArg_267 = %12, %iterArg_268 = %13, %iterArg_269 = %14, %iterArg_270 = %15, %iterArg_271 = %16, %iterArg_272 = %17, %iterArg_273 = %18, %iterArg_274 = %100, %iterArg_275 = %94, %iterArg_276 = %95, %iterArg_277 = %58, %iterArg_278 = %56, %iterArg_279 = %38, %iterArg_280 = %36, %iterArg_281 = %76#0, %iterArg_282 = %76#1, %iterArg_283 = %99, %iterArg_284 = %101, %iterArg_285 = %102, %iterArg_286 = %77, %iterArg_287 = %103, %iterArg_288 = %105, %iterArg_289 = %106, %iterArg_290 = %104, %iterArg_291 = %c_24, %iterArg_292 = %8, %iterArg_293 = %107, %iterArg_294 = %108) : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<8x128x4xui32>, tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<8x128x2xui32>, tensor<8x128x4xui32>, tensor<8x128x4xbf16>, tensor<8x128x4xbf16>, tensor<8x128x2xbf16>, tensor<1x1x1x4xi32>, tensor<1x1x1x81xi32>, tensor<1x1x1x4xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2xf32>, tensor<2x8x128x256xbf16>
    cond {
      %c_295 = stablehlo.constant dense<2> : tensor<i32>
      %897 = stablehlo.compare  LT, %iterArg_291, %c_295,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %897 : tensor<i1>
    } do {
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %897 = stablehlo.dynamic_slice %iterArg, %iterArg_291, %c_295, %c_296, sizes = [1, 256, 4] : (tensor<2x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4xf32>
      %898 = stablehlo.reshape %897 : (tensor<1x256x4xf32>) -> tensor<256x4xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %899 = stablehlo.dynamic_slice %iterArg_265, %iterArg_291, %c_297, %c_298, %c_299, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %900 = stablehlo.reshape %899 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %901 = stablehlo.dynamic_slice %iterArg_266, %iterArg_291, %c_300, %c_301, %c_302, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %902 = stablehlo.reshape %901 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_303 = stablehlo.constant dense<0> : tensor<i32>
      %c_304 = stablehlo.constant dense<0> : tensor<i32>
      %c_305 = stablehlo.constant dense<0> : tensor<i32>
      %903 = stablehlo.dynamic_slice %iterArg_267, %iterArg_291, %c_303, %c_304, %c_305, sizes = [1, 4, 512, 256] : (tensor<2x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x256xf32>
      %904 = stablehlo.reshape %903 : (tensor<1x4x512x256xf32>) -> tensor<4x512x256xf32>
      %c_306 = stablehlo.constant dense<0> : tensor<i32>
      %905 = stablehlo.dynamic_slice %iterArg_268, %iterArg_291, %c_306, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %906 = stablehlo.reshape %905 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_307 = stablehlo.constant dense<0> : tensor<i32>
      %907 = stablehlo.dynamic_slice %iterArg_269, %iterArg_291, %c_307, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %908 = stablehlo.reshape %907 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_308 = stablehlo.constant dense<0> : tensor<i32>
      %c_309 = stablehlo.constant dense<0> : tensor<i32>
      %c_310 = stablehlo.constant dense<0> : tensor<i32>
      %909 = stablehlo.dynamic_slice %iterArg_270, %iterArg_291, %c_308, %c_309, %c_310, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %910 = stablehlo.reshape %909 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_311 = stablehlo.constant dense<0> : tensor<i32>
      %c_312 = stablehlo.constant dense<0> : tensor<i32>
      %c_313 = stablehlo.constant dense<0> : tensor<i32>
      %911 = stablehlo.dynamic_slice %iterArg_271, %iterArg_291, %c_311, %c_312, %c_313, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %912 = stablehlo.reshape %911 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_314 = stablehlo.constant dense<0> : tensor<i32>
      %c_315 = stablehlo.constant dense<0> : tensor<i32>
      %c_316 = stablehlo.constant dense<0> : tensor<i32>
      %913 = stablehlo.dynamic_slice %iterArg_272, %iterArg_291, %c_314, %c_315, %c_316, sizes = [1, 256, 8, 32] : (tensor<2x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %914 = stablehlo.reshape %913 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_317 = stablehlo.constant dense<0> : tensor<i32>
      %c_318 = stablehlo.constant dense<0> : tensor<i32>
      %c_319 = stablehlo.constant dense<0> : tensor<i32>
      %915 = stablehlo.dynamic_slice %iterArg_273, %iterArg_291, %c_317, %c_318, %c_319, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %916 = stablehlo.reshape %915 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %917:3 = func.call @closed_call(%iterArg_274, %iterArg_275, %iterArg_276, %iterArg_277, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %iterArg_292, %898, %900, %902, %904, %906, %908, %910, %912, %914, %916) : (tensor<8x128x4xui32>, tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<8x128x2xui32>, tensor<8x128x4xui32>, tensor<8x128x4xbf16>, tensor<8x128x4xbf16>, tensor<8x128x2xbf16>, tensor<1x1x1x4xi32>, tensor<1x1x1x81xi32>, tensor<1x1x1x4xi32>, tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>) -> (tensor<8x128x256xbf16>, tensor<f32>, tensor<8x128x256xbf16>)
      %918 = stablehlo.broadcast_in_dim %917#1, dims = [] : (tensor<f32>) -> tensor<1xf32>
      %919 = stablehlo.dynamic_update_slice %iterArg_293, %918, %iterArg_291 : (tensor<2xf32>, tensor<1xf32>, tensor<i32>) -> tensor<2xf32>
      %920 = stablehlo.broadcast_in_dim %917#2, dims = [1, 2, 3] : (tensor<8x128x256xbf16>) -> tensor<1x8x128x256xbf16>
      %c_320 = stablehlo.constant dense<0> : tensor<i32>
      %c_321 = stablehlo.constant dense<0> : tensor<i32>
      %c_322 = stablehlo.constant dense<0> : tensor<i32>
      %921 = stablehlo.dynamic_update_slice %iterArg_294, %920, %iterArg_291, %c_320, %c_321, %c_322 : (tensor<2x8x128x256xbf16>, tensor<1x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x128x256xbf16>
      %c_323 = stablehlo.constant dense<1> : tensor<i32>
      %922 = stablehlo.add %iterArg_291, %c_323 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_274, %iterArg_275, %iterArg_276, %iterArg_277, %iterArg_278, %iterArg_279, %iterArg_280, %iterArg_281, %iterArg_282, %iterArg_283, %iterArg_284, %iterArg_285, %iterArg_286, %iterArg_287, %iterArg_288, %iterArg_289, %iterArg_290, %922, %917#0, %919, %921 : tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<8x128x4xui32>, tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x128x1x16xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<8x128x2xui32>, tensor<8x128x4xui32>, tensor<8x128x4xbf16>, tensor<8x128x4xbf16>, tensor<8x128x2xbf16>, tensor<1x1x1x4xi32>, tensor<1x1x1x81xi32>, tensor<1x1x1x4xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2xf32>, tensor<2x8x128x256xbf16>
    }
    %110 = stablehlo.convert %109#28 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %111 = stablehlo.multiply %110, %110 : tensor<8x128x256xf32>
    %cst_25 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %113 = stablehlo.multiply %112, %110 : tensor<8x128x256xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%111 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_27 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8x128x1xf32>
    %cst_28 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %119 = stablehlo.add %117, %118 : tensor<8x128x1xf32>
    %120 = stablehlo.rsqrt %119 : tensor<8x128x1xf32>
    %121 = stablehlo.divide %120, %119 : tensor<8x128x1xf32>
    %cst_29 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %123 = stablehlo.multiply %122, %121 : tensor<8x128x1xf32>
    %124 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %125 = stablehlo.multiply %110, %124 : tensor<8x128x256xf32>
    %126 = stablehlo.convert %125 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %127 = stablehlo.convert %arg1 : (tensor<256xf32>) -> tensor<256xbf16>
    %128 = stablehlo.broadcast_in_dim %127, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %129 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %130 = stablehlo.multiply %126, %129 : tensor<8x128x256xbf16>
    %131 = stablehlo.convert %arg12 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %132 = stablehlo.dot_general %130, %131, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x1024xbf16>
    %133 = stablehlo.custom_call @Sharding(%132) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xbf16>
    %134 = stablehlo.convert %133 : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xf32>
    %135 = call @_one_hot_202(%arg45) : (tensor<8x128xi32>) -> tensor<8x128x1024xf32>
    %cst_30 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %136 = stablehlo.reduce(%134 init: %cst_30) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %138 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %139 = stablehlo.subtract %134, %138 : tensor<8x128x1024xf32>
    %140 = stablehlo.exponential %139 : tensor<8x128x1024xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %141 = stablehlo.reduce(%140 init: %cst_31) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %143 = stablehlo.log %142 : tensor<8x128x1xf32>
    %144 = stablehlo.broadcast_in_dim %143, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %145 = stablehlo.subtract %139, %144 : tensor<8x128x1024xf32>
    %146 = stablehlo.multiply %135, %145 : tensor<8x128x1024xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %148 = stablehlo.negate %147 : tensor<8x128xf32>
    %149 = stablehlo.log %142 : tensor<8x128x1xf32>
    %150 = stablehlo.add %149, %137 : tensor<8x128x1xf32>
    %151 = stablehlo.reshape %150 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %152 = stablehlo.multiply %151, %151 : tensor<8x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %154 = stablehlo.multiply %153, %152 : tensor<8x128xf32>
    %155 = stablehlo.add %148, %154 : tensor<8x128xf32>
    %156 = stablehlo.custom_call @Sharding(%155) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %c_34 = stablehlo.constant dense<0> : tensor<i32>
    %157 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %158 = stablehlo.compare  NE, %arg46, %157,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %159 = stablehlo.convert %158 : (tensor<8x128xi1>) -> tensor<8x128xf32>
    %160 = stablehlo.multiply %156, %159 : tensor<8x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.reduce(%160 init: %cst_35) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %162 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %163 = stablehlo.compare  NE, %arg46, %162,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %164 = stablehlo.convert %163 : (tensor<8x128xi1>) -> tensor<8x128xi32>
    %c_37 = stablehlo.constant dense<0> : tensor<i32>
    %165 = stablehlo.reduce(%164 init: %c_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xi32>, tensor<i32>) -> tensor<i32>
    %166 = stablehlo.convert %165 : (tensor<i32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %167 = stablehlo.add %166, %cst_38 : tensor<f32>
    %168 = stablehlo.convert %167 : tensor<f32>
    %169 = stablehlo.divide %161, %168 : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %109#29, dims = [1] : (tensor<2xf32>) -> tensor<1x2xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %171 = stablehlo.reduce(%170 init: %cst_39) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_40 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %172 = stablehlo.divide %171, %cst_40 : tensor<f32>
    %173 = stablehlo.add %169, %172 : tensor<f32>
    %cst_41 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<f32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %175 = stablehlo.divide %174, %cst_42 : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %175, dims = [] : (tensor<f32>) -> tensor<1x2xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %177 = stablehlo.reduce(%176 init: %cst_43) applies stablehlo.add across dimensions = [0] : (tensor<1x2xf32>, tensor<f32>) -> tensor<2xf32>
    %178 = stablehlo.divide %174, %168 : tensor<f32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %180 = stablehlo.multiply %179, %159 : tensor<8x128xf32>
    %181 = stablehlo.custom_call @Sharding(%180) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %183 = stablehlo.multiply %182, %151 : tensor<8x128xf32>
    %cst_45 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %185 = stablehlo.add %184, %183 : tensor<8x128xf32>
    %186 = stablehlo.broadcast_in_dim %185, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %188 = stablehlo.multiply %187, %140 : tensor<8x128x1024xf32>
    %189 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %190 = stablehlo.divide %188, %189 : tensor<8x128x1024xf32>
    %191 = stablehlo.subtract %190, %135 : tensor<8x128x1024xf32>
    %192 = stablehlo.broadcast_in_dim %181, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %194 = stablehlo.multiply %193, %191 : tensor<8x128x1024xf32>
    %195 = stablehlo.convert %194 : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xbf16>
    %196 = stablehlo.custom_call @Sharding(%195) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xbf16>
    %197 = stablehlo.dot_general %196, %130, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %198 = stablehlo.transpose %197, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %199 = stablehlo.dot_general %196, %131, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x256xbf16>
    %200 = stablehlo.convert %198 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %201 = stablehlo.multiply %126, %199 : tensor<8x128x256xbf16>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %202 = stablehlo.reduce(%201 init: %cst_46) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %203 = stablehlo.reshape %202 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %204 = stablehlo.broadcast_in_dim %128, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %205 = stablehlo.multiply %199, %204 : tensor<8x128x256xbf16>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %206 = stablehlo.reduce(%203 init: %cst_47) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %207 = stablehlo.convert %206 : (tensor<256xbf16>) -> tensor<256xf32>
    %208 = stablehlo.convert %205 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %209 = stablehlo.multiply %110, %208 : tensor<8x128x256xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %210 = stablehlo.reduce(%209 init: %cst_48) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %211 = stablehlo.reshape %210 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %212 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %213 = stablehlo.multiply %208, %212 : tensor<8x128x256xf32>
    %214 = stablehlo.multiply %211, %123 : tensor<8x128x1xf32>
    %cst_49 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x128x1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %217 = stablehlo.reduce(%216 init: %cst_50) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %218 = stablehlo.broadcast_in_dim %217, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %219 = stablehlo.multiply %218, %113 : tensor<8x128x256xf32>
    %220 = stablehlo.add %213, %219 : tensor<8x128x256xf32>
    %221 = stablehlo.convert %220 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<2x256x4xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %223 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<2x4x256x512xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %224 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<2x4x256x512xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<2x4x512x256xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<2x256xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<2x256x4x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<2x8x32x256xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %230 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<2x256x8x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<2x256x4x32xf32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %232:26 = stablehlo.while(%iterArg = %177, %iterArg_265 = %9, %iterArg_266 = %10, %iterArg_267 = %11, %iterArg_268 = %12, %iterArg_269 = %13, %iterArg_270 = %14, %iterArg_271 = %15, %iterArg_272 = %16, %iterArg_273 = %17, %iterArg_274 = %18, %iterArg_275 = %109#30, %iterArg_276 = %arg44, %iterArg_277 = %arg43, %iterArg_278 = %c_61, %iterArg_279 = %221, %iterArg_280 = %222, %iterArg_281 = %223, %iterArg_282 = %224, %iterArg_283 = %225, %iterArg_284 = %226, %iterArg_285 = %227, %iterArg_286 = %228, %iterArg_287 = %229, %iterArg_288 = %230, %iterArg_289 = %231) : tensor<2xf32>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<2x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>
    cond {
      %c_290 = stablehlo.constant dense<2> : tensor<i32>
      %897 = stablehlo.compare  LT, %iterArg_278, %c_290,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %897 : tensor<i1>
    } do {
      %c_290 = stablehlo.constant dense<2> : tensor<i32>
      %897 = stablehlo.subtract %c_290, %iterArg_278 : tensor<i32>
      %c_291 = stablehlo.constant dense<1> : tensor<i32>
      %898 = stablehlo.subtract %897, %c_291 : tensor<i32>
      %899 = stablehlo.dynamic_slice %iterArg, %898, sizes = [1] : (tensor<2xf32>, tensor<i32>) -> tensor<1xf32>
      %900 = stablehlo.reshape %899 : (tensor<1xf32>) -> tensor<f32>
      %c_292 = stablehlo.constant dense<0> : tensor<i32>
      %c_293 = stablehlo.constant dense<0> : tensor<i32>
      %901 = stablehlo.dynamic_slice %iterArg_265, %898, %c_292, %c_293, sizes = [1, 256, 4] : (tensor<2x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4xf32>
      %902 = stablehlo.reshape %901 : (tensor<1x256x4xf32>) -> tensor<256x4xf32>
      %c_294 = stablehlo.constant dense<0> : tensor<i32>
      %c_295 = stablehlo.constant dense<0> : tensor<i32>
      %c_296 = stablehlo.constant dense<0> : tensor<i32>
      %903 = stablehlo.dynamic_slice %iterArg_266, %898, %c_294, %c_295, %c_296, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %904 = stablehlo.reshape %903 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_297 = stablehlo.constant dense<0> : tensor<i32>
      %c_298 = stablehlo.constant dense<0> : tensor<i32>
      %c_299 = stablehlo.constant dense<0> : tensor<i32>
      %905 = stablehlo.dynamic_slice %iterArg_267, %898, %c_297, %c_298, %c_299, sizes = [1, 4, 256, 512] : (tensor<2x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x256x512xf32>
      %906 = stablehlo.reshape %905 : (tensor<1x4x256x512xf32>) -> tensor<4x256x512xf32>
      %c_300 = stablehlo.constant dense<0> : tensor<i32>
      %c_301 = stablehlo.constant dense<0> : tensor<i32>
      %c_302 = stablehlo.constant dense<0> : tensor<i32>
      %907 = stablehlo.dynamic_slice %iterArg_268, %898, %c_300, %c_301, %c_302, sizes = [1, 4, 512, 256] : (tensor<2x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x512x256xf32>
      %908 = stablehlo.reshape %907 : (tensor<1x4x512x256xf32>) -> tensor<4x512x256xf32>
      %c_303 = stablehlo.constant dense<0> : tensor<i32>
      %909 = stablehlo.dynamic_slice %iterArg_269, %898, %c_303, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %910 = stablehlo.reshape %909 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_304 = stablehlo.constant dense<0> : tensor<i32>
      %911 = stablehlo.dynamic_slice %iterArg_270, %898, %c_304, sizes = [1, 256] : (tensor<2x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %912 = stablehlo.reshape %911 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_305 = stablehlo.constant dense<0> : tensor<i32>
      %c_306 = stablehlo.constant dense<0> : tensor<i32>
      %c_307 = stablehlo.constant dense<0> : tensor<i32>
      %913 = stablehlo.dynamic_slice %iterArg_271, %898, %c_305, %c_306, %c_307, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %914 = stablehlo.reshape %913 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_308 = stablehlo.constant dense<0> : tensor<i32>
      %c_309 = stablehlo.constant dense<0> : tensor<i32>
      %c_310 = stablehlo.constant dense<0> : tensor<i32>
      %915 = stablehlo.dynamic_slice %iterArg_272, %898, %c_308, %c_309, %c_310, sizes = [1, 8, 32, 256] : (tensor<2x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %916 = stablehlo.reshape %915 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_311 = stablehlo.constant dense<0> : tensor<i32>
      %c_312 = stablehlo.constant dense<0> : tensor<i32>
      %c_313 = stablehlo.constant dense<0> : tensor<i32>
      %917 = stablehlo.dynamic_slice %iterArg_273, %898, %c_311, %c_312, %c_313, sizes = [1, 256, 8, 32] : (tensor<2x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %918 = stablehlo.reshape %917 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_314 = stablehlo.constant dense<0> : tensor<i32>
      %c_315 = stablehlo.constant dense<0> : tensor<i32>
      %c_316 = stablehlo.constant dense<0> : tensor<i32>
      %919 = stablehlo.dynamic_slice %iterArg_274, %898, %c_314, %c_315, %c_316, sizes = [1, 256, 4, 32] : (tensor<2x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x32xf32>
      %920 = stablehlo.reshape %919 : (tensor<1x256x4x32xf32>) -> tensor<256x4x32xf32>
      %c_317 = stablehlo.constant dense<0> : tensor<i32>
      %c_318 = stablehlo.constant dense<0> : tensor<i32>
      %c_319 = stablehlo.constant dense<0> : tensor<i32>
      %921 = stablehlo.dynamic_slice %iterArg_275, %898, %c_317, %c_318, %c_319, sizes = [1, 8, 128, 256] : (tensor<2x8x128x256xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x128x256xbf16>
      %922 = stablehlo.reshape %921 : (tensor<1x8x128x256xbf16>) -> tensor<8x128x256xbf16>
      %923:11 = func.call @closed_call_266(%iterArg_276, %iterArg_277, %iterArg_279, %900, %902, %904, %906, %908, %910, %912, %914, %916, %918, %920, %922) : (tensor<8x128xi32>, tensor<8x128xi32>, tensor<8x128x256xbf16>, tensor<f32>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>, tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>)
      %924 = stablehlo.broadcast_in_dim %923#1, dims = [1, 2] : (tensor<256x4xf32>) -> tensor<1x256x4xf32>
      %c_320 = stablehlo.constant dense<0> : tensor<i32>
      %c_321 = stablehlo.constant dense<0> : tensor<i32>
      %925 = stablehlo.dynamic_update_slice %iterArg_280, %924, %898, %c_320, %c_321 : (tensor<2x256x4xf32>, tensor<1x256x4xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4xf32>
      %926 = stablehlo.broadcast_in_dim %923#2, dims = [1, 2, 3] : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_322 = stablehlo.constant dense<0> : tensor<i32>
      %c_323 = stablehlo.constant dense<0> : tensor<i32>
      %c_324 = stablehlo.constant dense<0> : tensor<i32>
      %927 = stablehlo.dynamic_update_slice %iterArg_281, %926, %898, %c_322, %c_323, %c_324 : (tensor<2x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x512xf32>
      %928 = stablehlo.broadcast_in_dim %923#3, dims = [1, 2, 3] : (tensor<4x256x512xf32>) -> tensor<1x4x256x512xf32>
      %c_325 = stablehlo.constant dense<0> : tensor<i32>
      %c_326 = stablehlo.constant dense<0> : tensor<i32>
      %c_327 = stablehlo.constant dense<0> : tensor<i32>
      %929 = stablehlo.dynamic_update_slice %iterArg_282, %928, %898, %c_325, %c_326, %c_327 : (tensor<2x4x256x512xf32>, tensor<1x4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x256x512xf32>
      %930 = stablehlo.broadcast_in_dim %923#4, dims = [1, 2, 3] : (tensor<4x512x256xf32>) -> tensor<1x4x512x256xf32>
      %c_328 = stablehlo.constant dense<0> : tensor<i32>
      %c_329 = stablehlo.constant dense<0> : tensor<i32>
      %c_330 = stablehlo.constant dense<0> : tensor<i32>
      %931 = stablehlo.dynamic_update_slice %iterArg_283, %930, %898, %c_328, %c_329, %c_330 : (tensor<2x4x512x256xf32>, tensor<1x4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x4x512x256xf32>
      %932 = stablehlo.broadcast_in_dim %923#5, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_331 = stablehlo.constant dense<0> : tensor<i32>
      %933 = stablehlo.dynamic_update_slice %iterArg_284, %932, %898, %c_331 : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
      %934 = stablehlo.broadcast_in_dim %923#6, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
      %c_332 = stablehlo.constant dense<0> : tensor<i32>
      %935 = stablehlo.dynamic_update_slice %iterArg_285, %934, %898, %c_332 : (tensor<2x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<2x256xf32>
      %936 = stablehlo.broadcast_in_dim %923#7, dims = [1, 2, 3] : (tensor<256x4x32xf32>) -> tensor<1x256x4x32xf32>
      %c_333 = stablehlo.constant dense<0> : tensor<i32>
      %c_334 = stablehlo.constant dense<0> : tensor<i32>
      %c_335 = stablehlo.constant dense<0> : tensor<i32>
      %937 = stablehlo.dynamic_update_slice %iterArg_286, %936, %898, %c_333, %c_334, %c_335 : (tensor<2x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4x32xf32>
      %938 = stablehlo.broadcast_in_dim %923#8, dims = [1, 2, 3] : (tensor<8x32x256xf32>) -> tensor<1x8x32x256xf32>
      %c_336 = stablehlo.constant dense<0> : tensor<i32>
      %c_337 = stablehlo.constant dense<0> : tensor<i32>
      %c_338 = stablehlo.constant dense<0> : tensor<i32>
      %939 = stablehlo.dynamic_update_slice %iterArg_287, %938, %898, %c_336, %c_337, %c_338 : (tensor<2x8x32x256xf32>, tensor<1x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x8x32x256xf32>
      %940 = stablehlo.broadcast_in_dim %923#9, dims = [1, 2, 3] : (tensor<256x8x32xf32>) -> tensor<1x256x8x32xf32>
      %c_339 = stablehlo.constant dense<0> : tensor<i32>
      %c_340 = stablehlo.constant dense<0> : tensor<i32>
      %c_341 = stablehlo.constant dense<0> : tensor<i32>
      %941 = stablehlo.dynamic_update_slice %iterArg_288, %940, %898, %c_339, %c_340, %c_341 : (tensor<2x256x8x32xf32>, tensor<1x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x8x32xf32>
      %942 = stablehlo.broadcast_in_dim %923#10, dims = [1, 2, 3] : (tensor<256x4x32xf32>) -> tensor<1x256x4x32xf32>
      %c_342 = stablehlo.constant dense<0> : tensor<i32>
      %c_343 = stablehlo.constant dense<0> : tensor<i32>
      %c_344 = stablehlo.constant dense<0> : tensor<i32>
      %943 = stablehlo.dynamic_update_slice %iterArg_289, %942, %898, %c_342, %c_343, %c_344 : (tensor<2x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<2x256x4x32xf32>
      %944 = stablehlo.add %iterArg_278, %c_291 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_265, %iterArg_266, %iterArg_267, %iterArg_268, %iterArg_269, %iterArg_270, %iterArg_271, %iterArg_272, %iterArg_273, %iterArg_274, %iterArg_275, %iterArg_276, %iterArg_277, %944, %923#0, %925, %927, %929, %931, %933, %935, %937, %939, %941, %943 : tensor<2xf32>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>, tensor<2x8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>, tensor<2x256x4xf32>, tensor<2x4x256x512xf32>, tensor<2x4x256x512xf32>, tensor<2x4x512x256xf32>, tensor<2x256xf32>, tensor<2x256xf32>, tensor<2x256x4x32xf32>, tensor<2x8x32x256xf32>, tensor<2x256x8x32xf32>, tensor<2x256x4x32xf32>
    }
    %233 = stablehlo.transpose %232#25, dims = [1, 0, 2, 3] : (tensor<2x256x4x32xf32>) -> tensor<256x2x4x32xf32>
    %234 = stablehlo.transpose %232#24, dims = [1, 0, 2, 3] : (tensor<2x256x8x32xf32>) -> tensor<256x2x8x32xf32>
    %235 = stablehlo.transpose %232#23, dims = [1, 0, 2, 3] : (tensor<2x8x32x256xf32>) -> tensor<8x2x32x256xf32>
    %236 = stablehlo.transpose %232#22, dims = [1, 0, 2, 3] : (tensor<2x256x4x32xf32>) -> tensor<256x2x4x32xf32>
    %237 = stablehlo.transpose %232#21, dims = [1, 0] : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %238 = stablehlo.transpose %232#20, dims = [1, 0] : (tensor<2x256xf32>) -> tensor<256x2xf32>
    %239 = stablehlo.transpose %232#19, dims = [1, 0, 2, 3] : (tensor<2x4x512x256xf32>) -> tensor<4x2x512x256xf32>
    %240 = stablehlo.transpose %232#18, dims = [1, 0, 2, 3] : (tensor<2x4x256x512xf32>) -> tensor<4x2x256x512xf32>
    %241 = stablehlo.transpose %232#17, dims = [1, 0, 2, 3] : (tensor<2x4x256x512xf32>) -> tensor<4x2x256x512xf32>
    %242 = stablehlo.transpose %232#16, dims = [1, 0, 2] : (tensor<2x256x4xf32>) -> tensor<256x2x4xf32>
    %243 = stablehlo.custom_call @Sharding(%232#15) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %244 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<1024x256xbf16>
    %245 = "stablehlo.scatter"(%244, %6, %243) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg47: tensor<bf16>, %arg48: tensor<bf16>):
      %897 = stablehlo.add %arg47, %arg48 : tensor<bf16>
      stablehlo.return %897 : tensor<bf16>
    }) : (tensor<1024x256xbf16>, tensor<8x128x1xi32>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %246 = stablehlo.convert %245 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %247 = stablehlo.multiply %207, %207 : tensor<256xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %249 = stablehlo.multiply %248, %248 : tensor<256xf32>
    %250 = stablehlo.add %247, %249 : tensor<256xf32>
    %251 = stablehlo.multiply %242, %242 : tensor<256x2x4xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %253 = stablehlo.multiply %252, %252 : tensor<256x2x4xf32>
    %254 = stablehlo.add %251, %253 : tensor<256x2x4xf32>
    %255 = stablehlo.multiply %241, %241 : tensor<4x2x256x512xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %257 = stablehlo.multiply %256, %256 : tensor<4x2x256x512xf32>
    %258 = stablehlo.add %255, %257 : tensor<4x2x256x512xf32>
    %259 = stablehlo.multiply %240, %240 : tensor<4x2x256x512xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %261 = stablehlo.multiply %260, %260 : tensor<4x2x256x512xf32>
    %262 = stablehlo.add %259, %261 : tensor<4x2x256x512xf32>
    %263 = stablehlo.multiply %239, %239 : tensor<4x2x512x256xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %265 = stablehlo.multiply %264, %264 : tensor<4x2x512x256xf32>
    %266 = stablehlo.add %263, %265 : tensor<4x2x512x256xf32>
    %267 = stablehlo.multiply %238, %238 : tensor<256x2xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %268 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %269 = stablehlo.multiply %268, %268 : tensor<256x2xf32>
    %270 = stablehlo.add %267, %269 : tensor<256x2xf32>
    %271 = stablehlo.multiply %237, %237 : tensor<256x2xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %273 = stablehlo.multiply %272, %272 : tensor<256x2xf32>
    %274 = stablehlo.add %271, %273 : tensor<256x2xf32>
    %275 = stablehlo.multiply %236, %236 : tensor<256x2x4x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %277 = stablehlo.multiply %276, %276 : tensor<256x2x4x32xf32>
    %278 = stablehlo.add %275, %277 : tensor<256x2x4x32xf32>
    %279 = stablehlo.multiply %235, %235 : tensor<8x2x32x256xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %281 = stablehlo.multiply %280, %280 : tensor<8x2x32x256xf32>
    %282 = stablehlo.add %279, %281 : tensor<8x2x32x256xf32>
    %283 = stablehlo.multiply %234, %234 : tensor<256x2x8x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %284 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %285 = stablehlo.multiply %284, %284 : tensor<256x2x8x32xf32>
    %286 = stablehlo.add %283, %285 : tensor<256x2x8x32xf32>
    %287 = stablehlo.multiply %233, %233 : tensor<256x2x4x32xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %289 = stablehlo.multiply %288, %288 : tensor<256x2x4x32xf32>
    %290 = stablehlo.add %287, %289 : tensor<256x2x4x32xf32>
    %291 = stablehlo.multiply %200, %200 : tensor<256x1024xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %292 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %293 = stablehlo.multiply %292, %292 : tensor<256x1024xf32>
    %294 = stablehlo.add %291, %293 : tensor<256x1024xf32>
    %295 = stablehlo.multiply %246, %246 : tensor<1024x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %297 = stablehlo.multiply %296, %296 : tensor<1024x256xf32>
    %298 = stablehlo.add %295, %297 : tensor<1024x256xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %299 = stablehlo.reduce(%250 init: %cst_76) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %300 = stablehlo.reduce(%254 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %301 = stablehlo.reduce(%258 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.reduce(%262 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.reduce(%266 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%270 init: %cst_81) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %305 = stablehlo.reduce(%274 init: %cst_82) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %306 = stablehlo.reduce(%278 init: %cst_83) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %307 = stablehlo.reduce(%282 init: %cst_84) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %308 = stablehlo.reduce(%286 init: %cst_85) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.reduce(%290 init: %cst_86) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %310 = stablehlo.reduce(%294 init: %cst_87) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %311 = stablehlo.reduce(%298 init: %cst_88) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.add %cst_89, %299 : tensor<f32>
    %313 = stablehlo.add %312, %300 : tensor<f32>
    %314 = stablehlo.add %313, %301 : tensor<f32>
    %315 = stablehlo.add %314, %302 : tensor<f32>
    %316 = stablehlo.add %315, %303 : tensor<f32>
    %317 = stablehlo.add %316, %304 : tensor<f32>
    %318 = stablehlo.add %317, %305 : tensor<f32>
    %319 = stablehlo.add %318, %306 : tensor<f32>
    %320 = stablehlo.add %319, %307 : tensor<f32>
    %321 = stablehlo.add %320, %308 : tensor<f32>
    %322 = stablehlo.add %321, %309 : tensor<f32>
    %323 = stablehlo.add %322, %310 : tensor<f32>
    %324 = stablehlo.add %323, %311 : tensor<f32>
    %325 = stablehlo.sqrt %324 : tensor<f32>
    %cst_90 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %326 = stablehlo.compare  LT, %325, %cst_90,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %327 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %328 = stablehlo.divide %207, %327 : tensor<256xf32>
    %cst_91 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %329 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %330 = stablehlo.multiply %328, %329 : tensor<256xf32>
    %331 = stablehlo.select %326, %207, %330 : tensor<i1>, tensor<256xf32>
    %332 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %333 = stablehlo.divide %242, %332 : tensor<256x2x4xf32>
    %cst_92 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %334 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %335 = stablehlo.multiply %333, %334 : tensor<256x2x4xf32>
    %336 = stablehlo.select %326, %242, %335 : tensor<i1>, tensor<256x2x4xf32>
    %337 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %338 = stablehlo.divide %241, %337 : tensor<4x2x256x512xf32>
    %cst_93 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %340 = stablehlo.multiply %338, %339 : tensor<4x2x256x512xf32>
    %341 = stablehlo.select %326, %241, %340 : tensor<i1>, tensor<4x2x256x512xf32>
    %342 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %343 = stablehlo.divide %240, %342 : tensor<4x2x256x512xf32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %344 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<4x2x256x512xf32>
    %346 = stablehlo.select %326, %240, %345 : tensor<i1>, tensor<4x2x256x512xf32>
    %347 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %348 = stablehlo.divide %239, %347 : tensor<4x2x512x256xf32>
    %cst_95 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %350 = stablehlo.multiply %348, %349 : tensor<4x2x512x256xf32>
    %351 = stablehlo.select %326, %239, %350 : tensor<i1>, tensor<4x2x512x256xf32>
    %352 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %353 = stablehlo.divide %238, %352 : tensor<256x2xf32>
    %cst_96 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %354 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %355 = stablehlo.multiply %353, %354 : tensor<256x2xf32>
    %356 = stablehlo.select %326, %238, %355 : tensor<i1>, tensor<256x2xf32>
    %357 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %358 = stablehlo.divide %237, %357 : tensor<256x2xf32>
    %cst_97 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %359 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %360 = stablehlo.multiply %358, %359 : tensor<256x2xf32>
    %361 = stablehlo.select %326, %237, %360 : tensor<i1>, tensor<256x2xf32>
    %362 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %363 = stablehlo.divide %236, %362 : tensor<256x2x4x32xf32>
    %cst_98 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %365 = stablehlo.multiply %363, %364 : tensor<256x2x4x32xf32>
    %366 = stablehlo.select %326, %236, %365 : tensor<i1>, tensor<256x2x4x32xf32>
    %367 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %368 = stablehlo.divide %235, %367 : tensor<8x2x32x256xf32>
    %cst_99 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %369 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %370 = stablehlo.multiply %368, %369 : tensor<8x2x32x256xf32>
    %371 = stablehlo.select %326, %235, %370 : tensor<i1>, tensor<8x2x32x256xf32>
    %372 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %373 = stablehlo.divide %234, %372 : tensor<256x2x8x32xf32>
    %cst_100 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %374 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %375 = stablehlo.multiply %373, %374 : tensor<256x2x8x32xf32>
    %376 = stablehlo.select %326, %234, %375 : tensor<i1>, tensor<256x2x8x32xf32>
    %377 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %378 = stablehlo.divide %233, %377 : tensor<256x2x4x32xf32>
    %cst_101 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %379 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %380 = stablehlo.multiply %378, %379 : tensor<256x2x4x32xf32>
    %381 = stablehlo.select %326, %233, %380 : tensor<i1>, tensor<256x2x4x32xf32>
    %382 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %383 = stablehlo.divide %200, %382 : tensor<256x1024xf32>
    %cst_102 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %384 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %385 = stablehlo.multiply %383, %384 : tensor<256x1024xf32>
    %386 = stablehlo.select %326, %200, %385 : tensor<i1>, tensor<256x1024xf32>
    %387 = stablehlo.broadcast_in_dim %325, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %388 = stablehlo.divide %246, %387 : tensor<1024x256xf32>
    %cst_103 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %390 = stablehlo.multiply %388, %389 : tensor<1024x256xf32>
    %391 = stablehlo.select %326, %246, %390 : tensor<i1>, tensor<1024x256xf32>
    %cst_104 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %393 = stablehlo.multiply %392, %331 : tensor<256xf32>
    %cst_105 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %394 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %395 = stablehlo.multiply %394, %arg15 : tensor<256xf32>
    %396 = stablehlo.add %393, %395 : tensor<256xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %398 = stablehlo.multiply %397, %336 : tensor<256x2x4xf32>
    %cst_107 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %399 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %400 = stablehlo.multiply %399, %arg16 : tensor<256x2x4xf32>
    %401 = stablehlo.add %398, %400 : tensor<256x2x4xf32>
    %cst_108 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %403 = stablehlo.multiply %402, %341 : tensor<4x2x256x512xf32>
    %cst_109 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %404 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %405 = stablehlo.multiply %404, %arg17 : tensor<4x2x256x512xf32>
    %406 = stablehlo.add %403, %405 : tensor<4x2x256x512xf32>
    %cst_110 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %408 = stablehlo.multiply %407, %346 : tensor<4x2x256x512xf32>
    %cst_111 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %410 = stablehlo.multiply %409, %arg18 : tensor<4x2x256x512xf32>
    %411 = stablehlo.add %408, %410 : tensor<4x2x256x512xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %412 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %413 = stablehlo.multiply %412, %351 : tensor<4x2x512x256xf32>
    %cst_113 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %414 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %415 = stablehlo.multiply %414, %arg19 : tensor<4x2x512x256xf32>
    %416 = stablehlo.add %413, %415 : tensor<4x2x512x256xf32>
    %cst_114 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %418 = stablehlo.multiply %417, %356 : tensor<256x2xf32>
    %cst_115 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %419 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %420 = stablehlo.multiply %419, %arg20 : tensor<256x2xf32>
    %421 = stablehlo.add %418, %420 : tensor<256x2xf32>
    %cst_116 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %422 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %423 = stablehlo.multiply %422, %361 : tensor<256x2xf32>
    %cst_117 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %425 = stablehlo.multiply %424, %arg21 : tensor<256x2xf32>
    %426 = stablehlo.add %423, %425 : tensor<256x2xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %427 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %428 = stablehlo.multiply %427, %366 : tensor<256x2x4x32xf32>
    %cst_119 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %430 = stablehlo.multiply %429, %arg22 : tensor<256x2x4x32xf32>
    %431 = stablehlo.add %428, %430 : tensor<256x2x4x32xf32>
    %cst_120 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %432 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %433 = stablehlo.multiply %432, %371 : tensor<8x2x32x256xf32>
    %cst_121 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %435 = stablehlo.multiply %434, %arg23 : tensor<8x2x32x256xf32>
    %436 = stablehlo.add %433, %435 : tensor<8x2x32x256xf32>
    %cst_122 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %438 = stablehlo.multiply %437, %376 : tensor<256x2x8x32xf32>
    %cst_123 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %440 = stablehlo.multiply %439, %arg24 : tensor<256x2x8x32xf32>
    %441 = stablehlo.add %438, %440 : tensor<256x2x8x32xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %442 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %443 = stablehlo.multiply %442, %381 : tensor<256x2x4x32xf32>
    %cst_125 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %444 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %445 = stablehlo.multiply %444, %arg25 : tensor<256x2x4x32xf32>
    %446 = stablehlo.add %443, %445 : tensor<256x2x4x32xf32>
    %cst_126 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %447 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %448 = stablehlo.multiply %447, %386 : tensor<256x1024xf32>
    %cst_127 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %449 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %450 = stablehlo.multiply %449, %arg26 : tensor<256x1024xf32>
    %451 = stablehlo.add %448, %450 : tensor<256x1024xf32>
    %cst_128 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %452 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %453 = stablehlo.multiply %452, %391 : tensor<1024x256xf32>
    %cst_129 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %454 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %455 = stablehlo.multiply %454, %arg27 : tensor<1024x256xf32>
    %456 = stablehlo.add %453, %455 : tensor<1024x256xf32>
    %457 = stablehlo.multiply %331, %331 : tensor<256xf32>
    %cst_130 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %458 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %459 = stablehlo.multiply %458, %457 : tensor<256xf32>
    %cst_131 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %460 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %461 = stablehlo.multiply %460, %arg28 : tensor<256xf32>
    %462 = stablehlo.add %459, %461 : tensor<256xf32>
    %463 = stablehlo.multiply %336, %336 : tensor<256x2x4xf32>
    %cst_132 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %464 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %465 = stablehlo.multiply %464, %463 : tensor<256x2x4xf32>
    %cst_133 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %467 = stablehlo.multiply %466, %arg29 : tensor<256x2x4xf32>
    %468 = stablehlo.add %465, %467 : tensor<256x2x4xf32>
    %469 = stablehlo.multiply %341, %341 : tensor<4x2x256x512xf32>
    %cst_134 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %470 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %471 = stablehlo.multiply %470, %469 : tensor<4x2x256x512xf32>
    %cst_135 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %472 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %473 = stablehlo.multiply %472, %arg30 : tensor<4x2x256x512xf32>
    %474 = stablehlo.add %471, %473 : tensor<4x2x256x512xf32>
    %475 = stablehlo.multiply %346, %346 : tensor<4x2x256x512xf32>
    %cst_136 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %476 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %477 = stablehlo.multiply %476, %475 : tensor<4x2x256x512xf32>
    %cst_137 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %479 = stablehlo.multiply %478, %arg31 : tensor<4x2x256x512xf32>
    %480 = stablehlo.add %477, %479 : tensor<4x2x256x512xf32>
    %481 = stablehlo.multiply %351, %351 : tensor<4x2x512x256xf32>
    %cst_138 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %482 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %483 = stablehlo.multiply %482, %481 : tensor<4x2x512x256xf32>
    %cst_139 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %484 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %485 = stablehlo.multiply %484, %arg32 : tensor<4x2x512x256xf32>
    %486 = stablehlo.add %483, %485 : tensor<4x2x512x256xf32>
    %487 = stablehlo.multiply %356, %356 : tensor<256x2xf32>
    %cst_140 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %488 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %489 = stablehlo.multiply %488, %487 : tensor<256x2xf32>
    %cst_141 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %490 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %491 = stablehlo.multiply %490, %arg33 : tensor<256x2xf32>
    %492 = stablehlo.add %489, %491 : tensor<256x2xf32>
    %493 = stablehlo.multiply %361, %361 : tensor<256x2xf32>
    %cst_142 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %495 = stablehlo.multiply %494, %493 : tensor<256x2xf32>
    %cst_143 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %497 = stablehlo.multiply %496, %arg34 : tensor<256x2xf32>
    %498 = stablehlo.add %495, %497 : tensor<256x2xf32>
    %499 = stablehlo.multiply %366, %366 : tensor<256x2x4x32xf32>
    %cst_144 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %500 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %501 = stablehlo.multiply %500, %499 : tensor<256x2x4x32xf32>
    %cst_145 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %502 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %503 = stablehlo.multiply %502, %arg35 : tensor<256x2x4x32xf32>
    %504 = stablehlo.add %501, %503 : tensor<256x2x4x32xf32>
    %505 = stablehlo.multiply %371, %371 : tensor<8x2x32x256xf32>
    %cst_146 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %507 = stablehlo.multiply %506, %505 : tensor<8x2x32x256xf32>
    %cst_147 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %508 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %509 = stablehlo.multiply %508, %arg36 : tensor<8x2x32x256xf32>
    %510 = stablehlo.add %507, %509 : tensor<8x2x32x256xf32>
    %511 = stablehlo.multiply %376, %376 : tensor<256x2x8x32xf32>
    %cst_148 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %512 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %513 = stablehlo.multiply %512, %511 : tensor<256x2x8x32xf32>
    %cst_149 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %515 = stablehlo.multiply %514, %arg37 : tensor<256x2x8x32xf32>
    %516 = stablehlo.add %513, %515 : tensor<256x2x8x32xf32>
    %517 = stablehlo.multiply %381, %381 : tensor<256x2x4x32xf32>
    %cst_150 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %518 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %519 = stablehlo.multiply %518, %517 : tensor<256x2x4x32xf32>
    %cst_151 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %521 = stablehlo.multiply %520, %arg38 : tensor<256x2x4x32xf32>
    %522 = stablehlo.add %519, %521 : tensor<256x2x4x32xf32>
    %523 = stablehlo.multiply %386, %386 : tensor<256x1024xf32>
    %cst_152 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %525 = stablehlo.multiply %524, %523 : tensor<256x1024xf32>
    %cst_153 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %527 = stablehlo.multiply %526, %arg39 : tensor<256x1024xf32>
    %528 = stablehlo.add %525, %527 : tensor<256x1024xf32>
    %529 = stablehlo.multiply %391, %391 : tensor<1024x256xf32>
    %cst_154 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %530 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %531 = stablehlo.multiply %530, %529 : tensor<1024x256xf32>
    %cst_155 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %532 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %533 = stablehlo.multiply %532, %arg40 : tensor<1024x256xf32>
    %534 = stablehlo.add %531, %533 : tensor<1024x256xf32>
    %c_156 = stablehlo.constant dense<2147483647> : tensor<i32>
    %535 = stablehlo.compare  LT, %arg14, %c_156,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_157 = stablehlo.constant dense<1> : tensor<i32>
    %536 = stablehlo.add %arg14, %c_157 : tensor<i32>
    %c_158 = stablehlo.constant dense<2147483647> : tensor<i32>
    %537 = call @_where_535(%535, %536, %c_158) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_159 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %538 = stablehlo.convert %537 : (tensor<i32>) -> tensor<f32>
    %539 = stablehlo.power %cst_159, %538 : tensor<f32>
    %cst_160 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %540 = stablehlo.subtract %cst_160, %539 : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %542 = stablehlo.divide %396, %541 : tensor<256xf32>
    %543 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %544 = stablehlo.divide %401, %543 : tensor<256x2x4xf32>
    %545 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %546 = stablehlo.divide %406, %545 : tensor<4x2x256x512xf32>
    %547 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %548 = stablehlo.divide %411, %547 : tensor<4x2x256x512xf32>
    %549 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %550 = stablehlo.divide %416, %549 : tensor<4x2x512x256xf32>
    %551 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %552 = stablehlo.divide %421, %551 : tensor<256x2xf32>
    %553 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %554 = stablehlo.divide %426, %553 : tensor<256x2xf32>
    %555 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %556 = stablehlo.divide %431, %555 : tensor<256x2x4x32xf32>
    %557 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %558 = stablehlo.divide %436, %557 : tensor<8x2x32x256xf32>
    %559 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %560 = stablehlo.divide %441, %559 : tensor<256x2x8x32xf32>
    %561 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %562 = stablehlo.divide %446, %561 : tensor<256x2x4x32xf32>
    %563 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %564 = stablehlo.divide %451, %563 : tensor<256x1024xf32>
    %565 = stablehlo.broadcast_in_dim %540, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %566 = stablehlo.divide %456, %565 : tensor<1024x256xf32>
    %cst_161 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %567 = stablehlo.convert %537 : (tensor<i32>) -> tensor<f32>
    %568 = stablehlo.power %cst_161, %567 : tensor<f32>
    %cst_162 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %569 = stablehlo.subtract %cst_162, %568 : tensor<f32>
    %570 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %571 = stablehlo.divide %462, %570 : tensor<256xf32>
    %572 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %573 = stablehlo.divide %468, %572 : tensor<256x2x4xf32>
    %574 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %575 = stablehlo.divide %474, %574 : tensor<4x2x256x512xf32>
    %576 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %577 = stablehlo.divide %480, %576 : tensor<4x2x256x512xf32>
    %578 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %579 = stablehlo.divide %486, %578 : tensor<4x2x512x256xf32>
    %580 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %581 = stablehlo.divide %492, %580 : tensor<256x2xf32>
    %582 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %583 = stablehlo.divide %498, %582 : tensor<256x2xf32>
    %584 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %585 = stablehlo.divide %504, %584 : tensor<256x2x4x32xf32>
    %586 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %587 = stablehlo.divide %510, %586 : tensor<8x2x32x256xf32>
    %588 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %589 = stablehlo.divide %516, %588 : tensor<256x2x8x32xf32>
    %590 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %591 = stablehlo.divide %522, %590 : tensor<256x2x4x32xf32>
    %592 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %593 = stablehlo.divide %528, %592 : tensor<256x1024xf32>
    %594 = stablehlo.broadcast_in_dim %569, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %595 = stablehlo.divide %534, %594 : tensor<1024x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %597 = stablehlo.add %571, %596 : tensor<256xf32>
    %598 = stablehlo.sqrt %597 : tensor<256xf32>
    %cst_164 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %600 = stablehlo.add %598, %599 : tensor<256xf32>
    %601 = stablehlo.divide %542, %600 : tensor<256xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %603 = stablehlo.add %573, %602 : tensor<256x2x4xf32>
    %604 = stablehlo.sqrt %603 : tensor<256x2x4xf32>
    %cst_166 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %605 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %606 = stablehlo.add %604, %605 : tensor<256x2x4xf32>
    %607 = stablehlo.divide %544, %606 : tensor<256x2x4xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %608 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %609 = stablehlo.add %575, %608 : tensor<4x2x256x512xf32>
    %610 = stablehlo.sqrt %609 : tensor<4x2x256x512xf32>
    %cst_168 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %612 = stablehlo.add %610, %611 : tensor<4x2x256x512xf32>
    %613 = stablehlo.divide %546, %612 : tensor<4x2x256x512xf32>
    %cst_169 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %615 = stablehlo.add %577, %614 : tensor<4x2x256x512xf32>
    %616 = stablehlo.sqrt %615 : tensor<4x2x256x512xf32>
    %cst_170 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %617 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %618 = stablehlo.add %616, %617 : tensor<4x2x256x512xf32>
    %619 = stablehlo.divide %548, %618 : tensor<4x2x256x512xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %620 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %621 = stablehlo.add %579, %620 : tensor<4x2x512x256xf32>
    %622 = stablehlo.sqrt %621 : tensor<4x2x512x256xf32>
    %cst_172 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %623 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %624 = stablehlo.add %622, %623 : tensor<4x2x512x256xf32>
    %625 = stablehlo.divide %550, %624 : tensor<4x2x512x256xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %627 = stablehlo.add %581, %626 : tensor<256x2xf32>
    %628 = stablehlo.sqrt %627 : tensor<256x2xf32>
    %cst_174 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %630 = stablehlo.add %628, %629 : tensor<256x2xf32>
    %631 = stablehlo.divide %552, %630 : tensor<256x2xf32>
    %cst_175 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %633 = stablehlo.add %583, %632 : tensor<256x2xf32>
    %634 = stablehlo.sqrt %633 : tensor<256x2xf32>
    %cst_176 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %635 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %636 = stablehlo.add %634, %635 : tensor<256x2xf32>
    %637 = stablehlo.divide %554, %636 : tensor<256x2xf32>
    %cst_177 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %638 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %639 = stablehlo.add %585, %638 : tensor<256x2x4x32xf32>
    %640 = stablehlo.sqrt %639 : tensor<256x2x4x32xf32>
    %cst_178 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %642 = stablehlo.add %640, %641 : tensor<256x2x4x32xf32>
    %643 = stablehlo.divide %556, %642 : tensor<256x2x4x32xf32>
    %cst_179 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %645 = stablehlo.add %587, %644 : tensor<8x2x32x256xf32>
    %646 = stablehlo.sqrt %645 : tensor<8x2x32x256xf32>
    %cst_180 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %647 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %648 = stablehlo.add %646, %647 : tensor<8x2x32x256xf32>
    %649 = stablehlo.divide %558, %648 : tensor<8x2x32x256xf32>
    %cst_181 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %650 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %651 = stablehlo.add %589, %650 : tensor<256x2x8x32xf32>
    %652 = stablehlo.sqrt %651 : tensor<256x2x8x32xf32>
    %cst_182 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %654 = stablehlo.add %652, %653 : tensor<256x2x8x32xf32>
    %655 = stablehlo.divide %560, %654 : tensor<256x2x8x32xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %657 = stablehlo.add %591, %656 : tensor<256x2x4x32xf32>
    %658 = stablehlo.sqrt %657 : tensor<256x2x4x32xf32>
    %cst_184 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %660 = stablehlo.add %658, %659 : tensor<256x2x4x32xf32>
    %661 = stablehlo.divide %562, %660 : tensor<256x2x4x32xf32>
    %cst_185 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %663 = stablehlo.add %593, %662 : tensor<256x1024xf32>
    %664 = stablehlo.sqrt %663 : tensor<256x1024xf32>
    %cst_186 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %665 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %666 = stablehlo.add %664, %665 : tensor<256x1024xf32>
    %667 = stablehlo.divide %564, %666 : tensor<256x1024xf32>
    %cst_187 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %669 = stablehlo.add %595, %668 : tensor<1024x256xf32>
    %670 = stablehlo.sqrt %669 : tensor<1024x256xf32>
    %cst_188 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %672 = stablehlo.add %670, %671 : tensor<1024x256xf32>
    %673 = stablehlo.divide %566, %672 : tensor<1024x256xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %675 = stablehlo.multiply %674, %arg1 : tensor<256xf32>
    %676 = stablehlo.add %601, %675 : tensor<256xf32>
    %cst_190 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %677 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %678 = stablehlo.multiply %677, %arg2 : tensor<256x2x4xf32>
    %679 = stablehlo.add %607, %678 : tensor<256x2x4xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %680 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %681 = stablehlo.multiply %680, %arg3 : tensor<4x2x256x512xf32>
    %682 = stablehlo.add %613, %681 : tensor<4x2x256x512xf32>
    %cst_192 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %684 = stablehlo.multiply %683, %arg4 : tensor<4x2x256x512xf32>
    %685 = stablehlo.add %619, %684 : tensor<4x2x256x512xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %687 = stablehlo.multiply %686, %arg5 : tensor<4x2x512x256xf32>
    %688 = stablehlo.add %625, %687 : tensor<4x2x512x256xf32>
    %cst_194 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %690 = stablehlo.multiply %689, %arg6 : tensor<256x2xf32>
    %691 = stablehlo.add %631, %690 : tensor<256x2xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %693 = stablehlo.multiply %692, %arg7 : tensor<256x2xf32>
    %694 = stablehlo.add %637, %693 : tensor<256x2xf32>
    %cst_196 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %696 = stablehlo.multiply %695, %arg8 : tensor<256x2x4x32xf32>
    %697 = stablehlo.add %643, %696 : tensor<256x2x4x32xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %699 = stablehlo.multiply %698, %arg9 : tensor<8x2x32x256xf32>
    %700 = stablehlo.add %649, %699 : tensor<8x2x32x256xf32>
    %cst_198 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %702 = stablehlo.multiply %701, %arg10 : tensor<256x2x8x32xf32>
    %703 = stablehlo.add %655, %702 : tensor<256x2x8x32xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %705 = stablehlo.multiply %704, %arg11 : tensor<256x2x4x32xf32>
    %706 = stablehlo.add %661, %705 : tensor<256x2x4x32xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %707 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %708 = stablehlo.multiply %707, %arg12 : tensor<256x1024xf32>
    %709 = stablehlo.add %667, %708 : tensor<256x1024xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %710 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %711 = stablehlo.multiply %710, %arg13 : tensor<1024x256xf32>
    %712 = stablehlo.add %673, %711 : tensor<1024x256xf32>
    %c_202 = stablehlo.constant dense<0> : tensor<i32>
    %713 = stablehlo.subtract %arg41, %c_202 : tensor<i32>
    %c_203 = stablehlo.constant dense<0> : tensor<i32>
    %c_204 = stablehlo.constant dense<1> : tensor<i32>
    %714 = call @clip(%713, %c_203, %c_204) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %715 = stablehlo.convert %714 : (tensor<i32>) -> tensor<f32>
    %cst_205 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %716 = stablehlo.divide %715, %cst_205 : tensor<f32>
    %cst_206 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %717 = stablehlo.subtract %cst_206, %716 : tensor<f32>
    %cst_207 = stablehlo.constant dense<-3.000000e-05> : tensor<f32>
    %718 = stablehlo.multiply %cst_207, %717 : tensor<f32>
    %cst_208 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %719 = stablehlo.add %718, %cst_208 : tensor<f32>
    %c_209 = stablehlo.constant dense<1> : tensor<i32>
    %720 = stablehlo.compare  LT, %arg41, %c_209,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_210 = stablehlo.constant dense<1> : tensor<i32>
    %721 = stablehlo.subtract %arg41, %c_210 : tensor<i32>
    %722 = stablehlo.convert %721 : (tensor<i32>) -> tensor<f32>
    %cst_211 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %723 = stablehlo.divide %722, %cst_211 : tensor<f32>
    %cst_212 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %724 = stablehlo.multiply %cst_212, %723 : tensor<f32>
    %725 = stablehlo.cosine %724 : tensor<f32>
    %cst_213 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %726 = stablehlo.add %725, %cst_213 : tensor<f32>
    %cst_214 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %727 = stablehlo.multiply %cst_214, %726 : tensor<f32>
    %cst_215 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %728 = stablehlo.multiply %cst_215, %727 : tensor<f32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %729 = stablehlo.subtract %cst_216, %727 : tensor<f32>
    %cst_217 = stablehlo.constant dense<3.000000e-06> : tensor<f32>
    %730 = stablehlo.multiply %cst_217, %729 : tensor<f32>
    %731 = stablehlo.add %728, %730 : tensor<f32>
    %732 = call @_where_588(%720, %719, %731) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_218 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %733 = stablehlo.multiply %cst_218, %732 : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %735 = stablehlo.multiply %734, %676 : tensor<256xf32>
    %736 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x2x4xf32>
    %737 = stablehlo.multiply %736, %679 : tensor<256x2x4xf32>
    %738 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %739 = stablehlo.multiply %738, %682 : tensor<4x2x256x512xf32>
    %740 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<4x2x256x512xf32>
    %741 = stablehlo.multiply %740, %685 : tensor<4x2x256x512xf32>
    %742 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<4x2x512x256xf32>
    %743 = stablehlo.multiply %742, %688 : tensor<4x2x512x256xf32>
    %744 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %745 = stablehlo.multiply %744, %691 : tensor<256x2xf32>
    %746 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x2xf32>
    %747 = stablehlo.multiply %746, %694 : tensor<256x2xf32>
    %748 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %749 = stablehlo.multiply %748, %697 : tensor<256x2x4x32xf32>
    %750 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<8x2x32x256xf32>
    %751 = stablehlo.multiply %750, %700 : tensor<8x2x32x256xf32>
    %752 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x2x8x32xf32>
    %753 = stablehlo.multiply %752, %703 : tensor<256x2x8x32xf32>
    %754 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x2x4x32xf32>
    %755 = stablehlo.multiply %754, %706 : tensor<256x2x4x32xf32>
    %756 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %757 = stablehlo.multiply %756, %709 : tensor<256x1024xf32>
    %758 = stablehlo.broadcast_in_dim %733, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %759 = stablehlo.multiply %758, %712 : tensor<1024x256xf32>
    %c_219 = stablehlo.constant dense<2147483647> : tensor<i32>
    %760 = stablehlo.compare  LT, %arg41, %c_219,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_220 = stablehlo.constant dense<1> : tensor<i32>
    %761 = stablehlo.add %arg41, %c_220 : tensor<i32>
    %c_221 = stablehlo.constant dense<2147483647> : tensor<i32>
    %762 = call @_where_535(%760, %761, %c_221) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %763 = stablehlo.add %arg1, %735 : tensor<256xf32>
    %764 = stablehlo.add %arg2, %737 : tensor<256x2x4xf32>
    %765 = stablehlo.add %arg3, %739 : tensor<4x2x256x512xf32>
    %766 = stablehlo.add %arg4, %741 : tensor<4x2x256x512xf32>
    %767 = stablehlo.add %arg5, %743 : tensor<4x2x512x256xf32>
    %768 = stablehlo.add %arg6, %745 : tensor<256x2xf32>
    %769 = stablehlo.add %arg7, %747 : tensor<256x2xf32>
    %770 = stablehlo.add %arg8, %749 : tensor<256x2x4x32xf32>
    %771 = stablehlo.add %arg9, %751 : tensor<8x2x32x256xf32>
    %772 = stablehlo.add %arg10, %753 : tensor<256x2x8x32xf32>
    %773 = stablehlo.add %arg11, %755 : tensor<256x2x4x32xf32>
    %774 = stablehlo.add %arg12, %757 : tensor<256x1024xf32>
    %775 = stablehlo.add %arg13, %759 : tensor<1024x256xf32>
    %c_222 = stablehlo.constant dense<1> : tensor<i32>
    %776 = stablehlo.add %arg0, %c_222 : tensor<i32>
    %777 = stablehlo.multiply %331, %331 : tensor<256xf32>
    %cst_223 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %778 = stablehlo.reduce(%777 init: %cst_223) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %779 = stablehlo.add %cst_224, %778 : tensor<f32>
    %780 = stablehlo.multiply %336, %336 : tensor<256x2x4xf32>
    %cst_225 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %781 = stablehlo.reduce(%780 init: %cst_225) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %782 = stablehlo.add %779, %781 : tensor<f32>
    %783 = stablehlo.multiply %341, %341 : tensor<4x2x256x512xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %784 = stablehlo.reduce(%783 init: %cst_226) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %785 = stablehlo.add %782, %784 : tensor<f32>
    %786 = stablehlo.multiply %346, %346 : tensor<4x2x256x512xf32>
    %cst_227 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %787 = stablehlo.reduce(%786 init: %cst_227) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %788 = stablehlo.add %785, %787 : tensor<f32>
    %789 = stablehlo.multiply %351, %351 : tensor<4x2x512x256xf32>
    %cst_228 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %790 = stablehlo.reduce(%789 init: %cst_228) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %791 = stablehlo.add %788, %790 : tensor<f32>
    %792 = stablehlo.multiply %356, %356 : tensor<256x2xf32>
    %cst_229 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %793 = stablehlo.reduce(%792 init: %cst_229) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %794 = stablehlo.add %791, %793 : tensor<f32>
    %795 = stablehlo.multiply %361, %361 : tensor<256x2xf32>
    %cst_230 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %796 = stablehlo.reduce(%795 init: %cst_230) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %797 = stablehlo.add %794, %796 : tensor<f32>
    %798 = stablehlo.multiply %366, %366 : tensor<256x2x4x32xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %799 = stablehlo.reduce(%798 init: %cst_231) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %800 = stablehlo.add %797, %799 : tensor<f32>
    %801 = stablehlo.multiply %371, %371 : tensor<8x2x32x256xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %802 = stablehlo.reduce(%801 init: %cst_232) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %803 = stablehlo.add %800, %802 : tensor<f32>
    %804 = stablehlo.multiply %376, %376 : tensor<256x2x8x32xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %805 = stablehlo.reduce(%804 init: %cst_233) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %806 = stablehlo.add %803, %805 : tensor<f32>
    %807 = stablehlo.multiply %381, %381 : tensor<256x2x4x32xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.reduce(%807 init: %cst_234) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %809 = stablehlo.add %806, %808 : tensor<f32>
    %810 = stablehlo.multiply %386, %386 : tensor<256x1024xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %811 = stablehlo.reduce(%810 init: %cst_235) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %812 = stablehlo.add %809, %811 : tensor<f32>
    %813 = stablehlo.multiply %391, %391 : tensor<1024x256xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %814 = stablehlo.reduce(%813 init: %cst_236) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %815 = stablehlo.add %812, %814 : tensor<f32>
    %816 = stablehlo.sqrt %815 : tensor<f32>
    %817 = stablehlo.multiply %207, %207 : tensor<256xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %818 = stablehlo.reduce(%817 init: %cst_237) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %819 = stablehlo.add %cst_238, %818 : tensor<f32>
    %820 = stablehlo.multiply %242, %242 : tensor<256x2x4xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %821 = stablehlo.reduce(%820 init: %cst_239) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %822 = stablehlo.add %819, %821 : tensor<f32>
    %823 = stablehlo.multiply %241, %241 : tensor<4x2x256x512xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %824 = stablehlo.reduce(%823 init: %cst_240) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %825 = stablehlo.add %822, %824 : tensor<f32>
    %826 = stablehlo.multiply %240, %240 : tensor<4x2x256x512xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %827 = stablehlo.reduce(%826 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %828 = stablehlo.add %825, %827 : tensor<f32>
    %829 = stablehlo.multiply %239, %239 : tensor<4x2x512x256xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %830 = stablehlo.reduce(%829 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %831 = stablehlo.add %828, %830 : tensor<f32>
    %832 = stablehlo.multiply %238, %238 : tensor<256x2xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %833 = stablehlo.reduce(%832 init: %cst_243) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %834 = stablehlo.add %831, %833 : tensor<f32>
    %835 = stablehlo.multiply %237, %237 : tensor<256x2xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %836 = stablehlo.reduce(%835 init: %cst_244) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %837 = stablehlo.add %834, %836 : tensor<f32>
    %838 = stablehlo.multiply %236, %236 : tensor<256x2x4x32xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %839 = stablehlo.reduce(%838 init: %cst_245) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %840 = stablehlo.add %837, %839 : tensor<f32>
    %841 = stablehlo.multiply %235, %235 : tensor<8x2x32x256xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %842 = stablehlo.reduce(%841 init: %cst_246) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %843 = stablehlo.add %840, %842 : tensor<f32>
    %844 = stablehlo.multiply %234, %234 : tensor<256x2x8x32xf32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%844 init: %cst_247) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %846 = stablehlo.add %843, %845 : tensor<f32>
    %847 = stablehlo.multiply %233, %233 : tensor<256x2x4x32xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.reduce(%847 init: %cst_248) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %849 = stablehlo.add %846, %848 : tensor<f32>
    %850 = stablehlo.multiply %200, %200 : tensor<256x1024xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %851 = stablehlo.reduce(%850 init: %cst_249) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %852 = stablehlo.add %849, %851 : tensor<f32>
    %853 = stablehlo.multiply %246, %246 : tensor<1024x256xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %854 = stablehlo.reduce(%853 init: %cst_250) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %855 = stablehlo.add %852, %854 : tensor<f32>
    %856 = stablehlo.sqrt %855 : tensor<f32>
    %857 = stablehlo.multiply %763, %763 : tensor<256xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %858 = stablehlo.reduce(%857 init: %cst_251) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %859 = stablehlo.add %cst_252, %858 : tensor<f32>
    %860 = stablehlo.multiply %764, %764 : tensor<256x2x4xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %861 = stablehlo.reduce(%860 init: %cst_253) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x2x4xf32>, tensor<f32>) -> tensor<f32>
    %862 = stablehlo.add %859, %861 : tensor<f32>
    %863 = stablehlo.multiply %765, %765 : tensor<4x2x256x512xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %864 = stablehlo.reduce(%863 init: %cst_254) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %865 = stablehlo.add %862, %864 : tensor<f32>
    %866 = stablehlo.multiply %766, %766 : tensor<4x2x256x512xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %867 = stablehlo.reduce(%866 init: %cst_255) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x256x512xf32>, tensor<f32>) -> tensor<f32>
    %868 = stablehlo.add %865, %867 : tensor<f32>
    %869 = stablehlo.multiply %767, %767 : tensor<4x2x512x256xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %870 = stablehlo.reduce(%869 init: %cst_256) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<4x2x512x256xf32>, tensor<f32>) -> tensor<f32>
    %871 = stablehlo.add %868, %870 : tensor<f32>
    %872 = stablehlo.multiply %768, %768 : tensor<256x2xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %873 = stablehlo.reduce(%872 init: %cst_257) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %874 = stablehlo.add %871, %873 : tensor<f32>
    %875 = stablehlo.multiply %769, %769 : tensor<256x2xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %876 = stablehlo.reduce(%875 init: %cst_258) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x2xf32>, tensor<f32>) -> tensor<f32>
    %877 = stablehlo.add %874, %876 : tensor<f32>
    %878 = stablehlo.multiply %770, %770 : tensor<256x2x4x32xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %879 = stablehlo.reduce(%878 init: %cst_259) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %880 = stablehlo.add %877, %879 : tensor<f32>
    %881 = stablehlo.multiply %771, %771 : tensor<8x2x32x256xf32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %882 = stablehlo.reduce(%881 init: %cst_260) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x2x32x256xf32>, tensor<f32>) -> tensor<f32>
    %883 = stablehlo.add %880, %882 : tensor<f32>
    %884 = stablehlo.multiply %772, %772 : tensor<256x2x8x32xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %885 = stablehlo.reduce(%884 init: %cst_261) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x8x32xf32>, tensor<f32>) -> tensor<f32>
    %886 = stablehlo.add %883, %885 : tensor<f32>
    %887 = stablehlo.multiply %773, %773 : tensor<256x2x4x32xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %888 = stablehlo.reduce(%887 init: %cst_262) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<256x2x4x32xf32>, tensor<f32>) -> tensor<f32>
    %889 = stablehlo.add %886, %888 : tensor<f32>
    %890 = stablehlo.multiply %774, %774 : tensor<256x1024xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %891 = stablehlo.reduce(%890 init: %cst_263) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %892 = stablehlo.add %889, %891 : tensor<f32>
    %893 = stablehlo.multiply %775, %775 : tensor<1024x256xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %894 = stablehlo.reduce(%893 init: %cst_264) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %895 = stablehlo.add %892, %894 : tensor<f32>
    %896 = stablehlo.sqrt %895 : tensor<f32>
    return %776, %763, %764, %765, %766, %767, %768, %769, %770, %771, %772, %773, %774, %775, %537, %396, %401, %406, %411, %416, %421, %426, %431, %436, %441, %446, %451, %456, %462, %468, %474, %480, %486, %492, %498, %504, %510, %516, %522, %528, %534, %762, %816, %173, %172, %cst_9, %896, %856, %165 : tensor<i32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x2x4xf32>, tensor<4x2x256x512xf32>, tensor<4x2x256x512xf32>, tensor<4x2x512x256xf32>, tensor<256x2xf32>, tensor<256x2xf32>, tensor<256x2x4x32xf32>, tensor<8x2x32x256xf32>, tensor<256x2x8x32xf32>, tensor<256x2x4x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>
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
  func.func private @_one_hot() -> tensor<1x1x1x4xi32> {
    %0 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    return %0 : tensor<1x1x1x4xi32>
  }
  func.func private @_one_hot_46() -> tensor<1x1x1x81xi32> {
    %0 = stablehlo.iota dim = 3 : tensor<1x1x1x81xi32>
    return %0 : tensor<1x1x1x81xi32>
  }
  func.func private @closed_call(%arg0: tensor<8x128x4xui32>, %arg1: tensor<8x128x2x1xi32>, %arg2: tensor<8x128x2x1xi32>, %arg3: tensor<8x128x1x16xbf16>, %arg4: tensor<8x128x1x16xbf16>, %arg5: tensor<8x128x1x16xbf16>, %arg6: tensor<8x128x1x16xbf16>, %arg7: tensor<8x4x2x128x128xi1>, %arg8: tensor<8x4x2x128x128xbf16>, %arg9: tensor<8x128x2xui32>, %arg10: tensor<8x128x4xui32>, %arg11: tensor<8x128x4xbf16>, %arg12: tensor<8x128x4xbf16>, %arg13: tensor<8x128x2xbf16>, %arg14: tensor<1x1x1x4xi32>, %arg15: tensor<1x1x1x81xi32>, %arg16: tensor<1x1x1x4xi32>, %arg17: tensor<8x128x256xbf16>, %arg18: tensor<256x4xf32>, %arg19: tensor<4x256x512xf32>, %arg20: tensor<4x256x512xf32>, %arg21: tensor<4x512x256xf32>, %arg22: tensor<256xf32>, %arg23: tensor<256xf32>, %arg24: tensor<256x4x32xf32>, %arg25: tensor<8x32x256xf32>, %arg26: tensor<256x8x32xf32>, %arg27: tensor<256x4x32xf32>) -> (tensor<8x128x256xbf16>, tensor<f32>, tensor<8x128x256xbf16>) {
    %0 = stablehlo.custom_call @Sharding(%arg17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %13 = stablehlo.convert %arg23 : (tensor<256xf32>) -> tensor<256xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %16 = stablehlo.multiply %12, %15 : tensor<8x128x256xbf16>
    %17 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %19 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %20 = stablehlo.convert %arg26 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %21 = stablehlo.dot_general %18, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %22 = stablehlo.convert %arg24 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %23 = stablehlo.dot_general %19, %22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %24 = stablehlo.convert %arg27 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %25 = stablehlo.dot_general %19, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %26 = stablehlo.slice %21 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %27 = stablehlo.slice %21 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %28 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %29 = stablehlo.multiply %26, %28 : tensor<8x128x8x16xbf16>
    %30 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %31 = stablehlo.multiply %27, %30 : tensor<8x128x8x16xbf16>
    %32 = stablehlo.subtract %29, %31 : tensor<8x128x8x16xbf16>
    %33 = stablehlo.broadcast_in_dim %arg5, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %34 = stablehlo.multiply %27, %33 : tensor<8x128x8x16xbf16>
    %35 = stablehlo.broadcast_in_dim %arg6, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %36 = stablehlo.multiply %26, %35 : tensor<8x128x8x16xbf16>
    %37 = stablehlo.add %34, %36 : tensor<8x128x8x16xbf16>
    %38 = stablehlo.concatenate %32, %37, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %39 = stablehlo.slice %23 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %40 = stablehlo.slice %23 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %41 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %42 = stablehlo.multiply %39, %41 : tensor<8x128x4x16xbf16>
    %43 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %44 = stablehlo.multiply %40, %43 : tensor<8x128x4x16xbf16>
    %45 = stablehlo.subtract %42, %44 : tensor<8x128x4x16xbf16>
    %46 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %47 = stablehlo.multiply %40, %46 : tensor<8x128x4x16xbf16>
    %48 = stablehlo.broadcast_in_dim %arg4, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %49 = stablehlo.multiply %39, %48 : tensor<8x128x4x16xbf16>
    %50 = stablehlo.add %47, %49 : tensor<8x128x4x16xbf16>
    %51 = stablehlo.concatenate %45, %50, dim = 3 : (tensor<8x128x4x16xbf16>, tensor<8x128x4x16xbf16>) -> tensor<8x128x4x32xbf16>
    %52 = stablehlo.custom_call @Sharding(%38) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %53 = stablehlo.custom_call @Sharding(%51) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %54 = stablehlo.custom_call @Sharding(%25) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %55 = stablehlo.reshape %52 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %56 = stablehlo.dot_general %53, %55, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x4x2x32xbf16>) -> tensor<8x4x128x128x2xbf16>
    %57 = stablehlo.transpose %56, dims = [0, 1, 4, 3, 2] : (tensor<8x4x128x128x2xbf16>) -> tensor<8x4x2x128x128xbf16>
    %58 = call @_where_93(%57, %arg7, %arg8) : (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
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
    %77 = stablehlo.convert %arg25 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
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
    %93 = stablehlo.convert %arg22 : (tensor<256xf32>) -> tensor<256xbf16>
    %94 = stablehlo.broadcast_in_dim %93, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %95 = stablehlo.broadcast_in_dim %94, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %96 = stablehlo.multiply %92, %95 : tensor<8x128x256xbf16>
    %97 = stablehlo.custom_call @Sharding(%96) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %98 = stablehlo.convert %arg18 : (tensor<256x4xf32>) -> tensor<256x4xbf16>
    %99 = stablehlo.dot_general %97, %98, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4xbf16>) -> tensor<8x128x4xbf16>
    %100 = stablehlo.convert %arg19 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %101 = stablehlo.convert %arg20 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %102 = stablehlo.convert %arg21 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %103 = stablehlo.custom_call @Sharding(%99) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4xbf16>) -> tensor<8x128x4xbf16>
    %values, %indices = chlo.top_k(%103, k = 2) : tensor<8x128x4xbf16> -> (tensor<8x128x2xbf16>, tensor<8x128x2xi32>)
    %104 = stablehlo.convert %values : (tensor<8x128x2xbf16>) -> tensor<8x128x2xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %105 = stablehlo.reduce(%104 init: %cst_7) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x2xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_8 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %106 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %107 = stablehlo.maximum %106, %105 : tensor<8x128xf32>
    %108 = stablehlo.broadcast_in_dim %107, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %109 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2xf32>
    %110 = stablehlo.subtract %104, %109 : tensor<8x128x2xf32>
    %111 = stablehlo.exponential %110 : tensor<8x128x2xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %112 = stablehlo.reduce(%111 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2xf32>, tensor<f32>) -> tensor<8x128xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %114 = stablehlo.broadcast_in_dim %113, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2xf32>
    %115 = stablehlo.divide %111, %114 : tensor<8x128x2xf32>
    %116 = stablehlo.convert %115 : (tensor<8x128x2xf32>) -> tensor<8x128x2xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %117 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128x2xi32>
    %118 = stablehlo.compare  LT, %indices, %117,  SIGNED : (tensor<8x128x2xi32>, tensor<8x128x2xi32>) -> tensor<8x128x2xi1>
    %c_10 = stablehlo.constant dense<4> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8x128x2xi32>
    %120 = stablehlo.add %indices, %119 : tensor<8x128x2xi32>
    %121 = stablehlo.select %118, %120, %indices : tensor<8x128x2xi1>, tensor<8x128x2xi32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %123 = stablehlo.concatenate %arg1, %arg2, %122, dim = 3 : (tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>) -> tensor<8x128x2x3xi32>
    %124 = "stablehlo.scatter"(%arg0, %123, %arg9) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<ui32>, %arg29: tensor<ui32>):
      stablehlo.return %arg29 : tensor<ui32>
    }) : (tensor<8x128x4xui32>, tensor<8x128x2x3xi32>, tensor<8x128x2xui32>) -> tensor<8x128x4xui32>
    %125 = "stablehlo.gather"(%124, %123) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x4xui32>, tensor<8x128x2x3xi32>) -> tensor<8x128x2xui32>
    %126 = stablehlo.compare  EQ, %124, %arg10,  UNSIGNED : (tensor<8x128x4xui32>, tensor<8x128x4xui32>) -> tensor<8x128x4xi1>
    %127 = stablehlo.select %126, %arg12, %arg11 : tensor<8x128x4xi1>, tensor<8x128x4xbf16>
    %128 = stablehlo.compare  EQ, %arg9, %125,  UNSIGNED : (tensor<8x128x2xui32>, tensor<8x128x2xui32>) -> tensor<8x128x2xi1>
    %129 = stablehlo.select %128, %116, %arg13 : tensor<8x128x2xi1>, tensor<8x128x2xbf16>
    %130 = "stablehlo.scatter"(%127, %123, %129) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg28: tensor<bf16>, %arg29: tensor<bf16>):
      %206 = stablehlo.add %arg28, %arg29 : tensor<bf16>
      stablehlo.return %206 : tensor<bf16>
    }) : (tensor<8x128x4xbf16>, tensor<8x128x2x3xi32>, tensor<8x128x2xbf16>) -> tensor<8x128x4xbf16>
    %131 = stablehlo.convert %103 : (tensor<8x128x4xbf16>) -> tensor<8x128x4xf32>
    %cst_11 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_11) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %134 = stablehlo.maximum %133, %132 : tensor<8x128xf32>
    %135 = stablehlo.broadcast_in_dim %134, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x4xf32>
    %137 = stablehlo.subtract %131, %136 : tensor<8x128x4xf32>
    %138 = stablehlo.exponential %137 : tensor<8x128x4xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %139 = stablehlo.reduce(%138 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x128xf32>
    %140 = stablehlo.broadcast_in_dim %139, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x4xf32>
    %142 = stablehlo.divide %138, %141 : tensor<8x128x4xf32>
    %143 = stablehlo.convert %142 : (tensor<8x128x4xf32>) -> tensor<8x128x4xbf16>
    %144 = call @_one_hot_143(%indices, %arg16) : (tensor<8x128x2xi32>, tensor<1x1x1x4xi32>) -> tensor<8x128x2x4xi32>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %145 = stablehlo.reduce(%144 init: %c_14) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    %146 = stablehlo.convert %145 : (tensor<8x128x4xi32>) -> tensor<8x128x4xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_15) applies stablehlo.add across dimensions = [1] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_16 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %149 = stablehlo.divide %147, %148 : tensor<8x4xf32>
    %150 = stablehlo.convert %143 : (tensor<8x128x4xbf16>) -> tensor<8x128x4xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_17) applies stablehlo.add across dimensions = [1] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_18 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %153 = stablehlo.divide %151, %152 : tensor<8x4xf32>
    %154 = stablehlo.convert %153 : (tensor<8x4xf32>) -> tensor<8x4xbf16>
    %155 = stablehlo.convert %154 : (tensor<8x4xbf16>) -> tensor<8x4xf32>
    %156 = stablehlo.multiply %149, %155 : tensor<8x4xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %157 = stablehlo.reduce(%156 init: %cst_19) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_20 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %158 = stablehlo.divide %157, %cst_20 : tensor<f32>
    %cst_21 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %159 = stablehlo.multiply %158, %cst_21 : tensor<f32>
    %cst_22 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %160 = stablehlo.multiply %159, %cst_22 : tensor<f32>
    %161 = call @_one_hot_143(%indices, %arg14) : (tensor<8x128x2xi32>, tensor<1x1x1x4xi32>) -> tensor<8x128x2x4xi32>
    %162 = stablehlo.reshape %161 : (tensor<8x128x2x4xi32>) -> tensor<8x256x4xi32>
    %163 = stablehlo.custom_call @Sharding(%162) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x256x4xi32>) -> tensor<8x256x4xi32>
    %164 = call @cumsum(%163) : (tensor<8x256x4xi32>) -> tensor<8x256x4xi32>
    %165 = stablehlo.reshape %164 : (tensor<8x256x4xi32>) -> tensor<8x128x2x4xi32>
    %166 = stablehlo.custom_call @Sharding(%165) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x2x4xi32>) -> tensor<8x128x2x4xi32>
    %c_23 = stablehlo.constant dense<80> : tensor<i32>
    %167 = stablehlo.broadcast_in_dim %c_23, dims = [] : (tensor<i32>) -> tensor<8x128x2x4xi32>
    %168 = stablehlo.compare  LE, %166, %167,  SIGNED : (tensor<8x128x2x4xi32>, tensor<8x128x2x4xi32>) -> tensor<8x128x2x4xi1>
    %169 = stablehlo.convert %168 : (tensor<8x128x2x4xi1>) -> tensor<8x128x2x4xi32>
    %170 = stablehlo.multiply %161, %169 : tensor<8x128x2x4xi32>
    %c_24 = stablehlo.constant dense<0> : tensor<i32>
    %171 = stablehlo.reduce(%170 init: %c_24) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    %172 = stablehlo.convert %171 : (tensor<8x128x4xi32>) -> tensor<8x128x4xbf16>
    %173 = stablehlo.multiply %130, %172 : tensor<8x128x4xbf16>
    %174 = stablehlo.multiply %163, %164 : tensor<8x256x4xi32>
    %175 = stablehlo.reshape %174 : (tensor<8x256x4xi32>) -> tensor<8x128x2x4xi32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %176 = stablehlo.reduce(%175 init: %c_25) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    %177 = stablehlo.multiply %176, %171 : tensor<8x128x4xi32>
    %178 = call @_one_hot_167(%177, %arg15) : (tensor<8x128x4xi32>, tensor<1x1x1x81xi32>) -> tensor<8x128x4x81xi32>
    %179 = stablehlo.broadcast_in_dim %173, dims = [0, 1, 2] : (tensor<8x128x4xbf16>) -> tensor<8x128x4x1xbf16>
    %180 = stablehlo.convert %178 : (tensor<8x128x4x81xi32>) -> tensor<8x128x4x81xbf16>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 2, 3] : (tensor<8x128x4x1xbf16>) -> tensor<8x128x4x81xbf16>
    %182 = stablehlo.multiply %181, %180 : tensor<8x128x4x81xbf16>
    %183 = stablehlo.slice %182 [0:8, 0:128, 0:4, 1:81] : (tensor<8x128x4x81xbf16>) -> tensor<8x128x4x80xbf16>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %184 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<bf16>) -> tensor<8x128x4x80xbf16>
    %185 = stablehlo.compare  NE, %183, %184,  FLOAT : (tensor<8x128x4x80xbf16>, tensor<8x128x4x80xbf16>) -> tensor<8x128x4x80xi1>
    %186 = stablehlo.convert %185 : tensor<8x128x4x80xi1>
    %187 = stablehlo.custom_call @Sharding(%186) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4x80xi1>) -> tensor<8x128x4x80xi1>
    %188 = stablehlo.custom_call @Sharding(%183) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4x80xbf16>) -> tensor<8x128x4x80xbf16>
    %189 = stablehlo.convert %187 : (tensor<8x128x4x80xi1>) -> tensor<8x128x4x80xbf16>
    %190 = stablehlo.convert %97 : tensor<8x128x256xbf16>
    %191 = stablehlo.dot_general %189, %190, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x80xbf16>, tensor<8x128x256xbf16>) -> tensor<8x4x80x256xbf16>
    %192 = stablehlo.transpose %191, dims = [1, 0, 2, 3] : (tensor<8x4x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %193 = stablehlo.custom_call @Sharding(%192) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %194 = stablehlo.dot_general %193, %100, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x256xbf16>, tensor<4x256x512xbf16>) -> tensor<4x8x80x512xbf16>
    %195 = stablehlo.custom_call @Sharding(%194) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %196 = stablehlo.dot_general %193, %101, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x256xbf16>, tensor<4x256x512xbf16>) -> tensor<4x8x80x512xbf16>
    %197 = stablehlo.custom_call @Sharding(%196) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %198 = call @silu(%195) : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %199 = stablehlo.multiply %198, %197 : tensor<4x8x80x512xbf16>
    %200 = stablehlo.dot_general %199, %102, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x512xbf16>, tensor<4x512x256xbf16>) -> tensor<4x8x80x256xbf16>
    %201 = stablehlo.custom_call @Sharding(%200) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %202 = stablehlo.dot_general %188, %201, batching_dims = [0] x [1], contracting_dims = [3, 2] x [2, 0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x80xbf16>, tensor<4x8x80x256xbf16>) -> tensor<8x128x256xbf16>
    %203 = stablehlo.custom_call @Sharding(%202) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %204 = stablehlo.add %203, %80 : tensor<8x128x256xbf16>
    %205 = stablehlo.custom_call @Sharding(%204) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    return %205, %160, %arg17 : tensor<8x128x256xbf16>, tensor<f32>, tensor<8x128x256xbf16>
  }
  func.func private @_where_93(%arg0: tensor<8x4x2x128x128xbf16>, %arg1: tensor<8x4x2x128x128xi1>, %arg2: tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %0 : tensor<8x4x2x128x128xbf16>
  }
  func.func private @_one_hot_143(%arg0: tensor<8x128x2xi32>, %arg1: tensor<1x1x1x4xi32>) -> tensor<8x128x2x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x128x2x1xi32>) -> tensor<8x128x2x4xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<8x128x2x4xi32>
    %3 = stablehlo.compare  EQ, %1, %2,  SIGNED : (tensor<8x128x2x4xi32>, tensor<8x128x2x4xi32>) -> tensor<8x128x2x4xi1>
    %4 = stablehlo.convert %3 : (tensor<8x128x2x4xi1>) -> tensor<8x128x2x4xi32>
    return %4 : tensor<8x128x2x4xi32>
  }
  func.func private @cumsum(%arg0: tensor<8x256x4xi32>) -> tensor<8x256x4xi32> {
    %0 = call @cumsum_158(%arg0) : (tensor<8x256x4xi32>) -> tensor<8x256x4xi32>
    return %0 : tensor<8x256x4xi32>
  }
  func.func private @cumsum_158(%arg0: tensor<8x256x4xi32>) -> tensor<8x256x4xi32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<i32>
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{base_dilations = array<i64: 1, 1, 1>, padding = dense<[[0, 0], [255, 0], [0, 0]]> : tensor<3x2xi64>, window_dilations = array<i64: 1, 1, 1>, window_dimensions = array<i64: 1, 256, 1>, window_strides = array<i64: 1, 1, 1>}> ({
    ^bb0(%arg1: tensor<i32>, %arg2: tensor<i32>):
      %2 = stablehlo.add %arg1, %arg2 : tensor<i32>
      stablehlo.return %2 : tensor<i32>
    }) : (tensor<8x256x4xi32>, tensor<i32>) -> tensor<8x256x4xi32>
    return %1 : tensor<8x256x4xi32>
  }
  func.func private @_one_hot_167(%arg0: tensor<8x128x4xi32>, %arg1: tensor<1x1x1x81xi32>) -> tensor<8x128x4x81xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x128x4xi32>) -> tensor<8x128x4x1xi32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x128x4x1xi32>) -> tensor<8x128x4x81xi32>
    %2 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x1x1x81xi32>) -> tensor<8x128x4x81xi32>
    %3 = stablehlo.compare  EQ, %1, %2,  SIGNED : (tensor<8x128x4x81xi32>, tensor<8x128x4x81xi32>) -> tensor<8x128x4x81xi1>
    %4 = stablehlo.convert %3 : (tensor<8x128x4x81xi1>) -> tensor<8x128x4x81xi32>
    return %4 : tensor<8x128x4x81xi32>
  }
  func.func private @silu(%arg0: tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<4x8x80x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x8x80x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x80x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x8x80x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x80x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x80x512xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<4x8x80x512xbf16>
    return %6 : tensor<4x8x80x512xbf16>
  }
  func.func private @_one_hot_202(%arg0: tensor<8x128xi32>) -> tensor<8x128x1024xf32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %1 = stablehlo.iota dim = 2 : tensor<1x1x1024xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x1024xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2] : (tensor<1x1x1024xi32>) -> tensor<8x128x1024xi32>
    %4 = stablehlo.compare  EQ, %2, %3,  SIGNED : (tensor<8x128x1024xi32>, tensor<8x128x1024xi32>) -> tensor<8x128x1024xi1>
    %5 = stablehlo.convert %4 : (tensor<8x128x1024xi1>) -> tensor<8x128x1024xf32>
    return %5 : tensor<8x128x1024xf32>
  }
  func.func private @closed_call_266(%arg0: tensor<8x128xi32>, %arg1: tensor<8x128xi32>, %arg2: tensor<8x128x256xbf16>, %arg3: tensor<f32>, %arg4: tensor<256x4xf32>, %arg5: tensor<4x256x512xf32>, %arg6: tensor<4x256x512xf32>, %arg7: tensor<4x512x256xf32>, %arg8: tensor<256xf32>, %arg9: tensor<256xf32>, %arg10: tensor<256x4x32xf32>, %arg11: tensor<8x32x256xf32>, %arg12: tensor<256x8x32xf32>, %arg13: tensor<256x4x32xf32>, %arg14: tensor<8x128x256xbf16>) -> (tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg14) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
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
    %18 = stablehlo.convert %arg9 : (tensor<256xf32>) -> tensor<256xbf16>
    %19 = stablehlo.broadcast_in_dim %18, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %20 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %21 = stablehlo.multiply %17, %20 : tensor<8x128x256xbf16>
    %22 = stablehlo.custom_call @Sharding(%21) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %23 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %24 = stablehlo.custom_call @Sharding(%22) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %25 = stablehlo.convert %arg12 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %26 = stablehlo.dot_general %23, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %27 = stablehlo.convert %arg10 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
    %28 = stablehlo.dot_general %24, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %29 = stablehlo.convert %arg13 : (tensor<256x4x32xf32>) -> tensor<256x4x32xbf16>
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
    %117 = call @_where_267(%116, %cst_12, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_14 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %118 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %119 = stablehlo.compare  GE, %117, %118,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %120:2 = call @_where_268(%119, %102, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<8x4x2x128x128xbf16>, tensor<f32>) -> (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>)
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
    %147 = stablehlo.convert %arg11 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
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
    %168 = stablehlo.convert %arg8 : (tensor<256xf32>) -> tensor<256xbf16>
    %169 = stablehlo.broadcast_in_dim %168, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %170 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %171 = stablehlo.multiply %167, %170 : tensor<8x128x256xbf16>
    %172 = stablehlo.custom_call @Sharding(%171) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %173 = stablehlo.convert %arg4 : (tensor<256x4xf32>) -> tensor<256x4xbf16>
    %174 = stablehlo.dot_general %172, %173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x4xbf16>) -> tensor<8x128x4xbf16>
    %175 = stablehlo.convert %arg5 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %176 = stablehlo.convert %arg6 : (tensor<4x256x512xf32>) -> tensor<4x256x512xbf16>
    %177 = stablehlo.convert %arg7 : (tensor<4x512x256xf32>) -> tensor<4x512x256xbf16>
    %178 = stablehlo.custom_call @Sharding(%174) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4xbf16>) -> tensor<8x128x4xbf16>
    %values, %indices = chlo.top_k(%178, k = 2) : tensor<8x128x4xbf16> -> (tensor<8x128x2xbf16>, tensor<8x128x2xi32>)
    %179 = stablehlo.reshape %indices : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %180 = stablehlo.convert %values : (tensor<8x128x2xbf16>) -> tensor<8x128x2xf32>
    %cst_24 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_24) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x2xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %183 = stablehlo.maximum %182, %181 : tensor<8x128xf32>
    %184 = stablehlo.broadcast_in_dim %183, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2xf32>
    %186 = stablehlo.subtract %180, %185 : tensor<8x128x2xf32>
    %187 = stablehlo.exponential %186 : tensor<8x128x2xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %188 = stablehlo.reduce(%187 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2xf32>, tensor<f32>) -> tensor<8x128xf32>
    %189 = stablehlo.broadcast_in_dim %188, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %190 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2xf32>
    %191 = stablehlo.divide %187, %190 : tensor<8x128x2xf32>
    %192 = stablehlo.multiply %189, %189 : tensor<8x128x1xf32>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %194 = stablehlo.divide %193, %192 : tensor<8x128x1xf32>
    %195 = stablehlo.convert %191 : (tensor<8x128x2xf32>) -> tensor<8x128x2xbf16>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %196 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<bf16>) -> tensor<8x128x4xbf16>
    %197 = stablehlo.iota dim = 0 : tensor<8xi32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0] : (tensor<8xi32>) -> tensor<8x1x1xi32>
    %199 = stablehlo.iota dim = 0 : tensor<128xi32>
    %200 = stablehlo.broadcast_in_dim %199, dims = [0] : (tensor<128xi32>) -> tensor<128x1xi32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %201 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %202 = stablehlo.compare  LT, %198, %201,  SIGNED : (tensor<8x1x1xi32>, tensor<8x1x1xi32>) -> tensor<8x1x1xi1>
    %c_30 = stablehlo.constant dense<8> : tensor<i32>
    %203 = stablehlo.broadcast_in_dim %c_30, dims = [] : (tensor<i32>) -> tensor<8x1x1xi32>
    %204 = stablehlo.add %198, %203 : tensor<8x1x1xi32>
    %205 = stablehlo.select %202, %204, %198 : tensor<8x1x1xi1>, tensor<8x1x1xi32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %206 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %207 = stablehlo.compare  LT, %200, %206,  SIGNED : (tensor<128x1xi32>, tensor<128x1xi32>) -> tensor<128x1xi1>
    %c_32 = stablehlo.constant dense<128> : tensor<i32>
    %208 = stablehlo.broadcast_in_dim %c_32, dims = [] : (tensor<i32>) -> tensor<128x1xi32>
    %209 = stablehlo.add %200, %208 : tensor<128x1xi32>
    %210 = stablehlo.select %207, %209, %200 : tensor<128x1xi1>, tensor<128x1xi32>
    %c_33 = stablehlo.constant dense<0> : tensor<i32>
    %211 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8x128x2xi32>
    %212 = stablehlo.compare  LT, %indices, %211,  SIGNED : (tensor<8x128x2xi32>, tensor<8x128x2xi32>) -> tensor<8x128x2xi1>
    %c_34 = stablehlo.constant dense<4> : tensor<i32>
    %213 = stablehlo.broadcast_in_dim %c_34, dims = [] : (tensor<i32>) -> tensor<8x128x2xi32>
    %214 = stablehlo.add %indices, %213 : tensor<8x128x2xi32>
    %215 = stablehlo.select %212, %214, %indices : tensor<8x128x2xi1>, tensor<8x128x2xi32>
    %216 = stablehlo.broadcast_in_dim %205, dims = [0, 1, 2] : (tensor<8x1x1xi32>) -> tensor<8x128x2xi32>
    %217 = stablehlo.broadcast_in_dim %210, dims = [1, 2] : (tensor<128x1xi32>) -> tensor<8x128x2xi32>
    %218 = stablehlo.broadcast_in_dim %216, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %220 = stablehlo.broadcast_in_dim %215, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %221 = stablehlo.concatenate %218, %219, %220, dim = 3 : (tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>, tensor<8x128x2x1xi32>) -> tensor<8x128x2x3xi32>
    %222 = stablehlo.iota dim = 0 : tensor<2048xui32>
    %223 = stablehlo.reshape %222 : (tensor<2048xui32>) -> tensor<8x128x2xui32>
    %c_35 = stablehlo.constant dense<1> : tensor<ui32>
    %224 = stablehlo.broadcast_in_dim %c_35, dims = [] : (tensor<ui32>) -> tensor<8x128x2xui32>
    %225 = stablehlo.add %223, %224 : tensor<8x128x2xui32>
    %c_36 = stablehlo.constant dense<0> : tensor<ui32>
    %226 = stablehlo.broadcast_in_dim %c_36, dims = [] : (tensor<ui32>) -> tensor<8x128x4xui32>
    %227 = "stablehlo.scatter"(%226, %221, %225) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg15: tensor<ui32>, %arg16: tensor<ui32>):
      stablehlo.return %arg16 : tensor<ui32>
    }) : (tensor<8x128x4xui32>, tensor<8x128x2x3xi32>, tensor<8x128x2xui32>) -> tensor<8x128x4xui32>
    %228 = "stablehlo.gather"(%227, %221) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x4xui32>, tensor<8x128x2x3xi32>) -> tensor<8x128x2xui32>
    %c_37 = stablehlo.constant dense<0> : tensor<ui32>
    %229 = stablehlo.broadcast_in_dim %c_37, dims = [] : (tensor<ui32>) -> tensor<8x128x4xui32>
    %230 = stablehlo.compare  EQ, %227, %229,  UNSIGNED : (tensor<8x128x4xui32>, tensor<8x128x4xui32>) -> tensor<8x128x4xi1>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %231 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<bf16>) -> tensor<8x128x4xbf16>
    %232 = stablehlo.select %230, %196, %231 : tensor<8x128x4xi1>, tensor<8x128x4xbf16>
    %233 = stablehlo.compare  EQ, %225, %228,  UNSIGNED : (tensor<8x128x2xui32>, tensor<8x128x2xui32>) -> tensor<8x128x2xi1>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %234 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<bf16>) -> tensor<8x128x2xbf16>
    %235 = stablehlo.select %233, %195, %234 : tensor<8x128x2xi1>, tensor<8x128x2xbf16>
    %236 = stablehlo.compare  EQ, %225, %228,  UNSIGNED : (tensor<8x128x2xui32>, tensor<8x128x2xui32>) -> tensor<8x128x2xi1>
    %237 = "stablehlo.scatter"(%232, %221, %235) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [0, 1, 2], scatter_dims_to_operand_dims = [0, 1, 2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg15: tensor<bf16>, %arg16: tensor<bf16>):
      %532 = stablehlo.add %arg15, %arg16 : tensor<bf16>
      stablehlo.return %532 : tensor<bf16>
    }) : (tensor<8x128x4xbf16>, tensor<8x128x2x3xi32>, tensor<8x128x2xbf16>) -> tensor<8x128x4xbf16>
    %238 = stablehlo.convert %178 : (tensor<8x128x4xbf16>) -> tensor<8x128x4xf32>
    %cst_40 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %239 = stablehlo.reduce(%238 init: %cst_40) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x128xf32>
    %cst_41 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %241 = stablehlo.maximum %240, %239 : tensor<8x128xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x4xf32>
    %244 = stablehlo.subtract %238, %243 : tensor<8x128x4xf32>
    %245 = stablehlo.exponential %244 : tensor<8x128x4xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %246 = stablehlo.reduce(%245 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x128xf32>
    %247 = stablehlo.broadcast_in_dim %246, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %248 = stablehlo.multiply %247, %247 : tensor<8x128x1xf32>
    %cst_43 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %250 = stablehlo.divide %249, %248 : tensor<8x128x1xf32>
    %251 = call @_one_hot_279(%indices) : (tensor<8x128x2xi32>) -> tensor<8x128x2x4xi32>
    %c_44 = stablehlo.constant dense<0> : tensor<i32>
    %252 = stablehlo.reduce(%251 init: %c_44) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    %253 = stablehlo.convert %252 : (tensor<8x128x4xi32>) -> tensor<8x128x4xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_45) applies stablehlo.add across dimensions = [1] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x4xf32>
    %cst_46 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %255 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %256 = stablehlo.divide %254, %255 : tensor<8x4xf32>
    %257 = call @_one_hot_279(%indices) : (tensor<8x128x2xi32>) -> tensor<8x128x2x4xi32>
    %258 = stablehlo.reshape %257 : (tensor<8x128x2x4xi32>) -> tensor<8x256x4xi32>
    %259 = stablehlo.custom_call @Sharding(%258) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x256x4xi32>) -> tensor<8x256x4xi32>
    %260 = call @cumsum_280(%259) : (tensor<8x256x4xi32>) -> tensor<8x256x4xi32>
    %261 = stablehlo.reshape %260 : (tensor<8x256x4xi32>) -> tensor<8x128x2x4xi32>
    %262 = stablehlo.custom_call @Sharding(%261) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x2x4xi32>) -> tensor<8x128x2x4xi32>
    %c_47 = stablehlo.constant dense<80> : tensor<i32>
    %263 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<8x128x2x4xi32>
    %264 = stablehlo.compare  LE, %262, %263,  SIGNED : (tensor<8x128x2x4xi32>, tensor<8x128x2x4xi32>) -> tensor<8x128x2x4xi1>
    %265 = stablehlo.convert %264 : (tensor<8x128x2x4xi1>) -> tensor<8x128x2x4xi32>
    %266 = stablehlo.multiply %257, %265 : tensor<8x128x2x4xi32>
    %c_48 = stablehlo.constant dense<0> : tensor<i32>
    %267 = stablehlo.reduce(%266 init: %c_48) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    %268 = stablehlo.convert %267 : (tensor<8x128x4xi32>) -> tensor<8x128x4xbf16>
    %269 = stablehlo.multiply %237, %268 : tensor<8x128x4xbf16>
    %270 = stablehlo.multiply %259, %260 : tensor<8x256x4xi32>
    %271 = stablehlo.reshape %270 : (tensor<8x256x4xi32>) -> tensor<8x128x2x4xi32>
    %c_49 = stablehlo.constant dense<0> : tensor<i32>
    %272 = stablehlo.reduce(%271 init: %c_49) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2x4xi32>, tensor<i32>) -> tensor<8x128x4xi32>
    %273 = stablehlo.multiply %272, %267 : tensor<8x128x4xi32>
    %274 = call @_one_hot_281(%273) : (tensor<8x128x4xi32>) -> tensor<8x128x4x81xi32>
    %275 = stablehlo.broadcast_in_dim %269, dims = [0, 1, 2] : (tensor<8x128x4xbf16>) -> tensor<8x128x4x1xbf16>
    %276 = stablehlo.convert %274 : (tensor<8x128x4x81xi32>) -> tensor<8x128x4x81xbf16>
    %277 = stablehlo.broadcast_in_dim %275, dims = [0, 1, 2, 3] : (tensor<8x128x4x1xbf16>) -> tensor<8x128x4x81xbf16>
    %278 = stablehlo.multiply %277, %276 : tensor<8x128x4x81xbf16>
    %279 = stablehlo.slice %278 [0:8, 0:128, 0:4, 1:81] : (tensor<8x128x4x81xbf16>) -> tensor<8x128x4x80xbf16>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %280 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<bf16>) -> tensor<8x128x4x80xbf16>
    %281 = stablehlo.compare  NE, %279, %280,  FLOAT : (tensor<8x128x4x80xbf16>, tensor<8x128x4x80xbf16>) -> tensor<8x128x4x80xi1>
    %282 = stablehlo.convert %281 : tensor<8x128x4x80xi1>
    %283 = stablehlo.custom_call @Sharding(%282) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4x80xi1>) -> tensor<8x128x4x80xi1>
    %284 = stablehlo.custom_call @Sharding(%279) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4x80xbf16>) -> tensor<8x128x4x80xbf16>
    %285 = stablehlo.convert %283 : (tensor<8x128x4x80xi1>) -> tensor<8x128x4x80xbf16>
    %286 = stablehlo.convert %172 : tensor<8x128x256xbf16>
    %287 = stablehlo.dot_general %285, %286, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x80xbf16>, tensor<8x128x256xbf16>) -> tensor<8x4x80x256xbf16>
    %288 = stablehlo.transpose %287, dims = [1, 0, 2, 3] : (tensor<8x4x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %289 = stablehlo.custom_call @Sharding(%288) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %290 = stablehlo.dot_general %289, %175, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x256xbf16>, tensor<4x256x512xbf16>) -> tensor<4x8x80x512xbf16>
    %291 = stablehlo.custom_call @Sharding(%290) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %292 = stablehlo.dot_general %289, %176, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x256xbf16>, tensor<4x256x512xbf16>) -> tensor<4x8x80x512xbf16>
    %293 = stablehlo.custom_call @Sharding(%292) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %294:3 = call @silu_282(%291) : (tensor<4x8x80x512xbf16>) -> (tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>)
    %295 = stablehlo.multiply %294#0, %293 : tensor<4x8x80x512xbf16>
    %296 = stablehlo.dot_general %295, %177, batching_dims = [0] x [0], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x512xbf16>, tensor<4x512x256xbf16>) -> tensor<4x8x80x256xbf16>
    %297 = stablehlo.custom_call @Sharding(%296) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %298 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %299 = stablehlo.custom_call @Sharding(%298) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %300 = stablehlo.dot_general %299, %284, batching_dims = [0] x [0], contracting_dims = [1] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x4x80xbf16>) -> tensor<8x256x4x80xbf16>
    %301 = stablehlo.transpose %300, dims = [2, 0, 3, 1] : (tensor<8x256x4x80xbf16>) -> tensor<4x8x80x256xbf16>
    %302 = stablehlo.dot_general %299, %297, batching_dims = [0] x [1], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<4x8x80x256xbf16>) -> tensor<8x128x4x80xbf16>
    %303 = stablehlo.custom_call @Sharding(%301) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %304 = stablehlo.dot_general %303, %295, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x256xbf16>, tensor<4x8x80x512xbf16>) -> tensor<4x256x512xbf16>
    %305 = stablehlo.transpose %304, dims = [0, 2, 1] : (tensor<4x256x512xbf16>) -> tensor<4x512x256xbf16>
    %306 = stablehlo.dot_general %303, %177, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x256xbf16>, tensor<4x512x256xbf16>) -> tensor<4x8x80x512xbf16>
    %307 = stablehlo.multiply %294#0, %306 : tensor<4x8x80x512xbf16>
    %308 = stablehlo.multiply %306, %293 : tensor<4x8x80x512xbf16>
    %309 = call @silu_291(%294#1, %291, %294#2, %308) : (tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %310 = stablehlo.custom_call @Sharding(%307) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %311 = stablehlo.dot_general %310, %289, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x512xbf16>, tensor<4x8x80x256xbf16>) -> tensor<4x512x256xbf16>
    %312 = stablehlo.transpose %311, dims = [0, 2, 1] : (tensor<4x512x256xbf16>) -> tensor<4x256x512xbf16>
    %313 = stablehlo.dot_general %310, %176, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x8x80x256xbf16>
    %314 = stablehlo.custom_call @Sharding(%309) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16>
    %315 = stablehlo.dot_general %314, %289, batching_dims = [0] x [0], contracting_dims = [1, 2] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x512xbf16>, tensor<4x8x80x256xbf16>) -> tensor<4x512x256xbf16>
    %316 = stablehlo.transpose %315, dims = [0, 2, 1] : (tensor<4x512x256xbf16>) -> tensor<4x256x512xbf16>
    %317 = stablehlo.dot_general %314, %175, batching_dims = [0] x [0], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<4x8x80x512xbf16>, tensor<4x256x512xbf16>) -> tensor<4x8x80x256xbf16>
    %318 = stablehlo.add %313, %317 : tensor<4x8x80x256xbf16>
    %319 = stablehlo.custom_call @Sharding(%318) {backend_config = "", mhlo.sharding = "{devices=[1,2,1,4]<=[8]}"} : (tensor<4x8x80x256xbf16>) -> tensor<4x8x80x256xbf16>
    %320 = stablehlo.transpose %319, dims = [1, 0, 2, 3] : (tensor<4x8x80x256xbf16>) -> tensor<8x4x80x256xbf16>
    %321 = stablehlo.convert %320 : tensor<8x4x80x256xbf16>
    %322 = stablehlo.convert %283 : (tensor<8x128x4x80xi1>) -> tensor<8x128x4x80xbf16>
    %323 = stablehlo.dot_general %321, %322, batching_dims = [0] x [0], contracting_dims = [1, 2] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x80x256xbf16>, tensor<8x128x4x80xbf16>) -> tensor<8x256x128xbf16>
    %324 = stablehlo.transpose %323, dims = [0, 2, 1] : (tensor<8x256x128xbf16>) -> tensor<8x128x256xbf16>
    %325 = stablehlo.custom_call @Sharding(%302) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4x80xbf16>) -> tensor<8x128x4x80xbf16>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %326 = stablehlo.pad %325, %cst_51, low = [0, 0, 0, 1], high = [0, 0, 0, 0], interior = [0, 0, 0, 0] : (tensor<8x128x4x80xbf16>, tensor<bf16>) -> tensor<8x128x4x81xbf16>
    %327 = stablehlo.multiply %326, %276 : tensor<8x128x4x81xbf16>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %328 = stablehlo.reduce(%327 init: %cst_52) applies stablehlo.add across dimensions = [3] : (tensor<8x128x4x81xbf16>, tensor<bf16>) -> tensor<8x128x4xbf16>
    %329 = stablehlo.reshape %328 : (tensor<8x128x4xbf16>) -> tensor<8x128x4x1xbf16>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %330 = stablehlo.reduce(%329 init: %cst_53) applies stablehlo.add across dimensions = [3] : (tensor<8x128x4x1xbf16>, tensor<bf16>) -> tensor<8x128x4xbf16>
    %331 = stablehlo.multiply %330, %268 : tensor<8x128x4xbf16>
    %cst_54 = stablehlo.constant dense<0.00999999977> : tensor<f32>
    %332 = stablehlo.multiply %arg3, %cst_54 : tensor<f32>
    %cst_55 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %333 = stablehlo.multiply %332, %cst_55 : tensor<f32>
    %cst_56 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %334 = stablehlo.divide %333, %cst_56 : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %334, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %336 = stablehlo.multiply %256, %335 : tensor<8x4xf32>
    %337 = stablehlo.convert %336 : (tensor<8x4xf32>) -> tensor<8x4xbf16>
    %338 = stablehlo.convert %337 : (tensor<8x4xbf16>) -> tensor<8x4xf32>
    %cst_57 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %340 = stablehlo.divide %338, %339 : tensor<8x4xf32>
    %341 = stablehlo.broadcast_in_dim %340, dims = [0, 2] : (tensor<8x4xf32>) -> tensor<8x128x4xf32>
    %342 = stablehlo.convert %341 : (tensor<8x128x4xf32>) -> tensor<8x128x4xbf16>
    %343 = stablehlo.convert %342 : (tensor<8x128x4xbf16>) -> tensor<8x128x4xf32>
    %344 = stablehlo.broadcast_in_dim %250, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x4xf32>
    %345 = stablehlo.multiply %343, %344 : tensor<8x128x4xf32>
    %346 = stablehlo.multiply %345, %245 : tensor<8x128x4xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %347 = stablehlo.reduce(%346 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x128x4xf32>, tensor<f32>) -> tensor<8x128xf32>
    %348 = stablehlo.reshape %347 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %349 = stablehlo.negate %348 : tensor<8x128x1xf32>
    %350 = stablehlo.broadcast_in_dim %247, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x4xf32>
    %351 = stablehlo.divide %343, %350 : tensor<8x128x4xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %352 = stablehlo.reduce(%349 init: %cst_59) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %353 = stablehlo.broadcast_in_dim %352, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x4xf32>
    %354 = stablehlo.add %351, %353 : tensor<8x128x4xf32>
    %355 = stablehlo.multiply %354, %245 : tensor<8x128x4xf32>
    %356 = stablehlo.convert %355 : (tensor<8x128x4xf32>) -> tensor<8x128x4xbf16>
    %c_60 = stablehlo.constant dense<[7, 127, 3]> : tensor<3xi32>
    %c_61 = stablehlo.constant dense<0> : tensor<i32>
    %357 = stablehlo.broadcast_in_dim %c_61, dims = [] : (tensor<i32>) -> tensor<8x128x2x3xi32>
    %358 = stablehlo.compare  GE, %221, %357,  SIGNED : (tensor<8x128x2x3xi32>, tensor<8x128x2x3xi32>) -> tensor<8x128x2x3xi1>
    %359 = stablehlo.broadcast_in_dim %c_60, dims = [3] : (tensor<3xi32>) -> tensor<1x1x1x3xi32>
    %360 = stablehlo.broadcast_in_dim %359, dims = [0, 1, 2, 3] : (tensor<1x1x1x3xi32>) -> tensor<8x128x2x3xi32>
    %361 = stablehlo.compare  LE, %221, %360,  SIGNED : (tensor<8x128x2x3xi32>, tensor<8x128x2x3xi32>) -> tensor<8x128x2x3xi1>
    %362 = stablehlo.and %358, %361 : tensor<8x128x2x3xi1>
    %c_62 = stablehlo.constant dense<true> : tensor<i1>
    %363 = stablehlo.reduce(%362 init: %c_62) applies stablehlo.and across dimensions = [3] : (tensor<8x128x2x3xi1>, tensor<i1>) -> tensor<8x128x2xi1>
    %364 = "stablehlo.gather"(%331, %221) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1, 2], start_index_map = [0, 1, 2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<8x128x4xbf16>, tensor<8x128x2x3xi32>) -> tensor<8x128x2xbf16>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %365 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<bf16>) -> tensor<8x128x2xbf16>
    %366 = stablehlo.select %363, %364, %365 : tensor<8x128x2xi1>, tensor<8x128x2xbf16>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %367 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<bf16>) -> tensor<8x128x2xbf16>
    %368 = stablehlo.select %236, %366, %367 : tensor<8x128x2xi1>, tensor<8x128x2xbf16>
    %369 = stablehlo.convert %368 : (tensor<8x128x2xbf16>) -> tensor<8x128x2xf32>
    %370 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2xf32>
    %371 = stablehlo.multiply %369, %370 : tensor<8x128x2xf32>
    %372 = stablehlo.multiply %371, %187 : tensor<8x128x2xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %373 = stablehlo.reduce(%372 init: %cst_65) applies stablehlo.add across dimensions = [2] : (tensor<8x128x2xf32>, tensor<f32>) -> tensor<8x128xf32>
    %374 = stablehlo.reshape %373 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %375 = stablehlo.negate %374 : tensor<8x128x1xf32>
    %376 = stablehlo.broadcast_in_dim %189, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x2xf32>
    %377 = stablehlo.divide %369, %376 : tensor<8x128x2xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%375 init: %cst_66) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %379 = stablehlo.broadcast_in_dim %378, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x2xf32>
    %380 = stablehlo.add %377, %379 : tensor<8x128x2xf32>
    %381 = stablehlo.multiply %380, %187 : tensor<8x128x2xf32>
    %382 = stablehlo.convert %381 : (tensor<8x128x2xf32>) -> tensor<8x128x2xbf16>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %383 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<bf16>) -> tensor<8x128x4xbf16>
    %384 = "stablehlo.scatter"(%383, %179, %382) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg15: tensor<bf16>, %arg16: tensor<bf16>):
      %532 = stablehlo.add %arg15, %arg16 : tensor<bf16>
      stablehlo.return %532 : tensor<bf16>
    }) : (tensor<8x128x4xbf16>, tensor<8x128x2x1xi32>, tensor<8x128x2xbf16>) -> tensor<8x128x4xbf16>
    %385 = stablehlo.add %356, %384 : tensor<8x128x4xbf16>
    %386 = stablehlo.custom_call @Sharding(%385) {backend_config = "", mhlo.sharding = "{devices=[2,1,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128x4xbf16>) -> tensor<8x128x4xbf16>
    %387 = stablehlo.convert %305 : (tensor<4x512x256xbf16>) -> tensor<4x512x256xf32>
    %388 = stablehlo.convert %312 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %389 = stablehlo.convert %316 : (tensor<4x256x512xbf16>) -> tensor<4x256x512xf32>
    %390 = stablehlo.dot_general %386, %172, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4xbf16>, tensor<8x128x256xbf16>) -> tensor<4x256xbf16>
    %391 = stablehlo.transpose %390, dims = [1, 0] : (tensor<4x256xbf16>) -> tensor<256x4xbf16>
    %392 = stablehlo.dot_general %386, %173, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4xbf16>, tensor<256x4xbf16>) -> tensor<8x128x256xbf16>
    %393 = stablehlo.add %324, %392 : tensor<8x128x256xbf16>
    %394 = stablehlo.convert %391 : (tensor<256x4xbf16>) -> tensor<256x4xf32>
    %395 = stablehlo.custom_call @Sharding(%393) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %396 = stablehlo.multiply %167, %395 : tensor<8x128x256xbf16>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %397 = stablehlo.reduce(%396 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %398 = stablehlo.reshape %397 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %399 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %400 = stablehlo.multiply %395, %399 : tensor<8x128x256xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %401 = stablehlo.reduce(%398 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %402 = stablehlo.convert %401 : (tensor<256xbf16>) -> tensor<256xf32>
    %403 = stablehlo.convert %400 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %404 = stablehlo.multiply %151, %403 : tensor<8x128x256xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %405 = stablehlo.reduce(%404 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %406 = stablehlo.reshape %405 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %407 = stablehlo.broadcast_in_dim %161, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %408 = stablehlo.multiply %403, %407 : tensor<8x128x256xf32>
    %409 = stablehlo.multiply %406, %164 : tensor<8x128x1xf32>
    %cst_71 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %411 = stablehlo.divide %409, %410 : tensor<8x128x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %412 = stablehlo.reduce(%411 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %413 = stablehlo.broadcast_in_dim %412, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %414 = stablehlo.multiply %413, %154 : tensor<8x128x256xf32>
    %415 = stablehlo.add %408, %414 : tensor<8x128x256xf32>
    %416 = stablehlo.convert %415 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %417 = stablehlo.add %298, %416 : tensor<8x128x256xbf16>
    %418 = stablehlo.custom_call @Sharding(%417) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %419 = stablehlo.dot_general %418, %146, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x8x32xbf16>) -> tensor<256x8x32xbf16>
    %420 = stablehlo.transpose %419, dims = [1, 2, 0] : (tensor<256x8x32xbf16>) -> tensor<8x32x256xbf16>
    %421 = stablehlo.dot_general %418, %147, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x8x32xbf16>
    %422 = stablehlo.convert %420 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %423 = stablehlo.custom_call @Sharding(%421) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %424 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %425 = stablehlo.multiply %423, %424 : tensor<8x128x8x32xbf16>
    %426 = stablehlo.multiply %425, %140 : tensor<8x128x8x32xbf16>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %427 = stablehlo.reduce(%426 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<8x128x8x32xbf16>, tensor<bf16>) -> tensor<8x128x8xbf16>
    %428 = stablehlo.reshape %427 : (tensor<8x128x8xbf16>) -> tensor<8x128x8x1xbf16>
    %429 = stablehlo.negate %428 : tensor<8x128x8x1xbf16>
    %430 = stablehlo.broadcast_in_dim %137, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %431 = stablehlo.divide %423, %430 : tensor<8x128x8x32xbf16>
    %432 = stablehlo.reshape %431 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %433 = stablehlo.transpose %432, dims = [0, 2, 4, 3, 1] : (tensor<8x128x4x2x32xbf16>) -> tensor<8x4x32x2x128xbf16>
    %434 = stablehlo.dot_general %433, %99, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x128xbf16>, tensor<8x128x4x32xbf16>) -> tensor<8x4x2x128x128xbf16>
    %435 = stablehlo.dot_general %433, %136, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x32x2x128xbf16>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x32x128xbf16>
    %436 = stablehlo.transpose %435, dims = [0, 3, 1, 2] : (tensor<8x4x32x128xbf16>) -> tensor<8x128x4x32xbf16>
    %437 = stablehlo.transpose %429, dims = [0, 2, 1, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x8x128x1xbf16>
    %438 = stablehlo.reshape %434 : (tensor<8x4x2x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %439 = stablehlo.convert %437 : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %440 = stablehlo.reduce(%439 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %441 = stablehlo.broadcast_in_dim %440, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x128xf32>
    %442 = stablehlo.convert %441 : (tensor<8x8x128x128xf32>) -> tensor<8x8x128x128xbf16>
    %443 = stablehlo.add %438, %442 : tensor<8x8x128x128xbf16>
    %444 = stablehlo.multiply %443, %131 : tensor<8x8x128x128xbf16>
    %445 = stablehlo.negate %444 : tensor<8x8x128x128xbf16>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %446 = stablehlo.reduce(%445 init: %cst_75) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %447 = stablehlo.reshape %446 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %448 = stablehlo.reduce(%447 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %449 = stablehlo.divide %448, %127 : tensor<8x8x128xbf16>
    %450 = stablehlo.broadcast_in_dim %449, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x128xbf16>
    %451 = stablehlo.multiply %450, %126 : tensor<8x8x128x128xbf16>
    %452 = stablehlo.add %444, %451 : tensor<8x8x128x128xbf16>
    %453 = stablehlo.reshape %452 : (tensor<8x8x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %454 = call @_where_365(%120#1, %453) : (tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16>
    %455 = stablehlo.transpose %454, dims = [0, 1, 4, 3, 2] : (tensor<8x4x2x128x128xbf16>) -> tensor<8x4x128x128x2xbf16>
    %456 = stablehlo.dot_general %455, %98, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xbf16>, tensor<8x128x4x32xbf16>) -> tensor<8x4x128x2x32xbf16>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3, 4] : (tensor<8x4x128x2x32xbf16>) -> tensor<8x128x4x2x32xbf16>
    %458 = stablehlo.dot_general %455, %100, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x128x128x2xbf16>, tensor<8x128x4x2x32xbf16>) -> tensor<8x4x128x32xbf16>
    %459 = stablehlo.transpose %458, dims = [0, 2, 1, 3] : (tensor<8x4x128x32xbf16>) -> tensor<8x128x4x32xbf16>
    %460 = stablehlo.reshape %457 : (tensor<8x128x4x2x32xbf16>) -> tensor<8x128x8x32xbf16>
    %461 = stablehlo.custom_call @Sharding(%436) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %462 = stablehlo.custom_call @Sharding(%459) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x32xbf16>
    %463 = stablehlo.custom_call @Sharding(%460) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %464 = stablehlo.slice %462 [0:8, 0:128, 0:4, 0:16] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %465 = stablehlo.slice %462 [0:8, 0:128, 0:4, 16:32] : (tensor<8x128x4x32xbf16>) -> tensor<8x128x4x16xbf16>
    %466 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %467 = stablehlo.multiply %465, %466 : tensor<8x128x4x16xbf16>
    %468 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %469 = stablehlo.multiply %465, %468 : tensor<8x128x4x16xbf16>
    %470 = stablehlo.negate %464 : tensor<8x128x4x16xbf16>
    %471 = stablehlo.broadcast_in_dim %81, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %472 = stablehlo.multiply %470, %471 : tensor<8x128x4x16xbf16>
    %473 = stablehlo.add %469, %472 : tensor<8x128x4x16xbf16>
    %474 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x4x16xbf16>
    %475 = stablehlo.multiply %464, %474 : tensor<8x128x4x16xbf16>
    %476 = stablehlo.add %467, %475 : tensor<8x128x4x16xbf16>
    %477 = stablehlo.concatenate %476, %473, dim = 3 : (tensor<8x128x4x16xbf16>, tensor<8x128x4x16xbf16>) -> tensor<8x128x4x32xbf16>
    %478 = stablehlo.slice %463 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %479 = stablehlo.slice %463 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %480 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %481 = stablehlo.multiply %479, %480 : tensor<8x128x8x16xbf16>
    %482 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %483 = stablehlo.multiply %479, %482 : tensor<8x128x8x16xbf16>
    %484 = stablehlo.negate %478 : tensor<8x128x8x16xbf16>
    %485 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %486 = stablehlo.multiply %484, %485 : tensor<8x128x8x16xbf16>
    %487 = stablehlo.add %483, %486 : tensor<8x128x8x16xbf16>
    %488 = stablehlo.broadcast_in_dim %50, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %489 = stablehlo.multiply %478, %488 : tensor<8x128x8x16xbf16>
    %490 = stablehlo.add %481, %489 : tensor<8x128x8x16xbf16>
    %491 = stablehlo.concatenate %490, %487, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %492 = stablehlo.dot_general %461, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x256xbf16>) -> tensor<4x32x256xbf16>
    %493 = stablehlo.transpose %492, dims = [2, 0, 1] : (tensor<4x32x256xbf16>) -> tensor<256x4x32xbf16>
    %494 = stablehlo.dot_general %461, %29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x256xbf16>
    %495 = stablehlo.convert %493 : (tensor<256x4x32xbf16>) -> tensor<256x4x32xf32>
    %496 = stablehlo.dot_general %477, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<8x128x256xbf16>) -> tensor<4x32x256xbf16>
    %497 = stablehlo.transpose %496, dims = [2, 0, 1] : (tensor<4x32x256xbf16>) -> tensor<256x4x32xbf16>
    %498 = stablehlo.dot_general %477, %27, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x4x32xbf16>, tensor<256x4x32xbf16>) -> tensor<8x128x256xbf16>
    %499 = stablehlo.add %494, %498 : tensor<8x128x256xbf16>
    %500 = stablehlo.convert %497 : (tensor<256x4x32xbf16>) -> tensor<256x4x32xf32>
    %501 = stablehlo.dot_general %491, %23, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %502 = stablehlo.transpose %501, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %503 = stablehlo.dot_general %491, %25, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %504 = stablehlo.convert %502 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %505 = stablehlo.custom_call @Sharding(%499) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %506 = stablehlo.custom_call @Sharding(%503) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %507 = stablehlo.add %505, %506 : tensor<8x128x256xbf16>
    %508 = stablehlo.custom_call @Sharding(%507) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %509 = stablehlo.multiply %17, %508 : tensor<8x128x256xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %510 = stablehlo.reduce(%509 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %511 = stablehlo.reshape %510 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %512 = stablehlo.broadcast_in_dim %19, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %513 = stablehlo.multiply %508, %512 : tensor<8x128x256xbf16>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %514 = stablehlo.reduce(%511 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %515 = stablehlo.convert %514 : (tensor<256xbf16>) -> tensor<256xf32>
    %516 = stablehlo.convert %513 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %517 = stablehlo.multiply %1, %516 : tensor<8x128x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %518 = stablehlo.reduce(%517 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %519 = stablehlo.reshape %518 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %520 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %521 = stablehlo.multiply %516, %520 : tensor<8x128x256xf32>
    %522 = stablehlo.multiply %519, %14 : tensor<8x128x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %523 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %524 = stablehlo.divide %522, %523 : tensor<8x128x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %527 = stablehlo.multiply %526, %4 : tensor<8x128x256xf32>
    %528 = stablehlo.add %521, %527 : tensor<8x128x256xf32>
    %529 = stablehlo.convert %528 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %530 = stablehlo.add %417, %529 : tensor<8x128x256xbf16>
    %531 = stablehlo.custom_call @Sharding(%530) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    return %531, %394, %389, %388, %387, %402, %515, %500, %422, %504, %495 : tensor<8x128x256xbf16>, tensor<256x4xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x4x32xf32>
  }
  func.func private @_where_267(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_268(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x4x2x128x128xbf16>, %arg2: tensor<f32>) -> (tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>) {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x4x2x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %3, %1 : tensor<8x4x2x128x128xbf16>, tensor<8x4x2x128x128xi1>
  }
  func.func private @_one_hot_279(%arg0: tensor<8x128x2xi32>) -> tensor<8x128x2x4xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x128x2xi32>) -> tensor<8x128x2x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x4xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x128x2x1xi32>) -> tensor<8x128x2x4xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xi32>) -> tensor<8x128x2x4xi32>
    %4 = stablehlo.compare  EQ, %2, %3,  SIGNED : (tensor<8x128x2x4xi32>, tensor<8x128x2x4xi32>) -> tensor<8x128x2x4xi1>
    %5 = stablehlo.convert %4 : (tensor<8x128x2x4xi1>) -> tensor<8x128x2x4xi32>
    return %5 : tensor<8x128x2x4xi32>
  }
  func.func private @cumsum_280(%arg0: tensor<8x256x4xi32>) -> tensor<8x256x4xi32> {
    %0 = call @cumsum_158(%arg0) : (tensor<8x256x4xi32>) -> tensor<8x256x4xi32>
    return %0 : tensor<8x256x4xi32>
  }
  func.func private @_one_hot_281(%arg0: tensor<8x128x4xi32>) -> tensor<8x128x4x81xi32> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2] : (tensor<8x128x4xi32>) -> tensor<8x128x4x1xi32>
    %1 = stablehlo.iota dim = 3 : tensor<1x1x1x81xi32>
    %2 = stablehlo.broadcast_in_dim %0, dims = [0, 1, 2, 3] : (tensor<8x128x4x1xi32>) -> tensor<8x128x4x81xi32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [0, 1, 2, 3] : (tensor<1x1x1x81xi32>) -> tensor<8x128x4x81xi32>
    %4 = stablehlo.compare  EQ, %2, %3,  SIGNED : (tensor<8x128x4x81xi32>, tensor<8x128x4x81xi32>) -> tensor<8x128x4x81xi1>
    %5 = stablehlo.convert %4 : (tensor<8x128x4x81xi1>) -> tensor<8x128x4x81xi32>
    return %5 : tensor<8x128x4x81xi32>
  }
  func.func private @silu_282(%arg0: tensor<4x8x80x512xbf16>) -> (tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<4x8x80x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<4x8x80x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x8x80x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<4x8x80x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<4x8x80x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<4x8x80x512xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<bf16>
    %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<bf16>) -> tensor<4x8x80x512xbf16>
    %8 = stablehlo.subtract %7, %5 : tensor<4x8x80x512xbf16>
    %9 = stablehlo.multiply %5, %8 : tensor<4x8x80x512xbf16>
    %10 = stablehlo.multiply %arg0, %5 : tensor<4x8x80x512xbf16>
    return %10, %5, %9 : tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>, tensor<4x8x80x512xbf16>
  }
  func.func private @silu_291(%arg0: tensor<4x8x80x512xbf16>, %arg1: tensor<4x8x80x512xbf16>, %arg2: tensor<4x8x80x512xbf16>, %arg3: tensor<4x8x80x512xbf16>) -> tensor<4x8x80x512xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<4x8x80x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<4x8x80x512xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<4x8x80x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<4x8x80x512xbf16>
    return %3 : tensor<4x8x80x512xbf16>
  }
  func.func private @_where_365(%arg0: tensor<8x4x2x128x128xi1>, %arg1: tensor<8x4x2x128x128xbf16>) -> tensor<8x4x2x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x4x2x128x128xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x2x128x128xi1>, tensor<8x4x2x128x128xbf16>
    return %1 : tensor<8x4x2x128x128xbf16>
  }
  func.func private @_where_535(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
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
  func.func private @_where_588(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
