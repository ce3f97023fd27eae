#include "robustness/beta_crown_search.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <memory>

#include "robustness/byte_buffer.h"
#include "robustness/child_task.h"
#include "robustness/gemm.h"
#include "robustness/lp_encoding.h"

namespace shardproof::robustness {

namespace {

// One run's beta-CROWN search: the stack of subdomains, the cut generator and the worker beside it.
class BetaCrownSearch {
 public:
  explicit BetaCrownSearch(VerifyRun& run) : run_(run) {}

  // Every pending case is searched on the row of its spec with the best root bound (c.y + c0
  // > 0 on every subdomain refutes the case). The root subdomains are optimised first
  // (5 x relu_bab_iterations steps): `bounds` stops there. `auto` then runs one depth-first
  // search over the subdomains of all cases: the top relu_bab_batch subdomains of the stack
  // are optimised together (beta_crown.h, beta_crown_iterations steps, more once the search
  // is past its first thousands of subdomains), each open one is split on the ReLU chosen by
  // filtered smart branching (the beta_crown_candidates best BaBSR-like scores, each scored
  // by the better of its two children's bounds with the parent's slopes and multipliers, all
  // candidates of the batch in one batched pass), and children already bounded above zero
  // by that pass are not pushed.
  Verdict beta_crown_cases(const LayerBounds& b, const std::vector<int>& pending, const LastLayerSlopes& slopes) {
    std::vector<Objective> objectives;
    std::vector<int> case_of;
    for (int k : pending) {
      const SpecCase& sc = run_.spec.cases[k];
      const long row = run_.best_root_row(b, k);
      objectives.push_back({sc.C.row(row).transpose(), -sc.d(row)});
      case_of.push_back(k);
    }
    BetaCrown bc(run_.net, b, objectives);
    bc.set_refresh_slopes(slopes);
    std::vector<Subdomain> roots(objectives.size());
    for (std::size_t o = 0; o < roots.size(); ++o) {
      roots[o].objective = static_cast<int>(o);
      roots[o].alpha = bc.initial_alpha();
    }
    run_.res.nodes += static_cast<long>(roots.size());
    bc.optimise(roots, 5 * run_.opt.relu_bab_iterations);
    std::vector<Subdomain> stack;
    for (Subdomain& d : roots) {
      if (d.bound > 0) continue;
      if (run_.report(case_of[d.objective], d.argmin, "bounds")) return Verdict::Violated;
      stack.push_back(std::move(d));
    }
    if (stack.empty()) { run_.res.decided_by = "bounds"; return Verdict::Holds; }
    if (run_.opt.method != Method::Auto) return Verdict::Unknown;
    // The search takes the top of the stack first: the cases with the highest root bound on
    // top, so that the quick ones are cleared first and the cut generator, which follows the
    // search (feed_cuts), has its lead on the hard ones at the bottom.
    std::stable_sort(stack.begin(), stack.end(), [](const Subdomain& x, const Subdomain& y) { return x.bound < y.bound; });
    BetaSearch search;
    search.stack = std::move(stack);
    search.roots = static_cast<double>(objectives.size());
    search.refuted.assign(objectives.size(), 1.0);  // those refuted at the root stay so
    for (const Subdomain& d : search.stack) search.refuted[d.objective] = 0;
    search.cut.assign(objectives.size(), 0);
    return beta_crown_search(bc, b, objectives, case_of, search);
  }

