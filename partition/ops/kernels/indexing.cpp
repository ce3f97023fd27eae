// Kernels of the data-dependent indexing ops. dynamic_update_slice writes its update into a
// copy of the operand at clamped start indices (on a split dimension, the part that lands in
// the device's block); sort permutes slices by its comparator.
#include <algorithm>
#include <cstring>
#include <optional>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {

void dynamic_update_slice(KernelCall& call) {
  const HostBuffer &in = *call.operands[0], &update = *call.operands[1];
  HostBuffer& out = call.results[0];
  out.data = in.data;
  const auto os = strides(out.shape);
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  const auto& global_update = call.program.value(call.op.operands[1]).type.shape;
  // Per dimension: where the update starts, in the operand's global coordinates, and where
  // this device's block of the operand starts. A dimension split with the update split the
  // same way (the update spans it) starts at 0 in both; one split where the update is whole
  // (the sharding rule replicates a partial update) is written where it lands in the block.
  std::vector<int64_t> start(in.shape.size(), 0), base(in.shape.size(), 0);
  for (size_t d = 0; d < in.shape.size(); ++d) {
    if (in.shape[d] != global[d] && global_update[d] == global[d]) continue;
    if (in.shape[d] != global[d]) {
      if (update.shape[d] != global_update[d] || call.operand_offsets.empty())
        throw KernelUnsupported(fmt::format("dynamic_update_slice of dimension {}, split in both operand and update", d));
      base[d] = call.operand_offsets[0][d];
    }
    start[d] = std::clamp<int64_t>(scalar_index(*call.operands[2 + d]), 0, global[d] - update.shape[d]);
  }
  const int64_t esize = types::byte_size(out.dtype);
  if (update.num_elements() == 0) return;
  std::vector<int64_t> idx(update.shape.size(), 0);
  int64_t i = 0;
  do {
    int64_t flat = 0;
    bool held = true;
    for (size_t d = 0; d < idx.size(); ++d) {
      const int64_t local = start[d] + idx[d] - base[d];
      held &= local >= 0 && local < out.shape[d];
      flat += local * os[d];
    }
    if (held) std::memcpy(out.data.data() + flat * esize, update.data.data() + i * esize, static_cast<size_t>(esize));
    ++i;
  } while (next_index(idx, update.shape));
}

}  // namespace shardproof::partition::kernels

namespace shardproof::partition::kernels {
namespace {

// The dimensions of `rank` that are not in `a` nor in `b`, in increasing order.
std::vector<int64_t> other_dims(int64_t rank, const std::vector<int64_t>& a, const std::vector<int64_t>& b) {
  std::vector<int64_t> out;
  for (int64_t d = 0; d < rank; ++d)
    if (std::find(a.begin(), a.end(), d) == a.end() && std::find(b.begin(), b.end(), d) == b.end()) out.push_back(d);
  return out;
}

// How gather and scatter read an index of their result (gather) or of their updates
// (scatter): its batch part selects a start vector in the indices and the operand's batching
// position, its window part the offset inside the slice. Called once per element (6 million
// times a scatter in jax-md's neighbour list), so nothing is allocated per call: the
// strides and positions are worked out once.
struct IndexMap {
  const GatherDims& g;
  const HostBuffer& indices;
  std::vector<int64_t> batch_dims;           // of the result/updates: not window (offset) dims
  std::vector<int64_t> window_operand_dims;  // operand dims the window dims walk, in order
  std::vector<int64_t> batching_position;    // per operand batching dim: its place among batch_dims
  std::vector<int64_t> batch_index_stride;   // per batch dim: the stride of its indices dimension
  int64_t vector_stride = 0;                 // the stride of index_vector_dim (0: implicit)
  std::vector<int64_t> start;                // the last start vector located

