#include "types/gspmd_syntax.h"

#include <algorithm>
#include <fmt/format.h>
#include <map>
#include <numeric>
#include <optional>

#include "types/error.h"
#include "types/shardy_syntax.h"
#include "types/text_cursor.h"

namespace shardproof::types {

namespace {

constexpr int64_t kMaxDevices = int64_t{1} << 31;  // as Mesh: ids fit an int32

// ---------------------------------------------------------------------------------------
// Reading

// "INT,INT,..." up to (not including) the closing token; `what` names the list in errors.
std::vector<int64_t> int_list(TextCursor& cur, std::string_view close) {
  std::vector<int64_t> values;
  if (cur.peek_word(close)) return values;
  do values.push_back(cur.integer());
  while (cur.try_consume(","));
  return values;
}

// Product of positive sizes, failing at `column` past 2^31 (the products here count devices).
int64_t device_product(const TextCursor& cur, const std::vector<int64_t>& sizes, int column,
                       std::string_view what) {
  int64_t n = 1;
  for (int64_t s : sizes) {
    n *= s;
    if (n > kMaxDevices) cur.fail_at(column, fmt::format("{} has more than 2^31 devices", what));
  }
  return n;
}

// XLA prints `metadata={op_name="..." source_file=...}` inside shardings; it carries no
// layout, so it is skipped (quotes and nested braces included).
void skip_metadata(TextCursor& cur) {
  cur.peek();  // skips spaces, so rest() starts at the '{'
  std::string_view rest = cur.rest();
  if (rest.empty() || rest[0] != '{') cur.expect("{");
  int depth = 0;
  bool quoted = false;
  for (size_t i = 0; i < rest.size(); ++i) {
    char c = rest[i];
    if (quoted) {
      if (c == '\\') ++i;
      else if (c == '"') quoted = false;
    } else if (c == '"') {
      quoted = true;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}' && --depth == 0) {
      cur.expect(rest.substr(0, i + 1));
      return;
    }
  }
  cur.fail("unterminated metadata={...}");
}

GspmdSharding parse_one(TextCursor& cur, int depth);

void parse_tiled(TextCursor& cur, GspmdSharding& s) {
  s.kind = GspmdSharding::Kind::tiled;
  cur.expect("=");
  cur.peek();
  int dims_col = cur.column();
  cur.expect("[");
  s.tile_dims = int_list(cur, "]");
  cur.expect("]");
  if (s.tile_dims.empty()) cur.fail_at(dims_col, "devices=[] needs at least one tile dimension");
  for (int64_t d : s.tile_dims)
    if (d < 1) cur.fail_at(dims_col, fmt::format("tile dimension {} is not positive", d));
  int64_t n = device_product(cur, s.tile_dims, dims_col, "the tile assignment");

  cur.peek();
  int dev_col = cur.column();
  if (cur.try_consume("<=")) {
    cur.expect("[");
    s.iota_reshape = int_list(cur, "]");
    cur.expect("]");
    if (s.iota_reshape.empty()) cur.fail_at(dev_col, "iota <=[] needs at least one dimension");
    for (int64_t d : s.iota_reshape)
      if (d < 1) cur.fail_at(dev_col, fmt::format("iota dimension {} is not positive", d));
    int64_t m = device_product(cur, s.iota_reshape, dev_col, "the iota");
    if (m != n)
      cur.fail_at(dev_col, fmt::format("iota <=[{}] has {} devices but the tiles [{}] need {}",
                                        fmt::join(s.iota_reshape, ","), m,
                                        fmt::join(s.tile_dims, ","), n));
    cur.peek();
    int t_col = cur.column();
    if (cur.try_consume("T")) {
      cur.expect("(");
      s.iota_transpose = int_list(cur, ")");
      cur.expect(")");
      std::vector<int64_t> sorted = s.iota_transpose;
      std::sort(sorted.begin(), sorted.end());
      bool ok = sorted.size() == s.iota_reshape.size();
      for (size_t i = 0; ok && i < sorted.size(); ++i) ok = sorted[i] == static_cast<int64_t>(i);
      if (!ok)
        cur.fail_at(t_col, fmt::format("T({}) is not a permutation of the {} iota dimensions",
                                       fmt::join(s.iota_transpose, ","), s.iota_reshape.size()));
    }
  } else {
    // Explicit device list (V1): one id per tile, each of 0..n-1 once.
    std::vector<bool> seen(static_cast<size_t>(n), false);
    do {
      cur.peek();
      int col = cur.column();
      int64_t id = cur.integer();
      if (static_cast<int64_t>(s.device_list.size()) >= n)
        cur.fail_at(col, fmt::format("more device ids than the {} tiles of [{}]", n,
                                     fmt::join(s.tile_dims, ",")));
      if (id < 0 || id >= n)
        cur.fail_at(col, fmt::format("device id {} is outside 0..{}", id, n - 1));
      if (seen[id]) cur.fail_at(col, fmt::format("device id {} appears twice", id));
      seen[id] = true;
      s.device_list.push_back(id);
    } while (cur.try_consume(","));
    if (static_cast<int64_t>(s.device_list.size()) != n)
      cur.fail(fmt::format("{} device ids but the tiles [{}] need {}", s.device_list.size(),
                           fmt::join(s.tile_dims, ","), n));
  }

  // Trailing attributes, in any order.
  for (;;) {
    cur.peek();
    int col = cur.column();
    if (cur.try_consume("last_tile_dim_replicate")) {
      if (s.last_tile_dim_replicate || !s.last_tile_dims.empty())
        cur.fail_at(col, "last_tile_dim_replicate given together with another subgroup attribute");
      s.last_tile_dim_replicate = true;
    } else if (cur.try_consume("last_tile_dims")) {
      if (s.last_tile_dim_replicate || !s.last_tile_dims.empty())
        cur.fail_at(col, "last_tile_dims given together with another subgroup attribute");
      cur.expect("=");
      cur.expect("{");
      do {
        cur.peek();
        int type_col = cur.column();
        std::string type = cur.identifier();
        if (type != "manual" && type != "replicated" && type != "unreduced")
          cur.fail_at(type_col, fmt::format("unknown subgroup type '{}' (expected manual, "
                                            "replicated or unreduced)", type));
        s.last_tile_dims.push_back(type);
      } while (cur.try_consume(","));
      cur.expect("}");
    } else if (cur.try_consume("metadata")) {
      cur.expect("=");
      skip_metadata(cur);
    } else {
      break;
    }
    if (s.num_subgroup_dims() > static_cast<int>(s.tile_dims.size()))
      cur.fail_at(col, fmt::format("{} subgroup dimensions but only {} tile dimensions",
                                   s.num_subgroup_dims(), s.tile_dims.size()));
  }
}

// Tuples nest (a while loop's state holding a tuple); XLA's run a few levels deep. The limit
// keeps the recursion off the end of the stack: 16000 '{' overflowed it (make fuzz).
constexpr int kMaxTupleDepth = 64;

GspmdSharding parse_one(TextCursor& cur, int depth) {
  GspmdSharding s;
  if (depth > kMaxTupleDepth) cur.fail(fmt::format("tuple shardings nested deeper than {}", kMaxTupleDepth));
  cur.expect("{");
  if (cur.peek() == '{' || cur.peek() == '}') {
    // Tuple: one sharding per element ({} is the empty tuple).
    s.kind = GspmdSharding::Kind::tuple;
    if (cur.try_consume("}")) return s;
    do s.tuple_elements.push_back(parse_one(cur, depth + 1));
    while (cur.try_consume(","));
    cur.expect("}");
    return s;
  }
  if (cur.try_consume("replicated")) {
    s.kind = GspmdSharding::Kind::replicated;
  } else if (cur.try_consume("manual")) {
    s.kind = GspmdSharding::Kind::manual;
  } else if (cur.try_consume("unknown")) {
    s.kind = GspmdSharding::Kind::unknown;
  } else if (cur.try_consume("maximal")) {
    s.kind = GspmdSharding::Kind::maximal;
    cur.expect("device");
    cur.expect("=");
    cur.peek();
    int col = cur.column();
    s.maximal_device = cur.integer();
    if (s.maximal_device < 0) cur.fail_at(col, "device ids are not negative");
  } else if (cur.try_consume("devices")) {
    parse_tiled(cur, s);
  } else {
    cur.fail("expected 'replicated', 'manual', 'unknown', 'maximal device=N' or 'devices=[...]'");
  }
  if (s.kind != GspmdSharding::Kind::tiled && cur.try_consume("metadata")) {
    cur.expect("=");
    skip_metadata(cur);
  }
  cur.expect("}");
  return s;
}

// ---------------------------------------------------------------------------------------
// Tile assignments as linear maps
//
// A run ("piece") is a part of one tile dimension's coordinate along which the device id
// moves by a constant stride: tile coordinate digit (t / weight) % size adds
// digit * stride to the id. An iota tile assignment is exactly one whose ids are the sum
// of its pieces' contributions and whose pieces, sorted by stride, form a mixed radix
// over 0..N-1. Each piece then becomes a mesh axis; sorting by stride gives the mesh
// order, and a tile dimension's pieces by weight give its axes major to minor.

struct Piece {
  int dim = 0;         // tile dimension
  int64_t size = 1;    // number of digit values
  int64_t weight = 1;  // the digit is (tile coordinate / weight) % size
  int64_t stride = 0;  // what one step of the digit adds to the device id
};

std::vector<int64_t> row_major_strides(const std::vector<int64_t>& dims) {
  std::vector<int64_t> strides(dims.size(), 1);
  for (int i = static_cast<int>(dims.size()) - 2; i >= 0; --i) strides[i] = strides[i + 1] * dims[i + 1];
  return strides;
}

// The coarsest pieces of `devices` (flat over `dims`) if the ids are linear in them with
// offset 0 and form a mixed radix over 0..N-1 (i.e. the assignment is an iota).
std::optional<std::vector<Piece>> iota_pieces(const std::vector<int64_t>& dims,
                                              const std::vector<int64_t>& devices) {
  std::vector<int64_t> tstride = row_major_strides(dims);
  std::vector<Piece> pieces;
  for (int j = 0; j < static_cast<int>(dims.size()); ++j) {
    int64_t d = dims[j];
    auto g = [&](int64_t c) { return devices[c * tstride[j]] - devices[0]; };
    // Minor to major: extend each run as far as the ids stay linear (coarsest pieces).
    for (int64_t w = 1; w < d;) {
      int64_t s = g(w);
      int64_t m = 1;
      while (w * m < d && g(w * m) == m * s) ++m;
      if (d % (w * m) != 0) return std::nullopt;
      pieces.push_back({j, m, w, s});
      w *= m;
    }
  }
  if (devices[0] != 0) return std::nullopt;
  std::vector<Piece> by_stride = pieces;
  std::sort(by_stride.begin(), by_stride.end(), [](const Piece& a, const Piece& b) { return a.stride < b.stride; });
  int64_t expect = 1;
  for (const Piece& p : by_stride) {
    if (p.stride != expect) return std::nullopt;
    expect *= p.size;
  }
  if (expect != static_cast<int64_t>(devices.size())) return std::nullopt;
  // Every id must be the sum of its digits' contributions (the probes above only looked
  // along one tile dimension at a time).
  std::vector<int64_t> coord(dims.size(), 0);
  for (size_t p = 0; p < devices.size(); ++p) {
    int64_t id = 0;
    for (const Piece& piece : pieces) id += (coord[piece.dim] / piece.weight) % piece.size * piece.stride;
    if (id != devices[p]) return std::nullopt;
    for (int j = static_cast<int>(dims.size()) - 1; j >= 0; --j) {
      if (++coord[j] < dims[j]) break;
      coord[j] = 0;
    }
  }
  return pieces;
}

// Writes an iota assignment as <=[reshape]T(perm), merging pieces that stay adjacent
// after the transpose, as XLA's canonical form does ({devices=[4,2]<=[8]}, not
// <=[4,2]T(0,1)).
void set_iota(GspmdSharding& s, std::vector<Piece> pieces) {
  // Transposed order: tile dims in order, each from its major piece (largest weight).
  std::stable_sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) {
    return a.dim != b.dim ? a.dim < b.dim : a.weight > b.weight;
  });
  // Merge neighbours whose strides chain (the major one is exactly the minor one's span).
  std::vector<Piece> merged;
  for (const Piece& p : pieces) {
    if (!merged.empty() && merged.back().stride == p.stride * p.size) {
      merged.back().size *= p.size;
      merged.back().stride = p.stride;
    } else {
      merged.push_back(p);
    }
  }
  std::vector<int> order(merged.size());
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](int a, int b) { return merged[a].stride > merged[b].stride; });
  s.iota_reshape.clear();
  s.iota_transpose.clear();
  std::vector<int64_t> rank_of(merged.size());
  for (size_t r = 0; r < order.size(); ++r) {
    s.iota_reshape.push_back(merged[order[r]].size);
    rank_of[order[r]] = static_cast<int64_t>(r);
  }
  bool identity = true;
  for (size_t k = 0; k < merged.size(); ++k) identity = identity && rank_of[k] == static_cast<int64_t>(k);
  if (!identity) s.iota_transpose = rank_of;
  if (s.iota_reshape.empty()) s.iota_reshape = {1};
}

