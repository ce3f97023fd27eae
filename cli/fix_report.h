// \file A finding's fix in `check`'s output (issue 43; partition/search/fix_search.h finds and
// re-checks it): the change in JAX's words, and what the re-check of the changed program
// saves, in the text under a finding, in --json's `fix` object and in the --html page.
//
//   fix: params['w2']: P('model', None)  (was P('data', None)); removes it, re-checked:
//        bytes moved 1.10 MiB -> 128 KiB, modeled step 154.3 us -> 40.1 us, peak 1.38 MiB -> 1.25 MiB
//   fix: jax.lax.with_sharding_constraint(h, P('data', 'model')) at model.py:64  (was P()); ...
//   fix: none found: none of the 14 changes re-checked removes or shrinks it without ...
#pragma once

#include <nlohmann/json.hpp>

#include <string>

#include "partition/check/check.h"
#include "partition/ir/source_location.h"

namespace shardproof::cli {

// The change as a user writes it in JAX: "params['w2']: P('model', None)",
// "jax.lax.with_sharding_constraint(x, P('data', None)) on the result of stablehlo.tanh at
// model.py:39 (%3)".
std::string change_text(const partition::ShardingChange& change, const types::Mesh& mesh,
                        const partition::LocationsByLine& locations);

// "bytes moved 1.10 MiB -> 128 KiB, modeled step 154.3 us -> 40.1 us, peak 1.38 MiB -> 1.25 MiB".
std::string savings_text(const partition::Fix& fix);

// The `fix` object of a finding in --json: null where the finding was not searched.
nlohmann::json fix_json(const partition::Diagnostic& d, const types::Mesh& mesh,
                        const partition::LocationsByLine& locations);

// The fix's lines under a finding (nothing where it was not searched).
void print_fix(const partition::Diagnostic& d, const types::Mesh& mesh, const partition::LocationsByLine& locations,
               const std::string& indent);

}  // namespace shardproof::cli
