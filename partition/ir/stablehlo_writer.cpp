#include "partition/ir/stablehlo_writer.h"

#include <map>

#include <fmt/format.h>

#include "types/shardy_syntax.h"

namespace shardproof::partition {
namespace {

std::string join(const std::vector<int64_t>& v) {
  return fmt::format("[{}]", fmt::join(v, ", "));
}

class Writer {
 public:
  explicit Writer(const Program& p) : p_(p) {}

  std::string write() {
    out_ += fmt::format("module @{} attributes {{mhlo.num_partitions = {} : i32, mhlo.num_replicas = 1 : i32}} {{\n",
                        p_.module_name.empty() ? "shardproof" : p_.module_name, p_.num_partitions);
    for (const auto& [name, mesh] : p_.meshes) out_ += fmt::format("  sdy.mesh @{} = {}\n", name, mesh.to_shardy());
    const Function& f = p_.main;
    std::vector<std::string> args;
    for (size_t i = 0; i < f.arguments.size(); ++i) {
      const ValueId a = f.arguments[i];
      std::vector<std::string> attrs;  // in the order JAX prints them
      if (i < f.argument_donated.size() && f.argument_donated[i]) attrs.push_back("jax.buffer_donor = true");
      if (p_.value(a).sharding) attrs.push_back(fmt::format("sdy.sharding = {}", attr(*p_.value(a).sharding)));
      if (i < f.argument_aliases_output.size() && f.argument_aliases_output[i])
        attrs.push_back(fmt::format("tf.aliasing_output = {} : i32", *f.argument_aliases_output[i]));
      std::string s = fmt::format("{}: {}", name_arg(a), type(a));
      if (!attrs.empty()) s += fmt::format(" {{{}}}", fmt::join(attrs, ", "));
      // The argument's name where JAX prints it, so that a written program keeps it.
      if (i < f.argument_info.size() && !f.argument_info[i].empty()) s += fmt::format(" loc(\"{}\")", f.argument_info[i]);
      args.push_back(s);
    }
    std::vector<std::string> results;
    for (size_t i = 0; i < f.results.size(); ++i) {
      std::vector<std::string> attrs;
      if (i < f.result_info.size() && !f.result_info[i].empty())
        attrs.push_back(fmt::format("jax.result_info = \"{}\"", f.result_info[i]));
      if (i < f.result_shardings.size() && f.result_shardings[i])
        attrs.push_back(fmt::format("sdy.sharding = {}", attr(*f.result_shardings[i])));
      std::string s = type(f.results[i]);
      if (!attrs.empty()) s += fmt::format(" {{{}}}", fmt::join(attrs, ", "));
      results.push_back(s);
    }
    out_ += fmt::format("  func.func public @main({}) -> ({}) {{\n", fmt::join(args, ", "), fmt::join(results, ", "));
    for (const Op& op : f.ops) write_op(op, 4);
    const int r = p_.locations.return_location;
    out_ += fmt::format("    return {} : {}{}\n", refs(f.results), types(f.results),
                        location(r >= 0 && r < static_cast<int>(p_.locations.entries.size()) ? &p_.locations.entries[r]
                                                                                            : nullptr));
    out_ += "  }\n}\n";
    return out_;
  }

