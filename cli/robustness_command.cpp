// \file `shardproof robustness verify|audit|harden`: the CLI of robustness/. Parses flags,
// calls the library and prints (text or --json). Bad input prints the library's diagnostic
// ("file:line:col: error: ...") and exits 2; verdicts exit 0.
#include <fmt/format.h>
#include <unistd.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <nlohmann/json.hpp>

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/output_file.h"
#include "robustness/audit.h"
#include "robustness/dataset.h"
#include "robustness/error.h"
#include "robustness/gemm.h"
#include "robustness/harden.h"
#include "robustness/model_loader.h"
#include "robustness/onnx_writer.h"
#include "robustness/verifier.h"
#include "robustness/vnnlib.h"

namespace shardproof::cli {
namespace rb = shardproof::robustness;

namespace {

std::vector<double> vec_to_std(const rb::Vec& v) { return std::vector<double>(v.data(), v.data() + v.size()); }

// Bound propagation allocates and frees matrices of a few to tens of MB thousands of times;
// glibc maps the larger ones afresh each time and hands the heap's top back as soon as it is
// free, so every pass pays page faults and zeroing. Keeping them in the heap, with the 8 MB
// conv chunks already in: `verify --method bounds` on cifar_deep_kw img1052 804k -> 406k
// minor faults, 1.3 -> 0.6 s system time, 5.1 -> 4.2 s wall (bench/RESULTS.md, oval21).
// Process-wide, so set by the command, not by the library (tests and drivers calling verify
// run with glibc's defaults).
void keep_large_blocks_in_heap() {
#if defined(__GLIBC__)
  mallopt(M_MMAP_THRESHOLD, 32 << 20);  // glibc's largest allowed value
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
#endif
}

void add_verify(CLI::App& parent, int& exit_code) {
  struct Opts {
    std::string model, spec, method = "auto";
    double timeout = 60;
    double progress = 0;
    bool json = false, gpu = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = parent.add_subcommand("verify", "decide a VNNLIB property: holds | violated (with witness) | unknown");
  cmd->add_option("--model", o->model, "network (.onnx or .nnet)")->required();
  cmd->add_option("--spec", o->spec, "VNNLIB property")->required();
  cmd->add_option("--method", o->method, "lp | bounds | milp | auto")->default_str("auto");
  cmd->add_option("--timeout", o->timeout, "seconds")->default_str("60");
  cmd->add_option("--progress", o->progress,
                  "every SECONDS, a line on stderr saying where a branch and bound stands (0: none)")->default_str("0");
  cmd->add_flag("--json", o->json, "print JSON");
  cmd->add_flag("--gpu", o->gpu, "large matrix products of the bound computations through cuBLAS (the CPU stays the default)");
  cmd->callback([o, &exit_code] {
    const auto started = std::chrono::steady_clock::now();  // --timeout covers the loading too
    try {
      rb::Method m;
      if (!rb::parse_method(o->method, m)) {
        std::fprintf(stderr, "--method: error: unknown method '%s' (expected lp, bounds, milp or auto)\n", o->method.c_str());
        exit_code = kExitBadInput;
        return;
      }
      if (!(o->timeout > 0)) {
        std::fprintf(stderr, "--timeout: error: must be positive\n");
        exit_code = kExitBadInput;
        return;
      }
      if (!(o->progress >= 0)) {
        std::fprintf(stderr, "--progress: error: must be 0 or positive\n");
        exit_code = kExitBadInput;
        return;
      }
      if (o->gpu && !rb::gemm_use_gpu(true)) {
        std::fprintf(stderr, "--gpu: error: no CUDA GPU is visible, or this build has no CUDA\n");
        exit_code = kExitBadInput;
        return;
      }
      keep_large_blocks_in_heap();
      rb::Network net = rb::load_model(o->model);
      rb::Spec spec = rb::load_vnnlib(o->spec);
      std::string err = rb::check_compatible(net, spec);
      if (!err.empty()) throw rb::InputError::in(o->spec, err);
      rb::VerifyOptions vo;
      vo.method = m;
      if (o->progress > 0) {
        vo.progress_every_s = o->progress;
        vo.progress = [](double seconds, const std::string& state) { std::fprintf(stderr, "[%.1f s] %s\n", seconds, state.c_str()); };
      }
      const double loading_s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      vo.timeout_s = std::max(1e-3, o->timeout - loading_s);
      rb::VerifyResult r = rb::verify(net, spec, vo);
      if (o->json) {
        nlohmann::json j;
        j["result"] = rb::to_string(r.verdict);
        j["method"] = o->method;
        j["decided_by"] = r.decided_by;
        j["seconds"] = r.seconds;
        j["nodes"] = r.nodes;
        j["milp_calls"] = r.milp_calls;
        j["worker_slices"] = r.worker_slices;
        j["gemm"] = rb::gemm_path();
        if (!r.note.empty()) j["note"] = r.note;
        if (r.verdict == rb::Verdict::Violated) {
          j["witness"] = {{"x", vec_to_std(r.x)}, {"y", vec_to_std(r.y)}, {"case", r.case_index}};
        } else {
          j["witness"] = nullptr;
        }
        print_json(j);
      } else {
        std::printf("%s\n", rb::to_string(r.verdict));
        if (r.verdict == rb::Verdict::Violated) std::printf("%s\n", rb::format_witness(r.x, r.y).c_str());
        std::fprintf(stderr, "%s in %.3f s (%ld pieces, %ld MILP/LP calls%s%s%s)\n",
                     r.decided_by.empty() ? "undecided" : ("decided by " + r.decided_by).c_str(), r.seconds, r.nodes,
                     r.milp_calls, r.worker_slices ? fmt::format(", {} search slices in a second process", r.worker_slices).c_str() : "",
                     r.note.empty() ? "" : "; ", r.note.c_str());
      }
      exit_code = kExitOk;
    } catch (const rb::InputError& e) {
      std::fprintf(stderr, "%s\n", e.what());
      exit_code = kExitBadInput;
    } catch (const BadInput& e) {
      std::fprintf(stderr, "%s\n", e.what());
      exit_code = kExitBadInput;
    }
  });
}

// "0.485,-0.2" -> {0.485, -0.2}; false on a bad list (any finite numbers).
bool parse_numbers(const std::string& s, std::vector<double>& out) {
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ',')) {
    char* end = nullptr;
    double v = std::strtod(item.c_str(), &end);
    if (item.empty() || *end != '\0' || !std::isfinite(v)) return false;
    out.push_back(v);
  }
  return !out.empty();
}

// "0.01,0.02,0.05" -> {0.01, 0.02, 0.05}; false on a bad list (or a negative radius).
bool parse_eps(const std::string& s, std::vector<double>& out) {
  if (!parse_numbers(s, out)) return false;
  return std::all_of(out.begin(), out.end(), [](double v) { return v >= 0; });
}

void print_audit(const rb::AuditResult& r, bool json, const std::vector<double>& eps) {
  if (json) {
    nlohmann::json j;
    j["total"] = r.total;
    j["correct"] = r.correct;
    j["accuracy"] = r.accuracy;
    for (const auto& row : r.rows)
      j["rows"].push_back({{"eps", row.eps}, {"phi", row.phi}, {"mu", row.mu}, {"certified", row.certified},
                           {"adversarial", row.adversarial}, {"certified_count", row.certified_count}});
    for (const auto& p : r.points) {
      nlohmann::json q = {{"index", p.index}, {"label", p.label}, {"predicted", p.predicted}, {"correct", p.correct}};
      q["rho"] = std::isfinite(p.rho) ? nlohmann::json(p.rho) : nlohmann::json(nullptr);
      j["points"].push_back(q);
    }
    print_json(j);
    return;
  }
  (void)eps;
  std::printf("%zu points, accuracy %.3f (%zu correct)\n", r.total, r.accuracy, r.correct);
  std::printf("%8s  %8s  %10s  %10s\n", "eps", "phi", "mu", "certified");
  for (const auto& row : r.rows)
    std::printf("%8.4g  %8.3f  %10.5f  %10.3f\n", row.eps, row.phi, row.mu, row.certified);
}

void add_audit(CLI::App& parent, int& exit_code) {
  struct Opts {
    std::string model, data, eps = "0.01,0.02,0.05", plot, mean;
    std::size_t limit = 0;
    double scale = 1.0 / 255.0, std = 1.0;
    bool json = false, no_certify = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = parent.add_subcommand("audit", "Bastani et al. metrics over a dataset: phi, mu, certified share, accuracy");
  cmd->add_option("--model", o->model, "network (.onnx or .nnet)")->required();
  cmd->add_option("--data", o->data, "dataset: CSV (label,pixels) or IDX images file")->required();
  cmd->add_option("--eps", o->eps, "comma-separated radii")->default_str("0.01,0.02,0.05");
  cmd->add_option("--limit", o->limit, "use the first N samples");
  cmd->add_option("--scale", o->scale, "feature scale (default 1/255)");
  cmd->add_option("--plot", o->plot, "write an SVG histogram of rho");
  cmd->add_flag("--no-certify", o->no_certify, "skip the DeepPoly certification column");
  cmd->add_option("--mean", o->mean, "per-channel means: the network takes (x - mean_c) / std (e.g. 0.485,0.456,0.406)");
  cmd->add_option("--std", o->std, "the deviation that --mean comes with, one for every channel (e.g. 0.225)");
  cmd->add_flag("--json", o->json, "print JSON");
  cmd->callback([o, &exit_code] {
    try {
      std::vector<double> eps, mean;
      if (!o->mean.empty() && !parse_numbers(o->mean, mean)) {
        std::fprintf(stderr, "--mean: error: expected comma-separated numbers, got '%s'\n", o->mean.c_str());
        exit_code = kExitBadInput;
        return;
      }
      if (!(o->std > 0) || !std::isfinite(o->std)) {
        std::fprintf(stderr, "--std: error: must be positive\n");
        exit_code = kExitBadInput;
        return;
      }
      if (!parse_eps(o->eps, eps)) {
        std::fprintf(stderr, "--eps: error: expected comma-separated non-negative numbers, got '%s'\n", o->eps.c_str());
        exit_code = kExitBadInput;
        return;
      }
      if (!(o->scale > 0)) {  // as harden checks it
        std::fprintf(stderr, "--scale: error: must be positive\n");
        exit_code = kExitBadInput;
        return;
      }
      rb::Network net = rb::load_model(o->model);
      rb::Dataset data = rb::load_dataset(o->data, o->scale, o->limit);
      if (static_cast<int>(data.inputs[0].size()) != net.input_size)
        throw rb::InputError::in(o->data, fmt::format("samples have {} features but the network takes {}", data.inputs[0].size(), net.input_size));
      if (!mean.empty() && net.input_size % static_cast<int>(mean.size()) != 0)
        throw BadInput(fmt::format("--mean: error: {} channel means do not divide the network's {} inputs", mean.size(), net.input_size));
      // The audit's pointwise LP walks the activation region of each point: none exists for a
      // Sigmoid or Tanh layer (verify handles those networks; audit does not).
      if (!net.piecewise_linear())
        throw rb::InputError::in(o->model, "audit needs a piecewise-linear network (Relu, LeakyRelu, PRelu, MaxPool); this one has a Sigmoid or Tanh layer");
      rb::AuditOptions ao;
      ao.eps = eps;
      ao.certify = !o->no_certify;
      ao.normalize.mean = mean;
      ao.normalize.std = o->std;
      bool tty = isatty(fileno(stderr)) != 0;
      auto progress = [tty](std::size_t done, std::size_t total) {
        if (!tty) return;
        int w = 40, filled = static_cast<int>(w * done / std::max<std::size_t>(total, 1));
        std::fprintf(stderr, "\r[%s%s] %zu/%zu", std::string(filled, '#').c_str(), std::string(w - filled, '.').c_str(), done, total);
        if (done == total) std::fprintf(stderr, "\n");
      };
      rb::AuditResult r = rb::audit(net, data, ao, progress);
      if (!r.error.empty()) {
        std::fprintf(stderr, "error: %s\n", r.error.c_str());
        exit_code = kExitBadInput;
        return;
      }
      // The plot first: a --plot that cannot be written is exit 2 before any report is out.
      if (!o->plot.empty()) write_output_file("--plot", o->plot, rb::rho_histogram_svg(r, eps));
      print_audit(r, o->json, eps);
      exit_code = kExitOk;
    } catch (const rb::InputError& e) {
      std::fprintf(stderr, "%s\n", e.what());
      exit_code = kExitBadInput;
    } catch (const BadInput& e) {
      std::fprintf(stderr, "%s\n", e.what());
      exit_code = kExitBadInput;
    }
  });
}


// "64,64" -> {64, 64}; false on a bad list (an empty list means no hidden layer: "").
bool parse_sizes(const std::string& s, std::vector<int>& out) {
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ',')) {
    char* end = nullptr;
    long v = std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end != '\0' || v < 1 || v > 100000) return false;
    out.push_back(static_cast<int>(v));
  }
  return true;
}

