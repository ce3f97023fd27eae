#include "partition/ir/reader/reader.h"

#include <algorithm>
#include <functional>

#include <fmt/format.h>

namespace shardproof::partition::reader {

// sdy.manual_computation(%a, %b) in_shardings=[...] out_shardings=[...] manual_axes={...}
//   (%arg2: T, ...) { body sdy.return ... } : (T...) -> (T...)
void Reader::parse_manual_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                                      size_t op_pos, Op& op) {
  op.operands = operand_list(st);
  // The two lists as written and where (an absent one gives no shardings), read by
  // sharding_list once the signature gives the ranks.
  Attr in{"in_shardings", "[]", op_pos}, out{"out_shardings", "[]", op_pos};
  size_t axes_pos = op_pos;
  while (!lex_.peek_is("(")) {
    size_t kpos = lex_.pos();
    std::string key = lex_.word();
    if (key == "in_shardings" || key == "out_shardings") {
      (key == "in_shardings" ? in : out) = bracketed(key);
    } else if (key == "manual_axes") {
      axes_pos = kpos;
      lex_.expect("=");
      lex_.expect("{");
      if (!lex_.consume("}")) {
        do op.manual_axes.push_back(lex_.quoted()); while (lex_.consume(","));
        lex_.expect("}");
      }
    } else {
      lex_.fail_at(kpos, fmt::format("unexpected '{}' in sdy.manual_computation", key));
    }
  }
  Region region;
  region.arguments = block_arguments(st);
  lex_.expect("{");
  region.results = parse_block(st, region.ops, "sdy.return");
  lex_.expect("}");
  lex_.expect(":");
  auto [ins, outs] = signature();
  if (ins.size() != op.operands.size() || region.arguments.size() != op.operands.size())
    lex_.fail_at(op_pos, "sdy.manual_computation: operands and block arguments differ in number");
  if (outs.size() != names.size() || region.results.size() != outs.size())
    lex_.fail_at(op_pos, "sdy.manual_computation: results and sdy.return differ in number");
  const std::string what(op_name(op.kind));
  op.in_shardings = sharding_list(in.value, in.value_pos, ranks_of(ins), "in_shardings of " + what);
  op.out_shardings = sharding_list(out.value, out.value_pos, ranks_of(outs), "out_shardings of " + what);
  check_manual_axes(op, axes_pos);
  for (size_t i = 0; i < outs.size(); ++i) {
    op.results.push_back(define(st, names[i], outs[i]));
    st.pf.values[op.results.back()].sharding = op.out_shardings[i];
  }
  op.region.push_back(std::move(region));
  ops.push_back(std::move(op));
}

// `(%a, %b)` of a call or custom_call: the values and where each is written (the shard_map
// pattern is checked by the caller, which knows the callee).
std::pair<std::vector<ValueId>, std::vector<size_t>> Reader::call_arguments(FunctionState& st) {
  std::vector<ValueId> args;
  std::vector<size_t> positions;
  lex_.expect("(");
  if (!lex_.consume(")")) {
    do {
      positions.push_back(lex_.pos());
      args.push_back(use(st, positions.back(), lex_.value_ref()));
    } while (lex_.consume(","));
    lex_.expect(")");
  }
  return {args, positions};
}

