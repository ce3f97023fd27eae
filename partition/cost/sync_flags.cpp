#include "partition/cost/sync_flags.h"

#include <set>

namespace shardproof::partition::memory {
namespace {

// Whether op only forwards its operands (its results are them, for this count).
bool forwards(const Op& op) {
  return op.kind == OpKind::sharding_constraint || op.kind == OpKind::optimization_barrier;
}

int64_t count_reads(const std::vector<Op>& ops, std::set<ValueId>& parameters) {
  int64_t reads = 0;
  for (const Op& op : ops) {
    std::set<ValueId> read;
    for (ValueId o : op.operands)
      if (parameters.count(o)) read.insert(o);
    if (forwards(op)) {
      for (size_t k = 0; k < op.operands.size() && k < op.results.size(); ++k)
        if (parameters.count(op.operands[k])) parameters.insert(op.results[k]);
      continue;
    }
    if (!op.region.empty()) {
      // The regions read what their arguments bind (a while's carried values, a shard_map's
      // operands), not the op itself.
      for (const Region& region : op.region) {
        for (size_t k = 0; k < region.arguments.size() && k < op.operands.size(); ++k)
          if (parameters.count(op.operands[k])) parameters.insert(region.arguments[k]);
        reads += count_reads(region.ops, parameters);
      }
      continue;
    }
    reads += static_cast<int64_t>(read.size());
  }
  return reads;
}

}  // namespace

int64_t parameter_reads(const Program& program) {
  std::set<ValueId> parameters(program.main.arguments.begin(), program.main.arguments.end());
  return count_reads(program.main.ops, parameters);
}

}  // namespace shardproof::partition::memory
