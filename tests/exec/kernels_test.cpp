// The executor's kernels (partition/ops/kernels/, a column of the op table) on cases worked
// out by hand. Whole programs compare each kernel with itself (the reference runs the same
// kernel on whole arrays), so a kernel that is wrong the same way on both sides would pass
// there: these tests pin what each computes.
#include <gtest/gtest.h>

#include <Eigen/Core>
#include <fmt/format.h>

#include <cmath>
#include <string>
#include <vector>

#include "partition/ir/stablehlo_reader.h"
#include "partition/ops/kernel.h"
#include "partition/ops/op_table.h"

namespace shardproof::partition {
namespace {

// A buffer of `dtype` and `shape` holding `values` (converted to T).
template <class T>
HostBuffer buffer(types::DType dtype, std::vector<int64_t> shape, const std::vector<T>& values) {
  HostBuffer b = HostBuffer::zeros(dtype, std::move(shape));
  std::copy(values.begin(), values.end(), b.as<T>());
  return b;
}

template <class T>
std::vector<T> elements(const HostBuffer& b) {
  return {b.as<T>(), b.as<T>() + b.num_elements()};
}

// Runs, through the op table, the kernel of the first op of `kind` in `module` (StableHLO
// text) on `operands`, with results of the types of `results`; regions through `runner`.
std::vector<HostBuffer> run_kernel(const std::string& module, OpKind kind, std::vector<const HostBuffer*> operands,
                                   std::vector<HostBuffer> results, const RegionRunner& runner = nullptr) {
  const Program p = read_stablehlo(module, {});
  const Op* op = nullptr;
  for (const auto& o : p.main.ops) {
    if (o.kind == kind && !op) op = &o;
  }
  if (!op) throw std::logic_error("no such op in the test's module");
  KernelCall call{p, *op, std::move(operands), results, {}, {}, 0, runner, nullptr};
  op_info(kind).kernel(call);
  return results;
}

// main(ARGS) -> RESULT { BODY; return %0 }
std::string module(const std::string& args, const std::string& result, const std::string& body) {
  return fmt::format("module {{\n  func.func public @main({}) -> {} {{\n{}\n    return %0 : {}\n  }}\n}}\n", args,
                     result, body, result);
}

// Keys {3 1 2 1 0 | 5 4 4 9 1} and values 0..9 sorted along dimension 1 by `comparator_body`.
std::pair<std::vector<int32_t>, std::vector<float>> sorted(const std::string& comparator_body,
                                                            const RegionRunner& runner) {
  const HostBuffer keys = buffer<int32_t>(types::DType::i32, {2, 5}, {3, 1, 2, 1, 0, 5, 4, 4, 9, 1});
  const HostBuffer values = buffer<float>(types::DType::f32, {2, 5}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9});
  const auto out = run_kernel(
      "module {\n  func.func public @main(%arg0: tensor<2x5xi32>, %arg1: tensor<2x5xf32>) -> (tensor<2x5xi32>, "
      "tensor<2x5xf32>) {\n    %0:2 = \"stablehlo.sort\"(%arg0, %arg1) <{dimension = 1 : i64, is_stable = true}> ({\n"
      "    ^bb0(%a: tensor<i32>, %b: tensor<i32>, %c: tensor<f32>, %d: tensor<f32>):\n" +
          comparator_body +
          "    }) : (tensor<2x5xi32>, tensor<2x5xf32>) -> (tensor<2x5xi32>, tensor<2x5xf32>)\n"
          "    return %0#0, %0#1 : tensor<2x5xi32>, tensor<2x5xf32>\n  }\n}\n",
      OpKind::sort, {&keys, &values},
      {HostBuffer::zeros(types::DType::i32, {2, 5}), HostBuffer::zeros(types::DType::f32, {2, 5})}, runner);
  return {elements<int32_t>(out[0]), elements<float>(out[1])};
}

// Keys and values are permuted together by the comparator, stably, along the sorted
// dimension only; a comparator of one compare runs natively, any other through the runner.
TEST(Kernels, SortOrdersEverySliceByItsComparator) {
  const auto [ascending, values] = sorted(
      "      %1 = stablehlo.compare LT, %a, %b, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %1 : tensor<i1>\n",
      nullptr);
  EXPECT_EQ(ascending, (std::vector<int32_t>{0, 1, 1, 2, 3, 1, 4, 4, 5, 9}));
  EXPECT_EQ(values, (std::vector<float>{4, 1, 3, 2, 0, 9, 6, 7, 5, 8}));  // equal keys keep their order
  // Descending through negated keys: two ops, so the kernel calls the region runner with
  // (lhs key, rhs key, lhs value, rhs value); this one stands in for the interpreter.
  int calls = 0;
  const auto [descending, moved] = sorted(
      "      %1 = stablehlo.negate %a : tensor<i32>\n      %2 = stablehlo.negate %b : tensor<i32>\n"
      "      %3 = stablehlo.compare LT, %1, %2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>\n"
      "      stablehlo.return %3 : tensor<i1>\n",
      [&](const Region&, std::vector<HostBuffer> args) {
        ++calls;
        HostBuffer less = HostBuffer::zeros(types::DType::i1, {});
        less.as<bool>()[0] = -args.at(0).as<int32_t>()[0] < -args.at(1).as<int32_t>()[0];
        return std::vector<HostBuffer>{less};
      });
  EXPECT_GT(calls, 0);
  EXPECT_EQ(descending, (std::vector<int32_t>{3, 2, 1, 1, 0, 9, 5, 4, 4, 1}));
  EXPECT_EQ(moved, (std::vector<float>{0, 2, 1, 3, 4, 8, 5, 6, 7, 9}));
}

// A convolution of `lhs` with a kernel of ones (rhs_shape), the three types as the op states them.
std::vector<float> convolved(const std::string& lhs_type, const std::string& rhs_type, const std::string& result_type,
                             const std::string& attributes, const HostBuffer& lhs, std::vector<int64_t> rhs_shape,
                             std::vector<int64_t> result_shape) {
  HostBuffer rhs = HostBuffer::zeros(types::DType::f32, std::move(rhs_shape));
  std::fill(rhs.as<float>(), rhs.as<float>() + rhs.num_elements(), 1.0f);
  const auto out = run_kernel(
      module("%arg0: " + lhs_type + ", %arg1: " + rhs_type, result_type,
             fmt::format("    %0 = stablehlo.convolution(%arg0, %arg1) {} : ({}, {}) -> {}", attributes, lhs_type,
                         rhs_type, result_type)),
      OpKind::convolution, {&lhs, &rhs}, {HostBuffer::zeros(types::DType::f32, std::move(result_shape))});
  return elements<float>(out[0]);
}

// A 3x3 window of ones over a 4x4 image of ones counts the window positions inside the image
// (padding 1: 4 at the corners, 6 on the edges, 9 inside; stride 2 keeps every other one),
// and feature groups add only their own group's input features.
TEST(Kernels, ConvolutionSumsItsWindowWithPaddingStridesAndGroups) {
  const HostBuffer image = buffer<float>(types::DType::f32, {1, 4, 4, 1}, std::vector<float>(16, 1.0f));
  auto window = [](int stride) {
    return fmt::format("dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {{stride = [{0}, {0}], pad = "
                       "[[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}} {{batch_group_count = 1 : i64, "
                       "feature_group_count = 1 : i64}}",
                       stride);
  };
  EXPECT_EQ(convolved("tensor<1x4x4x1xf32>", "tensor<3x3x1x1xf32>", "tensor<1x4x4x1xf32>", window(1), image,
                      {3, 3, 1, 1}, {1, 4, 4, 1}),
            (std::vector<float>{4, 6, 6, 4, 6, 9, 9, 6, 6, 9, 9, 6, 4, 6, 6, 4}));
  EXPECT_EQ(convolved("tensor<1x4x4x1xf32>", "tensor<3x3x1x1xf32>", "tensor<1x2x2x1xf32>", window(2), image,
                      {3, 3, 1, 1}, {1, 2, 2, 1}),
            (std::vector<float>{4, 6, 6, 9}));
  // Two groups over features (1, 2 | 3, 4), one output feature each: 1 + 2 and 3 + 4.
  EXPECT_EQ(convolved("tensor<1x1x4xf32>", "tensor<1x2x2xf32>", "tensor<1x1x2xf32>",
                      "dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {stride = [1], pad = [[0, 0]], "
                      "lhs_dilate = [1], rhs_dilate = [1]} {batch_group_count = 1 : i64, feature_group_count = 2 : i64}",
                      buffer<float>(types::DType::f32, {1, 1, 4}, {1, 2, 3, 4}), {1, 2, 2}, {1, 1, 2}),
            (std::vector<float>{3, 7}));
}

// The max-pool gradient (select_and_scatter with JAX's GE select and add scatter) of
// x = {1, 3, 3, 5} with windows of `window` every `stride`.
std::vector<float> max_pool_gradient(int64_t window, int64_t stride, const std::vector<float>& source_values) {
  const auto n = static_cast<int64_t>(source_values.size());
  const std::string source_type = fmt::format("tensor<1x{}xf32>", n);
  const std::string body = fmt::format(
      "    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
      "    %0 = \"stablehlo.select_and_scatter\"(%arg0, %arg1, %cst) <{{padding = dense<0> : tensor<2x2xi64>, "
      "window_dimensions = array<i64: 1, {0}>, window_strides = array<i64: 1, {1}>}}> ({{\n"
      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n"
      "      %1 = stablehlo.compare GE, %a, %b, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1>\n"
      "      stablehlo.return %1 : tensor<i1>\n    }}, {{\n"
      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %1 = stablehlo.add %a, %b : tensor<f32>\n"
      "      stablehlo.return %1 : tensor<f32>\n    }}) : (tensor<1x4xf32>, {2}, tensor<f32>) -> tensor<1x4xf32>",
      window, stride, source_type);
  const HostBuffer x = buffer<float>(types::DType::f32, {1, 4}, {1, 3, 3, 5});
  const HostBuffer g = buffer<float>(types::DType::f32, {1, n}, source_values);
  const HostBuffer zero = HostBuffer::zeros(types::DType::f32, {});
  const auto out = run_kernel(module("%arg0: tensor<1x4xf32>, %arg1: " + source_type, "tensor<1x4xf32>", body),
                              OpKind::select_and_scatter, {&x, &g, &zero}, {HostBuffer::zeros(types::DType::f32, {1, 4})});
  return elements<float>(out[0]);
}

// Each window's source value lands on the window's first maximum; overlapping windows that
// pick the same element add there.
TEST(Kernels, SelectAndScatterAddsEachWindowsSourceAtItsFirstMaximum) {
  // Windows {1, 3} and {3, 5}: their maxima are elements 1 and 3.
  EXPECT_EQ(max_pool_gradient(2, 2, {10, 20}), (std::vector<float>{0, 10, 0, 20}));
  // Windows {1, 3}, {3, 3} (a tie: the first kept), {3, 5}: elements 1, 1 and 3.
  EXPECT_EQ(max_pool_gradient(2, 1, {1, 2, 4}), (std::vector<float>{0, 3, 0, 4}));
}

// chlo.erf_inv (jax.random.normal's transform) inverts std::erf.
TEST(Kernels, ErfInvInvertsErf) {
  const std::vector<float> xs = {-0.9f, -0.5f, 0.0f, 0.5f, 0.99f};
  const HostBuffer x = buffer<float>(types::DType::f32, {5}, xs);
  const auto out = elements<float>(run_kernel(module("%arg0: tensor<5xf32>", "tensor<5xf32>",
                                                     "    %0 = chlo.erf_inv %arg0 : tensor<5xf32> -> tensor<5xf32>"),
                                              OpKind::erf_inv, {&x}, {HostBuffer::zeros(types::DType::f32, {5})})[0]);
  for (size_t i = 0; i < xs.size(); ++i) EXPECT_NEAR(std::erf(out[i]), xs[i], 1e-6) << xs[i];
  EXPECT_NEAR(out[3], 0.4769363f, 1e-6);  // erf^-1(0.5)
}

// reduce_precision to bf16's and f16's formats rounds as a conversion to those types does
// (to nearest even; 70000 overflows f16 to infinity), in JAX's pretty form and the generic.
TEST(Kernels, ReducePrecisionRoundsAsTheNarrowTypeDoes) {
  const std::vector<float> xs = {1.0f, 3.14159265f, -2.71828182f, 1.00390625f, 1.01171875f, 65519.0f, 70000.0f, 1e-3f};
  const HostBuffer x = buffer<float>(types::DType::f32, {8}, xs);
  auto reduced = [&](const std::string& op_text) {
    return elements<float>(run_kernel(module("%arg0: tensor<8xf32>", "tensor<8xf32>", "    %0 = " + op_text),
                                      OpKind::reduce_precision, {&x}, {HostBuffer::zeros(types::DType::f32, {8})})[0]);
  };
  const auto as_bf16 = reduced("stablehlo.reduce_precision %arg0, format = e8m7 : tensor<8xf32>");
  const auto as_f16 = reduced(
      "\"stablehlo.reduce_precision\"(%arg0) <{exponent_bits = 5 : i32, mantissa_bits = 10 : i32}> : "
      "(tensor<8xf32>) -> tensor<8xf32>");
  for (size_t i = 0; i < xs.size(); ++i) {
    EXPECT_EQ(as_bf16[i], static_cast<float>(Eigen::bfloat16(xs[i]))) << xs[i];
    EXPECT_EQ(as_f16[i], static_cast<float>(Eigen::half(xs[i]))) << xs[i];
  }
  EXPECT_TRUE(std::isinf(as_f16[6]));
}

}  // namespace
}  // namespace shardproof::partition