 private:
  std::string attr(const ValueSharding& s) const {
    return fmt::format("#sdy.sharding<@{}, {}>", s.mesh, body(s));
  }
  std::string body(const ValueSharding& s) const {
    const types::Mesh* m = p_.find_mesh(s.mesh);
    static const types::Mesh empty;
    return types::to_string(m ? *m : empty, s.type);
  }
  std::string type(ValueId v) const { return types::to_string(p_.value(v).type); }
  std::string types(const std::vector<ValueId>& vs) const {
    std::vector<std::string> t;
    for (ValueId v : vs) t.push_back(type(v));
    return fmt::format("{}", fmt::join(t, ", "));
  }
  std::string ref(ValueId v) const { return names_.at(v); }
  std::string refs(const std::vector<ValueId>& vs) const {
    std::vector<std::string> r;
    for (ValueId v : vs) r.push_back(ref(v));
    return fmt::format("{}", fmt::join(r, ", "));
  }
  std::string name_arg(ValueId v) { return names_[v] = fmt::format("%arg{}", next_arg_++); }
  // Names the results; returns the left-hand side ("%3" or "%3:2"; empty for none: a
  // side-effecting custom_call such as a callback).
  std::string name_results(const Op& op) {
    if (op.results.empty()) return "";
    int n = next_++;
    if (op.results.size() == 1) {
      names_[op.results[0]] = fmt::format("%{}", n);
      return names_[op.results[0]];
    }
    for (size_t i = 0; i < op.results.size(); ++i) names_[op.results[i]] = fmt::format("%{}#{}", n, i);
    return fmt::format("%{}:{}", n, op.results.size());
  }
  std::string signature(const Op& op) const {
    return fmt::format("({}) -> {}", types(op.operands), type(op.results[0]));
  }
  std::string result_attr(const Op& op) const {
    std::vector<std::string> parts;
    bool any = false;
    for (ValueId r : op.results) {
      const auto& s = p_.value(r).sharding;
      any = any || s.has_value();
      parts.push_back(s ? fmt::format("<@{}, {}>", s->mesh, body(*s)) : "<@mesh, []>");
    }
    if (!any) return "";
    return fmt::format(" {{sdy.sharding = #sdy.sharding_per_value<[{}]>}}", fmt::join(parts, ", "));
  }

