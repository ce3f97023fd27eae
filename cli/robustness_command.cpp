// \file `shardproof robustness verify|audit|harden`: the CLI of robustness/. Parses flags,
// calls the library and prints (text or --json). Bad input prints the library's diagnostic
// ("file:line:col: error: ...") and exits 2; verdicts exit 0.
#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
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

}  // namespace

void add_robustness_command(CLI::App& app, int& exit_code) {
  auto* rob = app.add_subcommand("robustness", "neural-network robustness: verify, audit, harden");
  rob->require_subcommand(1);
  add_verify(*rob, exit_code);
}

}  // namespace shardproof::cli