  IndexMap(const GatherDims& dims, int64_t operand_rank, const HostBuffer& index_array, int64_t rank)
      : g(dims), indices(index_array) {
    batch_dims = other_dims(rank, g.offset_dims, {});
    window_operand_dims = other_dims(operand_rank, g.collapsed_slice_dims, g.operand_batching_dims);
    const auto s = strides(indices.shape);
    std::vector<int64_t> index_batch_dims;  // of the indices: all but index_vector_dim
    for (int64_t d = 0; d < static_cast<int64_t>(indices.shape.size()); ++d)
      if (d != g.index_vector_dim) index_batch_dims.push_back(d), batch_index_stride.push_back(s[static_cast<size_t>(d)]);
    if (g.index_vector_dim < static_cast<int64_t>(indices.shape.size()))
      vector_stride = s[static_cast<size_t>(g.index_vector_dim)];
    for (size_t k = 0; k < g.operand_batching_dims.size(); ++k)
      batching_position.push_back(std::find(index_batch_dims.begin(), index_batch_dims.end(),
                                            g.start_indices_batching_dims[k]) - index_batch_dims.begin());
    start.resize(g.start_index_map.size());
  }

  // Sets `full` to the batching and window parts of idx's operand index and returns the start
  // vector (one entry per start_index_map dimension), which the caller adds its own way.
  const std::vector<int64_t>& locate(const std::vector<int64_t>& idx, std::vector<int64_t>& full) {
    std::fill(full.begin(), full.end(), 0);
    int64_t base = 0;
    for (size_t b = 0; b < batch_dims.size(); ++b) base += idx[static_cast<size_t>(batch_dims[b])] * batch_index_stride[b];
    for (size_t k = 0; k < g.operand_batching_dims.size(); ++k)
      full[static_cast<size_t>(g.operand_batching_dims[k])] +=
          idx[static_cast<size_t>(batch_dims[static_cast<size_t>(batching_position[k])])];
    for (size_t k = 0; k < g.offset_dims.size(); ++k)
      full[static_cast<size_t>(window_operand_dims[k])] += idx[static_cast<size_t>(g.offset_dims[k])];
    for (size_t k = 0; k < start.size(); ++k) start[k] = scalar_index(indices, base + static_cast<int64_t>(k) * vector_stride);
    return start;
  }
};

// One row of a window: the elements along the window's last dimension that one start vector
// reaches, as walk_windows hands them over, with the part of them inside the operand's block.
struct WindowRow {
  int64_t offset;  // the flat index of its first element in the walked array (a gather's result, a scatter's updates)
  int64_t count;   // its elements
  int64_t step;    // the walked array's stride between them
  int64_t along;   // the operand's stride between them
  int64_t lo, hi;  // the elements [lo, hi) of the row lie inside the operand (none: lo == hi)
  int64_t flat;    // the operand's flat index of the row's first element (meaningful where lo < hi)
};

// The row starting at operand index `at` (running along `dim`, -1: one element) inside
// `shape`, the operand's block.
inline void place_row(WindowRow& r, const std::vector<int64_t>& at, int dim, const std::vector<int64_t>& shape,
                      const std::vector<int64_t>& os) {
  bool held = true;
  r.flat = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    if (static_cast<int>(d) != dim) held &= at[d] >= 0 && at[d] < shape[d];
    r.flat += at[d] * os[d];
  }
  r.lo = r.hi = 0;
  if (!held) return;
  if (dim < 0) {
    r.hi = 1;
    return;
  }
  const auto d = static_cast<size_t>(dim);
  r.lo = std::clamp<int64_t>(-at[d], 0, r.count);
  r.hi = std::clamp<int64_t>(shape[d] - at[d], r.lo, r.count);
}

// Walks `shape` (a gather's result, a scatter's updates) a start vector at a time: each
// position of its batch dimensions is located once (its start vector read from the indices,
// their type known outside the loop), `place_start(start, origin)` adds the start to the
// operand index of the window's first element, and the window is handed to `row` a row (its
// last dimension) at a time, with the part of the row inside `operand_shape`. The same
// elements in the same (row-major) order as walking every index and locating each (jax-md's
// neighbour list gathers and scatters millions of elements a step). Where the window's
// dimensions are not the last ones, every element is located in row-major order, one at a time.
// (flatten: the callbacks and the index type's dispatch inlined into the loop, which runs
// once per row, often once per element; called through, they cost more than the copy.)
template <class PlaceStart, class Row>
[[gnu::flatten]] void walk_windows(IndexMap& map, const std::vector<int64_t>& shape, const std::vector<int64_t>& operand_shape,
                  PlaceStart&& place_start, Row&& row) {
  if (product(shape) == 0) return;
  const size_t operand_rank = operand_shape.size();
  const auto os = strides(operand_shape);
  const auto& offset_dims = map.g.offset_dims;
  const auto ss = strides(shape);
  bool trailing = true;  // the window's dimensions last: batch positions outer is row-major order
  for (size_t k = 0; k < offset_dims.size(); ++k)
    trailing &= offset_dims[k] == static_cast<int64_t>(shape.size() - offset_dims.size() + k);
  if (!trailing) {
    // Row-major order element by element (a scatter applies its updates in this order)
    std::vector<int64_t> idx(shape.size(), 0), at(operand_rank);
    WindowRow r{0, 1, 1, 0, 0, 0, 0};
    do {
      place_start(map.locate(idx, at), at);
      place_row(r, at, -1, operand_shape, os);
      row(r);
      ++r.offset;
    } while (next_index(idx, shape));
    return;
  }
  std::vector<int64_t> batch_shape;
  for (int64_t d : map.batch_dims) batch_shape.push_back(shape[static_cast<size_t>(d)]);
  const size_t wl = offset_dims.size();
  std::vector<int64_t> row_shape;  // the window's dimensions with the last one collapsed to a row
  for (size_t k = 0; k < wl; ++k) row_shape.push_back(k + 1 == wl ? 1 : shape[static_cast<size_t>(offset_dims[k])]);
  const int dim = wl ? static_cast<int>(map.window_operand_dims.at(wl - 1)) : -1;
  WindowRow r{0, wl ? shape[static_cast<size_t>(offset_dims[wl - 1])] : 1, wl ? ss[static_cast<size_t>(offset_dims[wl - 1])] : 1,
              dim < 0 ? 0 : os[static_cast<size_t>(dim)], 0, 0, 0};
  std::vector<int64_t> b(batch_shape.size(), 0), w(wl, 0), origin(operand_rank), at(operand_rank);
  std::vector<int64_t>& start = map.start;
  const auto& g = map.g;
  with_dtype(map.indices.dtype, [&]<class I>() {
    if constexpr (is_float_v<I>) {
      throw KernelUnsupported("an index operand of floating-point type");
    } else {
      const I* indices = map.indices.as<I>();
      do {
        // what IndexMap::locate does for an index whose window part is 0, with the indices' type known
        int64_t ibase = 0, base = 0;
        for (size_t j = 0; j < b.size(); ++j) {
          ibase += b[j] * map.batch_index_stride[j];
          base += b[j] * ss[static_cast<size_t>(map.batch_dims[j])];
        }
        std::fill(origin.begin(), origin.end(), 0);
        for (size_t k = 0; k < g.operand_batching_dims.size(); ++k)
          origin[static_cast<size_t>(g.operand_batching_dims[k])] += b[static_cast<size_t>(map.batching_position[k])];
        for (size_t k = 0; k < start.size(); ++k)
          start[k] = static_cast<int64_t>(indices[ibase + static_cast<int64_t>(k) * map.vector_stride]);
        place_start(start, origin);  // origin: the window's first element
        if (wl == 0) {
          r.offset = base;
          place_row(r, origin, -1, operand_shape, os);
          row(r);
          continue;
        }
        std::fill(w.begin(), w.end(), 0);
        do {
          at = origin;
          r.offset = base;
          for (size_t k = 0; k < wl; ++k) {
            at[static_cast<size_t>(map.window_operand_dims[k])] += w[k];
            r.offset += w[k] * ss[static_cast<size_t>(offset_dims[k])];
          }
          place_row(r, at, dim, operand_shape, os);
          row(r);
        } while (next_index(w, row_shape));
      } while (next_index(b, batch_shape));
    }
  });
}

// Copies one element of `esize` bytes (a typed copy for the common sizes, not a call).
inline void copy_element(std::byte* dst, const std::byte* src, size_t esize) {
  switch (esize) {
    case 1: *dst = *src; return;
    case 2: std::memcpy(dst, src, 2); return;
    case 4: std::memcpy(dst, src, 4); return;
    case 8: std::memcpy(dst, src, 8); return;
    default: std::memcpy(dst, src, esize);
  }
}

}  // namespace