// ---------------------------------------------------------------------------------------
// Import

std::string axis_name(int i) { return fmt::format("_axis_{}", i); }

void check_tiled_for_import(const GspmdSharding& s, int rank, const char* what) {
  using Kind = GspmdSharding::Kind;
  switch (s.kind) {
    case Kind::replicated:
    case Kind::tiled:
      break;
    case Kind::maximal:
      throw InputError(fmt::format("{} is a maximal sharding (one device holds the whole array); "
                                   "it has no {}", to_string(s), what));
    case Kind::manual:
      throw InputError(fmt::format("{} is a manual sharding; it has no {}", to_string(s), what));
    case Kind::unknown:
      throw InputError(fmt::format("{} is an unknown sharding; it has no {}", to_string(s), what));
    case Kind::tuple:
      throw InputError(fmt::format("{} is a tuple sharding; take its elements one by one", to_string(s)));
  }
  if (s.kind == Kind::tiled && s.tensor_rank() != rank)
    throw InputError(fmt::format("sharding {} has {} tensor dimensions but the array has rank {}",
                                 to_string(s), s.tensor_rank(), rank));
}

// Which tile dims are what: tensor dims, then subgroups.
enum class DimRole { tensor, replicated, unreduced, manual };
std::vector<DimRole> dim_roles(const GspmdSharding& s) {
  std::vector<DimRole> roles(s.tile_dims.size(), DimRole::tensor);
  int first = s.tensor_rank();
  if (s.last_tile_dim_replicate) roles[first] = DimRole::replicated;
  for (size_t i = 0; i < s.last_tile_dims.size(); ++i) {
    const std::string& t = s.last_tile_dims[i];
    roles[first + i] = t == "manual" ? DimRole::manual : t == "unreduced" ? DimRole::unreduced : DimRole::replicated;
  }
  return roles;
}

