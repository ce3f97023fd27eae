// \file One tactic of a partitioning schedule (PartIR): what `shardproof partition` applies,
// one at a time, each followed by propagation to a fixpoint. Tactic i is Shardy user
// priority i, so what an earlier tactic decided is never overridden by a later one.
//
//   - shard: {"params['w1']": [null, model]}     w1's dim 1 on `model` (dim 0 left open)
//   - batch: {axis: data}                         every input's (x, y) leading dim on `data`
//   - megatron: {axis: model}                     column/row-parallel weight pairs on `model`
//   - zero: {stage: 3, axis: data}                optimizer state, gradients, parameters
//   - replicate: {values: [x], axes: [model]}     x never sharded on `model` (`keep` too)
//   - auto: {axes: [model]}                       the search (partition/search), on `model`
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace shardproof::partition::tactics {

// Which values a tactic acts on, as written (value_selection.h resolves them):
//   "params['w1']"  an argument's or result's name (jax.arg_info, loc("..."), jax.result_info)
//   "arg:3"         the fourth argument;  "result:0"  the first result
//   "re:w[12]"      every argument and result whose name the regular expression matches (search)
struct Located {
  std::string text;
  int line = 0, column = 0;  // in the tactic file (1-based)
};
using Selector = Located;
using AxisName = Located;

// The axes one dimension is sharded on, major to minor (`[data, model]`); empty: left open.
using DimAxes = std::vector<AxisName>;

struct ShardTarget {
  Selector values;
  std::vector<DimAxes> dims;  // one entry per dimension written (null -> empty)
};

enum class TacticKind { shard, batch, megatron, zero, replicate, auto_ };
std::string_view tactic_kind_name(TacticKind kind);  // "shard", ..., "auto"

struct Tactic {
  TacticKind kind = TacticKind::shard;
  std::string spelling;  // the key as written ("keep" for replicate's other name)
  int index = 0;         // 0-based position in the file: its Shardy priority
  int line = 0, column = 0;
  std::vector<ShardTarget> shard;  // shard
  AxisName axis;                   // batch, megatron, zero
  std::vector<AxisName> axes;      // replicate, auto
  // batch's inputs and megatron's (default: the arguments named without [...]), replicate's values
  std::vector<Selector> values;
  int stage = 3;                   // zero: 1, 2 or 3
  std::optional<Selector> params, opt_state;  // zero: overrides of the default roles

  // "tactic 2 (megatron)" (1-based, as a user counts lines of a list)
  std::string label() const;
};

// Where a tactic file's diagnostics point: `PLAN.yaml:LINE:COL: error: tactic 2 (shard): ...`.
std::string tactic_error(const std::string& file, int line, int column, const Tactic* tactic,
                         const std::string& message);

}  // namespace shardproof::partition::tactics