// A dataset by --format (csv | idx; empty: CSV for *.csv, IDX otherwise) with an optional
// explicit IDX labels file.
rb::Dataset load_data(const std::string& flag, const std::string& path, const std::string& format,
                      const std::string& labels, double scale, std::size_t limit) {
  bool csv = format.empty() ? (path.size() >= 4 && path.substr(path.size() - 4) == ".csv") : format == "csv";
  if (csv) {
    if (!labels.empty()) throw rb::InputError(flag + ": error: a labels file is only for --format idx");
    return rb::load_csv(path, scale, limit);
  }
  if (labels.empty()) return rb::load_dataset(path, scale, limit);
  return rb::load_idx(path, labels, scale, limit);
}

struct ProgressBar {
  bool tty = isatty(fileno(stderr)) != 0;
  void operator()(const std::string& stage, std::size_t done, std::size_t total) const {
    if (!tty) return;
    int w = 40, filled = static_cast<int>(w * done / std::max<std::size_t>(total, 1));
    std::fprintf(stderr, "\r%-12s [%s%s] %zu/%zu", stage.c_str(), std::string(filled, '#').c_str(),
                 std::string(w - filled, '.').c_str(), done, total);
    if (done == total) std::fprintf(stderr, "\n");
  }
};

void print_harden(const rb::HardenResult& r, const rb::HardenOptions& ho, bool json, const std::string& out) {
  const auto& b = r.audit_before;
  const auto& a = r.audit_after;
  if (json) {
    nlohmann::json j;
    j["train_size"] = r.train_size;
    j["test_size"] = r.test_size;
    j["network"] = r.after.summary();
    j["hidden"] = ho.hidden;
    j["epochs"] = ho.train.epochs;
    j["loss"] = {{"initial", r.train_before.initial_loss}, {"before", r.train_before.epoch_loss},
                 {"after", r.train_after.epoch_loss}};
    j["attacked"] = r.attacked;
    j["adversarial_found"] = r.adversarial_found;
    j["adversarial_added"] = r.adversarial_added;
    j["accuracy_before"] = b.accuracy;
    j["accuracy_after"] = a.accuracy;
    j["train_accuracy_before"] = r.train_accuracy_before;
    j["train_accuracy_after"] = r.train_accuracy_after;
    for (std::size_t k = 0; k < b.rows.size(); ++k)
      j["rows"].push_back({{"eps", b.rows[k].eps},
                           {"phi_before", b.rows[k].phi}, {"phi_after", a.rows[k].phi},
                           {"mu_before", b.rows[k].mu}, {"mu_after", a.rows[k].mu},
                           {"certified_before", b.rows[k].certified}, {"certified_after", a.rows[k].certified}});
    j["seconds"] = {{"train", r.seconds_train}, {"attack", r.seconds_attack}, {"audit", r.seconds_audit}};
    j["out"] = out.empty() ? nlohmann::json(nullptr) : nlohmann::json(out);
    print_json(j);
    return;
  }
  std::printf("network %s; %zu training points, %zu test points\n", r.after.summary().c_str(), r.train_size, r.test_size);
  std::printf("trained %d epochs: loss %.4f -> %.4f; LP attacks on %zu training points: %zu adversarial found, %zu added\n",
              ho.train.epochs, r.train_before.initial_loss,
              r.train_before.epoch_loss.empty() ? r.train_before.initial_loss : r.train_before.epoch_loss.back(),
              r.attacked, r.adversarial_found, r.adversarial_added);
  std::printf("retrained on %zu points: loss %.4f; train accuracy %.3f -> %.3f\n", r.train_size + r.adversarial_added,
              r.train_after.epoch_loss.empty() ? r.train_after.initial_loss : r.train_after.epoch_loss.back(),
              r.train_accuracy_before, r.train_accuracy_after);
  std::printf("%8s  %10s %10s  %10s %10s  %10s %10s  %10s %10s\n", "eps", "phi_before", "phi_after", "mu_before",
              "mu_after", "acc_before", "acc_after", "cert_befor", "cert_after");
  for (std::size_t k = 0; k < b.rows.size(); ++k)
    std::printf("%8.4g  %10.3f %10.3f  %10.5f %10.5f  %10.3f %10.3f  %10.3f %10.3f\n", b.rows[k].eps, b.rows[k].phi,
                a.rows[k].phi, b.rows[k].mu, a.rows[k].mu, b.accuracy, a.accuracy, b.rows[k].certified,
                a.rows[k].certified);
  std::fprintf(stderr, "train %.1f s, LP attacks %.1f s, audits %.1f s%s%s\n", r.seconds_train, r.seconds_attack,
               r.seconds_audit, out.empty() ? "" : "; hardened network written to ", out.c_str());
}