  void write_op(const Op& op, int indent) {
    std::string pad(static_cast<size_t>(indent), ' ');
    std::string operands = refs(op.operands);
    std::string lhs = name_results(op);
    std::string name(op_name(op.kind));
    std::string ra = result_attr(op);
    std::string line;
    switch (op.kind) {
      case OpKind::constant:
        line = fmt::format("{} dense<{}>{} : {}", name, op.constant.text, ra, type(op.results[0]));
        break;
      case OpKind::iota:
        line = fmt::format("{} dim = {}{} : {}", name, op.dim, ra, type(op.results[0]));
        break;
      case OpKind::compare:
        line = fmt::format("{} {}, {}{}{} : {}", name, op.comparison, operands,
                           op.compare_type.empty() ? "" : ", " + op.compare_type, ra, signature(op));
        break;
      case OpKind::select:
        line = fmt::format("{} {}{} : {}", name, operands, ra, signature(op));
        break;
      case OpKind::convert: case OpKind::reshape: case OpKind::square:
        line = fmt::format("{} {}{} : {}", name, operands, ra, signature(op));
        break;
      case OpKind::broadcast_in_dim: case OpKind::transpose:
        line = fmt::format("{} {}, dims = {}{} : {}", name, operands, join(op.dims), ra, signature(op));
        break;
      case OpKind::concatenate:
        line = fmt::format("{} {}, dim = {}{} : {}", name, operands, op.dim, ra, signature(op));
        break;
      case OpKind::slice: {
        std::vector<std::string> b;
        for (size_t i = 0; i < op.slice.start.size(); ++i)
          b.push_back(op.slice.stride[i] == 1
                          ? fmt::format("{}:{}", op.slice.start[i], op.slice.limit[i])
                          : fmt::format("{}:{}:{}", op.slice.start[i], op.slice.limit[i], op.slice.stride[i]));
        line = fmt::format("{} {} [{}]{} : {}", name, operands, fmt::join(b, ", "), ra, signature(op));
        break;
      }
      case OpKind::dot_general: {
        std::string dims;
        if (!op.dot.lhs_batch.empty())
          dims += fmt::format("batching_dims = {} x {}, ", join(op.dot.lhs_batch), join(op.dot.rhs_batch));
        dims += fmt::format("contracting_dims = {} x {}", join(op.dot.lhs_contracting), join(op.dot.rhs_contracting));
        line = fmt::format("{} {}, {}{} : {}", name, operands, dims, ra, signature(op));
        break;
      }
      case OpKind::reduce:
        if (!op.region.empty()) {  // a body of several ops (argmax), or any body read generically
          line = generic(op, operands, pad, fmt::format("dimensions = array<i64: {}>", fmt::join(op.dims, ", ")), ra);
          break;
        }
        line = fmt::format("{}({} init: {}) applies stablehlo.{} across dimensions = {}{} : {}", name,
                           ref(op.operands[0]), ref(op.operands[1]), reducer_name(op.reducer), join(op.dims), ra,
                           signature(op));
        break;
      case OpKind::sharding_constraint: {
        const auto& s = p_.value(op.results[0]).sharding;
        ValueSharding vs = s.value_or(ValueSharding{"mesh", types::ShardingType::fully_replicated(
                                                                p_.value(op.results[0]).type.rank())});
        line = fmt::format("{} {} <@{}, {}> : {}", name, operands, vs.mesh, body(vs), type(op.results[0]));
        break;
      }
      case OpKind::manual_computation: {
        write_manual(op, pad, lhs);
        return;
      }
      case OpKind::all_gather: case OpKind::reduce_scatter: case OpKind::all_reduce:
      case OpKind::all_to_all: case OpKind::collective_permute:
        line = collective(op, operands, pad);
        break;
      case OpKind::pad:
        line = fmt::format("{} {}, low = {}, high = {}, interior = {}{} : {}", name, operands,
                           join(op.window.padding_low), join(op.window.padding_high), join(op.window.interior), ra,
                           signature(op));
        break;
      case OpKind::reverse:
        line = fmt::format("{} {}, dims = {}{} : {}", name, operands, join(op.dims), ra, signature(op));
        break;
      case OpKind::dynamic_slice:
        line = fmt::format("{} {}, sizes = {}{} : {}", name, operands, join(op.gather.slice_sizes), ra, signature(op));
        break;
      case OpKind::top_k:
        line = fmt::format("{}({}, k = {}){} : {} -> ({})", name, operands, op.dim, ra, types(op.operands),
                           types(op.results));
        break;
      case OpKind::fft: {  // `type = RFFT, length = [512]`; the type kept as the generic form has it
        std::string type;
        for (const auto& [k, v] : op.attributes)
          if (k == "fft_type") type = v.substr(v.rfind(' ') + 1, v.size() - v.rfind(' ') - 2);
        line = fmt::format("{} {}, type = {}, length = {}{} : {}", name, operands, type, join(op.dims), ra, signature(op));
        break;
      }
      case OpKind::reduce_precision: case OpKind::rng_bit_generator:
        line = fmt::format("{} {}{}{} : {}", name, operands, op.attributes.empty() ? "" : ", " + generic_properties(op), ra,
                           signature(op));
        break;
      case OpKind::partition_id: case OpKind::replica_id:
        line = fmt::format("{}{} : {}", name, ra, type(op.results[0]));
        break;
      case OpKind::optimization_barrier:
        line = fmt::format("{} {}{} : {}", name, operands, ra, types(op.operands));
        break;
      case OpKind::custom_call: {  // its attributes and the results' shardings in one dictionary
        std::vector<std::string> attrs;
        if (!op.attributes.empty()) attrs.push_back(generic_properties(op));
        if (!ra.empty()) attrs.push_back(ra.substr(2, ra.size() - 3));  // ` {sdy.sharding = ...}`
        line = fmt::format("{} @{}({}){} : ({}) -> ({})", name, op.target, operands,
                           attrs.empty() ? "" : fmt::format(" {{{}}}", fmt::join(attrs, ", ")), types(op.operands),
                           types(op.results));
        break;
      }
      case OpKind::convolution:
        line = generic(op, operands, pad, convolution_properties(op), ra);
        break;
      case OpKind::gather: case OpKind::scatter: case OpKind::sort: case OpKind::reduce_window:
      case OpKind::select_and_scatter: case OpKind::case_: case OpKind::while_:
        line = generic(op, operands, pad, generic_properties(op), ra);
        break;
      default:
        if (is_elementwise(op.kind)) {
          bool same = true;
          for (ValueId v : op.operands) same = same && p_.value(v).type == p_.value(op.results[0]).type;
          line = fmt::format("{} {}{} : {}", name, operands, ra, same ? type(op.results[0]) : signature(op));
        } else {
          line = fmt::format("{} {}{} : {}", name, operands, ra, signature(op));
        }
    }
    out_ += fmt::format("{}{}{}{}\n", pad, lhs.empty() ? "" : lhs + " = ", line, location(p_.location_of(op)));
  }

