// \file A fix of a finding (issue 43): the change of one sharding a user writes in JAX that
// removes or shrinks what `check` found, with the figures of the program before it and after
// it, both from the check pipeline itself (the search that finds it, and re-checks every
// candidate, is partition/search/fix_search.h). The command line says a change in JAX's
// spelling (cli: tactics::partition_spec):
//
//   argument     params['w2']: P('model', None)        (was P('data', None))
//   constraint   the with_sharding_constraint at model.py:64 -> P('data', 'model')   (was P())
//   insert       jax.lax.with_sharding_constraint(x, P('data', None)) on the result of
//                stablehlo.tanh at model.py:39 (%3)
//
// with what it saves, e.g. "bytes moved 1.10 MiB -> 384 KiB, modeled step 154.3 us -> 61.0 us,
// peak 1.38 MiB -> 1.25 MiB". A finding for which no candidate improved says so
// (`found` false, `candidates` how many were re-checked).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "types/sharding_type.h"

namespace shardproof::partition {

struct ShardingChange {
  enum class Kind {
    argument,    // an argument of @main gets another sharding (its PartitionSpec in in_shardings)
    constraint,  // an existing sharding constraint (with_sharding_constraint) gets another sharding
    insert,      // a new with_sharding_constraint on a value, right after the op that makes it
  };
  Kind kind = Kind::argument;
  ValueId value = -1;    // the argument, the constraint's result, or the value constrained
  int argument = -1;     // argument: its index in @main
  int line = 0;          // constraint: its op's MLIR line; insert: the line of the op making the value
  std::string name;      // the value as the user knows it: "params['w2']", "%3"
  std::string made_by;   // insert: the op making the value ("stablehlo.tanh"), which a user finds at its line
  types::ShardingType before, after;  // closed types on the program's mesh
  bool operator==(const ShardingChange&) const = default;
};

// The program's figures under one plan, as `check` reports them.
struct FixFigures {
  int64_t bytes_moved = 0;        // received per device over every collective, times their repeats
  double step_time_s = 0;         // modeled
  int64_t peak_memory_bytes = 0;
  int64_t place_bytes = 0;        // received at the finding's line (its plans' collectives)
  int findings_at_place = 0;      // findings of the finding's kind at its line
  int errors = 0;
  bool operator==(const FixFigures&) const = default;
};

struct Fix {
  bool found = false;
  ShardingChange change;          // when found
  std::string effect;             // "removes" | "shrinks" (when found)
  FixFigures before, after;       // after: of the program with the change, re-checked
  int candidates = 0;             // changes re-checked for this finding
  std::string why_none;           // when not found: what was tried
  bool operator==(const Fix&) const = default;
};

}  // namespace shardproof::partition
