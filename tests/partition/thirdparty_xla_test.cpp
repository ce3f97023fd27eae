// `check` against XLA on the third-party corpus (examples/thirdparty: gemma, KerasHub,
// equinox, flax and MaxText-style programs, each exported in GSPMD and Shardy syntax with
// XLA's partitioned HLO, its collectives and its propagation dump beside it):
//  - the collectives we insert are XLA's, by kind, mesh axes and per-device bytes (a loop
//    body's once: XLA lists a while body's collectives once, in the body's computation);
//  - our propagation is XLA's on every dot_general, reduce and gather outside manual regions.
// Where we differ from XLA, the difference is listed below with the reason, per file and
// collective (or op); the tests fail on any difference not listed and on any listed one that
// no longer occurs. Small programs after the corpus pin the lowering fixes it led to.
#include <fmt/format.h>
#include <fmt/ranges.h>
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "partition/check/check.h"
#include "partition/ir/stablehlo_reader.h"
#include "tests/partition/model_zoo.h"

namespace shardproof::partition {
namespace {

const std::string kCorpus = std::string(SHARDPROOF_SOURCE_DIR) + "/examples/thirdparty/";

int64_t hlo_dtype_bytes(const std::string& dtype) {
  static const std::map<std::string, int64_t> sizes = {{"pred", 1}, {"s8", 1},  {"u8", 1},  {"bf16", 2}, {"f16", 2},
                                                       {"s16", 2},  {"u16", 2}, {"f32", 4}, {"s32", 4},  {"u32", 4},
                                                       {"f64", 8},  {"s64", 8}, {"u64", 8}};
  auto it = sizes.find(dtype);
  if (it == sizes.end()) throw std::runtime_error("unknown HLO element type " + dtype);
  return it->second;
}

// "f32[4,1,256]" -> {4096}; "(f32[2], s32[1])" -> {8, 4}.
std::vector<int64_t> hlo_array_bytes(const std::string& text) {
  std::vector<int64_t> out;
  static const std::regex array(R"(([a-z]+[0-9]*)\[([0-9,]*)\])");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), array); it != std::sregex_iterator(); ++it) {
    int64_t n = hlo_dtype_bytes((*it)[1]);
    std::stringstream dims((*it)[2].str());
    for (std::string d; std::getline(dims, d, ',');)
      if (!d.empty()) n *= std::stoll(d);
    out.push_back(n);
  }
  return out;
}

// One collective as compared: "all_gather {data} 131072 B -> 262144 B": its kind, the mesh
// axes it spans ("?" when XLA's groups are no product of mesh axes), the per-device bytes it
// starts from and ends with.
std::string collective_key(const std::string& kind, const std::string& axes, int64_t in, int64_t out) {
  return fmt::format("{} {{{}}} {} B -> {} B", kind, axes, in, out);
}

std::string axes_text(std::vector<std::string> axes, const types::Mesh& mesh) {
  std::sort(axes.begin(), axes.end(), [&](const std::string& a, const std::string& b) {
    return mesh.axis_index(a).value_or(-1) < mesh.axis_index(b).value_or(-1);
  });
  return fmt::format("{}", fmt::join(axes, ","));
}

// key -> where each instance comes from (XLA: the HLO op's name; ours: line and value).
using Collectives = std::map<std::string, std::vector<std::string>>;

// XLA's collectives from <name>.xla.json, made comparable with ours:
//  - a combined (tuple) all-reduce or all-gather is one collective per operand: XLA's
//    combiners merge independent collectives into one, we list each (an all-to-all's tuple
//    is one all-to-all: XLA CPU splits its operand into one array per peer);
//  - a collective XLA CPU promoted from bf16 to f32 is counted in bf16: the program moves
//    bf16 values, as we do. XLA CPU has no bf16 collectives: its float normalization runs them
//    in f32 between converts. Read off the partitioned HLO: an all-reduce or reduce-scatter
//    whose reducer is `..._promoted`, or any collective whose f32 operand is a bf16 value
//    converted (through layout-only ops and fusions: `convert(bf16)` is where it comes from);
//  - a reduce-scatter (XLA forms one only where the program asks for it: a psum_scatter in a
//    shard_map) is compared as the all-reduce of its operand, as ours are (below).
// `where`: all of them, or only those of the computations other than the entry (the while
// bodies: the scanned layers).
enum class Where { everywhere, bodies };
// The partitioned HLO's instructions, by computation and name, to tell which f32 values XLA
// CPU's collectives move are bf16 values converted.
struct HloText {
  std::vector<std::string> lines;
  std::map<std::string, std::map<std::string, std::string>> computations;  // name -> instruction -> line
  std::map<std::string, std::string> roots;
  std::string entry;

  explicit HloText(const std::string& text) {
    static const std::regex header(R"(^(ENTRY )?%([\w.\-]+) .*\{$)");
    static const std::regex instruction(R"(^\s*(ROOT )?%([\w.\-]+) = )");
    std::istringstream in(text);
    std::string current;
    std::smatch m;
    for (std::string line; std::getline(in, line);) {
      lines.push_back(line);
      if (std::regex_search(line, m, header)) {
        current = m[2];
        if (m[1].matched) entry = current;
      } else if (!current.empty() && std::regex_search(line, m, instruction)) {
        computations[current][m[2]] = line;
        if (m[1].matched) roots[current] = m[2];
      }
    }
  }

  // The instruction's opcode and operand names: "%x = f32[4]{0} fusion(%a, %b), calls=%f".
  static std::pair<std::string, std::vector<std::string>> op_of(const std::string& line) {
    static const std::regex op(R"(= (\([^)]*\)|\S+) ([\w\-]+)\(([^)]*)\))");
    static const std::regex name(R"(%([\w.\-]+))");
    std::smatch m;
    if (!std::regex_search(line, m, op)) return {};
    std::vector<std::string> operands;
    const std::string args = m[3];
    for (auto it = std::sregex_iterator(args.begin(), args.end(), name); it != std::sregex_iterator(); ++it)
      operands.push_back((*it)[1]);
    return {m[2], operands};
  }

  // Whether `value` in `computation` is a bf16 value converted to a wider type: a convert
  // of a bf16 operand, seen through copies, bitcasts, reshapes, transposes, slices,
  // broadcasts and the roots of fusions.
  bool bf16_converted(const std::string& computation, const std::string& value, int depth = 0) const {
    const auto c = computations.find(computation);
    if (c == computations.end() || depth > 32) return false;
    const auto it = c->second.find(value);
    if (it == c->second.end()) return false;
    const auto [opcode, operands] = op_of(it->second);
    if (opcode == "convert" && operands.size() == 1) {
      const auto source = c->second.find(operands[0]);
      return source != c->second.end() && source->second.find(" = bf16[") != std::string::npos;
    }
    static const std::set<std::string> layout = {"copy",  "bitcast",       "reshape",  "transpose",
                                                 "slice", "dynamic-slice", "broadcast"};
    if (layout.count(opcode) && !operands.empty()) return bf16_converted(computation, operands[0], depth + 1);
    if (opcode == "fusion") {
      std::smatch m;
      if (!std::regex_search(it->second, m, std::regex(R"(calls=%([\w.\-]+))"))) return false;
      const auto root = roots.find(m[1]);
      return root != roots.end() && bf16_converted(m[1], root->second, depth + 1);
    }
    return false;
  }
};

Collectives xla_collectives(const testing::ZooFile& z, const types::Mesh& mesh, Where where = Where::everywhere) {
  const HloText text(testing::read_text(kCorpus + z.name + ".hlo.txt"));
  const std::vector<std::string>& hlo = text.lines;
  const std::string& entry = text.entry;
  Collectives out;
  for (const auto& c : z.json["collectives"]) {
    const bool in_entry = c["computation"].get<std::string>() == entry;
    if (where == Where::bodies && in_entry) continue;
    const std::string& line = hlo.at(c["hlo_line"].get<size_t>() - 1);
    const bool promoted = line.find("_promoted") != std::string::npos;
    std::smatch name;
    const std::string op = std::regex_search(line, name, std::regex("op_name=\"([^\"]*)\"")) ? name[1].str() : "";
    std::string kind = c["kind"].get<std::string>();
    const std::vector<std::string> operand_names = HloText::op_of(line).second;
    std::vector<bool> converted;
    for (const auto& o : operand_names) converted.push_back(text.bf16_converted(c["computation"], o));
    const bool all_converted = !converted.empty() && std::all_of(converted.begin(), converted.end(), [](bool b) { return b; });
    const std::string axes = c["axes"].is_null() ? "?" : axes_text(c["axes"].get<std::vector<std::string>>(), mesh);
    std::vector<int64_t> operands;
    for (const auto& t : c["operand_types"]) operands.push_back(hlo_array_bytes(t.get<std::string>()).at(0));
    std::vector<int64_t> results = hlo_array_bytes(c["result_type"].get<std::string>());
    if (kind == "reduce_scatter") {
      kind = "all_reduce";
      results = operands;
    }
    if (kind == "all_to_all" || operands.size() != results.size()) {
      const int64_t scale = all_converted && c["operand_types"][0].get<std::string>().starts_with("f32") ? 2 : 1;
      out[collective_key(kind, axes, c["operand_bytes"].get<int64_t>() / scale,
                         c["result_bytes"].get<int64_t>() / scale)]
          .push_back(op);
      continue;
    }
    for (size_t i = 0; i < operands.size(); ++i) {
      const bool f32 = c["operand_types"][i].get<std::string>().starts_with("f32");
      const bool bf16 = promoted || (f32 && i < converted.size() && converted[i]);
      const int64_t scale = bf16 ? 2 : 1;
      out[collective_key(kind, axes, operands[i] / scale, results[i] / scale)].push_back(op);
    }
  }
  return out;
}

