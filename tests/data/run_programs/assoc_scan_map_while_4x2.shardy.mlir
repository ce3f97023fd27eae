module @jit_assoc_scan_map_while_4x2 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["data"=4, "model"=2]> {stablehlo.mesh = {axes = [{name = "data", size = 4 : i64}, {name = "model", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<64x256xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg1: tensor<64x256xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {"model"}]>}, %arg2: tensor<i32> {sdy.sharding = #sdy.sharding<@mesh, []>}) -> (tensor<64x256xf32> {jax.result_info = "result[0]"}, tensor<64x256xi32> {jax.result_info = "result[1]"}) {
    %0 = stablehlo.slice %arg0 [0:64, 0:255:2] : (tensor<64x256xf32>) -> tensor<64x128xf32>
    %1 = stablehlo.slice %arg0 [0:64, 1:256:2] : (tensor<64x256xf32>) -> tensor<64x128xf32>
    %2 = stablehlo.add %0, %1 : tensor<64x128xf32>
    %3 = stablehlo.slice %2 [0:64, 0:127:2] : (tensor<64x128xf32>) -> tensor<64x64xf32>
    %4 = stablehlo.slice %2 [0:64, 1:128:2] : (tensor<64x128xf32>) -> tensor<64x64xf32>
    %5 = stablehlo.add %3, %4 : tensor<64x64xf32>
    %6 = stablehlo.slice %5 [0:64, 0:63:2] : (tensor<64x64xf32>) -> tensor<64x32xf32>
    %7 = stablehlo.slice %5 [0:64, 1:64:2] : (tensor<64x64xf32>) -> tensor<64x32xf32>
    %8 = stablehlo.add %6, %7 : tensor<64x32xf32>
    %9 = stablehlo.slice %8 [0:64, 0:31:2] : (tensor<64x32xf32>) -> tensor<64x16xf32>
    %10 = stablehlo.slice %8 [0:64, 1:32:2] : (tensor<64x32xf32>) -> tensor<64x16xf32>
    %11 = stablehlo.add %9, %10 : tensor<64x16xf32>
    %12 = stablehlo.slice %11 [0:64, 0:15:2] : (tensor<64x16xf32>) -> tensor<64x8xf32>
    %13 = stablehlo.slice %11 [0:64, 1:16:2] : (tensor<64x16xf32>) -> tensor<64x8xf32>
    %14 = stablehlo.add %12, %13 : tensor<64x8xf32>
    %15 = stablehlo.slice %14 [0:64, 0:7:2] : (tensor<64x8xf32>) -> tensor<64x4xf32>
    %16 = stablehlo.slice %14 [0:64, 1:8:2] : (tensor<64x8xf32>) -> tensor<64x4xf32>
    %17 = stablehlo.add %15, %16 : tensor<64x4xf32>
    %18 = stablehlo.slice %17 [0:64, 0:3:2] : (tensor<64x4xf32>) -> tensor<64x2xf32>
    %19 = stablehlo.slice %17 [0:64, 1:4:2] : (tensor<64x4xf32>) -> tensor<64x2xf32>
    %20 = stablehlo.add %18, %19 : tensor<64x2xf32>
    %21 = stablehlo.slice %20 [0:64, 0:1:2] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %22 = stablehlo.slice %20 [0:64, 1:2:2] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %23 = stablehlo.add %21, %22 : tensor<64x1xf32>
    %24 = stablehlo.slice %23 [0:64, 0:0] : (tensor<64x1xf32>) -> tensor<64x0xf32>
    %25 = stablehlo.slice %20 [0:64, 2:2:2] : (tensor<64x2xf32>) -> tensor<64x0xf32>
    %26 = stablehlo.add %24, %25 : tensor<64x0xf32>
    %27 = stablehlo.slice %20 [0:64, 0:1] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %28 = stablehlo.concatenate %27, %26, dim = 1 : (tensor<64x1xf32>, tensor<64x0xf32>) -> tensor<64x1xf32>
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %29 = stablehlo.pad %28, %cst, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64x2xf32>
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %30 = stablehlo.pad %23, %cst_0, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x1xf32>, tensor<f32>) -> tensor<64x2xf32>
    %31 = stablehlo.add %29, %30 : tensor<64x2xf32>
    %32 = stablehlo.slice %31 [0:64, 0:1] : (tensor<64x2xf32>) -> tensor<64x1xf32>
    %33 = stablehlo.slice %17 [0:64, 2:4:2] : (tensor<64x4xf32>) -> tensor<64x1xf32>
    %34 = stablehlo.add %32, %33 : tensor<64x1xf32>
    %35 = stablehlo.slice %17 [0:64, 0:1] : (tensor<64x4xf32>) -> tensor<64x1xf32>
    %36 = stablehlo.concatenate %35, %34, dim = 1 : (tensor<64x1xf32>, tensor<64x1xf32>) -> tensor<64x2xf32>
    %cst_1 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %37 = stablehlo.pad %36, %cst_1, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<64x4xf32>
    %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %38 = stablehlo.pad %31, %cst_2, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x2xf32>, tensor<f32>) -> tensor<64x4xf32>
    %39 = stablehlo.add %37, %38 : tensor<64x4xf32>
    %40 = stablehlo.slice %39 [0:64, 0:3] : (tensor<64x4xf32>) -> tensor<64x3xf32>
    %41 = stablehlo.slice %14 [0:64, 2:8:2] : (tensor<64x8xf32>) -> tensor<64x3xf32>
    %42 = stablehlo.add %40, %41 : tensor<64x3xf32>
    %43 = stablehlo.slice %14 [0:64, 0:1] : (tensor<64x8xf32>) -> tensor<64x1xf32>
    %44 = stablehlo.concatenate %43, %42, dim = 1 : (tensor<64x1xf32>, tensor<64x3xf32>) -> tensor<64x4xf32>
    %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %45 = stablehlo.pad %44, %cst_3, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x4xf32>, tensor<f32>) -> tensor<64x8xf32>
    %cst_4 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %46 = stablehlo.pad %39, %cst_4, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x4xf32>, tensor<f32>) -> tensor<64x8xf32>
    %47 = stablehlo.add %45, %46 : tensor<64x8xf32>
    %48 = stablehlo.slice %47 [0:64, 0:7] : (tensor<64x8xf32>) -> tensor<64x7xf32>
    %49 = stablehlo.slice %11 [0:64, 2:16:2] : (tensor<64x16xf32>) -> tensor<64x7xf32>
    %50 = stablehlo.add %48, %49 : tensor<64x7xf32>
    %51 = stablehlo.slice %11 [0:64, 0:1] : (tensor<64x16xf32>) -> tensor<64x1xf32>
    %52 = stablehlo.concatenate %51, %50, dim = 1 : (tensor<64x1xf32>, tensor<64x7xf32>) -> tensor<64x8xf32>
    %cst_5 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %53 = stablehlo.pad %52, %cst_5, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64x16xf32>
    %cst_6 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %54 = stablehlo.pad %47, %cst_6, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x8xf32>, tensor<f32>) -> tensor<64x16xf32>
    %55 = stablehlo.add %53, %54 : tensor<64x16xf32>
    %56 = stablehlo.slice %55 [0:64, 0:15] : (tensor<64x16xf32>) -> tensor<64x15xf32>
    %57 = stablehlo.slice %8 [0:64, 2:32:2] : (tensor<64x32xf32>) -> tensor<64x15xf32>
    %58 = stablehlo.add %56, %57 : tensor<64x15xf32>
    %59 = stablehlo.slice %8 [0:64, 0:1] : (tensor<64x32xf32>) -> tensor<64x1xf32>
    %60 = stablehlo.concatenate %59, %58, dim = 1 : (tensor<64x1xf32>, tensor<64x15xf32>) -> tensor<64x16xf32>
    %cst_7 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %61 = stablehlo.pad %60, %cst_7, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64x32xf32>
    %cst_8 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %62 = stablehlo.pad %55, %cst_8, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x16xf32>, tensor<f32>) -> tensor<64x32xf32>
    %63 = stablehlo.add %61, %62 : tensor<64x32xf32>
    %64 = stablehlo.slice %63 [0:64, 0:31] : (tensor<64x32xf32>) -> tensor<64x31xf32>
    %65 = stablehlo.slice %5 [0:64, 2:64:2] : (tensor<64x64xf32>) -> tensor<64x31xf32>
    %66 = stablehlo.add %64, %65 : tensor<64x31xf32>
    %67 = stablehlo.slice %5 [0:64, 0:1] : (tensor<64x64xf32>) -> tensor<64x1xf32>
    %68 = stablehlo.concatenate %67, %66, dim = 1 : (tensor<64x1xf32>, tensor<64x31xf32>) -> tensor<64x32xf32>
    %cst_9 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %69 = stablehlo.pad %68, %cst_9, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64x64xf32>
    %cst_10 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %70 = stablehlo.pad %63, %cst_10, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x32xf32>, tensor<f32>) -> tensor<64x64xf32>
    %71 = stablehlo.add %69, %70 : tensor<64x64xf32>
    %72 = stablehlo.slice %71 [0:64, 0:63] : (tensor<64x64xf32>) -> tensor<64x63xf32>
    %73 = stablehlo.slice %2 [0:64, 2:128:2] : (tensor<64x128xf32>) -> tensor<64x63xf32>
    %74 = stablehlo.add %72, %73 : tensor<64x63xf32>
    %75 = stablehlo.slice %2 [0:64, 0:1] : (tensor<64x128xf32>) -> tensor<64x1xf32>
    %76 = stablehlo.concatenate %75, %74, dim = 1 : (tensor<64x1xf32>, tensor<64x63xf32>) -> tensor<64x64xf32>
    %cst_11 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %77 = stablehlo.pad %76, %cst_11, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64x128xf32>
    %cst_12 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %78 = stablehlo.pad %71, %cst_12, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x64xf32>, tensor<f32>) -> tensor<64x128xf32>
    %79 = stablehlo.add %77, %78 : tensor<64x128xf32>
    %80 = stablehlo.slice %79 [0:64, 0:127] : (tensor<64x128xf32>) -> tensor<64x127xf32>
    %81 = stablehlo.slice %arg0 [0:64, 2:256:2] : (tensor<64x256xf32>) -> tensor<64x127xf32>
    %82 = stablehlo.add %80, %81 : tensor<64x127xf32>
    %83 = stablehlo.slice %arg0 [0:64, 0:1] : (tensor<64x256xf32>) -> tensor<64x1xf32>
    %84 = stablehlo.concatenate %83, %82, dim = 1 : (tensor<64x1xf32>, tensor<64x127xf32>) -> tensor<64x128xf32>
    %cst_13 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %85 = stablehlo.pad %84, %cst_13, low = [0, 0], high = [0, 1], interior = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64x256xf32>
    %cst_14 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %86 = stablehlo.pad %79, %cst_14, low = [0, 1], high = [0, 0], interior = [0, 1] : (tensor<64x128xf32>, tensor<f32>) -> tensor<64x256xf32>
    %87 = stablehlo.add %85, %86 : tensor<64x256xf32>
    %cst_15 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
    %88 = stablehlo.broadcast_in_dim %cst_15, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %89:3 = stablehlo.while(%iterArg = %arg0, %iterArg_19 = %c, %iterArg_20 = %88) : tensor<64x256xf32>, tensor<i32>, tensor<64x256xf32>
    cond {
      %c_21 = stablehlo.constant dense<64> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg_19, %c_21, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %97 = func.call @dynamic_index_in_dim(%iterArg, %iterArg_19) : (tensor<64x256xf32>, tensor<i32>) -> tensor<256xf32>
      %98 = func.call @closed_call(%97) : (tensor<256xf32>) -> tensor<256xf32>
      %99 = func.call @dynamic_update_index_in_dim(%iterArg_20, %98, %iterArg_19) : (tensor<64x256xf32>, tensor<256xf32>, tensor<i32>) -> tensor<64x256xf32>
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %100 = stablehlo.add %iterArg_19, %c_21 : tensor<i32>
      stablehlo.return %iterArg, %100, %99 : tensor<64x256xf32>, tensor<i32>, tensor<64x256xf32>
    }
    %c_16 = stablehlo.constant dense<0> : tensor<i32>
    %90:2 = stablehlo.while(%iterArg = %c_16, %iterArg_19 = %arg0) : tensor<i32>, tensor<64x256xf32>
    cond {
      %c_20 = stablehlo.constant dense<3> : tensor<i32>
      %97 = stablehlo.compare LT, %iterArg, %c_20, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    } do {
      %c_20 = stablehlo.constant dense<0> : tensor<i32>
      %97:2 = stablehlo.while(%iterArg_22 = %c_20, %iterArg_23 = %iterArg_19) : tensor<i32>, tensor<64x256xf32>
      cond {
        %c_24 = stablehlo.constant dense<4> : tensor<i32>
        %99 = stablehlo.compare LT, %iterArg_22, %c_24, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %99 : tensor<i1>
      } do {
        %99 = func.call @closed_call_0(%iterArg_23) : (tensor<64x256xf32>) -> tensor<64x256xf32>
        %c_24 = stablehlo.constant dense<1> : tensor<i32>
        %100 = stablehlo.add %iterArg_22, %c_24 : tensor<i32>
        stablehlo.return %100, %99 : tensor<i32>, tensor<64x256xf32>
      }
      %c_21 = stablehlo.constant dense<1> : tensor<i32>
      %98 = stablehlo.add %iterArg, %c_21 : tensor<i32>
      stablehlo.return %98, %97#1 : tensor<i32>, tensor<64x256xf32>
    }
    %c_17 = stablehlo.constant dense<0> : tensor<i32>
    %c_18 = stablehlo.constant dense<2> : tensor<i32>
    %91 = stablehlo.clamp %c_17, %arg2, %c_18 : tensor<i32>
    %92 = "stablehlo.case"(%91) ({
      %cst_19 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %97 = stablehlo.broadcast_in_dim %cst_19, dims = [] : (tensor<f32>) -> tensor<64x256xf32>
      %98 = stablehlo.multiply %90#1, %97 : tensor<64x256xf32>
      stablehlo.return %98 : tensor<64x256xf32>
    }, {
      %97 = stablehlo.negate %90#1 : tensor<64x256xf32>
      stablehlo.return %97 : tensor<64x256xf32>
    }, {
      %97 = stablehlo.exponential %90#1 : tensor<64x256xf32>
      stablehlo.return %97 : tensor<64x256xf32>
    }) : (tensor<i32>) -> tensor<64x256xf32>
    %93:2 = "stablehlo.sort"(%arg1, %arg0) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg3: tensor<i32>, %arg4: tensor<i32>, %arg5: tensor<f32>, %arg6: tensor<f32>):
      %97 = stablehlo.compare LT, %arg3, %arg4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %97 : tensor<i1>
    }) : (tensor<64x256xi32>, tensor<64x256xf32>) -> (tensor<64x256xi32>, tensor<64x256xf32>)
    %94 = stablehlo.add %87, %89#2 : tensor<64x256xf32>
    %95 = stablehlo.add %94, %92 : tensor<64x256xf32>
    %96 = stablehlo.add %95, %93#1 : tensor<64x256xf32>
    return %96, %93#0 : tensor<64x256xf32>, tensor<64x256xi32>
  }
  func.func private @dynamic_index_in_dim(%arg0: tensor<64x256xf32>, %arg1: tensor<i32>) -> tensor<256xf32> {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_slice %arg0, %arg1, %c, sizes = [1, 256] : (tensor<64x256xf32>, tensor<i32>, tensor<i32>) -> tensor<1x256xf32>
    %1 = stablehlo.reshape %0 : (tensor<1x256xf32>) -> tensor<256xf32>
    return %1 : tensor<256xf32>
  }
  func.func private @closed_call(%arg0: tensor<256xf32>) -> tensor<256xf32> {
    %0 = call @sort(%arg0) : (tensor<256xf32>) -> tensor<256xf32>
    return %0 : tensor<256xf32>
  }
  func.func private @sort(%arg0: tensor<256xf32>) -> tensor<256xf32> {
    %0 = "stablehlo.sort"(%arg0) <{dimension = 0 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32>, %arg2: tensor<f32>):
      %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %1 = stablehlo.compare EQ, %arg1, %cst, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %2 = stablehlo.select %1, %cst_0, %arg1 : tensor<i1>, tensor<f32>
      %3 = stablehlo.compare NE, %arg1, %arg1, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_1 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %4 = stablehlo.select %3, %cst_1, %2 : tensor<i1>, tensor<f32>
      %cst_2 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %5 = stablehlo.compare EQ, %arg2, %cst_2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_3 = stablehlo.constant dense<0.000000e+00> : tensor<f32>
      %6 = stablehlo.select %5, %cst_3, %arg2 : tensor<i1>, tensor<f32>
      %7 = stablehlo.compare NE, %arg2, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %cst_4 = stablehlo.constant dense<0x7FC00000> : tensor<f32>
      %8 = stablehlo.select %7, %cst_4, %6 : tensor<i1>, tensor<f32>
      %9 = stablehlo.compare LT, %4, %8, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %9 : tensor<i1>
    }) : (tensor<256xf32>) -> tensor<256xf32>
    return %0 : tensor<256xf32>
  }
  func.func private @dynamic_update_index_in_dim(%arg0: tensor<64x256xf32>, %arg1: tensor<256xf32>, %arg2: tensor<i32>) -> tensor<64x256xf32> {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [1] : (tensor<256xf32>) -> tensor<1x256xf32>
    %c = stablehlo.constant dense<0> : tensor<i32>
    %1 = stablehlo.dynamic_update_slice %arg0, %0, %arg2, %c : (tensor<64x256xf32>, tensor<1x256xf32>, tensor<i32>, tensor<i32>) -> tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
  func.func private @closed_call_0(%arg0: tensor<64x256xf32>) -> tensor<64x256xf32> {
    %0 = stablehlo.sine %arg0 : tensor<64x256xf32>
    %1 = stablehlo.add %0, %arg0 : tensor<64x256xf32>
    return %1 : tensor<64x256xf32>
  }
}
