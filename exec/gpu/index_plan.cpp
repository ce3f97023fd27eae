// The plans of index_plan.h, built on the host with the rules of the host kernels
// (partition/ops/kernels/indexing.cpp, data_movement.cpp, reduction.cpp), line for line
// where they decide where an element goes. Compiled with or without CUDA, so that the host
// tests check them.
#include "exec/gpu/index_plan.h"

#include <cstring>

namespace shardproof::exec::gpu {
namespace {

using partition::GatherDims;
using partition::HostBuffer;
using partition::KernelCall;

std::vector<int64_t> row_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (int i = static_cast<int>(shape.size()) - 2; i >= 0; --i) s[i] = s[i + 1] * shape[i + 1];
  return s;
}

bool contains(const std::vector<int64_t>& v, int64_t x) { return std::find(v.begin(), v.end(), x) != v.end(); }

// The dimensions of `rank` in neither a nor b, in increasing order (indexing.cpp's other_dims).
std::vector<int64_t> other_dims(int64_t rank, const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d)
    if (!contains(a, d) && !contains(b, d)) out.push_back(d);
  return out;
}

const std::vector<int64_t>& global_shape(const KernelCall& call, size_t operand) {
  return call.program.value(call.op.operands.at(operand)).type.shape;
}

// Everything of an IndexPlan but the clamping and the block offsets: indexing.cpp's IndexMap
// (its batch, window and batching parts) and start_vector, as per-dimension tables. false
// where the dimension numbers are outside what the host kernel reads safely.
bool fill_index_plan(IndexPlan& p, const GatherDims& g, const std::vector<int64_t>& operand_shape,
                     const std::vector<int64_t>& indices_shape, const std::vector<int64_t>& shape) {
  const auto rank = static_cast<int64_t>(shape.size()), operand_rank = static_cast<int64_t>(operand_shape.size()),
             indices_rank = static_cast<int64_t>(indices_shape.size());
  if (rank > kPlanRank || operand_rank > kPlanRank || g.start_index_map.size() > static_cast<size_t>(kPlanRank))
    return false;
  if (g.index_vector_dim < 0 || g.operand_batching_dims.size() != g.start_indices_batching_dims.size()) return false;
  const std::vector<int64_t> batch_dims = other_dims(rank, g.offset_dims, {});
  const std::vector<int64_t> window_operand_dims = other_dims(operand_rank, g.collapsed_slice_dims, g.operand_batching_dims);
  std::vector<int64_t> index_batch_dims;
  for (int64_t d = 0; d < indices_rank; ++d)
    if (d != g.index_vector_dim) index_batch_dims.push_back(d);
  if (g.offset_dims.size() > window_operand_dims.size() || batch_dims.size() != index_batch_dims.size()) return false;
  const bool implicit = g.index_vector_dim >= indices_rank;
  const auto is = row_strides(indices_shape);
  p = IndexPlan{};
  p.rank = static_cast<int>(rank);
  for (int d = 0; d < kPlanRank; ++d) p.window_to_operand[d] = p.batching_to_operand[d] = -1;
  for (int64_t d = 0; d < rank; ++d) p.extent[d] = shape[static_cast<size_t>(d)];
  for (size_t b = 0; b < batch_dims.size(); ++b)
    p.indices_stride[batch_dims[b]] = is[static_cast<size_t>(index_batch_dims[b])];
  for (size_t k = 0; k < g.offset_dims.size(); ++k) {
    const int64_t d = g.offset_dims[k];
    if (d < 0 || d >= rank || p.window_to_operand[d] >= 0) return false;
    p.window_to_operand[d] = static_cast<int>(window_operand_dims[k]);
  }
  for (size_t k = 0; k < g.operand_batching_dims.size(); ++k) {
    const auto it = std::find(index_batch_dims.begin(), index_batch_dims.end(), g.start_indices_batching_dims[k]);
    const int64_t od = g.operand_batching_dims[k];
    if (it == index_batch_dims.end() || od < 0 || od >= operand_rank) return false;
    const int64_t rd = batch_dims[static_cast<size_t>(it - index_batch_dims.begin())];
    if (p.batching_to_operand[rd] >= 0) return false;
    p.batching_to_operand[rd] = static_cast<int>(od);
  }
  p.operand_rank = static_cast<int>(operand_rank);
  const auto os = row_strides(operand_shape);
  for (int64_t d = 0; d < operand_rank; ++d)
    p.operand_extent[d] = operand_shape[static_cast<size_t>(d)], p.operand_stride[d] = os[static_cast<size_t>(d)];
  p.starts = static_cast<int>(g.start_index_map.size());
  for (int k = 0; k < p.starts; ++k) {
    const int64_t d = g.start_index_map[static_cast<size_t>(k)];
    if (d < 0 || d >= operand_rank) return false;
    p.start_dim[k] = static_cast<int>(d);
  }
  p.start_stride = implicit ? 0 : is[static_cast<size_t>(g.index_vector_dim)];
  // The host reads start_index_map.size() entries of each start vector: no more than it has.
  if (!implicit && p.starts > indices_shape[static_cast<size_t>(g.index_vector_dim)]) return false;
  return true;
}

