// \file The StableHLO reader's state and its steps, one class whose members are defined by
// topic in this folder (read_stablehlo in stablehlo_reader.h is the entry):
//
//   module_structure.cpp  types, the module, its meshes, functions, blocks, values, locations
//   statements.cpp        one statement `%r = op ...`, regions, while/reduce/convolution forms
//   op_attributes.cpp     an op's attributes decoded into the Op (dims, windows, collectives)
//   op_checks.cpp         operand counts, types and shapes an op's attributes refer to
//   shardings.cpp         Shardy and GSPMD shardings on values, results and shard_maps
//   calls.cpp             calls inlined, composites, named and manual computations, custom calls
//
// The text-level pieces it uses: mlir_lexer.h (the cursor) and attribute_text.h (values
// inside attributes).
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "partition/ir/program.h"
#include "partition/ir/reader/attribute_text.h"
#include "partition/ir/reader/mlir_lexer.h"
#include "partition/ir/source_location.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ir/op_definition.h"
#include "types/gspmd_syntax.h"
#include "types/shardy_syntax.h"

namespace shardproof::partition::reader {

using types::GspmdSharding;
using types::InputError;
using types::ShardingType;
using types::TensorType;

// The function being parsed: its values (own table), symbols and ops.
struct ParsedFunction {
  std::vector<Value> values;
  Function fn;
  std::vector<std::optional<ValueSharding>> arg_shardings;
};

// GSPMD shard_map bookkeeping inside one function.
struct PendingFullToShard {
  ValueId operand;
  std::vector<std::string> manual_axes;
  size_t pos;
};
struct PendingManualResult {
  size_t op_index;
  size_t result_index;
};

class Reader {
 public:
  Reader(std::string_view text, const ReadOptions& options)
      : lex_(text, options.file_name), options_(options) {}
  Program read();

 private:
  struct GspmdValue {
    std::optional<ShardingType> type;  // nullopt for {manual}
    std::vector<std::string> manual_axes;
  };

  struct FunctionState {
    ParsedFunction pf;
    std::map<std::string, ValueId> symbols;
    std::map<ValueId, PendingFullToShard> full_to_shard;
    std::map<ValueId, PendingManualResult> manual_results;
    std::vector<Op>* top_ops = nullptr;
    std::vector<TensorType> result_types;  // as the function's signature declares them
    size_t return_pos = 0;                 // where the last terminator read starts
  };

  // ---- types, the module and its meshes, functions, blocks, values, locations (module_structure.cpp)
  TensorType tensor_type();
  std::pair<std::vector<TensorType>, std::vector<TensorType>> signature();
  void read_pretty_module(Program& program);
  void read_generic_module(Program& program);
  void skip_generic_type();
  static std::string unquoted(std::string_view text);
  void read_module_attributes(Program& program, const std::vector<Attr>& attrs);
  void check_meshes_fit_partitions();
  void add_mesh(const std::string& name, std::string_view body, size_t pos);
  void skip_function_body();
  ParsedFunction& parse_function(const std::string& name);
  void pretty_function_header(FunctionState& st);
  void generic_function_header(FunctionState& st);
  std::vector<std::vector<Attr>> attribute_dicts(const Attr* list, size_t count);
  void add_argument(FunctionState& st, const std::string& name, const TensorType& type, const std::vector<Attr>& attrs,
                    const std::string& location = "");
  void add_result(FunctionState& st, const TensorType& type, const std::vector<Attr>& attrs);
  void check_returned_types(const FunctionState& st);
  ValueId define(FunctionState& st, const std::string& name, const TensorType& type);
  ValueId use(FunctionState& st, size_t pos, const std::string& name);
  ValueId operand(FunctionState& st);
  std::vector<ValueId> operand_list(FunctionState& st);
  void check_pending(const FunctionState& st);
  std::vector<ValueId> parse_block(FunctionState& st, std::vector<Op>& ops, std::string_view terminator);
  int location_index(std::string_view loc);
  int located_at_call(int own, int call);
  std::string written_name(size_t op_pos) const;
  std::optional<std::vector<ValueId>> generic_terminator(FunctionState& st, std::string_view terminator);
  void resolve_locations(Program& program);

  // ---- one statement, regions, and the ops with their own forms (statements.cpp)
  void parse_statement(FunctionState& st, std::vector<Op>& ops, size_t /*start*/);
  static std::optional<ReducerKind> reducer_for(OpKind kind);
  ReducerKind reducer_kind(const std::string& name, size_t pos);
  static ReducerKind reducer_of(const Region& body);
  std::vector<ValueId> block_arguments(FunctionState& st);
  Region parse_region(FunctionState& st, std::string_view terminator = "stablehlo.return");
  void parse_generic(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                     Op& op);
  void check_regions(FunctionState& st, Op& op, size_t op_pos);
  void check_loop(FunctionState& st, const Op& op, size_t op_pos);
  void parse_while(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                   Op& op);
  void parse_reduce(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                    Op& op);
  void parse_convolution(FunctionState& st, Op& op);
  void finish_op(FunctionState& st, std::vector<Op>& ops, Op& op, const std::vector<std::string>& names,
                 size_t op_pos, std::vector<Attr> attrs = {});

