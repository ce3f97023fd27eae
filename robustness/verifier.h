// \file verify: decides a VNNLIB spec on a network. Methods:
//   bounds — sound bounds only (DeepPoly back-substitution, then interval; on convolutional
//            networks alpha-CROWN intermediate bounds and beta-CROWN's root batch): holds or
//            unknown.
//   lp     — bounds plus the triangle LP relaxation (GLPK): holds or unknown.
//   milp   — bounds, LP-tightened bounds, then the exact big-M MILP per case (GLPK branch and
//            cut): holds, violated or unknown (time limit).
//   auto   — falsification by PGD, then branch and bound: low-dimensional inputs (ACAS Xu)
//            split the input box, bound each piece with DeepPoly, and hand pieces with few
//            unstable ReLUs to the MILP; two trees are searched side by side, one splitting
//            by the smear, one by strong branching (SplitRule); high-dimensional inputs
//            (MNIST) run, per case, a branch and bound on ReLU splits (relu_bab_min_inputs):
//            a node fixes some ReLUs active or inactive, is bounded by back-substitution with
//            its split neurons clamped, lower slopes optimised (alpha-CROWN) and the split
//            constraints as Lagrange multipliers (beta-CROWN), splits the ReLU with the largest
//            BaBSR-like score and hands nodes with few unstable ReLUs to the MILP; on
//            convolutional networks the subdomains are bounded in batches (beta_crown.h).
// Every "violated" carries a witness x whose float64 output f(x) is re-checked against the
// spec with zero tolerance before it is reported; a solver candidate that fails the re-check
// is never reported as violated. A time limit gives "unknown", never a guess.
// verifier.cpp is the pipeline; each strategy is a file beside it: falsify_first.h,
// input_split.h, relu_split.h, beta_crown_search.h, smooth_split_cases.h, milp_cases.h, with
// what they share in verify_run.h.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "robustness/bounds.h"
#include "robustness/network.h"
#include "robustness/vnnlib.h"

