module @jit_maxtext_real_decode_2d attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<256xf32> {mhlo.sharding = "{devices=[4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg1: tensor<256x4x512xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg2: tensor<256x4x512xf32> {mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg3: tensor<512x4x256xf32> {mhlo.sharding = "{devices=[4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg4: tensor<256x4xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg5: tensor<256x4xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg6: tensor<256x4x8x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg7: tensor<8x4x32x256xf32> {mhlo.sharding = "{devices=[4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg8: tensor<256x4x8x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg9: tensor<256x4x8x32xf32> {mhlo.sharding = "{devices=[1,1,4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg10: tensor<256x1024xf32> {mhlo.sharding = "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg11: tensor<1024x256xf32> {mhlo.sharding = "{devices=[4,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg12: tensor<4x1xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg13: tensor<4x8x64xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg14: tensor<4x8x64xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg15: tensor<4x64x8x8x32xbf16> {jax.buffer_donor = true, mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg16: tensor<4x8xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg17: tensor<4x64x8x8x32xbf16> {jax.buffer_donor = true, mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg18: tensor<4x64x8x8x32xbf16> {jax.buffer_donor = true, mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg19: tensor<4x64x8x8x32xbf16> {jax.buffer_donor = true, mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"}, %arg20: tensor<8x1xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg21: tensor<8x1xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}, %arg22: tensor<8x1xi32> {jax.buffer_donor = true, mhlo.sharding = "{replicated}"}) -> (tensor<4x1xi32> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cache_ar_index'].value"}, tensor<4x8x64xi32> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cache_ar_segment_id'].value"}, tensor<4x8x64xi32> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cache_prefill_segment_id'].value"}, tensor<4x64x8x8x32xbf16> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cached_ar_key'].value"}, tensor<4x8xi32> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cached_ar_lengths'].value"}, tensor<4x64x8x8x32xbf16> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cached_ar_value'].value"}, tensor<4x64x8x8x32xbf16> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cached_prefill_key'].value"}, tensor<4x64x8x8x32xbf16> {jax.result_info = "result[0]['cache']['decoder']['layers']['self_attention']['KVCache_0']['cached_prefill_value'].value"}, tensor<8x1xi32> {jax.result_info = "result[0]['generated_tokens']"}, tensor<8x1x1024xf32> {jax.result_info = "result[0]['logits']"}, tensor<8x1xi32> {jax.result_info = "result[0]['next_pos']"}, tensor<8x1xf32> {jax.result_info = "result[0]['token_logp']"}, tensor<8x1xi32> {jax.result_info = "result[0]['tokens']"}, tensor<8x3xi32> {jax.result_info = "result[1].data"}, tensor<8x1xf32> {jax.result_info = "result[1].log_prob"}) {
    %c = stablehlo.constant dense<> : tensor<0xi32>
    %0 = stablehlo.convert %arg11 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %2 = stablehlo.compare  LT, %arg22, %1,  SIGNED : (tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x1xi1>
    %c_1 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %4 = stablehlo.add %arg22, %3 : tensor<8x1xi32>
    %5 = stablehlo.select %2, %4, %arg22 : tensor<8x1xi1>, tensor<8x1xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<8x1x1xi32>) -> tensor<8x1x256xbf16>
    %8 = stablehlo.custom_call @Sharding(%7) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %9 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<256x4x512xf32>) -> tensor<4x256x512xf32>
    %10 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<256x4x512xf32>) -> tensor<4x256x512xf32>
    %11 = stablehlo.transpose %arg3, dims = [1, 0, 2] : (tensor<512x4x256xf32>) -> tensor<4x512x256xf32>
    %12 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.transpose %arg6, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %15 = stablehlo.transpose %arg7, dims = [1, 0, 2, 3] : (tensor<8x4x32x256xf32>) -> tensor<4x8x32x256xf32>
    %16 = stablehlo.transpose %arg8, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %17 = stablehlo.transpose %arg9, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %18 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<4x1xi32>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %19 = stablehlo.broadcast_in_dim %c_3, dims = [] : (tensor<i32>) -> tensor<4x8x64xi32>
    %c_4 = stablehlo.constant dense<0> : tensor<i32>
    %20 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<4x8x64xi32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %21 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<4x64x8x8x32xbf16>
    %c_5 = stablehlo.constant dense<0> : tensor<i32>
    %22 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<4x8xi32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %23 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<4x64x8x8x32xbf16>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %24 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<bf16>) -> tensor<4x64x8x8x32xbf16>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %25 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<bf16>) -> tensor<4x64x8x8x32xbf16>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %26:29 = stablehlo.while(%iterArg = %9, %iterArg_17 = %10, %iterArg_18 = %11, %iterArg_19 = %12, %iterArg_20 = %13, %iterArg_21 = %14, %iterArg_22 = %15, %iterArg_23 = %16, %iterArg_24 = %17, %iterArg_25 = %arg12, %iterArg_26 = %arg13, %iterArg_27 = %arg14, %iterArg_28 = %arg15, %iterArg_29 = %arg16, %iterArg_30 = %arg17, %iterArg_31 = %arg18, %iterArg_32 = %arg19, %iterArg_33 = %c, %iterArg_34 = %arg21, %iterArg_35 = %c_9, %iterArg_36 = %8, %iterArg_37 = %18, %iterArg_38 = %19, %iterArg_39 = %20, %iterArg_40 = %21, %iterArg_41 = %22, %iterArg_42 = %23, %iterArg_43 = %24, %iterArg_44 = %25) : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<4x1xi32>, tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x8xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<0xi32>, tensor<8x1xi32>, tensor<i32>, tensor<8x1x256xbf16>, tensor<4x1xi32>, tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x8xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>
    cond {
      %c_45 = stablehlo.constant dense<4> : tensor<i32>
      %65 = stablehlo.compare  LT, %iterArg_35, %c_45,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %65 : tensor<i1>
    } do {
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %c_46 = stablehlo.constant dense<0> : tensor<i32>
      %65 = stablehlo.dynamic_slice %iterArg, %iterArg_35, %c_45, %c_46, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %66 = stablehlo.reshape %65 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_47 = stablehlo.constant dense<0> : tensor<i32>
      %c_48 = stablehlo.constant dense<0> : tensor<i32>
      %67 = stablehlo.dynamic_slice %iterArg_17, %iterArg_35, %c_47, %c_48, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %68 = stablehlo.reshape %67 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_49 = stablehlo.constant dense<0> : tensor<i32>
      %c_50 = stablehlo.constant dense<0> : tensor<i32>
      %69 = stablehlo.dynamic_slice %iterArg_18, %iterArg_35, %c_49, %c_50, sizes = [1, 512, 256] : (tensor<4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x256xf32>
      %70 = stablehlo.reshape %69 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
      %c_51 = stablehlo.constant dense<0> : tensor<i32>
      %71 = stablehlo.dynamic_slice %iterArg_19, %iterArg_35, %c_51, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %72 = stablehlo.reshape %71 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_52 = stablehlo.constant dense<0> : tensor<i32>
      %73 = stablehlo.dynamic_slice %iterArg_20, %iterArg_35, %c_52, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %74 = stablehlo.reshape %73 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_53 = stablehlo.constant dense<0> : tensor<i32>
      %c_54 = stablehlo.constant dense<0> : tensor<i32>
      %c_55 = stablehlo.constant dense<0> : tensor<i32>
      %75 = stablehlo.dynamic_slice %iterArg_21, %iterArg_35, %c_53, %c_54, %c_55, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %76 = stablehlo.reshape %75 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_56 = stablehlo.constant dense<0> : tensor<i32>
      %c_57 = stablehlo.constant dense<0> : tensor<i32>
      %c_58 = stablehlo.constant dense<0> : tensor<i32>
      %77 = stablehlo.dynamic_slice %iterArg_22, %iterArg_35, %c_56, %c_57, %c_58, sizes = [1, 8, 32, 256] : (tensor<4x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %78 = stablehlo.reshape %77 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_59 = stablehlo.constant dense<0> : tensor<i32>
      %c_60 = stablehlo.constant dense<0> : tensor<i32>
      %c_61 = stablehlo.constant dense<0> : tensor<i32>
      %79 = stablehlo.dynamic_slice %iterArg_23, %iterArg_35, %c_59, %c_60, %c_61, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %80 = stablehlo.reshape %79 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_62 = stablehlo.constant dense<0> : tensor<i32>
      %c_63 = stablehlo.constant dense<0> : tensor<i32>
      %c_64 = stablehlo.constant dense<0> : tensor<i32>
      %81 = stablehlo.dynamic_slice %iterArg_24, %iterArg_35, %c_62, %c_63, %c_64, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %82 = stablehlo.reshape %81 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_65 = stablehlo.constant dense<0> : tensor<i32>
      %83 = stablehlo.dynamic_slice %iterArg_25, %iterArg_35, %c_65, sizes = [1, 1] : (tensor<4x1xi32>, tensor<i32>, tensor<i32>) -> tensor<1x1xi32>
      %84 = stablehlo.reshape %83 : (tensor<1x1xi32>) -> tensor<1xi32>
      %c_66 = stablehlo.constant dense<0> : tensor<i32>
      %c_67 = stablehlo.constant dense<0> : tensor<i32>
      %85 = stablehlo.dynamic_slice %iterArg_26, %iterArg_35, %c_66, %c_67, sizes = [1, 8, 64] : (tensor<4x8x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xi32>
      %86 = stablehlo.reshape %85 : (tensor<1x8x64xi32>) -> tensor<8x64xi32>
      %c_68 = stablehlo.constant dense<0> : tensor<i32>
      %c_69 = stablehlo.constant dense<0> : tensor<i32>
      %87 = stablehlo.dynamic_slice %iterArg_27, %iterArg_35, %c_68, %c_69, sizes = [1, 8, 64] : (tensor<4x8x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x64xi32>
      %88 = stablehlo.reshape %87 : (tensor<1x8x64xi32>) -> tensor<8x64xi32>
      %c_70 = stablehlo.constant dense<0> : tensor<i32>
      %c_71 = stablehlo.constant dense<0> : tensor<i32>
      %c_72 = stablehlo.constant dense<0> : tensor<i32>
      %c_73 = stablehlo.constant dense<0> : tensor<i32>
      %89 = stablehlo.dynamic_slice %iterArg_28, %iterArg_35, %c_70, %c_71, %c_72, %c_73, sizes = [1, 64, 8, 8, 32] : (tensor<4x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x8x32xbf16>
      %90 = stablehlo.reshape %89 : (tensor<1x64x8x8x32xbf16>) -> tensor<64x8x8x32xbf16>
      %c_74 = stablehlo.constant dense<0> : tensor<i32>
      %91 = stablehlo.dynamic_slice %iterArg_29, %iterArg_35, %c_74, sizes = [1, 8] : (tensor<4x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x8xi32>
      %92 = stablehlo.reshape %91 : (tensor<1x8xi32>) -> tensor<8xi32>
      %c_75 = stablehlo.constant dense<0> : tensor<i32>
      %c_76 = stablehlo.constant dense<0> : tensor<i32>
      %c_77 = stablehlo.constant dense<0> : tensor<i32>
      %c_78 = stablehlo.constant dense<0> : tensor<i32>
      %93 = stablehlo.dynamic_slice %iterArg_30, %iterArg_35, %c_75, %c_76, %c_77, %c_78, sizes = [1, 64, 8, 8, 32] : (tensor<4x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x8x32xbf16>
      %94 = stablehlo.reshape %93 : (tensor<1x64x8x8x32xbf16>) -> tensor<64x8x8x32xbf16>
      %c_79 = stablehlo.constant dense<0> : tensor<i32>
      %c_80 = stablehlo.constant dense<0> : tensor<i32>
      %c_81 = stablehlo.constant dense<0> : tensor<i32>
      %c_82 = stablehlo.constant dense<0> : tensor<i32>
      %95 = stablehlo.dynamic_slice %iterArg_31, %iterArg_35, %c_79, %c_80, %c_81, %c_82, sizes = [1, 64, 8, 8, 32] : (tensor<4x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x8x32xbf16>
      %96 = stablehlo.reshape %95 : (tensor<1x64x8x8x32xbf16>) -> tensor<64x8x8x32xbf16>
      %c_83 = stablehlo.constant dense<0> : tensor<i32>
      %c_84 = stablehlo.constant dense<0> : tensor<i32>
      %c_85 = stablehlo.constant dense<0> : tensor<i32>
      %c_86 = stablehlo.constant dense<0> : tensor<i32>
      %97 = stablehlo.dynamic_slice %iterArg_32, %iterArg_35, %c_83, %c_84, %c_85, %c_86, sizes = [1, 64, 8, 8, 32] : (tensor<4x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x8x8x32xbf16>
      %98 = stablehlo.reshape %97 : (tensor<1x64x8x8x32xbf16>) -> tensor<64x8x8x32xbf16>
      %99:9 = func.call @closed_call(%iterArg_33, %iterArg_34, %iterArg_36, %66, %68, %70, %72, %74, %76, %78, %80, %82, %84, %86, %88, %90, %92, %94, %96, %98) : (tensor<0xi32>, tensor<8x1xi32>, tensor<8x1x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>, tensor<1xi32>, tensor<8x64xi32>, tensor<8x64xi32>, tensor<64x8x8x32xbf16>, tensor<8xi32>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>) -> (tensor<8x1x256xbf16>, tensor<1xi32>, tensor<8x64xi32>, tensor<8x64xi32>, tensor<64x8x8x32xbf16>, tensor<8xi32>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>)
      %100 = stablehlo.broadcast_in_dim %99#1, dims = [1] : (tensor<1xi32>) -> tensor<1x1xi32>
      %c_87 = stablehlo.constant dense<0> : tensor<i32>
      %101 = stablehlo.dynamic_update_slice %iterArg_37, %100, %iterArg_35, %c_87 : (tensor<4x1xi32>, tensor<1x1xi32>, tensor<i32>, tensor<i32>) -> tensor<4x1xi32>
      %102 = stablehlo.broadcast_in_dim %99#2, dims = [1, 2] : (tensor<8x64xi32>) -> tensor<1x8x64xi32>
      %c_88 = stablehlo.constant dense<0> : tensor<i32>
      %c_89 = stablehlo.constant dense<0> : tensor<i32>
      %103 = stablehlo.dynamic_update_slice %iterArg_38, %102, %iterArg_35, %c_88, %c_89 : (tensor<4x8x64xi32>, tensor<1x8x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64xi32>
      %104 = stablehlo.broadcast_in_dim %99#3, dims = [1, 2] : (tensor<8x64xi32>) -> tensor<1x8x64xi32>
      %c_90 = stablehlo.constant dense<0> : tensor<i32>
      %c_91 = stablehlo.constant dense<0> : tensor<i32>
      %105 = stablehlo.dynamic_update_slice %iterArg_39, %104, %iterArg_35, %c_90, %c_91 : (tensor<4x8x64xi32>, tensor<1x8x64xi32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x8x64xi32>
      %106 = stablehlo.broadcast_in_dim %99#4, dims = [1, 2, 3, 4] : (tensor<64x8x8x32xbf16>) -> tensor<1x64x8x8x32xbf16>
      %c_92 = stablehlo.constant dense<0> : tensor<i32>
      %c_93 = stablehlo.constant dense<0> : tensor<i32>
      %c_94 = stablehlo.constant dense<0> : tensor<i32>
      %c_95 = stablehlo.constant dense<0> : tensor<i32>
      %107 = stablehlo.dynamic_update_slice %iterArg_40, %106, %iterArg_35, %c_92, %c_93, %c_94, %c_95 : (tensor<4x64x8x8x32xbf16>, tensor<1x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x8x8x32xbf16>
      %108 = stablehlo.broadcast_in_dim %99#5, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
      %c_96 = stablehlo.constant dense<0> : tensor<i32>
      %109 = stablehlo.dynamic_update_slice %iterArg_41, %108, %iterArg_35, %c_96 : (tensor<4x8xi32>, tensor<1x8xi32>, tensor<i32>, tensor<i32>) -> tensor<4x8xi32>
      %110 = stablehlo.broadcast_in_dim %99#6, dims = [1, 2, 3, 4] : (tensor<64x8x8x32xbf16>) -> tensor<1x64x8x8x32xbf16>
      %c_97 = stablehlo.constant dense<0> : tensor<i32>
      %c_98 = stablehlo.constant dense<0> : tensor<i32>
      %c_99 = stablehlo.constant dense<0> : tensor<i32>
      %c_100 = stablehlo.constant dense<0> : tensor<i32>
      %111 = stablehlo.dynamic_update_slice %iterArg_42, %110, %iterArg_35, %c_97, %c_98, %c_99, %c_100 : (tensor<4x64x8x8x32xbf16>, tensor<1x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x8x8x32xbf16>
      %112 = stablehlo.broadcast_in_dim %99#7, dims = [1, 2, 3, 4] : (tensor<64x8x8x32xbf16>) -> tensor<1x64x8x8x32xbf16>
      %c_101 = stablehlo.constant dense<0> : tensor<i32>
      %c_102 = stablehlo.constant dense<0> : tensor<i32>
      %c_103 = stablehlo.constant dense<0> : tensor<i32>
      %c_104 = stablehlo.constant dense<0> : tensor<i32>
      %113 = stablehlo.dynamic_update_slice %iterArg_43, %112, %iterArg_35, %c_101, %c_102, %c_103, %c_104 : (tensor<4x64x8x8x32xbf16>, tensor<1x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x8x8x32xbf16>
      %114 = stablehlo.broadcast_in_dim %99#8, dims = [1, 2, 3, 4] : (tensor<64x8x8x32xbf16>) -> tensor<1x64x8x8x32xbf16>
      %c_105 = stablehlo.constant dense<0> : tensor<i32>
      %c_106 = stablehlo.constant dense<0> : tensor<i32>
      %c_107 = stablehlo.constant dense<0> : tensor<i32>
      %c_108 = stablehlo.constant dense<0> : tensor<i32>
      %115 = stablehlo.dynamic_update_slice %iterArg_44, %114, %iterArg_35, %c_105, %c_106, %c_107, %c_108 : (tensor<4x64x8x8x32xbf16>, tensor<1x64x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<4x64x8x8x32xbf16>
      %c_109 = stablehlo.constant dense<1> : tensor<i32>
      %116 = stablehlo.add %iterArg_35, %c_109 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_17, %iterArg_18, %iterArg_19, %iterArg_20, %iterArg_21, %iterArg_22, %iterArg_23, %iterArg_24, %iterArg_25, %iterArg_26, %iterArg_27, %iterArg_28, %iterArg_29, %iterArg_30, %iterArg_31, %iterArg_32, %iterArg_33, %iterArg_34, %116, %99#0, %101, %103, %105, %107, %109, %111, %113, %115 : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<4x1xi32>, tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x8xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<0xi32>, tensor<8x1xi32>, tensor<i32>, tensor<8x1x256xbf16>, tensor<4x1xi32>, tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x8xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>
    }
    %27 = stablehlo.convert %26#20 : (tensor<8x1x256xbf16>) -> tensor<8x1x256xf32>
    %28 = stablehlo.multiply %27, %27 : tensor<8x1x256xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.reduce(%28 init: %cst_10) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %32 = stablehlo.divide %30, %31 : tensor<8x1x1xf32>
    %cst_12 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<8x1x1xf32>
    %35 = stablehlo.rsqrt %34 : tensor<8x1x1xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %37 = stablehlo.multiply %27, %36 : tensor<8x1x256xf32>
    %38 = stablehlo.convert %37 : (tensor<8x1x256xf32>) -> tensor<8x1x256xbf16>
    %39 = stablehlo.convert %arg0 : (tensor<256xf32>) -> tensor<256xbf16>
    %40 = stablehlo.broadcast_in_dim %39, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %41 = stablehlo.broadcast_in_dim %40, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x1x256xbf16>
    %42 = stablehlo.multiply %38, %41 : tensor<8x1x256xbf16>
    %43 = stablehlo.convert %arg10 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %44 = stablehlo.dot_general %42, %43, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x1x1024xbf16>
    %45 = stablehlo.custom_call @Sharding(%44) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x1x1024xbf16>) -> tensor<8x1x1024xbf16>
    %46 = stablehlo.convert %45 : (tensor<8x1x1024xbf16>) -> tensor<8x1x1024xf32>
    %47 = stablehlo.custom_call @Sharding(%46) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<8x1x1024xf32>) -> tensor<8x1x1024xf32>
    %48 = stablehlo.custom_call @Sharding(%26#21) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x1xi32>) -> tensor<4x1xi32>
    %49 = stablehlo.custom_call @Sharding(%26#22) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x8x64xi32>) -> tensor<4x8x64xi32>
    %50 = stablehlo.custom_call @Sharding(%26#23) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x8x64xi32>) -> tensor<4x8x64xi32>
    %51 = stablehlo.custom_call @Sharding(%26#24) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x64x8x8x32xbf16>) -> tensor<4x64x8x8x32xbf16>
    %52 = stablehlo.custom_call @Sharding(%26#25) {backend_config = "", mhlo.sharding = "{replicated}"} : (tensor<4x8xi32>) -> tensor<4x8xi32>
    %53 = stablehlo.custom_call @Sharding(%26#26) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x64x8x8x32xbf16>) -> tensor<4x64x8x8x32xbf16>
    %54 = stablehlo.custom_call @Sharding(%26#27) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x64x8x8x32xbf16>) -> tensor<4x64x8x8x32xbf16>
    %55 = stablehlo.custom_call @Sharding(%26#28) {backend_config = "", mhlo.sharding = "{devices=[1,1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<4x64x8x8x32xbf16>) -> tensor<4x64x8x8x32xbf16>
    %56 = call @argmax(%47) : (tensor<8x1x1024xf32>) -> tensor<8x1xi32>
    %c_13 = stablehlo.constant dense<1> : tensor<i8>
    %57 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i8>) -> tensor<8x1xi8>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %58 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<8x1xf32>
    %c_15 = stablehlo.constant dense<1> : tensor<i32>
    %59 = stablehlo.broadcast_in_dim %c_15, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %60 = stablehlo.add %arg21, %59 : tensor<8x1xi32>
    %c_16 = stablehlo.constant dense<1> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_16, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %62 = stablehlo.add %arg20, %61 : tensor<8x1xi32>
    %63 = stablehlo.convert %57 : (tensor<8x1xi8>) -> tensor<8x1xi32>
    %64 = stablehlo.concatenate %56, %63, %62, dim = 1 : (tensor<8x1xi32>, tensor<8x1xi32>, tensor<8x1xi32>) -> tensor<8x3xi32>
    return %48, %49, %50, %51, %52, %53, %54, %55, %62, %47, %60, %58, %56, %64, %58 : tensor<4x1xi32>, tensor<4x8x64xi32>, tensor<4x8x64xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x8xi32>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<4x64x8x8x32xbf16>, tensor<8x1xi32>, tensor<8x1x1024xf32>, tensor<8x1xi32>, tensor<8x1xf32>, tensor<8x1xi32>, tensor<8x3xi32>, tensor<8x1xf32>
  }
  func.func private @closed_call(%arg0: tensor<0xi32>, %arg1: tensor<8x1xi32>, %arg2: tensor<8x1x256xbf16>, %arg3: tensor<256x512xf32>, %arg4: tensor<256x512xf32>, %arg5: tensor<512x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x8x32xf32>, %arg9: tensor<8x32x256xf32>, %arg10: tensor<256x8x32xf32>, %arg11: tensor<256x8x32xf32>, %arg12: tensor<1xi32>, %arg13: tensor<8x64xi32>, %arg14: tensor<8x64xi32>, %arg15: tensor<64x8x8x32xbf16>, %arg16: tensor<8xi32>, %arg17: tensor<64x8x8x32xbf16>, %arg18: tensor<64x8x8x32xbf16>, %arg19: tensor<64x8x8x32xbf16>) -> (tensor<8x1x256xbf16>, tensor<1xi32>, tensor<8x64xi32>, tensor<8x64xi32>, tensor<64x8x8x32xbf16>, tensor<8xi32>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>) {
    %0 = stablehlo.custom_call @Sharding(%arg2) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %1 = stablehlo.convert %0 : (tensor<8x1x256xbf16>) -> tensor<8x1x256xf32>
    %2 = stablehlo.multiply %1, %1 : tensor<8x1x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %4 = stablehlo.broadcast_in_dim %3, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_0 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %6 = stablehlo.divide %4, %5 : tensor<8x1x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %7 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %8 = stablehlo.add %6, %7 : tensor<8x1x1xf32>
    %9 = stablehlo.rsqrt %8 : tensor<8x1x1xf32>
    %10 = stablehlo.broadcast_in_dim %9, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %11 = stablehlo.multiply %1, %10 : tensor<8x1x256xf32>
    %12 = stablehlo.convert %11 : (tensor<8x1x256xf32>) -> tensor<8x1x256xbf16>
    %13 = stablehlo.convert %arg7 : (tensor<256xf32>) -> tensor<256xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x1x256xbf16>
    %16 = stablehlo.multiply %12, %15 : tensor<8x1x256xbf16>
    %17 = stablehlo.custom_call @Sharding(%16) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %18 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %19 = stablehlo.custom_call @Sharding(%17) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %20 = stablehlo.convert %arg10 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %21 = stablehlo.dot_general %18, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %22 = stablehlo.convert %arg8 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %23 = stablehlo.dot_general %19, %22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %24 = stablehlo.convert %arg11 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %25 = stablehlo.dot_general %19, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1x1xi32>
    %27 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c = stablehlo.constant dense<2> : tensor<i32>
    %28 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %29 = stablehlo.multiply %28, %27 : tensor<16xi32>
    %30 = stablehlo.convert %29 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_2 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %32 = stablehlo.divide %30, %31 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %33 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %34 = stablehlo.power %33, %32 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %35 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %36 = stablehlo.multiply %35, %34 : tensor<16xf32>
    %37 = stablehlo.convert %26 : (tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8x1x1x16xf32>
    %42 = stablehlo.sine %41 : tensor<8x1x1x16xf32>
    %43 = stablehlo.convert %42 : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xbf16>
    %44 = stablehlo.cosine %41 : tensor<8x1x1x16xf32>
    %45 = stablehlo.convert %44 : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xbf16>
    %46 = stablehlo.slice %21 [0:8, 0:1, 0:8, 0:16] : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x16xbf16>
    %47 = stablehlo.slice %21 [0:8, 0:1, 0:8, 16:32] : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x16xbf16>
    %48 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %49 = stablehlo.multiply %46, %48 : tensor<8x1x8x16xbf16>
    %50 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %51 = stablehlo.multiply %47, %50 : tensor<8x1x8x16xbf16>
    %52 = stablehlo.subtract %49, %51 : tensor<8x1x8x16xbf16>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %54 = stablehlo.multiply %47, %53 : tensor<8x1x8x16xbf16>
    %55 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %56 = stablehlo.multiply %46, %55 : tensor<8x1x8x16xbf16>
    %57 = stablehlo.add %54, %56 : tensor<8x1x8x16xbf16>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<8x1x8x16xbf16>, tensor<8x1x8x16xbf16>) -> tensor<8x1x8x32xbf16>
    %59 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x1xi32>) -> tensor<8x1x1x1xi32>
    %60 = stablehlo.iota dim = 0 : tensor<16xi32>
    %c_5 = stablehlo.constant dense<2> : tensor<i32>
    %61 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %62 = stablehlo.multiply %61, %60 : tensor<16xi32>
    %63 = stablehlo.convert %62 : (tensor<16xi32>) -> tensor<16xf32>
    %cst_6 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %65 = stablehlo.divide %63, %64 : tensor<16xf32>
    %cst_7 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %67 = stablehlo.power %66, %65 : tensor<16xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %69 = stablehlo.multiply %68, %67 : tensor<16xf32>
    %70 = stablehlo.convert %59 : (tensor<8x1x1x1xi32>) -> tensor<8x1x1x1xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x1x1x1xf32>) -> tensor<8x1x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8x1x1x16xf32>
    %75 = stablehlo.sine %74 : tensor<8x1x1x16xf32>
    %76 = stablehlo.convert %75 : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xbf16>
    %77 = stablehlo.cosine %74 : tensor<8x1x1x16xf32>
    %78 = stablehlo.convert %77 : (tensor<8x1x1x16xf32>) -> tensor<8x1x1x16xbf16>
    %79 = stablehlo.slice %23 [0:8, 0:1, 0:8, 0:16] : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x16xbf16>
    %80 = stablehlo.slice %23 [0:8, 0:1, 0:8, 16:32] : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x16xbf16>
    %81 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %82 = stablehlo.multiply %79, %81 : tensor<8x1x8x16xbf16>
    %83 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %84 = stablehlo.multiply %80, %83 : tensor<8x1x8x16xbf16>
    %85 = stablehlo.subtract %82, %84 : tensor<8x1x8x16xbf16>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %87 = stablehlo.multiply %80, %86 : tensor<8x1x8x16xbf16>
    %88 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xbf16>) -> tensor<8x1x8x16xbf16>
    %89 = stablehlo.multiply %79, %88 : tensor<8x1x8x16xbf16>
    %90 = stablehlo.add %87, %89 : tensor<8x1x8x16xbf16>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<8x1x8x16xbf16>, tensor<8x1x8x16xbf16>) -> tensor<8x1x8x32xbf16>
    %92 = stablehlo.custom_call @Sharding(%58) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %93 = stablehlo.custom_call @Sharding(%91) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %94 = stablehlo.custom_call @Sharding(%25) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %95 = stablehlo.transpose %93, dims = [1, 2, 0, 3] : (tensor<8x1x8x32xbf16>) -> tensor<1x8x8x32xbf16>
    %96 = stablehlo.transpose %94, dims = [1, 2, 0, 3] : (tensor<8x1x8x32xbf16>) -> tensor<1x8x8x32xbf16>
    %97 = stablehlo.reshape %arg12 : (tensor<1xi32>) -> tensor<i32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %98 = stablehlo.compare  LT, %97, %c_9,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_10 = stablehlo.constant dense<64> : tensor<i32>
    %99 = stablehlo.add %97, %c_10 : tensor<i32>
    %100 = stablehlo.select %98, %99, %97 : tensor<i1>, tensor<i32>
    %c_11 = stablehlo.constant dense<0> : tensor<i32>
    %c_12 = stablehlo.constant dense<0> : tensor<i32>
    %c_13 = stablehlo.constant dense<0> : tensor<i32>
    %101 = stablehlo.dynamic_update_slice %arg15, %95, %100, %c_11, %c_12, %c_13 : (tensor<64x8x8x32xbf16>, tensor<1x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x8x8x32xbf16>
    %c_14 = stablehlo.constant dense<0> : tensor<i32>
    %102 = stablehlo.compare  LT, %97, %c_14,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_15 = stablehlo.constant dense<64> : tensor<i32>
    %103 = stablehlo.add %97, %c_15 : tensor<i32>
    %104 = stablehlo.select %102, %103, %97 : tensor<i1>, tensor<i32>
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<0> : tensor<i32>
    %105 = stablehlo.dynamic_update_slice %arg17, %96, %104, %c_16, %c_17, %c_18 : (tensor<64x8x8x32xbf16>, tensor<1x8x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<64x8x8x32xbf16>
    %106 = stablehlo.custom_call @Sharding(%101) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x8x8x32xbf16>) -> tensor<64x8x8x32xbf16>
    %107 = stablehlo.custom_call @Sharding(%105) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<64x8x8x32xbf16>) -> tensor<64x8x8x32xbf16>
    %c_19 = stablehlo.constant dense<0> : tensor<i32>
    %108 = stablehlo.broadcast_in_dim %c_19, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %c_20 = stablehlo.constant dense<1> : tensor<i32>
    %109 = stablehlo.broadcast_in_dim %c_20, dims = [] : (tensor<i32>) -> tensor<8x1xi32>
    %110 = stablehlo.add %108, %109 : tensor<8x1xi32>
    %111 = stablehlo.reshape %arg12 : (tensor<1xi32>) -> tensor<i32>
    %c_21 = stablehlo.constant dense<0> : tensor<i32>
    %112 = stablehlo.compare  LT, %111, %c_21,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_22 = stablehlo.constant dense<64> : tensor<i32>
    %113 = stablehlo.add %111, %c_22 : tensor<i32>
    %114 = stablehlo.select %112, %113, %111 : tensor<i1>, tensor<i32>
    %c_23 = stablehlo.constant dense<0> : tensor<i32>
    %115 = stablehlo.dynamic_update_slice %arg13, %110, %c_23, %114 : (tensor<8x64xi32>, tensor<8x1xi32>, tensor<i32>, tensor<i32>) -> tensor<8x64xi32>
    %c_24 = stablehlo.constant dense<1> : tensor<i32>
    %116 = stablehlo.broadcast_in_dim %c_24, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %117 = stablehlo.add %arg12, %116 : tensor<1xi32>
    %c_25 = stablehlo.constant dense<64> : tensor<i32>
    %118 = call @remainder(%117, %c_25) : (tensor<1xi32>, tensor<i32>) -> tensor<1xi32>
    %c_26 = stablehlo.constant dense<1> : tensor<i32>
    %119 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %120 = "stablehlo.scatter"(%arg16, %arg0, %119) <{indices_are_sorted = true, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [0]>, unique_indices = true}> ({
    ^bb0(%arg20: tensor<i32>, %arg21: tensor<i32>):
      %252 = stablehlo.add %arg20, %arg21 : tensor<i32>
      stablehlo.return %252 : tensor<i32>
    }) : (tensor<8xi32>, tensor<0xi32>, tensor<8xi32>) -> tensor<8xi32>
    %121 = stablehlo.transpose %arg18, dims = [2, 0, 1, 3] : (tensor<64x8x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %122 = stablehlo.transpose %arg19, dims = [2, 0, 1, 3] : (tensor<64x8x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %123 = stablehlo.transpose %106, dims = [2, 0, 1, 3] : (tensor<64x8x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %124 = stablehlo.transpose %107, dims = [2, 0, 1, 3] : (tensor<64x8x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %125 = stablehlo.custom_call @Sharding(%92) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %126 = stablehlo.custom_call @Sharding(%121) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %127 = stablehlo.custom_call @Sharding(%122) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %128 = stablehlo.reshape %125 : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x1x32xbf16>
    %129 = stablehlo.dot_general %126, %128, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x1x8x1x32xbf16>) -> tensor<8x8x64x1x1xbf16>
    %130 = stablehlo.transpose %129, dims = [0, 1, 4, 3, 2] : (tensor<8x8x64x1x1xbf16>) -> tensor<8x8x1x1x64xbf16>
    %131 = stablehlo.custom_call @Sharding(%130) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x8x1x1x64xbf16>) -> tensor<8x8x1x1x64xbf16>
    %132 = stablehlo.broadcast_in_dim %arg14, dims = [0, 4] : (tensor<8x64xi32>) -> tensor<8x1x1x1x64xi32>
    %c_27 = stablehlo.constant dense<1> : tensor<i32>
    %133 = stablehlo.broadcast_in_dim %c_27, dims = [] : (tensor<i32>) -> tensor<8x1x1x1x64xi32>
    %134 = stablehlo.compare  EQ, %132, %133,  SIGNED : (tensor<8x1x1x1x64xi32>, tensor<8x1x1x1x64xi32>) -> tensor<8x1x1x1x64xi1>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_29 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %135 = call @_where_75(%134, %cst_28, %cst_29) : (tensor<8x1x1x1x64xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x1x64xf32>
    %136 = stablehlo.custom_call @Sharding(%135) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x1x1x1x64xf32>) -> tensor<8x1x1x1x64xf32>
    %cst_30 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %137 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1x1x64xf32>
    %138 = stablehlo.compare  GE, %136, %137,  FLOAT : (tensor<8x1x1x1x64xf32>, tensor<8x1x1x1x64xf32>) -> tensor<8x1x1x1x64xi1>
    %139 = call @_where_79(%138, %131, %cst_29) : (tensor<8x1x1x1x64xi1>, tensor<8x8x1x1x64xbf16>, tensor<f32>) -> tensor<8x8x1x1x64xbf16>
    %140 = stablehlo.reshape %139 : (tensor<8x8x1x1x64xbf16>) -> tensor<8x8x1x64xbf16>
    %cst_31 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %141 = stablehlo.reduce(%140 init: %cst_31) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x64xbf16>, tensor<bf16>) -> tensor<8x8x1xbf16>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2] : (tensor<8x8x1xbf16>) -> tensor<8x8x1x1xbf16>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xbf16>) -> tensor<8x8x1x64xbf16>
    %144 = stablehlo.subtract %140, %143 : tensor<8x8x1x64xbf16>
    %145 = stablehlo.exponential %144 : tensor<8x8x1x64xbf16>
    %146 = stablehlo.convert %145 : (tensor<8x8x1x64xbf16>) -> tensor<8x8x1x64xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_32) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x64xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %148 = stablehlo.broadcast_in_dim %147, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %149 = stablehlo.convert %148 : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xbf16>
    %150 = stablehlo.reshape %145 : (tensor<8x8x1x64xbf16>) -> tensor<8x8x1x1x64xbf16>
    %151 = stablehlo.transpose %142, dims = [0, 2, 1, 3] : (tensor<8x8x1x1xbf16>) -> tensor<8x1x8x1xbf16>
    %152 = stablehlo.transpose %149, dims = [0, 2, 1, 3] : (tensor<8x8x1x1xbf16>) -> tensor<8x1x8x1xbf16>
    %153 = stablehlo.dot_general %127, %150, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x8x1x1x64xbf16>) -> tensor<8x8x32x1x1xbf16>
    %154 = stablehlo.transpose %153, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x1xbf16>) -> tensor<8x1x8x1x32xbf16>
    %155 = stablehlo.reshape %154 : (tensor<8x1x8x1x32xbf16>) -> tensor<8x1x8x32xbf16>
    %156 = stablehlo.custom_call @Sharding(%155) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %157 = stablehlo.custom_call @Sharding(%151) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x1xbf16>) -> tensor<8x1x8x1xbf16>
    %158 = stablehlo.custom_call @Sharding(%152) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x1xbf16>) -> tensor<8x1x8x1xbf16>
    %159 = stablehlo.custom_call @Sharding(%156) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %160 = stablehlo.custom_call @Sharding(%92) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %161 = stablehlo.custom_call @Sharding(%123) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %162 = stablehlo.custom_call @Sharding(%124) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x64x8x32xbf16>) -> tensor<8x64x8x32xbf16>
    %163 = stablehlo.reshape %160 : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x1x32xbf16>
    %164 = stablehlo.dot_general %161, %163, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x1x8x1x32xbf16>) -> tensor<8x8x64x1x1xbf16>
    %165 = stablehlo.transpose %164, dims = [0, 1, 4, 3, 2] : (tensor<8x8x64x1x1xbf16>) -> tensor<8x8x1x1x64xbf16>
    %166 = stablehlo.custom_call @Sharding(%165) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x8x1x1x64xbf16>) -> tensor<8x8x1x1x64xbf16>
    %167 = stablehlo.broadcast_in_dim %115, dims = [0, 4] : (tensor<8x64xi32>) -> tensor<8x1x1x1x64xi32>
    %c_33 = stablehlo.constant dense<1> : tensor<i32>
    %168 = stablehlo.broadcast_in_dim %c_33, dims = [] : (tensor<i32>) -> tensor<8x1x1x1x64xi32>
    %169 = stablehlo.compare  EQ, %167, %168,  SIGNED : (tensor<8x1x1x1x64xi32>, tensor<8x1x1x1x64xi32>) -> tensor<8x1x1x1x64xi1>
    %170 = call @_where_75(%169, %cst_28, %cst_29) : (tensor<8x1x1x1x64xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x1x64xf32>
    %171 = stablehlo.custom_call @Sharding(%170) {backend_config = "", mhlo.sharding = "{devices=[1,4,1,1,1,2]<=[2,4]T(1,0) last_tile_dim_replicate}"} : (tensor<8x1x1x1x64xf32>) -> tensor<8x1x1x1x64xf32>
    %172 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1x1x64xf32>
    %173 = stablehlo.compare  GE, %171, %172,  FLOAT : (tensor<8x1x1x1x64xf32>, tensor<8x1x1x1x64xf32>) -> tensor<8x1x1x1x64xi1>
    %174 = call @_where_79(%173, %166, %cst_29) : (tensor<8x1x1x1x64xi1>, tensor<8x8x1x1x64xbf16>, tensor<f32>) -> tensor<8x8x1x1x64xbf16>
    %175 = stablehlo.reshape %174 : (tensor<8x8x1x1x64xbf16>) -> tensor<8x8x1x64xbf16>
    %cst_34 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %176 = stablehlo.reduce(%175 init: %cst_34) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x1x64xbf16>, tensor<bf16>) -> tensor<8x8x1xbf16>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1, 2] : (tensor<8x8x1xbf16>) -> tensor<8x8x1x1xbf16>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<8x8x1x1xbf16>) -> tensor<8x8x1x64xbf16>
    %179 = stablehlo.subtract %175, %178 : tensor<8x8x1x64xbf16>
    %180 = stablehlo.exponential %179 : tensor<8x8x1x64xbf16>
    %181 = stablehlo.convert %180 : (tensor<8x8x1x64xbf16>) -> tensor<8x8x1x64xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %182 = stablehlo.reduce(%181 init: %cst_35) applies stablehlo.add across dimensions = [3] : (tensor<8x8x1x64xf32>, tensor<f32>) -> tensor<8x8x1xf32>
    %183 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2] : (tensor<8x8x1xf32>) -> tensor<8x8x1x1xf32>
    %184 = stablehlo.convert %183 : (tensor<8x8x1x1xf32>) -> tensor<8x8x1x1xbf16>
    %185 = stablehlo.reshape %180 : (tensor<8x8x1x64xbf16>) -> tensor<8x8x1x1x64xbf16>
    %186 = stablehlo.transpose %177, dims = [0, 2, 1, 3] : (tensor<8x8x1x1xbf16>) -> tensor<8x1x8x1xbf16>
    %187 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<8x8x1x1xbf16>) -> tensor<8x1x8x1xbf16>
    %188 = stablehlo.dot_general %162, %185, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x8x32xbf16>, tensor<8x8x1x1x64xbf16>) -> tensor<8x8x32x1x1xbf16>
    %189 = stablehlo.transpose %188, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x1xbf16>) -> tensor<8x1x8x1x32xbf16>
    %190 = stablehlo.reshape %189 : (tensor<8x1x8x1x32xbf16>) -> tensor<8x1x8x32xbf16>
    %191 = stablehlo.custom_call @Sharding(%190) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %192 = stablehlo.custom_call @Sharding(%186) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x1xbf16>) -> tensor<8x1x8x1xbf16>
    %193 = stablehlo.custom_call @Sharding(%187) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x1xbf16>) -> tensor<8x1x8x1xbf16>
    %194 = stablehlo.custom_call @Sharding(%191) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %195 = stablehlo.maximum %157, %192 : tensor<8x1x8x1xbf16>
    %196 = stablehlo.subtract %157, %195 : tensor<8x1x8x1xbf16>
    %197 = stablehlo.exponential %196 : tensor<8x1x8x1xbf16>
    %198 = stablehlo.multiply %197, %158 : tensor<8x1x8x1xbf16>
    %cst_36 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %199 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<bf16>) -> tensor<8x1x8x1xbf16>
    %200 = stablehlo.add %199, %198 : tensor<8x1x8x1xbf16>
    %201 = stablehlo.subtract %192, %195 : tensor<8x1x8x1xbf16>
    %202 = stablehlo.exponential %201 : tensor<8x1x8x1xbf16>
    %203 = stablehlo.multiply %202, %193 : tensor<8x1x8x1xbf16>
    %204 = stablehlo.add %200, %203 : tensor<8x1x8x1xbf16>
    %205 = stablehlo.subtract %157, %195 : tensor<8x1x8x1xbf16>
    %206 = stablehlo.exponential %205 : tensor<8x1x8x1xbf16>
    %207 = stablehlo.divide %206, %204 : tensor<8x1x8x1xbf16>
    %208 = stablehlo.broadcast_in_dim %207, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xbf16>) -> tensor<8x1x8x32xbf16>
    %209 = stablehlo.multiply %208, %159 : tensor<8x1x8x32xbf16>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %210 = stablehlo.broadcast_in_dim %cst_37, dims = [] : (tensor<bf16>) -> tensor<8x1x8x32xbf16>
    %211 = stablehlo.add %210, %209 : tensor<8x1x8x32xbf16>
    %212 = stablehlo.subtract %192, %195 : tensor<8x1x8x1xbf16>
    %213 = stablehlo.exponential %212 : tensor<8x1x8x1xbf16>
    %214 = stablehlo.divide %213, %204 : tensor<8x1x8x1xbf16>
    %215 = stablehlo.broadcast_in_dim %214, dims = [0, 1, 2, 3] : (tensor<8x1x8x1xbf16>) -> tensor<8x1x8x32xbf16>
    %216 = stablehlo.multiply %215, %194 : tensor<8x1x8x32xbf16>
    %217 = stablehlo.add %211, %216 : tensor<8x1x8x32xbf16>
    %218 = stablehlo.custom_call @Sharding(%217) {backend_config = "", mhlo.sharding = "{devices=[2,1,4,1]<=[8]}"} : (tensor<8x1x8x32xbf16>) -> tensor<8x1x8x32xbf16>
    %219 = stablehlo.convert %arg9 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %220 = stablehlo.dot_general %218, %219, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x1x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x1x256xbf16>
    %221 = stablehlo.custom_call @Sharding(%220) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %222 = stablehlo.add %0, %221 : tensor<8x1x256xbf16>
    %223 = stablehlo.convert %222 : (tensor<8x1x256xbf16>) -> tensor<8x1x256xf32>
    %224 = stablehlo.multiply %223, %223 : tensor<8x1x256xf32>
    %cst_38 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %225 = stablehlo.reduce(%224 init: %cst_38) applies stablehlo.add across dimensions = [2] : (tensor<8x1x256xf32>, tensor<f32>) -> tensor<8x1xf32>
    %226 = stablehlo.broadcast_in_dim %225, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x1x1xf32>
    %cst_39 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %227 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %228 = stablehlo.divide %226, %227 : tensor<8x1x1xf32>
    %cst_40 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %229 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<8x1x1xf32>
    %230 = stablehlo.add %228, %229 : tensor<8x1x1xf32>
    %231 = stablehlo.rsqrt %230 : tensor<8x1x1xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2] : (tensor<8x1x1xf32>) -> tensor<8x1x256xf32>
    %233 = stablehlo.multiply %223, %232 : tensor<8x1x256xf32>
    %234 = stablehlo.convert %233 : (tensor<8x1x256xf32>) -> tensor<8x1x256xbf16>
    %235 = stablehlo.convert %arg6 : (tensor<256xf32>) -> tensor<256xbf16>
    %236 = stablehlo.broadcast_in_dim %235, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x1x256xbf16>
    %238 = stablehlo.multiply %234, %237 : tensor<8x1x256xbf16>
    %239 = stablehlo.custom_call @Sharding(%238) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %240 = stablehlo.convert %arg3 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %241 = stablehlo.dot_general %239, %240, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xbf16>, tensor<256x512xbf16>) -> tensor<8x1x512xbf16>
    %242 = call @silu(%241) : (tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
    %243 = stablehlo.convert %arg4 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %244 = stablehlo.dot_general %239, %243, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x256xbf16>, tensor<256x512xbf16>) -> tensor<8x1x512xbf16>
    %245 = stablehlo.multiply %242, %244 : tensor<8x1x512xbf16>
    %246 = stablehlo.custom_call @Sharding(%245) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16>
    %247 = stablehlo.convert %arg5 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %248 = stablehlo.dot_general %246, %247, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x1x512xbf16>, tensor<512x256xbf16>) -> tensor<8x1x256xbf16>
    %249 = stablehlo.custom_call @Sharding(%248) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    %250 = stablehlo.add %249, %222 : tensor<8x1x256xbf16>
    %251 = stablehlo.custom_call @Sharding(%250) {backend_config = "", mhlo.sharding = "{devices=[2,1,4]<=[8]}"} : (tensor<8x1x256xbf16>) -> tensor<8x1x256xbf16>
    return %251, %118, %115, %arg14, %106, %120, %107, %arg18, %arg19 : tensor<8x1x256xbf16>, tensor<1xi32>, tensor<8x64xi32>, tensor<8x64xi32>, tensor<64x8x8x32xbf16>, tensor<8xi32>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>, tensor<64x8x8x32xbf16>
  }
  func.func private @remainder(%arg0: tensor<1xi32>, %arg1: tensor<i32>) -> tensor<1xi32> {
    %0 = stablehlo.convert %arg1 : tensor<i32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.compare  EQ, %0, %c,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %2 = call @_where(%1, %c_0, %0) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %4 = stablehlo.remainder %arg0, %3 : tensor<1xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %6 = stablehlo.compare  NE, %4, %5,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %7 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %8 = stablehlo.compare  LT, %4, %7,  SIGNED : (tensor<1xi32>, tensor<1xi32>) -> tensor<1xi1>
    %c_3 = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.compare  LT, %2, %c_3,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %10 = stablehlo.broadcast_in_dim %9, dims = [] : (tensor<i1>) -> tensor<1xi1>
    %11 = stablehlo.compare  NE, %8, %10,  UNSIGNED : (tensor<1xi1>, tensor<1xi1>) -> tensor<1xi1>
    %12 = stablehlo.and %11, %6 : tensor<1xi1>
    %13 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<1xi32>
    %14 = stablehlo.add %4, %13 : tensor<1xi32>
    %15 = stablehlo.select %12, %14, %4 : tensor<1xi1>, tensor<1xi32>
    return %15 : tensor<1xi32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
  func.func private @_where_75(%arg0: tensor<8x1x1x1x64xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x1x64xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x1x64xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x1x64xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x1x64xi1>, tensor<8x1x1x1x64xf32>
    return %2 : tensor<8x1x1x1x64xf32>
  }
  func.func private @_where_79(%arg0: tensor<8x1x1x1x64xi1>, %arg1: tensor<8x8x1x1x64xbf16>, %arg2: tensor<f32>) -> tensor<8x8x1x1x64xbf16> {
    %0 = stablehlo.convert %arg2 : (tensor<f32>) -> tensor<bf16>
    %1 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<8x1x1x1x64xi1>) -> tensor<8x8x1x1x64xi1>
    %2 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<bf16>) -> tensor<8x8x1x1x64xbf16>
    %3 = stablehlo.select %1, %arg1, %2 : tensor<8x8x1x1x64xi1>, tensor<8x8x1x1x64xbf16>
    return %3 : tensor<8x8x1x1x64xbf16>
  }
  func.func private @silu(%arg0: tensor<8x1x512xbf16>) -> tensor<8x1x512xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<8x1x512xbf16>
    %1 = stablehlo.exponential %0 : tensor<8x1x512xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<8x1x512xbf16>
    %3 = stablehlo.add %2, %1 : tensor<8x1x512xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<8x1x512xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<8x1x512xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x1x512xbf16>
    return %6 : tensor<8x1x512xbf16>
  }
  func.func private @argmax(%arg0: tensor<8x1x1024xf32>) -> tensor<8x1xi32> {
    %0 = stablehlo.iota dim = 2 : tensor<8x1x1024xi32>
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1:2 = stablehlo.reduce(%arg0 init: %cst), (%0 init: %c) across dimensions = [2] : (tensor<8x1x1024xf32>, tensor<8x1x1024xi32>, tensor<f32>, tensor<i32>) -> (tensor<8x1xf32>, tensor<8x1xi32>)
     reducer(%arg1: tensor<f32>, %arg3: tensor<f32>) (%arg2: tensor<i32>, %arg4: tensor<i32>)  {
      %2 = stablehlo.compare  GT, %arg1, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %3 = stablehlo.compare  NE, %arg1, %arg1,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %4 = stablehlo.or %2, %3 : tensor<i1>
      %5 = stablehlo.compare  EQ, %arg1, %arg3,  FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %6 = stablehlo.compare  LT, %arg2, %arg4,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %7 = stablehlo.and %5, %6 : tensor<i1>
      %8 = stablehlo.or %4, %7 : tensor<i1>
      %9 = stablehlo.select %4, %arg1, %arg3 : tensor<i1>, tensor<f32>
      %10 = stablehlo.select %8, %arg2, %arg4 : tensor<i1>, tensor<i32>
      stablehlo.return %9, %10 : tensor<f32>, tensor<i32>
    }
    return %1#1 : tensor<8x1xi32>
  }
}