  // The user's location, so that a written program is checked at the same Python lines:
  // ` loc("jit(f)/dot_general"("block"("/path/model.py":40:15)))` (the name stack over the frame's
  // function over its file; source_location.h reads it back as it was). "" when there is none.
  static std::string location(const SourceLocation* l) {
    if (!l || (!l->has_file() && l->name_stack.empty())) return "";
    auto quoted = [](const std::string& t) {
      std::string q = "\"";
      for (char c : t) {
        if (c == '"' || c == '\\') q.push_back('\\');
        if (static_cast<unsigned char>(c) < 0x20) {
          q += fmt::format("\\{:02X}", static_cast<unsigned char>(c));
          continue;
        }
        q.push_back(c);
      }
      return q + "\"";
    };
    std::string inner;
    if (l->has_file()) {
      inner = fmt::format("{}:{}:{}", quoted(l->file), l->line, l->column);
      if (!l->function.empty()) inner = fmt::format("{}({})", quoted(l->function), inner);
      else if (!l->name_stack.empty()) inner = fmt::format("fused[{}]", inner);  // a name over a bare file is a function
    }
    if (!l->name_stack.empty()) inner = inner.empty() ? quoted(l->name_stack) : fmt::format("{}({})", quoted(l->name_stack), inner);
    return fmt::format(" loc({})", inner);
  }

  std::string groups(const std::vector<std::vector<int64_t>>& g) const {
    std::vector<std::string> rows;
    for (const auto& r : g) rows.push_back(join(r));
    size_t cols = g.empty() ? 0 : g[0].size();
    return fmt::format("dense<[{}]> : tensor<{}x{}xi64>", fmt::join(rows, ", "), g.size(), cols);
  }

  std::string collective(const Op& op, const std::string& operands, const std::string& pad) {
    const CollectiveAttrs& c = op.collective;
    std::vector<std::string> props;
    std::string handle = fmt::format("channel_handle = #stablehlo.channel_handle<handle = {}, type = 1>",
                                     c.channel_handle);
    switch (op.kind) {
      case OpKind::all_gather: props.push_back(fmt::format("all_gather_dim = {} : i64", c.dim)); break;
      case OpKind::all_to_all: props.push_back(fmt::format("concat_dimension = {} : i64", c.concat_dim)); break;
      default: break;
    }
    props.push_back(handle);
    if (op.kind == OpKind::collective_permute) {
      std::vector<std::vector<int64_t>> pairs;
      for (auto [s, t] : c.source_target_pairs) pairs.push_back({s, t});
      props.push_back("source_target_pairs = " + groups(pairs));
    } else {
      props.push_back("replica_groups = " + groups(c.replica_groups));
    }
    if (op.kind == OpKind::reduce_scatter) props.push_back(fmt::format("scatter_dimension = {} : i64", c.dim));
    if (op.kind == OpKind::all_to_all) {
      props.push_back(fmt::format("split_count = {} : i64", c.split_count));
      props.push_back(fmt::format("split_dimension = {} : i64", c.dim));
    }
    if (c.use_global_device_ids) props.push_back("use_global_device_ids");
    std::string region;
    if (!op.region.empty()) {
      region = " (" + write_region(op.region[0], pad) + ")";
    } else if (op.kind == OpKind::all_reduce || op.kind == OpKind::reduce_scatter) {
      std::string t = fmt::format("tensor<{}>", types::to_string(p_.value(op.operands[0]).type.dtype));
      region = fmt::format(" ({{\n{0}^bb0(%a: {1}, %b: {1}):\n{0}  %r = stablehlo.{2} %a, %b : {1}\n"
                           "{0}  stablehlo.return %r : {1}\n{0}}})",
                           pad + "  ", t, reducer_name(op.reducer));
    }
    return fmt::format("\"{}\"({}) <{{{}}}>{} : {}", op_name(op.kind), operands, fmt::join(props, ", "), region,
                       signature(op));
  }

  // `{\n ^bb0(%a: T, ...):\n ops\n stablehlo.return ... : T\n}` at indentation `pad`.
  std::string write_region(const Region& r, const std::string& pad) {
    std::vector<std::string> args;
    for (ValueId a : r.arguments) args.push_back(fmt::format("{}: {}", name_arg(a), type(a)));
    std::string saved = std::move(out_);
    out_.clear();
    if (!args.empty()) out_ += fmt::format("{}^bb0({}):\n", pad, fmt::join(args, ", "));
    for (const Op& inner : r.ops) write_op(inner, static_cast<int>(pad.size()) + 2);
    out_ += fmt::format("{}  stablehlo.return {} : {}\n", pad, refs(r.results), types(r.results));
    std::string body = std::move(out_);
    out_ = std::move(saved);
    return fmt::format("{{\n{}{}}}", body, pad);
  }