// Ours, as XLA CPU would run them: XLA CPU never forms a reduce-scatter (none in the corpus's
// partitioned HLO); it all-reduces and slices. Our reduce_scatter of L bytes is therefore
// compared as an all_reduce of L bytes, the same partial sums in. `repeat`: only those that
// run that many times per step (a loop body's: its trip count); 0: all of them.
Collectives our_collectives(const CheckReport& report, int64_t repeat = 0) {
  Collectives out;
  for (const auto& c : report.cost.collectives) {
    if (repeat && c.repeat != repeat) continue;
    const std::string axes = axes_text(c.axes, report.lowered.mesh);
    const std::string where = fmt::format("line {} {}", c.line, c.value);
    if (c.kind == "reduce_scatter")
      out[collective_key("all_reduce", axes, c.operand_bytes, c.operand_bytes)].push_back(where);
    else
      out[collective_key(c.kind, axes, c.operand_bytes, c.result_bytes)].push_back(where);
  }
  return out;
}

struct CheckedFile {
  const testing::ZooFile* file;
  Program program;
  CheckReport report;
};

// Every corpus file, checked.
std::vector<CheckedFile> checked_corpus() {
  static const std::vector<testing::ZooFile> files = testing::zoo_files("thirdparty");
  std::vector<CheckedFile> out;
  for (const auto& z : files) {
    const types::Mesh mesh = testing::json_mesh(z.json);
    ReadOptions options;
    options.file_name = z.mlir_path;
    options.gspmd_mesh = mesh;
    CheckedFile f{&z, read_stablehlo_file(z.mlir_path, options), {}};
    if (f.program.meshes.empty()) f.program.meshes.push_back({"mesh", mesh});
    f.report = check_program(f.program, {});
    out.push_back(std::move(f));
  }
  return out;
}

// The file a listed difference is about: "gemma_decode_2d" (both syntaxes) or
// "gemma_decode_2d.gspmd" (one).
bool about(const std::string& listed, const std::string& file) {
  return listed == file || listed == file.substr(0, file.rfind('.'));
}

// ---------------------------------------------------------------- what differs, and why

// The reasons, one per kind of difference; each listed difference points at one.
const char* const kUnmergedGathers =
    "XLA gathers the same small parameter (a norm scale or bias) again for a later reader (the "
    "backward pass, a second use): its collectives carry channel ids, which keep its CSE from "
    "merging them. We gather each once for all its readers (one plan per value and layout)";
const char* const kMaxOverSplitDimension =
    "an argmax (a variadic reduce of values and indices) over a dimension split across devices: "
    "XLA reduces each shard and all-gathers the per-shard pairs; we gather the operand before "
    "the reduce (a single-reducer max, min, and or or is reduced per shard and all-reduced, "
    "as XLA does)";
const char* const kLogitsMovedOnce =
    "the logits' vocabulary split: XLA keeps it and all-reduces the partial results of the max, "
    "the sum and take_along_axis's masked gather; we move the logits to the batch split once "
    "(all_to_all) for the max and reduce locally from there";
const char* const kReducedOnce =
    "an activation gradient reduced for two readers in two layouts: XLA all-reduces it once and "
    "slices; we reduce-scatter it for the first and all-to-all that result to the second";
const char* const kKerasEmbedding =
    "KerasHub's token embedding P('model', 'data') looked up by batch-split tokens: XLA permutes "
    "the 1 KiB of indices and all-gathers them over a group that is no product of mesh axes, "
    "keeps the table split, all-reduces the rows over model and moves them to the batch split "
    "(a permute, or an all-to-all); we all-gather the table's columns over data (128 KiB) and "
    "reduce-scatter the rows over model (the same bytes as XLA's all-reduce, which therefore "
    "matches)";
const char* const kTopKWhole =
    "top_k over the experts: XLA runs it on the whole [512, 8] (it all-gathers the token "
    "dimension over data too); our top_k keeps the tokens split and gathers only the experts";
const char* const kMoeDispatch =
    "the MoE dispatch (a gather of token rows) and combine (a scatter-add): XLA keeps the rows "
    "split and resolves them with permutes and all-reduces over groups that are no product of "
    "mesh axes (its GSPMD compile all-reduces 1 MiB of partial rows); we all-gather the token "
    "table for the dispatch (256 KiB received, fewer than reducing the partial rows) and "
    "reduce-scatter the combine's rows";
const char* const kMaskedLookup =
    "the MoE dispatch gather in GSPMD syntax, its result replicated (GSPMD's propagation gives "
    "the router's top_k and all it reaches no sharding), its token table split over data along "
    "the rows it looks up: XLA's gather partitioner keeps the table split (the operand is split "
    "only along dimensions it slices one element of), each device looks its own rows up with "
    "the others masked to zero and all-reduces the 1 MiB of rows; we all-gather the 512 KiB "
    "table (256 KiB received) and look up every row";
const char* const kGspmdPropagation =
    "GSPMD's propagation differs from Shardy's on this program (see the propagation "
    "differences); ours is Shardy's (the .shardy file's propagation is equal), so our "
    "collectives follow other shardings than GSPMD's";
const char* const kKerasDecode =
    "KerasHub's decode step (weights P('model', 'data', ...), the KV cache batch over data and kv "
    "heads over model, repeated from 4 to 8 heads and written with dynamic_update_slice): XLA "
    "reshards the cache with collective permutes and all-gathers over groups that are no "
    "product of mesh axes and reduces the q/k/v projections and layer norms over the axes of "
    "its own choice; our synthesized plans all-to-all over data and all-gather over model, over "
    "whole axes only";
const char* const kKerasTwoDimWeights =
    "KerasHub's 2-D weight layouts with the mesh's minor axis first (P('model', 'data', None)) "
    "in a training step: XLA reshards the weights and their gradients with collective permutes "
    "and all-gathers over groups that are no product of mesh axes and keeps the backward "
    "activations split over model; our synthesized plans gather and all-to-all over whole axes "
    "and reduce the gradients over data";
const char* const kKeptOperandPlan =
    "a dot keeps an operand split along its contracting dimension on the axes no other factor "
    "uses (XLA's dot partitioner does the same): XLA slices the block each device needs and moves "
    "it with one collective permute over groups that are no product of mesh axes; our plan, over "
    "whole axes only, permutes half of it and all-gathers over data";
const char* const kIndicesGatheredTwice =
    "GSPMD all-gathers the token indices twice (for the lookup and for its gradient's "
    "scatter-add, channel ids again); we gather them once";

const char* const kMaxTextEmbedding =
    "MaxText's token embedding (the bf16 table [1024, 256] split over tensor along the vocabulary, "
    "the tokens over data, the result constrained to [data, -, tensor]): both look rows up in "
    "the local vocabulary block, masked, and reduce the partial rows over tensor (XLA's all-reduce "
    "of [8,128,128] and our reduce-scatter of [4,128,256] are the same all_reduce {tensor} 262144 "
    "B here, and match). XLA's gather partitioner first all-gathers the index mask over data "
    "(512 B), all-to-alls the partial rows from the batch split to an embedding split over data "
    "(262144 B), and after the all-reduce moves its block to [data, -, tensor] with a collective "
    "permute (65536 B); our reduce-scatter over tensor lands in that layout directly (196608 B "
    "received, against XLA's 131072 + 393216 + 65536)";
const char* const kGspmdEmbeddingGradient =
    "the embedding's gradient (a bf16 scatter-add into the [1024, 256] table) in GSPMD syntax: "
    "XLA's GSPMD compile all-gathers the updates and indices over groups that are no product of "
    "mesh axes, all-to-alls over data and permutes over data and tensor (the lookup's own "
    "all-to-all and permute, as in kMaxTextEmbedding, are the other of each pair); its Shardy "
    "compile of the same program all-to-alls the table's gradient over tensor, as our plan does "
    "in both (all_to_all {tensor} 131072 B, matched on the .shardy file)";
