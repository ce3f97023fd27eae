// The executor's kernels (partition/ops/kernels/, a column of the op table) on cases worked
// out by hand. Whole programs compare each kernel with itself (the reference runs the same
// kernel on whole arrays), so a kernel that is wrong the same way on both sides would pass
// there: these tests pin what each computes.
#include <gtest/gtest.h>

#include <Eigen/Core>
#include <fmt/format.h>
#include <fmt/ranges.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <complex>
#include <cstring>
#include <fstream>
#include <random>
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

// dot_general of `lhs` and `rhs` with `dims` (its batching/contracting attributes), the
// three types as the op states them.
template <class R>
std::vector<R> dotted(const std::string& dims, const std::string& lhs_type, const std::string& rhs_type,
                      const std::string& result_type, const HostBuffer& lhs, const HostBuffer& rhs,
                      types::DType result_dtype, std::vector<int64_t> result_shape) {
  const auto out = run_kernel(
      module("%arg0: " + lhs_type + ", %arg1: " + rhs_type, result_type,
             fmt::format("    %0 = stablehlo.dot_general %arg0, %arg1, {} : ({}, {}) -> {}", dims, lhs_type, rhs_type,
                         result_type)),
      OpKind::dot_general, {&lhs, &rhs}, {HostBuffer::zeros(result_dtype, std::move(result_shape))});
  return elements<R>(out[0]);
}