// call @f(%a, %b) {attributes} : (T, T) -> T, or generically
// "func.call"(%a, %b) <{callee = @f}> : (T, T) -> T — inlined, or a GSPMD shard_map body.
// The shardings on @f's arguments and results (a nested jit's in/out shardings, an exported
// function called from another, JAX's `call_exported_*`) hold at the call boundary as
// sharding constraints; `sdy.sharding` on the call itself (Shardy's own printing) names its
// results' shardings and wins over @f's.
void Reader::parse_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                        Op& op, bool generic) {
  std::string callee = generic ? std::string() : lex_.symbol();
  auto [args, arg_pos] = call_arguments(st);
  if (generic) callee = generic_callee(op_pos);
  std::vector<Attr> attrs;
  if (lex_.peek() == '{') attrs = lex_.attr_dict();
  lex_.expect(":");
  auto [ins, outs] = signature();
  ParsedFunction& f = called_function(callee, op_pos, "call", args.size(), names.size());
  // A shard_map without operands (MaxText's MoE computes its sort and group sizes inside
  // one, from constants) has no SPMDFullToShardShape to recognise it by: JAX names every
  // shard_map body @shmap_body (@shmap_body_N), and its results go through Sharding
  // {manual} and SPMDShardToFullShape as any shard_map's do; the manual axes are read
  // from that {manual} (below).
  bool shard_map = args.empty() ? !names.empty() && callee.starts_with("shmap_body")
                                : st.full_to_shard.count(args[0]) > 0;
  if (!shard_map) {
    inline_call(st, ops, names, op_pos, op, callee, f, args, arg_pos, attrs, ins, outs);
    return;
  }
  // GSPMD shard_map: every argument comes from SPMDFullToShardShape.
  op.kind = OpKind::manual_computation;
  for (size_t i = 0; i < args.size(); ++i) {
    auto it = st.full_to_shard.find(args[i]);
    if (it == st.full_to_shard.end())
      lex_.fail_at(arg_pos[i], fmt::format("argument {} of the shard_map call @{} does not come from "
                                           "SPMDFullToShardShape", i, callee));
    const PendingFullToShard& p = it->second;
    op.operands.push_back(p.operand);
    const Value& full = st.pf.values[p.operand];
    op.in_shardings.push_back(full.sharding.value_or(
        ValueSharding{"mesh", ShardingType::fully_replicated(full.type.rank())}));
    if (i == 0) op.manual_axes = p.manual_axes;
    st.full_to_shard.erase(it);
  }
  Region region;
  for (ValueId a : f.fn.arguments) {
    Value v = f.values[a];
    v.sharding.reset();
    st.pf.values.push_back(v);
    region.arguments.push_back(static_cast<ValueId>(st.pf.values.size() - 1));
  }
  region.results = inline_into(st, f, region.arguments, region.ops);
  op.region.push_back(std::move(region));
  op.out_shardings.resize(names.size());
  for (size_t i = 0; i < names.size(); ++i) {
    ValueId local = define(st, names[i], outs[i]);
    op.results.push_back(local);
    st.manual_results[local] = PendingManualResult{ops.size(), i};
  }
  ops.push_back(std::move(op));
}

// @callee, parsed where the text defines it (the lexer is left where it was), with the
// number of arguments and results the call (or composite) at op_pos passes and defines.
ParsedFunction& Reader::called_function(const std::string& callee, size_t op_pos, std::string_view what, size_t arguments,
                                        size_t results) {
  const size_t after = lex_.pos();
  ParsedFunction& f = parse_function(callee);
  lex_.set_pos(after);
  if (f.fn.arguments.size() != arguments || f.fn.results.size() != results)
    lex_.fail_at(op_pos, fmt::format("{} of @{} with {} arguments and {} results, but it has {} and {}", what, callee,
                                     arguments, results, f.fn.arguments.size(), f.fn.results.size()));
  return f;
}

// A call's body in place of the call: @f's arguments constrained to their shardings where
// given, its results to @f's result shardings or, over those, the call's own.
void Reader::inline_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                         const Op& op, const std::string& callee, const ParsedFunction& f, const std::vector<ValueId>& args,
                         const std::vector<size_t>& arg_pos, const std::vector<Attr>& attrs,
                         const std::vector<TensorType>& ins, const std::vector<TensorType>& outs) {
  for (size_t i = 0; i < args.size(); ++i)
    if (st.full_to_shard.count(args[i]) || st.manual_results.count(args[i]))
      lex_.fail_at(arg_pos[i], "a shard_map value is used outside the shard_map pattern");
  check_call_types(st, callee, f, args, ins, outs, op_pos);
  std::vector<std::string> parameter_names;
  for (ValueId a : f.fn.arguments) parameter_names.push_back(f.values[a].name);
  const std::vector<ValueId> inputs = at_boundary(st, ops, args, f.arg_shardings, parameter_names, op);
  const std::vector<ValueId> returned = inline_into(st, f, inputs, ops);
  std::vector<std::optional<ValueSharding>> out = f.fn.result_shardings;
  out.resize(names.size());
  const auto at_call = result_shardings(attrs, ranks_of(outs));
  for (size_t i = 0; i < out.size(); ++i)
    if (at_call[i]) out[i] = at_call[i];
  const std::vector<ValueId> results = at_boundary(st, ops, returned, out, names, op);
  for (size_t i = 0; i < names.size(); ++i) st.symbols[names[i]] = results[i];
}

