// loader_digest: per model file, a digest of the Network the loader builds (every layer's
// kind, sizes, origin, weights bit for bit, dense or sparse, bias, kernels and the rest beside
// them, groups, passthrough entries, activation name), or the loader's error. Built against
// two builds' libraries, it shows a loader change leaves every network as it was (helper t68:
// the table of layer kinds). Not part of the build; by hand, for a build directory B:
//   c++ -std=c++20 -O1 -DFMT_SHARED -I. -isystem /usr/include/eigen3 -c bench/robustness/loader_digest.cpp -o /tmp/d.o
//   c++ /tmp/d.o B/robustness/libshardproof_robustness.a B/types/libshardproof_types.a \
//       (the other libraries of robustness_zoo_tests' link line in B/build.ninja) -o /tmp/digest_B
//   /tmp/digest_B ../shared/data/robustness/*/*.onnx tests/data/robustness/*/*.onnx > B.txt
// Examples of its lines:
//   tests/data/robustness/layers/softplus.onnx 3 layers 3a8d89b0a624aa0c
//   tests/data/bad/onnx/op_unsupported.onnx error: ...: unsupported ONNX op 'Hardmax' (node 2 '')
#include <cstdio>
#include <cstring>
#include <string>
#include "robustness/model_loader.h"
#include "robustness/activation.h"
using namespace shardproof::robustness;
// FNV-1a over the bytes of every field, in order (a digest to compare, not a secure hash).
struct H { unsigned long long h = 1469598103934665603ull; void add(const void* p, size_t n) { auto c = (const unsigned char*)p; for (size_t i = 0; i < n; ++i) { h ^= c[i]; h *= 1099511628211ull; } }
  void d(double x) { add(&x, 8); } void i(long x) { add(&x, 8); } void s(const std::string& x) { add(x.data(), x.size()); i(-7); } };
int main(int argc, char** argv) {
  for (int a = 1; a < argc; ++a) {
    try {
      Network n = load_model(argv[a]);
      H h; h.i(n.input_size); h.i(n.output_size);
      for (const Layer& L : n.layers) {
        h.i((long)L.kind); h.i(L.in_size); h.i(L.out_size); h.s(L.origin);
        for (long k = 0; k < L.weight.size(); ++k) h.d(L.weight.data()[k]);
        if (L.sparse) for (long r = 0; r < L.sparse->outerSize(); ++r) for (SpMat::InnerIterator it(*L.sparse, r); it; ++it) { h.i(r); h.i(it.col()); h.d(it.value()); }
        for (long k = 0; k < L.bias.size(); ++k) h.d(L.bias(k));
        for (auto& g : L.groups) { h.i(-1); for (int x : g) h.i(x); }
        for (char c : L.passthrough) h.i(c);
        if (L.activation) h.s(L.activation->name());
        h.i((long)L.kernels.size());
        for (auto& b : L.kernels) { h.i(b.in_offset); h.i(b.out_offset); h.i(b.conv->out_size()); }
        if (L.rest) for (long r = 0; r < L.rest->outerSize(); ++r) for (SpMat::InnerIterator it(*L.rest, r); it; ++it) { h.i(r); h.i(it.col()); h.d(it.value()); }
      }
      std::printf("%s %zu layers %016llx\n", argv[a], n.layers.size(), h.h);
    } catch (const std::exception& e) { std::printf("%s error: %s\n", argv[a], e.what()); }
  }
}
