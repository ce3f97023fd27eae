#include "partition/ir/reader/reader.h"

#include <algorithm>

#include <fmt/format.h>

namespace shardproof::partition::reader {

// ---- types
TensorType Reader::tensor_type() {
  size_t start = lex_.pos();
  if (lex_.consume("!stablehlo.token")) return TensorType{{}, types::DType::token};
  if (!lex_.consume("tensor<")) lex_.fail(fmt::format("expected a tensor type but found '{}'", lex_.snippet()));
  lex_.set_pos(start + 6);
  std::string_view body = lex_.balanced();
  body = body.substr(1, body.size() - 2);
  if (body.find('?') != std::string_view::npos)
    lex_.fail_at(start, fmt::format("dynamic shape 'tensor<{}>' is not supported: every dimension "
                                    "must have a static size", body));
  if (body.find(',') != std::string_view::npos)
    lex_.fail_at(start, fmt::format("tensor<{}> with an encoding is not supported", body));
  TensorType t;
  // The shape is the leading `NxNx...x`: each dimension's digits followed by an `x` (the
  // element type may contain an `x` itself: complex<f32>).
  size_t x = std::string_view::npos;
  for (size_t at = 0; at < body.size() && std::isdigit(static_cast<unsigned char>(body[at]));) {
    size_t end = at;
    while (end < body.size() && std::isdigit(static_cast<unsigned char>(body[end]))) ++end;
    if (end >= body.size() || body[end] != 'x') break;
    x = end;
    at = end + 1;
  }
  std::string_view dtype = body;
  if (x != std::string_view::npos) {
    dtype = body.substr(x + 1);
    try {
      t.shape = types::parse_shape(body.substr(0, x));
    } catch (const InputError& e) {
      lex_.fail_at(start, fmt::format("bad shape in tensor<{}>: {}", body, e.what()));
    }
    // Element and byte counts are int64 everywhere downstream: at most 2^48 elements.
    int64_t elements = 1;
    for (int64_t d : t.shape)
      if (d != 0 && elements > (int64_t{1} << 48) / d)
        lex_.fail_at(start, fmt::format("tensor<{}> has more than 2^48 elements", body));
      else
        elements *= d;
  }
  try {
    t.dtype = types::parse_dtype(dtype);
  } catch (const InputError& e) {
    lex_.fail_at(start, fmt::format("unsupported element type '{}' in tensor<{}>: {}", dtype, body, e.what()));
  }
  return t;
}

// `(T, T) -> T`, `(T) -> (T, T)`, `T`, `T, T`, `T -> T`: operand types and result types.
std::pair<std::vector<TensorType>, std::vector<TensorType>> Reader::signature() {
  std::vector<TensorType> ins, outs;
  auto list = [&](std::vector<TensorType>& into) {
    if (lex_.consume("(")) {
      if (!lex_.consume(")")) {
        do into.push_back(tensor_type()); while (lex_.consume(","));
        lex_.expect(")");
      }
    } else {
      do into.push_back(tensor_type()); while (lex_.consume(","));
    }
  };
  list(ins);
  if (lex_.consume("->")) {
    // Several results are always parenthesized: a bare `-> T` is one (what follows a
    // generic function_type is the next attribute).
    if (lex_.peek() == '(') list(outs); else outs.push_back(tensor_type());
  } else {
    outs = {ins.back()};
  }
  return {ins, outs};
}

// ---- module structure: meshes and where each function starts (functions are read on
// demand, @main first, each private one at its first call).

// module @jit_f attributes {mhlo.num_partitions = 8 : i32} { sdy.mesh @mesh = <...>  func.func ... }
void Reader::read_pretty_module(Program& program) {
  lex_.expect("module");
  if (lex_.peek() == '@') program.module_name = lex_.symbol();
  if (lex_.consume("attributes")) read_module_attributes(program, lex_.attr_dict());
  lex_.expect("{");
  while (!lex_.consume("}")) {
    if (lex_.at_end()) lex_.fail("the module is not closed with '}'");
    size_t start = lex_.pos();
    if (lex_.consume("sdy.mesh")) {
      std::string name = lex_.symbol();
      lex_.expect("=");
      size_t mesh_pos = lex_.pos();
      add_mesh(name, lex_.balanced(), mesh_pos);
      if (lex_.peek() == '{') lex_.attr_dict();
    } else if (lex_.consume("func.func")) {
      if (lex_.peek() != '@') lex_.word();  // visibility
      std::string name = lex_.symbol();
      function_pos_[name] = start;
      skip_function_body();
    } else {
      lex_.fail(fmt::format("unexpected '{}' in the module", lex_.snippet()));
    }
  }
}

// MLIR's generic form of the same (`mlir-opt --mlir-print-op-generic`, or
// `get_asm(print_generic_op_form=True)` in JAX's MLIR bindings):
//   "builtin.module"() <{sym_name = "jit_f"}> ({
//     "func.func"() <{function_type = ..., sym_name = "main"}> ({ ... }) : () -> ()
//     "sdy.mesh"() <{mesh = #sdy.mesh<["x"=2]>, sym_name = "mesh"}> : () -> ()
//   }) {mhlo.num_partitions = 8 : i32} : () -> ()
void Reader::read_generic_module(Program& program) {
  lex_.quoted();
  lex_.expect("(");
  lex_.expect(")");
  const std::vector<Attr> module_props = lex_.peek() == '<' ? lex_.properties() : std::vector<Attr>();
  if (const Attr* a = find_attr(module_props, "sym_name")) program.module_name = unquoted(a->value);
  lex_.expect("(");
  lex_.expect("{");
  while (!lex_.consume("}")) {
    if (lex_.at_end()) lex_.fail("the module is not closed with '})'");
    const size_t start = lex_.pos();
    const std::string op = lex_.peek() == '"' ? lex_.quoted() : std::string();
    if (op != "func.func" && op != "sdy.mesh")
      lex_.fail_at(start, fmt::format("unexpected '{}' in the module", lex_.snippet()));
    lex_.expect("(");
    lex_.expect(")");
    const std::vector<Attr> props = lex_.properties();
    const Attr* name = find_attr(props, "sym_name");
    if (!name) lex_.fail_at(start, fmt::format("{} without its sym_name", op));
    if (op == "func.func") {
      function_pos_[unquoted(name->value)] = start;
      lex_.balanced();  // ({ body })
    } else {
      const Attr* mesh = find_attr(props, "mesh");
      if (!mesh) lex_.fail_at(start, "sdy.mesh without its mesh");
      std::string_view body = mesh->value;
      size_t shift = body.starts_with("#sdy.mesh") ? 9 : 0;  // `#sdy.mesh<[...]>`
      add_mesh(unquoted(name->value), body.substr(shift), mesh->value_pos + shift);
    }
    if (lex_.peek() == '{') lex_.attr_dict();
    skip_generic_type();
  }
  lex_.expect(")");
  if (lex_.peek() == '{') read_module_attributes(program, lex_.attr_dict());
  skip_generic_type();
}

// `: () -> ()` after a generic op whose type says nothing.
void Reader::skip_generic_type() {
  lex_.expect(":");
  lex_.balanced();
  lex_.expect("->");
  lex_.balanced();
}

std::string Reader::unquoted(std::string_view text) {
  if (text.size() >= 2 && text.front() == '"' && text.back() == '"') text = text.substr(1, text.size() - 2);
  return std::string(text);
}

void Reader::read_module_attributes(Program& program, const std::vector<Attr>& attrs) {
  if (const Attr* a = find_attr(attrs, "mhlo.num_partitions")) {
    program.num_partitions = static_cast<int>(first_int(*a));
    num_partitions_attr_ = program.num_partitions;
  }
}

// A mesh with more devices than the module was compiled for (mhlo.num_partitions) cannot
// be the program's: reported at the mesh. num_partitions = 1 is not checked: our writer
// prints it for programs built by hand, whatever their mesh.
void Reader::check_meshes_fit_partitions() {
  if (!num_partitions_attr_ || *num_partitions_attr_ <= 1) return;
  for (size_t i = 0; i < mesh_pos_.size(); ++i)
    if (meshes_[i].second.num_devices() > *num_partitions_attr_)
      lex_.fail_at(mesh_pos_[i], fmt::format("mesh @{} has {} devices but the module is compiled for "
                                             "mhlo.num_partitions = {}", meshes_[i].first,
                                             meshes_[i].second.num_devices(), *num_partitions_attr_));
}

// `<["x"=2, "y"=4]>` at `pos` as mesh @name.
void Reader::add_mesh(const std::string& name, std::string_view body, size_t pos) {
  try {
    meshes_.emplace_back(name, types::Mesh::parse(body));
    mesh_pos_.push_back(pos);
  } catch (const InputError& e) {
    lex_.fail_at(pos + static_cast<size_t>(std::max(e.column(), 1) - 1), e.what());
  }
}

// ---- function structure
void Reader::skip_function_body() {
  // header: (args) -> results { body }
  lex_.balanced();  // (args)
  if (lex_.consume("->")) {
    if (lex_.peek() == '(') lex_.balanced(); else tensor_type();
  }
  if (lex_.consume("attributes")) lex_.attr_dict();
  lex_.balanced();  // { body }
}

ParsedFunction& Reader::parse_function(const std::string& name) {
  auto done = parsed_.find(name);
  if (done != parsed_.end()) return done->second;
  if (in_progress_.count(name)) lex_.fail(fmt::format("recursive call of @{}", name));
  auto it = function_pos_.find(name);
  if (it == function_pos_.end()) lex_.fail(fmt::format("call of an undefined function @{}", name));
  in_progress_.insert(name);
  size_t saved = lex_.pos();
  lex_.set_pos(it->second);
  FunctionState st;
  st.pf.fn.name = name;
  const bool generic = lex_.peek_is("\"func.func\"");
  if (generic) {
    generic_function_header(st);
  } else {
    pretty_function_header(st);
  }
  st.pf.fn.results = parse_block(st, st.pf.fn.ops, "return");
  st.pf.fn.return_line = lex_.location(st.return_pos).first;
  if (name == "main")
    if (const std::string_view loc = lex_.trailing_location(st.return_pos); !loc.empty())
      main_return_location_ = location_index(loc);
  check_returned_types(st);
  lex_.expect("}");
  if (generic) lex_.expect(")");
  check_pending(st);
  lex_.set_pos(saved);
  in_progress_.erase(name);
  return parsed_.emplace(name, std::move(st.pf)).first->second;
}

// func.func public @main(%arg0: T {attributes}, ...) -> (T {attributes}, ...) attributes {...} {
void Reader::pretty_function_header(FunctionState& st) {
  lex_.expect("func.func");
  if (lex_.peek() != '@') lex_.word();  // visibility
  lex_.symbol();
  lex_.expect("(");
  if (!lex_.consume(")")) {
    do {
      std::string arg = lex_.value_ref();
      lex_.expect(":");
      lex_.take_location();
      TensorType t = tensor_type();
      const size_t after = lex_.raw_pos();
      std::vector<Attr> attrs = lex_.peek() == '{' ? lex_.attr_dict() : std::vector<Attr>();
      lex_.peek();  // past `loc("name")`
      if (const std::string_view loc = lex_.location_since(after); loc.starts_with("#") && st.pf.fn.name == "main")
        main_argument_aliases_.emplace_back(st.pf.fn.arguments.size(), loc);
      add_argument(st, arg, t, attrs, lex_.take_location());
    } while (lex_.consume(","));
    lex_.expect(")");
  }
  if (lex_.consume("->")) {
    bool paren = lex_.consume("(");
    if (!paren || !lex_.consume(")")) {
      do {
        TensorType t = tensor_type();
        add_result(st, t, paren && lex_.peek() == '{' ? lex_.attr_dict() : std::vector<Attr>());
      } while (paren && lex_.consume(","));
      if (paren) lex_.expect(")");
    }
  }
  if (lex_.consume("attributes")) lex_.attr_dict();
  lex_.expect("{");
}

// "func.func"() <{arg_attrs = [{...}, {...}], function_type = (T, T) -> T, res_attrs = [{...}],
//   sym_name = "main", sym_visibility = "public"}> ({
// ^bb0(%arg0: T, %arg1: T):          (no header when there are no arguments)
void Reader::generic_function_header(FunctionState& st) {
  const size_t start = lex_.pos();
  lex_.quoted();
  lex_.expect("(");
  lex_.expect(")");
  const std::vector<Attr> props = lex_.properties();
  const size_t body = lex_.pos();
  const Attr* type = find_attr(props, "function_type");
  if (!type) lex_.fail_at(start, "func.func without its function_type");
  lex_.set_pos(type->value_pos);
  auto [ins, outs] = signature();
  const std::vector<std::vector<Attr>> arg_attrs = attribute_dicts(find_attr(props, "arg_attrs"), ins.size());
  const std::vector<std::vector<Attr>> res_attrs = attribute_dicts(find_attr(props, "res_attrs"), outs.size());
  lex_.set_pos(body);
  lex_.expect("(");
  lex_.expect("{");
  const size_t header = lex_.pos();
  std::vector<std::pair<std::string, TensorType>> parameters;
  if (lex_.consume("^")) {
    lex_.word();  // bb0
    parameters = typed_names();
    lex_.expect(":");
  }
  if (parameters.size() != ins.size())
    lex_.fail_at(header, fmt::format("the body of @{} takes {} arguments but its function_type has {}", st.pf.fn.name,
                                     parameters.size(), ins.size()));
  for (size_t i = 0; i < ins.size(); ++i) {
    if (!(parameters[i].second == ins[i]))
      lex_.fail_at(header, fmt::format("argument {} of @{} is {} but its function_type says {}", i, st.pf.fn.name,
                                       types::to_string(parameters[i].second), types::to_string(ins[i])));
    add_argument(st, parameters[i].first, ins[i], arg_attrs[i]);
  }
  for (size_t i = 0; i < outs.size(); ++i) add_result(st, outs[i], res_attrs[i]);
}

// `[{key = value}, {}]` of a generic function's arg_attrs / res_attrs: one dictionary per
// argument (`count` empty ones when absent).
std::vector<std::vector<Attr>> Reader::attribute_dicts(const Attr* list, size_t count) {
  std::vector<std::vector<Attr>> out;
  if (list) {
    lex_.set_pos(list->value_pos);
    lex_.expect("[");
    if (!lex_.consume("]")) {
      do out.push_back(lex_.attr_dict()); while (lex_.consume(","));
      lex_.expect("]");
    }
    if (out.size() != count)
      lex_.fail_at(list->value_pos, fmt::format("{} dictionaries for {} values", out.size(), count));
  }
  out.resize(count);
  return out;
}

// An argument of the function being read, with what its attributes say: its sharding and
// whether its buffer is donated (`tf.aliasing_output = N`, `jax.buffer_donor = true`).
// Its name: `jax.arg_info` when written, else the location JAX gives it (`loc("x")`).
void Reader::add_argument(FunctionState& st, const std::string& name, const TensorType& type, const std::vector<Attr>& attrs,
                          const std::string& location) {
  std::string info = location;
  if (const Attr* a = find_attr(attrs, "jax.arg_info")) info = unquoted(a->value);
  st.pf.fn.argument_info.push_back(info);
  std::optional<int> aliases;
  if (const Attr* a = find_attr(attrs, "tf.aliasing_output"); a && !int_list(a->value).empty())
    aliases = static_cast<int>(int_list(a->value)[0]);  // "0 : i32"
  const Attr* donor = find_attr(attrs, "jax.buffer_donor");
  st.pf.fn.arguments.push_back(define(st, name, type));
  st.pf.arg_shardings.push_back(sharding_from_attrs(attrs, type.rank()));
  st.pf.fn.argument_aliases_output.push_back(aliases);
  st.pf.fn.argument_donated.push_back(donor && donor->value == "true");
}

// A result of the function being read: its sharding and `jax.result_info`.
void Reader::add_result(FunctionState& st, const TensorType& type, const std::vector<Attr>& attrs) {
  std::string info;
  if (const Attr* a = find_attr(attrs, "jax.result_info")) info = unquoted(a->value);
  st.result_types.push_back(type);
  st.pf.fn.result_shardings.push_back(sharding_from_attrs(attrs, type.rank()));
  st.pf.fn.result_info.push_back(info);
}

// The values `return` gives back against the results the function's signature declares.
void Reader::check_returned_types(const FunctionState& st) {
  const std::vector<ValueId>& returned = st.pf.fn.results;
  if (returned.size() != st.result_types.size())
    lex_.fail_at(st.return_pos, fmt::format("@{} returns {} value{} but its signature declares {}",
                                            st.pf.fn.name, returned.size(), returned.size() == 1 ? "" : "s",
                                            st.result_types.size()));
  for (size_t i = 0; i < returned.size(); ++i)
    if (st.pf.values[returned[i]].type != st.result_types[i])
      lex_.fail_at(st.return_pos, fmt::format("@{} returns {} of type {} as result {} but its signature declares {}",
                                              st.pf.fn.name, st.pf.values[returned[i]].name,
                                              types::to_string(st.pf.values[returned[i]].type), i,
                                              types::to_string(st.result_types[i])));
}

ValueId Reader::define(FunctionState& st, const std::string& name, const TensorType& type) {
  st.pf.values.push_back(Value{name, type, std::nullopt});
  ValueId id = static_cast<ValueId>(st.pf.values.size() - 1);
  st.symbols[name] = id;
  return id;
}

ValueId Reader::use(FunctionState& st, size_t pos, const std::string& name) {
  auto it = st.symbols.find(name);
  if (it == st.symbols.end()) lex_.fail_at(pos, fmt::format("use of undefined value {}", name));
  return it->second;
}

ValueId Reader::operand(FunctionState& st) {
  size_t pos = lex_.pos();
  ValueId id = use(st, pos, lex_.value_ref());
  if (st.full_to_shard.count(id) || st.manual_results.count(id))
    lex_.fail_at(pos, "a shard_map value is used outside the SPMDFullToShardShape / call / "
                      "SPMDShardToFullShape pattern");
  return id;
}

// `(%a, %b)` or `()`: operands, each checked by operand().
std::vector<ValueId> Reader::operand_list(FunctionState& st) {
  std::vector<ValueId> out;
  lex_.expect("(");
  if (!lex_.consume(")")) {
    do out.push_back(operand(st)); while (lex_.consume(","));
    lex_.expect(")");
  }
  return out;
}

void Reader::check_pending(const FunctionState& st) {
  for (const auto& [id, p] : st.manual_results) {
    const Op& op = (*st.top_ops)[p.op_index];
    lex_.fail_at(0, fmt::format("line {}: result {} of a shard_map call is not followed by "
                                "SPMDShardToFullShape", op.line, p.result_index));
  }
}

// Ops up to the terminator `terminator` (return / sdy.return); returns its operands.
std::vector<ValueId> Reader::parse_block(FunctionState& st, std::vector<Op>& ops, std::string_view terminator) {
  // Every function body and region goes through here, so this depth counts calls inside
  // calls and regions inside regions: a few dozen in JAX's programs; a chain of thousands
  // of calls ran the recursion off the end of the stack (make fuzz).
  if (block_depth_ >= kMaxBlockDepth)
    lex_.fail(fmt::format("functions and regions nested deeper than {} (calls inside calls, regions inside regions)",
                          kMaxBlockDepth));
  ++block_depth_;
  struct Leave {
    int& depth;
    ~Leave() { --depth; }
  } leave{block_depth_};
  if (!st.top_ops) st.top_ops = &ops;
  while (true) {
    size_t start = lex_.pos();
    if (std::optional<std::vector<ValueId>> results = generic_terminator(st, terminator)) {
      st.return_pos = start;
      return *results;
    }
    if (lex_.peek_is(terminator) || lex_.peek_is("func.return")) {
      if (!lex_.consume(terminator)) lex_.consume("func.return");
      std::vector<ValueId> results;
      if (lex_.peek() == '%') {
        do results.push_back(operand(st)); while (lex_.consume(","));
        lex_.expect(":");
        size_t i = 0;
        do {
          const size_t type_pos = lex_.pos();
          const TensorType written = tensor_type();
          if (i < results.size() && st.pf.values[results[i]].type != written)
            lex_.fail_at(type_pos, fmt::format("{} has type {} but the '{}' says {}", st.pf.values[results[i]].name,
                                               types::to_string(st.pf.values[results[i]].type), terminator,
                                               types::to_string(written)));
          ++i;
        } while (lex_.consume(","));
        if (i != results.size())
          lex_.fail_at(start, fmt::format("'{}' of {} values lists {} types", terminator, results.size(), i));
      }
      st.return_pos = start;
      return results;
    }
    if (lex_.peek() == '}' || lex_.at_end())
      lex_.fail_at(start, fmt::format("the block ends without '{}'", terminator));
    // An error the attribute readers raise without a position (a number that does not
    // read as one: to_int64) is the op's, at the op.
    const size_t first_op = ops.size();
    try {
      parse_statement(st, ops, start);
    } catch (const ParseError&) {
      throw;
    } catch (const InputError& e) {
      lex_.fail_at(start, e.what());
    }
    // The statement's location: its ops' (a call's inlined ops keep their own where the
    // callee gives them; the constraints at its boundary take the call's).
    // An inlined op whose own location names no file (`loc("max")` inside jax.nn.relu's
    // function) is at the call's line, with its own name.
    if (const std::string_view loc = lex_.trailing_location(start); !loc.empty()) {
      const int index = location_index(loc);
      for (size_t k = first_op; k < ops.size(); ++k) {
        if (ops[k].location < 0) ops[k].location = index;
        else if (!locations_[ops[k].location].has_file() && locations_[index].has_file())
          ops[k].location = located_at_call(ops[k].location, index);
      }
    }
  }
}

// The index in Program::locations of the location written `loc`, resolved (each text once:
// most ops of a JAX program name one of a few hundred aliases).
int Reader::location_index(std::string_view loc) {
  auto [it, added] = location_index_.try_emplace(loc, static_cast<int>(locations_.size()));
  if (added) {
    if (!resolver_) resolver_.emplace(lex_.text(), lex_.file());
    locations_.push_back(resolver_->resolve(loc));
  }
  return it->second;
}

// Location `own` (without a file) at the call whose location is `call`.
int Reader::located_at_call(int own, int call) {
  auto [it, added] = located_at_call_.try_emplace({own, call}, static_cast<int>(locations_.size()));
  if (added) {
    SourceLocation at = locations_[call];
    if (!locations_[own].name_stack.empty()) at.name_stack = locations_[own].name_stack;
    locations_.push_back(std::move(at));
  }
  return it->second;
}

// The op's name as the text spells it at `op_pos` ("sdy.reshard" for a sharding_constraint).
std::string Reader::written_name(size_t op_pos) const {
  std::string_view text = lex_.text().substr(op_pos);
  const size_t start = text.starts_with("\"") ? 1 : 0;
  size_t end = start;
  while (end < text.size() && Lexer::word_char(text[end])) ++end;
  return std::string(text.substr(start, end - start));
}

// `"sdy.return"(%a, %b) : (T, U) -> ()`: a terminator in MLIR's generic form (`func.return`
// ends a function whatever the expected terminator). Its operands, or nullopt when the next
// statement is something else.
std::optional<std::vector<ValueId>> Reader::generic_terminator(FunctionState& st, std::string_view terminator) {
  if (!lex_.peek_is(fmt::format("\"{}\"", terminator)) && !lex_.peek_is("\"func.return\"")) return std::nullopt;
  lex_.quoted();
  std::vector<ValueId> results = operand_list(st);
  skip_generic_type();  // : (T, U) -> ()
  return results;
}

// The user's locations of the ops read (source_location.h), and the names of main's
// arguments given by an alias (`loc(#loc3)`, `#loc3 = loc("params['w1']")`).
void Reader::resolve_locations(Program& program) {
  program.locations.entries = std::move(locations_);
  program.locations.return_location = main_return_location_;
  if (main_argument_aliases_.empty()) return;
  if (!resolver_) resolver_.emplace(lex_.text(), lex_.file());
  for (const auto& [i, loc] : main_argument_aliases_) {
    const SourceLocation resolved = resolver_->resolve(loc);
    if (i < program.main.argument_info.size() && program.main.argument_info[i].empty() && !resolved.has_file())
      program.main.argument_info[i] = resolved.name_stack;
  }
}

}  // namespace shardproof::partition::reader
