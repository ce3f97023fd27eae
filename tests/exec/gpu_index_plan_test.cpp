// The index arithmetic of the GPU's indexing kernels (exec/gpu/index_plan.h), which no GPU has
// run yet, against the host kernels it must agree with bit for bit, on random cases: gather
// and scatter of random dimension numbers (batching dimensions included) with start indices
// in and out of range, dynamic slices and updates, reduce_window with padding, strides and
// dilations, sort and top_k keys. Each case runs the host kernel (partition/ops/kernels/),
// then the GPU kernels' algorithm on the host: the same plan functions the CUDA kernels call
// per element, and for scatter, sort and top_k the same order of work (a stable sort of the
// updates by target, of positions by ordered_key). Tables split on a device (operand_offsets)
// are among the cases. What this cannot check: the CUDA launches, CUB, the copies.
#include <gtest/gtest.h>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "exec/gpu/index_plan.h"
#include "exec/program_runner.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ops/kernels/scalar_ops.h"
#include "partition/ops/op_table.h"

namespace shardproof::exec::gpu {
namespace {

using partition::HostBuffer;
using partition::KernelCall;
using partition::OpKind;
using partition::Program;
using types::DType;

using Rng = std::mt19937_64;
int64_t pick(Rng& rng, int64_t lo, int64_t hi) { return std::uniform_int_distribution<int64_t>(lo, hi)(rng); }

std::string tensor(const std::vector<int64_t>& shape, std::string_view dtype) {
  std::string s = "tensor<";
  for (int64_t d : shape) s += fmt::format("{}x", d);
  return s + std::string(dtype) + ">";
}
std::string array(const std::vector<int64_t>& v) {
  return v.empty() ? "array<i64>" : fmt::format("array<i64: {}>", fmt::join(v, ", "));
}

// module { func.func @main(%arg0: A0, ...) -> (R...) { BODY return RETURNED : R... } }
std::string module(const std::vector<std::string>& args, const std::vector<std::string>& results, const std::string& body,
                   const std::string& returned = "%0") {
  std::string params;
  for (size_t i = 0; i < args.size(); ++i) params += fmt::format("{}%arg{}: {}", i ? ", " : "", i, args[i]);
  return fmt::format("module {{\n  func.func public @main({}) -> ({}) {{\n{}\n    return {} : {}\n  }}\n}}\n", params,
                     fmt::join(results, ", "), body, returned, fmt::join(results, ", "));
}

const partition::Op& first_op(const Program& p, OpKind kind) {
  for (const auto& o : p.main.ops)
    if (o.kind == kind) return o;
  throw std::logic_error("no such op in the test's module");
}

std::vector<int64_t> row_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

// f32 values with ties, signed zeros and infinities among them, and magnitudes far apart (an
// add's order then shows in its rounding).
HostBuffer random_f32(Rng& rng, std::vector<int64_t> shape, bool with_nan = false) {
  HostBuffer b = HostBuffer::zeros(DType::f32, std::move(shape));
  std::normal_distribution<float> normal;
  const float pool[] = {0.0f, -0.0f, 1.0f, -1.0f, 0.5f, 3.0f, std::numeric_limits<float>::infinity(), -std::numeric_limits<float>::infinity()};
  for (int64_t i = 0; i < b.num_elements(); ++i) {
    const int64_t k = pick(rng, 0, 15);
    float v = k < 8 ? pool[k] : normal(rng) * std::ldexp(1.0f, static_cast<int>(pick(rng, -20, 20)));
    if (with_nan && pick(rng, 0, 19) == 0) v = std::numeric_limits<float>::quiet_NaN();
    b.as<float>()[i] = v;
  }
  return b;
}

HostBuffer random_i32(Rng& rng, std::vector<int64_t> shape, int64_t lo, int64_t hi) {
  HostBuffer b = HostBuffer::zeros(DType::i32, std::move(shape));
  for (int64_t i = 0; i < b.num_elements(); ++i) b.as<int32_t>()[i] = static_cast<int32_t>(pick(rng, lo, hi));
  return b;
}

// The slice [offset, offset + extent) of `b` along dimension d: a device's block.
HostBuffer block_of(const HostBuffer& b, size_t d, int64_t offset, int64_t extent) {
  std::vector<int64_t> shape = b.shape;
  shape[d] = extent;
  HostBuffer out = HostBuffer::zeros(b.dtype, shape);
  const int64_t esize = types::byte_size(b.dtype);
  const auto gs = row_strides(b.shape), ls = row_strides(shape);
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    int64_t rest = i, flat = 0;
    for (size_t k = 0; k < shape.size(); ++k) {
      const int64_t c = rest / ls[k];
      rest %= ls[k];
      flat += (k == d ? c + offset : c) * gs[k];
    }
    std::memcpy(out.data.data() + i * esize, b.data.data() + flat * esize, static_cast<size_t>(esize));
  }
  return out;
}

// The f32 elements of a and b where they differ other than as two NaNs (a NaN's sign and
// payload are not the same even between two compilations of one host expression: x86's
// invalid-operation NaN is negative, a product of two NaNs is either operand's, and a GPU
// returns its canonical NaN; the executor's comparisons take every NaN as the same value).
std::string f32_differences(const HostBuffer& a, const HostBuffer& b) {
  if (a.dtype != DType::f32 || a.data.size() != b.data.size()) return a.data == b.data ? "" : "different buffers";
  std::string out;
  for (int64_t i = 0; i < a.num_elements(); ++i) {
    const float x = a.as<float>()[i], y = b.as<float>()[i];
    if (std::memcmp(&x, &y, sizeof x) != 0 && !(std::isnan(x) && std::isnan(y))) out += fmt::format("[{}] {} != {}; ", i, x, y);
  }
  return out;
}

// Runs the op's host kernel through the op table.
void run_host(const Program& p, const partition::Op& op, const std::vector<const HostBuffer*>& operands,
              std::vector<HostBuffer>& results, const std::vector<std::vector<int64_t>>& operand_offsets = {}) {
  KernelCall call{p, op, operands, results, {}, operand_offsets, 0, nullptr, nullptr};
  partition::op_info(op.kind).kernel(call);
}

// ---- random gather and scatter dimension numbers ------------------------------------------

struct IndexCase {
  std::vector<int64_t> operand, indices, result;  // result: the gather's, the scatter's updates
  partition::GatherDims g;
  std::vector<int64_t> window_operand_dims;
};

IndexCase random_index_case(Rng& rng) {
  IndexCase c;
  const auto rank = static_cast<int>(pick(rng, 1, 4));
  for (int d = 0; d < rank; ++d) c.operand.push_back(pick(rng, 1, 5));
  std::vector<int64_t> dims(static_cast<size_t>(rank));
  std::iota(dims.begin(), dims.end(), 0);
  std::shuffle(dims.begin(), dims.end(), rng);
  const int64_t batching = rank >= 2 ? pick(rng, 0, 1) : 0;
  auto& g = c.g;
  g.operand_batching_dims.assign(dims.begin(), dims.begin() + batching);
  for (size_t k = static_cast<size_t>(batching); k < dims.size(); ++k)
    if (pick(rng, 0, 2) == 0) g.collapsed_slice_dims.push_back(dims[k]);
  std::sort(g.collapsed_slice_dims.begin(), g.collapsed_slice_dims.end());
  std::vector<int64_t> startable;
  for (int64_t d : dims)
    if (std::find(g.operand_batching_dims.begin(), g.operand_batching_dims.end(), d) == g.operand_batching_dims.end())
      startable.push_back(d);
  std::shuffle(startable.begin(), startable.end(), rng);
  g.start_index_map.assign(startable.begin(), startable.begin() + pick(rng, 1, static_cast<int64_t>(startable.size())));
  auto in = [](const std::vector<int64_t>& v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); };
  for (int d = 0; d < rank; ++d) {
    const bool one = in(g.operand_batching_dims, d) || in(g.collapsed_slice_dims, d);
    g.slice_sizes.push_back(one ? 1 : pick(rng, 1, c.operand[static_cast<size_t>(d)]));
    if (!one) c.window_operand_dims.push_back(d);
  }
  // The indices' batch dimensions: the batching partners, then more, in a random order.
  const int64_t batch = batching + pick(rng, 0, 2);
  std::vector<int64_t> batch_sizes(static_cast<size_t>(batch));
  std::vector<int64_t> positions(static_cast<size_t>(batch));
  std::iota(positions.begin(), positions.end(), 0);
  std::shuffle(positions.begin(), positions.end(), rng);
  for (int64_t b = 0; b < batch; ++b) batch_sizes[static_cast<size_t>(b)] = pick(rng, 1, 3);
  const bool implicit = g.start_index_map.size() == 1 && pick(rng, 0, 1) == 0;
  g.index_vector_dim = implicit ? batch : pick(rng, 0, batch);
  auto indices_dim = [&](int64_t b) { return !implicit && b >= g.index_vector_dim ? b + 1 : b; };
  for (int64_t k = 0; k < batching; ++k) {
    const int64_t b = positions[static_cast<size_t>(k)];
    batch_sizes[static_cast<size_t>(b)] = c.operand[static_cast<size_t>(g.operand_batching_dims[static_cast<size_t>(k)])];
    g.start_indices_batching_dims.push_back(indices_dim(b));
  }
  c.indices = batch_sizes;
  if (!implicit)
    c.indices.insert(c.indices.begin() + g.index_vector_dim, static_cast<int64_t>(g.start_index_map.size()));
  // The result: batch dimensions in order, offset dimensions at random positions.
  const auto offsets = static_cast<int64_t>(c.window_operand_dims.size());
  std::vector<int64_t> all(static_cast<size_t>(batch + offsets));
  std::iota(all.begin(), all.end(), 0);
  std::shuffle(all.begin(), all.end(), rng);
  g.offset_dims.assign(all.begin(), all.begin() + offsets);
  std::sort(g.offset_dims.begin(), g.offset_dims.end());
  c.result.resize(all.size());
  for (size_t r = 0, b = 0, k = 0; r < all.size(); ++r)
    c.result[r] = in(g.offset_dims, static_cast<int64_t>(r)) ? g.slice_sizes[static_cast<size_t>(c.window_operand_dims[k++])]
                                                            : batch_sizes[b++];
  return c;
}