// Fills `type` (and `manual`) from each tile dim's list of mesh axes, major to minor.
void assign_axes(const GspmdSharding& s, const Mesh& mesh, const std::vector<std::vector<AxisRef>>& axes_of_dim,
                 ShardingType& type, std::vector<AxisRef>& manual) {
  std::vector<DimRole> roles = dim_roles(s);
  type = ShardingType::fully_replicated(s.tensor_rank());
  for (size_t j = 0; j < roles.size(); ++j) {
    const auto& axes = axes_of_dim[j];
    switch (roles[j]) {
      case DimRole::tensor: type.dims[j].axes = axes; break;
      case DimRole::unreduced: type.unreduced.insert(type.unreduced.end(), axes.begin(), axes.end()); break;
      case DimRole::manual: manual.insert(manual.end(), axes.begin(), axes.end()); break;
      case DimRole::replicated: break;
    }
  }
  type = resolve(mesh, type, s.tensor_rank());
  for (AxisRef& r : manual) r = resolve_axis_ref(mesh, r);
}

}  // namespace

// ---------------------------------------------------------------------------------------

std::vector<int64_t> GspmdSharding::devices() const {
  if (!device_list.empty()) return device_list;
  int64_t n = 1;
  for (int64_t d : tile_dims) n *= d;
  std::vector<int64_t> out(static_cast<size_t>(n));
  if (kind != Kind::tiled) return out;
  // arange(n).reshape(R).transpose(P): element at transposed coords c holds the row-major
  // index over R of the coords c'[perm[k]] = c[k].
  const size_t k = iota_reshape.size();
  std::vector<int64_t> perm(k);
  std::iota(perm.begin(), perm.end(), 0);
  if (!iota_transpose.empty()) perm = iota_transpose;
  std::vector<int64_t> rstride = row_major_strides(iota_reshape);
  std::vector<int64_t> tdims(k), tstride(k);
  for (size_t i = 0; i < k; ++i) {
    tdims[i] = iota_reshape[perm[i]];
    tstride[i] = rstride[perm[i]];
  }
  std::vector<int64_t> c(k, 0);
  int64_t id = 0;
  for (int64_t p = 0; p < n; ++p) {
    out[p] = id;
    for (int i = static_cast<int>(k) - 1; i >= 0; --i) {
      id += tstride[i];
      if (++c[i] < tdims[i]) break;
      id -= tstride[i] * tdims[i];
      c[i] = 0;
    }
  }
  return out;
}

