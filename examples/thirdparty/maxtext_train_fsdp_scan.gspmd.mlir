module @jit_maxtext_train_fsdp_scan attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg1: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg2: tensor<4x4x64x256xf32> {mhlo.sharding = "{devices=[1,1,1,8]<=[8]}"}, %arg3: tensor<4x256xf32> {mhlo.sharding = "{replicated}"}, %arg4: tensor<4x256xf32> {mhlo.sharding = "{replicated}"}, %arg5: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg6: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg7: tensor<4x256x512xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg8: tensor<4x256x512xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg9: tensor<4x512x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, %arg10: tensor<256x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg11: tensor<1024x256xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg12: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg13: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg14: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg15: tensor<4x4x64x256xf32> {mhlo.sharding = "{devices=[1,1,1,8]<=[8]}"}, %arg16: tensor<4x256xf32> {mhlo.sharding = "{replicated}"}, %arg17: tensor<4x256xf32> {mhlo.sharding = "{replicated}"}, %arg18: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg19: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg20: tensor<4x256x512xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg21: tensor<4x256x512xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg22: tensor<4x512x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, %arg23: tensor<256x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg24: tensor<1024x256xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg25: tensor<256xf32> {mhlo.sharding = "{replicated}"}, %arg26: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg27: tensor<4x4x64x256xf32> {mhlo.sharding = "{devices=[1,1,1,8]<=[8]}"}, %arg28: tensor<4x256xf32> {mhlo.sharding = "{replicated}"}, %arg29: tensor<4x256xf32> {mhlo.sharding = "{replicated}"}, %arg30: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg31: tensor<4x256x4x64xf32> {mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, %arg32: tensor<4x256x512xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg33: tensor<4x256x512xf32> {mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, %arg34: tensor<4x512x256xf32> {mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, %arg35: tensor<256x1024xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg36: tensor<1024x256xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg37: tensor<8x64xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg38: tensor<8x64xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<256xf32> {jax.result_info = "result[0]['params']['decoder_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[0]['params']['layers']['key']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x4x64x256xf32> {jax.result_info = "result[0]['params']['layers']['out']", mhlo.sharding = "{devices=[1,1,1,8]<=[8]}"}, tensor<4x256xf32> {jax.result_info = "result[0]['params']['layers']['post_self_attention_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256xf32> {jax.result_info = "result[0]['params']['layers']['pre_self_attention_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[0]['params']['layers']['query']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[0]['params']['layers']['value']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x256x512xf32> {jax.result_info = "result[0]['params']['layers']['wi_0']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<4x256x512xf32> {jax.result_info = "result[0]['params']['layers']['wi_1']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<4x512x256xf32> {jax.result_info = "result[0]['params']['layers']['wo']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<256x1024xf32> {jax.result_info = "result[0]['params']['logits_dense']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[0]['params']['token_embedder']", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<i32> {jax.result_info = "result[1][0].count", mhlo.sharding = "{replicated}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu['params']['decoder_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers']['key']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x4x64x256xf32> {jax.result_info = "result[1][0].mu['params']['layers']['out']", mhlo.sharding = "{devices=[1,1,1,8]<=[8]}"}, tensor<4x256xf32> {jax.result_info = "result[1][0].mu['params']['layers']['post_self_attention_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256xf32> {jax.result_info = "result[1][0].mu['params']['layers']['pre_self_attention_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers']['query']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[1][0].mu['params']['layers']['value']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers']['wi_0']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<4x256x512xf32> {jax.result_info = "result[1][0].mu['params']['layers']['wi_1']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<4x512x256xf32> {jax.result_info = "result[1][0].mu['params']['layers']['wo']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<256x1024xf32> {jax.result_info = "result[1][0].mu['params']['logits_dense']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu['params']['token_embedder']", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu['params']['decoder_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers']['key']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x4x64x256xf32> {jax.result_info = "result[1][0].nu['params']['layers']['out']", mhlo.sharding = "{devices=[1,1,1,8]<=[8]}"}, tensor<4x256xf32> {jax.result_info = "result[1][0].nu['params']['layers']['post_self_attention_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256xf32> {jax.result_info = "result[1][0].nu['params']['layers']['pre_self_attention_norm']['scale']", mhlo.sharding = "{replicated}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers']['query']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x256x4x64xf32> {jax.result_info = "result[1][0].nu['params']['layers']['value']", mhlo.sharding = "{devices=[1,8,1,1]<=[8]}"}, tensor<4x256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers']['wi_0']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<4x256x512xf32> {jax.result_info = "result[1][0].nu['params']['layers']['wi_1']", mhlo.sharding = "{devices=[1,8,1]<=[8]}"}, tensor<4x512x256xf32> {jax.result_info = "result[1][0].nu['params']['layers']['wo']", mhlo.sharding = "{devices=[1,1,8]<=[8]}"}, tensor<256x1024xf32> {jax.result_info = "result[1][0].nu['params']['logits_dense']", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu['params']['token_embedder']", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %0:2 = call @_take(%arg11, %arg37) : (tensor<1024x256xf32>, tensor<8x64xi32>) -> (tensor<8x64x256xf32>, tensor<8x64x1xi32>)
    %1 = stablehlo.custom_call @Sharding(%0#0) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %3 = call @tril(%2) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %4:2 = call @_where_0(%3, %cst) : (tensor<64x64xi1>, tensor<f32>) -> (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4x8x64x256xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %6:14 = stablehlo.while(%iterArg = %arg1, %iterArg_117 = %arg2, %iterArg_118 = %arg3, %iterArg_119 = %arg4, %iterArg_120 = %arg5, %iterArg_121 = %arg6, %iterArg_122 = %arg7, %iterArg_123 = %arg8, %iterArg_124 = %arg9, %iterArg_125 = %4#0, %iterArg_126 = %4#1, %iterArg_127 = %c_1, %iterArg_128 = %1, %iterArg_129 = %5) : tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x8x64x256xf32>
    cond {
      %c_130 = stablehlo.constant dense<4> : tensor<i32>
      %369 = stablehlo.compare LT, %iterArg_127, %c_130, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %369 : tensor<i1>
    } do {
      %369 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_127) : (tensor<4x256x4x64xf32>, tensor<i32>) -> tensor<256x4x64xf32>
      %370 = func.call @dynamic_index_in_dim_1(%iterArg_117, %iterArg_127) : (tensor<4x4x64x256xf32>, tensor<i32>) -> tensor<4x64x256xf32>
      %371 = func.call @dynamic_index_in_dim_2(%iterArg_118, %iterArg_127) : (tensor<4x256xf32>, tensor<i32>) -> tensor<256xf32>
      %372 = func.call @dynamic_index_in_dim_2(%iterArg_119, %iterArg_127) : (tensor<4x256xf32>, tensor<i32>) -> tensor<256xf32>
      %373 = func.call @dynamic_index_in_dim(%iterArg_120, %iterArg_127) : (tensor<4x256x4x64xf32>, tensor<i32>) -> tensor<256x4x64xf32>
      %374 = func.call @dynamic_index_in_dim(%iterArg_121, %iterArg_127) : (tensor<4x256x4x64xf32>, tensor<i32>) -> tensor<256x4x64xf32>
      %375 = func.call @dynamic_index_in_dim_3(%iterArg_122, %iterArg_127) : (tensor<4x256x512xf32>, tensor<i32>) -> tensor<256x512xf32>
      %376 = func.call @dynamic_index_in_dim_3(%iterArg_123, %iterArg_127) : (tensor<4x256x512xf32>, tensor<i32>) -> tensor<256x512xf32>
      %377 = func.call @dynamic_index_in_dim_4(%iterArg_124, %iterArg_127) : (tensor<4x512x256xf32>, tensor<i32>) -> tensor<512x256xf32>
      %378:2 = func.call @closed_call(%iterArg_125, %iterArg_126, %iterArg_128, %369, %370, %371, %372, %373, %374, %375, %376, %377) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<8x64x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>) -> (tensor<8x64x256xf32>, tensor<8x64x256xf32>)
      %379 = func.call @dynamic_update_index_in_dim(%iterArg_129, %378#1, %iterArg_127) : (tensor<4x8x64x256xf32>, tensor<8x64x256xf32>, tensor<i32>) -> tensor<4x8x64x256xf32>
      %c_130 = stablehlo.constant dense<1> : tensor<i32>
      %380 = stablehlo.add %iterArg_127, %c_130 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %iterArg_126, %380, %378#0, %379 : tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x8x64x256xf32>
    }
    %7 = chlo.square %6#12 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_2 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %9 = stablehlo.multiply %8, %6#12 : tensor<8x64x256xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %10 = stablehlo.reduce(%7 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %11 = stablehlo.broadcast_in_dim %10, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.divide %11, %12 : tensor<8x64x1xf32>
    %cst_5 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %15 = stablehlo.add %13, %14 : tensor<8x64x1xf32>
    %16 = stablehlo.rsqrt %15 : tensor<8x64x1xf32>
    %17 = stablehlo.divide %16, %15 : tensor<8x64x1xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %18 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %19 = stablehlo.multiply %18, %17 : tensor<8x64x1xf32>
    %20 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %21 = stablehlo.multiply %6#12, %20 : tensor<8x64x256xf32>
    %22 = stablehlo.broadcast_in_dim %arg0, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %23 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %24 = stablehlo.multiply %21, %23 : tensor<8x64x256xf32>
    %25 = stablehlo.dot_general %24, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x1024xf32>) -> tensor<8x64x1024xf32>
    %26 = stablehlo.custom_call @Sharding(%25) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %27:3 = call @log_softmax(%26) : (tensor<8x64x1024xf32>) -> (tensor<8x64x1024xf32>, tensor<8x64x1024xf32>, tensor<8x64x1xf32>)
    %28 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %29:2 = call @take_along_axis(%27#0, %28) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.reduce(%29#0 init: %cst_7) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<f32>
    %cst_8 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %31 = stablehlo.divide %30, %cst_8 : tensor<f32>
    %32 = stablehlo.negate %31 : tensor<f32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %33 = stablehlo.negate %cst_9 : tensor<f32>
    %cst_10 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %34 = stablehlo.divide %33, %cst_10 : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %36 = call @take_along_axis_6(%29#1, %35) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %37 = call @log_softmax_7(%27#1, %27#2, %36) : (tensor<8x64x1024xf32>, tensor<8x64x1xf32>, tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %38 = stablehlo.custom_call @Sharding(%37) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32>
    %39 = stablehlo.dot_general %38, %24, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %40 = stablehlo.transpose %39, dims = [1, 0] : (tensor<1024x256xf32>) -> tensor<256x1024xf32>
    %41 = stablehlo.dot_general %38, %arg10, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x1024xf32>, tensor<256x1024xf32>) -> tensor<8x64x256xf32>
    %42 = stablehlo.multiply %21, %41 : tensor<8x64x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %43 = stablehlo.reduce(%42 init: %cst_11) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %44 = stablehlo.reshape %43 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %45 = stablehlo.broadcast_in_dim %22, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %46 = stablehlo.multiply %41, %45 : tensor<8x64x256xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %47 = stablehlo.reduce(%44 init: %cst_12) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %48 = stablehlo.multiply %6#12, %46 : tensor<8x64x256xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %49 = stablehlo.reduce(%48 init: %cst_13) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %50 = stablehlo.reshape %49 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %51 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %52 = stablehlo.multiply %46, %51 : tensor<8x64x256xf32>
    %53 = stablehlo.multiply %50, %19 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %54 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %55 = stablehlo.divide %53, %54 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %58 = stablehlo.multiply %57, %9 : tensor<8x64x256xf32>
    %59 = stablehlo.add %52, %58 : tensor<8x64x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %63 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %67 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %69:21 = stablehlo.while(%iterArg = %arg1, %iterArg_117 = %arg2, %iterArg_118 = %arg3, %iterArg_119 = %arg4, %iterArg_120 = %arg5, %iterArg_121 = %arg6, %iterArg_122 = %arg7, %iterArg_123 = %arg8, %iterArg_124 = %arg9, %iterArg_125 = %6#13, %iterArg_126 = %c_25, %iterArg_127 = %59, %iterArg_128 = %60, %iterArg_129 = %61, %iterArg_130 = %62, %iterArg_131 = %63, %iterArg_132 = %64, %iterArg_133 = %65, %iterArg_134 = %66, %iterArg_135 = %67, %iterArg_136 = %68) : tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x8x64x256xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>
    cond {
      %c_137 = stablehlo.constant dense<4> : tensor<i32>
      %369 = stablehlo.compare LT, %iterArg_126, %c_137, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %369 : tensor<i1>
    } do {
      %c_137 = stablehlo.constant dense<4> : tensor<i32>
      %369 = stablehlo.subtract %c_137, %iterArg_126 : tensor<i32>
      %c_138 = stablehlo.constant dense<1> : tensor<i32>
      %370 = stablehlo.subtract %369, %c_138 : tensor<i32>
      %371 = func.call @dynamic_index_in_dim(%iterArg, %370) : (tensor<4x256x4x64xf32>, tensor<i32>) -> tensor<256x4x64xf32>
      %372 = func.call @dynamic_index_in_dim_1(%iterArg_117, %370) : (tensor<4x4x64x256xf32>, tensor<i32>) -> tensor<4x64x256xf32>
      %373 = func.call @dynamic_index_in_dim_2(%iterArg_118, %370) : (tensor<4x256xf32>, tensor<i32>) -> tensor<256xf32>
      %374 = func.call @dynamic_index_in_dim_2(%iterArg_119, %370) : (tensor<4x256xf32>, tensor<i32>) -> tensor<256xf32>
      %375 = func.call @dynamic_index_in_dim(%iterArg_120, %370) : (tensor<4x256x4x64xf32>, tensor<i32>) -> tensor<256x4x64xf32>
      %376 = func.call @dynamic_index_in_dim(%iterArg_121, %370) : (tensor<4x256x4x64xf32>, tensor<i32>) -> tensor<256x4x64xf32>
      %377 = func.call @dynamic_index_in_dim_3(%iterArg_122, %370) : (tensor<4x256x512xf32>, tensor<i32>) -> tensor<256x512xf32>
      %378 = func.call @dynamic_index_in_dim_3(%iterArg_123, %370) : (tensor<4x256x512xf32>, tensor<i32>) -> tensor<256x512xf32>
      %379 = func.call @dynamic_index_in_dim_4(%iterArg_124, %370) : (tensor<4x512x256xf32>, tensor<i32>) -> tensor<512x256xf32>
      %380 = func.call @dynamic_index_in_dim_8(%iterArg_125, %370) : (tensor<4x8x64x256xf32>, tensor<i32>) -> tensor<8x64x256xf32>
      %381:10 = func.call @closed_call_9(%iterArg_127, %371, %372, %373, %374, %375, %376, %377, %378, %379, %380) : (tensor<8x64x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<8x64x256xf32>) -> (tensor<8x64x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>)
      %382 = func.call @dynamic_update_index_in_dim_15(%iterArg_128, %381#1, %370) : (tensor<4x256x4x64xf32>, tensor<256x4x64xf32>, tensor<i32>) -> tensor<4x256x4x64xf32>
      %383 = func.call @dynamic_update_index_in_dim_16(%iterArg_129, %381#2, %370) : (tensor<4x4x64x256xf32>, tensor<4x64x256xf32>, tensor<i32>) -> tensor<4x4x64x256xf32>
      %384 = func.call @dynamic_update_index_in_dim_17(%iterArg_130, %381#3, %370) : (tensor<4x256xf32>, tensor<256xf32>, tensor<i32>) -> tensor<4x256xf32>
      %385 = func.call @dynamic_update_index_in_dim_17(%iterArg_131, %381#4, %370) : (tensor<4x256xf32>, tensor<256xf32>, tensor<i32>) -> tensor<4x256xf32>
      %386 = func.call @dynamic_update_index_in_dim_15(%iterArg_132, %381#5, %370) : (tensor<4x256x4x64xf32>, tensor<256x4x64xf32>, tensor<i32>) -> tensor<4x256x4x64xf32>
      %387 = func.call @dynamic_update_index_in_dim_15(%iterArg_133, %381#6, %370) : (tensor<4x256x4x64xf32>, tensor<256x4x64xf32>, tensor<i32>) -> tensor<4x256x4x64xf32>
      %388 = func.call @dynamic_update_index_in_dim_18(%iterArg_134, %381#7, %370) : (tensor<4x256x512xf32>, tensor<256x512xf32>, tensor<i32>) -> tensor<4x256x512xf32>
      %389 = func.call @dynamic_update_index_in_dim_18(%iterArg_135, %381#8, %370) : (tensor<4x256x512xf32>, tensor<256x512xf32>, tensor<i32>) -> tensor<4x256x512xf32>
      %390 = func.call @dynamic_update_index_in_dim_19(%iterArg_136, %381#9, %370) : (tensor<4x512x256xf32>, tensor<512x256xf32>, tensor<i32>) -> tensor<4x512x256xf32>
      %c_139 = stablehlo.constant dense<1> : tensor<i32>
      %391 = stablehlo.add %iterArg_126, %c_139 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_117, %iterArg_118, %iterArg_119, %iterArg_120, %iterArg_121, %iterArg_122, %iterArg_123, %iterArg_124, %iterArg_125, %391, %381#0, %382, %383, %384, %385, %386, %387, %388, %389, %390 : tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x8x64x256xf32>, tensor<i32>, tensor<8x64x256xf32>, tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>
    }
    %70 = stablehlo.custom_call @Sharding(%69#11) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %71 = call @_take_20(%0#1, %70) : (tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %cst_26 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %72 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %73 = stablehlo.multiply %72, %47 : tensor<256xf32>
    %cst_27 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %75 = stablehlo.multiply %74, %arg13 : tensor<256xf32>
    %76 = stablehlo.add %73, %75 : tensor<256xf32>
    %cst_28 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %77 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %78 = stablehlo.multiply %77, %69#12 : tensor<4x256x4x64xf32>
    %cst_29 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %80 = stablehlo.multiply %79, %arg14 : tensor<4x256x4x64xf32>
    %81 = stablehlo.add %78, %80 : tensor<4x256x4x64xf32>
    %cst_30 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %83 = stablehlo.multiply %82, %69#13 : tensor<4x4x64x256xf32>
    %cst_31 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %85 = stablehlo.multiply %84, %arg15 : tensor<4x4x64x256xf32>
    %86 = stablehlo.add %83, %85 : tensor<4x4x64x256xf32>
    %cst_32 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %87 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %88 = stablehlo.multiply %87, %69#14 : tensor<4x256xf32>
    %cst_33 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %90 = stablehlo.multiply %89, %arg16 : tensor<4x256xf32>
    %91 = stablehlo.add %88, %90 : tensor<4x256xf32>
    %cst_34 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %93 = stablehlo.multiply %92, %69#15 : tensor<4x256xf32>
    %cst_35 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %94 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %95 = stablehlo.multiply %94, %arg17 : tensor<4x256xf32>
    %96 = stablehlo.add %93, %95 : tensor<4x256xf32>
    %cst_36 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %98 = stablehlo.multiply %97, %69#16 : tensor<4x256x4x64xf32>
    %cst_37 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %100 = stablehlo.multiply %99, %arg18 : tensor<4x256x4x64xf32>
    %101 = stablehlo.add %98, %100 : tensor<4x256x4x64xf32>
    %cst_38 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %102 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %103 = stablehlo.multiply %102, %69#17 : tensor<4x256x4x64xf32>
    %cst_39 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %104 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %105 = stablehlo.multiply %104, %arg19 : tensor<4x256x4x64xf32>
    %106 = stablehlo.add %103, %105 : tensor<4x256x4x64xf32>
    %cst_40 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %108 = stablehlo.multiply %107, %69#18 : tensor<4x256x512xf32>
    %cst_41 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %109 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %110 = stablehlo.multiply %109, %arg20 : tensor<4x256x512xf32>
    %111 = stablehlo.add %108, %110 : tensor<4x256x512xf32>
    %cst_42 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %113 = stablehlo.multiply %112, %69#19 : tensor<4x256x512xf32>
    %cst_43 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %114 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %115 = stablehlo.multiply %114, %arg21 : tensor<4x256x512xf32>
    %116 = stablehlo.add %113, %115 : tensor<4x256x512xf32>
    %cst_44 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %118 = stablehlo.multiply %117, %69#20 : tensor<4x512x256xf32>
    %cst_45 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %120 = stablehlo.multiply %119, %arg22 : tensor<4x512x256xf32>
    %121 = stablehlo.add %118, %120 : tensor<4x512x256xf32>
    %cst_46 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %123 = stablehlo.multiply %122, %40 : tensor<256x1024xf32>
    %cst_47 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %125 = stablehlo.multiply %124, %arg23 : tensor<256x1024xf32>
    %126 = stablehlo.add %123, %125 : tensor<256x1024xf32>
    %cst_48 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %128 = stablehlo.multiply %127, %71 : tensor<1024x256xf32>
    %cst_49 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %130 = stablehlo.multiply %129, %arg24 : tensor<1024x256xf32>
    %131 = stablehlo.add %128, %130 : tensor<1024x256xf32>
    %132 = stablehlo.multiply %47, %47 : tensor<256xf32>
    %cst_50 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<256xf32>
    %cst_51 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %136 = stablehlo.multiply %135, %arg25 : tensor<256xf32>
    %137 = stablehlo.add %134, %136 : tensor<256xf32>
    %138 = stablehlo.multiply %69#12, %69#12 : tensor<4x256x4x64xf32>
    %cst_52 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<4x256x4x64xf32>
    %cst_53 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %142 = stablehlo.multiply %141, %arg26 : tensor<4x256x4x64xf32>
    %143 = stablehlo.add %140, %142 : tensor<4x256x4x64xf32>
    %144 = stablehlo.multiply %69#13, %69#13 : tensor<4x4x64x256xf32>
    %cst_54 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %145 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %146 = stablehlo.multiply %145, %144 : tensor<4x4x64x256xf32>
    %cst_55 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %147 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %148 = stablehlo.multiply %147, %arg27 : tensor<4x4x64x256xf32>
    %149 = stablehlo.add %146, %148 : tensor<4x4x64x256xf32>
    %150 = stablehlo.multiply %69#14, %69#14 : tensor<4x256xf32>
    %cst_56 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %152 = stablehlo.multiply %151, %150 : tensor<4x256xf32>
    %cst_57 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %154 = stablehlo.multiply %153, %arg28 : tensor<4x256xf32>
    %155 = stablehlo.add %152, %154 : tensor<4x256xf32>
    %156 = stablehlo.multiply %69#15, %69#15 : tensor<4x256xf32>
    %cst_58 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %158 = stablehlo.multiply %157, %156 : tensor<4x256xf32>
    %cst_59 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %160 = stablehlo.multiply %159, %arg29 : tensor<4x256xf32>
    %161 = stablehlo.add %158, %160 : tensor<4x256xf32>
    %162 = stablehlo.multiply %69#16, %69#16 : tensor<4x256x4x64xf32>
    %cst_60 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %164 = stablehlo.multiply %163, %162 : tensor<4x256x4x64xf32>
    %cst_61 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %165 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %166 = stablehlo.multiply %165, %arg30 : tensor<4x256x4x64xf32>
    %167 = stablehlo.add %164, %166 : tensor<4x256x4x64xf32>
    %168 = stablehlo.multiply %69#17, %69#17 : tensor<4x256x4x64xf32>
    %cst_62 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %169 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %170 = stablehlo.multiply %169, %168 : tensor<4x256x4x64xf32>
    %cst_63 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %172 = stablehlo.multiply %171, %arg31 : tensor<4x256x4x64xf32>
    %173 = stablehlo.add %170, %172 : tensor<4x256x4x64xf32>
    %174 = stablehlo.multiply %69#18, %69#18 : tensor<4x256x512xf32>
    %cst_64 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %175 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %176 = stablehlo.multiply %175, %174 : tensor<4x256x512xf32>
    %cst_65 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %177 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %178 = stablehlo.multiply %177, %arg32 : tensor<4x256x512xf32>
    %179 = stablehlo.add %176, %178 : tensor<4x256x512xf32>
    %180 = stablehlo.multiply %69#19, %69#19 : tensor<4x256x512xf32>
    %cst_66 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %182 = stablehlo.multiply %181, %180 : tensor<4x256x512xf32>
    %cst_67 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %184 = stablehlo.multiply %183, %arg33 : tensor<4x256x512xf32>
    %185 = stablehlo.add %182, %184 : tensor<4x256x512xf32>
    %186 = stablehlo.multiply %69#20, %69#20 : tensor<4x512x256xf32>
    %cst_68 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %187 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %188 = stablehlo.multiply %187, %186 : tensor<4x512x256xf32>
    %cst_69 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %190 = stablehlo.multiply %189, %arg34 : tensor<4x512x256xf32>
    %191 = stablehlo.add %188, %190 : tensor<4x512x256xf32>
    %192 = stablehlo.multiply %40, %40 : tensor<256x1024xf32>
    %cst_70 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %194 = stablehlo.multiply %193, %192 : tensor<256x1024xf32>
    %cst_71 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %195 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %196 = stablehlo.multiply %195, %arg35 : tensor<256x1024xf32>
    %197 = stablehlo.add %194, %196 : tensor<256x1024xf32>
    %198 = stablehlo.multiply %71, %71 : tensor<1024x256xf32>
    %cst_72 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %199 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %200 = stablehlo.multiply %199, %198 : tensor<1024x256xf32>
    %cst_73 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %202 = stablehlo.multiply %201, %arg36 : tensor<1024x256xf32>
    %203 = stablehlo.add %200, %202 : tensor<1024x256xf32>
    %c_74 = stablehlo.constant dense<2147483647> : tensor<i32>
    %204 = stablehlo.compare LT, %arg12, %c_74, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_75 = stablehlo.constant dense<1> : tensor<i32>
    %205 = stablehlo.add %arg12, %c_75 : tensor<i32>
    %c_76 = stablehlo.constant dense<2147483647> : tensor<i32>
    %206 = call @_where_21(%204, %205, %c_76) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_77 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %207 = stablehlo.convert %206 : (tensor<i32>) -> tensor<f32>
    %208 = stablehlo.power %cst_77, %207 : tensor<f32>
    %cst_78 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %209 = stablehlo.subtract %cst_78, %208 : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %211 = stablehlo.divide %76, %210 : tensor<256xf32>
    %212 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %213 = stablehlo.divide %81, %212 : tensor<4x256x4x64xf32>
    %214 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %215 = stablehlo.divide %86, %214 : tensor<4x4x64x256xf32>
    %216 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %217 = stablehlo.divide %91, %216 : tensor<4x256xf32>
    %218 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %219 = stablehlo.divide %96, %218 : tensor<4x256xf32>
    %220 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %221 = stablehlo.divide %101, %220 : tensor<4x256x4x64xf32>
    %222 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %223 = stablehlo.divide %106, %222 : tensor<4x256x4x64xf32>
    %224 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %225 = stablehlo.divide %111, %224 : tensor<4x256x512xf32>
    %226 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %227 = stablehlo.divide %116, %226 : tensor<4x256x512xf32>
    %228 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %229 = stablehlo.divide %121, %228 : tensor<4x512x256xf32>
    %230 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %231 = stablehlo.divide %126, %230 : tensor<256x1024xf32>
    %232 = stablehlo.broadcast_in_dim %209, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %233 = stablehlo.divide %131, %232 : tensor<1024x256xf32>
    %cst_79 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %234 = stablehlo.convert %206 : (tensor<i32>) -> tensor<f32>
    %235 = stablehlo.power %cst_79, %234 : tensor<f32>
    %cst_80 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %236 = stablehlo.subtract %cst_80, %235 : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %238 = stablehlo.divide %137, %237 : tensor<256xf32>
    %239 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %240 = stablehlo.divide %143, %239 : tensor<4x256x4x64xf32>
    %241 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %242 = stablehlo.divide %149, %241 : tensor<4x4x64x256xf32>
    %243 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %244 = stablehlo.divide %155, %243 : tensor<4x256xf32>
    %245 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %246 = stablehlo.divide %161, %245 : tensor<4x256xf32>
    %247 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %248 = stablehlo.divide %167, %247 : tensor<4x256x4x64xf32>
    %249 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %250 = stablehlo.divide %173, %249 : tensor<4x256x4x64xf32>
    %251 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %252 = stablehlo.divide %179, %251 : tensor<4x256x512xf32>
    %253 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %254 = stablehlo.divide %185, %253 : tensor<4x256x512xf32>
    %255 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %256 = stablehlo.divide %191, %255 : tensor<4x512x256xf32>
    %257 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %258 = stablehlo.divide %197, %257 : tensor<256x1024xf32>
    %259 = stablehlo.broadcast_in_dim %236, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %260 = stablehlo.divide %203, %259 : tensor<1024x256xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %262 = stablehlo.add %238, %261 : tensor<256xf32>
    %263 = stablehlo.sqrt %262 : tensor<256xf32>
    %cst_82 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %265 = stablehlo.add %263, %264 : tensor<256xf32>
    %266 = stablehlo.divide %211, %265 : tensor<256xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %267 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %268 = stablehlo.add %240, %267 : tensor<4x256x4x64xf32>
    %269 = stablehlo.sqrt %268 : tensor<4x256x4x64xf32>
    %cst_84 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %270 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %271 = stablehlo.add %269, %270 : tensor<4x256x4x64xf32>
    %272 = stablehlo.divide %213, %271 : tensor<4x256x4x64xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %274 = stablehlo.add %242, %273 : tensor<4x4x64x256xf32>
    %275 = stablehlo.sqrt %274 : tensor<4x4x64x256xf32>
    %cst_86 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %277 = stablehlo.add %275, %276 : tensor<4x4x64x256xf32>
    %278 = stablehlo.divide %215, %277 : tensor<4x4x64x256xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %279 = stablehlo.broadcast_in_dim %cst_87, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %280 = stablehlo.add %244, %279 : tensor<4x256xf32>
    %281 = stablehlo.sqrt %280 : tensor<4x256xf32>
    %cst_88 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %283 = stablehlo.add %281, %282 : tensor<4x256xf32>
    %284 = stablehlo.divide %217, %283 : tensor<4x256xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %286 = stablehlo.add %246, %285 : tensor<4x256xf32>
    %287 = stablehlo.sqrt %286 : tensor<4x256xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %289 = stablehlo.add %287, %288 : tensor<4x256xf32>
    %290 = stablehlo.divide %219, %289 : tensor<4x256xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %292 = stablehlo.add %248, %291 : tensor<4x256x4x64xf32>
    %293 = stablehlo.sqrt %292 : tensor<4x256x4x64xf32>
    %cst_92 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %295 = stablehlo.add %293, %294 : tensor<4x256x4x64xf32>
    %296 = stablehlo.divide %221, %295 : tensor<4x256x4x64xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %298 = stablehlo.add %250, %297 : tensor<4x256x4x64xf32>
    %299 = stablehlo.sqrt %298 : tensor<4x256x4x64xf32>
    %cst_94 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %301 = stablehlo.add %299, %300 : tensor<4x256x4x64xf32>
    %302 = stablehlo.divide %223, %301 : tensor<4x256x4x64xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %304 = stablehlo.add %252, %303 : tensor<4x256x512xf32>
    %305 = stablehlo.sqrt %304 : tensor<4x256x512xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %306 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %307 = stablehlo.add %305, %306 : tensor<4x256x512xf32>
    %308 = stablehlo.divide %225, %307 : tensor<4x256x512xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %309 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %310 = stablehlo.add %254, %309 : tensor<4x256x512xf32>
    %311 = stablehlo.sqrt %310 : tensor<4x256x512xf32>
    %cst_98 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %312 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %313 = stablehlo.add %311, %312 : tensor<4x256x512xf32>
    %314 = stablehlo.divide %227, %313 : tensor<4x256x512xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %315 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %316 = stablehlo.add %256, %315 : tensor<4x512x256xf32>
    %317 = stablehlo.sqrt %316 : tensor<4x512x256xf32>
    %cst_100 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %318 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %319 = stablehlo.add %317, %318 : tensor<4x512x256xf32>
    %320 = stablehlo.divide %229, %319 : tensor<4x512x256xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %321 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %322 = stablehlo.add %258, %321 : tensor<256x1024xf32>
    %323 = stablehlo.sqrt %322 : tensor<256x1024xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %324 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %325 = stablehlo.add %323, %324 : tensor<256x1024xf32>
    %326 = stablehlo.divide %231, %325 : tensor<256x1024xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %328 = stablehlo.add %260, %327 : tensor<1024x256xf32>
    %329 = stablehlo.sqrt %328 : tensor<1024x256xf32>
    %cst_104 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %331 = stablehlo.add %329, %330 : tensor<1024x256xf32>
    %332 = stablehlo.divide %233, %331 : tensor<1024x256xf32>
    %cst_105 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %334 = stablehlo.multiply %333, %266 : tensor<256xf32>
    %cst_106 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %336 = stablehlo.multiply %335, %272 : tensor<4x256x4x64xf32>
    %cst_107 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %337 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<4x4x64x256xf32>
    %338 = stablehlo.multiply %337, %278 : tensor<4x4x64x256xf32>
    %cst_108 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %340 = stablehlo.multiply %339, %284 : tensor<4x256xf32>
    %cst_109 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %341 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<4x256xf32>
    %342 = stablehlo.multiply %341, %290 : tensor<4x256xf32>
    %cst_110 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %343 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %344 = stablehlo.multiply %343, %296 : tensor<4x256x4x64xf32>
    %cst_111 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %345 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<4x256x4x64xf32>
    %346 = stablehlo.multiply %345, %302 : tensor<4x256x4x64xf32>
    %cst_112 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %348 = stablehlo.multiply %347, %308 : tensor<4x256x512xf32>
    %cst_113 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<4x256x512xf32>
    %350 = stablehlo.multiply %349, %314 : tensor<4x256x512xf32>
    %cst_114 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %351 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<4x512x256xf32>
    %352 = stablehlo.multiply %351, %320 : tensor<4x512x256xf32>
    %cst_115 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<256x1024xf32>
    %354 = stablehlo.multiply %353, %326 : tensor<256x1024xf32>
    %cst_116 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %355 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %356 = stablehlo.multiply %355, %332 : tensor<1024x256xf32>
    %357 = stablehlo.add %arg0, %334 : tensor<256xf32>
    %358 = stablehlo.add %arg1, %336 : tensor<4x256x4x64xf32>
    %359 = stablehlo.add %arg2, %338 : tensor<4x4x64x256xf32>
    %360 = stablehlo.add %arg3, %340 : tensor<4x256xf32>
    %361 = stablehlo.add %arg4, %342 : tensor<4x256xf32>
    %362 = stablehlo.add %arg5, %344 : tensor<4x256x4x64xf32>
    %363 = stablehlo.add %arg6, %346 : tensor<4x256x4x64xf32>
    %364 = stablehlo.add %arg7, %348 : tensor<4x256x512xf32>
    %365 = stablehlo.add %arg8, %350 : tensor<4x256x512xf32>
    %366 = stablehlo.add %arg9, %352 : tensor<4x512x256xf32>
    %367 = stablehlo.add %arg10, %354 : tensor<256x1024xf32>
    %368 = stablehlo.add %arg11, %356 : tensor<1024x256xf32>
    return %357, %358, %359, %360, %361, %362, %363, %364, %365, %366, %367, %368, %206, %76, %81, %86, %91, %96, %101, %106, %111, %116, %121, %126, %131, %137, %143, %149, %155, %161, %167, %173, %179, %185, %191, %197, %203, %32 : tensor<256xf32>, tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<256xf32>, tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<4x256x4x64xf32>, tensor<4x4x64x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x4x64xf32>, tensor<4x256x4x64xf32>, tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<256x1024xf32>, tensor<1024x256xf32>, tensor<f32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<f32>) -> (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) {
    %0 = stablehlo.convert %arg1 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    return %1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<4x256x4x64xf32>, %arg1: tensor<i32>) -> tensor<256x4x64xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 256, 4, 64] : (tensor<4x256x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x4x64xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x4x64xf32>) -> tensor<256x4x64xf32>
    return %1 : tensor<256x4x64xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<4x4x64x256xf32>, %arg1: tensor<i32>) -> tensor<4x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4, 64, 256] : (tensor<4x4x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4x64x256xf32>) -> tensor<4x64x256xf32>
    return %1 : tensor<4x64x256xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<4x256xf32>, %arg1: tensor<i32>) -> tensor<256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256xf32>) -> tensor<256xf32>
    return %1 : tensor<256xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<4x256x512xf32>, %arg1: tensor<i32>) -> tensor<256x512xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
    return %1 : tensor<256x512xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<4x512x256xf32>, %arg1: tensor<i32>) -> tensor<512x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 512, 256] : (tensor<4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
    return %1 : tensor<512x256xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<8x64x256xf32>, %arg3: tensor<256x4x64xf32>, %arg4: tensor<4x64x256xf32>, %arg5: tensor<256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256x4x64xf32>, %arg8: tensor<256x4x64xf32>, %arg9: tensor<256x512xf32>, %arg10: tensor<256x512xf32>, %arg11: tensor<512x256xf32>) -> (tensor<8x64x256xf32>, tensor<8x64x256xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %1 = chlo.square %0 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %5 = stablehlo.divide %3, %4 : tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %7 = stablehlo.add %5, %6 : tensor<8x64x1xf32>
    %8 = stablehlo.rsqrt %7 : tensor<8x64x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %10 = stablehlo.multiply %0, %9 : tensor<8x64x256xf32>
    %11 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %13 = stablehlo.multiply %10, %12 : tensor<8x64x256xf32>
    %14 = stablehlo.dot_general %13, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %15 = stablehlo.dot_general %13, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %16 = stablehlo.dot_general %13, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %17 = stablehlo.custom_call @Sharding(%14) {backend_config = "", mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"} : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xf32>
    %18 = stablehlo.dot_general %17, %15, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_2 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %20 = stablehlo.divide %18, %19 : tensor<8x4x64x64xf32>
    %21 = call @_where_5(%20, %arg0, %arg1) : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %22 = stablehlo.reduce(%21 init: %cst_3) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_4 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %24 = stablehlo.maximum %23, %22 : tensor<8x4x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %26 = stablehlo.broadcast_in_dim %25, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %27 = stablehlo.subtract %21, %26 : tensor<8x4x64x64xf32>
    %28 = stablehlo.exponential %27 : tensor<8x4x64x64xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_5) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %32 = stablehlo.divide %28, %31 : tensor<8x4x64x64xf32>
    %33 = stablehlo.dot_general %16, %32, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %34 = stablehlo.transpose %33, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %35 = stablehlo.dot_general %34, %arg4, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %36 = stablehlo.add %0, %35 : tensor<8x64x256xf32>
    %37 = stablehlo.custom_call @Sharding(%36) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %38 = chlo.square %37 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %39 = stablehlo.reduce(%38 init: %cst_6) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %40 = stablehlo.broadcast_in_dim %39, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_7 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %42 = stablehlo.divide %40, %41 : tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %44 = stablehlo.add %42, %43 : tensor<8x64x1xf32>
    %45 = stablehlo.rsqrt %44 : tensor<8x64x1xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %47 = stablehlo.multiply %37, %46 : tensor<8x64x256xf32>
    %48 = stablehlo.broadcast_in_dim %arg5, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %49 = stablehlo.broadcast_in_dim %48, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %50 = stablehlo.multiply %47, %49 : tensor<8x64x256xf32>
    %51 = stablehlo.dot_general %50, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %52 = call @silu(%51) : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %53 = stablehlo.dot_general %50, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %54 = stablehlo.multiply %52, %53 : tensor<8x64x512xf32>
    %55 = stablehlo.custom_call @Sharding(%54) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %56 = stablehlo.dot_general %55, %arg11, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %57 = stablehlo.add %37, %56 : tensor<8x64x256xf32>
    %58 = stablehlo.custom_call @Sharding(%57) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    return %58, %arg2 : tensor<8x64x256xf32>, tensor<8x64x256xf32>
  }
  func.func private @_where_5(%arg0: tensor<8x4x64x64xf32>, %arg1: tensor<8x4x64x64xi1>, %arg2: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %0 : tensor<8x4x64x64xf32>
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
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<8x64x256xf32>, %arg2: tensor<i32>) -> tensor<4x8x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<8x64x256xf32>) -> tensor<1x8x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x8x64x256xf32>, tensor<1x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64x256xf32>
    return %1 : tensor<4x8x64x256xf32>
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
  func.func private @take_along_axis_6(%arg0: tensor<8x64x1x1xi32>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1024xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1024xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<8x64x1024xf32>, tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    return %1 : tensor<8x64x1024xf32>
  }
  func.func private @log_softmax_7(%arg0: tensor<8x64x1024xf32>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<8x64x1024xf32>) -> tensor<8x64x1024xf32> {
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
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<4x8x64x256xf32>, %arg1: tensor<i32>) -> tensor<8x64x256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 8, 64, 256] : (tensor<4x8x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x8x64x256xf32>) -> tensor<8x64x256xf32>
    return %1 : tensor<8x64x256xf32>
  }
  func.func private @closed_call_9(%arg0: tensor<8x64x256xf32>, %arg1: tensor<256x4x64xf32>, %arg2: tensor<4x64x256xf32>, %arg3: tensor<256xf32>, %arg4: tensor<256xf32>, %arg5: tensor<256x4x64xf32>, %arg6: tensor<256x4x64xf32>, %arg7: tensor<256x512xf32>, %arg8: tensor<256x512xf32>, %arg9: tensor<512x256xf32>, %arg10: tensor<8x64x256xf32>) -> (tensor<8x64x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>) {
    %0 = stablehlo.custom_call @Sharding(%arg10) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %1 = chlo.square %0 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %3 = stablehlo.multiply %2, %0 : tensor<8x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.reduce(%1 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %7 = stablehlo.divide %5, %6 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %9 = stablehlo.add %7, %8 : tensor<8x64x1xf32>
    %10 = stablehlo.rsqrt %9 : tensor<8x64x1xf32>
    %11 = stablehlo.divide %10, %9 : tensor<8x64x1xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x64x1xf32>
    %14 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %15 = stablehlo.multiply %0, %14 : tensor<8x64x256xf32>
    %16 = stablehlo.broadcast_in_dim %arg4, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %18 = stablehlo.multiply %15, %17 : tensor<8x64x256xf32>
    %19 = stablehlo.dot_general %18, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %20 = stablehlo.dot_general %18, %arg1, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %21 = stablehlo.dot_general %18, %arg6, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x4x64xf32>) -> tensor<8x64x4x64xf32>
    %22 = stablehlo.custom_call @Sharding(%19) {backend_config = "", mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"} : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xf32>
    %23 = stablehlo.dot_general %22, %20, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %24 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %25 = stablehlo.divide %23, %24 : tensor<8x4x64x64xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %26 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %27 = call @tril_10(%26) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+09> : tensor<f32>
    %28:2 = call @_where_11(%27, %25, %cst_5) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %29 = stablehlo.reduce(%28#0 init: %cst_6) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_7 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %30 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %31 = stablehlo.maximum %30, %29 : tensor<8x4x64xf32>
    %32 = stablehlo.broadcast_in_dim %31, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %34 = stablehlo.subtract %28#0, %33 : tensor<8x4x64x64xf32>
    %35 = stablehlo.exponential %34 : tensor<8x4x64x64xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%35 init: %cst_8) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %37 = stablehlo.broadcast_in_dim %36, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %39 = stablehlo.divide %35, %38 : tensor<8x4x64x64xf32>
    %40 = stablehlo.multiply %37, %37 : tensor<8x4x64x1xf32>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %42 = stablehlo.divide %41, %40 : tensor<8x4x64x1xf32>
    %43 = stablehlo.dot_general %21, %39, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %44 = stablehlo.transpose %43, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %45 = stablehlo.dot_general %44, %arg2, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<4x64x256xf32>) -> tensor<8x64x256xf32>
    %46 = stablehlo.add %0, %45 : tensor<8x64x256xf32>
    %47 = stablehlo.custom_call @Sharding(%46) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %48 = chlo.square %47 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_10 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %49 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %50 = stablehlo.multiply %49, %47 : tensor<8x64x256xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %51 = stablehlo.reduce(%48 init: %cst_11) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %52 = stablehlo.broadcast_in_dim %51, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_12 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %53 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %54 = stablehlo.divide %52, %53 : tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %55 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %56 = stablehlo.add %54, %55 : tensor<8x64x1xf32>
    %57 = stablehlo.rsqrt %56 : tensor<8x64x1xf32>
    %58 = stablehlo.divide %57, %56 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %59 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %60 = stablehlo.multiply %59, %58 : tensor<8x64x1xf32>
    %61 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %62 = stablehlo.multiply %47, %61 : tensor<8x64x256xf32>
    %63 = stablehlo.broadcast_in_dim %arg3, dims = [2] : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %64 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %65 = stablehlo.multiply %62, %64 : tensor<8x64x256xf32>
    %66 = stablehlo.dot_general %65, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %67:3 = call @silu_12(%66) : (tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>)
    %68 = stablehlo.dot_general %65, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %69 = stablehlo.multiply %67#0, %68 : tensor<8x64x512xf32>
    %70 = stablehlo.custom_call @Sharding(%69) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %71 = stablehlo.custom_call @Sharding(%arg0) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %72 = stablehlo.dot_general %71, %70, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %73 = stablehlo.transpose %72, dims = [1, 0] : (tensor<256x512xf32>) -> tensor<512x256xf32>
    %74 = stablehlo.dot_general %71, %arg9, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<512x256xf32>) -> tensor<8x64x512xf32>
    %75 = stablehlo.custom_call @Sharding(%74) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %76 = stablehlo.multiply %67#0, %75 : tensor<8x64x512xf32>
    %77 = stablehlo.multiply %75, %68 : tensor<8x64x512xf32>
    %78 = stablehlo.dot_general %76, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %79 = stablehlo.transpose %78, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %80 = stablehlo.dot_general %76, %arg8, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %81 = call @silu_13(%67#1, %66, %67#2, %77) : (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) -> tensor<8x64x512xf32>
    %82 = stablehlo.dot_general %81, %65, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %83 = stablehlo.transpose %82, dims = [1, 0] : (tensor<512x256xf32>) -> tensor<256x512xf32>
    %84 = stablehlo.dot_general %81, %arg7, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x512xf32>, tensor<256x512xf32>) -> tensor<8x64x256xf32>
    %85 = stablehlo.add %80, %84 : tensor<8x64x256xf32>
    %86 = stablehlo.multiply %62, %85 : tensor<8x64x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_15) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %88 = stablehlo.reshape %87 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %89 = stablehlo.broadcast_in_dim %63, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %90 = stablehlo.multiply %85, %89 : tensor<8x64x256xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %91 = stablehlo.reduce(%88 init: %cst_16) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %92 = stablehlo.multiply %47, %90 : tensor<8x64x256xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.reduce(%92 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %94 = stablehlo.reshape %93 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %95 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %96 = stablehlo.multiply %90, %95 : tensor<8x64x256xf32>
    %97 = stablehlo.add %71, %96 : tensor<8x64x256xf32>
    %98 = stablehlo.multiply %94, %60 : tensor<8x64x1xf32>
    %cst_18 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %100 = stablehlo.divide %98, %99 : tensor<8x64x1xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %103 = stablehlo.multiply %102, %50 : tensor<8x64x256xf32>
    %104 = stablehlo.add %97, %103 : tensor<8x64x256xf32>
    %105 = stablehlo.custom_call @Sharding(%104) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    %106 = stablehlo.dot_general %105, %44, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<8x64x4x64xf32>) -> tensor<256x4x64xf32>
    %107 = stablehlo.transpose %106, dims = [1, 2, 0] : (tensor<256x4x64xf32>) -> tensor<4x64x256xf32>
    %108 = stablehlo.dot_general %105, %arg2, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<4x64x256xf32>) -> tensor<8x64x4x64xf32>
    %109 = stablehlo.transpose %108, dims = [0, 2, 3, 1] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %110 = stablehlo.dot_general %109, %21, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %111 = stablehlo.dot_general %109, %39, batching_dims = [0, 1] x [0, 1], contracting_dims = [3] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %112 = stablehlo.transpose %111, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %113 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %114 = stablehlo.multiply %110, %113 : tensor<8x4x64x64xf32>
    %115 = stablehlo.multiply %114, %35 : tensor<8x4x64x64xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %116 = stablehlo.reduce(%115 init: %cst_20) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %117 = stablehlo.reshape %116 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %118 = stablehlo.negate %117 : tensor<8x4x64x1xf32>
    %119 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %120 = stablehlo.divide %110, %119 : tensor<8x4x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.reduce(%118 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %123 = stablehlo.add %120, %122 : tensor<8x4x64x64xf32>
    %124 = stablehlo.multiply %123, %35 : tensor<8x4x64x64xf32>
    %125 = call @_where_14(%28#1, %124) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_22 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %127 = stablehlo.divide %125, %126 : tensor<8x4x64x64xf32>
    %128 = stablehlo.dot_general %127, %22, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %129 = stablehlo.transpose %128, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %130 = stablehlo.dot_general %127, %20, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %131 = stablehlo.transpose %130, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %132 = stablehlo.custom_call @Sharding(%131) {backend_config = "", mhlo.sharding = "{devices=[8,1,1,1]<=[8]}"} : (tensor<8x64x4x64xf32>) -> tensor<8x64x4x64xf32>
    %133 = stablehlo.dot_general %112, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %134 = stablehlo.transpose %133, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %135 = stablehlo.dot_general %112, %arg6, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %136 = stablehlo.dot_general %129, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %137 = stablehlo.transpose %136, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %138 = stablehlo.dot_general %129, %arg1, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %139 = stablehlo.add %135, %138 : tensor<8x64x256xf32>
    %140 = stablehlo.dot_general %132, %18, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x256xf32>) -> tensor<4x64x256xf32>
    %141 = stablehlo.transpose %140, dims = [2, 0, 1] : (tensor<4x64x256xf32>) -> tensor<256x4x64xf32>
    %142 = stablehlo.dot_general %132, %arg5, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<256x4x64xf32>) -> tensor<8x64x256xf32>
    %143 = stablehlo.add %139, %142 : tensor<8x64x256xf32>
    %144 = stablehlo.multiply %15, %143 : tensor<8x64x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %145 = stablehlo.reduce(%144 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %146 = stablehlo.reshape %145 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %147 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %148 = stablehlo.multiply %143, %147 : tensor<8x64x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.reduce(%146 init: %cst_24) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %150 = stablehlo.multiply %0, %148 : tensor<8x64x256xf32>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_25) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %152 = stablehlo.reshape %151 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %153 = stablehlo.broadcast_in_dim %10, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %154 = stablehlo.multiply %148, %153 : tensor<8x64x256xf32>
    %155 = stablehlo.add %105, %154 : tensor<8x64x256xf32>
    %156 = stablehlo.multiply %152, %13 : tensor<8x64x1xf32>
    %cst_26 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %157 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %158 = stablehlo.divide %156, %157 : tensor<8x64x1xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.reduce(%158 init: %cst_27) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %160 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %161 = stablehlo.multiply %160, %3 : tensor<8x64x256xf32>
    %162 = stablehlo.add %155, %161 : tensor<8x64x256xf32>
    %163 = stablehlo.custom_call @Sharding(%162) {backend_config = "", mhlo.sharding = "{devices=[8,1,1]<=[8]}"} : (tensor<8x64x256xf32>) -> tensor<8x64x256xf32>
    return %163, %137, %107, %91, %149, %141, %134, %83, %79, %73 : tensor<8x64x256xf32>, tensor<256x4x64xf32>, tensor<4x64x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x4x64xf32>, tensor<256x4x64xf32>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>
  }
  func.func private @tril_10(%arg0: tensor<64x64xi1>) -> tensor<64x64xi1> {
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
  func.func private @_where_11(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>) {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [2, 3] : (tensor<64x64xi1>) -> tensor<8x4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %3, %1 : tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>
  }
  func.func private @silu_12(%arg0: tensor<8x64x512xf32>) -> (tensor<8x64x512xf32>, tensor<8x64x512xf32>, tensor<8x64x512xf32>) {
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
  func.func private @silu_13(%arg0: tensor<8x64x512xf32>, %arg1: tensor<8x64x512xf32>, %arg2: tensor<8x64x512xf32>, %arg3: tensor<8x64x512xf32>) -> tensor<8x64x512xf32> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<8x64x512xf32>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<8x64x512xf32>
    %2 = stablehlo.multiply %0, %arg2 : tensor<8x64x512xf32>
    %3 = stablehlo.add %1, %2 : tensor<8x64x512xf32>
    return %3 : tensor<8x64x512xf32>
  }
  func.func private @_where_14(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<4x256x4x64xf32>, %arg1: tensor<256x4x64xf32>, %arg2: tensor<i32>) -> tensor<4x256x4x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<256x4x64xf32>) -> tensor<1x256x4x64xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x256x4x64xf32>, tensor<1x256x4x64xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x4x64xf32>
    return %1 : tensor<4x256x4x64xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<4x4x64x256xf32>, %arg1: tensor<4x64x256xf32>, %arg2: tensor<i32>) -> tensor<4x4x64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4x64x256xf32>) -> tensor<1x4x64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<4x4x64x256xf32>, tensor<1x4x64x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x4x64x256xf32>
    return %1 : tensor<4x4x64x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<4x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<i32>) -> tensor<4x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<4x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<4x256xf32>
    return %1 : tensor<4x256xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<4x256x512xf32>, %arg1: tensor<256x512xf32>, %arg2: tensor<i32>) -> tensor<4x256x512xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<256x512xf32>) -> tensor<1x256x512xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x256x512xf32>, tensor<1x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x256x512xf32>
    return %1 : tensor<4x256x512xf32>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<4x512x256xf32>, %arg1: tensor<512x256xf32>, %arg2: tensor<i32>) -> tensor<4x512x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<512x256xf32>) -> tensor<1x512x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<4x512x256xf32>, tensor<1x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x512x256xf32>
    return %1 : tensor<4x512x256xf32>
  }
  func.func private @_take_20(%arg0: tensor<8x64x1xi32>, %arg1: tensor<8x64x256xf32>) -> tensor<1024x256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x64x1xi32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    return %1 : tensor<1024x256xf32>
  }
  func.func private @_where_21(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
