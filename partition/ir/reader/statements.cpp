#include "partition/ir/reader/reader.h"

#include <algorithm>

#include <fmt/format.h>

namespace shardproof::partition::reader {

// ---- one statement: %r = op ... or %r:N = op ...
void Reader::parse_statement(FunctionState& st, std::vector<Op>& ops, size_t /*start*/) {
  std::vector<std::string> names;
  if (lex_.peek() == '%') {
    do {
      std::string r = lex_.value_ref();
      int count = 1;
      if (lex_.consume(":")) count = static_cast<int>(lex_.integer());
      if (count == 1) {
        names.push_back(r);
      } else {
        for (int i = 0; i < count; ++i) names.push_back(fmt::format("{}#{}", r, i));
      }
    } while (lex_.consume(","));  // `%values, %indices = chlo.top_k(...)`
    lex_.expect("=");
  }
  size_t op_pos = lex_.pos();
  bool generic = lex_.peek() == '"';
  std::string name = generic ? lex_.quoted() : lex_.word();
  auto [line, col] = lex_.location(op_pos);
  Op op;
  op.line = line;
  op.column = col;
  auto unsupported = [&]() -> void {
    lex_.fail_at(op_pos, fmt::format("unsupported op '{}' (not in shardproof's StableHLO subset)", name));
  };

  if (name == "call" || name == "func.call") {
    parse_call(st, ops, names, op_pos, op, generic);
    return;
  }
  if (name == "stablehlo.composite") {
    parse_composite(st, ops, names, op_pos, op, generic);
    return;
  }
  if (name == "sdy.named_computation") {
    parse_named_computation(st, ops, names, op_pos, op, generic);
    return;
  }
  if (name == "stablehlo.custom_call") {
    parse_custom_call(st, ops, names, op_pos, op, generic);
    return;
  }
  const OpDefinition* info = find_op_definition(name);
  if (!info) unsupported();
  op.kind = info->kind;
  if (generic) {
    parse_generic(st, ops, names, op_pos, op);
    return;
  }
  switch (info->syntax) {
    case Syntax::constant: {
      lex_.expect("dense");
      std::string_view lit = lex_.balanced();
      op.constant.text = std::string(lit.substr(1, lit.size() - 2));
      op.constant.splat = op.constant.text.empty() || op.constant.text[0] != '[';
      break;
    }
    case Syntax::iota:
      lex_.expect("dim");
      lex_.expect("=");
      op.dim = lex_.integer();
      break;
    case Syntax::compare:
      op.comparison = lex_.word();
      lex_.expect(",");
      op.operands.push_back(operand(st));
      lex_.expect(",");
      op.operands.push_back(operand(st));
      if (lex_.consume(",")) op.compare_type = lex_.word();
      break;
    case Syntax::reduce:
      parse_reduce(st, ops, names, op_pos, op);
      return;
    case Syntax::convolution:
      parse_convolution(st, op);
      break;
    case Syntax::while_loop:
      parse_while(st, ops, names, op_pos, op);
      return;
    case Syntax::sharding_constraint: {
      op.operands.push_back(operand(st));
      size_t spos = lex_.pos();
      std::string_view text = lex_.balanced();
      int rank = st.pf.values[op.operands[0]].type.rank();
      ValueSharding sh = shardy(text, spos, rank);
      finish_op(st, ops, op, names, op_pos);
      st.pf.values[ops.back().results.at(0)].sharding = sh;
      return;
    }
    case Syntax::manual_computation:
      parse_manual_computation(st, ops, names, op_pos, op);
      return;
    case Syntax::operands:
    case Syntax::unary:
    case Syntax::binary: {
      // `%a, %b, key = value` or `(%a, key = value)` (chlo.top_k); no operands at all for
      // partition_id.
      const bool paren = lex_.consume("(");
      if (lex_.peek() == '%') {
        do op.operands.push_back(operand(st)); while (lex_.consume(",") && lex_.peek() == '%');
      }
      parse_trailing_attrs(op, op_pos);
      if (paren) lex_.expect(")");
      break;
    }
    default:
      lex_.fail_at(op_pos, fmt::format("{} is read in MLIR's generic form only (\"{}\"(...) ...)", name, name));
  }
  finish_op(st, ops, op, names, op_pos);
}

// The reduction an op of `kind` computes as a reducer (nullopt: it is none of them).
std::optional<ReducerKind> Reader::reducer_for(OpKind kind) {
  switch (kind) {
    case OpKind::add: return ReducerKind::add;
    case OpKind::maximum: return ReducerKind::maximum;
    case OpKind::minimum: return ReducerKind::minimum;
    case OpKind::multiply: return ReducerKind::multiply;
    case OpKind::and_: return ReducerKind::and_;
    case OpKind::or_: return ReducerKind::or_;
    case OpKind::xor_: return ReducerKind::xor_;
    default: return std::nullopt;
  }
}

// `applies stablehlo.add`: the reducer named.
ReducerKind Reader::reducer_kind(const std::string& name, size_t pos) {
  const OpDefinition* info = find_op_definition(name);
  if (const std::optional<ReducerKind> r = info ? reducer_for(info->kind) : std::nullopt) return *r;
  lex_.fail_at(pos, fmt::format("unsupported reducer '{}'", name));
}

// The reducer a scalar body computes: one op of its two arguments, else `other`.
// Sharding annotations inside the body (GSPMD's manual @Sharding) do not count.
ReducerKind Reader::reducer_of(const Region& body) {
  std::vector<const Op*> work;
  for (const Op& o : body.ops)
    if (o.kind != OpKind::sharding_constraint) work.push_back(&o);
  if (work.size() != 1 || body.arguments.size() != 2) return ReducerKind::other;
  return reducer_for(work[0]->kind).value_or(ReducerKind::other);
}

// `(%a: T, %b: U)`: a block's arguments, defined.
std::vector<ValueId> Reader::block_arguments(FunctionState& st) {
  std::vector<ValueId> args;
  for (const auto& [name, type] : typed_names()) args.push_back(define(st, name, type));
  return args;
}

// A region: `{ ^bb0(%a: T, %b: T): ops stablehlo.return ... }` (the block header optional).
Region Reader::parse_region(FunctionState& st, std::string_view terminator) {
  Region region;
  lex_.expect("{");
  if (lex_.consume("^")) {
    lex_.word();
    region.arguments = block_arguments(st);
    lex_.expect(":");
  }
  region.results = parse_block(st, region.ops, terminator);
  lex_.expect("}");
  return region;
}

// `"stablehlo.x"(%a, %b) <{properties}> ({regions}) {attributes} : (T, T) -> T`
void Reader::parse_generic(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                           Op& op) {
  op.operands = operand_list(st);
  std::vector<Attr> props = lex_.peek() == '<' ? lex_.properties() : std::vector<Attr>();
  const bool manual = op.kind == OpKind::manual_computation;
  if (lex_.consume("(")) {
    do op.region.push_back(parse_region(st, manual ? "sdy.return" : "stablehlo.return")); while (lex_.consume(","));
    lex_.expect(")");
  }
  // JAX 0.4 prints what are properties today in the attribute dictionary after the regions
  // (`{dimension_numbers = #stablehlo.gather<...>, slice_sizes = dense<1> : tensor<1xi64>}`):
  // its entries count as properties too, where the properties do not name them. Discardable
  // attributes carry their dialect's prefix (`sdy.sharding`, `mhlo.frontend_attributes`) and
  // stay where they are; an op's own attributes never have one.
  std::vector<Attr> attrs;
  if (lex_.peek() == '{') attrs = lex_.attr_dict();
  for (const Attr& a : attrs)
    if (a.key.find('.') == std::string::npos && !find_attr(props, a.key)) props.push_back(a);
  // A constraint's sharding and a manual computation's shardings and axes are typed fields.
  const bool constraint = op.kind == OpKind::sharding_constraint;
  if (!constraint && !manual)
    for (const Attr& a : props) op.attributes.emplace_back(a.key, std::string(a.value));
  if (is_collective(op.kind)) {
    decode_collective(op, props, op_pos);
  } else {
    decode_attributes(op, props, op_pos);
  }
  finish_op(st, ops, op, names, op_pos, std::move(attrs));
  check_regions(st, ops.back(), op_pos);
  if (constraint) constrain_generically(st, ops.back(), props, op_pos);
  if (manual) decode_manual_computation(st, ops.back(), props, op_pos);
}

// What the regions of a finished op must look like, and what follows from them.
void Reader::check_regions(FunctionState& st, Op& op, size_t op_pos) {
  const OpDefinition& info = op_definition(op.kind);
  const std::string name(info.name);
  switch (info.regions) {
    case Regions::none:
      if (!op.region.empty()) lex_.fail_at(op_pos, fmt::format("{} has no regions", name));
      break;
    case Regions::scalar_computation:
      if (op.region.empty()) lex_.fail_at(op_pos, fmt::format("{} needs its computation region", name));
      op.reducer = reducer_of(op.region[0]);
      break;
    case Regions::loop:
      check_loop(st, op, op_pos);
      break;
    case Regions::branches:
      if (op.region.empty()) lex_.fail_at(op_pos, "stablehlo.case needs at least one branch");
      for (size_t b = 0; b < op.region.size(); ++b)
        if (op.region[b].results.size() != op.results.size())
          lex_.fail_at(op_pos, fmt::format("branch {} of stablehlo.case returns {} values but the op has {} results",
                                           b, op.region[b].results.size(), op.results.size()));
      break;
    case Regions::manual:
      break;
  }
}

// A loop carries one type per value: operands, the regions' arguments, the body's results
// and the op's results all agree.
void Reader::check_loop(FunctionState& st, const Op& op, size_t op_pos) {
  if (op.region.size() != 2) lex_.fail_at(op_pos, "stablehlo.while needs a condition and a body region");
  const Region &cond = op.region[0], &body = op.region[1];
  const size_t n = op.operands.size();
  if (cond.arguments.size() != n || body.arguments.size() != n || body.results.size() != n || op.results.size() != n)
    lex_.fail_at(op_pos, fmt::format("stablehlo.while carries {} values, but its condition takes {}, its body takes "
                                     "{} and returns {}, and it has {} results",
                                     n, cond.arguments.size(), body.arguments.size(), body.results.size(),
                                     op.results.size()));
  auto type = [&](ValueId v) { return types::to_string(st.pf.values[v].type); };
  for (size_t i = 0; i < n; ++i) {
    const std::string t = type(op.operands[i]);
    for (ValueId other : {cond.arguments[i], body.arguments[i], body.results[i], op.results[i]})
      if (type(other) != t)
        lex_.fail_at(op_pos, fmt::format("stablehlo.while: carried value {} is {} on entry but {} in the loop", i, t,
                                         type(other)));
  }
  if (cond.results.size() != 1) lex_.fail_at(op_pos, "the condition of stablehlo.while must return one i1");
}

// stablehlo.while(%iterArg = %a, ...) : T, ... [attributes {...}] cond { ... } do { ... }
void Reader::parse_while(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                         Op& op) {
  std::vector<std::string> arg_names;
  lex_.expect("(");
  if (!lex_.consume(")")) {
    do {
      arg_names.push_back(lex_.value_ref());
      lex_.expect("=");
      op.operands.push_back(operand(st));
    } while (lex_.consume(","));
    lex_.expect(")");
  }
  std::vector<TensorType> carried;
  if (lex_.consume(":")) {
    do carried.push_back(tensor_type()); while (lex_.consume(","));
  }
  std::vector<Attr> attrs;
  if (lex_.consume("attributes")) attrs = lex_.attr_dict();
  if (carried.size() != op.operands.size())
    lex_.fail_at(op_pos, fmt::format("stablehlo.while has {} operands but {} types", op.operands.size(), carried.size()));
  for (const char* part : {"cond", "do"}) {
    lex_.expect(part);
    Region region;
    for (size_t i = 0; i < arg_names.size(); ++i) region.arguments.push_back(define(st, arg_names[i], carried[i]));
    lex_.expect("{");
    region.results = parse_block(st, region.ops, "stablehlo.return");
    lex_.expect("}");
    op.region.push_back(std::move(region));
  }
  if (names.size() != carried.size())
    lex_.fail_at(op_pos, fmt::format("stablehlo.while defines {} values but carries {}", names.size(), carried.size()));
  for (size_t i = 0; i < names.size(); ++i) op.results.push_back(define(st, names[i], carried[i]));
  apply_result_shardings(st, op, attrs);
  check_regions(st, op, op_pos);
  ops.push_back(std::move(op));
}

// stablehlo.reduce(%a init: %b), (%c init: %d) applies stablehlo.add across dimensions = [1]
//   : (T...) -> (T...)   — or, instead of `applies`, a body after the type:
//   `reducer(%x0: T, %y0: T) (%x1: U, %y1: U) { ... stablehlo.return ... }`
void Reader::parse_reduce(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                          Op& op) {
  std::vector<ValueId> inputs, inits;
  do {
    lex_.expect("(");
    inputs.push_back(operand(st));
    lex_.expect("init:");
    inits.push_back(operand(st));
    lex_.expect(")");
  } while (lex_.consume(","));
  op.operands = inputs;
  op.operands.insert(op.operands.end(), inits.begin(), inits.end());
  bool applies = lex_.consume("applies");
  if (applies) op.reducer = reducer_kind(lex_.word(), op_pos);
  lex_.expect("across");
  lex_.expect("dimensions");
  lex_.expect("=");
  op.dims = int_list(lex_.balanced());
  finish_op(st, ops, op, names, op_pos);
  Op& done = ops.back();
  if (applies) return;
  // The body: pairs (lhs_k, rhs_k) per input; block arguments are all lhs, then all rhs.
  lex_.expect("reducer");
  const size_t n = inputs.size();
  Region body;
  body.arguments.assign(2 * n, -1);
  for (size_t k = 0; k < n; ++k) {
    size_t pair_pos = lex_.pos();
    std::vector<ValueId> pair = block_arguments(st);
    if (pair.size() != 2) lex_.fail_at(pair_pos, "a reducer takes its arguments in pairs");
    body.arguments[k] = pair[0];
    body.arguments[n + k] = pair[1];
  }
  lex_.expect("{");
  body.results = parse_block(st, body.ops, "stablehlo.return");
  lex_.expect("}");
  done.region.push_back(std::move(body));
  done.reducer = reducer_of(done.region[0]);
}

// stablehlo.convolution(%a, %b) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
//   window = {stride = [1, 1], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], ...}
//   {batch_group_count = 1 : i64, feature_group_count = 1 : i64, ...}
void Reader::parse_convolution(FunctionState& st, Op& op) {
  op.operands = operand_list(st);
  lex_.expect("dim_numbers");
  lex_.expect("=");
  size_t start = lex_.pos();
  std::string_view rest = lex_.text().substr(start);
  size_t end = rest.find(", window");
  if (end == std::string_view::npos) end = rest.find(" {");
  if (end == std::string_view::npos) lex_.fail_at(start, "malformed convolution dimension numbers");
  decode_conv_layout(op, rest.substr(0, end), start);
  lex_.set_pos(start + end);
  if (lex_.consume(",")) {
    lex_.expect("window");
    lex_.expect("=");
    for (const Attr& a : lex_.attr_dict()) {
      Window& w = op.window;
      if (a.key == "stride") w.strides = int_list(a.value);
      if (a.key == "lhs_dilate") w.base_dilations = int_list(a.value);
      if (a.key == "rhs_dilate") w.window_dilations = int_list(a.value);
      if (a.key == "pad") read_padding(a.value, w);
    }
  }
  // The group counts sit in the attribute dictionary that finish_op reads for shardings:
  // peek at them here and leave it to finish_op. The writer prints the convolution from
  // these typed fields (precision_config is not kept, as for dot_general).
  if (lex_.peek() == '{') {
    size_t p = lex_.pos();
    std::vector<Attr> attrs = lex_.attr_dict();
    if (const Attr* a = find_attr(attrs, "feature_group_count")) op.conv.feature_group_count = single_int(*a);
    if (const Attr* a = find_attr(attrs, "batch_group_count")) op.conv.batch_group_count = single_int(*a);
    lex_.set_pos(p);
  }
}

// Optional attribute dict, ':' and the signature; defines the results.
// `attrs`: the attribute dictionary, where the caller has read it already.
void Reader::finish_op(FunctionState& st, std::vector<Op>& ops, Op& op, const std::vector<std::string>& names,
                       size_t op_pos, std::vector<Attr> attrs) {
  if (lex_.peek() == '{') attrs = lex_.attr_dict();
  lex_.expect(":");
  auto [ins, outs] = signature();
  if (op.kind == OpKind::select && ins.size() == 2 && outs.size() == 1) outs = {ins[1]};
  if (op.kind == OpKind::clamp && ins.size() == 3 && outs.size() == 1 && ins[1].rank() > 0) outs = {ins[1]};
  if (op.kind == OpKind::optimization_barrier && outs.size() == 1 && ins.size() > 1) outs = ins;
  if (outs.size() != names.size())
    lex_.fail_at(op_pos, fmt::format("{} defines {} values but its type has {} results",
                                     op_name(op.kind), names.size(), outs.size()));
  for (size_t i = 0; i < outs.size(); ++i) op.results.push_back(define(st, names[i], outs[i]));
  check_operand_types(st, op, ins, op_pos);
  if (op.kind == OpKind::constant && op.constant.text.starts_with('"'))
    decode_hex_blob(op.constant, outs[0]);
  else if (op.kind == OpKind::constant && op.constant.splat)
    op.constant.value = decode_number(op.constant.text, outs[0].dtype);
  apply_result_shardings(st, op, attrs);
  check_operands(st, op, op_pos);
  ops.push_back(std::move(op));
}

}  // namespace shardproof::partition::reader
