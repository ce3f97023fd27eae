#include "partition/cost/collective_forms.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <utility>

#include "partition/cost/plan_memory.h"
#include "redistribute/collective.h"

namespace shardproof::partition {
namespace {

using redistribute::CollectiveKind;

std::vector<std::string> sorted_axes(std::vector<std::string> axes) {
  std::sort(axes.begin(), axes.end());
  return axes;
}

// The program as the rules below walk it: every op by its line, every value's readers, and
// the redistributions found at each (line, value) as Dependencies finds them
// (collective_combining.cpp): a read plan runs at the op that reads the value (and at the
// later readers sharing its result), a result's plan after the op that makes it.
class ProgramIndex {
 public:
  struct Read {
    const Op* op = nullptr;  // nullptr: main's return, or the results of a region
    int line = 0;
  };

  ProgramIndex(const Program& program, const LoweredProgram& lowered) : program_(program) {
    walk(program.main.ops);
    for (ValueId v : program.main.results) readers_[v].push_back(Read{nullptr, program.main.return_line});
    for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
      const auto& r = lowered.redistributions[k];
      if (r.reason.rfind("result", 0) == 0) {
        result_[r.value].push_back(static_cast<int>(k));
        continue;
      }
      read_[{r.line, r.value}].push_back(static_cast<int>(k));
      for (const auto& s : r.shared_with) read_[{s.line, r.value}].push_back(static_cast<int>(k));
    }
  }

  const std::vector<Read>& readers(ValueId v) const {
    static const std::vector<Read> none;
    auto it = readers_.find(v);
    return it == readers_.end() ? none : it->second;
  }
  // The read plans of `v` at `line` (indices into lowered.redistributions).
  const std::vector<int>& reads(int line, ValueId v) const {
    static const std::vector<int> none;
    auto it = read_.find({line, v});
    return it == read_.end() ? none : it->second;
  }
  // The plans run on `v` right after the op that makes it.
  const std::vector<int>& result_plans(ValueId v) const {
    static const std::vector<int> none;
    auto it = result_.find(v);
    return it == result_.end() ? none : it->second;
  }
  const Op* producer(ValueId v) const {
    auto it = producer_.find(v);
    return it == producer_.end() ? nullptr : it->second;
  }
  const std::vector<const Op*>& ops() const { return ops_; }
  const Program& program() const { return program_; }

 private:
  void walk(const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      ops_.push_back(&op);
      for (ValueId v : op.operands) readers_[v].push_back(Read{&op, op.line});
      for (ValueId r : op.results) producer_[r] = &op;
      for (const Region& region : op.region) {
        walk(region.ops);
        for (ValueId r : region.results) readers_[r].push_back(Read{nullptr, op.line});
      }
    }
  }

  const Program& program_;
  std::vector<const Op*> ops_;  // every op, regions included, in program order
  std::map<ValueId, std::vector<Read>> readers_;
  std::map<ValueId, const Op*> producer_;
  std::map<std::pair<int, ValueId>, std::vector<int>> read_;
  std::map<ValueId, std::vector<int>> result_;
};

// The collectives (indices into report.collectives) each redistribution's plan issued.
std::vector<std::vector<int>> uses_by_plan(const CostReport& report, size_t plans) {
  std::vector<std::vector<int>> uses(plans);
  for (size_t i = 0; i < report.collectives.size(); ++i) {
    const int k = report.collectives[i].redistribution;
    if (k >= 0) uses[static_cast<size_t>(k)].push_back(static_cast<int>(i));
  }
  return uses;
}

// Whether the plan only slices (every step an all_slice) over exactly `axes` (sorted): the
// dynamic-slice of this device's part that XLA's partitioner writes.
bool slices_over(const LoweredProgram& lowered, int plan, const std::vector<std::string>& axes) {
  const auto& p = lowered.redistributions[static_cast<size_t>(plan)].plan;
  if (p.steps.empty()) return false;
  std::vector<std::string> sliced;
  types::ShardingType before = p.source;
  for (const auto& step : p.steps) {
    if (step.op.kind != CollectiveKind::all_slice) return false;
    for (const auto& a : redistribute::communicating_axes(lowered.mesh, before, step.type_after, step.op))
      if (std::find(sliced.begin(), sliced.end(), a.name) == sliced.end()) sliced.push_back(a.name);
    before = step.type_after;
  }
  return sorted_axes(sliced) == axes;
}

