#include "partition/check/verified_plans.h"

#include <functional>
#include <string>

namespace shardproof::partition {

namespace {

// Whether two plans ask verify_plan the same question (see the header).
bool same_query(const redistribute::Plan& a, const redistribute::Plan& b) {
  if (!(a.mesh == b.mesh && a.tensor == b.tensor && a.source == b.source && a.target == b.target &&
        a.steps.size() == b.steps.size()))
    return false;
  for (size_t i = 0; i < a.steps.size(); ++i)
    if (!(a.steps[i].op == b.steps[i].op)) return false;
  return true;
}

// A hash of part of what same_query compares (buckets only; equality decides).
size_t query_hash(const redistribute::Plan& p) {
  size_t h = std::hash<int>{}(static_cast<int>(p.tensor.dtype));
  auto mix = [&h](size_t x) { h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2); };
  for (int64_t d : p.tensor.shape) mix(std::hash<int64_t>{}(d));
  mix(p.steps.size());
  for (const auto& s : p.steps) {
    mix(static_cast<size_t>(s.op.kind));
    mix(std::hash<int>{}(s.op.dim));
    mix(std::hash<int>{}(s.op.to_dim));
    for (const auto& a : s.op.axes) mix(std::hash<std::string>{}(a.name) ^ std::hash<int64_t>{}(a.pre));
  }
  for (const auto* t : {&p.source, &p.target})
    for (const auto& d : t->dims) {
      mix(d.axes.size());
      for (const auto& a : d.axes) mix(std::hash<std::string>{}(a.name) ^ std::hash<int64_t>{}(a.pre));
    }
  return h;
}

}  // namespace

const verify::CorrectnessResult* VerifiedPlans::find(const redistribute::Plan& plan) const {
  auto it = by_hash_.find(query_hash(plan));
  if (it == by_hash_.end()) return nullptr;
  for (size_t k : it->second)
    if (same_query(verified_[k].first, plan)) return &verified_[k].second;
  return nullptr;
}

void VerifiedPlans::add(const redistribute::Plan& plan, const verify::CorrectnessResult& result) {
  if (result.verdict == verify::Verdict::unknown) return;
  by_hash_[query_hash(plan)].push_back(verified_.size());
  verified_.emplace_back(plan, result);
}

}  // namespace shardproof::partition