const char* const kLossInPromotedTuple =
    "the loss sum (f32[], `jvp()/reduce_sum`, MaxText's f32 cross-entropy) all-reduced over "
    "data, as ours: XLA's all-reduce combiner put it in one tuple with bf16 gradients whose "
    "reducer XLA CPU promoted (`..._promoted`, the embedding's scatter-add first), and a "
    "promoted tuple is read here in bf16, so XLA's 4 B reads 2 B (checked in the .hlo.txt: "
    "operand `reduce.55 = f32[] reduce(...)` of that tuple)";
const char* const kCpuExcessPrecision =
    "the RMSNorm scales' gradients, bf16 sums over batch and sequence (tensor<256xbf16>, 512 B) "
    "all-reduced over fsdp: XLA CPU computes the bf16 reduce in f32 and, with excess precision "
    "allowed (its default), drops the convert to bf16 and back before the gradient's convert to "
    "f32, so it all-reduces the f32 sum (`reduce.N = f32[256] reduce(...)` operands, 1024 B); "
    "where XLA combined it with promoted bf16 values (the scanned file's other two) it is read "
    "in bf16 and matches. We reduce the program's bf16 value";
const char* const kActivationGatheredPerDot =
    "a layer's normalized bf16 activation [data, -, tensor], gathered over tensor for the dots "
    "that read it whole (q, k, v, the MLP's wi, their rematerialised copies in the backward "
    "body and the weight gradients' dots): XLA all-gathers it again per reading dot, its "
    "collectives' channel ids keeping its CSE from merging them (in the .hlo.txt all-gather.11 "
    "and all-gather.12 of the forward body gather the same %convert_convert_fusion.2); ours "
    "gathers it once per value and layout for all its readers (21 readers of our 10 plans on "
    "the scanned 2-D step, against XLA's 14 gathers)";
const char* const kGradientStackLayout =
    "a scanned layer's weight gradient (attention out [8, 32, 256], its dot from the output "
    "gradient [data, -, tensor] and the attention values split over heads) written into the "
    "stacked gradient, split over heads: both operands' factors want tensor, and our "
    "propagation gives it to the embedding (the first operand's, the two sources being the "
    "same size) and all-to-alls the f32 gradient to the stack's heads split at the "
    "dynamic_update_slice. XLA's Shardy compile has the dot produce the heads split directly (no "
    "all-to-all: its op-priority propagation reaches the dot's result from the stack first); "
    "its GSPMD compile all-to-alls the bf16 gradient before its convert (32768 B). Not "
    "deliberate: our propagation order inside a loop body differs from Shardy's here (XLA's "
    "propagation dump lists no dot of a while body to compare with), left open";

// MaxText's decode step (maxengine's generate) and its two MoE train steps.
const char* const kLogitsActivationGatherOrder =
    "the decode step's output head: the logits dot reads the normalized bf16 activation [8, 1, "
    "256], split [data, -, tensor], whole (the dot's result is [{}, {}, {tensor}], the "
    "constraint's, both propagations equal): XLA all-gathers it over tensor first (512 B -> "
    "2048 B) then over data (2048 B -> 4096 B); our plan gathers over data first (512 B -> "
    "1024 B) then over tensor (1024 B -> 4096 B): the same 3584 B received, in the other order";
const char* const kDecodeEmbedding =
    "the decode step's token embedding, one token per sequence (the bf16 table [1024, 256] split "
    "over tensor along the vocabulary, the tokens over data): both look the rows up in the local "
    "vocabulary block and reduce the partial rows over tensor (all_reduce {tensor} 2048 B, "
    "matched); XLA's gather partitioner also all-gathers the index mask over data (4 B), "
    "all-to-alls the partial rows to an embedding split over data (2048 B) and permutes its "
    "block to [data, -, tensor] (512 B), as kMaxTextEmbedding describes for the train steps; our "
    "reduce-scatter lands in that layout directly";
const char* const kPaddedMaskDimension =
    "the decode attention's mask [8, 1, 1, 1, 64], which MaxText constrains with its size-1 "
    "heads dimension split over tensor (padded: one device of four holds it), read by a "
    "broadcast to the 8 heads that needs it whole: XLA all-reduces two pred[4, 1, 1, 1, 64] masks "
    "over tensor after the mask's compare (all-reduce.29 in the body, %compare_select_fusion and "
    "%broadcast_select_fusion, an add over pred); we all-gather the f32 mask before the compare (1024 B -> "
    "1024 B: the padded dimension is one element per device; 3072 B received where XLA's ring "
    "all-reduce receives 384 B). Not deliberate: we have no all-reduce of a padded dimension "
    "(masking the padding) among our collectives, left open";
const char* const kDecodeCacheUpdate =
    "the decode step's KV caches in GSPMD syntax: XLA's GSPMD compile carries the stacked caches "
    "split over data through the decode loop (bf16[4,64,2,4,32] in its while's tuple), writes "
    "the new k and v into the layer's slice gathered over data (2x 512 B, all-gather.32 and .34) "
    "with no gather of the slice, and gathers all four stacked caches after the loop (4x 131072 "
    "B); ours, as XLA's Shardy compile of the same program, writes the new k and v into the "
    "split slice and gathers the updated slice for its batch-replicated constraint (2x 32768 B), "
    "and gathers two stacked caches after the loop (2x 131072 B, XLA's Shardy compile too). Our "
    "one all_gather {data} 512 B is kLogitsActivationGatherOrder's";
const char* const kMoeActivationGatheredPerDot =
    "the MoE steps' normalized bf16 activation [data, -, tensor], gathered over tensor for the "
    "dots that read it whole (q, k, v, the MoE block's input, their rematerialised copies and the "
    "weight gradients' dots): XLA all-gathers one value again per reading dot, its collectives' "
    "channel ids keeping its CSE from merging them (in the sparse step's .shardy.hlo.txt "
    "all-gather.89, .90, .93 and .95 of the backward body all gather %convert_convert_fusion.17, "
    "all-gather.86 and .87 of the forward body %convert_convert_fusion.2); we gather each value "
    "once per layout for all its readers";
const char* const kKvWeightGradient =
    "the k and v weight gradients of the MoE steps' attention (4 kv heads over tensor=4; the dot "
    "of the head-split gradient [8, 128, 4, 32] and the activation split over tensor along the "
    "embedding, into the stacked f32 gradient [2, 256, 4, 32] split over heads): our propagation "
    "gives tensor to the embedding, as for kGradientStackLayout, so on the .shardy files we "
    "gather the head-split operand (32768 B -> 131072 B) and all-to-all the f32 gradient to the "
    "heads split (32768 B); XLA's Shardy compile produces the heads split directly, gathering the "
    "activation (among kMoeActivationGatheredPerDot's gathers); its GSPMD compile all-to-alls the "
    "bf16 gradients before their convert (16384 B). Left open with kGradientStackLayout";
const char* const kDispatchedTokensGatheredPerDot =
    "the dense MoE's dispatched tokens [4 experts, 4, 80 capacity, 256] (f32 read as bf16), split "
    "over tensor along the embedding, gathered for the expert dots (wi_0, wi_1, wo's gradients): "
    "XLA all-gathers the same value again per reading dot, its channel ids keeping its CSE from "
    "merging them (in the .shardy.hlo.txt all-gather.172 and .175 gather %transpose_copy_fusion.3, "
    "all-gather.173 and .176 %transpose_copy_fusion.2); we gather each once for all its readers";
const char* const kDenseMoeDispatch =
    "the dense MoE's routing (top_k's weights renormalised through a scatter into the [8, 128, 4] "
    "router probabilities and a gather back by the [8, 128, 2, 3] index triples, the combine "
    "weights summed with a scatter-add): XLA's gather and scatter partitioners keep the tokens "
    "split, resolve the index triples with collective permutes over {data, tensor} (4096, 8192 "
    "and 12288 B) and all-gathers and all-reduces over groups that are no product of mesh axes, "
    "and all-reduce the scatter-add's partial [4, 128, 4] rows over data (4096 B, bf16 read); our "
    "plans gather over data (whole axes only) the index triples (12288 B), the routing's [8, 128, "
    "4] bf16 and [8, 128, 2] 32-bit tensors (4096 B) and the scattered ui32 [8, 128, 4] (8192 B), "
    "and all-reduce the whole bf16 [8, 128, 4] combine weights (8192 B)";
