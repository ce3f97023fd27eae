#include "partition/cost/narrowed_gathers.h"

#include <functional>

namespace shardproof::partition {
namespace {

// Whether the op at `line` that reads v reads it as an operand of a dot or a convolution; false
// when no op at that line reads v (a return) or one that does is anything else.
bool read_only_by_contractions(const Program& program, ValueId v, int line) {
  bool found = false, all = true;
  std::function<void(const std::vector<Op>&)> walk = [&](const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      if (op.line == line)
        for (size_t k = 0; k < op.operands.size(); ++k)
          if (op.operands[k] == v) {
            found = true;
            all = all && k < 2 && (op.kind == OpKind::dot_general || op.kind == OpKind::convolution);
          }
      for (const Region& region : op.region) walk(region.ops);
    }
  };
  walk(program.main.ops);
  return found && all;
}

}  // namespace

double gathered_bytes_scale(const Program& program, const InsertedRedistribution& r,
                            const redistribute::Topology& topology) {
  if (topology.compiler != redistribute::Compiler::xla_tpu) return 1;
  if (program.value(r.value).type.dtype != types::DType::f32) return 1;
  if (!read_only_by_contractions(program, r.value, r.line)) return 1;
  for (const auto& reader : r.shared_with)
    if (!read_only_by_contractions(program, r.value, reader.line)) return 1;
  return 0.5;
}

}  // namespace shardproof::partition