// StableHLO gather: result[i] = operand[start(i[batch]) + batching(i[batch]) + i[offset]],
// the start indices clamped so that the slice lies inside the operand.
void gather(KernelCall& call) {
  const HostBuffer &operand = *call.operands[0], &indices = *call.operands[1];
  HostBuffer& out = call.results[0];
  const GatherDims& g = call.op.gather;
  const auto rank = static_cast<int64_t>(operand.shape.size());
  // Where the table is split along an indexed dimension: this device's rows start at `base`.
  std::vector<int64_t> base(static_cast<size_t>(rank), 0);
  if (!call.operand_offsets.empty()) base = call.operand_offsets[0];
  // A split pass-through dimension of the operand is sliced whole on this device.
  std::vector<int64_t> sizes = g.slice_sizes;
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  std::vector<bool> split_indexed(sizes.size(), false);
  for (size_t d = 0; d < sizes.size(); ++d) {
    if (operand.shape[d] == global[d]) continue;
    if (sizes[d] == global[d]) sizes[d] = operand.shape[d];
    else split_indexed[d] = true;
  }
  IndexMap map(g, rank, indices, static_cast<int64_t>(out.shape.size()));
  const auto esize = static_cast<size_t>(types::byte_size(out.dtype));
  walk_windows(
      map, out.shape, operand.shape,
      [&](const std::vector<int64_t>& start, std::vector<int64_t>& origin) {
        for (size_t k = 0; k < g.start_index_map.size(); ++k) {
          const auto d = static_cast<size_t>(g.start_index_map[k]);
          origin[d] += split_indexed[d] ? std::clamp<int64_t>(start[k], 0, global[d] - sizes[d]) - base[d]
                                        : std::clamp<int64_t>(start[k], 0, operand.shape[d] - sizes[d]);
        }
      },
      [&](const WindowRow& r) {
        // elements another device holds read as zero (this device's part of a partial sum)
        const auto e_size = static_cast<int64_t>(esize);
        std::byte* dst = out.data.data() + r.offset * e_size;
        const std::byte* src = operand.data.data() + r.flat * e_size;
        if (r.count == 1) {
          if (r.hi > r.lo) copy_element(dst, src, esize);
          else std::memset(dst, 0, esize);
          return;
        }
        if (r.step == 1 && r.along == 1) {
          std::memset(dst, 0, static_cast<size_t>(r.lo) * esize);
          if (r.hi > r.lo) std::memcpy(dst + r.lo * e_size, src + r.lo * e_size, static_cast<size_t>(r.hi - r.lo) * esize);
          std::memset(dst + r.hi * e_size, 0, static_cast<size_t>(r.count - r.hi) * esize);
          return;
        }
        for (int64_t e = 0; e < r.count; ++e) {
          std::byte* d = dst + e * r.step * e_size;
          if (e >= r.lo && e < r.hi) copy_element(d, src + e * r.along * e_size, esize);
          else std::memset(d, 0, esize);
        }
      });
}

