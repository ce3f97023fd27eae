"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<64x16xf32>, tensor<8xi32>, tensor<8x16xf32>, tensor<8x10x16xf32>, tensor<4x16x16xf32>, tensor<8x6x6x3xf32>, tensor<3x3x3x4xf32>) -> (tensor<8x16xf32>, tensor<64x16xf32>, tensor<2x16xf32>, tensor<8x10x16xf32>, tensor<11x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xi32>, tensor<8x16xf32>, tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<8xi1>, tensor<8x6x6x4xf32>, tensor<8x16xf32>, tensor<8x16xi1>, tensor<8xi32>, tensor<8x16xi32>, tensor<8xf32>, tensor<8x16xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9][0]"}, {jax.result_info = "result[9][1]"}, {jax.result_info = "result[10]"}, {jax.result_info = "result[11]"}, {jax.result_info = "result[12]"}, {jax.result_info = "result[13]"}, {jax.result_info = "result[14]"}, {jax.result_info = "result[15]"}, {jax.result_info = "result[16]"}, {jax.result_info = "result[17]"}, {jax.result_info = "result[18]"}, {jax.result_info = "result[19]"}, {jax.result_info = "result[20]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg67: tensor<64x16xf32>, %arg68: tensor<8xi32>, %arg69: tensor<8x16xf32>, %arg70: tensor<8x10x16xf32>, %arg71: tensor<4x16x16xf32>, %arg72: tensor<8x6x6x3xf32>, %arg73: tensor<3x3x3x4xf32>):
    %190 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %191 = "stablehlo.broadcast_in_dim"(%190) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %192 = "stablehlo.compare"(%arg68, %191) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %193 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %194 = "stablehlo.broadcast_in_dim"(%193) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %195 = "stablehlo.add"(%arg68, %194) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %196 = "stablehlo.select"(%192, %195, %arg68) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %197 = "stablehlo.broadcast_in_dim"(%196) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %198 = "stablehlo.gather"(%arg67, %197) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x1xi32>) -> tensor<8x16xf32>
    %199 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %200 = "stablehlo.broadcast_in_dim"(%199) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<64x16xf32>
    %201 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %202 = "stablehlo.broadcast_in_dim"(%201) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %203 = "stablehlo.compare"(%arg68, %202) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %204 = "stablehlo.constant"() <{value = dense<64> : tensor<i32>}> : () -> tensor<i32>
    %205 = "stablehlo.broadcast_in_dim"(%204) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %206 = "stablehlo.add"(%arg68, %205) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %207 = "stablehlo.select"(%203, %206, %arg68) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %208 = "stablehlo.broadcast_in_dim"(%207) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xi32>) -> tensor<8x1xi32>
    %209 = "stablehlo.scatter"(%200, %208, %198) <{indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>, unique_indices = false}> ({
    ^bb0(%arg86: tensor<f32>, %arg87: tensor<f32>):
      %295 = "stablehlo.add"(%arg86, %arg87) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%295) : (tensor<f32>) -> ()
    }) : (tensor<64x16xf32>, tensor<8x1xi32>, tensor<8x16xf32>) -> tensor<64x16xf32>
    %210 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %211 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %212 = "stablehlo.dynamic_slice"(%arg69, %210, %211) <{slice_sizes = array<i64: 2, 16>}> : (tensor<8x16xf32>, tensor<i32>, tensor<i32>) -> tensor<2x16xf32>
    %213 = "stablehlo.broadcast_in_dim"(%arg69) <{broadcast_dimensions = array<i64: 0, 2>}> : (tensor<8x16xf32>) -> tensor<8x1x16xf32>
    %214 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %215 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %216 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %217 = "stablehlo.dynamic_update_slice"(%arg70, %213, %214, %215, %216) : (tensor<8x10x16xf32>, tensor<8x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<8x10x16xf32>
    %218 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %219 = "func.call"(%arg69, %218) <{callee = @_pad}> : (tensor<8x16xf32>, tensor<i32>) -> tensor<11x16xf32>
    %220 = "stablehlo.reverse"(%arg69) <{dimensions = array<i64: 0>}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %221 = "func.call"(%arg69) <{callee = @cumsum}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %222 = "func.call"(%arg69) <{callee = @argmax}> : (tensor<8x16xf32>) -> tensor<8xi32>
    %223 = "func.call"(%arg69) <{callee = @sort}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %224:2 = "chlo.top_k"(%arg69) <{k = 3 : i64}> : (tensor<8x16xf32>) -> (tensor<8x3xf32>, tensor<8x3xi32>)
    %225 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %226 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %227 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %228:4 = "stablehlo.while"(%arg71, %227, %arg69, %226) ({
    ^bb0(%arg82: tensor<4x16x16xf32>, %arg83: tensor<i32>, %arg84: tensor<8x16xf32>, %arg85: tensor<4xf32>):
      %293 = "stablehlo.constant"() <{value = dense<4> : tensor<i32>}> : () -> tensor<i32>
      %294 = "stablehlo.compare"(%arg83, %293) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%294) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg78: tensor<4x16x16xf32>, %arg79: tensor<i32>, %arg80: tensor<8x16xf32>, %arg81: tensor<4xf32>):
      %288 = "func.call"(%arg78, %arg79) <{callee = @dynamic_index_in_dim}> : (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>
      %289:2 = "func.call"(%arg80, %288) <{callee = @closed_call}> : (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<f32>)
      %290 = "func.call"(%arg81, %289#1, %arg79) <{callee = @dynamic_update_index_in_dim}> : (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>
      %291 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %292 = "stablehlo.add"(%arg79, %291) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg78, %292, %289#0, %290) : (tensor<4x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4xf32>) -> ()
    }) : (tensor<4x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4xf32>) -> (tensor<4x16x16xf32>, tensor<i32>, tensor<8x16xf32>, tensor<4xf32>)
    %229 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %230 = "stablehlo.reduce"(%arg69, %229) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg76: tensor<f32>, %arg77: tensor<f32>):
      %287 = "stablehlo.add"(%arg76, %arg77) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%287) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    %231 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %232 = "stablehlo.compare"(%230, %231) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
    %233 = "stablehlo.convert"(%232) : (tensor<i1>) -> tensor<i32>
    %234 = "stablehlo.case"(%233) ({
      %284 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %285 = "stablehlo.broadcast_in_dim"(%284) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
      %286 = "stablehlo.subtract"(%arg69, %285) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      "stablehlo.return"(%286) : (tensor<8x16xf32>) -> ()
    }, {
      %281 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %282 = "stablehlo.broadcast_in_dim"(%281) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
      %283 = "stablehlo.multiply"(%arg69, %282) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
      "stablehlo.return"(%283) : (tensor<8x16xf32>) -> ()
    }) : (tensor<i32>) -> tensor<8x16xf32>
    %235 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %236 = "stablehlo.broadcast_in_dim"(%235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %237 = "stablehlo.compare"(%arg69, %236) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xi1>
    %238 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %239 = "stablehlo.reduce"(%237, %238) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg74: tensor<i1>, %arg75: tensor<i1>):
      %280 = "stablehlo.and"(%arg74, %arg75) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%280) : (tensor<i1>) -> ()
    }) : (tensor<8x16xi1>, tensor<i1>) -> tensor<8xi1>
    %240 = "stablehlo.convolution"(%arg72, %arg73) <{batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>, feature_group_count = 1 : i64, lhs_dilation = array<i64: 1, 1>, padding = dense<1> : tensor<2x2xi64>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>], rhs_dilation = array<i64: 1, 1>, window_reversal = array<i1: false, false>, window_strides = array<i64: 1, 1>}> : (tensor<8x6x6x3xf32>, tensor<3x3x3x4xf32>) -> tensor<8x6x6x4xf32>
    %241 = "chlo.erf"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %242 = "stablehlo.log_plus_one"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %243 = "stablehlo.add"(%241, %242) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %244 = "stablehlo.exponential_minus_one"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %245 = "stablehlo.add"(%243, %244) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %246 = "stablehlo.cbrt"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %248 = "stablehlo.sign"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %249 = "stablehlo.add"(%247, %248) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %250 = "stablehlo.floor"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %251 = "stablehlo.add"(%249, %250) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %252 = "func.call"(%arg69) <{callee = @round}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %253 = "stablehlo.add"(%251, %252) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %254 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %255 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %256 = "func.call"(%arg69, %254, %255) <{callee = @clip}> : (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>
    %257 = "stablehlo.add"(%253, %256) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %258 = "stablehlo.is_finite"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xi1>
    %259 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %260 = "func.call"(%arg68, %259) <{callee = @remainder}> : (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>
    %261 = "stablehlo.bitcast_convert"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xi32>
    %262 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
    %263 = "stablehlo.broadcast_in_dim"(%262) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %264 = "stablehlo.shift_right_arithmetic"(%261, %263) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %265 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8x16xi32>
    %267 = "stablehlo.xor"(%264, %266) : (tensor<8x16xi32>, tensor<8x16xi32>) -> tensor<8x16xi32>
    %268 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %269 = "stablehlo.constant"() <{value = dense<32> : tensor<i32>}> : () -> tensor<i32>
    %270 = "stablehlo.shift_right_logical"(%268, %269) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %271 = "stablehlo.convert"(%270) : (tensor<i32>) -> tensor<ui32>
    %272 = "stablehlo.broadcast_in_dim"(%271) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %273 = "stablehlo.constant"() <{value = dense<-1> : tensor<i32>}> : () -> tensor<i32>
    %274 = "stablehlo.and"(%268, %273) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %275 = "stablehlo.convert"(%274) : (tensor<i32>) -> tensor<ui32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1xui32>
    %277 = "stablehlo.concatenate"(%272, %276) <{dimension = 0 : i64}> : (tensor<1xui32>, tensor<1xui32>) -> tensor<2xui32>
    %278 = "func.call"(%277) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<8xf32>
    %279 = "stablehlo.optimization_barrier"(%arg69) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%198, %209, %212, %217, %219, %220, %221, %222, %223, %224#0, %224#1, %228#2, %228#3, %234, %239, %240, %257, %258, %260, %267, %278, %279) : (tensor<8x16xf32>, tensor<64x16xf32>, tensor<2x16xf32>, tensor<8x10x16xf32>, tensor<11x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8xi32>, tensor<8x16xf32>, tensor<8x3xf32>, tensor<8x3xi32>, tensor<8x16xf32>, tensor<4xf32>, tensor<8x16xf32>, tensor<8xi1>, tensor<8x6x6x4xf32>, tensor<8x16xf32>, tensor<8x16xi1>, tensor<8xi32>, tensor<8x16xi32>, tensor<8xf32>, tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<i32>) -> tensor<11x16xf32>, sym_name = "_pad", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<8x16xf32>, %arg66: tensor<i32>):
    %188 = "stablehlo.convert"(%arg66) : (tensor<i32>) -> tensor<f32>
    %189 = "stablehlo.pad"(%arg65, %188) <{edge_padding_high = array<i64: 2, 0>, edge_padding_low = array<i64: 1, 0>, interior_padding = array<i64: 0, 0>}> : (tensor<8x16xf32>, tensor<f32>) -> tensor<11x16xf32>
    "func.return"(%189) : (tensor<11x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg64: tensor<8x16xf32>):
    %187 = "func.call"(%arg64) <{callee = @cumsum_0}> : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%187) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "cumsum_0", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<8x16xf32>):
    %183 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %185 = "stablehlo.reduce_window"(%arg61, %184) <{base_dilations = array<i64: 1, 1>, padding = dense<[[0, 0], [15, 0]]> : tensor<2x2xi64>, window_dilations = array<i64: 1, 1>, window_dimensions = array<i64: 1, 16>, window_strides = array<i64: 1, 1>}> ({
    ^bb0(%arg62: tensor<f32>, %arg63: tensor<f32>):
      %186 = "stablehlo.add"(%arg62, %arg63) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%186) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<8x16xf32>
    "func.return"(%185) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8xi32>, sym_name = "argmax", sym_visibility = "private"}> ({
  ^bb0(%arg56: tensor<8x16xf32>):
    %170 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<8x16xi32>
    %171 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %172 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %173:2 = "stablehlo.reduce"(%arg56, %170, %171, %172) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg57: tensor<f32>, %arg58: tensor<i32>, %arg59: tensor<f32>, %arg60: tensor<i32>):
      %174 = "stablehlo.compare"(%arg57, %arg59) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %175 = "stablehlo.compare"(%arg57, %arg57) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %176 = "stablehlo.or"(%174, %175) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %177 = "stablehlo.compare"(%arg57, %arg59) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %178 = "stablehlo.compare"(%arg58, %arg60) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %179 = "stablehlo.and"(%177, %178) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %180 = "stablehlo.or"(%176, %179) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      %181 = "stablehlo.select"(%176, %arg57, %arg59) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %182 = "stablehlo.select"(%180, %arg58, %arg60) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%181, %182) : (tensor<f32>, tensor<i32>) -> ()
    }) : (tensor<8x16xf32>, tensor<8x16xi32>, tensor<f32>, tensor<i32>) -> (tensor<8xf32>, tensor<8xi32>)
    "func.return"(%173#1) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "sort", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<8x16xf32>):
    %154 = "stablehlo.sort"(%arg53) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg54: tensor<f32>, %arg55: tensor<f32>):
      %155 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %156 = "stablehlo.compare"(%arg54, %155) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %157 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %158 = "stablehlo.select"(%156, %157, %arg54) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %159 = "stablehlo.compare"(%arg54, %arg54) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %160 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %161 = "stablehlo.select"(%159, %160, %158) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %162 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %163 = "stablehlo.compare"(%arg55, %162) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %164 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %165 = "stablehlo.select"(%163, %164, %arg55) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %166 = "stablehlo.compare"(%arg55, %arg55) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %167 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
      %168 = "stablehlo.select"(%166, %167, %165) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
      %169 = "stablehlo.compare"(%161, %168) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      "stablehlo.return"(%169) : (tensor<i1>) -> ()
    }) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%154) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x16x16xf32>, tensor<i32>) -> tensor<16x16xf32>, sym_name = "dynamic_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg51: tensor<4x16x16xf32>, %arg52: tensor<i32>):
    %150 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %151 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %152 = "stablehlo.dynamic_slice"(%arg51, %arg52, %150, %151) <{slice_sizes = array<i64: 1, 16, 16>}> : (tensor<4x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
    "func.return"(%153) : (tensor<16x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<f32>), sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg47: tensor<8x16xf32>, %arg48: tensor<16x16xf32>):
    %145 = "stablehlo.dot_general"(%arg47, %arg48) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %146 = "stablehlo.tanh"(%145) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    %147 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %148 = "stablehlo.reduce"(%arg47, %147) <{dimensions = array<i64: 0, 1>}> ({
    ^bb0(%arg49: tensor<f32>, %arg50: tensor<f32>):
      %149 = "stablehlo.add"(%arg49, %arg50) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%149) : (tensor<f32>) -> ()
    }) : (tensor<8x16xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%146, %148) : (tensor<8x16xf32>, tensor<f32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, tensor<f32>, tensor<i32>) -> tensor<4xf32>, sym_name = "dynamic_update_index_in_dim", sym_visibility = "private"}> ({
  ^bb0(%arg44: tensor<4xf32>, %arg45: tensor<f32>, %arg46: tensor<i32>):
    %143 = "stablehlo.broadcast_in_dim"(%arg45) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %144 = "stablehlo.dynamic_update_slice"(%arg44, %143, %arg46) : (tensor<4xf32>, tensor<1xf32>, tensor<i32>) -> tensor<4xf32>
    "func.return"(%144) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>) -> tensor<8x16xf32>, sym_name = "round", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<8x16xf32>):
    %142 = "stablehlo.round_nearest_even"(%arg43) : (tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%142) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<f32>, tensor<f32>) -> tensor<8x16xf32>, sym_name = "clip", sym_visibility = "private"}> ({
  ^bb0(%arg40: tensor<8x16xf32>, %arg41: tensor<f32>, %arg42: tensor<f32>):
    %136 = "stablehlo.convert"(%arg41) : (tensor<f32>) -> tensor<f32>
    %137 = "stablehlo.broadcast_in_dim"(%136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %138 = "stablehlo.maximum"(%137, %arg40) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    %139 = "stablehlo.convert"(%arg42) : (tensor<f32>) -> tensor<f32>
    %140 = "stablehlo.broadcast_in_dim"(%139) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8x16xf32>
    %141 = "stablehlo.minimum"(%140, %138) : (tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x16xf32>
    "func.return"(%141) : (tensor<8x16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi32>, tensor<i32>) -> tensor<8xi32>, sym_name = "remainder", sym_visibility = "private"}> ({
  ^bb0(%arg38: tensor<8xi32>, %arg39: tensor<i32>):
    %115 = "stablehlo.convert"(%arg39) : (tensor<i32>) -> tensor<i32>
    %116 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %117 = "stablehlo.compare"(%115, %116) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %118 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %119 = "func.call"(%117, %118, %115) <{callee = @_where}> : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    %120 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %121 = "stablehlo.remainder"(%arg38, %120) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %122 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %123 = "stablehlo.broadcast_in_dim"(%122) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %124 = "stablehlo.compare"(%121, %123) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %125 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %126 = "stablehlo.broadcast_in_dim"(%125) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %127 = "stablehlo.compare"(%121, %126) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %128 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %129 = "stablehlo.compare"(%119, %128) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %130 = "stablehlo.broadcast_in_dim"(%129) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<8xi1>
    %131 = "stablehlo.compare"(%127, %130) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %132 = "stablehlo.and"(%131, %124) : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %133 = "stablehlo.broadcast_in_dim"(%119) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<8xi32>
    %134 = "stablehlo.add"(%121, %133) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    %135 = "stablehlo.select"(%132, %134, %121) : (tensor<8xi1>, tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
    "func.return"(%135) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg35: tensor<i1>, %arg36: tensor<i32>, %arg37: tensor<i32>):
    %114 = "stablehlo.select"(%arg35, %arg36, %arg37) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
    "func.return"(%114) : (tensor<i32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<8xf32>, sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg34: tensor<2xui32>):
    %113 = "func.call"(%arg34) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<8xf32>
    "func.return"(%113) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>) -> tensor<8xf32>, sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg33: tensor<2xui32>):
    %106 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %107 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %108 = "func.call"(%arg33, %106, %107) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>
    %109 = "chlo.erf_inv"(%108) : (tensor<8xf32>) -> tensor<8xf32>
    %110 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %112 = "stablehlo.multiply"(%111, %109) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%112) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<8xf32>, sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<f32>, %arg32: tensor<f32>):
    %72 = "stablehlo.broadcast_in_dim"(%arg31) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg32) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %74 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %75 = "stablehlo.reshape"(%74) : (tensor<1xui32>) -> tensor<ui32>
    %76 = "stablehlo.slice"(%arg30) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1xui32>) -> tensor<ui32>
    %78 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %79 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %81 = "stablehlo.multiply"(%80, %78) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %82 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %83 = "stablehlo.broadcast_in_dim"(%82) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %84 = "stablehlo.shift_right_logical"(%81, %83) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %85 = "stablehlo.convert"(%81) : (tensor<8xui64>) -> tensor<8xui32>
    %86 = "stablehlo.convert"(%84) : (tensor<8xui64>) -> tensor<8xui32>
    %87:2 = "func.call"(%75, %77, %86, %85) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %88 = "stablehlo.xor"(%87#0, %87#1) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %89 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %91 = "stablehlo.shift_right_logical"(%88, %90) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %92 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %93 = "stablehlo.broadcast_in_dim"(%92) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %94 = "stablehlo.or"(%91, %93) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %95 = "stablehlo.bitcast_convert"(%94) : (tensor<8xui32>) -> tensor<8xf32>
    %96 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<8xf32>
    %98 = "stablehlo.subtract"(%95, %97) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %99 = "stablehlo.subtract"(%73, %72) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %101 = "stablehlo.multiply"(%98, %100) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %102 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %103 = "stablehlo.add"(%101, %102) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    %104 = "stablehlo.broadcast_in_dim"(%72) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<8xf32>
    %105 = "stablehlo.maximum"(%104, %103) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%105) : (tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<8xui32>, %arg11: tensor<8xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<8xui32>, %arg24: tensor<8xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<8xui32>, %arg15: tensor<8xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_1}> : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), sym_name = "closed_call_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<8xui32>, %arg2: tensor<8xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
