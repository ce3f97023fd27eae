#include "partition/lower/trivial_slice_gather.h"

#include <algorithm>
#include <numeric>

namespace shardproof::partition {
namespace {

bool contains(const std::vector<int64_t>& list, int64_t x) { return std::find(list.begin(), list.end(), x) != list.end(); }

// A whole mesh axis (the rule is read off programs whose types name whole axes only).
std::optional<int> whole_axis(const types::Mesh& mesh, const types::AxisRef& a) {
  const auto index = mesh.axis_index(a.name);
  if (!index || a.pre != 1 || (a.size != 0 && a.size != mesh.axis_size(*index))) return std::nullopt;
  return index;
}

}  // namespace

std::optional<TrivialSliceGather> trivial_slice_gather(const types::Mesh& mesh, const GatherDims& dims,
                                                       const types::ShardingType& table_type,
                                                       const types::ShardingType& produced_type,
                                                       const types::ShardingType& declared_type, int table_rank,
                                                       int indices_rank, int result_rank) {
  if (!dims.operand_batching_dims.empty() || !dims.start_indices_batching_dims.empty()) return std::nullopt;
  const types::ShardingType table = types::resolve(mesh, table_type, table_rank);
  const types::ShardingType produced = types::resolve(mesh, produced_type, result_rank);
  const types::ShardingType declared = types::resolve(mesh, declared_type, result_rank);
  if (!declared.unreduced.empty()) return std::nullopt;

  // V: the table's split on collapsed, looked-up rows of slice size 1; the rest of its split
  // must be on whole dimensions it passes through (offset dimensions), kept in `through`
  // (operand dimension -> output dimension).
  std::vector<int> rows;
  std::vector<std::pair<int, int>> through;
  int offset = 0;
  for (int d = 0; d < table_rank; ++d) {
    const bool collapsed = contains(dims.collapsed_slice_dims, d);
    const int out_dim = collapsed || static_cast<size_t>(offset) >= dims.offset_dims.size()
                            ? -1
                            : static_cast<int>(dims.offset_dims[offset]);
    if (!collapsed) ++offset;
    if (table.dims[d].axes.empty()) continue;
    const bool trivial = collapsed && contains(dims.start_index_map, d) &&
                         static_cast<size_t>(d) < dims.slice_sizes.size() && dims.slice_sizes[d] == 1;
    const bool passes = !collapsed && out_dim >= 0 && !contains(dims.start_index_map, d);
    if (!trivial && !passes) return std::nullopt;  // another of XLA's methods
    for (const auto& a : table.dims[d].axes) {
      const auto index = whole_axis(mesh, a);
      if (!index) return std::nullopt;
      if (trivial) rows.push_back(*index);
    }
    if (passes) through.push_back({d, out_dim});
  }
  if (rows.empty()) return std::nullopt;
  if (through.empty()) {  // the gather runs as our layout has it: its partial sums are V's
    std::vector<int> partial;
    for (const auto& a : produced.unreduced) {
      const auto index = whole_axis(mesh, a);
      if (!index) return std::nullopt;
      partial.push_back(*index);
    }
    std::vector<int> sorted_rows = rows, sorted_partial = partial;
    std::sort(sorted_rows.begin(), sorted_rows.end());
    std::sort(sorted_partial.begin(), sorted_partial.end());
    if (sorted_rows != sorted_partial) return std::nullopt;
  }

  // Tile counts of the declared layout, and how many devices hold each tile.
  int64_t groups = 1;
  for (int a : rows) groups *= mesh.axis_size(a);
  std::vector<int64_t> tiles(result_rank, 1);
  int64_t tiled = 1;
  for (int d = 0; d < result_rank; ++d)
    for (const auto& a : declared.dims[d].axes) {
      const auto index = whole_axis(mesh, a);
      if (!index) return std::nullopt;
      tiles[d] *= mesh.axis_size(*index);
      tiled *= mesh.axis_size(*index);
    }
  const int64_t replicas = mesh.num_devices() / tiled;
  if (replicas % groups == 0) return std::nullopt;  // grouped on its replication: R kept, one all-reduce
  // Free `groups` tiles: the replication first, then the batch dimensions, then the offset
  // dimensions, each in order (lowest priority first, as XLA borrows them).
  int64_t need = groups / std::gcd(replicas, groups);
  std::vector<int> order;
  for (int d = 0; d < result_rank; ++d)
    if (!contains(dims.offset_dims, d)) order.push_back(d);
  for (int d = 0; d < result_rank; ++d)
    if (contains(dims.offset_dims, d)) order.push_back(d);
  for (int d : order) {
    const int64_t take = std::gcd(tiles[d], need);
    tiles[d] /= take;
    need /= take;
  }
  if (need != 1) return std::nullopt;  // the group's layout replicated: not modelled

  // The tiles left, held by one group's devices: the mesh axes other than V, in order, given
  // to the dimensions in order.
  std::vector<int> group_axes;
  for (int a = 0; a < mesh.rank(); ++a)
    if (std::find(rows.begin(), rows.end(), a) == rows.end()) group_axes.push_back(a);
  TrivialSliceGather out;
  out.grouped = types::ShardingType::fully_replicated(result_rank);
  size_t next = 0;
  for (int d = 0; d < result_rank; ++d) {
    int64_t held = 1;
    while (held < tiles[d] && next < group_axes.size()) {
      const int a = group_axes[next++];
      held *= mesh.axis_size(a);
      out.grouped.dims[d].axes.push_back(types::AxisRef::whole(mesh.axes()[a].name));
    }
    if (held != tiles[d]) return std::nullopt;
  }
  if (out.grouped.same_layout(declared)) return std::nullopt;
  // A table split along what it passes through gathers into the per-group layout directly
  // (XLA's operand-passthrough grouping first): only where that layout keeps the split.
  auto names = [](const std::vector<types::AxisRef>& axes) {
    std::vector<std::string> out;
    for (const auto& a : axes) out.push_back(a.name);
    return out;
  };
  for (const auto& [d, o] : through)
    if (names(out.grouped.dims[o].axes) != names(table.dims[d].axes)) return std::nullopt;
  out.passthrough = !through.empty();
  for (int a : rows) out.row_axes.push_back(types::AxisRef::whole(mesh.axes()[a].name));
  out.grouped_partial = out.grouped;
  out.grouped_partial.unreduced = out.row_axes;

  // From the all-reduced per-group layout to the declared one: V's parts sliced onto the
  // dimensions short of the declared tile count, in order, then a permute.
  {
    struct Part {
      std::string name;
      int64_t pre, left;
    };
    std::vector<Part> parts;
    for (int a : rows) parts.push_back({mesh.axes()[a].name, 1, mesh.axis_size(a)});
    size_t at = 0;
    types::ShardingType sliced = out.grouped;
    bool ok = true;
    for (int d = 0; d < result_rank && ok; ++d) {
      int64_t have = 1, want = 1;
      for (const auto& a : out.grouped.dims[d].axes) have *= mesh.axis_size(*mesh.axis_index(a.name));
      for (const auto& a : declared.dims[d].axes) want *= mesh.axis_size(*mesh.axis_index(a.name));
      if (want % have != 0) {
        ok = false;
        break;
      }
      int64_t need = want / have;
      std::vector<types::AxisRef> taken;
      while (need > 1 && at < parts.size()) {
        Part& p = parts[at];
        const int64_t take = std::gcd(p.left, need);
        if (take == 1) {
          ok = false;
          break;
        }
        taken.push_back(types::AxisRef::sub(p.name, p.pre, take));
        p.pre *= take;
        p.left /= take;
        need /= take;
        if (p.left == 1) ++at;
      }
      if (need != 1) ok = false;
      if (!ok || taken.empty()) continue;
      out.to_declared.push_back(redistribute::Collective::all_slice(d, taken));
      sliced.dims[d].axes.insert(sliced.dims[d].axes.end(), taken.begin(), taken.end());
    }
    if (!ok)
      out.to_declared.clear();
    else if (!types::canonicalize(mesh, sliced).same_layout(types::canonicalize(mesh, declared)))
      out.to_declared.push_back(redistribute::Collective::collective_permute(declared));
  }

  // The filter: the indices' batch dimensions take the per-group output's batch dimensions'
  // axes, the index vector dimension stays whole.
  out.filter = types::ShardingType::fully_replicated(indices_rank);
  std::vector<int> batch_out;
  for (int d = 0; d < result_rank; ++d)
    if (!contains(dims.offset_dims, d)) batch_out.push_back(d);
  size_t k = 0;
  for (int i = 0; i < indices_rank; ++i) {
    if (i == dims.index_vector_dim) continue;
    if (k < batch_out.size()) out.filter.dims[i].axes = out.grouped.dims[batch_out[k]].axes;
    ++k;
  }
  return out;
}

}  // namespace shardproof::partition
