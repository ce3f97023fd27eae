#include "partition/tactics/training_roles.h"

#include "partition/tactics/value_selection.h"

namespace shardproof::partition::tactics {

std::vector<int> input_arguments(const Program& program) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(program.main.arguments.size()); ++i) {
    const std::string name = argument_name(program, i);
    if (!name.empty() && name.find('[') == std::string::npos) out.push_back(i);
  }
  return out;
}

std::vector<int> arguments_under(const Program& program, const std::string& prefix) {
  std::vector<int> out;
  for (int i = 0; i < static_cast<int>(program.main.arguments.size()); ++i) {
    const std::string name = argument_name(program, i);
    if (name.rfind(prefix + "[", 0) == 0) out.push_back(i);
  }
  return out;
}

std::map<int, int> updated_results(const Program& program, const std::vector<int>& parameters) {
  std::map<ValueId, int> producer;
  for (size_t j = 0; j < program.main.ops.size(); ++j)
    for (ValueId r : program.main.ops[j].results) producer[r] = static_cast<int>(j);
  std::map<int, int> out;
  for (int i = 0; i < static_cast<int>(program.main.results.size()); ++i) {
    auto it = producer.find(program.main.results[i]);
    if (it == producer.end() || !is_elementwise(program.main.ops[it->second].kind)) continue;
    for (int p : parameters)
      for (ValueId o : program.main.ops[it->second].operands)
        if (o == program.main.arguments[p]) out.emplace(p, i);
  }
  return out;
}

std::map<ValueId, int> gradients_of(const Program& program, const std::vector<int>& parameters) {
  std::map<ValueId, int> out;
  for (const Op& op : program.main.ops) {
    if (op.kind != OpKind::dot_general && op.kind != OpKind::reduce) continue;
    for (ValueId r : op.results)
      for (int p : parameters)
        if (program.value(r).type == program.value(program.main.arguments[p]).type) {
          out.emplace(r, p);
          break;
        }
  }
  return out;
}

}  // namespace shardproof::partition::tactics
