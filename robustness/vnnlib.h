// \file VNNLIB specifications. A Spec is the counterexample set of a VNNLIB file as a
// disjunction of Cases; each Case is an input box and a conjunction of linear output
// constraints `C y <= d`. The property holds iff no case has a point x in its box whose
// output y = f(x) satisfies all its constraints. Examples:
//   ACAS Xu prop_3: one case, box over X_0..X_4, 4 rows (Y_0 - Y_j <= 0, j = 1..4).
//   ACAS Xu prop_6: two boxes x four output disjuncts = 8 cases.
//   mnistfc prop_0_0.03: one box, 9 cases, each one row Y_8 - Y_j <= 0.
// Asserts are conjoined and brought into DNF. Atoms are (<= t t) / (>= t t) over X_i, Y_j
// and numbers (also (+ ...), (- ...), (* number t) for linear terms); an atom over a single
// X_i and a number is a box bound; an atom over Y only is an output row; others are errors.
// Errors read "prop.vnnlib:LINE:COL: error: ...".
#pragma once

#include <string>
#include <vector>

#include "robustness/network.h"

namespace shardproof::robustness {

struct SpecCase {
  Vec lo, hi;  // input box
  Mat C;       // rows x output_size
  Vec d;       // rows
};

struct Spec {
  int input_size = 0;
  int output_size = 0;
  std::vector<SpecCase> cases;

  // Does (x, y) belong to the counterexample set of case k (with tolerance tol)?
  bool case_violated_by(std::size_t k, const Vec& x, const Vec& y, double tol = 0.0) const;
  // Index of the first case (x, f(x)) violates, or -1.
  int violated_case(const Vec& x, const Vec& y, double tol = 0.0) const;
};

Spec parse_vnnlib(const std::string& text, const std::string& filename);
Spec load_vnnlib(const std::string& path);

// VNN-COMP witness form: "((X_0 v) ... (Y_0 v) ...)" with %.17g numbers.
std::string format_witness(const Vec& x, const Vec& y);

}  // namespace shardproof::robustness
