#include "partition/ir/reader/reader.h"

#include <algorithm>

#include <fmt/format.h>

namespace shardproof::partition::reader {

// Ops whose operands and result all have one type, printed `%r = stablehlo.add %a, %b : T`
// (the op table's unary and binary syntax).
bool Reader::same_type_op(OpKind kind) {
  const Syntax syntax = op_definition(kind).syntax;
  return syntax == Syntax::unary || syntax == Syntax::binary;
}

// The operand types an op's signature spells must be its operands' own (`(T, U) -> V`: one
// per operand; the short `: T` of same-type ops: one for all), and a same-type op's result
// has that type too. Without this a wrong shape was only met later, unlocated, or not at all.
void Reader::check_operand_types(FunctionState& st, const Op& op, const std::vector<TensorType>& ins, size_t op_pos) {
  auto expect_type = [&](ValueId id, const TensorType& written, std::string_view what) {
    const Value& v = st.pf.values[id];
    if (v.type != written)
      lex_.fail_at(op_pos, fmt::format("{}: {} {} has type {} but the op's type says {}", op_name(op.kind), what,
                                       v.name, types::to_string(v.type), types::to_string(written)));
  };
  if (ins.size() == op.operands.size()) {
    for (size_t i = 0; i < ins.size(); ++i) expect_type(op.operands[i], ins[i], "operand");
  } else if (ins.size() == 1 && same_type_op(op.kind)) {
    for (ValueId id : op.operands) expect_type(id, ins[0], "operand");
  }
  if (same_type_op(op.kind)) {
    const size_t arity = op_definition(op.kind).syntax == Syntax::binary ? 2 : 1;
    if (op.operands.size() != arity)
      lex_.fail_at(op_pos, fmt::format("{} takes {} operand{} but has {}", op_name(op.kind), arity,
                                       arity == 1 ? "" : "s", op.operands.size()));
    if (op.results.size() != 1)
      lex_.fail_at(op_pos, fmt::format("{} has {} results, expected 1", op_name(op.kind), op.results.size()));
    for (ValueId id : op.operands)
      expect_type(op.results[0], st.pf.values[id].type, "result");
  }
}

namespace {

// One op's operands and results as the reader has them, and the checks its attributes call
// for. A failed check throws types::InputError without a position: check_operands reports it
// at the op's line.
struct OperandCheck {
  const Op& op;
  const std::vector<Value>& values;