std::string dim_list(std::string_view name, const std::vector<int64_t>& v) {
  return v.empty() ? "" : fmt::format("{} = [{}], ", name, fmt::join(v, ", "));
}

std::string gather_text(const IndexCase& c) {
  const auto& g = c.g;
  const std::string dnums = fmt::format(
      "#stablehlo.gather<{}{}{}{}{}index_vector_dim = {}>", dim_list("offset_dims", g.offset_dims),
      dim_list("collapsed_slice_dims", g.collapsed_slice_dims), dim_list("operand_batching_dims", g.operand_batching_dims),
      dim_list("start_indices_batching_dims", g.start_indices_batching_dims), dim_list("start_index_map", g.start_index_map),
      g.index_vector_dim);
  const std::string a = tensor(c.operand, "f32"), i = tensor(c.indices, "i32"), r = tensor(c.result, "f32");
  return module({a, i}, {r},
                fmt::format("    %0 = \"stablehlo.gather\"(%arg0, %arg1) <{{dimension_numbers = {}, indices_are_sorted = false, "
                            "slice_sizes = {}}}> : ({}, {}) -> {}",
                            dnums, array(g.slice_sizes), a, i, r));
}

// body: the update computation's ops on (%a current, %b update) ending in `stablehlo.return`.
std::string scatter_text(const IndexCase& c, const std::string& body) {
  const auto& g = c.g;
  const std::string dnums = fmt::format(
      "#stablehlo.scatter<{}{}{}{}{}index_vector_dim = {}>", dim_list("update_window_dims", g.offset_dims),
      dim_list("inserted_window_dims", g.collapsed_slice_dims), dim_list("input_batching_dims", g.operand_batching_dims),
      dim_list("scatter_indices_batching_dims", g.start_indices_batching_dims),
      dim_list("scatter_dims_to_operand_dims", g.start_index_map), g.index_vector_dim);
  const std::string a = tensor(c.operand, "f32"), i = tensor(c.indices, "i32"), u = tensor(c.result, "f32");
  return module({a, i, u}, {a},
                fmt::format("    %0 = \"stablehlo.scatter\"(%arg0, %arg1, %arg2) <{{indices_are_sorted = false, "
                            "scatter_dimension_numbers = {}, unique_indices = false}}> ({{\n    ^bb0(%a: tensor<f32>, %b: tensor<f32>):\n{}"
                            "    }}) : ({}, {}, {}) -> {}",
                            dnums, body, a, i, u, a));
}

