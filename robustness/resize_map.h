// \file ResizeAxis: ONNX Resize (and Upsample) along one axis as the constant weights it takes
// its inputs with, so that a resize of a tensor that depends on the network input is an affine
// layer (the loader multiplies the axes' weights together into one sparse map). Both modes
// read here are linear in the input: `nearest` picks one input per output (weight 1), `linear`
// mixes the two neighbours of the output's source coordinate. Exact: the map is the op itself,
// nothing is relaxed. The source coordinate follows the op's coordinate_transformation_mode
// (half_pixel, pytorch_half_pixel, align_corners, asymmetric, tf_half_pixel_for_nearest) and,
// for nearest, its nearest_mode (round_prefer_floor, round_prefer_ceil, floor, ceil), as the
// ONNX reference and onnxruntime compute them.
// Examples: torch's F.interpolate(scale_factor=2, mode="nearest") exports asymmetric + floor:
// 2 -> 4 takes inputs 0, 0, 1, 1. Linear, half_pixel, 2 -> 4: output 1 sits at source 0.25,
// so it is 0.75 x0 + 0.25 x1; output 0 (source -0.25, clamped to 0) is x0.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace shardproof::robustness {

struct ResizeMode {
  bool linear = false;                           // mode "linear" (else "nearest")
  std::string coordinates = "half_pixel";        // coordinate_transformation_mode
  std::string nearest = "round_prefer_floor";    // nearest_mode
};

// For each of the `out` outputs of an axis of `in` inputs resized by `scale` (out / in when
// the op gave sizes), the (input index, weight) pairs it sums. Returns an error message in
// `error` (and nothing) for a mode this does not read.
std::vector<std::vector<std::pair<long, double>>> resize_axis(long in, long out, double scale, const ResizeMode& mode,
                                                             std::string& error);

}  // namespace shardproof::robustness