GspmdSharding parse_gspmd(std::string_view text) {
  TextCursor cur(text);
  GspmdSharding s = parse_one(cur, 0);
  cur.expect_end();
  return s;
}

std::string to_string(const GspmdSharding& s) {
  using Kind = GspmdSharding::Kind;
  switch (s.kind) {
    case Kind::replicated: return "{replicated}";
    case Kind::manual: return "{manual}";
    case Kind::unknown: return "{unknown}";
    case Kind::maximal: return fmt::format("{{maximal device={}}}", s.maximal_device);
    case Kind::tuple: {
      std::string out = "{";
      for (size_t i = 0; i < s.tuple_elements.size(); ++i) {
        if (i) out += ", ";  // two appends: GCC 12 -O3 flags `(i ? a : b) + s` (-Wrestrict)
        out += to_string(s.tuple_elements[i]);
      }
      return out + "}";
    }
    case Kind::tiled: break;
  }
  std::string out = fmt::format("{{devices=[{}]", fmt::join(s.tile_dims, ","));
  if (s.device_list.empty()) {
    out += fmt::format("<=[{}]", fmt::join(s.iota_reshape, ","));
    if (!s.iota_transpose.empty()) out += fmt::format("T({})", fmt::join(s.iota_transpose, ","));
  } else {
    out += fmt::format("{}", fmt::join(s.device_list, ","));
  }
  if (s.last_tile_dim_replicate) out += " last_tile_dim_replicate";
  if (!s.last_tile_dims.empty()) out += fmt::format(" last_tile_dims={{{}}}", fmt::join(s.last_tile_dims, ", "));
  return out + "}";
}