// A device's block of the operand along a random dimension: (dimension, offset, extent), or
// dimension -1 where the operand has no dimension of two or more.
struct Block {
  int64_t dim = -1, offset = 0, extent = 0;
};
Block random_block(Rng& rng, const std::vector<int64_t>& shape) {
  std::vector<int64_t> splittable;
  for (size_t d = 0; d < shape.size(); ++d)
    if (shape[d] >= 2) splittable.push_back(static_cast<int64_t>(d));
  if (splittable.empty()) return {};
  Block b;
  b.dim = splittable[static_cast<size_t>(pick(rng, 0, static_cast<int64_t>(splittable.size()) - 1))];
  b.extent = pick(rng, 1, shape[static_cast<size_t>(b.dim)] - 1);
  b.offset = pick(rng, 0, shape[static_cast<size_t>(b.dim)] - b.extent);
  return b;
}

// The GPU gather: plan_source per result element.
HostBuffer gather_on_plan(const KernelCall& call) {
  const auto plan = gather_plan(call);
  const auto starts = indices_as_int64(*call.operands[1]);
  if (!plan || !starts) throw std::logic_error("the GPU gather declined a case the host kernel runs");
  HostBuffer out = HostBuffer::zeros(call.results[0].dtype, call.results[0].shape);
  const float* in = call.operands[0]->as<float>();
  for (int64_t i = 0; i < out.num_elements(); ++i) {
    const int64_t s = plan_source(*plan, i, starts->data());
    out.as<float>()[i] = s >= 0 ? in[s] : 0.0f;
  }
  return out;
}

TEST(GpuIndexPlan, GatherReadsWhatTheHostKernelReads) {
  Rng rng(11);
  int ran = 0, split = 0;
  for (int t = 0; t < 400; ++t) {
    const IndexCase c = random_index_case(rng);
    const Program p = partition::read_stablehlo(gather_text(c), {});
    const auto& op = first_op(p, OpKind::gather);
    const int64_t largest = *std::max_element(c.operand.begin(), c.operand.end());
    const HostBuffer table = random_f32(rng, c.operand), indices = random_i32(rng, c.indices, -3, largest + 3);
    // The whole table, then (every other case) one device's block of it.
    std::vector<HostBuffer> host{HostBuffer::zeros(DType::f32, c.result)};
    run_host(p, op, {&table, &indices}, host);
    std::vector<HostBuffer> results{HostBuffer::zeros(DType::f32, c.result)};
    EXPECT_EQ(gather_on_plan(KernelCall{p, op, {&table, &indices}, results, {}, {}, 0, nullptr, nullptr}).data, host[0].data)
        << gather_text(c);
    ++ran;
    const Block b = random_block(rng, c.operand);
    if (t % 2 == 0 || b.dim < 0) continue;
    const HostBuffer local = block_of(table, static_cast<size_t>(b.dim), b.offset, b.extent);
    std::vector<int64_t> result = c.result;
    if (c.g.slice_sizes[static_cast<size_t>(b.dim)] == c.operand[static_cast<size_t>(b.dim)]) {  // a pass-through dimension
      const auto k = std::find(c.window_operand_dims.begin(), c.window_operand_dims.end(), b.dim) - c.window_operand_dims.begin();
      result[static_cast<size_t>(c.g.offset_dims[static_cast<size_t>(k)])] = b.extent;
    }
    std::vector<std::vector<int64_t>> offsets{std::vector<int64_t>(c.operand.size(), 0)};
    offsets[0][static_cast<size_t>(b.dim)] = b.offset;
    std::vector<HostBuffer> host_block{HostBuffer::zeros(DType::f32, result)};
    run_host(p, op, {&local, &indices}, host_block, offsets);
    std::vector<HostBuffer> block_results{HostBuffer::zeros(DType::f32, result)};
    EXPECT_EQ(gather_on_plan(KernelCall{p, op, {&local, &indices}, block_results, {}, offsets, 0, nullptr, nullptr}).data,
              host_block[0].data)
        << gather_text(c) << " block of dimension " << b.dim << " from " << b.offset << ", " << b.extent;
    ++split;
  }
  EXPECT_EQ(ran, 400);
  EXPECT_GT(split, 100);
}

