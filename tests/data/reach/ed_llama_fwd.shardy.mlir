module @jit_fwd attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["dp"=2, "fsdp"=1, "ep"=1, "tp"=4, "sp"=1]>
  func.func public @main(%arg0: tensor<128x512xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg1: tensor<512x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg2: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg3: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg4: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg5: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg6: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg7: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg8: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg9: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg10: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg11: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg12: tensor<384x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg13: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg14: tensor<128x384xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg15: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg16: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg17: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"tp"}, {"fsdp", "sp"}]>}, %arg18: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg19: tensor<128x128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"fsdp", "sp"}, {"tp"}]>}, %arg20: tensor<128xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}, %arg21: tensor<8x64xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"dp"}, {}]>}) -> (tensor<8x64x512xf32> {jax.result_info = "result"}) {
    %0 = call @_take(%arg1, %arg21) : (tensor<512x128xf32>, tensor<8x64xi32>) -> tensor<8x64x128xf32>
    %c = stablehlo.constant dense<true> : tensor<i1>
    %1 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i1>) -> tensor<8x64xi1>
    %2 = stablehlo.convert %1 : (tensor<8x64xi1>) -> tensor<8x64xi32>
    %c_0 = stablehlo.constant dense<0> : tensor<i32>
    %3 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %4 = stablehlo.compare NE, %2, %3, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_1, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %6 = stablehlo.compare NE, %2, %5, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %7 = stablehlo.broadcast_in_dim %4, dims = [0, 2] : (tensor<8x64xi1>) -> tensor<8x1x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %6, dims = [0, 3] : (tensor<8x64xi1>) -> tensor<8x1x1x64xi1>
    %9 = stablehlo.broadcast_in_dim %7, dims = [0, 1, 2, 3] : (tensor<8x1x64x1xi1>) -> tensor<8x1x64x64xi1>
    %10 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2, 3] : (tensor<8x1x1x64xi1>) -> tensor<8x1x64x64xi1>
    %11 = stablehlo.and %9, %10 : tensor<8x1x64x64xi1>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %c_3 = stablehlo.constant dense<-1> : tensor<i32>
    %12 = call @_where_9(%4, %c_2, %c_3) : (tensor<8x64xi1>, tensor<i32>, tensor<i32>) -> tensor<8x64xi32>
    %13 = stablehlo.convert %12 : tensor<8x64xi32>
    %c_4 = stablehlo.constant dense<-2> : tensor<i32>
    %14 = stablehlo.broadcast_in_dim %c_4, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %c_5 = stablehlo.constant dense<-1> : tensor<i32>
    %15 = stablehlo.broadcast_in_dim %c_5, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %16 = stablehlo.transpose %13, dims = [1, 0] : (tensor<8x64xi32>) -> tensor<64x8xi32>
    %c_6 = stablehlo.constant dense<0> : tensor<i32>
    %17 = stablehlo.broadcast_in_dim %c_6, dims = [] : (tensor<i32>) -> tensor<64x8xi32>
    %c_7 = stablehlo.constant dense<0> : tensor<i32>
    %18:5 = stablehlo.while(%iterArg = %16, %iterArg_40 = %c_7, %iterArg_41 = %14, %iterArg_42 = %15, %iterArg_43 = %17) : tensor<64x8xi32>, tensor<i32>, tensor<8xi32>, tensor<8xi32>, tensor<64x8xi32>
    cond {
      %c_44 = stablehlo.constant dense<64> : tensor<i32>
      %292 = stablehlo.compare LT, %iterArg_40, %c_44, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %292 : tensor<i1>
    } do {
      %c_44 = stablehlo.constant dense<0> : tensor<i32>
      %292 = stablehlo.dynamic_slice %iterArg, %iterArg_40, %c_44, sizes = [1, 8] : (tensor<64x8xi32>, tensor<i32>, tensor<i32>) -> tensor<1x8xi32>
      %293 = stablehlo.reshape %292 : (tensor<1x8xi32>) -> tensor<8xi32>
      %294:3 = func.call @closed_call(%iterArg_41, %iterArg_42, %293) : (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>)
      %295 = stablehlo.broadcast_in_dim %294#2, dims = [1] : (tensor<8xi32>) -> tensor<1x8xi32>
      %c_45 = stablehlo.constant dense<0> : tensor<i32>
      %296 = stablehlo.dynamic_update_slice %iterArg_43, %295, %iterArg_40, %c_45 : (tensor<64x8xi32>, tensor<1x8xi32>, tensor<i32>, tensor<i32>) -> tensor<64x8xi32>
      %c_46 = stablehlo.constant dense<1> : tensor<i32>
      %297 = stablehlo.add %iterArg_40, %c_46 : tensor<i32>
      stablehlo.return %iterArg, %297, %294#0, %294#1, %296 : tensor<64x8xi32>, tensor<i32>, tensor<8xi32>, tensor<8xi32>, tensor<64x8xi32>
    }
    %19 = stablehlo.transpose %18#4, dims = [1, 0] : (tensor<64x8xi32>) -> tensor<8x64xi32>
    %20 = sdy.sharding_constraint %0 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %21 = call @get_frequencies() : () -> tensor<64x32xf32>
    %22 = stablehlo.convert %21 : (tensor<64x32xf32>) -> tensor<64x32xbf16>
    %23 = chlo.square %20 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %24 = stablehlo.reduce(%23 init: %cst) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %25 = stablehlo.broadcast_in_dim %24, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_8 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %26 = stablehlo.broadcast_in_dim %cst_8, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %27 = stablehlo.divide %25, %26 : tensor<8x64x1xf32>
    %cst_9 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %28 = stablehlo.broadcast_in_dim %cst_9, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %29 = stablehlo.add %27, %28 : tensor<8x64x1xf32>
    %30 = stablehlo.rsqrt %29 : tensor<8x64x1xf32>
    %31 = stablehlo.broadcast_in_dim %30, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %32 = stablehlo.multiply %20, %31 : tensor<8x64x128xf32>
    %33 = stablehlo.broadcast_in_dim %arg2, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %34 = stablehlo.broadcast_in_dim %33, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %35 = stablehlo.multiply %34, %32 : tensor<8x64x128xf32>
    %36 = stablehlo.dot_general %35, %arg9, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %37 = stablehlo.dot_general %35, %arg7, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %38 = stablehlo.dot_general %35, %arg10, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %39 = stablehlo.reshape %36 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %40 = stablehlo.reshape %37 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %41 = stablehlo.reshape %38 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %42 = sdy.sharding_constraint %39 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %43 = sdy.sharding_constraint %40 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %44 = sdy.sharding_constraint %41 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %c_10 = stablehlo.constant dense<0> : tensor<i32>
    %45 = stablehlo.broadcast_in_dim %c_10, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %46 = stablehlo.compare LT, %19, %45, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_11 = stablehlo.constant dense<64> : tensor<i32>
    %47 = stablehlo.broadcast_in_dim %c_11, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %48 = stablehlo.add %19, %47 : tensor<8x64xi32>
    %49 = stablehlo.select %46, %48, %19 : tensor<8x64xi1>, tensor<8x64xi32>
    %50 = stablehlo.broadcast_in_dim %49, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %51 = "stablehlo.gather"(%22, %50) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x32xbf16>
    %52 = stablehlo.slice %51 [0:8, 0:64, 0:16] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %53 = stablehlo.slice %51 [0:8, 0:64, 16:32] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %54 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %55 = stablehlo.convert %54 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %56 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %57 = stablehlo.convert %56 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %58 = stablehlo.slice %42 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %59 = stablehlo.slice %42 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %60 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %61 = stablehlo.multiply %58, %60 : tensor<8x64x4x16xf32>
    %62 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %63 = stablehlo.multiply %59, %62 : tensor<8x64x4x16xf32>
    %64 = stablehlo.subtract %61, %63 : tensor<8x64x4x16xf32>
    %65 = stablehlo.broadcast_in_dim %55, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %66 = stablehlo.multiply %59, %65 : tensor<8x64x4x16xf32>
    %67 = stablehlo.broadcast_in_dim %57, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %68 = stablehlo.multiply %58, %67 : tensor<8x64x4x16xf32>
    %69 = stablehlo.add %66, %68 : tensor<8x64x4x16xf32>
    %70 = stablehlo.concatenate %64, %69, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %71 = stablehlo.broadcast_in_dim %52, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %72 = stablehlo.convert %71 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %73 = stablehlo.broadcast_in_dim %53, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %74 = stablehlo.convert %73 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %75 = stablehlo.slice %43 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %76 = stablehlo.slice %43 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %77 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %78 = stablehlo.multiply %75, %77 : tensor<8x64x4x16xf32>
    %79 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %80 = stablehlo.multiply %76, %79 : tensor<8x64x4x16xf32>
    %81 = stablehlo.subtract %78, %80 : tensor<8x64x4x16xf32>
    %82 = stablehlo.broadcast_in_dim %72, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %83 = stablehlo.multiply %76, %82 : tensor<8x64x4x16xf32>
    %84 = stablehlo.broadcast_in_dim %74, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %85 = stablehlo.multiply %75, %84 : tensor<8x64x4x16xf32>
    %86 = stablehlo.add %83, %85 : tensor<8x64x4x16xf32>
    %87 = stablehlo.concatenate %81, %86, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %88 = sdy.sharding_constraint %70 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %89 = sdy.sharding_constraint %87 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %90 = sdy.sharding_constraint %44 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %91 = stablehlo.reshape %88 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %92 = stablehlo.convert %91 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x1x32xbf16>
    %93 = stablehlo.convert %89 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %94 = stablehlo.convert %90 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %cst_12 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %95 = stablehlo.broadcast_in_dim %cst_12, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1x32xbf16>
    %96 = stablehlo.multiply %92, %95 : tensor<8x64x4x1x32xbf16>
    %97 = stablehlo.dot_general %93, %96, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %98 = stablehlo.transpose %97, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %c_13 = stablehlo.constant dense<true> : tensor<i1>
    %99 = stablehlo.broadcast_in_dim %c_13, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %100 = call @tril(%99) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %101 = stablehlo.reshape %100 : (tensor<64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %cst_14 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %102 = call @_where_61(%101, %98, %cst_14) : (tensor<1x1x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %103 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %104 = stablehlo.reshape %103 : (tensor<8x4x64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %cst_15 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %105 = call @_where_67(%104, %102, %cst_15) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %106 = stablehlo.convert %105 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_16 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = stablehlo.reduce(%106 init: %cst_16) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_17 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %108 = stablehlo.broadcast_in_dim %cst_17, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %109 = stablehlo.maximum %108, %107 : tensor<8x4x1x64xf32>
    %110 = stablehlo.broadcast_in_dim %109, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %111 = stablehlo.broadcast_in_dim %110, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %112 = stablehlo.subtract %106, %111 : tensor<8x4x1x64x64xf32>
    %113 = stablehlo.exponential %112 : tensor<8x4x1x64x64xf32>
    %cst_18 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %114 = stablehlo.reduce(%113 init: %cst_18) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %115 = stablehlo.broadcast_in_dim %114, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %116 = stablehlo.broadcast_in_dim %115, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %117 = stablehlo.divide %113, %116 : tensor<8x4x1x64x64xf32>
    %118 = stablehlo.convert %117 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %119 = stablehlo.dot_general %94, %118, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %120 = stablehlo.transpose %119, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %121 = stablehlo.reshape %120 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %122 = sdy.sharding_constraint %121 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xbf16>
    %123 = stablehlo.reshape %122 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %124 = sdy.sharding_constraint %123 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xbf16>
    %125 = stablehlo.convert %124 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %126 = stablehlo.dot_general %125, %arg8, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %127 = stablehlo.add %20, %126 : tensor<8x64x128xf32>
    %128 = chlo.square %127 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_19 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %129 = stablehlo.reduce(%128 init: %cst_19) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %130 = stablehlo.broadcast_in_dim %129, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_20 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %131 = stablehlo.broadcast_in_dim %cst_20, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %132 = stablehlo.divide %130, %131 : tensor<8x64x1xf32>
    %cst_21 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %133 = stablehlo.broadcast_in_dim %cst_21, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %134 = stablehlo.add %132, %133 : tensor<8x64x1xf32>
    %135 = stablehlo.rsqrt %134 : tensor<8x64x1xf32>
    %136 = stablehlo.broadcast_in_dim %135, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %137 = stablehlo.multiply %127, %136 : tensor<8x64x128xf32>
    %138 = stablehlo.broadcast_in_dim %arg6, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %139 = stablehlo.broadcast_in_dim %138, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %140 = stablehlo.multiply %139, %137 : tensor<8x64x128xf32>
    %141 = sdy.sharding_constraint %140 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %142 = stablehlo.dot_general %141, %arg4, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %143 = call @silu(%142) : (tensor<8x64x384xf32>) -> tensor<8x64x384xf32>
    %144 = stablehlo.dot_general %141, %arg5, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %145 = stablehlo.multiply %143, %144 : tensor<8x64x384xf32>
    %146 = stablehlo.dot_general %145, %arg3, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %147 = sdy.sharding_constraint %146 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %148 = stablehlo.add %127, %147 : tensor<8x64x128xf32>
    %149 = sdy.sharding_constraint %148 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %150 = chlo.square %149 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_22 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %151 = stablehlo.reduce(%150 init: %cst_22) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %152 = stablehlo.broadcast_in_dim %151, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_23 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %153 = stablehlo.broadcast_in_dim %cst_23, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %154 = stablehlo.divide %152, %153 : tensor<8x64x1xf32>
    %cst_24 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %155 = stablehlo.broadcast_in_dim %cst_24, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %156 = stablehlo.add %154, %155 : tensor<8x64x1xf32>
    %157 = stablehlo.rsqrt %156 : tensor<8x64x1xf32>
    %158 = stablehlo.broadcast_in_dim %157, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %159 = stablehlo.multiply %149, %158 : tensor<8x64x128xf32>
    %160 = stablehlo.broadcast_in_dim %arg11, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %161 = stablehlo.broadcast_in_dim %160, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %162 = stablehlo.multiply %161, %159 : tensor<8x64x128xf32>
    %163 = stablehlo.dot_general %162, %arg18, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %164 = stablehlo.dot_general %162, %arg16, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %165 = stablehlo.dot_general %162, %arg19, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %166 = stablehlo.reshape %163 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %167 = stablehlo.reshape %164 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %168 = stablehlo.reshape %165 : (tensor<8x64x128xf32>) -> tensor<8x64x4x32xf32>
    %169 = sdy.sharding_constraint %166 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %170 = sdy.sharding_constraint %167 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %171 = sdy.sharding_constraint %168 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %c_25 = stablehlo.constant dense<0> : tensor<i32>
    %172 = stablehlo.broadcast_in_dim %c_25, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %173 = stablehlo.compare LT, %19, %172, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_26 = stablehlo.constant dense<64> : tensor<i32>
    %174 = stablehlo.broadcast_in_dim %c_26, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %175 = stablehlo.add %19, %174 : tensor<8x64xi32>
    %176 = stablehlo.select %173, %175, %19 : tensor<8x64xi1>, tensor<8x64xi32>
    %177 = stablehlo.broadcast_in_dim %176, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %178 = "stablehlo.gather"(%22, %177) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 32>}> : (tensor<64x32xbf16>, tensor<8x64x1xi32>) -> tensor<8x64x32xbf16>
    %179 = stablehlo.slice %178 [0:8, 0:64, 0:16] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %180 = stablehlo.slice %178 [0:8, 0:64, 16:32] : (tensor<8x64x32xbf16>) -> tensor<8x64x16xbf16>
    %181 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %182 = stablehlo.convert %181 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %183 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %184 = stablehlo.convert %183 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %185 = stablehlo.slice %169 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %186 = stablehlo.slice %169 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %187 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %188 = stablehlo.multiply %185, %187 : tensor<8x64x4x16xf32>
    %189 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %190 = stablehlo.multiply %186, %189 : tensor<8x64x4x16xf32>
    %191 = stablehlo.subtract %188, %190 : tensor<8x64x4x16xf32>
    %192 = stablehlo.broadcast_in_dim %182, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %193 = stablehlo.multiply %186, %192 : tensor<8x64x4x16xf32>
    %194 = stablehlo.broadcast_in_dim %184, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %195 = stablehlo.multiply %185, %194 : tensor<8x64x4x16xf32>
    %196 = stablehlo.add %193, %195 : tensor<8x64x4x16xf32>
    %197 = stablehlo.concatenate %191, %196, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %198 = stablehlo.broadcast_in_dim %179, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %199 = stablehlo.convert %198 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %200 = stablehlo.broadcast_in_dim %180, dims = [0, 1, 3] : (tensor<8x64x16xbf16>) -> tensor<8x64x1x16xbf16>
    %201 = stablehlo.convert %200 : (tensor<8x64x1x16xbf16>) -> tensor<8x64x1x16xf32>
    %202 = stablehlo.slice %170 [0:8, 0:64, 0:4, 0:16] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %203 = stablehlo.slice %170 [0:8, 0:64, 0:4, 16:32] : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x16xf32>
    %204 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %205 = stablehlo.multiply %202, %204 : tensor<8x64x4x16xf32>
    %206 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %207 = stablehlo.multiply %203, %206 : tensor<8x64x4x16xf32>
    %208 = stablehlo.subtract %205, %207 : tensor<8x64x4x16xf32>
    %209 = stablehlo.broadcast_in_dim %199, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %210 = stablehlo.multiply %203, %209 : tensor<8x64x4x16xf32>
    %211 = stablehlo.broadcast_in_dim %201, dims = [0, 1, 2, 3] : (tensor<8x64x1x16xf32>) -> tensor<8x64x4x16xf32>
    %212 = stablehlo.multiply %202, %211 : tensor<8x64x4x16xf32>
    %213 = stablehlo.add %210, %212 : tensor<8x64x4x16xf32>
    %214 = stablehlo.concatenate %208, %213, dim = 3 : (tensor<8x64x4x16xf32>, tensor<8x64x4x16xf32>) -> tensor<8x64x4x32xf32>
    %215 = sdy.sharding_constraint %197 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %216 = sdy.sharding_constraint %214 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %217 = sdy.sharding_constraint %171 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xf32>
    %218 = stablehlo.reshape %215 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x1x32xf32>
    %219 = stablehlo.convert %218 : (tensor<8x64x4x1x32xf32>) -> tensor<8x64x4x1x32xbf16>
    %220 = stablehlo.convert %216 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %221 = stablehlo.convert %217 : (tensor<8x64x4x32xf32>) -> tensor<8x64x4x32xbf16>
    %cst_27 = stablehlo.constant dense<1.767580e-01> : tensor<bf16>
    %222 = stablehlo.broadcast_in_dim %cst_27, dims = [] : (tensor<bf16>) -> tensor<8x64x4x1x32xbf16>
    %223 = stablehlo.multiply %219, %222 : tensor<8x64x4x1x32xbf16>
    %224 = stablehlo.dot_general %220, %223, batching_dims = [0, 2] x [0, 2], contracting_dims = [3] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x64x4x1x32xbf16>) -> tensor<8x4x64x64x1xbf16>
    %225 = stablehlo.transpose %224, dims = [0, 1, 4, 3, 2] : (tensor<8x4x64x64x1xbf16>) -> tensor<8x4x1x64x64xbf16>
    %c_28 = stablehlo.constant dense<true> : tensor<i1>
    %226 = stablehlo.broadcast_in_dim %c_28, dims = [] : (tensor<i1>) -> tensor<64x64xi1>
    %227 = call @tril(%226) : (tensor<64x64xi1>) -> tensor<64x64xi1>
    %228 = stablehlo.reshape %227 : (tensor<64x64xi1>) -> tensor<1x1x1x64x64xi1>
    %cst_29 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %229 = call @_where_61(%228, %225, %cst_29) : (tensor<1x1x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %230 = stablehlo.broadcast_in_dim %11, dims = [0, 1, 2, 3] : (tensor<8x1x64x64xi1>) -> tensor<8x4x64x64xi1>
    %231 = stablehlo.reshape %230 : (tensor<8x4x64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %cst_30 = stablehlo.constant dense<-3.389530e+38> : tensor<bf16>
    %232 = call @_where_67(%231, %229, %cst_30) : (tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>, tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %233 = stablehlo.convert %232 : (tensor<8x4x1x64x64xbf16>) -> tensor<8x4x1x64x64xf32>
    %cst_31 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %234 = stablehlo.reduce(%233 init: %cst_31) applies stablehlo.maximum across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %cst_32 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %235 = stablehlo.broadcast_in_dim %cst_32, dims = [] : (tensor<f32>) -> tensor<8x4x1x64xf32>
    %236 = stablehlo.maximum %235, %234 : tensor<8x4x1x64xf32>
    %237 = stablehlo.broadcast_in_dim %236, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %238 = stablehlo.broadcast_in_dim %237, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %239 = stablehlo.subtract %233, %238 : tensor<8x4x1x64x64xf32>
    %240 = stablehlo.exponential %239 : tensor<8x4x1x64x64xf32>
    %cst_33 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %241 = stablehlo.reduce(%240 init: %cst_33) applies stablehlo.add across dimensions = [4] : (tensor<8x4x1x64x64xf32>, tensor<f32>) -> tensor<8x4x1x64xf32>
    %242 = stablehlo.broadcast_in_dim %241, dims = [0, 1, 2, 3] : (tensor<8x4x1x64xf32>) -> tensor<8x4x1x64x1xf32>
    %243 = stablehlo.broadcast_in_dim %242, dims = [0, 1, 2, 3, 4] : (tensor<8x4x1x64x1xf32>) -> tensor<8x4x1x64x64xf32>
    %244 = stablehlo.divide %240, %243 : tensor<8x4x1x64x64xf32>
    %245 = stablehlo.convert %244 : (tensor<8x4x1x64x64xf32>) -> tensor<8x4x1x64x64xbf16>
    %246 = stablehlo.dot_general %221, %245, batching_dims = [0, 2] x [0, 1], contracting_dims = [1] x [4], precision = [DEFAULT, DEFAULT] : (tensor<8x64x4x32xbf16>, tensor<8x4x1x64x64xbf16>) -> tensor<8x4x32x1x64xbf16>
    %247 = stablehlo.transpose %246, dims = [0, 4, 1, 3, 2] : (tensor<8x4x32x1x64xbf16>) -> tensor<8x64x4x1x32xbf16>
    %248 = stablehlo.reshape %247 : (tensor<8x64x4x1x32xbf16>) -> tensor<8x64x4x32xbf16>
    %249 = sdy.sharding_constraint %248 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}, {}]> : tensor<8x64x4x32xbf16>
    %250 = stablehlo.reshape %249 : (tensor<8x64x4x32xbf16>) -> tensor<8x64x128xbf16>
    %251 = sdy.sharding_constraint %250 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xbf16>
    %252 = stablehlo.convert %251 : (tensor<8x64x128xbf16>) -> tensor<8x64x128xf32>
    %253 = stablehlo.dot_general %252, %arg17, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x128xf32>) -> tensor<8x64x128xf32>
    %254 = stablehlo.add %149, %253 : tensor<8x64x128xf32>
    %255 = chlo.square %254 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_34 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %256 = stablehlo.reduce(%255 init: %cst_34) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %257 = stablehlo.broadcast_in_dim %256, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_35 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %258 = stablehlo.broadcast_in_dim %cst_35, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %259 = stablehlo.divide %257, %258 : tensor<8x64x1xf32>
    %cst_36 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %260 = stablehlo.broadcast_in_dim %cst_36, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %261 = stablehlo.add %259, %260 : tensor<8x64x1xf32>
    %262 = stablehlo.rsqrt %261 : tensor<8x64x1xf32>
    %263 = stablehlo.broadcast_in_dim %262, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %264 = stablehlo.multiply %254, %263 : tensor<8x64x128xf32>
    %265 = stablehlo.broadcast_in_dim %arg15, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %266 = stablehlo.broadcast_in_dim %265, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %267 = stablehlo.multiply %266, %264 : tensor<8x64x128xf32>
    %268 = sdy.sharding_constraint %267 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %269 = stablehlo.dot_general %268, %arg13, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %270 = call @silu(%269) : (tensor<8x64x384xf32>) -> tensor<8x64x384xf32>
    %271 = stablehlo.dot_general %268, %arg14, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x384xf32>) -> tensor<8x64x384xf32>
    %272 = stablehlo.multiply %270, %271 : tensor<8x64x384xf32>
    %273 = stablehlo.dot_general %272, %arg12, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x384xf32>, tensor<384x128xf32>) -> tensor<8x64x128xf32>
    %274 = sdy.sharding_constraint %273 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %275 = stablehlo.add %254, %274 : tensor<8x64x128xf32>
    %276 = sdy.sharding_constraint %275 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %277 = chlo.square %276 : tensor<8x64x128xf32> -> tensor<8x64x128xf32>
    %cst_37 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %278 = stablehlo.reduce(%277 init: %cst_37) applies stablehlo.add across dimensions = [2] : (tensor<8x64x128xf32>, tensor<f32>) -> tensor<8x64xf32>
    %279 = stablehlo.broadcast_in_dim %278, dims = [0, 1] : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %cst_38 = stablehlo.constant dense<1.280000e+02> : tensor<f32>
    %280 = stablehlo.broadcast_in_dim %cst_38, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %281 = stablehlo.divide %279, %280 : tensor<8x64x1xf32>
    %cst_39 = stablehlo.constant dense<9.99999997E-7> : tensor<f32>
    %282 = stablehlo.broadcast_in_dim %cst_39, dims = [] : (tensor<f32>) -> tensor<8x64x1xf32>
    %283 = stablehlo.add %281, %282 : tensor<8x64x1xf32>
    %284 = stablehlo.rsqrt %283 : tensor<8x64x1xf32>
    %285 = stablehlo.broadcast_in_dim %284, dims = [0, 1, 2] : (tensor<8x64x1xf32>) -> tensor<8x64x128xf32>
    %286 = stablehlo.multiply %276, %285 : tensor<8x64x128xf32>
    %287 = stablehlo.broadcast_in_dim %arg20, dims = [2] : (tensor<128xf32>) -> tensor<1x1x128xf32>
    %288 = stablehlo.broadcast_in_dim %287, dims = [0, 1, 2] : (tensor<1x1x128xf32>) -> tensor<8x64x128xf32>
    %289 = stablehlo.multiply %288, %286 : tensor<8x64x128xf32>
    %290 = sdy.sharding_constraint %289 <@mesh, [{"fsdp", "dp"}, {"sp"}, {"tp"}]> : tensor<8x64x128xf32>
    %291 = stablehlo.dot_general %290, %arg0, contracting_dims = [2] x [0], precision = [DEFAULT, DEFAULT] : (tensor<8x64x128xf32>, tensor<128x512xf32>) -> tensor<8x64x512xf32>
    return %291 : tensor<8x64x512xf32>
  }
  func.func private @_take(%arg0: tensor<512x128xf32>, %arg1: tensor<8x64xi32>) -> tensor<8x64x128xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi1>
    %c_0 = stablehlo.constant dense<512> : tensor<i32>
    %2 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %3 = stablehlo.add %arg1, %2 : tensor<8x64xi32>
    %4 = call @_where(%1, %3, %arg1) : (tensor<8x64xi1>, tensor<8x64xi32>, tensor<8x64xi32>) -> tensor<8x64xi32>
    %5 = stablehlo.broadcast_in_dim %4, dims = [0, 1] : (tensor<8x64xi32>) -> tensor<8x64x1xi32>
    %c_1 = stablehlo.constant dense<511> : tensor<1xi32>
    %c_2 = stablehlo.constant dense<0> : tensor<i32>
    %6 = stablehlo.broadcast_in_dim %c_2, dims = [] : (tensor<i32>) -> tensor<8x64x1xi32>
    %7 = stablehlo.compare GE, %5, %6, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %8 = stablehlo.broadcast_in_dim %c_1, dims = [2] : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %9 = stablehlo.broadcast_in_dim %8, dims = [0, 1, 2] : (tensor<1x1x1xi32>) -> tensor<8x64x1xi32>
    %10 = stablehlo.compare LE, %5, %9, SIGNED : (tensor<8x64x1xi32>, tensor<8x64x1xi32>) -> tensor<8x64x1xi1>
    %11 = stablehlo.and %7, %10 : tensor<8x64x1xi1>
    %c_3 = stablehlo.constant dense<true> : tensor<i1>
    %12 = stablehlo.reduce(%11 init: %c_3) applies stablehlo.and across dimensions = [2] : (tensor<8x64x1xi1>, tensor<i1>) -> tensor<8x64xi1>
    %13 = "stablehlo.gather"(%arg0, %5) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 128>}> : (tensor<512x128xf32>, tensor<8x64x1xi32>) -> tensor<8x64x128xf32>
    %14 = stablehlo.broadcast_in_dim %12, dims = [0, 1] : (tensor<8x64xi1>) -> tensor<8x64x128xi1>
    %cst = stablehlo.constant dense<0x7FC00000> : tensor<f32>
    %15 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x128xf32>
    %16 = stablehlo.select %14, %13, %15 : tensor<8x64x128xi1>, tensor<8x64x128xf32>
    return %16 : tensor<8x64x128xf32>
  }
  func.func private @_where(%arg0: tensor<8x64xi1>, %arg1: tensor<8x64xi32>, %arg2: tensor<8x64xi32>) -> tensor<8x64xi32> {
    %0 = stablehlo.select %arg0, %arg1, %arg2 : tensor<8x64xi1>, tensor<8x64xi32>
    return %0 : tensor<8x64xi32>
  }
  func.func private @_where_9(%arg0: tensor<8x64xi1>, %arg1: tensor<i32>, %arg2: tensor<i32>) -> tensor<8x64xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<i32>) -> tensor<8x64xi32>
    %2 = stablehlo.select %arg0, %0, %1 : tensor<8x64xi1>, tensor<8x64xi32>
    return %2 : tensor<8x64xi32>
  }
  func.func private @closed_call(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>, tensor<8xi32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.compare LT, %arg2, %0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %2 = stablehlo.not %1 : tensor<8xi1>
    %3 = stablehlo.compare NE, %arg2, %arg0, SIGNED : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi1>
    %4 = stablehlo.and %2, %3 : tensor<8xi1>
    %c_0 = stablehlo.constant dense<1> : tensor<i32>
    %5 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %6 = stablehlo.add %arg1, %5 : tensor<8xi32>
    %c_1 = stablehlo.constant dense<0> : tensor<i32>
    %7 = call @_where_20(%4, %c_1, %6) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_2 = stablehlo.constant dense<-1> : tensor<i32>
    %8 = call @_where_20(%1, %c_2, %7) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_3 = stablehlo.constant dense<-2> : tensor<i32>
    %9 = call @_where_20(%1, %c_3, %arg2) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    %c_4 = stablehlo.constant dense<-1> : tensor<i32>
    %10 = call @_where_20(%1, %c_4, %7) : (tensor<8xi1>, tensor<i32>, tensor<8xi32>) -> tensor<8xi32>
    return %9, %10, %8 : tensor<8xi32>, tensor<8xi32>, tensor<8xi32>
  }
  func.func private @_where_20(%arg0: tensor<8xi1>, %arg1: tensor<i32>, %arg2: tensor<8xi32>) -> tensor<8xi32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<i32>) -> tensor<8xi32>
    %1 = stablehlo.select %arg0, %0, %arg2 : tensor<8xi1>, tensor<8xi32>
    return %1 : tensor<8xi32>
  }
  func.func private @get_frequencies() -> tensor<64x32xf32> {
    %cst = stablehlo.constant dense<[0.000000e+00, 2.000000e+00, 4.000000e+00, 6.000000e+00, 8.000000e+00, 1.000000e+01, 1.200000e+01, 1.400000e+01, 1.600000e+01, 1.800000e+01, 2.000000e+01, 2.200000e+01, 2.400000e+01, 2.600000e+01, 2.800000e+01, 3.000000e+01]> : tensor<16xf32>
    %cst_0 = stablehlo.constant dense<3.200000e+01> : tensor<f32>
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %1 = stablehlo.divide %cst, %0 : tensor<16xf32>
    %cst_1 = stablehlo.constant dense<1.000000e+04> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %3 = stablehlo.power %2, %1 : tensor<16xf32>
    %cst_2 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<16xf32>
    %5 = stablehlo.divide %4, %3 : tensor<16xf32>
    %6 = stablehlo.iota dim = 0 : tensor<64xf32>
    %7 = stablehlo.dot_general %6, %5, contracting_dims = [] x [], precision = [DEFAULT, DEFAULT] : (tensor<64xf32>, tensor<16xf32>) -> tensor<64x16xf32>
    %8 = stablehlo.cosine %7 : tensor<64x16xf32>
    %9 = stablehlo.sine %7 : tensor<64x16xf32>
    %10 = stablehlo.concatenate %8, %9, dim = 1 : (tensor<64x16xf32>, tensor<64x16xf32>) -> tensor<64x32xf32>
    return %10 : tensor<64x32xf32>
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
  func.func private @_where_61(%arg0: tensor<1x1x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xbf16>, %arg2: tensor<bf16>) -> tensor<8x4x1x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg0, dims = [0, 1, 2, 3, 4] : (tensor<1x1x1x64x64xi1>) -> tensor<8x4x1x64x64xi1>
    %1 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %2 = stablehlo.select %0, %arg1, %1 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>
    return %2 : tensor<8x4x1x64x64xbf16>
  }
  func.func private @_where_67(%arg0: tensor<8x4x1x64x64xi1>, %arg1: tensor<8x4x1x64x64xbf16>, %arg2: tensor<bf16>) -> tensor<8x4x1x64x64xbf16> {
    %0 = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<bf16>) -> tensor<8x4x1x64x64xbf16>
    %1 = stablehlo.select %arg0, %arg1, %0 : tensor<8x4x1x64x64xi1>, tensor<8x4x1x64x64xbf16>
    return %1 : tensor<8x4x1x64x64xbf16>
  }
  func.func private @silu(%arg0: tensor<8x64x384xf32>) -> tensor<8x64x384xf32> {
    %0 = stablehlo.negate %arg0 : tensor<8x64x384xf32>
    %1 = stablehlo.exponential %0 : tensor<8x64x384xf32>
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %3 = stablehlo.add %2, %1 : tensor<8x64x384xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x64x384xf32>
    %5 = stablehlo.divide %4, %3 : tensor<8x64x384xf32>
    %6 = stablehlo.multiply %arg0, %5 : tensor<8x64x384xf32>
    return %6 : tensor<8x64x384xf32>
  }
}
