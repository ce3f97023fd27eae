#include "redistribute/topology.h"

#include <fmt/format.h>

#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "types/error.h"

namespace shardproof::redistribute {

using types::InputError;

std::string_view compiler_name(Compiler c) {
  switch (c) {
    case Compiler::generic: return "generic";
    case Compiler::xla_cpu: return "xla-cpu";
    case Compiler::xla_gpu: return "xla-gpu";
    case Compiler::xla_tpu: return "xla-tpu";
  }
  return "generic";
}

Topology Topology::one_node_8_gpus() {
  // H100 SXM node: NVLink 4 through NVSwitch. 300 GB/s is the bus bandwidth NCCL
  // typically reaches per GPU for large messages (of 450 GB/s raw per direction).
  Topology t;
  t.name = "1 node x 8 GPUs (NVLink)";
  t.levels = {{"nvlink", 8, 300e9, 5e-6}};
  t.peak_flops = 989e12;  // dense bf16
  t.memory_bandwidth_bytes_per_s = 3350e9;
  return t;
}

Topology Topology::four_nodes_8_gpus() {
  // Same nodes; one 400 Gb/s InfiniBand NIC per GPU between nodes (~50 GB/s each way).
  Topology t = one_node_8_gpus();
  t.name = "4 nodes x 8 GPUs (NVLink + InfiniBand)";
  t.levels.push_back({"infiniband", 32, 50e9, 10e-6});
  return t;
}

Topology Topology::parse_json(const std::string& text, const std::string& where) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {  // syntax, or a number past double's range (make fuzz)
    throw InputError(fmt::format("{}: error: not valid JSON: {}", where, e.what()));
  }
  if (!j.is_object()) throw InputError(fmt::format("{}: error: a topology is a JSON object", where));
  // A name, where given, is a string (a number there threw nlohmann's type_error: make fuzz).
  auto name_of = [&](const nlohmann::json& obj, const std::string& otherwise, const std::string& ctx) {
    if (!obj.contains("name")) return otherwise;
    if (!obj["name"].is_string()) throw InputError(fmt::format("{}: error: {} \"name\" must be a string", where, ctx));
    return obj["name"].get<std::string>();
  };
  auto need_number = [&](const nlohmann::json& obj, const char* key, const std::string& ctx) {
    if (!obj.contains(key) || !obj[key].is_number())
      throw InputError(fmt::format("{}: error: {} needs a number \"{}\"", where, ctx, key));
    double v = obj[key].get<double>();
    if (!(v > 0)) throw InputError(fmt::format("{}: error: {} \"{}\" must be positive", where, ctx, key));
    return v;
  };
  Topology t;
  t.name = name_of(j, where, "topology");
  if (!j.contains("levels") || !j["levels"].is_array() || j["levels"].empty())
    throw InputError(fmt::format("{}: error: \"levels\" must be a non-empty array", where));
  int64_t previous = 1;
  for (size_t i = 0; i < j["levels"].size(); ++i) {
    const auto& lj = j["levels"][i];
    std::string ctx = fmt::format("levels[{}]", i);
    TopologyLevel level;
    if (!lj.is_object()) throw InputError(fmt::format("{}: error: {} must be an object", where, ctx));
    level.name = name_of(lj, ctx, ctx);
    const double group_size = need_number(lj, "group_size", ctx);
    if (group_size != std::floor(group_size) || group_size > 1e9)  // no cast of an out-of-range double
      throw InputError(fmt::format("{}: error: {} \"group_size\" must be an integer up to 1e9", where, ctx));
    level.group_size = static_cast<int64_t>(group_size);
    level.bandwidth_bytes_per_s = need_number(lj, "bandwidth_GBps", ctx) * 1e9;
    level.latency_s = need_number(lj, "latency_us", ctx) * 1e-6;
    if (level.group_size % previous != 0)
      throw InputError(fmt::format("{}: error: {} group_size {} is not a multiple of the level inside it ({})",
                                   where, ctx, level.group_size, previous));
    previous = level.group_size;
    t.levels.push_back(level);
  }
  if (j.contains("peak_tflops")) t.peak_flops = need_number(j, "peak_tflops", "topology") * 1e12;
  if (j.contains("memory_bandwidth_GBps"))
    t.memory_bandwidth_bytes_per_s = need_number(j, "memory_bandwidth_GBps", "topology") * 1e9;
  auto read_flag = [&](const char* key, bool& flag) {
    if (!j.contains(key)) return;
    if (!j[key].is_boolean())
      throw InputError(fmt::format("{}: error: topology \"{}\" must be true or false", where, key));
    flag = j[key].get<bool>();
  };
  read_flag("bf16_arithmetic_in_f32", t.bf16_arithmetic_in_f32);
  read_flag("select_and_scatter_expanded", t.select_and_scatter_expanded);
  read_flag("reduce_scatter_as_all_reduce", t.reduce_scatter_as_all_reduce);
  read_flag("library_fusions", t.library_fusions);
  read_flag("optimization_barriers_removed", t.optimization_barriers_removed);
  return t;
}

Topology Topology::load(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw InputError(fmt::format("{}: error: cannot open topology file", path));
  std::stringstream ss;
  ss << in.rdbuf();
  return parse_json(ss.str(), path);
}

int Topology::level_spanning(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes) const {
  if (axes.empty() || levels.empty()) return 0;
  // For each device, compare the level-group of its physical id with that of the group's
  // base device (its digits on `axes` zeroed); the answer is the innermost level where
  // every pair agrees. Per reference, the stride of its digit in the linear id (row-major),
  // so that the base is the id less each digit times its stride: no coordinates built.
  struct Digit {
    int64_t stride, size;
  };
  std::vector<Digit> digits;
  digits.reserve(axes.size());
  for (const auto& ref : axes) {
    const int axis = *mesh.axis_index(ref.name);
    const int64_t size = types::axis_ref_size(mesh, ref);
    const int64_t minor = mesh.axis_size(axis) / (ref.pre * size);
    digits.push_back({mesh.stride(axis) * minor, size});
  }
  int needed = 0;
  const int last = static_cast<int>(levels.size()) - 1;
  for (int64_t d = 0; d < mesh.num_devices() && needed < last; ++d) {
    int64_t base = d;
    for (const Digit& g : digits) base -= (d / g.stride) % g.size * g.stride;
    const int64_t p = mesh.physical_device(d), q = mesh.physical_device(base);
    while (needed < last && p / levels[needed].group_size != q / levels[needed].group_size) ++needed;
  }
  return needed;
}

}  // namespace shardproof::redistribute
