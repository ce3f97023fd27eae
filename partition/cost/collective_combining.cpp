#include "partition/cost/collective_combining.h"

#include <algorithm>
#include <limits>
#include <map>
#include <tuple>

#include "partition/cost/collective_forms.h"
#include "partition/cost/combiner_order.h"
#include "partition/cost/loop_all_reduce_motion.h"

namespace shardproof::partition {
namespace {

// A set of redistributions (indices into lowered.redistributions) as bits.
class Bits {
 public:
  void set(size_t i) {
    if (words_.size() <= i / 64) words_.resize(i / 64 + 1, 0);
    words_[i / 64] |= uint64_t{1} << (i % 64);
  }
  bool test(size_t i) const { return i / 64 < words_.size() && (words_[i / 64] >> (i % 64) & 1); }
  void merge(const Bits& o) {
    if (words_.size() < o.words_.size()) words_.resize(o.words_.size(), 0);
    for (size_t w = 0; w < o.words_.size(); ++w) words_[w] |= o.words_[w];
  }
  // Whether every bit of `o` is set here.
  bool covers(const Bits& o) const {
    for (size_t w = 0; w < o.words_.size(); ++w)
      if ((o.words_[w] & ~(w < words_.size() ? words_[w] : 0)) != 0) return false;
    return true;
  }

 private:
  std::vector<uint64_t> words_;
};

// Which redistributions each one's value was computed from (through any op, loop bodies and
// branches included): the collectives it cannot be combined with. Redistributions are found
// at their op by (line, value): an operand's plan runs before the op that reads it (and before
// the ops sharing its result), a result's after the op that makes it.
class Dependencies {
 public:
  Dependencies(const Program& program, const LoweredProgram& lowered, bool barriers_pass_through)
      : values_(program.values.size()), barriers_pass_through_(barriers_pass_through) {
    depends_on_.resize(lowered.redistributions.size());
    for (size_t k = 0; k < lowered.redistributions.size(); ++k) {
      const auto& r = lowered.redistributions[k];
      // The function's return reads its values ("result N" of the op "return"): such a plan
      // depends on what computed the value, as an operand's does. Taken for a result's plan
      // it depended on nothing and combined with an earlier gather it reads the result of
      // (keras_llama_fwd_2d on H100: the returned activations' all-gather over model joined
      // the last MLP input's; XLA's HLO has three all-gathers of f32[4,64,64] apart).
      if (r.op_name == "return") {
        returned_.push_back(static_cast<int>(k));
        continue;
      }
      if (r.reason.rfind("result", 0) == 0) {
        after_[{r.line, r.value}].push_back(static_cast<int>(k));
      } else {
        read_[{r.line, r.value}].push_back(static_cast<int>(k));
        for (const auto& s : r.shared_with) read_[{s.line, r.value}].push_back(static_cast<int>(k));
      }
    }
    first_manual_ = lowered.redistributions.size();
    walk(program.main.ops);
    for (int k : returned_) depends_on_[static_cast<size_t>(k)].merge(values_[lowered.redistributions[static_cast<size_t>(k)].value]);
  }
  // Whether redistribution `later` was computed from redistribution `earlier`'s result.
  bool depends(int later, int earlier) const { return depends_on_[later].test(static_cast<size_t>(earlier)); }
  // The index standing for the collective a manual region's op at `line` writes (numbered after
  // the redistributions), or -1.
  int manual_collective(int line) const {
    auto it = manual_.find(line);
    return it == manual_.end() ? -1 : it->second;
  }