namespace shardproof::robustness {

enum class Verdict { Holds, Violated, Unknown };
enum class Method { Bounds, Lp, Milp, Auto };

// How branch and bound on the input box chooses the dimension to split:
//   Smear  — the largest |coefficient| x width of the pending cases' best linear bounds
//            (ReluVal's smear, read off the back-substituted bound; one bound per piece);
//   Strong — bound both halves of every dimension and keep the split whose halves come
//            closest to a proof (2 x inputs bounds per split; the halves are kept).
enum class SplitRule { Smear, Strong };

const char* to_string(Verdict v);
const char* to_string(Method m);
// "lp" | "bounds" | "milp" | "auto"; returns false on anything else.
bool parse_method(const std::string& s, Method& m);

struct VerifyOptions {
  Method method = Method::Auto;
  double timeout_s = 60;
  int milp_unstable_threshold = 14;  // BaB hands pieces with at most this many unstable ReLUs to the MILP
  bool falsify = true;  // PGD falsification: before the bounds, and a share of branch and bound
  BoundMethod bab_bounds = BoundMethod::DeepPoly;  // bounds of each branch-and-bound piece
  // Trees searched side by side in alternating time slices; the first to finish decides.
  std::vector<SplitRule> split_rules = {SplitRule::Strong, SplitRule::Smear};
  double falsify_share = 0.1;  // share of branch-and-bound time given to PGD falsification
  // Share of the time limit the falsification before the bounds may take (checked between
  // cases): on a CIFAR-sized network PGD on the nine cases of a VNN-COMP specification took
  // the whole 60 s that the bounds needed 13 s of (bench/RESULTS.md, cifar_reach). Branch and
  // bound keeps falsifying within falsify_share.
  double initial_falsify_share = 0.25;
  // Inputs from which auto runs branch and bound on ReLU splits (per case, with optimised
  // lower slopes and split multipliers) instead of splitting the input box.
  int relu_bab_min_inputs = 21;
  // A case whose output constraint has several rows (a conjunction: sat_relu's "Y_0 >= 1 and
  // Y_1 <= 0") is proved by the ReLU-split search only where one row alone is refuted; the
  // MILP holds all rows at once. On dense networks with at most conjunction_milp_max_relus
  // ReLUs such cases go to the MILP (LP-tightened bounds) first, for conjunction_milp_share of
  // the time left, before the ReLU-split search. Measured on sat_relu's 45 distinct unsat
  // networks at 10 s (bench/robustness/RESULTS.md): the MILP proved 17, the search 4 (all
  // among the 17).
  int conjunction_milp_max_relus = 4000;
  // ... and below relu_bab_min_inputs too, from this many inputs (input splitting decides ACAS
  // Xu's conjunctions, 5 inputs, in well under a second; on 18 it is hopeless).
  int conjunction_milp_min_inputs = 10;
  double conjunction_milp_share = 0.7;
  int relu_bab_iterations = 20;  // slope/multiplier ascent steps per ReLU-split node
  int relu_bab_candidates = 8;   // ReLUs whose children are bounded to choose the split
  // beta-CROWN branch and bound on convolutional networks (beta_crown.h): subdomains optimised
  // together, ascent steps per batch (children start from their parent's slopes and
  // multipliers) and split candidates scored by their children's bounds. Measured on oval21
  // cifar_base_kw img2578 (CPU seconds to holds, 2 busy cores): 20 steps and 8 candidates
  // 11.4 s, 20 and 3 6.7 s, 10 and 3 5.4 s, 5 and 3 4.2 s, with 1,560 / 1,257 / 1,271 / 1,289
  // subdomains: the inherited parameters leave little for more steps to gain.
  // Re-measured after the AVX2 products (gemm.h), load ~4 (bench/RESULTS.md), CPU s to holds
  // (candidates/steps): base img3568 23 (3/5), 15 (1/5), 11 (1/3), 10 (1/2), 8.8 (1/1) with
  // 17-23k subdomains; deep img4168 10.5-11.2 s for all of 3/5, 1/5, 1/3, 1/2.
  int relu_bab_batch = 64;
  int beta_crown_iterations = 3;
  int beta_crown_candidates = 1;
  // A search that has bounded beta_crown_thorough_after subdomains (about 4-8 s on oval21, at
  // the rates below) is not an easy one: from then on each subdomain gets more steps and
  // candidates. Measured in session 26 (wall s to holds, same host and hour; steps/candidates
  // from the start 3/1 -> 6/3 -> 10/4): deep img1052 90.4 -> 52.3 -> 45.1 (51,873 -> 10,356 ->
  // 6,641 subdomains), img9931 57.5 -> 63.0 -> 70.7, wide img3458 34.1 -> 33.1 -> 35.4, 16-22 s
  // for all three on base img3568, wide img8517 and deep img4168 with 1.3-5x fewer subdomains;
  // on wide img5989 (open at 300 s) the share of case 0's space still open after 120 s went
  // 0.19 -> 0.02 -> 0.013: one candidate chose splits whose worse child gained 0.012 on average
  // there, a deep tree of nearly refuted subdomains. But 6/3 from the start made the instances
  // decided in 3-5 s take 5-11 s (oval21 sweep 74e788d), hence the switch. The switch keeps
  // img1052's gain but not img5989's (0.22 open after 120 s: the first splits shape the tree).
  long beta_crown_thorough_after = 4000;
  int beta_crown_thorough_iterations = 6;
  int beta_crown_thorough_candidates = 3;
  // Neurons of the last ReLU layer whose bounds each child of a split before that layer
  // re-bounds for itself (BetaCrown::refresh, with alpha-CROWN's per-neuron root slopes; 0:
  // every subdomain keeps the root's bounds). Off: on base img2578 8 neurons cut the
  // subdomains 1,301 -> 1,275 for 55% more CPU; deep img3062 and wide img3478 unchanged.
  int beta_crown_refresh = 0;
  // Whether a ReLU split recomputes the bounds of the layers after it (back-substitution and
  // the parent's slopes). Auto: on networks without convolutions only. Measured on oval21
  // cifar_base_kw img2578 with 30 s (2 busy cores): 530 nodes with the refresh, 2,960 without;
  // on mnistfc the refresh is what proves prop_1_0.03 (see robustness/README.md).
  enum class Refresh { Auto, Always, Never };
  // alpha-CROWN ascent steps for the intermediate bounds at the root (convolutional networks).
  int alpha_iterations = 10;
  Refresh relu_bab_refresh = Refresh::Auto;
  // Cutting planes (beta_crown.h, set_cuts) on convolutional networks: from cuts_after_share
  // of the time limit on, the cases the search has not refuted get the root cuts of their
  // MILP (lp_encoding.h, RootCutGenerator), one case at a time in a child process beside the
  // search, in the order the search reaches them, each for at most cuts_share of the time
  // limit and until no round has raised its LP bound (by 0.2% of it) for cuts_stall_share of
  // it (cuts_share 0: no cuts); each round of cuts goes into the bounds as it arrives.
  double cuts_after_share = 0.05;
  double cuts_share = 0.5;
  double cuts_stall_share = 0.1;
  // Once every open case has had its cuts (none pending with cuts_share 0), the second core
  // searches too: a child process takes the bottom half of the stack for slices of this many
  // seconds (0: never).
  double worker_slice_s = 5;
  // Where a long branch and bound stands, every progress_every_s seconds (beta-CROWN's search:
  // subdomains bounded, open, lowest bound, depth, share of the space open, cuts); null: silent.
  std::function<void(double seconds, const std::string& state)> progress;
  double progress_every_s = 10;
};

struct VerifyResult {
  Verdict verdict = Verdict::Unknown;
  Vec x, y;                 // witness (Violated)
  int case_index = -1;      // the case the witness violates
  long nodes = 0;           // branch-and-bound pieces bounded
  long milp_calls = 0;
  long worker_slices = 0;   // slices of the search a second process ran (VerifyOptions::worker_slice_s)
  double seconds = 0;
  std::string decided_by;   // "falsification", "bounds", "lp", "milp", "branch-and-bound"
  std::string note;         // why unknown (timeout, solver error ...)
};

// "" when the spec's X/Y counts fit the network, otherwise a message.
std::string check_compatible(const Network& net, const Spec& spec);

VerifyResult verify(const Network& net, const Spec& spec, const VerifyOptions& opt);

}  // namespace shardproof::robustness