  // The depth-first search's state, with the cut generation that runs beside it.
  struct BetaSearch {
    std::vector<Subdomain> stack;
    double roots = 0;            // the root subdomains it started from, one per case
    std::vector<double> refuted;  // per objective, the share of its root refuted: 2^-depth per refuted subdomain
    std::vector<char> cut;       // per objective: whether it had its turn with the cut generator
    std::unique_ptr<RootCutGenerator> generator;
    int generating = -1;         // its objective
    double generator_started = 0;
    // When a round last raised its case's LP bound (0: no round yet; kCutsProgress says by how
    // much a round must), and that LP bound without cuts and with the cuts so far.
    double last_progress = 0;
    double lp_bound = -INFINITY, cut_bound = -INFINITY;
    // A slice of the search run in a child process on the bottom of the stack (feed_worker),
    // when the second core has no cuts to make; `lent` keeps what it took in case it fails.
    std::unique_ptr<ChildTask> worker;
    std::vector<Subdomain> lent;
    bool incomplete = false;     // a subdomain was left undecided with nothing to split
    std::size_t cuts = 0;        // cuts in use, over all objectives
    int objectives_cut = 0;
  };

  // Root cuts (COIN-OR's, then GLPK's: lp_encoding.h, RootCutGenerator) for the cases still
  // open, one case at a time in a child process beside the search (the second core), in the
  // order the search reaches them: the case of the subdomain on top of the stack first, then
  // the next one down that has not had its turn. From cuts_after_share of the time limit on,
  // each case's generator runs until its rounds are over, its case is refuted, no round has
  // raised its LP bound for cuts_stall_share of the time limit (kCutsProgress), or cuts_share
  // of the time limit has passed; every round that arrives replaces that case's cuts in the bound
  // (BetaCrown::set_cuts).
  void feed_cuts(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives, BetaSearch& search) {
    if (run_.opt.cuts_share <= 0 || run_.elapsed() < run_.opt.cuts_after_share * run_.opt.timeout_s) return;
    auto open = [&](int o) {
      return std::any_of(search.stack.begin(), search.stack.end(), [o](const Subdomain& d) { return d.objective == o; });
    };
    if (search.generator) {
      RootCuts rc;
      if (search.generator->poll(rc)) {
        search.cuts = search.cuts - bc.cut_count(search.generating) + rc.cuts.size();  // a round may drop cuts
        bc.set_cuts(search.generating, std::move(rc.cuts));
        const double step = rc.cut_bound - std::max(search.cut_bound, rc.lp_bound);
        if (search.last_progress == 0 || step > kCutsProgress * std::abs(rc.lp_bound)) search.last_progress = run_.elapsed();
        search.lp_bound = rc.lp_bound;
        search.cut_bound = rc.cut_bound;
      }
      const bool stalled = search.last_progress > 0 && run_.elapsed() - search.last_progress > run_.opt.cuts_stall_share * run_.opt.timeout_s;
      const bool over = search.generator->done() || !open(search.generating) || stalled ||
                        run_.elapsed() - search.generator_started > run_.opt.cuts_share * run_.opt.timeout_s;
      if (!over) return;
      search.generator.reset();
    }
    // No worker runs here: feed_worker starts one only once no open case awaits its turn, and
    // the subdomains it takes or gives back are of cases that had theirs.
    for (auto d = search.stack.rbegin(); d != search.stack.rend(); ++d) {
      const int o = d->objective;
      if (search.cut[o]) continue;
      search.cut[o] = 1;
      search.generator = std::make_unique<RootCutGenerator>(run_.net, b, objectives[o].c, objectives[o].c0);
      search.generating = o;
      search.generator_started = run_.elapsed();
      search.last_progress = 0;
      search.lp_bound = search.cut_bound = -INFINITY;
      ++search.objectives_cut;
      return;
    }
  }

  // A round of cuts that raises its case's LP bound by less than this share of the LP's own
  // bound does not count as progress (feed_cuts' stall rule).
  static constexpr double kCutsProgress = 0.002;

  // Whether the cut generator still has a case to take: an open one that has not had its turn.
  // Workers wait for it even before it starts: searching the shallow subdomains of the bottom
  // of the stack before their case's cuts arrive splits them deeper than the cuts would need
  // (wide img3458: 23,157 subdomains and 33.1 s with workers from the start, 15,134 and 27.8 s
  // without workers).
  bool cuts_pending(const BetaSearch& search) const {
    if (run_.opt.cuts_share <= 0) return false;
    return std::any_of(search.stack.begin(), search.stack.end(), [&](const Subdomain& d) { return !search.cut[d.objective]; });
  }

