// The convolutional zoo (issue 14): small torch-exported ONNX networks with the layer kinds of
// VNN-COMP's convolutional benchmarks (tests/data/robustness/zoo/make_zoo.py writes them and
// reference.json, whose numbers come from torch in float64 and auto_LiRPA, not from here).
// Asserted: the loader reads each file as torch computes it (outputs at x0 and at every known
// counterexample), bounds of every method contain sampled outputs and never exceed the
// sampled minimum of a spec row, and `verify` (auto and exact MILP) never contradicts an
// answer found independently (a PGD counterexample, an alpha-CROWN proof consistent with
// sampling), decides every instance, and gives violated only with a witness that re-checks.
#include <gtest/gtest.h>
#include <onnx/onnx_pb.h>

#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>

#include "robustness/alpha_crown.h"
#include "robustness/bounds.h"
#include "robustness/error.h"
#include "robustness/model_loader.h"
#include "robustness/onnx_loader.h"
#include "robustness/pointwise_lp.h"
#include "robustness/verifier.h"
#include "robustness/vnnlib.h"
#include "test_util.h"

namespace shardproof::robustness {
namespace {

std::string zoo(const std::string& f) { return std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/robustness/zoo/" + f; }

const nlohmann::json& reference() {
  static const nlohmann::json j = [] {
    std::ifstream f(zoo("reference.json"));
    return nlohmann::json::parse(f);
  }();
  return j;
}

Vec vec_of(const nlohmann::json& a) {
  Vec v(static_cast<long>(a.size()));
  for (std::size_t i = 0; i < a.size(); ++i) v(static_cast<long>(i)) = a[i].get<double>();
  return v;
}

// Nets with Sigmoid or Tanh layers (activation.h): everything but the pointwise LP applies.
bool smooth(const std::string& name) { return name == "sigmoid" || name == "tanh"; }

// Every ONNX file of a net: NAME_opK.onnx and NAME_opKdyn.onnx.
std::vector<std::string> files_of(const std::string& name, const nlohmann::json& e) {
  std::vector<std::string> out;
  for (int op : e["opsets"]) {
    out.push_back(zoo(name + "_op" + std::to_string(op) + ".onnx"));
    if (std::FILE* f = std::fopen(zoo(name + "_op" + std::to_string(op) + "dyn.onnx").c_str(), "rb")) {
      std::fclose(f);
      out.push_back(zoo(name + "_op" + std::to_string(op) + "dyn.onnx"));
    }
  }
  return out;
}

// Smallest c.y over the rows of a robustness spec (label vs the others): <= 0 is a counterexample.
double margin(const Vec& y, int label) {
  double m = INFINITY;
  for (long j = 0; j < y.size(); ++j)
    if (j != label) m = std::min(m, y(label) - y(j));
  return m;
}

TEST(Zoo, EveryNetIsReadAsTorchComputesIt) {
  int files = 0;
  for (const auto& [name, e] : reference().items()) {
    const Vec x0 = vec_of(e["x0"]), y0 = vec_of(e["y0"]);
    for (const std::string& f : files_of(name, e)) {
      SCOPED_TRACE(f);
      ++files;
      const Network net = load_model(f);
      const Vec y = net.evaluate(x0);
      ASSERT_EQ(y.size(), y0.size());
      EXPECT_LE((y - y0).cwiseAbs().maxCoeff(), 1e-6 * (1 + y0.cwiseAbs().maxCoeff())) << net.summary();
      // every counterexample torch found is one in this reading too
      for (const auto& [tag, s] : e["specs"].items()) {
        if (!s.contains("counterexample")) continue;
        const Vec yc = net.evaluate(vec_of(s["counterexample"]));
        if (s.contains("threshold")) {
          EXPECT_GE(yc(0), s["threshold"].get<double>() - 1e-9) << tag;
        } else {
          EXPECT_LE(margin(yc, e["label"]), 1e-9) << tag;
        }
      }
    }
  }
  EXPECT_GE(files, 20);
}

// The pointwise LP's two encodings (pointwise_lp.h) are one LP: on every zoo net (max pools,
// padding, residual blocks, concatenations, grouped and transposed convolutions) at its x0 the
// dense form (region rows over the inputs, added in rounds) and the layered form (a column per
// affine output, every constraint from the start) agree on whether some other label is
// reachable inside x0's region and, where it is, on the radius; every point either returns is
// a real adversarial input in float64. (Outside the region both fall back to bisecting an
// optimum of the unconstrained LP, whose optimal vertex the two encodings may pick differently:
// groups_op13's dense vertex does not flip the label, its layered one does.)
TEST(Zoo, PointwiseLpFormsAgree) {
  int compared = 0, in_region = 0;
  for (const auto& [name, e] : reference().items()) {
    const Vec x0 = vec_of(e["x0"]);
    const std::string f = files_of(name, e).front();
    SCOPED_TRACE(f);
    const Network net = load_model(f);
    if (smooth(name)) {  // no activation pattern, no region: refused with a reason
      EXPECT_NE(pointwise_robustness(net, x0, 0, PointwiseOptions{}).error.find("piecewise-linear"), std::string::npos);
      continue;
    }
    long predicted = 0;
    net.evaluate(x0).maxCoeff(&predicted);
    PointwiseOptions o;
    o.domain_lo = -INFINITY;  // the zoo's inputs are not pixels
    o.domain_hi = INFINITY;
    PointwiseResult r[2];
    for (int k = 0; k < 2; ++k) {
      o.form = k == 0 ? PointwiseOptions::Form::Dense : PointwiseOptions::Form::Layered;
      r[k] = pointwise_robustness(net, x0, static_cast<int>(predicted), o);
      ASSERT_EQ(r[k].error, "");
      if (r[k].found) {
        EXPECT_TRUE(r[k].verified) << "form " << k;
        long arg = 0;
        net.evaluate(r[k].x_adv).maxCoeff(&arg);
        EXPECT_NE(arg, predicted) << "form " << k;
      }
    }
    ++compared;
    EXPECT_EQ(r[0].region_constraints, r[1].region_constraints);
    const bool inside[2] = {r[0].found && r[0].in_region, r[1].found && r[1].in_region};
    ASSERT_EQ(inside[0], inside[1]);
    if (!inside[0]) continue;
    ++in_region;
    EXPECT_NEAR(r[0].rho, r[1].rho, 1e-6 * (1 + r[0].rho)) << "dense " << r[0].rho << " layered " << r[1].rho;
  }
  EXPECT_GE(compared, 12);
  std::printf("%d nets compared, %d with a point inside x0's region\n", compared, in_region);
  EXPECT_GE(in_region, 6);  // the comparison says little if most nets have no point there
}

TEST(Zoo, SmoothActivationsLoadAsTheirLayerKind) {
  for (const char* op : {"Sigmoid", "Tanh"}) {
    const std::string f = zoo(std::string(op == std::string("Sigmoid") ? "sigmoid" : "tanh") + "_op13.onnx");
    const Network net = load_model(f);
    EXPECT_FALSE(net.piecewise_linear());
    int smooth_layers = 0;
    for (const Layer& L : net.layers)
      if (L.kind == Layer::Kind::Smooth) {
        ++smooth_layers;
        EXPECT_STREQ(L.activation->name(), op);
      }
    EXPECT_EQ(smooth_layers, 1) << net.summary();
  }
}

// Trained Sigmoid and Tanh networks (bench/robustness/smooth_nets.py: Fashion-MNIST, 784 ->
// 32 -> 32 -> 10) evaluate as onnxruntime does (tests/data/robustness/smooth/ort.json, written
// by that script with onnxruntime in float32), at points of [0, 1]^784 and of [-4, 5]^784 where
// both activations saturate.
TEST(Zoo, TrainedSmoothNetsEvaluateAsOnnxruntimeDoes) {
  const std::string dir = std::string(SHARDPROOF_SOURCE_DIR) + "/tests/data/robustness/smooth/";
  std::ifstream f(dir + "ort.json");
  ASSERT_TRUE(f);
  const nlohmann::json j = nlohmann::json::parse(f);
  int points = 0;
  for (const auto& e : j["networks"]) {
    SCOPED_TRACE(e["onnx"].get<std::string>());
    const Network net = load_model(dir + e["onnx"].get<std::string>());
    ASSERT_EQ(net.validate(), "");
    EXPECT_FALSE(net.piecewise_linear()) << net.summary();
    for (const auto& p : e["points"]) {
      const Vec x = vec_of(p["x"]), y_ort = vec_of(p["y"]);
      const Vec y = net.evaluate(x);
      ASSERT_EQ(y.size(), y_ort.size());
      // float32 (onnxruntime) against float64 (here): round-off over 784-term sums.
      EXPECT_LE((y - y_ort).cwiseAbs().maxCoeff(), 1e-4 * (1 + y_ort.cwiseAbs().maxCoeff()));
      ++points;
    }
  }
  EXPECT_EQ(points, 12);
}

TEST(Zoo, BoundsContainSampledOutputsAndNeverExceedASampledMinimum) {
  std::mt19937_64 rng(3);
  for (const auto& [name, e] : reference().items()) {
    const Vec x0 = vec_of(e["x0"]);
    const int label = e["label"];
    for (const std::string& f : files_of(name, e)) {
      const Network net = load_model(f);
      for (const char* tag : {"epsS", "epsL"}) {
        SCOPED_TRACE(f + " " + tag);
        const auto& s = e["specs"][tag];
        const double eps = s["eps"];
        const Vec lo = (x0.array() - eps).max(0.0).matrix(), hi = (x0.array() + eps).min(1.0).matrix();
        const Vec row_min = vec_of(s["sampled_row_min"]);
        std::vector<Vec> points;
        std::uniform_real_distribution<double> U(0, 1);
        for (int k = 0; k < 100; ++k) {
          Vec x(lo.size());
          for (long i = 0; i < x.size(); ++i) x(i) = k % 2 ? lo(i) + (hi(i) - lo(i)) * U(rng) : (U(rng) < 0.5 ? lo(i) : hi(i));
          points.push_back(x);
        }
        if (s.contains("counterexample")) points.push_back(vec_of(s["counterexample"]));
        for (BoundMethod m : {BoundMethod::Interval, BoundMethod::Forward, BoundMethod::DeepPoly}) {
          LayerBounds b = compute_bounds(net, lo, hi, m);
          if (m == BoundMethod::DeepPoly) {
            ASSERT_TRUE(optimise_intermediate_bounds(net, b, AlphaCrownOptions{}));
          }
          for (const Vec& x : points) {
            const std::vector<Vec> v = net.evaluate_all(x);
            for (std::size_t k = 0; k < v.size(); ++k) {
              ASSERT_TRUE((v[k].array() >= b.lo[k].array() - 1e-9).all()) << "value " << k << " below its bounds";
              ASSERT_TRUE((v[k].array() <= b.hi[k].array() + 1e-9).all()) << "value " << k << " above its bounds";
            }
          }
          int r = 0;
          for (long j = 0; j < static_cast<long>(e["y0"].size()); ++j) {
            if (j == label) continue;
            Vec c = Vec::Zero(static_cast<long>(e["y0"].size()));
            c(label) = 1;
            c(j) = -1;
            const double ours = lower_bound_linear(net, b, c, 0).value;
            EXPECT_LE(ours, row_min(r) + 1e-9) << "row " << r;
            if (m == BoundMethod::DeepPoly && s.contains("crown") && f.find("dyn") == std::string::npos)
              std::printf("  %-22s %s row %d: ours(alpha-intermediate) %+.5f  auto_LiRPA CROWN %+.5f alpha %+.5f  sampled %+.5f\n",
                          name.c_str(), tag, r, ours, s["crown"][r].get<double>(), s["alpha_crown"][r].get<double>(), row_min(r));
            ++r;
          }
        }
      }
    }
  }
}

// The answers of `verify` against the independent ones (reference.json "expected"), and exact
// MILP against auto on the same instance.
TEST(Zoo, VerifyAgreesWithIndependentAnswersAndWitnessesRecheck) {
  int decided = 0, total = 0, milp_decided = 0;
  for (const auto& [name, e] : reference().items()) {
    for (const std::string& f : files_of(name, e)) {
      const Network net = load_model(f);
      for (const auto& [tag, s] : e["specs"].items()) {
        SCOPED_TRACE(f + " " + tag);
        const Spec spec = load_vnnlib(zoo(name + "_" + tag + ".vnnlib"));
        ASSERT_EQ(check_compatible(net, spec), "");
        const std::string expected = s["expected"];
        VerifyResult results[2];
        for (int k = 0; k < 2; ++k) {
          VerifyOptions o;
          o.method = k == 0 ? Method::Auto : Method::Milp;
          o.timeout_s = testing::time_limit(k == 0 ? 20.0 : 5.0);
          const VerifyResult r = verify(net, spec, o);
          results[k] = r;
          if (expected == "violated") {
            EXPECT_NE(r.verdict, Verdict::Holds) << to_string(o.method);
          }
          if (expected == "holds") {
            EXPECT_NE(r.verdict, Verdict::Violated) << to_string(o.method);
          }
          if (r.verdict == Verdict::Violated) {
            ASSERT_EQ(r.x.size(), spec.input_size);
            const Vec y = net.evaluate(r.x);
            EXPECT_GE(spec.violated_case(r.x, y), 0);
            const SpecCase& c = spec.cases[spec.violated_case(r.x, y) >= 0 ? spec.violated_case(r.x, y) : 0];
            EXPECT_TRUE((r.x.array() >= c.lo.array()).all() && (r.x.array() <= c.hi.array()).all());
          }
        }
        ++total;
        decided += results[0].verdict != Verdict::Unknown;
        milp_decided += results[1].verdict != Verdict::Unknown;
        if (results[0].verdict != Verdict::Unknown && results[1].verdict != Verdict::Unknown) {
          EXPECT_EQ(results[0].verdict, results[1].verdict) << "auto and MILP disagree";
        }
        EXPECT_NE(results[0].verdict, Verdict::Unknown) << "auto left it undecided (" << results[0].note << ")";
      }
    }
  }
  std::printf("auto decided %d of %d, MILP (5 s) %d\n", decided, total, milp_decided);
}

// Hand-built graphs: attributes the analyses cannot honour are errors naming them, and a
// residual connection from a value that is not a ReLU output (carried past the ReLU as
// relu(v) - relu(-v)) evaluates exactly.
struct Builder {
  onnx::ModelProto m;
  onnx::GraphProto* g;
  explicit Builder(std::vector<long> in_shape) {
    m.set_ir_version(7);
    m.add_opset_import()->set_version(13);
    g = m.mutable_graph();
    auto* in = g->add_input();
    in->set_name("x");
    auto* shp = in->mutable_type()->mutable_tensor_type()->mutable_shape();
    for (long d : in_shape) shp->add_dim()->set_dim_value(d);
  }
  void init(const std::string& name, std::vector<long> dims, std::vector<float> v) {
    auto* t = g->add_initializer();
    t->set_name(name);
    t->set_data_type(onnx::TensorProto::FLOAT);
    for (long d : dims) t->add_dims(d);
    for (float f : v) t->add_float_data(f);
  }
  onnx::NodeProto* node(const std::string& op, std::vector<std::string> ins, const std::string& out) {
    auto* n = g->add_node();
    n->set_op_type(op);
    n->set_name(out);
    for (auto& i : ins) n->add_input(i);
    n->add_output(out);
    return n;
  }
  static void ints(onnx::NodeProto* n, const char* name, std::vector<long> v) {
    auto* a = n->add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INTS);
    for (long x : v) a->add_ints(x);
  }
  static void integer(onnx::NodeProto* n, const char* name, long v) {
    auto* a = n->add_attribute();
    a->set_name(name);
    a->set_type(onnx::AttributeProto::INT);
    a->set_i(v);
  }
  Network load(const std::string& out) {
    g->add_output()->set_name(out);
    return parse_onnx(m.SerializeAsString(), "hand.onnx");
  }
};

std::string load_error(Builder& b, const std::string& out) {
  try {
    b.load(out);
  } catch (const InputError& e) {
    return e.what();
  }
  return "(loaded)";
}

TEST(Zoo, UnsupportedAttributesAreNamedErrors) {
  {  // ceil_mode with a partial last window
    Builder b({1, 1, 5, 5});
    auto* n = b.node("MaxPool", {"x"}, "p");
    Builder::ints(n, "kernel_shape", {2, 2});
    Builder::ints(n, "strides", {2, 2});
    Builder::integer(n, "ceil_mode", 1);
    EXPECT_NE(load_error(b, "p").find("hand.onnx: error: MaxPool (node 0 'p'): ceil_mode=1"), std::string::npos) << load_error(b, "p");
  }
  {  // batch statistics
    Builder b({1, 2, 2, 2});
    for (const char* p : {"s", "bb", "mu", "var"}) b.init(p, {2}, {1, 1});
    auto* n = b.node("BatchNormalization", {"x", "s", "bb", "mu", "var"}, "y");
    Builder::integer(n, "training_mode", 1);
    EXPECT_NE(load_error(b, "y").find("training_mode=1"), std::string::npos);
  }
  {  // a power of one input-dependent value by another (Mul, MatMul and Div of two are products)
    Builder b({1, 4});
    b.node("Relu", {"x"}, "r");
    b.node("Pow", {"r", "x"}, "y");
    EXPECT_NE(load_error(b, "y").find("ONNX op 'Pow' (node 1 'y') combines two values that depend on the input"), std::string::npos)
        << load_error(b, "y");
  }
  {  // an op no layer kind loads: refused by op and node
    Builder b({1, 4});
    b.node("Hardmax", {"x"}, "y");
    EXPECT_NE(load_error(b, "y").find("hand.onnx: error: unsupported ONNX op 'Hardmax' (node 0 'y')"), std::string::npos) << load_error(b, "y");
  }
  {  // a residual branch around a sigmoid: the value passes the Smooth layer unchanged
    Builder b({1, 4});
    b.node("Sigmoid", {"x"}, "s");
    b.node("Add", {"s", "x"}, "y");
    const Network net = b.load("y");
    const Vec x = Vec::LinSpaced(4, -3, 2);
    const Vec y = net.evaluate(x);
    for (long i = 0; i < 4; ++i) EXPECT_NEAR(y(i), 1 / (1 + std::exp(-x(i))) + x(i), 1e-15);
  }
  {  // ... and without one, sigmoid, tanh and erf on the input evaluate as the functions do
    Builder b({1, 4});
    b.node("Sigmoid", {"x"}, "s");
    b.node("Tanh", {"s"}, "t");
    b.node("Erf", {"t"}, "y");
    const Network net = b.load("y");
    const Vec x = Vec::LinSpaced(4, -30, 2);
    const Vec y = net.evaluate(x);
    for (long i = 0; i < 4; ++i) EXPECT_NEAR(y(i), std::erf(std::tanh(1 / (1 + std::exp(-x(i))))), 1e-15);
  }
  {  // auto_pad SAME_UPPER
    Builder b({1, 1, 4, 4});
    auto* n = b.node("AveragePool", {"x"}, "p");
    Builder::ints(n, "kernel_shape", {3, 3});
    auto* a = n->add_attribute();
    a->set_name("auto_pad");
    a->set_type(onnx::AttributeProto::STRING);
    a->set_s("SAME_UPPER");
    EXPECT_NE(load_error(b, "p").find("auto_pad SAME_UPPER is not supported"), std::string::npos);
  }
}

// Shape arithmetic on constants beyond + - * / (torch's size computations for a Resize and
// the like): Max, Min, Pow, Abs, Floor, Ceil, Sqrt folded; here they compute a scale of 3 for
// y = x * 3 = x * max(min(2, 5), 1) + floor(sqrt(|-2|) ^ 2 - 0.5) (= 2 + 1).
TEST(Zoo, ConstantShapeArithmeticIsFolded) {
  Builder b({1, 4});
  b.init("two", {1}, {2.0f});
  b.init("five", {1}, {5.0f});
  b.init("one", {1}, {1.0f});
  b.init("m2", {1}, {-2.0f});
  b.init("half", {1}, {0.5f});
  b.node("Min", {"two", "five"}, "mn");
  b.node("Max", {"mn", "one"}, "mx");      // 2
  b.node("Abs", {"m2"}, "ab");             // 2
  b.node("Sqrt", {"ab"}, "sq");            // 1.414
  b.node("Pow", {"sq", "two"}, "pw");      // 2.000...
  b.node("Sub", {"pw", "half"}, "sb");     // 1.5
  b.node("Floor", {"sb"}, "fl");           // 1
  b.node("Ceil", {"fl"}, "ce");            // 1
  b.node("Add", {"mx", "ce"}, "k");        // 3
  b.node("Mul", {"x", "k"}, "y");
  const Network net = b.load("y");
  const Vec x = Vec::LinSpaced(4, -1, 2);
  const Vec y = net.evaluate(x);
  for (long i = 0; i < 4; ++i) EXPECT_NEAR(y(i), 3 * x(i), 1e-12);
}

// Expand of a value and of a constant to [3, 4]: y[r][i] = x[i] + c[i].
TEST(Zoo, ExpandBroadcastsValuesAndConstants) {
  Builder b({1, 4});
  b.init("shape", {2}, {3.0f, 4.0f});
  b.init("c", {4}, {0.0f, 1.0f, 2.0f, 3.0f});
  b.node("Expand", {"x", "shape"}, "ex");
  b.node("Expand", {"c", "shape"}, "ec");
  b.node("Add", {"ex", "ec"}, "y");
  const Network net = b.load("y");
  ASSERT_EQ(net.output_size, 12);
  const Vec x = Vec::LinSpaced(4, -1, 2);
  const Vec y = net.evaluate(x);
  for (long r = 0; r < 3; ++r)
    for (long i = 0; i < 4; ++i) EXPECT_NEAR(y(4 * r + i), x(i) + static_cast<double>(i), 1e-12);
}

TEST(Zoo, ResidualFromANonReluValueAndLeakyReluEvaluateExactly) {
  // y = leaky(z) + z - max(z, 0) + [sum of pooled relu], z = 2x - 1 (z not a ReLU output)
  Builder b({1, 1, 2, 2});
  b.init("two", {1}, {2.0f});
  b.init("one", {1}, {1.0f});
  b.node("Mul", {"x", "two"}, "m");
  b.node("Sub", {"m", "one"}, "z");
  auto* lk = b.node("LeakyRelu", {"z"}, "lk");
  auto* a = lk->add_attribute();
  a->set_name("alpha");
  a->set_type(onnx::AttributeProto::FLOAT);
  a->set_f(0.25f);
  b.node("Relu", {"z"}, "r");
  auto* mp = b.node("MaxPool", {"r"}, "p");
  Builder::ints(mp, "kernel_shape", {2, 2});
  b.node("Add", {"lk", "z"}, "s1");
  b.node("Sub", {"s1", "r"}, "s2");
  b.node("Add", {"s2", "p"}, "y");  // broadcast of a [1,1,1,1] branch
  {
    const Network full = b.load("y");
    const Vec x = Vec::LinSpaced(4, -1, 2);
    const Vec y = full.evaluate(x);
    double pooled = 0;
    for (long i = 0; i < 4; ++i) pooled = std::max(pooled, 2 * x(i) - 1);
    for (long i = 0; i < 4; ++i) {
      const double z = 2 * x(i) - 1;
      EXPECT_NEAR(y(i), (z > 0 ? z : 0.25 * z) + z - std::max(z, 0.0) + pooled, 1e-12);
    }
  }

  Builder c({1, 1, 2, 2});
  c.g->CopyFrom(*b.g);
  c.g->mutable_node()->RemoveLast();
  c.g->clear_output();
  Network net = c.load("s2");
  std::mt19937_64 rng(5);
  std::uniform_real_distribution<double> U(-1, 2);
  for (int k = 0; k < 50; ++k) {
    Vec x(4);
    for (long i = 0; i < 4; ++i) x(i) = U(rng);
    const Vec y = net.evaluate(x);
    for (long i = 0; i < 4; ++i) {
      const double z = 2 * x(i) - 1, want = (z > 0 ? z : 0.25 * z) + z - std::max(z, 0.0);
      EXPECT_NEAR(y(i), want, 1e-12);
    }
  }
}

}  // namespace
}  // namespace shardproof::robustness