// chlo.top_k: the k largest elements along the last dimension, in decreasing order (ties:
// the lower index first), and their indices; the last dimension must be whole.
void top_k(KernelCall& call) {
  const HostBuffer& in = *call.operands[0];
  HostBuffer &values = call.results[0], &indices = call.results[1];
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  if (in.shape.empty() || in.shape.back() != global.back())
    throw KernelUnsupported("top_k along a dimension that is split on this device");
  const int64_t n = in.shape.back(), k = values.shape.back(), rows = n == 0 ? 0 : in.num_elements() / n;
  with_dtype(in.dtype, [&]<class T>() {
    std::vector<int64_t> order(static_cast<size_t>(n));
    for (int64_t r = 0; r < rows; ++r) {
      const T* row = in.as<T>() + r * n;
      for (int64_t j = 0; j < n; ++j) order[static_cast<size_t>(j)] = j;
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        return static_cast<compute_t<T>>(row[a]) > static_cast<compute_t<T>>(row[b]);
      });
      for (int64_t j = 0; j < k; ++j) {
        values.as<T>()[r * k + j] = row[order[static_cast<size_t>(j)]];
        with_dtype(indices.dtype, [&]<class I>() { indices.as<I>()[r * k + j] = static_cast<I>(order[static_cast<size_t>(j)]); });
      }
    }
  });
}

