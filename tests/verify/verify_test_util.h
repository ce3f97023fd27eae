// \file Test helpers for verify/: the executor as judge, and counterexample replay.
//
//   judge(plan)                 -> correct / wrong / cannot_run, by exec::execute_plan over a few seeds
//   replay_shows_wrong_element  -> runs the plan and looks at the counterexample's device and local
//                                  index: it must hold something other than the expected element
#pragma once

#include <cstring>

#include "exec/local_collectives.h"
#include "exec/shard.h"
#include "verify/verify.h"

namespace shardproof::verify::testing_util {

enum class Judgement { correct, wrong, cannot_run };

// Correct when bit-exact for every seed tried (partial sums are random small integers, so a
// duplicated or missing partial can hide behind a zero on one seed: several seeds are tried).
inline Judgement judge(const redistribute::Plan& plan, int seeds = 4) {
  for (int s = 1; s <= seeds; ++s) {
    exec::ExecuteOptions options;
    options.seed = static_cast<uint64_t>(s) * 7919u;
    const exec::ExecutionReport r = exec::execute_plan(plan, options);
    if (!r.error.empty()) return Judgement::cannot_run;
    if (!r.bit_exact) return Judgement::wrong;
  }
  return Judgement::correct;
}

inline bool replay_shows_wrong_element(const redistribute::Plan& plan, const Counterexample& c, int seeds = 4) {
  for (int s = 1; s <= seeds; ++s) {
    const uint64_t seed = static_cast<uint64_t>(s) * 104729u;
    const exec::GlobalArray global = exec::random_global_array(plan.tensor, seed);
    const auto sources = exec::make_source_shards(plan.mesh, plan.source, global, seed);
    const exec::RunResult run = exec::run_plan(plan, sources);
    if (c.kind == "wrong_element" || c.kind == "padding") {
      const exec::Shard& shard = run.shards[static_cast<size_t>(c.device)];
      int64_t flat = 0, gflat = 0;
      for (size_t i = 0; i < c.local_index.size(); ++i) {
        flat = flat * shard.shape[i] + c.local_index[i];
        gflat = gflat * plan.tensor.shape[i] + c.expected_global[i];
      }
      std::vector<std::byte> want(static_cast<size_t>(shard.element_size()));
      exec::store_value(plan.tensor.dtype, want.data(), global.values[static_cast<size_t>(gflat)]);
      if (std::memcmp(want.data(), shard.data.data() + flat * shard.element_size(), want.size()) != 0) return true;
    } else {
      if (exec::check_shards(plan.mesh, plan.target, global, run.shards)) return true;
    }
  }
  return false;
}

}  // namespace shardproof::verify::testing_util
