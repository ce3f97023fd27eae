module @m {
  func.func public @main(%arg0: tensor<8xf32>) -> tensor<8xf32> attributes {a = "x\