// Ops that XLA folds away or that move no element between devices and keep a replicated value
// replicated, which ReduceScatterCreator looks through: the transposes of
// mlp_train_fsdp_gather's weight gradients become the gemm's output layout, the reduce of its
// bias gradients' [1, 1, n] over the two unit dimensions a bitcast, and a sharding constraint
// is no op once partitioned.
bool passes_through(const Program& program, const Op& op) {
  if (op.results.size() != 1) return false;
  if (op.kind == OpKind::transpose || op.kind == OpKind::reshape || op.kind == OpKind::sharding_constraint) return true;
  if (op.kind != OpKind::reduce || op.operands.size() != 2) return false;
  const auto& shape = program.value(op.operands[0]).type.shape;
  for (int64_t d : op.dims)
    if (d < 0 || d >= static_cast<int64_t>(shape.size()) || shape[static_cast<size_t>(d)] != 1) return false;
  return true;
}

// Rule C3. Whether every read of the all-reduced value that reader `read` of `v` sees ends in a
// slice over `axes`, through ops passes_through allows. `sliced` counts the slices seen.
bool read_sliced(const ProgramIndex& index, const LoweredProgram& lowered, ValueId v, const ProgramIndex::Read& read,
                 const std::vector<std::string>& axes, int depth, int& sliced);

bool all_reads_sliced(const ProgramIndex& index, const LoweredProgram& lowered, ValueId v,
                      const std::vector<std::string>& axes, int depth, int& sliced) {
  const auto& readers = index.readers(v);
  if (readers.empty() || depth > 16) return false;
  for (const auto& read : readers)
    if (!read_sliced(index, lowered, v, read, axes, depth, sliced)) return false;
  return true;
}

bool read_sliced(const ProgramIndex& index, const LoweredProgram& lowered, ValueId v, const ProgramIndex::Read& read,
                 const std::vector<std::string>& axes, int depth, int& sliced) {
  const auto& plans = index.reads(read.line, v);
  if (!plans.empty()) {
    for (int k : plans)
      if (!slices_over(lowered, k, axes)) return false;
    ++sliced;
    return true;
  }
  if (read.op == nullptr || !passes_through(index.program(), *read.op)) return false;
  return all_reads_sliced(index, lowered, read.op->results[0], axes, depth + 1, sliced);
}

void form_reduce_scatters(std::vector<IssuedForm>& forms, const CostReport& report, const ProgramIndex& index,
                          const LoweredProgram& lowered, const std::vector<std::vector<int>>& uses, bool vectors) {
  for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
    const auto& r = lowered.redistributions[k];
    if (uses[k].size() != 1) continue;
    const int u = uses[k][0];
    const CollectiveUse& c = report.collectives[static_cast<size_t>(u)];
    if (c.kind != "all_reduce" || !c.inserted || r.plan.steps.back().op.kind != CollectiveKind::all_reduce) continue;
    int dims_over_one = 0;
    for (int64_t d : r.plan.tensor.shape) dims_over_one += d > 1;
    if (dims_over_one <= 1 && !vectors) continue;
    const std::vector<std::string> axes = sorted_axes(c.axes);
    int sliced = 0;
    bool ok = true;
    if (r.reason.rfind("result", 0) == 0) {
      ok = all_reads_sliced(index, lowered, r.value, axes, 0, sliced);
    } else {
      // The reduced value is what the reading op (and those sharing the plan) sees; a later
      // plan starting from it (starts_from) would read it too, unsliced.
      for (size_t j = 0; j < lowered.redistributions.size() && ok; ++j)
        ok = lowered.redistributions[j].starts_from != static_cast<int>(k) || slices_over(lowered, static_cast<int>(j), axes);
      std::vector<int> lines = {r.line};
      for (const auto& s : r.shared_with) lines.push_back(s.line);
      for (int line : lines) {
        if (!ok) break;
        const Op* reader = nullptr;
        for (const auto& read : index.readers(r.value))
          if (read.line == line) reader = read.op;
        ok = reader != nullptr && passes_through(index.program(), *reader) &&
             all_reads_sliced(index, lowered, reader->results[0], axes, 1, sliced);
      }
    }
    if (!ok || sliced == 0) continue;
    const int64_t group = std::accumulate(c.axes.begin(), c.axes.end(), int64_t{1}, [&](int64_t n, const std::string& a) {
      const auto axis = lowered.mesh.axis_index(a);
      return axis ? n * lowered.mesh.axis_size(*axis) : n;
    });
    IssuedForm& f = forms[static_cast<size_t>(u)];
    f.kind = "reduce_scatter";
    f.result_bytes = f.operand_bytes / group;
  }
}