  // The second core, once every open case has had its turn with the cut generator, searches
  // too: a child process (child_task.h) takes the bottom half of the stack (the shallow
  // subdomains, the cases further down) for a slice of worker_slice_s seconds, with the cuts
  // the parent had, and sends back what it refuted, a counterexample or what it left open,
  // which goes back to the bottom of the stack; then the next worker takes half of the stack
  // as it is by then.
  // Slices keep the two halves balanced without sharing memory. Returns Violated when a
  // worker's counterexample holds up (run_.report() checks it again in float64).
  Verdict feed_worker(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives,
                      const std::vector<int>& case_of, BetaSearch& search, double wait_s) {
    if (search.worker) {
      std::string bytes;
      if (!search.worker->poll(bytes, wait_s)) return Verdict::Unknown;
      const bool failed = search.worker->failed();
      search.worker.reset();
      if (failed) {  // its subdomains are still open: back where they were
        search.stack.insert(search.stack.begin(), std::make_move_iterator(search.lent.begin()), std::make_move_iterator(search.lent.end()));
        search.lent.clear();
        return Verdict::Unknown;
      }
      search.lent.clear();
      ++run_.res.worker_slices;
      ByteReader r{bytes};
      const auto verdict = r.get<int>();
      run_.res.nodes += r.get<long>();
      run_.res.milp_calls += r.get<long>();
      search.incomplete = search.incomplete || r.get<char>();
      const std::vector<double> refuted = r.get_array<double>();
      for (std::size_t o = 0; o < refuted.size() && o < search.refuted.size(); ++o) search.refuted[o] += refuted[o];
      if (static_cast<Verdict>(verdict) == Verdict::Violated) {
        const int k = r.get<int>();
        const Vec x = r.get_vec();
        if (run_.report(static_cast<std::size_t>(k), x, "branch-and-bound")) return Verdict::Violated;
        search.incomplete = true;  // cannot happen: the child checked the same point the same way
      }
      std::vector<Subdomain> left = read_subdomains(bytes.substr(r.at));
      search.stack.insert(search.stack.begin(), std::make_move_iterator(left.begin()), std::make_move_iterator(left.end()));
    }
    if (run_.in_worker || run_.opt.worker_slice_s <= 0 || gemm_on_gpu() || search.generator || cuts_pending(search) || search.stack.size() < 2)
      return Verdict::Unknown;
    const long half = static_cast<long>(search.stack.size() / 2);
    search.lent.assign(std::make_move_iterator(search.stack.begin()), std::make_move_iterator(search.stack.begin() + half));
    search.stack.erase(search.stack.begin(), search.stack.begin() + half);
    search.worker = std::make_unique<ChildTask>([&] { return worker_slice(bc, b, objectives, case_of, search); });
    return Verdict::Unknown;
  }

  // In the child: the search on the lent subdomains for one slice, as bytes for feed_worker.
  std::string worker_slice(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives,
                           const std::vector<int>& case_of, BetaSearch& parent) {
    run_.in_worker = true;
    run_.worker_until = run_.elapsed() + run_.opt.worker_slice_s;
    BetaSearch part;
    part.stack = std::move(parent.lent);  // this process's copy: the parent keeps its own
    part.roots = parent.roots;
    part.refuted.assign(parent.refuted.size(), 0.0);
    part.cut.assign(parent.cut.size(), 1);  // cuts are the parent's business
    const long nodes = run_.res.nodes, milp_calls = run_.res.milp_calls;
    const Verdict v = beta_crown_search(bc, b, objectives, case_of, part);
    ByteWriter w;
    w.put(static_cast<int>(v));
    w.put(run_.res.nodes - nodes);
    w.put(run_.res.milp_calls - milp_calls);
    w.put(static_cast<char>(part.incomplete));
    w.put_array(part.refuted.data(), part.refuted.size());
    if (v == Verdict::Violated) {
      w.put(run_.res.case_index);
      w.put_vec(run_.res.x);
      part.stack.clear();
    }
    return w.out + write_subdomains(part.stack);
  }