// stablehlo.composite "name" %a, %b {composite_attributes = {...}, decomposition = @f} : (T, U) -> V
// or generically
//   "stablehlo.composite"(%a, %b) <{decomposition = @f, name = "name", ...}> : (T, U) -> V
// (jax.lax.composite: a named op a backend may implement natively, with @f its meaning).
// Read as a call of its decomposition, which is what XLA runs on a backend that does not
// know the name.
void Reader::parse_composite(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                             size_t op_pos, Op& op, bool generic) {
  std::vector<ValueId> args;
  std::vector<size_t> arg_pos;
  std::vector<Attr> attrs;
  if (generic) {
    std::tie(args, arg_pos) = call_arguments(st);
    attrs = lex_.properties();
  } else {
    lex_.quoted();  // its name: the decomposition says what it computes
    if (lex_.peek() == '%') {
      do {
        arg_pos.push_back(lex_.pos());
        args.push_back(use(st, arg_pos.back(), lex_.value_ref()));
      } while (lex_.consume(","));
    }
    attrs = lex_.attr_dict();
  }
  const Attr* decomposition = find_attr(attrs, "decomposition");
  if (!decomposition || !decomposition->value.starts_with("@"))
    lex_.fail_at(op_pos, "stablehlo.composite without its decomposition = @function");
  const std::string callee = unquoted(decomposition->value.substr(1));
  if (generic && lex_.peek() == '{') lex_.attr_dict();
  lex_.expect(":");
  auto [ins, outs] = signature();
  ParsedFunction& f = called_function(callee, op_pos, "composite", args.size(), names.size());
  inline_call(st, ops, names, op_pos, op, callee, f, args, arg_pos, {}, ins, outs);
}

// `<{callee = @f}>` of a generic func.call: f.
std::string Reader::generic_callee(size_t op_pos) {
  const std::vector<Attr> props = lex_.properties();
  const Attr* callee = find_attr(props, "callee");
  if (!callee || !callee->value.starts_with("@")) lex_.fail_at(op_pos, "func.call without its callee");
  return unquoted(callee->value.substr(1));  // @f or @"<lambda>"
}

// The call's declared types agree with the values it passes and with @callee's signature.
void Reader::check_call_types(const FunctionState& st, const std::string& callee, const ParsedFunction& f,
                              const std::vector<ValueId>& args, const std::vector<TensorType>& ins,
                              const std::vector<TensorType>& outs, size_t op_pos) {
  if (ins.size() != args.size() || outs.size() != f.fn.results.size())
    lex_.fail_at(op_pos, fmt::format("call of @{}: its type names {} operands and {} results but it passes {} "
                                     "and defines {}", callee, ins.size(), outs.size(), args.size(),
                                     f.fn.results.size()));
  for (size_t i = 0; i < args.size(); ++i) {
    const TensorType& passed = st.pf.values[args[i]].type;
    const TensorType& taken = f.values[f.fn.arguments[i]].type;
    if (!(passed == ins[i]) || !(taken == ins[i]))
      lex_.fail_at(op_pos, fmt::format("call of @{}: argument {} is {} but @{} takes {}", callee, i,
                                       types::to_string(passed), callee, types::to_string(taken)));
  }
  for (size_t i = 0; i < outs.size(); ++i)
    if (!(f.values[f.fn.results[i]].type == outs[i]))
      lex_.fail_at(op_pos, fmt::format("call of @{}: result {} is declared {} but @{} returns {}", callee, i,
                                       types::to_string(outs[i]), callee,
                                       types::to_string(f.values[f.fn.results[i]].type)));
}

