// \file A small reader and writer of NumPy's .npy format (version 1.0-3.0, C order), for
// the arrays a user passes to `shardproof run --inputs DIR`; Debian packages no C++ reader.
//
//   read_npy("inputs/x.npy")  -> HostBuffer{f32, [8, 16], 512 bytes}
//   header "{'descr': '<f4', 'fortran_order': False, 'shape': (8, 16), }"
// Element types: <f4 <f8 <f2 |b1 |i1 <i2 <i4 <i8 |u1 <u2 <u4 <u8, and bfloat16 as ml_dtypes
// writes it (descr '<V2' or 'bfloat16'). Fortran order and big-endian data are refused.
#pragma once

#include <string>

#include "partition/ops/kernel.h"
#include "types/error.h"

namespace shardproof::exec {

// Throws types::InputError ("x.npy: error: ...") for a file that cannot be read as .npy.
partition::HostBuffer read_npy(const std::string& path);
void write_npy(const std::string& path, const partition::HostBuffer& array);

}  // namespace shardproof::exec
