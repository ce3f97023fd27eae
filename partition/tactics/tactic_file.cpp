#include "partition/tactics/tactic_file.h"

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <yaml-cpp/yaml.h>

#include <fstream>
#include <set>
#include <sstream>

#include "types/error.h"

namespace shardproof::partition::tactics {

namespace {

class Reader {
 public:
  explicit Reader(std::string file) : file_(std::move(file)) {}

  std::vector<Tactic> read(std::string_view text) {
    YAML::Node root;
    try {
      root = YAML::Load(std::string(text));
    } catch (const YAML::ParserException& e) {
      throw types::InputError(tactic_error(file_, e.mark.line + 1, e.mark.column + 1, nullptr, e.msg));
    }
    if (!root || root.IsNull()) return {};
    if (!root.IsSequence()) fail(root, "a tactic file is a list of tactics (`- batch: {axis: data}`)");
    std::vector<Tactic> out;
    for (const YAML::Node& item : root) {
      Tactic t;
      t.index = static_cast<int>(out.size());
      t.line = item.Mark().line + 1;
      t.column = item.Mark().column + 1;
      if (!item.IsMap() || item.size() != 1)
        fail(item, "each tactic is a map with one key: shard, batch, megatron, zero, replicate, keep or auto");
      const auto entry = *item.begin();
      const YAML::Node key_node = entry.first, body = entry.second;
      t.spelling = key_node.as<std::string>();
      read_tactic(t, key_node, body);
      out.push_back(std::move(t));
    }
    return out;
  }

 private:
  [[noreturn]] void fail(const YAML::Node& at, const std::string& message, const Tactic* t = nullptr) const {
    throw types::InputError(tactic_error(file_, at.Mark().line + 1, at.Mark().column + 1, t, message));
  }

  Located located(const YAML::Node& n, const Tactic& t, const char* what) const {
    if (!n.IsScalar()) fail(n, fmt::format("{} must be a name", what), &t);
    return Located{n.Scalar(), n.Mark().line + 1, n.Mark().column + 1};
  }

  // `model` or `[data, model]`.
  std::vector<AxisName> axis_list(const YAML::Node& n, const Tactic& t) const {
    std::vector<AxisName> out;
    if (n.IsScalar()) return {located(n, t, "an axis")};
    if (!n.IsSequence()) fail(n, "axes are a name or a list of names", &t);
    for (const YAML::Node& a : n) out.push_back(located(a, t, "an axis"));
    return out;
  }

  std::vector<Selector> selector_list(const YAML::Node& n, const Tactic& t) const {
    if (n.IsScalar()) return {located(n, t, "a value")};
    if (!n.IsSequence()) fail(n, "values are a name or a list of names", &t);
    std::vector<Selector> out;
    for (const YAML::Node& a : n) out.push_back(located(a, t, "a value"));
    return out;
  }

  // The keys of a tactic's map, each allowed once; a scalar body is `first_key: body`.
  std::vector<std::pair<std::string, YAML::Node>> fields(const YAML::Node& body, const Tactic& t,
                                                         const std::set<std::string>& allowed,
                                                         const std::string& scalar_key) const {
    std::vector<std::pair<std::string, YAML::Node>> out;
    if (body.IsScalar() && !scalar_key.empty()) return {{scalar_key, body}};
    if (!body.IsMap()) fail(body, fmt::format("expected a map of {}", fmt::join(allowed, ", ")), &t);
    for (const auto& kv : body) {
      const std::string key = kv.first.as<std::string>();
      if (!allowed.count(key))
        fail(kv.first, fmt::format("unknown key '{}' (expected {})", key, fmt::join(allowed, ", ")), &t);
      out.emplace_back(key, kv.second);
    }
    return out;
  }

  void require(const Tactic& t, const YAML::Node& body, bool present, const char* key) const {
    if (!present) fail(body, fmt::format("'{}' is missing", key), &t);
  }

  void read_tactic(Tactic& t, const YAML::Node& key, const YAML::Node& body) {
    const std::string& name = t.spelling;
    if (name == "shard") {
      t.kind = TacticKind::shard;
      if (!body.IsMap() || body.size() == 0)
        fail(body, "shard: a map from values to their dimensions' axes, e.g. {\"params['w1']\": [null, model]}", &t);
      for (const auto& kv : body) {
        ShardTarget target{located(kv.first, t, "a value"), {}};
        if (!kv.second.IsSequence())
          fail(kv.second, "the dimensions are a list: one entry per dimension, null for none", &t);
        for (const YAML::Node& d : kv.second) {
          if (d.IsNull()) target.dims.emplace_back();
          else target.dims.push_back(axis_list(d, t));
        }
        t.shard.push_back(std::move(target));
      }
    } else if (name == "batch" || name == "megatron") {
      t.kind = name == "batch" ? TacticKind::batch : TacticKind::megatron;
      bool has_axis = false;
      const std::set<std::string> allowed = name == "batch" ? std::set<std::string>{"axis", "values"}
                                                             : std::set<std::string>{"axis", "inputs"};
      for (const auto& [k, v] : fields(body, t, allowed, "axis")) {
        if (k == "axis") t.axis = located(v, t, "an axis"), has_axis = true;
        if (k == "values" || k == "inputs") t.values = selector_list(v, t);
      }
      require(t, body, has_axis, "axis");
    } else if (name == "zero") {
      t.kind = TacticKind::zero;
      bool has_axis = false;
      for (const auto& [k, v] : fields(body, t, {"stage", "axis", "params", "opt_state"}, "")) {
        if (k == "axis") t.axis = located(v, t, "an axis"), has_axis = true;
        if (k == "params") t.params = located(v, t, "a value");
        if (k == "opt_state") t.opt_state = located(v, t, "a value");
        if (k == "stage") {
          int stage = 0;
          if (!YAML::convert<int>::decode(v, stage) || stage < 1 || stage > 3)
            fail(v, "stage is 1 (optimizer state), 2 (and gradients) or 3 (and parameters)", &t);
          t.stage = stage;
        }
      }
      require(t, body, has_axis, "axis");
    } else if (name == "replicate" || name == "keep") {
      t.kind = TacticKind::replicate;
      bool has_values = false, has_axes = false;
      for (const auto& [k, v] : fields(body, t, {"values", "axes"}, "")) {
        if (k == "values") t.values = selector_list(v, t), has_values = true;
        if (k == "axes") t.axes = axis_list(v, t), has_axes = true;
      }
      require(t, body, has_values, "values");
      require(t, body, has_axes, "axes");
    } else if (name == "auto") {
      t.kind = TacticKind::auto_;
      bool has_axes = false;
      for (const auto& [k, v] : fields(body, t, {"axes"}, "")) t.axes = axis_list(v, t), has_axes = true;
      require(t, body, has_axes, "axes");
    } else {
      fail(key, fmt::format("unknown tactic '{}' (expected shard, batch, megatron, zero, replicate, keep or auto)", name));
    }
  }

  std::string file_;
};

}  // namespace

std::vector<Tactic> parse_tactics(std::string_view yaml_text, const std::string& file_name) {
  return Reader(file_name).read(yaml_text);
}

std::vector<Tactic> read_tactic_file(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw types::InputError(fmt::format("{}: error: cannot read the tactic file", path));
  std::stringstream text;
  text << in.rdbuf();
  return parse_tactics(text.str(), path);
}

}  // namespace shardproof::partition::tactics