// The GPU scatter's order of work: each update's target, a stable sort of the updates by
// target, then each target's updates in that order (replace: the last).
HostBuffer scatter_on_plan(const KernelCall& call) {
  const auto plan = scatter_plan(call);
  const auto combiner = scatter_combiner(call);
  const auto starts = indices_as_int64(*call.operands[1]);
  if (!plan || !combiner || !starts) throw std::logic_error("the GPU scatter declined a case the host kernel runs");
  HostBuffer out = *call.operands[0];
  const HostBuffer& updates = *call.operands[2];
  const auto outside = static_cast<uint64_t>(out.num_elements());
  std::vector<uint64_t> keys(static_cast<size_t>(updates.num_elements()));
  for (size_t u = 0; u < keys.size(); ++u) {
    const int64_t t = plan_source(*plan, static_cast<int64_t>(u), starts->data());
    keys[u] = t >= 0 ? static_cast<uint64_t>(t) : outside;
  }
  std::vector<int64_t> order(keys.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](int64_t x, int64_t y) { return keys[static_cast<size_t>(x)] < keys[static_cast<size_t>(y)]; });
  float* r = out.as<float>();
  for (int64_t u : order) {
    const uint64_t t = keys[static_cast<size_t>(u)];
    if (t == outside) continue;
    const float cur = r[t], upd = updates.as<float>()[u];
    const float a = combiner->update_first ? upd : cur, b = combiner->update_first ? cur : upd;
    switch (combiner->kind) {
      case ScatterCombiner::replace: r[t] = upd; break;
      case ScatterCombiner::add: r[t] = cur + upd; break;
      case ScatterCombiner::multiply: r[t] = a * b; break;
      case ScatterCombiner::maximum: r[t] = partition::kernels::nan_max(a, b); break;
      case ScatterCombiner::minimum: r[t] = partition::kernels::nan_min(a, b); break;
    }
  }
  return out;
}

TEST(GpuIndexPlan, ScatterAppliesUpdatesInTheHostKernelsOrder) {
  Rng rng(12);
  // (body, whether the host kernel needs the interpreter for it)
  const std::vector<std::pair<std::string, bool>> bodies = {
      {"      stablehlo.return %b : tensor<f32>\n", false},
      {"      %1 = stablehlo.add %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n", false},
      {"      %1 = stablehlo.maximum %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n", true},
      {"      %1 = stablehlo.minimum %b, %a : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n", true},
      {"      %1 = stablehlo.multiply %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n", true},
  };
  int ran = 0, split = 0, collisions = 0;
  for (int t = 0; t < 400; ++t) {
    const IndexCase c = random_index_case(rng);
    const auto& [body, interpreted] = bodies[static_cast<size_t>(t) % bodies.size()];
    const std::string text = scatter_text(c, body);
    const Program p = partition::read_stablehlo(text, {});
    const auto& op = first_op(p, OpKind::scatter);
    const int64_t largest = *std::max_element(c.operand.begin(), c.operand.end());
    // Few distinct indices: updates collide, so their order shows.
    const HostBuffer operand = random_f32(rng, c.operand, true), indices = random_i32(rng, c.indices, -2, std::min<int64_t>(largest + 1, 2)),
                     updates = random_f32(rng, c.result, true);
    std::vector<HostBuffer> results{HostBuffer::zeros(DType::f32, c.operand)};
    const HostBuffer gpu = scatter_on_plan(KernelCall{p, op, {&operand, &indices, &updates}, results, {}, {}, 0, nullptr, nullptr});
    std::vector<HostBuffer> host;
    if (interpreted) {
      host = exec::run_reference(p, {operand, indices, updates});  // the body through the interpreter
    } else {
      host = {HostBuffer::zeros(DType::f32, c.operand)};
      run_host(p, op, {&operand, &indices, &updates}, host);
    }
    ASSERT_EQ(host.size(), 1u);
    EXPECT_EQ(f32_differences(gpu, host[0]), "") << text;
    collisions += updates.num_elements() > operand.num_elements();
    ++ran;
    const Block b = random_block(rng, c.operand);
    if (interpreted || b.dim < 0) continue;
    const HostBuffer local = block_of(operand, static_cast<size_t>(b.dim), b.offset, b.extent);
    std::vector<std::vector<int64_t>> offsets{std::vector<int64_t>(c.operand.size(), 0)};
    offsets[0][static_cast<size_t>(b.dim)] = b.offset;
    std::vector<HostBuffer> host_block{HostBuffer::zeros(DType::f32, local.shape)};
    run_host(p, op, {&local, &indices, &updates}, host_block, offsets);
    std::vector<HostBuffer> block_results{HostBuffer::zeros(DType::f32, local.shape)};
    EXPECT_EQ(f32_differences(scatter_on_plan(KernelCall{p, op, {&local, &indices, &updates}, block_results, {}, offsets, 0, nullptr, nullptr}),
                              host_block[0]),
              "")
        << text << " block of dimension " << b.dim << " from " << b.offset << ", " << b.extent;
    ++split;
  }
  EXPECT_EQ(ran, 400);
  EXPECT_GT(split, 80);
  EXPECT_GT(collisions, 40);
}