void add_harden(CLI::App& parent, int& exit_code) {
  struct Opts {
    std::string data, format, labels, test, test_labels, hidden = "64,64", eps = "0.01,0.02,0.05", out, out_before;
    int epochs = 5, retrain_epochs = -1, batch = 32;
    double lr = 1e-3, scale = 1.0 / 255.0, adv_max_rho = 0;
    std::size_t limit = 1000, test_limit = 100, attack = 200;
    std::uint64_t seed = 1;
    bool json = false, no_certify = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = parent.add_subcommand(
      "harden", "train an MLP, retrain it with LP-found adversarial examples, report phi/mu/accuracy before and after");
  cmd->add_option("--data", o->data, "training data: CSV (label,pixels) or IDX images file (.gz too)")->required();
  cmd->add_option("--format", o->format, "idx | csv (default: by file name)");
  cmd->add_option("--labels", o->labels, "IDX labels file (default: derived from the images file name)");
  cmd->add_option("--test", o->test, "test data (default: hold out the last 20% of --data)");
  cmd->add_option("--test-labels", o->test_labels, "IDX labels file of --test");
  cmd->add_option("--hidden", o->hidden, "hidden layer sizes")->default_str("64,64");
  cmd->add_option("--epochs", o->epochs, "training epochs")->default_str("5");
  cmd->add_option("--retrain-epochs", o->retrain_epochs, "fine-tuning epochs (default: --epochs)");
  cmd->add_option("--batch", o->batch, "mini-batch size")->default_str("32");
  cmd->add_option("--lr", o->lr, "Adam learning rate")->default_str("0.001");
  cmd->add_option("--eps", o->eps, "comma-separated radii")->default_str("0.01,0.02,0.05");
  cmd->add_option("--limit", o->limit, "use the first N samples of --data (0: all)")->default_str("1000");
  cmd->add_option("--test-limit", o->test_limit, "audit at most N test points")->default_str("100");
  cmd->add_option("--attack", o->attack, "attack the first N training points with the LP (0: all)")->default_str("200");
  cmd->add_option("--adv-max-rho", o->adv_max_rho, "add adversarial points with rho <= this (default: largest eps)");
  cmd->add_option("--seed", o->seed, "seed of weights and shuffling")->default_str("1");
  cmd->add_option("--scale", o->scale, "feature scale (default 1/255)");
  cmd->add_option("--out", o->out, "write the hardened network (ONNX)");
  cmd->add_option("--out-before", o->out_before, "write the network before hardening (ONNX)");
  cmd->add_flag("--no-certify", o->no_certify, "skip the DeepPoly certification columns");
  cmd->add_flag("--json", o->json, "print JSON");
  cmd->callback([o, &exit_code] {
    auto bad = [&exit_code](const std::string& msg) {
      std::fprintf(stderr, "%s\n", msg.c_str());
      exit_code = kExitBadInput;
    };
    try {
      rb::HardenOptions ho;
      ho.audit.eps.clear();
      ho.hidden.clear();
      if (!parse_eps(o->eps, ho.audit.eps))
        return bad(fmt::format("--eps: error: expected comma-separated non-negative numbers, got '{}'", o->eps));
      if (!parse_sizes(o->hidden, ho.hidden))
        return bad(fmt::format("--hidden: error: expected comma-separated positive layer sizes, got '{}'", o->hidden));
      if (!o->format.empty() && o->format != "idx" && o->format != "csv")
        return bad(fmt::format("--format: error: unknown format '{}' (expected idx or csv)", o->format));
      if (o->epochs < 0) return bad("--epochs: error: must be non-negative");
      if (o->batch < 1) return bad("--batch: error: must be positive");
      if (!(o->lr > 0)) return bad("--lr: error: must be positive");
      if (!(o->scale > 0)) return bad("--scale: error: must be positive");
      if (o->test_limit < 1) return bad("--test-limit: error: must be positive");
      ho.train.epochs = o->epochs;
      ho.train.batch_size = o->batch;
      ho.train.learning_rate = o->lr;
      ho.train.seed = o->seed;
      ho.retrain_epochs = o->retrain_epochs;
      ho.attack_points = o->attack;
      ho.adv_max_rho = o->adv_max_rho;
      ho.audit.certify = !o->no_certify;

      rb::Dataset train = load_data("--labels", o->data, o->format, o->labels, o->scale, o->limit);
      rb::Dataset test;
      if (!o->test.empty()) {
        test = load_data("--test-labels", o->test, o->format, o->test_labels, o->scale, o->test_limit);
      } else {
        if (train.size() < 2) throw rb::InputError::in(o->data, "need at least 2 samples to hold out test points");
        std::size_t keep = train.size() - std::max<std::size_t>(1, train.size() / 5);
        for (std::size_t i = keep; i < train.size() && test.size() < o->test_limit; ++i) {
          test.inputs.push_back(train.inputs[i]);
          test.labels.push_back(train.labels[i]);
        }
        train.inputs.resize(keep);
        train.labels.resize(keep);
      }
      const long d = train.inputs[0].size();
      for (const auto* ds : {&train, &test})
        for (std::size_t i = 0; i < ds->size(); ++i)
          if (ds->inputs[i].size() != d)
            throw rb::InputError::in(ds == &train ? o->data : o->test,
                                     fmt::format("sample {} has {} features, expected {}", i, ds->inputs[i].size(), d));
      for (const auto* ds : {&train, &test})
        for (int l : ds->labels)
          if (l > 1000) throw rb::InputError::in(ds == &train ? o->data : o->test, fmt::format("label {} is too large (at most 1000 classes)", l));

      ProgressBar bar;
      rb::HardenResult r = rb::harden(train, test, ho, bar);
      // Serialized first (a network ONNX cannot hold is exit 2 before any file is touched),
      // then each written to a temporary beside it and renamed: never half-written.
      const std::string after = o->out.empty() ? "" : rb::onnx_bytes(r.after, o->out);
      const std::string before = o->out_before.empty() ? "" : rb::onnx_bytes(r.before, o->out_before);
      if (!o->out.empty()) write_output_file("--out", o->out, after);
      if (!o->out_before.empty()) write_output_file("--out-before", o->out_before, before);
      print_harden(r, ho, o->json, o->out);
      exit_code = kExitOk;
    } catch (const rb::InputError& e) {
      bad(e.what());
    } catch (const BadInput& e) {
      bad(e.what());
    }
  });
}

}  // namespace

void add_robustness_command(CLI::App& app, int& exit_code) {
  auto* rob = app.add_subcommand("robustness", "neural-network robustness: verify, audit, harden");
  rob->require_subcommand(1);
  add_verify(*rob, exit_code);
  add_audit(*rob, exit_code);
  add_harden(*rob, exit_code);
}

}  // namespace shardproof::cli
