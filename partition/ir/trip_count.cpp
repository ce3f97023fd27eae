#include "partition/ir/trip_count.h"

#include <map>
#include <string>

namespace shardproof::partition {
namespace {

void index_definitions(const std::vector<Op>& ops, std::vector<const Op*>& def) {
  for (const Op& op : ops) {
    for (ValueId r : op.results)
      if (r >= 0 && static_cast<size_t>(r) < def.size()) def[static_cast<size_t>(r)] = &op;
    for (const Region& region : op.region) index_definitions(region.ops, def);
  }
}

std::optional<int64_t> constant_of(const DefiningOps& defs, ValueId v) {
  const Op* op = defs.of(v);
  if (!op) return std::nullopt;
  if (op->kind == OpKind::constant && op->constant.splat) return static_cast<int64_t>(op->constant.value);
  if ((op->kind == OpKind::convert || op->kind == OpKind::broadcast_in_dim || op->kind == OpKind::reshape) &&
      op->operands.size() == 1)
    return constant_of(defs, op->operands[0]);
  return std::nullopt;
}

int index_of(const std::vector<ValueId>& values, ValueId v) {
  for (size_t i = 0; i < values.size(); ++i)
    if (values[i] == v) return static_cast<int>(i);
  return -1;
}

}  // namespace

DefiningOps::DefiningOps(const Program& program) : op_(program.values.size(), nullptr) {
  index_definitions(program.main.ops, op_);
}

const Op* DefiningOps::of(ValueId v) const {
  return v >= 0 && static_cast<size_t>(v) < op_.size() ? op_[static_cast<size_t>(v)] : nullptr;
}

std::optional<int64_t> static_trip_count(const Program& program, const Op& op) {
  return static_trip_count(DefiningOps(program), op);
}

std::optional<int64_t> static_trip_count(const DefiningOps& defs, const Op& op) {
  if (op.kind != OpKind::while_ || op.region.size() != 2) return std::nullopt;
  const Region &cond = op.region[0], &body = op.region[1];
  if (cond.results.size() != 1) return std::nullopt;
  const Op* c = defs.of(cond.results[0]);
  if (!c || c->kind != OpKind::compare || c->operands.size() != 2) return std::nullopt;
  const Op& cmp = *c;
  // counter <op> limit, or limit <op> counter (the direction flipped).
  std::string direction = cmp.comparison;
  int counter = index_of(cond.arguments, cmp.operands[0]);
  std::optional<int64_t> limit = constant_of(defs, cmp.operands[1]);
  if (counter < 0) {
    counter = index_of(cond.arguments, cmp.operands[1]);
    limit = constant_of(defs, cmp.operands[0]);
    static const std::map<std::string, std::string> flip = {{"LT", "GT"}, {"GT", "LT"}, {"LE", "GE"},
                                                            {"GE", "LE"}, {"NE", "NE"}};
    direction = flip.count(direction) ? flip.at(direction) : "";
  }
  if (counter < 0 || !limit || static_cast<size_t>(counter) >= op.operands.size()) return std::nullopt;
  const std::optional<int64_t> init = constant_of(defs, op.operands[counter]);
  const Op* s = defs.of(body.results.at(static_cast<size_t>(counter)));
  if (!init || !s || s->operands.size() != 2) return std::nullopt;
  const Op& step_op = *s;
  const int arg = index_of(body.arguments, step_op.operands[0]) == counter ? 1 : 0;
  if (index_of(body.arguments, step_op.operands[1 - arg]) != counter) return std::nullopt;
  std::optional<int64_t> step = constant_of(defs, step_op.operands[arg]);
  if (!step) return std::nullopt;
  if (step_op.kind == OpKind::subtract && arg == 1) {
    step = -*step;
  } else if (step_op.kind != OpKind::add) {
    return std::nullopt;
  }
  const int64_t span = *limit - *init;
  auto ceil_div = [](int64_t a, int64_t b) { return (a + b - 1) / b; };
  if ((direction == "LT" || direction == "NE") && *step > 0) return span <= 0 ? 0 : ceil_div(span, *step);
  if (direction == "LE" && *step > 0) return span < 0 ? 0 : span / *step + 1;
  if ((direction == "GT" || direction == "NE") && *step < 0) return span >= 0 ? 0 : ceil_div(-span, -*step);
  if (direction == "GE" && *step < 0) return span > 0 ? 0 : -span / -*step + 1;
  return std::nullopt;
}

}  // namespace shardproof::partition