// Rule C4. The all-reduce (an index into report.collectives) that operand `v` of the add
// `op` is, as AllReduceReassociate sees it: an all-reduce whose only user is this add.
class Reassociation {
 public:
  Reassociation(std::vector<IssuedForm>& forms, const CostReport& report, const ProgramIndex& index,
                const LoweredProgram& lowered, const std::vector<std::vector<int>>& uses)
      : forms_(forms), report_(report), index_(index), lowered_(lowered), uses_(uses), root_(forms.size()) {
    std::iota(root_.begin(), root_.end(), 0);
  }

  void run() {
    for (const Op* op : index_.ops()) {
      if (op->kind != OpKind::add || op->operands.size() != 2 || op->results.size() != 1) continue;
      const int a = all_reduce_read(*op, op->operands[0]), b = all_reduce_read(*op, op->operands[1]);
      if (a < 0 || b < 0 || find(a) == find(b)) continue;
      const CollectiveUse &ca = report_.collectives[static_cast<size_t>(a)], &cb = report_.collectives[static_cast<size_t>(b)];
      if (sorted_axes(ca.axes) != sorted_axes(cb.axes) || ca.repeat != cb.repeat || ca.reducer != "add" ||
          cb.reducer != "add" || forms_[static_cast<size_t>(a)].operand_bytes != forms_[static_cast<size_t>(b)].operand_bytes)
        continue;
      const int ra = find(a), rb = find(b), root = std::min(ra, rb);
      root_[static_cast<size_t>(ra)] = root;
      root_[static_cast<size_t>(rb)] = root;
      reduced_sum_[op->results[0]] = root;
    }
    for (size_t i = 0; i < forms_.size(); ++i)
      if (find(static_cast<int>(i)) != static_cast<int>(i)) forms_[i].folded_into = find(static_cast<int>(i));
  }

 private:
  int find(int i) {
    while (root_[static_cast<size_t>(i)] != i) i = root_[static_cast<size_t>(i)];
    return i;
  }

  // The single all-reduce of a plan of one reduction (and slices), or -1.
  int single_all_reduce(int plan) const {
    const auto& u = uses_[static_cast<size_t>(plan)];
    if (u.size() != 1) return -1;
    const CollectiveUse& c = report_.collectives[static_cast<size_t>(u[0])];
    return c.kind == "all_reduce" && c.inserted && forms_[static_cast<size_t>(u[0])].kind == "all_reduce" ? u[0] : -1;
  }

  int all_reduce_read(const Op& op, ValueId v) {
    const auto& plans = index_.reads(op.line, v);
    if (plans.size() == 1) {
      const auto& r = lowered_.redistributions[static_cast<size_t>(plans[0])];
      if (!r.shared_with.empty()) return -1;
      for (const auto& other : lowered_.redistributions)
        if (other.starts_from == plans[0]) return -1;
      return single_all_reduce(plans[0]);
    }
    if (!plans.empty() || index_.readers(v).size() != 1) return -1;  // its result has another user
    if (auto it = reduced_sum_.find(v); it != reduced_sum_.end()) return find(it->second);
    const auto& made = index_.result_plans(v);
    return made.size() == 1 ? single_all_reduce(made[0]) : -1;
  }

  std::vector<IssuedForm>& forms_;
  const CostReport& report_;
  const ProgramIndex& index_;
  const LoweredProgram& lowered_;
  const std::vector<std::vector<int>>& uses_;
  std::vector<int> root_;
  std::map<ValueId, int> reduced_sum_;  // adds turned into one all-reduce of their sum
};

// The tensor a collective moves: its redistribution's, or the operand of the user's collective
// at its line (nullptr when none is found).
const types::TensorType* moved_tensor(const CollectiveUse& c, const Program& program, const LoweredProgram& lowered,
                                      const ProgramIndex& index) {
  if (c.redistribution >= 0) return &lowered.redistributions[static_cast<size_t>(c.redistribution)].plan.tensor;
  for (const Op* op : index.ops())
    if (op->line == c.line && is_collective(op->kind) && !op->operands.empty()) return &program.value(op->operands[0]).type;
  return nullptr;
}

}  // namespace