  // Depth-first beta-CROWN search over the stack until every subdomain is refuted (Holds), a
  // counterexample (Violated) or the time limit (Unknown), with cuts fed in as they come.
  Verdict beta_crown_search(BetaCrown& bc, const LayerBounds& b, const std::vector<Objective>& objectives,
                            const std::vector<int>& case_of, BetaSearch& search) {
    const auto& unstable = bc.unstable();
    const std::size_t batch_size = static_cast<std::size_t>(std::max(1, run_.opt.relu_bab_batch));
    std::vector<Subdomain>& stack = search.stack;
    // Where the search stands when time runs out: open subdomains, the lowest bound among
    // them (a child's bound with its parent's parameters), the deepest split, and the share of
    // the cases' search space still open (a subdomain of depth d is 2^-d of its case): a
    // depth-first search's lowest bound sits near the root long after most is refuted, and
    // on oval21 the last 1e-5 of the space is where the time goes.
    auto refute = [&](const Subdomain& d, std::size_t depth) { search.refuted[d.objective] += std::ldexp(1.0, -static_cast<int>(depth)); };
    auto where_it_stands = [&] {
      double worst = INFINITY;
      std::size_t depth = 0;
      for (const auto* part : {&stack, &search.lent})
        for (const Subdomain& d : *part) worst = std::min(worst, std::max(d.bound, d.parent_bound)), depth = std::max(depth, d.splits.size());
      std::string per_case;
      double refuted = 0;
      for (std::size_t o = 0; o < search.refuted.size(); ++o) {
        refuted += search.refuted[o];
        if (search.refuted[o] < 1) per_case += fmt::format("{}{} {:.2g}", per_case.empty() ? "" : ", ", case_of[o], 1 - search.refuted[o]);
      }
      std::string state = fmt::format("{} open subdomains, lowest bound {:.4g}, depth {}, {:.2g} of the search space open ({})",
                                      stack.size() + search.lent.size(), worst, depth, std::max(0.0, 1.0 - refuted / search.roots), per_case);
      if (search.objectives_cut) state += fmt::format("; {} cuts for {} cases", search.cuts, search.objectives_cut);
      if (search.generator && std::isfinite(search.cut_bound))
        state += fmt::format(" (case {}: LP bound {:.4g}, with cuts {:.4g})", case_of[search.generating], search.lp_bound, search.cut_bound);
      return state;
    };
    double next_progress = run_.opt.progress_every_s;
    while (!stack.empty() || search.worker) {
      const std::string state = where_it_stands();
      run_.bab_progress = "time limit reached (" + state + ")";  // the note if the deadline fires inside the batch below
      if (run_.timed_out()) { run_.res.note = run_.bab_progress; return Verdict::Unknown; }
      if (run_.opt.progress && !run_.in_worker && run_.opt.progress_every_s > 0 && run_.elapsed() >= next_progress) {
        run_.opt.progress(run_.elapsed(), fmt::format("{} subdomains bounded, {}", run_.res.nodes, state));
        while (next_progress <= run_.elapsed()) next_progress += run_.opt.progress_every_s;
      }
      feed_cuts(bc, b, objectives, search);
      if (feed_worker(bc, b, objectives, case_of, search, stack.empty() ? 0.1 : 0.0) == Verdict::Violated) return Verdict::Violated;
      if (stack.empty()) continue;  // the worker has the rest
      const std::size_t take = std::min(batch_size, stack.size());
      std::vector<Subdomain> batch(std::make_move_iterator(stack.end() - static_cast<long>(take)),
                                   std::make_move_iterator(stack.end()));
      stack.resize(stack.size() - take);
      // Easy searches end within the first few thousand subdomains with the cheap effort;
      // past them each subdomain gets more (VerifyOptions::beta_crown_thorough_after).
      const bool thorough = run_.res.nodes >= run_.opt.beta_crown_thorough_after;
      const int iterations = thorough ? run_.opt.beta_crown_thorough_iterations : run_.opt.beta_crown_iterations;
      const int candidates = thorough ? run_.opt.beta_crown_thorough_candidates : run_.opt.beta_crown_candidates;
      run_.res.nodes += static_cast<long>(batch.size());
      bc.refresh(batch);
      const std::vector<Vec> scores = bc.optimise(batch, iterations);
      // Subdomains still open, with their branching candidates.
      std::vector<std::size_t> open;
      std::vector<std::vector<long>> cands;
      const std::vector<char> violating = minimisers_violating(batch, case_of);
      for (std::size_t r = 0; r < batch.size(); ++r) {
        Subdomain& d = batch[r];
        if (d.bound > 0) { refute(d, d.splits.size()); continue; }
        const int k = case_of[d.objective];
        if (violating[r] && run_.report(k, d.argmin, "branch-and-bound")) return Verdict::Violated;
        if (static_cast<long>(unstable.size() - d.splits.size()) <= run_.opt.milp_unstable_threshold) {
          const Verdict v = run_.solve_milp(bc.bounds_of(d), k, true, run_.remaining());
          if (v == Verdict::Violated) return v;
          if (v == Verdict::Holds) { refute(d, d.splits.size()); continue; }
        }
        std::vector<long> c;
        for (long a = 0; a < scores[r].size(); ++a)
          if (scores[r](a) >= 0) c.push_back(a);  // every ReLU not split yet, even at score 0
        if (c.empty()) { search.incomplete = true; continue; }
        const std::size_t top = std::min<std::size_t>(c.size(), static_cast<std::size_t>(std::max(1, candidates)));
        std::partial_sort(c.begin(), c.begin() + static_cast<long>(top), c.end(),
                          [&](long x, long y) { return scores[r](x) > scores[r](y); });
        c.resize(top);
        open.push_back(r);
        cands.push_back(std::move(c));
      }
      // Both children of every candidate of every open subdomain, in one pass.
      std::vector<const Subdomain*> rows;
      std::vector<ReluSplit> extra;
      for (std::size_t o = 0; o < open.size(); ++o)
        for (long a : cands[o])
          for (int sign : {-1, +1}) {
            rows.push_back(&batch[open[o]]);
            extra.push_back({unstable[a].first, unstable[a].second, sign});
          }
      const std::vector<double> child = rows.empty() ? std::vector<double>{} : bc.bound(rows, extra);
      std::size_t at = 0;
      for (std::size_t o = 0; o < open.size(); ++o) {
        Subdomain& d = batch[open[o]];
        // The candidate whose better child is highest (one child refuted at once, or nearly):
        // against the worse child's bound, at 10 candidates, deep img1052 holds in 67 s with
        // 10,650 subdomains instead of 96 s with 15,254, base img3568 19.5 s / 4,189 instead of
        // 22.4 s / 4,839, wide img8517 12.0 s / 1,846 instead of 19.1 s / 2,834 (one candidate
        // was faster still on these three in session 23, not on the harder ones since:
        // VerifyOptions::beta_crown_thorough_after).
        double best = -INFINITY;
        std::size_t best_at = at;
        for (std::size_t c = 0; c < cands[o].size(); ++c, at += 2) {
          const double better = std::max(child[at], child[at + 1]);
          if (better > best) { best = better; best_at = at; }
        }
        for (int side = 0; side < 2; ++side) {
          if (child[best_at + side] > 0) {  // already refuted with the parent's parameters
            refute(d, d.splits.size() + 1);
            continue;
          }
          Subdomain ch;
          ch.splits = d.splits;
          ch.splits.push_back(extra[best_at + side]);
          ch.beta = d.beta;
          ch.beta.push_back(0.0);
          ch.alpha = d.alpha;
          ch.mu = d.mu;
          ch.cuts_version = d.cuts_version;
          ch.objective = d.objective;
          ch.parent_bound = child[best_at + side];
          ch.refreshed_lo = d.refreshed_lo;
          ch.refreshed_hi = d.refreshed_hi;
          if (ch.splits.back().layer < bc.refreshed_layer()) ch.to_refresh = refresh_candidates(bc, scores[open[o]]);
          stack.push_back(std::move(ch));
        }
      }
      if (run_.elapsed() > run_.worker_until && !stack.empty()) return Verdict::Unknown;  // a worker's slice is over: the rest goes back
    }
    if (search.incomplete) { run_.res.note = "ReLU-split subdomains left undecided"; return Verdict::Unknown; }
    run_.res.decided_by = "branch-and-bound";
    return Verdict::Holds;
  }