  // MLIR's generic form: `"name"(%a) <{properties}> ({regions}) {attributes} : (T) -> (T)`.
  std::string generic(const Op& op, const std::string& operands, const std::string& pad, const std::string& props,
                      const std::string& result_attr) {
    std::vector<std::string> regions;
    for (const Region& r : op.region) regions.push_back(write_region(r, pad));
    return fmt::format("\"{}\"({}){}{}{} : ({}) -> ({})", op_name(op.kind), operands,
                       props.empty() ? "" : fmt::format(" <{{{}}}>", props),
                       regions.empty() ? "" : fmt::format(" ({})", fmt::join(regions, ", ")), result_attr,
                       types(op.operands), types(op.results));
  }

  // The attributes of an op read in the generic form, as written there.
  static std::string generic_properties(const Op& op) {
    std::vector<std::string> props;
    for (const auto& [k, v] : op.attributes) props.push_back(v.empty() ? k : fmt::format("{} = {}", k, v));
    return fmt::format("{}", fmt::join(props, ", "));
  }

  static std::string convolution_properties(const Op& op) {
    const ConvDims& c = op.conv;
    const size_t rank = c.input_spatial.size() + 2;
    auto layout = [&](int64_t batch, const char* b, int64_t feature, const char* f, const std::vector<int64_t>& sp) {
      std::vector<std::string> d(rank);
      d[static_cast<size_t>(batch)] = b;
      d[static_cast<size_t>(feature)] = f;
      for (size_t i = 0; i < sp.size(); ++i) d[static_cast<size_t>(sp[i])] = std::to_string(i);
      return fmt::format("[{}]", fmt::join(d, ", "));
    };
    const Window& w = op.window;
    auto arr = [](const std::vector<int64_t>& v) { return fmt::format("array<i64: {}>", fmt::join(v, ", ")); };
    std::vector<std::string> props = {fmt::format(
        "dimension_numbers = #stablehlo.conv<{}x{}->{}>", layout(c.input_batch, "b", c.input_feature, "f", c.input_spatial),
        layout(c.kernel_input_feature, "i", c.kernel_output_feature, "o", c.kernel_spatial),
        layout(c.output_batch, "b", c.output_feature, "f", c.output_spatial))};
    if (!w.strides.empty()) props.push_back("window_strides = " + arr(w.strides));
    if (!w.padding_low.empty()) {
      std::vector<std::string> rows;
      for (size_t i = 0; i < w.padding_low.size(); ++i)
        rows.push_back(fmt::format("[{}, {}]", w.padding_low[i], i < w.padding_high.size() ? w.padding_high[i] : 0));
      props.push_back(fmt::format("padding = dense<[{}]> : tensor<{}x2xi64>", fmt::join(rows, ", "), rows.size()));
    }
    if (!w.base_dilations.empty()) props.push_back("lhs_dilation = " + arr(w.base_dilations));
    if (!w.window_dilations.empty()) props.push_back("rhs_dilation = " + arr(w.window_dilations));
    props.push_back(fmt::format("feature_group_count = {} : i64", c.feature_group_count));
    props.push_back(fmt::format("batch_group_count = {} : i64", c.batch_group_count));
    return fmt::format("{}", fmt::join(props, ", "));
  }

  void write_manual(const Op& op, const std::string& pad, const std::string& lhs) {
    std::vector<std::string> ins, outs, axes, args;
    for (const auto& s : op.in_shardings) ins.push_back(fmt::format("<@{}, {}>", s.mesh, body(s)));
    for (const auto& s : op.out_shardings) outs.push_back(fmt::format("<@{}, {}>", s.mesh, body(s)));
    for (const auto& a : op.manual_axes) axes.push_back(fmt::format("\"{}\"", a));
    const Region& r = op.region.at(0);
    for (ValueId a : r.arguments) args.push_back(fmt::format("{}: {}", name_arg(a), type(a)));
    out_ += fmt::format("{}{} = sdy.manual_computation({}) in_shardings=[{}] out_shardings=[{}] manual_axes={{{}}} ({}) {{\n",
                        pad, lhs, refs(op.operands), fmt::join(ins, ", "), fmt::join(outs, ", "),
                        fmt::join(axes, ", "), fmt::join(args, ", "));
    for (const Op& inner : r.ops) write_op(inner, static_cast<int>(pad.size()) + 2);
    out_ += fmt::format("{}  sdy.return {} : {}\n", pad, refs(r.results), types(r.results));
    out_ += fmt::format("{}}} : ({}) -> ({}){}\n", pad, types(op.operands), types(op.results), location(p_.location_of(op)));
  }