std::vector<IssuedForm> issued_forms(const CostReport& report, const Program& program, const LoweredProgram& lowered,
                                     const redistribute::Topology& topology) {
  std::vector<IssuedForm> forms;
  forms.reserve(report.collectives.size());
  const ProgramIndex index(program, lowered);
  for (const CollectiveUse& c : report.collectives) {
    IssuedForm f{c.kind, c.operand_bytes, c.result_bytes, "", -1};
    if (const types::TensorType* tensor = moved_tensor(c, program, lowered, index)) f.element_type = types::to_string(tensor->dtype);
    forms.push_back(std::move(f));
  }
  using redistribute::Compiler;
  // Rule C6: a backend that computes 16-bit floats in f32 (XLA CPU) moves them in f32 too.
  // No collective of XLA CPU's HLO of the corpus has a 16-bit float type (1,782 all-reduces and
  // 1,117 all-gathers, f32 but for a few of integers and predicates): gemma_fwd_2d's
  // all-reduces of its bf16 layer outputs are f32[4,64,256], transformer_2d_bf16's f32[2,256,1024].
  if (topology.bf16_arithmetic_in_f32)
    for (IssuedForm& f : forms)
      if (f.element_type == "bf16" || f.element_type == "f16") {
        f.element_type = "f32";
        f.operand_bytes *= 2;
        f.result_bytes *= 2;
      }
  // Rules C2 and C5 (plan_memory.h's reduce_scatter_issued_whole, the question memory asks of
  // the same steps): an inserted reduce-scatter the target issues as an all-reduce of the whole
  // operand. C2, XLA CPU's named target and examples/topologies/xla-cpu-8.json: every one (0
  // reduce-scatters in XLA CPU's HLO of the corpus outside shard_map bodies, whose written
  // ones stay). C5, a megacore TPU (v5p): one over every chip of the target. On
  // tpu-v5p:2x2x2 no reduce-scatter spans all 8 chips (0 of the 38 that v5e and v6e issue over
  // {0..7} in the corpus: mlp_train_fsdp's weight gradients are one all-reduce with its loss)
  // while those over 2 or 4 chips are v5e's (67 of 67); at 256 chips (tpu-v5p:4x8x8, the Llama
  // steps) groups of 8 and 32 stay reduce-scatters, as on v5e.
  auto issue_whole_reduce_scatters = [&] {
    for (size_t i = 0; i < forms.size(); ++i) {
      const CollectiveUse& c = report.collectives[i];
      if (!c.inserted || forms[i].kind != "reduce_scatter" || forms[i].folded_into >= 0) continue;
      int64_t group = 1;
      for (const std::string& a : c.axes)
        if (const auto axis = lowered.mesh.axis_index(a)) group *= lowered.mesh.axis_size(*axis);
      if (!memory::reduce_scatter_issued_whole(topology, group, lowered.mesh.num_devices())) continue;
      forms[i].kind = "all_reduce";
      forms[i].result_bytes = forms[i].operand_bytes;
    }
  };
  if (topology.reduce_scatter_as_all_reduce) {  // rule C2, and nothing else on XLA CPU
    issue_whole_reduce_scatters();
    return forms;
  }
  if (topology.compiler != Compiler::xla_gpu && topology.compiler != Compiler::xla_tpu) return forms;
  const auto uses = uses_by_plan(report, lowered.redistributions.size());
  // Rule C3; on TPU never for a vector: no reduce-scatter in the TPU fixtures has rank 1
  // (mlp_train_fsdp_gather's bias gradients, reduce-scattered on H100 with the weights', are
  // one all-reduce on v5e), as T2 gathers vectors by all-reduce.
  form_reduce_scatters(forms, report, index, lowered, uses, topology.compiler == Compiler::xla_gpu);
  Reassociation(forms, report, index, lowered, uses).run();  // rule C4
  // Rule T3, TPU: no reduce-scatter of a vector (one dimension over 1) is issued; it is an
  // all-reduce of the whole vector, written by the partitioner or by the user. No reduce-scatter
  // of the TPU fixtures has rank 1 (105 on v5e); mlp_train_fsdp's second bias gradient,
  // f32[512] reduce-scattered with its weight's on H100, is all-reduce.6 (f32[512], f32[])
  // on v5e, and shardmap_fsdp_mlp's psum_scatter of f32[512] is an all-reduce.
  if (topology.compiler == Compiler::xla_tpu)
    for (size_t i = 0; i < forms.size(); ++i) {
      const CollectiveUse& c = report.collectives[i];
      if (forms[i].kind != "reduce_scatter" || forms[i].folded_into >= 0) continue;
      const types::TensorType* tensor = moved_tensor(c, program, lowered, index);
      if (tensor == nullptr) continue;
      int dims_over_one = 0;
      for (int64_t d : tensor->shape) dims_over_one += d > 1;
      if (dims_over_one > 1) continue;
      forms[i].kind = "all_reduce";
      forms[i].result_bytes = forms[i].operand_bytes;
    }
  if (topology.compiler == Compiler::xla_tpu && topology.megacore) issue_whole_reduce_scatters();  // rule C5
  return forms;
}

}  // namespace shardproof::partition
