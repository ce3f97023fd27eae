// \file The pieces of `run`'s comparison rule (program_runner.h states the rule whole): the
// reduction length R and rounding unit a value's chain carries, the tolerance 2 R eps
// (|want| + rms), and how a NaN or infinity compares. The interpreter tracks the Rounding of
// every value; output_comparison.h and the GPU kernels' cross-check apply the rule.
//
//   f32 dot over K = 512, then add:  Rounding{512, 2^-23}: within 2 * 512 * 2^-23 (|want| + rms)
//   bf16 dot converted to f32:       keeps bf16's unit 2^-7 (the two sides' bf16 sums differ)
//   transpose of an argument:        Rounding{0, 0}: bit-exact
//
// Internal to exec/.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "partition/ir/program.h"
#include "partition/ops/kernel.h"

namespace shardproof::exec {

// How far beyond the perturbed references' own move an element may be and still agree
// (program_runner.h, conditioning): the partitioned run rounds differently at many places,
// a perturbed reference at its inputs only.
inline constexpr double kConditioningFactor = 4;

// The machine epsilon of a floating-point type (f32 2^-23, bf16 2^-7, f16 2^-10, f64 2^-52),
// 0 for others.
double machine_epsilon(types::DType t);

// The rounding unit of a floating-point or complex type (a complex's part's), 0 for others.
double rounding_unit(types::DType t);

// What the comparison's tolerance counts for one value (program_runner.h): R, the elements
// folded into one result along the longest chain of reductions feeding it, and the rounding
// unit of the least precise floating type a value on that chain had once a reduction had
// fed it (values before the first reduction are bit-identical on both sides, so their type
// rounds nothing differently). An f32 logit converted from a bf16 contraction keeps bf16's
// unit: the two sides' bf16 sums already differ by bf16 ulps before the convert.
struct Rounding {
  int64_t length = 0;
  double unit = 0;
  bool quantised = false;  // an integer converted from a float on the chain (comparison rule)
};
// Both operands' chains at once: the longer chain and the coarser unit (an upper bound on
// either operand's own product).
Rounding widest(const Rounding& a, const Rounding& b);
// A result of type `t` of an op folding `own` elements into each result, from operands whose
// widest chain is `in`: once anything has been folded, the result's own type rounds too.
Rounding through(Rounding in, int64_t own, types::DType t);
// The same for one op's result, marking a float converted to an integer (not to a boolean).
Rounding through_op(const partition::Program& program, const partition::Op& op, const Rounding& in, int64_t own,
                    types::DType t);

// `count` elements of the floating-point dtype `part` from `data`, as doubles.
std::vector<double> as_doubles(types::DType part, const std::byte* data, int64_t count);
// The root mean square of the finite ones (a NaN or infinity is compared as itself, not
// averaged).
double finite_rms(const std::vector<double>& values);
// Whether `got` is the same NaN or infinity as `want` (then no error to count), ...
bool same_non_finite(double got, double want);
// ... or within `tolerance` (|want| + rms) of it.
bool within_tolerance(double got, double want, double tolerance, double rms);
// How far `moved` is from `at`: 0 for the same NaN or infinity, infinite where one is a
// number and the other not.
double moved_distance(double at, double moved);

// Element i of a buffer as text, for a mismatch's report.
std::string element_text(const partition::HostBuffer& b, int64_t i);

}  // namespace shardproof::exec
