// \file The static trip count of a `stablehlo.while`, as `lax.scan` and `fori_loop` emit it:
// a counter carried from a constant, compared against a constant in the condition and
// stepped by a constant in the body.
//
//   %r:2 = stablehlo.while(%i = %c0, %x = %a) ...      %c0 = constant 0
//     cond { %p = stablehlo.compare LT, %i, %c4 ... }   %c4 = constant 4
//     do   { %n = stablehlo.add %i, %c1 ... }            %c1 = constant 1
//   -> 4 iterations.
// Anything else (a data-dependent condition, a counter that is not stepped by a constant)
// has no static trip count: nullopt.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "partition/ir/program.h"

namespace shardproof::partition {

// Every value's defining op in a program, regions included. Build it once and ask it for
// each loop: indexing the program is the costly part of finding a trip count.
class DefiningOps {
 public:
  explicit DefiningOps(const Program& program);
  // nullptr for an argument (of @main or of a region) and for an id outside the program.
  const Op* of(ValueId v) const;

 private:
  std::vector<const Op*> op_;  // indexed by ValueId
};

std::optional<int64_t> static_trip_count(const DefiningOps& defs, const Op& while_op);
// The same for one loop, indexing `program` for it.
std::optional<int64_t> static_trip_count(const Program& program, const Op& while_op);

}  // namespace shardproof::partition
