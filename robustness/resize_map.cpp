#include "robustness/resize_map.h"

#include <algorithm>
#include <cmath>

namespace shardproof::robustness {

std::vector<std::vector<std::pair<long, double>>> resize_axis(long in, long out, double scale, const ResizeMode& mode,
                                                             std::string& error) {
  std::vector<std::vector<std::pair<long, double>>> taps;
  error.clear();
  if (in <= 0 || out <= 0 || !(scale > 0)) {
    error = "empty axis or a scale that is not positive";
    return taps;
  }
  const std::string& ct = mode.coordinates;
  if (ct != "half_pixel" && ct != "pytorch_half_pixel" && ct != "align_corners" && ct != "asymmetric" &&
      ct != "tf_half_pixel_for_nearest") {
    error = "coordinate_transformation_mode '" + ct + "' is not supported";
    return taps;
  }
  const std::string& nm = mode.nearest;
  if (!mode.linear && nm != "round_prefer_floor" && nm != "round_prefer_ceil" && nm != "floor" && nm != "ceil") {
    error = "nearest_mode '" + nm + "' is not supported";
    return taps;
  }
  for (long o = 0; o < out; ++o) {
    double x = 0;  // the output's coordinate in the input
    if (ct == "half_pixel") x = (o + 0.5) / scale - 0.5;
    else if (ct == "pytorch_half_pixel") x = out > 1 ? (o + 0.5) / scale - 0.5 : 0.0;
    else if (ct == "align_corners") x = out > 1 ? o * static_cast<double>(in - 1) / static_cast<double>(out - 1) : 0.0;
    else if (ct == "asymmetric") x = o / scale;
    else x = (o + 0.5) / scale;  // tf_half_pixel_for_nearest
    if (!mode.linear) {
      double r = 0;
      if (nm == "floor") r = std::floor(x);
      else if (nm == "ceil") r = std::ceil(x);
      else if (x - std::floor(x) == 0.5) r = nm == "round_prefer_floor" ? std::floor(x) : std::ceil(x);
      else r = std::round(x);
      taps.push_back({{std::clamp(static_cast<long>(r), 0L, in - 1), 1.0}});
      continue;
    }
    // Linear: the coordinate clamped into the axis, then its two neighbours by distance.
    x = std::clamp(x, 0.0, static_cast<double>(in - 1));
    const long i0 = static_cast<long>(std::floor(x));
    const long i1 = std::min(i0 + 1, in - 1);
    const double w1 = x - static_cast<double>(i0);
    if (i1 == i0 || w1 == 0) taps.push_back({{i0, 1.0}});
    else taps.push_back({{i0, 1.0 - w1}, {i1, w1}});
  }
  return taps;
}

}  // namespace shardproof::robustness
