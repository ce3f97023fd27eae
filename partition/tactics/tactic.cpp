#include "partition/tactics/tactic.h"

#include <fmt/format.h>

namespace shardproof::partition::tactics {

std::string_view tactic_kind_name(TacticKind kind) {
  switch (kind) {
    case TacticKind::shard: return "shard";
    case TacticKind::batch: return "batch";
    case TacticKind::megatron: return "megatron";
    case TacticKind::zero: return "zero";
    case TacticKind::replicate: return "replicate";
    case TacticKind::auto_: return "auto";
  }
  return "?";
}

std::string Tactic::label() const {
  return fmt::format("tactic {} ({})", index + 1, spelling.empty() ? std::string(tactic_kind_name(kind)) : spelling);
}

std::string tactic_error(const std::string& file, int line, int column, const Tactic* tactic,
                         const std::string& message) {
  return fmt::format("{}:{}:{}: error: {}{}", file, line, column, tactic ? tactic->label() + ": " : "", message);
}

}  // namespace shardproof::partition::tactics