TEST(GpuIndexPlan, ScatterCombinerNamesOnlyWhatItComputes) {
  IndexCase c;
  c.operand = {4};
  c.indices = {2, 1};
  c.result = {2};
  c.g.collapsed_slice_dims = {0};
  c.g.start_index_map = {0};
  c.g.index_vector_dim = 1;
  c.g.slice_sizes = {1};
  auto combiner = [&](const std::string& body) {
    const Program p = partition::read_stablehlo(scatter_text(c, body), {});
    const HostBuffer operand = HostBuffer::zeros(DType::f32, {4}), indices = HostBuffer::zeros(DType::i32, {2, 1}),
                     updates = HostBuffer::zeros(DType::f32, {2});
    std::vector<HostBuffer> results{HostBuffer::zeros(DType::f32, {4})};
    return scatter_combiner(KernelCall{p, first_op(p, OpKind::scatter), {&operand, &indices, &updates}, results, {}, {}, 0, nullptr, nullptr});
  };
  const auto max_ab = combiner("      %1 = stablehlo.maximum %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n");
  ASSERT_TRUE(max_ab);
  EXPECT_EQ(max_ab->kind, ScatterCombiner::maximum);
  EXPECT_FALSE(max_ab->update_first);
  const auto max_ba = combiner("      %1 = stablehlo.maximum %b, %a : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n");
  ASSERT_TRUE(max_ba);
  EXPECT_TRUE(max_ba->update_first);
  // subtract, a body of two ops, an op of one argument twice: the host's interpreter runs them.
  EXPECT_FALSE(combiner("      %1 = stablehlo.subtract %a, %b : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n"));
  EXPECT_FALSE(combiner("      %1 = stablehlo.add %a, %b : tensor<f32>\n      %2 = stablehlo.add %1, %b : tensor<f32>\n"
                        "      stablehlo.return %2 : tensor<f32>\n"));
  EXPECT_FALSE(combiner("      %1 = stablehlo.maximum %a, %a : tensor<f32>\n      stablehlo.return %1 : tensor<f32>\n"));
}

// ---- dynamic_slice and dynamic_update_slice -----------------------------------------------

std::vector<HostBuffer> scalar_indices(Rng& rng, size_t count, int64_t lo, int64_t hi) {
  std::vector<HostBuffer> out;
  const DType kinds[] = {DType::i32, DType::i64, DType::ui32, DType::i8};
  for (size_t k = 0; k < count; ++k) {
    const DType t = kinds[pick(rng, 0, 3)];
    HostBuffer b = HostBuffer::zeros(t, {});
    int64_t v = pick(rng, lo, hi);
    if (t == DType::ui32) v = std::max<int64_t>(v, 0);
    switch (t) {
      case DType::i32: b.as<int32_t>()[0] = static_cast<int32_t>(v); break;
      case DType::i64: b.as<int64_t>()[0] = v; break;
      case DType::ui32: b.as<uint32_t>()[0] = static_cast<uint32_t>(v); break;
      default: b.as<int8_t>()[0] = static_cast<int8_t>(v); break;
    }
    out.push_back(std::move(b));
  }
  return out;
}

std::string dtype_name(DType t) { return types::to_string(t); }

