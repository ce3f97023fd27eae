// \file Named targets: the accelerators a user deploys on, each a profile of the device (its
// memory, compute roofs, links) and of the XLA compiler that builds for it (what that
// compiler allocates and moves). `check --target NAME` prices and sizes a program as that
// compiler would build it; `--topology FILE` stays for machines not listed here.
//
//   h100x8          1 host x 8 H100 SXM 80GB (NVLink 4 through NVSwitch), XLA's GPU compiler
//   h100:2x8        2 hosts x 8 H100 (NVLink inside a host, 400 Gb/s InfiniBand per GPU between)
//   tpu-v5e:2x4     8 TPU v5e chips (16 GiB HBM each, 2-D torus ICI), XLA's TPU compiler
//   tpu-v5p:4x4x4   64 TPU v5p chips (3-D torus), tpu-v6e:16x16 256 Trillium chips
//   cpu:8           XLA's CPU backend on 8 host devices (the reference the model was first
//                   fitted to; bench/models/compare_memory.py)
//
// The device figures are the vendors' published ones (NVIDIA's H100 SXM datasheet, Google
// Cloud's TPU system-architecture pages), cited beside each in target.cpp; the compiler's are
// read off XLA's own builds for that target (bench/targets/, tests/data/targets/).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "redistribute/topology.h"

namespace shardproof::redistribute {

struct Target {
  std::string name;         // as the user wrote it, canonical: "tpu-v5e:2x4"
  std::string description;  // "8 TPU v5e chips (2x4 torus), 16 GiB HBM each"
  int64_t devices = 0;      // chips (TPU) or GPUs
  Topology topology;        // links, roofs, HBM and the compiler's behaviours
};

// The target `name` names, or types::InputError listing the known ones (families and the
// shapes each takes) when it names none. Device counts are the shape's product; a GPU shape is
// HOSTSxGPUS (at most 8 GPUs a host), a TPU shape the slice's torus (2-D for v5e and v6e, 3-D
// for v4 and v5p).
Target find_target(std::string_view name);

// One line per family, with an example: what an unknown name's error lists.
std::vector<std::string> known_targets();

}  // namespace shardproof::redistribute
