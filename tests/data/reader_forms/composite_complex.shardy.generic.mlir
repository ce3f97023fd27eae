"builtin.module"() <{sym_name = "jit_f"}> ({
  "sdy.mesh"() <{mesh = #sdy.mesh<["data"=2, "model"=4]>, sym_name = "mesh"}> {stablehlo.mesh = {axes = [{name = "data", size = 2 : i64}, {name = "model", size = 4 : i64}]}} : () -> ()
  "func.func"() <{arg_attrs = [{sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}], function_type = (tensor<16x32xf32>) -> tensor<16x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg3: tensor<16x32xf32>):
    %8 = "stablehlo.composite"(%arg3) <{decomposition = @shardproof.scale_shift, name = "shardproof.scale_shift"}> : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %9 = "stablehlo.complex"(%8, %arg3) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xcomplex<f32>>
    %10 = "func.call"(%9) <{callee = @fft}> : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    %11 = "stablehlo.real"(%9) : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %12 = "stablehlo.imag"(%9) : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %13 = "stablehlo.negate"(%12) : (tensor<16x32xf32>) -> tensor<16x32xf32>
    %14 = "stablehlo.complex"(%11, %13) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xcomplex<f32>>
    %15 = "stablehlo.multiply"(%10, %14) : (tensor<16x32xcomplex<f32>>, tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    %16 = "func.call"(%15) <{callee = @fft_0}> : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    %17 = "stablehlo.real"(%16) : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %18 = "stablehlo.imag"(%9) : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xf32>
    %19 = "stablehlo.add"(%17, %18) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%19) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xf32>) -> tensor<16x32xf32>, sym_name = "shardproof.scale_shift", sym_visibility = "private"}> ({
  ^bb0(%arg2: tensor<16x32xf32>):
    %2 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %3 = "stablehlo.broadcast_in_dim"(%2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %4 = "stablehlo.multiply"(%arg2, %3) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %5 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "stablehlo.broadcast_in_dim"(%5) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<16x32xf32>
    %7 = "stablehlo.add"(%4, %6) : (tensor<16x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    "func.return"(%7) : (tensor<16x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>, sym_name = "fft", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<16x32xcomplex<f32>>):
    %1 = "stablehlo.fft"(%arg1) <{fft_length = array<i64: 32>, fft_type = #stablehlo<fft_type FFT>}> : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    "func.return"(%1) : (tensor<16x32xcomplex<f32>>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>, sym_name = "fft_0", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<16x32xcomplex<f32>>):
    %0 = "stablehlo.fft"(%arg0) <{fft_length = array<i64: 32>, fft_type = #stablehlo<fft_type IFFT>}> : (tensor<16x32xcomplex<f32>>) -> tensor<16x32xcomplex<f32>>
    "func.return"(%0) : (tensor<16x32xcomplex<f32>>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
