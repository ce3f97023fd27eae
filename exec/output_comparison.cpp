#include "exec/output_comparison.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "exec/device_block.h"
#include "partition/ops/kernels/element.h"

namespace shardproof::exec {

using partition::HostBuffer;

namespace {

// Output r against the reference on every device: its OutputComparison appended to
// out.outputs, the first element the rule rejects as out.mismatch, the elements left for the
// partitioned side's own measure in out.undecided.
void compare_output(const ComparedSides& sides, size_t r, const std::vector<std::vector<double>>& sensitivity,
                    OutputsCompared& out) {
  const HostBuffer& ref = sides.expected[r];
  const auto& fn = sides.program.main;
  const int n = static_cast<int>(sides.outputs.size());
  OutputComparison c;
  c.index = static_cast<int>(r);
  c.name = r < fn.result_info.size() && !fn.result_info[r].empty() ? fn.result_info[r] : fmt::format("result {}", r);
  // A complex element is compared as its two parts, each by the rule of its part's type.
  const bool complex = partition::kernels::is_complex_dtype(ref.dtype);
  const types::DType part = partition::kernels::component_dtype(ref.dtype);
  const int64_t parts = complex ? 2 : 1;
  const bool floating = partition::kernels::is_float_dtype(part);
  // An integer output converted from a float computation (int8 quantisation of a cache;
  // not an argmax's index, which converts nothing) inherits the float's tolerance through
  // the convert: round(x) may land one step away where x is half an ulp away, so it agrees
  // within the float's tolerance in its own units, plus one step.
  const Rounding chain = sides.roundings[r];
  const bool from_float = !floating && chain.quantised && chain.length > 0 && chain.unit > 0;
  const Rounding rounding = floating || from_float ? chain : Rounding{};
  c.reduction_length = rounding.length;
  // The least precise type's unit along the chain; never finer than the output's own.
  c.rounding_unit = c.reduction_length > 0 ? (floating ? std::max(rounding.unit, machine_epsilon(part)) : rounding.unit) : 0;
  c.tolerance = 2.0 * static_cast<double>(c.reduction_length) * c.rounding_unit;
  const std::vector<double> ref_values = floating || from_float
                                             ? as_doubles(part, ref.data.data(), ref.num_elements() * parts)
                                             : std::vector<double>{};
  if (!sensitivity.empty())
    for (double m : sensitivity[r])
      if (std::isfinite(m)) c.max_sensitivity = std::max(c.max_sensitivity, m);
  const double rms = floating || from_float ? finite_rms(ref_values) : 0;
  const auto gs = partition::kernels::strides(ref.shape);
  const int64_t esize = types::byte_size(ref.dtype);
  for (int d = 0; d < n && c.ok; ++d) {
    const auto& outs = sides.outputs[static_cast<size_t>(d)];
    if (outs.empty()) continue;  // mpi: another rank's
    const HostBuffer& got = outs[r];
    const auto off = block_offsets(sides.mesh, sides.returned[r], ref.shape, d);
    if (got.num_elements() == 0) continue;
    std::vector<int64_t> idx(got.shape.size(), 0);
    int64_t i = 0;
    do {
      int64_t g = 0;
      bool inside = true;
      std::vector<int64_t> gi(idx.size());
      for (size_t k = 0; k < idx.size(); ++k) {
        gi[k] = idx[k] + off[k];
        inside &= gi[k] < ref.shape[k];
        g += gi[k] * gs[k];
      }
      if (inside) {
        bool same = std::memcmp(got.data.data() + i * esize, ref.data.data() + g * esize, static_cast<size_t>(esize)) == 0;
        if (!same && (floating || from_float) && c.reduction_length > 0) {
          same = true;
          for (int64_t k = 0; k < parts; ++k) {
            double x = 0;
            partition::kernels::with_dtype(part, [&]<class T>() { x = partition::kernels::to_double(got.as<T>()[i * parts + k]); });
            const double want = ref_values[static_cast<size_t>(g * parts + k)];
            // The largest error counts finite differences only: a NaN where the reference
            // has one (another payload) is no error, a NaN against a number is infinite.
            if (!same_non_finite(x, want)) c.max_abs_error = std::max(c.max_abs_error, std::isnan(x - want) ? INFINITY : std::abs(x - want));
            // An integer converted from a float: the float's tolerance in its own steps, plus
            // the one step a rounding may flip.
            if (from_float ? std::abs(x - want) <= std::floor(c.tolerance * (std::abs(want) + rms)) + 1
                           : within_tolerance(x, want, c.tolerance, rms))
              continue;
            // Beyond rounding: still agrees where the perturbed references moved this
            // element as far (conditioning, program_runner.h).
            const double moved = sensitivity.empty() || sensitivity[r].empty() ? 0 : sensitivity[r][static_cast<size_t>(g * parts + k)];
            if (moved > 0 && (std::isinf(moved) || std::abs(x - want) <= kConditioningFactor * moved)) {
              ++c.conditioned_elements;
              c.max_conditioned_ratio = std::max(c.max_conditioned_ratio, std::isinf(moved) ? 0.0 : std::abs(x - want) / moved);
              continue;
            }
            // Beyond the perturbed references' move too: decided after the comparison by
            // how far the partitioned run itself moves under the same perturbations.
            if (!sensitivity.empty() && floating) {
              out.undecided.push_back({r, static_cast<int64_t>(d), i, g, k, moved, x, want});
              continue;
            }
            same = false;
          }
        }
        if (!same) {
          c.ok = false;
          out.mismatch = ProgramMismatch{c.index, c.name, d, idx, gi, element_text(ref, g), element_text(got, i)};
          if (!sensitivity.empty() && !sensitivity[r].empty())
            for (int64_t k = 0; k < parts; ++k)
              out.mismatch->moved = std::max(out.mismatch->moved, sensitivity[r][static_cast<size_t>(g * parts + k)]);
          break;
        }
      }
      ++i;
    } while (partition::kernels::next_index(idx, got.shape));
  }
  out.outputs.push_back(std::move(c));
}

}  // namespace

OutputsCompared compare_outputs(const ComparedSides& sides, const std::vector<std::vector<double>>& sensitivity) {
  OutputsCompared out;
  for (size_t r = 0; r < sides.program.main.results.size() && !out.mismatch; ++r) compare_output(sides, r, sensitivity, out);
  return out;
}

void decide_undecided(const ComparedSides& sides, const std::vector<double>& own_moves, int runs, OutputsCompared& compared) {
  std::optional<size_t> first_kept;
  for (size_t e = 0; e < compared.undecided.size(); ++e) {
    const UndecidedElement& u = compared.undecided[e];
    const bool one_sided = std::isfinite(u.got) != std::isfinite(u.want);
    const double diff = one_sided ? INFINITY : std::abs(u.got - u.want);
    const double own = own_moves[e];
    const bool open = own > 0 && (std::isinf(own) || diff <= kConditioningFactor * own);
    OutputComparison& c = compared.outputs[u.output];
    ++c.undecided_elements;
    if (one_sided) ++c.one_sided_elements;
    if (open) {
      ++c.inconclusive_elements;
      if (std::isfinite(own)) c.max_own_sensitivity = std::max(c.max_own_sensitivity, own);
    } else if (!first_kept) {
      first_kept = e;
    }
    c.ok = false;
  }
  const UndecidedElement& u = compared.undecided[first_kept.value_or(0)];
  const HostBuffer& got = sides.outputs[static_cast<size_t>(u.device)][u.output];
  const auto off = block_offsets(sides.mesh, sides.returned[u.output], sides.expected[u.output].shape, u.device);
  std::vector<int64_t> local(got.shape.size()), global(got.shape.size());
  int64_t rest = u.local_flat;
  for (size_t k = got.shape.size(); k-- > 0;) {
    local[k] = got.shape[k] == 0 ? 0 : rest % got.shape[k];
    rest = got.shape[k] == 0 ? 0 : rest / got.shape[k];
    global[k] = local[k] + off[k];
  }
  compared.mismatch = ProgramMismatch{static_cast<int>(u.output), compared.outputs[u.output].name, u.device, local, global,
                                      element_text(sides.expected[u.output], u.ref_flat), element_text(got, u.local_flat), u.moved};
  compared.inconclusive = !first_kept && runs > 0;
}

}  // namespace shardproof::exec
