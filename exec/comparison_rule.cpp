#include "exec/comparison_rule.h"

#include <algorithm>
#include <cmath>

#include "exec/shard.h"
#include "partition/ops/kernels/element.h"

namespace shardproof::exec {

using partition::HostBuffer;
using partition::Op;
using partition::OpKind;
using partition::Program;

double machine_epsilon(types::DType t) {
  switch (t) {
    case types::DType::f32: return std::ldexp(1.0, -23);
    case types::DType::bf16: return std::ldexp(1.0, -7);
    case types::DType::f16: return std::ldexp(1.0, -10);
    case types::DType::f64: return std::ldexp(1.0, -52);
    default: return 0;
  }
}

double rounding_unit(types::DType t) { return machine_epsilon(partition::kernels::component_dtype(t)); }

Rounding widest(const Rounding& a, const Rounding& b) {
  return {std::max(a.length, b.length), std::max(a.unit, b.unit), a.quantised || b.quantised};
}

Rounding through(Rounding in, int64_t own, types::DType t) {
  in.length += own;
  if (in.length > 0) in.unit = std::max(in.unit, rounding_unit(t));
  return in;
}

Rounding through_op(const Program& program, const Op& op, const Rounding& in, int64_t own, types::DType t) {
  Rounding out = through(in, own, t);
  if (op.kind == OpKind::convert && !op.operands.empty() &&
      partition::kernels::is_float_dtype(program.value(op.operands[0]).type.dtype) &&
      !partition::kernels::is_float_dtype(t) && t != types::DType::i1)
    out.quantised = true;
  return out;
}

std::vector<double> as_doubles(types::DType part, const std::byte* data, int64_t count) {
  std::vector<double> out(static_cast<size_t>(count));
  partition::kernels::with_dtype(part, [&]<class T>() {
    const T* p = reinterpret_cast<const T*>(data);
    for (int64_t i = 0; i < count; ++i) out[static_cast<size_t>(i)] = partition::kernels::to_double(p[i]);
  });
  return out;
}

double finite_rms(const std::vector<double>& values) {
  double sum = 0;
  int64_t finite = 0;
  for (double v : values)
    if (std::isfinite(v)) {
      sum += v * v;
      ++finite;
    }
  return finite == 0 ? 0 : std::sqrt(sum / static_cast<double>(finite));
}

bool same_non_finite(double got, double want) {
  return (std::isnan(got) && std::isnan(want)) || (std::isinf(got) && got == want);
}

bool within_tolerance(double got, double want, double tolerance, double rms) {
  return same_non_finite(got, want) || std::abs(got - want) <= tolerance * (std::abs(want) + rms);
}

double moved_distance(double at, double moved) {
  return same_non_finite(at, moved) ? 0 : std::isfinite(at) && std::isfinite(moved) ? std::abs(at - moved) : INFINITY;
}

std::string element_text(const HostBuffer& b, int64_t i) {
  return format_value(b.dtype, b.data.data() + i * types::byte_size(b.dtype));
}

}  // namespace shardproof::exec