std::optional<int64_t> scalar_value(const HostBuffer& b) {
  if (b.num_elements() < 1) return std::nullopt;
  const auto v = indices_as_int64(b);
  if (!v) return std::nullopt;
  return (*v)[0];
}

}  // namespace

std::optional<std::vector<int64_t>> indices_as_int64(const HostBuffer& b) {
  using types::DType;
  const auto n = static_cast<size_t>(b.num_elements());
  std::vector<int64_t> out(n);
  auto copy = [&]<class T>() {
    if (b.data.size() < n * sizeof(T)) return false;
    for (size_t i = 0; i < n; ++i) {
      T v;
      std::memcpy(&v, b.data.data() + i * sizeof(T), sizeof(T));
      out[i] = static_cast<int64_t>(v);
    }
    return true;
  };
  bool ok = false;
  switch (b.dtype) {
    case DType::i1: ok = copy.template operator()<bool>(); break;
    case DType::i8: ok = copy.template operator()<int8_t>(); break;
    case DType::i16: ok = copy.template operator()<int16_t>(); break;
    case DType::i32: ok = copy.template operator()<int32_t>(); break;
    case DType::i64: ok = copy.template operator()<int64_t>(); break;
    case DType::ui8: ok = copy.template operator()<uint8_t>(); break;
    case DType::ui16: ok = copy.template operator()<uint16_t>(); break;
    case DType::ui32: ok = copy.template operator()<uint32_t>(); break;
    case DType::ui64: ok = copy.template operator()<uint64_t>(); break;
    default: break;
  }
  if (!ok) return std::nullopt;
  return out;
}

// indexing.cpp's gather: the start clamped to the (global, where the table is split along
// the indexed dimension) operand less the slice, then moved to this device's block.
std::optional<IndexPlan> gather_plan(const KernelCall& call) {
  if (call.operands.size() != 2 || call.results.size() != 1) return std::nullopt;
  const HostBuffer &operand = *call.operands[0], &indices = *call.operands[1];
  const GatherDims& g = call.op.gather;
  const size_t rank = operand.shape.size();
  std::vector<int64_t> base(rank, 0);
  if (!call.operand_offsets.empty()) base = call.operand_offsets[0];
  std::vector<int64_t> sizes = g.slice_sizes;
  const auto& global = global_shape(call, 0);
  if (base.size() != rank || sizes.size() != rank || global.size() != rank) return std::nullopt;
  std::vector<bool> split_indexed(rank, false);
  for (size_t d = 0; d < rank; ++d) {
    if (operand.shape[d] == global[d]) continue;
    if (sizes[d] == global[d]) sizes[d] = operand.shape[d];
    else split_indexed[d] = true;
  }
  IndexPlan p;
  if (!fill_index_plan(p, g, operand.shape, indices.shape, call.results[0].shape)) return std::nullopt;
  p.clamp = true;
  for (int k = 0; k < p.starts; ++k) {
    const auto d = static_cast<size_t>(p.start_dim[k]);
    p.clamp_hi[k] = split_indexed[d] ? global[d] - sizes[d] : operand.shape[d] - sizes[d];
    p.start_offset[k] = split_indexed[d] ? base[d] : 0;
    if (p.clamp_hi[k] < 0) return std::nullopt;  // a slice wider than the operand: std::clamp's precondition fails
  }
  return p;
}