  // ---- an op's attributes decoded into the Op (op_attributes.cpp)
  int64_t single_int(const Attr& a);
  void decode_attributes(Op& op, const std::vector<Attr>& props, size_t op_pos);
  void decode_conv_layout(Op& op, std::string_view text, size_t pos);
  void decode_collective(Op& op, const std::vector<Attr>& props, size_t op_pos);
  void parse_trailing_attrs(Op& op, size_t op_pos);
  Attr bracketed(std::string key);

  // ---- what an op's operands must be (op_checks.cpp)
  static bool same_type_op(OpKind kind);
  void check_operand_types(FunctionState& st, const Op& op, const std::vector<TensorType>& ins, size_t op_pos);
  void check_operands(FunctionState& st, const Op& op, size_t op_pos);

  // ---- shardings, Shardy and GSPMD (shardings.cpp)
  void prescan_gspmd();
  GspmdSharding parse_gspmd_at(std::string_view s, size_t start);
  GspmdSharding without_manual(GspmdSharding g, size_t pos);
  GspmdValue gspmd_value(const Attr& attr, int rank, std::string_view backend_config = "");
  ValueSharding shardy(std::string_view text, size_t pos, int rank);
  const types::Mesh* find_mesh(std::string_view name) const;
  std::optional<ValueSharding> sharding_from_attrs(const std::vector<Attr>& attrs, int rank);
  void decode_manual_computation(FunctionState& st, Op& op, const std::vector<Attr>& props, size_t op_pos);
  void check_manual_axes(const Op& op, size_t pos);
  void constrain_generically(FunctionState& st, const Op& op, const std::vector<Attr>& props, size_t op_pos);
  std::vector<ValueSharding> sharding_list(std::string_view text, size_t pos, const std::vector<int>& ranks,
                                           std::string_view what);
  std::vector<std::optional<ValueSharding>> optional_sharding_list(const Attr* list, const std::vector<int>& ranks,
                                                                   std::string_view what);
  std::vector<std::optional<ValueSharding>> result_shardings(const std::vector<Attr>& attrs,
                                                             const std::vector<int>& ranks);
  std::vector<int> ranks_of(const FunctionState& st, const std::vector<ValueId>& values) const;
  static std::vector<int> ranks_of(const std::vector<TensorType>& types);
  void apply_result_shardings(FunctionState& st, const Op& op, const std::vector<Attr>& attrs);

  // ---- calls, composites, named and manual computations, custom calls (calls.cpp)
  void parse_manual_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                                size_t op_pos, Op& op);
  std::pair<std::vector<ValueId>, std::vector<size_t>> call_arguments(FunctionState& st);
  void parse_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                  Op& op, bool generic);
  ParsedFunction& called_function(const std::string& callee, size_t op_pos, std::string_view what, size_t arguments,
                                  size_t results);
  void inline_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names, size_t op_pos,
                   const Op& op, const std::string& callee, const ParsedFunction& f, const std::vector<ValueId>& args,
                   const std::vector<size_t>& arg_pos, const std::vector<Attr>& attrs,
                   const std::vector<TensorType>& ins, const std::vector<TensorType>& outs);
  void parse_composite(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                       size_t op_pos, Op& op, bool generic);
  std::string generic_callee(size_t op_pos);
  void check_call_types(const FunctionState& st, const std::string& callee, const ParsedFunction& f,
                        const std::vector<ValueId>& args, const std::vector<TensorType>& ins,
                        const std::vector<TensorType>& outs, size_t op_pos);
  std::vector<ValueId> at_boundary(FunctionState& st, std::vector<Op>& ops, const std::vector<ValueId>& values,
                                   const std::vector<std::optional<ValueSharding>>& shardings,
                                   const std::vector<std::string>& names, const Op& boundary);
  void parse_named_computation(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                               size_t op_pos, const Op& at, bool generic);
  std::vector<std::pair<std::string, TensorType>> typed_names();
  std::vector<ValueId> inline_into(FunctionState& st, const ParsedFunction& f, const std::vector<ValueId>& args,
                                   std::vector<Op>& into);
  void parse_custom_call(FunctionState& st, std::vector<Op>& ops, const std::vector<std::string>& names,
                         size_t op_pos, Op& op, bool generic);

  // ---- state
  Lexer lex_;
  std::optional<LocationResolver> resolver_;
  std::unordered_map<std::string_view, int> location_index_;
  std::vector<SourceLocation> locations_;  // Program::locations, as read
  std::map<std::pair<int, int>, int> located_at_call_;
  int main_return_location_ = -1;
  std::vector<std::pair<size_t, std::string_view>> main_argument_aliases_;
  const ReadOptions& options_;
  std::vector<std::pair<std::string, types::Mesh>> meshes_;
  std::vector<size_t> mesh_pos_;            // where each mesh of the module is written
  std::optional<int> num_partitions_attr_;  // mhlo.num_partitions, when the module says it
  std::optional<types::Mesh> gspmd_mesh_;
  bool has_gspmd_strings_ = false;  // prescan_gspmd found `mhlo.sharding = "`: Program::syntax
  std::map<std::string, size_t> function_pos_;
  std::map<std::string, ParsedFunction> parsed_;
  std::set<std::string> in_progress_;
  static constexpr int kMaxBlockDepth = 256;
  int block_depth_ = 0;  // bodies and regions being read, one inside the other
};

}  // namespace shardproof::partition::reader