ImportedShardings import_gspmd_common(const std::vector<GspmdSharding>& shardings, const std::vector<int>& ranks) {
  if (shardings.size() != ranks.size())
    throw InputError(fmt::format("{} shardings but {} ranks", shardings.size(), ranks.size()));
  ImportedShardings out;
  int64_t n = 1;
  int first_tiled = -1;
  std::vector<std::optional<std::vector<Piece>>> pieces(shardings.size());
  bool needs_device_ids = false;
  for (size_t i = 0; i < shardings.size(); ++i) {
    const GspmdSharding& s = shardings[i];
    check_tiled_for_import(s, ranks[i], "mesh-axis form");
    if (s.kind != GspmdSharding::Kind::tiled) continue;
    std::vector<int64_t> devices = s.devices();
    if (first_tiled < 0) {
      first_tiled = static_cast<int>(i);
      n = static_cast<int64_t>(devices.size());
    } else if (static_cast<int64_t>(devices.size()) != n) {
      throw InputError(fmt::format("{} has {} devices but {} has {}", to_string(s), devices.size(),
                                   to_string(shardings[first_tiled]), n));
    }
    pieces[i] = iota_pieces(s.tile_dims, devices);
    needs_device_ids = needs_device_ids || !pieces[i];
  }
  int num_tiled = 0;
  for (const GspmdSharding& s : shardings) num_tiled += s.kind == GspmdSharding::Kind::tiled;

  if (needs_device_ids) {
    if (num_tiled > 1)
      throw InputError("several GSPMD shardings with explicit device orders that are no iota: "
                       "they have no common mesh");
    // One axis per non-trivial tile dim; the list, row-major over them, is the device_ids.
    const GspmdSharding& s = shardings[first_tiled];
    std::vector<MeshAxis> axes;
    std::vector<std::vector<AxisRef>> axes_of_dim(s.tile_dims.size());
    for (size_t j = 0; j < s.tile_dims.size(); ++j) {
      if (s.tile_dims[j] == 1) continue;
      std::string name = axis_name(static_cast<int>(axes.size()));
      axes.push_back({name, s.tile_dims[j]});
      axes_of_dim[j].push_back(AxisRef::whole(name));
    }
    out.mesh = Mesh(std::move(axes), s.devices());
    for (size_t i = 0; i < shardings.size(); ++i) {
      out.types.push_back(ShardingType::fully_replicated(ranks[i]));
      out.manual.emplace_back();
      if (static_cast<int>(i) == first_tiled) assign_axes(s, out.mesh, axes_of_dim, out.types.back(), out.manual.back());
    }
    return out;
  }

  // Common mesh: every piece spans the strides [stride, stride*size); the union of those
  // cut points must be a divisibility chain 1 | c_1 | ... | N, and its gaps are the axes.
  std::vector<int64_t> cuts = {1, n};
  for (const auto& ps : pieces)
    if (ps)
      for (const Piece& p : *ps) {
        cuts.push_back(p.stride);
        cuts.push_back(p.stride * p.size);
      }
  std::sort(cuts.begin(), cuts.end());
  cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());
  for (size_t k = 1; k < cuts.size(); ++k)
    if (cuts[k] % cuts[k - 1] != 0)
      throw InputError(fmt::format("the GSPMD shardings split the {} devices in ways that do not nest "
                                   "(runs of {} and {} devices): they have no common mesh",
                                   n, cuts[k - 1], cuts[k]));
  // Axis a (major first) spans strides [cuts[K-1-a], cuts[K-a]).
  const int num_axes = static_cast<int>(cuts.size()) - 1;
  std::vector<MeshAxis> axes;
  for (int a = 0; a < num_axes; ++a) axes.push_back({axis_name(a), cuts[num_axes - a] / cuts[num_axes - a - 1]});
  out.mesh = Mesh(std::move(axes));
  auto axis_of_stride = [&](int64_t stride) {
    return num_axes - 1 - static_cast<int>(std::lower_bound(cuts.begin(), cuts.end(), stride) - cuts.begin());
  };
  for (size_t i = 0; i < shardings.size(); ++i) {
    out.types.push_back(ShardingType::fully_replicated(ranks[i]));
    out.manual.emplace_back();
    if (!pieces[i]) continue;
    const GspmdSharding& s = shardings[i];
    std::vector<Piece> ps = *pieces[i];
    std::sort(ps.begin(), ps.end(), [](const Piece& a, const Piece& b) { return a.weight > b.weight; });
    std::vector<std::vector<AxisRef>> axes_of_dim(s.tile_dims.size());
    for (const Piece& p : ps) {
      // The axes between the piece's cut points, major to minor.
      int major = axis_of_stride(p.stride * p.size) + 1, minor = axis_of_stride(p.stride);
      for (int a = major; a <= minor; ++a) axes_of_dim[p.dim].push_back(AxisRef::whole(axis_name(a)));
    }
    assign_axes(s, out.mesh, axes_of_dim, out.types.back(), out.manual.back());
  }
  return out;
}