// indexing.cpp's scatter: start + window index, less the block's start, dropped outside.
std::optional<IndexPlan> scatter_plan(const KernelCall& call) {
  if (call.operands.size() < 3 || call.operands.size() % 2 == 0) return std::nullopt;
  const size_t n = (call.operands.size() - 1) / 2;
  if (call.results.size() != n) return std::nullopt;
  const HostBuffer &indices = *call.operands[n], &first_update = *call.operands[n + 1];
  const auto& shape = call.results[0].shape;
  for (size_t k = 0; k < n; ++k)
    if (call.results[k].shape != shape || call.operands[k]->shape != shape || call.operands[n + 1 + k]->shape != first_update.shape ||
        call.results[k].dtype != call.operands[k]->dtype || call.operands[n + 1 + k]->dtype != call.operands[k]->dtype)
      return std::nullopt;
  std::vector<int64_t> base(shape.size(), 0);
  if (!call.operand_offsets.empty()) base = call.operand_offsets[0];
  if (base.size() != shape.size()) return std::nullopt;
  IndexPlan p;
  if (!fill_index_plan(p, call.op.gather, shape, indices.shape, first_update.shape)) return std::nullopt;
  p.clamp = false;
  for (int k = 0; k < p.starts; ++k) p.start_offset[k] = base[static_cast<size_t>(p.start_dim[k])];
  return p;
}

// data_movement.cpp's dynamic_slice: a split dimension is sliced whole (from 0), any other
// starts at its index clamped to [0, operand - slice].
std::optional<int64_t> dynamic_slice_base(const KernelCall& call) {
  const HostBuffer& in = *call.operands.at(0);
  const HostBuffer& out = call.results.at(0);
  const size_t rank = in.shape.size();
  const auto& sizes = call.op.gather.slice_sizes;
  const auto& global = global_shape(call, 0);
  if (call.operands.size() != 1 + rank || out.shape.size() != rank || global.size() != rank) return std::nullopt;
  const auto s = row_strides(in.shape);
  int64_t base = 0;
  for (size_t d = 0; d < rank; ++d) {
    if (in.shape[d] != global[d]) {
      if (sizes.size() != rank || sizes[d] != global[d]) return std::nullopt;  // the host kernel refuses it
      continue;
    }
    const auto index = scalar_value(*call.operands[1 + d]);
    const int64_t hi = in.shape[d] - out.shape[d];
    if (!index || hi < 0) return std::nullopt;
    base += std::clamp<int64_t>(*index, 0, hi) * s[d];
  }
  return base;
}

// indexing.cpp's dynamic_update_slice.
std::optional<UpdatePlan> dynamic_update_plan(const KernelCall& call) {
  if (call.operands.size() < 2 || call.results.size() != 1) return std::nullopt;
  const HostBuffer &in = *call.operands[0], &update = *call.operands[1];
  const HostBuffer& out = call.results[0];
  const size_t rank = in.shape.size();
  if (rank > static_cast<size_t>(kPlanRank) || call.operands.size() != 2 + rank || update.shape.size() != rank ||
      out.shape != in.shape || out.dtype != in.dtype || update.dtype != in.dtype)
    return std::nullopt;
  const auto& global = global_shape(call, 0);
  const auto& global_update = global_shape(call, 1);
  if (global.size() != rank || global_update.size() != rank) return std::nullopt;
  UpdatePlan p;
  p.rank = static_cast<int>(rank);
  const auto os = row_strides(out.shape);
  for (size_t d = 0; d < rank; ++d) {
    p.extent[d] = update.shape[d], p.out_extent[d] = out.shape[d], p.out_stride[d] = os[d];
    if (in.shape[d] != global[d] && global_update[d] == global[d]) continue;  // start 0, block from 0
    int64_t base = 0;
    if (in.shape[d] != global[d]) {
      if (update.shape[d] != global_update[d] || call.operand_offsets.empty() || call.operand_offsets[0].size() != rank)
        return std::nullopt;  // the host kernel refuses it
      base = call.operand_offsets[0][d];
    }
    const auto index = scalar_value(*call.operands[2 + d]);
    const int64_t hi = global[d] - update.shape[d];
    if (!index || hi < 0) return std::nullopt;
    p.shift[d] = std::clamp<int64_t>(*index, 0, hi) - base;
  }
  return p;
}