// A = [[1 2 3] [4 5 6]] times B = [[1 0] [0 1] [1 1]] is [[4 5] [10 11]] whichever way each
// operand is laid out: the kernel reads an f32 operand in place when its contracted group
// comes last (lhs) or first (rhs), and also in the other orientation (A stored as A^T,
// contracting dim 0; B as B^T, contracting dim 1); any other layout (a batch dimension not
// leading) is permuted, other dtypes converted and the result rounded back (i32).
TEST(Kernels, DotGeneralInEveryOperandLayout) {
  using types::DType;
  const HostBuffer a = buffer<float>(DType::f32, {2, 3}, {1, 2, 3, 4, 5, 6});
  const HostBuffer at = buffer<float>(DType::f32, {3, 2}, {1, 4, 2, 5, 3, 6});
  const HostBuffer b = buffer<float>(DType::f32, {3, 2}, {1, 0, 0, 1, 1, 1});
  const HostBuffer bt = buffer<float>(DType::f32, {2, 3}, {1, 0, 1, 0, 1, 1});
  const std::vector<float> ab = {4, 5, 10, 11};
  const std::string m23 = "tensor<2x3xf32>", m32 = "tensor<3x2xf32>", m22 = "tensor<2x2xf32>";
  EXPECT_EQ(dotted<float>("contracting_dims = [1] x [0]", m23, m32, m22, a, b, DType::f32, {2, 2}), ab);
  EXPECT_EQ(dotted<float>("contracting_dims = [0] x [0]", m32, m32, m22, at, b, DType::f32, {2, 2}), ab);
  EXPECT_EQ(dotted<float>("contracting_dims = [1] x [1]", m23, m23, m22, a, bt, DType::f32, {2, 2}), ab);
  EXPECT_EQ(dotted<float>("contracting_dims = [0] x [1]", m32, m23, m22, at, bt, DType::f32, {2, 2}), ab);
  // lhs laid out [m, batch, k] (batch 1 is 2A), rhs [batch, k, n] (B in both): result [batch, m, n].
  const HostBuffer a_mbk = buffer<float>(DType::f32, {2, 2, 3}, {1, 2, 3, 2, 4, 6, 4, 5, 6, 8, 10, 12});
  const HostBuffer b_bkn = buffer<float>(DType::f32, {2, 3, 2}, {1, 0, 0, 1, 1, 1, 1, 0, 0, 1, 1, 1});
  EXPECT_EQ(dotted<float>("batching_dims = [1] x [0], contracting_dims = [2] x [1]", "tensor<2x2x3xf32>",
                          "tensor<2x3x2xf32>", "tensor<2x2x2xf32>", a_mbk, b_bkn, DType::f32, {2, 2, 2}),
            (std::vector<float>{4, 5, 10, 11, 8, 10, 20, 22}));
  const HostBuffer ai = buffer<int32_t>(DType::i32, {2, 3}, {1, 2, 3, 4, 5, 6});
  const HostBuffer bi = buffer<int32_t>(DType::i32, {3, 2}, {1, 0, 0, 1, 1, 1});
  EXPECT_EQ(dotted<int32_t>("contracting_dims = [1] x [0]", "tensor<2x3xi32>", "tensor<3x2xi32>", "tensor<2x2xi32>", ai,
                            bi, DType::i32, {2, 2}),
            (std::vector<int32_t>{4, 5, 10, 11}));
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

// A convolution is run as patch matrices times the kernel (im2col): checked against the
// direct sum over each result's window, written out here, on cases with strides, padding,
// both dilations, feature groups and batch groups, and a layout that puts features first.
TEST(Kernels, ConvolutionMatchesTheDirectSumOverEveryWindow) {
  struct Case {
    std::string dims;                 // dim_numbers, 1-D spatial: lhs [b, 0, f] etc.
    std::vector<int64_t> lhs, rhs;    // shapes in that layout
    int64_t stride, pad_lo, pad_hi, lhs_dilate, rhs_dilate, groups, batch_groups;
  };
  const std::vector<Case> cases = {
      {"[b, 0, f]x[0, i, o]->[b, 0, f]", {2, 9, 3}, {3, 3, 4}, 2, 1, 2, 1, 1, 1, 1},
      {"[b, 0, f]x[0, i, o]->[b, 0, f]", {2, 7, 4}, {2, 2, 6}, 1, 0, 1, 2, 2, 2, 1},
      {"[f, 0, b]x[o, 0, i]->[f, 0, b]", {4, 8, 3}, {4, 3, 4}, 1, 1, 1, 1, 1, 1, 1},
      {"[b, 0, f]x[0, i, o]->[b, 0, f]", {4, 6, 3}, {3, 3, 4}, 1, 1, 1, 1, 1, 1, 2},
  };
  std::mt19937 rng(11);
  std::uniform_real_distribution<float> u(-1, 1);
  for (const Case& c : cases) {
    // Where each role sits in each layout.
    const bool features_first = c.dims[1] == 'f';
    const int lb = features_first ? 2 : 0, lf = features_first ? 0 : 2, ls = 1;
    const int ko = features_first ? 0 : 2, ki = features_first ? 2 : 1, ks = features_first ? 1 : 0;
    const int64_t batch = c.lhs[lb], width = c.lhs[ls], in_f = c.lhs[lf], k = c.rhs[ks], kin = c.rhs[ki], out_f = c.rhs[ko];
    const int64_t dilated = (width - 1) * c.lhs_dilate + 1 + c.pad_lo + c.pad_hi;
    const int64_t out_w = (dilated - ((k - 1) * c.rhs_dilate + 1)) / c.stride + 1, out_b = batch / c.batch_groups;
    std::vector<int64_t> out_shape(3);
    out_shape[lb] = out_b, out_shape[ls] = out_w, out_shape[lf] = out_f;
    auto type = [](const std::vector<int64_t>& s) { return fmt::format("tensor<{}xf32>", fmt::join(s, "x")); };
    std::vector<float> xs(static_cast<size_t>(batch * width * in_f)), ws(static_cast<size_t>(k * kin * out_f));
    for (float& x : xs) x = u(rng);
    for (float& w : ws) w = u(rng);
    const HostBuffer lhs = buffer<float>(types::DType::f32, c.lhs, xs), rhs = buffer<float>(types::DType::f32, c.rhs, ws);
    const std::string text = module(
        fmt::format("%arg0: {}, %arg1: {}", type(c.lhs), type(c.rhs)), type(out_shape),
        fmt::format("    %0 = stablehlo.convolution(%arg0, %arg1) dim_numbers = {}, window = {{stride = [{}], pad = [[{}, {}]], "
                    "lhs_dilate = [{}], rhs_dilate = [{}]}} {{batch_group_count = {} : i64, feature_group_count = {} : i64}} "
                    ": ({}, {}) -> {}",
                    c.dims, c.stride, c.pad_lo, c.pad_hi, c.lhs_dilate, c.rhs_dilate, c.batch_groups, c.groups,
                    type(c.lhs), type(c.rhs), type(out_shape)));
    const auto got = elements<float>(
        run_kernel(text, OpKind::convolution, {&lhs, &rhs}, {HostBuffer::zeros(types::DType::f32, out_shape)})[0]);
    auto at3 = [](const std::vector<int64_t>& shape, int i0, int64_t v0, int i1, int64_t v1, int i2, int64_t v2) {
      std::vector<int64_t> idx(3);
      idx[static_cast<size_t>(i0)] = v0, idx[static_cast<size_t>(i1)] = v1, idx[static_cast<size_t>(i2)] = v2;
      return (idx[0] * shape[1] + idx[1]) * shape[2] + idx[2];
    };
    const int64_t per_group = out_f / c.groups, per_batch_group = out_f / c.batch_groups;
    for (int64_t b = 0; b < out_b; ++b)
      for (int64_t o = 0; o < out_w; ++o)
        for (int64_t f = 0; f < out_f; ++f) {
          double want = 0;
          const int64_t ib = (f / per_batch_group) * out_b + b, first_in = (f / per_group) * kin;
          for (int64_t q = 0; q < k; ++q) {
            const int64_t p = o * c.stride + q * c.rhs_dilate - c.pad_lo;
            if (p < 0 || p % c.lhs_dilate != 0 || p / c.lhs_dilate >= width) continue;
            for (int64_t i = 0; i < kin; ++i)
              want += static_cast<double>(xs[static_cast<size_t>(at3(c.lhs, lb, ib, ls, p / c.lhs_dilate, lf, first_in + i))]) *
                      ws[static_cast<size_t>(at3(c.rhs, ks, q, ki, i, ko, f))];
          }
          const float g = got[static_cast<size_t>(at3(out_shape, lb, b, ls, o, lf, f))];
          EXPECT_NEAR(g, want, 1e-5) << c.dims << " groups " << c.groups << "/" << c.batch_groups << " at " << b << "," << o << "," << f;
        }
  }
}

// jnp.cumsum (and cumprod, cummax) lower to a reduce_window of the whole length padded low
// by length - 1, its reverse padded high: each result folds a prefix (suffix). The kernel
// runs them as one running fold, the prefix in the order of the plain loop (same bits); a
// window at every position over 6 million elements (jax-md's neighbour list) never ended.
TEST(Kernels, ReduceWindowScansAreRunningFolds) {
  // Small cases against the plain definition: rows x n, prefix and suffix, sum and max.
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> u(-100, 100);
  for (const bool reverse : {false, true})
    for (const std::string reducer : {"add", "maximum"}) {
      const int64_t rows = 3, n = 7;
      std::vector<float> xs(static_cast<size_t>(rows * n));
      for (float& x : xs) x = u(rng);
      const std::string t = fmt::format("tensor<{}x{}xf32>", rows, n);
      const std::string text = module(
          fmt::format("%arg0: {}, %arg1: tensor<f32>", t), t,
          fmt::format("    %0 = \"stablehlo.reduce_window\"(%arg0, %arg1) <{{padding = dense<[[0, 0], [{}, {}]]> : "
                      "tensor<2x2xi64>, window_dimensions = array<i64: 1, {}>, window_strides = array<i64: 1, 1>}}> ({{\n"
                      "    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n      %s = stablehlo.{} %a, %b : tensor<f32>\n"
                      "      stablehlo.return %s : tensor<f32>\n    }}) : ({}, tensor<f32>) -> {}",
                      reverse ? 0 : n - 1, reverse ? n - 1 : 0, n, reducer, t, t));
      const float start = reducer == "add" ? 0.0f : -INFINITY;
      const HostBuffer x = buffer<float>(types::DType::f32, {rows, n}, xs), init = buffer<float>(types::DType::f32, {}, {start});
      const auto got = elements<float>(
          run_kernel(text, OpKind::reduce_window, {&x, &init}, {HostBuffer::zeros(types::DType::f32, {rows, n})})[0]);
      for (int64_t r = 0; r < rows; ++r)
        for (int64_t i = 0; i < n; ++i) {
          double want = start;
          for (int64_t j = reverse ? i : 0; j <= (reverse ? n - 1 : i); ++j) {
            const double v = xs[static_cast<size_t>(r * n + j)];
            want = reducer == "add" ? want + v : std::max(want, v);
          }
          EXPECT_FLOAT_EQ(got[static_cast<size_t>(r * n + i)], static_cast<float>(want))
              << reducer << (reverse ? " suffix" : " prefix") << " at " << r << "," << i;
        }
    }
  // A cumsum of two million i32 ones: i + 1 at i (the plain window loop is 2e12 steps).
  const int64_t n = 2'000'000;
  const std::string t = fmt::format("tensor<{}xi32>", n);
  const std::string text = module(
      fmt::format("%arg0: {}, %arg1: tensor<i32>", t), t,
      fmt::format("    %0 = \"stablehlo.reduce_window\"(%arg0, %arg1) <{{padding = dense<[[{}, 0]]> : tensor<1x2xi64>, "
                  "window_dimensions = array<i64: {}>, window_strides = array<i64: 1>}}> ({{\n"
                  "    ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n      %s = stablehlo.add %a, %b : tensor<i32>\n"
                  "      stablehlo.return %s : tensor<i32>\n    }}) : ({}, tensor<i32>) -> {}",
                  n - 1, n, t, t));
  const HostBuffer ones = buffer<int32_t>(types::DType::i32, {n}, std::vector<int32_t>(static_cast<size_t>(n), 1));
  const HostBuffer zero = buffer<int32_t>(types::DType::i32, {}, {0});
  const auto sums = elements<int32_t>(
      run_kernel(text, OpKind::reduce_window, {&ones, &zero}, {HostBuffer::zeros(types::DType::i32, {n})})[0]);
  for (int64_t i = 0; i < n; i += 99'991) EXPECT_EQ(sums[static_cast<size_t>(i)], i + 1);
  EXPECT_EQ(sums.back(), n);
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
// f32 exp runs through Eigen's vectorized exp, which is within 1 ulp of libm's expf where the
// result is a normal float; below that (x < -87.34: subnormal, and 0 below -103.97) it must
// still give libm's values, exp(-inf) = 0 included (a masked softmax). 16 elements, so that
// the vectorized path (not a scalar tail) computes every one.
TEST(Kernels, ExpOfF32UnderflowsToZeroAsLibmDoes) {
  const std::vector<float> xs = {-INFINITY, -3.4e38f, -1e9f, -200, -104, -103.5f, -100, -95,
                                 -90, -88.5f, -87.5f, -87, -10, 0, 1, 88.5f};
  const HostBuffer x = buffer<float>(types::DType::f32, {16}, xs);
  const auto out = elements<float>(run_kernel(module("%arg0: tensor<16xf32>", "tensor<16xf32>",
                                                     "    %0 = stablehlo.exponential %arg0 : tensor<16xf32>"),
                                              OpKind::exponential, {&x}, {HostBuffer::zeros(types::DType::f32, {16})})[0]);
  for (size_t i = 0; i < xs.size(); ++i) {
    if (xs[i] < -87) EXPECT_EQ(out[i], std::exp(xs[i])) << xs[i];
    else EXPECT_FLOAT_EQ(out[i], std::exp(xs[i])) << xs[i];
  }
  EXPECT_EQ(out[0], 0.0f);
}

// A named reduce folds each result's elements in row-major order into a double, rounding
// once: the kernel folds eight rows at a time where their results differ, which must give the
// bits of one element after another (a sum's order is its rounding). Checked against that
// plain loop on shapes whose groups of eight rows have distinct results, repeat one (a
// reduced outer dimension) or leave a remainder, for add and for max (NaN and signed zeros).
TEST(Kernels, ReduceFoldsEveryResultInIndexOrder) {
  struct Case {
    std::vector<int64_t> shape, dims;
    std::string reducer;
  };
  const std::vector<Case> cases = {{{3, 17, 9}, {2}, "add"}, {{16, 5}, {1}, "add"}, {{4, 3, 5}, {0, 2}, "add"},
                                   {{2, 9, 33}, {0, 2}, "add"}, {{3, 17, 9}, {2}, "maximum"}, {{4, 3, 5}, {0, 2}, "maximum"},
                                   {{5, 4, 7}, {1}, "add"}};
  std::mt19937 rng(7);
  std::uniform_real_distribution<float> u(-1, 1);
  for (const Case& c : cases) {
    std::vector<int64_t> kept;
    for (size_t d = 0; d < c.shape.size(); ++d)
      if (std::find(c.dims.begin(), c.dims.end(), static_cast<int64_t>(d)) == c.dims.end()) kept.push_back(c.shape[d]);
    auto type = [](const std::vector<int64_t>& s) { return fmt::format("tensor<{}xf32>", fmt::join(s, "x")); };
    const std::string text = module(fmt::format("%arg0: {}", type(c.shape)), type(kept),
        fmt::format("    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
                    "    %0 = stablehlo.reduce(%arg0 init: %cst) applies stablehlo.{} across dimensions = [{}] : ({}, tensor<f32>) -> {}",
                    c.reducer, fmt::join(c.dims, ", "), type(c.shape), type(kept)));
    int64_t n = 1, outs = 1;
    for (int64_t d : c.shape) n *= d;
    for (int64_t d : kept) outs *= d;
    std::vector<float> xs(static_cast<size_t>(n));
    for (float& x : xs) x = u(rng) * 1000;
    if (c.reducer == "maximum") {
      xs[3] = NAN;
      xs[static_cast<size_t>(n - 1)] = -0.0f;
      xs[static_cast<size_t>(n - 2)] = 0.0f;
    }
    const HostBuffer x = buffer<float>(types::DType::f32, c.shape, xs);
    const HostBuffer init = buffer<float>(types::DType::f32, {}, {0.0f});
    const auto got = elements<float>(
        run_kernel(text, OpKind::reduce, {&x, &init}, {HostBuffer::zeros(types::DType::f32, kept)})[0]);
    // the plain loop: every operand element in row-major order into its result's double
    std::vector<double> acc(static_cast<size_t>(outs), 0.0);
    std::vector<int64_t> idx(c.shape.size(), 0);
    for (int64_t i = 0; i < n; ++i) {
      int64_t o = 0;
      for (size_t d = 0; d < c.shape.size(); ++d)
        if (std::find(c.dims.begin(), c.dims.end(), static_cast<int64_t>(d)) == c.dims.end()) o = o * c.shape[d] + idx[d];
      double& a = acc[static_cast<size_t>(o)];
      const double v = xs[static_cast<size_t>(i)];
      if (c.reducer == "add") a += v;
      else a = (std::isnan(a) || std::isnan(v)) ? a + v : std::max(a, v);
      for (int d = static_cast<int>(c.shape.size()) - 1; d >= 0 && ++idx[static_cast<size_t>(d)] == c.shape[static_cast<size_t>(d)]; --d)
        idx[static_cast<size_t>(d)] = 0;
    }
    for (int64_t o = 0; o < outs; ++o) {
      const float want = static_cast<float>(acc[static_cast<size_t>(o)]);
      EXPECT_EQ(std::memcmp(&want, &got[static_cast<size_t>(o)], sizeof want), 0)
          << c.reducer << " over " << fmt::format("{}", fmt::join(c.dims, ",")) << " of " << type(c.shape) << ", result " << o
          << ": " << want << " expected, " << got[static_cast<size_t>(o)] << " got";
    }
  }
}

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


// ---- fft, real, imag, complex arithmetic --------------------------------------------------

using c64 = std::complex<float>;
using c128 = std::complex<double>;

// `stablehlo.fft` of `type` and `lengths` on `x`, as the op table's kernel runs it.
template <class In, class Out>
std::vector<Out> fft_of(const std::string& type, const std::string& lengths, const std::string& in_type,
                        const std::string& out_type, types::DType in_dtype, types::DType out_dtype,
                        std::vector<int64_t> in_shape, std::vector<int64_t> out_shape, const std::vector<In>& x) {
  const HostBuffer in = buffer<In>(in_dtype, std::move(in_shape), x);
  const auto out = run_kernel(module("%arg0: " + in_type, out_type,
                                     "    %0 = stablehlo.fft %arg0, type = " + type + ", length = " + lengths + " : (" +
                                         in_type + ") -> " + out_type),
                              OpKind::fft, {&in}, {HostBuffer::zeros(out_dtype, std::move(out_shape))});
  return elements<Out>(out[0]);
}

template <class C>
void expect_near(const std::vector<C>& got, const std::vector<C>& want, double tolerance) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) EXPECT_LE(std::abs(got[i] - want[i]), tolerance) << "element " << i;
}

// The DFT of [1 2 3 4] worked by hand: X_k = sum_t x_t e^{-2 pi i k t / 4}.
TEST(Kernels, FftOfAllFourTypesOnAWorkedExample) {
  const std::vector<c64> x = {1, 2, 3, 4};
  const std::vector<c64> spectrum = {{10, 0}, {-2, 2}, {-2, 0}, {-2, -2}};
  expect_near(fft_of<c64, c64>("FFT", "[4]", "tensor<4xcomplex<f32>>", "tensor<4xcomplex<f32>>", types::DType::c64,
                               types::DType::c64, {4}, {4}, x),
              spectrum, 1e-5);
  expect_near(fft_of<c64, c64>("IFFT", "[4]", "tensor<4xcomplex<f32>>", "tensor<4xcomplex<f32>>", types::DType::c64,
                               types::DType::c64, {4}, {4}, spectrum),
              x, 1e-5);  // scaled by 1/n
  expect_near(fft_of<float, c64>("RFFT", "[4]", "tensor<4xf32>", "tensor<3xcomplex<f32>>", types::DType::f32,
                                 types::DType::c64, {4}, {3}, {1, 2, 3, 4}),
              {spectrum[0], spectrum[1], spectrum[2]}, 1e-5);
  expect_near(fft_of<c64, float>("IRFFT", "[4]", "tensor<3xcomplex<f32>>", "tensor<4xf32>", types::DType::c64,
                                 types::DType::f32, {3}, {4}, {spectrum[0], spectrum[1], spectrum[2]}),
              std::vector<float>{1, 2, 3, 4}, 1e-5);
  // IRFFT drops the imaginary parts a real signal's DC and Nyquist terms cannot have.
  expect_near(fft_of<c64, float>("IRFFT", "[4]", "tensor<3xcomplex<f32>>", "tensor<4xf32>", types::DType::c64,
                                 types::DType::f32, {3}, {4}, {{10, 7}, spectrum[1], {-2, 5}}),
              std::vector<float>{1, 2, 3, 4}, 1e-5);
}

// Over two trailing dimensions, batched: [[1 2] [3 4]] transforms to [[10 -2] [-4 0]] (sums
// and differences of rows and columns); the batch row of zeros stays zeros. Odd lengths
// (5, RFFT then IRFFT) round-trip; complex128 computes in double.
TEST(Kernels, FftOverTrailingDimensionsKeepsBatchRowsApart) {
  const std::vector<c128> x = {1, 2, 3, 4, 0, 0, 0, 0};
  expect_near(fft_of<c128, c128>("FFT", "[2, 2]", "tensor<2x2x2xcomplex<f64>>", "tensor<2x2x2xcomplex<f64>>",
                                 types::DType::c128, types::DType::c128, {2, 2, 2}, {2, 2, 2}, x),
              std::vector<c128>{10, -2, -4, 0, 0, 0, 0, 0}, 1e-12);
  const std::vector<float> signal = {0.5f, -1.25f, 3.0f, 2.0f, -0.75f, 1.0f, 0.0f, 4.0f, -2.0f, 0.25f};
  const auto half = fft_of<float, c64>("RFFT", "[5]", "tensor<2x5xf32>", "tensor<2x3xcomplex<f32>>", types::DType::f32,
                                       types::DType::c64, {2, 5}, {2, 3}, signal);
  EXPECT_NEAR(half[0].real(), 0.5 - 1.25 + 3 + 2 - 0.75, 1e-5);  // the DC term: the row's sum
  EXPECT_NEAR(half[3].real(), 1 + 0 + 4 - 2 + 0.25, 1e-5);
  expect_near(fft_of<c64, float>("IRFFT", "[5]", "tensor<2x3xcomplex<f32>>", "tensor<2x5xf32>", types::DType::c64,
                                 types::DType::f32, {2, 3}, {2, 5}, half),
              signal, 1e-5);
}

TEST(Kernels, RealImagAndComplexArithmetic) {
  const HostBuffer z = buffer<c64>(types::DType::c64, {3}, {{1, 2}, {-3, 0.5f}, {0, -1}});
  const HostBuffer w = buffer<c64>(types::DType::c64, {3}, {{2, -1}, {1, 1}, {0, 1}});
  const std::string args = "%arg0: tensor<3xcomplex<f32>>, %arg1: tensor<3xcomplex<f32>>";
  auto part = [&](const std::string& op, OpKind kind) {
    return elements<float>(run_kernel(module(args, "tensor<3xf32>", "    %0 = stablehlo." + op +
                                                                         " %arg0 : (tensor<3xcomplex<f32>>) -> tensor<3xf32>"),
                                      kind, {&z}, {HostBuffer::zeros(types::DType::f32, {3})})[0]);
  };
  EXPECT_EQ(part("real", OpKind::real), (std::vector<float>{1, -3, 0}));
  EXPECT_EQ(part("imag", OpKind::imag), (std::vector<float>{2, 0.5f, -1}));
  EXPECT_EQ(part("abs", OpKind::abs)[0], std::sqrt(5.0f));
  const auto product = elements<c64>(run_kernel(
      module(args, "tensor<3xcomplex<f32>>", "    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3xcomplex<f32>>"),
      OpKind::multiply, {&z, &w}, {HostBuffer::zeros(types::DType::c64, {3})})[0]);
  EXPECT_EQ(product, (std::vector<c64>{{4, 3}, {-3.5f, -2.5f}, {1, 0}}));  // (a+bi)(c+di) = (ac-bd) + (ad+bc)i
  const HostBuffer r = buffer<float>(types::DType::f32, {3}, {1.5f, -2, 0});
  const auto widened = elements<c128>(run_kernel(
      module("%arg0: tensor<3xf32>", "tensor<3xcomplex<f64>>",
             "    %0 = stablehlo.convert %arg0 : (tensor<3xf32>) -> tensor<3xcomplex<f64>>"),
      OpKind::convert, {&r}, {HostBuffer::zeros(types::DType::c128, {3})})[0]);
  EXPECT_EQ(widened, (std::vector<c128>{1.5, -2, 0}));
  // complex(re, im) builds the elements real and imag take apart.
  const HostBuffer im = buffer<float>(types::DType::f32, {3}, {2, 0.5f, -1});
  const auto built = elements<c64>(run_kernel(
      module("%arg0: tensor<3xf32>, %arg1: tensor<3xf32>", "tensor<3xcomplex<f32>>",
             "    %0 = stablehlo.complex %arg0, %arg1 : tensor<3xcomplex<f32>>"),
      OpKind::complex, {&r, &im}, {HostBuffer::zeros(types::DType::c64, {3})})[0]);
  EXPECT_EQ(built, (std::vector<c64>{{1.5f, 2}, {-2, 0.5f}, {0, -1}}));
}

// ---- rng_bit_generator against XLA --------------------------------------------------------

// One case of tests/data/rng_bit_generator/expected.json: XLA's CPU backend's state out and
// bits for a state in, an algorithm, a dtype and a shape (produced by make_expected.py there).
struct RngCase {
  std::string algorithm, dtype;
  std::vector<int64_t> shape;
  std::vector<uint64_t> state, state_out, bits;
};

std::vector<RngCase> rng_cases() {
  std::ifstream in(std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/rng_bit_generator/expected.json");
  const auto doc = nlohmann::json::parse(in);
  auto numbers = [](const nlohmann::json& a) {
    std::vector<uint64_t> v;
    for (const auto& x : a) v.push_back(std::stoull(x.get<std::string>()));
    return v;
  };
  std::vector<RngCase> out;
  for (const auto& c : doc.at("cases"))
    out.push_back({c.at("algorithm"), c.at("dtype"), c.at("shape").get<std::vector<int64_t>>(), numbers(c.at("state")),
                   numbers(c.at("state_out")), numbers(c.at("bits"))});
  return out;
}

std::string tensor_text(const std::vector<int64_t>& shape, const std::string& dtype) {
  std::string t = "tensor<";
  for (int64_t d : shape) t += std::to_string(d) + "x";
  return t + dtype + ">";
}

// Runs the kernel on `c` (its state and type); `offsets`/`block`: the block of the bits a
// device would hold (empty: the whole array).
std::pair<std::vector<uint64_t>, std::vector<uint64_t>> generate(const RngCase& c, std::vector<int64_t> offsets = {},
                                                                  std::vector<int64_t> block = {}) {
  const std::string state_t = tensor_text({static_cast<int64_t>(c.state.size())}, "ui64");
  const std::string bits_t = tensor_text(c.shape, c.dtype);
  const std::string text = "module {\n  func.func public @main(%arg0: " + state_t + ") -> (" + state_t + ", " + bits_t +
                           ") {\n    %s, %b = stablehlo.rng_bit_generator %arg0, algorithm = " + c.algorithm + " : (" +
                           state_t + ") -> (" + state_t + ", " + bits_t + ")\n    return %s, %b : " + state_t + ", " +
                           bits_t + "\n  }\n}\n";
  const Program p = read_stablehlo(text, {});
  const HostBuffer state = buffer<uint64_t>(types::DType::ui64, {static_cast<int64_t>(c.state.size())}, c.state);
  const types::DType dtype = types::parse_dtype(c.dtype);
  std::vector<HostBuffer> results = {HostBuffer::zeros(types::DType::ui64, state.shape),
                                     HostBuffer::zeros(dtype, block.empty() ? c.shape : block)};
  KernelCall call{p, p.main.ops.at(0), {&state}, results, {}, {}, 0, nullptr, nullptr};
  if (!offsets.empty()) call.offsets = {std::vector<int64_t>(1, 0), offsets};
  op_info(OpKind::rng_bit_generator).kernel(call);
  std::vector<uint64_t> bits;
  const auto esize = static_cast<size_t>(types::byte_size(dtype));
  for (int64_t i = 0; i < results[1].num_elements(); ++i) {
    uint64_t v = 0;
    std::memcpy(&v, results[1].data.data() + static_cast<size_t>(i) * esize, esize);
    bits.push_back(v);
  }
  return {elements<uint64_t>(results[0]), bits};
}

// Every case XLA computed: THREE_FRY, PHILOX and DEFAULT (PHILOX on the CPU), 8- to 64-bit
// values, scalars, odd and even shapes, ui64[2] and ui64[3] states (a counter that carries).
TEST(Kernels, RngBitGeneratorMatchesXlaBitForBit) {
  const auto cases = rng_cases();
  ASSERT_GE(cases.size(), 100u);
  for (const RngCase& c : cases) {
    const auto [state_out, bits] = generate(c);
    const std::string what = fmt::format("{} {} [{}] state [{}]", c.algorithm, c.dtype, fmt::join(c.shape, ","),
                                         fmt::join(c.state, ","));
    EXPECT_EQ(state_out, c.state_out) << what;
    EXPECT_EQ(bits, c.bits) << what;
  }
}

// A device holding a block of the bits computes that block of XLA's whole array: each element
// depends on its global index only (what makes a sharded result agree with the reference).
TEST(Kernels, RngBitGeneratorBlocksAreBlocksOfTheWholeArray) {
  int checked = 0;
  for (const RngCase& c : rng_cases()) {
    if (c.shape.size() != 2 || c.shape[0] % 2 != 0) continue;
    const std::vector<int64_t> block = {c.shape[0] / 2, c.shape[1]};
    const auto [state_out, bits] = generate(c, {c.shape[0] / 2, 0}, block);
    EXPECT_EQ(state_out, c.state_out);
    const std::vector<uint64_t> lower_half(c.bits.begin() + static_cast<std::ptrdiff_t>(c.bits.size() / 2), c.bits.end());
    EXPECT_EQ(bits, lower_half) << c.algorithm << " " << c.dtype;
    ++checked;
  }
  EXPECT_GE(checked, 12);
}

}  // namespace
}  // namespace shardproof::partition
