#include "partition/ir/reader/reader.h"

#include <algorithm>
#include <sstream>

#include <fmt/format.h>

namespace shardproof::partition::reader {

// The integer an attribute holds (`iota_dimension = 1 : i64`); one that holds none
// (`iota_dimension = false`) escaped as std::out_of_range (make fuzz).
int64_t Reader::single_int(const Attr& a) {
  const std::vector<int64_t> v = ints(a.value);
  if (v.empty()) lex_.fail_at(a.value_pos, fmt::format("{} must be an integer", a.key));
  return v[0];
}

// The typed fields of `op` from its generic attributes (StableHLO's names).
void Reader::decode_attributes(Op& op, const std::vector<Attr>& props, size_t op_pos) {
  auto get = [&](std::string_view key) -> std::optional<std::string_view> {
    const Attr* a = find_attr(props, key);
    return a ? std::optional<std::string_view>(a->value) : std::nullopt;
  };
  auto list = [&](std::string_view key) { auto v = get(key); return v ? ints(*v) : std::vector<int64_t>{}; };
  if (auto v = get("broadcast_dimensions")) op.dims = ints(*v);
  if (auto v = get("permutation")) op.dims = ints(*v);
  if (auto v = get("dimensions")) op.dims = ints(*v);
  for (const char* key : {"iota_dimension", "dimension", "k"})
    if (const Attr* a = find_attr(props, key)) op.dim = single_int(*a);
  if (const Attr* a = find_attr(props, "call_target_name")) {
    if (a->value.size() < 2 || a->value.front() != '"' || a->value.back() != '"')
      lex_.fail_at(a->value_pos, "call_target_name must be a quoted string");
    op.target = std::string(a->value.substr(1, a->value.size() - 2));
  }
  if (auto v = get("comparison_direction")) op.comparison = enum_value(*v);
  if (auto v = get("compare_type")) op.compare_type = enum_value(*v);
  if (auto v = get("value")) {
    std::string_view lit = v->substr(0, v->rfind(" : "));
    if (lit.starts_with("dense<")) lit = lit.substr(6, lit.size() - 7);
    op.constant.text = std::string(lit);
    op.constant.splat = op.constant.text.empty() || op.constant.text[0] != '[';
  }
  if (auto v = get("dot_dimension_numbers")) {
    op.dot.lhs_batch = struct_field(*v, "lhs_batching_dimensions");
    op.dot.rhs_batch = struct_field(*v, "rhs_batching_dimensions");
    op.dot.lhs_contracting = struct_field(*v, "lhs_contracting_dimensions");
    op.dot.rhs_contracting = struct_field(*v, "rhs_contracting_dimensions");
  }
  if (op.kind == OpKind::slice) {
    op.slice.start = list("start_indices");
    op.slice.limit = list("limit_indices");
    op.slice.stride = list("strides");
    if (op.slice.stride.empty()) op.slice.stride.assign(op.slice.start.size(), 1);
  }
  if (auto v = get("slice_sizes")) op.gather.slice_sizes = ints(*v);
  if (auto v = get("fft_length")) op.dims = ints(*v);
  if (op.kind == OpKind::pad) {
    op.window.padding_low = list("edge_padding_low");
    op.window.padding_high = list("edge_padding_high");
    op.window.interior = list("interior_padding");
  }
  if (auto v = get("dimension_numbers"); v && op.kind == OpKind::gather) read_gather_dims(*v, kGatherDimNames, op.gather);
  if (auto v = get("scatter_dimension_numbers")) read_gather_dims(*v, kScatterDimNames, op.gather);
  if (op.kind == OpKind::reduce_window || op.kind == OpKind::select_and_scatter || op.kind == OpKind::convolution) {
    Window& w = op.window;
    w.dimensions = list("window_dimensions");
    w.strides = list("window_strides");
    w.base_dilations = list(op.kind == OpKind::convolution ? "lhs_dilation" : "base_dilations");
    w.window_dilations = list(op.kind == OpKind::convolution ? "rhs_dilation" : "window_dilations");
    if (auto v = get("padding")) read_padding(*v, w);
  }
  if (op.kind == OpKind::convolution) {
    if (auto v = get("dimension_numbers")) {
      std::string_view t = *v;  // #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>
      size_t lt = t.find('<');
      decode_conv_layout(op, t.substr(lt + 1, t.rfind('>') - lt - 1), op_pos);
    }
    if (const Attr* a = find_attr(props, "feature_group_count")) op.conv.feature_group_count = single_int(*a);
    if (const Attr* a = find_attr(props, "batch_group_count")) op.conv.batch_group_count = single_int(*a);
  }
}

// `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`
void Reader::decode_conv_layout(Op& op, std::string_view text, size_t pos) {
  size_t x = text.find("]x[");
  size_t arrow = text.find("->");
  if (x == std::string_view::npos || arrow == std::string_view::npos)
    lex_.fail_at(pos, fmt::format("malformed convolution dimension numbers '{}'", text));
  auto letters = [](std::string_view part) {
    std::vector<std::string> out;
    std::string cur;
    for (char c : part) {
      if (c == '[' || c == ' ') continue;
      if (c == ',' || c == ']') {
        if (!cur.empty()) out.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    if (!cur.empty()) out.push_back(cur);
    return out;
  };
  auto lhs = letters(text.substr(0, x + 1)), rhs = letters(text.substr(x + 2, arrow - x - 2)),
       out = letters(text.substr(arrow + 2));
  ConvDims& c = op.conv;
  auto spatial = [](const std::vector<std::string>& dims, std::vector<int64_t>& into) {
    std::vector<std::pair<int64_t, int64_t>> found;
    for (size_t i = 0; i < dims.size(); ++i)
      if (!dims[i].empty() && std::isdigit(static_cast<unsigned char>(dims[i][0])))
        found.emplace_back(to_int64(dims[i]), static_cast<int64_t>(i));
    std::sort(found.begin(), found.end());
    for (const auto& f : found) into.push_back(f.second);
  };
  c.input_spatial.clear();
  c.kernel_spatial.clear();
  c.output_spatial.clear();
  for (size_t i = 0; i < lhs.size(); ++i) {
    if (lhs[i] == "b") c.input_batch = static_cast<int64_t>(i);
    if (lhs[i] == "f") c.input_feature = static_cast<int64_t>(i);
  }
  for (size_t i = 0; i < rhs.size(); ++i) {
    if (rhs[i] == "i") c.kernel_input_feature = static_cast<int64_t>(i);
    if (rhs[i] == "o") c.kernel_output_feature = static_cast<int64_t>(i);
  }
  for (size_t i = 0; i < out.size(); ++i) {
    if (out[i] == "b") c.output_batch = static_cast<int64_t>(i);
    if (out[i] == "f") c.output_feature = static_cast<int64_t>(i);
  }
  spatial(lhs, c.input_spatial);
  spatial(rhs, c.kernel_spatial);
  spatial(out, c.output_spatial);
  if (c.input_spatial.size() != c.kernel_spatial.size() || c.input_spatial.size() != c.output_spatial.size())
    lex_.fail_at(pos, fmt::format("convolution dimension numbers '{}' name different spatial dimensions", text));
}

// The collective attributes (replica groups, dimensions, channel) of a generic collective.
void Reader::decode_collective(Op& op, const std::vector<Attr>& props, size_t op_pos) {
  for (const Attr& a : props) {
    CollectiveAttrs& c = op.collective;
    if (a.key == "replica_groups") {
      c.replica_groups = int_matrix(a.value);
    } else if (a.key == "source_target_pairs") {
      for (const auto& row : int_matrix(a.value))
        if (row.size() == 2) c.source_target_pairs.emplace_back(row[0], row[1]);
    } else if (a.key == "all_gather_dim" || a.key == "scatter_dimension" || a.key == "split_dimension") {
      c.dim = first_int(a);
    } else if (a.key == "concat_dimension") {
      c.concat_dim = first_int(a);
    } else if (a.key == "split_count") {
      c.split_count = first_int(a);
    } else if (a.key == "use_global_device_ids") {
      c.use_global_device_ids = true;
    } else if (a.key == "channel_handle") {
      c.channel_handle = first_int(a);
    }
  }
  if (op.operands.size() != 1)
    lex_.fail_at(op_pos, "collectives of several operands are not supported");
}

// After the operand list of a pretty op: `dims = [...]`, `dim = 1`, `contracting_dims = ...`,
// a slice's `[1:3, 0:4]`, pad's `low = [..], high = [..], interior = [..]`,
// dynamic_slice's `sizes = [..]`, top_k's `k = 3`. The loop in parse_statement consumed the
// ',' before a keyword.
void Reader::parse_trailing_attrs(Op& op, size_t op_pos) {
  if (op.kind == OpKind::slice && lex_.peek() == '[') {
    std::string_view b = lex_.balanced();
    std::string body(b.substr(1, b.size() - 2));
    std::stringstream ss(body);
    std::string part;
    while (std::getline(ss, part, ',')) {
      std::vector<int64_t> v;
      std::stringstream ps(part);
      std::string n;
      while (std::getline(ps, n, ':')) v.push_back(to_int64(n));
      if (v.size() < 2) lex_.fail_at(op_pos, "malformed slice bounds");
      op.slice.start.push_back(v[0]);
      op.slice.limit.push_back(v[1]);
      op.slice.stride.push_back(v.size() > 2 ? v[2] : 1);
    }
    return;
  }
  while (std::isalpha(static_cast<unsigned char>(lex_.peek()))) {
    size_t kpos = lex_.pos();
    std::string key = lex_.word();
    lex_.expect("=");
    if (key == "dims" || key == "dimensions" || key == "permutation") {
      op.dims = int_list(lex_.balanced());
    } else if (key == "dim" || key == "dimension" || key == "k") {
      op.dim = lex_.integer();
    } else if (key == "batching_dims" || key == "contracting_dims") {
      std::vector<int64_t> l = int_list(lex_.balanced());
      lex_.expect("x");
      std::vector<int64_t> r = int_list(lex_.balanced());
      if (key == "batching_dims") {
        op.dot.lhs_batch = l;
        op.dot.rhs_batch = r;
      } else {
        op.dot.lhs_contracting = l;
        op.dot.rhs_contracting = r;
      }
    } else if (key == "low" && op.kind == OpKind::pad) {
      op.window.padding_low = int_list(lex_.balanced());
    } else if (key == "high" && op.kind == OpKind::pad) {
      op.window.padding_high = int_list(lex_.balanced());
    } else if (key == "interior" && op.kind == OpKind::pad) {
      op.window.interior = int_list(lex_.balanced());
    } else if (key == "length" && op.kind == OpKind::fft) {
      op.dims = int_list(lex_.balanced());
    } else if (key == "type" && op.kind == OpKind::fft) {
      op.attributes.emplace_back("fft_type", fmt::format("#stablehlo<fft_type {}>", lex_.word()));
    } else if (key == "sizes" && op.kind == OpKind::dynamic_slice) {
      op.gather.slice_sizes = int_list(lex_.balanced());
    } else if (key == "precision" || key == "algorithm" || key == "format") {
      // kept for the writer; no bearing on shardings or cost
      std::string value(lex_.peek() == '[' || lex_.peek() == '<' ? lex_.balanced() : std::string_view(lex_.word()));
      if (key != "precision") op.attributes.emplace_back(key, value);
      if (key == "precision")  // [DEFAULT, HIGHEST]: StableHLO's three precisions only
        for (std::string_view rest = value; !rest.empty();) {
          const size_t stop = std::min(rest.find(','), rest.size());
          std::string_view item = rest.substr(0, stop);
          while (!item.empty() && (item.front() == ' ' || item.front() == '[')) item.remove_prefix(1);
          while (!item.empty() && (item.back() == ' ' || item.back() == ']')) item.remove_suffix(1);
          if (item != "DEFAULT" && item != "HIGH" && item != "HIGHEST")
            lex_.fail_at(kpos, fmt::format("unknown precision '{}' (expected DEFAULT, HIGH or HIGHEST)", item));
          rest.remove_prefix(std::min(stop + 1, rest.size()));
        }
    } else {
      lex_.fail_at(kpos, fmt::format("unexpected attribute '{}' of {}", key, op_name(op.kind)));
    }
    if (!lex_.consume(",")) break;
  }
}

// `= [...]` after `key` in a pretty sdy op (in_shardings=[...]): the list as an attribute.
Attr Reader::bracketed(std::string key) {
  lex_.expect("=");
  const size_t at = lex_.pos();
  return Attr{std::move(key), lex_.balanced(), at};
}

}  // namespace shardproof::partition::reader