// StableHLO sort: every 1-D slice along `dimension` of all operands is permuted by one order,
// the one the comparator gives, called as comparator(lhs_0, rhs_0, lhs_1, rhs_1, ...) on the
// elements of two positions (a stable sort, which also satisfies is_stable = false; the
// reference and the devices then agree exactly). The sorted dimension must be whole here.
void sort(KernelCall& call) {
  const size_t n = call.operands.size();
  const HostBuffer& first = *call.operands[0];
  const auto rank = static_cast<int64_t>(first.shape.size());
  const int64_t dim = call.op.dim;
  if (dim < 0 || dim >= rank) throw KernelUnsupported("sort along a dimension out of range");
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  if (first.shape[static_cast<size_t>(dim)] != global[static_cast<size_t>(dim)])
    throw KernelUnsupported("sort along a dimension that is split on this device");
  if (call.op.region.empty()) throw KernelUnsupported("a sort without its comparator");
  const Region& comparator = call.op.region[0];
  const int64_t len = first.shape[static_cast<size_t>(dim)];
  const auto st = strides(first.shape);
  const int64_t step = st[static_cast<size_t>(dim)];
  // Every slice starts at a multi-index whose `dim` coordinate is 0.
  std::vector<int64_t> outer_shape = first.shape;
  outer_shape[static_cast<size_t>(dim)] = 1;
  if (first.num_elements() == 0) return;
  std::vector<int64_t> idx(outer_shape.size(), 0), order(static_cast<size_t>(len));
  // The interpreter costs microseconds a comparison; the common comparator (jnp.sort and
  // lax.sort of integer keys: `compare LT, %lhs_k, %rhs_k`) is run natively instead.
  struct DirectComparison {
    size_t operand;
    bool lhs_first;  // compare(lhs, rhs), not compare(rhs, lhs)
    std::string_view direction;  // LT or GT
  };
  std::optional<DirectComparison> direct;
  if (comparator.ops.size() == 1 && comparator.results.size() == 1) {
    const Op& c = comparator.ops[0];
    if (c.kind == OpKind::compare && (c.comparison == "LT" || c.comparison == "GT") && c.operands.size() == 2 &&
        comparator.results[0] == c.results.at(0)) {
      auto position = [&](ValueId v) {
        const auto it = std::find(comparator.arguments.begin(), comparator.arguments.end(), v);
        return it == comparator.arguments.end() ? -1 : static_cast<int>(it - comparator.arguments.begin());
      };
      const int x = position(c.operands[0]), y = position(c.operands[1]);
      if (x >= 0 && y >= 0 && x / 2 == y / 2 && x != y)
        direct = DirectComparison{static_cast<size_t>(x / 2), x % 2 == 0, c.comparison};
    }
  }
  if (!direct && !call.run_region) throw KernelUnsupported("a sort whose comparator needs the interpreter");
  do {
    int64_t base = 0;
    for (size_t d = 0; d < idx.size(); ++d) base += idx[d] * st[d];
    for (int64_t j = 0; j < len; ++j) order[static_cast<size_t>(j)] = j;
    if (direct) {
      // The comparator is one compare of a key's two elements: compare them here.
      const HostBuffer& key = *call.operands[direct->operand];
      with_dtype(key.dtype, [&]<class T>() {
        using C = compute_t<T>;
        const T* v = key.as<T>();
        std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
          C x = static_cast<C>(v[base + a * step]), y = static_cast<C>(v[base + b * step]);
          if (!direct->lhs_first) std::swap(x, y);
          return compares<C>(direct->direction, x, y);
        });
      });
    } else {
      std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
        std::vector<HostBuffer> args;
        args.reserve(2 * n);
        for (size_t k = 0; k < n; ++k) {
          args.push_back(element_at(*call.operands[k], base + a * step));
          args.push_back(element_at(*call.operands[k], base + b * step));
        }
        const auto less = call.run_region(comparator, std::move(args));
        return less.at(0).as<bool>()[0];
      });
    }
    for (size_t k = 0; k < n; ++k) {
      const int64_t esize = types::byte_size(call.operands[k]->dtype);
      for (int64_t j = 0; j < len; ++j)
        std::memcpy(call.results[k].data.data() + (base + j * step) * esize,
                    call.operands[k]->data.data() + (base + order[static_cast<size_t>(j)] * step) * esize,
                    static_cast<size_t>(esize));
    }
  } while (next_index(idx, outer_shape));
}