const char* const kLossesInPromotedTuples =
    "the scalar losses, all-reduced over data as ours: the cross-entropy sum (`jvp()/reduce_sum`) "
    "and the dense MoE's load-balance loss (the f32[] sum over the batch-split [8, 4] expert "
    "fractions): XLA's all-reduce combiner put each in one tuple with bf16 values whose reducer "
    "XLA CPU promoted (`..._promoted`: the embedding's scatter-add, and in the body all-reduce.458 "
    "with the combine weights' scatter-add, %wrapped_scatter.1), and a promoted tuple is read "
    "here in bf16, so two of XLA's three 4 B reads are 2 B";

struct ExplainedCollective {
  std::string file;        // "gemma_decode_2d" (both syntaxes) or "gemma_decode_2d.gspmd"
  std::string collective;  // collective_key
  int ours = 0, xla = 0;   // how many each has
  const char* why;
};

// Every collective on which we differ from XLA. The counts are per step, a loop body's once.
const std::vector<ExplainedCollective> kExplainedCollectives = {
    {"eqx_transformer_train_fsdp", "all_gather {fsdp} 128 B -> 1024 B", 12, 17, kUnmergedGathers},
    {"eqx_transformer_train_fsdp", "all_reduce {fsdp} 1024 B -> 1024 B", 11, 12, kLogitsMovedOnce},
    {"eqx_transformer_train_fsdp", "all_reduce {fsdp} 2048 B -> 2048 B", 4, 5, kLogitsMovedOnce},
    {"eqx_transformer_train_fsdp", "all_to_all {fsdp} 262144 B -> 262144 B", 2, 1, kLogitsMovedOnce},
    {"eqx_transformer_train_fsdp", "all_to_all {fsdp} 65536 B -> 65536 B", 1, 0, kReducedOnce},
    {"flax_nnx_moe_fwd_2d.gspmd", "all_gather {data} 262144 B -> 524288 B", 1, 0, kMaskedLookup},
    {"flax_nnx_moe_fwd_2d.gspmd", "all_reduce {data} 1048576 B -> 1048576 B", 0, 1, kMaskedLookup},
    {"flax_nnx_moe_fwd_2d.shardy", "all_gather {data} 262144 B -> 524288 B", 2, 0, kMoeDispatch},
    {"flax_nnx_moe_fwd_2d.shardy", "all_gather {data} 8192 B -> 16384 B", 0, 1, kTopKWhole},
    {"flax_nnx_moe_fwd_2d.shardy", "all_reduce {?} 524288 B -> 524288 B", 0, 1, kMoeDispatch},
    {"flax_nnx_moe_fwd_2d.shardy", "all_reduce {data} 262144 B -> 262144 B", 0, 1, kMoeDispatch},
    {"flax_nnx_moe_fwd_2d.shardy", "all_reduce {data} 524288 B -> 524288 B", 1, 0, kMoeDispatch},
    {"flax_nnx_moe_fwd_2d.shardy", "collective_permute {data,model} 262144 B -> 262144 B", 0, 2, kMoeDispatch},
    {"gemma_decode_2d", "all_gather {model} 16 B -> 64 B", 0, 2, kMaxOverSplitDimension},  // argmax
    {"gemma_decode_2d", "all_gather {model} 4096 B -> 16384 B", 1, 0, kMaxOverSplitDimension},
    {"gemma_train_fsdp", "all_gather {fsdp} 128 B -> 1024 B", 9, 18, kUnmergedGathers},
    {"gemma_train_fsdp", "all_gather {fsdp} 16 B -> 128 B", 4, 8, kUnmergedGathers},
    {"gemma_train_fsdp", "all_reduce {fsdp} 2048 B -> 2048 B", 2, 3, kLogitsMovedOnce},
    {"gemma_train_fsdp", "all_to_all {fsdp} 262144 B -> 262144 B", 4, 3, kLogitsMovedOnce},
    {"gemma_train_fsdp.gspmd", "all_gather {fsdp} 256 B -> 2048 B", 4, 5, kIndicesGatheredTwice},
    {"gemma_train_fsdp.gspmd", "all_gather {fsdp} 65536 B -> 524288 B", 8, 11, kUnmergedGathers},
    {"keras_gemma_fwd_2d", "all_gather {?} 1024 B -> 2048 B", 0, 1, kKerasEmbedding},
    {"keras_gemma_fwd_2d", "all_gather {data} 131072 B -> 262144 B", 1, 0, kKerasEmbedding},
    {"keras_gemma_fwd_2d", "all_to_all {data} 262144 B -> 262144 B", 0, 1, kKerasEmbedding},
    {"keras_gemma_fwd_2d", "collective_permute {data,model} 1024 B -> 1024 B", 0, 1, kKerasEmbedding},
    {"keras_llama_fwd_2d", "all_gather {?} 1024 B -> 2048 B", 0, 1, kKerasEmbedding},
    {"keras_llama_fwd_2d", "all_gather {data} 131072 B -> 262144 B", 1, 0, kKerasEmbedding},
    {"keras_llama_fwd_2d", "collective_permute {data,model} 1024 B -> 1024 B", 0, 1, kKerasEmbedding},
    {"keras_llama_fwd_2d", "collective_permute {data,model} 65536 B -> 65536 B", 0, 1, kKerasEmbedding},
    {"keras_qwen3moe_fwd_2d", "all_gather {?} 1024 B -> 2048 B", 0, 1, kKerasEmbedding},
    {"keras_qwen3moe_fwd_2d", "all_gather {data} 131072 B -> 262144 B", 1, 0, kKerasEmbedding},
    {"keras_qwen3moe_fwd_2d", "collective_permute {data,model} 1024 B -> 1024 B", 0, 1, kKerasEmbedding},
    {"keras_qwen3moe_fwd_2d", "collective_permute {data,model} 65536 B -> 65536 B", 0, 1, kKerasEmbedding},
    {"keras_qwen3moe_fwd_2d", "all_gather {data} 8192 B -> 16384 B", 0, 2, kTopKWhole},
    {"maxtext_train_fsdp_scan.gspmd", "all_gather {fsdp} 256 B -> 2048 B", 1, 2, kIndicesGatheredTwice},
    {"maxtext_train_fsdp_unrolled.gspmd", "all_gather {fsdp} 256 B -> 2048 B", 1, 2, kIndicesGatheredTwice},
    {"keras_llama_decode_2d.gspmd", "all_gather {?} 1024 B -> 2048 B", 0, 1, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_gather {?} 2048 B -> 4096 B", 0, 1, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_gather {?} 32768 B -> 65536 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_gather {?} 65536 B -> 131072 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_gather {data} 1024 B -> 2048 B", 4, 1, kKeptOperandPlan},
    {"keras_llama_decode_2d.gspmd", "all_gather {data} 16 B -> 32 B", 1, 5, kUnmergedGathers},
    {"keras_llama_decode_2d.gspmd", "all_gather {model} 32768 B -> 131072 B", 4, 0, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_reduce {data} 32 B -> 32 B", 5, 4, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_reduce {model} 16 B -> 16 B", 0, 1, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_to_all {data} 131072 B -> 131072 B", 4, 0, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "all_to_all {data} 2048 B -> 2048 B", 4, 0, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "collective_permute {data,model} 1024 B -> 1024 B", 4, 2, kKeptOperandPlan},
    {"keras_llama_decode_2d.gspmd", "collective_permute {data,model} 2048 B -> 2048 B", 0, 3, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "collective_permute {data,model} 32768 B -> 32768 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "collective_permute {data,model} 512 B -> 512 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.gspmd", "collective_permute {data,model} 65536 B -> 65536 B", 0, 2, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "all_gather {?} 32768 B -> 65536 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "all_gather {?} 65536 B -> 131072 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "all_gather {data} 4 B -> 8 B", 1, 2, kKerasEmbedding},
    {"keras_llama_decode_2d.shardy", "all_gather {data} 1024 B -> 2048 B", 4, 0, kKeptOperandPlan},
    {"keras_llama_decode_2d.shardy", "all_gather {model} 32768 B -> 131072 B", 4, 0, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "all_to_all {data} 131072 B -> 131072 B", 4, 0, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "all_to_all {data} 2048 B -> 2048 B", 4, 0, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "collective_permute {data,model} 1024 B -> 1024 B", 4, 0, kKeptOperandPlan},
    {"keras_llama_decode_2d.shardy", "collective_permute {data,model} 2048 B -> 2048 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "collective_permute {data,model} 32768 B -> 32768 B", 0, 4, kKerasDecode},
    {"keras_llama_decode_2d.shardy", "collective_permute {data,model} 512 B -> 512 B", 0, 4, kKerasDecode},
    {"keras_llama_train_2d.gspmd", "all_gather {?} 1024 B -> 2048 B", 0, 1, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {?} 131072 B -> 262144 B", 0, 1, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {?} 65536 B -> 131072 B", 0, 1, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 1024 B -> 2048 B", 11, 1, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 131072 B -> 262144 B", 6, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 256 B -> 512 B", 1, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 262144 B -> 524288 B", 1, 0, kKeptOperandPlan},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 32768 B -> 65536 B", 2, 4, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 512 B -> 1024 B", 12, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 524288 B -> 1048576 B", 3, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {data} 65536 B -> 131072 B", 10, 6, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {model} 128 B -> 512 B", 2, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {model} 256 B -> 1024 B", 0, 15, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {model} 262144 B -> 1048576 B", 0, 3, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {model} 32768 B -> 131072 B", 0, 8, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_gather {model} 65536 B -> 262144 B", 12, 17, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {data} 1024 B -> 1024 B", 2, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {data} 2048 B -> 2048 B", 8, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {data} 256 B -> 256 B", 0, 5, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {data} 262144 B -> 262144 B", 4, 1, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {data} 32768 B -> 32768 B", 0, 4, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {data} 65536 B -> 65536 B", 0, 4, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {model} 524288 B -> 524288 B", 1, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_reduce {model} 1024 B -> 1024 B", 0, 10, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_to_all {data} 131072 B -> 131072 B", 2, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_to_all {data} 262144 B -> 262144 B", 21, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_to_all {data} 524288 B -> 524288 B", 6, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "all_to_all {data} 8192 B -> 8192 B", 4, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "collective_permute {data,model} 1024 B -> 1024 B", 0, 1, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "collective_permute {data,model} 128 B -> 128 B", 2, 0, kGspmdPropagation},
    {"keras_llama_train_2d.gspmd", "collective_permute {data,model} 262144 B -> 262144 B", 1, 0, kKeptOperandPlan},
    {"keras_llama_train_2d.gspmd", "collective_permute {data,model} 65536 B -> 65536 B", 4, 2, kGspmdPropagation},
    {"keras_llama_train_2d.shardy", "all_gather {?} 1024 B -> 2048 B", 0, 1, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "all_gather {?} 131072 B -> 262144 B", 0, 2, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "all_gather {?} 65536 B -> 131072 B", 0, 2, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "all_gather {data} 262144 B -> 524288 B", 1, 0, kKeptOperandPlan},
    {"keras_llama_train_2d.shardy", "all_gather {data} 65536 B -> 131072 B", 10, 6, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "all_gather {model} 128 B -> 512 B", 2, 0, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "all_gather {model} 65536 B -> 262144 B", 12, 10, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "all_to_all {data} 262144 B -> 262144 B", 21, 17, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "collective_permute {data,model} 1024 B -> 1024 B", 0, 1, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "collective_permute {data,model} 128 B -> 128 B", 2, 0, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "collective_permute {data,model} 131072 B -> 131072 B", 0, 4, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "collective_permute {data,model} 256 B -> 256 B", 0, 2, kKerasTwoDimWeights},
    {"keras_llama_train_2d.shardy", "collective_permute {data,model} 262144 B -> 262144 B", 1, 0, kKeptOperandPlan},
    {"keras_llama_train_2d.shardy", "collective_permute {data,model} 524288 B -> 524288 B", 0, 1, kKerasTwoDimWeights},    {"maxtext_real_fwd_2d_scan", "all_gather {data} 512 B -> 1024 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_fwd_2d_scan", "all_to_all {data} 262144 B -> 262144 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_fwd_2d_scan", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_scan.gspmd", "all_gather {?} 131072 B -> 262144 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_scan.gspmd", "all_gather {?} 65536 B -> 131072 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_scan", "all_gather {data} 512 B -> 1024 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_scan", "all_gather {tensor} 65536 B -> 262144 B", 10, 14, kActivationGatheredPerDot},
    {"maxtext_real_train_2d_scan", "all_reduce {data} 2 B -> 2 B", 0, 1, kLossInPromotedTuple},
    {"maxtext_real_train_2d_scan", "all_reduce {data} 4 B -> 4 B", 2, 1, kLossInPromotedTuple},
    {"maxtext_real_train_2d_scan.shardy", "all_to_all {data} 262144 B -> 262144 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_scan.gspmd", "all_to_all {data} 262144 B -> 262144 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_scan.gspmd", "all_to_all {tensor} 131072 B -> 131072 B", 1, 0, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_scan.gspmd", "all_to_all {tensor} 32768 B -> 32768 B", 0, 1, kGradientStackLayout},
    {"maxtext_real_train_2d_scan", "all_to_all {tensor} 65536 B -> 65536 B", 1, 0, kGradientStackLayout},
    {"maxtext_real_train_2d_scan.shardy", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_scan.gspmd", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_unrolled.gspmd", "all_gather {?} 131072 B -> 262144 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_unrolled.gspmd", "all_gather {?} 65536 B -> 131072 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_unrolled", "all_gather {data} 512 B -> 1024 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_unrolled", "all_gather {tensor} 65536 B -> 262144 B", 9, 14, kActivationGatheredPerDot},
    {"maxtext_real_train_2d_unrolled", "all_reduce {data} 2 B -> 2 B", 0, 1, kLossInPromotedTuple},
    {"maxtext_real_train_2d_unrolled", "all_reduce {data} 4 B -> 4 B", 2, 1, kLossInPromotedTuple},
    {"maxtext_real_train_2d_unrolled.shardy", "all_to_all {data} 262144 B -> 262144 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_unrolled.gspmd", "all_to_all {data} 262144 B -> 262144 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_unrolled.gspmd", "all_to_all {tensor} 131072 B -> 131072 B", 1, 0, kGspmdEmbeddingGradient},
    {"maxtext_real_train_2d_unrolled.shardy", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_train_2d_unrolled.gspmd", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_train_fsdp_scan", "all_reduce {fsdp} 1024 B -> 1024 B", 0, 1, kCpuExcessPrecision},
    {"maxtext_real_train_fsdp_scan", "all_reduce {fsdp} 512 B -> 512 B", 3, 2, kCpuExcessPrecision},
    {"maxtext_real_train_fsdp_unrolled", "all_reduce {fsdp} 1024 B -> 1024 B", 0, 3, kCpuExcessPrecision},
    {"maxtext_real_train_fsdp_unrolled", "all_reduce {fsdp} 512 B -> 512 B", 3, 0, kCpuExcessPrecision},
    {"maxtext_real_decode_2d", "all_gather {data} 2048 B -> 4096 B", 0, 1, kLogitsActivationGatherOrder},
    {"maxtext_real_decode_2d", "all_gather {tensor} 1024 B -> 4096 B", 1, 0, kLogitsActivationGatherOrder},
    {"maxtext_real_decode_2d", "all_gather {tensor} 512 B -> 2048 B", 3, 4, kLogitsActivationGatherOrder},
    {"maxtext_real_decode_2d.shardy", "all_gather {data} 512 B -> 1024 B", 1, 0, kLogitsActivationGatherOrder},
    {"maxtext_real_decode_2d.gspmd", "all_gather {data} 512 B -> 1024 B", 1, 2, kDecodeCacheUpdate},
    {"maxtext_real_decode_2d.gspmd", "all_gather {data} 131072 B -> 262144 B", 2, 4, kDecodeCacheUpdate},
    {"maxtext_real_decode_2d.gspmd", "all_gather {data} 32768 B -> 65536 B", 2, 0, kDecodeCacheUpdate},
    {"maxtext_real_decode_2d", "all_gather {data} 4 B -> 8 B", 0, 1, kDecodeEmbedding},
    {"maxtext_real_decode_2d", "all_to_all {data} 2048 B -> 2048 B", 0, 1, kDecodeEmbedding},
    {"maxtext_real_decode_2d", "collective_permute {data,tensor} 512 B -> 512 B", 0, 1, kDecodeEmbedding},
    {"maxtext_real_decode_2d", "all_gather {tensor} 1024 B -> 1024 B", 2, 0, kPaddedMaskDimension},
    {"maxtext_real_decode_2d", "all_reduce {tensor} 256 B -> 256 B", 0, 2, kPaddedMaskDimension},
    {"maxtext_real_moe_train_2d", "all_gather {data} 512 B -> 1024 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_moe_train_2d.shardy", "all_to_all {data} 262144 B -> 262144 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_moe_train_2d.shardy", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_moe_train_2d.gspmd", "all_gather {?} 131072 B -> 262144 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d.gspmd", "all_gather {?} 65536 B -> 131072 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d.gspmd", "all_to_all {data} 262144 B -> 262144 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d.gspmd", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d.gspmd", "all_to_all {tensor} 131072 B -> 131072 B", 1, 0, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d", "all_reduce {data} 2 B -> 2 B", 0, 1, kLossInPromotedTuple},
    {"maxtext_real_moe_train_2d", "all_reduce {data} 4 B -> 4 B", 2, 1, kLossInPromotedTuple},
    {"maxtext_real_moe_train_2d.shardy", "all_gather {tensor} 65536 B -> 262144 B", 9, 11, kMoeActivationGatheredPerDot},
    {"maxtext_real_moe_train_2d.gspmd", "all_gather {tensor} 65536 B -> 262144 B", 9, 10, kMoeActivationGatheredPerDot},
    {"maxtext_real_moe_train_2d.shardy", "all_gather {tensor} 32768 B -> 131072 B", 2, 0, kKvWeightGradient},
    {"maxtext_real_moe_train_2d.shardy", "all_to_all {tensor} 32768 B -> 32768 B", 2, 0, kKvWeightGradient},
    {"maxtext_real_moe_train_2d.gspmd", "all_to_all {tensor} 32768 B -> 32768 B", 2, 1, kKvWeightGradient},
    {"maxtext_real_moe_train_2d.gspmd", "all_to_all {tensor} 16384 B -> 16384 B", 0, 2, kKvWeightGradient},
    {"maxtext_real_moe_train_2d", "all_to_all {tensor} 65536 B -> 65536 B", 1, 0, kGradientStackLayout},
    {"maxtext_real_moe_train_2d_dense", "all_gather {data} 512 B -> 1024 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_moe_train_2d_dense.shardy", "all_to_all {data} 262144 B -> 262144 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_moe_train_2d_dense.shardy", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 1, kMaxTextEmbedding},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_gather {?} 131072 B -> 262144 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_gather {?} 65536 B -> 131072 B", 0, 1, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_to_all {data} 262144 B -> 262144 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d_dense.gspmd", "collective_permute {data,tensor} 65536 B -> 65536 B", 0, 2, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_to_all {tensor} 131072 B -> 131072 B", 1, 0, kGspmdEmbeddingGradient},
    {"maxtext_real_moe_train_2d_dense", "all_reduce {data} 2 B -> 2 B", 0, 2, kLossesInPromotedTuples},
    {"maxtext_real_moe_train_2d_dense", "all_reduce {data} 4 B -> 4 B", 3, 1, kLossesInPromotedTuples},
    {"maxtext_real_moe_train_2d_dense.shardy", "all_gather {tensor} 65536 B -> 262144 B", 7, 9, kMoeActivationGatheredPerDot},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_gather {tensor} 65536 B -> 262144 B", 7, 8, kMoeActivationGatheredPerDot},
    {"maxtext_real_moe_train_2d_dense.shardy", "all_gather {tensor} 32768 B -> 131072 B", 2, 0, kKvWeightGradient},
    {"maxtext_real_moe_train_2d_dense.shardy", "all_to_all {tensor} 32768 B -> 32768 B", 2, 0, kKvWeightGradient},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_to_all {tensor} 32768 B -> 32768 B", 2, 1, kKvWeightGradient},
    {"maxtext_real_moe_train_2d_dense.gspmd", "all_to_all {tensor} 16384 B -> 16384 B", 0, 2, kKvWeightGradient},
    {"maxtext_real_moe_train_2d_dense", "all_to_all {tensor} 65536 B -> 65536 B", 1, 0, kGradientStackLayout},
    {"maxtext_real_moe_train_2d_dense", "all_gather {tensor} 163840 B -> 655360 B", 3, 5, kDispatchedTokensGatheredPerDot},
    {"maxtext_real_moe_train_2d_dense", "all_gather {?} 12288 B -> 24576 B", 0, 1, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_gather {?} 4096 B -> 8192 B", 0, 1, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_gather {data} 12288 B -> 24576 B", 2, 1, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_gather {data} 4096 B -> 8192 B", 5, 3, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_gather {data} 8192 B -> 16384 B", 2, 0, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_reduce {?} 2048 B -> 2048 B", 0, 1, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_reduce {?} 4096 B -> 4096 B", 0, 1, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_reduce {data} 4096 B -> 4096 B", 0, 2, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "all_reduce {data} 8192 B -> 8192 B", 2, 0, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "collective_permute {data,tensor} 12288 B -> 12288 B", 0, 1, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "collective_permute {data,tensor} 4096 B -> 4096 B", 0, 5, kDenseMoeDispatch},
    {"maxtext_real_moe_train_2d_dense", "collective_permute {data,tensor} 8192 B -> 8192 B", 0, 1, kDenseMoeDispatch},
};

// Every dot, reduce or gather on which our propagation differs from XLA's: (kind and shape, as
// compare_with_xla_propagation lists what did not match: our tiles, then XLA's).
struct ExplainedPropagation {
  std::string file;
  std::string ops;        // "dot 8x64x256"
  std::string unmatched;  // " ours 1x1x2 ... XLA 2x1x4 ..."
  const char* why;
};
const char* const kGspmdHeuristics =
    "GSPMD's propagation, not Shardy's: on the .shardy file of the same program XLA's "
    "propagation (Shardy) and ours are equal on every dot, reduce and gather";
const std::vector<ExplainedPropagation> kExplainedPropagation = {
    {"keras_llama_train_2d.gspmd", "dot 1024x256",
     " ours 1x2 XLA 1x4",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x64x256",
     " ours 1x1x2 ours 1x1x2 ours 2x1x1 XLA 2x1x4 XLA 2x1x4 XLA 2x1x4",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x64x4x32",
     " ours 1x1x2x1 ours 1x1x2x1 ours 1x1x2x1 ours 1x1x2x1 XLA 2x1x4x1 XLA 2x1x4x1 XLA 2x1x4x1 XLA 2x1x4x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x64x8x32",
     " ours 1x1x2x1 ours 1x1x2x1 XLA 2x1x4x1 XLA 2x1x4x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x8x1x64x64",
     " ours 2x1x1x1x1 ours 2x1x1x1x1 XLA 2x4x1x1x1 XLA 2x4x1x1x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x8x32x1x64",
     " ours 1x2x1x1x1 ours 1x2x1x1x1 XLA 2x4x1x1x1 XLA 2x4x1x1x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x8x32x64",
     " ours 2x1x1x1 ours 2x1x1x1 XLA 2x4x1x1 XLA 2x4x1x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x8x64x1x32",
     " ours 1x2x1x1x1 ours 1x2x1x1x1 XLA 2x4x1x1x1 XLA 2x4x1x1x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x8x64x1x64",
     " ours 1x2x1x1x1 ours 1x2x1x1x1 XLA 2x4x1x1x1 XLA 2x4x1x1x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "dot 8x8x64x32",
     " ours 1x2x1x1 ours 1x2x1x1 XLA 2x4x1x1 XLA 2x4x1x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "reduce 1x8x8x64",
     " ours 1x1x2x1 ours 1x1x2x1 ours 1x1x2x1 ours 1x1x2x1 ours 1x2x1x1 ours 1x2x1x1 XLA 1x2x4x1 XLA 1x2x4x1 XLA 1x2x4x1 XLA 1x2x4x1 XLA 1x2x4x1 XLA 1x2x4x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "reduce 256",
     " ours 2 ours 2 ours 2 ours 2 ours 1 unreduced 2 ours 1 ours 2 ours 2 ours 1 unreduced 2 ours 1 XLA 4 XLA 4 XLA 4 XLA 4 XLA 4 XLA 4 XLA 4 XLA 4 XLA 4 XLA 4",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "reduce 8x64x4x32",
     " ours 2x1x1x1 ours 1x1x2x1 ours 2x1x1x1 ours 1x1x2x1 XLA 2x1x4x1 XLA 2x1x4x1 XLA 2x1x4x1 XLA 2x1x4x1",
     kGspmdHeuristics},
    {"keras_llama_train_2d.gspmd", "reduce 8x8x64",
     " ours 2x1x1 ours 2x1x1 XLA 2x4x1 XLA 2x4x1",
     kGspmdHeuristics},
};

// Figures printed by the tests (the report's).
struct Figures {
  int files = 0, ops_compared = 0, ops_equal = 0;
  int ours = 0, xla = 0, matched = 0;
};

TEST(ThirdPartyXla, PropagationEqualsXlasOnEveryDotReduceAndGather) {
  std::map<std::string, Figures> by_syntax;
  std::set<std::pair<std::string, std::string>> seen;
  for (auto& f : checked_corpus()) {
    SCOPED_TRACE(f.file->name);
    PropagationResult propagation;  // as lowering used it
    propagation.mesh_name = f.report.lowered.mesh_name;
    propagation.mesh = f.report.lowered.mesh;
    propagation.types = f.report.lowered.types;
    const auto xla = nlohmann::json::parse(testing::read_text(kCorpus + f.file->name + ".propagation.json"));
    const auto comparison = testing::compare_with_xla_propagation(f.program, propagation, xla, {"dot", "reduce", "gather"});
    Figures& figures = by_syntax[f.file->gspmd ? "gspmd" : "shardy"];
    ++figures.files;
    figures.ops_equal += comparison.compared;
    figures.ops_compared += comparison.compared;
    for (const auto& [ops, unmatched] : comparison.unmatched) {
      // Our ops on that key that did not match (each " ours " is one).
      for (size_t at = unmatched.find(" ours "); at != std::string::npos; at = unmatched.find(" ours ", at + 1))
        ++figures.ops_compared;
      auto listed = std::find_if(kExplainedPropagation.begin(), kExplainedPropagation.end(), [&](const auto& e) {
        return about(e.file, f.file->name) && e.ops == ops && e.unmatched == unmatched;
      });
      if (listed == kExplainedPropagation.end()) {
        ADD_FAILURE() << "propagation differs from XLA's on " << ops << ":" << unmatched;
        continue;
      }
      seen.insert({f.file->name, ops});
    }
  }
  for (const auto& e : kExplainedPropagation) {
    bool occurs = false;
    for (const auto& [file, ops] : seen) occurs |= about(e.file, file) && ops == e.ops;
    EXPECT_TRUE(occurs) << e.file << " " << e.ops << " no longer differs from XLA: take it off kExplainedPropagation";
  }
  for (const auto& [syntax, figures] : by_syntax)
    std::cout << syntax << ": propagation equal to XLA's on " << figures.ops_equal << " of " << figures.ops_compared
              << " dots, reduces and gathers in " << figures.files << " files\n";
  EXPECT_EQ(by_syntax["shardy"].files, 27);
  EXPECT_EQ(by_syntax["gspmd"].files, 27);
  EXPECT_EQ(by_syntax["shardy"].ops_equal, by_syntax["shardy"].ops_compared);  // all of them (1761)
}

// Our collectives and XLA's, per step, by kind, axes and bytes: a loop body's once, as XLA
// lists its while bodies' once. Every difference is listed in kExplainedCollectives.
TEST(ThirdPartyXla, CollectivesMatchXlasKindsAndBytes) {
  std::map<std::string, Figures> by_syntax;
  std::set<std::pair<std::string, std::string>> seen;
  for (auto& f : checked_corpus()) {
    SCOPED_TRACE(f.file->name);
    const types::Mesh mesh = testing::json_mesh(f.file->json);
    Collectives ours = our_collectives(f.report), theirs = xla_collectives(*f.file, mesh);
    std::set<std::string> keys;
    for (const auto& [k, v] : ours) keys.insert(k);
    for (const auto& [k, v] : theirs) keys.insert(k);
    Figures& figures = by_syntax[f.file->gspmd ? "gspmd" : "shardy"];
    ++figures.files;
    int file_ours = 0, file_xla = 0, file_matched = 0;
    for (const auto& k : keys) {
      const auto& a = ours[k];
      const auto& b = theirs[k];
      file_ours += static_cast<int>(a.size());
      file_xla += static_cast<int>(b.size());
      file_matched += static_cast<int>(std::min(a.size(), b.size()));
      if (a.size() == b.size()) continue;
      auto listed = std::find_if(kExplainedCollectives.begin(), kExplainedCollectives.end(), [&](const auto& e) {
        return about(e.file, f.file->name) && e.collective == k;
      });
      if (listed != kExplainedCollectives.end() && listed->ours == static_cast<int>(a.size()) &&
          listed->xla == static_cast<int>(b.size())) {
        seen.insert({f.file->name, k});
        continue;
      }
      std::string detail;
      std::map<std::string, int> names;
      for (const auto& n : b) names[n]++;
      for (const auto& [n, c] : names) detail += fmt::format("\n    XLA {}x {}", c, n);
      for (const auto& n : a) detail += "\n    ours " + n;
      ADD_FAILURE() << "collectives differ from XLA's: " << k << ": ours " << a.size() << ", XLA " << b.size()
                    << detail;
    }
    figures.ours += file_ours;
    figures.xla += file_xla;
    figures.matched += file_matched;
    std::cout << f.file->name << ": " << file_matched << " of XLA's " << file_xla << " collectives matched (ours "
              << file_ours << ")\n";
  }
  for (const auto& e : kExplainedCollectives) {
    bool occurs = false;
    for (const auto& [file, key] : seen) occurs |= about(e.file, file) && key == e.collective;
    EXPECT_TRUE(occurs) << e.file << ": " << e.collective << " ours " << e.ours << " XLA " << e.xla
                        << " no longer differs so: update kExplainedCollectives";
  }
  for (const auto& [syntax, figures] : by_syntax)
    std::cout << syntax << ": " << figures.matched << " of XLA's " << figures.xla << " collectives matched (ours "
              << figures.ours << ") in " << figures.files << " files\n";
  EXPECT_EQ(by_syntax["shardy"].files + by_syntax["gspmd"].files, 54);
}

// The scanned layers (MaxText-style steps, nn.scan over 4 layers): the collectives of our loop
// bodies, run 4 times a step, are exactly those XLA lists in its while bodies (once: one
// iteration), all-gathers of every FSDP or Megatron weight and the gradients' all-reduce
// included; none of ours in a body is missing from XLA's or extra.
TEST(ThirdPartyXla, ScannedLayersCollectivesArePerIteration) {
  int files = 0;
  for (auto& f : checked_corpus()) {
    // The MaxText-style scans (ours); MaxText's own scanned steps are compared with the rest
    // (XLA gathers a layer's activations again for its backward dots: kUnmergedGathers).
    if (f.file->name.find("_scan.") == std::string::npos || !f.file->name.starts_with("maxtext_train_")) continue;
    SCOPED_TRACE(f.file->name);
    ASSERT_EQ(f.report.lowered.loops.size(), 2u);  // the forward and the backward scan
    for (const auto& loop : f.report.lowered.loops) EXPECT_EQ(loop.trip_count, 4);
    const Collectives ours = our_collectives(f.report, /*repeat=*/4);
    const Collectives theirs = xla_collectives(*f.file, testing::json_mesh(f.file->json), Where::bodies);
    std::map<std::string, size_t> ours_count, xla_count;
    for (const auto& [k, v] : ours) ours_count[k] = v.size();
    for (const auto& [k, v] : theirs) xla_count[k] = v.size();
    EXPECT_EQ(ours_count, xla_count);
    EXPECT_GE(ours_count.size(), 3u);
    ++files;
  }
  EXPECT_EQ(files, 4);
}

// ---------------------------------------------------------------- the fixes, in small

CheckReport check_text(const std::string& text) {
  Program program = read_stablehlo(text);
  return check_program(program, {});
}

std::vector<std::string> kinds_of(const CheckReport& report) {
  std::vector<std::string> out;
  for (const auto& c : report.cost.collectives) out.push_back(c.kind + " " + fmt::format("{}", fmt::join(c.axes, ",")));
  return out;
}

// Remat's optimization_barrier over several weights, each split over "x" (MaxText's unrolled
// layers: the barrier takes every weight of a layer). Its operand-result pairs are independent:
// each keeps its sharding, nothing is gathered at the barrier (XLA gathers the weights at
// their dots, after it). Before, one axis could go to one pair's factors only, and every
// other weight was gathered to pass the barrier.
TEST(ThirdPartyXlaFixes, OptimizationBarrierKeepsEveryOperandsSharding) {
  const CheckReport report = check_text(R"(module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) -> (tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0:2 = stablehlo.optimization_barrier %arg0, %arg1 : tensor<16x8xf32>, tensor<8x16xf32>
    return %0#0, %0#1 : tensor<16x8xf32>, tensor<8x16xf32>
  }
})");
  EXPECT_EQ(kinds_of(report), std::vector<std::string>{});
}

// An FSDP weight read twice in one loop body (a scanned layer's rematerialised forward and its
// backward dot): one all-gather per iteration, read by both dots, as XLA's while body has it.
// Before, plans were never shared inside a loop: two all-gathers per iteration.
TEST(ThirdPartyXlaFixes, LoopBodyGathersAWeightOnceForItsReaders) {
  const CheckReport report = check_text(R"(module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4x16x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}, {}]>}) -> (tensor<8x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0:3 = stablehlo.while(%iterArg = %c, %iterArg_0 = %arg0, %iterArg_1 = %arg1) : tensor<i32>, tensor<8x16xf32>, tensor<4x16x16xf32>
     cond {
      %c_1 = stablehlo.constant dense<4> : tensor<i32>
      %1 = stablehlo.compare  LT, %iterArg, %c_1,  SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
    } do {
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %1 = stablehlo.dynamic_slice %iterArg_1, %iterArg, %c_1, %c_1, sizes = [1, 16, 16] : (tensor<4x16x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x16x16xf32>
      %2 = stablehlo.reshape %1 : (tensor<1x16x16xf32>) -> tensor<16x16xf32>
      %3 = stablehlo.dot_general %iterArg_0, %2, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %4 = sdy.sharding_constraint %3 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
      %5 = stablehlo.dot_general %4, %2, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
      %6 = sdy.sharding_constraint %5 <@mesh, [{"x"}, {}]> : tensor<8x16xf32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %7 = stablehlo.add %iterArg, %c_2 : tensor<i32>
      stablehlo.return %7, %6, %iterArg_1 : tensor<i32>, tensor<8x16xf32>, tensor<4x16x16xf32>
    }
    return %0#1 : tensor<8x16xf32>
  }
})");
  ASSERT_EQ(kinds_of(report), std::vector<std::string>{"all_gather x"});
  EXPECT_EQ(report.cost.collectives[0].repeat, 4);
  EXPECT_EQ(report.cost.collectives[0].also_read_at, std::vector<int>{16});  // the second dot
}

// MaxText's FSDP embedding: the table split along its embedding dimension, the tokens along
// their batch, over the same axis. Gathering the 4 KiB table costs more than gathering the
// 128 B of indices and all-to-alling the looked-up rows to the batch split, which is what XLA
// does and what lowering now picks (the layout moving fewer bytes).
TEST(ThirdPartyXlaFixes, EmbeddingLookupMovesTheIndicesNotTheTable) {
  const CheckReport report = check_text(R"(module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<64x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {}]>}) {
    %0 = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<8x4xi32>) -> tensor<8x4x1xi32>
    %1 = "stablehlo.gather"(%arg0, %0) <{dimension_numbers = #stablehlo.gather<offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2>, indices_are_sorted = false, slice_sizes = array<i64: 1, 16>}> : (tensor<64x16xf32>, tensor<8x4x1xi32>) -> tensor<8x4x16xf32>
    return %1 : tensor<8x4x16xf32>
  }
})");
  EXPECT_EQ(kinds_of(report), (std::vector<std::string>{"all_gather x", "all_to_all x"}));
  ASSERT_EQ(report.cost.collectives.size(), 2u);
  EXPECT_EQ(report.cost.collectives[0].result_bytes, 8 * 4 * 4);  // the indices, whole
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
}

// Partial sums read by two ops in two layouts (an activation gradient feeding a weight
// gradient and the next layer's backward): reduced once, the second reader's plan starting
// from the first's layout (an all-to-all), not reduced a second time from the partial sums.
TEST(ThirdPartyXlaFixes, PartialSumsAreReducedOnceForTwoReaders) {
  const CheckReport report = check_text(R"(module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<16x64xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}, %arg1: tensor<64x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, tensor<16x32xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<16x64xf32>, tensor<64x32xf32>) -> tensor<16x32xf32>
    %1 = stablehlo.exponential %0 : tensor<16x32xf32>
    %2 = stablehlo.tanh %0 : tensor<16x32xf32>
    %3 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}]> : tensor<16x32xf32>
    %4 = sdy.sharding_constraint %2 <@mesh, [{}, {"x"}]> : tensor<16x32xf32>
    return %3, %4 : tensor<16x32xf32>, tensor<16x32xf32>
  }
})");
  EXPECT_EQ(kinds_of(report), (std::vector<std::string>{"reduce_scatter x", "all_to_all x"}));
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
  // The second plan says where it starts: the first one's result (the executor runs it from
  // there, not from the partial sums).
  ASSERT_EQ(report.lowered.redistributions.size(), 2u);
  EXPECT_EQ(report.lowered.redistributions[0].starts_from, -1);
  EXPECT_EQ(report.lowered.redistributions[1].starts_from, 0);
}

