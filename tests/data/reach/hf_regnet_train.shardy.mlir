module @jit_fn attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg2: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg6: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg15: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg17: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg18: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg19: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg20: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg22: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg24: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg25: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg26: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<1x1x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg29: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<1x1x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg31: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg32: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg34: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg35: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg36: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg38: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg44: tensor<1x1x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg45: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg46: tensor<1x1x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg47: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg48: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg50: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg51: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<8x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg54: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}, %arg55: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg56: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg60: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg62: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg63: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg65: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg66: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg67: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg68: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg70: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg71: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg72: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg73: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg74: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg76: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg77: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg80: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg81: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg83: tensor<1x1x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg84: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<1x1x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg86: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg87: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg89: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg90: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg91: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg92: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg93: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg94: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg95: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg96: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg97: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg98: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg99: tensor<1x1x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg100: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg101: tensor<1x1x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg102: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg103: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg104: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg105: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg106: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg107: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg108: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg109: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg110: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg111: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg112: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg113: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg114: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg115: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg116: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg117: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg118: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg119: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg120: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg121: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg122: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg123: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg124: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg125: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg126: tensor<3x3x3x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg127: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg128: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg129: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg130: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg131: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg132: tensor<3x3x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg133: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg134: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg135: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg136: tensor<1x1x16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg137: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg138: tensor<1x1x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg139: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg140: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg141: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg142: tensor<1x1x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg143: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg144: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg145: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg146: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg147: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg148: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg149: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg150: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg151: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg152: tensor<1x1x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg153: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg154: tensor<1x1x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg155: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg156: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg157: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg158: tensor<1x1x16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg159: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg160: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['embedder']['embedder']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['embedder']['embedder']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[0]['batch_stats']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['var']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[0]['params']['embedder']['embedder']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['embedder']['embedder']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['embedder']['embedder']['normalization']['scale']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['scale']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['0']['bias']"}, tensor<1x1x16x4xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['2']['bias']"}, tensor<1x1x4x16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['2']['kernel']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['scale']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['scale']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['scale']"}, tensor<4xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['0']['bias']"}, tensor<1x1x32x4xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['2']['bias']"}, tensor<1x1x4x32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['2']['kernel']"}, tensor<1x1x32x32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[0]['params']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<i32> {jax.result_info = "result[1][0].count"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['embedder']['embedder']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['embedder']['embedder']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['batch_stats']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['var']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[1][0].mu['params']['embedder']['embedder']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['embedder']['embedder']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['embedder']['embedder']['normalization']['scale']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['scale']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['0']['bias']"}, tensor<1x1x16x4xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['2']['bias']"}, tensor<1x1x4x16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['2']['kernel']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['scale']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['scale']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['scale']"}, tensor<4xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['0']['bias']"}, tensor<1x1x32x4xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['2']['bias']"}, tensor<1x1x4x32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['2']['kernel']"}, tensor<1x1x32x32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].mu['params']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['embedder']['embedder']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['embedder']['embedder']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['var']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['var']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['mean']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['batch_stats']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['var']"}, tensor<3x3x3x16xf32> {jax.result_info = "result[1][0].nu['params']['embedder']['embedder']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['embedder']['embedder']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['embedder']['embedder']['normalization']['scale']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['0']['normalization']['scale']"}, tensor<3x3x16x16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['1']['normalization']['scale']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['0']['bias']"}, tensor<1x1x16x4xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['0']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['2']['bias']"}, tensor<1x1x4x16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['2']['attention']['2']['kernel']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['layer']['3']['normalization']['scale']"}, tensor<1x1x16x16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<16xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['0']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['0']['normalization']['scale']"}, tensor<3x3x32x32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['1']['normalization']['scale']"}, tensor<4xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['0']['bias']"}, tensor<1x1x32x4xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['0']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['2']['bias']"}, tensor<1x1x4x32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['2']['attention']['2']['kernel']"}, tensor<1x1x32x32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['layer']['3']['normalization']['scale']"}, tensor<1x1x16x32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['shortcut']['convolution']['kernel']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['bias']"}, tensor<32xf32> {jax.result_info = "result[1][0].nu['params']['encoder']['stages']['1']['layers']['0']['shortcut']['normalization']['scale']"}, tensor<f32> {jax.result_info = "result[2]"}) {
    %0 = stablehlo.transpose %arg53, dims = [0, 2, 3, 1] : (tensor<8x3x32x32xf32>) -> tensor<8x32x32x3xf32>
    %1 = stablehlo.convolution(%0, %arg18) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<3x3x3x16xf32>) -> tensor<8x16x16x16xf32>
    %2 = stablehlo.broadcast_in_dim %arg0, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %3 = stablehlo.broadcast_in_dim %arg1, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %4 = stablehlo.broadcast_in_dim %2, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %5 = stablehlo.subtract %1, %4 : tensor<8x16x16x16xf32>
    %cst = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %6 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %7 = stablehlo.add %3, %6 : tensor<1x1x1x16xf32>
    %8 = stablehlo.rsqrt %7 : tensor<1x1x1x16xf32>
    %9 = stablehlo.divide %8, %7 : tensor<1x1x1x16xf32>
    %cst_0 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %10 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %11 = stablehlo.multiply %10, %9 : tensor<1x1x1x16xf32>
    %12 = stablehlo.reshape %arg20 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %13 = stablehlo.multiply %8, %12 : tensor<1x1x1x16xf32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %15 = stablehlo.multiply %5, %14 : tensor<8x16x16x16xf32>
    %16 = stablehlo.reshape %arg19 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %17 = stablehlo.broadcast_in_dim %16, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %18 = stablehlo.add %15, %17 : tensor<8x16x16x16xf32>
    %19 = call @relu(%18) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %20 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %21 = stablehlo.compare GT, %18, %20, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %22 = stablehlo.convolution(%19, %arg21) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x16x16x16xf32>
    %23 = stablehlo.broadcast_in_dim %arg2, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %24 = stablehlo.broadcast_in_dim %arg3, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %25 = stablehlo.broadcast_in_dim %23, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %26 = stablehlo.subtract %22, %25 : tensor<8x16x16x16xf32>
    %cst_2 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %27 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %28 = stablehlo.add %24, %27 : tensor<1x1x1x16xf32>
    %29 = stablehlo.rsqrt %28 : tensor<1x1x1x16xf32>
    %30 = stablehlo.divide %29, %28 : tensor<1x1x1x16xf32>
    %cst_3 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %31 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %32 = stablehlo.multiply %31, %30 : tensor<1x1x1x16xf32>
    %33 = stablehlo.reshape %arg23 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %34 = stablehlo.multiply %29, %33 : tensor<1x1x1x16xf32>
    %35 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %36 = stablehlo.multiply %26, %35 : tensor<8x16x16x16xf32>
    %37 = stablehlo.reshape %arg22 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %38 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %39 = stablehlo.add %36, %38 : tensor<8x16x16x16xf32>
    %40 = call @relu(%39) : (tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %42 = stablehlo.compare GT, %39, %41, FLOAT : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xi1>
    %43 = stablehlo.convolution(%40, %arg24) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x8x8x16xf32>
    %44 = stablehlo.broadcast_in_dim %arg4, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %45 = stablehlo.broadcast_in_dim %arg5, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %46 = stablehlo.broadcast_in_dim %44, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %47 = stablehlo.subtract %43, %46 : tensor<8x8x8x16xf32>
    %cst_5 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %48 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %49 = stablehlo.add %45, %48 : tensor<1x1x1x16xf32>
    %50 = stablehlo.rsqrt %49 : tensor<1x1x1x16xf32>
    %51 = stablehlo.divide %50, %49 : tensor<1x1x1x16xf32>
    %cst_6 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %52 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %53 = stablehlo.multiply %52, %51 : tensor<1x1x1x16xf32>
    %54 = stablehlo.reshape %arg26 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %55 = stablehlo.multiply %50, %54 : tensor<1x1x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %57 = stablehlo.multiply %47, %56 : tensor<8x8x8x16xf32>
    %58 = stablehlo.reshape %arg25 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %59 = stablehlo.broadcast_in_dim %58, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %60 = stablehlo.add %57, %59 : tensor<8x8x8x16xf32>
    %61 = call @relu_0(%60) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %63 = stablehlo.compare GT, %60, %62, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %64 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<f32>
    %65 = "stablehlo.reduce_window"(%61, %64) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 8, 8, 1>, window_strides = array<i64: 1, 8, 8, 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1934 = stablehlo.add %arg161, %arg162 : tensor<f32>
      stablehlo.return %1934 : tensor<f32>
    }) : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x1x1x16xf32>
    %cst_9 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %66 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %67 = stablehlo.divide %65, %66 : tensor<8x1x1x16xf32>
    %68 = stablehlo.convolution(%67, %arg28) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<1x1x16x4xf32>) -> tensor<8x1x1x4xf32>
    %69 = stablehlo.reshape %arg27 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x1x1x4xf32>
    %72 = call @relu_1(%71) : (tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %73 = stablehlo.broadcast_in_dim %cst_10, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %74 = stablehlo.compare GT, %71, %73, FLOAT : (tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xi1>
    %75 = stablehlo.convolution(%72, %arg30) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x16xf32>) -> tensor<8x1x1x16xf32>
    %76 = stablehlo.reshape %arg29 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %77 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x1x1x16xf32>
    %78 = stablehlo.add %75, %77 : tensor<8x1x1x16xf32>
    %79 = stablehlo.negate %78 : tensor<8x1x1x16xf32>
    %80 = stablehlo.exponential %79 : tensor<8x1x1x16xf32>
    %cst_11 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %81 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %82 = stablehlo.add %81, %80 : tensor<8x1x1x16xf32>
    %cst_12 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %83 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %84 = stablehlo.divide %83, %82 : tensor<8x1x1x16xf32>
    %cst_13 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %85 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %86 = stablehlo.subtract %85, %84 : tensor<8x1x1x16xf32>
    %87 = stablehlo.multiply %84, %86 : tensor<8x1x1x16xf32>
    %88 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %89 = stablehlo.multiply %61, %88 : tensor<8x8x8x16xf32>
    %90 = stablehlo.convolution(%89, %arg31) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x8x8x16xf32>
    %91 = stablehlo.broadcast_in_dim %arg6, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %92 = stablehlo.broadcast_in_dim %arg7, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %94 = stablehlo.subtract %90, %93 : tensor<8x8x8x16xf32>
    %cst_14 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %95 = stablehlo.broadcast_in_dim %cst_14, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %96 = stablehlo.add %92, %95 : tensor<1x1x1x16xf32>
    %97 = stablehlo.rsqrt %96 : tensor<1x1x1x16xf32>
    %98 = stablehlo.divide %97, %96 : tensor<1x1x1x16xf32>
    %cst_15 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %99 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %100 = stablehlo.multiply %99, %98 : tensor<1x1x1x16xf32>
    %101 = stablehlo.reshape %arg33 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %102 = stablehlo.multiply %97, %101 : tensor<1x1x1x16xf32>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %104 = stablehlo.multiply %94, %103 : tensor<8x8x8x16xf32>
    %105 = stablehlo.reshape %arg32 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %106 = stablehlo.broadcast_in_dim %105, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %107 = stablehlo.add %104, %106 : tensor<8x8x8x16xf32>
    %108 = stablehlo.convolution(%19, %arg34) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x8x8x16xf32>
    %109 = stablehlo.broadcast_in_dim %arg8, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %110 = stablehlo.broadcast_in_dim %arg9, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %111 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %112 = stablehlo.subtract %108, %111 : tensor<8x8x8x16xf32>
    %cst_16 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %114 = stablehlo.add %110, %113 : tensor<1x1x1x16xf32>
    %115 = stablehlo.rsqrt %114 : tensor<1x1x1x16xf32>
    %116 = stablehlo.divide %115, %114 : tensor<1x1x1x16xf32>
    %cst_17 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %117 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<1x1x1x16xf32>
    %118 = stablehlo.multiply %117, %116 : tensor<1x1x1x16xf32>
    %119 = stablehlo.reshape %arg36 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %120 = stablehlo.multiply %115, %119 : tensor<1x1x1x16xf32>
    %121 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %122 = stablehlo.multiply %112, %121 : tensor<8x8x8x16xf32>
    %123 = stablehlo.reshape %arg35 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %125 = stablehlo.add %122, %124 : tensor<8x8x8x16xf32>
    %126 = stablehlo.add %107, %125 : tensor<8x8x8x16xf32>
    %127 = call @relu_0(%126) : (tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %128 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %129 = stablehlo.compare GT, %126, %128, FLOAT : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xi1>
    %130 = stablehlo.convolution(%127, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x8x8x32xf32>
    %131 = stablehlo.broadcast_in_dim %arg10, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %132 = stablehlo.broadcast_in_dim %arg11, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %133 = stablehlo.broadcast_in_dim %131, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %134 = stablehlo.subtract %130, %133 : tensor<8x8x8x32xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %135 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %136 = stablehlo.add %132, %135 : tensor<1x1x1x32xf32>
    %137 = stablehlo.rsqrt %136 : tensor<1x1x1x32xf32>
    %138 = stablehlo.divide %137, %136 : tensor<1x1x1x32xf32>
    %cst_20 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %139 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %140 = stablehlo.multiply %139, %138 : tensor<1x1x1x32xf32>
    %141 = stablehlo.reshape %arg39 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %142 = stablehlo.multiply %137, %141 : tensor<1x1x1x32xf32>
    %143 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %144 = stablehlo.multiply %134, %143 : tensor<8x8x8x32xf32>
    %145 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %147 = stablehlo.add %144, %146 : tensor<8x8x8x32xf32>
    %148 = call @relu_2(%147) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %cst_21 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %149 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %150 = stablehlo.compare GT, %147, %149, FLOAT : (tensor<8x8x8x32xf32>, tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xi1>
    %151 = stablehlo.convolution(%148, %arg40) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x4x4x32xf32>
    %152 = stablehlo.broadcast_in_dim %arg12, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %153 = stablehlo.broadcast_in_dim %arg13, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %154 = stablehlo.broadcast_in_dim %152, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %155 = stablehlo.subtract %151, %154 : tensor<8x4x4x32xf32>
    %cst_22 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %156 = stablehlo.broadcast_in_dim %cst_22, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %157 = stablehlo.add %153, %156 : tensor<1x1x1x32xf32>
    %158 = stablehlo.rsqrt %157 : tensor<1x1x1x32xf32>
    %159 = stablehlo.divide %158, %157 : tensor<1x1x1x32xf32>
    %cst_23 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %160 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %161 = stablehlo.multiply %160, %159 : tensor<1x1x1x32xf32>
    %162 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %163 = stablehlo.multiply %158, %162 : tensor<1x1x1x32xf32>
    %164 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %165 = stablehlo.multiply %155, %164 : tensor<8x4x4x32xf32>
    %166 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %167 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %168 = stablehlo.add %165, %167 : tensor<8x4x4x32xf32>
    %169 = call @relu_3(%168) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %170 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %171 = stablehlo.compare GT, %168, %170, FLOAT : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xi1>
    %cst_25 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %172 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<f32>
    %173 = "stablehlo.reduce_window"(%169, %172) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 4, 4, 1>, window_strides = array<i64: 1, 4, 4, 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1934 = stablehlo.add %arg161, %arg162 : tensor<f32>
      stablehlo.return %1934 : tensor<f32>
    }) : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x1x1x32xf32>
    %cst_26 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %174 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %175 = stablehlo.divide %173, %174 : tensor<8x1x1x32xf32>
    %176 = stablehlo.convolution(%175, %arg44) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x32xf32>, tensor<1x1x32x4xf32>) -> tensor<8x1x1x4xf32>
    %177 = stablehlo.reshape %arg43 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %178 = stablehlo.broadcast_in_dim %177, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %179 = stablehlo.add %176, %178 : tensor<8x1x1x4xf32>
    %180 = call @relu_1(%179) : (tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32>
    %cst_27 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %181 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %182 = stablehlo.compare GT, %179, %181, FLOAT : (tensor<8x1x1x4xf32>, tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xi1>
    %183 = stablehlo.convolution(%180, %arg46) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x4x32xf32>) -> tensor<8x1x1x32xf32>
    %184 = stablehlo.reshape %arg45 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %185 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %186 = stablehlo.add %183, %185 : tensor<8x1x1x32xf32>
    %187 = stablehlo.negate %186 : tensor<8x1x1x32xf32>
    %188 = stablehlo.exponential %187 : tensor<8x1x1x32xf32>
    %cst_28 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %189 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %190 = stablehlo.add %189, %188 : tensor<8x1x1x32xf32>
    %cst_29 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_29, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %192 = stablehlo.divide %191, %190 : tensor<8x1x1x32xf32>
    %cst_30 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %193 = stablehlo.broadcast_in_dim %cst_30, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %194 = stablehlo.subtract %193, %192 : tensor<8x1x1x32xf32>
    %195 = stablehlo.multiply %192, %194 : tensor<8x1x1x32xf32>
    %196 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %197 = stablehlo.multiply %169, %196 : tensor<8x4x4x32xf32>
    %198 = stablehlo.convolution(%197, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x4x4x32xf32>
    %199 = stablehlo.broadcast_in_dim %arg14, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %200 = stablehlo.broadcast_in_dim %arg15, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %201 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %202 = stablehlo.subtract %198, %201 : tensor<8x4x4x32xf32>
    %cst_31 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %203 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %204 = stablehlo.add %200, %203 : tensor<1x1x1x32xf32>
    %205 = stablehlo.rsqrt %204 : tensor<1x1x1x32xf32>
    %206 = stablehlo.divide %205, %204 : tensor<1x1x1x32xf32>
    %cst_32 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %207 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %208 = stablehlo.multiply %207, %206 : tensor<1x1x1x32xf32>
    %209 = stablehlo.reshape %arg49 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %210 = stablehlo.multiply %205, %209 : tensor<1x1x1x32xf32>
    %211 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %212 = stablehlo.multiply %202, %211 : tensor<8x4x4x32xf32>
    %213 = stablehlo.reshape %arg48 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %214 = stablehlo.broadcast_in_dim %213, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %215 = stablehlo.add %212, %214 : tensor<8x4x4x32xf32>
    %216 = stablehlo.convolution(%127, %arg50) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x32xf32>) -> tensor<8x4x4x32xf32>
    %217 = stablehlo.broadcast_in_dim %arg16, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %218 = stablehlo.broadcast_in_dim %arg17, dims = [3] : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %219 = stablehlo.broadcast_in_dim %217, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %220 = stablehlo.subtract %216, %219 : tensor<8x4x4x32xf32>
    %cst_33 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %221 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %222 = stablehlo.add %218, %221 : tensor<1x1x1x32xf32>
    %223 = stablehlo.rsqrt %222 : tensor<1x1x1x32xf32>
    %224 = stablehlo.divide %223, %222 : tensor<1x1x1x32xf32>
    %cst_34 = stablehlo.constant dense<-5.000000e-01> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<1x1x1x32xf32>
    %226 = stablehlo.multiply %225, %224 : tensor<1x1x1x32xf32>
    %227 = stablehlo.reshape %arg52 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %228 = stablehlo.multiply %223, %227 : tensor<1x1x1x32xf32>
    %229 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %230 = stablehlo.multiply %220, %229 : tensor<8x4x4x32xf32>
    %231 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %232 = stablehlo.broadcast_in_dim %231, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %233 = stablehlo.add %230, %232 : tensor<8x4x4x32xf32>
    %234 = stablehlo.add %215, %233 : tensor<8x4x4x32xf32>
    %235 = call @relu_3(%234) : (tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32>
    %cst_35 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %236 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %237 = stablehlo.compare GT, %234, %236, FLOAT : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xi1>
    %238 = stablehlo.transpose %235, dims = [0, 3, 1, 2] : (tensor<8x4x4x32xf32>) -> tensor<8x32x4x4xf32>
    %239 = chlo.square %238 : tensor<8x32x4x4xf32> -> tensor<8x32x4x4xf32>
    %cst_36 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %240 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %241 = stablehlo.multiply %240, %238 : tensor<8x32x4x4xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %242 = stablehlo.reduce(%239 init: %cst_37) applies stablehlo.add across dimensions = [0, 1, 2, 3] : (tensor<8x32x4x4xf32>, tensor<f32>) -> tensor<f32>
    %cst_38 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %243 = stablehlo.divide %242, %cst_38 : tensor<f32>
    %cst_39 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_40 = stablehlo.constant dense<4.096000e+03> : tensor<f32>
    %244 = stablehlo.divide %cst_39, %cst_40 : tensor<f32>
    %245 = stablehlo.broadcast_in_dim %244, dims = [] : (tensor<f32>) -> tensor<8x32x4x4xf32>
    %246 = stablehlo.multiply %245, %241 : tensor<8x32x4x4xf32>
    %247 = stablehlo.transpose %246, dims = [0, 2, 3, 1] : (tensor<8x32x4x4xf32>) -> tensor<8x4x4x32xf32>
    %cst_41 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %248 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %249 = stablehlo.select %237, %247, %248 : tensor<8x4x4x32xi1>, tensor<8x4x4x32xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %250 = stablehlo.reduce(%249 init: %cst_42) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %251 = stablehlo.reshape %250 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %252 = stablehlo.reshape %251 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %253 = stablehlo.multiply %220, %249 : tensor<8x4x4x32xf32>
    %cst_43 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %254 = stablehlo.reduce(%253 init: %cst_43) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %255 = stablehlo.reshape %254 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %256 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %257 = stablehlo.multiply %249, %256 : tensor<8x4x4x32xf32>
    %258 = stablehlo.multiply %223, %255 : tensor<1x1x1x32xf32>
    %259 = stablehlo.multiply %255, %227 : tensor<1x1x1x32xf32>
    %260 = stablehlo.reshape %258 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %261 = stablehlo.multiply %259, %226 : tensor<1x1x1x32xf32>
    %262 = stablehlo.negate %257 : tensor<8x4x4x32xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %263 = stablehlo.reduce(%262 init: %cst_44) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %264 = stablehlo.reshape %263 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_45 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %265 = stablehlo.reduce(%261 init: %cst_45) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_46 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %266 = stablehlo.reduce(%264 init: %cst_46) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %267 = stablehlo.convolution(%127, %257) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x4x4x32xf32>) -> tensor<1x1x16x32xf32>
    %268 = stablehlo.reverse %arg50, dims = [0, 1] : tensor<1x1x16x32xf32>
    %269 = stablehlo.convolution(%257, %268) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x16x32xf32>) -> tensor<8x8x8x16xf32>
    %cst_47 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %270 = stablehlo.reduce(%249 init: %cst_47) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %271 = stablehlo.reshape %270 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %272 = stablehlo.reshape %271 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %273 = stablehlo.multiply %202, %249 : tensor<8x4x4x32xf32>
    %cst_48 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %274 = stablehlo.reduce(%273 init: %cst_48) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %275 = stablehlo.reshape %274 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %276 = stablehlo.broadcast_in_dim %210, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %277 = stablehlo.multiply %249, %276 : tensor<8x4x4x32xf32>
    %278 = stablehlo.multiply %205, %275 : tensor<1x1x1x32xf32>
    %279 = stablehlo.multiply %275, %209 : tensor<1x1x1x32xf32>
    %280 = stablehlo.reshape %278 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %281 = stablehlo.multiply %279, %208 : tensor<1x1x1x32xf32>
    %282 = stablehlo.negate %277 : tensor<8x4x4x32xf32>
    %cst_49 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %283 = stablehlo.reduce(%282 init: %cst_49) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %284 = stablehlo.reshape %283 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %285 = stablehlo.reduce(%281 init: %cst_50) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_51 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %286 = stablehlo.reduce(%284 init: %cst_51) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %287 = stablehlo.convolution(%197, %277) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<8x4x4x32xf32>) -> tensor<1x1x32x32xf32>
    %288 = stablehlo.reverse %arg47, dims = [0, 1] : tensor<1x1x32x32xf32>
    %289 = stablehlo.convolution(%277, %288) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x4x4x32xf32>
    %290 = stablehlo.multiply %169, %289 : tensor<8x4x4x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %291 = stablehlo.reduce(%290 init: %cst_52) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<8x32xf32>
    %292 = stablehlo.reshape %291 : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %293 = stablehlo.broadcast_in_dim %192, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %294 = stablehlo.multiply %289, %293 : tensor<8x4x4x32xf32>
    %295 = stablehlo.multiply %292, %195 : tensor<8x1x1x32xf32>
    %cst_53 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %296 = stablehlo.reduce(%295 init: %cst_53) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x32xf32>, tensor<f32>) -> tensor<1x1x32xf32>
    %297 = stablehlo.reshape %296 : (tensor<1x1x32xf32>) -> tensor<1x1x1x32xf32>
    %298 = stablehlo.reshape %297 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %299 = stablehlo.convolution(%180, %295) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<8x1x1x32xf32>) -> tensor<1x1x4x32xf32>
    %300 = stablehlo.reverse %arg46, dims = [0, 1] : tensor<1x1x4x32xf32>
    %301 = stablehlo.convolution(%295, %300) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x32xf32>, tensor<1x1x4x32xf32>) -> tensor<8x1x1x4xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %302 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %303 = stablehlo.select %182, %301, %302 : tensor<8x1x1x4xi1>, tensor<8x1x1x4xf32>
    %cst_55 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %304 = stablehlo.reduce(%303 init: %cst_55) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x4xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %305 = stablehlo.reshape %304 : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %306 = stablehlo.reshape %305 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %307 = stablehlo.convolution(%175, %303) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x32xf32>, tensor<8x1x1x4xf32>) -> tensor<1x1x32x4xf32>
    %308 = stablehlo.reverse %arg44, dims = [0, 1] : tensor<1x1x32x4xf32>
    %309 = stablehlo.convolution(%303, %308) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x32x4xf32>) -> tensor<8x1x1x32xf32>
    %cst_56 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %310 = stablehlo.broadcast_in_dim %cst_56, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %311 = stablehlo.divide %309, %310 : tensor<8x1x1x32xf32>
    %cst_57 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %312 = stablehlo.pad %311, %cst_57, low = [0, 3, 3, 0], high = [0, 3, 3, 0], interior = [0, 3, 3, 0] : (tensor<8x1x1x32xf32>, tensor<f32>) -> tensor<8x7x7x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_58, dims = [] : (tensor<f32>) -> tensor<f32>
    %314 = "stablehlo.reduce_window"(%312, %313) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 4, 4, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1934 = stablehlo.add %arg161, %arg162 : tensor<f32>
      stablehlo.return %1934 : tensor<f32>
    }) : (tensor<8x7x7x32xf32>, tensor<f32>) -> tensor<8x4x4x32xf32>
    %315 = stablehlo.add %294, %314 : tensor<8x4x4x32xf32>
    %cst_59 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %316 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %317 = stablehlo.select %171, %315, %316 : tensor<8x4x4x32xi1>, tensor<8x4x4x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %318 = stablehlo.reduce(%317 init: %cst_60) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %319 = stablehlo.reshape %318 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %320 = stablehlo.reshape %319 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %321 = stablehlo.multiply %155, %317 : tensor<8x4x4x32xf32>
    %cst_61 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %322 = stablehlo.reduce(%321 init: %cst_61) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %323 = stablehlo.reshape %322 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %324 = stablehlo.broadcast_in_dim %163, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x4x4x32xf32>
    %325 = stablehlo.multiply %317, %324 : tensor<8x4x4x32xf32>
    %326 = stablehlo.multiply %158, %323 : tensor<1x1x1x32xf32>
    %327 = stablehlo.multiply %323, %162 : tensor<1x1x1x32xf32>
    %328 = stablehlo.reshape %326 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %329 = stablehlo.multiply %327, %161 : tensor<1x1x1x32xf32>
    %330 = stablehlo.negate %325 : tensor<8x4x4x32xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %331 = stablehlo.reduce(%330 init: %cst_62) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x4x4x32xf32>, tensor<f32>) -> tensor<32xf32>
    %332 = stablehlo.reshape %331 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_63 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %333 = stablehlo.reduce(%329 init: %cst_63) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%332 init: %cst_64) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %335 = stablehlo.convolution(%148, %325) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<8x4x4x32xf32>) -> tensor<3x3x32x32xf32>
    %336 = stablehlo.reverse %arg40, dims = [0, 1] : tensor<3x3x32x32xf32>
    %337 = stablehlo.convolution(%325, %336) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x4x4x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x8x8x32xf32>
    %cst_65 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %339 = stablehlo.select %150, %337, %338 : tensor<8x8x8x32xi1>, tensor<8x8x8x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %340 = stablehlo.reduce(%339 init: %cst_66) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %341 = stablehlo.reshape %340 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %342 = stablehlo.reshape %341 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %343 = stablehlo.multiply %134, %339 : tensor<8x8x8x32xf32>
    %cst_67 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %344 = stablehlo.reduce(%343 init: %cst_67) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %345 = stablehlo.reshape %344 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %346 = stablehlo.broadcast_in_dim %142, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %347 = stablehlo.multiply %339, %346 : tensor<8x8x8x32xf32>
    %348 = stablehlo.multiply %137, %345 : tensor<1x1x1x32xf32>
    %349 = stablehlo.multiply %345, %141 : tensor<1x1x1x32xf32>
    %350 = stablehlo.reshape %348 : (tensor<1x1x1x32xf32>) -> tensor<32xf32>
    %351 = stablehlo.multiply %349, %140 : tensor<1x1x1x32xf32>
    %352 = stablehlo.negate %347 : tensor<8x8x8x32xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %353 = stablehlo.reduce(%352 init: %cst_68) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x32xf32>, tensor<f32>) -> tensor<32xf32>
    %354 = stablehlo.reshape %353 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %cst_69 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %355 = stablehlo.reduce(%351 init: %cst_69) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %356 = stablehlo.reduce(%354 init: %cst_70) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x32xf32>, tensor<f32>) -> tensor<32xf32>
    %357 = stablehlo.convolution(%127, %347) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x32xf32>) -> tensor<1x1x16x32xf32>
    %358 = stablehlo.reverse %arg37, dims = [0, 1] : tensor<1x1x16x32xf32>
    %359 = stablehlo.convolution(%347, %358) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x16x32xf32>) -> tensor<8x8x8x16xf32>
    %360 = stablehlo.add %269, %359 : tensor<8x8x8x16xf32>
    %cst_71 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %361 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %362 = stablehlo.select %129, %360, %361 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %363 = stablehlo.reduce(%362 init: %cst_72) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %364 = stablehlo.reshape %363 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %365 = stablehlo.reshape %364 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %366 = stablehlo.multiply %112, %362 : tensor<8x8x8x16xf32>
    %cst_73 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %367 = stablehlo.reduce(%366 init: %cst_73) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %368 = stablehlo.reshape %367 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %369 = stablehlo.broadcast_in_dim %120, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %370 = stablehlo.multiply %362, %369 : tensor<8x8x8x16xf32>
    %371 = stablehlo.multiply %115, %368 : tensor<1x1x1x16xf32>
    %372 = stablehlo.multiply %368, %119 : tensor<1x1x1x16xf32>
    %373 = stablehlo.reshape %371 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %374 = stablehlo.multiply %372, %118 : tensor<1x1x1x16xf32>
    %375 = stablehlo.negate %370 : tensor<8x8x8x16xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %376 = stablehlo.reduce(%375 init: %cst_74) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %377 = stablehlo.reshape %376 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_75 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %378 = stablehlo.reduce(%374 init: %cst_75) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%377 init: %cst_76) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %380 = stablehlo.convolution(%19, %370) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, -1], [0, -1]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x8x8x16xf32>) -> tensor<1x1x16x16xf32>
    %381 = stablehlo.reverse %arg34, dims = [0, 1] : tensor<1x1x16x16xf32>
    %382 = stablehlo.convolution(%370, %381) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 1], [0, 1]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_77 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %383 = stablehlo.reduce(%362 init: %cst_77) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %384 = stablehlo.reshape %383 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %385 = stablehlo.reshape %384 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %386 = stablehlo.multiply %94, %362 : tensor<8x8x8x16xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.reduce(%386 init: %cst_78) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %388 = stablehlo.reshape %387 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %389 = stablehlo.broadcast_in_dim %102, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %390 = stablehlo.multiply %362, %389 : tensor<8x8x8x16xf32>
    %391 = stablehlo.multiply %97, %388 : tensor<1x1x1x16xf32>
    %392 = stablehlo.multiply %388, %101 : tensor<1x1x1x16xf32>
    %393 = stablehlo.reshape %391 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %394 = stablehlo.multiply %392, %100 : tensor<1x1x1x16xf32>
    %395 = stablehlo.negate %390 : tensor<8x8x8x16xf32>
    %cst_79 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %396 = stablehlo.reduce(%395 init: %cst_79) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %397 = stablehlo.reshape %396 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %398 = stablehlo.reduce(%394 init: %cst_80) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_81 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %399 = stablehlo.reduce(%397 init: %cst_81) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %400 = stablehlo.convolution(%89, %390) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<8x8x8x16xf32>) -> tensor<1x1x16x16xf32>
    %401 = stablehlo.reverse %arg31, dims = [0, 1] : tensor<1x1x16x16xf32>
    %402 = stablehlo.convolution(%390, %401) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x8x8x16xf32>
    %403 = stablehlo.multiply %61, %402 : tensor<8x8x8x16xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %404 = stablehlo.reduce(%403 init: %cst_82) applies stablehlo.add across dimensions = [1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    %405 = stablehlo.reshape %404 : (tensor<8x16xf32>) -> tensor<8x1x1x16xf32>
    %406 = stablehlo.broadcast_in_dim %84, dims = [0, 1, 2, 3] : (tensor<8x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %407 = stablehlo.multiply %402, %406 : tensor<8x8x8x16xf32>
    %408 = stablehlo.multiply %405, %87 : tensor<8x1x1x16xf32>
    %cst_83 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %409 = stablehlo.reduce(%408 init: %cst_83) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x16xf32>, tensor<f32>) -> tensor<1x1x16xf32>
    %410 = stablehlo.reshape %409 : (tensor<1x1x16xf32>) -> tensor<1x1x1x16xf32>
    %411 = stablehlo.reshape %410 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %412 = stablehlo.convolution(%72, %408) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<8x1x1x16xf32>) -> tensor<1x1x4x16xf32>
    %413 = stablehlo.reverse %arg30, dims = [0, 1] : tensor<1x1x4x16xf32>
    %414 = stablehlo.convolution(%408, %413) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<1x1x4x16xf32>) -> tensor<8x1x1x4xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %415 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %416 = stablehlo.select %74, %414, %415 : tensor<8x1x1x4xi1>, tensor<8x1x1x4xf32>
    %cst_85 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %417 = stablehlo.reduce(%416 init: %cst_85) applies stablehlo.add across dimensions = [0] : (tensor<8x1x1x4xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %418 = stablehlo.reshape %417 : (tensor<1x1x4xf32>) -> tensor<1x1x1x4xf32>
    %419 = stablehlo.reshape %418 : (tensor<1x1x1x4xf32>) -> tensor<4xf32>
    %420 = stablehlo.convolution(%67, %416) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x16xf32>, tensor<8x1x1x4xf32>) -> tensor<1x1x16x4xf32>
    %421 = stablehlo.reverse %arg28, dims = [0, 1] : tensor<1x1x16x4xf32>
    %422 = stablehlo.convolution(%416, %421) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x1x1x4xf32>, tensor<1x1x16x4xf32>) -> tensor<8x1x1x16xf32>
    %cst_86 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %423 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<8x1x1x16xf32>
    %424 = stablehlo.divide %422, %423 : tensor<8x1x1x16xf32>
    %cst_87 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %425 = stablehlo.pad %424, %cst_87, low = [0, 7, 7, 0], high = [0, 7, 7, 0], interior = [0, 7, 7, 0] : (tensor<8x1x1x16xf32>, tensor<f32>) -> tensor<8x15x15x16xf32>
    %cst_88 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %426 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<f32>
    %427 = "stablehlo.reduce_window"(%425, %426) <{base_dilations = array<i64: 1, 1, 1, 1>, padding = dense<0> : tensor<4x2xi64>, window_dilations = array<i64: 1, 1, 1, 1>, window_dimensions = array<i64: 1, 8, 8, 1>, window_strides = array<i64: 1, 1, 1, 1>}> ({
    ^bb0(%arg161: tensor<f32>, %arg162: tensor<f32>):
      %1934 = stablehlo.add %arg161, %arg162 : tensor<f32>
      stablehlo.return %1934 : tensor<f32>
    }) : (tensor<8x15x15x16xf32>, tensor<f32>) -> tensor<8x8x8x16xf32>
    %428 = stablehlo.add %407, %427 : tensor<8x8x8x16xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %429 = stablehlo.broadcast_in_dim %cst_89, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %430 = stablehlo.select %63, %428, %429 : tensor<8x8x8x16xi1>, tensor<8x8x8x16xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %431 = stablehlo.reduce(%430 init: %cst_90) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %432 = stablehlo.reshape %431 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %433 = stablehlo.reshape %432 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %434 = stablehlo.multiply %47, %430 : tensor<8x8x8x16xf32>
    %cst_91 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %435 = stablehlo.reduce(%434 init: %cst_91) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %436 = stablehlo.reshape %435 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %437 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x8x8x16xf32>
    %438 = stablehlo.multiply %430, %437 : tensor<8x8x8x16xf32>
    %439 = stablehlo.multiply %50, %436 : tensor<1x1x1x16xf32>
    %440 = stablehlo.multiply %436, %54 : tensor<1x1x1x16xf32>
    %441 = stablehlo.reshape %439 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %442 = stablehlo.multiply %440, %53 : tensor<1x1x1x16xf32>
    %443 = stablehlo.negate %438 : tensor<8x8x8x16xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %444 = stablehlo.reduce(%443 init: %cst_92) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x8x8x16xf32>, tensor<f32>) -> tensor<16xf32>
    %445 = stablehlo.reshape %444 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_93 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %446 = stablehlo.reduce(%442 init: %cst_93) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %447 = stablehlo.reduce(%445 init: %cst_94) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %448 = stablehlo.convolution(%40, %438) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x8x8x16xf32>) -> tensor<3x3x16x16xf32>
    %449 = stablehlo.reverse %arg24, dims = [0, 1] : tensor<3x3x16x16xf32>
    %450 = stablehlo.convolution(%438, %449) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 2], [1, 2]], lhs_dilate = [2, 2], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x16xf32>, tensor<3x3x16x16xf32>) -> tensor<8x16x16x16xf32>
    %cst_95 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %451 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %452 = stablehlo.select %42, %450, %451 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %cst_96 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %453 = stablehlo.reduce(%452 init: %cst_96) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %454 = stablehlo.reshape %453 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %455 = stablehlo.reshape %454 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %456 = stablehlo.multiply %26, %452 : tensor<8x16x16x16xf32>
    %cst_97 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %457 = stablehlo.reduce(%456 init: %cst_97) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %458 = stablehlo.reshape %457 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %459 = stablehlo.broadcast_in_dim %34, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %460 = stablehlo.multiply %452, %459 : tensor<8x16x16x16xf32>
    %461 = stablehlo.multiply %29, %458 : tensor<1x1x1x16xf32>
    %462 = stablehlo.multiply %458, %33 : tensor<1x1x1x16xf32>
    %463 = stablehlo.reshape %461 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %464 = stablehlo.multiply %462, %32 : tensor<1x1x1x16xf32>
    %465 = stablehlo.negate %460 : tensor<8x16x16x16xf32>
    %cst_98 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %466 = stablehlo.reduce(%465 init: %cst_98) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %467 = stablehlo.reshape %466 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%464 init: %cst_99) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %469 = stablehlo.reduce(%467 init: %cst_100) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %470 = stablehlo.convolution(%19, %460) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<8x16x16x16xf32>) -> tensor<1x1x16x16xf32>
    %471 = stablehlo.reverse %arg21, dims = [0, 1] : tensor<1x1x16x16xf32>
    %472 = stablehlo.convolution(%460, %471) dim_numbers = [b, 0, 1, f]x[0, 1, o, i]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x16xf32>, tensor<1x1x16x16xf32>) -> tensor<8x16x16x16xf32>
    %473 = stablehlo.add %382, %472 : tensor<8x16x16x16xf32>
    %cst_101 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %474 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %475 = stablehlo.select %21, %473, %474 : tensor<8x16x16x16xi1>, tensor<8x16x16x16xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %476 = stablehlo.reduce(%475 init: %cst_102) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %477 = stablehlo.reshape %476 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %478 = stablehlo.reshape %477 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %479 = stablehlo.multiply %5, %475 : tensor<8x16x16x16xf32>
    %cst_103 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %480 = stablehlo.reduce(%479 init: %cst_103) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %481 = stablehlo.reshape %480 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %482 = stablehlo.broadcast_in_dim %13, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x16x16x16xf32>
    %483 = stablehlo.multiply %475, %482 : tensor<8x16x16x16xf32>
    %484 = stablehlo.multiply %8, %481 : tensor<1x1x1x16xf32>
    %485 = stablehlo.multiply %481, %12 : tensor<1x1x1x16xf32>
    %486 = stablehlo.reshape %484 : (tensor<1x1x1x16xf32>) -> tensor<16xf32>
    %487 = stablehlo.multiply %485, %11 : tensor<1x1x1x16xf32>
    %488 = stablehlo.negate %483 : tensor<8x16x16x16xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %489 = stablehlo.reduce(%488 init: %cst_104) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<8x16x16x16xf32>, tensor<f32>) -> tensor<16xf32>
    %490 = stablehlo.reshape %489 : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %cst_105 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %491 = stablehlo.reduce(%487 init: %cst_105) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %cst_106 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %492 = stablehlo.reduce(%490 init: %cst_106) applies stablehlo.add across dimensions = [0, 1, 2] : (tensor<1x1x1x16xf32>, tensor<f32>) -> tensor<16xf32>
    %493 = stablehlo.convolution(%0, %483) dim_numbers = [f, 0, 1, b]x[i, 0, 1, o]->[0, 1, b, f], window = {stride = [1, 1], pad = [[1, 0], [1, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 2], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x32x32x3xf32>, tensor<8x16x16x16xf32>) -> tensor<3x3x3x16xf32>
    %cst_107 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %494 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %495 = stablehlo.multiply %494, %492 : tensor<16xf32>
    %cst_108 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %496 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %497 = stablehlo.multiply %496, %arg55 : tensor<16xf32>
    %498 = stablehlo.add %495, %497 : tensor<16xf32>
    %cst_109 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %499 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %500 = stablehlo.multiply %499, %491 : tensor<16xf32>
    %cst_110 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %501 = stablehlo.broadcast_in_dim %cst_110, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %502 = stablehlo.multiply %501, %arg56 : tensor<16xf32>
    %503 = stablehlo.add %500, %502 : tensor<16xf32>
    %cst_111 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %504 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %505 = stablehlo.multiply %504, %469 : tensor<16xf32>
    %cst_112 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_112, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %507 = stablehlo.multiply %506, %arg57 : tensor<16xf32>
    %508 = stablehlo.add %505, %507 : tensor<16xf32>
    %cst_113 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %509 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %510 = stablehlo.multiply %509, %468 : tensor<16xf32>
    %cst_114 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %511 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %512 = stablehlo.multiply %511, %arg58 : tensor<16xf32>
    %513 = stablehlo.add %510, %512 : tensor<16xf32>
    %cst_115 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %514 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %515 = stablehlo.multiply %514, %447 : tensor<16xf32>
    %cst_116 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %516 = stablehlo.broadcast_in_dim %cst_116, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %517 = stablehlo.multiply %516, %arg59 : tensor<16xf32>
    %518 = stablehlo.add %515, %517 : tensor<16xf32>
    %cst_117 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %519 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %520 = stablehlo.multiply %519, %446 : tensor<16xf32>
    %cst_118 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %521 = stablehlo.broadcast_in_dim %cst_118, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %522 = stablehlo.multiply %521, %arg60 : tensor<16xf32>
    %523 = stablehlo.add %520, %522 : tensor<16xf32>
    %cst_119 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %524 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %525 = stablehlo.multiply %524, %399 : tensor<16xf32>
    %cst_120 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %526 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %527 = stablehlo.multiply %526, %arg61 : tensor<16xf32>
    %528 = stablehlo.add %525, %527 : tensor<16xf32>
    %cst_121 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %529 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %530 = stablehlo.multiply %529, %398 : tensor<16xf32>
    %cst_122 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %531 = stablehlo.broadcast_in_dim %cst_122, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %532 = stablehlo.multiply %531, %arg62 : tensor<16xf32>
    %533 = stablehlo.add %530, %532 : tensor<16xf32>
    %cst_123 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %534 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %535 = stablehlo.multiply %534, %379 : tensor<16xf32>
    %cst_124 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %536 = stablehlo.broadcast_in_dim %cst_124, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %537 = stablehlo.multiply %536, %arg63 : tensor<16xf32>
    %538 = stablehlo.add %535, %537 : tensor<16xf32>
    %cst_125 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %539 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %540 = stablehlo.multiply %539, %378 : tensor<16xf32>
    %cst_126 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %542 = stablehlo.multiply %541, %arg64 : tensor<16xf32>
    %543 = stablehlo.add %540, %542 : tensor<16xf32>
    %cst_127 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %544 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %545 = stablehlo.multiply %544, %356 : tensor<32xf32>
    %cst_128 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %546 = stablehlo.broadcast_in_dim %cst_128, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %547 = stablehlo.multiply %546, %arg65 : tensor<32xf32>
    %548 = stablehlo.add %545, %547 : tensor<32xf32>
    %cst_129 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %549 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %550 = stablehlo.multiply %549, %355 : tensor<32xf32>
    %cst_130 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_130, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %552 = stablehlo.multiply %551, %arg66 : tensor<32xf32>
    %553 = stablehlo.add %550, %552 : tensor<32xf32>
    %cst_131 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %554 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %555 = stablehlo.multiply %554, %334 : tensor<32xf32>
    %cst_132 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %556 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %557 = stablehlo.multiply %556, %arg67 : tensor<32xf32>
    %558 = stablehlo.add %555, %557 : tensor<32xf32>
    %cst_133 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %559 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %560 = stablehlo.multiply %559, %333 : tensor<32xf32>
    %cst_134 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %561 = stablehlo.broadcast_in_dim %cst_134, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %562 = stablehlo.multiply %561, %arg68 : tensor<32xf32>
    %563 = stablehlo.add %560, %562 : tensor<32xf32>
    %cst_135 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %564 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %565 = stablehlo.multiply %564, %286 : tensor<32xf32>
    %cst_136 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %566 = stablehlo.broadcast_in_dim %cst_136, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %567 = stablehlo.multiply %566, %arg69 : tensor<32xf32>
    %568 = stablehlo.add %565, %567 : tensor<32xf32>
    %cst_137 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %569 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %570 = stablehlo.multiply %569, %285 : tensor<32xf32>
    %cst_138 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %571 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %572 = stablehlo.multiply %571, %arg70 : tensor<32xf32>
    %573 = stablehlo.add %570, %572 : tensor<32xf32>
    %cst_139 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %574 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %575 = stablehlo.multiply %574, %266 : tensor<32xf32>
    %cst_140 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %576 = stablehlo.broadcast_in_dim %cst_140, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %577 = stablehlo.multiply %576, %arg71 : tensor<32xf32>
    %578 = stablehlo.add %575, %577 : tensor<32xf32>
    %cst_141 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %579 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %580 = stablehlo.multiply %579, %265 : tensor<32xf32>
    %cst_142 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %581 = stablehlo.broadcast_in_dim %cst_142, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %582 = stablehlo.multiply %581, %arg72 : tensor<32xf32>
    %583 = stablehlo.add %580, %582 : tensor<32xf32>
    %cst_143 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %584 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %585 = stablehlo.multiply %584, %493 : tensor<3x3x3x16xf32>
    %cst_144 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %586 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %587 = stablehlo.multiply %586, %arg73 : tensor<3x3x3x16xf32>
    %588 = stablehlo.add %585, %587 : tensor<3x3x3x16xf32>
    %cst_145 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %589 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %590 = stablehlo.multiply %589, %478 : tensor<16xf32>
    %cst_146 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %591 = stablehlo.broadcast_in_dim %cst_146, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %592 = stablehlo.multiply %591, %arg74 : tensor<16xf32>
    %593 = stablehlo.add %590, %592 : tensor<16xf32>
    %cst_147 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %594 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %595 = stablehlo.multiply %594, %486 : tensor<16xf32>
    %cst_148 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %596 = stablehlo.broadcast_in_dim %cst_148, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %597 = stablehlo.multiply %596, %arg75 : tensor<16xf32>
    %598 = stablehlo.add %595, %597 : tensor<16xf32>
    %cst_149 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %600 = stablehlo.multiply %599, %470 : tensor<1x1x16x16xf32>
    %cst_150 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %601 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %602 = stablehlo.multiply %601, %arg76 : tensor<1x1x16x16xf32>
    %603 = stablehlo.add %600, %602 : tensor<1x1x16x16xf32>
    %cst_151 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %604 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %605 = stablehlo.multiply %604, %455 : tensor<16xf32>
    %cst_152 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_152, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %607 = stablehlo.multiply %606, %arg77 : tensor<16xf32>
    %608 = stablehlo.add %605, %607 : tensor<16xf32>
    %cst_153 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %609 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %610 = stablehlo.multiply %609, %463 : tensor<16xf32>
    %cst_154 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %611 = stablehlo.broadcast_in_dim %cst_154, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %612 = stablehlo.multiply %611, %arg78 : tensor<16xf32>
    %613 = stablehlo.add %610, %612 : tensor<16xf32>
    %cst_155 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %614 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %615 = stablehlo.multiply %614, %448 : tensor<3x3x16x16xf32>
    %cst_156 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %616 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %617 = stablehlo.multiply %616, %arg79 : tensor<3x3x16x16xf32>
    %618 = stablehlo.add %615, %617 : tensor<3x3x16x16xf32>
    %cst_157 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %619 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %620 = stablehlo.multiply %619, %433 : tensor<16xf32>
    %cst_158 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %621 = stablehlo.broadcast_in_dim %cst_158, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %622 = stablehlo.multiply %621, %arg80 : tensor<16xf32>
    %623 = stablehlo.add %620, %622 : tensor<16xf32>
    %cst_159 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %624 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %625 = stablehlo.multiply %624, %441 : tensor<16xf32>
    %cst_160 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %626 = stablehlo.broadcast_in_dim %cst_160, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %627 = stablehlo.multiply %626, %arg81 : tensor<16xf32>
    %628 = stablehlo.add %625, %627 : tensor<16xf32>
    %cst_161 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %629 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %630 = stablehlo.multiply %629, %419 : tensor<4xf32>
    %cst_162 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %631 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %632 = stablehlo.multiply %631, %arg82 : tensor<4xf32>
    %633 = stablehlo.add %630, %632 : tensor<4xf32>
    %cst_163 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %634 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %635 = stablehlo.multiply %634, %420 : tensor<1x1x16x4xf32>
    %cst_164 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_164, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %637 = stablehlo.multiply %636, %arg83 : tensor<1x1x16x4xf32>
    %638 = stablehlo.add %635, %637 : tensor<1x1x16x4xf32>
    %cst_165 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %640 = stablehlo.multiply %639, %411 : tensor<16xf32>
    %cst_166 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %641 = stablehlo.broadcast_in_dim %cst_166, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %642 = stablehlo.multiply %641, %arg84 : tensor<16xf32>
    %643 = stablehlo.add %640, %642 : tensor<16xf32>
    %cst_167 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %644 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %645 = stablehlo.multiply %644, %412 : tensor<1x1x4x16xf32>
    %cst_168 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %646 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %647 = stablehlo.multiply %646, %arg85 : tensor<1x1x4x16xf32>
    %648 = stablehlo.add %645, %647 : tensor<1x1x4x16xf32>
    %cst_169 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %649 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %650 = stablehlo.multiply %649, %400 : tensor<1x1x16x16xf32>
    %cst_170 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %651 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %652 = stablehlo.multiply %651, %arg86 : tensor<1x1x16x16xf32>
    %653 = stablehlo.add %650, %652 : tensor<1x1x16x16xf32>
    %cst_171 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %654 = stablehlo.broadcast_in_dim %cst_171, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %655 = stablehlo.multiply %654, %385 : tensor<16xf32>
    %cst_172 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %656 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %657 = stablehlo.multiply %656, %arg87 : tensor<16xf32>
    %658 = stablehlo.add %655, %657 : tensor<16xf32>
    %cst_173 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %659 = stablehlo.broadcast_in_dim %cst_173, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %660 = stablehlo.multiply %659, %393 : tensor<16xf32>
    %cst_174 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %661 = stablehlo.broadcast_in_dim %cst_174, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %662 = stablehlo.multiply %661, %arg88 : tensor<16xf32>
    %663 = stablehlo.add %660, %662 : tensor<16xf32>
    %cst_175 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %664 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %665 = stablehlo.multiply %664, %380 : tensor<1x1x16x16xf32>
    %cst_176 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %666 = stablehlo.broadcast_in_dim %cst_176, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %667 = stablehlo.multiply %666, %arg89 : tensor<1x1x16x16xf32>
    %668 = stablehlo.add %665, %667 : tensor<1x1x16x16xf32>
    %cst_177 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %669 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %670 = stablehlo.multiply %669, %365 : tensor<16xf32>
    %cst_178 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %671 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %672 = stablehlo.multiply %671, %arg90 : tensor<16xf32>
    %673 = stablehlo.add %670, %672 : tensor<16xf32>
    %cst_179 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %674 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %675 = stablehlo.multiply %674, %373 : tensor<16xf32>
    %cst_180 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %676 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %677 = stablehlo.multiply %676, %arg91 : tensor<16xf32>
    %678 = stablehlo.add %675, %677 : tensor<16xf32>
    %cst_181 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %679 = stablehlo.broadcast_in_dim %cst_181, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %680 = stablehlo.multiply %679, %357 : tensor<1x1x16x32xf32>
    %cst_182 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %681 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %682 = stablehlo.multiply %681, %arg92 : tensor<1x1x16x32xf32>
    %683 = stablehlo.add %680, %682 : tensor<1x1x16x32xf32>
    %cst_183 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %684 = stablehlo.broadcast_in_dim %cst_183, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %685 = stablehlo.multiply %684, %342 : tensor<32xf32>
    %cst_184 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %686 = stablehlo.broadcast_in_dim %cst_184, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %687 = stablehlo.multiply %686, %arg93 : tensor<32xf32>
    %688 = stablehlo.add %685, %687 : tensor<32xf32>
    %cst_185 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %689 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %690 = stablehlo.multiply %689, %350 : tensor<32xf32>
    %cst_186 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %691 = stablehlo.broadcast_in_dim %cst_186, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %692 = stablehlo.multiply %691, %arg94 : tensor<32xf32>
    %693 = stablehlo.add %690, %692 : tensor<32xf32>
    %cst_187 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %694 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %695 = stablehlo.multiply %694, %335 : tensor<3x3x32x32xf32>
    %cst_188 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %696 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %697 = stablehlo.multiply %696, %arg95 : tensor<3x3x32x32xf32>
    %698 = stablehlo.add %695, %697 : tensor<3x3x32x32xf32>
    %cst_189 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %699 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %700 = stablehlo.multiply %699, %320 : tensor<32xf32>
    %cst_190 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %701 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %702 = stablehlo.multiply %701, %arg96 : tensor<32xf32>
    %703 = stablehlo.add %700, %702 : tensor<32xf32>
    %cst_191 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %704 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %705 = stablehlo.multiply %704, %328 : tensor<32xf32>
    %cst_192 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %706 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %707 = stablehlo.multiply %706, %arg97 : tensor<32xf32>
    %708 = stablehlo.add %705, %707 : tensor<32xf32>
    %cst_193 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %709 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %710 = stablehlo.multiply %709, %306 : tensor<4xf32>
    %cst_194 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %711 = stablehlo.broadcast_in_dim %cst_194, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %712 = stablehlo.multiply %711, %arg98 : tensor<4xf32>
    %713 = stablehlo.add %710, %712 : tensor<4xf32>
    %cst_195 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %714 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %715 = stablehlo.multiply %714, %307 : tensor<1x1x32x4xf32>
    %cst_196 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %716 = stablehlo.broadcast_in_dim %cst_196, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %717 = stablehlo.multiply %716, %arg99 : tensor<1x1x32x4xf32>
    %718 = stablehlo.add %715, %717 : tensor<1x1x32x4xf32>
    %cst_197 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %719 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %720 = stablehlo.multiply %719, %298 : tensor<32xf32>
    %cst_198 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %722 = stablehlo.multiply %721, %arg100 : tensor<32xf32>
    %723 = stablehlo.add %720, %722 : tensor<32xf32>
    %cst_199 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %724 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %725 = stablehlo.multiply %724, %299 : tensor<1x1x4x32xf32>
    %cst_200 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %726 = stablehlo.broadcast_in_dim %cst_200, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %727 = stablehlo.multiply %726, %arg101 : tensor<1x1x4x32xf32>
    %728 = stablehlo.add %725, %727 : tensor<1x1x4x32xf32>
    %cst_201 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %729 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %730 = stablehlo.multiply %729, %287 : tensor<1x1x32x32xf32>
    %cst_202 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %731 = stablehlo.broadcast_in_dim %cst_202, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %732 = stablehlo.multiply %731, %arg102 : tensor<1x1x32x32xf32>
    %733 = stablehlo.add %730, %732 : tensor<1x1x32x32xf32>
    %cst_203 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %734 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %735 = stablehlo.multiply %734, %272 : tensor<32xf32>
    %cst_204 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %736 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %737 = stablehlo.multiply %736, %arg103 : tensor<32xf32>
    %738 = stablehlo.add %735, %737 : tensor<32xf32>
    %cst_205 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %739 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %740 = stablehlo.multiply %739, %280 : tensor<32xf32>
    %cst_206 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %741 = stablehlo.broadcast_in_dim %cst_206, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %742 = stablehlo.multiply %741, %arg104 : tensor<32xf32>
    %743 = stablehlo.add %740, %742 : tensor<32xf32>
    %cst_207 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %744 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %745 = stablehlo.multiply %744, %267 : tensor<1x1x16x32xf32>
    %cst_208 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %746 = stablehlo.broadcast_in_dim %cst_208, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %747 = stablehlo.multiply %746, %arg105 : tensor<1x1x16x32xf32>
    %748 = stablehlo.add %745, %747 : tensor<1x1x16x32xf32>
    %cst_209 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %749 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %750 = stablehlo.multiply %749, %252 : tensor<32xf32>
    %cst_210 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %751 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %752 = stablehlo.multiply %751, %arg106 : tensor<32xf32>
    %753 = stablehlo.add %750, %752 : tensor<32xf32>
    %cst_211 = stablehlo.constant dense<1.000000e-01> : tensor<f32>
    %754 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %755 = stablehlo.multiply %754, %260 : tensor<32xf32>
    %cst_212 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %756 = stablehlo.broadcast_in_dim %cst_212, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %757 = stablehlo.multiply %756, %arg107 : tensor<32xf32>
    %758 = stablehlo.add %755, %757 : tensor<32xf32>
    %759 = stablehlo.multiply %492, %492 : tensor<16xf32>
    %cst_213 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %760 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %761 = stablehlo.multiply %760, %759 : tensor<16xf32>
    %cst_214 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %762 = stablehlo.broadcast_in_dim %cst_214, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %763 = stablehlo.multiply %762, %arg108 : tensor<16xf32>
    %764 = stablehlo.add %761, %763 : tensor<16xf32>
    %765 = stablehlo.multiply %491, %491 : tensor<16xf32>
    %cst_215 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %767 = stablehlo.multiply %766, %765 : tensor<16xf32>
    %cst_216 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %768 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %769 = stablehlo.multiply %768, %arg109 : tensor<16xf32>
    %770 = stablehlo.add %767, %769 : tensor<16xf32>
    %771 = stablehlo.multiply %469, %469 : tensor<16xf32>
    %cst_217 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %772 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %773 = stablehlo.multiply %772, %771 : tensor<16xf32>
    %cst_218 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %774 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %775 = stablehlo.multiply %774, %arg110 : tensor<16xf32>
    %776 = stablehlo.add %773, %775 : tensor<16xf32>
    %777 = stablehlo.multiply %468, %468 : tensor<16xf32>
    %cst_219 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %778 = stablehlo.broadcast_in_dim %cst_219, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %779 = stablehlo.multiply %778, %777 : tensor<16xf32>
    %cst_220 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %781 = stablehlo.multiply %780, %arg111 : tensor<16xf32>
    %782 = stablehlo.add %779, %781 : tensor<16xf32>
    %783 = stablehlo.multiply %447, %447 : tensor<16xf32>
    %cst_221 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %784 = stablehlo.broadcast_in_dim %cst_221, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %785 = stablehlo.multiply %784, %783 : tensor<16xf32>
    %cst_222 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %786 = stablehlo.broadcast_in_dim %cst_222, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %787 = stablehlo.multiply %786, %arg112 : tensor<16xf32>
    %788 = stablehlo.add %785, %787 : tensor<16xf32>
    %789 = stablehlo.multiply %446, %446 : tensor<16xf32>
    %cst_223 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %790 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %791 = stablehlo.multiply %790, %789 : tensor<16xf32>
    %cst_224 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %792 = stablehlo.broadcast_in_dim %cst_224, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %793 = stablehlo.multiply %792, %arg113 : tensor<16xf32>
    %794 = stablehlo.add %791, %793 : tensor<16xf32>
    %795 = stablehlo.multiply %399, %399 : tensor<16xf32>
    %cst_225 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %796 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %797 = stablehlo.multiply %796, %795 : tensor<16xf32>
    %cst_226 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %798 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %799 = stablehlo.multiply %798, %arg114 : tensor<16xf32>
    %800 = stablehlo.add %797, %799 : tensor<16xf32>
    %801 = stablehlo.multiply %398, %398 : tensor<16xf32>
    %cst_227 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %802 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %803 = stablehlo.multiply %802, %801 : tensor<16xf32>
    %cst_228 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %805 = stablehlo.multiply %804, %arg115 : tensor<16xf32>
    %806 = stablehlo.add %803, %805 : tensor<16xf32>
    %807 = stablehlo.multiply %379, %379 : tensor<16xf32>
    %cst_229 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_229, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %809 = stablehlo.multiply %808, %807 : tensor<16xf32>
    %cst_230 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %810 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %811 = stablehlo.multiply %810, %arg116 : tensor<16xf32>
    %812 = stablehlo.add %809, %811 : tensor<16xf32>
    %813 = stablehlo.multiply %378, %378 : tensor<16xf32>
    %cst_231 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %814 = stablehlo.broadcast_in_dim %cst_231, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %815 = stablehlo.multiply %814, %813 : tensor<16xf32>
    %cst_232 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %816 = stablehlo.broadcast_in_dim %cst_232, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %817 = stablehlo.multiply %816, %arg117 : tensor<16xf32>
    %818 = stablehlo.add %815, %817 : tensor<16xf32>
    %819 = stablehlo.multiply %356, %356 : tensor<32xf32>
    %cst_233 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %820 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %821 = stablehlo.multiply %820, %819 : tensor<32xf32>
    %cst_234 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %822 = stablehlo.broadcast_in_dim %cst_234, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %823 = stablehlo.multiply %822, %arg118 : tensor<32xf32>
    %824 = stablehlo.add %821, %823 : tensor<32xf32>
    %825 = stablehlo.multiply %355, %355 : tensor<32xf32>
    %cst_235 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %826 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %827 = stablehlo.multiply %826, %825 : tensor<32xf32>
    %cst_236 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %828 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %829 = stablehlo.multiply %828, %arg119 : tensor<32xf32>
    %830 = stablehlo.add %827, %829 : tensor<32xf32>
    %831 = stablehlo.multiply %334, %334 : tensor<32xf32>
    %cst_237 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %832 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %833 = stablehlo.multiply %832, %831 : tensor<32xf32>
    %cst_238 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %834 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %835 = stablehlo.multiply %834, %arg120 : tensor<32xf32>
    %836 = stablehlo.add %833, %835 : tensor<32xf32>
    %837 = stablehlo.multiply %333, %333 : tensor<32xf32>
    %cst_239 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %838 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %839 = stablehlo.multiply %838, %837 : tensor<32xf32>
    %cst_240 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %840 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %841 = stablehlo.multiply %840, %arg121 : tensor<32xf32>
    %842 = stablehlo.add %839, %841 : tensor<32xf32>
    %843 = stablehlo.multiply %286, %286 : tensor<32xf32>
    %cst_241 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %844 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %845 = stablehlo.multiply %844, %843 : tensor<32xf32>
    %cst_242 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_242, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %847 = stablehlo.multiply %846, %arg122 : tensor<32xf32>
    %848 = stablehlo.add %845, %847 : tensor<32xf32>
    %849 = stablehlo.multiply %285, %285 : tensor<32xf32>
    %cst_243 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %850 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %851 = stablehlo.multiply %850, %849 : tensor<32xf32>
    %cst_244 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %852 = stablehlo.broadcast_in_dim %cst_244, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %853 = stablehlo.multiply %852, %arg123 : tensor<32xf32>
    %854 = stablehlo.add %851, %853 : tensor<32xf32>
    %855 = stablehlo.multiply %266, %266 : tensor<32xf32>
    %cst_245 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %856 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %857 = stablehlo.multiply %856, %855 : tensor<32xf32>
    %cst_246 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %858 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %859 = stablehlo.multiply %858, %arg124 : tensor<32xf32>
    %860 = stablehlo.add %857, %859 : tensor<32xf32>
    %861 = stablehlo.multiply %265, %265 : tensor<32xf32>
    %cst_247 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %862 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %863 = stablehlo.multiply %862, %861 : tensor<32xf32>
    %cst_248 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %864 = stablehlo.broadcast_in_dim %cst_248, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %865 = stablehlo.multiply %864, %arg125 : tensor<32xf32>
    %866 = stablehlo.add %863, %865 : tensor<32xf32>
    %867 = stablehlo.multiply %493, %493 : tensor<3x3x3x16xf32>
    %cst_249 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %868 = stablehlo.broadcast_in_dim %cst_249, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %869 = stablehlo.multiply %868, %867 : tensor<3x3x3x16xf32>
    %cst_250 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %870 = stablehlo.broadcast_in_dim %cst_250, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %871 = stablehlo.multiply %870, %arg126 : tensor<3x3x3x16xf32>
    %872 = stablehlo.add %869, %871 : tensor<3x3x3x16xf32>
    %873 = stablehlo.multiply %478, %478 : tensor<16xf32>
    %cst_251 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %874 = stablehlo.broadcast_in_dim %cst_251, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %875 = stablehlo.multiply %874, %873 : tensor<16xf32>
    %cst_252 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %876 = stablehlo.broadcast_in_dim %cst_252, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %877 = stablehlo.multiply %876, %arg127 : tensor<16xf32>
    %878 = stablehlo.add %875, %877 : tensor<16xf32>
    %879 = stablehlo.multiply %486, %486 : tensor<16xf32>
    %cst_253 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %880 = stablehlo.broadcast_in_dim %cst_253, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %881 = stablehlo.multiply %880, %879 : tensor<16xf32>
    %cst_254 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %882 = stablehlo.broadcast_in_dim %cst_254, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %883 = stablehlo.multiply %882, %arg128 : tensor<16xf32>
    %884 = stablehlo.add %881, %883 : tensor<16xf32>
    %885 = stablehlo.multiply %470, %470 : tensor<1x1x16x16xf32>
    %cst_255 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %886 = stablehlo.broadcast_in_dim %cst_255, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %887 = stablehlo.multiply %886, %885 : tensor<1x1x16x16xf32>
    %cst_256 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_256, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %889 = stablehlo.multiply %888, %arg129 : tensor<1x1x16x16xf32>
    %890 = stablehlo.add %887, %889 : tensor<1x1x16x16xf32>
    %891 = stablehlo.multiply %455, %455 : tensor<16xf32>
    %cst_257 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %892 = stablehlo.broadcast_in_dim %cst_257, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %893 = stablehlo.multiply %892, %891 : tensor<16xf32>
    %cst_258 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %894 = stablehlo.broadcast_in_dim %cst_258, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %895 = stablehlo.multiply %894, %arg130 : tensor<16xf32>
    %896 = stablehlo.add %893, %895 : tensor<16xf32>
    %897 = stablehlo.multiply %463, %463 : tensor<16xf32>
    %cst_259 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %898 = stablehlo.broadcast_in_dim %cst_259, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %899 = stablehlo.multiply %898, %897 : tensor<16xf32>
    %cst_260 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %900 = stablehlo.broadcast_in_dim %cst_260, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %901 = stablehlo.multiply %900, %arg131 : tensor<16xf32>
    %902 = stablehlo.add %899, %901 : tensor<16xf32>
    %903 = stablehlo.multiply %448, %448 : tensor<3x3x16x16xf32>
    %cst_261 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %904 = stablehlo.broadcast_in_dim %cst_261, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %905 = stablehlo.multiply %904, %903 : tensor<3x3x16x16xf32>
    %cst_262 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %906 = stablehlo.broadcast_in_dim %cst_262, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %907 = stablehlo.multiply %906, %arg132 : tensor<3x3x16x16xf32>
    %908 = stablehlo.add %905, %907 : tensor<3x3x16x16xf32>
    %909 = stablehlo.multiply %433, %433 : tensor<16xf32>
    %cst_263 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %910 = stablehlo.broadcast_in_dim %cst_263, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %911 = stablehlo.multiply %910, %909 : tensor<16xf32>
    %cst_264 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %912 = stablehlo.broadcast_in_dim %cst_264, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %913 = stablehlo.multiply %912, %arg133 : tensor<16xf32>
    %914 = stablehlo.add %911, %913 : tensor<16xf32>
    %915 = stablehlo.multiply %441, %441 : tensor<16xf32>
    %cst_265 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %916 = stablehlo.broadcast_in_dim %cst_265, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %917 = stablehlo.multiply %916, %915 : tensor<16xf32>
    %cst_266 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %918 = stablehlo.broadcast_in_dim %cst_266, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %919 = stablehlo.multiply %918, %arg134 : tensor<16xf32>
    %920 = stablehlo.add %917, %919 : tensor<16xf32>
    %921 = stablehlo.multiply %419, %419 : tensor<4xf32>
    %cst_267 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %922 = stablehlo.broadcast_in_dim %cst_267, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %923 = stablehlo.multiply %922, %921 : tensor<4xf32>
    %cst_268 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %924 = stablehlo.broadcast_in_dim %cst_268, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %925 = stablehlo.multiply %924, %arg135 : tensor<4xf32>
    %926 = stablehlo.add %923, %925 : tensor<4xf32>
    %927 = stablehlo.multiply %420, %420 : tensor<1x1x16x4xf32>
    %cst_269 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %928 = stablehlo.broadcast_in_dim %cst_269, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %929 = stablehlo.multiply %928, %927 : tensor<1x1x16x4xf32>
    %cst_270 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %930 = stablehlo.broadcast_in_dim %cst_270, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %931 = stablehlo.multiply %930, %arg136 : tensor<1x1x16x4xf32>
    %932 = stablehlo.add %929, %931 : tensor<1x1x16x4xf32>
    %933 = stablehlo.multiply %411, %411 : tensor<16xf32>
    %cst_271 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %934 = stablehlo.broadcast_in_dim %cst_271, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %935 = stablehlo.multiply %934, %933 : tensor<16xf32>
    %cst_272 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_272, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %937 = stablehlo.multiply %936, %arg137 : tensor<16xf32>
    %938 = stablehlo.add %935, %937 : tensor<16xf32>
    %939 = stablehlo.multiply %412, %412 : tensor<1x1x4x16xf32>
    %cst_273 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_273, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %941 = stablehlo.multiply %940, %939 : tensor<1x1x4x16xf32>
    %cst_274 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %942 = stablehlo.broadcast_in_dim %cst_274, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %943 = stablehlo.multiply %942, %arg138 : tensor<1x1x4x16xf32>
    %944 = stablehlo.add %941, %943 : tensor<1x1x4x16xf32>
    %945 = stablehlo.multiply %400, %400 : tensor<1x1x16x16xf32>
    %cst_275 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %946 = stablehlo.broadcast_in_dim %cst_275, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %947 = stablehlo.multiply %946, %945 : tensor<1x1x16x16xf32>
    %cst_276 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %948 = stablehlo.broadcast_in_dim %cst_276, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %949 = stablehlo.multiply %948, %arg139 : tensor<1x1x16x16xf32>
    %950 = stablehlo.add %947, %949 : tensor<1x1x16x16xf32>
    %951 = stablehlo.multiply %385, %385 : tensor<16xf32>
    %cst_277 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %952 = stablehlo.broadcast_in_dim %cst_277, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %953 = stablehlo.multiply %952, %951 : tensor<16xf32>
    %cst_278 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %954 = stablehlo.broadcast_in_dim %cst_278, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %955 = stablehlo.multiply %954, %arg140 : tensor<16xf32>
    %956 = stablehlo.add %953, %955 : tensor<16xf32>
    %957 = stablehlo.multiply %393, %393 : tensor<16xf32>
    %cst_279 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %958 = stablehlo.broadcast_in_dim %cst_279, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %959 = stablehlo.multiply %958, %957 : tensor<16xf32>
    %cst_280 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %960 = stablehlo.broadcast_in_dim %cst_280, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %961 = stablehlo.multiply %960, %arg141 : tensor<16xf32>
    %962 = stablehlo.add %959, %961 : tensor<16xf32>
    %963 = stablehlo.multiply %380, %380 : tensor<1x1x16x16xf32>
    %cst_281 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %964 = stablehlo.broadcast_in_dim %cst_281, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %965 = stablehlo.multiply %964, %963 : tensor<1x1x16x16xf32>
    %cst_282 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %966 = stablehlo.broadcast_in_dim %cst_282, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %967 = stablehlo.multiply %966, %arg142 : tensor<1x1x16x16xf32>
    %968 = stablehlo.add %965, %967 : tensor<1x1x16x16xf32>
    %969 = stablehlo.multiply %365, %365 : tensor<16xf32>
    %cst_283 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %970 = stablehlo.broadcast_in_dim %cst_283, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %971 = stablehlo.multiply %970, %969 : tensor<16xf32>
    %cst_284 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %972 = stablehlo.broadcast_in_dim %cst_284, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %973 = stablehlo.multiply %972, %arg143 : tensor<16xf32>
    %974 = stablehlo.add %971, %973 : tensor<16xf32>
    %975 = stablehlo.multiply %373, %373 : tensor<16xf32>
    %cst_285 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %976 = stablehlo.broadcast_in_dim %cst_285, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %977 = stablehlo.multiply %976, %975 : tensor<16xf32>
    %cst_286 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %978 = stablehlo.broadcast_in_dim %cst_286, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %979 = stablehlo.multiply %978, %arg144 : tensor<16xf32>
    %980 = stablehlo.add %977, %979 : tensor<16xf32>
    %981 = stablehlo.multiply %357, %357 : tensor<1x1x16x32xf32>
    %cst_287 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %982 = stablehlo.broadcast_in_dim %cst_287, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %983 = stablehlo.multiply %982, %981 : tensor<1x1x16x32xf32>
    %cst_288 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %984 = stablehlo.broadcast_in_dim %cst_288, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %985 = stablehlo.multiply %984, %arg145 : tensor<1x1x16x32xf32>
    %986 = stablehlo.add %983, %985 : tensor<1x1x16x32xf32>
    %987 = stablehlo.multiply %342, %342 : tensor<32xf32>
    %cst_289 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %988 = stablehlo.broadcast_in_dim %cst_289, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %989 = stablehlo.multiply %988, %987 : tensor<32xf32>
    %cst_290 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %990 = stablehlo.broadcast_in_dim %cst_290, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %991 = stablehlo.multiply %990, %arg146 : tensor<32xf32>
    %992 = stablehlo.add %989, %991 : tensor<32xf32>
    %993 = stablehlo.multiply %350, %350 : tensor<32xf32>
    %cst_291 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %994 = stablehlo.broadcast_in_dim %cst_291, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %995 = stablehlo.multiply %994, %993 : tensor<32xf32>
    %cst_292 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %996 = stablehlo.broadcast_in_dim %cst_292, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %997 = stablehlo.multiply %996, %arg147 : tensor<32xf32>
    %998 = stablehlo.add %995, %997 : tensor<32xf32>
    %999 = stablehlo.multiply %335, %335 : tensor<3x3x32x32xf32>
    %cst_293 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1000 = stablehlo.broadcast_in_dim %cst_293, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1001 = stablehlo.multiply %1000, %999 : tensor<3x3x32x32xf32>
    %cst_294 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1002 = stablehlo.broadcast_in_dim %cst_294, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1003 = stablehlo.multiply %1002, %arg148 : tensor<3x3x32x32xf32>
    %1004 = stablehlo.add %1001, %1003 : tensor<3x3x32x32xf32>
    %1005 = stablehlo.multiply %320, %320 : tensor<32xf32>
    %cst_295 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1006 = stablehlo.broadcast_in_dim %cst_295, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1007 = stablehlo.multiply %1006, %1005 : tensor<32xf32>
    %cst_296 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1008 = stablehlo.broadcast_in_dim %cst_296, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1009 = stablehlo.multiply %1008, %arg149 : tensor<32xf32>
    %1010 = stablehlo.add %1007, %1009 : tensor<32xf32>
    %1011 = stablehlo.multiply %328, %328 : tensor<32xf32>
    %cst_297 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1012 = stablehlo.broadcast_in_dim %cst_297, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1013 = stablehlo.multiply %1012, %1011 : tensor<32xf32>
    %cst_298 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1014 = stablehlo.broadcast_in_dim %cst_298, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1015 = stablehlo.multiply %1014, %arg150 : tensor<32xf32>
    %1016 = stablehlo.add %1013, %1015 : tensor<32xf32>
    %1017 = stablehlo.multiply %306, %306 : tensor<4xf32>
    %cst_299 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1018 = stablehlo.broadcast_in_dim %cst_299, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1019 = stablehlo.multiply %1018, %1017 : tensor<4xf32>
    %cst_300 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1020 = stablehlo.broadcast_in_dim %cst_300, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1021 = stablehlo.multiply %1020, %arg151 : tensor<4xf32>
    %1022 = stablehlo.add %1019, %1021 : tensor<4xf32>
    %1023 = stablehlo.multiply %307, %307 : tensor<1x1x32x4xf32>
    %cst_301 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1024 = stablehlo.broadcast_in_dim %cst_301, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1025 = stablehlo.multiply %1024, %1023 : tensor<1x1x32x4xf32>
    %cst_302 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1026 = stablehlo.broadcast_in_dim %cst_302, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1027 = stablehlo.multiply %1026, %arg152 : tensor<1x1x32x4xf32>
    %1028 = stablehlo.add %1025, %1027 : tensor<1x1x32x4xf32>
    %1029 = stablehlo.multiply %298, %298 : tensor<32xf32>
    %cst_303 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1030 = stablehlo.broadcast_in_dim %cst_303, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1031 = stablehlo.multiply %1030, %1029 : tensor<32xf32>
    %cst_304 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_304, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1033 = stablehlo.multiply %1032, %arg153 : tensor<32xf32>
    %1034 = stablehlo.add %1031, %1033 : tensor<32xf32>
    %1035 = stablehlo.multiply %299, %299 : tensor<1x1x4x32xf32>
    %cst_305 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1036 = stablehlo.broadcast_in_dim %cst_305, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1037 = stablehlo.multiply %1036, %1035 : tensor<1x1x4x32xf32>
    %cst_306 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1038 = stablehlo.broadcast_in_dim %cst_306, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1039 = stablehlo.multiply %1038, %arg154 : tensor<1x1x4x32xf32>
    %1040 = stablehlo.add %1037, %1039 : tensor<1x1x4x32xf32>
    %1041 = stablehlo.multiply %287, %287 : tensor<1x1x32x32xf32>
    %cst_307 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_307, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1043 = stablehlo.multiply %1042, %1041 : tensor<1x1x32x32xf32>
    %cst_308 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1044 = stablehlo.broadcast_in_dim %cst_308, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1045 = stablehlo.multiply %1044, %arg155 : tensor<1x1x32x32xf32>
    %1046 = stablehlo.add %1043, %1045 : tensor<1x1x32x32xf32>
    %1047 = stablehlo.multiply %272, %272 : tensor<32xf32>
    %cst_309 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1048 = stablehlo.broadcast_in_dim %cst_309, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1049 = stablehlo.multiply %1048, %1047 : tensor<32xf32>
    %cst_310 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1050 = stablehlo.broadcast_in_dim %cst_310, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1051 = stablehlo.multiply %1050, %arg156 : tensor<32xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<32xf32>
    %1053 = stablehlo.multiply %280, %280 : tensor<32xf32>
    %cst_311 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1054 = stablehlo.broadcast_in_dim %cst_311, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1055 = stablehlo.multiply %1054, %1053 : tensor<32xf32>
    %cst_312 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1056 = stablehlo.broadcast_in_dim %cst_312, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1057 = stablehlo.multiply %1056, %arg157 : tensor<32xf32>
    %1058 = stablehlo.add %1055, %1057 : tensor<32xf32>
    %1059 = stablehlo.multiply %267, %267 : tensor<1x1x16x32xf32>
    %cst_313 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1060 = stablehlo.broadcast_in_dim %cst_313, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1061 = stablehlo.multiply %1060, %1059 : tensor<1x1x16x32xf32>
    %cst_314 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1062 = stablehlo.broadcast_in_dim %cst_314, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1063 = stablehlo.multiply %1062, %arg158 : tensor<1x1x16x32xf32>
    %1064 = stablehlo.add %1061, %1063 : tensor<1x1x16x32xf32>
    %1065 = stablehlo.multiply %252, %252 : tensor<32xf32>
    %cst_315 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_315, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1067 = stablehlo.multiply %1066, %1065 : tensor<32xf32>
    %cst_316 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1068 = stablehlo.broadcast_in_dim %cst_316, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1069 = stablehlo.multiply %1068, %arg159 : tensor<32xf32>
    %1070 = stablehlo.add %1067, %1069 : tensor<32xf32>
    %1071 = stablehlo.multiply %260, %260 : tensor<32xf32>
    %cst_317 = stablehlo.constant dense<1.000000e-03> : tensor<f32>
    %1072 = stablehlo.broadcast_in_dim %cst_317, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1073 = stablehlo.multiply %1072, %1071 : tensor<32xf32>
    %cst_318 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1074 = stablehlo.broadcast_in_dim %cst_318, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1075 = stablehlo.multiply %1074, %arg160 : tensor<32xf32>
    %1076 = stablehlo.add %1073, %1075 : tensor<32xf32>
    %c = stablehlo.constant dense<2147483647> : tensor<i32>
    %1077 = stablehlo.compare LT, %arg54, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %c_319 = stablehlo.constant dense<1> : tensor<i32>
    %1078 = stablehlo.add %arg54, %c_319 : tensor<i32>
    %c_320 = stablehlo.constant dense<2147483647> : tensor<i32>
    %1079 = call @_where(%1077, %1078, %c_320) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %cst_321 = stablehlo.constant dense<0.899999976> : tensor<f32>
    %1080 = stablehlo.convert %1079 : (tensor<i32>) -> tensor<f32>
    %1081 = stablehlo.power %cst_321, %1080 : tensor<f32>
    %cst_322 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1082 = stablehlo.subtract %cst_322, %1081 : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1084 = stablehlo.divide %498, %1083 : tensor<16xf32>
    %1085 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1086 = stablehlo.divide %503, %1085 : tensor<16xf32>
    %1087 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1088 = stablehlo.divide %508, %1087 : tensor<16xf32>
    %1089 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1090 = stablehlo.divide %513, %1089 : tensor<16xf32>
    %1091 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1092 = stablehlo.divide %518, %1091 : tensor<16xf32>
    %1093 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1094 = stablehlo.divide %523, %1093 : tensor<16xf32>
    %1095 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1096 = stablehlo.divide %528, %1095 : tensor<16xf32>
    %1097 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1098 = stablehlo.divide %533, %1097 : tensor<16xf32>
    %1099 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1100 = stablehlo.divide %538, %1099 : tensor<16xf32>
    %1101 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1102 = stablehlo.divide %543, %1101 : tensor<16xf32>
    %1103 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1104 = stablehlo.divide %548, %1103 : tensor<32xf32>
    %1105 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1106 = stablehlo.divide %553, %1105 : tensor<32xf32>
    %1107 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1108 = stablehlo.divide %558, %1107 : tensor<32xf32>
    %1109 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1110 = stablehlo.divide %563, %1109 : tensor<32xf32>
    %1111 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1112 = stablehlo.divide %568, %1111 : tensor<32xf32>
    %1113 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1114 = stablehlo.divide %573, %1113 : tensor<32xf32>
    %1115 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1116 = stablehlo.divide %578, %1115 : tensor<32xf32>
    %1117 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1118 = stablehlo.divide %583, %1117 : tensor<32xf32>
    %1119 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1120 = stablehlo.divide %588, %1119 : tensor<3x3x3x16xf32>
    %1121 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1122 = stablehlo.divide %593, %1121 : tensor<16xf32>
    %1123 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1124 = stablehlo.divide %598, %1123 : tensor<16xf32>
    %1125 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1126 = stablehlo.divide %603, %1125 : tensor<1x1x16x16xf32>
    %1127 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1128 = stablehlo.divide %608, %1127 : tensor<16xf32>
    %1129 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1130 = stablehlo.divide %613, %1129 : tensor<16xf32>
    %1131 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1132 = stablehlo.divide %618, %1131 : tensor<3x3x16x16xf32>
    %1133 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1134 = stablehlo.divide %623, %1133 : tensor<16xf32>
    %1135 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1136 = stablehlo.divide %628, %1135 : tensor<16xf32>
    %1137 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1138 = stablehlo.divide %633, %1137 : tensor<4xf32>
    %1139 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %1140 = stablehlo.divide %638, %1139 : tensor<1x1x16x4xf32>
    %1141 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1142 = stablehlo.divide %643, %1141 : tensor<16xf32>
    %1143 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %1144 = stablehlo.divide %648, %1143 : tensor<1x1x4x16xf32>
    %1145 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1146 = stablehlo.divide %653, %1145 : tensor<1x1x16x16xf32>
    %1147 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1148 = stablehlo.divide %658, %1147 : tensor<16xf32>
    %1149 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1150 = stablehlo.divide %663, %1149 : tensor<16xf32>
    %1151 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1152 = stablehlo.divide %668, %1151 : tensor<1x1x16x16xf32>
    %1153 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1154 = stablehlo.divide %673, %1153 : tensor<16xf32>
    %1155 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1156 = stablehlo.divide %678, %1155 : tensor<16xf32>
    %1157 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1158 = stablehlo.divide %683, %1157 : tensor<1x1x16x32xf32>
    %1159 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1160 = stablehlo.divide %688, %1159 : tensor<32xf32>
    %1161 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1162 = stablehlo.divide %693, %1161 : tensor<32xf32>
    %1163 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1164 = stablehlo.divide %698, %1163 : tensor<3x3x32x32xf32>
    %1165 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1166 = stablehlo.divide %703, %1165 : tensor<32xf32>
    %1167 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1168 = stablehlo.divide %708, %1167 : tensor<32xf32>
    %1169 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1170 = stablehlo.divide %713, %1169 : tensor<4xf32>
    %1171 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1172 = stablehlo.divide %718, %1171 : tensor<1x1x32x4xf32>
    %1173 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1174 = stablehlo.divide %723, %1173 : tensor<32xf32>
    %1175 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1176 = stablehlo.divide %728, %1175 : tensor<1x1x4x32xf32>
    %1177 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1178 = stablehlo.divide %733, %1177 : tensor<1x1x32x32xf32>
    %1179 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1180 = stablehlo.divide %738, %1179 : tensor<32xf32>
    %1181 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1182 = stablehlo.divide %743, %1181 : tensor<32xf32>
    %1183 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1184 = stablehlo.divide %748, %1183 : tensor<1x1x16x32xf32>
    %1185 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1186 = stablehlo.divide %753, %1185 : tensor<32xf32>
    %1187 = stablehlo.broadcast_in_dim %1082, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1188 = stablehlo.divide %758, %1187 : tensor<32xf32>
    %cst_323 = stablehlo.constant dense<9.990000e-01> : tensor<f32>
    %1189 = stablehlo.convert %1079 : (tensor<i32>) -> tensor<f32>
    %1190 = stablehlo.power %cst_323, %1189 : tensor<f32>
    %cst_324 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1191 = stablehlo.subtract %cst_324, %1190 : tensor<f32>
    %1192 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1193 = stablehlo.divide %764, %1192 : tensor<16xf32>
    %1194 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1195 = stablehlo.divide %770, %1194 : tensor<16xf32>
    %1196 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1197 = stablehlo.divide %776, %1196 : tensor<16xf32>
    %1198 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1199 = stablehlo.divide %782, %1198 : tensor<16xf32>
    %1200 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1201 = stablehlo.divide %788, %1200 : tensor<16xf32>
    %1202 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1203 = stablehlo.divide %794, %1202 : tensor<16xf32>
    %1204 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1205 = stablehlo.divide %800, %1204 : tensor<16xf32>
    %1206 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1207 = stablehlo.divide %806, %1206 : tensor<16xf32>
    %1208 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1209 = stablehlo.divide %812, %1208 : tensor<16xf32>
    %1210 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1211 = stablehlo.divide %818, %1210 : tensor<16xf32>
    %1212 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1213 = stablehlo.divide %824, %1212 : tensor<32xf32>
    %1214 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1215 = stablehlo.divide %830, %1214 : tensor<32xf32>
    %1216 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1217 = stablehlo.divide %836, %1216 : tensor<32xf32>
    %1218 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1219 = stablehlo.divide %842, %1218 : tensor<32xf32>
    %1220 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1221 = stablehlo.divide %848, %1220 : tensor<32xf32>
    %1222 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1223 = stablehlo.divide %854, %1222 : tensor<32xf32>
    %1224 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1225 = stablehlo.divide %860, %1224 : tensor<32xf32>
    %1226 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1227 = stablehlo.divide %866, %1226 : tensor<32xf32>
    %1228 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1229 = stablehlo.divide %872, %1228 : tensor<3x3x3x16xf32>
    %1230 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1231 = stablehlo.divide %878, %1230 : tensor<16xf32>
    %1232 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1233 = stablehlo.divide %884, %1232 : tensor<16xf32>
    %1234 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1235 = stablehlo.divide %890, %1234 : tensor<1x1x16x16xf32>
    %1236 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1237 = stablehlo.divide %896, %1236 : tensor<16xf32>
    %1238 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1239 = stablehlo.divide %902, %1238 : tensor<16xf32>
    %1240 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1241 = stablehlo.divide %908, %1240 : tensor<3x3x16x16xf32>
    %1242 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1243 = stablehlo.divide %914, %1242 : tensor<16xf32>
    %1244 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1245 = stablehlo.divide %920, %1244 : tensor<16xf32>
    %1246 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1247 = stablehlo.divide %926, %1246 : tensor<4xf32>
    %1248 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %1249 = stablehlo.divide %932, %1248 : tensor<1x1x16x4xf32>
    %1250 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1251 = stablehlo.divide %938, %1250 : tensor<16xf32>
    %1252 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %1253 = stablehlo.divide %944, %1252 : tensor<1x1x4x16xf32>
    %1254 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1255 = stablehlo.divide %950, %1254 : tensor<1x1x16x16xf32>
    %1256 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1257 = stablehlo.divide %956, %1256 : tensor<16xf32>
    %1258 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1259 = stablehlo.divide %962, %1258 : tensor<16xf32>
    %1260 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1261 = stablehlo.divide %968, %1260 : tensor<1x1x16x16xf32>
    %1262 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1263 = stablehlo.divide %974, %1262 : tensor<16xf32>
    %1264 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1265 = stablehlo.divide %980, %1264 : tensor<16xf32>
    %1266 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1267 = stablehlo.divide %986, %1266 : tensor<1x1x16x32xf32>
    %1268 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1269 = stablehlo.divide %992, %1268 : tensor<32xf32>
    %1270 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1271 = stablehlo.divide %998, %1270 : tensor<32xf32>
    %1272 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1273 = stablehlo.divide %1004, %1272 : tensor<3x3x32x32xf32>
    %1274 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1275 = stablehlo.divide %1010, %1274 : tensor<32xf32>
    %1276 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1277 = stablehlo.divide %1016, %1276 : tensor<32xf32>
    %1278 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1279 = stablehlo.divide %1022, %1278 : tensor<4xf32>
    %1280 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1281 = stablehlo.divide %1028, %1280 : tensor<1x1x32x4xf32>
    %1282 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1283 = stablehlo.divide %1034, %1282 : tensor<32xf32>
    %1284 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1285 = stablehlo.divide %1040, %1284 : tensor<1x1x4x32xf32>
    %1286 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1287 = stablehlo.divide %1046, %1286 : tensor<1x1x32x32xf32>
    %1288 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1289 = stablehlo.divide %1052, %1288 : tensor<32xf32>
    %1290 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1291 = stablehlo.divide %1058, %1290 : tensor<32xf32>
    %1292 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1293 = stablehlo.divide %1064, %1292 : tensor<1x1x16x32xf32>
    %1294 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1295 = stablehlo.divide %1070, %1294 : tensor<32xf32>
    %1296 = stablehlo.broadcast_in_dim %1191, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1297 = stablehlo.divide %1076, %1296 : tensor<32xf32>
    %cst_325 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1298 = stablehlo.broadcast_in_dim %cst_325, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1299 = stablehlo.add %1193, %1298 : tensor<16xf32>
    %1300 = stablehlo.sqrt %1299 : tensor<16xf32>
    %cst_326 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1301 = stablehlo.broadcast_in_dim %cst_326, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1302 = stablehlo.add %1300, %1301 : tensor<16xf32>
    %1303 = stablehlo.divide %1084, %1302 : tensor<16xf32>
    %cst_327 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1304 = stablehlo.broadcast_in_dim %cst_327, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1305 = stablehlo.add %1195, %1304 : tensor<16xf32>
    %1306 = stablehlo.sqrt %1305 : tensor<16xf32>
    %cst_328 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1307 = stablehlo.broadcast_in_dim %cst_328, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1308 = stablehlo.add %1306, %1307 : tensor<16xf32>
    %1309 = stablehlo.divide %1086, %1308 : tensor<16xf32>
    %cst_329 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1310 = stablehlo.broadcast_in_dim %cst_329, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1311 = stablehlo.add %1197, %1310 : tensor<16xf32>
    %1312 = stablehlo.sqrt %1311 : tensor<16xf32>
    %cst_330 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1313 = stablehlo.broadcast_in_dim %cst_330, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1314 = stablehlo.add %1312, %1313 : tensor<16xf32>
    %1315 = stablehlo.divide %1088, %1314 : tensor<16xf32>
    %cst_331 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1316 = stablehlo.broadcast_in_dim %cst_331, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1317 = stablehlo.add %1199, %1316 : tensor<16xf32>
    %1318 = stablehlo.sqrt %1317 : tensor<16xf32>
    %cst_332 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1319 = stablehlo.broadcast_in_dim %cst_332, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1320 = stablehlo.add %1318, %1319 : tensor<16xf32>
    %1321 = stablehlo.divide %1090, %1320 : tensor<16xf32>
    %cst_333 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1322 = stablehlo.broadcast_in_dim %cst_333, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1323 = stablehlo.add %1201, %1322 : tensor<16xf32>
    %1324 = stablehlo.sqrt %1323 : tensor<16xf32>
    %cst_334 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1325 = stablehlo.broadcast_in_dim %cst_334, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1326 = stablehlo.add %1324, %1325 : tensor<16xf32>
    %1327 = stablehlo.divide %1092, %1326 : tensor<16xf32>
    %cst_335 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1328 = stablehlo.broadcast_in_dim %cst_335, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1329 = stablehlo.add %1203, %1328 : tensor<16xf32>
    %1330 = stablehlo.sqrt %1329 : tensor<16xf32>
    %cst_336 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1331 = stablehlo.broadcast_in_dim %cst_336, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1332 = stablehlo.add %1330, %1331 : tensor<16xf32>
    %1333 = stablehlo.divide %1094, %1332 : tensor<16xf32>
    %cst_337 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_337, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1335 = stablehlo.add %1205, %1334 : tensor<16xf32>
    %1336 = stablehlo.sqrt %1335 : tensor<16xf32>
    %cst_338 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1337 = stablehlo.broadcast_in_dim %cst_338, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1338 = stablehlo.add %1336, %1337 : tensor<16xf32>
    %1339 = stablehlo.divide %1096, %1338 : tensor<16xf32>
    %cst_339 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1340 = stablehlo.broadcast_in_dim %cst_339, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1341 = stablehlo.add %1207, %1340 : tensor<16xf32>
    %1342 = stablehlo.sqrt %1341 : tensor<16xf32>
    %cst_340 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1343 = stablehlo.broadcast_in_dim %cst_340, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1344 = stablehlo.add %1342, %1343 : tensor<16xf32>
    %1345 = stablehlo.divide %1098, %1344 : tensor<16xf32>
    %cst_341 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1346 = stablehlo.broadcast_in_dim %cst_341, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1347 = stablehlo.add %1209, %1346 : tensor<16xf32>
    %1348 = stablehlo.sqrt %1347 : tensor<16xf32>
    %cst_342 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1349 = stablehlo.broadcast_in_dim %cst_342, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1350 = stablehlo.add %1348, %1349 : tensor<16xf32>
    %1351 = stablehlo.divide %1100, %1350 : tensor<16xf32>
    %cst_343 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1352 = stablehlo.broadcast_in_dim %cst_343, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1353 = stablehlo.add %1211, %1352 : tensor<16xf32>
    %1354 = stablehlo.sqrt %1353 : tensor<16xf32>
    %cst_344 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1355 = stablehlo.broadcast_in_dim %cst_344, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1356 = stablehlo.add %1354, %1355 : tensor<16xf32>
    %1357 = stablehlo.divide %1102, %1356 : tensor<16xf32>
    %cst_345 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1358 = stablehlo.broadcast_in_dim %cst_345, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1359 = stablehlo.add %1213, %1358 : tensor<32xf32>
    %1360 = stablehlo.sqrt %1359 : tensor<32xf32>
    %cst_346 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1361 = stablehlo.broadcast_in_dim %cst_346, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1362 = stablehlo.add %1360, %1361 : tensor<32xf32>
    %1363 = stablehlo.divide %1104, %1362 : tensor<32xf32>
    %cst_347 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1364 = stablehlo.broadcast_in_dim %cst_347, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1365 = stablehlo.add %1215, %1364 : tensor<32xf32>
    %1366 = stablehlo.sqrt %1365 : tensor<32xf32>
    %cst_348 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1367 = stablehlo.broadcast_in_dim %cst_348, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1368 = stablehlo.add %1366, %1367 : tensor<32xf32>
    %1369 = stablehlo.divide %1106, %1368 : tensor<32xf32>
    %cst_349 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1370 = stablehlo.broadcast_in_dim %cst_349, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1371 = stablehlo.add %1217, %1370 : tensor<32xf32>
    %1372 = stablehlo.sqrt %1371 : tensor<32xf32>
    %cst_350 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1373 = stablehlo.broadcast_in_dim %cst_350, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1374 = stablehlo.add %1372, %1373 : tensor<32xf32>
    %1375 = stablehlo.divide %1108, %1374 : tensor<32xf32>
    %cst_351 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1376 = stablehlo.broadcast_in_dim %cst_351, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1377 = stablehlo.add %1219, %1376 : tensor<32xf32>
    %1378 = stablehlo.sqrt %1377 : tensor<32xf32>
    %cst_352 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1379 = stablehlo.broadcast_in_dim %cst_352, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1380 = stablehlo.add %1378, %1379 : tensor<32xf32>
    %1381 = stablehlo.divide %1110, %1380 : tensor<32xf32>
    %cst_353 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1382 = stablehlo.broadcast_in_dim %cst_353, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1383 = stablehlo.add %1221, %1382 : tensor<32xf32>
    %1384 = stablehlo.sqrt %1383 : tensor<32xf32>
    %cst_354 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_354, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1386 = stablehlo.add %1384, %1385 : tensor<32xf32>
    %1387 = stablehlo.divide %1112, %1386 : tensor<32xf32>
    %cst_355 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1388 = stablehlo.broadcast_in_dim %cst_355, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1389 = stablehlo.add %1223, %1388 : tensor<32xf32>
    %1390 = stablehlo.sqrt %1389 : tensor<32xf32>
    %cst_356 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1391 = stablehlo.broadcast_in_dim %cst_356, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1392 = stablehlo.add %1390, %1391 : tensor<32xf32>
    %1393 = stablehlo.divide %1114, %1392 : tensor<32xf32>
    %cst_357 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1394 = stablehlo.broadcast_in_dim %cst_357, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1395 = stablehlo.add %1225, %1394 : tensor<32xf32>
    %1396 = stablehlo.sqrt %1395 : tensor<32xf32>
    %cst_358 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1397 = stablehlo.broadcast_in_dim %cst_358, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1398 = stablehlo.add %1396, %1397 : tensor<32xf32>
    %1399 = stablehlo.divide %1116, %1398 : tensor<32xf32>
    %cst_359 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1400 = stablehlo.broadcast_in_dim %cst_359, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1401 = stablehlo.add %1227, %1400 : tensor<32xf32>
    %1402 = stablehlo.sqrt %1401 : tensor<32xf32>
    %cst_360 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_360, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1404 = stablehlo.add %1402, %1403 : tensor<32xf32>
    %1405 = stablehlo.divide %1118, %1404 : tensor<32xf32>
    %cst_361 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_361, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1407 = stablehlo.add %1229, %1406 : tensor<3x3x3x16xf32>
    %1408 = stablehlo.sqrt %1407 : tensor<3x3x3x16xf32>
    %cst_362 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1409 = stablehlo.broadcast_in_dim %cst_362, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1410 = stablehlo.add %1408, %1409 : tensor<3x3x3x16xf32>
    %1411 = stablehlo.divide %1120, %1410 : tensor<3x3x3x16xf32>
    %cst_363 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1412 = stablehlo.broadcast_in_dim %cst_363, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1413 = stablehlo.add %1231, %1412 : tensor<16xf32>
    %1414 = stablehlo.sqrt %1413 : tensor<16xf32>
    %cst_364 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1415 = stablehlo.broadcast_in_dim %cst_364, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1416 = stablehlo.add %1414, %1415 : tensor<16xf32>
    %1417 = stablehlo.divide %1122, %1416 : tensor<16xf32>
    %cst_365 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1418 = stablehlo.broadcast_in_dim %cst_365, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1419 = stablehlo.add %1233, %1418 : tensor<16xf32>
    %1420 = stablehlo.sqrt %1419 : tensor<16xf32>
    %cst_366 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1421 = stablehlo.broadcast_in_dim %cst_366, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1422 = stablehlo.add %1420, %1421 : tensor<16xf32>
    %1423 = stablehlo.divide %1124, %1422 : tensor<16xf32>
    %cst_367 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1424 = stablehlo.broadcast_in_dim %cst_367, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1425 = stablehlo.add %1235, %1424 : tensor<1x1x16x16xf32>
    %1426 = stablehlo.sqrt %1425 : tensor<1x1x16x16xf32>
    %cst_368 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1427 = stablehlo.broadcast_in_dim %cst_368, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1428 = stablehlo.add %1426, %1427 : tensor<1x1x16x16xf32>
    %1429 = stablehlo.divide %1126, %1428 : tensor<1x1x16x16xf32>
    %cst_369 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1430 = stablehlo.broadcast_in_dim %cst_369, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1431 = stablehlo.add %1237, %1430 : tensor<16xf32>
    %1432 = stablehlo.sqrt %1431 : tensor<16xf32>
    %cst_370 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1433 = stablehlo.broadcast_in_dim %cst_370, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1434 = stablehlo.add %1432, %1433 : tensor<16xf32>
    %1435 = stablehlo.divide %1128, %1434 : tensor<16xf32>
    %cst_371 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1436 = stablehlo.broadcast_in_dim %cst_371, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1437 = stablehlo.add %1239, %1436 : tensor<16xf32>
    %1438 = stablehlo.sqrt %1437 : tensor<16xf32>
    %cst_372 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1439 = stablehlo.broadcast_in_dim %cst_372, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1440 = stablehlo.add %1438, %1439 : tensor<16xf32>
    %1441 = stablehlo.divide %1130, %1440 : tensor<16xf32>
    %cst_373 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1442 = stablehlo.broadcast_in_dim %cst_373, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1443 = stablehlo.add %1241, %1442 : tensor<3x3x16x16xf32>
    %1444 = stablehlo.sqrt %1443 : tensor<3x3x16x16xf32>
    %cst_374 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1445 = stablehlo.broadcast_in_dim %cst_374, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1446 = stablehlo.add %1444, %1445 : tensor<3x3x16x16xf32>
    %1447 = stablehlo.divide %1132, %1446 : tensor<3x3x16x16xf32>
    %cst_375 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1448 = stablehlo.broadcast_in_dim %cst_375, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1449 = stablehlo.add %1243, %1448 : tensor<16xf32>
    %1450 = stablehlo.sqrt %1449 : tensor<16xf32>
    %cst_376 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1451 = stablehlo.broadcast_in_dim %cst_376, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1452 = stablehlo.add %1450, %1451 : tensor<16xf32>
    %1453 = stablehlo.divide %1134, %1452 : tensor<16xf32>
    %cst_377 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1454 = stablehlo.broadcast_in_dim %cst_377, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1455 = stablehlo.add %1245, %1454 : tensor<16xf32>
    %1456 = stablehlo.sqrt %1455 : tensor<16xf32>
    %cst_378 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1457 = stablehlo.broadcast_in_dim %cst_378, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1458 = stablehlo.add %1456, %1457 : tensor<16xf32>
    %1459 = stablehlo.divide %1136, %1458 : tensor<16xf32>
    %cst_379 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1460 = stablehlo.broadcast_in_dim %cst_379, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1461 = stablehlo.add %1247, %1460 : tensor<4xf32>
    %1462 = stablehlo.sqrt %1461 : tensor<4xf32>
    %cst_380 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1463 = stablehlo.broadcast_in_dim %cst_380, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1464 = stablehlo.add %1462, %1463 : tensor<4xf32>
    %1465 = stablehlo.divide %1138, %1464 : tensor<4xf32>
    %cst_381 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1466 = stablehlo.broadcast_in_dim %cst_381, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %1467 = stablehlo.add %1249, %1466 : tensor<1x1x16x4xf32>
    %1468 = stablehlo.sqrt %1467 : tensor<1x1x16x4xf32>
    %cst_382 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1469 = stablehlo.broadcast_in_dim %cst_382, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %1470 = stablehlo.add %1468, %1469 : tensor<1x1x16x4xf32>
    %1471 = stablehlo.divide %1140, %1470 : tensor<1x1x16x4xf32>
    %cst_383 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1472 = stablehlo.broadcast_in_dim %cst_383, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1473 = stablehlo.add %1251, %1472 : tensor<16xf32>
    %1474 = stablehlo.sqrt %1473 : tensor<16xf32>
    %cst_384 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1475 = stablehlo.broadcast_in_dim %cst_384, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1476 = stablehlo.add %1474, %1475 : tensor<16xf32>
    %1477 = stablehlo.divide %1142, %1476 : tensor<16xf32>
    %cst_385 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1478 = stablehlo.broadcast_in_dim %cst_385, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %1479 = stablehlo.add %1253, %1478 : tensor<1x1x4x16xf32>
    %1480 = stablehlo.sqrt %1479 : tensor<1x1x4x16xf32>
    %cst_386 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1481 = stablehlo.broadcast_in_dim %cst_386, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %1482 = stablehlo.add %1480, %1481 : tensor<1x1x4x16xf32>
    %1483 = stablehlo.divide %1144, %1482 : tensor<1x1x4x16xf32>
    %cst_387 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1484 = stablehlo.broadcast_in_dim %cst_387, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1485 = stablehlo.add %1255, %1484 : tensor<1x1x16x16xf32>
    %1486 = stablehlo.sqrt %1485 : tensor<1x1x16x16xf32>
    %cst_388 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1487 = stablehlo.broadcast_in_dim %cst_388, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1488 = stablehlo.add %1486, %1487 : tensor<1x1x16x16xf32>
    %1489 = stablehlo.divide %1146, %1488 : tensor<1x1x16x16xf32>
    %cst_389 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1490 = stablehlo.broadcast_in_dim %cst_389, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1491 = stablehlo.add %1257, %1490 : tensor<16xf32>
    %1492 = stablehlo.sqrt %1491 : tensor<16xf32>
    %cst_390 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1493 = stablehlo.broadcast_in_dim %cst_390, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1494 = stablehlo.add %1492, %1493 : tensor<16xf32>
    %1495 = stablehlo.divide %1148, %1494 : tensor<16xf32>
    %cst_391 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1496 = stablehlo.broadcast_in_dim %cst_391, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1497 = stablehlo.add %1259, %1496 : tensor<16xf32>
    %1498 = stablehlo.sqrt %1497 : tensor<16xf32>
    %cst_392 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1499 = stablehlo.broadcast_in_dim %cst_392, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1500 = stablehlo.add %1498, %1499 : tensor<16xf32>
    %1501 = stablehlo.divide %1150, %1500 : tensor<16xf32>
    %cst_393 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1502 = stablehlo.broadcast_in_dim %cst_393, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1503 = stablehlo.add %1261, %1502 : tensor<1x1x16x16xf32>
    %1504 = stablehlo.sqrt %1503 : tensor<1x1x16x16xf32>
    %cst_394 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1505 = stablehlo.broadcast_in_dim %cst_394, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1506 = stablehlo.add %1504, %1505 : tensor<1x1x16x16xf32>
    %1507 = stablehlo.divide %1152, %1506 : tensor<1x1x16x16xf32>
    %cst_395 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1508 = stablehlo.broadcast_in_dim %cst_395, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1509 = stablehlo.add %1263, %1508 : tensor<16xf32>
    %1510 = stablehlo.sqrt %1509 : tensor<16xf32>
    %cst_396 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1511 = stablehlo.broadcast_in_dim %cst_396, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1512 = stablehlo.add %1510, %1511 : tensor<16xf32>
    %1513 = stablehlo.divide %1154, %1512 : tensor<16xf32>
    %cst_397 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1514 = stablehlo.broadcast_in_dim %cst_397, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1515 = stablehlo.add %1265, %1514 : tensor<16xf32>
    %1516 = stablehlo.sqrt %1515 : tensor<16xf32>
    %cst_398 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1517 = stablehlo.broadcast_in_dim %cst_398, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1518 = stablehlo.add %1516, %1517 : tensor<16xf32>
    %1519 = stablehlo.divide %1156, %1518 : tensor<16xf32>
    %cst_399 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1520 = stablehlo.broadcast_in_dim %cst_399, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1521 = stablehlo.add %1267, %1520 : tensor<1x1x16x32xf32>
    %1522 = stablehlo.sqrt %1521 : tensor<1x1x16x32xf32>
    %cst_400 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1523 = stablehlo.broadcast_in_dim %cst_400, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1524 = stablehlo.add %1522, %1523 : tensor<1x1x16x32xf32>
    %1525 = stablehlo.divide %1158, %1524 : tensor<1x1x16x32xf32>
    %cst_401 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1526 = stablehlo.broadcast_in_dim %cst_401, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1527 = stablehlo.add %1269, %1526 : tensor<32xf32>
    %1528 = stablehlo.sqrt %1527 : tensor<32xf32>
    %cst_402 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1529 = stablehlo.broadcast_in_dim %cst_402, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1530 = stablehlo.add %1528, %1529 : tensor<32xf32>
    %1531 = stablehlo.divide %1160, %1530 : tensor<32xf32>
    %cst_403 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_403, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1533 = stablehlo.add %1271, %1532 : tensor<32xf32>
    %1534 = stablehlo.sqrt %1533 : tensor<32xf32>
    %cst_404 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1535 = stablehlo.broadcast_in_dim %cst_404, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1536 = stablehlo.add %1534, %1535 : tensor<32xf32>
    %1537 = stablehlo.divide %1162, %1536 : tensor<32xf32>
    %cst_405 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_405, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1539 = stablehlo.add %1273, %1538 : tensor<3x3x32x32xf32>
    %1540 = stablehlo.sqrt %1539 : tensor<3x3x32x32xf32>
    %cst_406 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1541 = stablehlo.broadcast_in_dim %cst_406, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1542 = stablehlo.add %1540, %1541 : tensor<3x3x32x32xf32>
    %1543 = stablehlo.divide %1164, %1542 : tensor<3x3x32x32xf32>
    %cst_407 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1544 = stablehlo.broadcast_in_dim %cst_407, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1545 = stablehlo.add %1275, %1544 : tensor<32xf32>
    %1546 = stablehlo.sqrt %1545 : tensor<32xf32>
    %cst_408 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1547 = stablehlo.broadcast_in_dim %cst_408, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1548 = stablehlo.add %1546, %1547 : tensor<32xf32>
    %1549 = stablehlo.divide %1166, %1548 : tensor<32xf32>
    %cst_409 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1550 = stablehlo.broadcast_in_dim %cst_409, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1551 = stablehlo.add %1277, %1550 : tensor<32xf32>
    %1552 = stablehlo.sqrt %1551 : tensor<32xf32>
    %cst_410 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1553 = stablehlo.broadcast_in_dim %cst_410, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1554 = stablehlo.add %1552, %1553 : tensor<32xf32>
    %1555 = stablehlo.divide %1168, %1554 : tensor<32xf32>
    %cst_411 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1556 = stablehlo.broadcast_in_dim %cst_411, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1557 = stablehlo.add %1279, %1556 : tensor<4xf32>
    %1558 = stablehlo.sqrt %1557 : tensor<4xf32>
    %cst_412 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1559 = stablehlo.broadcast_in_dim %cst_412, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1560 = stablehlo.add %1558, %1559 : tensor<4xf32>
    %1561 = stablehlo.divide %1170, %1560 : tensor<4xf32>
    %cst_413 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1562 = stablehlo.broadcast_in_dim %cst_413, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1563 = stablehlo.add %1281, %1562 : tensor<1x1x32x4xf32>
    %1564 = stablehlo.sqrt %1563 : tensor<1x1x32x4xf32>
    %cst_414 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_414, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1566 = stablehlo.add %1564, %1565 : tensor<1x1x32x4xf32>
    %1567 = stablehlo.divide %1172, %1566 : tensor<1x1x32x4xf32>
    %cst_415 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1568 = stablehlo.broadcast_in_dim %cst_415, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1569 = stablehlo.add %1283, %1568 : tensor<32xf32>
    %1570 = stablehlo.sqrt %1569 : tensor<32xf32>
    %cst_416 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1571 = stablehlo.broadcast_in_dim %cst_416, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1572 = stablehlo.add %1570, %1571 : tensor<32xf32>
    %1573 = stablehlo.divide %1174, %1572 : tensor<32xf32>
    %cst_417 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1574 = stablehlo.broadcast_in_dim %cst_417, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1575 = stablehlo.add %1285, %1574 : tensor<1x1x4x32xf32>
    %1576 = stablehlo.sqrt %1575 : tensor<1x1x4x32xf32>
    %cst_418 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1577 = stablehlo.broadcast_in_dim %cst_418, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1578 = stablehlo.add %1576, %1577 : tensor<1x1x4x32xf32>
    %1579 = stablehlo.divide %1176, %1578 : tensor<1x1x4x32xf32>
    %cst_419 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1580 = stablehlo.broadcast_in_dim %cst_419, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1581 = stablehlo.add %1287, %1580 : tensor<1x1x32x32xf32>
    %1582 = stablehlo.sqrt %1581 : tensor<1x1x32x32xf32>
    %cst_420 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_420, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1584 = stablehlo.add %1582, %1583 : tensor<1x1x32x32xf32>
    %1585 = stablehlo.divide %1178, %1584 : tensor<1x1x32x32xf32>
    %cst_421 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_421, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1587 = stablehlo.add %1289, %1586 : tensor<32xf32>
    %1588 = stablehlo.sqrt %1587 : tensor<32xf32>
    %cst_422 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1589 = stablehlo.broadcast_in_dim %cst_422, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1590 = stablehlo.add %1588, %1589 : tensor<32xf32>
    %1591 = stablehlo.divide %1180, %1590 : tensor<32xf32>
    %cst_423 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1592 = stablehlo.broadcast_in_dim %cst_423, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1593 = stablehlo.add %1291, %1592 : tensor<32xf32>
    %1594 = stablehlo.sqrt %1593 : tensor<32xf32>
    %cst_424 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1595 = stablehlo.broadcast_in_dim %cst_424, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1596 = stablehlo.add %1594, %1595 : tensor<32xf32>
    %1597 = stablehlo.divide %1182, %1596 : tensor<32xf32>
    %cst_425 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1598 = stablehlo.broadcast_in_dim %cst_425, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1599 = stablehlo.add %1293, %1598 : tensor<1x1x16x32xf32>
    %1600 = stablehlo.sqrt %1599 : tensor<1x1x16x32xf32>
    %cst_426 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1601 = stablehlo.broadcast_in_dim %cst_426, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1602 = stablehlo.add %1600, %1601 : tensor<1x1x16x32xf32>
    %1603 = stablehlo.divide %1184, %1602 : tensor<1x1x16x32xf32>
    %cst_427 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1604 = stablehlo.broadcast_in_dim %cst_427, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1605 = stablehlo.add %1295, %1604 : tensor<32xf32>
    %1606 = stablehlo.sqrt %1605 : tensor<32xf32>
    %cst_428 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1607 = stablehlo.broadcast_in_dim %cst_428, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1608 = stablehlo.add %1606, %1607 : tensor<32xf32>
    %1609 = stablehlo.divide %1186, %1608 : tensor<32xf32>
    %cst_429 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1610 = stablehlo.broadcast_in_dim %cst_429, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1611 = stablehlo.add %1297, %1610 : tensor<32xf32>
    %1612 = stablehlo.sqrt %1611 : tensor<32xf32>
    %cst_430 = stablehlo.constant dense<9.99999993E-9> : tensor<f32>
    %1613 = stablehlo.broadcast_in_dim %cst_430, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1614 = stablehlo.add %1612, %1613 : tensor<32xf32>
    %1615 = stablehlo.divide %1188, %1614 : tensor<32xf32>
    %cst_431 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1616 = stablehlo.broadcast_in_dim %cst_431, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1617 = stablehlo.multiply %1616, %arg0 : tensor<16xf32>
    %1618 = stablehlo.add %1303, %1617 : tensor<16xf32>
    %cst_432 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1619 = stablehlo.broadcast_in_dim %cst_432, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1620 = stablehlo.multiply %1619, %arg1 : tensor<16xf32>
    %1621 = stablehlo.add %1309, %1620 : tensor<16xf32>
    %cst_433 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1622 = stablehlo.broadcast_in_dim %cst_433, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1623 = stablehlo.multiply %1622, %arg2 : tensor<16xf32>
    %1624 = stablehlo.add %1315, %1623 : tensor<16xf32>
    %cst_434 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1625 = stablehlo.broadcast_in_dim %cst_434, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1626 = stablehlo.multiply %1625, %arg3 : tensor<16xf32>
    %1627 = stablehlo.add %1321, %1626 : tensor<16xf32>
    %cst_435 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1628 = stablehlo.broadcast_in_dim %cst_435, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1629 = stablehlo.multiply %1628, %arg4 : tensor<16xf32>
    %1630 = stablehlo.add %1327, %1629 : tensor<16xf32>
    %cst_436 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1631 = stablehlo.broadcast_in_dim %cst_436, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1632 = stablehlo.multiply %1631, %arg5 : tensor<16xf32>
    %1633 = stablehlo.add %1333, %1632 : tensor<16xf32>
    %cst_437 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1634 = stablehlo.broadcast_in_dim %cst_437, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1635 = stablehlo.multiply %1634, %arg6 : tensor<16xf32>
    %1636 = stablehlo.add %1339, %1635 : tensor<16xf32>
    %cst_438 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1637 = stablehlo.broadcast_in_dim %cst_438, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1638 = stablehlo.multiply %1637, %arg7 : tensor<16xf32>
    %1639 = stablehlo.add %1345, %1638 : tensor<16xf32>
    %cst_439 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1640 = stablehlo.broadcast_in_dim %cst_439, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1641 = stablehlo.multiply %1640, %arg8 : tensor<16xf32>
    %1642 = stablehlo.add %1351, %1641 : tensor<16xf32>
    %cst_440 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1643 = stablehlo.broadcast_in_dim %cst_440, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1644 = stablehlo.multiply %1643, %arg9 : tensor<16xf32>
    %1645 = stablehlo.add %1357, %1644 : tensor<16xf32>
    %cst_441 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1646 = stablehlo.broadcast_in_dim %cst_441, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1647 = stablehlo.multiply %1646, %arg10 : tensor<32xf32>
    %1648 = stablehlo.add %1363, %1647 : tensor<32xf32>
    %cst_442 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1649 = stablehlo.broadcast_in_dim %cst_442, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1650 = stablehlo.multiply %1649, %arg11 : tensor<32xf32>
    %1651 = stablehlo.add %1369, %1650 : tensor<32xf32>
    %cst_443 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1652 = stablehlo.broadcast_in_dim %cst_443, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1653 = stablehlo.multiply %1652, %arg12 : tensor<32xf32>
    %1654 = stablehlo.add %1375, %1653 : tensor<32xf32>
    %cst_444 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1655 = stablehlo.broadcast_in_dim %cst_444, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1656 = stablehlo.multiply %1655, %arg13 : tensor<32xf32>
    %1657 = stablehlo.add %1381, %1656 : tensor<32xf32>
    %cst_445 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1658 = stablehlo.broadcast_in_dim %cst_445, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1659 = stablehlo.multiply %1658, %arg14 : tensor<32xf32>
    %1660 = stablehlo.add %1387, %1659 : tensor<32xf32>
    %cst_446 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1661 = stablehlo.broadcast_in_dim %cst_446, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1662 = stablehlo.multiply %1661, %arg15 : tensor<32xf32>
    %1663 = stablehlo.add %1393, %1662 : tensor<32xf32>
    %cst_447 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1664 = stablehlo.broadcast_in_dim %cst_447, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1665 = stablehlo.multiply %1664, %arg16 : tensor<32xf32>
    %1666 = stablehlo.add %1399, %1665 : tensor<32xf32>
    %cst_448 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1667 = stablehlo.broadcast_in_dim %cst_448, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1668 = stablehlo.multiply %1667, %arg17 : tensor<32xf32>
    %1669 = stablehlo.add %1405, %1668 : tensor<32xf32>
    %cst_449 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1670 = stablehlo.broadcast_in_dim %cst_449, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1671 = stablehlo.multiply %1670, %arg18 : tensor<3x3x3x16xf32>
    %1672 = stablehlo.add %1411, %1671 : tensor<3x3x3x16xf32>
    %cst_450 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1673 = stablehlo.broadcast_in_dim %cst_450, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1674 = stablehlo.multiply %1673, %arg19 : tensor<16xf32>
    %1675 = stablehlo.add %1417, %1674 : tensor<16xf32>
    %cst_451 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1676 = stablehlo.broadcast_in_dim %cst_451, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1677 = stablehlo.multiply %1676, %arg20 : tensor<16xf32>
    %1678 = stablehlo.add %1423, %1677 : tensor<16xf32>
    %cst_452 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1679 = stablehlo.broadcast_in_dim %cst_452, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1680 = stablehlo.multiply %1679, %arg21 : tensor<1x1x16x16xf32>
    %1681 = stablehlo.add %1429, %1680 : tensor<1x1x16x16xf32>
    %cst_453 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1682 = stablehlo.broadcast_in_dim %cst_453, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1683 = stablehlo.multiply %1682, %arg22 : tensor<16xf32>
    %1684 = stablehlo.add %1435, %1683 : tensor<16xf32>
    %cst_454 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1685 = stablehlo.broadcast_in_dim %cst_454, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1686 = stablehlo.multiply %1685, %arg23 : tensor<16xf32>
    %1687 = stablehlo.add %1441, %1686 : tensor<16xf32>
    %cst_455 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1688 = stablehlo.broadcast_in_dim %cst_455, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1689 = stablehlo.multiply %1688, %arg24 : tensor<3x3x16x16xf32>
    %1690 = stablehlo.add %1447, %1689 : tensor<3x3x16x16xf32>
    %cst_456 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1691 = stablehlo.broadcast_in_dim %cst_456, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1692 = stablehlo.multiply %1691, %arg25 : tensor<16xf32>
    %1693 = stablehlo.add %1453, %1692 : tensor<16xf32>
    %cst_457 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1694 = stablehlo.broadcast_in_dim %cst_457, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1695 = stablehlo.multiply %1694, %arg26 : tensor<16xf32>
    %1696 = stablehlo.add %1459, %1695 : tensor<16xf32>
    %cst_458 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1697 = stablehlo.broadcast_in_dim %cst_458, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1698 = stablehlo.multiply %1697, %arg27 : tensor<4xf32>
    %1699 = stablehlo.add %1465, %1698 : tensor<4xf32>
    %cst_459 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1700 = stablehlo.broadcast_in_dim %cst_459, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %1701 = stablehlo.multiply %1700, %arg28 : tensor<1x1x16x4xf32>
    %1702 = stablehlo.add %1471, %1701 : tensor<1x1x16x4xf32>
    %cst_460 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1703 = stablehlo.broadcast_in_dim %cst_460, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1704 = stablehlo.multiply %1703, %arg29 : tensor<16xf32>
    %1705 = stablehlo.add %1477, %1704 : tensor<16xf32>
    %cst_461 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1706 = stablehlo.broadcast_in_dim %cst_461, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %1707 = stablehlo.multiply %1706, %arg30 : tensor<1x1x4x16xf32>
    %1708 = stablehlo.add %1483, %1707 : tensor<1x1x4x16xf32>
    %cst_462 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1709 = stablehlo.broadcast_in_dim %cst_462, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1710 = stablehlo.multiply %1709, %arg31 : tensor<1x1x16x16xf32>
    %1711 = stablehlo.add %1489, %1710 : tensor<1x1x16x16xf32>
    %cst_463 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1712 = stablehlo.broadcast_in_dim %cst_463, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1713 = stablehlo.multiply %1712, %arg32 : tensor<16xf32>
    %1714 = stablehlo.add %1495, %1713 : tensor<16xf32>
    %cst_464 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1715 = stablehlo.broadcast_in_dim %cst_464, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1716 = stablehlo.multiply %1715, %arg33 : tensor<16xf32>
    %1717 = stablehlo.add %1501, %1716 : tensor<16xf32>
    %cst_465 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1718 = stablehlo.broadcast_in_dim %cst_465, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1719 = stablehlo.multiply %1718, %arg34 : tensor<1x1x16x16xf32>
    %1720 = stablehlo.add %1507, %1719 : tensor<1x1x16x16xf32>
    %cst_466 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1721 = stablehlo.broadcast_in_dim %cst_466, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1722 = stablehlo.multiply %1721, %arg35 : tensor<16xf32>
    %1723 = stablehlo.add %1513, %1722 : tensor<16xf32>
    %cst_467 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1724 = stablehlo.broadcast_in_dim %cst_467, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1725 = stablehlo.multiply %1724, %arg36 : tensor<16xf32>
    %1726 = stablehlo.add %1519, %1725 : tensor<16xf32>
    %cst_468 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1727 = stablehlo.broadcast_in_dim %cst_468, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1728 = stablehlo.multiply %1727, %arg37 : tensor<1x1x16x32xf32>
    %1729 = stablehlo.add %1525, %1728 : tensor<1x1x16x32xf32>
    %cst_469 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1730 = stablehlo.broadcast_in_dim %cst_469, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1731 = stablehlo.multiply %1730, %arg38 : tensor<32xf32>
    %1732 = stablehlo.add %1531, %1731 : tensor<32xf32>
    %cst_470 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1733 = stablehlo.broadcast_in_dim %cst_470, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1734 = stablehlo.multiply %1733, %arg39 : tensor<32xf32>
    %1735 = stablehlo.add %1537, %1734 : tensor<32xf32>
    %cst_471 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1736 = stablehlo.broadcast_in_dim %cst_471, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1737 = stablehlo.multiply %1736, %arg40 : tensor<3x3x32x32xf32>
    %1738 = stablehlo.add %1543, %1737 : tensor<3x3x32x32xf32>
    %cst_472 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1739 = stablehlo.broadcast_in_dim %cst_472, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1740 = stablehlo.multiply %1739, %arg41 : tensor<32xf32>
    %1741 = stablehlo.add %1549, %1740 : tensor<32xf32>
    %cst_473 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1742 = stablehlo.broadcast_in_dim %cst_473, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1743 = stablehlo.multiply %1742, %arg42 : tensor<32xf32>
    %1744 = stablehlo.add %1555, %1743 : tensor<32xf32>
    %cst_474 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1745 = stablehlo.broadcast_in_dim %cst_474, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1746 = stablehlo.multiply %1745, %arg43 : tensor<4xf32>
    %1747 = stablehlo.add %1561, %1746 : tensor<4xf32>
    %cst_475 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1748 = stablehlo.broadcast_in_dim %cst_475, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1749 = stablehlo.multiply %1748, %arg44 : tensor<1x1x32x4xf32>
    %1750 = stablehlo.add %1567, %1749 : tensor<1x1x32x4xf32>
    %cst_476 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1751 = stablehlo.broadcast_in_dim %cst_476, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1752 = stablehlo.multiply %1751, %arg45 : tensor<32xf32>
    %1753 = stablehlo.add %1573, %1752 : tensor<32xf32>
    %cst_477 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1754 = stablehlo.broadcast_in_dim %cst_477, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1755 = stablehlo.multiply %1754, %arg46 : tensor<1x1x4x32xf32>
    %1756 = stablehlo.add %1579, %1755 : tensor<1x1x4x32xf32>
    %cst_478 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1757 = stablehlo.broadcast_in_dim %cst_478, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1758 = stablehlo.multiply %1757, %arg47 : tensor<1x1x32x32xf32>
    %1759 = stablehlo.add %1585, %1758 : tensor<1x1x32x32xf32>
    %cst_479 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1760 = stablehlo.broadcast_in_dim %cst_479, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1761 = stablehlo.multiply %1760, %arg48 : tensor<32xf32>
    %1762 = stablehlo.add %1591, %1761 : tensor<32xf32>
    %cst_480 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1763 = stablehlo.broadcast_in_dim %cst_480, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1764 = stablehlo.multiply %1763, %arg49 : tensor<32xf32>
    %1765 = stablehlo.add %1597, %1764 : tensor<32xf32>
    %cst_481 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1766 = stablehlo.broadcast_in_dim %cst_481, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1767 = stablehlo.multiply %1766, %arg50 : tensor<1x1x16x32xf32>
    %1768 = stablehlo.add %1603, %1767 : tensor<1x1x16x32xf32>
    %cst_482 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1769 = stablehlo.broadcast_in_dim %cst_482, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1770 = stablehlo.multiply %1769, %arg51 : tensor<32xf32>
    %1771 = stablehlo.add %1609, %1770 : tensor<32xf32>
    %cst_483 = stablehlo.constant dense<9.99999974E-5> : tensor<f32>
    %1772 = stablehlo.broadcast_in_dim %cst_483, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1773 = stablehlo.multiply %1772, %arg52 : tensor<32xf32>
    %1774 = stablehlo.add %1615, %1773 : tensor<32xf32>
    %cst_484 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1775 = stablehlo.broadcast_in_dim %cst_484, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1776 = stablehlo.multiply %1775, %1618 : tensor<16xf32>
    %cst_485 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1777 = stablehlo.broadcast_in_dim %cst_485, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1778 = stablehlo.multiply %1777, %1621 : tensor<16xf32>
    %cst_486 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1779 = stablehlo.broadcast_in_dim %cst_486, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1780 = stablehlo.multiply %1779, %1624 : tensor<16xf32>
    %cst_487 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1781 = stablehlo.broadcast_in_dim %cst_487, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1782 = stablehlo.multiply %1781, %1627 : tensor<16xf32>
    %cst_488 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1783 = stablehlo.broadcast_in_dim %cst_488, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1784 = stablehlo.multiply %1783, %1630 : tensor<16xf32>
    %cst_489 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1785 = stablehlo.broadcast_in_dim %cst_489, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1786 = stablehlo.multiply %1785, %1633 : tensor<16xf32>
    %cst_490 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1787 = stablehlo.broadcast_in_dim %cst_490, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1788 = stablehlo.multiply %1787, %1636 : tensor<16xf32>
    %cst_491 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1789 = stablehlo.broadcast_in_dim %cst_491, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1790 = stablehlo.multiply %1789, %1639 : tensor<16xf32>
    %cst_492 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1791 = stablehlo.broadcast_in_dim %cst_492, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1792 = stablehlo.multiply %1791, %1642 : tensor<16xf32>
    %cst_493 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1793 = stablehlo.broadcast_in_dim %cst_493, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1794 = stablehlo.multiply %1793, %1645 : tensor<16xf32>
    %cst_494 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1795 = stablehlo.broadcast_in_dim %cst_494, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1796 = stablehlo.multiply %1795, %1648 : tensor<32xf32>
    %cst_495 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1797 = stablehlo.broadcast_in_dim %cst_495, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1798 = stablehlo.multiply %1797, %1651 : tensor<32xf32>
    %cst_496 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1799 = stablehlo.broadcast_in_dim %cst_496, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1800 = stablehlo.multiply %1799, %1654 : tensor<32xf32>
    %cst_497 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1801 = stablehlo.broadcast_in_dim %cst_497, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1802 = stablehlo.multiply %1801, %1657 : tensor<32xf32>
    %cst_498 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1803 = stablehlo.broadcast_in_dim %cst_498, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1804 = stablehlo.multiply %1803, %1660 : tensor<32xf32>
    %cst_499 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1805 = stablehlo.broadcast_in_dim %cst_499, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1806 = stablehlo.multiply %1805, %1663 : tensor<32xf32>
    %cst_500 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1807 = stablehlo.broadcast_in_dim %cst_500, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1808 = stablehlo.multiply %1807, %1666 : tensor<32xf32>
    %cst_501 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1809 = stablehlo.broadcast_in_dim %cst_501, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1810 = stablehlo.multiply %1809, %1669 : tensor<32xf32>
    %cst_502 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1811 = stablehlo.broadcast_in_dim %cst_502, dims = [] : (tensor<f32>) -> tensor<3x3x3x16xf32>
    %1812 = stablehlo.multiply %1811, %1672 : tensor<3x3x3x16xf32>
    %cst_503 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1813 = stablehlo.broadcast_in_dim %cst_503, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1814 = stablehlo.multiply %1813, %1675 : tensor<16xf32>
    %cst_504 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1815 = stablehlo.broadcast_in_dim %cst_504, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1816 = stablehlo.multiply %1815, %1678 : tensor<16xf32>
    %cst_505 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1817 = stablehlo.broadcast_in_dim %cst_505, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1818 = stablehlo.multiply %1817, %1681 : tensor<1x1x16x16xf32>
    %cst_506 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1819 = stablehlo.broadcast_in_dim %cst_506, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1820 = stablehlo.multiply %1819, %1684 : tensor<16xf32>
    %cst_507 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1821 = stablehlo.broadcast_in_dim %cst_507, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1822 = stablehlo.multiply %1821, %1687 : tensor<16xf32>
    %cst_508 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1823 = stablehlo.broadcast_in_dim %cst_508, dims = [] : (tensor<f32>) -> tensor<3x3x16x16xf32>
    %1824 = stablehlo.multiply %1823, %1690 : tensor<3x3x16x16xf32>
    %cst_509 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1825 = stablehlo.broadcast_in_dim %cst_509, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1826 = stablehlo.multiply %1825, %1693 : tensor<16xf32>
    %cst_510 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1827 = stablehlo.broadcast_in_dim %cst_510, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1828 = stablehlo.multiply %1827, %1696 : tensor<16xf32>
    %cst_511 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1829 = stablehlo.broadcast_in_dim %cst_511, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1830 = stablehlo.multiply %1829, %1699 : tensor<4xf32>
    %cst_512 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1831 = stablehlo.broadcast_in_dim %cst_512, dims = [] : (tensor<f32>) -> tensor<1x1x16x4xf32>
    %1832 = stablehlo.multiply %1831, %1702 : tensor<1x1x16x4xf32>
    %cst_513 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1833 = stablehlo.broadcast_in_dim %cst_513, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1834 = stablehlo.multiply %1833, %1705 : tensor<16xf32>
    %cst_514 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1835 = stablehlo.broadcast_in_dim %cst_514, dims = [] : (tensor<f32>) -> tensor<1x1x4x16xf32>
    %1836 = stablehlo.multiply %1835, %1708 : tensor<1x1x4x16xf32>
    %cst_515 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1837 = stablehlo.broadcast_in_dim %cst_515, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1838 = stablehlo.multiply %1837, %1711 : tensor<1x1x16x16xf32>
    %cst_516 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1839 = stablehlo.broadcast_in_dim %cst_516, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1840 = stablehlo.multiply %1839, %1714 : tensor<16xf32>
    %cst_517 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1841 = stablehlo.broadcast_in_dim %cst_517, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1842 = stablehlo.multiply %1841, %1717 : tensor<16xf32>
    %cst_518 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1843 = stablehlo.broadcast_in_dim %cst_518, dims = [] : (tensor<f32>) -> tensor<1x1x16x16xf32>
    %1844 = stablehlo.multiply %1843, %1720 : tensor<1x1x16x16xf32>
    %cst_519 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1845 = stablehlo.broadcast_in_dim %cst_519, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1846 = stablehlo.multiply %1845, %1723 : tensor<16xf32>
    %cst_520 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1847 = stablehlo.broadcast_in_dim %cst_520, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1848 = stablehlo.multiply %1847, %1726 : tensor<16xf32>
    %cst_521 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1849 = stablehlo.broadcast_in_dim %cst_521, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1850 = stablehlo.multiply %1849, %1729 : tensor<1x1x16x32xf32>
    %cst_522 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1851 = stablehlo.broadcast_in_dim %cst_522, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1852 = stablehlo.multiply %1851, %1732 : tensor<32xf32>
    %cst_523 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1853 = stablehlo.broadcast_in_dim %cst_523, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1854 = stablehlo.multiply %1853, %1735 : tensor<32xf32>
    %cst_524 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1855 = stablehlo.broadcast_in_dim %cst_524, dims = [] : (tensor<f32>) -> tensor<3x3x32x32xf32>
    %1856 = stablehlo.multiply %1855, %1738 : tensor<3x3x32x32xf32>
    %cst_525 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1857 = stablehlo.broadcast_in_dim %cst_525, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1858 = stablehlo.multiply %1857, %1741 : tensor<32xf32>
    %cst_526 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1859 = stablehlo.broadcast_in_dim %cst_526, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1860 = stablehlo.multiply %1859, %1744 : tensor<32xf32>
    %cst_527 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1861 = stablehlo.broadcast_in_dim %cst_527, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %1862 = stablehlo.multiply %1861, %1747 : tensor<4xf32>
    %cst_528 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1863 = stablehlo.broadcast_in_dim %cst_528, dims = [] : (tensor<f32>) -> tensor<1x1x32x4xf32>
    %1864 = stablehlo.multiply %1863, %1750 : tensor<1x1x32x4xf32>
    %cst_529 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1865 = stablehlo.broadcast_in_dim %cst_529, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1866 = stablehlo.multiply %1865, %1753 : tensor<32xf32>
    %cst_530 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1867 = stablehlo.broadcast_in_dim %cst_530, dims = [] : (tensor<f32>) -> tensor<1x1x4x32xf32>
    %1868 = stablehlo.multiply %1867, %1756 : tensor<1x1x4x32xf32>
    %cst_531 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1869 = stablehlo.broadcast_in_dim %cst_531, dims = [] : (tensor<f32>) -> tensor<1x1x32x32xf32>
    %1870 = stablehlo.multiply %1869, %1759 : tensor<1x1x32x32xf32>
    %cst_532 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1871 = stablehlo.broadcast_in_dim %cst_532, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1872 = stablehlo.multiply %1871, %1762 : tensor<32xf32>
    %cst_533 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1873 = stablehlo.broadcast_in_dim %cst_533, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1874 = stablehlo.multiply %1873, %1765 : tensor<32xf32>
    %cst_534 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1875 = stablehlo.broadcast_in_dim %cst_534, dims = [] : (tensor<f32>) -> tensor<1x1x16x32xf32>
    %1876 = stablehlo.multiply %1875, %1768 : tensor<1x1x16x32xf32>
    %cst_535 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1877 = stablehlo.broadcast_in_dim %cst_535, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1878 = stablehlo.multiply %1877, %1771 : tensor<32xf32>
    %cst_536 = stablehlo.constant dense<-1.000000e-03> : tensor<f32>
    %1879 = stablehlo.broadcast_in_dim %cst_536, dims = [] : (tensor<f32>) -> tensor<32xf32>
    %1880 = stablehlo.multiply %1879, %1774 : tensor<32xf32>
    %1881 = stablehlo.add %arg0, %1776 : tensor<16xf32>
    %1882 = stablehlo.add %arg1, %1778 : tensor<16xf32>
    %1883 = stablehlo.add %arg2, %1780 : tensor<16xf32>
    %1884 = stablehlo.add %arg3, %1782 : tensor<16xf32>
    %1885 = stablehlo.add %arg4, %1784 : tensor<16xf32>
    %1886 = stablehlo.add %arg5, %1786 : tensor<16xf32>
    %1887 = stablehlo.add %arg6, %1788 : tensor<16xf32>
    %1888 = stablehlo.add %arg7, %1790 : tensor<16xf32>
    %1889 = stablehlo.add %arg8, %1792 : tensor<16xf32>
    %1890 = stablehlo.add %arg9, %1794 : tensor<16xf32>
    %1891 = stablehlo.add %arg10, %1796 : tensor<32xf32>
    %1892 = stablehlo.add %arg11, %1798 : tensor<32xf32>
    %1893 = stablehlo.add %arg12, %1800 : tensor<32xf32>
    %1894 = stablehlo.add %arg13, %1802 : tensor<32xf32>
    %1895 = stablehlo.add %arg14, %1804 : tensor<32xf32>
    %1896 = stablehlo.add %arg15, %1806 : tensor<32xf32>
    %1897 = stablehlo.add %arg16, %1808 : tensor<32xf32>
    %1898 = stablehlo.add %arg17, %1810 : tensor<32xf32>
    %1899 = stablehlo.add %arg18, %1812 : tensor<3x3x3x16xf32>
    %1900 = stablehlo.add %arg19, %1814 : tensor<16xf32>
    %1901 = stablehlo.add %arg20, %1816 : tensor<16xf32>
    %1902 = stablehlo.add %arg21, %1818 : tensor<1x1x16x16xf32>
    %1903 = stablehlo.add %arg22, %1820 : tensor<16xf32>
    %1904 = stablehlo.add %arg23, %1822 : tensor<16xf32>
    %1905 = stablehlo.add %arg24, %1824 : tensor<3x3x16x16xf32>
    %1906 = stablehlo.add %arg25, %1826 : tensor<16xf32>
    %1907 = stablehlo.add %arg26, %1828 : tensor<16xf32>
    %1908 = stablehlo.add %arg27, %1830 : tensor<4xf32>
    %1909 = stablehlo.add %arg28, %1832 : tensor<1x1x16x4xf32>
    %1910 = stablehlo.add %arg29, %1834 : tensor<16xf32>
    %1911 = stablehlo.add %arg30, %1836 : tensor<1x1x4x16xf32>
    %1912 = stablehlo.add %arg31, %1838 : tensor<1x1x16x16xf32>
    %1913 = stablehlo.add %arg32, %1840 : tensor<16xf32>
    %1914 = stablehlo.add %arg33, %1842 : tensor<16xf32>
    %1915 = stablehlo.add %arg34, %1844 : tensor<1x1x16x16xf32>
    %1916 = stablehlo.add %arg35, %1846 : tensor<16xf32>
    %1917 = stablehlo.add %arg36, %1848 : tensor<16xf32>
    %1918 = stablehlo.add %arg37, %1850 : tensor<1x1x16x32xf32>
    %1919 = stablehlo.add %arg38, %1852 : tensor<32xf32>
    %1920 = stablehlo.add %arg39, %1854 : tensor<32xf32>
    %1921 = stablehlo.add %arg40, %1856 : tensor<3x3x32x32xf32>
    %1922 = stablehlo.add %arg41, %1858 : tensor<32xf32>
    %1923 = stablehlo.add %arg42, %1860 : tensor<32xf32>
    %1924 = stablehlo.add %arg43, %1862 : tensor<4xf32>
    %1925 = stablehlo.add %arg44, %1864 : tensor<1x1x32x4xf32>
    %1926 = stablehlo.add %arg45, %1866 : tensor<32xf32>
    %1927 = stablehlo.add %arg46, %1868 : tensor<1x1x4x32xf32>
    %1928 = stablehlo.add %arg47, %1870 : tensor<1x1x32x32xf32>
    %1929 = stablehlo.add %arg48, %1872 : tensor<32xf32>
    %1930 = stablehlo.add %arg49, %1874 : tensor<32xf32>
    %1931 = stablehlo.add %arg50, %1876 : tensor<1x1x16x32xf32>
    %1932 = stablehlo.add %arg51, %1878 : tensor<32xf32>
    %1933 = stablehlo.add %arg52, %1880 : tensor<32xf32>
    return %1881, %1882, %1883, %1884, %1885, %1886, %1887, %1888, %1889, %1890, %1891, %1892, %1893, %1894, %1895, %1896, %1897, %1898, %1899, %1900, %1901, %1902, %1903, %1904, %1905, %1906, %1907, %1908, %1909, %1910, %1911, %1912, %1913, %1914, %1915, %1916, %1917, %1918, %1919, %1920, %1921, %1922, %1923, %1924, %1925, %1926, %1927, %1928, %1929, %1930, %1931, %1932, %1933, %1079, %498, %503, %508, %513, %518, %523, %528, %533, %538, %543, %548, %553, %558, %563, %568, %573, %578, %583, %588, %593, %598, %603, %608, %613, %618, %623, %628, %633, %638, %643, %648, %653, %658, %663, %668, %673, %678, %683, %688, %693, %698, %703, %708, %713, %718, %723, %728, %733, %738, %743, %748, %753, %758, %764, %770, %776, %782, %788, %794, %800, %806, %812, %818, %824, %830, %836, %842, %848, %854, %860, %866, %872, %878, %884, %890, %896, %902, %908, %914, %920, %926, %932, %938, %944, %950, %956, %962, %968, %974, %980, %986, %992, %998, %1004, %1010, %1016, %1022, %1028, %1034, %1040, %1046, %1052, %1058, %1064, %1070, %1076, %243 : tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<1x1x16x4xf32>, tensor<16xf32>, tensor<1x1x4x16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<1x1x32x4xf32>, tensor<32xf32>, tensor<1x1x4x32xf32>, tensor<1x1x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<i32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<1x1x16x4xf32>, tensor<16xf32>, tensor<1x1x4x16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<1x1x32x4xf32>, tensor<32xf32>, tensor<1x1x4x32xf32>, tensor<1x1x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x3x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<3x3x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<4xf32>, tensor<1x1x16x4xf32>, tensor<16xf32>, tensor<1x1x4x16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x16xf32>, tensor<16xf32>, tensor<16xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<3x3x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<4xf32>, tensor<1x1x32x4xf32>, tensor<32xf32>, tensor<1x1x4x32xf32>, tensor<1x1x32x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<1x1x16x32xf32>, tensor<32xf32>, tensor<32xf32>, tensor<f32>
  }
  func.func private @relu(%arg0: tensor<8x16x16x16xf32>) -> tensor<8x16x16x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x16x16x16xf32>
    return %1 : tensor<8x16x16x16xf32>
  }
  func.func private @relu_0(%arg0: tensor<8x8x8x16xf32>) -> tensor<8x8x8x16xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x16xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x16xf32>
    return %1 : tensor<8x8x8x16xf32>
  }
  func.func private @relu_1(%arg0: tensor<8x1x1x4xf32>) -> tensor<8x1x1x4xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x1x1x4xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x1x1x4xf32>
    return %1 : tensor<8x1x1x4xf32>
  }
  func.func private @relu_2(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x8x8x32xf32>
    return %1 : tensor<8x8x8x32xf32>
  }
  func.func private @relu_3(%arg0: tensor<8x4x4x32xf32>) -> tensor<8x4x4x32xf32> {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4x4x32xf32>
    %1 = stablehlo.maximum %arg0, %0 : tensor<8x4x4x32xf32>
    return %1 : tensor<8x4x4x32xf32>
  }
  func.func private @_where(%arg0: tensor<i1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<i1>, tensor<i32>
    return %0 : tensor<i32>
  }
}