 private:
  void walk(const std::vector<Op>& ops) {
    for (const Op& op : ops) {
      Bits acc;
      std::vector<Bits> each(op.operands.size());  // each operand's sources, its read plans'
      for (size_t o = 0; o < op.operands.size(); ++o) {
        const ValueId v = op.operands[o];
        each[o] = values_[v];
        const auto it = read_.find({op.line, v});
        if (it != read_.end())
          for (int k : it->second) {
            depends_on_[k].merge(values_[v]);
            each[o].set(static_cast<size_t>(k));
          }
        acc.merge(each[o]);
      }
      // XLA CPU's combiner sees through optimization barriers: each result is its operand. A
      // remat'd layer's barrier holds its saved input and the incoming gradient together; the
      // recomputed forward reads the input only, so its all-reduce does not wait for the
      // gradient's (maxtext_train_2d_unrolled, fit: XLA CPU's all-reduce.79 holds the
      // recomputed attention outputs of every layer, 21 all-reduces in all). XLA GPU and TPU
      // keep the barrier's order (their 25 all-reduces there, each recomputed output apart).
      if (barriers_pass_through_ && op.kind == OpKind::optimization_barrier &&
          op.results.size() == op.operands.size()) {
        set_results(op, each);
        continue;
      }
      if (walk_loop(op)) continue;
      for (const Region& region : op.region) {
        for (ValueId a : region.arguments) values_[a] = acc;
        walk(region.ops);
        for (ValueId r : region.results) acc.merge(values_[r]);
      }
      if (is_collective(op.kind)) {  // a collective the user wrote (one per line)
        auto it = manual_of_op_.find(&op);
        if (it == manual_of_op_.end() && !manual_.count(op.line)) {
          const int k = static_cast<int>(first_manual_ + manual_.size());
          manual_[op.line] = k;
          it = manual_of_op_.emplace(&op, k).first;
          depends_on_.resize(static_cast<size_t>(k) + 1);
        }
        if (it != manual_of_op_.end()) {
          depends_on_[static_cast<size_t>(it->second)].merge(acc);
          acc.set(static_cast<size_t>(it->second));
        }
      }
      set_results(op, std::vector<Bits>(op.results.size(), acc));
    }
  }

  // A loop's results each from what reaches its own carried value (rule C7's all-reduces,
  // moved after the loop, read one carried buffer each; XLA combines them with the
  // all-reduces after the loop that read the other results): the body walked with each
  // argument holding its operand's sources and what the body's result at its place brought
  // in earlier passes, until nothing more comes. False (nothing done) for any other op.
  //   while (w, g) { g' = dus(g, all_reduce(reduce(x)), i); w' = w - ... }: the loop's g
  //   holds the all-reduce, its w does not.
  bool walk_loop(const Op& op) {
    if (op.kind != OpKind::while_ || op.region.empty()) return false;
    const size_t n = op.operands.size();
    for (const Region& region : op.region)
      if (region.arguments.size() != n) return false;
    const Region& body = op.region.back();
    if (body.results.size() != n || op.results.size() != n) return false;
    std::vector<Bits> carried(n);
    for (size_t k = 0; k < n; ++k) {
      const ValueId v = op.operands[k];
      carried[k] = values_[v];
      if (const auto it = read_.find({op.line, v}); it != read_.end())
        for (int plan : it->second) {
          depends_on_[plan].merge(values_[v]);
          carried[k].set(static_cast<size_t>(plan));
        }
    }
    // The body's collectives as XLA's combiner sees them, in one iteration: their sources as
    // the first pass finds them (later passes add what earlier iterations computed).
    std::vector<Bits> one_iteration;
    for (int pass = 0; pass < 64; ++pass) {
      for (const Region& region : op.region)
        for (size_t k = 0; k < n; ++k) values_[region.arguments[k]] = carried[k];
      for (const Region& region : op.region) walk(region.ops);
      if (pass == 0) one_iteration = depends_on_;
      bool grew = false;
      for (size_t k = 0; k < n; ++k) {
        if (carried[k].covers(values_[body.results[k]])) continue;
        carried[k].merge(values_[body.results[k]]);
        grew = true;
      }
      if (!grew) break;
    }
    depends_on_ = std::move(one_iteration);
    // What decides the trip count reaches every result.
    Bits condition;
    for (ValueId r : op.region.front().results) condition.merge(values_[r]);
    for (size_t k = 0; k < n; ++k) carried[k].merge(condition);
    set_results(op, carried);
    return true;
  }