// The values that cross a call boundary (a call's arguments or results, a named
// computation's operands or returned values): `values[i]` itself, or where `shardings[i]`
// is given, a sharding_constraint of it at the boundary's line, as JAX means the in/out
// shardings of a nested jit (its result, named names[i], holds that sharding; it is not
// bound to a name here).
std::vector<ValueId> Reader::at_boundary(FunctionState& st, std::vector<Op>& ops, const std::vector<ValueId>& values,
                                         const std::vector<std::optional<ValueSharding>>& shardings,
                                         const std::vector<std::string>& names, const Op& boundary) {
  std::vector<ValueId> out;
  for (size_t i = 0; i < values.size(); ++i) {
    if (i >= shardings.size() || !shardings[i]) {
      out.push_back(values[i]);
      continue;
    }
    st.pf.values.push_back(Value{names.at(i), st.pf.values[values[i]].type, shardings[i]});
    Op constraint;
    constraint.kind = OpKind::sharding_constraint;
    constraint.line = boundary.line;
    constraint.column = boundary.column;
    constraint.operands = {values[i]};
    constraint.results = {static_cast<ValueId>(st.pf.values.size() - 1)};
    ops.push_back(std::move(constraint));
    out.push_back(ops.back().results[0]);
  }
  return out;
}

// sdy.named_computation<"name">(%a, %b) in_shardings=[<@mesh, [...]>, ...] out_shardings=[...]
//     (%arg2: T, %arg3: U) { ... sdy.return %r : V } {attributes} : (T, U) -> V
// or generically
//   "sdy.named_computation"(%a, %b) <{in_shardings = #sdy.sharding_per_value<[...]>, name = "...",
//     out_shardings = ...}> ({ ^bb0(%arg2: T, %arg3: U): ... "sdy.return"(%r) : (V) -> () }) : (T, U) -> V
// Shardy's named region (what `sdy-import-func-calls` makes of a call). Inlined like a call:
// its block arguments are its operands and its results the values it returns, each
// constrained at the boundary where in_shardings / out_shardings give a sharding.
void Reader::parse_named_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                                     size_t op_pos, const Op& at, bool generic) {
  const std::string what = "sdy.named_computation";
  if (!generic) {
    lex_.expect("<");
    lex_.quoted();  // its name: a label, no bearing on shardings or cost
    lex_.expect(">");
  }
  const std::vector<ValueId> operands = operand_list(st);
  std::vector<Attr> written;  // the two lists, pretty or generic, as attributes
  if (generic) {
    written = lex_.properties();
  } else {
    while (lex_.peek_is("in_shardings") || lex_.peek_is("out_shardings")) written.push_back(bracketed(lex_.word()));
  }
  const auto in = optional_sharding_list(find_attr(written, "in_shardings"), ranks_of(st, operands),
                                         "in_shardings of " + what);
  // The body: `(%arg2: T) {` pretty, `({ ^bb0(%arg2: T):` generic (no header without arguments).
  if (generic) {
    lex_.expect("(");
    lex_.expect("{");
  }
  const size_t args_pos = lex_.pos();
  std::vector<std::pair<std::string, TensorType>> parameters;
  if (!generic || lex_.consume("^")) {
    if (generic) lex_.word();  // bb0
    parameters = typed_names();
    lex_.expect(generic ? ":" : "{");
  }
  if (parameters.size() != operands.size())
    lex_.fail_at(args_pos, fmt::format("{} has {} operands but its body takes {} arguments", what, operands.size(),
                                       parameters.size()));
  std::vector<std::string> parameter_names;
  for (size_t i = 0; i < parameters.size(); ++i) {
    const TensorType& passed = st.pf.values[operands[i]].type;
    if (!(parameters[i].second == passed))
      lex_.fail_at(args_pos, fmt::format("{}: operand {} is {} but its body takes {}", what, i,
                                         types::to_string(passed), types::to_string(parameters[i].second)));
    parameter_names.push_back(parameters[i].first);
  }
  const std::vector<ValueId> inputs = at_boundary(st, ops, operands, in, parameter_names, at);
  for (size_t i = 0; i < parameters.size(); ++i) st.symbols[parameters[i].first] = inputs[i];
  const std::vector<ValueId> returned = parse_block(st, ops, "sdy.return");
  lex_.expect("}");
  if (generic) lex_.expect(")");
  if (lex_.peek() == '{') lex_.attr_dict();  // mhlo.frontend_attributes and the like
  lex_.expect(":");
  auto [ins, outs] = signature();
  if (ins.size() != operands.size() || outs.size() != names.size() || returned.size() != names.size())
    lex_.fail_at(op_pos, fmt::format("{} has {} operands and defines {} values, but its type has {} operands and "
                                     "{} results and its body returns {}", what, operands.size(), names.size(),
                                     ins.size(), outs.size(), returned.size()));
  for (size_t i = 0; i < returned.size(); ++i)
    if (!(st.pf.values[returned[i]].type == outs[i]))
      lex_.fail_at(op_pos, fmt::format("{}: result {} is {} but its body returns {}", what, i,
                                       types::to_string(outs[i]), types::to_string(st.pf.values[returned[i]].type)));
  const auto out = optional_sharding_list(find_attr(written, "out_shardings"), ranks_of(outs),
                                          "out_shardings of " + what);
  const std::vector<ValueId> results = at_boundary(st, ops, returned, out, names, at);
  for (size_t i = 0; i < names.size(); ++i) st.symbols[names[i]] = results[i];
}