// reduction.cpp's reduce_window and window_element.
std::optional<WindowPlan> window_plan(const KernelCall& call) {
  if (call.operands.size() != 2 || call.results.size() != 1) return std::nullopt;
  const HostBuffer& in = *call.operands[0];
  const HostBuffer& out = call.results[0];
  const partition::Window& w = call.op.window;
  const size_t rank = in.shape.size();
  const auto& global = global_shape(call, 0);
  if (rank > static_cast<size_t>(kPlanRank) || out.shape.size() != rank || global.size() != rank) return std::nullopt;
  for (const auto* v : {&w.dimensions, &w.strides, &w.padding_low, &w.base_dilations, &w.window_dilations})
    if (!v->empty() && v->size() != rank) return std::nullopt;
  auto at = [](const std::vector<int64_t>& v, size_t d, int64_t otherwise) { return v.empty() ? otherwise : v[d]; };
  WindowPlan p;
  p.rank = static_cast<int>(rank);
  const auto is = row_strides(in.shape);
  for (size_t d = 0; d < rank; ++d) {
    p.out_extent[d] = out.shape[d], p.in_extent[d] = in.shape[d], p.in_stride[d] = is[d];
    p.window[d] = at(w.dimensions, d, 1), p.stride[d] = at(w.strides, d, 1), p.low[d] = at(w.padding_low, d, 0);
    p.window_dilation[d] = at(w.window_dilations, d, 1), p.base_dilation[d] = at(w.base_dilations, d, 1);
    // The host refuses a window over a split dimension; a window dimension of 0 still folds
    // one position there (its loop is a do-while), which this plan does not copy.
    if (in.shape[d] != global[d] && p.window[d] != 1) return std::nullopt;
    if (p.window[d] < 1 || p.base_dilation[d] < 1) return std::nullopt;
    p.window_count *= p.window[d];
  }
  return p;
}

// indexing.cpp's sort: its DirectComparison.
std::optional<SortOrder> sort_order(const partition::Op& op) {
  if (op.region.empty()) return std::nullopt;
  const partition::Region& comparator = op.region[0];
  if (comparator.ops.size() != 1 || comparator.results.size() != 1) return std::nullopt;
  const partition::Op& c = comparator.ops[0];
  if (c.kind != partition::OpKind::compare || (c.comparison != "LT" && c.comparison != "GT") || c.operands.size() != 2 ||
      c.results.empty() || comparator.results[0] != c.results[0])
    return std::nullopt;
  auto position = [&](partition::ValueId v) {
    const auto it = std::find(comparator.arguments.begin(), comparator.arguments.end(), v);
    return it == comparator.arguments.end() ? -1 : static_cast<int>(it - comparator.arguments.begin());
  };
  const int x = position(c.operands[0]), y = position(c.operands[1]);
  if (x < 0 || y < 0 || x / 2 != y / 2 || x == y) return std::nullopt;
  // compare(rhs, lhs) LT orders as compare(lhs, rhs) GT.
  const bool lhs_first = x % 2 == 0;
  return SortOrder{static_cast<size_t>(x / 2), (c.comparison == "GT") == lhs_first};
}

// indexing.cpp's scatter: replace (the body returns the update), add (reducer add, one
// operand); and one maximum, minimum or multiply of the body's two arguments, which the host
// runs through the interpreter's elementwise kernels (scalar_ops.h's functions).
std::optional<ScatterCombiner> scatter_combiner(const KernelCall& call) {
  if (call.operands.size() < 3 || call.operands.size() % 2 == 0 || call.op.region.empty()) return std::nullopt;
  const size_t n = (call.operands.size() - 1) / 2;
  const partition::Region& body = call.op.region[0];
  if (body.ops.empty() && body.results.size() == n && body.arguments.size() > n && body.results[0] == body.arguments[n])
    return ScatterCombiner{ScatterCombiner::replace, false};
  if (n != 1) return std::nullopt;
  if (call.op.reducer == partition::ReducerKind::add) return ScatterCombiner{ScatterCombiner::add, false};
  if (body.ops.size() != 1 || body.arguments.size() != 2 || body.results.size() != 1) return std::nullopt;
  const partition::Op& o = body.ops[0];
  if (o.operands.size() != 2 || o.results.size() != 1 || body.results[0] != o.results[0]) return std::nullopt;
  ScatterCombiner c;
  switch (o.kind) {
    case partition::OpKind::multiply: c.kind = ScatterCombiner::multiply; break;
    case partition::OpKind::maximum: c.kind = ScatterCombiner::maximum; break;
    case partition::OpKind::minimum: c.kind = ScatterCombiner::minimum; break;
    default: return std::nullopt;
  }
  if (o.operands[0] == body.arguments[0] && o.operands[1] == body.arguments[1]) c.update_first = false;
  else if (o.operands[0] == body.arguments[1] && o.operands[1] == body.arguments[0]) c.update_first = true;
  else return std::nullopt;
  return c;
}

}  // namespace shardproof::exec::gpu
