#include "bench/random_problems.h"

#include <algorithm>

namespace shardproof::bench {

namespace {
types::ShardingType random_type(std::mt19937_64& rng, const types::Mesh& mesh, int rank, bool unreduced) {
  types::ShardingType t = types::ShardingType::fully_replicated(rank);
  std::vector<int> order(mesh.rank());
  for (int i = 0; i < mesh.rank(); ++i) order[i] = i;
  std::shuffle(order.begin(), order.end(), rng);
  for (int axis : order) {
    int choice = static_cast<int>(rng() % (rank + 2));
    types::AxisRef ref = types::AxisRef::sub(mesh.axes()[axis].name, 1, mesh.axis_size(axis));
    if (choice < rank) t.dims[choice].axes.push_back(ref);
    else if (choice == rank && unreduced) t.unreduced.push_back(ref);
  }
  return t;
}
}  // namespace

Problem random_problem(std::mt19937_64& rng, int max_axes, int64_t max_devices, int max_rank) {
  const int64_t sizes[] = {2, 2, 4, 4, 8, 3, 6, 16};
  std::vector<types::MeshAxis> axes;
  int64_t devices = 1;
  const int num_axes = 1 + static_cast<int>(rng() % max_axes);
  for (int i = 0; i < num_axes; ++i) {
    int64_t size = sizes[rng() % 8];
    if (devices * size > max_devices) break;
    devices *= size;
    axes.push_back({"a" + std::to_string(i), size});
  }
  if (axes.empty()) axes.push_back({"a0", 2});
  types::Mesh mesh(axes);
  const int rank = 1 + static_cast<int>(rng() % max_rank);
  std::vector<int64_t> shape(rank);
  for (auto& n : shape) n = mesh.num_devices() * (1 + static_cast<int64_t>(rng() % 4));
  Problem p{mesh, {shape, types::DType::f32}, random_type(rng, mesh, rank, true), {}};
  p.target = random_type(rng, mesh, rank, false);
  // Keep some of the source's partial sums pending in the destination.
  for (const auto& u : p.source.unreduced) {
    bool used = false;
    for (const auto& d : p.target.dims)
      for (const auto& a : d.axes) used = used || a.name == u.name;
    if (!used && rng() % 3 == 0) p.target.unreduced.push_back(u);
  }
  return p;
}

}  // namespace shardproof::bench
