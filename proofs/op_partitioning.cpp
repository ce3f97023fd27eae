#include "proofs/op_partitioning.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <map>
#include <mutex>
#include <thread>

#include "exec/program_runner.h"
#include "partition/check/check.h"
#include "partition/ir/mesh_attach.h"
#include "partition/ir/stablehlo_reader.h"
#include "partition/ops/kernel.h"
#include "types/error.h"
#include "types/sharding_type.h"

namespace shardproof::proofs {
namespace {

namespace fs = std::filesystem;
using types::AxisRef;
using types::Mesh;
using types::ShardingType;

// The most cases run per (program, mesh layout) pair: past it, every ceil(n / cap)th of them
// (reported as sampled, not exhaustive).
constexpr int64_t kCasesPerLayout = 512;

// A mesh and the pieces its axes are dealt out in: whole axes, or a 1-axis mesh's axis cut into
// a major and a minor sub-axis (Shardy's `"x":(1)2`).
struct MeshLayout {
  Mesh mesh;
  std::vector<AxisRef> units;
};

std::vector<MeshLayout> mesh_layouts() {
  std::vector<MeshLayout> out;
  for (const char* text : {"x=2", "x=4", "x=2,y=2", "x=8", "x=2,y=4", "x=2,y=2,z=2"}) {
    Mesh mesh = Mesh::parse(text);
    MeshLayout whole{mesh, {}};
    for (int a = 0; a < mesh.rank(); ++a) whole.units.push_back(AxisRef::sub(mesh.axes()[a].name, 1, mesh.axis_size(a)));
    out.push_back(whole);
    if (mesh.rank() == 1 && mesh.axis_size(0) >= 4)
      for (int64_t major = 2; major < mesh.axis_size(0); major *= 2)
        out.push_back({mesh, {AxisRef::sub("x", 1, major), AxisRef::sub("x", major, mesh.axis_size(0) / major)}});
  }
  return out;
}

// Every sharding of a rank-`rank` tensor with `units`: each unit on no dimension or on one, in
// every order within a dimension.
std::vector<ShardingType> shardings_of(int rank, const std::vector<AxisRef>& units) {
  std::vector<ShardingType> out{ShardingType::fully_replicated(rank)};
  for (const AxisRef& unit : units) {
    std::vector<ShardingType> next;
    for (const ShardingType& t : out) {
      next.push_back(t);
      for (int d = 0; d < rank; ++d)
        for (size_t at = 0; at <= t.dims[d].axes.size(); ++at) {
          ShardingType u = t;
          u.dims[d].axes.insert(u.dims[d].axes.begin() + static_cast<long>(at), unit);
          next.push_back(std::move(u));
        }
    }
    out = std::move(next);
  }
  return out;
}

std::string describe_case(const std::string& program, const Mesh& mesh, const std::vector<ShardingType>& args) {
  std::string s = fmt::format("{} on {}", program, mesh.to_short());
  for (size_t a = 0; a < args.size(); ++a) s += fmt::format(", arg{} {}", a, types::to_string(mesh, args[a]));
  return s;
}

using Outcome = CaseOutcome;

void check_program_file(const fs::path& path, const OpPartitioningOptions& options, OpRowTally& tally) {
  partition::ReadOptions read;
  read.file_name = path.string();
  const partition::Program base = partition::read_stablehlo_file(path.string(), read);
  const std::string stem = path.stem().string();
  std::vector<int> ranks;
  for (partition::ValueId v : base.main.arguments) ranks.push_back(static_cast<int>(base.value(v).type.shape.size()));
  ++tally.programs;
  for (const MeshLayout& layout : mesh_layouts()) {
    std::vector<std::vector<ShardingType>> per_argument;
    int64_t total = 1;
    for (int rank : ranks) {
      per_argument.push_back(shardings_of(rank, layout.units));
      total *= static_cast<int64_t>(per_argument.back().size());
    }
    tally.enumerated += total;
    const int64_t stride = std::max(options.every, (total + kCasesPerLayout - 1) / kCasesPerLayout);
    // Mixed radix over the arguments' lists; the offset spreads a sampled layout's cases over
    // the programs instead of always starting at the all-replicated one.
    for (int64_t index = (stride > 1 ? static_cast<int64_t>(tally.programs) % stride : 0); index < total;
         index += stride) {
      std::vector<ShardingType> args;
      int64_t rest = index;
      for (const auto& list : per_argument) {
        args.push_back(list[static_cast<size_t>(rest % static_cast<int64_t>(list.size()))]);
        rest /= static_cast<int64_t>(list.size());
      }
      const CaseResult r = run_op_case(base, layout.mesh, args);
      ++tally.ran;
      if (r.outcome == Outcome::agreed) ++tally.agreed;
      if (r.outcome == Outcome::refused) {
        ++tally.refused;
        if (tally.first_refusal.empty()) tally.first_refusal = describe_case(stem, layout.mesh, args) + ": " + r.message;
      }
      if (r.outcome == Outcome::failed) {
        ++tally.failed;
        if (tally.first_failure.empty()) tally.first_failure = describe_case(stem, layout.mesh, args) + ": " + r.message;
      }
    }
  }
}

}  // namespace

CaseResult run_op_case(const partition::Program& base, const Mesh& mesh, const std::vector<ShardingType>& args,
                       uint64_t seed) {
  partition::Program program = base;
  try {
    const std::string mesh_name = partition::attach_mesh(program, mesh);
    for (size_t a = 0; a < args.size(); ++a)
      program.value(program.main.arguments[a]).sharding = partition::ValueSharding{mesh_name, args[a]};
    partition::CheckOptions options;
    options.verify_timeout_s = 30;
    const partition::CheckReport report = partition::check_program(program, options);
    if (report.redistributions != report.redistributions_proved)
      return {Outcome::failed, fmt::format("{} of {} redistributions proved", report.redistributions_proved,
                                           report.redistributions)};
    const auto run = exec::run_program(program, report.lowered, exec::random_arguments(program, seed));
    if (run.mismatch) return {Outcome::failed, exec::describe(*run.mismatch)};
    return {};
  } catch (const types::InputError& e) {
    // The shardings are valid by construction, so check refusing them is its own failure (a
    // planning error read as the user's: issue 41), not a gap.
    return {Outcome::failed, fmt::format("check refused valid shardings: {}", e.what())};
  } catch (const exec::ProgramUnsupported& e) {
    return {Outcome::refused, fmt::format("run: {}", e.what())};
  } catch (const partition::KernelUnsupported& e) {
    return {Outcome::refused, fmt::format("run: {}", e.what())};
  } catch (const std::exception& e) {
    return {Outcome::failed, fmt::format("internal error: {}", e.what())};
  }
}


OpPartitioningResult run_op_partitioning(const OpPartitioningOptions& options) {
  const auto start = std::chrono::steady_clock::now();
  std::vector<fs::path> files;
  for (const auto& e : fs::directory_iterator(options.cases_dir))
    if (e.path().extension() == ".mlir") files.push_back(e.path());
  std::sort(files.begin(), files.end());
  auto row_of = [](const fs::path& p) {
    const std::string stem = p.stem().string();
    return stem.substr(0, stem.find("__"));
  };
  if (!options.only.empty())
    std::erase_if(files, [&](const fs::path& p) { return row_of(p) != options.only; });
  std::map<std::string, OpRowTally> rows;
  std::vector<OpRowTally> per_file(files.size());
  std::atomic<size_t> next{0};
  auto worker = [&] {
    for (size_t i; (i = next++) < files.size();) {
      per_file[i].row = row_of(files[i]);
      try {
        check_program_file(files[i], options, per_file[i]);
      } catch (const std::exception& e) {
        ++per_file[i].failed;
        per_file[i].first_failure = fmt::format("{}: {}", files[i].filename().string(), e.what());
      }
    }
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::max(1, options.threads); ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  OpPartitioningResult out;
  for (const OpRowTally& f : per_file) {
    OpRowTally& r = rows[f.row];
    r.row = f.row;
    r.programs += f.programs;
    r.enumerated += f.enumerated;
    r.ran += f.ran;
    r.agreed += f.agreed;
    r.refused += f.refused;
    r.failed += f.failed;
    if (r.first_refusal.empty()) r.first_refusal = f.first_refusal;
    if (r.first_failure.empty()) r.first_failure = f.first_failure;
  }
  for (auto& [name, r] : rows) {
    out.ran += r.ran;
    out.agreed += r.agreed;
    out.refused += r.refused;
    out.failed += r.failed;
    out.rows.push_back(std::move(r));
  }
  out.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return out;
}

}  // namespace shardproof::proofs