// StableHLO scatter: each update element is combined into the result at start(update's
// scatter index) + its window index, by the update computation (replace, add, or the body);
// updates that fall outside the operand are dropped.
void scatter(KernelCall& call) {
  const size_t n = (call.operands.size() - 1) / 2;
  const HostBuffer& indices = *call.operands[n];
  const GatherDims& g = call.op.gather;
  // Where the operand is split along a dimension the indices select in, this device applies
  // the updates that land in the rows it holds (from `base` on) and drops the others.
  std::vector<int64_t> base(call.operands[0]->shape.size(), 0);
  if (!call.operand_offsets.empty()) base = call.operand_offsets[0];
  for (size_t k = 0; k < n; ++k) call.results[k].data = call.operands[k]->data;
  const HostBuffer& first_update = *call.operands[n + 1];
  const auto& shape = call.results[0].shape;
  const auto rank = static_cast<int64_t>(shape.size());
  IndexMap map(g, rank, indices, static_cast<int64_t>(first_update.shape.size()));
  const Region* body = call.op.region.empty() ? nullptr : &call.op.region[0];
  // replace: the body returns its second argument (the update) unchanged.
  const bool replace = body && body->ops.empty() && body->results.size() == n && body->results[0] == body->arguments.at(n);
  const bool add = !replace && n == 1 && call.op.reducer == ReducerKind::add;
  if (!replace && !add && !call.run_region) throw KernelUnsupported("a scatter whose update computation is not one op");
  auto place_start = [&](const std::vector<int64_t>& start, std::vector<int64_t>& origin) {
    for (size_t k = 0; k < g.start_index_map.size(); ++k) {
      const auto d = static_cast<size_t>(g.start_index_map[k]);
      origin[d] += start[k] - base[d];
    }
  };
  if (add) {
    // one array, its elements summed in the order of the updates
    HostBuffer& out = call.results[0];
    const HostBuffer& update = *call.operands[n + 1];
    with_dtype(out.dtype, [&]<class T>() {
      T* o = out.as<T>();
      const T* up = update.as<T>();
      walk_windows(map, first_update.shape, shape, place_start, [&](const WindowRow& r) {
        for (int64_t e = r.lo; e < r.hi; ++e) {
          T& x = o[r.flat + e * r.along];
          const T y = up[r.offset + e * r.step];
          if constexpr (std::is_same_v<T, bool>) x = x || y;
          else x = static_cast<T>(static_cast<compute_t<T>>(x) + static_cast<compute_t<T>>(y));
        }
      });
    });
    return;
  }
  std::vector<size_t> esizes;
  for (size_t k = 0; k < n; ++k) esizes.push_back(static_cast<size_t>(types::byte_size(call.results[k].dtype)));
  walk_windows(map, first_update.shape, shape, place_start, [&](const WindowRow& r) {
    if (replace) {
      for (size_t k = 0; k < n; ++k) {
        const size_t esize = esizes[k];
        const auto e_size = static_cast<int64_t>(esize);
        std::byte* out = call.results[k].data.data() + r.flat * e_size;
        const std::byte* update = call.operands[n + 1 + k]->data.data() + r.offset * e_size;
        if (r.step == 1 && r.along == 1 && r.hi - r.lo > 1) {
          std::memcpy(out + r.lo * e_size, update + r.lo * e_size, static_cast<size_t>(r.hi - r.lo) * esize);
          continue;
        }
        for (int64_t e = r.lo; e < r.hi; ++e) copy_element(out + e * r.along * e_size, update + e * r.step * e_size, esize);
      }
      return;
    }
    for (int64_t e = r.lo; e < r.hi; ++e) {
      const int64_t flat = r.flat + e * r.along, u = r.offset + e * r.step;
      // region arguments: all current values, then all updates
      std::vector<HostBuffer> ordered;
      for (size_t k = 0; k < n; ++k) ordered.push_back(element_at(call.results[k], flat));
      for (size_t k = 0; k < n; ++k) ordered.push_back(element_at(*call.operands[n + 1 + k], u));
      const auto combined = call.run_region(*body, std::move(ordered));
      for (size_t k = 0; k < n; ++k)
        std::memcpy(call.results[k].data.data() + flat * static_cast<int64_t>(esizes[k]), combined[k].data.data(), esizes[k]);
    }
  });
}

}  // namespace shardproof::partition::kernels