TEST(GpuIndexPlan, DynamicSlicesClampAsTheHostKernelDoes) {
  Rng rng(13);
  int slices = 0, updates = 0;
  for (int t = 0; t < 300; ++t) {
    const auto rank = static_cast<size_t>(pick(rng, 1, 3));
    std::vector<int64_t> shape, sizes;
    for (size_t d = 0; d < rank; ++d) shape.push_back(pick(rng, 1, 6)), sizes.push_back(pick(rng, 1, shape.back()));
    const HostBuffer operand = random_f32(rng, shape), update = random_f32(rng, sizes);
    const std::vector<HostBuffer> starts = scalar_indices(rng, rank, -4, 8);
    std::vector<std::string> args{tensor(shape, "f32")}, dus_args{tensor(shape, "f32"), tensor(sizes, "f32")};
    std::string names, dus_names;
    for (size_t d = 0; d < rank; ++d) {
      args.push_back(tensor({}, dtype_name(starts[d].dtype)));
      dus_args.push_back(tensor({}, dtype_name(starts[d].dtype)));
      names += fmt::format(", %arg{}", d + 1);
      dus_names += fmt::format(", %arg{}", d + 2);
    }
    std::string types_in = fmt::format("{}", fmt::join(args, ", "));
    const std::string ds = module(args, {tensor(sizes, "f32")},
                                  fmt::format("    %0 = stablehlo.dynamic_slice %arg0{}, sizes = [{}] : ({}) -> {}", names,
                                              fmt::join(sizes, ", "), types_in, tensor(sizes, "f32")));
    const std::string dus = module(dus_args, {tensor(shape, "f32")},
                                   fmt::format("    %0 = stablehlo.dynamic_update_slice %arg0, %arg1{} : ({}) -> {}", dus_names,
                                               fmt::join(dus_args, ", "), tensor(shape, "f32")));
    // dynamic_slice, whole or with one dimension split where the slice takes it whole
    {
      const Program p = partition::read_stablehlo(ds, {});
      const auto& op = first_op(p, OpKind::dynamic_slice);
      const Block b = random_block(rng, shape);
      const bool split = b.dim >= 0 && sizes[static_cast<size_t>(b.dim)] == shape[static_cast<size_t>(b.dim)] && t % 2 == 1;
      const HostBuffer in = split ? block_of(operand, static_cast<size_t>(b.dim), b.offset, b.extent) : operand;
      std::vector<int64_t> out_shape = sizes;
      if (split) out_shape[static_cast<size_t>(b.dim)] = b.extent;
      std::vector<const HostBuffer*> operands{&in};
      for (const auto& s : starts) operands.push_back(&s);
      std::vector<HostBuffer> host{HostBuffer::zeros(DType::f32, out_shape)};
      run_host(p, op, operands, host);
      std::vector<HostBuffer> results{HostBuffer::zeros(DType::f32, out_shape)};
      const auto base = dynamic_slice_base(KernelCall{p, op, operands, results, {}, {}, 0, nullptr, nullptr});
      ASSERT_TRUE(base) << ds;
      HostBuffer gpu = HostBuffer::zeros(DType::f32, out_shape);
      const auto is = row_strides(in.shape), os = row_strides(out_shape);
      for (int64_t i = 0; i < gpu.num_elements(); ++i) {  // the strided gather of data_movement.cu
        int64_t off = *base, rest = i;
        for (size_t d = 0; d < rank; ++d) off += (rest / os[d]) * is[d], rest %= os[d];
        gpu.as<float>()[i] = in.as<float>()[off];
      }
      EXPECT_EQ(gpu.data, host[0].data) << ds;
      ++slices;
    }
    // dynamic_update_slice, whole or on one device's block (the update whole there)
    {
      const Program p = partition::read_stablehlo(dus, {});
      const auto& op = first_op(p, OpKind::dynamic_update_slice);
      const Block b = random_block(rng, shape);
      const bool split = b.dim >= 0 && t % 2 == 1 && sizes[static_cast<size_t>(b.dim)] < shape[static_cast<size_t>(b.dim)];
      const HostBuffer in = split ? block_of(operand, static_cast<size_t>(b.dim), b.offset, b.extent) : operand;
      std::vector<std::vector<int64_t>> offsets;
      if (split) {
        offsets.assign(1, std::vector<int64_t>(rank, 0));
        offsets[0][static_cast<size_t>(b.dim)] = b.offset;
      }
      std::vector<const HostBuffer*> operands{&in, &update};
      for (const auto& s : starts) operands.push_back(&s);
      std::vector<HostBuffer> host{HostBuffer::zeros(DType::f32, in.shape)};
      run_host(p, op, operands, host, offsets);
      std::vector<HostBuffer> results{HostBuffer::zeros(DType::f32, in.shape)};
      const auto plan = dynamic_update_plan(KernelCall{p, op, operands, results, {}, offsets, 0, nullptr, nullptr});
      ASSERT_TRUE(plan) << dus;
      HostBuffer gpu = in;
      for (int64_t i = 0; i < update.num_elements(); ++i)
        if (const int64_t t2 = update_target(*plan, i); t2 >= 0) gpu.as<float>()[t2] = update.as<float>()[i];
      EXPECT_EQ(gpu.data, host[0].data) << dus << (split ? fmt::format(" block of dimension {} from {}, {}", b.dim, b.offset, b.extent) : "");
      ++updates;
    }
  }
  EXPECT_EQ(slices, 300);
  EXPECT_EQ(updates, 300);
}

// ---- reduce_window ------------------------------------------------------------------------

TEST(GpuIndexPlan, ReduceWindowFoldsEachWindowInTheHostKernelsOrder) {
  Rng rng(14);
  const std::vector<std::pair<std::string, partition::ReducerKind>> reducers = {
      {"add", partition::ReducerKind::add}, {"maximum", partition::ReducerKind::maximum}, {"minimum", partition::ReducerKind::minimum}};
  int ran = 0;
  while (ran < 300) {
    const auto rank = static_cast<size_t>(pick(rng, 1, 3));
    std::vector<int64_t> in_shape, window, strides, low, high, base, wdil, out_shape;
    bool empty = false;
    for (size_t d = 0; d < rank; ++d) {
      in_shape.push_back(pick(rng, 1, 6)), window.push_back(pick(rng, 1, 3)), strides.push_back(pick(rng, 1, 3));
      low.push_back(pick(rng, 0, 2)), high.push_back(pick(rng, 0, 2)), base.push_back(pick(rng, 1, 2)), wdil.push_back(pick(rng, 1, 2));
      const int64_t padded = (in_shape[d] - 1) * base[d] + 1 + low[d] + high[d], span = (window[d] - 1) * wdil[d] + 1;
      if (padded < span) empty = true;
      else out_shape.push_back((padded - span) / strides[d] + 1);
    }
    if (empty) continue;
    const auto& [name, kind] = reducers[static_cast<size_t>(ran) % reducers.size()];
    const bool integer = ran % 4 == 3;
    const std::string e = integer ? "i32" : "f32";
    std::vector<std::string> pads;
    for (size_t d = 0; d < rank; ++d) pads.push_back(fmt::format("[{}, {}]", low[d], high[d]));
    const std::string text = module(
        {tensor(in_shape, e), tensor({}, e)}, {tensor(out_shape, e)},
        fmt::format("    %0 = \"stablehlo.reduce_window\"(%arg0, %arg1) <{{base_dilations = {}, padding = dense<[{}]> : tensor<{}x2xi64>, "
                    "window_dilations = {}, window_dimensions = {}, window_strides = {}}}> ({{\n    ^bb0(%a: {}, %b: {}):\n"
                    "      %1 = stablehlo.{} %a, %b : {}\n      stablehlo.return %1 : {}\n    }}) : ({}, {}) -> {}",
                    array(base), fmt::join(pads, ", "), rank, array(wdil), array(window), array(strides), tensor({}, e), tensor({}, e),
                    name, tensor({}, e), tensor({}, e), tensor(in_shape, e), tensor({}, e), tensor(out_shape, e)));
    const Program p = partition::read_stablehlo(text, {});
    const auto& op = first_op(p, OpKind::reduce_window);
    ASSERT_EQ(op.reducer, kind);
    const HostBuffer in = integer ? random_i32(rng, in_shape, -1000000000, 1000000000) : random_f32(rng, in_shape, true);
    const HostBuffer init = integer ? random_i32(rng, {}, -5, 5) : random_f32(rng, {});
    std::vector<HostBuffer> host{HostBuffer::zeros(in.dtype, out_shape)};
    run_host(p, op, {&in, &init}, host);
    std::vector<HostBuffer> results{HostBuffer::zeros(in.dtype, out_shape)};
    const auto plan = window_plan(KernelCall{p, op, {&in, &init}, results, {}, {}, 0, nullptr, nullptr});
    ASSERT_TRUE(plan) << text;
    HostBuffer gpu = HostBuffer::zeros(in.dtype, out_shape);
    auto fold = [&](auto a, auto b) -> decltype(a) {  // reduction.cu's fold
      using A = decltype(a);
      if (kind == partition::ReducerKind::add) return a + b;
      if constexpr (std::is_floating_point_v<A>)
        if (std::isnan(a) || std::isnan(b)) return a + b;
      if (kind == partition::ReducerKind::maximum) return a < b ? b : a;
      return b < a ? b : a;
    };
    for (int64_t o = 0; o < gpu.num_elements(); ++o) {
      if (integer) {
        int64_t a = init.as<int32_t>()[0];
        for (int64_t j = 0; j < plan->window_count; ++j)
          if (const int64_t s = window_source(*plan, o, j); s >= 0) a = fold(a, int64_t{in.as<int32_t>()[s]});
        gpu.as<int32_t>()[o] = static_cast<int32_t>(a);
      } else {
        double a = init.as<float>()[0];
        for (int64_t j = 0; j < plan->window_count; ++j)
          if (const int64_t s = window_source(*plan, o, j); s >= 0) a = fold(a, double{in.as<float>()[s]});
        gpu.as<float>()[o] = static_cast<float>(a);
      }
    }
    EXPECT_EQ(f32_differences(gpu, host[0]), "") << text;
    ++ran;
  }
}

