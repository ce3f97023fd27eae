module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "model"=4]> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}}
  func.func public @main(%arg0: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg1: tensor<3x3x4x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg2: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg4: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg5: tensor<3x3x32x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg6: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg8: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg9: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg10: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg11: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg12: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg13: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg14: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg15: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg16: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg17: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg18: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg19: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg20: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg21: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg22: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg23: tensor<32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg24: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg25: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg26: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg27: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg28: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg29: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg30: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg31: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg32: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg33: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg34: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg35: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg36: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg37: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg38: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg39: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg40: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg41: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg42: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg43: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg44: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg45: tensor<3x3x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg46: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg47: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg48: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg49: tensor<1x1x32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg50: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg51: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg52: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg53: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg54: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg55: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg56: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg57: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg58: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg59: tensor<1x1x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg60: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg61: tensor<1x1x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg62: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg63: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg64: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg65: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg66: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg67: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg68: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg69: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg70: tensor<64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg71: tensor<32x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg72: tensor<512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg73: tensor<64x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg74: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg75: tensor<256x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg76: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg77: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg78: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg79: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg80: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg81: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg82: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg83: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg84: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg85: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg86: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg87: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg88: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg89: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg90: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg91: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg92: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg93: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg94: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg95: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg96: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg97: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg98: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg99: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg100: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg101: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg102: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg103: tensor<32x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg104: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg105: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg106: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg107: tensor<3x3x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg108: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg109: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg110: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg111: tensor<1x1x128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg112: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg113: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg114: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg115: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg116: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg117: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg118: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg119: tensor<3x3x96x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg120: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg121: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg122: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg123: tensor<1x1x96x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg124: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg125: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg126: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg127: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg128: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg129: tensor<128x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg130: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg131: tensor<3x3x64x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg132: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg133: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg134: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg135: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg136: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg137: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg138: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg139: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg140: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg141: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg142: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg143: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg144: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg145: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg146: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg147: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg148: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg149: tensor<32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg150: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg151: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg152: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg153: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg154: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg155: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg156: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg157: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg158: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg159: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg160: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg161: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg162: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg163: tensor<1x1x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg164: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg165: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg166: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg167: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg168: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg169: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg170: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg171: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg172: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg173: tensor<32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg174: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg175: tensor<32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg176: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg177: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg178: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg179: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg180: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg181: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg182: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg183: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg184: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg185: tensor<3x3x96x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg186: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg187: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg188: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg189: tensor<1x1x96x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg190: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg191: tensor<96xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg192: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg193: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg194: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg195: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg196: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg197: tensor<3x3x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg198: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg199: tensor<3x3x32x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg200: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg201: tensor<1x1x64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}, {}, {"model"}]>}, %arg202: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg203: tensor<64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg204: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg205: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg206: tensor<32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg207: tensor<128x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"model"}]>}, %arg208: tensor<8x4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}, {}]>}, %arg209: tensor<8xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}]>}, %arg210: tensor<8x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {}]>}) -> (tensor<8x4x16x16xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<-0.575646281> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<16xf32>
    %3 = stablehlo.exponential %2 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.multiply %4, %3 : tensor<16xf32>
    %6 = stablehlo.broadcast_in_dim %arg209, dims = [0] : (tensor<8xi32>) -> tensor<8x1xi32>
    %7 = stablehlo.broadcast_in_dim %5, dims = [1] : (tensor<16xf32>) -> tensor<1x16xf32>
    %8 = stablehlo.convert %6 : (tensor<8x1xi32>) -> tensor<8x1xf32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1] : (tensor<8x1xf32>) -> tensor<8x16xf32>
    %10 = stablehlo.broadcast_in_dim %7, dims = [0, 1] : (tensor<1x16xf32>) -> tensor<8x16xf32>
    %11 = stablehlo.multiply %9, %10 : tensor<8x16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %12 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<8x16xf32>
    %13 = stablehlo.multiply %12, %11 : tensor<8x16xf32>
    %14 = stablehlo.cosine %13 : tensor<8x16xf32>
    %15 = stablehlo.sine %13 : tensor<8x16xf32>
    %16 = stablehlo.concatenate %14, %15, dim = 1 : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x32xf32>
    %17 = stablehlo.dot_general %16, %arg103, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x32xf32>, tensor<32x128xf32>) -> tensor<8x128xf32>
    %18 = stablehlo.reshape %arg102 : (tensor<128xf32>) -> tensor<1x128xf32>
    %19 = stablehlo.broadcast_in_dim %18, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %20 = stablehlo.add %17, %19 : tensor<8x128xf32>
    %21 = call @silu(%20) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %22 = stablehlo.dot_general %21, %arg105, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x128xf32>) -> tensor<8x128xf32>
    %23 = stablehlo.reshape %arg104 : (tensor<128xf32>) -> tensor<1x128xf32>
    %24 = stablehlo.broadcast_in_dim %23, dims = [0, 1] : (tensor<1x128xf32>) -> tensor<8x128xf32>
    %25 = stablehlo.add %22, %24 : tensor<8x128xf32>
    %26 = stablehlo.transpose %arg208, dims = [0, 2, 3, 1] : (tensor<8x4x16x16xf32>) -> tensor<8x16x16x4xf32>
    %27 = stablehlo.convolution(%26, %arg1) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x4xf32>, tensor<3x3x4x32xf32>) -> tensor<8x16x16x32xf32>
    %28 = stablehlo.reshape %arg0 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %29 = stablehlo.broadcast_in_dim %28, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %30 = stablehlo.add %27, %29 : tensor<8x16x16x32xf32>
    %31 = stablehlo.reshape %30 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %32 = chlo.square %31 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %33 = stablehlo.reduce(%31 init: %cst_2) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_3 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %34 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %35 = stablehlo.divide %33, %34 : tensor<8x32xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %36 = stablehlo.reduce(%32 init: %cst_4) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_5 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %37 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %38 = stablehlo.divide %36, %37 : tensor<8x32xf32>
    %39 = chlo.square %35 : tensor<8x32xf32> -> tensor<8x32xf32>
    %40 = stablehlo.subtract %38, %39 : tensor<8x32xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %41 = stablehlo.broadcast_in_dim %cst_6, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %42 = stablehlo.maximum %41, %40 : tensor<8x32xf32>
    %43 = stablehlo.broadcast_in_dim %35, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %44 = stablehlo.reshape %43 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %45 = stablehlo.broadcast_in_dim %42, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %46 = stablehlo.reshape %45 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %47 = stablehlo.broadcast_in_dim %44, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %48 = stablehlo.broadcast_in_dim %46, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %49 = stablehlo.broadcast_in_dim %47, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %50 = stablehlo.subtract %30, %49 : tensor<8x16x16x32xf32>
    %cst_7 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %51 = stablehlo.broadcast_in_dim %cst_7, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %52 = stablehlo.add %48, %51 : tensor<8x1x1x32xf32>
    %53 = stablehlo.rsqrt %52 : tensor<8x1x1x32xf32>
    %54 = stablehlo.reshape %arg39 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %55 = stablehlo.broadcast_in_dim %54, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %56 = stablehlo.multiply %53, %55 : tensor<8x1x1x32xf32>
    %57 = stablehlo.broadcast_in_dim %56, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %58 = stablehlo.multiply %50, %57 : tensor<8x16x16x32xf32>
    %59 = stablehlo.reshape %arg38 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %60 = stablehlo.broadcast_in_dim %59, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %61 = stablehlo.add %58, %60 : tensor<8x16x16x32xf32>
    %62 = call @silu_0(%61) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %63 = stablehlo.convolution(%62, %arg35) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x16x16x32xf32>
    %64 = stablehlo.reshape %arg34 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %65 = stablehlo.broadcast_in_dim %64, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %66 = stablehlo.add %63, %65 : tensor<8x16x16x32xf32>
    %67 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %68 = stablehlo.dot_general %67, %arg43, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
    %69 = stablehlo.reshape %arg42 : (tensor<32xf32>) -> tensor<1x32xf32>
    %70 = stablehlo.broadcast_in_dim %69, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %71 = stablehlo.add %68, %70 : tensor<8x32xf32>
    %72 = stablehlo.broadcast_in_dim %71, dims = [0, 2] : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %73 = stablehlo.broadcast_in_dim %72, dims = [0, 2, 3] : (tensor<8x1x32xf32>) -> tensor<8x1x1x32xf32>
    %74 = stablehlo.broadcast_in_dim %73, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %75 = stablehlo.add %66, %74 : tensor<8x16x16x32xf32>
    %76 = stablehlo.reshape %75 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %77 = chlo.square %76 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.reduce(%76 init: %cst_8) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_9 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %79 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %80 = stablehlo.divide %78, %79 : tensor<8x32xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %81 = stablehlo.reduce(%77 init: %cst_10) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_11 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %82 = stablehlo.broadcast_in_dim %cst_11, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %83 = stablehlo.divide %81, %82 : tensor<8x32xf32>
    %84 = chlo.square %80 : tensor<8x32xf32> -> tensor<8x32xf32>
    %85 = stablehlo.subtract %83, %84 : tensor<8x32xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %87 = stablehlo.maximum %86, %85 : tensor<8x32xf32>
    %88 = stablehlo.broadcast_in_dim %80, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %89 = stablehlo.reshape %88 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %90 = stablehlo.broadcast_in_dim %87, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %91 = stablehlo.reshape %90 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %92 = stablehlo.broadcast_in_dim %89, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %93 = stablehlo.broadcast_in_dim %91, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %94 = stablehlo.broadcast_in_dim %92, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %95 = stablehlo.subtract %75, %94 : tensor<8x16x16x32xf32>
    %cst_13 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %96 = stablehlo.broadcast_in_dim %cst_13, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %97 = stablehlo.add %93, %96 : tensor<8x1x1x32xf32>
    %98 = stablehlo.rsqrt %97 : tensor<8x1x1x32xf32>
    %99 = stablehlo.reshape %arg41 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %100 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %101 = stablehlo.multiply %98, %100 : tensor<8x1x1x32xf32>
    %102 = stablehlo.broadcast_in_dim %101, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %103 = stablehlo.multiply %95, %102 : tensor<8x16x16x32xf32>
    %104 = stablehlo.reshape %arg40 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %105 = stablehlo.broadcast_in_dim %104, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %106 = stablehlo.add %103, %105 : tensor<8x16x16x32xf32>
    %107 = call @silu_0(%106) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %108 = stablehlo.convolution(%107, %arg37) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x16x16x32xf32>
    %109 = stablehlo.reshape %arg36 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %111 = stablehlo.add %108, %110 : tensor<8x16x16x32xf32>
    %112 = stablehlo.add %111, %30 : tensor<8x16x16x32xf32>
    %113 = stablehlo.reshape %112 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %114 = chlo.square %113 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %115 = stablehlo.reduce(%113 init: %cst_14) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_15 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %116 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %117 = stablehlo.divide %115, %116 : tensor<8x32xf32>
    %cst_16 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %118 = stablehlo.reduce(%114 init: %cst_16) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_17 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %119 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %120 = stablehlo.divide %118, %119 : tensor<8x32xf32>
    %121 = chlo.square %117 : tensor<8x32xf32> -> tensor<8x32xf32>
    %122 = stablehlo.subtract %120, %121 : tensor<8x32xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.broadcast_in_dim %cst_18, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %124 = stablehlo.maximum %123, %122 : tensor<8x32xf32>
    %125 = stablehlo.broadcast_in_dim %117, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %126 = stablehlo.reshape %125 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %127 = stablehlo.broadcast_in_dim %124, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %128 = stablehlo.reshape %127 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %129 = stablehlo.broadcast_in_dim %126, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %130 = stablehlo.broadcast_in_dim %128, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %131 = stablehlo.broadcast_in_dim %129, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %132 = stablehlo.subtract %112, %131 : tensor<8x16x16x32xf32>
    %cst_19 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %134 = stablehlo.add %130, %133 : tensor<8x1x1x32xf32>
    %135 = stablehlo.rsqrt %134 : tensor<8x1x1x32xf32>
    %136 = stablehlo.reshape %arg7 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %137 = stablehlo.broadcast_in_dim %136, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %138 = stablehlo.multiply %135, %137 : tensor<8x1x1x32xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %140 = stablehlo.multiply %132, %139 : tensor<8x16x16x32xf32>
    %141 = stablehlo.reshape %arg6 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %142 = stablehlo.broadcast_in_dim %141, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %143 = stablehlo.add %140, %142 : tensor<8x16x16x32xf32>
    %144 = stablehlo.convolution(%143, %arg9) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x16x16x32xf32>
    %145 = stablehlo.reshape %arg8 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %146 = stablehlo.broadcast_in_dim %145, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %147 = stablehlo.add %144, %146 : tensor<8x16x16x32xf32>
    %148 = stablehlo.reshape %147 : (tensor<8x16x16x32xf32>) -> tensor<8x256x32xf32>
    %149 = chlo.square %148 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_20 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %150 = stablehlo.reduce(%148 init: %cst_20) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_21 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %151 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %152 = stablehlo.divide %150, %151 : tensor<8x256xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %153 = stablehlo.reduce(%149 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_23 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %154 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %155 = stablehlo.divide %153, %154 : tensor<8x256xf32>
    %156 = chlo.square %152 : tensor<8x256xf32> -> tensor<8x256xf32>
    %157 = stablehlo.subtract %155, %156 : tensor<8x256xf32>
    %cst_24 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %158 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %159 = stablehlo.maximum %158, %157 : tensor<8x256xf32>
    %160 = stablehlo.broadcast_in_dim %152, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %161 = stablehlo.broadcast_in_dim %159, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %162 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %163 = stablehlo.subtract %148, %162 : tensor<8x256x32xf32>
    %cst_25 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %164 = stablehlo.broadcast_in_dim %cst_25, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %165 = stablehlo.add %161, %164 : tensor<8x256x1xf32>
    %166 = stablehlo.rsqrt %165 : tensor<8x256x1xf32>
    %167 = stablehlo.reshape %arg27 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %168 = stablehlo.broadcast_in_dim %166, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %169 = stablehlo.broadcast_in_dim %167, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %170 = stablehlo.multiply %168, %169 : tensor<8x256x32xf32>
    %171 = stablehlo.multiply %163, %170 : tensor<8x256x32xf32>
    %172 = stablehlo.reshape %arg26 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %173 = stablehlo.broadcast_in_dim %172, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %174 = stablehlo.add %171, %173 : tensor<8x256x32xf32>
    %175 = stablehlo.dot_general %174, %arg15, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %176 = stablehlo.dot_general %174, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %177 = stablehlo.dot_general %174, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %178 = stablehlo.reshape %175 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %179 = stablehlo.transpose %178, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %180 = stablehlo.reshape %179 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %181 = stablehlo.reshape %176 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %182 = stablehlo.transpose %181, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %183 = stablehlo.reshape %182 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %184 = stablehlo.reshape %177 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %185 = stablehlo.transpose %184, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %186 = stablehlo.reshape %185 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %187 = stablehlo.dot_general %180, %183, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x256x4xf32>) -> tensor<64x256x256xf32>
    %cst_26 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %188 = stablehlo.broadcast_in_dim %cst_26, dims = [] : (tensor<f32>) -> tensor<64x256x256xf32>
    %189 = stablehlo.multiply %187, %188 : tensor<64x256x256xf32>
    %cst_27 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %190 = stablehlo.reduce(%189 init: %cst_27) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_28 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %191 = stablehlo.broadcast_in_dim %cst_28, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %192 = stablehlo.maximum %191, %190 : tensor<64x256xf32>
    %193 = stablehlo.broadcast_in_dim %192, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %194 = stablehlo.broadcast_in_dim %193, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %195 = stablehlo.subtract %189, %194 : tensor<64x256x256xf32>
    %196 = stablehlo.exponential %195 : tensor<64x256x256xf32>
    %cst_29 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %197 = stablehlo.reduce(%196 init: %cst_29) applies stablehlo.add across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %198 = stablehlo.broadcast_in_dim %197, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %199 = stablehlo.broadcast_in_dim %198, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %200 = stablehlo.divide %196, %199 : tensor<64x256x256xf32>
    %201 = stablehlo.dot_general %200, %186, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x256xf32>, tensor<64x256x4xf32>) -> tensor<64x256x4xf32>
    %202 = stablehlo.reshape %201 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %203 = stablehlo.transpose %202, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %204 = stablehlo.reshape %203 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %205 = stablehlo.dot_general %204, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %206 = stablehlo.reshape %arg13 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %207 = stablehlo.broadcast_in_dim %206, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %208 = stablehlo.add %205, %207 : tensor<8x256x32xf32>
    %209 = stablehlo.add %208, %148 : tensor<8x256x32xf32>
    %210 = chlo.square %209 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_30 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %211 = stablehlo.reduce(%209 init: %cst_30) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_31 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %212 = stablehlo.broadcast_in_dim %cst_31, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %213 = stablehlo.divide %211, %212 : tensor<8x256xf32>
    %cst_32 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %214 = stablehlo.reduce(%210 init: %cst_32) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_33 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %215 = stablehlo.broadcast_in_dim %cst_33, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %216 = stablehlo.divide %214, %215 : tensor<8x256xf32>
    %217 = chlo.square %213 : tensor<8x256xf32> -> tensor<8x256xf32>
    %218 = stablehlo.subtract %216, %217 : tensor<8x256xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %219 = stablehlo.broadcast_in_dim %cst_34, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %220 = stablehlo.maximum %219, %218 : tensor<8x256xf32>
    %221 = stablehlo.broadcast_in_dim %213, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %222 = stablehlo.broadcast_in_dim %220, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %223 = stablehlo.broadcast_in_dim %221, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %224 = stablehlo.subtract %209, %223 : tensor<8x256x32xf32>
    %cst_35 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %225 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %226 = stablehlo.add %222, %225 : tensor<8x256x1xf32>
    %227 = stablehlo.rsqrt %226 : tensor<8x256x1xf32>
    %228 = stablehlo.reshape %arg29 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %229 = stablehlo.broadcast_in_dim %227, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %230 = stablehlo.broadcast_in_dim %228, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %231 = stablehlo.multiply %229, %230 : tensor<8x256x32xf32>
    %232 = stablehlo.multiply %224, %231 : tensor<8x256x32xf32>
    %233 = stablehlo.reshape %arg28 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %234 = stablehlo.broadcast_in_dim %233, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %235 = stablehlo.add %232, %234 : tensor<8x256x32xf32>
    %236 = stablehlo.dot_general %235, %arg20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %237 = stablehlo.dot_general %arg210, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %238 = stablehlo.dot_general %arg210, %arg21, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %239 = stablehlo.reshape %236 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %240 = stablehlo.transpose %239, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %241 = stablehlo.reshape %240 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %242 = stablehlo.reshape %237 : (tensor<8x8x32xf32>) -> tensor<8x8x8x4xf32>
    %243 = stablehlo.transpose %242, dims = [0, 2, 1, 3] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %244 = stablehlo.reshape %243 : (tensor<8x8x8x4xf32>) -> tensor<64x8x4xf32>
    %245 = stablehlo.reshape %238 : (tensor<8x8x32xf32>) -> tensor<8x8x8x4xf32>
    %246 = stablehlo.transpose %245, dims = [0, 2, 1, 3] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %247 = stablehlo.reshape %246 : (tensor<8x8x8x4xf32>) -> tensor<64x8x4xf32>
    %248 = stablehlo.dot_general %241, %244, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x8x4xf32>) -> tensor<64x256x8xf32>
    %cst_36 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %249 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<64x256x8xf32>
    %250 = stablehlo.multiply %248, %249 : tensor<64x256x8xf32>
    %cst_37 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %251 = stablehlo.reduce(%250 init: %cst_37) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x8xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_38 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %252 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %253 = stablehlo.maximum %252, %251 : tensor<64x256xf32>
    %254 = stablehlo.broadcast_in_dim %253, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %255 = stablehlo.broadcast_in_dim %254, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x8xf32>
    %256 = stablehlo.subtract %250, %255 : tensor<64x256x8xf32>
    %257 = stablehlo.exponential %256 : tensor<64x256x8xf32>
    %cst_39 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %258 = stablehlo.reduce(%257 init: %cst_39) applies stablehlo.add across dimensions = [2] : (tensor<64x256x8xf32>, tensor<f32>) -> tensor<64x256xf32>
    %259 = stablehlo.broadcast_in_dim %258, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %260 = stablehlo.broadcast_in_dim %259, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x8xf32>
    %261 = stablehlo.divide %257, %260 : tensor<64x256x8xf32>
    %262 = stablehlo.dot_general %261, %247, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x8xf32>, tensor<64x8x4xf32>) -> tensor<64x256x4xf32>
    %263 = stablehlo.reshape %262 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %264 = stablehlo.transpose %263, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %265 = stablehlo.reshape %264 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %266 = stablehlo.dot_general %265, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %267 = stablehlo.reshape %arg18 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %268 = stablehlo.broadcast_in_dim %267, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %269 = stablehlo.add %266, %268 : tensor<8x256x32xf32>
    %270 = stablehlo.add %269, %209 : tensor<8x256x32xf32>
    %271 = chlo.square %270 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_40 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %272 = stablehlo.reduce(%270 init: %cst_40) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_41 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %273 = stablehlo.broadcast_in_dim %cst_41, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %274 = stablehlo.divide %272, %273 : tensor<8x256xf32>
    %cst_42 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %275 = stablehlo.reduce(%271 init: %cst_42) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_43 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %276 = stablehlo.broadcast_in_dim %cst_43, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %277 = stablehlo.divide %275, %276 : tensor<8x256xf32>
    %278 = chlo.square %274 : tensor<8x256xf32> -> tensor<8x256xf32>
    %279 = stablehlo.subtract %277, %278 : tensor<8x256xf32>
    %cst_44 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_44, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %281 = stablehlo.maximum %280, %279 : tensor<8x256xf32>
    %282 = stablehlo.broadcast_in_dim %274, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %283 = stablehlo.broadcast_in_dim %281, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %284 = stablehlo.broadcast_in_dim %282, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %285 = stablehlo.subtract %270, %284 : tensor<8x256x32xf32>
    %cst_45 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %286 = stablehlo.broadcast_in_dim %cst_45, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %287 = stablehlo.add %283, %286 : tensor<8x256x1xf32>
    %288 = stablehlo.rsqrt %287 : tensor<8x256x1xf32>
    %289 = stablehlo.reshape %arg31 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %290 = stablehlo.broadcast_in_dim %288, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %291 = stablehlo.broadcast_in_dim %289, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %292 = stablehlo.multiply %290, %291 : tensor<8x256x32xf32>
    %293 = stablehlo.multiply %285, %292 : tensor<8x256x32xf32>
    %294 = stablehlo.reshape %arg30 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %295 = stablehlo.broadcast_in_dim %294, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %296 = stablehlo.add %293, %295 : tensor<8x256x32xf32>
    %297 = stablehlo.dot_general %296, %arg23, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x256xf32>) -> tensor<8x256x256xf32>
    %298 = stablehlo.reshape %arg22 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %299 = stablehlo.broadcast_in_dim %298, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x256x256xf32>
    %300 = stablehlo.add %297, %299 : tensor<8x256x256xf32>
    %301 = stablehlo.slice %300 [0:8, 0:256, 0:128] : (tensor<8x256x256xf32>) -> tensor<8x256x128xf32>
    %302 = stablehlo.slice %300 [0:8, 0:256, 128:256] : (tensor<8x256x256xf32>) -> tensor<8x256x128xf32>
    %303 = stablehlo.multiply %302, %302 : tensor<8x256x128xf32>
    %304 = stablehlo.multiply %303, %302 : tensor<8x256x128xf32>
    %cst_46 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %305 = stablehlo.broadcast_in_dim %cst_46, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %306 = stablehlo.multiply %305, %304 : tensor<8x256x128xf32>
    %307 = stablehlo.add %302, %306 : tensor<8x256x128xf32>
    %cst_47 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %308 = stablehlo.broadcast_in_dim %cst_47, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %309 = stablehlo.multiply %308, %307 : tensor<8x256x128xf32>
    %310 = stablehlo.tanh %309 : tensor<8x256x128xf32>
    %cst_48 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %311 = stablehlo.broadcast_in_dim %cst_48, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %312 = stablehlo.add %311, %310 : tensor<8x256x128xf32>
    %cst_49 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %313 = stablehlo.broadcast_in_dim %cst_49, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %314 = stablehlo.multiply %313, %312 : tensor<8x256x128xf32>
    %315 = stablehlo.multiply %302, %314 : tensor<8x256x128xf32>
    %316 = stablehlo.multiply %301, %315 : tensor<8x256x128xf32>
    %317 = stablehlo.dot_general %316, %arg25, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x128xf32>, tensor<128x32xf32>) -> tensor<8x256x32xf32>
    %318 = stablehlo.reshape %arg24 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %319 = stablehlo.broadcast_in_dim %318, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %320 = stablehlo.add %317, %319 : tensor<8x256x32xf32>
    %321 = stablehlo.add %320, %270 : tensor<8x256x32xf32>
    %322 = stablehlo.reshape %321 : (tensor<8x256x32xf32>) -> tensor<8x16x16x32xf32>
    %323 = stablehlo.convolution(%322, %arg11) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x16x16x32xf32>
    %324 = stablehlo.reshape %arg10 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %325 = stablehlo.broadcast_in_dim %324, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %326 = stablehlo.add %323, %325 : tensor<8x16x16x32xf32>
    %327 = stablehlo.add %326, %112 : tensor<8x16x16x32xf32>
    %328 = stablehlo.convolution(%327, %arg33) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x8x8x32xf32>
    %329 = stablehlo.reshape %arg32 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %330 = stablehlo.broadcast_in_dim %329, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %331 = stablehlo.add %328, %330 : tensor<8x8x8x32xf32>
    %332 = stablehlo.reshape %331 : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32x1xf32>
    %333 = chlo.square %332 : tensor<8x8x8x32x1xf32> -> tensor<8x8x8x32x1xf32>
    %cst_50 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %334 = stablehlo.reduce(%332 init: %cst_50) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_51 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %335 = stablehlo.broadcast_in_dim %cst_51, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %336 = stablehlo.divide %334, %335 : tensor<8x32xf32>
    %cst_52 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %337 = stablehlo.reduce(%333 init: %cst_52) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_53 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %338 = stablehlo.broadcast_in_dim %cst_53, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %339 = stablehlo.divide %337, %338 : tensor<8x32xf32>
    %340 = chlo.square %336 : tensor<8x32xf32> -> tensor<8x32xf32>
    %341 = stablehlo.subtract %339, %340 : tensor<8x32xf32>
    %cst_54 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %342 = stablehlo.broadcast_in_dim %cst_54, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %343 = stablehlo.maximum %342, %341 : tensor<8x32xf32>
    %344 = stablehlo.broadcast_in_dim %336, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %345 = stablehlo.reshape %344 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %346 = stablehlo.broadcast_in_dim %343, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %347 = stablehlo.reshape %346 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %348 = stablehlo.broadcast_in_dim %345, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %349 = stablehlo.broadcast_in_dim %347, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %350 = stablehlo.broadcast_in_dim %348, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %351 = stablehlo.subtract %331, %350 : tensor<8x8x8x32xf32>
    %cst_55 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %352 = stablehlo.broadcast_in_dim %cst_55, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %353 = stablehlo.add %349, %352 : tensor<8x1x1x32xf32>
    %354 = stablehlo.rsqrt %353 : tensor<8x1x1x32xf32>
    %355 = stablehlo.reshape %arg51 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %356 = stablehlo.broadcast_in_dim %355, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %357 = stablehlo.multiply %354, %356 : tensor<8x1x1x32xf32>
    %358 = stablehlo.broadcast_in_dim %357, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %359 = stablehlo.multiply %351, %358 : tensor<8x8x8x32xf32>
    %360 = stablehlo.reshape %arg50 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %361 = stablehlo.broadcast_in_dim %360, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x8x8x32xf32>
    %362 = stablehlo.add %359, %361 : tensor<8x8x8x32xf32>
    %363 = call @silu_1(%362) : (tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32>
    %364 = stablehlo.convolution(%363, %arg45) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<3x3x32x64xf32>) -> tensor<8x8x8x64xf32>
    %365 = stablehlo.reshape %arg44 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %366 = stablehlo.broadcast_in_dim %365, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %367 = stablehlo.add %364, %366 : tensor<8x8x8x64xf32>
    %368 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %369 = stablehlo.dot_general %368, %arg55, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %370 = stablehlo.reshape %arg54 : (tensor<64xf32>) -> tensor<1x64xf32>
    %371 = stablehlo.broadcast_in_dim %370, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %372 = stablehlo.add %369, %371 : tensor<8x64xf32>
    %373 = stablehlo.broadcast_in_dim %372, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %374 = stablehlo.broadcast_in_dim %373, dims = [0, 2, 3] : (tensor<8x1x64xf32>) -> tensor<8x1x1x64xf32>
    %375 = stablehlo.broadcast_in_dim %374, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %376 = stablehlo.add %367, %375 : tensor<8x8x8x64xf32>
    %377 = stablehlo.reshape %376 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %378 = chlo.square %377 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_56 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %379 = stablehlo.reduce(%377 init: %cst_56) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_57 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %380 = stablehlo.broadcast_in_dim %cst_57, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %381 = stablehlo.divide %379, %380 : tensor<8x32xf32>
    %cst_58 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %382 = stablehlo.reduce(%378 init: %cst_58) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_59 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %383 = stablehlo.broadcast_in_dim %cst_59, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %384 = stablehlo.divide %382, %383 : tensor<8x32xf32>
    %385 = chlo.square %381 : tensor<8x32xf32> -> tensor<8x32xf32>
    %386 = stablehlo.subtract %384, %385 : tensor<8x32xf32>
    %cst_60 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %387 = stablehlo.broadcast_in_dim %cst_60, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %388 = stablehlo.maximum %387, %386 : tensor<8x32xf32>
    %389 = stablehlo.broadcast_in_dim %381, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %390 = stablehlo.reshape %389 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %391 = stablehlo.broadcast_in_dim %388, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %392 = stablehlo.reshape %391 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %393 = stablehlo.broadcast_in_dim %390, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %394 = stablehlo.broadcast_in_dim %392, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %395 = stablehlo.broadcast_in_dim %393, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %396 = stablehlo.subtract %376, %395 : tensor<8x8x8x64xf32>
    %cst_61 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %397 = stablehlo.broadcast_in_dim %cst_61, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %398 = stablehlo.add %394, %397 : tensor<8x1x1x64xf32>
    %399 = stablehlo.rsqrt %398 : tensor<8x1x1x64xf32>
    %400 = stablehlo.reshape %arg53 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %401 = stablehlo.broadcast_in_dim %400, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %402 = stablehlo.multiply %399, %401 : tensor<8x1x1x64xf32>
    %403 = stablehlo.broadcast_in_dim %402, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %404 = stablehlo.multiply %396, %403 : tensor<8x8x8x64xf32>
    %405 = stablehlo.reshape %arg52 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %406 = stablehlo.broadcast_in_dim %405, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %407 = stablehlo.add %404, %406 : tensor<8x8x8x64xf32>
    %408 = call @silu_2(%407) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %409 = stablehlo.convolution(%408, %arg47) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %410 = stablehlo.reshape %arg46 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %411 = stablehlo.broadcast_in_dim %410, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %412 = stablehlo.add %409, %411 : tensor<8x8x8x64xf32>
    %413 = stablehlo.convolution(%331, %arg49) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x32xf32>, tensor<1x1x32x64xf32>) -> tensor<8x8x8x64xf32>
    %414 = stablehlo.reshape %arg48 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %415 = stablehlo.broadcast_in_dim %414, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %416 = stablehlo.add %413, %415 : tensor<8x8x8x64xf32>
    %417 = stablehlo.add %412, %416 : tensor<8x8x8x64xf32>
    %418 = stablehlo.reshape %417 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %419 = chlo.square %418 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_62 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %420 = stablehlo.reduce(%418 init: %cst_62) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_63 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %421 = stablehlo.broadcast_in_dim %cst_63, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %422 = stablehlo.divide %420, %421 : tensor<8x32xf32>
    %cst_64 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %423 = stablehlo.reduce(%419 init: %cst_64) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_65 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %424 = stablehlo.broadcast_in_dim %cst_65, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %425 = stablehlo.divide %423, %424 : tensor<8x32xf32>
    %426 = chlo.square %422 : tensor<8x32xf32> -> tensor<8x32xf32>
    %427 = stablehlo.subtract %425, %426 : tensor<8x32xf32>
    %cst_66 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %428 = stablehlo.broadcast_in_dim %cst_66, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %429 = stablehlo.maximum %428, %427 : tensor<8x32xf32>
    %430 = stablehlo.broadcast_in_dim %422, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %431 = stablehlo.reshape %430 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %432 = stablehlo.broadcast_in_dim %429, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %433 = stablehlo.reshape %432 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %434 = stablehlo.broadcast_in_dim %431, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %435 = stablehlo.broadcast_in_dim %433, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %436 = stablehlo.broadcast_in_dim %434, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %437 = stablehlo.subtract %417, %436 : tensor<8x8x8x64xf32>
    %cst_67 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %438 = stablehlo.broadcast_in_dim %cst_67, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %439 = stablehlo.add %435, %438 : tensor<8x1x1x64xf32>
    %440 = stablehlo.rsqrt %439 : tensor<8x1x1x64xf32>
    %441 = stablehlo.reshape %arg87 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %442 = stablehlo.broadcast_in_dim %441, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %443 = stablehlo.multiply %440, %442 : tensor<8x1x1x64xf32>
    %444 = stablehlo.broadcast_in_dim %443, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %445 = stablehlo.multiply %437, %444 : tensor<8x8x8x64xf32>
    %446 = stablehlo.reshape %arg86 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %447 = stablehlo.broadcast_in_dim %446, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %448 = stablehlo.add %445, %447 : tensor<8x8x8x64xf32>
    %449 = call @silu_2(%448) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %450 = stablehlo.convolution(%449, %arg83) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %451 = stablehlo.reshape %arg82 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %452 = stablehlo.broadcast_in_dim %451, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %453 = stablehlo.add %450, %452 : tensor<8x8x8x64xf32>
    %454 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %455 = stablehlo.dot_general %454, %arg91, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %456 = stablehlo.reshape %arg90 : (tensor<64xf32>) -> tensor<1x64xf32>
    %457 = stablehlo.broadcast_in_dim %456, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %458 = stablehlo.add %455, %457 : tensor<8x64xf32>
    %459 = stablehlo.broadcast_in_dim %458, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %460 = stablehlo.broadcast_in_dim %459, dims = [0, 2, 3] : (tensor<8x1x64xf32>) -> tensor<8x1x1x64xf32>
    %461 = stablehlo.broadcast_in_dim %460, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %462 = stablehlo.add %453, %461 : tensor<8x8x8x64xf32>
    %463 = stablehlo.reshape %462 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %464 = chlo.square %463 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_68 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %465 = stablehlo.reduce(%463 init: %cst_68) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_69 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %466 = stablehlo.broadcast_in_dim %cst_69, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %467 = stablehlo.divide %465, %466 : tensor<8x32xf32>
    %cst_70 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %468 = stablehlo.reduce(%464 init: %cst_70) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_71 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %469 = stablehlo.broadcast_in_dim %cst_71, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %470 = stablehlo.divide %468, %469 : tensor<8x32xf32>
    %471 = chlo.square %467 : tensor<8x32xf32> -> tensor<8x32xf32>
    %472 = stablehlo.subtract %470, %471 : tensor<8x32xf32>
    %cst_72 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %473 = stablehlo.broadcast_in_dim %cst_72, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %474 = stablehlo.maximum %473, %472 : tensor<8x32xf32>
    %475 = stablehlo.broadcast_in_dim %467, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %476 = stablehlo.reshape %475 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %477 = stablehlo.broadcast_in_dim %474, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %478 = stablehlo.reshape %477 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %479 = stablehlo.broadcast_in_dim %476, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %480 = stablehlo.broadcast_in_dim %478, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %481 = stablehlo.broadcast_in_dim %479, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %482 = stablehlo.subtract %462, %481 : tensor<8x8x8x64xf32>
    %cst_73 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %483 = stablehlo.broadcast_in_dim %cst_73, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %484 = stablehlo.add %480, %483 : tensor<8x1x1x64xf32>
    %485 = stablehlo.rsqrt %484 : tensor<8x1x1x64xf32>
    %486 = stablehlo.reshape %arg89 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %487 = stablehlo.broadcast_in_dim %486, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %488 = stablehlo.multiply %485, %487 : tensor<8x1x1x64xf32>
    %489 = stablehlo.broadcast_in_dim %488, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %490 = stablehlo.multiply %482, %489 : tensor<8x8x8x64xf32>
    %491 = stablehlo.reshape %arg88 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %492 = stablehlo.broadcast_in_dim %491, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %493 = stablehlo.add %490, %492 : tensor<8x8x8x64xf32>
    %494 = call @silu_2(%493) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %495 = stablehlo.convolution(%494, %arg85) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %496 = stablehlo.reshape %arg84 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %497 = stablehlo.broadcast_in_dim %496, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %498 = stablehlo.add %495, %497 : tensor<8x8x8x64xf32>
    %499 = stablehlo.add %498, %417 : tensor<8x8x8x64xf32>
    %500 = stablehlo.reshape %499 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %501 = chlo.square %500 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_74 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %502 = stablehlo.reduce(%500 init: %cst_74) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_75 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %503 = stablehlo.broadcast_in_dim %cst_75, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %504 = stablehlo.divide %502, %503 : tensor<8x32xf32>
    %cst_76 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %505 = stablehlo.reduce(%501 init: %cst_76) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_77 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %506 = stablehlo.broadcast_in_dim %cst_77, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %507 = stablehlo.divide %505, %506 : tensor<8x32xf32>
    %508 = chlo.square %504 : tensor<8x32xf32> -> tensor<8x32xf32>
    %509 = stablehlo.subtract %507, %508 : tensor<8x32xf32>
    %cst_78 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %510 = stablehlo.broadcast_in_dim %cst_78, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %511 = stablehlo.maximum %510, %509 : tensor<8x32xf32>
    %512 = stablehlo.broadcast_in_dim %504, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %513 = stablehlo.reshape %512 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %514 = stablehlo.broadcast_in_dim %511, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %515 = stablehlo.reshape %514 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %516 = stablehlo.broadcast_in_dim %513, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %517 = stablehlo.broadcast_in_dim %515, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %518 = stablehlo.broadcast_in_dim %516, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %519 = stablehlo.subtract %499, %518 : tensor<8x8x8x64xf32>
    %cst_79 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %520 = stablehlo.broadcast_in_dim %cst_79, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %521 = stablehlo.add %517, %520 : tensor<8x1x1x64xf32>
    %522 = stablehlo.rsqrt %521 : tensor<8x1x1x64xf32>
    %523 = stablehlo.reshape %arg57 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %524 = stablehlo.broadcast_in_dim %523, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %525 = stablehlo.multiply %522, %524 : tensor<8x1x1x64xf32>
    %526 = stablehlo.broadcast_in_dim %525, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %527 = stablehlo.multiply %519, %526 : tensor<8x8x8x64xf32>
    %528 = stablehlo.reshape %arg56 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %529 = stablehlo.broadcast_in_dim %528, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %530 = stablehlo.add %527, %529 : tensor<8x8x8x64xf32>
    %531 = stablehlo.convolution(%530, %arg59) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<8x8x8x64xf32>
    %532 = stablehlo.reshape %arg58 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %533 = stablehlo.broadcast_in_dim %532, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %534 = stablehlo.add %531, %533 : tensor<8x8x8x64xf32>
    %535 = stablehlo.reshape %534 : (tensor<8x8x8x64xf32>) -> tensor<8x64x64xf32>
    %536 = chlo.square %535 : tensor<8x64x64xf32> -> tensor<8x64x64xf32>
    %cst_80 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %537 = stablehlo.reduce(%535 init: %cst_80) applies stablehlo.add across dimensions = [2] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_81 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %538 = stablehlo.broadcast_in_dim %cst_81, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %539 = stablehlo.divide %537, %538 : tensor<8x64xf32>
    %cst_82 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %540 = stablehlo.reduce(%536 init: %cst_82) applies stablehlo.add across dimensions = [2] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_83 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %541 = stablehlo.broadcast_in_dim %cst_83, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %542 = stablehlo.divide %540, %541 : tensor<8x64xf32>
    %543 = chlo.square %539 : tensor<8x64xf32> -> tensor<8x64xf32>
    %544 = stablehlo.subtract %542, %543 : tensor<8x64xf32>
    %cst_84 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %545 = stablehlo.broadcast_in_dim %cst_84, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %546 = stablehlo.maximum %545, %544 : tensor<8x64xf32>
    %547 = stablehlo.broadcast_in_dim %539, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %548 = stablehlo.broadcast_in_dim %546, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %549 = stablehlo.broadcast_in_dim %547, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x64xf32>
    %550 = stablehlo.subtract %535, %549 : tensor<8x64x64xf32>
    %cst_85 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %551 = stablehlo.broadcast_in_dim %cst_85, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %552 = stablehlo.add %548, %551 : tensor<8x64x1xf32>
    %553 = stablehlo.rsqrt %552 : tensor<8x64x1xf32>
    %554 = stablehlo.reshape %arg77 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %555 = stablehlo.broadcast_in_dim %553, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x64xf32>
    %556 = stablehlo.broadcast_in_dim %554, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %557 = stablehlo.multiply %555, %556 : tensor<8x64x64xf32>
    %558 = stablehlo.multiply %550, %557 : tensor<8x64x64xf32>
    %559 = stablehlo.reshape %arg76 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %560 = stablehlo.broadcast_in_dim %559, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %561 = stablehlo.add %558, %560 : tensor<8x64x64xf32>
    %562 = stablehlo.dot_general %561, %arg65, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %563 = stablehlo.dot_general %561, %arg62, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %564 = stablehlo.dot_general %561, %arg66, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %565 = stablehlo.reshape %562 : (tensor<8x64x64xf32>) -> tensor<8x64x8x8xf32>
    %566 = stablehlo.transpose %565, dims = [0, 2, 1, 3] : (tensor<8x64x8x8xf32>) -> tensor<8x8x64x8xf32>
    %567 = stablehlo.reshape %566 : (tensor<8x8x64x8xf32>) -> tensor<64x64x8xf32>
    %568 = stablehlo.reshape %563 : (tensor<8x64x64xf32>) -> tensor<8x64x8x8xf32>
    %569 = stablehlo.transpose %568, dims = [0, 2, 1, 3] : (tensor<8x64x8x8xf32>) -> tensor<8x8x64x8xf32>
    %570 = stablehlo.reshape %569 : (tensor<8x8x64x8xf32>) -> tensor<64x64x8xf32>
    %571 = stablehlo.reshape %564 : (tensor<8x64x64xf32>) -> tensor<8x64x8x8xf32>
    %572 = stablehlo.transpose %571, dims = [0, 2, 1, 3] : (tensor<8x64x8x8xf32>) -> tensor<8x8x64x8xf32>
    %573 = stablehlo.reshape %572 : (tensor<8x8x64x8xf32>) -> tensor<64x64x8xf32>
    %574 = stablehlo.dot_general %567, %570, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x64x8xf32>, tensor<64x64x8xf32>) -> tensor<64x64x64xf32>
    %cst_86 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %575 = stablehlo.broadcast_in_dim %cst_86, dims = [] : (tensor<f32>) -> tensor<64x64x64xf32>
    %576 = stablehlo.multiply %574, %575 : tensor<64x64x64xf32>
    %cst_87 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %577 = stablehlo.reduce(%576 init: %cst_87) applies stablehlo.maximum across dimensions = [2] : (tensor<64x64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_88 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %578 = stablehlo.broadcast_in_dim %cst_88, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %579 = stablehlo.maximum %578, %577 : tensor<64x64xf32>
    %580 = stablehlo.broadcast_in_dim %579, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %581 = stablehlo.broadcast_in_dim %580, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x64xf32>
    %582 = stablehlo.subtract %576, %581 : tensor<64x64x64xf32>
    %583 = stablehlo.exponential %582 : tensor<64x64x64xf32>
    %cst_89 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %584 = stablehlo.reduce(%583 init: %cst_89) applies stablehlo.add across dimensions = [2] : (tensor<64x64x64xf32>, tensor<f32>) -> tensor<64x64xf32>
    %585 = stablehlo.broadcast_in_dim %584, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %586 = stablehlo.broadcast_in_dim %585, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x64xf32>
    %587 = stablehlo.divide %583, %586 : tensor<64x64x64xf32>
    %588 = stablehlo.dot_general %587, %573, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64x64xf32>, tensor<64x64x8xf32>) -> tensor<64x64x8xf32>
    %589 = stablehlo.reshape %588 : (tensor<64x64x8xf32>) -> tensor<8x8x64x8xf32>
    %590 = stablehlo.transpose %589, dims = [0, 2, 1, 3] : (tensor<8x8x64x8xf32>) -> tensor<8x64x8x8xf32>
    %591 = stablehlo.reshape %590 : (tensor<8x64x8x8xf32>) -> tensor<8x64x64xf32>
    %592 = stablehlo.dot_general %591, %arg64, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %593 = stablehlo.reshape %arg63 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %594 = stablehlo.broadcast_in_dim %593, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %595 = stablehlo.add %592, %594 : tensor<8x64x64xf32>
    %596 = stablehlo.add %595, %535 : tensor<8x64x64xf32>
    %597 = chlo.square %596 : tensor<8x64x64xf32> -> tensor<8x64x64xf32>
    %cst_90 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %598 = stablehlo.reduce(%596 init: %cst_90) applies stablehlo.add across dimensions = [2] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_91 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %599 = stablehlo.broadcast_in_dim %cst_91, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %600 = stablehlo.divide %598, %599 : tensor<8x64xf32>
    %cst_92 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %601 = stablehlo.reduce(%597 init: %cst_92) applies stablehlo.add across dimensions = [2] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_93 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %602 = stablehlo.broadcast_in_dim %cst_93, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %603 = stablehlo.divide %601, %602 : tensor<8x64xf32>
    %604 = chlo.square %600 : tensor<8x64xf32> -> tensor<8x64xf32>
    %605 = stablehlo.subtract %603, %604 : tensor<8x64xf32>
    %cst_94 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %606 = stablehlo.broadcast_in_dim %cst_94, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %607 = stablehlo.maximum %606, %605 : tensor<8x64xf32>
    %608 = stablehlo.broadcast_in_dim %600, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %609 = stablehlo.broadcast_in_dim %607, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %610 = stablehlo.broadcast_in_dim %608, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x64xf32>
    %611 = stablehlo.subtract %596, %610 : tensor<8x64x64xf32>
    %cst_95 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %612 = stablehlo.broadcast_in_dim %cst_95, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %613 = stablehlo.add %609, %612 : tensor<8x64x1xf32>
    %614 = stablehlo.rsqrt %613 : tensor<8x64x1xf32>
    %615 = stablehlo.reshape %arg79 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %616 = stablehlo.broadcast_in_dim %614, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x64xf32>
    %617 = stablehlo.broadcast_in_dim %615, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %618 = stablehlo.multiply %616, %617 : tensor<8x64x64xf32>
    %619 = stablehlo.multiply %611, %618 : tensor<8x64x64xf32>
    %620 = stablehlo.reshape %arg78 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %621 = stablehlo.broadcast_in_dim %620, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %622 = stablehlo.add %619, %621 : tensor<8x64x64xf32>
    %623 = stablehlo.dot_general %622, %arg70, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %624 = stablehlo.dot_general %arg210, %arg67, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %625 = stablehlo.dot_general %arg210, %arg71, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x64xf32>) -> tensor<8x8x64xf32>
    %626 = stablehlo.reshape %623 : (tensor<8x64x64xf32>) -> tensor<8x64x8x8xf32>
    %627 = stablehlo.transpose %626, dims = [0, 2, 1, 3] : (tensor<8x64x8x8xf32>) -> tensor<8x8x64x8xf32>
    %628 = stablehlo.reshape %627 : (tensor<8x8x64x8xf32>) -> tensor<64x64x8xf32>
    %629 = stablehlo.reshape %624 : (tensor<8x8x64xf32>) -> tensor<8x8x8x8xf32>
    %630 = stablehlo.transpose %629, dims = [0, 2, 1, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %631 = stablehlo.reshape %630 : (tensor<8x8x8x8xf32>) -> tensor<64x8x8xf32>
    %632 = stablehlo.reshape %625 : (tensor<8x8x64xf32>) -> tensor<8x8x8x8xf32>
    %633 = stablehlo.transpose %632, dims = [0, 2, 1, 3] : (tensor<8x8x8x8xf32>) -> tensor<8x8x8x8xf32>
    %634 = stablehlo.reshape %633 : (tensor<8x8x8x8xf32>) -> tensor<64x8x8xf32>
    %635 = stablehlo.dot_general %628, %631, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x64x8xf32>, tensor<64x8x8xf32>) -> tensor<64x64x8xf32>
    %cst_96 = stablehlo.constant dense<0.353553385> : tensor<f32>
    %636 = stablehlo.broadcast_in_dim %cst_96, dims = [] : (tensor<f32>) -> tensor<64x64x8xf32>
    %637 = stablehlo.multiply %635, %636 : tensor<64x64x8xf32>
    %cst_97 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %638 = stablehlo.reduce(%637 init: %cst_97) applies stablehlo.maximum across dimensions = [2] : (tensor<64x64x8xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_98 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %639 = stablehlo.broadcast_in_dim %cst_98, dims = [] : (tensor<f32>) -> tensor<64x64xf32>
    %640 = stablehlo.maximum %639, %638 : tensor<64x64xf32>
    %641 = stablehlo.broadcast_in_dim %640, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %642 = stablehlo.broadcast_in_dim %641, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x8xf32>
    %643 = stablehlo.subtract %637, %642 : tensor<64x64x8xf32>
    %644 = stablehlo.exponential %643 : tensor<64x64x8xf32>
    %cst_99 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %645 = stablehlo.reduce(%644 init: %cst_99) applies stablehlo.add across dimensions = [2] : (tensor<64x64x8xf32>, tensor<f32>) -> tensor<64x64xf32>
    %646 = stablehlo.broadcast_in_dim %645, dims = [0, 1] : (tensor<64x64xf32>) -> tensor<64x64x1xf32>
    %647 = stablehlo.broadcast_in_dim %646, dims = [0, 1, 2] : (tensor<64x64x1xf32>) -> tensor<64x64x8xf32>
    %648 = stablehlo.divide %644, %647 : tensor<64x64x8xf32>
    %649 = stablehlo.dot_general %648, %634, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x64x8xf32>, tensor<64x8x8xf32>) -> tensor<64x64x8xf32>
    %650 = stablehlo.reshape %649 : (tensor<64x64x8xf32>) -> tensor<8x8x64x8xf32>
    %651 = stablehlo.transpose %650, dims = [0, 2, 1, 3] : (tensor<8x8x64x8xf32>) -> tensor<8x64x8x8xf32>
    %652 = stablehlo.reshape %651 : (tensor<8x64x8x8xf32>) -> tensor<8x64x64xf32>
    %653 = stablehlo.dot_general %652, %arg69, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x64xf32>) -> tensor<8x64x64xf32>
    %654 = stablehlo.reshape %arg68 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %655 = stablehlo.broadcast_in_dim %654, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %656 = stablehlo.add %653, %655 : tensor<8x64x64xf32>
    %657 = stablehlo.add %656, %596 : tensor<8x64x64xf32>
    %658 = chlo.square %657 : tensor<8x64x64xf32> -> tensor<8x64x64xf32>
    %cst_100 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %659 = stablehlo.reduce(%657 init: %cst_100) applies stablehlo.add across dimensions = [2] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_101 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %660 = stablehlo.broadcast_in_dim %cst_101, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %661 = stablehlo.divide %659, %660 : tensor<8x64xf32>
    %cst_102 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %662 = stablehlo.reduce(%658 init: %cst_102) applies stablehlo.add across dimensions = [2] : (tensor<8x64x64xf32>, tensor<f32>) -> tensor<8x64xf32>
    %cst_103 = stablehlo.constant dense<6.400000e+01> : tensor<f32>
    %663 = stablehlo.broadcast_in_dim %cst_103, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %664 = stablehlo.divide %662, %663 : tensor<8x64xf32>
    %665 = chlo.square %661 : tensor<8x64xf32> -> tensor<8x64xf32>
    %666 = stablehlo.subtract %664, %665 : tensor<8x64xf32>
    %cst_104 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %667 = stablehlo.broadcast_in_dim %cst_104, dims = [] : (tensor<f32>) -> tensor<8x64xf32>
    %668 = stablehlo.maximum %667, %666 : tensor<8x64xf32>
    %669 = stablehlo.broadcast_in_dim %661, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %670 = stablehlo.broadcast_in_dim %668, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %671 = stablehlo.broadcast_in_dim %669, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x64xf32>
    %672 = stablehlo.subtract %657, %671 : tensor<8x64x64xf32>
    %cst_105 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %673 = stablehlo.broadcast_in_dim %cst_105, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %674 = stablehlo.add %670, %673 : tensor<8x64x1xf32>
    %675 = stablehlo.rsqrt %674 : tensor<8x64x1xf32>
    %676 = stablehlo.reshape %arg81 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %677 = stablehlo.broadcast_in_dim %675, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x64xf32>
    %678 = stablehlo.broadcast_in_dim %676, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %679 = stablehlo.multiply %677, %678 : tensor<8x64x64xf32>
    %680 = stablehlo.multiply %672, %679 : tensor<8x64x64xf32>
    %681 = stablehlo.reshape %arg80 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %682 = stablehlo.broadcast_in_dim %681, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %683 = stablehlo.add %680, %682 : tensor<8x64x64xf32>
    %684 = stablehlo.dot_general %683, %arg73, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x64xf32>, tensor<64x512xf32>) -> tensor<8x64x512xf32>
    %685 = stablehlo.reshape %arg72 : (tensor<512xf32>) -> tensor<1x1x512xf32>
    %686 = stablehlo.broadcast_in_dim %685, dims = [0, 1, 2] : (tensor<1x1x512xf32>) -> tensor<8x64x512xf32>
    %687 = stablehlo.add %684, %686 : tensor<8x64x512xf32>
    %688 = stablehlo.slice %687 [0:8, 0:64, 0:256] : (tensor<8x64x512xf32>) -> tensor<8x64x256xf32>
    %689 = stablehlo.slice %687 [0:8, 0:64, 256:512] : (tensor<8x64x512xf32>) -> tensor<8x64x256xf32>
    %690 = stablehlo.multiply %689, %689 : tensor<8x64x256xf32>
    %691 = stablehlo.multiply %690, %689 : tensor<8x64x256xf32>
    %cst_106 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %692 = stablehlo.broadcast_in_dim %cst_106, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %693 = stablehlo.multiply %692, %691 : tensor<8x64x256xf32>
    %694 = stablehlo.add %689, %693 : tensor<8x64x256xf32>
    %cst_107 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %695 = stablehlo.broadcast_in_dim %cst_107, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %696 = stablehlo.multiply %695, %694 : tensor<8x64x256xf32>
    %697 = stablehlo.tanh %696 : tensor<8x64x256xf32>
    %cst_108 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %698 = stablehlo.broadcast_in_dim %cst_108, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %699 = stablehlo.add %698, %697 : tensor<8x64x256xf32>
    %cst_109 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %700 = stablehlo.broadcast_in_dim %cst_109, dims = [] : (tensor<f32>) -> tensor<8x64x256xf32>
    %701 = stablehlo.multiply %700, %699 : tensor<8x64x256xf32>
    %702 = stablehlo.multiply %689, %701 : tensor<8x64x256xf32>
    %703 = stablehlo.multiply %688, %702 : tensor<8x64x256xf32>
    %704 = stablehlo.dot_general %703, %arg75, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x256xf32>, tensor<256x64xf32>) -> tensor<8x64x64xf32>
    %705 = stablehlo.reshape %arg74 : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %706 = stablehlo.broadcast_in_dim %705, dims = [0, 1, 2] : (tensor<1x1x64xf32>) -> tensor<8x64x64xf32>
    %707 = stablehlo.add %704, %706 : tensor<8x64x64xf32>
    %708 = stablehlo.add %707, %657 : tensor<8x64x64xf32>
    %709 = stablehlo.reshape %708 : (tensor<8x64x64xf32>) -> tensor<8x8x8x64xf32>
    %710 = stablehlo.convolution(%709, %arg61) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<1x1x64x64xf32>) -> tensor<8x8x8x64xf32>
    %711 = stablehlo.reshape %arg60 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %712 = stablehlo.broadcast_in_dim %711, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %713 = stablehlo.add %710, %712 : tensor<8x8x8x64xf32>
    %714 = stablehlo.add %713, %499 : tensor<8x8x8x64xf32>
    %715 = stablehlo.reshape %714 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %716 = chlo.square %715 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_110 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %717 = stablehlo.reduce(%715 init: %cst_110) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_111 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %718 = stablehlo.broadcast_in_dim %cst_111, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %719 = stablehlo.divide %717, %718 : tensor<8x32xf32>
    %cst_112 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %720 = stablehlo.reduce(%716 init: %cst_112) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_113 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %721 = stablehlo.broadcast_in_dim %cst_113, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %722 = stablehlo.divide %720, %721 : tensor<8x32xf32>
    %723 = chlo.square %719 : tensor<8x32xf32> -> tensor<8x32xf32>
    %724 = stablehlo.subtract %722, %723 : tensor<8x32xf32>
    %cst_114 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %725 = stablehlo.broadcast_in_dim %cst_114, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %726 = stablehlo.maximum %725, %724 : tensor<8x32xf32>
    %727 = stablehlo.broadcast_in_dim %719, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %728 = stablehlo.reshape %727 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %729 = stablehlo.broadcast_in_dim %726, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %730 = stablehlo.reshape %729 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %731 = stablehlo.broadcast_in_dim %728, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %732 = stablehlo.broadcast_in_dim %730, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %733 = stablehlo.broadcast_in_dim %731, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %734 = stablehlo.subtract %714, %733 : tensor<8x8x8x64xf32>
    %cst_115 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %735 = stablehlo.broadcast_in_dim %cst_115, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %736 = stablehlo.add %732, %735 : tensor<8x1x1x64xf32>
    %737 = stablehlo.rsqrt %736 : tensor<8x1x1x64xf32>
    %738 = stablehlo.reshape %arg97 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %739 = stablehlo.broadcast_in_dim %738, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %740 = stablehlo.multiply %737, %739 : tensor<8x1x1x64xf32>
    %741 = stablehlo.broadcast_in_dim %740, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %742 = stablehlo.multiply %734, %741 : tensor<8x8x8x64xf32>
    %743 = stablehlo.reshape %arg96 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %744 = stablehlo.broadcast_in_dim %743, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %745 = stablehlo.add %742, %744 : tensor<8x8x8x64xf32>
    %746 = call @silu_2(%745) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %747 = stablehlo.convolution(%746, %arg93) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %748 = stablehlo.reshape %arg92 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %749 = stablehlo.broadcast_in_dim %748, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %750 = stablehlo.add %747, %749 : tensor<8x8x8x64xf32>
    %751 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %752 = stablehlo.dot_general %751, %arg101, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %753 = stablehlo.reshape %arg100 : (tensor<64xf32>) -> tensor<1x64xf32>
    %754 = stablehlo.broadcast_in_dim %753, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %755 = stablehlo.add %752, %754 : tensor<8x64xf32>
    %756 = stablehlo.broadcast_in_dim %755, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %757 = stablehlo.broadcast_in_dim %756, dims = [0, 2, 3] : (tensor<8x1x64xf32>) -> tensor<8x1x1x64xf32>
    %758 = stablehlo.broadcast_in_dim %757, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %759 = stablehlo.add %750, %758 : tensor<8x8x8x64xf32>
    %760 = stablehlo.reshape %759 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %761 = chlo.square %760 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_116 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %762 = stablehlo.reduce(%760 init: %cst_116) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_117 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %763 = stablehlo.broadcast_in_dim %cst_117, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %764 = stablehlo.divide %762, %763 : tensor<8x32xf32>
    %cst_118 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %765 = stablehlo.reduce(%761 init: %cst_118) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_119 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %766 = stablehlo.broadcast_in_dim %cst_119, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %767 = stablehlo.divide %765, %766 : tensor<8x32xf32>
    %768 = chlo.square %764 : tensor<8x32xf32> -> tensor<8x32xf32>
    %769 = stablehlo.subtract %767, %768 : tensor<8x32xf32>
    %cst_120 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %770 = stablehlo.broadcast_in_dim %cst_120, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %771 = stablehlo.maximum %770, %769 : tensor<8x32xf32>
    %772 = stablehlo.broadcast_in_dim %764, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %773 = stablehlo.reshape %772 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %774 = stablehlo.broadcast_in_dim %771, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %775 = stablehlo.reshape %774 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %776 = stablehlo.broadcast_in_dim %773, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %777 = stablehlo.broadcast_in_dim %775, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %778 = stablehlo.broadcast_in_dim %776, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %779 = stablehlo.subtract %759, %778 : tensor<8x8x8x64xf32>
    %cst_121 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %780 = stablehlo.broadcast_in_dim %cst_121, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %781 = stablehlo.add %777, %780 : tensor<8x1x1x64xf32>
    %782 = stablehlo.rsqrt %781 : tensor<8x1x1x64xf32>
    %783 = stablehlo.reshape %arg99 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %784 = stablehlo.broadcast_in_dim %783, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %785 = stablehlo.multiply %782, %784 : tensor<8x1x1x64xf32>
    %786 = stablehlo.broadcast_in_dim %785, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %787 = stablehlo.multiply %779, %786 : tensor<8x8x8x64xf32>
    %788 = stablehlo.reshape %arg98 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %789 = stablehlo.broadcast_in_dim %788, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %790 = stablehlo.add %787, %789 : tensor<8x8x8x64xf32>
    %791 = call @silu_2(%790) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %792 = stablehlo.convolution(%791, %arg95) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %793 = stablehlo.reshape %arg94 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %794 = stablehlo.broadcast_in_dim %793, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %795 = stablehlo.add %792, %794 : tensor<8x8x8x64xf32>
    %796 = stablehlo.add %795, %714 : tensor<8x8x8x64xf32>
    %797 = stablehlo.concatenate %796, %417, dim = 3 : (tensor<8x8x8x64xf32>, tensor<8x8x8x64xf32>) -> tensor<8x8x8x128xf32>
    %798 = stablehlo.reshape %797 : (tensor<8x8x8x128xf32>) -> tensor<8x8x8x32x4xf32>
    %799 = chlo.square %798 : tensor<8x8x8x32x4xf32> -> tensor<8x8x8x32x4xf32>
    %cst_122 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %800 = stablehlo.reduce(%798 init: %cst_122) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x4xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_123 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %801 = stablehlo.broadcast_in_dim %cst_123, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %802 = stablehlo.divide %800, %801 : tensor<8x32xf32>
    %cst_124 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %803 = stablehlo.reduce(%799 init: %cst_124) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x4xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_125 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %804 = stablehlo.broadcast_in_dim %cst_125, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %805 = stablehlo.divide %803, %804 : tensor<8x32xf32>
    %806 = chlo.square %802 : tensor<8x32xf32> -> tensor<8x32xf32>
    %807 = stablehlo.subtract %805, %806 : tensor<8x32xf32>
    %cst_126 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %808 = stablehlo.broadcast_in_dim %cst_126, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %809 = stablehlo.maximum %808, %807 : tensor<8x32xf32>
    %810 = stablehlo.broadcast_in_dim %802, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x4xf32>
    %811 = stablehlo.reshape %810 : (tensor<8x32x4xf32>) -> tensor<8x128xf32>
    %812 = stablehlo.broadcast_in_dim %809, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x4xf32>
    %813 = stablehlo.reshape %812 : (tensor<8x32x4xf32>) -> tensor<8x128xf32>
    %814 = stablehlo.broadcast_in_dim %811, dims = [0, 3] : (tensor<8x128xf32>) -> tensor<8x1x1x128xf32>
    %815 = stablehlo.broadcast_in_dim %813, dims = [0, 3] : (tensor<8x128xf32>) -> tensor<8x1x1x128xf32>
    %816 = stablehlo.broadcast_in_dim %814, dims = [0, 1, 2, 3] : (tensor<8x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %817 = stablehlo.subtract %797, %816 : tensor<8x8x8x128xf32>
    %cst_127 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %818 = stablehlo.broadcast_in_dim %cst_127, dims = [] : (tensor<f32>) -> tensor<8x1x1x128xf32>
    %819 = stablehlo.add %815, %818 : tensor<8x1x1x128xf32>
    %820 = stablehlo.rsqrt %819 : tensor<8x1x1x128xf32>
    %821 = stablehlo.reshape %arg113 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %822 = stablehlo.broadcast_in_dim %821, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x1x1x128xf32>
    %823 = stablehlo.multiply %820, %822 : tensor<8x1x1x128xf32>
    %824 = stablehlo.broadcast_in_dim %823, dims = [0, 1, 2, 3] : (tensor<8x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %825 = stablehlo.multiply %817, %824 : tensor<8x8x8x128xf32>
    %826 = stablehlo.reshape %arg112 : (tensor<128xf32>) -> tensor<1x1x1x128xf32>
    %827 = stablehlo.broadcast_in_dim %826, dims = [0, 1, 2, 3] : (tensor<1x1x1x128xf32>) -> tensor<8x8x8x128xf32>
    %828 = stablehlo.add %825, %827 : tensor<8x8x8x128xf32>
    %829 = call @silu_3(%828) : (tensor<8x8x8x128xf32>) -> tensor<8x8x8x128xf32>
    %830 = stablehlo.convolution(%829, %arg107) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x128xf32>, tensor<3x3x128x64xf32>) -> tensor<8x8x8x64xf32>
    %831 = stablehlo.reshape %arg106 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %832 = stablehlo.broadcast_in_dim %831, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %833 = stablehlo.add %830, %832 : tensor<8x8x8x64xf32>
    %834 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %835 = stablehlo.dot_general %834, %arg117, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %836 = stablehlo.reshape %arg116 : (tensor<64xf32>) -> tensor<1x64xf32>
    %837 = stablehlo.broadcast_in_dim %836, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %838 = stablehlo.add %835, %837 : tensor<8x64xf32>
    %839 = stablehlo.broadcast_in_dim %838, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %840 = stablehlo.broadcast_in_dim %839, dims = [0, 2, 3] : (tensor<8x1x64xf32>) -> tensor<8x1x1x64xf32>
    %841 = stablehlo.broadcast_in_dim %840, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %842 = stablehlo.add %833, %841 : tensor<8x8x8x64xf32>
    %843 = stablehlo.reshape %842 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %844 = chlo.square %843 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_128 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %845 = stablehlo.reduce(%843 init: %cst_128) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_129 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %846 = stablehlo.broadcast_in_dim %cst_129, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %847 = stablehlo.divide %845, %846 : tensor<8x32xf32>
    %cst_130 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %848 = stablehlo.reduce(%844 init: %cst_130) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_131 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %849 = stablehlo.broadcast_in_dim %cst_131, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %850 = stablehlo.divide %848, %849 : tensor<8x32xf32>
    %851 = chlo.square %847 : tensor<8x32xf32> -> tensor<8x32xf32>
    %852 = stablehlo.subtract %850, %851 : tensor<8x32xf32>
    %cst_132 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %853 = stablehlo.broadcast_in_dim %cst_132, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %854 = stablehlo.maximum %853, %852 : tensor<8x32xf32>
    %855 = stablehlo.broadcast_in_dim %847, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %856 = stablehlo.reshape %855 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %857 = stablehlo.broadcast_in_dim %854, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %858 = stablehlo.reshape %857 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %859 = stablehlo.broadcast_in_dim %856, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %860 = stablehlo.broadcast_in_dim %858, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %861 = stablehlo.broadcast_in_dim %859, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %862 = stablehlo.subtract %842, %861 : tensor<8x8x8x64xf32>
    %cst_133 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %863 = stablehlo.broadcast_in_dim %cst_133, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %864 = stablehlo.add %860, %863 : tensor<8x1x1x64xf32>
    %865 = stablehlo.rsqrt %864 : tensor<8x1x1x64xf32>
    %866 = stablehlo.reshape %arg115 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %867 = stablehlo.broadcast_in_dim %866, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %868 = stablehlo.multiply %865, %867 : tensor<8x1x1x64xf32>
    %869 = stablehlo.broadcast_in_dim %868, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %870 = stablehlo.multiply %862, %869 : tensor<8x8x8x64xf32>
    %871 = stablehlo.reshape %arg114 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %872 = stablehlo.broadcast_in_dim %871, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %873 = stablehlo.add %870, %872 : tensor<8x8x8x64xf32>
    %874 = call @silu_2(%873) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %875 = stablehlo.convolution(%874, %arg109) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %876 = stablehlo.reshape %arg108 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %877 = stablehlo.broadcast_in_dim %876, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %878 = stablehlo.add %875, %877 : tensor<8x8x8x64xf32>
    %879 = stablehlo.convolution(%797, %arg111) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x128xf32>, tensor<1x1x128x64xf32>) -> tensor<8x8x8x64xf32>
    %880 = stablehlo.reshape %arg110 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %881 = stablehlo.broadcast_in_dim %880, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %882 = stablehlo.add %879, %881 : tensor<8x8x8x64xf32>
    %883 = stablehlo.add %878, %882 : tensor<8x8x8x64xf32>
    %884 = stablehlo.concatenate %883, %331, dim = 3 : (tensor<8x8x8x64xf32>, tensor<8x8x8x32xf32>) -> tensor<8x8x8x96xf32>
    %885 = stablehlo.reshape %884 : (tensor<8x8x8x96xf32>) -> tensor<8x8x8x32x3xf32>
    %886 = chlo.square %885 : tensor<8x8x8x32x3xf32> -> tensor<8x8x8x32x3xf32>
    %cst_134 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %887 = stablehlo.reduce(%885 init: %cst_134) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x3xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_135 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %888 = stablehlo.broadcast_in_dim %cst_135, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %889 = stablehlo.divide %887, %888 : tensor<8x32xf32>
    %cst_136 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %890 = stablehlo.reduce(%886 init: %cst_136) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x3xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_137 = stablehlo.constant dense<1.920000e+02> : tensor<f32>
    %891 = stablehlo.broadcast_in_dim %cst_137, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %892 = stablehlo.divide %890, %891 : tensor<8x32xf32>
    %893 = chlo.square %889 : tensor<8x32xf32> -> tensor<8x32xf32>
    %894 = stablehlo.subtract %892, %893 : tensor<8x32xf32>
    %cst_138 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %895 = stablehlo.broadcast_in_dim %cst_138, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %896 = stablehlo.maximum %895, %894 : tensor<8x32xf32>
    %897 = stablehlo.broadcast_in_dim %889, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x3xf32>
    %898 = stablehlo.reshape %897 : (tensor<8x32x3xf32>) -> tensor<8x96xf32>
    %899 = stablehlo.broadcast_in_dim %896, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x3xf32>
    %900 = stablehlo.reshape %899 : (tensor<8x32x3xf32>) -> tensor<8x96xf32>
    %901 = stablehlo.broadcast_in_dim %898, dims = [0, 3] : (tensor<8x96xf32>) -> tensor<8x1x1x96xf32>
    %902 = stablehlo.broadcast_in_dim %900, dims = [0, 3] : (tensor<8x96xf32>) -> tensor<8x1x1x96xf32>
    %903 = stablehlo.broadcast_in_dim %901, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xf32>) -> tensor<8x8x8x96xf32>
    %904 = stablehlo.subtract %884, %903 : tensor<8x8x8x96xf32>
    %cst_139 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %905 = stablehlo.broadcast_in_dim %cst_139, dims = [] : (tensor<f32>) -> tensor<8x1x1x96xf32>
    %906 = stablehlo.add %902, %905 : tensor<8x1x1x96xf32>
    %907 = stablehlo.rsqrt %906 : tensor<8x1x1x96xf32>
    %908 = stablehlo.reshape %arg125 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %909 = stablehlo.broadcast_in_dim %908, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x1x1x96xf32>
    %910 = stablehlo.multiply %907, %909 : tensor<8x1x1x96xf32>
    %911 = stablehlo.broadcast_in_dim %910, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xf32>) -> tensor<8x8x8x96xf32>
    %912 = stablehlo.multiply %904, %911 : tensor<8x8x8x96xf32>
    %913 = stablehlo.reshape %arg124 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %914 = stablehlo.broadcast_in_dim %913, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x8x8x96xf32>
    %915 = stablehlo.add %912, %914 : tensor<8x8x8x96xf32>
    %916 = call @silu_4(%915) : (tensor<8x8x8x96xf32>) -> tensor<8x8x8x96xf32>
    %917 = stablehlo.convolution(%916, %arg119) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x96xf32>, tensor<3x3x96x64xf32>) -> tensor<8x8x8x64xf32>
    %918 = stablehlo.reshape %arg118 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %919 = stablehlo.broadcast_in_dim %918, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %920 = stablehlo.add %917, %919 : tensor<8x8x8x64xf32>
    %921 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %922 = stablehlo.dot_general %921, %arg129, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x64xf32>) -> tensor<8x64xf32>
    %923 = stablehlo.reshape %arg128 : (tensor<64xf32>) -> tensor<1x64xf32>
    %924 = stablehlo.broadcast_in_dim %923, dims = [0, 1] : (tensor<1x64xf32>) -> tensor<8x64xf32>
    %925 = stablehlo.add %922, %924 : tensor<8x64xf32>
    %926 = stablehlo.broadcast_in_dim %925, dims = [0, 2] : (tensor<8x64xf32>) -> tensor<8x1x64xf32>
    %927 = stablehlo.broadcast_in_dim %926, dims = [0, 2, 3] : (tensor<8x1x64xf32>) -> tensor<8x1x1x64xf32>
    %928 = stablehlo.broadcast_in_dim %927, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %929 = stablehlo.add %920, %928 : tensor<8x8x8x64xf32>
    %930 = stablehlo.reshape %929 : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x32x2xf32>
    %931 = chlo.square %930 : tensor<8x8x8x32x2xf32> -> tensor<8x8x8x32x2xf32>
    %cst_140 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %932 = stablehlo.reduce(%930 init: %cst_140) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_141 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %933 = stablehlo.broadcast_in_dim %cst_141, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %934 = stablehlo.divide %932, %933 : tensor<8x32xf32>
    %cst_142 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %935 = stablehlo.reduce(%931 init: %cst_142) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x8x8x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_143 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %936 = stablehlo.broadcast_in_dim %cst_143, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %937 = stablehlo.divide %935, %936 : tensor<8x32xf32>
    %938 = chlo.square %934 : tensor<8x32xf32> -> tensor<8x32xf32>
    %939 = stablehlo.subtract %937, %938 : tensor<8x32xf32>
    %cst_144 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %940 = stablehlo.broadcast_in_dim %cst_144, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %941 = stablehlo.maximum %940, %939 : tensor<8x32xf32>
    %942 = stablehlo.broadcast_in_dim %934, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %943 = stablehlo.reshape %942 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %944 = stablehlo.broadcast_in_dim %941, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %945 = stablehlo.reshape %944 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %946 = stablehlo.broadcast_in_dim %943, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %947 = stablehlo.broadcast_in_dim %945, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %948 = stablehlo.broadcast_in_dim %946, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %949 = stablehlo.subtract %929, %948 : tensor<8x8x8x64xf32>
    %cst_145 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %950 = stablehlo.broadcast_in_dim %cst_145, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %951 = stablehlo.add %947, %950 : tensor<8x1x1x64xf32>
    %952 = stablehlo.rsqrt %951 : tensor<8x1x1x64xf32>
    %953 = stablehlo.reshape %arg127 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %954 = stablehlo.broadcast_in_dim %953, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %955 = stablehlo.multiply %952, %954 : tensor<8x1x1x64xf32>
    %956 = stablehlo.broadcast_in_dim %955, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %957 = stablehlo.multiply %949, %956 : tensor<8x8x8x64xf32>
    %958 = stablehlo.reshape %arg126 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %959 = stablehlo.broadcast_in_dim %958, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %960 = stablehlo.add %957, %959 : tensor<8x8x8x64xf32>
    %961 = call @silu_2(%960) : (tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32>
    %962 = stablehlo.convolution(%961, %arg121) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x8x8x64xf32>
    %963 = stablehlo.reshape %arg120 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %964 = stablehlo.broadcast_in_dim %963, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %965 = stablehlo.add %962, %964 : tensor<8x8x8x64xf32>
    %966 = stablehlo.convolution(%884, %arg123) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x8x8x96xf32>, tensor<1x1x96x64xf32>) -> tensor<8x8x8x64xf32>
    %967 = stablehlo.reshape %arg122 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %968 = stablehlo.broadcast_in_dim %967, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x8x8x64xf32>
    %969 = stablehlo.add %966, %968 : tensor<8x8x8x64xf32>
    %970 = stablehlo.add %965, %969 : tensor<8x8x8x64xf32>
    %971 = call @_resize(%970) : (tensor<8x8x8x64xf32>) -> tensor<8x16x16x64xf32>
    %972 = stablehlo.convolution(%971, %arg131) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x64xf32>) -> tensor<8x16x16x64xf32>
    %973 = stablehlo.reshape %arg130 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %974 = stablehlo.broadcast_in_dim %973, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %975 = stablehlo.add %972, %974 : tensor<8x16x16x64xf32>
    %976 = stablehlo.concatenate %975, %327, dim = 3 : (tensor<8x16x16x64xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x96xf32>
    %977 = stablehlo.reshape %976 : (tensor<8x16x16x96xf32>) -> tensor<8x16x16x32x3xf32>
    %978 = chlo.square %977 : tensor<8x16x16x32x3xf32> -> tensor<8x16x16x32x3xf32>
    %cst_146 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %979 = stablehlo.reduce(%977 init: %cst_146) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x3xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_147 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %980 = stablehlo.broadcast_in_dim %cst_147, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %981 = stablehlo.divide %979, %980 : tensor<8x32xf32>
    %cst_148 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %982 = stablehlo.reduce(%978 init: %cst_148) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x3xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_149 = stablehlo.constant dense<7.680000e+02> : tensor<f32>
    %983 = stablehlo.broadcast_in_dim %cst_149, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %984 = stablehlo.divide %982, %983 : tensor<8x32xf32>
    %985 = chlo.square %981 : tensor<8x32xf32> -> tensor<8x32xf32>
    %986 = stablehlo.subtract %984, %985 : tensor<8x32xf32>
    %cst_150 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %987 = stablehlo.broadcast_in_dim %cst_150, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %988 = stablehlo.maximum %987, %986 : tensor<8x32xf32>
    %989 = stablehlo.broadcast_in_dim %981, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x3xf32>
    %990 = stablehlo.reshape %989 : (tensor<8x32x3xf32>) -> tensor<8x96xf32>
    %991 = stablehlo.broadcast_in_dim %988, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x3xf32>
    %992 = stablehlo.reshape %991 : (tensor<8x32x3xf32>) -> tensor<8x96xf32>
    %993 = stablehlo.broadcast_in_dim %990, dims = [0, 3] : (tensor<8x96xf32>) -> tensor<8x1x1x96xf32>
    %994 = stablehlo.broadcast_in_dim %992, dims = [0, 3] : (tensor<8x96xf32>) -> tensor<8x1x1x96xf32>
    %995 = stablehlo.broadcast_in_dim %993, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xf32>) -> tensor<8x16x16x96xf32>
    %996 = stablehlo.subtract %976, %995 : tensor<8x16x16x96xf32>
    %cst_151 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %997 = stablehlo.broadcast_in_dim %cst_151, dims = [] : (tensor<f32>) -> tensor<8x1x1x96xf32>
    %998 = stablehlo.add %994, %997 : tensor<8x1x1x96xf32>
    %999 = stablehlo.rsqrt %998 : tensor<8x1x1x96xf32>
    %1000 = stablehlo.reshape %arg191 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %1001 = stablehlo.broadcast_in_dim %1000, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x1x1x96xf32>
    %1002 = stablehlo.multiply %999, %1001 : tensor<8x1x1x96xf32>
    %1003 = stablehlo.broadcast_in_dim %1002, dims = [0, 1, 2, 3] : (tensor<8x1x1x96xf32>) -> tensor<8x16x16x96xf32>
    %1004 = stablehlo.multiply %996, %1003 : tensor<8x16x16x96xf32>
    %1005 = stablehlo.reshape %arg190 : (tensor<96xf32>) -> tensor<1x1x1x96xf32>
    %1006 = stablehlo.broadcast_in_dim %1005, dims = [0, 1, 2, 3] : (tensor<1x1x1x96xf32>) -> tensor<8x16x16x96xf32>
    %1007 = stablehlo.add %1004, %1006 : tensor<8x16x16x96xf32>
    %1008 = call @silu_5(%1007) : (tensor<8x16x16x96xf32>) -> tensor<8x16x16x96xf32>
    %1009 = stablehlo.convolution(%1008, %arg185) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x96xf32>, tensor<3x3x96x32xf32>) -> tensor<8x16x16x32xf32>
    %1010 = stablehlo.reshape %arg184 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1011 = stablehlo.broadcast_in_dim %1010, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1012 = stablehlo.add %1009, %1011 : tensor<8x16x16x32xf32>
    %1013 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %1014 = stablehlo.dot_general %1013, %arg195, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
    %1015 = stablehlo.reshape %arg194 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1016 = stablehlo.broadcast_in_dim %1015, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %1017 = stablehlo.add %1014, %1016 : tensor<8x32xf32>
    %1018 = stablehlo.broadcast_in_dim %1017, dims = [0, 2] : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %1019 = stablehlo.broadcast_in_dim %1018, dims = [0, 2, 3] : (tensor<8x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1020 = stablehlo.broadcast_in_dim %1019, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1021 = stablehlo.add %1012, %1020 : tensor<8x16x16x32xf32>
    %1022 = stablehlo.reshape %1021 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %1023 = chlo.square %1022 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_152 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1024 = stablehlo.reduce(%1022 init: %cst_152) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_153 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1025 = stablehlo.broadcast_in_dim %cst_153, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1026 = stablehlo.divide %1024, %1025 : tensor<8x32xf32>
    %cst_154 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1027 = stablehlo.reduce(%1023 init: %cst_154) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_155 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1028 = stablehlo.broadcast_in_dim %cst_155, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1029 = stablehlo.divide %1027, %1028 : tensor<8x32xf32>
    %1030 = chlo.square %1026 : tensor<8x32xf32> -> tensor<8x32xf32>
    %1031 = stablehlo.subtract %1029, %1030 : tensor<8x32xf32>
    %cst_156 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1032 = stablehlo.broadcast_in_dim %cst_156, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1033 = stablehlo.maximum %1032, %1031 : tensor<8x32xf32>
    %1034 = stablehlo.broadcast_in_dim %1026, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1035 = stablehlo.reshape %1034 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1036 = stablehlo.broadcast_in_dim %1033, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1037 = stablehlo.reshape %1036 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1038 = stablehlo.broadcast_in_dim %1035, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1039 = stablehlo.broadcast_in_dim %1037, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1040 = stablehlo.broadcast_in_dim %1038, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1041 = stablehlo.subtract %1021, %1040 : tensor<8x16x16x32xf32>
    %cst_157 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1042 = stablehlo.broadcast_in_dim %cst_157, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %1043 = stablehlo.add %1039, %1042 : tensor<8x1x1x32xf32>
    %1044 = stablehlo.rsqrt %1043 : tensor<8x1x1x32xf32>
    %1045 = stablehlo.reshape %arg193 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1046 = stablehlo.broadcast_in_dim %1045, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1047 = stablehlo.multiply %1044, %1046 : tensor<8x1x1x32xf32>
    %1048 = stablehlo.broadcast_in_dim %1047, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1049 = stablehlo.multiply %1041, %1048 : tensor<8x16x16x32xf32>
    %1050 = stablehlo.reshape %arg192 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1051 = stablehlo.broadcast_in_dim %1050, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1052 = stablehlo.add %1049, %1051 : tensor<8x16x16x32xf32>
    %1053 = call @silu_0(%1052) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %1054 = stablehlo.convolution(%1053, %arg187) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x16x16x32xf32>
    %1055 = stablehlo.reshape %arg186 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1056 = stablehlo.broadcast_in_dim %1055, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1057 = stablehlo.add %1054, %1056 : tensor<8x16x16x32xf32>
    %1058 = stablehlo.convolution(%976, %arg189) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x96xf32>, tensor<1x1x96x32xf32>) -> tensor<8x16x16x32xf32>
    %1059 = stablehlo.reshape %arg188 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1060 = stablehlo.broadcast_in_dim %1059, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1061 = stablehlo.add %1058, %1060 : tensor<8x16x16x32xf32>
    %1062 = stablehlo.add %1057, %1061 : tensor<8x16x16x32xf32>
    %1063 = stablehlo.reshape %1062 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %1064 = chlo.square %1063 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_158 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1065 = stablehlo.reduce(%1063 init: %cst_158) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_159 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1066 = stablehlo.broadcast_in_dim %cst_159, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1067 = stablehlo.divide %1065, %1066 : tensor<8x32xf32>
    %cst_160 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1068 = stablehlo.reduce(%1064 init: %cst_160) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_161 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1069 = stablehlo.broadcast_in_dim %cst_161, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1070 = stablehlo.divide %1068, %1069 : tensor<8x32xf32>
    %1071 = chlo.square %1067 : tensor<8x32xf32> -> tensor<8x32xf32>
    %1072 = stablehlo.subtract %1070, %1071 : tensor<8x32xf32>
    %cst_162 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1073 = stablehlo.broadcast_in_dim %cst_162, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1074 = stablehlo.maximum %1073, %1072 : tensor<8x32xf32>
    %1075 = stablehlo.broadcast_in_dim %1067, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1076 = stablehlo.reshape %1075 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1077 = stablehlo.broadcast_in_dim %1074, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1078 = stablehlo.reshape %1077 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1079 = stablehlo.broadcast_in_dim %1076, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1080 = stablehlo.broadcast_in_dim %1078, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1081 = stablehlo.broadcast_in_dim %1079, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1082 = stablehlo.subtract %1062, %1081 : tensor<8x16x16x32xf32>
    %cst_163 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1083 = stablehlo.broadcast_in_dim %cst_163, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %1084 = stablehlo.add %1080, %1083 : tensor<8x1x1x32xf32>
    %1085 = stablehlo.rsqrt %1084 : tensor<8x1x1x32xf32>
    %1086 = stablehlo.reshape %arg133 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1087 = stablehlo.broadcast_in_dim %1086, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1088 = stablehlo.multiply %1085, %1087 : tensor<8x1x1x32xf32>
    %1089 = stablehlo.broadcast_in_dim %1088, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1090 = stablehlo.multiply %1082, %1089 : tensor<8x16x16x32xf32>
    %1091 = stablehlo.reshape %arg132 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1092 = stablehlo.broadcast_in_dim %1091, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1093 = stablehlo.add %1090, %1092 : tensor<8x16x16x32xf32>
    %1094 = stablehlo.convolution(%1093, %arg135) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x16x16x32xf32>
    %1095 = stablehlo.reshape %arg134 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1096 = stablehlo.broadcast_in_dim %1095, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1097 = stablehlo.add %1094, %1096 : tensor<8x16x16x32xf32>
    %1098 = stablehlo.reshape %1097 : (tensor<8x16x16x32xf32>) -> tensor<8x256x32xf32>
    %1099 = chlo.square %1098 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_164 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1100 = stablehlo.reduce(%1098 init: %cst_164) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_165 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1101 = stablehlo.broadcast_in_dim %cst_165, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1102 = stablehlo.divide %1100, %1101 : tensor<8x256xf32>
    %cst_166 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1103 = stablehlo.reduce(%1099 init: %cst_166) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_167 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1104 = stablehlo.broadcast_in_dim %cst_167, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1105 = stablehlo.divide %1103, %1104 : tensor<8x256xf32>
    %1106 = chlo.square %1102 : tensor<8x256xf32> -> tensor<8x256xf32>
    %1107 = stablehlo.subtract %1105, %1106 : tensor<8x256xf32>
    %cst_168 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1108 = stablehlo.broadcast_in_dim %cst_168, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1109 = stablehlo.maximum %1108, %1107 : tensor<8x256xf32>
    %1110 = stablehlo.broadcast_in_dim %1102, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1111 = stablehlo.broadcast_in_dim %1109, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1112 = stablehlo.broadcast_in_dim %1110, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1113 = stablehlo.subtract %1098, %1112 : tensor<8x256x32xf32>
    %cst_169 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1114 = stablehlo.broadcast_in_dim %cst_169, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1115 = stablehlo.add %1111, %1114 : tensor<8x256x1xf32>
    %1116 = stablehlo.rsqrt %1115 : tensor<8x256x1xf32>
    %1117 = stablehlo.reshape %arg153 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1118 = stablehlo.broadcast_in_dim %1116, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1119 = stablehlo.broadcast_in_dim %1117, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1120 = stablehlo.multiply %1118, %1119 : tensor<8x256x32xf32>
    %1121 = stablehlo.multiply %1113, %1120 : tensor<8x256x32xf32>
    %1122 = stablehlo.reshape %arg152 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1123 = stablehlo.broadcast_in_dim %1122, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1124 = stablehlo.add %1121, %1123 : tensor<8x256x32xf32>
    %1125 = stablehlo.dot_general %1124, %arg141, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1126 = stablehlo.dot_general %1124, %arg138, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1127 = stablehlo.dot_general %1124, %arg142, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1128 = stablehlo.reshape %1125 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1129 = stablehlo.transpose %1128, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1130 = stablehlo.reshape %1129 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1131 = stablehlo.reshape %1126 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1132 = stablehlo.transpose %1131, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1133 = stablehlo.reshape %1132 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1134 = stablehlo.reshape %1127 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1135 = stablehlo.transpose %1134, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1136 = stablehlo.reshape %1135 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1137 = stablehlo.dot_general %1130, %1133, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x256x4xf32>) -> tensor<64x256x256xf32>
    %cst_170 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1138 = stablehlo.broadcast_in_dim %cst_170, dims = [] : (tensor<f32>) -> tensor<64x256x256xf32>
    %1139 = stablehlo.multiply %1137, %1138 : tensor<64x256x256xf32>
    %cst_171 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1140 = stablehlo.reduce(%1139 init: %cst_171) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_172 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1141 = stablehlo.broadcast_in_dim %cst_172, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1142 = stablehlo.maximum %1141, %1140 : tensor<64x256xf32>
    %1143 = stablehlo.broadcast_in_dim %1142, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1144 = stablehlo.broadcast_in_dim %1143, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %1145 = stablehlo.subtract %1139, %1144 : tensor<64x256x256xf32>
    %1146 = stablehlo.exponential %1145 : tensor<64x256x256xf32>
    %cst_173 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1147 = stablehlo.reduce(%1146 init: %cst_173) applies stablehlo.add across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %1148 = stablehlo.broadcast_in_dim %1147, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1149 = stablehlo.broadcast_in_dim %1148, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %1150 = stablehlo.divide %1146, %1149 : tensor<64x256x256xf32>
    %1151 = stablehlo.dot_general %1150, %1136, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x256xf32>, tensor<64x256x4xf32>) -> tensor<64x256x4xf32>
    %1152 = stablehlo.reshape %1151 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %1153 = stablehlo.transpose %1152, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %1154 = stablehlo.reshape %1153 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %1155 = stablehlo.dot_general %1154, %arg140, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1156 = stablehlo.reshape %arg139 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1157 = stablehlo.broadcast_in_dim %1156, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1158 = stablehlo.add %1155, %1157 : tensor<8x256x32xf32>
    %1159 = stablehlo.add %1158, %1098 : tensor<8x256x32xf32>
    %1160 = chlo.square %1159 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_174 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1161 = stablehlo.reduce(%1159 init: %cst_174) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_175 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1162 = stablehlo.broadcast_in_dim %cst_175, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1163 = stablehlo.divide %1161, %1162 : tensor<8x256xf32>
    %cst_176 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1164 = stablehlo.reduce(%1160 init: %cst_176) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_177 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1165 = stablehlo.broadcast_in_dim %cst_177, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1166 = stablehlo.divide %1164, %1165 : tensor<8x256xf32>
    %1167 = chlo.square %1163 : tensor<8x256xf32> -> tensor<8x256xf32>
    %1168 = stablehlo.subtract %1166, %1167 : tensor<8x256xf32>
    %cst_178 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1169 = stablehlo.broadcast_in_dim %cst_178, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1170 = stablehlo.maximum %1169, %1168 : tensor<8x256xf32>
    %1171 = stablehlo.broadcast_in_dim %1163, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1172 = stablehlo.broadcast_in_dim %1170, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1173 = stablehlo.broadcast_in_dim %1171, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1174 = stablehlo.subtract %1159, %1173 : tensor<8x256x32xf32>
    %cst_179 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1175 = stablehlo.broadcast_in_dim %cst_179, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1176 = stablehlo.add %1172, %1175 : tensor<8x256x1xf32>
    %1177 = stablehlo.rsqrt %1176 : tensor<8x256x1xf32>
    %1178 = stablehlo.reshape %arg155 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1179 = stablehlo.broadcast_in_dim %1177, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1180 = stablehlo.broadcast_in_dim %1178, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1181 = stablehlo.multiply %1179, %1180 : tensor<8x256x32xf32>
    %1182 = stablehlo.multiply %1174, %1181 : tensor<8x256x32xf32>
    %1183 = stablehlo.reshape %arg154 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1184 = stablehlo.broadcast_in_dim %1183, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1185 = stablehlo.add %1182, %1184 : tensor<8x256x32xf32>
    %1186 = stablehlo.dot_general %1185, %arg146, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1187 = stablehlo.dot_general %arg210, %arg143, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %1188 = stablehlo.dot_general %arg210, %arg147, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %1189 = stablehlo.reshape %1186 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1190 = stablehlo.transpose %1189, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1191 = stablehlo.reshape %1190 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1192 = stablehlo.reshape %1187 : (tensor<8x8x32xf32>) -> tensor<8x8x8x4xf32>
    %1193 = stablehlo.transpose %1192, dims = [0, 2, 1, 3] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %1194 = stablehlo.reshape %1193 : (tensor<8x8x8x4xf32>) -> tensor<64x8x4xf32>
    %1195 = stablehlo.reshape %1188 : (tensor<8x8x32xf32>) -> tensor<8x8x8x4xf32>
    %1196 = stablehlo.transpose %1195, dims = [0, 2, 1, 3] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %1197 = stablehlo.reshape %1196 : (tensor<8x8x8x4xf32>) -> tensor<64x8x4xf32>
    %1198 = stablehlo.dot_general %1191, %1194, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x8x4xf32>) -> tensor<64x256x8xf32>
    %cst_180 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1199 = stablehlo.broadcast_in_dim %cst_180, dims = [] : (tensor<f32>) -> tensor<64x256x8xf32>
    %1200 = stablehlo.multiply %1198, %1199 : tensor<64x256x8xf32>
    %cst_181 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1201 = stablehlo.reduce(%1200 init: %cst_181) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x8xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_182 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1202 = stablehlo.broadcast_in_dim %cst_182, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1203 = stablehlo.maximum %1202, %1201 : tensor<64x256xf32>
    %1204 = stablehlo.broadcast_in_dim %1203, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1205 = stablehlo.broadcast_in_dim %1204, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x8xf32>
    %1206 = stablehlo.subtract %1200, %1205 : tensor<64x256x8xf32>
    %1207 = stablehlo.exponential %1206 : tensor<64x256x8xf32>
    %cst_183 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1208 = stablehlo.reduce(%1207 init: %cst_183) applies stablehlo.add across dimensions = [2] : (tensor<64x256x8xf32>, tensor<f32>) -> tensor<64x256xf32>
    %1209 = stablehlo.broadcast_in_dim %1208, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1210 = stablehlo.broadcast_in_dim %1209, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x8xf32>
    %1211 = stablehlo.divide %1207, %1210 : tensor<64x256x8xf32>
    %1212 = stablehlo.dot_general %1211, %1197, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x8xf32>, tensor<64x8x4xf32>) -> tensor<64x256x4xf32>
    %1213 = stablehlo.reshape %1212 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %1214 = stablehlo.transpose %1213, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %1215 = stablehlo.reshape %1214 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %1216 = stablehlo.dot_general %1215, %arg145, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1217 = stablehlo.reshape %arg144 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1218 = stablehlo.broadcast_in_dim %1217, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1219 = stablehlo.add %1216, %1218 : tensor<8x256x32xf32>
    %1220 = stablehlo.add %1219, %1159 : tensor<8x256x32xf32>
    %1221 = chlo.square %1220 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_184 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1222 = stablehlo.reduce(%1220 init: %cst_184) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_185 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1223 = stablehlo.broadcast_in_dim %cst_185, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1224 = stablehlo.divide %1222, %1223 : tensor<8x256xf32>
    %cst_186 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1225 = stablehlo.reduce(%1221 init: %cst_186) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_187 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1226 = stablehlo.broadcast_in_dim %cst_187, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1227 = stablehlo.divide %1225, %1226 : tensor<8x256xf32>
    %1228 = chlo.square %1224 : tensor<8x256xf32> -> tensor<8x256xf32>
    %1229 = stablehlo.subtract %1227, %1228 : tensor<8x256xf32>
    %cst_188 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1230 = stablehlo.broadcast_in_dim %cst_188, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1231 = stablehlo.maximum %1230, %1229 : tensor<8x256xf32>
    %1232 = stablehlo.broadcast_in_dim %1224, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1233 = stablehlo.broadcast_in_dim %1231, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1234 = stablehlo.broadcast_in_dim %1232, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1235 = stablehlo.subtract %1220, %1234 : tensor<8x256x32xf32>
    %cst_189 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1236 = stablehlo.broadcast_in_dim %cst_189, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1237 = stablehlo.add %1233, %1236 : tensor<8x256x1xf32>
    %1238 = stablehlo.rsqrt %1237 : tensor<8x256x1xf32>
    %1239 = stablehlo.reshape %arg157 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1240 = stablehlo.broadcast_in_dim %1238, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1241 = stablehlo.broadcast_in_dim %1239, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1242 = stablehlo.multiply %1240, %1241 : tensor<8x256x32xf32>
    %1243 = stablehlo.multiply %1235, %1242 : tensor<8x256x32xf32>
    %1244 = stablehlo.reshape %arg156 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1245 = stablehlo.broadcast_in_dim %1244, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1246 = stablehlo.add %1243, %1245 : tensor<8x256x32xf32>
    %1247 = stablehlo.dot_general %1246, %arg149, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x256xf32>) -> tensor<8x256x256xf32>
    %1248 = stablehlo.reshape %arg148 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1249 = stablehlo.broadcast_in_dim %1248, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x256x256xf32>
    %1250 = stablehlo.add %1247, %1249 : tensor<8x256x256xf32>
    %1251 = stablehlo.slice %1250 [0:8, 0:256, 0:128] : (tensor<8x256x256xf32>) -> tensor<8x256x128xf32>
    %1252 = stablehlo.slice %1250 [0:8, 0:256, 128:256] : (tensor<8x256x256xf32>) -> tensor<8x256x128xf32>
    %1253 = stablehlo.multiply %1252, %1252 : tensor<8x256x128xf32>
    %1254 = stablehlo.multiply %1253, %1252 : tensor<8x256x128xf32>
    %cst_190 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1255 = stablehlo.broadcast_in_dim %cst_190, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1256 = stablehlo.multiply %1255, %1254 : tensor<8x256x128xf32>
    %1257 = stablehlo.add %1252, %1256 : tensor<8x256x128xf32>
    %cst_191 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1258 = stablehlo.broadcast_in_dim %cst_191, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1259 = stablehlo.multiply %1258, %1257 : tensor<8x256x128xf32>
    %1260 = stablehlo.tanh %1259 : tensor<8x256x128xf32>
    %cst_192 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1261 = stablehlo.broadcast_in_dim %cst_192, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1262 = stablehlo.add %1261, %1260 : tensor<8x256x128xf32>
    %cst_193 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1263 = stablehlo.broadcast_in_dim %cst_193, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1264 = stablehlo.multiply %1263, %1262 : tensor<8x256x128xf32>
    %1265 = stablehlo.multiply %1252, %1264 : tensor<8x256x128xf32>
    %1266 = stablehlo.multiply %1251, %1265 : tensor<8x256x128xf32>
    %1267 = stablehlo.dot_general %1266, %arg151, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x128xf32>, tensor<128x32xf32>) -> tensor<8x256x32xf32>
    %1268 = stablehlo.reshape %arg150 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1269 = stablehlo.broadcast_in_dim %1268, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1270 = stablehlo.add %1267, %1269 : tensor<8x256x32xf32>
    %1271 = stablehlo.add %1270, %1220 : tensor<8x256x32xf32>
    %1272 = stablehlo.reshape %1271 : (tensor<8x256x32xf32>) -> tensor<8x16x16x32xf32>
    %1273 = stablehlo.convolution(%1272, %arg137) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x16x16x32xf32>
    %1274 = stablehlo.reshape %arg136 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1275 = stablehlo.broadcast_in_dim %1274, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1276 = stablehlo.add %1273, %1275 : tensor<8x16x16x32xf32>
    %1277 = stablehlo.add %1276, %1062 : tensor<8x16x16x32xf32>
    %1278 = stablehlo.concatenate %1277, %30, dim = 3 : (tensor<8x16x16x32xf32>, tensor<8x16x16x32xf32>) -> tensor<8x16x16x64xf32>
    %1279 = stablehlo.reshape %1278 : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x32x2xf32>
    %1280 = chlo.square %1279 : tensor<8x16x16x32x2xf32> -> tensor<8x16x16x32x2xf32>
    %cst_194 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1281 = stablehlo.reduce(%1279 init: %cst_194) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_195 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1282 = stablehlo.broadcast_in_dim %cst_195, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1283 = stablehlo.divide %1281, %1282 : tensor<8x32xf32>
    %cst_196 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1284 = stablehlo.reduce(%1280 init: %cst_196) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x2xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_197 = stablehlo.constant dense<5.120000e+02> : tensor<f32>
    %1285 = stablehlo.broadcast_in_dim %cst_197, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1286 = stablehlo.divide %1284, %1285 : tensor<8x32xf32>
    %1287 = chlo.square %1283 : tensor<8x32xf32> -> tensor<8x32xf32>
    %1288 = stablehlo.subtract %1286, %1287 : tensor<8x32xf32>
    %cst_198 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1289 = stablehlo.broadcast_in_dim %cst_198, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1290 = stablehlo.maximum %1289, %1288 : tensor<8x32xf32>
    %1291 = stablehlo.broadcast_in_dim %1283, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %1292 = stablehlo.reshape %1291 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %1293 = stablehlo.broadcast_in_dim %1290, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x2xf32>
    %1294 = stablehlo.reshape %1293 : (tensor<8x32x2xf32>) -> tensor<8x64xf32>
    %1295 = stablehlo.broadcast_in_dim %1292, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %1296 = stablehlo.broadcast_in_dim %1294, dims = [0, 3] : (tensor<8x64xf32>) -> tensor<8x1x1x64xf32>
    %1297 = stablehlo.broadcast_in_dim %1295, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %1298 = stablehlo.subtract %1278, %1297 : tensor<8x16x16x64xf32>
    %cst_199 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1299 = stablehlo.broadcast_in_dim %cst_199, dims = [] : (tensor<f32>) -> tensor<8x1x1x64xf32>
    %1300 = stablehlo.add %1296, %1299 : tensor<8x1x1x64xf32>
    %1301 = stablehlo.rsqrt %1300 : tensor<8x1x1x64xf32>
    %1302 = stablehlo.reshape %arg203 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1303 = stablehlo.broadcast_in_dim %1302, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x1x1x64xf32>
    %1304 = stablehlo.multiply %1301, %1303 : tensor<8x1x1x64xf32>
    %1305 = stablehlo.broadcast_in_dim %1304, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %1306 = stablehlo.multiply %1298, %1305 : tensor<8x16x16x64xf32>
    %1307 = stablehlo.reshape %arg202 : (tensor<64xf32>) -> tensor<1x1x1x64xf32>
    %1308 = stablehlo.broadcast_in_dim %1307, dims = [0, 1, 2, 3] : (tensor<1x1x1x64xf32>) -> tensor<8x16x16x64xf32>
    %1309 = stablehlo.add %1306, %1308 : tensor<8x16x16x64xf32>
    %1310 = call @silu_6(%1309) : (tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32>
    %1311 = stablehlo.convolution(%1310, %arg197) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<3x3x64x32xf32>) -> tensor<8x16x16x32xf32>
    %1312 = stablehlo.reshape %arg196 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1313 = stablehlo.broadcast_in_dim %1312, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1314 = stablehlo.add %1311, %1313 : tensor<8x16x16x32xf32>
    %1315 = call @silu(%25) : (tensor<8x128xf32>) -> tensor<8x128xf32>
    %1316 = stablehlo.dot_general %1315, %arg207, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128xf32>, tensor<128x32xf32>) -> tensor<8x32xf32>
    %1317 = stablehlo.reshape %arg206 : (tensor<32xf32>) -> tensor<1x32xf32>
    %1318 = stablehlo.broadcast_in_dim %1317, dims = [0, 1] : (tensor<1x32xf32>) -> tensor<8x32xf32>
    %1319 = stablehlo.add %1316, %1318 : tensor<8x32xf32>
    %1320 = stablehlo.broadcast_in_dim %1319, dims = [0, 2] : (tensor<8x32xf32>) -> tensor<8x1x32xf32>
    %1321 = stablehlo.broadcast_in_dim %1320, dims = [0, 2, 3] : (tensor<8x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1322 = stablehlo.broadcast_in_dim %1321, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1323 = stablehlo.add %1314, %1322 : tensor<8x16x16x32xf32>
    %1324 = stablehlo.reshape %1323 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %1325 = chlo.square %1324 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_200 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1326 = stablehlo.reduce(%1324 init: %cst_200) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_201 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1327 = stablehlo.broadcast_in_dim %cst_201, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1328 = stablehlo.divide %1326, %1327 : tensor<8x32xf32>
    %cst_202 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1329 = stablehlo.reduce(%1325 init: %cst_202) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_203 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1330 = stablehlo.broadcast_in_dim %cst_203, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1331 = stablehlo.divide %1329, %1330 : tensor<8x32xf32>
    %1332 = chlo.square %1328 : tensor<8x32xf32> -> tensor<8x32xf32>
    %1333 = stablehlo.subtract %1331, %1332 : tensor<8x32xf32>
    %cst_204 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1334 = stablehlo.broadcast_in_dim %cst_204, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1335 = stablehlo.maximum %1334, %1333 : tensor<8x32xf32>
    %1336 = stablehlo.broadcast_in_dim %1328, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1337 = stablehlo.reshape %1336 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1338 = stablehlo.broadcast_in_dim %1335, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1339 = stablehlo.reshape %1338 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1340 = stablehlo.broadcast_in_dim %1337, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1341 = stablehlo.broadcast_in_dim %1339, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1342 = stablehlo.broadcast_in_dim %1340, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1343 = stablehlo.subtract %1323, %1342 : tensor<8x16x16x32xf32>
    %cst_205 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1344 = stablehlo.broadcast_in_dim %cst_205, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %1345 = stablehlo.add %1341, %1344 : tensor<8x1x1x32xf32>
    %1346 = stablehlo.rsqrt %1345 : tensor<8x1x1x32xf32>
    %1347 = stablehlo.reshape %arg205 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1348 = stablehlo.broadcast_in_dim %1347, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1349 = stablehlo.multiply %1346, %1348 : tensor<8x1x1x32xf32>
    %1350 = stablehlo.broadcast_in_dim %1349, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1351 = stablehlo.multiply %1343, %1350 : tensor<8x16x16x32xf32>
    %1352 = stablehlo.reshape %arg204 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1353 = stablehlo.broadcast_in_dim %1352, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1354 = stablehlo.add %1351, %1353 : tensor<8x16x16x32xf32>
    %1355 = call @silu_0(%1354) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %1356 = stablehlo.convolution(%1355, %arg199) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x32xf32>) -> tensor<8x16x16x32xf32>
    %1357 = stablehlo.reshape %arg198 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1358 = stablehlo.broadcast_in_dim %1357, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1359 = stablehlo.add %1356, %1358 : tensor<8x16x16x32xf32>
    %1360 = stablehlo.convolution(%1278, %arg201) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x64xf32>, tensor<1x1x64x32xf32>) -> tensor<8x16x16x32xf32>
    %1361 = stablehlo.reshape %arg200 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1362 = stablehlo.broadcast_in_dim %1361, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1363 = stablehlo.add %1360, %1362 : tensor<8x16x16x32xf32>
    %1364 = stablehlo.add %1359, %1363 : tensor<8x16x16x32xf32>
    %1365 = stablehlo.reshape %1364 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %1366 = chlo.square %1365 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_206 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1367 = stablehlo.reduce(%1365 init: %cst_206) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_207 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1368 = stablehlo.broadcast_in_dim %cst_207, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1369 = stablehlo.divide %1367, %1368 : tensor<8x32xf32>
    %cst_208 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1370 = stablehlo.reduce(%1366 init: %cst_208) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_209 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1371 = stablehlo.broadcast_in_dim %cst_209, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1372 = stablehlo.divide %1370, %1371 : tensor<8x32xf32>
    %1373 = chlo.square %1369 : tensor<8x32xf32> -> tensor<8x32xf32>
    %1374 = stablehlo.subtract %1372, %1373 : tensor<8x32xf32>
    %cst_210 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1375 = stablehlo.broadcast_in_dim %cst_210, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1376 = stablehlo.maximum %1375, %1374 : tensor<8x32xf32>
    %1377 = stablehlo.broadcast_in_dim %1369, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1378 = stablehlo.reshape %1377 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1379 = stablehlo.broadcast_in_dim %1376, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1380 = stablehlo.reshape %1379 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1381 = stablehlo.broadcast_in_dim %1378, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1382 = stablehlo.broadcast_in_dim %1380, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1383 = stablehlo.broadcast_in_dim %1381, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1384 = stablehlo.subtract %1364, %1383 : tensor<8x16x16x32xf32>
    %cst_211 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1385 = stablehlo.broadcast_in_dim %cst_211, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %1386 = stablehlo.add %1382, %1385 : tensor<8x1x1x32xf32>
    %1387 = stablehlo.rsqrt %1386 : tensor<8x1x1x32xf32>
    %1388 = stablehlo.reshape %arg159 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1389 = stablehlo.broadcast_in_dim %1388, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1390 = stablehlo.multiply %1387, %1389 : tensor<8x1x1x32xf32>
    %1391 = stablehlo.broadcast_in_dim %1390, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1392 = stablehlo.multiply %1384, %1391 : tensor<8x16x16x32xf32>
    %1393 = stablehlo.reshape %arg158 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1394 = stablehlo.broadcast_in_dim %1393, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1395 = stablehlo.add %1392, %1394 : tensor<8x16x16x32xf32>
    %1396 = stablehlo.convolution(%1395, %arg161) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x16x16x32xf32>
    %1397 = stablehlo.reshape %arg160 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1398 = stablehlo.broadcast_in_dim %1397, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1399 = stablehlo.add %1396, %1398 : tensor<8x16x16x32xf32>
    %1400 = stablehlo.reshape %1399 : (tensor<8x16x16x32xf32>) -> tensor<8x256x32xf32>
    %1401 = chlo.square %1400 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_212 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1402 = stablehlo.reduce(%1400 init: %cst_212) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_213 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1403 = stablehlo.broadcast_in_dim %cst_213, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1404 = stablehlo.divide %1402, %1403 : tensor<8x256xf32>
    %cst_214 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1405 = stablehlo.reduce(%1401 init: %cst_214) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_215 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1406 = stablehlo.broadcast_in_dim %cst_215, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1407 = stablehlo.divide %1405, %1406 : tensor<8x256xf32>
    %1408 = chlo.square %1404 : tensor<8x256xf32> -> tensor<8x256xf32>
    %1409 = stablehlo.subtract %1407, %1408 : tensor<8x256xf32>
    %cst_216 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1410 = stablehlo.broadcast_in_dim %cst_216, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1411 = stablehlo.maximum %1410, %1409 : tensor<8x256xf32>
    %1412 = stablehlo.broadcast_in_dim %1404, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1413 = stablehlo.broadcast_in_dim %1411, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1414 = stablehlo.broadcast_in_dim %1412, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1415 = stablehlo.subtract %1400, %1414 : tensor<8x256x32xf32>
    %cst_217 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1416 = stablehlo.broadcast_in_dim %cst_217, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1417 = stablehlo.add %1413, %1416 : tensor<8x256x1xf32>
    %1418 = stablehlo.rsqrt %1417 : tensor<8x256x1xf32>
    %1419 = stablehlo.reshape %arg179 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1420 = stablehlo.broadcast_in_dim %1418, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1421 = stablehlo.broadcast_in_dim %1419, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1422 = stablehlo.multiply %1420, %1421 : tensor<8x256x32xf32>
    %1423 = stablehlo.multiply %1415, %1422 : tensor<8x256x32xf32>
    %1424 = stablehlo.reshape %arg178 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1425 = stablehlo.broadcast_in_dim %1424, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1426 = stablehlo.add %1423, %1425 : tensor<8x256x32xf32>
    %1427 = stablehlo.dot_general %1426, %arg167, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1428 = stablehlo.dot_general %1426, %arg164, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1429 = stablehlo.dot_general %1426, %arg168, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1430 = stablehlo.reshape %1427 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1431 = stablehlo.transpose %1430, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1432 = stablehlo.reshape %1431 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1433 = stablehlo.reshape %1428 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1434 = stablehlo.transpose %1433, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1435 = stablehlo.reshape %1434 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1436 = stablehlo.reshape %1429 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1437 = stablehlo.transpose %1436, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1438 = stablehlo.reshape %1437 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1439 = stablehlo.dot_general %1432, %1435, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x256x4xf32>) -> tensor<64x256x256xf32>
    %cst_218 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1440 = stablehlo.broadcast_in_dim %cst_218, dims = [] : (tensor<f32>) -> tensor<64x256x256xf32>
    %1441 = stablehlo.multiply %1439, %1440 : tensor<64x256x256xf32>
    %cst_219 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1442 = stablehlo.reduce(%1441 init: %cst_219) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_220 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1443 = stablehlo.broadcast_in_dim %cst_220, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1444 = stablehlo.maximum %1443, %1442 : tensor<64x256xf32>
    %1445 = stablehlo.broadcast_in_dim %1444, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1446 = stablehlo.broadcast_in_dim %1445, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %1447 = stablehlo.subtract %1441, %1446 : tensor<64x256x256xf32>
    %1448 = stablehlo.exponential %1447 : tensor<64x256x256xf32>
    %cst_221 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1449 = stablehlo.reduce(%1448 init: %cst_221) applies stablehlo.add across dimensions = [2] : (tensor<64x256x256xf32>, tensor<f32>) -> tensor<64x256xf32>
    %1450 = stablehlo.broadcast_in_dim %1449, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1451 = stablehlo.broadcast_in_dim %1450, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x256xf32>
    %1452 = stablehlo.divide %1448, %1451 : tensor<64x256x256xf32>
    %1453 = stablehlo.dot_general %1452, %1438, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x256xf32>, tensor<64x256x4xf32>) -> tensor<64x256x4xf32>
    %1454 = stablehlo.reshape %1453 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %1455 = stablehlo.transpose %1454, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %1456 = stablehlo.reshape %1455 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %1457 = stablehlo.dot_general %1456, %arg166, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1458 = stablehlo.reshape %arg165 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1459 = stablehlo.broadcast_in_dim %1458, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1460 = stablehlo.add %1457, %1459 : tensor<8x256x32xf32>
    %1461 = stablehlo.add %1460, %1400 : tensor<8x256x32xf32>
    %1462 = chlo.square %1461 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_222 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1463 = stablehlo.reduce(%1461 init: %cst_222) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_223 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1464 = stablehlo.broadcast_in_dim %cst_223, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1465 = stablehlo.divide %1463, %1464 : tensor<8x256xf32>
    %cst_224 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1466 = stablehlo.reduce(%1462 init: %cst_224) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_225 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1467 = stablehlo.broadcast_in_dim %cst_225, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1468 = stablehlo.divide %1466, %1467 : tensor<8x256xf32>
    %1469 = chlo.square %1465 : tensor<8x256xf32> -> tensor<8x256xf32>
    %1470 = stablehlo.subtract %1468, %1469 : tensor<8x256xf32>
    %cst_226 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1471 = stablehlo.broadcast_in_dim %cst_226, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1472 = stablehlo.maximum %1471, %1470 : tensor<8x256xf32>
    %1473 = stablehlo.broadcast_in_dim %1465, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1474 = stablehlo.broadcast_in_dim %1472, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1475 = stablehlo.broadcast_in_dim %1473, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1476 = stablehlo.subtract %1461, %1475 : tensor<8x256x32xf32>
    %cst_227 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1477 = stablehlo.broadcast_in_dim %cst_227, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1478 = stablehlo.add %1474, %1477 : tensor<8x256x1xf32>
    %1479 = stablehlo.rsqrt %1478 : tensor<8x256x1xf32>
    %1480 = stablehlo.reshape %arg181 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1481 = stablehlo.broadcast_in_dim %1479, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1482 = stablehlo.broadcast_in_dim %1480, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1483 = stablehlo.multiply %1481, %1482 : tensor<8x256x32xf32>
    %1484 = stablehlo.multiply %1476, %1483 : tensor<8x256x32xf32>
    %1485 = stablehlo.reshape %arg180 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1486 = stablehlo.broadcast_in_dim %1485, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1487 = stablehlo.add %1484, %1486 : tensor<8x256x32xf32>
    %1488 = stablehlo.dot_general %1487, %arg172, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1489 = stablehlo.dot_general %arg210, %arg169, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %1490 = stablehlo.dot_general %arg210, %arg173, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x8x32xf32>, tensor<32x32xf32>) -> tensor<8x8x32xf32>
    %1491 = stablehlo.reshape %1488 : (tensor<8x256x32xf32>) -> tensor<8x256x8x4xf32>
    %1492 = stablehlo.transpose %1491, dims = [0, 2, 1, 3] : (tensor<8x256x8x4xf32>) -> tensor<8x8x256x4xf32>
    %1493 = stablehlo.reshape %1492 : (tensor<8x8x256x4xf32>) -> tensor<64x256x4xf32>
    %1494 = stablehlo.reshape %1489 : (tensor<8x8x32xf32>) -> tensor<8x8x8x4xf32>
    %1495 = stablehlo.transpose %1494, dims = [0, 2, 1, 3] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %1496 = stablehlo.reshape %1495 : (tensor<8x8x8x4xf32>) -> tensor<64x8x4xf32>
    %1497 = stablehlo.reshape %1490 : (tensor<8x8x32xf32>) -> tensor<8x8x8x4xf32>
    %1498 = stablehlo.transpose %1497, dims = [0, 2, 1, 3] : (tensor<8x8x8x4xf32>) -> tensor<8x8x8x4xf32>
    %1499 = stablehlo.reshape %1498 : (tensor<8x8x8x4xf32>) -> tensor<64x8x4xf32>
    %1500 = stablehlo.dot_general %1493, %1496, batching_dims = [0] x [0], contracting_dims = [2] x [2], precision = [DEFAULT, DEFAULT] : (tensor<64x256x4xf32>, tensor<64x8x4xf32>) -> tensor<64x256x8xf32>
    %cst_228 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1501 = stablehlo.broadcast_in_dim %cst_228, dims = [] : (tensor<f32>) -> tensor<64x256x8xf32>
    %1502 = stablehlo.multiply %1500, %1501 : tensor<64x256x8xf32>
    %cst_229 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1503 = stablehlo.reduce(%1502 init: %cst_229) applies stablehlo.maximum across dimensions = [2] : (tensor<64x256x8xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_230 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %1504 = stablehlo.broadcast_in_dim %cst_230, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %1505 = stablehlo.maximum %1504, %1503 : tensor<64x256xf32>
    %1506 = stablehlo.broadcast_in_dim %1505, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1507 = stablehlo.broadcast_in_dim %1506, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x8xf32>
    %1508 = stablehlo.subtract %1502, %1507 : tensor<64x256x8xf32>
    %1509 = stablehlo.exponential %1508 : tensor<64x256x8xf32>
    %cst_231 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1510 = stablehlo.reduce(%1509 init: %cst_231) applies stablehlo.add across dimensions = [2] : (tensor<64x256x8xf32>, tensor<f32>) -> tensor<64x256xf32>
    %1511 = stablehlo.broadcast_in_dim %1510, dims = [0, 1] : (tensor<64x256xf32>) -> tensor<64x256x1xf32>
    %1512 = stablehlo.broadcast_in_dim %1511, dims = [0, 1, 2] : (tensor<64x256x1xf32>) -> tensor<64x256x8xf32>
    %1513 = stablehlo.divide %1509, %1512 : tensor<64x256x8xf32>
    %1514 = stablehlo.dot_general %1513, %1499, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [DEFAULT, DEFAULT] : (tensor<64x256x8xf32>, tensor<64x8x4xf32>) -> tensor<64x256x4xf32>
    %1515 = stablehlo.reshape %1514 : (tensor<64x256x4xf32>) -> tensor<8x8x256x4xf32>
    %1516 = stablehlo.transpose %1515, dims = [0, 2, 1, 3] : (tensor<8x8x256x4xf32>) -> tensor<8x256x8x4xf32>
    %1517 = stablehlo.reshape %1516 : (tensor<8x256x8x4xf32>) -> tensor<8x256x32xf32>
    %1518 = stablehlo.dot_general %1517, %arg171, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x32xf32>) -> tensor<8x256x32xf32>
    %1519 = stablehlo.reshape %arg170 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1520 = stablehlo.broadcast_in_dim %1519, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1521 = stablehlo.add %1518, %1520 : tensor<8x256x32xf32>
    %1522 = stablehlo.add %1521, %1461 : tensor<8x256x32xf32>
    %1523 = chlo.square %1522 : tensor<8x256x32xf32> -> tensor<8x256x32xf32>
    %cst_232 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1524 = stablehlo.reduce(%1522 init: %cst_232) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_233 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1525 = stablehlo.broadcast_in_dim %cst_233, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1526 = stablehlo.divide %1524, %1525 : tensor<8x256xf32>
    %cst_234 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1527 = stablehlo.reduce(%1523 init: %cst_234) applies stablehlo.add across dimensions = [2] : (tensor<8x256x32xf32>, tensor<f32>) -> tensor<8x256xf32>
    %cst_235 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %1528 = stablehlo.broadcast_in_dim %cst_235, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1529 = stablehlo.divide %1527, %1528 : tensor<8x256xf32>
    %1530 = chlo.square %1526 : tensor<8x256xf32> -> tensor<8x256xf32>
    %1531 = stablehlo.subtract %1529, %1530 : tensor<8x256xf32>
    %cst_236 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1532 = stablehlo.broadcast_in_dim %cst_236, dims = [] : (tensor<f32>) -> tensor<8x256xf32>
    %1533 = stablehlo.maximum %1532, %1531 : tensor<8x256xf32>
    %1534 = stablehlo.broadcast_in_dim %1526, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1535 = stablehlo.broadcast_in_dim %1533, dims = [0, 1] : (tensor<8x256xf32>) -> tensor<8x256x1xf32>
    %1536 = stablehlo.broadcast_in_dim %1534, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1537 = stablehlo.subtract %1522, %1536 : tensor<8x256x32xf32>
    %cst_237 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1538 = stablehlo.broadcast_in_dim %cst_237, dims = [] : (tensor<f32>) -> tensor<8x256x1xf32>
    %1539 = stablehlo.add %1535, %1538 : tensor<8x256x1xf32>
    %1540 = stablehlo.rsqrt %1539 : tensor<8x256x1xf32>
    %1541 = stablehlo.reshape %arg183 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1542 = stablehlo.broadcast_in_dim %1540, dims = [0, 1, 2] : (tensor<8x256x1xf32>) -> tensor<8x256x32xf32>
    %1543 = stablehlo.broadcast_in_dim %1541, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1544 = stablehlo.multiply %1542, %1543 : tensor<8x256x32xf32>
    %1545 = stablehlo.multiply %1537, %1544 : tensor<8x256x32xf32>
    %1546 = stablehlo.reshape %arg182 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1547 = stablehlo.broadcast_in_dim %1546, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1548 = stablehlo.add %1545, %1547 : tensor<8x256x32xf32>
    %1549 = stablehlo.dot_general %1548, %arg175, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x32xf32>, tensor<32x256xf32>) -> tensor<8x256x256xf32>
    %1550 = stablehlo.reshape %arg174 : (tensor<256xf32>) -> tensor<1x1x256xf32>
    %1551 = stablehlo.broadcast_in_dim %1550, dims = [0, 1, 2] : (tensor<1x1x256xf32>) -> tensor<8x256x256xf32>
    %1552 = stablehlo.add %1549, %1551 : tensor<8x256x256xf32>
    %1553 = stablehlo.slice %1552 [0:8, 0:256, 0:128] : (tensor<8x256x256xf32>) -> tensor<8x256x128xf32>
    %1554 = stablehlo.slice %1552 [0:8, 0:256, 128:256] : (tensor<8x256x256xf32>) -> tensor<8x256x128xf32>
    %1555 = stablehlo.multiply %1554, %1554 : tensor<8x256x128xf32>
    %1556 = stablehlo.multiply %1555, %1554 : tensor<8x256x128xf32>
    %cst_238 = stablehlo.constant dense<4.471500e-02> : tensor<f32>
    %1557 = stablehlo.broadcast_in_dim %cst_238, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1558 = stablehlo.multiply %1557, %1556 : tensor<8x256x128xf32>
    %1559 = stablehlo.add %1554, %1558 : tensor<8x256x128xf32>
    %cst_239 = stablehlo.constant dense<0.797884583> : tensor<f32>
    %1560 = stablehlo.broadcast_in_dim %cst_239, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1561 = stablehlo.multiply %1560, %1559 : tensor<8x256x128xf32>
    %1562 = stablehlo.tanh %1561 : tensor<8x256x128xf32>
    %cst_240 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %1563 = stablehlo.broadcast_in_dim %cst_240, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1564 = stablehlo.add %1563, %1562 : tensor<8x256x128xf32>
    %cst_241 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1565 = stablehlo.broadcast_in_dim %cst_241, dims = [] : (tensor<f32>) -> tensor<8x256x128xf32>
    %1566 = stablehlo.multiply %1565, %1564 : tensor<8x256x128xf32>
    %1567 = stablehlo.multiply %1554, %1566 : tensor<8x256x128xf32>
    %1568 = stablehlo.multiply %1553, %1567 : tensor<8x256x128xf32>
    %1569 = stablehlo.dot_general %1568, %arg177, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x256x128xf32>, tensor<128x32xf32>) -> tensor<8x256x32xf32>
    %1570 = stablehlo.reshape %arg176 : (tensor<32xf32>) -> tensor<1x1x32xf32>
    %1571 = stablehlo.broadcast_in_dim %1570, dims = [0, 1, 2] : (tensor<1x1x32xf32>) -> tensor<8x256x32xf32>
    %1572 = stablehlo.add %1569, %1571 : tensor<8x256x32xf32>
    %1573 = stablehlo.add %1572, %1522 : tensor<8x256x32xf32>
    %1574 = stablehlo.reshape %1573 : (tensor<8x256x32xf32>) -> tensor<8x16x16x32xf32>
    %1575 = stablehlo.convolution(%1574, %arg163) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<1x1x32x32xf32>) -> tensor<8x16x16x32xf32>
    %1576 = stablehlo.reshape %arg162 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1577 = stablehlo.broadcast_in_dim %1576, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1578 = stablehlo.add %1575, %1577 : tensor<8x16x16x32xf32>
    %1579 = stablehlo.add %1578, %1364 : tensor<8x16x16x32xf32>
    %1580 = stablehlo.reshape %1579 : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32x1xf32>
    %1581 = chlo.square %1580 : tensor<8x16x16x32x1xf32> -> tensor<8x16x16x32x1xf32>
    %cst_242 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1582 = stablehlo.reduce(%1580 init: %cst_242) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_243 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1583 = stablehlo.broadcast_in_dim %cst_243, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1584 = stablehlo.divide %1582, %1583 : tensor<8x32xf32>
    %cst_244 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1585 = stablehlo.reduce(%1581 init: %cst_244) applies stablehlo.add across dimensions = [1, 2, 4] : (tensor<8x16x16x32x1xf32>, tensor<f32>) -> tensor<8x32xf32>
    %cst_245 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %1586 = stablehlo.broadcast_in_dim %cst_245, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1587 = stablehlo.divide %1585, %1586 : tensor<8x32xf32>
    %1588 = chlo.square %1584 : tensor<8x32xf32> -> tensor<8x32xf32>
    %1589 = stablehlo.subtract %1587, %1588 : tensor<8x32xf32>
    %cst_246 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %1590 = stablehlo.broadcast_in_dim %cst_246, dims = [] : (tensor<f32>) -> tensor<8x32xf32>
    %1591 = stablehlo.maximum %1590, %1589 : tensor<8x32xf32>
    %1592 = stablehlo.broadcast_in_dim %1584, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1593 = stablehlo.reshape %1592 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1594 = stablehlo.broadcast_in_dim %1591, dims = [0, 1] : (tensor<8x32xf32>) -> tensor<8x32x1xf32>
    %1595 = stablehlo.reshape %1594 : (tensor<8x32x1xf32>) -> tensor<8x32xf32>
    %1596 = stablehlo.broadcast_in_dim %1593, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1597 = stablehlo.broadcast_in_dim %1595, dims = [0, 3] : (tensor<8x32xf32>) -> tensor<8x1x1x32xf32>
    %1598 = stablehlo.broadcast_in_dim %1596, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1599 = stablehlo.subtract %1579, %1598 : tensor<8x16x16x32xf32>
    %cst_247 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %1600 = stablehlo.broadcast_in_dim %cst_247, dims = [] : (tensor<f32>) -> tensor<8x1x1x32xf32>
    %1601 = stablehlo.add %1597, %1600 : tensor<8x1x1x32xf32>
    %1602 = stablehlo.rsqrt %1601 : tensor<8x1x1x32xf32>
    %1603 = stablehlo.reshape %arg3 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1604 = stablehlo.broadcast_in_dim %1603, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x1x1x32xf32>
    %1605 = stablehlo.multiply %1602, %1604 : tensor<8x1x1x32xf32>
    %1606 = stablehlo.broadcast_in_dim %1605, dims = [0, 1, 2, 3] : (tensor<8x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1607 = stablehlo.multiply %1599, %1606 : tensor<8x16x16x32xf32>
    %1608 = stablehlo.reshape %arg2 : (tensor<32xf32>) -> tensor<1x1x1x32xf32>
    %1609 = stablehlo.broadcast_in_dim %1608, dims = [0, 1, 2, 3] : (tensor<1x1x1x32xf32>) -> tensor<8x16x16x32xf32>
    %1610 = stablehlo.add %1607, %1609 : tensor<8x16x16x32xf32>
    %1611 = call @silu_0(%1610) : (tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32>
    %1612 = stablehlo.convolution(%1611, %arg5) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1], reverse = [false, false]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]} : (tensor<8x16x16x32xf32>, tensor<3x3x32x4xf32>) -> tensor<8x16x16x4xf32>
    %1613 = stablehlo.reshape %arg4 : (tensor<4xf32>) -> tensor<1x1x1x4xf32>
    %1614 = stablehlo.broadcast_in_dim %1613, dims = [0, 1, 2, 3] : (tensor<1x1x1x4xf32>) -> tensor<8x16x16x4xf32>
    %1615 = stablehlo.add %1612, %1614 : tensor<8x16x16x4xf32>
    %1616 = stablehlo.transpose %1615, dims = [0, 3, 1, 2] : (tensor<8x16x16x4xf32>) -> tensor<8x4x16x16xf32>
    return %1616 : tensor<8x4x16x16xf32>
  }
  func.func private @silu(%arg0: tensor<8x128xf32>) -> tensor<8x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x128xf32>
    return %6 : tensor<8x128xf32>
  }
  func.func private @silu_0(%arg0: tensor<8x16x16x32xf32>) -> tensor<8x16x16x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x32xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x32xf32>
    return %6 : tensor<8x16x16x32xf32>
  }
  func.func private @silu_1(%arg0: tensor<8x8x8x32xf32>) -> tensor<8x8x8x32xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x8x8x32xf32>
    %1 = stablehlo.exponential %0 : tensor<8x8x8x32xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x8x8x32xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x32xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x8x32xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x8x8x32xf32>
    return %6 : tensor<8x8x8x32xf32>
  }
  func.func private @silu_2(%arg0: tensor<8x8x8x64xf32>) -> tensor<8x8x8x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x8x8x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x8x8x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x8x8x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x8x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x8x8x64xf32>
    return %6 : tensor<8x8x8x64xf32>
  }
  func.func private @silu_3(%arg0: tensor<8x8x8x128xf32>) -> tensor<8x8x8x128xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x8x8x128xf32>
    %1 = stablehlo.exponential %0 : tensor<8x8x8x128xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x128xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x8x8x128xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x128xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x8x128xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x8x8x128xf32>
    return %6 : tensor<8x8x8x128xf32>
  }
  func.func private @silu_4(%arg0: tensor<8x8x8x96xf32>) -> tensor<8x8x8x96xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x8x8x96xf32>
    %1 = stablehlo.exponential %0 : tensor<8x8x8x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x8x8x96xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x8x8x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x8x8x96xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x8x8x96xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x8x8x96xf32>
    return %6 : tensor<8x8x8x96xf32>
  }
  func.func private @_resize(%arg0: tensor<8x8x8x64xf32>) -> tensor<8x16x16x64xf32> {
    %0 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %2 = stablehlo.add %0, %1 : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %3 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %4 = stablehlo.multiply %2, %3 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %5 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %6 = stablehlo.divide %4, %5 : tensor<16xf32>
    %7 = stablehlo.floor %6 : tensor<16xf32>
    %8 = stablehlo.convert %7 : (tensor<16xf32>) -> tensor<16xi32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %9 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %10 = stablehlo.compare LT, %8, %9, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_2 = stablehlo.constant dense<8> : tensor<i32>
    %11 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %12 = stablehlo.add %8, %11 : tensor<16xi32>
    %13 = stablehlo.select %10, %12, %8 : tensor<16xi1>, tensor<16xi32>
    %14 = stablehlo.broadcast_in_dim %13, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %15 = "stablehlo.gather"(%arg0, %14) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 2, 3], collapsed_slice_dims = [1], start_index_map = [1], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 1, 8, 64>}> : (tensor<8x8x8x64xf32>, tensor<16x1xi32>) -> tensor<8x16x8x64xf32>
    %16 = stablehlo.iota dim = 0 : tensor<16xf32>
    %cst_3 = stablehlo.constant dense<5.000000e-01> : tensor<f32>
    %17 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %18 = stablehlo.add %16, %17 : tensor<16xf32>
    %cst_4 = stablehlo.constant dense<8.000000e+00> : tensor<f32>
    %19 = stablehlo.broadcast_in_dim %cst_4, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %20 = stablehlo.multiply %18, %19 : tensor<16xf32>
    %cst_5 = stablehlo.constant dense<1.600000e+01> : tensor<f32>
    %21 = stablehlo.broadcast_in_dim %cst_5, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %22 = stablehlo.divide %20, %21 : tensor<16xf32>
    %23 = stablehlo.floor %22 : tensor<16xf32>
    %24 = stablehlo.convert %23 : (tensor<16xf32>) -> tensor<16xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %25 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %26 = stablehlo.compare LT, %24, %25, SIGNED : (tensor<16xi32>, tensor<16xi32>) -> tensor<16xi1>
    %c_7 = stablehlo.constant dense<8> : tensor<i32>
    %27 = stablehlo.broadcast_in_dim %c_7, dims = [] : (tensor<i32>) -> tensor<16xi32>
    %28 = stablehlo.add %24, %27 : tensor<16xi32>
    %29 = stablehlo.select %26, %28, %24 : tensor<16xi1>, tensor<16xi32>
    %30 = stablehlo.broadcast_in_dim %29, dims = [0] : (tensor<16xi32>) -> tensor<16x1xi32>
    %31 = "stablehlo.gather"(%15, %30) <{dimension_numbers = #stablehlo.gather<offset_dims = [0, 1, 3], collapsed_slice_dims = [2], start_index_map = [2], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 8, 16, 1, 64>}> : (tensor<8x16x8x64xf32>, tensor<16x1xi32>) -> tensor<8x16x16x64xf32>
    return %31 : tensor<8x16x16x64xf32>
  }
  func.func private @silu_5(%arg0: tensor<8x16x16x96xf32>) -> tensor<8x16x16x96xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x96xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x96xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x96xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x96xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x96xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x96xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x96xf32>
    return %6 : tensor<8x16x16x96xf32>
  }
  func.func private @silu_6(%arg0: tensor<8x16x16x64xf32>) -> tensor<8x16x16x64xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x16x16x64xf32>
    %1 = stablehlo.exponential %0 : tensor<8x16x16x64xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x16x16x64xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x16x16x64xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x16x16x64xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x16x16x64xf32>
    return %6 : tensor<8x16x16x64xf32>
  }
}