ImportedSharding import_gspmd(const GspmdSharding& sharding, int rank) {
  ImportedShardings all = import_gspmd_common({sharding}, {rank});
  return ImportedSharding{std::move(all.mesh), std::move(all.types[0]), std::move(all.manual[0])};
}

ShardingType gspmd_to_type(const GspmdSharding& s, const Mesh& mesh, int rank) {
  check_tiled_for_import(s, rank, "sharding type");
  if (s.kind == GspmdSharding::Kind::replicated) return ShardingType::fully_replicated(rank);
  std::vector<int64_t> devices = s.devices();
  const int64_t n = mesh.num_devices();
  if (static_cast<int64_t>(devices.size()) != n)
    throw InputError(fmt::format("sharding {} has {} devices but the mesh {} has {}", to_string(s),
                                 devices.size(), mesh.to_shardy(), n));
  std::vector<DimRole> roles = dim_roles(s);
  for (DimRole r : roles)
    if (r == DimRole::manual)
      throw InputError(fmt::format("sharding {} has a manual subgroup; sharding types have no manual axes",
                                   to_string(s)));

  // Targets: tensor dims 0..rank-1 and, at index rank, the combined unreduced subgroups.
  // A device's target coordinates are what its sharding type must reproduce: its block
  // index per dimension and its unreduced index. Replicated subgroups constrain nothing.
  std::vector<int64_t> position(n, -1);
  for (int64_t p = 0; p < n; ++p) {
    if (devices[p] < 0 || devices[p] >= n || position[devices[p]] >= 0)
      throw InputError(fmt::format("sharding {} does not list each of the devices 0..{} once",
                                   to_string(s), n - 1));
    position[devices[p]] = p;
  }
  std::vector<int64_t> tstride = row_major_strides(s.tile_dims);
  const int targets = rank + 1;
  std::vector<int64_t> target_size(targets, 1);
  for (size_t j = 0; j < roles.size(); ++j) {
    if (roles[j] == DimRole::tensor) target_size[j] = s.tile_dims[j];
    if (roles[j] == DimRole::unreduced) target_size[rank] *= s.tile_dims[j];
  }
  auto target_of = [&](int64_t linear) {
    std::vector<int64_t> t(targets, 0);
    int64_t p = position[mesh.physical_device(linear)];
    for (size_t j = 0; j < roles.size(); ++j) {
      int64_t c = p / tstride[j] % s.tile_dims[j];
      if (roles[j] == DimRole::tensor) t[j] = c;
      if (roles[j] == DimRole::unreduced) t[rank] = t[rank] * s.tile_dims[j] + c;
    }
    return t;
  };
  auto impossible = [&](const std::string& why) {
    return InputError(fmt::format("no sharding type on mesh {} gives the device order of {}: {}",
                                  mesh.to_shardy(), to_string(s), why));
  };
  if (target_of(0) != std::vector<int64_t>(targets, 0))
    throw impossible(fmt::format("device {} at the mesh origin holds a tile other than the first",
                                 mesh.physical_device(0)));

  // Split each mesh axis, minor to major, into the coarsest runs along which the target
  // coordinates move linearly in a single target (or not at all: a replicated part).
  struct Part {
    int axis;
    int64_t pre, size, weight;
    int target;  // -1: replicated
  };
  std::vector<Part> parts;
  for (int a = 0; a < mesh.rank(); ++a) {
    const int64_t size = mesh.axis_size(a), stride = mesh.stride(a);
    for (int64_t w = 1; w < size;) {
      std::vector<int64_t> step = target_of(w * stride);
      int target = -1;
      for (int t = 0; t < targets; ++t)
        if (step[t] != 0) {
          if (target >= 0 || step[t] < 0)
            throw impossible(fmt::format("moving along axis \"{}\" changes the tile in a way no axis list gives",
                                         mesh.axes()[a].name));
          target = t;
        }
      int64_t m = 1;
      for (;;) {
        if (w * m >= size) break;
        std::vector<int64_t> next = target_of(w * m * stride);
        bool linear = true;
        for (int t = 0; t < targets; ++t) linear = linear && next[t] == m * step[t];
        if (!linear) break;
        ++m;
      }
      if (size % (w * m) != 0)
        throw impossible(fmt::format("a run of {} along axis \"{}\" of size {} is no sub-axis", m,
                                     mesh.axes()[a].name, size));
      parts.push_back({a, size / (w * m), m, target >= 0 ? step[target] : 0, target});
      w *= m;
    }
  }
  // Each target's parts, by weight, must form its mixed radix exactly.
  ShardingType type = ShardingType::fully_replicated(rank);
  for (int t = 0; t < targets; ++t) {
    std::vector<Part> mine;
    for (const Part& p : parts)
      if (p.target == t) mine.push_back(p);
    std::sort(mine.begin(), mine.end(), [](const Part& a, const Part& b) { return a.weight > b.weight; });
    int64_t expect = 1;
    for (auto it = mine.rbegin(); it != mine.rend(); ++it) {
      if (it->weight != expect)
        throw impossible(fmt::format("{} tiles of {} are not a mixed radix of mesh axes",
                                     t < rank ? fmt::format("dimension {}'s", t) : std::string("the unreduced"),
                                     target_size[t]));
      expect *= it->size;
    }
    if (expect != target_size[t])
      throw impossible(fmt::format("{} tiles of {} are not covered by mesh axes",
                                   t < rank ? fmt::format("dimension {}'s", t) : std::string("the unreduced"),
                                   target_size[t]));
    std::vector<AxisRef> refs;
    for (const Part& p : mine) {
      const std::string& name = mesh.axes()[p.axis].name;
      refs.push_back(p.size == mesh.axis_size(p.axis) ? AxisRef::whole(name) : AxisRef::sub(name, p.pre, p.size));
    }
    if (t < rank) type.dims[t].axes = std::move(refs);
    else type.unreduced = std::move(refs);
  }
  type = resolve(mesh, type, rank);
  // The runs were found along one axis at a time; check every device.
  for (int64_t linear = 0; linear < n; ++linear) {
    std::vector<int64_t> coords = mesh.coordinates(linear);
    std::vector<int64_t> t = target_of(linear);
    for (int i = 0; i < rank; ++i)
      if (block_index(mesh, type, i, coords) != t[i])
        throw impossible(fmt::format("device {} would hold block {} of dimension {}, not {}",
                                     mesh.physical_device(linear), block_index(mesh, type, i, coords), i, t[i]));
    if (unreduced_index(mesh, type, coords) != t[rank])
      throw impossible(fmt::format("device {} would hold the wrong partial sum", mesh.physical_device(linear)));
  }
  return type;
}