// `(%a: T, %b: U)`: names and types, not yet defined.
std::vector<std::pair<std::string, TensorType>> Reader::typed_names() {
  std::vector<std::pair<std::string, TensorType>> out;
  lex_.expect("(");
  if (lex_.consume(")")) return out;
  do {
    std::string name = lex_.value_ref();
    lex_.expect(":");
    out.emplace_back(std::move(name), tensor_type());
  } while (lex_.consume(","));
  lex_.expect(")");
  return out;
}

// Copies f's ops with fresh values; `args` are the values its arguments become.
std::vector<ValueId> Reader::inline_into(FunctionState& st, const ParsedFunction& f, const std::vector<ValueId>& args,
                                         std::vector<Op>& into) {
  std::map<ValueId, ValueId> map;
  for (size_t i = 0; i < args.size(); ++i) map[f.fn.arguments[i]] = args[i];
  auto remap = [&](ValueId v) {
    auto it = map.find(v);
    if (it != map.end()) return it->second;
    st.pf.values.push_back(f.values[v]);
    ValueId n = static_cast<ValueId>(st.pf.values.size() - 1);
    map[v] = n;
    return n;
  };
  std::function<Op(const Op&)> clone = [&](const Op& op) {
    Op c = op;
    for (ValueId& v : c.operands) v = remap(v);
    for (Region& r : c.region) {
      for (ValueId& v : r.arguments) v = remap(v);
      for (Op& o : r.ops) o = clone(o);
      for (ValueId& v : r.results) v = remap(v);
    }
    for (ValueId& v : c.results) v = remap(v);
    return c;
  };
  for (const Op& op : f.fn.ops) into.push_back(clone(op));
  std::vector<ValueId> results;
  for (ValueId v : f.fn.results) results.push_back(remap(v));
  return results;
}