// ---- sort and top_k -----------------------------------------------------------------------

// The GPU sort's order within one slice: positions stably sorted by ordered_key.
// (key, position) pairs sorted: the stable order by key, as the radix sort's.
template <class C>
std::vector<int64_t> key_order(const std::vector<C>& v, bool descending) {
  std::vector<std::pair<uint64_t, int64_t>> keyed;
  for (size_t j = 0; j < v.size(); ++j) keyed.emplace_back(ordered_key<C>(v[j], descending), static_cast<int64_t>(j));
  std::sort(keyed.begin(), keyed.end());
  std::vector<int64_t> order;
  for (const auto& [key, j] : keyed) order.push_back(j);
  return order;
}

template <class C>
void expect_key_order_is_compare_order(Rng& rng, const std::vector<C>& pool) {
  for (int t = 0; t < 200; ++t) {
    std::vector<C> v(static_cast<size_t>(pick(rng, 0, 40)));
    for (size_t i = 0; i < v.size(); ++i) v[i] = pool[static_cast<size_t>(pick(rng, 0, static_cast<int64_t>(pool.size()) - 1))];
    for (bool descending : {false, true}) {
      std::vector<int64_t> host(v.size());
      std::iota(host.begin(), host.end(), 0);
      std::stable_sort(host.begin(), host.end(), [&](int64_t a, int64_t b) {
        return descending ? v[static_cast<size_t>(a)] > v[static_cast<size_t>(b)] : v[static_cast<size_t>(a)] < v[static_cast<size_t>(b)];
      });
      EXPECT_EQ(key_order(v, descending), host) << "descending " << descending;
    }
    EXPECT_LE(ordered_key<C>(pool[0], true), (ordered_key_bits<C>() == 64 ? ~uint64_t{0} : (uint64_t{1} << ordered_key_bits<C>()) - 1));
  }
}

TEST(GpuIndexPlan, OrderedKeysSortAsTheComparisonDoes) {
  Rng rng(15);
  const float inf = std::numeric_limits<float>::infinity();
  expect_key_order_is_compare_order<float>(rng, {0.0f, -0.0f, 1.0f, -1.0f, 1e-45f, -1e-45f, 3.5f, -3.5f, inf, -inf, 1e38f, -2e-38f});
  expect_key_order_is_compare_order<double>(rng, {0.0, -0.0, 1.0, -1.0, 5e-324, -5e-324, 3.5, -1e300, 1e300, -static_cast<double>(inf)});
  expect_key_order_is_compare_order<int8_t>(rng, {-128, -1, 0, 1, 127, 5, -5});
  expect_key_order_is_compare_order<int64_t>(rng, {std::numeric_limits<int64_t>::min(), -1, 0, 1, std::numeric_limits<int64_t>::max(), 42});
  expect_key_order_is_compare_order<uint32_t>(rng, {0u, 1u, 0x7fffffffu, 0x80000000u, 0xffffffffu, 7u});
  expect_key_order_is_compare_order<uint64_t>(rng, {0ull, 1ull, 0x8000000000000000ull, ~0ull, 9ull});
  expect_key_order_is_compare_order<bool>(rng, {false, true});
}