  [[noreturn]] void fail(const std::string& message) const { throw types::InputError(message); }
  std::string_view name() const { return op_name(op.kind); }
  int rank(size_t i) const { return values[op.operands[i]].type.rank(); }
  const std::vector<int64_t>& shape(size_t i) const { return values[op.operands[i]].type.shape; }
  void need(size_t n) const {
    if (op.operands.size() < n) fail(fmt::format("{} needs {} operands but has {}", name(), n, op.operands.size()));
  }
  void exactly(size_t n) const {
    if (op.operands.size() != n)
      fail(fmt::format("{} takes {} operand{} but has {}", name(), n, n == 1 ? "" : "s", op.operands.size()));
  }
  const std::vector<int64_t>& result_shape() const {
    if (op.results.empty()) fail(fmt::format("{} has no result", name()));
    return values[op.results[0]].type.shape;
  }
  void expect_result_shape(const std::vector<int64_t>& expected) const {
    if (result_shape() != expected)
      fail(fmt::format("{}: the result has shape {} but the operands give {}", name(),
                       types::shape_to_string(result_shape()), types::shape_to_string(expected)));
  }
  // replica_groups: every group the same size (a rectangular dense<...> literal).
  void rectangular_groups() const {
    const auto& groups = op.collective.replica_groups;
    for (const auto& g : groups)
      if (g.size() != groups[0].size())
        fail(fmt::format("{}: replica_groups of different sizes ({} and {})", name(), groups[0].size(), g.size()));
  }
  void in_range(const std::vector<int64_t>& dims, int r, std::string_view what) const {
    for (int64_t d : dims)
      if (d < 0 || d >= r) fail(fmt::format("{}: {} {} is out of range for rank {}", name(), what, d, r));
  }
  // gather's or scatter's dimension numbers (spelled `names`) against the ranks they index:
  // the operand's `r`, the indices' `ri` and the window's `rw` (gather's result, scatter's
  // updates).
  void gather_dims_fit(const GatherDimNames& names, int r, int ri, int rw) const {
    const GatherDims& g = op.gather;
    in_range(g.offset_dims, rw, fmt::format("{} entry", names[0]));
    in_range(g.collapsed_slice_dims, r, fmt::format("{} entry", names[1]));
    in_range(g.operand_batching_dims, r, fmt::format("{} entry", names[2]));
    in_range(g.start_indices_batching_dims, ri, fmt::format("{} entry", names[3]));
    in_range(g.start_index_map, r, fmt::format("{} entry", names[4]));
    if (g.index_vector_dim < 0 || g.index_vector_dim > ri)
      fail(fmt::format("{}: index_vector_dim {} does not fit indices of rank {}", name(), g.index_vector_dim, ri));
  }
};

void check_gather(const OperandCheck& c) {
  c.need(2);
  const GatherDims& g = c.op.gather;
  const int r = c.rank(0);
  c.gather_dims_fit(kGatherDimNames, r, c.rank(1), c.values[c.op.results.at(0)].type.rank());
  if (g.slice_sizes.size() != static_cast<size_t>(r))
    c.fail(fmt::format("stablehlo.gather: {} slice_sizes for an operand of rank {}", g.slice_sizes.size(), r));
  const size_t named = g.offset_dims.size() + g.collapsed_slice_dims.size() + g.operand_batching_dims.size();
  if (static_cast<size_t>(r) != named)
    c.fail(fmt::format("stablehlo.gather: the operand has rank {} but offset_dims, "
                       "collapsed_slice_dims and operand_batching_dims name {} dimensions", r, named));
}

void check_scatter(const OperandCheck& c) {
  const Op& op = c.op;
  if (op.operands.size() < 3 || op.operands.size() != 2 * op.results.size() + 1)
    c.fail(fmt::format("stablehlo.scatter with {} operands and {} results (expected inputs, "
                       "indices, updates)", op.operands.size(), op.results.size()));
  c.gather_dims_fit(kScatterDimNames, c.rank(0), c.rank(op.results.size()), c.rank(op.results.size() + 1));
}

// dynamic_slice (operand, starts...) and dynamic_update_slice (operand, update, starts...).
void check_dynamic_slice(const OperandCheck& c) {
  c.need(1);
  const size_t fixed = c.op.kind == OpKind::dynamic_slice ? 1 : 2;
  const size_t given = c.op.operands.size();
  if (given != fixed + static_cast<size_t>(c.rank(0)))
    c.fail(fmt::format("{} of a rank-{} operand needs {} start indices but has {}", c.name(), c.rank(0), c.rank(0),
                       given - std::min(fixed, given)));
}

// Windowed and dimension-listing ops: pad, reverse, fft, sort, convolution, reduce_window, reduce.
void check_window_and_dims(const OperandCheck& c) {
  const Op& op = c.op;
  switch (op.kind) {
    case OpKind::pad:
      c.need(2);
      if (op.window.padding_low.size() != static_cast<size_t>(c.rank(0)) ||
          op.window.padding_high.size() != static_cast<size_t>(c.rank(0)))
        c.fail(fmt::format("stablehlo.pad: padding for {} dimensions on an operand of rank {}",
                           op.window.padding_low.size(), c.rank(0)));
      break;
    case OpKind::reverse:
      c.need(1);
      c.in_range(op.dims, c.rank(0), "dimension");
      break;
    case OpKind::fft: {  // its type and the lengths of its 1 to 3 transformed trailing dimensions
      c.need(1);
      const bool typed = std::any_of(op.attributes.begin(), op.attributes.end(),
                                     [](const auto& a) { return a.first == "fft_type"; });
      if (!typed || op.dims.empty() || op.dims.size() > 3 || op.dims.size() > static_cast<size_t>(c.rank(0)))
        c.fail(fmt::format("stablehlo.fft needs a type and 1 to 3 lengths (at most the operand's rank "
                           "{}); has {}type and {} lengths", c.rank(0), typed ? "a " : "no ", op.dims.size()));
      break;
    }
    case OpKind::sort:
      c.need(1);
      if (op.dim < 0 || op.dim >= c.rank(0))
        c.fail(fmt::format("stablehlo.sort: dimension {} is out of range for rank {}", op.dim, c.rank(0)));
      break;
    case OpKind::convolution: {
      c.need(2);
      const ConvDims& conv = op.conv;
      const int r = c.rank(0);
      if (conv.input_spatial.size() + 2 != static_cast<size_t>(r) ||
          conv.kernel_spatial.size() + 2 != static_cast<size_t>(c.rank(1)))
        c.fail(fmt::format("stablehlo.convolution: the dimension numbers describe rank {} but the "
                           "operands have ranks {} and {}", conv.input_spatial.size() + 2, r, c.rank(1)));
      break;
    }
    case OpKind::reduce_window:
      c.need(2);
      if (op.window.dimensions.size() != static_cast<size_t>(c.rank(0)))
        c.fail(fmt::format("stablehlo.reduce_window: a window of rank {} on an operand of rank {}",
                           op.window.dimensions.size(), c.rank(0)));
      break;
    case OpKind::reduce:
      c.need(2);
      c.in_range(op.dims, c.rank(0), "dimension");
      break;
    default:
      break;
  }
}

void check_dot_general(const OperandCheck& c) {
  c.exactly(2);
  const DotDims& d = c.op.dot;
  c.in_range(d.lhs_contracting, c.rank(0), "lhs contracting dimension");
  c.in_range(d.rhs_contracting, c.rank(1), "rhs contracting dimension");
  c.in_range(d.lhs_batch, c.rank(0), "lhs batching dimension");
  c.in_range(d.rhs_batch, c.rank(1), "rhs batching dimension");
  const auto& lhs = c.shape(0);
  const auto& rhs = c.shape(1);
  auto paired = [&](const std::vector<int64_t>& l, const std::vector<int64_t>& r, std::string_view what) {
    if (l.size() != r.size())
      c.fail(fmt::format("stablehlo.dot_general: {} lhs and {} rhs {} dimensions", l.size(), r.size(), what));
    for (size_t i = 0; i < l.size(); ++i)
      if (lhs[l[i]] != rhs[r[i]])
        c.fail(fmt::format("stablehlo.dot_general: {} dimensions {} and {} have sizes {} and {}", what, l[i], r[i],
                           lhs[l[i]], rhs[r[i]]));
  };
  paired(d.lhs_batch, d.rhs_batch, "batching");
  paired(d.lhs_contracting, d.rhs_contracting, "contracting");
  // The result: batch dimensions, then the lhs's free ones, then the rhs's.
  std::vector<int64_t> expected;
  for (int64_t b : d.lhs_batch) expected.push_back(lhs[b]);
  for (int64_t f : d.free_dims(0, static_cast<int64_t>(lhs.size()))) expected.push_back(lhs[f]);
  for (int64_t f : d.free_dims(1, static_cast<int64_t>(rhs.size()))) expected.push_back(rhs[f]);
  c.expect_result_shape(expected);
}

// The ops that only move elements: broadcast_in_dim, transpose, reshape.
void check_shape_change(const OperandCheck& c) {
  const Op& op = c.op;
  c.exactly(1);
  const auto& in = c.shape(0);
  switch (op.kind) {
    case OpKind::broadcast_in_dim: {
      const auto& out = c.result_shape();
      if (op.dims.size() != in.size())
        c.fail(fmt::format("stablehlo.broadcast_in_dim: {} dims for an operand of rank {}", op.dims.size(), in.size()));
      c.in_range(op.dims, static_cast<int>(out.size()), "dimension");
      for (size_t i = 0; i < in.size(); ++i)
        if (in[i] != 1 && in[i] != out[op.dims[i]])
          c.fail(fmt::format("stablehlo.broadcast_in_dim: operand dimension {} of size {} cannot "
                             "become result dimension {} of size {}", i, in[i], op.dims[i], out[op.dims[i]]));
      break;
    }
    case OpKind::transpose: {
      std::vector<int64_t> sorted = op.dims;
      std::sort(sorted.begin(), sorted.end());
      for (size_t i = 0; i < sorted.size(); ++i)
        if (sorted.size() != in.size() || sorted[i] != static_cast<int64_t>(i))
          c.fail(fmt::format("stablehlo.transpose: dims is not a permutation of the operand's {} dimensions",
                             in.size()));
      std::vector<int64_t> expected;
      for (int64_t p : op.dims) expected.push_back(in[p]);
      c.expect_result_shape(expected);
      break;
    }
    case OpKind::reshape: {
      const int64_t from = c.values[op.operands[0]].type.num_elements();
      const int64_t to = c.values[op.results.at(0)].type.num_elements();
      if (from != to) c.fail(fmt::format("stablehlo.reshape: {} elements cannot become {}", from, to));
      break;
    }
    default:
      break;
  }
}

void check_collective(const OperandCheck& c) {
  const Op& op = c.op;
  switch (op.kind) {
    case OpKind::all_gather:
    case OpKind::reduce_scatter:
      c.need(1);
      c.in_range({op.collective.dim}, c.rank(0), "dimension");
      break;
    case OpKind::all_to_all:
      c.need(1);
      c.in_range({op.collective.dim, op.collective.concat_dim}, c.rank(0), "dimension");
      if (op.collective.split_count <= 0)
        c.fail(fmt::format("stablehlo.all_to_all: split_count {} is not positive", op.collective.split_count));
      break;
    default:
      break;
  }
  c.rectangular_groups();
}

}  // namespace

// Operand counts and shapes the op's attributes refer to: a malformed op is reported at
// its line, not met later as an out-of-range index.
void Reader::check_operands(FunctionState& st, const Op& op, size_t op_pos) {
  const OperandCheck c{op, st.pf.values};
  try {
    switch (op.kind) {
      case OpKind::gather: return check_gather(c);
      case OpKind::scatter: return check_scatter(c);
      case OpKind::dynamic_slice:
      case OpKind::dynamic_update_slice: return check_dynamic_slice(c);
      case OpKind::pad:
      case OpKind::reverse:
      case OpKind::fft:
      case OpKind::sort:
      case OpKind::convolution:
      case OpKind::reduce_window:
      case OpKind::reduce: return check_window_and_dims(c);
      case OpKind::dot_general: return check_dot_general(c);
      case OpKind::broadcast_in_dim:
      case OpKind::transpose:
      case OpKind::reshape: return check_shape_change(c);
      case OpKind::all_gather:
      case OpKind::reduce_scatter:
      case OpKind::all_to_all:
      case OpKind::all_reduce: return check_collective(c);
      default: return;
    }
  } catch (const types::InputError& e) {
    lex_.fail_at(op_pos, e.what());
  }
}

}  // namespace shardproof::partition::reader