// stablehlo.custom_call @Target(%a) {backend_config = "...", mhlo.sharding = "..."} : (T) -> T
// or generically "stablehlo.custom_call"(%a) <{backend_config = "...", call_target_name = "Target"}>
//   {mhlo.sharding = "..."} : (T) -> T
void Reader::parse_custom_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                               size_t op_pos, Op& op, bool generic) {
  std::string target;
  if (!generic) target = lex_.peek() == '@' ? lex_.symbol() : lex_.quoted();
  auto [args, arg_pos] = call_arguments(st);
  std::vector<Attr> attrs;
  if (generic) {
    // The properties and the attribute dictionary hold what the pretty form's one dictionary does.
    for (Attr& a : lex_.properties())
      if (a.key == "call_target_name") target = unquoted(a.value); else attrs.push_back(std::move(a));
    if (target.empty()) lex_.fail_at(op_pos, "stablehlo.custom_call without its call_target_name");
    if (lex_.peek() == '(') lex_.fail_at(op_pos, fmt::format("custom_call @{} with regions is not supported", target));
  }
  if (lex_.peek() == '{')
    for (Attr& a : lex_.attr_dict()) attrs.push_back(std::move(a));
  lex_.expect(":");
  const bool partitioner_call =
      target == "Sharding" || target == "SPMDFullToShardShape" || target == "SPMDShardToFullShape";
  if (!partitioner_call) {
    // An opaque kernel (Pallas/Mosaic, cuDNN, a host call): operands and results as
    // declared, shardings where annotated, otherwise replicated (its rule).
    op.kind = OpKind::custom_call;
    op.target = target;
    for (size_t i = 0; i < args.size(); ++i) {
      if (st.full_to_shard.count(args[i]) || st.manual_results.count(args[i]))
        lex_.fail_at(arg_pos[i], "a shard_map value is used outside the shard_map pattern");
      op.operands.push_back(args[i]);
    }
    size_t sig_pos = lex_.pos();
    std::vector<TensorType> ins, outs;
    try {
      std::tie(ins, outs) = signature();
    } catch (const ParseError& e) {
      throw ParseError(lex_.file(), e.line(), e.column(),
                       fmt::format("custom_call @{} without shape information: {} (shardproof needs the static "
                                   "shape of every operand and result)", target, e.message()));
    }
    if (ins.size() != args.size())
      lex_.fail_at(sig_pos, fmt::format("custom_call @{} has {} operands but {} operand types", target, args.size(),
                                        ins.size()));
    if (outs.size() != names.size())
      lex_.fail_at(op_pos, fmt::format("custom_call @{} defines {} values but its type has {} results", target,
                                       names.size(), outs.size()));
    for (size_t i = 0; i < outs.size(); ++i) op.results.push_back(define(st, names[i], outs[i]));
    for (const Attr& a : attrs)
      if (a.key != "mhlo.sharding" && a.key != "sdy.sharding") op.attributes.emplace_back(a.key, std::string(a.value));
    apply_result_shardings(st, op, attrs);
    ops.push_back(std::move(op));
    return;
  }
  if (args.size() != 1)
    lex_.fail_at(op_pos, fmt::format("custom_call @{} with {} operands (it takes one)", target, args.size()));
  const ValueId arg = args[0];
  const size_t arg_pos0 = arg_pos[0];
  auto [ins, outs] = signature();
  if (names.size() != 1 || outs.size() != 1) lex_.fail_at(op_pos, "custom_call must have one result");
  const Attr* sh = find_attr(attrs, "mhlo.sharding");
  if (!sh) lex_.fail_at(op_pos, fmt::format("custom_call @{} without mhlo.sharding", target));
  const Attr* bc = find_attr(attrs, "backend_config");
  std::string_view config = bc ? bc->value : std::string_view();
  int rank = outs[0].rank();
  GspmdValue g = gspmd_value(*sh, rank, config);

  auto manual = st.manual_results.find(arg);
  if (target == "Sharding" && manual != st.manual_results.end()) {
    // The manual-typed copy of a shard_map result: an alias on the way to ShardToFull.
    PendingManualResult p = manual->second;
    Op& mc = (*st.top_ops)[p.op_index];
    if (mc.operands.empty() && mc.manual_axes.empty()) mc.manual_axes = g.manual_axes;
    ValueId id = define(st, names[0], outs[0]);
    st.manual_results[id] = p;
    st.manual_results.erase(manual);
    return;
  }
  if (target == "SPMDShardToFullShape") {
    if (manual == st.manual_results.end())
      lex_.fail_at(arg_pos0, "SPMDShardToFullShape of a value that is no shard_map result");
    Op& mc = (*st.top_ops)[manual->second.op_index];
    size_t i = manual->second.result_index;
    ValueId id = define(st, names[0], outs[0]);
    ValueSharding vs{"mesh", g.type.value_or(ShardingType::fully_replicated(rank))};
    mc.out_shardings[i] = vs;
    mc.results[i] = id;
    st.pf.values[id].sharding = vs;
    st.manual_results.erase(manual);
    return;
  }
  if (st.full_to_shard.count(arg) || manual != st.manual_results.end())
    lex_.fail_at(arg_pos0, "a shard_map value is used outside the shard_map pattern");
  if (target == "SPMDFullToShardShape") {
    ValueId id = define(st, names[0], outs[0]);
    st.full_to_shard[id] = PendingFullToShard{arg, g.manual_axes, op_pos};
    return;
  }
  // @Sharding: a constraint
  op.kind = OpKind::sharding_constraint;
  op.operands.push_back(arg);
  op.results.push_back(define(st, names[0], outs[0]));
  if (g.type) {
    st.pf.values[op.results[0]].sharding = ValueSharding{"mesh", *g.type};
  } else {
    lex_.fail_at(sh->value_pos, "a {manual} constraint outside a shard_map pattern is not supported");
  }
  ops.push_back(std::move(op));
}

}  // namespace shardproof::partition::reader
