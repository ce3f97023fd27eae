// Elementwise fusion in the executor (exec/fusion.h): which ops form a group and which must
// not (several readers, values returned, plans in between, complex values, contractions),
// and that fused runs give the same bits as unfused ones — on small chains where bf16
// rounding after every op and Eigen's vectorised exp and tanh matter, at block sizes that cut
// packets in two, and on real programs of examples/models and examples/thirdparty run on 8
// local devices.
#include <gtest/gtest.h>

#include <Eigen/Core>
#include <fmt/format.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <random>
#include <set>
#include <string>
#include <vector>

#include "exec/fusion.h"
#include "exec/program_runner.h"
#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"

namespace shardproof::exec {
namespace {

namespace fs = std::filesystem;
using partition::HostBuffer;
using partition::Program;

// main(ARGS) -> RESULTS { BODY; return RETURNED : RESULTS }
Program module(const std::string& args, const std::string& results, const std::string& body,
               const std::string& returned) {
  return partition::read_stablehlo(fmt::format("module {{\n  func.func public @main({}) -> ({}) {{\n{}\n    return {} : {}\n  }}\n}}\n",
                                               args, results, body, returned, results));
}

// The groups as sets of value names ("%1 %2 -> %3": the fused values, then the root's result).
std::vector<std::string> groups(const Program& p, const FusionPlan& plan) {
  std::vector<std::string> out;
  for (const FusedGroup& g : plan.groups) {
    std::string s;
    for (partition::ValueId v : g.fused_values) s += p.value(v).name + " ";
    s += "-> " + p.value(p.main.ops[static_cast<size_t>(g.root)].results[0]).name;
    out.push_back(s);
  }
  return out;
}

// The groups of a region's ops, named likewise.
std::vector<std::string> groups_of(const Program& p, const std::vector<partition::Op>& ops,
                                   const std::vector<partition::ValueId>& live_out) {
  const FusionPlan plan = plan_fusion(p, ops, live_out);
  std::vector<std::string> out;
  for (const FusedGroup& g : plan.groups) {
    std::string s;
    for (partition::ValueId v : g.fused_values) s += p.value(v).name + " ";
    out.push_back(s + "-> " + p.value(ops[static_cast<size_t>(g.root)].results[0]).name);
  }
  return out;
}

std::vector<std::string> groups(const Program& p, const FusionBarriers& barriers = {}) {
  return groups(p, plan_fusion(p, p.main.ops, p.main.results, barriers));
}

using Groups = std::vector<std::string>;

// Layer norm's centred square: the broadcast of the mean and the subtract are fused into the
// square; the reduce reading the square is no member (the square is materialised for it),
// nor is the constant.
TEST(FusionPlan, BroadcastAndElementwiseChainFuseUpToTheirReduce) {
  const Program p = module("%arg0: tensor<4x8xf32>, %arg1: tensor<4xf32>", "tensor<4xf32>",
                           "    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>\n"
                           "    %1 = stablehlo.subtract %arg0, %0 : tensor<4x8xf32>\n"
                           "    %2 = stablehlo.multiply %1, %1 : tensor<4x8xf32>\n"
                           "    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
                           "    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [1] : "
                           "(tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>",
                           "%3");
  const FusionPlan plan = plan_fusion(p, p.main.ops, p.main.results);
  EXPECT_EQ(groups(p, plan), (Groups{"%0 %1 -> %2"}));
  EXPECT_TRUE(plan.deferred(0));
  EXPECT_TRUE(plan.deferred(1));
  EXPECT_TRUE(plan.is_root(2));
  EXPECT_EQ(plan.runs_at[0], 2);
  EXPECT_EQ(plan.group_of[3], -1);
  EXPECT_EQ(plan.group_of[4], -1);
}

// Softmax's exp is read by the reduce and by the divide: it is materialised and ends its
// chain; the divide's broadcast of the sum fuses into the divide.
TEST(FusionPlan, AValueWithTwoReadersIsMaterialised) {
  const Program p = module("%arg0: tensor<4x8xf32>", "tensor<4x8xf32>",
                           "    %0 = stablehlo.exponential %arg0 : tensor<4x8xf32>\n"
                           "    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>\n"
                           "    %1 = stablehlo.reduce(%0 init: %cst) applies stablehlo.add across dimensions = [1] : "
                           "(tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>\n"
                           "    %2 = stablehlo.broadcast_in_dim %1, dims = [0] : (tensor<4xf32>) -> tensor<4x8xf32>\n"
                           "    %3 = stablehlo.divide %0, %2 : tensor<4x8xf32>",
                           "%3");
  EXPECT_EQ(groups(p), (Groups{"%2 -> %3"}));
}

// One reader reading twice (x * x) is one reader.
TEST(FusionPlan, OneReaderReadingTwiceFuses) {
  const Program p = module("%arg0: tensor<8xf32>", "tensor<8xf32>",
                           "    %0 = stablehlo.negate %arg0 : tensor<8xf32>\n"
                           "    %1 = stablehlo.multiply %0, %0 : tensor<8xf32>",
                           "%1");
  EXPECT_EQ(groups(p), (Groups{"%0 -> %1"}));
}

// A value the program returns is materialised even with one reader.
TEST(FusionPlan, AValueReturnedIsMaterialised) {
  const Program p = module("%arg0: tensor<8xf32>, %arg1: tensor<8xf32>", "tensor<8xf32>, tensor<8xf32>",
                           "    %0 = stablehlo.add %arg0, %arg1 : tensor<8xf32>\n"
                           "    %1 = stablehlo.multiply %0, %arg1 : tensor<8xf32>",
                           "%0, %1");
  EXPECT_EQ(groups(p), Groups{});
}

// A plan (a collective lowering inserted) at a member's operand, at its result or on the
// edge to its reader keeps the producer out: the collectives run where they ran unfused.
TEST(FusionPlan, APlanBetweenTwoOpsSplitsTheChain) {
  const Program p = module("%arg0: tensor<8xf32>, %arg1: tensor<8xf32>", "tensor<8xf32>",
                           "    %0 = stablehlo.negate %arg0 : tensor<8xf32>\n"
                           "    %1 = stablehlo.add %0, %arg1 : tensor<8xf32>\n"
                           "    %2 = stablehlo.multiply %1, %arg1 : tensor<8xf32>",
                           "%2");
  EXPECT_EQ(groups(p), (Groups{"%0 %1 -> %2"}));
  // on the edge %1 -> operand 0 of %2
  EXPECT_EQ(groups(p, {[](int op, size_t o) { return op == 2 && o == 0; }, nullptr}), (Groups{"%0 -> %1"}));
  // at the result of %0
  EXPECT_EQ(groups(p, {nullptr, [](int op, size_t) { return op == 0; }}), (Groups{"%1 -> %2"}));
  // at operand 1 of %1 (an input of the group): %1 can still be the root, not a member
  EXPECT_EQ(groups(p, {[](int op, size_t o) { return op == 1 && o == 1; }, nullptr}), (Groups{"%0 -> %1"}));
  // at the root's own operand from outside: the root may have plans, its members not
  EXPECT_EQ(groups(p, {[](int op, size_t o) { return op == 2 && o == 1; }, nullptr}), (Groups{"%0 %1 -> %2"}));
}

// Converts fuse like any elementwise op; bf16 values fuse (their rounding is kept, below).
TEST(FusionPlan, ConvertsBetweenTypesFuse) {
  const Program p = module("%arg0: tensor<16xbf16>, %arg1: tensor<16xbf16>", "tensor<16xbf16>",
                           "    %0 = stablehlo.convert %arg0 : (tensor<16xbf16>) -> tensor<16xf32>\n"
                           "    %1 = stablehlo.exponential %0 : tensor<16xf32>\n"
                           "    %2 = stablehlo.convert %1 : (tensor<16xf32>) -> tensor<16xbf16>\n"
                           "    %3 = stablehlo.multiply %2, %arg1 : tensor<16xbf16>",
                           "%3");
  EXPECT_EQ(groups(p), (Groups{"%0 %1 %2 -> %3"}));
}

// What never fuses: complex values (their whole-array kernels), contractions and reductions
// (no fused form), a scalar feeding a broadcast (other extent; a broadcast takes no fused
// operand), and a reshape that would have to be a root.
TEST(FusionPlan, ComplexValuesContractionsScalarsAndTrailingReshapesDoNotFuse) {
  const Program c = module("%arg0: tensor<4xf32>, %arg1: tensor<4xf32>", "tensor<4xcomplex<f32>>",
                           "    %0 = stablehlo.complex %arg0, %arg1 : tensor<4xcomplex<f32>>\n"
                           "    %1 = stablehlo.multiply %0, %0 : tensor<4xcomplex<f32>>",
                           "%1");
  EXPECT_EQ(groups(c), Groups{});
  const Program d = module("%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4x4xf32>", "tensor<4x4xf32>",
                           "    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : "
                           "(tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>\n"
                           "    %1 = stablehlo.add %0, %arg2 : tensor<4x4xf32>",
                           "%1");
  EXPECT_EQ(groups(d), Groups{});
  const Program s = module("%arg0: tensor<f32>, %arg1: tensor<4x8xf32>", "tensor<4x8xf32>",
                           "    %0 = stablehlo.add %arg0, %arg0 : tensor<f32>\n"
                           "    %1 = stablehlo.broadcast_in_dim %0, dims = [] : (tensor<f32>) -> tensor<4x8xf32>\n"
                           "    %2 = stablehlo.multiply %1, %arg1 : tensor<4x8xf32>",
                           "%2");
  EXPECT_EQ(groups(s), (Groups{"%1 -> %2"}));
  const Program r = module("%arg0: tensor<4x8xf32>", "tensor<32xf32>",
                           "    %0 = stablehlo.negate %arg0 : tensor<4x8xf32>\n"
                           "    %1 = stablehlo.reshape %0 : (tensor<4x8xf32>) -> tensor<32xf32>",
                           "%1");
  EXPECT_EQ(groups(r), Groups{});
  // ... but a reshape between two elementwise ops, or of a materialised value, fuses
  const Program m = module("%arg0: tensor<4x8xf32>, %arg1: tensor<4x8xf32>", "tensor<32xf32>",
                           "    %0 = stablehlo.negate %arg0 : tensor<4x8xf32>\n"
                           "    %1 = stablehlo.reshape %0 : (tensor<4x8xf32>) -> tensor<32xf32>\n"
                           "    %2 = stablehlo.reshape %arg1 : (tensor<4x8xf32>) -> tensor<32xf32>\n"
                           "    %3 = stablehlo.add %1, %2 : tensor<32xf32>",
                           "%3");
  EXPECT_EQ(groups(m), (Groups{"%0 %1 %2 -> %3"}));
}

// ---- the same bits -----------------------------------------------------------------------

template <class T>
HostBuffer filled(types::DType dtype, std::vector<int64_t> shape, uint64_t seed, double lo, double hi) {
  HostBuffer b = HostBuffer::zeros(dtype, std::move(shape));
  std::mt19937_64 rng(seed);
  std::uniform_real_distribution<double> u(lo, hi);
  for (int64_t i = 0; i < b.num_elements(); ++i) b.as<T>()[i] = static_cast<T>(static_cast<float>(u(rng)));
  return b;
}

bool same_bits(const HostBuffer& a, const HostBuffer& b) {
  return a.dtype == b.dtype && a.shape == b.shape && a.data == b.data;
}

ProgramRunOptions fused_in_blocks_of(int64_t block) {
  ProgramRunOptions o;
  o.fuse = true;
  o.fusion_block = block;
  return o;
}
ProgramRunOptions unfused() {
  ProgramRunOptions o;
  o.fuse = false;
  return o;
}

// A bf16 chain: every op rounds to bf16 unfused, so must every member of the fused loop.
// Computing the chain in float and rounding once gives other bits for some elements (checked:
// the test would catch a loop that kept float intermediates).
TEST(FusedRun, Bf16ChainRoundsAfterEveryOpAtEveryBlockSize) {
  const Program p = module("%arg0: tensor<3x1000xbf16>, %arg1: tensor<3x1000xbf16>, %arg2: tensor<1000xbf16>",
                           "tensor<3x1000xbf16>",
                           "    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3x1000xbf16>\n"
                           "    %1 = stablehlo.broadcast_in_dim %arg2, dims = [1] : (tensor<1000xbf16>) -> tensor<3x1000xbf16>\n"
                           "    %2 = stablehlo.add %0, %1 : tensor<3x1000xbf16>\n"
                           "    %3 = stablehlo.tanh %2 : tensor<3x1000xbf16>\n"
                           "    %4 = stablehlo.multiply %3, %arg0 : tensor<3x1000xbf16>",
                           "%4");
  ASSERT_EQ(groups(p), (Groups{"%0 %1 %2 %3 -> %4"}));
  const std::vector<HostBuffer> args = {filled<Eigen::bfloat16>(types::DType::bf16, {3, 1000}, 1, -3, 3),
                                        filled<Eigen::bfloat16>(types::DType::bf16, {3, 1000}, 2, -3, 3),
                                        filled<Eigen::bfloat16>(types::DType::bf16, {1000}, 3, -1, 1)};
  const HostBuffer want = run_reference(p, args, unfused())[0];
  for (int64_t block : {1, 3, 16, 999, 1000, 4096})
    EXPECT_TRUE(same_bits(run_reference(p, args, fused_in_blocks_of(block))[0], want)) << "block " << block;
  int64_t differ = 0;  // the chain in float, rounded once
  for (int64_t i = 0; i < 3000; ++i) {
    const float a = static_cast<float>(args[0].as<Eigen::bfloat16>()[i]), b = static_cast<float>(args[1].as<Eigen::bfloat16>()[i]);
    const float c = static_cast<float>(args[2].as<Eigen::bfloat16>()[i % 1000]);
    const Eigen::bfloat16 once(std::tanh(a * b + c) * a);
    differ += std::memcmp(&once, &want.as<Eigen::bfloat16>()[i], sizeof once) != 0;
  }
  EXPECT_GT(differ, 0);
}

// exp and tanh of floats run Eigen's packet functions; a fused block may start anywhere, so
// every element must go through the same function wherever it lies (no scalar head or tail).
TEST(FusedRun, VectorisedExpAndTanhGiveTheSameBitsAtEveryBlockSize) {
  const Program p = module("%arg0: tensor<4099xf32>, %arg1: tensor<4099xf32>", "tensor<4099xf32>",
                           "    %0 = stablehlo.exponential %arg0 : tensor<4099xf32>\n"
                           "    %1 = stablehlo.tanh %arg1 : tensor<4099xf32>\n"
                           "    %2 = stablehlo.add %0, %1 : tensor<4099xf32>\n"
                           "    %3 = stablehlo.tanh %2 : tensor<4099xf32>",
                           "%3");
  ASSERT_EQ(groups(p), (Groups{"%0 %1 %2 -> %3"}));
  const std::vector<HostBuffer> args = {filled<float>(types::DType::f32, {4099}, 4, -110, 5),
                                        filled<float>(types::DType::f32, {4099}, 5, -12, 12)};
  const HostBuffer want = run_reference(p, args, unfused())[0];
  for (int64_t block : {1, 2, 3, 5, 7, 15, 17, 33, 1000, 4096})
    EXPECT_TRUE(same_bits(run_reference(p, args, fused_in_blocks_of(block))[0], want)) << "block " << block;
}

// ---- real programs on 8 local devices ------------------------------------------------------

struct Checked {
  Program program;
  partition::CheckReport report;
};

std::unique_ptr<Checked> check(const fs::path& path) {
  auto c = std::make_unique<Checked>();
  partition::ReadOptions options;
  options.file_name = path.string();
  c->program = partition::read_stablehlo_file(path.string(), options);
  c->report = partition::check_program(c->program, {});
  return c;
}

// The program run on its mesh fused (blocks of 1000 elements: packets cut at block ends) and
// unfused from the same arguments: every device's every output and the reference's outputs
// bit for bit, and both agree with the reference. Fusion must have fused something.
void fused_equals_unfused(std::unique_ptr<Checked> c);
void fused_equals_unfused(const fs::path& path) { fused_equals_unfused(check(path)); }
void fused_equals_unfused(std::unique_ptr<Checked> c) {
  ASSERT_EQ(c->report.redistributions, c->report.redistributions_proved);
  const auto args = random_arguments(c->program, 1);
  ProgramRunOptions off = unfused(), on = fused_in_blocks_of(1000);
  off.keep_outputs = on.keep_outputs = true;
  const ProgramRunReport a = run_program(c->program, c->report.lowered, args, off);
  const ProgramRunReport b = run_program(c->program, c->report.lowered, args, on);
  ASSERT_FALSE(a.mismatch) << describe(*a.mismatch);
  ASSERT_FALSE(b.mismatch) << describe(*b.mismatch);
  ASSERT_EQ(a.device_outputs.size(), b.device_outputs.size());
  for (size_t d = 0; d < a.device_outputs.size(); ++d) {
    EXPECT_EQ(a.fused_values[d], 0);
    EXPECT_GT(b.fused_values[d], 0) << "device " << d;
    EXPECT_GT(b.fused_bytes[d], 0) << "device " << d;
    ASSERT_EQ(a.device_outputs[d].size(), b.device_outputs[d].size());
    for (size_t o = 0; o < a.device_outputs[d].size(); ++o)
      EXPECT_TRUE(same_bits(a.device_outputs[d][o], b.device_outputs[d][o])) << "device " << d << ", output " << o;
  }
  ASSERT_EQ(a.reference_outputs.size(), b.reference_outputs.size());
  for (size_t o = 0; o < a.reference_outputs.size(); ++o)
    EXPECT_TRUE(same_bits(a.reference_outputs[o], b.reference_outputs[o])) << "reference output " << o;
  // the same collectives, moving the same bytes
  ASSERT_EQ(a.collectives.size(), b.collectives.size());
  for (size_t k = 0; k < a.collectives.size(); ++k) {
    EXPECT_EQ(a.collectives[k].measured_recv_bytes, b.collectives[k].measured_recv_bytes);
    EXPECT_EQ(a.collectives[k].executions, b.collectives[k].executions);
  }
}

std::string test_name(const ::testing::TestParamInfo<std::string>& info) {
  std::string n = info.param;
  for (char& ch : n)
    if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
  return n;
}

// A loop's body and a branch inside it (issue 41, item 5: jax-md's NVE integrator is a
// fori_loop whose body holds every elementwise chain): their chains fuse as main's do, with
// the same bits, and the body's values are freed after their last reader rather than held to
// the loop's end: the body's eight 128 KiB temporaries per device are never all alive, so a
// device holds less at its peak fused than unfused (before, fused_values was 0 here: only
// main's top-level ops fused, and every value of the body stayed alive).
TEST(FusedRun, LoopBodiesAndTheirBranchesFuseWithTheSameBits) {
  const std::string text = R"(module @loop attributes {mhlo.num_partitions = 8 : i32} {
  sdy.mesh @mesh = <["data"=8]>
  func.func public @main(%arg0: tensor<64x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>},
                         %arg1: tensor<64x4096xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}]>}) -> (tensor<64x4096xf32>) {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %0:2 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i32>, tensor<64x4096xf32>
    cond {
      %n = stablehlo.constant dense<3> : tensor<i32>
      %p = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
    } do {
      %half = stablehlo.constant dense<5.000000e-01> : tensor<f32>
      %h = stablehlo.broadcast_in_dim %half, dims = [] : (tensor<f32>) -> tensor<64x4096xf32>
      %1 = stablehlo.multiply %x, %h : tensor<64x4096xf32>
      %2 = stablehlo.tanh %1 : tensor<64x4096xf32>
      %3 = stablehlo.add %2, %arg1 : tensor<64x4096xf32>
      %4 = stablehlo.multiply %3, %3 : tensor<64x4096xf32>
      %5 = stablehlo.subtract %4, %x : tensor<64x4096xf32>
      %two = stablehlo.constant dense<2> : tensor<i32>
      %r = stablehlo.remainder %i, %two : tensor<i32>
      %6 = "stablehlo.case"(%r) ({
        %7 = stablehlo.exponential %5 : tensor<64x4096xf32>
        %8 = stablehlo.negate %7 : tensor<64x4096xf32>
        %9 = stablehlo.add %8, %5 : tensor<64x4096xf32>
        stablehlo.return %9 : tensor<64x4096xf32>
      }, {
        %10 = stablehlo.sine %5 : tensor<64x4096xf32>
        %11 = stablehlo.abs %10 : tensor<64x4096xf32>
        stablehlo.return %11 : tensor<64x4096xf32>
      }) : (tensor<i32>) -> tensor<64x4096xf32>
      %one = stablehlo.constant dense<1> : tensor<i32>
      %next = stablehlo.add %i, %one : tensor<i32>
      stablehlo.return %next, %6 : tensor<i32>, tensor<64x4096xf32>
    }
    return %0#1 : tensor<64x4096xf32>
  }
})";
  partition::ReadOptions options;
  options.file_name = "loop.mlir";
  auto c = std::make_unique<Checked>();
  c->program = partition::read_stablehlo(text, options);
  c->report = partition::check_program(c->program, {});
  const Program& p = c->program;
  // the body's chain and each branch's, planned as main's ops are
  const auto& body = p.main.ops.at(1).region.at(1);
  EXPECT_EQ(groups_of(p, body.ops, body.results), (Groups{"%h %1 %2 %3 %4 -> %5"}));
  const auto& first = body.ops.at(9).region.at(0);
  EXPECT_EQ(groups_of(p, first.ops, first.results), (Groups{"%7 %8 -> %9"}));
  const auto args = random_arguments(p, 1);
  ProgramRunOptions off = unfused(), on = fused_in_blocks_of(1000);
  const ProgramRunReport a = run_program(p, c->report.lowered, args, off);
  const ProgramRunReport b = run_program(p, c->report.lowered, args, on);
  for (size_t d = 0; d < b.peak_bytes.size(); ++d)
    EXPECT_LT(b.peak_bytes[d], a.peak_bytes[d]) << "device " << d;
  fused_equals_unfused(std::move(c));
}

// Forward and training programs in f32, bf16 (rounded after every op) and with converts.
class FusedModel : public ::testing::TestWithParam<std::string> {};
TEST_P(FusedModel, GivesTheUnfusedBits) {
  fused_equals_unfused(fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "models" / (GetParam() + ".mlir"));
}
INSTANTIATE_TEST_SUITE_P(Models, FusedModel,
                         ::testing::Values("mlp_train_2d.shardy", "transformer_2d.shardy", "transformer_2d_bf16.shardy",
                                           "mlp_train_fsdp.shardy"),
                         test_name);

class FusedThirdParty : public ::testing::TestWithParam<std::string> {};
TEST_P(FusedThirdParty, GivesTheUnfusedBits) {
  fused_equals_unfused(fs::path(SHARDPROOF_SOURCE_DIR) / "examples" / "thirdparty" / (GetParam() + ".mlir"));
}
INSTANTIATE_TEST_SUITE_P(Corpus, FusedThirdParty,
                         ::testing::Values("gemma_fwd_2d.shardy", "keras_llama_fwd_2d.shardy", "flax_nnx_moe_fwd_2d.shardy",
                                           "eqx_transformer_fwd_2d.shardy"),
                         test_name);

}  // namespace
}  // namespace shardproof::exec
