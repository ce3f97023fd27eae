// \file The redistribution cases the core issue names (f32, n = 4096; "x2 y4" is the mesh
// <["x"=2, "y"=4]>), shared by the tests and the benchmarks so that both speak of the same
// eight problems.
//
//   {"x8_transpose", "x=8", "4096x4096", [{"x"},{}], [{},{"x"}]}   one all_to_all
#pragma once

namespace shardproof::testing {

struct IssueCase {
  const char* name;
  const char* mesh;
  const char* shape;
  const char* from;
  const char* to;
};

inline constexpr IssueCase kIssueCases[] = {
    {"x8_transpose", "x=8", "4096x4096", R"([{"x"},{}])", R"([{},{"x"}])"},
    {"x2y4_drop_major", "x=2,y=4", "4096x4096", R"([{"x","y"},{}])", R"([{"y"},{}])"},
    {"x4y2_3d", "x=4,y=2", "512x512x512", R"([{"y"},{},{"x"}])", R"([{},{"x","y"},{}])"},
    {"x4y2_swap_dims", "x=4,y=2", "4096x4096", R"([{"x"},{}])", R"([{},{"y"}])"},
    {"x4y2_reduce_scatter", "x=4,y=2", "4096x4096", R"([{},{"y"}], unreduced={"x"})", R"([{"x"},{"y"}])"},
    {"x2y2_unreduced_reshard", "x=2,y=2", "4096x4096", R"([{"x"},{}], unreduced={"y"})", R"([{},{"x","y"}])"},
    {"x4y2_both_dims", "x=4,y=2", "4096x4096", R"([{"x"},{}])", R"([{"y"},{"x"}])"},
    {"x4y6_coprime", "x=4,y=6", "2304x2304", R"([{"x"},{}])", R"([{"y"},{}])"},
};

}  // namespace shardproof::testing