// MaxText's `total_weights`: a count of the batch-split tokens, summed to a scalar, read by
// the loss (divided by it) and returned as a metric. Its partial sums are all-reduced once,
// for the divide, and the return reads that reduction (XLA's one all-reduce); before, the
// return reduced the partial sums a second time.
TEST(ThirdPartyXlaFixes, PartialSumReadAndReturnedIsReducedOnce) {
  const CheckReport report = check_text(R"(module @m {
  sdy.mesh @mesh = <["x"=4]>
  func.func public @main(%arg0: tensor<8x16xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<f32>) -> (tensor<f32>, tensor<i32>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.reduce(%arg0 init: %c) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x16xi32>, tensor<i32>) -> tensor<i32>
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<f32>
    %2 = stablehlo.divide %arg1, %1 : tensor<f32>
    return %2, %0 : tensor<f32>, tensor<i32>
  }
})");
  EXPECT_EQ(kinds_of(report), std::vector<std::string>{"all_reduce x"});
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
}

// MaxText's decode step, its output head: the logits dot's result constrained, fully closed, to
// [{}, {}, {"tensor"}], converted to f32 and constrained replicated. Shardy gives a fully
// closed constraint's sharding to its operand (apply-sharding-constraints): the dot produces
// the batch replicated (XLA's 1x1x4, its operand gathered over data first), and the convert
// runs replicated, the bf16 logits gathered before it. Before, the dot kept the operand's
// batch split (2x1x4) and the f32 logits were gathered after the convert (twice the bytes).
TEST(ThirdPartyXlaFixes, ClosedConstraintShardsTheValueItConstrains) {
  Program program = read_stablehlo(R"(module @m {
  sdy.mesh @mesh = <["data"=2, "tensor"=4]>
  func.func public @main(%arg0: tensor<8x1x256xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{"data"}, {}, {"tensor"}]>}, %arg1: tensor<256x1024xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"tensor"}]>}) -> (tensor<8x1x1024xf32>) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [2] x [0] : (tensor<8x1x256xbf16>, tensor<256x1024xbf16>) -> tensor<8x1x1024xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {"tensor"}]> : tensor<8x1x1024xbf16>
    %2 = stablehlo.convert %1 : (tensor<8x1x1024xbf16>) -> tensor<8x1x1024xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}, {}]> : tensor<8x1x1024xf32>
    return %3 : tensor<8x1x1024xf32>
  }
})");
  const CheckReport report = check_program(program, {});
  const auto& dot = program.main.ops[0];
  const auto& convert = program.main.ops[2];
  ASSERT_EQ(dot.kind, OpKind::dot_general);
  ASSERT_EQ(convert.kind, OpKind::convert);
  const types::ShardingType& logits = report.lowered.types[dot.results[0]];
  EXPECT_TRUE(logits.dims[0].axes.empty());  // the batch: replicated, as the constraint says
  ASSERT_EQ(logits.dims[2].axes.size(), 1u);
  EXPECT_EQ(logits.dims[2].axes[0].name, "tensor");
  for (const auto& d : report.lowered.types[convert.results[0]].dims) EXPECT_TRUE(d.axes.empty());
  // The bf16 logits gathered over tensor before the convert: 8x1x256 bf16 per device.
  bool bf16_logits_gathered = false;
  for (const auto& c : report.cost.collectives)
    bf16_logits_gathered |= c.kind == "all_gather" && c.operand_bytes == 8 * 256 * 2 && c.result_bytes == 8 * 1024 * 2;
  EXPECT_TRUE(bf16_logits_gathered) << fmt::format("{}", fmt::join(kinds_of(report), "; "));
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
}