  // Which subdomains' relaxed minimisers (bound <= 0) violate their case on the real network:
  // all of a batch's go through the network together (Network::evaluate_rows), and run_.report()
  // re-evaluates the few that do, alone, for the witness.
  std::vector<char> minimisers_violating(const std::vector<Subdomain>& batch, const std::vector<int>& case_of) const {
    std::vector<char> out(batch.size(), 0);
    std::vector<std::size_t> rows;
    for (std::size_t r = 0; r < batch.size(); ++r)
      if (batch[r].bound <= 0 && batch[r].argmin.size() == run_.net.input_size) rows.push_back(r);
    if (rows.empty()) return out;
    Mat X(static_cast<long>(rows.size()), run_.net.input_size);
    for (std::size_t q = 0; q < rows.size(); ++q) {
      const SpecCase& sc = run_.spec.cases[case_of[batch[rows[q]].objective]];
      X.row(static_cast<long>(q)) = batch[rows[q]].argmin.cwiseMax(sc.lo).cwiseMin(sc.hi).transpose();
    }
    const Mat Y = run_.net.evaluate_rows(X);
    for (std::size_t q = 0; q < rows.size(); ++q) {
      const long i = static_cast<long>(q);
      out[rows[q]] = run_.spec.case_violated_by(case_of[batch[rows[q]].objective], X.row(i).transpose(), Y.row(i).transpose(), 0.0);
    }
    return out;
  }

