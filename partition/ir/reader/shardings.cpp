#include "partition/ir/reader/reader.h"

#include <algorithm>

#include <fmt/format.h>

namespace shardproof::partition::reader {

// ---- GSPMD strings: parsed up front so that the mesh can be inferred from all of them.
void Reader::prescan_gspmd() {
  std::string_view text = lex_.text();
  std::vector<GspmdSharding> tiled;
  std::vector<int> ranks;
  for (size_t p = text.find("mhlo.sharding = \""); p != std::string_view::npos;
       p = text.find("mhlo.sharding = \"", p + 1)) {
    has_gspmd_strings_ = true;
    size_t start = p + 17;
    size_t end = text.find('"', start);
    std::string_view s = text.substr(start, end - start);
    GspmdSharding g = parse_gspmd_at(s, start);
    if (g.kind == GspmdSharding::Kind::tiled) {
      GspmdSharding plain = without_manual(g, start);
      tiled.push_back(plain);
      ranks.push_back(plain.tensor_rank());
    }
  }
  if (options_.gspmd_mesh) {
    gspmd_mesh_ = options_.gspmd_mesh;
  } else if (tiled.empty()) {
    if (has_gspmd_strings_) gspmd_mesh_ = types::Mesh();
  } else {
    try {
      gspmd_mesh_ = types::import_gspmd_common(tiled, ranks).mesh;
    } catch (const InputError& e) {
      lex_.fail_at(text.find("mhlo.sharding"), std::string("no common mesh for the GSPMD shardings: ") + e.what());
    }
  }
}

GspmdSharding Reader::parse_gspmd_at(std::string_view s, size_t start) {
  try {
    return types::parse_gspmd(s);
  } catch (const InputError& e) {
    lex_.fail_at(start + static_cast<size_t>(std::max(e.column(), 1) - 1),
                 fmt::format("invalid GSPMD sharding \"{}\": {}", s, e.what()));
  }
}

// {devices=[1,1,2,4]<=... last_tile_dims={manual, replicated}} -> the same string with the
// manual subgroup as one more tensor dimension (so that mesh axes can be found for it).
GspmdSharding Reader::without_manual(GspmdSharding g, size_t pos) {
  if (g.last_tile_dims.empty() || g.last_tile_dims[0] != "manual") {
    for (const auto& t : g.last_tile_dims)
      if (t == "manual") lex_.fail_at(pos, "a manual subgroup must come first in last_tile_dims");
    return g;
  }
  g.last_tile_dims.erase(g.last_tile_dims.begin());
  if (g.last_tile_dims == std::vector<std::string>{"replicated"}) {
    g.last_tile_dims.clear();
    g.last_tile_dim_replicate = true;
  }
  return g;
}

// A GSPMD attribute value ("{...}" with quotes) for an array of rank `rank`.
Reader::GspmdValue Reader::gspmd_value(const Attr& attr, int rank, std::string_view backend_config) {
  size_t start = attr.value_pos + 1;
  std::string_view s = attr.value.substr(1, attr.value.size() - 2);
  GspmdSharding g = parse_gspmd_at(s, start);
  if (g.kind == GspmdSharding::Kind::maximal) {
    // The device must exist: the module's partitions (or the mesh's devices).
    const int64_t devices = std::max<int64_t>(num_partitions_attr_.value_or(1),
                                              gspmd_mesh_ ? gspmd_mesh_->num_devices() : 1);
    if (g.maximal_device >= devices)
      lex_.fail_at(start, fmt::format("{{maximal device={}}} names a device outside 0..{}", g.maximal_device,
                                      devices - 1));
  }
  GspmdValue out;
  try {
    switch (g.kind) {
      case GspmdSharding::Kind::maximal:
      case GspmdSharding::Kind::replicated:
        // maximal: one device holds the whole array (the operands of a host callback): whole
        // on every device as far as check counts it, an upper bound.
        out.type = ShardingType::fully_replicated(rank);
        break;
      case GspmdSharding::Kind::manual:
        if (gspmd_mesh_)
          for (const auto& a : gspmd_mesh_->axes()) out.manual_axes.push_back(a.name);
        break;
      case GspmdSharding::Kind::tiled: {
        GspmdSharding plain = without_manual(g, start);
        bool manual = plain.tensor_rank() != g.tensor_rank();
        // The mesh comes from prescan_gspmd, which finds `mhlo.sharding = "` as JAX and XLA
        // print it; other spacing (a vertical tab before '=') left it unset (make fuzz).
        if (!gspmd_mesh_)
          lex_.fail_at(attr.value_pos, "write GSPMD shardings as mhlo.sharding = \"...\" (one space around '=')");
        ShardingType t = types::gspmd_to_type(plain, *gspmd_mesh_, rank + (manual ? 1 : 0));
        if (manual) {
          for (const auto& ax : t.dims.back().axes) out.manual_axes.push_back(ax.name);
          t.dims.pop_back();
        }
        out.type = t;
        break;
      }
      default:
        lex_.fail_at(start, fmt::format("unsupported GSPMD sharding \"{}\"", s));
    }
  } catch (const ParseError&) {
    throw;
  } catch (const InputError& e) {
    lex_.fail_at(start, fmt::format("invalid GSPMD sharding \"{}\": {}", s, e.what()));
  }
  if (out.type && !backend_config.empty()) {
    // unspecified_dims=[0,1] -> open dimensions
    size_t p = backend_config.find("unspecified_dims=");
    if (p != std::string_view::npos)
      for (int64_t d : int_list(backend_config.substr(p)))
        if (d >= 0 && d < rank) out.type->dims[static_cast<size_t>(d)].open = true;
  }
  return out;
}

// ---- Shardy shardings: "<@mesh, [...]>" or "#sdy.sharding<@mesh, [...]>".
ValueSharding Reader::shardy(std::string_view text, size_t pos, int rank) {
  std::string full = text.starts_with("#") ? std::string(text) : "#sdy.sharding" + std::string(text);
  int shift = static_cast<int>(full.size() - text.size());
  try {
    types::ParsedShardySharding p = types::parse_shardy_sharding(full);
    ValueSharding v;
    v.mesh = p.mesh_name.value_or("mesh");
    if (!v.mesh.empty() && v.mesh[0] == '@') v.mesh.erase(0, 1);
    const types::Mesh* mesh = find_mesh(v.mesh);
    if (!mesh) lex_.fail_at(pos, fmt::format("unknown mesh @{}", v.mesh));
    // A mesh without axes (`sdy.mesh @maximal_mesh_0 = <[], device_ids=[0]>`) places the
    // value whole on one device, JAX's spelling for a host callback's operands and results
    // (`<@maximal_mesh_0, []>` whatever the rank): whole on every device as far as check
    // counts it, an upper bound.
    if (mesh->rank() == 0 && p.type.rank() == 0 && p.type.unreduced.empty()) {
      v.type = ShardingType::fully_replicated(rank);
      return v;
    }
    if (p.type.rank() != rank)
      lex_.fail_at(pos, fmt::format("sharding {} has rank {} but the value has rank {}", text,
                                    p.type.rank(), rank));
    v.type = types::resolve(*mesh, p.type, rank);
    return v;
  } catch (const ParseError&) {
    throw;
  } catch (const InputError& e) {
    int col = e.column() > 0 ? std::max(e.column() - shift, 1) : 1;
    lex_.fail_at(pos + static_cast<size_t>(col - 1), fmt::format("invalid sharding: {}", e.what()));
  }
}

const types::Mesh* Reader::find_mesh(std::string_view name) const {
  for (const auto& [n, m] : meshes_)
    if (n == name) return &m;
  return nullptr;
}

// Shardings from an argument/result attribute dictionary.
std::optional<ValueSharding> Reader::sharding_from_attrs(const std::vector<Attr>& attrs, int rank) {
  if (const Attr* a = find_attr(attrs, "sdy.sharding")) return shardy(a->value, a->value_pos, rank);
  if (const Attr* a = find_attr(attrs, "mhlo.sharding")) {
    GspmdValue g = gspmd_value(*a, rank);
    if (!g.type) return std::nullopt;
    return ValueSharding{"mesh", *g.type};
  }
  return std::nullopt;
}

// "sdy.manual_computation"(%a) <{in_shardings = #sdy.sharding_per_value<[...]>,
//   manual_axes = #sdy<manual_axes{"x", "y"}>, out_shardings = #sdy.sharding_per_value<[...]>}>
//   ({ ^bb0(%local: T): ... "sdy.return"(%r) : (U) -> () }) : (T) -> V
void Reader::decode_manual_computation(FunctionState& st, Op& op, const std::vector<Attr>& props, size_t op_pos) {
  const std::string what(op_name(op.kind));
  const Attr* in = find_attr(props, "in_shardings");
  const Attr* out = find_attr(props, "out_shardings");
  const Attr* axes = find_attr(props, "manual_axes");
  if (!in || !out || !axes) lex_.fail_at(op_pos, what + " needs in_shardings, out_shardings and manual_axes");
  if (op.region.size() != 1 || op.region[0].arguments.size() != op.operands.size() ||
      op.region[0].results.size() != op.results.size())
    lex_.fail_at(op_pos, what + ": operands, results and the body's arguments and returned values differ in number");
  op.in_shardings = sharding_list(in->value, in->value_pos, ranks_of(st, op.operands), "in_shardings of " + what);
  op.out_shardings = sharding_list(out->value, out->value_pos, ranks_of(st, op.results), "out_shardings of " + what);
  std::string_view list = axes->value;  // #sdy<manual_axes{"x", "y"}>
  for (size_t q = list.find('"'); q != std::string_view::npos; q = list.find('"', q + 1)) {
    const size_t close = list.find('"', q + 1);
    if (close == std::string_view::npos) lex_.fail_at(axes->value_pos, "unterminated axis name in manual_axes");
    op.manual_axes.emplace_back(list.substr(q + 1, close - q - 1));
    q = close;
  }
  check_manual_axes(op, axes->value_pos);
  for (size_t i = 0; i < op.results.size(); ++i) st.pf.values[op.results[i]].sharding = op.out_shardings[i];
}

// Every manual axis of a manual computation is an axis of its shardings' mesh.
void Reader::check_manual_axes(const Op& op, size_t pos) {
  const auto& named = !op.in_shardings.empty() ? op.in_shardings : op.out_shardings;
  for (const auto& [name, mesh] : meshes_)
    if (!named.empty() && name == named[0].mesh)
      for (const std::string& axis : op.manual_axes) {
        bool known = false;
        for (const auto& a : mesh.axes()) known = known || a.name == axis;
        if (!known)
          lex_.fail_at(pos, fmt::format("manual axis \"{}\" is not an axis of mesh @{} {}", axis, name,
                                        mesh.to_shardy()));
      }
}

// `"sdy.sharding_constraint"(%0) <{sharding = #sdy.sharding<@mesh, [...]>}>` (or
// "sdy.reshard"): the sharding its result gets.
void Reader::constrain_generically(FunctionState& st, const Op& op, const std::vector<Attr>& props, size_t op_pos) {
  const std::string name = written_name(op_pos);
  const Attr* sharding = find_attr(props, "sharding");
  if (!sharding) lex_.fail_at(op_pos, fmt::format("{} without its sharding property", name));
  if (op.operands.size() != 1 || op.results.size() != 1)
    lex_.fail_at(op_pos, fmt::format("{} takes one operand and has one result", name));
  Value& result = st.pf.values[op.results[0]];
  result.sharding = shardy(sharding->value, sharding->value_pos, result.type.rank());
}

// One sharding per value of a list `[<@mesh, [...]>, <@mesh, [...]>]`, as
// `#sdy.sharding_per_value<[...]>` and a named computation's `in_shardings=[...]` write it;
// `ranks` are the values' ranks, `pos` the offset of `text` in the file.
std::vector<ValueSharding> Reader::sharding_list(std::string_view text, size_t pos, const std::vector<int>& ranks,
                                                 std::string_view what) {
  std::vector<ValueSharding> out;
  size_t i = text.find('[');
  for (size_t lt = text.find('<', i); i != std::string_view::npos && lt != std::string_view::npos;
       lt = text.find('<', i)) {
    size_t e = lt;
    for (int depth = 0; e < text.size(); ++e) {
      if (text[e] == '<') ++depth;
      if (text[e] == '>' && --depth == 0) break;
    }
    if (out.size() == ranks.size())
      lex_.fail_at(pos + lt, fmt::format("{} has more shardings than its {} values", what, ranks.size()));
    out.push_back(shardy(text.substr(lt, e - lt + 1), pos + lt, ranks[out.size()]));
    i = e + 1;
  }
  if (out.size() != ranks.size())
    lex_.fail_at(pos, fmt::format("{} has {} shardings for {} values", what, out.size(), ranks.size()));
  return out;
}

// sharding_list of `list` where it is given: one sharding per value, none when it is absent.
std::vector<std::optional<ValueSharding>> Reader::optional_sharding_list(const Attr* list, const std::vector<int>& ranks,
                                                                         std::string_view what) {
  std::vector<std::optional<ValueSharding>> out(ranks.size());
  if (list) {
    const std::vector<ValueSharding> given = sharding_list(list->value, list->value_pos, ranks, what);
    std::copy(given.begin(), given.end(), out.begin());
  }
  return out;
}

// `sdy.sharding = #sdy.sharding_per_value<[...]>` or `mhlo.sharding = "{...}"` on an op
// of results of ranks `ranks`: one sharding per result (nullopt where none is given).
std::vector<std::optional<ValueSharding>> Reader::result_shardings(const std::vector<Attr>& attrs,
                                                                   const std::vector<int>& ranks) {
  // JAX attaches its placement to an op without results too (a jax.debug.print's callback,
  // `sharding_per_value<[<@maximal_mesh_0, []>]>` on `-> ()`): nothing to shard.
  if (ranks.empty()) return {};
  if (const Attr* a = find_attr(attrs, "sdy.sharding")) return optional_sharding_list(a, ranks, "sdy.sharding");
  std::vector<std::optional<ValueSharding>> out(ranks.size());
  if (const Attr* a = find_attr(attrs, "mhlo.sharding"); a && ranks.size() == 1) {
    // (The tuple sharding `{{...}, {...}}` of an op with several results is not read:
    // those results are left to propagation.)
    GspmdValue g = gspmd_value(*a, ranks[0]);
    if (g.type) out[0] = ValueSharding{"mesh", *g.type};
  }
  return out;
}

std::vector<int> Reader::ranks_of(const FunctionState& st, const std::vector<ValueId>& values) const {
  std::vector<int> ranks;
  for (ValueId v : values) ranks.push_back(st.pf.values[v].type.rank());
  return ranks;
}

std::vector<int> Reader::ranks_of(const std::vector<TensorType>& types) {
  std::vector<int> ranks;
  for (const TensorType& t : types) ranks.push_back(t.rank());
  return ranks;
}

// The shardings annotated on an op's results, stored on them.
void Reader::apply_result_shardings(FunctionState& st, const Op& op, const std::vector<Attr>& attrs) {
  const auto shardings = result_shardings(attrs, ranks_of(st, op.results));
  for (size_t i = 0; i < op.results.size(); ++i)
    if (shardings[i]) st.pf.values[op.results[i]].sharding = shardings[i];
}

}  // namespace shardproof::partition::reader
