// \file The redistribution plans `check` has proved (or refuted), kept so that one verification
// serves every plan asking the same question: identical layers of a model insert identical
// redistributions, and the fix search's candidate programs (search/fix_search.h), each one
// annotation away from the program checked, insert mostly the plans that program did.
//
// verify_plan reads only a plan's mesh, tensor type, source, target and the collective of each
// step (not the topology, nor the derived sizes and costs), and check's verify options are
// fixed for a run, so plans that agree on those are the same query. Unknown answers (a solver
// timeout) are not kept: they are asked again.
//
//   VerifiedPlans verified;
//   if (const auto* known = verified.find(plan)) use(*known);
//   else verified.add(plan, verify::verify_plan(plan, topology, options).correctness);
//
//   CheckOptions o; o.verified = &verified;  // shared by every check_program run with o
#pragma once

#include <cstddef>
#include <unordered_map>
#include <utility>
#include <vector>

#include "redistribute/plan.h"
#include "verify/verify.h"

namespace shardproof::partition {

class VerifiedPlans {
 public:
  // The answer for the same query, or nullptr.
  const verify::CorrectnessResult* find(const redistribute::Plan& plan) const;
  // Keeps a copy of the plan's query with its answer (nothing for an unknown answer).
  void add(const redistribute::Plan& plan, const verify::CorrectnessResult& result);
  size_t size() const { return verified_.size(); }

 private:
  std::vector<std::pair<redistribute::Plan, verify::CorrectnessResult>> verified_;
  std::unordered_map<size_t, std::vector<size_t>> by_hash_;  // query hash -> indices into verified_
};

}  // namespace shardproof::partition
