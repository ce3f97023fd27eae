// Kernels of the reductions. A reduce with a named reducer (add, max, min, mul, and, or,
// xor) folds in a wide accumulator (double for floats, int64 for integers) and rounds once;
// a reduce whose body is several ops (argmax's pair reducer) runs the body through the
// executor per element, in index order. On a device the kernel reduces its local block:
// the partial results are combined afterwards by the plan lowering inserted.
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>

#include "partition/ops/kernels/element.h"

namespace shardproof::partition::kernels {
namespace {

// For each element of `in` (row-major), the flat index of the result element it folds into.
std::vector<int64_t> result_positions(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& reduced) {
  std::vector<int64_t> kept_shape;
  std::vector<bool> is_reduced(in_shape.size(), false);
  for (int64_t d : reduced) is_reduced[static_cast<size_t>(d)] = true;
  for (size_t d = 0; d < in_shape.size(); ++d)
    if (!is_reduced[d]) kept_shape.push_back(in_shape[d]);
  const auto ks = strides(kept_shape);
  std::vector<int64_t> pos(static_cast<size_t>(product(in_shape)));
  if (pos.empty()) return pos;
  std::vector<int64_t> idx(in_shape.size(), 0);
  size_t i = 0;
  do {
    int64_t flat = 0;
    for (size_t d = 0, k = 0; d < in_shape.size(); ++d)
      if (!is_reduced[d]) flat += idx[d] * ks[k++];
    pos[i++] = flat;
  } while (next_index(idx, in_shape));
  return pos;
}

template <class A>
inline __attribute__((always_inline)) A combine(ReducerKind r, A a, A b) {
  A out{};
  if (reducer_combine(r, a, b, out)) return out;
  throw KernelUnsupported(fmt::format("reducer {}", reducer_name(r)));
}

void reduce_named(KernelCall& call) {
  const HostBuffer &in = *call.operands[0], &init = *call.operands[1];
  HostBuffer& out = call.results[0];
  // Per input dimension, the stride of the result element it moves: 0 on reduced dimensions.
  std::vector<bool> reduced(in.shape.size(), false);
  for (int64_t d : call.op.dims) reduced[static_cast<size_t>(d)] = true;
  std::vector<int64_t> kept;
  for (size_t d = 0; d < in.shape.size(); ++d)
    if (!reduced[d]) kept.push_back(in.shape[d]);
  const auto ks = strides(kept);
  std::vector<int64_t> step(in.shape.size(), 0);
  for (size_t d = 0, k = 0; d < in.shape.size(); ++d)
    if (!reduced[d]) step[d] = ks[k++];
  const int64_t total = in.num_elements();
  with_dtype(in.dtype, [&]<class T>() {
    using A = std::conditional_t<is_float_v<T>, double, int64_t>;  // i1: 0/1, stored as (acc != 0)
    auto widen = [](T v) -> A {
      if constexpr (is_float_v<T>) return to_double(v);
      else return static_cast<A>(v);
    };
    const A start = widen(init.as<T>()[0]);
    std::vector<A> acc(static_cast<size_t>(out.num_elements()), start);
    const T* src = in.as<T>();
    const ReducerKind r = call.op.reducer;
    const size_t rank = in.shape.size();
    const int64_t inner = rank ? in.shape[rank - 1] : 1, inner_step = rank ? step[rank - 1] : 0;
    if (total > 0 && inner_step == 0 && inner > 1) {
      // The innermost dimension is reduced: each row folds into one accumulator, in order.
      // Eight rows at a time, each its own chain (the same order per accumulator as one row
      // after another, so the same bits), where their accumulators are distinct: a row's
      // chain of dependent adds no longer waits for the one before.
      const int64_t rows = total / inner;
      std::vector<int64_t> target(static_cast<size_t>(rows));
      {
        std::vector<int64_t> idx(rank, 0);
        int64_t offset = 0;
        for (int64_t k = 0; k < rows; ++k) {
          target[static_cast<size_t>(k)] = offset;
          for (int d = static_cast<int>(rank) - 2; d >= 0; --d) {
            offset += step[d];
            if (++idx[d] < in.shape[d]) break;
            offset -= idx[d] * step[d];
            idx[d] = 0;
          }
        }
      }
      constexpr int64_t kChains = 8;
      auto fold_row = [&](int64_t k) {
        A a = acc[static_cast<size_t>(target[static_cast<size_t>(k)])];
        const T* row = src + k * inner;
        if (r == ReducerKind::add) for (int64_t j = 0; j < inner; ++j) a += widen(row[j]);
        else for (int64_t j = 0; j < inner; ++j) a = combine<A>(r, a, widen(row[j]));
        acc[static_cast<size_t>(target[static_cast<size_t>(k)])] = a;
      };
      int64_t k = 0;
      for (; k + kChains <= rows; k += kChains) {
        const int64_t* t = target.data() + k;
        bool distinct = true;
        for (int64_t x = 0; x < kChains; ++x)
          for (int64_t y = x + 1; y < kChains; ++y) distinct &= t[x] != t[y];
        if (!distinct) {
          for (int64_t x = 0; x < kChains; ++x) fold_row(k + x);
          continue;
        }
        A a[kChains];
        for (int64_t x = 0; x < kChains; ++x) a[x] = acc[static_cast<size_t>(t[x])];
        const T* block = src + k * inner;
        auto chains = [&](auto fold) {
          for (int64_t j = 0; j < inner; ++j)
            for (int64_t x = 0; x < kChains; ++x) a[x] = fold(a[x], widen(block[x * inner + j]));
        };
        // The reducer as a constant where it is a common one, so that the eight chains
        // vectorise (a row max or min with r read per element does not).
        switch (r) {
          case ReducerKind::add: chains([](A p, A q) { return p + q; }); break;
          case ReducerKind::maximum: chains([](A p, A q) { return combine<A>(ReducerKind::maximum, p, q); }); break;
          case ReducerKind::minimum: chains([](A p, A q) { return combine<A>(ReducerKind::minimum, p, q); }); break;
          default: chains([r](A p, A q) { return combine<A>(r, p, q); });
        }
        for (int64_t x = 0; x < kChains; ++x) acc[static_cast<size_t>(t[x])] = a[x];
      }
      for (; k < rows; ++k) fold_row(k);
    } else if (total > 0) {
      std::vector<int64_t> idx(rank, 0);
      int64_t offset = 0;
      for (int64_t done = 0; done < total; done += inner) {
        const T* row = src + done;
        if (inner_step == 0) {  // the innermost dimension is reduced: one accumulator per row
          A a = acc[static_cast<size_t>(offset)];
          if (r == ReducerKind::add) for (int64_t j = 0; j < inner; ++j) a += widen(row[j]);
          else for (int64_t j = 0; j < inner; ++j) a = combine<A>(r, a, widen(row[j]));
          acc[static_cast<size_t>(offset)] = a;
        } else {
          A* a = acc.data() + offset;
          for (int64_t j = 0; j < inner; ++j) a[j * inner_step] = combine<A>(r, a[j * inner_step], widen(row[j]));
        }
        for (int d = static_cast<int>(rank) - 2; d >= 0; --d) {
          offset += step[d];
          if (++idx[d] < in.shape[d]) break;
          offset -= idx[d] * step[d];
          idx[d] = 0;
        }
      }
    }
    T* dst = out.as<T>();
    for (size_t i = 0; i < acc.size(); ++i) {
      if constexpr (is_float_v<T>) dst[i] = from_double<T>(acc[i]);
      else dst[i] = static_cast<T>(acc[i]);
    }
  });
}

void reduce_with_body(KernelCall& call) {
  if (call.op.region.empty() || !call.run_region)
    throw KernelUnsupported("a reduce whose reducer is not one op needs its body");
  const size_t n = call.operands.size() / 2;
  const auto pos = result_positions(call.operands[0]->shape, call.op.dims);
  const int64_t outs = call.results[0].num_elements();
  std::vector<std::vector<HostBuffer>> acc(static_cast<size_t>(outs));
  for (auto& a : acc)
    for (size_t k = 0; k < n; ++k) a.push_back(element_at(*call.operands[n + k], 0));
  for (size_t i = 0; i < pos.size(); ++i) {
    auto& a = acc[static_cast<size_t>(pos[i])];
    std::vector<HostBuffer> args = a;
    for (size_t k = 0; k < n; ++k) args.push_back(element_at(*call.operands[k], static_cast<int64_t>(i)));
    a = call.run_region(call.op.region[0], std::move(args));
  }
  for (size_t k = 0; k < n; ++k) {
    const int64_t esize = types::byte_size(call.results[k].dtype);
    for (int64_t o = 0; o < outs; ++o)
      std::memcpy(call.results[k].data.data() + o * esize, acc[static_cast<size_t>(o)][k].data.data(),
                  static_cast<size_t>(esize));
  }
}

// A window attribute's entry for dimension d, `otherwise` where the attribute is absent.
int64_t window_at(const std::vector<int64_t>& v, size_t d, int64_t otherwise) { return v.empty() ? otherwise : v[d]; }

// Where window position `win` of the window at result index `idx` falls in an operand of
// `shape` (row-major `operand_strides`): its flat index there, at (idx * stride + win *
// window_dilation - padding_low) / base_dilation; -1 in padding or between dilated elements.
int64_t window_element(const Window& w, const std::vector<int64_t>& idx, const std::vector<int64_t>& win,
                       const std::vector<int64_t>& shape, const std::vector<int64_t>& operand_strides) {
  int64_t flat = 0;
  for (size_t d = 0; d < shape.size(); ++d) {
    const int64_t p = idx[d] * window_at(w.strides, d, 1) + win[d] * window_at(w.window_dilations, d, 1) -
                      window_at(w.padding_low, d, 0);
    const int64_t dil = window_at(w.base_dilations, d, 1);
    if (p < 0 || p % dil != 0 || p / dil >= shape[d]) return -1;
    flat += (p / dil) * operand_strides[d];
  }
  return flat;
}

// A window that runs along one dimension only (size 1, stride 1, no padding or dilation on
// every other), with stride 1 and no dilation there, whose every window starts at the
// dimension's first element (a prefix scan: what jnp.cumsum, cumprod and cummax lower to, a
// window of the whole length padded low by length - 1) or ends at its last (the reverse).
struct Scan {
  int64_t dim = 0;
  bool prefix = true;
  int64_t size = 1, padding_low = 0;
};
std::optional<Scan> as_scan(const Window& w, const std::vector<int64_t>& in_shape, const std::vector<int64_t>& out_shape) {
  std::optional<Scan> scan;
  for (size_t d = 0; d < in_shape.size(); ++d) {
    if (window_at(w.base_dilations, d, 1) != 1 || window_at(w.window_dilations, d, 1) != 1 ||
        window_at(w.strides, d, 1) != 1)
      return std::nullopt;
    const int64_t size = window_at(w.dimensions, d, 1), low = window_at(w.padding_low, d, 0);
    const int64_t high = window_at(w.padding_high, d, 0);
    if (size == 1 && low == 0 && high == 0) continue;
    if (scan) return std::nullopt;  // a second windowed dimension
    const int64_t n = in_shape[d], m = out_shape[d];
    if (m != n + low + high - size + 1 || n == 0) return std::nullopt;
    // Result i covers positions i - low .. i - low + size - 1 of the operand.
    if (low >= m - 1) scan = Scan{static_cast<int64_t>(d), true, size, low};
    else if (size - 1 - low >= n - 1) scan = Scan{static_cast<int64_t>(d), false, size, low};
    else return std::nullopt;
  }
  return scan;
}

}  // namespace

// reduce_window with a named reducer: each result element folds the window at
// (index * stride - padding_low), base and window dilations applied; padding positions
// hold the init value. A dimension the window spans (size > 1) must be whole on a device.
void reduce_window(KernelCall& call) {
  if (call.operands.size() != 2 || call.op.reducer == ReducerKind::other)
    throw KernelUnsupported("a reduce_window whose reducer is not one op, or of several arrays");
  const HostBuffer &in = *call.operands[0], &init = *call.operands[1];
  HostBuffer& out = call.results[0];
  const Window& w = call.op.window;
  const size_t rank = in.shape.size();
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  for (size_t d = 0; d < rank; ++d)
    if (in.shape[d] != global[d] && window_at(w.dimensions, d, 1) != 1)
      throw KernelUnsupported(fmt::format("reduce_window over dimension {}, which is split on this device", d));
  const auto is = strides(in.shape);
  with_dtype(in.dtype, [&]<class T>() {
    using A = std::conditional_t<is_float_v<T>, double, int64_t>;
    auto widen = [](T v) -> A {
      if constexpr (is_float_v<T>) return to_double(v);
      else return static_cast<A>(v);
    };
    const A start = widen(init.as<T>()[0]);
    T* dst = out.as<T>();
    if (out.num_elements() == 0) return;
    auto store = [&](int64_t i, A acc) {
      if constexpr (is_float_v<T>) dst[i] = from_double<T>(acc);
      else dst[i] = static_cast<T>(acc);
    };
    if (const std::optional<Scan> scan = as_scan(w, in.shape, out.shape)) {
      // One running fold per line along the scanned dimension: O(n), where folding every
      // window is O(n^2) (a cumsum over 6M elements in jax-md's neighbour list, issue 41).
      const int64_t d = scan->dim, n = in.shape[static_cast<size_t>(d)], m = out.shape[static_cast<size_t>(d)];
      const int64_t step = is[static_cast<size_t>(d)], inner = step, outer = in.num_elements() / std::max<int64_t>(n * inner, 1);
      const T* src = in.as<T>();
      for (int64_t o = 0; o < outer; ++o)
        for (int64_t j = 0; j < inner; ++j) {
          const int64_t in_base = o * n * inner + j, out_base = o * m * inner + j;
          A acc = start;
          if (scan->prefix) {
            // Result i folds x[0 .. hi(i)], hi non-decreasing: the naive kernel's order exactly.
            int64_t next = 0;
            for (int64_t i = 0; i < m; ++i) {
              const int64_t hi = std::min(n - 1, i - scan->padding_low + scan->size - 1);
              for (; next <= hi; ++next) acc = combine<A>(call.op.reducer, acc, widen(src[in_base + next * step]));
              store(out_base + i * inner, acc);
            }
          } else {
            // Result i folds x[lo(i) .. n-1], lo non-decreasing: folded from the end (for a
            // float sum another order of the same wide additions, rounded once as before).
            int64_t next = n - 1;
            for (int64_t i = m - 1; i >= 0; --i) {
              const int64_t lo = std::max<int64_t>(0, i - scan->padding_low);
              for (; next >= lo; --next) acc = combine<A>(call.op.reducer, acc, widen(src[in_base + next * step]));
              store(out_base + i * inner, acc);
            }
          }
        }
      return;
    }
    std::vector<int64_t> idx(rank, 0), win(rank, 0), wshape(rank);
    for (size_t d = 0; d < rank; ++d) wshape[d] = window_at(w.dimensions, d, 1);
    int64_t i = 0;
    do {
      A acc = start;
      std::fill(win.begin(), win.end(), 0);
      do {
        const int64_t flat = window_element(w, idx, win, in.shape, is);
        if (flat >= 0) acc = combine<A>(call.op.reducer, acc, widen(in.as<T>()[flat]));
      } while (next_index(win, wshape));
      store(i, acc);
      ++i;
    } while (next_index(idx, out.shape));
  });
}

// StableHLO select_and_scatter (a max-pool's gradient): in every window of the operand the
// `select` computation picks one element (the first, then each later one that select(kept,
// candidate) does not keep; padding is never picked), and the source element of that window
// is combined into the result there by the `scatter` computation, from init_value. The
// common computations (a compare of the two elements; an add) run natively; any other
// through the interpreter. Dimensions the window spans must be whole on the device.
void select_and_scatter(KernelCall& call) {
  const HostBuffer &in = *call.operands[0], &source = *call.operands[1], &init = *call.operands[2];
  HostBuffer& out = call.results[0];
  const Window& w = call.op.window;
  const size_t rank = in.shape.size();
  if (call.op.region.size() != 2) throw KernelUnsupported("a select_and_scatter without its two computations");
  const auto& global = call.program.value(call.op.operands[0]).type.shape;
  for (size_t d = 0; d < rank; ++d)
    if (in.shape[d] != global[d] && (window_at(w.dimensions, d, 1) != 1 || window_at(w.strides, d, 1) != 1))
      throw KernelUnsupported(fmt::format("select_and_scatter over dimension {}, which is split on this device", d));
  // One op of the region over its two arguments, in order: that op's kind and comparison.
  auto single_op = [](const Region& r) -> const Op* {
    if (r.ops.size() != 1 || r.results.size() != 1 || r.arguments.size() != 2) return nullptr;
    const Op& op = r.ops[0];
    return op.operands.size() == 2 && op.operands[0] == r.arguments[0] && op.operands[1] == r.arguments[1] &&
                   op.results.at(0) == r.results[0]
               ? &op
               : nullptr;
  };
  const Op* select_op = single_op(call.op.region[0]);
  const Op* scatter_op = single_op(call.op.region[1]);
  const bool native_select = select_op && select_op->kind == OpKind::compare;
  const bool native_scatter = scatter_op && scatter_op->kind == OpKind::add;
  if ((!native_select || !native_scatter) && !call.run_region)
    throw KernelUnsupported("a select_and_scatter whose computations need the interpreter");
  const int64_t esize = types::byte_size(out.dtype);
  for (int64_t i = 0; i < out.num_elements(); ++i)
    std::memcpy(out.data.data() + i * esize, init.data.data(), static_cast<size_t>(esize));
  if (source.num_elements() == 0) return;
  const auto is = strides(in.shape);
  std::vector<int64_t> idx(rank, 0), win(rank, 0), wshape(rank);
  for (size_t d = 0; d < rank; ++d) wshape[d] = window_at(w.dimensions, d, 1);
  with_dtype(in.dtype, [&]<class T>() {
    using C = compute_t<T>;
    const T* operand = in.as<T>();
    // Whether select(kept, candidate) keeps the element already picked.
    auto keeps = [&](int64_t kept, int64_t candidate) {
      if (native_select)
        return compares<C>(select_op->comparison, static_cast<C>(operand[kept]), static_cast<C>(operand[candidate]));
      const auto r = call.run_region(call.op.region[0], {element_at(in, kept), element_at(in, candidate)});
      return r.at(0).template as<bool>()[0];
    };
    int64_t s = 0;
    do {
      int64_t picked = -1;
      std::fill(win.begin(), win.end(), 0);
      do {
        const int64_t flat = window_element(w, idx, win, in.shape, is);
        if (flat >= 0 && (picked < 0 || !keeps(picked, flat))) picked = flat;
      } while (next_index(win, wshape));
      if (picked >= 0) {
        T* dst = out.as<T>();
        if (native_scatter) {
          dst[picked] = static_cast<T>(static_cast<C>(dst[picked]) + static_cast<C>(source.as<T>()[s]));
        } else {
          const auto r = call.run_region(call.op.region[1], {element_at(out, picked), element_at(source, s)});
          std::memcpy(out.data.data() + picked * esize, r.at(0).data.data(), static_cast<size_t>(esize));
        }
      }
      ++s;
    } while (next_index(idx, source.shape));
  });
}

void reduce(KernelCall& call) {
  if (call.operands.size() == 2 && call.op.reducer != ReducerKind::other) reduce_named(call);
  else reduce_with_body(call);
}

}  // namespace shardproof::partition::kernels