  // Each result's sources, and the plans run right after the op on it.
  void set_results(const Op& op, const std::vector<Bits>& sources) {
    for (size_t i = 0; i < op.results.size(); ++i) {
      const ValueId r = op.results[i];
      values_[r] = sources[i];
      const auto it = after_.find({op.line, r});
      if (it == after_.end()) continue;
      for (int k : it->second) {
        depends_on_[k].merge(values_[r]);
        values_[r].set(static_cast<size_t>(k));
      }
    }
  }

  std::vector<Bits> values_;
  bool barriers_pass_through_ = false;
  std::vector<Bits> depends_on_;
  std::vector<int> returned_;  // the return's plans
  size_t first_manual_ = 0;
  std::map<int, int> manual_;  // line -> index
  std::map<const Op*, int> manual_of_op_;  // the op that stands for its line's collective
  std::map<std::pair<int, ValueId>, std::vector<int>> read_, after_;
};

}  // namespace

// The thresholds, as each backend's compiler reports its flags (bench/targets/flags/, written
// by `compile_targets.py --flags` from the compilers' own dumps, JAX 0.10.2):
//   XLA GPU (H100): xla_gpu_{all_gather,all_reduce,reduce_scatter}_combine_threshold_bytes
//     = 31,457,287 each (and at most 2,048 at once; by dimension: off).
//   XLA TPU (v5e, v5p, v6e): the cross-replica-sum and all-reduce-scatter combiners at
//     125,829,120 bytes (xla_jf_crs_combiner_threshold_in_bytes,
//     xla_tpu_ars_combiner_threshold_in_bytes). Its all-gathers are issued apart, each an
//     asynchronous chain of pieces, one in flight at a time (xla_max_concurrent_async_all_gathers
//     = 1): 28 all-gathers on gpt2x4_fsdp where the GPU issues 4, so none combined here
//     (measured on tpu-v5e:2x4: 46 of the 106 corpus programs with XLA's kinds and counts, 42
//     combining them at 30 MiB). The combiners' count limits (2,048 on GPU, 256 on TPU and
//     CPU) are applied too, though no program of the corpus comes near them.
int64_t combine_threshold_bytes(const redistribute::Topology& topology, const std::string& kind) {
  switch (topology.compiler) {
    case redistribute::Compiler::xla_gpu:
      return kind == "all_gather" || kind == "all_reduce" || kind == "reduce_scatter" ? 31457287 : 0;
    case redistribute::Compiler::xla_tpu:
      return kind == "all_reduce" || kind == "reduce_scatter" ? 125829120 : 0;
    // XLA CPU combines all-reduces with no limit on their bytes (its pipeline's
    // AllReduceCombiner runs with the largest int64 and 256 operands at most; the corpus'
    // largest, transformer_train_2d's 17 gradients, 25.2 MB, is one all-reduce), and no other
    // kind: its all-gathers stay one per gathered weight (eqx_transformer_train_fsdp: 40).
    case redistribute::Compiler::xla_cpu: return kind == "all_reduce" ? std::numeric_limits<int64_t>::max() : 0;
    default: return 0;
  }
}

// How many collectives one combined collective may hold: XLA GPU's 2,048, TPU's and CPU's 256
// (xla_all_gather_combiner_threshold_count, xla_jf_crs_combiner_threshold_count).
int64_t combine_threshold_count(const redistribute::Topology& topology) {
  return topology.compiler == redistribute::Compiler::xla_gpu ? 2048 : 256;
}

namespace {

// A new combined collective of its own for c (c.combined names it).
void open_group(CostReport& report, CollectiveUse& c) {
  c.combined = static_cast<int>(report.combined_collectives.size());
  CombinedCollective g;
  g.kind = c.kind;
  g.reducer = c.reducer;
  g.axes = c.axes;
  g.repeat = c.repeat;
  report.combined_collectives.push_back(g);
}

// c as a member of its combined collective.
void join_group(CostReport& report, const CollectiveUse& c) {
  CombinedCollective& g = report.combined_collectives[static_cast<size_t>(c.combined)];
  g.members += 1;
  g.bytes += c.bytes;
  g.operand_bytes += c.operand_bytes;
  g.result_bytes += c.result_bytes;
  g.lines.push_back(c.line);
}

// Kind, reducer, device groups, trip count and, for reductions, the element type: XLA's
// all-reduce and reduce-scatter combiners key on it (no combined all-reduce or reduce-scatter
// of the TPU and CPU fixtures mixes element types, 132 and 170 of them; the GPU's all-gathers
// do, 26 of 162). A loop body's collectives combine only with those of the same body (the
// main op holding the loop: the key's int, -1 out of loops).
using Key = std::tuple<std::string, std::string, std::vector<std::string>, int64_t, std::string, int>;

struct Candidate {
  size_t index = 0;        // into report.collectives
  CollectiveUse issued;    // as the compiler issues it
  Key key;
  std::vector<int> members;  // its redistribution, and those rule C4 folded into it
  int64_t threshold = 0;
  std::pair<int, int> place;  // in XLA's post order: (rank of its op, 0 before it / 1 after)
};

// The main op holding each line (a line inside a region: the main op the region belongs to).
std::map<int, int> main_op_of_lines(const Program& program) {
  std::map<int, int> main_op_of_line;
  auto mark = [&](auto& self, const std::vector<Op>& ops, int main_index) -> void {
    for (const Op& op : ops) {
      main_op_of_line.emplace(op.line, main_index);
      for (const Region& region : op.region) self(self, region.ops, main_index);
    }
  };
  for (size_t i = 0; i < program.main.ops.size(); ++i) {
    main_op_of_line.emplace(program.main.ops[i].line, static_cast<int>(i));
    for (const Region& region : program.main.ops[i].region) mark(mark, region.ops, static_cast<int>(i));
  }
  return main_op_of_line;
}

// Rule T2 (TPU): an all-gather of a vector (one dimension over 1) whose piece per device
// is not a whole number of 128-element lanes is issued as an all-reduce of the piece
// written into a zeroed vector of the gathered size; one whose piece is whole lanes stays
// an all-gather (of [g, 1, piece]). mlp_fsdp on tpu-v5e:2x4: the second bias, 64 per
// device, is all-reduce(dynamic-update-slice) f32[512], the first, 256, all-gather
// f32[1,1,256] -> f32[8,1,256]; gpt2x4_fsdp's 38 norm scales and biases of 96 per device
// are one combined all-reduce, its four MLP biases of 384 four all-gathers;
// transformer_fsdp's vectors of 128 per device stay all-gathers.
void issue_vector_gather_as_all_reduce(CollectiveUse& issued, const CollectiveUse& use, const LoweredProgram& lowered) {
  if (!use.inserted || use.kind != "all_gather" || use.redistribution < 0) return;
  const auto& tensor = lowered.redistributions[static_cast<size_t>(use.redistribution)].plan.tensor;
  int vector_dims = 0;
  for (int64_t d : tensor.shape) vector_dims += d > 1;
  const int64_t piece = use.operand_bytes / types::byte_size(tensor.dtype);
  if (vector_dims <= 1 && piece % 128 != 0) {
    issued.kind = "all_reduce";
    issued.reducer = "add";
    issued.operand_bytes = issued.result_bytes;
  }
}

// XLA's combiner (CombineInstructionsByKey): in post order, the first collective left
// opens a group of its key; the later ones of that key join it until one depends on a
// member, would pass the threshold or the count; the group is issued, and the walk starts
// again from the top with the rest. One alone is issued alone.
void combine_by_key(CostReport& report, std::vector<Candidate>& candidates, const Dependencies& deps, int64_t max_members) {
  std::vector<size_t> order(candidates.size());
  for (size_t k = 0; k < order.size(); ++k) order[k] = k;
  std::stable_sort(order.begin(), order.end(),
                   [&](size_t a, size_t b) { return candidates[a].place < candidates[b].place; });
  std::vector<bool> issued_already(candidates.size(), false);
  auto dependent = [&](const Candidate& later, const Candidate& earlier) {
    for (int a : later.members)
      for (int b : earlier.members)
        if (a == b || deps.depends(a, b) || deps.depends(b, a)) return true;
    return false;
  };
  for (size_t left = candidates.size(); left > 0;) {
    std::vector<size_t> group;
    int64_t result_bytes = 0, operand_bytes = 0;
    for (size_t k : order) {
      if (issued_already[k]) continue;
      const Candidate& c = candidates[k];
      if (!group.empty() && c.key != candidates[group.front()].key) continue;
      if (std::max(c.issued.result_bytes, c.issued.operand_bytes) > c.threshold) {  // never combined
        if (group.empty()) {
          group.push_back(k);
          break;
        }
        continue;
      }
      if (!group.empty() && std::max(result_bytes + c.issued.result_bytes, operand_bytes + c.issued.operand_bytes) > c.threshold)
        break;
      bool depends = false;
      for (size_t g : group) depends = depends || dependent(c, candidates[g]);
      if (depends) break;
      group.push_back(k);
      result_bytes += c.issued.result_bytes;
      operand_bytes += c.issued.operand_bytes;
      if (static_cast<int64_t>(group.size()) >= max_members) break;
    }
    for (size_t n = 0; n < group.size(); ++n) {
      Candidate& c = candidates[group[n]];
      issued_already[group[n]] = true;
      --left;
      if (n == 0) {
        open_group(report, c.issued);
      } else {
        c.issued.combined = candidates[group.front()].issued.combined;
      }
      join_group(report, c.issued);
      report.collectives[c.index].combined = c.issued.combined;
    }
  }
}

}  // namespace

void combine_collectives(CostReport& report, const Program& program, const LoweredProgram& lowered,
                         const redistribute::Topology& topology) {
  int64_t any_threshold = 0;
  for (const char* kind : {"all_gather", "all_reduce", "reduce_scatter"})
    any_threshold = std::max(any_threshold, combine_threshold_bytes(topology, kind));
  report.combined_collectives.clear();
  // What the compiler's own passes made of each collective before its combiners (rules C2-C4).
  const std::vector<IssuedForm> forms = issued_forms(report, program, lowered, topology);
  auto as_issued = [&](size_t i) {
    CollectiveUse issued = report.collectives[i];
    issued.kind = forms[i].kind;
    issued.operand_bytes = forms[i].operand_bytes;
    issued.result_bytes = forms[i].result_bytes;
    return issued;
  };
  if (any_threshold == 0) {  // nothing combined: each collective is its own, as issued
    for (size_t i = 0; i < report.collectives.size(); ++i) {
      CollectiveUse& use = report.collectives[i];
      CollectiveUse issued = as_issued(i);
      open_group(report, issued);
      join_group(report, issued);
      use.combined = issued.combined;
    }
    return;
  }
  const Dependencies deps(program, lowered, topology.compiler == redistribute::Compiler::xla_cpu);
  const int64_t max_members = combine_threshold_count(topology);
  // Rule C7: the all-reduces XLA moves out of their loops, each over its whole buffer.
  std::vector<std::string> issued_kinds;
  for (const IssuedForm& f : forms) issued_kinds.push_back(f.kind);
  const std::vector<LoopMotion> moved = loop_all_reduce_motion(report, program, lowered, topology, issued_kinds);
  // XLA GPU combines the all-gathers a shard_map's body writes as it does its own
  // (shardmap_fsdp_mlp on h100x8: the body's two all_gathers of the weights, one
  // all-gather-start of both); its all-reduces it keeps apart (maxtext_real_moe_train_2d: the
  // MoE body's five psums, five all-reduce-starts), and so does every other backend.
  const bool gpu = topology.compiler == redistribute::Compiler::xla_gpu;
  const bool tpu = topology.compiler == redistribute::Compiler::xla_tpu;
  std::vector<Candidate> candidates;
  std::vector<size_t> folded;  // rule C4's: members of another's all-reduce
  std::map<size_t, size_t> candidate_of;  // report index -> candidates index
  // Where each collective is in XLA's post order: at the main op its plan reads (before it)
  // or makes its value (after it); a user's collective at the main op holding its line.
  const std::vector<int> rank = post_order_ranks(program);
  const std::map<int, int> main_op_of_line = main_op_of_lines(program);
  auto place_of = [&](const CollectiveUse& c) -> std::pair<int, int> {
    if (c.redistribution >= 0) {
      const auto& r = lowered.redistributions[static_cast<size_t>(c.redistribution)];
      auto rank_of = [&](int op_index) {
        return rank[std::min(static_cast<size_t>(std::max(op_index, 0)), rank.size() - 1)];
      };
      // A plan shared by several readers (one collective after XLA's CSE) is visited at the
      // first of them in post order.
      int first = rank_of(r.op_index);
      for (const auto& reader : r.shared_with) first = std::min(first, rank_of(reader.op_index));
      return {first, r.reason.rfind("result", 0) == 0 ? 1 : 0};
    }
    const auto it = main_op_of_line.find(c.line);
    return {it == main_op_of_line.end() ? rank.back() : rank[static_cast<size_t>(it->second)], 0};
  };
  auto own_group = [&](CollectiveUse& use, CollectiveUse issued) {
    open_group(report, issued);
    join_group(report, issued);
    use.combined = issued.combined;
  };
  for (size_t i = 0; i < report.collectives.size(); ++i) {
    CollectiveUse& use = report.collectives[i];
    CollectiveUse issued = as_issued(i);
    if (forms[i].folded_into >= 0) {
      folded.push_back(i);
      continue;
    }
    if (tpu) issue_vector_gather_as_all_reduce(issued, use, lowered);  // rule T2
    std::string element_type = forms[i].element_type;
    if (moved[i].sunk) {  // rule C7: issued after the loop, over the accumulation buffer
      if (issued.operand_bytes > 0) issued.bytes = issued.bytes * moved[i].bytes / issued.operand_bytes;
      issued.operand_bytes = issued.result_bytes = moved[i].bytes;
      issued.repeat = moved[i].repeat;
      element_type = moved[i].element_type;
    }
    const CollectiveUse& c = issued;
    const bool user_ones_combine = gpu && c.kind == "all_gather";
    const int member = c.redistribution >= 0 ? c.redistribution : user_ones_combine ? deps.manual_collective(c.line) : -1;
    const int64_t threshold = c.inserted || user_ones_combine ? combine_threshold_bytes(topology, c.kind) : 0;
    const bool combinable = threshold > 0 && (c.kind == "all_gather" || c.kind == "all_reduce" || c.kind == "reduce_scatter");
    if (!combinable || member < 0) {
      own_group(use, issued);
      continue;
    }
    std::vector<std::string> axes = c.axes;
    std::sort(axes.begin(), axes.end());
    const int body = c.repeat > 1 && c.redistribution >= 0
                         ? lowered.redistributions[static_cast<size_t>(c.redistribution)].op_index
                         : -1;
    Candidate candidate;
    candidate.index = i;
    candidate.key = Key{c.kind, c.reducer, axes, c.repeat, c.kind == "all_gather" ? "" : element_type, body};
    candidate.members = {member};
    candidate.threshold = threshold;
    candidate.place = moved[i].sunk ? std::pair<int, int>{rank.back(), 0} : place_of(c);
    candidate.issued = std::move(issued);
    candidate_of[i] = candidates.size();
    candidates.push_back(std::move(candidate));
  }
  // Rule C4's folded all-reduces are one with the all-reduce of their sum: whatever depends
  // on them depends on it.
  for (size_t i : folded) {
    const auto it = candidate_of.find(static_cast<size_t>(forms[i].folded_into));
    if (it != candidate_of.end() && report.collectives[i].redistribution >= 0)
      candidates[it->second].members.push_back(report.collectives[i].redistribution);
  }
  combine_by_key(report, candidates, deps, max_members);
  // Rule C4: one all-reduce of the sum; a folded one adds a member, not bytes.
  for (size_t i : folded) {
    CollectiveUse& use = report.collectives[i];
    use.combined = report.collectives[static_cast<size_t>(forms[i].folded_into)].combined;
    if (use.combined < 0) {  // its sum's all-reduce is not combinable: issued as it is
      own_group(use, as_issued(i));
      continue;
    }
    CombinedCollective& g = report.combined_collectives[static_cast<size_t>(use.combined)];
    g.members += 1;
    g.lines.push_back(use.line);
  }
}

}  // namespace shardproof::partition
