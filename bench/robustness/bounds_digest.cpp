// bounds_digest: per (model, VNNLIB) pair, a digest of the bounds the library computes on each
// case's box, bit for bit: compute_bounds with every BoundMethod, and beta-CROWN (beta_crown.h)
// on the DeepPoly root for each case's rows — the root subdomains optimised, then both
// children of a split on the first few unstable ReLUs (with the split multipliers), their
// bounds, argmins and branching scores. Built against two builds' libraries it shows a change
// to compute_bounds or BetaCrown::run leaves every number as it was (helper t71: both split
// into shorter functions). Not part of the build; by hand, for a build directory B (link line:
// robustness_zoo_tests' in B/build.ninja, as for loader_digest.cpp):
//   c++ -std=c++20 -O2 -DFMT_SHARED -I. -isystem /usr/include/eigen3 -c bench/robustness/bounds_digest.cpp -o /tmp/b.o
//   c++ /tmp/b.o B/robustness/libshardproof_robustness.a B/types/libshardproof_types.a ... -o /tmp/bounds_B
//   /tmp/bounds_B net1.onnx spec1.vnnlib net2.onnx spec2.vnnlib ... > B.txt
// With --cuts first, each case's first row also gets its MILP's root cuts (milp_root_cuts, 5 s)
// and the same subdomains are optimised with them (the cuts' digest first: a time limit can
// end the rounds elsewhere, and only equal cuts make the bounds comparable).
// Examples of its lines:
//   .../mnist-net_256x2.onnx prop_0_0.03.vnnlib case 0 interval 5d1c... forward 09ab... deeppoly 77e0... beta 3f12...
//   .../sigmoid.onnx a.vnnlib case 0 interval ... beta -   (not a ReLU network)
#include <cstdio>
#include <string>

#include "robustness/beta_crown.h"
#include "robustness/bounds.h"
#include "robustness/model_loader.h"
#include "robustness/vnnlib.h"
using namespace shardproof::robustness;
// FNV-1a over the bytes of every number, in order (a digest to compare, not a secure hash).
struct H {
  unsigned long long h = 1469598103934665603ull;
  void add(const void* p, size_t n) { auto c = (const unsigned char*)p; for (size_t i = 0; i < n; ++i) { h ^= c[i]; h *= 1099511628211ull; } }
  void d(double x) { add(&x, 8); }
  void v(const Vec& x) { for (long i = 0; i < x.size(); ++i) d(x(i)); d(-7); }
};
unsigned long long digest(const LayerBounds& b) {
  H h;
  for (std::size_t k = 0; k < b.lo.size(); ++k) { h.v(b.lo[k]); h.v(b.hi[k]); }
  return h.h;
}
int main(int argc, char** argv) {
  const bool with_cuts = argc > 1 && std::string(argv[1]) == "--cuts";
  for (int a = with_cuts ? 2 : 1; a + 1 < argc; a += 2) {
    try {
      const Network net = load_model(argv[a]);
      const Spec spec = load_vnnlib(argv[a + 1]);
      for (std::size_t k = 0; k < spec.cases.size() && k < 3; ++k) {
        const SpecCase& c = spec.cases[k];
        std::printf("%s %s case %zu", argv[a], argv[a + 1], k);
        const LayerBounds root = compute_bounds(net, c.lo, c.hi, BoundMethod::DeepPoly);
        // Forward carries an inputs x inputs matrix per value: not on CIFAR-sized inputs.
        const unsigned long long forward = net.input_size <= 1000 ? digest(compute_bounds(net, c.lo, c.hi, BoundMethod::Forward)) : 0;
        std::printf(" interval %016llx forward %016llx deeppoly %016llx", digest(compute_bounds(net, c.lo, c.hi, BoundMethod::Interval)),
                    forward, digest(root));
        if (!net.piecewise_linear() || c.C.rows() == 0) { std::printf(" beta -\n"); continue; }
        std::vector<Objective> objectives;
        for (long j = 0; j < c.C.rows() && j < 4; ++j) objectives.push_back({c.C.row(j).transpose(), -c.d(j)});
        BetaCrown bc(net, root, objectives);
        H h;
        std::vector<Subdomain> batch(objectives.size());
        for (std::size_t o = 0; o < batch.size(); ++o) { batch[o].objective = static_cast<int>(o); batch[o].alpha = bc.initial_alpha(); }
        for (const Vec& s : bc.optimise(batch, 10, 1e300)) h.v(s);
        std::vector<Subdomain> children;
        for (const Subdomain& d : batch) {
          h.d(d.bound); h.v(d.argmin); h.v(d.alpha);
          for (std::size_t u = 0; u < bc.unstable().size() && u < 3; ++u)
            for (int sign : {-1, +1}) {
              Subdomain ch = d;
              ch.splits.push_back({bc.unstable()[u].first, bc.unstable()[u].second, sign});
              ch.beta.push_back(0.0);
              children.push_back(std::move(ch));
            }
        }
        for (const Vec& s : bc.optimise(children, 5, 1e300)) h.v(s);
        for (const Subdomain& d : children) { h.d(d.bound); h.v(d.argmin); h.v(d.alpha); for (double b : d.beta) h.d(b); }
        std::printf(" unstable %zu beta %016llx", bc.unstable().size(), h.h);
        if (with_cuts) {
          const RootCuts rc = milp_root_cuts(net, root, objectives[0].c, objectives[0].c0, 5.0);
          H hc, hb;
          for (const NetworkCut& cut : rc.cuts) {
            hc.d(cut.rhs);
            for (const auto& t : cut.terms) { hc.d(t.value); hc.d(t.j); hc.d(t.a); }
            for (const auto& d : cut.indicators) { hc.d(d.layer); hc.d(d.j); hc.d(d.a); }
          }
          bc.set_cuts(0, rc.cuts);
          for (Subdomain& d : children) d.objective = 0;
          for (const Vec& s : bc.optimise(children, 5, 1e300)) hb.v(s);
          for (const Subdomain& d : children) { hb.d(d.bound); hb.v(d.argmin); hb.v(d.mu); }
          std::printf(" cuts %zu %016llx with cuts %016llx", rc.cuts.size(), hc.h, hb.h);
        }
        std::printf("\n");
      }
    } catch (const std::exception& e) { std::printf("%s %s error: %s\n", argv[a], argv[a + 1], e.what()); }
  }
}
