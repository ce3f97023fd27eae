// \file A device mesh: an ordered list of named axes with sizes, and optionally the
// physical device id of each mesh position (a permutation). Devices are coordinate
// vectors; their linear id is row-major over the axes (first axis most significant).
//
//   <["x"=2, "y"=4]>                   8 devices, device (1,2) has linear id 6
//   <["data"=4, "model"=2], device_ids=[0,2,4,6,1,3,5,7]>
//   x=4,y=2                            the short form the CLI accepts
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardproof::types {

struct MeshAxis {
  std::string name;
  int64_t size = 1;
  bool operator==(const MeshAxis&) const = default;
};

class Mesh {
 public:
  Mesh() = default;
  // Throws InputError on an empty name, a duplicate name, a size < 1, or device_ids that
  // are not a permutation of 0..N-1.
  explicit Mesh(std::vector<MeshAxis> axes, std::vector<int64_t> device_ids = {});

  // Parses the CLI short form "x=4,y=2" or the Shardy form `<["x"=4, "y"=2]>` (optionally
  // with `, device_ids=[...]`), with or without a leading `sdy.mesh @name =`.
  static Mesh parse(std::string_view text);

  const std::vector<MeshAxis>& axes() const { return axes_; }
  int rank() const { return static_cast<int>(axes_.size()); }
  int64_t num_devices() const { return num_devices_; }
  std::optional<int> axis_index(std::string_view name) const;
  int64_t axis_size(int axis) const { return axes_[axis].size; }

  // Linear id <-> coordinates (row-major over the axes).
  std::vector<int64_t> coordinates(int64_t linear_id) const;
  int64_t linear_id(const std::vector<int64_t>& coordinates) const;
  // Row-major stride of an axis in linear ids.
  int64_t stride(int axis) const;

  // Physical device at a mesh position (identity unless device_ids were given).
  int64_t physical_device(int64_t linear_id) const {
    return device_ids_.empty() ? linear_id : device_ids_[linear_id];
  }
  const std::vector<int64_t>& device_ids() const { return device_ids_; }

  // Shardy form: <["x"=4, "y"=2]> (plus device_ids when not the identity).
  std::string to_shardy() const;
  // Short form: x=4,y=2
  std::string to_short() const;

  bool operator==(const Mesh& other) const {
    return axes_ == other.axes_ && device_ids_ == other.device_ids_;
  }

 private:
  std::vector<MeshAxis> axes_;
  std::vector<int64_t> device_ids_;
  int64_t num_devices_ = 1;
};

}  // namespace shardproof::types
