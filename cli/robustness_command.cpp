// \file `shardproof robustness verify|audit|harden`: the CLI of robustness/. Parses flags,
// calls the library and prints (text or --json). Bad input prints the library's diagnostic
// ("file:line:col: error: ...") and exits 2; verdicts exit 0.
#include <fmt/format.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "robustness/audit.h"
#include "robustness/dataset.h"
#include "robustness/error.h"
#include "robustness/model_loader.h"
#include "robustness/verifier.h"
#include "robustness/vnnlib.h"

namespace shardproof::cli {
namespace rb = shardproof::robustness;

namespace {

std::vector<double> vec_to_std(const rb::Vec& v) { return std::vector<double>(v.data(), v.data() + v.size()); }

void add_verify(CLI::App& parent, int& exit_code) {
  struct Opts {
    std::string model, spec, method = "auto";
    double timeout = 60;
    bool json = false;
  };
  auto o = std::make_shared<Opts>();
  auto* cmd = parent.add_subcommand("verify", "decide a VNNLIB property: holds | violated (with witness) | unknown");
  cmd->add_option("--model", o->model, "network (.onnx or .nnet)")->required();
  cmd->add_option("--spec", o->spec, "VNNLIB property")->required();
  cmd->add_option("--method", o->method, "lp | bounds | milp | auto")->default_str("auto");
  cmd->add_option("--timeout", o->timeout, "seconds")->default_str("60");
  cmd->add_flag("--json", o->json, "print JSON");
  cmd->callback([o, &exit_code] {
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
      rb::Network net = rb::load_model(o->model);
      rb::Spec spec = rb::load_vnnlib(o->spec);
      std::string err = rb::check_compatible(net, spec);
      if (!err.empty()) throw rb::InputError::in(o->spec, err);
      rb::VerifyOptions vo;
      vo.method = m;
      vo.timeout_s = o->timeout;
      rb::VerifyResult r = rb::verify(net, spec, vo);
      if (o->json) {
        nlohmann::json j;
        j["result"] = rb::to_string(r.verdict);
        j["method"] = o->method;
        j["decided_by"] = r.decided_by;
        j["seconds"] = r.seconds;
        j["nodes"] = r.nodes;
        j["milp_calls"] = r.milp_calls;
        if (!r.note.empty()) j["note"] = r.note;
        if (r.verdict == rb::Verdict::Violated) {
          j["witness"] = {{"x", vec_to_std(r.x)}, {"y", vec_to_std(r.y)}, {"case", r.case_index}};
        } else {
          j["witness"] = nullptr;
        }
        std::printf("%s\n", j.dump(2).c_str());
      } else {
        std::printf("%s\n", rb::to_string(r.verdict));
        if (r.verdict == rb::Verdict::Violated) std::printf("%s\n", rb::format_witness(r.x, r.y).c_str());
        std::fprintf(stderr, "%s in %.3f s (%ld pieces, %ld MILP/LP calls%s%s)\n",
                     r.decided_by.empty() ? "undecided" : ("decided by " + r.decided_by).c_str(), r.seconds, r.nodes,
                     r.milp_calls, r.note.empty() ? "" : "; ", r.note.c_str());
      }
      exit_code = kExitOk;
    } catch (const rb::InputError& e) {
      std::fprintf(stderr, "%s\n", e.what());
      exit_code = kExitBadInput;
    }
  });
}

// "0.01,0.02,0.05" -> {0.01, 0.02, 0.05}; false on a bad list.
bool parse_eps(const std::string& s, std::vector<double>& out) {
  std::stringstream ss(s);
  std::string item;
  while (std::getline(ss, item, ',')) {
    char* end = nullptr;
    double v = std::strtod(item.c_str(), &end);
    if (item.empty() || *end != '\0' || !(v >= 0)) return false;
    out.push_back(v);
  }
  return !out.empty();
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
    std::printf("%s\n", j.dump(2).c_str());
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
    std::string model, data, eps = "0.01,0.02,0.05", plot;
    std::size_t limit = 0;
    double scale = 1.0 / 255.0;
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
  cmd->add_flag("--json", o->json, "print JSON");
  cmd->callback([o, &exit_code] {
    try {
      std::vector<double> eps;
      if (!parse_eps(o->eps, eps)) {
        std::fprintf(stderr, "--eps: error: expected comma-separated non-negative numbers, got '%s'\n", o->eps.c_str());
        exit_code = kExitBadInput;
        return;
      }
      rb::Network net = rb::load_model(o->model);
      rb::Dataset data = rb::load_dataset(o->data, o->scale, o->limit);
      if (static_cast<int>(data.inputs[0].size()) != net.input_size)
        throw rb::InputError::in(o->data, fmt::format("samples have {} features but the network takes {}", data.inputs[0].size(), net.input_size));
      rb::AuditOptions ao;
      ao.eps = eps;
      ao.certify = !o->no_certify;
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
      print_audit(r, o->json, eps);
      if (!o->plot.empty()) {
        std::ofstream f(o->plot);
        if (!f) throw rb::InputError("--plot: error: cannot write " + o->plot);
        f << rb::rho_histogram_svg(r, eps);
      }
      exit_code = kExitOk;
    } catch (const rb::InputError& e) {
      std::fprintf(stderr, "%s\n", e.what());
      exit_code = kExitBadInput;
    }
  });
}

}  // namespace

void add_robustness_command(CLI::App& app, int& exit_code) {
  auto* rob = app.add_subcommand("robustness", "neural-network robustness: verify, audit, harden");
  rob->require_subcommand(1);
  add_verify(*rob, exit_code);
  add_audit(*rob, exit_code);
}

}  // namespace shardproof::cli
