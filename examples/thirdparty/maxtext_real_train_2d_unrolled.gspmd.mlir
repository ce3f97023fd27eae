module @jit_maxtext_real_train_2d_unrolled attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {tf.aliasing_output = 0 : i32}, %arg1: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 1 : i32}, %arg2: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 2 : i32}, %arg3: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 3 : i32}, %arg4: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 4 : i32}, %arg5: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 5 : i32}, %arg6: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 6 : i32}, %arg7: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 7 : i32}, %arg8: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 8 : i32}, %arg9: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 9 : i32}, %arg10: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 10 : i32}, %arg11: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 11 : i32}, %arg12: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 12 : i32}, %arg13: tensor<i32> {tf.aliasing_output = 13 : i32}, %arg14: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 14 : i32}, %arg15: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 15 : i32}, %arg16: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 16 : i32}, %arg17: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 17 : i32}, %arg18: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 18 : i32}, %arg19: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 19 : i32}, %arg20: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 20 : i32}, %arg21: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 21 : i32}, %arg22: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 22 : i32}, %arg23: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 23 : i32}, %arg24: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 24 : i32}, %arg25: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 25 : i32}, %arg26: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 26 : i32}, %arg27: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 27 : i32}, %arg28: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 28 : i32}, %arg29: tensor<512x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 29 : i32}, %arg30: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 30 : i32}, %arg31: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 31 : i32}, %arg32: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 32 : i32}, %arg33: tensor<8x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 33 : i32}, %arg34: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 34 : i32}, %arg35: tensor<256x8x32xf32> {mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 35 : i32}, %arg36: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 36 : i32}, %arg37: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}", tf.aliasing_output = 37 : i32}, %arg38: tensor<i32> {tf.aliasing_output = 38 : i32}, %arg39: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg40: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg41: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg42: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}, %arg43: tensor<8x128xi32> {mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"}) -> (tensor<i32> {jax.result_info = "result[0].step"}, tensor<256xf32> {jax.result_info = "result[0].params['params']['decoder']['decoder_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['mlp']['wi_0']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x512xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['mlp']['wi_1']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<512x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['mlp']['wo']['kernel']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['post_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['pre_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['self_attention']['key']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<8x32x256xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['self_attention']['out']['kernel']", mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['self_attention']['query']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].params['params']['decoder']['layers_0']['self_attention']['value']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x1024xf32> {jax.result_info = "result[0].params['params']['decoder']['logits_dense']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<1024x256xf32> {jax.result_info = "result[0].params['params']['token_embedder']['embedding']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<i32> {jax.result_info = "result[0].opt_state[0].count"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['decoder_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['mlp']['wi_0']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x512xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['mlp']['wi_1']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<512x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['mlp']['wo']['kernel']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['post_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['pre_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['self_attention']['key']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<8x32x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['self_attention']['out']['kernel']", mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['self_attention']['query']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['layers_0']['self_attention']['value']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['decoder']['logits_dense']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].mu['params']['token_embedder']['embedding']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['decoder_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['mlp']['wi_0']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x512xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['mlp']['wi_1']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<512x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['mlp']['wo']['kernel']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['post_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['pre_self_attention_layer_norm']['scale']", mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['self_attention']['key']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<8x32x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['self_attention']['out']['kernel']", mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['self_attention']['query']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x8x32xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['layers_0']['self_attention']['value']['kernel']", mhlo.sharding = "{devices=[1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<256x1024xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['decoder']['logits_dense']['kernel']", mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<1024x256xf32> {jax.result_info = "result[0].opt_state[0].nu['params']['token_embedder']['embedding']", mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, tensor<i32> {jax.result_info = "result[0].opt_state[2].count"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/grad_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/moe_lb_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/mtp_loss']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/param_norm']"}, tensor<f32> {jax.result_info = "result[1]['scalar']['learning/raw_grad_norm']"}, tensor<i32> {jax.result_info = "result[1]['scalar']['learning/total_weights']"}) {
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
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %9 = stablehlo.custom_call @Sharding(%8) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %10 = stablehlo.convert %9 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %11 = stablehlo.multiply %10, %10 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %12 = stablehlo.reduce(%11 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %13 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %15 = stablehlo.divide %13, %14 : tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %17 = stablehlo.add %15, %16 : tensor<8x128x1xf32>
    %18 = stablehlo.rsqrt %17 : tensor<8x128x1xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %20 = stablehlo.multiply %10, %19 : tensor<8x128x256xf32>
    %21 = stablehlo.convert %20 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %22 = stablehlo.convert %arg6 : (tensor<256xf32>) -> tensor<256xbf16>
    %23 = stablehlo.broadcast_in_dim %22, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %25 = stablehlo.multiply %21, %24 : tensor<8x128x256xbf16>
    %26 = stablehlo.custom_call @Sharding(%25) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %27 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %28 = stablehlo.custom_call @Sharding(%26) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %29 = stablehlo.convert %arg9 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %30 = stablehlo.dot_general %27, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %31 = stablehlo.convert %arg7 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %32 = stablehlo.dot_general %28, %31, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %33 = stablehlo.convert %arg10 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %34 = stablehlo.dot_general %28, %33, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %35 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %36 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_3 = stablehlo.constant dense<2> : tensor<i32>
    %37 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %38 = stablehlo.multiply %37, %36 : tensor<16xi32>
    %39 = stablehlo.convert %38 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_4 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %40 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %42 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %43 = stablehlo.power %42, %41 : tensor<16xf32>
    %cst_6 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %44 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %45 = stablehlo.multiply %44, %43 : tensor<16xf32>
    %46 = stablehlo.convert %35 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %47 = stablehlo.broadcast_in_dim %45, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %50 = stablehlo.divide %48, %49 : tensor<8x128x1x16xf32>
    %51 = stablehlo.sine %50 : tensor<8x128x1x16xf32>
    %52 = stablehlo.convert %51 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %53 = stablehlo.cosine %50 : tensor<8x128x1x16xf32>
    %54 = stablehlo.convert %53 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %55 = stablehlo.slice %30 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %56 = stablehlo.slice %30 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %57 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %58 = stablehlo.multiply %55, %57 : tensor<8x128x8x16xbf16>
    %59 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %60 = stablehlo.multiply %56, %59 : tensor<8x128x8x16xbf16>
    %61 = stablehlo.subtract %58, %60 : tensor<8x128x8x16xbf16>
    %62 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %63 = stablehlo.multiply %56, %62 : tensor<8x128x8x16xbf16>
    %64 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %65 = stablehlo.multiply %55, %64 : tensor<8x128x8x16xbf16>
    %66 = stablehlo.add %63, %65 : tensor<8x128x8x16xbf16>
    %67 = stablehlo.concatenate %61, %66, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %68 = stablehlo.broadcast_in_dim %arg40, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %69 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_7 = stablehlo.constant dense<2> : tensor<i32>
    %70 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %71 = stablehlo.multiply %70, %69 : tensor<16xi32>
    %72 = stablehlo.convert %71 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_8 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %74 = stablehlo.divide %72, %73 : tensor<16xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %75 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %76 = stablehlo.power %75, %74 : tensor<16xf32>
    %cst_10 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %78 = stablehlo.multiply %77, %76 : tensor<16xf32>
    %79 = stablehlo.convert %68 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %80 = stablehlo.broadcast_in_dim %78, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %81 = stablehlo.broadcast_in_dim %79, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %82 = stablehlo.broadcast_in_dim %80, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %83 = stablehlo.divide %81, %82 : tensor<8x128x1x16xf32>
    %84 = stablehlo.sine %83 : tensor<8x128x1x16xf32>
    %85 = stablehlo.convert %84 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %86 = stablehlo.cosine %83 : tensor<8x128x1x16xf32>
    %87 = stablehlo.convert %86 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %88 = stablehlo.slice %32 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %89 = stablehlo.slice %32 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %91 = stablehlo.multiply %88, %90 : tensor<8x128x8x16xbf16>
    %92 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %93 = stablehlo.multiply %89, %92 : tensor<8x128x8x16xbf16>
    %94 = stablehlo.subtract %91, %93 : tensor<8x128x8x16xbf16>
    %95 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %96 = stablehlo.multiply %89, %95 : tensor<8x128x8x16xbf16>
    %97 = stablehlo.broadcast_in_dim %85, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %98 = stablehlo.multiply %88, %97 : tensor<8x128x8x16xbf16>
    %99 = stablehlo.add %96, %98 : tensor<8x128x8x16xbf16>
    %100 = stablehlo.concatenate %94, %99, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %101 = stablehlo.custom_call @Sharding(%67) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %102 = stablehlo.custom_call @Sharding(%100) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %103 = stablehlo.custom_call @Sharding(%34) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %104 = stablehlo.reshape %101 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %105 = stablehlo.dot_general %102, %104, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x128x1xbf16>
    %106 = stablehlo.transpose %105, dims = [0, 1, 4, 3, 2] : (tensor<8x8x128x128x1xbf16>) -> tensor<8x8x1x128x128xbf16>
    %107 = stablehlo.broadcast_in_dim %arg41, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %108 = stablehlo.broadcast_in_dim %arg41, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %109 = stablehlo.broadcast_in_dim %107, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %110 = stablehlo.broadcast_in_dim %108, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %111 = stablehlo.compare  EQ, %109, %110,  SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %112 = stablehlo.broadcast_in_dim %111, dims = [0, 3, 4] : (tensor<8x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %113 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %114 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %116 = stablehlo.add %113, %115 : tensor<128x128xi32>
    %117 = stablehlo.compare  LE, %114, %116,  SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %118 = stablehlo.broadcast_in_dim %117, dims = [3, 4] : (tensor<128x128xi1>) -> tensor<1x1x1x128x128xi1>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %120 = stablehlo.and %112, %119 : tensor<8x1x1x128x128xi1>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_13 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %121 = call @_where(%120, %cst_12, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_14 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %123 = stablehlo.compare  GE, %121, %122,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %124 = call @_where_34(%123, %106, %cst_13) : (tensor<8x1x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<f32>) -> tensor<8x8x1x128x128xbf16>
    %125 = stablehlo.reshape %124 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %cst_15 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %126 = stablehlo.reduce(%125 init: %cst_15) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %127 = stablehlo.broadcast_in_dim %126, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %128 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %129 = stablehlo.subtract %125, %128 : tensor<8x8x128x128xbf16>
    %130 = stablehlo.exponential %129 : tensor<8x8x128x128xbf16>
    %131 = stablehlo.convert %130 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %132 = stablehlo.reduce(%131 init: %cst_16) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %133 = stablehlo.broadcast_in_dim %132, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %134 = stablehlo.convert %133 : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x1xbf16>
    %135 = stablehlo.reshape %130 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %136 = stablehlo.transpose %134, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %137 = stablehlo.dot_general %103, %135, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x1x128xbf16>
    %138 = stablehlo.transpose %137, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x128xbf16>) -> tensor<8x128x8x1x32xbf16>
    %139 = stablehlo.reshape %138 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %140 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %141 = stablehlo.divide %139, %140 : tensor<8x128x8x32xbf16>
    %142 = stablehlo.custom_call @Sharding(%141) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %143 = stablehlo.convert %arg8 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %144 = stablehlo.dot_general %142, %143, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %145 = stablehlo.custom_call @Sharding(%144) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %146 = stablehlo.add %9, %145 : tensor<8x128x256xbf16>
    %147 = stablehlo.convert %146 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %148 = stablehlo.multiply %147, %147 : tensor<8x128x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%148 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %150 = stablehlo.broadcast_in_dim %149, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_18 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %152 = stablehlo.divide %150, %151 : tensor<8x128x1xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %154 = stablehlo.add %152, %153 : tensor<8x128x1xf32>
    %155 = stablehlo.rsqrt %154 : tensor<8x128x1xf32>
    %156 = stablehlo.broadcast_in_dim %155, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %157 = stablehlo.multiply %147, %156 : tensor<8x128x256xf32>
    %158 = stablehlo.convert %157 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %159 = stablehlo.convert %arg5 : (tensor<256xf32>) -> tensor<256xbf16>
    %160 = stablehlo.broadcast_in_dim %159, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %162 = stablehlo.multiply %158, %161 : tensor<8x128x256xbf16>
    %163 = stablehlo.custom_call @Sharding(%162) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %164 = stablehlo.convert %arg2 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %165 = stablehlo.dot_general %163, %164, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %166 = call @silu(%165) : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %167 = stablehlo.convert %arg3 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %168 = stablehlo.dot_general %163, %167, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %169 = stablehlo.multiply %166, %168 : tensor<8x128x512xbf16>
    %170 = stablehlo.custom_call @Sharding(%169) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %171 = stablehlo.convert %arg4 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %172 = stablehlo.dot_general %170, %171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<512x256xbf16>) -> tensor<8x128x256xbf16>
    %173 = stablehlo.custom_call @Sharding(%172) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %174 = stablehlo.add %173, %146 : tensor<8x128x256xbf16>
    %175 = stablehlo.custom_call @Sharding(%174) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %176 = stablehlo.convert %175 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %177 = stablehlo.multiply %176, %176 : tensor<8x128x256xf32>
    %cst_20 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %179 = stablehlo.multiply %178, %176 : tensor<8x128x256xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %180 = stablehlo.reduce(%177 init: %cst_21) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %181 = stablehlo.broadcast_in_dim %180, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_22 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %182 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %183 = stablehlo.divide %181, %182 : tensor<8x128x1xf32>
    %cst_23 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %184 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %185 = stablehlo.add %183, %184 : tensor<8x128x1xf32>
    %186 = stablehlo.rsqrt %185 : tensor<8x128x1xf32>
    %187 = stablehlo.divide %186, %185 : tensor<8x128x1xf32>
    %cst_24 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %189 = stablehlo.multiply %188, %187 : tensor<8x128x1xf32>
    %190 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %191 = stablehlo.multiply %176, %190 : tensor<8x128x256xf32>
    %192 = stablehlo.convert %191 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %193 = stablehlo.convert %arg1 : (tensor<256xf32>) -> tensor<256xbf16>
    %194 = stablehlo.broadcast_in_dim %193, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %195 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %196 = stablehlo.multiply %192, %195 : tensor<8x128x256xbf16>
    %197 = stablehlo.convert %arg11 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %198 = stablehlo.dot_general %196, %197, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x1024xbf16>
    %199 = stablehlo.custom_call @Sharding(%198) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xbf16>
    %200 = stablehlo.convert %199 : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xf32>
    %201 = call @_one_hot(%arg42) : (tensor<8x128xi32>) -> tensor<8x128x1024xf32>
    %cst_25 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %202 = stablehlo.reduce(%200 init: %cst_25) applies stablehlo.maximum across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %205 = stablehlo.subtract %200, %204 : tensor<8x128x1024xf32>
    %206 = stablehlo.exponential %205 : tensor<8x128x1024xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %209 = stablehlo.log %208 : tensor<8x128x1xf32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %211 = stablehlo.subtract %205, %210 : tensor<8x128x1024xf32>
    %212 = stablehlo.multiply %201, %211 : tensor<8x128x1024xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %213 = stablehlo.reduce(%212 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1024xf32>, tensor<f32>) -> tensor<8x128xf32>
    %214 = stablehlo.negate %213 : tensor<8x128xf32>
    %215 = stablehlo.log %208 : tensor<8x128x1xf32>
    %216 = stablehlo.add %215, %203 : tensor<8x128x1xf32>
    %217 = stablehlo.reshape %216 : (tensor<8x128x1xf32>) -> tensor<8x128xf32>
    %218 = stablehlo.multiply %217, %217 : tensor<8x128xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %220 = stablehlo.multiply %219, %218 : tensor<8x128xf32>
    %221 = stablehlo.add %214, %220 : tensor<8x128xf32>
    %222 = stablehlo.custom_call @Sharding(%221) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %c_29 = stablehlo.constant dense<0> : tensor<i32>
    %223 = stablehlo.broadcast_in_dim %c_29, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %224 = stablehlo.compare  NE, %arg43, %223,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %225 = stablehlo.convert %224 : (tensor<8x128xi1>) -> tensor<8x128xf32>
    %226 = stablehlo.multiply %222, %225 : tensor<8x128xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %227 = stablehlo.reduce(%226 init: %cst_30) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xf32>, tensor<f32>) -> tensor<f32>
    %c_31 = stablehlo.constant dense<0> : tensor<i32>
    %228 = stablehlo.broadcast_in_dim %c_31, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %229 = stablehlo.compare  NE, %arg43, %228,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %230 = stablehlo.convert %229 : (tensor<8x128xi1>) -> tensor<8x128xi32>
    %c_32 = stablehlo.constant dense<0> : tensor<i32>
    %231 = stablehlo.reduce(%230 init: %c_32) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128xi32>, tensor<i32>) -> tensor<i32>
    %232 = stablehlo.convert %231 : (tensor<i32>) -> tensor<f32>
    %cst_33 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %233 = stablehlo.add %232, %cst_33 : tensor<f32>
    %234 = stablehlo.convert %233 : tensor<f32>
    %235 = stablehlo.divide %227, %234 : tensor<f32>
    %cst_34 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<f32>
    %237 = stablehlo.divide %236, %234 : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %239 = stablehlo.multiply %238, %225 : tensor<8x128xf32>
    %240 = stablehlo.custom_call @Sharding(%239) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8] last_tile_dim_replicate}"} : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %242 = stablehlo.multiply %241, %217 : tensor<8x128xf32>
    %cst_36 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %243 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %244 = stablehlo.add %243, %242 : tensor<8x128xf32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %246 = stablehlo.broadcast_in_dim %245, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %247 = stablehlo.multiply %246, %206 : tensor<8x128x1024xf32>
    %248 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %249 = stablehlo.divide %247, %248 : tensor<8x128x1024xf32>
    %250 = stablehlo.subtract %249, %201 : tensor<8x128x1024xf32>
    %251 = stablehlo.broadcast_in_dim %240, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x1024xf32>
    %253 = stablehlo.multiply %252, %250 : tensor<8x128x1024xf32>
    %254 = stablehlo.convert %253 : (tensor<8x128x1024xf32>) -> tensor<8x128x1024xbf16>
    %255 = stablehlo.custom_call @Sharding(%254) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xbf16>
    %256 = stablehlo.dot_general %255, %196, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %257 = stablehlo.transpose %256, dims = [1, 0] : (tensor<1024x256xbf16>) -> tensor<256x1024xbf16>
    %258 = stablehlo.dot_general %255, %197, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x1024xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x256xbf16>
    %259 = stablehlo.convert %257 : (tensor<256x1024xbf16>) -> tensor<256x1024xf32>
    %260 = stablehlo.multiply %192, %258 : tensor<8x128x256xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %261 = stablehlo.reduce(%260 init: %cst_37) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %262 = stablehlo.reshape %261 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %263 = stablehlo.broadcast_in_dim %194, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %264 = stablehlo.multiply %258, %263 : tensor<8x128x256xbf16>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %265 = stablehlo.reduce(%262 init: %cst_38) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %266 = stablehlo.convert %265 : (tensor<256xbf16>) -> tensor<256xf32>
    %267 = stablehlo.convert %264 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %268 = stablehlo.multiply %176, %267 : tensor<8x128x256xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %269 = stablehlo.reduce(%268 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %270 = stablehlo.reshape %269 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %271 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %272 = stablehlo.multiply %267, %271 : tensor<8x128x256xf32>
    %273 = stablehlo.multiply %270, %189 : tensor<8x128x1xf32>
    %cst_40 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %275 = stablehlo.divide %273, %274 : tensor<8x128x1xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %276 = stablehlo.reduce(%275 init: %cst_41) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %277 = stablehlo.broadcast_in_dim %276, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %278 = stablehlo.multiply %277, %179 : tensor<8x128x256xf32>
    %279 = stablehlo.add %272, %278 : tensor<8x128x256xf32>
    %280 = stablehlo.convert %279 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %281:13 = stablehlo.optimization_barrier %arg2, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8, %arg9, %arg10, %8, %arg41, %arg40, %280 : tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<8x128x256xbf16>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<8x128x256xbf16>
    %282 = stablehlo.custom_call @Sharding(%281#9) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %283 = stablehlo.convert %282 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %284 = stablehlo.multiply %283, %283 : tensor<8x128x256xf32>
    %cst_42 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %286 = stablehlo.multiply %285, %283 : tensor<8x128x256xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %287 = stablehlo.reduce(%284 init: %cst_43) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_44 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %289 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %290 = stablehlo.divide %288, %289 : tensor<8x128x1xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %292 = stablehlo.add %290, %291 : tensor<8x128x1xf32>
    %293 = stablehlo.rsqrt %292 : tensor<8x128x1xf32>
    %294 = stablehlo.divide %293, %292 : tensor<8x128x1xf32>
    %cst_46 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %296 = stablehlo.multiply %295, %294 : tensor<8x128x1xf32>
    %297 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %298 = stablehlo.multiply %283, %297 : tensor<8x128x256xf32>
    %299 = stablehlo.convert %298 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %300 = stablehlo.convert %281#4 : (tensor<256xf32>) -> tensor<256xbf16>
    %301 = stablehlo.broadcast_in_dim %300, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %302 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %303 = stablehlo.multiply %299, %302 : tensor<8x128x256xbf16>
    %304 = stablehlo.custom_call @Sharding(%303) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %305 = stablehlo.custom_call @Sharding(%304) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %306 = stablehlo.custom_call @Sharding(%304) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %307 = stablehlo.convert %281#7 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %308 = stablehlo.dot_general %305, %307, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %309 = stablehlo.convert %281#5 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %310 = stablehlo.dot_general %306, %309, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %311 = stablehlo.convert %281#8 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %312 = stablehlo.dot_general %306, %311, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %313 = stablehlo.broadcast_in_dim %281#11, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %314 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_47 = stablehlo.constant dense<2> : tensor<i32>
    %315 = stablehlo.broadcast_in_dim %c_47, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %316 = stablehlo.multiply %315, %314 : tensor<16xi32>
    %317 = stablehlo.convert %316 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_48 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %319 = stablehlo.divide %317, %318 : tensor<16xf32>
    %cst_49 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %320 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %321 = stablehlo.power %320, %319 : tensor<16xf32>
    %cst_50 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %323 = stablehlo.multiply %322, %321 : tensor<16xf32>
    %324 = stablehlo.convert %313 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %325 = stablehlo.broadcast_in_dim %323, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %326 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %327 = stablehlo.broadcast_in_dim %325, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %328 = stablehlo.divide %326, %327 : tensor<8x128x1x16xf32>
    %329 = stablehlo.sine %328 : tensor<8x128x1x16xf32>
    %330 = stablehlo.convert %329 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %331 = stablehlo.cosine %328 : tensor<8x128x1x16xf32>
    %332 = stablehlo.convert %331 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %333 = stablehlo.slice %308 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %334 = stablehlo.slice %308 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %335 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %336 = stablehlo.multiply %333, %335 : tensor<8x128x8x16xbf16>
    %337 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %338 = stablehlo.multiply %334, %337 : tensor<8x128x8x16xbf16>
    %339 = stablehlo.subtract %336, %338 : tensor<8x128x8x16xbf16>
    %340 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %341 = stablehlo.multiply %334, %340 : tensor<8x128x8x16xbf16>
    %342 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %343 = stablehlo.multiply %333, %342 : tensor<8x128x8x16xbf16>
    %344 = stablehlo.add %341, %343 : tensor<8x128x8x16xbf16>
    %345 = stablehlo.concatenate %339, %344, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %346 = stablehlo.broadcast_in_dim %281#11, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
    %347 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_51 = stablehlo.constant dense<2> : tensor<i32>
    %348 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %349 = stablehlo.multiply %348, %347 : tensor<16xi32>
    %350 = stablehlo.convert %349 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_52 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %352 = stablehlo.divide %350, %351 : tensor<16xf32>
    %cst_53 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %354 = stablehlo.power %353, %352 : tensor<16xf32>
    %cst_54 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %356 = stablehlo.multiply %355, %354 : tensor<16xf32>
    %357 = stablehlo.convert %346 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %358 = stablehlo.broadcast_in_dim %356, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %359 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %360 = stablehlo.broadcast_in_dim %358, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %361 = stablehlo.divide %359, %360 : tensor<8x128x1x16xf32>
    %362 = stablehlo.sine %361 : tensor<8x128x1x16xf32>
    %363 = stablehlo.convert %362 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %364 = stablehlo.cosine %361 : tensor<8x128x1x16xf32>
    %365 = stablehlo.convert %364 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %366 = stablehlo.slice %310 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %367 = stablehlo.slice %310 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %368 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %369 = stablehlo.multiply %366, %368 : tensor<8x128x8x16xbf16>
    %370 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %371 = stablehlo.multiply %367, %370 : tensor<8x128x8x16xbf16>
    %372 = stablehlo.subtract %369, %371 : tensor<8x128x8x16xbf16>
    %373 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %374 = stablehlo.multiply %367, %373 : tensor<8x128x8x16xbf16>
    %375 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %376 = stablehlo.multiply %366, %375 : tensor<8x128x8x16xbf16>
    %377 = stablehlo.add %374, %376 : tensor<8x128x8x16xbf16>
    %378 = stablehlo.concatenate %372, %377, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %379 = stablehlo.custom_call @Sharding(%345) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %380 = stablehlo.custom_call @Sharding(%378) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %381 = stablehlo.custom_call @Sharding(%312) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %382 = stablehlo.reshape %379 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %383 = stablehlo.dot_general %380, %382, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x128x1xbf16>
    %384 = stablehlo.transpose %383, dims = [0, 1, 4, 3, 2] : (tensor<8x8x128x128x1xbf16>) -> tensor<8x8x1x128x128xbf16>
    %385 = stablehlo.broadcast_in_dim %281#10, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %386 = stablehlo.broadcast_in_dim %281#10, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %387 = stablehlo.broadcast_in_dim %385, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %388 = stablehlo.broadcast_in_dim %386, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %389 = stablehlo.compare  EQ, %387, %388,  SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 3, 4] : (tensor<8x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %391 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %392 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_55 = stablehlo.constant dense<0> : tensor<i32>
    %393 = stablehlo.broadcast_in_dim %c_55, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %394 = stablehlo.add %391, %393 : tensor<128x128xi32>
    %395 = stablehlo.compare  LE, %392, %394,  SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %396 = stablehlo.broadcast_in_dim %395, dims = [3, 4] : (tensor<128x128xi1>) -> tensor<1x1x1x128x128xi1>
    %397 = stablehlo.broadcast_in_dim %396, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %398 = stablehlo.and %390, %397 : tensor<8x1x1x128x128xi1>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_57 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %399 = call @_where_120(%398, %cst_56, %cst_57) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_58 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %400 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %401 = stablehlo.compare  GE, %399, %400,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %402:2 = call @_where_121(%401, %384, %cst_57) : (tensor<8x1x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<f32>) -> (tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>)
    %403 = stablehlo.reshape %402#0 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %cst_59 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %404 = stablehlo.reduce(%403 init: %cst_59) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %405 = stablehlo.reshape %404 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %407 = stablehlo.compare  EQ, %403, %406,  FLOAT : (tensor<8x8x128x128xbf16>, tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xi1>
    %408 = stablehlo.convert %407 : (tensor<8x8x128x128xi1>) -> tensor<8x8x128x128xbf16>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %409 = stablehlo.reduce(%408 init: %cst_60) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %410 = stablehlo.broadcast_in_dim %404, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %412 = stablehlo.subtract %403, %411 : tensor<8x8x128x128xbf16>
    %413 = stablehlo.exponential %412 : tensor<8x8x128x128xbf16>
    %414 = stablehlo.convert %413 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.reduce(%414 init: %cst_61) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %416 = stablehlo.broadcast_in_dim %415, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %417 = stablehlo.convert %416 : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x1xbf16>
    %418 = stablehlo.reshape %413 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %419 = stablehlo.transpose %417, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %420 = stablehlo.dot_general %381, %418, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x1x128xbf16>
    %421 = stablehlo.transpose %420, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x128xbf16>) -> tensor<8x128x8x1x32xbf16>
    %422 = stablehlo.reshape %421 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %423 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %424 = stablehlo.divide %422, %423 : tensor<8x128x8x32xbf16>
    %425 = stablehlo.multiply %419, %419 : tensor<8x128x8x1xbf16>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %426 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<bf16>) -> tensor<8x128x8x1xbf16>
    %427 = stablehlo.divide %426, %425 : tensor<8x128x8x1xbf16>
    %428 = stablehlo.custom_call @Sharding(%424) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %429 = stablehlo.convert %281#6 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %430 = stablehlo.dot_general %428, %429, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %431 = stablehlo.custom_call @Sharding(%430) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %432 = stablehlo.add %282, %431 : tensor<8x128x256xbf16>
    %433 = stablehlo.convert %432 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %434 = stablehlo.multiply %433, %433 : tensor<8x128x256xf32>
    %cst_63 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %435 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x128x256xf32>
    %436 = stablehlo.multiply %435, %433 : tensor<8x128x256xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %437 = stablehlo.reduce(%434 init: %cst_64) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %438 = stablehlo.broadcast_in_dim %437, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_65 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %439 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %440 = stablehlo.divide %438, %439 : tensor<8x128x1xf32>
    %cst_66 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %441 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %442 = stablehlo.add %440, %441 : tensor<8x128x1xf32>
    %443 = stablehlo.rsqrt %442 : tensor<8x128x1xf32>
    %444 = stablehlo.divide %443, %442 : tensor<8x128x1xf32>
    %cst_67 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %445 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %446 = stablehlo.multiply %445, %444 : tensor<8x128x1xf32>
    %447 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %448 = stablehlo.multiply %433, %447 : tensor<8x128x256xf32>
    %449 = stablehlo.convert %448 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %450 = stablehlo.convert %281#3 : (tensor<256xf32>) -> tensor<256xbf16>
    %451 = stablehlo.broadcast_in_dim %450, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %453 = stablehlo.multiply %449, %452 : tensor<8x128x256xbf16>
    %454 = stablehlo.custom_call @Sharding(%453) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %455 = stablehlo.convert %281#0 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %456 = stablehlo.dot_general %454, %455, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %457:3 = call @silu_129(%456) : (tensor<8x128x512xbf16>) -> (tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>)
    %458 = stablehlo.convert %281#1 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %459 = stablehlo.dot_general %454, %458, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %460 = stablehlo.multiply %457#0, %459 : tensor<8x128x512xbf16>
    %461 = stablehlo.custom_call @Sharding(%460) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %462 = stablehlo.convert %281#2 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %463 = stablehlo.custom_call @Sharding(%281#12) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %464 = stablehlo.custom_call @Sharding(%463) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %465 = stablehlo.dot_general %464, %461, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x512xbf16>) -> tensor<256x512xbf16>
    %466 = stablehlo.transpose %465, dims = [1, 0] : (tensor<256x512xbf16>) -> tensor<512x256xbf16>
    %467 = stablehlo.dot_general %464, %462, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<512x256xbf16>) -> tensor<8x128x512xbf16>
    %468 = stablehlo.convert %466 : (tensor<512x256xbf16>) -> tensor<512x256xf32>
    %469 = stablehlo.custom_call @Sharding(%467) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %470 = stablehlo.multiply %457#0, %469 : tensor<8x128x512xbf16>
    %471 = stablehlo.multiply %469, %459 : tensor<8x128x512xbf16>
    %472 = stablehlo.dot_general %470, %454, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<8x128x256xbf16>) -> tensor<512x256xbf16>
    %473 = stablehlo.transpose %472, dims = [1, 0] : (tensor<512x256xbf16>) -> tensor<256x512xbf16>
    %474 = stablehlo.dot_general %470, %458, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<256x512xbf16>) -> tensor<8x128x256xbf16>
    %475 = stablehlo.convert %473 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %476 = call @silu_140(%457#1, %456, %457#2, %471) : (tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %477 = stablehlo.dot_general %476, %454, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<8x128x256xbf16>) -> tensor<512x256xbf16>
    %478 = stablehlo.transpose %477, dims = [1, 0] : (tensor<512x256xbf16>) -> tensor<256x512xbf16>
    %479 = stablehlo.dot_general %476, %455, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<256x512xbf16>) -> tensor<8x128x256xbf16>
    %480 = stablehlo.add %474, %479 : tensor<8x128x256xbf16>
    %481 = stablehlo.convert %478 : (tensor<256x512xbf16>) -> tensor<256x512xf32>
    %482 = stablehlo.custom_call @Sharding(%480) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %483 = stablehlo.multiply %449, %482 : tensor<8x128x256xbf16>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %484 = stablehlo.reduce(%483 init: %cst_68) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %485 = stablehlo.reshape %484 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %486 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %487 = stablehlo.multiply %482, %486 : tensor<8x128x256xbf16>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %488 = stablehlo.reduce(%485 init: %cst_69) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %489 = stablehlo.convert %488 : (tensor<256xbf16>) -> tensor<256xf32>
    %490 = stablehlo.convert %487 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %491 = stablehlo.multiply %433, %490 : tensor<8x128x256xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%491 init: %cst_70) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %493 = stablehlo.reshape %492 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %494 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %495 = stablehlo.multiply %490, %494 : tensor<8x128x256xf32>
    %496 = stablehlo.multiply %493, %446 : tensor<8x128x1xf32>
    %cst_71 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %497 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %498 = stablehlo.divide %496, %497 : tensor<8x128x1xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %499 = stablehlo.reduce(%498 init: %cst_72) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %500 = stablehlo.broadcast_in_dim %499, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %501 = stablehlo.multiply %500, %436 : tensor<8x128x256xf32>
    %502 = stablehlo.add %495, %501 : tensor<8x128x256xf32>
    %503 = stablehlo.convert %502 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %504 = stablehlo.add %463, %503 : tensor<8x128x256xbf16>
    %505 = stablehlo.custom_call @Sharding(%504) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %506 = stablehlo.dot_general %505, %428, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x128x8x32xbf16>) -> tensor<256x8x32xbf16>
    %507 = stablehlo.transpose %506, dims = [1, 2, 0] : (tensor<256x8x32xbf16>) -> tensor<8x32x256xbf16>
    %508 = stablehlo.dot_general %505, %429, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x8x32xbf16>
    %509 = stablehlo.convert %507 : (tensor<8x32x256xbf16>) -> tensor<8x32x256xf32>
    %510 = stablehlo.custom_call @Sharding(%508) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %511 = stablehlo.broadcast_in_dim %427, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %512 = stablehlo.multiply %510, %511 : tensor<8x128x8x32xbf16>
    %513 = stablehlo.multiply %512, %422 : tensor<8x128x8x32xbf16>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %514 = stablehlo.reduce(%513 init: %cst_73) applies stablehlo.add across dimensions = [3] : (tensor<8x128x8x32xbf16>, tensor<bf16>) -> tensor<8x128x8xbf16>
    %515 = stablehlo.reshape %514 : (tensor<8x128x8xbf16>) -> tensor<8x128x8x1xbf16>
    %516 = stablehlo.negate %515 : tensor<8x128x8x1xbf16>
    %517 = stablehlo.broadcast_in_dim %419, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %518 = stablehlo.divide %510, %517 : tensor<8x128x8x32xbf16>
    %519 = stablehlo.reshape %518 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %520 = stablehlo.transpose %519, dims = [0, 2, 4, 3, 1] : (tensor<8x128x8x1x32xbf16>) -> tensor<8x8x32x1x128xbf16>
    %521 = stablehlo.dot_general %520, %381, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x128xbf16>, tensor<8x128x8x32xbf16>) -> tensor<8x8x1x128x128xbf16>
    %522 = stablehlo.dot_general %520, %418, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32x1x128xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x128xbf16>
    %523 = stablehlo.transpose %522, dims = [0, 3, 1, 2] : (tensor<8x8x32x128xbf16>) -> tensor<8x128x8x32xbf16>
    %524 = stablehlo.transpose %516, dims = [0, 2, 1, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x8x128x1xbf16>
    %525 = stablehlo.reshape %521 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %526 = stablehlo.convert %524 : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x1xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%526 init: %cst_74) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x128xf32>
    %529 = stablehlo.convert %528 : (tensor<8x8x128x128xf32>) -> tensor<8x8x128x128xbf16>
    %530 = stablehlo.add %525, %529 : tensor<8x8x128x128xbf16>
    %531 = stablehlo.multiply %530, %413 : tensor<8x8x128x128xbf16>
    %532 = stablehlo.negate %531 : tensor<8x8x128x128xbf16>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %533 = stablehlo.reduce(%532 init: %cst_75) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %534 = stablehlo.reshape %533 : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %535 = stablehlo.reduce(%534 init: %cst_76) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x1xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %536 = stablehlo.divide %535, %409 : tensor<8x8x128xbf16>
    %537 = stablehlo.broadcast_in_dim %536, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x128xbf16>
    %538 = stablehlo.multiply %537, %408 : tensor<8x8x128x128xbf16>
    %539 = stablehlo.add %531, %538 : tensor<8x8x128x128xbf16>
    %540 = stablehlo.reshape %539 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %541 = call @_where_171(%402#1, %540) : (tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %542 = stablehlo.transpose %541, dims = [0, 1, 4, 3, 2] : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128x1xbf16>
    %543 = stablehlo.dot_general %542, %380, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x8x128x128x1xbf16>, tensor<8x128x8x32xbf16>) -> tensor<8x8x128x1x32xbf16>
    %544 = stablehlo.transpose %543, dims = [0, 2, 1, 3, 4] : (tensor<8x8x128x1x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %545 = stablehlo.dot_general %542, %382, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<8x8x128x128x1xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x32xbf16>
    %546 = stablehlo.transpose %545, dims = [0, 2, 1, 3] : (tensor<8x8x128x32xbf16>) -> tensor<8x128x8x32xbf16>
    %547 = stablehlo.reshape %544 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %548 = stablehlo.custom_call @Sharding(%523) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %549 = stablehlo.custom_call @Sharding(%546) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %550 = stablehlo.custom_call @Sharding(%547) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %551 = stablehlo.slice %549 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %552 = stablehlo.slice %549 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %553 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %554 = stablehlo.multiply %552, %553 : tensor<8x128x8x16xbf16>
    %555 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %556 = stablehlo.multiply %552, %555 : tensor<8x128x8x16xbf16>
    %557 = stablehlo.negate %551 : tensor<8x128x8x16xbf16>
    %558 = stablehlo.broadcast_in_dim %363, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %559 = stablehlo.multiply %557, %558 : tensor<8x128x8x16xbf16>
    %560 = stablehlo.add %556, %559 : tensor<8x128x8x16xbf16>
    %561 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %562 = stablehlo.multiply %551, %561 : tensor<8x128x8x16xbf16>
    %563 = stablehlo.add %554, %562 : tensor<8x128x8x16xbf16>
    %564 = stablehlo.concatenate %563, %560, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %565 = stablehlo.slice %550 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %566 = stablehlo.slice %550 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %567 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %568 = stablehlo.multiply %566, %567 : tensor<8x128x8x16xbf16>
    %569 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %570 = stablehlo.multiply %566, %569 : tensor<8x128x8x16xbf16>
    %571 = stablehlo.negate %565 : tensor<8x128x8x16xbf16>
    %572 = stablehlo.broadcast_in_dim %330, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %573 = stablehlo.multiply %571, %572 : tensor<8x128x8x16xbf16>
    %574 = stablehlo.add %570, %573 : tensor<8x128x8x16xbf16>
    %575 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %576 = stablehlo.multiply %565, %575 : tensor<8x128x8x16xbf16>
    %577 = stablehlo.add %568, %576 : tensor<8x128x8x16xbf16>
    %578 = stablehlo.concatenate %577, %574, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %579 = stablehlo.dot_general %548, %306, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %580 = stablehlo.transpose %579, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %581 = stablehlo.dot_general %548, %311, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %582 = stablehlo.convert %580 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %583 = stablehlo.dot_general %564, %306, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %584 = stablehlo.transpose %583, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %585 = stablehlo.dot_general %564, %309, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %586 = stablehlo.add %581, %585 : tensor<8x128x256xbf16>
    %587 = stablehlo.convert %584 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %588 = stablehlo.dot_general %578, %305, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x256xbf16>) -> tensor<8x32x256xbf16>
    %589 = stablehlo.transpose %588, dims = [2, 0, 1] : (tensor<8x32x256xbf16>) -> tensor<256x8x32xbf16>
    %590 = stablehlo.dot_general %578, %307, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x256xbf16>
    %591 = stablehlo.convert %589 : (tensor<256x8x32xbf16>) -> tensor<256x8x32xf32>
    %592 = stablehlo.custom_call @Sharding(%586) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %593 = stablehlo.custom_call @Sharding(%590) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %594 = stablehlo.add %592, %593 : tensor<8x128x256xbf16>
    %595 = stablehlo.custom_call @Sharding(%594) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %596 = stablehlo.multiply %299, %595 : tensor<8x128x256xbf16>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %597 = stablehlo.reduce(%596 init: %cst_77) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x128x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %598 = stablehlo.reshape %597 : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %599 = stablehlo.broadcast_in_dim %301, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %600 = stablehlo.multiply %595, %599 : tensor<8x128x256xbf16>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %601 = stablehlo.reduce(%598 init: %cst_78) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xbf16>, tensor<bf16>) -> tensor<256xbf16>
    %602 = stablehlo.convert %601 : (tensor<256xbf16>) -> tensor<256xf32>
    %603 = stablehlo.convert %600 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %604 = stablehlo.multiply %283, %603 : tensor<8x128x256xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %605 = stablehlo.reduce(%604 init: %cst_79) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %606 = stablehlo.reshape %605 : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %607 = stablehlo.broadcast_in_dim %293, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %608 = stablehlo.multiply %603, %607 : tensor<8x128x256xf32>
    %609 = stablehlo.multiply %606, %296 : tensor<8x128x1xf32>
    %cst_80 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %610 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %611 = stablehlo.divide %609, %610 : tensor<8x128x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %612 = stablehlo.reduce(%611 init: %cst_81) applies stablehlo.add across dimensions = [2] : (tensor<8x128x1xf32>, tensor<f32>) -> tensor<8x128xf32>
    %613 = stablehlo.broadcast_in_dim %612, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x256xf32>
    %614 = stablehlo.multiply %613, %286 : tensor<8x128x256xf32>
    %615 = stablehlo.add %608, %614 : tensor<8x128x256xf32>
    %616 = stablehlo.convert %615 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %617 = stablehlo.add %504, %616 : tensor<8x128x256xbf16>
    %618 = stablehlo.custom_call @Sharding(%617) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %619 = stablehlo.custom_call @Sharding(%618) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x128x256xbf16>) -> tensor<8x128x256xbf16>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %620 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<bf16>) -> tensor<1024x256xbf16>
    %621 = "stablehlo.scatter"(%620, %6, %619) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg44: tensor<bf16>, %arg45: tensor<bf16>):
      %1226 = stablehlo.add %arg44, %arg45 : tensor<bf16>
      stablehlo.return %1226 : tensor<bf16>
    }) : (tensor<1024x256xbf16>, tensor<8x128x1xi32>, tensor<8x128x256xbf16>) -> tensor<1024x256xbf16>
    %622 = stablehlo.convert %621 : (tensor<1024x256xbf16>) -> tensor<1024x256xf32>
    %623 = stablehlo.multiply %266, %266 : tensor<256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %625 = stablehlo.multiply %624, %624 : tensor<256xf32>
    %626 = stablehlo.add %623, %625 : tensor<256xf32>
    %627 = stablehlo.multiply %481, %481 : tensor<256x512xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %628 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %629 = stablehlo.multiply %628, %628 : tensor<256x512xf32>
    %630 = stablehlo.add %627, %629 : tensor<256x512xf32>
    %631 = stablehlo.multiply %475, %475 : tensor<256x512xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %632 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %633 = stablehlo.multiply %632, %632 : tensor<256x512xf32>
    %634 = stablehlo.add %631, %633 : tensor<256x512xf32>
    %635 = stablehlo.multiply %468, %468 : tensor<512x256xf32>
    %cst_86 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %637 = stablehlo.multiply %636, %636 : tensor<512x256xf32>
    %638 = stablehlo.add %635, %637 : tensor<512x256xf32>
    %639 = stablehlo.multiply %489, %489 : tensor<256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %640 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %641 = stablehlo.multiply %640, %640 : tensor<256xf32>
    %642 = stablehlo.add %639, %641 : tensor<256xf32>
    %643 = stablehlo.multiply %602, %602 : tensor<256xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %645 = stablehlo.multiply %644, %644 : tensor<256xf32>
    %646 = stablehlo.add %643, %645 : tensor<256xf32>
    %647 = stablehlo.multiply %587, %587 : tensor<256x8x32xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %648 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %649 = stablehlo.multiply %648, %648 : tensor<256x8x32xf32>
    %650 = stablehlo.add %647, %649 : tensor<256x8x32xf32>
    %651 = stablehlo.multiply %509, %509 : tensor<8x32x256xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %652 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %653 = stablehlo.multiply %652, %652 : tensor<8x32x256xf32>
    %654 = stablehlo.add %651, %653 : tensor<8x32x256xf32>
    %655 = stablehlo.multiply %591, %591 : tensor<256x8x32xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %657 = stablehlo.multiply %656, %656 : tensor<256x8x32xf32>
    %658 = stablehlo.add %655, %657 : tensor<256x8x32xf32>
    %659 = stablehlo.multiply %582, %582 : tensor<256x8x32xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %661 = stablehlo.multiply %660, %660 : tensor<256x8x32xf32>
    %662 = stablehlo.add %659, %661 : tensor<256x8x32xf32>
    %663 = stablehlo.multiply %259, %259 : tensor<256x1024xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %665 = stablehlo.multiply %664, %664 : tensor<256x1024xf32>
    %666 = stablehlo.add %663, %665 : tensor<256x1024xf32>
    %667 = stablehlo.multiply %622, %622 : tensor<1024x256xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %669 = stablehlo.multiply %668, %668 : tensor<1024x256xf32>
    %670 = stablehlo.add %667, %669 : tensor<1024x256xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %671 = stablehlo.reduce(%626 init: %cst_95) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %672 = stablehlo.reduce(%630 init: %cst_96) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %673 = stablehlo.reduce(%634 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %674 = stablehlo.reduce(%638 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %675 = stablehlo.reduce(%642 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %676 = stablehlo.reduce(%646 init: %cst_100) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %677 = stablehlo.reduce(%650 init: %cst_101) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %678 = stablehlo.reduce(%654 init: %cst_102) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %679 = stablehlo.reduce(%658 init: %cst_103) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %680 = stablehlo.reduce(%662 init: %cst_104) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %681 = stablehlo.reduce(%666 init: %cst_105) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %682 = stablehlo.reduce(%670 init: %cst_106) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %683 = stablehlo.add %cst_107, %671 : tensor<f32>
    %684 = stablehlo.add %683, %672 : tensor<f32>
    %685 = stablehlo.add %684, %673 : tensor<f32>
    %686 = stablehlo.add %685, %674 : tensor<f32>
    %687 = stablehlo.add %686, %675 : tensor<f32>
    %688 = stablehlo.add %687, %676 : tensor<f32>
    %689 = stablehlo.add %688, %677 : tensor<f32>
    %690 = stablehlo.add %689, %678 : tensor<f32>
    %691 = stablehlo.add %690, %679 : tensor<f32>
    %692 = stablehlo.add %691, %680 : tensor<f32>
    %693 = stablehlo.add %692, %681 : tensor<f32>
    %694 = stablehlo.add %693, %682 : tensor<f32>
    %695 = stablehlo.sqrt %694 : tensor<f32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %696 = stablehlo.compare  LT, %695, %cst_108,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %697 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %698 = stablehlo.divide %266, %697 : tensor<256xf32>
    %cst_109 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %700 = stablehlo.multiply %698, %699 : tensor<256xf32>
    %701 = stablehlo.select %696, %266, %700 : tensor<i1>, tensor<256xf32>
    %702 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %703 = stablehlo.divide %481, %702 : tensor<256x512xf32>
    %cst_110 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %705 = stablehlo.multiply %703, %704 : tensor<256x512xf32>
    %706 = stablehlo.select %696, %481, %705 : tensor<i1>, tensor<256x512xf32>
    %707 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %708 = stablehlo.divide %475, %707 : tensor<256x512xf32>
    %cst_111 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %710 = stablehlo.multiply %708, %709 : tensor<256x512xf32>
    %711 = stablehlo.select %696, %475, %710 : tensor<i1>, tensor<256x512xf32>
    %712 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %713 = stablehlo.divide %468, %712 : tensor<512x256xf32>
    %cst_112 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %715 = stablehlo.multiply %713, %714 : tensor<512x256xf32>
    %716 = stablehlo.select %696, %468, %715 : tensor<i1>, tensor<512x256xf32>
    %717 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %718 = stablehlo.divide %489, %717 : tensor<256xf32>
    %cst_113 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %720 = stablehlo.multiply %718, %719 : tensor<256xf32>
    %721 = stablehlo.select %696, %489, %720 : tensor<i1>, tensor<256xf32>
    %722 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %723 = stablehlo.divide %602, %722 : tensor<256xf32>
    %cst_114 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %725 = stablehlo.multiply %723, %724 : tensor<256xf32>
    %726 = stablehlo.select %696, %602, %725 : tensor<i1>, tensor<256xf32>
    %727 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %728 = stablehlo.divide %587, %727 : tensor<256x8x32xf32>
    %cst_115 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %730 = stablehlo.multiply %728, %729 : tensor<256x8x32xf32>
    %731 = stablehlo.select %696, %587, %730 : tensor<i1>, tensor<256x8x32xf32>
    %732 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %733 = stablehlo.divide %509, %732 : tensor<8x32x256xf32>
    %cst_116 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %735 = stablehlo.multiply %733, %734 : tensor<8x32x256xf32>
    %736 = stablehlo.select %696, %509, %735 : tensor<i1>, tensor<8x32x256xf32>
    %737 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %738 = stablehlo.divide %591, %737 : tensor<256x8x32xf32>
    %cst_117 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %740 = stablehlo.multiply %738, %739 : tensor<256x8x32xf32>
    %741 = stablehlo.select %696, %591, %740 : tensor<i1>, tensor<256x8x32xf32>
    %742 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %743 = stablehlo.divide %582, %742 : tensor<256x8x32xf32>
    %cst_118 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %745 = stablehlo.multiply %743, %744 : tensor<256x8x32xf32>
    %746 = stablehlo.select %696, %582, %745 : tensor<i1>, tensor<256x8x32xf32>
    %747 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %748 = stablehlo.divide %259, %747 : tensor<256x1024xf32>
    %cst_119 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %750 = stablehlo.multiply %748, %749 : tensor<256x1024xf32>
    %751 = stablehlo.select %696, %259, %750 : tensor<i1>, tensor<256x1024xf32>
    %752 = stablehlo.broadcast_in_dim %695, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %753 = stablehlo.divide %622, %752 : tensor<1024x256xf32>
    %cst_120 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %755 = stablehlo.multiply %753, %754 : tensor<1024x256xf32>
    %756 = stablehlo.select %696, %622, %755 : tensor<i1>, tensor<1024x256xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %757 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %758 = stablehlo.multiply %757, %701 : tensor<256xf32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %759 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %760 = stablehlo.multiply %759, %arg14 : tensor<256xf32>
    %761 = stablehlo.add %758, %760 : tensor<256xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %763 = stablehlo.multiply %762, %706 : tensor<256x512xf32>
    %cst_124 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %764 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %765 = stablehlo.multiply %764, %arg15 : tensor<256x512xf32>
    %766 = stablehlo.add %763, %765 : tensor<256x512xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %767 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %768 = stablehlo.multiply %767, %711 : tensor<256x512xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %769 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %770 = stablehlo.multiply %769, %arg16 : tensor<256x512xf32>
    %771 = stablehlo.add %768, %770 : tensor<256x512xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %773 = stablehlo.multiply %772, %716 : tensor<512x256xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %775 = stablehlo.multiply %774, %arg17 : tensor<512x256xf32>
    %776 = stablehlo.add %773, %775 : tensor<512x256xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %777 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %778 = stablehlo.multiply %777, %721 : tensor<256xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %779 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %780 = stablehlo.multiply %779, %arg18 : tensor<256xf32>
    %781 = stablehlo.add %778, %780 : tensor<256xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %782 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %783 = stablehlo.multiply %782, %726 : tensor<256xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %785 = stablehlo.multiply %784, %arg19 : tensor<256xf32>
    %786 = stablehlo.add %783, %785 : tensor<256xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %787 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %788 = stablehlo.multiply %787, %731 : tensor<256x8x32xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %789 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %790 = stablehlo.multiply %789, %arg20 : tensor<256x8x32xf32>
    %791 = stablehlo.add %788, %790 : tensor<256x8x32xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %793 = stablehlo.multiply %792, %736 : tensor<8x32x256xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %794 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %795 = stablehlo.multiply %794, %arg21 : tensor<8x32x256xf32>
    %796 = stablehlo.add %793, %795 : tensor<8x32x256xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %797 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %798 = stablehlo.multiply %797, %741 : tensor<256x8x32xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %799 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %800 = stablehlo.multiply %799, %arg22 : tensor<256x8x32xf32>
    %801 = stablehlo.add %798, %800 : tensor<256x8x32xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %803 = stablehlo.multiply %802, %746 : tensor<256x8x32xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %805 = stablehlo.multiply %804, %arg23 : tensor<256x8x32xf32>
    %806 = stablehlo.add %803, %805 : tensor<256x8x32xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %808 = stablehlo.multiply %807, %751 : tensor<256x1024xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %810 = stablehlo.multiply %809, %arg24 : tensor<256x1024xf32>
    %811 = stablehlo.add %808, %810 : tensor<256x1024xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %812 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %813 = stablehlo.multiply %812, %756 : tensor<1024x256xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %815 = stablehlo.multiply %814, %arg25 : tensor<1024x256xf32>
    %816 = stablehlo.add %813, %815 : tensor<1024x256xf32>
    %817 = stablehlo.multiply %701, %701 : tensor<256xf32>
    %cst_145 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %819 = stablehlo.multiply %818, %817 : tensor<256xf32>
    %cst_146 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %821 = stablehlo.multiply %820, %arg26 : tensor<256xf32>
    %822 = stablehlo.add %819, %821 : tensor<256xf32>
    %823 = stablehlo.multiply %706, %706 : tensor<256x512xf32>
    %cst_147 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %824 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %825 = stablehlo.multiply %824, %823 : tensor<256x512xf32>
    %cst_148 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %827 = stablehlo.multiply %826, %arg27 : tensor<256x512xf32>
    %828 = stablehlo.add %825, %827 : tensor<256x512xf32>
    %829 = stablehlo.multiply %711, %711 : tensor<256x512xf32>
    %cst_149 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %830 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %831 = stablehlo.multiply %830, %829 : tensor<256x512xf32>
    %cst_150 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %833 = stablehlo.multiply %832, %arg28 : tensor<256x512xf32>
    %834 = stablehlo.add %831, %833 : tensor<256x512xf32>
    %835 = stablehlo.multiply %716, %716 : tensor<512x256xf32>
    %cst_151 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %836 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %837 = stablehlo.multiply %836, %835 : tensor<512x256xf32>
    %cst_152 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %839 = stablehlo.multiply %838, %arg29 : tensor<512x256xf32>
    %840 = stablehlo.add %837, %839 : tensor<512x256xf32>
    %841 = stablehlo.multiply %721, %721 : tensor<256xf32>
    %cst_153 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %842 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %843 = stablehlo.multiply %842, %841 : tensor<256xf32>
    %cst_154 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %845 = stablehlo.multiply %844, %arg30 : tensor<256xf32>
    %846 = stablehlo.add %843, %845 : tensor<256xf32>
    %847 = stablehlo.multiply %726, %726 : tensor<256xf32>
    %cst_155 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %848 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %849 = stablehlo.multiply %848, %847 : tensor<256xf32>
    %cst_156 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %851 = stablehlo.multiply %850, %arg31 : tensor<256xf32>
    %852 = stablehlo.add %849, %851 : tensor<256xf32>
    %853 = stablehlo.multiply %731, %731 : tensor<256x8x32xf32>
    %cst_157 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %854 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %855 = stablehlo.multiply %854, %853 : tensor<256x8x32xf32>
    %cst_158 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %857 = stablehlo.multiply %856, %arg32 : tensor<256x8x32xf32>
    %858 = stablehlo.add %855, %857 : tensor<256x8x32xf32>
    %859 = stablehlo.multiply %736, %736 : tensor<8x32x256xf32>
    %cst_159 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %860 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %861 = stablehlo.multiply %860, %859 : tensor<8x32x256xf32>
    %cst_160 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %863 = stablehlo.multiply %862, %arg33 : tensor<8x32x256xf32>
    %864 = stablehlo.add %861, %863 : tensor<8x32x256xf32>
    %865 = stablehlo.multiply %741, %741 : tensor<256x8x32xf32>
    %cst_161 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %866 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %867 = stablehlo.multiply %866, %865 : tensor<256x8x32xf32>
    %cst_162 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %869 = stablehlo.multiply %868, %arg34 : tensor<256x8x32xf32>
    %870 = stablehlo.add %867, %869 : tensor<256x8x32xf32>
    %871 = stablehlo.multiply %746, %746 : tensor<256x8x32xf32>
    %cst_163 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %872 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %873 = stablehlo.multiply %872, %871 : tensor<256x8x32xf32>
    %cst_164 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %875 = stablehlo.multiply %874, %arg35 : tensor<256x8x32xf32>
    %876 = stablehlo.add %873, %875 : tensor<256x8x32xf32>
    %877 = stablehlo.multiply %751, %751 : tensor<256x1024xf32>
    %cst_165 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %878 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %879 = stablehlo.multiply %878, %877 : tensor<256x1024xf32>
    %cst_166 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %881 = stablehlo.multiply %880, %arg36 : tensor<256x1024xf32>
    %882 = stablehlo.add %879, %881 : tensor<256x1024xf32>
    %883 = stablehlo.multiply %756, %756 : tensor<1024x256xf32>
    %cst_167 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %884 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %885 = stablehlo.multiply %884, %883 : tensor<1024x256xf32>
    %cst_168 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %887 = stablehlo.multiply %886, %arg37 : tensor<1024x256xf32>
    %888 = stablehlo.add %885, %887 : tensor<1024x256xf32>
    %c_169 = stablehlo.constant dense<2147483647> : tensor<i32>
    %889 = stablehlo.compare  LT, %arg13, %c_169,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_170 = stablehlo.constant dense<1> : tensor<i32>
    %890 = stablehlo.add %arg13, %c_170 : tensor<i32>
    %c_171 = stablehlo.constant dense<2147483647> : tensor<i32>
    %891 = call @_where_279(%889, %890, %c_171) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %892 = stablehlo.convert %891 : (tensor<i32>) -> tensor<f32>
    %893 = stablehlo.power %cst_172, %892 : tensor<f32>
    %cst_173 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %894 = stablehlo.subtract %cst_173, %893 : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %896 = stablehlo.divide %761, %895 : tensor<256xf32>
    %897 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %898 = stablehlo.divide %766, %897 : tensor<256x512xf32>
    %899 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %900 = stablehlo.divide %771, %899 : tensor<256x512xf32>
    %901 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %902 = stablehlo.divide %776, %901 : tensor<512x256xf32>
    %903 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %904 = stablehlo.divide %781, %903 : tensor<256xf32>
    %905 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %906 = stablehlo.divide %786, %905 : tensor<256xf32>
    %907 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %908 = stablehlo.divide %791, %907 : tensor<256x8x32xf32>
    %909 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %910 = stablehlo.divide %796, %909 : tensor<8x32x256xf32>
    %911 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %912 = stablehlo.divide %801, %911 : tensor<256x8x32xf32>
    %913 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %914 = stablehlo.divide %806, %913 : tensor<256x8x32xf32>
    %915 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %916 = stablehlo.divide %811, %915 : tensor<256x1024xf32>
    %917 = stablehlo.broadcast_in_dim %894, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %918 = stablehlo.divide %816, %917 : tensor<1024x256xf32>
    %cst_174 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %919 = stablehlo.convert %891 : (tensor<i32>) -> tensor<f32>
    %920 = stablehlo.power %cst_174, %919 : tensor<f32>
    %cst_175 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %921 = stablehlo.subtract %cst_175, %920 : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %923 = stablehlo.divide %822, %922 : tensor<256xf32>
    %924 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %925 = stablehlo.divide %828, %924 : tensor<256x512xf32>
    %926 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %927 = stablehlo.divide %834, %926 : tensor<256x512xf32>
    %928 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %929 = stablehlo.divide %840, %928 : tensor<512x256xf32>
    %930 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %931 = stablehlo.divide %846, %930 : tensor<256xf32>
    %932 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %933 = stablehlo.divide %852, %932 : tensor<256xf32>
    %934 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %935 = stablehlo.divide %858, %934 : tensor<256x8x32xf32>
    %936 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %937 = stablehlo.divide %864, %936 : tensor<8x32x256xf32>
    %938 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %939 = stablehlo.divide %870, %938 : tensor<256x8x32xf32>
    %940 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %941 = stablehlo.divide %876, %940 : tensor<256x8x32xf32>
    %942 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %943 = stablehlo.divide %882, %942 : tensor<256x1024xf32>
    %944 = stablehlo.broadcast_in_dim %921, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %945 = stablehlo.divide %888, %944 : tensor<1024x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %947 = stablehlo.add %923, %946 : tensor<256xf32>
    %948 = stablehlo.sqrt %947 : tensor<256xf32>
    %cst_177 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %949 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %950 = stablehlo.add %948, %949 : tensor<256xf32>
    %951 = stablehlo.divide %896, %950 : tensor<256xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %953 = stablehlo.add %925, %952 : tensor<256x512xf32>
    %954 = stablehlo.sqrt %953 : tensor<256x512xf32>
    %cst_179 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %955 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %956 = stablehlo.add %954, %955 : tensor<256x512xf32>
    %957 = stablehlo.divide %898, %956 : tensor<256x512xf32>
    %cst_180 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %959 = stablehlo.add %927, %958 : tensor<256x512xf32>
    %960 = stablehlo.sqrt %959 : tensor<256x512xf32>
    %cst_181 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %961 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %962 = stablehlo.add %960, %961 : tensor<256x512xf32>
    %963 = stablehlo.divide %900, %962 : tensor<256x512xf32>
    %cst_182 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %965 = stablehlo.add %929, %964 : tensor<512x256xf32>
    %966 = stablehlo.sqrt %965 : tensor<512x256xf32>
    %cst_183 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %967 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %968 = stablehlo.add %966, %967 : tensor<512x256xf32>
    %969 = stablehlo.divide %902, %968 : tensor<512x256xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %971 = stablehlo.add %931, %970 : tensor<256xf32>
    %972 = stablehlo.sqrt %971 : tensor<256xf32>
    %cst_185 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %973 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %974 = stablehlo.add %972, %973 : tensor<256xf32>
    %975 = stablehlo.divide %904, %974 : tensor<256xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %977 = stablehlo.add %933, %976 : tensor<256xf32>
    %978 = stablehlo.sqrt %977 : tensor<256xf32>
    %cst_187 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %979 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %980 = stablehlo.add %978, %979 : tensor<256xf32>
    %981 = stablehlo.divide %906, %980 : tensor<256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %983 = stablehlo.add %935, %982 : tensor<256x8x32xf32>
    %984 = stablehlo.sqrt %983 : tensor<256x8x32xf32>
    %cst_189 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %985 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %986 = stablehlo.add %984, %985 : tensor<256x8x32xf32>
    %987 = stablehlo.divide %908, %986 : tensor<256x8x32xf32>
    %cst_190 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %989 = stablehlo.add %937, %988 : tensor<8x32x256xf32>
    %990 = stablehlo.sqrt %989 : tensor<8x32x256xf32>
    %cst_191 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %991 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %992 = stablehlo.add %990, %991 : tensor<8x32x256xf32>
    %993 = stablehlo.divide %910, %992 : tensor<8x32x256xf32>
    %cst_192 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %995 = stablehlo.add %939, %994 : tensor<256x8x32xf32>
    %996 = stablehlo.sqrt %995 : tensor<256x8x32xf32>
    %cst_193 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %998 = stablehlo.add %996, %997 : tensor<256x8x32xf32>
    %999 = stablehlo.divide %912, %998 : tensor<256x8x32xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1001 = stablehlo.add %941, %1000 : tensor<256x8x32xf32>
    %1002 = stablehlo.sqrt %1001 : tensor<256x8x32xf32>
    %cst_195 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1003 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1004 = stablehlo.add %1002, %1003 : tensor<256x8x32xf32>
    %1005 = stablehlo.divide %914, %1004 : tensor<256x8x32xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1007 = stablehlo.add %943, %1006 : tensor<256x1024xf32>
    %1008 = stablehlo.sqrt %1007 : tensor<256x1024xf32>
    %cst_197 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1009 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1010 = stablehlo.add %1008, %1009 : tensor<256x1024xf32>
    %1011 = stablehlo.divide %916, %1010 : tensor<256x1024xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1013 = stablehlo.add %945, %1012 : tensor<1024x256xf32>
    %1014 = stablehlo.sqrt %1013 : tensor<1024x256xf32>
    %cst_199 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1015 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1016 = stablehlo.add %1014, %1015 : tensor<1024x256xf32>
    %1017 = stablehlo.divide %918, %1016 : tensor<1024x256xf32>
    %cst_200 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1019 = stablehlo.multiply %1018, %arg1 : tensor<256xf32>
    %1020 = stablehlo.add %951, %1019 : tensor<256xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1021 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1022 = stablehlo.multiply %1021, %arg2 : tensor<256x512xf32>
    %1023 = stablehlo.add %957, %1022 : tensor<256x512xf32>
    %cst_202 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1025 = stablehlo.multiply %1024, %arg3 : tensor<256x512xf32>
    %1026 = stablehlo.add %963, %1025 : tensor<256x512xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1027 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1028 = stablehlo.multiply %1027, %arg4 : tensor<512x256xf32>
    %1029 = stablehlo.add %969, %1028 : tensor<512x256xf32>
    %cst_204 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1031 = stablehlo.multiply %1030, %arg5 : tensor<256xf32>
    %1032 = stablehlo.add %975, %1031 : tensor<256xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1033 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1034 = stablehlo.multiply %1033, %arg6 : tensor<256xf32>
    %1035 = stablehlo.add %981, %1034 : tensor<256xf32>
    %cst_206 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1037 = stablehlo.multiply %1036, %arg7 : tensor<256x8x32xf32>
    %1038 = stablehlo.add %987, %1037 : tensor<256x8x32xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1040 = stablehlo.multiply %1039, %arg8 : tensor<8x32x256xf32>
    %1041 = stablehlo.add %993, %1040 : tensor<8x32x256xf32>
    %cst_208 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1043 = stablehlo.multiply %1042, %arg9 : tensor<256x8x32xf32>
    %1044 = stablehlo.add %999, %1043 : tensor<256x8x32xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1045 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1046 = stablehlo.multiply %1045, %arg10 : tensor<256x8x32xf32>
    %1047 = stablehlo.add %1005, %1046 : tensor<256x8x32xf32>
    %cst_210 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1049 = stablehlo.multiply %1048, %arg11 : tensor<256x1024xf32>
    %1050 = stablehlo.add %1011, %1049 : tensor<256x1024xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %1051 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1052 = stablehlo.multiply %1051, %arg12 : tensor<1024x256xf32>
    %1053 = stablehlo.add %1017, %1052 : tensor<1024x256xf32>
    %c_212 = stablehlo.constant dense<0> : tensor<i32>
    %1054 = stablehlo.subtract %arg38, %c_212 : tensor<i32>
    %c_213 = stablehlo.constant dense<0> : tensor<i32>
    %c_214 = stablehlo.constant dense<1> : tensor<i32>
    %1055 = call @clip(%1054, %c_213, %c_214) : (tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1056 = stablehlo.convert %1055 : (tensor<i32>) -> tensor<f32>
    %cst_215 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1057 = stablehlo.divide %1056, %cst_215 : tensor<f32>
    %cst_216 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1058 = stablehlo.subtract %cst_216, %1057 : tensor<f32>
    %cst_217 = stablehlo.constant dense<-3.000000e-05> : tensor<f32>
    %1059 = stablehlo.multiply %cst_217, %1058 : tensor<f32>
    %cst_218 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %1060 = stablehlo.add %1059, %cst_218 : tensor<f32>
    %c_219 = stablehlo.constant dense<1> : tensor<i32>
    %1061 = stablehlo.compare  LT, %arg38, %c_219,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_220 = stablehlo.constant dense<1> : tensor<i32>
    %1062 = stablehlo.subtract %arg38, %c_220 : tensor<i32>
    %1063 = stablehlo.convert %1062 : (tensor<i32>) -> tensor<f32>
    %cst_221 = stablehlo.constant dense<9.000000e+00> : tensor<f32>
    %1064 = stablehlo.divide %1063, %cst_221 : tensor<f32>
    %cst_222 = stablehlo.constant dense<3.14159274> : tensor<f32>
    %1065 = stablehlo.multiply %cst_222, %1064 : tensor<f32>
    %1066 = stablehlo.cosine %1065 : tensor<f32>
    %cst_223 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1067 = stablehlo.add %1066, %cst_223 : tensor<f32>
    %cst_224 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1068 = stablehlo.multiply %cst_224, %1067 : tensor<f32>
    %cst_225 = stablehlo.constant dense<3.000000e-05> : tensor<f32>
    %1069 = stablehlo.multiply %cst_225, %1068 : tensor<f32>
    %cst_226 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1070 = stablehlo.subtract %cst_226, %1068 : tensor<f32>
    %cst_227 = stablehlo.constant dense<3.000000e-06> : tensor<f32>
    %1071 = stablehlo.multiply %cst_227, %1070 : tensor<f32>
    %1072 = stablehlo.add %1069, %1071 : tensor<f32>
    %1073 = call @_where_319(%1061, %1060, %1072) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
    %cst_228 = stablehlo.constant dense<-1.000000e+00> : tensor<f32>
    %1074 = stablehlo.multiply %cst_228, %1073 : tensor<f32>
    %1075 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1076 = stablehlo.multiply %1075, %1020 : tensor<256xf32>
    %1077 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1078 = stablehlo.multiply %1077, %1023 : tensor<256x512xf32>
    %1079 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1080 = stablehlo.multiply %1079, %1026 : tensor<256x512xf32>
    %1081 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1082 = stablehlo.multiply %1081, %1029 : tensor<512x256xf32>
    %1083 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1084 = stablehlo.multiply %1083, %1032 : tensor<256xf32>
    %1085 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1086 = stablehlo.multiply %1085, %1035 : tensor<256xf32>
    %1087 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1088 = stablehlo.multiply %1087, %1038 : tensor<256x8x32xf32>
    %1089 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<8x32x256xf32>
    %1090 = stablehlo.multiply %1089, %1041 : tensor<8x32x256xf32>
    %1091 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1092 = stablehlo.multiply %1091, %1044 : tensor<256x8x32xf32>
    %1093 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256x8x32xf32>
    %1094 = stablehlo.multiply %1093, %1047 : tensor<256x8x32xf32>
    %1095 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %1096 = stablehlo.multiply %1095, %1050 : tensor<256x1024xf32>
    %1097 = stablehlo.broadcast_in_dim %1074, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1098 = stablehlo.multiply %1097, %1053 : tensor<1024x256xf32>
    %c_229 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1099 = stablehlo.compare  LT, %arg38, %c_229,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_230 = stablehlo.constant dense<1> : tensor<i32>
    %1100 = stablehlo.add %arg38, %c_230 : tensor<i32>
    %c_231 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1101 = call @_where_279(%1099, %1100, %c_231) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %1102 = stablehlo.add %arg1, %1076 : tensor<256xf32>
    %1103 = stablehlo.add %arg2, %1078 : tensor<256x512xf32>
    %1104 = stablehlo.add %arg3, %1080 : tensor<256x512xf32>
    %1105 = stablehlo.add %arg4, %1082 : tensor<512x256xf32>
    %1106 = stablehlo.add %arg5, %1084 : tensor<256xf32>
    %1107 = stablehlo.add %arg6, %1086 : tensor<256xf32>
    %1108 = stablehlo.add %arg7, %1088 : tensor<256x8x32xf32>
    %1109 = stablehlo.add %arg8, %1090 : tensor<8x32x256xf32>
    %1110 = stablehlo.add %arg9, %1092 : tensor<256x8x32xf32>
    %1111 = stablehlo.add %arg10, %1094 : tensor<256x8x32xf32>
    %1112 = stablehlo.add %arg11, %1096 : tensor<256x1024xf32>
    %1113 = stablehlo.add %arg12, %1098 : tensor<1024x256xf32>
    %c_232 = stablehlo.constant dense<1> : tensor<i32>
    %1114 = stablehlo.add %arg0, %c_232 : tensor<i32>
    %1115 = stablehlo.multiply %701, %701 : tensor<256xf32>
    %cst_233 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1116 = stablehlo.reduce(%1115 init: %cst_233) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1117 = stablehlo.add %cst_234, %1116 : tensor<f32>
    %1118 = stablehlo.multiply %706, %706 : tensor<256x512xf32>
    %cst_235 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1119 = stablehlo.reduce(%1118 init: %cst_235) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %1120 = stablehlo.add %1117, %1119 : tensor<f32>
    %1121 = stablehlo.multiply %711, %711 : tensor<256x512xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1122 = stablehlo.reduce(%1121 init: %cst_236) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %1123 = stablehlo.add %1120, %1122 : tensor<f32>
    %1124 = stablehlo.multiply %716, %716 : tensor<512x256xf32>
    %cst_237 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1125 = stablehlo.reduce(%1124 init: %cst_237) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<f32>
    %1126 = stablehlo.add %1123, %1125 : tensor<f32>
    %1127 = stablehlo.multiply %721, %721 : tensor<256xf32>
    %cst_238 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1128 = stablehlo.reduce(%1127 init: %cst_238) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1129 = stablehlo.add %1126, %1128 : tensor<f32>
    %1130 = stablehlo.multiply %726, %726 : tensor<256xf32>
    %cst_239 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1131 = stablehlo.reduce(%1130 init: %cst_239) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1132 = stablehlo.add %1129, %1131 : tensor<f32>
    %1133 = stablehlo.multiply %731, %731 : tensor<256x8x32xf32>
    %cst_240 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1134 = stablehlo.reduce(%1133 init: %cst_240) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1135 = stablehlo.add %1132, %1134 : tensor<f32>
    %1136 = stablehlo.multiply %736, %736 : tensor<8x32x256xf32>
    %cst_241 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1137 = stablehlo.reduce(%1136 init: %cst_241) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<f32>
    %1138 = stablehlo.add %1135, %1137 : tensor<f32>
    %1139 = stablehlo.multiply %741, %741 : tensor<256x8x32xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_242) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1141 = stablehlo.add %1138, %1140 : tensor<f32>
    %1142 = stablehlo.multiply %746, %746 : tensor<256x8x32xf32>
    %cst_243 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.reduce(%1142 init: %cst_243) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1144 = stablehlo.add %1141, %1143 : tensor<f32>
    %1145 = stablehlo.multiply %751, %751 : tensor<256x1024xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1146 = stablehlo.reduce(%1145 init: %cst_244) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %1147 = stablehlo.add %1144, %1146 : tensor<f32>
    %1148 = stablehlo.multiply %756, %756 : tensor<1024x256xf32>
    %cst_245 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1149 = stablehlo.reduce(%1148 init: %cst_245) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %1150 = stablehlo.add %1147, %1149 : tensor<f32>
    %1151 = stablehlo.sqrt %1150 : tensor<f32>
    %1152 = stablehlo.multiply %266, %266 : tensor<256xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1153 = stablehlo.reduce(%1152 init: %cst_246) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_247 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1154 = stablehlo.add %cst_247, %1153 : tensor<f32>
    %1155 = stablehlo.multiply %481, %481 : tensor<256x512xf32>
    %cst_248 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1156 = stablehlo.reduce(%1155 init: %cst_248) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %1157 = stablehlo.add %1154, %1156 : tensor<f32>
    %1158 = stablehlo.multiply %475, %475 : tensor<256x512xf32>
    %cst_249 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1159 = stablehlo.reduce(%1158 init: %cst_249) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %1160 = stablehlo.add %1157, %1159 : tensor<f32>
    %1161 = stablehlo.multiply %468, %468 : tensor<512x256xf32>
    %cst_250 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1162 = stablehlo.reduce(%1161 init: %cst_250) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<f32>
    %1163 = stablehlo.add %1160, %1162 : tensor<f32>
    %1164 = stablehlo.multiply %489, %489 : tensor<256xf32>
    %cst_251 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1165 = stablehlo.reduce(%1164 init: %cst_251) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1166 = stablehlo.add %1163, %1165 : tensor<f32>
    %1167 = stablehlo.multiply %602, %602 : tensor<256xf32>
    %cst_252 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1168 = stablehlo.reduce(%1167 init: %cst_252) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1169 = stablehlo.add %1166, %1168 : tensor<f32>
    %1170 = stablehlo.multiply %587, %587 : tensor<256x8x32xf32>
    %cst_253 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1171 = stablehlo.reduce(%1170 init: %cst_253) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1172 = stablehlo.add %1169, %1171 : tensor<f32>
    %1173 = stablehlo.multiply %509, %509 : tensor<8x32x256xf32>
    %cst_254 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1174 = stablehlo.reduce(%1173 init: %cst_254) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<f32>
    %1175 = stablehlo.add %1172, %1174 : tensor<f32>
    %1176 = stablehlo.multiply %591, %591 : tensor<256x8x32xf32>
    %cst_255 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1177 = stablehlo.reduce(%1176 init: %cst_255) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1178 = stablehlo.add %1175, %1177 : tensor<f32>
    %1179 = stablehlo.multiply %582, %582 : tensor<256x8x32xf32>
    %cst_256 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1180 = stablehlo.reduce(%1179 init: %cst_256) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1181 = stablehlo.add %1178, %1180 : tensor<f32>
    %1182 = stablehlo.multiply %259, %259 : tensor<256x1024xf32>
    %cst_257 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1183 = stablehlo.reduce(%1182 init: %cst_257) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %1184 = stablehlo.add %1181, %1183 : tensor<f32>
    %1185 = stablehlo.multiply %622, %622 : tensor<1024x256xf32>
    %cst_258 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1186 = stablehlo.reduce(%1185 init: %cst_258) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %1187 = stablehlo.add %1184, %1186 : tensor<f32>
    %1188 = stablehlo.sqrt %1187 : tensor<f32>
    %1189 = stablehlo.multiply %1102, %1102 : tensor<256xf32>
    %cst_259 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1190 = stablehlo.reduce(%1189 init: %cst_259) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %cst_260 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1191 = stablehlo.add %cst_260, %1190 : tensor<f32>
    %1192 = stablehlo.multiply %1103, %1103 : tensor<256x512xf32>
    %cst_261 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1193 = stablehlo.reduce(%1192 init: %cst_261) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %1194 = stablehlo.add %1191, %1193 : tensor<f32>
    %1195 = stablehlo.multiply %1104, %1104 : tensor<256x512xf32>
    %cst_262 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1196 = stablehlo.reduce(%1195 init: %cst_262) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x512xf32>, tensor<f32>) -> tensor<f32>
    %1197 = stablehlo.add %1194, %1196 : tensor<f32>
    %1198 = stablehlo.multiply %1105, %1105 : tensor<512x256xf32>
    %cst_263 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1199 = stablehlo.reduce(%1198 init: %cst_263) applies stablehlo.add across dimensions = [0, 1] : (tensor<512x256xf32>, tensor<f32>) -> tensor<f32>
    %1200 = stablehlo.add %1197, %1199 : tensor<f32>
    %1201 = stablehlo.multiply %1106, %1106 : tensor<256xf32>
    %cst_264 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1202 = stablehlo.reduce(%1201 init: %cst_264) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1203 = stablehlo.add %1200, %1202 : tensor<f32>
    %1204 = stablehlo.multiply %1107, %1107 : tensor<256xf32>
    %cst_265 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1205 = stablehlo.reduce(%1204 init: %cst_265) applies stablehlo.add across dimensions = [0] : (tensor<256xf32>, tensor<f32>) -> tensor<f32>
    %1206 = stablehlo.add %1203, %1205 : tensor<f32>
    %1207 = stablehlo.multiply %1108, %1108 : tensor<256x8x32xf32>
    %cst_266 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1208 = stablehlo.reduce(%1207 init: %cst_266) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1209 = stablehlo.add %1206, %1208 : tensor<f32>
    %1210 = stablehlo.multiply %1109, %1109 : tensor<8x32x256xf32>
    %cst_267 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1211 = stablehlo.reduce(%1210 init: %cst_267) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x32x256xf32>, tensor<f32>) -> tensor<f32>
    %1212 = stablehlo.add %1209, %1211 : tensor<f32>
    %1213 = stablehlo.multiply %1110, %1110 : tensor<256x8x32xf32>
    %cst_268 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1214 = stablehlo.reduce(%1213 init: %cst_268) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1215 = stablehlo.add %1212, %1214 : tensor<f32>
    %1216 = stablehlo.multiply %1111, %1111 : tensor<256x8x32xf32>
    %cst_269 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1217 = stablehlo.reduce(%1216 init: %cst_269) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<256x8x32xf32>, tensor<f32>) -> tensor<f32>
    %1218 = stablehlo.add %1215, %1217 : tensor<f32>
    %1219 = stablehlo.multiply %1112, %1112 : tensor<256x1024xf32>
    %cst_270 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1220 = stablehlo.reduce(%1219 init: %cst_270) applies stablehlo.add across dimensions = [0, 1] : (tensor<256x1024xf32>, tensor<f32>) -> tensor<f32>
    %1221 = stablehlo.add %1218, %1220 : tensor<f32>
    %1222 = stablehlo.multiply %1113, %1113 : tensor<1024x256xf32>
    %cst_271 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1223 = stablehlo.reduce(%1222 init: %cst_271) applies stablehlo.add across dimensions = [0, 1] : (tensor<1024x256xf32>, tensor<f32>) -> tensor<f32>
    %1224 = stablehlo.add %1221, %1223 : tensor<f32>
    %1225 = stablehlo.sqrt %1224 : tensor<f32>
    return %1114, %1102, %1103, %1104, %1105, %1106, %1107, %1108, %1109, %1110, %1111, %1112, %1113, %891, %761, %766, %771, %776, %781, %786, %791, %796, %801, %806, %811, %816, %822, %828, %834, %840, %846, %852, %858, %864, %870, %876, %882, %888, %1101, %1151, %235, %cst_12, %cst_12, %1225, %1188, %231 : tensor<i32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<f32>, tensor<i32>
  }
  func.func private @_where(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_34(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x8x1x128x128xbf16>, %arg2: tensor<f32>) -> tensor<8x8x1x128x128xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x8x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x8x1x128x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
    return %3 : tensor<8x8x1x128x128xbf16>
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
  func.func private @_where_120(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_121(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x8x1x128x128xbf16>, %arg2: tensor<f32>) -> (tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>) {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x128x128xi1>) -> tensor<8x8x1x128x128xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x8x1x128x128xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
    return %3, %1 : tensor<8x8x1x128x128xbf16>, tensor<8x8x1x128x128xi1>
  }
  func.func private @silu_129(%arg0: tensor<8x128x512xbf16>) -> (tensor<8x128x512xbf16>, tensor<8x128x512xbf16>, tensor<8x128x512xbf16>) {
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
  func.func private @silu_140(%arg0: tensor<8x128x512xbf16>, %arg1: tensor<8x128x512xbf16>, %arg2: tensor<8x128x512xbf16>, %arg3: tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x128x512xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x128x512xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x128x512xbf16>
    %3 = stablehlo.add %1, %2 : tensor<8x128x512xbf16>
    return %3 : tensor<8x128x512xbf16>
  }
  func.func private @_where_171(%arg0: tensor<8x8x1x128x128xi1>, %arg1: tensor<8x8x1x128x128xbf16>) -> tensor<8x8x1x128x128xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x8x1x128x128xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x8x1x128x128xi1>, tensor<8x8x1x128x128xbf16>
    return %1 : tensor<8x8x1x128x128xbf16>
  }
  func.func private @_where_279(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
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
  func.func private @_where_319(%arg0: tensor<i1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<f32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<f32>
    return %0 : tensor<f32>
  }
}