  const Program& p_;
  std::string out_;
  std::map<ValueId, std::string> names_;
  int next_ = 0;
  int next_arg_ = 0;
};

// Parallel walk with a value correspondence.
struct Comparer {
  const Program& a;
  const Program& b;
  std::map<ValueId, ValueId> map;
  std::string why;

  bool value(ValueId x, ValueId y, const std::string& where) {
    auto it = map.find(x);
    if (it != map.end()) {
      if (it->second != y) return fail(where + ": operands differ");
      return true;
    }
    map[x] = y;
    const Value& vx = a.value(x);
    const Value& vy = b.value(y);
    if (!(vx.type == vy.type)) return fail(where + ": types differ: " + types::to_string(vx.type) + " vs " +
                                           types::to_string(vy.type));
    if (!(vx.sharding == vy.sharding)) return fail(where + ": shardings of " + vx.name + " differ");
    return true;
  }
  bool values(const std::vector<ValueId>& x, const std::vector<ValueId>& y, const std::string& where) {
    if (x.size() != y.size()) return fail(where + ": value counts differ");
    for (size_t i = 0; i < x.size(); ++i)
      if (!value(x[i], y[i], where)) return false;
    return true;
  }
  bool ops(const std::vector<Op>& x, const std::vector<Op>& y) {
    if (x.size() != y.size()) return fail(fmt::format("op counts differ: {} vs {}", x.size(), y.size()));
    for (size_t i = 0; i < x.size(); ++i) {
      const Op& p = x[i];
      const Op& q = y[i];
      std::string where = fmt::format("op {} ({} at line {})", i, op_name(p.kind), p.line);
      if (p.kind != q.kind) return fail(where + ": kinds differ");
      if (!values(p.operands, q.operands, where)) return false;
      if (!(p.dims == q.dims && p.dim == q.dim && p.dot == q.dot && p.comparison == q.comparison &&
            p.compare_type == q.compare_type && p.reducer == q.reducer && p.slice == q.slice &&
            p.constant == q.constant && p.collective == q.collective && p.in_shardings == q.in_shardings &&
            p.out_shardings == q.out_shardings && p.manual_axes == q.manual_axes && p.gather == q.gather &&
            p.window == q.window && p.conv == q.conv && p.target == q.target &&
            p.region.size() == q.region.size()))
        return fail(where + ": attributes differ");
      for (size_t r = 0; r < p.region.size(); ++r) {
        if (!values(p.region[r].arguments, q.region[r].arguments, where)) return false;
        if (!ops(p.region[r].ops, q.region[r].ops)) return false;
        if (!values(p.region[r].results, q.region[r].results, where)) return false;
      }
      if (!values(p.results, q.results, where)) return false;
    }
    return true;
  }
  bool fail(const std::string& w) {
    why = w;
    return false;
  }
};

}  // namespace

std::string write_stablehlo(const Program& program) { return Writer(program).write(); }

bool same_program(const Program& a, const Program& b, std::string* why) {
  Comparer c{a, b, {}, {}};
  bool ok = true;
  if (a.meshes != b.meshes) ok = c.fail("meshes differ");
  if (ok) ok = c.values(a.main.arguments, b.main.arguments, "arguments");
  if (ok) ok = c.ops(a.main.ops, b.main.ops);
  if (ok) ok = c.values(a.main.results, b.main.results, "results");
  if (ok && a.main.result_shardings != b.main.result_shardings) ok = c.fail("result shardings differ");
  if (ok && (a.main.argument_aliases_output != b.main.argument_aliases_output ||
             a.main.argument_donated != b.main.argument_donated))
    ok = c.fail("argument donation differs");
  if (!ok && why) *why = c.why;
  return ok;
}

}  // namespace shardproof::partition
