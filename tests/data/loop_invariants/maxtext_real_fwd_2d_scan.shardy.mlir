module @jit_maxtext_real_fwd_2d_scan attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=2, "stage"=1, "fsdp"=1, "fsdp_transpose"=1, "sequence"=1, "context"=1, "context_autoregressive"=1, "tensor"=4, "tensor_transpose"=1, "tensor_sequence"=1, "expert"=1, "autoregressive"=1]>
  func.func public @main(%arg0: tensor<256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}]>}, %arg1: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, %arg2: tensor<256x4x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sequence", "tensor_transpose", "context", "expert"}, {"stage"}, {"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}]>}, %arg3: tensor<512x4x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp_transpose", "tensor", "tensor_sequence", "autoregressive"}, {"stage"}, {"fsdp", "sequence", "tensor_transpose", "context", "expert"}]>}, %arg4: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, %arg5: tensor<256x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose"}, {"stage"}]>}, %arg6: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, %arg7: tensor<8x4x32x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"stage"}, {}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, %arg8: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, %arg9: tensor<256x4x8x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"stage"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {}]>}, %arg10: tensor<256x1024xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "fsdp_transpose", "sequence", "context", "expert"}, {"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}]>}, %arg11: tensor<1024x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tensor", "tensor_transpose", "tensor_sequence", "autoregressive"}, {"fsdp", "fsdp_transpose", "sequence", "context", "expert"}]>}, %arg12: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg13: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}, %arg14: tensor<8x128xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}]>}) -> (tensor<8x128x1024xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convert %arg11 : (tensor<1024x256xf32>) -> tensor<1024x256xbf16>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %2 = stablehlo.compare  LT, %arg12, %1,  SIGNED : (tensor<8x128xi32>, tensor<8x128xi32>) -> tensor<8x128xi1>
    %c_0 = stablehlo.constant dense<1024> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x128xi32>
    %4 = stablehlo.add %arg12, %3 : tensor<8x128xi32>
    %5 = stablehlo.select %2, %4, %arg12 : tensor<8x128xi1>, tensor<8x128xi32>
    %6 = stablehlo.broadcast_in_dim %5, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %7 = "stablehlo.gather"(%0, %6) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 256>}> : (tensor<1024x256xbf16>, tensor<8x128x1xi32>) -> tensor<8x128x256xbf16>
    %8 = sdy.sharding_constraint %7 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %9 = stablehlo.transpose %arg1, dims = [1, 0, 2] : (tensor<256x4x512xf32>) -> tensor<4x256x512xf32>
    %10 = stablehlo.transpose %arg2, dims = [1, 0, 2] : (tensor<256x4x512xf32>) -> tensor<4x256x512xf32>
    %11 = stablehlo.transpose %arg3, dims = [1, 0, 2] : (tensor<512x4x256xf32>) -> tensor<4x512x256xf32>
    %12 = stablehlo.transpose %arg4, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %13 = stablehlo.transpose %arg5, dims = [1, 0] : (tensor<256x4xf32>) -> tensor<4x256xf32>
    %14 = stablehlo.transpose %arg6, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %15 = stablehlo.transpose %arg7, dims = [1, 0, 2, 3] : (tensor<8x4x32x256xf32>) -> tensor<4x8x32x256xf32>
    %16 = stablehlo.transpose %arg8, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %17 = stablehlo.transpose %arg9, dims = [1, 0, 2, 3] : (tensor<256x4x8x32xf32>) -> tensor<4x256x8x32xf32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %18:13 = stablehlo.while(%iterArg = %9, %iterArg_4 = %10, %iterArg_5 = %11, %iterArg_6 = %12, %iterArg_7 = %13, %iterArg_8 = %14, %iterArg_9 = %15, %iterArg_10 = %16, %iterArg_11 = %17, %iterArg_12 = %arg14, %iterArg_13 = %arg13, %iterArg_14 = %c_1, %iterArg_15 = %8) : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>
    cond {
      %c_16 = stablehlo.constant dense<4> : tensor<i32>
      %39 = stablehlo.compare  LT, %iterArg_14, %c_16,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %39 : tensor<i1>
    } do {
      %c_16 = stablehlo.constant dense<0> : tensor<i32>
      %c_17 = stablehlo.constant dense<0> : tensor<i32>
      %39 = stablehlo.dynamic_slice %iterArg, %iterArg_14, %c_16, %c_17, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %40 = stablehlo.reshape %39 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_18 = stablehlo.constant dense<0> : tensor<i32>
      %c_19 = stablehlo.constant dense<0> : tensor<i32>
      %41 = stablehlo.dynamic_slice %iterArg_4, %iterArg_14, %c_18, %c_19, sizes = [1, 256, 512] : (tensor<4x256x512xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x512xf32>
      %42 = stablehlo.reshape %41 : (tensor<1x256x512xf32>) -> tensor<256x512xf32>
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %c_21 = stablehlo.constant dense<0> : tensor<i32>
      %43 = stablehlo.dynamic_slice %iterArg_5, %iterArg_14, %c_20, %c_21, sizes = [1, 512, 256] : (tensor<4x512x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x512x256xf32>
      %44 = stablehlo.reshape %43 : (tensor<1x512x256xf32>) -> tensor<512x256xf32>
      %c_22 = stablehlo.constant dense<0> : tensor<i32>
      %45 = stablehlo.dynamic_slice %iterArg_6, %iterArg_14, %c_22, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %46 = stablehlo.reshape %45 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_23 = stablehlo.constant dense<0> : tensor<i32>
      %47 = stablehlo.dynamic_slice %iterArg_7, %iterArg_14, %c_23, sizes = [1, 256] : (tensor<4x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
      %48 = stablehlo.reshape %47 : (tensor<1x256xf32>) -> tensor<256xf32>
      %c_24 = stablehlo.constant dense<0> : tensor<i32>
      %c_25 = stablehlo.constant dense<0> : tensor<i32>
      %c_26 = stablehlo.constant dense<0> : tensor<i32>
      %49 = stablehlo.dynamic_slice %iterArg_8, %iterArg_14, %c_24, %c_25, %c_26, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %50 = stablehlo.reshape %49 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_27 = stablehlo.constant dense<0> : tensor<i32>
      %c_28 = stablehlo.constant dense<0> : tensor<i32>
      %c_29 = stablehlo.constant dense<0> : tensor<i32>
      %51 = stablehlo.dynamic_slice %iterArg_9, %iterArg_14, %c_27, %c_28, %c_29, sizes = [1, 8, 32, 256] : (tensor<4x8x32x256xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x8x32x256xf32>
      %52 = stablehlo.reshape %51 : (tensor<1x8x32x256xf32>) -> tensor<8x32x256xf32>
      %c_30 = stablehlo.constant dense<0> : tensor<i32>
      %c_31 = stablehlo.constant dense<0> : tensor<i32>
      %c_32 = stablehlo.constant dense<0> : tensor<i32>
      %53 = stablehlo.dynamic_slice %iterArg_10, %iterArg_14, %c_30, %c_31, %c_32, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %54 = stablehlo.reshape %53 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %c_33 = stablehlo.constant dense<0> : tensor<i32>
      %c_34 = stablehlo.constant dense<0> : tensor<i32>
      %c_35 = stablehlo.constant dense<0> : tensor<i32>
      %55 = stablehlo.dynamic_slice %iterArg_11, %iterArg_14, %c_33, %c_34, %c_35, sizes = [1, 256, 8, 32] : (tensor<4x256x8x32xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x256x8x32xf32>
      %56 = stablehlo.reshape %55 : (tensor<1x256x8x32xf32>) -> tensor<256x8x32xf32>
      %57 = func.call @closed_call(%iterArg_12, %iterArg_13, %iterArg_15, %40, %42, %44, %46, %48, %50, %52, %54, %56) : (tensor<8x128xi32>, tensor<8x128xi32>, tensor<8x128x256xbf16>, tensor<256x512xf32>, tensor<256x512xf32>, tensor<512x256xf32>, tensor<256xf32>, tensor<256xf32>, tensor<256x8x32xf32>, tensor<8x32x256xf32>, tensor<256x8x32xf32>, tensor<256x8x32xf32>) -> tensor<8x128x256xbf16>
      %c_36 = stablehlo.constant dense<1> : tensor<i32>
      %58 = stablehlo.add %iterArg_14, %c_36 : tensor<i32>
      stablehlo.return %iterArg, %iterArg_4, %iterArg_5, %iterArg_6, %iterArg_7, %iterArg_8, %iterArg_9, %iterArg_10, %iterArg_11, %iterArg_12, %iterArg_13, %58, %57 : tensor<4x256x512xf32>, tensor<4x256x512xf32>, tensor<4x512x256xf32>, tensor<4x256xf32>, tensor<4x256xf32>, tensor<4x256x8x32xf32>, tensor<4x8x32x256xf32>, tensor<4x256x8x32xf32>, tensor<4x256x8x32xf32>, tensor<8x128xi32>, tensor<8x128xi32>, tensor<i32>, tensor<8x128x256xbf16>
    }
    %19 = stablehlo.convert %18#12 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %20 = stablehlo.multiply %19, %19 : tensor<8x128x256xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %21 = stablehlo.reduce(%20 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %22 = stablehlo.broadcast_in_dim %21, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_2 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %23 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %24 = stablehlo.divide %22, %23 : tensor<8x128x1xf32>
    %cst_3 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %25 = stablehlo.broadcast_in_dim %cst_3, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %26 = stablehlo.add %24, %25 : tensor<8x128x1xf32>
    %27 = stablehlo.rsqrt %26 : tensor<8x128x1xf32>
    %28 = stablehlo.broadcast_in_dim %27, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %29 = stablehlo.multiply %19, %28 : tensor<8x128x256xf32>
    %30 = stablehlo.convert %29 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %31 = stablehlo.convert %arg0 : (tensor<256xf32>) -> tensor<256xbf16>
    %32 = stablehlo.broadcast_in_dim %31, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %33 = stablehlo.broadcast_in_dim %32, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %34 = stablehlo.multiply %30, %33 : tensor<8x128x256xbf16>
    %35 = stablehlo.convert %arg10 : (tensor<256x1024xf32>) -> tensor<256x1024xbf16>
    %36 = stablehlo.dot_general %34, %35, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x128x1024xbf16>
    %37 = sdy.sharding_constraint %36 <@mesh, [{"data", "stage", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x1024xbf16>
    %38 = stablehlo.convert %37 : (tensor<8x128x1024xbf16>) -> tensor<8x128x1024xf32>
    return %38 : tensor<8x128x1024xf32>
  }
  func.func private @closed_call(%arg0: tensor<8x128xi32>, %arg1: tensor<8x128xi32>, %arg2: tensor<8x128x256xbf16>, %arg3: tensor<256x512xf32>, %arg4: tensor<256x512xf32>, %arg5: tensor<512x256xf32>, %arg6: tensor<256xf32>, %arg7: tensor<256xf32>, %arg8: tensor<256x8x32xf32>, %arg9: tensor<8x32x256xf32>, %arg10: tensor<256x8x32xf32>, %arg11: tensor<256x8x32xf32>) -> tensor<8x128x256xbf16> {
    %0 = sdy.sharding_constraint %arg2 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
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
    %13 = stablehlo.convert %arg7 : (tensor<256xf32>) -> tensor<256xbf16>
    %14 = stablehlo.broadcast_in_dim %13, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %15 = stablehlo.broadcast_in_dim %14, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %16 = stablehlo.multiply %12, %15 : tensor<8x128x256xbf16>
    %17 = sdy.sharding_constraint %16 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %18 = sdy.sharding_constraint %17 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %19 = sdy.sharding_constraint %17 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"sequence", "context"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %20 = stablehlo.convert %arg10 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %21 = stablehlo.dot_general %18, %20, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %22 = stablehlo.convert %arg8 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %23 = stablehlo.dot_general %19, %22, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %24 = stablehlo.convert %arg11 : (tensor<256x8x32xf32>) -> tensor<256x8x32xbf16>
    %25 = stablehlo.dot_general %19, %24, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x8x32xbf16>) -> tensor<8x128x8x32xbf16>
    %26 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
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
    %37 = stablehlo.convert %26 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %38 = stablehlo.broadcast_in_dim %36, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %39 = stablehlo.broadcast_in_dim %37, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %40 = stablehlo.broadcast_in_dim %38, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %41 = stablehlo.divide %39, %40 : tensor<8x128x1x16xf32>
    %42 = stablehlo.sine %41 : tensor<8x128x1x16xf32>
    %43 = stablehlo.convert %42 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %44 = stablehlo.cosine %41 : tensor<8x128x1x16xf32>
    %45 = stablehlo.convert %44 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %46 = stablehlo.slice %21 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %47 = stablehlo.slice %21 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %48 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %49 = stablehlo.multiply %46, %48 : tensor<8x128x8x16xbf16>
    %50 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %51 = stablehlo.multiply %47, %50 : tensor<8x128x8x16xbf16>
    %52 = stablehlo.subtract %49, %51 : tensor<8x128x8x16xbf16>
    %53 = stablehlo.broadcast_in_dim %45, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %54 = stablehlo.multiply %47, %53 : tensor<8x128x8x16xbf16>
    %55 = stablehlo.broadcast_in_dim %43, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %56 = stablehlo.multiply %46, %55 : tensor<8x128x8x16xbf16>
    %57 = stablehlo.add %54, %56 : tensor<8x128x8x16xbf16>
    %58 = stablehlo.concatenate %52, %57, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %59 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1x1xi32>
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
    %70 = stablehlo.convert %59 : (tensor<8x128x1x1xi32>) -> tensor<8x128x1x1xf32>
    %71 = stablehlo.broadcast_in_dim %69, dims = [3] : (tensor<16xf32>) -> tensor<1x1x1x16xf32>
    %72 = stablehlo.broadcast_in_dim %70, dims = [0, 1, 2, 3] : (tensor<8x128x1x1xf32>) -> tensor<8x128x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %71, dims = [0, 1, 2, 3] : (tensor<1x1x1x16xf32>) -> tensor<8x128x1x16xf32>
    %74 = stablehlo.divide %72, %73 : tensor<8x128x1x16xf32>
    %75 = stablehlo.sine %74 : tensor<8x128x1x16xf32>
    %76 = stablehlo.convert %75 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %77 = stablehlo.cosine %74 : tensor<8x128x1x16xf32>
    %78 = stablehlo.convert %77 : (tensor<8x128x1x16xf32>) -> tensor<8x128x1x16xbf16>
    %79 = stablehlo.slice %23 [0:8, 0:128, 0:8, 0:16] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %80 = stablehlo.slice %23 [0:8, 0:128, 0:8, 16:32] : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x16xbf16>
    %81 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %82 = stablehlo.multiply %79, %81 : tensor<8x128x8x16xbf16>
    %83 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %84 = stablehlo.multiply %80, %83 : tensor<8x128x8x16xbf16>
    %85 = stablehlo.subtract %82, %84 : tensor<8x128x8x16xbf16>
    %86 = stablehlo.broadcast_in_dim %78, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %87 = stablehlo.multiply %80, %86 : tensor<8x128x8x16xbf16>
    %88 = stablehlo.broadcast_in_dim %76, dims = [0, 1, 2, 3] : (tensor<8x128x1x16xbf16>) -> tensor<8x128x8x16xbf16>
    %89 = stablehlo.multiply %79, %88 : tensor<8x128x8x16xbf16>
    %90 = stablehlo.add %87, %89 : tensor<8x128x8x16xbf16>
    %91 = stablehlo.concatenate %85, %90, dim = 3 : (tensor<8x128x8x16xbf16>, tensor<8x128x8x16xbf16>) -> tensor<8x128x8x32xbf16>
    %92 = sdy.sharding_constraint %58 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %93 = sdy.sharding_constraint %91 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %94 = sdy.sharding_constraint %25 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence"}, {}]> : tensor<8x128x8x32xbf16>
    %95 = stablehlo.reshape %92 : (tensor<8x128x8x32xbf16>) -> tensor<8x128x8x1x32xbf16>
    %96 = stablehlo.dot_general %93, %95, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x128x8x1x32xbf16>) -> tensor<8x8x128x128x1xbf16>
    %97 = stablehlo.transpose %96, dims = [0, 1, 4, 3, 2] : (tensor<8x8x128x128x1xbf16>) -> tensor<8x8x1x128x128xbf16>
    %98 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1] : (tensor<8x128xi32>) -> tensor<8x128x1xi32>
    %99 = stablehlo.broadcast_in_dim %arg0, dims = [0, 2] : (tensor<8x128xi32>) -> tensor<8x1x128xi32>
    %100 = stablehlo.broadcast_in_dim %98, dims = [0, 1, 2] : (tensor<8x128x1xi32>) -> tensor<8x128x128xi32>
    %101 = stablehlo.broadcast_in_dim %99, dims = [0, 1, 2] : (tensor<8x1x128xi32>) -> tensor<8x128x128xi32>
    %102 = stablehlo.compare  EQ, %100, %101,  SIGNED : (tensor<8x128x128xi32>, tensor<8x128x128xi32>) -> tensor<8x128x128xi1>
    %103 = stablehlo.broadcast_in_dim %102, dims = [0, 3, 4] : (tensor<8x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %104 = stablehlo.iota dim = 0 : tensor<128x128xi32>
    %105 = stablehlo.iota dim = 1 : tensor<128x128xi32>
    %c_9 = stablehlo.constant dense<0> : tensor<i32>
    %106 = stablehlo.broadcast_in_dim %c_9, dims = [] : (tensor<i32>) -> tensor<128x128xi32>
    %107 = stablehlo.add %104, %106 : tensor<128x128xi32>
    %108 = stablehlo.compare  LE, %105, %107,  SIGNED : (tensor<128x128xi32>, tensor<128x128xi32>) -> tensor<128x128xi1>
    %109 = stablehlo.broadcast_in_dim %108, dims = [3, 4] : (tensor<128x128xi1>) -> tensor<1x1x1x128x128xi1>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x128x128xi1>) -> tensor<8x1x1x128x128xi1>
    %111 = stablehlo.and %103, %110 : tensor<8x1x1x128x128xi1>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %cst_11 = stablehlo.constant dense<-2.38197633E+38> : tensor<f32>
    %112 = call @_where(%111, %cst_10, %cst_11) : (tensor<8x1x1x128x128xi1>, tensor<f32>, tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %cst_12 = stablehlo.constant dense<-1.19098816E+38> : tensor<f32>
    %113 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %114 = stablehlo.compare  GE, %112, %113,  FLOAT : (tensor<8x1x1x128x128xf32>, tensor<8x1x1x128x128xf32>) -> tensor<8x1x1x128x128xi1>
    %115 = call @_where_48(%114, %97, %cst_11) : (tensor<8x1x1x128x128xi1>, tensor<8x8x1x128x128xbf16>, tensor<f32>) -> tensor<8x8x1x128x128xbf16>
    %116 = stablehlo.reshape %115 : (tensor<8x8x1x128x128xbf16>) -> tensor<8x8x128x128xbf16>
    %cst_13 = stablehlo.constant dense<0xFF80> : tensor<bf16>
    %117 = stablehlo.reduce(%116 init: %cst_13) applies stablehlo.maximum across dimensions = [3] : (tensor<8x8x128x128xbf16>, tensor<bf16>) -> tensor<8x8x128xbf16>
    %118 = stablehlo.broadcast_in_dim %117, dims = [0, 1, 2] : (tensor<8x8x128xbf16>) -> tensor<8x8x128x1xbf16>
    %119 = stablehlo.broadcast_in_dim %118, dims = [0, 1, 2, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x8x128x128xbf16>
    %120 = stablehlo.subtract %116, %119 : tensor<8x8x128x128xbf16>
    %121 = stablehlo.exponential %120 : tensor<8x8x128x128xbf16>
    %122 = stablehlo.convert %121 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x128x128xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %123 = stablehlo.reduce(%122 init: %cst_14) applies stablehlo.add across dimensions = [3] : (tensor<8x8x128x128xf32>, tensor<f32>) -> tensor<8x8x128xf32>
    %124 = stablehlo.broadcast_in_dim %123, dims = [0, 1, 2] : (tensor<8x8x128xf32>) -> tensor<8x8x128x1xf32>
    %125 = stablehlo.convert %124 : (tensor<8x8x128x1xf32>) -> tensor<8x8x128x1xbf16>
    %126 = stablehlo.reshape %121 : (tensor<8x8x128x128xbf16>) -> tensor<8x8x1x128x128xbf16>
    %127 = stablehlo.transpose %125, dims = [0, 2, 1, 3] : (tensor<8x8x128x1xbf16>) -> tensor<8x128x8x1xbf16>
    %128 = stablehlo.dot_general %94, %126, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x8x1x128x128xbf16>) -> tensor<8x8x32x1x128xbf16>
    %129 = stablehlo.transpose %128, dims = [0, 4, 1, 3, 2] : (tensor<8x8x32x1x128xbf16>) -> tensor<8x128x8x1x32xbf16>
    %130 = stablehlo.reshape %129 : (tensor<8x128x8x1x32xbf16>) -> tensor<8x128x8x32xbf16>
    %131 = stablehlo.broadcast_in_dim %127, dims = [0, 1, 2, 3] : (tensor<8x128x8x1xbf16>) -> tensor<8x128x8x32xbf16>
    %132 = stablehlo.divide %130, %131 : tensor<8x128x8x32xbf16>
    %133 = sdy.sharding_constraint %132 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"context"}, {"tensor", "tensor_transpose", "sequence", "tensor_sequence", "autoregressive"}, {}]> : tensor<8x128x8x32xbf16>
    %134 = stablehlo.convert %arg9 : (tensor<8x32x256xf32>) -> tensor<8x32x256xbf16>
    %135 = stablehlo.dot_general %133, %134, contracting_dims = [2, 3] x [0, 1], precision = [DEFAULT, DEFAULT] : (tensor<8x128x8x32xbf16>, tensor<8x32x256xbf16>) -> tensor<8x128x256xbf16>
    %136 = sdy.sharding_constraint %135 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %137 = stablehlo.add %0, %136 : tensor<8x128x256xbf16>
    %138 = stablehlo.convert %137 : (tensor<8x128x256xbf16>) -> tensor<8x128x256xf32>
    %139 = stablehlo.multiply %138, %138 : tensor<8x128x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %140 = stablehlo.reduce(%139 init: %cst_15) applies stablehlo.add across dimensions = [2] : (tensor<8x128x256xf32>, tensor<f32>) -> tensor<8x128xf32>
    %141 = stablehlo.broadcast_in_dim %140, dims = [0, 1] : (tensor<8x128xf32>) -> tensor<8x128x1xf32>
    %cst_16 = stablehlo.constant dense<2.560000e+02> : tensor<f32>
    %142 = stablehlo.broadcast_in_dim %cst_16, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %143 = stablehlo.divide %141, %142 : tensor<8x128x1xf32>
    %cst_17 = stablehlo.constant dense<9.99999974E-6> : tensor<f32>
    %144 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x128x1xf32>
    %145 = stablehlo.add %143, %144 : tensor<8x128x1xf32>
    %146 = stablehlo.rsqrt %145 : tensor<8x128x1xf32>
    %147 = stablehlo.broadcast_in_dim %146, dims = [0, 1, 2] : (tensor<8x128x1xf32>) -> tensor<8x128x256xf32>
    %148 = stablehlo.multiply %138, %147 : tensor<8x128x256xf32>
    %149 = stablehlo.convert %148 : (tensor<8x128x256xf32>) -> tensor<8x128x256xbf16>
    %150 = stablehlo.convert %arg6 : (tensor<256xf32>) -> tensor<256xbf16>
    %151 = stablehlo.broadcast_in_dim %150, dims = [2] : (tensor<256xbf16>) -> tensor<1x1x256xbf16>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1, 2] : (tensor<1x1x256xbf16>) -> tensor<8x128x256xbf16>
    %153 = stablehlo.multiply %149, %152 : tensor<8x128x256xbf16>
    %154 = sdy.sharding_constraint %153 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %155 = stablehlo.convert %arg3 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %156 = stablehlo.dot_general %154, %155, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %157 = call @silu(%156) : (tensor<8x128x512xbf16>) -> tensor<8x128x512xbf16>
    %158 = stablehlo.convert %arg4 : (tensor<256x512xf32>) -> tensor<256x512xbf16>
    %159 = stablehlo.dot_general %154, %158, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x256xbf16>, tensor<256x512xbf16>) -> tensor<8x128x512xbf16>
    %160 = stablehlo.multiply %157, %159 : tensor<8x128x512xbf16>
    %161 = sdy.sharding_constraint %160 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {}, {"tensor", "tensor_transpose", "tensor_sequence"}]> : tensor<8x128x512xbf16>
    %162 = stablehlo.convert %arg5 : (tensor<512x256xf32>) -> tensor<512x256xbf16>
    %163 = stablehlo.dot_general %161, %162, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x128x512xbf16>, tensor<512x256xbf16>) -> tensor<8x128x256xbf16>
    %164 = sdy.sharding_constraint %163 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    %165 = stablehlo.add %164, %137 : tensor<8x128x256xbf16>
    %166 = sdy.sharding_constraint %165 <@mesh, [{"data", "fsdp", "fsdp_transpose", "expert"}, {"tensor_sequence", "context", "sequence"}, {"tensor", "tensor_transpose"}]> : tensor<8x128x256xbf16>
    return %166 : tensor<8x128x256xbf16>
  }
  func.func private @_where(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<f32>, %arg2: tensor<f32>) -> tensor<8x1x1x128x128xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<8x1x1x128x128xf32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x1x1x128x128xi1>, tensor<8x1x1x128x128xf32>
    return %2 : tensor<8x1x1x128x128xf32>
  }
  func.func private @_where_48(%arg0: tensor<8x1x1x128x128xi1>, %arg1: tensor<8x8x1x128x128xbf16>, %arg2: tensor<f32>) -> tensor<8x8x1x128x128xbf16> {
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
}