GspmdSharding to_gspmd_sharding(const Mesh& mesh, const ShardingType& type_in) {
  ShardingType type = resolve(mesh, type_in, type_in.rank());
  const int rank = type.rank();
  const int64_t n = mesh.num_devices();
  std::vector<int64_t> shards(rank);
  int64_t tiles = 1;
  for (int i = 0; i < rank; ++i) tiles *= shards[i] = num_shards(mesh, type, i);
  const int64_t unreduced = num_unreduced(mesh, type);
  const int64_t replicas = n / (tiles * unreduced);
  GspmdSharding s;
  if (tiles == 1 && unreduced == 1) return s;  // {replicated}
  s.kind = GspmdSharding::Kind::tiled;
  s.tile_dims = shards;
  if (unreduced > 1) {
    s.tile_dims.push_back(unreduced);
    s.last_tile_dims.push_back("unreduced");
  }
  if (replicas > 1) {
    s.tile_dims.push_back(replicas);
    if (unreduced > 1) s.last_tile_dims.push_back("replicated");
    else s.last_tile_dim_replicate = true;
  }
  // Devices with the same tile take consecutive replica slots in mesh order, so the
  // replicated subgroup is the remaining axes' mixed radix (what Shardy's export does).
  std::vector<int64_t> devices(n), next_replica(tiles * unreduced, 0);
  for (int64_t linear = 0; linear < n; ++linear) {
    std::vector<int64_t> coords = mesh.coordinates(linear);
    int64_t key = 0;
    for (int i = 0; i < rank; ++i) key = key * shards[i] + block_index(mesh, type, i, coords);
    key = key * unreduced + unreduced_index(mesh, type, coords);
    devices[key * replicas + next_replica[key]++] = mesh.physical_device(linear);
  }
  if (auto pieces = iota_pieces(s.tile_dims, devices)) set_iota(s, *pieces);
  else s.device_list = std::move(devices);
  return s;
}

std::string to_gspmd(const Mesh& mesh, const ShardingType& type) { return to_string(to_gspmd_sharding(mesh, type)); }

// ---------------------------------------------------------------------------------------
// Either syntax, with columns

