module @jit_eqx_transformer_train_fsdp attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg1: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg2: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg3: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg4: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg5: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg6: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg7: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg8: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg9: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg10: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg11: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg12: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg13: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg14: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg15: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg16: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg17: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg18: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg19: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg20: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg21: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg22: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg23: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg24: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg25: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg26: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg27: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg28: tensor<i32> {mhlo.sharding = "{replicated}"}, %arg29: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg30: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg31: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg32: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg33: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg34: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg35: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg36: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg37: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg38: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg39: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg40: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg41: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg42: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg43: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg44: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg45: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg46: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg47: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg48: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg49: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg50: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg51: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg52: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg53: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg54: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg55: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg56: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg57: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg58: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg59: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg60: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg61: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg62: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg63: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg64: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg65: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg66: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg67: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg68: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg69: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg70: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg71: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg72: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg73: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg74: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg75: tensor<256x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg76: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg77: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg78: tensor<512x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg79: tensor<512xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg80: tensor<256x512xf32> {mhlo.sharding = "{devices=[1,8]<=[8]}"}, %arg81: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg82: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg83: tensor<256xf32> {mhlo.sharding = "{devices=[8]<=[8]}"}, %arg84: tensor<1024x256xf32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg85: tensor<8x64xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}, %arg86: tensor<8x64xi32> {mhlo.sharding = "{devices=[8,1]<=[8]}"}) -> (tensor<1024x256xf32> {jax.result_info = "result[0].embed.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[0].ln1.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[0].ln1.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[0].attn.query_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[0].attn.key_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[0].attn.value_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[0].attn.output_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[0].ln2.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[0].ln2.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[0].blocks[0].up.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[0].blocks[0].up.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[0].blocks[0].down.weight", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[0].down.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[1].ln1.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[1].ln1.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[1].attn.query_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[1].attn.key_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[1].attn.value_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[0].blocks[1].attn.output_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[1].ln2.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[1].ln2.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[0].blocks[1].up.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[0].blocks[1].up.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[0].blocks[1].down.weight", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].blocks[1].down.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].ln_f.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[0].ln_f.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[0].head.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<i32> {jax.result_info = "result[1][0].count", mhlo.sharding = "{replicated}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu.embed.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[0].ln1.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[0].ln1.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[0].attn.query_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[0].attn.key_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[0].attn.value_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[0].attn.output_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[0].ln2.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[0].ln2.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu.blocks[0].up.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[1][0].mu.blocks[0].up.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu.blocks[0].down.weight", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[0].down.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[1].ln1.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[1].ln1.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[1].attn.query_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[1].attn.key_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[1].attn.value_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].mu.blocks[1].attn.output_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[1].ln2.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[1].ln2.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].mu.blocks[1].up.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[1][0].mu.blocks[1].up.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].mu.blocks[1].down.weight", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.blocks[1].down.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.ln_f.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].mu.ln_f.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].mu.head.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu.embed.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[0].ln1.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[0].ln1.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[0].attn.query_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[0].attn.key_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[0].attn.value_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[0].attn.output_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[0].ln2.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[0].ln2.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu.blocks[0].up.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[1][0].nu.blocks[0].up.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu.blocks[0].down.weight", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[0].down.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[1].ln1.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[1].ln1.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[1].attn.query_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[1].attn.key_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[1].attn.value_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256x256xf32> {jax.result_info = "result[1][0].nu.blocks[1].attn.output_proj.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[1].ln2.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[1].ln2.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<512x256xf32> {jax.result_info = "result[1][0].nu.blocks[1].up.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<512xf32> {jax.result_info = "result[1][0].nu.blocks[1].up.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256x512xf32> {jax.result_info = "result[1][0].nu.blocks[1].down.weight", mhlo.sharding = "{devices=[1,8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.blocks[1].down.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.ln_f.weight", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<256xf32> {jax.result_info = "result[1][0].nu.ln_f.bias", mhlo.sharding = "{devices=[8]<=[8]}"}, tensor<1024x256xf32> {jax.result_info = "result[1][0].nu.head.weight", mhlo.sharding = "{devices=[8,1]<=[8]}"}, tensor<f32> {jax.result_info = "result[2]", mhlo.sharding = "{replicated}"}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg85, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg85, %2 : tensor<8x64xi32>
    %4 = stablehlo.select %1, %3, %arg85 : tensor<8x64xi1>, tensor<8x64xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.compare LT, %c_1, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %c_4 = stablehlo.constant dense<256> : tensor<i32>
    %6 = stablehlo.add %c_3, %c_4 : tensor<i32>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.select %5, %6, %c_5 : tensor<i1>, tensor<i32>
    %8 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %9 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<i32>) -> tensor<64x1xi32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [1, 2] : (tensor<64x1xi32>) -> tensor<8x64x1xi32>
    %11 = stablehlo.concatenate %8, %10, dim = 2 : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x2xi32>
    %12 = "stablehlo.gather"(%arg0, %11) <{dimension_numbers = #stablehlo.gather<offset_dims = [2, 3], start_index_map = [0, 1], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xf32>, tensor<8x64x2xi32>) -> tensor<8x64x1x256xf32>
    %13 = stablehlo.reshape %12 : (tensor<8x64x1x256xf32>) -> tensor<8x64x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %14 = stablehlo.reduce(%13 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_6 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %16 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %17 = stablehlo.divide %15, %16 : tensor<8x64x1xf32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18:4 = call @_var(%13, %c_7) : (tensor<8x64x256xf32>, tensor<i32>) -> (tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>)
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %20 = stablehlo.maximum %19, %18#0 : tensor<8x64x1xf32>
    %21 = stablehlo.compare EQ, %18#0, %20, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_9 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %22 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %24 = stablehlo.select %21, %22, %23 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %26 = stablehlo.compare EQ, %25, %20, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_12 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.select %26, %27, %28 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %30 = stablehlo.divide %24, %29 : tensor<8x64x1xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %32 = stablehlo.add %20, %31 : tensor<8x64x1xf32>
    %33 = stablehlo.rsqrt %32 : tensor<8x64x1xf32>
    %34 = stablehlo.divide %33, %32 : tensor<8x64x1xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<8x64x1xf32>
    %37 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %38 = stablehlo.subtract %13, %37 : tensor<8x64x256xf32>
    %39 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %40 = stablehlo.multiply %38, %39 : tensor<8x64x256xf32>
    %41 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %42 = stablehlo.broadcast_in_dim %41, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %43 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %44 = stablehlo.multiply %43, %40 : tensor<8x64x256xf32>
    %45 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %46 = stablehlo.broadcast_in_dim %45, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %47 = stablehlo.broadcast_in_dim %46, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %48 = stablehlo.add %44, %47 : tensor<8x64x256xf32>
    %c_16 = stablehlo.constant dense<true> : tensor<i1>
    %49 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %50 = call @tril(%49) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %51 = stablehlo.dot_general %arg3, %48, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %52 = stablehlo.transpose %51, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %53 = stablehlo.reshape %52 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %54 = stablehlo.dot_general %arg4, %48, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %55 = stablehlo.transpose %54, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %56 = stablehlo.reshape %55 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %57 = stablehlo.dot_general %arg5, %48, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %58 = stablehlo.transpose %57, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %59 = stablehlo.reshape %58 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %cst_17 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %61 = stablehlo.divide %53, %60 : tensor<8x64x4x64xf32>
    %62 = stablehlo.dot_general %61, %56, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_18 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %63:2 = call @_where_0(%50, %62, %cst_18) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_19 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %64 = stablehlo.reduce(%63#0 init: %cst_19) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_20 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %65 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %66 = stablehlo.maximum %65, %64 : tensor<8x4x64xf32>
    %67 = stablehlo.broadcast_in_dim %66, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %68 = stablehlo.broadcast_in_dim %67, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %69 = stablehlo.subtract %63#0, %68 : tensor<8x4x64x64xf32>
    %70 = stablehlo.exponential %69 : tensor<8x4x64x64xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %71 = stablehlo.reduce(%70 init: %cst_21) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %74 = stablehlo.divide %70, %73 : tensor<8x4x64x64xf32>
    %75 = stablehlo.multiply %72, %72 : tensor<8x4x64x1xf32>
    %cst_22 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %76 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %77 = stablehlo.divide %76, %75 : tensor<8x4x64x1xf32>
    %78 = stablehlo.dot_general %74, %59, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %79 = stablehlo.transpose %78, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %80 = stablehlo.reshape %79 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %81 = stablehlo.dot_general %arg6, %80, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %82 = stablehlo.transpose %81, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %83 = stablehlo.add %13, %82 : tensor<8x64x256xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.reduce(%83 init: %cst_23) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %85 = stablehlo.broadcast_in_dim %84, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %87 = stablehlo.divide %85, %86 : tensor<8x64x1xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %88:4 = call @_var(%83, %c_25) : (tensor<8x64x256xf32>, tensor<i32>) -> (tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>)
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %90 = stablehlo.maximum %89, %88#0 : tensor<8x64x1xf32>
    %91 = stablehlo.compare EQ, %88#0, %90, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_27 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %94 = stablehlo.select %91, %92, %93 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %96 = stablehlo.compare EQ, %95, %90, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_30 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %97 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_31 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %98 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %99 = stablehlo.select %96, %97, %98 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %100 = stablehlo.divide %94, %99 : tensor<8x64x1xf32>
    %cst_32 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %101 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %102 = stablehlo.add %90, %101 : tensor<8x64x1xf32>
    %103 = stablehlo.rsqrt %102 : tensor<8x64x1xf32>
    %104 = stablehlo.divide %103, %102 : tensor<8x64x1xf32>
    %cst_33 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %106 = stablehlo.multiply %105, %104 : tensor<8x64x1xf32>
    %107 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %108 = stablehlo.subtract %83, %107 : tensor<8x64x256xf32>
    %109 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %110 = stablehlo.multiply %108, %109 : tensor<8x64x256xf32>
    %111 = stablehlo.broadcast_in_dim %arg7, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %112 = stablehlo.broadcast_in_dim %111, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %113 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %114 = stablehlo.multiply %113, %110 : tensor<8x64x256xf32>
    %115 = stablehlo.broadcast_in_dim %arg8, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %117 = stablehlo.broadcast_in_dim %116, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %118 = stablehlo.add %114, %117 : tensor<8x64x256xf32>
    %119 = stablehlo.dot_general %arg9, %118, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<8x64x256xf32>) -> tensor<512x8x64xf32>
    %120 = stablehlo.transpose %119, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %121 = stablehlo.broadcast_in_dim %arg10, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %122 = stablehlo.broadcast_in_dim %121, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %123 = stablehlo.broadcast_in_dim %122, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %124 = stablehlo.add %120, %123 : tensor<8x64x512xf32>
    %125 = stablehlo.multiply %124, %124 : tensor<8x64x512xf32>
    %126 = stablehlo.multiply %125, %124 : tensor<8x64x512xf32>
    %127 = stablehlo.multiply %124, %124 : tensor<8x64x512xf32>
    %cst_34 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %129 = stablehlo.multiply %128, %127 : tensor<8x64x512xf32>
    %cst_35 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %130 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %131 = stablehlo.multiply %130, %126 : tensor<8x64x512xf32>
    %132 = stablehlo.add %124, %131 : tensor<8x64x512xf32>
    %cst_36 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %134 = stablehlo.multiply %133, %132 : tensor<8x64x512xf32>
    %135 = stablehlo.tanh %134 : tensor<8x64x512xf32>
    %cst_37 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %137 = stablehlo.subtract %136, %135 : tensor<8x64x512xf32>
    %cst_38 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %139 = stablehlo.add %138, %135 : tensor<8x64x512xf32>
    %cst_39 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %140 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %141 = stablehlo.multiply %140, %139 : tensor<8x64x512xf32>
    %142 = stablehlo.multiply %124, %141 : tensor<8x64x512xf32>
    %143 = stablehlo.dot_general %arg11, %142, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<8x64x512xf32>) -> tensor<256x8x64xf32>
    %144 = stablehlo.transpose %143, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %145 = stablehlo.broadcast_in_dim %arg12, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %148 = stablehlo.add %144, %147 : tensor<8x64x256xf32>
    %149 = stablehlo.add %83, %148 : tensor<8x64x256xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%149 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %151 = stablehlo.broadcast_in_dim %150, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_41 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %152 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %153 = stablehlo.divide %151, %152 : tensor<8x64x1xf32>
    %c_42 = stablehlo.constant dense<0> : tensor<i32>
    %154:4 = call @_var(%149, %c_42) : (tensor<8x64x256xf32>, tensor<i32>) -> (tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>)
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.maximum %155, %154#0 : tensor<8x64x1xf32>
    %157 = stablehlo.compare EQ, %154#0, %156, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_44 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %159 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %160 = stablehlo.select %157, %158, %159 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %162 = stablehlo.compare EQ, %161, %156, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_47 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %165 = stablehlo.select %162, %163, %164 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %166 = stablehlo.divide %160, %165 : tensor<8x64x1xf32>
    %cst_49 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %167 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %168 = stablehlo.add %156, %167 : tensor<8x64x1xf32>
    %169 = stablehlo.rsqrt %168 : tensor<8x64x1xf32>
    %170 = stablehlo.divide %169, %168 : tensor<8x64x1xf32>
    %cst_50 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %172 = stablehlo.multiply %171, %170 : tensor<8x64x1xf32>
    %173 = stablehlo.broadcast_in_dim %153, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %174 = stablehlo.subtract %149, %173 : tensor<8x64x256xf32>
    %175 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %176 = stablehlo.multiply %174, %175 : tensor<8x64x256xf32>
    %177 = stablehlo.broadcast_in_dim %arg13, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %179 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %180 = stablehlo.multiply %179, %176 : tensor<8x64x256xf32>
    %181 = stablehlo.broadcast_in_dim %arg14, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %182 = stablehlo.broadcast_in_dim %181, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %184 = stablehlo.add %180, %183 : tensor<8x64x256xf32>
    %c_51 = stablehlo.constant dense<true> : tensor<i1>
    %185 = stablehlo.broadcast_in_dim %c_51, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %186 = call @tril(%185) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %187 = stablehlo.dot_general %arg15, %184, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %188 = stablehlo.transpose %187, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %189 = stablehlo.reshape %188 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %190 = stablehlo.dot_general %arg16, %184, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %191 = stablehlo.transpose %190, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %192 = stablehlo.reshape %191 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %193 = stablehlo.dot_general %arg17, %184, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %194 = stablehlo.transpose %193, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %195 = stablehlo.reshape %194 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %cst_52 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %197 = stablehlo.divide %189, %196 : tensor<8x64x4x64xf32>
    %198 = stablehlo.dot_general %197, %192, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %cst_53 = stablehlo.constant dense<-3.40282347E+38> : tensor<f32>
    %199:2 = call @_where_0(%186, %198, %cst_53) : (tensor<64x64xi1>, tensor<8x4x64x64xf32>, tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>)
    %cst_54 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %200 = stablehlo.reduce(%199#0 init: %cst_54) applies stablehlo.maximum across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %cst_55 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %201 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x4x64xf32>
    %202 = stablehlo.maximum %201, %200 : tensor<8x4x64xf32>
    %203 = stablehlo.broadcast_in_dim %202, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %204 = stablehlo.broadcast_in_dim %203, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %205 = stablehlo.subtract %199#0, %204 : tensor<8x4x64x64xf32>
    %206 = stablehlo.exponential %205 : tensor<8x4x64x64xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %207 = stablehlo.reduce(%206 init: %cst_56) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %209 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %210 = stablehlo.divide %206, %209 : tensor<8x4x64x64xf32>
    %211 = stablehlo.multiply %208, %208 : tensor<8x4x64x1xf32>
    %cst_57 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x4x64x1xf32>
    %213 = stablehlo.divide %212, %211 : tensor<8x4x64x1xf32>
    %214 = stablehlo.dot_general %210, %195, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %215 = stablehlo.transpose %214, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %216 = stablehlo.reshape %215 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %217 = stablehlo.dot_general %arg18, %216, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x256xf32>, tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %218 = stablehlo.transpose %217, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %219 = stablehlo.add %149, %218 : tensor<8x64x256xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %220 = stablehlo.reduce(%219 init: %cst_58) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %221 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_59 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %223 = stablehlo.divide %221, %222 : tensor<8x64x1xf32>
    %c_60 = stablehlo.constant dense<0> : tensor<i32>
    %224:4 = call @_var(%219, %c_60) : (tensor<8x64x256xf32>, tensor<i32>) -> (tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>)
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %226 = stablehlo.maximum %225, %224#0 : tensor<8x64x1xf32>
    %227 = stablehlo.compare EQ, %224#0, %226, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_62 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %230 = stablehlo.select %227, %228, %229 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %231 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %232 = stablehlo.compare EQ, %231, %226, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_65 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %233 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_66 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %235 = stablehlo.select %232, %233, %234 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %236 = stablehlo.divide %230, %235 : tensor<8x64x1xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %237 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %238 = stablehlo.add %226, %237 : tensor<8x64x1xf32>
    %239 = stablehlo.rsqrt %238 : tensor<8x64x1xf32>
    %240 = stablehlo.divide %239, %238 : tensor<8x64x1xf32>
    %cst_68 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %241 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %242 = stablehlo.multiply %241, %240 : tensor<8x64x1xf32>
    %243 = stablehlo.broadcast_in_dim %223, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %244 = stablehlo.subtract %219, %243 : tensor<8x64x256xf32>
    %245 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %246 = stablehlo.multiply %244, %245 : tensor<8x64x256xf32>
    %247 = stablehlo.broadcast_in_dim %arg19, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %248 = stablehlo.broadcast_in_dim %247, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %249 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %250 = stablehlo.multiply %249, %246 : tensor<8x64x256xf32>
    %251 = stablehlo.broadcast_in_dim %arg20, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %252 = stablehlo.broadcast_in_dim %251, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %253 = stablehlo.broadcast_in_dim %252, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %254 = stablehlo.add %250, %253 : tensor<8x64x256xf32>
    %255 = stablehlo.dot_general %arg21, %254, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<512x256xf32>, tensor<8x64x256xf32>) -> tensor<512x8x64xf32>
    %256 = stablehlo.transpose %255, dims = [1, 2, 0] : (tensor<512x8x64xf32>) -> tensor<8x64x512xf32>
    %257 = stablehlo.broadcast_in_dim %arg22, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %258 = stablehlo.broadcast_in_dim %257, dims = [1, 2] : (tensor<1x512xf32>) -> tensor<1x1x512xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %260 = stablehlo.add %256, %259 : tensor<8x64x512xf32>
    %261 = stablehlo.multiply %260, %260 : tensor<8x64x512xf32>
    %262 = stablehlo.multiply %261, %260 : tensor<8x64x512xf32>
    %263 = stablehlo.multiply %260, %260 : tensor<8x64x512xf32>
    %cst_69 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %265 = stablehlo.multiply %264, %263 : tensor<8x64x512xf32>
    %cst_70 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %266 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %267 = stablehlo.multiply %266, %262 : tensor<8x64x512xf32>
    %268 = stablehlo.add %260, %267 : tensor<8x64x512xf32>
    %cst_71 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %269 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %270 = stablehlo.multiply %269, %268 : tensor<8x64x512xf32>
    %271 = stablehlo.tanh %270 : tensor<8x64x512xf32>
    %cst_72 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %273 = stablehlo.subtract %272, %271 : tensor<8x64x512xf32>
    %cst_73 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %274 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %275 = stablehlo.add %274, %271 : tensor<8x64x512xf32>
    %cst_74 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %277 = stablehlo.multiply %276, %275 : tensor<8x64x512xf32>
    %278 = stablehlo.multiply %260, %277 : tensor<8x64x512xf32>
    %279 = stablehlo.dot_general %arg23, %278, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<256x512xf32>, tensor<8x64x512xf32>) -> tensor<256x8x64xf32>
    %280 = stablehlo.transpose %279, dims = [1, 2, 0] : (tensor<256x8x64xf32>) -> tensor<8x64x256xf32>
    %281 = stablehlo.broadcast_in_dim %arg24, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %282 = stablehlo.broadcast_in_dim %281, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %283 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %284 = stablehlo.add %280, %283 : tensor<8x64x256xf32>
    %285 = stablehlo.add %219, %284 : tensor<8x64x256xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%285 init: %cst_75) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %287 = stablehlo.broadcast_in_dim %286, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_76 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %288 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %289 = stablehlo.divide %287, %288 : tensor<8x64x1xf32>
    %c_77 = stablehlo.constant dense<0> : tensor<i32>
    %290:4 = call @_var(%285, %c_77) : (tensor<8x64x256xf32>, tensor<i32>) -> (tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>)
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %292 = stablehlo.maximum %291, %290#0 : tensor<8x64x1xf32>
    %293 = stablehlo.compare EQ, %290#0, %292, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_79 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %295 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %296 = stablehlo.select %293, %294, %295 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %298 = stablehlo.compare EQ, %297, %292, FLOAT : (tensor<8x64x1xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xi1>
    %cst_82 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %299 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %cst_83 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %300 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %301 = stablehlo.select %298, %299, %300 : tensor<8x64x1xi1>, tensor<8x64x1xf32>
    %302 = stablehlo.divide %296, %301 : tensor<8x64x1xf32>
    %cst_84 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %303 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %304 = stablehlo.add %292, %303 : tensor<8x64x1xf32>
    %305 = stablehlo.rsqrt %304 : tensor<8x64x1xf32>
    %306 = stablehlo.divide %305, %304 : tensor<8x64x1xf32>
    %cst_85 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %307 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %308 = stablehlo.multiply %307, %306 : tensor<8x64x1xf32>
    %309 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %310 = stablehlo.subtract %285, %309 : tensor<8x64x256xf32>
    %311 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %312 = stablehlo.multiply %310, %311 : tensor<8x64x256xf32>
    %313 = stablehlo.broadcast_in_dim %arg25, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %314 = stablehlo.broadcast_in_dim %313, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %315 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %316 = stablehlo.multiply %315, %312 : tensor<8x64x256xf32>
    %317 = stablehlo.broadcast_in_dim %arg26, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %318 = stablehlo.broadcast_in_dim %317, dims = [1, 2] : (tensor<1x256xf32>) -> tensor<1x1x256xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %320 = stablehlo.add %316, %319 : tensor<8x64x256xf32>
    %321 = stablehlo.dot_general %arg27, %320, contracting_dims = [1] x [2], precision = [DEFAULT, DEFAULT] : (tensor<1024x256xf32>, tensor<8x64x256xf32>) -> tensor<1024x8x64xf32>
    %322 = stablehlo.transpose %321, dims = [1, 2, 0] : (tensor<1024x8x64xf32>) -> tensor<8x64x1024xf32>
    %323 = stablehlo.broadcast_in_dim %arg86, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %324:2 = call @take_along_axis(%322, %323) : (tensor<8x64x1024xf32>, tensor<8x64x1xi32>) -> (tensor<8x64x1xf32>, tensor<8x64x1x1xi32>)
    %c_86 = stablehlo.constant dense<0> : tensor<i32>
    %325:2 = call @_take(%324#0, %c_86) : (tensor<8x64x1xf32>, tensor<i32>) -> (tensor<8x64xf32>, tensor<1xi32>)
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %326 = stablehlo.reduce(%322 init: %cst_87) applies stablehlo.maximum across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %327 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %328 = stablehlo.maximum %327, %326 : tensor<8x64xf32>
    %329 = stablehlo.is_finite %328 : (tensor<8x64xf32>) -> tensor<8x64xi1>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %330 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %331 = stablehlo.select %329, %328, %330 : tensor<8x64xi1>, tensor<8x64xf32>
    %332 = stablehlo.broadcast_in_dim %331, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %333 = stablehlo.broadcast_in_dim %332, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %334 = stablehlo.subtract %322, %333 : tensor<8x64x1024xf32>
    %335 = stablehlo.exponential %334 : tensor<8x64x1024xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %336 = stablehlo.reduce(%335 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1024xf32>, tensor<f32>) -> tensor<8x64xf32>
    %337 = stablehlo.abs %336 : tensor<8x64xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %339 = stablehlo.compare GE, %336, %338, FLOAT : (tensor<8x64xf32>, tensor<8x64xf32>) -> tensor<8x64xi1>
    %340 = stablehlo.log %337 : tensor<8x64xf32>
    %341 = stablehlo.add %340, %331 : tensor<8x64xf32>
    %342 = stablehlo.subtract %341, %325#0 : tensor<8x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %343 = stablehlo.reduce(%342 init: %cst_92) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64xf32>, tensor<f32>) -> tensor<f32>
    %cst_93 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %344 = stablehlo.divide %343, %cst_93 : tensor<f32>
    %cst_94 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_95 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %345 = stablehlo.divide %cst_94, %cst_95 : tensor<f32>
    %346 = stablehlo.broadcast_in_dim %345, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %347 = stablehlo.negate %346 : tensor<8x64xf32>
    %348 = stablehlo.divide %346, %337 : tensor<8x64xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %349 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %350 = stablehlo.select %339, %349, %348 : tensor<8x64xi1>, tensor<8x64xf32>
    %351 = stablehlo.select %339, %348, %349 : tensor<8x64xi1>, tensor<8x64xf32>
    %352 = stablehlo.negate %350 : tensor<8x64xf32>
    %353 = stablehlo.add %351, %352 : tensor<8x64xf32>
    %354 = stablehlo.broadcast_in_dim %353, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1024xf32>
    %355 = stablehlo.multiply %354, %335 : tensor<8x64x1024xf32>
    %356 = call @_take_2(%325#1, %347) : (tensor<1xi32>, tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %357 = call @take_along_axis_3(%324#1, %356) : (tensor<8x64x1x1xi32>, tensor<8x64x1xf32>) -> tensor<8x64x1024xf32>
    %358 = stablehlo.add %355, %357 : tensor<8x64x1024xf32>
    %359 = stablehlo.transpose %358, dims = [2, 0, 1] : (tensor<8x64x1024xf32>) -> tensor<1024x8x64xf32>
    %360 = stablehlo.dot_general %359, %arg27, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x64xf32>, tensor<1024x256xf32>) -> tensor<8x64x256xf32>
    %361 = stablehlo.dot_general %359, %320, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<1024x8x64xf32>, tensor<8x64x256xf32>) -> tensor<1024x256xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %362 = stablehlo.reduce(%360 init: %cst_97) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %363 = stablehlo.reshape %362 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %364 = stablehlo.reduce(%363 init: %cst_98) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %365 = stablehlo.broadcast_in_dim %364, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %366 = stablehlo.reduce(%365 init: %cst_99) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %367 = stablehlo.broadcast_in_dim %314, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %368 = stablehlo.multiply %367, %360 : tensor<8x64x256xf32>
    %369 = stablehlo.multiply %360, %312 : tensor<8x64x256xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %370 = stablehlo.reduce(%369 init: %cst_100) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %371 = stablehlo.reshape %370 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %372 = stablehlo.reduce(%371 init: %cst_101) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %374 = stablehlo.reduce(%373 init: %cst_102) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %375 = stablehlo.multiply %310, %368 : tensor<8x64x256xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_103) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %377 = stablehlo.reshape %376 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %378 = stablehlo.broadcast_in_dim %305, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %379 = stablehlo.multiply %368, %378 : tensor<8x64x256xf32>
    %380 = stablehlo.negate %379 : tensor<8x64x256xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %381 = stablehlo.reduce(%380 init: %cst_104) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %382 = stablehlo.reshape %381 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %383 = stablehlo.multiply %377, %308 : tensor<8x64x1xf32>
    %384 = stablehlo.multiply %383, %302 : tensor<8x64x1xf32>
    %385 = call @_var_4(%290#1, %290#2, %290#3, %384) : (tensor<8x64x256xf32>, tensor<f32>, tensor<i1>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %386 = stablehlo.add %379, %385 : tensor<8x64x256xf32>
    %cst_105 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %388 = stablehlo.divide %382, %387 : tensor<8x64x1xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %389 = stablehlo.reduce(%388 init: %cst_106) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %390 = stablehlo.broadcast_in_dim %389, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %391 = stablehlo.add %386, %390 : tensor<8x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %392 = stablehlo.reduce(%391 init: %cst_107) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %393 = stablehlo.reshape %392 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_108 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %394 = stablehlo.reduce(%393 init: %cst_108) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %395 = stablehlo.broadcast_in_dim %394, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_109 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_109) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %397 = stablehlo.transpose %391, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %398 = stablehlo.dot_general %397, %arg23, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %399 = stablehlo.dot_general %397, %278, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %400 = stablehlo.multiply %260, %398 : tensor<8x64x512xf32>
    %401 = stablehlo.multiply %398, %277 : tensor<8x64x512xf32>
    %cst_110 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %402 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %403 = stablehlo.multiply %402, %400 : tensor<8x64x512xf32>
    %404 = stablehlo.multiply %403, %273 : tensor<8x64x512xf32>
    %405 = stablehlo.multiply %404, %271 : tensor<8x64x512xf32>
    %406 = stablehlo.add %404, %405 : tensor<8x64x512xf32>
    %cst_111 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %407 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %408 = stablehlo.multiply %407, %406 : tensor<8x64x512xf32>
    %409 = stablehlo.add %401, %408 : tensor<8x64x512xf32>
    %cst_112 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %410 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %411 = stablehlo.multiply %410, %408 : tensor<8x64x512xf32>
    %412 = stablehlo.multiply %411, %265 : tensor<8x64x512xf32>
    %413 = stablehlo.add %409, %412 : tensor<8x64x512xf32>
    %cst_113 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %414 = stablehlo.reduce(%413 init: %cst_113) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %415 = stablehlo.reshape %414 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %416 = stablehlo.reduce(%415 init: %cst_114) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %417 = stablehlo.broadcast_in_dim %416, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_115 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %418 = stablehlo.reduce(%417 init: %cst_115) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %419 = stablehlo.transpose %413, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %420 = stablehlo.dot_general %419, %arg21, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %421 = stablehlo.dot_general %419, %254, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %422 = stablehlo.reduce(%420 init: %cst_116) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %423 = stablehlo.reshape %422 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_117 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %424 = stablehlo.reduce(%423 init: %cst_117) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %425 = stablehlo.broadcast_in_dim %424, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.reduce(%425 init: %cst_118) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %427 = stablehlo.broadcast_in_dim %248, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %428 = stablehlo.multiply %427, %420 : tensor<8x64x256xf32>
    %429 = stablehlo.multiply %420, %246 : tensor<8x64x256xf32>
    %cst_119 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %430 = stablehlo.reduce(%429 init: %cst_119) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %431 = stablehlo.reshape %430 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %432 = stablehlo.reduce(%431 init: %cst_120) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %433 = stablehlo.broadcast_in_dim %432, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_121 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %434 = stablehlo.reduce(%433 init: %cst_121) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %435 = stablehlo.multiply %244, %428 : tensor<8x64x256xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %436 = stablehlo.reduce(%435 init: %cst_122) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %437 = stablehlo.reshape %436 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %438 = stablehlo.broadcast_in_dim %239, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %439 = stablehlo.multiply %428, %438 : tensor<8x64x256xf32>
    %440 = stablehlo.negate %439 : tensor<8x64x256xf32>
    %cst_123 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %441 = stablehlo.reduce(%440 init: %cst_123) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %442 = stablehlo.reshape %441 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %443 = stablehlo.add %391, %439 : tensor<8x64x256xf32>
    %444 = stablehlo.multiply %437, %242 : tensor<8x64x1xf32>
    %445 = stablehlo.multiply %444, %236 : tensor<8x64x1xf32>
    %446 = call @_var_4(%224#1, %224#2, %224#3, %445) : (tensor<8x64x256xf32>, tensor<f32>, tensor<i1>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %447 = stablehlo.add %443, %446 : tensor<8x64x256xf32>
    %cst_124 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %448 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %449 = stablehlo.divide %442, %448 : tensor<8x64x1xf32>
    %cst_125 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %450 = stablehlo.reduce(%449 init: %cst_125) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %451 = stablehlo.broadcast_in_dim %450, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %452 = stablehlo.add %447, %451 : tensor<8x64x256xf32>
    %453 = stablehlo.transpose %452, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %454 = stablehlo.dot_general %453, %arg18, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %455 = stablehlo.dot_general %453, %216, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %456 = stablehlo.reshape %454 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %457 = stablehlo.transpose %456, dims = [0, 2, 1, 3] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %458 = stablehlo.dot_general %457, %210, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %459 = stablehlo.transpose %458, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %460 = stablehlo.dot_general %457, %195, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %461 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %462 = stablehlo.multiply %460, %461 : tensor<8x4x64x64xf32>
    %463 = stablehlo.multiply %462, %206 : tensor<8x4x64x64xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %464 = stablehlo.reduce(%463 init: %cst_126) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %465 = stablehlo.reshape %464 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %466 = stablehlo.negate %465 : tensor<8x4x64x1xf32>
    %467 = stablehlo.broadcast_in_dim %208, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %468 = stablehlo.divide %460, %467 : tensor<8x4x64x64xf32>
    %cst_127 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%466 init: %cst_127) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %470 = stablehlo.broadcast_in_dim %469, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %471 = stablehlo.add %468, %470 : tensor<8x4x64x64xf32>
    %472 = stablehlo.multiply %471, %206 : tensor<8x4x64x64xf32>
    %473 = call @_where_6(%199#1, %472) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %474 = stablehlo.dot_general %473, %197, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %475 = stablehlo.transpose %474, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %476 = stablehlo.dot_general %473, %192, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %477 = stablehlo.transpose %476, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %cst_128 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %478 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %479 = stablehlo.divide %477, %478 : tensor<8x64x4x64xf32>
    %480 = stablehlo.reshape %459 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %481 = stablehlo.transpose %480, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %482 = stablehlo.dot_general %481, %arg17, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %483 = stablehlo.dot_general %481, %184, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %484 = stablehlo.reshape %475 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %485 = stablehlo.transpose %484, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %486 = stablehlo.dot_general %485, %arg16, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %487 = stablehlo.add %482, %486 : tensor<8x64x256xf32>
    %488 = stablehlo.dot_general %485, %184, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %489 = stablehlo.reshape %479 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %490 = stablehlo.transpose %489, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %491 = stablehlo.dot_general %490, %arg15, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %492 = stablehlo.add %487, %491 : tensor<8x64x256xf32>
    %493 = stablehlo.dot_general %490, %184, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %cst_129 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %494 = stablehlo.reduce(%492 init: %cst_129) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %495 = stablehlo.reshape %494 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %496 = stablehlo.reduce(%495 init: %cst_130) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_131 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %498 = stablehlo.reduce(%497 init: %cst_131) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %499 = stablehlo.broadcast_in_dim %178, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %500 = stablehlo.multiply %499, %492 : tensor<8x64x256xf32>
    %501 = stablehlo.multiply %492, %176 : tensor<8x64x256xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%501 init: %cst_132) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %503 = stablehlo.reshape %502 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_133 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %504 = stablehlo.reduce(%503 init: %cst_133) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %505 = stablehlo.broadcast_in_dim %504, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %506 = stablehlo.reduce(%505 init: %cst_134) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %507 = stablehlo.multiply %174, %500 : tensor<8x64x256xf32>
    %cst_135 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %508 = stablehlo.reduce(%507 init: %cst_135) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %509 = stablehlo.reshape %508 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %510 = stablehlo.broadcast_in_dim %169, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %511 = stablehlo.multiply %500, %510 : tensor<8x64x256xf32>
    %512 = stablehlo.negate %511 : tensor<8x64x256xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %513 = stablehlo.reduce(%512 init: %cst_136) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %514 = stablehlo.reshape %513 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %515 = stablehlo.add %452, %511 : tensor<8x64x256xf32>
    %516 = stablehlo.multiply %509, %172 : tensor<8x64x1xf32>
    %517 = stablehlo.multiply %516, %166 : tensor<8x64x1xf32>
    %518 = call @_var_4(%154#1, %154#2, %154#3, %517) : (tensor<8x64x256xf32>, tensor<f32>, tensor<i1>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %519 = stablehlo.add %515, %518 : tensor<8x64x256xf32>
    %cst_137 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %521 = stablehlo.divide %514, %520 : tensor<8x64x1xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %522 = stablehlo.reduce(%521 init: %cst_138) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %523 = stablehlo.broadcast_in_dim %522, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %524 = stablehlo.add %519, %523 : tensor<8x64x256xf32>
    %cst_139 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %525 = stablehlo.reduce(%524 init: %cst_139) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %526 = stablehlo.reshape %525 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %527 = stablehlo.reduce(%526 init: %cst_140) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %528 = stablehlo.broadcast_in_dim %527, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_141 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %529 = stablehlo.reduce(%528 init: %cst_141) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %530 = stablehlo.transpose %524, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %531 = stablehlo.dot_general %530, %arg11, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x512xf32>) -> tensor<8x64x512xf32>
    %532 = stablehlo.dot_general %530, %142, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x512xf32>) -> tensor<256x512xf32>
    %533 = stablehlo.multiply %124, %531 : tensor<8x64x512xf32>
    %534 = stablehlo.multiply %531, %141 : tensor<8x64x512xf32>
    %cst_142 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %535 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %536 = stablehlo.multiply %535, %533 : tensor<8x64x512xf32>
    %537 = stablehlo.multiply %536, %137 : tensor<8x64x512xf32>
    %538 = stablehlo.multiply %537, %135 : tensor<8x64x512xf32>
    %539 = stablehlo.add %537, %538 : tensor<8x64x512xf32>
    %cst_143 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %540 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %541 = stablehlo.multiply %540, %539 : tensor<8x64x512xf32>
    %542 = stablehlo.add %534, %541 : tensor<8x64x512xf32>
    %cst_144 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %543 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x64x512xf32>
    %544 = stablehlo.multiply %543, %541 : tensor<8x64x512xf32>
    %545 = stablehlo.multiply %544, %129 : tensor<8x64x512xf32>
    %546 = stablehlo.add %542, %545 : tensor<8x64x512xf32>
    %cst_145 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %547 = stablehlo.reduce(%546 init: %cst_145) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x512xf32>, tensor<f32>) -> tensor<512xf32>
    %548 = stablehlo.reshape %547 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %549 = stablehlo.reduce(%548 init: %cst_146) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %550 = stablehlo.broadcast_in_dim %549, dims = [1] : (tensor<512xf32>) -> tensor<1x512xf32>
    %cst_147 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %551 = stablehlo.reduce(%550 init: %cst_147) applies stablehlo.add across dimensions = [0] : (tensor<1x512xf32>, tensor<f32>) -> tensor<512xf32>
    %552 = stablehlo.transpose %546, dims = [2, 0, 1] : (tensor<8x64x512xf32>) -> tensor<512x8x64xf32>
    %553 = stablehlo.dot_general %552, %arg9, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<512x256xf32>) -> tensor<8x64x256xf32>
    %554 = stablehlo.dot_general %552, %118, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<512x8x64xf32>, tensor<8x64x256xf32>) -> tensor<512x256xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %555 = stablehlo.reduce(%553 init: %cst_148) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %556 = stablehlo.reshape %555 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_149 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %557 = stablehlo.reduce(%556 init: %cst_149) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %558 = stablehlo.broadcast_in_dim %557, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %559 = stablehlo.reduce(%558 init: %cst_150) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %560 = stablehlo.broadcast_in_dim %112, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %561 = stablehlo.multiply %560, %553 : tensor<8x64x256xf32>
    %562 = stablehlo.multiply %553, %110 : tensor<8x64x256xf32>
    %cst_151 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %563 = stablehlo.reduce(%562 init: %cst_151) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %564 = stablehlo.reshape %563 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %565 = stablehlo.reduce(%564 init: %cst_152) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %566 = stablehlo.broadcast_in_dim %565, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_153 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %567 = stablehlo.reduce(%566 init: %cst_153) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %568 = stablehlo.multiply %108, %561 : tensor<8x64x256xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %569 = stablehlo.reduce(%568 init: %cst_154) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %570 = stablehlo.reshape %569 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %571 = stablehlo.broadcast_in_dim %103, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %572 = stablehlo.multiply %561, %571 : tensor<8x64x256xf32>
    %573 = stablehlo.negate %572 : tensor<8x64x256xf32>
    %cst_155 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %574 = stablehlo.reduce(%573 init: %cst_155) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %575 = stablehlo.reshape %574 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %576 = stablehlo.add %524, %572 : tensor<8x64x256xf32>
    %577 = stablehlo.multiply %570, %106 : tensor<8x64x1xf32>
    %578 = stablehlo.multiply %577, %100 : tensor<8x64x1xf32>
    %579 = call @_var_4(%88#1, %88#2, %88#3, %578) : (tensor<8x64x256xf32>, tensor<f32>, tensor<i1>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %580 = stablehlo.add %576, %579 : tensor<8x64x256xf32>
    %cst_156 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %582 = stablehlo.divide %575, %581 : tensor<8x64x1xf32>
    %cst_157 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %583 = stablehlo.reduce(%582 init: %cst_157) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %584 = stablehlo.broadcast_in_dim %583, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %585 = stablehlo.add %580, %584 : tensor<8x64x256xf32>
    %586 = stablehlo.transpose %585, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %587 = stablehlo.dot_general %586, %arg6, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %588 = stablehlo.dot_general %586, %80, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %589 = stablehlo.reshape %587 : (tensor<8x64x256xf32>) -> tensor<8x64x4x64xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1, 3] : (tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %591 = stablehlo.dot_general %590, %74, batching_dims = [0, 1] x [0, 1], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %592 = stablehlo.transpose %591, dims = [0, 3, 1, 2] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %593 = stablehlo.dot_general %590, %59, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [3], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %594 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %595 = stablehlo.multiply %593, %594 : tensor<8x4x64x64xf32>
    %596 = stablehlo.multiply %595, %70 : tensor<8x4x64x64xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %597 = stablehlo.reduce(%596 init: %cst_158) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x64xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %598 = stablehlo.reshape %597 : (tensor<8x4x64xf32>) -> tensor<8x4x64x1xf32>
    %599 = stablehlo.negate %598 : tensor<8x4x64x1xf32>
    %600 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x4x64x1xf32>) -> tensor<8x4x64x64xf32>
    %601 = stablehlo.divide %593, %600 : tensor<8x4x64x64xf32>
    %cst_159 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %602 = stablehlo.reduce(%599 init: %cst_159) applies stablehlo.add across dimensions = [3] : (tensor<8x4x64x1xf32>, tensor<f32>) -> tensor<8x4x64xf32>
    %603 = stablehlo.broadcast_in_dim %602, dims = [0, 1, 2] : (tensor<8x4x64xf32>) -> tensor<8x4x64x64xf32>
    %604 = stablehlo.add %601, %603 : tensor<8x4x64x64xf32>
    %605 = stablehlo.multiply %604, %70 : tensor<8x4x64x64xf32>
    %606 = call @_where_6(%63#1, %605) : (tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %607 = stablehlo.dot_general %606, %61, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %608 = stablehlo.transpose %607, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %609 = stablehlo.dot_general %606, %56, batching_dims = [0, 1] x [0, 2], contracting_dims = [3] x [1], precision = [DEFAULT, DEFAULT] : (tensor<8x4x64x64xf32>, tensor<8x64x4x64xf32>) -> tensor<8x4x64x64xf32>
    %610 = stablehlo.transpose %609, dims = [0, 2, 1, 3] : (tensor<8x4x64x64xf32>) -> tensor<8x64x4x64xf32>
    %cst_160 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<8x64x4x64xf32>
    %612 = stablehlo.divide %610, %611 : tensor<8x64x4x64xf32>
    %613 = stablehlo.reshape %592 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %614 = stablehlo.transpose %613, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %615 = stablehlo.dot_general %614, %arg5, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %616 = stablehlo.dot_general %614, %48, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %617 = stablehlo.reshape %608 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %618 = stablehlo.transpose %617, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %619 = stablehlo.dot_general %618, %arg4, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %620 = stablehlo.add %615, %619 : tensor<8x64x256xf32>
    %621 = stablehlo.dot_general %618, %48, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %622 = stablehlo.reshape %612 : (tensor<8x64x4x64xf32>) -> tensor<8x64x256xf32>
    %623 = stablehlo.transpose %622, dims = [2, 0, 1] : (tensor<8x64x256xf32>) -> tensor<256x8x64xf32>
    %624 = stablehlo.dot_general %623, %arg3, contracting_dims = [0] x [0], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<256x256xf32>) -> tensor<8x64x256xf32>
    %625 = stablehlo.add %620, %624 : tensor<8x64x256xf32>
    %626 = stablehlo.dot_general %623, %48, contracting_dims = [1, 2] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<256x8x64xf32>, tensor<8x64x256xf32>) -> tensor<256x256xf32>
    %cst_161 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %627 = stablehlo.reduce(%625 init: %cst_161) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %628 = stablehlo.reshape %627 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %629 = stablehlo.reduce(%628 init: %cst_162) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %630 = stablehlo.broadcast_in_dim %629, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_163 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %631 = stablehlo.reduce(%630 init: %cst_163) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %632 = stablehlo.broadcast_in_dim %42, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x64x256xf32>
    %633 = stablehlo.multiply %632, %625 : tensor<8x64x256xf32>
    %634 = stablehlo.multiply %625, %40 : tensor<8x64x256xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %635 = stablehlo.reduce(%634 init: %cst_164) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<256xf32>
    %636 = stablehlo.reshape %635 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %cst_165 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %637 = stablehlo.reduce(%636 init: %cst_165) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %638 = stablehlo.broadcast_in_dim %637, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %639 = stablehlo.reduce(%638 init: %cst_166) applies stablehlo.add across dimensions = [0] : (tensor<1x256xf32>, tensor<f32>) -> tensor<256xf32>
    %640 = stablehlo.multiply %38, %633 : tensor<8x64x256xf32>
    %cst_167 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %641 = stablehlo.reduce(%640 init: %cst_167) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %642 = stablehlo.reshape %641 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %643 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %644 = stablehlo.multiply %633, %643 : tensor<8x64x256xf32>
    %645 = stablehlo.negate %644 : tensor<8x64x256xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %646 = stablehlo.reduce(%645 init: %cst_168) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %647 = stablehlo.reshape %646 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %648 = stablehlo.add %585, %644 : tensor<8x64x256xf32>
    %649 = stablehlo.multiply %642, %36 : tensor<8x64x1xf32>
    %650 = stablehlo.multiply %649, %30 : tensor<8x64x1xf32>
    %651 = call @_var_4(%18#1, %18#2, %18#3, %650) : (tensor<8x64x256xf32>, tensor<f32>, tensor<i1>, tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %652 = stablehlo.add %648, %651 : tensor<8x64x256xf32>
    %cst_169 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %653 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %654 = stablehlo.divide %647, %653 : tensor<8x64x1xf32>
    %cst_170 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %655 = stablehlo.reduce(%654 init: %cst_170) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %656 = stablehlo.broadcast_in_dim %655, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %657 = stablehlo.add %652, %656 : tensor<8x64x256xf32>
    %658 = stablehlo.broadcast_in_dim %657, dims = [0, 1, 3] : (tensor<8x64x256xf32>) -> tensor<8x64x1x256xf32>
    %cst_171 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %c_172 = stablehlo.constant dense<[1023, 0]> : tensor<2xi32>
    %c_173 = stablehlo.constant dense<2147483647> : tensor<i32>
    %660 = stablehlo.broadcast_in_dim %c_173, dims = [] : (tensor<i32>) -> tensor<2xi32>
    %661 = stablehlo.minimum %c_172, %660 : tensor<2xi32>
    %662 = stablehlo.broadcast_in_dim %661, dims = [2] : (tensor<2xi32>) -> tensor<8x64x2xi32>
    %c_174 = stablehlo.constant dense<0> : tensor<i32>
    %663 = stablehlo.broadcast_in_dim %c_174, dims = [] : (tensor<i32>) -> tensor<8x64x2xi32>
    %664 = stablehlo.clamp %663, %11, %662 : tensor<8x64x2xi32>
    %665 = "stablehlo.scatter"(%659, %664, %658) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2, 3], scatter_dims_to_operand_dims = [0, 1], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg87: tensor<f32>, %arg88: tensor<f32>):
      %1347 = stablehlo.add %arg87, %arg88 : tensor<f32>
      stablehlo.return %1347 : tensor<f32>
    }) : (tensor<1024x256xf32>, tensor<8x64x2xi32>, tensor<8x64x1x256xf32>) -> tensor<1024x256xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %667 = stablehlo.multiply %666, %665 : tensor<1024x256xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %668 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %669 = stablehlo.multiply %668, %arg29 : tensor<1024x256xf32>
    %670 = stablehlo.add %667, %669 : tensor<1024x256xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %672 = stablehlo.multiply %671, %639 : tensor<256xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %674 = stablehlo.multiply %673, %arg30 : tensor<256xf32>
    %675 = stablehlo.add %672, %674 : tensor<256xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %677 = stablehlo.multiply %676, %631 : tensor<256xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %678 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %679 = stablehlo.multiply %678, %arg31 : tensor<256xf32>
    %680 = stablehlo.add %677, %679 : tensor<256xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %682 = stablehlo.multiply %681, %626 : tensor<256x256xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %683 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %684 = stablehlo.multiply %683, %arg32 : tensor<256x256xf32>
    %685 = stablehlo.add %682, %684 : tensor<256x256xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %687 = stablehlo.multiply %686, %621 : tensor<256x256xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %688 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %689 = stablehlo.multiply %688, %arg33 : tensor<256x256xf32>
    %690 = stablehlo.add %687, %689 : tensor<256x256xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %692 = stablehlo.multiply %691, %616 : tensor<256x256xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %693 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %694 = stablehlo.multiply %693, %arg34 : tensor<256x256xf32>
    %695 = stablehlo.add %692, %694 : tensor<256x256xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %697 = stablehlo.multiply %696, %588 : tensor<256x256xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %699 = stablehlo.multiply %698, %arg35 : tensor<256x256xf32>
    %700 = stablehlo.add %697, %699 : tensor<256x256xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %702 = stablehlo.multiply %701, %567 : tensor<256xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %703 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %704 = stablehlo.multiply %703, %arg36 : tensor<256xf32>
    %705 = stablehlo.add %702, %704 : tensor<256xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %707 = stablehlo.multiply %706, %559 : tensor<256xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %708 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %709 = stablehlo.multiply %708, %arg37 : tensor<256xf32>
    %710 = stablehlo.add %707, %709 : tensor<256xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %712 = stablehlo.multiply %711, %554 : tensor<512x256xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %713 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %714 = stablehlo.multiply %713, %arg38 : tensor<512x256xf32>
    %715 = stablehlo.add %712, %714 : tensor<512x256xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %717 = stablehlo.multiply %716, %551 : tensor<512xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %719 = stablehlo.multiply %718, %arg39 : tensor<512xf32>
    %720 = stablehlo.add %717, %719 : tensor<512xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %722 = stablehlo.multiply %721, %532 : tensor<256x512xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %723 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %724 = stablehlo.multiply %723, %arg40 : tensor<256x512xf32>
    %725 = stablehlo.add %722, %724 : tensor<256x512xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %727 = stablehlo.multiply %726, %529 : tensor<256xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %728 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %729 = stablehlo.multiply %728, %arg41 : tensor<256xf32>
    %730 = stablehlo.add %727, %729 : tensor<256xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %732 = stablehlo.multiply %731, %506 : tensor<256xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %733 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %734 = stablehlo.multiply %733, %arg42 : tensor<256xf32>
    %735 = stablehlo.add %732, %734 : tensor<256xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %737 = stablehlo.multiply %736, %498 : tensor<256xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %738 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %739 = stablehlo.multiply %738, %arg43 : tensor<256xf32>
    %740 = stablehlo.add %737, %739 : tensor<256xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %742 = stablehlo.multiply %741, %493 : tensor<256x256xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %743 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %744 = stablehlo.multiply %743, %arg44 : tensor<256x256xf32>
    %745 = stablehlo.add %742, %744 : tensor<256x256xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %747 = stablehlo.multiply %746, %488 : tensor<256x256xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %748 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %749 = stablehlo.multiply %748, %arg45 : tensor<256x256xf32>
    %750 = stablehlo.add %747, %749 : tensor<256x256xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %752 = stablehlo.multiply %751, %483 : tensor<256x256xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %753 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %754 = stablehlo.multiply %753, %arg46 : tensor<256x256xf32>
    %755 = stablehlo.add %752, %754 : tensor<256x256xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %757 = stablehlo.multiply %756, %455 : tensor<256x256xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %758 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %759 = stablehlo.multiply %758, %arg47 : tensor<256x256xf32>
    %760 = stablehlo.add %757, %759 : tensor<256x256xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %761 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %762 = stablehlo.multiply %761, %434 : tensor<256xf32>
    %cst_214 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %764 = stablehlo.multiply %763, %arg48 : tensor<256xf32>
    %765 = stablehlo.add %762, %764 : tensor<256xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %767 = stablehlo.multiply %766, %426 : tensor<256xf32>
    %cst_216 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %769 = stablehlo.multiply %768, %arg49 : tensor<256xf32>
    %770 = stablehlo.add %767, %769 : tensor<256xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %771 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %772 = stablehlo.multiply %771, %421 : tensor<512x256xf32>
    %cst_218 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %773 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %774 = stablehlo.multiply %773, %arg50 : tensor<512x256xf32>
    %775 = stablehlo.add %772, %774 : tensor<512x256xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %776 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %777 = stablehlo.multiply %776, %418 : tensor<512xf32>
    %cst_220 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %779 = stablehlo.multiply %778, %arg51 : tensor<512xf32>
    %780 = stablehlo.add %777, %779 : tensor<512xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %781 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %782 = stablehlo.multiply %781, %399 : tensor<256x512xf32>
    %cst_222 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %783 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %784 = stablehlo.multiply %783, %arg52 : tensor<256x512xf32>
    %785 = stablehlo.add %782, %784 : tensor<256x512xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %787 = stablehlo.multiply %786, %396 : tensor<256xf32>
    %cst_224 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %788 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %789 = stablehlo.multiply %788, %arg53 : tensor<256xf32>
    %790 = stablehlo.add %787, %789 : tensor<256xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %791 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %792 = stablehlo.multiply %791, %374 : tensor<256xf32>
    %cst_226 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %793 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %794 = stablehlo.multiply %793, %arg54 : tensor<256xf32>
    %795 = stablehlo.add %792, %794 : tensor<256xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %797 = stablehlo.multiply %796, %366 : tensor<256xf32>
    %cst_228 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %799 = stablehlo.multiply %798, %arg55 : tensor<256xf32>
    %800 = stablehlo.add %797, %799 : tensor<256xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %802 = stablehlo.multiply %801, %361 : tensor<1024x256xf32>
    %cst_230 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %803 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %804 = stablehlo.multiply %803, %arg56 : tensor<1024x256xf32>
    %805 = stablehlo.add %802, %804 : tensor<1024x256xf32>
    %806 = stablehlo.multiply %665, %665 : tensor<1024x256xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %807 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %808 = stablehlo.multiply %807, %806 : tensor<1024x256xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %809 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %810 = stablehlo.multiply %809, %arg57 : tensor<1024x256xf32>
    %811 = stablehlo.add %808, %810 : tensor<1024x256xf32>
    %812 = stablehlo.multiply %639, %639 : tensor<256xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %813 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %814 = stablehlo.multiply %813, %812 : tensor<256xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %815 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %816 = stablehlo.multiply %815, %arg58 : tensor<256xf32>
    %817 = stablehlo.add %814, %816 : tensor<256xf32>
    %818 = stablehlo.multiply %631, %631 : tensor<256xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %819 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %820 = stablehlo.multiply %819, %818 : tensor<256xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %821 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %822 = stablehlo.multiply %821, %arg59 : tensor<256xf32>
    %823 = stablehlo.add %820, %822 : tensor<256xf32>
    %824 = stablehlo.multiply %626, %626 : tensor<256x256xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %825 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %826 = stablehlo.multiply %825, %824 : tensor<256x256xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %827 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %828 = stablehlo.multiply %827, %arg60 : tensor<256x256xf32>
    %829 = stablehlo.add %826, %828 : tensor<256x256xf32>
    %830 = stablehlo.multiply %621, %621 : tensor<256x256xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %831 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %832 = stablehlo.multiply %831, %830 : tensor<256x256xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %833 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %834 = stablehlo.multiply %833, %arg61 : tensor<256x256xf32>
    %835 = stablehlo.add %832, %834 : tensor<256x256xf32>
    %836 = stablehlo.multiply %616, %616 : tensor<256x256xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %837 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %838 = stablehlo.multiply %837, %836 : tensor<256x256xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %839 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %840 = stablehlo.multiply %839, %arg62 : tensor<256x256xf32>
    %841 = stablehlo.add %838, %840 : tensor<256x256xf32>
    %842 = stablehlo.multiply %588, %588 : tensor<256x256xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %843 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %844 = stablehlo.multiply %843, %842 : tensor<256x256xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %845 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %846 = stablehlo.multiply %845, %arg63 : tensor<256x256xf32>
    %847 = stablehlo.add %844, %846 : tensor<256x256xf32>
    %848 = stablehlo.multiply %567, %567 : tensor<256xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %850 = stablehlo.multiply %849, %848 : tensor<256xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %851 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %852 = stablehlo.multiply %851, %arg64 : tensor<256xf32>
    %853 = stablehlo.add %850, %852 : tensor<256xf32>
    %854 = stablehlo.multiply %559, %559 : tensor<256xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %855 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %856 = stablehlo.multiply %855, %854 : tensor<256xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %857 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %858 = stablehlo.multiply %857, %arg65 : tensor<256xf32>
    %859 = stablehlo.add %856, %858 : tensor<256xf32>
    %860 = stablehlo.multiply %554, %554 : tensor<512x256xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %861 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %862 = stablehlo.multiply %861, %860 : tensor<512x256xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %864 = stablehlo.multiply %863, %arg66 : tensor<512x256xf32>
    %865 = stablehlo.add %862, %864 : tensor<512x256xf32>
    %866 = stablehlo.multiply %551, %551 : tensor<512xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %867 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %868 = stablehlo.multiply %867, %866 : tensor<512xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %869 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %870 = stablehlo.multiply %869, %arg67 : tensor<512xf32>
    %871 = stablehlo.add %868, %870 : tensor<512xf32>
    %872 = stablehlo.multiply %532, %532 : tensor<256x512xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %873 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %874 = stablehlo.multiply %873, %872 : tensor<256x512xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %875 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %876 = stablehlo.multiply %875, %arg68 : tensor<256x512xf32>
    %877 = stablehlo.add %874, %876 : tensor<256x512xf32>
    %878 = stablehlo.multiply %529, %529 : tensor<256xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %879 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %880 = stablehlo.multiply %879, %878 : tensor<256xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %881 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %882 = stablehlo.multiply %881, %arg69 : tensor<256xf32>
    %883 = stablehlo.add %880, %882 : tensor<256xf32>
    %884 = stablehlo.multiply %506, %506 : tensor<256xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %885 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %886 = stablehlo.multiply %885, %884 : tensor<256xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %887 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %888 = stablehlo.multiply %887, %arg70 : tensor<256xf32>
    %889 = stablehlo.add %886, %888 : tensor<256xf32>
    %890 = stablehlo.multiply %498, %498 : tensor<256xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %892 = stablehlo.multiply %891, %890 : tensor<256xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %893 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %894 = stablehlo.multiply %893, %arg71 : tensor<256xf32>
    %895 = stablehlo.add %892, %894 : tensor<256xf32>
    %896 = stablehlo.multiply %493, %493 : tensor<256x256xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %897 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %898 = stablehlo.multiply %897, %896 : tensor<256x256xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %899 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %900 = stablehlo.multiply %899, %arg72 : tensor<256x256xf32>
    %901 = stablehlo.add %898, %900 : tensor<256x256xf32>
    %902 = stablehlo.multiply %488, %488 : tensor<256x256xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %903 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %904 = stablehlo.multiply %903, %902 : tensor<256x256xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %906 = stablehlo.multiply %905, %arg73 : tensor<256x256xf32>
    %907 = stablehlo.add %904, %906 : tensor<256x256xf32>
    %908 = stablehlo.multiply %483, %483 : tensor<256x256xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %909 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %910 = stablehlo.multiply %909, %908 : tensor<256x256xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %911 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %912 = stablehlo.multiply %911, %arg74 : tensor<256x256xf32>
    %913 = stablehlo.add %910, %912 : tensor<256x256xf32>
    %914 = stablehlo.multiply %455, %455 : tensor<256x256xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %915 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %916 = stablehlo.multiply %915, %914 : tensor<256x256xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %917 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %918 = stablehlo.multiply %917, %arg75 : tensor<256x256xf32>
    %919 = stablehlo.add %916, %918 : tensor<256x256xf32>
    %920 = stablehlo.multiply %434, %434 : tensor<256xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %921 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %922 = stablehlo.multiply %921, %920 : tensor<256xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %923 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %924 = stablehlo.multiply %923, %arg76 : tensor<256xf32>
    %925 = stablehlo.add %922, %924 : tensor<256xf32>
    %926 = stablehlo.multiply %426, %426 : tensor<256xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %927 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %928 = stablehlo.multiply %927, %926 : tensor<256xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %929 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %930 = stablehlo.multiply %929, %arg77 : tensor<256xf32>
    %931 = stablehlo.add %928, %930 : tensor<256xf32>
    %932 = stablehlo.multiply %421, %421 : tensor<512x256xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %934 = stablehlo.multiply %933, %932 : tensor<512x256xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %935 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %936 = stablehlo.multiply %935, %arg78 : tensor<512x256xf32>
    %937 = stablehlo.add %934, %936 : tensor<512x256xf32>
    %938 = stablehlo.multiply %418, %418 : tensor<512xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %939 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %940 = stablehlo.multiply %939, %938 : tensor<512xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %941 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %942 = stablehlo.multiply %941, %arg79 : tensor<512xf32>
    %943 = stablehlo.add %940, %942 : tensor<512xf32>
    %944 = stablehlo.multiply %399, %399 : tensor<256x512xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %945 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %946 = stablehlo.multiply %945, %944 : tensor<256x512xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %947 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %948 = stablehlo.multiply %947, %arg80 : tensor<256x512xf32>
    %949 = stablehlo.add %946, %948 : tensor<256x512xf32>
    %950 = stablehlo.multiply %396, %396 : tensor<256xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %951 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %952 = stablehlo.multiply %951, %950 : tensor<256xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %953 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %954 = stablehlo.multiply %953, %arg81 : tensor<256xf32>
    %955 = stablehlo.add %952, %954 : tensor<256xf32>
    %956 = stablehlo.multiply %374, %374 : tensor<256xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %957 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %958 = stablehlo.multiply %957, %956 : tensor<256xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %959 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %960 = stablehlo.multiply %959, %arg82 : tensor<256xf32>
    %961 = stablehlo.add %958, %960 : tensor<256xf32>
    %962 = stablehlo.multiply %366, %366 : tensor<256xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %963 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %964 = stablehlo.multiply %963, %962 : tensor<256xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %965 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %966 = stablehlo.multiply %965, %arg83 : tensor<256xf32>
    %967 = stablehlo.add %964, %966 : tensor<256xf32>
    %968 = stablehlo.multiply %361, %361 : tensor<1024x256xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %969 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %970 = stablehlo.multiply %969, %968 : tensor<1024x256xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %971 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %972 = stablehlo.multiply %971, %arg84 : tensor<1024x256xf32>
    %973 = stablehlo.add %970, %972 : tensor<1024x256xf32>
    %c_287 = stablehlo.constant dense<2147483647> : tensor<i32>
    %974 = stablehlo.compare LT, %arg28, %c_287, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_288 = stablehlo.constant dense<1> : tensor<i32>
    %975 = stablehlo.add %arg28, %c_288 : tensor<i32>
    %c_289 = stablehlo.constant dense<2147483647> : tensor<i32>
    %976 = call @_where_7(%974, %975, %c_289) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_290 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %977 = stablehlo.convert %976 : (tensor<i32>) -> tensor<f32>
    %978 = stablehlo.power %cst_290, %977 : tensor<f32>
    %cst_291 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %979 = stablehlo.subtract %cst_291, %978 : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %981 = stablehlo.divide %670, %980 : tensor<1024x256xf32>
    %982 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %983 = stablehlo.divide %675, %982 : tensor<256xf32>
    %984 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %985 = stablehlo.divide %680, %984 : tensor<256xf32>
    %986 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %987 = stablehlo.divide %685, %986 : tensor<256x256xf32>
    %988 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %989 = stablehlo.divide %690, %988 : tensor<256x256xf32>
    %990 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %991 = stablehlo.divide %695, %990 : tensor<256x256xf32>
    %992 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %993 = stablehlo.divide %700, %992 : tensor<256x256xf32>
    %994 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %995 = stablehlo.divide %705, %994 : tensor<256xf32>
    %996 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %997 = stablehlo.divide %710, %996 : tensor<256xf32>
    %998 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %999 = stablehlo.divide %715, %998 : tensor<512x256xf32>
    %1000 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1001 = stablehlo.divide %720, %1000 : tensor<512xf32>
    %1002 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1003 = stablehlo.divide %725, %1002 : tensor<256x512xf32>
    %1004 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1005 = stablehlo.divide %730, %1004 : tensor<256xf32>
    %1006 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1007 = stablehlo.divide %735, %1006 : tensor<256xf32>
    %1008 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1009 = stablehlo.divide %740, %1008 : tensor<256xf32>
    %1010 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1011 = stablehlo.divide %745, %1010 : tensor<256x256xf32>
    %1012 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1013 = stablehlo.divide %750, %1012 : tensor<256x256xf32>
    %1014 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1015 = stablehlo.divide %755, %1014 : tensor<256x256xf32>
    %1016 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1017 = stablehlo.divide %760, %1016 : tensor<256x256xf32>
    %1018 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1019 = stablehlo.divide %765, %1018 : tensor<256xf32>
    %1020 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1021 = stablehlo.divide %770, %1020 : tensor<256xf32>
    %1022 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1023 = stablehlo.divide %775, %1022 : tensor<512x256xf32>
    %1024 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1025 = stablehlo.divide %780, %1024 : tensor<512xf32>
    %1026 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1027 = stablehlo.divide %785, %1026 : tensor<256x512xf32>
    %1028 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1029 = stablehlo.divide %790, %1028 : tensor<256xf32>
    %1030 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1031 = stablehlo.divide %795, %1030 : tensor<256xf32>
    %1032 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1033 = stablehlo.divide %800, %1032 : tensor<256xf32>
    %1034 = stablehlo.broadcast_in_dim %979, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1035 = stablehlo.divide %805, %1034 : tensor<1024x256xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1036 = stablehlo.convert %976 : (tensor<i32>) -> tensor<f32>
    %1037 = stablehlo.power %cst_292, %1036 : tensor<f32>
    %cst_293 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1038 = stablehlo.subtract %cst_293, %1037 : tensor<f32>
    %1039 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1040 = stablehlo.divide %811, %1039 : tensor<1024x256xf32>
    %1041 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1042 = stablehlo.divide %817, %1041 : tensor<256xf32>
    %1043 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1044 = stablehlo.divide %823, %1043 : tensor<256xf32>
    %1045 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1046 = stablehlo.divide %829, %1045 : tensor<256x256xf32>
    %1047 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1048 = stablehlo.divide %835, %1047 : tensor<256x256xf32>
    %1049 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1050 = stablehlo.divide %841, %1049 : tensor<256x256xf32>
    %1051 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1052 = stablehlo.divide %847, %1051 : tensor<256x256xf32>
    %1053 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1054 = stablehlo.divide %853, %1053 : tensor<256xf32>
    %1055 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1056 = stablehlo.divide %859, %1055 : tensor<256xf32>
    %1057 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1058 = stablehlo.divide %865, %1057 : tensor<512x256xf32>
    %1059 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1060 = stablehlo.divide %871, %1059 : tensor<512xf32>
    %1061 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1062 = stablehlo.divide %877, %1061 : tensor<256x512xf32>
    %1063 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1064 = stablehlo.divide %883, %1063 : tensor<256xf32>
    %1065 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1066 = stablehlo.divide %889, %1065 : tensor<256xf32>
    %1067 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1068 = stablehlo.divide %895, %1067 : tensor<256xf32>
    %1069 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1070 = stablehlo.divide %901, %1069 : tensor<256x256xf32>
    %1071 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1072 = stablehlo.divide %907, %1071 : tensor<256x256xf32>
    %1073 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1074 = stablehlo.divide %913, %1073 : tensor<256x256xf32>
    %1075 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1076 = stablehlo.divide %919, %1075 : tensor<256x256xf32>
    %1077 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1078 = stablehlo.divide %925, %1077 : tensor<256xf32>
    %1079 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1080 = stablehlo.divide %931, %1079 : tensor<256xf32>
    %1081 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1082 = stablehlo.divide %937, %1081 : tensor<512x256xf32>
    %1083 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1084 = stablehlo.divide %943, %1083 : tensor<512xf32>
    %1085 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1086 = stablehlo.divide %949, %1085 : tensor<256x512xf32>
    %1087 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1088 = stablehlo.divide %955, %1087 : tensor<256xf32>
    %1089 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1090 = stablehlo.divide %961, %1089 : tensor<256xf32>
    %1091 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1092 = stablehlo.divide %967, %1091 : tensor<256xf32>
    %1093 = stablehlo.broadcast_in_dim %1038, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1094 = stablehlo.divide %973, %1093 : tensor<1024x256xf32>
    %cst_294 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1095 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1096 = stablehlo.add %1040, %1095 : tensor<1024x256xf32>
    %1097 = stablehlo.sqrt %1096 : tensor<1024x256xf32>
    %cst_295 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1098 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1099 = stablehlo.add %1097, %1098 : tensor<1024x256xf32>
    %1100 = stablehlo.divide %981, %1099 : tensor<1024x256xf32>
    %cst_296 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1102 = stablehlo.add %1042, %1101 : tensor<256xf32>
    %1103 = stablehlo.sqrt %1102 : tensor<256xf32>
    %cst_297 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1105 = stablehlo.add %1103, %1104 : tensor<256xf32>
    %1106 = stablehlo.divide %983, %1105 : tensor<256xf32>
    %cst_298 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1107 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1108 = stablehlo.add %1044, %1107 : tensor<256xf32>
    %1109 = stablehlo.sqrt %1108 : tensor<256xf32>
    %cst_299 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1110 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1111 = stablehlo.add %1109, %1110 : tensor<256xf32>
    %1112 = stablehlo.divide %985, %1111 : tensor<256xf32>
    %cst_300 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1113 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1114 = stablehlo.add %1046, %1113 : tensor<256x256xf32>
    %1115 = stablehlo.sqrt %1114 : tensor<256x256xf32>
    %cst_301 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1116 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1117 = stablehlo.add %1115, %1116 : tensor<256x256xf32>
    %1118 = stablehlo.divide %987, %1117 : tensor<256x256xf32>
    %cst_302 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1119 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1120 = stablehlo.add %1048, %1119 : tensor<256x256xf32>
    %1121 = stablehlo.sqrt %1120 : tensor<256x256xf32>
    %cst_303 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1122 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1123 = stablehlo.add %1121, %1122 : tensor<256x256xf32>
    %1124 = stablehlo.divide %989, %1123 : tensor<256x256xf32>
    %cst_304 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1125 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1126 = stablehlo.add %1050, %1125 : tensor<256x256xf32>
    %1127 = stablehlo.sqrt %1126 : tensor<256x256xf32>
    %cst_305 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1128 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1129 = stablehlo.add %1127, %1128 : tensor<256x256xf32>
    %1130 = stablehlo.divide %991, %1129 : tensor<256x256xf32>
    %cst_306 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1131 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1132 = stablehlo.add %1052, %1131 : tensor<256x256xf32>
    %1133 = stablehlo.sqrt %1132 : tensor<256x256xf32>
    %cst_307 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1134 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1135 = stablehlo.add %1133, %1134 : tensor<256x256xf32>
    %1136 = stablehlo.divide %993, %1135 : tensor<256x256xf32>
    %cst_308 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1137 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1138 = stablehlo.add %1054, %1137 : tensor<256xf32>
    %1139 = stablehlo.sqrt %1138 : tensor<256xf32>
    %cst_309 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1140 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1141 = stablehlo.add %1139, %1140 : tensor<256xf32>
    %1142 = stablehlo.divide %995, %1141 : tensor<256xf32>
    %cst_310 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1143 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1144 = stablehlo.add %1056, %1143 : tensor<256xf32>
    %1145 = stablehlo.sqrt %1144 : tensor<256xf32>
    %cst_311 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1146 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1147 = stablehlo.add %1145, %1146 : tensor<256xf32>
    %1148 = stablehlo.divide %997, %1147 : tensor<256xf32>
    %cst_312 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1149 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1150 = stablehlo.add %1058, %1149 : tensor<512x256xf32>
    %1151 = stablehlo.sqrt %1150 : tensor<512x256xf32>
    %cst_313 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1152 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1153 = stablehlo.add %1151, %1152 : tensor<512x256xf32>
    %1154 = stablehlo.divide %999, %1153 : tensor<512x256xf32>
    %cst_314 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1155 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1156 = stablehlo.add %1060, %1155 : tensor<512xf32>
    %1157 = stablehlo.sqrt %1156 : tensor<512xf32>
    %cst_315 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1158 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1159 = stablehlo.add %1157, %1158 : tensor<512xf32>
    %1160 = stablehlo.divide %1001, %1159 : tensor<512xf32>
    %cst_316 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1161 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1162 = stablehlo.add %1062, %1161 : tensor<256x512xf32>
    %1163 = stablehlo.sqrt %1162 : tensor<256x512xf32>
    %cst_317 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1164 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1165 = stablehlo.add %1163, %1164 : tensor<256x512xf32>
    %1166 = stablehlo.divide %1003, %1165 : tensor<256x512xf32>
    %cst_318 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1167 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1168 = stablehlo.add %1064, %1167 : tensor<256xf32>
    %1169 = stablehlo.sqrt %1168 : tensor<256xf32>
    %cst_319 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1170 = stablehlo.broadcast_in_dim %cst_319, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1171 = stablehlo.add %1169, %1170 : tensor<256xf32>
    %1172 = stablehlo.divide %1005, %1171 : tensor<256xf32>
    %cst_320 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1173 = stablehlo.broadcast_in_dim %cst_320, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1174 = stablehlo.add %1066, %1173 : tensor<256xf32>
    %1175 = stablehlo.sqrt %1174 : tensor<256xf32>
    %cst_321 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1176 = stablehlo.broadcast_in_dim %cst_321, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1177 = stablehlo.add %1175, %1176 : tensor<256xf32>
    %1178 = stablehlo.divide %1007, %1177 : tensor<256xf32>
    %cst_322 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1179 = stablehlo.broadcast_in_dim %cst_322, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1180 = stablehlo.add %1068, %1179 : tensor<256xf32>
    %1181 = stablehlo.sqrt %1180 : tensor<256xf32>
    %cst_323 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1182 = stablehlo.broadcast_in_dim %cst_323, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1183 = stablehlo.add %1181, %1182 : tensor<256xf32>
    %1184 = stablehlo.divide %1009, %1183 : tensor<256xf32>
    %cst_324 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1185 = stablehlo.broadcast_in_dim %cst_324, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1186 = stablehlo.add %1070, %1185 : tensor<256x256xf32>
    %1187 = stablehlo.sqrt %1186 : tensor<256x256xf32>
    %cst_325 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1188 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1189 = stablehlo.add %1187, %1188 : tensor<256x256xf32>
    %1190 = stablehlo.divide %1011, %1189 : tensor<256x256xf32>
    %cst_326 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1191 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1192 = stablehlo.add %1072, %1191 : tensor<256x256xf32>
    %1193 = stablehlo.sqrt %1192 : tensor<256x256xf32>
    %cst_327 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1194 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1195 = stablehlo.add %1193, %1194 : tensor<256x256xf32>
    %1196 = stablehlo.divide %1013, %1195 : tensor<256x256xf32>
    %cst_328 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1197 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1198 = stablehlo.add %1074, %1197 : tensor<256x256xf32>
    %1199 = stablehlo.sqrt %1198 : tensor<256x256xf32>
    %cst_329 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1200 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1201 = stablehlo.add %1199, %1200 : tensor<256x256xf32>
    %1202 = stablehlo.divide %1015, %1201 : tensor<256x256xf32>
    %cst_330 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1203 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1204 = stablehlo.add %1076, %1203 : tensor<256x256xf32>
    %1205 = stablehlo.sqrt %1204 : tensor<256x256xf32>
    %cst_331 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1206 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1207 = stablehlo.add %1205, %1206 : tensor<256x256xf32>
    %1208 = stablehlo.divide %1017, %1207 : tensor<256x256xf32>
    %cst_332 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1209 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1210 = stablehlo.add %1078, %1209 : tensor<256xf32>
    %1211 = stablehlo.sqrt %1210 : tensor<256xf32>
    %cst_333 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1212 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1213 = stablehlo.add %1211, %1212 : tensor<256xf32>
    %1214 = stablehlo.divide %1019, %1213 : tensor<256xf32>
    %cst_334 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1215 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1216 = stablehlo.add %1080, %1215 : tensor<256xf32>
    %1217 = stablehlo.sqrt %1216 : tensor<256xf32>
    %cst_335 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1218 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1219 = stablehlo.add %1217, %1218 : tensor<256xf32>
    %1220 = stablehlo.divide %1021, %1219 : tensor<256xf32>
    %cst_336 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1221 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1222 = stablehlo.add %1082, %1221 : tensor<512x256xf32>
    %1223 = stablehlo.sqrt %1222 : tensor<512x256xf32>
    %cst_337 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1224 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1225 = stablehlo.add %1223, %1224 : tensor<512x256xf32>
    %1226 = stablehlo.divide %1023, %1225 : tensor<512x256xf32>
    %cst_338 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1227 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1228 = stablehlo.add %1084, %1227 : tensor<512xf32>
    %1229 = stablehlo.sqrt %1228 : tensor<512xf32>
    %cst_339 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1231 = stablehlo.add %1229, %1230 : tensor<512xf32>
    %1232 = stablehlo.divide %1025, %1231 : tensor<512xf32>
    %cst_340 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1233 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1234 = stablehlo.add %1086, %1233 : tensor<256x512xf32>
    %1235 = stablehlo.sqrt %1234 : tensor<256x512xf32>
    %cst_341 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1237 = stablehlo.add %1235, %1236 : tensor<256x512xf32>
    %1238 = stablehlo.divide %1027, %1237 : tensor<256x512xf32>
    %cst_342 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1239 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1240 = stablehlo.add %1088, %1239 : tensor<256xf32>
    %1241 = stablehlo.sqrt %1240 : tensor<256xf32>
    %cst_343 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1242 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1243 = stablehlo.add %1241, %1242 : tensor<256xf32>
    %1244 = stablehlo.divide %1029, %1243 : tensor<256xf32>
    %cst_344 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1245 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1246 = stablehlo.add %1090, %1245 : tensor<256xf32>
    %1247 = stablehlo.sqrt %1246 : tensor<256xf32>
    %cst_345 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1248 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1249 = stablehlo.add %1247, %1248 : tensor<256xf32>
    %1250 = stablehlo.divide %1031, %1249 : tensor<256xf32>
    %cst_346 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1251 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1252 = stablehlo.add %1092, %1251 : tensor<256xf32>
    %1253 = stablehlo.sqrt %1252 : tensor<256xf32>
    %cst_347 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1254 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1255 = stablehlo.add %1253, %1254 : tensor<256xf32>
    %1256 = stablehlo.divide %1033, %1255 : tensor<256xf32>
    %cst_348 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1257 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1258 = stablehlo.add %1094, %1257 : tensor<1024x256xf32>
    %1259 = stablehlo.sqrt %1258 : tensor<1024x256xf32>
    %cst_349 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1260 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1261 = stablehlo.add %1259, %1260 : tensor<1024x256xf32>
    %1262 = stablehlo.divide %1035, %1261 : tensor<1024x256xf32>
    %cst_350 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1264 = stablehlo.multiply %1263, %1100 : tensor<1024x256xf32>
    %cst_351 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1265 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1266 = stablehlo.multiply %1265, %1106 : tensor<256xf32>
    %cst_352 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1267 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1268 = stablehlo.multiply %1267, %1112 : tensor<256xf32>
    %cst_353 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1269 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1270 = stablehlo.multiply %1269, %1118 : tensor<256x256xf32>
    %cst_354 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1271 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1272 = stablehlo.multiply %1271, %1124 : tensor<256x256xf32>
    %cst_355 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1273 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1274 = stablehlo.multiply %1273, %1130 : tensor<256x256xf32>
    %cst_356 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1275 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1276 = stablehlo.multiply %1275, %1136 : tensor<256x256xf32>
    %cst_357 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1277 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1278 = stablehlo.multiply %1277, %1142 : tensor<256xf32>
    %cst_358 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1279 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1280 = stablehlo.multiply %1279, %1148 : tensor<256xf32>
    %cst_359 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1281 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1282 = stablehlo.multiply %1281, %1154 : tensor<512x256xf32>
    %cst_360 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1283 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1284 = stablehlo.multiply %1283, %1160 : tensor<512xf32>
    %cst_361 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1286 = stablehlo.multiply %1285, %1166 : tensor<256x512xf32>
    %cst_362 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1287 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1288 = stablehlo.multiply %1287, %1172 : tensor<256xf32>
    %cst_363 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1290 = stablehlo.multiply %1289, %1178 : tensor<256xf32>
    %cst_364 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1291 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1292 = stablehlo.multiply %1291, %1184 : tensor<256xf32>
    %cst_365 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1293 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1294 = stablehlo.multiply %1293, %1190 : tensor<256x256xf32>
    %cst_366 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1295 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1296 = stablehlo.multiply %1295, %1196 : tensor<256x256xf32>
    %cst_367 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1297 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1298 = stablehlo.multiply %1297, %1202 : tensor<256x256xf32>
    %cst_368 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<256x256xf32>
    %1300 = stablehlo.multiply %1299, %1208 : tensor<256x256xf32>
    %cst_369 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1302 = stablehlo.multiply %1301, %1214 : tensor<256xf32>
    %cst_370 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1303 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1304 = stablehlo.multiply %1303, %1220 : tensor<256xf32>
    %cst_371 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1305 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<512x256xf32>
    %1306 = stablehlo.multiply %1305, %1226 : tensor<512x256xf32>
    %cst_372 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<512xf32>
    %1308 = stablehlo.multiply %1307, %1232 : tensor<512xf32>
    %cst_373 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1309 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<256x512xf32>
    %1310 = stablehlo.multiply %1309, %1238 : tensor<256x512xf32>
    %cst_374 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1311 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1312 = stablehlo.multiply %1311, %1244 : tensor<256xf32>
    %cst_375 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1314 = stablehlo.multiply %1313, %1250 : tensor<256xf32>
    %cst_376 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1315 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<256xf32>
    %1316 = stablehlo.multiply %1315, %1256 : tensor<256xf32>
    %cst_377 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1317 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<1024x256xf32>
    %1318 = stablehlo.multiply %1317, %1262 : tensor<1024x256xf32>
    %1319 = stablehlo.add %arg0, %1264 : tensor<1024x256xf32>
    %1320 = stablehlo.add %arg1, %1266 : tensor<256xf32>
    %1321 = stablehlo.add %arg2, %1268 : tensor<256xf32>
    %1322 = stablehlo.add %arg3, %1270 : tensor<256x256xf32>
    %1323 = stablehlo.add %arg4, %1272 : tensor<256x256xf32>
    %1324 = stablehlo.add %arg5, %1274 : tensor<256x256xf32>
    %1325 = stablehlo.add %arg6, %1276 : tensor<256x256xf32>
    %1326 = stablehlo.add %arg7, %1278 : tensor<256xf32>
    %1327 = stablehlo.add %arg8, %1280 : tensor<256xf32>
    %1328 = stablehlo.add %arg9, %1282 : tensor<512x256xf32>
    %1329 = stablehlo.add %arg10, %1284 : tensor<512xf32>
    %1330 = stablehlo.add %arg11, %1286 : tensor<256x512xf32>
    %1331 = stablehlo.add %arg12, %1288 : tensor<256xf32>
    %1332 = stablehlo.add %arg13, %1290 : tensor<256xf32>
    %1333 = stablehlo.add %arg14, %1292 : tensor<256xf32>
    %1334 = stablehlo.add %arg15, %1294 : tensor<256x256xf32>
    %1335 = stablehlo.add %arg16, %1296 : tensor<256x256xf32>
    %1336 = stablehlo.add %arg17, %1298 : tensor<256x256xf32>
    %1337 = stablehlo.add %arg18, %1300 : tensor<256x256xf32>
    %1338 = stablehlo.add %arg19, %1302 : tensor<256xf32>
    %1339 = stablehlo.add %arg20, %1304 : tensor<256xf32>
    %1340 = stablehlo.add %arg21, %1306 : tensor<512x256xf32>
    %1341 = stablehlo.add %arg22, %1308 : tensor<512xf32>
    %1342 = stablehlo.add %arg23, %1310 : tensor<256x512xf32>
    %1343 = stablehlo.add %arg24, %1312 : tensor<256xf32>
    %1344 = stablehlo.add %arg25, %1314 : tensor<256xf32>
    %1345 = stablehlo.add %arg26, %1316 : tensor<256xf32>
    %1346 = stablehlo.add %arg27, %1318 : tensor<1024x256xf32>
    return %1319, %1320, %1321, %1322, %1323, %1324, %1325, %1326, %1327, %1328, %1329, %1330, %1331, %1332, %1333, %1334, %1335, %1336, %1337, %1338, %1339, %1340, %1341, %1342, %1343, %1344, %1345, %1346, %976, %670, %675, %680, %685, %690, %695, %700, %705, %710, %715, %720, %725, %730, %735, %740, %745, %750, %755, %760, %765, %770, %775, %780, %785, %790, %795, %800, %805, %811, %817, %823, %829, %835, %841, %847, %853, %859, %865, %871, %877, %883, %889, %895, %901, %907, %913, %919, %925, %931, %937, %943, %949, %955, %961, %967, %973, %344 : tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<i32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<1024x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<512x256xf32>, tensor<512xf32>, tensor<256x512xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<1024x256xf32>, tensor<f32>
  }
  func.func private @_var(%arg0: tensor<8x64x256xf32>, %arg1: tensor<i32>) -> (tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %3 = stablehlo.divide %1, %2 : tensor<8x64x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x256xf32>
    %5 = stablehlo.subtract %arg0, %4 : tensor<8x64x256xf32>
    %6 = chlo.square %5 : tensor<8x64x256xf32> -> tensor<8x64x256xf32>
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %8 = stablehlo.multiply %7, %5 : tensor<8x64x256xf32>
    %9 = stablehlo.convert %arg1 : (tensor<i32>) -> tensor<f32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %10 = stablehlo.subtract %cst_2, %9 : tensor<f32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%6 init: %cst_3) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %13 = stablehlo.broadcast_in_dim %10, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<8x64x1xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %15 = stablehlo.compare GT, %10, %cst_4, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %cst_5 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %16 = call @_where(%15, %14, %cst_5) : (tensor<i1>, tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64x1xf32>
    return %16, %8, %10, %15 : tensor<8x64x1xf32>, tensor<8x64x256xf32>, tensor<f32>, tensor<i1>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>, %arg2: tensor<f32>) -> tensor<8x64x1xf32> {
    %0 = stablehlo.convert %arg2 : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<1xf32>
    %2 = stablehlo.broadcast_in_dim %1, dims = [1] : (tensor<1xf32>) -> tensor<64x1xf32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [1, 2] : (tensor<64x1xf32>) -> tensor<8x64x1xf32>
    %4 = stablehlo.select %arg0, %arg1, %3 : tensor<i1>, tensor<8x64x1xf32>
    return %4 : tensor<8x64x1xf32>
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
  func.func private @_where_0(%arg0: tensor<64x64xi1>, %arg1: tensor<8x4x64x64xf32>, %arg2: tensor<f32>) -> (tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [1, 2] : (tensor<64x64xi1>) -> tensor<4x64x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [1, 2] : (tensor<64x64xf32>) -> tensor<4x64x64xf32>
    %3 = stablehlo.broadcast_in_dim %1, dims = [1, 2, 3] : (tensor<4x64x64xi1>) -> tensor<8x4x64x64xi1>
    %4 = stablehlo.broadcast_in_dim %2, dims = [1, 2, 3] : (tensor<4x64x64xf32>) -> tensor<8x4x64x64xf32>
    %5 = stablehlo.select %3, %arg1, %4 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %5, %3 : tensor<8x4x64x64xf32>, tensor<8x4x64x64xi1>
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
  func.func private @_var_4(%arg0: tensor<8x64x256xf32>, %arg1: tensor<f32>, %arg2: tensor<i1>, %arg3: tensor<8x64x1xf32>) -> tensor<8x64x256xf32> {
    %0 = call @_where_5(%arg2, %arg3) : (tensor<i1>, tensor<8x64x1xf32>) -> tensor<8x64x1xf32>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %2 = stablehlo.divide %0, %1 : tensor<8x64x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %5 = stablehlo.multiply %4, %arg0 : tensor<8x64x256xf32>
    %6 = stablehlo.negate %5 : tensor<8x64x256xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %7 = stablehlo.reduce(%6 init: %cst_0) applies stablehlo.add across dimensions = [2] : (tensor<8x64x256xf32>, tensor<f32>) -> tensor<8x64xf32>
    %8 = stablehlo.reshape %7 : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_1 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %9 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %10 = stablehlo.divide %8, %9 : tensor<8x64x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst_2) applies stablehlo.add across dimensions = [2] : (tensor<8x64x1xf32>, tensor<f32>) -> tensor<8x64xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x256xf32>
    %13 = stablehlo.add %5, %12 : tensor<8x64x256xf32>
    return %13 : tensor<8x64x256xf32>
  }
  func.func private @_where_5(%arg0: tensor<i1>, %arg1: tensor<8x64x1xf32>) -> tensor<8x64x1xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<i1>, tensor<8x64x1xf32>
    return %1 : tensor<8x64x1xf32>
  }
  func.func private @_where_6(%arg0: tensor<8x4x64x64xi1>, %arg1: tensor<8x4x64x64xf32>) -> tensor<8x4x64x64xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x64x64xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x64x64xi1>, tensor<8x4x64x64xf32>
    return %1 : tensor<8x4x64x64xf32>
  }
  func.func private @_where_7(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
