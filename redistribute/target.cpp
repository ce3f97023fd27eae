#include "redistribute/target.h"

#include <fmt/format.h>

#include <charconv>

#include "types/error.h"

namespace shardproof::redistribute {
namespace {

using types::InputError;

constexpr int64_t kMiB = int64_t{1} << 20;
constexpr int64_t kGiB = int64_t{1} << 30;

// One family of devices: what a chip or GPU is, and how its slices are shaped.
struct Family {
  std::string_view name;         // as written before ':' ("tpu-v5e")
  std::string_view example;      // a full name, for the list of known targets
  int shape_rank;                // 2: HOSTSxGPUS or a 2-D torus; 3: a 3-D torus
  std::string_view device;       // "H100 SXM 80GB"
  int64_t hbm_bytes;             // per device, as sold
  int64_t budget_bytes;          // what the compiler lets a program allocate of it
  double peak_flops;             // dense bf16 per device, FLOP/s
  double memory_bandwidth;       // HBM, bytes/s
  double link_bandwidth;         // per device, each direction, for a ring over one axis
  double link_latency_s;
  double network_bandwidth;      // GPUs: between hosts, per GPU (0: one level only)
  int64_t vmem_bytes;            // TPU: a core's vector memory (0: none)
  Compiler compiler;
};

// Published figures. H100 SXM 80GB: NVIDIA's datasheet (989 TFLOP/s dense bf16, 3.35 TB/s,
// NVLink 4 at 450 GB/s each way, of which NCCL's bus bandwidth reaches about 300 for large
// messages), the memory XLA's own H100 spec gives (device_memory_size 84,942,979,072 bytes:
// bench/targets/h100_sxm.txtpb), one 400 Gb/s NIC per GPU between hosts. TPUs: Google Cloud's
// system-architecture pages: v5e 16 GiB HBM2e, 197 TFLOP/s bf16, 819 GB/s, ICI 1,600 Gb/s a
// chip over four links of a 2-D torus; v5p 95 GiB, 459 TFLOP/s, 2,765 GB/s, 4,800 Gb/s over
// six links (3-D torus); v6e (Trillium) 32 GiB, 918 TFLOP/s, 1,640 GB/s, 3,584 Gb/s over
// four links; v4 32 GiB, 275 TFLOP/s, 1,228 GB/s, 2,400 Gb/s over six links. A ring along one
// torus axis uses that axis' two links: twice one link's bandwidth each way. VMEM, a
// TensorCore's vector memory (JAX's Pallas TPU hardware table, jax/_src/pallas/mosaic/
// tpu_info.py): v4 16 MiB, v5e 128 MiB, v5p 64 MiB, v6e 128 MiB. The budget: the most HBM XLA's
// TPU compiler lets a program have before it refuses it (RESOURCE_EXHAUSTED), found by
// compiling y = 2x at sizes around it (tests/data/targets/tpu-*/hbm_probe_*.json, libtpu
// 0.0.42.1): v5e 15.75 GiB (16 GiB less 256 MiB), v6e 31.25 GiB (32 less 768 MiB), v5p
// 95.74 GiB as the compiler prints it; v4 not measured, its 32 GiB. A GPU's is the device's
// memory (XLA's GPU compiler refuses nothing: the allocator does, at run time).
constexpr Family kFamilies[] = {
    {"h100", "h100x8, h100:2x8", 2, "H100 SXM 80GB", 84942979072, 84942979072, 989e12, 3.35e12, 300e9, 5e-6, 50e9, 0, Compiler::xla_gpu},
    {"tpu-v5e", "tpu-v5e:2x4, tpu-v5e:16x16", 2, "TPU v5e", 16 * kGiB, 16 * kGiB - 256 * kMiB, 197e12, 819e9, 100e9, 2e-6, 0, 128 * kMiB, Compiler::xla_tpu},
    {"tpu-v6e", "tpu-v6e:2x4, tpu-v6e:16x16", 2, "TPU v6e (Trillium)", 32 * kGiB, 32 * kGiB - 768 * kMiB, 918e12, 1640e9, 224e9, 2e-6, 0,
     128 * kMiB, Compiler::xla_tpu},
    {"tpu-v5p", "tpu-v5p:2x2x2, tpu-v5p:4x4x4", 3, "TPU v5p", 95 * kGiB, 102800042229, 459e12, 2765e9, 200e9, 2e-6, 0, 64 * kMiB, Compiler::xla_tpu},
    {"tpu-v4", "tpu-v4:2x2x2, tpu-v4:4x4x4", 3, "TPU v4", 32 * kGiB, 32 * kGiB, 275e12, 1228e9, 100e9, 2e-6, 0, 16 * kMiB, Compiler::xla_tpu},
    {"cpu", "cpu:8, cpu8", 1, "XLA CPU host device", 0, 0, 1e12, 100e9, 20e9, 10e-6, 0, 0, Compiler::xla_cpu},
};

std::string known_list() {
  std::string s;
  for (const std::string& line : known_targets()) s += "\n  " + line;
  return s;
}

[[noreturn]] void unknown(std::string_view name, const std::string& why) {
  throw InputError(fmt::format("unknown target '{}'{}; known targets:{}", name, why.empty() ? "" : ": " + why,
                               known_list()));
}

// "2x4" -> {2, 4}; empty on anything else.
std::vector<int64_t> parse_shape(std::string_view text) {
  std::vector<int64_t> out;
  while (!text.empty()) {
    const size_t x = text.find('x');
    const std::string_view part = text.substr(0, x);
    int64_t v = 0;
    const auto [end, ec] = std::from_chars(part.data(), part.data() + part.size(), v);
    if (ec != std::errc() || end != part.data() + part.size() || v < 1 || v > 4096) return {};
    out.push_back(v);
    if (x == std::string_view::npos) break;
    text.remove_prefix(x + 1);
    if (text.empty()) return {};
  }
  return out;
}

}  // namespace

std::vector<std::string> known_targets() {
  std::vector<std::string> out;
  for (const Family& f : kFamilies) {
    const std::string shape = f.name == "cpu" ? "N devices" : f.name == "h100" ? "HOSTSxGPUS (GPUS <= 8)"
                              : f.shape_rank == 2                               ? "AxB torus"
                                                                                : "AxBxC torus";
    out.push_back(fmt::format("{:<9} {:<24} {}{}", f.name, shape, f.example,
                              f.hbm_bytes ? fmt::format(" ({}, {} GiB)", f.device, f.hbm_bytes / kGiB) : ""));
  }
  return out;
}

Target find_target(std::string_view name) {
  std::string_view family_name = name, shape_text;
  if (const size_t colon = name.find(':'); colon != std::string_view::npos) {
    family_name = name.substr(0, colon);
    shape_text = name.substr(colon + 1);
  } else if (name.starts_with("h100x")) {  // h100x8: one host of 8
    family_name = "h100";
    shape_text = name.substr(5);
  } else if (name.starts_with("cpu") && name.size() > 3) {  // cpu8: 8 host devices
    family_name = "cpu";
    shape_text = name.substr(3);
  }
  const Family* family = nullptr;
  for (const Family& f : kFamilies)
    if (f.name == family_name) family = &f;
  if (!family) unknown(name, "");
  std::vector<int64_t> shape = parse_shape(shape_text);
  if (family->name == "h100" && shape.size() == 1) shape.insert(shape.begin(), 1);
  if (shape.empty() || static_cast<int>(shape.size()) != family->shape_rank)
    unknown(name, fmt::format("{} takes a {} shape", family->name,
                              family->shape_rank == 1   ? "device count"
                              : family->name == "h100" ? "HOSTSxGPUS"
                              : family->shape_rank == 2 ? "2-D (AxB)"
                                                        : "3-D (AxBxC)"));
  if (family->name == "h100" && shape[1] > 8) unknown(name, "at most 8 GPUs a host");
  int64_t devices = 1;
  for (int64_t s : shape) devices *= s;
  Target t;
  t.devices = devices;
  std::string shape_str = fmt::format("{}", shape[0]);
  for (size_t i = 1; i < shape.size(); ++i) shape_str += fmt::format("x{}", shape[i]);
  t.name = fmt::format("{}:{}", family->name, shape_str);
  Topology& topo = t.topology;
  topo.peak_flops = family->peak_flops;
  topo.memory_bandwidth_bytes_per_s = family->memory_bandwidth;
  topo.hbm_bytes = family->budget_bytes;
  topo.vmem_bytes = family->vmem_bytes;
  topo.compiler = family->compiler;
  // v5p's megacore (measured: bench/targets/tpu_v5p_notes.md); v4 is megacore too, but not
  // measured, so it keeps v5e's placement.
  topo.megacore = family->name == "tpu-v5p";
  topo.target = t.name;
  if (family->name == "h100") {
    const int64_t hosts = shape[0], gpus = shape[1];
    t.description = fmt::format("{} host{} x {} H100 SXM 80GB", hosts, hosts > 1 ? "s" : "", gpus);
    topo.levels = {{"nvlink", gpus, family->link_bandwidth, family->link_latency_s}};
    if (hosts > 1) topo.levels.push_back({"infiniband", devices, family->network_bandwidth, 10e-6});
  } else if (family->name == "cpu") {
    t.description = fmt::format("XLA CPU backend, {} host devices", devices);
    topo.levels = {{"host", devices, family->link_bandwidth, family->link_latency_s}};
    // XLA's CPU pipeline (examples/topologies/xla-cpu-8.json, topology.h).
    topo.bf16_arithmetic_in_f32 = true;
    topo.reduce_scatter_as_all_reduce = true;
    topo.select_and_scatter_expanded = true;
    topo.library_fusions = true;
    topo.optimization_barriers_removed = true;
  } else {
    t.description = fmt::format("{} {} chips ({} torus), {} GiB HBM each", devices, family->device, shape_str,
                                family->hbm_bytes / kGiB);
    topo.levels = {{"ici", devices, family->link_bandwidth, family->link_latency_s}};
  }
  topo.name = fmt::format("{} ({})", t.name, t.description);
  return t;
}

}  // namespace shardproof::redistribute