namespace {

// Where each part of a Shardy sharding sits in its text (1-based columns), found by
// walking the same grammar as parse_shardy_sharding (which has already accepted it).
struct ShardyColumns {
  std::vector<int> dims;                   // each dimension's '{'
  std::vector<std::vector<int>> dim_axes;  // each axis reference
  int dims_end = 1;                        // the ']' closing the dimensions
  std::vector<int> replicated, unreduced;
};

int column_here(TextCursor& cur) {
  cur.peek();  // skips spaces
  return cur.column();
}

std::vector<int> axis_set_columns(TextCursor& cur) {
  std::vector<int> cols;
  cur.expect("{");
  if (cur.try_consume("}")) return cols;
  do {
    cols.push_back(column_here(cur));
    cur.quoted_string();
    if (cur.try_consume(":")) {
      cur.expect("(");
      cur.integer();
      cur.expect(")");
      cur.integer();
    }
  } while (cur.try_consume(","));
  cur.expect("}");
  return cols;
}

ShardyColumns shardy_columns(std::string_view text) {
  TextCursor cur(text);
  ShardyColumns out;
  bool wrapped = cur.try_consume("#sdy.sharding");
  if (wrapped || cur.peek() == '<') {
    cur.expect("<");
    if (cur.try_consume("@")) {
      cur.identifier();
    } else {
      cur.expect("mesh");
      cur.expect("<");
      cur.expect("[");
      if (!cur.try_consume("]")) {
        do {
          cur.quoted_string();
          cur.expect("=");
          cur.integer();
        } while (cur.try_consume(","));
        cur.expect("]");
      }
      cur.expect(">");
    }
    cur.expect(",");
  }
  cur.expect("[");
  if (cur.peek() != ']') {
    do {
      out.dims.push_back(column_here(cur));
      cur.expect("{");
      std::vector<int> axes;
      while (!cur.try_consume("}")) {
        if (cur.try_consume("?") || cur.try_consume(",")) continue;
        axes.push_back(column_here(cur));
        cur.quoted_string();
        if (cur.try_consume(":")) {
          cur.expect("(");
          cur.integer();
          cur.expect(")");
          cur.integer();
        }
      }
      out.dim_axes.push_back(std::move(axes));
      if (cur.peek() == 'p') {
        cur.expect("p");
        cur.integer();
      }
    } while (cur.try_consume(","));
  }
  out.dims_end = column_here(cur);
  cur.expect("]");
  while (cur.try_consume(",")) {
    if (cur.try_consume("replicated")) {
      cur.expect("=");
      out.replicated = axis_set_columns(cur);
    } else {
      cur.expect("unreduced");
      cur.expect("=");
      out.unreduced = axis_set_columns(cur);
    }
  }
  return out;
}

}  // namespace

ShardingType parse_sharding(std::string_view text, const Mesh& mesh, int rank) {
  size_t start = text.find_first_not_of(" \t\r\n");
  if (start != std::string_view::npos && text[start] == '{') {
    GspmdSharding s = parse_gspmd(text);
    try {
      return gspmd_to_type(s, mesh, rank);
    } catch (const InputError& e) {
      throw InputError(e.what(), static_cast<int>(start) + 1);
    }
  }
  ParsedShardySharding parsed = parse_shardy_sharding(text);
  ShardyColumns cols = shardy_columns(text);
  const ShardingType& type = parsed.type;
  if (type.rank() != rank) {
    int col = type.rank() > rank ? cols.dims[rank] : cols.dims_end;
    throw InputError(fmt::format("sharding '{}' has {} dimensions but the array has rank {}",
                                 text, type.rank(), rank), col);
  }
  // The checks of resolve(), in its order, each reported at the reference it is about.
  std::vector<AxisRef> used;
  auto use = [&](const AxisRef& ref, int col, const char* where) {
    AxisRef r;
    try {
      r = resolve_axis_ref(mesh, ref);
    } catch (const InputError& e) {
      throw InputError(e.what(), col);
    }
    for (const AxisRef& u : used)
      if (axis_refs_overlap(mesh, u, r)) {
        if (u == r) throw InputError(fmt::format("axis {} is used twice ({})", to_string(mesh, r), where), col);
        throw InputError(fmt::format("axis {} overlaps {} ({})", to_string(mesh, r), to_string(mesh, u), where), col);
      }
    used.push_back(r);
  };
  for (int i = 0; i < rank; ++i)
    for (size_t k = 0; k < type.dims[i].axes.size(); ++k) use(type.dims[i].axes[k], cols.dim_axes[i][k], "in a dimension");
  for (size_t k = 0; k < type.unreduced.size(); ++k) use(type.unreduced[k], cols.unreduced[k], "in unreduced");
  for (size_t k = 0; k < type.replicated.size(); ++k) use(type.replicated[k], cols.replicated[k], "in replicated");
  return resolve(mesh, type, rank);
}

}  // namespace shardproof::types
