module @jit_step attributes {mhlo.num_partitions = 64 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["fsdp"=8, "tensor"=8]> {stablehlo.mesh = {axes = [{name = "fsdp", size = 8 : i64}, {name = "tensor", size = 8 : i64}]}}
  func.func public @main(%arg0: tensor<128256x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>, tf.aliasing_output = 0 : i32}, %arg1: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 1 : i32}, %arg2: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 2 : i32}, %arg3: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 3 : i32}, %arg4: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>, tf.aliasing_output = 4 : i32}, %arg5: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>, tf.aliasing_output = 5 : i32}, %arg6: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>, tf.aliasing_output = 6 : i32}, %arg7: tensor<32x4096x8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 7 : i32}, %arg8: tensor<32x32x128x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {}, {"fsdp"}]>, tf.aliasing_output = 8 : i32}, %arg9: tensor<32x4096x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 9 : i32}, %arg10: tensor<32x4096x8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 10 : i32}, %arg11: tensor<4096x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>, tf.aliasing_output = 11 : i32}, %arg12: tensor<128256x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>, tf.aliasing_output = 12 : i32}, %arg13: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 13 : i32}, %arg14: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 14 : i32}, %arg15: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 15 : i32}, %arg16: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>, tf.aliasing_output = 16 : i32}, %arg17: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>, tf.aliasing_output = 17 : i32}, %arg18: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>, tf.aliasing_output = 18 : i32}, %arg19: tensor<32x4096x8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 19 : i32}, %arg20: tensor<32x32x128x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {}, {"fsdp"}]>, tf.aliasing_output = 20 : i32}, %arg21: tensor<32x4096x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 21 : i32}, %arg22: tensor<32x4096x8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 22 : i32}, %arg23: tensor<4096x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>, tf.aliasing_output = 23 : i32}, %arg24: tensor<128256x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>, tf.aliasing_output = 24 : i32}, %arg25: tensor<4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>, tf.aliasing_output = 25 : i32}, %arg26: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 26 : i32}, %arg27: tensor<32x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>, tf.aliasing_output = 27 : i32}, %arg28: tensor<32x14336x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>, tf.aliasing_output = 28 : i32}, %arg29: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>, tf.aliasing_output = 29 : i32}, %arg30: tensor<32x4096x14336xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>, tf.aliasing_output = 30 : i32}, %arg31: tensor<32x4096x8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 31 : i32}, %arg32: tensor<32x32x128x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {}, {"fsdp"}]>, tf.aliasing_output = 32 : i32}, %arg33: tensor<32x4096x32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 33 : i32}, %arg34: tensor<32x4096x8x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>, tf.aliasing_output = 34 : i32}, %arg35: tensor<4096x128256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>, tf.aliasing_output = 35 : i32}, %arg36: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>, tf.aliasing_output = 36 : i32}, %arg37: tensor<64x2048xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}, %arg38: tensor<64x2048xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {}]>}) -> (tensor<128256x4096xf32> {jax.result_info = "result[0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>}, tensor<4096xf32> {jax.result_info = "result[0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x4096xf32> {jax.result_info = "result[0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[0]['layers']['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[0]['layers']['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[0]['layers']['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<32x4096x8x128xf32> {jax.result_info = "result[0]['layers']['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<32x32x128x4096xf32> {jax.result_info = "result[0]['layers']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {}, {"fsdp"}]>}, tensor<32x4096x32x128xf32> {jax.result_info = "result[0]['layers']['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<32x4096x8x128xf32> {jax.result_info = "result[0]['layers']['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<4096x128256xf32> {jax.result_info = "result[0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>}, tensor<128256x4096xf32> {jax.result_info = "result[1][0]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>}, tensor<4096xf32> {jax.result_info = "result[1][0]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][0]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][0]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[1][0]['layers']['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][0]['layers']['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][0]['layers']['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<32x4096x8x128xf32> {jax.result_info = "result[1][0]['layers']['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<32x32x128x4096xf32> {jax.result_info = "result[1][0]['layers']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {}, {"fsdp"}]>}, tensor<32x4096x32x128xf32> {jax.result_info = "result[1][0]['layers']['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<32x4096x8x128xf32> {jax.result_info = "result[1][0]['layers']['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<4096x128256xf32> {jax.result_info = "result[1][0]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>}, tensor<128256x4096xf32> {jax.result_info = "result[1][1]['embed']", sdy.sharding = #sdy.sharding<@mesh, [{"tensor"}, {"fsdp"}]>}, tensor<4096xf32> {jax.result_info = "result[1][1]['final_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][1]['layers']['attn_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x4096xf32> {jax.result_info = "result[1][1]['layers']['mlp_norm']", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<32x14336x4096xf32> {jax.result_info = "result[1][1]['layers']['w_down']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {"fsdp"}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][1]['layers']['w_gate']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<32x4096x14336xf32> {jax.result_info = "result[1][1]['layers']['w_up']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}]>}, tensor<32x4096x8x128xf32> {jax.result_info = "result[1][1]['layers']['wk']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<32x32x128x4096xf32> {jax.result_info = "result[1][1]['layers']['wo']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}, {}, {"fsdp"}]>}, tensor<32x4096x32x128xf32> {jax.result_info = "result[1][1]['layers']['wq']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<32x4096x8x128xf32> {jax.result_info = "result[1][1]['layers']['wv']", sdy.sharding = #sdy.sharding<@mesh, [{}, {"fsdp"}, {"tensor"}, {}]>}, tensor<4096x128256xf32> {jax.result_info = "result[1][1]['lm_head']", sdy.sharding = #sdy.sharding<@mesh, [{"fsdp"}, {"tensor"}]>}, tensor<i32> {jax.result_info = "result[1][2]", sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<f32> {jax.result_info = "result[2]", sdy.sharding = #sdy.sharding<@mesh, []>}) {
    %0 = stablehlo.iota dim = 0 : tensor<2048xf32>
    %1 = stablehlo.iota dim = 0 : tensor<64xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %3 = stablehlo.multiply %2, %1 : tensor<64xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %5 = stablehlo.add %4, %3 : tensor<64xf32>
    %cst_1 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %7 = stablehlo.divide %5, %6 : tensor<64xf32>
    %cst_2 = stablehlo.constant dense<5.000000e+05> : tensor<f32>
    %8 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %9 = stablehlo.power %8, %7 : tensor<64xf32>
    %cst_3 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64xf32>
    %11 = stablehlo.divide %10, %9 : tensor<64xf32>
    %12 = stablehlo.broadcast_in_dim %0, dims = [0] : (tensor<2048xf32>) -> tensor<2048x1xf32>
    %13 = stablehlo.broadcast_in_dim %11, dims = [1] : (tensor<64xf32>) -> tensor<1x64xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<2048x1xf32>) -> tensor<2048x64xf32>
    %15 = stablehlo.broadcast_in_dim %13, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<2048x64xf32>
    %16 = stablehlo.multiply %14, %15 : tensor<2048x64xf32>
    %17 = stablehlo.cosine %16 : tensor<2048x64xf32>
    %18 = stablehlo.sine %16 : tensor<2048x64xf32>
    %19 = stablehlo.convert %arg0 : (tensor<128256x4096xf32>) -> tensor<128256x4096xbf16>
    %20:2 = call @_take(%19, %arg37) : (tensor<128256x4096xbf16>, tensor<64x2048xi32>) -> (tensor<64x2048x4096xbf16>, tensor<64x2048x1xi32>)
    %21 = sdy.sharding_constraint %20#0 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    %22 = stablehlo.broadcast_in_dim %17, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %23 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %24 = stablehlo.broadcast_in_dim %17, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %25 = stablehlo.broadcast_in_dim %18, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %cst_4 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %26 = stablehlo.sqrt %cst_4 : tensor<f32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %27 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %28 = call @tril(%27) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %29 = stablehlo.broadcast_in_dim %28, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<1x1x1x2048x2048xi1>
    %cst_5 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %30:2 = call @_where_0(%29, %cst_5) : (tensor<1x1x1x2048x2048xi1>, tensor<f32>) -> (tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>)
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %31 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<bf16>) -> tensor<32x64x2048x4096xbf16>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %32:19 = stablehlo.while(%iterArg = %arg2, %iterArg_126 = %arg3, %iterArg_127 = %arg4, %iterArg_128 = %arg5, %iterArg_129 = %arg6, %iterArg_130 = %arg7, %iterArg_131 = %arg8, %iterArg_132 = %arg9, %iterArg_133 = %arg10, %iterArg_134 = %24, %iterArg_135 = %25, %iterArg_136 = %22, %iterArg_137 = %23, %iterArg_138 = %26, %iterArg_139 = %30#0, %iterArg_140 = %30#1, %iterArg_141 = %c_7, %iterArg_142 = %21, %iterArg_143 = %31) : tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<f32>, tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>, tensor<i32>, tensor<64x2048x4096xbf16>, tensor<32x64x2048x4096xbf16>
    cond {
      %c_144 = stablehlo.constant dense<32> : tensor<i32>
      %440 = stablehlo.compare LT, %iterArg_141, %c_144, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %440 : tensor<i1>
    } do {
      %440 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_141) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %441 = func.call @dynamic_index_in_dim(%iterArg_126, %iterArg_141) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %442 = func.call @dynamic_index_in_dim_1(%iterArg_127, %iterArg_141) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %443 = func.call @dynamic_index_in_dim_2(%iterArg_128, %iterArg_141) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %444 = func.call @dynamic_index_in_dim_2(%iterArg_129, %iterArg_141) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %445 = func.call @dynamic_index_in_dim_3(%iterArg_130, %iterArg_141) : (tensor<32x4096x8x128xf32>, tensor<i32>) -> tensor<4096x8x128xf32>
      %446 = func.call @dynamic_index_in_dim_4(%iterArg_131, %iterArg_141) : (tensor<32x32x128x4096xf32>, tensor<i32>) -> tensor<32x128x4096xf32>
      %447 = func.call @dynamic_index_in_dim_5(%iterArg_132, %iterArg_141) : (tensor<32x4096x32x128xf32>, tensor<i32>) -> tensor<4096x32x128xf32>
      %448 = func.call @dynamic_index_in_dim_3(%iterArg_133, %iterArg_141) : (tensor<32x4096x8x128xf32>, tensor<i32>) -> tensor<4096x8x128xf32>
      %449:2 = func.call @closed_call(%iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %iterArg_142, %440, %441, %442, %443, %444, %445, %446, %447, %448) : (tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<f32>, tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>, tensor<64x2048x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<14336x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<4096x8x128xf32>, tensor<32x128x4096xf32>, tensor<4096x32x128xf32>, tensor<4096x8x128xf32>) -> (tensor<64x2048x4096xbf16>, tensor<64x2048x4096xbf16>)
      %450 = func.call @dynamic_update_index_in_dim(%iterArg_143, %449#1, %iterArg_141) : (tensor<32x64x2048x4096xbf16>, tensor<64x2048x4096xbf16>, tensor<i32>) -> tensor<32x64x2048x4096xbf16>
      %c_144 = stablehlo.constant dense<1> : tensor<i32>
      %451 = stablehlo.add %iterArg_141, %c_144 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %iterArg_137, %iterArg_138, %iterArg_139, %iterArg_140, %451, %449#0, %450 : tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<1x2048x1x64xf32>, tensor<f32>, tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>, tensor<i32>, tensor<64x2048x4096xbf16>, tensor<32x64x2048x4096xbf16>
    }
    %33 = stablehlo.convert %32#17 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %34 = stablehlo.multiply %33, %33 : tensor<64x2048x4096xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %35 = stablehlo.reduce(%34 init: %cst_8) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %36 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %cst_9 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %38 = stablehlo.divide %36, %37 : tensor<64x2048x1xf32>
    %cst_10 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %39 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %40 = stablehlo.add %38, %39 : tensor<64x2048x1xf32>
    %41 = stablehlo.rsqrt %40 : tensor<64x2048x1xf32>
    %42 = stablehlo.divide %41, %40 : tensor<64x2048x1xf32>
    %cst_11 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %43 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %44 = stablehlo.multiply %43, %42 : tensor<64x2048x1xf32>
    %45 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %46 = stablehlo.multiply %33, %45 : tensor<64x2048x4096xf32>
    %47 = stablehlo.broadcast_in_dim %arg1, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %48 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %49 = stablehlo.multiply %46, %48 : tensor<64x2048x4096xf32>
    %50 = stablehlo.convert %49 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %51 = sdy.sharding_constraint %50 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %52 = stablehlo.convert %arg11 : (tensor<4096x128256xf32>) -> tensor<4096x128256xbf16>
    %53 = stablehlo.dot_general %51, %52, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x128256xbf16>) -> tensor<64x2048x128256xbf16>
    %54 = sdy.sharding_constraint %53 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x128256xbf16>
    %55 = stablehlo.convert %54 : (tensor<64x2048x128256xbf16>) -> tensor<64x2048x128256xf32>
    %cst_12 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %56 = stablehlo.reduce(%55 init: %cst_12) applies stablehlo.maximum across dimensions = [2] : (tensor<64x2048x128256xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %cst_13 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %57 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<64x2048xf32>
    %58 = stablehlo.maximum %57, %56 : tensor<64x2048xf32>
    %59 = stablehlo.is_finite %58 : (tensor<64x2048xf32>) -> tensor<64x2048xi1>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %60 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<64x2048xf32>
    %61 = stablehlo.select %59, %58, %60 : tensor<64x2048xi1>, tensor<64x2048xf32>
    %62 = stablehlo.broadcast_in_dim %61, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %63 = stablehlo.broadcast_in_dim %62, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x128256xf32>
    %64 = stablehlo.subtract %55, %63 : tensor<64x2048x128256xf32>
    %65 = stablehlo.exponential %64 : tensor<64x2048x128256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %66 = stablehlo.reduce(%65 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x128256xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %67 = stablehlo.abs %66 : tensor<64x2048xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %68 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x2048xf32>
    %69 = stablehlo.compare GE, %66, %68, FLOAT : (tensor<64x2048xf32>, tensor<64x2048xf32>) -> tensor<64x2048xi1>
    %70 = stablehlo.log %67 : tensor<64x2048xf32>
    %71 = stablehlo.add %70, %61 : tensor<64x2048xf32>
    %72 = stablehlo.broadcast_in_dim %arg38, dims = [0, 1] : (tensor<64x2048xi32>) -> tensor<64x2048x1xi32>
    %73:2 = call @take_along_axis(%55, %72) : (tensor<64x2048x128256xf32>, tensor<64x2048x1xi32>) -> (tensor<64x2048x1xf32>, tensor<64x2048x1x1xi32>)
    %74 = stablehlo.reshape %73#0 : (tensor<64x2048x1xf32>) -> tensor<64x2048xf32>
    %75 = stablehlo.subtract %71, %74 : tensor<64x2048xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_17) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2048xf32>, tensor<f32>) -> tensor<f32>
    %cst_18 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %77 = stablehlo.divide %76, %cst_18 : tensor<f32>
    %cst_19 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_20 = stablehlo.constant dense<1.310720e+05> : tensor<f32>
    %78 = stablehlo.divide %cst_19, %cst_20 : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %78, dims = [] : (tensor<f32>) -> tensor<64x2048xf32>
    %80 = stablehlo.negate %79 : tensor<64x2048xf32>
    %81 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %82 = call @take_along_axis_7(%73#1, %81) : (tensor<64x2048x1x1xi32>, tensor<64x2048x1xf32>) -> tensor<64x2048x128256xf32>
    %83 = stablehlo.divide %79, %67 : tensor<64x2048xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %84 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<64x2048xf32>
    %85 = stablehlo.select %69, %84, %83 : tensor<64x2048xi1>, tensor<64x2048xf32>
    %86 = stablehlo.select %69, %83, %84 : tensor<64x2048xi1>, tensor<64x2048xf32>
    %87 = stablehlo.negate %85 : tensor<64x2048xf32>
    %88 = stablehlo.add %86, %87 : tensor<64x2048xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x128256xf32>
    %90 = stablehlo.multiply %89, %65 : tensor<64x2048x128256xf32>
    %91 = stablehlo.add %82, %90 : tensor<64x2048x128256xf32>
    %92 = stablehlo.convert %91 : (tensor<64x2048x128256xf32>) -> tensor<64x2048x128256xbf16>
    %93 = sdy.sharding_constraint %92 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x128256xbf16>
    %94 = stablehlo.dot_general %93, %51, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x128256xbf16>, tensor<64x2048x4096xbf16>) -> tensor<128256x4096xbf16>
    %95 = stablehlo.transpose %94, dims = [1, 0] : (tensor<128256x4096xbf16>) -> tensor<4096x128256xbf16>
    %96 = stablehlo.dot_general %93, %52, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x128256xbf16>, tensor<4096x128256xbf16>) -> tensor<64x2048x4096xbf16>
    %97 = stablehlo.convert %95 : (tensor<4096x128256xbf16>) -> tensor<4096x128256xf32>
    %98 = sdy.sharding_constraint %96 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %99 = stablehlo.convert %98 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %100 = stablehlo.multiply %46, %99 : tensor<64x2048x4096xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %101 = stablehlo.reduce(%100 init: %cst_22) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %102 = stablehlo.reshape %101 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %103 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %104 = stablehlo.multiply %99, %103 : tensor<64x2048x4096xf32>
    %cst_23 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %105 = stablehlo.reduce(%102 init: %cst_23) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %106 = stablehlo.multiply %33, %104 : tensor<64x2048x4096xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %108 = stablehlo.reshape %107 : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %109 = stablehlo.broadcast_in_dim %41, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %110 = stablehlo.multiply %104, %109 : tensor<64x2048x4096xf32>
    %111 = stablehlo.multiply %108, %44 : tensor<64x2048x1xf32>
    %cst_25 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %112 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %113 = stablehlo.divide %111, %112 : tensor<64x2048x1xf32>
    %cst_26 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_26) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x1xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x4096xf32>
    %116 = stablehlo.multiply %33, %115 : tensor<64x2048x4096xf32>
    %117 = stablehlo.add %110, %116 : tensor<64x2048x4096xf32>
    %118 = stablehlo.multiply %115, %33 : tensor<64x2048x4096xf32>
    %119 = stablehlo.add %117, %118 : tensor<64x2048x4096xf32>
    %120 = stablehlo.convert %119 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %121 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %cst_28 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %122 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %124 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_31 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %125 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %126 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %127 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %c_36 = stablehlo.constant dense<0> : tensor<i32>
    %130:23 = stablehlo.while(%iterArg = %32#18, %iterArg_126 = %arg2, %iterArg_127 = %arg3, %iterArg_128 = %arg4, %iterArg_129 = %arg5, %iterArg_130 = %arg6, %iterArg_131 = %arg7, %iterArg_132 = %arg8, %iterArg_133 = %arg9, %iterArg_134 = %arg10, %iterArg_135 = %17, %iterArg_136 = %18, %iterArg_137 = %c_36, %iterArg_138 = %120, %iterArg_139 = %121, %iterArg_140 = %122, %iterArg_141 = %123, %iterArg_142 = %124, %iterArg_143 = %125, %iterArg_144 = %126, %iterArg_145 = %127, %iterArg_146 = %128, %iterArg_147 = %129) : tensor<32x64x2048x4096xbf16>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<2048x64xf32>, tensor<2048x64xf32>, tensor<i32>, tensor<64x2048x4096xbf16>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>
    cond {
      %c_148 = stablehlo.constant dense<32> : tensor<i32>
      %440 = stablehlo.compare LT, %iterArg_137, %c_148, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %440 : tensor<i1>
    } do {
      %c_148 = stablehlo.constant dense<32> : tensor<i32>
      %440 = stablehlo.subtract %c_148, %iterArg_137 : tensor<i32>
      %c_149 = stablehlo.constant dense<1> : tensor<i32>
      %441 = stablehlo.subtract %440, %c_149 : tensor<i32>
      %442 = func.call @dynamic_index_in_dim_8(%iterArg, %441) : (tensor<32x64x2048x4096xbf16>, tensor<i32>) -> tensor<64x2048x4096xbf16>
      %443 = func.call @dynamic_index_in_dim(%iterArg_126, %441) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %444 = func.call @dynamic_index_in_dim(%iterArg_127, %441) : (tensor<32x4096xf32>, tensor<i32>) -> tensor<4096xf32>
      %445 = func.call @dynamic_index_in_dim_1(%iterArg_128, %441) : (tensor<32x14336x4096xf32>, tensor<i32>) -> tensor<14336x4096xf32>
      %446 = func.call @dynamic_index_in_dim_2(%iterArg_129, %441) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %447 = func.call @dynamic_index_in_dim_2(%iterArg_130, %441) : (tensor<32x4096x14336xf32>, tensor<i32>) -> tensor<4096x14336xf32>
      %448 = func.call @dynamic_index_in_dim_3(%iterArg_131, %441) : (tensor<32x4096x8x128xf32>, tensor<i32>) -> tensor<4096x8x128xf32>
      %449 = func.call @dynamic_index_in_dim_4(%iterArg_132, %441) : (tensor<32x32x128x4096xf32>, tensor<i32>) -> tensor<32x128x4096xf32>
      %450 = func.call @dynamic_index_in_dim_5(%iterArg_133, %441) : (tensor<32x4096x32x128xf32>, tensor<i32>) -> tensor<4096x32x128xf32>
      %451 = func.call @dynamic_index_in_dim_3(%iterArg_134, %441) : (tensor<32x4096x8x128xf32>, tensor<i32>) -> tensor<4096x8x128xf32>
      %452:10 = func.call @closed_call_9(%iterArg_135, %iterArg_136, %iterArg_138, %442, %443, %444, %445, %446, %447, %448, %449, %450, %451) : (tensor<2048x64xf32>, tensor<2048x64xf32>, tensor<64x2048x4096xbf16>, tensor<64x2048x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<14336x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<4096x8x128xf32>, tensor<32x128x4096xf32>, tensor<4096x32x128xf32>, tensor<4096x8x128xf32>) -> (tensor<64x2048x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<14336x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<4096x8x128xf32>, tensor<32x128x4096xf32>, tensor<4096x32x128xf32>, tensor<4096x8x128xf32>)
      %453 = func.call @dynamic_update_index_in_dim_15(%iterArg_139, %452#1, %441) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %454 = func.call @dynamic_update_index_in_dim_15(%iterArg_140, %452#2, %441) : (tensor<32x4096xf32>, tensor<4096xf32>, tensor<i32>) -> tensor<32x4096xf32>
      %455 = func.call @dynamic_update_index_in_dim_16(%iterArg_141, %452#3, %441) : (tensor<32x14336x4096xf32>, tensor<14336x4096xf32>, tensor<i32>) -> tensor<32x14336x4096xf32>
      %456 = func.call @dynamic_update_index_in_dim_17(%iterArg_142, %452#4, %441) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %457 = func.call @dynamic_update_index_in_dim_17(%iterArg_143, %452#5, %441) : (tensor<32x4096x14336xf32>, tensor<4096x14336xf32>, tensor<i32>) -> tensor<32x4096x14336xf32>
      %458 = func.call @dynamic_update_index_in_dim_18(%iterArg_144, %452#6, %441) : (tensor<32x4096x8x128xf32>, tensor<4096x8x128xf32>, tensor<i32>) -> tensor<32x4096x8x128xf32>
      %459 = func.call @dynamic_update_index_in_dim_19(%iterArg_145, %452#7, %441) : (tensor<32x32x128x4096xf32>, tensor<32x128x4096xf32>, tensor<i32>) -> tensor<32x32x128x4096xf32>
      %460 = func.call @dynamic_update_index_in_dim_20(%iterArg_146, %452#8, %441) : (tensor<32x4096x32x128xf32>, tensor<4096x32x128xf32>, tensor<i32>) -> tensor<32x4096x32x128xf32>
      %461 = func.call @dynamic_update_index_in_dim_18(%iterArg_147, %452#9, %441) : (tensor<32x4096x8x128xf32>, tensor<4096x8x128xf32>, tensor<i32>) -> tensor<32x4096x8x128xf32>
      %c_150 = stablehlo.constant dense<1> : tensor<i32>
      %462 = stablehlo.add %iterArg_137, %c_150 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_126, %iterArg_127, %iterArg_128, %iterArg_129, %iterArg_130, %iterArg_131, %iterArg_132, %iterArg_133, %iterArg_134, %iterArg_135, %iterArg_136, %462, %452#0, %453, %454, %455, %456, %457, %458, %459, %460, %461 : tensor<32x64x2048x4096xbf16>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<2048x64xf32>, tensor<2048x64xf32>, tensor<i32>, tensor<64x2048x4096xbf16>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>
    }
    %131 = sdy.sharding_constraint %130#13 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    %132 = call @_take_21(%20#1, %131) : (tensor<64x2048x1xi32>, tensor<64x2048x4096xbf16>) -> tensor<128256x4096xbf16>
    %133 = stablehlo.convert %132 : (tensor<128256x4096xbf16>) -> tensor<128256x4096xf32>
    %c_37 = stablehlo.constant dense<1> : tensor<i32>
    %134 = stablehlo.add %arg36, %c_37 : tensor<i32>
    %135 = stablehlo.convert %134 : (tensor<i32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %136 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %137 = stablehlo.multiply %136, %arg12 : tensor<128256x4096xf32>
    %cst_39 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %138 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %139 = stablehlo.multiply %138, %133 : tensor<128256x4096xf32>
    %140 = stablehlo.add %137, %139 : tensor<128256x4096xf32>
    %cst_40 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %141 = stablehlo.broadcast_in_dim %cst_40, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %142 = stablehlo.multiply %141, %arg13 : tensor<4096xf32>
    %cst_41 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %143 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %144 = stablehlo.multiply %143, %105 : tensor<4096xf32>
    %145 = stablehlo.add %142, %144 : tensor<4096xf32>
    %cst_42 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %146 = stablehlo.broadcast_in_dim %cst_42, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %147 = stablehlo.multiply %146, %arg14 : tensor<32x4096xf32>
    %cst_43 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %148 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %149 = stablehlo.multiply %148, %130#14 : tensor<32x4096xf32>
    %150 = stablehlo.add %147, %149 : tensor<32x4096xf32>
    %cst_44 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %152 = stablehlo.multiply %151, %arg15 : tensor<32x4096xf32>
    %cst_45 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %154 = stablehlo.multiply %153, %130#15 : tensor<32x4096xf32>
    %155 = stablehlo.add %152, %154 : tensor<32x4096xf32>
    %cst_46 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %157 = stablehlo.multiply %156, %arg16 : tensor<32x14336x4096xf32>
    %cst_47 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %159 = stablehlo.multiply %158, %130#16 : tensor<32x14336x4096xf32>
    %160 = stablehlo.add %157, %159 : tensor<32x14336x4096xf32>
    %cst_48 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %161 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %162 = stablehlo.multiply %161, %arg17 : tensor<32x4096x14336xf32>
    %cst_49 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %163 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %164 = stablehlo.multiply %163, %130#17 : tensor<32x4096x14336xf32>
    %165 = stablehlo.add %162, %164 : tensor<32x4096x14336xf32>
    %cst_50 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %166 = stablehlo.broadcast_in_dim %cst_50, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %167 = stablehlo.multiply %166, %arg18 : tensor<32x4096x14336xf32>
    %cst_51 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %168 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %169 = stablehlo.multiply %168, %130#18 : tensor<32x4096x14336xf32>
    %170 = stablehlo.add %167, %169 : tensor<32x4096x14336xf32>
    %cst_52 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %171 = stablehlo.broadcast_in_dim %cst_52, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %172 = stablehlo.multiply %171, %arg19 : tensor<32x4096x8x128xf32>
    %cst_53 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %173 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %174 = stablehlo.multiply %173, %130#19 : tensor<32x4096x8x128xf32>
    %175 = stablehlo.add %172, %174 : tensor<32x4096x8x128xf32>
    %cst_54 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %176 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %177 = stablehlo.multiply %176, %arg20 : tensor<32x32x128x4096xf32>
    %cst_55 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %178 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %179 = stablehlo.multiply %178, %130#20 : tensor<32x32x128x4096xf32>
    %180 = stablehlo.add %177, %179 : tensor<32x32x128x4096xf32>
    %cst_56 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %182 = stablehlo.multiply %181, %arg21 : tensor<32x4096x32x128xf32>
    %cst_57 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %183 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %184 = stablehlo.multiply %183, %130#21 : tensor<32x4096x32x128xf32>
    %185 = stablehlo.add %182, %184 : tensor<32x4096x32x128xf32>
    %cst_58 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %186 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %187 = stablehlo.multiply %186, %arg22 : tensor<32x4096x8x128xf32>
    %cst_59 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %189 = stablehlo.multiply %188, %130#22 : tensor<32x4096x8x128xf32>
    %190 = stablehlo.add %187, %189 : tensor<32x4096x8x128xf32>
    %cst_60 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %192 = stablehlo.multiply %191, %arg23 : tensor<4096x128256xf32>
    %cst_61 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %194 = stablehlo.multiply %193, %97 : tensor<4096x128256xf32>
    %195 = stablehlo.add %192, %194 : tensor<4096x128256xf32>
    %cst_62 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %196 = stablehlo.broadcast_in_dim %cst_62, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %197 = stablehlo.multiply %196, %arg24 : tensor<128256x4096xf32>
    %cst_63 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %198 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %199 = stablehlo.multiply %198, %133 : tensor<128256x4096xf32>
    %200 = stablehlo.multiply %199, %133 : tensor<128256x4096xf32>
    %201 = stablehlo.add %197, %200 : tensor<128256x4096xf32>
    %cst_64 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %202 = stablehlo.broadcast_in_dim %cst_64, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %203 = stablehlo.multiply %202, %arg25 : tensor<4096xf32>
    %cst_65 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %204 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %205 = stablehlo.multiply %204, %105 : tensor<4096xf32>
    %206 = stablehlo.multiply %205, %105 : tensor<4096xf32>
    %207 = stablehlo.add %203, %206 : tensor<4096xf32>
    %cst_66 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %208 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %209 = stablehlo.multiply %208, %arg26 : tensor<32x4096xf32>
    %cst_67 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %210 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %211 = stablehlo.multiply %210, %130#14 : tensor<32x4096xf32>
    %212 = stablehlo.multiply %211, %130#14 : tensor<32x4096xf32>
    %213 = stablehlo.add %209, %212 : tensor<32x4096xf32>
    %cst_68 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %214 = stablehlo.broadcast_in_dim %cst_68, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %215 = stablehlo.multiply %214, %arg27 : tensor<32x4096xf32>
    %cst_69 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %216 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %217 = stablehlo.multiply %216, %130#15 : tensor<32x4096xf32>
    %218 = stablehlo.multiply %217, %130#15 : tensor<32x4096xf32>
    %219 = stablehlo.add %215, %218 : tensor<32x4096xf32>
    %cst_70 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %220 = stablehlo.broadcast_in_dim %cst_70, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %221 = stablehlo.multiply %220, %arg28 : tensor<32x14336x4096xf32>
    %cst_71 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %222 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %223 = stablehlo.multiply %222, %130#16 : tensor<32x14336x4096xf32>
    %224 = stablehlo.multiply %223, %130#16 : tensor<32x14336x4096xf32>
    %225 = stablehlo.add %221, %224 : tensor<32x14336x4096xf32>
    %cst_72 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %226 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %227 = stablehlo.multiply %226, %arg29 : tensor<32x4096x14336xf32>
    %cst_73 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %228 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %229 = stablehlo.multiply %228, %130#17 : tensor<32x4096x14336xf32>
    %230 = stablehlo.multiply %229, %130#17 : tensor<32x4096x14336xf32>
    %231 = stablehlo.add %227, %230 : tensor<32x4096x14336xf32>
    %cst_74 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %232 = stablehlo.broadcast_in_dim %cst_74, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %233 = stablehlo.multiply %232, %arg30 : tensor<32x4096x14336xf32>
    %cst_75 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %234 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %235 = stablehlo.multiply %234, %130#18 : tensor<32x4096x14336xf32>
    %236 = stablehlo.multiply %235, %130#18 : tensor<32x4096x14336xf32>
    %237 = stablehlo.add %233, %236 : tensor<32x4096x14336xf32>
    %cst_76 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %238 = stablehlo.broadcast_in_dim %cst_76, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %239 = stablehlo.multiply %238, %arg31 : tensor<32x4096x8x128xf32>
    %cst_77 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %241 = stablehlo.multiply %240, %130#19 : tensor<32x4096x8x128xf32>
    %242 = stablehlo.multiply %241, %130#19 : tensor<32x4096x8x128xf32>
    %243 = stablehlo.add %239, %242 : tensor<32x4096x8x128xf32>
    %cst_78 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %244 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %245 = stablehlo.multiply %244, %arg32 : tensor<32x32x128x4096xf32>
    %cst_79 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %246 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %247 = stablehlo.multiply %246, %130#20 : tensor<32x32x128x4096xf32>
    %248 = stablehlo.multiply %247, %130#20 : tensor<32x32x128x4096xf32>
    %249 = stablehlo.add %245, %248 : tensor<32x32x128x4096xf32>
    %cst_80 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %250 = stablehlo.broadcast_in_dim %cst_80, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %251 = stablehlo.multiply %250, %arg33 : tensor<32x4096x32x128xf32>
    %cst_81 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %253 = stablehlo.multiply %252, %130#21 : tensor<32x4096x32x128xf32>
    %254 = stablehlo.multiply %253, %130#21 : tensor<32x4096x32x128xf32>
    %255 = stablehlo.add %251, %254 : tensor<32x4096x32x128xf32>
    %cst_82 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %256 = stablehlo.broadcast_in_dim %cst_82, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %257 = stablehlo.multiply %256, %arg34 : tensor<32x4096x8x128xf32>
    %cst_83 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %259 = stablehlo.multiply %258, %130#22 : tensor<32x4096x8x128xf32>
    %260 = stablehlo.multiply %259, %130#22 : tensor<32x4096x8x128xf32>
    %261 = stablehlo.add %257, %260 : tensor<32x4096x8x128xf32>
    %cst_84 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %262 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %263 = stablehlo.multiply %262, %arg35 : tensor<4096x128256xf32>
    %cst_85 = stablehlo.constant dense<5.000000e-02> : tensor<f32>
    %264 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %265 = stablehlo.multiply %264, %97 : tensor<4096x128256xf32>
    %266 = stablehlo.multiply %265, %97 : tensor<4096x128256xf32>
    %267 = stablehlo.add %263, %266 : tensor<4096x128256xf32>
    %cst_86 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %268 = stablehlo.power %cst_86, %135 : tensor<f32>
    %cst_87 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %269 = stablehlo.subtract %cst_87, %268 : tensor<f32>
    %cst_88 = stablehlo.constant dense<0.949999988> : tensor<f32>
    %270 = stablehlo.power %cst_88, %135 : tensor<f32>
    %cst_89 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %271 = stablehlo.subtract %cst_89, %270 : tensor<f32>
    %272 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %273 = stablehlo.divide %140, %272 : tensor<128256x4096xf32>
    %274 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %275 = stablehlo.divide %201, %274 : tensor<128256x4096xf32>
    %276 = stablehlo.sqrt %275 : tensor<128256x4096xf32>
    %cst_90 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %277 = stablehlo.broadcast_in_dim %cst_90, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %278 = stablehlo.add %276, %277 : tensor<128256x4096xf32>
    %279 = stablehlo.divide %273, %278 : tensor<128256x4096xf32>
    %cst_91 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %281 = stablehlo.multiply %280, %arg0 : tensor<128256x4096xf32>
    %282 = stablehlo.add %279, %281 : tensor<128256x4096xf32>
    %cst_92 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %283 = stablehlo.broadcast_in_dim %cst_92, dims = [] : (tensor<f32>) -> tensor<128256x4096xf32>
    %284 = stablehlo.multiply %283, %282 : tensor<128256x4096xf32>
    %285 = stablehlo.subtract %arg0, %284 : tensor<128256x4096xf32>
    %286 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %287 = stablehlo.divide %145, %286 : tensor<4096xf32>
    %288 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %289 = stablehlo.divide %207, %288 : tensor<4096xf32>
    %290 = stablehlo.sqrt %289 : tensor<4096xf32>
    %cst_93 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %291 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %292 = stablehlo.add %290, %291 : tensor<4096xf32>
    %293 = stablehlo.divide %287, %292 : tensor<4096xf32>
    %cst_94 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %294 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %295 = stablehlo.multiply %294, %arg1 : tensor<4096xf32>
    %296 = stablehlo.add %293, %295 : tensor<4096xf32>
    %cst_95 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %297 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<4096xf32>
    %298 = stablehlo.multiply %297, %296 : tensor<4096xf32>
    %299 = stablehlo.subtract %arg1, %298 : tensor<4096xf32>
    %300 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %301 = stablehlo.divide %150, %300 : tensor<32x4096xf32>
    %302 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %303 = stablehlo.divide %213, %302 : tensor<32x4096xf32>
    %304 = stablehlo.sqrt %303 : tensor<32x4096xf32>
    %cst_96 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %306 = stablehlo.add %304, %305 : tensor<32x4096xf32>
    %307 = stablehlo.divide %301, %306 : tensor<32x4096xf32>
    %cst_97 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_97, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %309 = stablehlo.multiply %308, %arg2 : tensor<32x4096xf32>
    %310 = stablehlo.add %307, %309 : tensor<32x4096xf32>
    %cst_98 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %312 = stablehlo.multiply %311, %310 : tensor<32x4096xf32>
    %313 = stablehlo.subtract %arg2, %312 : tensor<32x4096xf32>
    %314 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %315 = stablehlo.divide %155, %314 : tensor<32x4096xf32>
    %316 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %317 = stablehlo.divide %219, %316 : tensor<32x4096xf32>
    %318 = stablehlo.sqrt %317 : tensor<32x4096xf32>
    %cst_99 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %319 = stablehlo.broadcast_in_dim %cst_99, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %320 = stablehlo.add %318, %319 : tensor<32x4096xf32>
    %321 = stablehlo.divide %315, %320 : tensor<32x4096xf32>
    %cst_100 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %322 = stablehlo.broadcast_in_dim %cst_100, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %323 = stablehlo.multiply %322, %arg3 : tensor<32x4096xf32>
    %324 = stablehlo.add %321, %323 : tensor<32x4096xf32>
    %cst_101 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %325 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<32x4096xf32>
    %326 = stablehlo.multiply %325, %324 : tensor<32x4096xf32>
    %327 = stablehlo.subtract %arg3, %326 : tensor<32x4096xf32>
    %328 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %329 = stablehlo.divide %160, %328 : tensor<32x14336x4096xf32>
    %330 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %331 = stablehlo.divide %225, %330 : tensor<32x14336x4096xf32>
    %332 = stablehlo.sqrt %331 : tensor<32x14336x4096xf32>
    %cst_102 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %333 = stablehlo.broadcast_in_dim %cst_102, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %334 = stablehlo.add %332, %333 : tensor<32x14336x4096xf32>
    %335 = stablehlo.divide %329, %334 : tensor<32x14336x4096xf32>
    %cst_103 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %336 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %337 = stablehlo.multiply %336, %arg4 : tensor<32x14336x4096xf32>
    %338 = stablehlo.add %335, %337 : tensor<32x14336x4096xf32>
    %cst_104 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %339 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<32x14336x4096xf32>
    %340 = stablehlo.multiply %339, %338 : tensor<32x14336x4096xf32>
    %341 = stablehlo.subtract %arg4, %340 : tensor<32x14336x4096xf32>
    %342 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %343 = stablehlo.divide %165, %342 : tensor<32x4096x14336xf32>
    %344 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %345 = stablehlo.divide %231, %344 : tensor<32x4096x14336xf32>
    %346 = stablehlo.sqrt %345 : tensor<32x4096x14336xf32>
    %cst_105 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %347 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %348 = stablehlo.add %346, %347 : tensor<32x4096x14336xf32>
    %349 = stablehlo.divide %343, %348 : tensor<32x4096x14336xf32>
    %cst_106 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %350 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %351 = stablehlo.multiply %350, %arg5 : tensor<32x4096x14336xf32>
    %352 = stablehlo.add %349, %351 : tensor<32x4096x14336xf32>
    %cst_107 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %353 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %354 = stablehlo.multiply %353, %352 : tensor<32x4096x14336xf32>
    %355 = stablehlo.subtract %arg5, %354 : tensor<32x4096x14336xf32>
    %356 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %357 = stablehlo.divide %170, %356 : tensor<32x4096x14336xf32>
    %358 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %359 = stablehlo.divide %237, %358 : tensor<32x4096x14336xf32>
    %360 = stablehlo.sqrt %359 : tensor<32x4096x14336xf32>
    %cst_108 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %362 = stablehlo.add %360, %361 : tensor<32x4096x14336xf32>
    %363 = stablehlo.divide %357, %362 : tensor<32x4096x14336xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %364 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %365 = stablehlo.multiply %364, %arg6 : tensor<32x4096x14336xf32>
    %366 = stablehlo.add %363, %365 : tensor<32x4096x14336xf32>
    %cst_110 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %367 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<32x4096x14336xf32>
    %368 = stablehlo.multiply %367, %366 : tensor<32x4096x14336xf32>
    %369 = stablehlo.subtract %arg6, %368 : tensor<32x4096x14336xf32>
    %370 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %371 = stablehlo.divide %175, %370 : tensor<32x4096x8x128xf32>
    %372 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %373 = stablehlo.divide %243, %372 : tensor<32x4096x8x128xf32>
    %374 = stablehlo.sqrt %373 : tensor<32x4096x8x128xf32>
    %cst_111 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %375 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %376 = stablehlo.add %374, %375 : tensor<32x4096x8x128xf32>
    %377 = stablehlo.divide %371, %376 : tensor<32x4096x8x128xf32>
    %cst_112 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %378 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %379 = stablehlo.multiply %378, %arg7 : tensor<32x4096x8x128xf32>
    %380 = stablehlo.add %377, %379 : tensor<32x4096x8x128xf32>
    %cst_113 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %381 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %382 = stablehlo.multiply %381, %380 : tensor<32x4096x8x128xf32>
    %383 = stablehlo.subtract %arg7, %382 : tensor<32x4096x8x128xf32>
    %384 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %385 = stablehlo.divide %180, %384 : tensor<32x32x128x4096xf32>
    %386 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %387 = stablehlo.divide %249, %386 : tensor<32x32x128x4096xf32>
    %388 = stablehlo.sqrt %387 : tensor<32x32x128x4096xf32>
    %cst_114 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %389 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %390 = stablehlo.add %388, %389 : tensor<32x32x128x4096xf32>
    %391 = stablehlo.divide %385, %390 : tensor<32x32x128x4096xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %392 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %393 = stablehlo.multiply %392, %arg8 : tensor<32x32x128x4096xf32>
    %394 = stablehlo.add %391, %393 : tensor<32x32x128x4096xf32>
    %cst_116 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %395 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<32x32x128x4096xf32>
    %396 = stablehlo.multiply %395, %394 : tensor<32x32x128x4096xf32>
    %397 = stablehlo.subtract %arg8, %396 : tensor<32x32x128x4096xf32>
    %398 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %399 = stablehlo.divide %185, %398 : tensor<32x4096x32x128xf32>
    %400 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %401 = stablehlo.divide %255, %400 : tensor<32x4096x32x128xf32>
    %402 = stablehlo.sqrt %401 : tensor<32x4096x32x128xf32>
    %cst_117 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %403 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %404 = stablehlo.add %402, %403 : tensor<32x4096x32x128xf32>
    %405 = stablehlo.divide %399, %404 : tensor<32x4096x32x128xf32>
    %cst_118 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %406 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %407 = stablehlo.multiply %406, %arg9 : tensor<32x4096x32x128xf32>
    %408 = stablehlo.add %405, %407 : tensor<32x4096x32x128xf32>
    %cst_119 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %409 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<32x4096x32x128xf32>
    %410 = stablehlo.multiply %409, %408 : tensor<32x4096x32x128xf32>
    %411 = stablehlo.subtract %arg9, %410 : tensor<32x4096x32x128xf32>
    %412 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %413 = stablehlo.divide %190, %412 : tensor<32x4096x8x128xf32>
    %414 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %415 = stablehlo.divide %261, %414 : tensor<32x4096x8x128xf32>
    %416 = stablehlo.sqrt %415 : tensor<32x4096x8x128xf32>
    %cst_120 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %417 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %418 = stablehlo.add %416, %417 : tensor<32x4096x8x128xf32>
    %419 = stablehlo.divide %413, %418 : tensor<32x4096x8x128xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %420 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %421 = stablehlo.multiply %420, %arg10 : tensor<32x4096x8x128xf32>
    %422 = stablehlo.add %419, %421 : tensor<32x4096x8x128xf32>
    %cst_122 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<32x4096x8x128xf32>
    %424 = stablehlo.multiply %423, %422 : tensor<32x4096x8x128xf32>
    %425 = stablehlo.subtract %arg10, %424 : tensor<32x4096x8x128xf32>
    %426 = stablehlo.broadcast_in_dim %269, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %427 = stablehlo.divide %195, %426 : tensor<4096x128256xf32>
    %428 = stablehlo.broadcast_in_dim %271, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %429 = stablehlo.divide %267, %428 : tensor<4096x128256xf32>
    %430 = stablehlo.sqrt %429 : tensor<4096x128256xf32>
    %cst_123 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %431 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %432 = stablehlo.add %430, %431 : tensor<4096x128256xf32>
    %433 = stablehlo.divide %427, %432 : tensor<4096x128256xf32>
    %cst_124 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %434 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %435 = stablehlo.multiply %434, %arg11 : tensor<4096x128256xf32>
    %436 = stablehlo.add %433, %435 : tensor<4096x128256xf32>
    %cst_125 = stablehlo.constant dense<3.000000e-04> : tensor<f32>
    %437 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<4096x128256xf32>
    %438 = stablehlo.multiply %437, %436 : tensor<4096x128256xf32>
    %439 = stablehlo.subtract %arg11, %438 : tensor<4096x128256xf32>
    return %285, %299, %313, %327, %341, %355, %369, %383, %397, %411, %425, %439, %140, %145, %150, %155, %160, %165, %170, %175, %180, %185, %190, %195, %201, %207, %213, %219, %225, %231, %237, %243, %249, %255, %261, %267, %134, %77 : tensor<128256x4096xf32>, tensor<4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<4096x128256xf32>, tensor<128256x4096xf32>, tensor<4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<4096x128256xf32>, tensor<128256x4096xf32>, tensor<4096xf32>, tensor<32x4096xf32>, tensor<32x4096xf32>, tensor<32x14336x4096xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x14336xf32>, tensor<32x4096x8x128xf32>, tensor<32x32x128x4096xf32>, tensor<32x4096x32x128xf32>, tensor<32x4096x8x128xf32>, tensor<4096x128256xf32>, tensor<i32>, tensor<f32>
  }
  func.func private @_take(%arg0: tensor<128256x4096xbf16>, %arg1: tensor<64x2048xi32>) -> (tensor<64x2048x4096xbf16>, tensor<64x2048x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x2048xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x2048xi32>, tensor<64x2048xi32>) -> tensor<64x2048xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x2048xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x2048xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<64x2048xi1>, tensor<64x2048xi32>, tensor<64x2048xi32>) -> tensor<64x2048xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<64x2048xi32>) -> tensor<64x2048x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x2048x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x2048x1xi32>, tensor<64x2048x1xi32>) -> tensor<64x2048x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<64x2048x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x2048x1xi32>, tensor<64x2048x1xi32>) -> tensor<64x2048x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x2048x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<64x2048x1xi1>, tensor<i1>) -> tensor<64x2048xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 4096>}> : (tensor<128256x4096xbf16>, tensor<64x2048x1xi32>) -> tensor<64x2048x4096xbf16>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<64x2048xi1>) -> tensor<64x2048x4096xi1>
    %cst = stablehlo.constant dense<0x7FC0> : tensor<bf16>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x2048x4096xbf16>
    %16 = stablehlo.select %14, %13, %15 : tensor<64x2048x4096xi1>, tensor<64x2048x4096xbf16>
    return %16, %5 : tensor<64x2048x4096xbf16>, tensor<64x2048x1xi32>
  }
  func.func private @_where(%arg0: tensor<64x2048xi1>, %arg1: tensor<64x2048xi32>, %arg2: tensor<64x2048xi32>) -> tensor<64x2048xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<64x2048xi1>, tensor<64x2048xi32>
    return %0 : tensor<64x2048xi32>
  }
  func.func private @tril(%arg0: tensor<2048x2048xi1>) -> tensor<2048x2048xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %2 = stablehlo.add %0, %1 : tensor<2048x2048xi32>
    %3 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<2048x2048xi1>, tensor<2048x2048xi1>
    return %6 : tensor<2048x2048xi1>
  }
  func.func private @_where_0(%arg0: tensor<1x1x1x2048x2048xi1>, %arg1: tensor<f32>) -> (tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x2048x2048xi1>) -> tensor<64x8x4x2048x2048xi1>
    %1 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x2048xf32>
    return %0, %1 : tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<32x4096xf32>, %arg1: tensor<i32>) -> tensor<4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 4096] : (tensor<32x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<1x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096xf32>) -> tensor<4096xf32>
    return %1 : tensor<4096xf32>
  }
  func.func private @dynamic_index_in_dim_1(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<i32>) -> tensor<14336x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 14336, 4096] : (tensor<32x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x14336x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x14336x4096xf32>) -> tensor<14336x4096xf32>
    return %1 : tensor<14336x4096xf32>
  }
  func.func private @dynamic_index_in_dim_2(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<i32>) -> tensor<4096x14336xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, sizes = [1, 4096, 14336] : (tensor<32x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x14336xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x14336xf32>) -> tensor<4096x14336xf32>
    return %1 : tensor<4096x14336xf32>
  }
  func.func private @dynamic_index_in_dim_3(%arg0: tensor<32x4096x8x128xf32>, %arg1: tensor<i32>) -> tensor<4096x8x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4096, 8, 128] : (tensor<32x4096x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x8x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x8x128xf32>) -> tensor<4096x8x128xf32>
    return %1 : tensor<4096x8x128xf32>
  }
  func.func private @dynamic_index_in_dim_4(%arg0: tensor<32x32x128x4096xf32>, %arg1: tensor<i32>) -> tensor<32x128x4096xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 32, 128, 4096] : (tensor<32x32x128x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x32x128x4096xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x32x128x4096xf32>) -> tensor<32x128x4096xf32>
    return %1 : tensor<32x128x4096xf32>
  }
  func.func private @dynamic_index_in_dim_5(%arg0: tensor<32x4096x32x128xf32>, %arg1: tensor<i32>) -> tensor<4096x32x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 4096, 32, 128] : (tensor<32x4096x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x4096x32x128xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x4096x32x128xf32>) -> tensor<4096x32x128xf32>
    return %1 : tensor<4096x32x128xf32>
  }
  func.func private @closed_call(%arg0: tensor<1x2048x1x64xf32>, %arg1: tensor<1x2048x1x64xf32>, %arg2: tensor<1x2048x1x64xf32>, %arg3: tensor<1x2048x1x64xf32>, %arg4: tensor<f32>, %arg5: tensor<64x8x4x2048x2048xi1>, %arg6: tensor<64x8x4x2048x2048xf32>, %arg7: tensor<64x2048x4096xbf16>, %arg8: tensor<4096xf32>, %arg9: tensor<4096xf32>, %arg10: tensor<14336x4096xf32>, %arg11: tensor<4096x14336xf32>, %arg12: tensor<4096x14336xf32>, %arg13: tensor<4096x8x128xf32>, %arg14: tensor<32x128x4096xf32>, %arg15: tensor<4096x32x128xf32>, %arg16: tensor<4096x8x128xf32>) -> (tensor<64x2048x4096xbf16>, tensor<64x2048x4096xbf16>) {
    %0 = sdy.sharding_constraint %arg8 <@mesh, [{}]> : tensor<4096xf32>
    %1 = sdy.sharding_constraint %arg9 <@mesh, [{}]> : tensor<4096xf32>
    %2 = sdy.sharding_constraint %arg10 <@mesh, [{"tensor"}, {"fsdp"}]> : tensor<14336x4096xf32>
    %3 = sdy.sharding_constraint %arg11 <@mesh, [{"fsdp"}, {"tensor"}]> : tensor<4096x14336xf32>
    %4 = sdy.sharding_constraint %arg12 <@mesh, [{"fsdp"}, {"tensor"}]> : tensor<4096x14336xf32>
    %5 = sdy.sharding_constraint %arg13 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x8x128xf32>
    %6 = sdy.sharding_constraint %arg14 <@mesh, [{"tensor"}, {}, {"fsdp"}]> : tensor<32x128x4096xf32>
    %7 = sdy.sharding_constraint %arg15 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x32x128xf32>
    %8 = sdy.sharding_constraint %arg16 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x8x128xf32>
    %9 = stablehlo.convert %arg7 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<64x2048x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<64x2048x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x2048x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64x2048x1xf32>
    %18 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %19 = stablehlo.multiply %9, %18 : tensor<64x2048x4096xf32>
    %20 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %21 = stablehlo.broadcast_in_dim %20, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %22 = stablehlo.multiply %19, %21 : tensor<64x2048x4096xf32>
    %23 = stablehlo.convert %22 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %24 = sdy.sharding_constraint %23 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %25 = stablehlo.convert %7 : (tensor<4096x32x128xf32>) -> tensor<4096x32x128xbf16>
    %26 = stablehlo.convert %5 : (tensor<4096x8x128xf32>) -> tensor<4096x8x128xbf16>
    %27 = stablehlo.convert %8 : (tensor<4096x8x128xf32>) -> tensor<4096x8x128xbf16>
    %28 = stablehlo.convert %6 : (tensor<32x128x4096xf32>) -> tensor<32x128x4096xbf16>
    %29 = stablehlo.dot_general %24, %25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x32x128xbf16>) -> tensor<64x2048x32x128xbf16>
    %30 = stablehlo.dot_general %24, %26, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x8x128xbf16>) -> tensor<64x2048x8x128xbf16>
    %31 = stablehlo.dot_general %24, %27, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x8x128xbf16>) -> tensor<64x2048x8x128xbf16>
    %32 = stablehlo.convert %29 : (tensor<64x2048x32x128xbf16>) -> tensor<64x2048x32x128xf32>
    %33 = stablehlo.slice %32 [0:64, 0:2048, 0:32, 0:64] : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x64xf32>
    %34 = stablehlo.slice %32 [0:64, 0:2048, 0:32, 64:128] : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x64xf32>
    %35 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %36 = stablehlo.multiply %33, %35 : tensor<64x2048x32x64xf32>
    %37 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %38 = stablehlo.multiply %34, %37 : tensor<64x2048x32x64xf32>
    %39 = stablehlo.subtract %36, %38 : tensor<64x2048x32x64xf32>
    %40 = stablehlo.broadcast_in_dim %arg2, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %41 = stablehlo.multiply %34, %40 : tensor<64x2048x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %arg3, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %43 = stablehlo.multiply %33, %42 : tensor<64x2048x32x64xf32>
    %44 = stablehlo.add %41, %43 : tensor<64x2048x32x64xf32>
    %45 = stablehlo.concatenate %39, %44, dim = 3 : (tensor<64x2048x32x64xf32>, tensor<64x2048x32x64xf32>) -> tensor<64x2048x32x128xf32>
    %46 = stablehlo.convert %45 : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x128xbf16>
    %47 = stablehlo.convert %30 : (tensor<64x2048x8x128xbf16>) -> tensor<64x2048x8x128xf32>
    %48 = stablehlo.slice %47 [0:64, 0:2048, 0:8, 0:64] : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x64xf32>
    %49 = stablehlo.slice %47 [0:64, 0:2048, 0:8, 64:128] : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x64xf32>
    %50 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %51 = stablehlo.multiply %48, %50 : tensor<64x2048x8x64xf32>
    %52 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %53 = stablehlo.multiply %49, %52 : tensor<64x2048x8x64xf32>
    %54 = stablehlo.subtract %51, %53 : tensor<64x2048x8x64xf32>
    %55 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %56 = stablehlo.multiply %49, %55 : tensor<64x2048x8x64xf32>
    %57 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %58 = stablehlo.multiply %48, %57 : tensor<64x2048x8x64xf32>
    %59 = stablehlo.add %56, %58 : tensor<64x2048x8x64xf32>
    %60 = stablehlo.concatenate %54, %59, dim = 3 : (tensor<64x2048x8x64xf32>, tensor<64x2048x8x64xf32>) -> tensor<64x2048x8x128xf32>
    %61 = stablehlo.convert %60 : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x128xbf16>
    %62 = stablehlo.reshape %46 : (tensor<64x2048x32x128xbf16>) -> tensor<64x2048x8x4x128xbf16>
    %63 = stablehlo.dot_general %61, %62, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<64x2048x8x4x128xbf16>) -> tensor<64x8x2048x2048x4xbf16>
    %64 = stablehlo.transpose %63, dims = [0, 1, 4, 3, 2] : (tensor<64x8x2048x2048x4xbf16>) -> tensor<64x8x4x2048x2048xbf16>
    %65 = stablehlo.convert %64 : (tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x4x2048x2048xf32>
    %66 = stablehlo.broadcast_in_dim %arg4, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x2048xf32>
    %67 = stablehlo.divide %65, %66 : tensor<64x8x4x2048x2048xf32>
    %68 = call @_where_6(%67, %arg5, %arg6) : (tensor<64x8x4x2048x2048xf32>, tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xf32>
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %69 = stablehlo.reduce(%68 init: %cst_2) applies stablehlo.maximum across dimensions = [4] : (tensor<64x8x4x2048x2048xf32>, tensor<f32>) -> tensor<64x8x4x2048xf32>
    %cst_3 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %70 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048xf32>
    %71 = stablehlo.maximum %70, %69 : tensor<64x8x4x2048xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<64x8x4x2048xf32>) -> tensor<64x8x4x2048x1xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2048x1xf32>) -> tensor<64x8x4x2048x2048xf32>
    %74 = stablehlo.subtract %68, %73 : tensor<64x8x4x2048x2048xf32>
    %75 = stablehlo.exponential %74 : tensor<64x8x4x2048x2048xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %76 = stablehlo.reduce(%75 init: %cst_4) applies stablehlo.add across dimensions = [4] : (tensor<64x8x4x2048x2048xf32>, tensor<f32>) -> tensor<64x8x4x2048xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<64x8x4x2048xf32>) -> tensor<64x8x4x2048x1xf32>
    %78 = stablehlo.broadcast_in_dim %77, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2048x1xf32>) -> tensor<64x8x4x2048x2048xf32>
    %79 = stablehlo.divide %75, %78 : tensor<64x8x4x2048x2048xf32>
    %80 = stablehlo.convert %79 : (tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xbf16>
    %81 = stablehlo.dot_general %31, %80, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x128x4x2048xbf16>
    %82 = stablehlo.transpose %81, dims = [0, 4, 1, 3, 2] : (tensor<64x8x128x4x2048xbf16>) -> tensor<64x2048x8x4x128xbf16>
    %83 = stablehlo.reshape %82 : (tensor<64x2048x8x4x128xbf16>) -> tensor<64x2048x32x128xbf16>
    %84 = stablehlo.dot_general %83, %28, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x32x128xbf16>, tensor<32x128x4096xbf16>) -> tensor<64x2048x4096xbf16>
    %85 = stablehlo.add %arg7, %84 : tensor<64x2048x4096xbf16>
    %86 = sdy.sharding_constraint %85 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    %87 = stablehlo.convert %86 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %88 = stablehlo.multiply %87, %87 : tensor<64x2048x4096xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %89 = stablehlo.reduce(%88 init: %cst_5) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %90 = stablehlo.broadcast_in_dim %89, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %cst_6 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %91 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %92 = stablehlo.divide %90, %91 : tensor<64x2048x1xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %93 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %94 = stablehlo.add %92, %93 : tensor<64x2048x1xf32>
    %95 = stablehlo.rsqrt %94 : tensor<64x2048x1xf32>
    %96 = stablehlo.broadcast_in_dim %95, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %97 = stablehlo.multiply %87, %96 : tensor<64x2048x4096xf32>
    %98 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %99 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %100 = stablehlo.multiply %97, %99 : tensor<64x2048x4096xf32>
    %101 = stablehlo.convert %100 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %102 = sdy.sharding_constraint %101 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %103 = stablehlo.convert %3 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
    %104 = stablehlo.dot_general %102, %103, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<64x2048x14336xbf16>
    %105 = stablehlo.convert %4 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
    %106 = stablehlo.dot_general %102, %105, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<64x2048x14336xbf16>
    %107 = call @silu(%104) : (tensor<64x2048x14336xbf16>) -> tensor<64x2048x14336xbf16>
    %108 = stablehlo.multiply %107, %106 : tensor<64x2048x14336xbf16>
    %109 = stablehlo.convert %2 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
    %110 = stablehlo.dot_general %108, %109, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x14336xbf16>, tensor<14336x4096xbf16>) -> tensor<64x2048x4096xbf16>
    %111 = stablehlo.add %86, %110 : tensor<64x2048x4096xbf16>
    %112 = sdy.sharding_constraint %111 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    return %112, %arg7 : tensor<64x2048x4096xbf16>, tensor<64x2048x4096xbf16>
  }
  func.func private @_where_6(%arg0: tensor<64x8x4x2048x2048xf32>, %arg1: tensor<64x8x4x2048x2048xi1>, %arg2: tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xf32> {
    %0 = stablehlo.select %arg1, %arg0, %arg2 : tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>
    return %0 : tensor<64x8x4x2048x2048xf32>
  }
  func.func private @silu(%arg0: tensor<64x2048x14336xbf16>) -> tensor<64x2048x14336xbf16> {
    %0 = stablehlo.negate %arg0 : tensor<64x2048x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<64x2048x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x2048x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<64x2048x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64x2048x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<64x2048x14336xbf16>
    %6 = stablehlo.multiply %arg0, %5 : tensor<64x2048x14336xbf16>
    return %6 : tensor<64x2048x14336xbf16>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<32x64x2048x4096xbf16>, %arg1: tensor<64x2048x4096xbf16>, %arg2: tensor<i32>) -> tensor<32x64x2048x4096xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<64x2048x4096xbf16>) -> tensor<1x64x2048x4096xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x64x2048x4096xbf16>, tensor<1x64x2048x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x64x2048x4096xbf16>
    return %1 : tensor<32x64x2048x4096xbf16>
  }
  func.func private @take_along_axis(%arg0: tensor<64x2048x128256xf32>, %arg1: tensor<64x2048x1xi32>) -> (tensor<64x2048x1xf32>, tensor<64x2048x1x1xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<64x2048x1xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<64x2048x1xi32>, tensor<64x2048x1xi32>) -> tensor<64x2048x1xi1>
    %c_0 = stablehlo.constant dense<128256> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<64x2048x1xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<64x2048x1xi32>
    %4 = stablehlo.select %1, %3, %arg1 : tensor<64x2048x1xi1>, tensor<64x2048x1xi32>
    %5 = stablehlo.reshape %4 : (tensor<64x2048x1xi32>) -> tensor<64x2048x1x1xi32>
    %c_1 = stablehlo.constant dense<128255> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<64x2048x1x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<64x2048x1x1xi32>, tensor<64x2048x1x1xi32>) -> tensor<64x2048x1x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [3] : (tensor<1xi32>) -> tensor<1x1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<1x1x1x1xi32>) -> tensor<64x2048x1x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<64x2048x1x1xi32>, tensor<64x2048x1x1xi32>) -> tensor<64x2048x1x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<64x2048x1x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [3] : (tensor<64x2048x1x1xi1>, tensor<i1>) -> tensor<64x2048x1xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [2], operand_batching_dims = [0, 1], start_indices_batching_dims = [0, 1], start_index_map = [2], index_vector_dim = 3>, indices_are_sorted = false, slice_sizes = array<i64: 1, 1, 1>}> : (tensor<64x2048x128256xf32>, tensor<64x2048x1x1xi32>) -> tensor<64x2048x1xf32>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %14 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %15 = stablehlo.select %12, %13, %14 : tensor<64x2048x1xi1>, tensor<64x2048x1xf32>
    return %15, %5 : tensor<64x2048x1xf32>, tensor<64x2048x1x1xi32>
  }
  func.func private @take_along_axis_7(%arg0: tensor<64x2048x1x1xi32>, %arg1: tensor<64x2048x1xf32>) -> tensor<64x2048x128256xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x2048x128256xf32>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<inserted_window_dims = [2], input_batching_dims = [0, 1], scatter_indices_batching_dims = [0, 1], scatter_dims_to_operand_dims = [2], index_vector_dim = 3>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
      stablehlo.return %2 : tensor<f32>
    }) : (tensor<64x2048x128256xf32>, tensor<64x2048x1x1xi32>, tensor<64x2048x1xf32>) -> tensor<64x2048x128256xf32>
    return %1 : tensor<64x2048x128256xf32>
  }
  func.func private @dynamic_index_in_dim_8(%arg0: tensor<32x64x2048x4096xbf16>, %arg1: tensor<i32>) -> tensor<64x2048x4096xbf16> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, %c_0, %c_1, sizes = [1, 64, 2048, 4096] : (tensor<32x64x2048x4096xbf16>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x64x2048x4096xbf16>
    %1 = stablehlo.reshape %0 : (tensor<1x64x2048x4096xbf16>) -> tensor<64x2048x4096xbf16>
    return %1 : tensor<64x2048x4096xbf16>
  }
  func.func private @closed_call_9(%arg0: tensor<2048x64xf32>, %arg1: tensor<2048x64xf32>, %arg2: tensor<64x2048x4096xbf16>, %arg3: tensor<64x2048x4096xbf16>, %arg4: tensor<4096xf32>, %arg5: tensor<4096xf32>, %arg6: tensor<14336x4096xf32>, %arg7: tensor<4096x14336xf32>, %arg8: tensor<4096x14336xf32>, %arg9: tensor<4096x8x128xf32>, %arg10: tensor<32x128x4096xf32>, %arg11: tensor<4096x32x128xf32>, %arg12: tensor<4096x8x128xf32>) -> (tensor<64x2048x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<14336x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<4096x8x128xf32>, tensor<32x128x4096xf32>, tensor<4096x32x128xf32>, tensor<4096x8x128xf32>) {
    %0 = sdy.sharding_constraint %arg4 <@mesh, [{}]> : tensor<4096xf32>
    %1 = sdy.sharding_constraint %arg5 <@mesh, [{}]> : tensor<4096xf32>
    %2 = sdy.sharding_constraint %arg6 <@mesh, [{"tensor"}, {"fsdp"}]> : tensor<14336x4096xf32>
    %3 = sdy.sharding_constraint %arg7 <@mesh, [{"fsdp"}, {"tensor"}]> : tensor<4096x14336xf32>
    %4 = sdy.sharding_constraint %arg8 <@mesh, [{"fsdp"}, {"tensor"}]> : tensor<4096x14336xf32>
    %5 = sdy.sharding_constraint %arg9 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x8x128xf32>
    %6 = sdy.sharding_constraint %arg10 <@mesh, [{"tensor"}, {}, {"fsdp"}]> : tensor<32x128x4096xf32>
    %7 = sdy.sharding_constraint %arg11 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x32x128xf32>
    %8 = sdy.sharding_constraint %arg12 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x8x128xf32>
    %9 = stablehlo.convert %arg3 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %10 = stablehlo.multiply %9, %9 : tensor<64x2048x4096xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %11 = stablehlo.reduce(%10 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %12 = stablehlo.broadcast_in_dim %11, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %cst_0 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %13 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %14 = stablehlo.divide %12, %13 : tensor<64x2048x1xf32>
    %cst_1 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %16 = stablehlo.add %14, %15 : tensor<64x2048x1xf32>
    %17 = stablehlo.rsqrt %16 : tensor<64x2048x1xf32>
    %18 = stablehlo.divide %17, %16 : tensor<64x2048x1xf32>
    %cst_2 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %20 = stablehlo.multiply %19, %18 : tensor<64x2048x1xf32>
    %21 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %22 = stablehlo.multiply %9, %21 : tensor<64x2048x4096xf32>
    %23 = stablehlo.broadcast_in_dim %0, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %25 = stablehlo.multiply %22, %24 : tensor<64x2048x4096xf32>
    %26 = stablehlo.convert %25 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %27 = sdy.sharding_constraint %26 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %28 = stablehlo.convert %7 : (tensor<4096x32x128xf32>) -> tensor<4096x32x128xbf16>
    %29 = stablehlo.convert %5 : (tensor<4096x8x128xf32>) -> tensor<4096x8x128xbf16>
    %30 = stablehlo.convert %8 : (tensor<4096x8x128xf32>) -> tensor<4096x8x128xbf16>
    %31 = stablehlo.convert %6 : (tensor<32x128x4096xf32>) -> tensor<32x128x4096xbf16>
    %32 = stablehlo.dot_general %27, %28, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x32x128xbf16>) -> tensor<64x2048x32x128xbf16>
    %33 = stablehlo.dot_general %27, %29, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x8x128xbf16>) -> tensor<64x2048x8x128xbf16>
    %34 = stablehlo.dot_general %27, %30, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x8x128xbf16>) -> tensor<64x2048x8x128xbf16>
    %35 = stablehlo.convert %32 : (tensor<64x2048x32x128xbf16>) -> tensor<64x2048x32x128xf32>
    %36 = stablehlo.slice %35 [0:64, 0:2048, 0:32, 0:64] : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x64xf32>
    %37 = stablehlo.slice %35 [0:64, 0:2048, 0:32, 64:128] : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x64xf32>
    %38 = stablehlo.broadcast_in_dim %arg0, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %39 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %41 = stablehlo.multiply %36, %40 : tensor<64x2048x32x64xf32>
    %42 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %43 = stablehlo.multiply %37, %42 : tensor<64x2048x32x64xf32>
    %44 = stablehlo.subtract %41, %43 : tensor<64x2048x32x64xf32>
    %45 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %46 = stablehlo.multiply %37, %45 : tensor<64x2048x32x64xf32>
    %47 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %48 = stablehlo.multiply %36, %47 : tensor<64x2048x32x64xf32>
    %49 = stablehlo.add %46, %48 : tensor<64x2048x32x64xf32>
    %50 = stablehlo.concatenate %44, %49, dim = 3 : (tensor<64x2048x32x64xf32>, tensor<64x2048x32x64xf32>) -> tensor<64x2048x32x128xf32>
    %51 = stablehlo.convert %50 : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x128xbf16>
    %52 = stablehlo.convert %33 : (tensor<64x2048x8x128xbf16>) -> tensor<64x2048x8x128xf32>
    %53 = stablehlo.slice %52 [0:64, 0:2048, 0:8, 0:64] : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x64xf32>
    %54 = stablehlo.slice %52 [0:64, 0:2048, 0:8, 64:128] : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x64xf32>
    %55 = stablehlo.broadcast_in_dim %arg0, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %56 = stablehlo.broadcast_in_dim %arg1, dims = [1, 3] : (tensor<2048x64xf32>) -> tensor<1x2048x1x64xf32>
    %57 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %58 = stablehlo.multiply %53, %57 : tensor<64x2048x8x64xf32>
    %59 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %60 = stablehlo.multiply %54, %59 : tensor<64x2048x8x64xf32>
    %61 = stablehlo.subtract %58, %60 : tensor<64x2048x8x64xf32>
    %62 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %63 = stablehlo.multiply %54, %62 : tensor<64x2048x8x64xf32>
    %64 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %65 = stablehlo.multiply %53, %64 : tensor<64x2048x8x64xf32>
    %66 = stablehlo.add %63, %65 : tensor<64x2048x8x64xf32>
    %67 = stablehlo.concatenate %61, %66, dim = 3 : (tensor<64x2048x8x64xf32>, tensor<64x2048x8x64xf32>) -> tensor<64x2048x8x128xf32>
    %68 = stablehlo.convert %67 : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x128xbf16>
    %69 = stablehlo.reshape %51 : (tensor<64x2048x32x128xbf16>) -> tensor<64x2048x8x4x128xbf16>
    %70 = stablehlo.dot_general %68, %69, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<64x2048x8x4x128xbf16>) -> tensor<64x8x2048x2048x4xbf16>
    %71 = stablehlo.transpose %70, dims = [0, 1, 4, 3, 2] : (tensor<64x8x2048x2048x4xbf16>) -> tensor<64x8x4x2048x2048xbf16>
    %72 = stablehlo.convert %71 : (tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x4x2048x2048xf32>
    %cst_3 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %73 = stablehlo.sqrt %cst_3 : tensor<f32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x2048xf32>
    %75 = stablehlo.divide %72, %74 : tensor<64x8x4x2048x2048xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %76 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %77 = call @tril_10(%76) : (tensor<2048x2048xi1>) -> tensor<2048x2048xi1>
    %78 = stablehlo.broadcast_in_dim %77, dims = [3, 4] : (tensor<2048x2048xi1>) -> tensor<1x1x1x2048x2048xi1>
    %cst_4 = stablehlo.constant dense<-1.000000e+30> : tensor<f32>
    %79:2 = call @_where_11(%78, %75, %cst_4) : (tensor<1x1x1x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>, tensor<f32>) -> (tensor<64x8x4x2048x2048xf32>, tensor<64x8x4x2048x2048xi1>)
    %cst_5 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %80 = stablehlo.reduce(%79#0 init: %cst_5) applies stablehlo.maximum across dimensions = [4] : (tensor<64x8x4x2048x2048xf32>, tensor<f32>) -> tensor<64x8x4x2048xf32>
    %cst_6 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048xf32>
    %82 = stablehlo.maximum %81, %80 : tensor<64x8x4x2048xf32>
    %83 = stablehlo.broadcast_in_dim %82, dims = [0, 1, 2, 3] : (tensor<64x8x4x2048xf32>) -> tensor<64x8x4x2048x1xf32>
    %84 = stablehlo.broadcast_in_dim %83, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2048x1xf32>) -> tensor<64x8x4x2048x2048xf32>
    %85 = stablehlo.subtract %79#0, %84 : tensor<64x8x4x2048x2048xf32>
    %86 = stablehlo.exponential %85 : tensor<64x8x4x2048x2048xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %87 = stablehlo.reduce(%86 init: %cst_7) applies stablehlo.add across dimensions = [4] : (tensor<64x8x4x2048x2048xf32>, tensor<f32>) -> tensor<64x8x4x2048xf32>
    %88 = stablehlo.broadcast_in_dim %87, dims = [0, 1, 2, 3] : (tensor<64x8x4x2048xf32>) -> tensor<64x8x4x2048x1xf32>
    %89 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2048x1xf32>) -> tensor<64x8x4x2048x2048xf32>
    %90 = stablehlo.divide %86, %89 : tensor<64x8x4x2048x2048xf32>
    %91 = stablehlo.multiply %88, %88 : tensor<64x8x4x2048x1xf32>
    %cst_8 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %92 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x1xf32>
    %93 = stablehlo.divide %92, %91 : tensor<64x8x4x2048x1xf32>
    %94 = stablehlo.convert %90 : (tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xbf16>
    %95 = stablehlo.dot_general %34, %94, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x128x4x2048xbf16>
    %96 = stablehlo.transpose %95, dims = [0, 4, 1, 3, 2] : (tensor<64x8x128x4x2048xbf16>) -> tensor<64x2048x8x4x128xbf16>
    %97 = stablehlo.reshape %96 : (tensor<64x2048x8x4x128xbf16>) -> tensor<64x2048x32x128xbf16>
    %98 = stablehlo.dot_general %97, %31, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x32x128xbf16>, tensor<32x128x4096xbf16>) -> tensor<64x2048x4096xbf16>
    %99 = stablehlo.add %arg3, %98 : tensor<64x2048x4096xbf16>
    %100 = sdy.sharding_constraint %99 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    %101 = stablehlo.convert %100 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %102 = stablehlo.multiply %101, %101 : tensor<64x2048x4096xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %103 = stablehlo.reduce(%102 init: %cst_9) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %104 = stablehlo.broadcast_in_dim %103, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %cst_10 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %105 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %106 = stablehlo.divide %104, %105 : tensor<64x2048x1xf32>
    %cst_11 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %107 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %108 = stablehlo.add %106, %107 : tensor<64x2048x1xf32>
    %109 = stablehlo.rsqrt %108 : tensor<64x2048x1xf32>
    %110 = stablehlo.divide %109, %108 : tensor<64x2048x1xf32>
    %cst_12 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %111 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %112 = stablehlo.multiply %111, %110 : tensor<64x2048x1xf32>
    %113 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %114 = stablehlo.multiply %101, %113 : tensor<64x2048x4096xf32>
    %115 = stablehlo.broadcast_in_dim %1, dims = [2] : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %117 = stablehlo.multiply %114, %116 : tensor<64x2048x4096xf32>
    %118 = stablehlo.convert %117 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %119 = sdy.sharding_constraint %118 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %120 = stablehlo.convert %3 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
    %121 = stablehlo.dot_general %119, %120, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<64x2048x14336xbf16>
    %122 = stablehlo.convert %4 : (tensor<4096x14336xf32>) -> tensor<4096x14336xbf16>
    %123 = stablehlo.dot_general %119, %122, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<4096x14336xbf16>) -> tensor<64x2048x14336xbf16>
    %124:3 = call @silu_12(%121) : (tensor<64x2048x14336xbf16>) -> (tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>)
    %125 = stablehlo.multiply %124#0, %123 : tensor<64x2048x14336xbf16>
    %126 = stablehlo.convert %2 : (tensor<14336x4096xf32>) -> tensor<14336x4096xbf16>
    %127 = sdy.sharding_constraint %arg2 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    %128 = stablehlo.dot_general %127, %125, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<64x2048x14336xbf16>) -> tensor<4096x14336xbf16>
    %129 = stablehlo.transpose %128, dims = [1, 0] : (tensor<4096x14336xbf16>) -> tensor<14336x4096xbf16>
    %130 = stablehlo.dot_general %127, %126, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<14336x4096xbf16>) -> tensor<64x2048x14336xbf16>
    %131 = stablehlo.convert %129 : (tensor<14336x4096xbf16>) -> tensor<14336x4096xf32>
    %132 = stablehlo.multiply %124#0, %130 : tensor<64x2048x14336xbf16>
    %133 = stablehlo.multiply %130, %123 : tensor<64x2048x14336xbf16>
    %134 = call @silu_13(%124#1, %121, %124#2, %133) : (tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>) -> tensor<64x2048x14336xbf16>
    %135 = stablehlo.dot_general %132, %119, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x14336xbf16>, tensor<64x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %136 = stablehlo.transpose %135, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %137 = stablehlo.dot_general %132, %122, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<64x2048x4096xbf16>
    %138 = stablehlo.convert %136 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
    %139 = stablehlo.dot_general %134, %119, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x14336xbf16>, tensor<64x2048x4096xbf16>) -> tensor<14336x4096xbf16>
    %140 = stablehlo.transpose %139, dims = [1, 0] : (tensor<14336x4096xbf16>) -> tensor<4096x14336xbf16>
    %141 = stablehlo.dot_general %134, %120, contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x14336xbf16>, tensor<4096x14336xbf16>) -> tensor<64x2048x4096xbf16>
    %142 = stablehlo.add %137, %141 : tensor<64x2048x4096xbf16>
    %143 = stablehlo.convert %140 : (tensor<4096x14336xbf16>) -> tensor<4096x14336xf32>
    %144 = sdy.sharding_constraint %142 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %145 = stablehlo.convert %144 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %146 = stablehlo.multiply %114, %145 : tensor<64x2048x4096xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %147 = stablehlo.reduce(%146 init: %cst_13) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %148 = stablehlo.reshape %147 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %149 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %150 = stablehlo.multiply %145, %149 : tensor<64x2048x4096xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%148 init: %cst_14) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %152 = stablehlo.multiply %101, %150 : tensor<64x2048x4096xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%152 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %154 = stablehlo.reshape %153 : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %155 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %156 = stablehlo.multiply %150, %155 : tensor<64x2048x4096xf32>
    %157 = stablehlo.multiply %154, %112 : tensor<64x2048x1xf32>
    %cst_16 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %159 = stablehlo.divide %157, %158 : tensor<64x2048x1xf32>
    %cst_17 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %160 = stablehlo.reduce(%159 init: %cst_17) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x1xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x4096xf32>
    %162 = stablehlo.multiply %101, %161 : tensor<64x2048x4096xf32>
    %163 = stablehlo.add %156, %162 : tensor<64x2048x4096xf32>
    %164 = stablehlo.multiply %161, %101 : tensor<64x2048x4096xf32>
    %165 = stablehlo.add %163, %164 : tensor<64x2048x4096xf32>
    %166 = stablehlo.convert %165 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %167 = stablehlo.add %127, %166 : tensor<64x2048x4096xbf16>
    %168 = sdy.sharding_constraint %167 <@mesh, [{"fsdp"}, {}, {"tensor"}]> : tensor<64x2048x4096xbf16>
    %169 = stablehlo.dot_general %168, %97, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<64x2048x32x128xbf16>) -> tensor<4096x32x128xbf16>
    %170 = stablehlo.transpose %169, dims = [1, 2, 0] : (tensor<4096x32x128xbf16>) -> tensor<32x128x4096xbf16>
    %171 = stablehlo.dot_general %168, %31, contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x4096xbf16>, tensor<32x128x4096xbf16>) -> tensor<64x2048x32x128xbf16>
    %172 = stablehlo.reshape %171 : (tensor<64x2048x32x128xbf16>) -> tensor<64x2048x8x4x128xbf16>
    %173 = stablehlo.transpose %172, dims = [0, 2, 4, 3, 1] : (tensor<64x2048x8x4x128xbf16>) -> tensor<64x8x128x4x2048xbf16>
    %174 = stablehlo.dot_general %173, %34, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [3], precision = [DEFAULT, DEFAULT] : (tensor<64x8x128x4x2048xbf16>, tensor<64x2048x8x128xbf16>) -> tensor<64x8x4x2048x2048xbf16>
    %175 = stablehlo.dot_general %173, %94, batching_dims = [0, 1] x [0, 1], contracting_dims = [3, 4] x [2, 3], precision = [DEFAULT, DEFAULT] : (tensor<64x8x128x4x2048xbf16>, tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x128x2048xbf16>
    %176 = stablehlo.transpose %175, dims = [0, 3, 1, 2] : (tensor<64x8x128x2048xbf16>) -> tensor<64x2048x8x128xbf16>
    %177 = stablehlo.convert %174 : (tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x4x2048x2048xf32>
    %178 = stablehlo.broadcast_in_dim %93, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2048x1xf32>) -> tensor<64x8x4x2048x2048xf32>
    %179 = stablehlo.multiply %177, %178 : tensor<64x8x4x2048x2048xf32>
    %180 = stablehlo.multiply %179, %86 : tensor<64x8x4x2048x2048xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.reduce(%180 init: %cst_18) applies stablehlo.add across dimensions = [4] : (tensor<64x8x4x2048x2048xf32>, tensor<f32>) -> tensor<64x8x4x2048xf32>
    %182 = stablehlo.reshape %181 : (tensor<64x8x4x2048xf32>) -> tensor<64x8x4x2048x1xf32>
    %183 = stablehlo.negate %182 : tensor<64x8x4x2048x1xf32>
    %184 = stablehlo.broadcast_in_dim %88, dims = [0, 1, 2, 3, 4] : (tensor<64x8x4x2048x1xf32>) -> tensor<64x8x4x2048x2048xf32>
    %185 = stablehlo.divide %177, %184 : tensor<64x8x4x2048x2048xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %186 = stablehlo.reduce(%183 init: %cst_19) applies stablehlo.add across dimensions = [4] : (tensor<64x8x4x2048x1xf32>, tensor<f32>) -> tensor<64x8x4x2048xf32>
    %187 = stablehlo.broadcast_in_dim %186, dims = [0, 1, 2, 3] : (tensor<64x8x4x2048xf32>) -> tensor<64x8x4x2048x2048xf32>
    %188 = stablehlo.add %185, %187 : tensor<64x8x4x2048x2048xf32>
    %189 = stablehlo.multiply %188, %86 : tensor<64x8x4x2048x2048xf32>
    %190 = call @_where_14(%79#1, %189) : (tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xf32>
    %191 = stablehlo.broadcast_in_dim %73, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x2048xf32>
    %192 = stablehlo.divide %190, %191 : tensor<64x8x4x2048x2048xf32>
    %193 = stablehlo.convert %192 : (tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xbf16>
    %194 = stablehlo.transpose %193, dims = [0, 1, 4, 3, 2] : (tensor<64x8x4x2048x2048xbf16>) -> tensor<64x8x2048x2048x4xbf16>
    %195 = stablehlo.dot_general %194, %68, batching_dims = [0, 1] x [0, 2], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x8x2048x2048x4xbf16>, tensor<64x2048x8x128xbf16>) -> tensor<64x8x2048x4x128xbf16>
    %196 = stablehlo.transpose %195, dims = [0, 2, 1, 3, 4] : (tensor<64x8x2048x4x128xbf16>) -> tensor<64x2048x8x4x128xbf16>
    %197 = stablehlo.dot_general %194, %69, batching_dims = [0, 1] x [0, 2], contracting_dims = [3, 4] x [1, 3], precision = [DEFAULT, DEFAULT] : (tensor<64x8x2048x2048x4xbf16>, tensor<64x2048x8x4x128xbf16>) -> tensor<64x8x2048x128xbf16>
    %198 = stablehlo.transpose %197, dims = [0, 2, 1, 3] : (tensor<64x8x2048x128xbf16>) -> tensor<64x2048x8x128xbf16>
    %199 = stablehlo.reshape %196 : (tensor<64x2048x8x4x128xbf16>) -> tensor<64x2048x32x128xbf16>
    %200 = stablehlo.convert %198 : (tensor<64x2048x8x128xbf16>) -> tensor<64x2048x8x128xf32>
    %201 = stablehlo.slice %200 [0:64, 0:2048, 0:8, 0:64] : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x64xf32>
    %202 = stablehlo.slice %200 [0:64, 0:2048, 0:8, 64:128] : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x64xf32>
    %203 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %204 = stablehlo.multiply %202, %203 : tensor<64x2048x8x64xf32>
    %205 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %206 = stablehlo.multiply %202, %205 : tensor<64x2048x8x64xf32>
    %207 = stablehlo.negate %201 : tensor<64x2048x8x64xf32>
    %208 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %209 = stablehlo.multiply %207, %208 : tensor<64x2048x8x64xf32>
    %210 = stablehlo.add %206, %209 : tensor<64x2048x8x64xf32>
    %211 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x8x64xf32>
    %212 = stablehlo.multiply %201, %211 : tensor<64x2048x8x64xf32>
    %213 = stablehlo.add %204, %212 : tensor<64x2048x8x64xf32>
    %214 = stablehlo.concatenate %213, %210, dim = 3 : (tensor<64x2048x8x64xf32>, tensor<64x2048x8x64xf32>) -> tensor<64x2048x8x128xf32>
    %215 = stablehlo.convert %214 : (tensor<64x2048x8x128xf32>) -> tensor<64x2048x8x128xbf16>
    %216 = stablehlo.convert %199 : (tensor<64x2048x32x128xbf16>) -> tensor<64x2048x32x128xf32>
    %217 = stablehlo.slice %216 [0:64, 0:2048, 0:32, 0:64] : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x64xf32>
    %218 = stablehlo.slice %216 [0:64, 0:2048, 0:32, 64:128] : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x64xf32>
    %219 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %220 = stablehlo.multiply %218, %219 : tensor<64x2048x32x64xf32>
    %221 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %222 = stablehlo.multiply %218, %221 : tensor<64x2048x32x64xf32>
    %223 = stablehlo.negate %217 : tensor<64x2048x32x64xf32>
    %224 = stablehlo.broadcast_in_dim %39, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %225 = stablehlo.multiply %223, %224 : tensor<64x2048x32x64xf32>
    %226 = stablehlo.add %222, %225 : tensor<64x2048x32x64xf32>
    %227 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x2048x1x64xf32>) -> tensor<64x2048x32x64xf32>
    %228 = stablehlo.multiply %217, %227 : tensor<64x2048x32x64xf32>
    %229 = stablehlo.add %220, %228 : tensor<64x2048x32x64xf32>
    %230 = stablehlo.concatenate %229, %226, dim = 3 : (tensor<64x2048x32x64xf32>, tensor<64x2048x32x64xf32>) -> tensor<64x2048x32x128xf32>
    %231 = stablehlo.convert %230 : (tensor<64x2048x32x128xf32>) -> tensor<64x2048x32x128xbf16>
    %232 = stablehlo.dot_general %176, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<64x2048x4096xbf16>) -> tensor<8x128x4096xbf16>
    %233 = stablehlo.transpose %232, dims = [2, 0, 1] : (tensor<8x128x4096xbf16>) -> tensor<4096x8x128xbf16>
    %234 = stablehlo.dot_general %176, %30, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<4096x8x128xbf16>) -> tensor<64x2048x4096xbf16>
    %235 = stablehlo.dot_general %215, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<64x2048x4096xbf16>) -> tensor<8x128x4096xbf16>
    %236 = stablehlo.transpose %235, dims = [2, 0, 1] : (tensor<8x128x4096xbf16>) -> tensor<4096x8x128xbf16>
    %237 = stablehlo.dot_general %215, %29, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x8x128xbf16>, tensor<4096x8x128xbf16>) -> tensor<64x2048x4096xbf16>
    %238 = stablehlo.add %234, %237 : tensor<64x2048x4096xbf16>
    %239 = stablehlo.dot_general %231, %27, contracting_dims = [0, 1] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x32x128xbf16>, tensor<64x2048x4096xbf16>) -> tensor<32x128x4096xbf16>
    %240 = stablehlo.transpose %239, dims = [2, 0, 1] : (tensor<32x128x4096xbf16>) -> tensor<4096x32x128xbf16>
    %241 = stablehlo.dot_general %231, %28, contracting_dims = [2, 3] x [1, 2], precision = [DEFAULT, DEFAULT] : (tensor<64x2048x32x128xbf16>, tensor<4096x32x128xbf16>) -> tensor<64x2048x4096xbf16>
    %242 = stablehlo.add %238, %241 : tensor<64x2048x4096xbf16>
    %243 = stablehlo.convert %170 : (tensor<32x128x4096xbf16>) -> tensor<32x128x4096xf32>
    %244 = stablehlo.convert %233 : (tensor<4096x8x128xbf16>) -> tensor<4096x8x128xf32>
    %245 = stablehlo.convert %236 : (tensor<4096x8x128xbf16>) -> tensor<4096x8x128xf32>
    %246 = stablehlo.convert %240 : (tensor<4096x32x128xbf16>) -> tensor<4096x32x128xf32>
    %247 = sdy.sharding_constraint %242 <@mesh, [{"fsdp"}, {}, {}]> : tensor<64x2048x4096xbf16>
    %248 = stablehlo.convert %247 : (tensor<64x2048x4096xbf16>) -> tensor<64x2048x4096xf32>
    %249 = stablehlo.multiply %22, %248 : tensor<64x2048x4096xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_20) applies stablehlo.add across dimensions = [0, 1] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %251 = stablehlo.reshape %250 : (tensor<4096xf32>) -> tensor<1x1x4096xf32>
    %252 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2] : (tensor<1x1x4096xf32>) -> tensor<64x2048x4096xf32>
    %253 = stablehlo.multiply %248, %252 : tensor<64x2048x4096xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%251 init: %cst_21) applies stablehlo.add across dimensions = [0, 1] : (tensor<1x1x4096xf32>, tensor<f32>) -> tensor<4096xf32>
    %255 = stablehlo.multiply %9, %253 : tensor<64x2048x4096xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x4096xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %257 = stablehlo.reshape %256 : (tensor<64x2048xf32>) -> tensor<64x2048x1xf32>
    %258 = stablehlo.broadcast_in_dim %17, dims = [0, 1, 2] : (tensor<64x2048x1xf32>) -> tensor<64x2048x4096xf32>
    %259 = stablehlo.multiply %253, %258 : tensor<64x2048x4096xf32>
    %260 = stablehlo.multiply %257, %20 : tensor<64x2048x1xf32>
    %cst_23 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %261 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<64x2048x1xf32>
    %262 = stablehlo.divide %260, %261 : tensor<64x2048x1xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_24) applies stablehlo.add across dimensions = [2] : (tensor<64x2048x1xf32>, tensor<f32>) -> tensor<64x2048xf32>
    %264 = stablehlo.broadcast_in_dim %263, dims = [0, 1] : (tensor<64x2048xf32>) -> tensor<64x2048x4096xf32>
    %265 = stablehlo.multiply %9, %264 : tensor<64x2048x4096xf32>
    %266 = stablehlo.add %259, %265 : tensor<64x2048x4096xf32>
    %267 = stablehlo.multiply %264, %9 : tensor<64x2048x4096xf32>
    %268 = stablehlo.add %266, %267 : tensor<64x2048x4096xf32>
    %269 = stablehlo.convert %268 : (tensor<64x2048x4096xf32>) -> tensor<64x2048x4096xbf16>
    %270 = stablehlo.add %168, %269 : tensor<64x2048x4096xbf16>
    %271 = sdy.sharding_constraint %244 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x8x128xf32>
    %272 = sdy.sharding_constraint %246 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x32x128xf32>
    %273 = sdy.sharding_constraint %243 <@mesh, [{"tensor"}, {}, {"fsdp"}]> : tensor<32x128x4096xf32>
    %274 = sdy.sharding_constraint %245 <@mesh, [{"fsdp"}, {"tensor"}, {}]> : tensor<4096x8x128xf32>
    %275 = sdy.sharding_constraint %138 <@mesh, [{"fsdp"}, {"tensor"}]> : tensor<4096x14336xf32>
    %276 = sdy.sharding_constraint %143 <@mesh, [{"fsdp"}, {"tensor"}]> : tensor<4096x14336xf32>
    %277 = sdy.sharding_constraint %131 <@mesh, [{"tensor"}, {"fsdp"}]> : tensor<14336x4096xf32>
    %278 = sdy.sharding_constraint %151 <@mesh, [{}]> : tensor<4096xf32>
    %279 = sdy.sharding_constraint %254 <@mesh, [{}]> : tensor<4096xf32>
    return %270, %279, %278, %277, %276, %275, %274, %273, %272, %271 : tensor<64x2048x4096xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<14336x4096xf32>, tensor<4096x14336xf32>, tensor<4096x14336xf32>, tensor<4096x8x128xf32>, tensor<32x128x4096xf32>, tensor<4096x32x128xf32>, tensor<4096x8x128xf32>
  }
  func.func private @tril_10(%arg0: tensor<2048x2048xi1>) -> tensor<2048x2048xi1> {
    %0 = stablehlo.iota dim = 0 : tensor<2048x2048xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2048x2048xi32>
    %2 = stablehlo.add %0, %1 : tensor<2048x2048xi32>
    %3 = stablehlo.iota dim = 1 : tensor<2048x2048xi32>
    %4 = stablehlo.compare GE, %2, %3, SIGNED : (tensor<2048x2048xi32>, tensor<2048x2048xi32>) -> tensor<2048x2048xi1>
    %c_0 = stablehlo.constant dense<false> : tensor<i1>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i1>) -> tensor<2048x2048xi1>
    %6 = stablehlo.select %4, %arg0, %5 : tensor<2048x2048xi1>, tensor<2048x2048xi1>
    return %6 : tensor<2048x2048xi1>
  }
  func.func private @_where_11(%arg0: tensor<1x1x1x2048x2048xi1>, %arg1: tensor<64x8x4x2048x2048xf32>, %arg2: tensor<f32>) -> (tensor<64x8x4x2048x2048xf32>, tensor<64x8x4x2048x2048xi1>) {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x2048x2048xi1>) -> tensor<64x8x4x2048x2048xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x2048xf32>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>
    return %2, %0 : tensor<64x8x4x2048x2048xf32>, tensor<64x8x4x2048x2048xi1>
  }
  func.func private @silu_12(%arg0: tensor<64x2048x14336xbf16>) -> (tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>) {
    %0 = stablehlo.negate %arg0 : tensor<64x2048x14336xbf16>
    %1 = stablehlo.exponential %0 : tensor<64x2048x14336xbf16>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<64x2048x14336xbf16>
    %3 = stablehlo.add %2, %1 : tensor<64x2048x14336xbf16>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<bf16>) -> tensor<64x2048x14336xbf16>
    %5 = stablehlo.divide %4, %3 : tensor<64x2048x14336xbf16>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<bf16>
    %6 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<bf16>) -> tensor<64x2048x14336xbf16>
    %7 = stablehlo.subtract %6, %5 : tensor<64x2048x14336xbf16>
    %8 = stablehlo.multiply %5, %7 : tensor<64x2048x14336xbf16>
    %9 = stablehlo.multiply %arg0, %5 : tensor<64x2048x14336xbf16>
    return %9, %5, %8 : tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>, tensor<64x2048x14336xbf16>
  }
  func.func private @silu_13(%arg0: tensor<64x2048x14336xbf16>, %arg1: tensor<64x2048x14336xbf16>, %arg2: tensor<64x2048x14336xbf16>, %arg3: tensor<64x2048x14336xbf16>) -> tensor<64x2048x14336xbf16> {
    %0 = stablehlo.multiply %arg1, %arg3 : tensor<64x2048x14336xbf16>
    %1 = stablehlo.multiply %arg3, %arg0 : tensor<64x2048x14336xbf16>
    %2 = stablehlo.multiply %0, %arg2 : tensor<64x2048x14336xbf16>
    %3 = stablehlo.add %1, %2 : tensor<64x2048x14336xbf16>
    return %3 : tensor<64x2048x14336xbf16>
  }
  func.func private @_where_14(%arg0: tensor<64x8x4x2048x2048xi1>, %arg1: tensor<64x8x4x2048x2048xf32>) -> tensor<64x8x4x2048x2048xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<64x8x4x2048x2048xf32>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<64x8x4x2048x2048xi1>, tensor<64x8x4x2048x2048xf32>
    return %1 : tensor<64x8x4x2048x2048xf32>
  }
  func.func private @dynamic_update_index_in_dim_15(%arg0: tensor<32x4096xf32>, %arg1: tensor<4096xf32>, %arg2: tensor<i32>) -> tensor<32x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<4096xf32>) -> tensor<1x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<32x4096xf32>, tensor<1x4096xf32>, tensor<i32>, tensor<i32>) -> tensor<32x4096xf32>
    return %1 : tensor<32x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_16(%arg0: tensor<32x14336x4096xf32>, %arg1: tensor<14336x4096xf32>, %arg2: tensor<i32>) -> tensor<32x14336x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<14336x4096xf32>) -> tensor<1x14336x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x14336x4096xf32>, tensor<1x14336x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x14336x4096xf32>
    return %1 : tensor<32x14336x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_17(%arg0: tensor<32x4096x14336xf32>, %arg1: tensor<4096x14336xf32>, %arg2: tensor<i32>) -> tensor<32x4096x14336xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2] : (tensor<4096x14336xf32>) -> tensor<1x4096x14336xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0 : (tensor<32x4096x14336xf32>, tensor<1x4096x14336xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x14336xf32>
    return %1 : tensor<32x4096x14336xf32>
  }
  func.func private @dynamic_update_index_in_dim_18(%arg0: tensor<32x4096x8x128xf32>, %arg1: tensor<4096x8x128xf32>, %arg2: tensor<i32>) -> tensor<32x4096x8x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4096x8x128xf32>) -> tensor<1x4096x8x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x4096x8x128xf32>, tensor<1x4096x8x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x8x128xf32>
    return %1 : tensor<32x4096x8x128xf32>
  }
  func.func private @dynamic_update_index_in_dim_19(%arg0: tensor<32x32x128x4096xf32>, %arg1: tensor<32x128x4096xf32>, %arg2: tensor<i32>) -> tensor<32x32x128x4096xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<32x128x4096xf32>) -> tensor<1x32x128x4096xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x32x128x4096xf32>, tensor<1x32x128x4096xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x32x128x4096xf32>
    return %1 : tensor<32x32x128x4096xf32>
  }
  func.func private @dynamic_update_index_in_dim_20(%arg0: tensor<32x4096x32x128xf32>, %arg1: tensor<4096x32x128xf32>, %arg2: tensor<i32>) -> tensor<32x4096x32x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1, 2, 3] : (tensor<4096x32x128xf32>) -> tensor<1x4096x32x128xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c, %c_0, %c_1 : (tensor<32x4096x32x128xf32>, tensor<1x4096x32x128xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<32x4096x32x128xf32>
    return %1 : tensor<32x4096x32x128xf32>
  }
  func.func private @_take_21(%arg0: tensor<64x2048x1xi32>, %arg1: tensor<64x2048x4096xbf16>) -> tensor<128256x4096xbf16> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<bf16>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<bf16>) -> tensor<128256x4096xbf16>
    %1 = "stablehlo.scatter"(%0, %arg0, %arg1) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [2], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 2>, unique_indices = false}> ({
    ^bb0(%arg2: tensor<bf16>, %arg3: tensor<bf16>):
      %2 = stablehlo.add %arg2, %arg3 : tensor<bf16>
      stablehlo.return %2 : tensor<bf16>
    }) : (tensor<128256x4096xbf16>, tensor<64x2048x1xi32>, tensor<64x2048x4096xbf16>) -> tensor<128256x4096xbf16>
    return %1 : tensor<128256x4096xbf16>
  }
}
