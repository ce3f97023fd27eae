// \file The checks of verify.h: the correctness query (composed provenance maps), the
// memory bound and the per-device transfer analysis.
//
//   x8, [{"x"},{}] -> [{},{"x"}], one all_to_all: the query asks for a device d and a
//   local index l < (4096, 512) whose provenance (d with x := l0 div 512, (l0 mod 512,
//   x(d)*512 + l1)) holds a global element other than (l0, x(d)*512 + l1): unsat.
#include "verify/verify.h"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <chrono>

#include "redistribute/exchange.h"
#include "redistribute/synthesize.h"
#include "types/byte_units.h"
#include "types/error.h"
#include "verify/device_model.h"
#include "verify/provenance.h"

namespace shardproof::verify {

using redistribute::CollectiveKind;
using redistribute::Plan;
using smt::Expr;
using types::ShardingType;

std::string to_string(Verdict v) {
  switch (v) {
    case Verdict::proved: return "proved";
    case Verdict::refuted: return "refuted";
    case Verdict::unknown: return "unknown";
  }
  return "unknown";
}

namespace {

// The types and local shapes along a plan, as its steps' type rules compute them.
struct Along {
  std::vector<ShardingType> types;          // source, after step 1, ...
  std::vector<std::vector<int64_t>> local;  // local shape of each
  int ill_typed_step = 0;                   // 1-based, 0 when all steps type-check
  std::string why;
};

Along types_along(const Plan& plan) {
  const auto& mesh = plan.mesh;
  const int rank = plan.tensor.rank();
  Along a;
  a.types.push_back(types::canonicalize(mesh, types::resolve(mesh, plan.source, rank)));
  for (size_t s = 0; s < plan.steps.size(); ++s) {
    auto rule = redistribute::apply_type_rule(mesh, plan.tensor.shape, a.types.back(), plan.steps[s].op);
    if (!rule.after) {
      a.ill_typed_step = static_cast<int>(s) + 1;
      a.why = rule.why_not;
      break;
    }
    a.types.push_back(*rule.after);
  }
  for (const auto& t : a.types) a.local.push_back(types::local_shape(mesh, t, plan.tensor.shape));
  return a;
}

// One copy of the destination position traced back to the source.
struct Trace {
  std::vector<Expr> device;  // destination device (atom digits)
  std::vector<Expr> local;   // destination local index
  Position source;           // where the value came from
  std::vector<Expr> members; // reduction members (the set the sum runs over)
};

Trace trace(smt::Context& ctx, const DeviceModel& model, const Plan& plan, const Along& along,
            std::vector<Expr>& side, const std::string& name, const std::vector<Expr>* device = nullptr,
            const std::vector<Expr>* local = nullptr) {
  Trace t{{}, {}, Position{{}, {}, ctx.truth(false)}, {}};
  t.device = device ? *device : model.fresh_device(ctx, name + "_dev");
  if (local) {
    t.local = *local;
  } else {
    for (size_t i = 0; i < along.local.back().size(); ++i)
      t.local.push_back(ctx.var(fmt::format("{}_l{}", name, i), along.local.back()[i]));
  }
  Position p{t.device, t.local, ctx.truth(false)};
  for (size_t s = plan.steps.size(); s-- > 0;) {
    StepFrame frame{plan.steps[s].op, along.types[s], along.types[s + 1], along.local[s], along.local[s + 1]};
    p = provenance(ctx, model, frame, p, side, t.members);
  }
  t.source = p;
  return t;
}

std::vector<int64_t> eval_all(const z3::model& m, const std::vector<Expr>& es) {
  std::vector<int64_t> out;
  for (const auto& e : es) out.push_back(smt::value(m, e));
  return out;
}

int64_t product(const std::vector<int64_t>& v) {
  int64_t p = 1;
  for (int64_t x : v) p *= x;
  return p;
}

// ---- correctness ---------------------------------------------------------------------------

// A refutation found without the solver (shapes or counts that cannot match).
CorrectnessResult refuted_without_solver(Counterexample c) {
  CorrectnessResult result;
  result.verdict = Verdict::refuted;
  result.counterexample = std::move(c);
  return result;
}

Counterexample local_shape_counterexample(const types::Mesh& mesh, const Along& along, const std::vector<int64_t>& target_local) {
  Counterexample c;
  c.kind = "local_shape";
  c.coordinates.assign(static_cast<size_t>(mesh.rank()), 0);
  c.message = fmt::format("the plan leaves local shape [{}] but the destination needs [{}]", fmt::join(along.local.back(), ", "),
                          fmt::join(target_local, ", "));
  return c;
}

// Each destination value must add the source's P partial sums: T over its unreduced group
// times the reductions' members.
Counterexample partial_sum_count_counterexample(const types::Mesh& mesh, int rank, int64_t P, int64_t T, int64_t members) {
  Counterexample c;
  c.kind = T * members < P ? "partial_sums_missing" : "partial_sum_twice";
  c.coordinates.assign(static_cast<size_t>(mesh.rank()), 0);
  c.local_index.assign(static_cast<size_t>(rank), 0);
  c.expected_global = c.local_index;
  c.message = fmt::format("each destination value adds {} partial sums ({} over its unreduced group x {} "
                          "reduction members) but the source has {}",
                          T * members, T, members, P);
  return c;
}

// The plain SMT kernel (z3::solver::simple()) rather than the default combined solver:
// the default one builds a logic-specific tactic pipeline on its first check, ~5-7 ms per
// query with Z3 4.8.12 (measured: 21 ms -> 4 ms per verify_plan on a 16-device plan),
// more than the query itself. Both are decision procedures of the same theory; an unsat
// from either is a proof, and unknown/timeout is still never proved.
z3::solver correctness_solver(smt::Context& ctx, bool tuned) {
  z3::solver solver(ctx.z3(), z3::solver::simple());
  if (tuned) {
    // Z3 4.8.12's older simplex-based arithmetic solver (arith.solver=2) without relevancy
    // filtering: on these queries (linear integer constraints with div/mod by constants)
    // about twice as fast as the defaults (measured on every 128th bounded-exhaustive pair:
    // 3.6 s -> 1.8 s, same 1276 proved). A parameter choice of the same decision
    // procedure: unsat is still a proof and unknown is still never proved. Still the best
    // with div/mod as quotient and remainder variables (smt::Context::divmod): on --quick,
    // 1 thread, solver time 3.2-3.6 s, arith.solver=6 5.1-5.4 s, relevancy=2 3.1-3.7 s.
    z3::params p(ctx.z3());
    p.set("arith.solver", 2u);
    p.set("relevancy", 0u);
    solver.set(p);
  }
  return solver;
}

// The device, local index and what it holds where the solver's model satisfies the query:
// a wrong element (or padding) where `wrong` holds, else a partial sum added twice (t2).
Counterexample model_counterexample(const z3::model& m, smt::Context& ctx, const DeviceModel& model, const types::Mesh& mesh,
                                    const ShardingType& source, const Trace& t1, const std::optional<Trace>& t2,
                                    const std::vector<Expr>& want, const std::vector<Expr>& got, const Expr& wrong,
                                    const Expr& source_pad) {
  Counterexample c;
  const auto digits = eval_all(m, t1.device);
  c.coordinates = model.coordinates_of(digits);
  c.device = mesh.linear_id(c.coordinates);
  c.local_index = eval_all(m, t1.local);
  c.expected_global = eval_all(m, want);
  if (m.eval(wrong, true).is_true()) {
    const bool pad = m.eval(source_pad, true).is_true();
    c.kind = pad ? "padding" : "wrong_element";
    if (!pad) c.actual_global = eval_all(m, got);
    c.message = fmt::format("device {} (coordinates [{}]), local [{}]: expected global [{}], holds {}", c.device,
                            fmt::join(c.coordinates, ", "), fmt::join(c.local_index, ", "),
                            fmt::join(c.expected_global, ", "),
                            pad ? std::string("padding") : fmt::format("global [{}]", fmt::join(c.actual_global, ", ")));
  } else {
    c.kind = "partial_sum_twice";
    c.actual_global = c.expected_global;
    c.other_device = mesh.linear_id(model.coordinates_of(eval_all(m, t2->device)));
    c.partial_index = smt::value(m, model.unreduced_index(ctx, t1.source.device, source));
    c.message = fmt::format("device {} (coordinates [{}]), local [{}]: partial sum {} of global [{}] is added twice "
                            "(again via device {})",
                            c.device, fmt::join(c.coordinates, ", "), fmt::join(c.local_index, ", "), c.partial_index,
                            fmt::join(c.expected_global, ", "), c.other_device);
  }
  return c;
}

// One attempt: `tuned` picks the solver parameters below; `timeout_s` its wall-clock limit.
CorrectnessResult check_correctness_once(const Plan& plan, const Along& along, const ShardingType& target,
                                         double timeout_s, bool tuned, std::string* smt2) {
  CorrectnessResult result;
  const auto& mesh = plan.mesh;
  const auto& shape = plan.tensor.shape;
  const int rank = plan.tensor.rank();
  const std::vector<int64_t> target_local = types::local_shape(mesh, target, shape);
  if (along.local.back() != target_local) return refuted_without_solver(local_shape_counterexample(mesh, along, target_local));

  std::vector<types::AxisRef> refs = refs_of(target);
  for (const auto& t : along.types) {
    auto r = refs_of(t);
    refs.insert(refs.end(), r.begin(), r.end());
  }
  for (const auto& s : plan.steps) {
    for (const auto& a : s.op.axes) refs.push_back(types::resolve_axis_ref(mesh, a));
  }
  const DeviceModel model(mesh, refs);
  smt::Context ctx;
  std::vector<Expr> side;

  const ShardingType& source = along.types.front();
  const auto& Ls = along.local.front();
  // The destination's index map and the source's, at a traced position.
  auto expected = [&](const Trace& t) {
    std::vector<Expr> g;
    for (int i = 0; i < rank; ++i)
      g.push_back(model.block(ctx, t.device, target, i) * ctx.lit(target_local[i]) + t.local[i]);
    return g;
  };
  auto actual = [&](const Trace& t) {
    std::vector<Expr> g;
    for (int i = 0; i < rank; ++i)
      g.push_back(model.block(ctx, t.source.device, source, i) * ctx.lit(Ls[i]) + t.source.local[i]);
    return g;
  };
  auto real = [&](const std::vector<Expr>& g) {
    std::vector<Expr> c;
    for (int i = 0; i < rank; ++i) c.push_back(g[i] < ctx.lit(shape[i]));
    return smt::all_of(ctx, c);
  };

  Trace t1 = trace(ctx, model, plan, along, side, "d");
  const auto want = expected(t1), got = actual(t1);
  std::vector<Expr> differs;
  for (int i = 0; i < rank; ++i) differs.push_back(got[i] != want[i]);
  const Expr source_pad = t1.source.pad || !real(got);
  const Expr wrong = real(want) && (source_pad || smt::any_of(ctx, differs));

  // Partial sums: the contributions over the destination's unreduced group and the
  // reduction members must hit every source partial sum exactly once.
  const int64_t P = types::num_unreduced(mesh, source);
  Expr twice = ctx.truth(false);
  std::optional<Trace> t2;
  if (P > 1) {
    int64_t members = 1;
    // Group size of every reduction step, from the op axes.
    for (const auto& s : plan.steps)
      if (s.op.kind == CollectiveKind::reduce_scatter || s.op.kind == CollectiveKind::all_reduce)
        for (const auto& a : s.op.axes) members *= types::axis_ref_size(mesh, a);
    const int64_t T = types::num_unreduced(mesh, target);
    if (T * members != P) return refuted_without_solver(partial_sum_count_counterexample(mesh, rank, P, T, members));
    // A second contributor in the same destination group, same local index.
    const auto Ut = model.atoms_of(target.unreduced);
    std::vector<Expr> dev2 = model.fresh_device(ctx, "e_dev");
    std::vector<Expr> same;
    std::vector<Expr> distinct;
    for (size_t k = 0; k < model.atoms().size(); ++k) {
      if (std::find(Ut.begin(), Ut.end(), static_cast<int>(k)) == Ut.end()) same.push_back(dev2[k] == t1.device[k]);
      else distinct.push_back(dev2[k] != t1.device[k]);
    }
    t2 = trace(ctx, model, plan, along, side, "e", &dev2, &t1.local);
    for (size_t m = 0; m < t1.members.size(); ++m) distinct.push_back(t1.members[m] != t2->members[m]);
    const auto got2 = actual(*t2);
    twice = real(want) && smt::all_of(ctx, same) && smt::any_of(ctx, distinct) && !source_pad &&
            !(t2->source.pad || !real(got2)) &&
            model.unreduced_index(ctx, t1.source.device, source) == model.unreduced_index(ctx, t2->source.device, source);
  }

  z3::solver solver = correctness_solver(ctx, tuned);
  solver.add(ctx.bounds());
  for (const auto& s : side) solver.add(s);
  solver.add(wrong || twice);
  if (smt2) {
    *smt2 = fmt::format("; shardproof verify: {} on {}, {} steps\n; unsat = proved (no device/local index holds the "
                        "wrong element or a partial sum twice)\n",
                        types::shape_to_string(shape), mesh.to_shardy(), plan.steps.size());
    *smt2 += solver.to_smt2();
  }
  const auto t0 = std::chrono::steady_clock::now();
  z3::check_result r = z3::unknown;
  try {
    r = smt::check(ctx.z3(), solver, timeout_s);
  } catch (const z3::exception& e) {
    result.reason = e.msg();
  }
  result.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  if (r == z3::unsat) {
    result.verdict = Verdict::proved;
    return result;
  }
  if (r == z3::unknown) {
    result.verdict = Verdict::unknown;
    if (result.reason.empty()) result.reason = solver.reason_unknown();
    if (result.reason == "canceled") result.reason = "solver timeout";
    return result;
  }
  const z3::model m = solver.get_model();
  result.verdict = Verdict::refuted;
  result.counterexample = model_counterexample(m, ctx, model, mesh, source, t1, t2, want, got, wrong, source_pad);
  return result;
}

// The tuned parameters are about twice as fast on almost every query but can be much slower
// on a rare one (bounded-exhaustive check: 1 of 97,115 queries timed out at 10 s, and proves
// with the defaults). So: a first attempt with the tuned parameters and a fifth of the time
// limit; if it is unknown, a second attempt with Z3's defaults and the rest of the limit (in
// a fresh context when the watchdog interrupted the first). The total stays within the limit;
// an unknown of the second attempt is the verdict (never proved).
CorrectnessResult check_correctness(const Plan& plan, const Along& along, const ShardingType& target,
                                    const VerifyOptions& options, std::string* smt2) {
  const double first = options.timeout_s / 5;
  CorrectnessResult r = check_correctness_once(plan, along, target, first, true, smt2);
  if (r.verdict != Verdict::unknown) return r;
  // Out of memory: the shared context holds what the query built; free it for the retry.
  if (smt::is_out_of_memory(r.reason)) smt::retire_thread_context();
  CorrectnessResult again = check_correctness_once(plan, along, target, options.timeout_s - first, false, nullptr);
  again.seconds += r.seconds;
  if (again.reason == "solver timeout") again.reason = fmt::format("solver timeout ({} s)", options.timeout_s);
  return again;
}

// ---- memory and transfer -------------------------------------------------------------------

// A device's block of global elements under a type, per dimension [lo, hi) (real part),
// and the boxes' arithmetic: redistribute/exchange.h (the exchange step counts with them too).
using Box = redistribute::GlobalBox;
using redistribute::box_meet;
using redistribute::box_volume;

bool same_partials(const ShardingType& a, const ShardingType& b) { return a.unreduced == b.unreduced; }

bool is_reduction(CollectiveKind k) { return k == CollectiveKind::reduce_scatter || k == CollectiveKind::all_reduce; }

TransferResult check_transfer(const Plan& plan, const Along& along, const ShardingType& target) {
  TransferResult r;
  const auto& mesh = plan.mesh;
  const auto& shape = plan.tensor.shape;
  const int64_t esize = types::byte_size(plan.tensor.dtype);
  const size_t S = plan.steps.size();
  const bool reduces = types::num_unreduced(mesh, along.types.front()) > types::num_unreduced(mesh, target);
  r.received_bytes.assign(static_cast<size_t>(mesh.num_devices()), 0);
  r.lower_bound_bytes.assign(static_cast<size_t>(mesh.num_devices()), 0);
  for (int64_t d = 0; d < mesh.num_devices(); ++d) {
    const auto coords = mesh.coordinates(d);
    std::vector<Box> B;
    for (size_t s = 0; s <= S; ++s) B.push_back(redistribute::held_box(mesh, along.types[s], shape, d));
    const Box T = redistribute::held_box(mesh, target, shape, d);
    const int64_t lower = reduces ? box_volume(T) : box_volume(T) - box_volume(box_meet(T, B.front()));
    r.lower_bound_bytes[d] = lower * esize;
    int64_t received = 0, reduction = 0;
    for (size_t s = 1; s <= S; ++s) {
      const auto& op = plan.steps[s - 1].op;
      const int64_t L = product(along.local[s - 1]) * esize;
      int64_t g = 1;
      for (const auto& a : op.axes) g *= types::axis_ref_size(mesh, a);
      // The collective's own count (redistribute::received_bytes), per device where it differs:
      // a permute that leaves this device's block where it is moves nothing to it, and an
      // exchange moves exactly the real elements of the new block it lacked.
      int64_t bytes = redistribute::received_bytes(op.kind, L, g);
      if (op.kind == CollectiveKind::collective_permute) {
        bool keeps = types::unreduced_index(mesh, along.types[s - 1], coords) ==
                     types::unreduced_index(mesh, along.types[s], coords);
        for (int i = 0; i < plan.tensor.rank() && keeps; ++i)
          keeps = types::block_index(mesh, along.types[s - 1], i, coords) ==
                  types::block_index(mesh, along.types[s], i, coords);
        bytes = keeps ? 0 : L;  // whatever the group: the block comes from one peer
      } else if (op.kind == CollectiveKind::exchange) {
        bytes = (box_volume(B[s]) - box_volume(box_meet(B[s], B[s - 1]))) * esize;
      }
      if (is_reduction(op.kind)) {
        reduction += bytes;
        continue;
      }
      received += bytes;
      if (op.kind == CollectiveKind::all_slice || r.issue) continue;
      // Elements received at step s: B_s \ B_{s-1}.
      const int64_t got = box_volume(B[s]) - box_volume(box_meet(B[s], B[s - 1]));
      if (got == 0) continue;
      // Received again: held at some step s0 < s-1, dropped by s-1, received at s.
      for (size_t s0 = 0; s0 + 1 < s && !r.issue; ++s0) {
        // Only boxes that hold the same partial-sum state compare (a partial is not the element).
        if (!same_partials(along.types[s0], along.types[s])) continue;
        const Box X = box_meet(B[s], B[s0]);
        const int64_t again = box_volume(X) - box_volume(box_meet(X, B[s - 1]));
        if (again > 0) r.issue = TransferIssue{"received_twice", d, static_cast<int>(s), static_cast<int>(s0), again};
      }
      // Discarded: received at s, dropped later by a local slice (which sends nothing).
      for (size_t s1 = s + 1; s1 <= S && !r.issue; ++s1) {
        if (plan.steps[s1 - 1].op.kind != CollectiveKind::all_slice) continue;
        const Box X = box_meet(B[s], B[s1 - 1]);
        const int64_t dropped = box_volume(X) - box_volume(box_meet(X, B[s1])) - box_volume(box_meet(X, B[s - 1])) +
                                box_volume(box_meet(box_meet(X, B[s1]), B[s - 1]));
        if (dropped > 0) r.issue = TransferIssue{"discarded", d, static_cast<int>(s), static_cast<int>(s1), dropped};
      }
    }
    r.received_bytes[d] = received + reduction;
    r.reduction_bytes = std::max(r.reduction_bytes, reduction);
    r.max_received_bytes = std::max(r.max_received_bytes, received + reduction);
    r.max_lower_bound_bytes = std::max(r.max_lower_bound_bytes, lower * esize);
    r.max_excess_bytes = std::max(r.max_excess_bytes, received - lower * esize);
  }
  r.verdict = r.issue ? Verdict::refuted : Verdict::proved;
  r.at_lower_bound = !reduces && r.received_bytes == r.lower_bound_bytes;
  return r;
}

// A discard is excess only when a plan of no greater modeled time without it exists. Two
// witnesses are tried: the one-step exchange (it receives exactly the lower bound, lemma
// transfer_exchange) and the synthesizer's least-time plan.
void judge_discard(const Plan& plan, const redistribute::Topology& topology, TransferResult& r) {
  Plan priced = plan;
  if (!redistribute::evaluate(priced, topology).empty()) return;
  r.plan_time_s = priced.modeled_time_s;
  const auto no_worse = [&](const Plan& w) { return w.modeled_time_s <= priced.modeled_time_s * (1 + 1e-12); };
  const auto clean = [&](const Plan& w) {
    const Along a = types_along(w);
    const ShardingType target = a.types.back();
    return a.ill_typed_step == 0 && !check_transfer(w, a, target).issue;
  };
  const auto describe_steps = [&](const Plan& w) {
    std::vector<std::string> steps;
    for (const auto& s : w.steps) steps.push_back(redistribute::describe(w.mesh, s.op));
    return steps.empty() ? std::string("no step at all") : fmt::format("{}", fmt::join(steps, "; "));
  };
  std::vector<Plan> witnesses;
  Plan exchange = priced;
  exchange.steps = {redistribute::PlanStep{redistribute::Collective::exchange(plan.target), {}, {}, 0, 0, {}}};
  if (redistribute::evaluate(exchange, topology).empty()) witnesses.push_back(exchange);
  try {
    witnesses.push_back(redistribute::synthesize(plan.mesh, plan.tensor, plan.source, plan.target, topology));
  } catch (const std::exception&) {
    // No synthesized witness (a problem the synthesizer refuses): the exchange may remain.
  }
  for (const Plan& w : witnesses) {
    if (!no_worse(w) || !clean(w)) continue;
    r.witness = describe_steps(w);
    r.witness_time_s = w.modeled_time_s;
    r.verdict = Verdict::refuted;
    return;
  }
  r.verdict = Verdict::unknown;
}

}  // namespace

Verification verify_plan(const Plan& plan, const redistribute::Topology& topology, const VerifyOptions& options) {
  Verification v;
  const auto& mesh = plan.mesh;
  const ShardingType target =
      types::canonicalize(mesh, types::resolve(mesh, plan.target, plan.tensor.rank()));
  const Along along = types_along(plan);
  // Memory: the largest local shard along the plan against max(source, destination).
  const int64_t esize = types::byte_size(plan.tensor.dtype);
  v.memory.bound_bytes =
      std::max(product(along.local.front()), product(types::local_shape(mesh, target, plan.tensor.shape))) * esize;
  for (size_t s = 0; s < along.local.size(); ++s) {
    const int64_t b = product(along.local[s]) * esize;
    if (b > v.memory.peak_shard_bytes) v.memory.peak_shard_bytes = b, v.memory.peak_step = static_cast<int>(s);
  }
  v.memory.verdict = v.memory.peak_shard_bytes <= v.memory.bound_bytes ? Verdict::proved : Verdict::refuted;
  if (along.ill_typed_step > 0) {
    Counterexample c;
    c.kind = "ill_typed";
    c.step = along.ill_typed_step;
    c.coordinates.assign(static_cast<size_t>(mesh.rank()), 0);
    c.message = fmt::format("step {} ({}) does not type-check: {}", c.step,
                            redistribute::describe(mesh, plan.steps[c.step - 1].op), along.why);
    v.correctness.verdict = Verdict::refuted;
    v.correctness.counterexample = c;
    v.transfer.verdict = Verdict::unknown;
    return v;
  }
  smt::set_memory_limit(options.solver_memory_mib);
  try {
    v.correctness = check_correctness(plan, along, target, options, options.want_smt2 ? &v.smt2 : nullptr);
  } catch (const z3::exception& e) {
    // Thrown while the query was built (Z3's memory_max_size backstop, say): the shared
    // context may be half-updated, so the next query gets a fresh one.
    smt::retire_thread_context();
    v.correctness.verdict = Verdict::unknown;
    v.correctness.reason = e.msg();
  }
  if (v.correctness.verdict == Verdict::unknown && smt::is_out_of_memory(v.correctness.reason)) {
    smt::retire_thread_context();  // its term store counts against the limit for the next query
    v.correctness.reason = fmt::format("solver out of memory ({} MiB)", options.solver_memory_mib);
  }
  if (options.transfer) {
    v.transfer = check_transfer(plan, along, target);
    if (v.transfer.issue && v.transfer.issue->kind == "discarded") judge_discard(plan, topology, v.transfer);
  }
  return v;
}

std::string describe(const Counterexample& c) { return c.message; }

std::string describe(const Verification& v) {
  std::string out;
  out += fmt::format("  correctness: {}", to_string(v.correctness.verdict));
  if (v.correctness.counterexample) out += ": " + v.correctness.counterexample->message;
  if (v.correctness.verdict == Verdict::unknown) out += ": " + v.correctness.reason;
  out += fmt::format(" ({:.1f} ms)\n", v.correctness.seconds * 1e3);
  out += fmt::format("  memory: {}: largest shard {} B (step {}) {} bound {} B = max(source, destination)\n",
                     to_string(v.memory.verdict), v.memory.peak_shard_bytes, v.memory.peak_step,
                     v.memory.peak_shard_bytes <= v.memory.bound_bytes ? "<=" : ">", v.memory.bound_bytes);
  const auto& t = v.transfer;
  out += fmt::format("  transfer: {}: {} received per device, lower bound {}", to_string(t.verdict),
                     types::human_bytes(t.max_received_bytes), types::human_bytes(t.max_lower_bound_bytes));
  if (t.reduction_bytes > 0) out += fmt::format(" (reductions {})", types::human_bytes(t.reduction_bytes));
  if (t.at_lower_bound) out += ", at the lower bound on every device";
  if (t.issue) {
    out += fmt::format("; device {} {} {} elements at step {} (step {})", t.issue->device,
                       t.issue->kind == "discarded" ? "receives and then discards" : "receives again", t.issue->elements,
                       t.issue->step, t.issue->other_step);
    if (!t.witness.empty())
      out += fmt::format(", and a plan without it is no slower ({:.1f} us <= {:.1f} us): {}", t.witness_time_s * 1e6,
                         t.plan_time_s * 1e6, t.witness);
    else if (t.issue->kind == "discarded")
      out += fmt::format(": no plan of at most its modeled time ({:.1f} us) without a discard was found",
                         t.plan_time_s * 1e6);
  } else if (t.verdict == Verdict::proved) {
    out += "; nothing received twice or discarded";
  }
  return out + "\n";
}

nlohmann::json to_json(const Verification& v) {
  nlohmann::json j;
  nlohmann::json c{{"status", to_string(v.correctness.verdict)}, {"solver_seconds", v.correctness.seconds}};
  if (v.correctness.verdict == Verdict::unknown) c["reason"] = v.correctness.reason;
  if (const auto& x = v.correctness.counterexample) {
    nlohmann::json cx{{"kind", x->kind}, {"message", x->message}};
    if (x->kind != "ill_typed" && x->kind != "local_shape") {
      cx["device"] = x->device;
      cx["coordinates"] = x->coordinates;
      cx["local_index"] = x->local_index;
      cx["expected_global_index"] = x->expected_global;
      if (!x->actual_global.empty()) cx["actual_global_index"] = x->actual_global;
      else if (x->kind == "padding") cx["actual_global_index"] = nullptr;
    }
    if (x->kind == "partial_sum_twice" && x->other_device >= 0) {
      cx["other_device"] = x->other_device;
      cx["partial_index"] = x->partial_index;
    }
    if (x->step > 0) cx["step"] = x->step;
    c["counterexample"] = cx;
  }
  j["correctness"] = c;
  j["memory"] = {{"status", to_string(v.memory.verdict)},
                 {"peak_shard_bytes", v.memory.peak_shard_bytes},
                 {"bound_bytes", v.memory.bound_bytes},
                 {"peak_step", v.memory.peak_step}};
  const auto& t = v.transfer;
  nlohmann::json tj{{"status", to_string(t.verdict)},
                    {"max_received_bytes", t.max_received_bytes},
                    {"max_lower_bound_bytes", t.max_lower_bound_bytes},
                    {"max_excess_bytes", t.max_excess_bytes},
                    {"reduction_bytes", t.reduction_bytes}};
  tj["at_lower_bound"] = t.at_lower_bound;
  if (t.issue)
    tj["issue"] = {{"kind", t.issue->kind}, {"device", t.issue->device}, {"step", t.issue->step},
                   {"other_step", t.issue->other_step}, {"elements", t.issue->elements}};
  if (!t.witness.empty()) tj["witness"] = {{"steps", t.witness}, {"modeled_time_s", t.witness_time_s},
                                           {"plan_modeled_time_s", t.plan_time_s}};
  j["transfer"] = tj;
  return j;
}

int exit_code(const Verification& v) {
  switch (v.correctness.verdict) {
    case Verdict::proved: return 0;
    case Verdict::refuted: return 1;
    case Verdict::unknown: return 3;
  }
  return 3;
}

}  // namespace shardproof::verify