  // The neurons of the last ReLU layer a child re-bounds for itself after a split
  // before that layer (BetaCrown::refresh): the beta_crown_refresh best-scored ones (the
  // objective pays most for their relaxation, `score`: the parent's) of those still open.
  std::vector<int> refresh_candidates(const BetaCrown& bc, const Vec& score) const {
    std::vector<std::pair<double, int>> c;
    const auto& unstable = bc.unstable();
    for (long a = 0; a < score.size(); ++a)
      if (unstable[a].first == bc.refreshed_layer() && score(a) > 0) c.emplace_back(score(a), unstable[a].second);
    const std::size_t top = std::min<std::size_t>(c.size(), static_cast<std::size_t>(std::max(0, run_.opt.beta_crown_refresh)));
    std::partial_sort(c.begin(), c.begin() + static_cast<long>(top), c.end(), std::greater<>());
    std::vector<int> out;
    for (std::size_t i = 0; i < top; ++i) out.push_back(c[i].second);
    return out;
  }

 private:
  VerifyRun& run_;
};

}  // namespace

Verdict beta_crown_cases(VerifyRun& run, const LayerBounds& b, const std::vector<int>& pending, const LastLayerSlopes& slopes) {
  return BetaCrownSearch(run).beta_crown_cases(b, pending, slopes);
}

}  // namespace shardproof::robustness