// MaxText's decode step writes the new k and v, split over data along the batch as the
// layer's cache slice is, into that slice, the result constrained batch-replicated. Updating
// the split slice and gathering the result receives the slice once; gathering the slice and
// the new values first receives the new values besides (XLA's compile updates the split slice
// and gathers the result). Before, the update ran in the result's layout: two gathers.
TEST(ThirdPartyXlaFixes, CacheUpdateRunsSplitAndGathersItsResult) {
  const CheckReport report = check_text(R"(module @m {
  sdy.mesh @mesh = <["data"=2]>
  func.func public @main(%arg0: tensor<16x8x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg1: tensor<1x8x32xbf16> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"data"}, {}]>}, %arg2: tensor<i32>) -> (tensor<16x8x32xbf16>) {
    %c = stablehlo.constant dense<0> : tensor<i32>
    %0 = stablehlo.dynamic_update_slice %arg0, %arg1, %arg2, %c, %c : (tensor<16x8x32xbf16>, tensor<1x8x32xbf16>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<16x8x32xbf16>
    %1 = sdy.sharding_constraint %0 <@mesh, [{}, {}, {}]> : tensor<16x8x32xbf16>
    return %1 : tensor<16x8x32xbf16>
  }
})");
  ASSERT_EQ(kinds_of(report), std::vector<std::string>{"all_gather data"});
  EXPECT_EQ(report.cost.collectives[0].operand_bytes, 16 * 4 * 32 * 2);  // the updated slice
  EXPECT_EQ(report.redistributions, report.redistributions_proved);
}

}  // namespace
}  // namespace shardproof::partition
