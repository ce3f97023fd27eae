// \file The machine a plan runs on, as the cost model sees it: nested levels of device
// groups, each with the bandwidth and latency of a link inside it, plus the compute roof.
//
//   one node of 8 GPUs:   levels [{nvlink, group 8, 300 GB/s, 5 us}]
//   4 nodes x 8 GPUs:     levels [{nvlink, group 8, ...}, {infiniband, group 32, 50 GB/s, 10 us}]
//
// Level t groups `group_size` consecutive physical device ids. A collective whose
// communicating groups all fit inside one group of level t runs at level t's bandwidth
// and latency (alpha-beta); one that spans more than the last level uses the last level.
// File format (JSON, see examples/topologies/):
//   {"name": "...", "levels": [{"name": "nvlink", "group_size": 8,
//     "bandwidth_GBps": 300, "latency_us": 5}, ...],
//    "peak_tflops": 989, "memory_bandwidth_GBps": 3350,
//    "bf16_arithmetic_in_f32": false, "reduce_scatter_as_all_reduce": false,
//    "select_and_scatter_expanded": false, "library_fusions": false,
//    "optimization_barriers_removed": false}
// bf16_arithmetic_in_f32 (default false, as on GPUs and TPUs): the backend computes bf16
// arithmetic in f32, so a computed bf16 value is an f32 buffer and a bf16 weight read by a
// dot_general is converted to an f32 copy first (XLA's CPU backend: its float normalization
// upcasts every bf16 op it has no bf16 kernel for; examples/topologies/xla-cpu-8.json, used
// by bench/models/compare_memory.py to compare with XLA CPU's memory_analysis()). Such a
// backend also runs f16 and 8-bit float dots in f32: their operands and results are f32
// buffers, and a weight of those types read by a dot gets an f32 copy too.
// reduce_scatter_as_all_reduce (default false): the backend runs a reduce-scatter as an
// all-reduce of the whole operand followed by a slice that its readers fuse, so the
// reduced value occupies the operand's bytes for as long as it is read (XLA's CPU backend
// forms no reduce-scatter: the corpus's partitioned CPU HLO has none, only all-reduces whose
// results are read through dynamic-slice fusions; the bytes received are the cost model's
// as before, only memory changes).
// select_and_scatter_expanded (default false): the backend rewrites a select_and_scatter (a
// max-pool's gradient) into a variadic reduce_window over its padded operand and one iota
// per dimension, giving the selected positions, and a scatter (XLA's CPU pipeline,
// SelectAndScatterExpander): those temporaries are memory the op alone would not take.
// library_fusions (default false): the backend runs dots and reductions as library fusions
// that grow over their neighbours (XLA's CPU backend and YNNPACK: LibraryRewriter), so a
// value inside one needs no buffer and an elementwise producer one reads from outside gets
// a copy of its own (the cost model's rule 2f, partition/cost/materialisation.h).
// optimization_barriers_removed (default false, as on GPUs and TPUs, which keep them to
// order rematerialisation): the backend deletes optimization barriers before scheduling
// (XLA's CPU pipeline, OptimizationBarrierExpander), so a remat recomputation is free to run
// as soon as its inputs exist, beside the forward pass it repeats (the cost model's rule
// 3g, partition/cost/rescheduling.h).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "types/axis_ref.h"
#include "types/mesh.h"

namespace shardproof::redistribute {

struct TopologyLevel {
  std::string name;
  int64_t group_size = 8;         // devices per group at this level (cumulative)
  double bandwidth_bytes_per_s = 300e9;  // per device, each direction
  double latency_s = 5e-6;        // alpha, per message
};

// The compiler that builds the program for the machine: which of its behaviours the cost
// model follows (what it allocates and moves). `generic`: none in particular (a --topology
// file that names none); the XLA backends' behaviours are in partition/cost/ and cited there.
enum class Compiler { generic, xla_cpu, xla_gpu, xla_tpu };
std::string_view compiler_name(Compiler c);  // "generic", "xla-cpu", "xla-gpu", "xla-tpu"

struct Topology {
  std::string name;
  std::string target;        // the named target this came from ("tpu-v5e:2x4"; "" for a file)
  // The memory per device a program may have (0: not known): check's default budget. For a
  // named target, what its compiler allows (target.cpp), not always all the chip has.
  int64_t hbm_bytes = 0;
  // On-chip memory the compiler places temporaries in (a TPU core's VMEM; 0: none), so that
  // they take no HBM (partition/cost/memory_spaces.h, rule 10).
  int64_t vmem_bytes = 0;
  // A megacore TPU (v5p: two TensorCores acting as one device), whose compiler places only the
  // results of elementwise and reduction (loop) fusions in VMEM, keeping dot results,
  // collectives' buffers and unfused copies in HBM (rule 10), and makes no asynchronous
  // collective fusions, so a parameter's gather runs at its first reader (rule 3), measured on
  // the corpus (bench/targets/tpu_v5p_notes.md).
  bool megacore = false;
  Compiler compiler = Compiler::generic;
  std::vector<TopologyLevel> levels;  // innermost first
  double peak_flops = 989e12;         // per device
  double memory_bandwidth_bytes_per_s = 3350e9;
  bool bf16_arithmetic_in_f32 = false;  // see the file comment
  bool reduce_scatter_as_all_reduce = false;  // see the file comment
  bool select_and_scatter_expanded = false;   // see the file comment
  bool library_fusions = false;               // see the file comment
  bool optimization_barriers_removed = false;  // see the file comment

  static Topology one_node_8_gpus();
  static Topology four_nodes_8_gpus();
  // Reads the JSON format above; throws types::InputError naming the field.
  static Topology load(const std::string& path);
  static Topology parse_json(const std::string& text, const std::string& where);

  // The innermost level whose groups contain every group formed by varying `axes`
  // (with the other coordinates fixed) on `mesh`.
  int level_spanning(const types::Mesh& mesh, const std::vector<types::AxisRef>& axes) const;
};

}  // namespace shardproof::redistribute