TEST(GpuIndexPlan, SortPermutesEverySliceAsTheHostKernelDoes) {
  Rng rng(16);
  // comparator bodies over (%a, %b: key 0) and (%c, %d: the values, i32)
  const std::vector<std::string> comparators = {
      "compare LT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>)", "compare GT, %a, %b, FLOAT : (tensor<f32>, tensor<f32>)",
      "compare LT, %b, %a, FLOAT : (tensor<f32>, tensor<f32>)", "compare GT, %d, %c, SIGNED : (tensor<i32>, tensor<i32>)",
      "compare LT, %c, %d, SIGNED : (tensor<i32>, tensor<i32>)"};
  int ran = 0;
  for (int t = 0; t < 200; ++t) {
    const auto rank = static_cast<size_t>(pick(rng, 1, 3));
    std::vector<int64_t> shape;
    for (size_t d = 0; d < rank; ++d) shape.push_back(pick(rng, 1, 7));
    const int64_t dim = pick(rng, 0, static_cast<int64_t>(rank) - 1);
    const std::string& cmp = comparators[static_cast<size_t>(t) % comparators.size()];
    const std::string f = tensor(shape, "f32"), i = tensor(shape, "i32");
    const std::string text = module(
        {f, i}, {f, i},
        fmt::format("    %0:2 = \"stablehlo.sort\"(%arg0, %arg1) <{{dimension = {} : i64, is_stable = true}}> ({{\n"
                    "    ^bb0(%a: tensor<f32>, %b: tensor<f32>, %c: tensor<i32>, %d: tensor<i32>):\n"
                    "      %1 = stablehlo.{} -> tensor<i1>\n      stablehlo.return %1 : tensor<i1>\n    }}) : ({}, {}) -> ({}, {})",
                    dim, cmp, f, i, f, i),
        fmt::format("%0#0, %0#1"));
    const Program p = partition::read_stablehlo(text, {});
    const auto& op = first_op(p, OpKind::sort);
    const HostBuffer keys = random_f32(rng, shape), values = random_i32(rng, shape, -3, 3);
    std::vector<HostBuffer> host{HostBuffer::zeros(DType::f32, shape), HostBuffer::zeros(DType::i32, shape)};
    run_host(p, op, {&keys, &values}, host);
    const auto order = sort_order(op);
    ASSERT_TRUE(order) << text;
    // every slice along dim through key_order
    const auto st = row_strides(shape);
    const int64_t len = shape[static_cast<size_t>(dim)], step = st[static_cast<size_t>(dim)];
    std::vector<HostBuffer> gpu{HostBuffer::zeros(DType::f32, shape), HostBuffer::zeros(DType::i32, shape)};
    for (int64_t base = 0; base < keys.num_elements(); ++base) {
      if ((base / step) % len != 0) continue;  // not a slice's first element
      std::vector<int64_t> order_in_slice;
      if (order->operand == 0) {
        std::vector<float> v;
        for (int64_t j = 0; j < len; ++j) v.push_back(keys.as<float>()[base + j * step]);
        order_in_slice = key_order(v, order->descending);
      } else {
        std::vector<int32_t> v;
        for (int64_t j = 0; j < len; ++j) v.push_back(values.as<int32_t>()[base + j * step]);
        order_in_slice = key_order(v, order->descending);
      }
      for (int64_t r = 0; r < len; ++r) {
        gpu[0].as<float>()[base + r * step] = keys.as<float>()[base + order_in_slice[static_cast<size_t>(r)] * step];
        gpu[1].as<int32_t>()[base + r * step] = values.as<int32_t>()[base + order_in_slice[static_cast<size_t>(r)] * step];
      }
    }
    EXPECT_EQ(gpu[0].data, host[0].data) << text;
    EXPECT_EQ(gpu[1].data, host[1].data) << text;
    ++ran;
  }
  EXPECT_EQ(ran, 200);
}

TEST(GpuIndexPlan, TopKTakesTheFirstOfADescendingStableOrder) {
  Rng rng(17);
  for (int t = 0; t < 100; ++t) {
    const int64_t rows = pick(rng, 1, 4), n = pick(rng, 1, 12), k = pick(rng, 1, n);
    const std::string text = module({tensor({rows, n}, "f32")}, {tensor({rows, k}, "f32"), tensor({rows, k}, "i32")},
                                    fmt::format("    %values, %indices = chlo.top_k(%arg0, k = {}) : {} -> ({}, {})", k,
                                                tensor({rows, n}, "f32"), tensor({rows, k}, "f32"), tensor({rows, k}, "i32")),
                                    "%values, %indices");
    const Program p = partition::read_stablehlo(text, {});
    const auto& op = first_op(p, OpKind::top_k);
    const HostBuffer in = random_f32(rng, {rows, n});
    std::vector<HostBuffer> host{HostBuffer::zeros(DType::f32, {rows, k}), HostBuffer::zeros(DType::i32, {rows, k})};
    run_host(p, op, {&in}, host);
    HostBuffer values = HostBuffer::zeros(DType::f32, {rows, k}), indices = HostBuffer::zeros(DType::i32, {rows, k});
    for (int64_t r = 0; r < rows; ++r) {
      const std::vector<float> row(in.as<float>() + r * n, in.as<float>() + (r + 1) * n);
      const auto order = key_order(row, true);
      for (int64_t j = 0; j < k; ++j) {
        values.as<float>()[r * k + j] = row[static_cast<size_t>(order[static_cast<size_t>(j)])];
        indices.as<int32_t>()[r * k + j] = static_cast<int32_t>(order[static_cast<size_t>(j)]);
      }
    }
    EXPECT_EQ(values.data, host[0].data) << text;
    EXPECT_EQ(indices.data, host[1].data) << text;
  }
}

}  // namespace
}  // namespace shardproof::exec::gpu
