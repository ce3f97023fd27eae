#include "types/mesh.h"

#include <algorithm>
#include <cctype>
#include <fmt/format.h>

#include "types/error.h"
#include "types/text_cursor.h"

namespace shardproof::types {

Mesh::Mesh(std::vector<MeshAxis> axes, std::vector<int64_t> device_ids)
    : axes_(std::move(axes)), device_ids_(std::move(device_ids)) {
  num_devices_ = 1;
  for (size_t i = 0; i < axes_.size(); ++i) {
    const MeshAxis& axis = axes_[i];
    if (axis.name.empty()) throw InputError("mesh axis with an empty name");
    if (axis.size < 1) throw InputError(fmt::format("mesh axis \"{}\" has size {}", axis.name, axis.size));
    for (size_t j = 0; j < i; ++j)
      if (axes_[j].name == axis.name)
        throw InputError(fmt::format("mesh axis \"{}\" is declared twice", axis.name));
    num_devices_ *= axis.size;
    if (num_devices_ > (int64_t{1} << 31)) throw InputError("mesh has more than 2^31 devices");
  }
  if (!device_ids_.empty()) {
    if (static_cast<int64_t>(device_ids_.size()) != num_devices_)
      throw InputError(fmt::format("device_ids has {} entries but the mesh has {} devices",
                                   device_ids_.size(), num_devices_));
    std::vector<int64_t> sorted = device_ids_;
    std::sort(sorted.begin(), sorted.end());
    for (int64_t i = 0; i < num_devices_; ++i)
      if (sorted[i] != i) throw InputError("device_ids is not a permutation of 0..N-1");
    bool identity = true;
    for (int64_t i = 0; i < num_devices_; ++i) identity = identity && device_ids_[i] == i;
    if (identity) device_ids_.clear();
  }
}

Mesh Mesh::parse(std::string_view text) {
  TextCursor cur(text);
  cur.skip_space();
  std::vector<MeshAxis> axes;
  std::vector<int64_t> ids;
  if (cur.peek_word("sdy.mesh")) {
    cur.expect("sdy.mesh");
    cur.expect("@");
    cur.identifier();
    cur.expect("=");
  }
  if (cur.try_consume("<")) {
    // Shardy form <["x"=4, "y"=2], device_ids=[...]>
    cur.expect("[");
    if (!cur.try_consume("]")) {
      do {
        int col = cur.column();
        std::string name = cur.quoted_string();
        cur.expect("=");
        int64_t size = cur.integer();
        if (size < 1) throw InputError(fmt::format("mesh axis \"{}\" has size {}", name, size), col);
        axes.push_back({name, size});
      } while (cur.try_consume(","));
      cur.expect("]");
    }
    if (cur.try_consume(",")) {
      cur.expect("device_ids");
      cur.expect("=");
      cur.expect("[");
      do ids.push_back(cur.integer());
      while (cur.try_consume(","));
      cur.expect("]");
    }
    cur.expect(">");
  } else {
    // Short form x=4,y=2 (quotes optional)
    do {
      int col = cur.column();
      std::string name = cur.peek() == '"' ? cur.quoted_string() : cur.identifier();
      cur.expect("=");
      int64_t size = cur.integer();
      if (size < 1) throw InputError(fmt::format("mesh axis \"{}\" has size {}", name, size), col);
      axes.push_back({name, size});
    } while (cur.try_consume(","));
  }
  cur.expect_end();
  try {
    return Mesh(std::move(axes), std::move(ids));
  } catch (const InputError& e) {
    throw InputError(e.what(), 1);
  }
}

std::optional<int> Mesh::axis_index(std::string_view name) const {
  for (size_t i = 0; i < axes_.size(); ++i)
    if (axes_[i].name == name) return static_cast<int>(i);
  return std::nullopt;
}

int64_t Mesh::stride(int axis) const {
  int64_t s = 1;
  for (int i = rank() - 1; i > axis; --i) s *= axes_[i].size;
  return s;
}

std::vector<int64_t> Mesh::coordinates(int64_t linear) const {
  std::vector<int64_t> c(axes_.size());
  for (int i = rank() - 1; i >= 0; --i) {
    c[i] = linear % axes_[i].size;
    linear /= axes_[i].size;
  }
  return c;
}

int64_t Mesh::linear_id(const std::vector<int64_t>& c) const {
  int64_t id = 0;
  for (int i = 0; i < rank(); ++i) id = id * axes_[i].size + c[i];
  return id;
}

std::string Mesh::to_shardy() const {
  std::string s = "<[";
  for (size_t i = 0; i < axes_.size(); ++i)
    s += fmt::format("{}\"{}\"={}", i ? ", " : "", axes_[i].name, axes_[i].size);
  s += "]";
  if (!device_ids_.empty()) s += fmt::format(", device_ids=[{}]", fmt::join(device_ids_, ", "));
  return s + ">";
}

std::string Mesh::to_short() const {
  std::string s;
  for (size_t i = 0; i < axes_.size(); ++i)
    s += fmt::format("{}{}={}", i ? "," : "", axes_[i].name, axes_[i].size);
  return s;
}

}  // namespace shardproof::types
